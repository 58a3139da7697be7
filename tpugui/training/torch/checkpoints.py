"""torch checkpoints: ``checkpoints/STEM.pt`` holds the model's, the optimizer's and the
scheduler's state dicts with the epoch and step (``torch.save``; PyTorch/XLA's ``xm.save``
through the device, every rank taking part and rank 0 writing), beside tpugui's ``STEM.json``
(backend, epoch, step); :func:`restore` loads one back. torch is imported inside the functions.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tpugui.i18n_marks import N_, Message
from tpugui.training import checkpoints
from tpugui.training.reporter import Reporter
from tpugui.training.torch.devices import Device

__all__ = ["save", "restore"]


def save(
    dev: Device, rep: Reporter, model: Any, opt: Any, sched: Any, epoch: int, step: int
) -> Path:
    folder = rep.run_dir / "checkpoints"
    folder.mkdir(parents=True, exist_ok=True)
    name = checkpoints.stem(epoch, step)
    state = {
        "model": model.state_dict(),
        "optimizer": opt.state_dict(),
        "scheduler": sched.state_dict(),
        "epoch": epoch,
        "step": step,
    }
    checkpoints.ensure_space(folder, checkpoints.state_bytes(state))
    # a full disk leaves no partial file; only the writing rank renames it (the others would
    # take the file from under the writer)
    with checkpoints.atomic(folder / f"{name}.pt", writer=dev.is_writer) as tmp:
        dev.save(state, tmp)  # every rank (xm.save meets the others), rank 0 writes
    if not dev.is_writer:
        return folder / f"{name}.pt"
    meta = checkpoints.write_meta(
        folder, name, rep.job.model.backend, epoch, step, {"state": f"{name}.pt"}
    )
    rep.checkpoint(meta, epoch, step)
    return meta


def restore(ck: checkpoints.Checkpoint, model: Any, opt: Any, sched: Any, rep: Reporter) -> None:
    """Load ``ck`` into ``model``, ``opt`` and ``sched`` (an optimizer state that does not fit
    leaves a fresh optimizer, said in the log)."""
    import torch

    state = torch.load(ck.files["state"], map_location="cpu", weights_only=True)
    model.load_state_dict(state["model"])
    try:
        opt.load_state_dict(state["optimizer"])
        sched.load_state_dict(state["scheduler"])
    except (ValueError, KeyError) as exc:
        rep.log(
            Message(
                N_("the checkpoint's optimizer state does not fit ({error}); fresh optimizer"),
                {"error": str(exc)},
            )
        )
    rep.restored(checkpoints.resumed_message(ck))
