"""Exports of the Training page: the plots as PNG or SVG, the metrics as CSV."""

from __future__ import annotations

import csv
import math
from pathlib import Path

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget

from tpugui.training.run_model import RunData

CSV_COLUMNS = ("run", "run_id", "kind", "epoch", "step", "seconds", "metric", "value")


def export_image(widget: QWidget, path: str | Path) -> Path:
    """The widget as it looks now: PNG (or any raster format by suffix) or SVG (vector)."""
    path = Path(path)
    if path.suffix.lower() == ".svg":
        from PySide6.QtSvg import QSvgGenerator

        gen = QSvgGenerator()
        gen.setFileName(str(path))
        size = widget.size()
        gen.setSize(QSize(size.width(), size.height()))
        gen.setViewBox(QRect(0, 0, size.width(), size.height()))
        gen.setTitle("tpugui training plots")
        painter = QPainter(gen)
        try:
            widget.render(painter, QPoint())
        finally:
            painter.end()
    else:
        if not path.suffix:
            path = path.with_suffix(".png")
        if not widget.grab().save(str(path)):
            raise OSError(f"cannot write the image {path}")
    if not path.exists() or path.stat().st_size == 0:
        raise OSError(f"cannot write {path}")
    return path


def _num(v: float) -> str:
    if isinstance(v, float) and not math.isfinite(v):
        return "nan" if math.isnan(v) else ("inf" if v > 0 else "-inf")
    return repr(float(v))


def export_csv(runs: list[RunData], path: str | Path) -> int:
    """Every metric of ``runs`` in one tidy table (one value a row); returns the row count.

    Columns: run, run_id, kind (batch | epoch), epoch, step, seconds (since the run started),
    metric, value. NaN and inf are written as ``nan`` / ``inf``.
    """
    path = Path(path)
    rows = 0
    with open(path, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(CSV_COLUMNS)
        for run in runs:
            for name, s in (
                ("loss", run.loss),
                ("lr", run.lr),
                ("examples_per_sec", run.throughput),
            ):
                for step, sec, val in zip(s.x, s.t, s.y, strict=True):
                    w.writerow(
                        (
                            run.name,
                            run.run_id,
                            "batch",
                            "",
                            int(step),
                            f"{sec:.3f}",
                            name,
                            _num(val),
                        )
                    )
                    rows += 1
            for name, s in sorted(run.epoch_metrics.items()):
                for epoch, sec, val in zip(s.x, s.t, s.y, strict=True):
                    w.writerow(
                        (
                            run.name,
                            run.run_id,
                            "epoch",
                            int(epoch),
                            "",
                            f"{sec:.3f}",
                            name,
                            _num(val),
                        )
                    )
                    rows += 1
    return rows
