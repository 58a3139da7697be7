"""`tpugui pipeline code` for a jax job: the script's JAX side splits each batch over the devices
(run for real with 4 CPU devices)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tpugui.job import Job
from tpugui.pipeline.codegen import pipeline_code

pytest.importorskip("jax")
pytestmark = pytest.mark.slow


def test_jax_job_code_feeds_sharded_global_batches(tmp_path):
    job = Job.from_dict({"name": "j", "model": {"backend": "jax"}, "pipeline": {"batch_size": 32}})
    code = pipeline_code(job, tmp_path)
    assert "def jax_batches():" in code and "make_array_from_process_local_data" in code
    assert "MirroredStrategy" not in code  # the TensorFlow side is not written for jax
    script = tmp_path / "pipeline.py"
    script.write_text(code, encoding="utf-8")
    env = {**os.environ, "XLA_FLAGS": "--xla_force_host_platform_device_count=4",
           "TF_CPP_MIN_LOG_LEVEL": "3", "JAX_PLATFORMS": "cpu"}  # fmt: skip
    out = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                         env=env, cwd=tmp_path, timeout=240)  # fmt: skip
    assert out.returncode == 0, out.stderr[-2000:]
    line = next(ln for ln in out.stdout.splitlines() if ln.startswith("as JAX sees it:"))
    assert "(32, 8, 8, 1)" in line and "'data': 4" in line and "P('data',)" in line
    tf_job = job.updated("model.backend", "tensorflow")
    assert "jax" not in pipeline_code(tf_job, tmp_path)
