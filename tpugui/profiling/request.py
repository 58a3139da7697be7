"""Ask a running run for a profile and wait for it: on this computer, or on a VM over SSH.

:func:`profile_local` writes ``RUN/profile/request.json`` (atomically) and waits for
``RUN/profile/ID/done.json``; :func:`profile_remote` does the same through the SSH session's SFTP
and then fetches ``profile/ID/`` into the local copy of the run. Either raises
:class:`ProfileError` (a translatable message) when the run ends first, when it is not running,
or when no step comes within the time allowed; the request is then taken back so a later step
does not start a profile nobody waits for. Qt-free; no framework is imported.
"""

from __future__ import annotations

import json
import os
import posixpath
import stat
import threading
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tpugui.i18n_marks import N_, Message
from tpugui.training.profile_capture import DONE, FOLDER, MAX_SECONDS, REQUEST

__all__ = ["ProfileError", "new_id", "profile_local", "profile_remote", "wait_allowance"]

NOT_RUNNING = N_("{run} is not running: a profile is taken of a run while it trains")
ENDED = N_("the run ended before it was profiled")
NO_STEP = N_(
    "no training step came within {seconds:.0f} s (the run may be compiling, validating or "
    "stalled); try again"
)
BAD_SECONDS = N_("--seconds must be between 0.1 and {most:.0f}")
CANCELLED = N_("the profile was cancelled")
FAILED = N_("the run could not profile: {error}")


class ProfileError(RuntimeError):
    """Why no profile came; ``message`` is translatable."""

    def __init__(self, message: Message):
        super().__init__(str(message))
        self.message = message


def new_id() -> str:
    return time.strftime("%Y%m%d-%H%M%S-") + uuid.uuid4().hex[:6]


def wait_allowance(seconds: float) -> float:
    """How long to wait for ``done.json``: the capture, a slow first step, the trace written."""
    return 2 * seconds + 120.0


def _check_seconds(seconds: float) -> None:
    if not 0.1 <= seconds <= MAX_SECONDS:
        raise ProfileError(Message(BAD_SECONDS, {"most": MAX_SECONDS}))


def _request_text(pid: str, seconds: float) -> str:
    return json.dumps({"id": pid, "seconds": float(seconds), "time": time.time()})


def _finished(events: Path) -> bool:
    from tpugui.remote.vmside import _last_record

    last = _last_record(str(events))
    return bool(last and last.get("type") == "run_finished")


def _alive_local(run_dir: Path) -> bool:
    from tpugui.remote.vmside import _alive, _launch_info
    from tpugui.runs.store import writer_alive

    if _finished(run_dir / "events.jsonl"):
        return False
    info = _launch_info(str(run_dir))
    if info:
        return bool(_alive(info))
    return writer_alive(run_dir) is not False


def profile_local(
    run_dir: str | Path,
    seconds: float,
    *,
    timeout: float | None = None,
    stop_event: threading.Event | None = None,
    poll: float = 0.2,
) -> Path:
    """Profile ``seconds`` of the local run in ``run_dir``; the profile folder."""
    run_dir = Path(run_dir)
    _check_seconds(seconds)
    if not (run_dir / "events.jsonl").is_file() or not _alive_local(run_dir):
        raise ProfileError(Message(NOT_RUNNING, {"run": run_dir.name}))
    pid = new_id()
    base = run_dir / FOLDER
    base.mkdir(parents=True, exist_ok=True)
    req = base / REQUEST
    tmp = base / (REQUEST + ".tmp")
    tmp.write_text(_request_text(pid, seconds), encoding="utf-8")
    os.replace(tmp, req)
    done = base / pid / DONE
    limit = time.monotonic() + (timeout if timeout is not None else wait_allowance(seconds))
    last_check = 0.0
    try:
        while not done.is_file():
            if stop_event is not None and stop_event.is_set():
                raise ProfileError(Message(CANCELLED))
            now = time.monotonic()
            if now > limit:
                raise ProfileError(Message(NO_STEP, {"seconds": _allowed(timeout, seconds)}))
            if now - last_check > 1.0:
                last_check = now
                if not _alive_local(run_dir) and not done.is_file():
                    raise ProfileError(Message(ENDED))
            time.sleep(poll)
    except ProfileError:
        _take_back(req)
        raise
    return _checked(base / pid)


def _allowed(timeout: float | None, seconds: float) -> float:
    return timeout if timeout is not None else wait_allowance(seconds)


def _take_back(req: Path) -> None:
    try:
        req.unlink()
    except OSError:
        pass


def _checked(folder: Path) -> Path:
    """The folder of a finished profile; a failed one raises with the run's own words."""
    from tpugui.profiling.analyze import read_done

    done = read_done(folder)
    if done.get("status") != "captured":
        raise ProfileError(Message(FAILED, {"error": str(done.get("error") or "no done.json")}))
    return folder


def profile_remote(
    conn: Any,
    run_dir: str,
    seconds: float,
    dest: str | Path,
    *,
    python: str = "python3",
    timeout: float | None = None,
    stop_event: threading.Event | None = None,
    poll: float = 0.5,
    state: Callable[[], dict[str, Any]] | None = None,
) -> Path:
    """Profile ``seconds`` of the run in ``run_dir`` on the VM ``conn`` reaches; the profile
    folder fetched under ``dest`` (the local copy of the run: ``dest/profile/ID``)."""
    from tpugui.remote import session

    _check_seconds(seconds)
    if state is None:
        state = lambda: session.run_state(conn, run_dir, python)  # noqa: E731
    st = state()
    if st.get("finished") or not st.get("alive"):
        raise ProfileError(Message(NOT_RUNNING, {"run": posixpath.basename(run_dir)}))
    sftp = conn.sftp()
    pid = new_id()
    base = posixpath.join(run_dir, FOLDER)
    try:
        sftp.stat(base)
    except OSError:
        sftp.mkdir(base, mode=0o700)
    req, tmp = posixpath.join(base, REQUEST), posixpath.join(base, REQUEST + ".tmp")
    with sftp.open(tmp, "w") as fh:
        fh.write(_request_text(pid, seconds))
    sftp.posix_rename(tmp, req)
    done = posixpath.join(base, pid, DONE)
    limit = time.monotonic() + _allowed(timeout, seconds)
    last_check = time.monotonic()
    try:
        while True:
            try:
                if stat.S_ISREG(sftp.stat(done).st_mode or 0):
                    break
            except OSError:
                pass
            if stop_event is not None and stop_event.is_set():
                raise ProfileError(Message(CANCELLED))
            now = time.monotonic()
            if now > limit:
                raise ProfileError(Message(NO_STEP, {"seconds": _allowed(timeout, seconds)}))
            if now - last_check > 3.0:
                last_check = now
                st = state()
                if st.get("finished") or not st.get("alive"):
                    time.sleep(poll)  # its last words may be on their way
                    try:
                        sftp.stat(done)
                        break
                    except OSError:
                        raise ProfileError(Message(ENDED)) from None
            time.sleep(poll)
    except ProfileError:
        try:
            sftp.remove(req)
        except OSError:
            pass
        raise
    local = Path(dest) / FOLDER / pid
    session.fetch_run(conn, posixpath.join(base, pid), local)
    return _checked(local)
