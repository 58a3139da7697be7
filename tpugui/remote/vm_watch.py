"""On the TPU VM: the watchdog that stops the VM when no run has been going for a while.

Started detached next to the runs (``BASE/watch``, by :func:`tpugui.remote.session.watch`,
through ``vmside launch``), so it goes on whether or not a window is connected. Every
``poll_s`` it looks at ``BASE/runs/*/launch.json``: a run whose supervisor is alive is going.
When none has been going for ``minutes`` (``remote.idle_stop_minutes``), or a run ended at its
budget and ``budget_stops_vm`` is set, it runs ``stop_argv`` (``gcloud compute tpus tpu-vm stop
NAME --zone=Z --async``: gcloud is on every TPU VM image and acts with the VM's own service
account, which needs the TPU Admin role or ``tpu.nodes.stop``) and ends. Its state is
``BASE/watch/state.json`` (``idle_since``, ``stop_at``, ``stopped_at``, ``result``), which the
window shows; a new ``BASE/watch/spec.json`` changes its minutes while it runs.

    python -m tpugui.remote.vm_watch BASE

Standard library only, Python 3.8 (it runs on any TPU VM image).
"""

import glob
import json
import os
import shutil
import subprocess
import sys
import time

from tpugui.remote.vmside import _alive, _last_record, _launch_info, _write_json

#: where gcloud lives on TPU VM images when the non-login PATH lacks it
GCLOUD_PATHS = ("/usr/bin/gcloud", "/snap/bin/gcloud", "/usr/lib/google-cloud-sdk/bin/gcloud")


def _spec(folder):
    try:
        with open(os.path.join(folder, "spec.json")) as fh:
            return json.load(fh)
    except (OSError, ValueError):
        return {}


def going(base):
    """Run folders under ``base/runs`` whose supervisor is alive."""
    out = []
    for launch in glob.glob(os.path.join(base, "runs", "*", "launch.json")):
        run_dir = os.path.dirname(launch)
        if _alive(_launch_info(run_dir)):
            out.append(os.path.basename(run_dir))
    return out


def over_budget(base, since):
    """A run that ended at its budget after ``since`` (its run_finished says reason budget)."""
    for events in glob.glob(os.path.join(base, "runs", "*", "events.jsonl")):
        last = _last_record(events) or {}
        if last.get("type") == "run_finished" and last.get("reason") == "budget":
            if float(last.get("time") or 0) >= since:
                return os.path.basename(os.path.dirname(events))
    return None


def _resolve(argv):
    exe = shutil.which(argv[0])
    if exe is None and argv[0] == "gcloud":
        exe = next((p for p in GCLOUD_PATHS if os.access(p, os.X_OK)), None)
    return [exe or argv[0]] + list(argv[1:])


def watch(base, clock=time.time, sleep=time.sleep):
    folder = os.path.join(base, "watch")
    began = clock()
    idle_since = None
    while True:
        spec = _spec(folder)
        minutes = float(spec.get("minutes") or 0)
        now = clock()
        busy = going(base)
        idle_since = None if busy else (idle_since or now)
        budget_run = over_budget(base, began) if spec.get("budget_stops_vm") else None
        stop_at = idle_since + minutes * 60 if (minutes > 0 and idle_since is not None) else None
        state = {"pid": os.getpid(), "minutes": minutes, "going": busy, "idle_since": idle_since,
                 "stop_at": stop_at, "checked": now}  # fmt: skip
        why = ""
        if budget_run:
            why = "budget"
        elif stop_at is not None and now >= stop_at:
            why = "idle"
        if why:
            argv = _resolve(spec["stop_argv"])
            try:
                done = subprocess.run(argv, capture_output=True, text=True, timeout=300)
                result = {"returncode": done.returncode, "stderr": done.stderr[-2000:]}
            except (OSError, subprocess.TimeoutExpired) as exc:
                result = {"returncode": None, "stderr": str(exc)}
            state.update(stopped_at=clock(), reason=why, run=budget_run, result=result,
                         argv=argv)  # fmt: skip
            _write_json(os.path.join(folder, "state.json"), state)
            return 0 if result["returncode"] == 0 else 1
        _write_json(os.path.join(folder, "state.json"), state)
        if minutes <= 0 and not spec.get("budget_stops_vm"):
            return 0  # switched off
        sleep(float(spec.get("poll_s") or 15.0))


if __name__ == "__main__":
    sys.exit(watch(os.path.expanduser(sys.argv[1])))
