"""A run's summary row (:class:`RunInfo`): what the run history, ``tpugui runs`` and the
comparison show of a run without reading its points. The run store makes them from
``events.jsonl`` (:func:`tpugui.runs.store.summarize`), the TensorBoard run folders from their
event files (:mod:`tpugui.runs.tb_runs`). Qt-free, no framework."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

__all__ = ["RunInfo", "SETTING_KEYS"]

#: the job keys shown as the runs table's settings, and tried first in a run's default name
SETTING_KEYS = (
    "pipeline.batch_size",
    "train.optimizer",
    "train.learning_rate",
    "train.schedule",
    "train.epochs",
    "model.architecture",
)


@dataclass
class RunInfo:
    run_id: str
    path: Path
    name: str = ""
    status: str = "interrupted"
    started: float | None = None  # Unix seconds of run_started (or the folder's mtime)
    finished: float | None = None
    backend: str = ""
    device: str = ""
    replicas: int | None = None
    epochs: int | None = None
    steps_per_epoch: int | None = None
    epoch: int | None = None  # last epoch seen
    steps: int = 0  # last global step seen
    #: the training loss of the last logged step ("last-step loss")
    last_loss: float | None = None
    #: the last epoch's metrics: mean training loss / accuracy over the epoch, validation ones
    epoch_loss: float | None = None
    epoch_accuracy: float | None = None
    last_val_loss: float | None = None
    last_val_accuracy: float | None = None
    #: model FLOPs utilization (a fraction of the peak) of the last timed window that had one
    mfu: float | None = None
    #: where the run's wall time went (``run_finished.goodput``: :mod:`tpugui.runs.goodput`);
    #: None for a run still going or killed (its details fold the events instead)
    goodput: dict[str, Any] | None = None
    #: US dollars the run cost (``run_finished.cost``: its wall time at the slice's price,
    #: :mod:`tpugui.cost`); None without a price
    cost: float | None = None
    #: why the run stopped itself (``run_finished.reason``: ``budget``), else None
    reason: str | None = None
    error: str | None = None
    events: int = 0
    last_time: float | None = None  # the newest record's time
    job_name: str = ""
    #: the person's own name, notes and tags (meta.json); ``name`` is the name shown
    notes: str = ""
    tags: list[str] = field(default_factory=list)
    custom_name: bool = False
    #: the job as flat ``section.key -> value`` (from run_started, else job.toml)
    config: dict[str, Any] = field(default_factory=dict)
    #: where the run comes from: ``tpugui``, or ``tensorboard`` for a TensorBoard run imported
    #: beside tpugui's (:mod:`tpugui.runs.tb_runs`)
    source: str = "tpugui"
    #: the run folder's bytes on disk (checkpoints, events, profiles); None when not measured
    size: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def duration(self) -> float | None:
        end = self.finished or self.last_time
        if self.started is None or end is None:
            return None
        return max(0.0, float(end) - float(self.started))

    def setting(self, key: str) -> Any:
        return self.config.get(key)

    def to_dict(self) -> dict[str, Any]:
        d = {k: v for k, v in self.__dict__.items() if k not in ("extra", "config")}
        d["path"] = str(self.path)
        d["duration"] = self.duration
        d["settings"] = {k: self.config.get(k) for k in SETTING_KEYS if k in self.config}
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any], path: Path) -> RunInfo:
        names = cls.__dataclass_fields__
        info = cls(**{k: v for k, v in d.items() if k in names and k not in ("path",)}, path=path)
        return info
