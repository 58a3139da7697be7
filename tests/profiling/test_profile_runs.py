"""Profiles of real running runs: started as the window starts them (their own process), or in
this process with a pipeline made slow on purpose. Each has at least one step, and its step time
is within 25 % of the step time the run logged over the same steps; a map that sleeps is
flagged input-bound by the profile."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path

import pytest

from tests.monitor.test_input_wait import _slow_tf, _slow_torch, one_torch_thread  # noqa: F401
from tests.training.helpers import PY, cli, make_job
from tpugui.profiling.analyze import analyze
from tpugui.profiling.request import profile_local
from tpugui.runner import steps
from tpugui.training import engine

pytestmark = pytest.mark.slow


def _first_step(run_dir: Path, timeout: float = 180.0) -> None:
    events = run_dir / "events.jsonl"
    t0 = time.monotonic()
    while time.monotonic() - t0 < timeout:
        if events.is_file() and '"batch_end"' in events.read_text(encoding="utf-8"):
            return
        time.sleep(0.1)
    raise AssertionError(f"no step within {timeout} s: {run_dir}")


def _long_job(backend: str):
    # long enough to be running while it is profiled; stopped once it was
    return make_job(
        model={"backend": backend, "architecture": "mlp"},
        train={"epochs": 100_000, "sample_every": 3600.0},
    )


def _agrees(r):
    assert r["status"] == "captured", r
    assert r["steps"] >= 1
    logged = r["live"]["logged_step_s"]
    assert logged and r["step_s"], r
    assert abs(r["step_s"] / logged - 1) <= 0.25, (r["step_s"], logged)


@pytest.mark.parametrize("backend", ["torch", "jax", "tensorflow"])
def test_a_running_local_run_is_profiled(tmp_path, backend):
    run = steps.start_local(_long_job(backend), tmp_path, root=tmp_path / "runs")
    run_dir = Path(run.run_dir)
    try:
        _first_step(run_dir)
        if backend == "torch":  # the verb, as a person types it
            p = cli(PY, "profile", str(run_dir), "--seconds", "1", "--json")
            assert p.returncode == 0, p.stderr
            r = json.loads(p.stdout)
        else:
            r = analyze(profile_local(run_dir, 1.0))
    finally:
        steps.stop(run, 20.0)
    _agrees(r)
    assert r["backend"] == backend
    assert r["top_ops"]
    assert sum(r["shares"].values()) == pytest.approx(1.0)
    if backend != "torch":  # JAX and TensorFlow: an xplane for XProf / TensorBoard
        assert r["tensorboard_logdir"]
    events = (run_dir / "events.jsonl").read_text(encoding="utf-8")
    assert '"type": "profile"' in events


@pytest.mark.parametrize("backend", ["torch", "tensorflow"])
def test_a_map_that_sleeps_is_flagged_input_bound(tmp_path, monkeypatch, backend, request):
    if backend == "torch":  # one intra-op thread, as the live meter's own test
        request.getfixturevalue("one_torch_thread")
    (_slow_torch if backend == "torch" else _slow_tf)(monkeypatch)
    stop = threading.Event()
    run_dir = tmp_path / "run"
    job = make_job(
        model={"backend": backend, "architecture": "mlp"},
        train={"epochs": 50, "sample_every": 3600.0},
    )
    th = threading.Thread(
        target=engine.run, args=(job, None, stop), kwargs={"run_dir": run_dir}, daemon=True
    )
    th.start()
    try:
        _first_step(run_dir)
        r = analyze(profile_local(run_dir, 1.0))
    finally:
        stop.set()
        th.join(120)
    _agrees(r)
    assert r["input_bound"] == "highly", r["shares"]
    live = r["live"]["input_share"]  # the live meter over the same steps says so too
    assert live is not None and live >= 0.2, r["live"]
