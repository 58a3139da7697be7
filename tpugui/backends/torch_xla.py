"""PyTorch/XLA: torch on an XLA device (a TPU, or the XLA CPU device), one process per device."""

from tpugui.backends import Backend
from tpugui.i18n_marks import N_

BACKEND = Backend(
    name="torch_xla",
    label="PyTorch/XLA",
    module="torch_xla",
    distributions=("torch_xla", "torch-xla"),
    trainer="tpugui.training.torch_backend:train",
    framework="torch",
    export_format="tpugui.inference.export:TORCH",
    profiler="tpugui.training.profile_capture:_Torch",
    compiles="tpugui.training.compiles:xla_source",
    model_templates=(("torch_model.py", ""),),
    optimizer_words="a function params -> torch.optim.Optimizer",
    notebook_cells="tpugui.notebook:torch_cells",
    order=2,
    tpu_rank=2,
    warm_imports=("torch", "torch_xla", "tpugui.training.torch_backend"),
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
