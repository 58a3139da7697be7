"""Installing a framework for TPUs on the VM, and the gcloud commands of the connection guide.

Against the private sshd: the install's exact command is checked, then run as its dry variant (the
VM echoes it; nothing is downloaded); a Python without pip fails with a plain hint. gcloud is a
stand-in script on PATH that records its arguments, so zone and project are seen as passed.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from tests.remote.helpers import remote_job, target
from tpugui.job import save_job
from tpugui.remote import frameworks, gcloud, ssh

ROOT = Path(__file__).resolve().parents[2]


def _script(path: Path, text: str) -> Path:
    path.write_text(text)
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


def guarded_python(tmp_path: Path) -> str:
    """This Python, except that ``-m pip`` is refused: a dry run that is not dry fails here
    instead of installing into the test environment."""
    return str(
        _script(
            tmp_path / "guarded-python",
            '#!/bin/sh\nif [ "$1" = "-m" ] && [ "$2" = "pip" ]; then\n'
            '  echo "tests never run pip" >&2; exit 99\nfi\n'
            f'exec {sys.executable} "$@"\n',
        )
    )


def test_install_commands_are_todays_and_shared_with_the_notebook():
    py = "/opt/venv/bin/python3"
    assert frameworks.install_argv(py, "jax") == [
        py, "-m", "pip", "install", "--progress-bar", "off", "-U", "jax[tpu]", "optax",
    ]  # fmt: skip
    assert frameworks.install_argv(py, "torch_xla")[-2:] == [
        "torch==2.9.0",
        "torch_xla[tpu]==2.9.0",
    ]
    tf = frameworks.install_argv(py, "tensorflow")
    assert tf[-3:] == [
        "tensorflow-tpu",
        "-f",
        "https://storage.googleapis.com/libtpu-tf-releases/index.html",
    ]
    assert frameworks.install_argv(py, "jax", dry_run=True)[0] == "echo"
    assert frameworks.install_command("python3", "torch_xla") == (
        "python3 -m pip install --progress-bar off torch==2.9.0 'torch_xla[tpu]==2.9.0'"
    )
    from tpugui import notebook

    assert notebook.TPU_INSTALL is frameworks.TPU_INSTALL  # one table
    with pytest.raises(ValueError, match="no TPU install"):
        frameworks.install_argv(py, "caffe")


@pytest.mark.ssh
def test_dry_install_over_ssh_streams_the_exact_command_and_reads_the_versions(sshd, tmp_path):
    lines: list[str] = []
    py = guarded_python(tmp_path)
    with ssh.connect(target(sshd, tmp_path)) as conn:
        result = frameworks.install(conn, py, "jax", lines.append, dry_run=True)
    expected = " ".join(frameworks.install_argv(py, "jax"))
    assert lines == [expected]  # echoed by the VM's shell: nothing downloaded
    assert result.ok and result.dry_run and result.exit_status == 0
    assert result.command == frameworks.install_command(py, "jax")
    import jax

    assert result.version == jax.__version__ and result.versions["optax"]
    label = f"{sshd.user}@[127.0.0.1]:{sshd.port}"
    assert result.text().startswith(f"JAX installed on {label}: jax {jax.__version__}")


@pytest.mark.ssh
def test_dry_run_from_the_environment(sshd, tmp_path, monkeypatch):
    monkeypatch.setenv(frameworks.DRY_RUN_ENV, "1")
    lines: list[str] = []
    py = guarded_python(tmp_path)
    with ssh.connect(target(sshd, tmp_path)) as conn:
        result = frameworks.install(conn, py, "torch_xla", lines.append)
    assert result.dry_run and lines == [" ".join(frameworks.install_argv(py, "torch_xla"))]
    import importlib.util

    assert result.ok == (importlib.util.find_spec("torch_xla") is not None)


@pytest.mark.ssh
def test_pip_that_ends_well_without_the_package_is_a_failure(sshd, tmp_path):
    fake = _script(tmp_path / "python3", "#!/bin/sh\necho '{}'\n")  # pip "works", nothing there
    with ssh.connect(target(sshd, tmp_path)) as conn:
        result = frameworks.install(conn, str(fake), "jax", dry_run=False)
    assert result.status == "failed" and result.exit_status == 0
    assert result.hint == "pip ended well but jax is not installed"


@pytest.mark.ssh
def test_a_python_without_pip_fails_with_a_plain_hint(sshd, tmp_path):
    fake = _script(
        tmp_path / "python3",
        "#!/bin/sh\necho 'Collecting nothing'\necho '/usr/bin/python3: No module named pip' >&2\n"
        "exit 1\n",
    )
    lines: list[str] = []
    with ssh.connect(target(sshd, tmp_path)) as conn:
        result = frameworks.install(conn, str(fake), "tensorflow", lines.append, dry_run=False)
    assert sorted(lines) == ["/usr/bin/python3: No module named pip", "Collecting nothing"]
    assert result.status == "failed" and result.exit_status == 1 and not result.dry_run
    assert "python3-pip" in result.hint and result.hint in result.text()


@pytest.mark.ssh
def test_a_stopped_install_says_stopped(sshd, tmp_path):
    fake = _script(tmp_path / "python3", "#!/bin/sh\necho started\nexec cat\n")  # never ends
    stop = threading.Event()

    def on_line(line: str) -> None:
        stop.set()  # the first line seen: the person pressed Stop

    with ssh.connect(target(sshd, tmp_path)) as conn:
        result = frameworks.install(conn, str(fake), "jax", on_line, stop=stop, dry_run=False)
    assert result.status == "stopped" and "stopped" in result.text()


def test_gcloud_commands_of_the_guide():
    assert gcloud.runtime_version("v6e-8") == "v2-alpha-tpuv6e"
    assert gcloud.runtime_version("v5p-8") == "v2-alpha-tpuv5"
    assert gcloud.runtime_version("v5litepod-8") == "v2-alpha-tpuv5-lite"
    for old in ("v4-8", "v3-8", "v2-8"):
        assert gcloud.runtime_version(old) == "tpu-ubuntu2204-base"
    assert gcloud.create_argv("my-tpu", "v5litepod-8", "us-west4-a", "p-1") == [
        "gcloud", "compute", "tpus", "tpu-vm", "create", "my-tpu",
        "--accelerator-type=v5litepod-8", "--version=v2-alpha-tpuv5-lite",
        "--zone=us-west4-a", "--project=p-1",
    ]  # fmt: skip
    assert gcloud.shell(gcloud.ssh_argv("my-tpu", "us-west4-a")) == (
        "gcloud compute tpus tpu-vm ssh my-tpu --zone=us-west4-a"
    )
    assert gcloud.gcloud_key() == Path.home() / ".ssh" / "google_compute_engine"


def _fake_gcloud(tmp_path: Path, monkeypatch) -> Path:
    """A gcloud on PATH that writes its arguments to argv.json and lists one TPU VM."""
    bindir = tmp_path / "bin"
    bindir.mkdir()
    record = tmp_path / "argv.json"
    node = {
        "name": "projects/p-1/locations/us-west4-a/nodes/t1",
        "acceleratorType": "v5litepod-8",
        "state": "READY",
        "networkEndpoints": [{"ipAddress": "10.0.0.2"}],
    }
    _script(
        bindir / "gcloud",
        f"#!{sys.executable}\nimport json, sys\n"
        f"open({str(record)!r}, 'w').write(json.dumps(sys.argv[1:]))\n"
        f"print(json.dumps([{node!r}]))\n",
    )
    monkeypatch.setenv("PATH", f"{bindir}{os.pathsep}{os.environ['PATH']}")
    return record


def test_zone_and_project_reach_gcloud(tmp_path, monkeypatch):
    record = _fake_gcloud(tmp_path, monkeypatch)
    vms = gcloud.list_tpu_vms("us-west4-a", "p-1")
    assert vms[0].name == "t1" and vms[0].host == "10.0.0.2"
    assert json.loads(record.read_text())[-2:] == ["--zone=us-west4-a", "--project=p-1"]
    # the CLI: zone and project from the job's [remote], an option wins
    job = tmp_path / "j.toml"
    from tpugui.job import Job

    save_job(Job().updated("remote.zone", "europe-west4-a").updated("remote.project", "p-2"), job)
    for extra, want in (
        ([], ["--zone=europe-west4-a", "--project=p-2"]),
        (["--zone", "us-east5-a"], ["--zone=us-east5-a", "--project=p-2"]),
    ):
        out = subprocess.run(
            [sys.executable, "-m", "tpugui", "remote", "tpus", "--job", str(job), *extra],
            capture_output=True, text=True, timeout=120, cwd=ROOT,
        )  # fmt: skip
        assert out.returncode == 0, out.stderr
        assert "t1\tus-west4-a\tv5litepod-8\tREADY\t10.0.0.2" in out.stdout
        assert json.loads(record.read_text())[-2:] == want


@pytest.mark.ssh
def test_cli_install_dry_run(sshd, tmp_path):
    job = tmp_path / "j.toml"
    py = guarded_python(tmp_path)
    save_job(remote_job(sshd, tmp_path, python=py), job)
    out = subprocess.run(
        [
            sys.executable, "-m", "tpugui", "remote", "install", "jax", "--dry-run",
            "--job", str(job), "--known-hosts", str(sshd.known_hosts(tmp_path / "kh")),
            "--ssh-config", str(tmp_path / "no-config"),
        ],
        capture_output=True, text=True, timeout=120, cwd=ROOT,
    )  # fmt: skip
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0] == " ".join(frameworks.install_argv(py, "jax"))
    assert lines[-1].startswith("JAX installed on") and "dry run" in lines[-1]
