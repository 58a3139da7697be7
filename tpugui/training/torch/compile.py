"""PyTorch's compiles (see :mod:`compiles` for the events).

* PyTorch/XLA (:class:`XlaSource`): ``torch_xla.debug.metrics``: the ``UncachedCompile``
  counter and each ``CompileTime`` sample (ns). XLA does not say why; the cause is the run's: a
  compile seen at the report of an epoch's last step, when that batch is short, is
  ``short_batch``; the first epoch's other compiles are ``first``; later ones ``unknown``
  (``PT_XLA_DEBUG_LEVEL=2`` prints XLA's analysis).
* torch.compile (:class:`DynamoSource`): TorchDynamo's compile callbacks, a start and an end for
  each graph it compiles, timed here, with its compile id ("frame/recompile"); ``first`` for a
  frame's first compile and validation's in the first epoch, ``short_batch`` at an epoch's short
  last batch, else ``unknown`` (``TORCH_LOGS=recompiles`` prints Dynamo's reason).

torch is imported inside the functions.
"""

from __future__ import annotations

import threading
import time
from typing import Any

from tpugui.training.compile_seen import Seen, short_last_batch

__all__ = ["DynamoSource", "XlaSource", "xla_source"]


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
        if last and short_last_batch(t) and (t.epoch > t.start_epoch or in_epoch > 2):
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
        #: (compile id, trigger, seconds, Unix seconds it ended)
        self._done: list[tuple[str, str, float | None, float]] = []
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
            seconds = None if t0 is None else time.perf_counter() - t0
            self._done.append((cid, trigger, seconds, time.time()))

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
        for cid, trigger, seconds, at in done:
            recompile = not cid.endswith("/0")
            function = "torch.compile backward" if "BACKWARD" in trigger else "torch.compile graph"
            if where == "test":
                function = "torch.compile validation graph"
            if not recompile:
                cause, detail = "first", f"TorchDynamo compiled a new frame (compile id {cid})"
            elif where == "test" and t.epoch == t.start_epoch:
                cause, detail = "first", f"validation's graph, eval mode (compile id {cid})"
            elif last and short_last_batch(t):
                cause, detail = "short_batch", f"recompiled at the epoch's short last batch ({cid})"
            else:
                cause = "unknown"
                detail = (
                    f"TorchDynamo recompiled (compile id {cid}; TORCH_LOGS=recompiles says why)"
                )
            out.append(Seen(function, cause, detail, seconds, at))
        return out


def xla_source(model: Any = None) -> Any:
    """The descriptor's hook (``compiles``): a PyTorch/XLA run's compile source."""
    return XlaSource()
