"""Measured throughput on this machine's CPU, set against the derived peak."""

from __future__ import annotations

import threading

import pytest

from tests.machines import MACHINES
from tpugui.devices.bench import numpy_matmul, numpy_stream, run_bench
from tpugui.devices.inventory import detect, merge_bench


def test_numpy_matmul_and_stream_measure_real_numbers():
    row = numpy_matmul(budget_s=0.1)
    assert row["op"] == "matmul" and row["unit"] == "GFLOP/s" and row["value"] > 0.1
    copy, triad = numpy_stream(budget_s=0.1, elements=1 << 22)
    assert copy["op"] == "stream_copy" and copy["value"] > 0.1
    assert triad["op"] == "stream_triad" and triad["value"] > 0.1


def test_bench_is_cancellable_and_reports_progress():
    stop = threading.Event()
    stop.set()
    events = []
    assert run_bench({}, events.append, stop) == []
    assert events[-1]["what"] == "stopped"

    stop2 = threading.Event()
    seen = []

    def progress(ev):
        seen.append(ev)
        if ev["type"] == "bench_row":
            stop2.set()  # cancel after the first measurement

    rows = run_bench({}, progress, stop2, budget_s=0.05, stream_elements=1 << 20)
    assert len(rows) == 1 and rows[0]["framework"] == "numpy"


@pytest.mark.parametrize("name", list(MACHINES))
def test_measured_figures_land_on_the_cpu_with_efficiency(name):
    """This host's measured figures put on each captured CPU (as a bench read back from a
    TPU VM's JSON would be): against its peak where it has one, without a made-up % where its
    peak cannot be derived (the Axion VM exposes no clock)."""
    inv = detect(MACHINES[name].root)
    inv.bench = run_bench({}, budget_s=0.05, stream_elements=1 << 21)
    merge_bench(inv)
    cpu = inv.device("cpu")
    char = cpu.characteristics["matmul_fp32"]
    assert char.source == "measured" and char.value > 0
    peak = cpu.value("peak_fp32")
    row = inv.bench[0]
    if MACHINES[name].peak_fp32:
        assert row["efficiency"] == pytest.approx(100 * row["value"] / peak, abs=0.1)
        assert "% of the" in str(char.note)
    else:
        assert peak is None and row["efficiency"] is None and "%" not in str(char.note)
    assert cpu.characteristics["stream_triad"].source == "measured"


@pytest.mark.slow
def test_bench_through_torch_fp32_and_bf16():
    pytest.importorskip("torch")
    rows = run_bench({"torch": "installed"}, budget_s=0.05, stream_elements=1 << 20)
    torch_rows = [r for r in rows if r["framework"] == "torch"]
    assert {r["dtype"] for r in torch_rows} == {"float32", "bfloat16"}
    assert all(r["value"] > 0 for r in torch_rows)
