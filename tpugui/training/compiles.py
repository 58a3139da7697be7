"""Compiles and recompiles of a run, as each framework tells them: ``compile`` events.

Each compile a run's step goes through becomes one ``compile`` event: ``step`` (the global step
when it was seen), ``count`` (compiles so far in this run), ``seconds`` (its duration where the
framework says it), ``function`` (what was compiled), ``cause`` (first | shape | dtype |
python_value | short_batch | unknown, :data:`~tpugui.pipeline.compile_advice.CAUSES`) and
``detail`` (the framework's own words). The first recompile of each cause also gets a ``log``
warning that names the cause and its fix (:mod:`tpugui.pipeline.compile_advice`).

Where each framework says it:

* JAX (:class:`JaxSource`): ``jax_explain_cache_misses`` on for the run; JAX logs each tracing
  cache miss ("TRACING CACHE MISS ... never seen function" or "different input types: * at x,
  now f32[52,8] and before f32[64,8]") through its own logger (``jax._src.interpreters.
  partial_eval`` in 0.10), and ``jax.monitoring`` times each stage (``/jax/core/compile/
  jaxpr_trace_duration``, ``jaxpr_to_mlir_module_duration``, ``backend_compile_duration``);
  a backend compile is one compile, its explanation the last miss of that function (an eager
  operation's compile, which JAX does not explain, is not a step's and is left out).
* TensorFlow (:class:`TfSource`): Keras's train and test functions are ``tf.function`` s;
  ``experimental_get_tracing_count()`` grows with each trace, and the new concrete function's
  input signature against the one before says what changed (Keras traces with
  ``reduce_retracing``: a short last batch retraces once, with the batch dimension relaxed to
  None). TensorFlow does not time a trace (``seconds`` is null); its own retracing warning
  ("triggered tf.function retracing") is added to the detail when it is logged.
* PyTorch/XLA (:class:`XlaSource`): ``torch_xla.debug.metrics``: the ``UncachedCompile``
  counter and each ``CompileTime`` sample (ns). XLA does not say why; the cause is the run's:
  a compile seen at the report of an epoch's last step, when that batch is short
  (``pipeline.drop_remainder`` = false and the data not a multiple of the batch), is
  ``short_batch``; the first epoch's other compiles (the first steps' graphs, validation's)
  are ``first``; later ones ``unknown`` (``PT_XLA_DEBUG_LEVEL=2`` prints XLA's analysis).
* torch.compile (:class:`DynamoSource`, plain torch with ``train.jit_compile = "on"``):
  TorchDynamo's compile callbacks (``torch._dynamo.callback.callback_handler``), a start and an
  end for each graph it compiles, timed here, with its compile id ("frame/recompile"): the
  first compile of a frame is ``first``, as is validation's (eval mode, no grad) in the first
  epoch; a recompile at an epoch's short last batch ``short_batch``; others ``unknown``
  (``TORCH_LOGS=recompiles`` prints Dynamo's reason). Plain torch without it runs eagerly:
  no source, no event.

Sources are read at report steps, at validation's start and end and at an epoch's end, by the
:class:`Compiles` callback; the framework's hooks are installed at the run's start and removed
when it ends. Frameworks are imported inside the functions.
"""

from __future__ import annotations

import logging
import re
import threading
import time
from dataclasses import dataclass
from typing import Any

from tpugui.backends.jax import BACKEND as JAX
from tpugui.i18n_marks import N_, Message
from tpugui.pipeline import compile_advice
from tpugui.training.callbacks import Callback

__all__ = [
    "Compiles",
    "JaxSource",
    "Seen",
    "TfSource",
    "XlaSource",
    "DynamoSource",
    "classify_jax",
    "brief",
    "classify_specs",
    "source_for",
]

#: the causes a compile event may name
CAUSES = compile_advice.CAUSES


@dataclass
class Seen:
    """One compile as a source saw it."""

    function: str
    cause: str
    detail: str = ""
    seconds: float | None = None


# --- JAX ---------------------------------------------------------------------------------------

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
    return _shape_cause([(a[1], b[1]) for a, b in changes])


def _shape_cause(pairs: list[tuple[tuple[Any, ...], tuple[Any, ...]]]) -> str:
    """short_batch when only the leading (batch) dimension changed and got smaller (or, for a
    relaxed signature, unknown), else shape."""
    changed = [(now, before) for now, before in pairs if tuple(now) != tuple(before)]
    if not changed:
        return "unknown"
    for now, before in changed:
        if len(now) != len(before) or not now or tuple(now[1:]) != tuple(before[1:]):
            return "shape"
        try:
            if int(now[0]) >= int(before[0]):
                return "shape"
        except (TypeError, ValueError):  # None: a dimension relaxed by TensorFlow
            pass
    return "short_batch"


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
            self._pending.append(Seen(name, cause, _explanation(text), total))

    def poll(self, training: Any) -> list[Seen]:
        with self._lock:
            out, self._pending = self._pending, []
        return out


def _explanation(text: str) -> str:
    """A JAX explanation without its first line (where it was called from) and doc links."""
    lines = text.splitlines()[1:] if text.startswith("TRACING CACHE MISS") else text.splitlines()
    joined = " ".join(line.strip() for line in lines if line.strip())
    return re.sub(r"https?://\S+", "", joined).strip()


# --- TensorFlow --------------------------------------------------------------------------------


def _tf_functions(obj: Any, depth: int = 0, seen: set[int] | None = None) -> list[Any]:
    """The ``tf.function`` s inside a Keras train / test function: Keras 3 wraps them in plain
    closures (and the input-wait feed in a bound method); walked a few levels deep."""
    seen = seen if seen is not None else set()
    if obj is None or id(obj) in seen or depth > 5:
        return []
    seen.add(id(obj))
    if hasattr(obj, "experimental_get_tracing_count"):
        return [obj]
    out: list[Any] = []
    owner = getattr(obj, "__self__", None)
    if owner is not None and hasattr(obj, "__func__"):  # a bound method: its object's callables
        for value in list(vars(owner).values()) if hasattr(owner, "__dict__") else []:
            if callable(value):
                out += _tf_functions(value, depth + 1, seen)
        obj = obj.__func__
    for cell in getattr(obj, "__closure__", None) or ():
        try:
            value = cell.cell_contents
        except ValueError:  # an empty cell
            continue
        if callable(value):
            out += _tf_functions(value, depth + 1, seen)
    return out


def _signature(concrete: Any) -> list[tuple[str, Any]]:
    """(name, spec or Python value) of each input of a concrete function."""
    import tensorflow as tf

    try:
        args, kwargs = concrete.structured_input_signature
    except (AttributeError, TypeError, ValueError):
        return []
    flat = tf.nest.flatten((args, kwargs), expand_composites=False)
    out = []
    for i, item in enumerate(flat):
        name = getattr(item, "name", None) or f"input {i}"
        out.append((str(name), item))
    return out


def classify_specs(
    before: list[tuple[str, Any]], now: list[tuple[str, Any]], short_batch: bool
) -> tuple[str, str]:
    """(cause, detail) of a retrace from the inputs of the concrete functions before and now;
    ``short_batch``: the run has a short last batch (a change of the batch dimension alone is
    that batch), else it is a shape change."""
    if len(before) != len(now):
        return "shape", f"{len(now)} inputs, before {len(before)}"
    causes, parts = [], []
    for (name, a), (_, b) in zip(before, now, strict=True):
        shape_a, shape_b = getattr(a, "shape", None), getattr(b, "shape", None)
        if shape_a is None or shape_b is None:  # a Python value in the signature
            if a != b:
                causes.append("python_value")
                parts.append(f"at {name}, now {b!r} and before {a!r}")
            continue
        dims_a = tuple(shape_a.as_list()) if shape_a.rank is not None else None
        dims_b = tuple(shape_b.as_list()) if shape_b.rank is not None else None
        dtype_a, dtype_b = getattr(a, "dtype", None), getattr(b, "dtype", None)
        if dtype_a != dtype_b:
            causes.append("dtype")
        elif dims_a != dims_b:
            if dims_a is None or dims_b is None:
                causes.append("shape")
            else:
                cause = _shape_cause([(dims_b, dims_a)])
                causes.append(cause if cause != "short_batch" or short_batch else "shape")
        else:
            continue
        parts.append(
            f"at {name}, now {_spec_text(dims_b, dtype_b)} and before {_spec_text(dims_a, dtype_a)}"
        )
    if not causes:
        return "unknown", "traced again with the same input signature"
    for cause in ("python_value", "dtype", "shape", "short_batch"):
        if cause in causes:
            return cause, "; ".join(parts)
    return "unknown", "; ".join(parts)


def _spec_text(dims: Any, dtype: Any) -> str:
    name = getattr(dtype, "name", str(dtype))
    shape = (
        "?" if dims is None else "[" + ",".join("None" if d is None else str(d) for d in dims) + "]"
    )
    return f"{name}{shape}"


class TfSource:
    """Keras's train and test ``tf.function`` s of ``model``: their tracing counts."""

    WARNING = "triggered tf.function retracing"

    def __init__(self, model: Any):
        self.model = model
        self._functions: dict[str, list[Any]] = {}
        self._counts: dict[int, int] = {}
        self._handler: logging.Handler | None = None
        self._warnings: list[str] = []

    def start(self) -> None:
        source = self

        class Handler(logging.Handler):
            def emit(self, record: logging.LogRecord) -> None:
                try:
                    text = record.getMessage()
                except Exception:  # noqa: BLE001 - not ours
                    return
                if TfSource.WARNING in text:
                    source._warnings.append(" ".join(text.split())[:400])

        self._handler = Handler(level=logging.DEBUG)
        logging.getLogger("tensorflow").addHandler(self._handler)

    def stop(self) -> None:
        if self._handler is not None:
            logging.getLogger("tensorflow").removeHandler(self._handler)
            self._handler = None

    def _find(self) -> None:
        for role, attr in (
            ("train_function", "train_function"),
            ("test_function", "test_function"),
        ):
            if role in self._functions:
                continue
            found = _tf_functions(getattr(self.model, attr, None))
            if found:
                self._functions[role] = found

    def poll(self, training: Any) -> list[Seen]:
        self._find()
        out: list[Seen] = []
        for role, functions in self._functions.items():
            # Keras nests its one-step function in the several-steps one: a trace of the outer
            # one traces the inner too, so a role's traces are those of its most traced one
            grown: list[tuple[int, int, Any]] = []
            for fn in functions:
                try:
                    count = int(fn.experimental_get_tracing_count())
                except Exception:  # noqa: BLE001 - a count TensorFlow cannot give is not a compile
                    continue
                before = self._counts.get(id(fn), 0)
                self._counts[id(fn)] = count
                if count > before:
                    grown.append((count - before, before, fn))
            if grown:
                _, before, fn = max(grown, key=lambda g: g[0])
                out += self._traced(role, fn, before, before + max(g[0] for g in grown), training)
        return out

    def _traced(self, role: str, fn: Any, before: int, count: int, training: Any) -> list[Seen]:
        try:
            concrete = list(fn._list_all_concrete_functions())
        except Exception:  # noqa: BLE001 - a private API: the count alone then
            concrete = []
        short = _short_last_batch(training)
        out = []
        for k in range(before, count):
            if k == 0:
                out.append(Seen(role, "first", "traced for the first time"))
                continue
            if len(concrete) > k:
                cause, detail = classify_specs(
                    _signature(concrete[k - 1]), _signature(concrete[k]), short
                )
            else:
                cause, detail = "unknown", "tf.function traced again"
            if self._warnings:
                detail = f"{detail}; TensorFlow: {self._warnings.pop(0)}"
            out.append(Seen(role, cause, detail))
        return out


def _short_last_batch(training: Any) -> bool:
    """Whether the run's last batch of a pass is shorter than the others."""
    job = training.job
    if job.pipeline.drop_remainder:
        return False
    count = getattr(training, "train_count", None)
    if count is None:
        return True  # not known: a batch-dimension change alone is most likely that batch
    return count % max(job.pipeline.batch_size, 1) != 0


# --- PyTorch/XLA -------------------------------------------------------------------------------


class XlaSource:
    """PyTorch/XLA's compile metrics (``torch_xla.debug.metrics``), read at each poll."""

    def __init__(self) -> None:
        self._seen_samples = 0
        self._uncached = 0
        self.testing = False

    def start(self) -> None:
        import torch_xla.debug.metrics as met

        data = met.metric_data("CompileTime")
        self._seen_samples = int(data[0]) if data else 0
        self._uncached = int(met.counter_value("UncachedCompile") or 0)

    def stop(self) -> None: ...

    def poll(self, training: Any, where: str = "step") -> list[Seen]:
        import torch_xla.debug.metrics as met

        data = met.metric_data("CompileTime")
        total = int(data[0]) if data else 0
        uncached = int(met.counter_value("UncachedCompile") or 0)
        if total <= self._seen_samples and uncached <= self._uncached:
            return []
        samples = list(data[2]) if data else []
        new = max(total - self._seen_samples, uncached - self._uncached, 0)
        self._seen_samples, self._uncached = total, uncached
        # the samples kept are the last ones: the newest ``new`` are this poll's
        times: list[float | None] = [float(v) / 1e9 for _, v in samples[-new:]] if new else []
        times = [None] * (new - len(times)) + times
        t = training
        in_epoch = t.step - t.epoch_start_step
        last = in_epoch >= t.steps and where == "step"
        if last and _short_last_batch(t) and (t.epoch > t.start_epoch or in_epoch > 2):
            cause, detail = "short_batch", "a new XLA graph at the epoch's short last batch"
        elif t.epoch == t.start_epoch:
            cause, detail = "first", "a new XLA graph in the first epoch"
        else:
            cause = "unknown"
            detail = "PyTorch/XLA compiled a new graph (PT_XLA_DEBUG_LEVEL=2 prints its analysis)"
        function = "validation graph" if where == "test" else "XLA graph"
        return [Seen(function, cause, f"{detail}; UncachedCompile {uncached}", s) for s in times]


# --- torch.compile -------------------------------------------------------------------------------


class DynamoSource:
    """torch.compile's compiles, from TorchDynamo's start/end callbacks (called on the thread
    that compiles: the training step's)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._open: dict[str, float] = {}
        self._done: list[tuple[str, str, float | None]] = []  # (compile id, trigger, seconds)
        self.testing = False

    @staticmethod
    def _id(args: tuple[Any, ...]) -> tuple[str, str]:
        a = args[0] if args else None
        trigger = getattr(getattr(a, "callback_trigger", None), "name", "") or "DYNAMO"
        return str(getattr(a, "compile_id", "") or ""), trigger

    def _started(self, *args: Any) -> None:
        with self._lock:
            self._open[self._id(args)[0]] = time.perf_counter()

    def _ended(self, *args: Any) -> None:
        cid, trigger = self._id(args)
        with self._lock:
            t0 = self._open.pop(cid, None)
            self._done.append((cid, trigger, None if t0 is None else time.perf_counter() - t0))

    def start(self) -> None:
        from torch._dynamo.callback import callback_handler

        callback_handler.register_start_callback(self._started)
        callback_handler.register_end_callback(self._ended)

    def stop(self) -> None:
        from torch._dynamo.callback import callback_handler

        callback_handler.remove_start_callback(self._started)
        callback_handler.remove_end_callback(self._ended)

    def poll(self, training: Any, where: str = "step") -> list[Seen]:
        with self._lock:
            done, self._done = self._done, []
        t = training
        in_epoch = t.step - t.epoch_start_step
        last = in_epoch >= t.steps and where == "step"
        out = []
        for cid, trigger, seconds in done:
            recompile = not cid.endswith("/0")
            function = "torch.compile backward" if "BACKWARD" in trigger else "torch.compile graph"
            if where == "test":
                function = "torch.compile validation graph"
            if not recompile:
                cause, detail = "first", f"TorchDynamo compiled a new frame (compile id {cid})"
            elif where == "test" and t.epoch == t.start_epoch:
                cause, detail = "first", f"validation's graph, eval mode (compile id {cid})"
            elif last and _short_last_batch(t):
                cause, detail = "short_batch", f"recompiled at the epoch's short last batch ({cid})"
            else:
                cause = "unknown"
                detail = (
                    f"TorchDynamo recompiled (compile id {cid}; TORCH_LOGS=recompiles says why)"
                )
            out.append(Seen(function, cause, detail, seconds))
        return out


def source_for(backend: str, model: Any = None) -> Any:
    """The compile source of a backend's run, as its descriptor's ``compiles`` names it
    (None: it compiles nothing: plain torch)."""
    from tpugui import backends

    descriptor = backends.get(backend)
    return descriptor.hook(descriptor.compiles)(model) if descriptor.compiles else None


def jax_source(model: Any = None) -> Any:
    return JaxSource()


def tf_source(model: Any = None) -> Any:
    return TfSource(model)


def xla_source(model: Any = None) -> Any:
    return XlaSource()


def brief(detail: str) -> str:
    """What changed, from a compile's detail (JAX's "different input types: * at x, now ...
    and before ..." part; else the detail), in at most 200 characters."""
    text = " ".join(str(detail).split())
    for marker in ("different input types:", "different input pytree:"):
        if marker in text:
            text = text.split(marker, 1)[1].strip()
            break
    text = text.lstrip("* ").replace(" * at ", "; at ")
    return text if len(text) <= 200 else text[:199] + "…"


# --- the callback ------------------------------------------------------------------------------


class Compiles(Callback):
    """``compile`` events from a source (:func:`source_for`), read at report steps, around
    validation and at an epoch's end; the first recompile of each cause logs its advice."""

    def __init__(self, source: Any):
        self.source = source
        self.count = 0
        self.advised: set[str] = set()
        self._started = False

    def start(self) -> Exception | None:
        """Listen from now (before a compile the run makes ahead of its first step, such as the
        FLOPs count's); the callback's own start then does nothing. The error, if any."""
        if self._started:
            return None
        try:
            self.source.start()
            self._started = True
        except Exception as exc:  # noqa: BLE001 - a missing hook costs the events, not the run
            return exc
        return None

    def on_train_begin(self, logs: dict[str, Any] | None = None) -> None:
        exc = self.start()
        if exc is not None:
            self.training.rep.log(
                Message(N_("compile events are off: {error}"), {"error": str(exc)}), "debug"
            )

    def _poll(self, where: str = "step") -> None:
        if not self._started:
            return
        t = self.training
        try:
            if isinstance(self.source, XlaSource | DynamoSource):
                seen = self.source.poll(t, where)
            else:
                seen = self.source.poll(t)
        except Exception:  # noqa: BLE001 - the events are a view; the run goes on
            return
        for s in seen:
            self.count += 1
            t.rep.compiled(step=t.step, count=self.count, seconds=s.seconds,
                           function=s.function, cause=s.cause, detail=s.detail)  # fmt: skip
            if s.cause == "first" or s.cause in self.advised:
                continue
            self.advised.add(s.cause)
            item = compile_advice.for_cause(
                s.cause, s.function, t.step, brief(s.detail), t.job.pipeline.drop_remainder
            )
            if item is not None:
                t.rep.log(item.message("reason"), "warning")

    def on_train_batch_end(self, batch: int, logs: dict[str, Any] | None = None) -> None:
        if logs is not None:
            self._poll()

    def on_test_begin(self, logs: dict[str, Any] | None = None) -> None:
        self._poll("between")

    def on_test_end(self, logs: dict[str, Any] | None = None) -> None:
        self._poll("test")

    def on_epoch_end(self, epoch: int, logs: dict[str, Any] | None = None) -> None:
        self._poll("between")

    def on_train_end(self, logs: dict[str, Any] | None = None) -> None:
        self._poll("between")

    def close(self) -> None:
        if self._started:
            self._started = False
            try:
                self.source.stop()
            except Exception:  # noqa: BLE001 - the run's end goes on
                pass
