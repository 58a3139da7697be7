"""The Job: everything one training run needs, in five validated sections.

A Job is read from and written to TOML (``tomllib`` / ``tomli-w``); a load followed by a save
gives back the same values (round trip exact). Invalid values are refused with a
:class:`JobError` whose lines name the field (``pipeline.batch_size: must be a positive
integer, got -3``). This module is Qt-free and imports no ML framework.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Annotated, Any, Literal

import tomli_w
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from tpugui.i18n_marks import N_, Message, MessageError

__all__ = [
    "JobError",
    "Job",
    "DataSection",
    "PipelineSection",
    "ModelSection",
    "TrainSection",
    "RemoteSection",
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
Parallelism = Literal["autotune"] | PosInt


class JobError(ValueError):
    """A job that cannot be used. ``problems`` holds one ``field: reason`` line each.

    ``details`` holds ``(field, Message)`` per problem when the reasons are translatable
    (the GUI shows them in the user's language; ``problems`` stays English).
    """

    def __init__(
        self,
        problems: list[str],
        source: str | None = None,
        details: list[tuple[str, Message]] | None = None,
    ):
        self.problems = problems
        self.source = source
        self.details = details or []
        head = f"{source}: " if source else ""
        super().__init__(head + "; ".join(problems))


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True, strict=False)


class DataSection(_Section):
    """``[data]``: where examples come from."""

    source: Literal["digits", "synthetic", "npz", "images", "tfrecord"] = "digits"
    #: npz file, images folder, or TFRecord glob (relative paths are relative to the job file)
    path: str = ""
    # synthetic
    shape: list[PosInt] = Field(default_factory=lambda: [8, 8, 1], min_length=1, max_length=4)
    classes: Annotated[int, Field(ge=2, le=100_000)] = 10
    count: Annotated[int, Field(gt=0, le=100_000_000)] = 1024
    seed: int = 0
    # npz
    x_key: str = "x"
    y_key: str = "y"
    # tfrecord feature spec
    image_key: str = "image"
    image_encoding: Literal["png", "jpeg", "raw"] = "png"
    image_shape: list[PosInt] = Field(default_factory=list, max_length=4)
    label_key: str = "label"
    label_dtype: Literal["int64", "float32"] = "int64"
    # images: folder / one sub-folder per class; decoded to this size
    image_size: list[PosInt] = Field(default_factory=lambda: [64, 64], min_length=2, max_length=2)
    #: fraction of the examples held out for validation (0 = no validation)
    validation_split: Annotated[float, Field(ge=0.0, lt=1.0)] = 0.2
    #: a separate validation source of the same kind as ``source`` (npz file, images folder or
    #: TFRecord glob); when set, ``validation_split`` is ignored. "" = split the training data
    validation_path: str = ""

    @field_validator("validation_path")
    @classmethod
    def _validation_path(cls, v: str, info: Any) -> str:
        source = info.data.get("source")
        if v.strip() and source in ("digits", "synthetic"):
            raise ValueError(
                f"the {source} source has no separate validation files; leave it empty "
                "(validation_split holds out part of the data) or choose an npz, images or "
                "tfrecord source"
            )
        return v


class PipelineSection(_Section):
    """``[pipeline]``: the tf.data stages, in ``order``, and their knobs."""

    order: list[Literal[STAGES]] = Field(  # type: ignore[valid-type]
        default_factory=lambda: ["map", "cache", "shuffle", "batch", "prefetch"]
    )
    # interleave
    cycle_length: Parallelism = "autotune"
    block_length: PosInt = 1
    interleave_parallel_calls: Parallelism = "autotune"
    interleave_deterministic: bool = True
    # map (preprocess)
    resize: list[NonNegInt] = Field(default_factory=lambda: [0, 0], min_length=2, max_length=2)
    normalize: Literal["none", "unit", "standardize"] = "unit"
    random_flip: bool = False
    map_parallel_calls: Parallelism = "autotune"
    # cache: "memory" or a file path
    cache: str = "memory"
    # shuffle
    shuffle_buffer: PosInt = 1024
    shuffle_seed: int = 0
    reshuffle_each_iteration: bool = True
    # repeat: -1 = forever
    repeat: Annotated[int, Field(ge=-1)] = -1
    # batch
    batch_size: PosInt = 64
    drop_remainder: bool = True
    # prefetch
    prefetch: Parallelism = "autotune"
    # dataset options
    autotune: bool = True
    cpu_budget: NonNegInt = 0
    ram_budget: NonNegInt = 0
    deterministic: bool = True
    private_threadpool_size: NonNegInt = 0
    #: how a dataset meets a tf.distribute strategy
    distribute: Literal["auto", "dataset", "function"] = "auto"

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

    backend: Literal["tensorflow", "torch", "torch_xla"] = "tensorflow"
    #: auto | cpu | gpu | tpu | cuda:N | mps
    device: str = "auto"
    strategy: Literal["auto", "default", "mirrored", "tpu", "multi_worker"] = "auto"
    #: split the CPU into this many logical devices (MirroredStrategy on one CPU); 0 = off
    logical_cpus: Annotated[int, Field(ge=0, le=64)] = 0
    #: mlp | cnn | resnet | file:PATH (a file defining build_model(framework, input_shape, num_classes))
    architecture: str = "cnn"
    precision: Literal["float32", "mixed_bfloat16", "mixed_float16"] = "float32"

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
            return v
        raise MessageError(
            Message(N_("must be mlp, cnn, resnet or file:PATH, got {got}"), {"got": repr(v)})
        )


class TrainSection(_Section):
    """``[train]``: how long and how to optimise."""

    epochs: Annotated[int, Field(gt=0, le=100_000)] = 5
    #: 0 = one pass over the training data per epoch
    steps_per_epoch: NonNegInt = 0
    optimizer: Literal["sgd", "adam", "adamw"] = "adam"
    learning_rate: Annotated[float, Field(gt=0.0, le=10.0)] = 0.001
    schedule: Literal["constant", "cosine", "warmup_cosine"] = "constant"
    warmup_steps: NonNegInt = 0
    seed: int = 0
    #: save a checkpoint every N epochs (0 = only at the end)
    checkpoint_every: NonNegInt = 1
    #: a checkpoint file or run folder to continue from ("" = start fresh)
    resume_from: str = ""
    #: Keras steps_per_execution (batch events then arrive every N steps)
    steps_per_execution: PosInt = 1
    #: on XLA, read the loss back every N steps (lagged), never every step
    log_every: PosInt = 10
    #: label smoothing of the cross-entropy loss (0 = off): the target puts 1 - s on the true
    #: class and s / classes on every class
    label_smoothing: Annotated[float, Field(ge=0.0, lt=1.0)] = 0.0
    #: stop the run when the loss becomes NaN or inf
    stop_on_nan: bool = True
    # torch DataLoader
    num_workers: NonNegInt = 0
    pin_memory: bool = False
    prefetch_factor: PosInt = 2


class RemoteSection(_Section):
    """``[remote]``: the SSH host a remote run goes to (empty host = local run)."""

    host: str = ""
    port: Annotated[int, Field(ge=1, le=65535)] = 22
    user: str = ""
    identity_file: str = ""
    #: further worker hosts of a pod slice (worker 0 is ``host``)
    workers: list[str] = Field(default_factory=list)
    remote_dir: str = "~/.tpugui"
    python: str = "python3"
    connect_timeout: Annotated[float, Field(gt=0.0, le=600.0)] = 10.0


class Job(_Section):
    """A whole job: ``[data] [pipeline] [model] [train] [remote]`` plus a name."""

    name: str = "demo"
    data: DataSection = Field(default_factory=DataSection)
    pipeline: PipelineSection = Field(default_factory=PipelineSection)
    model: ModelSection = Field(default_factory=ModelSection)
    train: TrainSection = Field(default_factory=TrainSection)
    remote: RemoteSection = Field(default_factory=RemoteSection)

    @classmethod
    def from_dict(cls, data: dict[str, Any], source: str | None = None) -> Job:
        try:
            return cls.model_validate(data)
        except ValidationError as exc:
            details = validation_messages(exc)
            raise JobError(_lines(details), source, details) from None

    def to_dict(self) -> dict[str, Any]:
        return self.model_dump(mode="json")

    def updated(self, dotted: str, value: Any) -> Job:
        """A copy with one field (``"pipeline.batch_size"``) set, validated."""
        data = self.to_dict()
        node = data
        *parents, leaf = dotted.split(".")
        for p in parents:
            node = node[p]
        node[leaf] = value
        return Job.from_dict(data)


# --- errors ------------------------------------------------------------------------------


def _describe(err: dict[str, Any]) -> Message:  # noqa: C901 - one case per error kind
    kind = err.get("type", "")
    ctx = err.get("ctx") or {}
    got = err.get("input")
    got_s = repr(got) if isinstance(got, str) else str(got)

    def m(template: str, **args: Any) -> Message:
        return Message(template, {"got": got_s, **args})

    if kind == "greater_than" and ctx.get("gt") == 0 and type(ctx.get("gt")) is int:
        return m(N_("must be a positive integer, got {got}"))
    if kind == "greater_than":
        return m(N_("must be greater than {bound}, got {got}"), bound=ctx.get("gt"))
    if kind == "greater_than_equal":
        if ctx.get("ge") == 0:
            return m(N_("must be zero or more, got {got}"))
        return m(N_("must be at least {bound}, got {got}"), bound=ctx.get("ge"))
    if kind == "less_than":
        return m(N_("must be below {bound}, got {got}"), bound=ctx.get("lt"))
    if kind == "less_than_equal":
        return m(N_("must be at most {bound}, got {got}"), bound=ctx.get("le"))
    if kind == "extra_forbidden":
        return m(N_("unknown key; remove it or check its spelling"))
    if kind == "literal_error":
        return m(N_("must be one of {expected}, got {got}"), expected=ctx.get("expected"))
    if kind in ("int_parsing", "int_type", "int_from_float"):
        return m(N_("must be an integer, got {got}"))
    if kind in ("float_parsing", "float_type"):
        return m(N_("must be a number, got {got}"))
    if kind in ("bool_parsing", "bool_type"):
        return m(N_("must be true or false, got {got}"))
    if kind in ("string_type",):
        return m(N_("must be text, got {got}"))
    if kind in ("list_type",):
        return m(N_("must be a list, got {got}"))
    if kind == "too_short":
        return m(
            N_("must have at least {count} items, got {actual}"),
            count=ctx.get("min_length"),
            actual=ctx.get("actual_length"),
        )
    if kind == "too_long":
        return m(
            N_("must have at most {count} items, got {actual}"),
            count=ctx.get("max_length"),
            actual=ctx.get("actual_length"),
        )
    if kind == "value_error":
        error = ctx.get("error")
        if isinstance(error, MessageError):
            return error.message
        return Message("{error}", {"error": str(error or err.get("msg", "invalid value"))})
    if kind == "dict_type" or kind == "model_type":
        return m(N_("must be a table (section), got {got}"))
    return m("{error}, got {got}", error=err.get("msg", "invalid value"))


def _loc(loc: tuple[Any, ...]) -> str:
    # Parallelism unions report the branch in the location ("literal['autotune']", "int"):
    # keep only the real field path.
    parts: list[str] = []
    for p in loc:
        if isinstance(p, int):
            if parts:
                parts[-1] += f"[{p}]"
            continue
        if p.startswith(("literal[", "function-", "constrained-")) or p in (
            "int",
            "str",
            "float",
            "bool",
        ):
            continue
        parts.append(p)
    return ".".join(parts)


def validation_messages(exc: ValidationError) -> list[tuple[str, Message]]:
    """``(field, Message)`` per invalid field (one line per field)."""
    seen: dict[str, Message] = {}
    for err in exc.errors():
        where = _loc(tuple(err["loc"]))
        text = _describe(err)
        if where in seen:
            # "autotune" | positive int unions fail on both branches: report one line.
            got = err.get("input")
            got_s = repr(got) if isinstance(got, str) else str(got)
            seen[where] = Message(
                N_("must be 'autotune' or a positive integer, got {got}"), {"got": got_s}
            )
            continue
        seen[where] = text
    return list(seen.items())


def _lines(details: list[tuple[str, Message]]) -> list[str]:
    return [f"{where}: {msg}" if where else str(msg) for where, msg in details]


def format_validation_error(exc: ValidationError) -> list[str]:
    return _lines(validation_messages(exc))


def _error(template: str, source: str | None, **args: Any) -> JobError:
    """A JobError of one translatable, field-less problem (the file as a whole)."""
    msg = Message(template, args)
    return JobError([str(msg)], source, [("", msg)])


# --- TOML ----------------------------------------------------------------------------------


def loads_job(text: str, source: str | None = None) -> Job:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        # tomllib's message already carries "(at line N, column M)".
        raise _error(N_("not valid TOML: {error}"), source, error=str(exc)) from None
    return Job.from_dict(data, source)


def load_job(path: str | Path) -> Job:
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise _error(N_("file not found; check the path"), str(path)) from None
    except OSError as exc:
        raise _error(N_("cannot be read: {reason}"), str(path), reason=exc.strerror) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise _error(
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
