"""Nothing the schema accepts can crash, hang or silently mistrain a run (issue 17).

Every numeric key has a range a real machine can honour (on the schema) or one checked against
this machine's cores and memory (tpugui.training.limits); every path key is checked for length
and kind; all before any framework is imported, and nothing is written for a refused job.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.training.helpers import ROOT, make_job, write_job
from tpugui import backends
from tpugui.job import Job, JobError, loads_job
from tpugui.job_fields import all_specs
from tpugui.training import engine, limits

PROBE = """
import json, sys
from tpugui.cli import main
rc = main(sys.argv[1:])
heavy = [m for m in ("tensorflow", "torch", "torch_xla", "keras", "jax") if m in sys.modules]
print(json.dumps({"rc": rc, "heavy": heavy}))
"""


def _cli(*args: str) -> tuple[dict, str]:
    out = subprocess.run(
        [sys.executable, "-c", PROBE, *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    return json.loads(out.stdout.strip().splitlines()[-1]), out.stderr


def test_every_numeric_key_has_a_finite_range_on_the_schema():
    for key, spec in all_specs().items():
        if spec.kind in ("int", "float", "parallelism", "ints"):
            assert spec.minimum is not None and spec.maximum is not None, key
            assert spec.maximum < 10**10, key


@pytest.mark.parametrize(
    ("dotted", "value"),
    [
        ("pipeline.map_parallel_calls", 10**12),
        ("pipeline.shuffle_buffer", 10**12),
        ("train.prefetch_factor", 10**12),
        ("train.prefetch_factor", 100),
        ("train.num_workers", 10**12),
        ("model.logical_cpus", 64),
        ("train.steps_per_epoch", 10**12),
        ("data.shape", [65_536, 65_536, 3]),
        ("data.image_size", [65_536, 65_536]),
        ("pipeline.resize", [60_000, 60_000]),
    ],
)
def test_absurd_numbers_are_refused_by_the_schema(dotted, value):
    with pytest.raises(JobError) as info:
        Job().updated(dotted, value)
    assert info.value.fields == [dotted]


@pytest.mark.parametrize(
    "dotted",
    [
        "data.path",
        "data.validation_path",
        "pipeline.cache",
        "train.resume_from",
        "remote.identity_file",
        "remote.remote_dir",
    ],
)
def test_a_ten_thousand_character_path_is_refused_by_the_schema(dotted):
    with pytest.raises(JobError) as info:
        Job().updated(dotted, "d/" * 5_000)
    [(key, message)] = info.value.details
    assert key == dotted and "10,000 characters long; at most 4,096" in str(message)


def test_a_name_over_255_bytes_or_a_nul_is_refused():
    with pytest.raises(JobError, match="model.architecture: holds a name of 303 bytes"):
        loads_job(f'[model]\narchitecture = "file:{"n" * 300}.py"\n')
    with pytest.raises(JobError, match="data.path: contains a NUL character"):
        loads_job('[data]\nsource = "npz"\npath = "a\\u0000b.npz"\n')


# --- against this machine -------------------------------------------------------------------


def test_logical_cpus_and_loader_workers_are_checked_against_the_cores():
    job = make_job(model={"logical_cpus": 16, "strategy": "mirrored"})
    [(key, message)] = limits.machine_problems(job, cores=2, free_memory=2**34)
    assert key == "model.logical_cpus"
    assert message.template == limits.TOO_MANY_LOGICAL and message.args["most"] == 8
    assert "2 CPU core(s)" in str(message) and "use at most 8" in str(message)
    assert limits.machine_problems(job, cores=8, free_memory=2**34) == []
    torch = make_job(model={"backend": "torch"}, train={"num_workers": 200})
    [(key, message)] = limits.machine_problems(torch, cores=2, free_memory=2**34)
    assert key == "train.num_workers" and message.args["most"] == 8


@pytest.mark.parametrize("backend", [b.name for b in backends.all_backends() if b.logical_cpus])
def test_every_backend_that_splits_the_cpu_is_held_to_the_logical_cpu_limit(backend):
    """The descriptor's trait decides (issue 39: a JAX job escaped the limit)."""
    job = make_job(model={"backend": backend, "logical_cpus": 16})
    [(key, message)] = limits.machine_problems(job, cores=2, free_memory=2**34)
    assert key == "model.logical_cpus" and message.template == limits.TOO_MANY_LOGICAL
    assert "2 CPU core(s)" in str(message) and "use at most 8" in str(message)


def test_a_jax_job_over_the_machine_limit_is_refused_with_the_key_and_why(tmp_path, monkeypatch):
    assert backends.get("jax").logical_cpus
    monkeypatch.setattr(limits, "_cores", lambda: 2)
    job = make_job(model={"backend": "jax", "logical_cpus": 16})
    with pytest.raises(JobError) as info:
        engine.check(job, tmp_path)
    assert info.value.fields == ["model.logical_cpus"]
    assert "this machine has 2 CPU core(s)" in str(info.value)
    assert "use at most 8" in str(info.value)
    plain = make_job(model={"backend": "torch", "logical_cpus": 16})
    assert limits.machine_problems(plain, cores=2, free_memory=2**34) == []


def test_buffers_larger_than_the_free_memory_are_refused_naming_the_key():
    job = make_job(
        data={"source": "synthetic", "shape": [256, 256, 3], "count": 1000},
        pipeline={"shuffle_buffer": 10_000_000, "prefetch": 1000, "batch_size": 512},
    )
    problems = dict(limits.machine_problems(job, cores=4, free_memory=4 * 2**30))
    assert set(problems) == {"pipeline.shuffle_buffer", "pipeline.prefetch"}
    text = str(problems["pipeline.shuffle_buffer"])
    assert "4.0 GiB free" in text and "768.0 KiB each" in text
    assert "use at most 5,461" in text
    big = make_job(data={"source": "synthetic", "shape": [1024, 1024, 3], "count": 100_000})
    assert "data.count" in dict(limits.machine_problems(big, free_memory=4 * 2**30))


def test_the_demo_job_fits_this_machine():
    assert limits.machine_problems(Job()) == []


# --- path kinds -----------------------------------------------------------------------------


def test_system_files_and_non_files_are_refused_before_reading(tmp_path):
    job = make_job(model={"architecture": "file:/dev/zero"})
    with pytest.raises(JobError) as info:
        engine.check(job, tmp_path)
    assert info.value.fields == ["model.architecture"]
    assert "/dev/zero is under /dev, a system folder" in str(info.value)
    cache = make_job(pipeline={"cache": "/proc/version"})
    with pytest.raises(JobError, match="pipeline.cache: /proc/version is under /proc"):
        engine.check(cache, tmp_path)
    (tmp_path / "net.py").mkdir()
    with pytest.raises(JobError, match="model.architecture: .*net.py is not a regular file"):
        engine.check(make_job(model={"architecture": "file:net.py"}), tmp_path)
    big = tmp_path / "big.py"
    big.write_bytes(b"#" * (limits.MODEL_FILE_MAX + 1))
    with pytest.raises(JobError, match="big.py is 10.0 MiB large"):
        engine.check(make_job(model={"architecture": "file:big.py"}), tmp_path)
    (tmp_path / "folder.npz").mkdir()
    npz = make_job(data={"source": "npz", "path": "folder.npz"})
    with pytest.raises(JobError, match="data.path: .*folder.npz is not a regular file"):
        engine.check(npz, tmp_path)
    images = make_job(data={"source": "images", "path": "nowhere"})
    with pytest.raises(JobError, match="data.path: folder not found"):
        engine.check(images, tmp_path)


def test_a_glob_matching_nothing_exits_2_before_any_framework_and_writes_nothing(tmp_path):
    job = write_job(
        make_job(data={"source": "tfrecord", "path": "data/train-*.tfrecord"}),
        tmp_path / "job.toml",
    )
    run_dir = tmp_path / "run"
    result, err = _cli("train", str(job), "--run-dir", str(run_dir))
    assert result == {"rc": 2, "heavy": []}
    assert "data.path: no files match" in err and "train-*.tfrecord" in err
    assert not run_dir.exists()
    result, err = _cli("pipeline", "bench", str(job))
    assert result == {"rc": 2, "heavy": []}
    assert "data.path: no files match" in err


def test_a_device_file_as_model_exits_2_at_once(tmp_path):
    job = write_job(make_job(model={"architecture": "file:/dev/zero"}), tmp_path / "job.toml")
    result, err = _cli("train", str(job), "--run-dir", str(tmp_path / "run"))
    assert result == {"rc": 2, "heavy": []}
    assert "model.architecture" in err and "system folder" in err
    assert not (tmp_path / "run").exists()


# --- npz labels against data.classes ----------------------------------------------------------


def _npz(path, labels):
    import numpy as np

    rng = np.random.default_rng(0)
    np.savez(path, x=rng.random((len(labels), 8, 8, 1), "float32"), y=np.array(labels))
    return path


@pytest.mark.parametrize(
    ("labels", "key", "words"),
    [
        ([0, 1, 15, 3] * 16, "data.classes", "go up to 15, but data.classes is 10"),
        ([0, 1, -1, 3] * 16, "data.y_key", "go down to -1"),
    ],
)
def test_npz_labels_outside_the_classes_are_refused_before_any_framework(
    tmp_path, labels, key, words
):
    _npz(tmp_path / "d.npz", labels)
    job = write_job(make_job(data={"source": "npz", "path": "d.npz"}), tmp_path / "job.toml")
    result, err = _cli("train", str(job), "--run-dir", str(tmp_path / "run"))
    assert result == {"rc": 2, "heavy": []}
    assert f"{key}: the labels in d.npz {words}" in err
    assert not (tmp_path / "run").exists()


def test_npz_labels_are_checked_where_the_file_is_read(tmp_path):
    """A validation file read by the run itself is held to data.classes too."""
    from tpugui import sources

    _npz(tmp_path / "d.npz", [0, 1, 12] * 4)
    job = make_job(data={"source": "npz", "path": "d.npz", "classes": 10})
    with pytest.raises(JobError, match="set data.classes to 13 or fix the labels"):
        sources.get("npz").load(job.data, job.data.path, "data.path", tmp_path)
    ok = make_job(data={"source": "npz", "path": "d.npz", "classes": 13})
    assert sources.get("npz").load(ok.data, ok.data.path, "data.path", tmp_path).num_classes == 13
