"""The TensorFlow / Keras 3 backend: ``model.fit`` driving the run's callbacks
(:mod:`tpugui.training.callbacks`).

The strategy follows the device (:mod:`devices`); the model and optimizer (:mod:`build`) are
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
from tpugui.pipeline import batching
from tpugui.training import callbacks, checkpoints, compiles, file_model, inputs, peak
from tpugui.training import flops as run_flops
from tpugui.training.callbacks import CallbackList, Training
from tpugui.training.ranks import Launched
from tpugui.training.reporter import Reporter
from tpugui.training.tensorboard import ScalarWriter
from tpugui.training.tensorflow import build, cluster, devices, flops, models
from tpugui.training.tensorflow import checkpoints as tf_checkpoints
from tpugui.training.tensorflow import compile as compile_tf
from tpugui.training.tensorflow.input_wait import KerasFeedWait, TfInputWait


def steps_for(job: Job, built: Any) -> int:
    """Steps an epoch; the batch rule refuses a batch that makes none
    (:class:`~tpugui.pipeline.batching.BatchError`)."""
    if built.steps_per_epoch <= 0:
        batching.require_batch(built.batch_size, 1, built.train_count, job.pipeline.drop_remainder)
    steps = job.train.steps_per_epoch or built.steps_per_epoch
    if steps <= 0:  # not the batch's fault (the rule found nothing): still no step to make
        raise job_error(batching.FIELD, N_("no batch of {size} in the data"), size=built.batch_size)
    return steps


def _distribute(job: Job, chosen: devices.Chosen, built: Any, base_dir: Path | None) -> Any:
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


def train(
    job: Job, rep: Reporter, ck: checkpoints.Checkpoint | None, launched: Launched | None = None
) -> None:
    import keras

    prev = keras.mixed_precision.global_policy()
    try:
        _train(job, rep, ck, launched)
    finally:
        keras.mixed_precision.set_global_policy(prev)


def _train(
    job: Job, rep: Reporter, ck: checkpoints.Checkpoint | None, launched: Launched | None
) -> None:
    import keras

    from tpugui.pipeline.build import build_datasets

    chosen = devices.choose(job, rep.log)  # first: logical CPUs must precede TF's runtime
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
    warnings = batching.require_batch(
        global_batch, chosen.replicas, None, job.pipeline.drop_remainder
    )
    with chosen.strategy.scope():
        said: list[Any] = []
        model = models.build(
            job.model.architecture, built.input_shape, built.num_classes, rep.base_dir, said
        )
        for note in said:
            rep.log(note)
        hooks = file_model.hooks(job.model.architecture, rep.base_dir)
        optimizer = hooks.optimizer(
            BACKEND.name, build.learning_rate(t, epochs * steps)
        ) or build.make_optimizer(job, epochs * steps)
        build.compile_model(
            model, optimizer, spe, t.label_smoothing, job.model.task, hooks, t.jit_compile
        )
        if ck is not None:
            rep.restoring()
            tf_checkpoints.restore(model, ck, rep)
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
        cluster.patch_log_reduction()
        cluster.build_from_spec(model, built.train.element_spec)
    val = built.val if built.val_count else None
    for problem in warnings:
        rep.log(problem.message, "warning")

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
        return tf_checkpoints.save(model, rep, epoch, step) if chief else None

    training = Training(job, rep, steps=steps, start_epoch=start_epoch, start_step=start_step,
                        save=keep, timer=wait,
                        agree=cluster.agree_over(chosen.strategy) if launched else None)  # fmt: skip
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
            callbacks=[keras_adapter(cbs)],
            verbose=0,
            shuffle=False,  # the pipeline's shuffle stage shuffles
        )
    finally:
        cbs.close()
    if launched is not None:
        rep.finish_extra["params_digest"] = tf_checkpoints.params_digest(model)
        cluster.gather_rows(rep, launched)


def _flops_fields(job: Job, chosen: devices.Chosen, model: Any, built: Any) -> dict[str, Any]:
    """run_started's FLOPs per step and peak (:mod:`flops`, :mod:`tpugui.training.peak`)."""
    import tensorflow as tf

    count = flops.count(model, built.train.element_spec, job.pipeline.batch_size)
    gpus = [] if "CPU" in chosen.device else tf.config.list_physical_devices("GPU")
    if chosen.kind == "tpu":
        found = peak.lookup("tpu", "", chosen.replicas, job.model.precision)
    elif gpus:
        name = tf.config.experimental.get_device_details(gpus[0]).get("device_name", "")
        found = peak.lookup("gpu", name, chosen.replicas, job.model.precision, tf32=True)
    else:
        hosts = chosen.replicas if chosen.kind == "multi_worker" else 1
        found = peak.lookup("cpu", "", hosts, job.model.precision)
    return run_flops.run_fields(count, found)


def keras_adapter(callbacks: CallbackList) -> Any:
    """One ``keras.callbacks.Callback`` that hands keras's hooks to ``callbacks``.

    Keras's batch logs are means over the epoch so far (tensors); the callbacks get the mean of
    the steps since the last call (one step, or ``steps_per_execution``), as floats, as the
    other backends give them. ``stop_training`` becomes ``model.stop_training``.
    """
    import keras

    class Adapter(keras.callbacks.Callback):
        def __init__(self) -> None:
            super().__init__()
            self.cbs, self.training = callbacks, callbacks.training
            self.means: dict[str, float] = {}
            self.last_batch = -1

        def _stop(self) -> None:
            t = self.training
            if t.step_agreement:  # every worker asks, at the same step, and hears the same
                stop, failed = t.agree()
                t.stop_training = t.stop_training or stop or failed
            if t.stop_training:
                self.model.stop_training = True

        def on_train_begin(self, logs: Any = None) -> None:
            self.cbs.on_train_begin()

        def on_train_end(self, logs: Any = None) -> None:
            self.cbs.on_train_end()

        def on_epoch_begin(self, epoch: int, logs: Any = None) -> None:
            self.means, self.last_batch = {}, -1
            self.cbs.on_epoch_begin(epoch)

        def on_epoch_end(self, epoch: int, logs: Any = None) -> None:
            self.cbs.on_epoch_end(epoch, dict(logs or {}))
            self._stop()

        def on_test_begin(self, logs: Any = None) -> None:  # fit's validation
            self.cbs.on_test_begin()

        def on_test_end(self, logs: Any = None) -> None:
            self.cbs.on_test_end(dict(logs or {}))

        def on_train_batch_end(self, batch: int, logs: Any = None) -> None:
            n, k = batch - self.last_batch, batch + 1
            self.last_batch = batch
            out: dict[str, Any] = {}
            for key, value in (logs or {}).items():
                try:
                    mean = float(value)
                except (TypeError, ValueError):
                    continue
                before = self.means.get(key, 0.0) if k > n else 0.0
                self.means[key] = mean
                out[key] = (k * mean - (k - n) * before) / n if k > n else mean
            self.cbs.on_train_batch_end(batch, out)
            self._stop()

    return Adapter()
