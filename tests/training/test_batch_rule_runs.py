"""Each backend refuses a bad batch with the one rule's words (tpugui.pipeline.batching), and its
log lines carry a translatable template with plain values."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.training.helpers import assert_contract, events_of, make_job, of_type
from tpugui.job import JobError
from tpugui.pipeline import batching
from tpugui.pipeline.batching import check_batch
from tpugui.training import engine

pytestmark = pytest.mark.slow

DIGITS_TRAIN = 1797 - round(1797 * 0.2)  # the default validation_split holds out a fifth


def _failed_with(tmp_path, job) -> dict:
    assert engine.run(job, None, None, run_dir=tmp_path / "r") == "failed"
    records = events_of(tmp_path / "r")
    assert_contract(records)
    return records[-1]


@pytest.mark.parametrize("backend", ["torch", "tensorflow"])
def test_a_batch_larger_than_the_data_is_refused_before_the_run_with_the_rule_s_line(
    tmp_path, backend
):
    """The source knows its count (digits, an images folder's files): the check refuses the
    batch at pipeline.batch_size before any run folder or framework."""
    job = make_job(model={"backend": backend, "architecture": "mlp"}, pipeline={"batch_size": 2000})
    with pytest.raises(JobError) as err:
        engine.run(job, None, None, run_dir=tmp_path / "r")
    rule = check_batch(2000, examples=DIGITS_TRAIN)
    assert [p.kind for p in rule] == ["train"]
    assert err.value.details == [(rule[0].field, rule[0].message)]
    assert not (tmp_path / "r").exists()


@pytest.mark.parametrize(("backend", "refused"), [("tensorflow", True), ("jax", True),
                                                  ("torch", False)])  # fmt: skip
def test_a_validation_set_smaller_than_a_batch_is_refused_where_it_would_be_skipped(
    tmp_path, backend, refused
):
    """TensorFlow and JAX drop a short validation batch (validation would be skipped); torch's
    loader keeps it, so torch is not refused."""
    job = make_job(
        model={"backend": backend, "architecture": "mlp"},
        data={"validation_split": 0.02},  # 36 validation examples
        pipeline={"batch_size": 64},
    )
    if not refused:
        assert engine.check(job, tmp_path, machine=False) is None
        return
    with pytest.raises(JobError) as err:
        engine.check(job, tmp_path, machine=False)
    [(key, message)] = err.value.details
    assert key == "pipeline.batch_size" and message.template == batching.VALIDATION_BEFORE
    assert message.args == {"batch": 64, "examples": 36}


def test_tensorflow_replicas_that_do_not_divide_refuse_the_run(tmp_path, monkeypatch):
    import tensorflow as tf

    from tpugui.training.tensorflow import devices as strategy

    def three_replicas(job, log=None):
        return strategy.Chosen(tf.distribute.get_strategy(), "mirrored", "3 x CPU", 3)

    monkeypatch.setattr(strategy, "choose", three_replicas)
    job = make_job(model={"architecture": "mlp"}, pipeline={"batch_size": 64})
    last = _failed_with(tmp_path, job)
    assert last["error"] == check_batch(64, replicas=3)[0].line


def test_tensorflow_skips_validation_smaller_than_a_batch_with_the_rule_s_warning(tmp_path):
    """A table's row count is known only once it is read: the run warns and skips validation."""
    wine = Path(pytest.importorskip("sklearn").__file__).parent / "datasets" / "data"
    job = make_job(
        model={"architecture": "mlp"},
        data={"source": "csv", "path": str(wine / "wine_data.csv"), "header": False,
              "skip_rows": 1, "validation_split": 0.1},  # 18 validation rows
        pipeline={"batch_size": 32},
        train={"epochs": 1, "steps_per_epoch": 2, "checkpoint_every": 0},
    )  # fmt: skip
    assert engine.run(job, None, None, run_dir=tmp_path / "r") == "completed"
    records = events_of(tmp_path / "r")
    assert_contract(records)
    [warn] = [r for r in of_type(records, "log") if r.get("template") == batching.VALIDATION]
    assert warn["level"] == "warning"
    assert warn["args"] == {"batch": 32, "examples": 18}
    assert warn["message"] == str(check_batch(32, val_examples=18)[0].message)
    assert "val_loss" not in of_type(records, "epoch_end")[-1]["logs"]


def test_log_lines_carry_template_and_plain_args(tmp_path):
    job = make_job(
        model={"backend": "torch", "architecture": "mlp"},
        train={"epochs": 2, "steps_per_epoch": 2, "label_smoothing": 0.1},
    )
    assert engine.run(job, None, None, run_dir=tmp_path / "a") == "completed"
    resumed = job.updated("train.epochs", 3).updated("train.resume_from", str(tmp_path / "a"))
    assert engine.run(resumed, None, None, run_dir=tmp_path / "b") == "completed"
    logs = of_type(events_of(tmp_path / "b"), "log")
    assert logs, "the resume and the label smoothing are logged"
    for rec in logs:
        if "template" not in rec:
            continue  # a source note (plain English)
        assert rec["template"].format(**rec["args"]) == rec["message"]
        assert json.loads(json.dumps(rec["args"])) == rec["args"]
    by_template = {r.get("template"): r for r in logs}
    resumed_line = by_template["resumed from {path} (epoch {epoch}, step {step})"]
    assert resumed_line["args"]["epoch"] == 2 and resumed_line["args"]["step"] == 4
    assert isinstance(resumed_line["args"]["path"], str)
