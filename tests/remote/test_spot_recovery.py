"""Spot TPU VMs that come back (``remote.on_preempt = "resume"``, tpugui.runner.spot): a real
torch run on a "VM" that is preempted mid-run, made again, and resumed from the last checkpoint
copied off it (to this computer, or with ``remote.checkpoints_to`` to a gs:// folder by the
VM's own gcloud), finishing with the right steps and saying how many were trained twice.

Stand-ins: a private sshd on loopback for the TPU VM (stopped when the VM is preempted, and a
new one on the same address for the VM gcloud makes again), ``tests/remote/fake_gcloud.py`` for
gcloud and Google's TPU service (it reports PREEMPTED; delete and create follow the real
syntax) and for Cloud Storage (``gcloud storage cp / ls / cat`` in gcloud's syntax, "the
bucket" a local folder), and a SIGTERM to the run's process for the VM's shutdown that a
preemption sends. The VM has a gcloud of its own, as a TPU VM image does: a second install of
the stand-in on the PATH its sshd gives every session, sharing the buckets with the first
(this computer's). The model file's forward holds from the fourth epoch on until a gate file
appears (the test opens it as it preempts the VM), so the run is still going when it is
preempted, however slow the machine; the run made again finds the gate open."""

from __future__ import annotations

import json
import os
import shutil
import signal
import threading
from pathlib import Path

import pytest

from tests.remote import fake_gcloud
from tests.remote.helpers import remote_job, target, until
from tests.remote.sshd import SshServer, available
from tpugui.job import Job, JobError
from tpugui.remote import ssh
from tpugui.runner import spot

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


BUCKET = "gs://ckpts-1/spot"


def _preempted_run(tmp_path, monkeypatch, values, copied, vm_gcloud=False):  # noqa: ANN001, ANN202
    """Start a 12-epoch Spot run, preempt its VM once ``copied()`` says two checkpoints are
    safe, make the VM again (a fresh disk: the lost run's checkpoints go with the old one) and
    let the run go on to its end. ``vm_gcloud``: the VM has a gcloud of its own."""
    reason = available()
    if reason:
        pytest.skip(reason)
    (tmp_path / "vm").mkdir()
    storage = tmp_path / "storage"
    (storage / "ckpts-1").mkdir(parents=True)  # the bucket, made beforehand as a user does
    vm = SshServer(tmp_path / "vm")
    if vm_gcloud:
        vm_exe = fake_gcloud.install(tmp_path / "vm-bin", tmp_path / "vm-cloud.json",
                                     storage=storage)  # fmt: skip
        vm.setenv = {"PATH": f"{vm_exe.parent}:/usr/local/bin:/usr/bin:/bin"}
    vm.start()
    cloud = tmp_path / "cloud.json"
    exe = fake_gcloud.install(tmp_path / "bin", cloud, storage=storage, nodes={
        "tpu-s": {"type": "v5litepod-8", "version": "v2-alpha-tpuv5-lite", "state": "READY",
                  "spot": True}
    })  # fmt: skip
    monkeypatch.setenv("PATH", f"{exe.parent}{os.pathsep}{os.environ['PATH']}")
    gate = tmp_path / "gate"
    (tmp_path / "slow.py").write_text(MODEL.format(gate=str(gate)))
    job = remote_job(vm, tmp_path).with_values({
        "model.backend": "torch", "model.architecture": "file:slow.py",
        "train.epochs": 12, "train.steps_per_epoch": 4, "train.checkpoint_every": 1,
        "train.keep_checkpoints": 2, "data.validation_split": 0.0,
        "remote.vm_name": "tpu-s", "remote.zone": "us-central1-a",
        "remote.accelerator_type": "v5litepod-8", "remote.provisioning": "spot",
        "remote.on_preempt": "resume", **values,
    })  # fmt: skip
    got: dict = {"seen": [], "notes": [], "runs": [], "cloud": cloud, "job": job,
                 "dest": tmp_path / "copies", "storage": storage}  # fmt: skip

    def connect_for(j):  # noqa: ANN001, ANN202
        return ssh.connect(target(vm, tmp_path), allow_agent=False)

    def go() -> None:
        got["outcome"] = spot.train(job, tmp_path, connect_for, got["seen"].append, got["dest"],
                                    note=got["notes"].append, poll_s=0,
                                    on_started=got["runs"].append)  # fmt: skip

    worker = threading.Thread(target=go, daemon=True)
    worker.start()
    try:
        until(lambda: copied(got), "two checkpoints copied off", timeout=120.0)
        # the preemption: the service says PREEMPTED, the VM's shutdown sends SIGTERM, the
        # VM (its sshd) goes away
        data = fake_gcloud.read(cloud)
        data["nodes"]["tpu-s"]["state"] = "PREEMPTED"
        cloud.write_text(json.dumps(data))
        run_dir = got["runs"][0].run_dir
        child = json.loads(open(os.path.join(run_dir, "launch.json")).read())["child_pid"]
        os.kill(child, signal.SIGTERM)
        gate.touch()  # the held step ends; the run stops at it, as a preempted run does
        until(lambda: '"run_finished"' in open(os.path.join(run_dir, "events.jsonl")).read(),
              "the run's end on the VM", timeout=120.0)  # fmt: skip
        port, root, env = vm.port, vm.root, vm.setenv
        vm.stop(keep=True)
        # the VM made again has a disk of its own: the lost run's checkpoints are gone
        shutil.rmtree(os.path.join(run_dir, "checkpoints"), ignore_errors=True)
        again = SshServer(root)  # the VM made again, at the same address, with its keys
        again.port, again.setenv = port, env
        again.start()
        vm = again
        worker.join(timeout=300)
    finally:
        vm.stop()
    assert not worker.is_alive()
    return got


def _check_resumed(got) -> spot.Recovery:  # noqa: ANN001
    """The run went on from the recovery's checkpoint to its end, nothing skipped, the steps
    trained twice counted; the VM was deleted and created again as Spot."""
    outcome, seen, notes = got["outcome"], got["seen"], got["notes"]
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
    said = [str(n) for n in notes if "trained again" in str(n)]
    assert said and str(rec.lost) in said[0]
    # the run that goes on counts the time of those steps as progress lost to the restart
    # (none when the preemption's own checkpoint was copied off in time: nothing is redone)
    starts = [e for e in seen if e["type"] == "run_started"]
    assert starts[1].get("redo_until", 0) == (rec.reached if rec.lost else 0)
    seconds = ends[1]["goodput"]["seconds"]
    assert (seconds["lost"] > 0) == (rec.lost > 0)
    assert sum(seconds.values()) == pytest.approx(ends[1]["goodput"]["wall_s"], abs=0.01)
    calls = fake_gcloud.read(got["cloud"])["calls"]
    verbs = [c[4] for c in calls if c[1:4] == ["compute", "tpus", "tpu-vm"]]
    assert "delete" in verbs and "create" in verbs
    create = next(c for c in calls if c[4:5] == ["create"])
    assert "--spot" in create and "--accelerator-type=v5litepod-8" in create
    return rec


@pytest.mark.slow
def test_a_preempted_spot_vm_is_made_again_and_the_run_resumes(tmp_path, monkeypatch):
    got = _preempted_run(tmp_path, monkeypatch, {},
                         lambda g: len(list(g["dest"].glob("epoch-*.json"))) >= 2)  # fmt: skip
    rec = _check_resumed(got)
    assert rec.source == "" and got["outcome"].copies == str(got["dest"])
    # no storage command anywhere: the copies came to this computer over SSH
    assert not [c for c in fake_gcloud.read(got["cloud"])["calls"] if c[1:2] == ["storage"]]


@pytest.mark.slow
def test_checkpoints_in_a_gs_folder_are_copied_by_the_vm_and_put_back_on_the_new_one(
    tmp_path, monkeypatch
):
    """``remote.checkpoints_to = "gs://…"``: the VM's own gcloud copies each checkpoint to the
    bucket (the json last), nothing comes to this computer, and the VM made again gets the
    bucket's newest checkpoint back and the run goes on from it, its note naming the gs://
    address it came from."""

    def in_bucket(g: dict) -> bool:
        return len(list((g["storage"] / "ckpts-1").rglob("epoch-*.json"))) >= 2

    got = _preempted_run(tmp_path, monkeypatch, {"remote.checkpoints_to": BUCKET}, in_bucket,
                         vm_gcloud=True)  # fmt: skip
    rec = _check_resumed(got)
    folder = f"{BUCKET}/copies/"
    assert got["outcome"].copies == folder
    assert not got["dest"].exists()  # nothing copied to this computer
    # every storage command ran on the VM, by the VM's gcloud; none on this computer
    here = fake_gcloud.read(got["cloud"])["calls"]
    assert not [c for c in here if c[1:2] == ["storage"]]
    on_vm = [c[1:] for c in fake_gcloud.read(tmp_path / "vm-cloud.json")["calls"]]
    ups = [c for c in on_vm if c[:2] == ["storage", "cp"] and c[-1] == folder]
    metas = [c for c in ups if c[-2].endswith(".json")]
    assert len(metas) >= 2 and all(len(c) == 5 for c in metas)  # each json copied alone...
    for m in metas:  # ...after the files it names
        assert ups.index(m) > 0
        files = ups[ups.index(m) - 1]
        assert files[2] == "--recursive" and all(not f.endswith(".json") for f in files[3:-1])
    # on the VM made again: the bucket's newest checkpoint then (the lost run's last json
    # copied) is read and put back, and the note names the gs:// address it came from
    ls = on_vm.index(["storage", "ls", folder])
    newest = [c[-2] for c in on_vm[:ls] if c in metas][-1]
    assert rec.source == folder + os.path.basename(newest)
    obj = got["storage"] / "ckpts-1" / "spot" / "copies" / os.path.basename(newest)
    assert json.loads(obj.read_text())["step"] == rec.resumed_from
    assert on_vm[ls + 1] == ["storage", "cat", rec.source]
    (said,) = [str(n) for n in got["notes"] if "trained again" in str(n)]
    assert f"copied back from {rec.source}" in said
    # the checkpoint put back on the VM made again, which the run went on from
    restored = next(c for c in on_vm if c[:2] == ["storage", "cp"] and c[3].startswith("gs://"))
    there = Path(restored[-1])
    meta = json.loads((there / obj.name).read_text())
    assert all((there / name).exists() for name in meta["files"].values())
    assert meta.get("reached", 0) == (rec.reached if rec.lost else 0)


@pytest.mark.parametrize(
    ("value", "says"),
    [
        ("my-bucket/ckpt", "gs://BUCKET/FOLDER"),
        ("/home/me/ckpt", "leave it empty"),
        ("s3://my-bucket/ckpt", "gs://BUCKET/FOLDER"),
        ("gs://My_Bucket/ckpt", "'My_Bucket' is not a Cloud Storage bucket's name"),
        ("gs://ab", "'ab' is not a Cloud Storage bucket's name"),
        ("gs://my-bucket/a//b", "an empty name"),
    ],
)
def test_a_checkpoints_to_that_is_not_a_gs_folder_is_refused_naming_the_field(value, says):
    with pytest.raises(JobError) as err:
        Job.from_dict({"remote": {"on_preempt": "resume", "checkpoints_to": value}})
    assert str(err.value).startswith("remote.checkpoints_to: ") and says in str(err.value)
    for good in ("", "gs://my-bucket", "gs://my-bucket/spot/run-1", "gs://a.b-c_d.example/x"):
        assert Job.from_dict({"remote": {"checkpoints_to": good}}).remote.checkpoints_to == good


@pytest.mark.slow
def test_a_copy_cut_short_is_never_put_back_and_a_refused_copy_is_said(tmp_path):
    """On the VM: a checkpoint whose json never reached the bucket (the VM went away between
    its files and its json) is passed over for the newest whole one; a copy gcloud refuses
    (no such bucket) is said once, with gcloud's words, and nothing is taken for a copy."""
    reason = available()
    if reason:
        pytest.skip(reason)
    storage = tmp_path / "storage"
    (storage / "ckpts-1").mkdir(parents=True)
    exe = fake_gcloud.install(tmp_path / "vm-bin", tmp_path / "vm-cloud.json", storage=storage)
    (tmp_path / "vm").mkdir()
    vm = SshServer(tmp_path / "vm")
    vm.setenv = {"PATH": f"{exe.parent}:/usr/local/bin:/usr/bin:/bin"}
    vm.start()
    try:
        run = tmp_path / "run 1" / "checkpoints"
        run.mkdir(parents=True)
        for step in (4, 8):
            stem = f"epoch-{step // 4:04d}-step-{step:07d}"
            (run / f"{stem}.pt").write_bytes(b"weights %d" % step)
            (run / f"{stem}.orbax").mkdir()
            (run / f"{stem}.orbax" / "state").write_bytes(b"state %d" % step)
            meta = {"backend": "torch", "epoch": step // 4, "step": step,
                    "files": {"weights": f"{stem}.pt", "state": f"{stem}.orbax"}}  # fmt: skip
            (run / f"{stem}.json").write_text(json.dumps(meta))

        def connect():  # noqa: ANN202
            return ssh.connect(target(vm, tmp_path), allow_agent=False)

        notes: list = []
        folder = f"{BUCKET}/s1/"
        copier = spot.BucketCopier(connect, folder, notes.append)
        copier.on_event({"type": "checkpoint", "path": str(run / "epoch-0001-step-0000004.json"),
                         "step": 4})  # fmt: skip
        assert copier.last == folder + "epoch-0001-step-0000004.json" and not notes
        # the newer one's files reach the bucket, its json does not (the VM went away)
        conn = connect()
        try:
            from tpugui.remote import vm_gcs

            vm_gcs.upload(conn, [str(run / "epoch-0002-step-0000008.pt"),
                                 str(run / "epoch-0002-step-0000008.orbax")], folder)  # fmt: skip
            got = spot.restore(conn, folder, str(tmp_path / "new vm"), reached=7)
        finally:
            conn.close()
        assert got is not None and got.step == 4
        assert got.source == folder + "epoch-0001-step-0000004.json"
        back = tmp_path / "new vm"
        assert (back / "epoch-0001-step-0000004.pt").read_bytes() == b"weights 4"
        assert (back / "epoch-0001-step-0000004.orbax" / "state").read_bytes() == b"state 4"
        assert json.loads((back / "epoch-0001-step-0000004.json").read_text())["reached"] == 7
        # a bucket that is not there: said once with gcloud's words, no copy taken
        missing = spot.BucketCopier(connect, "gs://no-such-bucket-1/x/", notes.append)
        for _ in range(2):
            missing.on_event({"type": "checkpoint", "step": 8,
                              "path": str(run / "epoch-0002-step-0000008.json")})  # fmt: skip
        missing.close()
        copier.close()
        assert missing.last is None and len(notes) == 1
        assert "gs://no-such-bucket-1/x/" in str(notes[0]) and "does not exist" in str(notes[0])
        # an empty folder holds no checkpoint to put back
        with connect() as conn:
            assert spot.restore(conn, f"{BUCKET}/empty/", str(tmp_path / "none")) is None
    finally:
        vm.stop()
