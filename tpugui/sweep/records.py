"""What a study keeps of each trial, as the sweep writes it and every reader reads it: the trial
user attributes' names and :class:`TrialRow`, one trial as plain values. Qt-free, no Optuna."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

__all__ = ["EPOCHS", "ERROR", "HOST", "LOST", "PRUNING", "REMOTE_RUN", "RUN_DIR", "RUN_ID",
           "TrialRow"]  # fmt: skip

#: trial user attributes
RUN_DIR, RUN_ID, LOST, PRUNING, ERROR, EPOCHS = (
    "run_dir",
    "run_id",
    "lost",
    "pruning",
    "error",
    "epochs",
)
#: a remote trial's host, and where its run lives there ({host, run_dir, python, run_id})
HOST, REMOTE_RUN = "host", "remote_run"


@dataclass
class TrialRow:
    number: int
    params: dict[str, Any]
    value: float | None
    state: str
    run_id: str = ""
    run_dir: str = ""
    epochs: int | None = None
    error: str = ""
    lost: bool = False
    host: str = ""

    def as_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)
