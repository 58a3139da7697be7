"""The one training engine: ``run(job, sink, stop_event)`` for the GUI, the CLI and remote runs.

``run`` checks the job (before any framework is imported: an invalid job raises
:class:`~tpugui.job.JobError` naming the field, and nothing is written), makes the run folder
(``job.toml``, ``pid``, ``events.jsonl``, ``checkpoints/``, ``tensorboard/``), then trains with the
job's backend and reports every happening as an event: numbered by one
:class:`~tpugui.events.Emitter`, written to ``events.jsonl`` (flushed per line) and handed to
``sink``. It returns the final status: ``completed``, ``stopped`` or ``failed``; a failure's
message and traceback are in the last event, ``run_finished``.

Stopping: set ``stop_event``; the backend ends after the current step. A loss that becomes NaN or
inf ends the run as ``failed`` ("loss became NaN at step N") unless ``train.stop_on_nan`` is off.
"""

from __future__ import annotations

import importlib
import os
import shutil
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tpugui import backends, cost, sources, tasks
from tpugui.events import Emitter, Sink
from tpugui.i18n_marks import N_, Message
from tpugui.job import Job, JobError, dumps_job
from tpugui.job_errors import job_error
from tpugui.monitor.sampler import sampler_for
from tpugui.runs import store as runs
from tpugui.runs.writer import RunWriter
from tpugui.sources.base import resolve_path
from tpugui.training import checkpoints, limits, models
from tpugui.training.lifecycle import execute
from tpugui.training.reporter import Reporter

__all__ = ["run", "check", "prepare_run_dir"]


#: what :func:`check` says, as templates the GUI translates (area "runtext")
#: a data key the job sets that its source does not read
UNREAD = N_("{key} = {value} has no effect: the {source} source does not read it")
#: remote.budget with nothing to price the run from
NO_PRICE = N_(
    "a budget needs the run's price: set remote.accelerator_type (priced from tpugui's table) "
    "or remote.price_per_chip_hour"
)
NOT_INSTALLED = N_(
    "{backend} is not installed in this Python ({python}); install it or choose another backend"
)
NEEDS_PATH = N_("the {source} source needs a path; choose one")
NEEDS_TF = N_(
    "{source} files are read with tf.data, and TensorFlow is not installed here; use an npz "
    "source or install tensorflow"
)
FILE_NOT_FOUND = N_("file not found: {path}")
XLA_FLOAT16 = N_("XLA devices train in bfloat16, not float16; choose mixed_bfloat16")
LOGICAL_CPUS = N_(
    "logical CPU devices are a TensorFlow feature; set it to 0 for the torch backends"
)
RESUME_EPOCHS = N_(
    "the checkpoint already holds {epoch} epoch(s); set epochs above {epoch} to train on"
)
NEEDS_MORE = N_(
    "the {backend} backend also needs {modules}, not installed in {python}; install "
    "them: pip install {pips}"
)
VAL_NONE = N_("the {source} source has no separate validation files; leave it empty")
TASK_SOURCE = N_(
    "the {source} source gives one class per example; choose classification, or a source whose "
    "labels can be {task} ({sources})"
)
MONITOR_TASK = N_(
    "{monitor} is not measured for {task}: a {task} run reports loss and {metric}; choose one "
    "of {choices}"
)
SMOOTHING_REGRESSION = N_("label smoothing is for class labels; set it to 0 for regression")


Problem = tuple[str, Message]  # (dotted job key, reason)


def _batch_problems(job: Job, source: Any, base_dir: str | Path | None) -> list[Problem]:
    """The batch against the data, before the run, counted as the helpers count it
    (:func:`batching.example_counts`: an images folder lists its files, a table is read, no
    framework): no training batch. Validation keeps its short last batch, so a validation set
    smaller than a batch is evaluated whole."""
    from tpugui.pipeline import batching

    counts = batching.example_counts(job, base_dir, read=True)
    if not counts.total:
        return []
    p = job.pipeline
    found = batching.check_batch(p.batch_size, 1, counts.train, p.drop_remainder)
    return [(batching.FIELD, problem.message) for problem in found]


def _task_problems(job: Job, source: Any) -> list[Problem]:
    """``model.task`` against the source's labels, the watched metric and label smoothing."""
    out: list[Problem] = []
    task = tasks.get(job.model.task)
    t = job.train
    if task.name not in source.tasks:
        able = [s.name for s in sources.all_sources() if task.name in s.tasks]
        out.append(
            (
                "model.task",
                Message(
                    TASK_SOURCE,
                    {"source": source.name, "task": task.name, "sources": ", ".join(able)},
                ),
            )
        )
    if (t.patience > 0 or t.keep_best) and tasks.metric_of(t.monitor) not in ("loss", task.metric):
        out.append(
            (
                "train.monitor",
                Message(
                    MONITOR_TASK,
                    {
                        "monitor": t.monitor,
                        "task": task.name,
                        "metric": task.metric,
                        "choices": ", ".join(task.monitors()),
                    },
                ),
            )
        )
    if task.name == "regression" and t.label_smoothing > 0:
        out.append(("train.label_smoothing", Message(SMOOTHING_REGRESSION)))
    return out


def check(
    job: Job,
    base_dir: str | Path | None = None,
    installed: Callable[[str], bool] | None = None,
    python: str | None = None,
    machine: Any = None,
) -> checkpoints.Checkpoint | None:
    """Everything that can be checked without a framework; the checkpoint to resume from.

    A problem is refused as a :class:`JobError` whose ``details`` are (key, Message) pairs.
    ``installed(module)`` and ``python`` describe the interpreter that will train (default: this
    one): the window checks a job for the run's own Python before it starts the process.
    ``machine`` (a :class:`preflight.Machine`; default: this one, False: skip) is where it runs.
    """
    problems: list[Problem] = []
    backend = job.model.backend
    _installed = installed or backends.installed
    python = python or sys.executable
    descriptor = backends.get(backend)
    if not _installed(descriptor.module):
        # a backend with an environment of its own says how that one is made (TorchTPU's)
        said = descriptor.own_python_missing or NOT_INSTALLED
        problems.append(("model.backend", Message(said, {"backend": backend, "python": python})))
    source = sources.get(job.data.source)
    problems += _task_problems(job, source)
    if source.path and not job.data.path.strip():  # every source that reads files, at once
        problems.append(("data.path", Message(NEEDS_PATH, {"source": job.data.source})))
    if not source.in_memory:
        tf_data = backends.TF_DATA  # reads the files, whatever trains
        if job.data.path.strip() and descriptor.module != tf_data and not _installed(tf_data):
            problems.append(("data.source", Message(NEEDS_TF, {"source": job.data.source})))
    elif _installed(descriptor.module):
        lacking = [(m, pip) for m, pip in descriptor.needs if not _installed(m)]
        if lacking:
            fill = {
                "backend": backend,
                "modules": ", ".join(m for m, _ in lacking),
                "python": python,
                "pips": " ".join(pip for _, pip in lacking),
            }
            problems.append(("model.backend", Message(NEEDS_MORE, fill)))
    if source.path == "file" and job.data.path:
        p = resolve_path(job.data.path, base_dir)
        if not p.exists():
            problems.append(("data.path", Message(FILE_NOT_FOUND, {"path": str(p)})))
    problems += _check_validation_path(job, base_dir)
    if not any(key == "data.path" for key, _ in problems):
        problems += _batch_problems(job, source, base_dir)
    if job.remote.budget > 0:
        price = cost.price_of_job(job.remote)
        if price.per_hour is None:
            problems.append(("remote.budget", price.note or Message(NO_PRICE)))
    if descriptor.xla_device and job.model.precision == "mixed_float16":
        problems.append(("model.precision", Message(XLA_FLOAT16)))
    if descriptor.launcher:  # one process per device: the job against the launch plan
        launcher = importlib.import_module(descriptor.launcher)
        problems += [(x.field, x.message) for x in launcher.check_plan(job, launcher.plan(job))]
    from tpugui.training import processes

    problems += processes.problems(job)
    if job.model.logical_cpus > 1 and not descriptor.logical_cpus:
        problems.append(("model.logical_cpus", Message(LOGICAL_CPUS)))
    problems += limits.path_problems(job, base_dir)
    problems += limits.machine_problems(job, base_dir)
    if machine is not False:  # the device, strategy and precision against this machine
        from tpugui.training import preflight

        problems += preflight.errors(job, machine or preflight.Machine.here())
    if problems:
        raise JobError.of(problems)
    models.check_model_file(job.model.architecture, base_dir, job.model.backend)
    ck = checkpoints.resolve(job.train.resume_from, base_dir)
    if ck is not None:
        checkpoints.check_backend(ck, backend)
        if ck.epoch >= job.train.epochs:
            raise JobError.of([("train.epochs", Message(RESUME_EPOCHS, {"epoch": ck.epoch}))])
    return ck


def _check_validation_path(job: Job, base_dir: str | Path | None) -> list[Problem]:
    """``data.validation_path``: of the source's kind, and there (files are read later)."""
    key = "data.validation_path"
    d = job.data
    name = d.validation_path.strip()
    if not name:
        return []
    source = sources.get(d.source)
    if not source.validation_path:
        return [(key, Message(VAL_NONE, {"source": d.source}))]
    problem = source.path_problem(key, resolve_path(name, base_dir))
    return [] if problem is None else [(key, problem)]


def prepare_run_dir(
    job: Job, run_dir: str | Path | None, base_dir: str | Path | None = None
) -> Path:
    """The run's folder: made (or a given empty one), with its job.toml and, for a model file
    (``model.architecture = "file:…"``), a copy of that file in ``model/`` (a run carries the
    model it trained: export and predict read the copy, from any folder)."""
    if run_dir is None:
        path = runs.new_run_dir(job)
    else:
        path = Path(run_dir).expanduser()
        events = path / runs.EVENTS
        if events.exists() and events.stat().st_size > 0:
            raise job_error(
                "--run-dir",
                N_("{path} already holds a run (events.jsonl); choose a new folder"),
                path=str(path),
            )
        try:
            path.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise job_error(
                "--run-dir", N_("cannot create {path}: {error}"), path=str(path), error=exc.strerror
            ) from None
    (path / "checkpoints").mkdir(exist_ok=True)
    (path / "job.toml").write_text(dumps_job(job), encoding="utf-8")
    source = models.model_file(job.model.architecture, base_dir)
    if source is not None and source.is_file():
        (path / runs.MODEL_COPY).mkdir(exist_ok=True)
        shutil.copy2(source, path / runs.MODEL_COPY / source.name)
    runs.write_pid(path)
    return path


class _Guarded:
    """The caller's sink: a sink that raises must not end the run (the file has every event)."""

    def __init__(self, sink: Sink | None):
        self.sink = sink
        self.error: BaseException | None = None

    def __call__(self, record: dict[str, Any]) -> None:
        if self.sink is None or self.error is not None:
            return
        try:
            self.sink(record)
        except Exception as exc:  # noqa: BLE001
            self.error = exc
            print(f"tpugui: event sink failed ({exc!r}); events go on to the file", file=sys.stderr)


def run(
    job: Job,
    sink: Sink | None,
    stop_event: threading.Event | None = None,
    run_dir: str | Path | None = None,
    base_dir: str | Path | None = None,
    preempted: threading.Event | None = None,
    run_start: float | None = None,
) -> str:
    """Train ``job``; returns ``completed``, ``stopped``, ``preempted`` or ``failed``.

    ``preempted``, set together with ``stop_event``, makes the stop a preemption: the run
    checkpoints as a stopped one does and ends ``preempted`` (resumable from that checkpoint).
    ``run_start``: Unix seconds the run began (``tpugui train``: its process's start, or a warm
    process's Start), where its goodput ledger's wall time begins; default: this call.
    Raises JobError (before writing anything) for a job that cannot run.
    """
    run_start = time.time() if run_start is None else run_start
    stop_event = stop_event if stop_event is not None else threading.Event()
    base = Path(base_dir) if base_dir is not None else None
    ck = check(job, base)
    launcher, launch = _launch_plan(job)
    path = prepare_run_dir(job, run_dir, base)
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    if launcher is not None and launch.launched:
        return launcher.run_launched(
            job, _Guarded(sink), stop_event, path, base, launch, run_start=run_start
        )
    from tpugui.training import processes

    if processes.launched(job):
        n = processes.count(job)
        return processes.run(
            job, _Guarded(sink), stop_event, path, base, n, preempted, run_start=run_start
        )
    if launch is not None and launch.pjrt:
        os.environ.setdefault("PJRT_DEVICE", launch.pjrt)
    jsonl = RunWriter(path)  # events.jsonl, and its columnar copy as the run goes
    emitter = Emitter([jsonl, _Guarded(sink)])
    rep = Reporter(job, emitter, stop_event, path, base, run_start=run_start)
    if preempted is not None:
        rep.preempted = preempted
    rep.sampler = sampler_for(job, emitter)
    for key, value in sources.unread(job):  # set, but not read by this source: said once
        rep.log(Message(UNREAD, {"key": key, "value": value, "source": job.data.source}),
                "warning")  # fmt: skip
    try:
        status, _, _ = execute(job, rep, lambda: _train(job, rep, ck))
    finally:
        jsonl.close()
    return status


def _launch_plan(job: Job) -> tuple[Any, Any]:
    """The backend's launcher (its descriptor's ``launcher``: PyTorch/XLA's one process per
    device, ``torch/xla_launch.py``) and its plan for ``job``; (None, None) for a backend
    without one."""
    name = backends.get(job.model.backend).launcher
    if not name:
        return None, None
    launcher = importlib.import_module(name)
    return launcher, launcher.plan(job)


def _train(job: Job, rep: Reporter, ck: checkpoints.Checkpoint | None) -> None:
    """The backend's own trainer, found through its descriptor (``tpugui.backends``)."""
    backends.get(job.model.backend).trainer_function()(job, rep, ck)
