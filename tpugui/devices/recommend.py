"""Which backend, device and tf.distribute strategy to use, and a batch size to start from.

Order: TPU -> GPU -> CPU (as Lightning's auto accelerator). The batch rule: the global batch
must divide evenly by the replicas; 128 per TPU core (framework device) is the usual start,
128 per GPU, 64 on a CPU. The values are job values (``model.backend``, ``model.device``,
``model.strategy``), so a page can prefill the form from them.
"""

from __future__ import annotations

from tpugui.devices.model import Device, Recommendation

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
        elif has.get("torch_xla") or not tf_ok:
            backend = "torch_xla"
        else:
            backend = "tensorflow"
        strategy = "tpu" if backend == "tensorflow" else "default"
        why = f"{tpu.count} TPU {tpu.extra.get('generation', '')} chip(s), {replicas} replicas"
        if not tf_ok:
            why += "; TensorFlow does not support this generation: PyTorch/XLA"
        return _rec(backend, "tpu", strategy, replicas, "tpu", why)
    if nvidia:
        n = sum(d.count for d in nvidia)
        backend = "tensorflow" if has.get("tensorflow") else "torch"
        device = "gpu" if backend == "tensorflow" else "cuda:0"
        strategy = "mirrored" if (n > 1 and backend == "tensorflow") else "default"
        return _rec(backend, device, strategy, n, "gpu", f"{n} NVIDIA GPU(s): {nvidia[0].name}")
    mps = next((d for d in gpus if d.extra.get("vendor") == "apple"), None)
    if mps is not None and has.get("torch"):
        return _rec("torch", "mps", "default", 1, "gpu", "Apple GPU through PyTorch MPS")
    backend = "tensorflow" if has.get("tensorflow") or not has.get("torch") else "torch"
    cpu = next((d for d in devices if d.kind == "cpu"), None)
    why = "no GPU or TPU found: the CPU" + (f" ({cpu.name})" if cpu else "")
    return _rec(backend, "cpu", "default", 1, "cpu", why)


def _rec(backend: str, device: str, strategy: str, replicas: int, kind: str, why: str
         ) -> Recommendation:  # fmt: skip
    replicas = max(1, replicas)
    per = PER_REPLICA[kind]
    unit = {"tpu": "TPU core", "gpu": "GPU", "cpu": "CPU"}[kind]
    rule = (
        f"global batch = {per} per {unit} x {replicas} replica(s) = {per * replicas}; "
        f"keep it divisible by {replicas}"
        + ("; static shapes: drop_remainder=True" if kind == "tpu" else "")
    )
    return Recommendation(backend, device, strategy, replicas, per * replicas, why, rule)
