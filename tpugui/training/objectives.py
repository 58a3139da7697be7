"""Each task's loss and metric in each framework (what the task means: :mod:`tpugui.tasks`);
each framework's own are in its package's ``objectives``.

Keras gets its own loss and metric objects (:mod:`tpugui.training.tensorflow.objectives`). The
torch and JAX steps (:mod:`tpugui.training.torch.objectives`,
:mod:`tpugui.training.jax.objectives`) get two functions of logits ``z`` and labels ``y`` (and
optional per-example weights ``w``, 0 for a padding row): ``loss`` (per example) and ``stats``
(one batch's sums, the vector :func:`tpugui.tasks.finish` turns into the metric: summed over
steps, ranks and processes before it is read, so an epoch's metric is exact, not a mean of
batch means).

Label smoothing ``s``: classification targets put 1 - s on the class and s / classes on every
class; multi-label targets become y (1 - s) + s / 2 (Keras's and optax's rule). Regression has
none (the check refuses it). No framework is imported here.
"""

from __future__ import annotations

__all__ = ["label_dtype"]


def label_dtype(task: str) -> str:
    """The labels' numpy dtype as the steps take them."""
    return "int64" if task == "classification" else "float32"
