"""What a profile says, offline: each step's time in input, compute, host and idle, the top
operations, the step time against the logged one, the input-wait share and MFU.

The trace is the Chrome-trace JSON the run wrote (``done.json`` names it; see
:mod:`tpugui.training.profile_capture`): torch's own export, JAX's own ``HOST.trace.json.gz``,
TensorFlow's made by the converter it bundles (XProf's). Steps are the run's step annotations
(``train`` with ``step_num`` for JAX and TensorFlow, the ones XProf reads; ``tpugui.step#N`` for
torch). Within a step, on a timeline where the higher class wins where they overlap:

- **input**: the step's own thread waiting for its batch (``tpugui.input``: the loop's
  ``next()``; TensorFlow's ``IteratorGetNext``; torch's ``enumerate(DataLoader)``). A
  pipeline's background threads (tf.data's ``Iterator::*``) are not the step waiting.
- **compute**: a framework operation running on any thread (torch's ``cpu_op`` and kernels,
  TensorFlow's ops and functions, XLA's executions and fusions).
- **host**: the step's thread inside other framework events (dispatch, runtime, the
  optimizer's annotation) and no operation runs.
- **idle**: no framework event at all: the training loop's own Python between framework calls
  (callbacks, logging), or nothing.

The top operations are the compute events' self time (a parent's time less its children's),
by name. Where XProf is installed (``pip install xprof``; it reads the ``.xplane.pb`` of JAX and
TensorFlow offline, without its web UI), its input-pipeline analysis and framework op stats are
added as ``xprof`` (its step times, its input verdict, its top operations). The input-bound verdict
is the house's one scale (:mod:`tpugui.input_bound`). Qt-free; no framework is imported.
"""

from __future__ import annotations

import bisect
import glob
import gzip
import json
import re
import statistics
from collections import defaultdict
from pathlib import Path
from typing import Any

from tpugui import input_bound
from tpugui.training.profile_capture import DONE, FOLDER, INPUT_MARK, STEP_MARK

__all__ = ["CLASSES", "analyze", "read_done", "tensorboard_logdir", "xprof_available"]

CLASSES = ("input", "compute", "host", "idle")
_RANK = {"input": 3, "compute": 2, "host": 1}
_STEP = re.compile(r"^(?:train(?: (\d+))?|" + re.escape(STEP_MARK) + r"#(\d+)|ProfilerStep#(\d+))$")
_INPUT = re.compile(
    r"^" + re.escape(INPUT_MARK) + r"$|IteratorGetNext|^enumerate\(DataLoader\)|DataLoaderIter"
)
#: a pipeline working ahead on its own threads: not the step waiting, not compute
_BACKGROUND = re.compile(r"^Iterator::|^tf_data|^ParallelMap|^MapAndBatch")
#: the frameworks' host-side events that are no operation
_HOST = re.compile(
    r"^\$|^TFE_|^ThreadpoolListener|^PythonRefManager|^convert_to_tensor|^shard_args|"
    r"^DevicePut|^ParseArguments|^Handle input|^Optimizer\.|^tpugui\.|^EagerCopyToDevice|"
    r"^ValidateInputTypeAndPlacement|^Wait for (usage|donation) holds|^cuda[A-Z]|^Activity Buffer"
)
_PY_CATS = ("python_function", "user_annotation", "Trace", "overhead")


def read_done(folder: str | Path) -> dict[str, Any]:
    """A profile folder's ``done.json`` ({} when there is none or it is torn)."""
    try:
        got = json.loads((Path(folder) / DONE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return got if isinstance(got, dict) else {}


def _load(path: Path) -> list[dict[str, Any]]:
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rb") as fh:
        data = json.loads(fh.read())
    return data.get("traceEvents", []) if isinstance(data, dict) else list(data)


def _class_of(ev: dict[str, Any], on_step_thread: bool) -> str | None:
    name = str(ev.get("name", ""))
    cat = ev.get("cat")
    if on_step_thread and _INPUT.search(name):
        return "input"
    if _BACKGROUND.search(name) or _INPUT.search(name):
        return None
    if cat is not None:  # torch: its categories say
        if cat in ("cpu_op", "kernel", "gpu_memcpy", "gpu_memset"):
            return "compute"
        return "host" if on_step_thread else None
    if _HOST.search(name):
        return "host" if on_step_thread else None
    return "compute"


def _split(lo: float, hi: float, spans: list[tuple[float, float, str]]) -> dict[str, float]:
    """Seconds of [lo, hi) in each class, the higher class winning where spans overlap."""
    edges: list[tuple[float, int, str]] = []
    for a, b, k in spans:
        a, b = max(a, lo), min(b, hi)
        if b > a:
            edges += [(a, 1, k), (b, -1, k)]
    edges.sort(key=lambda e: (e[0], e[1]))
    active = {"input": 0, "compute": 0, "host": 0}
    out = dict.fromkeys(CLASSES, 0.0)
    t = lo
    for x, d, k in edges:
        if x > t:
            top = max((c for c, n in active.items() if n > 0), key=_RANK.get, default="idle")
            out[top] += x - t
            t = x
        active[k] += d
    if hi > t:
        out["idle"] += hi - t
    return {k: v / 1e6 for k, v in out.items()}  # trace times are microseconds


def _self_times(events: list[dict[str, Any]]) -> dict[str, list[float]]:
    """name -> [count, self µs] of the events given (all of one thread each)."""
    by_thread: dict[Any, list[dict[str, Any]]] = defaultdict(list)
    for e in events:
        by_thread[(e.get("pid"), e.get("tid"))].append(e)
    out: dict[str, list[float]] = defaultdict(lambda: [0, 0.0])
    for evs in by_thread.values():
        evs.sort(key=lambda e: (e["ts"], -e["dur"]))
        stack: list[list[Any]] = []  # [end, name, child µs, dur]
        for e in evs:
            ts, dur = e["ts"], e["dur"]
            while stack and stack[-1][0] <= ts:
                end, name, child, d = stack.pop()
                out[name][0] += 1
                out[name][1] += max(d - child, 0.0)
            if stack:
                stack[-1][2] += dur
            stack.append([ts + dur, str(e["name"]), 0.0, dur])
        for _end, name, child, d in stack:
            out[name][0] += 1
            out[name][1] += max(d - child, 0.0)
    return out


def analyze_trace(path: str | Path, top: int = 10) -> dict[str, Any]:
    """The step breakdown and top operations of one Chrome trace (see the module text)."""
    events = [
        e
        for e in _load(Path(path))
        if e.get("ph") == "X" and isinstance(e.get("ts"), int | float) and e.get("dur")
    ]
    steps = [e for e in events if _STEP.match(str(e.get("name", ""))) and _is_step(e)]
    marked = [e for e in steps if not str(e["name"]).startswith("ProfilerStep#")]
    steps = marked or steps  # torch's own ProfilerStep only without ours
    if not steps:
        return {"steps": 0, "step_s": None, "breakdown": {}, "top_ops": []}
    key = max(
        {(e.get("pid"), e.get("tid")) for e in steps},
        key=lambda k: sum(1 for e in steps if (e.get("pid"), e.get("tid")) == k),
    )
    steps = sorted((e for e in steps if (e.get("pid"), e.get("tid")) == key), key=lambda e: e["ts"])
    starts = [float(e["ts"]) for e in steps]
    spans: list[list[tuple[float, float, str]]] = [[] for _ in steps]
    compute: list[dict[str, Any]] = []
    for e in events:
        if _STEP.match(str(e.get("name", ""))):
            continue
        k = _class_of(e, (e.get("pid"), e.get("tid")) == key)
        if k is None:
            continue
        ts, end = float(e["ts"]), float(e["ts"]) + float(e["dur"])
        i = bisect.bisect_right(starts, end) - 1
        j = max(bisect.bisect_right(starts, ts) - 1, 0)
        hit = False
        for n in range(j, i + 1):
            s = steps[n]
            if ts < s["ts"] + s["dur"] and end > s["ts"]:
                spans[n].append((ts, end, k))
                hit = True
        if hit and k == "compute":
            compute.append(e)
    per_step = [_split(float(s["ts"]), float(s["ts"]) + float(s["dur"]), sp)
                for s, sp in zip(steps, spans, strict=True)]  # fmt: skip
    durations = [float(s["dur"]) / 1e6 for s in steps]
    total = sum(durations)
    sums = {k: sum(p[k] for p in per_step) for k in CLASSES}
    ops = _self_times(compute)
    top_ops = sorted(ops.items(), key=lambda kv: -kv[1][1])[:top]
    return {
        "steps": len(steps),
        "step_s": total / len(steps),
        "step_s_median": statistics.median(durations),
        "breakdown": {k: sums[k] / len(steps) for k in CLASSES},
        "shares": {k: (sums[k] / total if total > 0 else 0.0) for k in CLASSES},
        "top_ops": [
            {"name": n, "count": int(c), "self_s": us / 1e6, "share": us / 1e6 / total}
            for n, (c, us) in top_ops
        ],
    }


def _is_step(e: dict[str, Any]) -> bool:
    name = str(e.get("name", ""))
    if name.startswith("train"):  # JAX's and TensorFlow's step annotation carries its number
        return "step_num" in (e.get("args") or {})
    return True


def xprof_available() -> bool:
    import importlib.util

    try:
        return importlib.util.find_spec("xprof.convert.raw_to_tool_data") is not None
    except (ImportError, ValueError):
        return False


def _xprof(folder: Path) -> dict[str, Any] | None:
    """XProf's own reading of the ``.xplane.pb`` (where XProf is installed)."""
    planes = sorted(glob.glob(str(folder / "plugins" / "profile" / "*" / "*.xplane.pb")))
    if not planes or not xprof_available():
        return None
    try:
        from xprof.convert import raw_to_tool_data as raw

        data, _ = raw.xspace_to_tool_data(planes[-1:], "input_pipeline_analyzer", {})
        tables = json.loads(data)
        step_table = next(t for t in tables if any(c.get("id") == "stepTimeMs" for c in t["cols"]))
        cols = [c["id"] for c in step_table["cols"]]
        rows = [[c.get("v") for c in r["c"]] for r in step_table["rows"]]
        ms = [float(r[cols.index("stepTimeMs")]) for r in rows]
        props = step_table.get("p", {})
        data, _ = raw.xspace_to_tool_data(planes[-1:], "framework_op_stats", {})
        op_table = json.loads(data)[0]
        ocols = [c["id"] for c in op_table["cols"]]
        ops = [[c.get("v") for c in r["c"]] for r in op_table["rows"]]
        ops.sort(key=lambda r: -float(r[ocols.index("total_self_time")] or 0))
        return {
            "steps": len(ms),
            "step_s": sum(ms) / len(ms) / 1e3 if ms else None,
            "input_conclusion": props.get("input_conclusion", ""),
            "top_ops": [
                {
                    "name": r[ocols.index("operation")],
                    "type": r[ocols.index("type")],
                    "count": int(r[ocols.index("occurrences")] or 0),
                    "self_s": float(r[ocols.index("total_self_time")] or 0) / 1e6,
                }
                for r in ops[:10]
            ],
        }
    except Exception as exc:  # noqa: BLE001 - XProf's reading is a second opinion
        return {"error": f"{type(exc).__name__}: {exc}"}


def tensorboard_logdir(folder: str | Path) -> Path | None:
    """The folder TensorBoard's (XProf's) profile tab reads: one with ``plugins/profile/``."""
    folder = Path(folder)
    return folder if (folder / "plugins" / "profile").is_dir() else None


def analyze(folder: str | Path, top: int = 10) -> dict[str, Any]:
    """Everything a profile folder says (``done.json`` + its trace); see the module text."""
    folder = Path(folder)
    done = read_done(folder)
    out: dict[str, Any] = {
        "id": done.get("id", folder.name),
        "folder": str(folder),
        "status": done.get("status", "missing"),
        "error": done.get("error", "" if done else f"no {DONE} in {folder}"),
        "backend": done.get("backend"),
        "seconds": done.get("seconds"),
        "analysis": "trace",
    }
    live = dict(done.get("live") or {})
    trace = done.get("trace")
    if out["status"] == "captured" and trace and (folder / trace).is_file():
        out.update(analyze_trace(folder / trace, top))
        out["trace"] = str(folder / trace)
    else:
        out.update({"steps": 0, "step_s": None, "breakdown": {}, "top_ops": []})
    out["live"] = live
    step_s, logged = out.get("step_s"), live.get("logged_step_s")
    out["step_vs_logged"] = step_s / logged if step_s and logged else None
    flops, peak = live.get("flops_per_step"), live.get("peak_flops")
    out["flops_per_sec"] = flops / step_s if flops and step_s else None
    out["mfu"] = flops / step_s / peak if flops and step_s and peak else None
    share = (out.get("shares") or {}).get("input")
    out["input_bound"] = input_bound.level(share) if share is not None else None
    xp = _xprof(folder)
    if xp is not None:
        out["xprof"] = xp
        if not xp.get("error"):
            out["analysis"] = "trace + xprof"
    logdir = tensorboard_logdir(folder)
    out["tensorboard_logdir"] = str(logdir) if logdir is not None else None
    return out


def profiles_of(run_dir: str | Path) -> list[Path]:
    """A run folder's profile folders, oldest first."""
    base = Path(run_dir) / FOLDER
    try:
        return sorted((p for p in base.iterdir() if (p / DONE).is_file()), key=lambda p: p.name)
    except OSError:
        return []
