"""The Sweeps tab's "Search space…": the person ticks keys and types their values; OK writes the
job's [sweep.space] through the job model (nothing before OK, nothing but the sweep section),
and the space written is one ``tpugui sweep`` accepts; a value the schema refuses is said,
naming its key, and nothing is written."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QLineEdit

from tests.qt.test_training_page import LEFT, page_of, runs_root, window  # noqa: F401 - fixtures
from tpugui.job import Job
from tpugui.qt.training.sweep_space import entry_text, parse_entry
from tpugui.sweep import space


def _dialog(window, qtbot):  # noqa: F811
    page = page_of(window)
    page.tabs.setCurrentIndex(page.tabs.indexOf(page._sweeps_box))
    view = page.sweeps
    qtbot.waitUntil(lambda: not view.busy)
    assert view.space_button.isVisible()
    qtbot.mouseClick(view.space_button, LEFT)
    return view.space_dialog


def _row(dialog, key):
    return (dialog.findChild(QCheckBox, f"space:{key}"),
            dialog.findChild(QLineEdit, f"spaceValues:{key}"))  # fmt: skip


def test_ok_writes_the_space_the_person_chose(window, qtbot):  # noqa: F811
    model = window.ctx.model
    before = model.job.to_dict()
    changed = []
    # the window sets the device on its own as it starts: only the sweep section is watched
    model.changed.connect(lambda keys: changed.append(set(keys)) if "sweep" in keys else None)
    dialog = _dialog(window, qtbot)
    check, edit = _row(dialog, "train.learning_rate")
    check.click()
    assert check.isChecked()
    batch_check, batch_edit = _row(dialog, "pipeline.batch_size")
    batch_edit.selectAll()
    qtbot.keyClicks(batch_edit, "32, 128")  # typing ticks the row
    assert batch_check.isChecked()
    assert not changed  # nothing written before OK
    qtbot.mouseClick(dialog.ok_button, LEFT)
    assert changed == [{"sweep"}] and not dialog.isVisible()
    job = model.validated()
    assert job.sweep.space == {
        "train.learning_rate": {"low": 1e-4, "high": 1e-2, "log": True},
        "pipeline.batch_size": {"choices": [32, 128]},
    }
    dims = space.parse(job)  # what tpugui sweep reads
    assert [d.key for d in dims] == ["train.learning_rate", "pipeline.batch_size"]
    after = job.to_dict()
    after.pop("sweep")
    before.pop("sweep", None)
    for section in ("model",):  # the device the window picked as it started
        after[section].pop("device"), before[section].pop("device")
        after[section].pop("strategy"), before[section].pop("strategy")
    assert after == before  # nothing but the sweep section
    # opened again, the dialog shows what the job holds
    again = _dialog(window, qtbot)
    c, e = _row(again, "pipeline.batch_size")
    assert c.isChecked() and e.text() == "32, 128"
    assert not _row(again, "train.optimizer")[0].isChecked()
    again.reject()


def test_a_value_the_schema_refuses_is_said_and_nothing_is_written(window, qtbot):  # noqa: F811
    model = window.ctx.model
    changed = []
    # the window sets the device on its own as it starts: only the sweep section is watched
    model.changed.connect(lambda keys: changed.append(set(keys)) if "sweep" in keys else None)
    dialog = _dialog(window, qtbot)
    check, edit = _row(dialog, "pipeline.batch_size")
    edit.selectAll()
    qtbot.keyClicks(edit, "32, -4")
    qtbot.mouseClick(dialog.ok_button, LEFT)
    assert not changed and dialog.isVisible()
    assert 'sweep.space."pipeline.batch_size"' in dialog.problems.text()
    dialog.reject()


def test_entry_text_round_trips_every_preset():
    from tpugui.qt.training.sweep_space import PRESETS

    for key, text in PRESETS.items():
        entry = parse_entry(text)
        assert parse_entry(entry_text(entry)) == entry, key
        space.parse(Job.from_dict({"name": "t", "sweep": {"space": {key: entry}}}))
    assert parse_entry("8 .. 64 step 8") == {"low": 8, "high": 64, "step": 8}
    assert parse_entry("true, false") == {"choices": [True, False]}


def test_start_sweep_runs_the_job_s_study_and_the_tab_shows_it(window, runs_root, qtbot):  # noqa: F811
    """Start sweep runs `tpugui sweep` on the job as it stands (a real child, real trials:
    JAX, the mlp, 5 steps); its trials are runs of the store and the tab shows the study."""
    model = window.ctx.model
    model.update({"model.backend": "jax", "model.architecture": "mlp", "train.epochs": 1,
                  "train.steps_per_epoch": 5, "train.sample_every": 0.0,
                  "train.checkpoint_every": 0})  # fmt: skip
    dialog = _dialog(window, qtbot)
    dialog.rows["train.learning_rate"][0].click()
    qtbot.mouseClick(dialog.ok_button, LEFT)
    sweep = model.value("sweep")
    sweep.update(pruner="none", sampler="random", study="fromwindow")
    model.update({"sweep": sweep})
    page = page_of(window)
    start = page.sweep_start
    assert start.button.isVisible() and start.button.text() == "Start sweep"
    _type(qtbot, start.spins["sweep.trials"], "2")  # the trial count and trials at a time,
    _type(qtbot, start.spins["sweep.parallel"], "2")  # typed beside Start sweep
    assert (model.value("sweep.trials"), model.value("sweep.parallel")) == (2, 2)
    with qtbot.waitSignal(start.finished, timeout=600_000) as got:
        qtbot.mouseClick(start.button, LEFT)
        assert start.button.text() == "Stop sweep"
    result = got.args[0]
    assert result["returncode"] == 0 and result["counted"] == 2, result
    assert {t["state"] for t in result["trials"]} == {"COMPLETE"}
    assert all((runs_root / t["run_id"]).is_dir() for t in result["trials"])
    qtbot.waitUntil(lambda: page.sweeps.table.rowCount() == 2, timeout=30_000)
    assert page.sweeps.chooser.currentText() == "fromwindow"
    qtbot.waitUntil(lambda: start.button.text() == "Start sweep")  # its task's done, after
    # what Start sweep again would do is said: the study has its trials
    assert start.status.text() == "Study fromwindow has 2 of its 2 trials; raise Trials to run more"


def _type(qtbot, spin, text):
    spin.setFocus()
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, text)
    qtbot.keyClick(spin, Qt.Key.Key_Return)


STOPPABLE = """#!/bin/sh
# a stand-in sweep that ignores SIGINT (as under nohup or &) and ends, as tpugui sweep does,
# once its --stop-file appears (and the test lets it go)
trap '' INT
while [ $# -gt 0 ]; do [ "$1" = --stop-file ] && stop="$2"; shift; done
while [ ! -e "$stop" ]; do sleep 0.05; done
touch "{saw}"
while [ ! -e "{release}" ]; do sleep 0.05; done
exit 130
"""


def test_stop_sweep_stops_a_sweep_that_ignores_sigint_and_says_so_until_it_has(
    window,  # noqa: F811
    qtbot,
    tmp_path,
    monkeypatch,
):
    model = window.ctx.model
    page = page_of(window)
    page.tabs.setCurrentIndex(page.tabs.indexOf(page._sweeps_box))
    start = page.sweep_start
    assert start.spins["sweep.trials"].value() == 20  # the job has no [sweep]: its default
    _type(qtbot, start.spins["sweep.trials"], "0")  # out of range: said, naming the field
    assert start.status.text() == "Trials: 0 is outside the allowed range, 1 to 100,000"
    _type(qtbot, start.spins["sweep.trials"], "7")  # typed: the job's [sweep] has it
    assert model.value("sweep.trials") == 7 and not start.status.isVisible()
    model.update({"sweep": {**model.value("sweep"), "study": "stopped",
                            "space": {"train.learning_rate": {"low": 1e-3, "high": 1e-1}}}})  # fmt: skip
    assert start.spins["sweep.trials"].value() == 7
    fake = tmp_path / "python"
    saw, release = tmp_path / "saw-stop", tmp_path / "release"
    fake.write_text(STOPPABLE.format(saw=saw, release=release))
    fake.chmod(0o755)
    monkeypatch.setattr(page.local, "python_for", lambda _backend: str(fake))
    qtbot.mouseClick(start.button, LEFT)
    assert start.button.text() == "Stop sweep" and "started" in start.status.text()
    assert not start.spins["sweep.trials"].isEnabled()  # the sweep runs the job as started
    with qtbot.waitSignal(start.finished, timeout=60_000) as got:
        qtbot.mouseClick(start.button, LEFT)
        qtbot.waitUntil(saw.exists, timeout=30_000)  # the sweep saw its stop file
        # the study re-read meanwhile does not hide that the sweep is stopping
        start._refresh()
        qtbot.waitUntil(lambda: not page.sweeps.busy)
        assert start.status.text() == "Stopping the sweep and its trials' runs…"
        assert not start.button.isEnabled() and start.task is not None
        release.touch()
    assert got.args[0]["stopped"] and got.args[0]["returncode"] == 130
    qtbot.waitUntil(lambda: start.button.text() == "Start sweep" and start.button.isEnabled())
    assert start.status.text() == "The sweep was stopped; Start sweep resumes it"
    assert start.spins["sweep.trials"].isEnabled()


def test_a_running_sweep_says_how_many_of_its_trials_finished_and_the_time_left(
    window,  # noqa: F811
    qtbot,
    tmp_path,
    monkeypatch,
):
    """Issue 43: a sweep, like every wait over a second, says how far it is: each re-read of
    its study while it runs counts the trials finished against those asked for, and the time
    left at the pace of the trials this sweep finished (a still clock: no wall time)."""
    from pathlib import Path

    from tpugui.sweep.records import TrialRow
    from tpugui.sweep.studies import StudyView

    model = window.ctx.model
    page = page_of(window)
    start = page.sweeps and page.sweep_start
    model.update({"sweep": {"study": "paced", "trials": 7,
                            "space": {"train.learning_rate": {"low": 1e-3, "high": 1e-1}}}})  # fmt: skip
    assert model.valid, model.problems
    fake = tmp_path / "python"
    saw, release = tmp_path / "saw-stop", tmp_path / "release"
    fake.write_text(STOPPABLE.format(saw=saw, release=release))
    fake.chmod(0o755)
    monkeypatch.setattr(page.local, "python_for", lambda _backend: str(fake))
    now = [100.0]
    start.clock = lambda: now[0]
    qtbot.mouseClick(start.button, LEFT)
    timer = start.timer
    timer.stop()  # the re-reads are driven here

    def read(states: list[str]) -> None:
        rows = [TrialRow(i, {}, None, s) for i, s in enumerate(states)]
        start.view.view = StudyView("paced", Path(tmp_path), "val_loss", "minimize", trials=rows)
        start.view.loaded.emit()

    read(["COMPLETE", "RUNNING"])  # one finished before this Start (a resumed study)
    assert start.status.text() == "Sweep paced: 1 of 7 trials finished"
    now[0] = 160.0
    read(["COMPLETE", "COMPLETE", "PRUNED", "RUNNING"])  # two in 60 s: 30 s each, 4 left
    assert start.status.text() == "Sweep paced: 3 of 7 trials finished, about 2:00 left"
    with qtbot.waitSignal(start.finished, timeout=60_000):
        qtbot.mouseClick(start.button, LEFT)
        qtbot.waitUntil(saw.exists, timeout=30_000)
        read(["COMPLETE"] * 4)  # stopping: the count no longer speaks over it
        assert start.status.text() == "Stopping the sweep and its trials' runs…"
        release.touch()
