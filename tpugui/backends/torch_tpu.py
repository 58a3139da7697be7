"""TorchTPU: PyTorch's native ``"tpu"`` device (Google's ``torch_tpu``), in an environment of its own.

Written from PyTorch/XLA's descriptor, the nearest (torch's models, files and loop; a TPU install
of its own; a Python of its own), with what differs: an eager device of torch's own
(``torch.device("tpu")``, as CUDA: no XLA device, no launcher, one process), and TPUs only.

What was checked (PyPI and Google's Cloud TPU docs, 2026): the distribution is ``torch-tpu``
(import ``torch_tpu``; 0.3.0 the newest seen), Google's PyTorch backend for Cloud TPUs, its guide
at torchtpu.readthedocs.io; Python 3.11 or later; it needs libtpu >= 0.0.50, which ``jax[tpu]``
0.10.2 (libtpu 0.0.42) cannot share, so it lives in an environment of its own. Not confirmed:
whether a plain ``pip install torch-tpu`` brings a matching torch on every VM image (the install
line below is that one line; pip's own output says when it does not).

What it cannot do here: torch_tpu imports on a CPU but registers no ``"tpu"`` device without a
TPU, so no run of it can be made or tested on a machine without one. Pre-flight refuses such a
job at ``model.backend`` before any framework is imported (:attr:`no_device_here`), and a Python
without torch_tpu is refused with :attr:`own_python_missing`. Its runs on a TPU VM go through
torch's trainer on the native device: untested, as no TPU was at hand.
"""

from tpugui.backends import Backend
from tpugui.i18n_marks import N_

BACKEND = Backend(
    name="torch_tpu",
    label="TorchTPU",
    module="torch_tpu",
    distributions=("torch-tpu", "torch_tpu"),
    trainer="tpugui.training.torch.backend:train",
    framework="torch",
    export_format="tpugui.inference.export:TORCH",
    profiler="tpugui.training.torch.profiler:Capturer",
    model_templates=(("torch_model.py", ""),),
    optimizer_words="a function params -> torch.optim.Optimizer",
    notebook_cells="tpugui.notebook:torch_cells",
    order=4,
    # a TPU and nothing else: without one torch_tpu registers no device to train on
    devices=("tpu",),
    native_device="tpu",
    # a TPU computes in bfloat16, not float16
    precisions=("float32", "mixed_bfloat16"),
    reads_keys=(
        "train.num_workers",  # the DataLoader's
        "train.pin_memory",
        "train.prefetch_factor",
    ),
    no_device_here=N_(
        'TorchTPU trains only on a TPU and this machine has none: torch_tpu registers no "tpu" '
        "device without one. Train the job on a TPU VM (the Remote page), or use {alternative!r} "
        "on this machine"
    ),
    own_python=".venv-torchtpu",
    own_python_missing=N_(
        "torch_tpu is not installed in {python}; TorchTPU lives in an environment of its own "
        "(its torch and libtpu are not the other backends'): make .venv-torchtpu beside .venv "
        "with `python3 -m venv .venv-torchtpu` and `.venv-torchtpu/bin/pip install torch-tpu` "
        "on a machine with a TPU, or set the TorchTPU Python in Settings"
    ),
    # after PyTorch/XLA, whose TPU runs are tested: the inventory recommends TorchTPU only where
    # no other TPU backend is installed
    tpu_rank=3,
    # the notebook's TPU cells are PyTorch/XLA's: TorchTPU's are not written (no TPU to test them)
    tpu_via="torch_xla",
    warm_imports=("torch", "torch_tpu", "tpugui.training.torch.backend"),
    noisy=("torch", "torch_tpu"),
    tpu_install=("torch-tpu",),
    tpu_check=("torch-tpu", "torch", "libtpu"),
    tpu_note=N_(
        "TorchTPU is what Google's Cloud TPU docs now recommend for PyTorch on TPUs. tpugui "
        'trains a TorchTPU job on the VM\'s "tpu" device, untested: no TPU was at hand to run '
        "one (PyTorch/XLA's runs are tested). It needs libtpu 0.0.50 or later, which jax[tpu] "
        "cannot share: give it an environment of its own (remote.python)"
    ),
    probe="""
import importlib.metadata as md
import torch
import torch_tpu
out = {"version": md.version("torch-tpu"), "devices": []}
try:  # without a TPU torch_tpu registers no "tpu" device: this raises
    out["devices"] = [str(torch.empty(0, device="tpu").device)]
except Exception:
    pass
""",
    probe_devices="devices",
)
