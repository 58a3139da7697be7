"""The follower says what happens as values (Message: template + arguments), which the window
translates and the CLI prints in English — never English text the window takes apart again."""

from __future__ import annotations

import pytest

from tpugui.i18n_marks import Message
from tpugui.remote import stream
from tpugui.remote.ssh import ConnectionStatus, RemoteError


def test_an_unreachable_host_is_reported_as_messages_then_given_up():
    said: list[tuple[ConnectionStatus, Message]] = []

    def connect():
        raise RemoteError("ssh: connect to host 10.0.0.9 port 22: Connection refused")

    f = stream.Follower(connect, "/runs/x", "python3", lambda rec: None,
                        on_status=lambda s, m: said.append((s, m)), max_outage=0.25)  # fmt: skip
    with pytest.raises(RemoteError, match="gave up after 0.25 s"):
        f.run()
    assert said[0][0] == ConnectionStatus.CONNECTING and str(said[0][1]) == ""
    lost = [m for s, m in said if s == ConnectionStatus.RECONNECTING and m.template == stream.LOST]
    assert lost and all(isinstance(m, Message) for _s, m in said)
    assert (
        str(lost[0]) == "connection lost: ssh: connect to host 10.0.0.9 port 22: Connection refused"
    )


def test_the_cli_prints_the_english_once(capsys):
    from tpugui.cli.remote import _status_printer

    _status_printer(ConnectionStatus.LOST, Message(stream.NO_HEARTBEAT, {"s": "5"}))
    _status_printer(ConnectionStatus.LOST, Message(stream.CLOSED))
    _status_printer(ConnectionStatus.RUNNING, Message(stream.FOLLOWING, {"seq": 3}))  # not shown
    assert capsys.readouterr().err.splitlines() == [
        "tpugui remote: lost: no heartbeat for 5 s",
        "tpugui remote: lost: the connection closed",
    ]


def test_the_window_translates_each_follower_message(qapp):
    from tpugui.qt import i18n
    from tpugui.qt.remote.events import status_message

    messages = [
        (Message(stream.FOLLOWING, {"seq": 12}), "從事件 12 開始追蹤"),
        (Message(stream.FINISHED), "執行已結束"),
        (Message(stream.NO_HEARTBEAT, {"s": "5"}), "5 秒沒有心跳訊號"),
        (Message(stream.CLOSED), "連線已關閉"),
        (Message(stream.LOST, {"error": "EOF"}), "連線中斷：EOF"),
        (stream.NOTHING, ""),
    ]
    i18n.set_language("zh_TW")
    try:
        shown = [(m, status_message(m)) for m, _zh in messages]
    finally:
        i18n.set_language("en")
    assert shown == messages
    assert status_message(Message(stream.CLOSED)) == "the connection closed"
    assert status_message("already in words") == "already in words"  # the page's own texts
