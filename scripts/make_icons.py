"""Render resources/icons/tpugui.svg to PNGs (16..256 px) with Qt's SVG renderer.

    python scripts/make_icons.py          writes resources/icons/hicolor/<N>x<N>/apps/tpugui.png
    python scripts/make_icons.py --check  exit 1 when a committed PNG differs from a fresh render

The PNGs sit in the freedesktop icon-theme layout, so installing the icon is a copy:
``cp -r resources/icons/hicolor ~/.local/share/icons/``.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "icons" / "tpugui.svg"
HICOLOR = ROOT / "resources" / "icons" / "hicolor"
SIZES = (16, 22, 24, 32, 48, 64, 128, 256)


def png_path(size: int, base: Path = HICOLOR) -> Path:
    return base / f"{size}x{size}" / "apps" / "tpugui.png"


def render(size: int, svg: Path = SVG):  # noqa: ANN201 - a QImage
    """The icon as a ``size`` x ``size`` ARGB image (transparent corners)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not a valid SVG file")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    parser.add_argument("--out", type=Path, default=HICOLOR, help="the hicolor folder to write")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication, QImage

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    stale = []
    for size in SIZES:
        image = render(size)
        path = png_path(size, args.out)
        if args.check:
            old = QImage(str(path))
            if old.isNull() or old.convertToFormat(image.format()) != image:
                stale.append(str(path))
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(path), "PNG"):
            raise SystemExit(f"cannot write {path}")
        print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: {size} px")
    if stale:
        print("stale icons (run python scripts/make_icons.py):\n  " + "\n  ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
