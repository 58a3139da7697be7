"""Helpers for the training tests: tiny jobs on the digits set, and reading a run back."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from tpugui.events import check_contract, read_events
from tpugui.job import Job, save_job

ROOT = Path(__file__).resolve().parents[2]
XLA_PYTHON = ROOT / ".venv-xla" / "bin" / "python"


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
