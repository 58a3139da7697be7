"""The tf.distribute strategy a job gets, following its device.

- ``tpu`` (or ``auto`` on a machine with a TPU): ``TPUClusterResolver`` (``TPU_NAME`` or
  ``'local'`` on a TPU VM), ``experimental_connect_to_cluster``, ``initialize_tpu_system``,
  ``tf.distribute.TPUStrategy``.
- ``multi_worker`` (or ``auto`` when ``TF_CONFIG`` describes a cluster of several tasks):
  ``MultiWorkerMirroredStrategy``.
- ``mirrored`` (or ``auto`` with several GPUs, or with ``model.logical_cpus`` > 1):
  ``MirroredStrategy`` over the GPUs, or over logical CPU devices split from the one CPU.
- otherwise the default strategy (``OneDeviceStrategy`` when a device is named).

Logical CPUs must be configured before TensorFlow initialises its runtime, so
:func:`configure_logical_cpus` runs first and refuses clearly when it is too late.
TensorFlow is imported inside the functions.
"""

from __future__ import annotations

import glob
import json
import os
from dataclasses import dataclass
from typing import Any

from tpugui.i18n_marks import N_, Message
from tpugui.job import Job
from tpugui.job_errors import job_error


@dataclass
class Chosen:
    strategy: Any
    kind: str  # default | one_device | mirrored | tpu | multi_worker
    device: str  # what a person reads: "CPU", "2 x CPU (logical)", "TPU v4 x 4"
    replicas: int


def tpu_present() -> bool:
    """A TPU on this machine, found without starting a runtime (PCI vendor 0x1ae0)."""
    if os.environ.get("TPU_NAME"):
        return True
    for vendor in glob.glob("/sys/bus/pci/devices/*/vendor"):
        try:
            with open(vendor) as fh:
                if fh.read().strip().lower() == "0x1ae0":
                    return True
        except OSError:
            continue
    return False


def tf_config_cluster_size() -> int:
    raw = os.environ.get("TF_CONFIG", "")
    if not raw:
        return 0
    try:
        cluster = json.loads(raw).get("cluster", {})
    except (ValueError, AttributeError):
        raise job_error(
            "TF_CONFIG", N_("not valid JSON; fix or unset the environment variable")
        ) from None
    return sum(len(v) for v in cluster.values() if isinstance(v, list))


def configure_logical_cpus(n: int) -> None:
    """Split the first CPU into ``n`` logical devices (before TensorFlow initialises)."""
    import tensorflow as tf

    cpus = tf.config.list_physical_devices("CPU")
    current = tf.config.get_logical_device_configuration(cpus[0])
    if current is not None and len(current) == n:
        return
    try:
        tf.config.set_logical_device_configuration(
            cpus[0], [tf.config.LogicalDeviceConfiguration() for _ in range(n)]
        )
    except RuntimeError:
        have = len(tf.config.list_logical_devices("CPU"))
        raise job_error(
            "model.logical_cpus",
            N_(
                "TensorFlow is already running in this process with {have} CPU device(s), so it "
                "cannot be split into {n} now; run the job with `tpugui train JOB.toml` (a fresh "
                "process) or set logical_cpus = 0"
            ),
            have=have,
            n=n,
        ) from None


def choose(job: Job, log: Any = None) -> Chosen:
    """The strategy for ``job`` (``log(message, level)`` hears what was decided and why, each
    as a :class:`~tpugui.i18n_marks.Message`)."""
    import tensorflow as tf

    m = job.model
    say = log or (lambda *_a, **_k: None)
    if m.logical_cpus > 1:
        configure_logical_cpus(m.logical_cpus)
    gpus = tf.config.list_physical_devices("GPU")
    kind = m.strategy
    if kind == "auto":
        if m.device == "tpu" or (m.device == "auto" and tpu_present()):
            kind = "tpu"
        elif tf_config_cluster_size() > 1:
            kind = "multi_worker"
        elif (len(gpus) > 1 and m.device in ("auto", "gpu")) or (
            m.logical_cpus > 1 and m.device in ("auto", "cpu")
        ):
            kind = "mirrored"
        else:
            kind = "default"

    if kind == "tpu":
        return _tpu(say)
    if kind == "multi_worker":
        s = tf.distribute.MultiWorkerMirroredStrategy()
        n = s.num_replicas_in_sync
        say(Message(N_("MultiWorkerMirroredStrategy from TF_CONFIG: {n} replicas"), {"n": n}))
        return Chosen(s, "multi_worker", f"{n} replicas (multi-worker)", n)
    if kind == "mirrored":
        if gpus and m.device != "cpu":
            devices = [d.name for d in tf.config.list_logical_devices("GPU")]
            label = f"{len(devices)} x GPU"
        else:
            devices = [d.name for d in tf.config.list_logical_devices("CPU")]
            label = f"{len(devices)} x CPU (logical)" if len(devices) > 1 else "CPU"
        s = tf.distribute.MirroredStrategy(devices=devices)
        say(Message(N_("MirroredStrategy over {devices}"), {"devices": ", ".join(devices)}))
        return Chosen(s, "mirrored", label, s.num_replicas_in_sync)
    # default: one device
    if m.device in ("cpu",) or (not gpus and m.device in ("auto", "gpu")):
        if m.device == "gpu":
            say(Message(N_("no GPU visible to TensorFlow; training on the CPU")), "warning")
        if gpus:
            return Chosen(tf.distribute.OneDeviceStrategy("/cpu:0"), "one_device", "CPU", 1)
        return Chosen(tf.distribute.get_strategy(), "default", "CPU", 1)
    if m.device.startswith(("gpu:", "cuda:")):
        index = int(m.device.split(":")[1])
        if index >= len(gpus):
            raise job_error(
                "model.device",
                N_("{want} asked, but TensorFlow sees {count} GPU(s)"),
                want=m.device,
                count=len(gpus),
            )
        return Chosen(
            tf.distribute.OneDeviceStrategy(f"/gpu:{index}"), "one_device", f"GPU:{index}", 1
        )
    if gpus:
        return Chosen(tf.distribute.get_strategy(), "default", "GPU:0", 1)
    return Chosen(tf.distribute.get_strategy(), "default", "CPU", 1)


def _tpu(say: Any) -> Chosen:
    import tensorflow as tf

    name = os.environ.get("TPU_NAME") or "local"
    say(Message(N_("connecting to the TPU {name}"), {"name": repr(name)}))
    resolver = tf.distribute.cluster_resolver.TPUClusterResolver(tpu=name)
    tf.config.experimental_connect_to_cluster(resolver)
    tf.tpu.experimental.initialize_tpu_system(resolver)
    s = tf.distribute.TPUStrategy(resolver)
    n = s.num_replicas_in_sync
    kind = ""
    try:
        kind = tf.config.list_logical_devices("TPU")[0].name
    except (IndexError, RuntimeError):
        pass
    if kind:
        say(Message(N_("TPUStrategy: {n} TPU cores {kind}"), {"n": n, "kind": kind}))
    else:
        say(Message(N_("TPUStrategy: {n} TPU cores"), {"n": n}))
    return Chosen(s, "tpu", f"TPU x {n}", n)
