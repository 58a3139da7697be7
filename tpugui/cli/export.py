"""``tpugui export RUN [-o DIR]``: a run's model in its framework's own formats, with
``model.json`` (:mod:`tpugui.inference.export`). Exit codes: 0 written, 2 a run that cannot be
exported (the message names RUN and what to do)."""

from __future__ import annotations

import argparse
import sys
from typing import Any


def register(sub: Any) -> None:
    p = sub.add_parser(
        "export",
        help="write a run's model in its framework's formats (Keras, SavedModel, torch.export, "
        "jax.export + orbax) with model.json",
        description=(
            "Export RUN's model (its best checkpoint, else the newest): TensorFlow model.keras "
            "and an inference SavedModel; torch a torch.export program and the state_dict; JAX "
            "the orbax parameters and a jax.export program; preprocess.py (raw table rows or "
            "image files to the model's input, numpy only); and model.json (inputs, "
            "preprocessing, class names, outputs, how to load each file)."
        ),
    )
    p.add_argument("run", metavar="RUN", help="a run folder or a run id from `tpugui runs`")
    p.add_argument("-o", "--output", metavar="DIR", help="the folder to write (default RUN/export)")
    add_common(p)
    p.set_defaults(func=main)


def add_common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--root", help="the runs folder a run id is looked up in")
    p.add_argument(
        "--base-dir",
        help="the folder a file: model's relative path is read from (default: the current one)",
    )


def main(args: argparse.Namespace) -> int:
    from tpugui.inference.export import MODEL_JSON, export
    from tpugui.inference.preprocess_code import FILE
    from tpugui.job import JobError

    try:
        out = export(args.run, args.output, args.base_dir, args.root)
    except JobError as exc:
        print(f"tpugui: {exc}", file=sys.stderr)
        return 2
    names = sorted(p.name + ("/" if p.is_dir() else "") for p in out.iterdir())
    print(
        f"exported to {out}: {', '.join(names)} (see {MODEL_JSON}; {FILE} turns raw rows or "
        "images into the model's input)"
    )
    return 0
