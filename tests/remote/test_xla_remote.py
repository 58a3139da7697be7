"""A PyTorch/XLA job trained "remotely": the VM side is the torch_xla environment (.venv-xla:
torch 2.9 + torch_xla, no TensorFlow, no Qt), as on a TPU VM whose software differs from the
desktop's. PJRT_DEVICE=CPU stands in for the TPU we do not have."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import XLA_PYTHON
from tests.remote.helpers import remote_job, target
from tpugui.events import ListSink, check_contract
from tpugui.remote import session, ssh
from tpugui.remote.stream import Follower

pytestmark = [pytest.mark.ssh, pytest.mark.xla, pytest.mark.slow]


@pytest.mark.skipif(not XLA_PYTHON.exists(), reason=".venv-xla (torch_xla) is not installed")
def test_torch_xla_job_runs_on_the_vm_and_streams_back(sshd, tmp_path):
    job = remote_job(sshd, tmp_path, name="xla ü", python=str(XLA_PYTHON))
    job = job.updated("model.backend", "torch_xla").updated("model.architecture", "mlp")
    job = job.updated("pipeline.batch_size", 32).updated("train.epochs", 1)
    job = job.updated("train.steps_per_epoch", 6).updated("train.log_every", 2)
    with ssh.connect(target(sshd, tmp_path), allow_agent=False) as conn:
        info = session.probe(conn, str(XLA_PYTHON), job.remote.remote_dir)
        assert info["packages"]["torch_xla"] and info["packages"]["tensorflow-cpu"] is None
        run = session.start_train(conn, job, tmp_path, env={"PJRT_DEVICE": "CPU"})
        sink = ListSink()
        fin = Follower(lambda: conn, run.run_dir, str(XLA_PYTHON), sink, conn=conn).run()
    log = (Path(run.run_dir) / "stdout.log").read_text(errors="replace")[-3000:]
    assert fin is not None and fin["status"] == "completed", (fin, log)
    assert check_contract(list(sink)) == []
    assert sink[0]["backend"] == "torch_xla"
    assert any(e["type"] == "batch_end" for e in sink)
