"""Data sources are plug-ins: each module of tpugui/sources declares its keys, and the schema,
the form and every reader follow the registry (issue 24)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tpugui import sources
from tpugui.job import DataSection
from tpugui.job_fields import field_spec, section_specs
from tpugui.qt.pipeline.form import COMMON_KEYS, shown_keys

ROOT = Path(__file__).resolve().parents[2]


def test_the_registry_holds_every_choice_of_the_schema_in_its_order():
    assert sources.names() == field_spec("data.source").choices
    assert sources.names()[:5] == ("digits", "synthetic", "npz", "images", "tfrecord")
    assert sources.names()[5:] == ("csv", "parquet", "tfds")
    with pytest.raises(KeyError):
        sources.get("hdf5")


def test_every_declared_key_is_on_the_schema_and_every_data_key_has_a_source():
    data_keys = {s.key for s in section_specs("data")}
    declared = set(COMMON_KEYS)
    for source in sources.all_sources():
        assert set(source.keys) <= data_keys, source.name
        declared |= set(source.keys)
        if source.path:
            assert "data.path" in source.keys, source.name
        assert source.validation_path == ("data.validation_path" in source.keys), source.name
    assert declared == data_keys  # no key that no source reads


@pytest.mark.parametrize("name", sources.names())
def test_each_source_writes_its_own_code(name):
    """Its generated part defines what the rest of the script uses, and compiles."""
    from tpugui.pipeline.codegen import pipeline_code

    data = {"path": "x", "validation_path": ""} if sources.get(name).path else {}
    job = DataSection(source=name, **data)
    from tpugui.job import Job

    code = pipeline_code(Job(data=job))
    ast.parse(code)
    assert "def source(training):" in code and "VALUE_MAX" in code and "HAS_VALIDATION" in code


def test_no_module_outside_sources_branches_on_a_source_name():
    """The names live in their modules: no ``data.source == "npz"`` anywhere else."""
    offenders = []
    for path in (ROOT / "tpugui").rglob("*.py"):
        if "sources" in path.parts:
            continue
        text = path.read_text(encoding="utf-8")
        for name in sources.names():
            for pattern in (f'source == "{name}"', f'source != "{name}"', f'"{name}", "'):
                if pattern in text and "source" in text:
                    line = next(ln for ln in text.splitlines() if pattern in ln)
                    if "Literal[" in line or "choice_labels" in line or "N_(" in line:
                        continue
                    offenders.append(f"{path.relative_to(ROOT)}: {line.strip()}")
    assert offenders == []


def test_the_form_shows_exactly_the_keys_a_source_declares(qapp):
    from tpugui.qt.job_model import JobModel
    from tpugui.qt.pipeline.form import PipelineForm

    model = JobModel()
    form = PipelineForm(model)
    try:
        for name in sources.names():
            model.set("data.source", name)
            shown = {s.key for s in section_specs("data") if not form.rows[s.key][1].isHidden()}
            assert shown == shown_keys(name), name
    finally:
        form.deleteLater()


@pytest.mark.parametrize("name", [s.name for s in sources.all_sources() if s.path])
def test_an_empty_path_is_refused_by_the_check_for_every_source_that_reads_files(name):
    from tpugui.job import Job, JobError
    from tpugui.training import engine

    job = Job(data=DataSection(source=name, dataset="x"))
    with pytest.raises(JobError) as info:
        engine.check(job, machine=False)
    assert "data.path" in info.value.fields
    assert f"the {name} source needs a path; choose one" in str(info.value)


def test_a_data_key_the_source_does_not_read_is_said_not_ignored(tmp_path):
    """``data.count`` means something to synthetic, nothing to digits: set on a digits job it
    is named (and the run's log says it has no effect); defaults and read keys are not."""
    from tpugui.job import Job, demo_job_path, load_job
    from tpugui.training import engine

    job = Job().updated("data.count", 500)
    assert sources.unread(job) == [("data.count", 500)]
    assert sources.unread(job.updated("data.source", "synthetic")) == []
    assert sources.unread(load_job(demo_job_path())) == []  # the demo sets defaults
    status = engine.run(
        job.with_values({"model.backend": "torch", "model.architecture": "mlp",
                         "train.epochs": 1, "train.steps_per_epoch": 2}),
        None, None, run_dir=tmp_path / "run",
    )  # fmt: skip
    assert status == "completed"
    from tpugui.events import read_events

    said = [r["message"] for r in read_events(tmp_path / "run" / "events.jsonl")
            if r["type"] == "log"]  # fmt: skip
    assert "data.count = 500 has no effect: the digits source does not read it" in said
