"""Compile events, for real: JAX's cache-miss explanations, TensorFlow's tf.function traces and
PyTorch/XLA's compile metrics, each provoked to recompile and named; the advice and its fix.

What provokes a recompile in a real run: ``pipeline.drop_remainder = false`` with data that is
not a multiple of the batch. JAX's engine drops a pass's short training batch by design (static
shapes) and pads its short last validation batch to the first one's size, so it compiles each
function once; TensorFlow's step (each batch handed to the ``tf.function``, the
default with the live monitor on) traces again for the short last training batch; PyTorch/XLA
compiles a new graph for it. The causes a run does not reach (a Python scalar, a dtype, another
shape) are provoked with a real jitted function outside the engine.
"""

from __future__ import annotations

import functools
import threading
from types import SimpleNamespace

import pytest

from tests.training.helpers import (
    ROOT,
    XLA_PYTHON,
    assert_contract,
    cli,
    events_of,
    make_job,
    of_type,
    write_job,
)
from tpugui.pipeline import advice as advice_mod
from tpugui.pipeline import compile_advice
from tpugui.training import compiles, engine
from tpugui.training.jax import compile as compile_jax
from tpugui.training.tensorflow import compile as compile_tf
from tpugui.training.torch import compile as compile_torch

CONTRACT_KEYS = {"step", "count", "seconds", "function", "cause", "detail"}
#: digits, 10 % held out: 1617 training and 180 validation examples; batch 64 leaves a short
#: last batch of 17 (training) and 52 (validation)
SHORT = {"pipeline": {"batch_size": 64, "drop_remainder": False}}


def _compiles(records):
    got = of_type(records, "compile")
    for rec in got:
        assert CONTRACT_KEYS <= set(rec), rec
        assert rec["cause"] in compile_advice.CAUSES
    assert [r["count"] for r in got] == list(range(1, len(got) + 1))
    return got


def _warnings(records):
    return [r for r in of_type(records, "log") if r["level"] == "warning"]


# --- JAX: a real jitted function, every cause --------------------------------------------------


def test_jax_explanations_name_each_cause_of_a_real_jitted_function():
    jax = pytest.importorskip("jax")
    import jax.numpy as jnp
    import numpy as np

    source = compile_jax.JaxSource()
    source.start()
    try:

        @jax.jit
        def step(w, x, lr):
            return w - lr * (x @ w).mean()

        @functools.partial(jax.jit, static_argnums=1)
        def scaled(x, n):
            return x * n

        w = jnp.ones((3,), jnp.float32)
        step(w, jnp.ones((8, 3)), 0.1)  # first
        step(w, jnp.ones((8, 3)), 0.2)  # a Python float again: the same (weak) type, cached
        step(w, jnp.ones((5, 3)), 0.1)  # a short batch
        step(w, jnp.ones((8, 4, 3)), 0.1)  # another shape (rank): shape
        step(w, jnp.ones((8, 3), jnp.bfloat16), 0.1)  # dtype
        step(w, jnp.ones((8, 3)), np.float32(0.1))  # a Python scalar became an array
        scaled(jnp.ones(2), 1)
        scaled(jnp.ones(2), 2)  # a static Python value changed
        seen = source.poll(None)
    finally:
        source.stop()
    assert not jax.config.jax_explain_cache_misses  # restored
    by_fn = [(s.function, s.cause) for s in seen]
    assert by_fn == [
        ("step", "first"),
        ("step", "short_batch"),
        ("step", "shape"),
        ("step", "dtype"),
        ("step", "python_value"),
        ("scaled", "first"),
        ("scaled", "python_value"),
    ]
    assert all(s.seconds is not None and s.seconds > 0 for s in seen)
    short = seen[1]
    assert "now f32[5,3] and before f32[8,3]" in short.detail  # JAX's own words
    assert compiles.brief(short.detail).startswith("at x, now f32[5,3] and before f32[8,3]")
    # after stop nothing is captured
    step(w, jnp.ones((7, 3)), 0.1)
    assert source.poll(None) == []


def test_jax_classifier_reads_the_explanation_text():
    text = (
        "TRACING CACHE MISS at f.py:3 (<module>):\n  for step defined at f.py:1\n"
        "  all previously seen cache keys differ. For the closest previous key:\n"
        "  different input types:\n  * at x, now f32[52,8,8,1] and before f32[64,8,8,1]\n"
        "  * at y, now i32[52] and before i32[64]"
    )
    assert compile_jax.explained_function(text) == "step"
    assert compile_jax.classify_jax(text) == "short_batch"
    assert compile_jax.classify_jax(text.replace("52,8,8,1", "64,9,8,1")) == "shape"
    assert compile_jax.classify_jax(text.replace("f32[52", "bf16[64")) == "dtype"
    assert compile_jax.classify_jax("  never seen function:\n    step id=1 defined at f") == "first"
    assert compile_jax.classify_jax("different tracing context") == "unknown"


# --- JAX: the engine's own run -----------------------------------------------------------------


@pytest.mark.slow
def test_jax_run_compiles_its_step_once_and_pads_the_short_validation_batch(tmp_path):
    """drop_remainder off and 180 validation examples (64 + 64 + 52): the train step drops its
    short batch by design, validation pads its short last batch to the first one's size (weight
    0), so each compiles once and every validation example counts."""
    pytest.importorskip("jax")
    pytest.importorskip("optax")
    job = make_job(model={"backend": "jax"}, train={"epochs": 2}, data={"validation_split": 0.1},
                   **SHORT)  # fmt: skip
    assert engine.run(job, None, threading.Event(), run_dir=tmp_path / "run") == "completed"
    records = events_of(tmp_path / "run")
    assert_contract(records)
    got = _compiles(records)
    assert [(c["function"], c["cause"]) for c in got] == [("step", "first"), ("evaluate", "first")]
    assert got[0]["step"] == 1 and got[0]["seconds"] > 0
    assert compile_advice.from_events(records) == [] and not _warnings(records)
    val_acc = of_type(records, "epoch_end")[-1]["logs"]["val_accuracy"]
    assert val_acc * 180 == pytest.approx(round(val_acc * 180))  # out of all 180


@pytest.mark.slow
def test_jax_run_with_static_batches_compiles_only_first_times(tmp_path):
    pytest.importorskip("jax")
    job = make_job(model={"backend": "jax"}, train={"epochs": 2}, data={"validation_split": 0.1})
    assert engine.run(job, None, threading.Event(), run_dir=tmp_path / "run") == "completed"
    records = events_of(tmp_path / "run")
    got = _compiles(records)
    assert [(c["function"], c["cause"]) for c in got] == [("step", "first"), ("evaluate", "first")]
    assert compile_advice.from_events(records) == []
    assert not _warnings(records)


# --- TensorFlow --------------------------------------------------------------------------------


@pytest.mark.slow
def test_tensorflow_run_retraces_for_the_short_last_batch(tmp_path):
    pytest.importorskip("tensorflow")
    job = make_job(train={"epochs": 2}, data={"validation_split": 0.1}, **SHORT)
    assert engine.run(job, None, threading.Event(), run_dir=tmp_path / "run") == "completed"
    records = events_of(tmp_path / "run")
    assert_contract(records)
    got = _compiles(records)
    train = [c for c in got if c["function"] == "train_function"]
    assert [c["cause"] for c in train] == ["first", "short_batch"]
    # 1617 = 25 × 64 + 17: step 26 is the short one; Keras's reduce_retracing relaxes the batch
    # dimension, so the second epoch's short batch traces nothing more
    assert [c["step"] for c in train] == [1, 26]
    assert "now float32[None,8,8,1] and before float32[64,8,8,1]" in train[1]["detail"]
    assert train[1]["seconds"] is None  # TensorFlow does not time a trace
    assert [c["cause"] for c in got if c["function"] == "test_function"] == ["first"]
    warned = _warnings(records)
    assert len(warned) == 1 and warned[0]["args"]["function"] == "train_function"
    assert warned[0]["args"]["step"] == 26
    # the advice of the run's records: one click sets drop_remainder
    items = compile_advice.from_events(records)
    assert [a.id for a in items] == ["recompile-short-batch"]
    assert advice_mod.apply_fix(job, items[0]).pipeline.drop_remainder is True


def test_tensorflow_signatures_classified():
    tf = pytest.importorskip("tensorflow")

    def sig(*specs):
        return [(f"data_{i}", s) for i, s in enumerate(specs)]

    full = sig(tf.TensorSpec([64, 8], tf.float32), tf.TensorSpec([64], tf.int64))
    relaxed = sig(tf.TensorSpec([None, 8], tf.float32), tf.TensorSpec([None], tf.int64))
    assert compile_tf.classify_specs(full, relaxed, True)[0] == "short_batch"
    assert compile_tf.classify_specs(full, relaxed, False)[0] == "shape"
    wide = sig(tf.TensorSpec([64, 9], tf.float32), tf.TensorSpec([64], tf.int64))
    assert compile_tf.classify_specs(full, wide, True)[0] == "shape"
    half = sig(tf.TensorSpec([64, 8], tf.float16), tf.TensorSpec([64], tf.int64))
    assert compile_tf.classify_specs(full, half, True)[0] == "dtype"
    assert compile_tf.classify_specs(sig(1.0), sig(2.0), True)[0] == "python_value"
    assert compile_tf.classify_specs(full, full, True)[0] == "unknown"


# --- plain torch: nothing is compiled ----------------------------------------------------------


def test_plain_torch_has_no_compile_source():
    assert compiles.source_for("torch") is None
    assert isinstance(compiles.source_for("torch_xla"), compile_torch.XlaSource)


# --- the advice --------------------------------------------------------------------------------


def test_advice_names_the_cause_and_its_fix():
    short = compile_advice.for_cause("short_batch", "step", 26, "at x, now f32[5] before f32[8]")
    assert short.fix == {"pipeline.drop_remainder": True} and short.fix_label
    assert "step 26" in short.reason and "drop_remainder" in short.reason
    assert compile_advice.for_cause("short_batch", "step", drop_remainder=True).fix == {}
    assert "resize" in compile_advice.for_cause("shape", "step").reason
    assert "static_argnums" in compile_advice.for_cause("python_value", "step").reason
    assert compile_advice.for_cause("first", "step") is None
    records = [
        {"type": "compile", "cause": "first", "function": "step", "step": 1},
        {"type": "compile", "cause": "dtype", "function": "step", "step": 3, "detail": "x"},
        {"type": "compile", "cause": "dtype", "function": "step", "step": 4},
    ]
    assert [a.id for a in compile_advice.from_events(records)] == ["recompile-dtype"]


def test_the_callback_emits_events_and_advises_once_per_cause():
    from tpugui.events import Emitter, ListSink
    from tpugui.training.reporter import Reporter

    sink = ListSink()
    job = make_job(**SHORT)
    rep = Reporter(job, Emitter([sink]), threading.Event(), ROOT / "nowhere", None)
    rep.started(backend="jax", device="cpu", replicas=1, epochs=1, steps_per_epoch=3)

    class Fake:
        def start(self):
            self.queue = [compiles.Seen("step", "first", "", 0.5)]

        def poll(self, training, where="step"):  # every source: (training, where)
            out, self.queue = self.queue, []
            return out

        def stop(self):
            self.stopped = True

    fake = Fake()
    cb = compiles.Compiles(fake)
    cb.set_training(SimpleNamespace(rep=rep, job=job, step=1))
    cb.on_train_begin()
    cb.on_train_batch_end(0, {"loss": 1.0})
    fake.queue = [compiles.Seen("step", "short_batch", "x", None)] * 2
    cb.training.step = 3
    cb.on_train_batch_end(2, None)  # not a report step: not read
    cb.on_epoch_end(0, {})
    cb.close()
    assert fake.stopped
    got = of_type(list(sink), "compile")
    assert [(c["count"], c["cause"], c["step"], c["seconds"]) for c in got] == [
        (1, "first", 1, 0.5),
        (2, "short_batch", 3, None),
        (3, "short_batch", 3, None),
    ]
    assert len(_warnings(list(sink))) == 1


# --- PyTorch/XLA -------------------------------------------------------------------------------

needs_xla = pytest.mark.skipif(
    not XLA_PYTHON.exists(), reason=".venv-xla (torch 2.9 + torch_xla 2.9) is not installed"
)


@needs_xla
@pytest.mark.slow
@pytest.mark.xla
def test_xla_metrics_count_and_time_the_short_batch_graph(tmp_path):
    job = make_job(model={"backend": "torch_xla", "architecture": "mlp"},
                   train={"epochs": 2, "log_every": 5}, data={"validation_split": 0.1},
                   **SHORT)  # fmt: skip
    path = write_job(job, tmp_path / "job.toml")
    out = cli(XLA_PYTHON, "train", str(path), "--run-dir", str(tmp_path / "run"), "--quiet",
              env={"PJRT_DEVICE": "CPU", "TPUGUI_XLA_LAUNCH": "0"})  # fmt: skip
    assert out.returncode == 0, out.stderr[-3000:]
    records = events_of(tmp_path / "run")
    assert_contract(records)
    got = _compiles(records)
    assert got and all(c["seconds"] > 0 for c in got)  # each CompileTime sample
    late = [c for c in got if c["cause"] != "first"]
    assert [(c["cause"], c["step"]) for c in late] == [("short_batch", 26)]
    assert all(c["step"] <= 26 for c in got)  # the second epoch reuses every graph
    assert "UncachedCompile" in got[-1]["detail"]
    assert len(_warnings(records)) == 1
