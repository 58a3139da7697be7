"""PyTorch/XLA: torch on an XLA device (a TPU, or the XLA CPU device), one process per device."""

from tpugui.backends import Backend

BACKEND = Backend(
    name="torch_xla",
    label="PyTorch/XLA",
    module="torch_xla",
    distributions=("torch_xla", "torch-xla"),
    trainer="tpugui.training.torch_backend:train",
    warm_imports=("torch", "torch_xla", "tpugui.training.torch_backend"),
    # torch_xla needs exactly the torch it was built against
    tpu_install=("torch==2.9.0", "torch_xla[tpu]==2.9.0"),
    tpu_check=("torch_xla", "torch", "libtpu"),
)
