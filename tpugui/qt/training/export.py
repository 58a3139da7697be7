"""Exports of the Training page: the plots (one, or all of them) as PNG at a chosen size or SVG,
drawn by pyqtgraph's exporters (the plots only: no sliders, no buttons); the metrics' table is
:mod:`tpugui.runs.export`'s.

An image of every plot keeps the page's arrangement (the loss per step over two columns, the
rest in a grid) under a legend row of the runs, since the plots carry no run names themselves.
"""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QImage, QPainter, QPen

#: the size an image of every plot has unless one is chosen (px)
DEFAULT_SIZE = (1600, 1000)
#: images at least this wide draw the plots at twice their on-screen scale (text stays readable)
HIDPI_FROM = 1800
LEGEND_PX = 28


@contextmanager
def _laid_out(plot: Any, width: float, height: float):
    """The plot's PlotItem laid out at ``width`` x ``height`` (scene units) for an export,
    without its hover crosshair; restored after (nothing is repainted in between)."""
    item = plot.getPlotItem()
    old = item.geometry()
    cross = getattr(plot, "crosshair", None)
    shown = cross is not None and cross.isVisible()
    if cross is not None:
        cross.hide()
    try:
        item.setGeometry(QRectF(0, 0, width, height))
        item.layout.activate()
        yield item
    finally:
        item.setGeometry(old)
        item.layout.activate()
        if shown:
            cross.show()


def _scale(width: int) -> float:
    return 2.0 if width >= HIDPI_FROM else 1.0


def plot_image(plot: Any, width: int, height: int, scale: float | None = None) -> QImage:
    """One plot as a ``width`` x ``height`` image, through pyqtgraph's ImageExporter."""
    from pyqtgraph.exporters import ImageExporter

    scale = scale or _scale(width)
    with _laid_out(plot, width / scale, height / scale) as item:
        exporter = ImageExporter(item)
        exporter.parameters()["width"] = int(width)
        image = exporter.export(toBytes=True)
    if image.height() != height:  # the exporter rounds the height from the aspect ratio
        image = image.copy(0, 0, width, height)
    return image


def _render_scene(plot: Any, painter: QPainter, target: QRectF) -> None:
    """Draw the plot (its PlotItem only) into ``target`` of ``painter`` as vectors."""
    with _laid_out(plot, target.width(), target.height()) as item:
        plot.scene().render(painter, target, item.sceneBoundingRect())


def _svg_document(path: Path | None, width: int, height: int, paint: Any) -> str:
    """Paint into a QSvgGenerator; the document as text (and written to ``path``)."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRect, QSize
    from PySide6.QtSvg import QSvgGenerator

    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    gen = QSvgGenerator()
    gen.setOutputDevice(buf)
    gen.setSize(QSize(width, height))
    gen.setViewBox(QRect(0, 0, width, height))
    gen.setTitle("tpugui training plots")
    painter = QPainter(gen)
    try:
        paint(painter)
    finally:
        painter.end()
    buf.close()
    return bytes(data.data()).decode("utf-8")


def plot_svg(plot: Any, width: int, height: int) -> str:
    """One plot as an SVG document: pyqtgraph's SVGExporter, or, where it fails on this Qt
    (pyqtgraph issue #3485: Qt's newer SVG path syntax), the plot's scene drawn into Qt's
    SVG generator (vectors all the same)."""
    from pyqtgraph.exporters import SVGExporter

    try:
        with _laid_out(plot, width, height) as item:
            return SVGExporter(item).export(toBytes=True).decode("utf-8")
    except ValueError:
        return _svg_document(
            None, width, height, lambda p: _render_scene(plot, p, QRectF(0, 0, width, height))
        )


def _grid(plots: Any, width: int, height: int) -> list[tuple[Any, QRectF]]:
    """Where each plot goes in an image of them all: the page's own grid (the loss per step
    over two columns and two parts of three in height), under the legend row."""
    top = LEGEND_PX * _scale(width)
    h = height - top
    w3, h0 = width / 3, h * 3 / 5
    return [
        (plots.loss_plot, QRectF(0, top, 2 * w3, h0)),
        (plots.epoch_plot, QRectF(2 * w3, top, w3, h0)),
        (plots.accuracy_plot, QRectF(0, top + h0, w3, h - h0)),
        (plots.throughput_plot, QRectF(w3, top + h0, w3, h - h0)),
        (plots.lr_plot, QRectF(2 * w3, top + h0, w3, h - h0)),
    ]


def _paint_all(plots: Any, painter: QPainter, width: int, height: int, vector: bool) -> None:
    """The legend row of the runs, then every plot in its cell (raster: pyqtgraph's
    ImageExporter per plot; vector: each plot's scene)."""
    from tpugui.qt import theme

    scale = _scale(width) if not vector else 1.0
    colours = theme.colors()
    painter.fillRect(QRectF(0, 0, width, height), QColor(colours["plot_bg"]))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = QFont(plots.font())
    font.setPointSizeF(font.pointSizeF() * scale)
    painter.setFont(font)
    fm = QFontMetrics(font)
    x, mid = 8 * scale, LEGEND_PX * scale / 2
    for colour, name in [(plots._colours.get(id(r), "#000"), plots.label(r)) for r in plots.runs()]:
        painter.setPen(QPen(QColor(colour), 3 * scale))
        painter.drawLine(int(x), int(mid), int(x + 24 * scale), int(mid))
        x += 30 * scale
        painter.setPen(QColor(colours["plot_fg"]))
        text = fm.elidedText(name, Qt.TextElideMode.ElideMiddle, int(max(40, width - x - 8)))
        painter.drawText(int(x), int(mid + fm.ascent() / 2 - 1), text)
        x += fm.horizontalAdvance(text) + 24 * scale
        if x > width - 60 * scale:
            break
    for plot, rect in _grid(plots, width, height):
        if vector:
            _render_scene(plot, painter, rect)
        else:
            sub = plot_image(plot, int(rect.width()), int(rect.height()), scale)
            painter.drawImage(int(rect.x()), int(rect.y()), sub)


def all_plots_image(plots: Any, width: int, height: int) -> QImage:
    """Every plot in the page's arrangement, under a legend row of the runs."""
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        _paint_all(plots, painter, width, height, vector=False)
    finally:
        painter.end()
    return image


def all_plots_svg(plots: Any, width: int, height: int) -> str:
    """Every plot as one SVG document (vectors), under the legend row of the runs."""
    return _svg_document(None, width, height, lambda p: _paint_all(plots, p, width, height, True))


def export_image(
    plots: Any, path: str | Path, size: tuple[int, int] | None = None, plot: Any = None
) -> Path:
    """Save the plots (``plot``: that one only) as PNG (or another raster format by suffix)
    at ``size`` (width, height; default 1600 x 1000, one plot 1200 x 800), or as SVG."""
    path = Path(path)
    if not path.suffix:
        path = path.with_suffix(".png")
    width, height = size or ((1200, 800) if plot is not None else DEFAULT_SIZE)
    if width < 50 or height < 50:
        raise ValueError(f"image size {width}x{height}: at least 50 x 50")
    if path.suffix.lower() == ".svg":
        doc = (
            plot_svg(plot, width, height)
            if plot is not None
            else all_plots_svg(plots, width, height)
        )
        path.write_text(doc, encoding="utf-8")
    else:
        image = (
            plot_image(plot, width, height)
            if plot is not None
            else all_plots_image(plots, width, height)
        )
        if not image.save(str(path)):
            raise OSError(f"cannot write the image {path}")
    if not path.exists() or path.stat().st_size == 0:
        raise OSError(f"cannot write {path}")
    return path
