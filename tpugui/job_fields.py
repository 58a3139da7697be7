"""The Job's keys as the forms, the docs and the checks see them, read off the schema.

``field_spec("pipeline.batch_size")`` gives one :class:`FieldSpec`: the dotted key, its kind
(``int``, ``float``, ``bool``, ``str``, ``choice``, ``parallelism``, ``ints``, ``order``,
``strs``), the bounds the Job enforces (``minimum`` / ``maximum``, inclusive), the choices of a
``Literal`` and the words of :class:`tpugui.job.Meta`. Nothing here restates a range or a
choice: it is all taken from ``tpugui.job``; which backends read a key is taken from their
descriptors (``tpugui.backends``). Qt-free.
"""

from __future__ import annotations

import math
import types
import typing
from dataclasses import dataclass
from functools import cache
from typing import Any, Literal

import annotated_types as at

from tpugui import backends
from tpugui.job import Job, Meta

__all__ = ["FieldSpec", "field_spec", "section_specs", "sweep_spec", "all_specs", "SECTIONS"]

SECTIONS = ("data", "pipeline", "model", "train", "remote")


@dataclass(frozen=True)
class FieldSpec:
    key: str  # "pipeline.batch_size"
    kind: str
    default: Any
    meta: Meta
    minimum: float | None = None
    maximum: float | None = None
    choices: tuple[str, ...] = ()
    #: a "parallelism" key's word for "let it choose" (``autotune``, ``auto``): the union's
    #: Literal arm, shown at the spin box's lowest value
    word: str = ""

    @property
    def section(self) -> str:
        return self.key.split(".", 1)[0]

    @property
    def name(self) -> str:
        return self.key.rsplit(".", 1)[-1]

    @property
    def backends(self) -> tuple[str, ...]:
        """The backends that read this key, from their descriptors (``reads_keys``), asked at
        each use so that every registered backend counts; () = every backend reads it."""
        return backends.reading(self.key)

    def applies_to(self, backend: str) -> bool:
        read_by = self.backends
        return not read_by or backend in read_by


def _bounds(metadata: list[Any], integer: bool) -> tuple[float | None, float | None]:
    lo = hi = None
    for m in metadata:
        if isinstance(m, at.Ge):
            lo = m.ge
        elif isinstance(m, at.Gt):
            lo = m.gt + 1 if integer else math.nextafter(m.gt, math.inf)
        elif isinstance(m, at.Le):
            hi = m.le
        elif isinstance(m, at.Lt):
            hi = m.lt - 1 if integer else math.nextafter(m.lt, -math.inf)
    return lo, hi


def _unwrap(tp: Any) -> tuple[Any, list[Any]]:
    """``Annotated[int, Field(gt=0)]`` -> (int, [Gt(0)])."""
    meta: list[Any] = []
    while typing.get_origin(tp) is typing.Annotated:
        args = typing.get_args(tp)
        tp = args[0]
        for a in args[1:]:
            meta.extend(getattr(a, "metadata", None) or [a])
    return tp, meta


def _spec(key: str, info: Any) -> FieldSpec:
    meta = next((m for m in info.metadata if isinstance(m, Meta)), None) or Meta(key)
    tp, extra = _unwrap(info.annotation)
    metadata = [*info.metadata, *extra]
    default = info.get_default(call_default_factory=True)
    origin = typing.get_origin(tp)
    if origin is Literal:
        return FieldSpec(key, "choice", default, meta, choices=tuple(typing.get_args(tp)))
    if origin in (typing.Union, types.UnionType):
        # Parallelism: Literal["autotune"] | Annotated[int, Field(gt=0, le=N)] (or "auto")
        words = [
            w
            for arm in typing.get_args(tp)
            if typing.get_origin(arm) is Literal
            for w in typing.get_args(arm)
        ]
        for arm in typing.get_args(tp):
            inner, arm_meta = _unwrap(arm)
            if inner is int and len(words) == 1:
                lo, hi = _bounds(arm_meta, True)
                return FieldSpec(key, "parallelism", default, meta, lo, hi, word=words[0])
        raise TypeError(f"{key}: a union tpugui's forms do not know")
    if origin is list:
        (item,) = typing.get_args(tp)
        inner, item_meta = _unwrap(item)
        if typing.get_origin(inner) is Literal:
            return FieldSpec(key, "order", default, meta, choices=tuple(typing.get_args(inner)))
        if inner is int:
            lo, hi = _bounds(item_meta, True)
            return FieldSpec(key, "ints", default, meta, lo, hi)
        return FieldSpec(key, "strs", default, meta)
    kind = {bool: "bool", int: "int", float: "float", str: "str"}.get(tp)
    if kind is None:
        raise TypeError(f"{key}: a type tpugui's forms do not know: {tp!r}")
    lo, hi = _bounds(metadata, kind == "int")
    return FieldSpec(key, kind, default, meta, lo, hi, meta.choices)


@cache
def all_specs() -> dict[str, FieldSpec]:
    """Every job key (``name`` aside), in the schema's order."""
    out: dict[str, FieldSpec] = {}
    for section in SECTIONS:
        model = Job.model_fields[section].annotation
        for name, info in model.model_fields.items():  # type: ignore[union-attr]
            key = f"{section}.{name}"
            out[key] = _spec(key, info)
    return out


def field_spec(key: str) -> FieldSpec:
    return all_specs()[key]


def sweep_spec(key: str) -> FieldSpec:
    """A ``[sweep]`` key's spec (``sweep.trials``): the sweep's keys are not the forms' (not in
    :func:`all_specs`); the Sweeps tab shows a few beside Start sweep."""
    section, name = key.split(".", 1)
    model = Job.model_fields[section].annotation
    return _spec(key, model.model_fields[name])  # type: ignore[union-attr]


def section_specs(section: str, group: str | None = None) -> list[FieldSpec]:
    """The keys of one section (of one ``Meta.group`` when given), in the schema's order."""
    return [
        s
        for s in all_specs().values()
        if s.section == section and (group is None or s.meta.group == group)
    ]
