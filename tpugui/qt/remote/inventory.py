"""The remote VM's inventory next to this computer's, with the Devices page's own widgets.

The VM's devices are its ``tpugui detect --json`` document read back with
:meth:`Inventory.from_json`: the same device cards (:class:`DeviceCard`, texts translated by
``core_text``) as on the Devices page, side by side with the local inventory
(``ctx.inventory``), one row per device kind so the two line up. Above them: host, OS, Python
and CPU cores from the probe; below: the frameworks each side has.
"""

from __future__ import annotations

import platform
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from tpugui import backends
from tpugui.devices.frameworks import FRAMEWORKS
from tpugui.devices.inventory import Inventory
from tpugui.qt import theme
from tpugui.qt.devices.widgets import KIND_TITLE, DeviceCard, device_text
from tpugui.qt.i18n import tr

KINDS = ("cpu", "gpu", "tpu")
#: names of ``vmside probe``'s package list -> the framework names of the inventory (each
#: distribution that provides a framework, from the backends' descriptors)
_PACKAGE_ALIASES = {d: name for name, dists in FRAMEWORKS.items() for d in dists if d != name}
_FRAMEWORKS = tuple(FRAMEWORKS)


def _esc(s: Any) -> str:
    return str(s).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def frameworks_of(info: dict[str, Any], inv: Inventory | None) -> dict[str, str | None]:
    """The VM's frameworks: its inventory's, else the probe's package versions."""
    if inv is not None and inv.frameworks:
        return dict(inv.frameworks)
    out: dict[str, str | None] = dict.fromkeys(_FRAMEWORKS)
    for name, version in (info.get("packages") or {}).items():
        key = _PACKAGE_ALIASES.get(name, name)
        if key in out and version:
            out[key] = out[key] or version
    return out


class _FitTable(QTableWidget):
    """A table exactly as tall as its rows, which re-wrap when its width changes."""

    def fit(self) -> None:
        self.resizeRowsToContents()
        head = self.horizontalHeader().height() if self.horizontalHeader().isVisible() else 0
        rows = sum(self.rowHeight(r) for r in range(self.rowCount()))
        self.setFixedHeight(head + 2 * self.frameWidth() + rows)

    def resizeEvent(self, event) -> None:  # noqa: N802, ANN001
        super().resizeEvent(event)
        self.fit()


class InventoryColumn:
    """One side (``remote`` or ``local``): heading, facts, a card per kind, frameworks."""

    def __init__(self, side: str, title: str):
        self.side = side
        self.title = title
        self.heading = QLabel(f"<h3>{_esc(title)}</h3>")
        self.heading.setObjectName(f"{side}InventoryHeading")
        self.facts = _FitTable(0, 2)  # host, OS, Python, cores: values are data, not text
        self.facts.setObjectName(f"{side}Facts")
        self.facts.setAccessibleName(tr("Host facts: {side}").format(side=title))
        self.facts.horizontalHeader().setVisible(False)
        self.facts.verticalHeader().setVisible(False)
        self.facts.setShowGrid(False)
        self.facts.setFrameShape(QTableWidget.Shape.NoFrame)
        self.facts.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.facts.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.facts.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.facts.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.facts.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.facts.setWordWrap(True)
        fh = self.facts.horizontalHeader()
        fh.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        fh.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.note = QLabel()
        self.note.setObjectName(f"{side}InventoryNote")
        self.note.setWordWrap(True)
        self.note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.note.hide()
        self.cards = {k: DeviceCard(k) for k in KINDS}
        for kind, card in self.cards.items():
            card.setObjectName(f"{side}{KIND_TITLE[kind].capitalize()}Card")
            card.setAccessibleName(
                tr("{kind} card: {side}").format(kind=KIND_TITLE[kind], side=title)
            )
        self.frameworks = _FitTable(0, 2)
        self.frameworks.setObjectName(f"{side}Frameworks")
        self.frameworks.setAccessibleName(tr("Installed frameworks: {side}").format(side=title))
        self.frameworks.setHorizontalHeaderLabels([tr("Framework"), tr("Version")])
        self.frameworks.verticalHeader().setVisible(False)
        self.frameworks.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.frameworks.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        hdr = self.frameworks.horizontalHeader()
        hdr.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        hdr.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.inventory: Inventory | None = None

    def widgets(self) -> list[QWidget]:
        return [self.heading, self.facts, self.note, *self.cards.values(), self.frameworks]

    def waiting(self, text: str) -> None:
        self._fill_facts([])
        self._note(text, "muted")
        for card in self.cards.values():
            card.hide()
        self.frameworks.setRowCount(0)
        self.frameworks.hide()

    def show(
        self,
        facts: list[tuple[str, Any]],
        inv: Inventory | None,
        frameworks: dict[str, str | None],
        error: str = "",
    ) -> None:
        self.inventory = inv
        self._fill_facts([(k, v) for k, v in facts if v not in (None, "")])
        self._note(tr("Devices not detected: {error}").format(error=error) if error else "")
        for kind, card in self.cards.items():
            card.show()
            dev = inv.device(kind) if inv is not None else None
            if dev is not None:
                card.set_device(dev)
            elif inv is None:
                card.set_waiting(tr("not detected"))
            else:
                card.set_absent(self._absent(kind))
        self._fill_frameworks(frameworks)

    def _note(self, text: str, colour: str = "warning") -> None:
        self.note.setText(text)
        self.note.setStyleSheet(f"color: {theme.colors()[colour]};")
        self.note.setVisible(bool(text))

    def _fill_facts(self, facts: list[tuple[str, Any]]) -> None:
        t = self.facts
        t.setRowCount(len(facts))
        for r, (key, value) in enumerate(facts):
            label = QTableWidgetItem(key)
            bold = label.font()
            bold.setBold(True)
            label.setFont(bold)
            t.setItem(r, 0, label)
            item = QTableWidgetItem(str(value))
            item.setToolTip(str(value))
            t.setItem(r, 1, item)
        t.fit()
        t.setVisible(bool(facts))

    def fact(self, key: str) -> str | None:
        """The value shown for the fact labelled ``key`` (None: no such row)."""
        for r in range(self.facts.rowCount()):
            if self.facts.item(r, 0).text() == key:
                return self.facts.item(r, 1).text()
        return None

    def _absent(self, kind: str) -> str:
        if kind == "gpu":
            return tr("No GPU on this host.")
        return tr("No TPU on this host (no PCI device of vendor 0x1ae0).")

    def _fill_frameworks(self, frameworks: dict[str, str | None]) -> None:
        t = self.frameworks
        t.setRowCount(len(frameworks))
        for r, (name, version) in enumerate(frameworks.items()):
            t.setItem(r, 0, QTableWidgetItem(name))
            item = QTableWidgetItem(version or tr("not installed"))
            if not version:
                item.setForeground(theme_color("muted"))
            t.setItem(r, 1, item)
        t.fit()
        t.show()

    def version(self, framework: str) -> str | None:
        """The version shown for ``framework`` (None: no such row)."""
        for r in range(self.frameworks.rowCount()):
            if self.frameworks.item(r, 0).text() == framework:
                return self.frameworks.item(r, 1).text()
        return None


def theme_color(name: str):  # noqa: ANN201
    from PySide6.QtGui import QBrush, QColor

    return QBrush(QColor(theme.colors()[name]))


class InventoryView(QScrollArea):
    """The remote VM (left) next to this computer (right), one grid row per device kind."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("remoteInventory")
        self.setAccessibleName(tr("Remote inventory next to the local one"))
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        body = QWidget()
        grid = QGridLayout(body)
        grid.setContentsMargins(4, 4, 4, 4)
        grid.setHorizontalSpacing(10)
        self.remote = InventoryColumn("remote", tr("Remote VM"))
        self.local = InventoryColumn("local", tr("This computer"))
        for col, side in enumerate((self.remote, self.local)):
            for row, w in enumerate(side.widgets()):
                grid.addWidget(w, row, col, Qt.AlignmentFlag.AlignTop)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(len(self.remote.widgets()), 1)
        self.setWidget(body)
        self.info: dict[str, Any] = {}
        self.remote.waiting(tr("Press Probe to read the VM's devices."))
        self.local.waiting(tr("Looking…"))

    def show_info(self, info: dict[str, Any], local: Inventory | None = None) -> None:
        """Show a ``session.probe`` answer (its ``devices`` is the VM's detect --json)."""
        self.info = info
        inv: Inventory | None = None
        error = str(info.get("devices_error") or "")
        if isinstance(info.get("devices"), dict | str):
            try:
                inv = Inventory.from_json(info["devices"])
            except Exception as exc:  # noqa: BLE001 - a VM with another tpugui version
                error = tr("its answer could not be read: {error}").format(error=exc)
        facts = [
            (tr("Host"), info.get("host", "")),
            (tr("Name"), info.get("hostname", "")),
            (tr("OS"), " ".join(p for p in (info.get("os"), info.get("machine")) if p)),
            ("Python", info.get("python", "")),
            (tr("CPU cores"), info.get("cpu_count", "")),
        ]
        lacking = [
            tr("{backend}: {packages}").format(backend=backends.get(b).label, packages=" ".join(p))
            for b, p in (info.get("missing") or {}).items()
            if p and b in backends.names()
        ]
        if lacking:  # what a run of each backend would import and cannot (Set up installs it)
            facts.append((tr("Missing for a run"), "; ".join(lacking)))
        self.remote.show(facts, inv, frameworks_of(info, inv), device_text(error))
        if local is not None:
            self.show_local(local)

    def show_local(self, inv: Inventory) -> None:
        """This computer, from the Devices page's inventory (``ctx.inventory``)."""
        host = inv.host or {}
        cpu = inv.device("cpu")
        facts = [
            (tr("Host"), tr("this computer")),
            (tr("Name"), host.get("hostname") or platform.node()),
            (tr("OS"), host.get("platform") or platform.platform(terse=True)),
            ("Python", host.get("python") or platform.python_version()),
            (tr("CPU cores"), cpu.value("logical_cores") if cpu is not None else ""),
        ]
        self.local.show(facts, inv, dict(inv.frameworks))
