"""tpugui's TensorBoard reader against TensorBoard's own loaders, on one logdir written by
``tf.summary`` (issue 41, part 4).

The logdir: one run, ``--tags`` scalar tags of mixed name lengths (``loss``, ``train/accuracy``,
``grad_norm/dense_3/kernel``...) written every step for ``--steps`` steps by
``tf.summary.scalar`` in a ``tf.function`` (TensorFlow's C++ event writer: TF 2 tensor-valued
scalars, as Keras's callback writes them); about 150 MB with the defaults.

Cases, each sample a fresh process, alternated round by round (medians reported):

- ``tpugui``: :class:`tpugui.runs.tensorboard.RunReader` reads every point;
- ``EventAccumulator, default sampling``: TensorBoard's Python loader as ``tensorboard``
  runs it (``size_guidance`` default: TF 2 scalars are tensors, 10 kept a tag);
- ``EventAccumulator, all points``: ``size_guidance={scalars: 0, tensors: 0}``;
- ``tensorboard --load_fast`` (its Rust data server, ``--samples-per-plugin scalars=all``,
  ``--reload once``): from its start until its ``ListScalars`` says every tag reached the
  last step, then one ``ReadScalars`` of every point (skipped when the binary or grpc is
  missing: said).

Printed: per case the median load time (after the imports; the imports apart), the points
kept, and the ratios to tpugui. The figures are written as JSON to
``benchmarks/results/tensorboard_import.json``; ``--docs`` puts them into docs/benchmarks.md
(between ``<!-- tensorboard-import -->`` markers).

    .venv/bin/python benchmarks/tensorboard_import.py [--steps 100000] [--tags 20] [--rounds 3]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import docs_block  # beside this script

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results" / "tensorboard_import.json"

WRITER = r"""
import os, sys
os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
import tensorflow as tf
out, tags, steps = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
base = ["loss", "accuracy", "train/loss", "train/accuracy", "val/loss", "lr",
        "grad_norm/dense_{k}/kernel", "throughput/examples_per_sec", "m{k}"]
names = [base[k % len(base)].format(k=k) + ("" if k < len(base) else f"_{k}") for k in range(tags)]
w = tf.summary.create_file_writer(out, max_queue=100000, flush_millis=100000)
@tf.function
def f():
    with w.as_default():
        for i in tf.range(steps, dtype=tf.int64):
            x = tf.cast(i, tf.float32)
            for k, name in enumerate(names):
                tf.summary.scalar(name, tf.sin(x * 0.001 + k) + 0.001 * x, step=i)
f(); w.flush(); w.close()
"""

CHILD = r"""
import json, sys, time
sys.path.insert(0, {root!r})
case, run = sys.argv[1], sys.argv[2]
t0 = time.perf_counter()
if case == "tpugui":
    from tpugui.runs.tensorboard import RunReader
    from tensorboard.compat.proto import event_pb2
    t1 = time.perf_counter()
    r = RunReader(run)
    r.read()
    points = r.points()
else:
    from tensorboard.backend.event_processing import event_accumulator as ea
    from tensorboard.compat import tf
    tf.__version__  # TensorBoard's loader reads through TensorFlow when it is installed
    t1 = time.perf_counter()
    guide = ea.DEFAULT_SIZE_GUIDANCE if case == "ea-default" else {{ea.SCALARS: 0, ea.TENSORS: 0}}
    acc = ea.EventAccumulator(run, size_guidance=guide)
    acc.Reload()
    tags = acc.Tags()
    points = sum(len(acc.Scalars(t)) for t in tags["scalars"])
    points += sum(len(acc.Tensors(t)) for t in tags["tensors"])
t2 = time.perf_counter()
print(json.dumps({{"import_s": t1 - t0, "load_s": t2 - t1, "points": points}}))
"""

LOAD_FAST = r"""
import json, subprocess, sys, tempfile, time, os
import grpc
from tensorboard.data.proto import data_provider_pb2 as pb, data_provider_pb2_grpc as rpc
import tensorboard_data_server
run, steps, tags = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
port_file = tempfile.mktemp()
t0 = time.perf_counter()
proc = subprocess.Popen([tensorboard_data_server.server_binary(), "--logdir", run, "--port", "0",
                         "--port-file", port_file, "--reload", "once",
                         "--samples-per-plugin", "scalars=all", "--die-after-stdin"],
                        stdin=subprocess.PIPE, stderr=subprocess.DEVNULL)
while not (os.path.exists(port_file) and open(port_file).read().endswith("\n")):
    time.sleep(0.01)
addr = f"localhost:{open(port_file).read().strip()}"
channel = grpc.insecure_channel(addr, options=[("grpc.max_receive_message_length", -1)])
stub = rpc.TensorBoardDataProviderStub(channel)
plugin = pb.PluginFilter(plugin_name="scalars")
while True:
    got = stub.ListScalars(pb.ListScalarsRequest(plugin_filter=plugin))
    seen = [t for r in got.runs for t in r.tags if t.metadata.max_step == steps - 1]
    if len(seen) == tags:
        break
    time.sleep(0.02)
t1 = time.perf_counter()
data = stub.ReadScalars(pb.ReadScalarsRequest(plugin_filter=plugin,
                        downsample=pb.Downsample(num_points=10**9)),
                        timeout=600)
points = sum(len(t.data.step) for r in data.runs for t in r.tags)
t2 = time.perf_counter()
proc.stdin.close(); proc.wait(10)
print(json.dumps({"import_s": 0.0, "load_s": t2 - t0, "loaded_s": t1 - t0, "points": points}))
"""

CASES = {
    "tpugui": "tpugui",
    "ea-default": "EventAccumulator, default sampling",
    "ea-all": "EventAccumulator, all points",
    "load-fast": "tensorboard --load_fast (Rust data server)",
}


def one(case: str, run: Path, steps: int, tags: int) -> dict[str, float]:
    if case == "load-fast":
        argv = [sys.executable, "-c", LOAD_FAST, str(run), str(steps), str(tags)]
    else:
        argv = [sys.executable, "-c", CHILD.format(root=str(ROOT)), case, str(run)]
    env = dict(os.environ, TF_CPP_MIN_LOG_LEVEL="3")
    out = subprocess.run(argv, capture_output=True, text=True, timeout=1200, env=env)
    lines = [ln for ln in out.stdout.splitlines() if ln.startswith("{")]
    if out.returncode or not lines:
        raise RuntimeError(f"{case} failed:\n{out.stderr[-2000:]}")
    return json.loads(lines[-1])


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def load_fast_available() -> str:
    """'' when the Rust data server and grpc are here, else why not."""
    try:
        import grpc  # noqa: F401
        import tensorboard_data_server

        binary = tensorboard_data_server.server_binary()
    except Exception as exc:  # noqa: BLE001
        return f"not run here: {exc}"
    return "" if binary and os.path.exists(binary) else "not run here: no data server binary"


def write_docs(result: dict) -> None:
    c = result["cases"]
    t = c["tpugui"]["load_s"]

    def cell(key: str) -> str:
        if key not in c:
            return result.get("load_fast_note", "not run")
        r = c[key]
        return f"{r['load_s']:.1f} s, {r['points']:,} points ({r['load_s'] / t:.1f}× tpugui)"

    row = (
        f"| `tensorboard_import.py` | a {result['mb']:.0f} MB logdir written by `tf.summary` "
        f"({result['tags']} tags × {result['steps']:,} steps, {result['events']:,} events), "
        f"read by tpugui and by TensorBoard, each a fresh process, medians of "
        f"{result['rounds']} alternated rounds (imports apart) | tpugui **{t:.2f} s**, "
        f"{c['tpugui']['points']:,} points (every one); EventAccumulator with all points "
        f"{cell('ea-all')}; with its default sampling {cell('ea-default')}; "
        f"`--load_fast` {cell('load-fast')} | ≥ 10× EventAccumulator with all points |"
    )
    body = (
        f"| script | what it measures | figure | target |\n|---|---|---|---|\n{row}\n"
        f"\nMeasured on {result['machine']} (load average "
        f"{result.get('load_average', '?')} at the end)."
    )
    docs_block.put("tensorboard-import", body, "TensorBoard logs")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--steps", type=int, default=100_000)
    ap.add_argument("--tags", type=int, default=20)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--logdir", help="use (and keep) this logdir; written when missing")
    ap.add_argument("--docs", action="store_true", help="put the figures into docs/benchmarks.md")
    ap.add_argument(
        "--docs-only",
        action="store_true",
        help="only put the figures of the last results JSON into docs/benchmarks.md",
    )
    args = ap.parse_args()
    if args.docs_only:
        write_docs(json.loads(RESULTS.read_text()))
        return 0
    tmp = Path(tempfile.mkdtemp(prefix="tpugui-tb-import-"))
    try:
        run = Path(args.logdir) if args.logdir else tmp / "logdir"
        if not run.exists() or not any(run.glob("events.out.tfevents.*")):
            t = time.perf_counter()
            script = tmp / "writer.py"  # a file: AutoGraph reads the loop's source
            script.write_text(WRITER)
            out = subprocess.run([sys.executable, str(script), str(run), str(args.tags),
                                  str(args.steps)], env=dict(os.environ, TF_CPP_MIN_LOG_LEVEL="3"),
                                 capture_output=True, text=True)  # fmt: skip
            if out.returncode:
                raise SystemExit(f"the writer failed:\n{out.stderr[-3000:]}")
            print(f"wrote the logdir in {time.perf_counter() - t:.0f} s", flush=True)
        mb = sum(f.stat().st_size for f in run.glob("events.out.tfevents.*")) / 1e6
        events = args.steps * args.tags
        print(f"{mb:.0f} MB, {args.tags} tags x {args.steps:,} steps = {events:,} events")
        note = load_fast_available()
        cases = [c for c in CASES if c != "load-fast" or not note]
        got: dict[str, list[dict[str, float]]] = {c: [] for c in cases}
        for r in range(args.rounds):
            order = cases if r % 2 == 0 else cases[::-1]
            for case in order:
                got[case].append(one(case, run, args.steps, args.tags))
                print(f"round {r + 1} {case}: {got[case][-1]}", flush=True)
        result = {
            "date": time.strftime("%Y-%m-%d"),
            "machine": f"{platform.machine()}, {os.cpu_count()} vCPUs, {cpu_model()}",
            "mb": mb,
            "tags": args.tags,
            "steps": args.steps,
            "events": events,
            "rounds": args.rounds,
            "cases": {},
        }
        result["load_average"] = round(os.getloadavg()[0], 1)  # other work on the machine
        if note:
            result["load_fast_note"] = note
        for case, samples in got.items():
            load = statistics.median(s["load_s"] for s in samples)
            result["cases"][case] = {
                "load_s": load,
                "import_s": statistics.median(s["import_s"] for s in samples),
                "points": int(samples[0]["points"]),
                "rounds_s": [round(s["load_s"], 3) for s in samples],
            }
        base = result["cases"]["tpugui"]["load_s"]
        for case, r in result["cases"].items():
            print(f"{CASES[case]:<45} load {r['load_s']:7.2f} s  (imports {r['import_s']:.2f} s)"
                  f"  {r['points']:>10,} points  {r['load_s'] / base:6.1f}x tpugui  "
                  f"rounds {r['rounds_s']}")  # fmt: skip
        if note:
            print(f"tensorboard --load_fast: {note}")
        RESULTS.parent.mkdir(parents=True, exist_ok=True)
        RESULTS.write_text(json.dumps(result, indent=1) + "\n")
        print(f"written {RESULTS.relative_to(ROOT)}")
        if args.docs:
            write_docs(result)
            print(f"written {docs_block.DOCS.relative_to(ROOT)}")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
