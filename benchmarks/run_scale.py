"""Runs at scale, measured (not asserted): opening a 1,000,000-step run, listing 1,000 runs,
``tpugui runs --json``, and redrawing ten 1,000,000-step runs overlaid.

Every sample is a fresh process (so the memory figure is that process's peak RSS and no
file cache of Python objects helps); the figure is the median, the variants of one figure
sampled interleaved round by round (a loaded moment hits each alike). "before" is the way it
was done until issue 15: ``read_run`` (every event parsed) + one ``on_event`` per record, and
every run's events read to list it. "first open" parses events.jsonl once in chunks and writes
the columnar copy (metrics.chunks): until now with json.loads and one on_event per record, now with
orjson and ``RunData.on_events`` (the two changes also apart); "open" reads that copy. "write
metrics.chunks from memory" is what the window does once it has followed a run to its end (so the
first open is an open), "cli-copy" what ``tpugui train`` adds to a short run for the same. "parse"
compares the parsers alone in CPU seconds: json.loads, orjson.loads, and a regular expression
that reads only batch_end's numeric fields.

    .venv/bin/python benchmarks/run_scale.py [--steps 1000000] [--runs 1000] [--rounds 3]
        [--parts parse,open,list,overlay,cli-copy]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.training.bigrun import write_big_run  # noqa: E402

# peak RSS from /proc (VmHWM): getrusage's ru_maxrss survives exec, so a child would report
# this (large) benchmark process's peak
PROBE = r"""
import json, sys, time
sys.path.insert(0, {root!r})
def hwm():
    for line in open("/proc/self/status"):
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
import numpy
from tpugui.runs import cache as run_cache
from tpugui.runs import store as runs
from tpugui.runs.model import RunData
{setup}
before = hwm()
t = time.perf_counter()
{body}
dt = time.perf_counter() - t
peak = hwm()
print(json.dumps({{"s": dt, "peak_mb": peak, "delta_mb": peak - before}}))
"""

NO_COPY = "import os; [os.unlink(P + '/' + f) for f in ('metrics.chunks',) if os.path.exists(P + '/' + f)]"
#: the fold as it was: one RunData.on_event call per record
ONE_BY_ONE = "RunData.on_events = lambda self, evs: [self.on_event(e) for e in evs] and None"
#: label: (setup, timed body); the first OPEN_LABELS are sampled interleaved, round by round
BODIES = {
    "before: open (read_run + from_events)": (
        ONE_BY_ONE,
        "info, ev = runs.read_run(P); r = RunData.from_events(ev); del ev",
    ),
    "first open until now (json.loads, on_event per record)": (
        NO_COPY + "; import json; run_cache._loads = json.loads; " + ONE_BY_ONE,
        "r = run_cache.load_run(P)",
    ),
    "first open, orjson, on_event per record": (
        NO_COPY + "; " + ONE_BY_ONE,
        "r = run_cache.load_run(P)",
    ),
    "first open, json.loads, on_events": (
        NO_COPY + "; import json; run_cache._loads = json.loads",
        "r = run_cache.load_run(P)",
    ),
    "first open now (orjson, on_events; writes metrics.chunks)": (
        NO_COPY,
        "r = run_cache.load_run(P)",
    ),
    "write metrics.chunks from memory (the window, at a run's end)": (
        "r = run_cache.load_run(P); " + NO_COPY,
        "run_cache.save_cache(r, P)",
    ),
    "open (metrics.chunks)": ("", "r = run_cache.load_run(P)"),
    "before: list (every event of every run)": ("", "x = [runs.read_run(p)[0] for p in ROOTS]"),
    "list (summary.json)": ("", "x = runs.list_runs(R)"),
}
OPEN_LABELS = list(BODIES)[:7]


def probe(body: tuple[str, str] | str, env: dict[str, str]) -> dict[str, float]:
    setup, body = ("", body) if isinstance(body, str) else body
    code = "\n".join(f"{k} = {v!r}" for k, v in env.items()) + "\n"
    src = PROBE.format(root=str(ROOT), setup=code + setup, body=body)
    out = subprocess.run([sys.executable, "-c", src], capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def median(samples: list[dict[str, float]], key: str) -> float:
    return statistics.median(s[key] for s in samples)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--steps", type=int, default=1_000_000)
    ap.add_argument("--runs", type=int, default=1000)
    ap.add_argument("--run-steps", type=int, default=500, help="steps of each listed run")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--overlay", type=int, default=10, help="runs overlaid in the redraw")
    ap.add_argument(
        "--parts",
        default="parse,open,list,overlay,cli-copy",
        help="comma-separated: parse, open, list (and runs --json), overlay, cli-copy",
    )
    args = ap.parse_args()
    parts = set(args.parts.split(","))
    tmp = Path(tempfile.mkdtemp(prefix="tpugui-scale-"))
    results: dict[str, dict[str, float]] = {}
    try:
        big = write_big_run(tmp / "big" / "20260101-000000-big", args.steps)
        if "parse" in parts:
            results.update(parse_figures(big, args.rounds))
        if "open" in parts:
            results.update(open_figures(big, args.rounds))
        if "list" in parts:
            results.update(list_figures(tmp, args))
        if "overlay" in parts:
            results["overlay redraw"] = overlay(big, args.overlay)
            print("overlay", results["overlay redraw"], flush=True)
        if "cli-copy" in parts:
            results["tpugui train: metrics.chunks at the run's end"] = cli_copy(tmp, args.rounds)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    summary: dict[str, object] = {"results": results}
    if "open" in parts:
        b, a = results["before: open (read_run + from_events)"], results["open (metrics.chunks)"]
        j = results["first open until now (json.loads, on_event per record)"]
        o = results["first open now (orjson, on_events; writes metrics.chunks)"]
        summary["open_ratio"] = b["s"] / a["s"]
        summary["open_memory_ratio"] = b["delta_mb"] / max(a["delta_mb"], 1e-9)
        summary["first_open_now_vs_until_now"] = j["s"] / o["s"]
    if "list" in parts:
        lb, la = results["before: list (every event of every run)"], results["list (summary.json)"]
        summary["list_ratio"] = lb["s"] / la["s"]
    print(json.dumps(summary, indent=1))
    (ROOT / "benchmarks" / "results" / "run_scale.json").write_text(
        json.dumps(summary, indent=1), encoding="utf-8"
    )
    return 0


def open_figures(big: Path, rounds: int) -> dict[str, dict[str, float]]:
    results = {}
    env = {"P": str(big)}
    opened: dict[str, list[dict[str, float]]] = {label: [] for label in OPEN_LABELS}
    for _ in range(rounds):  # interleaved: a loaded moment hits every variant alike
        for label in OPEN_LABELS:
            opened[label].append(probe(BODIES[label], env))
    for label, samples in opened.items():
        results[label] = {
            "s": median(samples, "s"),
            "peak_mb": median(samples, "peak_mb"),
            "delta_mb": median(samples, "delta_mb"),
        }
        print(label, results[label], flush=True)
    return results


# the third candidate parser: only batch_end's numeric fields, by a regular expression over
# the chunk, no dict per record (the rest would still need json); measured, not adopted
_NUM = rb"(-?[0-9][0-9.eE+-]*)"
_BATCH = re.compile(
    rb'^\{"seq": (\d+), "time": ' + _NUM + rb', "type": "batch_end", "epoch": (-?\d+), '
    rb'"step": (-?\d+), "logs": \{([^{}]*)\}, "examples_per_sec": (null|-?[0-9][0-9.eE+-]*)'
    rb'(?:, "step_s": ' + _NUM + rb')?(?:, "input_s": ' + _NUM + rb")?\}$",
    re.M,
)
_LOGS = re.compile(rb'"(loss|lr|learning_rate)": ("?[-0-9a-z.eE+]+"?)')


def _skip_parse(chunk: bytes) -> int:
    n = 0
    for m in _BATCH.finditer(chunk):
        seq, t, e, s, logs, eps, ss, ins = m.groups()
        rec = (int(seq), float(t), int(e), int(s), dict(_LOGS.findall(logs)), eps, ss, ins)
        n += rec is not None
    return n


def parse_figures(big: Path, rounds: int) -> dict[str, dict[str, float]]:
    """The parse alone, CPU seconds (this process; less disturbed by the VM's load than wall
    time), interleaved rounds: json.loads and orjson.loads of each 8 MiB chunk as one JSON
    array (what run_cache does), and the numeric-fields-only regular expression."""
    import orjson

    with open(big / "events.jsonl", "rb") as fh:
        chunks = [b"".join(c) for c in iter(lambda: fh.readlines(8 << 20), [])]

    def array(loads):
        return sum(len(loads(b"[" + c.rstrip(b"\n").replace(b"\n", b",") + b"]")) for c in chunks)

    ways = {
        "parse: json.loads": lambda: array(json.loads),
        "parse: orjson.loads": lambda: array(orjson.loads),
        "parse: numeric fields only (regex, batch_end only)": lambda: sum(map(_skip_parse, chunks)),
    }
    samples: dict[str, list[float]] = {k: [] for k in ways}
    for _ in range(rounds):
        for label, fn in ways.items():
            t = time.process_time()
            fn()
            samples[label].append(time.process_time() - t)
    out = {k: {"cpu_s": statistics.median(v)} for k, v in samples.items()}
    print("parse", out, flush=True)
    return out


def list_figures(tmp: Path, args: argparse.Namespace) -> dict[str, dict[str, float]]:
    results = {}
    many = tmp / "many"
    for i in range(args.runs):
        write_big_run(many / f"2026010{i // 100000}-{i:06d}-r", args.run_steps, epochs=2)
    roots = sorted(str(p) for p in many.iterdir())
    env = {"R": str(many), "ROOTS": roots}
    probe("runs.list_runs(R)", env)  # writes the summaries (what the first listing does)
    for label in list(BODIES)[len(OPEN_LABELS) :]:
        samples = [probe(BODIES[label], env) for _ in range(args.rounds)]
        results[label] = {"s": median(samples, "s"), "peak_mb": median(samples, "peak_mb")}
        print(label, results[label], flush=True)
    cli = []
    for _ in range(args.rounds):
        t = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "tpugui", "runs", "--json", "--root", str(many)],
            capture_output=True,
            check=True,
            cwd=ROOT,
        )
        cli.append(time.perf_counter() - t)
    results["tpugui runs --json (fresh process, 1,000 runs)"] = {"s": statistics.median(cli)}
    print("cli", results["tpugui runs --json (fresh process, 1,000 runs)"], flush=True)
    return results


def cli_copy(tmp: Path, rounds: int) -> dict[str, float]:
    """What writing metrics.chunks at the end of ``tpugui train`` costs a short run: the demo job
    (digits, an MLP, torch on the CPU, 2 epochs) timed whole, and ``command.write_copy`` on its
    folder timed alone (a fresh process with tpugui imported, as the CLI has it then)."""
    from tpugui.job import dumps_job, load_job

    job = load_job(ROOT / "examples" / "demo.toml")
    job = job.model_copy(
        update={
            "model": job.model.model_copy(
                update={"backend": "torch", "device": "cpu", "architecture": "mlp"}
            ),
            "train": job.train.model_copy(update={"epochs": 2}),
        }
    )
    (tmp / "short.toml").write_text(dumps_job(job), encoding="utf-8")
    runs_s, copy_s, events = [], [], 0
    for i in range(rounds):
        run_dir = tmp / f"short-{i}"
        t = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "tpugui", "train", str(tmp / "short.toml"), "--quiet",
             "--run-dir", str(run_dir)],
            capture_output=True, check=True, cwd=ROOT,
        )  # fmt: skip
        runs_s.append(time.perf_counter() - t)
        events = sum(1 for _ in open(run_dir / "events.jsonl", "rb"))
        setup = NO_COPY + "; from pathlib import Path; from tpugui.cli import train as command"
        copy_s.append(
            probe((setup, "assert command.write_copy(Path(P))"), {"P": str(run_dir)})["s"]
        )
    out = {
        "run_s": statistics.median(runs_s),
        "copy_s": statistics.median(copy_s),
        "events": events,
    }
    out["share"] = out["copy_s"] / out["run_s"]
    print("cli copy", out, flush=True)
    return out


def overlay(big: Path, n: int) -> dict[str, float]:
    """Median redraw with ``n`` copies of the big run overlaid and a live run appending 100
    points a tick (the timer's work plus a synchronous repaint of the plots)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from tpugui.qt.training.plots import TrainingPlots
    from tpugui.runs.cache import load_run
    from tpugui.runs.model import RunData

    app = QApplication.instance() or QApplication([])
    plots = TrainingPlots()
    plots.resize(1000, 600)
    plots.show()
    for _ in range(n):
        plots.add_overlay(load_run(big))
    live = RunData(name="live")
    live.on_event({"seq": 1, "time": 0.0, "type": "run_started", "epochs": 1})
    plots.set_current(live)
    app.processEvents()
    times = []
    seq, step = 1, 0
    for _ in range(40):
        for _ in range(100):
            seq, step = seq + 1, step + 1
            live.on_event(
                {"seq": seq, "time": step * 0.01, "type": "batch_end", "epoch": 1,
                 "step": step, "logs": {"loss": 1.0 / step}}
            )  # fmt: skip
        t = time.perf_counter()
        plots.redraw()
        plots.repaint()
        app.processEvents()
        times.append(time.perf_counter() - t)
    plots.close()
    times = times[5:]
    return {
        "median_ms": statistics.median(times) * 1000,
        "p90_ms": sorted(times)[int(0.9 * len(times))] * 1000,
    }


if __name__ == "__main__":
    raise SystemExit(main())
