"""Translations: one ``tr()`` for every user-visible string, Qt's .ts/.qm files, the language switch.

How to translate a string in a page module::

    from tpugui.qt.i18n import tr, tr_noop

    button = QPushButton(tr("Start"))
    label.setText(tr("Epoch {epoch} of {epochs}").format(epoch=e, epochs=n))  # template, then format
    CHOICES = [tr_noop("none"), tr_noop("memory")]  # module level: mark now ...
    combo.addItem(tr(CHOICES[0]))                    # ... translate when shown
    label.setText(tr("Found: {names}").format(names=data(cpu_name)))  # the machine's words

Text that comes from the machine or the user (device and host names, paths, file names, job
names, a framework's own message) is data, not a translation: it goes into a translated sentence
through :func:`data`, which isolates it between U+2068 FIRST STRONG ISOLATE and U+2069 POP
DIRECTIONAL ISOLATE, as Project Fluent isolates every placeable. The marks are invisible, keep a
right-to-left name from reordering the sentence around it, and tell the translation checks
(:func:`without_data`) which span is data, so "Intel(R) Xeon(R)" is never taken for English left
untranslated.

``tr()`` must get a string literal (``scripts/i18n.py`` finds the literals with an AST scan and a
test fails when one has no zh_TW translation). Translations live in ``resources/i18n/`` as one
``<area>_<lang>.ts`` per area (core, learn, pipeline, remote, devices, training), compiled to
``.qm`` with ``python scripts/i18n.py compile``; all of a language's ``.qm`` files are installed
together. All messages use the one context ``"tpugui"``.

The language comes from, in order: the ``TPUGUI_LANG`` environment variable (tests, screenshots),
the QSettings key ``ui/language`` ("system" | "en" | "zh_TW"), and for "system" the system locale
(Chinese -> zh_TW, else en).
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QObject,
    QSettings,
    QTranslator,
    Signal,
)

CONTEXT = "tpugui"
#: language code -> its own name (shown in the settings, never translated)
LANGUAGES = {"en": "English", "zh_TW": "繁體中文（台灣）"}
SETTING_KEY = "ui/language"
SETTING_CHOICES = ("system", "en", "zh_TW")
ENV_VAR = "TPUGUI_LANG"
#: one .ts/.qm per area, so several people can translate different areas without conflicts
AREAS = ("core", "learn", "pipeline", "remote", "devices", "training", "coretext")

_ROOT = Path(__file__).resolve().parents[2]


def resources_dir() -> Path:
    """``resources/`` next to the package (a source checkout or an editable install)."""
    return _ROOT / "resources"


def i18n_dir() -> Path:
    return resources_dir() / "i18n"


def tr(text: str) -> str:
    """``text`` in the current language (``text`` itself when no translation is installed)."""
    return QCoreApplication.translate(CONTEXT, text)


#: the marks around data in a translated sentence (Unicode's first-strong and pop isolates)
DATA_START, DATA_END = "\u2068", "\u2069"
_DATA_SPAN = re.compile(f"{DATA_START}[^{DATA_END}]*{DATA_END}")


def data(value: object) -> str:
    """``value`` (the machine's or the user's words) marked as data inside a translated text."""
    text = "" if value is None else str(value)
    if not text or text.startswith(DATA_START):
        return text
    return f"{DATA_START}{text}{DATA_END}"


def without_data(text: str, replacement: str = " ") -> str:
    """``text`` with its data spans (see :func:`data`) replaced: what was translated."""
    return _DATA_SPAN.sub(replacement, text)


def tr_noop(text: str) -> str:
    """Mark a literal for translation without translating it now (Qt's QT_TR_NOOP)."""
    return text


def normalize(code: str | None) -> str | None:
    """'zh_TW', 'zh-TW', 'zh_Hant', 'zh' -> 'zh_TW'; 'en', 'en_US', 'C' -> 'en'; else None."""
    if not code:
        return None
    c = code.strip().replace("-", "_").split(".")[0]
    low = c.lower()
    if low.startswith("zh"):
        return "zh_TW"
    if low.startswith("en") or low in ("c", "posix"):
        return "en"
    return None


def system_language() -> str:
    return "zh_TW" if QLocale.system().language() == QLocale.Language.Chinese else "en"


def preferred_language(settings: QSettings | None = None) -> str:
    """The language to start in: TPUGUI_LANG, then the setting, then the system locale."""
    env = normalize(os.environ.get(ENV_VAR))
    if env:
        return env
    settings = settings or QSettings()
    value = str(settings.value(SETTING_KEY, "system") or "system")
    return normalize(value) or system_language()


class _State(QObject):
    language_changed = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.language = "en"
        self.translators: list[QTranslator] = []


_state: _State | None = None


def _get_state() -> _State:
    global _state
    if _state is None:
        _state = _State()
    return _state


def notifier() -> _State:
    """Emits ``language_changed(code)`` after :func:`set_language` switched the language."""
    return _get_state()


def current_language() -> str:
    return _get_state().language


def qm_files(code: str) -> list[Path]:
    return sorted(p for p in i18n_dir().glob(f"*_{code}.qm") if p.is_file())


def set_language(code: str) -> str:
    """Install every area's translator for ``code`` ('en' removes them); return the code used.

    Unknown codes fall back to English. Widgets built afterwards come out in the new language;
    widgets already built are rebuilt by the main window (``MainWindow.retranslate``).
    """
    app = QCoreApplication.instance()
    state = _get_state()
    code = normalize(code) or "en"
    if app is not None:
        for old in state.translators:
            app.removeTranslator(old)
    state.translators = []
    if code != "en" and app is not None:
        # Qt's own strings first (dialog buttons, dock buttons, file dialogs), then ours.
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        qt_base = Path(qt_dir) / f"qtbase_{code}.qm"
        for path in [qt_base, *qm_files(code)]:
            if not path.exists():
                continue
            translator = QTranslator(app)
            if translator.load(str(path)):
                app.installTranslator(translator)
                state.translators.append(translator)
    changed = code != state.language
    state.language = code
    if changed:
        state.language_changed.emit(code)
    return code


def save_language_setting(choice: str, settings: QSettings | None = None) -> None:
    """Remember ``choice`` ("system" | "en" | "zh_TW") for the next start."""
    if choice not in SETTING_CHOICES:
        raise ValueError(f"ui/language must be one of {', '.join(SETTING_CHOICES)}, got {choice!r}")
    (settings or QSettings()).setValue(SETTING_KEY, choice)


def language_setting(settings: QSettings | None = None) -> str:
    value = str((settings or QSettings()).value(SETTING_KEY, "system") or "system")
    return value if value in SETTING_CHOICES else "system"
