"""TensorFlow's compiles (traces), as Keras's functions tell them (see :mod:`compiles` for the
events): Keras's train and test functions are ``tf.function`` s; ``experimental_get_tracing_
count()`` grows with each trace, and the new concrete function's input signature against the
one before says what changed (Keras traces with ``reduce_retracing``: a short last batch
retraces once, with the batch dimension relaxed to None). TensorFlow does not time a trace
(``seconds`` is null); its own retracing warning ("triggered tf.function retracing") is added to
the detail when it is logged. TensorFlow is imported inside the functions.
"""

from __future__ import annotations

import logging
from typing import Any

from tpugui.training.compile_seen import Seen, shape_cause, short_last_batch

__all__ = ["TfSource", "classify_specs", "tf_source"]


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
                cause = shape_cause([(dims_b, dims_a)])
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

    def poll(self, training: Any, where: str = "step") -> list[Seen]:
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
        short = short_last_batch(training)
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


def tf_source(model: Any = None) -> Any:
    """The descriptor's hook (``compiles``): a Keras run's compile source."""
    return TfSource(model)
