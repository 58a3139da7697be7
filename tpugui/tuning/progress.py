"""The progress of ``tpugui tune batch|faster``: how many trials the search plans, each trial as
it ends, how many of how many, and the time left.

The search says its plan (:class:`Plan`: ``total`` trials, ``at_most`` when it may end sooner: a
batch search stops at the edge of the memory, Faster's elimination stops when taking back no
longer helps) before its first trial and again whenever the plan changes; :class:`Count` counts
the trials that end against it and times them. The time left is the mean time a finished trial
took × the trials left (:func:`seconds_left`).

With ``--json`` each is one line on stderr: ``tpugui-progress {"kind": "plan", "total": 13,
"at_most": true, "trial": 0, "elapsed_s": 0.0}``, then a trial as it ends,
``tpugui-progress {"kind": "fit", "batch": 128, "fits": true, ..., "trial": 1, "total": 13,
"at_most": true, "elapsed_s": 8.2}``: a batch trial (:class:`~tpugui.tuning.batch_plan.Trial`:
kind ``fit`` or ``time``) or a Faster candidate's round (:class:`~tpugui.tuning.knobs.Candidate`:
kind ``fit`` or ``round``). The CLI writes them (:func:`line`) beside its JSON result on stdout;
the window reads them as they come (:func:`parse`), says each in words and counts them; without
``--json`` the CLI says ``trial 3 of at most 13, about 0:40 left: batch 256: …``
(:func:`count_words`). Qt-free, no framework.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

__all__ = ["PREFIX", "Count", "Plan", "count_words", "line", "parse", "seconds_left"]

PREFIX = "tpugui-progress "


@dataclass(frozen=True)
class Plan:
    """The trials a search plans: ``total``; ``at_most``: it may end sooner."""

    total: int
    at_most: bool = False


def seconds_left(done: int, total: int | None, elapsed: float) -> float | None:
    """The mean time a finished trial took × the trials left (None before the first ends or
    without a plan)."""
    if done <= 0 or total is None or elapsed < 0:
        return None
    return elapsed / done * max(0, total - done)


class Count:
    """A search's trials counted against its plan, and timed from the first call."""

    def __init__(self, clock: Callable[[], float] = time.monotonic):
        self.clock = clock
        self.began = clock()
        self.done = 0
        self.plan: Plan | None = None
        self.elapsed = 0.0

    def planned(self, plan: Plan) -> None:
        self.plan = plan
        self.elapsed = self.clock() - self.began

    def ended(self) -> None:
        """One more trial ended (a plan that said fewer grows to it)."""
        self.done += 1
        self.elapsed = self.clock() - self.began
        if self.plan is not None and self.plan.total < self.done:
            self.plan = Plan(self.done, self.plan.at_most)

    @property
    def total(self) -> int | None:
        return self.plan.total if self.plan is not None else None

    @property
    def at_most(self) -> bool:
        return bool(self.plan and self.plan.at_most)

    def left(self) -> float | None:
        return seconds_left(self.done, self.total, self.elapsed)

    def fields(self) -> dict[str, Any]:
        """What a progress line says of the count."""
        return {"trial": self.done, "total": self.total, "at_most": self.at_most,
                "elapsed_s": round(self.elapsed, 2)}  # fmt: skip


def clock_text(seconds: float) -> str:
    """``0:40``, ``12:05``, ``1:02:03``."""
    s = max(0, int(round(seconds)))
    h, rem = divmod(s, 3600)
    m, s = divmod(rem, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


def count_words(count: Count) -> str:
    """The terminal's words (English): ``trial 3 of at most 13, about 0:40 left``."""
    total = count.total
    if total is None:
        return f"trial {count.done}"
    said = f"trial {count.done} of {'at most ' if count.at_most else ''}{total}"
    left = count.left()
    if left is not None and count.done < total:
        said += f", {'at most ' if count.at_most else ''}about {clock_text(left)} left"
    return said


def line(kind: str, item: Any, count: Count | None = None) -> str:
    """One trial (a Trial or a Candidate), or the plan (kind ``plan``, a :class:`Plan`), as its
    progress line; with the count (how many of how many, the time so far) where given."""
    if isinstance(item, Plan):
        brief: dict[str, Any] = {"total": item.total, "at_most": item.at_most}
    elif hasattr(item, "batch"):
        brief = {"batch": item.batch, "per_replica": item.per_replica, "fits": item.fits,
                 "how": item.how, "bytes": item.bytes, "examples_per_sec": item.examples_per_sec,
                 "mfu": item.mfu, "error": item.error[:200]}  # fmt: skip
    else:
        brief = {"name": item.name, "error": item.error[:200], "round": len(item.rates),
                 "examples_per_sec": item.rates[-1] if item.rates else None,
                 "loss": _finite(item.losses[-1]) if item.losses else None,
                 "role": item.role, "parts": list(item.parts),
                 "baseline": not item.changes}  # fmt: skip
    return PREFIX + json.dumps({"kind": kind, **brief, **(count.fields() if count else {})})


def _finite(x: float) -> float | None:
    return x if x == x and abs(x) != float("inf") else None


def parse(text: str) -> dict[str, Any] | None:
    """The trial of a progress line; None for any other line (the child's own words)."""
    if not text.startswith(PREFIX):
        return None
    try:
        got = json.loads(text[len(PREFIX) :])
    except ValueError:
        return None
    return got if isinstance(got, dict) else None
