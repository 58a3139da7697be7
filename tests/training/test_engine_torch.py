"""The torch backend, for real on the CPU: what only it does (torch model files and their final
softmax, the networks' sizes against Keras'). What every backend
does (learn the demo, stop and resume, fail at a NaN, ...) is the conformance suite's:
``test_conformance.py``."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.training.helpers import assert_contract, events_of, make_job, of_type
from tpugui.training import engine

pytestmark = pytest.mark.slow


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
