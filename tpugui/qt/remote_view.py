"""The right half of the Remote page: remote inventory next to the local one, and the live run.

``RunView`` takes events (the same records a local run writes), keeps the loss in numpy buffers
and redraws on a 100 ms timer owned by the widget; it never touches the network.
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QTimer
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QProgressBar,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tpugui.events import metric
from tpugui.qt import theme
from tpugui.qt.i18n import tr

FRAMEWORKS = ("tensorflow", "tensorflow-cpu", "keras", "torch", "torch_xla", "jax", "libtpu")


def _local_versions() -> dict[str, str | None]:
    from importlib import metadata

    out: dict[str, str | None] = {}
    for name in FRAMEWORKS:
        try:
            out[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            out[name] = None
    return out


def _summary(devices: Any) -> list[str]:
    """Short device lines from a ``detect --json`` document (its shape belongs to Devices)."""
    lines: list[str] = []
    if isinstance(devices, dict):
        for key in ("tpus", "tpu", "gpus", "gpu", "cpu", "cpus", "devices"):
            val = devices.get(key)
            if isinstance(val, list):
                for d in val:
                    if isinstance(d, dict):
                        name = d.get("name") or d.get("model") or d.get("kind") or key
                        lines.append(f"{key}: {name}")
            elif isinstance(val, dict):
                name = val.get("name") or val.get("model") or val.get("brand") or key
                lines.append(f"{key}: {name}")
    return lines


class InventoryView(QTreeWidget):
    """Remote VM next to this computer: OS, Python, frameworks, devices."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("remoteInventory")
        self.setAccessibleName(tr("Remote inventory next to the local one"))
        self.setHeaderLabels(["", tr("Remote VM"), tr("This computer")])
        self.setColumnWidth(0, 150)
        self.setColumnWidth(1, 260)
        self.setRootIsDecorated(False)
        self.setAlternatingRowColors(True)
        self.info: dict[str, Any] = {}

    def show_info(self, info: dict[str, Any], local_inventory: Any = None) -> None:
        import platform

        self.info = info
        self.clear()
        local = _local_versions()
        rows = [
            (tr("Host"), info.get("host", ""), platform.node()),
            (tr("OS"), info.get("os", ""), platform.platform(terse=True)),
            ("Python", info.get("python", ""), platform.python_version()),
            (tr("CPU cores"), str(info.get("cpu_count", "")), str(__import__("os").cpu_count())),
        ]
        for name in FRAMEWORKS:
            remote_v = (info.get("packages") or {}).get(name)
            if remote_v or local.get(name):
                rows.append((name, remote_v or "—", local.get(name) or "—"))
        remote_dev = _summary(info.get("devices"))
        if not remote_dev:
            accel = info.get("accel_devices") or []
            remote_dev = [f"/dev/{a}" for a in accel] or [
                tr("not detected: {reason}").format(reason=str(info.get("devices_error", ""))[:120])
            ]
        local_dev = _summary(_as_dict(local_inventory)) or [tr("(see the Devices page)")]
        for i in range(max(len(remote_dev), len(local_dev))):
            rows.append(
                (
                    tr("Devices") if i == 0 else "",
                    remote_dev[i] if i < len(remote_dev) else "",
                    local_dev[i] if i < len(local_dev) else "",
                )
            )
        for row in rows:
            QTreeWidgetItem(self, list(row))


def _as_dict(inv: Any) -> Any:
    if inv is None or isinstance(inv, dict):
        return inv
    for attr in ("to_dict", "model_dump"):
        fn = getattr(inv, attr, None)
        if callable(fn):
            try:
                return fn()
            except Exception:  # noqa: BLE001 - a summary is optional
                return None
    return None


class RunView(QWidget):
    """Progress, a live loss plot, the event log and the workers of the followed run."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.summary = QLabel(tr("No remote run yet."))
        self.summary.setObjectName("remoteRunSummary")
        self.summary.setWordWrap(True)
        lay.addWidget(self.summary)
        self.progress = QProgressBar()
        self.progress.setObjectName("remoteProgress")
        self.progress.setAccessibleName(tr("Remote run progress"))
        lay.addWidget(self.progress)
        self.plot = pg.PlotWidget()
        self.plot.setObjectName("remoteLossPlot")
        self.plot.setAccessibleName(tr("Remote loss plot"))
        colors = theme.colors()  # readable in light and dark mode
        self.plot.setBackground(colors["plot_bg"])
        for axis in ("bottom", "left"):
            self.plot.getAxis(axis).setTextPen(colors["plot_fg"])
            self.plot.getAxis(axis).setPen(colors["plot_fg"])
        self.plot.showGrid(x=True, y=True, alpha=0.3)
        self.plot.setLabel("bottom", "step")
        self.plot.setLabel("left", "loss")
        self.curve = self.plot.plot(pen=pg.mkPen(colors["plot_line"], width=2))
        self.curve.setDownsampling(auto=True, method="peak")
        self.curve.setClipToView(True)
        lay.addWidget(self.plot, 3)
        self.workers = QListWidget()
        self.workers.setObjectName("workerStatus")
        self.workers.setAccessibleName(tr("Status of each worker host"))
        self.workers.setMaximumHeight(70)
        lay.addWidget(self.workers)
        self.log = QPlainTextEdit(readOnly=True)
        self.log.setObjectName("remoteEvents")
        self.log.setAccessibleName(tr("Remote run events"))
        self.log.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.log.setMaximumBlockCount(5000)
        lay.addWidget(self.log, 2)
        self._x = np.zeros(1024)
        self._y = np.zeros(1024)
        self._n = 0
        self._dirty = False
        self.total = 0
        self.events: list[dict[str, Any]] = []
        self.timer = QTimer(self)
        self.timer.setInterval(100)
        self.timer.timeout.connect(self.redraw)

    def reset(self, title: str) -> None:
        self._n = 0
        self.total = 0
        self.events = []
        self.curve.setData([], [])
        self.log.clear()
        self.progress.setValue(0)
        self.summary.setText(title)
        self.timer.start()

    def on_event(self, ev: dict[str, Any]) -> None:
        self.events.append(ev)
        kind = ev.get("type")
        if kind == "run_started":
            epochs = int(ev.get("epochs") or 0)
            steps = int(ev.get("steps_per_epoch") or 0)
            self.total = epochs * steps
            self.progress.setRange(0, max(self.total, 1))
            self.log.appendPlainText(
                f"#{ev['seq']} started: {ev.get('backend')} on {ev.get('device')}, "
                f"{epochs} epochs x {steps} steps"
            )
        elif kind == "batch_end":
            loss = metric((ev.get("logs") or {}).get("loss"))
            if self._n == len(self._x):
                self._x = np.concatenate([self._x, np.zeros_like(self._x)])
                self._y = np.concatenate([self._y, np.zeros_like(self._y)])
            step = ev.get("global_step") or self._n + 1
            self._x[self._n], self._y[self._n] = float(step), loss
            self._n += 1
            self._dirty = True
            if self.total:
                self.progress.setValue(min(self._n, self.total))
        elif kind == "epoch_end":
            logs = ", ".join(f"{k} {metric(v):.4f}" for k, v in (ev.get("logs") or {}).items())
            self.log.appendPlainText(f"#{ev['seq']} epoch {ev.get('epoch')}: {logs}")
        elif kind == "run_finished":
            self.timer.stop()
            self.redraw()
            if ev.get("status") == "completed" and self.total:
                self.progress.setValue(self.total)
            err = f" — {ev.get('error')}" if ev.get("error") else ""
            self.log.appendPlainText(f"#{ev['seq']} finished: {ev.get('status')}{err}")
        elif kind in ("log", "checkpoint"):
            text = ev.get("message") or ev.get("path") or json.dumps(ev, ensure_ascii=False)
            self.log.appendPlainText(f"#{ev['seq']} {kind}: {text}")

    def redraw(self) -> None:
        if self._dirty:
            self.curve.setData(self._x[: self._n], self._y[: self._n])
            self._dirty = False

    def set_workers(self, rows: list[str]) -> None:
        self.workers.clear()
        self.workers.addItems(rows)

    def stop(self) -> None:
        self.timer.stop()
