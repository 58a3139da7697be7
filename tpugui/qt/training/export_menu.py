"""The Training page's one Export button and its menu: Image… (which plot, the format and the
size, :class:`ExportImageDialog`), CSV… and Parquet… (every point of the shown runs' metrics,
:mod:`tpugui.runs.export`), and the exports they run.

One button with a menu beside the tabs: two buttons and a label there pushed the last tab
behind the tab bar's arrows at 1024 px ("H…" for Hardware).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMenu, QPushButton

from tpugui.i18n_marks import Message
from tpugui.qt.i18n import tr, tr_noop
from tpugui.qt.training.export import export_image
from tpugui.qt.training.export_dialog import ExportImageDialog

EXPORT_FILTERS = {
    "png": tr_noop("PNG image (*.png)"),
    "svg": tr_noop("SVG drawing (*.svg)"),
    "csv": tr_noop("CSV table (*.csv)"),
    "parquet": tr_noop("Parquet table (*.parquet)"),
}


class ExportMenu:
    """The button, its actions and the exports of ``page``'s plots (its ``plots``, ``current``
    run, ``ctx`` for the log and the errors)."""

    def __init__(self, page: Any):
        self.page = page
        self.dialog: ExportImageDialog | None = None
        self.button = QPushButton(tr("Export"))
        self.button.setObjectName("exportButton")
        self.button.setAccessibleName(tr("Export the plots or the metrics"))
        self.button.setToolTip(tr("Save the plots as an image, or the metrics as CSV"))
        menu = QMenu(self.button)
        menu.setObjectName("exportMenu")
        self.image_action = self._action(
            menu,
            tr("Image…"),
            "exportImageAction",
            tr("Save the plots (all, or one) as a PNG image of a chosen size or an SVG drawing"),
        )
        self.csv_action = self._action(
            menu, tr("CSV…"), "exportCsvAction", tr("Save the shown runs' metrics as a CSV table")
        )
        self.parquet_action = self._action(
            menu,
            tr("Parquet…"),
            "exportParquetAction",
            tr("Save every point of the shown runs' metrics as a Parquet table (typed, compact)"),
        )
        menu.setToolTipsVisible(True)
        self.button.setMenu(menu)
        self.image_action.triggered.connect(self.image_dialog)
        self.csv_action.triggered.connect(lambda: self.save_dialog("csv"))
        self.parquet_action.triggered.connect(lambda: self.save_dialog("parquet"))

    @staticmethod
    def _action(menu: QMenu, text: str, name: str, tip: str) -> QAction:
        a = menu.addAction(text)
        a.setObjectName(name)
        a.setToolTip(tip)
        a.setStatusTip(tip)
        return a

    def _name(self) -> str:
        current = self.page.current
        return current.name if current else "training"

    def plots(
        self, path: str | Path, size: tuple[int, int] | None = None, plot: Any = None
    ) -> Path:
        """The plots only (``plot``: that one), PNG at ``size`` or SVG, by the path's suffix."""
        return export_image(self.page.plots, path, size, plot=plot)

    def metrics(self, path: str | Path) -> int:
        """Every point of the shown runs' metrics, CSV or Parquet by ``path``'s suffix."""
        from tpugui.runs.export import write

        return write(self.page.plots.runs(), path)

    def image_dialog(self) -> ExportImageDialog:
        """Ask which plot, the format and the size, then where (the dialog is window-modal)."""
        ctx = self.page.ctx
        dialog = ExportImageDialog(self.page.plots, self._name(), self.page)
        dialog.saved.connect(
            lambda path: ctx.log(Message(tr_noop("Saved the plots to {path}"), dict(path=path)))
        )
        dialog.failed.connect(ctx.error)
        dialog.finished.connect(dialog.deleteLater)
        self.dialog = dialog
        dialog.open()
        return dialog

    def save_dialog(self, kind: str) -> None:
        """Ask where, then save the metrics (``csv``, ``parquet``) or the plots (``png``,
        ``svg``)."""
        ctx = self.page.ctx
        path, _ = QFileDialog.getSaveFileName(
            self.page,
            tr("Export {kind}").format(kind=kind.upper()),
            f"{self._name()}.{kind}",
            tr(EXPORT_FILTERS[kind]),
        )
        if not path:
            return
        if Path(path).suffix.lower() != f".{kind}":  # typed without it: the format chosen
            path += f".{kind}"
        try:
            if kind in ("csv", "parquet"):
                rows = self.metrics(path)
                ctx.log(tr("Saved {rows} metric values to {path}").format(rows=rows, path=path))
            else:
                saved = self.plots(path)
                ctx.log(Message(tr_noop("Saved the plots to {path}"), dict(path=saved)))
        except ImportError:
            ctx.error(tr("Parquet needs pyarrow, which is not installed here; save a CSV table"))
        except OSError as exc:
            ctx.error(
                tr("Cannot save {path}: {error}; choose another folder").format(
                    path=path, error=exc
                )
            )
