"""A CSV file on disk to one epoch of batched (features, label) tensors: tpugui vs tf.data vs pandas.

One generated file (fixed seed, written to a temporary folder): ROWS rows, 16 number columns
(about 5 % of their values missing), two text category columns (6 and 24 values, about 2 %
missing) and a text label column (5 classes). Every path turns it into the same kind of
examples: numbers standardised with the file's mean and spread (population std), a missing
number the mean (0 once standardised); a category one-hot, a missing one its own slot; the
label a class index in sorted order. Then one epoch of batches of 256 is iterated in Python.

- ``tpugui``: a job with ``data.source = "csv"``, ``data.path`` the file, ``data.label`` the
  label column, ``validation_split`` 0 and ``pipeline.order = ["batch", "prefetch"]`` (the
  source already standardises, so no map stage: ``--order map,batch,prefetch`` adds one with
  ``normalize = "none"``), built as a run builds it (``tpugui.pipeline.build.build_datasets``:
  the checks, pyarrow's CSV reader, the columns fitted and encoded, ``from_tensor_slices``);
  the training dataset iterated once.
- ``make_csv_dataset``: ``tf.data.experimental.make_csv_dataset(file, batch_size=256,
  label_name=..., num_epochs=1, shuffle=False)`` with NaN as the numbers' default, what a user
  writes to standardise and one-hot with it: one pass over the dataset for the numbers' masked
  sums and the categories' and classes' values (the ``adapt`` a Keras preprocessing layer
  would do, here once for all columns), then ``StringLookup`` layers (one-hot with one OOV
  slot; the label with none) and the standardisation in a ``map`` over the batches; that
  dataset iterated once. Two passes over the file: a stream cannot know its mean before it is
  read.
- ``pandas``: ``pd.read_csv`` (its default C engine), ``(df - mean) / std(ddof=0)`` with NaN
  filled by 0, ``pd.get_dummies(..., dummy_na=True)``, the label's sorted category codes, one
  float32 matrix, ``tf.data.Dataset.from_tensor_slices((x, y)).batch(256)`` iterated once.

The three give the same examples: ``--check`` collects every batch of each (in one process, a
20,000-row file) and compares them row for row (tpugui shuffles its rows once and the others do
not, so rows are compared sorted; pandas puts a category's missing slot last, so its columns are
put in tpugui's order first). tpugui's and pandas's agree exactly, make_csv_dataset's (which
standardises in float32) within 1e-6.

Each measurement is a fresh Python process (rounds rotate the order of the paths). It imports
TensorFlow, pyarrow, pandas and tpugui and runs one TensorFlow op first; the clock then runs
from "the file is on disk" to the end of the epoch (wall and process CPU seconds: the CPU
figure moves less when the machine's neighbours load it). The whole process's wall time is
printed beside it. Medians over the rounds; the ratio is the faster other path's median over
tpugui's (above 1.0: tpugui is faster), and per round.

``--stages`` times tpugui's path stage by stage in one process (read, the columns' checks, the
training rows taken, fit, encode, the shuffle, the epoch).

    .venv/bin/python benchmarks/csv_read.py [--rounds 5] [--rows 200000] [--check | --stages]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

BATCH = 256
NUMBERS = [f"n{i}" for i in range(16)]
CATEGORIES = {"colour": 6, "city": 24}
LABEL = "kind"
CLASSES = 5
PATHS = ("tpugui", "make_csv_dataset", "pandas")


def write_csv(path: Path, rows: int, seed: int = 0) -> None:
    import numpy as np
    import pyarrow as pa
    import pyarrow.csv as pcsv

    rng = np.random.default_rng(seed)
    cols: dict[str, pa.Array] = {}
    for i, name in enumerate(NUMBERS):
        v = np.round(rng.normal(i, 1 + i % 4, rows), 4)
        cols[name] = pa.array(v, mask=rng.random(rows) < 0.05)
    for name, k in CATEGORIES.items():
        words = np.array([f"{name}{j:02d}" for j in range(k)], dtype=object)
        cols[name] = pa.array(words[rng.integers(0, k, rows)], mask=rng.random(rows) < 0.02)
    labels = np.array([f"class{j}" for j in range(CLASSES)], dtype=object)
    cols[LABEL] = pa.array(labels[rng.integers(0, CLASSES, rows)])
    pcsv.write_csv(pa.table(cols), path, pcsv.WriteOptions(quoting_style="none", batch_size=65_536))


# --- the three paths (each in its own process) ----------------------------------------------


def run_tpugui(file: str, order: list[str]) -> tuple[int, int]:
    from tpugui.job import Job
    from tpugui.pipeline.build import build_datasets

    job = Job.from_dict(
        {
            "name": "csv-bench",
            "data": {"source": "csv", "path": file, "label": LABEL, "validation_split": 0.0},
            "pipeline": {
                "order": order,
                "batch_size": BATCH,
                "drop_remainder": False,
                "normalize": "none",
            },
        }
    )
    built = build_datasets(job, None)
    return iterate(built.train)


def run_make_csv_dataset(file: str) -> tuple[int, int]:
    import numpy as np
    import tensorflow as tf

    names = [*NUMBERS, *CATEGORIES, LABEL]
    defaults = [float("nan")] * len(NUMBERS) + [""] * (len(CATEGORIES) + 1)
    ds = tf.data.experimental.make_csv_dataset(
        file,
        batch_size=BATCH,
        column_names=names,
        column_defaults=defaults,
        label_name=LABEL,
        num_epochs=1,
        shuffle=False,
        header=True,
    )
    # the adapt pass: masked sums of the numbers, the values of the categories and the label
    total = np.zeros(len(NUMBERS))
    squares = np.zeros(len(NUMBERS))
    count = np.zeros(len(NUMBERS))
    seen: dict[str, set] = {name: set() for name in [*CATEGORIES, LABEL]}
    for x, y in ds:
        v = np.stack([x[n].numpy() for n in NUMBERS], axis=1).astype(np.float64)
        known = ~np.isnan(v)
        v = np.where(known, v, 0.0)
        total += v.sum(axis=0)
        squares += (v * v).sum(axis=0)
        count += known.sum(axis=0)
        for name in CATEGORIES:
            seen[name].update(np.unique(x[name].numpy()).tolist())
        seen[LABEL].update(np.unique(y.numpy()).tolist())
    mean = total / np.maximum(count, 1)
    std = np.sqrt(np.maximum(squares / np.maximum(count, 1) - mean * mean, 0))
    std = np.where(std > 0, std, 1.0)
    lookups = {
        name: tf.keras.layers.StringLookup(
            vocabulary=sorted(seen[name] - {b""}), num_oov_indices=1, output_mode="one_hot"
        )
        for name in CATEGORIES
    }
    classes = tf.keras.layers.StringLookup(vocabulary=sorted(seen[LABEL]), num_oov_indices=0)
    mean_t = tf.constant(mean, tf.float32)
    std_t = tf.constant(std, tf.float32)

    def features(x, y):  # noqa: ANN001, ANN202
        v = tf.stack([x[n] for n in NUMBERS], axis=1)
        v = tf.where(tf.math.is_nan(v), mean_t, v)
        parts = [(v - mean_t) / std_t] + [tf.cast(lookups[n](x[n]), tf.float32) for n in CATEGORIES]
        return tf.concat(parts, axis=1), classes(y)

    return iterate(ds.map(features, num_parallel_calls=tf.data.AUTOTUNE).prefetch(-1))


def run_pandas(file: str) -> tuple[int, int]:
    import numpy as np
    import pandas as pd
    import tensorflow as tf

    df = pd.read_csv(file)
    num = df[NUMBERS]
    num = ((num - num.mean()) / num.std(ddof=0)).fillna(0.0)
    cats = pd.get_dummies(df[list(CATEGORIES)], dummy_na=True, dtype=np.float32)
    x = np.concatenate([num.to_numpy(np.float32), cats.to_numpy(np.float32)], axis=1)
    y = df[LABEL].astype("category").cat.codes.to_numpy(np.int64)
    return iterate(tf.data.Dataset.from_tensor_slices((x, y)).batch(BATCH))


def iterate(ds) -> tuple[int, int]:  # noqa: ANN001
    """One epoch in Python: (rows, feature width)."""
    rows = width = 0
    for x, _ in ds:
        rows += int(x.shape[0])
        width = int(x.shape[-2] if x.shape.rank == 4 else x.shape[-1])
    return rows, width


def check(file: str, order: list[str]) -> None:
    """Every path's examples, collected and compared with pandas's."""
    import numpy as np

    global iterate
    got: dict[str, tuple] = {}
    plain = iterate

    def collector(name: str):  # noqa: ANN202
        def collect(ds):  # noqa: ANN001, ANN202
            xs, ys = zip(
                *((x.numpy().reshape(x.shape[0], -1), y.numpy()) for x, y in ds), strict=True
            )
            got[name] = (np.concatenate(xs), np.concatenate(ys))
            return got[name][0].shape

        return collect

    for name, fn in [
        ("tpugui", lambda: run_tpugui(file, order)),
        ("make_csv_dataset", lambda: run_make_csv_dataset(file)),
        ("pandas", lambda: run_pandas(file)),
    ]:
        iterate = collector(name)
        fn()
    iterate = plain
    # pandas: each category's missing slot last; tpugui and the StringLookup: first
    cols, at = list(range(len(NUMBERS))), len(NUMBERS)
    for k in CATEGORIES.values():
        cols += [at + k, *range(at, at + k)]
        at += k + 1
    px, py = got["pandas"][0][:, cols], got["pandas"][1]

    def rows(x, y):  # noqa: ANN001, ANN202
        z = np.concatenate([x, y[:, None]], axis=1)
        return z[np.lexsort(z.T[::-1])]

    tx, ty = got["tpugui"]
    mx, my = got["make_csv_dataset"]
    print(
        f"check: {len(py):,} rows x {px.shape[1]}; tpugui vs pandas, rows sorted: max |diff| "
        f"{np.abs(rows(tx, ty) - rows(px, py)).max():.3g}; make_csv_dataset vs pandas, file "
        f"order: max |diff| {np.abs(mx - px).max():.3g}, labels equal {bool((my == py).all())}"
    )


def stages(file: str, rounds: int) -> None:
    """tpugui's path cut into its stages (the steps of ``TableSource.arrays`` and
    ``build_datasets``), timed in this process; medians over the rounds."""
    import numpy as np
    import tensorflow as tf

    from tpugui.job import DataSection
    from tpugui.sources import tables
    from tpugui.sources.csv import read_csv

    data = DataSection(source="csv", path=file, label=LABEL, validation_split=0.0)
    _ = (tf.constant(1.0) + 1.0).numpy()
    got: dict[str, list[float]] = {}
    for _ in range(rounds):
        t = [time.perf_counter()]
        table = read_csv([file], data, "data.path")
        t.append(time.perf_counter())
        label, features = tables._chosen(data, table)
        tables._check_columns(table, label, features)
        t.append(time.perf_counter())
        order = np.random.default_rng(0).permutation(len(table.columns[label]))
        train = tables._take(table.columns, order)
        t.append(time.perf_counter())
        plan = tables.fit(train, label, features)
        t.append(time.perf_counter())
        x, y = tables.encode(plan, table.columns)
        t.append(time.perf_counter())
        x, y = x[order], y[order]
        t.append(time.perf_counter())
        iterate(tf.data.Dataset.from_tensor_slices((x, y)).batch(BATCH).prefetch(-1))
        t.append(time.perf_counter())
        names = ["read", "check columns", "take rows", "fit", "encode", "shuffle", "epoch"]
        for name, a, b in zip(names, t, t[1:], strict=False):
            got.setdefault(name, []).append(b - a)
    print(
        "tpugui stages (s): "
        + ", ".join(f"{k} {statistics.median(v):.3f}" for k, v in got.items())
        + f"; sum {sum(statistics.median(v) for v in got.values()):.3f}"
    )


def child(path: str, file: str, order: list[str]) -> None:
    t_start = time.perf_counter()
    import pandas  # noqa: F401
    import pyarrow.csv  # noqa: F401
    import tensorflow as tf

    import tpugui.pipeline.build  # noqa: F401
    import tpugui.sources.csv  # noqa: F401

    _ = (tf.constant(1.0) + 1.0).numpy()  # TensorFlow's runtime up before the clock
    t0, c0 = time.perf_counter(), time.process_time()
    if path == "tpugui":
        rows, width = run_tpugui(file, order)
    elif path == "make_csv_dataset":
        rows, width = run_make_csv_dataset(file)
    else:
        rows, width = run_pandas(file)
    t1, c1 = time.perf_counter(), time.process_time()
    took = {"seconds": t1 - t0, "cpu": c1 - c0, "imports": t0 - t_start}
    print(json.dumps({**took, "rows": rows, "width": width}))


def measure(path: str, file: Path, order: str) -> dict:
    t = time.perf_counter()
    out = subprocess.run(
        [sys.executable, __file__, "--child", path, "--file", str(file), "--order", order],
        capture_output=True,
        text=True,
        timeout=600,
        cwd=ROOT,
    )
    wall = time.perf_counter() - t
    if out.returncode != 0:
        raise SystemExit(f"{path} failed:\n{out.stderr[-3000:]}")
    got = json.loads(out.stdout.strip().splitlines()[-1])
    got["process"] = wall
    return got


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--rows", type=int, default=200_000)
    ap.add_argument("--order", default="batch,prefetch", help="tpugui's pipeline.order")
    ap.add_argument("--only", default=",".join(PATHS), help="paths to run, comma separated")
    ap.add_argument("--check", action="store_true", help="compare the paths' examples, then stop")
    ap.add_argument("--stages", action="store_true", help="time tpugui's stages, then stop")
    ap.add_argument("--child", help=argparse.SUPPRESS)
    ap.add_argument("--file", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        child(args.child, args.file, args.order.split(","))
        return 0
    paths = [p for p in args.only.split(",") if p]
    if args.stages:
        with tempfile.TemporaryDirectory(prefix="csv-bench-") as tmp:
            write_csv(Path(tmp) / "table.csv", args.rows)
            stages(str(Path(tmp) / "table.csv"), args.rounds)
        return 0
    if args.check:
        with tempfile.TemporaryDirectory(prefix="csv-bench-") as tmp:
            write_csv(Path(tmp) / "table.csv", 20_000)
            check(str(Path(tmp) / "table.csv"), args.order.split(","))
        return 0
    with tempfile.TemporaryDirectory(prefix="csv-bench-") as tmp:
        file = Path(tmp) / "table.csv"
        write_csv(file, args.rows)
        print(
            f"csv_read: {args.rows:,} rows x {len(NUMBERS)} numbers + {len(CATEGORIES)} "
            f"categories + label, {file.stat().st_size / 1e6:.1f} MB; batch {BATCH}; "
            f"tpugui order {args.order}; {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.2f}",
            flush=True,
        )
        measure(paths[0], file, args.order)  # warm the OS file cache and the imports once
        got: dict[str, list[dict]] = {p: [] for p in paths}
        for i in range(args.rounds):
            turn = paths[i % len(paths) :] + paths[: i % len(paths)]
            for p in turn:
                got[p].append(measure(p, file, args.order))
            print(
                f"  round {i + 1}: "
                + ", ".join(f"{p} {got[p][-1]['seconds']:.3f} s" for p in paths),
                flush=True,
            )
    med = {p: statistics.median(r["seconds"] for r in got[p]) for p in paths}
    cpu = {p: statistics.median(r["cpu"] for r in got[p]) for p in paths}
    for p in paths:
        r = got[p][-1]
        print(
            f"{p:17s} median {med[p]:.3f} s file -> epoch (rounds "
            f"{min(x['seconds'] for x in got[p]):.3f}-{max(x['seconds'] for x in got[p]):.3f}), "
            f"CPU {cpu[p]:.3f} s, process {statistics.median(x['process'] for x in got[p]):.2f} s; "
            f"{r['rows']:,} rows x {r['width']} features"
        )
    others = [p for p in paths if p != "tpugui"]
    if "tpugui" in paths and others:
        best = min(others, key=lambda p: med[p])
        per_round = [
            min(got[o][i]["seconds"] for o in others) / got["tpugui"][i]["seconds"]
            for i in range(args.rounds)
        ]
        print(
            f"faster other: {best}; {best} / tpugui = {med[best] / med['tpugui']:.2f}x wall "
            f"(per round {min(per_round):.2f}-{max(per_round):.2f}), "
            f"{cpu[best] / cpu['tpugui']:.2f}x CPU (target >= 1.0)"
        )
        for o in others:
            if o != best:
                print(f"{o} / tpugui = {med[o] / med['tpugui']:.2f}x wall")
    print(f"load now {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
