"""Cloud Storage from the VM itself: ``gcloud storage cp / ls / cat`` run over the SSH
connection by the VM's own gcloud (a TPU VM image has it) under the VM's service account, so a
checkpoint goes from the VM to a ``gs://`` folder in Google's network and never crosses this
computer's connection (``remote.checkpoints_to``, :mod:`tpugui.runner.spot`).

Each call is one gcloud command in gcloud's own syntax; a failure is a :class:`RemoteError`
that keeps gcloud's last words (a missing bucket's ``not found: 404``, a service account without
``storage.objects.create``) and, when the VM has no gcloud at all, says so."""

from __future__ import annotations

import posixpath

from tpugui.i18n_marks import N_
from tpugui.remote.ssh import Connection, RemoteError, say

__all__ = ["upload", "listing", "cat", "download", "folder_url"]

#: how long one copy may take: a checkpoint of many GB at the VM's network speed
COPY_TIMEOUT_S = 3600.0


def folder_url(base: str, *names: str) -> str:
    """``gs://bucket/folder`` joined with ``names``, ending with ``/`` (a folder to gcloud)."""
    return "/".join([base.rstrip("/"), *(n.strip("/") for n in names if n)]) + "/"


def _gcloud(conn: Connection, args: list[str], timeout: float) -> tuple[int, str, str]:
    rc, out, err = conn.run(["gcloud", *args], timeout=timeout)
    if rc == 127:
        raise RemoteError(
            say(N_("the VM {host} has no gcloud (Cloud TPU VM images have it): install the Google "
                   "Cloud CLI there, or leave remote.checkpoints_to empty to copy checkpoints to "
                   "this computer"), host=conn.target.label)
        )  # fmt: skip
    return rc, out, err


def _failed(conn: Connection, args: list[str], rc: int, err: str) -> RemoteError:
    words = [ln.strip() for ln in err.splitlines() if ln.strip()]
    return RemoteError(
        say(N_("gcloud storage {verb} on {host} failed (exit {code}): {error}"),
            verb=args[1], host=conn.target.label, code=rc,
            error=" ".join(words[-3:])[-600:] or "no message")
    )  # fmt: skip


def upload(conn: Connection, paths: list[str], folder: str) -> None:
    """Copy the VM's ``paths`` (files, or folders with everything in them) into ``folder``
    (``gs://…/``): each becomes ``folder`` + its name."""
    args = ["storage", "cp", "--recursive", *paths, folder]
    rc, _out, err = _gcloud(conn, args, COPY_TIMEOUT_S)
    if rc != 0:
        raise _failed(conn, args, rc, err)


def listing(conn: Connection, folder: str) -> list[str]:
    """The ``gs://`` addresses directly in ``folder`` (a sub-folder ends with ``/``); none when
    nothing is there yet (gcloud: "One or more URLs matched no objects")."""
    args = ["storage", "ls", folder]
    rc, out, err = _gcloud(conn, args, 120.0)
    if rc != 0:
        if "matched no objects" in err:
            return []
        raise _failed(conn, args, rc, err)
    return [ln.strip() for ln in out.splitlines() if ln.strip().startswith("gs://")]


def cat(conn: Connection, url: str) -> str:
    """The text of the object at ``url``."""
    args = ["storage", "cat", url]
    rc, out, err = _gcloud(conn, args, 120.0)
    if rc != 0:
        raise _failed(conn, args, rc, err)
    return out


def download(conn: Connection, urls: list[str], dest: str) -> None:
    """Copy ``urls`` (objects, or folders with everything under them) into the VM's folder
    ``dest`` (made first): each becomes ``dest`` + its name."""
    rc, _out, err = conn.run(["mkdir", "-p", "--", dest], timeout=60.0)
    if rc != 0:
        raise RemoteError(say(N_("cannot make {folder} on {host}: {error}"), folder=dest,
                              host=conn.target.label, error=err.strip()[-300:]))  # fmt: skip
    args = ["storage", "cp", "--recursive", *urls, posixpath.join(dest, "")]
    rc, _out, err = _gcloud(conn, args, COPY_TIMEOUT_S)
    if rc != 0:
        raise _failed(conn, args, rc, err)
