"""PyTorch: CPU and CUDA GPUs (a TPU is reached through the torch_xla backend)."""

from tpugui.backends import Backend

BACKEND = Backend(
    name="torch",
    label="PyTorch",
    module="torch",
    distributions=("torch",),
    peak_memory="tpugui.tuning.measure:torch_peak",
    lr_steps="tpugui.training.torch.tuning:lr_steps",
    trainer="tpugui.training.torch.backend:train",
    processes="tpugui.training.torch.cluster:rank_env",
    export_format="tpugui.inference.export:TORCH",
    profiler="tpugui.training.torch.profiler:Capturer",
    model_templates=(("torch_model.py", ""),),
    optimizer_words="a function params -> torch.optim.Optimizer",
    notebook_cells="tpugui.notebook:torch_cells",
    order=1,
    devices=("cpu", "gpu"),
    tpu_via="torch_xla",
    compile_needs_cxx=True,
    reads_keys=(
        "train.jit_compile",  # torch.compile
        "train.num_workers",  # the DataLoader's
        "train.pin_memory",
        "train.prefetch_factor",
    ),
    warm_imports=("torch", "tpugui.training.torch.backend"),
    noisy=("torch",),
    probe="""
import torch
out = {"version": torch.__version__, "cuda": torch.cuda.is_available(),
       "cuda_devices": [], "hip": getattr(torch.version, "hip", None),
       "cuda_version": torch.version.cuda,
       "mps": bool(getattr(torch.backends, "mps", None) and torch.backends.mps.is_available())}
if out["cuda"]:
    for i in range(torch.cuda.device_count()):
        p = torch.cuda.get_device_properties(i)
        out["cuda_devices"].append({"name": p.name, "memory": p.total_memory,
                                    "sm_count": p.multi_processor_count,
                                    "cc": [p.major, p.minor]})
""",
)
