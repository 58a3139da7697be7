"""Which backend, device and tf.distribute strategy to use, and a batch size to start from.

Order: TPU -> GPU -> CPU (as Lightning's auto accelerator); on a TPU, the first backend installed
in the descriptors' ``tpu_rank`` that trains on its generation (``tpu_unsupported``). The batch
rule: the global batch must divide evenly by the replicas; 128 per TPU core (framework device)
is the usual start, 128 per GPU, 64 on a CPU. The values are job values (``model.backend``,
``model.device``, ``model.strategy``), so a page can prefill the form from them.
"""

from __future__ import annotations

from tpugui import backends
from tpugui.devices.model import Device, Recommendation
from tpugui.devices.text import join, msg
from tpugui.i18n_marks import N_, Data

PER_REPLICA = {"tpu": 128, "gpu": 128, "cpu": 64}


def recommend(devices: list[Device], frameworks: dict[str, str | None]) -> Recommendation:
    has = {k: bool(v) for k, v in frameworks.items()}
    tpu = next((d for d in devices if d.kind == "tpu" and not d.extra.get("reference")), None)
    gpus = [d for d in devices if d.kind == "gpu" and d.extra.get("usable", True)]
    nvidia = [d for d in gpus if d.extra.get("vendor") == "nvidia" and d.characteristics.get(
        "compute_capability")]  # fmt: skip
    if tpu is not None:
        replicas = int(tpu.value("replicas", tpu.count))
        generation = str(tpu.extra.get("generation", ""))
        # the TPU backends that train on this generation, ranked: the first one installed
        able = backends.tpu_backends(generation) or backends.tpu_backends()
        chosen = next((b for b in able if has.get(b.name)), able[0])
        backend = chosen.name
        strategy = "tpu" if "tpu" in chosen.strategies else "default"
        why = msg(N_("{n} TPU {generation} chip(s), {replicas} replicas"), n=tpu.count,
                  generation=generation, replicas=replicas)  # fmt: skip
        unable = [b.label for b in backends.tpu_backends()
                  if b.tpu_rank < chosen.tpu_rank and not b.trains_on_tpu(generation)]  # fmt: skip
        if unable:  # those ranked before it
            why = join(why, msg(N_("{unable} does not support this generation: {backend}"),
                                unable=", ".join(unable), backend=chosen.label))  # fmt: skip
        return _rec(backend, "tpu", strategy, replicas, "tpu", why)
    if nvidia:
        n = sum(d.count for d in nvidia)
        backend = "tensorflow" if has.get("tensorflow") else "torch"
        device = "gpu" if backend == "tensorflow" else "cuda:0"
        mirrored = n > 1 and "mirrored" in backends.get(backend).strategies
        strategy = "mirrored" if mirrored else "default"
        why = msg(N_("{n} NVIDIA GPU(s): {name}"), n=n, name=Data(nvidia[0].name))
        return _rec(backend, device, strategy, n, "gpu", why)
    mps = next((d for d in gpus if d.extra.get("vendor") == "apple"), None)
    if mps is not None and has.get("torch"):
        why = msg(N_("Apple GPU through PyTorch MPS"))
        return _rec("torch", "mps", "default", 1, "gpu", why)
    backend = "tensorflow" if has.get("tensorflow") or not has.get("torch") else "torch"
    cpu = next((d for d in devices if d.kind == "cpu"), None)
    why = (
        msg(N_("no GPU or TPU found: the CPU ({name})"), name=Data(cpu.name))
        if cpu
        else msg(N_("no GPU or TPU found: the CPU"))
    )
    return _rec(backend, "cpu", "default", 1, "cpu", why)


def _rec(backend: str, device: str, strategy: str, replicas: int, kind: str, why: str
         ) -> Recommendation:  # fmt: skip
    replicas = max(1, replicas)
    per = PER_REPLICA[kind]
    unit = {"tpu": msg(N_("TPU core")), "gpu": "GPU", "cpu": "CPU"}[kind]
    rule = join(
        msg(N_("global batch = {per} per {unit} x {replicas} replica(s) = {total}"), per=per,
            unit=unit, replicas=replicas, total=per * replicas),
        msg(N_("keep it divisible by {replicas}"), replicas=replicas),
    )  # fmt: skip
    if kind == "tpu":
        rule = join(rule, msg(N_("static shapes: drop_remainder=True")))
    return Recommendation(backend, device, strategy, replicas, per * replicas, why, rule)
