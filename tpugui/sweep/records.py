"""What a study keeps of each trial, as the sweep writes it and every reader reads it: the trial
user attributes' names and :class:`TrialRow`, one trial as plain values. Qt-free, no Optuna."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

__all__ = ["EPOCHS", "ERROR", "LOST", "PRUNING", "RUN_DIR", "RUN_ID", "TrialRow"]

#: trial user attributes
RUN_DIR, RUN_ID, LOST, PRUNING, ERROR, EPOCHS = (
    "run_dir",
    "run_id",
    "lost",
    "pruning",
    "error",
    "epochs",
)


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

    def as_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)
