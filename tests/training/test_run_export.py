"""Every point of runs as one table, CSV or Parquet (the same rows), from the Export menu too."""

from __future__ import annotations

import csv
import math

import pytest

from tests.training.bigrun import write_mixed_run
from tpugui.runs import cache as run_cache
from tpugui.runs import export


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    return run_cache.load_run(write_mixed_run(tmp_path_factory.mktemp("mixed") / "r"))


def _csv_rows(path):
    with open(path, newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    return [
        (r["run"], r["run_id"], r["kind"], int(r["epoch"]) if r["epoch"] else None,
         int(r["step"]) if r["step"] else None, round(float(r["seconds"]), 3), r["metric"],
         float(r["value"]))
        for r in rows
    ]  # fmt: skip


def test_parquet_holds_the_same_rows_as_csv_every_point(run, tmp_path):
    pq = pytest.importorskip("pyarrow.parquet")
    other = run_cache.load_run(run.path, name="second")  # two runs in one table
    n_csv = export.write([run, other], tmp_path / "t.csv")
    n_pq = export.write([run, other], tmp_path / "t.parquet")
    expected = 2 * sum(s.n for _, _, s in export.series_of(run))
    assert n_csv == n_pq == expected and run.loss.n == 20_001  # no point sampled away
    table = pq.read_table(tmp_path / "t.parquet")
    assert table.column_names == list(export.COLUMNS)
    got = [
        (r["run"], r["run_id"], r["kind"], r["epoch"], r["step"], round(r["seconds"], 3),
         r["metric"], r["value"])
        for r in table.to_pylist()
    ]  # fmt: skip
    want = _csv_rows(tmp_path / "t.csv")
    assert len(got) == len(want)
    for g, w in zip(got, want, strict=True):
        assert g[:7] == w[:7]
        assert (math.isnan(g[7]) and math.isnan(w[7])) or g[7] == w[7]
    # the NaN loss is kept as NaN; epoch rows carry the epoch, batch rows the step
    assert sum(1 for r in got if r[6] == "loss" and r[2] == "batch" and math.isnan(r[7])) == 2
    assert all((r[3] is None) == (r[2] != "epoch") and (r[4] is None) == (r[2] == "epoch")
               for r in got)  # fmt: skip
    assert (tmp_path / "t.parquet").stat().st_size < (tmp_path / "t.csv").stat().st_size / 3


def test_a_table_of_another_kind_is_refused_by_name(run, tmp_path):
    with pytest.raises(ValueError, match=r"t\.txt: write a \.csv or a \.parquet file"):
        export.write([run], tmp_path / "t.txt")


def test_tpugui_runs_export_writes_the_table_a_folder_names(run, tmp_path, capsys):
    pytest.importorskip("pyarrow")
    from tpugui.cli import main

    assert main(["runs", "export", run.path, "-o", str(tmp_path / "all.parquet")]) == 0
    expected = sum(s.n for _, _, s in export.series_of(run))  # 20,001 steps x 3 and the epochs
    assert f"wrote {expected:,} values of 1 run(s)" in capsys.readouterr().out
    assert main(["runs", "export", run.path, "-o", str(tmp_path / "all.json")]) == 2
    assert "name a .csv or a .parquet file (-o)" in capsys.readouterr().err
    assert main(["runs", "export", str(tmp_path), "-o", str(tmp_path / "x.csv")]) == 2
    assert "is not a run folder" in capsys.readouterr().err
