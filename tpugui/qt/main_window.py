"""The main window: a page list on the left, the pages, a menu, a status bar and a log dock."""

from __future__ import annotations

import importlib
import importlib.util
import logging
import time
from pathlib import Path

from PySide6.QtCore import QEvent, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QScrollArea,
    QStackedWidget,
    QWidget,
)

from tpugui import __version__
from tpugui.job import Job, JobError, demo_job, load_job, save_job
from tpugui.qt.errors import Notification, manager
from tpugui.qt.log_dock import LogDock
from tpugui.qt.page import AppContext, Page
from tpugui.qt.toast import ToastArea

MAX_RECENT = 8


#: (objectName, title, module, class). Pages are imported and built lazily: the first one before
#: the window is painted, the others right after, so the window appears fast.
PAGES = [
    ("devicesPage", "Devices", "tpugui.qt.devices_page", "DevicesPage"),
    ("pipelinePage", "Pipeline", "tpugui.qt.pipeline_page", "PipelinePage"),
    ("trainingPage", "Training", "tpugui.qt.training_page", "TrainingPage"),
    ("remotePage", "Remote", "tpugui.qt.remote_page", "RemotePage"),
    ("learnPage", "Learn", "tpugui.qt.learn_page", "LearnPage"),
]


class PageRegistry:
    """The window's pages by objectName; a page not built yet is built on first access."""

    def __init__(self, window: MainWindow):
        self._window = window
        self._built: dict[str, Page] = {}

    def __getitem__(self, name: str) -> Page:
        if name not in self._built:
            self._window._build_page(name)
        return self._built[name]

    def get(self, name: str, default: Page | None = None) -> Page | None:
        try:
            return self[name]
        except KeyError:
            return default

    def __setitem__(self, name: str, page: Page) -> None:
        self._built[name] = page

    def __contains__(self, name: object) -> bool:
        return name in self._window._specs

    def __iter__(self):  # noqa: ANN204
        return iter(list(self._built))

    def values(self) -> list[Page]:
        """The pages built so far (a page not yet built holds no state)."""
        return list(self._built.values())

    def items(self) -> list[tuple[str, Page]]:
        return list(self._built.items())

    def is_built(self, name: str) -> bool:
        return name in self._built


class MainWindow(QMainWindow):
    def __init__(self, settings: QSettings | None = None):
        super().__init__()
        self.setObjectName("mainWindow")
        self.settings = settings or QSettings()
        self.ctx = AppContext()
        self.job_path: Path | None = None
        self._modified = False
        self._closed = False
        #: ask before closing while a page is busy (off for the startup benchmark)
        self.confirm_close = True
        self._painted = False
        self.painted_at: float | None = None

        self.nav = QListWidget()
        self.nav.setObjectName("pageList")
        self.nav.setAccessibleName("Pages")
        self.nav.setFixedWidth(160)
        self.nav.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.nav.setStyleSheet("QListWidget#pageList::item { padding: 8px 10px; }")
        self.stack = QStackedWidget()
        self.stack.setObjectName("pageStack")
        self._specs: dict[str, tuple[int, str, str]] = {}
        self.ctx.pages = PageRegistry(self)
        for name, title, module, cls_name in PAGES:
            if importlib.util.find_spec(module) is None:
                continue  # a page whose issue has not landed
            self._specs[name] = (self.stack.count(), module, cls_name)
            slot = QWidget()
            slot.setObjectName(f"{name}Slot")
            self.stack.addWidget(slot)
            item = QListWidgetItem(title)
            item.setData(Qt.ItemDataRole.UserRole, name)
            self.nav.addItem(item)
        self.nav.currentRowChanged.connect(self._on_nav)
        self.nav.setCurrentRow(0)
        self.ctx.show_page.connect(self.show_page)

        central = QWidget()
        lay = QHBoxLayout(central)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.addWidget(self.nav)
        lay.addWidget(self.stack, 1)
        self.setCentralWidget(central)

        self.log_dock = LogDock(self)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.log_dock)
        self.ctx.log_message.connect(self.log_dock.append)
        self.toasts = ToastArea(self)
        manager().notified.connect(self._on_notification)
        self.ctx.job_edited.connect(lambda: self._set_modified(True))

        self._build_menus()
        self.statusBar().setObjectName("statusBar")
        self.statusBar().showMessage("Ready")
        geometry = self.settings.value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            self.resize(1200, 800)
        state = self.settings.value("window/state")
        if state is not None:
            self.restoreState(state)
        else:
            self.resizeDocks([self.log_dock], [160], Qt.Orientation.Vertical)

    # -- pages -----------------------------------------------------------------------------
    def _build_page(self, name: str) -> Page:
        if name not in self._specs:
            raise KeyError(name)
        index, module, cls_name = self._specs[name]
        cls = getattr(importlib.import_module(module), cls_name)
        page = cls(self.ctx)
        self.ctx.pages[name] = page
        # A page scrolls rather than forcing a large minimum size on the window.
        holder = QScrollArea()
        holder.setObjectName(f"{name}Scroll")
        holder.setWidgetResizable(True)
        holder.setFrameShape(QFrame.Shape.NoFrame)
        holder.setWidget(page)
        slot = self.stack.widget(index)
        current = self.stack.currentIndex()
        self.stack.removeWidget(slot)
        slot.deleteLater()
        self.stack.insertWidget(index, holder)
        self.stack.setCurrentIndex(current)
        page.load_job(self.ctx.job)
        return page

    def _on_nav(self, row: int) -> None:
        item = self.nav.item(row)
        if item is None:
            return
        name = item.data(Qt.ItemDataRole.UserRole)
        self.stack.setCurrentIndex(self._specs[name][0])
        self.ctx.pages[name]  # build it if needed

    def build_all_pages(self) -> None:
        """Build the pages not built yet, one per event-loop turn (after the first paint)."""
        if self._closed:
            return
        for name in self._specs:
            if not self.ctx.pages.is_built(name):
                self.ctx.pages[name]
                QTimer.singleShot(0, self.build_all_pages)
                return

    def event(self, ev) -> bool:  # noqa: ANN001
        if ev.type() == QEvent.Type.Paint and not self._painted:
            self._painted = True
            self.painted_at = time.time()
            QTimer.singleShot(30, self.build_all_pages)
        return super().event(ev)

    # -- menus -----------------------------------------------------------------------------
    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu("&File")
        file_menu.setObjectName("fileMenu")

        def act(text: str, name: str, slot, shortcut=None) -> QAction:  # noqa: ANN001
            action = QAction(text, self)
            action.setObjectName(name)
            if shortcut is not None:
                action.setShortcut(shortcut)
            action.triggered.connect(slot)
            file_menu.addAction(action)
            return action

        self.new_action = act("&New", "newAction", self.new_job, QKeySequence.StandardKey.New)
        self.open_action = act(
            "&Open…", "openAction", self.open_job_dialog, QKeySequence.StandardKey.Open
        )
        self.recent_menu = file_menu.addMenu("Recent &jobs")
        self.recent_menu.setObjectName("recentMenu")
        file_menu.addSeparator()
        self.save_action = act("&Save", "saveAction", self.save, QKeySequence.StandardKey.Save)
        self.save_as_action = act(
            "Save &As…", "saveAsAction", self.save_as, QKeySequence.StandardKey.SaveAs
        )
        file_menu.addSeparator()
        self.quit_action = act("&Quit", "quitAction", self.close, QKeySequence.StandardKey.Quit)
        view_menu = self.menuBar().addMenu("&View")
        view_menu.addAction(self.log_dock.toggleViewAction())
        help_menu = self.menuBar().addMenu("&Help")
        about = QAction("&About tpugui", self)
        about.setObjectName("aboutAction")
        about.triggered.connect(self.about)
        help_menu.addAction(about)
        self._refresh_recent()

    def _refresh_recent(self) -> None:
        self.recent_menu.clear()
        recent = self.recent_jobs()
        for path in recent:
            action = self.recent_menu.addAction(path)
            action.triggered.connect(lambda _=False, p=path: self.open_job(p))
        self.recent_menu.setEnabled(bool(recent))

    def recent_jobs(self) -> list[str]:
        value = self.settings.value("jobs/recent", [])
        if isinstance(value, str):
            value = [value]
        return [str(v) for v in (value or [])]

    def _remember(self, path: Path) -> None:
        p = str(path.resolve())
        recent = [p] + [r for r in self.recent_jobs() if r != p]
        self.settings.setValue("jobs/recent", recent[:MAX_RECENT])
        self.settings.setValue("jobs/last", p)
        self._refresh_recent()

    # -- jobs ------------------------------------------------------------------------------
    def set_job(self, job: Job, path: Path | None) -> None:
        self.ctx.job = job
        self.job_path = path
        for page in self.ctx.pages.values():
            page.load_job(job)
        self.ctx.job_loaded.emit(job)
        self._set_modified(False)

    def collect_job(self) -> Job:
        """The current job with every page's form values applied."""
        job = self.ctx.job
        for page in self.ctx.pages.values():
            job = page.apply_to_job(job)
        self.ctx.job = job
        return job

    def new_job(self) -> None:
        self.set_job(Job(), None)
        self.ctx.log("New job from the built-in defaults")

    def open_job(self, path: str | Path) -> bool:
        path = Path(path)
        try:
            job = load_job(path)
        except JobError as exc:
            manager().notify("error", f"Cannot open the job: {exc}")
            return False
        self.set_job(job, path)
        self._remember(path)
        self.ctx.log(f"Opened {path}")
        self.statusBar().showMessage(f"Opened {path}", 5000)
        return True

    def open_startup_job(self, path: str | None) -> None:
        if path:
            if self.open_job(path):
                return
        last = self.settings.value("jobs/last")
        if not path and last and Path(str(last)).exists() and self.open_job(str(last)):
            return
        self.set_job(demo_job(), None)
        self.ctx.log("Opened the built-in demo job (digits, small CNN)")

    def open_job_dialog(self) -> None:
        start = str(self.job_path.parent) if self.job_path else str(Path.cwd())
        path, _ = QFileDialog.getOpenFileName(self, "Open job", start, "Jobs (*.toml)")
        if path:
            self.open_job(path)

    def save(self) -> bool:
        if self.job_path is None:
            return self.save_as()
        return self.save_to(self.job_path)

    def save_as(self) -> bool:
        start = str(self.job_path or Path.cwd() / f"{self.ctx.job.name}.toml")
        path, _ = QFileDialog.getSaveFileName(self, "Save job", start, "Jobs (*.toml)")
        return bool(path) and self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        try:
            job = self.collect_job()
        except JobError as exc:
            manager().notify("error", f"The job has invalid values: {exc}")
            return False
        try:
            save_job(job, path)
        except OSError as exc:
            manager().notify("error", f"Cannot save {path}: {exc.strerror}; choose another folder")
            return False
        self.job_path = path
        self._remember(path)
        self._set_modified(False)
        self.statusBar().showMessage(f"Saved {path}", 5000)
        self.ctx.log(f"Saved {path}")
        return True

    def _set_modified(self, modified: bool) -> None:
        self._modified = modified
        name = self.job_path.name if self.job_path else f"{self.ctx.job.name} (unsaved)"
        self.setWindowTitle(f"{name}{' *' if modified else ''} — tpugui")
        self.setWindowModified(modified)

    # -- misc ------------------------------------------------------------------------------
    def show_page(self, name: str) -> None:
        for row in range(self.nav.count()):
            if self.nav.item(row).data(Qt.ItemDataRole.UserRole) == name:
                self.nav.setCurrentRow(row)

    def about(self) -> None:
        QMessageBox.about(
            self,
            "About tpugui",
            f"<b>tpugui {__version__}</b><p>A training assistant for CPUs, GPUs and TPUs: "
            "device inspector, tf.data pipeline designer, live training plots and remote "
            "Cloud TPU VM runs.</p>",
        )

    def _on_notification(self, note: Notification) -> None:
        # The log dock already has it: manager().notify() logs through the "tpugui" logger.
        self.toasts.show_note(note)
        self.statusBar().showMessage(note.message.splitlines()[0], 8000)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        busy = [b for p in self.ctx.pages.values() if (b := p.busy())]
        if busy and self.confirm_close:
            answer = QMessageBox.question(
                self,
                "Stop and quit?",
                "\n".join(busy) + "\n\nStop it and quit?",
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            if answer != QMessageBox.StandardButton.Yes:
                event.ignore()
                return
        for page in self.ctx.pages.values():
            page.shutdown()
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState())
        self.toasts.clear()
        if not self._closed:
            self._closed = True
            manager().notified.disconnect(self._on_notification)
            logging.getLogger("tpugui").removeHandler(self.log_dock.handler)
        event.accept()


def schedule_quit_after_paint(window: MainWindow, callback) -> None:  # noqa: ANN001
    """Call ``callback`` once the window has really been painted (startup benchmark)."""
    from PySide6.QtCore import QEvent, QObject

    class _PaintWatch(QObject):
        def eventFilter(self, obj, ev):  # noqa: N802, ANN001
            if ev.type() == QEvent.Type.Paint:
                window.removeEventFilter(self)
                QTimer.singleShot(0, callback)
            return False

    watch = _PaintWatch(window)
    window.installEventFilter(watch)
