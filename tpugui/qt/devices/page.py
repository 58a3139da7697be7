"""The Devices page: one card per processor kind, a CPU/GPU/TPU comparison, Refresh, Bench.

Detection runs off the GUI thread (``BackgroundTask``); the CPU card fills in at once and the
GPU and TPU cards as their probes finish. When detection ends the page sets ``ctx.inventory``
and emits ``ctx.inventory_changed`` so other pages can prefill from it. Bench measures matmul
throughput and memory bandwidth in the background, with progress and Stop.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tpugui import backends
from tpugui.devices.compare import comparison
from tpugui.devices.inventory import Inventory, merge_bench
from tpugui.devices.model import Device
from tpugui.devices.specs import TPU_SPECS
from tpugui.i18n_marks import Message
from tpugui.qt.devices.first_start import FirstStartPointer
from tpugui.qt.devices.live import LiveDevices
from tpugui.qt.devices.widgets import (
    ComparisonChart,
    DeviceCard,
    device_name,
    device_text,
    recolour,
)
from tpugui.qt.i18n import tr, tr_noop
from tpugui.qt.page import Page
from tpugui.qt.worker import BackgroundTask, error_text


def _detect_task(sink, stop_event, probe: bool, timeout: float) -> Inventory:  # noqa: ANN001
    from tpugui.devices.inventory import detect

    return detect(probe_frameworks=probe, progress=sink, stop_event=stop_event,
                  probe_timeout=timeout)  # fmt: skip


def _bench_task(sink, stop_event, frameworks: dict) -> list[dict[str, Any]]:  # noqa: ANN001
    from tpugui.devices.bench import run_bench

    return run_bench(frameworks, sink, stop_event)


class DevicesPage(Page):
    title = "Devices"
    object_name = "devicesPage"

    def __init__(self, ctx, parent: QWidget | None = None):  # noqa: ANN001
        super().__init__(ctx, parent)
        self.inventory: Inventory | None = None
        self._detect: BackgroundTask | None = None
        self._bench: BackgroundTask | None = None
        self._started = False

        lay = QVBoxLayout(self)
        head = QLabel(
            recolour(
                tr(
                    "<h2>Devices</h2>The processors of this machine and what each is good at, with "
                    "this machine's own numbers: <span style='color:#2b5fa8'>detected</span>, "
                    "<span style='color:#1f7a3f'>measured</span> (Bench), "
                    "<span style='color:#7b3fa0'>spec table</span> or "
                    "<span style='color:#666'>derived</span>."
                )
            )
        )
        head.setWordWrap(True)
        lay.addWidget(head)
        # no run yet: what to do next, on the status line's row (a row of its own gave the page
        # a scroll bar around the cards' own at 1024 x 700: two nested)
        self.first_start = FirstStartPointer(ctx)

        bar = QHBoxLayout()
        self.refresh_button = self._button(tr("Refresh"), "refreshButton", self.refresh,
                                           tr("Look for the devices again"))  # fmt: skip
        self.bench_button = self._button(tr("Bench"), "benchButton", self.start_bench,
                                         tr("Measure matmul FLOP/s and memory bandwidth"))  # fmt: skip
        self.stop_button = self._button(tr("Stop"), "stopButton", self.stop,
                                        tr("Stop the running work"))  # fmt: skip
        self.stop_button.setEnabled(False)
        self.copy_button = self._button(tr("Copy as JSON"), "copyJsonButton", self.copy_json,
                                        tr("Copy the inventory to the clipboard as JSON"))  # fmt: skip
        self.copy_button.setEnabled(False)
        for b in (self.refresh_button, self.bench_button, self.stop_button, self.copy_button):
            bar.addWidget(b)
        self.live = LiveDevices()  # live mode: each device's use and processes, once a second
        bar.addWidget(self.live.button)
        bar.addStretch(1)
        lay.addLayout(bar)
        bar = QHBoxLayout()  # options on a second row: the page fits a narrow window
        self.probe_check = QCheckBox(tr("Ask the frameworks"))
        self._name(self.probe_check, "probeFrameworks",
                   tr("Also ask TensorFlow, PyTorch, PyTorch/XLA and JAX what they see "
                      "(each in a subprocess, cut off at the timeout)"))  # fmt: skip
        bar.addWidget(self.probe_check)
        self.timeout_spin = QDoubleSpinBox(decimals=1, minimum=0.5, maximum=600.0, value=45.0)
        self.timeout_spin.setSuffix(tr(" s"))
        self._name(self.timeout_spin, "probeTimeout",
                   tr("Seconds a framework probe may take before it counts as no answer"))  # fmt: skip
        bar.addWidget(QLabel(tr("timeout")))
        bar.addWidget(self.timeout_spin)
        self.bench_fw_check = QCheckBox(tr("Bench TensorFlow / PyTorch too"), checked=True)
        self._name(self.bench_fw_check, "benchFrameworks",
                   tr("Also time matmuls through the installed frameworks "
                      "(imports take seconds)"))  # fmt: skip
        bar.addWidget(self.bench_fw_check)
        bar.addStretch(1)
        lay.addLayout(bar)

        status = QHBoxLayout()
        self.progress = QProgressBar()
        self._name(self.progress, "progressBar", tr("Progress"))
        self.progress.setMaximumWidth(480)  # grows with the step's name (_fit_progress)
        self.progress.setTextVisible(True)
        self.progress.hide()
        self.status = QLabel("")
        self._name(self.status, "devicesStatus", tr("Status"))
        self.status.setWordWrap(True)
        status.addWidget(self.progress)
        status.addWidget(self.status, 1)
        status.addWidget(self.first_start)
        lay.addLayout(status)

        split = QSplitter(Qt.Orientation.Horizontal)
        split.setObjectName("devicesSplitter")
        left = QWidget()
        left_lay = QVBoxLayout(left)
        left_lay.setContentsMargins(0, 0, 4, 0)
        self.cards = {k: DeviceCard(k) for k in ("cpu", "gpu", "tpu")}
        for card in self.cards.values():
            left_lay.addWidget(card)
        left_lay.addStretch(1)
        scroll = QScrollArea()
        scroll.setObjectName("deviceCards")
        scroll.setWidgetResizable(True)
        scroll.setWidget(left)
        split.addWidget(scroll)

        right = QWidget()
        right_lay = QVBoxLayout(right)
        right_lay.setContentsMargins(4, 0, 0, 0)
        self.recommendation = QLabel("")
        self._name(self.recommendation, "recommendation", tr("Recommendation"))
        self.recommendation.setWordWrap(True)
        self.recommendation.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.recommendation.setStyleSheet(
            "QLabel { background: rgba(59,125,216,0.10); border: 1px solid rgba(59,125,216,0.45);"
            " border-radius: 6px; padding: 8px; }"
        )
        right_lay.addWidget(self.recommendation)
        ref_row = QHBoxLayout()
        ref_row.addWidget(QLabel(tr("<b>Side by side</b>")))
        ref_row.addStretch(1)
        ref_row.addWidget(QLabel(tr("reference TPU:")))
        self.reference_combo = QComboBox()
        self._name(self.reference_combo, "referenceTpu",
                   tr("The spec-table TPU generation shown when this machine has no TPU"))  # fmt: skip
        for gen, spec in TPU_SPECS.items():
            self.reference_combo.addItem(f"{gen} ({spec.bf16_tflops:g} TFLOP/s bf16)", gen)
        self.reference_combo.setCurrentIndex(list(TPU_SPECS).index("v5e"))
        self.reference_combo.currentIndexChanged.connect(self._update_chart)
        ref_row.addWidget(self.reference_combo)
        right_lay.addLayout(ref_row)
        self.chart = ComparisonChart()
        right_lay.addWidget(self.chart)
        fw_label = QLabel(tr("<b>Frameworks</b> (from package metadata; nothing imported)"))
        fw_label.setWordWrap(True)
        right_lay.addWidget(fw_label)
        self.frameworks_table = QTableWidget(0, 3)
        self._name(self.frameworks_table, "frameworksTable", tr("Installed frameworks"))
        self.frameworks_table.setHorizontalHeaderLabels(
            [tr("Framework"), tr("Version"), tr("What it sees")]
        )
        self.frameworks_table.verticalHeader().setVisible(False)
        self.frameworks_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        hdr = self.frameworks_table.horizontalHeader()
        hdr.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        hdr.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        hdr.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.frameworks_table.setMinimumHeight(120)
        right_lay.addWidget(self.frameworks_table)
        right_lay.addStretch(1)
        right_scroll = QScrollArea()
        right_scroll.setObjectName("deviceComparison")
        right_scroll.setWidgetResizable(True)
        right_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        right_scroll.setWidget(right)
        right_scroll.setMinimumWidth(260)
        split.addWidget(right_scroll)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 1)
        split.setSizes([640, 560])
        scroll.setMinimumWidth(260)
        lay.addWidget(self.live)
        lay.addWidget(split, 1)
        app = QApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    # -- helpers ---------------------------------------------------------------------------
    def _fit_progress(self, text: str) -> None:
        """The bar as wide as its text ("1/4 numpy STREAM copy"), never narrower than before."""
        need = self.progress.fontMetrics().horizontalAdvance(text) + 48
        self.progress.setMinimumWidth(min(max(self.progress.minimumWidth(), need), 480))
        self.progress.setToolTip(text)

    def _name(self, w: QWidget, name: str, accessible: str) -> None:
        w.setObjectName(name)
        w.setAccessibleName(accessible)
        w.setToolTip(accessible)

    def _button(self, text: str, name: str, slot, tip: str) -> QPushButton:  # noqa: ANN001
        b = QPushButton(text)
        self._name(b, name, tip)
        b.setAccessibleName(text)
        b.clicked.connect(slot)
        return b

    # -- Page interface --------------------------------------------------------------------
    def showEvent(self, event) -> None:  # noqa: N802, ANN001
        super().showEvent(event)
        if not self._started:
            self._started = True
            QTimer.singleShot(0, self, self.refresh)

    def save_state(self) -> Any:
        """The inventory found and whether Live was on (a language switch keeps both)."""
        return {"inventory": getattr(self, "inventory", None), "live": self.live.button.isChecked()}

    def restore_state(self, state: Any) -> None:
        if state is None:
            return
        if state.get("inventory") is not None:
            self._started = True  # shown again, not detected again
            self.show_inventory(state["inventory"], found=False)  # its log line is there
        if state.get("live"):
            self.live.button.setChecked(True)  # Live stays on: it polls again at once

    def busy(self) -> str:
        if self._bench is not None and self._bench.is_running():
            return tr("The device benchmark is running.")
        if self._detect is not None and self._detect.is_running():
            return tr("Device detection is running.")
        return ""

    def shutdown(self) -> None:
        self.live.shutdown()
        for task in (self._detect, self._bench):
            if task is not None and task.is_running():
                task.stop()
                task.join(60_000)

    # -- detection -------------------------------------------------------------------------
    def refresh(self) -> None:
        if self._running():
            return
        self._started = True
        for card in self.cards.values():
            card.set_waiting()
        self._seen: set[str] = set()
        probe = self.probe_check.isChecked()
        self.status.setText(tr("Looking for devices…") + (
            " " + tr("Asking the frameworks (each in a subprocess)…") if probe else ""))  # fmt: skip
        task = BackgroundTask(_detect_task, probe, self.timeout_spin.value(), name="device-detect")
        task.event.connect(self._on_event)
        task.finished_ok.connect(self.show_inventory)
        task.failed.connect(
            lambda exc, _tb: self.status.setText(
                tr("Detection failed: {error}").format(error=error_text(exc))
            )
        )
        task.done.connect(self._on_task_done)
        self._detect = task
        self._set_running(True)
        task.start()

    def _on_event(self, event: dict[str, Any]) -> None:
        kind = event.get("type")
        if kind == "device":
            dev: Device = event["device"]
            self._seen.add(dev.kind)
            self.cards[dev.kind].set_device(dev)
        elif kind == "frameworks":
            for k in ("gpu", "tpu"):
                if k not in self._seen:
                    self._show_absent(k)
            self._fill_frameworks(event["frameworks"], {})
        elif kind == "probe":
            res = event["result"]
            self.status.setText(tr("{framework}: {status} ({seconds} s)").format(
                framework=event["name"], status=device_text(res.get("status")),
                seconds=f"{res.get('seconds', 0):g}"))  # fmt: skip
        elif kind == "bench_progress":
            self.progress.setMaximum(event["total"])
            self.progress.setValue(event["done"])
            what = device_text(event["what"])
            self.progress.setFormat(f"%v/%m {what}")
            self._fit_progress(f"{event['done']}/{event['total']} {what}")
            self.status.setText(tr("Bench: {what}…").format(what=what))
        elif kind == "bench_row" and self.inventory is not None:
            row = event["row"]
            if row.get("value") is not None:
                self.status.setText(tr("Bench: {framework} {op} {dtype}: {value} {unit}").format(
                    framework=row["framework"], op=device_text(row["op"]), dtype=row["dtype"],
                    value=f"{row['value']:g}", unit=row["unit"]))  # fmt: skip

    def _show_absent(self, kind: str) -> None:
        """No device of ``kind``: a GPU card shows the spec-table reference GPU's numbers."""
        if kind == "gpu":
            from tpugui.devices.gpu import reference_gpu

            self.cards[kind].set_reference(reference_gpu(), self._absent_text(kind))
        else:
            self.cards[kind].set_absent(self._absent_text(kind))

    def _absent_text(self, kind: str) -> str:
        if kind == "gpu":
            return tr("No GPU: no NVIDIA card answered through NVML and none is on the PCI bus. "
                      "Apple MPS and ROCm show up when you tick “Ask the frameworks”. The "
                      "figures are an NVIDIA T4's (Colab's GPU) from the spec table, for "
                      "comparison.")  # fmt: skip
        ref = self.reference_combo.currentData()
        return tr("No TPU on this machine (no PCI device of vendor 0x1ae0). The chart shows a "
                  "spec-table TPU {generation} as a reference; train on a Cloud TPU VM from the "
                  "Remote page.").format(generation=ref)  # fmt: skip

    def show_inventory(self, inv: Inventory, found: bool = True) -> None:
        """Show ``inv`` (detected here, or read back from another machine's JSON); ``found``:
        newly found, so said in the log (not when a rebuilt page shows it again)."""
        self.inventory = inv
        for dev in inv.devices:
            self.cards[dev.kind].set_device(dev)
        for k in ("gpu", "tpu"):
            if inv.device(k) is None:
                self._show_absent(k)
        self._fill_frameworks(inv.frameworks, inv.probes)
        self._show_recommendation()
        self._update_chart()
        self.copy_button.setEnabled(True)
        names = tr(", ").join(f"{d.kind.upper()} {device_name(d)}"
                          + (f" ×{d.count}" if d.count > 1 else "") for d in inv.devices)  # fmt: skip
        no_answer = [n for n, r in inv.probes.items() if r.get("status") == "no answer"]
        text = tr("Found: {devices}.").format(devices=names)
        if no_answer:
            text += " " + tr("No answer from: {frameworks} (cut off at the timeout).").format(
                frameworks=", ".join(no_answer))  # fmt: skip
        for note in inv.notes:
            text += f" {device_text(note)}"
        self.status.setText(text)
        self.ctx.inventory = inv
        self.ctx.inventory_changed.emit(inv)
        if found:
            self.ctx.log(Message(tr_noop("Devices: {devices}"), dict(devices=names)))

    def _show_recommendation(self) -> None:
        r = self.inventory.recommendation
        self.recommendation.setText(
            recolour(
                tr(
                    "<b>Recommended:</b> backend <code>{backend}</code>, device "
                    "<code>{device}</code>, strategy <code>{strategy}</code>, "
                    "{replicas} replica(s), batch size <b>{batch_size}</b>"
                    "<br><span style='color:gray'>{reason}. Batch rule: {rule}.</span>"
                ).format(
                    backend=r.backend,
                    device=r.device,
                    strategy=r.strategy,
                    replicas=r.replicas,
                    batch_size=r.batch_size_hint,
                    reason=device_text(r.reason),
                    rule=device_text(r.batch_rule),
                )
            )
        )

    def _fill_frameworks(self, frameworks: dict[str, str | None], probes: dict) -> None:
        t = self.frameworks_table
        t.setRowCount(len(frameworks))
        for r, (name, version) in enumerate(frameworks.items()):
            t.setItem(r, 0, QTableWidgetItem(name))
            t.setItem(r, 1, QTableWidgetItem(version or tr("not installed")))
            res = probes.get(name)
            if res is None:
                seen = "—" if version else ""
            elif res.get("status") == "ok":
                seen = _probe_summary(name, res["result"])
            else:
                seen = device_text(res.get("status")) + tr(": ") + device_text(res.get("error", ""))
            item = QTableWidgetItem(seen)
            item.setToolTip(seen)
            t.setItem(r, 2, item)
        t.resizeRowsToContents()
        # every row shown: the column it sits in scrolls already, a bar of its own inside
        # that one was a second bar to drag
        height = t.horizontalHeader().height() + 2 * t.frameWidth()
        height += sum(t.rowHeight(r) for r in range(t.rowCount()))
        if t.horizontalScrollBar().isVisible():
            height += t.horizontalScrollBar().height()
        t.setFixedHeight(max(height, 60))
        t.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def _update_chart(self) -> None:
        if self.inventory is not None:
            self.chart.set_bars(comparison(self.inventory, self.reference_combo.currentData()))
            if self.inventory.device("tpu") is None:
                self.cards["tpu"].set_absent(self._absent_text("tpu"))

    # -- bench -----------------------------------------------------------------------------
    def start_bench(self) -> None:
        if self._running():
            return
        if self.inventory is None:
            self.status.setText(tr("Wait for detection to finish, then Bench."))
            return
        fw = dict(self.inventory.frameworks) if self.bench_fw_check.isChecked() else {}
        task = BackgroundTask(_bench_task, fw, name="device-bench")
        task.event.connect(self._on_event)
        task.finished_ok.connect(self._on_bench_done)
        task.failed.connect(
            lambda exc, _tb: self.status.setText(
                tr("Bench failed: {error}").format(error=error_text(exc))
            )
        )
        task.done.connect(self._on_task_done)
        self._bench = task
        self.progress.setValue(0)
        self.progress.show()
        self._set_running(True)
        task.start()

    def _on_bench_done(self, rows: list[dict[str, Any]]) -> None:
        inv = self.inventory
        stopped = self._bench is not None and self._bench.stop_event.is_set()
        inv.bench = rows
        merge_bench(inv)
        if not stopped and inv.host.get("sysroot") is None:  # this machine's: runs' MFU reads it
            from tpugui.devices.bench import remember

            remember(rows)
        for dev in inv.devices:
            self.cards[dev.kind].set_device(dev)
        self._update_chart()
        best = [r for r in rows if r.get("op") == "matmul" and r.get("value")]
        summary = tr(", ").join(
            f"{r['framework']} {r['dtype']} {r['value']:g} GFLOP/s" + _of_peak(r.get("efficiency"))
            for r in best
        )
        done = tr("Bench stopped. {summary}") if stopped else tr("Bench done. {summary}")
        self.status.setText(done.format(summary=summary).strip())
        self.ctx.inventory_changed.emit(inv)

    # -- common ----------------------------------------------------------------------------
    def stop(self) -> None:
        for task in (self._detect, self._bench):
            if task is not None and task.is_running():
                task.stop()
        self.status.setText(tr("Stopping…"))

    def copy_json(self) -> None:
        if self.inventory is not None:
            QApplication.clipboard().setText(self.inventory.dumps())
            self.status.setText(tr("Copied the inventory to the clipboard as JSON."))

    def _running(self) -> bool:
        return any(t is not None and t.is_running() for t in (self._detect, self._bench))

    def _set_running(self, running: bool) -> None:
        self.refresh_button.setEnabled(not running)
        self.bench_button.setEnabled(not running)
        self.stop_button.setEnabled(running)
        if not running:
            self.progress.hide()

    def _on_task_done(self) -> None:
        self._set_running(self._running())


def _probe_summary(name: str, result: dict[str, Any]) -> str:
    if name == "tensorflow":
        gpus, tpus = result.get("gpus") or [], result.get("tpus") or []
        text = tr("{gpus} GPU, {tpus} TPU devices").format(gpus=len(gpus), tpus=len(tpus))
        return text + (f" ({result['tpu_error']})" if result.get("tpu_error") else "")
    if name == "torch":
        parts = [tr("CUDA: {n} device(s)").format(n=len(result.get("cuda_devices") or []))]
        if result.get("mps"):
            parts.append(tr("MPS available"))
        if result.get("hip"):
            parts.append(f"ROCm {result['hip']}")
        return ", ".join(parts)
    listed = backends.get(name).probe_devices if name in backends.names() else ""
    if listed:  # a probe that lists the devices it sees (PyTorch/XLA's, JAX's)
        return ", ".join(str(d) for d in result.get(listed) or []) or tr("no devices")
    return str(result)[:200]


def _of_peak(efficiency: float | None) -> str:
    """A measured figure as a share of the theoretical peak (over 100 % where the CPU ran
    faster than the clock the peak is counted at: the CPU card's peak says which clock)."""
    if not efficiency:
        return ""
    return tr(" ({efficiency}% of the theoretical peak)").format(efficiency=f"{efficiency:g}")
