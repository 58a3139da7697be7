"""``tpugui export`` and ``tpugui predict`` on real tiny trainings: the exported model, loaded in
a fresh Python by its framework's own loader (no tpugui), gives what ``tpugui predict`` gives."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from tests.inference.conftest import (
    IRIS,
    fresh_python,
    iris_run,
    model_json,
    train,
    write_diabetes,
)
from tests.training.helpers import needs, trainable_backends
from tpugui.cli import main
from tpugui.inference import reading
from tpugui.inference.restore import restore

pytestmark = pytest.mark.slow

TOL = 1e-5

#: a fresh Python per framework: argv = inputs.npy (laid out as model.json says), logits.npy
LOADERS = {
    "tensorflow": """
import sys
import numpy as np
import keras
import tensorflow as tf
x = np.load(sys.argv[1])
a = np.asarray(keras.saving.load_model("model.keras")(x))
served = tf.saved_model.load("saved_model")  # kept: its variables live as long as it does
b = np.asarray(served.serve(x))
np.save(sys.argv[2], np.stack([a, b]))
""",
    "torch": """
import sys
import numpy as np
import torch
from torch import nn
x = torch.from_numpy(np.load(sys.argv[1]))
a = torch.export.load("program.pt2").module()(x).detach().numpy()
# the state_dict in the same network built by hand: the mlp is Flatten, then Linear/ReLU pairs
state = torch.load("state_dict.pt", weights_only=True)
weights = [state[k] for k in sorted(state, key=lambda k: int(k.split(".")[0])) if k.endswith("weight")]
layers = [nn.Flatten()]
for i, w in enumerate(weights):
    layers += [nn.Linear(w.shape[1], w.shape[0])] + ([nn.ReLU()] if i < len(weights) - 1 else [])
net = nn.Sequential(*layers)
net.load_state_dict(state)
with torch.no_grad():
    b = net.eval()(x).numpy()
np.save(sys.argv[2], np.stack([a, b]))
""",
    "jax": """
import os
import sys
import numpy as np
import jax
import orbax.checkpoint as ocp
program = jax.export.deserialize(bytearray(open("model.jaxexport", "rb").read()))
tree = ocp.StandardCheckpointer().restore(os.path.abspath("params"))
a = np.asarray(program.call(tree, np.load(sys.argv[1])))
np.save(sys.argv[2], np.stack([a]))
""",
}


def _fresh_logits(folder: Path, x_nhwc: np.ndarray, framework: str) -> np.ndarray:
    info = model_json(folder)
    x = np.transpose(x_nhwc, (0, 3, 1, 2)) if info["inputs"]["layout"] == "NCHW" else x_nhwc
    np.save(folder / "inputs.npy", np.ascontiguousarray(x, dtype=np.float32))
    fresh_python(LOADERS[framework], folder, "inputs.npy", "logits.npy")
    return np.load(folder / "logits.npy")


def _cli_json(capsys, *args: str) -> list[dict]:
    capsys.readouterr()
    assert main(["predict", *args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def _softmax(z: np.ndarray) -> np.ndarray:
    e = np.exp(z - z.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


@pytest.fixture(scope="module", params=trainable_backends())
def iris(request, runs_root) -> tuple[str, Path]:
    """Every backend that trains here (part of the conformance suite, tests/training/
    test_conformance.py): a backend without a loader in LOADERS fails, as it should."""
    needs(request.param)
    return request.param, iris_run(runs_root, request.param)


def test_fresh_python_gives_what_predict_gives(iris, capsys, tmp_path):
    backend, run = iris
    assert main(["export", str(run), "-o", str(tmp_path / "out")]) == 0
    folder = tmp_path / "out"
    info = model_json(folder)
    assert info["framework"] == backend and info["task"] == "classification"
    assert info["outputs"]["activation"] == "softmax" and info["class_names"] is None
    assert info["preprocessing"]["table"]["label"] == "f4"
    assert len(json.dumps(info)) < 4000  # small: the table plan is the only table in it
    assert all((folder / name).exists() for name in info["files"].values())

    restored = restore(run)
    ex = reading.read([IRIS], restored.job, restored.info, restored.family)
    assert len(ex) == 150 and ex.names[0] == "iris.csv:2"
    ours = restored.forward(ex.x)
    theirs = _fresh_logits(folder, ex.x, backend)
    diff = float(np.abs(theirs - ours[None]).max())
    with capsys.disabled():
        print(f"\n{backend}: max |fresh - tpugui| logit difference {diff:.3g}")
    assert diff <= TOL

    got = _cli_json(capsys, str(run), str(IRIS))
    assert len(got) == 150
    p = _softmax(theirs[0].astype(np.float64))
    assert [g["prediction"] for g in got] == p.argmax(axis=1).tolist()
    np.testing.assert_allclose([g["probability"] for g in got], p.max(axis=1), atol=TOL)
    assert sum(g["prediction"] == int(y) for g, y in zip(got, _iris_labels(), strict=True)) > 100


def _iris_labels() -> np.ndarray:
    return np.loadtxt(IRIS, delimiter=",", skiprows=1)[:, 4]


def test_default_folder_and_plain_lines(iris, capsys):
    backend, run = iris
    capsys.readouterr()
    assert main(["export", str(run)]) == 0
    assert (run / "export" / "model.json").is_file()
    assert "exported to" in capsys.readouterr().out
    rows = tmp = run.parent / f"two-{backend}.csv"
    # read as the training file was (no header, one line skipped); the label column may be absent
    rows.write_text("2,4\n5.1,3.5,1.4,0.2\n6.9,3.1,5.4,2.3\n", encoding="utf-8")
    assert main(["predict", str(run), str(tmp)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and lines[0].startswith(f"two-{backend}.csv:2  0  ")
    assert lines[1].startswith(f"two-{backend}.csv:3  2  ")


def test_regression_on_diabetes_undoes_the_standardisation(runs_root, capsys, tmp_path):
    table = write_diabetes(tmp_path / "diabetes.csv")
    run = train(
        runs_root / "diabetes",
        data={"source": "csv", "path": str(table), "label": "progression"},
        pipeline={"batch_size": 32},
        model={"backend": "jax", "architecture": "mlp", "task": "regression"},
        train={"epochs": 4, "learning_rate": 0.01},
    )
    assert main(["export", str(run), "-o", str(tmp_path / "out")]) == 0
    info = model_json(tmp_path / "out")
    ((mean, spread),) = info["outputs"]["target"]["mean_spread"]
    assert info["outputs"]["activation"] == "none" and 100 < mean < 200 and spread > 10
    got = _cli_json(capsys, str(run), str(table))
    assert len(got) == 300 and set(got[0]) == {"prediction"}
    restored = restore(run)
    ex = reading.read([table], restored.job, restored.info, restored.family)
    theirs = _fresh_logits(tmp_path / "out", ex.x, "jax")[0]
    values = theirs[:, 0].astype(np.float64) * spread + mean
    np.testing.assert_allclose([g["prediction"] for g in got], values, atol=1e-3, rtol=TOL)
    y = np.loadtxt(table, delimiter=",", skiprows=1)[:, -1]
    assert np.corrcoef(values, y)[0, 1] > 0.5  # it learned something
