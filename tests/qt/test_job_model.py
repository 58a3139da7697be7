"""The window's one Job (JobModel): a problem a check outside the schema reported stays on its
key until that key's value changes."""

from __future__ import annotations

from tpugui.i18n_marks import Message
from tpugui.job import Job
from tpugui.job_errors import JobError
from tpugui.qt.job_model import JobModel


def test_a_reported_problem_stays_until_its_value_changes(qapp):
    model = JobModel(Job(name="tpu").updated("model.device", "tpu"))
    model.report(JobError.of([("model.device", Message("this machine has no TPU"))]))
    assert "model.device" in model.problems
    # a widget writing back the value it shows (a combo refilled) is not a change
    model.set("model.device", "tpu")
    assert "model.device" in model.problems and "model.device" not in model.edited
    model.set("model.device", "auto")
    assert "model.device" not in model.problems
