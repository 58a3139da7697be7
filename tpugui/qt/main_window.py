"""The main window: a page list on the left, the pages, a menu, a status bar and a log dock.

What the File menu does with the job (new, open, save, recent jobs, notebook export, the
title) is :class:`~tpugui.qt.job_files.JobFiles`; the window keeps its methods as entry points.
"""

from __future__ import annotations

import importlib
import importlib.util
import logging
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSettings, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QDesktopServices,
    QKeySequence,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractButton,
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
from tpugui.qt import core_text, gc_guard, i18n, theme
from tpugui.qt.errors import Notification, manager
from tpugui.qt.i18n import tr, tr_noop
from tpugui.qt.icons import app_icon
from tpugui.qt.job_files import JobFiles
from tpugui.qt.log_dock import LogDock
from tpugui.qt.page import AppContext, Page
from tpugui.qt.toast import ToastArea

if TYPE_CHECKING:
    from tpugui.job import Job

#: (objectName, title, module, class). Pages are imported and built lazily, right after the
#: window's first paint (the page shown first, then the others one per event-loop turn), or
#: when first asked for: the window appears before any page, the job's schema or a framework.
PAGES = [
    ("devicesPage", tr_noop("Devices"), "tpugui.qt.devices.page", "DevicesPage"),
    ("pipelinePage", tr_noop("Pipeline"), "tpugui.qt.pipeline.page", "PipelinePage"),
    ("trainingPage", tr_noop("Training"), "tpugui.qt.training.page", "TrainingPage"),
    ("remotePage", tr_noop("Remote"), "tpugui.qt.remote.page", "RemotePage"),
    ("learnPage", tr_noop("Learn"), "tpugui.qt.learn.page", "LearnPage"),
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
    #: the page shown first has been built and painted (after the window's first paint)
    first_page_painted = Signal()

    def __init__(self, settings: QSettings | None = None):
        super().__init__()
        self.setObjectName("mainWindow")
        self.setWindowIcon(app_icon())
        self.settings = settings or QSettings()
        self.ctx = AppContext()
        self.ctx.pythons = python_settings(self.settings)
        from tpugui.qt.settings_dialog import warm_start_setting

        self.ctx.warm_start = warm_start_setting(self.settings)
        self._closed = False
        #: ask before closing while a page is busy (off for the startup benchmark)
        self.confirm_close = True
        self._painted = False
        self.painted_at: float | None = None
        #: what existed at the first paint (benchmarks/startup.py, tests): the job's schema
        #: imported, the pages built
        self.at_first_paint: dict[str, object] = {}
        #: when the first page shown was built and painted (the window is then of use)
        self.first_page_painted_at: float | None = None
        #: work that waits for the first paint (:meth:`after_first_paint`)
        self._after_paint: list = []

        self.nav = QListWidget()
        self.nav.setObjectName("pageList")
        self.nav.setAccessibleName(tr("Pages"))
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
            item = QListWidgetItem(tr(title))
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

        self.log_dock = LogDock(self, self.ctx.log_model)  # the one log (so is Training's tab)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.log_dock)
        self.toasts = ToastArea(self)
        manager().notified.connect(self._on_notification)
        #: the job's file: new, open, save, recent jobs, notebook export, the window title
        self.files = JobFiles(self)
        theme.notifier().changed.connect(self._on_theme_changed)

        #: pages to rebuild in the new language once they are idle (see retranslate)
        self._pending_rebuild: set[str] = set()
        self._rebuild_timer = QTimer(self)
        self._rebuild_timer.setInterval(1000)
        self._rebuild_timer.timeout.connect(self._rebuild_idle_pages)
        self._tensorboard_logs = None  # File › Open TensorBoard logs… (made when first asked)
        self._build_menus()
        self.statusBar().setObjectName("statusBar")
        self.statusBar().showMessage(tr("Ready"))
        geometry = self.settings.value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            self.resize(1200, 800)
        state = self.settings.value("window/state")
        if state is not None:
            self.restoreState(state)
        else:
            self.resizeDocks([self.log_dock], [110], Qt.Orientation.Vertical)

    # -- pages -----------------------------------------------------------------------------
    def _build_page(self, name: str, state: object = None) -> Page:
        """Build the page ``name``; a rebuilt one gets the ``state`` its predecessor saved
        before it is shown: it never shows its empty start (no "No run yet" while a run it
        follows goes on)."""
        if name not in self._specs:
            raise KeyError(name)
        index, module, cls_name = self._specs[name]
        cls = getattr(importlib.import_module(module), cls_name)
        page = cls(self.ctx)
        if state is not None:
            page.restore_state(state)
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
        return page

    def _on_nav(self, row: int) -> None:
        item = self.nav.item(row)
        if item is None:
            return
        name = item.data(Qt.ItemDataRole.UserRole)
        self.stack.setCurrentIndex(self._specs[name][0])
        if self._painted:
            self.ctx.pages[name]  # build it if needed (before the first paint: right after it)

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
            self.at_first_paint = {
                "job_schema_loaded": "tpugui.job" in sys.modules,
                "pages_built": list(self.ctx.pages),
            }
            QTimer.singleShot(0, self._build_current_page)
            for fn in self._after_paint:
                QTimer.singleShot(0, fn)
            self._after_paint.clear()
        return super().event(ev)

    def after_first_paint(self, fn) -> None:  # noqa: ANN001
        """Call ``fn`` right after the window's first paint, after the page shown first is
        built (now, when it has been painted or is not shown)."""
        if self._painted or not self.isVisible():
            fn()
        else:
            self._after_paint.append(fn)

    def _build_current_page(self) -> None:
        if self._closed:
            return
        self._on_nav(self.nav.currentRow())
        page = self.current_page()
        if page is None:
            self.build_all_pages()
        else:
            _on_first_paint(page, self._first_page_painted)
            # the others are built in a second even if that page's paint never comes (a window
            # covered or minimised at start)
            QTimer.singleShot(1000, self.build_all_pages)

    def _first_page_painted(self) -> None:
        """The page shown first is on the screen: the others are built, one per turn."""
        self.first_page_painted_at = time.time()
        self.first_page_painted.emit()
        QTimer.singleShot(30, self.build_all_pages)

    # -- menus -----------------------------------------------------------------------------
    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu("")
        file_menu.setObjectName("fileMenu")

        def act(name: str, slot, shortcut=None, menu=file_menu) -> QAction:  # noqa: ANN001
            action = QAction(self)
            action.setObjectName(name)
            if shortcut is not None:
                action.setShortcut(shortcut)
            action.triggered.connect(slot)
            menu.addAction(action)
            return action

        self.new_action = act("newAction", self.new_job, QKeySequence.StandardKey.New)
        self.open_action = act("openAction", self.open_job_dialog, QKeySequence.StandardKey.Open)
        self.recent_menu = file_menu.addMenu("")
        self.recent_menu.setObjectName("recentMenu")
        self.tensorboard_action = act("openTensorBoardAction", lambda: self.open_tensorboard_logs())
        file_menu.addSeparator()
        self.save_action = act("saveAction", self.save, QKeySequence.StandardKey.Save)
        self.save_as_action = act("saveAsAction", self.save_as, QKeySequence.StandardKey.SaveAs)
        self.notebook_menu = file_menu.addMenu("")
        self.notebook_menu.setObjectName("notebookMenu")
        self.notebook_actions = {
            target: act(
                f"notebook_{target.replace('-', '_')}",
                lambda _=False, t=target: self.export_notebook(t),
                menu=self.notebook_menu,
            )
            for target in ("colab", "tpu-vm", "local")
        }
        file_menu.addSeparator()
        self.settings_action = act(
            "settingsAction", self.open_settings, QKeySequence.StandardKey.Preferences
        )
        file_menu.addSeparator()
        self.quit_action = act("quitAction", self.close, QKeySequence.StandardKey.Quit)
        # Edit › Undo/Redo: a helper's applied result (Tune batch…, Faster…) is one step
        self.edit_menu = self.menuBar().addMenu("")
        self.edit_menu.setObjectName("editMenu")
        stack = self.ctx.model.undo_stack
        self.undo_action = act("undoAction", stack.undo, QKeySequence.StandardKey.Undo,
                               menu=self.edit_menu)  # fmt: skip
        self.redo_action = act("redoAction", stack.redo, QKeySequence.StandardKey.Redo,
                               menu=self.edit_menu)  # fmt: skip
        #: what Undo and Redo would take, "" for nothing (the stack's words, kept from its
        #: signals: the stack may be gone before the window while it says so; every step has
        #: a name, so a name is there exactly when there is a step)
        self._undo_texts = {"undo": "", "redo": ""}
        stack.undoTextChanged.connect(lambda text: self._undo_said("undo", text))
        stack.redoTextChanged.connect(lambda text: self._undo_said("redo", text))
        view_menu = self.menuBar().addMenu("")
        view_menu.setObjectName("viewMenu")
        view_menu.addAction(self.log_dock.toggleViewAction())
        self.language_menu = view_menu.addMenu("")
        self.language_menu.setObjectName("languageMenu")
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for choice in i18n.SETTING_CHOICES:
            action = QAction(self)
            action.setObjectName(f"language_{choice}")
            action.setCheckable(True)
            action.triggered.connect(lambda _=False, c=choice: self.change_language(c))
            self.language_group.addAction(action)
            self.language_menu.addAction(action)
            self.language_actions[choice] = action
        self.language_actions[self._shown_language_choice()].setChecked(True)
        self.run_menu = self.menuBar().addMenu("")
        self.run_menu.setObjectName("runMenu")
        self.start_action = act(
            "startAction", lambda: self.press("startButton"), menu=self.run_menu
        )
        self.start_action.setShortcuts([QKeySequence("Ctrl+Return"), QKeySequence("Ctrl+Enter")])
        self.stop_action = act("stopAction", lambda: self.press("stopButton"), menu=self.run_menu)
        self.stop_action.setShortcut(QKeySequence("Ctrl+."))
        help_menu = self.menuBar().addMenu("")
        help_menu.setObjectName("helpMenu")
        self.guide_action = act("userGuideAction", self.open_user_guide, menu=help_menu)
        self.guide_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.about_action = act("aboutAction", self.about, menu=help_menu)
        self._menus = (file_menu, view_menu, help_menu)
        self._retranslate_menus()
        self.files.set_recent_menu(self.recent_menu)

    def _retranslate_menus(self) -> None:
        file_menu, view_menu, help_menu = self._menus
        file_menu.setTitle(tr("&File"))
        view_menu.setTitle(tr("&View"))
        help_menu.setTitle(tr("&Help"))
        self.run_menu.setTitle(tr("&Run"))
        self.recent_menu.setTitle(tr("Recent &jobs"))
        self.language_menu.setTitle(tr("&Language"))
        self.notebook_menu.setTitle(tr("Export as &notebook"))
        self.edit_menu.setTitle(tr("&Edit"))
        self._retranslate_undo()
        for action, text in (
            (self.new_action, tr("&New")),
            (self.open_action, tr("&Open…")),
            (self.save_action, tr("&Save")),
            (self.save_as_action, tr("Save &As…")),
            (self.tensorboard_action, tr("Open Tensor&Board logs…")),
            (self.settings_action, tr("Se&ttings…")),
            (self.quit_action, tr("&Quit")),
            (self.about_action, tr("&About tpugui")),
            (self.guide_action, tr("&User guide")),
            (self.notebook_actions["colab"], tr("For &Colab (TPU runtime)…")),
            (self.notebook_actions["tpu-vm"], tr("For a Cloud &TPU VM…")),
            (self.notebook_actions["local"], tr("For &this machine…")),
            (self.start_action, tr("&Start")),
            (self.stop_action, tr("S&top")),
            (self.language_actions["system"], tr("System default")),
            (self.language_actions["en"], i18n.LANGUAGES["en"]),
            (self.language_actions["zh_TW"], i18n.LANGUAGES["zh_TW"]),
        ):
            action.setText(text)

    def _undo_said(self, which: str, text: str) -> None:
        self._undo_texts[which] = text
        try:
            self._retranslate_undo()
        except RuntimeError:  # the window's actions are gone (it closes)
            pass

    def _retranslate_undo(self) -> None:
        """Edit › Undo and Redo name the step they take (a helper's result), or are off."""
        for action, what, plain, named in (
            (self.undo_action, self._undo_texts["undo"], tr("&Undo"), tr("&Undo {what}")),
            (self.redo_action, self._undo_texts["redo"], tr("&Redo"), tr("&Redo {what}")),
        ):
            action.setEnabled(bool(what))
            action.setText(named.format(what=what) if what else plain)

    def open_tensorboard_logs(self, logdir: str = "") -> None:
        """File › Open TensorBoard logs…: a logdir's runs added to the run history (asked for
        when ``logdir`` is not given)."""
        if self._tensorboard_logs is None:
            from tpugui.qt.training.tb_logs import TensorBoardLogs

            self._tensorboard_logs = TensorBoardLogs(self)
        if logdir:
            self._tensorboard_logs.open(logdir)
        else:
            self._tensorboard_logs.ask()

    # -- language --------------------------------------------------------------------------
    def open_settings(self) -> None:
        from tpugui.qt.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        dialog.language_chosen.connect(self.change_language)
        dialog.pythons_chosen.connect(self.set_pythons)
        dialog.warm_start_chosen.connect(self.set_warm_start)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()  # non-blocking

    def set_pythons(self, pythons: dict[str, str]) -> None:
        """The Python chosen per backend (Settings); the Training page looks at it again."""
        from tpugui.qt.settings_dialog import own_python_backends

        for b in own_python_backends():
            self.settings.setValue(f"python/{b.name}", pythons.get(b.name, ""))
        self.ctx.pythons = python_settings(self.settings)
        from tpugui.qt.settings_dialog import warm_start_setting

        self.ctx.warm_start = warm_start_setting(self.settings)
        page = self.ctx.page("trainingPage")
        if page is not None:
            page.check_interpreter()

    def set_warm_start(self, on: bool) -> None:
        """Turn the warm start on or off (Settings); off ends a waiting warm process."""
        self.settings.setValue("runs/warm_start", "true" if on else "false")
        self.ctx.warm_start = on
        page = self.ctx.page("trainingPage")
        if page is not None:
            page.local.warm_start_changed()

    def _shown_language_choice(self) -> str:
        """The Language menu's tick: the saved choice, unless the window shows another
        language (``--lang`` or TPUGUI_LANG chose it for this start): then that language."""
        saved = i18n.language_setting(self.settings)
        shown = i18n.current_language()
        meant = i18n.normalize(saved) or i18n.system_language()
        if meant != shown and shown in self.language_actions:
            return shown
        return saved

    def change_language(self, choice: str) -> None:
        """Remember ``choice`` ("system" | "en" | "zh_TW") and switch to it now."""
        i18n.save_language_setting(choice, self.settings)
        if choice in self.language_actions:
            self.language_actions[choice].setChecked(True)
        code = i18n.normalize(choice) or i18n.system_language()
        if code != i18n.current_language():
            i18n.set_language(code)
            self.retranslate()

    def retranslate(self) -> None:
        """Show everything in the current language: menus, page list, and every idle page.

        A page is rebuilt from the job (its form values are collected first); a busy page (a
        running training) is rebuilt when it becomes idle, and the person is told so.
        """
        # Edit › Undo names its step in the new language too
        stack = self.ctx.model.undo_stack
        self.ctx.model.rename_steps(core_text.text)
        self._undo_texts = {"undo": stack.undoText(), "redo": stack.redoText()}
        self._retranslate_menus()
        self.nav.setAccessibleName(tr("Pages"))
        titles = {name: title for name, title, _m, _c in PAGES}
        for row in range(self.nav.count()):
            item = self.nav.item(row)
            item.setText(tr(titles[item.data(Qt.ItemDataRole.UserRole)]))
        self.log_dock.retranslate()
        self.files.set_modified(self.ctx.model.modified)
        self.statusBar().showMessage(tr("Ready"))
        for name in list(self.ctx.pages):
            self._pending_rebuild.add(name)
        self._rebuild_idle_pages(announce=True)

    def _rebuild_idle_pages(self, announce: bool = False) -> None:
        waiting = []
        for name in sorted(self._pending_rebuild):
            page = self.ctx.pages.get(name)
            if page is not None and page.busy() and not page.rebuild_while_busy():
                waiting.append(name)
                continue
            self._pending_rebuild.discard(name)
            if page is not None:
                state = page.save_state()  # runs, bench results: models, not widgets
                page.shutdown()
                del self.ctx.pages._built[name]
                # the old page stays in view until the new one, its state restored, replaces it
                # (_build_page swaps it in; then the old one goes)
                old = self.stack.widget(self._specs[name][0])
                self._build_page(name, state)
                old.deleteLater()
        if waiting and announce:
            titles = {name: title for name, title, _m, _c in PAGES}
            pages = ", ".join(tr(titles[n]) for n in waiting)
            manager().notify(
                "info",
                tr("{pages} is busy: it switches language when its work ends.").format(pages=pages),
            )
        if waiting:
            self._rebuild_timer.start()
        else:
            self._rebuild_timer.stop()

    # -- jobs (the job's file: tpugui.qt.job_files) ---------------------------------------
    @property
    def job_path(self) -> Path | None:
        return self.ctx.model.path

    def set_job(self, job: Job, path: Path | None) -> None:
        self.files.set_job(job, path)

    def new_job(self) -> None:
        self.files.new_job()

    def open_job(self, path: str | Path) -> bool:
        return self.files.open_job(path)

    def open_startup_job(self, path: str | None) -> None:
        """``tpugui JOB.toml`` opens the job; ``tpugui RUN_FOLDER`` opens the last job (or the
        demo) and shows that run on the Training page (the page shown first). On a window
        shown but not painted yet, both happen right after its first paint."""
        if path and Path(path).is_dir():  # a run folder (what is one is asked after the paint)
            self.show_page("trainingPage")
            self.after_first_paint(lambda: self._open_startup_folder(Path(path)))
            return
        self.after_first_paint(lambda: self.files.open_startup_job(path))

    def _open_startup_folder(self, path: Path) -> None:
        from tpugui.runs.store import is_run_folder

        if not is_run_folder(path):
            self.files.open_startup_job(str(path))  # says what it is not
            return
        self.files.open_startup_job(None)
        self.ctx.pages["trainingPage"].open_run(str(path.resolve()))

    def open_job_dialog(self) -> None:
        self.files.open_job_dialog()

    def save(self) -> bool:
        return self.files.save()

    def save_as(self) -> bool:
        return self.files.save_as()

    def save_to(self, path: Path) -> bool:
        return self.files.save_to(path)

    def recent_jobs(self) -> list[str]:
        return self.files.recent_jobs()

    def export_notebook(self, target: str) -> bool:
        """File › Export as notebook: the job as a self-contained .ipynb for ``target``."""
        return self.files.export_notebook(target)

    # -- misc ------------------------------------------------------------------------------
    def current_page(self) -> Page | None:
        """The page shown (built now if it has not been yet)."""
        item = self.nav.currentItem()
        if item is None:
            return None
        return self.ctx.pages[item.data(Qt.ItemDataRole.UserRole)]

    def press(self, button_name: str) -> bool:
        """Run > Start / Stop: click the current page's ``button_name`` if it is there and enabled."""
        page = self.current_page()
        buttons = page.findChildren(QAbstractButton, button_name) if page is not None else []
        for button in buttons:
            if button.isVisibleTo(page) and button.isEnabled():
                button.click()
                return True
        what = tr("Start") if button_name == "startButton" else tr("Stop")
        message = (
            tr("{what} is not available right now.") if buttons else tr("This page has no {what}.")
        )
        self.statusBar().showMessage(message.format(what=what), 5000)
        return False

    def _on_theme_changed(self, _scheme: str) -> None:
        # Pages pick their colours from theme.colors() when built: rebuild the idle ones.
        for name in list(self.ctx.pages):
            self._pending_rebuild.add(name)
        self._rebuild_idle_pages()

    def show_page(self, name: str) -> None:
        for row in range(self.nav.count()):
            if self.nav.item(row).data(Qt.ItemDataRole.UserRole) == name:
                self.nav.setCurrentRow(row)

    def user_guide_path(self) -> Path | None:
        """The user guide in the window's language (English when it has no translation)."""
        docs = Path(__file__).resolve().parents[2] / "docs"
        lang = i18n.current_language()
        names = ["user-guide.md"] if lang == "en" else [f"user-guide.{lang}.md", "user-guide.md"]
        return next((docs / n for n in names if (docs / n).is_file()), None)

    def open_user_guide(self) -> bool:
        """Help › User guide: the guide in the chosen language, in the system's viewer."""
        path = self.user_guide_path()
        if path is None:
            manager().notify("error", tr("The user guide is not installed with this copy."))
            return False
        if self.open_url(QUrl.fromLocalFile(str(path))):
            self.statusBar().showMessage(
                tr("Opened the user guide: {path}").format(path=path), 8000
            )
            return True
        manager().notify(
            "warning",
            tr(
                "Nothing here could open the user guide (no program for Markdown files). "
                "It is at {path}"
            ).format(path=path),
        )
        return False

    def open_url(self, url: QUrl) -> bool:
        return QDesktopServices.openUrl(url)

    def about(self) -> None:
        QMessageBox.about(
            self,
            tr("About tpugui"),
            f"<b>tpugui {__version__}</b><p>"
            + tr(
                "A training assistant for CPUs, GPUs and TPUs: device inspector, tf.data "
                "pipeline designer, live training plots and remote Cloud TPU VM runs."
            )
            + "</p>",
        )

    def _on_notification(self, note: Notification) -> None:
        # The log dock already has it: manager().notify() logs through the "tpugui" logger.
        self.toasts.show_note(note)
        self.statusBar().showMessage(note.message.splitlines()[0], 8000)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        # cyclic GC in this thread while the window is open (see gc_guard: paramiko's and the
        # thread pools' Python threads must never free Qt objects)
        gc_guard.hold(self)
        super().showEvent(event)

    def _may_drop_edits(self) -> bool:
        """Unsaved edits of the job: saved or let go, as the person says (asked once, after
        any question about a run and before anything is stopped)."""
        return self._closed or self.files.may_replace()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        busy = [b for p in self.ctx.pages.values() if (b := p.busy())]
        outliving = [p for p in self.ctx.pages.values() if p.can_outlive_window()]
        buttons = QMessageBox.StandardButton
        if busy and self.confirm_close and outliving:
            # a local run is its own process: it may go on without the window
            answer = QMessageBox.question(
                self,
                tr("Stop the run and quit?"),
                "\n".join(busy)
                + "\n\n"
                + tr(
                    "Yes: stop the run (after its current step) and quit.\nNo: quit and leave "
                    "it running; tpugui follows it again when it next starts."
                ),
                buttons.Yes | buttons.No | buttons.Cancel,
                buttons.Cancel,
            )
            if answer not in (buttons.Yes, buttons.No) or not self._may_drop_edits():
                event.ignore()
                return
            for page in outliving:
                page.keep_running(answer == buttons.No)
        elif busy and self.confirm_close:
            answer = QMessageBox.question(
                self,
                tr("Stop and quit?"),
                "\n".join(busy) + "\n\n" + tr("Stop it and quit?"),
                buttons.Yes | buttons.No,
                buttons.No,
            )
            if answer != buttons.Yes or not self._may_drop_edits():
                event.ignore()
                return
        elif not self._may_drop_edits():
            event.ignore()
            return
        self._rebuild_timer.stop()
        if self._tensorboard_logs is not None:
            self._tensorboard_logs.join()
        for page in self.ctx.pages.values():
            page.shutdown()
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState())
        self.toasts.clear()
        if not self._closed:
            self._closed = True
            manager().notified.disconnect(self._on_notification)
            theme.notifier().changed.disconnect(self._on_theme_changed)
            logging.getLogger("tpugui").removeHandler(self.log_dock.handler)
        event.accept()


def python_settings(settings: QSettings) -> dict[str, str]:
    """``{backend: python}`` chosen in Settings (empty: found automatically)."""
    from tpugui.qt.settings_dialog import own_python_backends

    chosen = {}
    for b in own_python_backends():  # the backends whose Python can be chosen in Settings
        value = str(settings.value(f"python/{b.name}", "") or "").strip()
        if value:
            chosen[b.name] = value
    return chosen


def _on_first_paint(widget: QWidget, callback) -> None:  # noqa: ANN001
    """Call ``callback`` once, after ``widget``'s first paint."""

    class _PaintWatch(QObject):
        def eventFilter(self, obj, ev):  # noqa: N802, ANN001
            if ev.type() == QEvent.Type.Paint:
                widget.removeEventFilter(self)
                QTimer.singleShot(0, callback)
            return False

    widget.installEventFilter(_PaintWatch(widget))
