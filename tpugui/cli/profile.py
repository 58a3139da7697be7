"""``tpugui profile RUN --seconds N [--json]``: profile a running run, local or on a VM.

RUN is a run folder or a run id from ``tpugui runs``; with ``--host`` or ``--job`` (whose
``[remote]`` names the host) it is a run on that VM (a run id or the remote folder), and the
profile is fetched into the local run store. The run's own framework profiler captures N seconds
(:mod:`tpugui.training.profile_capture`); the breakdown is read here, offline
(:mod:`tpugui.profiling.analyze`). Exit codes: 0 profiled, 1 no profile (the run is not
running, ended, or reached no step), 2 invalid arguments.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any


def register(sub: Any) -> None:
    from tpugui.cli.remote import _target_args

    p = sub.add_parser(
        "profile",
        help="profile N seconds of a running run (local or on a VM) and show its step breakdown",
        description=__doc__.split("\n\n")[1] if __doc__ else None,
    )
    p.add_argument("run", metavar="RUN", help="a run folder or run id (on the VM with --host)")
    p.add_argument("--seconds", type=float, default=3.0, help="how long to profile (default 3)")
    p.add_argument("--json", action="store_true", help="print the analysis as JSON")
    p.add_argument("--root", help="the runs folder a run id is looked up in")
    p.add_argument("--timeout", type=float, help="seconds to wait for the profile")
    p.add_argument("--to", help="with --host: the local folder of the run (default: run store)")
    _target_args(p)
    p.set_defaults(func=main)


def _ms(s: Any) -> str:
    return f"{s * 1e3:.2f} ms" if isinstance(s, int | float) else "-"


def _pct(x: Any) -> str:
    return f"{x:.0%}" if isinstance(x, int | float) else "-"


def text(r: dict[str, Any]) -> str:
    """The analysis in words (English; the window shows its own, translated)."""
    from tpugui import input_bound

    live = r.get("live") or {}
    lines = [
        f"profile {r['id']} of a {r.get('backend')} run: {r.get('steps', 0)} steps, "
        f"step {_ms(r.get('step_s'))} (median {_ms(r.get('step_s_median'))}; "
        f"logged {_ms(live.get('logged_step_s'))})",
    ]
    shares, per = r.get("shares") or {}, r.get("breakdown") or {}
    if shares:
        lines.append(
            "step time: " + ", ".join(f"{k} {_pct(shares[k])} ({_ms(per.get(k))})" for k in shares)
        )
        lines.append(str(input_bound.verdict(shares.get("input", 0.0))))
    if live.get("input_share") is not None:
        lines.append(f"live input wait over the same steps: {_pct(live['input_share'])}")
    if r.get("mfu") is not None or live.get("mfu") is not None:
        lines.append(f"MFU: profile {_pct(r.get('mfu'))}, live {_pct(live.get('mfu'))}")
    if r.get("top_ops"):
        lines.append("top operations (self time):")
        for op in r["top_ops"]:
            lines.append(f"  {op['self_s'] * 1e3:9.2f} ms {op['share']:6.1%} {op['count']:7d}x  "
                         f"{op['name']}")  # fmt: skip
    xp = r.get("xprof")
    if xp and not xp.get("error"):
        lines.append(f"XProf: {xp.get('steps')} steps, step {_ms(xp.get('step_s'))}; "
                     f"{xp.get('input_conclusion', '')}")  # fmt: skip
    lines.append(f"trace: {r.get('trace') or '-'}")
    if r.get("tensorboard_logdir"):
        lines.append(f"open it: tensorboard --logdir {r['tensorboard_logdir']} (Profile tab)")
    return "\n".join(lines)


def _remote(args: argparse.Namespace) -> Path:
    from tpugui.cli.remote import _connect, _job_for
    from tpugui.profiling.request import profile_remote
    from tpugui.remote import session

    job, _ = _job_for(args)
    connect, _t = _connect(args, job)
    with connect() as conn:
        run_dir = session.resolve_run_dir(conn, job.remote.remote_dir, args.run)
        dest = Path(args.to) if args.to else session.local_run_store() / Path(run_dir).name
        return profile_remote(
            conn, run_dir, args.seconds, dest, python=job.remote.python, timeout=args.timeout
        )


def main(args: argparse.Namespace) -> int:
    from tpugui.profiling.analyze import analyze
    from tpugui.profiling.request import ProfileError, profile_local
    from tpugui.remote import ssh

    if not 0.1 <= args.seconds <= 600:
        print("tpugui: --seconds must be between 0.1 and 600", file=sys.stderr)
        return 2
    try:
        if args.host or args.job:
            folder = _remote(args)
        else:
            from tpugui.inference.restore import find_run

            try:
                run_dir = find_run(args.run, args.root)
            except Exception as exc:  # noqa: BLE001 - JobError / not found: said as it is
                print(f"tpugui: {exc}", file=sys.stderr)
                return 2
            folder = profile_local(run_dir, args.seconds, timeout=args.timeout)
    except ProfileError as exc:
        print(f"tpugui profile: {exc}", file=sys.stderr)
        return 1
    except ssh.RemoteError as exc:
        print(f"tpugui profile: {exc}", file=sys.stderr)
        return 1
    result = analyze(folder)
    if args.json:
        print(json.dumps(result, ensure_ascii=False, indent=1))
    else:
        print(text(result))
    return 0
