"""A job that cannot run is refused before any framework is imported, naming the field."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.training.helpers import ROOT, make_job, write_job
from tpugui import backends
from tpugui.job import JobError
from tpugui.sources import npz
from tpugui.training import engine

PROBE = """
import json, sys
from tpugui.cli import main
rc = main(sys.argv[1:])
heavy = [m for m in ("tensorflow", "torch", "torch_xla", "keras") if m in sys.modules]
print(json.dumps({"rc": rc, "heavy": heavy}))
"""


def _train_cli(*args: str) -> tuple[dict, str]:
    out = subprocess.run(
        [sys.executable, "-c", PROBE, "train", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    return json.loads(out.stdout.strip().splitlines()[-1]), out.stderr


@pytest.mark.parametrize(
    ("arch_file", "source", "field", "words"),
    [
        (None, None, "model.architecture", "model file not found"),
        (
            "def build_model(framework, input_shape, num_classes)\n    pass\n",
            None,
            "model.architecture",
            "syntax error at line 1",
        ),
        (
            "def make(framework, input_shape, num_classes):\n    pass\n",
            None,
            "model.architecture",
            "defines no build_model",
        ),
        ("def build_model(framework):\n    pass\n", None, "model.architecture", "takes 1"),
    ],
)
def test_bad_model_files_exit_2_without_frameworks(tmp_path, arch_file, source, field, words):
    if arch_file is not None:
        (tmp_path / "net.py").write_text(arch_file)
    job = write_job(make_job(model={"architecture": "file:net.py"}), tmp_path / "job.toml")
    result, err = _train_cli(str(job), "--run-dir", str(tmp_path / "run"))
    assert result == {"rc": 2, "heavy": []}
    assert field in err and words in err
    assert not (tmp_path / "run").exists()  # nothing written for a job that cannot run


def test_an_invalid_field_exits_2_naming_it(tmp_path):
    path = tmp_path / "job.toml"
    path.write_text("[pipeline]\nbatch_size = -3\n")
    result, err = _train_cli(str(path))
    assert result == {"rc": 2, "heavy": []}
    assert "pipeline.batch_size: must be a positive integer, got -3" in err


def test_resume_from_a_missing_checkpoint_names_the_field(tmp_path):
    job = make_job(train={"resume_from": "no/such/run"})
    with pytest.raises(JobError, match="train.resume_from: .*does not exist"):
        engine.check(job, tmp_path)


def test_resume_needs_more_epochs_than_the_checkpoint_holds(tmp_path):
    ck = tmp_path / "checkpoints"
    ck.mkdir()
    (ck / "epoch-0003-step-0000030.pt").write_bytes(b"x")
    (ck / "epoch-0003-step-0000030.json").write_text(
        json.dumps(
            {
                "backend": "torch",
                "epoch": 3,
                "step": 30,
                "files": {"state": "epoch-0003-step-0000030.pt"},
            }
        )
    )
    job = make_job(model={"backend": "torch"}, train={"epochs": 3, "resume_from": str(tmp_path)})
    with pytest.raises(JobError, match="train.epochs: the checkpoint already holds 3 epoch"):
        engine.check(job)
    tf_job = make_job(train={"epochs": 5, "resume_from": str(tmp_path)})
    with pytest.raises(JobError, match="written by the torch backend"):
        engine.check(tf_job)


def test_a_checkpoint_resumes_in_a_backend_of_its_family():
    from tpugui.training.checkpoints import Checkpoint, check_backend

    def ck(backend: str) -> Checkpoint:
        return Checkpoint(Path("epoch-0001.json"), backend, 1, 10, {})

    check_backend(ck("torch"), "torch_xla")  # one framework: the descriptors' family
    check_backend(ck("torch_xla"), "torch")
    check_backend(ck("jax"), "jax")
    for written, backend in (("torch", "jax"), ("tensorflow", "torch"), ("old", "jax")):
        with pytest.raises(JobError, match=f"written by the {written} backend"):
            check_backend(ck(written), backend)


def test_a_run_folder_is_never_overwritten(tmp_path):
    (tmp_path / "events.jsonl").write_text('{"seq": 1}\n')
    with pytest.raises(JobError, match="--run-dir: .* already holds a run"):
        engine.prepare_run_dir(make_job(), tmp_path)


def test_torch_options_that_make_no_sense_are_refused():
    with pytest.raises(JobError, match="model.logical_cpus"):
        engine.check(make_job(model={"backend": "torch", "logical_cpus": 2}))
    job = make_job(data={"source": "npz", "path": "missing.npz"})
    with pytest.raises(JobError, match="data.path: file not found"):
        engine.check(job)


def test_check_problems_are_keys_and_messages_not_lines_split_back(tmp_path, monkeypatch):
    """Each problem is (dotted key, Message of a marked template); the English line is made
    from it, so the GUI shows the template translated and marks the key's field."""
    monkeypatch.setattr(backends, "installed", lambda module: module != "torch")
    (tmp_path / "train.npz").write_bytes(b"")
    job = make_job(
        model={"backend": "torch", "logical_cpus": 2},
        data={"source": "npz", "path": "train.npz", "validation_path": "val.npz"},
    )
    with pytest.raises(JobError) as info:
        engine.check(job, tmp_path)
    exc = info.value
    assert exc.fields == ["model.backend", "data.validation_path", "model.logical_cpus"]
    templates = [m.template for _, m in exc.details]
    assert templates == [engine.NOT_INSTALLED, npz.VAL_NOT_FOUND, engine.LOGICAL_CPUS]
    assert exc.details[1][1].args == {"path": str(tmp_path / "val.npz")}
    assert exc.problems == [f"{k}: {m}" for k, m in exc.details]
    assert exc.problems[1] == (
        f"data.validation_path: file not found: {tmp_path / 'val.npz'} (an .npz file like "
        "data.path)"
    )


def test_the_resume_problem_is_a_message_too(tmp_path):
    ck = tmp_path / "checkpoints"
    ck.mkdir()
    (ck / "epoch-0002-step-0000020.pt").write_bytes(b"x")
    (ck / "epoch-0002-step-0000020.json").write_text(
        json.dumps(
            {
                "backend": "torch",
                "epoch": 2,
                "step": 20,
                "files": {"state": "epoch-0002-step-0000020.pt"},
            }
        )
    )
    job = make_job(model={"backend": "torch"}, train={"epochs": 2, "resume_from": str(tmp_path)})
    with pytest.raises(JobError) as info:
        engine.check(job)
    [(key, message)] = info.value.details
    assert key == "train.epochs" and message.template == engine.RESUME_EPOCHS
    assert message.args == {"epoch": 2}
