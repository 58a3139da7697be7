"""The built-in architectures' shapes (shared by both frameworks) and user model files.

``mlp``, ``cnn`` and ``resnet`` are described here once, framework-free, so the Keras and torch
builders make the same network. ``file:PATH`` names a Python file that defines
``build_model(framework, input_shape, num_outputs)``: its protocol (and the optional loss,
optimizer and metrics hooks) is :mod:`tpugui.training.file_model`; :func:`check_model_file`
refuses a missing, unreadable or broken file before the run starts, naming
``model.architecture``. Qt-free, no frameworks.
"""

from __future__ import annotations

import ast
import math
from pathlib import Path
from typing import Any

from tpugui.i18n_marks import N_, Message
from tpugui.job_errors import JobError
from tpugui.training import file_model
from tpugui.training.file_model import FIELD, UserModelError, model_file

__all__ = [
    "BUILTIN",
    "MLP_UNITS",
    "CNN_FILTERS",
    "CNN_DENSE",
    "RESNET_WIDTHS",
    "FIELD",
    "UserModelError",
    "model_file",
    "check_model_file",
    "flax_kind",
    "build_user_model",
    "pool_plan",
    "after_pools",
    "resnet_strides",
]

BUILTIN = ("mlp", "cnn", "resnet")
#: what a run says when it takes a model file's final softmax or sigmoid off (every framework)
AS_LOGITS = N_(
    "the model file's last layer applies {activation}; tpugui trains on the values before it "
    "(the loss takes logits) and applies {activation} once when it predicts, so the model "
    "file needs no change"
)

#: a model file that only Flax can build, run by a backend of another framework
FLAX_ELSEWHERE = N_(
    "{path} builds a {kind} module, which only the {takers} backend trains (model.backend is "
    "{backend}). Set model.backend to {takers}, or return a {framework} model from build_model."
)
#: how :func:`flax_kind` names what a file builds
FLAX_KINDS = {"nnx": "Flax NNX", "linen": "Flax linen"}
#: the module a backend offers Flax model files with (its descriptor's ``model_templates``)
FLAX = "flax"

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


# --- user model files (the protocol: tpugui.training.file_model) ------------------------------


def check_model_file(
    architecture: str, base_dir: str | Path | None, backend: str | None = None
) -> Path | None:
    """Refuse a user model file that cannot work, before any framework is imported: every
    problem :func:`file_model.check` finds, and (with ``backend``) a file that builds only a
    Flax model (:func:`flax_kind`) under a backend of another framework, as one
    :class:`JobError` at ``model.architecture``. The file's path (None for a built-in
    architecture)."""
    path = model_file(architecture, base_dir)
    if path is None:
        return None
    found = file_model.check(path)
    if not found and backend is not None:
        found = _flax_elsewhere(path, backend)
    if found:
        raise JobError.of(found)
    return path


def _flax_takers() -> tuple[list[str], set[str]]:
    """The backends that train Flax models (their descriptors offer a Flax template) and the
    top-level modules of every other backend's framework (and Keras)."""
    from tpugui import backends

    every = backends.all_backends()
    takers = [b.name for b in every if any(n == FLAX for _, n in b.model_templates)]
    others = {b.module.split(".")[0] for b in every if b.name not in takers and b.module}
    return takers, others | {"keras"}


def _flax_elsewhere(path: Path, backend: str) -> list[tuple[str, Message]]:
    """A file that builds only a Flax model, under a backend that does not train Flax."""
    from tpugui import backends

    takers, others = _flax_takers()
    kind = flax_kind(path, others)
    if kind is None or not takers or backend in takers:
        return []
    args = {"path": str(path), "kind": FLAX_KINDS[kind], "backend": backend}
    args |= {"takers": " / ".join(takers), "framework": backends.family_of(backend)}
    return [(FIELD, Message(FLAX_ELSEWHERE, args))]


def flax_kind(path: str | Path, others: set[str] | None = None) -> str | None:
    """What the model file at ``path`` builds, read from its source (never imported): ``"nnx"``
    when it imports Flax NNX (``from flax import nnx``) or subclasses ``nnx.Module``,
    ``"linen"`` when it imports ``flax.linen`` and not NNX; None when it imports another
    framework too (``others``, top-level module names; the backends' frameworks by default: its
    ``build_model`` may choose by ``framework``), no Flax, or cannot be read."""
    if others is None:
        others = _flax_takers()[1]
    try:
        tree = ast.parse(Path(path).read_bytes().decode("utf-8"))
    except (OSError, UnicodeDecodeError, SyntaxError, ValueError):
        return None
    roots: set[str] = set()
    flax: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                parts = alias.name.split(".")
                roots.add(parts[0])
                if parts[0] == FLAX and len(parts) > 1:
                    flax.add(parts[1])
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            parts = node.module.split(".")
            roots.add(parts[0])
            if parts[0] == FLAX:
                flax.update(parts[1:2] or [a.name for a in node.names])
        elif isinstance(node, ast.ClassDef):
            for base in node.bases:
                if isinstance(base, ast.Attribute) and ast.unparse(base) == "nnx.Module":
                    flax.add("nnx")
    if roots & others or FLAX not in roots:
        return None
    if "nnx" in flax:
        return "nnx"
    return "linen" if "linen" in flax else None


def build_user_model(
    path: Path,
    framework: str,
    input_shape: tuple[int, ...],
    num_outputs: int,
    kind: tuple[type, str] | None = None,
) -> Any:
    """Import the file (once) and call its ``build_model``; any error names the file. With
    ``kind`` (the class and its name, ``(keras.Model, "keras.Model")``) what it returned must
    be one."""
    model = file_model.build(path, framework, input_shape, num_outputs)
    if kind is not None and not isinstance(model, kind[0]):
        raise UserModelError(
            f"build_model in {path} returned {type(model).__name__}, not a {kind[1]}"
        )
    return model
