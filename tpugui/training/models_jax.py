"""The built-in networks in plain JAX (channels-last), the same layers as ``models_tf``.

A model here is a :class:`Model`: ``init(seed, x) -> (params, state)`` and
``apply(params, state, x, train) -> (logits, new_state)``; ``state`` holds what is not trained
(the resnet's batch-norm statistics; ``{}`` for the others). ``x`` is ``(N, H, W, C)``; the logits
``(N, classes)``. Parameters are a pytree of arrays, so optax, jit, sharding and orbax take them
as they are: no Flax is needed for three small networks. The built-in networks draw their
initial weights with numpy (Glorot uniform, as Keras; seeded): XLA on CPU takes seconds to
compile a random-number program per weight shape, numpy microseconds.

A ``file:`` model for the jax backend: the file's ``build_model(framework, input_shape,
num_classes)`` (framework: the backend's name, ``BACKEND.name``) returns either

* an object with ``init(rng, x)`` -> params and ``apply(params, x)`` -> logits — a Flax linen
  ``Module`` is exactly that, so ``return MyFlaxModule(num_classes)`` works; or
* a pair of functions ``(init, apply)`` with those signatures.

params must be a pytree of arrays; ``apply`` must be pure (no mutable collections such as batch
statistics: use a built-in resnet or a norm without running statistics). jax is imported inside
the functions.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from tpugui.backends.jax import BACKEND
from tpugui.training import models as spec

BN_MOMENTUM = 0.99  # Keras's BatchNormalization default
BN_EPS = 1e-3


@dataclass
class Model:
    init: Callable[[int, Any], tuple[Any, Any]]
    apply: Callable[[Any, Any, Any, bool], tuple[Any, Any]]


def build(
    architecture: str,
    input_shape: tuple[int, ...],
    num_classes: int,
    base_dir: str | Path | None = None,
) -> Model:
    path = spec.model_file(architecture, base_dir)
    if path is not None:
        return _user(path, input_shape, num_classes)
    h, w, c = (tuple(input_shape) + (1, 1, 1))[:3]
    return {"mlp": _mlp, "cnn": _cnn, "resnet": _resnet}[architecture](h, w, c, num_classes)


def _user(path: Path, input_shape: tuple[int, ...], num_classes: int) -> Model:
    made = spec.build_user_model(path, BACKEND.name, input_shape, num_classes)
    if isinstance(made, tuple | list) and len(made) == 2 and all(callable(f) for f in made):
        init_fn, apply_fn = made
    elif callable(getattr(made, "init", None)) and callable(getattr(made, "apply", None)):
        init_fn, apply_fn = made.init, made.apply
    else:
        raise spec.UserModelError(
            f"build_model in {path} returned {type(made).__name__}; for {BACKEND.name} return an "
            "object "
            "with init(rng, x) and apply(params, x) (a Flax linen Module) or a pair (init, apply)"
        )

    def init(seed: int, x: Any) -> tuple[Any, Any]:
        import jax

        try:
            return init_fn(jax.random.key(seed), x), {}
        except Exception as exc:
            raise spec.UserModelError(f"init of the model in {path} raised {exc!r}") from exc

    def apply(params: Any, state: Any, x: Any, train: bool) -> tuple[Any, Any]:
        return apply_fn(params, x), state

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

    def apply(params: Any, state: Any, x: Any, train: bool) -> tuple[Any, Any]:
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

    def apply(params: Any, state: Any, x: Any, train: bool) -> tuple[Any, Any]:
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

    def apply(params: Any, state: Any, x: Any, train: bool) -> tuple[Any, Any]:
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
