"""``tpugui predict RUN FILE... [--json]``: one prediction per example of the files
(:mod:`tpugui.inference.predict`): table rows, images, a folder of images, an npz. Plain output
is one line per example (where it came from, the prediction, its probability); ``--json`` a list
of ``{"prediction": ..., "probability": ...}`` in input order (probability for classification
and multilabel only). A file that cannot be read is named on stderr and the others are predicted.
Exit codes: 0; 1 some files were skipped (each named); 2 a run or input that cannot be used."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from tpugui.cli.export import add_common


def register(sub: Any) -> None:
    p = sub.add_parser(
        "predict",
        help="predict with a run's model: one line per table row, image or npz example",
        description=(
            "Read FILEs as RUN's training read its data (table rows by its plan, images at its "
            "size, an npz's data.x_key array, then the same map stage) and print one "
            "prediction per example, in input order (a folder's images sorted by path)."
        ),
    )
    p.add_argument("run", metavar="RUN", help="a run folder or a run id from `tpugui runs`")
    p.add_argument("files", metavar="FILE", nargs="+", help="table files, images, folders, .npz")
    p.add_argument("--json", action="store_true", help="a JSON list, one object per example")
    add_common(p)
    p.set_defaults(func=main)


def main(args: argparse.Namespace) -> int:
    from tpugui.inference.predict import predict_with
    from tpugui.inference.restore import restore
    from tpugui.job import JobError

    try:
        got = predict_with(restore(args.run, args.base_dir, args.root), args.files)
    except JobError as exc:
        print(f"tpugui: {exc}", file=sys.stderr)
        return 2
    for note in got.notes:  # how the input was brought to the model's size and scale
        print(f"tpugui: note: {note}", file=sys.stderr)
    for exc in got.skipped:  # a file that could not be read, by itself
        print(f"tpugui: skipped: {exc}", file=sys.stderr)
    done = 1 if got.skipped else 0
    if args.json:
        print(json.dumps(got.readings, ensure_ascii=False))
        return done
    width = max((len(n) for n in got.names), default=0)
    for name, reading in zip(got.names, got.readings, strict=True):
        print(f"{name:<{width}}  {line(reading)}")
    return done


def line(reading: dict[str, Any]) -> str:
    """``setosa  0.97``; ``cat, dog  0.91, 0.77``; ``151.2``."""
    pred, prob = reading["prediction"], reading.get("probability")
    if isinstance(pred, list):
        shown = ", ".join(_value(v) for v in pred) or "-"
        if prob is None:
            return shown
        return f"{shown}  {', '.join(f'{p:.4f}' for p in prob)}"
    return _value(pred) if prob is None else f"{_value(pred)}  {prob:.4f}"


def _value(v: Any) -> str:
    return f"{v:.6g}" if isinstance(v, float) else str(v)
