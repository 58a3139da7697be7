"""The builder on every source, and each bad input's message (real files, real tf.data)."""

from __future__ import annotations

import numpy as np
import pytest

from tests.pipeline.conftest import small_job, with_data, write_tfrecords
from tpugui.job import Job, JobError
from tpugui.pipeline.build import build_datasets


def test_demo_builds_batches_of_the_job():
    built = build_datasets(Job())
    x, y = next(iter(built.train))
    assert x.shape == (64, 8, 8, 1) and y.shape == (64,)
    assert float(np.max(x)) <= 1.0 and float(np.min(x)) >= 0.0
    assert built.train_count + built.val_count == 1797
    assert built.steps_per_epoch == built.train_count // 64


def test_tfrecord_with_interleave(tfrecord_glob):
    job = with_data(
        small_job(
            order=["interleave", "map", "batch", "prefetch"],
            batch_size=4,
            cycle_length=2,
            interleave_parallel_calls=2,
        ),
        source="tfrecord",
        path=tfrecord_glob,
    )
    built = build_datasets(job)
    assert built.n_files == 3 and built.num_classes == 3
    # every 5th record of each file is held out (validation_split 0.2)
    assert (built.train_count, built.val_count) == (24, 6)
    xs = [x for x, _ in built.train]
    assert sum(len(x) for x in xs) == 24 and xs[0].shape == (4, 8, 8, 1)
    # validation keeps its short last batch: every held-out record, drop_remainder or not
    assert [len(x) for x, _ in built.val] == [4, 2]


def test_raw_tfrecord_needs_and_uses_the_shape(tmp_path):
    glob = write_tfrecords(tmp_path / "raw", shards=1, per_shard=5, encoding="raw", size=4)
    job = with_data(
        small_job(batch_size=2),
        source="tfrecord",
        path=glob,
        image_encoding="raw",
        validation_split=0.0,
    )
    with pytest.raises(JobError, match="data.image_shape: raw images need their shape"):
        build_datasets(job)
    with pytest.raises(JobError, match=r"needs 48 bytes a record but .* holds 16"):
        build_datasets(job.updated("data.image_shape", [4, 4, 3]))
    built = build_datasets(job.updated("data.image_shape", [4, 4, 1]))
    assert next(iter(built.train))[0].shape == (2, 4, 4, 1)


def test_images_folder_skips_and_counts_other_files(image_dir):
    job = with_data(
        small_job(batch_size=2), source="images", path=str(image_dir), image_size=[8, 8]
    )
    built = build_datasets(job)
    assert built.num_classes == 2 and built.train_count + built.val_count == 12
    assert built.notes and "skipped 2 non-image files" in built.notes[0]
    assert next(iter(built.train))[0].shape == (2, 8, 8, 3)


def test_glob_that_matches_nothing(tmp_path):
    job = with_data(Job(), source="tfrecord", path=str(tmp_path / "none-*.tfrecord"))
    with pytest.raises(JobError, match="data.path: no files match"):
        build_datasets(job)


def test_corrupt_tfrecord_names_file_and_record(tmp_path):
    glob = write_tfrecords(tmp_path / "r", shards=2, per_shard=4)
    bad = tmp_path / "r" / "train-01.tfrecord"
    data = bytearray(bad.read_bytes())
    # records are [length u64][crc u32][payload][crc u32]: damage record 3's payload
    off = 0
    for _ in range(2):
        off += 8 + 4 + int.from_bytes(data[off : off + 8], "little") + 4
    data[off + 12 + 5] ^= 0xFF
    bad.write_bytes(bytes(data))
    job = with_data(Job(), source="tfrecord", path=glob)
    with pytest.raises(JobError) as err:
        build_datasets(job)
    msg = str(err.value)
    assert "train-01.tfrecord" in msg and "record 3" in msg and "corrupt" in msg


def test_not_a_tfrecord_at_all(tmp_path):
    (tmp_path / "x.tfrecord").write_bytes(b"hello, I am text, not records")
    job = with_data(Job(), source="tfrecord", path=str(tmp_path / "*.tfrecord"))
    with pytest.raises(JobError, match=r"x.tfrecord: record 1 is corrupt"):
        build_datasets(job)


def test_missing_feature_key_lists_the_keys(tfrecord_glob):
    job = with_data(Job(), source="tfrecord", path=tfrecord_glob, image_key="img")
    with pytest.raises(JobError, match=r"data.image_key: no feature 'img'.*have: image, label"):
        build_datasets(job)


def test_folder_without_images(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "readme.md").write_text("x")
    job = with_data(Job(), source="images", path=str(tmp_path))
    with pytest.raises(JobError, match=r"no PNG or JPEG images .* \(1 other files skipped\)"):
        build_datasets(job)


def test_cache_path_that_cannot_be_written(tmp_path):
    blocker = tmp_path / "file.txt"
    blocker.write_text("x")
    job = small_job(cache=str(blocker / "train.cache"))
    with pytest.raises(JobError, match="pipeline.cache: the folder .* does not exist"):
        build_datasets(job)
    with pytest.raises(JobError, match="pipeline.cache: .* is a folder"):
        build_datasets(small_job(cache=str(tmp_path)))


def test_cache_file_is_written_relative_to_the_job(tmp_path):
    built = build_datasets(small_job(cache="train.cache"), base_dir=tmp_path)
    for _ in built.train.take(30):
        pass
    assert any(p.name.startswith("train.cache") for p in tmp_path.iterdir())


def test_batch_larger_than_data_with_drop_remainder():
    job = with_data(small_job(batch_size=2000), source="synthetic", count=100)
    with pytest.raises(JobError, match=r"pipeline.batch_size: 2000 is larger than the 80"):
        build_datasets(job)
    built = build_datasets(job.updated("pipeline.drop_remainder", False))
    assert next(iter(built.train))[0].shape[0] == 80


def test_interleave_parallel_calls_above_cycle_length():
    job = small_job(
        order=["interleave", "map", "batch"], cycle_length=2, interleave_parallel_calls=4
    )
    with pytest.raises(JobError, match="pipeline.interleave_parallel_calls: 4 is more than"):
        build_datasets(job)
