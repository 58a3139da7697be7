"""The "Image…" export of the Training page: which plot (or all of them), PNG or SVG, and the
size, then a file name. Plot-only images, drawn by pyqtgraph's exporters
(:mod:`tpugui.qt.training.export`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from tpugui.qt.i18n import tr
from tpugui.qt.training.export import DEFAULT_SIZE, export_image


class ExportImageDialog(QDialog):
    saved = Signal(str)  # the file written
    failed = Signal(str)  # why not

    def __init__(self, plots: Any, name: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("exportImageDialog")
        self.setWindowTitle(tr("Export the plots as an image"))
        self.plots = plots
        self.name = name
        self.which = QComboBox()
        self.which.setObjectName("exportWhich")
        self.which.setAccessibleName(tr("Which plot"))
        self.which.addItem(tr("All plots"), None)
        for p in plots.plots:
            self.which.addItem(p.title, p.objectName())
        self.format = QComboBox()
        self.format.setObjectName("exportFormat")
        self.format.setAccessibleName(tr("Image format"))
        self.format.addItem(tr("PNG image"), "png")
        self.format.addItem(tr("SVG drawing (vector)"), "svg")
        self.width_box = QSpinBox()
        self.width_box.setObjectName("exportWidth")
        self.height_box = QSpinBox()
        self.height_box.setObjectName("exportHeight")
        for box, value, label in (
            (self.width_box, DEFAULT_SIZE[0], tr("Width in pixels")),
            (self.height_box, DEFAULT_SIZE[1], tr("Height in pixels")),
        ):
            box.setRange(200, 8000)
            box.setSingleStep(100)
            box.setValue(value)
            box.setSuffix(" px")
            box.setAccessibleName(label)
        size = QHBoxLayout()
        size.addWidget(self.width_box)
        size.addWidget(QLabel("×"))
        size.addWidget(self.height_box)
        size.addStretch(1)
        form = QFormLayout(self)
        form.addRow(tr("Plot"), self.which)
        form.addRow(tr("Format"), self.format)
        form.addRow(tr("Size"), size)
        note = QLabel(tr("Only the plots and a legend of the runs: no buttons, no sliders."))
        note.setWordWrap(True)
        form.addRow(note)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.setObjectName("exportButtons")
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)
        self.which.currentIndexChanged.connect(self._which_changed)

    def _which_changed(self) -> None:
        one = self.which.currentData() is not None
        self.width_box.setValue(1200 if one else DEFAULT_SIZE[0])
        self.height_box.setValue(800 if one else DEFAULT_SIZE[1])

    def chosen_plot(self) -> Any:
        name = self.which.currentData()
        return next((p for p in self.plots.plots if p.objectName() == name), None)

    def save(self) -> Path | None:
        kind = self.format.currentData()
        plot = self.chosen_plot()
        base = self.name + (f"-{plot.objectName()}" if plot is not None else "")
        filters = tr("PNG image (*.png)") if kind == "png" else tr("SVG drawing (*.svg)")
        path, _ = QFileDialog.getSaveFileName(
            self, tr("Export {kind}").format(kind=kind.upper()), f"{base}.{kind}", filters
        )
        if not path:
            return None
        if not path.lower().endswith(f".{kind}"):
            path += f".{kind}"
        size = (self.width_box.value(), self.height_box.value())
        try:
            saved = export_image(self.plots, path, size, plot=plot)
        except (OSError, ValueError) as exc:
            self.failed.emit(
                tr("Cannot save {path}: {error}; choose another folder").format(
                    path=path, error=exc
                )
            )
            return None
        self.saved.emit(str(saved))
        self.accept()
        return saved
