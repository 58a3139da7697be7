"""``tpugui detect [--json] [--bench] [--probe] [--sysroot DIR]``: the device inventory."""

from __future__ import annotations

import argparse
import sys
import threading
from pathlib import Path


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "detect",
        help="find the CPU, GPUs and TPUs and show what each is good at",
        description=(
            "Find this machine's CPU, GPUs and TPUs without starting any framework, and show "
            "each one's characteristics with their source (detected, measured, spec table)."
        ),
    )
    p.add_argument("--json", action="store_true", help="print the inventory as JSON")
    p.add_argument(
        "--bench",
        action="store_true",
        help="also measure matmul FLOP/s and memory bandwidth (about 20 s)",
    )
    p.add_argument(
        "--probe",
        action="store_true",
        help="also ask each installed framework what it sees (subprocesses with a timeout)",
    )
    p.add_argument(
        "--probe-timeout",
        type=float,
        default=45.0,
        metavar="S",
        help="seconds a framework probe may take before it counts as no answer (default 45)",
    )
    p.add_argument(
        "--sysroot",
        metavar="DIR",
        help="read sys/, dev/ and proc/ under DIR (a captured snapshot of another machine)",
    )
    p.add_argument(
        "--capture",
        metavar="DIR",
        help="copy the /proc, /sys and /dev files detection reads into DIR (a sysroot that "
        "--sysroot reads on another machine: attach it to a bug report)",
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if args.sysroot is not None and not Path(args.sysroot).is_dir():
        print(
            f"tpugui detect: --sysroot {args.sysroot}: no such folder; give the folder that "
            "holds the captured sys/, dev/ and proc/ trees",
            file=sys.stderr,
        )
        return 2
    if args.capture is not None:
        return _capture(args.capture)
    if args.probe_timeout <= 0:
        print("tpugui detect: --probe-timeout must be a positive number of seconds",
              file=sys.stderr)  # fmt: skip
        return 2
    from tpugui.devices.inventory import detect

    def progress(event: dict) -> None:
        if event.get("type") == "bench_progress" and event["done"] < event["total"]:
            print(f"bench {event['done'] + 1}/{event['total']}: {event['what']}…",
                  file=sys.stderr, flush=True)  # fmt: skip
        elif event.get("type") == "probe":
            res = event["result"]
            print(f"probe {event['name']}: {res.get('status')}", file=sys.stderr, flush=True)

    stop = threading.Event()
    inv = detect(
        args.sysroot,
        bench=args.bench,
        probe_frameworks=args.probe,
        progress=progress,
        stop_event=stop,
        probe_timeout=args.probe_timeout,
    )
    if args.bench and args.sysroot is None and inv.bench:  # this machine's: runs' MFU reads it
        from tpugui.devices.bench import remember

        remember(inv.bench)
    if args.json:
        print(inv.dumps())
    else:
        from tpugui.devices.report import render

        print(render(inv))
    return 0


def _capture(dest: str) -> int:
    target = Path(dest)
    if target.exists() and (not target.is_dir() or any(target.iterdir())):
        print(f"tpugui detect: --capture {dest}: exists and is not an empty folder; give a new "
              "or empty folder", file=sys.stderr)  # fmt: skip
        return 2
    from tpugui.devices.capture import capture

    try:
        copied = capture(target)
    except OSError as exc:
        print(f"tpugui detect: --capture {dest}: cannot write there ({exc.strerror}); give a "
              "folder you can write to", file=sys.stderr)  # fmt: skip
        return 2
    print(f"captured {len(copied)} paths into {target}; read it with "
          f"tpugui detect --sysroot {target}")  # fmt: skip
    return 0
