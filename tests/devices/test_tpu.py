"""TPUs from sysroot trees built here: they stand in for TPU VMs the CI does not have."""

from __future__ import annotations

import pytest

from tests.devices.fakes import add_pci, tpu_host, write
from tpugui.devices.inventory import detect
from tpugui.devices.specs import TPU_SPECS, tpu_by_name, tpu_by_pci
from tpugui.devices.tpu import detect_tpu, reference_device

CASES = [("v2", 4), ("v3", 4), ("v4", 4), ("v5p", 4), ("v6e", 4), ("v5e", 4), ("v5e", 8),
         ("7x", 4), ("v6e", 8), ("v5e", 1)]  # fmt: skip


@pytest.mark.parametrize(("gen", "chips"), CASES)
def test_every_generation_and_pod_size(tmp_path, gen, chips):
    spec = TPU_SPECS[gen]
    root = tpu_host(tmp_path, gen, chips)
    dev = detect_tpu(str(root), env={})
    assert dev is not None
    assert dev.extra["generation"] == gen and dev.extra["chips"] == chips == dev.count
    replicas = chips * spec.devices_per_chip
    assert dev.value("replicas") == replicas
    assert dev.value("tensorcores_per_chip") == spec.tensorcores
    assert dev.value("hbm_total") == spec.hbm_bytes * chips
    assert dev.value("peak_bf16") == pytest.approx(spec.bf16_tflops * chips)
    assert dev.characteristics["peak_bf16_per_chip"].source == "spec"
    files = dev.value("device_files")
    assert len(files) == chips
    assert all(f.startswith("/dev/accel" if spec.dev_files == "accel" else "/dev/vfio/")
               for f in files)  # fmt: skip
    assert not dev.notes

    inv = detect(str(root), env={})
    rec = inv.recommendation
    assert (rec.device, rec.replicas, rec.batch_size_hint) == ("tpu", replicas, 128 * replicas)
    assert rec.batch_size_hint % rec.replicas == 0
    if gen == "7x":  # TensorFlow does not support TPU7x: JAX when installed, else PyTorch/XLA
        assert rec.backend == ("jax" if inv.frameworks.get("jax") else "torch_xla")
        assert rec.strategy == "default"
    else:
        assert rec.backend == "tensorflow" and rec.strategy == "tpu"
    data = inv.to_json()
    tpu = next(d for d in data["devices"] if d["kind"] == "tpu")
    assert tpu["generation"] == gen and tpu["chips"] == chips


def test_v2_v3_tell_apart_by_subsystem_or_accelerator_type(tmp_path):
    assert tpu_by_pci(0x0027, 0x004E).generation == "v2"
    assert tpu_by_pci(0x0027, 0x004F).generation == "v3"
    assert tpu_by_pci(0x0027, None) is None
    for i in range(4):
        add_pci(tmp_path, f"0000:00:{4 + i:02x}.0", 0x1AE0, 0x0027, None)
        write(tmp_path, f"/dev/accel{i}", "")
    assert detect_tpu(str(tmp_path), env={}) is None
    dev = detect_tpu(str(tmp_path), env={"TPU_ACCELERATOR_TYPE": "v3-8"})
    assert dev.extra["generation"] == "v3" and dev.value("replicas") == 8
    assert dev.value("slice_chips") == 4


def test_non_google_vendor_and_unknown_device_are_no_tpu(tmp_path):
    add_pci(tmp_path, "0000:00:04.0", 0x8086, 0x0063)  # Intel, with a TPU-looking device id
    add_pci(tmp_path, "0000:00:05.0", 0x1AE0, 0x7777)  # Google, an id we do not know
    write(tmp_path, "/dev/vfio/0", "")
    assert detect_tpu(str(tmp_path), env={}) is None
    inv = detect(str(tmp_path), env={})
    assert inv.device("tpu") is None and inv.recommendation.device == "cpu"
    assert any("0x7777" in n and "not a known TPU" in n for n in inv.notes)


def test_multi_host_slice_and_env(tmp_path):
    root = tpu_host(tmp_path, "v4", 4)
    env = {
        "TPU_ACCELERATOR_TYPE": "v4-32",
        "TPU_WORKER_ID": "1",
        "TPU_WORKER_HOSTNAMES": "10.0.0.2,10.0.0.3,10.0.0.4,10.0.0.5",
        "TPU_NAME": "my-tpu",
    }
    dev = detect_tpu(str(root), env=env)  # fmt: skip
    assert dev.extra["accelerator_type"] == "v4-32"
    assert dev.value("slice_chips") == 16 and dev.value("workers") == 4
    assert dev.value("worker_id") == "1"
    assert any("multi-host" in n for n in dev.notes)


def test_missing_device_files_are_reported(tmp_path):
    root = tpu_host(tmp_path, "v5e", 4, dev_files=False)
    dev = detect_tpu(str(root), env={})
    assert dev.count == 4 and dev.value("device_files") == []
    assert any("/dev/vfio/N" in n for n in dev.notes)


def test_retired_tpu_node_is_flagged(tmp_path):
    inv = detect(str(tmp_path), env={"COLAB_TPU_ADDR": "10.0.0.2:8470"})
    assert any("retired TPU Node" in n for n in inv.notes)
    assert inv.device("tpu") is None


def test_spec_table_and_names():
    assert list(TPU_SPECS) == ["v2", "v3", "v4", "v5e", "v5p", "v6e", "7x"]
    assert tpu_by_name("v5litepod-8").generation == "v5e"
    assert tpu_by_name("TPU v4").generation == "v4"
    assert tpu_by_name("tpu7x-8").generation == "7x"
    assert tpu_by_name("v6e-1").generation == "v6e"
    assert tpu_by_name("") is None and tpu_by_name("h100") is None
    assert TPU_SPECS["v6e"].bf16_tflops == 918 and TPU_SPECS["7x"].tensorflow is False
    ref = reference_device("v5e")
    assert ref.extra["reference"] and ref.value("peak_bf16") == 197


def test_real_machine_has_no_tpu_and_detection_is_quiet():
    assert detect_tpu() is None or detect_tpu().count > 0
