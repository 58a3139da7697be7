"""The Remote page (placeholder until its issue lands)."""

from __future__ import annotations

from tpugui.qt.placeholder import SectionPage


class RemotePage(SectionPage):
    title = "Remote"
    object_name = "remotePage"
    sections = ("remote",)
    blurb = "The SSH host a remote run goes to."
