"""The tfds source (tpugui/sources/tfds.py): a TensorFlow Datasets data set that TFDS's own
writer prepared in a temporary data_dir (scikit-learn's digits, no network), read with
``builder_from_directory`` — nothing downloaded at run time."""

from __future__ import annotations

import runpy

import numpy as np
import pytest

from tests.training.helpers import events_of, make_job, of_type
from tpugui import sources
from tpugui.job import JobError
from tpugui.training import engine

tfds = pytest.importorskip("tensorflow_datasets")


class SkDigits(tfds.core.GeneratorBasedBuilder):
    """scikit-learn's digits as a TFDS data set: 8x8x1 uint8 images, 10 classes, two splits."""

    VERSION = tfds.core.Version("1.0.0")

    def _info(self):
        return tfds.core.DatasetInfo(
            builder=self,
            features=tfds.features.FeaturesDict(
                {
                    "image": tfds.features.Image(shape=(8, 8, 1)),
                    "label": tfds.features.ClassLabel(num_classes=10),
                }
            ),
            supervised_keys=("image", "label"),
        )

    def _split_generators(self, dl_manager):
        return {"train": self._generate_examples(0), "test": self._generate_examples(1)}

    def _generate_examples(self, part):
        from sklearn.datasets import load_digits

        d = load_digits()
        for i in range(part, len(d.target), 2):
            image = (d.images[i] * 15).astype(np.uint8)[..., None]
            yield i, {"image": image, "label": int(d.target[i])}


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory):
    root = tmp_path_factory.mktemp("tfds")
    SkDigits(data_dir=str(root)).download_and_prepare()
    return root


def _job(data_dir, **data):
    return make_job(
        data={"source": "tfds", "path": str(data_dir), "dataset": "sk_digits", **data},
        pipeline={"batch_size": 32},
    )


def test_the_prepared_data_set_is_read_with_its_split_sliced(data_dir):
    src = sources.get("tfds").examples(_job(data_dir), None)
    # 899 training examples; validation_split 0.2 holds out train[80%:]
    assert (src.train_count, src.val_count) == (719, 180)
    assert (src.num_classes, src.value_max, src.input_shape) == (10, 255.0, (8, 8, 1))
    assert src.train.element_spec[0].shape == (8, 8, 1)
    src = sources.get("tfds").examples(_job(data_dir, split="test", validation_split=0.0), None)
    assert (src.train_count, src.val, src.val_count) == (898, None, 0)


def test_a_data_set_not_prepared_is_refused_before_anything_runs(data_dir, tmp_path):
    job = _job(data_dir, dataset="mnist")
    with pytest.raises(JobError) as info:
        engine.run(job, None, None, run_dir=tmp_path / "never")
    assert info.value.fields == ["data.dataset"]
    assert "download_and_prepare()" in str(info.value) and str(data_dir) in str(info.value)
    assert not (tmp_path / "never").exists()
    with pytest.raises(JobError, match="data.split: sk_digits has no split 'valid'; it has"):
        sources.get("tfds").examples(_job(data_dir, split="valid"), None)
    with pytest.raises(JobError, match="data.dataset: name the TFDS data set"):
        engine.check(_job(data_dir, dataset=""))


def test_the_generated_script_reads_the_same_examples(data_dir, tmp_path):
    from tpugui.pipeline.build import build_datasets
    from tpugui.pipeline.codegen import pipeline_code

    job = _job(data_dir).updated("pipeline.order", ["map", "batch", "prefetch"])
    built = build_datasets(job)
    script = tmp_path / "pipeline.py"
    script.write_text(pipeline_code(job), encoding="utf-8")
    ns = runpy.run_path(str(script), run_name="generated")
    for (a, ay), (b, by) in zip(ns["train_ds"].take(2), built.train.take(2), strict=True):
        np.testing.assert_array_equal(a.numpy(), b.numpy())
        np.testing.assert_array_equal(ay.numpy(), by.numpy())


def test_a_remote_run_uploads_the_data_sets_own_folder(data_dir):
    from tpugui.remote.session import _local_data

    [(key, paths, name)] = _local_data(_job(data_dir), data_dir)
    assert (key, paths, name) == ("data.path", [data_dir / "sk_digits"], "")


def test_it_trains_with_torch_through_tf_data(data_dir, tmp_path):
    job = _job(data_dir).model_copy(deep=True)
    job = job.updated("model.backend", "torch").updated("model.architecture", "mlp")
    job = job.updated("train.epochs", 4)
    assert engine.run(job, None, None, run_dir=tmp_path / "run") == "completed"
    last = of_type(events_of(tmp_path / "run"), "epoch_end")[-1]["logs"]
    assert last["val_accuracy"] >= 0.8, last
