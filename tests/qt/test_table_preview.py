"""The Preview of a table job on the real Pipeline page, offscreen: Preview pressed, the columns
and the label histogram read off the widgets (tpugui/qt/pipeline/table_preview.py)."""

from __future__ import annotations

import threading
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QPoint, Qt

from tpugui.job import Job
from tpugui.qt import i18n
from tpugui.qt.page import AppContext
from tpugui.qt.pipeline.page import PipelinePage
from tpugui.qt.pipeline.table_preview import KIND, MEAN, MISSING, ROLE, SPREAD, TOP, VALUES

sklearn_data = Path(pytest.importorskip("sklearn").__file__).parent / "datasets" / "data"


def csv_job(path, task: str = "classification", **data) -> Job:
    job = Job().updated("model.task", task)
    for key, value in {"source": "csv", "path": str(path), **data}.items():
        job = job.updated(f"data.{key}", value)
    return job


IRIS = csv_job(sklearn_data / "iris.csv", header=False, skip_rows=1)


@pytest.fixture
def page(qtbot):
    ctx = AppContext()
    p = PipelinePage(ctx)
    qtbot.addWidget(p)
    p.resize(1200, 800)
    p.show()
    p.tabs.setCurrentWidget(p.preview)
    yield p
    p.shutdown()


def press_preview(page, qtbot) -> None:
    before = page._task
    assert page.preview.button.isEnabled()
    qtbot.mouseClick(page.preview.button, Qt.MouseButton.LeftButton)
    assert page._task is not before, page.failure.text() or page.problems.text()  # it started
    qtbot.waitUntil(lambda: page.busy() == "" and page._table is not None, timeout=60_000)


def cells(page) -> list[list[str]]:
    t = page.preview.table_view.table
    return [[t.item(r, c).text() for c in range(t.columnCount())] for r in range(t.rowCount())]


def test_iris_columns_and_three_bars_of_fifty(page, qtbot):
    page.ctx.model.load(IRIS)
    view = page.preview.table_view
    assert page.preview.table_mode and "columns" in page.preview.status.text()
    press_preview(page, qtbot)
    assert view.isVisible() and not page.preview.examples.isVisible()
    rows = cells(page)
    assert [r[:3] for r in rows] == [
        ["f4", "label", "category"],
        *[[f"f{i}", "feature", "number"] for i in range(4)],
    ]
    assert rows[0][VALUES] == "3" and rows[1][MISSING] == "0"  # 3 classes; no length missing
    hist = view.histogram
    train = np.asarray(hist.train_bars.opts["height"])
    val = np.asarray(hist.val_bars.opts["height"])
    assert (train + val).tolist() == [50, 50, 50] and train.sum() == 120
    np.testing.assert_array_equal(hist.val_bars.opts["y0"], train)  # stacked on training
    ticks = hist.getPlotItem().getAxis("bottom")._tickLevels[0]
    assert [t for _, t in ticks] == ["0", "1", "2"]
    assert "150 rows, 120 for training and 30 for validation" in page.preview.status.text()
    assert "f4" in hist.title and hist.legend_text() == "training  validation"
    readout = hist.hover(1.0)
    assert "training: " + str(int(train[1])) in readout and "validation: " in readout
    assert hist.hover(1.5) == ""  # between two bars: nothing
    assert page._facts["train_count"] == 120  # the advice knows the rows too


def test_the_table_is_read_off_the_gui_thread(page, qtbot):
    page.ctx.model.load(IRIS)
    gui = threading.get_ident()
    qtbot.mouseClick(page.preview.button, Qt.MouseButton.LeftButton)
    task = page._task
    assert task is not None and task.name == "preview" and not page.preview.button.isEnabled()
    qtbot.waitUntil(lambda: page._table is not None, timeout=60_000)
    assert task._thread is not None and not task.is_running()
    assert threading.get_ident() == gui and page.preview.button.isEnabled()


def test_missing_values_text_columns_and_a_regression_label(page, qtbot, tmp_path):
    (tmp_path / "t.csv").write_text(
        "size,colour,note,price\n1,red,a,10.5\n3,blue,b,12\n,red,,9\n5,,c,20\n7,red,d,15\n",
        encoding="utf-8",
    )
    page.ctx.model.load(
        csv_job("t.csv", "regression", features=["size", "colour"], validation_split=0.0),
        tmp_path / "job.toml",  # a relative path is the job file's folder's
    )
    press_preview(page, qtbot)
    rows = {r[0]: r for r in cells(page)}
    size, colour = rows["size"], rows["colour"]
    assert [size[ROLE], size[KIND], size[MISSING], size[MEAN]] == ["feature", "number", "1", "4"]
    assert size[SPREAD] == f"{np.std([1, 3, 5, 7]):.4g}"
    assert [colour[KIND], colour[MISSING], colour[VALUES]] == ["category", "1", "2"]
    assert colour[TOP] == "red (3), blue (1)"
    assert rows["note"][ROLE] == "not used"
    assert [rows["price"][ROLE], rows["price"][KIND]] == ["label", "number"]
    t = page.preview.table_view.table
    assert "mean" in t.item(list(rows).index("size"), MISSING).toolTip()
    hist = page.preview.table_view.histogram
    assert hist.val_bars is None and sum(hist.train_bars.opts["height"]) == 5
    assert len(hist.train_bars.opts["height"]) == 20
    assert hist.train_bars.opts["x0"][0] == 9.0 and hist.train_bars.opts["x1"][-1] == 20.0
    assert "price" in hist.title and "range" in hist.title


def test_multilabel_bars_are_the_tags_most_common_first(page, qtbot, tmp_path):
    (tmp_path / "t.csv").write_text(
        "x,tags\n1,cat dog\n2,dog\n3,dog bird\n4,cat dog\n", encoding="utf-8"
    )
    page.ctx.model.load(csv_job(tmp_path / "t.csv", "multilabel", validation_split=0.0))
    press_preview(page, qtbot)
    hist = page.preview.table_view.histogram
    ticks = hist.getPlotItem().getAxis("bottom")._tickLevels[0]
    assert [t for _, t in ticks] == ["dog", "cat", "bird"]
    assert list(hist.train_bars.opts["height"]) == [4, 2, 1] and hist.val_bars is None
    assert "tag" in hist.title and "dog" in hist.hover(0.1)
    assert cells(page)[0][KIND] == "tags" and cells(page)[0][VALUES] == "3"


def test_a_bad_table_marks_its_field_and_another_source_shows_examples_again(page, qtbot, tmp_path):
    (tmp_path / "t.csv").write_text("a,y\n1,0\n2,1.5\n", encoding="utf-8")
    page.ctx.model.load(csv_job(tmp_path / "t.csv"))
    qtbot.mouseClick(page.preview.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.busy() == "" and "data.label" in page.ctx.model.problems,
                    timeout=60_000)  # fmt: skip
    assert "not a class number" in page.preview.status.text()
    assert page._table is None and not page.preview.table_view.isVisible()
    page.ctx.model.load(IRIS)
    press_preview(page, qtbot)
    page.ctx.model.load(Job())  # digits: the examples again, the table gone
    assert not page.preview.table_mode
    assert not page.preview.table_view.isVisible() and page.preview.examples.isVisible()


def test_the_table_survives_a_rebuild_in_chinese(page, qtbot):
    from tests.qt.test_i18n import _english_words, untranslated_texts

    page.ctx.model.load(IRIS)
    press_preview(page, qtbot)
    state = page.save_state()
    i18n.set_language("zh_TW")
    try:
        again = PipelinePage(page.ctx)
        qtbot.addWidget(again)
        again.resize(1024, 700)
        again.show()
        again.restore_state(state)
        again.tabs.setCurrentWidget(again.preview)
        assert again.preview.table_view.isVisible()
        rows = cells(again)
        assert [r[ROLE] for r in rows] == ["標籤", "特徵", "特徵", "特徵", "特徵"]
        words = [w for r in rows for text in r[1:] for w in _english_words(text)]
        assert words == []
        hist = again.preview.table_view.histogram
        assert _english_words(hist.title) == [] and _english_words(hist.legend_text()) == []
        assert not untranslated_texts(again.preview)
        again.grab().save("/tmp/table_preview_zh_TW.png")
        again.shutdown()
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_the_table_preview_fits_1024_by_700(qtbot, tmp_path, monkeypatch, lang):
    """In the window at its smallest: no page scrolling, the histogram readable, the last
    column of the table wide enough for its text (the table scrolls sideways instead)."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QScrollArea

    from tpugui.qt.errors import manager
    from tpugui.qt.main_window import MainWindow

    monkeypatch.setenv("TPUGUI_RUNS", str(tmp_path / "runs"))
    i18n.set_language(lang)
    manager().install_hooks()
    win = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    win.confirm_close = False
    qtbot.addWidget(win)
    try:
        win.resize(1024, 700)
        win.show()
        win.set_job(csv_job(sklearn_data / "wine_data.csv", header=False, skip_rows=1), None)
        win.show_page("pipelinePage")
        page = win.ctx.page("pipelinePage")
        page.tabs.setCurrentWidget(page.preview)
        press_preview(page, qtbot)
        qtbot.wait(50)
        scroll = next(w for w in win.findChildren(QScrollArea) if w.widget() is page)
        assert not scroll.verticalScrollBar().isVisible()
        assert not scroll.horizontalScrollBar().isVisible()
        view = page.preview.table_view
        hist = view.histogram
        assert hist.height() >= 130
        bottom = hist.mapTo(scroll.viewport(), QPoint(0, hist.height())).y()
        assert bottom <= scroll.viewport().height()  # the whole plot in view, its axis too
        t = view.table
        assert t.rowCount() == 14 and t.height() >= 70
        assert t.columnWidth(TOP) >= t.sizeHintForColumn(TOP)  # never "…" for lack of room
        win.grab().save(str(tmp_path / f"table_preview_{lang}.png"))
    finally:
        win.close()
        manager().restore_hooks()
        i18n.set_language("en")


def test_a_preview_or_a_tune_of_other_settings_says_it_is_out_of_date(page, qtbot):
    """The validation share changes after a Preview (its 120/30 split no longer the job's), the
    source changes under a tune's table: each is greyed and says so, and the tune cannot be
    applied (a pipeline knob edited since keeps it: Apply writes its knobs over the job); the
    setting put back, the preview is current again."""
    from tpugui.pipeline import stats
    from tpugui.pipeline.tune import TuneResult

    model = page.ctx.model
    model.load(IRIS)
    press_preview(page, qtbot)
    said = page.preview.status.text()
    assert page.preview.table_view.isEnabled() and "Out of date" not in said
    model.update({"data.validation_split": 0.3})
    assert not page.preview.table_view.isEnabled()
    assert page.preview.status.text().startswith("Out of date: the data settings changed")
    model.update({"data.validation_split": IRIS.data.validation_split})
    assert page.preview.table_view.isEnabled() and page.preview.status.text() == said
    # a tune measured for this job (its result as the tuner hands it over)
    start = {"map_parallel_calls": 1}
    best = {"map_parallel_calls": 4}
    confirm = stats.Comparison([100.0, 101.0, 99.0, 100.0, 102.0], [150.0, 151.0, 149.0, 150.0,
                               152.0], noise=0.01)  # fmt: skip
    page._task_job = model.job
    page._tune_ready(TuneResult(best, 150.0, start, 100.0, noise=0.01, confirm=confirm))
    assert page.bench.apply_tune.isEnabled() and "Out of date" not in page.bench.tune_result.text()
    model.update({"pipeline.prefetch": 3})
    assert page.bench.apply_tune.isEnabled() and "Out of date" not in page.bench.tune_result.text()
    model.update({"data.source": "digits"})  # another data set: its figures are not this one's
    assert not page.bench.apply_tune.isEnabled() and not page.bench.tune_table.isEnabled()
    assert page.bench.tune_result.text().startswith("Out of date: the data settings changed")
