"""A data error mid-run (a broken image file among good ones) ends the run as failed, with the
message and traceback in the last event and every earlier event on disk."""

from __future__ import annotations

import numpy as np
import pytest

from tests.training.helpers import assert_contract, events_of, make_job, of_type
from tpugui.training import engine

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("backend", ["tensorflow", "torch"])
def test_a_broken_image_mid_run_fails_the_run(tmp_path, backend):
    import tensorflow as tf

    rng = np.random.default_rng(0)
    for cls in ("a", "b"):
        (tmp_path / "images" / cls).mkdir(parents=True)
        for i in range(40):
            img = rng.integers(0, 255, size=(8, 8, 1), dtype=np.uint8)
            png = tf.io.encode_png(img).numpy()
            (tmp_path / "images" / cls / f"{i:03d}.png").write_bytes(png)
    # sorted last, so the first batches are good and the error comes mid-run
    # a PNG header on a cut-short body: it looks like an image until it is decoded
    (tmp_path / "images" / "b" / "999.png").write_bytes(png[:40])
    job = make_job(
        data={"source": "images", "path": "images", "image_size": [8, 8], "validation_split": 0.0},
        pipeline={"order": ["map", "batch"], "batch_size": 8},
        model={"backend": backend, "architecture": "mlp"},
        train={"epochs": 2},
    )
    status = engine.run(job, None, None, run_dir=tmp_path / "run", base_dir=tmp_path)
    assert status == "failed"
    records = events_of(tmp_path / "run")
    assert_contract(records)
    assert len(of_type(records, "batch_end")) >= 1  # good batches were reported first
    last = records[-1]
    assert "InvalidArgument" in last["error"] or "decode" in last["error"].lower()
    assert last["traceback"] and "Traceback" in last["traceback"]
