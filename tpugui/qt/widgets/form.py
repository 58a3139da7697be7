"""The one form builder: controls made from the Job's schema, bound to the window's JobModel.

``JobForm(model, groups, advanced=...)`` lays out one control per dotted job key. What each
control is — its kind, range, choices, label, help, the text of its lowest value, the backends
it applies to — is read from the schema (:mod:`tpugui.job_fields`); no page restates it. Each
control's objectName is its dotted key (``pipeline.batch_size``), its accessible name the
field's label. A spin box's range is the range the Job accepts, so it never takes a value the
Job refuses; text fields go to the model as typed and, when the Job refuses them, only their own
field is marked (red frame, the reason in the tooltip and in the form's problem list).
Edits go to the model; the model's ``changed`` refreshes the controls — there is no second copy
of the job in the widgets.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractSpinBox,
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
from superqt import QCollapsible, QLargeIntSpinBox

from tpugui.job_fields import FieldSpec, field_spec
from tpugui.qt import core_text, theme
from tpugui.qt.i18n import tr
from tpugui.qt.job_model import JobModel
from tpugui.qt.widgets.controls import (
    PRECISION,
    SpecialDoubleSpinBox,
    SpecialSpinBox,
    wheel_only_when_focused,
)
from tpugui.qt.widgets.sizing import Fold, keep_fitted

__all__ = ["JobForm", "OrderList", "invalid_style", "marked_style", "problem_text", "label_of"]

INT32 = 2**31 - 1


def invalid_style() -> str:
    """The marked-field style in the current light/dark scheme."""
    c = theme.colors()
    return f"border: 2px solid {c['invalid_border']}; background: {c['invalid_bg']};"


def _arrow(name: str) -> str:
    from tpugui.qt.icons import icon_dir

    dark = "-dark" if theme.is_dark() else ""  # a light arrow on the dark scheme's fields
    return (icon_dir() / f"spin-{name}{dark}.svg").as_posix()


def marked_style(widget: QWidget, css: str) -> str:
    """``css`` (a border and background) for ``widget``, keeping its arrows: a style sheet that
    gives a spin box or a drop-down a border makes Qt draw it itself, and its up/down buttons
    and drop-down button came out as empty bevels (a marked field lost its arrows)."""
    if not css:
        return ""
    if isinstance(widget, QAbstractSpinBox):
        return (
            f"QAbstractSpinBox {{ {css} padding-right: 15px; }}"
            " QAbstractSpinBox::up-button { subcontrol-origin: border;"
            " subcontrol-position: top right; width: 15px; border: none; }"
            " QAbstractSpinBox::down-button { subcontrol-origin: border;"
            " subcontrol-position: bottom right; width: 15px; border: none; }"
            f" QAbstractSpinBox::up-arrow {{ image: url({_arrow('up')}); width: 8px; height: 5px; }}"
            f" QAbstractSpinBox::down-arrow {{ image: url({_arrow('down')}); width: 8px;"
            " height: 5px; }"
        )
    if isinstance(widget, QComboBox):
        return (
            f"QComboBox {{ {css} padding-left: 3px; }}"
            " QComboBox::drop-down { subcontrol-origin: padding; subcontrol-position: top right;"
            " width: 18px; border: none; }"
            f" QComboBox::down-arrow {{ image: url({_arrow('down')}); width: 8px; height: 5px; }}"
        )
    return css


def label_of(key: str) -> str:
    """A job key's label in the current language ('' for keys outside the schema)."""
    try:
        return tr(field_spec(key).meta.label)
    except KeyError:
        return ""


def problem_text(key: str, message: Any) -> str:
    """One problem as a person reads it: the field's label, its job key, the reason."""
    reason = core_text.text(message)
    if not key:
        return reason
    label = label_of(key)
    if label:
        return tr("{label} ({field}): {reason}").format(label=label, field=key, reason=reason)
    return tr("{field}: {reason}").format(field=key, reason=reason)


def _ints(text: str) -> list[int] | str:
    """``"8, 8, 1"`` (or ``8x8x1``) -> [8, 8, 1]; text the Job will refuse stays text."""
    parts = [t for t in text.replace("x", ",").replace("×", ",").replace(" ", ",").split(",") if t]
    try:
        return [int(p) for p in parts]
    except ValueError:
        return text


class OrderList(QWidget):
    """An ordered subset of a key's choices: tick to use, move up or down (or drag)."""

    changed = Signal()

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None):
        super().__init__(parent)
        self.spec = spec
        self.list = QListWidget()
        self.list.setObjectName(spec.key)
        self.list.setAccessibleName(tr(spec.meta.label))
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        row_h = self.list.fontMetrics().height() + 6
        self.list.setFixedHeight(len(spec.choices) * row_h + 8)
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
        if order == self.order() and self.list.count():
            return
        labels = self.spec.meta.choice_labels
        self.list.blockSignals(True)
        self.list.clear()
        for item_value in list(order) + [s for s in self.spec.choices if s not in order]:
            text = tr(labels.get(item_value, item_value))
            item = QListWidgetItem(text)
            item.setToolTip(text)  # whole, where a narrow column cuts the line
            item.setData(Qt.ItemDataRole.UserRole, item_value)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            on = item_value in order
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
            self.list.addItem(item)
        self.list.blockSignals(False)
        if self.list.count():  # as tall as its rows (the estimate left a blank band under them)
            rows = sum(self.list.sizeHintForRow(i) for i in range(self.list.count()))
            self.list.setFixedHeight(rows + 2 * self.list.frameWidth() + 4)

    def order(self) -> list[str]:
        out = []
        for i in range(self.list.count()):
            item = self.list.item(i)
            if item.checkState() == Qt.CheckState.Checked:
                out.append(item.data(Qt.ItemDataRole.UserRole))
        return out

    def item_of(self, value: str) -> QListWidgetItem:
        for i in range(self.list.count()):
            if self.list.item(i).data(Qt.ItemDataRole.UserRole) == value:
                return self.list.item(i)
        raise KeyError(value)

    def _move(self, step: int) -> None:
        row = self.list.currentRow()
        new = row + step
        if row < 0 or not 0 <= new < self.list.count():
            return
        item = self.list.takeItem(row)
        self.list.insertItem(new, item)
        self.list.setCurrentRow(new)
        self.changed.emit()


class JobForm(QWidget):
    """Controls for job keys in titled groups (and an optional folded "advanced" part)."""

    def __init__(
        self,
        model: JobModel,
        groups: Iterable[tuple[str, Iterable[str]]],
        *,
        advanced: Iterable[str] = (),
        advanced_title: str = "",
        problems_name: str = "",
        browse: dict[str, Callable[[], None]] | None = None,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.model = model
        self.widgets: dict[str, QWidget] = {}  # key -> the control (objectName = key)
        self.rows: dict[str, tuple[QFormLayout, QWidget]] = {}
        self.boxes: dict[str, QGroupBox] = {}
        self._browse = browse or {}
        self._running = False
        self._syncing = False  # showing the model's value: not an edit to write back
        #: key -> a note on its value that does not block the job (the machine check's
        #: advice while editing): an amber frame and the note first in the tooltip
        self.notes: dict[str, str] = {}
        #: key -> why its control is not used now (a stage not ticked, another backend's
        #: setting), said under its help in the tooltip; kept through every problem and note
        self.hints: dict[str, str] = {}
        #: numbers typed outside a key's range, refused and said at the field (key -> text)
        self.refused: dict[str, str] = {}
        self.problems: list[str] = []  # the lines under the form, as shown
        self.absent_choices: set[str] = set()  # choices marked as not on this machine
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        for title, keys in groups:
            box = QGroupBox(title)
            self.boxes[title] = box
            form = self._form(box)
            for key in keys:
                self._add_row(form, key)
            lay.addWidget(box)
        self.advanced: QCollapsible | None = None
        advanced = list(advanced)
        if advanced:
            self.advanced = Fold(advanced_title or tr("Advanced settings"))
            self.advanced.setObjectName("advancedSettings")
            self.advanced.setDuration(0)
            toggle = self.advanced.toggleButton()
            toggle.setObjectName("advancedToggle")
            toggle.setAccessibleName(tr("Show the advanced settings"))
            inner = QWidget()
            form = self._form(inner)
            for key in advanced:
                self._add_row(form, key)
            self.advanced.addWidget(inner)
            lay.addWidget(self.advanced)
        self.problem_label = QLabel()
        self.problem_label.setObjectName(problems_name or "formProblems")
        self.problem_label.setAccessibleName(tr("Problems with these settings"))
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet(f"color: {theme.colors()['error']};")
        self.problem_label.hide()
        lay.addWidget(self.problem_label)
        model.changed.connect(self._on_changed)
        model.problems_changed.connect(self.show_problems)
        self._on_changed(frozenset(self.widgets) | {"model.backend"})
        self.show_problems()

    # -- building ------------------------------------------------------------------------------
    @staticmethod
    def _form(parent: QWidget) -> QFormLayout:
        f = QFormLayout(parent)
        f.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        f.setVerticalSpacing(5)
        f.setContentsMargins(8, 6, 8, 6)
        return f

    def _add_row(self, form: QFormLayout, key: str) -> None:
        spec = field_spec(key)
        w, row = self._make(spec)
        label = tr(spec.meta.label)
        help_text = tr(spec.meta.help) if spec.meta.help else ""
        w.setAccessibleName(label)
        if help_text:
            w.setToolTip(help_text)
            w.setProperty("help", help_text)
        self.widgets[key] = w
        if isinstance(w, QCheckBox) and spec.meta.check == spec.meta.label:
            form.addRow("", row)
        elif spec.kind == "order":
            # the whole row: beside a label the stages' names were cut ("cache: keep exa…");
            # the group's title says what the list is
            form.addRow(row)
        else:
            lab = QLabel(label)
            lab.setBuddy(w)
            if help_text:
                lab.setToolTip(help_text)
            form.addRow(lab, row)
        self.rows[key] = (form, row)

    def _make(self, spec: FieldSpec) -> tuple[QWidget, QWidget]:  # noqa: C901 - one case a kind
        key, meta = spec.key, spec.meta
        w: Any
        if spec.kind == "choice":
            w = QComboBox()
            for value in spec.choices:
                w.addItem(tr(meta.choice_labels.get(value, value)), value)
            w.currentIndexChanged.connect(lambda _=None: self._edited(key, w.currentData()))
        elif spec.kind == "str" and meta.choices:
            w = QComboBox()
            w.setEditable(True)
            w.addItems(list(meta.choices))
            w.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
            w.currentTextChanged.connect(lambda text: self._edited(key, text.strip()))
        elif spec.kind in ("int", "parallelism"):
            lo = int(spec.minimum if spec.minimum is not None else -INT32)
            hi = int(spec.maximum if spec.maximum is not None else INT32)
            if spec.kind == "parallelism":
                lo -= 1  # the lowest value reads AUTOTUNE
            if max(abs(lo), abs(hi)) > INT32:
                w = QLargeIntSpinBox()
            else:  # its lowest value's name (AUTOTUNE, off) may be typed
                w = SpecialSpinBox((spec.word,) if spec.kind == "parallelism" else ())
            w.setRange(lo, hi)
            if isinstance(w, QSpinBox):
                w.setGroupSeparatorShown(True)
            if meta.special:
                w.setSpecialValueText(tr(meta.special))
            if meta.unit:
                w.setSuffix(tr(meta.unit))
            word = spec.word if spec.kind == "parallelism" else ""
            w.valueChanged.connect(
                lambda v: self._edited(key, word if word and v == lo else int(v))
            )
            if isinstance(w, SpecialSpinBox):
                w.out_of_range.connect(lambda v, k=key: self._out_of_range(k, v))
            # a typed number is written once it is whole (Return, Tab, a click away), never
            # digit by digit on the way to it (typing 2048 never passes batch 2, 20, 204)
            w.setKeyboardTracking(False)
        elif spec.kind == "float" and meta.step and spec.minimum is not None:
            # any in-range number typed is taken, finer than the decimals it shows
            w = SpecialDoubleSpinBox(meta.decimals or 2)
            w.setRange(spec.minimum, spec.maximum if spec.maximum is not None else 1e9)
            w.setSingleStep(meta.step)
            if meta.unit:
                w.setSuffix(tr(meta.unit))
            if meta.special:
                w.setSpecialValueText(tr(meta.special))
            w.valueChanged.connect(lambda v: self._edited(key, round(float(v), w.decimals())))
            w.out_of_range.connect(lambda v, k=key: self._out_of_range(k, v))
            w.too_fine.connect(lambda text, k=key: self._too_fine(k, text))
        elif spec.kind == "bool":
            w = QCheckBox(tr(meta.check or meta.label))
            w.toggled.connect(lambda on: self._edited(key, bool(on)))
        elif spec.kind == "order":
            order = OrderList(spec)
            order.changed.connect(lambda: self._edited(key, order.order()))
            order.list.order_list = order  # type: ignore[attr-defined]
            return order.list, order
        else:  # str, float as text (open bounds: learning rate), ints, strs
            w = QLineEdit()
            if meta.placeholder:
                w.setPlaceholderText(tr(meta.placeholder))
            w.textChanged.connect(lambda text: self._edited(key, self._parse(spec, text)))
        w.setObjectName(key)
        if isinstance(w, QComboBox | QAbstractSpinBox):
            wheel_only_when_focused(w)  # scrolling the form never turns a value
        if isinstance(w, QAbstractSpinBox):
            keep_fitted(w)  # as wide as its longest value's text
        if meta.kind in ("path", "file", "folder"):
            row = QWidget()
            lay = QHBoxLayout(row)
            lay.setContentsMargins(0, 0, 0, 0)
            browse = QPushButton(tr("Browse…"))
            browse.setObjectName(f"{key}.browse")
            browse.setAccessibleName(tr("Browse for {label}").format(label=tr(meta.label)))
            browse.clicked.connect(lambda: self._on_browse(spec))
            lay.addWidget(w, 1)
            lay.addWidget(browse)
            w.browse_button = browse
            return w, row
        return w, w

    @staticmethod
    def _parse(spec: FieldSpec, text: str) -> Any:
        text = text.strip()
        if spec.kind == "float":
            try:
                return float(text)
            except ValueError:
                return text  # the Job names the field and says what it wants
        if spec.kind == "int":
            try:
                return int(text)
            except ValueError:
                return text
        if spec.kind == "ints":
            return _ints(text)
        if spec.kind == "strs":
            return [t.strip() for t in text.split(",") if t.strip()]
        return text

    def _on_browse(self, spec: FieldSpec) -> None:
        if spec.key in self._browse:
            self._browse[spec.key]()
            return
        title = tr(spec.meta.label)
        if spec.meta.kind == "folder":
            path = QFileDialog.getExistingDirectory(self, title)
        else:
            path, _ = QFileDialog.getOpenFileName(self, title)
        if path:
            self.widgets[spec.key].setText(path)

    # -- model <-> controls --------------------------------------------------------------------
    def _edited(self, key: str, value: Any) -> None:
        if not self._syncing:
            if self.refused.pop(key, None) is not None:
                self.show_problems()
            self.model.set(key, value)

    def _out_of_range(self, key: str, value: float) -> None:
        """A number typed outside the key's range: said at the field (amber, its tooltip and
        the lines under the form) until the next edit, never clamped in silence."""
        w = self.widgets[key]
        low, high = w.minimum(), w.maximum()
        high = int(high) if float(high).is_integer() else high  # 1,000,000, not 1,000,000.0
        shown = {low: w.specialValueText()} if w.specialValueText() else {}
        self.refused[key] = tr(
            "{value:,} is outside the allowed range, {low} to {high:,}; the field keeps {kept}"
        ).format(
            value=value,
            low=shown.get(low, f"{low:,}"),
            high=high,
            kept=self._shown(w),
        )
        self.show_problems()

    def _too_fine(self, key: str, text: str) -> None:
        """A number typed with more decimals than a field keeps: said at the field, not cut."""
        w = self.widgets[key]
        self.refused[key] = tr(
            "{value} has more decimals than the field keeps ({decimals}); the field keeps {kept}"
        ).format(value=text, decimals=PRECISION, kept=self._shown(w))
        self.show_problems()

    @staticmethod
    def _shown(w: Any) -> str:
        """What a spin box shows for its value (its lowest value's name where it has one)."""
        if w.specialValueText() and w.value() == w.minimum():
            return str(w.specialValueText())
        return str(w.textFromValue(w.value()))

    def set_control(self, key: str, value: Any) -> None:
        """Show ``value`` in ``key``'s control without writing it back to the model."""
        spec = field_spec(key)
        w: Any = self.widgets[key]
        self._syncing = True
        try:
            if spec.kind == "order":
                w.order_list.set_order(list(value) if isinstance(value, list) else [])
            elif isinstance(w, QComboBox) and not w.isEditable():
                w.setCurrentIndex(max(0, w.findData(value)))
            elif isinstance(w, QComboBox):
                if w.currentText().strip() != str(value):
                    # a listed value becomes the current item (an editable combo shows its
                    # current item's text again whenever that item changes); another is typed
                    index = w.findText(str(value))
                    if index >= 0:
                        w.setCurrentIndex(index)
                    w.setCurrentText(str(value))
            elif isinstance(w, QCheckBox):
                w.setChecked(bool(value))
            elif isinstance(w, QSpinBox | QLargeIntSpinBox | QDoubleSpinBox):
                if spec.kind == "parallelism" and value == spec.word:
                    w.setValue(w.minimum())
                elif isinstance(value, int | float) and not isinstance(value, bool):
                    w.setValue(value)
            elif self._parse(spec, w.text()) != value:
                w.setText(self._text(value))
        finally:
            self._syncing = False

    @staticmethod
    def _text(value: Any) -> str:
        if isinstance(value, list):
            return ", ".join(str(v) for v in value)
        if isinstance(value, float):
            return f"{value:g}"
        return str(value)

    def _on_changed(self, keys: frozenset[str]) -> None:
        for key in keys & self.widgets.keys():
            self.set_control(key, self.model.value(key))
        if "model.backend" in keys:
            self._apply_backend()

    def _apply_backend(self) -> None:
        backend = self.model.value("model.backend")
        for key, w in self.widgets.items():
            spec = field_spec(key)
            if not spec.backends:
                continue
            on = spec.applies_to(backend)
            w.setEnabled(on and not self._running)
            hint = (
                "" if on else tr("Only for {backends}.").format(backends=", ".join(spec.backends))
            )
            self.set_hint(key, hint)

    def show_problems(self) -> None:
        """Mark the controls whose key has a problem; list the problems under the form."""
        problems = {k: m for k, m in self.model.problems.items() if k in self.widgets}
        red = invalid_style()
        amber = f"border: 2px solid {theme.colors()['warning']};"
        notes = {**self.notes, **self.refused}
        for key, w in self.widgets.items():
            w.setStyleSheet(
                marked_style(w, red if key in problems else amber if key in notes else "")
            )
            self._show_tip(key)
        if self.advanced is not None and problems.keys() & self._advanced_keys():
            self.advanced.expand(animate=False)  # a problem never hides in a folded part
        lines = [problem_text(k, m) for k, m in problems.items()]
        lines += [f"{label_of(k)}: {text}" for k, text in self.refused.items()]
        self.problems = lines
        self.problem_label.setText("\n".join(lines))
        self.problem_label.setVisible(bool(lines))

    def set_hint(self, key: str, hint: str) -> None:
        """Say why ``key``'s control is not used now (``""``: it is), under its help."""
        if hint:
            self.hints[key] = hint
        else:
            self.hints.pop(key, None)
        self._show_tip(key)

    def _show_tip(self, key: str) -> None:
        """The tooltip of ``key``'s control: its note (amber), its help, its hint."""
        w = self.widgets[key]
        help_text = str(w.property("help") or "")
        hint = self.hints.get(key, "")
        if hint:
            help_text = f"{help_text}\n{hint}" if help_text else hint
        note = self.refused.get(key) or self.notes.get(key)
        w.setToolTip(f"{note}\n\n{help_text}".strip() if note else help_text)

    def set_notes(self, notes: dict[str, str]) -> None:
        """Show ``notes`` (key -> text) on their controls, replacing the earlier ones."""
        if notes != self.notes:
            new = notes.keys() - self.notes.keys()
            self.notes = dict(notes)
            self.show_problems()
            if self.advanced is not None and new & self._advanced_keys():
                self.advanced.expand(animate=False)  # a new note is not left folded away

    def _advanced_keys(self) -> set[str]:
        if self.advanced is None:
            return set()
        return {k for k, w in self.widgets.items() if self.advanced.isAncestorOf(w)}

    def set_running(self, running: bool) -> None:
        """Lock the controls while a run uses the job."""
        self._running = running
        for w in self.widgets.values():
            w.setEnabled(not running)
            if getattr(w, "browse_button", None) is not None:
                w.browse_button.setEnabled(not running)
        if not running:
            self._apply_backend()

    def mark_choices(self, key: str, present: dict[str, bool]) -> None:
        """Grey out (with a tooltip saying so) the choices of ``key`` that are not present on
        this machine (``preflight.device_choices``); they stay choosable: a job may be meant
        for another machine."""
        from PySide6.QtGui import QBrush, QColor

        w = self.widgets.get(key)
        if not isinstance(w, QComboBox):
            return
        muted = QBrush(QColor(theme.colors()["muted"]))
        absent = tr("{choice}: not present on this machine")
        # an editable combo re-emits its current text when an item's data changes: that is
        # not the person choosing (it wrote a stale "auto" over the Devices page's advice)
        blocker = QSignalBlocker(w)  # noqa: F841 - unblocks when it goes
        shown = w.currentText()
        for i in range(w.count()):
            value = w.itemData(i) if w.itemData(i) is not None else w.itemText(i)
            here = present.get(str(value), True)
            w.setItemData(i, None if here else muted, Qt.ItemDataRole.ForegroundRole)
            w.setItemData(
                i, None if here else absent.format(choice=value), Qt.ItemDataRole.ToolTipRole
            )
        if w.isEditable() and w.currentText() != shown:
            w.setEditText(shown)  # what the job says stays shown
        self.absent_choices = {c for c, here in present.items() if not here}

    def set_row_visible(self, key: str, visible: bool) -> None:
        form, row = self.rows[key]
        form.setRowVisible(row, visible)
