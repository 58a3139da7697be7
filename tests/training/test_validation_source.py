"""A separate validation source (``data.validation_path``): npz files, images folders and TFRecord
globs, in the tf.data builder and the torch DataLoader path; bad input named by field."""

from __future__ import annotations

import numpy as np
import pytest

from tests.training.helpers import assert_contract, events_of, make_job, of_type
from tpugui.events import metric
from tpugui.job import JobError
from tpugui.training import engine

pytestmark = pytest.mark.slow


@pytest.fixture
def digits_npz(tmp_path):
    """The digits split into two files; the validation file's labels are shifted by one, so a
    model that learned the training file scores near 0 on it: the metric must come from it."""
    from sklearn.datasets import load_digits

    d = load_digits()
    x, y = (d.images * 15.9).astype(np.uint8), d.target.astype(np.int64)  # 0..16 -> 0..254
    np.savez(tmp_path / "train.npz", x=x[:1200], y=y[:1200])
    np.savez(tmp_path / "val.npz", x=x[1200:], y=(y[1200:] + 1) % 10)
    return tmp_path


@pytest.mark.parametrize("backend", ["torch", "tensorflow"])
def test_npz_validation_file_is_used_and_split_ignored(digits_npz, backend):
    job = make_job(
        data={"source": "npz", "path": "train.npz", "validation_path": "val.npz"},
        model={"backend": backend, "architecture": "mlp"},
        train={"epochs": 3, "learning_rate": 0.01, "checkpoint_every": 0},
    )
    assert job.data.validation_split == 0.2  # left at its default: it must be ignored
    run_dir = digits_npz / f"run-{backend}"
    assert engine.run(job, None, None, run_dir=run_dir, base_dir=digits_npz) == "completed"
    records = events_of(run_dir)
    assert_contract(records)
    start = records[0]
    assert start["train_examples"] == 1200 and start["val_examples"] == 597
    notes = [r["message"] for r in of_type(records, "log")]
    assert any(
        "validating on 597 examples from val.npz" in m and "validation_split (0.2) is ignored" in m
        for m in notes
    ), notes
    last = of_type(records, "epoch_end")[-1]["logs"]
    assert metric(last["accuracy"]) > 0.8  # it learned the training file ...
    assert metric(last["val_accuracy"]) < 0.3  # ... and was scored on the shifted file


def _png(value: int, channels: int = 1) -> bytes:
    import tensorflow as tf

    rng = np.random.default_rng(value)
    img = np.clip(rng.normal(value, 10, size=(8, 8, channels)), 0, 255).astype(np.uint8)
    return tf.io.encode_png(img).numpy()


def _folder(root, counts: dict[str, int]):
    for name, n in counts.items():
        (root / name).mkdir(parents=True, exist_ok=True)
        for i in range(n):
            (root / name / f"{i:03d}.png").write_bytes(_png(40 if name == "dark" else 210))
    return root


def test_images_validation_folder_in_builder_and_torch(tmp_path):
    from tpugui.pipeline.build import build_datasets

    _folder(tmp_path / "train", {"bright": 24, "dark": 24})
    _folder(tmp_path / "val", {"dark": 8})  # one class only: labels follow the class *names*
    job = make_job(
        data={
            "source": "images",
            "path": "train",
            "validation_path": "val",
            "image_size": [8, 8],
            "validation_split": 0.5,
        },
        pipeline={"batch_size": 8, "order": ["map", "shuffle", "batch"]},
        model={"backend": "torch", "architecture": "mlp"},
        train={"epochs": 2, "learning_rate": 0.01, "checkpoint_every": 0},
    )
    built = build_datasets(job, tmp_path)
    assert (built.train_count, built.val_count, built.num_classes) == (48, 8, 2)
    val_labels = np.concatenate([y for _, y in built.val.as_numpy_iterator()])
    assert val_labels.tolist() == [1] * 8  # "dark" is class 1 of the training folder
    assert any("validation_split (0.5) is ignored" in n for n in built.notes)

    assert engine.run(job, None, None, run_dir=tmp_path / "run", base_dir=tmp_path) == "completed"
    records = events_of(tmp_path / "run")
    assert_contract(records)
    assert records[0]["train_examples"] == 48 and records[0]["val_examples"] == 8
    assert metric(of_type(records, "epoch_end")[-1]["logs"]["val_accuracy"]) == 1.0


def test_tfrecord_validation_glob(tmp_path):
    import tensorflow as tf

    from tpugui.pipeline.build import build_datasets

    def write(name: str, n: int) -> None:
        with tf.io.TFRecordWriter(str(tmp_path / name)) as w:
            for i in range(n):
                feat = {
                    "image": tf.train.Feature(bytes_list=tf.train.BytesList(value=[_png(i * 9)])),
                    "label": tf.train.Feature(int64_list=tf.train.Int64List(value=[i % 3])),
                }
                w.write(
                    tf.train.Example(features=tf.train.Features(feature=feat)).SerializeToString()
                )

    write("train-0.tfrecord", 20)
    write("train-1.tfrecord", 20)
    write("val-0.tfrecord", 7)
    job = make_job(
        data={
            "source": "tfrecord",
            "path": "train-*.tfrecord",
            "validation_path": "val-*.tfrecord",
        },
        pipeline={"batch_size": 5, "drop_remainder": False},
    )
    built = build_datasets(job, tmp_path)
    assert (built.train_count, built.val_count, built.num_classes) == (40, 7, 3)
    assert sum(len(y) for _, y in built.train.take(8).as_numpy_iterator()) == 40
    assert sum(len(y) for _, y in built.val.as_numpy_iterator()) == 7


def test_bad_validation_sources_are_named(tmp_path, digits_npz):
    # digits / synthetic have no files: refused by the check, before anything runs (the
    # source says so: tpugui.sources.digits has no validation_path)
    with pytest.raises(JobError, match=r"data\.validation_path: the digits source"):
        engine.check(make_job(data={"validation_path": "val.npz"}))
    # a missing file or folder: refused before the run folder is made
    for source, path in (("npz", "train.npz"), ("images", "."), ("tfrecord", "*.npz")):
        job = make_job(data={"source": source, "path": path, "validation_path": "nothing-here"})
        with pytest.raises(JobError, match=r"data\.validation_path: (file|folder) not found|"
                           r"data\.validation_path: no files match"):  # fmt: skip
            engine.run(job, None, None, run_dir=tmp_path / "never", base_dir=digits_npz)
        assert not (tmp_path / "never").exists()
    # a file of another shape: the run fails with the field in the message
    np.savez(digits_npz / "wide.npz", x=np.zeros((10, 8, 9), np.float32), y=np.zeros(10))
    job = make_job(
        data={"source": "npz", "path": "train.npz", "validation_path": "wide.npz"},
        model={"backend": "torch", "architecture": "mlp"},
    )
    assert engine.run(job, None, None, run_dir=tmp_path / "r", base_dir=digits_npz) == "failed"
    error = events_of(tmp_path / "r")[-1]["error"]
    assert "data.validation_path" in error and "(8, 9, 1)" in error and "(8, 8, 1)" in error
    # a validation class the training folder does not have
    _folder(tmp_path / "tr", {"dark": 4, "bright": 4})
    _folder(tmp_path / "va", {"dark": 2, "grey": 2})
    from tpugui.pipeline.build import build_datasets

    job = make_job(
        data={"source": "images", "path": "tr", "validation_path": "va", "image_size": [8, 8]},
        pipeline={"batch_size": 4},
    )
    with pytest.raises(JobError, match=r"data\.validation_path: class folders grey"):
        build_datasets(job, tmp_path)
