"""Write a logdir with the real TensorBoard writers (run as a process by the tests):

- ``tf/``: ``tf.summary.scalar`` (TF 2: tensor-valued scalars) and the HParams plugin's
  ``hp.hparams``;
- ``keras/``: Keras's TensorBoard callback on a tiny model fit for 2 epochs (``train/`` and
  ``validation/``);
- ``torch/``: ``torch.utils.tensorboard.SummaryWriter.add_scalar`` (``simple_value``) with
  explicit wall times, and ``add_hparams`` (a run of its own in a sub-folder);
- ``flax/``: ``flax.metrics.tensorboard.SummaryWriter`` (JAX's side; skipped when flax is
  missing: ``truth.json`` says so).

``truth.json`` holds what was written: per writer and tag the steps and values (and wall
times where the writer takes them), the hparams, and the Keras History.

    python tests/training/tb_writers.py LOGDIR
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")


def tf_writer(out: Path, truth: dict) -> None:
    import tensorflow as tf
    from tensorboard.plugins.hparams import api as hp

    w = tf.summary.create_file_writer(str(out / "tf"))
    tags: dict = {"loss": [], "accuracy": []}
    with w.as_default():
        hp.hparams({"learning_rate": 0.01, "optimizer": "adam", "batch_size": 32})
        for step in range(300):  # steps of 1, 2 and 3 varint bytes
            s = step * 70
            loss, acc = 1.0 / (1 + step), step / 300.0
            tf.summary.scalar("loss", loss, step=s)
            tf.summary.scalar("accuracy", acc, step=s)
            tags["loss"].append([s, loss])
            tags["accuracy"].append([s, acc])
    w.close()
    truth["tf"] = {"tags": tags, "hparams": {"learning_rate": 0.01, "optimizer": "adam",
                                             "batch_size": 32}}  # fmt: skip


def keras_writer(out: Path, truth: dict) -> None:
    import keras
    import numpy as np

    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 4)).astype("float32")
    y = (x[:, 0] > 0).astype("int32")
    model = keras.Sequential([keras.Input((4,)), keras.layers.Dense(2)])
    model.compile(
        optimizer="sgd",
        loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
        metrics=["accuracy"],
    )
    cb = keras.callbacks.TensorBoard(log_dir=str(out / "keras"))
    hist = model.fit(
        x, y, epochs=2, batch_size=16, validation_split=0.25, verbose=0, callbacks=[cb]
    )
    truth["keras"] = {k: [float(v) for v in vs] for k, vs in hist.history.items()}


def torch_writer(out: Path, truth: dict) -> None:
    from torch.utils.tensorboard import SummaryWriter

    w = SummaryWriter(str(out / "torch"))
    tags: dict = {"train/loss": [], "lr": []}
    t0 = 1_700_000_000.0
    for step in range(200):
        loss, lr = 2.0 - step / 100.0, 0.1 * 0.99**step
        w.add_scalar("train/loss", loss, step, walltime=t0 + step)
        w.add_scalar("lr", lr, step, walltime=t0 + step + 0.5)
        tags["train/loss"].append([step, loss, t0 + step])
        tags["lr"].append([step, lr, t0 + step + 0.5])
    w.add_hparams({"lr": 0.1, "batch_size": 64}, {"hparam/final_loss": 0.25}, run_name="hp")
    w.close()
    truth["torch"] = {"tags": tags, "hparams": {"lr": 0.1, "batch_size": 64}}


def flax_writer(out: Path, truth: dict) -> None:
    try:
        from flax.metrics import tensorboard
    except ImportError as exc:
        truth["flax"] = {"skipped": f"flax is not installed ({exc})"}
        return
    w = tensorboard.SummaryWriter(str(out / "flax"))
    tags: dict = {"train_loss": []}
    for step in range(50):
        w.scalar("train_loss", 3.0 - step * 0.05, step)
        tags["train_loss"].append([step, 3.0 - step * 0.05])
    w.hparams({"learning_rate": 0.003, "layers": 2})
    w.close()
    truth["flax"] = {"tags": tags, "hparams": {"learning_rate": 0.003, "layers": 2}}


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    truth: dict = {}
    for writer in (tf_writer, keras_writer, torch_writer, flax_writer):
        writer(out, truth)
    (out / "truth.json").write_text(json.dumps(truth))


if __name__ == "__main__":
    main(Path(sys.argv[1]))
