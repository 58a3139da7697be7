"""Where a study lives, and the lock that keeps one parent per study on this computer.

By default the study is an Optuna journal file in the run store, ``RUNS/sweeps/STUDY.journal``
(an append-only log: a killed writer loses nothing it wrote, and a re-run reads it back);
``[sweep] storage`` may name another journal file or a database URL (``postgresql://...``:
SQLite is not safe for parallel writers). Optuna is imported only in :func:`open_storage`.
"""

from __future__ import annotations

import fcntl
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tpugui.i18n_marks import N_
from tpugui.job import Job
from tpugui.job_errors import job_error

__all__ = ["Where", "study_name", "locate", "open_storage", "StudyLock", "SWEEPS"]

#: the run store's folder of studies
SWEEPS = "sweeps"
_NAME = re.compile(r"^[\w][\w.-]{0,127}$", re.UNICODE)


def study_name(job: Job, override: str | None = None) -> str:
    """``--study``, else ``[sweep] study``, else the job's name; a JobError naming where it
    came from when it cannot name a file."""
    where = "--study" if override else "sweep.study"
    name = override or job.sweep.study or job.name
    if not _NAME.match(name or ""):
        raise job_error(
            where if (override or job.sweep.study) else "name",
            N_(
                "{name!r} cannot name a study: use letters, digits, '.', '-' and '_' (at most "
                "128, starting with a letter or digit)"
            ),
            name=name,
        )
    return name


@dataclass(frozen=True)
class Where:
    """A study's storage: a journal file (``journal``) or a database URL (``url``)."""

    study: str
    journal: Path | None = None
    url: str = ""
    #: the lock file that keeps a second ``tpugui sweep`` of this study off
    lock: Path | None = None

    @property
    def label(self) -> str:
        return self.url or str(self.journal)

    def dashboard_command(self) -> str:
        """What opens the study in optuna-dashboard."""
        return f"optuna-dashboard {self.url or self.journal}"


def locate(job: Job, study: str, runs_root: Path, base_dir: Path | None = None) -> Where:
    """Where ``study`` lives for ``job`` (nothing created yet but the folders); a relative
    journal path is read from ``base_dir`` (the job file's folder)."""
    spec = job.sweep.storage.strip()
    sweeps = runs_root / SWEEPS
    if "://" in spec:
        return Where(study, url=spec, lock=sweeps / f"{study}.lock")
    journal = Path(spec).expanduser() if spec else sweeps / f"{study}.journal"
    if spec and not journal.is_absolute() and base_dir is not None:
        journal = base_dir / journal
    if journal.exists() and journal.is_dir():
        raise job_error(
            "sweep.storage", N_("{path} is a folder; name a journal file"), path=str(journal)
        )
    for folder in {journal.parent, sweeps}:
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise job_error(
                "sweep.storage",
                N_("cannot create {path}: {error}"),
                path=str(folder),
                error=exc.strerror,
            ) from None
    return Where(study, journal=journal.resolve(), lock=sweeps / f"{study}.lock")


def open_storage(where: Where) -> Any:
    """The Optuna storage object (imports optuna)."""
    if where.url:
        return where.url
    from optuna.storages import JournalStorage
    from optuna.storages.journal import JournalFileBackend, JournalFileOpenLock

    path = str(where.journal)
    # the open(O_EXCL) lock: works on every file system (NFS included), unlike symlinks
    return JournalStorage(JournalFileBackend(path, lock_obj=JournalFileOpenLock(path)))


class StudyLock:
    """An exclusive lock on ``where.lock`` for as long as this process drives the study (the
    kernel drops it when the process dies, SIGKILL included)."""

    def __init__(self, where: Where):
        self.path = where.lock
        self.fd: int | None = None

    def acquire(self) -> None:
        assert self.path is not None
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            holder = os.pread(fd, 64, 0).decode("ascii", "replace").strip()
            os.close(fd)
            raise job_error(
                "--study",
                N_(
                    "another tpugui sweep (process {pid}) is running this study; wait for it or stop it"
                ),
                pid=holder or "?",
            ) from None
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        self.fd = fd

    def release(self) -> None:
        if self.fd is not None:
            os.close(self.fd)
            self.fd = None

    def __enter__(self) -> StudyLock:
        self.acquire()
        return self

    def __exit__(self, *exc: Any) -> None:
        self.release()
