"""FLOPs of a run's own training step, counted once per compiled shape, by the framework itself.

One function per framework (each imports its framework inside):

* :func:`jax_step`: XLA's cost analysis of the real compiled train step
  (``jit(step).lower(*args).compile().cost_analysis()``, a dict in jax 0.10, a list of one dict
  before). It counts forward, backward and the optimizer update, as the step holds them. The
  compile is the one the first step uses (JAX keeps it), so counting costs no second compile.
  XLA reports the program of *one* device (SPMD): times the step's devices for the global
  step. XLA counts a ``while`` body once, so a ``lax.scan`` is found in the step's jaxpr and its
  body (its own lowered cost analysis, scans inside it counted the same way) counted
  ``length`` times instead; a ``while_loop`` (no static trip count) stays counted once.
* :func:`torch_step`: ``torch.utils.flop_counter.FlopCounterMode`` over the model's forward and
  backward of one batch at the global batch size, on meta tensors (``functional_call``: no
  memory, no change to the model, its grads or its batch-norm statistics). It counts the
  matmuls, convolutions and attention; elementwise ops, the loss and the optimizer update are
  left out (an optimizer update is about 10 FLOPs a parameter: far below 6 x batch).
* :func:`keras_step`: TensorFlow's graph profiler (``tf.compat.v1.profiler`` float operations)
  over the graph of ``model.train_step`` traced once as a ``tf.function`` at the global batch:
  the forward, the gradients and the optimizer update as the graph holds them. Only ops with a
  registered FLOPs statistic count (MatMul, Conv2D and their gradients, elementwise Add, Mul,
  ...): activations, softmax and ops inside nested functions or loops are left out.

Each returns a :class:`Count`: ``flops`` per global step (None when the count failed) and
``source``, which says how and what it includes. :func:`run_fields` shapes the ``run_started``
keys with the peak (:mod:`tpugui.training.peak`); the ``Flops`` callback turns them into each
report's FLOP/s and MFU. Qt-free.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from tpugui.training.peak import Peak

__all__ = ["Count", "jax_step", "torch_step", "keras_step", "run_fields", "rates"]


@dataclass(frozen=True)
class Count:
    #: FLOPs of one global training step (None: not counted)
    flops: float | None
    source: str
    #: seconds the count took
    seconds: float = 0.0


def run_fields(count: Count, peak: Peak) -> dict[str, Any]:
    """``run_started``'s ``flops_per_step``, ``peak_flops``, ``flops_source``, ``peak_source``."""
    return {
        "flops_per_step": _sig(count.flops),
        "peak_flops": _sig(peak.flops),
        "flops_source": count.source,
        "peak_source": peak.source,
    }


def rates(flops_per_step: float | None, steps: int, seconds: float | None,
          peak: float | None) -> dict[str, float]:  # fmt: skip
    """A report window's ``flops_per_sec`` and ``mfu`` (a fraction of ``peak``): the step's FLOPs
    times the window's steps over its seconds; {} when a figure is missing."""
    if not flops_per_step or not seconds or seconds <= 0 or steps <= 0:
        return {}
    rate = flops_per_step * steps / seconds
    out = {"flops_per_sec": _sig(rate)}
    if peak:
        out["mfu"] = _sig(rate / peak)
    return out


def _sig(x: float | None, digits: int = 6) -> float | None:
    return None if x is None else float(f"{float(x):.{digits}g}")


def _failed(what: str, exc: BaseException, t0: float) -> Count:
    return Count(None, f"not counted: {what}: {type(exc).__name__}: {exc}"[:300],
                 time.perf_counter() - t0)  # fmt: skip


# --- JAX --------------------------------------------------------------------------------------


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


def jax_step(step: Any, *args: Any) -> Count:
    """The FLOPs of the jitted ``step`` on ``args`` (the arrays the first step gets)."""
    t0 = time.perf_counter()
    try:
        import jax

        compiled = step.lower(*args).compile()
        per_device = _cost(compiled.cost_analysis())
        shardings = jax.tree.leaves(compiled.input_shardings)
        devices = max((len(s.device_set) for s in shardings), default=1)
    except Exception as exc:  # noqa: BLE001 - a count is a nicety: never the run's end
        return _failed("XLA cost analysis", exc, t0)
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


# --- torch ------------------------------------------------------------------------------------


def torch_step(model: Any, input_shape: tuple[int, ...], batch: int) -> Count:
    """The forward and backward FLOPs of ``model`` on a float32 batch of ``batch`` examples of
    ``input_shape`` (meta tensors: nothing is computed, nothing changes)."""
    t0 = time.perf_counter()
    try:
        import torch
        from torch.utils.flop_counter import FlopCounterMode

        meta = {k: torch.empty_like(p, device="meta").requires_grad_(p.requires_grad)
                for k, p in model.named_parameters()}  # fmt: skip
        meta.update({k: torch.empty_like(b, device="meta") for k, b in model.named_buffers()})
        x = torch.empty((batch, *input_shape), device="meta")
        with FlopCounterMode(display=False) as counter:
            out = torch.func.functional_call(model, meta, (x,))
            out = out[0] if isinstance(out, tuple | list) else out
            out.float().sum().backward()
        flops = float(counter.get_total_flops())
    except Exception as exc:  # noqa: BLE001
        return _failed("torch FlopCounterMode", exc, t0)
    return Count(flops, "torch FlopCounterMode, forward + backward of one batch (matmuls, "
                        "convolutions, attention; the optimizer update left out)",
                 time.perf_counter() - t0)  # fmt: skip


# --- TensorFlow -------------------------------------------------------------------------------


def keras_step(model: Any, element_spec: Any, batch: int) -> Count:
    """The FLOPs of ``model.train_step`` traced at ``element_spec`` (a dataset's, its batch
    dimension set to ``batch``) by TensorFlow's graph profiler; nothing runs."""
    t0 = time.perf_counter()
    try:
        import tensorflow as tf
        from tensorflow.python.profiler import model_analyzer, option_builder

        def fixed(spec: Any) -> Any:
            shape = list(spec.shape)
            if shape and shape[0] is None:
                shape[0] = batch
            return tf.TensorSpec(shape, spec.dtype)

        from tensorflow.python.util import deprecation

        spec = tf.nest.map_structure(fixed, element_spec)
        graph = tf.function(model.train_step).get_concrete_function(spec).graph
        builder = option_builder.ProfileOptionBuilder
        opts = builder(builder.float_operation()).with_empty_output().build()
        with deprecation.silence():  # the profiler's own use of a v1 helper
            flops = float(model_analyzer.profile(graph, options=opts).total_float_ops)
    except Exception as exc:  # noqa: BLE001
        return _failed("TensorFlow profiler", exc, t0)
    return Count(flops, "TensorFlow profiler float_ops of model.train_step's graph (forward, "
                        "gradients, optimizer update; ops without a FLOPs statistic and nested "
                        "functions left out)", time.perf_counter() - t0)  # fmt: skip
