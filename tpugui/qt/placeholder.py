"""A page whose forms are still to come: it shows its job section as read-only TOML."""

from __future__ import annotations

import tomli_w
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QVBoxLayout

from tpugui.job import Job
from tpugui.qt.i18n import tr
from tpugui.qt.page import Page


class SectionPage(Page):
    sections: tuple[str, ...] = ()
    blurb = ""

    def __init__(self, ctx, parent=None):  # noqa: ANN001
        super().__init__(ctx, parent)
        lay = QVBoxLayout(self)
        head = QLabel(f"<h2>{tr(self.title)}</h2><p>{tr(self.blurb)}</p>")
        head.setWordWrap(True)
        lay.addWidget(head)
        self.view = QPlainTextEdit(readOnly=True)
        self.view.setObjectName(f"{self.object_name}Section")
        self.view.setAccessibleName(tr("{page} job section").format(page=tr(self.title)))
        self.view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        lay.addWidget(self.view)

    def load_job(self, job: Job) -> None:
        data = job.to_dict()
        self.view.setPlainText(tomli_w.dumps({k: data[k] for k in self.sections}))
