"""The studies of the run store, read for a view: which there are, and one study's trials.

:func:`list_studies` names the journal files in ``RUNS/sweeps/`` (no Optuna, no reading);
:func:`load_study` reads one journal through Optuna's ``JournalStorage`` and returns the study
as plain rows (:class:`~tpugui.sweep.records.TrialRow`), the searched space (from the study's
``space`` attribute, so a view knows which axes are log), the metric, its direction and the
best trial. Reading only: nothing is asked, told or set, and no lock is taken (a sweep may be
writing the journal; a reader sees the records written so far). Optuna is imported inside
:func:`load_study`. Qt-free.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tpugui.sweep.records import EPOCHS, ERROR, HOST, LOST, RUN_DIR, RUN_ID, TrialRow
from tpugui.sweep.storage import SWEEPS, Where

__all__ = ["StudyFile", "StudyView", "list_studies", "load_study", "trial_rows", "best_of"]


@dataclass(frozen=True)
class StudyFile:
    """A journal file of the run store (its stem is the study's name by default)."""

    name: str
    path: Path
    mtime: float


@dataclass
class StudyView:
    """One study as a view shows it."""

    name: str
    path: Path
    metric: str
    direction: str  # minimize | maximize
    #: the searched keys in the order the space gives them, each with its space entry
    #: (``{"low", "high", "log"}`` or ``{"choices"}``); keys only the trials name come last
    space: dict[str, dict[str, Any]] = field(default_factory=dict)
    trials: list[TrialRow] = field(default_factory=list)
    best: TrialRow | None = None
    #: the other studies the same journal holds (a ``[sweep] storage`` shared by several)
    others: list[str] = field(default_factory=list)

    @property
    def keys(self) -> list[str]:
        return list(self.space)

    def is_log(self, key: str) -> bool:
        return bool(self.space.get(key, {}).get("log"))

    def dashboard_command(self) -> str:
        return Where(self.name, journal=self.path).dashboard_command()


def list_studies(runs_root: Path) -> list[StudyFile]:
    """The journal files in ``runs_root/sweeps``, the newest first (nothing is opened)."""
    folder = Path(runs_root) / SWEEPS
    out = []
    try:
        entries = list(folder.glob("*.journal"))
    except OSError:
        return []
    for p in entries:
        try:
            st = p.stat()
        except OSError:
            continue
        if p.is_file():
            out.append(StudyFile(p.stem, p, st.st_mtime))
    return sorted(out, key=lambda s: (-s.mtime, s.name))


def trial_rows(trials: list[Any]) -> list[TrialRow]:
    """Optuna's frozen trials as rows, by number; a pruned trial's value is its last report."""
    rows = []
    for t in sorted(trials, key=lambda t: t.number):
        state = t.state.name
        value = t.value if state == "COMPLETE" else None
        if state == "PRUNED" and t.intermediate_values:
            value = t.intermediate_values[max(t.intermediate_values)]
        rows.append(
            TrialRow(
                number=t.number,
                params=dict(t.params),
                value=value,
                state=state,
                run_id=t.user_attrs.get(RUN_ID, ""),
                run_dir=t.user_attrs.get(RUN_DIR, ""),
                epochs=t.user_attrs.get(EPOCHS),
                error=t.user_attrs.get(ERROR, ""),
                lost=bool(t.user_attrs.get(LOST)),
                host=t.user_attrs.get(HOST, ""),
            )
        )
    return rows


def best_of(rows: list[TrialRow], direction: str) -> TrialRow | None:
    """The best complete trial (the first on a tie), None when none completed."""
    complete = [r for r in rows if r.state == "COMPLETE" and r.value is not None]
    if not complete:
        return None
    pick = min if direction == "minimize" else max
    return pick(complete, key=lambda r: r.value)


def _space(attrs: dict[str, Any], rows: list[TrialRow]) -> dict[str, dict[str, Any]]:
    try:
        space = json.loads(attrs.get("space") or "{}")
    except ValueError:
        space = {}
    if not isinstance(space, dict):
        space = {}
    out = {str(k): v if isinstance(v, dict) else {} for k, v in space.items()}
    for r in rows:
        for k in r.params:
            out.setdefault(k, {})
    return out


def load_study(path: Path, name: str | None = None) -> StudyView:
    """The study ``name`` (default: the file's stem, else the journal's first study) of the
    journal ``path``; KeyError when the journal holds no study (an empty or foreign file)."""
    from optuna.storages import JournalStorage
    from optuna.storages.journal import JournalFileBackend

    path = Path(path)
    if not path.is_file():  # JournalFileBackend would create it
        raise FileNotFoundError(str(path))
    storage = JournalStorage(JournalFileBackend(str(path)))
    studies = storage.get_all_studies()
    if not studies:
        raise KeyError(f"{path} holds no study")
    wanted = name or path.stem
    study = next((s for s in studies if s.study_name == wanted), None)
    if study is None:
        if name:
            raise KeyError(f"{path} holds no study {name!r}")
        study = studies[0]
    rows = trial_rows(
        storage.get_all_trials(storage.get_study_id_from_name(study.study_name), deepcopy=False)
    )
    direction = study.directions[0].name.lower() if study.directions else "minimize"
    attrs = dict(study.user_attrs)
    return StudyView(
        name=study.study_name,
        path=path.resolve(),
        metric=str(attrs.get("metric") or "value"),
        direction=direction,
        space=_space(attrs, rows),
        trials=rows,
        best=best_of(rows, direction),
        others=[s.study_name for s in studies if s.study_name != study.study_name],
    )
