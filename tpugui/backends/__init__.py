"""Backends as plug-ins: one module per framework, each with one descriptor, and a registry.

A descriptor says what varies between TensorFlow, PyTorch, PyTorch/XLA, JAX and TorchTPU
(Lightning's accelerators are the model): its name and label, the import that means it is installed, the
distributions that provide it, the devices, strategies and precisions it trains with, the TPU
generations it cannot use and its rank among the TPU backends, the job keys it reads that not
every backend reads (logical CPUs among them), what else a run needs, what a warm process
imports ahead of a job, its install line for a TPU VM and the distributions that show the
install worked, the probe the Devices page runs, the modules whose import is noisy, the Learn
page's button, its own Python environment, and its trainer — the ``module:function`` the engine
calls, named as text so that this package imports no framework and nothing of the run producer.
``is_available()`` never raises and imports nothing.

Adding a backend is one module here (``BACKEND = Backend(...)``, found by :mod:`pkgutil`) + its
trainer + its tests + translations; the engine, the schema's per-key lists, the limits, the warm
process, the run's Python, pre-flight, Remote › Set up, the Learn page, the Devices page and the
inventory read the registry (``get``, ``names``, ``all_backends``, ``tpu_backends``,
``reading``, ``family_of``) — at each use, so that a table built from it (:class:`Live`) has
every backend registered. A question about a backend is asked of its descriptor, not of its name.
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

__all__ = [
    "Backend",
    "Live",
    "TF_DATA",
    "get",
    "names",
    "all_backends",
    "tpu_backends",
    "reading",
    "family_of",
    "distributions",
    "installed",
]

T = TypeVar("T")

#: the module whose tf.data reads every file source, whatever backend trains, and every source
#: of the backends whose input is tf.data (``reads_tf_data``): a run that reads files needs it
TF_DATA = "tensorflow"


def installed(module: str) -> bool:
    """Whether ``module`` can be imported here (its spec is found; nothing is imported)."""
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        return False


@dataclass(frozen=True)
class Backend:
    #: the value of the job key ``model.backend``
    name: str
    #: how a person calls it
    label: str
    #: the import whose presence means the backend is installed
    module: str
    #: the distributions that provide it (the first one found is the version shown)
    distributions: tuple[str, ...]
    #: ``module:function`` the engine calls as ``train(job, reporter, checkpoint)``
    trainer: str
    #: its place in the registry, and so in every list of backends shown (lower first)
    order: int = 100
    #: the devices it trains on (``model.device`` values other than auto)
    devices: tuple[str, ...] = ("cpu", "gpu", "tpu")
    #: the ``model.strategy`` values it reads; one with only auto and default ignores the key
    #: (the others are tf.distribute's: mirrored, tpu, multi_worker)
    strategies: tuple[str, ...] = ("auto", "default")
    #: the ``model.precision`` values it trains in (pre-flight refuses the others)
    precisions: tuple[str, ...] = ("float32", "mixed_bfloat16", "mixed_float16")
    #: TPU generations it cannot train on, as the spec table names them (tpugui.devices.specs:
    #: "7x"); pre-flight then offers the first backend of ``tpu_rank`` that can
    tpu_unsupported: tuple[str, ...] = ()
    #: its rank among the backends that train on TPUs (lower first): the inventory recommends
    #: the first one installed that supports the generation, pre-flight offers it, Remote ›
    #: Set up lists the TPU installs in this order
    tpu_rank: int = 100
    #: the backend whose TPU install a job of it needs on a TPU VM when it has no TPU install
    #: of its own (a torch job trains there with torch_xla)
    tpu_via: str = ""
    #: the job keys it reads that not every backend reads (``model.strategy``,
    #: ``train.num_workers``, ...): the schema's per-key backend lists are made from these
    #: (:attr:`tpugui.job_fields.FieldSpec.backends`, :func:`reading`); a key no descriptor
    #: names is read by every backend
    reads_keys: tuple[str, ...] = ()
    #: other imports a run needs beside ``module``, as (import, pip name) — JAX's input is a
    #: tf.data pipeline and its checkpoints are orbax's; pre-flight here and on a VM
    #: (tpugui.remote.requirements) asks for each, and the one-click install brings the missing
    needs: tuple[tuple[str, str], ...] = ()
    #: what a warm run process imports ahead of its job (the framework and the trainer's module)
    warm_imports: tuple[str, ...] = ()
    #: top-level modules whose import writes native log lines (tpugui.quiet sends them to a
    #: file unless --verbose)
    noisy: tuple[str, ...] = ()
    #: pip's arguments that install it on a TPU VM; empty when it has no TPU install of its own
    #: (then Remote › Set up does not offer it)
    tpu_install: tuple[str, ...] = ()
    #: the distributions whose versions show the TPU install worked (the first one decides)
    tpu_check: tuple[str, ...] = ()
    #: what Remote › Set up says beside its TPU install when it is chosen: what it cannot do
    #: yet (an ``N_`` template; "" = nothing to say)
    tpu_note: str = ""
    #: packages the inventory shows beside it (Keras beside TensorFlow, jaxlib beside JAX)
    companions: tuple[str, ...] = ()
    #: the Python source the Devices page's probe runs in a child to ask the framework what it
    #: sees: it fills a dict ``out`` ("" = no probe)
    probe: str = ""
    #: the key of the probe's ``out`` that lists the devices it sees, TPUs among them ("" =
    #: its probe lists no TPU)
    probe_devices: str = ""
    #: the Learn page's button on its own topic, an ``N_`` template ("" = no topic of its own;
    #: the topic's text is resources/learn/<lang>/<name>.html)
    learn_button: str = ""
    #: what the Learn page logs once that button put it in the job (an ``N_`` template)
    learn_done: str = ""

    #: the framework its models, checkpoints and files belong to, as a ``file:`` model's
    #: ``build_model(framework, ...)`` is told (torch_xla's are torch's); "" = its own name
    framework: str = ""
    #: ``module:attribute`` of how its trained model is exported (an
    #: :class:`tpugui.inference.export.Format`)
    export_format: str = ""
    #: ``module:attribute`` of the class that captures a profile of its run
    #: (tpugui.training.profile_capture)
    profiler: str = ""
    #: ``module:function`` giving what watches its run's compiles, ``(model) -> source``
    #: (tpugui.training.jax.compile, tpugui.training.tensorflow.compile,
    #: tpugui.training.torch.compile); "" = it compiles nothing
    compiles: str = ""
    #: ``train.jit_compile = "on"`` builds its CPU kernels with a C++ compiler (TorchInductor,
    #: behind ``torch.compile``): pre-flight refuses such a job on a CPU where none is found
    #: (:func:`tpugui.training.preflight.cxx_compiler`)
    compile_needs_cxx: bool = False
    #: the model-file templates it offers (tpugui/resources/model_templates), each with the
    #: module it needs ("" = none); the first whose module is installed is written
    model_templates: tuple[tuple[str, str], ...] = ()
    #: what a ``file:`` model's ``make_optimizer`` returns for it: the methods it must have
    #: (none: a function ``params -> optimizer``) and how a person calls it
    optimizer_methods: tuple[str, ...] = ()
    optimizer_words: str = "a function params -> optimizer"

    #: ``module:function`` giving the environment its distributed runtime reads in rank r of n
    #: processes of one run on this host, ``(rank, world, ports) -> env`` (torch: what
    #: ``torchrun`` sets); "" = it trains in one process (``train.processes`` > 1 refused)
    processes: str = ""
    #: on a pod run (``remote.workers``) each host's one process joins the others through its
    #: framework's own runtime (JAX: ``jax.distributed`` from TPUGUI_WORKER_ID/NUM_WORKERS):
    #: no parent per host unless ``train.processes`` > 1 there
    pod_joins: bool = False

    #: ``module:function`` that sizes its train step by compiling it, not running it,
    #: ``(job, base_dir, per_replica) -> {"bytes", "detail"}`` (tpugui.tuning: the batch that
    #: fits); "" = measured by running a few steps in a child process
    fit_compile: str = ""
    #: ``module:function`` giving its allocator's peak bytes after a trial's steps (a GPU's),
    #: or None where it has none (then the process's peak RSS growth stands in)
    peak_memory: str = ""
    #: ``module:function`` running the learning-rate range test's steps,
    #: ``(job, base_dir, lrs) -> losses`` (one per learning rate; NaN once diverged)
    lr_steps: str = ""

    #: ``module:function`` giving the notebook's model and training cells, ``(job) -> cells``
    notebook_cells: str = ""
    #: packages a local notebook installs beside the framework when missing (optax for JAX)
    notebook_needs: tuple[str, ...] = ()
    #: ``module:function`` giving how the generated pipeline script hands batches to the
    #: framework, ``(job) -> codegen.Feed``; empty: tf.distribute's datasets (TensorFlow's own)
    pipeline_feed: str = ""
    #: its input is the job's tf.data pipeline, so the pipeline tuner's knobs
    #: (map_parallel_calls, prefetch, cache, ...) change its speed ("make this job faster"
    #: searches them); False: it reads its own loader (torch's DataLoader)
    reads_tf_data: bool = False

    #: the folder of a Python environment of its own beside this one (PyTorch/XLA's
    #: ``.venv-xla``: torch_xla pins its torch), which trains its jobs unless a person chose
    #: another in Settings (tpugui.runner.pythons); "" = it trains in this environment's Python
    own_python: str = ""
    #: what a person is told when its own Python lacks it (an ``N_`` template with
    #: ``{python}``); "" = the general words
    own_python_missing: str = ""
    #: it trains on an XLA device whatever ``model.device`` says (``torch_xla.device()``: a
    #: TPU or XLA's CPU device): such a device computes in bfloat16, not float16 (the check
    #: refuses ``mixed_float16``), and its input is advised as a TPU's (static shapes)
    xla_device: bool = False
    #: the torch device type its ``module`` registers when imported (TorchTPU's ``"tpu"``:
    #: ``torch.device("tpu")``, eager, as CUDA); "" = torch's own CPU, CUDA and MPS (or XLA's
    #: device, with ``xla_device``)
    native_device: str = ""
    #: what pre-flight says when the machine has none of its ``devices`` (an ``N_`` template
    #: with ``{alternative}``, the backend of its family that runs here); "" = the general words
    no_device_here: str = ""
    #: the module that runs it in one process per device of the host
    #: (tpugui.training.torch.xla_launch), with ``plan(job)`` (how many: a plan whose
    #: ``launched`` is true starts them, and its ``pjrt`` is the PJRT_DEVICE a run in this
    #: process sets), ``check_plan(job, plan)`` (the job's problems against it) and
    #: ``run_launched(...)``; "" = the engine runs its trainer in this process
    launcher: str = ""
    #: ``module:function`` a warm run process calls after its ``warm_imports`` so the
    #: framework's runtime starts before the job does (TensorFlow: one throw-away Keras step);
    #: "" = the imports are enough
    warm_up: str = ""

    def hook(self, spec: str) -> Callable[..., Any]:
        """The function a ``module:function`` field names (imported on first use)."""
        module, _, function = spec.partition(":")
        return getattr(importlib.import_module(module), function)

    @property
    def logical_cpus(self) -> bool:
        """Whether ``model.logical_cpus`` can split the CPU into several devices for it."""
        return self.reads("model.logical_cpus")

    def reads(self, key: str) -> bool:
        """Whether it reads the job key ``key`` (one that not every backend reads)."""
        return key in self.reads_keys

    @property
    def family(self) -> str:
        """:attr:`framework`, or its own name."""
        return self.framework or self.name

    def is_available(self) -> bool:
        """Installed in this Python (never raises, imports nothing)."""
        return installed(self.module)

    def trainer_function(self) -> Callable[..., None]:
        module, _, function = self.trainer.partition(":")
        return getattr(importlib.import_module(module), function)

    def trains_on_tpu(self, generation: str = "") -> bool:
        """Whether it trains on TPUs of ``generation`` (a spec table name; "" = any)."""
        return "tpu" in self.devices and generation not in self.tpu_unsupported


def _load() -> dict[str, Backend]:
    """Every module of this package that defines ``BACKEND``, in the descriptors' ``order``."""
    found: list[Backend] = []
    for info in pkgutil.iter_modules(__path__):
        if info.name.startswith("_"):
            continue
        backend = getattr(importlib.import_module(f"{__name__}.{info.name}"), "BACKEND", None)
        if isinstance(backend, Backend):
            found.append(backend)
    return {b.name: b for b in sorted(found, key=lambda b: (b.order, b.name))}


_REGISTRY = _load()


def get(name: str) -> Backend:
    """The descriptor of ``name`` (a ``model.backend`` value); KeyError for an unknown one."""
    return _REGISTRY[name]


def names() -> tuple[str, ...]:
    return tuple(_REGISTRY)


def all_backends() -> tuple[Backend, ...]:
    return tuple(_REGISTRY.values())


def tpu_backends(generation: str = "") -> tuple[Backend, ...]:
    """The backends that train on TPUs of ``generation`` ("" = any), in ``tpu_rank`` order."""
    able = [b for b in _REGISTRY.values() if b.trains_on_tpu(generation)]
    return tuple(sorted(able, key=lambda b: b.tpu_rank))


def reading(key: str) -> tuple[str, ...]:
    """The backends that read the job key ``key``, in the registry's order; () when no
    descriptor names it among its ``reads_keys``: every backend reads it."""
    if not any(key in b.reads_keys for b in _REGISTRY.values()):
        return ()
    return tuple(b.name for b in _REGISTRY.values() if b.reads(key))


def family_of(name: str) -> str:
    """The framework whose models and files ``name`` shares (:attr:`Backend.family`); a name
    no descriptor has (an old checkpoint's) is its own family."""
    backend = _REGISTRY.get(name)
    return backend.family if backend is not None else name


def distributions() -> tuple[str, ...]:
    """Every distribution the backends name (their own, companions, the TPU installs' checks),
    in the registry's order: what the vmside ``probe`` asks a Python or a TPU VM about."""
    found = [d for b in _REGISTRY.values() for d in (*b.distributions, *b.companions, *b.tpu_check)]
    return tuple(dict.fromkeys(found))


class Live(Mapping[str, T]):
    """A table of the backends built from the registry at each use (``build()``), so that it
    has every backend registered, one added after the table was made included."""

    def __init__(self, build: Callable[[], dict[str, T]]):
        self._build = build

    def __getitem__(self, name: str) -> T:
        return self._build()[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._build())

    def __len__(self) -> int:
        return len(self._build())

    def __repr__(self) -> str:
        return f"Live({self._build()!r})"
