"""A big run folder, written fast: one run_started, N batch_end records, an epoch_end per
epoch and run_finished, as the engine writes them (the same keys and JSON shapes)."""

from __future__ import annotations

import json
from pathlib import Path


def write_big_run(
    path: str | Path,
    steps: int = 1_000_000,
    epochs: int = 10,
    name: str = "big",
    finished: bool = True,
    job: dict | None = None,
) -> Path:
    """``path/events.jsonl`` with ``steps`` batch_end records (about 130 bytes each)."""
    path = Path(path)
    path.mkdir(parents=True, exist_ok=True)
    spe = max(1, steps // epochs)
    t0 = 1_700_000_000.0
    job = job or {"name": name, "train": {"optimizer": "adam", "learning_rate": 0.001}}
    head = {
        "seq": 1,
        "time": t0,
        "type": "run_started",
        "run_id": path.name,
        "backend": "torch",
        "device": "cpu",
        "replicas": 1,
        "epochs": epochs,
        "steps_per_epoch": spe,
        "job": job,
        "run_dir": str(path),
    }
    lines = [json.dumps(head)]
    seq = 1
    batch = (
        '{{"seq": {seq}, "time": {t:.3f}, "type": "batch_end", "epoch": {e}, "step": {s}, '
        '"logs": {{"loss": {loss:.6f}, "accuracy": 0.5, "lr": 0.001}}, '
        '"examples_per_sec": 1234.5}}'
    )
    for s in range(1, steps + 1):
        seq += 1
        e = (s - 1) // spe + 1
        lines.append(batch.format(seq=seq, t=t0 + s * 0.001, e=e, s=s, loss=2.0 / (1 + s * 1e-4)))
        if s % spe == 0:
            seq += 1
            lines.append(
                json.dumps(
                    {
                        "seq": seq,
                        "time": t0 + s * 0.001,
                        "type": "epoch_end",
                        "epoch": e,
                        "step": s,
                        "logs": {
                            "loss": 2.0 / (1 + s * 1e-4) + 0.01,
                            "accuracy": 0.5 + 0.04 * e,
                            "val_loss": 2.1 / (1 + s * 1e-4),
                            "val_accuracy": 0.45 + 0.04 * e,
                        },
                    }
                )
            )
    if finished:
        seq += 1
        lines.append(
            json.dumps(
                {
                    "seq": seq,
                    "time": t0 + steps * 0.001 + 1,
                    "type": "run_finished",
                    "status": "completed",
                    "error": None,
                    "traceback": None,
                }
            )
        )
    with open(path / "events.jsonl", "w", encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")
    return path


def write_mixed_run(path: str | Path) -> Path:
    """A 20,000-step run with every event type the fold reads (samples, input waits, logs,
    checkpoints, a NaN loss, a failed end)."""
    run_dir = write_big_run(path, 20_000, epochs=4)
    text = (run_dir / "events.jsonl").read_text().splitlines(keepends=True)
    last = json.loads(text.pop())
    seq = last["seq"]
    extra = [
        {"type": "batch_end", "epoch": 4, "step": 20_001, "logs": {"loss": "nan", "lr": 0.001},
         "examples_per_sec": None, "step_s": 0.01, "input_s": 0.008},
        {"type": "device_sample", "host": {"cpu": 12.5, "memory": 40.0},
         "process": {"cpu": 90.0, "rss": 1.5e9}, "devices": []},
        {"type": "checkpoint", "path": "/x/ckpt-4", "epoch": 4, "step": 20_001},
        {"type": "log", "level": "warning", "message": "loss is ünïcode ✓"},
        {"type": "run_finished", "status": "failed", "error": "loss became NaN", "traceback": ""},
    ]  # fmt: skip
    for i, rec in enumerate(extra, start=seq):
        text.append(json.dumps({"seq": i, "time": last["time"] + i - seq, **rec}) + "\n")
    (run_dir / "events.jsonl").write_text("".join(text), encoding="utf-8")
    return run_dir
