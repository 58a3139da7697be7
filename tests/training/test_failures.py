"""A failing run speaks plainly (issue 17): one paragraph on the terminal, the full text in the
run's events.jsonl and with --verbose; --quiet says why; no framework noise on the terminal."""

from __future__ import annotations

import io
import subprocess
import sys

import pytest

from tests.training.helpers import ROOT, events_of, make_job, write_job
from tpugui.training.failure import MAX_CHARS, plain

BOOM = """
def build_model(framework, input_shape, num_classes):
    import keras

    class Boom(keras.layers.Layer):
        def call(self, x):
            raise ValueError("the layer cannot take this input; reshape it first")

    return keras.Sequential(
        [keras.Input(input_shape), keras.layers.Flatten(), Boom(), keras.layers.Dense(num_classes)]
    )
"""


def _train(*args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in __import__("os").environ.items() if k != "TF_CPP_MIN_LOG_LEVEL"}
    return subprocess.run(
        [sys.executable, "-m", "tpugui", "train", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=300,
    )


@pytest.fixture(scope="module")
def boom_job(tmp_path_factory):
    folder = tmp_path_factory.mktemp("boom")
    (folder / "net.py").write_text(BOOM)
    job = make_job(model={"architecture": "file:net.py"}, train={"steps_per_epoch": 2})
    return write_job(job, folder / "job.toml")


def test_a_raising_keras_model_is_one_plain_paragraph_and_quiet_says_why(boom_job, tmp_path):
    out = _train(str(boom_job), "--run-dir", str(tmp_path / "run"), "--quiet")
    assert out.returncode == 1
    [why] = [line for line in out.stderr.splitlines() if line.startswith("tpugui: the run failed")]
    assert "the layer cannot take this input; reshape it first" in why
    assert "model.architecture" in why and "net.py" in why
    assert "\x1b[" not in out.stderr and "Arguments received" not in out.stderr
    assert "events.jsonl (or run with --verbose)" in out.stderr
    # tpugui's own lines only: no absl / oneDNN / Keras lines
    assert "absl" not in out.stderr and "oneDNN" not in out.stderr
    assert len(out.stderr.splitlines()) == 2, out.stderr
    # the full text is in the run's log
    [fin] = [e for e in events_of(tmp_path / "run") if e["type"] == "run_finished"]
    assert "\n" not in fin["error"] and "\x1b[" not in fin["error"]
    assert "Arguments received by Boom.call()" in fin["traceback"]


def test_verbose_prints_the_full_text(boom_job, tmp_path):
    out = _train(str(boom_job), "--run-dir", str(tmp_path / "run"), "--quiet", "--verbose")
    assert out.returncode == 1
    assert "Traceback (most recent call last)" in out.stderr
    assert "Arguments received by Boom.call()" in out.stderr


def test_tensorflow_data_errors_lose_their_graph_frames(tmp_path):
    import tensorflow as tf

    bad = tmp_path / "broken.tfrecord"
    bad.write_bytes(b"\x00" * 40)
    ds = tf.data.TFRecordDataset(str(bad))
    with pytest.raises(tf.errors.OpError) as info:
        for _ in ds:
            pass
    text = f"{type(info.value).__name__}: {info.value}"
    assert "{{" in text or "[Op:" in text  # what the user used to read
    line = plain(text)
    assert "{{" not in line and "[Op:" not in line and "\n" not in line
    assert line.startswith("DataLossError") and "corrupted record" in line


def test_plain_strips_escapes_frames_and_cuts_long_texts():
    keras_like = (
        "Exception encountered when calling Boom.call().\n\n"
        "\x1b[1mboom went the layer\x1b[0m\n\n"
        "Arguments received by Boom.call():\n  • x=tf.Tensor(shape=(None, 8))\n"
    )
    assert (
        plain(keras_like) == "Exception encountered when calling Boom.call(). boom went the layer"
    )
    graph = (
        "Graph execution error:\n\nDetected at node Foo defined at (most recent call last):\n"
        '  File "x.py", line 3, in <module>\n    run()\n\n'
        "indices[3] = 15 is not in [0, 10)\n\t [[{{node Gather}}]] [Op:__inference_train_12]"
    )
    assert plain(graph) == "indices[3] = 15 is not in [0, 10)"
    # a one-line error (the batch rule's line) comes out exactly as it went in
    assert plain("pipeline.batch_size: 2000 is larger than the data") == (
        "pipeline.batch_size: 2000 is larger than the data"
    )
    assert len(plain("word " * 1000)) == MAX_CHARS


def test_a_run_that_failed_before_it_started_prints_no_none():
    from rich.console import Console

    from tpugui.training.progress import ProgressSink

    buf = io.StringIO()
    sink = ProgressSink(Console(file=buf, width=100))
    sink(
        {
            "type": "run_started",
            "backend": "tensorflow",
            "device": None,
            "replicas": None,
            "epochs": 4,
            "steps_per_epoch": None,
        }
    )
    sink({"type": "run_finished", "status": "failed", "step": 0, "error": "no data"})
    text = buf.getvalue()
    assert "None" not in text and "0 steps" not in text and "0/" not in text
    assert "failed before the run started" in text and "no data" in text


def test_a_closed_pipe_ends_quietly():
    out = subprocess.run(
        f"{sys.executable} -m tpugui pipeline code examples/demo.toml | head -1",
        shell=True,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert out.stdout.startswith('"""The tf.data input pipeline')
    assert "BrokenPipeError" not in out.stderr and "Traceback" not in out.stderr


@pytest.mark.parametrize("backend", ["tensorflow", "torch"])
def test_a_completed_run_shows_only_tpugui_lines(tmp_path, backend):
    """No absl/oneDNN lines, no Keras "Your input ran out of data" (a separate validation
    source), no torch "The given NumPy array is not writable": stderr stays empty."""
    import numpy as np

    rng = np.random.default_rng(0)
    for name, n in (("train.npz", 96), ("val.npz", 32)):
        np.savez(tmp_path / name, x=rng.random((n, 8, 8, 1), "float32"), y=rng.integers(0, 10, n))
    job = make_job(
        model={"backend": backend, "architecture": "mlp"},
        data={"source": "npz", "path": "train.npz", "validation_path": "val.npz"},
        pipeline={"batch_size": 32},
        train={"epochs": 2},
    )
    path = write_job(job, tmp_path / "job.toml")
    out = _train(str(path), "--run-dir", str(tmp_path / "run"), "--quiet")
    assert out.returncode == 0, out.stderr
    assert out.stderr == ""
    assert out.stdout.splitlines()[-1].endswith("(completed)")
