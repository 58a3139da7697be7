"""The form of the ``[data]`` and ``[pipeline]`` sections: one :class:`JobForm` from the schema.

What each control is (kind, range, choices, label, help) comes from the Job's schema; this
module only says which keys go in which group, and adds what the page knows beyond the schema:
which data rows the chosen source uses, a Browse dialog that picks a file or a folder by source,
and the validation-data field, which only file sources have (when set, the validation share is
ignored). Every control's objectName is its dotted key (``pipeline.batch_size``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QHBoxLayout, QLabel, QWidget

from tpugui import sources
from tpugui.job_fields import field_spec, section_specs
from tpugui.qt.i18n import tr
from tpugui.qt.job_model import JobModel
from tpugui.qt.widgets.form import JobForm

#: the data keys every source has (the others show for the sources that declare them)
COMMON_KEYS = sources.COMMON


def shown_keys(source: str) -> set[str]:
    """The ``[data]`` rows the form shows for ``source``: those its module declares."""
    return {*COMMON_KEYS, *sources.get(source).keys}


#: the stage each stage setting belongs to: unticked, its settings are disabled (batch's are
#: not here: a trainer batches even without the stage)
STAGE_KEYS = {
    "pipeline.cycle_length": "interleave",
    "pipeline.block_length": "interleave",
    "pipeline.interleave_parallel_calls": "interleave",
    "pipeline.interleave_deterministic": "interleave",
    "pipeline.resize": "map",
    "pipeline.normalize": "map",
    "pipeline.random_flip": "map",
    "pipeline.map_parallel_calls": "map",
    "pipeline.cache": "cache",
    "pipeline.shuffle_buffer": "shuffle",
    "pipeline.shuffle_seed": "shuffle",
    "pipeline.reshuffle_each_iteration": "shuffle",
    "pipeline.repeat": "repeat",
    "pipeline.prefetch": "prefetch",
}

ORDER = "pipeline.order"
VALIDATION = "data.validation_path"
SPLIT = "data.validation_split"


def groups() -> list[tuple[str, list[str]]]:
    """The form's groups: (title, dotted keys), read from the schema."""
    pipeline = section_specs("pipeline")
    return [
        (tr("Data source"), [s.key for s in section_specs("data")]),
        (tr("Stages (in order; tick to use, drag or ▲▼ to move)"), [ORDER]),
        (tr("Stage settings"), [s.key for s in pipeline if not s.meta.group and s.key != ORDER]),
        (tr("Dataset options"), [s.key for s in section_specs("pipeline", "options")]),
    ]


class PipelineForm(JobForm):
    """The ``[data]`` and ``[pipeline]`` keys, bound to the window's job model."""

    def __init__(self, model: JobModel, parent: QWidget | None = None):
        super().__init__(
            model,
            groups(),
            problems_name="problemLabel",
            browse={
                "data.path": lambda: self.browse(),
                VALIDATION: lambda: self.browse(validation=True),
            },
            parent=parent,
        )
        self.stages = self.widgets[ORDER].order_list  # the OrderList of pipeline.order
        self._held_validation = ""  # the validation data a non-file source put aside
        self._add_split_note()
        model.changed.connect(self._on_model_changed)
        # bound methods, never lambdas: Qt disconnects a deleted form (a page rebuilt after a
        # language switch) from the window's one job model
        model.loaded.connect(self._forget_held)
        self.layout().addStretch(1)
        self._on_source()
        self._on_stages()

    def widget(self, key: str) -> Any:
        return self.widgets[key]

    # -- the validation share's note -------------------------------------------------------------
    def _add_split_note(self) -> None:
        """ "ignored (validation data)" beside the validation share, shown when it is ignored."""
        form, spin = self.rows[SPLIT]
        row = QWidget()
        lay = QHBoxLayout(row)
        lay.setContentsMargins(0, 0, 0, 0)
        form.replaceWidget(spin, row)  # the spin box moves into a row with the note
        lay.addWidget(spin)
        spin.setMinimumWidth(spin.fontMetrics().horizontalAdvance("0.95") + 60)
        self.split_note = QLabel(tr("ignored (validation data)"))
        self.split_note.setObjectName("validationSplitNote")
        self.split_note.setToolTip(
            tr("Validation data is set: its examples validate, none are held out of the path")
        )
        self.split_note.setStyleSheet("color: palette(placeholder-text); font-style: italic;")
        self.split_note.setWordWrap(True)
        lay.addWidget(self.split_note, 1)
        self.rows[SPLIT] = (form, row)

    # -- behaviour -------------------------------------------------------------------------------
    def _on_model_changed(self, keys: frozenset[str]) -> None:
        if ORDER in keys:
            self._on_stages()
        if "data.source" in keys:
            self._hold_or_restore_validation(keys)
        if keys & {"data.source", VALIDATION}:
            self._on_source()

    def _hold_or_restore_validation(self, keys: frozenset[str]) -> None:
        """A non-file source has no validation files: its value waits for a file source.

        Only a change of the source alone (the person's choice) brings it back; a loaded or
        replaced job keeps its own value.
        """
        source = self.model.value("data.source")
        current = self.model.value(VALIDATION)
        files = sources.get(source).validation_path
        if not files and current.strip():
            self._held_validation = current
            self.model.set(VALIDATION, "")
        elif keys != {"data.source"}:
            self._held_validation = ""
        elif files and self._held_validation and not current.strip():
            held, self._held_validation = self._held_validation, ""
            self.model.set(VALIDATION, held)

    def _forget_held(self, _job: object = None) -> None:
        self._held_validation = ""
        self._on_source()

    def _on_source(self) -> None:
        source = self.model.value("data.source")
        shown = shown_keys(source)
        for spec in section_specs("data"):
            self.set_row_visible(spec.key, spec.key in shown)
        self._on_validation(source)

    def _on_validation(self, source: str) -> None:
        """The validation data: only for file sources; when set, the share is ignored."""
        files = sources.get(source).validation_path
        edit = self.widgets[VALIDATION]
        enabled = files and not self._running
        edit.setEnabled(enabled)
        edit.browse_button.setEnabled(enabled)
        if files:
            tip = tr(field_spec(VALIDATION).meta.help)
            edit.setPlaceholderText(tr("empty: hold out the validation share"))
        else:
            combo = self.widgets["data.source"]
            tip = tr(
                "The {source} source has no separate validation files: the validation share "
                "holds out part of its examples. Choose a source that reads files ({sources}) "
                "to validate on other data."
            ).format(
                source=combo.currentText(),
                sources=", ".join(s.name for s in sources.all_sources() if s.validation_path),
            )
            edit.setPlaceholderText(tr("uses the validation share"))
        edit.setProperty("help", tip)
        self._show_tip(VALIDATION)  # with its note, if any
        ignored = files and bool(self.model.value(VALIDATION).strip())
        self.widgets[SPLIT].setEnabled(not ignored and not self._running)
        self.split_note.setVisible(ignored)

    def set_running(self, running: bool) -> None:
        super().set_running(running)
        self._on_source()
        self._on_stages()

    def _on_stages(self) -> None:
        """A stage that is not ticked: its settings are disabled, and say why."""
        order = set(self.model.value(ORDER) or [])
        for key, stage in STAGE_KEYS.items():
            w = self.widgets.get(key)
            if w is None:
                continue
            used = stage in order
            w.setEnabled(used and not self._running)
            note = "" if used else tr("Not used: tick the {stage} stage above to use it.")
            self.set_hint(key, note.format(stage=stage))

    def browse(self, validation: bool = False) -> None:
        """A file dialog (a folder for the images source) that fills the path when accepted.

        Not modal to the application: the page keeps running; the dialog is deleted on close.
        """
        key = VALIDATION if validation else "data.path"
        edit = self.widgets[key]
        dialog = QFileDialog(self)
        dialog.setObjectName("validationPathDialog" if validation else "pathDialog")
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if sources.get(self.model.value("data.source")).path == "folder":
            dialog.setFileMode(QFileDialog.FileMode.Directory)
            dialog.setOption(QFileDialog.Option.ShowDirsOnly, True)
            title = tr("Validation images folder") if validation else tr("Images folder")
        else:
            dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
            title = tr("Validation data file") if validation else tr("Data file")
        dialog.setWindowTitle(title)
        current = self.model.value(key).strip() or self.model.value("data.path").strip()
        if current:
            folder = Path(current).expanduser()
            if not folder.is_absolute() and self.model.path is not None:
                folder = self.model.path.parent / folder
            dialog.setDirectory(str(folder.parent))
        dialog.fileSelected.connect(edit.setText)
        dialog.open()
