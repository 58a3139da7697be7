"""A Flax NNX model file on the jax backend, for real on the CPU: a CNN written as Flax's MNIST
example (``nnx.Conv``, ``nnx.BatchNorm``, ``nnx.Dropout``, ``nnx.Linear``, ``rngs=nnx.Rngs(0)``
passed in, ``__call__`` taking ``rngs``) trains on the digits through the engine, counts its
FLOPs and compiles, checkpoints its batch statistics, resumes, predicts and exports; a file that
returns what the backend cannot train is refused naming the file and the fix."""

from __future__ import annotations

import json

import numpy as np
import pytest

from tests.inference.test_predict_inputs import _digit_pngs
from tests.training.helpers import assert_contract, events_of, make_job, of_type
from tpugui.events import metric
from tpugui.training import engine
from tpugui.training.models import UserModelError

pytest.importorskip("flax.nnx")
pytest.importorskip("orbax.checkpoint")
pytestmark = pytest.mark.slow

NNX_CNN = """
from functools import partial

from flax import nnx


class CNN(nnx.Module):
    def __init__(self, num_outputs: int, *, rngs: nnx.Rngs):
        self.conv1 = nnx.Conv(1, 16, kernel_size=(3, 3), rngs=rngs)
        self.batch_norm1 = nnx.BatchNorm(16, momentum=0.8, rngs=rngs)
        self.dropout1 = nnx.Dropout(rate=0.05)
        self.avg_pool = partial(nnx.avg_pool, window_shape=(2, 2), strides=(2, 2))
        self.linear1 = nnx.Linear(16 * 4 * 4, 16, rngs=rngs)
        self.dropout2 = nnx.Dropout(rate=0.05, rngs=rngs)  # a stream of its own
        self.linear2 = nnx.Linear(16, num_outputs, rngs=rngs)

    def __call__(self, x, rngs: nnx.Rngs | None = None):
        x = self.avg_pool(nnx.relu(self.batch_norm1(self.conv1(x))))
        x = self.dropout1(x, rngs=rngs)
        x = x.reshape(x.shape[0], -1)
        x = self.dropout2(nnx.relu(self.linear1(x)))
        return self.linear2(x)


def build_model(framework, input_shape, num_outputs):
    return CNN(num_outputs, rngs=nnx.Rngs(0))


def make_optimizer(framework, learning_rate):
    import optax

    return optax.adam(learning_rate)
"""


def test_an_nnx_cnn_trains_resumes_predicts_and_exports(tmp_path, capsys):
    (tmp_path / "mnist.py").write_text(NNX_CNN, encoding="utf-8")
    job = make_job(
        model={"backend": "jax", "architecture": "file:mnist.py"},
        train={"epochs": 2, "steps_per_epoch": 8, "learning_rate": 0.01, "checkpoint_every": 1},
    )
    run = tmp_path / "a"
    assert engine.run(job, None, None, run_dir=run, base_dir=tmp_path) == "completed"
    first = events_of(run)
    assert_contract(first)
    start = first[0]
    assert start["flops_per_step"] > 1e6 and "XLA cost analysis" in start["flops_source"]
    assert start["parameters"] == (9 * 16 + 16) + 2 * 16 + (256 * 16 + 16) + (16 * 10 + 10)
    assert [c for c in of_type(first, "compile") if c["seconds"]]  # JAX's compiles are seen
    losses = [metric(b["logs"]["loss"]) for b in of_type(first, "batch_end")]
    assert len(losses) == 16 and np.mean(losses[-4:]) < np.mean(losses[:4]) - 0.5
    ck = of_type(first, "checkpoint")
    assert [(c["epoch"], c["step"]) for c in ck] == [(1, 8), (2, 16)]

    # the batch statistics are the run's state: they moved, and the checkpoint keeps them
    import orbax.checkpoint as ocp

    saved = ocp.StandardCheckpointer().restore(
        (run / "checkpoints" / "epoch-0001-step-0000008.orbax").resolve()
    )
    assert set(saved["state"]) == {"batch_norm1"}  # the dropout's own stream is not kept
    assert np.abs(np.asarray(saved["state"]["batch_norm1"]["mean"])).max() > 1e-3
    assert set(saved["params"]) == {"conv1", "batch_norm1", "linear1", "linear2"}

    resumed = job.updated("train.resume_from", ck[0]["path"])
    assert engine.run(resumed, None, None, run_dir=tmp_path / "b", base_dir=tmp_path) == (
        "completed"
    )
    second = events_of(tmp_path / "b")
    assert_contract(second)
    assert [b["step"] for b in of_type(second, "batch_end")] == list(range(9, 17))
    again = metric(of_type(second, "batch_end")[0]["logs"]["loss"])
    assert again < np.mean(losses[:4]) - 0.5  # from the checkpoint's weights, not afresh

    # predict: PNGs of held-out digits, through the CLI, in evaluation mode (running statistics)
    from sklearn.datasets import load_digits

    from tpugui.cli import main
    from tpugui.inference.restore import restore

    picks = range(1700, 1730)
    pngs = _digit_pngs(tmp_path, picks)
    capsys.readouterr()
    assert main(["predict", str(run), *pngs, "--json"]) == 0
    got = json.loads(capsys.readouterr().out)
    target = load_digits().target
    right = sum(g["prediction"] == target[i] for g, i in zip(got, picks, strict=True))
    assert right >= 20, got

    # export: the jax.export program on the exported tree gives what predict's model gives
    import jax

    restored = restore(run)
    x = load_digits().images[list(picks), :, :, None].astype(np.float32) / 16.0
    ours = restored.forward(x)
    assert main(["export", str(run), "-o", str(tmp_path / "out")]) == 0
    out = tmp_path / "out"
    program = jax.export.deserialize(bytearray((out / "model.jaxexport").read_bytes()))
    tree = ocp.StandardCheckpointer().restore((out / "params").resolve())
    theirs = np.asarray(program.call(tree, x))
    np.testing.assert_allclose(theirs, ours, atol=1e-5)
    assert (np.argmax(ours, axis=1) == [g["prediction"] for g in got]).mean() >= 0.9


BAD_RETURNS = {
    # the class, not an instance of it: the usual slip
    "the class CNN (not an instance of it)": (
        "from flax import nnx\n"
        "class CNN(nnx.Module):\n"
        "    def __init__(self, *, rngs): self.linear = nnx.Linear(64, 10, rngs=rngs)\n"
        "    def __call__(self, x): return self.linear(x.reshape(x.shape[0], -1))\n"
        "def build_model(framework, input_shape, num_outputs):\n"
        "    return CNN\n"
    ),
    # an NNX module whose layers do not take the examples: said before any step
    "failed on an input of shape (1, 8, 8, 1)": (
        "from flax import nnx\n"
        "def build_model(framework, input_shape, num_outputs):\n"
        "    return nnx.Linear(3, num_outputs, rngs=nnx.Rngs(0))\n"
    ),
}


@pytest.mark.parametrize("words", list(BAD_RETURNS))
def test_a_model_file_returning_what_jax_cannot_train_names_the_file_and_the_fix(tmp_path, words):
    from tpugui.training import lifecycle
    from tpugui.training.jax import models

    path = tmp_path / "bad_model.py"
    path.write_text(BAD_RETURNS[words], encoding="utf-8")
    with pytest.raises(UserModelError) as info:
        m = models.build("file:bad_model.py", (8, 8, 1), 10, tmp_path)
        m.init(0, np.zeros((1, 8, 8, 1), np.float32))
    text = lifecycle.describe(info.value)
    assert str(path) in text and words in text
    assert text.endswith(". Fix the model file (model.architecture).")
    if "class" in words:
        assert "Return a Flax NNX Module (an nnx.Module instance" in text


def test_the_check_before_a_run_reads_a_flax_file_and_refuses_it_for_another_backend(tmp_path):
    """Read, never imported: an NNX file under torch is refused at model.architecture with the
    fix; under jax, or when the file imports torch too (it may choose by framework), it is not."""
    from tpugui.job import JobError
    from tpugui.training import file_model, models

    (tmp_path / "mnist.py").write_text(NNX_CNN, encoding="utf-8")
    (tmp_path / "both.py").write_text("import torch\n" + NNX_CNN, encoding="utf-8")
    assert models.flax_kind(tmp_path / "mnist.py") == "nnx"
    assert models.flax_kind(tmp_path / "both.py") is None
    linen = tmp_path / "linen.py"
    linen.write_text(file_model.template("jax", True).replace("nnx", "linen"), encoding="utf-8")
    assert models.flax_kind(linen) == "linen"
    plain = tmp_path / "plain.py"
    plain.write_text(file_model.template("jax", False), encoding="utf-8")
    assert models.flax_kind(plain) is None
    assert models.flax_kind(tmp_path / "nowhere.py") is None

    assert models.check_model_file("file:mnist.py", tmp_path, "jax") == tmp_path / "mnist.py"
    assert models.check_model_file("file:both.py", tmp_path, "torch") == tmp_path / "both.py"
    job = make_job(model={"backend": "torch", "architecture": "file:mnist.py"})
    with pytest.raises(JobError) as info:
        engine.check(job, tmp_path, installed=lambda name: True, machine=False)
    ((key, message),) = info.value.details
    assert key == "model.architecture"
    assert str(message) == (
        f"{tmp_path / 'mnist.py'} builds a Flax NNX module, which only the jax backend trains "
        "(model.backend is torch). Set model.backend to jax, or return a torch model from "
        "build_model."
    )
