"""Pre-flight: can this machine run the job's device, strategy and precision? Before any Start.

``Machine`` is what a run can use: TPU chips (and their generation), CUDA GPUs, Apple's MPS,
read from the device inventory (:mod:`tpugui.devices`: a PCI scan and NVML, no framework) or
from an :class:`~tpugui.devices.inventory.Inventory` of another machine (``tpugui detect --json``
on a TPU VM). ``findings(job, machine)`` lists each problem at its job key with the reason and a
one-click alternative value; ``level`` "error" is a job the machine cannot run (``tpugui
train`` refuses it with exit 2 before a framework is imported, through ``engine.check``),
"warning" one it runs badly (the window shows it at the field). ``device_choices`` marks the
device values whose hardware is absent. What a backend can use (strategies, precisions, TPU
generations) is its descriptor's (:mod:`tpugui.backends`). ``train.jit_compile = "on"`` on a
backend whose compiler builds CPU kernels in C++ (``Backend.compile_needs_cxx``: torch.compile's
TorchInductor) is refused on a CPU without the C++ compiler it would call (:func:`cxx_compiler`).
Qt-free, no frameworks.
"""

from __future__ import annotations

import os
import platform
import shutil
import sys
from dataclasses import dataclass, field
from typing import Any

from tpugui import backends
from tpugui.devices.specs import tpu_by_name
from tpugui.i18n_marks import N_, Message
from tpugui.job import Job

NO_TPU = N_(
    "this machine has no TPU (none found on its PCI bus); use {alternative!r}, which picks the "
    "GPU or CPU it has"
)
NO_TPU_STRATEGY = N_(
    "TPUStrategy needs a TPU and this machine has none; use {alternative!r} (one device or "
    "mirrored over the GPUs)"
)
NO_GPU = N_("{device} asked, but this machine has {n} CUDA GPU(s); use {alternative!r}")
NO_MPS = N_("mps is Apple silicon's GPU and this is not a Mac with one; use {alternative!r}")
TPU_GENERATION = N_("{backend} does not support {generation} TPUs ({able} do); use {alternative!r}")
PRECISION = N_("{backend} does not train in {precision}; use {alternative!r}")
FLOAT16_TPU = N_("TPUs compute in bfloat16, not float16; use {alternative!r}")
BF16_CPU = N_(
    "mixed_bfloat16 suits TPUs and recent GPUs; on this machine the job runs on the CPU, where "
    "it is slower than float32: use {alternative!r}"
)
FLOAT16_CPU = N_(
    "mixed_float16 needs a GPU; on this machine the job runs on the CPU: use {alternative!r}"
)
NO_CXX = N_(
    'torch.compile (train.jit_compile = "on") builds its CPU kernels with a C++ compiler and '
    "finds none here ({compiler} is not on the PATH); install g++ (or set the CXX environment "
    "variable to a C++ compiler), or set train.jit_compile to {alternative!r}"
)
NO_DEVICE_HERE = N_(
    "{backend} trains only on {devices} and this machine has none; run the job on a machine "
    "that has one, or use {alternative!r} here"
)
ABSENT = N_("not on this machine")


@dataclass
class Finding:
    key: str  # the job key, e.g. "model.device"
    message: Message
    alternative: Any  # the value the one-click fix writes into ``key``
    level: str = "error"  # error | warning


@dataclass
class Machine:
    tpu_chips: int = 0
    tpu_generation: str = ""  # v4, v5e, 7x ... ("" unknown)
    cuda_gpus: int = 0
    mps: bool = False
    #: the C++ compiler TorchInductor would call (:func:`cxx_compiler`): its path, "" when it is
    #: not found, None when not looked for (another machine's inventory)
    cxx: str | None = None
    #: the CPU computes in bf16 natively (AVX512_BF16, AMX-BF16); None when not looked at
    cpu_bf16: bool | None = None
    name: str = "this machine"
    extra: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_inventory(cls, inv: Any, here: bool = True) -> Machine:
        """``inv`` of this machine, or (``here=False``) of another one, e.g. a probed TPU VM
        (then Apple's MPS is read from its GPUs, not from the machine asking)."""
        tpu = inv.device("tpu")
        cpu = inv.device("cpu")
        gpus = [d for d in inv.devices if d.kind == "gpu"]
        cuda = sum(d.count for d in gpus if "nvidia" in (d.name or "").lower() or d.value("cuda"))
        apple = any("apple" in (d.name or "").lower() for d in gpus)
        return cls(
            tpu_chips=tpu.count if tpu is not None else 0,
            tpu_generation=str(tpu.extra.get("generation", "")) if tpu is not None else "",
            cuda_gpus=cuda,
            mps=_is_apple_silicon() if here else apple,
            cxx=found_cxx() if here else None,
            cpu_bf16=bool(cpu.value("peak_bf16")) if cpu is not None else None,
        )

    @classmethod
    def here(cls, sysroot: str | None = None) -> Machine:
        """This machine, from a PCI scan (TPUs) and NVML (GPUs); never raises."""
        from tpugui.devices import gpu, tpu

        try:
            t = tpu.detect_tpu(sysroot)
        except Exception:  # noqa: BLE001 - an unreadable bus is "no TPU found"
            t = None
        try:
            gpus = gpu.detect_gpus(sysroot)
        except Exception:  # noqa: BLE001
            gpus = []
        cuda = sum(g.count for g in gpus if "nvidia" in (g.name or "").lower())
        return cls(
            tpu_chips=t.count if t is not None else 0,
            tpu_generation=str(t.extra.get("generation", "")) if t is not None else "",
            cuda_gpus=cuda,
            mps=sysroot is None and _is_apple_silicon(),
            cxx=found_cxx() if sysroot is None else None,
            cpu_bf16=_cpu_bf16(sysroot),
        )


def _cpu_bf16(sysroot: str | None) -> bool | None:
    """Native bf16 arithmetic on this CPU (its flags: :mod:`tpugui.devices.cpu`); None when
    unreadable."""
    from tpugui.devices import cpu

    try:
        return bool(cpu.detect_cpu(sysroot, sample_power=False).value("peak_bf16"))
    except Exception:  # noqa: BLE001 - unreadable flags: not known
        return None


def cxx_compiler() -> str:
    """The C++ compiler TorchInductor (torch.compile's CPU code) calls: ``$CXX``, else g++
    (clang++ on macOS, cl on Windows) — ``torch._inductor.config.cpp.cxx``."""
    default = {"darwin": "clang++", "win32": "cl"}.get(sys.platform, "g++")
    return os.environ.get("CXX") or default


def found_cxx() -> str:
    """The path of :func:`cxx_compiler` on this machine's PATH ("" when there is none)."""
    return shutil.which(cxx_compiler()) or ""


def _is_apple_silicon() -> bool:
    return sys.platform == "darwin" and platform.machine() == "arm64"


def _generation(name: str) -> str:
    """A TPU generation as the spec table names it ("tpu7x", "v7x" -> "7x"; unknown: as written)."""
    spec = tpu_by_name(name) if name else None
    return spec.generation if spec is not None else name.lower()


def _runs_on_cpu(job: Job, m: Machine) -> bool:
    d = job.model.device
    if d == "cpu":
        return True
    if d == "auto":
        return m.tpu_chips == 0 and m.cuda_gpus == 0 and not m.mps
    return False


def findings(job: Job, m: Machine) -> list[Finding]:
    """The job's device, strategy and precision against ``m`` (errors first)."""
    out: list[Finding] = []
    mod = job.model
    backend = mod.backend
    d = mod.device
    if d == "tpu" and m.tpu_chips == 0:
        out.append(Finding("model.device", Message(NO_TPU, {"alternative": "auto"}), "auto"))
    elif d.startswith(("cuda:", "gpu:")) or d == "gpu":
        index = int(d.split(":")[1]) if ":" in d else 0
        if index >= m.cuda_gpus and not (d == "gpu" and m.mps):
            alt = "auto"
            out.append(
                Finding(
                    "model.device",
                    Message(NO_GPU, {"device": d, "n": m.cuda_gpus, "alternative": alt}),
                    alt,
                )
            )
    elif d == "mps" and not m.mps:
        out.append(Finding("model.device", Message(NO_MPS, {"alternative": "auto"}), "auto"))
    b = backends.get(backend)
    if not any(device_choices(m, b.devices).values()):  # TorchTPU without a TPU
        out.append(_no_device_here(b, m))
    tpu_strategy = "tpu" in b.strategies and mod.strategy == "tpu"  # tf.distribute's TPUStrategy
    if tpu_strategy and m.tpu_chips == 0:
        out.append(
            Finding("model.strategy", Message(NO_TPU_STRATEGY, {"alternative": "auto"}), "auto")
        )
    on_tpu = m.tpu_chips > 0 and (d in ("tpu", "auto") or tpu_strategy)
    generation = _generation(m.tpu_generation)
    able = [a for a in backends.tpu_backends(generation) if a.name != backend]
    if on_tpu and generation in b.tpu_unsupported and able:
        spec = tpu_by_name(generation)
        shown = spec.device_kind if spec is not None else m.tpu_generation
        args = {"backend": b.label, "generation": shown, "alternative": able[0].name}
        args["able"] = ", ".join(a.label for a in able)
        out.append(Finding("model.backend", Message(TPU_GENERATION, args), able[0].name))
    if mod.precision not in b.precisions and b.precisions:
        alt = b.precisions[0]
        args = {"backend": b.label, "precision": mod.precision, "alternative": alt}
        out.append(Finding("model.precision", Message(PRECISION, args), alt))
    if on_tpu and mod.precision == "mixed_float16":
        out.append(
            Finding(
                "model.precision",
                Message(FLOAT16_TPU, {"alternative": "mixed_bfloat16"}),
                "mixed_bfloat16",
            )
        )
    on_cpu = _runs_on_cpu(job, m) and not any(f.key == "model.device" for f in out)
    if on_cpu and job.train.jit_compile == "on" and b.compile_needs_cxx and m.cxx == "":
        args = {"compiler": cxx_compiler(), "alternative": "off"}
        out.append(Finding("train.jit_compile", Message(NO_CXX, args), "off"))
    if on_cpu:
        if mod.precision == "mixed_bfloat16":
            out.append(
                Finding(
                    "model.precision",
                    Message(BF16_CPU, {"alternative": "float32"}),
                    "float32",
                    "warning",
                )
            )
        elif mod.precision == "mixed_float16":
            out.append(
                Finding(
                    "model.precision",
                    Message(FLOAT16_CPU, {"alternative": "float32"}),
                    "float32",
                    "warning",
                )
            )
    return sorted(out, key=lambda f: f.level != "error")


def _no_device_here(b: backends.Backend, m: Machine) -> Finding:
    """``b`` trains on none of the devices ``m`` has: the backend of its family that runs there
    is offered (torch for TorchTPU), in its descriptor's words when it has some."""
    here = [a for a in backends.all_backends() if any(device_choices(m, a.devices).values())]
    alt = next((a.name for a in here if a.family == b.family), here[0].name if here else "")
    args = {"backend": b.label, "devices": ", ".join(b.devices), "alternative": alt}
    return Finding("model.backend", Message(b.no_device_here or NO_DEVICE_HERE, args), alt)


def errors(job: Job, m: Machine) -> list[tuple[str, Message]]:
    """(key, Message) of what ``m`` cannot run at all: ``engine.check`` refuses these."""
    return [(f.key, f.message) for f in findings(job, m) if f.level == "error"]


def fixed(job: Job, found: list[Finding]) -> Job:
    """The job with every finding's alternative written in (the one-click fix)."""
    for f in found:
        job = job.updated(f.key, f.alternative)
    return job


def device_choices(m: Machine, choices: tuple[str, ...]) -> dict[str, bool]:
    """For each device choice, whether its hardware is on ``m`` (auto and cpu always are)."""
    out = {}
    for c in choices:
        if c in ("auto", "cpu"):
            out[c] = True
        elif c == "tpu":
            out[c] = m.tpu_chips > 0
        elif c == "mps":
            out[c] = m.mps
        elif c == "gpu":
            out[c] = m.cuda_gpus > 0 or m.mps
        elif c.startswith(("cuda:", "gpu:")):
            out[c] = int(c.split(":")[1]) < m.cuda_gpus
        else:
            out[c] = True
    return out
