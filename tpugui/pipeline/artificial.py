"""A latency-bound source in the style of the TF data-performance guide's artificial dataset.

Many shards; opening a shard waits ``open_ms`` and reading each record waits ``read_ms`` (as
remote storage does); the map costs ``map_ms`` of waiting plus a little real arithmetic (as a
JPEG decode on a busy host does). Nothing is downloaded: the records are generated. Built with
the same knobs the tuner searches: ``cycle_length`` (with as many parallel calls),
``map_parallel_calls``, ``prefetch`` (0 = none) and ``private_threadpool_size``.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any


@dataclass
class Latency:
    files: int = 16
    records: int = 32
    open_ms: float = 20.0
    read_ms: float = 2.0
    map_ms: float = 4.0
    size: int = 16  # records are size x size x 3 float32 images
    batch_size: int = 32


NAIVE = {"cycle_length": 1, "map_parallel_calls": 1, "prefetch": 0, "private_threadpool_size": 0}


def latency_dataset(cfg: dict[str, Any], lat: Latency | None = None):  # noqa: ANN201
    """One epoch of the artificial source, built with the knobs in ``cfg``."""
    import numpy as np
    import tensorflow as tf

    lat = lat or Latency()
    spec = tf.TensorSpec((lat.size, lat.size, 3), tf.float32)

    @tf.autograph.experimental.do_not_convert
    def shard(i):  # noqa: ANN001, ANN202
        def gen(index):  # noqa: ANN001, ANN202
            time.sleep(lat.open_ms / 1000)  # open the file
            rng = np.random.default_rng(int(index))
            for _ in range(lat.records):
                time.sleep(lat.read_ms / 1000)  # read one record
                yield rng.random((lat.size, lat.size, 3), dtype=np.float32)

        return tf.data.Dataset.from_generator(gen, output_signature=spec, args=(i,))

    def slow(x):  # noqa: ANN001, ANN202
        time.sleep(lat.map_ms / 1000)
        return x

    def costly_map(x):  # noqa: ANN001, ANN202
        x = tf.numpy_function(slow, [x], tf.float32, stateful=False)
        x = tf.ensure_shape(x, spec.shape)
        return tf.image.per_image_standardization(tf.image.flip_left_right(x))

    names = tf.data.Dataset.range(lat.files)
    cycle = int(cfg["cycle_length"])
    if cycle <= 1:
        ds = names.flat_map(shard)
    else:
        ds = names.interleave(shard, cycle_length=cycle, num_parallel_calls=cycle)
    par = cfg["map_parallel_calls"]
    par = tf.data.AUTOTUNE if par == "autotune" else int(par)
    ds = ds.map(costly_map, num_parallel_calls=None if par == 1 else par)
    ds = ds.batch(lat.batch_size)
    pre = cfg["prefetch"]
    if pre != 0:
        ds = ds.prefetch(tf.data.AUTOTUNE if pre == "autotune" else int(pre))
    opts = tf.data.Options()
    if cfg.get("private_threadpool_size"):
        opts.threading.private_threadpool_size = int(cfg["private_threadpool_size"])
    return ds.with_options(opts)


def epoch_throughput(cfg: dict[str, Any], lat: Latency | None = None) -> float:
    """Examples per second over one whole epoch of the artificial source."""
    lat = lat or Latency()
    ds = latency_dataset(cfg, lat)
    t = time.perf_counter()
    n = 0
    for x in ds:
        n += int(x.shape[0])
    return n / (time.perf_counter() - t)
