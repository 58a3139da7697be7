"""The Training page's forms: the ``[model]`` and ``[train]`` sections (and the validation split).

Every control's objectName is its job key (``backend``, ``learning_rate``, ...). Each edit is
checked at once against the Job model: a problem shows under the form in words that name the
field, the control gets a red frame, and ``validity_changed(False)`` lets the page disable Start.
Controls that do not apply to the chosen backend are disabled, with a tooltip saying why.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tpugui.job import Job, JobError

# job key -> (section, label, help)
FIELDS: dict[str, tuple[str, str, str]] = {
    "backend": ("model", "Backend", "The framework that trains the model"),
    "device": (
        "model",
        "Device",
        "auto picks TPU, then GPU, then CPU; or name one: cpu, gpu, tpu, cuda:0, mps",
    ),
    "strategy": (
        "model",
        "Strategy",
        "How TensorFlow spreads the work: auto, default (one device), mirrored (all GPUs "
        "or logical CPUs), tpu, multi_worker",
    ),
    "logical_cpus": (
        "model",
        "Logical CPUs",
        "Split the CPU into this many devices to try MirroredStrategy without GPUs (0 = off)",
    ),
    "architecture": (
        "model",
        "Model",
        "mlp, cnn, resnet, or file:PATH to a Python file with build_model(framework, "
        "input_shape, num_classes)",
    ),
    "precision": (
        "model",
        "Precision",
        "mixed_bfloat16 suits TPUs and recent GPUs; mixed_float16 suits older GPUs",
    ),
    "epochs": ("train", "Epochs", "Passes over the training data"),
    "steps_per_epoch": (
        "train",
        "Steps per epoch",
        "Batches in one epoch; 'one pass' goes once over the training data",
    ),
    "optimizer": ("train", "Optimizer", "adam is a safe start; sgd; adamw adds weight decay"),
    "learning_rate": ("train", "Learning rate", "Step size, e.g. 0.001 (1e-3)"),
    "schedule": (
        "train",
        "Schedule",
        "constant, cosine decay, or a linear warm-up then cosine decay",
    ),
    "warmup_steps": ("train", "Warm-up steps", "Steps of linear warm-up (warmup_cosine only)"),
    "validation_split": (
        "data",
        "Validation split",
        "Fraction of the examples held out to measure validation loss and accuracy",
    ),
    "checkpoint_every": (
        "train",
        "Checkpoint every",
        "Save a checkpoint every N epochs (0 = only at the end)",
    ),
    "resume_from": (
        "train",
        "Resume from",
        "A checkpoint file or run folder to continue from (empty = start fresh)",
    ),
    "steps_per_execution": (
        "train",
        "Steps per execution",
        "Keras runs this many steps per call (faster on TPUs; batch events then arrive every N "
        "steps)",
    ),
    "log_every": (
        "train",
        "Read loss every",
        "On XLA, read the loss back every N steps (reading each step slows a TPU down)",
    ),
    "seed": ("train", "Seed", "Random seed for weights and shuffling"),
    "stop_on_nan": ("train", "Stop on NaN", "End the run when the loss becomes NaN or inf"),
    "num_workers": ("train", "Loader workers", "torch DataLoader worker processes (0 = main)"),
    "pin_memory": ("train", "Pin memory", "torch DataLoader pinned memory (helps CUDA)"),
    "prefetch_factor": (
        "train",
        "Prefetch factor",
        "Batches each torch DataLoader worker loads ahead",
    ),
}

CHOICES = {
    "backend": ("tensorflow", "torch", "torch_xla"),
    "strategy": ("auto", "default", "mirrored", "tpu", "multi_worker"),
    "precision": ("float32", "mixed_bfloat16", "mixed_float16"),
    "optimizer": ("adam", "adamw", "sgd"),
    "schedule": ("constant", "cosine", "warmup_cosine"),
}
EDITABLE_CHOICES = {
    "device": ("auto", "cpu", "gpu", "tpu", "cuda:0", "mps"),
    "architecture": ("mlp", "cnn", "resnet"),
}
SPINS = {  # key -> (min, max, special text for the minimum)
    "logical_cpus": (0, 64, "off"),
    "epochs": (1, 100_000, None),
    "steps_per_epoch": (0, 10_000_000, "one pass"),
    "warmup_steps": (0, 10_000_000, None),
    "checkpoint_every": (0, 100_000, "only at the end"),
    "steps_per_execution": (1, 100_000, None),
    "log_every": (1, 100_000, None),
    "seed": (-2_147_483_647, 2_147_483_647, None),
    "num_workers": (0, 256, "main process"),
    "prefetch_factor": (1, 1024, None),
}
#: controls that only mean something for some backends -> those backends
ONLY_FOR = {
    "strategy": ("tensorflow",),
    "logical_cpus": ("tensorflow",),
    "steps_per_execution": ("tensorflow",),
    "log_every": ("torch_xla",),
    "num_workers": ("torch", "torch_xla"),
    "pin_memory": ("torch", "torch_xla"),
    "prefetch_factor": ("torch", "torch_xla"),
}
ADVANCED = (
    "strategy",
    "logical_cpus",
    "steps_per_execution",
    "log_every",
    "seed",
    "stop_on_nan",
    "num_workers",
    "pin_memory",
    "prefetch_factor",
    "resume_from",
)
_RED = "border: 1px solid #c62828;"


class TrainingForm(QWidget):
    changed = Signal()  # a value changed (valid or not)
    validity_changed = Signal(bool)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("trainingForm")
        self.widgets: dict[str, QWidget] = {}
        self._loading = False
        self._valid = True
        self._base = Job()
        self.problems: list[str] = []
        #: keys the person changed since the last load (the Devices advice leaves them alone)
        self.touched: set[str] = set()
        self._prefilled = False  # backend/device came from the Devices page

        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        model_box = QGroupBox("Model")
        train_box = QGroupBox("Training")
        adv_box = QGroupBox("Advanced")
        forms = {"model": QFormLayout(model_box), "train": QFormLayout(train_box)}
        adv_form = QFormLayout(adv_box)
        for f in (*forms.values(), adv_form):
            f.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        for key, (section, label, help_text) in FIELDS.items():
            w = self._make(key)
            w.setObjectName(key)
            w.setAccessibleName(label)
            w.setToolTip(help_text)
            self.widgets[key] = w
            form = adv_form if key in ADVANCED else forms.get(section, forms["train"])
            if isinstance(w, QCheckBox):
                form.addRow("", w)
            else:
                lab = QLabel(label)
                lab.setBuddy(w)
                lab.setToolTip(help_text)
                form.addRow(lab, w)
        lay.addWidget(model_box)
        lay.addWidget(train_box)
        lay.addWidget(adv_box)
        self.problem_label = QLabel()
        self.problem_label.setObjectName("formProblems")
        self.problem_label.setAccessibleName("Problems with the training settings")
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("color: #c62828;")
        self.problem_label.hide()
        lay.addWidget(self.problem_label)
        self.advice_label = QLabel()
        self.advice_label.setObjectName("deviceAdvice")
        self.advice_label.setWordWrap(True)
        self.advice_label.setStyleSheet("color: #555;")
        self.advice_label.hide()
        lay.insertWidget(0, self.advice_label)
        self._backend_changed()

    # -- widgets ---------------------------------------------------------------------------
    def _make(self, key: str) -> QWidget:
        if key in CHOICES:
            w = QComboBox()
            w.addItems(CHOICES[key])
            w.currentTextChanged.connect(lambda _=None, k=key: self._edited(k))
        elif key in EDITABLE_CHOICES:
            w = QComboBox()
            w.setEditable(True)
            w.addItems(EDITABLE_CHOICES[key])
            w.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
            w.currentTextChanged.connect(lambda _=None, k=key: self._edited(k))
        elif key in SPINS:
            lo, hi, special = SPINS[key]
            w = QSpinBox()
            w.setRange(lo, hi)
            w.setGroupSeparatorShown(True)
            if special:
                w.setSpecialValueText(special)
            w.valueChanged.connect(lambda _=None, k=key: self._edited(k))
        elif key == "validation_split":
            w = QDoubleSpinBox()
            w.setRange(0.0, 0.95)
            w.setSingleStep(0.05)
            w.setDecimals(2)
            w.setSpecialValueText("none")
            w.valueChanged.connect(lambda _=None, k=key: self._edited(k))
        elif key in ("stop_on_nan", "pin_memory"):
            w = QCheckBox(FIELDS[key][1])
            w.toggled.connect(lambda _=None, k=key: self._edited(k))
        else:  # learning_rate, resume_from: free text, checked by the Job model
            w = QLineEdit()
            if key == "resume_from":
                w.setPlaceholderText("start fresh")
            w.textChanged.connect(lambda _=None, k=key: self._edited(k))
        return w

    def value(self, key: str) -> Any:
        w = self.widgets[key]
        if isinstance(w, QComboBox):
            return w.currentText().strip()
        if isinstance(w, QSpinBox | QDoubleSpinBox):
            return w.value()
        if isinstance(w, QCheckBox):
            return w.isChecked()
        text = w.text().strip()
        if key == "learning_rate":
            try:
                return float(text)
            except ValueError:
                return text  # the Job model names the field and says what it wants
        return text

    def set_value(self, key: str, value: Any) -> None:
        w = self.widgets[key]
        if isinstance(w, QComboBox):
            if w.isEditable():
                w.setCurrentText(str(value))
            else:
                w.setCurrentIndex(max(0, w.findText(str(value))))
        elif isinstance(w, QSpinBox):
            w.setValue(int(value))
        elif isinstance(w, QDoubleSpinBox):
            w.setValue(float(value))
        elif isinstance(w, QCheckBox):
            w.setChecked(bool(value))
        else:
            w.setText(f"{value:g}" if isinstance(value, float) else str(value))

    # -- job in and out ---------------------------------------------------------------------
    def load(self, job: Job) -> None:
        self._loading = True
        try:
            self._base = job
            data = job.to_dict()
            for key, (section, _, _) in FIELDS.items():
                self.set_value(key, data[section][key])
        finally:
            self._loading = False
        self.touched.clear()
        self._prefilled = False
        self._backend_changed()
        self.validate()

    def apply(self, job: Job) -> Job:
        """``job`` with the form's values; raises JobError naming every bad field."""
        data = job.to_dict()
        for key, (section, _, _) in FIELDS.items():
            if key == "validation_split" and key not in self.touched:
                continue  # the Pipeline page may own it; only write what was edited here
            data[section][key] = self.value(key)
        return Job.from_dict(data)

    def validate(self) -> bool:
        try:
            self.apply(self._base)
        except JobError as exc:
            self.problems = list(exc.problems)
        else:
            self.problems = []
        bad = {p.split(":", 1)[0].split(".")[-1] for p in self.problems}
        for key, w in self.widgets.items():
            w.setStyleSheet(_RED if key in bad else "")
        self.problem_label.setText("\n".join(self.problems))
        self.problem_label.setVisible(bool(self.problems))
        valid = not self.problems
        if valid != self._valid:
            self._valid = valid
            self.validity_changed.emit(valid)
        return valid

    @property
    def valid(self) -> bool:
        return self._valid

    def _edited(self, key: str) -> None:
        if self._loading:
            return
        self.touched.add(key)
        if key == "backend":
            self._backend_changed()
        self.validate()
        self.changed.emit()

    def _backend_changed(self) -> None:
        backend = self.value("backend")
        for key, backends in ONLY_FOR.items():
            w = self.widgets[key]
            on = backend in backends
            w.setEnabled(on)
            help_text = FIELDS[key][2]
            w.setToolTip(help_text if on else f"{help_text}. Only for {', '.join(backends)}.")

    def set_running(self, running: bool) -> None:
        for w in self.widgets.values():
            w.setEnabled(not running)
        if not running:
            self._backend_changed()

    # -- device advice -----------------------------------------------------------------------
    def apply_inventory(self, inventory: Any) -> bool:
        """Prefill from the Devices page's inventory (``inventory.recommendation``: backend,
        device, strategy, reason); True when the form changed."""
        rec = getattr(inventory, "recommendation", None)
        if rec is None and isinstance(inventory, dict):
            rec = inventory.get("recommendation")
        if rec is None:
            return False

        def get(name: str) -> Any:
            return rec.get(name) if isinstance(rec, dict) else getattr(rec, name, None)

        why = get("reason") or get("why") or ""
        return self.apply_recommendation(get("backend"), get("device"), str(why), get("strategy"))

    def apply_recommendation(
        self,
        backend: str | None,
        device: str | None,
        why: str = "",
        strategy: str | None = None,
    ) -> bool:
        """Prefill backend / device / strategy from the Devices page.

        Only while the job leaves the device to the app (``device = auto``) and the person has
        not chosen them here; otherwise the advice is shown, not applied.
        """
        if not backend and not device:
            return False
        text = f"Devices page recommends {backend or '?'} on {device or 'auto'}"
        if why:
            text += f": {why}"
        applies = not ({"backend", "device", "strategy"} & self.touched) and (
            self.value("device") == "auto" or self._prefilled
        )
        if not applies:
            self.advice_label.setText(text + " (not applied: you chose the device)")
            self.advice_label.show()
            return False
        self._loading = True
        try:
            if backend in CHOICES["backend"]:
                self.set_value("backend", backend)
            if device:
                self.set_value("device", device)
            if strategy in CHOICES["strategy"]:
                self.set_value("strategy", strategy)
        finally:
            self._loading = False
        self._prefilled = True
        self.advice_label.setText(text + " (applied)")
        self.advice_label.show()
        self._backend_changed()
        self.validate()
        return True
