"""Spot TPU VMs that come back (``remote.on_preempt = "resume"``, tpugui.runner.spot): a real
torch run on a "VM" that is preempted mid-run, made again, and resumed from the last checkpoint
copied off it, finishing with the right steps and saying how many were trained twice.

Stand-ins: a private sshd on loopback for the TPU VM (stopped when the VM is preempted, and a
new one on the same address for the VM gcloud makes again), ``tests/remote/fake_gcloud.py`` for
gcloud and Google's TPU service (it reports PREEMPTED; delete and create follow the real
syntax), and a SIGTERM to the run's process for the VM's shutdown that a preemption sends. The
model file's forward holds from the fourth epoch on until a gate file appears (the test opens it
as it preempts the VM), so the run is still going when it is preempted, however slow the
machine; the run made again finds the gate open."""

from __future__ import annotations

import json
import os
import signal
import threading

import pytest

from tests.remote import fake_gcloud
from tests.remote.helpers import remote_job, target, until
from tests.remote.sshd import SshServer, available
from tpugui.remote import ssh
from tpugui.runner import spot

pytestmark = pytest.mark.slow

MODEL = """
import os
import time

GATE = {gate!r}
CALLS = [0]


def build_model(framework, input_shape, num_outputs):
    from torch import nn

    class Held(nn.Module):
        def __init__(self):
            super().__init__()
            h, w, c = input_shape
            self.net = nn.Sequential(nn.Flatten(), nn.Linear(h * w * c, num_outputs))

        def forward(self, x):
            if x.device.type != "meta":
                CALLS[0] += 1
            began = time.monotonic()  # past 3 epochs: held until the preemption opens the gate
            while CALLS[0] > 12 and not os.path.exists(GATE) and time.monotonic() - began < 120:
                time.sleep(0.02)
            return self.net(x)

    return Held()
"""


def test_a_preempted_spot_vm_is_made_again_and_the_run_resumes(tmp_path):
    reason = available()
    if reason:
        pytest.skip(reason)
    (tmp_path / "vm").mkdir()
    vm = SshServer(tmp_path / "vm").start()
    cloud = tmp_path / "cloud.json"
    exe = fake_gcloud.install(tmp_path / "bin", cloud, nodes={
        "tpu-s": {"type": "v5litepod-8", "version": "v2-alpha-tpuv5-lite", "state": "READY",
                  "spot": True}
    })  # fmt: skip
    os.environ["PATH"] = f"{exe.parent}{os.pathsep}{os.environ['PATH']}"
    gate = tmp_path / "gate"
    (tmp_path / "slow.py").write_text(MODEL.format(gate=str(gate)))
    job = remote_job(vm, tmp_path).with_values({
        "model.backend": "torch", "model.architecture": "file:slow.py",
        "train.epochs": 12, "train.steps_per_epoch": 4, "train.checkpoint_every": 1,
        "train.keep_checkpoints": 2, "data.validation_split": 0.0,
        "remote.vm_name": "tpu-s", "remote.zone": "us-central1-a",
        "remote.accelerator_type": "v5litepod-8", "remote.provisioning": "spot",
        "remote.on_preempt": "resume",
    })  # fmt: skip
    seen: list[dict] = []
    notes: list = []
    dest = tmp_path / "copies"
    runs: list = []
    result: dict = {}

    def connect_for(j):
        return ssh.connect(target(vm, tmp_path), allow_agent=False)

    def go():
        result["outcome"] = spot.train(job, tmp_path, connect_for, seen.append, dest,
                                       note=notes.append, poll_s=0,
                                       on_started=runs.append)  # fmt: skip

    worker = threading.Thread(target=go, daemon=True)
    worker.start()
    try:
        until(
            lambda: len(list(dest.glob("epoch-*.json"))) >= 2,
            "two checkpoints copied off",
            timeout=120.0,
        )
        # the preemption: the service says PREEMPTED, the VM's shutdown sends SIGTERM, the
        # VM (its sshd) goes away
        data = fake_gcloud.read(cloud)
        data["nodes"]["tpu-s"]["state"] = "PREEMPTED"
        cloud.write_text(json.dumps(data))
        run_dir = runs[0].run_dir
        child = json.loads(open(os.path.join(run_dir, "launch.json")).read())["child_pid"]
        os.kill(child, signal.SIGTERM)
        gate.touch()  # the held step ends; the run stops at it, as a preempted run does
        until(lambda: '"run_finished"' in open(os.path.join(run_dir, "events.jsonl")).read(),
              "the run's end on the VM", timeout=120.0)  # fmt: skip
        port, root = vm.port, vm.root
        vm.stop(keep=True)
        again = SshServer(root)  # the VM made again, at the same address, with its keys
        again.port = port
        again.start()
        vm = again
        worker.join(timeout=300)
    finally:
        vm.stop()
    assert not worker.is_alive()

    outcome = result["outcome"]
    assert outcome.status == "completed", outcome
    (rec,) = outcome.recoveries
    assert rec.state == "PREEMPTED" and rec.resumed_from >= 8  # two whole epochs at least
    ends = [e for e in seen if e["type"] == "run_finished"]
    assert [e["status"] for e in ends] == ["preempted", "completed"]
    first, second = (
        [e["step"] for e in seen[: seen.index(ends[0])] if e["type"] == "batch_end"],
        [e["step"] for e in seen[seen.index(ends[0]) :] if e["type"] == "batch_end"],
    )
    assert rec.reached == first[-1] and rec.lost == first[-1] - rec.resumed_from
    assert second[0] == rec.resumed_from + 1 and second[-1] == 12 * 4  # nothing skipped
    assert "trained again" in str(notes[0]) and str(rec.lost) in str(notes[0])
    # the run that goes on counts the time of those steps as progress lost to the restart
    # (none when the preemption's own checkpoint was copied off in time: nothing is redone)
    starts = [e for e in seen if e["type"] == "run_started"]
    assert starts[1].get("redo_until", 0) == (rec.reached if rec.lost else 0)
    seconds = ends[1]["goodput"]["seconds"]
    assert (seconds["lost"] > 0) == (rec.lost > 0)
    assert sum(seconds.values()) == pytest.approx(ends[1]["goodput"]["wall_s"], abs=0.01)
    calls = fake_gcloud.read(cloud)["calls"]
    verbs = [c[4] for c in calls if c[1:4] == ["compute", "tpus", "tpu-vm"]]
    assert "delete" in verbs and "create" in verbs
    create = next(c for c in calls if c[4:5] == ["create"])
    assert "--spot" in create and "--accelerator-type=v5litepod-8" in create
