"""A typed value is the value (issue 43): every spin box whose lowest value has a name ("none",
"off", "auto", AUTOTUNE) takes any in-range number typed through real key events, whole after
Select all or key by key, from a number or from the name, and pasted; a number it cannot take
is said at the field and never reaches the job. The fields come from the schema, one small form
(one control) a case, no window."""

from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication, QLineEdit

from tpugui.job import Job
from tpugui.job_fields import all_specs
from tpugui.qt import i18n
from tpugui.qt.job_model import JobModel
from tpugui.qt.widgets.form import JobForm

#: every spin box field with a named lowest value
SPECIAL = [s for s in all_specs().values() if s.meta.special and s.meta.kind == ""]
FLOATS = [s.key for s in SPECIAL if s.kind == "float"]
INTS = [s.key for s in SPECIAL if s.kind in ("int", "parallelism")]


def test_the_special_fields_are_found():
    assert {"data.validation_split", "train.label_smoothing", "train.sample_every"} <= set(FLOATS)
    assert {"pipeline.map_parallel_calls", "train.patience", "train.processes"} <= set(INTS)


@pytest.fixture
def make(qtbot):
    """``make(key, start)``: a form of one control on a fresh job whose ``key`` is ``start``;
    returns (model, form, control) with the control focused and its text selected."""
    i18n.set_language("en")

    def build(key, start):
        model = JobModel(Job())
        spec = all_specs()[key]
        if not spec.applies_to(model.value("model.backend")):
            model.set("model.backend", spec.backends[0])  # its control is enabled
        model.set(key, start)
        form = JobForm(model, [("t", [key])])
        form.layout().addWidget(QLineEdit(objectName="next"))  # where Tab takes the focus
        qtbot.addWidget(form)
        w = form.widgets[key]
        # the test reads "0.25" the same on every host (the box also takes a plain "." anywhere)
        w.setLocale(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
        form.set_control(key, model.value(key))
        form.show()
        w.setFocus()
        qtbot.waitUntil(w.hasFocus)
        w.lineEdit().selectAll()
        return model, form, w

    return build


def _job_value(model, key):
    section, name = key.split(".")
    return getattr(getattr(model.job, section), name)


def _bare(w):
    """The control's text without its unit."""
    return w.lineEdit().text().removesuffix(w.suffix()).strip()


def _high(key):
    spec = all_specs()[key]
    return spec.maximum


def _float_starts(key):
    """A start above the typed values and one at the named lowest value."""
    return [min(0.5, _high(key)), 0.0]


FLOAT_CASES = [
    (key, typed, start)
    for key in FLOATS
    for typed in ("0.25", "0.05", "0.125")
    for start in _float_starts(key)
]


@pytest.mark.parametrize(("key", "typed", "start"), FLOAT_CASES)
def test_a_typed_decimal_is_the_value(make, qtbot, key, typed, start):
    model, form, w = make(key, start)
    qtbot.keyClicks(w, typed)  # key by key: 0 . 2 5
    assert _bare(w) == typed  # never reformatted on the way ("none", "0.2|0")
    qtbot.keyClick(w, Qt.Key.Key_Tab)
    assert model.value(key) == float(typed) == _job_value(model, key)
    assert Decimal(_bare(w)) == Decimal(typed)
    assert not form.refused and not form.problems


@pytest.mark.parametrize("key", INTS)
def test_a_typed_whole_number_is_the_value(make, qtbot, key):
    spec = all_specs()[key]
    typed = str(min(10, int(spec.maximum)))
    start = int(spec.maximum) if int(spec.maximum) != int(typed) else int(spec.minimum)
    model, form, w = make(key, start)
    qtbot.keyClicks(w, typed)
    qtbot.keyClick(w, Qt.Key.Key_Tab)
    assert model.value(key) == int(typed) == _job_value(model, key)
    assert not form.refused and not form.problems


@pytest.mark.parametrize("key", FLOATS)
def test_the_name_of_the_lowest_value_typed_is_that_value(make, qtbot, key):
    model, form, w = make(key, 0.5)
    qtbot.keyClicks(w, w.specialValueText().upper())
    qtbot.keyClick(w, Qt.Key.Key_Return)
    assert model.value(key) == 0.0 and w.lineEdit().text() == w.specialValueText()


def test_a_pasted_number_is_the_value(make, qtbot):
    model, form, w = make("data.validation_split", 0.2)
    QApplication.clipboard().setText(" 0.25 ")
    qtbot.keyClick(w.lineEdit(), Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(w, Qt.Key.Key_Tab)
    assert model.value("data.validation_split") == 0.25
    assert model.job.data.validation_split == 0.25


@pytest.mark.parametrize("key", FLOATS)
def test_a_number_out_of_range_is_said_at_the_field_and_never_saved(make, qtbot, key):
    model, form, w = make(key, 0.5)
    typed = str(int(_high(key)) + 1)  # 1 for a share below 1 (label smoothing: < 1)
    qtbot.keyClicks(w, typed)
    qtbot.keyClick(w, Qt.Key.Key_Tab)
    assert model.value(key) == 0.5 == _job_value(model, key)
    note = form.refused[key]
    assert note.startswith(f"{int(typed):,} is outside the allowed range")
    assert w.specialValueText() in note  # the range's low end by its name
    label = i18n.tr(all_specs()[key].meta.label)
    assert any(line.startswith(f"{label}:") for line in form.problems)
    assert note in w.toolTip()


def test_a_number_finer_than_the_field_keeps_is_said_and_never_saved(make, qtbot):
    model, form, w = make("train.label_smoothing", 0.1)
    qtbot.keyClicks(w, "0.12345678")
    qtbot.keyClick(w, Qt.Key.Key_Return)
    assert model.value("train.label_smoothing") == 0.1 == model.job.train.label_smoothing
    note = form.refused["train.label_smoothing"]
    assert "0.12345678" in note and "decimals" in note and "0.10" in note
    assert any(line.startswith("Label smoothing:") for line in form.problems)
    # the next good number clears the note
    w.lineEdit().selectAll()
    qtbot.keyClicks(w, "0.15")
    qtbot.keyClick(w, Qt.Key.Key_Return)
    assert model.value("train.label_smoothing") == 0.15 and not form.refused
