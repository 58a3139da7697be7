"""A sweep's search space: ``[sweep.space]`` read, checked against the schema, sampled, applied.

Each entry maps a dotted job key to a range (``{ low, high }`` with ``log = true`` or a
``step``) or a set (``{ choices = [...] }``). :func:`parse` checks every entry before anything
runs: the key is a job key, a range is given for a number key, every bound and every choice is
a legal value of that key (it goes through the Job model, so the schema's own ranges and
choices decide), and names the entry in each problem (``sweep.space."train.learning_rate"``).
:func:`trial_job` is the job a trial trains. Qt-free; Optuna is never imported here (a trial
object is handed in).
"""

from __future__ import annotations

import difflib
import math
from dataclasses import dataclass
from typing import Any

from tpugui.i18n_marks import N_, Message
from tpugui.job import Job, JobError, set_dotted
from tpugui.job_errors import shown

__all__ = ["Dimension", "parse", "trial_job", "entry_key", "FIELDS"]

#: what one entry may say
FIELDS = ("low", "high", "step", "log", "choices")
#: sections whose keys a trial may not change: a trial runs on this computer
FIXED_SECTIONS = ("remote",)


def entry_key(key: str) -> str:
    """How a problem names an entry: as the TOML file writes it."""
    return f'sweep.space."{key}"'


@dataclass(frozen=True)
class Dimension:
    """One searched key: ``kind`` is ``float``, ``int`` (a range) or ``choice`` (a set)."""

    key: str
    kind: str
    low: Any = None
    high: Any = None
    step: Any = None
    log: bool = False
    choices: tuple[Any, ...] = ()

    def suggest(self, trial: Any) -> Any:
        """The trial's value of this key (an Optuna ``Trial``; the key is the parameter name)."""
        if self.kind == "choice":
            return trial.suggest_categorical(self.key, list(self.choices))
        if self.kind == "int":
            return trial.suggest_int(
                self.key, self.low, self.high, step=self.step or 1, log=self.log
            )
        return trial.suggest_float(self.key, self.low, self.high, step=self.step, log=self.log)

    def as_dict(self) -> dict[str, Any]:
        if self.kind == "choice":
            return {"choices": list(self.choices)}
        out: dict[str, Any] = {"low": self.low, "high": self.high}
        if self.log:
            out["log"] = True
        if self.step is not None:
            out["step"] = self.step
        return out


def _number(v: Any) -> bool:
    return isinstance(v, int | float) and not isinstance(v, bool)


def _legal(job: Job, key: str, value: Any) -> Message | None:
    """None when ``key = value`` is a legal job; else the schema's reason."""
    try:
        job.updated(key, value)
    except JobError as exc:
        reasons = [m for where, m in exc.details if where == key] or [m for _, m in exc.details]
        return reasons[0] if reasons else Message(N_("not a legal value"))
    return None


def _unknown_key(key: str, keys: list[str]) -> Message:
    close = difflib.get_close_matches(key, keys, n=1)
    if close:
        return Message(
            N_("not a job key; did you mean {close}?"),
            {"close": close[0]},
        )
    return Message(N_("not a job key; a space key is a dotted job key such as train.learning_rate"))


def _choices(job: Job, key: str, raw: Any) -> tuple[tuple[Any, ...], list[Message]]:
    if not isinstance(raw, list) or not raw:
        return (), [Message(N_("choices must be a non-empty list, got {got}"), {"got": shown(raw)})]
    problems: list[Message] = []
    for value in raw:
        if not isinstance(value, str | int | float | bool):
            problems.append(
                Message(
                    N_("choice {got}: a choice is a number, text or true/false"),
                    {"got": shown(value)},
                )
            )
            continue
        why = _legal(job, key, value)
        if why is not None:
            problems.append(
                Message(
                    N_("choice {got} is not legal here: {why}"),
                    {"got": shown(value), "why": str(why)},
                )
            )
    if len({(type(v), v) for v in raw if isinstance(v, str | int | float | bool)}) < len(raw):
        problems.append(Message(N_("choices must differ from one another")))
    return tuple(raw), problems


def _range(job: Job, key: str, kind: str, entry: dict[str, Any]) -> tuple[Dimension, list[Message]]:
    problems: list[Message] = []
    low, high, step, log = (
        entry.get("low"),
        entry.get("high"),
        entry.get("step"),
        entry.get("log", False),
    )
    integer = kind in ("int", "parallelism")
    if low is None or high is None:
        problems.append(Message(N_("a range needs both low and high (or give choices)")))
        return Dimension(key, "int" if integer else "float"), problems
    for name, value in (("low", low), ("high", high), ("step", step)):
        if value is None:
            continue
        if not _number(value) or (integer and not isinstance(value, int)):
            what = N_("a whole number") if integer else N_("a number")
            problems.append(
                Message(
                    N_("{name} must be {what}, got {got}"),
                    {"name": name, "what": what, "got": shown(value)},
                )
            )
        elif not math.isfinite(value):
            problems.append(
                Message(N_("{name} must be finite, got {got}"), {"name": name, "got": shown(value)})
            )
    if not isinstance(log, bool):
        problems.append(Message(N_("log must be true or false, got {got}"), {"got": shown(log)}))
        log = False
    if problems:
        return Dimension(key, "int" if integer else "float"), problems
    if not low < high:
        problems.append(
            Message(
                N_("low must be below high, got low {low} and high {high}"),
                {"low": low, "high": high},
            )
        )
    if step is not None and step <= 0:
        problems.append(Message(N_("step must be above 0, got {got}"), {"got": shown(step)}))
    if log and step is not None:
        problems.append(Message(N_("a range is either log or stepped, not both")))
    if log and low <= 0:
        problems.append(
            Message(N_("a log range needs low above 0, got {got}"), {"got": shown(low)})
        )
    for name, value in (("low", low), ("high", high)):
        why = _legal(job, key, value)
        if why is not None:
            problems.append(
                Message(
                    N_("{name} {got} is not legal here: {why}"),
                    {"name": name, "got": shown(value), "why": str(why)},
                )
            )
    return Dimension(key, "int" if integer else "float", low, high, step, log), problems


def parse(job: Job) -> list[Dimension]:
    """The space of ``job``'s ``[sweep.space]``, every entry checked; a :class:`JobError` with
    one line per problem (each naming its entry) otherwise. Needs no framework."""
    from tpugui.job_fields import all_specs

    specs = all_specs()
    space = job.sweep.space
    details: list[tuple[str, Message]] = []
    dims: list[Dimension] = []
    if not space:
        details.append(
            (
                "sweep.space",
                Message(
                    N_(
                        "is empty: name the job keys to search, e.g. "
                        '"train.learning_rate" = {{ low = 1e-4, high = 1e-2, log = true }}'
                    )
                ),
            )
        )
    for key, entry in space.items():
        where = entry_key(key)
        spec = specs.get(key)
        if spec is None:
            details.append((where, _unknown_key(key, list(specs))))
            continue
        if spec.section in FIXED_SECTIONS:
            details.append(
                (
                    where,
                    Message(N_("a trial runs on this computer: [remote] keys are not searched")),
                )
            )
            continue
        extra = [k for k in entry if k not in FIELDS]
        if extra:
            details.append(
                (
                    where,
                    Message(
                        N_(
                            "unknown field {name}; a range is low, high (with log or step), a set is choices"
                        ),
                        {"name": extra[0]},
                    ),
                )
            )
            continue
        if "choices" in entry:
            if any(k in entry for k in ("low", "high", "step", "log")):
                details.append(
                    (where, Message(N_("give either choices or a range (low, high), not both")))
                )
                continue
            choices, problems = _choices(job, key, entry["choices"])
            details += [(where, m) for m in problems]
            if not problems:
                dims.append(Dimension(key, "choice", choices=choices))
            continue
        if spec.kind not in ("int", "float", "parallelism"):
            details.append(
                (
                    where,
                    Message(
                        N_("{key} is not a number: give its values as choices = [...]"),
                        {"key": key},
                    ),
                )
            )
            continue
        dim, problems = _range(job, key, spec.kind, entry)
        details += [(where, m) for m in problems]
        if not problems:
            dims.append(dim)
    if details:
        raise JobError.of(details)
    return dims


def trial_job(job: Job, params: dict[str, Any], name: str) -> Job:
    """The job one trial trains: ``job`` with ``params`` (dotted key -> value) set, named
    ``name``, without its ``[sweep]`` section."""
    data = job.to_dict()
    data.pop("sweep", None)
    data["name"] = name
    for dotted, value in params.items():
        set_dotted(data, dotted, value)
    return Job.from_dict(data)
