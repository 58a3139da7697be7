"""The inventory's data: characteristics with their source, devices, and the recommendation.

A characteristic is one fact about a device bound to a value of *this* machine, with where the
value came from: ``detected`` (read from the OS, NVML or the environment), ``measured`` (timed by
``tpugui detect --bench``), ``spec`` (the published spec table) or ``derived`` (computed from
detected values, e.g. cores x clock x FLOPs per cycle). A value of ``None`` means the machine
does not expose it; ``note`` then says so. Every word the GUI shows (labels, aspects, notes, the
recommendation's reason) is a :class:`~tpugui.devices.text.Text`: the English, carrying its
translatable message. Qt-free, no framework imports.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tpugui.devices.text import message_of, msg
from tpugui.i18n_marks import N_, Message

__all__ = ["Char", "Device", "Recommendation", "SOURCES", "KINDS", "NOT_EXPOSED"]

SOURCES = ("detected", "measured", "spec", "derived")
KINDS = ("cpu", "gpu", "tpu")
NOT_EXPOSED = msg(N_("not exposed"))


@dataclass
class Char:
    """One characteristic: ``value`` in ``unit``, from ``source``; ``aspect`` groups it."""

    value: Any
    unit: str = ""
    source: str = "detected"
    label: str = ""
    aspect: str = ""
    note: str = ""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"value": self.value, "unit": self.unit, "source": self.source}
        if self.label:
            out["label"] = self.label
        if self.aspect:
            out["aspect"] = self.aspect
        if self.note:
            out["note"] = self.note
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Char:
        return cls(
            value=data.get("value"),
            unit=data.get("unit", ""),
            source=data.get("source", "detected"),
            label=data.get("label", ""),
            aspect=data.get("aspect", ""),
            note=data.get("note", ""),
        )

    def text(self) -> str:
        """The value as a person reads it (``32 KiB``, ``not exposed``)."""
        v = self.value
        if v is None:
            return self.note or NOT_EXPOSED
        if isinstance(v, bool):
            return "yes" if v else "no"
        if isinstance(v, list | tuple):
            return ", ".join(str(x) for x in v) if v else "none"
        if isinstance(v, float):
            s = f"{v:,.2f}" if abs(v) < 100 else f"{v:,.0f}"
            return f"{s} {self.unit}".strip()
        if isinstance(v, int) and self.unit in ("B", "bytes"):
            return human_bytes(v)
        return f"{v} {self.unit}".strip()


def human_bytes(n: int | float) -> str:
    n = float(n)
    for unit in ("B", "KiB", "MiB", "GiB", "TiB"):
        if abs(n) < 1024 or unit == "TiB":
            return f"{n:.0f} {unit}" if n == int(n) else f"{n:.1f} {unit}"
        n /= 1024
    return f"{n} B"  # pragma: no cover


@dataclass
class Device:
    """One kind of processor on this machine (all GPUs of one model form one device)."""

    kind: str  # cpu | gpu | tpu
    name: str
    count: int
    characteristics: dict[str, Char] = field(default_factory=dict)
    #: TPU: generation, chips, accelerator_type...; GPU: per-card list under "cards"
    extra: dict[str, Any] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)

    def add(
        self, key: str, value: Any, unit: str = "", source: str = "detected", **kw: Any
    ) -> Char:
        if value is not None and kw.get("note", "").startswith(NOT_EXPOSED):
            kw["note"] = ""  # the fallback note only speaks for a missing value
        char = Char(value, unit, source, **kw)
        self.characteristics[key] = char
        return char

    def value(self, key: str, default: Any = None) -> Any:
        char = self.characteristics.get(key)
        return default if char is None or char.value is None else char.value

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "name": self.name, "count": self.count}
        out.update(self.extra)
        out["characteristics"] = {k: c.to_json() for k, c in self.characteristics.items()}
        if self.notes:
            out["notes"] = list(self.notes)
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Device:
        known = {"kind", "name", "count", "characteristics", "notes"}
        return cls(
            kind=data["kind"],
            name=data.get("name", ""),
            count=int(data.get("count", 0)),
            characteristics={
                k: Char.from_json(v) for k, v in (data.get("characteristics") or {}).items()
            },
            extra={k: v for k, v in data.items() if k not in known},
            notes=list(data.get("notes") or []),
        )


@dataclass
class Recommendation:
    """What to train with: job values (``model.backend``, ``model.device``, ``model.strategy``)."""

    backend: str = "tensorflow"
    device: str = "cpu"
    strategy: str = "default"
    replicas: int = 1
    batch_size_hint: int = 64
    reason: str = ""
    batch_rule: str = ""

    @property
    def reason_message(self) -> Message:
        """Why, as a translatable message (the GUI renders it; ``reason`` is the English)."""
        return message_of(self.reason)

    @property
    def batch_rule_message(self) -> Message:
        return message_of(self.batch_rule)

    def to_json(self) -> dict[str, Any]:
        return {
            "backend": self.backend,
            "device": self.device,
            "strategy": self.strategy,
            "replicas": self.replicas,
            "batch_size_hint": self.batch_size_hint,
            "reason": self.reason,
            "batch_rule": self.batch_rule,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Recommendation:
        return cls(
            backend=data.get("backend", "tensorflow"),
            device=data.get("device", "cpu"),
            strategy=data.get("strategy", "default"),
            replicas=int(data.get("replicas", 1)),
            batch_size_hint=int(data.get("batch_size_hint", 64)),
            reason=data.get("reason", ""),
            batch_rule=data.get("batch_rule", ""),
        )
