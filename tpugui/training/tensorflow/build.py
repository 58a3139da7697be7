"""What a Keras run is built of, once for training and the LR range test: the optimizer
``train.*`` describes, the task's loss and metrics, and the model compiled with them (a model
file's own loss and metrics first). Keras is imported inside the functions."""

from __future__ import annotations

from typing import Any

from tpugui.backends.tensorflow import BACKEND
from tpugui.job import Job, TrainSection
from tpugui.training import file_model
from tpugui.training.tensorflow import objectives

__all__ = ["learning_rate", "make_optimizer", "make_loss", "compile_model", "warm_up"]


def learning_rate(train: TrainSection, total_steps: int) -> Any:
    """``train.schedule`` for a Keras optimizer (a float for ``constant``): Keras's
    ``CosineDecay``, whose formulas :func:`tpugui.training.schedule.lr_at` follows."""
    if train.schedule == "constant":
        return train.learning_rate
    import keras

    if train.schedule == "cosine":
        return keras.optimizers.schedules.CosineDecay(
            train.learning_rate, decay_steps=max(total_steps, 1)
        )
    warmup = train.warmup_steps
    return keras.optimizers.schedules.CosineDecay(
        0.0,
        decay_steps=max(total_steps - warmup, 1),
        warmup_target=train.learning_rate,
        warmup_steps=warmup,
    )


def make_optimizer(job: Job, total_steps: int) -> Any:
    """The optimizer ``train.*`` describes (momentum: sgd; beta_1, beta_2: adam, adamw; weight
    decay: adamw; clip norm: every one, on the global norm)."""
    import keras

    t = job.train
    lr = learning_rate(t, total_steps)
    clip = {"global_clipnorm": t.clip_norm} if t.clip_norm > 0 else {}
    if t.optimizer == "sgd":
        return keras.optimizers.SGD(learning_rate=lr, momentum=t.momentum, **clip)
    betas = {"beta_1": t.beta_1, "beta_2": t.beta_2}
    if t.optimizer == "adamw":
        return keras.optimizers.AdamW(
            learning_rate=lr, weight_decay=t.weight_decay, **betas, **clip
        )
    return keras.optimizers.Adam(learning_rate=lr, **betas, **clip)


def make_loss(label_smoothing: float = 0.0, task: str = "classification") -> Any:
    """The task's loss from logits (:func:`tpugui.training.tensorflow.objectives.loss`)."""
    return objectives.loss(task, label_smoothing)


def compile_model(
    model: Any,
    optimizer: Any,
    steps_per_execution: int = 1,
    label_smoothing: float = 0.0,
    task: str = "classification",
    hooks: file_model.FileHooks | None = None,
    jit_compile: str = "auto",
) -> None:
    """Compile with the task's loss and metric, or a model file's own loss and extra metrics
    (``hooks``: theirs take ``(outputs, targets)``, Keras's ``(y_true, y_pred)``)."""
    import keras

    hooks = hooks or file_model.FileHooks()
    own = hooks.loss(BACKEND.name, task)
    loss = make_loss(label_smoothing, task) if own is None else _swapped(own)
    extra = [
        keras.metrics.MeanMetricWrapper(fn=_swapped(fn), name=name)
        for name, fn in hooks.metric_fns(BACKEND.name).items()
    ]
    model.compile(
        optimizer=optimizer,
        loss=loss,
        metrics=objectives.metrics(task) + extra,
        steps_per_execution=steps_per_execution,
        jit_compile={"on": True, "off": False}.get(jit_compile, "auto"),
    )
    if model.built:
        # the optimizer's slots now: made lazily by the first traced step instead, they make
        # tf.function trace that step twice (once creating variables, once without), about
        # 0.35 s more before the first loss of a small model
        model.optimizer.build(model.trainable_variables)


def _swapped(fn: Any) -> Any:
    """A model file's ``fn(outputs, targets)`` as Keras calls a loss or metric."""

    def keras_order(y_true: Any, y_pred: Any) -> Any:
        return fn(y_pred, y_true)

    keras_order.__name__ = getattr(fn, "__name__", "user_fn")
    return keras_order


def warm_up() -> None:
    """One step of a throw-away Keras model: TensorFlow's runtime (thread pools, the function
    tracer, the optimizer's kernels) starts in a warm process instead of in the person's first
    step (the descriptor's ``warm_up``)."""
    import keras
    import numpy as np

    model = keras.Sequential([keras.Input((4,)), keras.layers.Dense(2)])
    model.compile(optimizer="adam", loss="sparse_categorical_crossentropy")
    model.fit(np.zeros((8, 4), "float32"), np.zeros(8, "int64"), batch_size=8, verbose=0)
    keras.backend.clear_session()
