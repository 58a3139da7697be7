"""The Training page's live monitor, beside the loss plots: how long the steps wait for input
(a percentage plot, a verdict line, and an advice card once a run has stayed above 20 % for a
minute) and each device's utilization and memory (GPUs, TPU chips; the host when there is no
accelerator). It reads the shown run's :class:`~tpugui.monitor.live.MonitorData`, which the page
fills from the run's events, so local and remote runs look the same.

A parented QTimer redraws at most 4 times a second, only while the panel is visible, and only
what changed (each series' version).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from tpugui.qt import core_text
from tpugui.qt.i18n import tr
from tpugui.qt.widgets.plots import MetricPlot, run_colour
from tpugui.training.run_model import RunData

REFRESH_MS = 250


class MonitorPanel(QWidget):
    """``plots``: the page's TrainingPlots; the panel shows ``plots.current``."""

    open_pipeline = Signal()

    def __init__(self, plots: Any, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("monitorPanel")
        self.setAccessibleName(tr("Live monitor: input wait and device use"))
        self.plots = plots
        self._drawn: tuple[int, int] | None = None
        self._colours: dict[str, str] = {}

        self.verdict = QLabel(tr("Input wait: no figures yet"))
        self.verdict.setObjectName("inputVerdict")
        self.verdict.setAccessibleName(tr("Input wait verdict"))
        self.verdict.setWordWrap(True)

        self.advice = QFrame()
        self.advice.setObjectName("inputAdvice")
        self.advice.setAccessibleName(tr("Advice: the input pipeline is the bottleneck"))
        self.advice.setFrameShape(QFrame.Shape.StyledPanel)
        av = QVBoxLayout(self.advice)
        av.setContentsMargins(6, 6, 6, 6)
        self.advice_text = QLabel(
            tr(
                "The steps have waited for input more than 20 % of the time for a minute: the "
                "accelerator is starving. The Pipeline page measures the pipeline and says what "
                "to change (parallel reads and maps, cache, prefetch)."
            )
        )
        self.advice_text.setWordWrap(True)
        self.advice_button = QPushButton(tr("Open the Pipeline page"))
        self.advice_button.setObjectName("openPipelineButton")
        self.advice_button.setAccessibleName(tr("Open the Pipeline page"))
        self.advice_button.clicked.connect(self.open_pipeline)
        av.addWidget(self.advice_text)
        av.addWidget(self.advice_button)
        self.advice.hide()

        self.input_plot = MetricPlot("inputWaitPlot", tr("Waiting for input"), tr("% of the step"))
        self.input_plot.set_x_label(tr("step"), integer_ticks=True)
        self.input_plot.setYRange(0, 100)
        self.input_plot.curve("input", run_colour(0), width=1.5, name=tr("waiting for input"))
        self.util_plot = MetricPlot("deviceUtilPlot", tr("Device utilization"), "%")
        self.util_plot.set_x_label(tr("seconds"))
        self.util_plot.setYRange(0, 100)
        self.memory_plot = MetricPlot("deviceMemoryPlot", tr("Device memory used"), "%")
        self.memory_plot.set_x_label(tr("seconds"))
        self.memory_plot.setYRange(0, 100)
        for p in (self.util_plot, self.memory_plot):
            p.add_legend()

        split = QSplitter(Qt.Orientation.Vertical)
        split.setChildrenCollapsible(False)
        for p in (self.input_plot, self.util_plot, self.memory_plot):
            p.setMinimumHeight(90)
            split.addWidget(p)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(4)
        lay.addWidget(self.verdict)
        lay.addWidget(self.advice)
        lay.addWidget(split, 1)

        self.timer = QTimer(self)
        self.timer.setObjectName("monitorRedraw")
        self.timer.setInterval(REFRESH_MS)
        self.timer.timeout.connect(self.refresh)

    # -- visibility: the timer runs only while it is seen ----------------------------------------
    def showEvent(self, event: Any) -> None:  # noqa: N802
        super().showEvent(event)
        self.timer.start()
        self.refresh()

    def hideEvent(self, event: Any) -> None:  # noqa: N802
        self.timer.stop()
        super().hideEvent(event)

    def shutdown(self) -> None:
        self.timer.stop()

    # -- drawing ---------------------------------------------------------------------------
    def refresh(self, force: bool = False) -> None:
        run: RunData | None = self.plots.current
        mon = run.monitor if run is not None else None
        state = (id(run), mon.version if mon is not None else -1)
        if not force and state == self._drawn:
            return
        if self._drawn is None or state[0] != self._drawn[0]:
            self._clear_devices()
        self._drawn = state
        if mon is None:
            self.verdict.setText(tr("Input wait: no figures yet"))
            self.input_plot.set_curve("input", _empty(), _empty())
            self.advice.hide()
            return
        self.verdict.setText(core_text.text(mon.verdict()))
        s = mon.input_share
        self.input_plot.set_curve("input", s.x, s.y, grows=id(s))
        self.advice.setVisible(mon.wants_advice() and not run.finished)
        tracks = list(mon.devices.values())
        if tracks:
            for tr_ in tracks:
                key = f"{tr_.kind}{tr_.index}"
                label = f"{tr_.label} {tr_.name}".strip()
                self._line(self.util_plot, key, label, tr_.utilization)
                self._line(self.memory_plot, key, label, tr_.memory)
        else:  # no accelerator: the host is what works
            self._line(self.util_plot, "host", tr("host CPU"), mon.host_cpu)
            self._line(self.memory_plot, "host", tr("host memory"), mon.host_memory)
        for p in (self.input_plot, self.util_plot, self.memory_plot):
            p.follow_data()

    def _line(self, plot: MetricPlot, key: str, label: str, series: Any) -> None:
        colour = self._colours.setdefault(key, run_colour(len(self._colours)))
        plot.curve(key, colour, width=1.5, name=label)
        plot.set_curve(key, series.t, series.y, grows=id(series))

    def _clear_devices(self) -> None:
        self._colours.clear()
        for p in (self.util_plot, self.memory_plot):
            p.remove_curves(lambda _key: True)


def _empty() -> Any:
    import numpy as np

    return np.empty(0)


def beside(plots: QWidget, monitor: MonitorPanel) -> QSplitter:
    """The loss plots with the monitor to their right (the page's plot area)."""
    split = QSplitter(Qt.Orientation.Horizontal)
    split.setObjectName("monitorSplitter")
    split.addWidget(plots)
    split.addWidget(monitor)
    split.setStretchFactor(0, 3)
    split.setStretchFactor(1, 1)
    split.setChildrenCollapsible(False)
    return split
