"""The Pipeline page, driven offscreen as a person would: by objectName, clicks and values."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from tpugui.job import Job, JobError
from tpugui.qt.page import AppContext
from tpugui.qt.pipeline_page import PipelinePage


@pytest.fixture
def page(qtbot):
    ctx = AppContext()
    p = PipelinePage(ctx)
    qtbot.addWidget(p)
    p.resize(1200, 800)
    p.show()
    p.load_job(Job())
    yield p
    p.shutdown()


def child(page, cls, name):
    w = page.findChild(cls, name)
    assert w is not None, name
    return w


def test_every_job_key_has_a_named_accessible_control(page):
    from tpugui.job import DataSection, PipelineSection

    for key in list(DataSection.model_fields) + list(PipelineSection.model_fields):
        w = page.form.fields[key][1]
        assert w.objectName() == key and w.accessibleName(), key


def test_form_edit_updates_code_and_job(page, qtbot):
    page.form.widget("batch_size").setValue(32)
    qtbot.waitUntil(lambda: "BATCH_SIZE = 32" in page.code.toPlainText(), timeout=3000)
    job = page.apply_to_job(Job())
    assert job.pipeline.batch_size == 32
    page.form.widget("map_parallel_calls").setValue(0)
    assert page.apply_to_job(Job()).pipeline.map_parallel_calls == "autotune"


def test_invalid_value_marks_the_field(page, qtbot):
    bs = page.form.widget("batch_size")
    bs.setValue(0)
    qtbot.waitUntil(lambda: bs.property("invalid") is True, timeout=3000)
    assert "pipeline.batch_size: must be a positive integer" in page.problems.text()
    assert "pipeline.batch_size" in bs.toolTip()
    with pytest.raises(JobError):
        page.apply_to_job(Job())
    bs.setValue(16)
    qtbot.waitUntil(lambda: bs.property("invalid") is False, timeout=3000)


def test_unchecking_prefetch_gives_advice_whose_fix_restores_it(page, qtbot):
    item = page.form.stages.item_of("prefetch")
    item.setCheckState(Qt.CheckState.Unchecked)
    qtbot.waitUntil(
        lambda: page.findChild(QPushButton, "fix_prefetch-missing") is not None, timeout=3000
    )
    qtbot.mouseClick(page.findChild(QPushButton, "fix_prefetch-missing"), Qt.MouseButton.LeftButton)
    assert page.apply_to_job(Job()).pipeline.order[-1] == "prefetch"
    qtbot.waitUntil(
        lambda: page.findChild(QPushButton, "fix_prefetch-missing") is None, timeout=3000
    )


def test_moving_a_stage_with_the_buttons(page):
    page.form.stages.list.setCurrentRow(1)  # cache
    qtbot_click = child(page, QPushButton, "stageUpButton")
    qtbot_click.click()
    assert page.apply_to_job(Job()).pipeline.order[:2] == ["cache", "map"]


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
    assert page.apply_to_job(Job()).pipeline.batch_size == 1024


def test_preview_shows_examples_and_spec(page, qtbot):
    with qtbot.waitSignal(page.preview.button.clicked, timeout=1000):
        qtbot.mouseClick(page.preview.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.busy() == "", timeout=60_000)
    qtbot.waitUntil(lambda: len(page.preview.tiles) == 32, timeout=5000)  # 16 images + captions
    assert "(8, 8, 1) float32" in page.preview.spec.text()
    assert "(64, 8, 8, 1) float32" in page.preview.spec.text()
    page.grab().save(str(__import__("pathlib").Path("/tmp") / "pipeline_preview.png"))


def test_bad_source_marks_the_path_field(page, qtbot, tmp_path):
    page.form.widget("source").setCurrentText("tfrecord")
    page.form.widget("path").setText(str(tmp_path / "none-*.tfrecord"))
    qtbot.mouseClick(page.preview.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: page.busy() == "" and "no files match" in page.problems.text(), timeout=60_000
    )
    assert page.form.widget("path").property("invalid") is True


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


def test_tune_then_apply(page, qtbot):
    page.form.stages.item_of("prefetch").setCheckState(Qt.CheckState.Unchecked)
    page.bench.budget.setValue(3)
    qtbot.mouseClick(page.bench.tune, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.bench.apply_tune.isEnabled(), timeout=60_000)
    qtbot.waitUntil(lambda: page.busy() == "", timeout=10_000)
    assert "configurations measured" in page.bench.tune_result.text()
    page.form.widget("map_parallel_calls").setValue(7)  # not a value the tuner tries
    qtbot.mouseClick(page.bench.apply_tune, Qt.MouseButton.LeftButton)
    after = page.apply_to_job(Job())
    assert after.pipeline.model_dump() == page._tuned.pipeline.model_dump()
    assert after.pipeline.map_parallel_calls != 7
