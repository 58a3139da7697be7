"""The built-in networks in PyTorch (channels-first), the same layers as
:mod:`tpugui.training.tensorflow.models`.

``build`` takes the input shape as the job sees it, ``(H, W, C)``, and returns a module that
maps ``(N, C, H, W)`` float tensors to ``(N, num_outputs)`` logits (``file:`` models:
:mod:`tpugui.training.file_model`). torch is imported inside the
functions.
"""

from __future__ import annotations

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
        model, said = as_logits(model)
        if said is not None and notes is not None:
            notes.append(said)
        return model
    h, w, c = (tuple(input_shape) + (1, 1, 1))[:3]
    return {"mlp": _mlp, "cnn": _cnn, "resnet": _resnet}[architecture](h, w, c, num_outputs)


def as_logits(model: Any) -> tuple[Any, Message | None]:
    """An ``nn.Sequential`` ending in ``Softmax`` or ``Sigmoid`` (as many torch examples write
    a classifier) without that last module: tpugui's losses take logits and its predictions
    apply the activation once. The module keys stay (a slice of a Sequential keeps them), so
    checkpoints fit either way. A final ``LogSoftmax`` is kept, and said. What was done, in
    words (None: nothing to say)."""
    from torch import nn

    if not isinstance(model, nn.Sequential) or len(model) < 2:
        return model, None
    last = model[-1]
    if isinstance(last, (nn.Softmax, nn.Sigmoid)):
        removed = "softmax" if isinstance(last, nn.Softmax) else "sigmoid"
        return model[:-1], Message(spec.AS_LOGITS, {"activation": removed})
    if isinstance(last, nn.LogSoftmax):
        return model, Message(KEEPS_LOG_SOFTMAX)
    return model, None


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
