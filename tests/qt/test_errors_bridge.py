"""Errors cross the worker bridge as exception objects; no page parses an error's text.

- a task that raises a JobError hands the JobError itself (problems, details, source) to
  ``failed`` and keeps it as ``task.exception``;
- a HostKeyUnknown raised in a Remote page task reaches the page as the object: the host-key
  panel shows its host, key type and fingerprint fields;
- no module under ``tpugui/`` reads an error's kind back out of its text.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel

from tpugui.i18n_marks import Message
from tpugui.job import JobError
from tpugui.qt.page import AppContext
from tpugui.qt.remote.page import RemotePage
from tpugui.qt.worker import BackgroundTask, error_text
from tpugui.remote import ssh
from tpugui.remote.workers import StopResult

ROOT = Path(__file__).resolve().parents[2]


def _job_error() -> JobError:
    return JobError(
        ["train.epochs: must be at least 1", "data.path: no such file; check the folder"],
        source="job.toml",
        details=[
            ("train.epochs", Message("must be at least {n}", {"n": 1})),
            ("data.path", Message("no such file; check the folder", {})),
        ],
    )


def test_a_job_error_reaches_the_handler_as_the_object(qtbot):
    raised = _job_error()

    def work(sink, stop):  # noqa: ANN001, ANN202
        raise raised

    got: list[tuple[object, str]] = []
    task = BackgroundTask(work, name="refused", report_errors=False)
    task.failed.connect(lambda exc, tb: got.append((exc, tb)))
    with qtbot.waitSignal(task.done, timeout=10_000):
        task.start()
    task.join()
    qtbot.waitUntil(lambda: bool(got), timeout=5_000)
    exc, tb = got[0]
    assert exc is raised and task.exception is raised
    assert isinstance(exc, JobError)
    assert exc.problems == raised.problems and exc.source == "job.toml"
    assert [f for f, _ in exc.details] == ["train.epochs", "data.path"]
    assert "JobError" in tb  # the traceback text is for the details pane only
    assert task.error == error_text(raised)


def _host_key_unknown(tmp_path: Path) -> ssh.HostKeyUnknown:
    import paramiko

    key = paramiko.ECDSAKey.generate()
    return ssh.HostKeyUnknown("10.1.2.3", 2222, key, tmp_path / "known_hosts")


def test_a_remote_host_key_unknown_reaches_the_page_as_the_object(qtbot, tmp_path):
    exc = _host_key_unknown(tmp_path)
    ctx = AppContext()
    page = RemotePage(ctx)
    qtbot.addWidget(page)
    page.show()
    try:

        def work(sink, stop):  # noqa: ANN001, ANN202
            raise exc

        task = page._run_task(work, name="remote connect", on_ok=lambda _: None)
        assert task is not None
        qtbot.waitUntil(lambda: page.pending_key is not None, timeout=10_000)
        task.join()
        assert page.pending_key is exc
        panel = page.findChild(object, "hostKeyPanel")
        assert panel.isVisible()
        text = page.findChild(QLabel, "hostKeyText").text()
        assert "10.1.2.3:2222" in text
        assert exc.key_type in text and exc.fingerprint in text
        page.reject_host_key()
        assert page.pending_key is None and not panel.isVisible()
    finally:
        page.shutdown()


def test_stop_results_are_objects_and_raise_the_original_error():
    lost = ssh.Unreachable("127.0.0.2 does not answer")
    bad = StopResult(1, "127.0.0.2", error=lost)
    good = StopResult(0, "127.0.0.1", "not_running")
    assert good.ok and good.text() == "not running"
    assert not bad.ok and bad.text() == "error: 127.0.0.2 does not answer"
    with pytest.raises(ssh.Unreachable) as info:
        bad.raise_error()
    assert info.value is lost
    other = StopResult(2, "h", error=OSError("boom"))
    with pytest.raises(ssh.RemoteError) as info:
        other.raise_error()
    assert info.value.__cause__ is other.error
    good.raise_error()  # nothing to raise


# -- no error text is parsed ---------------------------------------------------------------

#: reading an error's kind or fields back out of its text
TEXT_PARSING = [
    re.compile(r"""["'][A-Za-z]*Error["']\s+in\s"""),  # "JobError" in message
    re.compile(r"""["']Error["']\s+in\b"""),
    re.compile(r"""startswith\(\(?\s*["'](HostKey|JobError|RuntimeError|Remote|Auth|Unre)"""),
    re.compile(r"""startswith\(\(?\s*["']error: """),
    re.compile(r"""removeprefix\(\s*["']error: """),
    re.compile(r"""(message|msg|error|err)\.split\(\s*["']: ["']"""),
]


def text_parsing(source: str) -> list[str]:
    """The lines of ``source`` that parse an error's text."""
    return [
        line.strip() for line in source.splitlines() if any(p.search(line) for p in TEXT_PARSING)
    ]


def test_the_pattern_check_can_fail():
    for bad in (
        'if "JobError" in message:',
        'if message.startswith("HostKeyUnknown"):',
        'if results[0].startswith("error: "):',
        "raise RemoteError(results[0].removeprefix('error: '))",
        'text = message.split(": ", 1)[1]',
        'if message.startswith(("Remote", "Auth", "Unre")):',
    ):
        assert text_parsing(bad), bad
    assert not text_parsing('print(f"error: {exc}")\nif isinstance(exc, JobError):')


def test_no_module_parses_an_error_text():
    found = {}
    for path in sorted((ROOT / "tpugui").rglob("*.py")):
        lines = text_parsing(path.read_text(encoding="utf-8"))
        if lines:
            found[str(path.relative_to(ROOT))] = lines
    assert not found, f"check the exception's class and fields instead: {found}"
