"""Follow a remote run's events.jsonl live, surviving dropped connections.

:class:`Follower` runs the ``vmside tail`` verb over an SSH channel, hands each record to a sink
exactly once (it keeps the last ``seq``: a duplicate is dropped, and after a reconnect the tail
restarts at ``last seq + 1``), and reconnects by itself with backoff when the connection is lost
(no bytes and no heartbeat for ``beat_timeout`` seconds, or the channel closed). Authentication
and host-key errors are not retried: they need the person.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from typing import Any

from tpugui.events import RunStatus, parse_line
from tpugui.i18n_marks import N_, Message
from tpugui.remote.ssh import (
    AuthenticationFailed,
    Connection,
    ConnectionStatus,
    HostKeyChanged,
    HostKeyUnknown,
    RemoteError,
    say,
)
from tpugui.remote.vmcall import vm_argv

__all__ = ["Follower", "follow"]

#: what the follower says beside its status: values the window translates and the CLI prints
#: in English (``str(message)``); never English text for a reader to take apart again
FOLLOWING = N_("following from event {seq}")
FINISHED = N_("run finished")
NO_HEARTBEAT = N_("no heartbeat for {s} s")
CLOSED = N_("the connection closed")
LOST = N_("connection lost: {error}")
#: a status with nothing to add (connecting)
NOTHING = Message("{text}", {"text": ""})

StatusFn = Callable[[ConnectionStatus, Message], None]


class Follower:
    def __init__(
        self,
        connect: Callable[[], Connection],
        run_dir: str,
        python: str,
        sink: Callable[[dict[str, Any]], None],
        *,
        after_seq: int = 0,
        conn: Connection | None = None,
        stop_event: threading.Event | None = None,
        on_status: StatusFn | None = None,
        beat_timeout: float = 5.0,
        max_outage: float = 600.0,
    ):
        self._connect = connect
        self.run_dir, self.python, self.sink = run_dir, python, sink
        self.last_seq = after_seq
        self.conn = conn
        self.stop_event = stop_event or threading.Event()
        self._on_status = on_status
        self.beat_timeout = beat_timeout
        self.max_outage = max_outage
        self.finished: dict[str, Any] | None = None
        self.reconnects = 0
        self.duplicates = 0

    def _status(self, status: ConnectionStatus, message: Message = NOTHING) -> None:
        if self._on_status is not None:
            self._on_status(status, message)

    # ------------------------------------------------------------------------------------------
    def run(self) -> dict[str, Any] | None:
        """Follow until run_finished (returned) or ``stop_event`` (None). Raises RemoteError
        when the host stays unreachable for ``max_outage`` s or refuses us."""
        backoff = 0.1
        outage_since: float | None = None
        while not self.stop_event.is_set():
            if self.conn is None or not self.conn.alive:
                if self.conn is not None:
                    self.conn.close()
                    self.conn = None
                self._status(
                    ConnectionStatus.RECONNECTING if outage_since else ConnectionStatus.CONNECTING
                )
                try:
                    self.conn = self._connect()
                except (AuthenticationFailed, HostKeyChanged, HostKeyUnknown):
                    raise
                except RemoteError as exc:
                    outage_since = outage_since or time.monotonic()
                    if time.monotonic() - outage_since > self.max_outage:
                        raise RemoteError(
                            say(N_("gave up after {seconds:g} s without a connection: {error}"),
                                seconds=self.max_outage, error=str(exc))
                        ) from None  # fmt: skip
                    self._status(ConnectionStatus.RECONNECTING, Message(LOST, {"error": str(exc)}))
                    self.stop_event.wait(backoff)
                    backoff = min(backoff * 2, 5.0)
                    continue
                if outage_since is not None:
                    self.reconnects += 1
            self._status(ConnectionStatus.RUNNING, Message(FOLLOWING, {"seq": self.last_seq + 1}))
            try:
                outcome = self._tail_once(self.conn)
            except (OSError, EOFError) as exc:
                outcome = Message(LOST, {"error": str(exc)})
            except RemoteError as exc:
                if self.conn is not None and self.conn.alive:
                    raise  # the tail itself failed on a working connection: not transient
                outcome = Message(LOST, {"error": str(exc)})
            if outcome == "end":
                self._status(ConnectionStatus.CONNECTED, Message(FINISHED))
                return self.finished
            if outcome == "stopped":
                return None
            if outcome == "gap":
                continue  # restart the tail at last_seq + 1 on the same connection
            self._status(ConnectionStatus.LOST, outcome)
            outage_since = outage_since or time.monotonic()
            backoff = 0.1
            if self.conn is not None:
                self.conn.close()
                self.conn = None
        return None

    def _deliver(self, rec: dict[str, Any]) -> str:
        seq = rec["seq"]
        if seq <= self.last_seq:
            self.duplicates += 1
            return ""
        if seq != self.last_seq + 1:
            return "gap"
        self.last_seq = seq
        self.sink(rec)
        if rec.get("type") == "run_finished":
            self.finished = rec
            return "end"
        return ""

    def _tail_once(self, conn: Connection) -> str | Message:
        chan = conn.open_channel(vm_argv(self.python, "tail", self.run_dir, str(self.last_seq)))
        chan.settimeout(0.2)
        buf = b""
        last_data = time.monotonic()
        try:
            while not self.stop_event.is_set():
                try:
                    data = chan.recv(262144)
                except TimeoutError:
                    if time.monotonic() - last_data > self.beat_timeout:
                        return Message(NO_HEARTBEAT, {"s": f"{self.beat_timeout:g}"})
                    continue
                if not data:
                    if chan.exit_status_ready():
                        code = chan.recv_exit_status()
                        err = b""
                        while chan.recv_stderr_ready():
                            err += chan.recv_stderr(65536)
                        if code not in (0, -1) and conn.alive:
                            raise RemoteError(
                                say(N_("following {folder} failed (exit {code}): {error}"),
                                    folder=self.run_dir, code=code,
                                    error=err.decode("utf-8", "replace").strip()[-600:])
                            )  # fmt: skip
                    return Message(CLOSED)
                last_data = time.monotonic()
                buf += data
                *lines, buf = buf.split(b"\n")
                for raw in lines:
                    line = raw.decode("utf-8", "replace")
                    if line.startswith('{"tail"'):
                        try:
                            ctl = json.loads(line)
                        except json.JSONDecodeError:
                            continue
                        if ctl.get("tail") == "end" and self.finished:
                            return "end"
                        if ctl.get("tail") == "gone":
                            self._deliver(self._gone_record())
                            return "end"
                        continue
                    rec = parse_line(line)
                    if rec is None:
                        continue
                    outcome = self._deliver(rec)
                    if outcome:
                        return outcome
            return "stopped"
        finally:
            chan.close()

    def _gone_record(self) -> dict[str, Any]:
        return {
            "seq": self.last_seq + 1,
            "time": time.time(),
            "type": "run_finished",
            "status": RunStatus.FAILED,
            "error": "the remote training process ended without finishing (killed?)",
            "traceback": "",
            "cause": "interrupted",
        }


def follow(
    connect: Callable[[], Connection],
    run_dir: str,
    python: str,
    sink: Callable[[dict[str, Any]], None],
    **kwargs: Any,
) -> dict[str, Any] | None:
    """Shorthand: ``Follower(...).run()``."""
    return Follower(connect, run_dir, python, sink, **kwargs).run()
