"""The one batch rule: the global batch divides over the replicas and is not larger than the data.

Every place that cares (the pipeline's checks, the advice, the TensorFlow and torch backends, the
torch_xla launcher) asks :func:`check_batch` and says what it answers, in its words:

* ``divide`` (error): ``batch_size`` does not divide over the replicas; each replica takes an
  equal share of every batch, so the run refuses.
* ``train`` (error): with ``drop_remainder`` a batch larger than the training examples leaves
  zero batches an epoch; the run refuses (without drop_remainder the one short batch is fine).
* ``empty`` (error): no training examples at all, so no batch either.

Validation never drops its short last batch (every held-out example is evaluated, by every
backend, whatever ``drop_remainder`` says), so a validation set smaller than a batch is fine.

The facts the rule is asked with are counted once too: :func:`example_counts` (the training and
validation examples after the split, as the sources draw it), and :func:`largest_batch` (the
largest batch a one-click result may write: :data:`MIN_FIX_STEPS` steps an epoch). Advice,
pre-flight (``engine.check``), "Tune batch…" and "Faster…" all read them here.

Each problem carries its :class:`~tpugui.i18n_marks.Message` (``str()`` is the English; the GUI
translates the template), and :class:`BatchError` carries the errors as fields. Qt-free, no
framework imports.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from tpugui.i18n_marks import N_, Message
from tpugui.job import JobError

if TYPE_CHECKING:
    from tpugui.job import Job

__all__ = [
    "FIELD",
    "MIN_FIX_STEPS",
    "BatchError",
    "BatchProblem",
    "Counts",
    "check_batch",
    "example_counts",
    "largest_batch",
    "fix_batch",
    "require_batch",
]

#: the job field every batch problem is about
FIELD = "pipeline.batch_size"

DIVIDE = N_(
    "{batch} does not divide over the {replicas} replicas (each replica takes an equal share "
    "of every batch); use a multiple of {replicas}, for example {lower} or {upper}"
)
DIVIDE_SMALL = N_(
    "{batch} does not divide over the {replicas} replicas (each replica takes an equal share "
    "of every batch); use a multiple of {replicas}, for example {upper}"
)
TRAIN = N_(
    "{batch} is larger than the {examples} training examples and drop_remainder is on, so no "
    "batch would ever be made; choose at most {examples} or turn drop_remainder off"
)
EMPTY = N_("there are no training examples, so no batch of {batch} would ever be made")


@dataclass(frozen=True)
class BatchProblem:
    kind: str  # divide | train | empty
    severity: str  # error | warning
    batch_size: int
    replicas: int
    examples: int | None  # the training examples
    drop_remainder: bool
    message: Message
    field: str = FIELD

    @property
    def is_error(self) -> bool:
        return self.severity == "error"

    @property
    def line(self) -> str:
        """``field: reason``, as a :class:`~tpugui.job.JobError` lists it."""
        return f"{self.field}: {self.message}"


class BatchError(JobError):
    """A batch the run refuses; ``problems`` holds the English lines, ``details`` the messages,
    and the first problem's fields are the error's own."""

    def __init__(self, items: list[BatchProblem]):
        if not items:
            raise ValueError("BatchError needs at least one problem")
        super().__init__([p.line for p in items], details=[(p.field, p.message) for p in items])
        self.items = list(items)
        first = items[0]
        self.field = first.field
        self.kind = first.kind
        self.batch_size = first.batch_size
        self.replicas = first.replicas
        self.examples = first.examples
        self.message = first.message


def check_batch(
    batch_size: int,
    replicas: int = 1,
    examples: int | None = None,
    drop_remainder: bool = True,
) -> list[BatchProblem]:
    """What is wrong with a global batch of ``batch_size`` over ``replicas`` and the data
    (``examples``: the training examples, None when not known)."""
    b, n = int(batch_size), max(1, int(replicas))
    out: list[BatchProblem] = []

    def add(kind: str, severity: str, count: int | None, message: Message) -> None:
        out.append(BatchProblem(kind, severity, b, n, count, drop_remainder, message))

    if n > 1 and b % n:
        lower, upper = b - b % n, b - b % n + n
        template = DIVIDE if lower else DIVIDE_SMALL
        args = {"batch": b, "replicas": n, "upper": upper}
        if lower:
            args["lower"] = lower
        add("divide", "error", examples, Message(template, args))
    if examples is not None:
        if examples <= 0:
            add("empty", "error", examples, Message(EMPTY, {"batch": b}))
        elif drop_remainder and b > examples:
            add("train", "error", examples, Message(TRAIN, {"batch": b, "examples": examples}))
    return out


#: a batch a one-click fix writes leaves at least this many steps an epoch (when the training
#: examples are known and are that many per replica): so at most one batch — under a tenth of
#: the data — is dropped each epoch with drop_remainder
MIN_FIX_STEPS = 10


@dataclass(frozen=True)
class Counts:
    """A job's examples as its run will split them (None: not known)."""

    total: int | None  # what data.path holds
    train: int | None  # after the validation split
    val: int | None  # held out of data.path; None also with a separate validation source


def example_counts(job: Job, base_dir: str | Path | None = None, read: bool = False) -> Counts:
    """The training and validation examples of ``job``, split as its source splits them
    (:func:`tpugui.sources.base.held_out`; with ``data.validation_path`` every example
    trains). ``read``: also count what takes reading (an images folder listed, a table read:
    what a tuner and pre-flight can afford, not a form's every keystroke); without it only
    what the source knows at once. A source that cannot be read counts as unknown (the run
    says why)."""
    from tpugui import sources
    from tpugui.sources.base import held_out, separate

    source = sources.get(job.data.source)
    try:
        count = (source.count_examples if read else source.example_count)(job.data, base_dir)
    except (OSError, ValueError):  # a JobError is a ValueError: the run names the problem
        count = None
    if count is None:
        return Counts(None, None, None)
    if separate(job.data):
        return Counts(count, count, None)
    val = held_out(count, job.data.validation_split)
    return Counts(count, count - val, val)


def largest_batch(examples: int | None, replicas: int = 1) -> int | None:
    """The largest global batch a one-click result may write for ``examples`` training
    examples: a multiple of ``replicas`` that leaves :data:`MIN_FIX_STEPS` steps an epoch (so
    the advice has nothing to say about it, and with drop_remainder at most one batch is left
    out); ``replicas`` when the data are fewer; None when the examples are not known."""
    if not examples:
        return None
    n = max(1, int(replicas))
    cap = int(examples) // MIN_FIX_STEPS
    return max(n, cap - cap % n)


def fix_batch(want: int, replicas: int = 1, examples: int | None = None) -> int:
    """The batch a one-click fix may write in place of ``want``: a multiple of ``replicas``
    and, with ``examples`` training examples known, at most :func:`largest_batch`
    (``replicas`` times the largest power of two that fits; ``replicas`` when nothing fits)."""
    n = max(1, int(replicas))
    size = max(n, int(want) - int(want) % n)
    top = largest_batch(examples, n)
    if top is not None and size > top:
        size = n
        while size * 2 <= top:
            size *= 2
    return size


def errors(problems: list[BatchProblem]) -> list[BatchProblem]:
    return [p for p in problems if p.is_error]


def require_batch(
    batch_size: int,
    replicas: int = 1,
    examples: int | None = None,
    drop_remainder: bool = True,
) -> list[BatchProblem]:
    """:func:`check_batch`, raising :class:`BatchError` for its errors; returns the warnings."""
    problems = check_batch(batch_size, replicas, examples, drop_remainder)
    bad = errors(problems)
    if bad:
        raise BatchError(bad)
    return problems
