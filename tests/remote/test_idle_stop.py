"""The VM that stops itself (``remote.idle_stop_minutes``): the watchdog started on the VM
stops it through gcloud once no run has been going there for its minutes, with no window (no
SSH connection) open.

The loopback sshd stands in for the TPU VM, a ``sleep`` process with a run's ``launch.json``
for a run's supervisor, and ``tests/remote/fake_gcloud.py`` for the gcloud of the VM's image
and Google's TPU service (its syntax, JSON and messages). The minutes are scaled down."""

from __future__ import annotations

import json
import subprocess
import sys
import time

from tests.remote import fake_gcloud
from tests.remote.helpers import remote_job, target, until
from tpugui.remote import session, ssh, vmside

PY = sys.executable


def _state(path):
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        return {}


def test_the_watchdog_stops_an_idle_vm_with_no_window_open(sshd, tmp_path):
    cloud = tmp_path / "cloud.json"
    exe = fake_gcloud.install(tmp_path / "bin", cloud, nodes={
        "tpu-a": {"type": "v5litepod-8", "version": "v2-alpha-tpuv5-lite", "state": "READY"}
    })  # fmt: skip
    job = remote_job(sshd, tmp_path).with_values(
        {"remote.vm_name": "tpu-a", "remote.zone": "us-central1-a",
         "remote.idle_stop_minutes": 0.01}  # 0.6 s
    )  # fmt: skip
    base = tmp_path / job.remote.remote_dir
    run = base / "runs" / "r1"
    run.mkdir(parents=True)
    busy = subprocess.Popen(["sleep", "600"])  # a run's supervisor, going
    try:
        ticks, _ = vmside._start_ticks(busy.pid)
        (run / "launch.json").write_text(json.dumps({"pid": busy.pid, "start_ticks": ticks}))
        with ssh.connect(target(sshd, tmp_path), allow_agent=False) as conn:
            core = session.deploy_core(conn, str(base), PY)
            spec = session.watch(conn, job, core, poll_s=0.05, gcloud=str(exe))
        assert spec is not None and spec["minutes"] == 0.01
        state = base / "watch" / "state.json"  # the window's view of it, read here directly
        until(lambda: _state(state).get("going") == ["r1"], "the watchdog to see the run")
        assert _state(state)["stop_at"] is None
        assert not any("stop" in c for c in fake_gcloud.read(cloud)["calls"])
    finally:
        busy.kill()
        busy.wait()
    stopped = until(lambda: _state(state).get("stopped_at") and _state(state), "the stop")
    assert stopped["reason"] == "idle" and stopped["result"]["returncode"] == 0
    assert stopped["stopped_at"] - stopped["idle_since"] >= 0.6
    argv = ["compute", "tpus", "tpu-vm", "stop", "tpu-a", "--zone=us-central1-a", "--async"]
    assert stopped["argv"] == [str(exe), *argv]
    assert fake_gcloud.read(cloud)["calls"] == [["gcloud", *argv]]
    assert fake_gcloud.read(cloud)["nodes"]["tpu-a"]["state"] == "STOPPING"


def test_a_run_that_ended_at_its_budget_stops_the_vm_when_asked(tmp_path):
    """``remote.budget_stops_vm``: the watchdog (run here in-process, as on the VM) stops the
    VM as soon as a run's ``run_finished`` says it ended at its budget."""
    from tpugui.remote import vm_watch

    cloud = tmp_path / "cloud.json"
    exe = fake_gcloud.install(tmp_path / "bin", cloud, nodes={
        "tpu-a": {"type": "v6e-8", "version": "v2-alpha-tpuv6e", "state": "READY"}
    })  # fmt: skip
    (tmp_path / "watch").mkdir()
    spec = {
        "minutes": 0,
        "budget_stops_vm": True,
        "poll_s": 0,
        "stop_argv": [str(exe), "compute", "tpus", "tpu-vm", "stop", "tpu-a", "--async"],
    }
    (tmp_path / "watch" / "spec.json").write_text(json.dumps(spec))
    run = tmp_path / "runs" / "r2"
    run.mkdir(parents=True)
    looks = []

    def sleep(_s):  # between two looks: the run ends at its budget after the first
        looks.append(1)
        end = {"type": "run_finished", "seq": 9, "time": time.time(), "status": "stopped",
               "reason": "budget"}  # fmt: skip
        (run / "events.jsonl").write_text(json.dumps(end) + "\n")

    assert vm_watch.watch(str(tmp_path), sleep=sleep) == 0
    state = _state(tmp_path / "watch" / "state.json")
    assert looks == [1] and state["reason"] == "budget" and state["run"] == "r2"
    assert fake_gcloud.read(cloud)["nodes"]["tpu-a"]["state"] == "STOPPING"
