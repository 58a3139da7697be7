"""A sweep's trial on a remote host (``tpugui sweep --remote``: one trial per host of the job's
``remote.host`` and ``remote.workers`` at a time).

The trial's run is started there as the Remote page starts one (``runner.steps.start_remote``:
the core deployed, the VM's Python checked, ``tpugui train`` under its supervisor) with the
trial's local run folder's name as its run id, and followed as every run is
(``runner.steps.follow``: the Follower, through cut connections); each event is appended to the
local run folder's ``events.jsonl``, so the sweep's parent reads a remote trial exactly as a
local one, and the run stays in the local history. A pruned trial's run is stopped as Stop
stops a remote run. Where the run lives (host, folder, Python) is kept on the trial
(``remote_run``), so a parent killed mid-way follows it again from the next event it lacks.
Qt-free; no framework, no Optuna.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tpugui.events import read_events
from tpugui.job import Job
from tpugui.runs.writer import RunWriter

__all__ = ["RemoteTrial", "hosts_of"]


def hosts_of(job: Job) -> list[str]:
    """The hosts a remote sweep puts its trials on: ``remote.host`` and ``remote.workers``."""
    return [h for h in (job.remote.host, *job.remote.workers) if h]


class RemoteTrial:
    """One trial's run on ``host``: started (or, with ``where``, found again) and followed in a
    thread that mirrors its events into ``run_dir/events.jsonl``."""

    def __init__(self, connect_host: Callable[[str], Any], host: str, job: Job, base_dir: Path,
                 run_dir: Path, where: dict[str, Any] | None = None, slot: int = 0):  # fmt: skip
        self.connect_host, self.host, self.job = connect_host, host, job
        #: which of the sweep's hosts it holds (two entries may name one machine)
        self.slot = slot
        self.base_dir, self.run_dir = base_dir, run_dir
        #: the remote run (session.RemoteRun) once started
        self.run: Any = None
        self.where = where
        self.error: str | None = None
        self.finished: dict[str, Any] | None = None
        self._stop = threading.Event()
        self._thread = threading.Thread(
            target=self._main, name=f"sweep-remote-{run_dir.name}", daemon=True
        )

    def start(self) -> RemoteTrial:
        self._thread.start()
        return self

    def alive(self) -> bool:
        return self._thread.is_alive()

    def place(self) -> dict[str, Any] | None:
        """Where the run lives, to keep on the trial (None until it started)."""
        r = self.run
        return None if r is None else {"host": self.host, "run_dir": r.run_dir, "slot": self.slot,
                                       "python": r.python, "run_id": r.run_id}  # fmt: skip

    def _main(self) -> None:
        from tpugui.remote.session import RemoteRun
        from tpugui.runner import steps

        try:
            if self.where is None:
                job = self.job.updated("remote.host", self.host).updated("remote.workers", [])
                with self.connect_host(self.host) as conn:
                    self.run, _ = steps.start_remote(
                        conn, self.connect_host, job, self.base_dir, run_id=self.run_dir.name
                    )
            else:
                w = self.where
                self.run = RemoteRun(w["run_id"], w["run_dir"], w["python"], self.host)
            mirror = self.run_dir / "events.jsonl"
            seen = [r["seq"] for r in read_events(mirror)] if mirror.exists() else []
            sink = RunWriter(self.run_dir)
            try:
                self.finished = steps.follow(
                    self.run, sink, connect=lambda: self.connect_host(self.host),
                    after_seq=max(seen, default=0),
                )  # fmt: skip
            finally:
                sink.close()
            if self.finished is None:
                self.error = f"the run on {self.host} ended without a word"
        except Exception as exc:  # noqa: BLE001 - the trial fails, the sweep goes on
            self.error = f"on {self.host}: {exc}"

    def stop(self, grace: float) -> None:
        """Stop the run there (as Stop does); the follow then reads its end."""
        from tpugui.runner import steps

        if self.run is None:
            return
        try:
            steps.stop(self.run, grace, connect_host=self.connect_host)
        except Exception as exc:  # noqa: BLE001 - unreachable: its end is read when it comes
            self.error = self.error or f"stopping it on {self.host}: {exc}"
