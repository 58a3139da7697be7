"""Advice: the tf.data performance guide and the TPU guides, applied to one job.

``advise(job, facts)`` returns :class:`Advice` items, each with a severity (error, warning,
info), a reason and, where one exists, a ``fix``: the job fields to set (``apply_fix`` gives the
fixed job; the page offers it as one click). ``Facts`` carries what the rules need to know about
the data and the machine; ``cheap_facts`` fills it without TensorFlow. ``legacy_api_notes``
tries the well-known older spellings on the TensorFlow that is installed and reports which fail.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any

from tpugui.job import Job

SEVERITIES = ("error", "warning", "info")


@dataclass
class Advice:
    id: str
    severity: str  # error | warning | info
    title: str
    reason: str
    #: dotted job field -> new value; empty when there is nothing to click
    fix: dict[str, Any] = field(default_factory=dict)
    fix_label: str = ""
    #: the form field this is about (for marking it)
    field: str = ""

    def as_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "severity": self.severity,
            "title": self.title,
            "reason": self.reason,
            "fix": self.fix,
            "fix_label": self.fix_label,
            "field": self.field,
        }


@dataclass
class Facts:
    n_files: int = 1
    train_count: int | None = None
    example_bytes: int | None = None  # one example after the map stage
    available_ram: int | None = None
    cpu_count: int = 0
    replicas: int = 1
    on_tpu: bool = False


def cheap_facts(job: Job, replicas: int = 1, on_tpu: bool = False) -> Facts:
    """Facts known without reading files or importing TensorFlow."""
    d = job.data
    count = shape = None
    if d.source == "digits":
        count, shape = 1797, [8, 8, 1]
    elif d.source == "synthetic":
        count, shape = d.count, list(d.shape) + [1] * (3 - len(d.shape))
    elif d.source == "images":
        shape = [*d.image_size, 3]
    if count is not None and d.validation_split > 0:
        count -= int(round(count * d.validation_split))
    try:
        import psutil

        ram = int(psutil.virtual_memory().available)
    except Exception:  # noqa: BLE001 - advice without RAM facts is still advice
        ram = None
    return Facts(
        train_count=count,
        example_bytes=_bytes(job, shape),
        available_ram=ram,
        cpu_count=os.cpu_count() or 1,
        replicas=max(1, replicas),
        on_tpu=on_tpu,
    )


def probe_facts(job: Job, base_dir: Any = None, replicas: int = 1, on_tpu: bool = False) -> Facts:
    """Facts from the real source (reads the files, imports TensorFlow): counts, sizes, files."""
    from tpugui.pipeline.build import load_source, output_shape

    facts = cheap_facts(job, replicas, on_tpu)
    src = load_source(job, base_dir)
    facts.train_count = src.train_count
    facts.n_files = src.n_files
    facts.example_bytes = _bytes(job, list(output_shape(job, src.input_shape)))
    return facts


def _bytes(job: Job, shape: list[int] | None) -> int | None:
    if not shape:
        return None
    shape = list(shape)
    r = job.pipeline.resize
    if r[0] > 0 and r[1] > 0 and "map" in job.pipeline.order:
        shape[0], shape[1] = r
    n = 4  # float32
    for s in shape:
        n *= s
    return n + 8  # + the label


def _moved(order: list[str], stage: str, *, before: str = "", after: str = "") -> list[str]:
    out = [s for s in order if s != stage]
    if before and before in out:
        out.insert(out.index(before), stage)
    elif after and after in out:
        out.insert(out.index(after) + 1, stage)
    else:
        out.append(stage)
    return out


def _is_tpu_like(job: Job, facts: Facts) -> bool:
    m = job.model
    return facts.on_tpu or m.backend == "torch_xla" or m.device == "tpu" or m.strategy == "tpu"


def _human(n: float) -> str:
    for unit in ("B", "KiB", "MiB", "GiB", "TiB"):
        if n < 1024 or unit == "TiB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} TiB"


def advise(job: Job, facts: Facts | None = None) -> list[Advice]:  # noqa: C901 - a list of rules
    facts = facts or cheap_facts(job)
    p, d = job.pipeline, job.data
    order = list(p.order)
    out: list[Advice] = []
    pos = {s: i for i, s in enumerate(order)}
    files = d.source in ("images", "tfrecord")

    def add(*args: Any, **kw: Any) -> None:
        out.append(Advice(*args, **kw))

    # --- order ----------------------------------------------------------------------------
    if "prefetch" not in pos:
        add(
            "prefetch-missing",
            "warning",
            "Add prefetch as the last stage",
            "prefetch overlaps preparing the next batch with the training step; without it the "
            "accelerator waits for every batch.",
            {"pipeline.order": order + ["prefetch"]},
            "Add prefetch at the end",
            "order",
        )
    elif order[-1] != "prefetch":
        add(
            "prefetch-last",
            "warning",
            "Put prefetch last",
            "prefetch only overlaps the stages before it; after it, "
            f"{', '.join(order[pos['prefetch'] + 1 :])} run in the training step's time.",
            {"pipeline.order": _moved(order, "prefetch")},
            "Move prefetch to the end",
            "order",
        )
    if "shuffle" in pos and "batch" in pos and pos["shuffle"] > pos["batch"]:
        add(
            "shuffle-after-batch",
            "warning",
            "Shuffle before batch",
            "shuffle after batch mixes whole batches: the same examples always share a batch.",
            {"pipeline.order": _moved(order, "shuffle", before="batch")},
            "Move shuffle before batch",
            "order",
        )
    if "shuffle" in pos and "repeat" in pos and pos["shuffle"] > pos["repeat"]:
        add(
            "shuffle-after-repeat",
            "warning",
            "Shuffle before repeat",
            "shuffle after repeat blurs the epoch boundaries: some examples are seen twice "
            "before others are seen once.",
            {"pipeline.order": _moved(order, "shuffle", before="repeat")},
            "Move shuffle before repeat",
            "order",
        )
    if "cache" in pos:
        if "repeat" in pos and pos["cache"] > pos["repeat"] and p.repeat == -1:
            add(
                "cache-after-repeat",
                "error",
                "cache after an endless repeat never finishes",
                "the cache is filled until the data set ends, and a repeat forever never ends: "
                "memory grows until the process dies.",
                {"pipeline.order": _moved(order, "cache", before="repeat")},
                "Move cache before repeat",
                "order",
            )
        if "shuffle" in pos and pos["cache"] > pos["shuffle"]:
            add(
                "cache-after-shuffle",
                "warning",
                "Cache before shuffle",
                "a cache after shuffle stores the first epoch's order: every later epoch sees "
                "the examples in the same order.",
                {"pipeline.order": _moved(order, "cache", before="shuffle")},
                "Move cache before shuffle",
                "order",
            )
        if "map" in pos:
            if p.random_flip and pos["cache"] > pos["map"]:
                add(
                    "cache-freezes-augmentation",
                    "warning",
                    "The random flip is cached: every epoch sees the same flips",
                    "cache stores the map's output, random augmentation included; cache before "
                    "random augmentation so each epoch draws new flips.",
                    {"pipeline.order": _moved(order, "cache", before="map")},
                    "Move cache before map",
                    "order",
                )
            elif not p.random_flip and pos["cache"] < pos["map"]:
                add(
                    "cache-before-map",
                    "info",
                    "Cache after the deterministic map",
                    "the map (resize, normalise) gives the same output every epoch; caching "
                    "after it saves that work from the second epoch on.",
                    {"pipeline.order": _moved(order, "cache", after="map")},
                    "Move cache after map",
                    "order",
                )
        if p.cache == "memory" and facts.train_count and facts.example_bytes:
            need = facts.train_count * facts.example_bytes
            if facts.available_ram and need > 0.5 * facts.available_ram:
                add(
                    "cache-ram",
                    "warning" if need < facts.available_ram else "error",
                    "The memory cache may not fit in RAM",
                    f"caching {facts.train_count} examples takes about {_human(need)}; "
                    f"{_human(facts.available_ram)} is available. Cache to a file instead.",
                    {"pipeline.cache": "train.cache"},
                    "Cache to the file train.cache",
                    "cache",
                )
    elif files and "map" in pos:
        add(
            "cache-missing",
            "info",
            "Cache the decoded examples",
            "reading and decoding files is the costly part; if the decoded data fits in RAM "
            "(or on a local disk), cache after the map and each epoch after the first is free.",
            {"pipeline.order": _moved(order, "cache", after="map")},
            "Add cache after map",
            "order",
        )
    # --- interleave -----------------------------------------------------------------------
    if d.source == "tfrecord":
        if facts.n_files > 1 and "interleave" not in pos:
            add(
                "interleave-missing",
                "warning",
                "Interleave the files",
                f"the data is in {facts.n_files} files read one after the other; interleave "
                "reads several at once and hides each file's open and read latency.",
                {"pipeline.order": ["interleave", *order]},
                "Add interleave first",
                "order",
            )
        if "interleave" in pos and pos["interleave"] != 0:
            add(
                "interleave-first",
                "info",
                "interleave belongs first",
                "interleave reads the files, so it is the first stage (tpugui applies it where "
                "the files are read wherever it is listed).",
                {"pipeline.order": ["interleave", *[s for s in order if s != "interleave"]]},
                "Move interleave first",
                "order",
            )
        if (
            "interleave" in pos
            and isinstance(p.cycle_length, int)
            and facts.n_files > 1
            and p.cycle_length > facts.n_files
        ):
            fix = {"pipeline.cycle_length": facts.n_files}
            if isinstance(p.interleave_parallel_calls, int):
                fix["pipeline.interleave_parallel_calls"] = min(
                    p.interleave_parallel_calls, facts.n_files
                )
            add(
                "cycle-length-files",
                "warning",
                "cycle_length is above the number of files",
                f"cycle_length {p.cycle_length} asks for more files at once than the "
                f"{facts.n_files} there are; the extra slots stay empty.",
                fix,
                f"Set cycle_length to {facts.n_files}",
                "cycle_length",
            )
    elif "interleave" in pos:
        add(
            "interleave-single-source",
            "info",
            "interleave does nothing here",
            f"the {d.source} source is a single in-memory array (or one file per example), "
            "not a set of shard files.",
            {"pipeline.order": [s for s in order if s != "interleave"]},
            "Remove interleave",
            "order",
        )
    if (
        "interleave" in pos
        and isinstance(p.cycle_length, int)
        and isinstance(p.interleave_parallel_calls, int)
        and p.interleave_parallel_calls > p.cycle_length
    ):
        add(
            "interleave-parallel",
            "error",
            "More parallel calls than cycle_length",
            f"interleave_parallel_calls {p.interleave_parallel_calls} > cycle_length "
            f"{p.cycle_length}: tf.data refuses this with InvalidArgumentError.",
            {"pipeline.interleave_parallel_calls": p.cycle_length},
            f"Set parallel calls to {p.cycle_length}",
            "interleave_parallel_calls",
        )
    # --- batch ------------------------------------------------------------------------------
    if facts.train_count is not None and p.drop_remainder and p.batch_size > facts.train_count:
        size = 1 << (facts.train_count.bit_length() - 1) if facts.train_count else 1
        add(
            "batch-too-large",
            "error",
            "The batch is larger than the data set",
            f"batch_size {p.batch_size} with drop_remainder and only {facts.train_count} "
            "training examples: no batch is ever made.",
            {"pipeline.batch_size": size},
            f"Set batch_size to {size}",
            "batch_size",
        )
    tpu = _is_tpu_like(job, facts)
    if tpu and not p.drop_remainder:
        add(
            "static-shapes",
            "error" if facts.on_tpu else "warning",
            "Drop the remainder on TPU/XLA (static shapes)",
            "XLA compiles for one batch shape; a smaller last batch triggers a recompilation "
            "(TPUs need static shapes).",
            {"pipeline.drop_remainder": True},
            "Turn drop_remainder on",
            "drop_remainder",
        )
    if facts.replicas > 1 and p.batch_size % facts.replicas:
        up = -(-p.batch_size // facts.replicas) * facts.replicas
        add(
            "batch-replicas",
            "error",
            "The global batch must divide by the replica count",
            f"batch_size {p.batch_size} over {facts.replicas} replicas leaves replicas with "
            "unequal batches.",
            {"pipeline.batch_size": up},
            f"Set batch_size to {up}",
            "batch_size",
        )
    if facts.on_tpu and p.batch_size < 128 * facts.replicas:
        want = 128 * facts.replicas
        add(
            "batch-tpu-128",
            "info",
            "128 examples per TPU core is the usual start",
            f"{p.batch_size} over {facts.replicas} cores is "
            f"{p.batch_size / facts.replicas:g} per core; TPU matrix units are 128 wide and "
            "small batches leave them idle.",
            {"pipeline.batch_size": want},
            f"Set batch_size to {want}",
            "batch_size",
        )
    # --- shuffle, threads, options -------------------------------------------------------
    if "shuffle" in pos and facts.train_count and p.shuffle_buffer < facts.train_count // 10:
        want = min(facts.train_count, 10_000)
        add(
            "shuffle-buffer",
            "info",
            "The shuffle buffer is small",
            f"a buffer of {p.shuffle_buffer} over {facts.train_count} examples only mixes "
            "neighbours; a buffer as large as the data set (if it fits) shuffles fully.",
            {"pipeline.shuffle_buffer": want},
            f"Set the buffer to {want}",
            "shuffle_buffer",
        )
    if files and p.private_threadpool_size == 0 and 0 < facts.cpu_count <= 4:
        add(
            "threadpool",
            "info",
            "A private thread pool for latency-bound reads",
            f"tf.data's thread pool has {facts.cpu_count} threads here, so at most "
            f"{facts.cpu_count} file reads wait at once whatever num_parallel_calls says; a "
            "private pool of 16 lets slow reads overlap (Tune measures it).",
            {"pipeline.private_threadpool_size": 16},
            "Use a private pool of 16",
            "private_threadpool_size",
        )
    if not p.autotune and "autotune" in (
        p.map_parallel_calls,
        p.prefetch,
        p.cycle_length,
        p.interleave_parallel_calls,
    ):
        add(
            "autotune-off",
            "warning",
            "AUTOTUNE values with autotuning off",
            "some stages ask for AUTOTUNE but options.autotune.enabled is off, so tf.data "
            "does not tune them.",
            {"pipeline.autotune": True},
            "Turn autotune on",
            "autotune",
        )
    if tpu or facts.replicas > 1:
        add(
            "api-current",
            "info",
            "Current APIs for TPUs and tf.data options",
            "use tf.distribute.TPUStrategy (tf.distribute.experimental.TPUStrategy is "
            "deprecated), TPUClusterResolver(tpu='local') on a TPU VM (tpu='' raises "
            "ValueError today) and options.autotune.enabled (the old "
            "options.experimental_optimization.autotune raises AttributeError in TF 2.21).",
        )
    rank = {s: i for i, s in enumerate(SEVERITIES)}
    return sorted(out, key=lambda a: rank[a.severity])


def apply_fix(job: Job, advice: Advice) -> Job:
    for dotted, value in advice.fix.items():
        job = job.updated(dotted, value)
    return job


def legacy_api_notes() -> list[Advice]:
    """Try the well-known older spellings on the installed TensorFlow; report what fails."""
    import tensorflow as tf

    notes: list[Advice] = []
    try:
        tf.data.Options().experimental_optimization.autotune = True
    except AttributeError as exc:
        notes.append(
            Advice(
                "legacy-autotune",
                "info",
                "options.experimental_optimization.autotune fails",
                f"on TensorFlow {tf.__version__} it raises AttributeError ({exc}); the pipeline "
                "uses options.autotune.enabled.",
            )
        )
    try:
        tf.distribute.cluster_resolver.TPUClusterResolver(tpu="")
    except ValueError as exc:
        notes.append(
            Advice(
                "legacy-resolver",
                "info",
                "TPUClusterResolver(tpu='') fails",
                f"on TensorFlow {tf.__version__} it raises ValueError ({exc}); on a TPU VM use "
                "tpu='local'.",
            )
        )
    except Exception:  # noqa: BLE001 - any other failure: nothing to report about the spelling
        pass
    if hasattr(tf.distribute, "TPUStrategy"):
        notes.append(
            Advice(
                "legacy-tpustrategy",
                "info",
                "tf.distribute.TPUStrategy, not the experimental one",
                "tf.distribute.experimental.TPUStrategy is the deprecated endpoint; "
                "tf.distribute.TPUStrategy is current.",
            )
        )
    return notes
