"""A framework's Python warnings stay in the run's log, off the terminal (tpugui.quiet): a model
file's own ``warnings.warn`` stands for any module's that is not tpugui's (Keras's and torch's
warnings take the same path), seen through a real ``tpugui train`` process."""

from __future__ import annotations

import sys

import pytest

from tests.training.helpers import cli, make_job, write_job
from tpugui.events import read_events

MODEL = """
import warnings


def build_model(framework, input_shape, num_outputs):
    from torch import nn

    warnings.warn("this layer is deprecated; use another (a framework's words)", UserWarning)
    h, w, c = input_shape
    return nn.Sequential(nn.Flatten(), nn.Linear(h * w * c, num_outputs))
"""


@pytest.mark.slow
def test_a_framework_warning_goes_to_the_run_log_not_the_terminal(tmp_path):
    pytest.importorskip("torch")
    (tmp_path / "net.py").write_text(MODEL, encoding="utf-8")
    job = make_job(
        model={"backend": "torch", "architecture": "file:net.py", "device": "cpu"},
        train={"epochs": 1, "steps_per_epoch": 3, "checkpoint_every": 0},
    )
    path = write_job(job, tmp_path / "job.toml")
    out = cli(sys.executable, "train", str(path), "--run-dir", str(tmp_path / "run"), "--quiet")
    assert out.returncode == 0, out.stderr[-3000:]
    logged = [
        r for r in read_events(tmp_path / "run" / "events.jsonl")
        if r["type"] == "log" and "a framework's words" in r["message"]
    ]  # fmt: skip
    assert "a framework's words" not in out.stderr + out.stdout
    assert len(logged) == 1 and logged[0]["level"] == "warning"  # said once, in the run's log
    assert logged[0]["message"].startswith("UserWarning: this layer is deprecated")
    assert "net.py:" in logged[0]["message"]
