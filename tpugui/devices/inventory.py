"""The device inventory: every processor of this machine, the frameworks, and a recommendation.

``detect()`` is cheap by default: it reads /proc, /sys, /dev, NVML and package metadata and
imports no framework (about 0.1 s). ``probe_frameworks=True`` adds each installed framework's
own view, each in a subprocess with a timeout; ``bench=True`` adds measured matmul FLOP/s and
memory bandwidth. ``progress(dict)`` receives each device as soon as it is found, so a page can
show the CPU at once and fill in the rest.
"""

from __future__ import annotations

import json
import platform
import socket
import sys
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from tpugui import backends
from tpugui.devices import cpu, gpu, tpu
from tpugui.devices.frameworks import installed_versions
from tpugui.devices.model import Device, Recommendation
from tpugui.devices.recommend import recommend
from tpugui.devices.text import JOIN, PLAIN, Text, join, msg
from tpugui.i18n_marks import N_, Message

__all__ = ["Inventory", "detect", "merge_bench", "merge_probes"]

Progress = Callable[[dict[str, Any]], None]


@dataclass
class Inventory:
    devices: list[Device] = field(default_factory=list)
    frameworks: dict[str, str | None] = field(default_factory=dict)
    recommendation: Recommendation = field(default_factory=Recommendation)
    probes: dict[str, dict[str, Any]] = field(default_factory=dict)
    bench: list[dict[str, Any]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    host: dict[str, Any] = field(default_factory=dict)

    def device(self, kind: str) -> Device | None:
        return next((d for d in self.devices if d.kind == kind), None)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict: ``devices``, ``frameworks``, ``recommendation``, and more."""
        return {
            "host": dict(self.host),
            "devices": [d.to_json() for d in self.devices],
            "frameworks": dict(self.frameworks),
            "recommendation": self.recommendation.to_json(),
            "probes": dict(self.probes),
            "bench": list(self.bench),
            "notes": list(self.notes),
        }

    def dumps(self, indent: int | None = 2) -> str:
        return json.dumps(self.to_json(), indent=indent, ensure_ascii=False)

    @classmethod
    def from_json(cls, data: dict[str, Any] | str) -> Inventory:
        """Read back ``to_json()`` (e.g. the output of ``tpugui detect --json`` on a TPU VM)."""
        if isinstance(data, str):
            data = json.loads(data)
        return cls(
            devices=[Device.from_json(d) for d in data.get("devices") or []],
            frameworks=dict(data.get("frameworks") or {}),
            recommendation=Recommendation.from_json(data.get("recommendation") or {}),
            probes=dict(data.get("probes") or {}),
            bench=list(data.get("bench") or []),
            notes=list(data.get("notes") or []),
            host=dict(data.get("host") or {}),
        )


def _safe(fn: Callable[[], Any], what: str, notes: list[str]) -> Any:
    try:
        return fn()
    except Exception as exc:  # noqa: BLE001 - one failing probe never ends detection
        notes.append(msg(N_("{what} detection failed: {error}"), what=what,
                         error=f"{type(exc).__name__}: {exc}"))  # fmt: skip
        return None


def detect(
    sysroot: str | None = None,
    bench: bool = False,
    probe_frameworks: bool = False,
    *,
    env: Mapping[str, str] | None = None,
    nvml: Any = None,
    progress: Progress | None = None,
    stop_event: Any = None,
    probe_timeout: float = 45.0,
    bench_budget_s: float = 0.4,
) -> Inventory:
    """Find the CPU, GPUs and TPUs; never raises for a missing or odd device."""
    emit = progress or (lambda _e: None)
    inv = Inventory(
        host={
            "hostname": socket.gethostname() if sysroot is None else None,
            "platform": platform.platform() if sysroot is None else None,
            "python": sys.version.split()[0],
            "sysroot": str(sysroot) if sysroot else None,
        }
    )
    c = _safe(lambda: cpu.detect_cpu(sysroot), "CPU", inv.notes)
    if c is not None:
        inv.devices.append(c)
        emit({"type": "device", "device": c})
    for g in _safe(lambda: gpu.detect_gpus(sysroot, nvml=nvml), "GPU", inv.notes) or []:
        inv.devices.append(g)
        emit({"type": "device", "device": g})
    t = _safe(lambda: tpu.detect_tpu(sysroot, env=env), "TPU", inv.notes)
    if t is not None:
        inv.devices.append(t)
        emit({"type": "device", "device": t})
    inv.notes += tpu.unknown_google_devices(sysroot)
    inv.notes += tpu.env_notes(env if env is not None else (None if sysroot is None else {}))
    inv.frameworks = installed_versions()
    emit({"type": "frameworks", "frameworks": dict(inv.frameworks)})
    inv.recommendation = recommend(inv.devices, inv.frameworks)
    emit({"type": "recommendation", "recommendation": inv.recommendation})

    if probe_frameworks and not _stopped(stop_event):
        run_probes(inv, probe_timeout, emit, stop_event)
        inv.recommendation = recommend(inv.devices, inv.frameworks)
        emit({"type": "recommendation", "recommendation": inv.recommendation})
    if bench and not _stopped(stop_event):
        from tpugui.devices.bench import run_bench

        inv.bench = run_bench(inv.frameworks, emit, stop_event, bench_budget_s)
        merge_bench(inv)
        for d in inv.devices:
            emit({"type": "device", "device": d})
    return inv


def _stopped(stop_event: Any) -> bool:
    return bool(stop_event is not None and stop_event.is_set())


def run_probes(inv: Inventory, timeout: float, emit: Progress, stop_event: Any = None) -> None:
    from tpugui.devices.probe import PROBES, run_probe

    names = [n for n in PROBES if inv.frameworks.get(n)]
    want_tpu = inv.device("tpu") is not None
    with ThreadPoolExecutor(max_workers=max(1, len(names))) as pool:
        futures = {
            n: pool.submit(run_probe, n, timeout, want_tpu, stop_event) for n in names
        }  # fmt: skip
        for n, fut in futures.items():
            res = fut.result()
            inv.probes[n] = res
            emit({"type": "probe", "name": n, "result": res})
    merge_probes(inv)


def merge_probes(inv: Inventory) -> None:
    """Add what the frameworks see (MPS, ROCm, CUDA without NVML, TPU devices)."""
    torch = (inv.probes.get("torch") or {}).get("result") or {}
    if torch.get("mps") and not any(d.extra.get("vendor") == "apple" for d in inv.devices):
        dev = Device("gpu", msg(N_("Apple GPU (Metal Performance Shaders)")), 1)
        dev.extra["vendor"] = "apple"
        dev.add("framework", msg(N_("torch mps")), label=msg(N_("Reached through")),
                aspect=msg(N_("specialised uses")))  # fmt: skip
        inv.devices.append(dev)
    cuda = torch.get("cuda_devices") or []
    if cuda and not any(d.kind == "gpu" and d.characteristics.get("compute_capability")
                        for d in inv.devices):  # fmt: skip
        first = cuda[0]
        vendor = "amd" if torch.get("hip") else "nvidia"
        inv.devices = [
            d for d in inv.devices if not (d.kind == "gpu" and d.extra.get("vendor") == vendor)
        ]
        dev = Device("gpu", first["name"], len(cuda))
        dev.extra["vendor"] = vendor
        dev.add("memory_total", first.get("memory"), "B", label=msg(N_("Memory")),
                aspect=msg(N_("memory")))  # fmt: skip
        dev.add("sm_count", first.get("sm_count"), label=msg(N_("Multiprocessors")),
                aspect=msg(N_("parallelism")))  # fmt: skip
        sp = msg(N_("specialised uses"))
        if vendor == "nvidia":
            cc = first.get("cc") or [0, 0]
            from tpugui.devices.specs import gpu_fast_dtypes

            dev.add("compute_capability", f"{cc[0]}.{cc[1]}",
                    label=msg(N_("Compute capability")), aspect=sp)  # fmt: skip
            dev.add("fast_dtypes", gpu_fast_dtypes(*cc), label=msg(N_("Fast low precision")),
                    aspect=sp, source="spec")  # fmt: skip
        else:
            dev.add("rocm", torch.get("hip"), label=msg(N_("ROCm (HIP) version")),
                    aspect=msg(N_("software")))  # fmt: skip
        inv.devices.append(dev)
    t = inv.device("tpu")
    views = {}
    for b in backends.all_backends():  # those whose probe lists the TPUs it sees
        res = inv.probes.get(b.name)
        if not res or not b.probe_devices:
            continue
        name = b.name
        if res.get("status") != "ok":
            views[name] = res.get("status") or msg(N_("failed"))
            continue
        seen = res["result"].get(b.probe_devices)
        tpus = [s for s in seen or [] if "TPU" in str(s).upper()]
        views[name] = msg(N_("{n} TPU devices"), n=len(tpus)) if tpus else msg(N_("no TPU devices"))
    if t is not None and views:
        seen = [msg(N_("{framework}: {status}"), framework=k, status=v) for k, v in views.items()]
        t.add("framework_view", seen, source="detected",
              label=msg(N_("What the frameworks see")), aspect=msg(N_("fixed function")))  # fmt: skip


def merge_bench(inv: Inventory) -> None:
    """Put measured figures on their devices, each against its peak as an efficiency %."""
    for row in inv.bench:
        if row.get("op") == "error" or row.get("value") is None:
            continue
        dev_name = row["device"]
        kind = "cpu" if dev_name == "cpu" else "gpu"
        dev = inv.device(kind)
        if dev is None:
            continue
        if row["op"] == "matmul":
            short = {"float32": "fp32", "bfloat16": "bf16", "float16": "fp16"}[row["dtype"]]
            key = f"matmul_{short}"
            peak = dev.value(f"peak_{short}")
            unit, aspect = "GFLOP/s", msg(N_("peak"))
        else:
            key = row["op"] if row["op"] != "device_copy" else "copy_bandwidth"
            peak = dev.value("memory_bandwidth") if kind == "gpu" else None
            unit = "GB/s"
            aspect = msg(N_("memory bandwidth")) if kind == "gpu" else msg(N_("memory"))
        how = f"{row['framework']} {row['dtype']}" + (f" n={row['n']}" if row["op"] == "matmul"
                                                      else "")  # fmt: skip
        row["peak"] = peak
        row["efficiency"] = round(100 * row["value"] / peak, 1) if peak else None
        old = dev.characteristics.get(key)
        seen = msg(N_("{how}: {value}"), how=how, value=f"{row['value']:g}")
        if old is not None and old.value is not None and old.value >= row["value"]:
            old.note = join(old.note, seen)
            continue
        note = msg(BEST, how=how)
        if peak:
            note = join(note, msg(N_("{efficiency}% of the {peak} peak"),
                                  efficiency=f"{row['efficiency']:g}", peak=f"{peak:g}"))  # fmt: skip
        if old is not None and old.value is not None:
            note = join(note, _without_best(old.note))
        label = {
            "matmul": msg(N_("Measured matmul {dtype}"), dtype=row["dtype"]),
            "stream_copy": msg(N_("STREAM copy")),
            "stream_triad": msg(N_("STREAM triad")),
            "device_copy": msg(N_("Device copy")),
        }[row["op"]]
        dev.add(key, row["value"], unit, "measured", label=label, aspect=aspect, note=note)
        if row["efficiency"] is not None:
            dev.add(f"{key}_efficiency", row["efficiency"], msg(N_("% of peak")), "derived",
                    label=msg(N_("{label}: efficiency"), label=label), aspect=aspect,
                    note=msg(N_("{value} measured / {peak} theoretical {unit}"),
                             value=f"{row['value']:g}", peak=f"{peak:g}", unit=unit))  # fmt: skip


BEST = N_("best: {how}")


def _without_best(note: str) -> Text:
    """An earlier best figure's note without its "best: " (it is a runner-up now)."""
    if not isinstance(note, Text):  # read back from JSON: English only
        return msg(PLAIN, text=note.removeprefix("best: "))
    return Text(_strip_best(note.message))


def _strip_best(m: Message) -> Message:
    if m.template == BEST:
        return Message(PLAIN, {"text": str(m.args["how"])})
    if m.template == JOIN and isinstance(m.args.get("first"), Message):
        return Message(JOIN, {**m.args, "first": _strip_best(m.args["first"])})
    return m
