"""Compiles and recompiles of a run, as each framework tells them: ``compile`` events.

Each compile a run's step goes through becomes one ``compile`` event: ``step`` (the global step
when it was seen), ``count`` (compiles so far in this run), ``seconds`` (its duration where the
framework says it), ``function`` (what was compiled), ``cause`` (first | shape | dtype |
python_value | short_batch | unknown, :data:`~tpugui.pipeline.compile_advice.CAUSES`) and
``detail`` (the framework's own words). The first recompile of each cause also gets a ``log``
warning that names the cause and its fix (:mod:`tpugui.pipeline.compile_advice`).

Where each framework says it:

* JAX (:mod:`tpugui.training.jax.compile`): ``jax_explain_cache_misses`` on for the run; JAX
  logs each tracing cache miss ("TRACING CACHE MISS ... never seen function" or "different input types: * at x,
  now f32[52,8] and before f32[64,8]") through its own logger (``jax._src.interpreters.
  partial_eval`` in 0.10), and ``jax.monitoring`` times each stage (``/jax/core/compile/
  jaxpr_trace_duration``, ``jaxpr_to_mlir_module_duration``, ``backend_compile_duration``);
  a backend compile is one compile, its explanation the last miss of that function (an eager
  operation's compile, which JAX does not explain, is not a step's and is left out).
* TensorFlow (:mod:`tpugui.training.tensorflow.compile`): Keras's train and test functions are
  ``tf.function`` s; ``experimental_get_tracing_count()`` grows with each trace, and the new
  concrete function's input signature against the one before says what changed (Keras traces
  with ``reduce_retracing``: a short last batch retraces once, with the batch dimension relaxed
  to None). TensorFlow does not time a trace (``seconds`` is null); its own retracing warning
  ("triggered tf.function retracing") is added to the detail when it is logged.
* PyTorch/XLA (:mod:`tpugui.training.torch.compile`): ``torch_xla.debug.metrics``: the
  ``UncachedCompile`` counter and each ``CompileTime`` sample (ns). XLA does not say why; the
  cause is the run's: a compile seen at the report of an epoch's last step, when that batch is
  short (``pipeline.drop_remainder`` = false and the data not a multiple of the batch), is
  ``short_batch``; the first epoch's other compiles (the first steps' graphs, validation's) are
  ``first``; later ones ``unknown`` (``PT_XLA_DEBUG_LEVEL=2`` prints XLA's analysis).
* torch.compile (:mod:`tpugui.training.torch.compile`, plain torch with ``train.jit_compile =
  "on"``): TorchDynamo's compile callbacks (``torch._dynamo.callback.callback_handler``), a
  start and an end for each graph it compiles, timed here, with its compile id
  ("frame/recompile"): the first compile of a frame is ``first``, as is validation's (eval mode,
  no grad) in the first epoch; a recompile at an epoch's short last batch ``short_batch``;
  others ``unknown`` (``TORCH_LOGS=recompiles`` prints Dynamo's reason). Plain torch without it
  runs eagerly: no source, no event.

Sources are read at report steps, at validation's start and end and at an epoch's end, by the
:class:`Compiles` callback; the framework's hooks are installed at the run's start and removed
when it ends. Frameworks are imported inside the functions.
"""

from __future__ import annotations

from typing import Any

from tpugui.i18n_marks import N_, Message
from tpugui.pipeline import compile_advice
from tpugui.training.callbacks import Callback
from tpugui.training.compile_seen import Seen

__all__ = ["Compiles", "Seen", "brief", "source_for"]

#: the causes a compile event may name
CAUSES = compile_advice.CAUSES


def source_for(backend: str, model: Any = None) -> Any:
    """The compile source of a backend's run, as its descriptor's ``compiles`` names it
    (None: it compiles nothing: plain torch)."""
    from tpugui import backends

    descriptor = backends.get(backend)
    return descriptor.hook(descriptor.compiles)(model) if descriptor.compiles else None


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
            seen = self.source.poll(t, where)
        except Exception:  # noqa: BLE001 - the events are a view; the run goes on
            return
        for s in seen:
            self.count += 1
            t.rep.compiled(step=t.step, count=self.count, seconds=s.seconds,
                           function=s.function, cause=s.cause, detail=s.detail,
                           at=s.at)  # fmt: skip
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
