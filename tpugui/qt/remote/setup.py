"""The Set up tab of the Remote page: Google Cloud zone and project, the TPU VM list, a step-by-step
connection guide and a one-click install of a framework for TPUs on the VM.

Zone and project are the job's ``remote.zone`` and ``remote.project`` (form builder, the schema's
words), passed to every gcloud command: the list (:func:`tpugui.remote.gcloud.list_tpu_vms`) and
the guide's create / ssh / describe commands (:mod:`tpugui.remote.gcloud`, which also knows each
TPU generation's current runtime version). The install step's commands are
:data:`tpugui.remote.frameworks.TPU_INSTALL`, the same as ``tpugui notebook``'s setup cell; the
page runs it (:meth:`RemotePage.install_framework`) and this panel shows the command, the pip
output as it comes and the result.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tpugui import backends
from tpugui.i18n_marks import Message
from tpugui.job_fields import section_specs
from tpugui.qt import core_text, theme
from tpugui.qt.i18n import tr
from tpugui.qt.job_model import JobModel
from tpugui.qt.remote.form import named
from tpugui.qt.remote.vm import VmBox
from tpugui.qt.widgets.form import JobForm
from tpugui.remote import frameworks, gcloud, vm_life


def _esc(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


_STEPS = 6  # the guide's steps


def _pip_lines(argv: list[str]) -> str:
    """``python -m pip install ...`` with each package (and ``-f URL``) on a continued line."""
    head, rest = argv[:6], argv[6:]
    parts, i = [gcloud.shell(head)], 0
    while i < len(rest):
        take = 2 if rest[i] in ("-f", "--find-links") and i + 1 < len(rest) else 1
        parts.append(f"    {gcloud.shell(rest[i : i + take])}")
        i += take
    return " \\\n".join(parts)


def _typed(argv: list[str]) -> list[str]:
    """A command as a person types it in a terminal: it waits for gcloud (no ``--async``)."""
    return [a for a in argv if a != "--async"]


def _lines(argv: list[str]) -> str:
    """A shell command with each ``--option`` on its own continued line (never too wide)."""
    first = [a for a in argv if not a.startswith("--")]
    options = [a for a in argv if a.startswith("--")]
    parts = [gcloud.shell(first), *(f"    {gcloud.shell([o])}" for o in options)]
    return " \\\n".join(parts)


#: the key gcloud makes, as a person types it
KEY = "~/.ssh/google_compute_engine"


class SetupPanel(QScrollArea):
    """Zone/project and the TPU VM list, the connection guide, the install step."""

    def __init__(self, model: JobModel, parent: QWidget | None = None):
        super().__init__(parent)
        named(self, "remoteSetup", tr("Setting up a Cloud TPU VM"))
        self.model = model
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        body = QWidget()
        lay = QVBoxLayout(body)
        lay.setContentsMargins(4, 4, 4, 4)

        keys = [s.key for s in section_specs("remote", "gcloud")]
        self.gcloud_form = JobForm(
            model, [(tr("Google Cloud"), keys)], problems_name="gcloudProblems"
        )
        lay.addWidget(self.gcloud_form)
        row = QHBoxLayout()
        self.tpu_list = named(QComboBox(), "tpuVms", tr("TPU VMs of the gcloud project"))
        self.tpu_list.setPlaceholderText(tr("TPU VMs (gcloud)"))
        self.tpu_button = named(
            QPushButton(tr("List TPU VMs")), "tpuListButton", tr("List TPU VMs")
        )
        row.addWidget(self.tpu_list, 1)
        row.addWidget(self.tpu_button)
        lay.addLayout(row)
        self.tpu_reason = named(QLabel(), "tpuListReason", tr("Why the TPU VMs cannot be listed"))
        self.tpu_reason.setWordWrap(True)
        self.tpu_reason.setStyleSheet(f"color: {theme.colors()['muted']};")
        lay.addWidget(self.tpu_reason)
        self.vm_box = VmBox(model)
        lay.addWidget(self.vm_box)

        guide_box = QGroupBox(tr("Connection guide"))
        gl = QVBoxLayout(guide_box)
        self.guide = named(QWidget(), "connectionGuide", tr("Step-by-step connection guide"))
        steps = QVBoxLayout(self.guide)
        steps.setContentsMargins(0, 0, 0, 0)
        steps.setSpacing(3)
        mono = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        #: per step: its text, its command (a read-only field, copied whole), a note under it
        self.steps: list[tuple[QLabel, QLabel, QLabel]] = []
        for i in range(1, _STEPS + 1):
            text, note = QLabel(), QLabel()
            for lab in (text, note):
                lab.setWordWrap(True)
                lab.setTextFormat(Qt.TextFormat.RichText)
                lab.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            note.setContentsMargins(16, 0, 0, 0)
            cmd = named(QLabel(), f"guideCommand{i}", tr("Command of step {n}").format(n=i))
            cmd.setTextFormat(Qt.TextFormat.PlainText)
            cmd.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            cmd.setFont(mono)
            cmd.setProperty("i18n_core_text", True)  # a command, the same in every language
            cmd.setStyleSheet(
                f"background: {theme.colors()['note_bg']}; padding: 3px; border-radius: 3px;"
            )
            steps.addWidget(text)
            steps.addWidget(cmd)
            steps.addWidget(note)
            self.steps.append((text, cmd, note))
        gl.addWidget(self.guide)
        lay.addWidget(guide_box)

        box = QGroupBox(tr("Install a framework for TPUs on the VM"))
        il = QVBoxLayout(box)
        irow = QHBoxLayout()
        self.framework = named(QComboBox(), "installFramework", tr("Framework to install"))
        for fw, label in frameworks.LABELS.items():
            self.framework.addItem(label, fw)
        self.install_button = named(
            QPushButton(tr("Install on the VM")),
            "installButton",
            tr("Install the framework on the VM"),
        )
        irow.addWidget(self.framework, 1)
        irow.addWidget(self.install_button)
        il.addLayout(irow)
        il.addWidget(QLabel(tr("Runs on the VM:")))
        # never wrapped inside a word (tensorflow-tpu, the wheel URL): a long line scrolls
        self.command = named(
            QPlainTextEdit(), "installCommand", tr("The install command run on the VM")
        )
        self.command.setReadOnly(True)
        self.command.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.command.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        lines = self.command.fontMetrics().lineSpacing() * 3
        bar = self.command.horizontalScrollBar().sizeHint().height()
        margin = int(self.command.document().documentMargin())
        self.command.setFixedHeight(lines + bar + 2 * (self.command.frameWidth() + margin) + 12)
        self.command.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.command.setProperty("i18n_core_text", True)  # a command, the same in every language
        self.command.setStyleSheet(
            f"background: {theme.colors()['note_bg']}; padding: 3px; border-radius: 3px;"
        )
        il.addWidget(self.command)
        # what a chosen install's descriptor says it cannot do yet (its tpu_note: TorchTPU's)
        self.alt_note = named(QLabel(), "installNote", tr("About this install"))
        self.alt_note.setWordWrap(True)
        self.alt_note.hide()
        il.addWidget(self.alt_note)
        self.progress = named(QProgressBar(), "installProgress", tr("Install progress"))
        self.progress.setRange(0, 0)  # pip says no percentage: busy while it runs
        self.progress.setTextVisible(False)
        self.progress.hide()
        self.stop_button = named(
            QPushButton(tr("Stop")), "stopInstallButton", tr("Stop the install")
        )
        self.stop_button.hide()
        prow = QHBoxLayout()
        prow.addWidget(self.progress, 1)
        prow.addWidget(self.stop_button)
        il.addLayout(prow)
        self.output = named(QLabel(), "installOutput", tr("The install's last output line"))
        self.output.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.output.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.output.setWordWrap(True)
        self.output.hide()
        il.addWidget(self.output)
        self.result = named(QLabel(), "installResult", tr("The install's result"))
        self.result.setWordWrap(True)
        self.result.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.result.hide()
        il.addWidget(self.result)
        lay.addWidget(box)
        lay.addStretch(1)
        self.setWidget(body)

        self.lines: list[str] = []  # the install's output, as shown
        model.changed.connect(self._on_changed)
        self.framework.currentIndexChanged.connect(lambda _i: self.refresh())
        self._on_changed(frozenset({"model.backend"}))

    # -- state -----------------------------------------------------------------------------
    def _on_changed(self, keys: frozenset[str]) -> None:
        if "model.backend" in keys:
            # a torch job trains with PyTorch/XLA on a TPU: the descriptor's tpu_via
            fw = frameworks.for_backend(str(self.model.value("model.backend")))
            self.framework.setCurrentIndex(self.framework.findData(fw))
        self.refresh()

    def list_reason(self) -> str:
        """Why List TPU VMs cannot work now ('' when it can)."""
        if not gcloud.available():
            return tr("Install the gcloud CLI (Google Cloud SDK) to list the TPU VMs.")
        if not str(self.model.value("remote.zone") or "").strip():
            return tr("Enter a zone to list its TPU VMs.")
        return ""

    def chosen_framework(self) -> str:
        return str(self.framework.currentData())

    def refresh(self) -> None:
        """The guide and the install command with the current zone, project, name and type."""
        reason = self.list_reason()
        self.tpu_reason.setText(reason)
        self.tpu_reason.setVisible(bool(reason))
        self.tpu_button.setToolTip(reason or tr("List the TPU VMs of the zone with gcloud"))
        python = str(self.model.value("remote.python") or "python3")
        chosen = self.chosen_framework()
        self.command.setPlainText(_pip_lines(frameworks.install_argv(python, chosen)))
        note = backends.get(chosen).tpu_note  # what its descriptor says it cannot do yet
        self.alt_note.setText(core_text.text(Message(note)) if note else "")
        self.alt_note.setVisible(bool(note))
        for n, ((text, cmd, note), (said, command, under)) in enumerate(
            zip(self.steps, self.guide_steps(), strict=True), 1
        ):
            text.setText(f"<b>{n}.</b> {said}")
            cmd.setText(command)
            cmd.setVisible(bool(command))
            note.setText(under)
            note.setVisible(bool(under))

    def guide_steps(self) -> list[tuple[str, str, str]]:
        """(text, command, note) of each step, with this zone, project, VM name and type."""
        zone = str(self.model.value("remote.zone") or "").strip()
        project = str(self.model.value("remote.project") or "").strip()
        name = str(self.model.value("remote.vm_name") or "").strip() or "my-tpu"
        acc = str(self.model.value("remote.accelerator_type") or "").strip()
        acc = acc or gcloud.ACCELERATOR_TYPES["v5e"]
        provisioning = str(self.model.value("remote.provisioning") or "on-demand")
        shown_zone = zone or "ZONE"
        versions = "".join(
            f"<tr><td>{gen if gen != 'v4' else tr('v4 and older')}</td>"
            f"<td>&nbsp;<tt>{v}</tt></td></tr>"
            for gen, v in gcloud.RUNTIME_VERSIONS.items()
        )
        key = f"<tt>{KEY}</tt>"
        return [
            (
                tr("Install the gcloud CLI (Google Cloud SDK) and log in:"),
                "gcloud auth login",
                "" if zone else tr("Then enter the zone above (and the project, if not gcloud's)."),
            ),
            (
                tr("Create the TPU VM with the current runtime version of its generation:"),
                _lines(
                    _typed(
                        vm_life.action_argv("create", name, shown_zone, project, acc, provisioning)
                    )
                ),
                tr("Runtime versions:") + f"<table>{versions}</table>",
            ),
            (
                tr("Log in once with gcloud:"),
                _lines(gcloud.ssh_argv(name, shown_zone, project)),
                tr(
                    "It creates your key {key} and puts it on the VM; answer yes when ssh asks "
                    "whether to trust the VM's host key. Type exit to come back."
                ).format(key=key),
            ),
            (
                tr(
                    "The VM's external IP is its host: press List TPU VMs and pick the VM (it "
                    "fills Host, Workers and the key), or read accessConfig.externalIp in:"
                ),
                _lines(gcloud.describe_argv(name, shown_zone, project)),
                "",
            ),
            (
                tr(
                    "Fill in the connection form: Host = that IP, User = your login name, "
                    "Identity file = {key}. Press Connect: the first time the page shows the VM's "
                    "host key fingerprint; trust it only if it is the one gcloud showed."
                ).format(key=key),
                "",
                "",
            ),
            (tr("Install the framework below, then Probe and Start remote run."), "", ""),
        ]

    def guide_text(self) -> str:
        """The guide as shown, one line per text or command (what a test reads)."""
        out = []
        for text, cmd, note in self.steps:
            out += [text.text()] + [w.text() for w in (cmd, note) if not w.isHidden()]
        return "\n".join(out)

    # -- the install's progress --------------------------------------------------------------
    def install_started(self, framework: str, host: str) -> None:
        self.lines = []
        self.progress.show()
        self.stop_button.setEnabled(True)
        self.stop_button.show()
        self.output.setText(
            tr("Installing {framework} on {host}…").format(
                framework=frameworks.LABELS[framework], host=host
            )
        )
        self.output.show()
        self.result.hide()
        self._bring_into_view(self.stop_button)  # the install's part of the tab, not the guide

    def _bring_into_view(self, widget: Any) -> None:
        """Scroll to ``widget`` once the layout has placed what was just shown (at once, it
        still has its old place: the view stayed on the guide)."""
        QTimer.singleShot(0, self, lambda: self.ensureWidgetVisible(widget))

    def install_line(self, line: str) -> None:
        self.lines.append(line)
        if line.strip():
            self.output.setText(line)

    def install_done(self, result: Any | None, error: str = "") -> None:
        """Show how it ended: an :class:`~tpugui.remote.frameworks.InstallResult`, or the
        connection's error."""
        self.progress.hide()
        self.stop_button.hide()
        colours = theme.colors()
        if result is None:
            text, colour = tr("Not installed: {error}").format(error=error), colours["error"]
        else:
            label = frameworks.LABELS[result.framework]
            dry = tr(" (dry run: the command was only echoed)") if result.dry_run else ""
            if result.ok:
                found = ", ".join(f"{d} {v}" for d, v in result.versions.items() if v)
                text = (
                    tr("{framework} is installed on {host}: {versions}.").format(
                        framework=label, host=result.host, versions=found
                    )
                    + " "
                    + tr("Press Probe to see its devices.")
                )
                colour = colours["ok"]
            elif result.status == "stopped":
                text = tr("The install of {framework} was stopped.").format(framework=label)
                colour = colours["warning"]
            else:
                why = result.hint or (result.tail[-1] if result.tail else "")
                text = tr("{framework} was not installed (pip exit {code}): {why}").format(
                    framework=label, code=result.exit_status, why=why
                )
                colour = colours["error"]
            text += dry
        self.result.setText(_esc(text))
        self.result.setStyleSheet(f"color: {colour}; font-weight: bold;")
        self.result.setAccessibleDescription(text)
        self.result.show()
        self._bring_into_view(self.result)
