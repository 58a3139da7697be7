"""What a compile source reports (:class:`Seen`) and the run facts every source reads: the
shared ground of :mod:`compiles` and the frameworks' sources (:mod:`tpugui.training.jax.compile`,
:mod:`tpugui.training.tensorflow.compile`, :mod:`tpugui.training.torch.compile`). No framework.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

__all__ = ["Seen", "shape_cause", "short_last_batch"]


@dataclass
class Seen:
    """One compile as a source saw it."""

    function: str
    cause: str
    detail: str = ""
    seconds: float | None = None
    #: Unix seconds it ended, where the source knows (the event comes at the next poll)
    at: float | None = None


def short_last_batch(training: Any) -> bool:
    """Whether the run's last batch of a pass is shorter than the others."""
    job = training.job
    if job.pipeline.drop_remainder:
        return False
    count = getattr(training, "train_count", None)
    if count is None:
        return True  # not known: a batch-dimension change alone is most likely that batch
    return count % max(job.pipeline.batch_size, 1) != 0


def shape_cause(pairs: list[tuple[tuple[Any, ...], tuple[Any, ...]]]) -> str:
    """short_batch when only the leading (batch) dimension changed and got smaller (or, for a
    relaxed signature, unknown), else shape."""
    changed = [(now, before) for now, before in pairs if tuple(now) != tuple(before)]
    if not changed:
        return "unknown"
    for now, before in changed:
        if len(now) != len(before) or not now or tuple(now[1:]) != tuple(before[1:]):
            return "shape"
        try:
            if int(now[0]) >= int(before[0]):
                return "shape"
        except (TypeError, ValueError):  # None: a dimension relaxed by TensorFlow
            pass
    return "short_batch"
