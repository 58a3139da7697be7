"""JAX's parts built once from a job: the model, the optimizer with its learning-rate schedule,
the compute dtype and the jitted train and eval steps. Training (:mod:`backend`), the LR range
test and the batch finder's compile (:mod:`tuning`) all build them here, so a model file's own
optimizer (``make_optimizer``), loss and metrics hold in each of them alike.

jax and optax are imported inside the functions.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tpugui.backends.jax import BACKEND
from tpugui.i18n_marks import N_, Message
from tpugui.job import Job
from tpugui.training import file_model
from tpugui.training.jax import models, objectives
from tpugui.training.reporter import Reporter

__all__ = [
    "Built",
    "build",
    "compute_dtype",
    "make_optimizer",
    "learning_rate",
    "loss_fn",
    "make_steps",
]


@dataclass
class Built:
    """What :func:`build` made: the model and its input shape ``(h, w, c)``, a model file's
    hooks, the optax transformation and the jitted steps."""

    model: models.Model
    shape: tuple[int, int, int]
    hooks: file_model.FileHooks
    tx: Any
    train_step: Any
    eval_step: Any


def build(job: Job, base_dir: str | Path | None, input_shape: Any, num_classes: int, total: int,
          dtype: Any, agreed: bool = False, lr: Any = None) -> Built:  # fmt: skip
    """The job's model, optimizer and steps for ``total`` steps: the optimizer is a model
    file's own (``make_optimizer(schedule)``) when it has one, else the job's; ``lr``: a
    schedule ``count -> rate`` in place of the job's (the range test's ramp); ``agreed``: the
    train step also all-reduces the processes' stop flags (:func:`make_steps`)."""
    t = job.train
    h, w, c = (tuple(input_shape) + (1, 1, 1))[:3]
    model = models.build(job.model.architecture, (h, w, c), num_classes, base_dir)
    hooks = file_model.hooks(job.model.architecture, base_dir)
    schedule = learning_rate(job, total) if lr is None else lr
    tx = hooks.optimizer(BACKEND.name, schedule) or make_optimizer(job, total, schedule)
    train_step, eval_step = make_steps(
        model, tx, num_classes, t.label_smoothing, dtype, agreed, job.model.task, t.seed, hooks
    )
    return Built(model, (h, w, c), hooks, tx, train_step, eval_step)


def compute_dtype(job: Job, platform: str, rep: Reporter) -> Any:
    import jax.numpy as jnp

    prec = job.model.precision
    if prec == "float32":
        return jnp.float32
    if prec == "mixed_float16" and platform == "gpu":
        return jnp.float16
    if prec == "mixed_float16":
        rep.log(
            Message(
                N_("float16 is for GPUs; on {platform} the step computes in bfloat16"),
                {"platform": platform},
            ),  # fmt: skip
            "warning",
        )
    return jnp.bfloat16


def make_optimizer(job: Job, total: int, lr: Any = None) -> Any:
    """``lr``: a schedule ``count -> rate`` in place of the job's (the range test's ramp)."""
    import optax

    t = job.train
    lr = learning_rate(job, total) if lr is None else lr
    if t.optimizer == "sgd":
        tx = optax.sgd(lr, momentum=t.momentum or None)
    elif t.optimizer == "adamw":
        tx = optax.adamw(lr, b1=t.beta_1, b2=t.beta_2, weight_decay=t.weight_decay)
    else:
        tx = optax.adam(lr, b1=t.beta_1, b2=t.beta_2)
    if t.clip_norm > 0:  # on the global norm, before the optimizer (as Keras's global_clipnorm)
        tx = optax.chain(optax.clip_by_global_norm(t.clip_norm), tx)
    return tx


def learning_rate(job: Job, total: int) -> Any:
    """The learning rate of step ``count`` as optax takes it: :func:`schedule.lr_at` in jnp
    (Keras's CosineDecay with warm-up)."""
    import jax.numpy as jnp

    t = job.train

    def lr(count: Any) -> Any:
        base = t.learning_rate
        if t.schedule == "constant":
            return jnp.asarray(base, jnp.float32)
        warm = t.warmup_steps if t.schedule == "warmup_cosine" else 0
        step = count.astype(jnp.float32)
        decay = max(total - warm, 1)
        frac = jnp.clip((step - warm) / decay, 0.0, 1.0)
        cos = base * 0.5 * (1.0 + jnp.cos(jnp.pi * frac))
        return jnp.where(step < warm, base * step / max(warm, 1), cos)

    return lr


def loss_fn(logits: Any, y: Any, num_classes: int, smoothing: float,
            task: str = "classification") -> Any:  # fmt: skip
    """Per-example loss of the task from logits (:func:`objectives.loss`)."""
    return objectives.loss(task, logits, y, num_classes, smoothing)


def make_steps(model: models.Model, tx: Any, num_classes: int, smoothing: float, dtype: Any,
               agreed: bool, task: str = "classification", seed: int = 0,
               hooks: file_model.FileHooks | None = None) -> tuple[Any, Any]:  # fmt: skip
    """(train_step, eval_step), jitted. ``agreed``: the train step also takes the processes'
    stop flags (one per device) and returns their maximum. The train step returns the loss and
    the batch's metric sums (:func:`objectives.stats`), the eval step the summed loss, the
    metric sums and the examples' weight."""
    import jax
    import jax.numpy as jnp
    import optax

    def cast(tree: Any) -> Any:
        return jax.tree.map(lambda a: a.astype(dtype) if a.dtype == jnp.float32 else a, tree)

    hooks = hooks or file_model.FileHooks()
    own_loss = hooks.loss(BACKEND.name, task)
    own_metrics = hooks.metric_fns(BACKEND.name)

    def mean_loss(logits: Any, y: Any) -> Any:
        if own_loss is not None:
            return jnp.asarray(own_loss(logits.astype(jnp.float32), y), jnp.float32)
        return loss_fn(logits, y, num_classes, smoothing, task).mean()

    def own(logits: Any, y: Any) -> Any:
        """A model file's metrics of the batch (each its mean), after the task's sums."""
        z = logits.astype(jnp.float32)
        return jnp.stack([jnp.asarray(f(z, y), jnp.float32) for f in own_metrics.values()])

    def step(params: Any, state: Any, opt_state: Any, x: Any, y: Any, count: Any = 0,
             *flags: Any) -> Any:  # fmt: skip
        # dropout draws from a fresh key each step: the seed's key folded with the step number
        rng = jax.random.fold_in(jax.random.key(seed), count)

        def objective(p: Any) -> Any:
            logits, new_state = model.apply(cast(p), state, x.astype(dtype), True, rng)
            return mean_loss(logits, y), (new_state, logits)

        (loss, (new_state, logits)), grads = jax.value_and_grad(objective, has_aux=True)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        params = optax.apply_updates(params, updates)
        stats = objectives.stats(task, logits, y)
        if own_metrics:
            stats = jnp.concatenate([stats, own(logits, y) * x.shape[0]])
        out = (params, new_state, opt_state, loss, stats)
        return (*out, jnp.max(flags[0])) if agreed else out

    def evaluate(params: Any, state: Any, x: Any, y: Any, w: Any) -> Any:
        logits, _ = model.apply(cast(params), state, x.astype(dtype), False)
        if own_loss is None:
            loss_sum = (loss_fn(logits, y, num_classes, smoothing, task) * w).sum()
        else:  # a batch mean: padding rows (weight 0) count in it
            loss_sum = mean_loss(logits, y) * w.sum()
        stats = objectives.stats(task, logits, y, w)
        if own_metrics:
            stats = jnp.concatenate([stats, own(logits, y) * w.sum()])
        return loss_sum, stats, w.sum()

    return jax.jit(step, donate_argnums=(0, 1, 2)), jax.jit(evaluate)
