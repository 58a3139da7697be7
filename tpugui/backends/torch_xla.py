"""PyTorch/XLA: torch on an XLA device (a TPU, or the XLA CPU device), one process per device."""

from tpugui.backends import Backend
from tpugui.i18n_marks import N_

BACKEND = Backend(
    name="torch_xla",
    label="PyTorch/XLA",
    module="torch_xla",
    distributions=("torch_xla", "torch-xla"),
    trainer="tpugui.training.torch.backend:train",
    framework="torch",
    export_format="tpugui.inference.export:TORCH",
    profiler="tpugui.training.torch.profiler:Capturer",
    compiles="tpugui.training.torch.compile:xla_source",
    model_templates=(("torch_model.py", ""),),
    optimizer_words="a function params -> torch.optim.Optimizer",
    notebook_cells="tpugui.notebook:torch_cells",
    order=2,
    reads_keys=(
        "train.log_every",  # the loss read back every N steps, never each step
        "train.num_workers",  # the DataLoader's
        "train.pin_memory",
        "train.prefetch_factor",
    ),
    xla_device=True,
    launcher="tpugui.training.torch.xla_launch",
    own_python=".venv-xla",
    own_python_missing=N_(
        "torch_xla is not installed in {python}; create its environment with "
        "`make xla` (.venv-xla) or set the PyTorch/XLA Python in Settings"
    ),
    tpu_rank=2,
    warm_imports=("torch", "torch_xla", "tpugui.training.torch.backend"),
    noisy=("torch", "torch_xla"),
    # torch_xla needs exactly the torch it was built against
    tpu_install=("torch==2.9.0", "torch_xla[tpu]==2.9.0"),
    tpu_check=("torch_xla", "torch", "libtpu"),
    probe="""
import torch_xla
out = {"version": getattr(torch_xla, "__version__", None),
       "devices": [str(d) for d in torch_xla.real_devices()]}
""",
    probe_devices="devices",
    learn_button=N_("Train this job with PyTorch/XLA"),
    learn_done=N_(
        "Learn: the job now trains with PyTorch/XLA (torch_xla.device(), torch_xla.sync())"
    ),
)
