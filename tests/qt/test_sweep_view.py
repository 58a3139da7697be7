"""The Training page's Sweeps tab over a real Optuna journal in the run store (written with
tpugui.sweep's own storage and space, trials asked and told as the sweep's driver does), and
the "Tune batch…" dialog: its one click writes the batch and the learning rate, nothing else."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QTableWidget

from tests.qt.test_training_page import LEFT, page_of, runs_root, window, write_run  # noqa: F401 - fixtures
from tpugui.job import Job
from tpugui.qt.training import sweeps as sweeps_mod
from tpugui.qt.training.tune_batch import TuneBatchDialog, run_tune, tune_batch_argv
from tpugui.sweep import driver, space, storage
from tpugui.sweep.studies import list_studies, load_study

SPACE = {
    "train.learning_rate": {"low": 1e-4, "high": 1e-1, "log": True},
    "pipeline.batch_size": {"choices": [32, 64, 128]},
}


def make_study(root, name="lr-batch"):
    """A study as ``tpugui sweep`` leaves it: 3 complete trials, 1 pruned, 1 failed, 1 running;
    trial 0's run folder is real."""
    import optuna
    from optuna.trial import TrialState

    job = Job.from_dict({"name": name, "sweep": {"space": SPACE}})
    dims = space.parse(job)
    where = storage.locate(job, name, root)
    study = optuna.create_study(
        storage=storage.open_storage(where),
        study_name=name,
        direction="minimize",
        sampler=optuna.samplers.RandomSampler(seed=0),
    )
    study.set_user_attr("space", json.dumps({d.key: d.as_dict() for d in dims}, sort_keys=True))
    study.set_user_attr("metric", "val_loss")
    values = [0.5, 0.2, 0.9, None, None, None]
    for n, v in enumerate(values):
        trial = study.ask()
        for d in dims:
            d.suggest(trial)
        run = write_run(root, f"{name}-trial{n}", 4) if n == 0 else root / f"{name}-trial{n}"
        trial.set_user_attr(driver.RUN_DIR, str(run))
        trial.set_user_attr(driver.RUN_ID, run.name)
        if v is not None:
            study.tell(trial, v)
        elif n == 3:
            trial.report(0.8, 1)
            study.tell(trial, state=TrialState.PRUNED)
        elif n == 4:
            trial.set_user_attr(driver.ERROR, "the run ended failed: boom")
            study.tell(trial, state=TrialState.FAIL)
    return where.journal


def test_studies_are_listed_and_read_without_writing(runs_root):  # noqa: F811
    journal = make_study(runs_root)
    before = journal.read_bytes()
    assert [s.name for s in list_studies(runs_root)] == ["lr-batch"]
    view = load_study(journal)
    assert journal.read_bytes() == before  # read only
    assert [t.state for t in view.trials] == [
        "COMPLETE", "COMPLETE", "COMPLETE", "PRUNED", "FAIL", "RUNNING"
    ]  # fmt: skip
    assert view.trials[3].value == 0.8  # a pruned trial's last report
    assert view.best.number == 1 and view.metric == "val_loss"
    assert view.is_log("train.learning_rate") and not view.is_log("pipeline.batch_size")
    assert set(view.keys) == set(SPACE)
    assert view.dashboard_command() == f"optuna-dashboard {journal.resolve()}"


def test_the_sweeps_tab_shows_the_study(window, qtbot, runs_root, monkeypatch):  # noqa: F811
    journal = make_study(runs_root)
    page = page_of(window)
    view = page.sweeps
    with qtbot.waitSignal(view.loaded, timeout=20_000):
        page.tabs.setCurrentIndex(
            page.tabs.indexOf(page._sweeps_box)
        )  # the tab reads when it is shown
    qtbot.waitUntil(lambda: not view.busy)
    chooser = view.findChild(QComboBox, "sweepStudy")
    assert chooser.currentText() == "lr-batch"
    table = view.findChild(QTableWidget, "sweepTrials")
    assert table.rowCount() == 6
    heads = [table.horizontalHeaderItem(j).text() for j in range(table.columnCount())]
    assert heads[2] == "val_loss" and set(SPACE) <= set(heads) and heads[-1] == "Run"
    # sortable by value: the best first, blanks (the unfinished) last
    table.sortByColumn(2, Qt.SortOrder.AscendingOrder)
    assert [table.item(r, 0).text() for r in range(3)] == ["1", "0", "3"]
    assert table.item(5, 2).text() == ""
    assert "Best so far: trial 1" in view.best_label.text()
    assert "val_loss 0.2" in view.best_label.text()
    # one line per complete trial, the best among them
    assert sorted(view.parallel.numbers) == [0, 1, 2]
    assert len(view.parallel.curves) == 3
    assert view.parallel.axis_names[-1] == "val_loss"
    assert "learning_rate (log)" in view.parallel.axis_names
    for curve in view.parallel.curves:
        _x, y = curve.getData()
        assert len(y) == 3 and all(0 <= v <= 1 for v in y)
    # the dashboard: what it would run, said (and copied), nothing started
    monkeypatch.setattr(sweeps_mod, "dashboard_available", lambda: True)
    assert f"optuna-dashboard {journal.resolve()}" in view.dashboard_text()
    view.show_dashboard()
    assert "optuna-dashboard" in view.best_label.text()
    # double-clicking trial 0 opens its run's plots
    row = next(r for r in range(table.rowCount()) if table.item(r, 0).text() == "0")
    with qtbot.waitSignal(view.open_requested, timeout=5_000) as got:
        view._double_clicked(table.model().index(row, 0))
    assert got.args == [str(runs_root / "lr-batch-trial0")]
    qtbot.waitUntil(lambda: page.current is not None and page.current.name == "lr-batch-trial0")


def test_an_empty_store_says_how_to_start_a_study(window, qtbot):  # noqa: F811
    page = page_of(window)
    with qtbot.waitSignal(page.sweeps.loaded, timeout=20_000):
        page.tabs.setCurrentIndex(page.tabs.indexOf(page._sweeps_box))
    qtbot.waitUntil(lambda: not page.sweeps.busy)
    assert "tpugui sweep" in page.sweeps.best_label.text()
    assert page.sweeps.table.rowCount() == 0


CANNED = {
    "trials": [
        {"batch": 256, "per_replica": 256, "fits": True, "bytes": 2**28, "how": "compiled"},
        {
            "batch": 512,
            "per_replica": 512,
            "fits": False,
            "bytes": 2**30,
            "how": "compiled",
            "error": "does not fit",
        },
    ],  # fmt: skip
    "timed": [{"batch": 256, "per_replica": 256, "fits": True, "examples_per_sec": 9000.0}],
    "pick": {"batch": 256, "per_replica": 256, "fits": True, "examples_per_sec": 9000.0},
    "limit": 2**29,
    "limit_source": "--max-memory",
    "headroom": 0.1,
    "replicas": 1,
    "measured_by": "compiled",
    "job_batch": 128,
    "learning_rate": 0.001,
    "scaled_learning_rate": 0.0014142135623730952,
    "lr_rule": "sqrt",
    "notes": [],
}


def test_use_writes_the_batch_and_the_learning_rate_and_nothing_else(window, qtbot):  # noqa: F811
    """With "Also scale the learning rate" ticked (off at first: tests/qt/test_tune_apply.py)."""
    page = page_of(window)
    model = window.ctx.model
    before = model.job.to_dict()
    changed = []
    model.changed.connect(lambda keys: changed.append(set(keys)))
    dialog = page.tune.show(CANNED)
    assert isinstance(dialog, TuneBatchDialog)
    assert dialog.findChild(QTableWidget, "tuneBatchTrials").rowCount() == 2
    assert not changed  # shown, nothing written
    dialog.lr_box.setChecked(True)
    assert dialog.use_button.text() == "Use batch 256 and learning rate 0.00141"
    qtbot.mouseClick(dialog.use_button, LEFT)
    assert changed == [{"pipeline.batch_size", "train.learning_rate"}]
    after = model.job.to_dict()
    assert after["pipeline"]["batch_size"] == 256
    assert after["train"]["learning_rate"] == 0.00141
    after["pipeline"]["batch_size"] = before["pipeline"]["batch_size"]
    after["train"]["learning_rate"] = before["train"]["learning_rate"]
    assert after == before


def test_no_fit_offers_no_use(window):  # noqa: F811
    dialog = page_of(window).tune.show({**CANNED, "pick": None, "scaled_learning_rate": None})
    assert dialog.use_button is None


def test_the_child_is_cancelled_with_its_process_group(tmp_path):
    """A cancelled tune ends its child at once (a stand-in Python that never ends)."""
    import threading

    fake = tmp_path / "python"
    fake.write_text("#!/bin/sh\nexec sleep 600\n")
    fake.chmod(0o755)
    stop = threading.Event()
    threading.Timer(0.5, stop.set).start()
    assert run_tune(None, stop, str(fake), Job(name="t"), tmp_path) is None
    argv = tune_batch_argv("py", tmp_path / "j.toml", tmp_path, 2**30)
    assert argv[1:5] == ["-m", "tpugui", "tune", "batch"] and "--json" in argv
    assert argv[-2:] == ["--max-memory", str(2**30)]
