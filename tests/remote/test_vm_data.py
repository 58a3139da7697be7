"""Data that lie on the VM (``data.location = "vm"``): not copied, checked there before the run.

The "VM" is this machine behind the private sshd; its data lie in a folder of their own that
only the job's ``data.path`` names (the job's folder, "this computer", holds none). The checks
that need no SSH (vmside ``paths`` in-process, the path rules, the words) are tested directly.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np
import pytest

from tests.remote.helpers import FAKE_WRITER, remote_job, target
from tpugui.events import ListSink, check_contract
from tpugui.job import JobError, load_job, save_job
from tpugui.remote import session, ssh, vmdata, vmside
from tpugui.runner import steps
from tpugui.training import limits

PY = sys.executable


def _npz(path: Path, n: int = 64) -> Path:
    rng = np.random.default_rng(0)
    path.parent.mkdir(parents=True, exist_ok=True)
    x = rng.random((n, 8, 8, 1)).astype(np.float32)
    np.savez(path, x=x, y=rng.integers(0, 10, n))
    return path


def _vm_job(sshd, tmp_path: Path, path: str, **keys):
    job = remote_job(sshd, tmp_path, name="vm data")
    job = job.updated("data.source", "npz").updated("data.path", path)
    job = job.updated("data.location", "vm")
    for key, value in keys.items():
        job = job.updated(key, value)
    return job


def _connect_host(sshd, tmp_path):
    t = target(sshd, tmp_path)
    calls: list[str] = []

    def connect(host: str) -> ssh.Connection:
        calls.append(host)
        return ssh.connect(
            ssh.resolve(host, t.port, t.user, t.identity_files[0], connect_timeout=5,
                        known_hosts=t.known_hosts, ssh_config=tmp_path / "none"),
            allow_agent=False,
        )  # fmt: skip

    connect.calls = calls  # type: ignore[attr-defined]
    return connect


# --- over SSH ----------------------------------------------------------------------------


@pytest.mark.ssh
@pytest.mark.slow
def test_data_on_the_vm_train_there_and_nothing_is_copied(sshd, tmp_path):
    """The real ``tpugui train`` on the "VM" reads the npz file where it lies there."""
    laptop = tmp_path / "laptop"  # the job's folder: no data here
    laptop.mkdir()
    data = _npz(tmp_path / "only on the VM $(x)" / "train ü.npz")
    job = _vm_job(
        sshd, tmp_path, str(data),
        **{"model.backend": "torch", "model.architecture": "mlp", "pipeline.batch_size": 16,
           "train.epochs": 1, "train.steps_per_epoch": 2, "train.checkpoint_every": 0,
           "remote.checkpoints_to": "gs://my-bucket/ckpt"},  # read only by on_preempt resume
    )  # fmt: skip
    connect = _connect_host(sshd, tmp_path)
    with connect("127.0.0.1") as conn:
        run, refs = steps.start_remote(conn, connect, job, laptop)
        sink = ListSink()
        fin = steps.follow(run, sink, conn=conn)
    run_dir = Path(run.run_dir)
    log = (run_dir / "stderr.log").read_text(errors="replace")[-3000:]
    assert fin is not None and fin["status"] == "completed", (fin, log)
    assert check_contract(list(sink)) == []
    assert any(r["type"] == "batch_end" for r in sink)
    assert refs == [] and [str(n) for n in run.notes] == [
        "remote.checkpoints_to (gs://my-bucket/ckpt) is read only with remote.on_preempt = "
        '"resume": this run copies no checkpoint there'
    ]  # the key that has no effect on this run, said as it starts
    assert steps.unused_keys(job.updated("remote.on_preempt", "resume")) == []
    assert not (run_dir / "data").exists()  # nothing was copied
    on_vm = load_job(run_dir / "job.toml")
    assert (on_vm.data.path, on_vm.data.location) == (str(data), "vm")  # as written


@pytest.mark.ssh
def test_a_path_missing_on_the_vm_is_refused_before_anything_starts(sshd, tmp_path):
    job = _vm_job(sshd, tmp_path, str(tmp_path / "not there" / "train.npz"))
    connect = _connect_host(sshd, tmp_path)
    with connect("127.0.0.1") as conn, pytest.raises(JobError) as info:
        steps.start_remote(conn, connect, job, tmp_path, argv=[PY, str(FAKE_WRITER), ".", "1", "0"])
    exc = info.value
    assert exc.fields == ["data.path"]
    text = str(exc)
    assert str(tmp_path / "not there" / "train.npz") in text
    assert conn.target.label in text and "set data.location = local" in text
    assert not Path(job.remote.remote_dir).exists()  # no core, no run folder: nothing started


@pytest.mark.ssh
def test_the_command_exits_2_naming_the_field_and_the_host(sshd, tmp_path):
    from tests.remote.test_command import _cli, _conn_args

    job = _vm_job(sshd, tmp_path, "/no/such/data on the VM.npz")
    save_job(job, tmp_path / "job.toml")
    out = _cli("train", str(tmp_path / "job.toml"), *_conn_args(sshd, tmp_path))
    assert out.returncode == 2, out.stderr
    assert "data.path: /no/such/data on the VM.npz is not on" in out.stderr
    assert "set data.location = local" in out.stderr and "Traceback" not in out.stderr


@pytest.mark.ssh
def test_every_pod_worker_is_asked_before_worker_0_starts(sshd, tmp_path):
    job = _vm_job(
        sshd,
        tmp_path,
        str(tmp_path / "train.npz"),
        **{
            "data.validation_path": "~/no such folder 訓練/val.npz",
            "remote.workers": ["127.0.0.1"],
        },
    )
    _npz(tmp_path / "train.npz")
    connect = _connect_host(sshd, tmp_path)
    with connect("127.0.0.1") as conn:
        connect.calls.clear()
        with pytest.raises(JobError) as info:
            steps.start_remote(conn, connect, job, tmp_path)
        there = conn.expand("~/no such folder 訓練/val.npz")
    # one problem per worker, each naming its host; the path with ~ expanded there
    assert info.value.fields == ["data.validation_path", "data.validation_path"]
    assert connect.calls == ["127.0.0.1"]  # worker 1, asked before worker 0 started
    assert str(info.value).count(there) >= 2
    assert not Path(job.remote.remote_dir).exists()


@pytest.mark.ssh
def test_data_on_this_computer_are_still_copied_validation_set_too(sshd, tmp_path):
    _npz(tmp_path / "d" / "train.npz")
    _npz(tmp_path / "d" / "val.npz", 16)
    job = remote_job(sshd, tmp_path).updated("data.source", "npz")
    job = job.updated("data.path", "d/train.npz").updated("data.validation_path", "d/val.npz")
    connect = _connect_host(sshd, tmp_path)
    with connect("127.0.0.1") as conn:
        run, _ = steps.start_remote(conn, connect, job, tmp_path, argv=[PY, str(FAKE_WRITER), ".", "1", "0"])  # fmt: skip
    on_vm = load_job(Path(run.run_dir) / "job.toml")
    assert on_vm.data.path == f"{run.run_dir}/data/0/train.npz"
    assert on_vm.data.validation_path == f"{run.run_dir}/data/1/val.npz"
    assert Path(on_vm.data.path).is_file() and Path(on_vm.data.validation_path).is_file()


# --- the VM's own check (vmside ``paths``), in-process -----------------------------------


def _paths(capsys, *spec: tuple[str, str, str]) -> list[dict]:
    vmside.paths(json.dumps([list(s) for s in spec]))
    return json.loads(capsys.readouterr().out.splitlines()[-1])["checked"]


def test_the_vm_checks_each_path_by_its_sources_kind(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    _npz(tmp_path / "data" / "a-1.npz")
    _npz(tmp_path / "data" / "a-2.npz")
    got = _paths(
        capsys,
        ("data.path", "~/data/a-1.npz", "file"),
        ("data.path", str(tmp_path / "data"), "file"),
        ("data.path", str(tmp_path / "data"), "folder"),
        ("data.path", "~/data/a-1.npz", "folder"),
        ("data.path", "~/data/a-*.npz", "glob"),
        ("data.path", "~/data/b-*.npz", "glob"),
        ("data.path", "~/data/none.npz", "glob"),
        ("data.validation_path", "/no/such/file.npz", "file"),
    )
    assert got[0]["where"] == str(tmp_path / "data" / "a-1.npz") and "problem" not in got[0]
    assert [g.get("problem") for g in got] == [
        None, "not_file", None, "not_folder", None, "no_match", "missing", "missing"
    ]  # fmt: skip
    assert got[4]["count"] == 2 and got[7]["key"] == "data.validation_path"


def test_a_bucket_without_tensorflow_on_the_vm_is_passed_with_a_note(capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "tensorflow", None)  # import tensorflow -> ImportError
    [got] = _paths(capsys, ("data.path", "gs://bucket/train-*.tfrecord", "glob"))
    assert got["note"] == "no_tensorflow" and "problem" not in got
    problems, notes = vmdata.problems_of({"checked": [got]}, "me@vm-1", "tfrecord")
    assert problems == [] and "gs://bucket/train-*.tfrecord" in str(notes[0])


def test_the_answer_becomes_key_message_pairs_that_name_host_and_fix():
    answer = {
        "checked": [
            {"key": "data.path", "path": "~/x", "where": "/home/u/x", "problem": "missing"},
            {"key": "data.validation_path", "where": "/v", "problem": "unreadable",
             "detail": "Permission denied"},
        ]
    }  # fmt: skip
    problems, notes = vmdata.problems_of(answer, "u@vm-1:22", "images")
    assert [k for k, _ in problems] == ["data.path", "data.validation_path"] and notes == []
    first, second = (str(m) for _, m in problems)
    assert "/home/u/x" in first and "u@vm-1:22" in first
    assert "put the data at /home/u/x on u@vm-1:22, or set data.location = local" in first
    assert "Permission denied" in second and "/v" in second


# --- the path rules on this computer -------------------------------------------------------


def _job(**data):
    from tpugui.job import Job

    return Job.from_dict({"data": {"source": "npz", **data}})


def test_data_on_the_vm_are_refused_for_a_run_on_this_computer():
    problems = limits.location_problems(_job(path="/data/x.npz", location="vm"), remote=False)
    assert [k for k, _ in problems] == ["data.location"]
    assert "set it to local" in str(problems[0][1])
    assert limits.location_problems(_job(path="x.npz"), remote=False) == []
    digits = _job(location="vm").updated("data.source", "digits")  # reads no files
    assert limits.location_problems(digits, remote=False) == []


def test_a_vm_path_is_absolute_or_in_the_home_folder_there():
    ok = _job(path="/data/x.npz", validation_path="~/val.npz", location="vm")
    assert limits.location_problems(ok, remote=True) == []
    relative = _job(path="data/x.npz", location="vm")
    [(key, msg)] = limits.location_problems(relative, remote=True)
    assert key == "data.path" and "~/data/x.npz" in str(msg)
    bucket = _job(path="gs://b/x.npz", location="vm")
    [(key, msg)] = limits.location_problems(bucket, remote=True)
    assert key == "data.path" and "gs://" in str(msg) and "npz" in str(msg)
    # data on this computer: nothing to say here (the upload finds them)
    assert limits.location_problems(_job(path="data/x.npz"), remote=True) == []
    assert limits.vm_data_paths(ok) == [
        ("data.path", "/data/x.npz", "file"), ("data.validation_path", "~/val.npz", "file")
    ]  # fmt: skip


def test_the_vm_named_path_is_not_copied_by_prepare_run(tmp_path):
    job = _job(path="/on/the/vm.npz", location="vm")
    assert session._local_data(job, tmp_path) == []  # no local file needed, nothing raised
