"""TensorFlow's profiler for a profile on demand (:mod:`tpugui.training.profile_capture` starts
and stops it inside the running run; the backend's descriptor names :class:`Capturer`).
TensorFlow is imported inside the methods."""

from __future__ import annotations

import glob
import gzip

from tpugui.training.profile_capture import TRACE, Annotated, written_files

__all__ = ["Capturer"]


class Capturer(Annotated):
    """``tf.profiler.experimental.start(DIR)`` (an ``.xplane.pb``); steps are
    ``tf.profiler.experimental.Trace("train", step_num=N, _r=1)``, the step annotation XProf
    reads; the trace JSON is made from the xplane by the converter TensorFlow bundles
    (``_pywrap_profiler_plugin.xspace_to_tools_data(..., "trace_viewer@")``, XProf's own
    code)."""

    def start(self) -> None:
        import tensorflow as tf

        self.tf = tf
        self.step_cls = tf.profiler.experimental.Trace
        self.span_cls = tf.profiler.experimental.Trace
        tf.profiler.experimental.start(str(self.folder))

    def stop(self) -> list[str]:
        self.end_step()
        self.tf.profiler.experimental.stop()
        planes = sorted(glob.glob(str(self.folder / "plugins/profile/*/*.xplane.pb")))
        if planes:
            from tensorflow.python.profiler.internal import _pywrap_profiler_plugin as plugin

            data, ok = plugin.xspace_to_tools_data([planes[-1]], "trace_viewer@", {})
            if ok and data:
                raw = data if isinstance(data, bytes) else str(data).encode("utf-8")
                with gzip.open(self.folder / TRACE, "wb") as fh:
                    fh.write(raw)
        return written_files(self.folder)
