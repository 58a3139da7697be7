"""A device allocator's peak after a trial's steps, where the framework keeps one (a GPU's);
None where it does not (the CPU: the trial's peak RSS growth stands in). Run inside a trial's
child; the framework is imported here only, and only when already loaded by the run."""

from __future__ import annotations

import sys


def torch_peak() -> int | None:
    torch = sys.modules.get("torch")
    if torch is None or not torch.cuda.is_available() or not torch.cuda.is_initialized():
        return None
    return int(torch.cuda.max_memory_allocated())


def tf_peak() -> int | None:
    tf = sys.modules.get("tensorflow")
    if tf is None or not tf.config.list_physical_devices("GPU"):
        return None
    try:
        return int(tf.config.experimental.get_memory_info("GPU:0")["peak"])
    except (ValueError, RuntimeError):
        return None
