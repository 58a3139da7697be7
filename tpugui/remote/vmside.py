"""The VM side of a remote run: a standard-library script the client runs with ``python -c``.

It is sent as the program text of ``python3 -c SOURCE VERB ARGS...`` (every argument quoted with
``shlex.quote`` by the client), so the VM needs nothing of ours installed to probe, launch, tail
or stop a run. Verbs:

- ``probe [DISTRIBUTION...] [module:NAME...]`` — OS, Python and the versions of the distributions
  named (the frameworks') and of ``ALWAYS`` as JSON (importlib.metadata, nothing imported); and,
  for each ``module:NAME``, whether that module is found there (``importlib.util.find_spec``:
  its parent packages are imported, the module itself is not) under ``modules``.
- ``unpack ARCHIVE DEST`` — extract the core tarball into DEST atomically (mode 0700).
- ``launch RUN_DIR SPEC_JSON`` — start a supervisor detached (a fork in a new session) that runs
  ``argv`` (stdin /dev/null, output to RUN_DIR/stdout.log and RUN_DIR/stderr.log), writes
  RUN_DIR/launch.json (its pid + start time, the child's pid), waits for the child and — when the
  child ended without a ``run_finished`` record — appends one that says why: the signal that
  killed it or its exit code, and the last lines it wrote to stderr. Prints launch.json.
- ``state RUN_DIR`` — JSON: alive, pid, last seq, finished status (and its cause).
- ``tail RUN_DIR AFTER_SEQ`` — print the lines of RUN_DIR/events.jsonl with seq > AFTER_SEQ and
  follow the file; heartbeat lines ``{"tail": "beat"}`` every second; end after run_finished,
  or — the process gone without one — append a ``run_finished`` failed record and end.
- ``paths SPEC_JSON`` — the data a job names on the VM (``data.location = "vm"``): for each
  ``[key, path, kind]`` (kind: the source's ``file``, ``folder`` or ``glob``) whether it is there,
  of its kind and readable; ``~`` is this VM's home, a ``gs://`` URL is asked of the VM's own
  TensorFlow (``tf.io.gfile``) or, without one, passed with a note. Prints one JSON answer.
- ``stop RUN_DIR GRACE`` — SIGINT to the run's process group, SIGTERM at half the grace, SIGKILL
  at the end; a run killed without a run_finished gets one (status stopped) appended. It marks
  the folder (``stop.json``) first, so a concurrent ``tail`` does not report the kill as a
  failure.

Stays compatible with Python 3.8 and imports no framework (it runs on any TPU VM image).
"""

import json
import os
import re
import signal
import sys
import time

BEAT_S = 1.0
POLL_S = 0.02
STOP_MARK = "stop.json"  # written by ``stop`` before its first signal
STOP_WAIT_CHECKS = 150  # polls (3 s) the tail waits for the stopper's run_finished
#: what ``probe`` always asks about: the TPU runtime and what the core needs to run there; the
#: client names the frameworks' distributions (each backend's descriptor, tpugui.backends)
ALWAYS = ("libtpu", "libtpu-nightly", "numpy", "pydantic", "tomli_w")


def _out(obj):
    sys.stdout.write(json.dumps(obj, ensure_ascii=False) + "\n")
    sys.stdout.flush()


# --- probe -------------------------------------------------------------------------------
def _found(module):
    import importlib.util

    try:
        return importlib.util.find_spec(module) is not None
    except Exception:  # noqa: BLE001 - a parent package missing or broken
        return False


def probe(*names):
    import platform

    distributions = tuple(n for n in names if not n.startswith("module:"))
    modules = {n[len("module:") :]: None for n in names if n.startswith("module:")}
    for name in modules:
        modules[name] = _found(name)

    try:
        from importlib import metadata
    except ImportError:  # pragma: no cover - Python < 3.8
        metadata = None
    versions = {}
    for name in dict.fromkeys(distributions + ALWAYS):
        try:
            versions[name] = metadata.version(name) if metadata else None
        except Exception:  # noqa: BLE001 - not installed
            versions[name] = None
    os_name = platform.platform()
    try:
        with open("/etc/os-release") as fh:
            for line in fh:
                if line.startswith("PRETTY_NAME="):
                    os_name = line.split("=", 1)[1].strip().strip('"')
    except OSError:
        pass
    accel = sorted(
        p for p in (os.listdir("/dev") if os.path.isdir("/dev") else []) if p.startswith("accel")
    )
    _out(
        {
            "hostname": platform.node(),
            "os": os_name,
            "kernel": platform.release(),
            "machine": platform.machine(),
            "python": platform.python_version(),
            "python_executable": sys.executable,
            "cpu_count": os.cpu_count(),
            "packages": versions,
            "modules": modules,
            "accel_devices": accel,
        }
    )


# --- unpack ------------------------------------------------------------------------------
def unpack(archive, dest):
    import shutil
    import tarfile

    if os.path.isdir(dest):
        os.remove(archive)
        _out({"dest": dest, "fresh": False})
        return
    tmp = f"{dest}.tmp-{os.getpid()}"
    os.makedirs(tmp, mode=0o700)
    with tarfile.open(archive) as tar:
        for member in tar.getmembers():
            name = member.name
            if (
                name.startswith("/")
                or ".." in name.split("/")
                or not (member.isfile() or member.isdir())
            ):
                raise SystemExit(f"unsafe member in the core archive: {name!r}")
        tar.extractall(tmp)
    os.remove(archive)
    try:
        os.rename(tmp, dest)
    except OSError:  # another client won the race: theirs is identical
        shutil.rmtree(tmp, ignore_errors=True)
    _out({"dest": dest, "fresh": True})


# --- process state -----------------------------------------------------------------------
def _start_ticks(pid):
    """Field 22 of /proc/PID/stat (start time), and whether the process is a zombie.

    Without /proc (macOS) the start time is "?" for a live pid (``kill(pid, 0)``)."""
    try:
        with open(f"/proc/{pid}/stat") as fh:
            stat = fh.read()
    except OSError:
        if os.path.isdir("/proc/self"):
            return None, False
        try:
            os.kill(int(pid), 0)
        except PermissionError:
            return "?", False
        except OSError:
            return None, False
        return "?", False
    rest = stat[stat.rfind(")") + 2 :].split()
    return rest[19], rest[0] in ("Z", "X")


def _launch_info(run_dir):
    try:
        with open(os.path.join(run_dir, "launch.json")) as fh:
            return json.load(fh)
    except (OSError, ValueError):
        return {}


def _alive(info):
    pid = info.get("pid")
    if not pid:
        return False
    ticks, zombie = _start_ticks(pid)
    if ticks is None or zombie:
        return False
    return info.get("start_ticks") in (None, ticks)  # a reused pid is not our run


def _die_with_parent():
    """In the child, before exec: SIGKILL when the supervisor dies (Linux prctl), so a
    supervisor killed with -9 never leaves a run writing on alone. Elsewhere a no-op."""
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except Exception:  # noqa: BLE001, S110 - not Linux: the tail's own check still applies
        pass


def _write_json(path, obj):
    tmp = path + ".tmp"
    with open(tmp, "w") as fh:
        json.dump(obj, fh, ensure_ascii=False)
    os.rename(tmp, path)


def _last_lines(path, n=8, limit=1500):
    """The last ``n`` non-empty lines of a log file (at most ``limit`` characters)."""
    try:
        with open(path, "rb") as fh:
            fh.seek(0, 2)
            fh.seek(max(0, fh.tell() - 16384))
            text = fh.read().decode("utf-8", "replace")
    except OSError:
        return ""
    lines = [ln.rstrip() for ln in text.splitlines() if ln.strip() and not _frame(ln)]
    return "\n".join(lines[-n:])[-limit:]


def _frame(line):
    """A native stack frame of a fatal error (glog's ``@ 0x...`` lines and their header):
    left out of the tail a person reads; stderr.log keeps them."""
    s = line.strip()
    return (
        s.startswith("@ 0x") or s.startswith("@     0x")
    ) or s == "*** Check failure stack trace: ***"


#: JAX's coordination service's words for a worker whose heartbeat stopped (two forms)
_PEER_DEAD = (
    re.compile(r"Task (\d+) heartbeat timeout"),
    re.compile(r"tasks are unhealthy \(stopped sending heartbeats\):\s*(\d+)"),
)


def _peer_dead(text):
    """The worker JAX's coordination service gave up on (its heartbeat stopped), or None."""
    for pattern in _PEER_DEAD:
        found = pattern.search(text or "")
        if found:
            return int(found.group(1))
    return None


def _exit_reason(code):
    """Why a process ended, in words: ("killed by signal SIGABRT (6)", "signal") etc."""
    if code < 0:
        try:
            name = signal.Signals(-code).name
        except ValueError:
            name = f"signal {-code}"
        return f"the training process was killed by {name} (signal {-code})", "signal"
    if code == 0:
        return "the training process ended without reporting its end", "exit"
    return f"the training process exited with code {code}", "exit"


def _supervise(run_dir, spec, ready):
    """The supervisor (in its own session): run the child, wait, and end the stream."""
    import subprocess

    # a no-op handler, not SIG_IGN: SIG_IGN would be inherited through exec and the run could
    # not be stopped; a handler resets to the default in the child
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, lambda *a: None)
    env = dict(os.environ)
    env.update(spec.get("env") or {})
    os.chdir(run_dir)  # where it is found again if the folder is renamed (see below)
    out = open(os.path.join(run_dir, "stdout.log"), "ab")  # noqa: SIM115
    err = open(os.path.join(run_dir, "stderr.log"), "ab")  # noqa: SIM115
    try:
        proc = subprocess.Popen(
            spec["argv"],
            cwd=spec.get("cwd") or run_dir,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=err,
            close_fds=True,
            preexec_fn=_die_with_parent,
        )
    except OSError as exc:
        os.write(ready, f"error:cannot start {spec['argv'][0]}: {exc}".encode())
        os.close(ready)
        return 127
    ticks, _ = _start_ticks(os.getpid())
    info = {
        "pid": os.getpid(),
        "start_ticks": ticks,
        "child_pid": proc.pid,
        "argv": spec["argv"],
        "time": time.time(),
    }
    _write_json(os.path.join(run_dir, "launch.json"), info)
    os.write(ready, b"ok")
    os.close(ready)
    code = proc.wait()
    try:  # the folder may have been renamed meanwhile (a warm process's, named at Start)
        run_dir = os.getcwd()
    except OSError:  # removed: a warm process nobody started removed its own folder
        return code if code >= 0 else 128 - code
    if not os.path.isdir(run_dir):
        return code if code >= 0 else 128 - code
    _write_json(os.path.join(run_dir, "exit.json"), {"returncode": code, "time": time.time()})
    last = _last_lines(os.path.join(run_dir, "stderr.log"))
    if os.path.exists(os.path.join(run_dir, STOP_MARK)):
        how = "" if code in (0, 130, -signal.SIGINT) else f" ({_exit_reason(code)[0]})"
        _finish_if_unfinished(run_dir, "stopped", "stopped by the user" + how)
    else:
        reason, cause = _exit_reason(code)
        shown = reason
        tail_line = last.splitlines()[-1] if last else ""
        peer = _peer_dead(last)
        if peer is not None:  # a pod: another worker died, and JAX ended this one for it
            shown = (
                f"worker {peer} stopped answering (it died, or its VM was preempted): JAX ended "
                f"this worker too; see worker {peer}'s stderr.log"
            )
        elif tail_line:
            shown += ": " + tail_line
        _finish_if_unfinished(run_dir, "failed", shown, cause, last, code)
    return code if code >= 0 else 128 - code


def launch(run_dir, spec_json):
    spec = json.loads(spec_json)
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the supervisor: its own session, so the SSH session's end does not reach it
        code = 1
        try:
            os.close(read_end)
            os.setsid()
            null = os.open(os.devnull, os.O_RDWR)
            for fd in (0, 1, 2):
                os.dup2(null, fd)
            code = _supervise(run_dir, spec, write_end)
        finally:
            os._exit(code)
    os.close(write_end)
    answer = b""
    while True:
        chunk = os.read(read_end, 4096)
        if not chunk:
            break
        answer += chunk
    os.close(read_end)
    if not answer.startswith(b"ok"):
        sys.stderr.write(answer.decode("utf-8", "replace")[6:] or "the supervisor did not start")
        sys.exit(1)
    _out(_launch_info(run_dir))


def _last_record(path):
    """The last complete record of an events file (None if none)."""
    try:
        with open(path, "rb") as fh:
            fh.seek(0, 2)
            size = fh.tell()
            fh.seek(max(0, size - 65536))
            tail = fh.read()
    except OSError:
        return None
    for line in reversed(tail.split(b"\n")):
        try:
            rec = json.loads(line.decode("utf-8"))
        except ValueError:
            continue
        if isinstance(rec, dict) and isinstance(rec.get("seq"), int):
            return rec
    return None


def state(run_dir):
    info = _launch_info(run_dir)
    last = _last_record(os.path.join(run_dir, "events.jsonl"))
    _out(
        {
            "pid": info.get("pid"),
            "alive": _alive(info),
            "last_seq": last["seq"] if last else 0,
            "finished": last.get("status") if last and last.get("type") == "run_finished" else None,
            "cause": last.get("cause") if last else None,
            "child_pid": info.get("child_pid"),
        }
    )


def _finish_if_unfinished(run_dir, status, error, cause=None, output="", code=None):
    """Append a run_finished record when the file has none (under a lock; idempotent).

    ``cause`` (``interrupted``: the process ended without writing one) is an extra key that
    readers of the event contract ignore and the worker status shows."""
    import fcntl

    path = os.path.join(run_dir, "events.jsonl")
    with open(path, "ab+") as fh:
        fcntl.flock(fh.fileno(), fcntl.LOCK_EX)
        try:
            fh.seek(0, 2)
            size = fh.tell()
            last = _last_record(path)
            if last is not None and last.get("type") == "run_finished":
                return False
            if size:
                fh.seek(size - 1)
                if fh.read(1) != b"\n":  # a line cut short by the kill: end it
                    fh.write(b"\n")
            rec = {
                "seq": (last["seq"] if last else 0) + 1,
                "time": time.time(),
                "type": "run_finished",
                "status": status,
                "error": error,
                "traceback": output,
            }
            if cause:
                rec["cause"] = cause
            if code is not None:
                rec["exit_code"] = code
            fh.write((json.dumps(rec, ensure_ascii=False) + "\n").encode("utf-8"))
            fh.flush()
            return True
        finally:
            fcntl.flock(fh.fileno(), fcntl.LOCK_UN)


# --- tail --------------------------------------------------------------------------------
def tail(run_dir, after_seq):
    path = os.path.join(run_dir, "events.jsonl")
    out = sys.stdout.buffer
    after = int(after_seq)
    pos = 0
    pending = b""
    last_beat = 0.0
    gone_checks = 0
    while True:
        chunk = b""
        try:
            with open(path, "rb") as fh:
                fh.seek(pos)
                chunk = fh.read()
        except OSError:
            pass
        pos += len(chunk)
        finished = False
        if chunk:
            data = pending + chunk
            lines = data.split(b"\n")
            pending = lines.pop()
            batch = []
            for line in lines:
                try:
                    rec = json.loads(line.decode("utf-8"))
                except ValueError:
                    continue
                if not isinstance(rec, dict) or not isinstance(rec.get("seq"), int):
                    continue
                if rec["seq"] <= after:
                    continue
                after = rec["seq"]
                batch.append(line + b"\n")
                if rec.get("type") == "run_finished":
                    finished = True
                    break
            if batch:
                out.write(b"".join(batch))
                out.flush()
                last_beat = time.time()
            if finished:
                _out({"tail": "end"})
                return
            continue  # read again at once: more may be there
        now = time.time()
        if now - last_beat >= BEAT_S:
            _out({"tail": "beat", "seq": after})
            last_beat = now
        if not _alive(_launch_info(run_dir)):
            gone_checks += 1
            # a run being stopped: its stopper writes the record (it knows whether it had to
            # kill); wait for it a while, and only then write one (status stopped) ourselves
            stopping = os.path.exists(os.path.join(run_dir, STOP_MARK))
            wait = STOP_WAIT_CHECKS if stopping else 2
            if gone_checks > wait + 10:  # the record could not be written: say so and end
                _out({"tail": "gone", "seq": after})
                return
            if gone_checks >= wait:  # one more read after the process was seen gone
                if stopping:
                    _finish_if_unfinished(run_dir, "stopped", "stopped by the user")
                else:
                    _finish_if_unfinished(
                        run_dir,
                        "failed",
                        "the remote training process ended without finishing (killed, out of "
                        "memory, or the VM restarted); see stderr.log in the run folder",
                        "interrupted",
                    )
                continue
        time.sleep(POLL_S)


# --- data on the VM ----------------------------------------------------------------------
def _unreadable(path):
    """'' when the file ``path`` opens for reading, else why not (the OS's words)."""
    try:
        with open(path, "rb"):
            pass
    except OSError as exc:
        return exc.strerror or str(exc)
    return ""


def _check_url(path, kind):
    """A ``gs://`` path, asked of the VM's TensorFlow; without one: a note, not a failure."""
    try:
        import tensorflow as tf
    except Exception:  # noqa: BLE001 - not installed, or broken: the run itself will say
        return {"note": "no_tensorflow"}
    gfile = tf.io.gfile
    try:
        if kind == "glob":
            found = [f for f in gfile.glob(path) if not gfile.isdir(f)]
            return {"count": len(found)} if found else {"problem": "no_match"}
        if not gfile.exists(path):
            return {"problem": "missing"}
        if kind == "folder" and not gfile.isdir(path):
            return {"problem": "not_folder"}
        if kind == "file" and gfile.isdir(path):
            return {"problem": "not_file"}
    except Exception as exc:  # noqa: BLE001 - no credentials, no such bucket, no network
        return {"problem": "unreadable", "detail": str(exc).strip()[-300:]}
    return {}


def _check_local(path, kind):
    if kind == "glob":
        import glob

        found = sorted(f for f in glob.glob(path) if os.path.isfile(f))
        if not found:
            magic = any(c in path for c in "*?[")
            return {"problem": "missing" if not magic and not os.path.exists(path) else "no_match"}
        bad = [(f, _unreadable(f)) for f in found]
        bad = [(f, why) for f, why in bad if why]
        if bad:
            detail = f"{bad[0][0]}: {bad[0][1]}"
            return {"problem": "unreadable", "detail": detail, "count": len(bad)}
        return {"count": len(found)}
    if not os.path.exists(path):
        return {"problem": "missing"}
    if kind == "folder":
        if not os.path.isdir(path):
            return {"problem": "not_folder"}
        try:
            os.listdir(path)
        except OSError as exc:
            return {"problem": "unreadable", "detail": exc.strerror or str(exc)}
        return {}
    if not os.path.isfile(path):
        return {"problem": "not_file"}
    why = _unreadable(path)
    return {"problem": "unreadable", "detail": why} if why else {}


def paths(spec_json):
    checked = []
    for key, path, kind in json.loads(spec_json):
        where = path if path.startswith("gs://") else os.path.expanduser(path)
        found = _check_url(where, kind) if where.startswith("gs://") else _check_local(where, kind)
        checked.append(dict(found, key=key, path=path, where=where, kind=kind))
    _out({"checked": checked})


# --- stop --------------------------------------------------------------------------------
def stop(run_dir, grace):
    grace = float(grace)
    info = _launch_info(run_dir)
    if not _alive(info):
        _out({"result": "not_running"})
        return
    pid = info["pid"]
    with open(os.path.join(run_dir, STOP_MARK), "w") as fh:
        json.dump({"time": time.time(), "grace": grace}, fh)
    deadline = time.time() + grace
    steps = [(0.0, signal.SIGINT), (grace / 2, signal.SIGTERM)]
    t0 = time.time()
    sent = set()
    while time.time() < deadline:
        for at, sig in steps:
            if sig not in sent and time.time() - t0 >= at:
                try:
                    os.killpg(pid, sig)
                except OSError:
                    pass
                sent.add(sig)
        if not _alive(info):
            _finish_if_unfinished(run_dir, "stopped", "stopped by the user")
            _out({"result": "stopped"})
            return
        time.sleep(0.05)
    try:
        os.killpg(pid, signal.SIGKILL)
    except OSError:
        pass
    for _ in range(100):
        if not _alive(info):
            break
        time.sleep(0.05)
    _finish_if_unfinished(
        run_dir, "stopped", f"stopped by the user; killed after a {grace:g} s grace period"
    )
    _out({"result": "killed"})


def main(argv):
    verb, args = argv[0], argv[1:]
    {
        "probe": probe,
        "unpack": unpack,
        "launch": launch,
        "state": state,
        "tail": tail,
        "stop": stop,
        "paths": paths,
    }[verb](*args)


if __name__ == "__main__":
    try:
        main(sys.argv[1:])
    except BrokenPipeError:  # the client went away: nothing to tell
        os._exit(0)
