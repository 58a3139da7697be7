"""A profile on demand, inside the running run: the framework's own profiler for N seconds.

A client (``tpugui profile RUN``, the window's Profile… button, over SSH for a run on a VM) writes
``RUN/profile/request.json`` ``{"id": ID, "seconds": N}``. The :class:`ProfileRequest` callback
looks for it at report steps, at most every ``POLL_S`` seconds (one ``os.rename`` that fails: no
cost a step worth measuring), claims it (the rename is atomic: of several ranks, one profiles),
and starts the profiler of the run's framework in this very process:

- JAX: ``jax.profiler.start_trace(DIR)`` without its Python tracer (an ``.xplane.pb`` for
  XProf/TensorBoard and the same as a Chrome trace, ``HOST.trace.json.gz``); steps are
  ``StepTraceAnnotation("train")``.
- TensorFlow: ``tf.profiler.experimental.start(DIR)`` (an ``.xplane.pb``); steps are
  ``tf.profiler.experimental.Trace("train", step_num=N, _r=1)``, the step annotation XProf reads;
  the trace JSON is made from the xplane by the converter TensorFlow bundles
  (``_pywrap_profiler_plugin.xspace_to_tools_data(..., "trace_viewer@")``, XProf's own code).
- torch / PyTorch/XLA (host side): ``torch.profiler.profile`` with a schedule (one warm-up step,
  then active) and ``prof.step()`` each step; steps are ``record_function("tpugui.step#N")``; a
  Chrome trace is exported at the end.

A step is the time from one ``on_train_batch_end`` to the next (input, compute and the loop's
Python: what the logged ``step_s`` measures); across an epoch's end (validation) none is open.
The loop's ``next()`` (:class:`~tpugui.monitor.input_wait.TimedIter`) is marked
``tpugui.input`` in the trace while a profile runs (TensorFlow's own ``IteratorGetNext`` marks it
there). After N seconds and at least one whole step, the profiler stops, a Chrome trace
(``trace.json.gz``; JAX's own ``HOST.trace.json.gz``) and ``done.json`` (what was captured, or why nothing was) are written
into ``RUN/profile/ID/``, and a ``profile`` event says so. The analysis is the reader's
(:mod:`tpugui.profiling.analyze`).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import time
from pathlib import Path
from typing import Any

from tpugui.monitor.input_wait import TimedIter
from tpugui.training.callback_base import Callback

__all__ = [
    "Annotated",
    "Capturer",
    "DONE",
    "FOLDER",
    "ProfileRequest",
    "REQUEST",
    "TRACE",
    "INPUT_MARK",
    "STEP_MARK",
    "capturer_for",
    "written_files",
]

FOLDER = "profile"  # RUN/profile/: the request, and one folder per profile
REQUEST = "request.json"
DONE = "done.json"
TRACE = "trace.json.gz"
INPUT_MARK = "tpugui.input"
STEP_MARK = "tpugui.step"  # torch: "tpugui.step#N"; JAX and TensorFlow: "train" (step_num=N)
POLL_S = 0.25
MAX_SECONDS = 600.0
_ID = re.compile(r"^[A-Za-z0-9_.-]{1,64}$")


class Capturer:
    """One framework's profiler: start, mark steps and input, stop into ``folder``."""

    def __init__(self, folder: Path, job: Any):
        self.folder, self.job = folder, job

    def start(self) -> None: ...
    def begin_step(self, n: int) -> None: ...
    def end_step(self) -> None: ...
    def input_span(self) -> Any:
        return contextlib.nullcontext()

    def stop(self) -> list[str]:
        """Stop; the files written (relative to ``folder``)."""
        return []


class Annotated(Capturer):
    """JAX and TensorFlow: TraceMe annotations entered and left by hand."""

    step_cls: Any = None
    span_cls: Any = None

    def begin_step(self, n: int) -> None:
        self.end_step()
        self.open = self.step_cls("train", step_num=n, _r=1)
        self.open.__enter__()

    def end_step(self) -> None:
        open_, self.open = getattr(self, "open", None), None
        if open_ is not None:
            open_.__exit__(None, None, None)

    def input_span(self) -> Any:
        return self.span_cls(INPUT_MARK)


def capturer_for(backend: str, folder: Path, job: Any) -> Capturer:
    """The profiler of a backend's run, as its descriptor's ``profiler`` names it."""
    from tpugui import backends

    descriptor = backends.get(backend)
    cls = descriptor.hook(descriptor.profiler) if descriptor.profiler else Capturer
    return cls(folder, job)


def _trace_of(files: list[str]) -> str | None:
    """The Chrome trace among ``files``: ours (torch, TensorFlow) or JAX's own."""
    if TRACE in files:
        return TRACE
    own = [f for f in files if f.endswith(".trace.json.gz") and "perfetto" not in f]
    return own[-1] if own else None


def written_files(folder: Path) -> list[str]:
    """Every file under ``folder``, relative to it, sorted."""
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file())


class _MarkedNext:
    """The loop's batches with each ``next()`` inside the profiler's input span."""

    def __init__(self, it: Any, span: Any):
        self.it, self.span = it, span

    def __iter__(self) -> _MarkedNext:
        return self

    def __next__(self) -> Any:
        with self.span():
            return next(self.it)


def _write_json(path: Path, obj: Any) -> None:
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(obj, ensure_ascii=False, indent=1), encoding="utf-8")
    os.replace(tmp, path)


class ProfileRequest(Callback):
    """Looks for ``profile/request.json`` and profiles the next N seconds (see the module)."""

    def on_train_begin(self, logs: dict[str, Any] | None = None) -> None:
        self.path = Path(self.training.rep.run_dir) / FOLDER / REQUEST
        self.next_poll = 0.0
        self.active: dict[str, Any] | None = None

    def on_epoch_begin(self, epoch: int, logs: dict[str, Any] | None = None) -> None:
        if self.active is not None:
            self._mark_input()

    def on_epoch_end(self, epoch: int, logs: dict[str, Any] | None = None) -> None:
        if self.active is not None:
            self.active["capturer"].end_step()  # validation is no training step
            self.active["open"] = False

    def on_train_batch_end(self, batch: int, logs: dict[str, Any] | None = None) -> None:
        a = self.active
        if a is not None:
            now = time.time()
            if a["open"]:
                a["steps"] += 1
                a["durations"].append(now - a["opened"])
            if a["steps"] >= 1 and now - a["started"] >= a["seconds"]:
                self._finish("captured")
                return
            if batch + 1 >= self.training.steps:  # validation comes next: no training step
                a["capturer"].end_step()
                a["open"] = False
                return
            a["capturer"].begin_step(self.training.step + 1)
            a["open"], a["opened"] = True, time.time()
            return
        if logs is None:
            return
        now = time.perf_counter()
        if now < self.next_poll:
            return
        self.next_poll = now + POLL_S
        self._poll()

    def _claim(self) -> dict[str, Any] | None:
        claimed = self.path.with_name(f"{REQUEST}.{os.getpid()}")
        try:
            os.rename(self.path, claimed)
        except OSError:
            return None
        try:
            req = json.loads(claimed.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            req = {}
        finally:
            with contextlib.suppress(OSError):
                claimed.unlink()
        return req if isinstance(req, dict) else {}

    def _poll(self) -> None:
        req = self._claim()
        if req is None:
            return
        pid = str(req.get("id") or time.strftime("%Y%m%d-%H%M%S"))
        if not _ID.match(pid):
            pid = time.strftime("%Y%m%d-%H%M%S")
        folder = self.path.parent / pid
        folder.mkdir(parents=True, exist_ok=True)
        try:
            seconds = min(max(float(req.get("seconds", 2.0)), 0.05), MAX_SECONDS)
        except (TypeError, ValueError):
            seconds = 2.0
        t = self.training
        backend = t.job.model.backend
        self.active = {
            "id": pid,
            "folder": folder,
            "seconds": seconds,
            "backend": backend,
            "started": time.time(),
            "first_step": t.step + 1,
            "steps": 0,
            "durations": [],
            "open": False,
            "opened": 0.0,
        }
        try:
            cap = capturer_for(backend, folder, t.job)
            cap.start()
        except Exception as exc:  # noqa: BLE001 - the run goes on without a profile
            self.active["capturer"] = Capturer(folder, t.job)
            self._finish("failed", f"the {backend} profiler did not start: {exc}")
            return
        self.active["capturer"] = cap
        self._mark_input()
        cap.begin_step(t.step + 1)
        self.active["open"], self.active["opened"] = True, time.time()

    def _mark_input(self) -> None:
        timer = self.training.timer
        if isinstance(timer, TimedIter) and not isinstance(timer._it, _MarkedNext):
            timer._it = _MarkedNext(timer._it, self.active["capturer"].input_span)

    def _unmark_input(self) -> None:
        timer = self.training.timer
        if isinstance(timer, TimedIter) and isinstance(timer._it, _MarkedNext):
            timer._it = timer._it.it

    def _finish(self, status: str, error: str = "") -> None:
        a, self.active = self.active, None
        if a is None:
            return
        self._unmark_input()
        files: list[str] = []
        try:
            files = a["capturer"].stop()
        except Exception as exc:  # noqa: BLE001
            status, error = "failed", f"the {a['backend']} profiler did not stop: {exc}"
        if status == "captured" and a["steps"] < 1:
            status, error = "failed", "the run ended before a whole step was profiled"
        durations = a["durations"]
        run_dir = Path(self.training.rep.run_dir)
        try:
            events = _tail_records(run_dir / "events.jsonl", a["started"] - 5.0)
            head = _tail_records_head(run_dir / "events.jsonl")
            live = window_figures([*head, *events], a["started"], time.time())
        except (OSError, ValueError):
            live = {}
        done = {
            "id": a["id"],
            "status": status,
            "error": error,
            "backend": a["backend"],
            "seconds": a["seconds"],
            "started": a["started"],
            "ended": time.time(),
            "first_step": a["first_step"],
            "steps": a["steps"],
            # the steps as this process timed them (the trace's own are the analysis')
            "step_s": sum(durations) / len(durations) if durations else None,
            "files": files,
            "trace": _trace_of(files),
            "live": live,
        }
        _write_json(a["folder"] / DONE, done)
        rep = self.training.rep
        rep.emitter.emit(
            "profile",
            id=a["id"],
            status=status,
            error=error,
            steps=a["steps"],
            seconds=a["seconds"],
            path=str(a["folder"]),
        )

    def on_train_end(self, logs: dict[str, Any] | None = None) -> None:
        if self.active is not None:
            self._finish("captured")
        req = self._claim()  # asked, but the run ends: say so, do not leave the client waiting
        if req is not None:
            pid = str(req.get("id") or "")
            if _ID.match(pid):
                folder = self.path.parent / pid
                folder.mkdir(parents=True, exist_ok=True)
                _write_json(
                    folder / DONE,
                    {
                        "id": pid,
                        "status": "failed",
                        "error": "the run ended before it was profiled",
                    },
                )

    def close(self) -> None:
        if getattr(self, "active", None) is not None:
            self._finish("captured")


# --- the live figures of the profiled window ---------------------------------------------------


def _tail_records(path: Path, since: float) -> list[dict[str, Any]]:
    """The records of an events file from about ``since`` on, read from its end."""
    from tpugui.events import parse_line

    try:
        size = path.stat().st_size
    except OSError:
        return []
    chunk = 1 << 16
    with open(path, "rb") as fh:
        while True:
            start = max(0, size - chunk)
            fh.seek(start)
            lines = fh.read().decode("utf-8", "replace").splitlines()[1 if start else 0 :]
            records = [r for r in map(parse_line, lines) if r is not None]
            if start == 0 or (records and float(records[0].get("time", 0)) < since):
                return [r for r in records if float(r.get("time", 0)) >= since]
            chunk *= 4


def _tail_records_head(path: Path) -> list[dict[str, Any]]:
    """The run's ``run_started`` record (its first line)."""
    from tpugui.events import parse_line

    with open(path, encoding="utf-8", errors="replace") as fh:
        rec = parse_line(fh.readline())
    return [rec] if rec is not None and rec.get("type") == "run_started" else []


def window_figures(events: list[dict[str, Any]], started: float, ended: float) -> dict[str, Any]:
    """What the live view showed over [started, ended]: the logged step time (the windows'
    ``step_s`` over their steps), the input-wait share, FLOP/s and MFU (where the run logs them),
    and the run's FLOPs per step and peak (``run_started``)."""
    out: dict[str, Any] = {}
    first = next((r for r in events if r.get("type") == "run_started"), None)
    for key in ("flops_per_step", "peak_flops", "flops_source", "peak_source", "device"):
        if first is not None and first.get(key) is not None:
            out[key] = first[key]
    ends = [r for r in events if r.get("type") == "batch_end"]
    prev_step = None
    total_s = steps = wait_s = wait_of = 0.0
    mfus, rates = [], []
    for r in ends:
        step, t = r.get("step"), float(r.get("time", 0))
        inside = started <= t <= ended
        if inside and prev_step is not None and isinstance(r.get("step_s"), int | float):
            n = max(int(step) - int(prev_step), 1)
            total_s, steps = total_s + float(r["step_s"]), steps + n
            if isinstance(r.get("input_s"), int | float):
                wait_s, wait_of = wait_s + float(r["input_s"]), wait_of + float(r["step_s"])
        if inside:
            if isinstance(r.get("mfu"), int | float):
                mfus.append(float(r["mfu"]))
            if isinstance(r.get("flops_per_sec"), int | float):
                rates.append(float(r["flops_per_sec"]))
        prev_step = step
    out["logged_steps"] = int(steps)
    out["logged_step_s"] = total_s / steps if steps else None
    out["input_share"] = wait_s / wait_of if wait_of > 0 else None
    out["mfu"] = sum(mfus) / len(mfus) if mfus else None
    out["flops_per_sec"] = sum(rates) / len(rates) if rates else None
    return out
