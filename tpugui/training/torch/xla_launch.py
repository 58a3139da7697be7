"""PyTorch/XLA on a multi-device TPU: one process per device through ``torch_xla.launch``.

:func:`plan` decides, before the XLA runtime starts (``torch_xla.launch`` refuses a parent whose
runtime is already up, and ``xr.global_runtime_device_count()`` starts it), between one process
and one per device: one per device when PJRT_DEVICE is TPU (set here when the job asks for a TPU
or ``auto`` finds one) and the host's TPU chips expose more than one framework device (chips x
devices per chip, from the PCI scan of ``tpugui.devices.tpu``). ``TPUGUI_XLA_LAUNCH`` forces a
path: ``1``/``spawn`` (torch_xla.launch), ``debug`` (launch with ``debug_single_process``),
``0``/``single``.

:func:`run_launched` is the parent. The processes run ``xla_worker.main``; rank 0
(``xr.global_ordinal() == 0``) alone writes ``events.jsonl``, which the parent tails to the
caller's sink. A stop request becomes the file ``RUN/stop`` that every rank polls each step.
When no rank wrote ``run_finished`` (a process crashed or was killed), the parent writes it, so
the stream always ends with exactly one. Framework-free at import.
"""

from __future__ import annotations

import os
import threading
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tpugui.events import RunStatus, Sink, read_events
from tpugui.job import Job
from tpugui.pipeline import batching
from tpugui.runs import store as runs
from tpugui.training.names import NUM_WORKERS_ENV, RANK_ERROR, STOP_FILE
from tpugui.training.ranks import EventsTail, end_stream

ENV = "TPUGUI_XLA_LAUNCH"


@dataclass
class Plan:
    mode: str  # single | spawn | debug
    devices: int  # processes on this host (1 unless a multi-device TPU is seen)
    pjrt: str | None  # the PJRT_DEVICE to set when none is set
    reason: str
    #: hosts of a pod slice run (``TPUGUI_NUM_WORKERS``, set by the Remote page on every
    #: worker): each runs ``torch_xla.launch`` over its own devices and PJRT joins them into
    #: one world from the slice's TPU metadata — global ordinal, world = devices x hosts
    hosts: int = 1

    @property
    def launched(self) -> bool:
        return self.mode != "single"

    @property
    def world(self) -> int:
        return self.devices * self.hosts


def _tpu_devices(env: Any, sysroot: str | None) -> int:
    """Framework devices of this host's TPU chips (0 = none seen); never raises."""
    try:
        from tpugui.devices.specs import TPU_SPECS
        from tpugui.devices.tpu import detect_tpu

        dev = detect_tpu(sysroot, env)
    except Exception:  # noqa: BLE001 - an unreadable sysfs means: no TPU seen
        return 0
    if dev is None:
        return 0
    per_chip = TPU_SPECS[dev.extra["generation"]].devices_per_chip
    return int(dev.extra.get("chips", dev.count)) * per_chip


def plan(job: Job, env: Any = None, sysroot: str | None = None) -> Plan:
    """One process or one per device, without starting the XLA runtime."""
    env = os.environ if env is None else env
    want = job.model.device
    pjrt = (env.get("PJRT_DEVICE") or "").upper() or None
    set_pjrt = None
    devices = 0
    if pjrt in (None, "TPU") and want in ("auto", "tpu"):
        devices = _tpu_devices(env, sysroot)
        if pjrt is None and devices:
            set_pjrt = pjrt = "TPU"
    if pjrt is None and want == "cpu":
        set_pjrt = pjrt = "CPU"
    forced = (env.get(ENV) or "").strip().lower()
    n = max(devices, 1) if pjrt == "TPU" else 1
    hosts = _pod_hosts(env) if pjrt == "TPU" else 1
    pod = f"; {hosts} hosts of a pod slice, {n * hosts} processes in all" if hosts > 1 else ""
    if forced in ("1", "spawn", "launch"):
        return Plan("spawn", n, set_pjrt, f"forced by {ENV}={forced}{pod}", hosts)
    if forced == "debug":
        return Plan("debug", 1, set_pjrt, f"forced by {ENV}=debug: in this process")
    if forced in ("0", "single") or (n <= 1 and hosts <= 1):
        why = f"{ENV}={forced}" if forced else f"{pjrt or 'CPU'} with one device"
        return Plan("single", 1, set_pjrt, why)
    return Plan("spawn", n, set_pjrt, f"TPU with {n} devices: one process per device{pod}",
                hosts)  # fmt: skip


def _pod_hosts(env: Any) -> int:
    try:
        return max(int(env.get(NUM_WORKERS_ENV, "1") or 1), 1)
    except ValueError:
        return 1


def check_plan(job: Job, p: Plan) -> list[batching.BatchProblem]:
    """The global batch must split evenly over the processes of every host: the batch rule's
    errors, each with its field and Message (``.line`` is the English ``field: reason``)."""
    return batching.errors(batching.check_batch(job.pipeline.batch_size, p.world))


def _watch_stop(stop_event: Any, stop_path: Path, done: threading.Event) -> threading.Thread:
    def watch() -> None:
        while not done.is_set():
            if stop_event.wait(0.1):
                stop_path.touch()
                return

    t = threading.Thread(target=watch, name="tpugui-stop-watch", daemon=True)
    t.start()
    return t


def run_launched(
    job: Job,
    sink: Sink,
    stop_event: Any,
    run_dir: Path,
    base_dir: Path | None,
    p: Plan,
    run_start: float | None = None,
) -> str:
    """The parent of a ``torch_xla.launch`` run; returns the final status."""
    if p.pjrt:
        os.environ.setdefault("PJRT_DEVICE", p.pjrt)
    events = run_dir / runs.EVENTS
    events.touch()
    spec = {
        "job": job.to_dict(),
        "run_dir": str(run_dir),
        "base_dir": None if base_dir is None else str(base_dir),
        "mode": p.mode,
        "plan": p.reason,
        "run_start": run_start,  # the goodput ledger's zero, on rank 0's run_started
    }
    tail = EventsTail(events, sink)
    tail.start()
    done = threading.Event()
    watcher = _watch_stop(stop_event, run_dir / STOP_FILE, done)
    failure: BaseException | None = None
    tb = None
    try:
        import torch_xla

        from tpugui.training.torch import xla_worker

        torch_xla.launch(xla_worker.main, args=(spec,), debug_single_process=p.mode == "debug")
    except KeyboardInterrupt:
        stop_event.set()
    except BaseException as exc:  # noqa: BLE001 - a crashed rank ends as a failed run
        failure, tb = exc, traceback.format_exc()
    finally:
        done.set()
        watcher.join(timeout=1)
        tail.done.set()
        tail.join(timeout=30)
    return _finish(job, sink, stop_event, run_dir, p, failure, tb)


def _finish(
    job: Job,
    sink: Sink,
    stop_event: Any,
    run_dir: Path,
    p: Plan,
    failure: BaseException | None,
    tb: str | None,
) -> str:
    """The status rank 0 wrote, or write ``run_finished`` here when no rank got to it."""
    for rec in reversed(list(read_events(run_dir / runs.EVENTS))):
        if rec["type"] == "run_finished":
            return str(rec["status"])
    rank_errors = sorted(run_dir.glob(RANK_ERROR.format(rank="*")))
    if failure is None and not rank_errors and stop_event.is_set():
        status, error = RunStatus.STOPPED, None
    else:
        status = RunStatus.FAILED
        error, tb = _failure_text(failure, tb, rank_errors)
    end_stream(job, sink, run_dir, p.devices, status, error, tb)
    return status


def _failure_text(
    failure: BaseException | None, tb: str | None, rank_errors: list[Path]
) -> tuple[str, str | None]:
    if rank_errors:
        text = rank_errors[0].read_text(encoding="utf-8", errors="replace")
        message, _, rank_tb = text.partition("\n")
        rank = rank_errors[0].name.split("-")[1].split(".")[0]
        return f"process {rank}: {message}", rank_tb or tb
    if failure is None:
        return "the training processes ended without finishing the run", tb
    name = type(failure).__name__
    if name == "BrokenProcessPool":
        return (
            f"a training process ended unexpectedly (killed, out of memory or crashed); {failure}",
            tb,
        )
    return f"{name}: {failure}", tb
