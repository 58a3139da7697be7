"""The Job: everything one training run needs, in five validated sections.

A Job is read from and written to TOML (``tomllib`` / ``tomli-w``); a load followed by a save
gives back the same values (round trip exact). Invalid values are refused with a
:class:`JobError` whose lines name the field (``pipeline.batch_size: must be a positive
integer, got -3``). This module is Qt-free and imports no ML framework.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from dataclasses import field as dc_field
from pathlib import Path
from typing import Annotated, Any, Literal

import tomli_w
from pydantic import AfterValidator, BaseModel, ConfigDict, Field, ValidationError, field_validator

from tpugui.i18n_marks import N_, Message, MessageError
from tpugui.job_errors import (
    JobError,
    file_error,
    nesting_error,
    toml_error,
    too_deep,
    validation_messages,
)

__all__ = [
    "Meta",
    "BACKENDS",
    "JobError",
    "Job",
    "DataSection",
    "PipelineSection",
    "ModelSection",
    "TrainSection",
    "RemoteSection",
    "SweepSection",
    "STAGES",
    "load_job",
    "loads_job",
    "save_job",
    "dumps_job",
    "demo_job_path",
    "demo_job",
]

#: The tf.data stages the pipeline section may order, as tf.data names them.
STAGES = ("interleave", "map", "cache", "shuffle", "repeat", "batch", "prefetch")

PosInt = Annotated[int, Field(gt=0)]
NonNegInt = Annotated[int, Field(ge=0)]
#: ``"autotune"`` (tf.data.AUTOTUNE) or an explicit positive count.
Parallelism = Literal["autotune"] | Annotated[int, Field(gt=0, le=1024)]
#: processes of one run on this host: a number, or ``auto`` (one per local GPU, else one)
Processes = Literal["auto"] | Annotated[int, Field(ge=1, le=256)]
#: a seed as the frameworks take it (a 32-bit signed integer)
Seed = Annotated[int, Field(ge=-(2**31), le=2**31 - 1)]

#: the longest path a job key may hold (Linux's PATH_MAX) and the longest name in it (NAME_MAX,
#: in UTF-8 bytes): longer ones fail with ENAMETOOLONG on every file system
PATH_MAX = 4096
NAME_MAX = 255
#: the most values one example may hold (512 MiB as float32): a larger shape cannot be trained
MAX_EXAMPLE_VALUES = 2**27


def _path_text(v: str) -> str:
    """A path key's text: no NUL character, no name over :data:`NAME_MAX` bytes (what exists
    and of which kind is checked against the files before a run: tpugui.training.limits)."""
    if "\0" in v:
        raise MessageError(Message(N_("contains a NUL character; no file name can hold one")))
    longest = max((len(part.encode("utf-8")) for part in v.split("/")), default=0)
    if longest > NAME_MAX:
        raise MessageError(
            Message(
                N_(
                    "holds a name of {length} bytes between two slashes; file systems allow "
                    "{most}: shorten it"
                ),
                {"length": longest, "most": NAME_MAX},
            )
        )
    return v


#: a file, folder or glob: at most PATH_MAX characters, no name over NAME_MAX bytes
PathText = Annotated[str, Field(max_length=PATH_MAX), AfterValidator(_path_text)]


def _example_values(dims: list[int], channels: int = 1) -> list[int]:
    n = channels
    for d in dims:
        n *= d
    if n > MAX_EXAMPLE_VALUES:
        raise MessageError(
            Message(
                N_(
                    "makes examples of {values:,} values; one example may hold at most "
                    "{most:,} (512 MiB as float32): make it smaller"
                ),
                {"values": n, "most": MAX_EXAMPLE_VALUES},
            )
        )
    return dims


#: every backend a job may choose (``model.backend``)
BACKENDS = ("tensorflow", "torch", "torch_xla", "jax", "torch_tpu")


@dataclass(frozen=True)
class Meta:
    """What a person is told about one job key; the forms, the docs and the checks read it.

    The type, range and choices stay on the pydantic field (``Field(gt=..., le=...)``,
    ``Literal[...]``); ``Meta`` adds the words: ``label`` and ``help`` (``N_`` templates the
    GUI translates), ``unit``, ``special`` (what the lowest value means, shown in its place:
    "AUTOTUNE", "off", "one pass"), ``check`` (a check box's own text), ``placeholder``,
    ``advanced`` (folded away in the forms), ``group`` (the form group it sits in), ``kind``
    (how a text is edited: "file", "folder", "path" get a Browse button; "shape" is a
    comma-separated list), ``choices`` (a suggested list for a free-text key), ``choice_labels``
    (how a choice reads, when not as written). Which backends read a key is said by the
    backends' descriptors (``reads_keys``; :attr:`tpugui.job_fields.FieldSpec.backends`).
    """

    label: str
    help: str = ""
    unit: str = ""
    special: str = ""
    check: str = ""
    placeholder: str = ""
    advanced: bool = False
    group: str = ""
    kind: str = ""
    choices: tuple[str, ...] = ()
    choice_labels: dict[str, str] = dc_field(default_factory=dict)
    step: float = 0.0
    decimals: int = 0


class _Section(BaseModel):
    """Every section is strict: a value must already have its key's type. A typo is refused, not
    read as something else: ``epochs = true`` is not 1, ``stop_on_nan = "no"`` or ``= 0`` is not
    false, ``batch_size = "64"`` or ``= 64.0`` is not 64 (an integer is taken where a number is
    asked). No float is NaN or infinite."""

    model_config = ConfigDict(
        extra="forbid", validate_assignment=True, strict=True, allow_inf_nan=False
    )


class DataSection(_Section):
    """``[data]``: where examples come from."""

    source: Annotated[
        Literal["digits", "synthetic", "npz", "images", "tfrecord", "csv", "parquet", "tfds"],
        Meta(
            N_("Source"),
            N_(
                "digits: scikit-learn's handwritten digits; synthetic: generated; npz: a NumPy "
                "file; images: a folder with one sub-folder per class; tfrecord: a file glob; "
                "csv, parquet: a table, one example per row; tfds: a TensorFlow Datasets data set "
                "prepared in a folder"
            ),
            choice_labels={
                "digits": N_("digits"),
                "synthetic": N_("synthetic"),
                "npz": N_("npz"),
                "images": N_("images"),
                "tfrecord": N_("tfrecord"),
                "csv": N_("csv"),
                "parquet": N_("parquet"),
                "tfds": N_("tfds"),
            },
        ),
    ] = "digits"
    #: npz file, images folder, or TFRecord glob (relative paths are relative to the job file)
    path: Annotated[
        PathText,
        Meta(
            N_("Path"),
            N_("relative paths are relative to the job file"),
            placeholder=N_("file, folder or glob (data/train-*.tfrecord)"),
            kind="path",
        ),
    ] = ""
    #: where data.path (and validation_path) lie for a remote run: "local" = on this computer,
    #: copied to every worker; "vm" = already on every worker of the TPU VM, named by a path
    #: there (absolute or ~/), not copied; checked on each worker before the run starts
    location: Annotated[
        Literal["local", "vm"],
        Meta(
            N_("Data location"),
            N_(
                "local: on this computer; a remote run copies it to every worker. vm: already on "
                "every worker of the TPU VM, at a path there (absolute, or ~/ for the home "
                "folder); nothing is copied, each worker checks it is there before the run "
                "starts, and only a remote run can use it"
            ),
            choice_labels={"local": N_("on this computer"), "vm": N_("on the VM")},
            advanced=True,
        ),
    ] = "local"
    #: a separate validation source of the same kind as ``source`` (npz file, images folder or
    #: TFRecord glob); when set, ``validation_split`` is ignored. "" = split the training data
    validation_path: Annotated[
        PathText,
        Meta(
            N_("Validation data"),
            N_(
                "An npz file, an images folder (the training folder's class names) or a "
                "TFRecord glob. When set, the validation share is ignored"
            ),
            kind="path",
        ),
    ] = ""
    # synthetic
    shape: Annotated[
        list[Annotated[int, Field(gt=0, le=65_536)]],
        Field(min_length=1, max_length=4),
        Meta(N_("Shape"), N_("synthetic example shape, e.g. 8, 8, 1"), kind="shape"),
    ] = Field(default_factory=lambda: [8, 8, 1])
    classes: Annotated[int, Field(ge=2, le=100_000), Meta(N_("Classes"))] = 10
    count: Annotated[int, Field(gt=0, le=100_000_000), Meta(N_("Examples"))] = 1024
    seed: Annotated[
        Seed, Meta(N_("Seed"), N_("the seed of the data and of the validation split"))
    ] = 0
    # npz
    x_key: Annotated[str, Meta(N_("Images array"), N_("the npz array of images"))] = "x"
    y_key: Annotated[str, Meta(N_("Labels array"), N_("the npz array of labels"))] = "y"
    # tfrecord feature spec
    image_key: Annotated[
        str,
        Meta(N_("Image feature"), N_("the tf.train.Example feature holding the encoded image")),
    ] = "image"
    image_encoding: Annotated[
        Literal["png", "jpeg", "raw"],
        Meta(
            N_("Image encoding"),
            choice_labels={"png": N_("png"), "jpeg": N_("jpeg"), "raw": N_("raw")},
        ),
    ] = "png"
    image_shape: Annotated[
        list[Annotated[int, Field(gt=0, le=65_536)]],
        Field(max_length=4),
        Meta(
            N_("Image shape"),
            N_("H, W, C: needed for raw bytes; for png/jpeg it resizes (empty = as stored)"),
            kind="shape",
        ),
    ] = Field(default_factory=list)
    label_key: Annotated[str, Meta(N_("Label feature"))] = "label"
    label_dtype: Annotated[
        Literal["int64", "float32"],
        Meta(N_("Label type"), choice_labels={"int64": N_("int64"), "float32": N_("float32")}),
    ] = "int64"
    # csv: a table file (or glob); one row per example
    label: Annotated[
        str,
        Meta(
            N_("Label column"),
            N_("the column that holds the class (empty = the last column)"),
            placeholder=N_("the last column"),
        ),
    ] = ""
    features: Annotated[
        list[Annotated[str, Field(min_length=1, max_length=256)]],
        Field(max_length=4096),
        Meta(
            N_("Feature columns"),
            N_(
                "the columns the model reads (empty = every other column). Numbers are "
                "standardised with the training rows' mean and spread, a missing number becomes "
                "that mean; text columns are categories (one-hot; values the training rows lack, "
                "and missing ones, count as unknown)"
            ),
            placeholder=N_("every other column"),
        ),
    ] = Field(default_factory=list)
    header: Annotated[
        bool,
        Meta(
            N_("Header row"),
            check=N_("the first row names the columns"),
            help=N_("without one, the columns are named f0, f1, ..."),
        ),
    ] = True
    skip_rows: Annotated[
        int,
        Field(ge=0, le=1_000_000),
        Meta(N_("Skip rows"), N_("rows before the header (or the data) that are not part of it")),
    ] = 0
    delimiter: Annotated[
        str,
        Field(min_length=1, max_length=1),
        Meta(N_("Delimiter"), N_("the character between values"), choices=(",", ";", "|")),
    ] = ","
    # tfds: a prepared TensorFlow Datasets data set under data.path (its data_dir)
    dataset: Annotated[
        str,
        Field(max_length=256),
        Meta(
            N_("Data set"),
            N_("its TFDS name, optionally with its version (mnist, mnist/3.0.1)"),
            placeholder=N_("mnist"),
        ),
    ] = ""
    split: Annotated[
        str,
        Field(min_length=1, max_length=256),
        Meta(
            N_("Split"),
            N_("the TFDS split that trains; the validation share is held out of its end"),
        ),
    ] = "train"
    # images: folder / one sub-folder per class; decoded to this size
    image_size: Annotated[
        list[Annotated[int, Field(gt=0, le=65_536)]],
        Field(min_length=2, max_length=2),
        Meta(N_("Decode to"), N_("H, W of decoded images"), kind="shape"),
    ] = Field(default_factory=lambda: [64, 64])
    #: fraction of the examples held out for validation (0 = no validation)
    validation_split: Annotated[
        float,
        Field(ge=0.0, le=0.95),
        Meta(
            N_("Validation share"),
            N_("the share of the examples held out for validation (0 = no validation)"),
            special=N_("none"),
            step=0.05,
            decimals=2,
        ),
    ] = 0.2

    @field_validator("shape", "image_shape")
    @classmethod
    def _shape_size(cls, v: list[int]) -> list[int]:
        return _example_values(v)

    @field_validator("image_size")
    @classmethod
    def _image_size(cls, v: list[int]) -> list[int]:
        return _example_values(v, channels=3)


_AUTOTUNE = N_("AUTOTUNE")


class PipelineSection(_Section):
    """``[pipeline]``: the tf.data stages, in ``order``, and their knobs."""

    order: Annotated[
        list[Literal[STAGES]],  # type: ignore[valid-type]
        Meta(
            N_("Pipeline stages in order"),
            kind="order",
            choice_labels={
                "interleave": N_("interleave: read several files at once"),
                "map": N_("map: resize, normalise, augment"),
                "cache": N_("cache: keep examples after epoch 1"),
                "shuffle": N_("shuffle: mix the examples"),
                "repeat": N_("repeat: go round again"),
                "batch": N_("batch: group examples"),
                "prefetch": N_("prefetch: prepare ahead of the step"),
            },
        ),
    ] = Field(default_factory=lambda: ["map", "cache", "shuffle", "batch", "prefetch"])
    # interleave
    cycle_length: Annotated[
        Parallelism,
        Meta(
            N_("interleave: files at once"),
            N_("cycle_length: how many files are read at the same time"),
            special=_AUTOTUNE,
        ),
    ] = "autotune"
    block_length: Annotated[
        int,
        Field(gt=0, le=1024),
        Meta(
            N_("interleave: block length"),
            N_("block_length: consecutive examples taken from one file before the next"),
        ),
    ] = 1
    interleave_parallel_calls: Annotated[
        Parallelism,
        Meta(
            N_("interleave: parallel calls"),
            N_("at most the files at once (cycle_length)"),
            special=_AUTOTUNE,
        ),
    ] = "autotune"
    interleave_deterministic: Annotated[
        bool, Meta(N_("interleave deterministic"), check=N_("keep the file order"))
    ] = True
    # map (preprocess)
    resize: Annotated[
        list[Annotated[int, Field(ge=0, le=65_536)]],
        Field(min_length=2, max_length=2),
        Meta(N_("map: resize to"), N_("H, W (0, 0 = keep)"), kind="shape"),
    ] = Field(default_factory=lambda: [0, 0])
    normalize: Annotated[
        Literal["none", "unit", "standardize"],
        Meta(
            N_("map: normalise"),
            N_("unit: to [0, 1]; standardize: mean 0, variance 1 per image"),
            choice_labels={
                "unit": N_("unit"),
                "standardize": N_("standardize"),
                "none": N_("none"),
            },
        ),
    ] = "unit"
    random_flip: Annotated[bool, Meta(N_("map: random flip"), check=N_("left-right"))] = False
    map_parallel_calls: Annotated[
        Parallelism, Meta(N_("map parallel calls"), special=_AUTOTUNE)
    ] = "autotune"
    # cache: "memory" or a file path
    cache: Annotated[PathText, Meta(N_("cache"), N_("'memory' or a file path"))] = "memory"
    # shuffle
    shuffle_buffer: Annotated[int, Field(gt=0, le=10_000_000), Meta(N_("shuffle buffer"))] = 1024
    shuffle_seed: Annotated[Seed, Meta(N_("shuffle seed"))] = 0
    reshuffle_each_iteration: Annotated[bool, Meta(N_("reshuffle"), check=N_("each epoch"))] = True
    # repeat: -1 = forever
    repeat: Annotated[
        int, Field(ge=-1, le=1_000_000), Meta(N_("repeat"), special=N_("forever"))
    ] = -1
    # batch
    batch_size: Annotated[
        int,
        Field(gt=0, le=1_000_000),
        Meta(N_("batch size"), N_("the global batch (split over the replicas)")),
    ] = 64
    drop_remainder: Annotated[
        bool, Meta(N_("drop remainder"), check=N_("static batch shape (TPU/XLA)"))
    ] = True
    # prefetch
    prefetch: Annotated[Parallelism, Meta(N_("prefetch"), special=_AUTOTUNE)] = "autotune"
    # dataset options
    autotune: Annotated[
        bool,
        Meta(
            N_("autotune"),
            N_("options.autotune.enabled: tf.data tunes the AUTOTUNE stages while it runs"),
            check=N_("tune the AUTOTUNE stages"),
            group="options",
        ),
    ] = True
    cpu_budget: Annotated[
        int, Field(ge=0, le=4096), Meta(N_("CPU budget"), special=N_("default"), group="options")
    ] = 0
    ram_budget: Annotated[
        int,
        Field(ge=0, le=2**31 - 1),
        Meta(
            N_("RAM budget"),
            N_("options.autotune.ram_budget: the memory autotuning may use (0 = default)"),
            unit=N_(" bytes"),
            special=N_("default"),
            group="options",
        ),
    ] = 0
    deterministic: Annotated[
        bool, Meta(N_("deterministic"), check=N_("keep the order"), group="options")
    ] = True
    private_threadpool_size: Annotated[
        int,
        Field(ge=0, le=1024),
        Meta(
            N_("private thread pool"),
            N_("threads of a pool for this dataset only"),
            special=N_("shared pool"),
            group="options",
        ),
    ] = 0
    #: how a dataset meets a tf.distribute strategy
    distribute: Annotated[
        Literal["auto", "dataset", "function"],
        Meta(
            N_("distribute"),
            N_(
                "dataset: experimental_distribute_dataset; function: "
                "distribute_datasets_from_function with the per-replica batch"
            ),
            choice_labels={
                "auto": N_("auto"),
                "dataset": N_("dataset"),
                "function": N_("function"),
            },
            group="options",
        ),
    ] = "auto"

    @field_validator("resize")
    @classmethod
    def _resize_size(cls, v: list[int]) -> list[int]:
        return _example_values(v, channels=3)

    @field_validator("order")
    @classmethod
    def _unique_stages(cls, v: list[str]) -> list[str]:
        dupes = sorted({s for s in v if v.count(s) > 1})
        if dupes:
            raise MessageError(
                Message(
                    N_("each stage may appear once; repeated: {stages}"),
                    {"stages": ", ".join(dupes)},
                )
            )
        return v


class ModelSection(_Section):
    """``[model]``: which framework, on which device, with which network."""

    backend: Annotated[
        Literal["tensorflow", "torch", "torch_xla", "jax", "torch_tpu"],
        Meta(
            N_("Backend"),
            N_("The framework that trains the model"),
            choice_labels={
                "tensorflow": N_("tensorflow"),
                "torch": N_("torch"),
                "torch_xla": N_("torch_xla"),
                "jax": N_("jax"),
                "torch_tpu": N_("torch_tpu"),
            },
        ),
    ] = "tensorflow"
    #: what the model predicts: a class, a set of labels, or numbers (tpugui.tasks)
    task: Annotated[
        Literal["classification", "multilabel", "regression"],
        Meta(
            N_("Task"),
            N_(
                "classification: one class per example (softmax cross-entropy, accuracy); "
                "multilabel: any number of labels per example (sigmoid cross-entropy, accuracy "
                "per label); regression: a number (mean squared error, R²)"
            ),
            choice_labels={
                "classification": N_("classification"),
                "multilabel": N_("multi-label"),
                "regression": N_("regression"),
            },
        ),
    ] = "classification"
    #: auto | cpu | gpu | tpu | cuda:N | mps
    device: Annotated[
        str,
        Meta(
            N_("Device"),
            N_("auto picks TPU, then GPU, then CPU; or name one: cpu, gpu, tpu, cuda:0, mps"),
            choices=("auto", "cpu", "gpu", "tpu", "cuda:0", "mps"),
        ),
    ] = "auto"
    strategy: Annotated[
        Literal["auto", "default", "mirrored", "tpu", "multi_worker"],
        Meta(
            N_("Strategy"),
            N_(
                "How TensorFlow spreads the work: auto, default (one device), mirrored (all GPUs "
                "or logical CPUs), tpu, multi_worker"
            ),
            advanced=True,
            choice_labels={
                "auto": N_("auto"),
                "default": N_("default"),
                "mirrored": N_("mirrored"),
                "tpu": N_("tpu"),
                "multi_worker": N_("multi_worker"),
            },
        ),
    ] = "auto"
    #: split the CPU into this many logical devices (MirroredStrategy on one CPU); 0 = off
    logical_cpus: Annotated[
        int,
        Field(ge=0, le=32),
        Meta(
            N_("Logical CPUs"),
            N_(
                "Split the CPU into this many devices to try data parallelism without GPUs "
                "(TensorFlow's MirroredStrategy, a JAX Mesh; 0 = off)"
            ),
            special=N_("off"),
            advanced=True,
        ),
    ] = 0
    #: mlp | cnn | resnet | file:PATH (a file defining build_model(framework, input_shape,
    #: num_outputs) and optional hooks: tpugui.training.file_model)
    architecture: Annotated[
        str,
        Meta(
            N_("Model type"),
            N_(
                "mlp, cnn, resnet, or file:PATH to a Python file with build_model(framework, "
                "input_shape, num_outputs) returning a model that outputs logits; it may also "
                "define make_loss, make_optimizer and metrics (Browse… picks a file, New model "
                "file… writes a commented start)"
            ),
            kind="file",
            choices=("mlp", "cnn", "resnet"),
        ),
    ] = "cnn"
    precision: Annotated[
        Literal["float32", "mixed_bfloat16", "mixed_float16"],
        Meta(
            N_("Precision"),
            N_("mixed_bfloat16 suits TPUs and recent GPUs; mixed_float16 suits older GPUs"),
            choice_labels={
                "float32": N_("float32"),
                "mixed_bfloat16": N_("mixed_bfloat16"),
                "mixed_float16": N_("mixed_float16"),
            },
        ),
    ] = "float32"

    @field_validator("device")
    @classmethod
    def _device(cls, v: str) -> str:
        ok = v in ("auto", "cpu", "gpu", "tpu", "mps") or (
            v.startswith(("cuda:", "gpu:", "xla:")) and v.split(":", 1)[1].isdigit()
        )
        if not ok:
            raise MessageError(
                Message(
                    N_("must be auto, cpu, gpu, tpu, mps or cuda:N, got {got}"), {"got": repr(v)}
                )
            )
        return v

    @field_validator("architecture")
    @classmethod
    def _architecture(cls, v: str) -> str:
        if v in ("mlp", "cnn", "resnet"):
            return v
        if v.startswith("file:") and len(v) > 5:
            if len(v) - 5 > PATH_MAX:
                raise MessageError(
                    Message(
                        N_("the file's path is {length:,} characters long; at most {most:,}"),
                        {"length": len(v) - 5, "most": PATH_MAX},
                    )
                )
            _path_text(v[5:])
            return v
        raise MessageError(
            Message(N_("must be mlp, cnn, resnet or file:PATH, got {got}"), {"got": repr(v)})
        )


class TrainSection(_Section):
    """``[train]``: how long and how to optimise."""

    epochs: Annotated[
        int, Field(gt=0, le=100_000), Meta(N_("Epochs"), N_("Passes over the training data"))
    ] = 5
    #: 0 = one pass over the training data per epoch
    steps_per_epoch: Annotated[
        int,
        Field(ge=0, le=10_000_000),
        Meta(
            N_("Steps per epoch"),
            N_("Batches in one epoch; 'one pass' goes once over the training data"),
            special=N_("one pass"),
        ),
    ] = 0
    optimizer: Annotated[
        Literal["sgd", "adam", "adamw"],
        Meta(
            N_("Optimizer"),
            N_("adam is a safe start; sgd; adamw adds weight decay"),
            choice_labels={"adam": N_("adam"), "adamw": N_("adamw"), "sgd": N_("sgd")},
        ),
    ] = "adam"
    learning_rate: Annotated[
        float,
        Field(gt=0.0, le=10.0, allow_inf_nan=False),
        Meta(N_("Learning rate"), N_("Step size, e.g. 0.001 (1e-3)")),
    ] = 0.001
    momentum: Annotated[
        float,
        Field(ge=0.0, lt=1.0),
        Meta(
            N_("Momentum"),
            N_("sgd's momentum (0 = plain gradient descent)"),
            step=0.05,
            decimals=3,
            advanced=True,
        ),
    ] = 0.9
    beta_1: Annotated[
        float,
        Field(ge=0.0, lt=1.0),
        Meta(
            N_("Beta 1"),
            N_("adam and adamw: decay of the gradient's running mean"),
            step=0.01,
            decimals=3,
            advanced=True,
        ),
    ] = 0.9
    beta_2: Annotated[
        float,
        Field(ge=0.0, lt=1.0),
        Meta(
            N_("Beta 2"),
            N_("adam and adamw: decay of the squared gradient's running mean"),
            step=0.001,
            decimals=4,
            advanced=True,
        ),
    ] = 0.999
    weight_decay: Annotated[
        float,
        Field(ge=0.0, le=1.0),
        Meta(
            N_("Weight decay"),
            N_("adamw's decoupled weight decay (0 = none)"),
            step=0.001,
            decimals=4,
            advanced=True,
        ),
    ] = 0.004
    clip_norm: Annotated[
        float,
        Field(ge=0.0, le=1e6),
        Meta(
            N_("Clip gradient norm"),
            N_("Scale the gradients down when their global norm is above this (0 = off)"),
            special=N_("off"),
            step=0.5,
            decimals=2,
            advanced=True,
        ),
    ] = 0.0
    schedule: Annotated[
        Literal["constant", "cosine", "warmup_cosine"],
        Meta(
            N_("Schedule"),
            N_("constant, cosine decay, or a linear warm-up then cosine decay"),
            choice_labels={
                "constant": N_("constant"),
                "cosine": N_("cosine"),
                "warmup_cosine": N_("warmup_cosine"),
            },
        ),
    ] = "constant"
    warmup_steps: Annotated[
        int,
        Field(ge=0, le=10_000_000),
        Meta(N_("Warm-up steps"), N_("Steps of linear warm-up (warmup_cosine only)")),
    ] = 0
    #: label smoothing of the cross-entropy loss (0 = off): the target puts 1 - s on the true
    #: class and s / classes on every class
    label_smoothing: Annotated[
        float,
        Field(ge=0.0, lt=1.0),
        Meta(
            N_("Label smoothing"),
            N_(
                "Soften the one-hot targets of the loss: the true class gets 1 - s, every class "
                "s / classes (0 = off; 0.1 is common)"
            ),
            special=N_("off"),
            step=0.05,
            decimals=2,
        ),
    ] = 0.0
    #: save a checkpoint every N epochs (0 = only at the end)
    checkpoint_every: Annotated[
        int,
        Field(ge=0, le=100_000),
        Meta(
            N_("Checkpoint every"),
            N_("Save a checkpoint every N epochs (0 = only at the end)"),
            special=N_("only at the end"),
        ),
    ] = 1
    #: keep the newest N checkpoints (and the best, and the one a resume needs); older ones
    #: are deleted as new ones are written (0 = keep every one)
    keep_checkpoints: Annotated[
        int,
        Field(ge=0, le=100_000),
        Meta(
            N_("Keep checkpoints"),
            N_(
                "Keep the newest this many checkpoints and delete older ones as new ones are "
                "written, so a long run does not fill the disk; the best one (Keep the best) is "
                "kept as well (0 = keep every checkpoint)"
            ),
            special=N_("all"),
            advanced=True,
        ),
    ] = 3
    #: the metric early stopping and the best checkpoint watch (loss: lower is better; the
    #: others: higher)
    monitor: Annotated[
        Literal["val_loss", "val_accuracy", "val_r2", "loss", "accuracy", "r2"],
        Meta(
            N_("Watch"),
            N_(
                "The metric early stopping and the best checkpoint watch; a loss is better "
                "lower, accuracy and R² higher (accuracy: classification and multi-label; R²: "
                "regression)"
            ),
            choice_labels={
                "val_loss": N_("validation loss"),
                "val_accuracy": N_("validation accuracy"),
                "val_r2": N_("validation R²"),
                "loss": N_("training loss"),
                "accuracy": N_("training accuracy"),
                "r2": N_("training R²"),
            },
            advanced=True,
        ),
    ] = "val_loss"
    #: stop when the watched metric has not improved for this many epochs (0 = never)
    patience: Annotated[
        int,
        Field(ge=0, le=100_000),
        Meta(
            N_("Early stopping patience"),
            N_("End the run when the watched metric has not improved for this many epochs"),
            special=N_("off"),
            unit=N_(" epochs"),
            advanced=True,
        ),
    ] = 0
    min_delta: Annotated[
        float,
        Field(ge=0.0, le=1e6),
        Meta(
            N_("Smallest improvement"),
            N_("A change of the watched metric smaller than this is no improvement"),
            step=0.001,
            decimals=4,
            advanced=True,
        ),
    ] = 0.0
    #: keep checkpoints/best.* : the epoch with the best watched metric
    keep_best: Annotated[
        bool,
        Meta(
            N_("Keep the best"),
            N_(
                "Also keep the checkpoint of the epoch with the best watched metric (export "
                "and predict use it)"
            ),
            check=N_("keep the best checkpoint"),
            advanced=True,
        ),
    ] = False
    #: a checkpoint file or run folder to continue from ("" = start fresh)
    resume_from: Annotated[
        PathText,
        Meta(
            N_("Resume from"),
            N_("A checkpoint file or run folder to continue from (empty = start fresh)"),
            placeholder=N_("start fresh"),
            advanced=True,
        ),
    ] = ""
    #: Keras steps_per_execution (batch events then arrive every N steps)
    steps_per_execution: Annotated[
        int,
        Field(gt=0, le=100_000),
        Meta(
            N_("Steps per execution"),
            N_(
                "Keras runs this many steps per call (faster on TPUs; batch events then arrive "
                "every N steps)"
            ),
            advanced=True,
        ),
    ] = 1
    #: compile the train step: Keras's jit_compile (XLA; "auto": Keras decides, off on a CPU)
    #: or torch.compile of the model (TorchInductor; "auto": off, eager). PyTorch/XLA always
    #: compiles through XLA and JAX's step is always jitted: neither reads it
    jit_compile: Annotated[
        Literal["auto", "on", "off"],
        Meta(
            N_("Compile the step"),
            N_(
                "Compile the train step: on, off or auto. TensorFlow: XLA compiles the Keras "
                "step (jit_compile; auto lets Keras decide: XLA on a GPU, not on a CPU-only "
                "machine). PyTorch: torch.compile compiles the model with TorchInductor (on a "
                "CPU it needs a C++ compiler such as g++; auto = off, eager)"
            ),
            advanced=True,
        ),
    ] = "auto"
    #: on XLA, read the loss back every N steps (lagged), never every step
    log_every: Annotated[
        int,
        Field(gt=0, le=100_000),
        Meta(
            N_("Read loss every"),
            N_("On XLA, read the loss back every N steps (reading each step slows a TPU down)"),
            advanced=True,
        ),
    ] = 10
    seed: Annotated[
        Seed, Meta(N_("Seed"), N_("Random seed for weights and shuffling"), advanced=True)
    ] = 0
    #: stop the run when the loss becomes NaN or inf
    stop_on_nan: Annotated[
        bool,
        Meta(
            N_("Stop on NaN"),
            N_("End the run when the loss becomes NaN or inf"),
            check=N_("Stop on NaN"),
            advanced=True,
        ),
    ] = True
    #: Stop asks the run to end after its current step (SIGINT), sends SIGTERM at half this
    #: time and kills it (SIGKILL) at the end: local and remote runs alike
    stop_grace: Annotated[
        float,
        Field(ge=0.5, le=3600.0, allow_inf_nan=False),
        Meta(
            N_("Stop grace period"),
            N_(
                "Stop asks the run to end after its current step (SIGINT, then SIGTERM at half "
                "the time) and kills it when it is still running after this many seconds"
            ),
            unit=N_(" s"),
            step=1.0,
            decimals=1,
            advanced=True,
        ),
    ] = 20.0
    #: the live monitor: a device_sample event (host, process, GPUs, TPU chips) every this many
    #: seconds while the run trains (0 = off)
    sample_every: Annotated[
        float,
        Field(ge=0.0, le=3600.0, allow_inf_nan=False),
        Meta(
            N_("Sample the hardware every"),
            N_(
                "Record CPU, memory, GPU and TPU use every this many seconds while the run "
                "trains, for the live monitor (0 = off, and TensorFlow then also skips its "
                "input-wait timing)"
            ),
            unit=N_(" s"),
            special=N_("off"),
            step=0.5,
            decimals=1,
            advanced=True,
        ),
    ] = 1.0
    processes: Annotated[
        Processes,
        Meta(
            N_("Processes"),
            N_(
                "Training processes of this run on this host, each on its share of every "
                "batch, set up through the framework's own distributed runtime (torch: "
                "torch.distributed + DistributedDataParallel; TensorFlow: TF_CONFIG + "
                "MultiWorkerMirroredStrategy); auto = one per local GPU, else one"
            ),
            special=N_("auto"),
            advanced=True,
        ),
    ] = 1
    # torch DataLoader
    num_workers: Annotated[
        int,
        Field(ge=0, le=256),
        Meta(
            N_("Loader workers"),
            N_("torch DataLoader worker processes (0 = main)"),
            special=N_("main process"),
            advanced=True,
        ),
    ] = 0
    pin_memory: Annotated[
        bool,
        Meta(
            N_("Pin memory"),
            N_("torch DataLoader pinned memory (helps CUDA)"),
            check=N_("Pin memory"),
            advanced=True,
        ),
    ] = False
    prefetch_factor: Annotated[
        int,
        Field(gt=0, le=64),
        Meta(
            N_("Prefetch factor"),
            N_("Batches each torch DataLoader worker loads ahead"),
            advanced=True,
        ),
    ] = 2


class SweepSection(_Section):
    """``[sweep]``: an Optuna study over this job (``tpugui sweep``); ``[sweep.space]`` maps
    dotted job keys to what a trial may take: ``{ low, high[, log][, step] }`` or
    ``{ choices = [...] }``. The space is checked against the schema by
    :mod:`tpugui.sweep.space` (each key exists, each bound and choice is legal for it); a run
    of the job (``tpugui train``) ignores this section."""

    trials: Annotated[
        int,
        Field(ge=1, le=100_000),
        Meta(N_("Trials"), N_("Trials of the study in all (a resumed study counts those done)")),
    ] = 20
    parallel: Annotated[
        int,
        Field(ge=1, le=256),
        Meta(N_("Trials at a time"), N_("Trials that train at once on this computer")),
    ] = 1
    metric: Annotated[
        Literal["", "val_loss", "val_accuracy", "val_r2", "loss", "accuracy", "r2"],
        Meta(
            N_("Metric"),
            N_("The epoch metric the study optimizes (empty = train.monitor)"),
            placeholder=N_("train.monitor"),
        ),
    ] = ""
    direction: Annotated[
        Literal["auto", "minimize", "maximize"],
        Meta(
            N_("Direction"),
            N_("auto: a loss is minimized, accuracy and R² maximized"),
        ),
    ] = "auto"
    sampler: Annotated[
        Literal["tpe", "random"],
        Meta(N_("Sampler"), N_("tpe: Optuna's default (Bayesian); random: uniform draws")),
    ] = "tpe"
    seed: Annotated[Seed, Meta(N_("Seed"), N_("The sampler's seed"))] = 0
    pruner: Annotated[
        Literal["median", "hyperband", "none"],
        Meta(
            N_("Pruner"),
            N_(
                "Stop a trial early from its epoch metrics: median (worse than the median of "
                "the trials before it at the same epoch), hyperband, or none"
            ),
        ),
    ] = "median"
    startup_trials: Annotated[
        int,
        Field(ge=0, le=100_000),
        Meta(N_("Trials before pruning"), N_("The median pruner prunes none of the first N")),
    ] = 5
    warmup_epochs: Annotated[
        int,
        Field(ge=0, le=100_000),
        Meta(
            N_("Epochs before pruning"),
            N_("The median pruner prunes no trial before this many epochs"),
        ),
    ] = 0
    storage: Annotated[
        str,
        Field(max_length=PATH_MAX),
        Meta(
            N_("Storage"),
            N_(
                "Where the study lives: empty = a journal file in the run store "
                "(sweeps/STUDY.journal); a journal file's path; or a database URL "
                "(postgresql://..., mysql://...) for trials on several machines"
            ),
            placeholder=N_("the run store"),
        ),
    ] = ""
    study: Annotated[
        str,
        Field(max_length=128),
        Meta(N_("Study"), N_("The study's name (empty = the job's name)")),
    ] = ""
    space: Annotated[
        dict[str, dict[str, Any]],
        Meta(N_("Search space"), N_("Dotted job keys and the values a trial may take")),
    ] = Field(default_factory=dict)


class RemoteSection(_Section):
    """``[remote]``: the SSH host a remote run goes to (empty host = local run)."""

    host: Annotated[
        str,
        Meta(N_("Host"), placeholder=N_("hostname, IP or ~/.ssh/config alias")),
    ] = ""
    port: Annotated[int, Field(ge=1, le=65535), Meta(N_("Port"))] = 22
    user: Annotated[
        str, Meta(N_("User"), placeholder=N_("(from ssh config or your login name)"))
    ] = ""
    identity_file: Annotated[
        PathText,
        Meta(N_("Identity file"), placeholder=N_("(ssh-agent / ssh config)"), kind="file"),
    ] = ""
    #: further worker hosts of a pod slice (worker 0 is ``host``)
    workers: Annotated[
        list[str],
        Meta(
            N_("Workers"),
            N_("Further worker hosts of a pod slice"),
            placeholder=N_("pod slice: worker 1, worker 2, … (comma-separated)"),
        ),
    ] = Field(default_factory=list)
    remote_dir: Annotated[PathText, Meta(N_("Folder on VM"))] = "~/.tpugui"
    python: Annotated[PathText, Meta(N_("Python on VM"))] = "python3"
    connect_timeout: Annotated[
        float,
        Field(ge=0.5, le=600.0),
        Meta(N_("Timeout"), N_("Connect timeout"), unit=N_(" s"), step=0.5, decimals=1),
    ] = 10.0
    #: Google Cloud: where gcloud lists, creates and logs in to the TPU VM (not used by SSH)
    zone: Annotated[
        str,
        Meta(
            N_("Zone"),
            N_("The Cloud TPU zone gcloud lists and creates TPU VMs in"),
            placeholder=N_("e.g. us-central1-a"),
            group="gcloud",
        ),
    ] = ""
    project: Annotated[
        str,
        Meta(
            N_("Project"),
            N_("The Google Cloud project (empty: gcloud's configured project)"),
            placeholder=N_("(gcloud's configured project)"),
            group="gcloud",
        ),
    ] = ""
    #: the TPU VM's name for gcloud (create, start, stop, delete, the idle stop)
    vm_name: Annotated[
        str,
        Meta(
            N_("TPU VM"),
            N_("The TPU VM's name in gcloud: the one tpugui creates, starts, stops and deletes"),
            placeholder=N_("e.g. tpu-1"),
            group="gcloud",
        ),
    ] = ""
    accelerator_type: Annotated[
        str,
        Meta(
            N_("Accelerator type"),
            N_(
                "The slice's TPU type (v5litepod-8, v6e-8, v5p-8, v4-8): what is created and "
                "what a run's price is counted from"
            ),
            placeholder=N_("e.g. v5litepod-8"),
            group="gcloud",
            choices=("v5litepod-8", "v6e-8", "v5p-8", "v4-8"),
        ),
    ] = ""
    provisioning: Annotated[
        Literal["on-demand", "spot", "flex-start", "committed-1y", "committed-3y"],
        Meta(
            N_("Bought as"),
            N_(
                "How the slice is paid for: on-demand, Spot (cheaper, may be taken back), "
                "flex-start (queued, up to 7 days) or under a commitment"
            ),
            group="gcloud",
            choice_labels={
                "on-demand": N_("on-demand"),
                "spot": N_("Spot"),
                "flex-start": N_("flex-start"),
                "committed-1y": N_("1-year commitment"),
                "committed-3y": N_("3-year commitment"),
            },
        ),
    ] = "on-demand"
    price_per_chip_hour: Annotated[
        float,
        Field(ge=0.0, le=1000.0),
        Meta(
            N_("Price"),
            N_(
                "US dollars per chip-hour; when set it wins over tpugui's price table (set it "
                "for Spot, whose price moves, or for your own discount)"
            ),
            unit=N_(" $/chip-h"),
            special=N_("from the table"),
            step=0.01,
            decimals=2,
            group="cost",
        ),
    ] = 0.0
    budget: Annotated[
        float,
        Field(ge=0.0, le=1e7),
        Meta(
            N_("Budget"),
            N_(
                "US dollars a run may cost: warned at 80 %, and at 100 % it saves a checkpoint "
                "and stops (resumable)"
            ),
            unit=N_(" $"),
            special=N_("none"),
            step=1.0,
            decimals=2,
            group="cost",
        ),
    ] = 0.0
    budget_stops_vm: Annotated[
        bool,
        Meta(
            N_("Stop the VM"),
            N_("When a run stops at its budget, stop the TPU VM too"),
            check=N_("Stop the TPU VM when the budget is spent"),
            group="cost",
        ),
    ] = False
    on_preempt: Annotated[
        Literal["end", "resume"],
        Meta(
            N_("If preempted"),
            N_(
                "What happens when a Spot VM is taken back mid-run: end the run, or copy each "
                "checkpoint off the VM as it is written, make the VM again and resume from the "
                "newest copy (tpugui remote train)"
            ),
            choice_labels={"end": N_("end the run"), "resume": N_("make the VM again and resume")},
            group="cost",
        ),
    ] = "end"
    #: where a resuming run's checkpoints are copied as they are written: "" = this computer
    #: (over SSH, into the run store); "gs://BUCKET/FOLDER" = Cloud Storage, copied by the VM
    #: itself with its gcloud and put back from there on the VM made again
    checkpoints_to: Annotated[
        str,
        Field(max_length=1024),
        Meta(
            N_("Checkpoints to"),
            N_(
                "Where each checkpoint is copied as it is written when the run resumes after a "
                "preemption: empty = this computer, over SSH; gs://BUCKET/FOLDER = a Cloud "
                "Storage folder, copied by the VM itself with its gcloud and service account "
                "(nothing crosses your connection, nothing is copied to this computer) and put "
                "back from there on the VM made again"
            ),
            placeholder=N_("this computer (or gs://bucket/folder)"),
            group="cost",
        ),
    ] = ""
    idle_stop_minutes: Annotated[
        float,
        Field(ge=0.0, le=10080.0),
        Meta(
            N_("Idle stop"),
            N_(
                "Stop the TPU VM when no run has been going on it for this long, whether or "
                "not this window is open"
            ),
            unit=N_(" min"),
            special=N_("off"),
            step=5.0,
            decimals=1,
            group="cost",
        ),
    ] = 0.0

    @field_validator("checkpoints_to")
    @classmethod
    def _checkpoints_to(cls, v: str) -> str:
        if not v:
            return v
        if not v.startswith("gs://"):
            raise MessageError(
                Message(
                    N_(
                        "must be empty (copies on this computer) or a Cloud Storage folder "
                        "gs://BUCKET/FOLDER, got {got}: for a folder on this computer leave it "
                        "empty, for Cloud Storage write its gs:// address"
                    ),
                    {"got": repr(v)},
                )
            )
        bucket, _, folder = v[5:].partition("/")
        parts = bucket.split(".")
        if not (
            3 <= len(bucket) <= 222
            and all(0 < len(p) <= 63 for p in parts)
            and _BUCKET.fullmatch(bucket)
        ):
            raise MessageError(
                Message(
                    N_(
                        "{bucket} is not a Cloud Storage bucket's name (3 to 63 lowercase "
                        "letters, digits, - _ and dots, beginning and ending with a letter or "
                        "digit): write gs://BUCKET/FOLDER with the bucket's own name"
                    ),
                    {"bucket": repr(bucket)},
                )
            )
        if any(ord(c) < 32 or c == "\x7f" for c in folder) or "//" in folder:
            raise MessageError(
                Message(
                    N_(
                        "the folder {folder} holds a control character or an empty name "
                        "(//): write it as gs://BUCKET/FOLDER/SUBFOLDER"
                    ),
                    {"folder": repr(folder)},
                )
            )
        return v


#: a Cloud Storage bucket's name: lowercase letters, digits, - _ and dots, a letter or digit at
#: each end (https://cloud.google.com/storage/docs/buckets#naming)
_BUCKET = re.compile(r"[a-z0-9][a-z0-9._-]*[a-z0-9]")


class Job(_Section):
    """A whole job: ``[data] [pipeline] [model] [train] [remote]`` plus a name (and
    ``[sweep]`` for ``tpugui sweep``)."""

    name: str = "demo"
    data: DataSection = Field(default_factory=DataSection)
    pipeline: PipelineSection = Field(default_factory=PipelineSection)
    model: ModelSection = Field(default_factory=ModelSection)
    train: TrainSection = Field(default_factory=TrainSection)
    remote: RemoteSection = Field(default_factory=RemoteSection)
    #: ``[sweep]``: only ``tpugui sweep`` reads it; left out of a job's TOML when unset
    sweep: SweepSection = Field(default_factory=SweepSection)

    @classmethod
    def from_dict(cls, data: dict[str, Any], source: str | None = None) -> Job:
        try:
            return cls.model_validate(data)
        except ValidationError as exc:
            details = validation_messages(exc)
            raise JobError.of(details, source) from None

    def to_dict(self) -> dict[str, Any]:
        data = self.model_dump(mode="json")
        if data.get("sweep") == _SWEEP_UNSET:
            del data["sweep"]  # a job without a sweep writes no [sweep] section
        return data

    def updated(self, dotted: str, value: Any) -> Job:
        """A copy with one field (``"pipeline.batch_size"``) set, validated."""
        return self.with_values({dotted: value})

    def with_values(self, values: dict[str, Any]) -> Job:
        """A copy with each dotted field set, validated once (together: a change that is valid
        only beside another, such as a batch and its learning rate)."""
        data = self.to_dict()
        for dotted, value in values.items():
            set_dotted(data, dotted, value)
        return Job.from_dict(data)


def set_dotted(data: dict[str, Any], dotted: str, value: Any) -> None:
    """Set ``"section.key"`` in a job's dict form (:meth:`Job.to_dict`), in place."""
    node = data
    *parents, leaf = dotted.split(".")
    for p in parents:
        node = node[p]
    node[leaf] = value


_SWEEP_UNSET = SweepSection().model_dump(mode="json")


# --- TOML ----------------------------------------------------------------------------------


#: what a job file starting with a UTF-8 byte order mark is told
BOM = N_(
    "starts with a UTF-8 byte order mark (BOM), which TOML does not allow; save the file as "
    "UTF-8 without BOM"
)


def loads_job(text: str, source: str | None = None) -> Job:
    """A Job from TOML text. Every problem is a :class:`JobError` naming the file's place or the
    field: a BOM, a file cut short, values nested without end (never a RecursionError)."""
    if text.startswith("\ufeff"):
        raise file_error(BOM, source)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise toml_error(exc, source, text) from None
    except RecursionError:
        raise nesting_error(text, source) from None
    deep = too_deep(data, source)
    if deep is not None:
        raise deep
    return Job.from_dict(data, source)


def load_job(path: str | Path) -> Job:
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise file_error(N_("file not found; check the path"), str(path)) from None
    except OSError as exc:
        raise file_error(N_("cannot be read: {reason}"), str(path), reason=exc.strerror) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise file_error(
            N_("not UTF-8 text (bad byte at line {line}); save the file as UTF-8"),
            str(path),
            line=line,
        ) from None
    return loads_job(text, str(path))


def dumps_job(job: Job) -> str:
    return tomli_w.dumps(job.to_dict())


def save_job(job: Job, path: str | Path) -> None:
    """Write atomically: a crash mid-save never leaves a half-written job file."""
    path = Path(path)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(dumps_job(job), encoding="utf-8")
    tmp.replace(path)


def demo_job_path() -> Path:
    """``examples/demo.toml`` of the source tree: the job the app opens with."""
    return Path(__file__).resolve().parent.parent / "examples" / "demo.toml"


def demo_job() -> Job:
    """The demo job; the built-in defaults when the examples folder is not shipped."""
    path = demo_job_path()
    return load_job(path) if path.exists() else Job()
