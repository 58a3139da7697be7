"""Spec tables: TPU generations (per chip) and what NVIDIA compute capabilities run fast.

TPU figures are Google Cloud's published per-chip numbers (v2 from JAX's tables); the PCI ids
are the ones tpu-info and torch_xla match (vendor 0x1ae0). GPU facts follow NVIDIA's CUDA
programming guide (CUDA cores per SM, tensor-core data types by compute capability); the GPUs'
tensor-core peaks are NVIDIA's datasheet figures, dense (SXM parts for A100, H100 and H200).
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = [
    "TpuSpec",
    "TPU_SPECS",
    "GOOGLE_VENDOR",
    "tpu_by_pci",
    "tpu_by_name",
    "gpu_fast_dtypes",
    "cuda_cores_per_sm",
    "GpuSpec",
    "GPU_SPECS",
]

GOOGLE_VENDOR = 0x1AE0
GIB = 1024**3
GB = 1000**3


@dataclass(frozen=True)
class TpuSpec:
    generation: str  # "v2" ... "7x"
    device_kind: str  # what jax/torch_xla report
    pci_device: int
    pci_subsystem: int | None  # v2 and v3 share a device id; the subsystem tells them apart
    tensorcores: int  # per chip
    devices_per_chip: int  # framework devices per chip (v2/v3/7x expose one per TensorCore)
    hbm_bytes: int  # per chip
    hbm_gbps: float  # GB/s per chip
    bf16_tflops: float  # per chip
    int8_tops: float | None = None
    fp8_tflops: float | None = None
    mxus_per_core: int | None = None
    mxu_size: int = 128
    dev_files: str = "vfio"  # "accel" (v2-v4: /dev/accelN) or "vfio" (v5e and later)
    tensorflow: bool = True  # TensorFlow supports it
    accelerator_prefix: str = ""  # gcloud accelerator type prefix (v5litepod, v6e, tpu7x)


TPU_SPECS: dict[str, TpuSpec] = {
    s.generation: s
    for s in (
        TpuSpec("v2", "TPU v2", 0x0027, 0x004E, 2, 2, 16 * GIB, 716, 46, mxus_per_core=1,
                dev_files="accel", accelerator_prefix="v2"),
        TpuSpec("v3", "TPU v3", 0x0027, 0x004F, 2, 2, 32 * GIB, 900, 123, mxus_per_core=2,
                dev_files="accel", accelerator_prefix="v3"),
        TpuSpec("v4", "TPU v4", 0x005E, None, 2, 1, 32 * GIB, 1200, 275, mxus_per_core=4,
                dev_files="accel", accelerator_prefix="v4"),
        TpuSpec("v5e", "TPU v5 lite", 0x0063, None, 1, 1, 16 * GIB, 819, 197, int8_tops=393,
                mxus_per_core=4, accelerator_prefix="v5litepod"),
        TpuSpec("v5p", "TPU v5", 0x0062, None, 2, 1, 95 * GIB, 2765, 459, mxus_per_core=4,
                accelerator_prefix="v5p"),
        TpuSpec("v6e", "TPU v6 lite", 0x006F, None, 1, 1, 32 * GIB, 1638, 918, int8_tops=1836,
                mxus_per_core=2, mxu_size=256, accelerator_prefix="v6e"),
        TpuSpec("7x", "TPU7x", 0x0076, None, 2, 2, 192 * GIB, 7380, 2307, fp8_tflops=4614,
                tensorflow=False, accelerator_prefix="tpu7x"),
    )
}  # fmt: skip


def tpu_by_pci(device: int, subsystem: int | None = None) -> TpuSpec | None:
    """The generation of a Google PCI device id (``None`` for an id we do not know)."""
    matches = [s for s in TPU_SPECS.values() if s.pci_device == device]
    if len(matches) > 1:
        exact = [s for s in matches if s.pci_subsystem == subsystem]
        # v2 and v3 share 0x0027; without a known subsystem we cannot say which one it is.
        return exact[0] if exact else None
    return matches[0] if matches else None


def tpu_by_name(name: str) -> TpuSpec | None:
    """From an accelerator type (``v5litepod-8``, ``v3-8``, ``tpu7x-8``) or ``v5e``/``TPU v4``."""
    text = (name or "").strip().lower().replace("tpu ", "").replace("tpu", "")
    head = text.split("-")[0]
    aliases = {"v5litepod": "v5e", "v5lite": "v5e", "v5": "v5p", "v6lite": "v6e", "v6": "v6e",
               "7x": "7x", "v7x": "7x", "v7": "7x"}  # fmt: skip
    head = aliases.get(head.replace(" ", ""), head)
    return TPU_SPECS.get(head)


# --- NVIDIA ---------------------------------------------------------------------------------

_CORES_PER_SM = {
    (3, 0): 192, (3, 5): 192, (3, 7): 192, (5, 0): 128, (5, 2): 128, (5, 3): 128,
    (6, 0): 64, (6, 1): 128, (6, 2): 128, (7, 0): 64, (7, 2): 64, (7, 5): 64,
    (8, 0): 64, (8, 6): 128, (8, 7): 128, (8, 9): 128, (9, 0): 128,
    (10, 0): 128, (10, 3): 128, (12, 0): 128,
}  # fmt: skip


@dataclass(frozen=True)
class GpuSpec:
    """NVIDIA's published figures of one GPU model (the reference GPU when none is present)."""

    name: str
    compute_capability: tuple[int, int]
    sm_count: int
    memory_bytes: int
    bus_width: int  # bits
    memory_gbps: float  # GB/s, as NVIDIA states it
    boost_mhz: int  # SM boost clock
    #: dense tensor-core TFLOP/s as NVIDIA's datasheets state them (not the 2x "with sparsity")
    tf32_tflops: float | None = None
    fp16_tflops: float | None = None
    bf16_tflops: float | None = None


#: the GPUs a person meets in the cloud; T4 is Colab's free GPU and the default reference
GPU_SPECS: dict[str, GpuSpec] = {
    s.name: s
    for s in (
        GpuSpec("T4", (7, 5), 40, 16 * GB, 256, 320, 1590, fp16_tflops=65),
        GpuSpec("L4", (8, 9), 58, 24 * GB, 192, 300, 2040, 60, 121, 121),
        GpuSpec("A100", (8, 0), 108, 40 * GB, 5120, 1555, 1410, 156, 312, 312),
        GpuSpec("H100", (9, 0), 132, 80 * GB, 5120, 3350, 1980, 495, 989, 989),
        GpuSpec("H200", (9, 0), 132, 141 * GB, 6144, 4800, 1980, 495, 989, 989),
    )
}  # fmt: skip


def cuda_cores_per_sm(major: int, minor: int) -> int | None:
    return _CORES_PER_SM.get((major, minor)) or (128 if major >= 10 else None)


def gpu_fast_dtypes(major: int, minor: int) -> list[str]:
    """Low-precision types with tensor-core (or packed) speed at this compute capability."""
    cc = (major, minor)
    fast: list[str] = []
    if cc >= (8, 0):
        fast.append("tf32")
    if cc >= (7, 0) or cc == (6, 0):
        fast.append("fp16")
    if cc >= (8, 0):
        fast.append("bf16")
    if cc >= (6, 1):
        fast.append("int8")
    if cc >= (8, 9):
        fast.append("fp8")
    if cc >= (10, 0):
        fast.append("fp4")
    return fast
