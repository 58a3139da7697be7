"""The form of the ``[data]`` and ``[pipeline]`` sections.

Every control's objectName is its job key (``batch_size``, ``cycle_length``, ``order``, ...).
``load(job)`` fills the form, ``apply(job)`` returns the job with the form's values (raising
:class:`JobError` whose lines name the fields), ``mark(problems)`` marks the fields those lines
name. Parallelism fields are spin boxes whose lowest value reads AUTOTUNE.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tpugui.job import STAGES, Job, JobError
from tpugui.qt import core_text
from tpugui.qt.i18n import tr, tr_noop


def invalid_style() -> str:
    """The marked-field style in the current light/dark scheme."""
    from tpugui.qt import theme

    c = theme.colors()
    return f"border: 2px solid {c['invalid_border']}; background: {c['invalid_bg']};"


#: the sources that may have a separate validation set (``data.validation_path``)
FILE_SOURCES = ("npz", "images", "tfrecord")

STAGE_HELP = {
    "interleave": tr_noop("interleave: read several files at once"),
    "map": tr_noop("map: resize, normalise, augment"),
    "cache": tr_noop("cache: keep examples after epoch 1"),
    "shuffle": tr_noop("shuffle: mix the examples"),
    "repeat": tr_noop("repeat: go round again"),
    "batch": tr_noop("batch: group examples"),
    "prefetch": tr_noop("prefetch: prepare ahead of the step"),
}


class StageList(QWidget):
    """The ordered stages: check a stage to use it, move it up or down (or drag it)."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.list = QListWidget()
        self.list.setObjectName("order")
        self.list.setAccessibleName(tr("Pipeline stages in order"))
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        row_h = self.list.fontMetrics().height() + 6
        self.list.setFixedHeight(len(STAGES) * row_h + 8)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.itemChanged.connect(lambda _i: self.changed.emit())
        self.list.model().rowsMoved.connect(lambda *a: self.changed.emit())
        self.up = QPushButton(tr("▲ Up"))
        self.up.setObjectName("stageUpButton")
        self.up.setAccessibleName(tr("Move the stage up"))
        self.down = QPushButton(tr("▼ Down"))
        self.down.setObjectName("stageDownButton")
        self.down.setAccessibleName(tr("Move the stage down"))
        self.up.clicked.connect(lambda: self._move(-1))
        self.down.clicked.connect(lambda: self._move(1))
        buttons = QVBoxLayout()
        buttons.addWidget(self.up)
        buttons.addWidget(self.down)
        buttons.addStretch(1)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.list, 1)
        lay.addLayout(buttons)

    def set_order(self, order: list[str]) -> None:
        self.list.blockSignals(True)
        self.list.clear()
        for stage in list(order) + [s for s in STAGES if s not in order]:
            item = QListWidgetItem(tr(STAGE_HELP[stage]))
            item.setData(Qt.ItemDataRole.UserRole, stage)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if stage in order else Qt.CheckState.Unchecked)
            self.list.addItem(item)
        self.list.blockSignals(False)

    def order(self) -> list[str]:
        out = []
        for i in range(self.list.count()):
            item = self.list.item(i)
            if item.checkState() == Qt.CheckState.Checked:
                out.append(item.data(Qt.ItemDataRole.UserRole))
        return out

    def item_of(self, stage: str) -> QListWidgetItem:
        for i in range(self.list.count()):
            if self.list.item(i).data(Qt.ItemDataRole.UserRole) == stage:
                return self.list.item(i)
        raise KeyError(stage)

    def _move(self, step: int) -> None:
        row = self.list.currentRow()
        new = row + step
        if row < 0 or not 0 <= new < self.list.count():
            return
        self.list.blockSignals(True)
        item = self.list.takeItem(row)
        self.list.insertItem(new, item)
        self.list.setCurrentRow(new)
        self.list.blockSignals(False)
        self.changed.emit()


def _ints(text: str) -> list[int] | str:
    """ "8, 8, 1" -> [8, 8, 1]; text that is not integers comes back as is (Job names it)."""
    parts = [t for t in text.replace("x", ",").replace("×", ",").replace(" ", ",").split(",") if t]
    try:
        return [int(t) for t in parts]
    except ValueError:
        return text


class PipelineForm(QWidget):
    changed = Signal()
    browse_requested = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.fields: dict[str, tuple[str, QWidget]] = {}  # key -> (section, widget)
        self.rows: dict[str, tuple[QFormLayout, QWidget]] = {}
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self._data_group())
        lay.addWidget(self._stage_group())
        lay.addWidget(self._knob_group())
        lay.addWidget(self._options_group())
        lay.addStretch(1)
        self._on_source()

    # -- building ------------------------------------------------------------------------------
    def _add(
        self,
        form: QFormLayout,
        section: str,
        key: str,
        label: str,
        w: QWidget,
        tip: str = "",
        row: QWidget | None = None,
    ) -> QWidget:
        w.setObjectName(key)
        w.setAccessibleName(label)
        if tip:
            w.setToolTip(tip)
            w.setProperty("help", tip)
        form.addRow(label, row or w)
        self.fields[key] = (section, w)
        self.rows[key] = (form, row or w)
        for sig in ("valueChanged", "textChanged", "currentTextChanged", "toggled"):
            if hasattr(w, sig):
                getattr(w, sig).connect(lambda *_: self.changed.emit())
                break
        return w

    @staticmethod
    def _spin(lo: int, hi: int, special: str = "") -> QSpinBox:
        s = QSpinBox()
        s.setRange(lo, hi)
        if special:
            s.setSpecialValueText(tr(special))
        return s

    @staticmethod
    def _combo(items: tuple[str, ...]) -> QComboBox:
        """Items show translated; their data is the job value (what load/values use)."""
        c = QComboBox()
        for item in items:
            c.addItem(tr(item), item)
        return c

    def _data_group(self) -> QGroupBox:
        box = QGroupBox(tr("Data source"))
        f = QFormLayout(box)
        self._add(
            f,
            "data",
            "source",
            tr("Source"),
            self._combo(
                (
                    tr_noop("digits"),
                    tr_noop("synthetic"),
                    tr_noop("npz"),
                    tr_noop("images"),
                    tr_noop("tfrecord"),
                )
            ),
            tr(
                "digits: scikit-learn's handwritten digits; synthetic: generated; npz: a NumPy "
                "file; images: a folder with one sub-folder per class; tfrecord: a file glob"
            ),
        )
        path_row, self.path = self._path_row(
            "browsePathButton", tr("Browse for the data path"), self._browse
        )
        self.path.setPlaceholderText(tr("file, folder or glob (data/train-*.tfrecord)"))
        self._add(
            f,
            "data",
            "path",
            tr("Path"),
            self.path,
            tr("relative paths are relative to the job file"),
            row=path_row,
        )
        val_row, self.validation_path = self._path_row(
            "browseValidationButton",
            tr("Browse for the validation data"),
            lambda: self._browse(validation=True),
        )
        self._add(
            f,
            "data",
            "validation_path",
            tr("Validation data"),
            self.validation_path,
            row=val_row,
        )
        self._add(
            f,
            "data",
            "shape",
            tr("Shape"),
            QLineEdit(),
            tr("synthetic example shape, e.g. 8, 8, 1"),
        )
        self._add(f, "data", "classes", tr("Classes"), self._spin(0, 100_000))
        self._add(f, "data", "count", tr("Examples"), self._spin(0, 100_000_000))
        self._add(
            f,
            "data",
            "seed",
            tr("Seed"),
            self._spin(-(2**31), 2**31 - 1),
            tr("the seed of the data and of the validation split"),
        )
        self._add(
            f, "data", "x_key", tr("Images array"), QLineEdit(), tr("the npz array of images")
        )
        self._add(
            f, "data", "y_key", tr("Labels array"), QLineEdit(), tr("the npz array of labels")
        )
        self._add(
            f,
            "data",
            "image_key",
            tr("Image feature"),
            QLineEdit(),
            tr("the tf.train.Example feature holding the encoded image"),
        )
        self._add(
            f,
            "data",
            "image_encoding",
            tr("Image encoding"),
            self._combo((tr_noop("png"), tr_noop("jpeg"), tr_noop("raw"))),
        )
        self._add(
            f,
            "data",
            "image_shape",
            tr("Image shape"),
            QLineEdit(),
            tr("H, W, C: needed for raw bytes; for png/jpeg it resizes (empty = as stored)"),
        )
        self._add(f, "data", "label_key", tr("Label feature"), QLineEdit())
        self._add(
            f,
            "data",
            "label_dtype",
            tr("Label type"),
            self._combo((tr_noop("int64"), tr_noop("float32"))),
        )
        self._add(
            f, "data", "image_size", tr("Decode to"), QLineEdit(), tr("H, W of decoded images")
        )
        v = QDoubleSpinBox()
        v.setRange(0.0, 0.95)
        v.setSingleStep(0.05)
        v.setMinimumWidth(v.fontMetrics().horizontalAdvance("0.95") + 60)
        split_row = QWidget()
        sl = QHBoxLayout(split_row)
        sl.setContentsMargins(0, 0, 0, 0)
        sl.addWidget(v)
        self.split_note = QLabel(tr("ignored (validation data)"))
        self.split_note.setToolTip(
            tr("Validation data is set: its examples validate, none are held out of the path")
        )
        self.split_note.setObjectName("validationSplitNote")
        self.split_note.setStyleSheet("color: palette(placeholder-text); font-style: italic;")
        self.split_note.setWordWrap(True)
        sl.addWidget(self.split_note, 1)
        self._add(
            f,
            "data",
            "validation_split",
            tr("Validation share"),
            v,
            tr("the share of the examples held out for validation (0 = no validation)"),
            row=split_row,
        )
        self.fields["source"][1].currentTextChanged.connect(self._on_source)
        self.validation_path.textChanged.connect(self._on_source)
        return box

    def _path_row(self, button_name: str, accessible: str, slot) -> tuple[QWidget, QLineEdit]:  # noqa: ANN001
        """A line edit with a Browse… button beside it."""
        row = QWidget()
        lay = QHBoxLayout(row)
        lay.setContentsMargins(0, 0, 0, 0)
        edit = QLineEdit()
        browse = QPushButton(tr("Browse…"))
        browse.setObjectName(button_name)
        browse.setAccessibleName(accessible)
        browse.clicked.connect(slot)
        lay.addWidget(edit, 1)
        lay.addWidget(browse)
        edit.browse_button = browse  # type: ignore[attr-defined]
        return row, edit

    def _stage_group(self) -> QGroupBox:
        box = QGroupBox(tr("Stages (in order; tick to use, drag or ▲▼ to move)"))
        lay = QVBoxLayout(box)
        self.stages = StageList()
        self.stages.changed.connect(self.changed)
        lay.addWidget(self.stages)
        self.fields["order"] = ("pipeline", self.stages.list)
        return box

    def _knob_group(self) -> QGroupBox:
        box = QGroupBox(tr("Stage settings"))
        f = QFormLayout(box)
        auto = tr_noop("AUTOTUNE")
        self._add(
            f,
            "pipeline",
            "cycle_length",
            tr("interleave cycle_length"),
            self._spin(0, 1024, auto),
            tr("files read at once"),
        )
        self._add(f, "pipeline", "block_length", tr("interleave block_length"), self._spin(1, 1024))
        self._add(
            f,
            "pipeline",
            "interleave_parallel_calls",
            tr("interleave parallel calls"),
            self._spin(0, 1024, auto),
            tr("at most cycle_length"),
        )
        self._add(
            f,
            "pipeline",
            "interleave_deterministic",
            tr("interleave deterministic"),
            QCheckBox(tr("keep the file order")),
        )
        self._add(
            f, "pipeline", "resize", tr("map: resize to"), QLineEdit(), tr("H, W (0, 0 = keep)")
        )
        self._add(
            f,
            "pipeline",
            "normalize",
            tr("map: normalise"),
            self._combo((tr_noop("unit"), tr_noop("standardize"), tr_noop("none"))),
            tr("unit: to [0, 1]; standardize: mean 0, variance 1 per image"),
        )
        self._add(f, "pipeline", "random_flip", tr("map: random flip"), QCheckBox(tr("left-right")))
        self._add(
            f, "pipeline", "map_parallel_calls", tr("map parallel calls"), self._spin(0, 1024, auto)
        )
        self._add(f, "pipeline", "cache", tr("cache"), QLineEdit(), tr("'memory' or a file path"))
        self._add(f, "pipeline", "shuffle_buffer", tr("shuffle buffer"), self._spin(0, 10_000_000))
        self._add(
            f, "pipeline", "shuffle_seed", tr("shuffle seed"), self._spin(-(2**31), 2**31 - 1)
        )
        self._add(
            f, "pipeline", "reshuffle_each_iteration", tr("reshuffle"), QCheckBox(tr("each epoch"))
        )
        self._add(
            f, "pipeline", "repeat", tr("repeat"), self._spin(-1, 1_000_000, tr_noop("forever"))
        )
        self._add(
            f,
            "pipeline",
            "batch_size",
            tr("batch size"),
            self._spin(0, 1_000_000),
            tr("the global batch (split over the replicas)"),
        )
        self._add(
            f,
            "pipeline",
            "drop_remainder",
            tr("drop remainder"),
            QCheckBox(tr("static batch shape (TPU/XLA)")),
        )
        self._add(f, "pipeline", "prefetch", tr("prefetch"), self._spin(0, 1024, auto))
        return box

    def _options_group(self) -> QGroupBox:
        box = QGroupBox(tr("Dataset options"))
        f = QFormLayout(box)
        self._add(
            f, "pipeline", "autotune", tr("autotune"), QCheckBox(tr("options.autotune.enabled"))
        )
        self._add(
            f, "pipeline", "cpu_budget", tr("CPU budget"), self._spin(0, 4096, tr_noop("default"))
        )
        self._add(
            f,
            "pipeline",
            "ram_budget",
            tr("RAM budget (bytes)"),
            self._spin(0, 2**31 - 1, tr_noop("default")),
        )
        self._add(
            f, "pipeline", "deterministic", tr("deterministic"), QCheckBox(tr("keep the order"))
        )
        self._add(
            f,
            "pipeline",
            "private_threadpool_size",
            tr("private thread pool"),
            self._spin(0, 1024, tr_noop("shared pool")),
            tr("threads of a pool for this dataset only"),
        )
        self._add(
            f,
            "pipeline",
            "distribute",
            tr("distribute"),
            self._combo((tr_noop("auto"), tr_noop("dataset"), tr_noop("function"))),
            tr(
                "dataset: experimental_distribute_dataset; function: "
                "distribute_datasets_from_function with the per-replica batch"
            ),
        )
        return box

    # -- behaviour -----------------------------------------------------------------------------
    def _browse(self, validation: bool = False) -> None:
        """A file dialog (a folder for the images source) that fills the path when accepted.

        Not modal to the application: the page keeps running; the dialog is deleted on close.
        """
        self.browse_requested.emit()
        src = self.widget("source").currentData()
        edit = self.validation_path if validation else self.path
        dialog = QFileDialog(self)
        dialog.setObjectName("validationPathDialog" if validation else "pathDialog")
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if src == "images":
            dialog.setFileMode(QFileDialog.FileMode.Directory)
            dialog.setOption(QFileDialog.Option.ShowDirsOnly, True)
            title = tr("Validation images folder") if validation else tr("Images folder")
        else:
            dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
            title = tr("Validation data file") if validation else tr("Data file")
        dialog.setWindowTitle(title)
        current = edit.text().strip() or self.path.text().strip()
        if current:
            dialog.setDirectory(str(Path(current).expanduser().parent))
        dialog.fileSelected.connect(edit.setText)
        dialog.open()

    def _on_source(self, *_: Any) -> None:
        src = self.widget("source").currentData()
        show = {
            "path": src in ("npz", "images", "tfrecord"),
            "shape": src == "synthetic",
            "classes": src == "synthetic",
            "count": src == "synthetic",
            "x_key": src == "npz",
            "y_key": src == "npz",
            "image_key": src == "tfrecord",
            "image_encoding": src == "tfrecord",
            "image_shape": src == "tfrecord",
            "label_key": src == "tfrecord",
            "label_dtype": src == "tfrecord",
            "image_size": src == "images",
        }
        for key, visible in show.items():
            form, row = self.rows[key]
            form.setRowVisible(row, visible)
        self._on_validation(src)

    def _on_validation(self, src: str) -> None:
        """The validation data: only for file sources; when set, the share is ignored."""
        files = src in FILE_SOURCES
        edit = self.validation_path
        edit.setEnabled(files)
        edit.browse_button.setEnabled(files)
        if files:
            tip = tr(
                "a separate validation set of the same kind as the path: an npz file, an images "
                "folder (the training folder's class names) or a TFRecord glob. When set, the "
                "validation share is ignored; empty: the share is held out of the training data"
            )
            edit.setPlaceholderText(tr("empty: hold out the validation share"))
        else:
            tip = tr(
                "The {source} source has no separate validation files: the validation share "
                "holds out part of its examples. Choose an npz, images or tfrecord source to "
                "validate on other data."
            ).format(source=self.widget("source").currentText())
            edit.setPlaceholderText(tr("uses the validation share"))
        edit.setProperty("help", tip)
        if edit.property("invalid") is not True:
            edit.setToolTip(tip)
        ignored = files and bool(edit.text().strip())
        split = self.widget("validation_split")
        split.setEnabled(not ignored)
        self.split_note.setVisible(ignored)

    def widget(self, key: str) -> Any:
        return self.fields[key][1]

    def load(self, job: Job) -> None:
        self.blockSignals(True)
        for key, (section, w) in self.fields.items():
            if key == "order":
                continue
            value = getattr(getattr(job, section), key)
            if isinstance(w, QSpinBox):
                w.setValue(0 if value == "autotune" else int(value))
            elif isinstance(w, QDoubleSpinBox):
                w.setValue(float(value))
            elif isinstance(w, QCheckBox):
                w.setChecked(bool(value))
            elif isinstance(w, QComboBox):
                w.setCurrentIndex(max(0, w.findData(str(value))))
            elif isinstance(w, QLineEdit):
                w.setText(", ".join(map(str, value)) if isinstance(value, list) else str(value))
        self.stages.set_order(job.pipeline.order)
        self.blockSignals(False)
        self._on_source()
        self.mark([])

    def values(self) -> dict[str, dict[str, Any]]:
        out: dict[str, dict[str, Any]] = {"data": {}, "pipeline": {}}
        parallel = ("cycle_length", "interleave_parallel_calls", "map_parallel_calls", "prefetch")
        for key, (section, w) in self.fields.items():
            if key == "order":
                value: Any = self.stages.order()
            elif isinstance(w, QSpinBox):
                value = w.value()
                if key in parallel and value == 0:
                    value = "autotune"
            elif isinstance(w, QDoubleSpinBox):
                value = round(w.value(), 4)
            elif isinstance(w, QCheckBox):
                value = w.isChecked()
            elif isinstance(w, QComboBox):
                value = w.currentData()
            else:
                text = w.text().strip()
                value = (
                    _ints(text) if key in ("shape", "image_shape", "image_size", "resize") else text
                )
            out[section][key] = value
        if out["data"]["source"] not in FILE_SOURCES:
            # the field is disabled; what it holds comes back when a file source is chosen
            out["data"]["validation_path"] = ""
        return out

    def apply(self, job: Job) -> Job:
        data = job.to_dict()
        for section, values in self.values().items():
            data[section].update(values)
        return Job.from_dict(data)

    def mark(self, problems: list[str]) -> list[str]:
        """Mark the fields the ``field: reason`` lines name; returns the keys marked."""
        reasons: dict[str, list[str]] = {}
        for line in problems:
            where = line.split(":", 1)[0].strip()
            key = where.split(".")[-1].split("[")[0]
            if key in self.fields:
                reasons.setdefault(key, []).append(line)
        for key, (_, w) in self.fields.items():
            bad = key in reasons
            w.setProperty("invalid", bad)
            w.setStyleSheet(invalid_style() if bad else "")
            help_text = w.property("help") or ""
            w.setToolTip("\n".join(reasons[key]) if bad else help_text)
        return sorted(reasons)

    def try_apply(self, job: Job) -> tuple[Job | None, list[str]]:
        try:
            return self.apply(job), []
        except JobError as exc:
            return None, core_text.job_problems(exc)  # in the user's language
