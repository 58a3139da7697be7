"""A VM whose Python is bare (a fresh virtual environment: Python and pip, nothing else, as on a
TPU VM image before any install), reached through the private sshd on the loopback.

A start is refused before anything is copied, naming exactly the modules a torch run on an
``.npz`` file imports and that Python lacks (the core's own dependencies and torch), with the
command that installs them. That very command is then run there with a local wheel folder in
place of the package index (``PIP_NO_INDEX``, ``PIP_FIND_LINKS``: the wheels are this test
environment's own distributions packed back, ``tests/remote/wheels.py``; nothing is downloaded),
and the same start trains to its end."""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
import threading
from pathlib import Path

import numpy as np
import pytest
from packaging.requirements import Requirement

from tests.remote.helpers import remote_job, target
from tests.remote.test_jax_pod import _connect_host
from tests.remote.wheels import wheel_folder
from tpugui.events import ListSink
from tpugui.remote import requirements, session, ssh
from tpugui.remote.ssh import RemoteError
from tpugui.runner import steps

pytestmark = [pytest.mark.ssh, pytest.mark.slow]


def _npz(path: Path) -> Path:
    rng = np.random.default_rng(0)
    x = rng.random((256, 8, 8, 1), dtype=np.float32)
    y = (x.reshape(256, -1).mean(axis=1) > 0.5).astype(np.int64)
    np.savez(path, x=x, y=y)
    return path


# a venv, ~800 MB of wheels packed and installed, a torch run: 4-5 min on a loaded 2-core machine
# under xdist; the suite's 300 s would end a sound run (and, with the thread method, its
# worker). A hang guard, not a speed limit.
@pytest.mark.timeout(900)
def test_a_bare_python_is_told_exactly_what_it_lacks_and_trains_once_it_is_installed(
    sshd, tmp_path
):
    bare = tmp_path / "bare"
    subprocess.run([sys.executable, "-m", "venv", str(bare)], check=True)
    python = str(bare / "bin" / "python")
    job = remote_job(sshd, tmp_path, python=python)
    for key, value in {
        "model.backend": "torch",
        "model.architecture": "mlp",
        "data.source": "npz",
        "data.path": str(_npz(tmp_path / "data.npz")),
        "data.location": "vm",
        "pipeline.batch_size": 32,
        "train.epochs": 1,
        "train.steps_per_epoch": 4,
    }.items():
        job = job.updated(key, value)

    with ssh.connect(target(sshd, tmp_path), allow_agent=False) as conn:
        with pytest.raises(RemoteError) as exc:
            session.start_train(conn, job, tmp_path)
    said = str(exc.value)
    named = set(re.findall(r"([\w.]+) \((core|torch|npz)\)", said))
    expected = {(n.module, n.by) for n in requirements.for_job("torch", "npz")}
    assert named == expected, said  # every module the run imports, and nothing else
    assert not (Path(job.remote.remote_dir) / "runs").exists()  # refused before any copy
    command = re.search(r"Install them there \((.+)\), or use", said).group(1)
    argv = shlex.split(command)
    assert argv[:4] == [python, "-m", "pip", "install"]

    wheels = tmp_path / "wheels"  # stands in for the package index
    wheel_folder([Requirement(p).name for p in argv[4:]], wheels)
    # no pip cache: the remote side's home folder is shared with the other test processes
    env = ["env", "PIP_NO_INDEX=1", f"PIP_FIND_LINKS={wheels}", "PIP_NO_COMPILE=1",
           "PIP_DISABLE_PIP_VERSION_CHECK=1", "PIP_CONSTRAINT=", "PIP_NO_CACHE_DIR=1"]  # fmt: skip
    with ssh.connect(target(sshd, tmp_path), allow_agent=False) as conn:
        rc, out, err = conn.run([*env, *argv], timeout=1200)
    assert rc == 0, err[-3000:]

    connect = _connect_host(sshd, tmp_path)
    with connect("127.0.0.1") as conn:
        run, _ = steps.start_remote(conn, connect, job, tmp_path)
        sink = ListSink()
        fin = steps.follow(run, sink, conn=conn, stop_event=threading.Event())
    log = (Path(run.run_dir) / "stderr.log").read_text(errors="replace")[-3000:]
    assert fin is not None and fin["status"] == "completed", (fin, log)
    assert [b["step"] for b in sink if b["type"] == "batch_end"] == [1, 2, 3, 4]
