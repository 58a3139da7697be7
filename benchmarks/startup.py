"""Cold start: time from process start to the first painted main window, side by side with a
bare PySide6 + pyqtgraph window on the same display, and to the first page (built right after
the window's first paint) on the screen.

Starts `python -m tpugui` and a bare window (QApplication, a QMainWindow holding one
pyqtgraph PlotWidget) in turn, N rounds, each a fresh process, on a private Xvfb display when
Xvfb is installed (else offscreen, or the DISPLAY that is set). Each reports the moment its
window is first painted; tpugui also when its first page (Devices) was painted, whether the
job's schema was imported at the first paint, and whether tensorflow / torch were imported.
Prints every sample, the medians and their ratio, and writes benchmarks/results/startup.json
and docs/benchmarks.md.

    .venv/bin/python benchmarks/startup.py [--runs 9] [--no-docs]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET_S = 0.8
#: tpugui's first paint against a bare PySide6 + pyqtgraph window's, at most
TARGET_RATIO = 1.1

BARE = r"""
import json, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
import pyqtgraph as pg
app = QApplication(["bare"])
win = QMainWindow()
win.setCentralWidget(pg.PlotWidget())
win.resize(1024, 700)
marks = {}
class Watch(QObject):
    def eventFilter(self, obj, ev):
        if ev.type() == QEvent.Type.Paint and "painted_at" not in marks:
            marks["painted_at"] = time.time()
            QTimer.singleShot(0, app.quit)
        return False
watch = Watch()
app.installEventFilter(watch)  # the first paint of any of its widgets
win.show()
app.exec()
print(json.dumps(marks), flush=True)
"""


def one_bare(env: dict[str, str]) -> dict:
    t0 = time.time()
    out = subprocess.run(
        [sys.executable, "-c", BARE], capture_output=True, text=True, env=env, timeout=120
    )
    report = json.loads(out.stdout.strip().splitlines()[-1])
    report["seconds"] = report["painted_at"] - t0
    return report


def xvfb() -> tuple[subprocess.Popen | None, str | None]:
    """A private Xvfb display (None when Xvfb is not installed)."""
    import shutil

    if shutil.which("Xvfb") is None:
        return None, None
    for n in range(150, 200):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            proc = subprocess.Popen(
                ["Xvfb", f":{n}", "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            for _ in range(100):
                if Path(f"/tmp/.X11-unix/X{n}").exists():
                    return proc, f":{n}"
                time.sleep(0.05)
            proc.kill()
    return None, None


def one_start(env: dict[str, str]) -> dict:
    t0 = time.time()
    out = subprocess.run(
        [sys.executable, "-m", "tpugui", str(ROOT / "examples" / "demo.toml")],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        cwd=ROOT,
    )
    if out.returncode != 0:
        raise SystemExit(f"tpugui failed to start:\n{out.stderr}")
    report = json.loads(out.stdout.strip().splitlines()[-1])
    report["seconds"] = report["painted_at"] - t0
    report["page_seconds"] = report["page_painted_at"] - t0
    return report


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--no-docs", action="store_true", help="do not write docs/benchmarks.md")
    args = parser.parse_args()
    env = {**os.environ, "TPUGUI_STARTUP_PROBE": "1"}
    server, display = xvfb()
    if display:
        env["DISPLAY"] = display
        env["QT_QPA_PLATFORM"] = "xcb"
    elif not env.get("DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    env["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="tpugui-bench-")
    try:
        one_start(env)  # warm the OS file cache once; the samples below are process-cold
        one_bare(env)
        samples, bare = [], []
        for i in range(args.runs):  # alternated: a load that comes and goes hits both
            pair = (one_start, one_bare) if i % 2 == 0 else (one_bare, one_start)
            for fn in pair:
                (samples if fn is one_start else bare).append(fn(env))
    finally:
        if server is not None:
            server.kill()
    secs = [s["seconds"] for s in samples]
    bare_secs = [s["seconds"] for s in bare]
    page_secs = [s["page_seconds"] for s in samples]
    median, bare_median = statistics.median(secs), statistics.median(bare_secs)
    page_median = statistics.median(page_secs)
    schema_loaded = any(s["job_schema_loaded"] for s in samples)
    ratio = median / bare_median
    tf_loaded = any(s["tensorflow_loaded"] for s in samples)
    torch_loaded = any(s["torch_loaded"] for s in samples)
    where = f"Xvfb {display}" if display else env.get("QT_QPA_PLATFORM") or env.get("DISPLAY")
    print(f"display: {where}")
    print(f"tpugui samples (s): {', '.join(f'{s:.3f}' for s in secs)}")
    print(f"bare samples (s):   {', '.join(f'{s:.3f}' for s in bare_secs)}")
    print(f"median start-to-first-paint: tpugui {median:.3f} s, bare PySide6 + pyqtgraph "
          f"{bare_median:.3f} s: {ratio:.2f}x (target <= {TARGET_RATIO}x)")  # fmt: skip
    print(f"tpugui's first page on the screen (s): {', '.join(f'{s:.3f}' for s in page_secs)}")
    print(f"median start-to-first-page: {page_median:.3f} s ({page_median / bare_median:.2f}x "
          "the bare window's first paint)")  # fmt: skip
    print(f"job schema imported at first paint: {schema_loaded}")
    print(f"tensorflow in sys.modules at first paint: {tf_loaded}")
    print(f"torch in sys.modules at first paint: {torch_loaded}")
    ok = ratio <= TARGET_RATIO and not tf_loaded and not torch_loaded
    print("verdict:", "meets the target" if ok else "MISSES the target")
    result = {"display": "Xvfb" if display else str(where), "runs": args.runs,
              "tpugui": secs, "bare": bare_secs, "median": median,
              "bare_median": bare_median, "ratio": ratio, "first_page": page_secs,
              "first_page_median": page_median, "schema_at_first_paint": schema_loaded,
              "frameworks_loaded": tf_loaded or torch_loaded}  # fmt: skip
    (ROOT / "benchmarks" / "results" / "startup.json").write_text(json.dumps(result, indent=1))
    if not args.no_docs:
        import docs_block

        docs_block.put(
            "startup",
            f"From process start to the first painted window, {args.runs} alternated rounds "
            f"on one {result['display']} display (`benchmarks/startup.py`): tpugui "
            f"**{median:.2f} s** (median; rounds {min(secs):.2f}–{max(secs):.2f} s) against a "
            f"bare PySide6 + pyqtgraph window's {bare_median:.2f} s "
            f"({min(bare_secs):.2f}–{max(bare_secs):.2f} s): **{ratio:.2f}×** "
            f"(target ≤ {TARGET_RATIO}×). The window paints before the job's schema, a page or "
            f"a framework is imported; its first page (Devices, built right after) is on the "
            f"screen at **{page_median:.2f} s** (rounds {min(page_secs):.2f}–"
            f"{max(page_secs):.2f} s), {page_median / bare_median:.2f}× the bare window's first "
            f"paint. Frameworks imported before the first paint: "
            f"{'none' if not (tf_loaded or torch_loaded) else 'one was'}.",
            "A window in a blink",
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
