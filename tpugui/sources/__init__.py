"""Data sources as plug-ins: one module per source (``SOURCE = ...``), found by this registry.

Each module of this package but ``base``, ``arrays``, ``tables`` (shared helpers) and
``table_summary`` (the Preview's summary of a table) defines one :class:`~.base.Source`
as ``SOURCE``: the keys it reads, its checks, how it is read (numpy arrays or tf.data), its
generated code, what a remote run uploads and its advice (see :mod:`.base`). The pipeline
builder, the torch loader, the code generator, the notebook, the pre-flight limits, the remote
upload, the advice and the Pipeline form read the registry; none has a branch per source.

Adding a source is its module here + its choice on the schema (``data.source`` and any key of
its own, :mod:`tpugui.job`) + its tests + translations.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

from tpugui.sources.arrays import note_level
from tpugui.sources.base import Source

__all__ = ["Source", "get", "names", "all_sources", "note_level", "unread"]

_NOT_SOURCES = {"base", "arrays", "tables", "table_summary"}


def _load() -> dict[str, Source]:
    found: list[Source] = []
    for info in pkgutil.iter_modules(__path__):
        if info.name in _NOT_SOURCES:
            continue
        found.append(importlib.import_module(f"{__name__}.{info.name}").SOURCE)
    return {s.name: s for s in sorted(found, key=lambda s: (s.order, s.name))}


_REGISTRY = _load()


def get(name: str) -> Source:
    """The source ``name`` (a ``data.source`` value); KeyError for an unknown one."""
    return _REGISTRY[name]


def names() -> tuple[str, ...]:
    return tuple(_REGISTRY)


def all_sources() -> tuple[Source, ...]:
    return tuple(_REGISTRY.values())


#: the ``data.*`` keys of every source (the Pipeline form shows them whatever the source; a
#: validation folder a source cannot take is refused by the run's check)
COMMON = ("data.source", "data.validation_path", "data.seed", "data.validation_split")


def unread(job: Any) -> list[tuple[str, Any]]:
    """(key, value) of each ``data.*`` key the job sets away from its default that its source
    does not read (``data.count`` for digits): it has no effect, and the run says so."""
    from tpugui.job_fields import section_specs

    reads = set(COMMON) | set(get(job.data.source).keys)
    out = []
    for spec in section_specs("data"):
        if spec.key in reads:
            continue
        value = getattr(job.data, spec.key.split(".", 1)[1])
        if value != spec.default:
            out.append((spec.key, value))
    return out
