"""The backend conformance suite: one set of tests over every registered backend that trains in
this Python, as Optuna runs one suite over every storage (issue 39).

The backends are the registry's, from the descriptors (``tests/training/helpers.py``:
``trainable_backends`` gives them, ``needs`` skips one whose imports this Python lacks); a new
backend's descriptor puts it under every test here. Each backend, for real on the CPU:

- trains the demo (scikit-learn's digits, the small CNN) and writes a complete run: events to
  the contract, every step, falling losses, validation, checkpoints, TensorBoard, goodput and
  its compiles; a sink that fails is dropped, not the run (one run per backend, shared by the
  tests that only read it);
- predicts with that run as it validated (``tpugui predict`` on the digits);
- stops within one step, keeps what it learned, and resumes: the step count, the optimizer
  (its schedule) and the weights (the loss) go on where they were;
- fails a diverging run at the step whose loss became NaN or inf, keeping no checkpoint, and
  trains it to its end with ``train.stop_on_nan = false``;
- is profiled while it runs in its own process (``tpugui profile``), the profile's step time
  within 25 % of the one the run logged;
- fits a batch: a batch finder's trial (its compiled step's memory where its descriptor sizes
  the step by compiling it, ``fit_compile``; the timed steps every backend runs: examples/s and
  MFU from the run's own FLOPs);
- runs the learning-rate range test's steps (its ``lr_steps``): the loss falls, then climbs,
  and the test suggests a learning rate.

Part of the suite, parametrized over ``trainable_backends`` in their own files:

- FLOPs and MFU: ``tests/training/test_flops.py``
  (``test_a_real_run_counts_its_step_near_the_closed_form_and_its_mfu_adds_up``);
- export and predict, the exported model loaded by its framework in a fresh Python:
  ``tests/inference/test_export.py`` (``test_fresh_python_gives_what_predict_gives``,
  ``test_default_folder_and_plain_lines``);
- the NaN stop, the checkpoint cadence and a stop as the run's callbacks:
  ``tests/training/test_callbacks.py``; a validation set smaller than a batch:
  ``tests/training/test_batch_rule_runs.py``.

What a backend does that the others do not stays in its own file (``test_engine_tf.py``,
``test_engine_torch.py``, ``test_engine_jax.py``: model files, JAX's 8 logical devices, ...).
The backends with an environment of their own are not here: PyTorch/XLA trains in
``.venv-xla`` (``tests/training/test_xla_launch.py``), TorchTPU only on a TPU. The batch
finder's and the range test's child processes and their command line are
``tests/tuning/test_cli_tune.py``'s; here the backend's own part runs in this process.
"""

from __future__ import annotations

import json
import math
import statistics
import threading
from pathlib import Path

import numpy as np
import pytest

from tests.profiling.test_profile_runs import _agrees, _first_step
from tests.training.helpers import (
    PY,
    assert_contract,
    assert_goodput,
    cli,
    events_of,
    make_job,
    needs,
    of_type,
    trainable_backends,
)
from tests.tuning.test_batch_mfu import DEMO
from tests.tuning.test_batch_mfu import _job as _demo_mlp
from tpugui import backends
from tpugui.cli import main
from tpugui.events import metric
from tpugui.inference.restore import restore
from tpugui.job import dumps_job, loads_job
from tpugui.runner import steps
from tpugui.training import engine
from tpugui.training.profile_capture import Annotated
from tpugui.tuning import child, lr_range
from tpugui.tuning.batch_fit import trial_job

pytestmark = pytest.mark.slow

#: digits: 1,797 examples, a fifth held out; batches of 64
STEPS_PER_EPOCH = 22
#: the backends that, resumed from a stop inside an epoch, train that epoch again from its
#: start (the step count goes on): Keras's ``fit`` starts at an epoch's beginning, so such a
#: run ends a part of an epoch later than an uninterrupted one (torch and JAX train the rest
#: of the epoch). Asserted, so that the entry goes once TensorFlow resumes inside the epoch.
EPOCH_AGAIN = {"tensorflow"}


@pytest.fixture(scope="module", params=trainable_backends())
def backend(request) -> str:
    needs(request.param)
    return request.param


@pytest.fixture(scope="module")
def demo_run(backend, tmp_path_factory) -> tuple[Path, list[dict], list[dict]]:
    """The demo trained once per backend: (run folder, its events, what a sink that failed on
    its third event got)."""
    run = tmp_path_factory.mktemp(f"demo-{backend}") / "run"
    job = make_job(
        model={"backend": backend, "architecture": "cnn"},
        train={"epochs": 3, "learning_rate": 0.003, "checkpoint_every": 2},
    )
    got: list[dict] = []

    def broken_sink(ev):  # a sink that fails must not end the run or lose events
        got.append(ev)
        if len(got) == 3:
            raise RuntimeError("the GUI went away")

    status = engine.run(job, broken_sink, threading.Event(), run_dir=run)
    records = events_of(run)
    assert status == "completed", records[-1]
    return run, records, got


def test_learns_the_demo_and_writes_a_complete_run(backend, demo_run):
    run, records, got = demo_run
    assert_contract(records)
    assert got == records[:3]  # the failing sink was dropped; the file has every event
    start = records[0]
    assert start["backend"] == backend and start["replicas"] == 1
    assert start.get("processes", 1) == 1 and start["device"].lower() == "cpu"
    assert start["steps_per_epoch"] == STEPS_PER_EPOCH and start["epochs"] == 3
    batches = of_type(records, "batch_end")
    assert [b["step"] for b in batches] == list(range(1, 3 * STEPS_PER_EPOCH + 1))
    assert all(b["examples_per_sec"] is None or b["examples_per_sec"] > 0 for b in batches)
    epochs = of_type(records, "epoch_end")
    assert [e["epoch"] for e in epochs] == [1, 2, 3]
    assert metric(epochs[-1]["logs"]["val_accuracy"]) >= 0.9
    assert metric(epochs[-1]["logs"]["loss"]) < metric(epochs[0]["logs"]["loss"])
    # every second epoch and the last, each a checkpoint named by its epoch and step
    cks = of_type(records, "checkpoint")
    assert [(c["epoch"], c["step"]) for c in cks] == [(2, 44), (3, 66)]
    for c in cks:
        path = Path(c["path"])
        assert path.exists() and path.name.startswith(
            f"epoch-{c['epoch']:04d}-step-{c['step']:07d}"
        )
    assert (run / "job.toml").read_text().startswith('name = "test"')
    assert list((run / "tensorboard").glob("events.out.tfevents.*"))
    assert records[-1]["status"] == "completed" and records[-1]["error"] is None
    # where the time went: validation and saves timed, the buckets adding up to the wall time
    got = assert_goodput(records)
    assert all(e["eval_s"] > 0 for e in epochs)
    assert all(c["save_s"] > 0 for c in cks)
    # its compiles (a backend whose descriptor watches them has some) are in the compile
    # bucket: the timed ones placed where they ended, an untimed one estimated
    compiles = of_type(records, "compile")
    if backends.get(backend).compiles:
        assert compiles
    timed = [c for c in compiles if c["seconds"]]
    assert all(c["at"] <= c["time"] for c in timed)
    assert got["seconds"]["compile"] >= 0.99 * sum(c["seconds"] for c in timed) - 0.01
    if any(c["seconds"] is None for c in compiles):
        assert got["compile_estimated"] and got["seconds"]["compile"] > 0


def test_the_demo_run_predicts_as_it_validated(demo_run, capsys, tmp_path):
    """``tpugui predict`` on the digits (an .npz of the 0-16 images): the restored model's
    own probabilities, right as often as the run's validation said."""
    from sklearn.datasets import load_digits

    run, records, _ = demo_run
    digits = load_digits()
    np.savez(tmp_path / "digits.npz", x=digits.images, y=digits.target)
    capsys.readouterr()
    assert main(["predict", str(run), str(tmp_path / "digits.npz"), "--json"]) == 0
    got = json.loads(capsys.readouterr().out)
    assert len(got) == len(digits.target)
    logits = restore(run).forward(digits.images[..., None].astype(np.float32) / 16.0)
    z = logits.astype(np.float64) - logits.max(axis=1, keepdims=True)
    p = np.exp(z) / np.exp(z).sum(axis=1, keepdims=True)
    assert [int(g["prediction"]) for g in got] == p.argmax(axis=1).tolist()
    np.testing.assert_allclose([g["probability"] for g in got], p.max(axis=1), atol=1e-5)
    right = np.mean([int(g["prediction"]) == y for g, y in zip(got, digits.target, strict=True)])
    validated = metric(of_type(records, "epoch_end")[-1]["logs"]["val_accuracy"])
    assert right >= validated - 0.02, (right, validated)


def test_stop_within_one_step_then_resume_continues_steps_optimizer_and_weights(backend, tmp_path):
    stop = threading.Event()
    seen: list[dict] = []

    def sink(ev):
        seen.append(ev)
        if ev["type"] == "batch_end" and ev["step"] == 30:
            stop.set()

    job = make_job(
        model={"backend": backend, "architecture": "mlp"},
        train={"epochs": 3, "schedule": "cosine", "learning_rate": 0.003},
    )
    assert engine.run(job, sink, stop, run_dir=tmp_path / "a") == "stopped"
    first = events_of(tmp_path / "a")
    assert_contract(first)
    assert seen == first  # the caller's sink and the file saw the same events
    assert first[-1]["status"] == "stopped"
    # honoured after the step that was running (JAX had dispatched step 31 when it read 30's)
    last = of_type(first, "batch_end")[-1]["step"]
    assert last in (30, 31)
    ck = of_type(first, "checkpoint")
    assert [(c["epoch"], c["step"]) for c in ck] == [(1, 22), (1, last)]  # what was learned
    assert_goodput(first)

    # resumed from the run's folder: its newest checkpoint
    resumed = job.updated("train.resume_from", str(tmp_path / "a"))
    assert engine.run(resumed, None, threading.Event(), run_dir=tmp_path / "b") == "completed"
    second = events_of(tmp_path / "b")
    assert_contract(second)
    assert second[0]["start_step"] == last
    said = [r["message"] for r in of_type(second, "log") if "resumed from" in r.get("message", "")]
    assert said and Path(ck[-1]["path"]).name in said[0] and f"step {last})" in said[0]
    assert assert_goodput(second)["seconds"]["restore"] > 0  # the checkpoint read back
    batches = of_type(second, "batch_end")
    done = [b["step"] for b in batches]
    assert done == list(range(last + 1, last + 1 + len(done)))  # the count goes on, no gap
    assert [e["epoch"] for e in of_type(second, "epoch_end")] == [2, 3]
    if backend in EPOCH_AGAIN:  # the epoch it stopped in, again from its start, then the last
        assert len(done) == 2 * STEPS_PER_EPOCH
    else:  # the rest of that epoch, then the last: it ends at 3 x 22 as an uninterrupted run
        assert done[-1] == 3 * STEPS_PER_EPOCH
    # the optimizer's cosine schedule goes on where it was: below its start value
    assert 0 < batches[0]["logs"]["lr"] < 0.003 * 0.8
    # the restored weights: the resumed run starts from the stopped run's loss, not afresh
    loss_a = [metric(b["logs"]["loss"]) for b in of_type(first, "batch_end")]
    loss_b = metric(batches[0]["logs"]["loss"])
    assert loss_b < loss_a[0] - 0.5 and loss_b < max(loss_a[-5:]) + 0.15, (loss_a, loss_b)


def test_a_diverging_learning_rate_fails_with_the_step_unless_told_to_go_on(backend, tmp_path):
    job = make_job(
        model={"backend": backend, "architecture": "cnn"},
        train={"epochs": 2, "optimizer": "sgd", "learning_rate": 10.0},
        pipeline={"normalize": "none"},
    )
    assert engine.run(job, None, None, run_dir=tmp_path / "r") == "failed"
    records = events_of(tmp_path / "r")
    assert_contract(records)
    bad = [b for b in of_type(records, "batch_end") if isinstance(b["logs"]["loss"], str)]
    assert bad, "the loss never became NaN/inf: the test would prove nothing"
    step = bad[0]["step"]
    word = "NaN" if math.isnan(float(bad[0]["logs"]["loss"])) else "inf"
    assert records[-1]["status"] == "failed"
    assert f"loss became {word} at step {step};" in records[-1]["error"]
    assert of_type(records, "batch_end")[-1]["step"] <= step + 1  # at once (JAX: one in flight)
    assert not of_type(records, "checkpoint")  # NaN weights are not kept
    # train.stop_on_nan = false: the same job trains on to its end
    keep_going = job.updated("train.stop_on_nan", False).updated("train.steps_per_epoch", 8)
    assert engine.run(keep_going, None, None, run_dir=tmp_path / "on") == "completed"
    records = events_of(tmp_path / "on")
    assert_contract(records)
    losses = [b["logs"]["loss"] for b in of_type(records, "batch_end")]
    assert len(losses) == 2 * 8 and isinstance(losses[-1], str)  # still NaN/inf, not stopped


def _long_job(backend: str):
    # long enough to be running while it is profiled; stopped once it was
    return make_job(
        model={"backend": backend, "architecture": "mlp"},
        train={"epochs": 100_000, "sample_every": 3600.0},
    )


def test_a_running_run_is_profiled(backend, tmp_path):
    """A run started as the window starts it (its own process), profiled for a second by the
    verb a person types; a backend whose profiler is XProf's (TraceMe annotations) leaves an
    ``.xplane.pb`` for TensorBoard / XProf."""
    run = steps.start_local(_long_job(backend), tmp_path, root=tmp_path / "runs")
    run_dir = Path(run.run_dir)
    try:
        _first_step(run_dir)
        p = cli(PY, "profile", str(run_dir), "--seconds", "1", "--json")
        assert p.returncode == 0, p.stderr
        r = json.loads(p.stdout)
    finally:
        steps.stop(run, 20.0)
    _agrees(r)
    assert r["backend"] == backend
    assert r["top_ops"]
    assert sum(r["shares"].values()) == pytest.approx(1.0)
    descriptor = backends.get(backend)
    if issubclass(descriptor.hook(descriptor.profiler), Annotated):
        assert r["tensorboard_logdir"]
    events = (run_dir / "events.jsonl").read_text(encoding="utf-8")
    assert '"type": "profile"' in events


def test_a_batch_trial_sizes_and_times_its_steps(backend, tmp_path):
    """The batch finder's trials of the demo job (mlp), as its child process runs them: where
    the descriptor sizes the step by compiling it, the compiler's bytes grow with the batch;
    the timed steps report examples/s and the MFU of each report from the run's own FLOPs
    count and peak, the two agreeing report by report."""
    descriptor = backends.get(backend)
    job = _demo_mlp(backend)
    if descriptor.fit_compile:
        fit = descriptor.hook(descriptor.fit_compile)
        small, big = (fit(trial_job(job, n, 3), DEMO.parent, n)["bytes"] for n in (8, 256))
        assert 0 < small < big
    spec = {"mode": "steps", "job": dumps_job(trial_job(job, 64, 12)),
            "base_dir": str(DEMO.parent), "per_replica": 64, "run_dir": str(tmp_path / "t")}  # fmt: skip
    got = child._steps(spec, loads_job(spec["job"]), descriptor)
    assert got["status"] == "completed" and not got["error"], got
    assert got["losses"] and got["device"].lower() == "cpu"
    assert got["flops_per_step"] > 0 and got["peak_flops"] > 0 and got["peak_source"]
    assert got["mfus"] and all(0 < m < 5 for m in got["mfus"])
    # each report's MFU is its FLOP/s over the peak: FLOPs a step × steps/s; the steps/s of a
    # report is its examples/s over the batch, so the two agree report by report
    implied = [r / 64 * got["flops_per_step"] / got["peak_flops"] for r in got["rates"]]
    assert statistics.median(got["mfus"]) == pytest.approx(statistics.median(implied), rel=0.25)


def test_the_lr_range_test_falls_then_climbs_and_suggests(backend):
    """The range test's steps of the demo job (mlp) at learning rates growing from 1e-6 to 1:
    the smoothed loss falls well below its start, the raw loss climbs far past its minimum
    once the rate is too high, and min/10 suggests a rate between the two."""
    descriptor = backends.get(backend)
    n = 100
    lrs = lr_range.ramp(1e-6, 1.0, n)
    job = lr_range._test_job(_demo_mlp(backend), 0, n)
    losses = [float(x) for x in descriptor.hook(descriptor.lr_steps)(job, DEMO.parent, lrs)]
    assert len(losses) == n
    smoothed = lr_range.smooth(losses)
    suggestion, end = lr_range.suggest(lrs, smoothed)
    assert suggestion is not None and 1e-4 < suggestion < 0.1, (suggestion, losses)
    assert min(smoothed[:end]) < 0.8 * smoothed[0], smoothed
    low = min(x for x in losses if math.isfinite(x))
    assert not math.isfinite(losses[-1]) or losses[-1] > 2 * low, losses
