"""The Training page's "Faster…" ("make this job faster"): the dialog shows what ``tpugui tune
faster --json`` says (here the JSON of a real search whose trials' measurements are given, so
the contract between the command and the dialog is the real one), and only its one click
writes the winner's keys into the job — nothing else, and nothing before the click."""

from __future__ import annotations

import json
import threading

from PySide6.QtWidgets import QLabel, QTableWidget

from tests.qt.test_training_page import LEFT, page_of, runs_root, window  # noqa: F401 - fixtures
from tests.tuning.test_faster import BF16_CPU, _fake_child
from tpugui.job import Job
from tpugui.qt.training.tune_batch import run_tune, tune_batch_argv
from tpugui.qt.training.tune_faster import TuneFasterDialog
from tpugui.tuning import faster


def _result(job, speed, knobs=("batch",)):
    res = faster.make_faster(job, None, steps=20, rounds=3, knobs=knobs,
                             child=_fake_child(speed, {}), machine=BF16_CPU)  # fmt: skip
    return json.loads(json.dumps(res.as_dict()))  # as the child prints it


def largest_batch(job) -> int:
    """The largest batch Faster… tries for ``job`` (the data allow no more: issue 43)."""
    from tpugui.tuning import knobs

    return max(c.job.pipeline.batch_size for c in knobs.candidates(job, None, ("batch",))[0])


def test_apply_writes_the_winner_s_keys_and_nothing_else(window, qtbot):  # noqa: F811
    page = page_of(window)
    model = window.ctx.model
    before = model.job.to_dict()
    out = _result(model.job, {("pipeline.batch_size", largest_batch(model.job)): 1.6})
    changed = []
    model.changed.connect(lambda keys: changed.append(set(keys)))
    dialog = page.faster.show(out)
    assert isinstance(dialog, TuneFasterDialog)
    table = dialog.findChild(QTableWidget, "tuneFasterCandidates")
    assert table.rowCount() == 1 + len(out["candidates"])
    assert not changed  # shown, nothing written
    keys = {d["key"] for d in out["diff"]}
    assert keys == {"pipeline.batch_size", "train.learning_rate"}
    assert "pipeline.batch_size" in dialog.findChild(object, "tuneFasterVerdict").text()
    dialog.lr_box.setChecked(True)  # off at first (tests/qt/test_tune_apply.py)
    qtbot.mouseClick(dialog.apply_button, LEFT)
    assert changed == [keys]
    after = model.job.to_dict()
    for d in out["diff"]:
        section, key = d["key"].split(".")
        assert after[section][key] == d["new"]
        after[section][key] = before[section][key]
    assert after == before


def test_nothing_faster_offers_nothing_to_apply(window):  # noqa: F811
    out = _result(page_of(window).ctx.model.job, {})
    assert out["winner"] is None
    dialog = page_of(window).faster.show(out)
    assert dialog.apply_button is None
    assert "noise" in dialog.findChild(object, "tuneFasterVerdict").text()


def test_the_button_runs_tune_faster_in_a_child_that_cancel_ends(tmp_path):
    fake = tmp_path / "python"
    fake.write_text("#!/bin/sh\nexec sleep 600\n")
    fake.chmod(0o755)
    stop = threading.Event()
    threading.Timer(0.5, stop.set).start()
    assert run_tune(None, stop, str(fake), Job(name="t"), tmp_path, None, "faster") is None
    argv = tune_batch_argv("py", tmp_path / "j.toml", tmp_path, None, "faster")
    assert argv[1:5] == ["-m", "tpugui", "tune", "faster"] and "--json" in argv


def test_the_notes_are_said_in_the_window_s_language(window):  # noqa: F811
    """tune faster's notes travel as templates and values: in zh_TW the dialog says them in
    Traditional Chinese (the change that lost round 1 left the race)."""
    from tpugui.qt import i18n

    job = page_of(window).ctx.model.job
    out = _result(job, {("model.precision", "mixed_bfloat16"): 0.5}, knobs=("precision",))
    assert any("round 1" in n for n in out["notes"])  # the CLI's JSON stays English
    i18n.set_language("zh_TW")
    try:
        dialog = TuneFasterDialog(out, page_of(window).ctx.model)
        shown = [lab.text() for lab in dialog.findChildren(QLabel)]
    finally:
        i18n.set_language("en")
    assert any("第 1 輪未比原工作快" in t for t in shown), shown
    assert not any("not faster than the job" in t for t in shown)


def test_each_trial_is_shown_as_it_ends(tmp_path):
    """The tune child's progress lines (``tpugui-progress {json}`` on stderr, as ``tpugui tune
    --json`` writes them) reach the window while it runs, each said in words. The child is a
    stand-in script that writes two such lines and a result."""
    from tpugui.qt.training.tune_action import progress_text
    from tpugui.tuning.progress import PREFIX as PROGRESS

    fake = tmp_path / "python"
    lines = [
        {"kind": "fit", "batch": 128, "fits": True, "how": "measured", "bytes": 2_500_000_000,
         "examples_per_sec": 9462.0},
        {"kind": "round", "name": "pipeline.prefetch = 4", "error": "", "round": 2,
         "examples_per_sec": 9120.0},
    ]  # fmt: skip
    said = "".join(f"echo '{PROGRESS}{json.dumps(x)}' >&2\n" for x in lines)
    fake.write_text(f"#!/bin/sh\n{said}echo 'a plain line' >&2\necho '{{\"pick\": 1}}'\n")
    fake.chmod(0o755)
    got: list = []
    result = run_tune(got.append, threading.Event(), str(fake), Job(name="t"), tmp_path, None)
    assert result == {"pick": 1} and got == lines
    assert progress_text(got[0]) == "batch 128: measured, fits, 2.50 GB, 9,462 examples/s"
    assert progress_text(got[1]) == "pipeline.prefetch = 4: round 2, 9,120 examples/s"
