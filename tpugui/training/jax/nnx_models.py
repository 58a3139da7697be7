"""A Flax NNX module (``flax.nnx.Module``) as a :class:`tpugui.training.jax.models.Model`, the way Flax's own
examples are written today: the file's ``build_model`` returns the module it built with
``rngs=nnx.Rngs(0)``, already holding its initial weights.

The module is split once (``nnx.split``) into its graph and its state, and every step merges
them back inside the jitted step (``nnx.merge``), calls the module and splits off what the call
changed. So the run keeps working on plain pytrees, as for a linen Module: optax, jit, the
gradient all-reduce, orbax checkpoints, ``jax.export`` and the FLOPs count take them as they are.

* ``params``: every ``nnx.Param``, trained, as nested dicts of arrays keyed by the attribute
  names (a list's index as a string: ``{"layers": {"0": {"kernel": ...}}}``).
* ``state``: every other variable except the random-number streams (``nnx.BatchNorm``'s
  ``mean`` and ``var``, a model's own ``nnx.Variable``), the same shape; updated by training
  steps, kept by checkpoints and used to predict.
* train and evaluation: the module is split once after ``module.train()`` and once after
  ``module.eval()`` (``Dropout.deterministic``, ``BatchNorm.use_running_average``); a training
  step merges the first graph, evaluation, predict and export the second.
* random numbers: the run's key for the step (the seed folded with the step number) is given to
  ``__call__`` as ``rngs=nnx.Rngs(...)`` when it takes ``rngs`` (Flax's MNIST example calls
  ``self.dropout(x, rngs=rngs)``), and also reseeds the streams a module keeps itself
  (``nnx.Dropout(rate, rngs=rngs)``), so every step draws fresh and a resumed run draws as an
  uninterrupted one. ``train=`` / ``deterministic=`` are passed when ``__call__`` takes them.

The initial weights are the module's own (its ``nnx.Rngs`` seed), not ``train.seed``. flax and
jax are imported inside the functions.
"""

from __future__ import annotations

import inspect
from pathlib import Path
from typing import Any

from tpugui.training import models as spec

__all__ = ["functions"]


class _Layout:
    """An ``nnx.State``'s leaves as nested dicts keyed by name, and back."""

    def __init__(self, state: Any) -> None:
        import jax

        flat, self.treedef = jax.tree_util.tree_flatten_with_path(state)
        self.paths = [_names(path) for path, _ in flat]
        self.dtypes = [getattr(leaf, "dtype", None) for _, leaf in flat]
        if len(set(self.paths)) != len(self.paths):
            raise ValueError("two variables of the module have the same name")

    def tree(self, state: Any, cast: bool = False) -> dict[str, Any]:
        """``state`` (this layout's nnx.State) as nested dicts; ``cast``: each leaf in the dtype
        it had at the start (a bfloat16 step keeps float32 statistics)."""
        import jax

        out: dict[str, Any] = {}
        leaves = jax.tree.leaves(state)
        for path, leaf, dtype in zip(self.paths, leaves, self.dtypes, strict=True):
            if cast and dtype is not None and getattr(leaf, "dtype", dtype) != dtype:
                leaf = leaf.astype(dtype)
            node = out
            for name in path[:-1]:
                node = node.setdefault(name, {})
            node[path[-1]] = leaf
        return out

    def state(self, tree: dict[str, Any]) -> Any:
        """Nested dicts (as :meth:`tree` gives them) -> this layout's nnx.State."""
        import jax

        leaves = []
        for path in self.paths:
            node: Any = tree
            for name in path:
                node = node[name]
            leaves.append(node)
        return jax.tree.unflatten(self.treedef, leaves)


def _names(path: tuple[Any, ...]) -> tuple[str, ...]:
    """A key path as strings, less the Variable's own ``.value`` at its end."""
    import jax

    keys = list(path)
    if keys and isinstance(keys[-1], jax.tree_util.GetAttrKey):
        keys = keys[:-1]
    out = []
    for k in keys:
        for attr in ("key", "idx", "name"):
            if hasattr(k, attr):
                out.append(str(getattr(k, attr)))
                break
        else:
            out.append(str(k))
    return tuple(out)


def _call_parameters(module: Any) -> dict[str, inspect.Parameter]:
    try:
        return dict(inspect.signature(type(module).__call__).parameters)
    except (TypeError, ValueError):
        return {}


def functions(path: Path, module: Any) -> tuple[Any, Any]:
    """The NNX ``module`` built by the file at ``path`` as the ``(init, apply)`` of a
    :class:`tpugui.training.jax.models.Model`."""
    import jax
    from flax import nnx

    try:
        module.train()
        train_def, params, rngs, rest = nnx.split(module, nnx.Param, nnx.RngState, ...)
        module.eval()
        eval_def = nnx.split(module, nnx.Param, nnx.RngState, ...)[0]
        p_layout, s_layout = _Layout(params), _Layout(rest)
    except Exception as exc:
        raise spec.UserModelError(
            f"the Flax NNX module built by {path} cannot be split into its parameters and "
            f"state ({type(exc).__name__}: {exc}). Keep its layers and variables as attributes "
            "of the module (nnx.Param, nnx.BatchStat, nnx.Variable)."
        ) from exc
    rng_leaves, rng_def = jax.tree.flatten(rngs)
    takes = _call_parameters(module)
    kinds = (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)
    keywords = {n for n, p in takes.items() if p.kind in kinds}
    rngs_needed = "rngs" in takes and takes["rngs"].default is inspect.Parameter.empty

    def streams(key: Any) -> Any:
        """The module's own random-number streams, reseeded from ``key``."""
        import jax.numpy as jnp

        leaves = []
        for i, leaf in enumerate(rng_leaves):
            if jax.dtypes.issubdtype(getattr(leaf, "dtype", None), jax.dtypes.prng_key):
                leaves.append(jax.random.fold_in(key, i))
            else:  # a stream's count
                leaves.append(jnp.zeros_like(leaf))
        return jax.tree.unflatten(rng_def, leaves)

    def apply(params: Any, state: Any, x: Any, train: bool, rng: Any = None) -> tuple[Any, Any]:
        key = rng if rng is not None else jax.random.key(0)
        net = nnx.merge(
            train_def if train else eval_def,
            p_layout.state(params),
            streams(jax.random.fold_in(key, 1)),
            s_layout.state(state),
        )
        kwargs: dict[str, Any] = {}
        if "train" in keywords:
            kwargs["train"] = train
        if "deterministic" in keywords:
            kwargs["deterministic"] = not train
        if "rngs" in keywords and (rngs_needed or (train and rng is not None)):
            k_default, k_dropout = jax.random.split(jax.random.fold_in(key, 2))
            kwargs["rngs"] = nnx.Rngs(default=k_default, dropout=k_dropout)
        logits = net(x, **kwargs)
        if not train:
            return logits, state
        new_rest = nnx.split(net, nnx.Param, nnx.RngState, ...)[3]
        return logits, s_layout.tree(new_rest, cast=True)

    def init(seed: int, x: Any) -> tuple[Any, Any]:
        """The module's own weights and state; the model run once on ``x`` (traced, not
        computed), so a shape that does not fit is said here, naming the file."""
        p, s = p_layout.tree(params), s_layout.tree(rest)
        try:
            jax.eval_shape(lambda p, s, x: apply(p, s, x, False), p, s, x)
        except Exception as exc:
            shape = tuple(getattr(x, "shape", ()))
            raise spec.UserModelError(
                f"the Flax NNX module built by {path} failed on an input of shape {shape} "
                f"({type(exc).__name__}: {exc}). Make its first layer take (N, H, W, C) "
                "examples as build_model's input_shape gives them."
            ) from exc
        return p, s

    return init, apply
