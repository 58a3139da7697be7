"""Every point of runs as one tidy table: CSV or Parquet.

One row a value: ``run``, ``run_id``, ``kind`` (``batch``: the loss, learning rate and
examples/s of each reported step; ``epoch``: each epoch's metrics; ``scalar``: a TensorBoard
run's other tags), ``epoch``, ``step``, ``seconds`` (since the run began), ``metric``,
``value``. Nothing is sampled: a 1,000,000-step run gives its 3,000,000 batch values. CSV
writes NaN and inf as ``nan`` / ``inf``; Parquet (pyarrow, the ``ml`` extra) keeps typed
columns (the texts dictionary-encoded, ``epoch`` and ``step`` nullable integers), a quarter of
the CSV's size on a 20,000-step run. The window's Export menu and ``tpugui runs export``
write it. Qt-free.
"""

from __future__ import annotations

import csv
import math
from collections.abc import Iterator
from pathlib import Path

import numpy as np

from tpugui.runs.model import RunData
from tpugui.runs.series import Series

__all__ = ["COLUMNS", "FORMATS", "series_of", "write", "write_csv", "write_parquet"]

COLUMNS = ("run", "run_id", "kind", "epoch", "step", "seconds", "metric", "value")
#: the file formats by suffix
FORMATS = (".csv", ".parquet")


def series_of(run: RunData) -> Iterator[tuple[str, str, Series]]:
    """(kind, metric, series) of every series a table holds, in its order."""
    for name, s in (("loss", run.loss), ("lr", run.lr), ("examples_per_sec", run.throughput)):
        yield "batch", name, s
    for name, s in sorted(run.epoch_metrics.items()):
        yield "epoch", name, s
    for name, s in sorted(run.scalars.items()):  # a TensorBoard run's other tags
        yield "scalar", name, s


def write(runs: list[RunData], path: str | Path) -> int:
    """Write the table by ``path``'s suffix (.csv or .parquet); returns the row count. A
    suffix of another kind raises ValueError, pyarrow missing for Parquet ImportError."""
    suffix = Path(path).suffix.lower()
    if suffix == ".parquet":
        return write_parquet(runs, path)
    if suffix == ".csv":
        return write_csv(runs, path)
    raise ValueError(f"{Path(path).name}: write a .csv or a .parquet file")


def _num(v: float) -> str:
    if not math.isfinite(v):
        return "nan" if math.isnan(v) else ("inf" if v > 0 else "-inf")
    return repr(v)


def write_csv(runs: list[RunData], path: str | Path) -> int:
    rows = 0
    with open(path, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(COLUMNS)
        for run in runs:
            for kind, name, s in series_of(run):
                xs = s.x.astype(np.int64).tolist()
                head = (run.name, run.run_id, kind)
                for x, sec, val in zip(xs, s.t.tolist(), s.y.tolist(), strict=True):
                    where = ("", x) if kind != "epoch" else (x, "")
                    w.writerow((*head, *where, f"{sec:.3f}", name, _num(val)))
                rows += s.n
    return rows


def write_parquet(runs: list[RunData], path: str | Path) -> int:
    import pyarrow as pa
    import pyarrow.parquet as pq

    texts: dict[str, list[str]] = {"run": [], "run_id": [], "kind": [], "metric": []}
    codes: dict[str, list[np.ndarray]] = {k: [] for k in texts}
    epoch, step, seconds, value, valid_epoch = [], [], [], [], []

    def code(column: str, text: str, n: int) -> None:
        words = texts[column]
        if text not in words:
            words.append(text)
        codes[column].append(np.full(n, words.index(text), dtype=np.int32))

    for run in runs:
        for kind, name, s in series_of(run):
            n = s.n
            for column, text in (("run", run.name), ("run_id", run.run_id), ("kind", kind),
                                 ("metric", name)):  # fmt: skip
                code(column, text, n)
            x = s.x.astype(np.int64)
            epoch.append(x)
            step.append(x)
            valid_epoch.append(np.full(n, kind == "epoch"))
            seconds.append(s.t.copy())
            value.append(s.y.copy())

    def cat(parts: list[np.ndarray], dtype: type) -> np.ndarray:
        return np.concatenate(parts) if parts else np.empty(0, dtype=dtype)

    is_epoch = cat(valid_epoch, bool)
    columns = {
        k: pa.DictionaryArray.from_arrays(pa.array(cat(codes[k], np.int32)), pa.array(texts[k]))
        for k in texts
    }
    columns["epoch"] = pa.array(cat(epoch, np.int64), mask=~is_epoch)
    columns["step"] = pa.array(cat(step, np.int64), mask=is_epoch)
    columns["seconds"] = pa.array(cat(seconds, np.float64))
    columns["value"] = pa.array(cat(value, np.float64))
    table = pa.table({k: columns[k] for k in COLUMNS})
    pq.write_table(table, path)
    return table.num_rows
