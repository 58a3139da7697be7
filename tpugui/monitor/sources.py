"""What the live monitor reads: the host, the run's process, NVIDIA GPUs (NVML), TPU chips (tpu-info).

Each source has ``read()`` (raises when it cannot read: the sampler says why once and drops it)
and ``close()``. Values are plain numbers: bytes, %, W, °C, MHz. psutil is a core dependency;
nvidia-ml-py, tpu-info and grpc are imported inside the functions that need them, so the core
imports none of them. :func:`default_sources` includes a GPU or TPU source only where the
hardware is there (NVML answers, Google TPU chips on the PCI bus, or ``TPUGUI_TPU_METRICS_ADDR``
says where the metrics service is): a CPU machine gets host and process only, silently.

TPU figures come from libtpu's runtime metrics service (gRPC, ``localhost:8431`` unless
``TPUGUI_TPU_METRICS_ADDR`` says otherwise) through tpu-info's own library
(``tpu_info.metrics.get_chip_usage``): TensorCore duty cycle, HBM used/total, and the HBM
bandwidth utilization where the runtime offers it. The service only answers while a workload
holds the chips, so a TPU source forgives its first few failures (the runtime may still be
starting) before it gives up.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

from tpugui.devices import nvml as nvml_api
from tpugui.devices.sysfs import Root
from tpugui.i18n_marks import N_, Message

__all__ = [
    "TPU_METRICS_ADDR",
    "SourceError",
    "HostSource",
    "ProcessSource",
    "GpuSource",
    "TpuSource",
    "default_sources",
    "tpu_metrics_addr",
]

TPU_METRICS_ADDR = "localhost:8431"
ENV_ADDR = "TPUGUI_TPU_METRICS_ADDR"

NO_TPU_INFO = N_("tpu-info is not installed: no TPU metrics (pip install tpu-info)")
NO_NVML = N_("nvidia-ml-py is not installed: no GPU metrics")
SOURCE_FAILED = N_("the {source} monitor stopped: {error}")


class SourceError(Exception):
    """A source cannot read; ``message`` says why in words the GUI translates."""

    def __init__(self, message: Message):
        super().__init__(str(message))
        self.message = message


def tpu_metrics_addr(env: dict[str, str] | None = None) -> str:
    env = os.environ if env is None else env
    return env.get(ENV_ADDR) or TPU_METRICS_ADDR


def _num(value: Any, scale: float = 1.0) -> float | int | None:
    """A plain number (int stays int), or None."""
    if value is None:
        return None
    try:
        if isinstance(value, int) and scale == 1.0:
            return value
        return round(float(value) * scale, 3)
    except (TypeError, ValueError):
        return None


class HostSource:
    name = "host"

    def __init__(self) -> None:
        import psutil

        self._psutil = psutil
        psutil.cpu_percent(None)  # primes the counter: the next call is the % since now

    def read(self) -> dict[str, Any]:
        ps = self._psutil
        vm = ps.virtual_memory()
        return {
            "cpu_percent": _num(ps.cpu_percent(None)),
            "memory_used": int(vm.total - vm.available),
            "memory_total": int(vm.total),
        }

    def close(self) -> None:
        pass


class ProcessSource:
    """The run's process, and its children (torch DataLoader workers) summed in."""

    name = "process"

    def __init__(self, pid: int | None = None) -> None:
        import psutil

        self._psutil = psutil
        self.proc = psutil.Process(pid or os.getpid())
        self.proc.cpu_percent(None)
        self._children: dict[int, Any] = {}

    def read(self) -> dict[str, Any]:
        ps = self._psutil
        with self.proc.oneshot():
            cpu = self.proc.cpu_percent(None)
            rss = self.proc.memory_info().rss
        kids = {}
        try:
            for c in self.proc.children(recursive=True):
                kids[c.pid] = self._children.get(c.pid) or c
        except ps.Error:
            pass
        child_cpu = 0.0
        child_rss = 0
        for pid, c in list(kids.items()):
            try:
                first = pid not in self._children
                value = c.cpu_percent(None)
                child_cpu += 0.0 if first else value  # a new child's first reading is 0 anyway
                child_rss += c.memory_info().rss
            except ps.Error:
                kids.pop(pid, None)
        self._children = kids
        return {
            "pid": self.proc.pid,
            "cpu_percent": _num(cpu + child_cpu),
            "rss": int(rss + child_rss),
            "threads": self.proc.num_threads(),
            "children": len(kids),
        }

    def close(self) -> None:
        pass


def load_nvml() -> Any:
    """``pynvml``; ImportError when nvidia-ml-py is missing (the monitor then watches no GPU)."""
    mod = nvml_api.load()
    if mod is None:
        raise ImportError("nvidia-ml-py (pynvml) is not installed or cannot be loaded")
    return mod


_call, _text = nvml_api.call, nvml_api.text


class GpuSource:
    """Every NVIDIA GPU through NVML (nvidia-ml-py); ``nvml=`` takes a stand-in module."""

    name = "gpu"

    def __init__(self, nvml: Any = None) -> None:
        self.nvml = nvml if nvml is not None else load_nvml()
        self.nvml.nvmlInit()
        self._open = True
        self.count = int(self.nvml.nvmlDeviceGetCount())
        self.handles = [self.nvml.nvmlDeviceGetHandleByIndex(i) for i in range(self.count)]
        self.names = [_text(_call(self.nvml.nvmlDeviceGetName, h)) for h in self.handles]

    def read(self) -> list[dict[str, Any]]:
        nv = self.nvml
        out = []
        for i, h in enumerate(self.handles):
            mem = nv.nvmlDeviceGetMemoryInfo(h)  # the one reading every GPU has: may raise
            util = _call(nv.nvmlDeviceGetUtilizationRates, h)
            power = _call(nv.nvmlDeviceGetPowerUsage, h)
            out.append(
                {
                    "kind": "gpu",
                    "index": i,
                    "name": self.names[i] or f"GPU {i}",
                    "utilization": _num(getattr(util, "gpu", None)),
                    "memory_used": int(mem.used),
                    "memory_total": int(mem.total),
                    "power_w": None if power is None else _num(power, 1e-3),
                    "temperature_c": _num(
                        _call(nv.nvmlDeviceGetTemperature, h, nv.NVML_TEMPERATURE_GPU)
                    ),
                    "sm_clock_mhz": _num(_call(nv.nvmlDeviceGetClockInfo, h, nv.NVML_CLOCK_SM)),
                }
            )
        return out

    def processes(self) -> list[list[dict[str, Any]]]:
        """Per GPU: the processes NVML says use it (pid, memory_used in bytes, name)."""
        import psutil

        nv = self.nvml
        out = []
        for h in self.handles:
            procs = []
            for getter in ("nvmlDeviceGetComputeRunningProcesses", "nvmlDeviceGetGraphicsRunningProcesses"):  # fmt: skip
                fn = getattr(nv, getter, None)
                for p in (_call(fn, h) if fn else None) or []:
                    pid = int(getattr(p, "pid", 0))
                    if any(x["pid"] == pid for x in procs):
                        continue
                    used = getattr(p, "usedGpuMemory", None)
                    try:
                        name = psutil.Process(pid).name()
                    except Exception:  # noqa: BLE001 - gone, or another user's
                        name = ""
                    procs.append({"pid": pid, "memory_used": used, "name": name})
            out.append(procs)
        return out

    def close(self) -> None:
        if self._open:
            self._open = False
            _call(self.nvml.nvmlShutdown)


def tpu_chip(generation: str) -> Any:
    """tpu-info's ``TpuChip`` for a generation name of :mod:`tpugui.devices.specs` ("v5e")."""
    from tpu_info import device

    for chip in device.TpuChip:
        if chip.value.name == generation:
            return chip
    raise SourceError(Message(N_("tpu-info does not know the TPU generation {generation}"),
                              {"generation": generation}))  # fmt: skip


class TpuSource:
    """TPU chips through tpu-info's library, reading libtpu's metrics service at ``addr``.

    ``generation`` (v2 ... 7x) tells tpu-info how to read the figures (duty cycle is per chip,
    memory per TensorCore device on v2/v3/7x); :func:`default_sources` takes it from the PCI scan.
    """

    name = "tpu"
    #: failures forgiven before the first good reading (the runtime may still be starting)
    GRACE = 10

    def __init__(self, generation: str, addr: str | None = None) -> None:
        try:
            from tpu_info import metrics
        except ImportError as exc:
            raise SourceError(Message(NO_TPU_INFO)) from exc
        self.metrics = metrics
        self.chip = tpu_chip(generation)
        self.addr = addr or tpu_metrics_addr()
        self.generation = generation
        self._bandwidth = True  # asked until the runtime says it does not offer it
        self._good = False
        self._failures = 0

    def read(self) -> list[dict[str, Any]]:
        try:
            usages = self.metrics.get_chip_usage(self.chip, addr=self.addr)
        except Exception as exc:  # noqa: BLE001 - grpc.RpcError, AssertionError, ...
            self._failures += 1
            if self._good or self._failures > self.GRACE:
                raise SourceError(
                    Message(
                        N_("cannot read the TPU metrics at {addr}: {error}"),
                        {"addr": self.addr, "error": _rpc_text(exc)},
                    )
                ) from exc
            return []
        self._good = True
        bw: dict[int, float] = {}
        if self._bandwidth:
            try:
                bw = dict(self.metrics.get_runtime_hbm_utilization(addr=self.addr))
            except Exception:  # noqa: BLE001 - an older runtime: not offered
                bw = {}
            if not bw:
                self._bandwidth = False
        out = []
        for u in usages:
            d: dict[str, Any] = {
                "kind": "tpu",
                "index": int(u.device_id),
                "name": f"TPU {self.generation}",
                "duty_cycle": _num(u.duty_cycle_pct),
                "memory_used": int(u.memory_usage),
                "memory_total": int(u.total_memory),
            }
            if int(u.device_id) in bw:
                d["hbm_bandwidth"] = _num(bw[int(u.device_id)])
            out.append(d)
        return out

    def close(self) -> None:
        pass


def _rpc_text(exc: BaseException) -> str:
    details = getattr(exc, "details", None)
    if callable(details):
        try:
            return f"{exc.code().name}: {details()}"  # type: ignore[attr-defined]
        except Exception:  # noqa: BLE001
            pass
    return f"{type(exc).__name__}: {exc}".strip()


def tpu_generation(sysroot: str | None = None) -> str | None:
    """The generation of this host's TPU chips from the PCI scan (no runtime), or None."""
    from tpugui.devices.tpu import detect_tpu

    dev = detect_tpu(sysroot)
    return None if dev is None else str(dev.extra.get("generation") or "") or None


#: how a source is made: (name, factory); a factory returns None when the hardware is absent
Factory = Callable[[], Any]


def default_factories(
    pid: int | None = None,
    sysroot: str | None = None,
    nvml: Any = None,
    tpu_addr: str | None = None,
    env: dict[str, str] | None = None,
) -> list[tuple[str, Factory]]:
    """The sources of this machine, to be built in the sampler's thread (NVML's init is slow)."""
    env = dict(os.environ) if env is None else env

    def gpu() -> Any:
        mod = nvml
        if mod is None:
            try:
                mod = load_nvml()
            except ImportError:
                return None  # no nvidia-ml-py: no NVIDIA GPU to watch here either, most likely
        try:
            src = GpuSource(mod)
        except Exception:  # noqa: BLE001 - no driver: no NVIDIA GPU here
            return None
        if not src.count:
            src.close()
            return None
        return src

    def tpu() -> Any:
        generation = tpu_generation(sysroot)
        addr = tpu_addr or env.get(ENV_ADDR)
        if generation is None and not addr:
            return None
        return TpuSource(generation or "v5e", addr or TPU_METRICS_ADDR)

    return [
        ("host", HostSource),
        ("process", lambda: ProcessSource(pid)),
        ("gpu", gpu),
        ("tpu", tpu),
    ]


def default_sources(**kwargs: Any) -> tuple[list[Any], list[tuple[str, Message]]]:
    """Built sources and (name, why) for those that could not be built."""
    sources, problems = [], []
    for name, make in default_factories(**kwargs):
        try:
            src = make()
        except SourceError as exc:
            problems.append((name, exc.message))
            continue
        except Exception as exc:  # noqa: BLE001
            problems.append((name, Message(f"{type(exc).__name__}: {exc}")))
            continue
        if src is not None:
            sources.append(src)
    return sources, problems


def tpu_holders(sysroot: str | None = None) -> dict[str, list[int]]:
    """Which processes hold each TPU chip file (/dev/accelN, /dev/vfio/N), read from /proc."""
    import re

    root = Root(sysroot)
    out: dict[str, list[int]] = {}
    proc = root.path("/proc")
    try:
        pids = [p for p in os.listdir(proc) if p.isdigit()]
    except OSError:
        return out
    for pid in pids:
        fd_dir = proc / pid / "fd"
        try:
            fds = os.listdir(fd_dir)
        except OSError:
            continue  # gone, or another user's
        for fd in fds:
            try:
                target = os.readlink(fd_dir / fd)
            except OSError:
                continue
            if re.fullmatch(r"/dev/(?:accel|vfio/)\d+", target):
                holders = out.setdefault(target, [])
                if int(pid) not in holders:
                    holders.append(int(pid))
    return out
