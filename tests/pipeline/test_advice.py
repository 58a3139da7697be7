"""Each rule of the guides fires where it should, and its one-click fix makes it go away."""

from __future__ import annotations

import pytest

from tests.pipeline.conftest import small_job, with_data
from tpugui.job import Job
from tpugui.pipeline.advice import Facts, advise, apply_fix, cheap_facts

ROOMY = dict(available_ram=64 << 30, cpu_count=16)


def ids(job: Job, facts: Facts) -> set[str]:
    return {a.id for a in advise(job, facts)}


CASES = [
    ("prefetch-missing", small_job(order=["map", "cache", "shuffle", "batch"]), Facts(**ROOMY)),
    (
        "prefetch-last",
        small_job(order=["map", "prefetch", "cache", "shuffle", "batch"]),
        Facts(**ROOMY),
    ),
    (
        "shuffle-after-batch",
        small_job(order=["map", "cache", "batch", "shuffle", "prefetch"]),
        Facts(**ROOMY),
    ),
    (
        "shuffle-after-repeat",
        small_job(order=["map", "cache", "repeat", "shuffle", "batch", "prefetch"]),
        Facts(**ROOMY),
    ),
    (
        "cache-after-repeat",
        small_job(order=["map", "shuffle", "repeat", "cache", "batch", "prefetch"]),
        Facts(**ROOMY),
    ),
    (
        "cache-after-shuffle",
        small_job(order=["map", "shuffle", "cache", "batch", "prefetch"]),
        Facts(**ROOMY),
    ),
    ("cache-freezes-augmentation", small_job(random_flip=True), Facts(**ROOMY)),
    (
        "cache-before-map",
        small_job(order=["cache", "map", "shuffle", "batch", "prefetch"]),
        Facts(**ROOMY),
    ),
    (
        "cache-ram",
        small_job(),
        Facts(train_count=10_000_000, example_bytes=4096, available_ram=1 << 30, cpu_count=16),
    ),
    (
        "cache-missing",
        with_data(
            small_job(order=["map", "shuffle", "batch", "prefetch"]), source="images", path="x"
        ),
        Facts(**ROOMY),
    ),
    (
        "interleave-missing",
        with_data(small_job(), source="tfrecord", path="x"),
        Facts(n_files=8, **ROOMY),
    ),
    (
        "interleave-first",
        with_data(
            small_job(order=["map", "interleave", "cache", "batch", "prefetch"]),
            source="tfrecord",
            path="x",
        ),
        Facts(n_files=8, **ROOMY),
    ),
    (
        "cycle-length-files",
        with_data(
            small_job(
                order=["interleave", "map", "batch", "prefetch"],
                cycle_length=16,
                interleave_parallel_calls=8,
            ),
            source="tfrecord",
            path="x",
        ),
        Facts(n_files=4, **ROOMY),
    ),
    (
        "interleave-parallel",
        small_job(
            order=["interleave", "map", "batch", "prefetch"],
            cycle_length=2,
            interleave_parallel_calls=4,
        ),
        Facts(**ROOMY),
    ),
    (
        "interleave-single-source",
        small_job(order=["interleave", "map", "batch", "prefetch"]),
        Facts(**ROOMY),
    ),
    ("batch-too-large", small_job(batch_size=5000), Facts(train_count=1437, **ROOMY)),
    ("static-shapes", small_job(drop_remainder=False), Facts(on_tpu=True, replicas=8, **ROOMY)),
    ("batch-replicas", small_job(batch_size=100), Facts(replicas=8, **ROOMY)),
    ("batch-tpu-128", small_job(batch_size=64), Facts(on_tpu=True, replicas=8, **ROOMY)),
    ("shuffle-buffer", small_job(shuffle_buffer=10), Facts(train_count=60_000, **ROOMY)),
    (
        "threadpool",
        with_data(small_job(), source="images", path="x"),
        Facts(available_ram=64 << 30, cpu_count=2),
    ),
    ("autotune-off", small_job(autotune=False), Facts(**ROOMY)),
]


@pytest.mark.parametrize("rule, job, facts", CASES, ids=[c[0] for c in CASES])
def test_rule_fires_and_its_fix_removes_it(rule, job, facts):
    found = {a.id: a for a in advise(job, facts)}
    assert rule in found, sorted(found)
    a = found[rule]
    assert a.severity in ("error", "warning", "info") and a.reason and a.title
    assert a.fix, "every rule here has a one-click fix"
    assert rule not in ids(apply_fix(job, a), facts)


def test_the_demo_job_is_clean_on_a_roomy_machine():
    assert ids(Job(), Facts(train_count=1437, example_bytes=264, **ROOMY)) == set()


def test_errors_come_first_and_tpu_gets_the_current_api_note():
    job = small_job(drop_remainder=False, batch_size=100)
    items = advise(job, Facts(on_tpu=True, replicas=8, **ROOMY))
    sev = [a.severity for a in items]
    assert sev == sorted(sev, key=("error", "warning", "info").index)
    note = next(a for a in items if a.id == "api-current")
    assert "tpu='local'" in note.reason and "options.autotune.enabled" in note.reason


def test_torch_xla_backend_counts_as_xla():
    job = small_job(drop_remainder=False).updated("model.backend", "torch_xla")
    assert "static-shapes" in ids(job, Facts(**ROOMY))


def test_cheap_facts_without_tensorflow():
    f = cheap_facts(Job(), replicas=4, on_tpu=True)
    assert f.train_count == 1797 - 359 and f.example_bytes == 8 * 8 * 4 + 8
    assert f.replicas == 4 and f.on_tpu and f.available_ram and f.available_ram > 0


def test_legacy_api_notes_are_measured_on_this_tensorflow():
    from tpugui.pipeline.advice import legacy_api_notes

    notes = {a.id: a for a in legacy_api_notes()}
    assert "AttributeError" in notes["legacy-autotune"].reason
    assert "ValueError" in notes["legacy-resolver"].reason
