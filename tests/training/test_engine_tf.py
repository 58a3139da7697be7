"""The TensorFlow backend, for real on the CPU: digits, events, checkpoints, stop, resume, NaN."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from tests.training.helpers import assert_contract, assert_goodput, events_of, make_job, of_type
from tpugui.events import ListSink, metric
from tpugui.training import engine

pytestmark = pytest.mark.slow


def test_tensorflow_learns_digits_and_writes_a_complete_run(tmp_path):
    job = make_job(model={"architecture": "cnn"}, train={"epochs": 3, "learning_rate": 0.003})
    sink = ListSink()
    status = engine.run(job, sink, threading.Event(), run_dir=tmp_path / "run")
    assert status == "completed"
    records = events_of(tmp_path / "run")
    assert_contract(records)
    assert records == list(sink)  # the caller's sink and the file saw the same events
    start = records[0]
    assert start["backend"] == "tensorflow" and start["replicas"] == 1
    assert start["steps_per_epoch"] == 22 and start["epochs"] == 3
    batches = of_type(records, "batch_end")
    assert [b["step"] for b in batches] == list(range(1, 67))
    assert all(b["examples_per_sec"] is None or b["examples_per_sec"] > 0 for b in batches)
    epochs = of_type(records, "epoch_end")
    assert [e["epoch"] for e in epochs] == [1, 2, 3]
    assert metric(epochs[-1]["logs"]["val_accuracy"]) >= 0.9
    assert metric(epochs[-1]["logs"]["loss"]) < metric(epochs[0]["logs"]["loss"])
    cks = of_type(records, "checkpoint")
    assert [c["step"] for c in cks] == [22, 44, 66]
    assert all(Path(c["path"]).exists() for c in cks)
    assert (tmp_path / "run" / "job.toml").read_text().startswith('name = "test"')
    assert list((tmp_path / "run" / "tensorboard").glob("events.out.tfevents.*"))
    assert records[-1]["status"] == "completed" and records[-1]["error"] is None
    # where the time went: TensorFlow's first trace (untimed) estimated from the first step
    got = assert_goodput(records)
    if any(c["seconds"] is None for c in of_type(records, "compile")):
        assert got["compile_estimated"] and got["seconds"]["compile"] > 0
    assert all(e["eval_s"] > 0 for e in epochs)


def test_stop_within_one_step_then_resume_continues_the_step_count(tmp_path):
    stop = threading.Event()

    def sink(ev):
        if ev["type"] == "batch_end" and ev["step"] == 5:
            stop.set()

    job = make_job(model={"architecture": "mlp"}, train={"epochs": 2})
    assert engine.run(job, sink, stop, run_dir=tmp_path / "a") == "stopped"
    first = events_of(tmp_path / "a")
    assert_contract(first)
    assert of_type(first, "batch_end")[-1]["step"] == 5  # honoured after the current step
    assert first[-1]["status"] == "stopped"
    assert of_type(first, "checkpoint")[-1]["step"] == 5  # what was learned is kept

    resumed = job.updated("train.resume_from", str(tmp_path / "a"))
    assert engine.run(resumed, None, threading.Event(), run_dir=tmp_path / "b") == "completed"
    second = events_of(tmp_path / "b")
    assert_contract(second)
    assert second[0]["start_step"] == 5
    assert assert_goodput(second)["seconds"]["restore"] > 0
    steps = [b["step"] for b in of_type(second, "batch_end")]
    assert steps[0] == 6 and steps == list(range(6, 6 + len(steps)))
    assert [e["epoch"] for e in of_type(second, "epoch_end")] == [1, 2]
    assert any("resumed from" in r.get("message", "") for r in of_type(second, "log"))


def test_a_diverging_learning_rate_fails_with_the_step(tmp_path):
    job = make_job(
        model={"architecture": "cnn"},
        train={"epochs": 2, "optimizer": "sgd", "learning_rate": 10.0},
        pipeline={"normalize": "none"},
    )
    assert engine.run(job, None, None, run_dir=tmp_path / "r") == "failed"
    records = events_of(tmp_path / "r")
    assert_contract(records)
    bad = [b for b in of_type(records, "batch_end") if isinstance(b["logs"]["loss"], str)]
    assert bad, "the loss never became NaN/inf: the test would prove nothing"
    step = bad[0]["step"]
    assert f"at step {step}" in records[-1]["error"] and "loss became" in records[-1]["error"]
    assert of_type(records, "batch_end")[-1]["step"] == step  # stopped at once


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
