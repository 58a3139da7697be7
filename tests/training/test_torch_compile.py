"""``train.jit_compile`` on the torch backend: ``torch.compile`` (TorchInductor), for real on the
CPU — a run that trains compiled, says so, and leaves a checkpoint an eager run resumes; the
pre-flight that refuses it where no C++ compiler is found; the faster-search candidate; the
notebook's line."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

from tests.training.helpers import assert_contract, events_of, make_job, of_type
from tpugui.job import save_job
from tpugui.job_fields import field_spec
from tpugui.notebook import build_notebook, torch_cells
from tpugui.training import checkpoints, engine, preflight
from tpugui.training.preflight import Machine
from tpugui.tuning import faster


def _torch_job(**train):
    return make_job(
        model={"backend": "torch", "architecture": "mlp", "device": "cpu"},
        train={"epochs": 1, "steps_per_epoch": 6, "learning_rate": 0.003, **train},
    )


@pytest.mark.slow
@pytest.mark.skipif(not preflight.found_cxx(), reason="TorchInductor needs a C++ compiler")
def test_a_compiled_torch_run_trains_says_so_and_resumes_eagerly(tmp_path):
    import torch

    job = _torch_job(jit_compile="on", epochs=2, checkpoint_every=1)
    t0 = time.perf_counter()
    assert engine.run(job, None, None, run_dir=tmp_path / "a") == "completed"
    print(f"compiled run: {time.perf_counter() - t0:.1f} s")
    first = events_of(tmp_path / "a")
    assert_contract(first)
    assert first[0]["compiled"] == "torch.compile"
    logs = " ".join(str(r.get("message", "")) for r in of_type(first, "log"))
    assert "torch.compile" in logs and "TorchInductor" in logs
    assert [b["step"] for b in of_type(first, "batch_end")] == list(range(1, 13))
    # TorchDynamo compiled the step at step 1 (timed), and validation's graph: both "first"
    seen = of_type(first, "compile")
    print("compiles:", [(c["step"], c["function"], c["cause"], c["seconds"]) for c in seen])
    assert seen and seen[0]["step"] == 1 and seen[0]["seconds"] > 0
    assert seen[0]["function"] == "torch.compile graph"
    assert any(c["function"] == "torch.compile validation graph" for c in seen)
    assert all(c["cause"] == "first" for c in seen)
    ck = of_type(first, "checkpoint")
    assert [c["epoch"] for c in ck] == [1, 2]

    # the checkpoint holds the module's own keys: an eager run loads it as it is
    files = checkpoints.resolve(ck[0]["path"]).files
    state = torch.load(files["state"], map_location="cpu", weights_only=True)
    assert state["model"] and not any("_orig_mod" in k for k in state["model"])

    resumed = job.updated("train.resume_from", ck[0]["path"]).updated("train.jit_compile", "off")
    assert engine.run(resumed, None, None, run_dir=tmp_path / "b") == "completed"
    second = events_of(tmp_path / "b")
    assert_contract(second)
    assert "compiled" not in second[0]
    assert [b["step"] for b in of_type(second, "batch_end")] == list(range(7, 13))


def test_torch_xla_and_jax_do_not_compile_with_torch_compile():
    from tpugui.training.torch.backend import compiles_model

    assert compiles_model(_torch_job(jit_compile="on"))
    assert not compiles_model(_torch_job(jit_compile="auto"))  # auto is eager for torch
    xla = _torch_job(jit_compile="on").updated("model.backend", "torch_xla")
    assert not compiles_model(xla)
    spec = field_spec("train.jit_compile")
    assert spec.applies_to("torch") and spec.applies_to("tensorflow")
    assert not spec.applies_to("torch_xla") and not spec.applies_to("jax")


# --- pre-flight ---------------------------------------------------------------------------------


def test_preflight_refuses_compiling_on_a_cpu_without_a_cxx_compiler():
    on = _torch_job(jit_compile="on")
    found = preflight.findings(on, Machine(cxx=""))
    assert [(f.key, f.level, f.alternative) for f in found] == [
        ("train.jit_compile", "error", "off")
    ]
    text = str(found[0].message)
    assert "C++ compiler" in text and "train.jit_compile" in text and "g++" in text
    assert not preflight.findings(on, Machine(cxx="/usr/bin/g++"))
    assert not preflight.findings(on, Machine(cxx=None))  # another machine: not looked at
    assert not preflight.findings(_torch_job(jit_compile="off"), Machine(cxx=""))
    # Keras's XLA needs no C++ compiler; a job on the GPU is not compiled for the CPU
    tf = make_job(model={"device": "cpu"}, train={"jit_compile": "on"})
    assert not preflight.findings(tf, Machine(cxx=""))
    gpu = on.updated("model.device", "gpu")
    assert not preflight.findings(gpu, Machine(cuda_gpus=1, cxx=""))


def test_the_compiler_is_the_one_inductor_calls(monkeypatch, tmp_path):
    monkeypatch.setenv("CXX", "my-c++")
    assert preflight.cxx_compiler() == "my-c++"
    monkeypatch.setenv("PATH", str(tmp_path))
    assert preflight.found_cxx() == "" and Machine.here().cxx == ""
    tool = tmp_path / "my-c++"
    tool.write_text("#!/bin/sh\n")
    tool.chmod(0o755)
    assert preflight.found_cxx() == str(tool)


def test_cli_train_refuses_a_compiled_torch_job_without_a_compiler_before_torch(tmp_path):
    path = tmp_path / "job.toml"
    save_job(_torch_job(jit_compile="on"), path)
    empty = tmp_path / "bin"
    empty.mkdir()
    env = {k: v for k, v in os.environ.items() if k != "CXX"}
    env.update(PATH=str(empty), TPUGUI_RUNS=str(tmp_path / "runs"))
    code = (
        "import sys; from tpugui.cli import main; rc = main(['train', sys.argv[1]]); "
        "print('frameworks:', sorted(m for m in ('tensorflow', 'torch', 'jax') if m in sys.modules)); "
        "sys.exit(rc)"
    )
    r = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True,
                       timeout=120, env=env)  # fmt: skip
    assert r.returncode == 2, r.stderr
    assert "train.jit_compile" in r.stderr and "C++ compiler" in r.stderr
    assert "frameworks: []" in r.stdout
    assert not list(tmp_path.glob("**/events.jsonl"))


# --- make it faster, the notebook -----------------------------------------------------------------


def test_faster_offers_torch_compile_as_a_candidate():
    job = _torch_job()
    cands, notes = faster.candidates(job, None, knobs=("jit_compile",))
    assert [c.changes for c in cands] == [{"train.jit_compile": "on"}]
    assert cands[0].name == "train.jit_compile auto → on"
    assert [(k, old, new) for k, old, new in faster.job_diff(job, cands[0].job)] == [
        ("train.jit_compile", "auto", "on")
    ]
    assert not notes
    xla = job.updated("model.backend", "torch_xla")
    cands, notes = faster.candidates(xla, None, knobs=("jit_compile",))
    assert not cands and "jit_compile" in str(notes[0])
    # a CPU with no C++ compiler: not a failed trial, a note (pre-flight would refuse it)
    bare = Machine(cxx="")
    cands, notes = faster.candidates(job, None, knobs=("jit_compile",), machine=bare)
    assert not cands and "not tried on this machine" in str(notes[0]) and "g++" in str(notes[0])
    cands, _ = faster.candidates(job, None, knobs=("jit_compile",), machine=Machine(cxx="/x/g++"))
    assert [c.changes for c in cands] == [{"train.jit_compile": "on"}]


def test_the_notebook_compiles_a_torch_model_where_the_run_does():
    code = "\n".join(c.source for c in torch_cells(_torch_job(jit_compile="on")))
    assert "model = torch.compile(model)" in code
    for value in ("off", "auto"):
        code = "\n".join(c.source for c in torch_cells(_torch_job(jit_compile=value)))
        assert "torch.compile" not in code
    # on a TPU target the notebook trains with PyTorch/XLA, which compiles through XLA itself
    nb = build_notebook(_torch_job(jit_compile="on"), "colab")
    assert "torch.compile" not in "\n".join(c.source for c in nb.cells)
    nb = build_notebook(_torch_job(jit_compile="on"), "local")
    assert "model = torch.compile(model)" in "\n".join(c.source for c in nb.cells)
