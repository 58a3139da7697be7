"""A torch run's model in torch's own formats (torch_xla's too, saved from the CPU; ``tpugui
export``, :mod:`tpugui.inference.export` writes ``model.json`` beside them): ``program.pt2``, a
``torch.export`` program with a dynamic batch (``torch.export.load(...).module()(x)``), and
``state_dict.pt`` (the weights for the same network built in code). torch is imported inside
:func:`write`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

__all__ = ["FILES", "HOW_TO_LOAD", "IMPORTS", "write"]

#: model.json's "files": key -> name in OUT
FILES = {"program": "program.pt2", "state_dict": "state_dict.pt"}
#: what those lines import first
IMPORTS = "import torch"
#: a fresh Python's one line per file to load it (run in OUT)
HOW_TO_LOAD = {
    "program": "torch.export.load('program.pt2').module()(x)",
    "state_dict": "model.load_state_dict(torch.load('state_dict.pt'))  # the same nn.Module",
}


def write(restored: Any, out: Path, files: dict[str, str]) -> None:
    """Write ``restored`` (a :class:`tpugui.inference.restore.Restored` of a torch run) into
    ``out`` under ``files``' names."""
    import torch

    model = restored.model.eval()
    h, w, c = (tuple(restored.input_shape) + (1, 1, 1))[:3]
    example = (torch.zeros(2, c, h, w),)
    batch = torch.export.Dim("batch")
    program = torch.export.export(model, example, dynamic_shapes=({0: batch},))
    torch.export.save(program, str(out / files["program"]))
    torch.save(model.state_dict(), str(out / files["state_dict"]))
