"""The jax backend, for real on the CPU: what only it does (8 devices vs 1, logical CPUs, its
model files and networks). What every backend does (learn the demo, stop and resume, fail at a
NaN, ...) is the conformance suite's: ``test_conformance.py``.

The 8-device runs are subprocesses with ``XLA_FLAGS=--xla_force_host_platform_device_count=8``
(JAX fixes the CPU device count when it starts); the other tests train in this process on the
one CPU device JAX sees by default.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.training.helpers import (
    ROOT,
    assert_contract,
    events_of,
    make_job,
    of_type,
)
from tpugui.events import metric
from tpugui.training import engine

pytest.importorskip("jax")
pytest.importorskip("optax")
pytest.importorskip("orbax.checkpoint")
pytestmark = pytest.mark.slow

RUNNER = Path(__file__).with_name("jax_devices_run.py")
STEPS = 12
#: the 8-device loss after STEPS steps against the 1-device loss: the same global batch, data,
#: initial parameters and updates; only the order of float32 sums differs (per-device partial
#: sums, then the all-reduce), which stays orders of magnitude below this
LOSS_RTOL = 1e-3


def _start(tmp_path: Path, devices: int) -> tuple[subprocess.Popen, Path, Path]:
    out = tmp_path / f"d{devices}.json"
    run_dir = tmp_path / f"run{devices}"
    env = {
        **os.environ,
        "XLA_FLAGS": f"--xla_force_host_platform_device_count={devices}",
        "PYTHONPATH": str(ROOT),
        "TF_CPP_MIN_LOG_LEVEL": "3",
        "JAX_PLATFORMS": "cpu",
    }
    proc = subprocess.Popen(
        [sys.executable, str(RUNNER), str(run_dir), str(out), str(STEPS)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    return proc, out, run_dir


def test_eight_devices_shard_every_batch_and_match_one_device(tmp_path):
    runs = {n: _start(tmp_path, n) for n in (8, 1)}
    result = {}
    for n, (proc, out, run_dir) in runs.items():
        log, _ = proc.communicate(timeout=400)
        assert proc.returncode == 0, log[-3000:]
        data = json.loads(out.read_text())
        assert data["status"] == "completed", log[-3000:]
        records = events_of(run_dir)
        assert_contract(records)
        result[n] = (data, records)
    data8, rec8 = result[8]
    assert data8["device_count"] == 8
    start = rec8[0]
    assert start["backend"] == "jax" and start["replicas"] == 8
    assert start["batch_sharding"]["devices"] == 8  # computed from the first placed batch
    # every batch the jitted step got: split over the 8 devices, 64 / 8 = 8 examples on each
    assert [b["step"] for b in data8["batches"]] == list(range(1, STEPS + 1))
    for b in data8["batches"]:
        assert b["shape"][0] == 64 and b["spec"] == ["data"] and not b["fully_replicated"]
        assert b["devices"] == list(range(8))
        assert b["shards"] == [[8, *b["shape"][1:]]] * 8
        assert b["label_shards"] == [[8]] * 8
    data1, rec1 = result[1]
    assert rec1[0]["replicas"] == 1
    assert all(b["shards"] == [b["shape"]] for b in data1["batches"])
    loss8 = [metric(b["logs"]["loss"]) for b in of_type(rec8, "batch_end")]
    loss1 = [metric(b["logs"]["loss"]) for b in of_type(rec1, "batch_end")]
    assert len(loss8) == len(loss1) == STEPS
    assert loss8[-1] < loss8[0]  # it learned
    assert loss8[-1] == pytest.approx(loss1[-1], rel=LOSS_RTOL)
    assert loss8 == pytest.approx(loss1, rel=LOSS_RTOL)
    # validation: every example once, the last short batch padded to 8 devices and masked
    val8, val1 = of_type(rec8, "epoch_end")[0]["logs"], of_type(rec1, "epoch_end")[0]["logs"]
    assert val8["val_loss"] == pytest.approx(val1["val_loss"], rel=LOSS_RTOL)
    assert val8["val_accuracy"] == pytest.approx(val1["val_accuracy"], abs=1 / 360)
    for b in of_type(rec8, "batch_end"):  # the input wait of each step, as the monitor reads it
        assert 0 <= b["input_s"] <= b["step_s"]


def test_logical_cpus_split_the_cpu_into_jax_devices(tmp_path):
    """``model.logical_cpus`` for jax: the CPU as N devices, set before JAX starts (a fresh
    process, as every run is); refused only for the torch backends."""
    code = (
        "from tpugui.training.jax import backend\n"
        "assert backend.logical_cpus(4)\n"
        "import jax\n"
        "print('devices', jax.device_count())\n"
        "assert not backend.logical_cpus(2)  # JAX runs now: it keeps its 4\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "XLA_FLAGS"}
    env.update(PYTHONPATH=str(ROOT), JAX_PLATFORMS="cpu")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                         cwd=ROOT, timeout=120)  # fmt: skip
    assert out.returncode == 0, out.stderr[-2000:]
    assert "devices 4" in out.stdout
    engine.check(make_job(model={"backend": "jax", "logical_cpus": 4}))  # not refused


USER_MODEL = """
def build_model(framework, input_shape, num_classes):
    assert framework == "jax"
    import jax, jax.numpy as jnp
    h, w, c = input_shape

    class Linear:  # the shape of a Flax linen Module: init(rng, x), apply(params, x)
        def init(self, rng, x):
            return {"w": jax.random.normal(rng, (h * w * c, num_classes)) * 0.01,
                    "b": jnp.zeros(num_classes)}

        def apply(self, params, x):
            return x.reshape(x.shape[0], -1) @ params["w"] + params["b"]

    return Linear()
"""


def test_user_model_files_and_failures_for_jax(tmp_path):
    (tmp_path / "net.py").write_text(USER_MODEL)
    (tmp_path / "bad.py").write_text(
        "import numpy\ndef build_model(framework, input_shape, num_classes):\n"
        "    return numpy.zeros(3)\n"
    )
    job = make_job(
        model={"backend": "jax", "architecture": "file:net.py", "precision": "mixed_bfloat16"},
        train={"epochs": 1, "steps_per_epoch": 30, "checkpoint_every": 0, "learning_rate": 0.01},
        pipeline={"random_flip": True},
    )
    assert engine.run(job, None, None, run_dir=tmp_path / "a", base_dir=tmp_path) == "completed"
    records = events_of(tmp_path / "a")
    assert_contract(records)
    assert [b["step"] for b in of_type(records, "batch_end")] == list(range(1, 31))  # > 1 pass
    losses = [metric(b["logs"]["loss"]) for b in of_type(records, "batch_end")]
    assert losses[-1] < losses[0]
    bad = job.updated("model.architecture", "file:bad.py")
    assert engine.run(bad, None, None, run_dir=tmp_path / "b", base_dir=tmp_path) == "failed"
    last = events_of(tmp_path / "b")[-1]
    assert (
        "returned an object of type ndarray, which the jax backend cannot train. Return a Flax NNX"
        in last["error"]
    )
    assert last["error"].endswith(
        "(init, apply) or an object with init(rng, x) and apply(params, x). Fix the model file (model.architecture)."
    )
    assert last["traceback"]


def test_the_networks_have_the_torch_sizes_and_the_resnet_trains():
    import numpy as np
    import optax

    from tpugui.training.jax import build, models
    from tpugui.training.torch import models as models_torch

    x = np.random.default_rng(0).normal(size=(16, 8, 8, 1)).astype(np.float32)
    y = np.arange(16, dtype=np.int32) % 10
    for arch in ("mlp", "cnn", "resnet"):
        m = models.build(arch, (8, 8, 1), 10)
        params, state = m.init(0, x[:1])
        n_torch = sum(p.numel() for p in models_torch.build(arch, (8, 8, 1), 10).parameters())
        assert models.count_params(params) == n_torch, arch
    tx = optax.adam(0.01)
    step, _ = build.make_steps(m, tx, 10, 0.0, np.float32, False)
    before = np.asarray(state["stem_bn"]["mean"]).copy()
    losses = []
    opt_state = tx.init(params)
    for _ in range(3):
        params, state, opt_state, loss, _correct = step(params, state, opt_state, x, y)
        losses.append(float(loss))
    assert losses[-1] < losses[0]
    assert not np.allclose(before, np.asarray(state["stem_bn"]["mean"]))  # batch statistics move
