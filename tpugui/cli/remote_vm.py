"""``tpugui remote vm list|create|start|stop|delete NAME``: a TPU VM's life from the terminal.

Every action prints the exact gcloud command first, and for create and start what the slice
costs an hour while READY. What bills or destroys (create, start, delete) is asked about first
(``--yes`` answers for a script; without a terminal to ask, it is refused). The VM is then
followed until its state settles (``--no-wait``: not followed). The name, zone, project, type
and how it is bought default to the job's ``[remote]`` section (``--job``). Exit codes: 0 the VM
got where it was sent, 1 gcloud failed or the VM settled elsewhere, 2 bad arguments or refused.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from tpugui import cost
from tpugui.job import Job, load_job
from tpugui.job_fields import field_spec

__all__ = ["register"]


def register(verbs: Any) -> None:
    v = verbs.add_parser(
        "vm",
        help="create, start, stop, delete or list TPU VMs (needs the gcloud CLI)",
        description=__doc__.split("\n\n")[1] if __doc__ else None,
    )
    v.add_argument("action", choices=["list", "create", "start", "stop", "delete"])
    v.add_argument("name", nargs="?", help="the TPU VM's name (default: the job's remote.vm_name)")
    v.add_argument("--job", help="a job file whose [remote] section names the VM")
    for key in ("zone", "project", "accelerator_type", "provisioning"):
        spec = field_spec(f"remote.{key}")
        kw: dict[str, Any] = {"default": None, "help": f"{spec.meta.help} (default: the job's)"}
        if spec.kind == "choice":
            kw["choices"] = list(spec.choices)
        v.add_argument("--" + key.replace("_", "-"), **kw)
    v.add_argument("--yes", action="store_true", help="do not ask before what bills or destroys")
    v.add_argument("--no-wait", action="store_true", help="do not follow the VM's state")
    v.add_argument(
        "--poll-interval", type=float, default=5.0, help="seconds between two looks (default 5)"
    )
    v.set_defaults(func=cmd_vm)


def _remote(args: argparse.Namespace) -> Any:
    job = load_job(args.job) if args.job else Job()
    for key in ("zone", "project", "accelerator_type", "provisioning"):
        value = getattr(args, key)
        if value is not None:
            job = job.updated(f"remote.{key}", value)
    if args.name:
        job = job.updated("remote.vm_name", args.name)
    return job.remote


def _ask(question: str, args: argparse.Namespace) -> bool:
    if args.yes:
        return True
    if not sys.stdin.isatty():
        print(f"{question} Refused: no terminal to ask; add --yes to go on.", file=sys.stderr)
        return False
    return input(f"{question} [y/N] ").strip().lower() in ("y", "yes")


def cmd_vm(args: argparse.Namespace) -> int:
    from tpugui.remote import gcloud, vm_life
    from tpugui.remote.ssh import RemoteError

    r = _remote(args)
    try:
        if args.action == "list":
            for vm in gcloud.list_tpu_vms(r.zone, r.project):
                print(f"{vm.name}\t{vm.zone}\t{vm.accelerator}\t{vm.state}\t{' '.join(vm.hosts)}")
            return 0
        if not r.vm_name:
            print("tpugui remote vm: name the TPU VM (NAME or remote.vm_name)", file=sys.stderr)
            return 2
        if args.action == "create" and not r.accelerator_type:
            print("tpugui remote vm create: --accelerator-type is required", file=sys.stderr)
            return 2
        kind = r.accelerator_type
        if args.action == "start" and not kind:
            kind = vm_life.describe(r.vm_name, r.zone, r.project).accelerator
        argv = vm_life.action_argv(args.action, r.vm_name, r.zone, r.project, kind, r.provisioning)
        print("$ " + gcloud.shell(argv), flush=True)
        question = ""
        if args.action in ("create", "start"):
            price = cost.price_of(kind, r.zone, r.provisioning, r.price_per_chip_hour)
            bill = (
                f"It bills {cost.money(price.per_hour)} an hour while READY ({price.note})."
                if price.per_hour is not None
                else f"It bills while READY (price not known: {price.note or 'no type'})."
            )
            print(bill, flush=True)
            question = f"{args.action.capitalize()} {kind} TPU VM {r.vm_name}?"
        elif args.action == "delete":
            question = f"Delete TPU VM {r.vm_name} and its disk? This cannot be undone."
        if question and not _ask(question, args):
            return 2
        vm_life.run(argv, r.zone, r.project)
        if args.no_wait:
            return 0
        final = vm_life.follow(
            r.vm_name, args.action, r.zone, r.project,
            on_state=lambda st: print(f"{st.name}: {st.state}", flush=True),
            poll_s=args.poll_interval,
            queued=args.action == "create" and r.provisioning == "flex-start",
        )  # fmt: skip
    except RemoteError as exc:
        print(f"tpugui remote vm {args.action}: {exc}", file=sys.stderr)
        return 1
    return 0 if final.state == vm_life.TARGET[args.action] else 1
