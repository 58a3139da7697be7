"""The run history's Goodput column: the share of the run's wall time in training steps, and
where the rest went in the cell's tooltip (``run_finished.goodput``, tpugui.runs.goodput)."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from tpugui.qt.training.history import HistoryPanel
from tpugui.qt.training.history_model import KEYS
from tpugui.runs import goodput


def test_the_goodput_column_and_its_breakdown(qtbot, tmp_path):
    root = tmp_path / "runs"
    run = root / "a"
    run.mkdir(parents=True)
    recs = [
        {"type": "run_started", "time": 101.0, "process_start": 100.0, "run_id": "a",
         "backend": "torch", "epochs": 1, "steps_per_epoch": 2, "price_per_hour": 3.6},
        {"type": "batch_end", "time": 103.0, "epoch": 1, "step": 1, "step_s": 1.0, "input_s": 0.5},
        {"type": "compile", "time": 103.0, "step": 1, "seconds": 0.25, "at": 102.5},
        {"type": "batch_end", "time": 104.0, "epoch": 1, "step": 2, "step_s": 1.0},
        {"type": "run_finished", "time": 105.0, "status": "completed"},
    ]  # fmt: skip
    recs = [{"seq": i, **r} for i, r in enumerate(recs, start=1)]
    recs[-1]["goodput"] = goodput.ledger(recs)  # as the run's process writes it
    (run / "events.jsonl").write_text("".join(json.dumps(r) + "\n" for r in recs))
    panel = HistoryPanel(root=root)
    qtbot.addWidget(panel)
    panel.refresh()
    qtbot.waitUntil(lambda: not panel._task.is_running() and panel.proxy.rowCount() == 1)
    # 5 s: 2 s before the first step, 2 s of windows (0.25 s compiling, 0.5 s waiting), 1 s after
    assert panel.text(run, "goodput") == "25 %"
    cell = panel.model.index(panel.model.row_of(run), KEYS.index("goodput"))
    tip = cell.data(Qt.ItemDataRole.ToolTipRole).splitlines()
    assert tip[0] == "training steps: 1.2 s (25.0 %), $0.001"
    assert "compiles: 0.2 s (5.0 %), $0.000" in tip and "other: 1.0 s (20.0 %), $0.001" in tip
    assert tip[-1] == "of $0.005, $0.004 went to everything but training steps"
    panel.shutdown()
