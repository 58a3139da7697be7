"""What a run imports on a VM, and what of it is missing there.

A run of backend B on data source S imports, beside the Qt-free core (deployed by tpugui itself):

* the core's own dependencies — the ``dependencies`` of tpugui's distribution (pyproject.toml:
  pydantic, tomli-w, numpy, psutil, ...), read from the installed metadata or, when tpugui runs
  from a source tree, from pyproject.toml: one list, the one pip installs here;
* the backend's module and its descriptor's ``needs`` (JAX: tf.data and orbax);
* the source's ``needs`` (the digits source: scikit-learn).

:func:`for_job` lists them as :class:`Need` (import name, pip name, who needs it). The VM is asked
with ``vmside probe module:NAME...`` (``find_spec``: nothing is imported); :func:`missing` reads
its answer, :func:`by_backend` groups it for the Remote page, and :func:`check` is the pre-flight
of a remote start: a RemoteError that names every missing module and the pip command that brings
them, before anything is launched. Qt-free; no framework is imported.
"""

from __future__ import annotations

import functools
import importlib.metadata as metadata
import re
import shlex
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tpugui import backends, sources

__all__ = ["Need", "by_backend", "check", "core", "for_backend", "for_job", "missing", "pips"]

_PYPROJECT = Path(__file__).resolve().parents[2] / "pyproject.toml"


@dataclass(frozen=True)
class Need:
    """One module a run imports: its import name, the pip name that brings it, and who needs it
    ("core", a backend's name or a source's)."""

    module: str
    pip: str
    by: str


def _requirement_names(lines: Iterable[str]) -> list[str]:
    names = []
    for line in lines:
        if ";" in line and "extra" in line.split(";", 1)[1]:
            continue  # an optional extra (gui, ml, ...): not the core's
        match = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", line)
        if match:
            names.append(match.group(1))
    return names


@functools.cache
def _core_distributions() -> tuple[str, ...]:
    try:
        required = metadata.requires("tpugui")
    except metadata.PackageNotFoundError:
        required = None
    if required is None:  # a source tree on PYTHONPATH: pyproject.toml is the list
        import tomllib

        with open(_PYPROJECT, "rb") as fh:
            required = tomllib.load(fh)["project"]["dependencies"]
    return tuple(_requirement_names(required))


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


@functools.cache
def _module_of() -> dict[str, str]:
    """distribution (normalised) -> its top-level import name, from this Python's packages."""
    out: dict[str, str] = {}
    for module, dists in metadata.packages_distributions().items():
        if module.startswith("_") or "." in module:
            continue
        for dist in dists:
            out.setdefault(_normal(dist), module)
    return out


@functools.cache
def core() -> tuple[Need, ...]:
    """The core's own dependencies, as the modules a run imports."""
    table = _module_of()
    return tuple(
        Need(table.get(_normal(d), d.replace("-", "_").lower()), d, "core")
        for d in _core_distributions()
    )


def for_backend(name: str) -> tuple[Need, ...]:
    """The backend's own module (brought by its install) and its ``needs``."""
    b = backends.get(name)
    own = Need(b.module, b.distributions[0], b.name)
    return (own, *(Need(m, pip, b.name) for m, pip in b.needs))


def _once(needs: Iterable[Need]) -> tuple[Need, ...]:
    seen: dict[str, Need] = {}
    for need in needs:
        seen.setdefault(need.module, need)
    return tuple(seen.values())


def for_job(backend: str, source: str = "") -> tuple[Need, ...]:
    """Everything a run of ``backend`` on ``source`` imports, each module once."""
    found = [*core(), *for_backend(backend)]
    if source:
        found += [Need(m, pip, source) for m, pip in sources.get(source).needs]
    return _once(found)


def probe_args(needs: Iterable[Need]) -> list[str]:
    """The ``vmside probe`` arguments that ask for these modules."""
    return [f"module:{n.module}" for n in dict.fromkeys(needs)]


def all_needs() -> tuple[Need, ...]:
    """What the Remote page's probe asks about: the core and every backend's modules."""
    return _once([*core(), *(n for b in backends.names() for n in for_backend(b))])


def missing(modules: Mapping[str, Any], needs: Iterable[Need]) -> list[Need]:
    """The needs the probe's ``modules`` answer says are absent (False); a module it was not
    asked about, or an older VM side that does not answer, counts as present."""
    return [n for n in needs if modules.get(n.module) is False]


def by_backend(modules: Mapping[str, Any]) -> dict[str, list[Need]]:
    """For each backend, what a run of it would lack on that VM (the core's included)."""
    return {b: missing(modules, [*core(), *for_backend(b)]) for b in backends.names()}


def pips(needs: Iterable[Need]) -> list[str]:
    return list(dict.fromkeys(n.pip for n in needs))


def check(conn: Any, python: str, backend: str, source: str = "") -> None:
    """Pre-flight of a start on the VM ``conn`` reaches: a RemoteError naming every module a run
    of ``backend`` on ``source`` would import and cannot, with the command that installs them."""
    from tpugui.i18n_marks import N_
    from tpugui.remote.ssh import RemoteError, say
    from tpugui.remote.vmcall import vm_json

    needs = for_job(backend, source)
    info = vm_json(conn, python, "probe", *probe_args(needs))
    lacking = missing(info.get("modules") or {}, needs)
    if lacking:
        label = backends.get(backend).label
        names = ", ".join(f"{n.module} ({n.by})" for n in lacking)
        command = shlex.join([python, "-m", "pip", "install", *pips(lacking)])
        raise RemoteError(
            say(
                N_(
                    "{python} on {host} lacks what a {label} run imports: {names}. Install them "
                    "there ({command}), or use Remote › Set up › Install"
                ),
                python=python, host=conn.target.label, label=label, names=names, command=command,
            )
        )  # fmt: skip
