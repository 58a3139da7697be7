"""The built-in networks in plain JAX (channels-last), the same layers as
:mod:`tpugui.training.tensorflow.models`.

A model here is a :class:`Model`: ``init(seed, x) -> (params, state)`` and
``apply(params, state, x, train, rng=None) -> (logits, new_state)``; ``state`` holds what is not
trained (batch-norm statistics; ``{}`` for a model without); ``rng`` is a fresh
``jax.random`` key for each training step (dropout draws from it) and None at evaluation.
``x`` is ``(N, H, W, C)``; the logits ``(N, num_outputs)``. Parameters are a pytree of arrays,
so optax, jit, sharding and orbax take them as they are: no Flax is needed for three small
networks. The built-in networks draw their initial weights with numpy (Glorot uniform, as
Keras; seeded): XLA on CPU takes seconds to compile a random-number program per weight shape,
numpy microseconds.

A ``file:`` model for the jax backend (the protocol: :mod:`tpugui.training.file_model`): the
file's ``build_model(framework, input_shape, num_outputs)`` (framework: ``BACKEND.name``)
returns one of

* a Flax NNX ``Module`` (``flax.nnx``), built with its own ``rngs=nnx.Rngs(0)``: split into
  its ``nnx.Param`` variables (trained) and its other variables (``BatchNorm``'s statistics: the
  state) and merged back in each step (:mod:`tpugui.training.jax.nnx_models`);
* a Flax linen ``Module``: initialised with ``rngs={"params": k, "dropout": k2}``; its
  ``params`` collection is trained, every other one (``batch_stats``...) is the state, updated
  by training steps (``mutable``); ``train=`` (or ``deterministic=``) is passed when its
  ``__call__`` takes it, and ``rngs={"dropout": rng}`` when the step gives a key;
* an object with ``init(rng, x)`` -> params and ``apply(params, x)`` -> logits; or
* a pair of functions ``(init, apply)`` with those signatures.

For the last two ``apply`` must be pure (no state); it is also given ``train=`` and ``rng=``
when it takes those keywords. jax (and flax) are imported inside the functions.
"""

from __future__ import annotations

import inspect
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from tpugui.backends.jax import BACKEND
from tpugui.training import models as spec
from tpugui.training.jax import nnx_models

BN_MOMENTUM = 0.99  # Keras's BatchNormalization default
BN_EPS = 1e-3


@dataclass
class Model:
    #: ``init(seed, x) -> (params, state)``
    init: Callable[[int, Any], tuple[Any, Any]]
    #: ``apply(params, state, x, train, rng=None) -> (logits, new_state)``
    apply: Callable[..., tuple[Any, Any]]


def build(
    architecture: str,
    input_shape: tuple[int, ...],
    num_outputs: int,
    base_dir: str | Path | None = None,
) -> Model:
    path = spec.model_file(architecture, base_dir)
    if path is not None:
        return _user(path, input_shape, num_outputs)
    h, w, c = (tuple(input_shape) + (1, 1, 1))[:3]
    return {"mlp": _mlp, "cnn": _cnn, "resnet": _resnet}[architecture](h, w, c, num_outputs)


def _user(path: Path, input_shape: tuple[int, ...], num_outputs: int) -> Model:
    made = spec.build_user_model(path, BACKEND.name, input_shape, num_outputs)
    if _is_flax_nnx(made):
        return Model(*nnx_models.functions(path, made))
    if _is_flax_linen(made):
        return _flax(path, made)
    if isinstance(made, tuple | list) and len(made) == 2 and all(callable(f) for f in made):
        init_fn, apply_fn = made
    elif callable(getattr(made, "init", None)) and callable(getattr(made, "apply", None)):
        init_fn, apply_fn = made.init, made.apply
    else:
        raise spec.UserModelError(
            f"build_model in {path} returned {_what(made)}, which the {BACKEND.name} backend "
            "cannot train. Return a Flax NNX Module (an nnx.Module instance, built with "
            "rngs=nnx.Rngs(0)), a Flax linen Module, a pair of functions (init, apply) or an "
            "object with init(rng, x) and apply(params, x)."
        )
    takes = _keywords(apply_fn)

    def init(seed: int, x: Any) -> tuple[Any, Any]:
        import jax

        try:
            return init_fn(jax.random.key(seed), x), {}
        except Exception as exc:
            raise spec.UserModelError(f"init of the model in {path} raised {exc!r}") from exc

    def apply(params: Any, state: Any, x: Any, train: bool, rng: Any = None) -> tuple[Any, Any]:
        kwargs: dict[str, Any] = {}
        if "train" in takes:
            kwargs["train"] = train
        if "rng" in takes:
            kwargs["rng"] = rng
        return apply_fn(params, x, **kwargs), state

    return Model(init, apply)


def _what(made: Any) -> str:
    """What a model file returned, in words: a class itself is said so (a module class not
    instantiated is the usual slip)."""
    if isinstance(made, type):
        return f"the class {made.__name__} (not an instance of it)"
    return f"an object of type {type(made).__name__}"


def _is_flax_linen(made: Any) -> bool:
    linen = sys.modules.get("flax.linen")  # a Flax module means its file imported Flax
    return linen is not None and isinstance(made, linen.Module)


def _is_flax_nnx(made: Any) -> bool:
    nnx = sys.modules.get("flax.nnx")
    return nnx is not None and isinstance(made, nnx.Module)


def _keywords(fn: Any) -> set[str]:
    """The names ``fn`` takes by keyword (``**kwargs`` takes none of ours: not guessed)."""
    try:
        params = inspect.signature(fn).parameters.values()
    except (TypeError, ValueError):
        return set()
    kinds = (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)
    return {p.name for p in params if p.kind in kinds}


def _flax(path: Path, module: Any) -> Model:
    """A Flax linen Module as a :class:`Model`: ``params`` trained, the other collections the
    state (``mutable`` in training steps), ``train``/``deterministic`` passed when its
    ``__call__`` takes them, dropout's key from the step."""
    takes = _keywords(type(module).__call__)

    def mode(train: bool) -> dict[str, Any]:
        if "train" in takes:
            return {"train": train}
        if "deterministic" in takes:
            return {"deterministic": not train}
        return {}

    def init(seed: int, x: Any) -> tuple[Any, Any]:
        import jax

        k_params, k_dropout = jax.random.split(jax.random.key(seed))
        try:
            variables = module.init({"params": k_params, "dropout": k_dropout}, x, **mode(False))
        except Exception as exc:
            raise spec.UserModelError(f"init of the model in {path} raised {exc!r}") from exc
        variables = dict(variables)
        params = variables.pop("params", {})
        return params, variables

    def apply(params: Any, state: Any, x: Any, train: bool, rng: Any = None) -> tuple[Any, Any]:
        variables = {"params": params, **state}
        rngs = {"dropout": rng} if rng is not None else None
        if train and state:
            logits, mutated = module.apply(
                variables, x, rngs=rngs, mutable=list(state), **mode(train)
            )
            return logits, {**state, **dict(mutated)}
        return module.apply(variables, x, rngs=rngs, **mode(train)), state

    return Model(init, apply)


# --- layers -----------------------------------------------------------------------------------


def _glorot(rng: Any, shape: tuple[int, ...], fan_in: int, fan_out: int) -> Any:
    limit = (6.0 / (fan_in + fan_out)) ** 0.5
    return rng.uniform(-limit, limit, shape).astype(np.float32)


def _dense_init(rng: Any, n_in: int, n_out: int) -> dict[str, Any]:
    return {"w": _glorot(rng, (n_in, n_out), n_in, n_out), "b": np.zeros((n_out,), np.float32)}


def _dense(p: dict[str, Any], x: Any) -> Any:
    return x @ p["w"].astype(x.dtype) + p["b"].astype(x.dtype)


def _conv_init(rng: Any, k: int, cin: int, cout: int, bias: bool = True) -> dict[str, Any]:
    p = {"w": _glorot(rng, (k, k, cin, cout), k * k * cin, k * k * cout)}
    if bias:
        p["b"] = np.zeros((cout,), np.float32)
    return p


def _conv(p: dict[str, Any], x: Any, stride: int = 1) -> Any:
    import jax

    w = p["w"].astype(x.dtype)
    k = w.shape[0]
    pad = "SAME" if k > 1 else "VALID"
    y = jax.lax.conv_general_dilated(
        x, w, (stride, stride), pad, dimension_numbers=("NHWC", "HWIO", "NHWC")
    )
    if "b" in p:
        y = y + p["b"].astype(y.dtype)
    return y


def _max_pool(x: Any, ph: int, pw: int) -> Any:
    import jax

    # a Python scalar init (as Flax's max_pool): reduce_window's autodiff needs a constant
    win = (1, ph, pw, 1)
    return jax.lax.reduce_window(x, -float("inf"), jax.lax.max, win, win, "VALID")


def _bn_init(c: int) -> tuple[dict[str, Any], dict[str, Any]]:
    params = {"scale": np.ones((c,), np.float32), "bias": np.zeros((c,), np.float32)}
    state = {"mean": np.zeros((c,), np.float32), "var": np.ones((c,), np.float32)}
    return params, state


def _bn(p: dict[str, Any], s: dict[str, Any], x: Any, train: bool) -> tuple[Any, dict[str, Any]]:
    """Batch norm over N, H, W (statistics in float32; under jit with a batch sharded over the
    devices the mean is the global batch's, like SyncBatchNorm)."""
    import jax
    import jax.numpy as jnp

    xf = x.astype(jnp.float32)
    if train:
        mean = xf.mean(axis=(0, 1, 2))
        var = xf.var(axis=(0, 1, 2))
        new = {
            "mean": BN_MOMENTUM * s["mean"] + (1 - BN_MOMENTUM) * jax.lax.stop_gradient(mean),
            "var": BN_MOMENTUM * s["var"] + (1 - BN_MOMENTUM) * jax.lax.stop_gradient(var),
        }
    else:
        mean, var, new = s["mean"], s["var"], s
    y = (xf - mean) * jax.lax.rsqrt(var + BN_EPS) * p["scale"] + p["bias"]
    return y.astype(x.dtype), new


# --- the networks -----------------------------------------------------------------------------


def _mlp(h: int, w: int, c: int, classes: int) -> Model:
    widths = [h * w * c, *spec.MLP_UNITS, classes]

    def init(seed: int, x: Any) -> tuple[Any, Any]:
        rng = np.random.default_rng(seed)
        layers = [_dense_init(rng, a, b) for a, b in zip(widths, widths[1:], strict=False)]
        return {"layers": layers}, {}

    def apply(params: Any, state: Any, x: Any, train: bool, rng: Any = None) -> tuple[Any, Any]:
        import jax

        y = x.reshape(x.shape[0], -1)
        layers = params["layers"]
        for p in layers[:-1]:
            y = jax.nn.relu(_dense(p, y))
        return _dense(layers[-1], y), state

    return Model(init, apply)


def _cnn(h: int, w: int, c: int, classes: int) -> Model:
    pools = spec.pool_plan(h, w)
    ph, pw = spec.after_pools(h, w)
    chans = [c, *spec.CNN_FILTERS]

    def init(seed: int, x: Any) -> tuple[Any, Any]:
        rng = np.random.default_rng(seed)
        convs = [_conv_init(rng, 3, a, b) for a, b in zip(chans, chans[1:], strict=False)]
        flat = chans[-1] * ph * pw
        dense = [_dense_init(rng, flat, spec.CNN_DENSE), _dense_init(rng, spec.CNN_DENSE, classes)]
        return {"convs": convs, "dense": dense}, {}

    def apply(params: Any, state: Any, x: Any, train: bool, rng: Any = None) -> tuple[Any, Any]:
        import jax

        y = x
        for p in params["convs"]:
            y = jax.nn.relu(_conv(p, y))
        for a, b in pools:
            y = _max_pool(y, a, b)
        y = y.reshape(y.shape[0], -1)
        y = jax.nn.relu(_dense(params["dense"][0], y))
        return _dense(params["dense"][1], y), state

    return Model(init, apply)


def _resnet(h: int, w: int, c: int, classes: int) -> Model:
    widths = spec.RESNET_WIDTHS
    strides = spec.resnet_strides(h, w)
    # (cin, cout, stride) of every basic block: two per stage
    blocks: list[tuple[int, int, int]] = []
    ch = widths[0]
    for width, stride in zip(widths, strides, strict=True):
        blocks += [(ch, width, stride), (width, width, 1)]
        ch = width

    def init(seed: int, x: Any) -> tuple[Any, Any]:
        rng = np.random.default_rng(seed)
        bn_p, bn_s = _bn_init(widths[0])
        params: dict[str, Any] = {"stem": _conv_init(rng, 3, c, widths[0], False)}
        params["stem_bn"], state = bn_p, {"stem_bn": bn_s}
        params["blocks"], state["blocks"] = [], []
        for cin, cout, stride in blocks:
            bp: dict[str, Any] = {
                "conv1": _conv_init(rng, 3, cin, cout, False),
                "conv2": _conv_init(rng, 3, cout, cout, False),
            }
            bs: dict[str, Any] = {}
            bp["bn1"], bs["bn1"] = _bn_init(cout)
            bp["bn2"], bs["bn2"] = _bn_init(cout)
            if stride != 1 or cin != cout:
                bp["short"] = _conv_init(rng, 1, cin, cout, False)
                bp["short_bn"], bs["short_bn"] = _bn_init(cout)
            params["blocks"].append(bp)
            state["blocks"].append(bs)
        params["head"] = _dense_init(rng, ch, classes)
        return params, state

    def apply(params: Any, state: Any, x: Any, train: bool, rng: Any = None) -> tuple[Any, Any]:
        import jax

        relu = jax.nn.relu
        y, s_stem = _bn(params["stem_bn"], state["stem_bn"], _conv(params["stem"], x), train)
        y = relu(y)
        new_state: dict[str, Any] = {"stem_bn": s_stem, "blocks": []}
        for (_cin, _cout, stride), bp, bs in zip(
            blocks, params["blocks"], state["blocks"], strict=True
        ):
            ns: dict[str, Any] = {}
            z, ns["bn1"] = _bn(bp["bn1"], bs["bn1"], _conv(bp["conv1"], y, stride), train)
            z, ns["bn2"] = _bn(bp["bn2"], bs["bn2"], _conv(bp["conv2"], relu(z)), train)
            if "short" in bp:
                short, ns["short_bn"] = _bn(
                    bp["short_bn"], bs["short_bn"], _conv(bp["short"], y, stride), train
                )
            else:
                short = y
            y = relu(z + short)
            new_state["blocks"].append(ns)
        y = y.mean(axis=(1, 2))
        return _dense(params["head"], y), new_state

    return Model(init, apply)


def count_params(params: Any) -> int:
    import jax

    return int(sum(x.size for x in jax.tree_util.tree_leaves(params)))
