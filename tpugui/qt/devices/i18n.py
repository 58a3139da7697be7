"""The core's device texts in the current language.

The Qt-free core (``tpugui.devices``) writes English: the CLI and ``detect --json`` stay English,
and the core never imports Qt. The Devices page shows those texts through :func:`translate`:
an exact phrase (a label, an aspect, a fixed note) is looked up as is; a text built from a
template (``"2 cores x 2.60 GHz x 32 FLOPs/cycle (AVX2 + FMA: 2 x 256-bit FMA units)"``) is
matched against the English templates below, and the translated template is filled with the
values, each value translated in turn. A text made of ``"; "``-joined parts is translated part
by part. Unknown text comes back unchanged, so a new core message shows in English until it is
added here (``tests/qt/test_devices_i18n.py`` fails on it for every text the core can make on
the hosts we can build).

Every phrase and template is marked with ``tr_noop`` so ``scripts/i18n.py update devices``
extracts it into ``resources/i18n/devices_zh_TW.ts``.
"""

from __future__ import annotations

import re
from functools import lru_cache

from tpugui.devices.model import Char, human_bytes
from tpugui.qt.i18n import current_language, tr, tr_noop

#: fixed texts of the core: labels, aspects, notes, values, chart words, statuses
PHRASES = [
    # aspects (group headers of a card)
    tr_noop("generality"), tr_noop("cores"), tr_noop("caches"), tr_noop("instruction set"),
    tr_noop("memory"), tr_noop("power and heat"), tr_noop("peak"), tr_noop("parallelism"),
    tr_noop("memory bandwidth"), tr_noop("specialised uses"), tr_noop("software"),
    tr_noop("matrix units"), tr_noop("low precision"), tr_noop("memory and storage"),
    tr_noop("fixed function"),
    # CPU labels
    tr_noop("Model"), tr_noop("Vendor"), tr_noop("Architecture"), tr_noop("Sockets"),
    tr_noop("Physical cores"), tr_noop("Logical cores (threads)"), tr_noop("NUMA nodes"),
    tr_noop("Base clock"), tr_noop("Max clock"), tr_noop("L1 data cache"),
    tr_noop("L1 instruction cache"), tr_noop("L2 cache"), tr_noop("L3 cache"),
    tr_noop("ML instruction sets"), tr_noop("AMX matrix units"), tr_noop("RAM total"),
    tr_noop("RAM available"), tr_noop("Package power"), tr_noop("Temperature"),
    # GPU labels
    tr_noop("Streaming multiprocessors"), tr_noop("CUDA cores"), tr_noop("Max SM clock"),
    tr_noop("SM clock now"), tr_noop("Peak fp32 (CUDA cores)"), tr_noop("Memory"),
    tr_noop("Memory used"), tr_noop("Memory bus width"), tr_noop("Max memory clock"),
    tr_noop("Memory bandwidth (theoretical)"), tr_noop("Compute capability"),
    tr_noop("Tensor cores"), tr_noop("Fast low precision"), tr_noop("Power draw"),
    tr_noop("Power limit"), tr_noop("Utilization"), tr_noop("Driver"), tr_noop("CUDA (driver)"),
    tr_noop("PCI devices"), tr_noop("ROCm kernel driver (/dev/kfd)"), tr_noop("Reached through"),
    tr_noop("Multiprocessors"), tr_noop("ROCm (HIP) version"),
    # TPU labels
    tr_noop("TensorCores per chip"), tr_noop("Framework devices per chip"),
    tr_noop("Framework devices (replicas) on this host"), tr_noop("Peak bf16 per chip"),
    tr_noop("Peak bf16, all chips"), tr_noop("Peak int8 per chip"), tr_noop("Peak fp8 per chip"),
    tr_noop("HBM per chip"), tr_noop("HBM, all chips"), tr_noop("HBM bandwidth per chip"),
    tr_noop("Fixed function"), tr_noop("TensorFlow supports it"), tr_noop("Chips on this host"),
    tr_noop("PCI devices (vendor 0x1ae0)"), tr_noop("Chip device files"),
    tr_noop("Accelerator type (TPU_ACCELERATOR_TYPE)"), tr_noop("Chips in the whole slice"),
    tr_noop("Hosts in the slice (TPU_WORKER_HOSTNAMES)"), tr_noop("This host's worker id"),
    tr_noop("libtpu installed"), tr_noop("What the frameworks see"),
    # measured (bench) labels
    tr_noop("STREAM copy"), tr_noop("STREAM triad"), tr_noop("Device copy"),
    # notes
    tr_noop("not exposed"), tr_noop("runs any program: Python, the input pipeline, the OS"),
    tr_noop("the clock /proc/cpuinfo reports (no cpufreq driver)"),
    tr_noop("not exposed (no cpufreq driver, as in most VMs)"), tr_noop("per core"),
    tr_noop("not exposed (no RAPL counters under /sys/class/powercap)"),
    tr_noop("RAPL present but its energy counters are not readable (needs root)"),
    tr_noop("RAPL counters vanished while reading"),
    tr_noop("not exposed (no thermal zones under /sys/class/thermal)"),
    tr_noop("AVX-512 on AMD Zen 5: 2 full-width FMA units"),
    tr_noop("AVX-512 on AMD Zen 4: 512-bit ops as two 256-bit halves, 2 FMA pipes"),
    tr_noop("AVX-512: 2 x 512-bit FMA units assumed"), tr_noop("AVX2 + FMA: 2 x 256-bit FMA units"),
    tr_noop("AVX without FMA: 256-bit add + multiply"),
    tr_noop("SVE: 256 bits of FMA per cycle (Neoverse V1/V2)"),
    tr_noop("NEON: 2 x 128-bit FMA pipes"), tr_noop("SSE: 128-bit add + multiply"),
    tr_noop("instruction set not recognised"), tr_noop("AMX-BF16 tiles: 1024 per cycle"),
    tr_noop("bf16 dot products: 2 x fp32"),
    tr_noop("no native bf16 arithmetic (frameworks convert to fp32)"),
    tr_noop("not published"), tr_noop("no native fp8"), tr_noop("JAX and PyTorch/XLA only"),
    tr_noop("not installed: pip install libtpu (or jax[tpu] / torch_xla[tpu])"),
    tr_noop("not checked (sysroot)"),
    tr_noop("XLA-compiled programs; static shapes (drop_remainder=True)"),
    tr_noop("nvidia-ml-py is not installed"),
    tr_noop("sysroot given: NVML reads only the live machine"), tr_noop("not queried"),
    tr_noop("No /dev/kfd: the ROCm driver is not loaded; frameworks won't use it."),
    tr_noop("the CPU"),
    # values
    tr_noop("yes"), tr_noop("no"), tr_noop("none"), tr_noop("unknown"), tr_noop("% of peak"),
    tr_noop("bit"),
    tr_noop("unknown CPU"), tr_noop("Apple GPU (Metal Performance Shaders)"),
    tr_noop("torch mps"),
    # recommendation
    tr_noop("Apple GPU through PyTorch MPS"), tr_noop("no GPU or TPU found: the CPU"),
    tr_noop("TensorFlow does not support this generation: PyTorch/XLA"),
    tr_noop("static shapes: drop_remainder=True"),
    tr_noop("TPU core"),
    # chart
    tr_noop("Peak compute"), tr_noop("Memory bandwidth"), tr_noop("Memory size"), tr_noop("CPU measured"),
    tr_noop("theoretical"), tr_noop("matmul"), tr_noop("run Bench to measure"),
    tr_noop("bus x clock"), tr_noop("device copy"), tr_noop("fp32 CUDA cores"),
    # framework probes and bench progress
    tr_noop("ok"), tr_noop("no answer"), tr_noop("failed"), tr_noop("cancelled"),
    tr_noop("stopped by the user"), tr_noop("not installed"), tr_noop("no devices"),
    tr_noop("no TPU devices"), tr_noop("MPS available"), tr_noop("numpy STREAM copy/triad"),
    tr_noop("stopped"), tr_noop("done"),
]  # fmt: skip

#: texts the core builds from values; ``{name}`` stands for a value (translated in turn)
TEMPLATES = [
    # labels
    tr_noop("Peak {dtype} (theoretical)"),
    tr_noop("MXUs per TensorCore ({n}x{m} systolic arrays)"),
    tr_noop("Measured matmul {dtype}"),
    tr_noop("{label}: efficiency"),
    # notes
    tr_noop("{who}, x{count}"),
    tr_noop("shared by {n} logical CPUs"),
    tr_noop("{n} RAPL package domain(s)"),
    tr_noop("thermal zone {name}"),
    tr_noop("{cores} cores x {clock} GHz x {per} FLOPs/cycle ({why})"),
    tr_noop("{cores} CUDA cores / {per} per SM"),
    tr_noop("{cores} cores x 2 x {mhz} MHz"),
    tr_noop("{bits} bit / 8 x {mhz} MHz x 2"),
    tr_noop("{chips} chips x {per}"),
    tr_noop("best: {how}"),
    tr_noop("{efficiency}% of the {peak} peak"),
    tr_noop("{value} measured / {peak} theoretical {unit}"),
    tr_noop("{framework}: {status}"),
    tr_noop("{n} TPU devices"),
    # device notes and inventory notes
    tr_noop("mixed GPU models: {names}"),
    tr_noop("Found on the PCI bus but not through NVML: {why}. Install the NVIDIA driver to use it."),
    tr_noop("NVML not available ({error})"),
    tr_noop("PCI reports more than one TPU generation: {generations}"),
    tr_noop("{chips} chips on the PCI bus but {files} device files ({expected}); check the TPU "
            "driver or the container's device mounts."),
    tr_noop("A multi-host slice: this host has {chips} of {total} chips."),
    tr_noop("{what} detection failed: {error}"),
    tr_noop("{address}: Google device {id} is not a known TPU generation"),
    tr_noop("COLAB_TPU_ADDR={addr} marks a retired TPU Node (Colab moved to TPU VMs in 2024, "
            "Cloud TPU Node ended April 2025): choose a TPU VM runtime."),
    tr_noop("TPU_NAME={name} is set but no TPU_ACCELERATOR_TYPE."),
    # device names
    tr_noop("Cloud TPU {generation} (spec reference)"),
    tr_noop("NVIDIA GPU (PCI device {id})"),
    tr_noop("AMD GPU (PCI device {id})"),
    tr_noop("NVIDIA GPU {index}"),
    # recommendation
    tr_noop("{n} TPU {generation} chip(s), {replicas} replicas"),
    tr_noop("{n} NVIDIA GPU(s): {name}"),
    tr_noop("no GPU or TPU found: the CPU ({name})"),
    tr_noop("global batch = {per} per {unit} x {replicas} replica(s) = {total}"),
    tr_noop("keep it divisible by {replicas}"),
    # chart
    tr_noop("{label} measured"),
    tr_noop("{label} (spec)"),
    tr_noop("{dtype} theoretical"),
    tr_noop("matmul {dtype}"),
    # probes and bench progress
    tr_noop("no answer within {seconds} s; the probe was stopped"),
    tr_noop("exit code {code}, no answer printed"),
    tr_noop("cannot start {python}: {error}"),
    tr_noop("{framework} matmul"),
]  # fmt: skip

_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def _compile(template: str) -> re.Pattern[str]:
    out, seen, pos = [], set(), 0
    for m in _PLACEHOLDER.finditer(template):
        out.append(re.escape(template[pos : m.start()]))
        name = m.group(1)
        # a value never spans a "; " (the core joins parts with it) and is never empty
        out.append(f"(?P={name})" if name in seen else f"(?P<{name}>[^;]+?)")
        seen.add(name)
        pos = m.end()
    out.append(re.escape(template[pos:]))
    return re.compile("".join(out), re.DOTALL)


_PHRASE_SET = frozenset(PHRASES)
#: most literal text first, so "{label} measured" never wins over a longer, exact template
_RULES = sorted(
    ((_compile(t), t) for t in TEMPLATES),
    key=lambda rt: -len(_PLACEHOLDER.sub("", rt[1])),
)


def translate(text: str) -> str:
    """``text`` (English, from the core) in the current language; unknown text unchanged."""
    if not text or current_language() == "en":
        return text
    return _translate(current_language(), text)


@lru_cache(maxsize=4096)
def _translate(lang: str, text: str) -> str:  # lang: the cache key
    if text in _PHRASE_SET:
        return tr(text)
    for pattern, template in _RULES:
        m = pattern.fullmatch(text)
        if m:
            args = {k: _translate(lang, v) for k, v in m.groupdict().items()}
            return tr(template).format(**args)
    if "; " in text:
        return tr("; ").join(_translate(lang, part) for part in text.split("; "))
    return text


def char_text(char: Char) -> str:
    """The value as a person reads it (:meth:`Char.text`), in the current language."""
    v = char.value
    if current_language() == "en":
        return char.text()
    if v is None:
        return translate(char.note or "not exposed")
    if isinstance(v, bool):
        return tr("yes") if v else tr("no")
    if isinstance(v, list | tuple):
        return ", ".join(translate(str(x)) for x in v) if v else tr("none")
    unit = translate(char.unit)
    if isinstance(v, float):
        s = f"{v:,.2f}" if abs(v) < 100 else f"{v:,.0f}"
        return f"{s} {unit}".strip()
    if isinstance(v, int) and char.unit in ("B", "bytes"):
        return human_bytes(v)
    if isinstance(v, str):
        return f"{translate(v)} {unit}".strip()
    return f"{v} {unit}".strip()


SEPARATOR = tr_noop("; ")
