"""The Remote page's parts as the page composes them (no SSH server: the remote tasks here
are stand-ins that send what a real step sends).

- the connection part takes a task's status and connection items, then hands every item on:
  an install line reaches the Set up tab, a run reaches the Run tab and makes Stop work;
- a failed task ends the install first, then the status line says why;
- the page's known_hosts / ssh_config are the connection part's.
"""

from __future__ import annotations

import threading

from tpugui.qt.page import AppContext
from tpugui.qt.remote.page import RemotePage
from tpugui.remote import session
from tpugui.remote.ssh import ConnectionStatus, RemoteError


def _page(qtbot) -> RemotePage:
    ctx = AppContext()
    ctx.model.set("remote.host", "10.1.2.3")
    page = RemotePage(ctx)
    qtbot.addWidget(page)
    page.show()
    return page


def test_a_tasks_items_reach_their_parts_and_a_failure_ends_the_install(qtbot, tmp_path):
    page = _page(qtbot)
    page.known_hosts, page.ssh_config = str(tmp_path / "kh"), str(tmp_path / "cfg")
    assert page.connection.known_hosts == str(tmp_path / "kh")
    assert page.connection.ssh_config == str(tmp_path / "cfg")
    release = threading.Event()
    errors: list[str] = []
    page.ctx.error = lambda message, details="": errors.append(message)

    def work(sink, stop):  # noqa: ANN001, ANN202
        sink(("status", ConnectionStatus.CONNECTING, "installing"))
        sink(("install_line", "Collecting jax[tpu]"))
        release.wait(10)
        raise RemoteError("the VM went away")

    try:
        page.installer.installing = True  # as install_framework sets it once its task runs
        assert page._run_task(work, name="remote install", on_ok=lambda _: None) is not None
        assert not page.connect_button.isEnabled()  # one remote task at a time
        qtbot.waitUntil(lambda: page.setup.lines == ["Collecting jax[tpu]"], timeout=10_000)
        assert page.status == ConnectionStatus.CONNECTING
        release.set()
        qtbot.waitUntil(lambda: page.status == ConnectionStatus.ERROR, timeout=10_000)
        assert not page.installer.installing
        assert "the VM went away" in page.status_label.text()
        assert errors == ["the VM went away"]
        qtbot.waitUntil(page.connect_button.isEnabled, timeout=10_000)
    finally:
        release.set()
        page.shutdown()


def test_a_run_item_makes_the_run_stoppable_and_fetchable(qtbot):
    page = _page(qtbot)
    release = threading.Event()
    run = session.RemoteRun("20260101-000000-x", "/r/runs/x", "python3", "10.1.2.3", pid=42)

    def work(sink, stop):  # noqa: ANN001, ANN202
        sink(("run", run))
        release.wait(10)

    try:
        assert not page.stop_button.isEnabled() and page.run is None
        page._run_task(work, name="remote attach", on_ok=lambda _: None)
        qtbot.waitUntil(lambda: page.run is run, timeout=10_000)
        assert page.runs.run is run and page.stop_button.isEnabled()
        assert not page.fetch_button.isEnabled()  # not while the task runs
        assert "following it" in page.panel.summary.text()
        release.set()
        qtbot.waitUntil(page.fetch_button.isEnabled, timeout=10_000)
    finally:
        release.set()
        page.shutdown()
