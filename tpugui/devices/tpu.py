"""TPUs, found without starting a runtime (as tpu-info and torch_xla do).

A PCI scan for Google's vendor id 0x1ae0 gives the chips and, by device id, the generation; the
chip device files (/dev/accelN on v2-v4, /dev/vfio/N from v5e on) confirm them; the spec table
gives HBM and peak figures; the environment a TPU VM or Colab sets says the slice. Nothing here
imports a framework or talks to libtpu: the frameworks' own view is a separate, opt-in probe
(:mod:`tpugui.devices.probe`) because it can hang.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from importlib import metadata

from tpugui.devices import pci
from tpugui.devices.model import Device
from tpugui.devices.specs import GOOGLE_VENDOR, TPU_SPECS, TpuSpec, tpu_by_name, tpu_by_pci
from tpugui.devices.sysfs import Root
from tpugui.devices.text import msg
from tpugui.i18n_marks import N_

__all__ = ["is_available", "chip_count", "detect_tpu", "reference_device", "tpu_env", "ENV_KEYS"]

ENV_KEYS = ("TPU_NAME", "TPU_ACCELERATOR_TYPE", "TPU_WORKER_ID", "TPU_WORKER_HOSTNAMES",
            "TPU_SKIP_MDS_QUERY", "PJRT_DEVICE", "COLAB_TPU_ADDR")  # fmt: skip


def tpu_env(env: Mapping[str, str] | None = None) -> dict[str, str]:
    env = os.environ if env is None else env
    return {k: env[k] for k in ENV_KEYS if env.get(k)}


def libtpu_version() -> str | None:
    for dist in ("libtpu", "libtpu-nightly"):
        try:
            return metadata.version(dist)
        except metadata.PackageNotFoundError:
            continue
        except Exception:  # noqa: BLE001 - broken metadata: treat as absent
            continue
    return None


def _dev_files(root: Root) -> list[str]:
    accel = root.glob("/dev/accel[0-9]*")
    vfio = [p for p in root.glob("/dev/vfio/*") if p.rsplit("/", 1)[-1].isdigit()]
    return accel + vfio


def slice_chips(accelerator_type: str, spec: TpuSpec | None) -> int | None:
    """Chips in the whole slice from ``v3-32`` / ``v5litepod-16`` (None when unknown)."""
    m = re.search(r"-(\d+)$", accelerator_type or "")
    if not m or spec is None:
        return None
    n = int(m.group(1))
    # v2-v5p name slices by TensorCores; v5e and v6e by chips.
    return n // spec.tensorcores if spec.generation in ("v2", "v3", "v4", "v5p") else n


def _add_spec(dev: Device, spec: TpuSpec, chips: int) -> None:
    mu, low = msg(N_("matrix units")), msg(N_("low precision"))
    store, fixed = msg(N_("memory and storage")), msg(N_("fixed function"))
    unpublished = msg(N_("not published"))
    dev.add("tensorcores_per_chip", spec.tensorcores, source="spec",
            label=msg(N_("TensorCores per chip")), aspect=mu)  # fmt: skip
    dev.add("mxus_per_core", spec.mxus_per_core, source="spec",
            label=msg(N_("MXUs per TensorCore ({n}x{m} systolic arrays)"), n=spec.mxu_size,
                      m=spec.mxu_size),
            aspect=mu, note=unpublished)  # fmt: skip
    dev.add("devices_per_chip", spec.devices_per_chip, source="spec",
            label=msg(N_("Framework devices per chip")), aspect=mu)  # fmt: skip
    dev.add("replicas", chips * spec.devices_per_chip, source="derived",
            label=msg(N_("Framework devices (replicas) on this host")), aspect=mu,
            note=msg(N_("{chips} chips x {per}"), chips=chips,
                     per=spec.devices_per_chip))  # fmt: skip
    dev.add("peak_bf16_per_chip", spec.bf16_tflops, "TFLOP/s", "spec",
            label=msg(N_("Peak bf16 per chip")), aspect=low)  # fmt: skip
    dev.add("peak_bf16", round(spec.bf16_tflops * chips, 1), "TFLOP/s", "derived",
            label=msg(N_("Peak bf16, all chips")), aspect=low,
            note=msg(N_("{chips} x {per}"), chips=chips, per=spec.bf16_tflops))  # fmt: skip
    dev.add("peak_int8_per_chip", spec.int8_tops, "TOP/s", "spec",
            label=msg(N_("Peak int8 per chip")), aspect=low, note=unpublished)  # fmt: skip
    dev.add("peak_fp8_per_chip", spec.fp8_tflops, "TFLOP/s", "spec",
            label=msg(N_("Peak fp8 per chip")), aspect=low,
            note=msg(N_("no native fp8")))  # fmt: skip
    dev.add("hbm_per_chip", spec.hbm_bytes, "B", "spec", label=msg(N_("HBM per chip")),
            aspect=store)  # fmt: skip
    dev.add("hbm_total", spec.hbm_bytes * chips, "B", "derived", label=msg(N_("HBM, all chips")),
            aspect=store)  # fmt: skip
    dev.add("memory_bandwidth", spec.hbm_gbps, "GB/s", "spec",
            label=msg(N_("HBM bandwidth per chip")), aspect=store)  # fmt: skip
    dev.add("programming_model",
            msg(N_("XLA-compiled programs; static shapes (drop_remainder=True)")),
            source="spec", label=msg(N_("Fixed function")), aspect=fixed)  # fmt: skip
    dev.add("tensorflow_supported", spec.tensorflow, source="spec",
            label=msg(N_("TensorFlow supports it")), aspect=fixed,
            note="" if spec.tensorflow else msg(N_("JAX and PyTorch/XLA only")))  # fmt: skip


def detect_tpu(sysroot: str | None = None, env: Mapping[str, str] | None = None) -> Device | None:
    """The TPU chips of this host as one device, or ``None`` when there are none."""
    root = Root(sysroot)
    if env is None:
        env = os.environ if root.is_host else {}
    tenv = tpu_env(env)
    google = [d for d in pci.scan(root) if d.vendor == GOOGLE_VENDOR]
    specs = [tpu_by_pci(d.device, d.subsystem_device) for d in google]
    known = [(d, s) for d, s in zip(google, specs, strict=True) if s is not None]
    # v2/v3 share a device id; an unreadable subsystem id is settled by the accelerator type.
    env_spec = tpu_by_name(tenv.get("TPU_ACCELERATOR_TYPE", ""))
    ambiguous = [d for d in google if d.device == 0x0027 and tpu_by_pci(0x0027, d.subsystem_device)
                 is None]  # fmt: skip
    if ambiguous and env_spec in (TPU_SPECS["v2"], TPU_SPECS["v3"]):
        known += [(d, env_spec) for d in ambiguous]
    if not known:
        return None
    spec = known[0][1]
    chips = len(known)
    files = _dev_files(root)
    dev = Device("tpu", msg(N_("Cloud TPU {generation}"), generation=spec.generation), chips)
    dev.extra["generation"] = spec.generation
    dev.extra["device_kind"] = spec.device_kind
    dev.extra["chips"] = chips
    acc = tenv.get("TPU_ACCELERATOR_TYPE")
    if acc:
        dev.extra["accelerator_type"] = acc
    if len({s.generation for _, s in known}) > 1:
        dev.notes.append(msg(N_("PCI reports more than one TPU generation: {generations}"),
                             generations=", ".join(sorted({s.generation for _, s in known}))))  # fmt: skip
    g = "detected"
    mu, fixed = msg(N_("matrix units")), msg(N_("fixed function"))
    dev.add("chips", chips, source=g, label=msg(N_("Chips on this host")), aspect=mu)
    dev.add("pci", [f"{d.address} 0x{d.device:04x}" for d, _ in known], source=g,
            label=msg(N_("PCI devices (vendor 0x1ae0)")), aspect=fixed)  # fmt: skip
    dev.add("device_files", files, source=g, label=msg(N_("Chip device files")),
            aspect=fixed)  # fmt: skip
    expected = "/dev/accelN" if spec.dev_files == "accel" else "/dev/vfio/N"
    if len(files) < chips:
        dev.notes.append(
            msg(N_("{chips} chips on the PCI bus but {files} device files ({expected}); check "
                   "the TPU driver or the container's device mounts."),
                chips=chips, files=len(files), expected=expected)
        )  # fmt: skip
    _add_spec(dev, spec, chips)
    if acc:
        total = slice_chips(acc, spec)
        dev.add("accelerator_type", acc, source=g,
                label=msg(N_("Accelerator type (TPU_ACCELERATOR_TYPE)")), aspect=mu)  # fmt: skip
        if total is not None:
            dev.add("slice_chips", total, source="derived",
                    label=msg(N_("Chips in the whole slice")), aspect=mu)  # fmt: skip
            if total > chips:
                dev.notes.append(msg(N_("A multi-host slice: this host has {chips} of {total} "
                                        "chips."), chips=chips, total=total))  # fmt: skip
    hosts = [h for h in tenv.get("TPU_WORKER_HOSTNAMES", "").split(",") if h.strip()]
    if hosts:
        dev.add("workers", len(hosts), source=g,
                label=msg(N_("Hosts in the slice (TPU_WORKER_HOSTNAMES)")), aspect=mu)  # fmt: skip
    if "TPU_WORKER_ID" in tenv:
        dev.add("worker_id", tenv["TPU_WORKER_ID"], source=g,
                label=msg(N_("This host's worker id")), aspect=mu)  # fmt: skip
    lib = (libtpu_version() or False) if root.is_host else None
    dev.add("libtpu", lib, source=g, label=msg(N_("libtpu installed")), aspect=fixed,
            note="" if lib else msg(N_("not installed: pip install libtpu (or jax[tpu] / "
                                       "torch_xla[tpu])"))
            if root.is_host else msg(N_("not checked (sysroot)")))  # fmt: skip
    return dev


def env_notes(env: Mapping[str, str] | None = None) -> list[str]:
    """What the TPU environment variables say, including the retired TPU Node."""
    tenv = tpu_env(env)
    notes = []
    if "COLAB_TPU_ADDR" in tenv:
        notes.append(
            msg(N_("COLAB_TPU_ADDR={addr} marks a retired TPU Node (Colab moved to TPU VMs in "
                   "2024, Cloud TPU Node ended April 2025): choose a TPU VM runtime."),
                addr=tenv["COLAB_TPU_ADDR"])
        )  # fmt: skip
    if "TPU_NAME" in tenv and "TPU_ACCELERATOR_TYPE" not in tenv:
        notes.append(msg(N_("TPU_NAME={name} is set but no TPU_ACCELERATOR_TYPE."),
                         name=tenv["TPU_NAME"]))  # fmt: skip
    return notes


def reference_device(generation: str = "v5e", chips: int = 1) -> Device:
    """A spec-table TPU (not on this machine), for side-by-side comparison."""
    spec = TPU_SPECS[generation]
    name = msg(N_("Cloud TPU {generation} (spec reference)"), generation=spec.generation)
    dev = Device("tpu", name, chips)
    dev.extra.update({"generation": spec.generation, "chips": chips, "reference": True})
    _add_spec(dev, spec, chips)
    return dev


def chip_count(sysroot: str | None = None) -> int:
    try:
        dev = detect_tpu(sysroot)
    except Exception:  # noqa: BLE001 - never raises
        return 0
    return dev.count if dev else 0


def is_available(sysroot: str | None = None) -> bool:
    return chip_count(sysroot) > 0


def unknown_google_devices(sysroot: str | None = None) -> list[str]:
    """Google PCI devices that are not a TPU we know (reported, not counted)."""
    root = Root(sysroot)
    return [
        msg(N_("{address}: Google device {id} is not a known TPU generation"),
            address=d.address, id=f"0x{d.device:04x}")
        for d in pci.scan(root)
        if d.vendor == GOOGLE_VENDOR and tpu_by_pci(d.device, d.subsystem_device) is None
        and d.device != 0x0027
    ]  # fmt: skip
