"""The peak FLOP/s a run's MFU is measured against: all its devices, at its precision.

One lookup for every backend (:func:`lookup`), reading the device spec tables:

* TPU: Google's bf16 peak per chip (:data:`~tpugui.devices.specs.TPU_SPECS`) divided over the
  chip's framework devices (v2, v3 and 7x show one per TensorCore), times the run's devices. A
  TPU's matrix units compute in bf16: a float32 run is measured against the same peak (XLA's
  default matmul precision on TPU is one bf16 pass).
* NVIDIA GPU: the datasheet's dense tensor-core peak of the run's dtype (bf16, fp16; tf32 for a
  float32 run whose framework uses TF32: TensorFlow and JAX by default, torch when
  ``torch.backends.cuda.matmul.allow_tf32``), else the fp32 CUDA-core peak (SMs x cores x 2 x
  boost clock); a GPU the table lacks gets NVML's derived fp32 peak.
* CPU: the Bench's measured matmul peak of this machine when one is kept
  (:func:`tpugui.devices.bench.remembered`, the best framework at that dtype), else the derived
  peak (physical cores x clock x FLOPs per cycle, :mod:`tpugui.devices.cpu`). bf16 counts at the
  bf16 peak only with native bf16 (AMX, AVX512_BF16); without, at the fp32 one.

``source`` says which, in words (English, as event fields are). Never raises: an unknown
device has ``flops`` None and a source that says why. No framework is imported here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tpugui.devices import specs

__all__ = ["Peak", "lookup", "dtype_of"]


@dataclass(frozen=True)
class Peak:
    #: FLOP/s of all the run's devices together (None: not known)
    flops: float | None
    source: str


def dtype_of(precision: str) -> str:
    """``model.precision`` -> the dtype its matmuls run in: fp32 | bf16 | fp16."""
    return {"mixed_bfloat16": "bf16", "mixed_float16": "fp16"}.get(precision, "fp32")


def lookup(kind: str, name: str = "", devices: int = 1, precision: str = "float32", *,
           tf32: bool = False) -> Peak:  # fmt: skip
    """The peak of ``devices`` devices of ``kind`` (cpu | gpu | cuda | tpu | xla; for a CPU,
    ``devices`` counts its hosts) named ``name`` (a device kind as the framework reports it:
    "TPU v4", "NVIDIA H100 80GB HBM3"), at ``precision`` (``model.precision``)."""
    kind = {"cuda": "gpu", "xla": "tpu"}.get(kind.lower(), kind.lower())
    n = max(int(devices or 1), 1)
    dtype = dtype_of(precision)
    try:
        if kind == "tpu":
            return _tpu(name, n)
        if kind == "gpu":
            return _gpu(name, n, dtype, tf32)
        if kind == "cpu":
            return _cpu(n, dtype)
    except Exception as exc:  # noqa: BLE001 - a peak is a nicety: never the run's end
        return Peak(None, f"no peak: {type(exc).__name__}: {exc}")
    return Peak(None, f"no peak known for {kind or 'this device'}")


def _times(n: int, what: str) -> str:
    return f" x {n} {what}" if n > 1 else ""


def _tpu(name: str, n: int) -> Peak:
    spec = specs.tpu_by_name(name) if name else None
    if spec is None:  # TensorFlow and torch_xla do not name the generation: the PCI ids do
        from tpugui.devices import tpu

        found = tpu.detect_tpu()
        spec = specs.TPU_SPECS.get(found.extra.get("generation", "")) if found else None
    if spec is None:
        return Peak(None, f"no spec for the TPU {name!r}")
    per = spec.bf16_tflops * 1e12 / spec.devices_per_chip
    each = "per chip" if spec.devices_per_chip == 1 else f"per chip / {spec.devices_per_chip}"
    return Peak(per * n, f"spec: {spec.device_kind} bf16 {spec.bf16_tflops:g} TFLOP/s "
                         f"{each}{_times(n, 'devices')}")  # fmt: skip


def gpu_spec(name: str) -> specs.GpuSpec | None:
    """The spec-table GPU a framework's device name means ("NVIDIA A100-SXM4-40GB" -> A100)."""
    for key, spec in specs.GPU_SPECS.items():
        if re.search(rf"(?<![A-Za-z0-9]){re.escape(key)}(?![A-Za-z0-9])", name or "", re.I):
            return spec
    return None


def _gpu(name: str, n: int, dtype: str, tf32: bool) -> Peak:
    spec = gpu_spec(name)
    if spec is not None:
        want = "tf32" if dtype == "fp32" and tf32 else dtype
        tensor = {"tf32": spec.tf32_tflops, "fp16": spec.fp16_tflops,
                  "bf16": spec.bf16_tflops}.get(want)  # fmt: skip
        if tensor:
            return Peak(tensor * 1e12 * n, f"spec: {spec.name} {want} tensor cores "
                                           f"{tensor:g} TFLOP/s{_times(n, 'GPUs')}")  # fmt: skip
        cores = spec.sm_count * (specs.cuda_cores_per_sm(*spec.compute_capability) or 0)
        fp32 = cores * 2 * spec.boost_mhz * 1e6
        why = "" if dtype == "fp32" else f" (no {dtype} tensor-core figure)"
        return Peak(fp32 * n, f"spec: {spec.name} fp32 CUDA cores {fp32 / 1e12:.3g} TFLOP/s"
                              f"{_times(n, 'GPUs')}{why}")  # fmt: skip
    from tpugui.devices import gpu

    found = gpu.detect_gpus()
    fp32 = found[0].value("peak_fp32") if found else None
    if not fp32:
        return Peak(None, f"no spec for the GPU {name!r} and no NVML clocks")
    return Peak(fp32 * 1e9 * n, f"derived: {name} fp32 CUDA cores x 2 x max clock "
                                f"{fp32 / 1e3:.3g} TFLOP/s{_times(n, 'GPUs')} (NVML)")  # fmt: skip


def _cpu(n: int, dtype: str) -> Peak:
    from tpugui.devices import bench, cpu

    dev = cpu.detect_cpu(sample_power=False)
    native = dtype == "bf16" and bool(dev.value("peak_bf16"))
    use = "bf16" if native else "fp32"
    kept = bench.remembered()
    if kept is not None:
        want = "bfloat16" if native else "float32"
        rows = [r for r in kept.get("rows") or []
                if r.get("device") == "cpu" and r.get("op") == "matmul"
                and r.get("dtype") == want and r.get("value")]  # fmt: skip
        if rows:
            best = max(rows, key=lambda r: float(r["value"]))
            g = float(best["value"])
            return Peak(g * 1e9 * n, f"measured: Bench {best['framework']} {use} matmul "
                                     f"{g:g} GFLOP/s{_times(n, 'hosts')}")  # fmt: skip
    g = dev.value(f"peak_{use}")
    if not g:
        return Peak(None, "no CPU peak: the clock or the instruction set is not exposed")
    fpc = dev.extra.get("flops_per_cycle", {}).get(use)
    cores = dev.value("physical_cores")
    clock = dev.value("max_clock") or dev.value("base_clock")
    how = f" = {cores} cores x {clock:g} GHz x {fpc} FLOPs/cycle" if fpc and cores and clock else ""
    note = "" if dtype != "bf16" or native else " (no native bf16)"
    return Peak(float(g) * 1e9 * n, f"derived: {dev.name} {use} {float(g):g} GFLOP/s{how}"
                                    f"{_times(n, 'hosts')}{note}")  # fmt: skip
