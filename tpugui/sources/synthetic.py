"""Generated images: each class has its own mean image plus noise, so a model can learn it."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from tpugui.sources.arrays import Arrays, InMemory, code_lines

if TYPE_CHECKING:
    from tpugui.job import DataSection, Job


def _shape(data: DataSection) -> tuple[int, ...]:
    """``data.shape`` as (H, W, C): one number is a 1-high image, two get one channel."""
    shape = tuple(data.shape)
    if len(shape) == 1:
        return (1, shape[0], 1)
    if len(shape) == 2:
        return (*shape, 1)
    return shape


class Synthetic(InMemory):
    name = "synthetic"
    order = 1
    keys = ("data.shape", "data.classes", "data.count")

    def example_shape(self, data: DataSection, base_dir: str | Path | None) -> tuple[int, ...]:
        return _shape(data)

    def example_count(self, data: DataSection, base_dir: str | Path | None) -> int:
        return data.count

    def memory_terms(self, data: DataSection, example: int) -> list[tuple[str, int, int]]:
        # generated at once: x, the noise and y
        return [("data.count", 3 * example * data.count, 3 * example)]

    def load(self, data: DataSection, name: str, key: str, base_dir: str | Path | None) -> Arrays:
        rng = np.random.default_rng(data.seed)
        shape = _shape(data)
        y = rng.integers(0, data.classes, size=data.count).astype(np.int64)
        centres = rng.random((data.classes, *shape), dtype=np.float32)
        noise = rng.normal(0.0, 0.15, size=(data.count, *shape)).astype(np.float32)
        x = np.clip(centres[y] + noise, 0.0, 1.0).astype(np.float32)
        return Arrays(x, y, data.classes, 1.0)

    def code(self, job: Job, base_dir: str | Path | None) -> list[str]:
        d = job.data
        shape = _shape(d)
        load = [
            f"# Synthetic images: {d.count} examples of shape {shape}, {d.classes} classes;",
            "# each class has its own mean image plus noise (so a model can learn it).",
            f"rng = np.random.default_rng({d.seed})",
            f"y = rng.integers(0, {d.classes}, size={d.count}).astype(np.int64)",
            f"centres = rng.random(({d.classes}, *{shape!r}), dtype=np.float32)",
            f"noise = rng.normal(0.0, 0.15, size=({d.count}, *{shape!r})).astype(np.float32)",
            "x = np.clip(centres[y] + noise, 0.0, 1.0).astype(np.float32)",
            "VALUE_MAX = 1.0",
        ]
        return code_lines(d, load, [])


SOURCE = Synthetic()
