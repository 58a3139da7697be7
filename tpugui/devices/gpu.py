"""GPUs: NVML (nvidia-ml-py) first, then a PCI scan; MPS / ROCm come from framework probes.

``detect_gpus`` never raises and starts no framework. With a sysroot that is not this machine,
NVML (which reads the live driver) is skipped and only the PCI scan of the snapshot is used.
Tests pass a recorded NVML module (``nvml=``) standing in for GPUs the CI lacks.
"""

from __future__ import annotations

from typing import Any

from tpugui.devices import nvml as nvml_api
from tpugui.devices import pci
from tpugui.devices.model import NOT_EXPOSED, Device
from tpugui.devices.specs import GPU_SPECS, cuda_cores_per_sm, gpu_fast_dtypes
from tpugui.devices.sysfs import Root
from tpugui.devices.text import msg
from tpugui.i18n_marks import N_

__all__ = ["is_available", "device_count", "detect_gpus", "read_nvml", "reference_gpu"]


_call, _text = nvml_api.call, nvml_api.text


def read_nvml(nvml: Any = None) -> tuple[list[dict[str, Any]], dict[str, Any], str]:
    """Per-card facts, system facts and a note (why nothing was read, or '')."""
    nvml = nvml if nvml is not None else nvml_api.load()
    if nvml is None:
        return [], {}, msg(N_("nvidia-ml-py is not installed"))
    try:
        nvml.nvmlInit()
    except Exception as exc:  # noqa: BLE001 - no driver / library: no NVIDIA GPU usable
        return [], {}, msg(N_("NVML not available ({error})"), error=str(exc))
    try:
        system = {
            "driver": _text(_call(nvml.nvmlSystemGetDriverVersion)),
            "cuda_driver": _call(nvml.nvmlSystemGetCudaDriverVersion),
        }
        count = _call(nvml.nvmlDeviceGetCount) or 0
        cards = []
        for i in range(count):
            h = _call(nvml.nvmlDeviceGetHandleByIndex, i)
            if h is None:
                continue
            mem = _call(nvml.nvmlDeviceGetMemoryInfo, h)
            cc = _call(nvml.nvmlDeviceGetCudaComputeCapability, h)
            util = _call(nvml.nvmlDeviceGetUtilizationRates, h)
            power = _call(nvml.nvmlDeviceGetPowerUsage, h)
            limit = _call(nvml.nvmlDeviceGetEnforcedPowerLimit, h)
            cards.append(
                {
                    "index": i,
                    "name": _text(_call(nvml.nvmlDeviceGetName, h))
                    or msg(N_("NVIDIA GPU {index}"), index=i),
                    "memory_total": getattr(mem, "total", None),
                    "memory_used": getattr(mem, "used", None),
                    "compute_capability": tuple(cc) if cc else None,
                    "cuda_cores": _call(nvml.nvmlDeviceGetNumGpuCores, h),
                    "sm_clock_max": _call(nvml.nvmlDeviceGetMaxClockInfo, h, nvml.NVML_CLOCK_SM),
                    "mem_clock_max": _call(nvml.nvmlDeviceGetMaxClockInfo, h, nvml.NVML_CLOCK_MEM),
                    "sm_clock": _call(nvml.nvmlDeviceGetClockInfo, h, nvml.NVML_CLOCK_SM),
                    "bus_width": _call(nvml.nvmlDeviceGetMemoryBusWidth, h),
                    "power_w": None if power is None else power / 1000.0,
                    "power_limit_w": None if limit is None else limit / 1000.0,
                    "temperature": _call(
                        nvml.nvmlDeviceGetTemperature, h, nvml.NVML_TEMPERATURE_GPU
                    ),
                    "utilization": getattr(util, "gpu", None),
                }
            )
        return cards, system, ""
    finally:
        _call(nvml.nvmlShutdown)


def _nvidia_device(cards: list[dict[str, Any]], system: dict[str, Any]) -> Device:
    c = cards[0]
    dev = Device("gpu", c["name"], len(cards))
    dev.extra["vendor"] = "nvidia"
    cc = c["compute_capability"]
    per_sm = cuda_cores_per_sm(*cc) if cc else None
    cores = c["cuda_cores"]
    sms = cores // per_sm if (cores and per_sm) else None
    par = msg(N_("parallelism"))
    dev.add("sm_count", sms, label=msg(N_("Streaming multiprocessors")), aspect=par,
            source="derived" if sms else "detected",
            note=msg(N_("{cores} CUDA cores / {per} per SM"), cores=cores, per=per_sm) if sms
            else NOT_EXPOSED)  # fmt: skip
    dev.add("cuda_cores", cores, label=msg(N_("CUDA cores")), aspect=par, note=NOT_EXPOSED)
    dev.add("sm_clock_max", c["sm_clock_max"], "MHz", label=msg(N_("Max SM clock")), aspect=par,
            note=NOT_EXPOSED)  # fmt: skip
    dev.add("sm_clock", c["sm_clock"], "MHz", label=msg(N_("SM clock now")), aspect=par,
            note=NOT_EXPOSED)  # fmt: skip
    peak = None
    if cores and c["sm_clock_max"]:
        peak = round(cores * 2 * c["sm_clock_max"] / 1e3, 1)  # GFLOP/s (FMA = 2 FLOPs)
    dev.add("peak_fp32", peak, "GFLOP/s", "derived", label=msg(N_("Peak fp32 (CUDA cores)")),
            aspect=msg(N_("peak")), note=msg(N_("{cores} cores x 2 x {mhz} MHz"), cores=cores,
            mhz=c["sm_clock_max"]) if peak else NOT_EXPOSED)  # fmt: skip

    mem = msg(N_("memory"))
    dev.add("memory_total", c["memory_total"], "B", label=msg(N_("Memory")), aspect=mem,
            note=NOT_EXPOSED)  # fmt: skip
    dev.add("memory_used", c["memory_used"], "B", label=msg(N_("Memory used")), aspect=mem,
            note=NOT_EXPOSED)  # fmt: skip
    bw_aspect = msg(N_("memory bandwidth"))
    dev.add("bus_width", c["bus_width"], msg(N_("bit")), label=msg(N_("Memory bus width")),
            aspect=bw_aspect, note=NOT_EXPOSED)  # fmt: skip
    dev.add("mem_clock_max", c["mem_clock_max"], "MHz", label=msg(N_("Max memory clock")),
            aspect=bw_aspect, note=NOT_EXPOSED)  # fmt: skip
    bw = None
    if c["bus_width"] and c["mem_clock_max"]:
        bw = round(c["bus_width"] / 8 * c["mem_clock_max"] * 2 / 1e3, 1)  # GB/s, double data rate
    dev.add("memory_bandwidth", bw, "GB/s", "derived",
            label=msg(N_("Memory bandwidth (theoretical)")), aspect=bw_aspect,
            note=msg(N_("{bits} bit / 8 x {mhz} MHz x 2"), bits=c["bus_width"],
                     mhz=c["mem_clock_max"]) if bw else NOT_EXPOSED)  # fmt: skip

    sp = msg(N_("specialised uses"))
    dev.add("compute_capability", f"{cc[0]}.{cc[1]}" if cc else None,
            label=msg(N_("Compute capability")), aspect=sp, note=NOT_EXPOSED)  # fmt: skip
    dev.add("tensor_cores", bool(cc and cc >= (7, 0)), label=msg(N_("Tensor cores")), aspect=sp,
            source="spec")  # fmt: skip
    dev.add("fast_dtypes", gpu_fast_dtypes(*cc) if cc else None,
            label=msg(N_("Fast low precision")), aspect=sp, source="spec",
            note=NOT_EXPOSED)  # fmt: skip

    ph = msg(N_("power and heat"))
    dev.add("power", c["power_w"], "W", label=msg(N_("Power draw")), aspect=ph, note=NOT_EXPOSED)
    dev.add("power_limit", c["power_limit_w"], "W", label=msg(N_("Power limit")), aspect=ph,
            note=NOT_EXPOSED)  # fmt: skip
    dev.add("temperature", c["temperature"], "°C", label=msg(N_("Temperature")), aspect=ph,
            note=NOT_EXPOSED)  # fmt: skip
    dev.add("utilization", c["utilization"], "%", label=msg(N_("Utilization")), aspect=ph,
            note=NOT_EXPOSED)  # fmt: skip

    sw = msg(N_("software"))
    dev.add("driver", system.get("driver"), label=msg(N_("Driver")), aspect=sw, note=NOT_EXPOSED)
    cuda = system.get("cuda_driver")
    dev.add("cuda_version", f"{cuda // 1000}.{cuda % 1000 // 10}" if cuda else None,
            label=msg(N_("CUDA (driver)")), aspect=sw, note=NOT_EXPOSED)  # fmt: skip
    names = {x["name"] for x in cards}
    if len(names) > 1:
        dev.notes.append(msg(N_("mixed GPU models: {names}"), names=", ".join(sorted(names))))
    dev.extra["cards"] = [
        {k: v for k, v in x.items() if k in ("index", "name", "memory_used", "temperature",
                                             "utilization", "power_w")}
        for x in cards
    ]  # fmt: skip
    return dev


def reference_gpu(model: str = "T4") -> Device:
    """A spec-table NVIDIA GPU (not on this machine), shown where no GPU is present so every
    characteristic has a number; ``extra["reference"]`` marks it, every value is "spec"."""
    spec = GPU_SPECS[model]
    cc = spec.compute_capability
    per_sm = cuda_cores_per_sm(*cc) or 0
    cores = spec.sm_count * per_sm
    dev = Device("gpu", msg(N_("NVIDIA {model} (spec reference)"), model=spec.name), 1)
    dev.extra.update({"vendor": "nvidia", "reference": True, "model": spec.name})
    par, mem, bw_aspect = msg(N_("parallelism")), msg(N_("memory")), msg(N_("memory bandwidth"))
    sp = msg(N_("specialised uses"))
    dev.add("sm_count", spec.sm_count, "", "spec", label=msg(N_("Streaming multiprocessors")),
            aspect=par)  # fmt: skip
    dev.add(
        "cuda_cores",
        cores,
        "",
        "spec",
        label=msg(N_("CUDA cores")),
        aspect=par,
        note=msg(N_("{cores} CUDA cores / {per} per SM"), cores=cores, per=per_sm),
    )
    dev.add("sm_clock_max", spec.boost_mhz, "MHz", "spec", label=msg(N_("Max SM clock")),
            aspect=par)  # fmt: skip
    peak = round(cores * 2 * spec.boost_mhz / 1e3, 1)
    dev.add("peak_fp32", peak, "GFLOP/s", "spec", label=msg(N_("Peak fp32 (CUDA cores)")),
            aspect=msg(N_("peak")), note=msg(N_("{cores} cores x 2 x {mhz} MHz"), cores=cores,
            mhz=spec.boost_mhz))  # fmt: skip
    dev.add("memory_total", spec.memory_bytes, "B", "spec", label=msg(N_("Memory")), aspect=mem)
    dev.add("bus_width", spec.bus_width, msg(N_("bit")), "spec",
            label=msg(N_("Memory bus width")), aspect=bw_aspect)  # fmt: skip
    dev.add("memory_bandwidth", float(spec.memory_gbps), "GB/s", "spec",
            label=msg(N_("Memory bandwidth (theoretical)")), aspect=bw_aspect)  # fmt: skip
    dev.add("compute_capability", f"{cc[0]}.{cc[1]}", "", "spec",
            label=msg(N_("Compute capability")), aspect=sp)  # fmt: skip
    dev.add("tensor_cores", cc >= (7, 0), label=msg(N_("Tensor cores")), aspect=sp,
            source="spec")  # fmt: skip
    dev.add("fast_dtypes", gpu_fast_dtypes(*cc), label=msg(N_("Fast low precision")), aspect=sp,
            source="spec")  # fmt: skip
    return dev


def _pci_gpus(root: Root, nvml_note: str) -> list[Device]:
    found = [d for d in pci.scan(root) if d.is_display]
    out = []
    nvidia = [d for d in found if d.vendor == pci.NVIDIA_VENDOR]
    if nvidia:
        name = msg(N_("NVIDIA GPU (PCI device {id})"), id=f"0x{nvidia[0].device:04x}")
        dev = Device("gpu", name, len(nvidia))
        dev.extra["vendor"] = "nvidia"
        dev.add("pci_ids", [f"{d.address} 0x{d.device:04x}" for d in nvidia],
                label=msg(N_("PCI devices")), aspect=msg(N_("parallelism")))  # fmt: skip
        dev.notes.append(
            msg(N_("Found on the PCI bus but not through NVML: {why}. Install the NVIDIA driver "
                   "to use it."), why=nvml_note or msg(N_("not queried")))
        )  # fmt: skip
        out.append(dev)
    amd = [d for d in found if d.vendor == pci.AMD_VENDOR]
    if amd:
        name = msg(N_("AMD GPU (PCI device {id})"), id=f"0x{amd[0].device:04x}")
        dev = Device("gpu", name, len(amd))
        dev.extra["vendor"] = "amd"
        rocm = root.exists("/dev/kfd")
        dev.add("rocm_driver", rocm, label=msg(N_("ROCm kernel driver (/dev/kfd)")),
                aspect=msg(N_("software")))  # fmt: skip
        dev.add("pci_ids", [f"{d.address} 0x{d.device:04x}" for d in amd],
                label=msg(N_("PCI devices")), aspect=msg(N_("parallelism")))  # fmt: skip
        if not rocm:
            dev.notes.append(
                msg(N_("No /dev/kfd: the ROCm driver is not loaded; frameworks won't use it."))
            )
        out.append(dev)
    return out


def detect_gpus(sysroot: str | None = None, nvml: Any = None) -> list[Device]:
    root = Root(sysroot)
    note = msg(N_("sysroot given: NVML reads only the live machine"))
    if nvml is not None or root.is_host:
        cards, system, note = read_nvml(nvml)
        if cards:
            by_name: dict[str, list[dict[str, Any]]] = {}
            for c in cards:
                by_name.setdefault(c["name"], []).append(c)
            if len(by_name) == 1:
                return [_nvidia_device(cards, system)]
            return [_nvidia_device(group, system) for group in by_name.values()]
    return _pci_gpus(root, note)


def device_count(sysroot: str | None = None) -> int:
    try:
        return sum(d.count for d in detect_gpus(sysroot))
    except Exception:  # noqa: BLE001
        return 0


def is_available(sysroot: str | None = None) -> bool:
    return device_count(sysroot) > 0
