"""Tiny real trainings for export and predict: scikit-learn's tables, a PNG folder, an npz.

Each run is trained once per module (a few epochs on a few hundred rows) and shared by its tests.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from tests.sources.test_csv import SKLEARN, sklearn_data
from tests.training.helpers import make_job
from tpugui.training import engine

IRIS = sklearn_data / "iris.csv"


def train(run_dir: Path, **sections) -> Path:
    job = make_job(**sections)
    assert engine.run(job, None, None, run_dir=run_dir) == "completed"
    return run_dir


def iris_run(root: Path, backend: str) -> Path:
    return train(
        root / f"iris-{backend}",
        data={"source": "csv", "path": str(IRIS), **SKLEARN},
        pipeline={"batch_size": 16},
        model={"backend": backend, "architecture": "mlp"},
        train={"epochs": 3, "learning_rate": 0.01},
    )


def write_diabetes(path: Path, rows: int = 300) -> Path:
    """scikit-learn's diabetes table (features + target) as a CSV with a header, by pyarrow."""
    import pyarrow as pa
    import pyarrow.csv as pcsv

    x = np.loadtxt(sklearn_data / "diabetes_data_raw.csv.gz")[:rows]
    y = np.loadtxt(sklearn_data / "diabetes_target.csv.gz")[:rows]
    names = ["age", "sex", "bmi", "bp", "s1", "s2", "s3", "s4", "s5", "s6"]
    table = pa.table({**{n: x[:, i] for i, n in enumerate(names)}, "progression": y})
    pcsv.write_csv(table, path)
    return path


def write_pngs(root: Path, per_class: int = 10, size: int = 8) -> Path:
    """``root/bright/*.png`` and ``root/dark/*.png``: grey 8x8 images, one class each."""
    import tensorflow as tf

    for name, level in (("bright", 210), ("dark", 40)):
        (root / name).mkdir(parents=True, exist_ok=True)
        rng = np.random.default_rng(level)
        for i in range(per_class):
            img = np.clip(rng.normal(level, 20, (size, size, 1)), 0, 255).astype(np.uint8)
            (root / name / f"{i:03d}.png").write_bytes(tf.io.encode_png(img).numpy())
    return root


def fresh_python(code: str, cwd: Path, *args: str, timeout: int = 240) -> str:
    """Run ``code`` in a new interpreter that cannot see the repository (no PYTHONPATH, run in
    ``cwd``); it must end with tpugui never imported."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["TF_CPP_MIN_LOG_LEVEL"] = "3"
    code += "\nassert 'tpugui' not in sys.modules, 'tpugui was imported'\n"
    proc = subprocess.run(
        [sys.executable, "-c", code, *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    return proc.stdout


def model_json(folder: Path) -> dict:
    return json.loads((folder / "model.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def runs_root(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("runs")
