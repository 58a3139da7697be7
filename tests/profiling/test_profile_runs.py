"""Profiles of real running runs in this process with a pipeline made slow on purpose: each has
at least one step, its step time within 25 % of the step time the run logged over the same
steps, and a map that sleeps is flagged input-bound by the profile. A run started as the window
starts it (its own process) and profiled by ``tpugui profile``, for every backend, is the
conformance suite's (``tests/training/test_conformance.py``), with the helpers here."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

from tests.monitor.test_input_wait import _slow_tf, _slow_torch, one_torch_thread  # noqa: F401
from tests.training.helpers import make_job
from tpugui.profiling.analyze import analyze
from tpugui.profiling.request import profile_local
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


def _agrees(r):
    assert r["status"] == "captured", r
    assert r["steps"] >= 1
    logged = r["live"]["logged_step_s"]
    assert logged and r["step_s"], r
    assert abs(r["step_s"] / logged - 1) <= 0.25, (r["step_s"], logged)


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
