"""Tables as examples: what the csv and parquet sources share, fitted on the training rows.

``data.label`` is the class column (empty: the last one), ``data.features`` the columns the model
reads (empty: every other one). How a column becomes numbers is fitted on the training rows
only, then applied to every row (:func:`fit`, :func:`encode`): a number is standardised with
the training rows' mean and spread and a missing one becomes that mean; a text column is a
category, one-hot over the values the training rows have, with one more slot for a value they
lack or a missing one. A text label is a class name (classes in sorted order); a number label is
the class index. Each example is a 1-high "image" ``(1, features, 1)`` so every model and
backend reads it as it reads the other in-memory sources.

Refused before a run, naming the file and row: a text in a column of numbers, a missing label, a
label that is no class number, a category too wide. :func:`fit`, :func:`encode` and
:func:`columns_of` are plain numpy and pyarrow, and the generated pipeline script carries their
own source, so the script encodes exactly as the run does. A :class:`TableSource` subclass only
reads its files (``read``, ``read_code``).
"""

from __future__ import annotations

import glob as globlib
import inspect
import os
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from tpugui.i18n_marks import N_, Message
from tpugui.job_errors import job_error
from tpugui.sources.arrays import Arrays, InMemory, split, validation_note
from tpugui.sources.base import held_out, resolve_path, separate, split_lines

if TYPE_CHECKING:
    from tpugui.job import DataSection, Job

#: a text column whose values are numbers but for this share or more is a column of numbers
NUMBERS_SHARE = 0.9
#: a category with more distinct values than this is refused (one-hot would be that wide)
MOST_CATEGORIES = 1000


class Words(np.ndarray):
    """A text column: an object array of str (None where missing), as every reader sees it,
    that also keeps how pyarrow dictionary-encoded it — ``words`` (each distinct text once,
    then None) and ``codes`` (each row's index into ``words``) — so counting, the categories
    and their lookup go over a few distinct texts, not every row. A slice or a selection of
    rows is a plain object array again (``words`` None)."""

    words: Any = None
    codes: Any = None

    @classmethod
    def of(cls, words: Any, codes: Any) -> Any:
        out = words[codes].view(cls)
        out.words, out.codes = words, codes
        return out

    def __array_finalize__(self, obj: Any) -> None:
        self.words = self.codes = None

    def counts(self) -> Any:
        """{text: rows} of the present texts (a Words column), else None."""
        if self.words is None:
            return None
        n = np.bincount(self.codes, minlength=len(self.words))
        return {w: int(c) for w, c in zip(self.words.tolist(), n.tolist(), strict=True)
                if c and w is not None}  # fmt: skip


def fit(
    columns: dict[str, Any], label: str, features: list[str], task: str = "classification"
) -> dict[str, Any]:
    """How each column becomes numbers, learnt from these (the training) rows: numbers keep
    their mean and spread, text columns their sorted values; a text label its class names (a
    multi-label one its sorted tags, a regression target its mean and spread)."""
    plan: dict[str, Any] = {"label": label, "classes": None, "features": [], "task": task}
    y = columns[label]
    if task == "multilabel":
        plan["classes"] = sorted({t for v in y if v is not None for t in str(v).split()})
    elif task == "regression":
        known = y[~np.isnan(y)] if y.dtype != object else np.zeros(0)
        spread = float(known.std()) if known.size else 0.0
        plan["target"] = [[float(known.mean()) if known.size else 0.0, spread or 1.0]]
    elif y.dtype == object:
        counted = y.counts() if hasattr(y, "counts") else None
        plan["classes"] = sorted(counted if counted is not None else set(y.tolist()) - {None})
    for name in features:
        v = columns[name]
        if v.dtype == object:
            counted = v.counts() if hasattr(v, "counts") else None
            values = set(counted) if counted is not None else set(v.tolist())
            values.discard(None)
            plan["features"].append((name, "category", sorted(values)))
        else:
            known = v[~np.isnan(v)]
            mean = float(known.mean()) if known.size else 0.0
            std = float(known.std()) if known.size else 0.0
            plan["features"].append((name, "number", (mean, std if std > 0 else 1.0)))
    return plan


def encode(plan: dict[str, Any], columns: dict[str, Any]) -> tuple[Any, Any]:
    """``(x, y)``: x (rows, 1, width, 1) float32 as :func:`fit` planned; y int64 class indices
    (-1 for a text label the training rows do not have), or for a multi-label plan float32 rows
    of 0/1 per tag (tags the training rows lack are left out), or for a regression plan the
    standardised target, float32 (rows, 1)."""
    from itertools import repeat

    rows = len(columns[plan["label"]])
    widths = [1 if kind == "number" else len(stats) + 1 for _, kind, stats in plan["features"]]
    x = np.zeros((rows, sum(widths)), dtype=np.float32)  # each column written once, in place
    at = 0
    for (name, kind, stats), width in zip(plan["features"], widths, strict=True):
        v = columns[name]
        if kind == "number":
            mean, std = stats
            x[:, at] = (np.where(np.isnan(v), mean, v) - mean) / std
        else:  # one-hot; slot 0 is a value the training rows lack, or none
            index = {s: i + 1 for i, s in enumerate(stats)}
            if getattr(v, "words", None) is not None:  # each distinct text looked up once
                slots = np.fromiter(map(index.get, v.words, repeat(0)), dtype=np.int64)
                codes = slots[v.codes]
            else:
                codes = np.fromiter(map(index.get, v, repeat(0)), dtype=np.int64, count=len(v))
            x[np.arange(len(v)), at + codes] = 1.0
        at += width
    y = columns[plan["label"]]
    x = x[:, None, :, None]
    task = plan.get("task", "classification")
    if task == "regression":
        mean, spread = plan["target"][0]
        return x, ((np.asarray(y, dtype=np.float64) - mean) / spread).astype(np.float32)[:, None]
    if task == "multilabel":
        lookup = {s: i for i, s in enumerate(plan["classes"])}
        hot = np.zeros((rows, len(lookup)), dtype=np.float32)
        for r, v in enumerate(y):
            for t in str(v).split() if v is not None else ():
                if t in lookup:
                    hot[r, lookup[t]] = 1.0
        return x, hot
    if plan["classes"] is not None:
        lookup = {s: i for i, s in enumerate(plan["classes"])}
        if getattr(y, "words", None) is not None:
            return x, np.fromiter(map(lookup.get, y.words, repeat(-1)), dtype=np.int64)[y.codes]
        return x, np.fromiter(map(lookup.get, y, repeat(-1)), dtype=np.int64, count=rows)
    return x, np.asarray(y).astype(np.int64)


def columns_of(table: Any) -> dict[str, Any]:
    """A pyarrow table as numpy columns: numbers (and booleans) float64 with NaN where a value
    is missing; anything else an object array of str with None where missing."""
    import pyarrow as pa
    import pyarrow.compute as pc

    out = {}
    for name in table.column_names:
        col = table.column(name)
        kind = col.type
        if pa.types.is_integer(kind) or pa.types.is_floating(kind) or pa.types.is_boolean(kind):
            out[name] = pc.cast(col, pa.float64()).fill_null(np.nan).to_numpy()
        else:  # each distinct text one str object (dictionary-encoded): its hash is computed once
            text = pc.cast(col, pa.string()).combine_chunks().dictionary_encode()
            words = np.array([*text.dictionary.to_pylist(), None], dtype=object)
            codes = text.indices.fill_null(len(text.dictionary)).to_numpy().astype(np.intp)
            out[name] = Words.of(words, codes)
    return out


@dataclass
class Table:
    """The rows of one file or glob, as numpy columns, and where each row came from."""

    columns: dict[str, Any]
    files: list[str]
    #: per row: its file's index in ``files`` and its line (or row) in that file (1-based)
    file_of: Any
    line_of: Any
    #: what ``line_of`` counts: "line" (a text file) or "row"
    unit: str = "line"

    def where(self, row: int) -> str:
        name = Path(self.files[int(self.file_of[row])]).name
        return f"{name} {self.unit} {int(self.line_of[row])}"


def assemble(
    tables: list[Any], files: list[str], key: str, first: int = 1, unit: str = "line"
) -> Table:
    """One :class:`Table` of the pyarrow tables read from ``files`` (one each, in order): the
    same columns in each, at least one row; ``first`` is the line (or row) of a file's first
    row, ``unit`` what it counts."""
    import pyarrow as pa

    for f, t in zip(files[1:], tables[1:], strict=True):
        if t.column_names != tables[0].column_names:
            raise job_error(
                key,
                N_("{file} has the columns {columns}, unlike {first} ({first_columns})"),
                file=Path(f).name,
                columns=", ".join(t.column_names),
                first=Path(files[0]).name,
                first_columns=", ".join(tables[0].column_names),
            )
    table = pa.concat_tables(tables, promote_options="permissive")
    if table.num_rows == 0:
        raise job_error(key, N_("{file} holds no rows"), file=Path(files[0]).name)
    try:
        columns = columns_of(table)
    except (pa.ArrowInvalid, pa.ArrowNotImplementedError) as exc:
        raise job_error(
            key,
            N_("{file} has a column that is neither numbers nor text ({error})"),
            file=Path(files[0]).name,
            error=str(exc).splitlines()[0][:200],
        ) from None
    file_of = np.concatenate([np.full(t.num_rows, i) for i, t in enumerate(tables)])
    line_of = np.concatenate([np.arange(t.num_rows) + first for t in tables])
    return Table(columns, files, file_of, line_of, unit)


def _chosen(data: DataSection, table: Table) -> tuple[str, list[str]]:
    names = list(table.columns)
    label = data.label.strip() or names[-1]
    have = ", ".join(names)
    if label not in table.columns:
        raise job_error(
            "data.label",
            N_("no column {name} in the table; it has {have}"),
            name=repr(label),
            have=have,
        )
    missing = [f for f in data.features if f not in table.columns]
    if missing:
        raise job_error(
            "data.features",
            N_("no column {names} in the table; it has {have}"),
            names=", ".join(repr(m) for m in missing),
            have=have,
        )
    features = list(data.features) or [n for n in names if n != label]
    if label in features:
        raise job_error(
            "data.features",
            N_("{name} is the label column; leave it out of the features"),
            name=repr(label),
        )
    if not features:
        raise job_error("data.features", N_("the table has no column besides the label"))
    return label, features


def _check_columns(
    table: Table, label: str, features: list[str], task: str = "classification"
) -> None:
    """A text in a column of numbers, a missing label, a category too wide, a label that does not
    fit the task: named by line."""
    for name in [label, *features]:
        v = table.columns[name]
        if v.dtype != object:
            continue
        # each distinct text once (a column of 200,000 rows holds a few dozen): its count
        counts = v.counts() if hasattr(v, "counts") else None
        if counts is None:
            counts = Counter(v.tolist())
            counts.pop(None, None)
        present = sum(counts.values())
        numbers = sum(c for text, c in counts.items() if _is_number(text))
        if present and numbers >= NUMBERS_SHARE * present and numbers < present:
            row = next(i for i, s in enumerate(v) if s is not None and not _is_number(s))
            raise job_error(
                "data.label" if name == label else "data.features",
                N_("{where}: {value} in column {column}, whose other values are numbers; fix it"),
                where=table.where(row),
                value=repr(v[row]),
                column=repr(name),
            )
        if name != label and len(counts) > MOST_CATEGORIES:
            raise job_error(
                "data.features",
                N_(
                    "column {column} has {count} different text values, too many for a "
                    "category (at most {most}); leave it out of data.features"
                ),
                column=repr(name),
                count=len(counts),
                most=MOST_CATEGORIES,
            )
    y = table.columns[label]
    gone = np.flatnonzero(np.isnan(y) if y.dtype != object else np.equal(y, None))
    if len(gone) and task != "multilabel":  # a multi-label row may have no label at all
        raise job_error(
            "data.label",
            N_("{where} has no label (column {column}); fill it in or remove the row"),
            where=table.where(int(gone[0])),
            column=repr(label),
        )
    if task == "regression" and y.dtype == object:
        row = next((i for i, v in enumerate(y) if not _is_number(v)), 0)
        raise job_error(
            "data.label",
            N_("{where}: {value} in column {column}; a regression target is a number"),
            where=table.where(row),
            value=repr(y[row]),
            column=repr(label),
        )
    if task == "multilabel" and y.dtype != object:
        raise job_error(
            "data.label",
            N_(
                "column {column} holds numbers; a multi-label column holds each row's labels as "
                "words separated by spaces (cat dog)"
            ),
            column=repr(label),
        )
    if task == "classification" and y.dtype != object:
        bad = np.flatnonzero((y < 0) | (y != np.round(y)))
        if len(bad):
            raise job_error(
                "data.label",
                N_("{where}: the label {value} is not a class number (0, 1, 2, ...)"),
                where=table.where(int(bad[0])),
                value=f"{y[bad[0]]:g}",
            )


def _is_number(s: str) -> bool:
    try:
        float(s)
    except ValueError:
        return False
    return True


def _take(columns: dict[str, Any], idx: Any) -> dict[str, Any]:
    return {k: v[idx] for k, v in columns.items()}


#: counted tables: (source, data section, each file's stamp) -> rows
_COUNTED: dict[tuple, int] = {}


def _stamp(path: str) -> tuple[str, int, int]:
    st = os.stat(path)
    return path, st.st_size, st.st_mtime_ns


class TableSource(InMemory):
    """A source of tables: a subclass reads the files (``read``) and writes the script's
    ``read_table(pattern)`` (``read_code``); the columns become numbers here, once."""

    path = "glob"
    validation_path = True
    needs = (("pyarrow", "pyarrow"),)
    tasks = ("classification", "multilabel", "regression")
    table = True
    #: the messages of a glob that matches nothing (data.path, data.validation_path)
    no_match = ""
    val_no_match = ""

    def read(self, data: DataSection, name: str, key: str, base_dir: str | Path | None) -> Table:
        raise NotImplementedError

    def read_code(self, data: DataSection) -> list[str]:
        raise NotImplementedError

    def code_imports(self, job: Job) -> list[str]:
        return ["import glob", "import os", "from typing import Any", ""]

    def path_problem(self, key: str, p: Path) -> Message | None:
        if [f for f in globlib.glob(str(p)) if os.path.isfile(f)]:
            return None
        template = self.no_match if key == "data.path" else self.val_no_match
        return Message(template, {"pattern": repr(str(p))})

    def files(self, name: str, key: str, base_dir: str | Path | None) -> list[str]:
        """The files ``name`` (data.path or validation_path, ``key``) matches, sorted."""
        if not name.strip():
            raise job_error(key, N_("the {source} source needs a file or a glob; choose one"),
                            source=self.name)  # fmt: skip
        pattern = str(resolve_path(name, base_dir))
        found = sorted(f for f in globlib.glob(pattern) if os.path.isfile(f))
        if not found:
            template = self.no_match if key == "data.path" else self.val_no_match
            raise job_error(key, template, pattern=repr(pattern))
        return found

    def count_examples(self, data: DataSection, base_dir: str | Path | None) -> int:
        """The rows of ``data.path`` (the table read, as a run reads it), read once per file
        state: asked again for the same files, unchanged (their sizes and times), the count
        comes from memory (pre-flight asks at every Start, on the window's thread)."""
        files = self.files(data.path, "data.path", base_dir)
        key = (self.name, data.model_dump_json(), tuple(_stamp(f) for f in files))
        if key not in _COUNTED:
            _COUNTED[key] = self.rows(data, files, base_dir)
            while len(_COUNTED) > 64:
                _COUNTED.pop(next(iter(_COUNTED)))
        return _COUNTED[key]

    def rows(self, data: DataSection, files: list[str], base_dir: str | Path | None) -> int:
        """How many rows the table of ``files`` has (a source may know it without reading)."""
        table = self.read(data, data.path, "data.path", base_dir)
        return len(next(iter(table.columns.values()), ()))

    def arrays(
        self, data: DataSection, base_dir: str | Path | None, task: str = "classification"
    ) -> tuple[Arrays, Arrays | None, list[str]]:
        table = self.read(data, data.path, "data.path", base_dir)
        label, features = _chosen(data, table)
        _check_columns(table, label, features, task)
        n = len(table.columns[label])
        order = np.random.default_rng(data.seed).permutation(n)
        vtable = None
        if separate(data):
            vtable = self.read(data, data.validation_path, "data.validation_path", base_dir)
            for name in (label, *features):
                if name not in vtable.columns:
                    raise job_error(
                        "data.validation_path",
                        N_("its table has no column {name}, which the training table has"),
                        name=repr(name),
                    )
            _check_columns(vtable, label, features, task)
            train_rows, val_rows = order, np.array([], dtype=np.int64)
        else:
            n_val = held_out(n, data.validation_split)
            train_rows, val_rows = order[n_val:], order[:n_val]
            if n_val == 0:  # nothing held out: the file's order, no copy (the shuffle stage mixes)
                train_rows = slice(None)
        used = {k: table.columns[k] for k in (label, *features)}  # fit reads only these
        # the training rows' statistics; with none held out, every row's (no copy: order-free)
        plan = fit(used if len(val_rows) == 0 else _take(used, train_rows), label, features, task)
        x, y = encode(plan, table.columns)
        vx = vy = None
        if task != "classification":  # outputs: one per tag, or per target
            width = y.shape[1]
            if task == "multilabel" and width == 0:
                raise job_error(
                    "data.label",
                    N_("column {column} holds no label in the training rows"),
                    column=repr(label),
                )
            if vtable is not None:
                vx, vy = encode(plan, vtable.columns)
            names = plan["classes"]
            train = Arrays(x[train_rows], y[train_rows], width, 1.0, names, plan)
            if vx is not None:
                val = Arrays(vx, vy, width, 1.0, names, plan)
                return train, val, [validation_note(data, len(vy))]
            val = (
                Arrays(x[val_rows], y[val_rows], width, 1.0, names, plan) if len(val_rows) else None
            )
            return train, val, []
        if vtable is not None:
            vx, vy = encode(plan, vtable.columns)
            unknown = np.flatnonzero(vy < 0)
            if len(unknown):
                raise job_error(
                    "data.validation_path",
                    N_("{where}: the label {value} is not a class of the training rows"),
                    where=vtable.where(int(unknown[0])),
                    value=repr(vtable.columns[label][unknown[0]]),
                )
        classes = len(plan["classes"]) if plan["classes"] is not None else int(y.max()) + 1
        if vy is not None and plan["classes"] is None:
            classes = max(classes, int(vy.max()) + 1)
        classes = max(classes, 2)
        names = plan["classes"]
        if vx is not None:
            train, _ = split(Arrays(x, y, classes, 1.0, names, plan), 0.0, data.seed)
            return (
                train,
                Arrays(vx, vy, classes, 1.0, names, plan),
                [validation_note(data, len(vy))],
            )
        train = Arrays(x[train_rows], y[train_rows], classes, 1.0, names, plan)
        val = Arrays(x[val_rows], y[val_rows], classes, 1.0, names, plan) if len(val_rows) else None
        return train, val, []

    def code(self, job: Job, base_dir: str | Path | None) -> list[str]:
        d = job.data
        pattern = str(resolve_path(d.path, base_dir))
        out = [
            f"# A {self.name} table (pyarrow reads it), one example per row. How each column",
            "# becomes numbers is fitted on the training rows only, then applied to every row.",
            "",
            "",
            *inspect.getsource(Words).splitlines(),
            "",
            "",
            *inspect.getsource(columns_of).splitlines(),
            "",
            "",
            *inspect.getsource(fit).splitlines(),
            "",
            "",
            *inspect.getsource(encode).splitlines(),
            "",
            "",
            *self.read_code(d),
            "",
            "",
            f"columns = read_table({pattern!r})",
            f"LABEL = {d.label.strip()!r} or list(columns)[-1]",
            f"FEATURES = {list(d.features)!r} or [c for c in columns if c != LABEL]",
            "n = len(columns[LABEL])",
        ]
        if separate(d):
            vpattern = str(resolve_path(d.validation_path, base_dir))
            out += [
                "# A separate validation table (data.validation_path): every training row trains",
                f"# (shuffled once, seed {d.seed}); validation_split is not used.",
                f"order = np.random.default_rng({d.seed}).permutation(n)",
                f"plan = fit(columns, LABEL, FEATURES, {job.model.task!r})",
                "x, y = encode(plan, columns)",
                "x, y = x[order], y[order]",
                f"val_x, val_y = encode(plan, read_table({vpattern!r}))",
                'CLASSES = plan["classes"] or list(range(int(max(y.max(), val_y.max())) + 1))'
                if job.model.task == "classification"
                else 'CLASSES = plan["classes"] or []',
                "HAS_VALIDATION = True",
                "VALUE_MAX = 1.0",
                "",
                "",
                "def source(training):",
                '    """Single (features, label) examples of the training or validation table."""',
                "    if training:",
                "        return tf.data.Dataset.from_tensor_slices((x, y))",
                "    return tf.data.Dataset.from_tensor_slices((val_x, val_y))",
            ]
            return out
        out += [
            *split_lines("n", d.seed, d.validation_split),
            "if n_val == 0:  # nothing held out: the file's order (the shuffle stage mixes it)",
            "    train_idx = slice(None)",
            f"plan = fit({{k: v[train_idx] for k, v in columns.items()}}, LABEL, FEATURES, {job.model.task!r})",
            "x, y = encode(plan, columns)",
            'CLASSES = plan["classes"] or list(range(int(y.max()) + 1))'
            if job.model.task == "classification"
            else 'CLASSES = plan["classes"] or []',
            "VALUE_MAX = 1.0",
            "",
            "",
            "def source(training):",
            '    """Single (features, label) examples of the training or the validation rows."""',
            "    idx = train_idx if training else val_idx",
            "    return tf.data.Dataset.from_tensor_slices((x[idx], y[idx]))",
        ]
        return out

    def num_classes_code(self, job: Job) -> str:
        if job.model.task == "regression":
            return "1"
        if job.model.task == "multilabel":
            return "len(CLASSES)"
        return "max(len(CLASSES), 2)"
