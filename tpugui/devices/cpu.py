"""The CPU: model, cores, caches, instruction set, memory, power and heat; its peak FLOP/s.

Read from /proc/cpuinfo, /proc/meminfo and /sys under the sysroot (fast: no subprocess); off
Linux, where those files do not exist, py-cpuinfo and psutil fill in. ``detect_cpu`` never
raises: what the machine does not expose is reported as ``None`` with the note "not exposed".

Peak FLOP/s = physical cores x clock x FLOPs per cycle per core. FLOPs per cycle come from the
instruction set, assuming (per core, fp32, one FMA = 2 FLOPs):
- AVX-512 on Intel: two 512-bit FMA units -> 2 x 16 lanes x 2 = 64 (some Xeon Silver/Bronze
  parts have one unit: half that);
- AVX-512 on AMD Zen 4 (family 0x19): 512-bit ops run as two 256-bit halves -> 32; Zen 5
  (family 0x1a) has full-width units -> 64;
- AVX2 + FMA: two 256-bit FMA units (Haswell and later, Zen 2 and later) -> 2 x 8 x 2 = 32;
- AVX without FMA: a 256-bit add and a 256-bit multiply per cycle -> 16; SSE only -> 8;
- ARM: SVE (Neoverse V1/V2: 2x256 or 4x128 bit) -> 32; NEON (two 128-bit FMA pipes) -> 16.
bf16: AMX-BF16 -> 1024 per cycle per core (a 16x32x16 tile product every 16 cycles);
AVX512_BF16 or ARM BF16 dot products -> 2 x the fp32 figure; without them, no native bf16.
Hyper-threads share a core's FMA units, so only physical cores count.
"""

from __future__ import annotations

import os
import platform
import re
import time

from tpugui.devices.model import NOT_EXPOSED, Device
from tpugui.devices.sysfs import Root, parse_cpu_list, parse_size
from tpugui.devices.text import msg
from tpugui.i18n_marks import N_

__all__ = ["is_available", "detect_cpu", "flops_per_cycle", "ML_FEATURES"]

#: instruction-set features that matter for ML: cpuinfo flag -> name shown
ML_FEATURES = {
    "sse4_2": "SSE4.2",
    "avx": "AVX",
    "avx2": "AVX2",
    "fma": "FMA",
    "f16c": "F16C",
    "avx512f": "AVX-512F",
    "avx512_bf16": "AVX512_BF16",
    "avx512_vnni": "AVX512_VNNI",
    "avx512_fp16": "AVX512_FP16",
    "avx_vnni": "AVX-VNNI",
    "amx_bf16": "AMX-BF16",
    "amx_int8": "AMX-INT8",
    "amx_fp16": "AMX-FP16",
    # ARM (/proc/cpuinfo "Features")
    "asimd": "NEON",
    "asimdhp": "NEON-FP16",
    "asimddp": "NEON-DotProd",
    "sve": "SVE",
    "sve2": "SVE2",
    "bf16": "BF16",
    "i8mm": "I8MM",
    "sme": "SME",
}


def is_available() -> bool:
    return True


def _cpuinfo_blocks(text: str) -> list[dict[str, str]]:
    blocks, cur = [], {}
    for line in text.splitlines():
        if not line.strip():
            if cur:
                blocks.append(cur)
                cur = {}
            continue
        if ":" in line:
            k, v = line.split(":", 1)
            cur[k.strip().lower()] = v.strip()
    if cur:
        blocks.append(cur)
    return blocks


def flops_per_cycle(flags: set[str], vendor: str = "", family: int | None = None) -> dict:
    """FLOPs per cycle per physical core for fp32 and bf16 (see the module docstring)."""
    amd = "amd" in vendor.lower()
    if "avx512f" in flags:
        if amd:
            fp32 = 64 if (family or 0) >= 0x1A else 32
            why = (
                msg(N_("AVX-512 on AMD Zen 5: 2 full-width FMA units"))
                if fp32 == 64
                else msg(N_("AVX-512 on AMD Zen 4: 512-bit ops as two 256-bit halves, 2 FMA pipes"))
            )
        else:
            fp32, why = 64, msg(N_("AVX-512: 2 x 512-bit FMA units assumed"))
    elif "avx2" in flags and "fma" in flags:
        fp32, why = 32, msg(N_("AVX2 + FMA: 2 x 256-bit FMA units"))
    elif "avx" in flags:
        fp32, why = 16, msg(N_("AVX without FMA: 256-bit add + multiply"))
    elif "sve" in flags:
        fp32, why = 32, msg(N_("SVE: 256 bits of FMA per cycle (Neoverse V1/V2)"))
    elif "asimd" in flags:
        fp32, why = 16, msg(N_("NEON: 2 x 128-bit FMA pipes"))
    elif "sse2" in flags or "sse" in flags:
        fp32, why = 8, msg(N_("SSE: 128-bit add + multiply"))
    else:
        fp32, why = None, msg(N_("instruction set not recognised"))
    if "amx_bf16" in flags:
        bf16, bwhy = 1024, msg(N_("AMX-BF16 tiles: 1024 per cycle"))
    elif fp32 and ("avx512_bf16" in flags or "bf16" in flags):
        bf16, bwhy = 2 * fp32, msg(N_("bf16 dot products: 2 x fp32"))
    else:
        bf16, bwhy = None, msg(N_("no native bf16 arithmetic (frameworks convert to fp32)"))
    return {"fp32": fp32, "fp32_why": why, "bf16": bf16, "bf16_why": bwhy}


def _topology(root: Root, blocks: list[dict[str, str]]) -> tuple[int, int, int]:
    """(logical, physical cores, sockets) from /sys topology, else /proc/cpuinfo."""
    online = parse_cpu_list(root.read("/sys/devices/system/cpu/online"))
    cpus = online or [
        int(p.rsplit("cpu", 1)[1])
        for p in root.glob("/sys/devices/system/cpu/cpu[0-9]*")
        if p.rsplit("cpu", 1)[1].isdigit()
    ]
    pairs, sockets = set(), set()
    for n in cpus:
        base = f"/sys/devices/system/cpu/cpu{n}/topology"
        pkg = root.read_int(f"{base}/physical_package_id")
        core = root.read_int(f"{base}/core_id")
        if pkg is not None and core is not None:
            pairs.add((pkg, core))
            sockets.add(pkg)
    if not pairs:  # no /sys topology: /proc/cpuinfo
        for b in blocks:
            if "physical id" in b and "core id" in b:
                pairs.add((b["physical id"], b["core id"]))
                sockets.add(b["physical id"])
    logical = len(cpus) or sum(1 for b in blocks if "processor" in b)
    return logical, len(pairs) or logical, len(sockets) or 1


def _caches(root: Root, logical: int) -> dict[str, tuple[int, int, int]]:
    """name -> (bytes per instance, instances, logical CPUs sharing one)."""
    out: dict[str, tuple[int, int, int]] = {}
    for idx in root.glob("/sys/devices/system/cpu/cpu0/cache/index*"):
        level = root.read(f"{idx}/level")
        kind = (root.read(f"{idx}/type") or "").lower()
        size = parse_size(root.read(f"{idx}/size"))
        if not level or size is None:
            continue
        name = f"l{level}" + {"data": "d", "instruction": "i"}.get(kind, "")
        shared = len(parse_cpu_list(root.read(f"{idx}/shared_cpu_list"))) or 1
        out[name] = (size, max(1, logical // shared), shared)
    return out


def _meminfo(root: Root) -> tuple[int | None, int | None]:
    text = root.read("/proc/meminfo")
    if text:
        vals = {}
        for line in text.splitlines():
            m = re.match(r"(\w+):\s+(\d+)\s*kB", line)
            if m:
                vals[m.group(1)] = int(m.group(2)) * 1024
        return vals.get("MemTotal"), vals.get("MemAvailable")
    if root.is_host:
        import psutil

        vm = psutil.virtual_memory()
        return int(vm.total), int(vm.available)
    return None, None


def _rapl(root: Root, sample_s: float = 0.05) -> tuple[float | None, str]:
    """Package power in watts from RAPL energy counters (two reads ``sample_s`` apart)."""
    zones = [
        z for z in root.glob("/sys/class/powercap/*")
        if (root.read(f"{z}/name") or "").startswith("package")
    ]  # fmt: skip
    if not zones:
        return None, msg(N_("not exposed (no RAPL counters under /sys/class/powercap)"))
    first = [root.read_int(f"{z}/energy_uj") for z in zones]
    if any(v is None for v in first):
        return None, msg(N_("RAPL present but its energy counters are not readable (needs root)"))
    t0 = time.perf_counter()
    time.sleep(sample_s)
    second = [root.read_int(f"{z}/energy_uj") for z in zones]
    dt = time.perf_counter() - t0
    if any(v is None for v in second):
        return None, msg(N_("RAPL counters vanished while reading"))
    joules = sum(max(0, b - a) for a, b in zip(first, second, strict=True)) / 1e6
    return round(joules / dt, 1), msg(N_("{n} RAPL package domain(s)"), n=len(zones))


def _thermal(root: Root) -> tuple[float | None, str]:
    best: tuple[float, str] | None = None
    for z in root.glob("/sys/class/thermal/thermal_zone*"):
        milli = root.read_int(f"{z}/temp")
        kind = root.read(f"{z}/type") or z.rsplit("/", 1)[-1]
        if milli is None:
            continue
        c = milli / 1000.0
        cpuish = any(w in kind.lower() for w in ("cpu", "pkg", "soc", "k10temp", "acpitz"))
        if best is None or cpuish:
            best = (c, kind)
            if cpuish:
                break
    if best is None:
        return None, msg(N_("not exposed (no thermal zones under /sys/class/thermal)"))
    return best[0], msg(N_("thermal zone {name}"), name=best[1])


def detect_cpu(sysroot: str | None = None, sample_power: bool = True) -> Device:
    root = Root(sysroot)
    blocks = _cpuinfo_blocks(root.read("/proc/cpuinfo") or "")
    first = blocks[0] if blocks else {}
    info: dict = {}
    if not blocks and root.is_host:  # macOS / Windows: py-cpuinfo (slower, about 1 s)
        try:
            import cpuinfo

            info = cpuinfo.get_cpu_info()
        except Exception:  # noqa: BLE001 - detection never raises
            info = {}
    vendor = first.get("vendor_id") or info.get("vendor_id_raw") or ""
    if not vendor and first.get("cpu implementer"):
        vendor = _ARM_IMPLEMENTERS.get(
            first["cpu implementer"], msg(N_("implementer {id}"), id=first["cpu implementer"])
        )
    model = (
        first.get("model name")
        or info.get("brand_raw")
        or _arm_core_name(first, vendor)
        or (platform.processor() if root.is_host else "")  # another machine's tree: not ours
        or msg(N_("unknown CPU"))
    )
    flags = set((first.get("flags") or first.get("features") or "").split())
    flags |= set(info.get("flags") or [])
    arch = _arch(root, flags, info)
    try:
        family = int(first.get("cpu family", ""))
    except ValueError:
        family = None

    logical, physical, sockets = _topology(root, blocks)
    if not logical and root.is_host:
        logical = os.cpu_count() or 1
        physical = physical or logical
    numa = len(root.glob("/sys/devices/system/node/node[0-9]*"))

    dev = Device("cpu", model, sockets)
    g, cores = msg(N_("generality")), msg(N_("cores"))
    dev.add("model", model, label=msg(N_("Model")), aspect=g)
    dev.add("vendor", vendor or None, label=msg(N_("Vendor")), aspect=g, note=NOT_EXPOSED)
    dev.add("architecture", arch, label=msg(N_("Architecture")), aspect=g,
            note=msg(N_("runs any program: Python, the input pipeline, the OS")))  # fmt: skip
    dev.add("sockets", sockets, label=msg(N_("Sockets")), aspect=cores)
    dev.add("physical_cores", physical, label=msg(N_("Physical cores")), aspect=cores)
    dev.add("logical_cores", logical, label=msg(N_("Logical cores (threads)")), aspect=cores)
    dev.add("numa_nodes", numa or None, label=msg(N_("NUMA nodes")), aspect=cores,
            note=NOT_EXPOSED)  # fmt: skip

    cur_mhz = _float(first.get("cpu mhz"))
    base_khz = root.read_int("/sys/devices/system/cpu/cpu0/cpufreq/base_frequency")
    max_khz = root.read_int("/sys/devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq")
    base_ghz = base_khz / 1e6 if base_khz else _ghz_from_name(model)
    if base_ghz is None and cur_mhz:
        base_ghz = cur_mhz / 1000
        base_note = msg(N_("the clock /proc/cpuinfo reports (no cpufreq driver)"))
    else:
        base_note = ""
    if base_ghz is None and info.get("hz_advertised"):
        base_ghz = info["hz_advertised"][0] / 1e9
    max_ghz = max_khz / 1e6 if max_khz else None
    dev.add("base_clock", _round(base_ghz, 3), "GHz", label=msg(N_("Base clock")), aspect=cores,
            note=base_note or NOT_EXPOSED)  # fmt: skip
    dev.add("max_clock", _round(max_ghz, 3), "GHz", label=msg(N_("Max clock")), aspect=cores,
            note=msg(N_("not exposed (no cpufreq driver, as in most VMs)")))  # fmt: skip

    caches = _caches(root, logical)
    labels = {"l1d": msg(N_("L1 data cache")), "l1i": msg(N_("L1 instruction cache")),
              "l2": msg(N_("L2 cache")), "l3": msg(N_("L3 cache"))}  # fmt: skip
    aspect = msg(N_("caches"))
    for key, label in labels.items():
        if key in caches:
            size, inst, shared = caches[key]
            who = (
                msg(N_("per core"))
                if shared <= max(1, logical // max(1, physical))
                else msg(N_("shared by {n} logical CPUs"), n=shared)
            )
            dev.add(key, size, "B", label=label, aspect=aspect,
                    note=msg(N_("{who}, x{count}"), who=who, count=inst))  # fmt: skip
        else:
            dev.add(key, None, "B", label=label, aspect=aspect, note=NOT_EXPOSED)

    feats = [name for flag, name in ML_FEATURES.items() if flag in flags]
    isa = msg(N_("instruction set"))
    dev.add("isa", feats, label=msg(N_("ML instruction sets")), aspect=isa)
    dev.add("amx", any(f.startswith("amx") for f in flags), label=msg(N_("AMX matrix units")),
            aspect=isa)  # fmt: skip

    total, avail = _meminfo(root)
    mem = msg(N_("memory"))
    dev.add("ram_total", total, "B", label=msg(N_("RAM total")), aspect=mem, note=NOT_EXPOSED)
    dev.add("ram_available", avail, "B", label=msg(N_("RAM available")), aspect=mem,
            note=NOT_EXPOSED)  # fmt: skip

    watts, pnote = _rapl(root, 0.05 if sample_power else 0.0)
    ph = msg(N_("power and heat"))
    dev.add("power", watts, "W", label=msg(N_("Package power")), aspect=ph, note=pnote)
    temp, tnote = _thermal(root)
    dev.add("temperature", temp, "°C", label=msg(N_("Temperature")), aspect=ph, note=tnote)

    fpc = flops_per_cycle(flags, vendor, family)
    clock = max_ghz or base_ghz
    for dt in ("fp32", "bf16"):
        per = fpc[dt]
        peak = physical * clock * per if (per and clock) else None
        why = fpc[dt + "_why"]
        dev.add(f"peak_{dt}", _round(peak, 1), "GFLOP/s", "derived",
                label=msg(N_("Peak {dtype} (theoretical)"), dtype=dt), aspect=msg(N_("peak")),
                note=msg(N_("{cores} cores x {clock} GHz x {per} FLOPs/cycle ({why})")
                         if max_ghz else
                         N_("{cores} cores x {clock} GHz (the base clock: the maximum is not "
                            "exposed, and the CPU may run faster) x {per} FLOPs/cycle ({why})"),
                         cores=physical, clock=f"{clock:.2f}", per=per, why=why)
                if peak else why)  # fmt: skip
    dev.extra["flops_per_cycle"] = {"fp32": fpc["fp32"], "bf16": fpc["bf16"]}
    return dev


#: /proc/cpuinfo "CPU implementer" -> vendor (Arm hosts have no vendor_id and no model name)
_ARM_IMPLEMENTERS = {"0x41": "ARM", "0x61": "Apple", "0x48": "HiSilicon", "0xc0": "Ampere"}
#: Arm Ltd. "CPU part" -> core name, as lscpu names them (Graviton, Axion, Ampere Altra, Grace)
_ARM_PARTS = {
    "0xd0c": "Neoverse-N1",
    "0xd40": "Neoverse-V1",
    "0xd49": "Neoverse-N2",
    "0xd4f": "Neoverse-V2",
    "0xd83": "Neoverse-V3AE",
    "0xd84": "Neoverse-V3",
    "0xd8e": "Neoverse-N3",
    "0xd0b": "Cortex-A76",
    "0xd41": "Cortex-A78",
}


def _arm_core_name(first: dict[str, str], vendor: str) -> str:
    """``ARM Neoverse-V2`` from the implementer and part, as lscpu says it; '' when unknown."""
    if first.get("cpu implementer") != "0x41":
        return ""
    part = _ARM_PARTS.get((first.get("cpu part") or "").lower())
    return f"{vendor} {part}" if part else ""


def _arch(root: Root, flags: set[str], info: dict) -> str:
    if root.is_host:
        return platform.machine() or info.get("arch_string_raw") or msg(N_("unknown"))
    if "lm" in flags or "avx" in flags or "sse2" in flags:
        return "x86_64"
    if "asimd" in flags or "fp" in flags:
        return "aarch64"
    return msg(N_("unknown"))


def _float(text: str | None) -> float | None:
    try:
        return float(text) if text else None
    except ValueError:
        return None


def _round(v: float | None, nd: int) -> float | None:
    return None if v is None else round(v, nd)


def _ghz_from_name(model: str) -> float | None:
    m = re.search(r"@\s*([\d.]+)\s*GHz", model)
    return float(m.group(1)) if m else None
