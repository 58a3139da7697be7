"""One process (one device) of a ``torch_xla.launch`` run; see
:mod:`tpugui.training.torch.xla_launch`.

Every rank trains on its shard with ``xm.optimizer_step`` (gradients all-reduced); only rank 0
(``xr.global_ordinal() == 0``) has sinks: it alone writes ``events.jsonl``, TensorBoard files and
checkpoint records. Every rank polls ``RUN/stop``; the ranks agree on stopping through an
all-reduced flag (see :mod:`tpugui.training.torch.backend`) so none is left waiting in an all-reduce. A rank that
fails in a real multi-process run records its error in ``RUN/rank-N.error`` and ends its process,
so the launcher stops the others; the parent then writes ``run_finished`` if rank 0 did not.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading
from pathlib import Path
from typing import Any

from tpugui.events import RunStatus
from tpugui.job import Job
from tpugui.training import checkpoints
from tpugui.training.lifecycle import execute
from tpugui.training.names import RANK_ERROR
from tpugui.training.ranks import Launched, reporter

if multiprocessing.parent_process() is not None and threading.current_thread() is (
    threading.main_thread()
):
    # A spawned rank (this module is unpickled in its main thread): Ctrl-C in a terminal reaches
    # the whole process group, but only the parent decides; it writes the stop file.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def main(index: int, spec: dict[str, Any]) -> None:
    import torch_xla.runtime as xr

    from tpugui.training.torch import backend as torch_backend

    rank, world = int(xr.global_ordinal()), int(xr.world_size())
    job = Job.from_dict(spec["job"])
    run_dir = Path(spec["run_dir"])
    base_dir = Path(spec["base_dir"]) if spec["base_dir"] else None
    rep, sinks = reporter(job, rank, run_dir, base_dir, spec.get("run_start"))
    launched = Launched(rank, world, spec["mode"], spec["plan"])

    def train() -> None:
        ck = checkpoints.resolve(job.train.resume_from, base_dir)
        torch_backend.train(job, rep, ck, launched)

    try:
        status, error, tb = execute(job, rep, train)
    finally:
        for sink in sinks:
            sink.close()
    if status != RunStatus.FAILED:
        return
    if rank != 0:
        text = f"{error}\n{tb or ''}"
        (run_dir / RANK_ERROR.format(rank=rank)).write_text(text, encoding="utf-8")
    if world > 1 and spec["mode"] != "debug":
        # The other ranks may wait in an all-reduce for this one for ever: end this process so
        # the launcher ends them all (rank 0's run_finished is on disk; else the parent writes it).
        os._exit(1)
