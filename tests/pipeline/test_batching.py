"""The one batch rule (tpugui.pipeline.batching), and every place that asks it saying its words."""

from __future__ import annotations

import json

import pytest

from tests.pipeline.conftest import small_job, with_data
from tpugui.job import JobError
from tpugui.pipeline import batching
from tpugui.pipeline.advice import Facts, advise
from tpugui.pipeline.batching import BatchError, check_batch, require_batch


def kinds(problems):
    return [(p.kind, p.severity) for p in problems]


def test_a_batch_that_fits_has_no_problem():
    assert check_batch(64) == []
    assert check_batch(64, replicas=8, examples=1000) == []
    assert check_batch(64, replicas=1, examples=64) == []  # exactly one batch
    # without drop_remainder the one short batch is fine
    assert check_batch(64, examples=10, drop_remainder=False) == []


def test_not_dividing_over_the_replicas_is_an_error_with_two_choices():
    [p] = check_batch(66, replicas=4)
    assert (p.kind, p.severity, p.field) == ("divide", "error", "pipeline.batch_size")
    assert (p.batch_size, p.replicas, p.examples) == (66, 4, None)
    assert p.message.template == batching.DIVIDE
    assert p.message.args == {"batch": 66, "replicas": 4, "lower": 64, "upper": 68}
    assert str(p.message) == (
        "66 does not divide over the 4 replicas (each replica takes an equal share of every "
        "batch); use a multiple of 4, for example 64 or 68"
    )
    assert p.line == f"pipeline.batch_size: {p.message}"


def test_a_batch_smaller_than_the_replicas_gets_one_choice():
    [p] = check_batch(3, replicas=8)
    assert p.message.template == batching.DIVIDE_SMALL
    assert str(p.message).endswith("use a multiple of 8, for example 8")


def test_larger_than_the_training_examples_with_drop_remainder_makes_zero_batches():
    [p] = check_batch(2000, examples=80)
    assert (p.kind, p.severity, p.examples) == ("train", "error", 80)
    assert str(p.message) == (
        "2000 is larger than the 80 training examples and drop_remainder is on, so no batch "
        "would ever be made; choose at most 80 or turn drop_remainder off"
    )


def test_no_training_examples_at_all():
    [p] = check_batch(32, examples=0, drop_remainder=False)
    assert (p.kind, p.severity) == ("empty", "error")


def test_every_problem_at_once():
    problems = check_batch(66, replicas=4, examples=50)
    assert kinds(problems) == [("divide", "error"), ("train", "error")]


def test_require_raises_one_error_class_with_fields_and_messages():
    with pytest.raises(BatchError) as info:
        require_batch(66, replicas=4, examples=50)
    err = info.value
    assert isinstance(err, JobError) and isinstance(err, ValueError)
    assert (err.field, err.kind, err.batch_size, err.replicas, err.examples) == (
        "pipeline.batch_size",
        "divide",
        66,
        4,
        50,
    )
    assert err.message == check_batch(66, replicas=4)[0].message
    assert [k for k, _ in kinds(err.items)] == ["divide", "train"]
    assert err.problems == [p.line for p in err.items]
    assert err.details == [(p.field, p.message) for p in err.items]
    assert str(err) == "; ".join(err.problems)


def test_messages_are_plain_json():
    for p in check_batch(66, replicas=4, examples=50):
        json.dumps(p.message.args)
        assert p.message.template.format(**p.message.args) == str(p.message)


# --- the places that ask the rule ------------------------------------------------------------


def test_pipeline_check_refuses_with_the_rule_s_words():
    from tpugui.pipeline.build import check_counts

    job = small_job(batch_size=2000)
    [(key, message)] = check_counts(job.pipeline, 80)
    assert f"{key}: {message}" == check_batch(2000, examples=80)[0].line


def test_advice_reasons_are_the_rule_s_messages():
    job = small_job(batch_size=5000)
    found = {a.id: a for a in advise(job, Facts(train_count=1437))}
    rule = check_batch(5000, examples=1437)[0]
    a = found["batch-too-large"]
    assert a.severity == "error" and a.field == "batch_size"
    assert a.reason == str(rule.message)
    assert a.message("reason").template == rule.message.template
    assert str(a.message("reason")) == str(rule.message)
    assert a.fix == {"pipeline.batch_size": 128}  # 11 steps an epoch, not 1 (issue 29)

    found = {a.id: a for a in advise(small_job(batch_size=100), Facts(replicas=8))}
    rule = check_batch(100, replicas=8)[0]
    a = found["batch-replicas"]
    assert a.severity == "error" and a.reason == str(rule.message)
    assert a.message("reason").template == rule.message.template
    assert str(a.message("reason")) == str(rule.message)
    assert a.fix == {"pipeline.batch_size": 104}


def test_advice_says_nothing_where_the_rule_finds_nothing():
    job = with_data(small_job(batch_size=64, drop_remainder=False), source="synthetic", count=10)
    found = {a.id for a in advise(job, Facts(train_count=10, replicas=8))}
    assert not found & {"batch-too-large", "batch-replicas"}


def test_xla_launch_plan_refuses_with_the_rule_s_words():
    from tpugui.training.torch import xla_launch

    plan = xla_launch.Plan("spawn", 4, "TPU", "test")
    job = small_job(batch_size=66)
    assert xla_launch.check_plan(job, plan) == [check_batch(66, replicas=4)[0]]


def test_torch_xla_processes_refuse_with_the_rule_s_error():
    from tpugui.training.torch import data as torch_data

    with pytest.raises(BatchError) as info:
        torch_data.per_replica_batch(small_job(batch_size=66), 4)
    assert info.value.message == check_batch(66, replicas=4)[0].message
    assert torch_data.per_replica_batch(small_job(batch_size=64), 4) == 16


def test_tensorflow_steps_refuse_with_the_rule_s_error():
    from types import SimpleNamespace

    from tpugui.training.tensorflow import backend as tf_backend

    built = SimpleNamespace(steps_per_epoch=0, batch_size=2000, train_count=80)
    with pytest.raises(BatchError) as info:
        tf_backend.steps_for(small_job(batch_size=2000), built)
    assert info.value.message == check_batch(2000, examples=80)[0].message
