"""The Training page (placeholder until its issue lands)."""

from __future__ import annotations

from tpugui.qt.placeholder import SectionPage


class TrainingPage(SectionPage):
    title = "Training"
    object_name = "trainingPage"
    sections = ("model", "train")
    blurb = "Model and training settings of this job."
