"""Tune batch… and Faster… agree with Advice and pre-flight (issue 43): their one-click result,
written into the job, is a job the Pipeline page's Advice says nothing about the batch of and
that pre-flight (``engine.check``, what Start runs) accepts. Over the demo job, a 178-row CSV
with 30 % held out (125 training examples: the finding was a batch of 152) and an images
folder. The trials' child is a stand-in (memory grows with the batch, every size fits, the
larger is the faster), so the search climbs as far as the data let it: the facts decide.
"""

from __future__ import annotations

import pytest

from tests.training.helpers import ROOT
from tpugui.job import Job, load_job
from tpugui.pipeline import advice, batching
from tpugui.sources.table_summary import summarize
from tpugui.training import engine
from tpugui.training.preflight import Machine
from tpugui.tuning import faster
from tpugui.tuning.batch_fit import fit_batch

DEMO = ROOT / "examples" / "demo.toml"


def _child(spec: dict) -> dict:
    """Every size fits (memory a line in the batch); examples/s grow with the batch."""
    per = spec["per_replica"]
    if spec["mode"] == "compile":
        return {"bytes": 1_000_000 + 10_000 * per}
    return {"bytes": 1_000_000 + 10_000 * per, "rates": [100.0 * per] * 10,
            "losses": [1.0] * 10, "device": "cpu"}  # fmt: skip


def _demo(tmp_path) -> tuple[Job, object, int]:
    return load_job(DEMO), DEMO.parent, 1438  # 1,797 digits less the 20 % held out


def _csv(tmp_path) -> tuple[Job, object, int]:
    rows = [f"{i % 7},{(i * 3) % 11},{'ab'[i % 2]}" for i in range(178)]
    (tmp_path / "t.csv").write_text("x,z,kind\n" + "\n".join(rows) + "\n", encoding="utf-8")
    job = Job.from_dict({"name": "t", "data": {"source": "csv", "path": "t.csv",
                                               "validation_split": 0.3},
                         "model": {"architecture": "mlp"}})  # fmt: skip
    return job, tmp_path, 125  # 178 less round(53.4)


def _images(tmp_path) -> tuple[Job, object, int]:
    from PIL import Image

    for c, name in enumerate(("cat", "dog")):
        (tmp_path / "photos" / name).mkdir(parents=True)
        for i in range(100):
            Image.new("RGB", (8, 8), (c * 200, i, 0)).save(tmp_path / "photos" / name / f"{i}.png")
    (tmp_path / "photos" / "cat" / "notes.txt").write_text("not an image")
    job = Job.from_dict({"name": "i", "data": {"source": "images", "path": "photos",
                                               "image_size": [8, 8], "validation_split": 0.2},
                         "model": {"architecture": "mlp"}})  # fmt: skip
    return job, tmp_path, 160  # 200 images less the 20 % held out (the text file is no image)


CASES = {"demo": _demo, "csv": _csv, "images": _images}


def _page_count(job: Job, base) -> int | None:
    """The training examples the Pipeline page's Advice is given: the source's own count, a
    table's Preview rows (read as a run reads them)."""
    if job.data.source == "csv":
        return summarize(job, base).train_rows
    return advice.cheap_facts(job, base_dir=base).train_count


def _batch_said(job: Job, base, count: int) -> list[str]:
    facts = advice.cheap_facts(job, base_dir=base)
    facts.train_count = count
    return [f"{a.severity}: {a.reason}" for a in advice.advise(job, facts)
            if a.field == "batch_size" and a.severity in ("error", "warning")]  # fmt: skip


def _accepted(job: Job, base) -> None:
    engine.check(job, base, installed=lambda _module: True, machine=False)  # raises if refused


@pytest.mark.parametrize("case", list(CASES))
def test_the_counts_are_the_runs(case, tmp_path):
    """One count for all: the shared facts give the training examples the run (and the page)
    will have after the validation split."""
    job, base, train = CASES[case](tmp_path)
    counts = batching.example_counts(job, base, read=True)
    assert counts.train == train
    if case != "images":  # an images folder's page count comes from its preview (TensorFlow)
        assert _page_count(job, base) == train


@pytest.mark.parametrize("case", list(CASES))
def test_tune_batch_s_pick_is_a_job_advice_and_start_accept(case, tmp_path):
    job, base, train = CASES[case](tmp_path)
    res = fit_batch(job, base, max_memory=10**12, time_count=2, child=_child)
    assert res.pick is not None
    assert res.pick.batch <= batching.largest_batch(train)
    tuned = job.updated("pipeline.batch_size", res.pick.batch)
    assert _batch_said(tuned, base, train) == []
    _accepted(tuned, base)


@pytest.mark.parametrize(("case", "batch"), [("demo", 64), ("csv", 4), ("images", 8)])
def test_faster_s_winner_is_a_job_advice_and_start_accept(case, batch, tmp_path):
    job, base, train = CASES[case](tmp_path)
    job = job.updated("pipeline.batch_size", batch)
    res = faster.make_faster(job, base, steps=20, rounds=2, knobs=("batch",), child=_child,
                             machine=Machine())  # fmt: skip
    assert res.new_job is not None and res.new_job.pipeline.batch_size > batch
    assert _batch_said(res.new_job, base, train) == []
    _accepted(res.new_job, base)


def test_the_csv_finding(tmp_path):
    """The finding itself: 178 rows, 30 % held out; a batch of 152 is refused by pre-flight
    (not only by the run) and warned about by Advice, while the tuner offers no more than 8."""
    job, base, train = _csv(tmp_path)
    bad = job.updated("pipeline.batch_size", 152)
    assert any("152 is larger than the 125 training examples" in s
               for s in _batch_said(bad, base, train))  # fmt: skip
    with pytest.raises(ValueError, match="152 is larger than the 125 training examples"):
        _accepted(bad, base)
    res = fit_batch(job, base, max_memory=10**12, time_count=2, child=_child)
    assert [t.batch for t in res.trials] == [8]  # the job's 32 is past the data's 12: 8
