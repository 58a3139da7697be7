"""The settings dialog: the interface language (applied at once, remembered for the next start)."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from tpugui.qt import i18n
from tpugui.qt.i18n import tr


class SettingsDialog(QDialog):
    #: "system" | "en" | "zh_TW", emitted when the person presses OK
    language_chosen = Signal(str)

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
        lay.addLayout(form)
        note = QLabel(
            tr(
                "The window switches at once. A page that is busy (a running training) "
                "switches when its work ends."
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
        self.setMinimumWidth(420)

    def accept(self) -> None:
        choice = self.language.currentData()
        super().accept()
        self.language_chosen.emit(choice)
