"""Learning-rate schedules as plain functions of the step (the torch backend's LambdaLR, and the
``lr`` the events report). The formulas are Keras ``CosineDecay``'s (with its linear warm-up),
so the frameworks follow the same curve (Keras's own:
:func:`tpugui.training.tensorflow.build.learning_rate`). Qt-free, no frameworks.
"""

from __future__ import annotations

import math

from tpugui.job import TrainSection


def lr_at(train: TrainSection, step: int, total_steps: int) -> float:
    """The learning rate used for the update at 0-based ``step`` of ``total_steps``."""
    base = train.learning_rate
    if train.schedule == "constant":
        return base
    warmup = train.warmup_steps if train.schedule == "warmup_cosine" else 0
    if step < warmup:
        return base * step / warmup
    decay_steps = max(total_steps - warmup, 1)
    frac = min(step - warmup, decay_steps) / decay_steps
    return base * 0.5 * (1.0 + math.cos(math.pi * frac))
