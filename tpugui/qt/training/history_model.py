"""The run history's rows: the table model of the past runs and its sort-and-filter proxy.

:class:`HistoryModel` (``QAbstractTableModel``) holds the Qt-free summaries of
:func:`tpugui.runs.store.list_runs` as rows: one column per setting or result (:data:`COLUMNS`),
the values numbers for sorting (``SORT_ROLE``), the run folder under ``PATH_ROLE``, the "Compare"
ticks, and the name, tags and notes edited in place (kept in the run folder's meta.json).
:class:`HistoryFilter` (``QSortFilterProxyModel``) sorts by the real values (empty cells last) and
keeps the rows that hold every word of the filter. The view is :mod:`tpugui.qt.training.history`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QBrush, QColor

from tpugui.cost import money
from tpugui.devices.model import human_bytes
from tpugui.qt import core_text, theme
from tpugui.qt.core_text import status_word
from tpugui.qt.i18n import tr, tr_noop
from tpugui.runs import goodput
from tpugui.runs.model import format_eta

__all__ = [
    "COLUMNS",
    "KEYS",
    "PATH_ROLE",
    "SORT_ROLE",
    "STATUS_COLOURS",
    "Column",
    "HistoryFilter",
    "HistoryModel",
    "status_colour",
]

PATH_ROLE = Qt.ItemDataRole.UserRole
SORT_ROLE = Qt.ItemDataRole.UserRole + 1


@dataclass(frozen=True)
class Column:
    key: str
    header: str
    tip: str = ""
    editable: bool = False


COLUMNS = (
    Column("compare", tr_noop("Compare"), tr_noop("Tick a run to overlay it on the plots")),
    Column(
        "name",
        tr_noop("Name"),
        tr_noop("The run's name: the settings that differ from the run before, or your own (F2)"),
        editable=True,
    ),
    Column("status", tr_noop("Status")),
    Column("started", tr_noop("Started")),
    Column("backend", tr_noop("Backend")),
    Column("device", tr_noop("Device")),
    Column("replicas", tr_noop("Replicas"), tr_noop("Devices the batch is split over")),
    Column("batch", tr_noop("Batch"), tr_noop("Global batch size (pipeline.batch_size)")),
    Column("optimizer", tr_noop("Optimizer")),
    Column("lr", tr_noop("Learning rate")),
    Column("schedule", tr_noop("Schedule"), tr_noop("Learning-rate schedule")),
    Column("epochs", tr_noop("Epochs"), tr_noop("Epochs done / epochs asked for")),
    Column("steps", tr_noop("Steps")),
    Column(
        "loss",
        tr_noop("Epoch mean loss"),
        tr_noop("Training loss averaged over the last epoch (the status line shows the same)"),
    ),
    Column("val_loss", tr_noop("Validation loss"), tr_noop("Validation loss after the last epoch")),
    Column("accuracy", tr_noop("Accuracy"), tr_noop("Training accuracy over the last epoch")),
    Column("val_accuracy", tr_noop("Validation accuracy"), tr_noop("After the last epoch")),
    Column(
        "mfu",
        tr_noop("MFU"),
        tr_noop(
            "Model FLOPs utilization of the last timed steps: the step's FLOPs done per second "
            "as a share of the peak of the run's devices"
        ),
    ),
    Column(
        "goodput",
        tr_noop("Goodput"),
        tr_noop(
            "Share of the run's wall time spent in training steps; a cell's tooltip says where "
            "the rest went (start-up, compiles, input wait, evaluation, checkpoints)"
        ),
    ),
    Column("duration", tr_noop("Duration")),
    Column(
        "cost",
        tr_noop("Cost"),
        tr_noop(
            "What the run cost in US dollars: its wall time at the TPU slice's hourly price "
            "(remote.price_per_chip_hour, else tpugui's price table); empty without a price"
        ),
    ),
    Column(
        "size",
        tr_noop("Size"),
        tr_noop(
            "The run folder's size on disk, mostly its checkpoints (Delete… › Delete the "
            "checkpoints frees it and keeps the plots and the log)"
        ),
    ),
    Column("tags", tr_noop("Tags"), tr_noop("Comma-separated tags (F2 to edit)"), editable=True),
    Column("notes", tr_noop("Notes"), tr_noop("Your notes on the run (F2 to edit)"), editable=True),
)
KEYS = [c.key for c in COLUMNS]
#: run status -> the theme colour it is shown in (readable in light and dark mode)
STATUS_COLOURS = {
    "completed": "ok",
    "running": "info",
    "stopped": "warning",
    "failed": "error",
    "interrupted": "muted",
}


def status_colour(status: str) -> str | None:
    role = STATUS_COLOURS.get(status)
    return theme.colors()[role] if role else None


def _fmt(v: Any, spec: str = ".4g") -> str:
    if v is None:
        return ""
    try:
        f = float(v)
    except (TypeError, ValueError):
        return str(v)
    return "NaN" if math.isnan(f) else format(f, spec)


def _duration(seconds: float | None) -> str:
    return "" if seconds is None else format_eta(seconds)  # h:mm:ss, as the progress bar


class HistoryModel(QAbstractTableModel):
    """The runs as rows; values for sorting under ``SORT_ROLE``, the folder under ``PATH_ROLE``."""

    meta_changed = Signal(str)  # run folder whose name / tags / notes were edited

    def __init__(self, parent: Any = None):
        super().__init__(parent)
        self.infos: list[Any] = []
        self.names: dict[str, str] = {}
        self.checked: set[str] = set()

    # -- filling ---------------------------------------------------------------------------
    def set_runs(self, infos: list[Any], names: dict[str, str]) -> None:
        self.beginResetModel()
        self.infos, self.names = list(infos), dict(names)
        self.checked &= {str(i.path) for i in self.infos}
        self.endResetModel()

    def row_of(self, path: str | Path) -> int:
        path = str(path)
        return next((i for i, info in enumerate(self.infos) if str(info.path) == path), -1)

    def name(self, info: Any) -> str:
        return self.names.get(str(info.path)) or info.name or info.run_id

    def search_text(self, row: int) -> str:
        info = self.infos[row]
        bits = [self.name(info), info.run_id, info.status, status_word(info.status), info.notes]
        bits += info.tags + [str(self.value(row, k)) for k in KEYS[4:12]]
        return " ".join(b for b in bits if b).lower()

    # -- values ----------------------------------------------------------------------------
    def value(self, row: int, key: str) -> Any:
        """The cell's value (numbers as numbers): what the column sorts by."""
        info = self.infos[row]
        if key == "name":
            return self.name(info)
        if key == "status":
            return info.status
        if key == "started":
            return info.started or 0.0
        if key in ("backend", "device", "replicas"):
            return getattr(info, key) or ""
        setting = {
            "batch": "pipeline.batch_size",
            "optimizer": "train.optimizer",
            "lr": "train.learning_rate",
            "schedule": "train.schedule",
        }.get(key)
        if setting:
            return info.setting(setting)
        if key == "epochs":
            return info.epoch or 0
        if key == "steps":
            return info.steps or 0
        if key == "loss":
            return info.epoch_loss if info.epoch_loss is not None else info.last_loss
        if key == "val_loss":
            return info.last_val_loss
        if key == "accuracy":
            return info.epoch_accuracy
        if key == "val_accuracy":
            return info.last_val_accuracy
        if key == "mfu":
            return getattr(info, "mfu", None)
        if key == "goodput":
            return goodput.share(getattr(info, "goodput", None))
        if key == "duration":
            return info.duration
        if key == "cost":
            return getattr(info, "cost", None)
        if key == "size":
            return getattr(info, "size", None)
        if key == "tags":
            return ", ".join(info.tags)
        if key == "notes":
            return info.notes
        return None

    def text(self, row: int, key: str) -> str:
        info = self.infos[row]
        v = self.value(row, key)
        if key == "status":
            return status_word(info.status)
        if key == "started":
            return datetime.fromtimestamp(v).strftime("%m-%d %H:%M:%S") if v else "–"
        if key == "epochs":
            asked = info.epochs or info.setting("train.epochs")
            return f"{v}/{asked}" if asked else (str(v) if v else "")
        if key == "lr":
            return _fmt(v, "g")
        if key in ("loss", "val_loss"):
            return _fmt(v)
        if key in ("accuracy", "val_accuracy"):
            return _fmt(v, ".3f")
        if key == "mfu":
            return "" if v is None else f"{100 * v:.3g} %"
        if key == "goodput":
            return "" if v is None else f"{100 * v:.0f} %"
        if key == "duration":
            return _duration(v)
        if key == "cost":
            return "" if v is None else money(v)
        if key == "size":
            return "" if v is None else human_bytes(v)
        if key == "notes":
            return str(v or "").replace("\n", " ⏎ ")
        if key == "steps":
            return str(v) if v else ""
        return "" if v is None else str(v)

    # -- QAbstractTableModel ---------------------------------------------------------------
    def rowCount(self, parent: Any = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.infos)

    def columnCount(self, parent: Any = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Any, role: int = 0) -> Any:  # noqa: N802
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(COLUMNS):
            return None
        col = COLUMNS[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return tr(col.header)
        if role == Qt.ItemDataRole.ToolTipRole and col.tip:
            return tr(col.tip)
        return None

    def flags(self, index: QModelIndex) -> Qt.ItemFlag:
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        col = COLUMNS[index.column()]
        if col.key == "compare":
            base |= Qt.ItemFlag.ItemIsUserCheckable
        if col.editable:
            base |= Qt.ItemFlag.ItemIsEditable
        return base

    def data(self, index: QModelIndex, role: int = 0) -> Any:
        if not index.isValid():
            return None
        row, key = index.row(), KEYS[index.column()]
        info = self.infos[row]
        if role == PATH_ROLE:
            return str(info.path)
        if role == SORT_ROLE:
            if key == "compare":
                return int(str(info.path) in self.checked)
            v = self.value(row, key)
            if isinstance(v, int | float):
                return float(v) if not (isinstance(v, float) and math.isnan(v)) else -math.inf
            return str(v or "").lower() if v not in (None, "") else None
        if key == "compare":
            if role == Qt.ItemDataRole.CheckStateRole:
                on = str(info.path) in self.checked
                return Qt.CheckState.Checked if on else Qt.CheckState.Unchecked
            if role == Qt.ItemDataRole.ToolTipRole:
                return tr("Overlay this run on the plots")
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(row, key)
        if role == Qt.ItemDataRole.EditRole:
            if key == "name":
                return info.name if info.custom_name else self.name(info)
            return self.value(row, key) or ""
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tip(info, key, row)
        if role == Qt.ItemDataRole.ForegroundRole and key == "status":
            colour = status_colour(info.status)
            return QBrush(QColor(colour)) if colour else None
        if role == Qt.ItemDataRole.TextAlignmentRole and key not in (
            "name",
            "status",
            "backend",
            "device",
            "optimizer",
            "schedule",
            "tags",
            "notes",
        ):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def _tip(self, info: Any, key: str, row: int) -> str | None:
        if key == "name":
            bits = [self.name(info), str(info.path)]
            if info.notes:
                bits.append(info.notes)
            return "\n".join(bits)
        if key == "status" and info.error:
            return str(info.error)
        if key == "started" and info.started:
            return datetime.fromtimestamp(info.started).strftime("%Y-%m-%d %H:%M:%S")
        if key == "notes" and info.notes:
            return info.notes
        if key == "goodput":
            lines = goodput.breakdown(getattr(info, "goodput", None))
            return "\n".join(core_text.text(m) for m in lines) or None
        return None

    def setData(self, index: QModelIndex, value: Any, role: int = 2) -> bool:  # noqa: N802
        if not index.isValid():
            return False
        row, key = index.row(), KEYS[index.column()]
        info = self.infos[row]
        path = str(info.path)
        if key == "compare" and role == Qt.ItemDataRole.CheckStateRole:
            on = Qt.CheckState(value) == Qt.CheckState.Checked
            if on:
                self.checked.add(path)
            else:
                self.checked.discard(path)
            self.dataChanged.emit(index, index, [role])
            return True
        if role != Qt.ItemDataRole.EditRole or key not in ("name", "tags", "notes"):
            return False
        from tpugui.runs.store import write_meta

        text = str(value).strip()
        try:
            if key == "name":
                if text == self.name(info) and not info.custom_name:
                    return False  # the default name, unchanged
                write_meta(path, name=text)
                info.custom_name = bool(text)
                info.name = text or info.job_name
                if text:
                    self.names[path] = text
                else:
                    self.names.pop(path, None)
            elif key == "tags":
                tags = sorted({t.strip() for t in text.split(",") if t.strip()})
                write_meta(path, tags=tags)
                info.tags = tags
            else:
                write_meta(path, notes=str(value).replace(" ⏎ ", "\n").strip())
                info.notes = str(value).replace(" ⏎ ", "\n").strip()
        except OSError as exc:
            from tpugui.qt.errors import manager

            manager().notify(
                "error", tr("Cannot save the run's {what}: {error}").format(what=key, error=exc)
            )
            return False
        self.dataChanged.emit(self.index(row, 0), self.index(row, len(COLUMNS) - 1))
        self.meta_changed.emit(path)
        return True

    def remove(self, path: str) -> None:
        row = self.row_of(path)
        if row >= 0:
            self.beginRemoveRows(QModelIndex(), row, row)
            del self.infos[row]
            self.checked.discard(path)
            self.endRemoveRows()


class HistoryFilter(QSortFilterProxyModel):
    """Sorts by the cells' values (numbers as numbers; empty cells last) and keeps the rows
    whose name, tags, notes, status or settings hold every word of the filter."""

    def __init__(self, parent: Any = None):
        super().__init__(parent)
        self.words: list[str] = []
        self.setSortRole(SORT_ROLE)
        self.setDynamicSortFilter(False)

    def set_filter(self, text: str) -> None:
        if hasattr(self, "beginFilterChange"):  # Qt 6.9+: invalidateFilter is on its way out
            self.beginFilterChange()
            self.words = text.lower().split()
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self.words = text.lower().split()
            self.invalidateFilter()

    def filterAcceptsRow(self, row: int, parent: Any) -> bool:  # noqa: N802
        if not self.words:
            return True
        hay = self.sourceModel().search_text(row)
        return all(w in hay for w in self.words)

    def lessThan(self, left: QModelIndex, right: QModelIndex) -> bool:  # noqa: N802
        a, b = left.data(SORT_ROLE), right.data(SORT_ROLE)
        if a is None or b is None:
            # empty cells sort after filled ones, in both orders
            asc = self.sortOrder() == Qt.SortOrder.AscendingOrder
            return (a is not None) if asc else (a is None and b is not None)
        if type(a) is not type(b):
            a, b = str(a), str(b)
        return a < b
