"""The Learn page's facts: this machine's values from the inventory, and the TPU spec table.

Every value is text in the current language, ready to drop into a Learn text at ``[[key]]``.
Until the Devices page has an inventory, every machine value reads "detecting…".
"""

from __future__ import annotations

import re
from typing import Any

from tpugui.devices.model import Char, Device, human_bytes
from tpugui.devices.specs import TPU_SPECS
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
    keys += ["gpu_summary", "gpu_frameworks", "tpu_summary", "cpu_fpc", *SENTENCES]
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
    facts.update(cpu_sentences(cpu))
    facts.update(spec_facts())
    return facts


#: facts that are whole sentences (HTML, numbers in bold): what a machine may lack is said in
#: words there, never dropped as "not exposed" into the middle of a sentence (issue 23)
SENTENCES = (
    "cpu_clock_html",
    "cpu_caches_html",
    "cpu_bandwidth_html",
    "cpu_peak_html",
    "cpu_matmul_html",
    "cpu_sensors_html",
    "v5e_compare_html",
    "gpu_vs_cpu_bandwidth_html",
    "tpu_vs_cpu_memory_html",
)


def _b(value: str) -> str:
    return f"<b>{value.replace('&', '&amp;').replace('<', '&lt;')}</b>"


def _val(cpu: Device | None, key: str) -> Any:
    return cpu.value(key) if cpu is not None else None


def _txt(cpu: Device, key: str) -> str:
    return _b(fmt(cpu.characteristics.get(key)))


def cpu_sentences(cpu: Device | None) -> dict[str, str]:
    """The CPU's sentences for this machine; each says in words what the CPU does not expose."""
    out: dict[str, str] = {}
    if cpu is None:
        unknown = tr("The CPU could not be read on this machine.")
        return dict.fromkeys(SENTENCES, unknown) | {"v5e_compare_html": unknown}
    base, top = _val(cpu, "base_clock"), _val(cpu, "max_clock")
    if base and top:
        out["cpu_clock_html"] = tr("Base clock {base}, up to {max}.").format(
            base=_txt(cpu, "base_clock"), max=_txt(cpu, "max_clock")
        )
    elif base:
        out["cpu_clock_html"] = tr(
            "Base clock {base}; its maximum clock is not exposed (no cpufreq driver, as in most "
            "VMs)."
        ).format(base=_txt(cpu, "base_clock"))
    else:
        out["cpu_clock_html"] = tr(
            "Its clock is not exposed: no cpufreq driver and no clock in /proc/cpuinfo, as on "
            "many Arm VMs."
        )
    have = [(k, n) for k, n in (("l1d", tr("L1 data cache {size} per core")), ("l2", "L2 {size}"),
                                ("l3", "L3 {size}")) if _val(cpu, k)]  # fmt: skip
    missing = [k.upper() for k in ("l1d", "l2", "l3") if not _val(cpu, k)]
    ram = _val(cpu, "ram_total")
    comma, semi = tr(", "), tr("; ")
    parts = comma.join(n.format(size=_txt(cpu, k)) for k, n in have)
    if ram:
        mem = tr("RAM {total} ({available} available)").format(
            total=_txt(cpu, "ram_total"), available=_txt(cpu, "ram_available")
        )
        parts = f"{parts}{semi}{mem}" if parts else mem
    out["cpu_caches_html"] = (tr("{list}.").format(list=parts) if parts else "") + (
        " "
        + tr("This machine does not expose the size of: {caches}.").format(
            caches=comma.join(missing).replace("L1D", "L1d")
        )
        if missing
        else ""
    )
    if not parts and not missing:
        out["cpu_caches_html"] = tr("This machine exposes neither its caches nor its memory.")
    out["cpu_caches_html"] = out["cpu_caches_html"].strip()
    bw = _val(cpu, "stream_triad")
    out["cpu_bandwidth_html"] = (
        tr("Measured memory bandwidth (STREAM triad): {bw}.").format(bw=_txt(cpu, "stream_triad"))
        if bw
        else tr("Memory bandwidth is not measured yet: press Bench on the Devices page.")
    )
    fpc = (cpu.extra.get("flops_per_cycle") or {}).get("fp32")
    fp32, bf16 = _val(cpu, "peak_fp32"), _val(cpu, "peak_bf16")
    if fpc and fp32 and bf16:
        peak = tr(
            "That is {fpc} float32 operations per cycle per core, a theoretical peak of "
            "{fp32} in float32 and {bf16} in bf16."
        ).format(fpc=_b(str(fpc)), fp32=_txt(cpu, "peak_fp32"), bf16=_txt(cpu, "peak_bf16"))
    elif fpc and fp32:
        peak = tr(
            "That is {fpc} float32 operations per cycle per core, a theoretical peak of "
            "{fp32} in float32. It has no native bf16 arithmetic: frameworks compute bf16 "
            "in float32 here, no faster."
        ).format(fpc=_b(str(fpc)), fp32=_txt(cpu, "peak_fp32"))
    elif fpc:
        peak = tr(
            "That is {fpc} float32 operations per cycle per core; no theoretical peak can "
            "be derived, because the clock is not exposed. Bench on the Devices page "
            "measures one."
        ).format(fpc=_b(str(fpc)))
    else:
        peak = tr(
            "Its instruction set is not one tpugui knows, so no theoretical peak is "
            "derived; Bench on the Devices page measures one."
        )
    out["cpu_peak_html"] = peak
    mm = _val(cpu, "matmul_fp32")
    out["cpu_matmul_html"] = (
        tr("Measured matrix multiplication (float32): {mm}.").format(mm=_txt(cpu, "matmul_fp32"))
        if mm
        else tr("Matrix multiplication is not measured yet: press Bench on the Devices page.")
    )
    power, temp = _val(cpu, "power"), _val(cpu, "temperature")
    if power is not None and temp is not None:
        sensors = tr("Package power {power}; temperature {temp}.").format(
            power=_txt(cpu, "power"), temp=_txt(cpu, "temperature")
        )
    elif power is not None:
        sensors = tr(
            "Package power {power}; the temperature is not exposed (no thermal zones)."
        ).format(power=_txt(cpu, "power"))
    elif temp is not None:
        sensors = tr(
            "Temperature {temp}; package power is not exposed (no readable RAPL counters)."
        ).format(temp=_txt(cpu, "temperature"))
    else:
        sensors = tr(
            "Neither package power nor temperature is exposed here (no readable RAPL "
            "counters, no thermal zones), as in most VMs: the cloud provider keeps "
            "them."
        )
    out["cpu_sensors_html"] = sensors
    out["v5e_compare_html"] = _v5e_compare(cpu, fp32, bf16, mm)
    out["gpu_vs_cpu_bandwidth_html"] = (
        tr("For comparison, the CPU's measured memory bandwidth is {bw}.").format(
            bw=_txt(cpu, "stream_triad")
        )
        if bw
        else tr(
            "The CPU's memory bandwidth is not measured yet (Bench on the Devices page "
            "measures it)."
        )
    )
    out["tpu_vs_cpu_memory_html"] = (
        tr("RAM {ram}, measured bandwidth {bw}.").format(ram=_txt(cpu, "ram_total"),
                                                         bw=_txt(cpu, "stream_triad"))
        if bw and ram else
        tr("RAM {ram}; its bandwidth is not measured yet (Bench on the Devices page).").format(
            ram=_txt(cpu, "ram_total")) if ram else
        tr("This machine does not expose its RAM size."))  # fmt: skip
    return out


def _v5e_compare(cpu: Device, fp32: Any, bf16: Any, matmul: Any) -> str:
    v5e = TPU_SPECS["v5e"].bf16_tflops * 1000  # GFLOP/s
    chip = _b(f"{TPU_SPECS['v5e'].bf16_tflops:g} TFLOP/s")
    if bf16:
        return tr(
            "One v5e chip's {chip} bf16 peak is about {ratio} times this CPU's "
            "theoretical bf16 peak ({cpu})."
        ).format(chip=chip, ratio=_b(f"{v5e / bf16:,.0f}"), cpu=_txt(cpu, "peak_bf16"))
    if fp32:
        return tr(
            "This CPU has no native bf16 arithmetic, so it is compared on its float32 "
            "peak: one v5e chip's {chip} bf16 peak is about {ratio} times this CPU's "
            "theoretical {cpu} in float32."
        ).format(chip=chip, ratio=_b(f"{v5e / fp32:,.0f}"), cpu=_txt(cpu, "peak_fp32"))
    if matmul:
        return tr(
            "This CPU's theoretical peak cannot be derived (its clock is not exposed), so "
            "it is compared on what Bench measured: one v5e chip's {chip} bf16 peak is "
            "about {ratio} times this CPU's {cpu} of float32 matrix multiplication."
        ).format(chip=chip, ratio=_b(f"{v5e / matmul:,.0f}"), cpu=_txt(cpu, "matmul_fp32"))
    return tr(
        "One v5e chip's bf16 peak is {chip}. This CPU's peak cannot be derived here (its "
        "clock is not exposed), so there is nothing to compare it with yet: Bench on the "
        "Devices page measures it."
    ).format(chip=chip)


def spec_facts() -> dict[str, str]:
    import shlex

    from tpugui.remote.frameworks import TPU_INSTALL
    from tpugui.remote.gcloud import RUNTIME_VERSIONS

    v5e = TPU_SPECS["v5e"]
    out = {
        "v5e_bf16": f"{v5e.bf16_tflops:g} TFLOP/s",
        "v5e_hbm": human_bytes(v5e.hbm_bytes),  # sizes in GiB, bandwidths in GB/s
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
            human_bytes(s.hbm_bytes),
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
        if key.endswith(("_table", "_html")):
            return value  # already HTML
        return f"<b>{value.replace('&', '&amp;').replace('<', '&lt;')}</b>"

    return _PLACEHOLDER.sub(sub, template)


def placeholders(template: str) -> set[str]:
    return set(_PLACEHOLDER.findall(template))
