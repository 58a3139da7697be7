"""``file:`` models: the protocol a model file follows, for every framework, stated once here.

``model.architecture = "file:PATH"`` names a Python file (PATH relative to the job file's folder,
or absolute). The run imports it once and calls its ``build_model``; the file may also define
hooks that replace the job's loss, optimizer and metrics. The window's Browse… and "New model
file…" buttons pick or write such a file; :func:`template` is the commented start each writes.

The model
---------

``build_model(framework, input_shape, num_outputs)`` — required; returns the model.

- ``framework``: the framework's name: tensorflow, torch (the torch and torch_xla backends) or jax.
- ``input_shape``: one example's shape as the job's data gives it, ``(H, W, C)`` (a table's row
  is a 1-high image ``(1, features, 1)``).
- ``num_outputs``: how many values the model gives per example, from ``model.task``:
  classification one per class, multilabel one per label, regression one per target value.

The outputs are **logits**: no softmax or sigmoid at the end (the task's loss applies it). What
each framework's model is:

- tensorflow: a ``keras.Model`` taking ``(N, H, W, C)``; keep the last layer float32
  (``dtype="float32"``) so a mixed-precision run keeps a stable loss.
- torch: a ``torch.nn.Module`` taking ``(N, C, H, W)`` float32 (channels first).
- jax: a Flax NNX ``nnx.Module`` built with ``rngs=nnx.Rngs(0)``, as Flax's examples are
  written (its ``nnx.Param`` variables are trained, its other variables, such as
  ``nnx.BatchNorm``'s statistics, are the run's state; training steps run it as
  ``model.train()`` does, evaluation and predictions as ``model.eval()``; ``__call__`` gets
  ``rngs=nnx.Rngs(...)`` with a fresh key each step when it takes ``rngs``); a Flax linen
  ``Module`` (``nn.Dropout`` and ``nn.BatchNorm`` work: its ``params`` are trained, its other
  collections, such as ``batch_stats``, are the run's state; when its ``__call__`` takes
  ``train`` (or ``deterministic``) the run passes it; dropout draws from a fresh
  ``"dropout"`` key each step); or any object with ``init(rng, x) -> params`` and
  ``apply(params, x) -> logits``, or that pair of functions (``return init, apply``), with
  ``apply`` pure (``apply`` may also take ``train=`` and ``rng=`` keywords). ``x`` is
  ``(N, H, W, C)``. See :mod:`tpugui.training.jax.models`.

Targets, as the hooks below see them: classification integer class indices ``(N,)``;
multilabel 0/1 per label ``(N, num_outputs)``; regression the target values
``(N, num_outputs)``.

Optional hooks (module-level functions; each one defined replaces a built-in)
------------------------------------------------------------------------------

- ``make_loss(framework, task)`` -> a callable ``loss(outputs, targets)`` returning the batch's
  mean loss as that framework's scalar tensor; used instead of the task's built-in loss
  (``task`` is ``model.task``). Note the order: outputs first (Keras's own losses take
  ``(y_true, y_pred)``).
- ``make_optimizer(framework, learning_rate)`` -> tensorflow: a ``keras.optimizers.Optimizer``;
  torch: a function ``params -> torch.optim.Optimizer``; jax: an ``optax.GradientTransformation``.
  ``learning_rate`` is the job's learning rate as the backend uses it (for Keras and optax it
  may be a schedule; both take either): pass it on unchanged to follow ``train.schedule``.
- ``metrics(framework)`` -> a dict ``name -> callable(outputs, targets)`` returning the batch's
  mean value; each is reported every epoch as ``name`` (training) and ``val_name``
  (validation) beside the built-in ones. A name is a word (letters, digits, ``_``), not
  ``loss``, not starting with ``val_``.

:func:`check` reads the file without importing it (``ast``): it exists, is UTF-8 Python that
parses, defines ``build_model`` taking three positional arguments and gives each hook it
defines the right number. :func:`load` imports the file (once per path and version);
:func:`hooks` gives the hooks a run uses (:class:`FileHooks`). Qt-free; no framework is
imported here.
"""

from __future__ import annotations

import ast
import hashlib
import importlib.util
import re
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from tpugui.i18n_marks import N_, Message
from tpugui.sources.base import resolve_path
from tpugui.training import limits

__all__ = [
    "FIELD",
    "BUILD",
    "HOOKS",
    "FileHooks",
    "UserModelError",
    "model_file",
    "check",
    "problems",
    "load",
    "build",
    "hooks",
    "template",
    "template_name",
    "template_backends",
]

FIELD = "model.architecture"
#: the required function and its parameters
BUILD = ("build_model", ("framework", "input_shape", "num_outputs"))
#: the optional hooks and their parameters
HOOKS: dict[str, tuple[str, ...]] = {
    "make_loss": ("framework", "task"),
    "make_optimizer": ("framework", "learning_rate"),
    "metrics": ("framework",),
}
#: log names a metric of a model file may not take (the run's own)
RESERVED_METRICS = ("loss", "lr")
METRIC_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")

NOT_FOUND = N_("model file not found: {path}; check the path")
UNREADABLE = N_("cannot read model file {path}: {error}")
NOT_UTF8 = N_("{path} is not UTF-8 text (byte {offset}); save the model file as UTF-8")
SYNTAX = N_("{path} has a syntax error at line {line}: {error}; fix the file")
NO_BUILD = N_(
    "{path} defines no build_model(framework, input_shape, num_outputs); add that function"
)
ARITY = N_(
    "{name} in {path} (line {line}) takes {count} positional argument(s); it must take ({params})"
)
KEYWORD_ONLY = N_(
    "{name} in {path} (line {line}) needs the keyword argument {argument}, which the run never "
    "passes; give it a default"
)
NOT_A_FUNCTION = N_(
    "{name} in {path} (line {line}) is not a function; define it as def {name}({params})"
)

Problem = tuple[str, Message]


class UserModelError(RuntimeError):
    """A user's model file failed while loading or building (the cause is chained)."""


def model_file(architecture: str, base_dir: str | Path | None) -> Path | None:
    """The file a ``file:PATH`` architecture names (None for a built-in one)."""
    if not architecture.startswith("file:"):
        return None
    return resolve_path(architecture[5:], base_dir)


# --- the check: read, never imported ----------------------------------------------------------


def problems(architecture: str, base_dir: str | Path | None) -> list[Problem]:
    """:func:`check` of the file ``architecture`` names; ``[]`` for a built-in architecture."""
    path = model_file(architecture, base_dir)
    return [] if path is None else check(path)


def check(path: str | Path) -> list[Problem]:
    """What keeps the model file at ``path`` from working, as ``(model.architecture, Message)``
    pairs, found by reading and parsing it (nothing is imported, no framework)."""
    p = Path(path)

    def problem(template: str, **args: Any) -> list[Problem]:
        return [(FIELD, Message(template, {"path": str(p), **args}))]

    try:
        if not p.exists():
            return problem(NOT_FOUND)
        if not p.is_file():
            return problem(limits.MODEL_NOT_A_FILE)
        size = p.stat().st_size
        if size > limits.MODEL_FILE_MAX:  # the same words as the job's path check
            return problem(
                limits.MODEL_TOO_BIG,
                size=limits.size_text(size),
                most=limits.size_text(limits.MODEL_FILE_MAX),
            )
        data = p.read_bytes()
    except OSError as exc:
        return problem(UNREADABLE, error=exc.strerror or str(exc))
    try:
        source = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        return problem(NOT_UTF8, offset=exc.start)
    try:
        tree = ast.parse(source, filename=str(p))
    except SyntaxError as exc:
        return problem(SYNTAX, line=exc.lineno or 0, error=exc.msg)
    except ValueError as exc:  # a NUL byte in the source
        return problem(SYNTAX, line=0, error=str(exc))
    names = _top_level(tree)
    out: list[Problem] = []
    name, params = BUILD
    if name not in names:
        out += problem(NO_BUILD)
    for name, params in [BUILD, *HOOKS.items()]:
        node = names.get(name)
        if node is not None:
            out += [(FIELD, m) for m in _signature_problems(node, name, params, p)]
    return out


def _top_level(tree: ast.Module) -> dict[str, ast.AST]:
    """The last top-level binding of each name: a ``def``, an assignment or an import (the
    module's names as Python leaves them; ``if``/``try`` blocks are looked into)."""
    names: dict[str, ast.AST] = {}

    def visit(body: list[ast.stmt]) -> None:
        for node in body:
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                names[node.name] = node
            elif isinstance(node, ast.Assign):
                for target in node.targets:
                    if isinstance(target, ast.Name):
                        names[target.id] = node
            elif isinstance(node, ast.AnnAssign | ast.AugAssign):
                if isinstance(node.target, ast.Name):
                    names[node.target.id] = node
            elif isinstance(node, ast.Import | ast.ImportFrom):
                for alias in node.names:
                    bound = alias.asname or alias.name.split(".")[0]
                    names[bound] = node
            elif isinstance(node, ast.If | ast.Try | ast.With):
                visit(node.body)
                for extra in (getattr(node, "orelse", []), getattr(node, "finalbody", [])):
                    visit(extra)
                for handler in getattr(node, "handlers", []):
                    visit(handler.body)

    visit(tree.body)
    return names


_LITERALS = (
    ast.Constant,
    ast.Dict,
    ast.List,
    ast.Tuple,
    ast.Set,
    ast.DictComp,
    ast.ListComp,
    ast.SetComp,
    ast.JoinedStr,
)


def _signature_problems(
    node: ast.AST, name: str, params: tuple[str, ...], path: Path
) -> list[Message]:
    base = {"name": name, "path": str(path), "params": ", ".join(params)}
    if isinstance(node, ast.Import | ast.ImportFrom):
        return []  # a module (``from keras import metrics``) is no hook; a function can't be told
    if isinstance(node, ast.Assign | ast.AnnAssign | ast.AugAssign):
        value = node.value
        if isinstance(value, _LITERALS):
            return [Message(NOT_A_FUNCTION, {**base, "line": node.lineno})]
        if isinstance(value, ast.Lambda):
            return _arity(value.args, len(params), {**base, "line": node.lineno})
        return []  # made at import time (a functools.partial, a factory's result): the run sees
    if isinstance(node, ast.ClassDef):
        return []  # a class is called with its __init__'s arguments: the run sees
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
        decorated = bool(node.decorator_list)  # a decorator may change the signature
        found = _arity(node.args, len(params), {**base, "line": node.lineno})
        return [] if decorated else found
    return []


def _arity(args: ast.arguments, wanted: int, base: dict[str, Any]) -> list[Message]:
    positional = len(args.posonlyargs) + len(args.args)
    required = positional - len(args.defaults)
    if (positional < wanted and args.vararg is None) or required > wanted:
        return [Message(ARITY, {**base, "count": positional})]
    for arg, default in zip(args.kwonlyargs, args.kw_defaults, strict=True):
        if default is None:
            return [Message(KEYWORD_ONLY, {**base, "argument": arg.arg})]
    return []


# --- the import: once per file --------------------------------------------------------------

_LOADED: dict[tuple[str, int, int], ModuleType] = {}
_LOCK = threading.RLock()  # a model file may itself load another


def load(path: str | Path) -> ModuleType:
    """The model file at ``path`` imported (once per path while the file is unchanged: the
    model and every hook come from the same module). Any failure is a :class:`UserModelError`
    naming the file."""
    p = Path(path).expanduser().resolve()
    try:
        st = p.stat()
    except OSError as exc:
        raise UserModelError(f"model file {p} cannot be read: {exc}") from exc
    key = (str(p), st.st_mtime_ns, st.st_size)
    with _LOCK:
        module = _LOADED.get(key)
        if module is not None:
            return module
        digest = hashlib.sha1(str(p).encode()).hexdigest()[:12]
        name = f"tpugui_user_model_{digest}"
        try:
            spec = importlib.util.spec_from_file_location(name, p)
            if spec is None or spec.loader is None:
                raise UserModelError(f"{p}: not a Python file")
            module = importlib.util.module_from_spec(spec)
            sys.modules[name] = module  # pickling (torch's spawned workers) finds its classes
            spec.loader.exec_module(module)
        except UserModelError:
            raise
        except BaseException as exc:
            sys.modules.pop(name, None)
            if isinstance(exc, KeyboardInterrupt):
                raise
            raise UserModelError(
                f"model file {p} failed to load: {type(exc).__name__}: {exc}"
            ) from exc
        _LOADED[key] = module
        return module


def build(path: str | Path, framework: str, input_shape: tuple[int, ...], num_outputs: int) -> Any:
    """The file's ``build_model(framework, input_shape, num_outputs)``; any error names it."""
    module = load(path)
    builder = getattr(module, BUILD[0], None)
    if not callable(builder):
        raise UserModelError(
            f"{path} defines no build_model(framework, input_shape, num_outputs); add that function"
        )
    try:
        model = builder(framework, tuple(int(n) for n in input_shape), int(num_outputs))
    except Exception as exc:
        raise UserModelError(f"build_model in {path} raised {type(exc).__name__}: {exc}") from exc
    if model is None:
        raise UserModelError(f"build_model in {path} returned None; return a {framework} model")
    return model


# --- the hooks ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class FileHooks:
    """The optional hooks of a model file, each the file's own factory or None (a built-in
    architecture has none). The backends call the methods, which check what a factory
    returns and name the file when it fails:

    - ``loss(framework, task)`` -> ``loss(outputs, targets)`` or None (the task's loss);
    - ``optimizer(framework, learning_rate)`` -> the framework's optimizer (see the module's
      docstring) or None (the job's ``train.optimizer``);
    - ``metric_fns(framework)`` -> ``{name: fn(outputs, targets)}`` (``{}`` without the hook).
    """

    path: Path | None = None
    make_loss: Callable[[str, str], Any] | None = None
    make_optimizer: Callable[[str, Any], Any] | None = None
    metrics: Callable[[str], Any] | None = None

    @property
    def any(self) -> bool:
        return any(f is not None for f in (self.make_loss, self.make_optimizer, self.metrics))

    def _call(self, name: str, factory: Callable[..., Any], *args: Any) -> Any:
        try:
            return factory(*args)
        except Exception as exc:
            raise UserModelError(
                f"{name} in {self.path} raised {type(exc).__name__}: {exc}"
            ) from exc

    def loss(self, framework: str, task: str) -> Callable[[Any, Any], Any] | None:
        if self.make_loss is None:
            return None
        fn = self._call("make_loss", self.make_loss, framework, task)
        if not callable(fn):
            raise UserModelError(
                f"make_loss in {self.path} returned {type(fn).__name__}; return a function "
                "loss(outputs, targets) giving the batch's mean loss"
            )
        return fn

    def optimizer(self, framework: str, learning_rate: Any) -> Any:
        if self.make_optimizer is None:
            return None
        made = self._call("make_optimizer", self.make_optimizer, framework, learning_rate)
        ok, wanted = _optimizer_ok(framework, made)
        if not ok:
            raise UserModelError(
                f"make_optimizer in {self.path} returned {type(made).__name__}; for {framework} "
                f"return {wanted}"
            )
        return made

    def metric_fns(self, framework: str) -> dict[str, Callable[[Any, Any], Any]]:
        if self.metrics is None:
            return {}
        made = self._call("metrics", self.metrics, framework)
        if not isinstance(made, dict):
            raise UserModelError(
                f"metrics in {self.path} returned {type(made).__name__}; return a dict "
                "{name: fn(outputs, targets)}"
            )
        for name, fn in made.items():
            bad = (
                not isinstance(name, str)
                or not METRIC_NAME.match(name)
                or name in RESERVED_METRICS
                or name.startswith("val_")
            )
            if bad:
                raise UserModelError(
                    f"metrics in {self.path}: the name {name!r} cannot be a log's name; use a "
                    "word (letters, digits, _) other than loss or lr, not starting with val_"
                )
            if not callable(fn):
                raise UserModelError(
                    f"metrics in {self.path}: {name!r} is a {type(fn).__name__}; give a "
                    "function fn(outputs, targets) returning the batch's mean value"
                )
        return dict(made)


def _optimizer_ok(framework: str, made: Any) -> tuple[bool, str]:
    """Duck-typed, no framework imported: what the framework's backend will do with it (its
    descriptor's ``optimizer_methods``; none: a function ``params -> optimizer``)."""
    from tpugui import backends

    descriptor = next((b for b in backends.all_backends() if b.family == framework), None)
    if descriptor is None:
        return callable(made), "a function params -> optimizer"
    methods = descriptor.optimizer_methods
    ok = all(callable(getattr(made, m, None)) for m in methods) if methods else callable(made)
    return ok, descriptor.optimizer_words


def hooks(architecture: str, base_dir: str | Path | None) -> FileHooks:
    """The hooks of the model file ``architecture`` names (imported by :func:`load`, so the
    same module :func:`build` used); an empty :class:`FileHooks` for a built-in one."""
    path = model_file(architecture, base_dir)
    if path is None:
        return FileHooks()
    module = load(path)
    found: dict[str, Any] = {}
    for name in HOOKS:
        value = getattr(module, name, None)
        if value is None or isinstance(value, ModuleType):
            continue  # absent, or a module of that name (``from keras import metrics``)
        if not callable(value):
            raise UserModelError(
                f"{name} in {path} is a {type(value).__name__}, not a function; define it as "
                f"def {name}({', '.join(HOOKS[name])})"
            )
        found[name] = value
    return FileHooks(
        path, found.get("make_loss"), found.get("make_optimizer"), found.get("metrics")
    )


# --- the templates ------------------------------------------------------------------------------

TEMPLATE_DIR = Path(__file__).resolve().parent.parent / "resources" / "model_templates"


def template_backends() -> tuple[str, ...]:
    """The backends that offer a model-file template (their descriptors' ``model_templates``)."""
    from tpugui import backends

    return tuple(b.name for b in backends.all_backends() if b.model_templates)


def template_name(backend: str, flax: bool | None = None) -> str:
    """The template file for ``backend``: the first of its descriptor's ``model_templates``
    whose module is installed here (found without importing it). ``flax`` (True/False) says
    whether a template needing Flax may be chosen, whatever is installed."""
    from tpugui import backends

    try:
        choices = backends.get(backend).model_templates
    except KeyError:
        choices = ()
    if not choices:
        raise ValueError(f"no model template for the backend {backend!r}")
    for name, needs in choices:
        if not needs:
            return name
        have = importlib.util.find_spec(needs) is not None if flax is None else flax
        if have:
            return name
    return choices[-1][0]


def template(backend: str, flax: bool | None = None) -> str:
    """A commented model file for ``backend`` that trains as it is with the task's built-in
    loss, and shows the optional hooks commented out."""
    return (TEMPLATE_DIR / template_name(backend, flax)).read_text(encoding="utf-8")
