"""Spec -> a standalone, readable Python script that builds exactly this tf.data pipeline.

``pipeline_code(job, base_dir, replicas, on_tpu)`` mirrors :mod:`tpugui.pipeline.build` line for
line (same source, same split, same stages in the same order, same options), so the script's
datasets equal the builder's (a test runs it and compares element specs and batches). Running
the script prints the element spec and the first batch. Pure Python: no TensorFlow needed to
write the code, so the page can show it live as the form changes.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from tpugui import __version__, backends, sources
from tpugui.job import Job, PipelineSection
from tpugui.pipeline.build import cache_path
from tpugui.sources.base import code_repr, code_tune


def distribute_mode(p: PipelineSection, replicas: int, on_tpu: bool) -> str:
    """``none`` (one replica), ``dataset`` or ``function`` (per-replica batch)."""
    if replicas <= 1 and not on_tpu:
        return "none"
    if p.distribute != "auto":
        return p.distribute
    return "function" if on_tpu else "dataset"


def _preprocess(p: PipelineSection) -> list[str]:
    out = ["def preprocess(x, y, training):", "    x = tf.cast(x, tf.float32)"]
    if p.resize[0] > 0 and p.resize[1] > 0:
        out.append(f"    x = tf.image.resize(x, ({p.resize[0]}, {p.resize[1]}))")
    if p.normalize == "unit":
        out.append("    x = x / VALUE_MAX  # to [0, 1]")
    elif p.normalize == "standardize":
        out.append("    x = tf.image.per_image_standardization(x)  # mean 0, variance 1")
    if p.random_flip:
        out += ["    if training:", "        x = tf.image.random_flip_left_right(x)"]
    out.append("    return x, y")
    return out


def _batch_line(drop_remainder: bool) -> str:
    """The batch stage as the builder applies it: validation keeps its short last batch."""
    if drop_remainder:
        return "    ds = ds.batch(batch_size, drop_remainder=training)  # validation keeps every example"
    return "    ds = ds.batch(batch_size, drop_remainder=False)"


def _stages(p: PipelineSection, cache: str) -> list[str]:
    out = [
        "def make_dataset(training=True, batch_size=BATCH_SIZE, input_context=None):",
        '    """The pipeline, stage by stage in the order of the job."""',
        "    ds = source(training)",
        "    if input_context is not None:  # one input pipeline per host",
        "        ds = ds.shard(input_context.num_input_pipelines, input_context.input_pipeline_id)",
    ]
    for stage in p.order:
        if stage == "map":
            out.append(
                f"    ds = ds.map(lambda x, y: preprocess(x, y, training), "
                f"num_parallel_calls={code_tune(p.map_parallel_calls)}, "
                f"deterministic={p.deterministic})"
            )
        elif stage == "cache":
            if cache:
                out.append(
                    f'    ds = ds.cache({cache!r} + ("" if training else ".val"))  # to a file'
                )
            else:
                out.append("    ds = ds.cache()  # in memory")
        elif stage == "shuffle":
            out += [
                "    if training:",
                f"        ds = ds.shuffle({p.shuffle_buffer}, seed={p.shuffle_seed}, "
                f"reshuffle_each_iteration={p.reshuffle_each_iteration})",
            ]
        elif stage == "repeat":
            count = "None" if p.repeat == -1 else str(p.repeat)
            note = "  # forever" if p.repeat == -1 else ""
            out += ["    if training:", f"        ds = ds.repeat({count}){note}"]
        elif stage == "batch":
            out.append(_batch_line(p.drop_remainder))
        elif stage == "prefetch":
            out.append(f"    ds = ds.prefetch({code_tune(p.prefetch)})")
    if "batch" not in p.order:
        out.append(_batch_line(p.drop_remainder))
    out += [
        "    options = tf.data.Options()",
        f"    options.autotune.enabled = {p.autotune}",
    ]
    if p.cpu_budget:
        out.append(f"    options.autotune.cpu_budget = {p.cpu_budget}")
    if p.ram_budget:
        out.append(f"    options.autotune.ram_budget = {p.ram_budget}")
    out.append(f"    options.deterministic = {p.deterministic}")
    if p.private_threadpool_size:
        out.append(f"    options.threading.private_threadpool_size = {p.private_threadpool_size}")
    out.append("    return ds.with_options(options)")
    return out


def _distribution(p: PipelineSection, replicas: int, on_tpu: bool) -> list[str]:
    mode = distribute_mode(p, replicas, on_tpu)
    if mode == "none":
        return [
            "",
            "",
            "def distribute():",
            '    """One replica: the default strategy, the dataset as it is."""',
            "    return tf.distribute.get_strategy(), train_ds",
        ]
    out = ["", "", "def distribute():"]
    if on_tpu:
        out += [
            f'    """{replicas} TPU replicas (the Devices page\'s recommendation)."""',
            "    # On a TPU VM the TPU is 'local' (tpu='' raises ValueError today).",
            '    resolver = tf.distribute.cluster_resolver.TPUClusterResolver(tpu="local")',
            "    tf.config.experimental_connect_to_cluster(resolver)",
            "    tf.tpu.experimental.initialize_tpu_system(resolver)",
            "    strategy = tf.distribute.TPUStrategy(resolver)  # not the deprecated experimental one",
        ]
    else:
        out += [
            f'    """{replicas} replicas on this machine (the Devices page\'s recommendation)."""',
            "    strategy = tf.distribute.MirroredStrategy()",
        ]
    if mode == "dataset":
        out += [
            "    # The global batch is split across the replicas.",
            "    return strategy, strategy.experimental_distribute_dataset(train_ds)",
        ]
    else:
        out += [
            "    # Each input pipeline builds batches of the per-replica size.",
            "    return strategy, strategy.distribute_datasets_from_function(",
            "        lambda ctx: make_dataset(True, ctx.get_per_replica_batch_size(BATCH_SIZE), ctx)",
            "    )",
        ]
    return out


@dataclass
class Feed:
    """How the script hands batches to a framework that is not TensorFlow (a backend's
    ``pipeline_feed``): lines before the datasets, the feeding code, and the demo's lines."""

    prelude: list[str]
    body: list[str]
    demo: list[str]


def jax_feed(job: Job) -> Feed:
    """JAX: tf.data on the host hands numpy batches to JAX, which splits each global batch over
    every device (as tpugui's JAX trainer does); tf.data is kept off the GPUs."""
    prelude = ['tf.config.set_visible_devices([], "GPU")  # tf.data only reads: devices are JAX\'s']
    demo = [
        "    images, labels = next(jax_batches())",
        '    print("as JAX sees it:", images.shape, images.sharding)',
    ]
    return Feed(prelude, _jax_input(), demo)


def _jax_input() -> list[str]:
    return [
        "",
        "",
        "def jax_batches():",
        '    """Global batches as jax.Arrays split over every device: one Mesh over all devices',
        '    with one axis, "data"; NamedSharding(mesh, P("data")) puts an equal share of',
        "    each batch on every device (BATCH_SIZE must divide by jax.device_count()). With",
        "    several processes (a pod slice, after jax.distributed.initialize()) each process",
        '    reads its own batches of BATCH_SIZE / process_count examples."""',
        "    import jax",
        "    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P",
        "",
        '    mesh = Mesh(np.array(jax.devices()), ("data",))',
        '    sharding = NamedSharding(mesh, P("data"))',
        "    n, i = jax.process_count(), jax.process_index()",
        "    ds = make_dataset(True, BATCH_SIZE // n)",
        "    if n > 1:",
        "        ds = ds.shard(n, i)  # every n-th batch: this process's share",
        "    for images, labels in ds.as_numpy_iterator():",
        "        if len(images) != BATCH_SIZE // n:",
        "            continue  # a pass's short last batch: XLA wants static shapes",
        "        yield (",
        "            jax.make_array_from_process_local_data(sharding, images),",
        "            jax.make_array_from_process_local_data(sharding, labels.astype(np.int32)),",
        "        )",
    ]


def pipeline_code(
    job: Job, base_dir: str | Path | None = None, replicas: int = 1, on_tpu: bool = False
) -> str:
    d, p = job.data, job.pipeline
    backend = backends.get(job.model.backend)
    if backend.pipeline_feed:
        feed = backend.hook(backend.pipeline_feed)(job)
    else:
        feed = Feed([], _distribution(p, replicas, on_tpu), [])
    source = sources.get(d.source)
    needs = [*source.code_imports(job), "import numpy as np", "import tensorflow as tf"]
    needs += source.code_packages(job)
    src = source.code(job, base_dir)
    lines = [
        f'"""The tf.data input pipeline of job {code_repr(job.name)}, written by tpugui {__version__}.',
        "",
        "Run it to print the element spec and the first batch: python pipeline.py",
        '"""',
        "",
        *needs,
        "",
        *feed.prelude,
        "AUTOTUNE = tf.data.AUTOTUNE",
        f"BATCH_SIZE = {p.batch_size}  # the global batch",
        "",
        *src,
        "",
        "",
        *_preprocess(p),
        "",
        "",
        *_stages(p, cache_path(p, base_dir) if "cache" in p.order else ""),
        "",
        "",
        "train_ds = make_dataset(training=True)",
        "val_ds = make_dataset(training=False) if HAS_VALIDATION else None",
        *feed.body,
        "",
        "",
        'if __name__ == "__main__":',
        '    print("element spec:", train_ds.element_spec)',
        "    for images, labels in train_ds.take(1):",
        '        print("first batch:", images.shape, images.dtype.name, "labels", labels.numpy()[:16])',
        *feed.demo,
        "",
    ]
    return "\n".join(lines)
