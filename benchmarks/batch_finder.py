"""The batch finder under ``--max-memory``: its pick trains 200 steps within the limit while the
next candidate does not fit, and how many of its trials execute training steps.

For each backend (the demo job, ``examples/demo.toml``, with ``model.backend`` set and its
digits resized to 16×16 (``--resize``) so that a batch's memory stands out of the runtime's
fixed cost — a torch process's host memory grows by about 850 MB before its first step,
whatever the batch; TensorFlow, torch, JAX on the CPU):

1. The limit. On this CPU-only machine ``--max-memory`` stands in for an accelerator's memory.
   So that the pick's budget (the limit less the 10 % headroom) falls between two candidates,
   per-replica 256 and 512 are tried first as the finder tries a candidate, and the limit is
   set so that the budget is halfway between their memory;
   ``--limit-tensorflow/--limit-torch/--limit-jax`` give it instead.
2. ``tpugui tune batch JOB --max-memory LIMIT --json`` (the command a person runs), its wall
   time, its trials: how each was tried (``compiled``: JAX's ``memory_analysis()`` of the
   compiled step, no step runs; ``measured``: 20 real steps, the peak RSS growth and the
   examples/s — a measured trial is its own timing) and the timed ones (20 real steps each,
   run apart only after a compiled search). "Trials that execute steps" = the measured ones +
   the timed ones run apart.
3. The pick (and, when the fastest is not the largest, the largest that fits with the
   headroom left) trained for 200 steps in a fresh child (``tpugui.tuning.child``, the finder's own
   trial process) with the memory check the finder applies: its memory (compiled bytes for
   JAX, the 200 steps' measured peak RSS growth otherwise) against the limit.
4. The next candidate that does not fit — the smallest size the search found not to fit, or,
   where every size it tried fits, the first size on the grid past the largest fit whose memory the
   least-squares line through the search's trials puts over the limit (and, if that one still
   fits, sizes further out, the gap doubled, up to 3 tries) — tried the same way: its
   memory is over the limit, so it fails the check (on a device with that much memory it would
   not run: there is no such device here, the check is what stands in).

    .venv/bin/python benchmarks/batch_finder.py [--backends tensorflow,torch,jax] [--steps 200]
        [--resize 16]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")

from tpugui.job import dumps_job, load_job  # noqa: E402
from tpugui.tuning.batch_fit import trial_job  # noqa: E402
from tpugui.tuning.batch_plan import DEFAULT_HEADROOM, MULTIPLE  # noqa: E402
from tpugui.tuning.trials import run_child  # noqa: E402

DEMO = ROOT / "examples" / "demo.toml"


def _job(backend: str, resize: int):
    job = load_job(DEMO).updated("model.backend", backend)
    if resize:
        job = job.updated("pipeline.resize", [resize, resize])
    return job.updated("train.sample_every", 0.0)


def _limit(job, base: Path) -> tuple[int, dict[int, int]]:
    """The budget (the limit less the headroom) halfway between per-replica 256 and 512, each
    tried as the finder tries a candidate (compiled for JAX, 20 measured steps otherwise)."""
    from tpugui import backends

    mode = "compile" if backends.get(job.model.backend).fit_compile else "steps"
    sizes = {}
    for per in (256, 512):
        got = run_child({"mode": mode, "job": dumps_job(trial_job(job, per, 20)),
                         "base_dir": str(base), "per_replica": per})  # fmt: skip
        sizes[per] = got.get("bytes")
    lo, hi = sizes[256], sizes[512]
    if not lo or not hi or hi <= lo:
        raise SystemExit(
            f"{job.model.backend}: no growth from 256 to 512 to put a limit in: {sizes}"
        )
    return int((lo + hi) / 2 / (1 - DEFAULT_HEADROOM)), sizes


def _check(job, base: Path, per: int, steps: int, limit: int, compiled: bool) -> dict:
    """The size trained ``steps`` steps in a fresh child, and its memory against the limit."""
    t0 = time.monotonic()
    got = run_child(
        {
            "mode": "steps",
            "job": dumps_job(trial_job(job, per, steps)),
            "base_dir": str(base),
            "per_replica": per,
        }
    )
    out = {
        "per_replica": per,
        "steps_ok": not got.get("error"),
        "error": (got.get("error") or "").splitlines()[0][:200] if got.get("error") else "",
        "steps_reported": len(got.get("rates", [])),
        "measured_bytes": got.get("bytes"),
        "seconds": round(time.monotonic() - t0, 1),
    }
    if compiled:
        c = run_child(
            {
                "mode": "compile",
                "job": dumps_job(trial_job(job, per, 1)),
                "base_dir": str(base),
                "per_replica": per,
            }
        )
        out["bytes"] = c.get("bytes")
    else:
        out["bytes"] = got.get("bytes")
    out["within_limit"] = out["bytes"] is not None and out["bytes"] <= limit
    return out


def _over(trials: list[dict], pick: int, limit: int) -> int | None:
    """The first size on the grid past the pick that the least-squares line through the
    search's trials' memory puts over the limit."""
    pts = [(t["per_replica"], t["bytes"]) for t in trials if t["bytes"]]
    if len({b for b, _ in pts}) < 2:
        return None
    mb = sum(b for b, _ in pts) / len(pts)
    mm = sum(m for _, m in pts) / len(pts)
    slope = sum((b - mb) * (m - mm) for b, m in pts) / sum((b - mb) ** 2 for b, _ in pts)
    if slope <= 0:
        return None
    edge = mb + (limit - mm) / slope
    return max(pick + MULTIPLE, (int(edge) // MULTIPLE + 1) * MULTIPLE)


def bench(backend: str, steps: int, limit: int | None, resize: int) -> dict:
    job = _job(backend, resize)
    base = DEMO.parent
    sizes: dict[int, int] = {}
    if limit is None:
        limit, sizes = _limit(job, base)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "job.toml"
        path.write_text(dumps_job(job))
        t0 = time.monotonic()
        res = subprocess.run(
            [sys.executable, "-m", "tpugui", "tune", "batch", str(path), "--json",
             "--base-dir", str(base), "--max-memory", str(limit)],
            capture_output=True, text=True, cwd=ROOT,
        )  # fmt: skip
        wall = time.monotonic() - t0
    try:
        out = json.loads(res.stdout)
    except ValueError:
        return {"backend": backend, "error": res.stderr[-1500:], "limit": limit}
    if out.get("pick") is None:  # exit 1: nothing fits
        return {"backend": backend, "limit": limit, "calibration": sizes,
                "error": f"nothing fits; trials {[(t['per_replica'], t['bytes'], t['error'][:80]) for t in out['trials']]}"}  # fmt: skip
    trials, timed, pick = out["trials"], out["timed"], out["pick"]
    compiled = out["measured_by"] == "compiled"
    stepping = sum(1 for t in trials if t["how"] == "measured") + sum(
        1 for t in timed if t["how"] == "timed"
    )
    bigger = sorted(
        (t for t in trials if not t["fits"] and t["per_replica"] > pick["per_replica"]),
        key=lambda t: t["per_replica"],
    )
    row = {
        "backend": backend,
        "limit": limit,
        "calibration": sizes,
        "wall_s": round(wall, 1),
        "trials": [(t["per_replica"], t["how"], t["fits"], t["bytes"]) for t in trials],
        "timed": [(t["per_replica"], t["examples_per_sec"]) for t in timed],
        "pick": pick["per_replica"],
        "trials_that_execute_steps": stepping,
        "pick_run": _check(job, base, pick["per_replica"], steps, limit, compiled),
    }
    # the fastest may be smaller than the largest that fits: that one trains 200 steps too
    edge = max(
        (t["per_replica"] for t in trials if t["fits"] and t["bytes"] is not None
         and t["bytes"] <= limit * (1 - out["headroom"])),
        default=pick["per_replica"],
    )  # fmt: skip
    if edge != pick["per_replica"]:
        row["edge_run"] = _check(job, base, edge, steps, limit, compiled)
    nxt = bigger[0]["per_replica"] if bigger else _over(trials, edge, limit)
    row["next_from"] = "search" if bigger else "line"
    row["next_tries"] = []
    while nxt and len(row["next_tries"]) < 3:  # past the line's edge until one does not fit
        got = _check(job, base, nxt, steps, limit, compiled)
        row["next_tries"].append((nxt, got["bytes"]))
        row["next_run"] = got
        if not got["within_limit"] or bigger:
            break
        nxt += max(MULTIPLE, (nxt - edge) // MULTIPLE * MULTIPLE)
    return row


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--backends", default="tensorflow,torch,jax")
    ap.add_argument("--steps", type=int, default=200)
    ap.add_argument("--resize", type=int, default=16, help="digits resized to N×N (0: 8×8)")
    for name in ("tensorflow", "torch", "jax"):
        ap.add_argument(f"--limit-{name}", type=int, default=None)
    ap.add_argument("--json", help="write the rows here")
    args = ap.parse_args()
    print(f"load average at start {os.getloadavg()[0]:.1f}; digits at {args.resize or 8} px")
    rows = []
    for backend in args.backends.split(","):
        row = bench(backend, args.steps, getattr(args, f"limit_{backend}"), args.resize)
        rows.append(row)
        if "error" in row:
            print(f"{backend}: --max-memory {row['limit']:,} (calibration {row.get('calibration')}): "
                  f"tune batch failed: {row['error']}")  # fmt: skip
            continue
        p, n = row["pick_run"], row.get("next_run")
        print(
            f"\n{backend}: --max-memory {row['limit']:,} (calibration bytes {row['calibration']})"
        )
        print(
            f"  tune batch {row['wall_s']} s; trials (per replica, how, fits, bytes): {row['trials']}"
        )
        print(f"  timed: {row['timed']}; pick {row['pick']}")
        print(f"  trials that execute steps: {row['trials_that_execute_steps']}")
        print(
            f"  pick {p['per_replica']}: {args.steps} steps {'ran' if p['steps_ok'] else 'FAILED'} "
            f"({p['steps_reported']} reports, {p['seconds']} s), memory {p['bytes']:,} "
            f"{'<=' if p['within_limit'] else '>'} limit"
        )
        e = row.get("edge_run")
        if e:
            print(
                f"  largest that fits {e['per_replica']}: {args.steps} steps "
                f"{'ran' if e['steps_ok'] else 'FAILED'} ({e['seconds']} s), memory "
                f"{e['bytes'] or 0:,} {'<=' if e['within_limit'] else '>'} limit"
            )
        if n:
            print(f"  sizes tried past the pick (per replica, bytes): {row['next_tries']}")
            print(
                f"  next {n['per_replica']} (from the {row['next_from']}): memory {n['bytes'] or 0:,} "
                f"{'<= limit (FITS: the check did not fail)' if n['within_limit'] else '> limit: does not fit'}"
            )
        else:
            print("  next: none above the pick was tried")
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
