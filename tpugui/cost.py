"""What a Cloud TPU slice and a run on it cost: the price table, a job's price, a run's meter.

The price table is data (``tpugui/resources/tpu_prices.toml``: US dollars per chip-hour per TPU
generation, consumption option and region, with its source and the month it was read); a
project's own figure (``remote.price_per_chip_hour``) wins over it. A TPU VM bills while it is
READY, by the second, so a run's cost is its wall time at the slice's hourly price, and its
projected total adds the steps left at its pace. Qt-free, no frameworks; the run's process
(:class:`tpugui.training.reporter.Reporter`), the run history and the Remote page read it.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from tpugui.i18n_marks import N_, Message

__all__ = [
    "Price",
    "chips",
    "generation",
    "price_of",
    "price_of_job",
    "projected",
    "region",
    "money",
    "table",
]


@cache
def table() -> dict[str, Any]:
    """The price table as written (``source``, ``as_of``, one table per generation)."""
    text = resources.files("tpugui").joinpath("resources/tpu_prices.toml").read_text("utf-8")
    return tomllib.loads(text)


def generation(accelerator_type: str) -> str:
    """``v5litepod-8`` -> ``v5e``, ``v6e-8`` -> ``v6e``, ``v5p-8`` -> ``v5p``, ``v4-8`` ->
    ``v4``, ``v3-8`` -> ``v3``, ``v2-8`` -> ``v2``; anything else -> ``v4``."""
    t = accelerator_type.strip().lower()
    if t.startswith(("v5litepod", "v5e")):
        return "v5e"
    for gen in ("v6e", "v5p", "v4", "v3", "v2"):
        if t.startswith(gen):
            return gen
    return "v4"


def chips(accelerator_type: str) -> int:
    """Chips of a slice: v5e and v6e types count chips (``v5litepod-8``: 8); v2-v4 and v5p
    count TensorCores, two a chip (``v5p-8``: 4, ``v4-32``: 16). 0 when the type has no size."""
    m = re.search(r"-(\d+)$", accelerator_type.strip())
    if not m:
        return 0
    n = int(m.group(1))
    return n if generation(accelerator_type) in ("v5e", "v6e") else max(1, n // 2)


def region(zone: str) -> str:
    """``us-central1-a`` -> ``us-central1`` (a region stays as it is)."""
    z = zone.strip()
    return z.rsplit("-", 1)[0] if re.search(r"-[a-z]$", z) else z


@dataclass(frozen=True)
class Price:
    """The hourly price of a slice, or why there is none (``per_chip_hour`` None, ``note``).

    ``basis``: ``job`` (the project's ``remote.price_per_chip_hour``), ``table`` (the list
    price), ``upper-bound`` (a Spot or flex-start slice priced at its on-demand list price,
    which it never exceeds) or ``none``."""

    per_chip_hour: float | None
    chips: int
    basis: str
    note: Message | None = None

    @property
    def per_hour(self) -> float | None:
        return None if self.per_chip_hour is None else self.per_chip_hour * max(self.chips, 1)

    def event_fields(self) -> dict[str, Any]:
        """What ``run_started`` says of the price (nothing without one)."""
        if self.per_hour is None:
            return {}
        out: dict[str, Any] = {
            "price_per_hour": round(self.per_hour, 6),
            "price_basis": self.basis,
        }
        if self.note is not None:
            out["price_source"] = str(self.note)
        return out


def price_of(
    accelerator_type: str, zone: str = "", option: str = "on-demand", per_chip_hour: float = 0.0
) -> Price:
    """The hourly price of a slice of ``accelerator_type`` in ``zone`` bought as ``option``."""
    n = chips(accelerator_type) if accelerator_type else 1
    if per_chip_hour > 0:
        note = Message(
            N_("{chips} chip(s) × ${price:.2f} per chip-hour (remote.price_per_chip_hour)"),
            {"chips": n, "price": per_chip_hour},
        )
        return Price(per_chip_hour, n, "job", note)
    if not accelerator_type:
        return Price(None, 0, "none")
    gen, reg = generation(accelerator_type), region(zone)
    t = table()
    row = t.get(gen)
    if row is None:
        return Price(None, n, "none", Message(
            N_("tpugui's price table has no {gen}; set remote.price_per_chip_hour"), {"gen": gen}
        ))  # fmt: skip
    if reg and reg not in row["regions"]:
        return Price(None, n, "none", Message(
            N_("tpugui's price table has no {gen} price for {region}; set "
               "remote.price_per_chip_hour"),
            {"gen": gen, "region": reg},
        ))  # fmt: skip
    where = reg or row["regions"][0]
    if option in row:
        basis, figure = "table", float(row[option])
    else:  # Spot / flex-start: their prices move; the on-demand one bounds them
        basis, figure = "upper-bound", float(row["on-demand"])
    note = Message(
        N_("{chips} chip(s) × ${price:.2f} per chip-hour ({gen} {option}, {region}; {source}, "
           "{as_of})")
        if basis == "table"
        else N_("at most {chips} chip(s) × ${price:.2f} per chip-hour ({gen} on-demand, {region}; "
                "{source}, {as_of}): {option} prices move, set remote.price_per_chip_hour"),
        {
            "chips": n, "price": figure, "gen": gen, "option": option, "region": where,
            "source": t["source"], "as_of": t["as_of"],
        },
    )  # fmt: skip
    return Price(figure, n, basis, note)


def price_of_job(remote: Any) -> Price:
    """The price of the slice a job's ``[remote]`` section names (``accelerator_type``,
    ``zone``, ``provisioning``, ``price_per_chip_hour``)."""
    return price_of(
        remote.accelerator_type, remote.zone, remote.provisioning, remote.price_per_chip_hour
    )


def projected(spent: float, per_hour: float, steps_left: int, steps_per_sec: float) -> float:
    """The whole run's cost: what it spent plus the steps left at its pace (``spent`` alone
    while the pace is not known)."""
    if steps_left <= 0 or steps_per_sec <= 0:
        return spent
    return spent + steps_left / steps_per_sec * per_hour / 3600.0


def money(value: float) -> str:
    """Dollars as a person reads them: ``$4.10``, ``$0.0123`` below a cent."""
    return f"${value:,.2f}" if abs(value) >= 0.01 or value == 0 else f"${value:.4f}"
