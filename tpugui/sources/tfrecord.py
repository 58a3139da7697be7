"""TFRecord files of ``tf.train.Example`` records, named by a glob (``data/train-*.tfrecord``).

``probe_tfrecords`` looks at the files *before* a pipeline runs, so a bad input gets a message
that names the field and the file: a glob that matches nothing, a corrupt record (file and
record number), a feature key that does not exist (with the keys that do), a label of the wrong
type. ``tfrecord_parser`` gives the tf.data function that parses a record; the files are read
through ``interleave`` when it is in the pipeline's order. TensorFlow is imported inside the
functions.
"""

from __future__ import annotations

import glob as globlib
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tpugui.i18n_marks import N_, Message
from tpugui.job import DataSection, JobError
from tpugui.job_errors import job_error
from tpugui.sources.arrays import validation_note
from tpugui.sources.base import Examples, Source, autotune, code_tune, resolve_path, separate

if TYPE_CHECKING:
    from tpugui.job import Job, PipelineSection

NO_MATCH = N_(
    "no files match {pattern}; check the path (a glob like data/train-*.tfrecord, relative to "
    "the job file)"
)
VAL_NO_MATCH = N_("no files match {pattern} (a TFRecord glob like data.path)")


@dataclass
class TFRecordFacts:
    files: list[str]
    counts: list[int]  # records per file
    keys: list[str]  # feature keys of the first record
    shape: tuple[int, int, int]  # decoded image (H, W, C)
    num_classes: int = 0

    @property
    def total(self) -> int:
        return sum(self.counts)


def match_files(
    data: DataSection, base_dir: str | Path | None = None, job_key: str = "data.path"
) -> list[str]:
    if not data.path:
        raise job_error(
            job_key,
            N_("the tfrecord source needs a file pattern; for example data/train-*.tfrecord"),
        )
    pattern = str(resolve_path(data.path, base_dir))
    files = sorted(f for f in globlib.glob(pattern) if os.path.isfile(f))
    if not files:
        raise job_error(
            job_key,
            N_(
                "no files match {pattern}; check the folder and the pattern (for example "
                "data/train-*.tfrecord)"
            ),
            pattern=repr(pattern),
        )
    for f in files:
        if not os.access(f, os.R_OK):
            raise job_error(job_key, N_("{path} cannot be read (permission denied)"), path=f)
    return files


def probe_tfrecords(
    data: DataSection, base_dir: str | Path | None = None, job_key: str = "data.path"
) -> TFRecordFacts:
    """Count every file's records (naming a corrupt one) and check the feature spec."""
    import tensorflow as tf

    files = match_files(data, base_dir, job_key)
    counts: list[int] = []
    first: bytes | None = None
    first_file = files[0]
    for f in files:
        n = 0
        try:
            for raw in tf.data.TFRecordDataset(f):
                if first is None:
                    first, first_file = raw.numpy(), f
                n += 1
        except (tf.errors.DataLossError, tf.errors.InvalidArgumentError) as exc:
            msg = exc.message.splitlines()[0] if exc.message else type(exc).__name__
            raise job_error(
                job_key,
                N_(
                    "{path}: record {record} is corrupt or the file is not a TFRecord ({error}); "
                    "re-write or remove that file"
                ),
                path=f,
                record=n + 1,
                error=msg,
            ) from None
        counts.append(n)
    if first is None:
        raise job_error(job_key, N_("the {count} matching files hold no records"), count=len(files))
    try:
        example = tf.train.Example.FromString(first)
    except Exception:  # noqa: BLE001 - protobuf raises its own DecodeError
        raise job_error(
            job_key, N_("{path}: the records are not tf.train.Example protos"), path=first_file
        ) from None
    feats = example.features.feature
    keys = sorted(feats.keys())
    have = ", ".join(keys) or "(none)"
    no_feature = N_("no feature {name} in {path}; the records have: {have}")
    problems = [
        (key, Message(no_feature, {"name": repr(name), "path": first_file, "have": have}))
        for key, name in (("data.image_key", data.image_key), ("data.label_key", data.label_key))
        if name not in feats
    ]
    if problems:
        raise JobError.of(problems)
    img = feats[data.image_key]
    if not img.bytes_list.value:
        raise job_error(
            "data.image_key",
            N_(
                "{name} in {path} is not a bytes feature; choose the feature that holds the encoded "
                "image"
            ),
            name=repr(data.image_key),
            path=first_file,
        )
    lab = feats[data.label_key]
    kind = "int64" if lab.int64_list.value else "float32" if lab.float_list.value else ""
    if kind != data.label_dtype:
        raise job_error(
            "data.label_dtype",
            N_("{name} in {path} holds {kind} values; set label_dtype to {want}"),
            name=repr(data.label_key),
            path=first_file,
            kind=kind or "bytes",
            want=kind or "int64",
        )
    payload = img.bytes_list.value[0]
    if data.image_encoding == "raw":
        shape = list(data.image_shape)
        if len(shape) == 2:
            shape.append(1)
        if len(shape) != 3:
            raise job_error("data.image_shape", N_("raw images need their shape [H, W, C]"))
        need = shape[0] * shape[1] * shape[2]
        if len(payload) != need:
            raise job_error(
                "data.image_shape",
                N_("{shape} needs {need} bytes a record but {path} record 1 holds {have}"),
                shape=str(shape),
                need=need,
                path=first_file,
                have=len(payload),
            )
        facts = TFRecordFacts(files, counts, keys, (shape[0], shape[1], shape[2]))
        return _with_classes(facts, data)
    try:
        decoded = tf.io.decode_image(payload, expand_animations=False)
    except tf.errors.InvalidArgumentError:
        raise job_error(
            "data.image_encoding",
            N_("record 1 of {path} is not a {encoding} image; choose png, jpeg or raw"),
            path=first_file,
            encoding=data.image_encoding.upper(),
        ) from None
    h, w, c = (int(d) for d in decoded.shape)
    if data.image_shape:
        want = list(data.image_shape) + [c] * (3 - len(data.image_shape))
        h, w, c = want[0], want[1], want[2]
    return _with_classes(TFRecordFacts(files, counts, keys, (h, w, 1 if c in (1, 2) else 3)), data)


def _with_classes(facts: TFRecordFacts, data: DataSection) -> TFRecordFacts:
    """Classes = largest int64 label + 1 (one vectorised pass); float labels: data.classes."""
    import tensorflow as tf

    if data.label_dtype != "int64":
        facts.num_classes = data.classes
        return facts
    spec = {data.label_key: tf.io.FixedLenFeature([], tf.int64)}
    top = -1
    try:
        labels = tf.data.TFRecordDataset(facts.files).batch(4096)
        for batch in labels.map(lambda r: tf.io.parse_example(r, spec)[data.label_key]):
            top = max(top, int(tf.reduce_max(batch)))
    except tf.errors.InvalidArgumentError as exc:
        raise job_error(
            "data.label_key",
            N_("not every record has a single int64 {name} ({error})"),
            name=repr(data.label_key),
            error=exc.message.splitlines()[0],
        ) from None
    facts.num_classes = max(top + 1, 2)
    return facts


def tfrecord_parser(data: DataSection, shape: tuple[int, int, int]):  # noqa: ANN201
    """serialized tf.train.Example -> (float32 image (H, W, C) in [0, 255], label)."""
    import tensorflow as tf

    label_type = tf.int64 if data.label_dtype == "int64" else tf.float32
    spec = {
        data.image_key: tf.io.FixedLenFeature([], tf.string),
        data.label_key: tf.io.FixedLenFeature([], label_type),
    }
    h, w, c = shape

    def parse(record):  # noqa: ANN001, ANN202
        ex = tf.io.parse_single_example(record, spec)
        if data.image_encoding == "raw":
            img = tf.reshape(tf.io.decode_raw(ex[data.image_key], tf.uint8), (h, w, c))
            img = tf.cast(img, tf.float32)
        else:
            img = tf.io.decode_image(ex[data.image_key], channels=c, expand_animations=False)
            img = tf.image.resize(img, (h, w))
        return img, ex[data.label_key]

    return parse


def holdout_every(fraction: float) -> int:
    """TFRecords: every k-th record of each file is held out for validation (0 = none)."""
    return 0 if fraction <= 0 else max(2, round(1 / fraction))


class TFRecord(Source):
    name = "tfrecord"
    order = 4
    keys = (
        "data.path",
        "data.location",
        "data.validation_path",
        "data.image_key",
        "data.image_encoding",
        "data.image_shape",
        "data.label_key",
        "data.label_dtype",
    )
    path = "glob"
    validation_path = True
    in_memory = False
    reads_files = True
    shards = True

    def path_problem(self, key: str, p: Path) -> Message | None:
        if [f for f in globlib.glob(str(p)) if os.path.isfile(f)]:
            return None
        template = NO_MATCH if key == "data.path" else VAL_NO_MATCH
        return Message(template, {"pattern": repr(str(p))})

    def example_shape(
        self, data: DataSection, base_dir: str | Path | None
    ) -> tuple[int, ...] | None:
        return tuple(data.image_shape) if len(data.image_shape) == 3 else None

    def examples(self, job: Job, base_dir: str | Path | None) -> Examples:
        import tensorflow as tf

        d, p = job.data, job.pipeline
        facts = probe_tfrecords(d, base_dir)
        k = 0 if separate(d) else holdout_every(d.validation_split)
        parse = tfrecord_parser(d, facts.shape)
        names = tf.data.Dataset.from_tensor_slices(facts.files)
        if separate(d):
            vdata = d.model_copy(update={"path": d.validation_path})
            vfacts = probe_tfrecords(vdata, base_dir, "data.validation_path")
            if vfacts.shape[2] != facts.shape[2] or (
                d.image_encoding == "raw" and vfacts.shape != facts.shape
            ):
                raise job_error(
                    "data.validation_path",
                    N_(
                        "its images are {val} (H, W, C) but the training images (data.path) are "
                        "{train}; use the same kind of images"
                    ),
                    val=str(vfacts.shape),
                    train=str(facts.shape),
                )
            facts.num_classes = max(facts.num_classes, vfacts.num_classes)
            vnames = tf.data.Dataset.from_tensor_slices(vfacts.files)
            val_ds = vnames.flat_map(tf.data.TFRecordDataset).map(
                parse,
                num_parallel_calls=autotune(p.map_parallel_calls),
                deterministic=p.deterministic,
            )
            return Examples(
                _records(names, p, parse, 0, True),
                val_ds,
                255.0,
                facts.shape,
                facts.num_classes,
                facts.total,
                vfacts.total,
                len(facts.files),
                [validation_note(d, vfacts.total)],
            )
        val_count = sum(n // k for n in facts.counts) if k else 0
        return Examples(
            _records(names, p, parse, k, True),
            _records(names, p, parse, k, False) if val_count else None,
            255.0,
            facts.shape,
            facts.num_classes,
            facts.total - val_count,
            val_count,
            len(facts.files),
        )

    def code_imports(self, job: Job) -> list[str]:
        return ["import glob", "import os", ""]

    def code(self, job: Job, base_dir: str | Path | None) -> list[str]:
        return _code(job, base_dir)

    def advice(self, job: Job, facts: Any, add: Callable[..., None]) -> None:
        """Shard files: interleave them, first, with no more slots than files."""
        p = job.pipeline
        order = list(p.order)
        pos = {s: i for i, s in enumerate(order)}
        if facts.n_files > 1 and "interleave" not in pos:
            add(
                "interleave-missing",
                "warning",
                N_("Interleave the files"),
                N_(
                    "the data is in {files} files read one after the other; interleave reads "
                    "several at once and hides each file's open and read latency."
                ),
                {"pipeline.order": ["interleave", *order]},
                N_("Add interleave first"),
                "order",
                files=facts.n_files,
            )
        if "interleave" in pos and pos["interleave"] != 0:
            add(
                "interleave-first",
                "info",
                N_("interleave belongs first"),
                N_(
                    "interleave reads the files, so it is the first stage (tpugui applies it "
                    "where the files are read wherever it is listed)."
                ),
                {"pipeline.order": ["interleave", *[s for s in order if s != "interleave"]]},
                N_("Move interleave first"),
                "order",
            )
        if (
            "interleave" in pos
            and isinstance(p.cycle_length, int)
            and facts.n_files > 1
            and p.cycle_length > facts.n_files
        ):
            fix: dict[str, Any] = {"pipeline.cycle_length": facts.n_files}
            if isinstance(p.interleave_parallel_calls, int):
                fix["pipeline.interleave_parallel_calls"] = min(
                    p.interleave_parallel_calls, facts.n_files
                )
            add(
                "cycle-length-files",
                "warning",
                N_("cycle_length is above the number of files"),
                N_(
                    "cycle_length {cycle} asks for more files at once than the {files} there "
                    "are; the extra slots stay empty."
                ),
                fix,
                N_("Set cycle_length to {files}"),
                "cycle_length",
                cycle=p.cycle_length,
                files=facts.n_files,
            )


def _records(names, p: PipelineSection, parse, k: int, training: bool):  # noqa: ANN001, ANN202
    """The parsed records of the TFRecord files ``names``; every k-th held out (k = 0: none)."""
    import tensorflow as tf

    def per_file(name):  # noqa: ANN001, ANN202
        ds = tf.data.TFRecordDataset(name)
        if k:
            ds = ds.enumerate()
            if training:
                ds = ds.filter(lambda i, r: i % k != k - 1)
            else:
                ds = ds.filter(lambda i, r: i % k == k - 1)
            ds = ds.map(lambda i, r: r)
        return ds

    if "interleave" in p.order:
        ds = names.interleave(
            per_file,
            cycle_length=autotune(p.cycle_length),
            block_length=p.block_length,
            num_parallel_calls=autotune(p.interleave_parallel_calls),
            deterministic=p.interleave_deterministic,
        )
    else:
        ds = names.flat_map(per_file)
    return ds.map(
        parse, num_parallel_calls=autotune(p.map_parallel_calls), deterministic=p.deterministic
    )


def _code(job: Job, base_dir: str | Path | None) -> list[str]:
    d, p = job.data, job.pipeline
    pattern = str(resolve_path(d.path, base_dir))
    split_off = not separate(job.data)
    k = 0 if not split_off else holdout_every(d.validation_split)
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
    if not split_off:
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
    if not split_off:
        out += [
            "    if not training:  # the validation files, one after the other",
            "        names = tf.data.Dataset.from_tensor_slices(VAL_FILES)",
            "        ds = names.flat_map(tf.data.TFRecordDataset)",
            f"        return ds.map(parse, num_parallel_calls={code_tune(p.map_parallel_calls)}, "
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
            f"        cycle_length={code_tune(p.cycle_length)},",
            f"        block_length={p.block_length},",
            f"        num_parallel_calls={code_tune(p.interleave_parallel_calls)},",
            f"        deterministic={p.interleave_deterministic},",
            "    )",
        ]
    else:
        out += ["    ds = names.flat_map(per_file)  # one file after the other"]
    out += [
        f"    return ds.map(parse, num_parallel_calls={code_tune(p.map_parallel_calls)}, "
        f"deterministic={p.deterministic})",
        "",
        "",
    ]
    if not split_off:
        return out + ["HAS_VALIDATION = len(VAL_FILES) > 0"]
    return out + [
        "HAS_VALIDATION = HOLDOUT_EVERY > 0 and any(",
        "    True for _ in source(False).take(1)",
        ")",
    ]


# --- stages ------------------------------------------------------------------------------


SOURCE = TFRecord()
