"""The CPU: this machine's real one against /proc, /sys and os; recorded hosts via sysroot."""

from __future__ import annotations

import os
from pathlib import Path

import psutil
import pytest

from tests.devices.fakes import arm_host, xeon_host
from tpugui.devices.cpu import detect_cpu, flops_per_cycle


def _proc_cpuinfo_model() -> str | None:
    for line in Path("/proc/cpuinfo").read_text().splitlines():
        if line.lower().startswith("model name"):
            return line.split(":", 1)[1].strip()
    return None


def _sysfs_cache_sizes() -> dict[str, int]:
    out = {}
    base = Path("/sys/devices/system/cpu/cpu0/cache")
    for idx in sorted(base.glob("index*")):
        level = (idx / "level").read_text().strip()
        kind = (idx / "type").read_text().strip().lower()
        size = (idx / "size").read_text().strip()
        assert size.endswith("K")
        key = f"l{level}" + {"data": "d", "instruction": "i"}.get(kind, "")
        out[key] = int(size[:-1]) * 1024
    return out


@pytest.mark.skipif(not Path("/proc/cpuinfo").exists(), reason="Linux /proc needed")
def test_real_cpu_agrees_with_proc_sys_and_os():
    dev = detect_cpu()
    assert dev.kind == "cpu"
    model = _proc_cpuinfo_model()
    if model:
        assert dev.name == model and dev.value("model") == model
    assert dev.value("logical_cores") == os.cpu_count()
    assert dev.value("physical_cores") == psutil.cpu_count(logical=False)
    caches = _sysfs_cache_sizes()
    assert caches, "this machine exposes its caches under /sys"
    for key, size in caches.items():
        assert dev.value(key) == size, key
    total = dev.value("ram_total")
    assert abs(total - psutil.virtual_memory().total) < 64 * 1024**2
    for key, char in dev.characteristics.items():
        assert char.source in ("detected", "derived"), key
        if char.value is None:
            assert char.note, f"{key} has no value and does not say why"


def test_peak_is_cores_times_clock_times_isa():
    dev = detect_cpu()
    per = dev.extra["flops_per_cycle"]["fp32"]
    clock = dev.value("max_clock") or dev.value("base_clock")
    expect = dev.value("physical_cores") * clock * per
    assert dev.value("peak_fp32") == pytest.approx(expect, rel=1e-3)
    assert dev.characteristics["peak_fp32"].source == "derived"


@pytest.mark.parametrize(
    ("flags", "vendor", "family", "fp32", "bf16"),
    [
        ({"avx2", "fma", "avx512f"}, "GenuineIntel", 6, 64, None),
        ({"avx2", "fma", "avx512f", "avx512_bf16"}, "AuthenticAMD", 0x19, 32, 64),
        ({"avx2", "fma", "avx512f"}, "AuthenticAMD", 0x1A, 64, None),
        ({"avx2", "fma", "avx"}, "GenuineIntel", 6, 32, None),
        ({"avx", "sse2"}, "GenuineIntel", 6, 16, None),
        ({"sse", "sse2"}, "GenuineIntel", 6, 8, None),
        ({"avx512f", "amx_bf16"}, "GenuineIntel", 6, 64, 1024),
        ({"asimd"}, "ARM", None, 16, None),
        ({"asimd", "sve", "bf16"}, "ARM", None, 32, 64),
        (set(), "", None, None, None),
    ],
)
def test_flops_per_cycle_from_isa(flags, vendor, family, fp32, bf16):
    got = flops_per_cycle(flags, vendor, family)
    assert (got["fp32"], got["bf16"]) == (fp32, bf16)
    assert got["fp32_why"] and got["bf16_why"]


def test_recorded_xeon_host(tmp_path):
    root = xeon_host(tmp_path, logical=4)
    dev = detect_cpu(str(root))
    assert dev.name.startswith("Intel(R) Xeon(R) Platinum 8481C")
    assert (dev.value("logical_cores"), dev.value("physical_cores")) == (4, 2)
    assert dev.value("sockets") == 1 and dev.value("numa_nodes") == 1
    assert dev.value("max_clock") == 3.8 and dev.value("base_clock") == 2.7
    assert dev.value("l1d") == 48 * 1024 and dev.value("l3") == 107520 * 1024
    assert "shared by 4" in dev.characteristics["l3"].note
    assert {"AMX-BF16", "AMX-INT8", "AVX512_BF16"} <= set(dev.value("isa"))
    assert dev.value("amx") is True
    # 2 physical cores x 3.8 GHz x 1024 bf16 FLOPs/cycle (AMX)
    assert dev.value("peak_bf16") == pytest.approx(2 * 3.8 * 1024, rel=1e-3)
    assert dev.value("peak_fp32") == pytest.approx(2 * 3.8 * 64, rel=1e-3)
    assert dev.value("ram_total") == 16384000 * 1024
    assert dev.value("temperature") == 47.0
    assert dev.value("power") == 0.0  # a static counter: 0 J in the sample, but readable
    assert dev.value("architecture") == "x86_64"


def test_arm_host_and_missing_sensors(tmp_path):
    dev = detect_cpu(str(arm_host(tmp_path)))
    assert dev.value("architecture") == "aarch64"
    assert {"NEON", "SVE", "BF16", "I8MM"} <= set(dev.value("isa"))
    assert "ARM" in dev.value("vendor")
    for key in ("power", "temperature", "l2", "max_clock", "ram_total"):
        char = dev.characteristics[key]
        assert char.value is None and "not exposed" in char.note, key


def test_empty_sysroot_never_raises(tmp_path):
    dev = detect_cpu(str(tmp_path))
    assert dev.kind == "cpu" and dev.value("logical_cores") in (0, None)
    assert dev.value("peak_fp32") is None and dev.characteristics["peak_fp32"].note
