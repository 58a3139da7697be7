"""JAX's profiler for a profile on demand (:mod:`tpugui.training.profile_capture` starts and
stops it inside the running run; the backend's descriptor names :class:`Capturer`). jax is
imported inside the methods."""

from __future__ import annotations

from tpugui.training.profile_capture import Annotated, written_files

__all__ = ["Capturer"]


class Capturer(Annotated):
    """JAX's profiler: ``jax.profiler.start_trace`` without its Python tracer, steps marked
    with ``StepTraceAnnotation``, the input with ``TraceAnnotation``."""

    def start(self) -> None:
        import jax

        self.jax = jax
        self.step_cls = jax.profiler.StepTraceAnnotation
        self.span_cls = jax.profiler.TraceAnnotation
        options = jax.profiler.ProfileOptions()
        options.python_tracer_level = 0  # every Python call a trace event: slows a step 2x
        jax.profiler.start_trace(str(self.folder), profiler_options=options)

    def begin_step(self, n: int) -> None:
        self.end_step()
        self.open = self.step_cls("train", step_num=n)
        self.open.__enter__()

    def stop(self) -> list[str]:
        self.end_step()
        self.jax.profiler.stop_trace()
        return written_files(self.folder)  # HOST.trace.json.gz beside HOST.xplane.pb
