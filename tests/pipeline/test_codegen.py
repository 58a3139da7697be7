"""The generated script builds exactly the builder's dataset: same spec, same first batches."""

from __future__ import annotations

import os
import runpy
import subprocess
import sys

import numpy as np
import pytest

from tests.pipeline.conftest import small_job, with_data, write_image_folder, write_tfrecords
from tpugui.job import Job
from tpugui.pipeline.build import build_datasets
from tpugui.pipeline.codegen import pipeline_code


def _same(job: Job, tmp_path, batches: int = 3, script_job: Job | None = None) -> dict:
    """``script_job`` (default ``job``) is the job the generated script is made from; a file
    cache needs its own prefix there, because two live caching iterators on one prefix collide
    on TensorFlow's cache lockfile."""
    built = build_datasets(job, tmp_path)
    script = tmp_path / "pipeline.py"
    script.write_text(pipeline_code(script_job or job, tmp_path), encoding="utf-8")
    ns = runpy.run_path(str(script), run_name="generated")
    assert ns["train_ds"].element_spec == built.train.element_spec
    for (a, ay), (b, by) in zip(
        ns["train_ds"].take(batches), built.train.take(batches), strict=True
    ):
        np.testing.assert_array_equal(a.numpy(), b.numpy())
        np.testing.assert_array_equal(ay.numpy(), by.numpy())
    assert (ns["val_ds"] is None) == (built.val is None)
    if built.val is not None:
        for (a, _), (b, _) in zip(ns["val_ds"].take(1), built.val.take(1), strict=True):
            np.testing.assert_array_equal(a.numpy(), b.numpy())
    return ns


def test_demo_job(tmp_path):
    _same(Job(), tmp_path)


def test_synthetic_resize_standardize_repeat(tmp_path):
    job = with_data(
        small_job(
            order=["map", "shuffle", "repeat", "batch", "prefetch"],
            resize=[6, 6],
            normalize="standardize",
            batch_size=16,
            map_parallel_calls=2,
            prefetch=2,
            private_threadpool_size=4,
            reshuffle_each_iteration=False,
        ),
        source="synthetic",
        shape=[4, 4, 3],
        count=100,
        validation_split=0.0,
    )
    _same(job, tmp_path, batches=8)  # crosses the epoch boundary


def test_npz_with_file_cache(tmp_path):
    rng = np.random.default_rng(0)
    np.savez(
        tmp_path / "d.npz",
        images=rng.integers(0, 255, (50, 5, 5)).astype(np.uint8),
        labels=rng.integers(0, 4, 50),
    )
    job = with_data(
        small_job(cache="cache/c", batch_size=8, drop_remainder=False),
        source="npz",
        path="d.npz",
        x_key="images",
        y_key="labels",
    )
    (tmp_path / "cache").mkdir()
    _same(job, tmp_path, script_job=job.updated("pipeline.cache", "cache/generated"))


def test_images_folder(image_dir, tmp_path):
    job = with_data(
        small_job(batch_size=3), source="images", path=str(image_dir), image_size=[8, 8]
    )
    _same(job, tmp_path)


def test_tfrecord_interleave(tfrecord_glob, tmp_path):
    job = with_data(
        small_job(
            order=["interleave", "map", "cache", "shuffle", "batch", "prefetch"],
            batch_size=4,
            cycle_length=3,
            block_length=2,
        ),
        source="tfrecord",
        path=tfrecord_glob,
    )
    _same(job, tmp_path)


def _val_labels(ns) -> list[int]:
    return [int(v) for _, y in ns["val_ds"] for v in y.numpy()]


def test_npz_with_a_separate_validation_file(tmp_path):
    rng = np.random.default_rng(3)
    np.savez(tmp_path / "train.npz", x=rng.integers(0, 255, (40, 4, 4)), y=rng.integers(0, 3, 40))
    np.savez(tmp_path / "val.npz", x=rng.integers(0, 255, (12, 4, 4)), y=np.full(12, 2))
    job = with_data(
        small_job(batch_size=5, drop_remainder=False),
        source="npz",
        path="train.npz",
        validation_path="val.npz",
        validation_split=0.5,  # ignored: every training example trains
    )
    code = pipeline_code(job, tmp_path)
    assert "val.npz" in code and "validation_split is not used" in code
    ns = _same(job, tmp_path, batches=8)  # 8 batches of 5: all 40 training examples
    assert sum(len(y) for _, y in ns["train_ds"].take(8)) == 40
    assert _val_labels(ns) == [2] * 12


def test_images_with_a_separate_validation_folder(image_dir, tmp_path):
    import shutil

    val = write_image_folder(tmp_path / "val", per_class=3, junk=1)
    shutil.rmtree(val / "cat")  # only "dog": label 1 of the training folder, not 0
    job = with_data(
        small_job(batch_size=2, drop_remainder=False),
        source="images",
        path=str(image_dir),
        validation_path="val",
        image_size=[8, 8],
    )
    ns = _same(job, tmp_path, batches=6)  # all 12 training images
    assert _val_labels(ns) == [1, 1, 1]


def test_tfrecord_with_a_separate_validation_glob(tfrecord_glob, tmp_path):
    vglob = write_tfrecords(tmp_path / "val", shards=2, per_shard=4)
    job = with_data(
        small_job(order=["interleave", "map", "batch", "prefetch"], batch_size=5, cycle_length=2),
        source="tfrecord",
        path=tfrecord_glob,
        validation_path=vglob,
    )
    ns = _same(job, tmp_path, batches=6)  # 30 records: no record held out of the training files
    assert sum(len(y) for _, y in ns["train_ds"]) == 30
    assert len(_val_labels(ns)) == 8  # 8 records, batches of 5: validation keeps all of them


def test_distribution_code_follows_the_devices():
    one = pipeline_code(Job())
    assert "MirroredStrategy" not in one and "TPUStrategy" not in one
    mirrored = pipeline_code(Job(), replicas=2)
    assert "tf.distribute.MirroredStrategy()" in mirrored
    assert "experimental_distribute_dataset(train_ds)" in mirrored
    tpu = pipeline_code(Job(), replicas=8, on_tpu=True)
    assert 'TPUClusterResolver(tpu="local")' in tpu and "tf.distribute.TPUStrategy(" in tpu
    assert "distribute_datasets_from_function" in tpu and "get_per_replica_batch_size" in tpu
    assert "experimental.TPUStrategy" not in tpu and "experimental_optimization" not in tpu


@pytest.mark.slow
def test_script_runs_standalone_and_distributes_on_two_logical_cpus(tmp_path):
    """Run as its own program: prints its first batch; distribute() works with 2 replicas."""
    script = tmp_path / "pipeline.py"
    script.write_text(pipeline_code(Job(), replicas=2), encoding="utf-8")
    env = {**os.environ, "TF_CPP_MIN_LOG_LEVEL": "2"}
    out = subprocess.run(
        [sys.executable, str(script)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        cwd=tmp_path,
    )
    assert out.returncode == 0, out.stderr
    assert "first batch: (64, 8, 8, 1) float32" in out.stdout
    probe = (
        "import tensorflow as tf\n"
        "cpu = tf.config.list_physical_devices('CPU')[0]\n"
        "tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)\n"
        f"import runpy; ns = runpy.run_path({str(script)!r}, run_name='gen')\n"
        "strategy, dist = ns['distribute']()\n"
        "batch = next(iter(dist))\n"
        "parts = strategy.experimental_local_results(batch[0])\n"
        "print('replicas', strategy.num_replicas_in_sync, [tuple(p.shape) for p in parts])\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        cwd=tmp_path,
    )
    assert out.returncode == 0, out.stderr
    assert "replicas 2 [(32, 8, 8, 1), (32, 8, 8, 1)]" in out.stdout


@pytest.mark.parametrize(
    "name", ['a"""b', "a'''b", 'ends with "', "back\\slash \\N{x}", "line\nbreak"]
)
def test_a_job_name_with_quotes_still_compiles(tmp_path, name):
    """A job named a\"\"\"b generated a script that did not compile (issue 17)."""
    import ast

    job = Job(name=name).updated("data.x_key", 'x"""y')
    code = pipeline_code(job, tmp_path)
    tree = ast.parse(code)  # a SyntaxError before the fix
    compile(tree, "pipeline.py", "exec")
    if '"' in name:
        assert name in ast.get_docstring(tree)
