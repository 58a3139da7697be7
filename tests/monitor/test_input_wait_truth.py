"""The live input-wait meter against ground truth (issue 27, part 5), TensorFlow and torch.

A folder of real PNGs (scikit-learn's digits, upscaled) trains the built-in mlp. Starved: decoded
on the loop's thread, no parallelism, no prefetch (truly serial); fed: cached and prefetched. The
truth is the share of a step that is input from throughputs measured apart with no meter:
(1/P) / (1/P + 1/T), P the pipeline alone, T the training on ready data. The meter is the median
``input_s / step_s`` of a real ``engine.run``'s windows, as the Training page reads them.

Each case is a few seconds of training; P, T and the meter are measured side by side in each of
three rounds (T right before each case's P and run) and the median of the rounds' own
differences compared, so a neighbour's load on a shared machine moves a round,
not the verdict (no wall-clock limit, no core count). torch runs on one intra-op thread, as the
other input-wait tests do. The same code is ``benchmarks/input_wait_truth.py``."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import input_wait_truth as truth  # noqa: E402


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    return truth.write_folder(tmp_path_factory.mktemp("pngs"), count=20 * truth.BATCH, size=256)


@pytest.fixture
def one_torch_thread():
    import torch

    before = torch.get_num_threads()
    yield
    torch.set_num_threads(before)


@pytest.mark.parametrize("backend", ["tensorflow", "torch"])
def test_the_meter_is_within_10_points_of_the_truth_starved_and_fed(
    backend, folder, tmp_path, one_torch_thread
):
    rounds: list[str] = []
    got = truth.measure(
        backend, folder, tmp_path, steps=20, epochs=2, decode=32, rounds=3,
        cases=("starved", "fed"), log=rounds.append,
    )  # fmt: skip
    starved, fed = got["starved"], got["fed"]
    said = "\n".join(rounds)
    assert starved["truth"] >= 0.5, said  # the case really is starved
    assert fed["truth"] <= 0.5, said  # and the fed one is not
    for case, m in got.items():  # the median of each round's own difference
        assert abs(m["diff"]) <= 0.10, f"{backend} {case}: {m}\n{said}"
