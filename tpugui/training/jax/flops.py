"""FLOPs of JAX's training step (:mod:`tpugui.training.flops` shapes them for the run):
XLA's cost analysis of the real compiled train step
(``jit(step).lower(*args).compile().cost_analysis()``, a dict in jax 0.10, a list of one dict
before). It counts forward, backward and the optimizer update, as the step holds them. The
compile is the one the first step uses (JAX keeps it), so counting costs no second compile.
XLA reports the program of *one* device (SPMD): times the step's devices for the global
step. XLA counts a ``while`` body once, so a ``lax.scan`` is found in the step's jaxpr and its
body (its own lowered cost analysis, scans inside it counted the same way) counted
``length`` times instead; a ``while_loop`` (no static trip count) stays counted once.

jax is imported inside the functions.
"""

from __future__ import annotations

import time
from typing import Any

from tpugui.training.flops import Count, failed

__all__ = ["count"]


def _cost(analysis: Any) -> float:
    """The ``flops`` of a cost analysis: a dict (jax 0.10) or a list of dicts (older)."""
    if isinstance(analysis, list | tuple):
        return float(sum(float((a or {}).get("flops", 0.0)) for a in analysis))
    return float((analysis or {}).get("flops", 0.0))


def _subjaxprs(params: dict[str, Any]) -> list[Any]:
    """The closed jaxprs an equation carries (pjit, remat, custom_jvp/vjp, cond, while)."""
    from jax.extend.core import ClosedJaxpr, Jaxpr

    out = []
    for value in params.values():
        items = value if isinstance(value, tuple | list) else (value,)
        for v in items:
            if isinstance(v, ClosedJaxpr):
                out.append(v)
            elif isinstance(v, Jaxpr):
                out.append(ClosedJaxpr(v, ()))
    return out


def _lowered_flops(closed: Any) -> float:
    import jax
    from jax.extend.core import jaxpr_as_fun

    avals = [jax.ShapeDtypeStruct(a.shape, a.dtype) for a in closed.in_avals]
    return _cost(jax.jit(jaxpr_as_fun(closed)).lower(*avals).cost_analysis())


def _scan_extra(closed: Any, cache: dict[int, tuple[float, float]]) -> tuple[float, int]:
    """FLOPs XLA misses in ``closed``: for every ``scan``, (length x the body's true count) less
    what XLA counted of it (its body once, or ``unroll`` times); and the scans found."""
    extra, found = 0.0, 0
    for eqn in closed.jaxpr.eqns:
        if eqn.primitive.name == "scan":
            body = eqn.params["jaxpr"]
            key = id(body)
            if key not in cache:
                inner, n = _scan_extra(body, cache)
                counted = _lowered_flops(body)
                cache[key] = (counted, counted + inner)
                found += n
            counted, true = cache[key]
            length = int(eqn.params.get("length", 1))
            unroll = eqn.params.get("unroll", 1)
            k = length if unroll is True else max(1, min(int(unroll or 1), length))
            extra += length * true - k * counted
            found += 1
            continue
        subs = _subjaxprs(eqn.params)
        if eqn.primitive.name == "cond":  # one branch runs: the costliest's scans
            got = [_scan_extra(s, cache) for s in subs]
            if got:
                best = max(got)
                extra, found = extra + best[0], found + best[1]
            continue
        for sub in subs:
            e, n = _scan_extra(sub, cache)
            extra, found = extra + e, found + n
    return extra, found


def count(step: Any, *args: Any) -> Count:
    """The FLOPs of the jitted ``step`` on ``args`` (the arrays the first step gets)."""
    t0 = time.perf_counter()
    try:
        import jax

        compiled = step.lower(*args).compile()
        per_device = _cost(compiled.cost_analysis())
        shardings = jax.tree.leaves(compiled.input_shardings)
        devices = max((len(s.device_set) for s in shardings), default=1)
    except Exception as exc:  # noqa: BLE001 - a count is a nicety: never the run's end
        return failed("XLA cost analysis", exc, t0)
    source = "XLA cost analysis of the compiled train step (forward, backward, optimizer update)"
    if devices > 1:
        source += f", one device's program x {devices} devices"
    try:
        extra, scans = _scan_extra(jax.make_jaxpr(step)(*args), {})
    except Exception as exc:  # noqa: BLE001
        extra, scans = 0.0, 0
        source += f"; scans not looked for ({type(exc).__name__})"
    if scans:
        source += f"; lax.scan bodies x their trip counts ({scans} scans)"
    return Count(per_device * devices + extra, source, time.perf_counter() - t0)
