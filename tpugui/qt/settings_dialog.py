"""The settings dialog: the interface language (applied at once, remembered for the next start)
and the Python that trains each backend with an environment of its own (its descriptor's
``own_python``: PyTorch/XLA's; empty: that environment beside this one)."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tpugui import backends
from tpugui.qt import i18n
from tpugui.qt.i18n import tr


class SettingsDialog(QDialog):
    #: "system" | "en" | "zh_TW", emitted when the person presses OK
    language_chosen = Signal(str)
    #: {backend: python path} ("" = found automatically), emitted on OK
    pythons_chosen = Signal(dict)
    #: the warm start on (True) or off, emitted on OK
    warm_start_chosen = Signal(bool)

    def __init__(self, settings: QSettings, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setWindowTitle(tr("Settings"))
        self.setAccessibleName(tr("Settings"))
        self.settings = settings
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.language = QComboBox()
        self.language.setObjectName("language")
        self.language.setAccessibleName(tr("Interface language"))
        system = i18n.LANGUAGES[i18n.system_language()]
        self.language.addItem(tr("System default ({language})").format(language=system), "system")
        for code, name in i18n.LANGUAGES.items():
            self.language.addItem(name, code)
        current = i18n.language_setting(settings)
        self.language.setCurrentIndex(max(0, self.language.findData(current)))
        form.addRow(tr("Language"), self.language)
        #: the Python chosen for each backend with an environment of its own, by name
        self.pythons: dict[str, QLineEdit] = {}
        for b in own_python_backends():
            form.addRow(tr("{backend} Python").format(backend=b.label), self._python_row(b))
        self.warm_start = QCheckBox(tr("Load the framework before Start (warm start)"))
        self.warm_start.setObjectName("warmStart")
        self.warm_start.setChecked(warm_start_setting(settings))
        self.warm_start.setToolTip(
            tr(
                "Once the window is idle, one run process imports the job's framework and waits, "
                "so Start shows the first loss within about a second. It holds that "
                "framework's memory while it waits (here TensorFlow about 600 MB, torch about 240 MB)."
            )
        )
        form.addRow("", self.warm_start)
        lay.addLayout(form)
        note = QLabel(
            tr(
                "The window switches at once, a running training included. A page that is "
                "measuring (a bench or a tune) switches when the measurement ends."
            )
        )
        note.setWordWrap(True)
        note.setObjectName("languageNote")
        lay.addWidget(note)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.setObjectName("settingsButtons")
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("OK"))
        buttons.button(QDialogButtonBox.StandardButton.Ok).setObjectName("okButton")
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("Cancel"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setObjectName("cancelButton")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.setMinimumWidth(560)  # room for a Python's path

    def _python_row(self, b: backends.Backend) -> QHBoxLayout:
        """The Python that trains ``b``'s jobs, with a Browse button (object names from the
        backend's name: ``pythonTorchXla``, ``pythonTorchXlaBrowse``)."""
        from tpugui.runner import pythons

        name = "python" + "".join(part.title() for part in b.name.split("_"))
        edit = QLineEdit(str(self.settings.value(f"python/{b.name}", "") or ""))
        edit.setObjectName(name)
        edit.setAccessibleName(tr("Python for {backend}").format(backend=b.label))
        edit.setPlaceholderText(tr("found: {python}").format(python=pythons.python_for(b.name)))
        edit.setToolTip(
            tr(
                "The Python that trains {backend} jobs (an environment of its own). "
                "Empty: {folder} beside this environment, else this Python."
            ).format(backend=b.label, folder=b.own_python)
        )
        self.pythons[b.name] = edit
        browse = QPushButton(tr("Browse…"))
        browse.setObjectName(name + "Browse")
        browse.clicked.connect(lambda: self._browse_python(b))
        row = QHBoxLayout()
        row.addWidget(edit, 1)
        row.addWidget(browse)
        return row

    def _browse_python(self, b: backends.Backend) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, tr("Python for {backend}").format(backend=b.label)
        )
        if path:
            self.pythons[b.name].setText(path)

    def accept(self) -> None:
        choice = self.language.currentData()
        chosen = {name: edit.text().strip() for name, edit in self.pythons.items()}
        warm = self.warm_start.isChecked()
        super().accept()
        self.pythons_chosen.emit(chosen)
        self.warm_start_chosen.emit(warm)
        self.language_chosen.emit(choice)


def warm_start_setting(settings: QSettings) -> bool:
    """The warm start is on unless the person turned it off (``runs/warm_start``)."""
    return str(settings.value("runs/warm_start", "true")).lower() not in ("false", "0")


def own_python_backends() -> tuple[backends.Backend, ...]:
    """The backends whose Python can be chosen here: those with an environment of their own
    (the others train in this Python)."""
    return tuple(b for b in backends.all_backends() if b.own_python)
