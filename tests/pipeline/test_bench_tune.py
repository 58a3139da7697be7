"""Bench (real tf.data timing), the input-bound verdict, the tuner and the CLI verbs."""

from __future__ import annotations

import json
import threading

import pytest

from tests.pipeline.conftest import small_job, with_data
from tpugui.cli import main
from tpugui.job import Job, load_job, save_job
from tpugui.pipeline.bench import bench_job, classify, measure
from tpugui.pipeline.tune import apply_config, job_config, job_space, tune, tune_job


def test_bench_measures_and_reports_progress():
    seen = []
    res = bench_job(
        Job(), batches=20, warmup=3, progress=lambda d, t: seen.append((d, t)), verdict=True
    )
    # every batch of the 3 measurements, then the verdict's compiling step and its 8 steps
    total = 3 * 23 + 9
    assert seen[-1] == (total, total) and [d for d, _ in seen] == list(range(1, total + 1))
    assert res.batches == 20 and res.batch_size == 64 and not res.stopped
    assert len(res.samples) == 3 and res.examples_per_sec == sorted(res.samples)[1]
    assert res.examples_per_sec == pytest.approx(res.batches_per_sec * 64, rel=1e-6)
    assert res.spread == pytest.approx(
        (max(res.samples) - min(res.samples)) / 2 / res.examples_per_sec
    )
    assert res.first_batch_s > 0 and res.batch_s > 0
    v = res.verdict
    assert v is not None and v.step_s > 0 and v.level in ("not", "moderately", "highly")
    assert v.label.split()[0] in ("Not", "Moderately", "Highly")


def test_bench_is_cancelled_by_the_stop_event():
    stop = threading.Event()

    def progress(done, total):
        if done == 4:
            stop.set()

    res = bench_job(Job(), batches=1000, warmup=2, stop_event=stop, progress=progress)
    assert res.stopped and res.batches == 2 and res.verdict is None


def test_measure_restarts_a_finite_dataset():
    import tensorflow as tf

    ds = tf.data.Dataset.range(10).batch(4)  # 3 batches an epoch: 4, 4, 2
    res = measure(ds, batches=6, warmup=0, batch_size=4)
    assert res.batches == 6


@pytest.mark.parametrize(
    "batch_s, step_s, overlapped, level",
    [
        (0.001, 0.010, True, "not"),  # the pipeline is far ahead
        (0.0105, 0.010, True, "not"),  # 0.5 ms wait of 10.5 ms: 4.8 %
        (0.0115, 0.010, True, "moderately"),  # 1.5 / 11.5 = 13 %
        (0.0130, 0.010, True, "highly"),  # 3 / 13 = 23 %
        (0.001, 0.010, False, "moderately"),  # no prefetch: the whole batch time is waiting (9 %)
    ],
)
def test_verdict_thresholds_are_the_profilers(batch_s, step_s, overlapped, level):
    assert classify(batch_s, step_s, overlapped)[1] == level


def test_slow_pipeline_is_highly_input_bound_with_concrete_suggestions():
    # no prefetch, sequential map, tiny model: the input dominates
    job = small_job(
        order=["map", "batch"], map_parallel_calls=1, batch_size=256, resize=[32, 32]
    ).updated("model.architecture", "mlp")
    res = bench_job(job, batches=5, warmup=1)
    assert res.verdict is not None
    assert any("prefetch" in s for s in res.verdict.suggestions)


def test_tuner_finds_the_optimum_of_a_known_surface():
    space = {"a": [1, 2, 4, 8], "b": [0, 1, 2], "c": ["x", "y"]}

    def score(cfg):  # best at a=4, b=2, c=y
        return 100 - (cfg["a"] - 4) ** 2 - 5 * (2 - cfg["b"]) + (3 if cfg["c"] == "y" else 0)

    res = tune(space, {"a": 1, "b": 0, "c": "x"}, score, budget=20)
    assert res.best == {"a": 4, "b": 2, "c": "y"}
    assert len(res.trials) <= 20 and res.best_score == score(res.best) > res.start_score
    # a deterministic surface has no noise: the confirmation claims the gain
    assert res.noise == 0 and res.claimed and res.speedup == score(res.best) / res.start_score
    assert all(len(t.samples) == 3 for t in res.trials)


def test_tuner_respects_its_budget_and_stop():
    calls = []
    res = tune(
        {"a": list(range(50))},
        {"a": 0},
        lambda c: calls.append(c) or c["a"],
        budget=5,
        repeats=1,
        confirm_pairs=0,
    )
    assert len(calls) == 5 and res.best == {"a": 4} and res.confirm is None
    stop = threading.Event()
    stop.set()
    assert tune({"a": [1, 2]}, {"a": 1}, lambda c: 1.0, stop_event=stop).stopped


def test_apply_config_moves_cache_and_prefetch():
    job = with_data(
        small_job(order=["interleave", "map", "shuffle", "batch", "prefetch"]),
        source="tfrecord",
        path="x",
    )
    assert set(job_space(job)) == {
        "map_parallel_calls",
        "cycle_length",
        "prefetch",
        "private_threadpool_size",
        "cache",
    }
    tuned = apply_config(
        job,
        {
            "map_parallel_calls": 8,
            "cycle_length": 4,
            "prefetch": 2,
            "private_threadpool_size": 16,
            "cache": "after_map",
        },
    )
    p = tuned.pipeline
    assert p.order == ["interleave", "map", "cache", "shuffle", "batch", "prefetch"]
    assert (p.map_parallel_calls, p.cycle_length, p.interleave_parallel_calls) == (8, 4, 4)
    assert (p.prefetch, p.private_threadpool_size) == (2, 16)
    assert job_config(tuned)["cache"] == "after_map"
    none = apply_config(tuned, {"prefetch": 0, "cache": "none"}).pipeline.order
    assert none == ["interleave", "map", "shuffle", "batch"]


def test_tune_job_measures_real_pipelines():
    job = small_job(order=["map", "batch"], map_parallel_calls=1, batch_size=32)
    res = tune_job(job, batches=5, warmup=1, budget=4, repeats=2, confirm_pairs=2)
    assert len(res.trials) == 4 and res.best_score >= res.start_score > 0
    apply_config(job, res.best)  # a valid job


def test_cli_code_advise_bench_tune(tmp_path, capsys):
    path = tmp_path / "job.toml"
    save_job(small_job(order=["map", "batch"], batch_size=32), path)
    assert main(["pipeline", "code", str(path), "-o", str(tmp_path / "p.py")]) == 0
    assert "def make_dataset" in (tmp_path / "p.py").read_text()
    assert main(["pipeline", "advise", str(path), "--json"]) == 0
    items = json.loads(capsys.readouterr().out)
    assert "prefetch-missing" in {a["id"] for a in items}
    assert main(["pipeline", "bench", str(path), "--batches", "5", "--warmup", "1"]) == 0
    out = capsys.readouterr().out
    assert "examples/s" in out and "input-bound" in out
    out_job = tmp_path / "tuned.toml"
    assert (
        main(
            [
                "pipeline",
                "tune",
                str(path),
                "--batches",
                "3",
                "--warmup",
                "1",
                "--budget",
                "3",
                "--write",
                str(out_job),
            ]
        )
        == 0
    )
    assert "best:" in capsys.readouterr().out and load_job(out_job)


def test_cli_bad_job_exits_2_naming_the_field(tmp_path, capsys):
    path = tmp_path / "job.toml"
    save_job(with_data(Job(), source="tfrecord", path="nothing-*.tfrecord"), path)
    assert main(["pipeline", "bench", str(path)]) == 2
    assert "data.path: no files match" in capsys.readouterr().err


def test_bench_and_tune_measure_a_configuration_the_same_way(monkeypatch):
    """Bench's figure and Tune's row for the same configuration come from the same
    measurements: the same batches and warm-up, repeated from fresh iterators, the median."""
    from tpugui.pipeline import bench

    calls = []
    real = bench.measure

    def spy(ds, batches, warmup, *a, **k):  # noqa: ANN001, ANN202
        calls.append((batches, warmup))
        return real(ds, batches, warmup, *a, **k)

    monkeypatch.setattr(bench, "measure", spy)
    job = small_job(order=["map", "batch"], batch_size=32)
    res = bench_job(job, batches=6, warmup=2, verdict=False)
    benched, calls[:] = list(calls), []
    tuned = tune_job(job, batches=6, warmup=2, budget=1, confirm_pairs=0)
    assert benched == calls == [(6, 2)] * 3
    assert len(res.samples) == len(tuned.trials[0].samples) == 3
    assert res.examples_per_sec == sorted(res.samples)[1]  # the median, as a trial's score
