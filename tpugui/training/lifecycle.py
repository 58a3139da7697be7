"""A run's end, the same for every process that trains: run ``train()``, say how it ended.

``execute`` is what the engine (one process) and each PyTorch/XLA worker call around their
backend: a stop request, Ctrl-C and any failure all end as one ``run_finished`` event, with a
``run_started`` first when the backend failed before it knew its device. ``describe`` turns a
failure into the plain paragraph a person reads (the full text stays in the traceback).
"""

from __future__ import annotations

import traceback
from typing import Any

from tpugui import quiet
from tpugui.events import RunStatus
from tpugui.job import Job, JobError
from tpugui.training import failure, models
from tpugui.training.reporter import Reporter, StopRun

__all__ = ["describe", "execute"]


def describe(exc: BaseException) -> str:
    """One plain paragraph (:func:`failure.plain`); the full text is the run's traceback."""
    if isinstance(exc, models.UserModelError):
        text = failure.plain(str(exc))
        end = "" if text.endswith((".", "!", "?", "…")) else "."
        return text + end + " Fix the model file (model.architecture)."
    if isinstance(exc, JobError):
        return failure.plain(str(exc))
    name = type(exc).__name__
    text = failure.plain(f"{name}: {exc}")
    oom = "ResourceExhausted" in name or "OutOfMemory" in name or isinstance(exc, MemoryError)
    if oom or (name == "XlaRuntimeError" and "RESOURCE_EXHAUSTED" in text):  # JAX's XLA
        text += " (out of memory: lower pipeline.batch_size or use a smaller model)"
    return text


def _spent(rep: Reporter) -> dict[str, Any]:
    """``run_finished``'s ``cost`` (US dollars, when the job has a price) and ``reason`` (why
    the run stopped itself: ``budget``)."""
    out: dict[str, Any] = {}
    spent = rep.cost()
    if spent is not None:
        out["cost"] = round(spent, 6)
    if rep.stop_reason:
        out["reason"] = rep.stop_reason
    return out


def execute(
    job: Job, rep: Reporter, train: Any, finish: bool = True
) -> tuple[str, str | None, str | None]:
    """Run ``train()`` and end the stream with ``run_finished`` (and a ``run_started`` first
    when the backend never got that far): (status, error, traceback). ``finish`` False leaves
    ``run_finished`` to the caller (a worker of several processes: their parent writes it,
    knowing every worker's end)."""
    stop_event = rep.stop_event
    status, error, tb = RunStatus.COMPLETED, None, None
    # a framework's Python warnings go to the run's log, not the terminal (tpugui.quiet)
    quiet.to_run_log(lambda text: rep.log(text, "warning"))
    try:
        train()
    except StopRun:
        pass
    except KeyboardInterrupt:
        stop_event.set()
    except BaseException as exc:  # noqa: BLE001 - every failure ends as a run_finished event
        status, error, tb = RunStatus.FAILED, describe(exc), traceback.format_exc()
    if status != RunStatus.FAILED:
        if rep.failure is not None:
            status, error = RunStatus.FAILED, rep.failure
        elif stop_event.is_set():  # a preemption notice stops as Stop does, and says so
            status = RunStatus.PREEMPTED if rep.preempted.is_set() else RunStatus.STOPPED
    quiet.to_run_log(None)
    rep.close()  # the sampler's last record comes before run_finished
    if not rep.is_started:  # failed before the backend knew its device: still one start
        rep.started(
            backend=job.model.backend,
            device=None,
            replicas=None,
            epochs=job.train.epochs,
            steps_per_epoch=None,
        )
    if not finish:
        return status, error, tb
    rep.emitter.emit(
        "run_finished",
        status=status,
        error=error,
        traceback=tb,
        step=rep.step,
        epoch=rep.epoch,
        run_dir=str(rep.run_dir),
        goodput=rep.goodput(),
        **_spent(rep),
    )
    return status, error, tb
