"""model.task (tpugui/tasks.py, tpugui/training/objectives.py): each task's loss and metric in
every framework checked against a ground truth (scikit-learn's r2_score, Keras's own losses),
the optimizer settings as each framework applies them, early stopping and the best checkpoint
as callbacks, and real tables nobody here made trained as regression and multi-label runs."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import numpy as np
import pytest

from tests.training.helpers import events_of, make_job, of_type
from tpugui import tasks
from tpugui.events import Emitter
from tpugui.job import JobError
from tpugui.training import callbacks, checkpoints, engine
from tpugui.training.callbacks import CallbackList, Training
from tpugui.training.jax import objectives as jax_objectives
from tpugui.training.reporter import Reporter
from tpugui.training.tensorboard import ScalarWriter
from tpugui.training.tensorflow import objectives as tf_objectives
from tpugui.training.torch import objectives as torch_objectives

sklearn = pytest.importorskip("sklearn")
DATA = Path(sklearn.__file__).parent / "datasets" / "data"

RNG = np.random.default_rng(7)
Y_REG = RNG.normal(size=(64, 2)).astype(np.float32) * [1.0, 3.0]
Z_REG = (Y_REG + RNG.normal(size=(64, 2)) * 0.7).astype(np.float32)
Y_HOT = (RNG.random((64, 5)) < 0.4).astype(np.float32)
Z_HOT = RNG.normal(size=(64, 5)).astype(np.float32)
Y_CLS = RNG.integers(0, 4, 64)
Z_CLS = RNG.normal(size=(64, 4)).astype(np.float32)


# --- the metrics against their ground truth --------------------------------------------------


def _torch(task, z, y, w=None):
    import torch

    yt = torch.from_numpy(y) if task != "classification" else torch.from_numpy(y).long()
    wt = None if w is None else torch.from_numpy(w)
    return torch_objectives.stats(task, torch.from_numpy(z), yt, wt).numpy()


def _jax(task, z, y, w=None):
    import jax.numpy as jnp

    yj = jnp.asarray(y if task != "classification" else y.astype(np.int32))
    return np.asarray(jax_objectives.stats(task, jnp.asarray(z), yj, w))


@pytest.mark.parametrize("stats", [_torch, _jax], ids=["torch", "jax"])
def test_summed_metrics_equal_their_ground_truth_over_uneven_batches(stats):
    from sklearn.metrics import r2_score

    cuts = [0, 5, 23, 40, 64]  # batches of different sizes, summed as an epoch sums them
    for task, z, y, truth in (
        ("regression", Z_REG, Y_REG, r2_score(Y_REG, Z_REG, multioutput="variance_weighted")),
        ("multilabel", Z_HOT, Y_HOT, float(((Z_HOT > 0) == (Y_HOT > 0.5)).mean())),
        ("classification", Z_CLS, Y_CLS, float((Z_CLS.argmax(1) == Y_CLS).mean())),
    ):
        total = sum(stats(task, z[a:b], y[a:b]) for a, b in zip(cuts, cuts[1:], strict=False))
        assert len(total) == tasks.stats_width(task, z.shape[1])
        assert tasks.finish(task, total) == pytest.approx(truth, abs=1e-5), task


def test_padding_rows_weigh_nothing():
    """The JAX evaluation pads a batch to the devices with weight 0: the metric ignores them."""
    from sklearn.metrics import r2_score

    w = np.ones(64, np.float32)
    w[50:] = 0.0
    got = tasks.finish("regression", _jax("regression", Z_REG, Y_REG, w))
    want = r2_score(Y_REG[:50], Z_REG[:50], multioutput="variance_weighted")
    assert got == pytest.approx(want, abs=1e-5)


def test_keras_metrics_agree_with_the_summed_ones():
    import keras

    for task, z, y in (
        ("regression", Z_REG, Y_REG),
        ("multilabel", Z_HOT, Y_HOT),
        ("classification", Z_CLS, Y_CLS),
    ):
        [metric] = tf_objectives.metrics(task)
        metric.update_state(keras.ops.convert_to_tensor(y), keras.ops.convert_to_tensor(z))
        assert float(metric.result()) == pytest.approx(
            tasks.finish(task, _torch(task, z, y)), abs=1e-5
        ), task


@pytest.mark.parametrize("smoothing", [0.0, 0.2])
def test_each_frameworks_loss_is_kerass(smoothing):
    import jax.numpy as jnp
    import torch

    cases = [("multilabel", Z_HOT, Y_HOT), ("classification", Z_CLS, Y_CLS)]
    if not smoothing:
        cases.append(("regression", Z_REG, Y_REG))
    for task, z, y in cases:
        want = float(np.mean(tf_objectives.loss(task, smoothing)(y, z)))  # compile() means it
        yt = torch.from_numpy(y).long() if task == "classification" else torch.from_numpy(y)
        got_torch = float(torch_objectives.loss(task, torch.from_numpy(z), yt, smoothing).mean())
        yj = jnp.asarray(y.astype(np.int32) if task == "classification" else y)
        got_jax = float(jax_objectives.loss(task, jnp.asarray(z), yj, z.shape[1], smoothing).mean())
        assert got_torch == pytest.approx(want, rel=1e-5), task
        assert got_jax == pytest.approx(want, rel=1e-5), task


def test_predictions_read_logits_as_each_task_means_them():
    got = tasks.predictions("classification", [[0.0, 2.0, 0.0]], ["a", "b", "c"])
    assert got[0]["prediction"] == "b"
    assert got[0]["probability"] == pytest.approx(np.exp(2) / (np.exp(2) + 2))
    got = tasks.predictions("multilabel", [[3.0, -3.0, 0.5]], ["x", "y", "z"])
    assert got[0]["prediction"] == ["x", "z"]
    got = tasks.predictions("regression", [[0.5]], None, [[100.0, 20.0]])
    assert got == [{"prediction": pytest.approx(110.0)}]


# --- the optimizer settings as each framework applies them -------------------------------------


def test_optimizer_settings_reach_keras_and_torch():
    import torch

    from tpugui.training.tensorflow import build as tf_build
    from tpugui.training.torch import build as torch_build

    job = make_job(train={"optimizer": "adamw", "beta_1": 0.8, "beta_2": 0.95,
                          "weight_decay": 0.05, "clip_norm": 2.5})  # fmt: skip
    opt = tf_build.make_optimizer(job, 10)
    assert (float(opt.beta_1), float(opt.beta_2), float(opt.weight_decay)) == pytest.approx(
        (0.8, 0.95, 0.05)
    )
    assert opt.global_clipnorm == pytest.approx(2.5)
    group = torch_build.make_optimizer(job, [torch.nn.Parameter(torch.zeros(2))]).param_groups[0]
    assert group["betas"] == (0.8, 0.95) and group["weight_decay"] == pytest.approx(0.05)
    sgd = make_job(train={"optimizer": "sgd", "momentum": 0.5})
    assert float(tf_build.make_optimizer(sgd, 10).momentum) == pytest.approx(0.5)
    group = torch_build.make_optimizer(sgd, [torch.nn.Parameter(torch.zeros(2))]).param_groups[0]
    assert group["momentum"] == pytest.approx(0.5)


def test_the_clip_norm_bounds_a_jax_update_to_the_learning_rate_times_the_norm():
    import jax.numpy as jnp

    from tpugui.training.jax import build

    job = make_job(train={"optimizer": "sgd", "momentum": 0.0, "learning_rate": 0.1,
                          "clip_norm": 2.0})  # fmt: skip
    tx = build.make_optimizer(job, 10)
    params = {"w": jnp.zeros(4)}
    grads = {"w": jnp.full(4, 100.0)}  # norm 200
    updates, _ = tx.update(grads, tx.init(params), params)
    assert float(jnp.linalg.norm(updates["w"])) == pytest.approx(0.1 * 2.0, rel=1e-5)
    plain = build.make_optimizer(job.updated("train.clip_norm", 0.0), 10)
    updates, _ = plain.update(grads, plain.init(params), params)
    assert float(jnp.linalg.norm(updates["w"])) == pytest.approx(0.1 * 200.0, rel=1e-5)


# --- early stopping and the best checkpoint ----------------------------------------------------


def _drive(tmp_path, val_losses, write=None, **train):
    """The callbacks of a run fed these epochs' logs (the loop's calls, in its order);
    ``write(epoch, step)``: the backend's save (default: a name, nothing written)."""
    sink: list[dict] = []
    job = make_job(train={"epochs": len(val_losses), "checkpoint_every": 0, **train})
    rep = Reporter(job, Emitter([sink.append]), threading.Event(), tmp_path, None)
    rep.started(backend="torch", device="CPU", replicas=1, epochs=len(val_losses),
                steps_per_epoch=1)  # fmt: skip
    saved: list[int] = []

    def save(epoch, step):
        saved.append(epoch)
        return write(epoch, step) if write else tmp_path / "checkpoints" / f"{epoch}.json"

    t = Training(job, rep, steps=1, save=save)
    cbs = CallbackList(callbacks.standard(job, ScalarWriter(tmp_path / "tb", rep.log)), t)
    cbs.on_train_begin()
    ran = 0
    for epoch, v in enumerate(val_losses):
        cbs.on_epoch_begin(epoch)
        cbs.on_train_batch_end(0, {"loss": 1.0})
        t.epoch_complete = True
        cbs.on_epoch_end(epoch, {"loss": 1.0, "val_loss": v})
        ran += 1
        if t.agree()[0]:
            break
    cbs.on_train_end()
    logs = [r["message"] for r in sink if r["type"] == "log"]
    return ran, saved, logs


def test_early_stopping_waits_patience_epochs_without_a_real_improvement(tmp_path):
    ran, _, logs = _drive(tmp_path, [1.0, 0.8, 0.79, 0.9, 0.85, 0.5, 0.4],
                          patience=3, min_delta=0.05)  # fmt: skip
    # 0.79 is no improvement of more than 0.05 on 0.8: epochs 3, 4, 5 wait, the run ends at 5
    assert ran == 5
    assert any("early stopping after epoch 5" in m and "epoch 2" in m for m in logs), logs
    ran, _, _ = _drive(tmp_path / "b", [1.0, 0.8, 0.79, 0.9, 0.85, 0.5, 0.4], patience=3)
    assert ran == 7  # without min_delta, 0.79 improves and the wait never reaches 3


def test_the_best_checkpoint_is_saved_when_the_watched_metric_improves(tmp_path):
    (tmp_path / "checkpoints").mkdir()
    _, saved, _ = _drive(tmp_path, [1.0, 0.6, 0.7, 0.5, 0.9], keep_best=True)
    assert saved[:3] == [1, 2, 4]  # the improving epochs; the run's end adds the last one
    best = json.loads((tmp_path / "checkpoints" / "best.json").read_text())
    assert (best["epoch"], best["value"], best["monitor"]) == (4, 0.5, "val_loss")


def _writer(folder, returns=True):
    """A backend's save writing real files (a weights file and its metadata); the writing
    rank returns the metadata's path, the others None."""

    def write(epoch, step):
        name = checkpoints.stem(epoch, step)
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"{name}.pt").write_bytes(b"weights")
        meta = checkpoints.write_meta(folder, name, "torch", epoch, step, {"state": f"{name}.pt"})
        return meta if returns else None

    return write


def test_keep_checkpoints_keeps_the_newest_n_and_the_best_and_deletes_the_rest(tmp_path):
    folder = tmp_path / "checkpoints"
    losses = [1.0, 0.5, 0.7, 0.8, 0.9, 0.95, 0.99]  # the best at epoch 2
    _drive(tmp_path, losses, _writer(folder), checkpoint_every=1, keep_best=True,
           keep_checkpoints=2)  # fmt: skip
    best = json.loads((folder / "best.json").read_text())["checkpoint"]
    assert best == f"{checkpoints.stem(2, 2)}.json"
    kept = {p.name for p in folder.iterdir()}
    names = [checkpoints.stem(e, e) for e in (2, 6, 7)]  # the best and the newest two
    assert kept == {"best.json", *(f"{n}.json" for n in names), *(f"{n}.pt" for n in names)}
    assert checkpoints.newest(folder).epoch == 7  # what a resume from this run takes

    # 0 keeps every one; a rank that did not write (its save returns None) deletes nothing
    for sub, write, keep in (("all", _writer(tmp_path / "all"), 0),
                             ("rank1", _writer(tmp_path / "rank1", returns=False), 1)):  # fmt: skip
        _drive(tmp_path / sub, losses, write, checkpoint_every=1, keep_checkpoints=keep)
        assert len(list((tmp_path / sub).glob("epoch-*.json"))) == len(losses)
        assert len(list((tmp_path / sub).glob("epoch-*.pt"))) == len(losses)


def test_the_check_refuses_a_task_the_source_or_the_settings_cannot_train(tmp_path):
    def problems(**sections):
        with pytest.raises(JobError) as err:
            engine.check(make_job(**sections), tmp_path, machine=False)
        return {k for k, _ in err.value.details}

    assert "model.task" in problems(model={"task": "regression"})  # digits: classes only
    assert "train.monitor" in problems(train={"monitor": "val_r2", "patience": 2})
    csv = {"source": "csv", "path": str(DATA / "iris.csv"), "header": False, "skip_rows": 1}
    keys = problems(data=csv, model={"task": "regression"}, train={"label_smoothing": 0.1})
    assert keys == {"train.label_smoothing"}


# --- real tables as regression and multi-label runs -------------------------------------------


def diabetes_csv(folder: Path) -> Path:
    """scikit-learn's diabetes table (features and target ship as two files) as one CSV with a
    text column, written by pyarrow's own writer."""
    import pyarrow as pa
    import pyarrow.csv as pcsv

    x = np.loadtxt(DATA / "diabetes_data_raw.csv.gz")
    y = np.loadtxt(DATA / "diabetes_target.csv.gz")
    names = ["age", "sex", "bmi", "bp", "s1", "s2", "s3", "s4", "s5", "s6"]
    cols = {n: x[:, i] for i, n in enumerate(names)}
    cols["sex"] = np.where(x[:, 1] == 1, "f", "m")
    cols["progression"] = y
    path = folder / "diabetes.csv"
    pcsv.write_csv(pa.table(cols), path)
    return path


@pytest.mark.slow
@pytest.mark.parametrize("backend", ["tensorflow", "torch", "jax"])
def test_a_regression_table_beats_the_mean_with_every_backend(tmp_path, backend):
    job = make_job(
        data={"source": "csv", "path": str(diabetes_csv(tmp_path)), "label": "progression"},
        pipeline={"batch_size": 32},
        model={"backend": backend, "architecture": "mlp", "task": "regression"},
        train={"epochs": 25, "learning_rate": 0.003, "patience": 4, "keep_best": True},
    )
    assert engine.run(job, None, None, run_dir=tmp_path / "run") == "completed"
    ends = of_type(events_of(tmp_path / "run"), "epoch_end")
    best = json.loads((tmp_path / "run" / "checkpoints" / "best.json").read_text())
    by_val = min(ends, key=lambda e: e["logs"]["val_loss"])
    assert best["epoch"] == by_val["epoch"]
    assert (tmp_path / "run" / "checkpoints" / best["checkpoint"]).exists()
    # train.keep_checkpoints (3 by default): the newest three and the best are left, with their
    # files (a .pt, Keras's .weights.h5 and .optimizer.npz, an orbax folder); the rest are gone
    folder = tmp_path / "run" / "checkpoints"
    written = sorted(
        Path(c["path"]).name for c in of_type(events_of(tmp_path / "run"), "checkpoint")
    )
    kept = sorted(p.name for p in folder.glob("epoch-*.json"))
    assert len(written) == len(ends) >= 5 and written[-1] == kept[-1]
    assert set(kept) == {*written[-3:], best["checkpoint"]}
    files = {f for k in kept for f in json.loads((folder / k).read_text())["files"].values()}
    assert {p.name for p in folder.iterdir()} == {*kept, *files, "best.json"}
    # R² of the best epoch: better than predicting the mean (0) by the margin
    assert by_val["logs"]["val_r2"] >= 0.3, by_val["logs"]
    inputs = json.loads((tmp_path / "run" / "inputs.json").read_text())
    assert inputs["task"] == "regression" and inputs["outputs"] == 1
    assert inputs["plan"]["target"][0][0] == pytest.approx(152.1, abs=3.0)  # the mean target


def iris_tags(folder: Path) -> Path:
    """scikit-learn's iris with a multi-label column: each flower's tags (long_petal,
    wide_sepal, ...) from its own measurements, some rows with none."""
    raw = np.loadtxt(DATA / "iris.csv", delimiter=",", skiprows=1)
    med = np.median(raw[:, :4], axis=0)
    names = ["long_sepal", "wide_sepal", "long_petal", "wide_petal"]
    lines = ["sepal_length,sepal_width,petal_length,petal_width,tags"]
    for row in raw:
        tags = " ".join(n for n, v, m in zip(names, row[:4], med, strict=True) if v > m)
        lines.append(",".join(f"{v:g}" for v in row[:4]) + f",{tags}")
    path = folder / "iris_tags.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.mark.slow
@pytest.mark.parametrize("backend", ["tensorflow", "torch", "jax"])
def test_a_multilabel_table_learns_its_tags(tmp_path, backend):
    job = make_job(
        data={"source": "csv", "path": str(iris_tags(tmp_path)), "label": "tags"},
        pipeline={"batch_size": 16},
        model={"backend": backend, "architecture": "mlp", "task": "multilabel"},
        train={"epochs": 15, "learning_rate": 0.01},
    )
    assert engine.run(job, None, None, run_dir=tmp_path / "run") == "completed"
    last = of_type(events_of(tmp_path / "run"), "epoch_end")[-1]["logs"]
    assert last["val_accuracy"] >= 0.85, last  # per tag; always "no" would score about 0.5
    inputs = json.loads((tmp_path / "run" / "inputs.json").read_text())
    assert inputs["class_names"] == ["long_petal", "long_sepal", "wide_petal", "wide_sepal"]


@pytest.mark.parametrize(
    ("text", "task", "field", "words"),
    [
        ("a,y\n1,2.5\n2,high\n3,1.0\n", "regression", "data.label", ["t.csv line 3", "'high'"]),
        ("a,y\n1,2\n2,3\n", "multilabel", "data.label", ["'y'", "words separated by spaces"]),
        ("a,y\n1,\n2,\n", "multilabel", "data.label", ["'y'", "no label"]),
        ("a,y\n1,2.5\n2,\n", "regression", "data.label", ["t.csv line 3", "no label"]),
    ],
)
def test_a_label_that_does_not_fit_the_task_is_refused_naming_the_line(
    tmp_path, text, task, field, words
):
    from tpugui import sources
    from tpugui.job import DataSection

    (tmp_path / "t.csv").write_text(text, encoding="utf-8")
    data = DataSection(source="csv", path=str(tmp_path / "t.csv"), label="y", validation_split=0.0)
    with pytest.raises(JobError) as err:
        sources.get("csv").arrays(data, None, task)
    [(key, message)] = err.value.details
    assert key == field
    assert all(w in str(message) for w in words), str(message)
