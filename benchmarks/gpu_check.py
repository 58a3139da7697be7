"""Ready for a GPU: the demo job on every backend, the Bench, the live monitor and the MFU, one table.

On a CUDA machine (an NVIDIA GPU that NVML sees) this runs, unattended, within ``--budget``
seconds (8 minutes by default):

1. the Bench: ``tpugui detect --bench --json`` (its rows are kept for this check's runs only: the
   user data folder is a temporary one, so nothing of the person's is touched);
2. the demo job (``examples/demo.toml``, short: ``--quick`` 2 epochs × 20 steps, else 3 × 100)
   through ``tpugui train`` on every backend, each in its own process on the GPU: tensorflow,
   torch, jax, and torch_xla in its own environment (``.venv-xla`` beside this one, or
   ``TPUGUI_PYTHON_TORCH_XLA``; skipped, with the reason, where there is none) with
   ``PJRT_DEVICE=CUDA``;
3. while each run trains, the live monitor as the Devices page reads it
   (``tpugui.monitor.sampler.DeviceWatch``: NVML's utilization, memory and processes), once a
   second, and the run's own ``device_sample`` events;
4. from each run's events: steps/s (epochs 2.., from the events' times), the FLOPs per step and
   the peak it is measured against with their sources (``run_started``), and the median MFU of
   ``batch_end``.

Each part has its own timeout (and no part outlasts what is left of the budget); a part that
fails or times out is a row with its error, never a hang. It prints one markdown table and writes
the same as JSON (``--json``). Exit 0 when every part passed or was skipped, 1 when one failed,
2 when there is no CUDA GPU (say ``--device cpu`` to run the same sequence on the CPU).

    .venv/bin/python benchmarks/gpu_check.py [--quick] [--json FILE] [--device cuda|cpu]
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
DEMO = ROOT / "examples" / "demo.toml"
BACKENDS = ("tensorflow", "torch", "jax", "torch_xla")
#: seconds each part may take (and never more than what is left of the budget)
TIMEOUTS = {"bench": 90, "tensorflow": 100, "torch": 80, "jax": 100, "torch_xla": 110}


def cuda_here() -> tuple[int, str]:
    """(NVIDIA GPUs NVML sees, why none when 0)."""
    try:
        from tpugui.monitor.sources import GpuSource

        src = GpuSource()
    except Exception as exc:  # noqa: BLE001 - no NVML, no driver, no GPU: all "none"
        return 0, f"NVML: {exc}"
    try:
        return src.count, "" if src.count else "NVML sees no GPU"
    finally:
        src.close()


def _env(work: Path, device: str, backend: str = "") -> dict[str, str]:
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]).rstrip(
            os.pathsep
        ),
        "XDG_DATA_HOME": str(work / "data"),  # runs and the kept bench: this check's only
        "TF_CPP_MIN_LOG_LEVEL": "2",
    }
    if backend == "torch_xla":
        env["PJRT_DEVICE"] = "CUDA" if device == "cuda" else "CPU"
    if device == "cpu":
        env["CUDA_VISIBLE_DEVICES"] = ""  # the same sequence on the CPU, even on a GPU machine
    return env


def _run(cmd: list[str], env: dict[str, str], timeout: float, log: Path) -> tuple[int | None, str]:
    """(exit code or None on a timeout, the last lines of its output); the process group is
    killed on a timeout."""
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            cmd, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
        )
        try:
            rc: int | None = proc.wait(timeout=max(timeout, 1))
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
            rc = None
    return rc, _tail(log)


def _tail(log: Path, lines: int = 3) -> str:
    text = log.read_text(encoding="utf-8", errors="replace").strip().splitlines()
    return " / ".join(text[-lines:])[-400:]


def bench(work: Path, device: str, timeout: float) -> dict[str, Any]:
    """The Bench as ``tpugui detect --bench --json`` runs it."""
    row: dict[str, Any] = {"part": "bench", "status": "failed"}
    cmd = [sys.executable, "-m", "tpugui", "detect", "--bench", "--json"]
    t0 = time.monotonic()
    out = work / "bench.json"
    with open(out, "wb") as fh:
        proc = subprocess.Popen(
            cmd, cwd=ROOT, env=_env(work, device), stdout=fh, stderr=subprocess.DEVNULL,
            start_new_session=True,
        )  # fmt: skip
        try:
            rc = proc.wait(timeout=max(timeout, 1))
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
            rc = None
    row["seconds"] = round(time.monotonic() - t0, 1)
    if rc is None:
        row["error"] = f"timed out after {timeout:.0f} s"
        return row
    if rc != 0:
        row["error"] = f"exit {rc}"
        return row
    try:
        inv = json.loads(out.read_text(encoding="utf-8"))
    except ValueError as exc:
        row["error"] = f"not JSON: {exc}"
        return row
    rows = [r for r in inv.get("bench") or [] if isinstance(r, dict) and r.get("value")]
    row["rows"] = rows
    best: dict[str, float] = {}
    for r in rows:
        if r.get("op") == "matmul":
            key = f"{r.get('device')} {r.get('dtype')}"
            best[key] = max(best.get(key, 0.0), float(r["value"]))
    row["matmul_gflops"] = best
    if not rows:
        row["error"] = "the bench gave no figure"
        return row
    wanted = "gpu" if device == "cuda" else "cpu"
    if not any(wanted in k.lower() for k in best):
        row["error"] = f"no {wanted.upper()} matmul figure in the bench"
        return row
    row["status"] = "ok"
    return row


class Watch:
    """The live monitor read once a second while a run trains (DeviceWatch, as the Devices
    page reads it: host, process and NVML's GPUs with their processes)."""

    def __init__(self) -> None:
        self.samples: list[dict[str, Any]] = []
        self.error = ""
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, daemon=True)

    def _loop(self) -> None:
        try:
            from tpugui.monitor.sampler import DeviceWatch

            watch = DeviceWatch()
        except Exception as exc:  # noqa: BLE001 - a row says it
            self.error = f"{type(exc).__name__}: {exc}"
            return
        try:
            while not self._stop.wait(1.0):
                rec = watch.read()
                self.samples.append(
                    {"time": time.time(), "devices": rec.get("devices", []),
                     "host": rec.get("host", {}), "said": rec.get("said", [])}
                )  # fmt: skip
        except Exception as exc:  # noqa: BLE001
            self.error = f"{type(exc).__name__}: {exc}"
        finally:
            watch.close()

    def __enter__(self) -> Watch:
        self._thread.start()
        return self

    def __exit__(self, *exc: Any) -> None:
        self._stop.set()
        self._thread.join(5)


def train(
    backend: str, work: Path, device: str, quick: bool, timeout: float, watch: Watch | None
) -> dict[str, Any]:
    """The demo job on ``backend`` through ``tpugui train``: steps/s, FLOPs, peak, MFU."""
    from tpugui.job import load_job, save_job
    from tpugui.runner.pythons import describe, missing, python_for

    row: dict[str, Any] = {"part": backend, "status": "failed"}
    python = python_for(backend)
    if backend == "torch_xla":
        interp = describe(python, timeout=min(60.0, timeout))
        why = missing(backend, interp)
        if why is not None:
            row.update(status="skipped", error=f"no PyTorch/XLA environment: {why}")
            return row
    epochs, steps = (2, 20) if quick else (3, 100)
    job = load_job(DEMO)
    for key, value in {
        "model.backend": backend,
        # torch_xla: the device PJRT_DEVICE names
        "model.device": "auto" if backend == "torch_xla" else "gpu" if device == "cuda" else "cpu",
        "train.epochs": epochs,
        "train.steps_per_epoch": steps,
        "train.checkpoint_every": 0,
        "train.sample_every": 1.0,
    }.items():  # fmt: skip
        job = job.updated(key, value)
    path = work / f"{backend}.toml"
    save_job(job, path)
    run_dir = work / "runs" / backend
    cmd = [python, "-m", "tpugui", "train", str(path), "--run-dir", str(run_dir)]
    t0 = time.monotonic()
    before = len(watch.samples) if watch else 0
    rc, tail = _run(cmd, _env(work, device, backend), timeout, work / f"{backend}.log")
    row["seconds"] = round(time.monotonic() - t0, 1)
    if watch is not None:
        row["monitor_samples"] = len(watch.samples) - before
    try:
        row.update(read_run(run_dir))
    except OSError as exc:
        row["read_error"] = str(exc)
    if rc is None:
        row["error"] = f"timed out after {timeout:.0f} s"
    elif rc != 0:
        row["error"] = row.get("run_error") or f"exit {rc}: {tail}"
    elif not row.get("steps_per_sec"):
        row["error"] = "no timed steps in the events"
    elif device == "cuda" and "cpu" in str(row.get("device", "")).lower():
        row["error"] = f"trained on {row.get('device')}, not the GPU"
    else:
        row["status"] = "ok"
    return row


def read_run(run_dir: Path) -> dict[str, Any]:
    """What the run's events say: device, steps/s of epochs 2.., FLOPs, peak, MFU, samples."""
    from tpugui.events import read_events

    records = list(read_events(run_dir / "events.jsonl"))
    started = next((r for r in records if r["type"] == "run_started"), {})
    ends = [r for r in records if r["type"] == "batch_end"]
    later = [r for r in ends if r.get("epoch", 1) >= 2] or ends
    out: dict[str, Any] = {
        "device": started.get("device"),
        "flops_per_step": started.get("flops_per_step"),
        "flops_source": started.get("flops_source"),
        "peak_flops": started.get("peak_flops"),
        "peak_source": started.get("peak_source"),
        "steps": len(ends),
        "device_samples": sum(r["type"] == "device_sample" for r in records),
        "compiles": sum(r["type"] == "compile" for r in records),
    }
    if len(later) >= 2 and later[-1]["time"] > later[0]["time"]:
        out["steps_per_sec"] = round(
            (later[-1]["step"] - later[0]["step"]) / (later[-1]["time"] - later[0]["time"]), 1
        )
    mfu = [r["mfu"] for r in later if isinstance(r.get("mfu"), int | float)]
    if mfu:
        out["mfu"] = statistics.median(mfu)
    fps = [r["flops_per_sec"] for r in later if isinstance(r.get("flops_per_sec"), int | float)]
    if fps:
        out["flops_per_sec"] = statistics.median(fps)
    finished = next((r for r in records if r["type"] == "run_finished"), None)
    if finished is not None:
        out["run_status"] = finished.get("status")
        if finished.get("error"):
            out["run_error"] = str(finished["error"])[:300]
    gpus = [d for r in records if r["type"] == "device_sample" for d in r.get("devices", [])
            if d.get("kind") == "gpu"]  # fmt: skip
    util = [d["utilization"] for d in gpus if isinstance(d.get("utilization"), int | float)]
    if util:
        out["gpu_utilization_max"] = max(util)
    return out


def monitor_row(watch: Watch, device: str) -> dict[str, Any]:
    """The live monitor's part: what the samples read while the runs trained."""
    row: dict[str, Any] = {"part": "monitor", "status": "failed", "samples": len(watch.samples)}
    if watch.error:
        row["error"] = watch.error
        return row
    gpus = [d for s in watch.samples for d in s["devices"] if d.get("kind") == "gpu"]
    row["gpus"] = sorted({str(d.get("name")) for d in gpus})
    util = [d["utilization"] for d in gpus if isinstance(d.get("utilization"), int | float)]
    mem = [d["memory_used"] for d in gpus if isinstance(d.get("memory_used"), int | float)]
    procs = {p.get("pid") for d in gpus for p in d.get("processes") or []}
    cpu = [s["host"].get("cpu_percent") for s in watch.samples]
    cpu = [c for c in cpu if isinstance(c, int | float)]
    row.update(
        gpu_utilization_max=max(util) if util else None,
        gpu_memory_used_max=max(mem) if mem else None,
        gpu_processes_seen=len(procs),
        host_cpu_percent_max=max(cpu) if cpu else None,
        said=sorted({m for s in watch.samples for m in s["said"]})[:3],
    )
    if not watch.samples:
        row["error"] = "no sample read"
    elif device == "cuda" and not gpus:
        row["error"] = "NVML gave no GPU sample: " + "; ".join(row["said"])
    elif device == "cuda" and not util:
        row["error"] = "NVML gave no utilization"
    else:
        row["status"] = "ok"
    return row


def _fmt_count(flops: Any) -> str:
    if not isinstance(flops, int | float) or not flops:
        return "–"
    for scale, unit in ((1e12, "TFLOP"), (1e9, "GFLOP"), (1e6, "MFLOP")):
        if flops >= scale:
            return f"{flops / scale:.2f} {unit}"
    return f"{flops:.0f} FLOP"


def _fmt_rate(flops: Any) -> str:
    if not isinstance(flops, int | float) or not flops:
        return "–"
    return f"{flops / 1e12:.2f} TFLOP/s" if flops >= 1e12 else f"{flops / 1e9:.1f} GFLOP/s"


def table(rows: list[dict[str, Any]]) -> str:
    lines = [
        "| part | status | device | steps/s | MFU | achieved | peak (source) | FLOPs/step (source) | monitor | s | error |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        part = r["part"]
        if part == "bench":
            g = r.get("matmul_gflops") or {}
            note = ", ".join(f"{k} {v:,.0f} GFLOP/s" for k, v in sorted(g.items()))
            cells = ["–", "–", "–", "–", "–", "–", note or "–"]
        elif part == "monitor":
            util, mem = r.get("gpu_utilization_max"), r.get("gpu_memory_used_max")
            gpu = (
                f"{', '.join(r.get('gpus') or [])}: util max {util}%, memory max "
                f"{(mem or 0) / 2**30:.1f} GiB, {r.get('gpu_processes_seen')} processes"
                if r.get("gpus")
                else f"no GPU; host CPU max {r.get('host_cpu_percent_max')}%"
            )
            cells = ["–", "–", "–", "–", "–", "–", f"{r.get('samples')} samples: {gpu}"]
        else:
            mfu = r.get("mfu")
            cells = [
                str(r.get("device") or "–"),
                str(r.get("steps_per_sec") or "–"),
                f"{mfu:.2%}" if isinstance(mfu, int | float) else "–",
                _fmt_rate(r.get("flops_per_sec")),
                f"{_fmt_rate(r.get('peak_flops'))} ({r.get('peak_source') or '–'})",
                f"{_fmt_count(r.get('flops_per_step'))} ({r.get('flops_source') or '–'})",
                f"{r.get('monitor_samples', 0)} read, {r.get('device_samples', 0)} in events",
            ]
        err = str(r.get("error") or "").replace("|", "/").replace("\n", " ")
        lines.append(
            f"| {part} | {r['status']} | "
            + " | ".join(cells)
            + f" | {r.get('seconds', '–')} | {err} |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--device", choices=("cuda", "cpu"), default="cuda")
    ap.add_argument("--quick", action="store_true", help="2 epochs × 20 steps a backend")
    ap.add_argument("--json", type=Path, help="write the rows here (default: the work folder)")
    ap.add_argument("--budget", type=float, default=480.0, help="seconds for everything")
    ap.add_argument("--backends", default=",".join(BACKENDS))
    ap.add_argument("--no-bench", action="store_true")
    args = ap.parse_args(argv)
    t_end = time.monotonic() + args.budget
    if args.device == "cuda":
        count, why = cuda_here()
        if not count:
            print(f"gpu_check: no CUDA GPU here ({why}). Run it on a machine with an NVIDIA GPU, "
                  "or with --device cpu to run the same sequence on the CPU.", file=sys.stderr)  # fmt: skip
            return 2
    work = Path(tempfile.mkdtemp(prefix="gpu-check-"))
    print(f"gpu_check --device {args.device}{' --quick' if args.quick else ''}: work folder "
          f"{work}, budget {args.budget:.0f} s", flush=True)  # fmt: skip

    def left(part: str) -> float:
        return min(TIMEOUTS.get(part, 100), t_end - time.monotonic())

    rows: list[dict[str, Any]] = []
    if not args.no_bench:
        rows.append(bench(work, args.device, left("bench")))
        print(f"  bench: {rows[-1]['status']} {rows[-1].get('error', '')}", flush=True)
    with Watch() as watch:
        for backend in args.backends.split(","):
            if left(backend) < 10:
                rows.append({"part": backend, "status": "failed",
                             "error": "no time left in the budget"})  # fmt: skip
                continue
            try:
                rows.append(train(backend, work, args.device, args.quick, left(backend), watch))
            except Exception as exc:  # noqa: BLE001 - a row, never a crash
                rows.append({"part": backend, "status": "failed",
                             "error": f"{type(exc).__name__}: {exc}"})  # fmt: skip
            r = rows[-1]
            print(f"  {backend}: {r['status']} {r.get('steps_per_sec', '')} steps/s "
                  f"{r.get('error', '')}", flush=True)  # fmt: skip
    rows.append(monitor_row(watch, args.device))
    print()
    print(table(rows))
    out = args.json or work / "gpu_check.json"
    out.write_text(
        json.dumps({"device": args.device, "quick": args.quick, "rows": rows}, indent=1,
                   default=str), encoding="utf-8",
    )  # fmt: skip
    print(f"\nJSON: {out}")
    return 1 if any(r["status"] == "failed" for r in rows) else 0


if __name__ == "__main__":
    raise SystemExit(main())
