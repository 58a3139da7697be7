"""GPUs through a recorded NVML and PCI sysroots: stand-ins for GPUs the CI does not have."""

from __future__ import annotations

import pytest

from tests.devices.fakes import FakeNvml, add_pci, write
from tpugui.devices.gpu import detect_gpus, read_nvml
from tpugui.devices.inventory import detect
from tpugui.devices.specs import gpu_fast_dtypes


def test_recorded_h100_host():
    nvml = FakeNvml(count=8)
    [dev] = detect_gpus(nvml=nvml)
    assert nvml.shutdown_called
    assert (dev.kind, dev.name, dev.count) == ("gpu", "NVIDIA H100 80GB HBM3", 8)
    assert dev.value("compute_capability") == "9.0"
    assert dev.value("sm_count") == 132  # 16896 CUDA cores / 128 per SM on Hopper
    assert dev.value("memory_total") == 85520809984
    # 5120-bit bus x 2619 MHz x 2 (double data rate) = 3352 GB/s, H100 SXM's published 3.35 TB/s
    assert dev.value("memory_bandwidth") == pytest.approx(3352.3, abs=0.1)
    assert {"tf32", "bf16", "fp16", "fp8"} <= set(dev.value("fast_dtypes"))
    assert dev.value("peak_fp32") == pytest.approx(16896 * 2 * 1980 / 1e3, abs=0.1)
    assert dev.value("power") == pytest.approx(71.234)
    assert dev.value("power_limit") == 700.0
    assert dev.value("driver") == "550.54.15" and dev.value("cuda_version") == "12.4"
    assert [c["temperature"] for c in dev.extra["cards"]] == list(range(31, 39))
    assert dev.characteristics["memory_bandwidth"].source == "derived"
    assert dev.characteristics["fast_dtypes"].source == "spec"


def test_unsupported_queries_are_not_exposed_not_errors():
    [dev] = detect_gpus(nvml=FakeNvml(count=1, unsupported=("cores", "bus", "power")))
    for key in ("cuda_cores", "sm_count", "bus_width", "memory_bandwidth", "power", "peak_fp32"):
        char = dev.characteristics[key]
        assert char.value is None and "not exposed" in char.note, key
    assert dev.value("compute_capability") == "9.0"


def test_recommendation_for_gpus():
    inv = detect(nvml=FakeNvml(count=4), env={})
    rec = inv.recommendation
    assert rec.device in ("gpu", "cuda:0") and rec.replicas == 4
    assert rec.batch_size_hint == 512
    if rec.backend == "tensorflow":
        assert rec.strategy == "mirrored"
    single = detect(nvml=FakeNvml(count=1), env={}).recommendation
    assert single.replicas == 1 and single.strategy == "default"


def test_nvml_missing_but_card_on_pci_bus(tmp_path):
    add_pci(tmp_path, "0000:00:05.0", 0x10DE, 0x2330, 0x16C1, 0x030200)
    [dev] = detect_gpus(str(tmp_path), nvml=FakeNvml(fail_init=True))
    assert dev.name == "NVIDIA GPU (PCI device 0x2330)" and dev.count == 1
    assert any("Driver Not Loaded" in n and "NVIDIA driver" in n for n in dev.notes)
    cards, system, note = read_nvml(FakeNvml(fail_init=True))
    assert cards == [] and "NVML not available" in note
    # a GPU without a driver is not recommended for training
    inv = detect(str(tmp_path), nvml=FakeNvml(fail_init=True), env={})
    assert inv.recommendation.device == "cpu"


def test_amd_gpu_with_and_without_rocm(tmp_path):
    add_pci(tmp_path, "0000:03:00.0", 0x1002, 0x740F, None, 0x038000)  # MI210-like
    [dev] = detect_gpus(str(tmp_path))
    assert dev.extra["vendor"] == "amd" and dev.value("rocm_driver") is False
    assert any("/dev/kfd" in n for n in dev.notes)
    write(tmp_path, "/dev/kfd", "")
    [dev] = detect_gpus(str(tmp_path))
    assert dev.value("rocm_driver") is True and not dev.notes


def test_non_display_devices_are_not_gpus(tmp_path):
    add_pci(tmp_path, "0000:00:05.0", 0x10DE, 0x1AD6, None, 0x0C0330)  # an NVIDIA USB controller
    assert detect_gpus(str(tmp_path)) == []


@pytest.mark.parametrize(
    ("cc", "fast"),
    [((6, 0), ["fp16"]), ((7, 0), ["fp16", "int8"]), ((7, 5), ["fp16", "int8"]),
     ((8, 0), ["tf32", "fp16", "bf16", "int8"]), ((8, 9), ["tf32", "fp16", "bf16", "int8", "fp8"]),
     ((10, 0), ["tf32", "fp16", "bf16", "int8", "fp8", "fp4"])],
)  # fmt: skip
def test_fast_dtypes_by_compute_capability(cc, fast):
    assert gpu_fast_dtypes(*cc) == fast


def test_this_machine_without_nvidia_driver():
    # The CI has no NVIDIA driver: NVML is missing, and detection says so instead of failing.
    cards, _, note = read_nvml()
    if not cards:
        assert note
