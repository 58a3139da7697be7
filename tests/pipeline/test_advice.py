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
    ("batch-few-steps", small_job(batch_size=1024), Facts(train_count=1438, **ROOMY)),
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


def _npz(tmp_path, name: str, n: int) -> None:
    import numpy as np

    rng = np.random.default_rng(n)
    np.savez(tmp_path / name, x=rng.integers(0, 255, (n, 6, 5)), y=rng.integers(0, 3, n))


def test_npz_counts_hold_out_the_share_unless_a_validation_file_is_set(tmp_path):
    _npz(tmp_path, "train.npz", 40)
    _npz(tmp_path, "val.npz", 7)
    split = with_data(small_job(batch_size=40), source="npz", path="train.npz")
    f = cheap_facts(split, base_dir=tmp_path)
    assert f.train_count == 40 - 8 and f.example_bytes == 6 * 5 * 1 * 4 + 8
    assert "batch-too-large" in ids(split, f)  # 40 > the 32 examples left after the split
    separate = with_data(split, validation_path="val.npz")
    f = cheap_facts(separate, base_dir=tmp_path)
    assert f.train_count == 40  # validation_split is ignored: nothing is held out
    assert "batch-too-large" not in ids(separate, f)
    # a file that is not there: no count, no false advice
    assert cheap_facts(with_data(split, path="none.npz"), base_dir=tmp_path).train_count is None


def test_probe_facts_count_every_training_record_with_a_validation_glob(tmp_path):
    from tests.pipeline.conftest import write_tfrecords
    from tpugui.pipeline.advice import probe_facts

    train = write_tfrecords(tmp_path / "train", shards=3, per_shard=10)
    val = write_tfrecords(tmp_path / "val", shards=1, per_shard=4)
    job = with_data(Job(), source="tfrecord", path=train)
    assert probe_facts(job).train_count == 24  # every 5th record held out (split 0.2)
    f = probe_facts(with_data(job, validation_path=val))
    assert f.train_count == 30 and f.n_files == 3


#: what a one-click fix may leave: this many steps an epoch at least, at most one batch dropped
MIN_STEPS = 10


@pytest.mark.parametrize(
    "job, facts",
    [
        (small_job(batch_size=2048), Facts(train_count=1438, **ROOMY)),  # the tester's digits
        (small_job(batch_size=2048, drop_remainder=False), Facts(train_count=1438, **ROOMY)),
        (small_job(batch_size=64), Facts(train_count=1438, on_tpu=True, replicas=8, **ROOMY)),
        (small_job(batch_size=100), Facts(train_count=1438, replicas=8, **ROOMY)),
        (small_job(batch_size=1024), Facts(train_count=1438, **ROOMY)),
        (small_job(batch_size=700), Facts(train_count=5000, replicas=4, **ROOMY)),
    ],
)
def test_a_one_click_batch_fix_keeps_the_epoch_whole(job, facts):
    """Issue 29: "Set batch_size to 1024" on 1,438 examples left one step an epoch and dropped
    29 % of the data every epoch. A fix's batch leaves at least MIN_STEPS steps an epoch and
    drops less than one batch; and the advice of the fixed job has no batch fix left to offer
    (it re-checks the job as fixed)."""
    count, replicas = facts.train_count, facts.replicas
    fixes = [a for a in advise(job, facts) if "pipeline.batch_size" in a.fix]
    assert fixes, "the case has a batch fix"
    for a in fixes:
        fixed = apply_fix(job, a)
        size = fixed.pipeline.batch_size
        assert size % replicas == 0
        assert count // size >= MIN_STEPS, (a.id, size)
        dropped = count % size if fixed.pipeline.drop_remainder else 0
        assert dropped < size and dropped / count < 1 / MIN_STEPS, (a.id, size, dropped)
        left = [b.id for b in advise(fixed, facts) if "pipeline.batch_size" in b.fix]
        assert left == [], (a.id, size, left)


def test_too_few_steps_an_epoch_is_advised_with_what_is_dropped():
    """The job the old fix made (1024 of 1,438, drop_remainder) is not "nothing to advise"."""
    found = {a.id: a for a in advise(small_job(batch_size=1024), Facts(train_count=1438, **ROOMY))}
    a = found["batch-few-steps"]
    assert a.severity == "warning"
    assert "1 step" in a.reason and "414" in a.reason and "29 %" in a.reason, a.reason
    assert a.fix == {"pipeline.batch_size": 128}
