"""Where run folders live and how their small files are written: the runs root
(:func:`default_runs_root`) and :func:`write_atomic`. The run store and the TensorBoard run
folders (:mod:`tpugui.runs.tb_runs`) both write through it. Qt-free, no framework."""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["default_runs_root", "write_atomic"]


def default_runs_root() -> Path:
    """``<user data dir>/tpugui/runs`` (``$XDG_DATA_HOME`` on Linux); ``TPUGUI_RUNS`` overrides."""
    env = os.environ.get("TPUGUI_RUNS")
    if env:
        return Path(env).expanduser()
    from platformdirs import user_data_dir

    return Path(user_data_dir("tpugui", appauthor=False)) / "runs"


def write_atomic(path: str | Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file and a rename: a reader sees the old
    file or the new one, never half of one."""
    path = Path(path)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    finally:
        if tmp.exists():
            tmp.unlink()
