"""torch's profiler for a profile on demand, PyTorch/XLA's host side too
(:mod:`tpugui.training.profile_capture` starts and stops it inside the running run; the
backends' descriptors name :class:`Capturer`). torch is imported inside the methods."""

from __future__ import annotations

import gzip
import os
import shutil
from typing import Any

from tpugui.training import profile_capture
from tpugui.training.profile_capture import INPUT_MARK, STEP_MARK, TRACE, written_files

__all__ = ["Capturer"]


class Capturer(profile_capture.Capturer):
    """``torch.profiler.profile`` with a schedule (one warm-up step, then active) and
    ``prof.step()`` each step; steps are ``record_function("tpugui.step#N")``; a Chrome trace
    is exported at the end (host side: PyTorch/XLA's device work is XLA's own)."""

    def start(self) -> None:
        import torch
        from torch import profiler

        self.profiler = profiler
        acts = [profiler.ProfilerActivity.CPU]
        if str(getattr(self.job.model, "device", "")).startswith(("gpu", "cuda")) and (
            torch.cuda.is_available()
        ):
            acts.append(profiler.ProfilerActivity.CUDA)
        self.prof = profiler.profile(
            activities=acts,
            schedule=profiler.schedule(wait=0, warmup=1, active=1 << 30),
            on_trace_ready=self._ready,
        )
        self.prof.start()
        self.open: Any = None

    def _ready(self, prof: Any) -> None:
        import tempfile

        # torch writes the file's own path into it unescaped ("traceName"): a run folder with a
        # quote in its name would make the JSON invalid, so it is written where names are plain
        fd, plain = tempfile.mkstemp(prefix="tpugui-trace-", suffix=".json")
        os.close(fd)
        try:
            prof.export_chrome_trace(plain)
            with open(plain, "rb") as src, gzip.open(self.folder / TRACE, "wb") as dst:
                shutil.copyfileobj(src, dst)
        finally:
            os.unlink(plain)

    def begin_step(self, n: int) -> None:
        self.end_step()
        self.prof.step()
        self.open = self.profiler.record_function(f"{STEP_MARK}#{n}")
        self.open.__enter__()

    def end_step(self) -> None:
        open_, self.open = self.open, None
        if open_ is not None:
            open_.__exit__(None, None, None)

    def input_span(self) -> Any:
        return self.profiler.record_function(INPUT_MARK)

    def stop(self) -> list[str]:
        self.end_step()
        self.prof.stop()
        return written_files(self.folder)
