"""A helper's one click on real widgets (issue 43): Tune batch… and Faster… change the learning
rate only when the person ticks "Also scale the learning rate" (off at first); every key the
click changes is a line in the window's log (key, from, to, the helper), in the window's
language; and Edit › Undo takes the whole click back in one step (Redo puts it back)."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QCheckBox

from tests.qt.test_sweep_view import CANNED
from tests.qt.test_training_page import LEFT, page_of, runs_root, window  # noqa: F401 - fixtures
from tests.qt.test_tune_faster import _result, largest_batch


def _keys(model) -> tuple:
    j = model.job
    return j.pipeline.batch_size, j.train.learning_rate


def _click(qtbot, box: QCheckBox) -> None:
    """A click on the tick square, as a person ticks it."""
    qtbot.mouseClick(box, LEFT, pos=QPoint(8, box.height() // 2))


def test_tune_batch_changes_the_learning_rate_only_when_ticked(window, qtbot):  # noqa: F811
    model = window.ctx.model
    batch, lr = _keys(model)
    dialog = page_of(window).tune.show(CANNED)
    box = dialog.findChild(QCheckBox, "tuneBatchScaleLr")
    assert box is dialog.lr_box and box.isVisible() and not box.isChecked()
    assert "0.00141" in box.text()
    assert dialog.use_button.text() == "Use batch 256"
    qtbot.mouseClick(dialog.use_button, LEFT)
    assert _keys(model) == (256, lr)  # the batch alone

    dialog = page_of(window).tune.show(CANNED)
    _click(qtbot, dialog.lr_box)
    assert dialog.lr_box.isChecked()
    assert dialog.use_button.text() == "Use batch 256 and learning rate 0.00141"
    qtbot.mouseClick(dialog.use_button, LEFT)
    assert _keys(model) == (256, 0.00141)
    assert batch != 256


def test_faster_changes_the_learning_rate_only_when_ticked(window, qtbot):  # noqa: F811
    model = window.ctx.model
    batch, lr = _keys(model)
    out = _result(model.job, {("pipeline.batch_size", largest_batch(model.job)): 1.6})
    new = {d["key"]: d["new"] for d in out["diff"]}
    assert set(new) == {"pipeline.batch_size", "train.learning_rate"}
    dialog = page_of(window).faster.show(out)
    box = dialog.findChild(QCheckBox, "tuneFasterScaleLr")
    assert box is not None and box.isVisible() and not box.isChecked()
    assert "train.learning_rate" not in dialog.findChild(object, "tuneFasterVerdict").text()
    qtbot.mouseClick(dialog.apply_button, LEFT)
    assert _keys(model) == (new["pipeline.batch_size"], lr)

    model.set("pipeline.batch_size", batch)
    dialog = page_of(window).faster.show(out)
    _click(qtbot, dialog.lr_box)
    qtbot.mouseClick(dialog.apply_button, LEFT)
    assert _keys(model) == (new["pipeline.batch_size"], new["train.learning_rate"])


def test_an_applied_result_is_logged_key_by_key_and_one_undo_away(window, qtbot):  # noqa: F811
    from tpugui.qt import i18n

    model = window.ctx.model
    batch, lr = _keys(model)
    before = model.job.to_dict()
    assert not window.undo_action.isEnabled()
    dialog = page_of(window).tune.show(CANNED)
    _click(qtbot, dialog.lr_box)
    qtbot.mouseClick(dialog.use_button, LEFT)
    said = window.ctx.log_model.text().splitlines()
    assert f"pipeline.batch_size: {batch} → 256 (Tune batch…)" in said
    assert f"train.learning_rate: {lr:g} → 0.00141 (Tune batch…)" in said
    assert window.undo_action.isEnabled()
    assert window.undo_action.text() == "&Undo Tune batch…"

    window.undo_action.trigger()  # Edit › Undo: both keys back at once
    assert _keys(model) == (batch, lr) and model.job.to_dict() == before
    assert not window.undo_action.isEnabled() and window.redo_action.isEnabled()
    window.redo_action.trigger()
    assert _keys(model) == (256, 0.00141)

    i18n.set_language("zh_TW")  # the lines say themselves in the window's language
    try:
        shown = window.ctx.log_model.text()
        window.retranslate()
        undo = window.undo_action.text()  # the step is named in the new language
    finally:
        i18n.set_language("en")
        window.retranslate()
    assert f"pipeline.batch_size：{batch} → 256（調整批次…）" in shown, shown
    assert undo == "復原 調整批次…(&U)", undo
    assert window.undo_action.text() == "&Undo Tune batch…"


def test_nothing_changed_is_nothing_logged_or_undone(window, qtbot):  # noqa: F811
    model = window.ctx.model
    model.set("pipeline.batch_size", 256)
    lines = len(window.ctx.log_model.entries)
    dialog = page_of(window).tune.show(CANNED)
    qtbot.mouseClick(dialog.use_button, LEFT)
    assert len(window.ctx.log_model.entries) == lines
    assert model.undo_stack.count() == 0


def test_a_new_job_forgets_the_undo_steps(window, qtbot):  # noqa: F811
    from tpugui.job import Job

    dialog = page_of(window).tune.show(CANNED)
    qtbot.mouseClick(dialog.use_button, LEFT)
    assert window.undo_action.isEnabled()
    window.set_job(Job(name="other"), None)
    assert not window.undo_action.isEnabled()


def test_a_tuner_s_notes_are_said_in_the_window_s_language():
    """Tune batch's and Faster's notes travel as templates and values beside their English
    (the CLI's JSON), so the dialog says them in the window's language."""
    from tpugui.events import log_fields
    from tpugui.i18n_marks import Message
    from tpugui.qt import core_text, i18n
    from tpugui.tuning import batch_fit

    note = Message(batch_fit.LARGEST, {"batch": 136, "steps": 10})
    result = {"notes": [str(note)], "note_messages": [log_fields(note)]}
    i18n.set_language("zh_TW")
    try:
        (said,) = core_text.notes(result)
        assert "136" in said and "資料最多只容許" in said
    finally:
        i18n.set_language("en")
    assert core_text.notes(result) == [str(note)]
    assert core_text.notes({"notes": ["an older child's English"]}) == ["an older child's English"]
