"""Remote › List TPU VMs when gcloud fails: plain words and the fix on the page, gcloud's own
text in the details (issue 29 E). A fake ``gcloud`` on PATH stands in for Google's servers: it
prints the real gcloud's error text and exits 1 (tests/remote/test_gcloud_errors.py)."""

from __future__ import annotations

from PySide6.QtWidgets import QLineEdit

from tests.qt.remote_window import LEFT, _button, _window
from tests.remote.test_gcloud_errors import TEXTS, fake_gcloud
from tpugui.job import Job
from tpugui.qt.errors import manager


def test_list_tpu_vms_says_gcloud_s_failure_plainly_with_the_raw_text_in_details(
    qtbot, tmp_path, monkeypatch
):
    monkeypatch.setenv("TPUGUI_RUNS", str(tmp_path / "runs"))
    fake_gcloud(tmp_path, monkeypatch, TEXTS["not-logged-in"])
    win = _window(qtbot, tmp_path)
    page = win.ctx.pages["remotePage"]
    seen = []
    manager().notified.connect(seen.append)
    try:
        page.ctx.model.load(Job())
        page.setup.refresh()
        page._update_buttons()
        qtbot.keyClicks(page.findChild(QLineEdit, "remote.zone"), "us-west4-a")
        listing = _button(page, "tpuListButton")
        assert listing.isEnabled()
        qtbot.mouseClick(listing, LEFT)
        qtbot.waitUntil(lambda: "gcloud auth login" in page.status_label.text(), timeout=30_000)
        assert "ERROR: (gcloud" not in page.status_label.text()
        qtbot.waitUntil(lambda: any("gcloud auth login" in n.message for n in seen), timeout=5000)
        note = next(n for n in seen if "gcloud auth login" in n.message)
        assert note.details == TEXTS["not-logged-in"].strip()  # the raw text, in Details
    finally:
        manager().notified.disconnect(seen.append)
        win.close()
