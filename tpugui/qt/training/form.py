"""The Training page's forms: the ``[model]`` and ``[train]`` sections (and the validation split).

Every control's objectName is its job key (``backend``, ``learning_rate``, ...). Each edit is
checked at once against the Job model: a problem shows under the form in words that name the
field, the control gets a red frame, and ``validity_changed(False)`` lets the page disable Start.
Controls that do not apply to the chosen backend are disabled, with a tooltip saying why.
Combo boxes show each choice in the current language and keep the job value as item data.
The advanced settings fold away under a button (open when one of them has a problem).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tpugui.job import Job, JobError
from tpugui.qt import theme
from tpugui.qt.i18n import tr, tr_noop

# job key -> (section, label, help)
FIELDS: dict[str, tuple[str, str, str]] = {
    "backend": (
        "model",
        tr_noop("Backend"),
        tr_noop("The framework that trains the model"),
    ),
    "device": (
        "model",
        tr_noop("Device"),
        tr_noop("auto picks TPU, then GPU, then CPU; or name one: cpu, gpu, tpu, cuda:0, mps"),
    ),
    "strategy": (
        "model",
        tr_noop("Strategy"),
        tr_noop(
            "How TensorFlow spreads the work: auto, default (one device), mirrored (all GPUs "
            "or logical CPUs), tpu, multi_worker"
        ),
    ),
    "logical_cpus": (
        "model",
        tr_noop("Logical CPUs"),
        tr_noop(
            "Split the CPU into this many devices to try MirroredStrategy without GPUs (0 = off)"
        ),
    ),
    "architecture": (
        "model",
        tr_noop("Model type"),
        tr_noop(
            "mlp, cnn, resnet, or file:PATH to a Python file with build_model(framework, "
            "input_shape, num_classes)"
        ),
    ),
    "precision": (
        "model",
        tr_noop("Precision"),
        tr_noop("mixed_bfloat16 suits TPUs and recent GPUs; mixed_float16 suits older GPUs"),
    ),
    "epochs": (
        "train",
        tr_noop("Epochs"),
        tr_noop("Passes over the training data"),
    ),
    "steps_per_epoch": (
        "train",
        tr_noop("Steps per epoch"),
        tr_noop("Batches in one epoch; 'one pass' goes once over the training data"),
    ),
    "optimizer": (
        "train",
        tr_noop("Optimizer"),
        tr_noop("adam is a safe start; sgd; adamw adds weight decay"),
    ),
    "learning_rate": (
        "train",
        tr_noop("Learning rate"),
        tr_noop("Step size, e.g. 0.001 (1e-3)"),
    ),
    "schedule": (
        "train",
        tr_noop("Schedule"),
        tr_noop("constant, cosine decay, or a linear warm-up then cosine decay"),
    ),
    "warmup_steps": (
        "train",
        tr_noop("Warm-up steps"),
        tr_noop("Steps of linear warm-up (warmup_cosine only)"),
    ),
    "validation_split": (
        "data",
        tr_noop("Validation split"),
        tr_noop("Fraction of the examples held out to measure validation loss and accuracy"),
    ),
    "checkpoint_every": (
        "train",
        tr_noop("Checkpoint every"),
        tr_noop("Save a checkpoint every N epochs (0 = only at the end)"),
    ),
    "resume_from": (
        "train",
        tr_noop("Resume from"),
        tr_noop("A checkpoint file or run folder to continue from (empty = start fresh)"),
    ),
    "steps_per_execution": (
        "train",
        tr_noop("Steps per execution"),
        tr_noop(
            "Keras runs this many steps per call (faster on TPUs; batch events then arrive "
            "every N steps)"
        ),
    ),
    "log_every": (
        "train",
        tr_noop("Read loss every"),
        tr_noop("On XLA, read the loss back every N steps (reading each step slows a TPU down)"),
    ),
    "seed": (
        "train",
        tr_noop("Seed"),
        tr_noop("Random seed for weights and shuffling"),
    ),
    "stop_on_nan": (
        "train",
        tr_noop("Stop on NaN"),
        tr_noop("End the run when the loss becomes NaN or inf"),
    ),
    "num_workers": (
        "train",
        tr_noop("Loader workers"),
        tr_noop("torch DataLoader worker processes (0 = main)"),
    ),
    "pin_memory": (
        "train",
        tr_noop("Pin memory"),
        tr_noop("torch DataLoader pinned memory (helps CUDA)"),
    ),
    "prefetch_factor": (
        "train",
        tr_noop("Prefetch factor"),
        tr_noop("Batches each torch DataLoader worker loads ahead"),
    ),
}

#: job value -> what the combo box shows (translated when shown)
CHOICES = {
    "backend": (tr_noop("tensorflow"), tr_noop("torch"), tr_noop("torch_xla")),
    "strategy": (
        tr_noop("auto"),
        tr_noop("default"),
        tr_noop("mirrored"),
        tr_noop("tpu"),
        tr_noop("multi_worker"),
    ),
    "precision": (tr_noop("float32"), tr_noop("mixed_bfloat16"), tr_noop("mixed_float16")),
    "optimizer": (tr_noop("adam"), tr_noop("adamw"), tr_noop("sgd")),
    "schedule": (tr_noop("constant"), tr_noop("cosine"), tr_noop("warmup_cosine")),
}
EDITABLE_CHOICES = {
    "device": ("auto", "cpu", "gpu", "tpu", "cuda:0", "mps"),
    "architecture": ("mlp", "cnn", "resnet"),
}
SPINS = {  # key -> (min, max, special text for the minimum)
    "logical_cpus": (0, 64, tr_noop("off")),
    "epochs": (1, 100_000, None),
    "steps_per_epoch": (0, 10_000_000, tr_noop("one pass")),
    "warmup_steps": (0, 10_000_000, None),
    "checkpoint_every": (0, 100_000, tr_noop("only at the end")),
    "steps_per_execution": (1, 100_000, None),
    "log_every": (1, 100_000, None),
    "seed": (-2_147_483_647, 2_147_483_647, None),
    "num_workers": (0, 256, tr_noop("main process")),
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


def _red() -> str:
    return f"border: 1px solid {theme.colors()['invalid_border']};"


def field_of(problem: str) -> str:
    """``train.learning_rate: must be ...`` -> ``train.learning_rate`` ('' when none)."""
    head, sep, _ = problem.partition(": ")
    return head if sep and " " not in head else ""


def problem_text(field: str, reason: str) -> str:
    """One problem as a person reads it: the field's label, its job key, the reason."""
    if not field:
        return reason
    key = field.split(".")[-1]
    label = tr(FIELDS[key][1]) if key in FIELDS else ""
    if label:
        return tr("{label} ({field}): {reason}").format(label=label, field=field, reason=reason)
    return tr("{field}: {reason}").format(field=field, reason=reason)


def problem_lines(exc: JobError) -> list[tuple[str, str]]:
    """(field, text) per problem of ``exc``, in the current language where the core made the
    reason translatable (``JobError.details``), else as the core wrote it."""
    out: list[tuple[str, str]] = []
    details = getattr(exc, "details", None) or []
    if details and len(details) == len(exc.problems):
        for field, msg in details:
            try:
                reason = tr(msg.template).format(**msg.args)
            except (AttributeError, KeyError, IndexError, ValueError):
                reason = str(msg)
            out.append((field, problem_text(field, reason)))
        return out
    for line in exc.problems:
        field = field_of(line)
        reason = line[len(field) + 2 :] if field else line
        out.append((field, problem_text(field, reason)))
    return out


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
        self._advice: tuple[str | None, str | None, str, bool] | None = None

        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        model_box = QGroupBox(tr("Model and device"))
        train_box = QGroupBox(tr("Training"))
        self.advanced_box = QGroupBox()
        self.advanced_box.setObjectName("advancedSettings")
        forms = {"model": QFormLayout(model_box), "train": QFormLayout(train_box)}
        adv_form = QFormLayout(self.advanced_box)
        for f in (*forms.values(), adv_form):
            f.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
            f.setVerticalSpacing(5)
            f.setContentsMargins(8, 6, 8, 6)
        for key, (section, label, help_text) in FIELDS.items():
            w = self._make(key)
            w.setObjectName(key)
            w.setAccessibleName(tr(label))
            w.setToolTip(tr(help_text))
            self.widgets[key] = w
            form = adv_form if key in ADVANCED else forms.get(section, forms["train"])
            if isinstance(w, QCheckBox):
                form.addRow("", w)
            else:
                lab = QLabel(tr(label))
                lab.setBuddy(w)
                lab.setToolTip(tr(help_text))
                form.addRow(lab, w)
        self.advanced_toggle = QToolButton()
        self.advanced_toggle.setObjectName("advancedToggle")
        self.advanced_toggle.setText(tr("Advanced settings"))
        self.advanced_toggle.setAccessibleName(tr("Show the advanced settings"))
        self.advanced_toggle.setToolTip(
            tr("Strategy, seed, data loader workers, resuming: settings most runs leave alone")
        )
        self.advanced_toggle.setCheckable(True)
        self.advanced_toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.advanced_toggle.setAutoRaise(True)
        self.advanced_toggle.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.advanced_toggle.toggled.connect(self.show_advanced)
        self.advice_label = QLabel()
        self.advice_label.setObjectName("deviceAdvice")
        self.advice_label.setWordWrap(True)
        self.advice_label.setStyleSheet(f"color: {theme.colors()['muted']};")
        self.advice_label.hide()
        lay.addWidget(self.advice_label)
        lay.addWidget(model_box)
        lay.addWidget(train_box)
        lay.addWidget(self.advanced_toggle)
        lay.addWidget(self.advanced_box)
        self.problem_label = QLabel()
        self.problem_label.setObjectName("formProblems")
        self.problem_label.setAccessibleName(tr("Problems with the training settings"))
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet(f"color: {theme.colors()['error']};")
        self.problem_label.hide()
        lay.addWidget(self.problem_label)
        self.show_advanced(False)
        self._backend_changed()

    def show_advanced(self, on: bool) -> None:
        """Unfold (or fold) the advanced settings."""
        if self.advanced_toggle.isChecked() != on:
            self.advanced_toggle.setChecked(on)  # comes back here through toggled
            return
        self.advanced_toggle.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)
        self.advanced_box.setVisible(on)

    # -- widgets ---------------------------------------------------------------------------
    def _make(self, key: str) -> QWidget:
        if key in CHOICES:
            w = QComboBox()
            for value in CHOICES[key]:
                w.addItem(tr(value), value)
            w.currentIndexChanged.connect(lambda _=None, k=key: self._edited(k))
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
                w.setSpecialValueText(tr(special))
            w.valueChanged.connect(lambda _=None, k=key: self._edited(k))
        elif key == "validation_split":
            w = QDoubleSpinBox()
            w.setRange(0.0, 0.95)
            w.setSingleStep(0.05)
            w.setDecimals(2)
            w.setSpecialValueText(tr("none"))
            w.valueChanged.connect(lambda _=None, k=key: self._edited(k))
        elif key in ("stop_on_nan", "pin_memory"):
            w = QCheckBox(tr(FIELDS[key][1]))
            w.toggled.connect(lambda _=None, k=key: self._edited(k))
        else:  # learning_rate, resume_from: free text, checked by the Job model
            w = QLineEdit()
            if key == "resume_from":
                w.setPlaceholderText(tr("start fresh"))
            w.textChanged.connect(lambda _=None, k=key: self._edited(k))
        return w

    def value(self, key: str) -> Any:
        w = self.widgets[key]
        if isinstance(w, QComboBox):
            if not w.isEditable():
                return w.currentData()
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
                w.setCurrentIndex(max(0, w.findData(str(value))))
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
            self.show_problems(problem_lines(exc))
        else:
            self.show_problems([])
        valid = not self.problems
        if valid != self._valid:
            self._valid = valid
            self.validity_changed.emit(valid)
        return valid

    def show_problems(self, lines: list[tuple[str, str]]) -> None:
        """Show (field, text) problems under the form and frame their controls in red."""
        self.problems = [text for _, text in lines]
        bad = {field.split(".")[-1] for field, _ in lines if field}
        red = _red()
        for key, w in self.widgets.items():
            w.setStyleSheet(red if key in bad else "")
        if bad & set(ADVANCED):
            self.show_advanced(True)  # a problem never hides in a folded section
        self.problem_label.setText("\n".join(self.problems))
        self.problem_label.setVisible(bool(self.problems))

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
            help_text = tr(FIELDS[key][2])
            if not on:
                help_text = tr("{help}. Only for {backends}.").format(
                    help=help_text, backends=", ".join(backends)
                )
            w.setToolTip(help_text)

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

    def _show_advice(
        self, backend: str | None, device: str | None, why: str, applied: bool
    ) -> None:
        from tpugui.qt.devices.i18n import translate  # the core's reason, in this language

        text = tr("Devices page recommends {backend} on {device}").format(
            backend=backend or "?", device=device or "auto"
        )
        if why:
            text = tr("{advice}: {why}").format(advice=text, why=translate(why))
        if applied:
            text = tr("{advice} (applied)").format(advice=text)
        else:
            text = tr("{advice} (not applied: you chose the device)").format(advice=text)
        self.advice_label.setText(text)
        self.advice_label.setToolTip(
            tr("The Devices page's advice for this machine; choose a device here to override it")
        )
        self.advice_label.show()

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
        applies = not ({"backend", "device", "strategy"} & self.touched) and (
            self.value("device") == "auto" or self._prefilled
        )
        if not applies:
            self._show_advice(backend, device, why, False)
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
        self._show_advice(backend, device, why, True)
        self._backend_changed()
        self.validate()
        return True
