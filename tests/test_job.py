"""The Job file: TOML round trip, validation messages that name the field, hostile input."""

from __future__ import annotations

import tomllib

import pytest

from tpugui.job import Job, JobError, demo_job, dumps_job, load_job, loads_job, save_job


def test_demo_file_is_the_builtin_default(demo_path):
    job = load_job(demo_path)
    assert job == Job()
    assert job.data.source == "digits"
    assert job.model.architecture == "cnn" and job.model.backend == "tensorflow"
    assert demo_job() == job


def test_round_trip_exact(tmp_path, demo_path):
    job = load_job(demo_path).updated("pipeline.batch_size", 128)
    job = job.updated("pipeline.order", ["interleave", "map", "shuffle", "batch", "prefetch"])
    job = job.updated("pipeline.prefetch", 3).updated("remote.workers", ["w1", "wörker-2"])
    job = job.updated("name", "實驗 one")
    path = tmp_path / "job.toml"
    save_job(job, path)
    again = load_job(path)
    assert again == job
    assert again.to_dict() == job.to_dict()
    # Saving the reloaded job writes the very same text.
    assert dumps_job(again) == path.read_text(encoding="utf-8")
    assert again.pipeline.prefetch == 3 and again.remote.workers[1] == "wörker-2"


def test_demo_file_text_round_trips(demo_path):
    original = tomllib.loads(demo_path.read_text(encoding="utf-8"))
    assert tomllib.loads(dumps_job(load_job(demo_path))) == original


@pytest.mark.parametrize(
    ("dotted", "value", "expected"),
    [
        ("pipeline.batch_size", -3, "pipeline.batch_size: must be a positive integer, got -3"),
        ("pipeline.batch_size", 0, "pipeline.batch_size: must be a positive integer, got 0"),
        ("pipeline.batch_size", "big", "pipeline.batch_size: must be an integer, got 'big'"),
        ("pipeline.batch_size", 2.5, "pipeline.batch_size: must be an integer, got 2.5"),
        (
            "pipeline.prefetch",
            "fast",
            "pipeline.prefetch: must be 'autotune' or a positive integer, got 'fast'",
        ),
        (
            "pipeline.prefetch",
            -1,
            "pipeline.prefetch: must be 'autotune' or a positive integer, got -1",
        ),
        ("train.epochs", 10**9, "train.epochs: must be at most 100000"),
        ("train.learning_rate", 0, "train.learning_rate: must be greater than 0.0"),
        ("train.optimizer", "rmsprop", "train.optimizer: must be one of"),
        ("data.source", "s3", "data.source: must be one of"),
        ("data.validation_split", 1.5, "data.validation_split: must be at most 0.95"),
        ("model.device", "quantum", "model.device: must be auto, cpu, gpu, tpu, mps or cuda:N"),
        ("model.architecture", "vit", "model.architecture: must be mlp, cnn, resnet or file:PATH"),
        ("remote.port", 70000, "remote.port: must be at most 65535"),
        ("pipeline.order", ["batch", "batch"], "pipeline.order: each stage may appear once"),
        ("pipeline.order", ["zip"], "pipeline.order[0]: must be one of"),
        ("pipeline.drop_remainder", "maybe", "pipeline.drop_remainder: must be true or false"),
    ],
)
def test_invalid_values_name_the_field(dotted, value, expected):
    with pytest.raises(JobError) as info:
        Job().updated(dotted, value)
    assert any(p.startswith(expected) for p in info.value.problems), info.value.problems


def test_unknown_keys_are_refused():
    with pytest.raises(JobError) as info:
        loads_job("[pipeline]\nbatch_sise = 32\n[gpu]\nx = 1\n")
    problems = info.value.problems
    assert "pipeline.batch_sise: unknown key; remove it or check its spelling" in problems
    assert "gpu: unknown key; remove it or check its spelling" in problems


def test_wrong_section_type():
    with pytest.raises(JobError, match="pipeline: must be a table"):
        loads_job('pipeline = "fast"\n')


def test_broken_toml_names_the_line(tmp_path):
    path = tmp_path / "broken.toml"
    path.write_text("[train]\nepochs = 3\nlearning_rate = = 0.1\n", encoding="utf-8")
    with pytest.raises(JobError) as info:
        load_job(path)
    assert str(path) in str(info.value)
    assert "line 3" in str(info.value)


def test_non_utf8_bytes_name_the_line(tmp_path):
    path = tmp_path / "latin1.toml"
    path.write_bytes(b'name = "ok"\n\n[data]\npath = "caf\xe9"\n')
    with pytest.raises(JobError, match="not UTF-8 text .bad byte at line 4"):
        load_job(path)


def test_missing_file(tmp_path):
    with pytest.raises(JobError, match="file not found"):
        load_job(tmp_path / "nope.toml")


def test_partial_job_takes_defaults():
    job = loads_job("[train]\nepochs = 2\n")
    assert job.train.epochs == 2 and job.pipeline == Job().pipeline


def test_save_is_atomic_and_leaves_no_temp_file(tmp_path):
    path = tmp_path / "j.toml"
    save_job(Job(), path)
    save_job(Job(name="second"), path)
    assert load_job(path).name == "second"
    assert [p.name for p in tmp_path.iterdir()] == ["j.toml"]


# --- hostile files (issue 17): every one a JobError naming the place, never a crash ---------


@pytest.mark.parametrize(
    "text",
    [
        "x = " + "[" * 20_000 + "]" * 20_000,
        "[data]\nshape = " + "{a = " * 5_000 + "1" + "}" * 5_000,
        "[" + ".".join(["a"] * 5_000) + "]\n",
    ],
    ids=["20000 nested arrays", "5000 nested inline tables", "5000-level table header"],
)
def test_deep_nesting_is_refused_with_a_place_not_a_recursion_error(tmp_path, text):
    path = tmp_path / "deep.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(JobError) as info:
        load_job(path)
    message = str(info.value)
    assert str(path) in message and "nest" in message
    assert len(message) < 400


def test_a_deep_nest_names_its_line():
    text = 'name = "x"\n\n[data]\nshape = ' + "[" * 3_000 + "]" * 3_000 + "\n"
    with pytest.raises(JobError, match="from line 4"):
        loads_job(text)


def test_a_file_cut_short_names_the_end_and_says_so(tmp_path):
    path = tmp_path / "cut.toml"
    path.write_text("[train]\nepochs = 3\nlearning", encoding="utf-8")
    with pytest.raises(JobError) as info:
        load_job(path)
    message = str(info.value)
    assert "at line 3, column 9" in message and "cut short" in message
    assert "at end of document" not in message


def test_a_utf8_bom_is_named(tmp_path):
    path = tmp_path / "bom.toml"
    path.write_bytes(b"\xef\xbb\xbf[train]\nepochs = 2\n")
    with pytest.raises(JobError, match="byte order mark .BOM.*without BOM"):
        load_job(path)


@pytest.mark.parametrize(
    "line",
    [
        "[train]\nlearning_rate = nan",
        "[train]\nstop_grace = inf",
        "[data]\nvalidation_split = nan",
        "[train]\nlabel_smoothing = nan",
        "[remote]\nconnect_timeout = -inf",
    ],
)
def test_nan_and_inf_are_named_as_such(line):
    with pytest.raises(JobError) as info:
        loads_job(line)
    [problem] = info.value.problems
    assert "must be a finite number" in problem, problem


def test_twenty_thousand_unknown_keys_name_a_few_and_count_the_rest():
    text = "\n".join(f"key{i} = 1" for i in range(20_000))
    with pytest.raises(JobError) as info:
        loads_job(text)
    message = str(info.value)
    assert len(message) < 1_000
    assert "key0: unknown key" in message and "key4: unknown key" in message
    assert "key5:" not in message
    assert "and 19,995 more unknown keys" in message


def test_a_huge_value_is_shown_cut_short():
    with pytest.raises(JobError) as info:
        loads_job(f'[train]\nepochs = "{"9" * 100_000}"\n')
    assert len(str(info.value)) < 200


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("[train]\nepochs = true", "train.epochs: must be a whole number, not true or false"),
        ("[pipeline]\nbatch_size = false", "pipeline.batch_size: must be a whole number"),
        ('[pipeline]\nbatch_size = "64"', "pipeline.batch_size: must be an integer, got '64'"),
        ("[pipeline]\nbatch_size = 64.0", "pipeline.batch_size: must be an integer, got 64.0"),
        ("[train]\nstop_on_nan = 1", "train.stop_on_nan: must be true or false"),
        ("[train]\nstop_on_nan = 0", "train.stop_on_nan: must be true or false"),
        ('[train]\nstop_on_nan = "yes"', "train.stop_on_nan: must be true or false"),
        ('[train]\nstop_on_nan = "true"', "train.stop_on_nan: must be true or false"),
        ("[pipeline]\nprefetch = true", "pipeline.prefetch: must be 'autotune' or a positive"),
        ("[data]\nshape = [8, true, 1]", "data.shape[1]: must be a whole number"),
        ("[train]\nlearning_rate = true", "train.learning_rate: must be a number, got true"),
        ("[data]\npath = 3", "data.path: must be text, got 3"),
        ("[remote]\nport = 22.0", "remote.port: must be an integer"),
    ],
)
def test_types_are_strict_a_typo_is_not_read_as_something_else(text, expected):
    with pytest.raises(JobError) as info:
        loads_job(text)
    assert any(p.startswith(expected) for p in info.value.problems), info.value.problems


def test_an_integer_is_taken_where_a_number_is_asked():
    job = loads_job("[train]\nlearning_rate = 1\nstop_grace = 5\n")
    assert job.train.learning_rate == 1.0 and isinstance(job.train.learning_rate, float)
