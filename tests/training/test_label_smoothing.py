"""``train.label_smoothing`` for real, in both frameworks: the first step's loss is what the
formula says.

The model's kernel starts at zero, so its first logits are its bias ``b`` for every example. With
smoothing s over C classes the target is (1 - s) one-hot + s / C, so the loss is

    L_s = (1 - s) * L_0 + s * (logsumexp(b) - mean(b))

where L_0 is the plain cross-entropy of the same first batch (same seeds, same data order). The
labels are mostly class 0 and the bias favours it, so L_0 is small and L_s clearly is not.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from tests.training.helpers import assert_contract, events_of, make_job, of_type
from tpugui.events import metric
from tpugui.training import engine

pytestmark = pytest.mark.slow

BIAS = [3.0, 0.0, -1.0]
SMOOTHING = 0.3

TORCH_MODEL = f"""
def build_model(framework, input_shape, num_classes):
    import torch
    h, w, c = input_shape
    dense = torch.nn.Linear(h * w * c, num_classes)
    with torch.no_grad():
        dense.weight.zero_()
        dense.bias.copy_(torch.tensor({BIAS}))
    return torch.nn.Sequential(torch.nn.Flatten(), dense)
"""

KERAS_MODEL = f"""
def build_model(framework, input_shape, num_classes):
    import keras
    return keras.Sequential([
        keras.Input(input_shape),
        keras.layers.Flatten(),
        keras.layers.Dense(
            num_classes,
            kernel_initializer="zeros",
            bias_initializer=keras.initializers.Constant({BIAS}),
        ),
    ])
"""


def _uniform_part() -> float:
    b = np.array(BIAS)
    return float(np.log(np.exp(b).sum()) - b.mean())


def _data(tmp_path):
    rng = np.random.default_rng(0)
    x = rng.integers(0, 256, size=(96, 4, 4, 1), dtype=np.uint8)
    y = np.zeros(96, dtype=np.int64)
    y[::8] = 1
    y[::12] = 2  # mostly class 0: three classes
    np.savez(tmp_path / "data.npz", x=x, y=y)


def _first_loss(tmp_path, backend: str, smoothing: float, model: str) -> float:
    (tmp_path / "net.py").write_text(model)
    job = make_job(
        model={"backend": backend, "architecture": "file:net.py"},
        data={"source": "npz", "path": "data.npz", "validation_split": 0.25},
        pipeline={"batch_size": 16},
        train={
            "epochs": 1,
            "steps_per_epoch": 2,
            "checkpoint_every": 0,
            "label_smoothing": smoothing,
        },
    )
    run_dir = tmp_path / f"{backend}-{smoothing}"
    assert engine.run(job, None, None, run_dir=run_dir, base_dir=tmp_path) == "completed"
    records = events_of(run_dir)
    assert_contract(records)
    first = of_type(records, "batch_end")[0]
    assert first["step"] == 1
    return metric(first["logs"]["loss"])


@pytest.mark.parametrize("backend, model", [("torch", TORCH_MODEL), ("tensorflow", KERAS_MODEL)])
def test_the_first_step_loss_follows_the_smoothing_formula(tmp_path, backend, model):
    _data(tmp_path)
    plain = _first_loss(tmp_path, backend, 0.0, model)
    smoothed = _first_loss(tmp_path, backend, SMOOTHING, model)
    expected = (1 - SMOOTHING) * plain + SMOOTHING * _uniform_part()
    assert math.isfinite(plain) and plain < 1.0  # the bias already favours the usual class
    assert smoothed == pytest.approx(expected, rel=1e-4, abs=1e-5)
    assert smoothed > plain + 0.3


def test_tensorflow_metrics_keep_the_integer_labels(tmp_path):
    """Accuracy is still measured on the labels (the smoothing is inside the loss only)."""
    _data(tmp_path)
    (tmp_path / "net.py").write_text(KERAS_MODEL)
    job = make_job(
        model={"architecture": "file:net.py"},
        data={"source": "npz", "path": "data.npz", "validation_split": 0.25},
        pipeline={"batch_size": 8, "drop_remainder": False},
        train={"epochs": 1, "checkpoint_every": 0, "label_smoothing": SMOOTHING},
    )
    assert engine.run(job, None, None, run_dir=tmp_path / "r", base_dir=tmp_path) == "completed"
    logs = of_type(events_of(tmp_path / "r"), "epoch_end")[-1]["logs"]
    assert 0.0 <= metric(logs["accuracy"]) <= 1.0
    assert 0.0 <= metric(logs["val_accuracy"]) <= 1.0 and "val_loss" in logs
