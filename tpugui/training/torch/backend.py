"""The PyTorch backends: a plain training loop on CPU, CUDA or MPS, and PyTorch/XLA.

One loop serves both. On CPU/CUDA/MPS the loss is read every step. On XLA (``torch_xla.device()``,
``MpDeviceLoader``, ``xm.optimizer_step``) the loop never reads a tensor back in the middle of a
step: every ``train.log_every`` steps it keeps the loss tensor and reads it one step later, after
the loader's ``torch_xla.sync()`` has materialised it (lagged reports; NaN is caught at those
steps). Epoch metrics are summed on the device and read once per epoch. A stop request is
honoured after the current step on every device.

Launched by ``torch_xla.launch`` (one process per TPU device,
:mod:`tpugui.training.torch.xla_launch`), each rank trains on its shard with batch_size / world
examples a step; the ranks stop together on an all-reduced flag (stop request or failure) read
with the lagged loss, every ``log_every`` steps, so no rank is left waiting in an all-reduce;
epoch metrics are summed over the ranks.

``train.jit_compile = "on"`` (plain torch; PyTorch/XLA always compiles through XLA) compiles the
model with ``torch.compile`` (TorchInductor) once its checkpoint is loaded and its FLOPs counted,
before DistributedDataParallel wraps it, as torch's docs advise: the step and validation call
the compiled module, while checkpoints save the eager module's ``state_dict`` (its own keys, no
``_orig_mod.`` prefix), so a checkpoint resumes and predicts with or without compiling.
(``model.compile()`` in place would keep the keys too, but in torch 2.13 it compiles nothing for
an ``nn.Sequential``, which the built-in networks are.)

AMP: ``mixed_bfloat16`` / ``mixed_float16`` run the forward pass under ``torch.autocast``
(fp16 on CUDA with a GradScaler). torch / torch_xla are imported inside the functions.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from tpugui import sources, tasks
from tpugui.i18n_marks import N_, Message
from tpugui.job import Job
from tpugui.job_errors import job_error
from tpugui.job_fields import field_spec
from tpugui.pipeline import batching
from tpugui.training import (
    callbacks,
    checkpoints,
    compiles,
    file_model,
    inputs,
    loop,
    peak,
    schedule,
)
from tpugui.training import flops as run_flops
from tpugui.training.callbacks import Training
from tpugui.training.ranks import Launched
from tpugui.training.reporter import Reporter
from tpugui.training.tensorboard import ScalarWriter
from tpugui.training.torch import build, flops, models, objectives
from tpugui.training.torch import checkpoints as torch_checkpoints
from tpugui.training.torch import compile as compile_torch
from tpugui.training.torch import data as torch_data
from tpugui.training.torch.devices import DdpDevice, Device, XlaDevice


class _NoScalars:
    """TensorBoard for ranks other than 0: nothing is written."""

    def scalar(self, *a: Any) -> None: ...
    def scalars(self, *a: Any) -> None: ...
    def flush(self) -> None: ...
    def close(self) -> None: ...


def train(
    job: Job, rep: Reporter, ck: checkpoints.Checkpoint | None, launched: Launched | None = None
) -> None:
    import torch

    torch.manual_seed(job.train.seed)
    if job.model.backend == "torch_xla":
        dev: Device = XlaDevice(job, rep, launched)
    elif launched is not None:
        dev = DdpDevice(job, rep, launched)
    else:
        dev = Device(job, rep)
    try:
        _train_on(job, rep, ck, launched, dev)
    finally:
        dev.close()


def _train_on(
    job: Job, rep: Reporter, ck: checkpoints.Checkpoint | None, launched: Launched | None,
    dev: Device,
) -> None:  # fmt: skip
    import torch

    if isinstance(dev, DdpDevice):
        rep.log(
            Message(
                N_(
                    "torch.distributed ({backend}) + DistributedDataParallel ({reason}): each "
                    "of {world} processes trains on its DistributedSampler shard with batch "
                    "{per_replica}; gradients are all-reduced each step; events from rank 0"
                ),
                {
                    "backend": dev.backend,
                    "reason": launched.reason if launched else "",
                    "world": dev.world,
                    "per_replica": job.pipeline.batch_size // max(dev.world, 1),
                },
            )
        )
    elif dev.agreed:
        rep.log(
            Message(
                N_(
                    "torch_xla.launch ({reason}): {world} process(es), one per device; each "
                    "trains on 1/{world} of the data with batch {per_replica}; events from "
                    "rank 0; a stop takes effect at the next multiple of train.log_every "
                    "({log_every}) steps"
                ),
                {
                    "reason": launched.reason,
                    "world": dev.world,
                    "per_replica": job.pipeline.batch_size // max(dev.world, 1),
                    "log_every": job.train.log_every,
                },
            )
        )
    data = torch_data.make(job, rep.base_dir, shard=(dev.rank, dev.world) if dev.agreed else None)
    for note in data.notes:
        rep.log(note, sources.note_level(note))
    if dev.is_writer:
        inputs.write(rep.run_dir, job, data)
    t, p = job.train, job.pipeline
    if data.steps_per_epoch <= 0:  # the batch rule says why (BatchError)
        batching.require_batch(p.batch_size, 1, data.train_count, p.drop_remainder)
    steps = t.steps_per_epoch or data.steps_per_epoch
    if steps <= 0:  # not the batch's fault (the rule found nothing): still no step to make
        raise job_error(batching.FIELD, N_("no batch of {size} in the data"), size=p.batch_size)
    if t.label_smoothing:
        rep.log(
            Message(
                N_("label smoothing {smoothing:g}: the loss is measured against softened targets"),
                {"smoothing": t.label_smoothing},
            )
        )
    epochs, total = t.epochs, t.epochs * steps
    said: list[Any] = []
    model = models.build(
        job.model.architecture, data.input_shape, data.num_classes, rep.base_dir, said
    ).to(dev.device)
    for note in said:
        rep.log(note)
    hooks = file_model.hooks(job.model.architecture, rep.base_dir)
    own_opt = hooks.optimizer("torch", t.learning_rate)
    opt = (
        own_opt(model.parameters())
        if own_opt is not None
        else build.make_optimizer(job, model.parameters())
    )
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: schedule.lr_at(t, s, total) / t.learning_rate
    )
    use_scaler = job.model.precision == "mixed_float16" and dev.device.type == "cuda"
    scaler = torch.amp.GradScaler("cuda") if use_scaler else None
    start_epoch, step = 0, 0
    if ck is not None:
        rep.restoring()
        torch_checkpoints.restore(ck, model, opt, sched, rep)
        start_epoch, step = ck.epoch, ck.step
    counted = _flops_fields(job, dev, model, data)  # on the eager model, before any compile
    compiled = compiles_model(job)
    #: what the step and validation call: the compiled module (the inner one, before DDP wraps
    #: it in dev.prepare), sharing the eager model's parameters; the eager one is saved
    runs = torch.compile(model) if compiled else model
    rep.started(
        backend=job.model.backend,
        device=dev.label,
        replicas=dev.replicas,
        epochs=epochs,
        steps_per_epoch=steps,
        batch_size=p.batch_size,
        precision=job.model.precision,
        events_every=t.log_every if dev.lazy else 1,
        start_epoch=start_epoch + 1,
        start_step=step,
        train_examples=data.train_count,
        val_examples=data.val_count,
        **counted,
        **({"compiled": "torch.compile"} if compiled else {}),
        **(
            {"processes": dev.world, "per_replica_batch": data.batch_size, "pid": os.getpid()}
            if dev.agreed
            else {}
        ),
    )
    if compiled:
        rep.log(
            Message(
                N_(
                    "torch.compile (train.jit_compile = on): TorchInductor compiles the model "
                    "at its first step and again at validation's first batch; those steps are "
                    "slower, the later ones run the compiled code"
                )
            )
        )
    if dev.lazy:
        rep.log(
            Message(
                N_("XLA: the loss is read every {every} steps (train.log_every), one step late"),
                {"every": t.log_every},
            )
        )
    tb = ScalarWriter(rep.run_dir / "tensorboard", rep.log) if dev.is_writer else _NoScalars()
    train_iter = torch_data.EpochSlice(data.train, steps)
    step_of = TorchStep(job, rep, dev, model, opt, sched, scaler, train_iter, data.val,
                        data.num_classes, hooks, runs)  # fmt: skip
    training = Training(job, rep, steps=steps, start_epoch=start_epoch, start_step=step,
                        save=step_of.save)  # fmt: skip
    source = (
        compile_torch.XlaSource()
        if dev.lazy
        else compile_torch.DynamoSource()
        if compiled
        else None
    )
    watch = [compiles.Compiles(source)] if source is not None else []  # (eager: none)
    loop.fit(step_of, training, [*callbacks.standard(job, tb), *watch])
    dev.report_workers(rep, model)


def compiles_model(job: Job) -> bool:
    """Whether the run compiles its model with ``torch.compile``: ``train.jit_compile`` is
    "on" and the backend reads the key (plain torch; not PyTorch/XLA)."""
    return job.train.jit_compile == "on" and field_spec("train.jit_compile").applies_to(
        job.model.backend
    )


def _flops_fields(job: Job, dev: Device, model: Any, data: Any) -> dict[str, Any]:
    """run_started's FLOPs per step and peak (:mod:`flops`, :mod:`tpugui.training.peak`)."""
    import torch

    shape = tuple(data.input_shape)
    if len(shape) == 3:  # (H, W, C) as the job sees it; torch's batches are (N, C, H, W)
        shape = (shape[2], shape[0], shape[1])
    count = flops.count(model, shape, job.pipeline.batch_size)
    kind, label = dev.device.type, dev.label
    if kind == "xla":
        kind = "tpu" if "TPU" in label.upper() else "gpu" if "CUDA" in label.upper() else kind
    tf32 = kind == "cuda" and torch.get_float32_matmul_precision() != "highest"
    n = dev.world if dev.agreed else dev.replicas
    found = peak.lookup(kind, label, 1 if kind == "cpu" else n, job.model.precision, tf32=tf32)
    return run_flops.run_fields(count, found)


class TorchStep(loop.Step):
    """One optimizer step on a batch (the loop and the callbacks do the rest)."""

    def __init__(self, job: Job, rep: Reporter, dev: Device, model: Any, opt: Any, sched: Any,
                 scaler: Any, train_iter: Any, val: Any, outputs: int,
                 hooks: file_model.FileHooks | None = None, runs: Any = None):  # fmt: skip
        #: ``model`` the eager module (its state is saved); ``runs`` what validation calls (the
        #: model, or torch.compile's module around it)
        self.job, self.rep, self.dev, self.model = job, rep, dev, model
        self.runs = model if runs is None else runs
        #: what the step calls: ``runs``, or DistributedDataParallel around it
        self.forward = dev.prepare(self.runs)
        self.opt, self.sched, self.scaler = opt, sched, scaler
        self.train_iter, self.val = train_iter, val
        self.lazy = self.read_early = dev.lazy
        self.agreed = dev.agreed
        self.every = job.train.log_every if dev.lazy else 1
        self.device_type = "xla" if dev.lazy else dev.device.type
        self._vote: Any = None
        self._loss: Any = None  # the last step's, for the vote
        self.task = job.model.task
        self.width = tasks.stats_width(self.task, outputs)
        hooks = hooks or file_model.FileHooks()
        #: a model file's own loss (batch mean) and extra metrics (file_model)
        self.own_loss = hooks.loss("torch", self.task)
        self.own_metrics = hooks.metric_fns("torch")

    def batches(self, epoch: int) -> Any:
        import torch

        self.runs.train()
        self.loss_sum = torch.zeros((), device=self.dev.device)
        self.stats = torch.zeros(self.width, device=self.dev.device)
        self.extra = torch.zeros(len(self.own_metrics), device=self.dev.device)
        self.seen = 0
        return self.dev.wrap(self.train_iter)

    def run_step(self, batch: Any) -> Any:
        import torch

        dev, model, t = self.dev, self.forward, self.job.train
        x, y = dev.to(batch[0]), dev.to(batch[1])
        x = torch_data.augment(x, self.job.pipeline)
        with build.autocast(self.job, self.device_type):
            out = model(x)
        loss = (
            objectives.loss(self.task, out, y, t.label_smoothing).mean()
            if self.own_loss is None
            else self.own_loss(out.float(), y)
        )
        self.opt.zero_grad(set_to_none=True)
        if self.scaler is not None:
            self.scaler.scale(loss).backward()
        else:
            loss.backward()
        if t.clip_norm > 0:
            if self.scaler is not None:
                self.scaler.unscale_(self.opt)
            torch.nn.utils.clip_grad_norm_(model.parameters(), t.clip_norm)
        dev.optimizer_step(self.opt, self.scaler)
        self.sched.step()
        n = int(y.shape[0])
        self.seen += n
        detached = self._loss = loss.detach()
        self.loss_sum += detached * n
        self.stats += objectives.stats(self.task, out, y)
        if self.own_metrics:
            self.extra += _own_metrics(self.own_metrics, out, y) * n
        return detached

    def read(self, loss: Any) -> dict[str, Any]:
        if self.agreed and self._vote is not None:  # the global batch's loss, from the vote
            loss = self._vote[2]
        return {"loss": float(loss.cpu()) if self.lazy else loss.item()}

    def vote(self, training: Training) -> None:
        self._vote = self.dev.flag(training.wants_stop(), self.rep.failure is not None,
                                   self._loss)  # fmt: skip

    def voted(self) -> bool:
        vote, self._vote = self._vote, None  # every rank reads the same flag at the same step
        return vote is not None and float(vote.cpu()[0]) > 0

    def agree(self, stop: bool, failed: bool) -> tuple[bool, bool]:
        return self.dev.agree(stop, failed)

    def epoch_logs(self) -> dict[str, Any]:
        k = len(self.own_metrics)
        loss_total, seen_total, *stats = self.dev.sums(
            [self.loss_sum, self.seen, *self.extra.unbind(), *self.stats.unbind()]
        )
        if not seen_total:
            return {}
        extra = {name: v / seen_total for name, v in zip(self.own_metrics, stats[:k], strict=True)}
        return {"loss": loss_total / seen_total, **_metric(self.task, stats[k:]), **extra}

    def evaluate(self) -> dict[str, Any]:
        if self.val is None:
            return {}
        return evaluate(self.runs, self.dev, self.dev.wrap(self.val), self.job, self.width,
                        self.own_loss, self.own_metrics)  # fmt: skip

    def save(self, epoch: int, step: int) -> Path:
        return torch_checkpoints.save(self.dev, self.rep, self.model, self.opt, self.sched, epoch,
                                      step)  # fmt: skip


def _metric(task: str, stats: list[float], prefix: str = "") -> dict[str, float]:
    value = tasks.finish(task, stats)
    return {} if value is None else {prefix + tasks.get(task).metric: value}


def _own_metrics(fns: dict[str, Any], out: Any, y: Any) -> Any:
    """A model file's metrics of one batch (each its batch mean), as one float32 vector."""
    import torch

    with torch.no_grad():
        return torch.stack(
            [torch.as_tensor(f(out.detach().float(), y)).float() for f in fns.values()]
        )


def evaluate(model: Any, dev: Device, batches: Any, job: Job, width: int, own_loss: Any = None,
             own_metrics: dict[str, Any] | None = None) -> dict[str, float]:  # fmt: skip
    import torch

    task = job.model.task
    own_metrics = own_metrics or {}
    model.eval()
    loss_sum = torch.zeros((), device=dev.device)
    stats = torch.zeros(width, device=dev.device)
    extra = torch.zeros(len(own_metrics), device=dev.device)
    seen = 0
    device_type = "xla" if dev.lazy else dev.device.type
    with torch.no_grad():
        for x, y in batches:
            x, y = dev.to(x), dev.to(y)
            with build.autocast(job, device_type):
                out = model(x)
            n = int(y.shape[0])
            if own_loss is None:
                loss_sum += objectives.loss(task, out, y, job.train.label_smoothing).sum()
            else:
                loss_sum += own_loss(out.float(), y) * n
            stats += objectives.stats(task, out, y)
            if own_metrics:
                extra += _own_metrics(own_metrics, out, y) * n
            seen += n
    model.train()
    k = len(own_metrics)
    loss_total, seen_total, *summed = dev.sums([loss_sum, seen, *extra.unbind(), *stats.unbind()])
    if not seen_total:
        return {}
    val = {f"val_{name}": v / seen_total for name, v in zip(own_metrics, summed[:k], strict=True)}
    return {"val_loss": loss_total / seen_total, **_metric(task, summed[k:], "val_"), **val}
