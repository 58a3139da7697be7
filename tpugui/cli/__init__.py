"""The ``tpugui`` command: the GUI by default, and the headless verbs.

``tpugui [JOB.toml]`` opens the window; ``detect``, ``pipeline``, ``train`` and ``remote`` run
without a display. Each verb lives in its own package's ``command`` module, which registers its
sub-parser; this module only dispatches. Exit codes: 0 success, 2 invalid job or arguments,
1 the run failed, 130 stopped by the user.
"""

from __future__ import annotations

import argparse
import importlib
import sys

from tpugui import __version__
from tpugui.job_errors import JobError

EXIT_OK, EXIT_FAILED, EXIT_INVALID, EXIT_STOPPED = 0, 1, 2, 130

#: verb -> module with ``register(subparsers)``; each sets ``func(args) -> int``.
VERBS = {
    "detect": "tpugui.cli.detect",
    "pipeline": "tpugui.cli.pipeline",
    "train": "tpugui.cli.train",
    "runs": "tpugui.cli.runs",
    "remote": "tpugui.cli.remote",
    "notebook": "tpugui.notebook",
    "export": "tpugui.cli.export",
    "predict": "tpugui.cli.predict",
    "profile": "tpugui.cli.profile",
    "tune": "tpugui.cli.tune",
    "sweep": "tpugui.cli.sweep",
}


def build_parser(verbs: dict[str, str] = VERBS) -> argparse.ArgumentParser:
    """The command's parser with the ``gui`` verb and ``verbs`` (the window's own start
    builds it with none: a verb's module imports the job schema, which the window does not
    need before its first paint)."""
    parser = argparse.ArgumentParser(
        prog="tpugui",
        description=(
            "A training assistant for CPUs, GPUs and TPUs. Without a verb it opens the window "
            "(optionally with JOB.toml loaded); the verbs below run headless."
        ),
        epilog="Exit codes: 0 success, 1 run failed, 2 invalid job or arguments, 130 stopped.",
    )
    parser.add_argument("--version", action="version", version=f"tpugui {__version__}")
    parser.add_argument(
        "--verbose",
        action="store_true",
        help="show the frameworks' own log lines and a failed run's full text (any position)",
    )
    sub = parser.add_subparsers(dest="verb", metavar="VERB")
    gui = sub.add_parser("gui", help="open the window (the default)")
    gui.add_argument("job", nargs="?", help="a job file (TOML) to open, or a run folder to show")
    gui.add_argument("--lang", choices=("system", "en", "zh_TW"), help="language of the window")
    gui.set_defaults(func=_gui)
    for module in verbs.values():
        try:
            mod = importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name != module:
                raise
            continue  # the package that owns this verb is not built yet
        mod.register(sub)
    return parser


def _gui(args: argparse.Namespace) -> int:
    try:
        from tpugui.qt.app import run_app
    except ImportError as exc:
        print(
            f"tpugui: the window needs the GUI packages ({exc.name} is missing); "
            "install them with `make setup` or `pip install 'tpugui[gui]'`.",
            file=sys.stderr,
        )
        return EXIT_FAILED
    return run_app(args.job, lang=args.lang)


def _exit_at_once(code: int) -> None:
    """End the process now, without the interpreter's clean-up: after a failed run a framework
    may be left broken (h5py after a full disk crashes at exit with SIGSEGV); everything of the
    run is written and flushed by then."""
    import os

    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            pass
    os._exit(code)


def main(argv: list[str] | None = None) -> int:
    program = argv is None  # the process's own entry (not a caller in the same process)
    argv = list(sys.argv[1:] if argv is None else argv)
    # `tpugui` and `tpugui JOB.toml` mean the GUI verb.
    if (
        not argv
        or argv[0].startswith("--lang")
        or (not argv[0].startswith("-") and argv[0] not in (*VERBS, "gui"))
    ):
        argv = ["gui", *argv]
    # --verbose may stand anywhere (`tpugui train JOB --verbose`); the verbs never see it
    verbose = "--verbose" in argv
    argv = [a for a in argv if a != "--verbose"]
    parser = build_parser({} if argv[0] == "gui" else VERBS)
    args = parser.parse_args(argv)
    args.verbose = verbose
    if args.verb not in (None, "gui"):
        from tpugui import quiet

        quiet.install(verbose)
    try:
        code = int(args.func(args) or 0)
        if program and getattr(args, "exit_at_once", False):
            _exit_at_once(code)
        return code
    except BrokenPipeError:
        # the reader went away (`tpugui pipeline code JOB | head -1`): what it wanted it has;
        # stdout goes to /dev/null so that Python's last flush does not complain either
        import os

        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_OK
    except JobError as exc:
        print(f"tpugui: invalid job: {exc}", file=sys.stderr)
        return EXIT_INVALID
    except KeyboardInterrupt:
        print("tpugui: stopped", file=sys.stderr)
        return EXIT_STOPPED
