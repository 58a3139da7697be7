"""One tuning trial, in a fresh process: ``python -m tpugui.tuning.child SPEC.json``.

The spec (JSON) names the ``mode``, the job (TOML text), its base folder and where to write
the result (``out``). Modes:

* ``compile``: the job's real train step for a per-replica batch, compiled, not run; its
  memory from the compiler (JAX: ``memory_analysis()``; the backend's ``fit_compile`` hook).
* ``steps``: a few real training steps through the engine (the job as a short run in its own
  folder); its memory as measured (the device's allocator peak where there is one, else the
  process's peak RSS above what the framework's import took), examples/s, the MFU (where the
  run counts its step's FLOPs against a peak) and the loss of each reported step, the FLOPs
  per step and the peak, and the device the run trained on.
* ``lr``: the learning-rate range test (the backend's ``lr_steps`` hook): the loss of each step
  at an exponentially growing learning rate.

A failure is written as the result's ``error``; an out-of-memory kill leaves no result, and the
parent (:mod:`tpugui.tuning.trials`) says so. ``TPUGUI_TUNE_KILL_ABOVE=N`` (tests) makes a
trial whose per-replica batch is above N kill itself with SIGKILL, as the kernel's OOM killer
would.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import traceback
from pathlib import Path
from typing import Any

KILL_ABOVE = "TPUGUI_TUNE_KILL_ABOVE"


def max_rss() -> int:
    """This process's peak resident memory so far, in bytes (Linux counts KiB)."""
    import resource

    return int(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss) * 1024


def _steps(spec: dict[str, Any], job: Any, backend: Any) -> dict[str, Any]:
    import importlib

    from tpugui.events import read_events
    from tpugui.training import engine

    for name in backend.warm_imports:  # the framework's own memory is not the batch's
        importlib.import_module(name)
    base_rss = max_rss()
    run_dir = Path(spec["run_dir"])
    status = engine.run(job, None, run_dir=run_dir, base_dir=spec.get("base_dir"))
    grown = max(0, max_rss() - base_rss)
    device = backend.hook(backend.peak_memory)() if backend.peak_memory else None
    rates, losses, mfus, error, where = [], [], [], "", ""
    flops: dict[str, Any] = {}
    for ev in read_events(run_dir / "events.jsonl"):
        if ev.get("type") == "batch_end":
            if ev.get("examples_per_sec"):
                rates.append(float(ev["examples_per_sec"]))
            if isinstance(ev.get("mfu"), int | float):
                mfus.append(float(ev["mfu"]))
            loss = (ev.get("logs") or {}).get("loss")
            if isinstance(loss, int | float):
                losses.append(float(loss))
        elif ev.get("type") == "run_started":
            where = str(ev.get("device") or "")
            flops = {k: ev.get(k) for k in ("flops_per_step", "peak_flops", "peak_source")}
        elif ev.get("type") == "run_finished":
            error = ev.get("error") or ""
    return {
        "status": str(status),
        "error": error if status != "completed" else "",
        "bytes": device if device is not None else grown,
        "memory": "device peak" if device is not None else "peak RSS growth",
        "rates": rates,
        "losses": losses,
        "mfus": mfus,
        **flops,
        "device": where,
    }


def main(argv: list[str]) -> int:
    spec = json.loads(Path(argv[0]).read_text(encoding="utf-8"))
    out = Path(spec["out"])
    limit = os.environ.get(KILL_ABOVE)
    if limit and spec.get("per_replica", 0) > int(limit):
        os.kill(os.getpid(), signal.SIGKILL)
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    from tpugui import backends
    from tpugui.job import loads_job

    job = loads_job(spec["job"])
    backend = backends.get(job.model.backend)
    try:
        if spec["mode"] == "compile":
            result = backend.hook(backend.fit_compile)(
                job, spec.get("base_dir"), spec["per_replica"]
            )
        elif spec["mode"] == "lr":
            losses = backend.hook(backend.lr_steps)(job, spec.get("base_dir"), spec["lrs"])
            result = {"losses": losses}
        else:
            result = _steps(spec, job, backend)
    except Exception as exc:  # noqa: BLE001 - the trial failed: said in its result
        result = {"error": f"{type(exc).__name__}: {exc}", "traceback": traceback.format_exc()}
    out.write_text(json.dumps(result), encoding="utf-8")
    sys.stdout.flush()
    os._exit(0)  # no framework clean-up: a broken runtime after an OOM may crash at exit


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
