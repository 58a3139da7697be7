"""gcloud's failures in plain words, each with its fix; gcloud's own text kept for the details.

``explain(stderr, returncode)`` reads what ``gcloud`` printed when it failed and returns a
:class:`GcloudError` (a :class:`~tpugui.remote.ssh.RemoteError`): ``kind`` (not-logged-in,
expired login, no project, no zone, API not enabled, no quota, no capacity in the zone,
permission denied, project or zone not
found, no network, or other), ``message`` (a :class:`~tpugui.i18n_marks.Message`: what happened
and what to do, translated by the GUI) and ``raw`` (gcloud's whole text, for the details).
The patterns are gcloud's own words as it prints them (see ``tests/remote/test_gcloud_errors.py``).
"""

from __future__ import annotations

import re

from tpugui.i18n_marks import N_, Message
from tpugui.remote.ssh import RemoteError

__all__ = ["GcloudError", "explain"]


class GcloudError(RemoteError):
    """A gcloud command failed: ``kind``, ``message`` (plain words and the fix), ``raw``."""

    def __init__(self, kind: str, message: Message, raw: str):
        super().__init__(str(message))
        self.kind, self.message, self.raw = kind, message, raw


#: (kind, pattern in gcloud's text, message); the first that matches wins
RULES: list[tuple[str, re.Pattern[str], str]] = [
    (
        "no-quota",
        re.compile(
            r"(Quota limit '[^']*' has been exceeded|QUOTA_EXCEEDED|Insufficient quota)", re.I
        ),
        N_(
            "The project has no quota left for this TPU type{where} ({quota}). Request more "
            "quota for it on the Cloud console's Quotas page (IAM & Admin › Quotas), choose a "
            "smaller type, or try Spot, which has its own quota."
        ),
    ),
    (
        "no-capacity",
        re.compile(
            r"(no more capacity in the zone|ZONE_RESOURCE_POOL_EXHAUSTED|"
            r"does not have enough resources available|insufficient capacity)",
            re.I,
        ),
        N_(
            "Google Cloud has no free TPUs of this type{where} right now. Try another zone that "
            "offers it, a smaller type, Spot or flex-start (queued until capacity frees up), "
            "or try again later."
        ),
    ),
    (
        "api-disabled",
        re.compile(
            r"(Cloud TPU API has not been used|tpu\.googleapis\.com.*(not enabled|disabled)"
            r"|SERVICE_DISABLED|API \[tpu\.googleapis\.com\] not enabled)",
            re.I | re.S,
        ),
        N_(
            "The Cloud TPU API is not enabled in this project. Enable it with "
            "`gcloud services enable tpu.googleapis.com{project_arg}` (or in the Cloud "
            "console), wait a minute, then try again."
        ),
    ),
    (
        "not-logged-in",
        re.compile(r"do not currently have an active account selected", re.I),
        N_(
            "gcloud is not logged in to a Google account. Run `gcloud auth login` in a "
            "terminal, then try again."
        ),
    ),
    (
        "login-expired",
        re.compile(
            r"(problem refreshing your current auth tokens|Reauthentication failed"
            r"|invalid_grant|credentials? (have|has) expired)",
            re.I,
        ),
        N_(
            "gcloud's login has expired. Run `gcloud auth login` in a terminal to log in "
            "again, then try again."
        ),
    ),
    (
        "no-project",
        re.compile(r"required property \[project\] is not currently set", re.I),
        N_(
            "No Google Cloud project is chosen. Type it in the Project field (remote.project) "
            "or run `gcloud config set project PROJECT_ID`, then try again."
        ),
    ),
    (
        "no-zone",
        re.compile(
            r"(Failed to find attribute \[zone\]|Error parsing \[zone\]|\[zone\] resource is not "
            r"properly specified|argument --zone.*required)",
            re.I,
        ),
        N_(
            "No zone is chosen. Type the zone of your TPU VMs in the Zone field (remote.zone, "
            "for example us-central2-b) or run `gcloud config set compute/zone ZONE`, then "
            "try again."
        ),
    ),
    (
        "not-found",
        re.compile(r"(NOT_FOUND|not found or deleted|Unknown zone|Invalid location)", re.I),
        N_(
            "gcloud found no such project or zone{where}. Check the Project and Zone fields "
            "(remote.project, remote.zone) against the Cloud console."
        ),
    ),
    (
        "permission-denied",
        re.compile(
            r"(PERMISSION_DENIED|Permission '[^']+' denied|does not have permission"
            r"|Read access to project)",
            re.I,
        ),
        N_(
            "Your Google account lacks the permission {permission}{where}. Ask the project's "
            "owner for a role that has it (TPU Viewer lists TPU VMs; TPU Admin also creates, "
            "starts, stops and deletes them), or check that the project is the right one."
        ),
    ),
    (
        "no-network",
        re.compile(
            r"(Max retries exceeded|Failed to establish a new connection|Name or service not "
            r"known|Temporary failure in name resolution|TransportError|Network is unreachable)",
            re.I,
        ),
        N_(
            "gcloud could not reach Google Cloud: this machine seems to be offline or behind "
            "a proxy. Check the network (and gcloud's proxy settings), then try again."
        ),
    ),
]

OTHER = N_("gcloud failed: {first}. Its whole message is in the details.")


def _first_line(raw: str) -> str:
    for line in raw.splitlines():
        line = re.sub(r"^ERROR:\s*(\([^)]*\)\s*)?", "", line.strip())
        if line:
            return line
    return ""


def explain(raw: str, returncode: int = 1, zone: str = "", project: str = "") -> GcloudError:
    """What gcloud's failure means and how to fix it (``zone``/``project``: what was asked)."""
    raw = raw.strip()
    where = ", ".join(
        x for x in (f"project {project}" if project else "", f"zone {zone}" if zone else "") if x
    )
    perm = re.search(r"Permission '([^']+)'", raw)
    quota = re.search(r"Quota limit '([^']+)'", raw)
    args = {
        "project_arg": f" --project={project}" if project else "",
        "where": f" ({where})" if where else "",
        "permission": perm.group(1) if perm else "tpu.nodes.list",
        "quota": quota.group(1) if quota else "TPU cores",
    }
    for kind, pattern, template in RULES:
        if pattern.search(raw):
            used = {k: v for k, v in args.items() if "{" + k + "}" in template}
            return GcloudError(kind, Message(template, used), raw)
    first = _first_line(raw) or f"exit status {returncode}"
    return GcloudError("other", Message(OTHER, {"first": first}), raw)
