"""``[sweep.space]``: every entry checked against the schema, named in its problem; the trial's
job; ``tpugui sweep`` refuses a bad space with exit 2 before any framework or Optuna import."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.training.helpers import ROOT
from tpugui.job import JobError, loads_job
from tpugui.sweep import space

HEAD = """name = "s"
[model]
backend = "jax"
architecture = "mlp"
[sweep]
trials = 2
[sweep.space]
"""


def _problems(entries: str) -> dict[str, list[str]]:
    job = loads_job(HEAD + entries)
    with pytest.raises(JobError) as info:
        space.parse(job)
    out: dict[str, list[str]] = {}
    for where, message in info.value.details:
        out.setdefault(where, []).append(str(message))
    return out


def test_a_good_space_parses_into_dimensions():
    job = loads_job(
        HEAD
        + '"train.learning_rate" = { low = 1e-4, high = 1e-2, log = true }\n'
        + '"pipeline.batch_size" = { choices = [32, 64, 128] }\n'
        + '"train.epochs" = { low = 1, high = 9, step = 2 }\n'
        + '"pipeline.prefetch" = { choices = ["autotune", 2] }\n'
    )
    dims = {d.key: d for d in space.parse(job)}
    assert dims["train.learning_rate"].kind == "float" and dims["train.learning_rate"].log
    assert dims["pipeline.batch_size"].choices == (32, 64, 128)
    assert dims["train.epochs"].kind == "int" and dims["train.epochs"].step == 2
    assert dims["pipeline.prefetch"].kind == "choice"


def test_every_bad_entry_is_named_with_its_reason():
    got = _problems(
        '"train.learnin_rate" = { low = 1e-4, high = 1e-2 }\n'
        '"train.learning_rate" = { low = 1e-4, high = 20.0, log = true }\n'
        '"pipeline.batch_size" = { choices = [32, -4] }\n'
        '"model.architecture" = { choices = ["mlp", "transformer"] }\n'
        '"train.optimizer" = { low = 1, high = 2 }\n'
        '"train.epochs" = { low = 1.5, high = 3 }\n'
        '"train.momentum" = { low = 0.1, hi = 0.3 }\n'
        '"remote.port" = { low = 1, high = 3 }\n'
        '"train.beta_1" = { low = 0.9, high = 0.5 }\n'
    )
    assert "did you mean train.learning_rate" in got['sweep.space."train.learnin_rate"'][0]
    assert any(
        "high 20.0" in m and "at most 10" in m for m in got['sweep.space."train.learning_rate"']
    )
    assert any("choice -4" in m for m in got['sweep.space."pipeline.batch_size"'])
    assert any("'transformer'" in m for m in got['sweep.space."model.architecture"'])
    assert "choices" in got['sweep.space."train.optimizer"'][0]
    assert "whole number" in got['sweep.space."train.epochs"'][0]
    assert "unknown field hi" in got['sweep.space."train.momentum"'][0]
    assert "[remote]" in got['sweep.space."remote.port"'][0]
    assert "low must be below high" in got['sweep.space."train.beta_1"'][0]


def test_an_empty_space_is_refused():
    assert "sweep.space" in _problems("")


def test_the_trial_job_has_the_values_its_name_and_no_sweep():
    job = loads_job(HEAD + '"pipeline.batch_size" = { choices = [32, 64] }\n')
    tj = space.trial_job(job, {"pipeline.batch_size": 32, "train.learning_rate": 0.01}, "s-trial3")
    assert tj.pipeline.batch_size == 32 and tj.train.learning_rate == 0.01
    assert tj.name == "s-trial3" and not tj.sweep.space
    assert "[sweep]" not in tj.to_dict() and "sweep" not in tj.to_dict()


def _cli(*args: str) -> tuple[int, list[str], str]:
    """(exit code, heavy modules imported, stderr) of ``tpugui ARGS`` in a fresh interpreter."""
    code = (
        "import sys\nfrom tpugui.cli import main\nrc = main(sys.argv[1:])\n"
        "heavy = [m for m in ('tensorflow', 'torch', 'jax', 'optuna') if m in sys.modules]\n"
        "print(rc, ','.join(heavy) or '-')\n"
    )
    res = subprocess.run(
        [sys.executable, "-c", code, *args], capture_output=True, text=True, cwd=ROOT, timeout=120
    )
    rc, heavy = res.stdout.split()[-2:]
    return int(rc), [m for m in heavy.split(",") if m != "-"], res.stderr


def test_cli_refuses_a_bad_space_before_any_import(tmp_path: Path):
    path = tmp_path / "job.toml"
    path.write_text(
        HEAD
        + '"train.learning_rate" = { low = 0.0, high = 1e-2, log = true }\n'
        + '"pipeline.batch_size" = { choices = [32, 0] }\n'
        + '"train.no_such_key" = { low = 1, high = 2 }\n'
    )
    rc, heavy, err = _cli("sweep", str(path))
    assert rc == 2 and heavy == [], err
    for key in ("train.learning_rate", "pipeline.batch_size", "train.no_such_key"):
        assert f'sweep.space."{key}"' in err
    rc, heavy, err = _cli("sweep", str(path), "--trials", "0")
    assert rc == 2 and heavy == [] and "--trials" in err


def test_cli_refuses_a_validation_metric_without_validation_data(tmp_path: Path):
    path = tmp_path / "job.toml"
    text = HEAD.replace("[sweep]\n", "[data]\nvalidation_split = 0.0\n[sweep]\n")
    path.write_text(text + '"train.learning_rate" = { low = 1e-3, high = 1e-2 }\n')
    rc, heavy, err = _cli("sweep", str(path))
    assert rc == 2 and heavy == [] and "train.monitor" in err and "val_loss" in err


def test_cli_base_dir_must_be_a_folder_and_reads_the_job_s_paths(tmp_path: Path):
    """--base-dir is where the job's relative paths point (the window's Start sweep writes the
    job elsewhere): a missing folder is refused, and a relative data path is read from it."""
    path = tmp_path / "job.toml"
    path.write_text(
        HEAD.replace("[sweep]\n", '[data]\nsource = "npz"\npath = "data.npz"\n[sweep]\n')
        + '"train.learning_rate" = { low = 1e-3, high = 1e-2 }\n'
    )
    rc, heavy, err = _cli("sweep", str(path), "--base-dir", str(tmp_path / "nowhere"))
    assert rc == 2 and heavy == [] and "--base-dir" in err
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    rc, heavy, err = _cli("sweep", str(path), "--base-dir", str(elsewhere))
    assert rc == 2 and heavy == [] and str(elsewhere / "data.npz") in err, err
