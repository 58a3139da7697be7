"""The Training page's plots: the current run and any number of past runs, redrawn on a timer.

Five :class:`MetricPlot`s: training loss per step (raw and EMA-smoothed), loss per epoch
(training dashed, validation solid), accuracy per epoch, examples per second and learning rate.
Controls: a smoothing slider (TensorBoard's 0-0.999), step / wall-time x-axis, log-y for the
losses, and "Follow newest" once the person has panned or zoomed.

The redraw runs about 20 times a second from ``timer`` while a run is live; it first calls the
``before_redraw`` hooks (the page drains its event queue there), then hands each changed series
to pyqtgraph as numpy views.
"""

from __future__ import annotations

import html
import math
from collections.abc import Callable
from datetime import datetime

import numpy as np
from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from tpugui.qt.i18n import tr
from tpugui.qt.widgets.plots import MetricPlot, Smoother, run_colour
from tpugui.runs.model import RunData

REDRAW_MS = 50
#: a run's name in the run legend is elided beyond this width (the whole name is its tooltip)
LEGEND_NAME_PX = 260
#: the throughput and learning-rate plots refresh every 4th tick while live (5 per second)
SECONDARY_EVERY = 4


class TrainingPlots(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("trainingPlots")
        self.current: RunData | None = None
        self.overlays: list[RunData] = []
        self._keys: dict[int, str] = {}  # id(run) -> curve key prefix
        self._colours: dict[int, str] = {}
        self._drawn: dict[int, tuple] = {}  # id(run) -> (version, settings) last drawn
        self._drawn2: dict[int, tuple] = {}  # the same for the secondary plots
        self._ticks = 0
        self._smoothers: dict[int, Smoother] = {}
        self._next_key = 0
        self._next_colour = 1  # colour 0 is the current run's
        self.before_redraw: list[Callable[[], None]] = []
        self.redraws = 0

        # -- controls --
        bar = QHBoxLayout()
        bar.setContentsMargins(0, 0, 0, 0)
        self.bar = bar
        smoothing_label = QLabel(tr("Smoothing"))
        bar.addWidget(smoothing_label)
        self.smoothing = QSlider(Qt.Orientation.Horizontal)
        self.smoothing.setObjectName("smoothing")
        self.smoothing.setAccessibleName(tr("Loss smoothing (exponential moving average weight)"))
        smoothing_label.setBuddy(self.smoothing)
        self.smoothing.setRange(0, 999)
        self.smoothing.setValue(600)
        self.smoothing.setFixedWidth(80)
        self.smoothing.setToolTip(
            tr(
                "Exponential moving average of the training loss, as in TensorBoard: 0 shows the "
                "raw values, 0.999 smooths the most. The raw curve stays visible, faint."
            )
        )
        bar.addWidget(self.smoothing)
        self.smoothing_value = QLabel()
        self.smoothing_value.setMinimumWidth(36)
        bar.addWidget(self.smoothing_value)
        bar.addSpacing(8)
        x_label = QLabel(tr("x-axis"))
        bar.addWidget(x_label)
        self.x_axis = QComboBox()
        self.x_axis.setObjectName("xAxis")
        self.x_axis.setAccessibleName(tr("Horizontal axis: step or wall time"))
        self.x_axis.addItem(tr("Step"), "step")
        self.x_axis.addItem(tr("Wall time"), "time")
        x_label.setBuddy(self.x_axis)
        bar.addWidget(self.x_axis)
        bar.addSpacing(8)
        self.log_y = QCheckBox(tr("Log scale"))
        self.log_y.setObjectName("logY")
        self.log_y.setAccessibleName(tr("Logarithmic loss axis"))
        self.log_y.setToolTip(tr("Show the loss plots on a logarithmic scale"))
        bar.addWidget(self.log_y)
        bar.addStretch(1)
        self.follow_button = QPushButton(tr("Follow newest"))
        self.follow_button.setObjectName("followButton")
        self.follow_button.setAccessibleName(tr("Follow the newest points again"))
        self.follow_button.setToolTip(tr("The view stopped following when you zoomed or panned"))
        self.follow_button.setEnabled(False)
        self.follow_button.hide()  # shown only once the view stopped following
        bar.addWidget(self.follow_button)

        # -- plots --
        self.loss_plot = MetricPlot("lossPlot", tr("Training loss per step"), tr("loss"))
        self.epoch_plot = MetricPlot("epochLossPlot", tr("Epoch loss"), tr("loss"))
        self.accuracy_plot = MetricPlot("accuracyPlot", tr("Accuracy"), tr("accuracy"))
        self.epoch_plot.add_legend()
        self.accuracy_plot.add_legend()
        for p in (self.epoch_plot, self.accuracy_plot):
            p.setToolTip(
                tr(
                    "Per epoch: dashed line with triangles = training, solid line with dots = "
                    "validation. Drag to pan, wheel to zoom."
                )
            )
        self.throughput_plot = MetricPlot(
            "throughputPlot", tr("Examples/s"), tr("examples/s"), grid=False
        )
        self.lr_plot = MetricPlot("lrPlot", tr("Learning rate"), tr("learning rate"), grid=False)
        self.throughput_plot.include_zero()
        self.lr_plot.include_zero()
        self.plots = [
            self.loss_plot,
            self.epoch_plot,
            self.accuracy_plot,
            self.throughput_plot,
            self.lr_plot,
        ]
        # one legend for every plot: the runs by colour, outside the plots (never cut by one)
        self.legend = QListWidget()
        self.legend.setObjectName("runLegend")
        self.legend.setAccessibleName(tr("Runs shown and their colours"))
        self.legend.setFlow(QListView.Flow.LeftToRight)
        self.legend.setWrapping(True)
        self.legend.setResizeMode(QListView.ResizeMode.Adjust)
        self.legend.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.legend.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.legend.setFrameShape(QListWidget.Shape.NoFrame)
        self.legend.setStyleSheet("QListWidget { background: transparent; }")
        self.legend.setSpacing(1)
        row = self.legend.fontMetrics().height() + 6
        self.legend.setFixedHeight(row + 4)
        for p in self.plots:
            p.readout = lambda x, p=p: self._readout(p, x)
            p.hovered.connect(lambda x, p=p: self._crosshairs(p, x))
        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(4)
        grid.addWidget(self.loss_plot, 0, 0, 1, 2)
        grid.addWidget(self.epoch_plot, 0, 2)
        grid.addWidget(self.accuracy_plot, 1, 0)
        grid.addWidget(self.throughput_plot, 1, 1)
        grid.addWidget(self.lr_plot, 1, 2)
        # both rows alike: at 700 px the lower row at 2/5 of the height left its plots a
        # strip (the learning rate in 60 px)
        grid.setRowStretch(0, 1)
        grid.setRowStretch(1, 1)
        for col in range(3):
            grid.setColumnStretch(col, 1)

        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(bar)
        #: the legend's row (the page puts the run's progress at its end)
        self.legend_row = QHBoxLayout()
        self.legend_row.setContentsMargins(0, 0, 0, 0)
        self.legend_row.addWidget(self.legend, 1)
        lay.addLayout(self.legend_row)
        lay.addLayout(grid, 1)

        self.timer = QTimer(self)
        self.timer.setObjectName("plotRedrawTimer")
        self.timer.setInterval(REDRAW_MS)
        self.timer.timeout.connect(self.tick)

        self.smoothing.valueChanged.connect(self._settings_changed)
        self.x_axis.currentIndexChanged.connect(self._settings_changed)
        self.log_y.toggled.connect(self._log_changed)
        self.follow_button.clicked.connect(self.follow)
        for p in self.plots:
            p.following_changed.connect(self._following_changed)
        self._settings_changed()

    # -- runs ------------------------------------------------------------------------------
    def runs(self) -> list[RunData]:
        return ([self.current] if self.current is not None else []) + self.overlays

    def set_current(self, run: RunData | None) -> None:
        """Show ``run`` as the current (live or opened) run; past overlays stay."""
        if self.current is not None and self.current is not run:
            self._forget(self.current)
        self.current = run
        if run is not None:
            self.overlays = [r for r in self.overlays if r is not run]
            self._register(run, run_colour(0))
        self.follow()
        self.redraw(force=True)
        self.update_legend()

    def add_overlay(self, run: RunData) -> None:
        if run is self.current or any(r is run for r in self.overlays):
            return
        self.overlays.append(run)
        self._register(run, run_colour(self._next_colour))
        self._next_colour += 1
        self.redraw(force=True)
        self.update_legend()

    def remove_overlay(self, run: RunData) -> None:
        if any(r is run for r in self.overlays):
            self.overlays = [r for r in self.overlays if r is not run]
            self._forget(run)
            self.update_legend()

    def overlay_for(self, path: str) -> RunData | None:
        return next((r for r in self.overlays if r.path and r.path == path), None)

    def _register(self, run: RunData, colour: str) -> None:
        rid = id(run)
        if rid in self._keys:
            self._forget(run)
        key = f"r{self._next_key}"
        self._next_key += 1
        self._keys[rid] = key
        self._colours[rid] = colour
        self._smoothers[rid] = Smoother()

    def _forget(self, run: RunData) -> None:
        key = self._keys.pop(id(run), None)
        self._colours.pop(id(run), None)
        self._drawn.pop(id(run), None)
        self._drawn2.pop(id(run), None)
        self._smoothers.pop(id(run), None)
        if key is not None:
            for p in self.plots:
                p.remove_curves(lambda k, key=key: k.startswith(key + "/"))

    def key(self, run: RunData) -> str:
        return self._keys[id(run)]

    def curve_points(self, plot: MetricPlot, run: RunData, series: str) -> int:
        """Points the curve of ``run``'s ``series`` holds in ``plot`` (tests, status)."""
        return plot.points(f"{self.key(run)}/{series}")

    def label(self, run: RunData) -> str:
        """A run's name as the legend and the readout show it."""
        return run.name or run.run_id

    def update_legend(self) -> None:
        """The runs shown, by colour, in the legend row (a name too long is elided; the
        whole name is its tooltip)."""
        self.legend.clear()
        fm = self.legend.fontMetrics()
        for run in self.runs():
            colour = self._colours.get(id(run))
            if colour is None:
                continue
            name = self.label(run)
            item = QListWidgetItem(
                _swatch(colour, fm.height()),
                fm.elidedText(name, Qt.TextElideMode.ElideMiddle, LEGEND_NAME_PX),
            )
            tip = (
                name
                if run is not self.current
                else tr("{name} (the current run)").format(name=name)
            )
            where = run.path or run.run_id
            item.setToolTip(f"{tip}\n{where}" if where and where != name else tip)
            item.setData(Qt.ItemDataRole.UserRole, name)
            self.legend.addItem(item)
        rows = 1 if self.legend.count() <= 3 else 2
        self.legend.setFixedHeight(rows * (fm.height() + 8) + 4)

    def legend_names(self) -> list[str]:
        return [
            self.legend.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.legend.count())
        ]

    # -- hover readout and crosshair -------------------------------------------------------
    def _x_kind(self, plot: MetricPlot) -> str:
        if self.x_mode != "step":
            return "time"
        return "epoch" if plot in (self.epoch_plot, self.accuracy_plot) else "step"

    def _crosshairs(self, source: MetricPlot, x: float) -> None:
        """The crosshair at the same place on every plot of the runs (steps and epochs are
        matched through the current run's steps per epoch)."""
        kind = self._x_kind(source)
        spe = self.current.steps_per_epoch if self.current is not None else 0
        for p in self.plots:
            if p is source:
                continue
            if not math.isfinite(x):
                p.show_crosshair(None)
                continue
            other = self._x_kind(p)
            if other == kind:
                p.show_crosshair(x)
            elif spe > 0 and kind == "step":
                p.show_crosshair(x / spe)
            elif spe > 0 and kind == "epoch":
                p.show_crosshair(x * spe)
            else:
                p.show_crosshair(None)

    def _readout(self, plot: MetricPlot, x: float) -> str:
        """The hover text of ``plot`` at data x: per run, the nearest point's step (or
        epoch), raw and smoothed value and wall time."""
        by_step = self.x_mode == "step"
        blocks = []
        for run in self.runs():
            colour = self._colours.get(id(run))
            if colour is None:
                continue
            if plot in (self.epoch_plot, self.accuracy_plot):
                names = ("loss", "val_loss") if plot is self.epoch_plot else _metric_names(run)
                series = [(n, run.epoch_metrics.get(n)) for n in names]
                series = [(n, s) for n, s in series if s is not None and s.n]
                if not series:
                    continue
                i = _nearest(series[0][1].x if by_step else series[0][1].t, x)
                if i < 0:
                    continue
                s0 = series[0][1]
                head = tr("epoch {epoch}").format(epoch=int(s0.x[i]))
                vals = []
                for n, s in series:
                    j = _nearest(s.x if by_step else s.t, x)
                    if j >= 0:
                        word = (
                            tr("validation") if n.startswith("val_") else tr("training, epoch mean")
                        )
                        vals.append(f"{html.escape(word)} {_num(s.y[j])}")
                when = _when(run, float(s0.t[i]))
                lines = [head, " · ".join(vals), when]
            else:
                s = {
                    id(self.loss_plot): run.loss,
                    id(self.throughput_plot): run.throughput,
                    id(self.lr_plot): run.lr,
                }[id(plot)]
                if not s.n:
                    continue
                i = _nearest(s.x if by_step else s.t, x)
                if i < 0:
                    continue
                head = tr("step {step}").format(step=f"{int(s.x[i]):,}")
                value = tr("raw {value}").format(value=_num(s.y[i]))
                if plot is self.loss_plot and self.weight > 0:
                    smoothed = self._smoothers[id(run)].smoothed(s, self.weight)
                    value += " · " + tr("smoothed {value}").format(value=_num(smoothed[i]))
                lines = [head, value, _when(run, float(s.t[i]))]
            name = html.escape(self.label(run))
            blocks.append(
                f"<span style='color:{colour}'>━━</span>&nbsp;<b>{name}</b><br>"
                + "<br>".join(lines)
            )
        return "<br>".join(blocks)

    # -- settings --------------------------------------------------------------------------
    @property
    def weight(self) -> float:
        return self.smoothing.value() / 1000.0

    @property
    def x_mode(self) -> str:
        return self.x_axis.currentData() or "step"

    def _settings_changed(self, *_: object) -> None:
        self.smoothing_value.setText(f"{self.weight:.3f}")
        step = self.x_mode == "step"
        # the narrow plots say "time (s)": "seconds since start" is cut at 1024 px
        self.loss_plot.set_x_label(tr("step") if step else tr("seconds since start"))
        for p in (self.throughput_plot, self.lr_plot):
            p.set_x_label(tr("step") if step else tr("time (s)"))
        for p in (self.epoch_plot, self.accuracy_plot):
            p.set_x_label(tr("epoch") if step else tr("time (s)"), integer_ticks=step)
        self.redraw(force=True)

    def _log_changed(self, on: bool) -> None:
        for p in (self.loss_plot, self.epoch_plot):
            p.set_log_y(on)
        self.redraw(force=True)

    def follow(self) -> None:
        for p in self.plots:
            p.follow()
        self.follow_button.setEnabled(False)
        self.follow_button.hide()

    def _following_changed(self, following: bool) -> None:
        if not following:
            self.follow_button.setEnabled(True)
            self.follow_button.show()

    # -- redraw ----------------------------------------------------------------------------
    def start_live(self) -> None:
        if not self.timer.isActive():
            self.timer.start()

    def stop_live(self) -> None:
        self.timer.stop()
        self.tick()

    def tick(self) -> None:
        for hook in self.before_redraw:
            hook()
        self.redraw()

    def redraw(self, force: bool = False) -> None:
        """Hand changed series to the plots. While live, the throughput and learning-rate
        plots refresh every SECONDARY_EVERY-th tick (each repaint of a plot costs ms)."""
        self._ticks += 1
        secondary = force or not self.timer.isActive() or self._ticks % SECONDARY_EVERY == 0
        settings = (self.weight, self.x_mode, self.log_y.isChecked())
        for run in self.runs():
            state = (run.version, settings)
            if force or self._drawn.get(id(run)) != state:
                self._draw_main(run, force)
                self._drawn[id(run)] = state
            if secondary and (force or self._drawn2.get(id(run)) != state):
                self._draw_secondary(run, force)
                self._drawn2[id(run)] = state
        for p in self.plots if secondary else self.plots[:3]:
            p.follow_data(force)
        self._metric_title()
        self.redraws += 1

    def _metric_title(self) -> None:
        """The metric plot says what it draws: accuracy, R² (regression runs), or both."""
        kinds = {_metric_names(run)[0] for run in self.runs()}
        title = (
            tr("R²")
            if kinds == {"r2"}
            else tr("Accuracy / R²")
            if kinds == {"r2", "accuracy"}
            else tr("Accuracy")
        )
        if self.accuracy_plot.title != title:
            self.accuracy_plot.set_title(title)

    def _draw_main(self, run: RunData, force: bool) -> None:
        key, colour = self._keys[id(run)], self._colours[id(run)]
        by_step = self.x_mode == "step"
        weight = self.weight
        live = run is self.current
        log = self.log_y.isChecked()

        s = run.loss
        x = s.x if by_step else s.t
        clean = s.nonfinite == 0
        label = self.label(run)
        raw = self.loss_plot.curve(f"{key}/loss", colour, alpha=70)
        smooth = self.loss_plot.curve(f"{key}/loss_smooth", colour, name=label)
        tok = None if force else (s.version, by_step, log)
        grows = (id(s), by_step, log)
        self.loss_plot.set_curve(f"{key}/loss", x, s.y, clean, tok, grows)
        raw.setVisible(weight > 0)
        smoothed = self._smoothers[id(run)].smoothed(s, weight)
        tok = None if force else (s.version, weight, by_step, log)
        self.loss_plot.set_curve(
            f"{key}/loss_smooth", x, smoothed, clean, tok, (id(s), weight, by_step, log)
        )
        if smooth.name() != label:
            self.loss_plot.set_curve_name(f"{key}/loss_smooth", label)

        for plot, names in (
            (self.epoch_plot, ("loss", "val_loss")),
            (self.accuracy_plot, _metric_names(run)),
        ):
            for name in names:
                es = run.epoch_metrics.get(name)
                if es is None or not es.n:
                    continue
                val = name.startswith("val_")
                plot.curve(
                    f"{key}/{name}",
                    colour,
                    width=2 if val else 1.5,  # a few points: wide lines cost nothing
                    dashed=not val,
                    symbol="o" if val else "t",
                    name=(tr("validation") if val else tr("training")) if live else None,
                    short=(tr("val") if val else tr("train")) if live else None,
                )
                tok = None if force else (es.version, by_step, log)
                x = es.x if by_step else es.t
                plot.set_curve(f"{key}/{name}", x, es.y, False, tok, (id(es), by_step, log))

    def _draw_secondary(self, run: RunData, force: bool) -> None:
        key, colour = self._keys[id(run)], self._colours[id(run)]
        by_step = self.x_mode == "step"
        for plot, series, name in (
            (self.throughput_plot, run.throughput, "examples_per_sec"),
            (self.lr_plot, run.lr, "lr"),
        ):
            if not series.n:
                continue
            plot.curve(f"{key}/{name}", colour)
            x = series.x if by_step else series.t
            tok = None if force else (series.version, by_step)
            plot.set_curve(
                f"{key}/{name}", x, series.y, not series.nonfinite, tok, (id(series), by_step)
            )


def _nearest(xs: np.ndarray, x: float) -> int:
    """The index of the point of sorted ``xs`` nearest to x (-1 when empty)."""
    n = len(xs)
    if n == 0 or not math.isfinite(x):
        return -1
    i = int(np.searchsorted(xs, x))
    if i >= n:
        return n - 1
    if i > 0 and abs(xs[i - 1] - x) <= abs(xs[i] - x):
        return i - 1
    return i


def _num(v: float) -> str:
    return f"{v:.4g}" if math.isfinite(v) else ("NaN" if math.isnan(v) else str(v))


def _when(run: RunData, rel: float) -> str:
    """``wall time 14:02:03 (12.3 s in)``: the clock time of a point and its seconds since
    the run started."""
    if not math.isfinite(rel):
        return ""
    clock = (
        datetime.fromtimestamp(run.t0 + rel).strftime("%H:%M:%S") if math.isfinite(run.t0) else ""
    )
    return tr("wall time {clock} ({seconds} s in)").format(clock=clock, seconds=f"{rel:,.1f}")


def _swatch(colour: str, size: int) -> QIcon:
    pix = QPixmap(QSize(size * 2, size))
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    painter.fillRect(0, size // 2 - 2, size * 2, 4, QColor(colour))
    painter.end()
    return QIcon(pix)


def _metric_names(run: RunData) -> tuple[str, str]:
    """The epoch metric a run reports: R² for a regression run, else accuracy (tpugui.tasks)."""
    m = run.epoch_metrics
    if (m.get("r2") is not None and m["r2"].n) or (m.get("val_r2") is not None and m["val_r2"].n):
        return ("r2", "val_r2")
    return ("accuracy", "val_accuracy")
