"""PyTorch: CPU and CUDA GPUs (a TPU is reached through the torch_xla backend)."""

from tpugui.backends import Backend

BACKEND = Backend(
    name="torch",
    label="PyTorch",
    module="torch",
    distributions=("torch",),
    trainer="tpugui.training.torch_backend:train",
    devices=("cpu", "gpu"),
    warm_imports=("torch", "tpugui.training.torch_backend"),
)
