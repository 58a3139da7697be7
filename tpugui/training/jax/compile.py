"""JAX's compiles, as JAX tells them (see :mod:`compiles` for the events): with
``jax_explain_cache_misses`` on for the run, JAX logs each tracing cache miss ("TRACING CACHE
MISS ... never seen function" or "different input types: * at x, now f32[52,8] and before
f32[64,8]") through its own logger, and ``jax.monitoring`` times each stage (trace, lowering,
backend compile); a backend compile is one compile, its explanation the last miss of that
function (an eager operation's compile, which JAX does not explain, is not a step's and is left
out). JAX is imported inside the functions.
"""

from __future__ import annotations

import logging
import re
import threading
import time
from typing import Any

from tpugui.backends.jax import BACKEND as JAX
from tpugui.training.compile_seen import Seen, shape_cause

__all__ = ["JaxSource", "classify_jax", "explained_function", "jax_source"]


_TYPE = re.compile(r"^([a-z]+\d*)\[([^\]]*)\](.*)$")
_CHANGE = re.compile(r"\*\s+at\s+(.+?),\s+now\s+(\S+)\s+and before\s+(\S+)")
_NEVER = re.compile(r"never seen function:\s*\n\s*(\S+)\s+id=")
_FOR = re.compile(r"\n\s*for\s+(\S+)\s+defined at")


def _jax_type(text: str) -> tuple[str, tuple[str, ...], bool] | None:
    """``f32[52,8]{weak_type=True}`` -> ("f32", ("52", "8"), True)."""
    m = _TYPE.match(text.strip())
    if m is None:
        return None
    dims = tuple(d.strip() for d in m.group(2).split(",") if d.strip())
    return m.group(1), dims, "weak_type=True" in m.group(3)


def explained_function(text: str) -> str:
    """The function a JAX cache-miss explanation is about ("" when it names none)."""
    for pattern in (_NEVER, _FOR):
        m = pattern.search(text)
        if m:
            return m.group(1)
    return ""


def classify_jax(text: str) -> str:
    """The cause word of a JAX cache-miss explanation (see the module text)."""
    if not text:
        return "unknown"
    if "never seen function" in text:
        return "first"
    if "Static(" in text or "static argument" in text:
        return "python_value"
    if "different input types" not in text:
        return "unknown"
    changes = [(_jax_type(now), _jax_type(before)) for _, now, before in _CHANGE.findall(text)]
    changes = [(a, b) for a, b in changes if a is not None and b is not None]
    if not changes:
        return "unknown"
    if any(a[2] != b[2] for a, b in changes):  # a Python scalar (weak type) met an array
        return "python_value"
    if any(a[0] != b[0] for a, b in changes):
        scalars = all(not a[1] and not b[1] for a, b in changes)
        return "python_value" if scalars else "dtype"
    return shape_cause([(a[1], b[1]) for a, b in changes])


def _plain_name(name: str) -> str:
    """``jit(step)`` / ``pjit(step)`` -> ``step``."""
    m = re.fullmatch(r"p?jit\((.*)\)", name)
    return m.group(1) if m else name


class JaxSource:
    """JAX's own explanations and timings of its compiles, captured while the run trains."""

    COMPILE = "/jax/core/compile/backend_compile_duration"
    STAGES = ("/jax/core/compile/jaxpr_trace_duration",
              "/jax/core/compile/jaxpr_to_mlir_module_duration")  # fmt: skip

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._pending: list[Seen] = []
        self._explained: dict[str, str] = {}
        self._staged: dict[str, float] = {}
        self._compiled: set[str] = set()
        self._handler: logging.Handler | None = None
        self._previous: bool | None = None

    def start(self) -> None:
        import jax
        from jax import monitoring

        self._previous = bool(jax.config.jax_explain_cache_misses)
        jax.config.update("jax_explain_cache_misses", True)
        source = self

        class Handler(logging.Handler):
            def emit(self, record: logging.LogRecord) -> None:
                try:
                    text = record.getMessage()
                except Exception:  # noqa: BLE001 - a log record we cannot read is not ours
                    return
                if "CACHE MISS" in text:
                    source._explain(text)

        self._handler = Handler(level=logging.DEBUG)
        logging.getLogger(JAX.module).addHandler(self._handler)
        monitoring.register_event_duration_secs_listener(self._duration)

    def stop(self) -> None:
        if self._handler is None:
            return
        import jax
        from jax import monitoring

        logging.getLogger(JAX.module).removeHandler(self._handler)
        self._handler = None
        try:
            monitoring.unregister_event_duration_listener(self._duration)
        except (AssertionError, ValueError):
            pass
        jax.config.update("jax_explain_cache_misses", bool(self._previous))

    def _explain(self, text: str) -> None:
        name = explained_function(text)
        if name:
            with self._lock:
                self._explained[name] = text

    def _duration(self, event: str, seconds: float, **kw: Any) -> None:
        if event != self.COMPILE and event not in self.STAGES:
            return
        name = _plain_name(str(kw.get("fun_name", "")))
        with self._lock:
            if event != self.COMPILE:
                self._staged[name] = self._staged.get(name, 0.0) + float(seconds)
                return
            total = float(seconds) + self._staged.pop(name, 0.0)
            text = self._explained.pop(name, "")
            if not text:  # an eager operation's own little compile (jnp.ones, x + 1): no step
                return
            first = name not in self._compiled
            self._compiled.add(name)
            cause = "first" if first else classify_jax(text)
            if cause == "first" and not first:
                cause = "unknown"  # a function object made anew under the same name
            self._pending.append(Seen(name, cause, _explanation(text), total, time.time()))

    def poll(self, training: Any, where: str = "step") -> list[Seen]:
        with self._lock:
            out, self._pending = self._pending, []
        return out


def _explanation(text: str) -> str:
    """A JAX explanation without its first line (where it was called from) and doc links."""
    lines = text.splitlines()[1:] if text.startswith("TRACING CACHE MISS") else text.splitlines()
    joined = " ".join(line.strip() for line in lines if line.strip())
    return re.sub(r"https?://\S+", "", joined).strip()


def jax_source(model: Any = None) -> Any:
    """The descriptor's hook (``compiles``): JAX's run's compile source."""
    return JaxSource()
