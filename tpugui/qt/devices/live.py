"""The Devices page's live mode, without a run (as nvitop and tpu-info show a machine): one row
per device (the host's CPU, each GPU, each TPU chip) with a sparkline of its recent utilization,
its memory and the processes using it.

A parented QTimer asks once a second; each reading runs in a
:class:`~tpugui.qt.worker.BackgroundTask` (NVML and the TPU metrics service are read off the
GUI thread), and a tick is skipped while the last reading is still going, so the window never
waits for a device.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tpugui.qt.i18n import tr
from tpugui.qt.worker import BackgroundTask

POLL_MS = 1000
HISTORY = 60  # points a sparkline keeps (a minute at one a second)


def _read(sink: Any, stop_event: Any, watch: Any) -> dict[str, Any]:
    """Runs in the worker thread: one reading of the machine."""
    return watch.read()


def _gib(n: Any) -> str:
    try:
        return f"{float(n) / 2**30:.1f}"
    except (TypeError, ValueError):
        return "–"


class Sparkline(QWidget):
    """The last HISTORY values (0-100) as a line."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("sparkline")
        self.values: deque[float] = deque(maxlen=HISTORY)
        self.setMinimumSize(120, 28)

    def add(self, value: Any) -> None:
        try:
            v = float(value)
        except (TypeError, ValueError):
            return
        if v == v:
            self.values.append(min(100.0, max(0.0, v)))
            self.update()

    def paintEvent(self, event: Any) -> None:  # noqa: N802
        if len(self.values) < 2:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width() - 2, self.height() - 2
        step = w / (HISTORY - 1)
        x0 = w - step * (len(self.values) - 1)
        pts = [QPointF(1 + x0 + i * step, 1 + h * (1 - v / 100)) for i, v in enumerate(self.values)]
        p.setPen(QPen(QColor(self.palette().highlight().color()), 1.5))
        p.drawPolyline(QPolygonF(pts))
        p.end()


class LiveRow:
    def __init__(self, key: str, grid: QGridLayout, row: int):
        self.name = QLabel()
        self.name.setObjectName(f"liveName_{key}")
        self.spark = Sparkline()
        self.spark.setObjectName(f"liveSpark_{key}")
        self.value = QLabel()
        self.value.setObjectName(f"liveValue_{key}")
        self.procs = QLabel()
        self.procs.setObjectName(f"liveProcesses_{key}")
        self.procs.setWordWrap(True)
        for col, w in enumerate((self.name, self.spark, self.value, self.procs)):
            grid.addWidget(w, row, col)


class LiveDevices(QWidget):
    """The live panel and its toggle button (the page puts ``button`` in its button row)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("liveDevices")
        self.setAccessibleName(tr("Live device use"))
        #: (name, make) source factories; None = this machine (tests give stand-ins)
        self.factories: list[tuple[str, Any]] | None = None
        self.sysroot: str | None = None
        self.button = QPushButton(tr("Live"))
        self.button.setObjectName("liveButton")
        self.button.setAccessibleName(tr("Live"))
        self.button.setToolTip(
            tr("Watch utilization, memory and the processes of each device, once a second")
        )
        self.button.setCheckable(True)
        self.button.toggled.connect(self.set_live)
        self.note = QLabel()
        self.note.setObjectName("liveNote")
        self.note.setWordWrap(True)
        self.grid = QGridLayout()
        self.grid.setColumnStretch(3, 1)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(self.grid)
        lay.addWidget(self.note)
        self.rows: dict[str, LiveRow] = {}
        self.readings = 0
        self._watch: Any = None
        self._task: BackgroundTask | None = None
        self.timer = QTimer(self)
        self.timer.setObjectName("livePoll")
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self.poll)
        self.hide()

    def set_live(self, on: bool) -> None:
        if self.button.isChecked() != on:
            self.button.setChecked(on)  # toggled calls back here
            return
        if on:
            from tpugui.monitor.sampler import DeviceWatch

            self._watch = DeviceWatch(self.factories, self.sysroot)
            self.show()
            self.note.setText(tr("Reading the devices…"))
            self.timer.start()
            self.poll()
        else:
            self.timer.stop()
            self.hide()
            self._close_watch()

    def _close_watch(self) -> None:
        watch, self._watch = self._watch, None
        if watch is None:
            return
        if self._task is not None and self._task.is_running():
            self._task.done.connect(watch.close)  # the reading in progress ends first
        else:
            watch.close()

    def poll(self) -> None:
        if self._watch is None or (self._task is not None and self._task.is_running()):
            return
        task = BackgroundTask(_read, self._watch, name="live-devices", report_errors=False)
        task.finished_ok.connect(self.show_reading)
        task.failed.connect(lambda exc, tb: self.note.setText(str(exc)))
        self._task = task
        task.start()

    def shutdown(self) -> None:
        self.timer.stop()
        if self._task is not None and self._task.is_running():
            self._task.join(10_000)
        self._close_watch()

    # -- drawing ---------------------------------------------------------------------------
    def _row(self, key: str) -> LiveRow:
        row = self.rows.get(key)
        if row is None:
            row = self.rows[key] = LiveRow(key, self.grid, len(self.rows))
        return row

    def show_reading(self, rec: dict[str, Any]) -> None:
        if self._watch is None:
            return  # turned off meanwhile
        self.readings += 1
        host = rec.get("host") or {}
        if host:
            row = self._row("host")
            row.name.setText(tr("Host CPU"))
            row.spark.add(host.get("cpu_percent"))
            row.value.setText(
                tr("{cpu:.0f}% · memory {used} / {total} GiB").format(
                    cpu=float(host.get("cpu_percent") or 0),
                    used=_gib(host.get("memory_used")),
                    total=_gib(host.get("memory_total")),
                )
            )
        for d in rec.get("devices") or []:
            key = f"{d.get('kind')}{d.get('index')}"
            row = self._row(key)
            kind = str(d.get("kind", "")).upper()
            row.name.setText(f"{kind} {d.get('index')} · {d.get('name', '')}")
            util = d.get("utilization", d.get("duty_cycle"))
            row.spark.add(util)
            bits = [
                tr("{util}% busy").format(util="–" if util is None else f"{float(util):.0f}"),
                tr("memory {used} / {total} GiB").format(
                    used=_gib(d.get("memory_used")), total=_gib(d.get("memory_total"))
                ),
            ]
            if d.get("power_w") is not None:
                bits.append(f"{float(d['power_w']):.0f} W")
            if d.get("temperature_c") is not None:
                bits.append(f"{float(d['temperature_c']):.0f} °C")
            row.value.setText(" · ".join(bits))
            procs = d.get("processes") or []
            row.procs.setText(
                ", ".join(f"{p.get('name') or '?'} ({p.get('pid')})" for p in procs)
                or tr("no process")
            )
        said = rec.get("said") or []
        if not rec.get("devices"):
            self.note.setText(tr("No GPU or TPU to watch here: the host's CPU is shown."))
        else:
            self.note.setText("")
        if said:
            self.note.setText("\n".join(said))
        self.note.setAlignment(Qt.AlignmentFlag.AlignLeft)
