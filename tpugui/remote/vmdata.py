"""Data that already lie on the VM (``data.location = "vm"``): checked there before a run starts.

A job whose data lie on the VM names them as paths of the VM (absolute, ``~/`` for the home
folder there, or a ``gs://`` URL for a source that reads URLs); nothing of ``data.path`` or
``data.validation_path`` is copied, and the job on the VM keeps them as written. Before the
run is started, every worker (the job's host and each host of ``remote.workers``) is asked
with the vmside ``paths`` verb whether each path is there, of its source's kind (a file, a
folder, a glob that matches files) and readable; a ``gs://`` path is asked of the VM's own
TensorFlow or passed with a note when it has none. Every problem is a ``(key, Message)`` pair
that names the key, the host and what to do, raised together as one
:class:`~tpugui.job.JobError` before any run folder is made.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from tpugui.i18n_marks import N_, Message
from tpugui.job import Job, JobError
from tpugui.remote.ssh import Connection
from tpugui.remote.vmcall import vm_json as _vm_json
from tpugui.training.limits import location_problems, vm_data_paths

__all__ = ["check", "problems_of"]

Problem = tuple[str, Message]

#: what the VM answered (vmside ``paths``), as words: each names the path, the host and the fix
MISSING = N_(
    "{path} is not on {host}: put the data at {path} on {host}, or set data.location = local to "
    "copy it from here"
)
NO_MATCH = N_(
    "no file on {host} matches {path}: put the data at {path} on {host}, or set data.location = "
    "local to copy it from here"
)
NOT_FILE = N_(
    "{path} on {host} is not a file, and the {source} source reads one file: put the data file "
    "at {path} on {host}, or set data.location = local to copy it from here"
)
NOT_FOLDER = N_(
    "{path} on {host} is not a folder, and the {source} source reads a folder: put the data at "
    "{path} on {host}, or set data.location = local to copy it from here"
)
UNREADABLE = N_(
    "{path} on {host} cannot be read ({error}): make it readable for the SSH user there, or set "
    "data.location = local to copy it from here"
)
#: a note, not a failure: the run itself reads the URL (and says so when it cannot)
URL_UNCHECKED = N_(
    "{path} was not checked on {host}: the VM has no TensorFlow to ask (tf.io.gfile); the run "
    "reads it"
)
_WORDS = {
    "missing": MISSING,
    "no_match": NO_MATCH,
    "not_file": NOT_FILE,
    "not_folder": NOT_FOLDER,
    "unreadable": UNREADABLE,
}


def problems_of(
    answer: dict[str, Any], host: str, source: str
) -> tuple[list[Problem], list[Message]]:
    """The vmside ``paths`` answer of ``host`` as (problems, notes)."""
    problems: list[Problem] = []
    notes: list[Message] = []
    for item in answer.get("checked") or []:
        path = str(item.get("where") or item.get("path") or "")
        args = {"path": path, "host": host, "source": source}
        problem = item.get("problem")
        if problem:
            template = _WORDS.get(problem, MISSING)
            if problem == "unreadable":
                args["error"] = str(item.get("detail") or "permission denied")
            problems.append((str(item.get("key") or "data.path"), Message(template, args)))
        elif item.get("note") == "no_tensorflow":
            notes.append(Message(URL_UNCHECKED, args))
    return problems, notes


def _ask(conn: Connection, job: Job) -> tuple[list[Problem], list[Message]]:
    spec = json.dumps([list(p) for p in vm_data_paths(job)], ensure_ascii=False)
    answer = _vm_json(conn, job.remote.python, "paths", spec, timeout=120)
    return problems_of(answer, conn.target.label, job.data.source)


def check(
    conn: Connection, job: Job, connect_host: Callable[[str], Connection] | None = None
) -> list[Message]:
    """Raise JobError unless every data path of ``job`` is there, of its kind and readable on
    the job's host (``conn``) and — with ``connect_host``, which opens each host of
    ``remote.workers`` — on every further worker, all asked before any is started (the problems
    of all hosts together). Returns the notes (a ``gs://`` path not checked). Nothing is asked
    for data on this computer."""
    problems = location_problems(job, remote=True)
    if problems:
        raise JobError.of(problems)
    if not vm_data_paths(job):
        return []
    problems, notes = _ask(conn, job)
    for host in job.remote.workers if connect_host is not None else []:
        with connect_host(host) as other:
            more, more_notes = _ask(other, job)
        problems += more
        notes += more_notes
    if problems:
        raise JobError.of(problems)
    return notes
