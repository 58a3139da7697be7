"""Each backend refuses a bad batch with the one rule's words (tpugui.pipeline.batching), and its
log lines carry a translatable template with plain values."""

from __future__ import annotations

import json

import pytest

from tests.training.helpers import (
    assert_contract,
    events_of,
    make_job,
    needs,
    of_type,
    trainable_backends,
)
from tpugui.job import JobError
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


@pytest.mark.parametrize("backend", trainable_backends())
def test_a_validation_set_smaller_than_a_batch_is_evaluated_whole(tmp_path, backend):
    """Every backend evaluates every held-out example, whatever drop_remainder says: 36
    validation examples and a batch of 64 (one short batch, which drop_remainder would have
    dropped) give each epoch its validation figures, and the check has nothing to say."""
    needs(backend)
    job = make_job(
        model={"backend": backend, "architecture": "mlp"},
        data={"validation_split": 0.02},  # 36 validation examples
        pipeline={"batch_size": 64, "drop_remainder": True},
        train={"epochs": 1, "steps_per_epoch": 2, "checkpoint_every": 0},
    )
    assert engine.check(job, tmp_path, machine=False) is None
    assert engine.run(job, None, None, run_dir=tmp_path / "r") == "completed"
    logs = of_type(events_of(tmp_path / "r"), "epoch_end")[-1]["logs"]
    assert logs["val_loss"] > 0
    assert (logs["val_accuracy"] * 36) == pytest.approx(round(logs["val_accuracy"] * 36))


def test_tensorflow_replicas_that_do_not_divide_refuse_the_run(tmp_path, monkeypatch):
    import tensorflow as tf

    from tpugui.training.tensorflow import devices as strategy

    def three_replicas(job, log=None):
        return strategy.Chosen(tf.distribute.get_strategy(), "mirrored", "3 x CPU", 3)

    monkeypatch.setattr(strategy, "choose", three_replicas)
    job = make_job(model={"architecture": "mlp"}, pipeline={"batch_size": 64})
    last = _failed_with(tmp_path, job)
    assert last["error"] == check_batch(64, replicas=3)[0].line


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
