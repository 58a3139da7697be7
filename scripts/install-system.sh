#!/bin/sh
# System packages the app and the tests need: Qt's X11 libraries, Xvfb (a virtual screen),
# OpenSSH's server (the remote tests' private sshd) and CJK fonts (the zh_TW interface).
# As root with apt-get they are installed; otherwise the missing ones are listed.
set -eu
PKGS="xvfb xauth openssh-server openssh-client libxcb-icccm4 libxcb-keysyms1 libxcb-image0 \
libxcb-render-util0 libxcb-cursor0 libxcb-shape0 libxcb-xinerama0 libxcb-randr0 libxcb-xkb1 \
libxkbcommon-x11-0 libegl1 libgl1 libfontconfig1 libdbus-1-3 fonts-noto-cjk desktop-file-utils"
if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "install-system: not a Debian/Ubuntu system; install Xvfb, OpenSSH server and Qt's xcb libraries yourself" >&2
    exit 0
fi
MISSING=""
for p in $PKGS; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || MISSING="$MISSING $p"
done
[ -z "$MISSING" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "install-system: installing$MISSING"
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -q --no-install-recommends $MISSING >/dev/null 2>&1 || {
        apt-get update -q >/dev/null && apt-get install -y -q --no-install-recommends $MISSING >/dev/null
    }
else
    echo "install-system: missing system packages:$MISSING" >&2
    echo "install-system: run  sudo apt-get install$MISSING  (tests that need them are skipped)" >&2
fi
