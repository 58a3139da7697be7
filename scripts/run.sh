#!/bin/sh
# Open the app with the demo job; without a display, on a virtual one (Xvfb).
set -eu
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}${QT_QPA_PLATFORM:-}" ]; then
    exec .venv/bin/tpugui "$@" examples/demo.toml
fi
if command -v xvfb-run >/dev/null 2>&1; then
    echo "run: no display; opening the window on a virtual screen (xvfb-run). Use a desktop to see it." >&2
    exec xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/tpugui "$@" examples/demo.toml
fi
exec .venv/bin/tpugui "$@" examples/demo.toml
