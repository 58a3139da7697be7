"""The form of the ``[data]`` and ``[pipeline]`` sections.

Every control's objectName is its job key (``batch_size``, ``cycle_length``, ``order``, ...).
``load(job)`` fills the form, ``apply(job)`` returns the job with the form's values (raising
:class:`JobError` whose lines name the fields), ``mark(problems)`` marks the fields those lines
name. Parallelism fields are spin boxes whose lowest value reads AUTOTUNE.
"""

from __future__ import annotations

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
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tpugui.job import STAGES, Job, JobError

INVALID_STYLE = "border: 2px solid #d9534f; background: #fff0f0;"

STAGE_HELP = {
    "interleave": "interleave: read several files at once",
    "map": "map: resize, normalise, augment",
    "cache": "cache: keep examples after epoch 1",
    "shuffle": "shuffle: mix the examples",
    "repeat": "repeat: go round again",
    "batch": "batch: group examples",
    "prefetch": "prefetch: prepare ahead of the step",
}


class StageList(QWidget):
    """The ordered stages: check a stage to use it, move it up or down (or drag it)."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.list = QListWidget()
        self.list.setObjectName("order")
        self.list.setAccessibleName("Pipeline stages in order")
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        row_h = self.list.fontMetrics().height() + 6
        self.list.setFixedHeight(len(STAGES) * row_h + 8)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.itemChanged.connect(lambda _i: self.changed.emit())
        self.list.model().rowsMoved.connect(lambda *a: self.changed.emit())
        self.up = QPushButton("▲ Up")
        self.up.setObjectName("stageUpButton")
        self.up.setAccessibleName("Move the stage up")
        self.down = QPushButton("▼ Down")
        self.down.setObjectName("stageDownButton")
        self.down.setAccessibleName("Move the stage down")
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
            item = QListWidgetItem(STAGE_HELP[stage])
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
            s.setSpecialValueText(special)
        return s

    @staticmethod
    def _combo(items: tuple[str, ...]) -> QComboBox:
        c = QComboBox()
        c.addItems(items)
        return c

    def _data_group(self) -> QGroupBox:
        box = QGroupBox("Data source")
        f = QFormLayout(box)
        self._add(
            f,
            "data",
            "source",
            "Source",
            self._combo(("digits", "synthetic", "npz", "images", "tfrecord")),
            "digits: scikit-learn's handwritten digits; synthetic: generated; npz: a NumPy "
            "file; images: a folder with one sub-folder per class; tfrecord: a file glob",
        )
        path_row = QWidget()
        pl = QHBoxLayout(path_row)
        pl.setContentsMargins(0, 0, 0, 0)
        self.path = QLineEdit()
        self.path.setPlaceholderText("file, folder or glob (data/train-*.tfrecord)")
        browse = QPushButton("Browse…")
        browse.setObjectName("browsePathButton")
        browse.setAccessibleName("Browse for the data path")
        browse.clicked.connect(self._browse)
        pl.addWidget(self.path, 1)
        pl.addWidget(browse)
        self._add(
            f,
            "data",
            "path",
            "Path",
            self.path,
            "relative paths are relative to the job file",
            row=path_row,
        )
        self._add(f, "data", "shape", "Shape", QLineEdit(), "synthetic example shape, e.g. 8, 8, 1")
        self._add(f, "data", "classes", "Classes", self._spin(0, 100_000))
        self._add(f, "data", "count", "Examples", self._spin(0, 100_000_000))
        self._add(
            f,
            "data",
            "seed",
            "Seed",
            self._spin(-(2**31), 2**31 - 1),
            "the seed of the data and of the validation split",
        )
        self._add(f, "data", "x_key", "Images array", QLineEdit(), "the npz array of images")
        self._add(f, "data", "y_key", "Labels array", QLineEdit(), "the npz array of labels")
        self._add(
            f,
            "data",
            "image_key",
            "Image feature",
            QLineEdit(),
            "the tf.train.Example feature holding the encoded image",
        )
        self._add(
            f, "data", "image_encoding", "Image encoding", self._combo(("png", "jpeg", "raw"))
        )
        self._add(
            f,
            "data",
            "image_shape",
            "Image shape",
            QLineEdit(),
            "H, W, C: needed for raw bytes; for png/jpeg it resizes (empty = as stored)",
        )
        self._add(f, "data", "label_key", "Label feature", QLineEdit())
        self._add(f, "data", "label_dtype", "Label type", self._combo(("int64", "float32")))
        self._add(f, "data", "image_size", "Decode to", QLineEdit(), "H, W of decoded images")
        v = QDoubleSpinBox()
        v.setRange(0.0, 0.95)
        v.setSingleStep(0.05)
        self._add(f, "data", "validation_split", "Validation share", v)
        self.fields["source"][1].currentTextChanged.connect(self._on_source)
        return box

    def _stage_group(self) -> QGroupBox:
        box = QGroupBox("Stages (in order; tick to use, drag or ▲▼ to move)")
        lay = QVBoxLayout(box)
        self.stages = StageList()
        self.stages.changed.connect(self.changed)
        lay.addWidget(self.stages)
        self.fields["order"] = ("pipeline", self.stages.list)
        return box

    def _knob_group(self) -> QGroupBox:
        box = QGroupBox("Stage settings")
        f = QFormLayout(box)
        auto = "AUTOTUNE"
        self._add(
            f,
            "pipeline",
            "cycle_length",
            "interleave cycle_length",
            self._spin(0, 1024, auto),
            "files read at once",
        )
        self._add(f, "pipeline", "block_length", "interleave block_length", self._spin(1, 1024))
        self._add(
            f,
            "pipeline",
            "interleave_parallel_calls",
            "interleave parallel calls",
            self._spin(0, 1024, auto),
            "at most cycle_length",
        )
        self._add(
            f,
            "pipeline",
            "interleave_deterministic",
            "interleave deterministic",
            QCheckBox("keep the file order"),
        )
        self._add(f, "pipeline", "resize", "map: resize to", QLineEdit(), "H, W (0, 0 = keep)")
        self._add(
            f,
            "pipeline",
            "normalize",
            "map: normalise",
            self._combo(("unit", "standardize", "none")),
            "unit: to [0, 1]; standardize: mean 0, variance 1 per image",
        )
        self._add(f, "pipeline", "random_flip", "map: random flip", QCheckBox("left-right"))
        self._add(
            f, "pipeline", "map_parallel_calls", "map parallel calls", self._spin(0, 1024, auto)
        )
        self._add(f, "pipeline", "cache", "cache", QLineEdit(), "'memory' or a file path")
        self._add(f, "pipeline", "shuffle_buffer", "shuffle buffer", self._spin(0, 10_000_000))
        self._add(f, "pipeline", "shuffle_seed", "shuffle seed", self._spin(-(2**31), 2**31 - 1))
        self._add(f, "pipeline", "reshuffle_each_iteration", "reshuffle", QCheckBox("each epoch"))
        self._add(f, "pipeline", "repeat", "repeat", self._spin(-1, 1_000_000, "forever"))
        self._add(
            f,
            "pipeline",
            "batch_size",
            "batch size",
            self._spin(0, 1_000_000),
            "the global batch (split over the replicas)",
        )
        self._add(
            f,
            "pipeline",
            "drop_remainder",
            "drop remainder",
            QCheckBox("static batch shape (TPU/XLA)"),
        )
        self._add(f, "pipeline", "prefetch", "prefetch", self._spin(0, 1024, auto))
        return box

    def _options_group(self) -> QGroupBox:
        box = QGroupBox("Dataset options")
        f = QFormLayout(box)
        self._add(f, "pipeline", "autotune", "autotune", QCheckBox("options.autotune.enabled"))
        self._add(f, "pipeline", "cpu_budget", "CPU budget", self._spin(0, 4096, "default"))
        self._add(
            f, "pipeline", "ram_budget", "RAM budget (bytes)", self._spin(0, 2**31 - 1, "default")
        )
        self._add(f, "pipeline", "deterministic", "deterministic", QCheckBox("keep the order"))
        self._add(
            f,
            "pipeline",
            "private_threadpool_size",
            "private thread pool",
            self._spin(0, 1024, "shared pool"),
            "threads of a pool for this dataset only",
        )
        self._add(
            f,
            "pipeline",
            "distribute",
            "distribute",
            self._combo(("auto", "dataset", "function")),
            "dataset: experimental_distribute_dataset; function: "
            "distribute_datasets_from_function with the per-replica batch",
        )
        return box

    # -- behaviour -----------------------------------------------------------------------------
    def _browse(self) -> None:
        self.browse_requested.emit()
        src = self.widget("source").currentText()
        if src == "images":
            path = QFileDialog.getExistingDirectory(self, "Images folder")
        else:
            path, _ = QFileDialog.getOpenFileName(self, "Data file")
        if path:
            self.path.setText(path)

    def _on_source(self, *_: Any) -> None:
        src = self.widget("source").currentText()
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
                w.setCurrentText(str(value))
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
                value = w.currentText()
            else:
                text = w.text().strip()
                value = (
                    _ints(text) if key in ("shape", "image_shape", "image_size", "resize") else text
                )
            out[section][key] = value
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
            w.setStyleSheet(INVALID_STYLE if bad else "")
            help_text = w.property("help") or ""
            w.setToolTip("\n".join(reasons[key]) if bad else help_text)
        return sorted(reasons)

    def try_apply(self, job: Job) -> tuple[Job | None, list[str]]:
        try:
            return self.apply(job), []
        except JobError as exc:
            return None, exc.problems
