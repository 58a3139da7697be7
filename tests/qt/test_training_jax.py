"""The Training page offers jax like the other backends: chosen in the form, the run's Python
says its JAX version before Start, and Start trains it in its own process with live points."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QComboBox

from tests.qt.test_training_page import LEFT, page_of, run_dir_of, runs_root, wait_finished, window  # noqa: F401 - fixtures
from tpugui.events import read_events

pytest.importorskip("jax")
pytestmark = pytest.mark.slow


def test_jax_is_a_backend_of_the_form_and_trains_from_the_window(window, qtbot):  # noqa: F811
    page = page_of(window)
    backend = page.findChild(QComboBox, "model.backend")
    assert backend.findData("jax") >= 0 or backend.findText("jax") >= 0
    window.ctx.model.update(
        {
            "model.backend": "jax",
            "model.architecture": "mlp",
            "train.epochs": 1,
            "train.steps_per_epoch": 8,
        }  # fmt: skip
    )
    qtbot.waitUntil(lambda: "jax" in page.python_label.text(), timeout=30_000)
    qtbot.mouseClick(page.start_button, LEFT)
    wait_finished(qtbot, page, timeout=240_000)
    assert page.current.status == "completed", page.current.error
    records = list(read_events(run_dir_of(page) / "events.jsonl"))
    assert records[0]["backend"] == "jax"
    assert [r["step"] for r in records if r["type"] == "batch_end"] == list(range(1, 9))
