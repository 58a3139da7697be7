"""A ``tpugui`` command the window runs for the job as it stands (``tune``, ``sweep``): the job
written to a temporary file, the command in its own session with its ``--json`` output and its
stderr in files, the stop flag polled while it runs (``end(proc)`` ends it and its children).
What the callers share; each reads the outcome its own way."""

from __future__ import annotations

import os
import subprocess
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tpugui.job import Job, dumps_job

__all__ = ["Outcome", "run_child"]

POLL_S = 0.1


@dataclass
class Outcome:
    stdout: str
    stderr: str
    returncode: int | None
    stopped: bool

    def last_words(self) -> str:
        """The child's last stderr line (what it said when it printed no result)."""
        lines = self.stderr.strip().splitlines()
        return lines[-1] if lines else f"exit code {self.returncode}"


def run_child(
    argv_for: Callable[[Path], list[str]],
    job: Job,
    stop_event: Any,
    end: Callable[[subprocess.Popen], None],
    prefix: str = "tpugui-",
    on_line: Callable[[str], None] | None = None,
) -> Outcome:
    """Run ``argv_for(job_file)`` until it ends or ``stop_event`` is set (then ``end``);
    ``on_line`` gets each whole line of its stderr as it is written (progress)."""
    from tpugui.runner.steps import run_env

    with tempfile.TemporaryDirectory(prefix=prefix) as tmp:
        job_file = Path(tmp) / "job.toml"
        job_file.write_text(dumps_job(job), encoding="utf-8")
        out, err = Path(tmp) / "stdout.json", Path(tmp) / "stderr.log"
        stopped = False
        with open(out, "wb") as fo, open(err, "wb") as fe:
            proc = subprocess.Popen(
                argv_for(job_file),
                stdout=fo,
                stderr=fe,
                stdin=subprocess.DEVNULL,
                env={**os.environ, **run_env()},
                cwd=tmp,
                start_new_session=True,  # stopping ends it and its trials together
            )
            tail = _Tail(err, on_line)
            try:
                while proc.poll() is None:
                    if stop_event.is_set():
                        stopped = True
                        end(proc)
                        break
                    tail.read()
                    time.sleep(POLL_S)
            finally:
                if proc.poll() is None:
                    end(proc)
            tail.read()
        return Outcome(out.read_text(encoding="utf-8", errors="replace"),
                       err.read_text(encoding="utf-8", errors="replace"), proc.returncode,
                       stopped)  # fmt: skip


class _Tail:
    """The whole lines a file gained since the last read, each to ``on_line``."""

    def __init__(self, path: Path, on_line: Callable[[str], None] | None):
        self.path, self.on_line, self.offset, self.rest = path, on_line, 0, b""

    def read(self) -> None:
        if self.on_line is None:
            return
        with open(self.path, "rb") as f:
            f.seek(self.offset)
            got = f.read()
        self.offset += len(got)
        *lines, self.rest = (self.rest + got).split(b"\n")
        for line in lines:
            self.on_line(line.decode("utf-8", "replace"))
