"""The sampler beside a run: a daemon thread in the run's process that adds ``device_sample``
events to the run's stream every ``train.sample_every`` seconds (0 = off).

A record: ``{"type": "device_sample", "host": {cpu_percent, memory_used, memory_total},
"process": {pid, cpu_percent, rss, threads, children}, "devices": [{"kind": "gpu"|"tpu",
"index": 0, ...}]}`` with plain numbers (bytes, %, W, °C, MHz; see :mod:`.sources`).

It never raises and never blocks a step: the sources are built and read in the thread (only the
emit itself takes the emitter's lock, as every event does); a source that fails says why once, as
a ``log`` warning, and is skipped from then on. :meth:`Sampler.stop` returns at once with no
sample emitted after it, so ``run_finished`` stays the last record.
"""

from __future__ import annotations

import threading
from typing import Any

from tpugui.i18n_marks import N_, Message
from tpugui.monitor import sources as _sources

__all__ = ["Sampler", "sampler_for"]

SOURCE_FAILED = _sources.SOURCE_FAILED
SOURCE_UNAVAILABLE = N_("the {source} monitor cannot start: {error}")


def _why(exc: BaseException) -> Message | str:
    if isinstance(exc, _sources.SourceError):
        return exc.message
    return f"{type(exc).__name__}: {exc}".strip()


class Sampler:
    """Samples ``factories`` (``[(name, make)]``, default: this machine) every ``every`` s.

    ``emitter`` is the run's :class:`~tpugui.events.Emitter` (anything with ``emit(type,
    **fields)`` and ``log(message, level)``).
    """

    def __init__(self, emitter: Any, every: float, factories: list[tuple[str, Any]] | None = None):
        self.emitter = emitter
        self.every = max(float(every), 0.1) if every > 0 else 0.0  # at most 10 a second
        self._factories = factories
        self.sources: list[Any] = []
        self.samples = 0
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._closed = False
        self._built = False
        self._thread: threading.Thread | None = None

    # -- the thread ------------------------------------------------------------------------
    def start(self) -> None:
        if self._thread is not None or self.every <= 0:
            return
        self._thread = threading.Thread(target=self._run, name="tpugui-sampler", daemon=True)
        self._thread.start()

    def stop(self, timeout: float = 2.0) -> None:
        """No sample is emitted once this returns (a read in progress is dropped)."""
        self._stop.set()
        with self._lock:
            self._closed = True
        t = self._thread
        if t is not None and t is not threading.current_thread():
            t.join(timeout)
        if t is None or not t.is_alive():
            self._close_sources()

    def _run(self) -> None:
        try:
            self.build()
            while not self._stop.wait(self.every):
                record = self.sample()
                if record is not None:
                    self._emit("device_sample", record)
        except Exception:  # noqa: BLE001 - the monitor must never end a run
            pass
        finally:
            if self._stop.is_set():
                self._close_sources()

    def _emit(self, kind: str, fields: dict[str, Any]) -> None:
        with self._lock:
            if self._closed:
                return
            try:
                if kind == "log":
                    self.emitter.log(fields["message"], "warning")
                else:
                    self.emitter.emit(kind, **fields)
            except Exception:  # noqa: BLE001 - a sink that fails is the engine's business
                pass

    def _say(self, template: str, name: str, why: Message | str) -> None:
        self._emit("log", {"message": Message(template, {"source": name, "error": str(why)})})

    def _close_sources(self) -> None:
        for src in self.sources:
            try:
                src.close()
            except Exception:  # noqa: BLE001
                pass

    # -- sampling (also callable without the thread: tests, the Devices page) ----------------
    def build(self) -> None:
        if self._built:
            return
        self._built = True
        factories = self._factories
        if factories is None:
            factories = _sources.default_factories()
        for name, make in factories:
            try:
                src = make()
            except Exception as exc:  # noqa: BLE001
                self._say(SOURCE_UNAVAILABLE, name, _why(exc))
                continue
            if src is not None:
                if not getattr(src, "name", None):
                    src.name = name
                self.sources.append(src)

    def sample(self) -> dict[str, Any] | None:
        """One record's fields (host, process, devices), or None when nothing can be read."""
        self.build()
        host: dict[str, Any] = {}
        process: dict[str, Any] = {}
        devices: list[dict[str, Any]] = []
        read_any = False
        for src in list(self.sources):
            try:
                value = src.read()
            except Exception as exc:  # noqa: BLE001 - says why once, then skipped
                self.sources.remove(src)
                try:
                    src.close()
                except Exception:  # noqa: BLE001
                    pass
                self._say(SOURCE_FAILED, src.name, _why(exc))
                continue
            read_any = True
            if src.name == "host":
                host = value
            elif src.name == "process":
                process = value
            else:
                devices.extend(value)
        if not read_any:
            return None
        self.samples += 1
        return {"host": host, "process": process, "devices": devices}


def sampler_for(
    job: Any, emitter: Any, factories: list[tuple[str, Any]] | None = None
) -> Sampler | None:
    """The sampler a run of ``job`` gets (None when ``train.sample_every`` is 0)."""
    every = float(getattr(job.train, "sample_every", 0.0) or 0.0)
    if every <= 0:
        return None
    return Sampler(emitter, every, factories)


class _Said:
    """An emitter stand-in that keeps what a sampler says (the Devices page shows it)."""

    def __init__(self) -> None:
        self.said: list[str] = []

    def emit(self, kind: str, **fields: Any) -> None:
        pass

    def log(self, message: Any, level: str = "info") -> None:
        self.said.append(str(message))


class DeviceWatch:
    """The Devices page's live mode without a run: a sample of this machine and, per device,
    the processes using it (NVML's list for GPUs; the holders of /dev/accel* or /dev/vfio/*,
    read from /proc, for TPU chips). ``read()`` is called from a worker thread, one at a time."""

    def __init__(self, factories: list[tuple[str, Any]] | None = None, sysroot: str | None = None):
        self._said = _Said()
        self.sampler = Sampler(self._said, 1.0, factories)
        self.sysroot = sysroot

    @property
    def said(self) -> list[str]:
        return self._said.said

    def read(self) -> dict[str, Any]:
        import re

        import psutil

        rec = self.sampler.sample() or {"host": {}, "process": {}, "devices": []}
        gpu = next((s for s in self.sampler.sources if s.name == "gpu"), None)
        gpu_procs: list[list[dict[str, Any]]] = []
        if gpu is not None and hasattr(gpu, "processes"):
            try:
                gpu_procs = gpu.processes()
            except Exception:  # noqa: BLE001 - the list is a nicety
                gpu_procs = []
        holders = {}
        if any(d.get("kind") == "tpu" for d in rec["devices"]):
            for path, pids in _sources.tpu_holders(self.sysroot).items():
                m = re.search(r"(\d+)$", path)
                if m:
                    holders[int(m.group(1))] = pids
        for d in rec["devices"]:
            if d.get("kind") == "gpu" and d.get("index", 0) < len(gpu_procs):
                d["processes"] = gpu_procs[d["index"]]
            elif d.get("kind") == "tpu":
                procs = []
                for pid in holders.get(int(d.get("index", 0)), []):
                    try:
                        name = psutil.Process(pid).name()
                    except Exception:  # noqa: BLE001
                        name = ""
                    procs.append({"pid": pid, "name": name})
                d["processes"] = procs
        rec["said"] = list(self.said)
        return rec

    def close(self) -> None:
        self.sampler._close_sources()
