"""``log`` events with a translatable Message: ``message`` stays the English, ``template`` and
``args`` (plain JSON values) come along; old readers see nothing new."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import numpy as np

from tpugui.events import Emitter, JsonlSink, ListSink, log_fields, read_events
from tpugui.i18n_marks import N_, Message
from tpugui.job import Job
from tpugui.training.reporter import Reporter


def test_a_plain_string_stays_as_it_was():
    sink = ListSink()
    rec = Emitter([sink]).log("hello", "warning")
    assert {k: rec[k] for k in ("type", "level", "message")} == {
        "type": "log",
        "level": "warning",
        "message": "hello",
    }
    assert "template" not in rec and "args" not in rec


def test_a_message_adds_its_template_and_plain_args(tmp_path):
    msg = Message(
        N_("{n} steps of {size:.1f} from {path} ({bad})"),
        {"n": np.int64(3), "size": np.float32(1.5), "path": Path("/x/y"), "bad": float("nan")},
    )
    path = tmp_path / "events.jsonl"
    with JsonlSink(path) as sink:  # allow_nan=False: a NaN arg must not break the file
        Emitter([sink]).log(msg)
    [rec] = list(read_events(path))
    assert rec["message"] == str(msg) == "3 steps of 1.5 from /x/y (nan)"
    assert rec["template"] == msg.template
    assert rec["args"] == {"n": 3, "size": 1.5, "path": "/x/y", "bad": "nan"}
    assert type(rec["args"]["n"]) is int
    assert rec["template"].format(**rec["args"]) == rec["message"]
    json.dumps(log_fields(msg), allow_nan=False)


def test_the_reporter_holds_messages_until_the_run_started(tmp_path):
    sink = ListSink()
    rep = Reporter(Job(), Emitter([sink]), threading.Event(), tmp_path, None)
    rep.log(Message(N_("connecting to the TPU {name}"), {"name": "'local'"}))
    assert sink == []
    rep.started(backend="tensorflow", device="CPU", replicas=1, epochs=1, steps_per_epoch=1)
    log = sink[1]
    assert log["type"] == "log" and log["message"] == "connecting to the TPU 'local'"
    assert log["template"] == "connecting to the TPU {name}" and log["args"] == {"name": "'local'"}


def test_the_emitter_has_no_add_sink():
    assert not hasattr(Emitter, "add_sink")
