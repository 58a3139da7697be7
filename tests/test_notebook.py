"""`tpugui notebook`: the job as a self-contained .ipynb, executed headless with nbclient on CPU.

Small jobs (synthetic 8x8 data, an mlp, one epoch of two steps) keep each run to a kernel start
and a framework import. Each executed notebook is a fresh kernel (that is what proves it
self-contained), so every execution covers as much as one notebook can:

- TensorFlow, synthetic data, classification: the notebook the CLI writes (a cnn), run;
  its mlp: the regression notebook below;
- torch and JAX, synthetic data, classification: ``test_local_notebook_trains_headless``;
- torch_xla without torch_xla installed (says so, trains on the CPU): its regression notebook,
  whose cells are torch's but for the intro and the accelerator cell
  (``test_torch_xla_cells_are_torchs_but_the_accelerator`` keeps that so); so it also runs
  torch's regression loss and metric;
- regression on JAX and TensorFlow, multi-label on torch: ``test_a_notebook_trains_the_jobs_task``.
"""

from __future__ import annotations

import ast
import importlib.util
import json
import subprocess
import sys

import pytest

from tpugui.job import Job, save_job
from tpugui.notebook import TARGETS, build_notebook, write_notebook

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")


def tiny(backend: str = "tensorflow", architecture: str = "mlp") -> Job:
    job = Job()
    for key, value in {
        "name": f"tiny-{backend}",
        "data.source": "synthetic",
        "data.count": 256,
        "data.classes": 3,
        "pipeline.batch_size": 32,
        "model.backend": backend,
        "model.architecture": architecture,
        "train.epochs": 1,
        "train.steps_per_epoch": 2,
    }.items():
        job = job.updated(key, value)
    return job


def execute(path, tmp_path) -> list[str]:
    """Run every cell in a fresh kernel (this interpreter); the text each printed."""
    nb = nbformat.read(str(path), as_version=4)
    client = nbclient.NotebookClient(
        nb, timeout=240, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}}
    )
    client.execute()
    out = []
    for cell in nb.cells:
        for o in cell.get("outputs", []):
            out.append(o.get("text", "") if o.get("output_type") == "stream" else "")
    return out


def code_cells(nb) -> list[str]:
    return [c.source for c in nb.cells if c.cell_type == "code"]


@pytest.mark.slow
@pytest.mark.parametrize(
    "backend",
    [
        # tensorflow: the CLI's notebook; torch_xla: its regression notebook (see the top)
        "torch",
        pytest.param(
            "jax",
            marks=pytest.mark.skipif(
                importlib.util.find_spec("jax") is None
                or importlib.util.find_spec("optax") is None,
                reason="jax/optax not installed",
            ),
        ),
    ],
)
def test_local_notebook_trains_headless(backend, tmp_path):
    path = write_notebook(tiny(backend), tmp_path / "job.ipynb", "local")
    text = "".join(execute(path, tmp_path))
    assert "element spec:" in text
    assert "epoch 1:" in text and "'loss':" in text and "val_accuracy" in text


@pytest.mark.slow
def test_cli_writes_a_notebook_that_runs(tmp_path):
    job_path = tmp_path / "job.toml"
    save_job(tiny("tensorflow", "cnn"), job_path)
    out = tmp_path / "out" / "nb.ipynb"
    out.parent.mkdir()
    r = subprocess.run(
        [
            sys.executable,
            "-m",
            "tpugui",
            "notebook",
            str(job_path),
            "-o",
            str(out),
            "--target",
            "local",
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode == 0, r.stderr
    assert f"wrote {out} (tensorflow for local" in r.stdout
    text = "".join(execute(out, tmp_path))  # TensorFlow's headless run (synthetic data)
    assert "element spec:" in text
    assert "'loss':" in text and "val_accuracy" in text


@pytest.mark.parametrize("target", [t for t in TARGETS if t != "local"])
@pytest.mark.parametrize("backend", ["tensorflow", "torch", "torch_xla", "jax"])
def test_tpu_notebooks_use_todays_apis(target, backend):
    nb = build_notebook(tiny(backend, "cnn"), target)
    nbformat.validate(nb)
    for src in code_cells(nb):
        ast.parse(src)  # every code cell is Python
    code = "\n".join(code_cells(nb))
    assert nb.metadata["tpugui"]["target"] == target
    if backend == "tensorflow":
        assert 'TPUClusterResolver(tpu="local")' in code and "TPUStrategy(resolver)" in code
        assert "tensorflow-tpu" in code and "experimental.TPUStrategy" not in code
    elif backend in ("torch", "torch_xla"):
        assert nb.metadata["tpugui"]["backend"] == "torch_xla"
        assert "torch_xla.device()" in code and "torch_xla.sync" in code
        assert "xla_device()" not in code and "mark_step" not in code
        assert "torch_xla[tpu]==2.9.0" in code
    else:
        assert "jax[tpu]" in code and "jax.devices()" in code
    assert "COLAB_TPU_ADDR" not in code and "grpc://" not in code
    if target == "colab":
        assert nb.metadata["accelerator"] == "TPU"
        assert "Runtime › Change runtime type › TPU" in nb.cells[0].source


def test_bad_job_exits_2_naming_the_field(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text("[model]\nbackend = 'caffe'\n", encoding="utf-8")
    r = subprocess.run(
        [sys.executable, "-m", "tpugui", "notebook", str(bad)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert r.returncode == 2 and "model.backend" in r.stderr
    assert not (tmp_path / "bad.ipynb").exists()


def test_default_output_beside_the_job(tmp_path):
    job_path = tmp_path / "digits.toml"
    save_job(tiny(), job_path)
    from tpugui.cli import main

    assert main(["notebook", str(job_path)]) == 0
    nb = json.loads((tmp_path / "digits.ipynb").read_text(encoding="utf-8"))
    assert nb["metadata"]["tpugui"]["target"] == "colab"


@pytest.mark.slow
@pytest.mark.parametrize(("backend", "task", "metric"), [
    # torch_xla: torch's regression cells, and its own CPU fallback (see the top)
    ("torch_xla", "regression", "val_mse"), ("jax", "regression", "val_mse"),
    ("tensorflow", "regression", "val_r2"), ("torch", "multilabel", "val_accuracy"),
])  # fmt: skip
def test_a_notebook_trains_the_jobs_task(tmp_path, backend, task, metric):
    """Its loss and validation metric follow model.task (a table nobody here made)."""
    from tests.training.test_tasks import diabetes_csv, iris_tags

    table, label = (
        (diabetes_csv(tmp_path), "progression") if task == "regression"
        else (iris_tags(tmp_path), "tags")
    )  # fmt: skip
    job = tiny(backend, "mlp")
    for key, value in {"data.source": "csv", "data.path": str(table), "data.label": label,
                       "model.task": task}.items():  # fmt: skip
        job = job.updated(key, value)
    path = write_notebook(job, tmp_path / "job.ipynb", "local")
    text = "".join(execute(path, tmp_path))
    assert "element spec:" in text and "'loss':" in text, text[-2000:]
    assert metric in text, text[-2000:]
    if backend == "torch_xla" and importlib.util.find_spec("torch_xla") is None:
        # torch_xla is not installed here: the notebook says so and uses the CPU
        assert "torch_xla is not installed: training on the CPU" in text


def test_torch_xla_cells_are_torchs_but_the_accelerator():
    """A local torch_xla notebook differs from torch's only in its intro and accelerator cell,
    so its executed regression notebook runs torch's pipeline, model and training cells."""
    for task in ("classification", "regression", "multilabel"):
        plain = build_notebook(tiny("torch").updated("model.task", task), "local")
        xla = build_notebook(tiny("torch_xla").updated("model.task", task), "local")
        assert len(plain.cells) == len(xla.cells)
        differ = [i for i, (a, b) in enumerate(zip(plain.cells, xla.cells, strict=True))
                  if a.source != b.source]  # fmt: skip
        assert differ == [0, 3], differ  # the intro (names) and the accelerator
        assert "import torch_xla" in xla.cells[3].source
        assert "except ImportError:" in xla.cells[3].source
