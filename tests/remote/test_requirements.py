"""What a run imports on a VM, asked of the VM's own Python before anything starts.

The "VMs" are this machine behind the private sshd with two other Pythons: the PyTorch/XLA
environment (.venv-xla: torch 2.9 + torch_xla and the core's dependencies, no TensorFlow, JAX,
optax or orbax — as on a TPU VM set up for PyTorch only) and a bare virtual environment made
here (the core's own dependencies missing, as on a fresh TPU VM image's Python).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import XLA_PYTHON
from tests.remote.helpers import remote_job, target
from tests.remote.test_frameworks import _script
from tpugui.remote import frameworks, requirements, session, ssh
from tpugui.remote.ssh import RemoteError

needs_xla = pytest.mark.skipif(not XLA_PYTHON.exists(), reason=".venv-xla is not installed")


def test_the_core_dependencies_come_from_the_package_and_name_their_imports():
    core = {n.module: n.pip for n in requirements.core()}
    assert core["pydantic"].startswith("pydantic") and core["tomli_w"] == "tomli-w"
    assert core["cpuinfo"] == "py-cpuinfo" and "numpy" in core
    assert "PySide6" not in core and "tensorflow" not in core  # extras are not the core's
    jax = {n.module: n for n in requirements.for_job("jax", "digits")}
    assert jax["tensorflow"].pip == "tensorflow-cpu" and jax["tensorflow"].by == "jax"
    assert jax["orbax.checkpoint"].pip == "orbax-checkpoint"
    assert jax["sklearn"].by == "digits"  # the source's own
    modules = {"jax": True, "tensorflow": False, "orbax.checkpoint": False, "numpy": True}
    lacking = requirements.by_backend(modules)
    assert requirements.pips(lacking["jax"]) == ["tensorflow-cpu", "orbax-checkpoint"]
    assert lacking["torch"] == []  # not asked (an older VM side): not called missing


@pytest.mark.ssh
@needs_xla
def test_the_probe_says_per_backend_what_a_run_lacks(sshd, tmp_path):
    bare = tmp_path / "bare"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(bare)], check=True)
    with ssh.connect(target(sshd, tmp_path), allow_agent=False) as conn:
        xla = session.probe(conn, str(XLA_PYTHON), str(tmp_path / "base"))
        fresh = session.probe(conn, str(bare / "bin" / "python"), str(tmp_path / "base2"))
    assert xla["missing"]["torch_xla"] == []
    assert set(xla["missing"]["jax"]) >= {"jax", "tensorflow-cpu", "optax", "orbax-checkpoint"}
    assert "tensorflow" in xla["missing"]["tensorflow"]
    for backend, pips in fresh["missing"].items():  # the core's own dependencies, each time
        assert {"pydantic", "tomli-w", "numpy", "psutil"} <= {p.split(">")[0] for p in pips}, (
            backend
        )


@pytest.mark.ssh
@needs_xla
def test_a_start_on_a_vm_that_lacks_a_module_is_refused_before_anything_is_copied(sshd, tmp_path):
    job = remote_job(sshd, tmp_path, python=str(XLA_PYTHON)).updated("model.backend", "jax")
    with ssh.connect(target(sshd, tmp_path), allow_agent=False) as conn:
        with pytest.raises(RemoteError) as exc:
            session.start_train(conn, job, tmp_path)
    said = str(exc.value)
    assert "lacks what a JAX run imports" in said
    for module in ("jax (jax)", "tensorflow (jax)", "orbax.checkpoint (jax)"):
        assert module in said, said
    assert "pip install jax tensorflow-cpu optax orbax-checkpoint" in said
    assert not (Path(job.remote.remote_dir) / "runs").exists()  # nothing copied, nothing run


@pytest.mark.ssh
@needs_xla
def test_the_one_click_install_brings_what_the_run_imports_beside_the_framework(sshd, tmp_path):
    guarded = _script(  # the XLA Python that refuses pip: nothing is installed by the test
        tmp_path / "guarded-python",
        '#!/bin/sh\nif [ "$1" = "-m" ] && [ "$2" = "pip" ]; then\n'
        '  echo "tests never run pip" >&2; exit 99\nfi\n'
        f'exec {XLA_PYTHON} "$@"\n',
    )
    lines: list[str] = []
    with ssh.connect(target(sshd, tmp_path), allow_agent=False) as conn:
        result = frameworks.install(
            conn, str(guarded), "jax", lines.append, dry_run=True, complete=True
        )
        plain = frameworks.install(conn, str(guarded), "torch_xla", dry_run=True, complete=True)
    assert result.also == ["tensorflow-cpu", "orbax-checkpoint"]  # optax is jax's own install
    assert lines == [" ".join(frameworks.install_argv(str(guarded), "jax", also=result.also))]
    assert lines[0].endswith("jax[tpu] optax tensorflow-cpu orbax-checkpoint")
    assert plain.also == [] and plain.ok  # nothing lacking beside torch_xla
