"""The csv source, the first source added as a plug-in (tpugui/sources/csv.py): the tables that
ship inside scikit-learn's package, read with pyarrow, trained by every backend."""

from __future__ import annotations

import runpy
from pathlib import Path

import numpy as np
import pytest

from tests.training.helpers import events_of, make_job, of_type
from tpugui import sources
from tpugui.job import DataSection, Job, JobError
from tpugui.training import engine

sklearn_data = Path(pytest.importorskip("sklearn").__file__).parent / "datasets" / "data"
#: scikit-learn's tables start with a line "rows,columns,class names...", not a header
SKLEARN = {"header": False, "skip_rows": 1}
CSV = sources.get("csv")


def _data(path, **keys) -> DataSection:
    return DataSection(source="csv", path=str(path), **keys)


def test_iris_as_shipped(tmp_path):
    train, val, notes = CSV.arrays(_data(sklearn_data / "iris.csv", **SKLEARN), None)
    assert (len(train), len(val), train.num_classes, notes) == (120, 30, 3, [])
    assert train.x.shape == (120, 1, 4, 1) and train.x.dtype == np.float32
    # standardised with the training rows' mean and spread, not the validation rows'
    np.testing.assert_allclose(train.x.mean(axis=0).ravel(), 0, atol=1e-5)
    np.testing.assert_allclose(train.x.std(axis=0).ravel(), 1, atol=1e-4)
    assert np.abs(val.x.mean(axis=0)).max() > 1e-3
    assert sorted(set(train.y.tolist())) == [0, 1, 2]


def test_text_columns_are_categories_and_missing_numbers_the_training_mean(tmp_path):
    (tmp_path / "t.csv").write_text(
        "size,colour,kind\n1,red,cat\n3,blue,dog\n,red,cat\n5,,dog\n", encoding="utf-8"
    )
    train, val, _ = CSV.arrays(_data(tmp_path / "t.csv", validation_split=0.0), None)
    assert val is None and train.num_classes == 2  # classes: cat, dog (sorted)
    rows = {
        tuple(round(float(v), 4) for v in x.ravel()): int(y)
        for x, y in zip(train.x, train.y, strict=True)
    }
    # size 1, 3, 5: mean 3, spread sqrt(8/3); the missing size is the mean, standardised to 0
    z = round(2 / np.sqrt(8 / 3), 4)
    # colour one-hot over (unknown, blue, red): the missing colour is "unknown"
    assert rows == {(-z, 0, 0, 1): 0, (0, 0, 1, 0): 1, (0, 0, 0, 1): 0, (z, 1, 0, 0): 1}


def test_chosen_columns_and_a_delimiter(tmp_path):
    (tmp_path / "t.csv").write_text("a;b;c;y\n1;2;3;0\n4;5;6;1\n7;8;9;0\n", encoding="utf-8")
    data = _data(tmp_path / "t.csv", delimiter=";", label="y", features=["c", "a"])
    train, _, _ = CSV.arrays(data.model_copy(update={"validation_split": 0.0}), None)
    assert train.x.shape == (3, 1, 2, 1)


@pytest.mark.parametrize(
    ("text", "keys", "field", "words"),
    [
        ("a,y\n1,0\n2\n", {}, "data.path", "t.csv line 3 has 1 values where the header has 2"),
        ("a,y\n1,0\n2,1\nx,0\n" + "3,1\n" * 20, {}, "data.features", "t.csv line 4: 'x'"),
        ("a,y\n1,0\n2,\n", {}, "data.label", "t.csv line 3 has no label"),
        ("a,y\n1,0\n2,1.5\n", {}, "data.label", "the label 1.5 is not a class number"),
        ("a,y\n1,0\n", {"label": "z"}, "data.label", "no column 'z' in the table; it has a, y"),
        ("a,y\n1,0\n", {"features": ["b"]}, "data.features", "no column 'b'"),
        ("a,y\n1,0\n", {"features": ["y"], "label": "y"}, "data.features", "is the label"),
    ],
)
def test_hostile_tables_are_refused_naming_the_field_and_line(tmp_path, text, keys, field, words):
    (tmp_path / "t.csv").write_text(text, encoding="utf-8")
    with pytest.raises(JobError) as info:
        CSV.arrays(_data(tmp_path / "t.csv", **keys), None)
    assert info.value.fields == [field]
    assert words in str(info.value)


def test_scikit_learns_own_header_line_is_a_ragged_row_unless_skipped():
    with pytest.raises(JobError, match="breast_cancer.csv line 2 has 31 values where the header"):
        CSV.arrays(_data(sklearn_data / "breast_cancer.csv"), None)
    train, val, _ = CSV.arrays(_data(sklearn_data / "breast_cancer.csv", **SKLEARN), None)
    assert len(train) + len(val) == 569 and train.x.shape[2] == 30


def test_a_glob_of_tables_and_a_separate_validation_table(tmp_path):
    rng = np.random.default_rng(0)
    for name, n in (("part-0.csv", 30), ("part-1.csv", 20), ("val.csv", 10)):
        rows = "\n".join(f"{a:.3f},{int(a > 0)}" for a in rng.normal(size=n))
        (tmp_path / name).write_text("a,y\n" + rows + "\n", encoding="utf-8")
    data = _data("part-*.csv", validation_path="val.csv")
    train, val, notes = CSV.arrays(data, tmp_path)
    assert (len(train), len(val)) == (50, 10)
    assert notes == ["validating on 10 examples from val.csv (data.validation_path); "
                     "data.validation_split (0.2) is ignored"]  # fmt: skip
    with pytest.raises(JobError, match="no files match"):
        CSV.arrays(_data("nothing-*.csv"), tmp_path)


def test_the_generated_script_reads_and_encodes_as_the_builder(tmp_path):
    from tpugui.pipeline.build import build_datasets
    from tpugui.pipeline.codegen import pipeline_code

    job = (
        Job()
        .model_copy(update={"data": _data(sklearn_data / "wine_data.csv", **SKLEARN)})
        .updated("pipeline.batch_size", 16)
    )
    built = build_datasets(job)
    script = tmp_path / "pipeline.py"
    script.write_text(pipeline_code(job), encoding="utf-8")
    ns = runpy.run_path(str(script), run_name="generated")
    assert ns["train_ds"].element_spec == built.train.element_spec
    for (a, ay), (b, by) in zip(ns["train_ds"].take(3), built.train.take(3), strict=True):
        np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=1e-6)
        np.testing.assert_array_equal(ay.numpy(), by.numpy())
    assert ns["CLASSES"] == [0, 1, 2]


def test_a_missing_table_is_refused_before_the_run_folder(tmp_path):
    job = make_job(data={"source": "csv", "path": "nothing-*.csv"})
    with pytest.raises(JobError) as info:
        engine.run(job, None, None, run_dir=tmp_path / "never", base_dir=tmp_path)
    assert info.value.fields == ["data.path"] and "no files match" in str(info.value)
    assert not (tmp_path / "never").exists()


def test_a_remote_run_uploads_every_table_the_glob_matches(tmp_path):
    from tpugui.remote.session import _local_data

    for name in ("a-1.csv", "a-2.csv", "b.csv"):
        (tmp_path / name).write_text("x,y\n1,0\n", encoding="utf-8")
    job = make_job(data={"source": "csv", "path": "a-*.csv"})
    [(key, paths, name)] = _local_data(job, tmp_path)
    assert (key, [p.name for p in paths], name) == ("data.path", ["a-1.csv", "a-2.csv"], "a-*.csv")


@pytest.mark.parametrize("backend", ["tensorflow", "torch", "jax"])
def test_wine_trains_with_every_backend(tmp_path, backend):
    """The real addition: a table nobody here made trains to ≥ 0.9 validation accuracy."""
    job = make_job(
        data={"source": "csv", "path": str(sklearn_data / "wine_data.csv"), **SKLEARN,
              "validation_split": 0.25},
        pipeline={"batch_size": 16},
        model={"backend": backend, "architecture": "mlp"},
        train={"epochs": 12},
    )  # fmt: skip
    assert engine.run(job, None, None, run_dir=tmp_path / "run") == "completed"
    last = of_type(events_of(tmp_path / "run"), "epoch_end")[-1]["logs"]
    assert last["val_accuracy"] >= 0.9, last


# --- parquet: the same tables code, a second reader (tpugui/sources/parquet.py) -----------------


def _wine_parquet(tmp_path) -> Path:
    """scikit-learn's wine table as Parquet with text labels, written by pyarrow's own writer."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    raw = np.loadtxt(sklearn_data / "wine_data.csv", delimiter=",", skiprows=1)
    names = ["class_0", "class_1", "class_2"]
    table = pa.table(
        {**{f"m{i}": raw[:, i] for i in range(13)}, "kind": [names[int(c)] for c in raw[:, 13]]}
    )
    pq.write_table(table, tmp_path / "wine.parquet")
    return tmp_path / "wine.parquet"


def test_a_parquet_table_with_text_labels(tmp_path):
    path = _wine_parquet(tmp_path)
    train, val, _ = sources.get("parquet").arrays(
        DataSection(source="parquet", path=str(path)), None
    )
    assert (len(train) + len(val), train.num_classes, train.x.shape[1:]) == (178, 3, (1, 13, 1))
    with pytest.raises(JobError, match="no column 'label' in the table"):
        sources.get("parquet").arrays(
            DataSection(source="parquet", path=str(path), label="label"), None
        )


def test_parquet_script_and_a_torch_run(tmp_path):
    from tpugui.pipeline.build import build_datasets
    from tpugui.pipeline.codegen import pipeline_code

    path = _wine_parquet(tmp_path)
    job = make_job(
        data={"source": "parquet", "path": str(path), "validation_split": 0.25},
        pipeline={"batch_size": 16},
        model={"backend": "torch", "architecture": "mlp"},
        train={"epochs": 12},
    )
    built = build_datasets(job)
    script = tmp_path / "pipeline.py"
    script.write_text(pipeline_code(job), encoding="utf-8")
    ns = runpy.run_path(str(script), run_name="generated")
    assert ns["CLASSES"] == ["class_0", "class_1", "class_2"]
    for (a, ay), (b, by) in zip(ns["train_ds"].take(2), built.train.take(2), strict=True):
        np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=1e-6)
        np.testing.assert_array_equal(ay.numpy(), by.numpy())
    assert engine.run(job, None, None, run_dir=tmp_path / "run") == "completed"
    assert of_type(events_of(tmp_path / "run"), "epoch_end")[-1]["logs"]["val_accuracy"] >= 0.9


def test_a_table_is_counted_once_per_file_state_and_a_parquet_from_its_footer(
    tmp_path, monkeypatch
):
    """Pre-flight counts the rows at every Start, on the window's thread: a CSV is read once
    while its file is unchanged; a Parquet table's rows come from its footers."""
    import shutil

    path = tmp_path / "iris.csv"
    shutil.copy(sklearn_data / "iris.csv", path)
    reads = []
    real = type(CSV).read
    monkeypatch.setattr(type(CSV), "read", lambda self, *a: reads.append(1) or real(self, *a))
    data = _data(path, **SKLEARN)
    assert CSV.count_examples(data, None) == CSV.count_examples(data, None) == 150
    assert len(reads) == 1
    with open(path, "a", encoding="utf-8") as fh:  # the file changes: read again
        fh.write("5.0,3.0,1.5,0.2,0\n")
    assert CSV.count_examples(data, None) == 151 and len(reads) == 2
    parquet = sources.get("parquet")
    wine = _wine_parquet(tmp_path)
    monkeypatch.setattr(type(parquet), "read", lambda *a: pytest.fail("a column was read"))
    assert parquet.count_examples(DataSection(source="parquet", path=str(wine)), None) == 178
