"""Which backend, device and tf.distribute strategy to use, and a batch size to start from.

Order: TPU -> GPU -> CPU (as Lightning's auto accelerator). The batch rule: the global batch
must divide evenly by the replicas; 128 per TPU core (framework device) is the usual start,
128 per GPU, 64 on a CPU. The values are job values (``model.backend``, ``model.device``,
``model.strategy``), so a page can prefill the form from them.
"""

from __future__ import annotations

from tpugui.devices.model import Device, Recommendation
from tpugui.devices.text import join, msg
from tpugui.i18n_marks import N_

PER_REPLICA = {"tpu": 128, "gpu": 128, "cpu": 64}


def recommend(devices: list[Device], frameworks: dict[str, str | None]) -> Recommendation:
    has = {k: bool(v) for k, v in frameworks.items()}
    tpu = next((d for d in devices if d.kind == "tpu" and not d.extra.get("reference")), None)
    gpus = [d for d in devices if d.kind == "gpu" and d.extra.get("usable", True)]
    nvidia = [d for d in gpus if d.extra.get("vendor") == "nvidia" and d.characteristics.get(
        "compute_capability")]  # fmt: skip
    if tpu is not None:
        replicas = int(tpu.value("replicas", tpu.count))
        tf_ok = bool(tpu.value("tensorflow_supported", True))
        if has.get("tensorflow") and tf_ok:
            backend = "tensorflow"
        elif not tf_ok and has.get("jax"):  # JAX runs on every generation, TPU7x included
            backend = "jax"
        elif has.get("torch_xla") or not tf_ok:
            backend = "torch_xla"
        else:
            backend = "tensorflow"
        strategy = "tpu" if backend == "tensorflow" else "default"
        why = msg(N_("{n} TPU {generation} chip(s), {replicas} replicas"), n=tpu.count,
                  generation=tpu.extra.get("generation", ""), replicas=replicas)  # fmt: skip
        if not tf_ok and backend == "jax":
            why = join(why, msg(N_("TensorFlow does not support this generation: JAX")))
        elif not tf_ok:
            why = join(why, msg(N_("TensorFlow does not support this generation: PyTorch/XLA")))
        return _rec(backend, "tpu", strategy, replicas, "tpu", why)
    if nvidia:
        n = sum(d.count for d in nvidia)
        backend = "tensorflow" if has.get("tensorflow") else "torch"
        device = "gpu" if backend == "tensorflow" else "cuda:0"
        strategy = "mirrored" if (n > 1 and backend == "tensorflow") else "default"
        why = msg(N_("{n} NVIDIA GPU(s): {name}"), n=n, name=nvidia[0].name)
        return _rec(backend, device, strategy, n, "gpu", why)
    mps = next((d for d in gpus if d.extra.get("vendor") == "apple"), None)
    if mps is not None and has.get("torch"):
        why = msg(N_("Apple GPU through PyTorch MPS"))
        return _rec("torch", "mps", "default", 1, "gpu", why)
    backend = "tensorflow" if has.get("tensorflow") or not has.get("torch") else "torch"
    cpu = next((d for d in devices if d.kind == "cpu"), None)
    why = (
        msg(N_("no GPU or TPU found: the CPU ({name})"), name=cpu.name)
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
