"""Installing a framework for TPUs (TensorFlow, JAX, PyTorch/XLA, TorchTPU): today's pip commands.

:data:`TPU_INSTALL` is what a TPU VM (Colab's TPU runtime included) needs for each backend (its
descriptor's ``tpu_install``: :func:`choices` are the backends that have one); the
setup cell of ``tpugui notebook`` and the Remote page's one-click install step (and ``tpugui
remote install``) both read it. :func:`install` runs ``python -m pip install ...`` on the VM over
an open :class:`~tpugui.remote.ssh.Connection`, hands each output line to ``on_line`` as it
comes, then reads the installed versions back; the outcome is an :class:`InstallResult`, never a
raised pip error. With ``dry_run`` (or ``TPUGUI_INSTALL_DRY_RUN=1`` in the environment) the VM
only echoes the command: nothing is downloaded.
"""

from __future__ import annotations

import json
import os
import shlex
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tpugui import backends
from tpugui.i18n_marks import N_
from tpugui.remote.ssh import RemoteError, say

__all__ = [
    "DRY_RUN_ENV",
    "LABELS",
    "TPU_INSTALL",
    "InstallResult",
    "choices",
    "for_backend",
    "install",
    "install_argv",
    "install_command",
]


def choices() -> tuple[backends.Backend, ...]:
    """The backends with a TPU install of their own, in their ``tpu_rank`` order (the order
    Remote › Set up and ``tpugui remote install`` offer them in)."""
    return tuple(b for b in backends.tpu_backends() if b.tpu_install)


def for_backend(name: str) -> str:
    """The framework a TPU VM installs for a job of backend ``name``: its own, the one it trains
    with there (``tpu_via``: torch_xla for a torch job), else the first choice."""
    offered = [b.name for b in choices()]
    try:
        b = backends.get(name)
    except KeyError:
        return offered[0]
    return next((w for w in (b.name, b.tpu_via) if w in offered), offered[0])


def _installs() -> list[tuple[str, str, tuple[str, ...], tuple[str, ...]]]:
    """(name, label, pip arguments, check distributions) of every TPU install offered: each
    backend's own (TorchTPU's after PyTorch/XLA's, by their ``tpu_rank``)."""
    return [(b.name, b.label, b.tpu_install, b.tpu_check) for b in choices()]


#: today's install commands for a TPU VM (Colab's TPU runtime included), per backend, read
#: from the backends' descriptors (tpugui.backends) at each use, in the order of the choices
TPU_INSTALL: Mapping[str, list[str]] = backends.Live(
    lambda: {name: list(args) for name, _, args, _ in _installs()}
)
#: how each framework is named to a person
LABELS: Mapping[str, str] = backends.Live(lambda: {n: label for n, label, _, _ in _installs()})
#: the distributions whose installed versions show the install worked (the first one decides)
_DISTS: Mapping[str, list[str]] = backends.Live(
    lambda: {name: list(check) for name, _, _, check in _installs()}
)
DRY_RUN_ENV = "TPUGUI_INSTALL_DRY_RUN"
_TAIL = 40  # output lines kept in the result

# prints {distribution: version or null} for the distributions named on its command line
_VERSIONS = (
    "import importlib.metadata as m, json, sys\n"
    "out = {}\n"
    "for d in sys.argv[1:]:\n"
    "    try:\n"
    "        out[d] = m.version(d)\n"
    "    except m.PackageNotFoundError:\n"
    "        out[d] = None\n"
    "print(json.dumps(out))\n"
)


def dry_run_default() -> bool:
    return os.environ.get(DRY_RUN_ENV, "") not in ("", "0")


def install_argv(
    python: str, framework: str, dry_run: bool = False, also: Sequence[str] = ()
) -> list[str]:
    """The command run on the VM: ``python -m pip install ...`` (``echo`` first when dry);
    ``also``: further pip names (what the VM lacks beside the framework)."""
    if framework not in TPU_INSTALL:
        raise ValueError(f"no TPU install for {framework!r}; one of {', '.join(TPU_INSTALL)}")
    own = TPU_INSTALL[framework]
    extra = [a for a in also if a not in own]
    argv = [python, "-m", "pip", "install", "--progress-bar", "off", *own, *extra]
    return ["echo", *argv] if dry_run else argv


def install_command(python: str, framework: str, also: Sequence[str] = ()) -> str:
    """The install command as a person would type it in the VM's shell."""
    return shlex.join(install_argv(python, framework, also=also))


def _lacking(conn: Any, python: str, framework: str) -> list[str]:
    """The pip names of what a run of ``framework`` imports beside the framework itself (its
    ``needs``, the core's dependencies) and the VM's Python lacks."""
    from tpugui.remote import requirements
    from tpugui.remote.vmcall import vm_argv

    needs = [*requirements.core(), *requirements.for_backend(framework)[1:]]
    try:
        rc, out, _err = conn.run(
            vm_argv(python, "probe", *requirements.probe_args(needs)), timeout=30
        )
    except RemoteError:
        return []  # no answer in time: the install goes on with the framework's own line
    try:
        modules = json.loads(out.strip().splitlines()[-1]).get("modules") or {}
    except (ValueError, IndexError, AttributeError):
        return []  # not a Python that answers: pip will say so
    return requirements.pips(requirements.missing(modules, needs)) if rc == 0 else []


@dataclass
class InstallResult:
    """How an install ended: ``status`` is "installed", "failed" or "stopped"."""

    framework: str
    host: str
    command: str  # what ran on the VM, shell-quoted
    status: str
    exit_status: int | None = None
    versions: dict[str, str | None] = field(default_factory=dict)  # distribution -> version
    also: list[str] = field(default_factory=list)  # what the VM lacked beside the framework
    tail: list[str] = field(default_factory=list)  # the last output lines
    dry_run: bool = False
    hint: str = ""  # what to do about a known failure (English; the GUI translates its own)

    @property
    def ok(self) -> bool:
        return self.status == "installed"

    @property
    def version(self) -> str | None:
        """The framework's own installed version (None: not installed)."""
        b = backends.get(self.framework)
        own = b.tpu_check[:1] + b.distributions  # tensorflow-tpu, else tensorflow
        return next((v for v in (self.versions.get(d) for d in own) if v), None)

    def text(self) -> str:
        """One line in English (the CLI's)."""
        label = LABELS[self.framework]
        dry = " (dry run: the command was only echoed)" if self.dry_run else ""
        if self.status == "stopped":
            return f"{label}: install stopped on {self.host}{dry}"
        if not self.ok:
            why = self.hint or (self.tail[-1] if self.tail else "")
            return f"{label}: install failed on {self.host} (exit {self.exit_status}): {why}{dry}"
        found = ", ".join(f"{d} {v}" for d, v in self.versions.items() if v)
        return f"{label} installed on {self.host}: {found or 'no version found'}{dry}"


def _hint(tail: list[str]) -> str:
    text = "\n".join(tail)
    if "No module named pip" in text:
        return "the VM's Python has no pip: run `sudo apt-get install -y python3-pip` there"
    if "externally-managed-environment" in text:
        return (
            "the VM's Python is managed by the OS: set remote.python to a virtual "
            "environment's python (python3 -m venv ~/venv)"
        )
    if "No matching distribution" in text or "Could not find a version" in text:
        return "pip found no matching package for this Python (TPU wheels need Python 3.10-3.12)"
    if "Temporary failure in name resolution" in text or "Network is unreachable" in text:
        return "the VM cannot reach PyPI"
    return ""


def _read_lines(
    chan: Any, on_line: Callable[[str], None], stop: threading.Event, tail: list[str]
) -> bool:
    """Hand the channel's stdout and stderr to ``on_line`` line by line until it exits; False
    when ``stop`` was set first."""
    bufs = {"out": b"", "err": b""}

    def emit(key: str, data: bytes, final: bool = False) -> None:
        bufs[key] += data
        *lines, bufs[key] = bufs[key].split(b"\n")
        if final and bufs[key]:
            lines.append(bufs[key])
            bufs[key] = b""
        for raw in lines:
            line = raw.decode("utf-8", "replace").rstrip("\r")
            tail.append(line)
            del tail[:-_TAIL]
            on_line(line)

    while True:
        got = False
        if chan.recv_ready():
            emit("out", chan.recv(65536))
            got = True
        if chan.recv_stderr_ready():
            emit("err", chan.recv_stderr(65536))
            got = True
        if got:
            continue
        if stop.is_set():
            return False
        if chan.exit_status_ready() or chan.closed:
            emit("out", b"", final=True)
            emit("err", b"", final=True)
            return True
        stop.wait(0.02)


_PID_MARK = "tpugui-install-pid "


def _end(conn: Any, pid: int) -> None:
    """TERM the stopped install's process group on the VM (the pip and what it started)."""
    try:
        conn.run(["sh", "-c", f"kill -TERM -- -{pid} 2>/dev/null || kill -TERM {pid}"], timeout=15)
    except RemoteError:
        pass  # the connection is gone: so is the session that ran it


def install(
    conn: Any,
    python: str,
    framework: str,
    on_line: Callable[[str], None] | None = None,
    stop: threading.Event | None = None,
    dry_run: bool | None = None,
    complete: bool = False,
) -> InstallResult:
    """Install ``framework`` for TPUs with the VM's ``python``; each output line goes to
    ``on_line``. ``complete`` (the one-click install's): the VM is asked first for what a run of
    it imports beside the framework (tpugui.remote.requirements: TensorFlow and orbax beside
    JAX, the core's own dependencies) and what it lacks is installed in the same command, then
    asked again. A RemoteError is raised only when the connection fails, not when pip does."""
    dry = dry_run_default() if dry_run is None else dry_run
    stop = stop or threading.Event()
    lacking = _lacking(conn, python, framework) if complete else []
    also = [a for a in lacking if a not in TPU_INSTALL[framework]]
    argv = install_argv(python, framework, dry, also)
    result = InstallResult(
        framework, conn.target.label, install_command(python, framework, also), "failed"
    )
    result.dry_run = dry
    result.also = also
    # the shell says the command's pid first (on stderr, not shown): a stopped install is then
    # ended on the VM too; closing the channel alone would leave pip running there (no pty, no
    # hang-up signal)
    chan = conn.open_channel(["sh", "-c", f'echo "{_PID_MARK}$$" >&2; exec "$@"', "sh", *argv])
    shown = on_line or (lambda _line: None)
    pid: list[str] = []

    def line(text: str) -> None:
        if not pid and text.startswith(_PID_MARK):
            pid.append(text[len(_PID_MARK) :].strip())
            result.tail.remove(text)
        else:
            shown(text)

    try:
        chan.shutdown_write()
        finished = _read_lines(chan, line, stop, result.tail)
        if not finished:
            result.status = "stopped"
            if pid and pid[0].isdigit():
                _end(conn, int(pid[0]))
            return result
        result.exit_status = chan.recv_exit_status()
    finally:
        chan.close()
    rc, out, err = conn.run([python, "-c", _VERSIONS, *_DISTS[framework]], timeout=60)
    if rc == 0:
        try:
            result.versions = json.loads(out.strip().splitlines()[-1])
        except (ValueError, IndexError):
            pass
    elif rc == 127:
        raise RemoteError(
            say(N_("{python} is not a Python on {host}: {error}"), python=repr(python),
                host=conn.target.label, error=err.strip())
        )  # fmt: skip
    ok = result.exit_status == 0 and bool(result.version)
    still = _lacking(conn, python, framework) if complete and ok and not dry else []
    ok = ok and not still
    result.status = "installed" if ok else "failed"
    if still:
        result.hint = "pip ended well but these are still missing: " + " ".join(still)
    elif not ok:
        result.hint = _hint(result.tail)
        if result.exit_status == 0 and not result.hint:
            result.hint = f"pip ended well but {_DISTS[framework][0]} is not installed"
    return result
