"""Each training run in its own process: the window's latency, the first point, the speed.

Measured (not asserted), side by side in one run, every sample in a fresh Python process:

1. GUI stall: a real MainWindow (offscreen) with the demo job (examples/demo.toml through
   ``open_job``, epochs = 1) and a 20 ms precise QTimer in the GUI thread. The stall is the
   largest interval between two ticks minus the 20 ms period, from the press of Start
   (``page.start()``) until the first ``epoch_end`` is folded into the page (and, in a second
   column, until the run's end is shown). Three ways: the run process started cold
   (TPUGUI_WARM=0), the warm process (TPUGUI_WARM=1) and the old in-process path (a thread in
   the window's process running ``engine.run(job, sink, stop_event, base_dir=...)``, its events
   shown through ``page.attach_stream``: TensorFlow is first imported in the window's process).
   "idle" is the same figure over the second before Start (what the machine does anyway).
2. Start to the first plotted loss point: ``page.start()`` until ``page.current.batch_events``
   >= 1 (the events are folded on the plots' ~50 ms timer: "folded") and until the loss plot is
   first painted with a point of the run ("painted": the plot actually drawn), same runs as 1. Warm: Start is
   pressed once ``page.warm`` is set and its folder's warm.json exists (TensorFlow imported).
3. Steps per second: the demo job (``--epochs`` x ``--steps``, checkpoint_every = 0) through
   ``steps.start_local`` + ``steps.follow`` (the run process writes events.jsonl, this process
   follows it) against a plain ``model.fit`` in a subprocess built with the engine's own
   builders (devices.choose, build_datasets, models.build, make_optimizer, compile_model),
   same data, batch and validation. The window is the first epoch_end .. the last epoch_end
   (epochs 2..E: startup, tracing and the first epoch are outside it); the process path uses the
   events' own times. Rounds alternate which goes first. The process path twice: with the live
   monitor on (the default: a device sample a second, each batch taken in Python and its wait
   timed) and off (``train.sample_every = 0``). Beside steps per wall second, steps per CPU
   second of the training process (the run process's CPU time read with psutil as each
   epoch_end is followed; the plain fit's own process_time): a shared VM's stolen time moves
   the first, much less the second.

Medians of ``--repeats`` (3) each, ``--rate-repeats`` (5) rounds of the steps/s figure. About 5
minutes on 2 cores.

    .venv/bin/python benchmarks/run_process.py [--repeats 3] [--epochs 3] [--steps 300]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
DEMO = ROOT / "examples" / "demo.toml"
TICK_MS = 20
TARGET_STALL_MS = 50.0
TARGET_WARM_S = 1.0
TARGET_RATIO = 0.97


# --- children: one fresh process per sample -----------------------------------------------
def _wait(app, cond, timeout: float) -> None:
    """Run the event loop (not a busy poll) until ``cond()`` or ``timeout`` seconds."""
    from PySide6.QtCore import QEventLoop, Qt, QTimer

    if cond():
        return
    loop = QEventLoop()
    check = QTimer()
    check.setTimerType(Qt.TimerType.PreciseTimer)
    check.setInterval(5)
    check.timeout.connect(lambda: cond() and loop.quit())
    limit = QTimer()
    limit.setSingleShot(True)
    limit.timeout.connect(loop.quit)
    check.start()
    limit.start(int(timeout * 1000))
    loop.exec()
    check.stop()
    limit.stop()
    if not cond():
        raise SystemExit(f"timed out after {timeout:.0f} s waiting for {cond.__name__}")


def child_gui(path: str) -> dict:
    """One window, one Start of the demo job (epochs = 1): stalls and time to first point."""
    from PySide6.QtCore import QSettings, Qt, QTimer
    from PySide6.QtWidgets import QSpinBox

    from tpugui.qt.app import create_application
    from tpugui.qt.errors import manager
    from tpugui.qt.main_window import MainWindow

    app = create_application()
    manager().install_hooks()
    win = MainWindow(QSettings(os.environ["BENCH_INI"], QSettings.Format.IniFormat))
    win.confirm_close = False
    win.resize(1400, 900)
    win.show()
    assert win.open_job(DEMO)
    win.show_page("trainingPage")
    page = win.ctx.page("trainingPage")
    page.findChild(QSpinBox, "train.epochs").setValue(1)

    ticks: list[float] = []
    probe = QTimer()
    probe.setTimerType(Qt.TimerType.PreciseTimer)
    probe.timeout.connect(lambda: ticks.append(time.perf_counter()))
    probe.start(TICK_MS)

    def settled() -> bool:
        return page.interpreter is not None and not page.history._task.is_running()

    _wait(app, settled, 60)
    if path == "warm":

        def warm_ready() -> bool:
            return page.warm is not None and (Path(page.warm[1].run_dir) / "warm.json").exists()

        _wait(app, warm_ready, 120)
    idle_from = time.perf_counter()
    _wait(app, lambda: time.perf_counter() - idle_from >= 1.0, 5)  # the idle baseline

    # the first paint of the loss plot that shows a point of this run (not the fold: the plot
    # actually drawn)
    from PySide6.QtCore import QEvent, QObject

    painted: list[float] = []

    class PaintWatch(QObject):
        def eventFilter(self, obj, ev):  # noqa: ANN001, ANN202, N802
            if (
                not painted
                and ev.type() == QEvent.Type.Paint
                and page.current is not None
                and page.current.batch_events >= 1
                and max(page.plots.loss_plot._counts.values(), default=0) > 0
            ):
                painted.append(time.perf_counter())
            return False

    watch = PaintWatch()
    page.plots.loss_plot.viewport().installEventFilter(watch)

    t_start = time.perf_counter()
    wall_start = time.time()
    if path == "inprocess":  # the old way: the engine in a thread of the window's process
        sink = page.attach_stream("demo")
        job = win.ctx.model.validated()
        stop_event = threading.Event()

        def train() -> None:
            from tpugui.training import engine

            engine.run(job, sink, stop_event, base_dir=DEMO.parent)

        worker = threading.Thread(target=train, name="training", daemon=True)
        worker.start()
    else:
        assert page.start(), "Start refused"
        worker = None
    t_called = time.perf_counter()  # page.start() (or the thread's start) has returned

    def first_point() -> bool:
        return page.current is not None and page.current.batch_events >= 1

    def first_epoch() -> bool:
        return page.current is not None and bool(page.current.epoch_metrics)

    def ended() -> bool:
        return not page.running

    _wait(app, first_point, 180)
    t_point = time.perf_counter()
    _wait(app, lambda: bool(painted), 30)
    _wait(app, first_epoch, 180)
    t_epoch = time.perf_counter()
    _wait(app, ended, 180)
    t_end = time.perf_counter()
    probe.stop()
    status = page.current.status
    if worker is not None:
        worker.join(30)
    if path == "warm":
        assert page.current.path and (Path(page.current.path) / "warm.json").exists(), (
            "the warm process did not take the Start"
        )

    # where the first point's time went: the run's own event times (wall clock)
    written: dict[str, float] = {}
    if page.current.path:
        from tpugui.events import read_events

        for ev in read_events(Path(page.current.path) / "events.jsonl"):
            written.setdefault(ev.get("type"), float(ev.get("time", "nan")) - wall_start)
    pairs = list(zip(ticks, ticks[1:], strict=False))

    def stall(lo: float, hi: float) -> float:
        gaps = [b - a for a, b in pairs if b > lo and a < hi]
        return max(gaps) * 1000 - TICK_MS if gaps else float("nan")

    worst = max((p for p in pairs if p[1] > t_start and p[0] < t_epoch), key=lambda p: p[1] - p[0])

    result = {
        "status": status,
        "idle_ms": stall(idle_from, t_start),
        "epoch_ms": stall(t_start, t_epoch),
        "end_ms": stall(t_start, t_end),
        "first_point_s": t_point - t_start,
        "first_painted_s": painted[0] - t_start,
        "epoch_s": t_epoch - t_start,
        "start_call_ms": (t_called - t_start) * 1000,
        "worst_at_s": worst[0] - t_start,  # where the largest stall began, after Start
        "tf_in_window": "tensorflow" in sys.modules,
        "started_written_s": written.get("run_started", float("nan")),
        "batch_written_s": written.get("batch_end", float("nan")),
    }
    # the job's epochs were edited for the benchmark: let that edit go without the question
    from PySide6.QtWidgets import QMessageBox

    win.files.ask_unsaved = lambda: QMessageBox.StandardButton.Discard
    win.close()
    manager().restore_hooks()
    return result


def bench_job(epochs: int, steps: int):
    from tpugui.job import load_job

    job = load_job(DEMO)
    for key, value in (
        ("train.epochs", epochs),
        ("train.steps_per_epoch", steps),
        ("train.checkpoint_every", 0),
    ):
        job = job.updated(key, value)
    return job


def child_fit(epochs: int, steps: int) -> dict:
    """A plain model.fit of the demo job's model, data, batch and validation."""
    import keras

    from tpugui.pipeline.build import build_datasets
    from tpugui.training.tensorflow import backend as tf_backend
    from tpugui.training.tensorflow import build as tf_build
    from tpugui.training.tensorflow import devices as strategy
    from tpugui.training.tensorflow import models as models_tf

    job = bench_job(epochs, steps)
    chosen = strategy.choose(job)
    keras.utils.set_random_seed(job.train.seed)
    built = build_datasets(job, DEMO.parent)
    spe = tf_backend.steps_for(job, built)
    train = built.train if built.infinite else built.train.repeat()
    with chosen.strategy.scope():
        model = models_tf.build(job.model.architecture, built.input_shape, built.num_classes)
        opt = tf_build.make_optimizer(job, job.train.epochs * spe)
        tf_build.compile_model(model, opt, job.train.steps_per_execution)
    ends: list[float] = []
    cpu: list[float] = []

    def epoch_end(epoch: int, logs: dict) -> None:
        ends.append(time.time())
        cpu.append(time.process_time())

    cb = keras.callbacks.LambdaCallback(on_epoch_end=epoch_end)
    model.fit(
        train,
        epochs=job.train.epochs,
        steps_per_epoch=spe,
        validation_data=built.val if built.val_count else None,
        callbacks=[cb],
        verbose=0,
        shuffle=False,
    )
    return {"ends": ends, "cpu": cpu, "steps_per_epoch": spe}


# --- the parent ---------------------------------------------------------------------------
def child_env(tmp: Path, warm: bool) -> dict[str, str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TF_CPP_MIN_LOG_LEVEL": "2"}
    env["TPUGUI_RUNS"] = str(tmp / "runs")
    env["TPUGUI_WARM"] = "1" if warm else "0"
    env["BENCH_INI"] = str(tmp / "settings.ini")
    for name in ("CONFIG", "DATA", "CACHE"):
        env[f"XDG_{name}_HOME"] = str(tmp / name.lower())
    return env


def run_child(args: list[str], env: dict[str, str], timeout: float = 300) -> dict:
    out = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--child", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=timeout,
        cwd=ROOT,
    )
    lines = [x for x in out.stdout.splitlines() if x.startswith("{")]
    if out.returncode != 0 or not lines:
        raise SystemExit(f"child {args} failed ({out.returncode}):\n{out.stderr[-3000:]}")
    return json.loads(lines[-1])


class Rate(NamedTuple):
    """Steps per wall-clock second and per CPU second of the training process, epochs 2..E."""

    wall: float
    cpu: float


def process_rate(tmp: Path, epochs: int, steps: int, sample_every: float = 1.0) -> Rate:
    """Steps per second, epochs 2..E, of the demo job in its own process (events' times; the
    run process's CPU time read with psutil as each epoch_end is followed); ``sample_every`` 0
    turns the live monitor off (no device samples, no input-wait timing)."""
    import psutil

    from tpugui.runner import steps as run_steps

    os.environ["TPUGUI_RUNS"] = str(tmp / "runs")
    job = bench_job(epochs, steps).updated("train.sample_every", sample_every)
    events: list[dict] = []
    run = run_steps.start_local(job, DEMO.parent, root=tmp / "runs")
    child = psutil.Process(json.loads((Path(run.run_dir) / "launch.json").read_text())["child_pid"])
    cpu: list[float] = []

    def take(ev: dict) -> None:
        events.append(ev)
        if ev["type"] == "epoch_end":
            t = child.cpu_times()
            cpu.append(t.user + t.system)

    end = run_steps.follow(run, take)
    assert end is not None and end.get("status") == "completed", end
    ends = [e["time"] for e in events if e["type"] == "epoch_end"]
    spe = next(e for e in events if e["type"] == "run_started")["steps_per_epoch"]
    assert len(ends) == epochs == len(cpu), ends
    n = (epochs - 1) * spe
    return Rate(n / (ends[-1] - ends[0]), n / (cpu[-1] - cpu[0]))


def unfollowed_rate(tmp: Path, epochs: int, steps: int) -> float:
    """As :func:`process_rate`, but nobody follows the run: its events file is read at the end
    (what following costs, side by side with ``process_rate``)."""
    from tpugui.events import read_events
    from tpugui.runner import steps as run_steps

    os.environ["TPUGUI_RUNS"] = str(tmp / "runs")
    run = run_steps.start_local(bench_job(epochs, steps), DEMO.parent, root=tmp / "runs")
    path = Path(run.run_dir) / "events.jsonl"
    while not (path.exists() and any(e["type"] == "run_finished" for e in read_events(path))):
        time.sleep(0.5)
    events = list(read_events(path))
    ends = [e["time"] for e in events if e["type"] == "epoch_end"]
    spe = next(e for e in events if e["type"] == "run_started")["steps_per_epoch"]
    return (epochs - 1) * spe / (ends[-1] - ends[0])


def plain_rate(tmp: Path, epochs: int, steps: int) -> Rate:
    r = run_child(["fit", "--epochs", str(epochs), "--steps", str(steps)], child_env(tmp, False))
    ends, cpu = r["ends"], r["cpu"]
    n = (len(ends) - 1) * r["steps_per_epoch"]
    return Rate(n / (ends[-1] - ends[0]), n / (cpu[-1] - cpu[0]))


def med(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--epochs", type=int, default=3, help="epochs of the steps/s run")
    ap.add_argument("--steps", type=int, default=300, help="steps per epoch of the steps/s run")
    ap.add_argument("--rate-repeats", type=int, default=5, help="rounds of the steps/s figure")
    ap.add_argument("--follow-check", type=int, default=0, metavar="N",
                    help="also N rounds of the same run followed and not followed")  # fmt: skip
    ap.add_argument("--child", help=argparse.SUPPRESS)  # fit | process | warm | inprocess
    args = ap.parse_args()
    if args.child is not None:
        if args.child == "fit":
            print(json.dumps(child_fit(args.epochs, args.steps)), flush=True)
        else:
            print(json.dumps(child_gui(args.child)), flush=True)
        os._exit(0)  # no teardown races (TensorFlow threads, Qt) in a child that has reported

    t0 = time.perf_counter()
    print(
        f"run_process: {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.2f}; "
        f"{args.repeats} fresh processes per figure; medians",
        flush=True,
    )
    gui: dict[str, list[dict]] = {"cold": [], "warm": [], "inprocess": []}
    paths = {"cold": ("process", False), "warm": ("warm", True), "inprocess": ("inprocess", False)}
    for i in range(args.repeats):
        for name in ("cold", "warm", "inprocess") if i % 2 == 0 else ("inprocess", "warm", "cold"):
            kind, warm = paths[name]
            with tempfile.TemporaryDirectory(
                prefix="tpugui-bench-", ignore_cleanup_errors=True
            ) as d:
                r = run_child([kind], child_env(Path(d), warm))
            gui[name].append(r)
            print(
                f"  gui {name:9s} #{i + 1}: stall to epoch end {r['epoch_ms']:6.0f} ms, "
                f"to run end {r['end_ms']:6.0f} ms, idle {r['idle_ms']:4.0f} ms, first point "
                f"{r['first_point_s']:5.2f} s, painted {r['first_painted_s']:5.2f} s "
                f"(run_started written {r['started_written_s']:4.2f} s, "
                f"first batch_end {r['batch_written_s']:4.2f} s), "
                f"epoch end shown {r['epoch_s']:5.2f} s; start() "
                f"{r['start_call_ms']:3.0f} ms; worst stall began {r['worst_at_s']:5.2f} s; "
                f"{r['status']}, TF in window "
                f"{r['tf_in_window']}",
                flush=True,
            )
    rates: dict[str, list[Rate]] = {"on": [], "off": [], "plain": []}
    for i in range(args.rate_repeats):
        with tempfile.TemporaryDirectory(prefix="tpugui-bench-", ignore_cleanup_errors=True) as d:
            tmp = Path(d)
            got = {}
            for kind in ("on", "plain", "off") if i % 2 == 0 else ("off", "plain", "on"):
                if kind == "plain":
                    got[kind] = plain_rate(tmp, args.epochs, args.steps)
                else:
                    every = 1.0 if kind == "on" else 0.0
                    got[kind] = process_rate(tmp / kind, args.epochs, args.steps, every)
        for kind, value in got.items():
            rates[kind].append(value)
        on, off, plain = got["on"], got["off"], got["plain"]
        print(
            f"  steps/s #{i + 1}: process, monitor on {on.wall:6.1f} "
            f"({on.wall / plain.wall:.3f}; per CPU s {on.cpu / plain.cpu:.3f}), monitor off "
            f"{off.wall:6.1f} ({off.wall / plain.wall:.3f}; {off.cpu / plain.cpu:.3f}), "
            f"plain fit {plain.wall:6.1f} (per CPU s {plain.cpu:5.1f})",
            flush=True,
        )

    if args.follow_check:
        pairs = []
        for i in range(args.follow_check):
            with tempfile.TemporaryDirectory(
                prefix="tpugui-bench-", ignore_cleanup_errors=True
            ) as d:
                tmp = Path(d)
                if i % 2 == 0:
                    a = process_rate(tmp / "f", args.epochs, args.steps).wall
                    b = unfollowed_rate(tmp / "u", args.epochs, args.steps)
                else:
                    b = unfollowed_rate(tmp / "u", args.epochs, args.steps)
                    a = process_rate(tmp / "f", args.epochs, args.steps).wall
            pairs.append(a / b)
            print(f"  followed {a:7.1f}, not followed {b:7.1f} steps/s ({a / b:.3f})", flush=True)
        print(f"  followed / not followed (median of {len(pairs)}): {med(pairs):.3f}")

    def col(name: str, key: str) -> float:
        return med([r[key] for r in gui[name]])

    print()
    print(f"{'GUI stall (max tick interval - 20 ms)':40s} {'to epoch 1 end':>15s} "
          f"{'to run end':>11s} {'idle':>6s}   target")  # fmt: skip
    for name, label in (
        ("cold", "run process, cold"),
        ("warm", "run process, warm"),
        ("inprocess", "in-process thread (old)"),
    ):
        target = f"<= {TARGET_STALL_MS:.0f} ms" if name != "inprocess" else "(was 260-360 ms)"
        print(
            f"  {label:38s} {col(name, 'epoch_ms'):12.0f} ms {col(name, 'end_ms'):8.0f} ms "
            f"{col(name, 'idle_ms'):3.0f} ms   {target}"
        )
    print(f"{'Start -> first plotted loss point':40s}")
    for name, label in (
        ("cold", "run process, cold (TPUGUI_WARM=0)"),
        ("warm", "run process, warm (TPUGUI_WARM=1)"),
        ("inprocess", "in-process thread (old)"),
    ):
        target = f"<= {TARGET_WARM_S:.1f} s" if name == "warm" else ""
        print(
            f"  {label:38s} {col(name, 'first_point_s'):13.2f} s folded, "
            f"{col(name, 'first_painted_s'):5.2f} s painted    {target}"
        )
    print(f"Steps/s, epochs 2..{args.epochs} of {args.steps} steps, batch 64")
    for kind, label in (
        ("on", "process, live monitor on (default)"),
        ("off", "process, train.sample_every = 0"),
        ("plain", "plain model.fit"),
    ):
        if rates[kind]:  # --rate-repeats 0: the window's figures only
            print(f"  {label:38s} {med([r.wall for r in rates[kind]]):13.1f}")
    for kind in ("on", "off") if rates["plain"] else ():
        for unit in ("wall", "cpu"):
            ratios = [
                getattr(a, unit) / getattr(b, unit)
                for a, b in zip(rates[kind], rates["plain"], strict=True)
            ]
            label = f"ratio process (monitor {kind}) / plain" + (
                ", per CPU s" if unit == "cpu" else ""
            )
            print(
                f"  {label:48s} {med(ratios):6.3f}"
                f"      >= {TARGET_RATIO}  (rounds {min(ratios):.2f}-{max(ratios):.2f})"
            )
    print(f"total {time.perf_counter() - t0:.0f} s, load now {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
