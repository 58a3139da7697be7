"""Terminal progress for ``tpugui train``: a rich progress bar fed by the events.

The bar shows epoch, step, loss, examples/s and ETA; each epoch's summary, log messages,
checkpoints and the end of the run are printed as lines above it (these lines also reach a log
file when stderr is not a terminal). Qt-free, no frameworks.
"""

from __future__ import annotations

from typing import Any

from tpugui.events import metric


def _fmt(v: Any) -> str:
    f = metric(v)
    return f"{f:.4f}" if f == f and abs(f) < 1e5 else str(v)


class ProgressSink:
    """An event sink that drives a rich progress bar on stderr."""

    def __init__(self, console: Any = None):
        from rich.console import Console
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            Progress,
            TextColumn,
            TimeElapsedColumn,
            TimeRemainingColumn,
        )

        self.console = console or Console(stderr=True)
        self.progress = Progress(
            TextColumn("[bold]{task.description}"),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn("loss {task.fields[loss]}"),
            TextColumn("{task.fields[speed]} ex/s"),
            TimeElapsedColumn(),
            TextColumn("ETA"),
            TimeRemainingColumn(),
            console=self.console,
            transient=False,
        )
        self.task: Any = None
        self.epochs = 0
        self.steps = 0

    def __call__(self, ev: dict[str, Any]) -> None:
        kind = ev.get("type")
        if kind == "run_started" and ev.get("device") is None:
            # the engine's stand-in start of a run that failed before its backend knew the
            # device: no "on None (None replica(s))" line, no empty bar
            self.epochs = int(ev.get("epochs") or 0)
            self.console.print(f"[bold]{ev.get('backend')}[/]: failed before the run started")
        elif kind == "run_started":
            self.epochs = int(ev.get("epochs") or 0)
            self.steps = int(ev.get("steps_per_epoch") or 0)
            start_step = int(ev.get("start_step") or 0)
            self.console.print(
                f"[bold]{ev.get('backend')}[/] on {ev.get('device')} "
                f"({ev.get('replicas')} replica(s)), {self.epochs} epochs x {self.steps} steps"
            )
            self.progress.start()
            self.task = self.progress.add_task(
                "epoch 1",
                total=self.epochs * self.steps or None,
                completed=start_step,
                loss="-",
                speed="-",
            )
        elif kind == "batch_end" and self.task is not None:
            logs = ev.get("logs") or {}
            speed = ev.get("examples_per_sec")
            self.progress.update(
                self.task,
                completed=ev.get("step", 0),
                description=f"epoch {ev.get('epoch')}/{self.epochs}",
                loss=_fmt(logs.get("loss", "-")),
                speed=f"{speed:,.0f}" if isinstance(speed, int | float) else "-",
            )
        elif kind == "epoch_end":
            logs = ev.get("logs") or {}
            parts = " ".join(f"{k} {_fmt(v)}" for k, v in logs.items())
            self.console.print(f"epoch {ev.get('epoch')}/{self.epochs}: {parts}")
        elif kind == "log":
            level = ev.get("level", "info")
            style = {"warning": "yellow", "error": "red"}.get(level, "dim")
            self.console.print(f"{level}: {ev.get('message')}", style=style, markup=False)
        elif kind == "checkpoint":
            self.console.print(f"checkpoint: {ev.get('path')}", style="dim", markup=False)
        elif kind == "run_finished":
            self.close()
            status = ev.get("status")
            style = {"completed": "green", "stopped": "yellow"}.get(str(status), "red")
            self.console.print(f"[bold {style}]{status}[/] at step {ev.get('step')}")
            if ev.get("error"):
                self.console.print(str(ev.get("error")), style="red", markup=False)

    def close(self) -> None:
        if self.task is not None:
            self.progress.stop()
            self.task = None
