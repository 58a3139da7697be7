"""One input-bound scale, one wording: how much of each training step waits for its input.

The levels are the TensorFlow Profiler's (its input-pipeline analysis): below 5 % of the step
waiting for input a job is not input-bound, from 5 % moderately, from 20 % highly. Every page
reads this module: the live verdict on the Training page (``tpugui.runs.live``), the Pipeline
page's Bench and ``tpugui pipeline bench`` (``tpugui.pipeline.bench``), and the advice card,
which appears once a run has stayed highly input-bound for a minute. So 15 % reads
"Moderately input-bound" everywhere.
"""

from __future__ import annotations

from tpugui.i18n_marks import N_, Message

__all__ = [
    "MODERATE",
    "HIGH",
    "LEVELS",
    "LABELS",
    "NAMES",
    "STARVING_KEYS",
    "level",
    "starving_advice",
    "verdict",
]

#: from this share of the step waiting for input on, a job is moderately input-bound ...
MODERATE = 0.05
#: ... and from this one, highly (the advice to fix the pipeline is offered from here)
HIGH = 0.20
LEVELS = ("not", "moderately", "highly")

LABELS = {
    "not": N_("Not input-bound ({pct} of the step waits for input)"),
    "moderately": N_("Moderately input-bound ({pct} of the step waits for input)"),
    "highly": N_("Highly input-bound ({pct} of the step waits for input)"),
}
NAMES = {
    "not": N_("Not input-bound"),
    "moderately": N_("Moderately input-bound"),
    "highly": N_("Highly input-bound"),
}


def level(share: float) -> str:
    """``not`` | ``moderately`` | ``highly`` for a share of the step (0..1) waiting for input."""
    return "not" if share < MODERATE else "moderately" if share < HIGH else "highly"


def verdict(share: float) -> Message:
    """The level with its share, as a translatable message ("Highly input-bound (52 % …)")."""
    return Message(LABELS[level(share)], {"pct": f"{share:.0%}"})


#: where a starving run's input is changed when it does not read the job's tf.data pipeline
#: (PyTorch's DataLoader: its worker processes, pinned memory, batches prepared ahead)
STARVING_KEYS = ("train.num_workers", "train.pin_memory", "train.prefetch_factor")


def starving_advice(reads_tf_data: bool) -> Message:
    """The advice card's words once a run has stayed highly input-bound for a minute: the
    Pipeline page for a run that reads the job's tf.data pipeline (the backend's
    ``reads_tf_data``), its own loader's settings for one that does not (the Pipeline page's
    knobs would change nothing there)."""
    if reads_tf_data:
        return Message(
            N_(
                "The steps have waited for input more than 20 % of the time for a minute: the "
                "accelerator is starving. The Pipeline page measures the pipeline and says what "
                "to change (parallel reads and maps, cache, prefetch)."
            )
        )
    return Message(
        N_(
            "The steps have waited for input more than 20 % of the time for a minute: the "
            "accelerator is starving. This run reads its data through its framework's own "
            "loader (PyTorch's DataLoader), not the job's tf.data pipeline, so the Pipeline "
            "page's settings do not change it: give the loader worker processes "
            "({workers}), pinned memory on a GPU ({pin}) and more batches prepared ahead "
            "({ahead})."
        ),
        dict(workers=STARVING_KEYS[0], pin=STARVING_KEYS[1], ahead=STARVING_KEYS[2]),
    )
