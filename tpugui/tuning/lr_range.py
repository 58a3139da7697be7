"""The learning-rate range test (Smith 2015; fastai's lr_find), made stable across seeds.

One child process per seed trains ``steps`` steps while the learning rate grows exponentially
from ``min_lr`` to ``max_lr`` (:mod:`lr_steps`), reporting each step's loss. The curve is
smoothed with a bias-corrected exponential moving average and cut where the smoothed loss
passes 4× its minimum (divergence). The suggestion is the learning rate at the smoothed loss's
minimum divided by 10 ("min/10"): the steepest descent of a smoothed curve still follows the
noise of a few steps (Lightning's #1767), while the minimum of a strongly smoothed curve moves
little between seeds. Over several seeds the suggestion is their geometric mean, and ``spread``
(largest / smallest) says how stable it is.
"""

from __future__ import annotations

import csv
import json
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tpugui import backends
from tpugui.job import Job, dumps_job
from tpugui.tuning.trials import run_child

__all__ = ["LrRun", "LrResult", "ramp", "smooth", "suggest", "range_test", "write_curve"]

RULE = "min/10: the learning rate at the smoothed loss's minimum, divided by 10"
#: the moving average's weight on the past (0.98: about 50 steps of memory), as fastai's
BETA = 0.98
#: the curve ends where the smoothed loss passes this many times its minimum
DIVERGE = 4.0


def ramp(min_lr: float, max_lr: float, steps: int) -> list[float]:
    """``steps`` learning rates growing exponentially from ``min_lr`` to ``max_lr``."""
    k = math.log(max_lr / min_lr) / max(steps - 1, 1)
    return [min_lr * math.exp(k * i) for i in range(steps)]


def smooth(losses: list[float], beta: float = BETA) -> list[float]:
    """Bias-corrected exponential moving average (NaN from the first non-finite loss)."""
    out: list[float] = []
    avg = 0.0
    for i, loss in enumerate(losses):
        if not math.isfinite(loss):
            out.extend([math.nan] * (len(losses) - i))
            break
        avg = beta * avg + (1 - beta) * loss
        out.append(avg / (1 - beta ** (i + 1)))
    return out


def suggest(lrs: list[float], smoothed: list[float]) -> tuple[float | None, int]:
    """(the suggested learning rate, the index where the curve was cut)."""
    best, best_i, end = math.inf, -1, len(smoothed)
    for i, s in enumerate(smoothed):
        if not math.isfinite(s) or (best_i >= 0 and s > DIVERGE * best):
            end = i
            break
        if s < best:
            best, best_i = s, i
    skip = max(1, len(lrs) // 20)  # the first steps: the average has not settled
    if best_i < skip or best >= smoothed[0]:
        return None, end
    return lrs[best_i] / 10, end


@dataclass
class LrRun:
    seed: int
    losses: list[float] = field(default_factory=list)
    smoothed: list[float] = field(default_factory=list)
    suggestion: float | None = None
    end: int = 0
    error: str = ""


@dataclass
class LrResult:
    lrs: list[float]
    runs: list[LrRun]
    rule: str = RULE

    @property
    def suggestion(self) -> float | None:
        got = [r.suggestion for r in self.runs if r.suggestion]
        if not got or len(got) < len(self.runs):
            return None
        return math.exp(sum(math.log(g) for g in got) / len(got))

    @property
    def spread(self) -> float:
        got = [r.suggestion for r in self.runs if r.suggestion]
        return max(got) / min(got) if got else math.inf

    def as_dict(self) -> dict[str, Any]:
        def clean(xs: list[float]) -> list[float | None]:
            return [x if math.isfinite(x) else None for x in xs]

        return {
            "suggestion": self.suggestion,
            "rule": self.rule,
            "spread": self.spread if math.isfinite(self.spread) else None,
            "lrs": self.lrs,
            "runs": [
                {
                    "seed": r.seed,
                    "suggestion": r.suggestion,
                    "end": r.end,
                    "error": r.error,
                    "losses": clean(r.losses),
                    "smoothed": clean(r.smoothed),
                }
                for r in self.runs
            ],
        }


def _test_job(job: Job, seed: int, steps: int) -> Job:
    data = job.to_dict()
    data["train"].update(seed=seed, epochs=1, steps_per_epoch=steps, resume_from="")
    data["pipeline"]["shuffle_seed"] = seed
    return Job.from_dict(data)


def range_test(
    job: Job,
    base_dir: str | Path | None = None,
    *,
    seeds: int = 1,
    steps: int = 200,
    min_lr: float = 1e-6,
    max_lr: float = 1.0,
) -> LrResult:
    backend = backends.get(job.model.backend)
    lrs = ramp(min_lr, max_lr, steps)
    runs: list[LrRun] = []
    for i in range(seeds):
        seed = job.train.seed + i
        run = LrRun(seed)
        if not backend.lr_steps:
            run.error = f"the range test is not available for {backend.label} yet"
            runs.append(run)
            continue
        got = run_child(
            {
                "mode": "lr",
                "job": dumps_job(_test_job(job, seed, steps)),
                "base_dir": str(base_dir) if base_dir is not None else None,
                "lrs": lrs,
            }
        )
        if got.get("error"):
            run.error = got["error"]
        else:
            run.losses = [math.nan if x is None else float(x) for x in got["losses"]]
            run.smoothed = smooth(run.losses)
            run.suggestion, run.end = suggest(lrs, run.smoothed)
        runs.append(run)
    return LrResult(lrs, runs)


def write_curve(result: LrResult, path: Path) -> None:
    """The curve for plotting: CSV (step, lr, then loss and smoothed per seed) or JSON."""
    if path.suffix.lower() == ".json":
        path.write_text(json.dumps(result.as_dict(), indent=1), encoding="utf-8")
        return
    with path.open("w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        head = ["step", "lr"]
        for r in result.runs:
            head += [f"loss_seed{r.seed}", f"smoothed_seed{r.seed}"]
        w.writerow(head)
        for i, lr in enumerate(result.lrs):
            row: list[Any] = [i, f"{lr:.6g}"]
            for r in result.runs:
                for xs in (r.losses, r.smoothed):
                    v = xs[i] if i < len(xs) else math.nan
                    row.append(f"{v:.6g}" if math.isfinite(v) else "")
            w.writerow(row)
