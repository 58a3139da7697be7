"""The Learn page's facts: this machine's values from the inventory, and the TPU spec table.

Every value is text in the current language, ready to drop into a Learn text at ``[[key]]``.
Until the Devices page has an inventory, every machine value reads "detecting…".
"""

from __future__ import annotations

import re
from typing import Any

from tpugui.devices.model import Char, Device, human_bytes
from tpugui.devices.specs import GB, TPU_SPECS
from tpugui.devices.text import message_of
from tpugui.qt import theme
from tpugui.qt.core_text import text
from tpugui.qt.i18n import tr

#: keys filled from the CPU (characteristic key -> placeholder)
_CPU_KEYS = {
    "model": "cpu_model",
    "physical_cores": "cpu_cores",
    "logical_cores": "cpu_threads",
    "base_clock": "cpu_clock",
    "l1d": "cpu_l1d",
    "l2": "cpu_l2",
    "l3": "cpu_l3",
    "ram_total": "cpu_ram",
    "ram_available": "cpu_ram_available",
    "isa": "cpu_isa",
    "amx": "cpu_amx",
    "power": "cpu_power",
    "temperature": "cpu_temp",
    "peak_fp32": "cpu_peak_fp32",
    "peak_bf16": "cpu_peak_bf16",
    "matmul_fp32": "cpu_matmul",
    "stream_triad": "cpu_bandwidth",
}
_GPU_KEYS = {
    "sm_count": "gpu_sm",
    "cuda_cores": "gpu_cores",
    "fast_dtypes": "gpu_dtypes",
    "memory_total": "gpu_mem",
    "memory_bandwidth": "gpu_bw",
    "peak_fp32": "gpu_peak",
}
_MEASURED = {"matmul_fp32", "stream_triad"}


def fmt(char: Char | None, missing: str = "") -> str:
    """A characteristic as text: ``32 KiB``, ``2.60 GHz``, ``yes``; a missing one is explained."""
    if char is None or char.value is None:
        return missing or tr("not exposed on this machine")
    v = char.value
    if isinstance(v, bool):
        return tr("yes") if v else tr("no")
    if isinstance(v, list | tuple):
        return ", ".join(str(x) for x in v) if v else tr("none")
    if isinstance(v, int) and char.unit in ("B", "bytes"):
        return human_bytes(v)
    if isinstance(v, float):
        s = f"{v:,.2f}" if abs(v) < 100 else f"{v:,.0f}"
        return f"{s} {char.unit}".strip()
    if isinstance(v, str):  # a core text ("unknown CPU") or data (a model name)
        v = text(message_of(v))
    return f"{v} {char.unit}".strip()


def _tflops(gflops: float) -> str:
    return f"{gflops / 1000:,.0f} TFLOP/s" if gflops >= 1000 else f"{gflops:,.0f} GFLOP/s"


def machine_facts(inventory: Any) -> dict[str, str]:
    """Placeholder -> text for this machine (``detecting…`` until an inventory arrives)."""
    keys = [*_CPU_KEYS.values(), *_GPU_KEYS.values()]
    keys += ["gpu_summary", "gpu_frameworks", "tpu_summary", "v5e_ratio", "cpu_fpc"]
    if inventory is None:
        waiting = tr("detecting…")
        facts = dict.fromkeys(keys, waiting)
        facts.update(spec_facts())
        return facts
    facts: dict[str, str] = {}
    cpu: Device | None = inventory.device("cpu")
    not_measured = tr("not measured yet (press Bench on the Devices page)")
    for key, name in _CPU_KEYS.items():
        char = cpu.characteristics.get(key) if cpu else None
        facts[name] = fmt(char, not_measured if key in _MEASURED else "")
    fpc = (cpu.extra.get("flops_per_cycle") or {}).get("fp32") if cpu else None
    facts["cpu_fpc"] = str(fpc) if fpc else tr("not exposed on this machine")

    gpu: Device | None = inventory.device("gpu")
    if gpu:
        for key, name in _GPU_KEYS.items():
            facts[name] = fmt(gpu.characteristics.get(key), "")
    else:  # the spec-table reference GPU's numbers, marked as such (as the reference TPU's)
        from tpugui.devices.gpu import reference_gpu

        ref = reference_gpu()
        marked = tr("{value} (reference {model}; no GPU here)")
        for key, name in _GPU_KEYS.items():
            value = fmt(ref.characteristics.get(key), "")
            facts[name] = marked.format(value=value, model=ref.extra["model"])
    if gpu:
        facts["gpu_summary"] = tr("{count} × {name}.").format(
            count=gpu.count, name=text(message_of(gpu.name))
        )
    else:
        facts["gpu_summary"] = tr(
            "No GPU was found here, so training runs on the CPU (or on a remote machine)."
        )
    versions = [
        f"{name} {ver}" for name, ver in sorted((inventory.frameworks or {}).items()) if ver
    ]
    rec = inventory.recommendation
    facts["gpu_frameworks"] = tr(
        "Installed: {frameworks}. Recommended for training here: {backend} on {device}."
    ).format(
        frameworks=", ".join(versions) or tr("none"),
        backend=rec.backend,
        device=rec.device,
    )

    tpu: Device | None = inventory.device("tpu")
    if tpu:
        gen = tpu.extra.get("generation", "?")
        facts["tpu_summary"] = tr(
            "a TPU {generation} with {chips} chip(s) was found: its row is marked in the table."
        ).format(generation=gen, chips=tpu.extra.get("chips", tpu.count))
    else:
        facts["tpu_summary"] = tr(
            "no TPU was found here, so the figures below come from the spec table."
        )
    bf16 = cpu.value("peak_bf16") if cpu else None
    v5e = TPU_SPECS["v5e"].bf16_tflops * 1000  # GFLOP/s
    facts["v5e_ratio"] = f"{v5e / bf16:,.0f}" if bf16 else tr("not exposed on this machine")
    facts.update(spec_facts())
    return facts


def spec_facts() -> dict[str, str]:
    import shlex

    from tpugui.remote.frameworks import TPU_INSTALL
    from tpugui.remote.gcloud import RUNTIME_VERSIONS

    v5e = TPU_SPECS["v5e"]
    out = {
        "v5e_bf16": f"{v5e.bf16_tflops:g} TFLOP/s",
        "v5e_hbm": f"{v5e.hbm_bytes / GB:g} GB",
        "v5e_hbm_bw": f"{v5e.hbm_gbps:,.0f} GB/s",
    }
    # today's TPU install commands and runtime versions (the Remote page's Set up tab's)
    for fw, args in TPU_INSTALL.items():
        out[f"tpu_install_{fw}"] = shlex.join(["pip", "install", *args])
    for gen, version in RUNTIME_VERSIONS.items():
        out[f"runtime_{gen}"] = version
    return out


def tpu_table(inventory: Any) -> str:
    """The TPU generations as an HTML table; the one this machine has is marked."""
    have = None
    if inventory is not None and inventory.device("tpu") is not None:
        have = inventory.device("tpu").extra.get("generation")
    heads = [
        tr("Generation"),
        tr("TensorCores per chip"),
        tr("HBM per chip"),
        tr("HBM bandwidth"),
        tr("bf16 peak"),
        tr("int8 / fp8 peak"),
        tr("MXUs per core"),
        tr("TensorFlow"),
    ]
    rows = ["<tr>" + "".join(f"<th>{h}</th>" for h in heads) + "</tr>"]
    for gen, s in TPU_SPECS.items():
        low = (
            f"int8 {s.int8_tops:g} TOP/s"
            if s.int8_tops
            else (f"fp8 {s.fp8_tflops:g} TFLOP/s" if s.fp8_tflops else "—")
        )
        mxu = f"{s.mxus_per_core} × {s.mxu_size}²" if s.mxus_per_core else "—"
        cells = [
            f"<b>{gen}</b>" + (" ◀ " + tr("this machine") if gen == have else ""),
            str(s.tensorcores),
            human_bytes(s.hbm_bytes) if s.hbm_bytes % 1024**3 == 0 else f"{s.hbm_bytes / GB:g} GB",
            f"{s.hbm_gbps:,.0f} GB/s",
            _tflops(s.bf16_tflops * 1000),
            low,
            mxu,
            tr("yes") if s.tensorflow else tr("no (JAX, PyTorch)"),
        ]
        style = f' bgcolor="{theme.colors()["note_bg"]}"' if gen == have else ""
        rows.append(f"<tr{style}>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    return (
        '<table border="1" cellspacing="0" cellpadding="4" style="border-collapse: collapse">'
        + "".join(rows)
        + "</table>"
    )


_PLACEHOLDER = re.compile(r"\[\[(\w+)\]\]")


def fill(template: str, values: dict[str, str]) -> str:
    """Replace ``[[key]]`` with ``values[key]`` (HTML-escaped); unknown keys stay visible."""

    def sub(m: re.Match[str]) -> str:
        key = m.group(1)
        if key not in values:
            return m.group(0)
        value = values[key]
        if key.endswith("_table"):
            return value  # already HTML
        return f"<b>{value.replace('&', '&amp;').replace('<', '&lt;')}</b>"

    return _PLACEHOLDER.sub(sub, template)


def placeholders(template: str) -> set[str]:
    return set(_PLACEHOLDER.findall(template))
