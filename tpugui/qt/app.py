"""Start the application: QApplication, settings, the error path, the main window.

Nothing here imports TensorFlow or torch: the window is painted first, and frameworks are
imported later, off the GUI thread, by the pages that need them.
"""

from __future__ import annotations

import json
import os
import sys

from tpugui.qt.icons import app_icon


def _has_display() -> bool:
    if sys.platform != "linux" or os.environ.get("QT_QPA_PLATFORM"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def create_application(argv: list[str] | None = None):  # noqa: ANN201
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        # High DPI: Qt 6 scales by default; PassThrough keeps 150 % at 1.5 (not rounded to 2),
        # and must be set before the application exists.
        QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
            Qt.HighDpiScaleFactorRoundingPolicy.PassThrough
        )
        app = QApplication(argv or [sys.argv[0]])
    app.setOrganizationName("tpugui")
    app.setApplicationName("tpugui")
    app.setApplicationDisplayName("tpugui")
    app.setDesktopFileName("tpugui")  # matches resources/tpugui.desktop (Wayland, task bars)
    from tpugui import __version__

    app.setApplicationVersion(__version__)
    app.setWindowIcon(app_icon())
    from tpugui.qt import theme

    theme.install(app)  # Fusion, light or dark as the system says (TPUGUI_THEME overrides)
    return app


def run_app(job_path: str | None = None, lang: str | None = None) -> int:
    if not _has_display():
        print(
            "tpugui: no display found (DISPLAY and WAYLAND_DISPLAY are unset). Run it on a "
            "desktop, under `xvfb-run tpugui`, or with QT_QPA_PLATFORM=offscreen.",
            file=sys.stderr,
        )
        return 1
    app = create_application()
    from tpugui.qt import i18n

    # --lang beats TPUGUI_LANG and the saved setting; "system" follows the system locale.
    if lang == "system":
        i18n.set_language(i18n.system_language())
    elif lang:
        i18n.set_language(lang)
    else:
        i18n.set_language(i18n.preferred_language())
    from tpugui.qt.errors import manager
    from tpugui.qt.main_window import MainWindow

    manager().install_hooks()
    window = MainWindow()
    window.show()
    window.open_startup_job(job_path)  # after the first paint
    if os.environ.get("TPUGUI_STARTUP_PROBE"):
        # benchmarks/startup.py: report when the window was first painted and when the first
        # page was (built after it), then quit.
        def report() -> None:
            print(
                json.dumps(
                    {
                        "painted_at": window.painted_at,
                        "page_painted_at": window.first_page_painted_at,
                        "tensorflow_loaded": "tensorflow" in sys.modules,
                        "torch_loaded": "torch" in sys.modules,
                        **window.at_first_paint,
                    }
                ),
                flush=True,
            )
            window.confirm_close = False
            window.close()
            app.quit()

        window.first_page_painted.connect(report)
    code = app.exec()
    manager().restore_hooks()
    return code
