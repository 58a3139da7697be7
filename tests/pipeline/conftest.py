"""Tiny real files for the file sources: PNG/JPEG class folders and TFRecord shards."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from tpugui.job import Job


def write_tfrecords(
    folder: Path,
    shards: int = 3,
    per_shard: int = 10,
    encoding: str = "png",
    size: int = 8,
    image_key: str = "image",
    label_key: str = "label",
) -> str:
    """``shards`` files of ``per_shard`` tf.train.Examples; returns the glob."""
    import tensorflow as tf

    folder.mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng(1)
    for s in range(shards):
        with tf.io.TFRecordWriter(str(folder / f"train-{s:02d}.tfrecord")) as w:
            for i in range(per_shard):
                img = rng.integers(0, 256, size=(size, size, 1), dtype=np.uint8)
                if encoding == "png":
                    payload = tf.io.encode_png(img).numpy()
                elif encoding == "jpeg":
                    payload = tf.io.encode_jpeg(img).numpy()
                else:
                    payload = img.tobytes()
                label = (s * per_shard + i) % 3
                ex = tf.train.Example(
                    features=tf.train.Features(
                        feature={
                            image_key: tf.train.Feature(
                                bytes_list=tf.train.BytesList(value=[payload])
                            ),
                            label_key: tf.train.Feature(
                                int64_list=tf.train.Int64List(value=[label])
                            ),
                        }
                    )
                )
                w.write(ex.SerializeToString())
    return str(folder / "train-*.tfrecord")


def write_image_folder(folder: Path, per_class: int = 6, junk: int = 2) -> Path:
    import tensorflow as tf

    rng = np.random.default_rng(2)
    for c, name in enumerate(("cat", "dog")):
        (folder / name).mkdir(parents=True, exist_ok=True)
        for i in range(per_class):
            img = rng.integers(0, 256, size=(10 + c, 12, 3), dtype=np.uint8)
            if i % 2:
                (folder / name / f"{i}.jpg").write_bytes(tf.io.encode_jpeg(img).numpy())
            else:
                (folder / name / f"{i}.png").write_bytes(tf.io.encode_png(img).numpy())
    for j in range(junk):
        (folder / "cat" / f"notes{j}.txt").write_text("not an image")
    return folder


@pytest.fixture
def tfrecord_glob(tmp_path) -> str:
    return write_tfrecords(tmp_path / "records")


@pytest.fixture
def image_dir(tmp_path) -> Path:
    return write_image_folder(tmp_path / "photos")


def small_job(**pipeline) -> Job:
    job = Job()
    for k, v in pipeline.items():
        job = job.updated(f"pipeline.{k}", v)
    return job


def with_data(job: Job, **data) -> Job:
    for k, v in data.items():
        job = job.updated(f"data.{k}", v)
    return job
