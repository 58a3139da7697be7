"""The progress line of ``tpugui tune … --json``: each trial as it ends, one line on stderr.

``tpugui-progress {"kind": "fit", "batch": 128, "fits": true, ...}``: a batch trial
(:class:`~tpugui.tuning.batch_plan.Trial`: kind ``fit`` or ``time``) or a Faster candidate's
round (:class:`~tpugui.tuning.knobs.Candidate`: kind ``fit`` or ``round``). The CLI writes
them (:func:`line`) beside its JSON result on stdout; the window reads them as they come
(:func:`parse`) and says each in words. Qt-free, no framework.
"""

from __future__ import annotations

import json
from typing import Any

__all__ = ["PREFIX", "line", "parse"]

PREFIX = "tpugui-progress "


def line(kind: str, item: Any) -> str:
    """One trial (a Trial or a Candidate) as its progress line."""
    if hasattr(item, "batch"):
        brief = {"batch": item.batch, "fits": item.fits, "how": item.how, "bytes": item.bytes,
                 "examples_per_sec": item.examples_per_sec}  # fmt: skip
    else:
        brief = {"name": item.name, "error": item.error[:200], "round": len(item.rates),
                 "examples_per_sec": item.rates[-1] if item.rates else None}  # fmt: skip
    return PREFIX + json.dumps({"kind": kind, **brief})


def parse(text: str) -> dict[str, Any] | None:
    """The trial of a progress line; None for any other line (the child's own words)."""
    if not text.startswith(PREFIX):
        return None
    try:
        got = json.loads(text[len(PREFIX) :])
    except ValueError:
        return None
    return got if isinstance(got, dict) else None
