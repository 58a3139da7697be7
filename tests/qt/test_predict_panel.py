"""The Training page's Predict tab (tpugui/qt/training/predict.py): a real run's model on a real
table, in a worker thread, one row per example; the run chosen in the history; problems shown in
the panel, translated, naming what is wrong. File dialogs are the one stand-in (the static
getters patched: a person's click in a dialog)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from tests.qt.conftest import open_training_window
from tests.training.helpers import make_job
from tpugui.qt.training.predict import PredictPanel
from tpugui.training import engine

sklearn = pytest.importorskip("sklearn")
IRIS = Path(sklearn.__file__).parent / "datasets" / "data" / "iris.csv"


@pytest.fixture(scope="module")
def iris_run(tmp_path_factory) -> Path:
    """A real torch run on scikit-learn's iris table (an MLP, a few epochs on the CPU)."""
    runs = tmp_path_factory.mktemp("runs")
    job = make_job(
        data={"source": "csv", "path": str(IRIS), "header": False, "skip_rows": 1},
        pipeline={"batch_size": 16},
        model={"backend": "torch", "architecture": "mlp"},
        train={"epochs": 8, "learning_rate": 0.01},
    )
    run = runs / "20261202-000000-iris"
    assert engine.run(job, None, None, run_dir=run) == "completed"
    return runs


def test_the_selected_runs_model_predicts_every_row_of_a_table(
    qtbot, tmp_path, monkeypatch, iris_run
):
    monkeypatch.setenv("TPUGUI_RUNS", str(iris_run))
    with open_training_window(qtbot, tmp_path, monkeypatch) as win:
        monkeypatch.setenv("TPUGUI_RUNS", str(iris_run))
        page = win.ctx.page("trainingPage")
        panel = page.predict_panel
        page.history.root = iris_run
        page.history.refresh()
        qtbot.waitUntil(lambda: page.history.model.rowCount() == 1, timeout=20_000)
        run = str(iris_run / "20261202-000000-iris")
        page.history.select(run)
        assert panel.run == run  # the history's selection is the panel's run
        assert not panel.predict_button.isEnabled()  # no files yet
        page.tabs.setCurrentWidget(page.predict_scroll)
        monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *a, **k: ([str(IRIS)], ""))
        panel.files_button.click()
        assert panel.predict_button.isEnabled()
        panel.predict_button.click()
        assert not panel.predict_button.isEnabled()  # busy: one prediction at a time
        qtbot.waitUntil(lambda: panel.table.rowCount() == 150, timeout=60_000)
        qtbot.waitUntil(lambda: panel.predict_button.isEnabled(), timeout=10_000)
        predicted = [int(panel.table.item(i, 1).text()) for i in range(150)]
        # iris.csv: 50 of each class in order; the model learnt most of them
        truth = [i // 50 for i in range(150)]
        assert sum(p == t for p, t in zip(predicted, truth, strict=True)) >= 120
        probs = [float(panel.table.item(i, 2).text()) for i in range(150)]
        assert all(1 / 3 <= p <= 1.0 for p in probs)
        assert "iris.csv" in panel.table.item(0, 0).text()
        assert "150" in panel.status.text()


def test_a_wrong_file_is_named_in_the_panel(qtbot, tmp_path, monkeypatch, iris_run):
    with open_training_window(qtbot, tmp_path, monkeypatch) as win:
        panel = win.ctx.page("trainingPage").predict_panel
        bad = tmp_path / "other.csv"
        bad.write_text("a,b\n1,2\n", encoding="utf-8")
        panel.set_run(str(iris_run / "20261202-000000-iris"))
        panel.set_paths([str(bad)])
        panel.predict_button.click()
        qtbot.waitUntil(lambda: "other.csv" in panel.status.text(), timeout=60_000)
        assert panel.table.rowCount() == 0
        panel.set_run(str(tmp_path))  # a folder that is no run
        panel.predict_button.click()
        qtbot.waitUntil(lambda: str(tmp_path.name) in panel.status.text(), timeout=20_000)


def test_a_finished_run_is_offered_but_never_replaces_the_persons_pick(qtbot, tmp_path):
    panel = PredictPanel()
    qtbot.addWidget(panel)
    panel.offer_run(str(tmp_path / "first"))  # a run just finished: taken
    assert panel.run == str(tmp_path / "first")
    panel.offer_run(str(tmp_path / "second"))  # the next one replaces what was offered
    assert panel.run == str(tmp_path / "second")
    panel.set_run(str(tmp_path / "picked"))  # the person picks one in the history
    panel.offer_run(str(tmp_path / "third"))
    assert panel.run == str(tmp_path / "picked")


def test_the_notes_and_a_skipped_file_are_a_line_each_in_the_persons_language(qtbot):
    """What predict did to the input and the file it could not read, under the count: a line
    each, in zh_TW in Chinese, without the error's field tag."""
    import numpy as np

    from tpugui.i18n_marks import Message
    from tpugui.inference import reading
    from tpugui.inference.predict import Prediction
    from tpugui.job_errors import job_error
    from tpugui.qt import i18n

    bad = job_error(reading.FIELD, "{file} cannot be decoded ({error})", file="d.png",
                    error="Invalid PNG.")  # fmt: skip
    pred = Prediction(
        ["a.png"], [{"prediction": 4, "probability": 0.9}], np.zeros((1, 10)), np.zeros((1, 8)),
        notes=[Message(reading.RESIZED, {"size": "8x8"})], skipped=[bad],
    )  # fmt: skip
    panel = PredictPanel()
    qtbot.addWidget(panel)
    panel.set_run("/runs/r1")
    panel._show_predictions((None, pred))
    lines = panel.status.text().splitlines()
    assert lines == [
        "1 prediction(s) by r1",
        "images of another size were resized to 8x8 pixels, the size the model reads",
        "Skipped: d.png cannot be decoded (Invalid PNG.)",
    ]
    i18n.set_language("zh_TW")
    try:
        panel._show_predictions((None, pred))
        zh = panel.status.text().splitlines()
        assert len(zh) == 3 and "8x8 像素" in zh[1] and "已略過" in zh[2], zh
        assert reading.FIELD not in zh[2] and "cannot be decoded" not in zh[2], zh
    finally:
        i18n.set_language("en")
