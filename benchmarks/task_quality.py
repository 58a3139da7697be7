"""How well each backend learns the tables that ship inside scikit-learn, per ``model.task``.

    .venv/bin/python benchmarks/task_quality.py [--epochs 25]

Not a speed figure: the README's quality figures. For tensorflow, torch and jax it trains the
same jobs tests/training/test_tasks.py checks (an MLP, batch 32, lr 0.003, early stopping with
patience 4 on the validation loss, the best checkpoint kept):

* regression: diabetes (features and target ship as two files; joined into one CSV with a text
  column), 20 % held out: the best epoch's validation R² (predicting the mean scores 0);
* classification: wine (``wine_data.csv``), 25 % held out: the last epoch's validation accuracy.

Each row prints the metric, the epochs run and the wall seconds of the run.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

import numpy as np


def diabetes_csv(folder: Path) -> Path:
    import pyarrow as pa
    import pyarrow.csv as pcsv
    import sklearn

    data = Path(sklearn.__file__).parent / "datasets" / "data"
    x = np.loadtxt(data / "diabetes_data_raw.csv.gz")
    y = np.loadtxt(data / "diabetes_target.csv.gz")
    names = ["age", "sex", "bmi", "bp", "s1", "s2", "s3", "s4", "s5", "s6"]
    cols = {n: x[:, i] for i, n in enumerate(names)}
    cols["sex"] = np.where(x[:, 1] == 1, "f", "m")
    cols["progression"] = y
    path = folder / "diabetes.csv"
    pcsv.write_csv(pa.table(cols), path)
    return path


def main() -> None:
    import sklearn

    from tpugui.job import Job
    from tpugui.training import engine

    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=25)
    args = ap.parse_args()
    wine = Path(sklearn.__file__).parent / "datasets" / "data" / "wine_data.csv"
    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        tables = {
            "regression": {"path": str(diabetes_csv(tmp_path)), "label": "progression"},
            "classification": {
                "path": str(wine),
                "header": False,
                "skip_rows": 1,
                "validation_split": 0.25,
            },  # fmt: skip
        }
        print(f"{'task':15} {'backend':11} {'metric':>14} {'epochs':>6} {'seconds':>8}")
        for task, data in tables.items():
            for backend in ("tensorflow", "torch", "jax"):
                job = Job.from_dict(
                    {
                        "data": {"source": "csv", **data},
                        "pipeline": {"batch_size": 32 if task == "regression" else 16},
                        "model": {"backend": backend, "architecture": "mlp", "task": task},
                        "train": {
                            "epochs": args.epochs,
                            "learning_rate": 0.003,
                            "patience": 4,
                            "keep_best": True,
                        },  # fmt: skip
                    }
                )
                run = tmp_path / f"{task}-{backend}"
                t0 = time.perf_counter()
                status = engine.run(job, None, None, run_dir=run)
                wall = time.perf_counter() - t0
                ends = [
                    json.loads(line)
                    for line in (run / "events.jsonl").read_text().splitlines()
                    if '"epoch_end"' in line
                ]
                if task == "regression":
                    best = min(ends, key=lambda e: e["logs"]["val_loss"])
                    value = f"val R² {best['logs']['val_r2']:.3f}"
                else:
                    value = f"val acc {ends[-1]['logs']['val_accuracy']:.3f}"
                print(f"{task:15} {backend:11} {value:>14} {len(ends):>6} {wall:>8.1f} {status}")


if __name__ == "__main__":
    main()
