"""The Remote page's TPU VM box (the Set up tab): the VM's life and what it costs.

:class:`VmBox` shows the VM the job names (``remote.vm_name``, ``remote.accelerator_type``,
``remote.provisioning``, ``remote.zone``), what it bills an hour while READY and where that
figure comes from (:mod:`tpugui.cost`), its last known state, and Create…, Start, Stop and
Delete…; under it the job's cost keys (price, budget, idle stop). :class:`VmActions` runs an
action through gcloud in the connection's background task (:mod:`tpugui.remote.vm_life`):
what bills or destroys is asked about first with the exact command and the price, and the state
is followed until it settles; gcloud's failures come back in plain words. After a probe the box
also says when the VM's idle watchdog stops it and what its idle time has cost so far.
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tpugui import cost
from tpugui.i18n_marks import Message
from tpugui.job_fields import field_spec, section_specs
from tpugui.qt import core_text, theme
from tpugui.qt.i18n import data, tr, tr_noop
from tpugui.qt.job_model import JobModel
from tpugui.qt.page import AppContext
from tpugui.qt.remote.connection import SshConnection
from tpugui.qt.widgets.form import JobForm
from tpugui.remote.ssh import ConnectionStatus

__all__ = ["VmActions", "VmBox"]

#: the actions, as their buttons read
ACTIONS = ("create", "start", "stop", "delete")


def _named(w: QWidget, name: str, spoken: str) -> QWidget:
    w.setObjectName(name)
    w.setAccessibleName(spoken)
    return w


class VmBox(QGroupBox):
    """The VM the job names: its price, its state, its actions; the job's cost keys."""

    def __init__(self, model: JobModel, parent: QWidget | None = None):
        super().__init__(tr("TPU VM and its cost"), parent)
        self.model = model
        lay = QVBoxLayout(self)
        self.price = _named(QLabel(), "vmPrice", tr("What the TPU VM costs an hour"))
        self.price.setWordWrap(True)
        self.price.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.price)
        self.state = _named(QLabel(), "vmState", tr("The TPU VM's state"))
        self.state.setWordWrap(True)
        lay.addWidget(self.state)
        row = QHBoxLayout()
        words = {
            "create": tr("Create…"),
            "start": tr("Start"),
            "stop": tr("Stop"),
            "delete": tr("Delete…"),
        }
        spoken = {
            "create": tr("Create the TPU VM"),
            "start": tr("Start the TPU VM"),
            "stop": tr("Stop the TPU VM"),
            "delete": tr("Delete the TPU VM"),
        }
        self.buttons: dict[str, QPushButton] = {}
        for action in ACTIONS:
            b = _named(QPushButton(words[action]), f"vm_{action}", spoken[action])
            self.buttons[action] = b
            row.addWidget(b)
        row.addStretch(1)
        lay.addLayout(row)
        self.watch = _named(QLabel(), "vmIdleStop", tr("When the TPU VM stops itself"))
        self.watch.setWordWrap(True)
        self.watch.hide()
        lay.addWidget(self.watch)
        self.command = _named(QLabel(), "vmCommand", tr("The last gcloud command"))
        self.command.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.command.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.command.setWordWrap(True)
        self.command.setProperty("i18n_core_text", True)  # a command, the same in every language
        self.command.setStyleSheet(
            f"background: {theme.colors()['note_bg']}; padding: 3px; border-radius: 3px;"
        )
        self.command.hide()
        lay.addWidget(self.command)
        keys = [s.key for s in section_specs("remote", "cost")]
        self.cost_form = JobForm(model, [(tr("Cost control"), keys)], problems_name="costProblems")
        lay.addWidget(self.cost_form)
        self.last_state = ""
        # a bound method: Qt drops the connection when this box goes (a page rebuilt)
        model.changed.connect(self._job_changed)
        self.refresh()

    def _job_changed(self, _keys: object) -> None:
        self.refresh()

    def values(self) -> tuple[str, str, str, str, str, float]:
        v = self.model.value
        return (
            str(v("remote.vm_name") or "").strip(),
            str(v("remote.accelerator_type") or "").strip(),
            str(v("remote.provisioning") or "on-demand"),
            str(v("remote.zone") or "").strip(),
            str(v("remote.project") or "").strip(),
            float(v("remote.price_per_chip_hour") or 0.0),
        )

    def quote(self) -> cost.Price:
        _name, kind, option, zone, _project, own = self.values()
        return cost.price_of(kind, zone, option, own)

    def price_text(self) -> str:
        """What the slice bills an hour while READY, and the figure's basis, in words."""
        _name, kind, _option, _zone, _project, _own = self.values()
        price = self.quote()
        if price.per_hour is None:
            if not kind and price.note is None:
                return tr("Choose the accelerator type to see what the TPU VM costs.")
            return tr("Price not known: {why}").format(why=core_text.text(price.note))
        return tr("{money} an hour while READY: {basis}").format(
            money=data(cost.money(price.per_hour)), basis=core_text.text(price.note)
        )

    def refresh(self) -> None:
        name, kind, *_ = self.values()
        self.price.setText(self.price_text())
        shown = name or tr("(no TPU VM named)")
        self.state.setText(
            tr("{vm}: {state}").format(vm=data(shown), state=self.last_state or tr("not looked at"))
        )
        self.buttons["create"].setEnabled(bool(name and kind))
        for action in ("start", "stop", "delete"):
            self.buttons[action].setEnabled(bool(name))

    def watch_text(self, state: dict[str, Any], now: float | None = None) -> str:
        """What the VM's idle watchdog (``remote.idle_stop_minutes``) says: when the VM stops
        itself and what its idle time has cost so far ('' when no watchdog ran there)."""
        if not state:
            return ""
        now = time.time() if now is None else now

        def clock(t: float) -> str:
            return time.strftime("%H:%M", time.localtime(t))

        if state.get("stopped_at"):
            return tr("The TPU VM stopped itself at {time} ({why}).").format(
                time=clock(float(state["stopped_at"])),
                why=tr("its run reached its budget") if state.get("reason") == "budget"
                else tr("no run for {minutes} min").format(minutes=f"{state.get('minutes', 0):g}"),
            )  # fmt: skip
        if state.get("stop_at") and state.get("idle_since"):
            idle = max(now - float(state["idle_since"]), 0.0)
            per_hour = self.quote().per_hour
            spent = "" if per_hour is None else tr(", {money} idle so far").format(
                money=data(cost.money(idle * per_hour / 3600.0)))  # fmt: skip
            return tr("No run is going: the TPU VM stops itself at {time} (idle since "
                      "{since}{spent}).").format(time=clock(float(state["stop_at"])),
                                                 since=clock(float(state["idle_since"])),
                                                 spent=spent)  # fmt: skip
        going = state.get("going") or []
        if going:
            return tr("{n} run(s) going; the TPU VM stops itself {minutes} min after the "
                      "last one ends.").format(n=len(going),
                                               minutes=f"{state.get('minutes', 0):g}")  # fmt: skip
        return ""

    def show_watch(self, state: dict[str, Any]) -> None:
        text = self.watch_text(state)
        self.watch.setText(text)
        self.watch.setVisible(bool(text))

    def show_state(self, state: str) -> None:
        self.last_state = state
        self.refresh()


class VmActions(QObject):
    """Create, start, stop and delete the job's TPU VM through gcloud, asked first when it
    bills or destroys, its state followed in the connection's background task."""

    def __init__(self, ctx: AppContext, connection: SshConnection, box: VmBox,
                 parent: QObject | None = None):  # fmt: skip
        super().__init__(parent)
        self.ctx, self.connection, self.box = ctx, connection, box
        #: seconds between two looks at the VM's state while it changes
        self.poll_s = 5.0
        for action, button in box.buttons.items():
            button.clicked.connect(lambda _c=False, a=action: self.act(a))
        connection.item.connect(self._on_item)

    def question(self, action: str, command: str) -> str:
        """What the person is asked before ``action`` ('' for an action that is not asked)."""
        name, kind, option, zone, *_ = self.box.values()
        said = field_spec("remote.provisioning").meta.choice_labels.get(option, option)
        if action in ("create", "start"):
            return tr(
                "{action} the TPU VM {vm} ({kind}, {option}, {zone})?\n\n{price}\n\n{command}"
            ).format(
                action=tr("Create") if action == "create" else tr("Start"),
                vm=data(name), kind=data(kind or "?"), option=core_text.text(Message(said)),
                zone=data(zone or "gcloud"),
                price=self.box.price_text(), command=command,
            )  # fmt: skip
        if action == "delete":
            return tr(
                "Delete the TPU VM {vm}? Its disk and everything on it are deleted too; this "
                "cannot be undone.\n\n{command}"
            ).format(vm=data(name), command=command)
        return ""

    def act(self, action: str) -> bool:
        from tpugui.remote import gcloud, vm_life

        name, kind, option, zone, project, _own = self.box.values()
        if not name or self.connection.busy():
            return False
        argv = vm_life.action_argv(action, name, zone, project, kind, option)
        command = "$ " + gcloud.shell(argv)
        asked = self.question(action, command)
        if asked:
            answer = QMessageBox.question(
                self.box, tr("TPU VM"), asked,
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )  # fmt: skip
            if answer != QMessageBox.StandardButton.Yes:
                return False
        self.box.command.setText(command)
        self.box.command.show()
        queued = action == "create" and option == "flex-start"

        def work(sink, stop):  # noqa: ANN001, ANN202
            sink(("status", ConnectionStatus.CONNECTING, tr("gcloud: {command}").format(
                command=" ".join(argv[:6]))))  # fmt: skip
            vm_life.run(argv, zone, project)
            return vm_life.follow(
                name, action, zone, project,
                on_state=lambda st: sink(("vm_state", st.state)),
                poll_s=self.poll_s, cancelled=stop.is_set, queued=queued,
            )  # fmt: skip

        def done(st: Any) -> None:
            self.box.show_state(st.state)
            status = self.connection.status
            said = tr("TPU VM {vm}: {state}").format(vm=data(name), state=st.state)
            self.connection.set_status(status, said)
            self.ctx.log(Message(tr_noop("TPU VM {vm}: {state}"), {"vm": name, "state": st.state}))

        return self.connection.run_task(work, name=f"gcloud {action}", on_ok=done) is not None

    def _on_item(self, item: Any) -> None:
        if item[0] == "vm_state":
            self.box.show_state(str(item[1]))
        elif item[0] == "vm_watch":
            self.box.show_watch(dict(item[1] or {}))
