"""TensorBoard from the Training page: ``tensorboard --logdir <runs folder>`` in a QProcess,
opened in the browser once it says where it listens.

One TensorBoard per window, on a free port; asked again, it opens the same page. Its URL is
said (``opened``) and, where no browser opens it, so is that (``no_browser``). It stops with
the page (the window's shutdown).
"""

from __future__ import annotations

import re
import shutil
import socket
import sys
from pathlib import Path

from PySide6.QtCore import QObject, QProcess, QUrl, Signal
from PySide6.QtGui import QDesktopServices

from tpugui.qt.i18n import tr

URL_RE = re.compile(r"https?://[^\s]+")


def tensorboard_program() -> str | None:
    """The tensorboard script beside this Python (a venv's bin/), else the one on PATH."""
    here = Path(sys.executable).parent / "tensorboard"
    if here.exists():
        return str(here)
    return shutil.which("tensorboard")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def tensorboard_command(logdir: str | Path, port: int, program: str | None = None) -> list[str]:
    program = program or tensorboard_program() or "tensorboard"
    return [program, "--logdir", str(logdir), "--host", "localhost", "--port", str(port)]


class TensorBoardLauncher(QObject):
    opened = Signal(str)  # the URL TensorBoard listens on (handed to the browser)
    failed = Signal(str)  # why TensorBoard could not start
    #: TensorBoard runs but nothing opened its page (no browser here): the URL to open by hand
    no_browser = Signal(str)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.process: QProcess | None = None
        self.command: list[str] = []
        self.url = ""
        self.logdir = ""
        self._output = ""
        self._opened = False

    def available(self) -> bool:
        return tensorboard_program() is not None

    def running(self) -> bool:
        return self.process is not None and self.process.state() != QProcess.ProcessState.NotRunning

    def start(self, logdir: str | Path) -> bool:
        logdir = str(logdir)
        if self.running() and self.logdir == logdir:
            if self._opened:
                self._open()
            return True
        self.stop()
        program = tensorboard_program()
        if program is None:
            self.failed.emit(tr("TensorBoard is not installed in this Python"))
            return False
        Path(logdir).mkdir(parents=True, exist_ok=True)
        port = free_port()
        self.command = tensorboard_command(logdir, port, program)
        self.url = f"http://localhost:{port}/"
        self.logdir = logdir
        self._output, self._opened = "", False
        proc = QProcess(self)
        proc.setObjectName("tensorboardProcess")
        proc.setProcessChannelMode(QProcess.ProcessChannelMode.MergedChannels)
        proc.readyReadStandardOutput.connect(self._read)
        proc.errorOccurred.connect(self._error)
        proc.finished.connect(self._finished)
        self.process = proc
        proc.start(self.command[0], self.command[1:])
        return True

    def _read(self) -> None:
        if self.process is None:
            return
        self._output += bytes(self.process.readAllStandardOutput().data()).decode(
            "utf-8", "replace"
        )
        self._output = self._output[-20000:]
        if not self._opened and URL_RE.search(self._output):
            self._opened = True
            self._open()

    def _open(self) -> None:
        """Hand the page to the browser; say so, and say when nothing could open it."""
        self.opened.emit(self.url)
        if not QDesktopServices.openUrl(QUrl(self.url)):
            self.no_browser.emit(self.url)

    def _error(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart:
            self.failed.emit(
                tr("Cannot start TensorBoard: {error}").format(error=self.process.errorString())
            )

    def _finished(self, code: int, status: QProcess.ExitStatus) -> None:
        if not self._opened and code != 0:
            tail = self._output.strip().splitlines()[-1:] or [""]
            self.failed.emit(tr("TensorBoard stopped: {error}").format(error=tail[0]))

    def stop(self) -> None:
        proc, self.process = self.process, None
        if proc is None:
            return
        for sig in (proc.readyReadStandardOutput, proc.errorOccurred, proc.finished):
            sig.disconnect()
        if proc.state() != QProcess.ProcessState.NotRunning:
            proc.terminate()
            if not proc.waitForFinished(3000):
                proc.kill()
                proc.waitForFinished(3000)
        proc.deleteLater()
