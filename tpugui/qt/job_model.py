"""The window's one Job, observable: every page reads and writes it, nothing else assembles a Job.

:class:`JobModel` holds the job as the person has edited it so far (the *draft*: values the
Job may still refuse) and the last draft the Job accepted (:attr:`job`). ``set(key, value)``
writes one dotted key (``pipeline.batch_size``); the whole draft is validated at once, so a
problem lands on exactly the key it belongs to (:attr:`problems`: key -> Message) and the
other keys keep working. Signals, all in the GUI thread:

- ``changed(keys)``: the draft values of these dotted keys changed (a frozenset; after
  :meth:`load` every key) — forms refresh those controls, pages their code and advice;
- ``problems_changed()``: :attr:`problems` changed — forms mark their fields;
- ``loaded(job)``: a whole job was opened or reset (recent jobs, New, Learn's presets);
- ``modified_changed(bool)``: the job differs from its file (the window's title);
- ``applied(what, changes)``: a helper's one click wrote its result (:meth:`apply`): ``what``
  names the helper (a Message), ``changes`` is ``[(key, old, new)]`` (the window logs each).

A helper's result (Tune batch…, Faster…) goes in through :meth:`apply`: one step on
:attr:`undo_stack` (Edit › Undo restores every key it changed at once); a new job clears it.

Qt-free core objects only cross into it (the Job, JobError, Message); the forms and pages never
keep a copy of the job. The schema is imported when the job is first read, not with this module:
the window paints before the job exists (``benchmarks/startup.py``).
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from tpugui.i18n_marks import Message

if TYPE_CHECKING:
    from tpugui.job import Job, JobError

__all__ = ["JobModel"]


def _get(data: dict[str, Any], key: str) -> Any:
    node: Any = data
    for part in key.split("."):
        node = node[part]
    return node


_MISSING = object()


def _get_or_missing(data: dict[str, Any], key: str) -> Any:
    """The value of ``key``, or :data:`_MISSING` where the draft has no such section yet (an
    optional one such as ``sweep``, which a job without one does not carry)."""
    try:
        return _get(data, key)
    except (KeyError, TypeError):
        return _MISSING


def _set(data: dict[str, Any], key: str, value: Any) -> None:
    *parents, leaf = key.split(".")
    node = data
    for p in parents:
        node = node[p]
    node[leaf] = value


class _Applied(QUndoCommand):
    """One helper's result: every key it changed, undone and redone as one step."""

    def __init__(self, model: JobModel, before: dict[str, Any], after: dict[str, Any],
                 what: Message, text: str):  # fmt: skip
        super().__init__(text)
        self._model, self._before, self._after = model, before, after
        #: the helper, as its Message: the step's name is said again in a new language
        self.what = what

    def redo(self) -> None:
        self._model.update(copy.deepcopy(self._after))

    def undo(self) -> None:
        self._model.update(copy.deepcopy(self._before))


class JobModel(QObject):
    changed = Signal(object)  # frozenset[str] of dotted keys
    problems_changed = Signal()
    loaded = Signal(object)  # Job
    modified_changed = Signal(bool)
    applied = Signal(object, object)  # what (Message), [(key, old, new)]

    def __init__(self, job: Job | None = None, parent: QObject | None = None):
        super().__init__(parent)
        #: the accepted job and the draft; None until first read when no job is given
        self._job_now: Job | None = job
        self._draft_now: dict[str, Any] | None = job.to_dict() if job is not None else None
        self.problems: dict[str, Message] = {}
        #: problems a check outside the schema found (a failed start, the pipeline check),
        #: kept until the key is edited or the job is replaced
        self._reported: dict[str, Message] = {}
        self.path: Path | None = None
        self.modified = False
        #: keys the person changed since the job was loaded (advice leaves them alone)
        self.edited: set[str] = set()
        #: the helpers' applied results, one step each (Edit › Undo, Redo)
        self.undo_stack = QUndoStack(self)

    # -- the job, made when first read ------------------------------------------------------------
    def _made(self) -> None:
        if self._job_now is None:
            from tpugui.job import Job

            self._job_now = Job()
            self._draft_now = self._job_now.to_dict()

    @property
    def _job(self) -> Job:
        self._made()
        return self._job_now

    @_job.setter
    def _job(self, job: Job) -> None:
        self._job_now = job

    @property
    def _draft(self) -> dict[str, Any]:
        self._made()
        return self._draft_now

    @_draft.setter
    def _draft(self, draft: dict[str, Any]) -> None:
        self._made()
        self._draft_now = draft

    # -- reading -------------------------------------------------------------------------------
    @property
    def job(self) -> Job:
        """The last job the schema accepted (never a half-typed one)."""
        return self._job

    @property
    def valid(self) -> bool:
        """The schema accepts the draft (problems a check reported mark their fields, but the
        person may fix them outside the app — a file created — and start again)."""
        return not (self.problems.keys() - self._reported.keys())

    def value(self, key: str) -> Any:
        """The draft value of ``key`` (what the form shows, accepted or not)."""
        return copy.deepcopy(_get(self._draft, key))

    def validated(self) -> Job:
        """The draft as a Job; raises :class:`JobError` naming every bad key."""
        from tpugui.job import Job

        return Job.from_dict(self._draft)

    # -- writing -------------------------------------------------------------------------------
    def set(self, key: str, value: Any, *, edited: bool = True) -> bool:
        """Write one key; True when the job accepted the whole draft."""
        return self.update({key: value}, edited=edited)

    def update(self, values: dict[str, Any], *, edited: bool = True) -> bool:
        """Write several keys at once (one validation, one ``changed``)."""
        changed = frozenset(k for k, v in values.items() if _get_or_missing(self._draft, k) != v)
        # a problem a check reported stays until its value changes: a widget that writes back
        # the value it shows (a combo box refilled, a form rebuilt) does not clear it
        for key in changed:
            self._reported.pop(key, None)
        if not changed:
            self._validate()
            return self.valid
        for key in changed:
            _set(self._draft, key, copy.deepcopy(values[key]))
        if edited:
            self.edited |= changed
            self._set_modified(True)
        self._validate()
        self.changed.emit(changed)
        return self.valid

    def apply(self, values: dict[str, Any], what: Message, text: str = "") -> list[tuple]:
        """A helper's result, written on the person's click: the keys whose value changes, as
        one undo step (``text``: its name in Edit › Undo; default ``what`` as given), said with
        ``applied``. Returns ``[(key, old, new)]`` (empty: nothing changed, nothing pushed)."""
        diff = [
            (k, copy.deepcopy(old), copy.deepcopy(v))
            for k, v in values.items()
            if (old := _get_or_missing(self._draft, k)) is not _MISSING and old != v
        ]
        if not diff:
            return []
        before = {k: old for k, old, _ in diff}
        after = {k: new for k, _, new in diff}
        step = _Applied(self, before, after, what, text or str(what))
        self.undo_stack.push(step)  # its redo() writes
        self.applied.emit(what, diff)
        return diff

    def rename_steps(self, say: Callable[[Message], str]) -> None:
        """Name every undo step again with ``say`` (the window's language changed)."""
        for i in range(self.undo_stack.count()):
            step = self.undo_stack.command(i)
            if isinstance(step, _Applied):
                step.setText(say(step.what))

    def load(self, job: Job, path: str | Path | None = None) -> None:
        """Replace the whole job (open, New, a preset); every key counts as changed (and the
        helpers' undo steps, about the job before, are gone)."""
        self.undo_stack.clear()
        self._job = job
        self._draft = job.to_dict()
        self._reported.clear()
        self.path = Path(path) if path else None
        self.edited.clear()
        self._set_modified(False)
        self._validate()
        from tpugui.job_fields import all_specs

        self.changed.emit(frozenset(all_specs()) | {"name"})
        self.loaded.emit(job)

    def replace(self, job: Job) -> None:
        """Take ``job`` as the person's edit (a preset, a one-click fix): modified, not loaded."""
        from tpugui.job_fields import all_specs

        data = job.to_dict()
        values = {k: _get(data, k) for k in all_specs()}
        if data.get("name") != self._draft.get("name"):
            self._draft["name"] = data.get("name")
        self.update(values)

    def open(self, path: str | Path) -> Job:
        """Load a job file; raises :class:`JobError` (the file named) and leaves the job as is."""
        from tpugui.job import load_job

        job = load_job(path)
        self.load(job, path)
        return job

    def save(self, path: str | Path | None = None) -> Path:
        """Write the draft (it must be valid) to ``path`` or the job's own file."""
        target = Path(path) if path else self.path
        if target is None:
            raise ValueError("no file to save to")
        from tpugui.job import save_job

        job = self.validated()
        save_job(job, target)
        self.path = target
        self._set_modified(False)
        return target

    def report(self, exc: JobError) -> None:
        """Show the problems a check outside the schema found, each on its own key."""
        self._reported.update({k: m for k, m in exc.details})
        self._validate()

    # -- inside --------------------------------------------------------------------------------
    def _validate(self) -> None:
        from tpugui.job import Job, JobError

        before = dict(self.problems)
        try:
            self._job = Job.from_dict(self._draft)
        except JobError as exc:
            self.problems = dict(exc.details)
        else:
            self.problems = {}
        for key, msg in self._reported.items():
            self.problems.setdefault(key, msg)
        if self.problems != before:
            self.problems_changed.emit()

    def _set_modified(self, on: bool) -> None:
        if on != self.modified:
            self.modified = on
            self.modified_changed.emit(on)
