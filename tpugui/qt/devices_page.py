"""The Devices page (placeholder until its issue lands)."""

from __future__ import annotations

from tpugui.qt.placeholder import SectionPage


class DevicesPage(SectionPage):
    title = "Devices"
    object_name = "devicesPage"
    sections = ()
    blurb = "The processors of this machine and what each is good at."
