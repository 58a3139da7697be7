"""The side-by-side comparison (CPU vs GPU vs TPU) as plain numbers, for the chart and tests.

Three measures, whole machine (all cards / all chips together): peak TFLOP/s (the best dtype we
know a peak for: bf16 on TPUs and bf16-capable CPUs, fp32 CUDA cores on GPUs), memory bandwidth
(GB/s) and memory size (GiB). When no TPU is present, the spec-table TPU of ``reference`` is
shown, marked as a reference; when no GPU is present, the spec-table GPU (an NVIDIA T4) likewise. Measured figures (after a bench) appear as their own bars.
"""

from __future__ import annotations

from dataclasses import dataclass

from tpugui.devices.gpu import reference_gpu
from tpugui.devices.inventory import Inventory
from tpugui.devices.model import Device
from tpugui.devices.specs import GIB
from tpugui.devices.text import msg
from tpugui.devices.tpu import reference_device
from tpugui.i18n_marks import N_

__all__ = ["Bar", "MEASURES", "comparison"]

MEASURES = (
    ("peak", msg(N_("Peak compute")), "TFLOP/s"),
    ("bandwidth", msg(N_("Memory bandwidth")), "GB/s"),
    ("memory", msg(N_("Memory size")), "GiB"),  # sizes in GiB, rates in GB/s, everywhere
)


@dataclass
class Bar:
    label: str  # "CPU", "GPU x8", "TPU v5e x4 (spec reference)"
    kind: str  # cpu | gpu | tpu
    value: float | None
    source: str  # detected | measured | spec | derived
    detail: str = ""  # what the value is ("bf16, 2 cores x 2.6 GHz x 64")
    reference: bool = False


def _cpu_bars(d: Device) -> dict[str, list[Bar]]:
    bf16, fp32 = d.value("peak_bf16"), d.value("peak_fp32")
    peak, dt = (bf16, "bf16") if bf16 else (fp32, "fp32")
    out = {"peak": [Bar("CPU", "cpu", peak / 1000 if peak else None, "derived",
                        msg(N_("{dtype} theoretical"), dtype=dt))]}  # fmt: skip
    best = max(
        ((d.value(k), k.split("_")[1]) for k in ("matmul_fp32", "matmul_bf16") if d.value(k)),
        default=None,
    )
    if best:
        out["peak"].append(Bar(msg(N_("{label} measured"), label="CPU"), "cpu", best[0] / 1000,
                               "measured", msg(N_("matmul {dtype}"), dtype=best[1])))  # fmt: skip
    copy = d.value("stream_copy")
    out["bandwidth"] = [Bar("CPU", "cpu", copy, "measured", msg(N_("STREAM copy"))) if copy else
                        Bar("CPU", "cpu", None, "measured", msg(N_("run Bench to measure")))]  # fmt: skip
    ram = d.value("ram_total")
    out["memory"] = [Bar("CPU", "cpu", ram / GIB if ram else None, "detected", msg(N_("RAM")))]
    return out


def _gpu_bars(d: Device) -> dict[str, list[Bar]]:
    if d.extra.get("reference"):
        label = msg(N_("{label} (spec)"), label=f"GPU {d.extra.get('model', '')}".strip())
        peak, bw, mem = d.value("peak_fp32"), d.value("memory_bandwidth"), d.value("memory_total")
        return {
            "peak": [Bar(label, "gpu", peak / 1000, "spec", msg(N_("fp32 CUDA cores")), True)],
            "bandwidth": [Bar(label, "gpu", bw, "spec", msg(N_("memory")), True)],
            "memory": [Bar(label, "gpu", mem / GIB, "spec", msg(N_("memory")), True)],
        }
    n = max(1, d.count)
    label = "GPU" + (f" x{n}" if n > 1 else "")
    peak = d.value("peak_fp32")
    out = {"peak": [Bar(label, "gpu", peak * n / 1000 if peak else None, "derived",
                        msg(N_("fp32 CUDA cores")))]}  # fmt: skip
    best = max((d.value(k) for k in ("matmul_fp32", "matmul_bf16", "matmul_fp16")
                if d.value(k)), default=None)  # fmt: skip
    if best:
        out["peak"].append(Bar(msg(N_("{label} measured"), label=label), "gpu", best / 1000,
                               "measured", msg(N_("matmul"))))  # fmt: skip
    bw = d.value("memory_bandwidth")
    out["bandwidth"] = [Bar(label, "gpu", bw * n if bw else None, "derived",
                            msg(N_("bus x clock")))]  # fmt: skip
    copy = d.value("copy_bandwidth")
    if copy:
        out["bandwidth"].append(Bar(msg(N_("{label} measured"), label=label), "gpu", copy,
                                    "measured", msg(N_("device copy"))))  # fmt: skip
    mem = d.value("memory_total")
    out["memory"] = [Bar(label, "gpu", mem * n / GIB if mem else None, "detected",
                         msg(N_("memory")))]  # fmt: skip
    return out


def _tpu_bars(d: Device) -> dict[str, list[Bar]]:
    ref = bool(d.extra.get("reference"))
    gen = d.extra.get("generation", "")
    label = f"TPU {gen}" + (f" x{d.count}" if d.count > 1 else "")
    if ref:
        label = msg(N_("{label} (spec)"), label=label)
    n = max(1, d.count)
    bw = d.value("memory_bandwidth")
    hbm = d.value("hbm_total")
    return {
        "peak": [Bar(label, "tpu", d.value("peak_bf16"), "spec", "bf16", ref)],
        "bandwidth": [Bar(label, "tpu", bw * n if bw else None, "spec", "HBM", ref)],
        "memory": [Bar(label, "tpu", hbm / GIB if hbm else None, "spec", "HBM", ref)],
    }


def comparison(inv: Inventory, reference: str = "v5e") -> dict[str, list[Bar]]:
    """measure key -> bars, in the order CPU, GPU, TPU."""
    out: dict[str, list[Bar]] = {key: [] for key, _, _ in MEASURES}
    devices = list(inv.devices)
    if not any(d.kind == "gpu" for d in devices):
        devices.append(reference_gpu())
    if not any(d.kind == "tpu" for d in devices):
        devices.append(reference_device(reference))
    order = {"cpu": 0, "gpu": 1, "tpu": 2}
    for d in sorted(devices, key=lambda d: order.get(d.kind, 9)):
        maker = {"cpu": _cpu_bars, "gpu": _gpu_bars, "tpu": _tpu_bars}.get(d.kind)
        if maker is None:
            continue
        try:
            bars = maker(d)
        except (TypeError, ValueError):  # a device read back from odd JSON: skip its bars
            continue
        for key, items in bars.items():
            out[key].extend(items)
    return out
