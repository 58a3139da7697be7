"""A sweep killed mid-way and the same command again: the study ends with exactly N counted
trials, no trial trained twice, the lost ones replaced.

A real ``tpugui sweep`` (digits, the built-in mlp, JAX on the CPU, ``--epochs`` epochs;
``train.learning_rate`` log-uniform 1e-3 to 1e-1; ``--trials`` N, ``--parallel`` at a time, no
pruner) is started and sent SIGKILL once ``--kill-after`` trials' runs have started training
(their ``run_started`` written) — the parent dies with runs training and a trial possibly asked
but not yet started. The same command is run again to its end. Then from the study's journal and
the run store: the trials by state, the ones marked ``lost`` (a trial whose run never started or
died with no end: told FAIL, not counted, replaced), the counted trials (must be N), the run
folders (one per counted trial that ran) and how many times each run started and finished
(must be once each), and both commands' wall times.

    .venv/bin/python benchmarks/sweep_resume.py [--trials 8] [--parallel 2] [--kill-after 3]
        [--epochs 3]
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tpugui.events import read_events  # noqa: E402

JOB = """name = "resume"
[data]
source = "digits"
count = 1024
validation_split = 0.2
[model]
backend = "jax"
architecture = "mlp"
[train]
epochs = {epochs}
sample_every = 0.0
checkpoint_every = 0
[sweep]
trials = {trials}
parallel = {parallel}
pruner = "none"
sampler = "random"
seed = 0
[sweep.space]
"train.learning_rate" = {{ low = 1e-3, high = 1e-1, log = true }}
"""


def _started(root: Path) -> list[Path]:
    if not root.is_dir():
        return []
    out = []
    for p in root.iterdir():
        ev = p / "events.jsonl"
        try:
            if ev.exists() and '"run_started"' in ev.read_text():
                out.append(p)
        except OSError:
            pass
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--trials", type=int, default=8)
    ap.add_argument("--parallel", type=int, default=2)
    ap.add_argument("--kill-after", type=int, default=3)
    ap.add_argument("--epochs", type=int, default=3)
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="tpugui-sweep-resume-"))
    job = tmp / "job.toml"
    job.write_text(JOB.format(epochs=args.epochs, trials=args.trials, parallel=args.parallel))
    env = {**os.environ, "TPUGUI_RUNS": str(tmp / "runs"), "TF_CPP_MIN_LOG_LEVEL": "3"}
    cmd = [sys.executable, "-m", "tpugui", "sweep", str(job), "--json"]
    print(f"load average at start {os.getloadavg()[0]:.1f} (2 shared cores)")

    t0 = time.monotonic()
    parent = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              cwd=ROOT, env=env)  # fmt: skip
    while parent.poll() is None and len(_started(tmp / "runs")) < args.kill_after:
        time.sleep(0.05)
    if parent.poll() is not None:
        print("the sweep ended before the kill: raise --trials or lower --kill-after")
        return 1
    parent.send_signal(signal.SIGKILL)
    parent.wait()
    first = time.monotonic() - t0
    runs_at_kill = len(list((tmp / "runs").iterdir())) - 1  # less sweeps/
    print(
        f"first command: SIGKILL after {first:.1f} s, when {args.kill_after} trials' runs had "
        f"started ({runs_at_kill} run folders then)"
    )

    t1 = time.monotonic()
    res = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, env=env)
    second = time.monotonic() - t1
    if res.returncode != 0:
        print(res.stderr[-3000:])
        return 1
    out = json.loads(res.stdout)
    said = [line for line in res.stderr.splitlines() if "lost" in line or "again" in line
            or "no sweep watched" in line or "interrupted" in line]  # fmt: skip
    trials = out["trials"]
    states = Counter(t["state"] + (" (lost)" if t["lost"] else "") for t in trials)
    runs = sorted(
        p for p in (tmp / "runs").iterdir() if p.is_dir() and (p / "events.jsonl").exists()
    )
    starts = []
    for run in runs:
        kinds = Counter(e["type"] for e in read_events(run / "events.jsonl"))
        starts.append((kinds["run_started"], kinds["run_finished"]))
    counted_runs = {t["run_dir"] for t in trials if t["state"] == "COMPLETE"}
    print(f"second command: {second:.1f} s; what it said of the first's trials:")
    for line in said:
        print(f"  {line}")
    print("trials: " + ", ".join(f"{k} {v}" for k, v in sorted(states.items())))
    print(f"counted: {out['counted']} (N = {args.trials})")
    print(
        f"run folders: {len(runs)}; each started/finished once: "
        f"{all(s == (1, 1) for s in starts)}; every counted trial has its own run: "
        f"{counted_runs == {str(r) for r in runs}}"
    )
    print(f"wall time in all {first + second:.1f} s")
    ok = out["counted"] == args.trials and all(s == (1, 1) for s in starts)
    print("exactly N trials, none trained twice" if ok else "NOT as expected")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
