"""The run's callbacks, written once: their order, the one loop's lazy reads, and real small runs
of each backend showing that the NaN stop, the checkpoint cadence and the stop request are the
callbacks' (replace one and every backend changes with it)."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest

from tests.training.helpers import (
    assert_contract,
    events_of,
    make_job,
    needs,
    of_type,
    trainable_backends,
)
from tpugui.events import Emitter
from tpugui.training import callbacks, engine, loop
from tpugui.training.callbacks import Callback, CallbackList, Training
from tpugui.training.reporter import Reporter

# --- CallbackList ---------------------------------------------------------------------------


class Recorder(Callback):
    def __init__(self, name: str, calls: list[tuple[str, str, Any]]):
        self.name, self.calls = name, calls

    def on_train_begin(self, logs=None):
        self.calls.append((self.name, "train_begin", None))

    def on_epoch_begin(self, epoch, logs=None):
        self.calls.append((self.name, "epoch_begin", epoch))

    def on_train_batch_end(self, batch, logs=None):
        self.calls.append((self.name, "batch_end", (batch, None if logs is None else dict(logs))))

    def on_epoch_end(self, epoch, logs=None):
        self.calls.append((self.name, "epoch_end", epoch))

    def on_train_end(self, logs=None):
        self.calls.append((self.name, "train_end", None))


class OnlyEnd(Callback):
    def __init__(self, calls):
        self.calls = calls

    def on_train_end(self, logs=None):
        self.calls.append(("only", "train_end", None))


def _reporter(tmp_path: Path, **train: Any) -> tuple[Reporter, list[dict[str, Any]]]:
    sink: list[dict[str, Any]] = []
    job = make_job(train={"epochs": 2, **train})
    rep = Reporter(job, Emitter([sink.append]), threading.Event(), tmp_path, None)
    rep.started(backend="torch", device="CPU", replicas=1, epochs=2, steps_per_epoch=4)
    return rep, sink


def test_callback_list_calls_hooks_in_list_order_and_skips_what_is_not_overridden(tmp_path):
    rep, _ = _reporter(tmp_path)
    calls: list[tuple[str, str, Any]] = []
    cbs = CallbackList([Recorder("a", calls), OnlyEnd(calls), Recorder("b", calls)],
                       Training(rep.job, rep, steps=4))  # fmt: skip
    assert cbs._batch_end == [cbs.callbacks[0].on_train_batch_end,
                              cbs.callbacks[2].on_train_batch_end]  # fmt: skip
    assert cbs.batch_begin_hooks == []  # nobody overrides it: nothing is called a step
    cbs.on_train_begin()
    cbs.on_train_batch_end(0, {"loss": 1.0})
    cbs.on_train_end()
    assert calls == [
        ("a", "train_begin", None),
        ("b", "train_begin", None),
        ("a", "batch_end", (0, {"loss": 1.0})),
        ("b", "batch_end", (0, {"loss": 1.0})),
        ("a", "train_end", None),
        ("only", "train_end", None),
        ("b", "train_end", None),
    ]
    assert all(cb.training is cbs.training for cb in cbs.callbacks)


# --- the loop, with a step made of plain numbers ----------------------------------------------


class NumberStep(loop.Step):
    """Losses 1/step; records when each step ran and when each value was read."""

    def __init__(self, every: int, lazy: bool, early: bool, steps: int, nan_at: int = 0):
        self.every, self.lazy, self.read_early = every, lazy, early
        self.steps, self.nan_at = steps, nan_at
        self.count = 0
        self.trace: list[tuple[str, int]] = []
        self.saved: list[tuple[int, int]] = []

    def batches(self, epoch):
        return range(self.steps)

    def run_step(self, batch):
        self.count += 1
        self.trace.append(("run", self.count))
        return self.count

    def read(self, handle):
        self.trace.append(("read", handle))
        return {"loss": float("nan") if handle == self.nan_at else 1.0 / handle}

    def save(self, epoch, step):
        self.saved.append((epoch, step))


def _fit(tmp_path, step, extra=(), **train):
    rep, sink = _reporter(tmp_path, **train)
    calls: list[tuple[str, str, Any]] = []
    training = Training(rep.job, rep, steps=step.steps, save=step.save)
    cbs = [*callbacks.standard(rep.job, _NoWriter()), Recorder("r", calls), *extra]
    loop.fit(step, training, cbs)
    return rep, sink, calls, training


class _NoWriter:
    def scalar(self, *a): ...
    def scalars(self, *a): ...
    def flush(self): ...
    def close(self): ...


def test_lazy_reads_come_in_batch_order_and_only_at_report_steps(tmp_path):
    step = NumberStep(every=3, lazy=True, early=True, steps=7)
    rep, sink, calls, training = _fit(tmp_path, step)
    # read before the next step runs: step 3's value after step 4's batch arrived
    assert step.trace[:6] == [("run", 1), ("run", 2), ("run", 3), ("read", 3), ("run", 4),
                              ("run", 5)]  # fmt: skip
    ends = [c[2] for c in calls if c[1] == "batch_end"][:7]
    assert [b for b, _ in ends] == list(range(7))  # every batch, in order
    assert [b for b, logs in ends if logs is not None] == [2, 5, 6]  # steps 3, 6 and the last
    batches = of_type(sink, "batch_end")
    assert [b["step"] for b in batches] == [3, 6, 7, 9, 12, 14]  # the global step's multiples
    assert batches[0]["logs"]["loss"] == pytest.approx(1 / 3) and "lr" in batches[0]["logs"]
    assert training.step == 14 and training.epochs_done == 2
    assert step.saved == [(1, 7), (2, 14)]  # checkpoint_every = 1: every whole epoch

    late = NumberStep(every=1, lazy=True, early=False, steps=3)
    _fit(tmp_path / "late", late)
    # read after the next step was dispatched: the device never waits for the host
    assert late.trace[:5] == [("run", 1), ("run", 2), ("read", 1), ("run", 3), ("read", 2)]


def test_a_stop_request_ends_after_the_step_and_keeps_the_weights(tmp_path):
    class StopAt(Callback):
        def on_train_batch_end(self, batch, logs=None):
            if self.training.step == 5:
                self.training.rep.stop_event.set()

    step = NumberStep(every=1, lazy=False, early=True, steps=4)
    rep, sink, calls, training = _fit(tmp_path, step, extra=[StopAt()], checkpoint_every=0)
    assert [b["step"] for b in of_type(sink, "batch_end")] == [1, 2, 3, 4, 5, 6]
    # StopRequest ran before StopAt (the list's order): it sees the request one step later
    assert step.saved == [(1, 6)]  # one whole epoch, step 6
    assert ("r", "train_end", None) in calls


def test_a_run_resumed_from_a_mid_epoch_checkpoint_trains_only_that_epochs_rest(tmp_path):
    """A preemption or a Stop saves after its current step (step 6 of 4-step epochs: one whole
    epoch and two steps of the second); the resumed run trains steps 7 and 8 and ends the
    second epoch there, as an uninterrupted run would (until this, it trained a whole
    fresh epoch: steps 7 to 10)."""
    rep, sink = _reporter(tmp_path / "resumed")
    step = NumberStep(every=1, lazy=False, early=True, steps=4)
    training = Training(rep.job, rep, steps=4, start_epoch=1, start_step=6, save=step.save)
    loop.fit(step, training, [*callbacks.standard(rep.job, _NoWriter())])
    assert [b["step"] for b in of_type(sink, "batch_end")] == [7, 8]
    assert [e["epoch"] for e in of_type(sink, "epoch_end")] == [2]
    assert training.step == 8 and training.epochs_done == 2
    assert step.saved == [(2, 8)]
    assert step.count == 2

    # at an epoch's boundary nothing is skipped: the next epoch is whole
    rep, sink = _reporter(tmp_path / "whole", epochs=3)
    step = NumberStep(every=1, lazy=False, early=True, steps=4)
    training = Training(rep.job, rep, steps=4, start_epoch=1, start_step=4, save=step.save)
    loop.fit(step, training, [*callbacks.standard(rep.job, _NoWriter())])
    assert [b["step"] for b in of_type(sink, "batch_end")] == [5, 6, 7, 8, 9, 10, 11, 12]


def test_nan_stop_fails_the_run_at_the_reported_step(tmp_path):
    step = NumberStep(every=2, lazy=True, early=True, steps=10, nan_at=4)
    rep, sink, _, _ = _fit(tmp_path, step)
    assert [b["step"] for b in of_type(sink, "batch_end")] == [2, 4]
    assert of_type(sink, "batch_end")[-1]["logs"]["loss"] == "nan"
    assert rep.failure.startswith("loss became NaN at step 4;")
    assert step.saved == []  # NaN weights are not kept
    quiet = NumberStep(every=2, lazy=True, early=True, steps=10, nan_at=4)
    rep, sink, _, _ = _fit(tmp_path / "off", quiet, stop_on_nan=False)
    assert rep.failure is None and len(of_type(sink, "batch_end")) == 10


class VotingStep(NumberStep):
    """Ranks that agree: a vote at each report step, the agreed answer read with the report."""

    agreed = True

    def __init__(self, *args, stop_from: int, **kwargs):
        super().__init__(*args, **kwargs)
        self.stop_from, self.votes, self.last_vote = stop_from, [], 0

    def vote(self, training):
        self.votes.append(self.count)
        self.last_vote = self.count

    def voted(self):
        return self.last_vote >= self.stop_from


def test_agreeing_ranks_stop_on_their_vote_only(tmp_path):
    class WishAt2(Callback):  # this rank alone wants to stop: the others must not be left behind
        def on_train_batch_end(self, batch, logs=None):
            if self.training.step == 2:
                self.training.stop_training = True

    step = VotingStep(3, True, True, 10, stop_from=6)
    _, sink, _, _ = _fit(tmp_path, step, extra=[WishAt2()], checkpoint_every=0)
    assert step.votes == [3, 6]  # at report steps only
    assert [b["step"] for b in of_type(sink, "batch_end")] == [3, 6]
    assert step.count == 6  # the vote of step 6 was read before step 7 ran


def test_input_wait_and_step_seconds_come_with_the_reports(tmp_path):
    step = NumberStep(every=2, lazy=False, early=True, steps=4)
    _, sink, _, _ = _fit(tmp_path, step)
    for b in of_type(sink, "batch_end"):
        assert 0 <= b["input_s"] <= b["step_s"]


# --- real runs: the same callbacks under every backend -------------------------------------

BACKENDS = trainable_backends(pytest.mark.slow)


def _diverging(backend: str, **train: Any):
    return make_job(
        model={"backend": backend, "architecture": "cnn"},
        train={"epochs": 2, "steps_per_epoch": 8, "optimizer": "sgd", "learning_rate": 10.0,
               "checkpoint_every": 0, **train},
        pipeline={"normalize": "none"},
    )  # fmt: skip


@pytest.mark.parametrize("backend", BACKENDS)
def test_the_nan_stop_is_the_callbacks_under_every_backend(tmp_path, monkeypatch, backend):
    needs(backend)
    job = _diverging(backend)
    seen: list[int] = []
    real = callbacks.NanStop.on_train_batch_end

    def spied(self, batch, logs=None):
        if logs is not None:
            seen.append(self.training.step)
        real(self, batch, logs)

    monkeypatch.setattr(callbacks.NanStop, "on_train_batch_end", spied)
    assert engine.run(job, None, None, run_dir=tmp_path / "a") == "failed"
    records = events_of(tmp_path / "a")
    assert_contract(records)
    bad = [b for b in of_type(records, "batch_end") if isinstance(b["logs"]["loss"], str)]
    assert bad, "the loss never became NaN/inf: the test would prove nothing"
    first = bad[0]["step"]
    assert first in seen and seen[-1] == records[-1]["step"] <= first + 1  # (JAX: one in flight)
    assert f"at step {first};" in records[-1]["error"]

    # without the callback, the same job runs to its end: nothing else stops it
    monkeypatch.setattr(callbacks.NanStop, "on_train_batch_end", Callback.on_train_batch_end)
    monkeypatch.setattr(callbacks.NanStop, "on_epoch_end", Callback.on_epoch_end)
    assert engine.run(job, None, None, run_dir=tmp_path / "b") == "completed"
    assert of_type(events_of(tmp_path / "b"), "batch_end")[-1]["step"] == 16


@pytest.mark.parametrize("backend", BACKENDS)
def test_checkpoint_cadence_and_stop_are_the_callbacks_under_every_backend(
    tmp_path, monkeypatch, backend
):
    needs(backend)
    job = make_job(
        model={"backend": backend, "architecture": "mlp"},
        train={"epochs": 3, "steps_per_epoch": 4, "checkpoint_every": 2},
    )
    assert engine.run(job, None, None, run_dir=tmp_path / "a") == "completed"
    got = [(c["epoch"], c["step"]) for c in of_type(events_of(tmp_path / "a"), "checkpoint")]
    assert got == [(2, 8), (3, 12)]

    class StopAtStep6(Callback):  # a stop request made by a callback of the run
        def on_train_batch_end(self, batch, logs=None):
            if self.training.step >= 6:
                self.training.rep.stop_event.set()

    standard = callbacks.standard

    def with_stop(job, writer):  # right after Steps (it counts), before StopRequest
        steps, *rest = standard(job, writer)
        return [steps, StopAtStep6(), *rest]

    monkeypatch.setattr(callbacks, "standard", with_stop)
    assert engine.run(job, None, threading.Event(), run_dir=tmp_path / "b") == "stopped"
    records = events_of(tmp_path / "b")
    assert_contract(records)
    last = of_type(records, "batch_end")[-1]["step"]
    assert last == (7 if backend == "jax" else 6)  # JAX: and the step in flight
    # the stop keeps the weights: one whole epoch, the last step
    assert [(c["epoch"], c["step"]) for c in of_type(records, "checkpoint")] == [(1, last)]
