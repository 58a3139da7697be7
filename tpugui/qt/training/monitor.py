"""The Training page's live monitor, beside the loss plots: how long the steps wait for input
(a percentage plot, a verdict line, and an advice card once a run has stayed above 20 % for a
minute), each device's utilization and memory (GPUs, TPU chips; the host when there is no
accelerator), and beside utilization the run's achieved FLOP/s and MFU (a line under the verdict,
TFLOP/s on accelerators and GFLOP/s on a CPU, and an "MFU" curve on the utilization plot: the
same % scale), and where the run's time went (a "Goodput" line: the share in training steps,
the other buckets in its tooltip, :mod:`tpugui.runs.goodput`). It reads the shown run's
:class:`~tpugui.runs.live.MonitorData`, which the page fills from the run's events, so local and
remote runs look the same.

A parented QTimer redraws at most 4 times a second, only while the page's plot area is visible
(the verdict and the advice matter even while the monitor sits in a tab not shown), and only what
changed (each series' version).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QLabel,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from tpugui import backends
from tpugui.input_bound import STARVING_KEYS, starving_advice
from tpugui.qt import core_text
from tpugui.qt.i18n import tr, tr_noop
from tpugui.qt.widgets.plots import MetricPlot, run_colour
from tpugui.runs import goodput
from tpugui.runs.model import RunData

REFRESH_MS = 250
#: the least height of a monitor plot: below it a curve is a line and the ticks collide
PLOT_MIN_PX = 120
#: the width of the text column beside the plots in the Hardware tab
TEXT_COLUMN_PX = 150


class MonitorPanel(QWidget):
    """``plots``: the page's TrainingPlots; the panel shows ``plots.current``."""

    open_pipeline = Signal()
    #: a job key whose control should be shown (a run without tf.data: its loader's settings)
    show_key = Signal(str)
    advice_changed = Signal(bool)  # the input-bound advice card was shown (True) or hidden

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

        self.compute = QLabel(tr("Compute: no FLOP count for this run"))
        self.compute.setObjectName("computeRate")
        self.compute.setAccessibleName(tr("Achieved FLOP/s and MFU"))
        self.compute.setWordWrap(True)

        self.goodput = QLabel(core_text.text(goodput.headline(None)))
        self.goodput.setObjectName("goodputLine")
        self.goodput.setAccessibleName(tr("Goodput: where the run's time went"))
        self.goodput.setWordWrap(True)

        self.advice = QFrame()
        self.advice.setObjectName("inputAdvice")
        self.advice.setAccessibleName(tr("Advice: the input pipeline is the bottleneck"))
        self.advice.setFrameShape(QFrame.Shape.StyledPanel)
        av = QVBoxLayout(self.advice)
        av.setContentsMargins(6, 6, 6, 6)
        self.advice_text = QLabel("")
        self.advice_text.setWordWrap(True)
        self.advice_button = QPushButton(tr("Open the Pipeline page"))
        self.advice_button.setObjectName("openPipelineButton")
        self.advice_button.setAccessibleName(tr("Open the Pipeline page"))
        self.advice_button.clicked.connect(self.open_pipeline)
        # a run that does not read the job's tf.data pipeline: its own loader's settings
        self.loader_button = QPushButton(tr("Show the data loader's settings"))
        self.loader_button.setObjectName("showLoaderSettingsButton")
        self.loader_button.setAccessibleName(tr("Show the data loader's settings"))
        self.loader_button.clicked.connect(lambda: self.show_key.emit(STARVING_KEYS[0]))
        av.addWidget(self.advice_text)
        av.addWidget(self.advice_button)
        av.addWidget(self.loader_button)
        # once in the card: setVisible(True) on a widget with no parent yet shows it as a
        # window of its own (it took the main window's activation: no keyboard focus)
        self._set_advice_for(reads_tf_data=True)
        self.advice.hide()

        self.input_plot = MetricPlot("inputWaitPlot", tr("Waiting for input"), tr("% of the step"))
        self.input_plot.set_x_label(tr("step"), integer_ticks=True)
        self.input_plot.percent_axis()
        self.input_plot.curve("input", run_colour(0), width=1.5, name=tr("waiting for input"))
        self.util_plot = MetricPlot("deviceUtilPlot", tr("Device utilization"), "%")
        self.util_plot.set_x_label(tr("seconds"))
        self.util_plot.percent_axis()
        self.memory_plot = MetricPlot("deviceMemoryPlot", tr("Device memory used"), "%")
        self.memory_plot.set_x_label(tr("seconds"))
        self.memory_plot.percent_axis()
        for p in (self.util_plot, self.memory_plot):
            p.add_legend()

        split = QSplitter(Qt.Orientation.Vertical)
        split.setObjectName("monitorPlots")
        split.setChildrenCollapsible(False)
        for p in (self.input_plot, self.util_plot, self.memory_plot):
            p.setMinimumHeight(PLOT_MIN_PX)
            split.addWidget(p)
        self.split = split
        # the verdict, the compute and goodput lines and the advice: above the plots in a
        # column, beside them in a tab (wide and short: above, three wrapped English lines
        # left the plots ~30 px tall)
        self.texts = QWidget()
        self.texts.setObjectName("monitorTexts")
        tl = QVBoxLayout(self.texts)
        tl.setContentsMargins(0, 0, 0, 0)
        tl.setSpacing(4)
        tl.addWidget(self.verdict)
        tl.addWidget(self.compute)
        tl.addWidget(self.goodput)
        tl.addWidget(self.advice)
        self._texts_end = tl.addStretch(0)
        self.box = QBoxLayout(QBoxLayout.Direction.TopToBottom, self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.box.setSpacing(4)
        self.box.addWidget(self.texts)
        self.box.addWidget(split, 1)
        # beside the plots the column may be taller than the tab (a large font, the advice
        # card): it scrolls there, its lines never drawn over one another
        self.texts_scroll = QScrollArea(self)
        self.texts_scroll.setObjectName("monitorTextsScroll")
        self.texts_scroll.setWidgetResizable(True)
        self.texts_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.texts_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.texts_scroll.setFixedWidth(TEXT_COLUMN_PX)
        self.texts_scroll.hide()

        self.timer = QTimer(self)
        self.timer.setObjectName("monitorRedraw")
        self.timer.setInterval(REFRESH_MS)
        self.timer.timeout.connect(self.refresh)

    def shutdown(self) -> None:
        self.timer.stop()

    def set_compact(self, compact: bool) -> None:
        """In a tab under the plots (wide and short): the three plots side by side, the text
        lines in a column to their left, so the plots get the tab's whole height."""
        self.split.setOrientation(Qt.Orientation.Horizontal if compact else Qt.Orientation.Vertical)
        self.box.setDirection(
            QBoxLayout.Direction.LeftToRight if compact else QBoxLayout.Direction.TopToBottom
        )
        in_scroll = self.texts_scroll.widget() is self.texts
        if compact and not in_scroll:
            self.box.removeWidget(self.texts)
            self.texts_scroll.setWidget(self.texts)
            self.box.insertWidget(0, self.texts_scroll)
            self.texts_scroll.show()
        elif not compact and in_scroll:
            self.texts_scroll.takeWidget()
            self.box.removeWidget(self.texts_scroll)
            self.texts_scroll.hide()
            self.box.insertWidget(0, self.texts)
            self.texts.show()
        self.box.setStretch(0, 0)
        self.box.setStretch(1, 1)
        # in the tab the plots are narrow: a short title each, no y-axis name (the title and
        # the % ticks say it)
        titles = (
            (self.input_plot, tr("Waiting for input"), tr("Input wait")),
            (self.util_plot, tr("Device utilization"), tr("Utilization")),
            (self.memory_plot, tr("Device memory used"), tr("Memory")),
        )
        for p, full, short in titles:
            p.setMinimumHeight(PLOT_MIN_PX)
            p.set_title(short if compact else full)
            p.getPlotItem().getAxis("left").showLabel(not compact)
        # a short tab: the verdict line and the button say it; the paragraph is the tooltip
        self.advice_text.setVisible(not compact)

    def _set_advice_for(self, reads_tf_data: bool) -> None:
        """The advice card's words and button for a run that reads the job's tf.data pipeline
        (the Pipeline page) or one that reads its framework's own loader (its settings)."""
        text = core_text.text(starving_advice(reads_tf_data))
        self.advice_text.setText(text)
        self.advice_button.setVisible(reads_tf_data)
        self.loader_button.setVisible(not reads_tf_data)
        for b in (self.advice_button, self.loader_button):
            b.setToolTip(text)

    def _show_advice(self, show: bool) -> None:
        if show != self.advice.isVisibleTo(self):
            self.advice.setVisible(show)
            self.advice_changed.emit(show)

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
            self.compute.setText(tr("Compute: no FLOP count for this run"))
            self.compute.setToolTip("")
            self._show_goodput(None)
            self.input_plot.set_curve("input", _empty(), _empty())
            self._show_advice(False)
            return
        self.verdict.setText(core_text.text(mon.verdict()))
        self._show_compute(mon)
        self._show_goodput(mon.goodput())
        s = mon.input_share
        self.input_plot.set_curve("input", s.x, s.y, grows=id(s))
        wants = mon.wants_advice() and not run.finished
        if wants:
            self._set_advice_for(_reads_tf_data(run.backend))
        self._show_advice(wants)
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
        if mon.mfu.n:  # MFU beside utilization, on its % scale
            self._line(self.util_plot, "mfu", tr("MFU"), mon.mfu)
        for p in (self.input_plot, self.util_plot, self.memory_plot):
            p.follow_data()

    def _show_compute(self, mon: Any) -> None:
        self.compute.setText(core_text.text(mon.compute()))
        tip = []
        if mon.flops_source:
            tip.append(tr("FLOPs per step: {flops:.4g} ({source})").format(
                flops=mon.flops_per_step, source=source_words(mon.flops_source)))  # fmt: skip
        if mon.peak_source:
            tip.append(tr("Peak: {peak:.4g} FLOP/s ({source})").format(
                peak=mon.peak_flops, source=source_words(mon.peak_source)))  # fmt: skip
        tip.append(tr("MFU: the step's FLOPs done per second over the last 10 s, as a share "
                      "of the peak of every device of the run"))  # fmt: skip
        self.compute.setToolTip("\n".join(tip))

    def _show_goodput(self, result: Any) -> None:
        """The goodput line, and each bucket (seconds, share, cost) in its tooltip."""
        self.goodput.setText(core_text.text(goodput.headline(result)))
        lines = [core_text.text(m) for m in goodput.breakdown(result)]
        if lines:
            lines.append(tr("The buckets add up to the run's wall time, from its process's start"))
        self.goodput.setToolTip("\n".join(lines))

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


class PlotArea(QSplitter):
    """The loss plots with the monitor to their right when there is room for both; on a narrow
    window (1024 px wide) the monitor moves into its own "Hardware" tab of ``tabs`` (beside the
    log and the run history, its plots side by side), so neither the loss plots nor the device
    plots are squeezed into unreadable slivers; the tab carries a warning sign while the
    input-bound advice is up."""

    #: below this width the monitor gets a tab instead of a column
    WIDE_PX = 840

    def __init__(self, plots: QWidget, monitor: MonitorPanel, tabs: Any):
        super().__init__(Qt.Orientation.Horizontal)
        self.setObjectName("monitorSplitter")
        self.setChildrenCollapsible(False)
        self.plots, self.monitor, self.tabs = plots, monitor, tabs
        self.addWidget(plots)
        self.wide: bool | None = None
        self.place(True)
        monitor.advice_changed.connect(self._mark_tab)

    def _mark_tab(self, warn: bool = False) -> None:
        """The Hardware tab carries a warning sign while the input-bound advice is up."""
        from PySide6.QtGui import QIcon
        from PySide6.QtWidgets import QStyle

        index = self.tabs.indexOf(self.monitor)
        if index >= 0:
            icon = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
            self.tabs.setTabIcon(index, icon if warn else QIcon())
            if warn and self.sender() is self.monitor:  # the advice has just come: show it
                self.tabs.setCurrentIndex(index)

    def place(self, wide: bool) -> None:
        if wide == self.wide:
            return
        self.wide = wide
        index = self.tabs.indexOf(self.monitor)
        if wide:
            if index >= 0:
                self.tabs.removeTab(index)
            self.addWidget(self.monitor)
            self.setStretchFactor(0, 3)
            self.setStretchFactor(1, 1)
            self.monitor.show()
            # after the splitter has taken the new child in (it lays it out on its next pass)
            QTimer.singleShot(0, self, self._three_to_one)
        elif index < 0:
            index = self.tabs.addTab(self.monitor, tr("Hardware"))
            self.tabs.setTabToolTip(
                index, tr("Input wait and device use of the shown run, live during a run")
            )
            self._mark_tab(self.monitor.advice.isVisibleTo(self.monitor))
        self.monitor.set_compact(not wide)

    def _three_to_one(self) -> None:
        if self.wide:
            width = sum(self.sizes())
            self.setSizes([width - width // 4, width // 4])

    def showEvent(self, event: Any) -> None:  # noqa: N802
        super().showEvent(event)
        self.monitor.timer.start()
        self.monitor.refresh()

    def hideEvent(self, event: Any) -> None:  # noqa: N802
        self.monitor.timer.stop()
        super().hideEvent(event)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.place(event.size().width() >= self.WIDE_PX)


#: how a FLOPs or peak source begins (the run's own words, English as event fields are) ->
#: what it is, for a person, in the window's language
_SOURCES = (
    ("XLA cost analysis", tr_noop("XLA's cost analysis of the compiled training step")),
    (
        "torch FlopCounterMode",
        tr_noop("torch's FlopCounterMode on one batch's forward and backward"),
    ),
    ("TensorFlow profiler", tr_noop("TensorFlow's profiler on the training step's graph")),
    ("spec:", tr_noop("the device's published peak (spec table)")),
    ("derived:", tr_noop("derived from the device's cores, clock and vector width")),
    ("measured:", tr_noop("measured by Bench on this machine")),
    ("not counted", tr_noop("not counted for this model")),
    ("no ", tr_noop("no peak is known for this device")),
)


def source_words(source: str) -> str:
    """A FLOPs or peak source as a person reads it: in English the run's own words (they say
    the most); in another language what kind of source it is."""
    from tpugui.qt import i18n

    if i18n.current_language() == "en":
        return source
    for start, words in _SOURCES:
        if source.startswith(start):
            return tr(words)
    return tr("the run's own count")


def _reads_tf_data(backend: str) -> bool:
    """The backend's trait (its descriptor); an unknown or unnamed one: the tf.data advice."""
    try:
        return backends.get(backend).reads_tf_data
    except KeyError:
        return True
