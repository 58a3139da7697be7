"""The torch backend, for real on the CPU: digits, events, stop, resume, NaN, user models."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from tests.training.helpers import assert_contract, assert_goodput, events_of, make_job, of_type
from tpugui.events import metric
from tpugui.training import engine

pytestmark = pytest.mark.slow


def test_torch_learns_digits_and_writes_a_complete_run(tmp_path):
    job = make_job(
        model={"backend": "torch", "architecture": "cnn"},
        train={"epochs": 3, "learning_rate": 0.003, "checkpoint_every": 2},
    )
    got = []

    def broken_sink(ev):  # a sink that fails must not end the run or lose events
        got.append(ev)
        if len(got) == 3:
            raise RuntimeError("the GUI went away")

    status = engine.run(job, broken_sink, threading.Event(), run_dir=tmp_path / "run")
    assert status == "completed"
    records = events_of(tmp_path / "run")
    assert_contract(records)
    assert len(got) == 3
    start = records[0]
    assert start["backend"] == "torch" and start["device"] == "CPU"
    batches = of_type(records, "batch_end")
    assert [b["step"] for b in batches] == list(range(1, 67))
    epochs = of_type(records, "epoch_end")
    assert metric(epochs[-1]["logs"]["val_accuracy"]) >= 0.9
    assert metric(epochs[-1]["logs"]["loss"]) < metric(epochs[0]["logs"]["loss"])
    assert [c["epoch"] for c in of_type(records, "checkpoint")] == [2, 3]
    assert list((tmp_path / "run" / "tensorboard").glob("events.out.tfevents.*"))
    # where the time went: validation and saves timed, the buckets adding up to the wall time
    assert all(e["eval_s"] > 0 for e in epochs)
    assert all(c["save_s"] > 0 for c in of_type(records, "checkpoint"))
    assert_goodput(records)


def test_stop_then_resume_continues_steps_and_optimizer(tmp_path):
    stop = threading.Event()

    def sink(ev):
        if ev["type"] == "batch_end" and ev["step"] == 30:
            stop.set()

    job = make_job(
        model={"backend": "torch", "architecture": "mlp"},
        train={"epochs": 3, "schedule": "cosine"},
    )
    assert engine.run(job, sink, stop, run_dir=tmp_path / "a") == "stopped"
    first = events_of(tmp_path / "a")
    assert_contract(first)
    assert of_type(first, "batch_end")[-1]["step"] == 30
    ck = of_type(first, "checkpoint")
    assert [(c["epoch"], c["step"]) for c in ck] == [(1, 22), (1, 30)]

    resumed = job.updated("train.resume_from", ck[-1]["path"])
    assert engine.run(resumed, None, None, run_dir=tmp_path / "b") == "completed"
    second = events_of(tmp_path / "b")
    assert_contract(second)
    assert_goodput(first)
    assert assert_goodput(second)["seconds"]["restore"] > 0  # the checkpoint read back
    steps = [b["step"] for b in of_type(second, "batch_end")]
    # the rest of the epoch it stopped in, then the last: the run ends at 3 x 22 as an
    # uninterrupted one would
    assert steps == list(range(31, 3 * 22 + 1))
    # the cosine schedule continues where it was: lr at step 31 is below the start value
    lr31 = of_type(second, "batch_end")[0]["logs"]["lr"]
    assert 0 < lr31 < 0.001 * 0.8


def test_a_diverging_learning_rate_fails_with_the_step(tmp_path):
    job = make_job(
        model={"backend": "torch", "architecture": "cnn"},
        train={"epochs": 2, "optimizer": "sgd", "learning_rate": 10.0},
        pipeline={"normalize": "none"},
    )
    assert engine.run(job, None, None, run_dir=tmp_path / "r") == "failed"
    records = events_of(tmp_path / "r")
    assert_contract(records)
    bad = [b for b in of_type(records, "batch_end") if isinstance(b["logs"]["loss"], str)]
    assert bad, "the loss never became NaN/inf: the test would prove nothing"
    assert f"loss became nan at step {bad[0]['step']}".lower() in records[-1]["error"].lower()
    assert not of_type(records, "checkpoint")  # NaN weights are not kept


def test_nan_stop_can_be_turned_off(tmp_path):
    job = make_job(
        model={"backend": "torch", "architecture": "cnn"},
        train={"epochs": 1, "optimizer": "sgd", "learning_rate": 10.0, "stop_on_nan": False},
        pipeline={"normalize": "none"},
    )
    assert engine.run(job, None, None, run_dir=tmp_path / "r") == "completed"
    assert of_type(events_of(tmp_path / "r"), "batch_end")[-1]["step"] == 22


def test_user_model_files_for_torch(tmp_path):
    (tmp_path / "net.py").write_text(
        "def build_model(framework, input_shape, num_classes):\n"
        "    import torch\n"
        "    h, w, c = input_shape\n"
        "    return torch.nn.Sequential(torch.nn.Flatten(), torch.nn.Linear(h * w * c, num_classes))\n"
    )
    (tmp_path / "bad.py").write_text(
        "import numpy\n"
        "def build_model(framework, input_shape, num_classes):\n"
        "    return numpy.zeros(3)\n"
    )
    job = make_job(
        model={"backend": "torch", "architecture": "file:net.py", "precision": "mixed_bfloat16"},
        train={"epochs": 1, "steps_per_epoch": 30, "checkpoint_every": 0},
        pipeline={"random_flip": True},
    )
    assert engine.run(job, None, None, run_dir=tmp_path / "a", base_dir=tmp_path) == "completed"
    records = events_of(tmp_path / "a")
    assert_contract(records)
    assert [b["step"] for b in of_type(records, "batch_end")] == list(range(1, 31))  # > 1 pass
    # the run carries the model file it trained: predict and export read its copy from any
    # folder, even once the original (relative to the job) is gone or edited
    assert (tmp_path / "a" / "model" / "net.py").read_text() == (tmp_path / "net.py").read_text()
    (tmp_path / "net.py").rename(tmp_path / "net.py.moved")
    from tpugui.inference.restore import restore

    restored = restore(tmp_path / "a")  # no base folder: the job's relative path is not found
    assert restored.family == "torch" and restored.model is not None
    (tmp_path / "net.py.moved").rename(tmp_path / "net.py")
    assert restore(tmp_path / "a", base_dir=tmp_path).notes == []  # the same file: nothing said
    with open(tmp_path / "net.py", "a") as fh:  # the person edits the model file afterwards
        fh.write("# wider next time\n")
    notes = restore(tmp_path / "a", base_dir=tmp_path).notes
    assert len(notes) == 1 and "net.py changed since this run trained it" in str(notes[0])
    bad = job.updated("model.architecture", "file:bad.py")
    assert engine.run(bad, None, None, run_dir=tmp_path / "b", base_dir=tmp_path) == "failed"
    last = events_of(tmp_path / "b")[-1]
    assert "returned ndarray, not a torch.nn.Module" in last["error"]


@pytest.mark.parametrize("arch", ["resnet"])
def test_resnet_runs_in_both_frameworks_with_the_same_size(tmp_path, arch):
    import numpy as np

    from tpugui.training.tensorflow import models as models_tf
    from tpugui.training.torch import models as models_torch

    tf_model = models_tf.build(arch, (8, 8, 1), 10)
    torch_model = models_torch.build(arch, (8, 8, 1), 10)
    n_tf = int(sum(np.prod(w.shape) for w in tf_model.trainable_weights))
    n_torch = sum(p.numel() for p in torch_model.parameters())
    assert n_tf == n_torch
    for a in ("mlp", "cnn"):
        t = models_tf.build(a, (8, 8, 1), 10)
        n1 = int(sum(np.prod(w.shape) for w in t.trainable_weights))
        assert n1 == sum(p.numel() for p in models_torch.build(a, (8, 8, 1), 10).parameters())
    job = make_job(
        model={"backend": "torch", "architecture": arch},
        train={"epochs": 1, "steps_per_epoch": 3},
    )
    assert engine.run(job, None, None, run_dir=tmp_path / "r") == "completed"
    assert Path(tmp_path / "r" / "events.jsonl").exists()


def test_a_torch_model_file_ending_in_softmax_gives_logits_and_log_softmax_is_kept(tmp_path):
    """As many torch examples write a classifier (an nn.Sequential ending in Softmax): tpugui
    trains on the values before it and predict applies softmax once; the run says so once. A
    final LogSoftmax is kept (the same loss and predictions), and said."""
    import numpy as np
    import torch

    from tpugui.inference.restore import restore
    from tpugui.training.torch import models as models_torch

    for name, last in (("soft", "Softmax(dim=1)"), ("logsoft", "LogSoftmax(dim=1)"),
                       ("sig", "Sigmoid()")):  # fmt: skip
        (tmp_path / f"{name}.py").write_text(
            "def build_model(framework, input_shape, num_classes):\n"
            "    import torch\n"
            "    h, w, c = input_shape\n"
            "    return torch.nn.Sequential(torch.nn.Flatten(),\n"
            f"        torch.nn.Linear(h * w * c, num_classes), torch.nn.{last})\n"
        )
    said: list = []
    kept = models_torch.build("file:logsoft.py", (8, 8, 1), 10, tmp_path, said)
    assert isinstance(kept[-1], torch.nn.LogSoftmax) and "log_softmax" in str(said[0])
    said = []
    sig = models_torch.build("file:sig.py", (8, 8, 1), 10, tmp_path, said)
    assert len(sig) == 2 and "last layer applies sigmoid" in str(said[0])
    job = make_job(
        model={"backend": "torch", "architecture": "file:soft.py"},
        train={"epochs": 1, "steps_per_epoch": 30, "checkpoint_every": 0},
    )
    assert engine.run(job, None, None, run_dir=tmp_path / "a", base_dir=tmp_path) == "completed"
    logs = [r for r in of_type(events_of(tmp_path / "a"), "log")
            if "last layer applies softmax" in str(r.get("message"))]  # fmt: skip
    assert len(logs) == 1, logs
    restored = restore(tmp_path / "a")
    x = np.random.default_rng(0).random((6, 8, 8, 1)).astype("float32")
    out = np.asarray(restored.forward(x))
    assert (out < 0).any() and not np.allclose(out.sum(axis=1), 1.0)  # logits, not softmax


def test_a_torch_module_whose_forward_applies_softmax_trains_on_logits(tmp_path):
    """A custom nn.Module that ends its forward with softmax (no last layer to take off): one
    probe finds probabilities, a forward hook takes them back to logits; it trains, says so
    once, predicts probabilities once and exports the same outputs; a module that gives
    logits, or a ReLU's non-negative values, is left as it is."""
    import numpy as np
    import torch

    from tpugui.inference.restore import restore
    from tpugui.training.torch import models as models_torch

    body = (
        "import torch\n\n\nclass Net(torch.nn.Module):\n"
        "    def __init__(self, n_in, n_out):\n        super().__init__()\n"
        "        self.fc = torch.nn.Linear(n_in, n_out)\n\n"
        "    def forward(self, x):\n        return {out}\n\n\n"
        "def build_model(framework, input_shape, num_classes):\n"
        "    h, w, c = input_shape\n    return Net(h * w * c, num_classes)\n"
    )
    for name, out in (("soft", "torch.softmax(self.fc(x.flatten(1)), dim=1)"),
                      ("logits", "self.fc(x.flatten(1))"),
                      ("relu", "torch.relu(self.fc(x.flatten(1))) * 0.01")):  # fmt: skip
        (tmp_path / f"{name}.py").write_text(body.format(out=out), encoding="utf-8")
    for name in ("logits", "relu"):
        said: list = []
        models_torch.build(f"file:{name}.py", (8, 8, 1), 10, tmp_path, said)
        assert said == [], name
    job = make_job(
        model={"backend": "torch", "architecture": "file:soft.py"},
        train={"epochs": 1, "steps_per_epoch": 30, "checkpoint_every": 0},
    )
    assert engine.run(job, None, None, run_dir=tmp_path / "a", base_dir=tmp_path) == "completed"
    records = events_of(tmp_path / "a")
    logs = [
        r for r in of_type(records, "log") if "forward applies softmax" in str(r.get("message"))
    ]
    assert len(logs) == 1, logs
    losses = [b["logs"]["loss"] for b in of_type(records, "batch_end")]
    assert losses[-1] < losses[0]  # it learns through the hook
    restored = restore(tmp_path / "a")
    x = np.random.default_rng(0).random((6, 8, 8, 1)).astype("float32")
    out = np.asarray(restored.forward(x))
    assert (out < 0).all()  # log-probabilities as logits: softmax of them is the model's own
    p = torch.softmax(torch.from_numpy(out), dim=1).numpy()
    np.testing.assert_allclose(p.sum(axis=1), 1.0, atol=1e-5)
