"""Helpers for the training tests: tiny jobs on the digits set, and reading a run back."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tpugui import backends
from tpugui.events import check_contract, read_events
from tpugui.job import Job, save_job

ROOT = Path(__file__).resolve().parents[2]
XLA_PYTHON = ROOT / ".venv-xla" / "bin" / "python"


def trainable_backends(*marks: Any) -> list[Any]:
    """Every registered backend that trains in this Python (not one with an environment of its
    own: PyTorch/XLA's is .venv-xla), from the descriptors, as ``pytest.param`` with ``marks``:
    ``@pytest.mark.parametrize("backend", trainable_backends(pytest.mark.slow))``."""
    return [
        pytest.param(b.name, marks=marks, id=b.name)
        for b in backends.all_backends()
        if not b.own_python
    ]


def needs(backend: str) -> None:
    """Skip unless this Python has what a run of ``backend`` imports: its module and its
    descriptor's ``needs`` (JAX: tf.data, optax, orbax)."""
    b = backends.get(backend)
    for module in (b.module, *(m for m, _pip in b.needs)):
        pytest.importorskip(module)


def make_job(**sections: dict[str, Any]) -> Job:
    """A digits job; ``make_job(model={"backend": "torch"}, train={"epochs": 1})``."""
    data: dict[str, Any] = {"name": "test", "train": {"epochs": 1}}
    for name, values in sections.items():
        if isinstance(values, dict):
            data.setdefault(name, {}).update(values)
        else:
            data[name] = values
    return Job.from_dict(data)


def events_of(run_dir: Path) -> list[dict[str, Any]]:
    return list(read_events(Path(run_dir) / "events.jsonl"))


def assert_contract(records: list[dict[str, Any]]) -> None:
    assert check_contract(records) == [], check_contract(records)


def of_type(records: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [r for r in records if r["type"] == kind]


def cli(python: Path | str, *args: str, env: dict[str, str] | None = None, timeout: int = 240):
    full_env = {**os.environ, "TF_CPP_MIN_LOG_LEVEL": "3", **(env or {})}
    return subprocess.run(
        [str(python), "-m", "tpugui", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=full_env,
        timeout=timeout,
    )


def write_job(job: Job, path: Path) -> Path:
    save_job(job, path)
    return path


def dumps(records: list[dict[str, Any]]) -> str:
    return "\n".join(json.dumps(r) for r in records)


PY = sys.executable


def assert_goodput(records: list[dict[str, Any]], tolerance: float = 0.01) -> dict[str, Any]:
    """The run's ``run_finished.goodput``: its buckets add up to its wall time (process start to
    run_finished) within ``tolerance``, each >= 0, and folding the events again gives the same;
    the spans the events time (validation, saves, a restore) are in their buckets."""
    from tpugui.runs import goodput

    start, end = records[0], records[-1]
    got = end.get("goodput")
    assert got is not None, "run_finished carries no goodput"
    wall = end["time"] - start.get("process_start", start["time"])
    # each bucket is written to the millisecond: on a run of a tenth of a second (a short run
    # in a process whose framework is already imported) that rounding is more than 1 %
    slack = max(tolerance * wall, 0.005)
    seconds = got["seconds"]
    assert set(seconds) == set(goodput.BUCKETS)
    assert all(v >= 0 for v in seconds.values()), seconds
    assert abs(sum(seconds.values()) - wall) <= slack, (seconds, wall)
    assert abs(got["wall_s"] - wall) <= slack, (got["wall_s"], wall)
    again = goodput.ledger(records)["seconds"]
    assert all(abs(again[k] - seconds[k]) <= slack for k in seconds), (again, seconds)
    assert seconds["productive"] > 0
    if any(r.get("eval_s") for r in records if r["type"] == "epoch_end"):
        assert seconds["eval"] > 0 or seconds["compile"] > 0
    if any(r.get("save_s") for r in records if r["type"] == "checkpoint"):
        assert seconds["save"] > 0
    if any(r.get("restore_s") for r in records if r["type"] == "log"):
        assert seconds["restore"] > 0
    return got
