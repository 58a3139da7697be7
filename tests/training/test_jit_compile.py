"""``train.jit_compile``: the Keras step compiled with XLA when the job says "on", for real on
the CPU (the run trains and learns); "off" and "auto" reach Keras as they are; the notebook
writes what the run does; torch_xla and JAX are told it does not apply (torch: tests/training/test_torch_compile.py)."""

from __future__ import annotations

import threading

import pytest

from tests.training.helpers import events_of, make_job, of_type
from tpugui.events import metric
from tpugui.job_fields import field_spec
from tpugui.notebook import _tf_train
from tpugui.training import engine
from tpugui.training.tensorflow import build as tf_build


def _spied(monkeypatch) -> list:
    """The models the run compiles (the real compile_model runs; this only keeps the model)."""
    seen: list = []
    real = tf_build.compile_model

    def keep(model, *args, **kwargs):
        real(model, *args, **kwargs)
        seen.append(model)

    monkeypatch.setattr(tf_build, "compile_model", keep)
    return seen


@pytest.mark.slow
@pytest.mark.parametrize("value, xla", [("on", True), ("off", False)])
def test_a_run_trains_with_the_job_s_jit_compile(tmp_path, monkeypatch, value, xla):
    seen = _spied(monkeypatch)
    job = make_job(model={"architecture": "mlp"},
                   train={"epochs": 2, "learning_rate": 0.003, "jit_compile": value})  # fmt: skip
    status = engine.run(job, None, threading.Event(), run_dir=tmp_path / "run")
    assert status == "completed"
    assert len(seen) == 1 and seen[0].jit_compile is xla
    epochs = of_type(events_of(tmp_path / "run"), "epoch_end")
    assert metric(epochs[-1]["logs"]["loss"]) < metric(epochs[0]["logs"]["loss"])


def test_auto_leaves_it_to_keras_and_the_notebook_says_what_the_run_does():
    t = make_job(train={"jit_compile": "auto"})
    assert "jit_compile" not in _tf_train(t)
    assert "jit_compile=True" in _tf_train(make_job(train={"jit_compile": "on"}))
    assert "jit_compile=False" in _tf_train(make_job(train={"jit_compile": "off"}))
    spec = field_spec("train.jit_compile")
    assert spec.applies_to("tensorflow") and spec.applies_to("torch")  # torch: torch.compile
    assert not spec.applies_to("torch_xla")  # PyTorch/XLA always compiles through XLA
    assert not spec.applies_to("jax")  # JAX's step is always jitted
