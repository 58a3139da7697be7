"""What a table job reads, before it trains: its columns as :func:`.tables.fit` sees them, and
its labels counted.

:func:`summarize` reads ``data.path`` (and ``data.validation_path``) with the job's own source
(csv, parquet), chooses the label and the features as a run does (:func:`.tables._chosen`),
splits off the validation rows with the run's seed, and fits on the training rows, so that the
kinds and the figures are the run's own decisions, not a second guess:

- one :class:`ColumnRow` a column: its role (the label, a feature, or not used), its kind (a
  number: its mean, spread and missing values; a category: how many different values and the
  most common ones, and its missing values);
- one :class:`Histogram` of the labels, by ``model.task``: the examples per class
  (classification), per tag (multilabel: a label holds tags apart by spaces, ``"cat dog"``) or
  per bin of the label's values (regression, ``BINS`` equal bins), training and validation rows
  counted apart.

numpy and pyarrow only; a problem is the :class:`~tpugui.job.JobError` the sources raise, on the
key that causes it. The GUI shows it (:mod:`tpugui.qt.pipeline.table_preview`).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from tpugui import sources
from tpugui.i18n_marks import N_
from tpugui.job_errors import job_error
from tpugui.sources.base import held_out, separate
from tpugui.sources.tables import Table, TableSource, _check_columns, _chosen, _take, fit

if TYPE_CHECKING:
    from tpugui.job import Job

#: equal bins of a regression label's histogram
BINS = 20
#: the most common values a category's row names
TOP = 3


@dataclass(frozen=True)
class ColumnRow:
    """One column of the table as the run reads it (figures of the training rows)."""

    name: str
    role: str  # "label" | "feature" | "unused"
    kind: str  # "number" | "category" | "tags" (a multilabel label)
    missing: int
    mean: float | None = None  # a number's
    std: float | None = None  # a number's spread (0 for a column of one value)
    distinct: int | None = None  # a category's (or the tags') different values
    top: tuple[tuple[str, int], ...] = ()  # the most common ones, with their counts


@dataclass(frozen=True)
class Histogram:
    """The label counted: bars named (classes, tags) or bins between ``edges`` (regression)."""

    kind: str  # "classes" | "tags" | "bins"
    names: tuple[str, ...]  # a bar's class or tag; empty for bins
    edges: Any  # numpy (bars + 1,) for bins, else None
    train: Any  # numpy int64 (bars,): training examples per bar
    val: Any  # numpy int64 (bars,): validation examples per bar

    @property
    def bars(self) -> int:
        return len(self.train)


@dataclass(frozen=True)
class TableSummary:
    source: str
    task: str
    label: str
    columns: list[ColumnRow]
    histogram: Histogram
    files: list[str]  # the files of data.path
    rows: int  # the rows of data.path
    train_rows: int
    val_rows: int
    #: the files of data.validation_path; empty: the validation rows are split off data.path
    val_files: list[str] = field(default_factory=list)
    #: numbers per example once encoded (a number one, a category one per value + 1)
    width: int = 0

    def column(self, name: str) -> ColumnRow:
        return next(c for c in self.columns if c.name == name)


def is_table(source: str) -> bool:
    """Whether the ``data.source`` ``source`` reads tables (csv, parquet)."""
    try:
        return isinstance(sources.get(source), TableSource)
    except KeyError:
        return False


def training_rows(n: int, data: Any) -> tuple[Any, Any]:
    """The training and validation row indices of ``n`` rows of data.path, as
    :meth:`.tables.TableSource.arrays` draws them (every row trains with a validation table)."""
    order = np.random.default_rng(data.seed).permutation(n)
    if separate(data):
        return order, order[:0]
    n_val = held_out(n, data.validation_split)
    return order[n_val:], order[:n_val]


def _missing(v: Any) -> int:
    if v.dtype == object:
        return sum(s is None for s in v)
    return int(np.isnan(v).sum())


def _top(values: Any) -> tuple[tuple[str, int], ...]:
    counts = Counter(values)
    return tuple(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:TOP])


def _tags(v: Any) -> list[list[str]]:
    """Each row's tags: the words of a text label, a number label's value as one tag."""
    if v.dtype == object:
        return [s.split() if s is not None else [] for s in v]
    return [[f"{x:g}"] if not np.isnan(x) else [] for x in v]


def _rows(plan: dict[str, Any], columns: dict[str, Any], roles: dict[str, str]) -> list[ColumnRow]:
    out = []
    for name, kind, stats in plan["features"]:
        v = columns[name]
        if kind == "number":
            known = v[~np.isnan(v)]
            mean, std = stats
            # fit keeps a spread of 1 for a constant column (it divides by it); it has none
            std = std if known.size and np.ptp(known) > 0 else 0.0
            row = ColumnRow(name, roles[name], kind, _missing(v), mean=mean, std=std)
        else:
            present = [s for s in v if s is not None]
            row = ColumnRow(
                name, roles[name], kind, _missing(v), distinct=len(stats), top=_top(present)
            )
        out.append(row)
    return out


def _histogram(task: str, label: str, train: Any, val: Any, plan: dict[str, Any]) -> Histogram:
    if task == "regression":
        if train.dtype == object:
            raise job_error(
                "data.label",
                N_("the label column {column} holds text; a regression label is a number"),
                column=repr(label),
            )
        both = np.concatenate([train, val])
        known = both[~np.isnan(both)]
        if not known.size:
            raise job_error(
                "data.label", N_("the label column {column} has no values"), column=repr(label)
            )
        edges = np.histogram_bin_edges(known, bins=BINS)
        t, _ = np.histogram(train[~np.isnan(train)], edges)
        v, _ = np.histogram(val[~np.isnan(val)], edges)
        return Histogram("bins", (), edges, t.astype(np.int64), v.astype(np.int64))
    if task == "multilabel":
        tc = Counter(t for row in _tags(train) for t in row)
        vc = Counter(t for row in _tags(val) for t in row)
        names = sorted(set(tc) | set(vc), key=lambda s: (-(tc[s] + vc[s]), s))
    elif plan["classes"] is not None:  # class names, sorted; a validation-only one after them
        tc, vc = (
            Counter(s for s in train if s is not None),
            Counter(s for s in val if s is not None),
        )
        names = list(plan["classes"]) + sorted(set(vc) - set(plan["classes"]))
    else:  # class numbers 0, 1, 2, ... (an empty class in between shows as no bar)
        tc = Counter(int(x) for x in train if not np.isnan(x))
        vc = Counter(int(x) for x in val if not np.isnan(x))
        top = max([*tc, *vc], default=0)
        names = list(range(top + 1))
    return Histogram(
        "tags" if task == "multilabel" else "classes",
        tuple(str(n) for n in names),
        None,
        np.array([tc[n] for n in names], dtype=np.int64),
        np.array([vc[n] for n in names], dtype=np.int64),
    )


def summarize(job: Job, base_dir: str | Path | None = None) -> TableSummary:
    """The columns and the labels of the table job ``job`` (relative paths from ``base_dir``)."""
    data, task = job.data, job.model.task
    if not is_table(data.source):
        raise job_error(
            "data.source",
            N_("the {source} source reads no table; a column summary is for csv and parquet"),
            source=data.source,
        )
    source: TableSource = sources.get(data.source)  # type: ignore[assignment]
    table = source.read(data, data.path, "data.path", base_dir)
    label, features = _chosen(data, table)
    if task == "classification":  # what a classification run refuses, refused here too
        _check_columns(table, label, features)
    vtable: Table | None = None
    if separate(data):
        vtable = source.read(data, data.validation_path, "data.validation_path", base_dir)
        for name in (label, *features):
            if name not in vtable.columns:
                raise job_error(
                    "data.validation_path",
                    N_("its table has no column {name}, which the training table has"),
                    name=repr(name),
                )
        if task == "classification":
            _check_columns(vtable, label, features)
    n = len(table.columns[label])
    train_idx, val_idx = training_rows(n, data)
    train = _take(table.columns, train_idx)
    unused = [c for c in table.columns if c != label and c not in features]
    roles = {
        label: "label",
        **dict.fromkeys(features, "feature"),
        **dict.fromkeys(unused, "unused"),
    }
    # every column fitted as the run fits a feature: the label and the unused ones too
    plan = fit(train, label, [label, *features, *unused])
    rows = _rows(plan, train, roles)
    if task == "multilabel":  # the label's tags, not its whole texts
        tags = [t for row in _tags(train[label]) for t in row]
        rows[0] = ColumnRow(
            label,
            "label",
            "tags",
            sum(not row for row in _tags(train[label])),
            distinct=len(set(tags)),
            top=_top(tags),
        )
    val_label = vtable.columns[label] if vtable is not None else table.columns[label][val_idx]
    hist = _histogram(task, label, train[label], val_label, plan)
    if task == "classification":  # the label is a class (its name or its number), not a value
        counts = [(n, int(c)) for n, c in zip(hist.names, hist.train, strict=True) if c]
        top = tuple(sorted(counts, key=lambda kv: (-kv[1], kv[0]))[:TOP])
        rows[0] = ColumnRow(
            label, "label", "category", _missing(train[label]), distinct=len(counts), top=top
        )
    width = sum(
        1 if kind == "number" else len(stats) + 1
        for name, kind, stats in plan["features"]
        if roles[name] == "feature"
    )
    return TableSummary(
        source=data.source,
        task=task,
        label=label,
        columns=rows,
        histogram=hist,
        files=list(table.files),
        rows=n,
        train_rows=len(train_idx),
        val_rows=len(val_label),
        val_files=list(vtable.files) if vtable is not None else [],
        width=width,
    )
