"""One worker of a run of several processes (:mod:`tpugui.training.processes`):
``python -m tpugui.training.process_worker SPEC.json``, with the environment its framework's
distributed runtime reads (RANK, WORLD_SIZE, ... for torch; TF_CONFIG for TensorFlow) and its
place (TPUGUI_RANK, TPUGUI_WORLD_SIZE), set by the parent.

Rank 0 alone writes ``events.jsonl`` (and the samples, TensorBoard files and checkpoint
records); every rank polls the stop file. No worker writes ``run_finished``: each leaves its
end in ``workers/w<rank>/result.json`` (status, error, traceback, the digest of its final
parameters) and its parent writes the one ``run_finished``, knowing how every
process ended. A failed worker exits 1 so that its parent ends the others. Ctrl-C is the
parent's to decide: a worker ignores it; SIGTERM (a VM's shutdown) is a stop; a worker whose
parent is gone ends itself.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import threading
import time
from pathlib import Path
from typing import Any

from tpugui import backends
from tpugui.events import RunStatus
from tpugui.job import Job
from tpugui.training import checkpoints
from tpugui.training.lifecycle import execute
from tpugui.training.processes import RESULT
from tpugui.training.ranks import RANK_ENV, WORKERS_DIR, WORLD_ENV, Launched, Pace, reporter


def _rank() -> tuple[int, int]:
    return int(os.environ[RANK_ENV]), int(os.environ[WORLD_ENV])


def _watch_parent(parent: int) -> None:
    """End this worker when its parent is gone (killed with -9: no one would end it)."""

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(1)

    threading.Thread(target=watch, name="tpugui-parent-watch", daemon=True).start()


def main(argv: list[str] | None = None) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    args = sys.argv[1:] if argv is None else argv
    spec: dict[str, Any] = json.loads(Path(args[0]).read_text(encoding="utf-8"))
    rank, world = _rank()
    job = Job.from_dict(spec["job"])
    run_dir = Path(spec["run_dir"])
    base_dir = Path(spec["base_dir"]) if spec["base_dir"] else None
    rep, sinks = reporter(job, rank, run_dir, base_dir, spec.get("run_start"))
    # a VM's shutdown sends SIGTERM to every process: a stop, written to the file every worker
    # polls, so they all stop after the same step and worker 0 checkpoints it (the parent,
    # which gets the signal too, ends the run as preempted)
    signal.signal(signal.SIGTERM, lambda *_: rep.stop_event.set())
    _watch_parent(os.getppid())
    launched = Launched(rank, world, "processes", spec.get("reason", ""))
    folder = run_dir / WORKERS_DIR / f"w{rank}"
    folder.mkdir(parents=True, exist_ok=True)
    rep.pace = Pace(folder, rank, lambda: rep.step)
    rep.pace.start()
    trainer = backends.get(job.model.backend).trainer_function()

    def train() -> None:
        ck = checkpoints.resolve(job.train.resume_from, base_dir)
        trainer(job, rep, ck, launched)

    try:
        status, error, tb = execute(job, rep, train, finish=False)
    finally:
        for sink in sinks:
            sink.close()
    result = {"rank": rank, "status": str(status), "error": error, "traceback": tb,
              "step": rep.step, "epoch": rep.epoch, "steps_per_s": rep.pace.stop(),
              **rep.finish_extra}  # fmt: skip
    (folder / RESULT).write_text(json.dumps(result, default=str), encoding="utf-8")
    # end without the interpreter's shutdown: a failed worker's peers may wait in a collective
    # for it for ever (its parent ends them), and a finished one's framework threads can abort
    # the process in their C++ destructors ("terminate called without an active exception",
    # seen with gloo) after its result is written
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(1 if status == RunStatus.FAILED else 0)


if __name__ == "__main__":
    main()
