"""The built-in architectures' shapes (shared by both frameworks) and user model files.

``mlp``, ``cnn`` and ``resnet`` are described here once, framework-free, so the Keras and torch
builders make the same network. ``file:PATH`` names a Python file that defines
``build_model(framework, input_shape, num_classes)`` (framework is ``"tensorflow"`` or ``"torch"``,
input_shape is ``(H, W, C)``); :func:`check_model_file` refuses a missing, unreadable or broken
file before the run starts, naming ``model.architecture``. Qt-free, no frameworks.
"""

from __future__ import annotations

import ast
import importlib.util
import math
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tpugui.i18n_marks import N_
from tpugui.job_errors import job_error

BUILTIN = ("mlp", "cnn", "resnet")
FIELD = "model.architecture"

#: hidden widths of the mlp
MLP_UNITS = (128, 64)
#: the cnn: two 3x3 convolutions (32, 64 filters), then pools down to about 4x4, then dense 128
CNN_FILTERS = (32, 64)
CNN_DENSE = 128
#: the resnet: a 3x3 stem, then stages of two basic blocks; stages after the first halve H, W
RESNET_WIDTHS = (32, 64, 128)


def pool_plan(height: int, width: int) -> list[tuple[int, int]]:
    """The cnn's 2x2 max-pools (pool sizes) that bring H, W down to about 4 (at least one)."""
    pools: list[tuple[int, int]] = []
    h, w = height, width
    n = max(1, math.ceil(math.log2(max(min(h, w), 1) / 4))) if min(h, w) > 4 else 1
    for _ in range(n):
        ph, pw = (2 if h >= 2 else 1), (2 if w >= 2 else 1)
        pools.append((ph, pw))
        h, w = h // ph, w // pw
    return pools


def after_pools(height: int, width: int) -> tuple[int, int]:
    h, w = height, width
    for ph, pw in pool_plan(height, width):
        h, w = h // ph, w // pw
    return h, w


def resnet_strides(height: int, width: int) -> list[int]:
    """Stride of each stage: 1 for the first, 2 for the others while the image is > 4 px."""
    strides, h = [], min(height, width)
    for i in range(len(RESNET_WIDTHS)):
        s = 1 if i == 0 or h <= 4 else 2
        strides.append(s)
        h = math.ceil(h / s)
    return strides


# --- user model files ---------------------------------------------------------------------


def model_file(architecture: str, base_dir: str | Path | None) -> Path | None:
    if not architecture.startswith("file:"):
        return None
    p = Path(architecture[5:]).expanduser()
    if not p.is_absolute() and base_dir is not None:
        p = Path(base_dir) / p
    return p


def check_model_file(architecture: str, base_dir: str | Path | None) -> Path | None:
    """Refuse a user model file that cannot work, before any framework is imported."""
    path = model_file(architecture, base_dir)
    if path is None:
        return None
    try:
        source = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise job_error(
            FIELD, N_("model file not found: {path}; check the path"), path=str(path)
        ) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise job_error(
            FIELD, N_("cannot read model file {path}: {error}"), path=str(path), error=str(exc)
        ) from None
    try:
        tree = ast.parse(source, filename=str(path))
    except SyntaxError as exc:
        raise job_error(
            FIELD,
            N_("{path} has a syntax error at line {line}: {error}; fix the file"),
            path=str(path),
            line=exc.lineno,
            error=exc.msg,
        ) from None
    fns = [
        n
        for n in tree.body
        if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef) and n.name == "build_model"
    ]
    if not fns:
        raise job_error(
            FIELD,
            N_(
                "{path} defines no build_model(framework, input_shape, "
                "num_classes); add that function"
            ),
            path=str(path),
        )
    args = fns[0].args
    n_args = len(args.posonlyargs) + len(args.args)
    if n_args < 3 and args.vararg is None:
        raise job_error(
            FIELD,
            N_(
                "build_model in {path} takes {count} argument(s); it must take "
                "(framework, input_shape, num_classes)"
            ),
            path=str(path),
            count=n_args,
        )
    return path


class UserModelError(RuntimeError):
    """A user's model file failed while loading or building (the cause is chained)."""


def build_user_model(
    path: Path, framework: str, input_shape: tuple[int, ...], num_classes: int
) -> Any:
    """Import the file and call its ``build_model``; any error names the file."""
    name = f"tpugui_user_model_{abs(hash(str(path)))}"
    try:
        spec = importlib.util.spec_from_file_location(name, path)
        if spec is None or spec.loader is None:
            raise UserModelError(f"{path}: not a Python file")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
        builder: Callable[..., Any] = module.build_model
    except UserModelError:
        raise
    except Exception as exc:
        raise UserModelError(
            f"model file {path} failed to load: {type(exc).__name__}: {exc}"
        ) from exc
    try:
        model = builder(framework, tuple(input_shape), int(num_classes))
    except Exception as exc:
        raise UserModelError(f"build_model in {path} raised {type(exc).__name__}: {exc}") from exc
    if model is None:
        raise UserModelError(f"build_model in {path} returned None; return a {framework} model")
    return model
