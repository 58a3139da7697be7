"""Engine log lines and the batch rule in zh_TW: a ``log`` event with ``template`` + ``args``
becomes a translated line on the Training page's run log (the one log of local and remote runs);
an old event (only ``message``) keeps its English."""

from __future__ import annotations

from pathlib import Path

import pytest

from tpugui.events import Emitter, ListSink
from tpugui.pipeline import batching
from tpugui.qt import core_text, i18n
from tpugui.qt.training import log as run_log
from tpugui.training import checkpoints


@pytest.fixture
def zh(qapp):
    i18n.set_language("zh_TW")
    yield
    i18n.set_language("en")


def _record(message) -> dict:
    sink = ListSink()
    Emitter([sink]).log(message, "warning")
    return sink[0]


def test_log_events_render_translated(zh):
    ck = checkpoints.Checkpoint(Path("/r/x.json"), "torch", 2, 9, {})
    rec = _record(checkpoints.resumed_message(ck))
    assert rec["args"] == {"path": "/r/x.json", "epoch": 2, "step": 9}
    line = run_log.log_message(rec)
    assert "接續" in line and "/r/x.json" in line and "resumed" not in line


def test_the_batch_rule_renders_translated(zh):
    [problem] = batching.check_batch(66, replicas=4)
    text = core_text.text(problem.message)
    assert "副本" in text and "64" in text and "68" in text and "divide" not in text
    rec = _record(problem.message)
    assert run_log.log_message(rec) == text


def test_old_events_and_broken_templates_keep_the_english(zh):
    old = {"type": "log", "seq": 3, "level": "info", "message": "plain English"}
    assert run_log.log_message(old) == "plain English"
    broken = {**old, "template": "needs {missing}", "args": {}}
    assert run_log.log_message(broken) == "plain English"


def test_english_stays_english(qapp):
    i18n.set_language("en")
    [problem] = batching.check_batch(2000, examples=80)
    rec = _record(problem.message)
    assert run_log.log_message(rec) == rec["message"] == str(problem.message)


def test_compile_events_and_their_advice_render_translated(zh):
    from tpugui.pipeline import compile_advice
    from tpugui.runs.model import RunData

    first = {"type": "compile", "seq": 4, "step": 1, "count": 1, "seconds": 0.61,
             "function": "step", "cause": "first", "detail": "never seen function"}  # fmt: skip
    level, text = run_log.event_line(first, RunData())
    assert level == "debug" and "首次編譯" in text and "0.61" in text and "step" in text
    again = {**first, "count": 2, "step": 26, "seconds": None, "cause": "short_batch"}
    level, text = run_log.event_line(again, RunData())
    assert level == "info" and "較短的最後一批" in text and "26" in text
    item = compile_advice.for_cause("short_batch", "evaluate", 25, "at x, now f32[52]")
    line = run_log.log_message(_record(item.message("reason")))
    assert "第 25 步" in line and "pipeline.drop_remainder = true" in line
    assert "shorter" not in line
    assert core_text.advice(item, "fix_label") == "捨棄較短的最後一批"
