"""An export's ``preprocess.py``: in a fresh Python that cannot see tpugui (``-I``, run in the
export folder), raw rows of scikit-learn's breast-cancer table (with a text column and missing
values added) become the input of the exported torch program, whose outputs agree with
``tpugui predict``'s within 1e-5; a Keras table run's ``model_columns.keras`` and
``saved_model_columns/`` take the raw columns themselves."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from tests.inference.conftest import model_json, train
from tests.sources.test_csv import SKLEARN, sklearn_data
from tpugui import backends
from tpugui.cli import main
from tpugui.inference import reading
from tpugui.inference.restore import restore

pytestmark = pytest.mark.slow

TOL = 1e-5

CHILD = """
import json, os, sys


class NoTpugui:  # the venv's editable install would find tpugui: any import of it fails
    @staticmethod
    def find_spec(name, path=None, target=None):
        if name.split(".")[0] == "tpugui":
            raise ImportError("tpugui is not installed here")


sys.meta_path.insert(0, NoTpugui)
sys.path.insert(0, os.getcwd())  # -I leaves the export folder off sys.path
import numpy as np
import torch
import preprocess
program = torch.export.load("program.pt2").module()
rows = json.load(open("rows.json"))
a = preprocess.preprocess_rows(rows)
b = preprocess.preprocess_csv("rows.csv")
logits = program(torch.from_numpy(a)).detach().numpy()
np.save("out.npy", np.stack([a, b]))
np.save("logits.npy", logits)
np.save("probs.npy", preprocess.postprocess(logits))
assert "tpugui" not in sys.modules
"""


def _table(path: Path, lines: list[list[str]], first: str) -> Path:
    path.write_text(first + "\n" + "\n".join(",".join(r) for r in lines) + "\n", encoding="utf-8")
    return path


GRADE = ["low", "mid", "high"]


def _breast_cancer(tmp_path: Path, backend: str, rows: int = 400) -> tuple[Path, str, list]:
    """A run on scikit-learn's breast-cancer table with a text column f31 added (after the
    label f30): (run, the table's first line, the shipped rows)."""
    shipped = (sklearn_data / "breast_cancer.csv").read_text(encoding="utf-8").splitlines()
    first, lines = shipped[0], [line.split(",") for line in shipped[1:]]
    train_rows = [r + [GRADE[i % 3]] for i, r in enumerate(lines[:rows])]
    table = _table(tmp_path / "train.csv", train_rows, first)
    run = train(
        tmp_path / "run",
        data={"source": "csv", "path": str(table), "label": "f30", **SKLEARN},
        pipeline={"batch_size": 64},
        model={"backend": backend, "architecture": "mlp"},
        train={"epochs": 1, "learning_rate": 0.01},
    )
    return run, first, lines


def test_preprocess_py_takes_raw_rows_like_predict(tmp_path, capsys):
    run, first, rows = _breast_cancer(tmp_path, "torch")
    grade = GRADE
    out = tmp_path / "out"
    capsys.readouterr()
    assert main(["export", str(run), "-o", str(out)]) == 0
    assert "preprocess.py" in capsys.readouterr().out
    info = model_json(out)
    assert info["files"]["preprocess"] == "preprocess.py" and "preprocess" in info["how_to_load"]
    code = (out / "preprocess.py").read_text(encoding="utf-8")
    imports = [line for line in code.splitlines() if line.lstrip().startswith(("import", "from"))]
    assert not [line for line in imports if "tpugui" in line]

    # new rows: a missing number, an unseen and a missing category; the dicts without the label
    new = [r + [grade[i % 3]] for i, r in enumerate(rows[400:440])]
    new[0][3] = ""
    new[1][31] = "unheard"
    new[2][31] = ""
    rows_csv = _table(out / "rows.csv", new, first)  # read as training read: one line skipped
    dicts = [{f"f{i}": v for i, v in enumerate(r) if i != 30} for r in new]
    (out / "rows.json").write_text(json.dumps(dicts), encoding="utf-8")

    proc = subprocess.run(
        [sys.executable, "-I", "-c", CHILD], cwd=out, capture_output=True, text=True, timeout=240
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    a, b = np.load(out / "out.npy")
    theirs = np.load(out / "logits.npy")

    restored = restore(run)
    ex = reading.read([rows_csv], restored.job, restored.info, restored.family)
    np.testing.assert_allclose(a, np.transpose(ex.x, (0, 3, 1, 2)), atol=1e-6)
    np.testing.assert_array_equal(a, b)
    ours = restored.forward(ex.x)
    assert float(np.abs(theirs - ours).max()) <= TOL

    capsys.readouterr()
    assert main(["predict", str(run), str(rows_csv), "--json"]) == 0
    got = json.loads(capsys.readouterr().out)
    probs = np.load(out / "probs.npy")
    assert [g["prediction"] for g in got] == probs.argmax(axis=1).tolist()
    np.testing.assert_allclose([g["probability"] for g in got], probs.max(axis=1), atol=TOL)


@pytest.mark.parametrize("family", ["tensorflow", "torch"])
def test_preprocess_images_reads_pngs_as_predict(tmp_path, family):
    """An images run (resized to its size, unit or standardize after a map-stage resize, a grey
    PNG for three channels) and a digits run reading larger 0-255 PNGs (area-resized, scaled to
    0-16): preprocess_images gives predict's input, no model needed."""
    import importlib.util

    from tests.inference.conftest import write_pngs
    from tests.training.helpers import make_job
    from tpugui import sources
    from tpugui.inference import preprocess_code

    small = write_pngs(tmp_path / "small", per_class=2, size=8)
    big = write_pngs(tmp_path / "big", per_class=2, size=12)

    def info(shape, value_max, resize, normalize):
        return {"input_shape": shape, "value_max": value_max, "resize": resize,
                "normalize": normalize, "task": "classification"}  # fmt: skip

    images = {"source": "images", "path": str(small)}
    cases = [
        (make_job(data={**images, "image_size": [6, 5]}, pipeline={"normalize": "unit"}),
         info([6, 5, 1], 255.0, [0, 0], "unit"), small),
        (make_job(data={**images, "image_size": [10, 10]},
                  pipeline={"normalize": "standardize", "resize": [7, 9]}),
         info([7, 9, 3], 255.0, [7, 9], "standardize"), small),
        (make_job(pipeline={"normalize": "unit"}), info([8, 8, 1], 16.0, [0, 0], "unit"), big),
    ]  # fmt: skip
    for i, (job, inputs, folder) in enumerate(cases):
        size = sources.get(job.data.source).decode_size(job.data)
        path = tmp_path / f"pre{i}.py"
        form = backends.get(family).hook(backends.get(family).export_format)
        path.write_text(preprocess_code.source(inputs, job, family, form, size), encoding="utf-8")
        spec = importlib.util.spec_from_file_location(f"pre{i}", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        pngs = sorted(folder.rglob("*.png"))
        want = reading.read(pngs, job, inputs, family).x
        want = np.transpose(want, (0, 3, 1, 2)) if family == "torch" else want
        np.testing.assert_allclose(module.preprocess_images(pngs), want, atol=TOL)


def test_model_columns_keras_takes_raw_columns_like_predict(tmp_path, capsys):
    """A Keras table run's model_columns.keras, loaded by Keras alone (no custom objects),
    takes the raw columns by name (numbers, text) and gives predict's logits; so does
    saved_model_columns/, loaded by tf.saved_model.load alone, its serve fed one (rows,) array
    per column, and its probabilities are predict --json's."""
    import keras
    import tensorflow as tf

    run, first, rows = _breast_cancer(tmp_path, "tensorflow", rows=200)
    out = tmp_path / "out"
    assert main(["export", str(run), "-o", str(out)]) == 0
    info = model_json(out)
    assert info["files"]["columns"] == "model_columns.keras" and "columns" in info["how_to_load"]
    new = [r + [GRADE[i % 3]] for i, r in enumerate(rows[400:430])]
    new[1][31] = "unheard"
    rows_csv = _table(tmp_path / "rows.csv", new, first)

    model = keras.saving.load_model(str(out / "model_columns.keras"))
    feed = {f"f{i}": np.array([[float(r[i])] for r in new], np.float32) for i in range(30)}
    feed["f31"] = np.array([[r[31]] for r in new], dtype=object)
    theirs = np.asarray(model(feed))

    restored = restore(run)
    ex = reading.read([rows_csv], restored.job, restored.info, restored.family)
    ours = restored.forward(ex.x)
    assert float(np.abs(theirs - ours).max()) <= TOL

    assert info["files"]["saved_model_columns"] == "saved_model_columns"
    assert "saved_model_columns" in info["how_to_load"]
    served = tf.saved_model.load(str(out / "saved_model_columns"))
    specs = served.signatures["serving_default"].structured_input_signature[1]
    assert {k: s.dtype for k, s in specs.items()} == {
        **{f"f{i}": tf.float32 for i in range(30)}, "f31": tf.string
    }  # fmt: skip
    columns = {name: values[:, 0] for name, values in feed.items()}  # the columns as they are
    logits = served.serve(columns).numpy()
    assert logits.shape == ours.shape and float(np.abs(logits - ours).max()) <= TOL

    capsys.readouterr()
    assert main(["predict", str(run), str(rows_csv), "--json"]) == 0
    got = json.loads(capsys.readouterr().out)
    e = np.exp(logits - logits.max(axis=1, keepdims=True))
    probs = e / e.sum(axis=1, keepdims=True)
    assert [g["prediction"] for g in got] == probs.argmax(axis=1).tolist()
    np.testing.assert_allclose([g["probability"] for g in got], probs.max(axis=1), atol=TOL)


def test_columns_whose_keras_names_would_clash_get_names_of_their_own(tmp_path):
    """Columns "a b" and "a_b" (both "a_b" to Keras) and one named "x_norm" beside the
    Normalization layer of "x" make a model that saves and takes each column by its name."""
    from types import SimpleNamespace

    import keras

    from tpugui.training.tensorflow import export as tf_export

    features = [["a b", "number", [0.0, 1.0]], ["a_b", "number", [1.0, 2.0]],
                ["x", "number", [0.0, 1.0]], ["x_norm", "category", ["u", "v"]]]  # fmt: skip
    width = 3 + 3  # three numbers, a category of two values and its slot for others
    x = keras.Input((1, width, 1))
    inner = keras.Model(x, keras.layers.Flatten()(x), name="inner")  # the row as it comes in
    restored = SimpleNamespace(info={"plan": {"features": features}}, model=inner)
    files = {**tf_export.COLUMNS}
    tf_export.write_columns(restored, tmp_path, files)
    model = keras.saving.load_model(tmp_path / files["columns"])
    row = model({"a b": np.array([[3.0]]), "a_b": np.array([[5.0]]), "x": np.array([[7.0]]),
                 "x_norm": np.array([["v"]])})  # fmt: skip
    assert np.allclose(np.asarray(row)[0], [3.0, 2.0, 7.0, 0.0, 0.0, 1.0])  # (5 - 1) / 2
