"""Pre-flight: the job's device, strategy and precision against the machine's inventory."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tpugui.devices.inventory import Inventory
from tpugui.devices.model import Device
from tpugui.job import Job, JobError, save_job
from tpugui.training import engine, preflight
from tpugui.training.preflight import Machine

CPU_ONLY = Machine()
TPU_V5E = Machine(tpu_chips=4, tpu_generation="v5e")
TPU_7X = Machine(tpu_chips=4, tpu_generation="7x")
ONE_GPU = Machine(cuda_gpus=1)


def job(**model) -> Job:
    j = Job()
    for k, v in model.items():
        j = j.updated(f"model.{k}", v)
    return j


def keys(found):
    return [(f.key, f.level, f.alternative) for f in found]


def test_learn_tpu_preset_on_a_machine_without_tpu_is_flagged_with_alternatives():
    """The Learn page's "Prepare a TPU training job": device tpu, strategy tpu, bfloat16."""
    j = job(device="tpu", strategy="tpu", precision="mixed_bfloat16")
    found = preflight.findings(j, CPU_ONLY)
    assert keys(found) == [
        ("model.device", "error", "auto"),
        ("model.strategy", "error", "auto"),
    ]
    assert "no TPU" in str(found[0].message) and "'auto'" in str(found[0].message)
    fixed = preflight.fixed(j, found)
    # once it runs on the CPU, bfloat16 is a warning with its own one-click alternative
    after = preflight.findings(fixed, CPU_ONLY)
    assert keys(after) == [("model.precision", "warning", "float32")]
    assert preflight.findings(preflight.fixed(fixed, after), CPU_ONLY) == []
    assert preflight.findings(j, TPU_V5E) == []


def test_gpu_mps_tpu7x_and_float16_rules():
    assert keys(preflight.findings(job(device="cuda:0"), CPU_ONLY)) == [
        ("model.device", "error", "auto")
    ]
    assert preflight.findings(job(device="cuda:0"), ONE_GPU) == []
    assert keys(preflight.findings(job(device="cuda:1"), ONE_GPU))[0][0] == "model.device"
    assert keys(preflight.findings(job(device="mps"), CPU_ONLY)) == [
        ("model.device", "error", "auto")
    ]
    f = preflight.findings(job(device="tpu"), TPU_7X)
    assert keys(f) == [("model.backend", "error", "jax")] and "TPU7x" in str(f[0].message)
    assert preflight.findings(job(device="tpu", backend="jax"), TPU_7X) == []
    assert keys(preflight.findings(job(device="tpu", precision="mixed_float16"), TPU_V5E)) == [
        ("model.precision", "error", "mixed_bfloat16")
    ]
    assert keys(preflight.findings(job(precision="mixed_float16"), CPU_ONLY)) == [
        ("model.precision", "warning", "float32")
    ]
    assert preflight.findings(job(precision="mixed_float16"), ONE_GPU) == []


def test_device_choices_mark_what_is_absent():
    choices = ("auto", "cpu", "gpu", "tpu", "cuda:0", "mps")
    assert preflight.device_choices(CPU_ONLY, choices) == {
        "auto": True, "cpu": True, "gpu": False, "tpu": False, "cuda:0": False, "mps": False,
    }  # fmt: skip
    assert preflight.device_choices(TPU_V5E, choices)["tpu"]


def test_machine_from_another_machines_inventory():
    inv = Inventory(
        devices=[
            Device("cpu", "x86", 1),
            Device("tpu", "TPU v5 lite", 8, extra={"generation": "v5e"}),
        ]
    )
    m = Machine.from_inventory(Inventory.from_json(inv.dumps()))
    assert (m.tpu_chips, m.tpu_generation, m.cuda_gpus) == (8, "v5e", 0)


def test_engine_check_refuses_errors_naming_the_field(tmp_path):
    with pytest.raises(JobError) as e:
        engine.check(job(device="tpu"), tmp_path, machine=CPU_ONLY)
    assert [k for k, _ in e.value.details] == ["model.device"]
    engine.check(job(device="tpu"), tmp_path, machine=TPU_V5E)
    engine.check(job(precision="mixed_bfloat16"), tmp_path, machine=CPU_ONLY)  # a warning only


@pytest.mark.skipif(Machine.here().tpu_chips > 0, reason="this machine has a TPU")
def test_cli_train_refuses_a_tpu_job_here_with_exit_2_before_any_framework(tmp_path):
    path = tmp_path / "tpu.toml"
    save_job(job(device="tpu", strategy="tpu", precision="mixed_bfloat16"), path)
    code = (
        "import sys; from tpugui.cli import main; rc = main(['train', sys.argv[1]]); "
        "print('frameworks:', sorted(m for m in ('tensorflow', 'torch', 'jax') if m in sys.modules)); "
        "sys.exit(rc)"
    )
    r = subprocess.run(
        [sys.executable, "-c", code, str(path)], capture_output=True, text=True, timeout=120
    )
    assert r.returncode == 2, r.stderr
    assert "model.device" in r.stderr and "no TPU" in r.stderr
    assert "model.strategy" in r.stderr
    assert "frameworks: []" in r.stdout
    assert not list(tmp_path.glob("**/events.jsonl"))
