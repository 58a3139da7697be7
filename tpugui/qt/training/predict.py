"""The Predict tab: a trained run's model on new files, and its export, off the GUI thread.

The run is the one selected in the run history (or the run just shown); "Files…" and
"Folder…" choose what to read (table files, images, a folder of images, an npz: what the run was
trained on); "Predict" restores the run's model once (:func:`tpugui.inference.restore.restore`,
kept for the next files of the same run) and reads the files as training read its data
(:func:`tpugui.inference.predict.predict_with`), in a worker thread. The table shows one row per
example, in input order: where it came from, the prediction (a class name, the tags, a value) and
its probability (classification and multi-label only). "Export model" writes the framework's own
formats and model.json (:func:`tpugui.inference.export.export_restored`). A problem (a run with no
checkpoint, a file of the wrong kind) is shown here, translated, naming the file or field.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tpugui.qt import core_text
from tpugui.qt.i18n import tr
from tpugui.qt.worker import BackgroundTask, error_text

__all__ = ["PredictPanel"]

#: rows the table shows at most (a table file may hold many more; the CLI prints them all)
MAX_ROWS = 10_000


def _restore_and_predict(sink: Any, stop_event: Any, run: str, paths: list[str], cache: Any) -> Any:
    from tpugui.inference.predict import predict_with
    from tpugui.inference.restore import restore

    restored = cache if cache is not None and str(cache.run_dir) == run else restore(run)
    return restored, predict_with(restored, paths)


def _restore_and_export(sink: Any, stop_event: Any, run: str, cache: Any) -> Any:
    from tpugui.inference.export import export_restored
    from tpugui.inference.restore import restore

    restored = cache if cache is not None and str(cache.run_dir) == run else restore(run)
    return restored, export_restored(restored)


def _skipped(exc: Any) -> str:
    """A file predict could not read, in this language: its reason without the field tag
    (the file is named in it)."""
    details = getattr(exc, "details", None) or []
    return "; ".join(core_text.text(m) for _k, m in details) or core_text.job_error(exc)


def _value(v: Any) -> str:
    if isinstance(v, float):
        return f"{v:.6g}"
    if isinstance(v, list):
        return ", ".join(_value(x) for x in v) or tr("(none)")
    return str(v)


class PredictPanel(QWidget):
    """Predict with a chosen run's model on chosen files (see the module text)."""

    #: the run folder whose model a prediction or an export used
    predicted = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("predictPanel")
        self.run = ""
        self._offered = ""  # the run offer_run set (replaced by the next finished run)
        self.paths: list[str] = []
        self.restored: Any = None
        self._task: BackgroundTask | None = None
        self._failing = ""

        self.run_label = QLabel()
        self.run_label.setObjectName("predictRun")
        self.run_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.files_label = QLabel()
        self.files_label.setObjectName("predictFiles")
        self.files_label.setWordWrap(True)

        def button(text: str, name: str, tip: str) -> QPushButton:
            b = QPushButton(text)
            b.setObjectName(name)
            b.setToolTip(tip)
            b.setAccessibleName(text.rstrip("…"))
            return b

        self.files_button = button(
            tr("Files…"),
            "predictFilesButton",
            tr("Choose table files, images or an npz file, of the kind the run trained on"),
        )
        self.folder_button = button(
            tr("Folder…"), "predictFolderButton", tr("Choose a folder of images (read by name)")
        )
        self.predict_button = button(
            tr("Predict"),
            "predictButton",
            tr("Read the files as the run read its data and show one prediction per example"),
        )
        self.export_button = button(
            tr("Export model"),
            "exportModelButton",
            tr(
                "Write the model in its framework's own formats, with model.json, into the run "
                "folder's export folder"
            ),
        )
        self.files_button.clicked.connect(self.choose_files)
        self.folder_button.clicked.connect(self.choose_folder)
        self.predict_button.clicked.connect(self.predict)
        self.export_button.clicked.connect(self.export)

        self.status = QLabel()
        self.status.setObjectName("predictStatus")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.table = QTableWidget(0, 3)
        self.table.setObjectName("predictTable")
        self.table.setAccessibleName(tr("Predictions"))
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)

        # the run's name may be long: it never widens the page (the whole path is its tooltip)
        self.run_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.files_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        head = QHBoxLayout()
        head.addWidget(QLabel(tr("Model of")))
        head.addWidget(self.run_label, 1)
        row = QHBoxLayout()
        for b in (self.files_button, self.folder_button, self.predict_button, self.export_button):
            row.addWidget(b)
        row.addStretch(1)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addLayout(head)
        lay.addLayout(row)
        lay.addWidget(self.files_label)
        lay.addWidget(self.status)
        lay.addWidget(self.table, 1)
        self.retranslate()
        self._enable()

    # -- state -----------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.table.setHorizontalHeaderLabels([tr("Example"), tr("Prediction"), tr("Probability")])
        self._show_run()
        self._show_files()

    def offer_run(self, path: str) -> None:
        """A run just finished: it becomes the panel's run unless the person chose one (a run
        picked in the history is never replaced behind their back)."""
        if path and (not self.run or self._offered == self.run):
            self.set_run(path)
            self._offered = path

    def set_run(self, path: str) -> None:
        """The run whose model predicts (the history's selection)."""
        if path == self.run:
            return
        self.run = path or ""
        self._show_run()
        self._enable()

    def set_paths(self, paths: list[str]) -> None:
        self.paths = [str(p) for p in paths]
        self._show_files()
        self._enable()

    def _show_run(self) -> None:
        self.run_label.setText(
            Path(self.run).name if self.run else tr("(select a run in the run history)")
        )
        self.run_label.setToolTip(self.run)

    def _show_files(self) -> None:
        if not self.paths:
            self.files_label.setText(tr("No files chosen yet"))
        elif len(self.paths) == 1:
            self.files_label.setText(self.paths[0])
        else:
            self.files_label.setText(
                tr("{count} files: {first} …").format(count=len(self.paths), first=self.paths[0])
            )

    def busy(self) -> bool:
        return self._task is not None and self._task.is_running()

    def _enable(self) -> None:
        idle = not self.busy()
        has_run = bool(self.run)
        self.files_button.setEnabled(idle)
        self.folder_button.setEnabled(idle)
        self.predict_button.setEnabled(idle and has_run and bool(self.paths))
        self.export_button.setEnabled(idle and has_run)

    # -- choosing --------------------------------------------------------------------------
    def choose_files(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(
            self,
            tr("Files to predict"),
            str(Path(self.paths[0]).parent) if self.paths else "",
            tr("Data (*.csv *.tsv *.txt *.parquet *.png *.jpg *.jpeg *.bmp *.gif *.npz);;All (*)"),
        )
        if paths:
            self.set_paths(paths)

    def choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, tr("A folder of images"))
        if folder:
            self.set_paths([folder])

    # -- work ------------------------------------------------------------------------------
    def _start(self, fn: Any, *args: Any, what: str) -> None:
        self._task = BackgroundTask(fn, *args, name=what, report_errors=False)
        self._task.failed.connect(self._failed)
        self._task.done.connect(self._enable)
        self._task.done.connect(lambda: self.predicted.emit(self.run))
        self._task.start()
        self._enable()

    def predict(self) -> None:
        if self.busy() or not self.run or not self.paths:
            return
        self.status.setText(tr("Reading the model and the files…"))
        self._failing = tr("Could not predict: {error}")
        self._start(_restore_and_predict, self.run, list(self.paths), self.restored,
                    what="predict")  # fmt: skip
        self._task.finished_ok.connect(self._show_predictions)

    def export(self) -> None:
        if self.busy() or not self.run:
            return
        self.status.setText(tr("Exporting the model…"))
        self._failing = tr("Could not export: {error}")
        self._start(_restore_and_export, self.run, self.restored, what="export-model")
        self._task.finished_ok.connect(self._exported)

    def _show_predictions(self, result: Any) -> None:
        self.restored, pred = result
        n = len(pred)
        shown = min(n, MAX_ROWS)
        self.table.setRowCount(shown)
        for i in range(shown):
            reading = pred.readings[i]
            p = reading.get("probability")
            cells = (pred.names[i], _value(reading["prediction"]), "" if p is None else _value(p))
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(i, col, item)
        more = "" if n == shown else " " + tr("(the first {shown} shown)").format(shown=shown)
        notes = [core_text.text(note) for note in pred.notes]  # how the input was scaled
        notes += [tr("Skipped: {error}").format(error=_skipped(exc)) for exc in pred.skipped]
        head = tr("{count} prediction(s) by {run}").format(count=n, run=Path(self.run).name)
        self.status.setText("\n".join([head + more, *notes]))  # a line each

    def _exported(self, result: Any) -> None:
        self.restored, folder = result
        self.status.setText(tr("Exported to {folder}").format(folder=str(folder)))

    def _failed(self, exc: BaseException, details: str) -> None:
        from tpugui.job import JobError

        text = core_text.job_error(exc) if isinstance(exc, JobError) else error_text(exc)
        self.status.setText(self._failing.format(error=text))
        self.status.setToolTip(details)

    def shutdown(self) -> None:
        if self._task is not None:
            self._task.join()
