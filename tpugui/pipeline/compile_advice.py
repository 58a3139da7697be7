"""Advice from a run's recompiles: the cause a ``compile`` event names, and its fix.

A run's ``compile`` events (:mod:`tpugui.training.compiles`) say why each compile happened
(``cause``: first | shape | dtype | python_value | short_batch | unknown). A compile whose cause
is not ``first`` is a recompile: the step was traced (and on XLA compiled) again, which costs
from a fraction of a second to minutes a time on a TPU. :func:`for_cause` is the one
:class:`~tpugui.pipeline.advice.Advice` a cause gets (a short last batch: set
``pipeline.drop_remainder`` = true, one click); :func:`from_events` the advice of a run's
records, one item per cause. Qt-free, no frameworks.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tpugui.i18n_marks import N_
from tpugui.pipeline.advice import Advice

__all__ = ["CAUSES", "RECOMPILE_CAUSES", "for_cause", "from_events"]

#: what ``compile.cause`` may say
CAUSES = ("first", "shape", "dtype", "python_value", "short_batch", "unknown")
#: the causes of a recompile (every cause but the first compile of a function)
RECOMPILE_CAUSES = tuple(c for c in CAUSES if c != "first")

_TITLES = {
    "short_batch": N_("{function} is compiled again for the short last batch"),
    "shape": N_("{function} is compiled again: an input's shape changes"),
    "dtype": N_("{function} is compiled again: an input's dtype changes"),
    "python_value": N_("{function} is compiled again: a Python value changes"),
    "unknown": N_("{function} is compiled again after the first steps"),
}
_REASONS = {
    "short_batch": N_(
        "{function} was compiled again at step {step}: the last batch of a pass over the data "
        "is shorter than the others, and a batch of another size is another shape to the "
        "compiler ({detail}). Drop the remainder (pipeline.drop_remainder = true) so every "
        "batch has one shape."
    ),
    "shape": N_(
        "{function} was compiled again at step {step}: an input's shape changed ({detail}). "
        "Give every example one size (a fixed pipeline.resize, or pad to a fixed length) so "
        "the step is compiled once."
    ),
    "dtype": N_(
        "{function} was compiled again at step {step}: an input's dtype changed ({detail}). "
        "Cast the inputs to one dtype in the map stage."
    ),
    "python_value": N_(
        "{function} was compiled again at step {step}: a Python value passed to it changed "
        "({detail}). Pass it as an array (jnp.asarray, tf.constant, a tensor) instead of a "
        "Python number, and mark only true constants static (static_argnums)."
    ),
    "unknown": N_(
        "{function} was compiled again at step {step} ({detail}). A step that compiles after "
        "the first steps spends that time compiling instead of training: keep every input's "
        "shape and dtype the same from step to step."
    ),
}


def for_cause(
    cause: str, function: str, step: int = 0, detail: str = "", drop_remainder: bool = False
) -> Advice | None:
    """The advice of a recompile of ``function`` for ``cause``; None for a first compile (or a
    cause this module does not know). A short last batch gets the one-click fix
    ``pipeline.drop_remainder = true`` unless the job drops it already."""
    if cause not in _REASONS:
        return None
    detail = " ".join(str(detail).split())[:300] or "-"
    fix: dict[str, Any] = {}
    label = ""
    field = {"short_batch": "pipeline.drop_remainder", "shape": "pipeline.resize"}.get(cause, "")
    if cause == "short_batch" and not drop_remainder:
        fix, label = {"pipeline.drop_remainder": True}, N_("Drop the short last batch")
    return Advice.make(
        f"recompile-{cause.replace('_', '-')}",
        "warning",
        _TITLES[cause],
        _REASONS[cause],
        fix,
        label,
        field,
        function=function or "the step",
        step=int(step),
        detail=detail,
    )


def from_events(records: Iterable[dict[str, Any]], drop_remainder: bool = False) -> list[Advice]:
    """The advice of a run's ``compile`` records: one item per recompile cause, for its first
    recompile (in the order they came)."""
    out: dict[str, Advice] = {}
    for rec in records:
        if rec.get("type") != "compile":
            continue
        cause = str(rec.get("cause", ""))
        if cause in out:
            continue
        item = for_cause(
            cause,
            str(rec.get("function", "")),
            int(rec.get("step") or 0),
            str(rec.get("detail", "")),
            drop_remainder,
        )
        if item is not None:
            out[cause] = item
    return list(out.values())
