"""The TensorFlow / Keras 3 backend: ``model.fit`` driving the run's callbacks (:mod:`callbacks`).

The strategy follows the device (:mod:`tpugui.training.strategy`); the model and optimizer are
built under ``strategy.scope()``; the dataset comes from ``tpugui.pipeline.build`` and meets the
strategy as ``pipeline.distribute`` says. With ``steps_per_execution = N`` Keras runs N steps per
call, so batch events (and the plot) arrive every N steps: ``run_started.events_every`` says so.
TensorFlow is imported inside the functions.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tpugui import sources
from tpugui.backends.tensorflow import BACKEND
from tpugui.i18n_marks import N_, Message
from tpugui.job import Job
from tpugui.job_errors import job_error
from tpugui.monitor.input_wait import KerasFeedWait, TfInputWait
from tpugui.pipeline import batching
from tpugui.training import (
    callbacks,
    checkpoints,
    compile_tf,
    compiles,
    file_model,
    flops,
    inputs,
    models_tf,
    objectives,
    peak,
    ranks,
    schedule,
    strategy,
)
from tpugui.training.callbacks import Training
from tpugui.training.ranks import Launched
from tpugui.training.reporter import Reporter
from tpugui.training.tensorboard import ScalarWriter


def make_optimizer(job: Job, total_steps: int) -> Any:
    """The optimizer ``train.*`` describes (momentum: sgd; beta_1, beta_2: adam, adamw; weight
    decay: adamw; clip norm: every one, on the global norm)."""
    import keras

    t = job.train
    lr = schedule.keras_schedule(t, total_steps)
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
    """The task's loss from logits (:func:`tpugui.training.objectives.keras_loss`)."""
    return objectives.keras_loss(task, label_smoothing)


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
        metrics=objectives.keras_metrics(task) + extra,
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


def steps_for(job: Job, built: Any) -> int:
    """Steps an epoch; the batch rule refuses a batch that makes none
    (:class:`~tpugui.pipeline.batching.BatchError`)."""
    if built.steps_per_epoch <= 0:
        batching.require_batch(built.batch_size, 1, built.train_count, job.pipeline.drop_remainder)
    steps = job.train.steps_per_epoch or built.steps_per_epoch
    if steps <= 0:  # not the batch's fault (the rule found nothing): still no step to make
        raise job_error(batching.FIELD, N_("no batch of {size} in the data"), size=built.batch_size)
    return steps


def _distribute(job: Job, chosen: strategy.Chosen, built: Any, base_dir: Path | None) -> Any:
    """The training input as ``pipeline.distribute`` says (always endless: fit counts steps)."""
    mode = job.pipeline.distribute
    train = built.train if built.infinite else built.train.repeat()
    if chosen.replicas <= 1 or mode == "auto":
        return train
    if mode == "dataset":
        return chosen.strategy.experimental_distribute_dataset(train)
    from tpugui.pipeline.build import build_datasets

    def per_replica(ctx: Any) -> Any:
        per = ctx.get_per_replica_batch_size(job.pipeline.batch_size)
        sub = build_datasets(job.updated("pipeline.batch_size", per), base_dir)
        ds = sub.train if sub.infinite else sub.train.repeat()
        return ds.shard(ctx.num_input_pipelines, ctx.input_pipeline_id)

    return chosen.strategy.distribute_datasets_from_function(per_replica)


def rank_env(rank: int, local: int, world: int, addresses: list[str]) -> dict[str, str]:
    """``TF_CONFIG`` for worker ``rank`` of ``world``: the cluster of every worker's address,
    read by ``MultiWorkerMirroredStrategy`` (the descriptor's ``processes``)."""
    import json

    cluster = {"worker": list(addresses[:world])}
    return {"TF_CONFIG": json.dumps({"cluster": cluster, "task": {"type": "worker",
                                                                  "index": rank}})}  # fmt: skip


def _agree_over(strategy_: Any) -> Any:
    """(stop, failed) summed over the workers of a MultiWorkerMirroredStrategy: every worker
    calls it at the same step (a Keras callback's batch end) and gets the same answer."""
    import tensorflow as tf

    def agree(stop: bool, failed: bool) -> tuple[bool, bool]:
        local = tf.constant([float(stop), float(failed)])

        def each() -> Any:
            return tf.distribute.get_replica_context().all_reduce(tf.distribute.ReduceOp.SUM,
                                                                  local)  # fmt: skip

        summed = strategy_.experimental_local_results(strategy_.run(each))[0].numpy()
        return bool(summed[0] > 0), bool(summed[1] > 0)

    return agree


def _gather_rows(rep: Reporter, launched: Launched) -> None:
    """Every worker's row for worker 0's ``run_finished.workers``, the other hosts' included (a
    pod run), through the key-value store of TensorFlow's coordination service, which
    MultiWorkerMirroredStrategy runs (:func:`tpugui.training.ranks.gather_rows`)."""
    from tensorflow.python.eager import context

    ctx = context.context()
    ranks.gather_rows(rep, launched.rank, launched.world, ctx.set_config_key_value,
                      ctx.get_config_key_value)  # fmt: skip


def train(
    job: Job, rep: Reporter, ck: checkpoints.Checkpoint | None, launched: Launched | None = None
) -> None:
    import keras

    prev = keras.mixed_precision.global_policy()
    try:
        _train(job, rep, ck, launched)
    finally:
        keras.mixed_precision.set_global_policy(prev)


def params_digest(model: Any) -> str:
    """sha256 of the model's weights in their order, as float32 bytes."""
    import hashlib

    import numpy as np

    h = hashlib.sha256()
    for w in model.weights:
        h.update(w.path.encode() if hasattr(w, "path") else b"")
        h.update(np.ascontiguousarray(np.asarray(w.numpy(), dtype=np.float32)).tobytes())
    return h.hexdigest()


def _train(
    job: Job, rep: Reporter, ck: checkpoints.Checkpoint | None, launched: Launched | None
) -> None:
    import keras

    from tpugui.pipeline.build import build_datasets

    chosen = strategy.choose(job, rep.log)  # first: logical CPUs must precede TF's runtime
    chief = launched is None or launched.rank == 0
    if launched is not None:
        rep.log(
            Message(
                N_(
                    "TF_CONFIG + MultiWorkerMirroredStrategy ({reason}): {world} workers, "
                    "{replicas} replicas; each step's gradients are all-reduced; events from "
                    "worker 0"
                ),
                {"reason": launched.reason, "world": launched.world,
                 "replicas": chosen.replicas},
            )
        )  # fmt: skip
    keras.utils.set_random_seed(job.train.seed)
    if job.model.precision != "float32":
        keras.mixed_precision.set_global_policy(job.model.precision)
    built = build_datasets(job, rep.base_dir)
    for note in getattr(built, "notes", []):
        rep.log(note, sources.note_level(note))
    if chief:
        inputs.write(rep.run_dir, job, built)
    steps = steps_for(job, built)
    t = job.train
    spe = min(t.steps_per_execution, steps)
    epochs = t.epochs
    start_epoch, start_step = (ck.epoch, ck.step) if ck else (0, 0)
    global_batch = job.pipeline.batch_size
    val_count = built.val_count if built.val is not None else None
    warnings = batching.require_batch(
        global_batch, chosen.replicas, None, job.pipeline.drop_remainder, val_count
    )
    with chosen.strategy.scope():
        said: list[Any] = []
        model = models_tf.build(
            job.model.architecture, built.input_shape, built.num_classes, rep.base_dir, said
        )
        for note in said:
            rep.log(note)
        hooks = file_model.hooks(job.model.architecture, rep.base_dir)
        optimizer = hooks.optimizer(
            BACKEND.name, schedule.keras_schedule(t, epochs * steps)
        ) or make_optimizer(job, epochs * steps)
        compile_model(
            model, optimizer, spe, t.label_smoothing, job.model.task, hooks, t.jit_compile
        )
        if ck is not None:
            rep.restoring()
            _restore(model, ck, rep)
    rep.started(
        backend=BACKEND.name,
        device=chosen.device,
        replicas=chosen.replicas,
        epochs=epochs,
        steps_per_epoch=steps,
        batch_size=global_batch,
        strategy=chosen.kind,
        precision=job.model.precision,
        steps_per_execution=spe,
        events_every=spe,
        start_epoch=start_epoch + 1,
        start_step=start_step,
        train_examples=built.train_count,
        val_examples=built.val_count,
        **_flops_fields(job, chosen, model, built),
        **(
            {"processes": launched.world, "per_replica_batch": global_batch // chosen.replicas}
            if launched is not None
            else {}
        ),
    )
    if spe > 1:
        rep.log(
            Message(
                N_("steps_per_execution = {spe}: loss points arrive every {spe} steps"),
                {"spe": spe},
            )
        )
    if t.label_smoothing:
        rep.log(
            Message(
                N_("label smoothing {smoothing:g}: the loss is measured against softened targets"),
                {"smoothing": t.label_smoothing},
            )
        )
    train_input = _distribute(job, chosen, built, rep.base_dir)
    if chosen.kind == "multi_worker":  # Keras 3's fit needs two fixes there
        from tpugui.training import keras_multi_worker

        keras_multi_worker.patch_log_reduction()
        keras_multi_worker.build_from_spec(model, built.train.element_spec)
    val = built.val if built.val_count else None
    for problem in warnings:  # a batch larger than the validation set: no validation batch
        rep.log(problem.message, "warning")
        if problem.kind == "validation":
            val = None

    # input wait (tpugui.monitor.input_wait), single-replica input only, off with the rest of
    # the live monitor (train.sample_every = 0): one step a call takes its batch in Python,
    # timed; several a call (or a model with its own train function), a timed tf.data stage
    wait: Any = None
    if chosen.replicas <= 1 and job.train.sample_every > 0:
        if spe == 1 and KerasFeedWait.fits(model):
            wait = KerasFeedWait(model)
        else:
            wait = TfInputWait(train_input)
            train_input = wait.dataset

    def keep(epoch: int, step: int) -> Path | None:
        # the workers hold the same weights: worker 0 writes them (reading a mirrored
        # variable is local, no collective is left waiting for the others)
        return save(model, rep, epoch, step) if chief else None

    training = Training(job, rep, steps=steps, start_epoch=start_epoch, start_step=start_step,
                        save=keep, timer=wait,
                        agree=_agree_over(chosen.strategy) if launched else None)  # fmt: skip
    training.step_agreement = launched is not None
    watch = compiles.Compiles(compile_tf.TfSource(model))  # compile events: tf.function traces
    cbs = callbacks.CallbackList(
        [*callbacks.standard(job, ScalarWriter(rep.run_dir / "tensorboard", rep.log)), watch],
        training,
    )
    try:
        model.fit(
            train_input,
            epochs=epochs,
            initial_epoch=start_epoch,
            steps_per_epoch=steps,
            validation_data=val,
            callbacks=[callbacks.keras_adapter(cbs)],
            verbose=0,
            shuffle=False,  # the pipeline's shuffle stage shuffles
        )
    finally:
        cbs.close()
    if launched is not None:
        rep.finish_extra["params_digest"] = params_digest(model)
        _gather_rows(rep, launched)


def _flops_fields(job: Job, chosen: strategy.Chosen, model: Any, built: Any) -> dict[str, Any]:
    """run_started's FLOPs per step and peak (:mod:`tpugui.training.flops`, :mod:`peak`)."""
    import tensorflow as tf

    count = flops.keras_step(model, built.train.element_spec, job.pipeline.batch_size)
    gpus = [] if "CPU" in chosen.device else tf.config.list_physical_devices("GPU")
    if chosen.kind == "tpu":
        found = peak.lookup("tpu", "", chosen.replicas, job.model.precision)
    elif gpus:
        name = tf.config.experimental.get_device_details(gpus[0]).get("device_name", "")
        found = peak.lookup("gpu", name, chosen.replicas, job.model.precision, tf32=True)
    else:
        hosts = chosen.replicas if chosen.kind == "multi_worker" else 1
        found = peak.lookup("cpu", "", hosts, job.model.precision)
    return flops.run_fields(count, found)


def save(model: Any, rep: Reporter, epoch: int, step: int) -> Path:
    import numpy as np

    folder = rep.run_dir / "checkpoints"
    folder.mkdir(parents=True, exist_ok=True)
    name = checkpoints.stem(epoch, step)
    weights = f"{name}.weights.h5"
    opt = f"{name}.optimizer.npz"
    arrays = {f"v{i:04d}": np.asarray(v.numpy()) for i, v in enumerate(model.optimizer.variables)}
    size = sum(np.asarray(w.numpy()).nbytes for w in model.weights)
    checkpoints.ensure_space(folder, size + checkpoints.state_bytes(arrays))
    with checkpoints.atomic(folder / weights) as tmp:  # a full disk leaves no partial file
        model.save_weights(str(tmp))
    with checkpoints.atomic(folder / opt) as tmp:
        np.savez(tmp, **arrays)
    meta = checkpoints.write_meta(
        folder, name, BACKEND.name, epoch, step, {"weights": weights, "optimizer": opt}
    )
    rep.checkpoint(meta, epoch, step)
    return meta


def _restore(model: Any, ck: checkpoints.Checkpoint, rep: Reporter) -> None:
    import numpy as np

    opt = model.optimizer
    opt.build(model.trainable_variables)  # first, so load_weights finds the optimizer's slots
    model.load_weights(str(ck.files["weights"]))
    with np.load(ck.files["optimizer"]) as npz:
        arrays = [npz[k] for k in sorted(npz.files)]
    variables = list(opt.variables)
    if len(arrays) == len(variables) and all(
        tuple(a.shape) == tuple(v.shape) for a, v in zip(arrays, variables, strict=True)
    ):
        for v, a in zip(variables, arrays, strict=True):
            v.assign(a)
    else:
        rep.log(
            Message(
                N_(
                    "the checkpoint's optimizer state does not fit this optimizer; it starts "
                    "fresh (the step count still continues)"
                )
            ),
            "warning",
        )
        opt.iterations.assign(ck.step)
    rep.restored(checkpoints.resumed_message(ck))
