"""Detection and ``tpugui detect`` against every captured CPU (tests/machines): what each one
has is found, what it lacks is said in words, and nothing reads this host instead."""

from __future__ import annotations

import json

import pytest

from tests.machines import MACHINES
from tpugui.cli import main
from tpugui.devices.cpu import detect_cpu
from tpugui.devices.inventory import detect

ALL = pytest.mark.parametrize("machine", list(MACHINES.values()), ids=list(MACHINES))


@ALL
def test_detection_reads_the_captured_cpu(machine):
    dev = detect_cpu(machine.root, sample_power=False)
    assert dev.name == machine.model and dev.value("model") == machine.model
    assert dev.value("architecture") == machine.arch
    assert (dev.value("physical_cores"), dev.value("logical_cores")) == (
        machine.physical,
        machine.logical,
    )
    assert dev.value("base_clock") == (
        pytest.approx(machine.base_ghz, abs=1e-3) if machine.base_ghz else None
    )
    assert dev.value("max_clock") == machine.max_ghz
    assert machine.isa <= set(dev.value("isa"))
    assert dev.extra["flops_per_cycle"] == {
        "fp32": machine.fp32_per_cycle,
        "bf16": machine.bf16_per_cycle,
    }
    for key, want in (("peak_fp32", machine.peak_fp32), ("peak_bf16", machine.peak_bf16)):
        got = dev.value(key)
        assert got == (pytest.approx(want, abs=0.1) if want else None), key
    assert (dev.value("power") is not None) is machine.power
    assert (dev.value("temperature") is not None) is machine.temperature
    for key, char in dev.characteristics.items():
        if char.value is None:  # what the machine lacks is said, with the reason
            assert char.note and char.text() == char.note, key


@ALL
def test_detect_command_prints_the_captured_cpu_in_words(machine, capsys):
    assert main(["detect", "--sysroot", machine.root]) == 0
    out = capsys.readouterr().out
    assert f"CPU: {machine.model}" in out
    peak_line = next(line for line in out.splitlines() if "Peak fp32" in line)
    bf16_line = next(line for line in out.splitlines() if "Peak bf16" in line)
    if machine.peak_fp32:
        assert f"{round(machine.peak_fp32, 1):,.0f} GFLOP/s" in peak_line
    else:
        assert "GFLOP/s" not in peak_line  # no clock: no number, the reason instead
    if machine.peak_bf16:
        assert f"{round(machine.peak_bf16, 1):,.0f} GFLOP/s" in bf16_line
    elif machine.bf16_per_cycle is None:
        assert "no native bf16 arithmetic" in bf16_line
    assert "None" not in out.split("Frameworks:")[0]
    assert main(["detect", "--json", "--sysroot", machine.root]) == 0
    data = json.loads(capsys.readouterr().out)
    cpu = next(d for d in data["devices"] if d["kind"] == "cpu")
    assert cpu["name"] == machine.model
    assert data["host"]["hostname"] is None  # another machine's tree: nothing of this host


@ALL
def test_the_recommendation_for_a_captured_cpu_is_the_cpu(machine):
    inv = detect(machine.root)
    assert [d.kind for d in inv.devices] == ["cpu"]
    assert inv.recommendation.device == "cpu"
    assert machine.model in str(inv.recommendation.reason)


def test_capture_copies_what_detection_reads_and_reads_back_the_same(tmp_path, capsys):
    """A capture of this host (whatever it is) reads back as this host does."""
    dest = tmp_path / "cap"
    assert main(["detect", "--capture", str(dest)]) == 0
    assert "tpugui detect --sysroot" in capsys.readouterr().out
    assert (dest / "proc" / "cpuinfo").is_file()
    copied = {str(p.relative_to(dest)) for p in dest.rglob("*")}
    assert all(p.split("/")[0] in ("proc", "sys", "dev") for p in copied)
    assert {p for p in copied if p.startswith("proc")} <= {"proc", "proc/cpuinfo", "proc/meminfo"}
    here, back = detect_cpu(sample_power=False), detect_cpu(str(dest), sample_power=False)
    for key in ("model", "physical_cores", "logical_cores", "l1d", "l2", "l3", "isa", "peak_fp32",
                "peak_bf16", "ram_total", "base_clock", "max_clock", "numa_nodes"):  # fmt: skip
        assert back.value(key) == here.value(key), key


def test_capture_refuses_a_folder_with_files(tmp_path, capsys):
    (tmp_path / "x").write_text("keep me")
    assert main(["detect", "--capture", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "--capture" in err and "empty folder" in err
    assert (tmp_path / "x").read_text() == "keep me"
