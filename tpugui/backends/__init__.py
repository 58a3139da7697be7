"""Backends as plug-ins: one module per framework, each with one descriptor, and a registry.

A descriptor says what varies between TensorFlow, PyTorch, PyTorch/XLA and JAX (Lightning's
accelerators are the model): its name and label, the import that means it is installed, the
distributions that provide it, the devices it trains on, whether it can split the CPU into
logical devices, what else a run needs, what a warm process imports ahead of a job, its install
line for a TPU VM and the distributions that show the install worked, and its trainer — the
``module:function`` the engine calls, named as text so that this package imports no framework
and nothing of the run producer. ``is_available()`` never raises and imports nothing.

Adding a backend is one module here (``BACKEND = Backend(...)``) + its trainer + its tests +
translations; the engine, the warm process, the run's Python, Remote › Set up and the
inventory read the registry (``get``, ``names``, ``all_backends``).
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from dataclasses import dataclass

__all__ = ["Backend", "get", "names", "all_backends", "installed"]


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
    #: the devices it trains on (``model.device`` values other than auto)
    devices: tuple[str, ...] = ("cpu", "gpu", "tpu")
    #: whether ``model.logical_cpus`` can split the CPU into several devices for it
    logical_cpus: bool = False
    #: other imports a run needs beside ``module`` (JAX's input is a tf.data pipeline)
    needs: tuple[str, ...] = ()
    #: what a warm run process imports ahead of its job (the framework and the trainer's module)
    warm_imports: tuple[str, ...] = ()
    #: pip's arguments that install it on a TPU VM; empty when it has no TPU install of its own
    tpu_install: tuple[str, ...] = ()
    #: the distributions whose versions show the TPU install worked (the first one decides)
    tpu_check: tuple[str, ...] = ()
    #: packages the inventory shows beside it (Keras beside TensorFlow, jaxlib beside JAX)
    companions: tuple[str, ...] = ()

    def is_available(self) -> bool:
        """Installed in this Python (never raises, imports nothing)."""
        return installed(self.module)

    def trainer_function(self) -> Callable[..., None]:
        module, _, function = self.trainer.partition(":")
        return getattr(importlib.import_module(module), function)


_MODULES = ("tensorflow", "torch", "torch_xla", "jax")  # the order choices are shown in


def _load() -> dict[str, Backend]:
    out: dict[str, Backend] = {}
    for name in _MODULES:
        backend = importlib.import_module(f"{__name__}.{name}").BACKEND
        out[backend.name] = backend
    return out


_REGISTRY = _load()


def get(name: str) -> Backend:
    """The descriptor of ``name`` (a ``model.backend`` value); KeyError for an unknown one."""
    return _REGISTRY[name]


def names() -> tuple[str, ...]:
    return tuple(_REGISTRY)


def all_backends() -> tuple[Backend, ...]:
    return tuple(_REGISTRY.values())
