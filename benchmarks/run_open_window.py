"""A 1,000,000-step run opened in the real window, from a cold process to the run shown.

The run is written as the engine writes one (the keys and shapes of a real torch run's
events.jsonl: ``run_started`` with the job, FLOPs and peak; every ``batch_end`` with its logs,
examples/s, ``step_s``, ``input_s``, FLOP/s and MFU; a ``device_sample`` (host, process) each
second of the run at 2 ms a step; ``epoch_end`` with validation figures and a ``checkpoint``
each epoch; ``run_finished``). Each sample is a fresh Python process that creates the window
(offscreen), shows the Training page and opens the run as the history's double-click does
(``TrainingPage.open_run``); the clock stops at the first paint of the loss plot that shows
the run's points. The run is written by the run's own writer (:mod:`tpugui.runs.writer`):
events.jsonl and the columnar copy's frames as it went. Cases, interleaved round by round: the
history's double-click; a cold ``tpugui RUN`` (the run opened as the window opens); ten runs
ticked Compare (hard links of the same run); an older run's first open (no copy: parsed).

Printed per case: the medians of process start → run shown, open → run shown and the
process's peak memory; written to benchmarks/results/run_open_window.json and
docs/benchmarks.md.

    .venv/bin/python benchmarks/run_open_window.py [--steps 1000000] [--rounds 3]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CHILD = r"""
import json, os, sys, time
sys.path.insert(0, {root!r})
from PySide6.QtCore import QEvent, QObject, QSettings, QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(["tpugui"])
from tpugui.qt.main_window import MainWindow
win = MainWindow(QSettings({ini!r}, QSettings.Format.IniFormat))
win.confirm_close = False
win.resize(1400, 900)
win.show()
mode, runs = {mode!r}, {runs!r}
marks = {{}}
def shown():
    page = win.ctx.pages.get("trainingPage")
    if mode == "overlay":
        return all(page.plots.overlay_for(p) is not None for p in runs)
    run = getattr(page, "current", None)
    if run is None or os.path.realpath(run.path or "") != os.path.realpath(runs[0]):
        return False
    counts = page.plots.loss_plot._counts
    return max(counts.values(), default=0) > 0
class Watch(QObject):
    def eventFilter(self, obj, ev):
        if ev.type() == QEvent.Type.Paint and "shown" not in marks and shown():
            marks["shown"] = time.time()
            QTimer.singleShot(0, app.quit)
        return False
watch = Watch()
def start():
    if mode == "cold":  # tpugui RUN: the run opened as the window opens
        marks["open"] = time.time()
        win.open_startup_job(runs[0])
        win.ctx.pages["trainingPage"].plots.loss_plot.viewport().installEventFilter(watch)
        return
    page = win.ctx.pages["trainingPage"]
    win.show_page("trainingPage")
    page.plots.loss_plot.viewport().installEventFilter(watch)
    marks["open"] = time.time()
    if mode == "overlay":  # the history's Compare ticks, one per run
        for p in runs:
            page.history.compare_changed.emit(p, True)
    else:
        page.open_run(runs[0])
QTimer.singleShot(0, start)
QTimer.singleShot(240_000, app.quit)
app.exec()
# VmHWM: this process's own peak (ru_maxrss would carry the parent's across exec)
with open("/proc/self/status") as fh:
    hwm = [line for line in fh if line.startswith("VmHWM:")]
marks["peak_mb"] = int(hwm[0].split()[1]) / 1024 if hwm else float("nan")
print(json.dumps(marks))
os._exit(0)
"""


def write_run(path: Path, steps: int, epochs: int = 10, step_s: float = 0.002) -> Path:
    """``path/events.jsonl`` as a real torch run on digits writes it (see the module doc)."""
    from tpugui.job import Job

    path.mkdir(parents=True, exist_ok=True)
    spe = max(1, steps // epochs)
    t0 = 1_790_000_000.0
    job = Job(name="big-real").to_dict()
    head = {
        "seq": 1, "time": t0, "type": "run_started", "run_id": path.name, "backend": "torch",
        "device": "CPU", "replicas": 1, "epochs": epochs, "steps_per_epoch": spe, "job": job,
        "run_dir": str(path), "batch_size": 64, "precision": "float32", "events_every": 1,
        "start_epoch": 1, "start_step": 0, "train_examples": 1438, "val_examples": 359,
        "flops_per_step": 508527000.0, "peak_flops": 169200000000.0,
        "flops_source": "torch FlopCounterMode, forward + backward of one batch",
        "peak_source": "measured: Bench numpy fp32 matmul 169.2 GFLOP/s", "processes": 1,
        "per_replica_batch": 64, "pid": 1234,
    }  # fmt: skip
    batch = (
        '{{"seq": {seq}, "time": {t:.7f}, "type": "batch_end", "epoch": {e}, "step": {s}, '
        '"logs": {{"loss": {loss:.15f}, "lr": 0.001}}, "examples_per_sec": {eps:.2f}, '
        '"step_s": {st:.6f}, "input_s": {ins:.6f}, "flops_per_sec": {fps:.1f}, "mfu": {mfu:.5f}}}'
    )
    sample = (
        '{{"seq": {seq}, "time": {t:.7f}, "type": "device_sample", "host": {{"cpu_percent": '
        '{cpu:.1f}, "memory_used": 3336892416, "memory_total": 25275990016}}, "process": '
        '{{"pid": 1234, "cpu_percent": {pcpu:.1f}, "rss": 1148624896, "threads": 10, '
        '"children": 0}}, "devices": []}}'
    )
    per_sample = max(1, round(1.0 / step_s))
    seq = 1
    with open(path / "events.jsonl", "w", encoding="utf-8") as fh:
        fh.write(json.dumps(head) + "\n")
        for s in range(1, steps + 1):
            seq += 1
            e = (s - 1) // spe + 1
            t = t0 + s * step_s
            st = step_s * (0.9 + 0.2 * ((s * 7919) % 100) / 100)
            fh.write(
                batch.format(
                    seq=seq,
                    t=t,
                    e=e,
                    s=s,
                    loss=2.0 / (1 + s * 1e-4) + 1e-3 * (s % 17),
                    eps=64 / st,
                    st=st,
                    ins=st * 0.05,
                    fps=508527000.0 / st,
                    mfu=508527000.0 / st / 169.2e9,
                )  # fmt: skip
                + "\n"
            )
            if s % per_sample == 0:
                seq += 1
                fh.write(sample.format(seq=seq, t=t, cpu=50 + s % 50, pcpu=90 + s % 10) + "\n")
            if s % spe == 0:
                for rec in (
                    {"type": "epoch_end", "epoch": e, "step": s, "logs": {
                        "loss": 2.0 / (1 + s * 1e-4), "accuracy": 0.5 + 0.04 * e,
                        "val_loss": 2.1 / (1 + s * 1e-4), "val_accuracy": 0.45 + 0.04 * e}},
                    {"type": "checkpoint", "epoch": e, "step": s,
                     "path": str(path / "checkpoints" / f"epoch-{e}")},
                ):  # fmt: skip
                    seq += 1
                    fh.write(json.dumps({"seq": seq, "time": t, **rec}) + "\n")
        seq += 1
        fh.write(
            json.dumps({"seq": seq, "time": t0 + steps * step_s + 1, "type": "run_finished",
                        "status": "completed", "error": None, "traceback": None}) + "\n"
        )  # fmt: skip
    return path


def as_written(raw: Path, path: Path, frame_every: int = 15_000) -> Path:
    """``raw``'s records written again by the run's own writer (:class:`RunWriter`) into
    ``path``: events.jsonl and the copy's frames, one each 15,000 records (30 s of 2 ms
    steps, as its thread writes them)."""
    from tpugui.runs.cache import read_records
    from tpugui.runs.writer import RunWriter

    records: list[dict] = []
    read_records(raw / "events.jsonl", 0, records.extend)
    with RunWriter(path, every_s=1e9) as w:
        for i, rec in enumerate(records, start=1):
            w(rec)
            if i % frame_every == 0:
                w.flush()
    return path


def linked(src: Path, path: Path, names: tuple[str, ...]) -> Path:
    """A run folder of hard links to ``src``'s files (another run, no disk)."""
    path.mkdir(parents=True, exist_ok=True)
    for name in names:
        os.link(src / name, path / name)
    return path


def one(mode: str, runs: list[Path], tmp: Path, env: dict[str, str]) -> dict[str, float]:
    src = CHILD.format(root=str(ROOT), ini=str(tmp / "settings.ini"), mode=mode,
                       runs=[str(r) for r in runs])  # fmt: skip
    t0 = time.time()
    out = subprocess.run(
        [sys.executable, "-c", src], capture_output=True, text=True, env=env, timeout=600
    )
    marks = json.loads(out.stdout.strip().splitlines()[-1]) if out.stdout.strip() else {}
    if "shown" not in marks:
        raise SystemExit(f"the run was not shown ({mode}):\n{out.stderr[-3000:]}")
    return {
        "start_to_shown": marks["shown"] - t0,
        "open_to_shown": marks["shown"] - marks["open"],
        "peak_mb": marks["peak_mb"],
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--steps", type=int, default=1_000_000)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--overlaid", type=int, default=10)
    ap.add_argument("--no-docs", action="store_true", help="do not write docs/benchmarks.md")
    ap.add_argument("--only", help="the cases whose names contain this text (implies --no-docs)")
    args = ap.parse_args()
    if args.only:
        args.no_docs = True
    tmp = Path(tempfile.mkdtemp(prefix="tpugui-open-window-"))
    try:
        runs_root = tmp / "runs"
        t = time.perf_counter()
        raw = write_run(tmp / "raw" / "20260101-000000-big-real", args.steps)
        run = as_written(raw, runs_root / "20260101-000000-big-real")
        size = (run / "events.jsonl").stat().st_size / 1e6
        copy = (run / "metrics.chunks").stat().st_size / 1e6
        print(f"wrote {args.steps:,} steps, {size:.0f} MB events.jsonl, {copy:.0f} MB copy in "
              f"{time.perf_counter() - t:.0f} s", flush=True)  # fmt: skip
        files = ("events.jsonl", "metrics.chunks", "job.toml")
        files = tuple(f for f in files if (run / f).exists())
        others = [
            linked(run, runs_root / f"20260101-0000{i:02d}-big-real", files)
            for i in range(1, args.overlaid + 1)
        ]
        older = linked(run, tmp / "older" / "20260101-000000-big-real", ("events.jsonl",))
        env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
                   TPUGUI_RUNS=str(runs_root), HOME=str(tmp))  # fmt: skip
        cases = {
            "open (double-click)": ("open", [run]),
            "cold tpugui RUN": ("cold", [run]),
            f"{args.overlaid} overlaid": ("overlay", others),
            "older run, first open (parsed)": ("open", [older]),
        }
        if args.only:
            cases = {k: v for k, v in cases.items() if args.only in k}
        got: dict[str, list[dict[str, float]]] = {name: [] for name in cases}
        for _ in range(args.rounds):
            for name, (mode, paths) in cases.items():
                (older / "metrics.chunks").unlink(missing_ok=True)
                for f in ("summary.json", "meta.json"):
                    for p in (run, older, *others):
                        (p / f).unlink(missing_ok=True)
                got[name].append(one(mode, paths, tmp, env))
            print({k: v[-1] for k, v in got.items()}, flush=True)
        result = {"steps": args.steps, "events_mb": round(size), "copy_mb": round(copy),
                  "rounds": args.rounds, "cases": {}}  # fmt: skip
        for case, samples in got.items():
            med = {k: statistics.median(s[k] for s in samples) for k in samples[0]}
            result["cases"][case] = {**med, "samples": samples}
            spread = ", ".join(f"{s['start_to_shown']:.2f}" for s in samples)
            print(f"{case}: process start -> shown median {med['start_to_shown']:.2f} s "
                  f"(rounds {spread}); open -> shown {med['open_to_shown']:.2f} s; "
                  f"peak {med['peak_mb']:.0f} MB")  # fmt: skip
        out = ROOT / "benchmarks" / "results" / "run_open_window.json"
        if not args.only:
            out.write_text(json.dumps(result, indent=1), encoding="utf-8")
        if not args.no_docs:
            docs(result)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


def docs(result: dict) -> None:
    from docs_block import put

    rows = ["| case | process start → shown | open → shown | peak memory |", "|---|---|---|---|"]
    for case, m in result["cases"].items():
        rows.append(f"| {case} | {m['start_to_shown']:.2f} s | {m['open_to_shown']:.2f} s "
                    f"| {m['peak_mb']:.0f} MB |")  # fmt: skip
    body = (
        f"A real-shaped {result['steps']:,}-step run ({result['events_mb']} MB `events.jsonl`, "
        f"{result['copy_mb']} MB columnar copy written by the run's own writer as it went), "
        f"opened in the real window (offscreen), each sample a fresh process, medians of "
        f'{result["rounds"]} rounds (`benchmarks/run_open_window.py`). "open → shown" is '
        "from the history's double-click (or the Compare ticks) to the first paint of the loss "
        'plot with the run\'s points; "cold tpugui RUN" opens the run as the window opens; the '
        "overlaid runs are the same run under other names.\n\n" + "\n".join(rows)
    )
    put("run_open_window", body, "A million steps in a second")


if __name__ == "__main__":
    raise SystemExit(main())
