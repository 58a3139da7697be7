"""The TensorFlow backend, for real on the CPU: what only it does (Keras model files, their
final activation, mixed precision and steps_per_execution). What every backend does (learn the
demo, stop and resume, fail at a NaN, ...) is the conformance suite's: ``test_conformance.py``."""

from __future__ import annotations

import pytest

from tests.training.helpers import assert_contract, events_of, make_job, of_type
from tpugui.training import engine

pytestmark = pytest.mark.slow


def test_a_user_model_that_raises_fails_the_run_with_its_message(tmp_path):
    (tmp_path / "net.py").write_text(
        "def build_model(framework, input_shape, num_classes):\n"
        "    raise ValueError('my layer is broken')\n"
    )
    job = make_job(model={"architecture": "file:net.py"})
    assert engine.run(job, None, None, run_dir=tmp_path / "r", base_dir=tmp_path) == "failed"
    records = events_of(tmp_path / "r")
    assert_contract(records)
    last = records[-1]
    assert "build_model in" in last["error"] and "my layer is broken" in last["error"]
    assert "net.py" in last["error"] and "ValueError" in last["traceback"]


def test_a_user_model_file_trains(tmp_path):
    (tmp_path / "net.py").write_text(
        "def build_model(framework, input_shape, num_classes):\n"
        "    import keras\n"
        "    return keras.Sequential([keras.Input(input_shape), keras.layers.Flatten(),\n"
        "                             keras.layers.Dense(num_classes)])\n"
    )
    job = make_job(
        model={"architecture": "file:net.py", "precision": "mixed_bfloat16"},
        train={
            "epochs": 1,
            "steps_per_epoch": 8,
            "steps_per_execution": 4,
            "schedule": "warmup_cosine",
            "warmup_steps": 4,
            "checkpoint_every": 0,
        },
    )
    assert engine.run(job, None, None, run_dir=tmp_path / "r", base_dir=tmp_path) == "completed"
    records = events_of(tmp_path / "r")
    assert_contract(records)
    assert records[0]["events_every"] == 4 and records[0]["precision"] == "mixed_bfloat16"
    batches = of_type(records, "batch_end")
    assert [b["step"] for b in batches] == [4, 8]  # steps_per_execution: every 4 steps
    assert batches[0]["logs"]["lr"] == pytest.approx(0.001 * 3 / 4)  # warm-up at step 4
    import keras

    assert keras.mixed_precision.global_policy().name == "float32"  # restored after the run


def test_a_keras_model_file_ending_in_softmax_or_sigmoid_gives_logits(tmp_path):
    """As the Keras examples write a classifier (a final softmax): tpugui takes the activation
    off, so its loss gets logits and predict applies softmax once, and says so."""
    import numpy as np

    from tpugui.training.tensorflow import models as models_tf

    (tmp_path / "seq.py").write_text(
        "def build_model(framework, input_shape, num_outputs):\n"
        "    import keras\n"
        "    return keras.Sequential([keras.Input(input_shape), keras.layers.Flatten(),\n"
        "        keras.layers.Dense(num_outputs, activation='softmax')])\n"
    )
    (tmp_path / "fn.py").write_text(
        "def build_model(framework, input_shape, num_outputs):\n"
        "    import keras\n"
        "    x = keras.Input(input_shape)\n"
        "    y = keras.layers.Dense(num_outputs)(keras.layers.Flatten()(x))\n"
        "    return keras.Model(x, keras.layers.Activation('sigmoid')(y))\n"
    )
    (tmp_path / "plain.py").write_text(
        "def build_model(framework, input_shape, num_outputs):\n"
        "    import keras\n"
        "    return keras.Sequential([keras.Input(input_shape), keras.layers.Flatten(),\n"
        "        keras.layers.Dense(num_outputs)])\n"
    )
    x = np.random.default_rng(0).normal(size=(4, 8, 8, 1)).astype("float32") * 10
    for name, removed in (("seq", "softmax"), ("fn", "sigmoid"), ("plain", "")):
        notes: list = []
        model = models_tf.build(f"file:{name}.py", (8, 8, 1), 10, tmp_path, notes)
        out = np.asarray(model(x))
        assert out.shape == (4, 10)
        if removed:
            assert f"last layer applies {removed}" in str(notes[0])
            assert (out < 0).any() and not np.allclose(out.sum(axis=1), 1.0)  # logits
        else:
            assert notes == []
