"""Spec -> a standalone, readable Python script that builds exactly this tf.data pipeline.

``pipeline_code(job, base_dir, replicas, on_tpu)`` mirrors :mod:`tpugui.pipeline.build` line for
line (same source, same split, same stages in the same order, same options), so the script's
datasets equal the builder's (a test runs it and compares element specs and batches). Running
the script prints the element spec and the first batch. Pure Python: no TensorFlow needed to
write the code, so the page can show it live as the form changes.
"""

from __future__ import annotations

from pathlib import Path

from tpugui import __version__
from tpugui.job import Job, PipelineSection
from tpugui.pipeline.build import cache_path
from tpugui.pipeline.files import holdout_every
from tpugui.pipeline.sources import resolve_path


def _doc(value: object) -> str:
    """``repr(value)`` fit to stand inside a generated docstring: three double quotes in a job's
    name or key would end the docstring, so they are escaped."""
    return repr(value).replace('"""', '\\"\\"\\"')


def _tune(value: int | str) -> str:
    return "AUTOTUNE" if value == "autotune" else str(int(value))


def distribute_mode(p: PipelineSection, replicas: int, on_tpu: bool) -> str:
    """``none`` (one replica), ``dataset`` or ``function`` (per-replica batch)."""
    if replicas <= 1 and not on_tpu:
        return "none"
    if p.distribute != "auto":
        return p.distribute
    return "function" if on_tpu else "dataset"


# --- sources -----------------------------------------------------------------------------


def _split_lines(n: str, seed: int, fraction: float) -> list[str]:
    return [
        f"# Hold out {fraction:g} of the examples for validation (fixed seed {seed}).",
        f"order = np.random.default_rng({seed}).permutation({n})",
        f"n_val = int(round({n} * {fraction!r})) if {fraction!r} > 0 else 0",
        "train_idx, val_idx = order[n_val:], order[:n_val]",
        "HAS_VALIDATION = n_val > 0",
    ]


def _in_memory(job: Job, base_dir: str | Path | None) -> list[str]:
    d = job.data
    out: list[str] = []
    if d.source == "digits":
        out += [
            "# scikit-learn's handwritten digits: 1,797 8x8 images, values 0..16 (no download).",
            "digits = load_digits()",
            "x = digits.images.astype(np.float32)[..., None]",
            "y = digits.target.astype(np.int64)",
            "VALUE_MAX = 16.0",
        ]
    elif d.source == "synthetic":
        shape = tuple(d.shape)
        if len(shape) == 1:
            shape = (1, shape[0], 1)
        elif len(shape) == 2:
            shape = (*shape, 1)
        out += [
            f"# Synthetic images: {d.count} examples of shape {shape}, {d.classes} classes;",
            "# each class has its own mean image plus noise (so a model can learn it).",
            f"rng = np.random.default_rng({d.seed})",
            f"y = rng.integers(0, {d.classes}, size={d.count}).astype(np.int64)",
            f"centres = rng.random(({d.classes}, *{shape!r}), dtype=np.float32)",
            f"noise = rng.normal(0.0, 0.15, size=({d.count}, *{shape!r})).astype(np.float32)",
            "x = np.clip(centres[y] + noise, 0.0, 1.0).astype(np.float32)",
            "VALUE_MAX = 1.0",
        ]
    else:  # npz
        path = resolve_path(d.path, base_dir)
        out += [
            "",
            "def load_npz(path):",
            f'    """Arrays {_doc(d.x_key)} (images) and {_doc(d.y_key)} (labels) of a NumPy file."""',
            "    with np.load(path, allow_pickle=False) as npz:",
            f"        x = np.asarray(npz[{d.x_key!r}])",
            f"        y = np.asarray(npz[{d.y_key!r}]).astype(np.int64).reshape(-1)",
            "    if x.ndim == 2:  # flat vectors become 1-high images",
            "        x = x[:, None, :, None]",
            "    elif x.ndim == 3:  # (N, H, W) gets a channel axis",
            "        x = x[..., None]",
            "    return x.astype(np.float32), y",
            "",
            "",
            f"x, y = load_npz({str(path)!r})",
            "vmax = float(x.max()) if x.size else 1.0",
            "VALUE_MAX = 255.0 if 1.0 < vmax <= 255.0 else max(vmax, 1.0)",
        ]
    if _separate(job):
        vpath = resolve_path(d.validation_path, base_dir)
        out += [
            "",
            "# A separate validation file (data.validation_path): every example of the training",
            f"# file trains (shuffled once, seed {d.seed}); validation_split is not used. The",
            "# validation images are normalised with the training data's VALUE_MAX.",
            f"val_x, val_y = load_npz({str(vpath)!r})",
            f"order = np.random.default_rng({d.seed}).permutation(len(x))",
            "x, y = x[order], y[order]",
            "HAS_VALIDATION = True",
            "",
            "",
            "def source(training):",
            '    """Single (image, label) examples of the training or the validation file."""',
            "    if training:",
            "        return tf.data.Dataset.from_tensor_slices((x, y))",
            "    return tf.data.Dataset.from_tensor_slices((val_x, val_y))",
        ]
        return out
    out += [""] + _split_lines("len(x)", d.seed, d.validation_split)
    out += [
        "",
        "",
        "def source(training):",
        '    """Single (image, label) examples of the training or the validation split."""',
        "    idx = train_idx if training else val_idx",
        "    return tf.data.Dataset.from_tensor_slices((x[idx], y[idx]))",
    ]
    return out


def _separate(job: Job) -> bool:
    """A separate validation source (``data.validation_path``) replaces the split."""
    return bool(job.data.validation_path.strip())


def _images(job: Job, base_dir: str | Path | None) -> list[str]:
    d, p = job.data, job.pipeline
    root = resolve_path(d.path, base_dir)
    h, w = d.image_size
    head = [
        "# An images folder: one sub-folder per class; PNG/JPEG files (checked by their",
        "# first bytes, other files are skipped) are decoded and resized as they are read.",
        f"ROOT = Path({str(root)!r})",
        'classes = sorted(c.name for c in ROOT.iterdir() if c.is_dir() and not c.name.startswith("."))',
        "",
        "",
        "def is_image(f):",
        '    with open(f, "rb") as fh:',
        "        head = fh.read(8)",
        '    return head.startswith(b"\\x89PNG\\r\\n\\x1a\\n") or head.startswith(b"\\xff\\xd8\\xff")',
        "",
        "",
        "paths, labels = [], []",
        "for label, name in enumerate(classes):",
        "    for f in sorted((ROOT / name).iterdir()):",
        '        if f.is_file() and not f.name.startswith(".") and is_image(f):',
        "            paths.append(str(f))",
        "            labels.append(label)",
        "paths, labels = np.array(paths), np.array(labels, dtype=np.int64)",
        "first = tf.io.decode_image(tf.io.read_file(paths[0]), expand_animations=False)",
        "CHANNELS = 1 if first.shape[-1] in (1, 2) else 3",
        "VALUE_MAX = 255.0",
        "",
    ]
    read = [
        "",
        "",
        "def read_image(path, label):",
        "    img = tf.io.decode_image(tf.io.read_file(path), channels=CHANNELS, expand_animations=False)",
        f"    return tf.image.resize(img, ({h}, {w})), label",
        "",
        "",
    ]
    parallel = f"num_parallel_calls={_tune(p.map_parallel_calls)}, deterministic={p.deterministic}"
    if not _separate(job):
        return [
            *head,
            *_split_lines("len(paths)", d.seed, d.validation_split),
            *read,
            "def source(training):",
            "    idx = train_idx if training else val_idx",
            "    ds = tf.data.Dataset.from_tensor_slices((paths[idx], labels[idx]))",
            f"    return ds.map(read_image, {parallel})",
        ]
    vroot = resolve_path(d.validation_path, base_dir)
    return [
        *head,
        "# A separate validation folder (data.validation_path): its class folders are",
        "# labelled by the training folder's class names; validation_split is not used.",
        f"VAL_ROOT = Path({str(vroot)!r})",
        "val_paths, val_labels = [], []",
        'for name in sorted(c.name for c in VAL_ROOT.iterdir() if c.is_dir() and not c.name.startswith(".")):',
        "    if name not in classes:",
        '        raise SystemExit(f"{VAL_ROOT / name} is not a class of the training folder {ROOT}")',
        "    for f in sorted((VAL_ROOT / name).iterdir()):",
        '        if f.is_file() and not f.name.startswith(".") and is_image(f):',
        "            val_paths.append(str(f))",
        "            val_labels.append(classes.index(name))",
        "val_paths, val_labels = np.array(val_paths), np.array(val_labels, dtype=np.int64)",
        f"# Every training image trains, shuffled once (seed {d.seed}).",
        f"order = np.random.default_rng({d.seed}).permutation(len(paths))",
        "HAS_VALIDATION = len(val_paths) > 0",
        *read,
        "def source(training):",
        "    if training:",
        "        ds = tf.data.Dataset.from_tensor_slices((paths[order], labels[order]))",
        "    else:",
        "        ds = tf.data.Dataset.from_tensor_slices((val_paths, val_labels))",
        f"    return ds.map(read_image, {parallel})",
    ]


def _tfrecord(job: Job, base_dir: str | Path | None) -> list[str]:
    d, p = job.data, job.pipeline
    pattern = str(resolve_path(d.path, base_dir))
    separate = _separate(job)
    k = 0 if separate else holdout_every(d.validation_split)
    ltype = "tf.int64" if d.label_dtype == "int64" else "tf.float32"
    out = [
        "# TFRecord files of tf.train.Example records.",
        f"FILES = sorted(f for f in glob.glob({pattern!r}) if os.path.isfile(f))",
        "FEATURES = {",
        f"    {d.image_key!r}: tf.io.FixedLenFeature([], tf.string),",
        f"    {d.label_key!r}: tf.io.FixedLenFeature([], {ltype}),",
        "}",
        "VALUE_MAX = 255.0",
    ]
    if d.image_encoding == "raw":
        shape = list(d.image_shape) + [1] * (3 - len(d.image_shape))
        out += [f"H, W, C = {shape[0]}, {shape[1]}, {shape[2]}  # raw uint8 bytes"]
    else:
        out += [
            "# The image size and channels, from the first record.",
            "first = tf.io.parse_single_example(next(iter(tf.data.TFRecordDataset(FILES))), FEATURES)",
            f"H, W, C = tf.io.decode_image(first[{d.image_key!r}], expand_animations=False).shape",
        ]
        if d.image_shape:
            want = list(d.image_shape)
            out += [f"H, W = {want[0]}, {want[1]}"]
            if len(want) > 2:
                out += [f"C = {want[2]}"]
        out += ["C = 1 if C in (1, 2) else 3"]
    out += [f"HOLDOUT_EVERY = {k}  # every k-th record of each file is for validation (0 = none)"]
    if separate:
        vpattern = str(resolve_path(d.validation_path, base_dir))
        out += [
            "# A separate validation glob (data.validation_path); validation_split is not used.",
            f"VAL_FILES = sorted(f for f in glob.glob({vpattern!r}) if os.path.isfile(f))",
        ]
    out += ["", "", "def parse(record):", "    ex = tf.io.parse_single_example(record, FEATURES)"]
    if d.image_encoding == "raw":
        out += [
            f"    img = tf.reshape(tf.io.decode_raw(ex[{d.image_key!r}], tf.uint8), (H, W, C))",
            "    img = tf.cast(img, tf.float32)",
        ]
    else:
        out += [
            f"    img = tf.io.decode_image(ex[{d.image_key!r}], channels=C, expand_animations=False)",
            "    img = tf.image.resize(img, (H, W))",
        ]
    out += [f"    return img, ex[{d.label_key!r}]", "", ""]
    out += ["def source(training):"]
    if separate:
        out += [
            "    if not training:  # the validation files, one after the other",
            "        names = tf.data.Dataset.from_tensor_slices(VAL_FILES)",
            "        ds = names.flat_map(tf.data.TFRecordDataset)",
            f"        return ds.map(parse, num_parallel_calls={_tune(p.map_parallel_calls)}, "
            f"deterministic={p.deterministic})",
            "",
        ]
    out += [
        "    def per_file(name):",
        "        ds = tf.data.TFRecordDataset(name)",
        "        if HOLDOUT_EVERY:",
        "            k = HOLDOUT_EVERY",
        "            ds = ds.enumerate()",
        "            if training:",
        "                ds = ds.filter(lambda i, r: i % k != k - 1)",
        "            else:",
        "                ds = ds.filter(lambda i, r: i % k == k - 1)",
        "            ds = ds.map(lambda i, r: r)",
        "        return ds",
        "",
        "    names = tf.data.Dataset.from_tensor_slices(FILES)",
    ]
    if "interleave" in p.order:
        out += [
            "    # interleave: read several files at once",
            "    ds = names.interleave(",
            "        per_file,",
            f"        cycle_length={_tune(p.cycle_length)},",
            f"        block_length={p.block_length},",
            f"        num_parallel_calls={_tune(p.interleave_parallel_calls)},",
            f"        deterministic={p.interleave_deterministic},",
            "    )",
        ]
    else:
        out += ["    ds = names.flat_map(per_file)  # one file after the other"]
    out += [
        f"    return ds.map(parse, num_parallel_calls={_tune(p.map_parallel_calls)}, "
        f"deterministic={p.deterministic})",
        "",
        "",
    ]
    if separate:
        return out + ["HAS_VALIDATION = len(VAL_FILES) > 0"]
    return out + [
        "HAS_VALIDATION = HOLDOUT_EVERY > 0 and any(",
        "    True for _ in source(False).take(1)",
        ")",
    ]


# --- stages ------------------------------------------------------------------------------


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
                f"num_parallel_calls={_tune(p.map_parallel_calls)}, "
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
            out.append(f"    ds = ds.batch(batch_size, drop_remainder={p.drop_remainder})")
        elif stage == "prefetch":
            out.append(f"    ds = ds.prefetch({_tune(p.prefetch)})")
    if "batch" not in p.order:
        out.append(f"    ds = ds.batch(batch_size, drop_remainder={p.drop_remainder})")
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


def _jax_input() -> list[str]:
    """The JAX side (``model.backend = "jax"``): tf.data on the host hands numpy batches to JAX,
    which splits each global batch over every device (as tpugui's jax backend does)."""
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
    jax = job.model.backend == "jax"
    needs = ["import numpy as np", "import tensorflow as tf"]
    if d.source == "images":
        needs.insert(0, "from pathlib import Path")
    if d.source == "tfrecord":
        needs = ["import glob", "import os", "", *needs]
    if d.source == "digits":
        needs.append("from sklearn.datasets import load_digits")
    if d.source in ("digits", "synthetic", "npz"):
        src = _in_memory(job, base_dir)
    elif d.source == "images":
        src = _images(job, base_dir)
    else:
        src = _tfrecord(job, base_dir)
    lines = [
        f'"""The tf.data input pipeline of job {_doc(job.name)}, written by tpugui {__version__}.',
        "",
        "Run it to print the element spec and the first batch: python pipeline.py",
        '"""',
        "",
        *needs,
        "",
        *(
            ['tf.config.set_visible_devices([], "GPU")  # tf.data only reads: devices are JAX\'s']
            if jax
            else []
        ),  # fmt: skip
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
        *(_jax_input() if jax else _distribution(p, replicas, on_tpu)),
        "",
        "",
        'if __name__ == "__main__":',
        '    print("element spec:", train_ds.element_spec)',
        "    for images, labels in train_ds.take(1):",
        '        print("first batch:", images.shape, images.dtype.name, "labels", labels.numpy()[:16])',
        *(
            [
                "    images, labels = next(jax_batches())",
                '    print("as JAX sees it:", images.shape, images.sharding)',
            ]
            if jax
            else []
        ),
        "",
    ]
    return "\n".join(lines)
