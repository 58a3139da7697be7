"""Fixtures of the training tests."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def runs_root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    root = tmp_path / "runs"
    monkeypatch.setenv("TPUGUI_RUNS", str(root))
    return root
