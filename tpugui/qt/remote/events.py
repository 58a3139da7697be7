"""What the Remote page writes about a remote run, in the current language.

The events (``run_started``, ``epoch_end``, ``checkpoint``, ``log``, ``run_finished``) and the
worker states come from the Qt-free core in English; here each known kind is rendered through a
``tr()`` template filled with its values. An engine ``log`` message is translated from its
``template`` and ``args`` when the event carries them (else its English words are kept); its level
is translated. The connection messages of the core's
:class:`~tpugui.remote.stream.Follower` are matched the same way; an unknown one is shown as is.
"""

from __future__ import annotations

import re
from typing import Any

from tpugui.events import metric
from tpugui.i18n_marks import Message
from tpugui.qt import core_text
from tpugui.qt.i18n import tr, tr_noop

STATUS_COLOURS = {
    "disconnected": "#666",
    "connecting": "#a60",
    "connected": "#070",
    "running": "#06c",
    "lost": "#c00",
    "reconnecting": "#a60",
    "error": "#c00",
}

#: connection states and run ends as shown (the enum values stay English in logs and the CLI)
STATUS_TEXT = {
    "disconnected": tr_noop("disconnected"),
    "connecting": tr_noop("connecting"),
    "connected": tr_noop("connected"),
    "running": tr_noop("running"),
    "lost": tr_noop("lost"),
    "reconnecting": tr_noop("reconnecting"),
    "error": tr_noop("error"),
    "completed": tr_noop("completed"),
    "stopped": tr_noop("stopped"),
    "failed": tr_noop("failed"),
}

#: worker states (tpugui.remote.workers) as shown in the worker list
WORKER_STATE = {
    "starting": tr_noop("starting"),
    "running": tr_noop("running"),
    "interrupted": tr_noop("interrupted (the process ended without finishing)"),
    "missing": tr_noop("no run there"),
    "lost": tr_noop("lost (no answer)"),
}

#: the metrics every engine writes; other keys are shown as written (they are code names)
METRIC_TEXT = {
    "loss": tr_noop("loss"),
    "accuracy": tr_noop("accuracy"),
    "val_loss": tr_noop("validation loss"),
    "val_accuracy": tr_noop("validation accuracy"),
}

LEVEL_TEXT = {
    "debug": tr_noop("debug"),
    "info": tr_noop("info"),
    "warning": tr_noop("warning"),
    "error": tr_noop("error"),
}

#: stop_run's answers
STOP_TEXT = {
    "stopped": tr_noop("stopped"),
    "killed": tr_noop("killed after the grace period"),
    "not_running": tr_noop("not running"),
}


def status_text(value: str) -> str:
    return tr(STATUS_TEXT[value]) if value in STATUS_TEXT else value


def metric_name(key: str) -> str:
    return tr(METRIC_TEXT[key]) if key in METRIC_TEXT else key


def _num(v: Any) -> str:
    f = metric(v)
    return f"{f:.4f}" if f == f and abs(f) < 1e5 else str(v)


def log_message(ev: dict[str, Any]) -> str:
    """A ``log`` event's text: its ``template`` + ``args`` translated when the engine sent them
    (a :class:`~tpugui.i18n_marks.Message`), else the English ``message`` (older runs)."""
    template, args = ev.get("template"), ev.get("args")
    if isinstance(template, str) and isinstance(args, dict):
        try:
            return core_text.text(Message(template, args))
        except (KeyError, IndexError, ValueError):
            pass
    return str(ev.get("message", ""))


def event_line(ev: dict[str, Any]) -> str | None:
    """The log line of one event (None for kinds the log does not show, e.g. ``batch_end``)."""
    kind = ev.get("type")
    seq = ev.get("seq", "?")
    if kind == "run_started":
        return tr("#{seq} started: {backend} on {device}, {epochs} epochs × {steps} steps").format(
            seq=seq,
            backend=ev.get("backend", "?"),
            device=ev.get("device", "?"),
            epochs=ev.get("epochs", "?"),
            steps=ev.get("steps_per_epoch", "?"),
        )
    if kind == "epoch_end":
        logs = tr(", ").join(
            f"{metric_name(k)} {_num(v)}" for k, v in (ev.get("logs") or {}).items()
        )
        return tr("#{seq} epoch {epoch}: {metrics}").format(
            seq=seq, epoch=ev.get("epoch", "?"), metrics=logs
        )
    if kind == "checkpoint":
        return tr("#{seq} checkpoint saved: {path} (epoch {epoch}, step {step})").format(
            seq=seq, path=ev.get("path", ""), epoch=ev.get("epoch", "?"), step=ev.get("step", "?")
        )
    if kind == "log":
        level = str(ev.get("level", "info"))
        return tr("#{seq} {level}: {message}").format(
            seq=seq,
            level=tr(LEVEL_TEXT[level]) if level in LEVEL_TEXT else level,
            message=log_message(ev),
        )
    if kind == "run_finished":
        line = tr("#{seq} finished: {status}").format(
            seq=seq, status=status_text(str(ev.get("status")))
        )
        if ev.get("cause") == "interrupted":
            return line + tr(" — the remote process ended without finishing (killed?)")
        if ev.get("error"):
            line += tr(" — {error}").format(error=ev["error"])
        return line
    if kind == "batch_end":
        return None
    return tr("#{seq} {kind}").format(seq=seq, kind=kind)


def worker_state(state: str) -> str:
    """A worker state (``running``, ``completed``, ``lost``...) in words."""
    if state in ("completed", "stopped", "failed"):
        return tr("finished ({status})").format(status=status_text(state))
    return tr(WORKER_STATE[state]) if state in WORKER_STATE else state


def worker_line(st: Any, streams: bool = False) -> str:
    """One row of the worker list for a :class:`~tpugui.remote.workers.WorkerStatus`."""
    text = tr("worker {index}: {host} — {state}").format(
        index=st.index, host=st.host, state=worker_state(st.state)
    )
    if st.pid:
        text += tr(", pid {pid}").format(pid=st.pid)
    if st.state == "running" and st.last_seq:
        text += tr(", event {seq}").format(seq=st.last_seq)
    if streams:
        text += tr(" (streams the plots)")
    return text


#: the core's connection messages (Follower, page steps) -> templates
_MESSAGES = [
    (re.compile(r"following from seq (?P<seq>\d+)"), tr_noop("following from event {seq}")),
    (re.compile(r"run finished"), tr_noop("run finished")),
    (re.compile(r"lost: no heartbeat for (?P<s>[\d.]+) s"), tr_noop("no heartbeat for {s} s")),
    (re.compile(r"lost: the connection closed"), tr_noop("the connection closed")),
    (re.compile(r"lost: (?P<error>.+)", re.DOTALL), tr_noop("connection lost: {error}")),
]


def status_message(message: str) -> str:
    """A connection message of the core in the current language (unknown ones unchanged)."""
    for pattern, template in _MESSAGES:
        m = pattern.fullmatch(message)
        if m:
            return tr(template).format(**m.groupdict())
    return message
