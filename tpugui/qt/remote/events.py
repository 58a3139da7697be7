"""What the Remote page says about a remote run and its connection, in the current language.

The connection states, the stop results and the worker states come from the Qt-free core in
English; here each is shown through a ``tr()`` word or template. The connection messages of the
core's :class:`~tpugui.remote.stream.Follower` arrive as :class:`Message` values (template and
arguments) and are translated, never taken apart with patterns. The run's own events are worded once, by the Training page (:mod:`tpugui.qt.training.log`).
"""

from __future__ import annotations

from typing import Any

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

#: stop_run's answers
STOP_TEXT = {
    "stopped": tr_noop("stopped"),
    "killed": tr_noop("killed after the grace period"),
    "not_running": tr_noop("not running"),
}


def status_text(value: str) -> str:
    return tr(STATUS_TEXT[value]) if value in STATUS_TEXT else value


def worker_state_message(state: str) -> Message:
    """A worker state (``running``, ``completed``, ``lost``...) as a Message (for the log,
    where a line is shown again in the new language after a switch)."""
    if state in ("completed", "stopped", "failed"):
        return Message(tr_noop("finished ({status})"), dict(status=Message(STATUS_TEXT[state])))
    return (
        Message(WORKER_STATE[state])
        if state in WORKER_STATE
        else Message("{text}", dict(text=state))
    )


def worker_state(state: str) -> str:
    """A worker state (``running``, ``completed``, ``lost``...) in words."""
    return core_text.text(worker_state_message(state))


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


def status_message(message: Any) -> str:
    """What the follower says beside a status (a core :class:`Message`: translated here; the
    page's own texts arrive translated already)."""
    if isinstance(message, Message):
        return core_text.text(message)
    return str(message or "")
