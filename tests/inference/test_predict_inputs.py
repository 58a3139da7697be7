"""``tpugui predict`` on images (a folder, single files), an npz, and hostile input and runs."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pytest

from tests.inference.conftest import IRIS, iris_run, train, write_pngs
from tpugui.cli import main
from tpugui.inference import predict as inference
from tpugui.inference import reading
from tpugui.inference.restore import restore
from tpugui.job import JobError

pytestmark = pytest.mark.slow


def _json(capsys, *args: str) -> list[dict]:
    capsys.readouterr()
    assert main(["predict", *args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.fixture(scope="module")
def images_run(runs_root) -> tuple[Path, Path]:
    folder = write_pngs(runs_root / "pngs", per_class=30)
    run = train(
        runs_root / "images",
        data={"source": "images", "path": str(folder), "image_size": [8, 8]},
        pipeline={"batch_size": 8},
        model={"backend": "tensorflow", "architecture": "mlp"},
        train={"epochs": 6, "learning_rate": 0.01},
    )
    return run, folder


def test_a_folder_of_images_sorted_and_single_files_alike(images_run, capsys):
    run, folder = images_run
    got = _json(capsys, str(run), str(folder))
    assert len(got) == 60
    # sorted by path: bright/000..029, then dark/000..029; the class names are the folders'
    assert [g["prediction"] for g in got] == ["bright"] * 30 + ["dark"] * 30
    one = _json(capsys, str(run), str(folder / "dark" / "003.png"), str(folder / "bright"))
    assert one[0] == got[33] and one[1:] == got[:30]
    capsys.readouterr()
    assert main(["predict", str(run), str(folder / "dark" / "003.png")]) == 0
    line = capsys.readouterr().out.strip()
    assert line.startswith("003.png  dark  0.")


def test_an_npz_with_the_torch_numpy_map_stage(runs_root, capsys, tmp_path):
    rng = np.random.default_rng(0)
    y = rng.integers(0, 3, 240)
    x = (rng.normal(0, 30, (240, 4, 4)) + y[:, None, None] * 80 + 20).clip(0, 255)
    x = x.astype(np.uint8)
    np.savez(tmp_path / "train.npz", x=x, y=y)
    run = train(
        runs_root / "npz",
        data={"source": "npz", "path": str(tmp_path / "train.npz"), "classes": 3},
        pipeline={"batch_size": 16, "normalize": "unit"},
        model={"backend": "torch", "architecture": "mlp"},
        train={"epochs": 3, "learning_rate": 0.01},
    )
    np.savez(tmp_path / "new.npz", x=x[:25])
    got = _json(capsys, str(run), str(tmp_path / "new.npz"))
    assert (
        len(got) == 25 and sum(g["prediction"] == int(c) for g, c in zip(got, y, strict=False)) > 20
    )
    restored = restore(run)
    assert restored.info["value_max"] == 255.0
    # the model's input is the raw array over value_max, as the torch run's map stage made it
    logits = restored.forward(x[:25, :, :, None].astype(np.float32) / 255.0)
    want = inference.readings(restored, logits)
    assert [g["prediction"] for g in got] == [w["prediction"] for w in want]
    np.testing.assert_allclose(
        [g["probability"] for g in got], [w["probability"] for w in want], atol=1e-6
    )
    # hostile: a wrong shape, an array that is not there
    np.savez(tmp_path / "big.npz", x=np.zeros((2, 5, 5), np.uint8))
    np.savez(tmp_path / "other.npz", images=np.zeros((2, 4, 4), np.uint8))
    for name, words in (("big.npz", "(5, 5, 1); the model reads (4, 4, 1)"),
                        ("other.npz", "has no array 'x' (data.x_key); it has images")):  # fmt: skip
        capsys.readouterr()
        assert main(["predict", str(run), str(tmp_path / name)]) == 2
        err = capsys.readouterr().err
        assert name in err and words in err, err


@pytest.fixture(scope="module")
def iris(runs_root) -> Path:
    return iris_run(runs_root, "jax")


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("2,4\n5.1,3.5\n", "bad.csv has no column 'f2', 'f3'; the model reads f0, f1, f2, f3"),
        ("2,4\n5.1,x,1.4,0.2\n6.2,3.4,5.4,2.3\n", "bad.csv line 2: 'x' in column 'f1'"),
    ],
)
def test_hostile_tables_are_refused_naming_the_file(iris, capsys, tmp_path, text, words):
    (tmp_path / "bad.csv").write_text(text, encoding="utf-8")
    capsys.readouterr()
    assert main(["predict", str(iris), str(tmp_path / "bad.csv")]) == 2
    err = capsys.readouterr().err
    assert words in err, err
    with pytest.raises(JobError) as info:
        inference.predict(iris, [tmp_path / "bad.csv"])
    assert info.value.fields == [reading.FIELD]


def test_runs_that_cannot_be_used_are_refused_naming_the_run(iris, capsys, tmp_path):
    cases = {}
    bare = tmp_path / "no-checkpoints"
    shutil.copytree(iris, bare, ignore=shutil.ignore_patterns("checkpoints", "export"))
    cases["no-checkpoints"] = "has no checkpoint to use"
    old = tmp_path / "before-export"
    shutil.copytree(iris, old, ignore=shutil.ignore_patterns("inputs.json"))
    cases["before-export"] = "has no inputs.json"
    failed = tmp_path / "failed"
    shutil.copytree(iris, failed)
    (failed / "summary.json").unlink(missing_ok=True)
    events = (failed / "events.jsonl").read_text(encoding="utf-8").splitlines()
    last = json.loads(events[-1])
    last.update(status="failed", error="boom")
    (failed / "events.jsonl").write_text("\n".join([*events[:-1], json.dumps(last)]) + "\n")
    cases["failed"] = "failed; its model is not one to keep"
    gone = tmp_path / "gone-model"
    shutil.copytree(iris, gone)
    job = (gone / "job.toml").read_text(encoding="utf-8")
    (gone / "job.toml").write_text(job.replace('"mlp"', '"file:nowhere/model.py"'))
    cases["gone-model"] = "which is gone"
    for name, words in cases.items():
        for verb in (
            ["export", str(tmp_path / name)],
            ["predict", str(tmp_path / name), str(IRIS)],
        ):
            capsys.readouterr()
            assert main(verb) == 2, name
            err = capsys.readouterr().err
            assert f"RUN: {tmp_path / name}" in err and words in err, err
    capsys.readouterr()
    assert main(["predict", "no-such-run", str(IRIS), "--root", str(tmp_path)]) == 2
    assert "no run no-such-run" in capsys.readouterr().err


def test_a_run_id_under_the_runs_root(iris, capsys):
    got = _json(capsys, iris.name, str(IRIS), "--root", str(iris.parent))
    assert len(got) == 150


@pytest.fixture(scope="module")
def digits_run(runs_root) -> Path:
    """The demo's data (scikit-learn's 8x8 digits, values 0-16), a torch MLP."""
    run = train(
        runs_root / "digits-png",
        model={"backend": "torch", "architecture": "mlp"},
        train={"epochs": 4, "learning_rate": 0.01},
    )
    assert restore(run).info["value_max"] == 16.0
    return run


def _digit_pngs(folder: Path, picks: range, size: int = 8) -> list[str]:
    """scikit-learn's digits drawn as 8-bit PNGs (0-255), ``size`` pixels a side."""
    import tensorflow as tf
    from sklearn.datasets import load_digits

    images = load_digits().images
    for i in picks:
        img = np.round(images[i] * 255.0 / 16.0).astype(np.uint8)[:, :, None]
        img = np.kron(img, np.ones((size // 8, size // 8, 1), np.uint8))  # each pixel a block
        (folder / f"{i}.png").write_bytes(tf.io.encode_png(img).numpy())
    return [str(folder / f"{i}.png") for i in picks]


def test_a_0_255_png_on_a_0_16_digits_run_is_brought_to_its_scale(digits_run, capsys, tmp_path):
    """scikit-learn's digits are 0-16; a person's PNG is 0-255. Predict scales the image to the
    training's range first (the run's inputs.json knows it) and says so once."""
    from sklearn.datasets import load_digits

    run = digits_run
    digits = load_digits()
    picks = range(1700, 1720)  # 20 digits, drawn as 8-bit PNGs
    _digit_pngs(tmp_path, picks)
    capsys.readouterr()
    assert main(["predict", str(run), *(str(tmp_path / f"{i}.png") for i in picks)]) == 0
    out, err = capsys.readouterr()
    right = sum(line.split()[1] == str(digits.target[i])
                for line, i in zip(out.splitlines(), picks, strict=True))  # fmt: skip
    assert right >= 17, out
    assert err.count("this model trained on values 0-16, so the images were scaled") == 1
    # the same probabilities as the model gives the 0-16 digits themselves (the PNG's rounding
    # to 8 bits aside); unscaled, the 16x larger inputs would give other, saturated ones
    restored = restore(run)
    want = inference.readings(restored, restored.forward(
        digits.images[list(picks), :, :, None].astype(np.float32) / 16.0))  # fmt: skip
    got = _json(capsys, str(run), *(str(tmp_path / f"{i}.png") for i in picks))
    np.testing.assert_allclose(
        [g["probability"] for g in got], [w["probability"] for w in want], atol=0.02
    )


def test_a_bigger_image_is_resized_and_a_bad_file_is_skipped(digits_run, capsys, tmp_path):
    """A 64x64 drawing among 8x8 ones is brought to the 8x8 the model reads (said once); a file
    that is not an image is named by itself and the rest are predicted (exit 1)."""
    from sklearn.datasets import load_digits

    run, target = digits_run, load_digits().target
    small = _digit_pngs(tmp_path, range(1700, 1705))
    (tmp_path / "big").mkdir()
    big = _digit_pngs(tmp_path / "big", range(1705, 1706), size=64)
    (tmp_path / "broken.png").write_bytes(Path(small[0]).read_bytes()[:40])  # cut short
    capsys.readouterr()
    assert main(["predict", str(run), *small, *big, str(tmp_path / "broken.png")]) == 1
    out, err = capsys.readouterr()
    lines = out.splitlines()
    assert [line.split()[0] for line in lines] == [f"{i}.png" for i in range(1700, 1706)]
    assert lines[-1].split()[1] == str(target[1705]), out  # the 64x64 one, read as 8x8
    assert err.count("resized to 8x8 pixels") == 1, err
    assert "skipped: " in err and "broken.png cannot be decoded" in err, err
    # the 64x64 drawing (each pixel an 8x8 block) gives what its 8x8 original gives
    (original,) = _digit_pngs(tmp_path, range(1705, 1706))
    capsys.readouterr()
    assert main(["predict", str(run), *big, original, "--json"]) == 0
    both = json.loads(capsys.readouterr().out)
    assert both[0]["probability"] == pytest.approx(both[1]["probability"], abs=1e-5)
    capsys.readouterr()
    assert main(["predict", str(run), str(tmp_path / "broken.png")]) == 2  # nothing to predict
    assert "broken.png cannot be decoded" in capsys.readouterr().err
