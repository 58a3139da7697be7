"""The JAX backend: a jitted training step, data parallel over every device with jax.sharding.

Choices, and why:

* Input: tf.data (``tpugui.pipeline.build``) handing numpy batches (``as_numpy_iterator``), not
  Grain. It is the very pipeline the Pipeline page designs, tunes and benchmarks (shuffle, map,
  cache, prefetch, interleave over files), so the jax backend reads the same examples in the
  same order as the tensorflow one; Grain would be a second pipeline implementation (and a new
  dependency) for the same job. TensorFlow is kept off the accelerators (it only reads files).
* Optimizers: optax, not Keras 3 on JAX. A jitted step over a parameter pytree is what JAX
  users write and what the TPU docs show; optax's sgd / adam / adamw with the project's
  learning-rate curve (:mod:`schedule`, the same as Keras's CosineDecay) keeps the optimizer
  state a pytree that jit donates, shards and orbax saves as it is, and leaves no framework
  loop between the engine and the step (the step is the one a person would write).
* Parallelism: one ``Mesh`` over all devices (of every process) with one axis, ``data``; a
  batch is placed with ``NamedSharding(mesh, P("data"))`` (split over the devices), parameters
  and optimizer state with ``NamedSharding(mesh, P())`` (replicated). jit inserts the gradient
  all-reduce. Each process puts its own share of the global batch
  (``jax.make_array_from_process_local_data``).
* Precision: ``mixed_bfloat16`` computes in bfloat16 (XLA supports it on CPU, GPU and TPU) with
  float32 parameters, optimizer and loss; ``mixed_float16`` is float16 on GPUs and bfloat16
  elsewhere (said in the log).
* Reads: the loss of step k is read after step k+1 was dispatched (the device never waits for
  the host), so every step is reported, one step late; a stop is seen after the step in flight.
  In a multi-process run every step carries each process's stop flag into the jitted step and
  gets back their all-reduced maximum, so all processes stop at the same step.
* Checkpoints: orbax (``StandardCheckpointer``, :mod:`checkpoints`) writes params, model
  state (batch-norm statistics) and the optimizer state into ``checkpoints/STEM.orbax`` beside
  tpugui's ``STEM.json``; resume reads them back and replicates them on the devices.

jax, optax, orbax and tensorflow are imported inside the functions.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tpugui import sources, tasks
from tpugui.backends.jax import BACKEND
from tpugui.i18n_marks import N_, Message
from tpugui.job import Job
from tpugui.job_errors import job_error
from tpugui.pipeline import batching
from tpugui.training import callbacks, checkpoints, compiles, inputs, loop, peak
from tpugui.training import flops as run_flops
from tpugui.training.callbacks import Training
from tpugui.training.jax import checkpoints as jax_checkpoints
from tpugui.training.jax import cluster as jax_cluster
from tpugui.training.jax import compile as compile_jax
from tpugui.training.jax import flops, models
from tpugui.training.jax.build import build, compute_dtype
from tpugui.training.ranks import Launched
from tpugui.training.reporter import Reporter
from tpugui.training.tensorboard import ScalarWriter

#: called with (step, x, y) — the global arrays of every training batch as the step gets
#: them — when set (tests and debugging look at ``x.sharding``)
on_batch: Callable[[int, Any, Any], None] | None = None

PARAMS_FILE = jax_checkpoints.PARAMS_FILE


class _NoScalars:
    def scalar(self, *a: Any) -> None: ...
    def scalars(self, *a: Any) -> None: ...
    def flush(self) -> None: ...
    def close(self) -> None: ...


@dataclass
class Devices:
    devices: list[Any]
    platform: str
    label: str
    mesh: Any
    data: Any  # NamedSharding: split over the "data" axis
    replicated: Any  # NamedSharding: the same on every device


def pick_devices(job: Job, rep: Reporter) -> Devices:
    import jax
    import numpy as np
    from jax.sharding import Mesh, NamedSharding
    from jax.sharding import PartitionSpec as P

    want = job.model.device.split(":")[0]
    want = {"cuda": "gpu", "mps": "cpu"}.get(want, want)
    devices: list[Any] = []
    if want in ("gpu", "tpu", "cpu"):
        try:
            devices = jax.devices(want)
        except RuntimeError:
            rep.log(
                Message(
                    N_("no {device} visible to JAX; training on the CPU"), {"device": want.upper()}
                ),
                "warning",
            )
            devices = jax.devices("cpu")
    else:
        devices = jax.devices()
    mesh = Mesh(np.array(devices), ("data",))
    first = devices[0]
    kind = getattr(first, "device_kind", first.platform)
    n_local = sum(1 for d in devices if d.process_index == jax.process_index())
    label = f"{kind} × {len(devices)}" if len(devices) > 1 else str(kind)
    if jax.process_count() > 1:
        label += f" ({jax.process_count()} processes, {n_local} here)"
    return Devices(
        devices,
        first.platform,
        label,
        mesh,
        NamedSharding(mesh, P("data")),
        NamedSharding(mesh, P()),
    )


# --- input ------------------------------------------------------------------------------------


@dataclass
class Input:
    built: Any
    per_process: int  # examples each process puts per step
    steps: int
    task: str = "classification"


def make_input(job: Job, rep: Reporter, cluster: jax_cluster.Cluster) -> Input:
    import tensorflow as tf

    from tpugui.pipeline.build import build_datasets

    try:  # tf.data only reads: the accelerators are JAX's
        tf.config.set_visible_devices([], "GPU")
        tf.config.set_visible_devices([], "TPU")
    except (RuntimeError, ValueError):
        pass
    world = cluster.processes
    batching.require_batch(job.pipeline.batch_size, world)
    per = job.pipeline.batch_size // world
    built = build_datasets(job.updated("pipeline.batch_size", per), rep.base_dir)
    for note in getattr(built, "notes", []):
        rep.log(note, sources.note_level(note))
    full = built.train_count // job.pipeline.batch_size  # whole global batches (static shapes)
    if full <= 0:
        batching.require_batch(job.pipeline.batch_size, 1, built.train_count, True)
        raise job_error(
            batching.FIELD, N_("no batch of {size} in the data"), size=job.pipeline.batch_size
        )
    steps = job.train.steps_per_epoch or full
    return Input(built, per, steps, job.model.task)


def train_batches(inp: Input, cluster: jax_cluster.Cluster) -> Any:
    """Endless whole batches of this process's share (shard r of every ``world`` batches)."""
    ds = inp.built.train if inp.built.infinite else inp.built.train.repeat()
    if cluster.multi:
        ds = ds.shard(cluster.processes, cluster.process_id)
    dtype = "int32" if inp.task == "classification" else "float32"
    for x, y in ds.as_numpy_iterator():
        if len(x) == inp.per_process:  # a pass's short last batch: static shapes on XLA
            yield x, y.astype(dtype)


# --- the run ----------------------------------------------------------------------------------


LOGICAL_FLAG = "--xla_force_host_platform_device_count"


def logical_cpus(n: int, rep: Reporter | None = None) -> bool:
    """``model.logical_cpus`` = n > 1: the CPU as n JAX devices (XLA's host device count), set
    before JAX starts its CPU backend; False (and a warning) when it had started already."""
    if n <= 1:
        return False
    from jax._src import xla_bridge

    if xla_bridge.backends_are_initialized():
        if rep is not None:
            rep.log(
                Message(
                    N_(
                        "model.logical_cpus: JAX is already running in this process; it keeps "
                        "its devices (train in a fresh process to split the CPU)"
                    )  # fmt: skip
                ),
                "warning",
            )
        return False
    flags = [f for f in os.environ.get("XLA_FLAGS", "").split() if not f.startswith(LOGICAL_FLAG)]
    os.environ["XLA_FLAGS"] = " ".join([*flags, f"{LOGICAL_FLAG}={n}"])
    return True


def train(
    job: Job, rep: Reporter, ck: checkpoints.Checkpoint | None, launched: Launched | None = None
) -> None:
    """Train ``job``; ``launched``: this is one of several processes tpugui started on this
    host (``train.processes``), its place in TPUGUI_RANK/WORLD_SIZE, ``jax.distributed``
    joined as on a pod."""
    logical_cpus(job.model.logical_cpus, rep)
    cluster = jax_cluster.start(jax_cluster.from_env(job, rep.run_dir))
    if not cluster.is_writer:
        rep.emitter = jax_cluster.QuietEmitter(rep.emitter)
    import jax
    import numpy as np

    dev = pick_devices(job, rep)
    inp = make_input(job, rep, cluster)
    if cluster.is_writer:
        inputs.write(rep.run_dir, job, inp.built)
    n_dev = len(dev.devices)
    t, p = job.train, job.pipeline
    for problem in batching.require_batch(p.batch_size, n_dev, None, True):
        rep.log(problem.message, "warning")
    val_ds = inp.built.val if inp.built.val_count else None
    dtype = compute_dtype(job, dev.platform, rep)
    epochs, steps = t.epochs, inp.steps
    total = epochs * steps
    built = build(job, rep.base_dir, inp.built.input_shape, inp.built.num_classes, total, dtype,
                  cluster.multi)  # fmt: skip
    model, hooks, tx = built.model, built.hooks, built.tx
    train_step, eval_step = built.train_step, built.eval_step
    h, w, c = built.shape
    x0 = np.zeros((1, h, w, c), np.float32)
    params, state = replicate(dev, model.init(t.seed, x0))
    opt_state = jax.jit(tx.init, out_shardings=dev.replicated)(params)
    start_epoch, step = 0, 0
    if ck is not None:
        got = replicate(dev, jax_checkpoints.restore(ck, params, state, opt_state, rep))
        params, state, opt_state = got["params"], got["state"], got["opt_state"]
        start_epoch, step = ck.epoch, ck.step
    batches = train_batches(inp, cluster)
    first = _place(dev, next(batches))
    # compile events, JAX's own explanations: listening before the FLOPs count compiles the step
    watch = compiles.Compiles(compile_jax.JaxSource())
    watch.start()
    rep.started(
        backend=BACKEND.name,
        device=dev.label,
        replicas=n_dev,
        epochs=epochs,
        steps_per_epoch=steps,
        batch_size=p.batch_size,
        precision=job.model.precision,
        events_every=1,
        start_epoch=start_epoch + 1,
        start_step=step,
        train_examples=inp.built.train_count,
        val_examples=inp.built.val_count,
        processes=cluster.processes,
        local_devices=jax.local_device_count(),
        parameters=models.count_params(params),
        batch_sharding=describe_sharding(first[0]),
        **_flops_fields(job, dev, cluster, train_step, [params, state, opt_state], first, step),
        **({"process_id": cluster.process_id, "pid": os.getpid()} if cluster.multi else {}),
    )
    if t.label_smoothing:
        rep.log(
            Message(
                N_("label smoothing {smoothing:g}: the loss is measured against softened targets"),
                {"smoothing": t.label_smoothing},
            )
        )
    tb = ScalarWriter(rep.run_dir / "tensorboard", rep.log) if cluster.is_writer else _NoScalars()
    step_of = JaxStep(job, rep, dev, cluster, train_step, eval_step, batches, first, val_ds, steps,
                      inp.built.num_classes, list(hooks.metric_fns(BACKEND.name)))  # fmt: skip
    step_of.state = [params, state, opt_state]
    step_of.count = step
    training = Training(job, rep, steps=steps, start_epoch=start_epoch, start_step=step,
                        save=step_of.save)  # fmt: skip
    try:
        loop.fit(step_of, training, [*callbacks.standard(job, tb), watch])
    except Exception as exc:
        gone = jax_cluster.dead_peers(cluster) if cluster.multi else []
        if gone:  # a collective failed because a worker died: say which
            raise jax_cluster.PeerDied(gone) from exc
        raise
    if launched is not None:  # its parent lists every process's end
        rep.finish_extra["params_digest"] = jax_checkpoints.params_digest(step_of.state[0])[0]
        jax_cluster.gather_rows(rep, cluster)
        jax_cluster.leave(cluster)
    elif cluster.multi:
        jax_checkpoints.write_digest(rep.run_dir, step_of.state[0], training.step)


def _flops_fields(job: Job, dev: Devices, cluster: jax_cluster.Cluster, train_step: Any,
                  state: list[Any], first: Any, count: int) -> dict[str, Any]:  # fmt: skip
    """run_started's FLOPs per step (the first step's compile, which the step then reuses) and
    peak (:mod:`flops`, :mod:`tpugui.training.peak`)."""
    import jax
    import numpy as np

    flags = ()
    if cluster.multi:
        local = np.zeros(jax.local_device_count(), np.float32)
        flags = (jax.make_array_from_process_local_data(dev.data, local),)
    counted = flops.count(train_step, *state, *first, np.int32(count + 1), *flags)
    kind = getattr(dev.devices[0], "device_kind", dev.platform)
    n = cluster.processes if dev.platform == "cpu" else len(dev.devices)
    found = peak.lookup(dev.platform, kind, n, job.model.precision, tf32=True)
    return run_flops.run_fields(counted, found)


def replicate(dev: Devices, tree: Any) -> Any:
    """Host values (the same in every process) -> arrays replicated on every device."""
    import jax
    import numpy as np

    def put(a: Any) -> Any:
        a = np.asarray(a)
        return jax.make_array_from_callback(a.shape, dev.replicated, lambda index: a[index])

    return jax.tree.map(put, tree)


def _place(dev: Devices, batch: tuple[Any, Any]) -> tuple[Any, Any]:
    """This process's numpy share of a batch -> global arrays split over the ``data`` axis."""
    import jax

    x, y = batch
    if jax.process_count() == 1:  # the whole batch is here: the plain (and quicker) device_put
        return jax.device_put(x, dev.data), jax.device_put(y, dev.data)
    return (
        jax.make_array_from_process_local_data(dev.data, x),
        jax.make_array_from_process_local_data(dev.data, y),
    )


def describe_sharding(x: Any) -> dict[str, Any]:
    """How a placed batch is laid out, read from the array itself."""
    sh = x.sharding
    return {
        "spec": [a if a is None or isinstance(a, str) else list(a) for a in sh.spec],
        "devices": len(sh.device_set),
        "shape": list(x.shape),
        "shard_shape": list(sh.shard_shape(x.shape)),
    }


class JaxStep(loop.Step):
    """The jitted step on the next placed batch; its loss is read one step late (``lazy``,
    after the next step was dispatched). A multi-process run's step also all-reduces the
    processes' stop flags, read with its loss (``agreed``)."""

    lazy = True
    read_early = False

    def __init__(self, job: Job, rep: Reporter, dev: Devices, cluster: jax_cluster.Cluster,
                 train_step: Any, eval_step: Any, batches: Any, first: Any, val_ds: Any,
                 steps: int, outputs: int, own: list[str] | None = None):  # fmt: skip
        self.steps = steps
        self.job, self.rep, self.dev, self.cluster = job, rep, dev, cluster
        self.train_step, self.eval_step, self.val_ds = train_step, eval_step, val_ds
        self.it, self.first = batches, first
        self.agreed = cluster.multi
        self.batch = job.pipeline.batch_size
        self.state: list[Any] = []  # [params, model state, optimizer state]
        self.count = 0  # global steps run
        self._flag = 0.0
        self.task = job.model.task
        self.outputs = outputs
        self.own = own or []  # a model file's metric names (their sums follow the task's)

    def batches(self, epoch: int) -> Any:
        import numpy as np

        self.loss_sum = 0.0
        self.stats_sum: Any = np.zeros(tasks.stats_width(self.task, self.outputs) + len(self.own))
        self.seen = 0
        for _ in range(self.steps):
            if self.first is not None:
                batch, self.first = self.first, None
                yield batch
            else:
                yield _place(self.dev, next(self.it))

    def run_step(self, batch: Any) -> Any:
        import numpy as np

        x, y = batch
        self.count += 1
        if on_batch is not None:
            on_batch(self.count, x, y)
        extra = self._flags() if self.agreed else ()
        out = self.train_step(*self.state, x, y, np.int32(self.count), *extra)
        self.state = list(out[:3])
        return out[3:]

    def _flags(self) -> Any:
        import jax
        import numpy as np

        local = np.full(jax.local_device_count(), float(self.rep.should_stop()), np.float32)
        return (jax.make_array_from_process_local_data(self.dev.data, local),)

    def read(self, arrays: Any) -> dict[str, Any]:
        import numpy as np

        loss = float(arrays[0])
        self.loss_sum += loss * self.batch
        self.stats_sum += np.asarray(arrays[1], dtype=np.float64)
        self.seen += self.batch
        if self.agreed:
            self._flag = float(arrays[2])
        return {"loss": loss}

    def agree(self, stop: bool, failed: bool) -> tuple[bool, bool]:
        """(stop, failed), the same in every process: each one's gathered (a collective every
        process calls at the same place). Taken locally, a Stop seen by one process between
        the epoch's last vote and its end sent that one to its checkpoint and the other to the
        validation's collective, and both waited on each other."""
        if not self.agreed:
            return stop, failed
        import numpy as np
        from jax.experimental import multihost_utils

        every = np.asarray(
            multihost_utils.process_allgather(np.array([stop, failed], np.float32))
        ).reshape(-1, 2)
        stop, failed = bool(every[:, 0].max() > 0), bool(every[:, 1].max() > 0)
        rep = self.rep
        if stop and not rep.stop_event.is_set() and rep.failure is None:
            rep.stop_event.set()  # another process was asked to stop
            jax_cluster.peer_stopped()
        return stop, failed

    def voted(self) -> bool:
        """The all-reduced flags of the step just read, the same in every process."""
        rep = self.rep
        stop = self._flag > 0 or rep.failure is not None
        if stop and not rep.stop_event.is_set() and rep.failure is None:
            rep.stop_event.set()  # another process was asked to stop
            jax_cluster.peer_stopped()
        return stop

    def epoch_logs(self) -> dict[str, Any]:
        import jax

        jax.block_until_ready(self.state[0])
        if not self.seen:
            return {}
        return {
            "loss": self.loss_sum / self.seen,
            **_metric(self.task, self.stats_sum, own=self.own, seen=self.seen),
        }

    def evaluate(self) -> dict[str, Any]:
        if self.val_ds is None:
            return {}
        params, state, _ = self.state
        return evaluate(self.eval_step, self.dev, self.cluster, params, state, self.val_ds,
                        self.task, self.outputs, self.own)  # fmt: skip

    def save(self, epoch: int, step: int) -> Any:
        return jax_checkpoints.save(self.rep, self.cluster, tuple(self.state), epoch, step)


def _metric(task: str, stats: Any, prefix: str = "", own: list[str] | None = None,
            seen: float = 0.0) -> dict[str, float]:  # fmt: skip
    """The task's metric from its sums; a model file's metrics (``own``: summed batch means
    times the batch, after the task's sums) divided by the examples ``seen``."""
    own = own or []
    width = len(stats) - len(own)
    value = tasks.finish(task, stats[:width])
    out = {} if value is None else {prefix + tasks.get(task).metric: value}
    if own and seen:
        out.update({prefix + n: float(v) / seen for n, v in zip(own, stats[width:], strict=True)})
    return out


def evaluate(eval_step: Any, dev: Devices, cluster: jax_cluster.Cluster, params: Any, state: Any,
             val_ds: Any, task: str = "classification", outputs: int = 2,
             own: list[str] | None = None) -> dict[str, float]:  # fmt: skip
    """Every validation example once: each batch padded (weight 0) to the first batch's size
    (a multiple of the devices), so the short last batch compiles nothing new; each process
    puts its slice of it."""
    import jax
    import numpy as np

    n = len(dev.devices)
    ydtype = np.int32 if task == "classification" else np.float32
    loss = seen = 0.0
    own = own or []
    stats = np.zeros(tasks.stats_width(task, outputs) + len(own))
    size = 0  # every batch is padded to the first one's size: one shape, one compile
    for x, y in val_ds.as_numpy_iterator():
        b = len(x)
        size = max(size, -(-b // n) * n)
        padded = size
        w = np.zeros(padded, np.float32)
        w[:b] = 1.0
        x = np.concatenate([x, np.zeros((padded - b, *x.shape[1:]), x.dtype)])
        y = y.astype(ydtype)
        y = np.concatenate([y, np.zeros((padded - b, *y.shape[1:]), ydtype)])
        part = padded // cluster.processes
        lo = cluster.process_id * part
        args = [
            jax.make_array_from_process_local_data(dev.data, a[lo : lo + part], a.shape)
            for a in (x, y, w)
        ]
        got = jax.device_get(eval_step(params, state, *args))
        loss += float(got[0])
        stats += np.asarray(got[1], dtype=np.float64)
        seen += float(got[2])
    if not seen:
        return {}
    return {"val_loss": loss / seen, **_metric(task, stats, "val_", own, seen)}
