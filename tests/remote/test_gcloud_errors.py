"""gcloud's failures in plain words with the fix, gcloud's own text kept (issue 29 E).

Google's servers are out of reach here: a fake ``gcloud`` script on PATH stands in for them. It
prints the error text the real gcloud prints in each case (copied from gcloud's output as users
report it: not logged in, no project, no zone, the TPU API not enabled, permission denied, an
expired login, no network) on stderr and exits 1, as gcloud does.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from tpugui.remote import gcloud
from tpugui.remote.gcloud_errors import GcloudError, explain

L = "ERROR: (gcloud.compute.tpus.tpu-vm.list) "
#: gcloud's own texts, as it prints them
TEXTS = {
    "not-logged-in": L + "You do not currently have an active account selected.\n"
    "Please run:\n\n  $ gcloud auth login\n\nto obtain new credentials.\n\n"
    "If you have already logged in with a different account, run:\n\n"
    "  $ gcloud config set account ACCOUNT\n\nto select an already authenticated account to use.\n",
    "login-expired": L + "There was a problem refreshing your current auth tokens: "
    "Reauthentication failed. cannot prompt during non-interactive execution.\n"
    "Please run:\n\n  $ gcloud auth login\n\nto obtain new credentials.\n",
    "no-project": L + "The required property [project] is not currently set.\n"
    "It can be set on a per-command basis by re-running your command with the [--project] flag.\n"
    "\nYou may set it for your current workspace by running:\n\n"
    "  $ gcloud config set project VALUE\n\n"
    "or it can be set temporarily by the environment variable [CLOUDSDK_CORE_PROJECT]\n",
    "no-zone": L + "Error parsing [zone].\nThe [zone] resource is not properly specified.\n"
    "Failed to find attribute [zone]. The attribute can be set in the following ways: \n"
    "- provide the argument `--zone` on the command line\n- set the property `compute/zone`\n",
    "api-disabled": L + "PERMISSION_DENIED: Cloud TPU API has not been used in project "
    "123456789012 before or it is disabled. Enable it by visiting "
    "https://console.developers.google.com/apis/api/tpu.googleapis.com/overview?project="
    "123456789012 then retry. If you enabled this API recently, wait a few minutes for the "
    "action to propagate to our systems and retry.\n",
    "permission-denied": L + "PERMISSION_DENIED: Permission 'tpu.nodes.list' denied on "
    "'projects/p-1/locations/us-west4-a/nodes'\n",
    "no-network": "ERROR: gcloud crashed (TransportError): HTTPSConnectionPool("
    "host='oauth2.googleapis.com', port=443): Max retries exceeded with url: /token (Caused by "
    "NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f>: Failed to "
    "establish a new connection: [Errno -3] Temporary failure in name resolution'))\n",
}
FIX = {
    "not-logged-in": "gcloud auth login",
    "login-expired": "gcloud auth login",
    "no-project": "gcloud config set project",
    "no-zone": "Zone field",
    "api-disabled": "gcloud services enable tpu.googleapis.com --project=p-1",
    "permission-denied": "tpu.nodes.list",
    "no-network": "network",
}


def fake_gcloud(tmp_path: Path, monkeypatch, text: str) -> None:
    """A ``gcloud`` on PATH standing in for Google's servers: prints ``text`` and exits 1."""
    bindir = tmp_path / "bin"
    bindir.mkdir(exist_ok=True)
    (tmp_path / "said.txt").write_text(text, encoding="utf-8")
    script = bindir / "gcloud"
    script.write_text(
        f"#!{sys.executable}\nimport sys\n"
        f"sys.stderr.write(open({str(tmp_path / 'said.txt')!r}, encoding='utf-8').read())\n"
        "sys.exit(1)\n",
        encoding="utf-8",
    )
    script.chmod(0o755)
    monkeypatch.setenv("PATH", f"{bindir}{os.pathsep}{os.environ['PATH']}")


@pytest.mark.parametrize("kind", sorted(TEXTS))
def test_each_gcloud_failure_in_plain_words_with_its_fix(kind, tmp_path, monkeypatch):
    fake_gcloud(tmp_path, monkeypatch, TEXTS[kind])
    with pytest.raises(GcloudError) as got:
        gcloud.list_tpu_vms("us-west4-a", "p-1")
    err = got.value
    assert err.kind == kind
    assert FIX[kind] in str(err)
    assert "ERROR: (gcloud" not in str(err)  # plain words, not gcloud's
    assert err.raw == TEXTS[kind].strip()  # gcloud's whole text, for the details


def test_an_unknown_failure_keeps_gcloud_s_first_line_and_the_whole_text():
    err = explain(L + "Something new went wrong.\nsecond line\n", 2)
    assert err.kind == "other" and "Something new went wrong." in str(err)
    assert "second line" in err.raw and "ERROR:" not in str(err)
    assert explain("", 3).kind == "other" and "exit status 3" in str(explain("", 3))
