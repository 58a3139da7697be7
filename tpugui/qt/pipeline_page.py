"""The Pipeline page (placeholder until its issue lands)."""

from __future__ import annotations

from tpugui.qt.placeholder import SectionPage


class PipelinePage(SectionPage):
    title = "Pipeline"
    object_name = "pipelinePage"
    sections = ("data", "pipeline")
    blurb = "The tf.data input pipeline of this job."
