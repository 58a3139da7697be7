"""A TPU VM's life from the CLI (``tpugui remote vm``): the exact gcloud commands, the price
and the question before what bills or destroys, the state followed until it settles, and
gcloud's quota and capacity failures in plain words.

Google's TPU service and the gcloud CLI are out of reach here: ``tests/remote/fake_gcloud.py``
on PATH stands in for both, with gcloud's syntax, JSON, messages and exit codes."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.remote import fake_gcloud
from tests.training.helpers import ROOT


@pytest.fixture
def cloud(tmp_path):
    state = tmp_path / "cloud.json"
    fake_gcloud.install(tmp_path / "bin", state)
    env = {**os.environ, "PATH": f"{tmp_path / 'bin'}{os.pathsep}{os.environ['PATH']}"}

    def vm(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
        return subprocess.run(
            [sys.executable, "-m", "tpugui", "remote", "vm", *args, "--poll-interval", "0"],
            cwd=ROOT, env=env, input=stdin, capture_output=True, text=True, timeout=120,
        )  # fmt: skip

    vm.state = state  # type: ignore[attr-defined]
    return vm


def test_create_stop_start_delete_with_the_real_syntax_and_the_state_followed(cloud):
    done = cloud("create", "tpu-a", "--accelerator-type", "v5litepod-8", "--provisioning",
                 "spot", "--zone", "us-central1-a", "--yes")  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert (
        "$ gcloud compute tpus tpu-vm create tpu-a --accelerator-type=v5litepod-8 "
        "--version=v2-alpha-tpuv5-lite --zone=us-central1-a --spot --async" in done.stdout
    )
    # Spot's price moves: the on-demand list price bounds it, and says so
    assert "It bills $9.60 an hour while READY (at most 8 chip(s) × $1.20" in done.stdout
    assert "tpu-a: CREATING" in done.stdout and done.stdout.rstrip().endswith("tpu-a: READY")

    for action, states in (("stop", ("STOPPING", "STOPPED")), ("start", ("STARTING", "READY"))):
        done = cloud(action, "tpu-a", "--zone", "us-central1-a", "--yes")
        assert done.returncode == 0, done.stderr
        assert f"$ gcloud compute tpus tpu-vm {action} tpu-a --zone=us-central1-a --async" in (
            done.stdout
        )
        assert [f"tpu-a: {s}" for s in states] == done.stdout.splitlines()[-2:]

    listed = cloud("list", "--zone", "us-central1-a")
    assert listed.stdout.split("\t")[:4] == ["tpu-a", "us-central1-a", "v5litepod-8", "READY"]

    refused = cloud("delete", "tpu-a", "--zone", "us-central1-a", stdin="")
    assert refused.returncode == 2 and "add --yes" in refused.stderr  # no terminal to ask
    done = cloud("delete", "tpu-a", "--zone", "us-central1-a", "--yes")
    assert done.returncode == 0, done.stderr
    assert "delete tpu-a --zone=us-central1-a --quiet --async" in done.stdout
    assert done.stdout.rstrip().endswith("tpu-a: GONE")
    assert fake_gcloud.read(cloud.state)["nodes"] == {}


def test_flex_start_is_a_queued_resource_waited_for(cloud):
    done = cloud("create", "tpu-f", "--accelerator-type", "v6e-8", "--provisioning",
                 "flex-start", "--yes")  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert (
        "$ gcloud alpha compute tpus queued-resources create tpu-f --node-id=tpu-f "
        "--accelerator-type=v6e-8 --runtime-version=v2-alpha-tpuv6e "
        "--provisioning-model=flex-start --max-run-duration=1d --async" in done.stdout
    )
    assert done.stdout.splitlines()[-4:] == [
        "tpu-f: WAITING_FOR_RESOURCES", "tpu-f: PROVISIONING", "tpu-f: ACTIVE", "tpu-f: READY",
    ]  # fmt: skip


@pytest.mark.parametrize(
    "why, words",
    [
        ("quota", "no quota left for this TPU type (zone us-central1-a) "
                  "(TPUV5sLitepodPerProjectPerZoneForTPUAPI)"),
        ("capacity", "no free TPUs of this type (zone us-central1-a)"),
    ],
)  # fmt: skip
def test_quota_and_capacity_failures_in_plain_words(cloud, why, words):
    data = fake_gcloud.read(cloud.state)
    data["fail"] = {"create": why}
    cloud.state.write_text(__import__("json").dumps(data))
    done = cloud("create", "tpu-b", "--accelerator-type", "v5litepod-8",
                 "--zone", "us-central1-a", "--yes")  # fmt: skip
    assert done.returncode == 1
    assert words in done.stderr, done.stderr
    assert "Traceback" not in done.stderr
