"""The settings dialog: the interface language (applied at once, remembered for the next start)
and the Python that trains PyTorch/XLA jobs (empty: ``.venv-xla`` beside this environment)."""

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
        from tpugui.runner import pythons

        self.xla_python = QLineEdit(str(settings.value("python/torch_xla", "") or ""))
        self.xla_python.setObjectName("pythonTorchXla")
        self.xla_python.setAccessibleName(tr("Python for PyTorch/XLA"))
        self.xla_python.setPlaceholderText(
            tr("found: {python}").format(python=pythons.python_for("torch_xla"))
        )
        self.xla_python.setToolTip(
            tr(
                "The Python that trains PyTorch/XLA jobs (torch_xla pins its own torch). "
                "Empty: .venv-xla beside this environment (make xla), else this Python."
            )
        )
        browse = QPushButton(tr("Browse…"))
        browse.setObjectName("pythonTorchXlaBrowse")
        browse.clicked.connect(self._browse_python)
        row = QHBoxLayout()
        row.addWidget(self.xla_python, 1)
        row.addWidget(browse)
        form.addRow(tr("PyTorch/XLA Python"), row)
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
        self.setMinimumWidth(560)  # room for the PyTorch/XLA Python path

    def _browse_python(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, tr("Python for PyTorch/XLA"))
        if path:
            self.xla_python.setText(path)

    def accept(self) -> None:
        choice = self.language.currentData()
        chosen = {"torch_xla": self.xla_python.text().strip()}
        warm = self.warm_start.isChecked()
        super().accept()
        self.pythons_chosen.emit(chosen)
        self.warm_start_chosen.emit(warm)
        self.language_chosen.emit(choice)


def warm_start_setting(settings: QSettings) -> bool:
    """The warm start is on unless the person turned it off (``runs/warm_start``)."""
    return str(settings.value("runs/warm_start", "true")).lower() not in ("false", "0")
