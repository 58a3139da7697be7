"""FLOPs of a run's own step and its MFU: counted by each framework on real small models (a
dense MLP of known sizes against its closed form, a scanned JAX model at its trip count), the
peak from the spec tables or the CPU, and MFU in the events of real short runs equal to the
step's FLOPs over the window's seconds over the peak."""

from __future__ import annotations

import pytest

from tests.training.helpers import (
    assert_contract,
    events_of,
    make_job,
    needs,
    of_type,
    trainable_backends,
)
from tpugui.events import check_contract
from tpugui.training import engine, flops, peak
from tpugui.training.jax import flops as jax_flops
from tpugui.training.torch import flops as torch_flops

#: the built-in mlp on digits: 8x8x1 -> 128 -> 64 -> 10 (tpugui.training.models.MLP_UNITS)
DIMS = (64, 128, 64, 10)
BATCH = 256


def closed_form(batch: int, dims: tuple[int, ...] = DIMS) -> int:
    """2·B·(forward matmuls + weight gradients + input gradients but the first layer's):
    6·B·Σ(in·out) − 2·B·in₀·out₀ (biases, activations, the loss and the optimizer left out)."""
    pairs = list(zip(dims[:-1], dims[1:], strict=True))
    return 6 * batch * sum(a * b for a, b in pairs) - 2 * batch * pairs[0][0] * pairs[0][1]


BACKENDS = trainable_backends(pytest.mark.slow)


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_real_run_counts_its_step_near_the_closed_form_and_its_mfu_adds_up(tmp_path, backend):
    needs(backend)
    job = make_job(
        model={"backend": backend, "architecture": "mlp"},
        pipeline={"batch_size": BATCH},
        train={"epochs": 2, "steps_per_epoch": 4, "checkpoint_every": 0},
    )
    assert engine.run(job, None, None, run_dir=tmp_path) == "completed"
    records = events_of(tmp_path)
    assert_contract(records)
    started = records[0]
    counted = started["flops_per_step"]
    assert counted == pytest.approx(closed_form(BATCH), rel=0.10), started["flops_source"]
    assert started["flops_source"] and started["peak_source"]
    assert started["peak_flops"] > 0  # this CPU's (derived, or the kept Bench's)
    assert started["peak_source"].startswith(("derived:", "measured:"))

    # MFU = FLOPs per step x steps in the window / the window's seconds / the peak
    timed = 0
    since = {1: 0, 2: 4}  # each epoch's window starts at its first step
    for b in of_type(records, "batch_end"):
        if "step_s" not in b:
            assert "mfu" not in b and "flops_per_sec" not in b
            continue
        steps = b["step"] - since[b["epoch"]]
        since[b["epoch"]] = b["step"]
        expected = counted * steps / b["step_s"]
        # step_s is written to the microsecond: its rounding bounds the agreement
        assert b["flops_per_sec"] == pytest.approx(expected, rel=max(1e-5, 1e-6 / b["step_s"]))
        assert b["mfu"] == pytest.approx(b["flops_per_sec"] / started["peak_flops"], rel=1e-4)
        timed += 1
    assert timed >= 2


def test_the_torch_count_leaves_the_model_as_it_was():
    torch = pytest.importorskip("torch")
    from torch import nn

    model = nn.Sequential(nn.Flatten(), nn.Linear(64, 128), nn.ReLU(), nn.Linear(128, 64),
                          nn.BatchNorm1d(64), nn.ReLU(), nn.Linear(64, 10))  # fmt: skip
    before = {k: v.clone() for k, v in model.state_dict().items()}
    count = torch_flops.count(model, (1, 8, 8), BATCH)
    assert count.flops == pytest.approx(closed_form(BATCH), rel=0.01)
    assert "optimizer update left out" in count.source
    after = model.state_dict()
    assert all(torch.equal(before[k], after[k]) for k in before)  # batch-norm statistics too
    assert all(p.grad is None for p in model.parameters())


def test_a_scanned_jax_model_is_counted_at_its_trip_count():
    """XLA counts a while body once: a 10-layer lax.scan would read as one layer. Counted with
    its trip count it agrees with the same layers unrolled and with 6·B·L·D² (in a scan every
    layer's input gradient is computed: the carry's)."""
    jax = pytest.importorskip("jax")
    jnp = jax.numpy
    b, d, layers = 32, 256, 10

    def scanned(w, x):
        def body(h, wi):
            return jnp.tanh(h @ wi), None

        h, _ = jax.lax.scan(body, x, w)
        return jnp.mean(h**2)

    def unrolled(w, x):
        h = x
        for i in range(layers):
            h = jnp.tanh(h @ w[i])
        return jnp.mean(h**2)

    def step_of(loss):
        def step(w, x):
            value, g = jax.value_and_grad(loss)(w, x)
            return w - 0.1 * g, value

        return jax.jit(step)

    w, x = jnp.full((layers, d, d), 0.01), jnp.ones((b, d))
    got = jax_flops.count(step_of(scanned), w, x)
    flat = jax_flops.count(step_of(unrolled), w, x)
    assert "trip count" in got.source and "trip count" not in flat.source
    assert got.flops == pytest.approx(6 * b * layers * d * d, rel=0.10)
    assert got.flops == pytest.approx(flat.flops, rel=0.05)
    once = step_of(scanned).lower(w, x).compile().cost_analysis()
    once = once[0] if isinstance(once, list) else once
    assert once["flops"] < got.flops / 5  # what XLA alone says: the body once


def test_a_nested_scan_multiplies_both_trip_counts():
    jax = pytest.importorskip("jax")
    jnp = jax.numpy

    def f(w, x):
        def inner(h, _):
            return h @ w, None

        def outer(h, _):
            return jax.lax.scan(inner, h, None, length=4)[0], None

        return jax.lax.scan(outer, x, None, length=3)[0]

    w, x = jnp.ones((128, 128)), jnp.ones((16, 128))
    got = jax_flops.count(jax.jit(f), w, x)
    assert got.flops == pytest.approx(12 * 2 * 16 * 128 * 128, rel=0.05)


def test_the_mfu_rates_of_a_window():
    assert flops.rates(1e9, 4, 2.0, 1e10) == {"flops_per_sec": 2e9, "mfu": 0.2}
    assert flops.rates(1e9, 4, 2.0, None) == {"flops_per_sec": 2e9}
    assert flops.rates(None, 4, 2.0, 1e10) == {}
    assert flops.rates(1e9, 0, 2.0, 1e10) == {}


def test_the_peak_comes_from_the_spec_tables():
    v4 = peak.lookup("tpu", "TPU v4", 4)
    assert v4.flops == pytest.approx(4 * 275e12) and "spec: TPU v4" in v4.source
    v3 = peak.lookup("tpu", "TPU v3", 8)  # one device per TensorCore, two a chip
    assert v3.flops == pytest.approx(4 * 123e12)
    h100 = peak.lookup("gpu", "NVIDIA H100 80GB HBM3", 8, "mixed_bfloat16")
    assert h100.flops == pytest.approx(8 * 989e12) and "bf16 tensor cores" in h100.source
    a100 = peak.lookup("cuda", "NVIDIA A100-SXM4-40GB", 1, "float32", tf32=True)
    assert a100.flops == pytest.approx(156e12) and "tf32" in a100.source
    t4 = peak.lookup("gpu", "Tesla T4", 1, "float32")  # no tf32: the CUDA cores
    assert t4.flops == pytest.approx(40 * 64 * 2 * 1590e6) and "fp32 CUDA cores" in t4.source
    assert peak.gpu_spec("NVIDIA L40S") is None  # "L4" is not L40S
    assert peak.lookup("mps", "MPS").flops is None


def test_a_cpu_peak_is_the_kept_bench_else_derived(tmp_path, monkeypatch):
    from tpugui.devices import bench

    monkeypatch.setenv("TPUGUI_BENCH", str(tmp_path / "bench.json"))
    derived = peak.lookup("cpu")
    assert derived.source.startswith("derived:") and "FLOPs/cycle" in derived.source
    rows = [
        {"device": "cpu", "framework": "numpy", "op": "matmul", "dtype": "float32",
         "value": 101.5, "unit": "GFLOP/s"},
        {"device": "cpu", "framework": "torch", "op": "matmul", "dtype": "float32",
         "value": 120.0, "unit": "GFLOP/s"},
    ]  # fmt: skip
    assert bench.remember(rows) is not None
    measured = peak.lookup("cpu", devices=2)
    assert measured.flops == pytest.approx(2 * 120e9)
    assert measured.source.startswith("measured: Bench torch fp32 matmul 120 GFLOP/s")


def test_the_event_contract_takes_the_new_keys_and_refuses_bad_values():
    def run(start: dict, batch: dict) -> list[dict]:
        return [
            {"seq": 1, "time": 1.0, "type": "run_started", **start},
            {"seq": 2, "time": 2.0, "type": "batch_end", "step": 1, **batch},
            {"seq": 3, "time": 3.0, "type": "run_finished", "status": "completed"},
        ]

    good = run(
        {"flops_per_step": 1.2e9, "peak_flops": 3.4e11, "flops_source": "XLA",
         "peak_source": "derived"},
        {"flops_per_sec": 2.0e10, "mfu": 0.058, "step_s": 0.06},
    )  # fmt: skip
    assert check_contract(good) == []
    assert check_contract(run({"flops_per_step": None, "peak_flops": None}, {})) == []
    bad = check_contract(run({"flops_per_step": "many", "peak_source": 3}, {"mfu": -0.1}))
    assert len(bad) == 3 and any("mfu" in p for p in bad)
