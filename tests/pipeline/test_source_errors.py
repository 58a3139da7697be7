"""A data source's problems travel as (job key, Message) objects from where they arise: the
English line is made from them, the window shows them translated at the key's field, and no
reader takes the key back out of the text (issue 24)."""

from __future__ import annotations

import numpy as np
import pytest

from tpugui import sources
from tpugui.i18n_marks import Message
from tpugui.job import DataSection, JobError
from tpugui.sources.images import scan_images
from tpugui.sources.tfrecord import probe_tfrecords


def _error(fn, *args, **kwargs) -> JobError:
    with pytest.raises(JobError) as info:
        fn(*args, **kwargs)
    return info.value


def test_an_images_folder_that_is_not_there(tmp_path):
    data = DataSection(source="images", path=str(tmp_path / "nope"))
    exc = _error(scan_images, data)
    [(key, message)] = exc.details
    assert key == "data.path" and isinstance(message, Message)
    assert message.template == "folder not found: {path}"
    assert message.args == {"path": str(tmp_path / "nope")}
    assert str(exc) == f"data.path: folder not found: {tmp_path / 'nope'}"


def test_npz_labels_beyond_the_classes_name_the_key_that_fixes_them(tmp_path):
    path = tmp_path / "d.npz"
    np.savez(path, x=np.zeros((4, 2, 2, 1), np.float32), y=np.array([0, 1, 2, 11]))
    exc = _error(
        sources.get("npz").load,
        DataSection(source="npz", path=str(path), classes=10),
        str(path),
        "data.path",
        None,
    )
    [(key, message)] = exc.details
    assert key == "data.classes" and message.args["need"] == 12
    assert "set data.classes to 12" in str(exc)


def test_every_problem_of_a_tfrecord_without_its_features_is_kept(tmp_path):
    tf = pytest.importorskip("tensorflow")
    path = tmp_path / "a.tfrecord"
    with tf.io.TFRecordWriter(str(path)) as w:
        ex = tf.train.Example(features=tf.train.Features(feature={
            "other": tf.train.Feature(int64_list=tf.train.Int64List(value=[1]))}))  # fmt: skip
        w.write(ex.SerializeToString())
    exc = _error(probe_tfrecords, DataSection(source="tfrecord", path=str(path)))
    assert exc.fields == ["data.image_key", "data.label_key"]
    assert all(m.args["have"] == "other" for _k, m in exc.details)


def test_the_window_shows_them_in_chinese(qapp, tmp_path):
    from tpugui.qt import core_text, i18n

    exc = _error(scan_images, DataSection(source="images", path=str(tmp_path / "nope")))
    i18n.set_language("zh_TW")
    try:
        shown = core_text.job_problems(exc)
    finally:
        i18n.set_language("en")
    assert shown == [f"data.path: 找不到資料夾：{tmp_path / 'nope'}"]
