"""The tuners' progress (issue 43): each search says how many trials it plans before the first
("at most N" where it may end sooner) and again as the plan shrinks, never fewer than it then
runs; each trial is counted against the plan, with the time left from the mean time a finished
trial took; ``--json`` carries the count in every progress line and the terminal says "trial i
of n". The searches run with the children of their own tests (stand-ins for the trial
processes, which the real runs in test_cli_tune.py and test_faster.py cover)."""

from __future__ import annotations

import json

import pytest

from tests.tuning.test_batch_mfu import DEMO
from tests.tuning.test_batch_mfu import _job as demo_job
from tests.tuning.test_faster import _search, _torch_mlp
from tpugui.cli import tune as tune_cli
from tpugui.tuning import faster, progress
from tpugui.tuning.batch_fit import MAX_FIT_TRIALS, fit_batch
from tpugui.tuning.progress import Count, Plan


class Heard:
    """A search's ``progress``: the plans as (trials done then, total, at most), the trials."""

    def __init__(self):
        self.plans: list[tuple[int, int, bool]] = []
        self.trials: list[str] = []

    def __call__(self, kind, item):
        if kind == "plan":
            self.plans.append((len(self.trials), item.total, item.at_most))
        else:
            self.trials.append(kind)

    def check_bounds(self) -> None:
        """Said before the first trial; each plan at least what then ran; never growing."""
        assert self.plans and self.plans[0][0] == 0
        totals = [total for _done, total, _most in self.plans]
        assert all(t >= len(self.trials) for t in totals), (totals, len(self.trials))
        assert totals == sorted(totals, reverse=True), totals


def test_count_and_time_left_from_the_mean_trial():
    now = [100.0]
    count = Count(clock=lambda: now[0])
    assert count.left() is None and progress.count_words(count) == "trial 0"
    count.planned(Plan(8))
    now[0] += 10
    count.ended()
    now[0] += 10
    count.ended()
    assert count.left() == pytest.approx(60.0)  # 10 s a trial × 6 left
    assert progress.count_words(count) == "trial 2 of 8, about 1:00 left"
    count.planned(Plan(13, at_most=True))
    assert progress.count_words(count) == "trial 2 of at most 13, at most about 1:50 left"
    fields = json.loads(progress.line("plan", Plan(13, True), count)[len(progress.PREFIX) :])
    assert fields == {"kind": "plan", "total": 13, "at_most": True, "trial": 2,
                      "elapsed_s": 20.0}  # fmt: skip
    count.planned(Plan(1))  # a plan below what ran grows to it at the next trial
    count.ended()
    assert count.total == 3 and progress.count_words(count) == "trial 3 of 3"
    assert progress.seconds_left(0, 8, 5.0) is None and progress.seconds_left(4, 8, 8.0) == 8.0
    assert progress.clock_text(3723) == "1:02:03"


@pytest.mark.parametrize(
    ("speed", "loss", "knobs"),
    [
        ({("model.precision", "mixed_bfloat16"): 1.5, ("pipeline.batch_size", 4): 1.4}, {},
         ("batch", "precision")),
        ({("model.precision", "mixed_bfloat16"): 0.5}, {}, ("batch", "precision")),
        ({("model.precision", "mixed_bfloat16"): 0.5}, {}, ("precision",)),
        ({}, {}, ("batch", "precision")),
    ],
)  # fmt: skip
def test_faster_plans_at_most_what_it_runs_and_shrinks(tmp_path, speed, loss, knobs):
    job, b = _torch_mlp(tmp_path)
    speed = {(k, b * v if k == "pipeline.batch_size" else v): f for (k, v), f in speed.items()}
    heard = Heard()
    res, child = _search(job, speed=speed, loss=loss, knobs=knobs, progress=heard)
    assert len(heard.trials) == child.calls  # every trial heard, once
    heard.check_bounds()
    assert all(most for _d, _t, most in heard.plans)  # the pick may leave its race early
    # by the end the plan is over what ran by no more than the rounds a pick's race can skip
    # (it runs round 1 at least; a pick cannot be had: none planned)
    assert heard.plans[-1][1] - len(heard.trials) <= 2 * (3 - 1)
    assert res.baseline.rates


def test_take_back_bound_counts_each_pass_and_its_close_call():
    assert faster.take_back_bound(1, 1) == 0 and faster.take_back_bound(3, 0) == 0
    assert faster.take_back_bound(2, 2) == 2 + 2  # one pass: both, a close call
    assert faster.take_back_bound(3, 3) == (3 + 2) + (2 + 2)
    assert faster.take_back_bound(3, 1) == 1 + 2  # one tried, then none left to try


def test_batch_plans_at_most_its_fit_trials_then_says_the_exact_count():
    """A measured search (torch: each fit trial is its own timing): "at most 10" first, then
    exactly the fit trials it ran once the search has ended."""

    def child(spec):
        return {"bytes": spec["per_replica"] * 1000, "rates": [10.0, 20.0, 30.0, 40.0]}

    heard = Heard()
    res = fit_batch(demo_job(), DEMO.parent, max_memory=300_000, child=child, progress=heard)
    heard.check_bounds()
    assert heard.plans[0] == (0, MAX_FIT_TRIALS, True)
    assert heard.plans[-1] == (len(res.trials), len(res.trials), False)
    assert len(heard.trials) == len(res.trials)


def test_a_compiled_batch_search_plans_its_timings_too(monkeypatch):
    """Where the step is compiled (JAX), the up-to-3 timings are trials of their own: planned
    as at most 10 + 3, then exactly the fit trials and the sizes to time."""
    from tpugui import backends

    real = backends.get("torch")
    monkeypatch.setattr(backends, "get", lambda _name: _Compiled(real))

    def child(spec):
        if spec["mode"] == "compile":
            return {"bytes": spec["per_replica"] * 1000}
        return {"rates": [10.0, 20.0, 30.0, 40.0]}

    heard = Heard()
    res = fit_batch(demo_job(), DEMO.parent, max_memory=300_000, child=child, progress=heard)
    heard.check_bounds()
    assert heard.plans[0] == (0, MAX_FIT_TRIALS + 3, True)
    ran = len(res.trials) + len(res.timed)
    assert heard.plans[-1] == (len(res.trials), ran, False) and len(heard.trials) == ran
    assert res.timed and heard.trials[-1] == "time"


class _Compiled:
    """A backend that compiles its step to size it (as JAX's does); otherwise the real one."""

    fit_compile = "compiled"

    def __init__(self, real):
        self._real = real

    def __getattr__(self, name):
        return getattr(self._real, name)


def test_the_terminal_and_json_lines_count_each_trial(capsys):
    """``tpugui tune``'s progress: in words "trial i of n" on the terminal, the count in each
    ``--json`` line on stderr."""
    trial = type("T", (), {})()
    for k, v in {"batch": 64, "per_replica": 64, "fits": True, "how": "measured", "bytes": 5,
                 "examples_per_sec": 9.0, "mfu": None, "error": ""}.items():  # fmt: skip
        setattr(trial, k, v)
    said = []
    now = [0.0]
    count = Count(clock=lambda: now[0])
    heard = tune_cli._counted(lambda kind, t, words: said.append(words), False, count)
    heard("plan", Plan(4, at_most=True))
    now[0] = 20.0
    heard("fit", trial)
    assert said == ["trial 1 of at most 4, at most about 1:00 left"]
    heard = tune_cli._counted(None, json_lines=True)
    heard("plan", Plan(4, at_most=True))
    heard("fit", trial)
    lines = [progress.parse(ln) for ln in capsys.readouterr().err.splitlines()]
    assert lines[0]["kind"] == "plan" and lines[0]["total"] == 4 and lines[0]["at_most"]
    assert lines[1]["kind"] == "fit" and lines[1]["trial"] == 1 and lines[1]["total"] == 4
    assert lines[1]["per_replica"] == 64 and "elapsed_s" in lines[1]
