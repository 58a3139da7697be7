"""Advice: the tf.data performance guide and the TPU guides, applied to one job.

``advise(job, facts)`` returns :class:`Advice` items, each with a severity (error, warning,
info), a reason and, where one exists, a ``fix``: the job fields to set (``apply_fix`` gives the
fixed job; the page offers it as one click). ``Facts`` carries what the rules need to know about
the data and the machine; ``cheap_facts`` fills it without TensorFlow. ``legacy_api_notes``
tries the well-known older spellings on the TensorFlow that is installed and reports which fail.
"""

from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass, field
from typing import Any

from tpugui import backends, sources
from tpugui.i18n_marks import N_, Message
from tpugui.job import Job
from tpugui.pipeline import batching

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
    #: the English templates (marked with N_) of title, reason and fix_label, and their values:
    #: the GUI shows them translated; title, reason and fix_label are the English texts
    templates: dict[str, str] = dataclasses.field(default_factory=dict)
    args: dict[str, Any] = dataclasses.field(default_factory=dict)

    @classmethod
    def make(
        cls,
        id: str,  # noqa: A002 - the advice's id
        severity: str,
        title: str,
        reason: str,
        fix: dict[str, Any] | None = None,
        fix_label: str = "",
        field: str = "",
        **args: Any,
    ) -> Advice:
        """An advice from templates (``{name}`` placeholders filled from ``args``)."""
        templates = {"title": title, "reason": reason, "fix_label": fix_label}
        return cls(
            id,
            severity,
            title.format(**args),
            reason.format(**args),
            fix or {},
            fix_label.format(**args),
            field,
            {k: v for k, v in templates.items() if v},
            args,
        )

    def message(self, part: str) -> Message:
        """``part`` ("title" | "reason" | "fix_label") as a translatable message."""
        template = self.templates.get(part)
        if template is None:
            return Message("{text}", {"text": getattr(self, part)})
        return Message(template, self.args)

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


def cheap_facts(job: Job, replicas: int = 1, on_tpu: bool = False, base_dir: Any = None) -> Facts:
    """Facts known without importing TensorFlow (an npz file's array headers are read).

    The training examples are the source's, less the validation share; with a separate
    validation source (``data.validation_path``) nothing is held out of them.
    """
    d = job.data
    source = sources.get(d.source)
    count = batching.example_counts(job, base_dir).train  # the facts every helper reads
    example = source.example_shape(d, base_dir)
    shape = list(example) if example is not None else None
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

    facts = cheap_facts(job, replicas, on_tpu, base_dir)
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
    """On a TPU, asked for one, or with a backend that trains on an XLA device (its
    descriptor's ``xla_device``: PyTorch/XLA)."""
    m = job.model
    xla = m.backend in backends.names() and backends.get(m.backend).xla_device
    return facts.on_tpu or xla or m.device == "tpu" or m.strategy == "tpu"


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
    source = sources.get(d.source)
    files = source.reads_files

    def add(*args: Any, **kw: Any) -> None:
        out.append(Advice.make(*args, **kw))

    # --- order ----------------------------------------------------------------------------
    if "prefetch" not in pos:
        add(
            "prefetch-missing",
            "warning",
            N_("Add prefetch as the last stage"),
            N_(
                "prefetch overlaps preparing the next batch with the training step; without it "
                "the accelerator waits for every batch."
            ),
            {"pipeline.order": order + ["prefetch"]},
            N_("Add prefetch at the end"),
            "order",
        )
    elif order[-1] != "prefetch":
        add(
            "prefetch-last",
            "warning",
            N_("Put prefetch last"),
            N_(
                "prefetch only overlaps the stages before it; after it, {stages} run in the "
                "training step's time."
            ),
            {"pipeline.order": _moved(order, "prefetch")},
            N_("Move prefetch to the end"),
            "order",
            stages=", ".join(order[pos["prefetch"] + 1 :]),
        )
    if "shuffle" in pos and "batch" in pos and pos["shuffle"] > pos["batch"]:
        add(
            "shuffle-after-batch",
            "warning",
            N_("Shuffle before batch"),
            N_("shuffle after batch mixes whole batches: the same examples always share a batch."),
            {"pipeline.order": _moved(order, "shuffle", before="batch")},
            N_("Move shuffle before batch"),
            "order",
        )
    if "shuffle" in pos and "repeat" in pos and pos["shuffle"] > pos["repeat"]:
        add(
            "shuffle-after-repeat",
            "warning",
            N_("Shuffle before repeat"),
            N_(
                "shuffle after repeat blurs the epoch boundaries: some examples are seen twice "
                "before others are seen once."
            ),
            {"pipeline.order": _moved(order, "shuffle", before="repeat")},
            N_("Move shuffle before repeat"),
            "order",
        )
    if "cache" in pos:
        if "repeat" in pos and pos["cache"] > pos["repeat"] and p.repeat == -1:
            add(
                "cache-after-repeat",
                "error",
                N_("cache after an endless repeat never finishes"),
                N_(
                    "the cache is filled until the data set ends, and a repeat forever never "
                    "ends: memory grows until the process dies."
                ),
                {"pipeline.order": _moved(order, "cache", before="repeat")},
                N_("Move cache before repeat"),
                "order",
            )
        if "shuffle" in pos and pos["cache"] > pos["shuffle"]:
            add(
                "cache-after-shuffle",
                "warning",
                N_("Cache before shuffle"),
                N_(
                    "a cache after shuffle stores the first epoch's order: every later epoch "
                    "sees the examples in the same order."
                ),
                {"pipeline.order": _moved(order, "cache", before="shuffle")},
                N_("Move cache before shuffle"),
                "order",
            )
        if "map" in pos:
            if p.random_flip and pos["cache"] > pos["map"]:
                add(
                    "cache-freezes-augmentation",
                    "warning",
                    N_("The random flip is cached: every epoch sees the same flips"),
                    N_(
                        "cache stores the map's output, random augmentation included; cache "
                        "before random augmentation so each epoch draws new flips."
                    ),
                    {"pipeline.order": _moved(order, "cache", before="map")},
                    N_("Move cache before map"),
                    "order",
                )
            elif not p.random_flip and pos["cache"] < pos["map"]:
                add(
                    "cache-before-map",
                    "info",
                    N_("Cache after the deterministic map"),
                    N_(
                        "the map (resize, normalise) gives the same output every epoch; caching "
                        "after it saves that work from the second epoch on."
                    ),
                    {"pipeline.order": _moved(order, "cache", after="map")},
                    N_("Move cache after map"),
                    "order",
                )
        if p.cache == "memory" and facts.train_count and facts.example_bytes:
            need = facts.train_count * facts.example_bytes
            if facts.available_ram and need > 0.5 * facts.available_ram:
                add(
                    "cache-ram",
                    "warning" if need < facts.available_ram else "error",
                    N_("The memory cache may not fit in RAM"),
                    N_(
                        "caching {count} examples takes about {need}; {available} is available. "
                        "Cache to a file instead."
                    ),
                    {"pipeline.cache": "train.cache"},
                    N_("Cache to the file train.cache"),
                    "cache",
                    count=facts.train_count,
                    need=_human(need),
                    available=_human(facts.available_ram),
                )
    elif files and "map" in pos:
        add(
            "cache-missing",
            "info",
            N_("Cache the decoded examples"),
            N_(
                "reading and decoding files is the costly part; if the decoded data fits in RAM "
                "(or on a local disk), cache after the map and each epoch after the first is free."
            ),
            {"pipeline.order": _moved(order, "cache", after="map")},
            N_("Add cache after map"),
            "order",
        )
    # --- interleave -----------------------------------------------------------------------
    source.advice(job, facts, add)
    if not source.shards and "interleave" in pos:
        add(
            "interleave-single-source",
            "info",
            N_("interleave does nothing here"),
            N_(
                "the {source} source is a single in-memory array (or one file per example), "
                "not a set of shard files."
            ),
            {"pipeline.order": [s for s in order if s != "interleave"]},
            N_("Remove interleave"),
            "order",
            source=d.source,
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
            N_("More parallel calls than cycle_length"),
            N_(
                "interleave_parallel_calls {calls} > cycle_length {cycle}: tf.data refuses "
                "this with InvalidArgumentError."
            ),
            {"pipeline.interleave_parallel_calls": p.cycle_length},
            N_("Set parallel calls to {cycle}"),
            "interleave_parallel_calls",
            calls=p.interleave_parallel_calls,
            cycle=p.cycle_length,
        )
    # --- batch ------------------------------------------------------------------------------
    # the batch rule (tpugui.pipeline.batching) decides; its message is the reason
    rule = {
        x.kind: x
        for x in batching.check_batch(
            p.batch_size, facts.replicas, facts.train_count, p.drop_remainder
        )
    }
    # a one-click batch leaves batching.MIN_FIX_STEPS steps an epoch (at most one batch dropped)
    count = facts.train_count or 0
    if "train" in rule:
        size = batching.fix_batch(p.batch_size, facts.replicas, count)
        reason = rule["train"].message
        add(
            "batch-too-large",
            "error",
            N_("The batch is larger than the data set"),
            reason.template,
            {"pipeline.batch_size": size},
            N_("Set batch_size to {size}"),
            "batch_size",
            **reason.args,
            size=size,
        )
    tpu = _is_tpu_like(job, facts)
    if tpu and not p.drop_remainder:
        add(
            "static-shapes",
            "error" if facts.on_tpu else "warning",
            N_("Drop the remainder on TPU/XLA (static shapes)"),
            N_(
                "XLA compiles for one batch shape; a smaller last batch triggers a recompilation "
                "(TPUs need static shapes)."
            ),
            {"pipeline.drop_remainder": True},
            N_("Turn drop_remainder on"),
            "drop_remainder",
        )
    if "divide" in rule:
        reason = rule["divide"].message
        up = batching.fix_batch(reason.args["upper"], facts.replicas, count)
        add(
            "batch-replicas",
            "error",
            N_("The global batch must divide by the replica count"),
            reason.template,
            {"pipeline.batch_size": up},
            N_("Set batch_size to {size}"),
            "batch_size",
            **reason.args,
            size=up,
        )
    few = batching.fix_batch(p.batch_size, facts.replicas, count)
    if not rule and count >= batching.MIN_FIX_STEPS * facts.replicas and few < p.batch_size:
        steps, dropped = count // p.batch_size, count % p.batch_size
        if p.drop_remainder:
            reason_text = N_(
                "{batch} over {examples} training examples is {steps} step(s) an epoch, and "
                "drop_remainder leaves {dropped} examples ({share}) out of every epoch; a batch "
                "of {size} gives {min_steps} steps or more and drops less than one batch."
            )
        else:
            reason_text = N_(
                "{batch} over {examples} training examples is {steps} step(s) an epoch (the "
                "last one short): few updates an epoch; a batch of {size} gives {min_steps} "
                "steps or more."
            )
            steps += 1 if dropped else 0
        add(
            "batch-few-steps",
            "warning",
            N_("Few steps an epoch for this data"),
            reason_text,
            {"pipeline.batch_size": few},
            N_("Set batch_size to {size}"),
            "batch_size",
            batch=p.batch_size,
            examples=count,
            steps=steps,
            dropped=dropped,
            share=f"{100 * dropped / count:.0f} %",
            size=few,
            min_steps=batching.MIN_FIX_STEPS,
        )
    want = batching.fix_batch(128 * facts.replicas, facts.replicas, count)
    if facts.on_tpu and p.batch_size < want and not rule:
        add(
            "batch-tpu-128",
            "info",
            N_("128 examples per TPU core is the usual start"),
            N_(
                "{batch} over {replicas} cores is {per_core} per core; TPU matrix units are 128 "
                "wide and small batches leave them idle."
            ),
            {"pipeline.batch_size": want},
            N_("Set batch_size to {size}"),
            "batch_size",
            batch=p.batch_size,
            replicas=facts.replicas,
            per_core=f"{p.batch_size / facts.replicas:g}",
            size=want,
        )
    # --- shuffle, threads, options -------------------------------------------------------
    if "shuffle" in pos and facts.train_count and p.shuffle_buffer < facts.train_count // 10:
        want = min(facts.train_count, 10_000)
        add(
            "shuffle-buffer",
            "info",
            N_("The shuffle buffer is small"),
            N_(
                "a buffer of {buffer} over {count} examples only mixes neighbours; a buffer as "
                "large as the data set (if it fits) shuffles fully."
            ),
            {"pipeline.shuffle_buffer": want},
            N_("Set the buffer to {size}"),
            "shuffle_buffer",
            buffer=p.shuffle_buffer,
            count=facts.train_count,
            size=want,
        )
    if files and p.private_threadpool_size == 0 and 0 < facts.cpu_count <= 4:
        add(
            "threadpool",
            "info",
            N_("A private thread pool for latency-bound reads"),
            N_(
                "tf.data's thread pool has {cpus} threads here, so at most {cpus} file reads "
                "wait at once whatever num_parallel_calls says; a private pool of 16 lets slow "
                "reads overlap (Tune measures it)."
            ),
            {"pipeline.private_threadpool_size": 16},
            N_("Use a private pool of 16"),
            "private_threadpool_size",
            cpus=facts.cpu_count,
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
            N_("AUTOTUNE values with autotuning off"),
            N_(
                "some stages ask for AUTOTUNE but options.autotune.enabled is off, so tf.data "
                "does not tune them."
            ),
            {"pipeline.autotune": True},
            N_("Turn autotune on"),
            "autotune",
        )
    if tpu or facts.replicas > 1:
        add(
            "api-current",
            "info",
            N_("Current APIs for TPUs and tf.data options"),
            N_(
                "use tf.distribute.TPUStrategy (tf.distribute.experimental.TPUStrategy is "
                "deprecated), TPUClusterResolver(tpu='local') on a TPU VM (tpu='' raises "
                "ValueError today) and options.autotune.enabled (the old "
                "options.experimental_optimization.autotune raises AttributeError in TF 2.21)."
            ),
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
            Advice.make(
                "legacy-autotune",
                "info",
                N_("options.experimental_optimization.autotune fails"),
                N_(
                    "on TensorFlow {version} it raises AttributeError ({error}); the pipeline "
                    "uses options.autotune.enabled."
                ),
                version=tf.__version__,
                error=str(exc),
            )
        )
    try:
        tf.distribute.cluster_resolver.TPUClusterResolver(tpu="")
    except ValueError as exc:
        notes.append(
            Advice.make(
                "legacy-resolver",
                "info",
                N_("TPUClusterResolver(tpu='') fails"),
                N_(
                    "on TensorFlow {version} it raises ValueError ({error}); on a TPU VM use "
                    "tpu='local'."
                ),
                version=tf.__version__,
                error=str(exc),
            )
        )
    except Exception:  # noqa: BLE001 - any other failure: nothing to report about the spelling
        pass
    if hasattr(tf.distribute, "TPUStrategy"):
        notes.append(
            Advice.make(
                "legacy-tpustrategy",
                "info",
                N_("tf.distribute.TPUStrategy, not the experimental one"),
                N_(
                    "tf.distribute.experimental.TPUStrategy is the deprecated endpoint; "
                    "tf.distribute.TPUStrategy is current."
                ),
            )
        )
    return notes
