"""What no inspector shows: measured matmul FLOP/s and memory bandwidth, against the peak.

- matmul: square ``n x n`` products (2 n^3 FLOPs each) through numpy (always), TensorFlow and
  PyTorch when installed, in fp32 and bf16 (numpy has no bf16 BLAS); on CUDA GPUs through
  PyTorch too. ``n`` grows (512 -> 1024 -> 2048) until one product takes ~50 ms, then the best
  of the repeats that fit in ``budget_s`` counts.
- memory: STREAM-style copy (``b = a``, 16 bytes per element) and triad (``a = b + s*c``,
  24 bytes per element by STREAM's count; numpy needs two passes for it, so it reads as lower
  than a fused C loop) on float64 arrays well beyond the last-level cache; on a CUDA GPU a
  device-to-device copy.
Each figure is set against the theoretical peak where one is known, as an efficiency %.
Cancellable between measurements (``stop_event``); progress goes to ``progress(dict)``.

A finished bench is kept (:func:`remember`: ``<user data dir>/tpugui/bench.json``, with the host
and CPU it was measured on) so a run on this machine can set its MFU against the measured CPU
peak (:func:`remembered`, :mod:`tpugui.training.peak`).
"""

from __future__ import annotations

import json
import os
import platform
import socket
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tpugui.devices.text import msg
from tpugui.i18n_marks import N_

__all__ = ["run_bench", "numpy_matmul", "numpy_stream", "BenchRow", "remember", "remembered"]

BenchRow = dict[str, Any]
Progress = Callable[[dict[str, Any]], None]


def _time_op(op: Callable[[], Any], budget_s: float, sync: Callable[[], Any] = lambda: None
             ) -> float:  # fmt: skip
    """Best seconds per call over the repeats that fit in ``budget_s`` (at least 2)."""
    op()
    sync()  # warm-up (allocation, kernel selection, compilation)
    best = float("inf")
    spent, reps = 0.0, 0
    while reps < 2 or spent < budget_s:
        t0 = time.perf_counter()
        op()
        sync()
        dt = time.perf_counter() - t0
        best = min(best, dt)
        spent += dt
        reps += 1
        if reps >= 50:
            break
    return best


def _pick_n(make: Callable[[int], Callable[[], Any]], sync: Callable[[], Any]) -> tuple[int, Any]:
    op = None
    for n in (512, 1024, 2048):
        op = make(n)
        op()
        sync()  # the first call pays for allocation and kernel selection
        t0 = time.perf_counter()
        op()
        sync()
        if time.perf_counter() - t0 > 0.05:
            return n, op
    return 2048, op


def _matmul_row(device: str, framework: str, dtype: str, make, sync, budget_s: float) -> BenchRow:
    n, op = _pick_n(make, sync)
    sec = _time_op(op, budget_s, sync)
    return {"device": device, "framework": framework, "op": "matmul", "dtype": dtype, "n": n,
            "value": round(2 * n**3 / sec / 1e9, 1), "unit": "GFLOP/s"}  # fmt: skip


def numpy_matmul(budget_s: float = 0.4) -> BenchRow:
    import numpy as np

    rng = np.random.default_rng(0)

    def make(n: int):
        a = rng.standard_normal((n, n), dtype=np.float32)
        b = rng.standard_normal((n, n), dtype=np.float32)
        out = np.empty((n, n), np.float32)
        return lambda: np.matmul(a, b, out=out)

    return _matmul_row("cpu", "numpy", "float32", make, lambda: None, budget_s)


def numpy_stream(budget_s: float = 0.4, elements: int | None = None) -> list[BenchRow]:
    import numpy as np

    n = elements or 1 << 24  # 128 MiB per float64 array: far beyond any L3
    a = np.full(n, 1.0)
    b = np.full(n, 2.0)
    c = np.full(n, 0.5)
    s = 3.0

    def copy() -> None:
        np.copyto(b, a)

    def triad() -> None:
        np.multiply(c, s, out=a)
        np.add(a, b, out=a)

    rows = []
    for name, op, nbytes in (("stream_copy", copy, 16 * n), ("stream_triad", triad, 24 * n)):
        sec = _time_op(op, budget_s)
        rows.append({"device": "cpu", "framework": "numpy", "op": name, "dtype": "float64",
                     "n": n, "value": round(nbytes / sec / 1e9, 2), "unit": "GB/s"})  # fmt: skip
    return rows


def _tf_rows(budget_s: float, stop: Callable[[], bool]) -> list[BenchRow]:
    import os

    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    import tensorflow as tf

    rows = []
    devices = [("cpu", "/CPU:0")] + [
        (f"gpu:{i}", f"/GPU:{i}") for i, _ in enumerate(tf.config.list_physical_devices("GPU"))
    ]
    for dev, name in devices:
        for dtype in ("float32", "bfloat16"):
            if stop():
                return rows

            def make(n: int, dtype=dtype, name=name):
                with tf.device(name):
                    a = tf.random.normal((n, n), dtype=tf.float32, seed=1)
                    b = tf.random.normal((n, n), dtype=tf.float32, seed=2)
                    a, b = tf.cast(a, dtype), tf.cast(b, dtype)

                def op():
                    with tf.device(name):  # .numpy() of one element waits for the product
                        return tf.linalg.matmul(a, b)[0, 0].numpy()

                return op

            rows.append(_matmul_row(dev, "tensorflow", dtype, make, lambda: None, budget_s))
    return rows


def _torch_rows(budget_s: float, stop: Callable[[], bool]) -> list[BenchRow]:
    import torch

    rows = []
    devices = ["cpu"] + [f"cuda:{i}" for i in range(torch.cuda.device_count())]
    for dev in devices:
        sync = torch.cuda.synchronize if dev.startswith("cuda") else (lambda: None)
        dtypes = ("float32", "bfloat16") + (("float16",) if dev != "cpu" else ())
        for dtype in dtypes:
            if stop():
                return rows

            def make(n: int, dtype=dtype, dev=dev):
                g = torch.Generator(device="cpu").manual_seed(0)
                a = torch.randn(n, n, generator=g).to(dev, getattr(torch, dtype))
                b = torch.randn(n, n, generator=g).to(dev, getattr(torch, dtype))
                out = torch.empty_like(a)
                return lambda: torch.matmul(a, b, out=out)

            rows.append(_matmul_row(dev, "torch", dtype, make, sync, budget_s))
        if dev != "cpu" and not stop():
            n = 1 << 26  # 256 MiB of fp32
            a = torch.ones(n, device=dev)
            b = torch.empty_like(a)
            sec = _time_op(lambda a=a, b=b: b.copy_(a), budget_s, sync)
            rows.append({"device": dev, "framework": "torch", "op": "device_copy",
                         "dtype": "float32", "n": n, "value": round(8 * n / sec / 1e9, 1),
                         "unit": "GB/s"})  # fmt: skip
    return rows


def run_bench(
    frameworks: dict[str, str | None] | None = None,
    progress: Progress | None = None,
    stop_event: Any = None,
    budget_s: float = 0.4,
    stream_elements: int | None = None,
) -> list[BenchRow]:
    """All measurements that the installed frameworks allow; stops early when asked."""
    from tpugui.devices.frameworks import installed_versions

    fw = installed_versions() if frameworks is None else frameworks

    def stop() -> bool:
        return bool(stop_event is not None and stop_event.is_set())

    matmul = N_("{framework} matmul")
    steps: list[tuple[str, Callable[[], list[BenchRow]]]] = [
        (msg(matmul, framework="numpy"), lambda: [numpy_matmul(budget_s)]),
        (msg(N_("numpy STREAM copy/triad")), lambda: numpy_stream(budget_s, stream_elements)),
    ]
    if fw.get("torch"):
        steps.append((msg(matmul, framework="PyTorch"), lambda: _torch_rows(budget_s, stop)))
    if fw.get("tensorflow"):
        steps.append((msg(matmul, framework="TensorFlow"), lambda: _tf_rows(budget_s, stop)))
    rows: list[BenchRow] = []
    for i, (what, step) in enumerate(steps):
        if stop():
            break
        if progress:
            progress({"type": "bench_progress", "done": i, "total": len(steps), "what": what})
        try:
            new = step()
        except Exception as exc:  # noqa: BLE001 - one framework failing must not end the bench
            new = [{"device": "cpu", "framework": what.split()[0].lower(), "op": "error",
                    "dtype": "", "n": 0, "value": None, "unit": "",
                    "error": f"{type(exc).__name__}: {exc}"[:300]}]  # fmt: skip
        for row in new:
            rows.append(row)
            if progress:
                progress({"type": "bench_row", "row": row})
    if progress:
        progress({"type": "bench_progress", "done": len(steps), "total": len(steps),
                  "what": msg(N_("stopped")) if stop() else msg(N_("done"))})  # fmt: skip
    return rows


# --- kept results -----------------------------------------------------------------------------


def store_path() -> Path:
    """``<user data dir>/tpugui/bench.json`` (``TPUGUI_BENCH`` overrides)."""
    env = os.environ.get("TPUGUI_BENCH")
    if env:
        return Path(env).expanduser()
    from platformdirs import user_data_dir

    return Path(user_data_dir("tpugui", appauthor=False)) / "bench.json"


def _machine() -> dict[str, str]:
    return {"host": socket.gethostname(), "cpu": platform.processor() or platform.machine()}


def remember(rows: list[BenchRow], path: Path | None = None) -> Path | None:
    """Keep a bench's rows for this machine (None when the file cannot be written)."""
    path = path or store_path()
    data = {"time": time.time(), **_machine(), "rows": [r for r in rows if r.get("value")]}
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(data), encoding="utf-8")
        os.replace(tmp, path)
    except OSError:
        return None
    return path


def remembered(path: Path | None = None) -> dict[str, Any] | None:
    """The kept bench of this machine (``time``, ``rows``), or None (none, or another host's)."""
    try:
        data = json.loads((path or store_path()).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or {k: data.get(k) for k in ("host", "cpu")} != _machine():
        return None
    return data
