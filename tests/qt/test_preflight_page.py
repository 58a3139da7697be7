"""Pre-flight on the Training page: a TPU job on a machine without a TPU is refused at its
fields, and one click writes the suggested values."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tpugui.job import Job
from tpugui.training.preflight import Machine

pytestmark = pytest.mark.skipif(Machine.here().tpu_chips > 0, reason="this machine has a TPU")


@pytest.fixture
def window(training_window):
    tpu_job = Job(name="tpu").updated("model.device", "tpu").updated("model.strategy", "tpu")
    training_window.set_job(tpu_job.updated("model.precision", "mixed_bfloat16"), None)
    return training_window


def test_tpu_job_without_tpu_is_refused_at_its_fields_with_a_one_click_fix(window, qtbot):
    from tpugui.devices.inventory import Inventory
    from tpugui.devices.model import Device

    page = window.ctx.page("trainingPage")
    # this machine as the window's own detection finds it, said at once (the detection's
    # answer may otherwise come at any point of the test: it did in the full suite)
    inv = Inventory(devices=[Device("cpu", "test CPU", 1)])
    window.ctx.inventory = inv
    window.ctx.inventory_changed.emit(inv)
    assert not page.start()
    problems = window.ctx.model.problems
    assert "no TPU" in str(problems["model.device"]) and "model.strategy" in problems
    assert page.fix_button.isVisible()
    assert "device auto" in page.fix_button.text() and "strategy auto" in page.fix_button.text()
    qtbot.mouseClick(page.fix_button, Qt.MouseButton.LeftButton)
    job = window.ctx.model.validated()
    assert (job.model.device, job.model.strategy, job.model.precision) == (
        "auto",
        "auto",
        "mixed_bfloat16",  # a warning on a CPU, not a refusal: the person decides
    )
    # what is left is that warning, with its own fix, offered and not applied
    assert not window.ctx.model.problems
    assert page.fix_button.isVisible() and "precision float32" in page.fix_button.text()


def test_device_choices_mark_what_this_machine_lacks(window):
    """A CPU-only inventory: gpu, tpu, cuda:0 (and mps off Apple silicon) are greyed, with a
    tooltip; auto and cpu are not; every choice stays choosable."""
    from tpugui.devices.inventory import Inventory
    from tpugui.devices.model import Device

    page = window.ctx.page("trainingPage")
    inv = Inventory(devices=[Device("cpu", "test CPU", 1)])
    window.ctx.inventory = inv
    window.ctx.inventory_changed.emit(inv)
    combo = page.form.widgets["model.device"]
    tips = {
        combo.itemText(i): combo.itemData(i, Qt.ItemDataRole.ToolTipRole)
        for i in range(combo.count())
    }
    assert tips["tpu"] == "tpu: not present on this machine"
    assert tips["cuda:0"] == "cuda:0: not present on this machine"
    assert tips["auto"] is None and tips["cpu"] is None
    assert {"gpu", "tpu", "cuda:0"} <= page.form.form.absent_choices
    tpu = Inventory(devices=[Device("cpu", "test CPU", 1), Device("tpu", "TPU v5 lite", 4)])
    window.ctx.inventory_changed.emit(tpu)
    assert combo.itemData(combo.findText("tpu"), Qt.ItemDataRole.ToolTipRole) is None


def test_while_editing_the_machine_check_marks_its_fields_without_blocking(window, qtbot):
    """Once the machine is known, each edit of device, strategy, backend or precision is
    checked against it: the fields it cannot run turn amber with the reason first in their
    tooltip and the one-click fix appears, before any Start. Nothing is blocked: the job may be
    meant for a TPU VM (the Remote page checks it there)."""
    from tpugui.devices.inventory import Inventory
    from tpugui.devices.model import Device

    page = window.ctx.page("trainingPage")
    form = page.form.form
    # first a TPU machine, where this TPU job needs no word, the advanced settings folded (this
    # window's own detection may have found this machine already and unfolded them)
    tpu = Inventory(devices=[Device("cpu", "test CPU", 1), Device("tpu", "TPU v5 lite", 4)])
    window.ctx.inventory = tpu
    window.ctx.inventory_changed.emit(tpu)
    assert not form.notes
    page.form.advanced.collapse(animate=False)
    inv = Inventory(devices=[Device("cpu", "test CPU", 1)])
    window.ctx.inventory = inv
    window.ctx.inventory_changed.emit(inv)
    assert form.notes.keys() == {"model.device", "model.strategy"}
    # model.strategy is an advanced setting: its note unfolds them rather than hide there
    assert page.form.advanced.isAncestorOf(page.form.widgets["model.strategy"])
    assert page.form.advanced.isExpanded()
    device = page.form.widgets["model.device"]
    assert "no TPU" in device.toolTip().splitlines()[0]
    assert "border" in device.styleSheet()
    assert page.fix_button.isVisible() and "device auto" in page.fix_button.text()
    assert window.ctx.model.valid and not window.ctx.model.problems  # advice, not a refusal
    qtbot.mouseClick(page.fix_button, Qt.MouseButton.LeftButton)
    # on this CPU now: bfloat16 is worth a word (a warning, its own one-click fix)
    assert form.notes.keys() == {"model.precision"}
    assert "precision float32" in page.fix_button.text()
    qtbot.mouseClick(page.fix_button, Qt.MouseButton.LeftButton)
    assert not form.notes and not page.fix_button.isVisible()  # nothing left to say
    assert device.styleSheet() == "" and "no TPU" not in device.toolTip()
    # an edit brings it back at once, without pressing Start
    window.ctx.model.set("model.device", "tpu")
    assert "model.device" in form.notes and page.fix_button.isVisible()
