"""Where a torch run trains, and how its processes agree: :class:`Device` (CPU, CUDA, MPS, or
a device a descriptor's module registers: TorchTPU's ``"tpu"``),
:class:`XlaDevice` (PyTorch/XLA, one process or one per TPU device through
``torch_xla.launch``) and :class:`DdpDevice` (several processes through ``torch.distributed`` +
DistributedDataParallel, ``train.processes``), (each process's environment:
:func:`tpugui.training.torch.cluster.rank_env`), and the digest of a model's parameters. torch / torch_xla are imported inside the functions."""

from __future__ import annotations

import importlib
import os
from pathlib import Path
from typing import Any

from tpugui import backends
from tpugui.i18n_marks import N_, Message
from tpugui.job import Job
from tpugui.job_errors import job_error
from tpugui.training.ranks import Launched, own_row
from tpugui.training.reporter import Reporter

__all__ = ["DdpDevice", "Device", "XlaDevice", "params_digest"]


class Device:
    """What differs between eager devices and XLA."""

    lazy = False
    #: ranks agree on stopping through an all-reduce (torch_xla.launch runs)
    agreed = False
    rank, world = 0, 1

    @property
    def is_writer(self) -> bool:
        return self.rank == 0

    def __init__(self, job: Job, rep: Reporter):
        import torch

        self.job = job
        want = job.model.device
        native = backends.get(job.model.backend)
        if native.native_device:  # TorchTPU's "tpu": registered by importing its module
            importlib.import_module(native.module)
            self.device = torch.device(native.native_device)
        elif want in ("auto", "gpu") and torch.cuda.is_available():
            self.device = torch.device("cuda:0")
        elif want.startswith(("cuda:", "gpu:")):
            index = int(want.split(":")[1])
            if not torch.cuda.is_available() or index >= torch.cuda.device_count():
                raise job_error(
                    "model.device",
                    N_("{want} asked, but torch sees {count} CUDA device(s)"),
                    want=want,
                    count=torch.cuda.device_count(),
                )
            self.device = torch.device(f"cuda:{index}")
        elif want in ("auto", "mps") and _mps():
            self.device = torch.device("mps")
        else:
            if want in ("gpu", "mps", "tpu"):
                rep.log(
                    Message(
                        N_("no {device} visible to torch; training on the CPU"),
                        {"device": want.upper()},
                    ),
                    "warning",
                )
            self.device = torch.device("cpu")
        kind = self.device.type
        self.label = torch.cuda.get_device_name(self.device) if kind == "cuda" else kind.upper()
        self.replicas = 1

    def wrap(self, loader: Any) -> Any:
        return loader

    def to(self, t: Any) -> Any:
        return t.to(self.device, non_blocking=True)

    def optimizer_step(self, opt: Any, scaler: Any) -> None:
        if scaler is not None:
            scaler.step(opt)
            scaler.update()
        else:
            opt.step()

    def save(self, state: dict[str, Any], path: Path) -> None:
        import torch

        torch.save(state, path)

    def agree(self, stop: bool, failed: bool) -> tuple[bool, bool]:
        """(stop, failed), the same on every rank."""
        return stop, failed

    def flag(self, stop: bool, failed: bool, loss: Any = None) -> Any:
        """(stop, failed, the step's loss averaged over the ranks) all-reduced over the ranks
        in one collective, lazily (``agreed`` devices only): stop or failed > 0 when any rank
        asked; the loss is the whole global batch's, as one process would have reported it."""
        return None

    def _votes(self, stop: bool, failed: bool, loss: Any) -> Any:
        import torch

        mean = (loss.detach().float().reshape(()) / self.world if loss is not None
                else torch.zeros((), device=self.device))  # fmt: skip
        flags = torch.tensor([float(stop), float(failed)], device=self.device)
        return torch.cat([flags, mean.to(self.device).reshape(1)])

    def sums(self, values: list[Any]) -> list[float]:
        """Per-rank sums (tensors or numbers) added over the ranks, read back once."""
        return [float(v.cpu()) if hasattr(v, "cpu") else float(v) for v in values]

    def prepare(self, model: Any) -> Any:
        """The module the training step calls (DistributedDataParallel's wrapper where the
        gradients are exchanged; else the model itself)."""
        return model

    def report_workers(self, rep: Reporter, model: Any) -> None:
        """What this worker adds to ``run_finished.workers`` (runs of several processes)."""

    def close(self) -> None:
        """Leave the distributed runtime (runs of several processes only)."""


class XlaDevice(Device):
    lazy = True

    def __init__(self, job: Job, rep: Reporter, launched: Launched | None = None):
        import torch_xla
        import torch_xla.runtime as xr

        self.job = job
        self.device = torch_xla.device()
        try:
            real = torch_xla.real_devices()
            self.label = f"XLA {real[0]}" if real else "XLA"
        except Exception:  # noqa: BLE001 - a label only
            self.label = "XLA"
        if launched is not None:
            self.agreed = True
            self.rank, self.world = int(xr.global_ordinal()), int(xr.world_size())
        self.replicas = int(xr.world_size()) if hasattr(xr, "world_size") else 1

    def flag(self, stop: bool, failed: bool, loss: Any = None) -> Any:
        import torch_xla.core.xla_model as xm

        return xm.all_reduce(xm.REDUCE_SUM, self._votes(stop, failed, loss))

    def agree(self, stop: bool, failed: bool) -> tuple[bool, bool]:
        if not self.agreed:
            return stop, failed
        agreed_stop, agreed_failed, _ = self.flag(stop, failed).cpu().tolist()
        return agreed_stop > 0, agreed_failed > 0

    def sums(self, values: list[Any]) -> list[float]:
        if not self.agreed:
            return super().sums(values)
        import torch
        import torch_xla.core.xla_model as xm

        stacked = torch.stack(
            [
                v.float() if hasattr(v, "float") else torch.tensor(float(v), device=self.device)
                for v in values
            ]
        )
        return [float(v) for v in xm.all_reduce(xm.REDUCE_SUM, stacked).cpu().tolist()]

    def wrap(self, loader: Any) -> Any:
        import torch_xla.distributed.parallel_loader as pl

        return pl.MpDeviceLoader(loader, self.device)

    def to(self, t: Any) -> Any:
        return t  # MpDeviceLoader already put the batch on the device

    def optimizer_step(self, opt: Any, scaler: Any) -> None:
        import torch_xla.core.xla_model as xm

        xm.optimizer_step(opt)

    def save(self, state: dict[str, Any], path: Path) -> None:
        import torch_xla.core.xla_model as xm

        xm.save(state, str(path))


class DdpDevice(Device):
    """One process of several on this host (``train.processes``): ``torch.distributed`` (gloo
    on the CPU, NCCL on CUDA, one GPU per process) with DistributedDataParallel; each trains on
    its DistributedSampler's shard with batch_size / world examples a step. The ranks agree on
    stopping through an all-reduced flag each step; rank 0 alone writes checkpoints."""

    agreed = True

    def __init__(self, job: Job, rep: Reporter, launched: Launched):
        import torch
        import torch.distributed as dist

        self.job = job
        local = int(os.environ.get("LOCAL_RANK", launched.rank))
        cuda = job.model.device in ("auto", "gpu") and torch.cuda.is_available()
        if cuda:
            self.device = torch.device(f"cuda:{local % torch.cuda.device_count()}")
            torch.cuda.set_device(self.device)
            self.label = torch.cuda.get_device_name(self.device)
        else:
            self.device = torch.device("cpu")
            self.label = "CPU"
        if not dist.is_initialized():
            dist.init_process_group(backend="nccl" if cuda else "gloo", init_method="env://")
        self.backend = dist.get_backend()
        self.rank, self.world = dist.get_rank(), dist.get_world_size()
        self.replicas = self.world

    def prepare(self, model: Any) -> Any:
        from torch.nn.parallel import DistributedDataParallel

        ids = [self.device.index] if self.device.type == "cuda" else None
        return DistributedDataParallel(model, device_ids=ids)

    def flag(self, stop: bool, failed: bool, loss: Any = None) -> Any:
        import torch.distributed as dist

        local = self._votes(stop, failed, loss)
        dist.all_reduce(local, op=dist.ReduceOp.SUM)
        return local

    def agree(self, stop: bool, failed: bool) -> tuple[bool, bool]:
        agreed_stop, agreed_failed, _ = self.flag(stop, failed).cpu().tolist()
        return agreed_stop > 0, agreed_failed > 0

    def sums(self, values: list[Any]) -> list[float]:
        import torch
        import torch.distributed as dist

        stacked = torch.stack(
            [
                v.detach().float().to(self.device)
                if hasattr(v, "float")
                else torch.tensor(float(v), device=self.device)
                for v in values
            ]
        )
        dist.all_reduce(stacked, op=dist.ReduceOp.SUM)
        return [float(v) for v in stacked.cpu().tolist()]

    def save(self, state: dict[str, Any], path: Path) -> None:
        import torch

        if self.rank == 0:  # the replicas hold the same parameters: one file
            torch.save(state, path)

    def report_workers(self, rep: Reporter, model: Any) -> None:
        """This worker's digest of its final parameters, for ``run_finished.workers`` (its
        parent gathers its host's; equal digests, the replicas stayed in sync), and rank 0 every
        worker's row, for the workers of other hosts (a pod run)."""
        import torch.distributed as dist

        rep.finish_extra["params_digest"] = params_digest(model)
        row = own_row(rep, self.rank)
        rows: list[Any] = [None] * self.world
        dist.all_gather_object(rows, row)
        if self.rank == 0:
            rep.finish_extra["others"] = rows

    def close(self) -> None:
        import torch.distributed as dist

        if dist.is_initialized():
            dist.destroy_process_group()


def params_digest(model: Any) -> str:
    """sha256 of the model's parameters and buffers in their order, as float32 bytes."""
    import hashlib

    h = hashlib.sha256()
    for name, t in model.state_dict().items():
        h.update(name.encode())
        h.update(t.detach().float().cpu().contiguous().numpy().tobytes())
    return h.hexdigest()


def _mps() -> bool:
    import torch

    try:
        return bool(torch.backends.mps.is_available())
    except AttributeError:
        return False
