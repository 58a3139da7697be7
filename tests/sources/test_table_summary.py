"""The Preview's summary of a table job (tpugui/sources/table_summary.py): the columns as the run
fits them and the labels counted, on scikit-learn's shipped tables and hand-written ones."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from tpugui.job import Job, JobError
from tpugui.sources.table_summary import BINS, is_table, summarize

sklearn_data = Path(pytest.importorskip("sklearn").__file__).parent / "datasets" / "data"
#: scikit-learn's tables start with a line "rows,columns,class names...", not a header
SKLEARN = {"header": False, "skip_rows": 1}


def table_job(path, task: str = "classification", **data) -> Job:
    job = Job().updated("model.task", task)
    for key, value in {"source": "csv", "path": str(path), **data}.items():
        job = job.updated(f"data.{key}", value)
    return job


def test_iris_three_classes_of_fifty_split_as_the_run_splits():
    s = summarize(table_job(sklearn_data / "iris.csv", **SKLEARN))
    h = s.histogram
    assert (h.kind, h.names) == ("classes", ("0", "1", "2"))
    assert (h.train + h.val).tolist() == [50, 50, 50]
    assert (int(h.train.sum()), int(h.val.sum())) == (120, 30)
    assert (s.rows, s.train_rows, s.val_rows, s.width, s.label) == (150, 120, 30, 4, "f4")
    assert [(c.name, c.role, c.kind) for c in s.columns] == [
        ("f4", "label", "category"),
        *[(f"f{i}", "feature", "number") for i in range(4)],
    ]
    label = s.column("f4")
    assert label.distinct == 3 and sum(n for _, n in label.top) == 120
    assert label.top == tuple(
        sorted(zip(h.names, h.train.tolist(), strict=True), key=lambda kv: -kv[1])
    )


def test_iris_means_and_spreads_are_numpys_on_the_training_rows():
    raw = np.loadtxt(sklearn_data / "iris.csv", delimiter=",", skiprows=1)
    s = summarize(table_job(sklearn_data / "iris.csv", validation_split=0.0, **SKLEARN))
    assert (s.train_rows, s.val_rows) == (150, 0)
    for i in range(4):
        c = s.column(f"f{i}")
        assert c.mean == pytest.approx(raw[:, i].mean()) and c.missing == 0
        assert c.std == pytest.approx(raw[:, i].std())
    assert s.column("f0").mean == pytest.approx(5.8433, abs=1e-4)  # sepal length, in cm


def test_a_table_with_missing_values_a_text_column_and_an_unused_one(tmp_path):
    (tmp_path / "t.csv").write_text(
        "size,colour,note,kind,flat\n"
        "1,red,a,cat,7\n3,blue,b,dog,7\n,red,,cat,7\n5,,c,dog,7\n7,red,d,cat,7\n",
        encoding="utf-8",
    )
    s = summarize(
        table_job(
            tmp_path / "t.csv",
            label="kind",
            features=["size", "colour", "flat"],
            validation_split=0.0,
        )  # fmt: skip
    )
    size, colour, note, flat = (s.column(n) for n in ("size", "colour", "note", "flat"))
    assert (size.kind, size.missing, size.mean) == ("number", 1, 4.0)
    assert size.std == pytest.approx(np.std([1, 3, 5, 7]))
    assert (colour.kind, colour.distinct, colour.missing, colour.top) == (
        "category", 2, 1, (("red", 3), ("blue", 1)),
    )  # fmt: skip
    assert (note.role, note.kind, note.distinct, note.missing) == ("unused", "category", 4, 1)
    assert (flat.kind, flat.mean, flat.std) == ("number", 7.0, 0.0)  # no spread, not fit's 1
    # encoded: size 1, colour one-hot over (unknown, blue, red) 3, flat 1
    assert s.width == 5
    assert s.histogram.names == ("cat", "dog") and s.histogram.train.tolist() == [3, 2]


def test_regression_histograms_the_label_in_equal_bins():
    """linnerud: 20 men's weight, waist and pulse; the pulse is the label."""
    s = summarize(
        table_job(
            sklearn_data / "linnerud_physiological.csv",
            "regression",
            delimiter=" ",
            validation_split=0.25,
        )  # fmt: skip
    )
    pulse = np.loadtxt(sklearn_data / "linnerud_physiological.csv", skiprows=1)[:, 2]
    counts, edges = np.histogram(pulse, BINS)
    h = s.histogram
    assert h.kind == "bins" and len(h.edges) == BINS + 1
    np.testing.assert_allclose(h.edges, edges)
    assert (h.train + h.val).tolist() == counts.tolist()
    assert (int(h.train.sum()), int(h.val.sum())) == (15, 5)
    label = s.column("Pulse")
    assert (label.role, label.kind) == ("label", "number") and label.std > 0


def test_multilabel_counts_each_tag_of_the_space_separated_labels(tmp_path):
    (tmp_path / "t.csv").write_text(
        "x,tags\n1,cat dog\n2,dog\n3,\n4,bird  cat dog\n5,dog\n", encoding="utf-8"
    )
    s = summarize(table_job(tmp_path / "t.csv", "multilabel", validation_split=0.0))
    h = s.histogram
    assert (h.kind, h.names, h.train.tolist()) == ("tags", ("dog", "cat", "bird"), [4, 2, 1])
    tags = s.column("tags")
    assert (tags.kind, tags.distinct, tags.missing) == ("tags", 3, 1)
    assert tags.top == (("dog", 4), ("cat", 2), ("bird", 1))


def test_a_parquet_table_with_text_classes_and_a_separate_validation_table(tmp_path):
    pa = pytest.importorskip("pyarrow")
    import pyarrow.parquet as pq

    raw = np.loadtxt(sklearn_data / "iris.csv", delimiter=",", skiprows=1)
    names = np.array(["setosa", "versicolor", "virginica"])[raw[:, 4].astype(int)]
    table = pa.table({"length": raw[:, 0], "width": raw[:, 1], "species": names})
    pq.write_table(table.slice(0, 140), tmp_path / "train.parquet")
    pq.write_table(table.slice(140), tmp_path / "val.parquet")
    job = table_job(tmp_path / "train.parquet", validation_path=str(tmp_path / "val.parquet"))
    s = summarize(job.updated("data.source", "parquet"))
    h = s.histogram
    assert h.names == ("setosa", "versicolor", "virginica")
    assert (h.train.tolist(), h.val.tolist()) == ([50, 50, 40], [0, 0, 10])
    assert (s.train_rows, s.val_rows, s.width) == (140, 10, 2)
    assert [Path(f).name for f in s.val_files] == ["val.parquet"]


@pytest.mark.parametrize(
    ("text", "task", "keys", "field", "words"),
    [
        ("a,y\n1,x\n2,z\n", "regression", {}, "data.label", "holds text; a regression label"),
        ("a,y\n1,0\n2,1.5\n", "classification", {}, "data.label", "is not a class number"),
        ("a,y\n1,0\n", "classification", {"label": "z"}, "data.label", "no column 'z'"),
        ("a,y\n1,0\n2\n", "classification", {}, "data.path", "t.csv line 3 has 1 values"),
    ],
)
def test_what_a_run_refuses_the_summary_refuses_on_the_same_key(
    tmp_path, text, task, keys, field, words
):
    (tmp_path / "t.csv").write_text(text, encoding="utf-8")
    with pytest.raises(JobError) as info:
        summarize(table_job(tmp_path / "t.csv", task, **keys))
    assert info.value.fields == [field]
    assert words in str(info.value)


def test_only_the_table_sources_are_summarised():
    assert [s for s in ("digits", "npz", "csv", "parquet", "tfds", "nope") if is_table(s)] == [
        "csv",
        "parquet",
    ]
    with pytest.raises(JobError) as info:
        summarize(Job())
    assert info.value.fields == ["data.source"]
