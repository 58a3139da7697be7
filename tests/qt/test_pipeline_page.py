"""The Pipeline page, driven offscreen as a person would: by objectName, clicks and values."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QPushButton, QSpinBox, QWidget

from tpugui.job import Job
from tpugui.qt.page import AppContext
from tpugui.qt.pipeline.form import STAGE_KEYS
from tpugui.qt.pipeline.page import PipelinePage


@pytest.fixture
def page(qtbot):
    ctx = AppContext()
    p = PipelinePage(ctx)
    qtbot.addWidget(p)
    p.resize(1200, 800)
    p.show()
    ctx.model.load(Job())
    yield p
    p.shutdown()


def child(page, cls, name):
    w = page.findChild(cls, name)
    assert w is not None, name
    return w


def marked(page, key) -> bool:
    """The field of ``key`` carries the problem style."""
    return bool(page.form.widget(key).styleSheet())


def test_every_job_key_has_a_named_accessible_control(page):
    from tpugui.job import DataSection, PipelineSection

    keys = [f"data.{k}" for k in DataSection.model_fields]
    keys += [f"pipeline.{k}" for k in PipelineSection.model_fields]
    for key in keys:
        w = page.findChild(QWidget, key)
        assert w is not None and w.accessibleName(), key
    assert set(page.form.widgets) == set(keys)


def test_no_schema_words_restated_in_the_pipeline_package():
    """Labels, help, ranges and choices come from the schema, not from the page's modules."""
    from pathlib import Path

    import tpugui.qt.pipeline as pkg

    for path in Path(pkg.__file__).parent.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        for restated in ("interleave: read several files", "the global batch", "setRange(0, 1"):
            assert restated not in text, (path.name, restated)


def test_form_edit_updates_code_and_job(page, qtbot):
    child(page, QSpinBox, "pipeline.batch_size").setValue(32)
    qtbot.waitUntil(lambda: "BATCH_SIZE = 32" in page.code.toPlainText(), timeout=3000)
    assert page.ctx.model.job.pipeline.batch_size == 32
    mpc = child(page, QSpinBox, "pipeline.map_parallel_calls")
    mpc.setValue(5)
    assert page.ctx.model.value("pipeline.map_parallel_calls") == 5
    mpc.setValue(mpc.minimum())  # the lowest value reads AUTOTUNE
    assert mpc.text() == "AUTOTUNE"
    assert page.ctx.model.job.pipeline.map_parallel_calls == "autotune"


def test_an_edit_is_in_the_job_at_once(page):
    """No save, no start, no timer: the window's job has the page's value immediately."""
    child(page, QSpinBox, "pipeline.shuffle_buffer").setValue(777)
    assert page.ctx.model.job.pipeline.shuffle_buffer == 777
    assert page.ctx.job.pipeline.shuffle_buffer == 777
    page.form.stages.item_of("repeat").setCheckState(Qt.CheckState.Checked)
    assert "repeat" in page.ctx.model.job.pipeline.order


def test_batch_size_range_is_the_schemas(page):
    """The Job refuses a batch of 0; the spin box never offers it."""
    from tpugui.job_fields import field_spec

    bs = child(page, QSpinBox, "pipeline.batch_size")
    spec = field_spec("pipeline.batch_size")
    assert bs.minimum() == spec.minimum == 1
    assert bs.maximum() == spec.maximum
    bs.setValue(0)
    assert bs.value() == 1 and page.ctx.model.valid


def test_a_model_change_shows_in_the_form(page):
    page.ctx.model.set("pipeline.batch_size", 48)
    assert child(page, QSpinBox, "pipeline.batch_size").value() == 48
    page.ctx.model.load(Job().updated("data.source", "synthetic"))
    assert page.form.widget("data.source").currentData() == "synthetic"
    assert page.form.widget("data.shape").isVisibleTo(page)
    assert not page.form.widget("data.x_key").isVisibleTo(page)


def test_bad_shape_marks_only_the_shape(page, qtbot):
    source = page.form.widget("data.source")
    source.setCurrentIndex(source.findData("synthetic"))
    shape = child(page, QLineEdit, "data.shape")
    shape.setText("8, a, 1")
    model = page.ctx.model
    assert set(model.problems) == {"data.shape"}
    assert marked(page, "data.shape")
    assert not marked(page, "data.seed") and "train.seed" not in model.problems
    assert "data.shape" in page.problems.text() and page.problems.isVisible()
    assert model.job.data.shape == [8, 8, 1]  # the last valid value meanwhile
    qtbot.waitUntil(lambda: "last valid values" in page.advice.summary.text(), timeout=3000)
    shape.setText("8, 4, 1")
    assert not model.problems and not marked(page, "data.shape")
    assert model.job.data.shape == [8, 4, 1]


def test_a_check_problem_marks_its_own_field(page, qtbot):
    """check_pipeline's problems (no data needed) land on their key, then go with the fix."""
    resize = child(page, QLineEdit, "pipeline.resize")
    resize.setText("5, 0")
    qtbot.waitUntil(lambda: "pipeline.resize" in page.ctx.model.problems, timeout=3000)
    assert marked(page, "pipeline.resize") and not marked(page, "pipeline.batch_size")
    assert "give both height and width" in page.problems.text()
    resize.setText("5, 5")
    qtbot.waitUntil(lambda: not page.ctx.model.problems, timeout=3000)
    assert not marked(page, "pipeline.resize")


def test_unchecking_prefetch_gives_advice_whose_fix_restores_it(page, qtbot):
    item = page.form.stages.item_of("prefetch")
    item.setCheckState(Qt.CheckState.Unchecked)
    qtbot.waitUntil(
        lambda: page.findChild(QPushButton, "fix_prefetch-missing") is not None, timeout=3000
    )
    qtbot.mouseClick(page.findChild(QPushButton, "fix_prefetch-missing"), Qt.MouseButton.LeftButton)
    assert page.ctx.model.job.pipeline.order[-1] == "prefetch"
    assert page.ctx.model.modified  # a fix is an edit of the job
    qtbot.waitUntil(
        lambda: page.findChild(QPushButton, "fix_prefetch-missing") is None, timeout=3000
    )


def test_an_unticked_stage_has_its_settings_disabled(page):
    """Defaults: interleave and repeat are not in the order; their settings are disabled."""
    w = page.form.widgets
    assert not w["pipeline.cycle_length"].isEnabled() and not w["pipeline.repeat"].isEnabled()
    assert "tick the interleave stage" in w["pipeline.cycle_length"].toolTip()
    assert w["pipeline.shuffle_buffer"].isEnabled() and w["pipeline.prefetch"].isEnabled()
    page.form.stages.item_of("shuffle").setCheckState(Qt.CheckState.Unchecked)
    assert "shuffle" not in page.ctx.model.job.pipeline.order
    for key in ("pipeline.shuffle_buffer", "pipeline.shuffle_seed"):
        assert not w[key].isEnabled(), key
    assert w["pipeline.batch_size"].isEnabled()  # a trainer batches without the stage too
    page.form.stages.item_of("repeat").setCheckState(Qt.CheckState.Checked)
    assert w["pipeline.repeat"].isEnabled()
    assert "tick" not in w["pipeline.repeat"].toolTip()


def test_an_unrelated_problem_leaves_the_other_fields_notes_as_they_were(page):
    """Issue 29: a problem on another key (here the learning rate, not on this page) marks its
    own field only: the "Not used" notes of the unticked stages' settings stay, and the
    amber note of a field stays; when the problem goes, they are still there."""
    w = page.form.widgets
    unused = [k for k in STAGE_KEYS if STAGE_KEYS[k] in ("interleave", "repeat")]
    assert len(unused) == 5  # the four interleave settings and pipeline.repeat
    before = {k: w[k].toolTip() for k in unused}
    assert all("Not used: tick the" in t for t in before.values())
    page.form.set_notes({"pipeline.batch_size": "a note of the machine check"})
    noted = w["pipeline.batch_size"].toolTip()
    page.ctx.model.set("train.learning_rate", "fast")
    assert "train.learning_rate" in page.ctx.model.problems
    assert {k: w[k].toolTip() for k in unused} == before
    assert w["pipeline.batch_size"].toolTip() == noted
    page.ctx.model.set("train.learning_rate", 0.01)
    assert not page.ctx.model.problems
    assert {k: w[k].toolTip() for k in unused} == before
    page.ctx.model.set("pipeline.cycle_length", 0)  # a problem on a stage setting itself
    assert "pipeline.cycle_length" in page.ctx.model.problems
    assert marked(page, "pipeline.cycle_length")
    assert {k: w[k].toolTip() for k in unused} == before


def test_the_batch_fix_keeps_ten_steps_an_epoch_and_the_advice_rechecks(page, qtbot):
    """Issue 29: on the digits (1,438 training examples) a batch larger than the data is fixed
    to one that leaves at least 10 steps an epoch (not 1024: one step, 29 % dropped), and the
    Advice tab shows the fixed job's advice: a batch of 1024 is advised against, with a fix."""

    def fix(name):
        return page.findChild(QPushButton, f"fix_{name}")

    page.ctx.model.set("pipeline.batch_size", 2048)
    qtbot.waitUntil(lambda: fix("batch-too-large") is not None, timeout=3000)
    qtbot.mouseClick(fix("batch-too-large"), Qt.MouseButton.LeftButton)
    size = page.ctx.model.job.pipeline.batch_size
    assert 1438 // size >= 10, size
    qtbot.waitUntil(lambda: fix("batch-too-large") is None, timeout=3000)
    assert fix("batch-few-steps") is None
    page.ctx.model.set("pipeline.batch_size", 1024)  # what the old fix wrote
    qtbot.waitUntil(lambda: fix("batch-few-steps") is not None, timeout=3000)
    qtbot.mouseClick(fix("batch-few-steps"), Qt.MouseButton.LeftButton)
    assert 1438 // page.ctx.model.job.pipeline.batch_size >= 10
    qtbot.waitUntil(lambda: fix("batch-few-steps") is None, timeout=3000)


def test_moving_a_stage_with_the_buttons(page):
    page.form.stages.list.setCurrentRow(1)  # cache
    qtbot_click = child(page, QPushButton, "stageUpButton")
    qtbot_click.click()
    assert page.ctx.model.job.pipeline.order[:2] == ["cache", "map"]


def test_tpu_recommendation_changes_code_and_advice(page, qtbot):
    # No TPU here: the Devices page's inventory is faked with the shape it publishes.
    page.ctx.inventory = SimpleNamespace(
        recommendation=SimpleNamespace(
            replicas=8, backend="tensorflow", device="tpu", strategy="tpu"
        )
    )
    page.ctx.inventory_changed.emit(page.ctx.inventory)
    assert "tf.distribute.TPUStrategy(resolver)" in page.code.toPlainText()
    assert "8 replicas on a TPU" in page.devices.text()
    assert page.findChild(QPushButton, "fix_batch-tpu-128") is not None
    qtbot.mouseClick(page.findChild(QPushButton, "fix_batch-tpu-128"), Qt.MouseButton.LeftButton)
    # 128 per core would be 1024: one step an epoch of the digits' 1,438 examples and 29 %
    # dropped (issue 29); the fix leaves 10 steps an epoch: 8 replicas x 16
    assert page.ctx.model.job.pipeline.batch_size == 128
    assert child(page, QSpinBox, "pipeline.batch_size").value() == 128


def test_preview_shows_examples_and_spec(page, qtbot):
    with qtbot.waitSignal(page.preview.button.clicked, timeout=1000):
        qtbot.mouseClick(page.preview.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.busy() == "", timeout=60_000)
    qtbot.waitUntil(lambda: len(page.preview.tiles) == 32, timeout=5000)  # 16 images + captions
    assert "(8, 8, 1) float32" in page.preview.spec.text()
    assert "(64, 8, 8, 1) float32" in page.preview.spec.text()
    page.grab().save(str(__import__("pathlib").Path("/tmp") / "pipeline_preview.png"))


def test_bad_source_marks_the_path_field(page, qtbot, tmp_path):
    source = page.form.widget("data.source")
    source.setCurrentIndex(source.findData("tfrecord"))
    page.form.widget("data.path").setText(str(tmp_path / "none-*.tfrecord"))
    qtbot.mouseClick(page.preview.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: page.busy() == "" and "no files match" in page.problems.text(), timeout=60_000
    )
    assert set(page.ctx.model.problems) == {"data.path"}
    assert marked(page, "data.path") and not marked(page, "data.source")
    page.form.widget("data.path").setText(str(tmp_path / "other-*.tfrecord"))
    assert not marked(page, "data.path")  # an edit withdraws the reported problem


def test_bench_table_compares_runs_and_cancel_stops(page, qtbot):
    page.bench.batches.setValue(5)
    for expected in (1, 2):
        qtbot.mouseClick(page.bench.bench, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda n=expected: page.bench.table.rowCount() == n, timeout=60_000)
        qtbot.waitUntil(lambda: page.busy() == "", timeout=10_000)
    assert "input-bound" in page.bench.verdict.text()
    assert page.bench.progress.value() == page.bench.progress.maximum()
    page.bench.batches.setValue(100_000)
    qtbot.mouseClick(page.bench.bench, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.bench.progress.value() > 5, timeout=30_000)
    qtbot.mouseClick(page.bench.cancel, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.bench.table.rowCount() == 3, timeout=30_000)
    assert page.bench.table.item(2, 5).text() == "cancelled"
    page.grab().save("/tmp/pipeline_bench.png")


def _claimed_tune(job):
    """A TuneResult whose confirmation found a real 2x (the statistics, as a model)."""
    from tpugui.pipeline import stats
    from tpugui.pipeline.tune import Trial, TuneResult, job_config

    start = job_config(job)
    best = {**start, "map_parallel_calls": 8, "private_threadpool_size": 16}
    trials = [Trial(dict(start), [100.0, 101.0, 99.0]), Trial(dict(best), [200.0, 198.0, 203.0])]
    confirm = stats.Comparison([100.0] * 6, [200.0] * 6, noise=0.01)
    return TuneResult(best, 200.0, start, 100.0, trials, False, 0.01, confirm)


def test_tune_lists_every_configuration_and_claims_only_beyond_the_noise(page, qtbot):
    page.form.stages.item_of("prefetch").setCheckState(Qt.CheckState.Unchecked)
    page.bench.budget.setValue(3)
    qtbot.mouseClick(page.bench.tune, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: "configurations measured" in page.bench.tune_result.text(), timeout=120_000
    )
    qtbot.waitUntil(lambda: page.busy() == "", timeout=10_000)
    res = page._tune_res
    assert page.bench.apply_tune.isEnabled() == res.claimed
    if not res.claimed:
        assert "faster" not in page.bench.tune_result.text().split("</b>")[1]
    table = page.bench.tune_table
    assert not table.isHidden() and table.rowCount() == len(res.trials) == 3
    assert table.item(0, 3).text() == "(the current configuration)"
    assert all(" → " in table.item(r, 3).text() for r in (1, 2))
    # the changes column is never cut: as wide as its widest text
    fm = table.fontMetrics()
    widest = max(fm.horizontalAdvance(table.item(r, 3).text()) for r in range(3))
    assert table.columnWidth(3) >= widest


def test_apply_a_claimed_tune(page, qtbot):
    page._task_job = page.ctx.model.job
    page._tune_ready(_claimed_tune(page._task_job))
    text = page.bench.tune_result.text()
    assert "2.00x faster" in text and "configurations measured" in text
    assert "map_parallel_calls autotune → 8" in page.bench.tune_table.item(1, 3).text()
    assert page.bench.tune_table.item(1, 0).font().bold()
    page.form.widget("pipeline.map_parallel_calls").setValue(7)  # not a value the tuner tries
    qtbot.mouseClick(page.bench.apply_tune, Qt.MouseButton.LeftButton)
    after = page.ctx.model.job
    assert after.pipeline.model_dump() == page._tuned.pipeline.model_dump()
    assert after.pipeline.map_parallel_calls == 8 and after.pipeline.private_threadpool_size == 16


def test_tune_says_benchs_figure_of_the_same_configuration_beside_its_own(page):
    """Issue 43: Bench and Tune measure the same configuration the same way, and their two
    figures of it stand side by side (with Bench's spread) — only when Bench measured that
    very pipeline on the same data."""
    from tpugui.pipeline.bench import BenchResult

    job = page._task_job = page.ctx.model.job
    bench = BenchResult(95.0, 2.97, 0.2, 0.34, 20, 32, samples=[90.0, 95.0, 100.0])
    page._bench_done(bench)
    page._tune_ready(_claimed_tune(job))
    text = page.bench.tune_result.text()
    assert (
        "Bench measured the current configuration at 95 examples/s (±5%), Tune measured it "
        "again at 100 examples/s" in text
    ), text
    page._task_job = job.updated("pipeline.batch_size", job.pipeline.batch_size * 2)
    page._tune_ready(_claimed_tune(page._task_job))  # another pipeline than Bench measured
    assert "Bench measured" not in page.bench.tune_result.text()


# -- a separate validation source ------------------------------------------------------------
def test_validation_data_field_follows_the_source_and_fills_from_its_dialog(page, qtbot, tmp_path):
    import numpy as np
    from PySide6.QtWidgets import QFileDialog, QLabel

    rng = np.random.default_rng(0)
    np.savez(tmp_path / "train.npz", x=rng.integers(0, 255, (30, 4, 4)), y=rng.integers(0, 3, 30))
    np.savez(tmp_path / "val.npz", x=rng.integers(0, 255, (9, 4, 4)), y=rng.integers(0, 3, 9))
    field = page.form.widget("data.validation_path")
    browse = child(page, QPushButton, "data.validation_path.browse")
    split = page.form.widget("data.validation_split")
    note = child(page, QLabel, "validationSplitNote")
    # digits: no separate validation files, and the field says why
    assert not field.isEnabled() and not browse.isEnabled()
    assert "digits" in field.toolTip() and "npz" in field.toolTip()
    assert split.isEnabled() and not note.isVisible()

    source = page.form.widget("data.source")
    source.setCurrentIndex(source.findData("npz"))
    page.form.widget("data.path").setText(str(tmp_path / "train.npz"))
    assert field.isEnabled() and browse.isEnabled()
    qtbot.mouseClick(browse, Qt.MouseButton.LeftButton)
    dialog = page.findChild(QFileDialog, "validationPathDialog")
    assert dialog is not None and dialog.isVisible()
    dialog.selectFile(str(tmp_path / "val.npz"))
    dialog.accept()  # as a person picking the file and pressing Open
    assert field.text() == str(tmp_path / "val.npz")
    assert not split.isEnabled() and note.isVisible()  # the share is ignored now
    assert page.ctx.model.job.data.validation_path == str(tmp_path / "val.npz")
    qtbot.waitUntil(lambda: "val_x, val_y = load_npz(" in page.code.toPlainText(), timeout=3000)
    qtbot.waitUntil(lambda: page.advice.summary.text() != "", timeout=3000)

    # back to digits: the field is disabled and not part of the job (no error); its text waits
    source.setCurrentIndex(source.findData("digits"))
    assert not field.isEnabled() and split.isEnabled() and not note.isVisible()
    assert page.ctx.model.valid and page.ctx.model.job.data.validation_path == ""
    source.setCurrentIndex(source.findData("npz"))
    assert page.ctx.model.job.data.validation_path == str(tmp_path / "val.npz")


def test_preview_with_a_validation_file_counts_every_training_example(page, qtbot, tmp_path):
    import numpy as np

    rng = np.random.default_rng(1)
    np.savez(tmp_path / "train.npz", x=rng.integers(0, 255, (30, 4, 4)), y=rng.integers(0, 3, 30))
    np.savez(tmp_path / "val.npz", x=rng.integers(0, 255, (9, 4, 4)), y=rng.integers(0, 3, 9))
    job = Job().updated("pipeline.batch_size", 8)
    for k, v in (("source", "npz"), ("path", "train.npz"), ("validation_path", "val.npz")):
        job = job.updated(f"data.{k}", v)
    page.ctx.model.load(job, tmp_path / "job.toml")  # relative paths: the job file's folder
    qtbot.mouseClick(page.preview.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.busy() == "" and bool(page.preview.tiles), timeout=60_000)
    assert "30 training and 9 validation examples" in page.preview.spec.text()
    assert page._facts["train_count"] == 30


# -- the devices: distribution line, code and advice agree ------------------------------------
def _inventory(device: str, replicas: int):
    """A real Inventory object with the recommendation the Devices page would make. This
    machine has no TPU: the TPU one stands in for a v5e-8 TPU VM."""
    from tpugui.devices.inventory import Inventory
    from tpugui.devices.model import Recommendation

    strategy = "tpu" if device == "tpu" else "default"
    return Inventory(recommendation=Recommendation("tensorflow", device, strategy, replicas))


def _consistent(page, replicas: int, on_tpu: bool) -> None:
    code = page.code.toPlainText()
    reasons = " ".join(a.reason for a in page.advice.items)
    if on_tpu:
        assert f"{replicas} replicas on a TPU" in page.devices.text()
        assert "TPUStrategy(resolver)" in code and f"64 over {replicas} cores" in reasons
    else:
        assert "1 replica on this machine" in page.devices.text()
        assert "TPUStrategy" not in code and "MirroredStrategy" not in code
        assert "cores" not in reasons
        assert "batch-tpu-128" not in {c.advice.id for c in page.advice.cards}


def test_code_advice_and_distribution_follow_every_inventory_change(page, qtbot):
    page.ctx.inventory = _inventory("tpu", 8)
    page.ctx.inventory_changed.emit(page.ctx.inventory)
    _consistent(page, 8, True)
    page.ctx.inventory = _inventory("cpu", 1)  # Refresh on the Devices page: a CPU host
    page.ctx.inventory_changed.emit(page.ctx.inventory)
    _consistent(page, 1, False)
    page.ctx.inventory = _inventory("tpu", 4)
    page.ctx.inventory_changed.emit(page.ctx.inventory)
    _consistent(page, 4, True)
    # a half-typed form (a bad resize): still no stale advice when the devices change
    page.form.widget("pipeline.resize").setText("64, a")
    qtbot.waitUntil(lambda: "pipeline.resize" in page.problems.text(), timeout=3000)
    page.ctx.inventory = _inventory("cpu", 1)
    page.ctx.inventory_changed.emit(page.ctx.inventory)
    _consistent(page, 1, False)
    assert "last valid values" in page.advice.summary.text()


def test_a_tpu_job_on_a_cpu_inventory_follows_the_machine(page):
    job = Job().updated("model.device", "tpu").updated("model.strategy", "tpu")
    page.ctx.model.load(job)
    assert "on a TPU (from the job" in page.devices.text()  # no inventory yet: the job decides
    page.ctx.inventory = _inventory("cpu", 1)
    page.ctx.inventory_changed.emit(page.ctx.inventory)
    _consistent(page, 1, False)


def test_a_deleted_page_no_longer_listens_to_the_devices(qtbot):
    from shiboken6 import isValid

    ctx = AppContext()
    old = PipelinePage(ctx)
    old.deleteLater()
    qtbot.waitUntil(lambda: not isValid(old), timeout=3000)
    new = PipelinePage(ctx)
    qtbot.addWidget(new)
    ctx.inventory = _inventory("tpu", 8)
    ctx.inventory_changed.emit(ctx.inventory)  # the old page's slot must not be called
    _consistent(new, 8, True)
    new.shutdown()


# -- the advice cards in the real window, both languages --------------------------------------
ADVICE_JOB = {
    "pipeline.order": ["map", "cache", "batch", "shuffle", "prefetch", "repeat"],
    "pipeline.drop_remainder": False,
}


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_advice_cards_title_line_reason_and_fix_at_the_right(qtbot, tmp_path, monkeypatch, lang):
    """The MainWindow at 1200x800 with a job that triggers several advices and a TPU stand-in
    inventory (no TPU here); screenshots to /tmp/pipeline_advice_<lang>.png."""
    from PySide6.QtCore import QSettings

    from tpugui.qt import i18n
    from tpugui.qt.main_window import MainWindow

    monkeypatch.setenv("TPUGUI_LANG", lang)
    i18n.set_language(lang)
    win = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    win.confirm_close = False
    qtbot.addWidget(win)
    try:
        win.resize(1200, 800)
        win.show()
        devices = win.ctx.pages["devicesPage"]
        # this machine found first, so its inventory cannot replace the stand-in later
        qtbot.waitUntil(
            lambda: devices.inventory is not None and devices.busy() == "", timeout=120_000
        )
        job = Job()
        for key, value in ADVICE_JOB.items():
            job = job.updated(key, value)
        win.set_job(job, None)
        win.ctx.inventory = _inventory("tpu", 8)
        win.ctx.inventory_changed.emit(win.ctx.inventory)
        win.show_page("pipelinePage")
        page = win.ctx.pages["pipelinePage"]
        qtbot.wait(100)  # layouts settle
        ids = [c.advice.id for c in page.advice.cards]
        assert {"static-shapes", "prefetch-last", "shuffle-after-batch", "batch-tpu-128"} <= set(
            ids
        )
        win.grab().save(f"/tmp/pipeline_advice_{lang}.png")
        for card in page.advice.cards:
            # one line, never a tall column: a CJK title is as tall as its fallback font's
            # line (the severity beside it, a plain label), under two lines of the Latin font
            one_line = card.title.fontMetrics().height()
            assert card.title.height() < 2 * one_line, card.advice.id
            assert card.title.height() <= card.severity.sizeHint().height(), card.advice.id
            assert not card.title.is_elided(), (card.advice.id, card.title.text())
            assert card.reason.geometry().top() >= card.title.geometry().bottom()  # under it
            if card.button is not None:
                b, r = card.button.geometry(), card.reason.geometry()
                assert b.left() > r.right() and b.top() < r.bottom(), card.advice.id  # at the right
                assert b.right() <= card.width()
        if lang == "zh_TW":
            assert "錯誤" in page.advice.summary.text() and "1 個錯誤" in page.advice.summary.text()
        else:
            assert page.advice.summary.text().startswith("1 error · ")
        # a narrow window: the Fix buttons go under the reasons, the titles stay one line
        win.resize(900, 800)
        qtbot.wait(100)
        card = page.advice.cards[0]
        if card.width() < card.NARROW:
            assert card.button.geometry().top() >= card.reason.geometry().bottom()
            assert card.title.height() < 2 * card.title.fontMetrics().height()
            assert card.title.toolTip() == card.title.full_text()
    finally:
        win.close()
        i18n.set_language("en")


def test_an_advice_title_elides_with_the_whole_text_kept(qtbot):
    """superqt's eliding label: the shown line ends in …, the text, tooltip and accessible
    name stay whole; widened again, the whole title shows."""
    from PySide6.QtWidgets import QLabel

    from tpugui.qt.pipeline.panels import TitleLine

    text = "Shuffle before batching, or every batch holds the same examples"
    title = TitleLine(text)
    qtbot.addWidget(title)
    title.show()  # a hidden widget gets its resize events when shown
    title.resize(80, 20)
    assert title.is_elided() and QLabel.text(title).endswith("…")
    assert title.text() == title.full_text() == title.toolTip() == title.accessibleName() == text
    title.resize(title.fontMetrics().horizontalAdvance(text) + 40, 20)
    assert not title.is_elided() and QLabel.text(title) == text


def test_the_advice_tab_title_counts_its_errors_and_warnings_from_any_tab(page, qtbot):
    """An error in the advice shows while another tab is in front: "Advice (n)", kept current."""
    tabs = page.tabs
    i = tabs.indexOf(page.advice)
    tabs.setCurrentIndex(tabs.indexOf(page.code.parentWidget()))
    assert tabs.tabText(i) == "Advice"  # the default job: no error, no warning
    page.form.widget("pipeline.batch_size").setValue(4096)  # more than the 1,024 digits
    qtbot.waitUntil(lambda: tabs.tabText(i) != "Advice", timeout=3000)
    n = sum(a.severity in ("error", "warning") for a in page.advice.items)
    assert n >= 1 and tabs.tabText(i) == f"Advice ({n})"
    assert "error" in tabs.tabToolTip(i)
    page.form.widget("pipeline.batch_size").setValue(64)
    qtbot.waitUntil(lambda: tabs.tabText(i) == "Advice", timeout=3000)


def test_bench_and_tune_show_real_progress_from_the_click_to_the_end(page, qtbot, monkeypatch):
    """Bench: the bar moves at once (busy while TensorFlow loads and the pipeline is built),
    then counts every measured batch and the verdict's model steps, reaching 100 % only at the
    end. Tune: from 0, a step per configuration measured."""
    from tpugui.pipeline import bench as bench_mod

    bar = page.bench.progress
    verdict_started = []  # set in the worker when the verdict's model steps begin
    real_step = bench_mod.model_step_time

    def step_time(*a, **k):  # noqa: ANN002, ANN003, ANN202
        verdict_started.append(True)
        return real_step(*a, **k)

    monkeypatch.setattr(bench_mod, "model_step_time", step_time)
    seen = []  # (value, maximum, whether the verdict had begun)
    bar.valueChanged.connect(lambda v: seen.append((v, bar.maximum(), bool(verdict_started))))
    page.bench.batches.setValue(10)
    qtbot.mouseClick(page.bench.bench, Qt.MouseButton.LeftButton)
    assert bar.maximum() == 0  # busy at once, before any work could count a step
    qtbot.waitUntil(lambda: page.bench.table.rowCount() == 1, timeout=60_000)
    qtbot.waitUntil(lambda: page.busy() == "", timeout=10_000)
    counted = [(v, m, during) for v, m, during in seen if m > 0]
    values = [v for v, _, _ in counted]
    assert values == sorted(values) and values[-1] == counted[-1][1]  # rising, ends at 100 %
    assert len({v for v in values if 0 < v < counted[-1][1]}) >= 5  # intermediate values
    assert any(during and v < m for v, m, during in counted)  # the verdict's steps count too
    assert all(during for v, m, during in counted if v == m)  # 100 % only once it has run

    seen.clear()
    page.bench.budget.setValue(3)
    qtbot.mouseClick(page.bench.tune, Qt.MouseButton.LeftButton)
    assert bar.maximum() == 0 and bar.value() <= 0  # the last Bench's 100 % is gone at once
    qtbot.waitUntil(
        lambda: "configurations measured" in page.bench.tune_result.text(), timeout=120_000
    )
    qtbot.waitUntil(lambda: page.busy() == "", timeout=10_000)
    trials = [(v, m) for v, m, _ in seen if m == 3]
    assert [v for v, _ in trials][:3] == [1, 2, 3]  # a step per configuration, from 0
    assert bar.value() == bar.maximum() > 0
