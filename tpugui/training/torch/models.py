"""The built-in networks in PyTorch (channels-first), the same layers as
:mod:`tpugui.training.tensorflow.models`.

``build`` takes the input shape as the job sees it, ``(H, W, C)``, and returns a module that
maps ``(N, C, H, W)`` float tensors to ``(N, num_outputs)`` logits (``file:`` models:
:mod:`tpugui.training.file_model`). torch is imported inside the
functions.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

from tpugui.i18n_marks import N_, Message
from tpugui.training import models as spec

#: a model file whose last module is LogSoftmax: nothing to change (softmax of log_softmax is
#: softmax, and the cross-entropy of log-probabilities is that of the logits)
KEEPS_LOG_SOFTMAX = N_(
    "the model file's last layer applies log_softmax; tpugui's loss and predictions give the "
    "same values from log-probabilities as from logits, so it is kept as it is"
)


#: a model file whose forward applies softmax or sigmoid itself (not a last layer to take off)
FORWARD_AS_LOGITS = N_(
    "the model file's forward applies {activation} to its outputs; tpugui takes them back to "
    "logits for the loss and applies {activation} once when it predicts, so the model file "
    "needs no change"
)


def build(
    architecture: str,
    input_shape: tuple[int, ...],
    num_outputs: int,
    base_dir: str | Path | None = None,
    notes: list[Message] | None = None,
) -> Any:
    """The module; a model file's final Softmax or Sigmoid is taken off (:func:`as_logits`),
    said in ``notes``."""
    import torch

    path = spec.model_file(architecture, base_dir)
    if path is not None:
        model = spec.build_user_model(
            path, "torch", input_shape, num_outputs, (torch.nn.Module, "torch.nn.Module")
        )
        model, said = as_logits(model, input_shape)
        if said is not None and notes is not None:
            notes.append(said)
        return model
    h, w, c = (tuple(input_shape) + (1, 1, 1))[:3]
    return {"mlp": _mlp, "cnn": _cnn, "resnet": _resnet}[architecture](h, w, c, num_outputs)


def as_logits(model: Any, input_shape: tuple[int, ...] | None = None) -> tuple[Any, Message | None]:
    """A model that gives probabilities, as logits: tpugui's losses take logits and its
    predictions apply the activation once. An ``nn.Sequential`` ending in ``Softmax`` or
    ``Sigmoid`` (as many torch examples write a classifier) loses that last module (the module
    keys stay: a slice of a Sequential keeps them, so checkpoints fit either way); a final
    ``LogSoftmax`` is kept, and said. Any other module whose ``forward`` applies softmax or
    sigmoid itself is found by one probe of random ``input_shape`` examples (every row sums to
    1: softmax; every value strictly between 0 and 1: sigmoid) and its outputs are taken back
    to logits by a forward hook (log p; log(p / (1 - p))), which keeps its parameters and
    state_dict as they are. What was done, in words (None: nothing to say)."""
    from torch import nn

    if isinstance(model, nn.Sequential) and len(model) >= 2:
        last = model[-1]
        if isinstance(last, (nn.Softmax, nn.Sigmoid)):
            removed = "softmax" if isinstance(last, nn.Softmax) else "sigmoid"
            return model[:-1], Message(spec.AS_LOGITS, {"activation": removed})
        if isinstance(last, nn.LogSoftmax):
            return model, Message(KEEPS_LOG_SOFTMAX)
        return model, None
    found = _probe(model, input_shape) if input_shape is not None else None
    if found is None:
        return model, None
    model.register_forward_hook(_LOGITS[found])
    return model, Message(FORWARD_AS_LOGITS, {"activation": found})


def _probe(model: Any, input_shape: tuple[int, ...]) -> str | None:
    """ "softmax" or "sigmoid" when ``model``'s outputs on random examples are probabilities
    of that kind, else None (a model the probe cannot run is left as it is)."""
    import torch

    h, w, c = (tuple(input_shape) + (1, 1, 1))[:3]
    # a shallow copy runs the probe: the same parameters and layers, but the module's own
    # attributes apart (a forward that counts its calls, as a model file may, counts none)
    probe = copy.copy(model)
    was_training = model.training
    try:
        probe.eval()
        gen = torch.Generator().manual_seed(0)
        x = torch.randn((4, c, h, w), generator=gen) * 3.0
        with torch.no_grad():
            out = probe(x)
    except Exception:  # noqa: BLE001 - a model with other inputs: nothing found, nothing changed
        return None
    finally:
        probe.train(was_training)  # its layers are the model's: back as they were
    if not isinstance(out, torch.Tensor) or out.ndim != 2 or not out.is_floating_point():
        return None
    out = out.double()
    if (
        out.shape[1] >= 2
        and bool((out >= 0).all())
        and bool(
            torch.allclose(out.sum(dim=1), torch.ones(out.shape[0], dtype=out.dtype), atol=1e-4)
        )
    ):
        return "softmax"
    if bool(((out > 0) & (out < 1)).all()):
        return "sigmoid"
    return None


def _log_of_softmax(module: Any, args: Any, out: Any) -> Any:
    import torch

    return torch.log(out.clamp_min(1e-12))


def _logit_of_sigmoid(module: Any, args: Any, out: Any) -> Any:
    import torch

    p = out.clamp(1e-7, 1 - 1e-7)
    return torch.log(p) - torch.log1p(-p)


#: the forward hook that takes each kind of probabilities back to logits
_LOGITS = {"softmax": _log_of_softmax, "sigmoid": _logit_of_sigmoid}


def _mlp(h: int, w: int, c: int, classes: int) -> Any:
    from torch import nn

    layers: list[Any] = [nn.Flatten()]
    width = h * w * c
    for units in spec.MLP_UNITS:
        layers += [nn.Linear(width, units), nn.ReLU()]
        width = units
    layers.append(nn.Linear(width, classes))
    return nn.Sequential(*layers)


def _cnn(h: int, w: int, c: int, classes: int) -> Any:
    from torch import nn

    layers: list[Any] = []
    ch = c
    for filters in spec.CNN_FILTERS:
        layers += [nn.Conv2d(ch, filters, 3, padding=1), nn.ReLU()]
        ch = filters
    for pool in spec.pool_plan(h, w):
        layers.append(nn.MaxPool2d(pool))
    ph, pw = spec.after_pools(h, w)
    layers += [
        nn.Flatten(),
        nn.Linear(ch * ph * pw, spec.CNN_DENSE),
        nn.ReLU(),
        nn.Linear(spec.CNN_DENSE, classes),
    ]
    return nn.Sequential(*layers)


def _resnet(h: int, w: int, c: int, classes: int) -> Any:
    import torch
    from torch import nn

    class Block(nn.Module):
        def __init__(self, cin: int, cout: int, stride: int):
            super().__init__()
            self.conv1 = nn.Conv2d(cin, cout, 3, stride=stride, padding=1, bias=False)
            self.bn1 = nn.BatchNorm2d(cout)
            self.conv2 = nn.Conv2d(cout, cout, 3, padding=1, bias=False)
            self.bn2 = nn.BatchNorm2d(cout)
            self.short = None
            if stride != 1 or cin != cout:
                self.short = nn.Sequential(
                    nn.Conv2d(cin, cout, 1, stride=stride, bias=False), nn.BatchNorm2d(cout)
                )

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            y = torch.relu(self.bn1(self.conv1(x)))
            y = self.bn2(self.conv2(y))
            return torch.relu(y + (x if self.short is None else self.short(x)))

    widths = spec.RESNET_WIDTHS
    layers: list[Any] = [
        nn.Conv2d(c, widths[0], 3, padding=1, bias=False),
        nn.BatchNorm2d(widths[0]),
        nn.ReLU(),
    ]
    ch = widths[0]
    for width, stride in zip(widths, spec.resnet_strides(h, w), strict=True):
        layers += [Block(ch, width, stride), Block(width, width, 1)]
        ch = width
    layers += [nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(ch, classes)]
    return nn.Sequential(*layers)
