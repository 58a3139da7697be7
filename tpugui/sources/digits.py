"""scikit-learn's handwritten digits: 1,797 8x8 images, values 0..16, 10 classes (no download)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from tpugui.sources.arrays import Arrays, InMemory, code_lines

if TYPE_CHECKING:
    from tpugui.job import DataSection, Job

COUNT, SHAPE, CLASSES = 1797, (8, 8, 1), 10


class Digits(InMemory):
    name = "digits"
    order = 0
    needs = (("sklearn", "scikit-learn"),)

    def example_shape(self, data: DataSection, base_dir: str | Path | None) -> tuple[int, ...]:
        return SHAPE

    def example_count(self, data: DataSection, base_dir: str | Path | None) -> int:
        return COUNT

    def load(self, data: DataSection, name: str, key: str, base_dir: str | Path | None) -> Arrays:
        from sklearn.datasets import load_digits

        d = load_digits()
        x = d.images.astype(np.float32)[..., None]  # (1797, 8, 8, 1), values 0..16
        return Arrays(x, d.target.astype(np.int64), CLASSES, 16.0)

    def code_packages(self, job: Job) -> list[str]:
        return ["from sklearn.datasets import load_digits"]

    def code(self, job: Job, base_dir: str | Path | None) -> list[str]:
        load = [
            "# scikit-learn's handwritten digits: 1,797 8x8 images, values 0..16 (no download).",
            "digits = load_digits()",
            "x = digits.images.astype(np.float32)[..., None]",
            "y = digits.target.astype(np.int64)",
            "VALUE_MAX = 16.0",
        ]
        return code_lines(job.data, load, [])

    def num_classes_code(self, job: Job) -> str:
        return str(CLASSES)


SOURCE = Digits()
