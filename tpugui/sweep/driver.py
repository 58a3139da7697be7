"""The sweep's parent: an Optuna study whose trials are ordinary tpugui runs.

Each trial is asked (``study.ask``), its values sampled from the space, and the job with those
values started as a local run (:func:`tpugui.runner.steps.start_local`: ``tpugui train`` in its
own process, under the supervisor the window's runs have, in its own run folder named
``STUDY-trialN``). The parent follows every trial's ``events.jsonl``: each ``epoch_end`` with
the study's metric is reported (``trial.report(value, epoch)``) and the pruner asked
(``should_prune``); a pruned trial's run is stopped as Stop in the window stops one (SIGINT,
then TERM, then KILL after the job's grace) and told PRUNED. A completed run is told its last
epoch's metric; a failed one FAIL with its error.

A parent that dies (SIGKILL, a closed terminal) leaves its trials RUNNING in the storage and
their runs training on (they have their own session). The next ``tpugui sweep`` of the study
settles each: a run that has finished is told its result, a run still training is followed
again, and a trial whose run never started or died with no end is told FAIL and marked
``lost`` — it does not count toward ``trials``, and another is asked in its place. So no trial
is lost or trained twice. Optuna is imported inside the functions that use it.

Stop: Ctrl-C (SIGINT), or ``stop_file`` appearing (``tpugui sweep --stop-file``: what the
window's Stop sweep writes, since a window started from a script, ``nohup`` or ``&`` hands its
children SIGINT ignored). The loop looks for the file every :data:`POLL_S`; either way no new
trial is asked, the active trials' runs are stopped and told FAIL (``lost``), and the sweep
ends as stopped (:class:`StopAsked` is a ``KeyboardInterrupt``: the command exits 130).
"""

from __future__ import annotations

import json
import math
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tpugui.events import metric as as_number
from tpugui.events import parse_line
from tpugui.i18n_marks import N_
from tpugui.job import Job
from tpugui.job_errors import job_error
from tpugui.sweep.records import (
    EPOCHS,
    ERROR,
    HOST,
    LOST,
    PRUNING,
    REMOTE_RUN,
    RUN_DIR,
    RUN_ID,
    TrialRow,
)
from tpugui.sweep.remote_trials import RemoteTrial, hosts_of
from tpugui.sweep.space import Dimension, trial_job
from tpugui.sweep.storage import Where, open_storage

__all__ = [
    "Settings",
    "StopAsked",
    "settings_of",
    "Sweep",
    "SweepResult",
    "TrialRow",
    "direction_of",
]

#: how often the parent reads the trials' events (seconds)
POLL_S = 0.2
#: how often it checks that a trial's supervisor still lives
ALIVE_S = 2.0

Say = Callable[[str], None]


class StopAsked(KeyboardInterrupt):
    """The sweep's stop file appeared: stopped as Ctrl-C stops it."""


def direction_of(metric: str) -> str:
    return "minimize" if metric.endswith("loss") else "maximize"


@dataclass(frozen=True)
class Settings:
    trials: int
    parallel: int
    metric: str
    direction: str
    pruner: str
    startup_trials: int
    warmup_epochs: int
    sampler: str
    seed: int


def settings_of(job: Job, trials: int | None = None, parallel: int | None = None) -> Settings:
    """The study's settings: ``[sweep]`` with the command line's overrides, checked."""
    s = job.sweep
    if trials is not None and trials < 1:
        raise job_error("--trials", N_("must be 1 or more, got {n}"), n=trials)
    if parallel is not None and parallel < 1:
        raise job_error("--parallel", N_("must be 1 or more, got {n}"), n=parallel)
    metric = s.metric or job.train.monitor
    if metric.startswith("val_") and not (
        job.data.validation_split > 0 or job.data.validation_path
    ):
        raise job_error(
            "sweep.metric" if s.metric else "train.monitor",
            N_(
                "{metric} needs validation data: set data.validation_split above 0 (or "
                "data.validation_path), or sweep a training metric"
            ),
            metric=metric,
        )
    direction = direction_of(metric) if s.direction == "auto" else s.direction
    return Settings(
        trials=trials or s.trials,
        parallel=parallel or s.parallel,
        metric=metric,
        direction=direction,
        pruner=s.pruner,
        startup_trials=s.startup_trials,
        warmup_epochs=s.warmup_epochs,
        sampler=s.sampler,
        seed=s.seed,
    )


@dataclass
class SweepResult:
    study: str
    storage: str
    metric: str
    direction: str
    trials: list[TrialRow] = field(default_factory=list)
    best: TrialRow | None = None
    #: the finished trials that count toward ``trials`` (COMPLETE, PRUNED, FAIL not lost)
    counted: int = 0
    interrupted: bool = False

    def as_dict(self) -> dict[str, Any]:
        return {
            "study": self.study,
            "storage": self.storage,
            "metric": self.metric,
            "direction": self.direction,
            "counted": self.counted,
            "trials": [t.as_dict() for t in self.trials],
            "best": self.best.as_dict() if self.best else None,
        }


def _alive(run_dir: Path) -> bool:
    """Whether the run's supervisor (launch.json) still runs."""
    from tpugui.remote.vmside import _alive as alive
    from tpugui.remote.vmside import _launch_info

    return bool(alive(_launch_info(str(run_dir))))


class _Active:
    """A trial whose run the parent follows."""

    def __init__(self, trial: Any, run_dir: Path, handle: Any):
        self.trial = trial
        self.run_dir = run_dir
        self.handle = handle
        self.offset = 0
        self.reported: set[int] = set()
        self.value = math.nan
        self.epochs: int | None = None
        self.finished: dict[str, Any] | None = None
        self.pruning = False
        self.stopper: threading.Thread | None = None
        self.checked = time.monotonic()
        self.placed = False  # a remote trial's place kept on the trial

    @property
    def remote(self) -> bool:
        return isinstance(self.handle, RemoteTrial)

    def alive(self) -> bool:
        return self.handle.alive() if self.remote else _alive(self.run_dir)

    def read(self) -> list[dict[str, Any]]:
        """The records written since the last read (whole lines only)."""
        try:
            with open(self.run_dir / "events.jsonl", "rb") as fh:
                fh.seek(self.offset)
                data = fh.read()
        except FileNotFoundError:
            return []
        end = data.rfind(b"\n") + 1
        self.offset += end
        out = []
        for line in data[:end].decode("utf-8", "replace").splitlines():
            rec = parse_line(line)
            if rec is not None:
                out.append(rec)
        return out


class Sweep:
    """One ``tpugui sweep``: open (or resume) the study, keep ``parallel`` trials training until
    ``trials`` count, return the table."""

    def __init__(
        self,
        job: Job,
        base_dir: Path,
        dims: list[Dimension],
        where: Where,
        settings: Settings,
        runs_root: Path,
        say: Say | None = None,
        connect_host: Callable[[str], Any] | None = None,
        stop_file: Path | None = None,
    ):
        self.job = job
        #: the sweep stops (as Ctrl-C stops it) once this file exists
        self.stop_file = stop_file
        #: ``connect_host(host)``: the trials train on the job's remote hosts, one per host at a
        #: time (``tpugui sweep --remote``); None: on this computer
        self.connect_host = connect_host
        self.hosts = hosts_of(job) if connect_host is not None else []
        self.base_dir = base_dir
        self.dims = dims
        self.where = where
        self.s = settings
        self.root = runs_root
        self.say = say or (lambda _text: None)
        self.active: list[_Active] = []
        self.study: Any = None

    # --- the study ----------------------------------------------------------------------------
    def _space_text(self) -> str:
        return json.dumps({d.key: d.as_dict() for d in self.dims}, sort_keys=True)

    def open(self) -> None:
        import optuna

        optuna.logging.set_verbosity(optuna.logging.WARNING)
        storage = open_storage(self.where)
        try:
            existing = optuna.load_study(study_name=self.where.study, storage=storage)
        except KeyError:
            existing = None
        done = len(existing.trials) if existing is not None else 0
        sampler_cls = (
            optuna.samplers.TPESampler if self.s.sampler == "tpe" else optuna.samplers.RandomSampler
        )
        # a resumed study's sampler does not replay the draws of the first run
        sampler = sampler_cls(seed=self.s.seed + done)
        if self.s.pruner == "median":
            pruner: Any = optuna.pruners.MedianPruner(
                n_startup_trials=self.s.startup_trials, n_warmup_steps=self.s.warmup_epochs
            )
        elif self.s.pruner == "hyperband":
            pruner = optuna.pruners.HyperbandPruner(
                min_resource=1, max_resource=self.job.train.epochs
            )
        else:
            pruner = optuna.pruners.NopPruner()
        self.study = optuna.create_study(
            storage=storage,
            sampler=sampler,
            pruner=pruner,
            study_name=self.where.study,
            direction=self.s.direction,
            load_if_exists=True,
        )
        attrs = self.study.user_attrs
        mine = {"space": self._space_text(), "metric": self.s.metric}
        if existing is None or not attrs:
            for k, v in mine.items():
                self.study.set_user_attr(k, v)
            return
        if self.study.direction.name.lower() != self.s.direction:
            raise job_error(
                "--study",
                N_(
                    "study {study} {direction}s its metric, this job would {other} it: name another study"
                ),
                study=self.where.study,
                direction=self.study.direction.name.lower().removesuffix("e"),
                other=self.s.direction,
            )
        for k, v in mine.items():
            if attrs.get(k, v) != v:
                raise job_error(
                    "--study",
                    N_(
                        "study {study} was started with another sweep.{what}; resume it with the "
                        "same job or name another study"
                    ),
                    study=self.where.study,
                    what=k,
                )

    def _counts(self, t: Any) -> bool:
        from optuna.trial import TrialState

        if t.state in (TrialState.COMPLETE, TrialState.PRUNED):
            return True
        return t.state == TrialState.FAIL and not t.user_attrs.get(LOST)

    def counted(self) -> int:
        return sum(1 for t in self.study.get_trials(deepcopy=False) if self._counts(t))

    # --- trials -----------------------------------------------------------------------------
    def _fail(self, trial: Any, error: str, lost: bool = False) -> None:
        from optuna.trial import TrialState

        trial.set_user_attr(ERROR, error[:2000])
        if lost:
            trial.set_user_attr(LOST, True)
        self.study.tell(trial, state=TrialState.FAIL, skip_if_finished=True)

    def launch(self) -> None:
        from tpugui.runner import steps
        from tpugui.runs import store as runs

        trial = self.study.ask()
        n = trial.number
        try:
            params = {d.key: d.suggest(trial) for d in self.dims}
            tj = trial_job(self.job, params, f"{self.where.study[:28]}-trial{n}")
        except ValueError as exc:  # a combination the schema refuses (JobError)
            self._fail(trial, str(exc))
            self.say(f"trial {n} FAIL: {exc}")
            return
        run_dir = runs.new_run_dir(tj, self.root)
        # the folder is the trial's before its run starts: a parent killed now leaves a
        # RUNNING trial whose folder says whether its run ever started
        trial.set_user_attr(RUN_DIR, str(run_dir))
        trial.set_user_attr(RUN_ID, run_dir.name)
        runs.write_meta(run_dir, tags=[f"sweep:{self.where.study}", f"trial:{n}"])
        try:
            if self.connect_host is not None:  # on the first host no trial trains on
                busy = {a.handle.slot for a in self.active if a.remote}
                slot = next(i for i in range(len(self.hosts)) if i not in busy)
                trial.set_user_attr(HOST, self.hosts[slot])
                handle: Any = RemoteTrial(self.connect_host, self.hosts[slot], tj, self.base_dir,
                                          run_dir, slot=slot)  # fmt: skip
                handle.start()
            else:
                handle = steps.start_local(tj, self.base_dir, run_dir=run_dir)
        except Exception as exc:  # noqa: BLE001 - the run could not start: a failed trial
            self._fail(trial, f"the run did not start: {exc}")
            self.say(f"trial {n} FAIL: the run did not start: {exc}")
            return
        self.active.append(_Active(trial, run_dir, handle))
        shown = ", ".join(
            f"{k}={v:g}" if isinstance(v, float) else f"{k}={v}" for k, v in params.items()
        )
        on = f" on {self.active[-1].handle.host}" if self.active[-1].remote else ""
        self.say(f"trial {n} started{on}: {shown} (run {run_dir.name})")

    def _stop(self, a: _Active) -> None:
        from tpugui.runner import steps

        grace = self.job.train.stop_grace
        a.stopper = threading.Thread(
            target=a.handle.stop if a.remote else steps.stop,
            args=(grace,) if a.remote else (a.handle, grace),
            name=f"sweep-stop-{a.trial.number}",
            daemon=True,
        )
        a.stopper.start()

    def follow(self, a: _Active) -> None:
        """Read ``a``'s new events: report, prune, notice the end."""
        batch = a.read()
        # the pruner judges epoch by epoch however far the run has gone since the last read, so
        # the study holds what a synchronous loop would: the values up to the pruned epoch
        ended = a.finished is not None or any(ev.get("type") == "run_finished" for ev in batch)
        for ev in batch:
            kind = ev.get("type")
            if kind == "epoch_end":
                epoch = int(ev.get("epoch") or 0)
                a.epochs = epoch
                logs = ev.get("logs") or {}
                if self.s.metric not in logs:
                    continue  # a stopped run's cut-short epoch: no validation
                a.value = as_number(logs[self.s.metric])
                if a.pruning or not math.isfinite(a.value) or epoch in a.reported:
                    continue
                a.trial.report(a.value, epoch)
                a.reported.add(epoch)
                if a.trial.should_prune():
                    a.pruning = True
                    a.trial.set_user_attr(PRUNING, True)
                    self.say(
                        f"trial {a.trial.number} pruned at epoch {epoch} "
                        f"({self.s.metric} {a.value:.4g})" + ("" if ended else ": stopping its run")
                    )
                    if not ended:
                        self._stop(a)
            elif kind == "run_finished":
                a.finished = ev
        if a.remote and not a.placed and a.handle.place() is not None:
            a.trial.set_user_attr(REMOTE_RUN, a.handle.place())
            a.placed = True
        if a.finished is None and time.monotonic() - a.checked > ALIVE_S:
            a.checked = time.monotonic()
            if not a.alive():
                for ev in a.read():  # what the last moments wrote
                    if ev.get("type") == "run_finished":
                        a.finished = ev
                if a.finished is None and a.remote and a.handle.error:
                    a.finished = {"status": "failed", "error": a.handle.error}
                elif a.finished is None:
                    a.finished = {
                        "status": "failed",
                        "error": "the run's process ended without a word",
                    }

    def settle(self, a: _Active) -> None:
        """Tell the study how ``a``'s run ended."""
        from optuna.trial import TrialState

        status = a.finished.get("status") if a.finished else "failed"
        n = a.trial.number
        if a.epochs is not None:
            a.trial.set_user_attr(EPOCHS, a.epochs)
        if a.pruning and status in ("stopped", "completed"):
            self.study.tell(a.trial, state=TrialState.PRUNED, skip_if_finished=True)
            self.say(f"trial {n} PRUNED (run {a.run_dir.name})")
        elif status == "completed" and math.isfinite(a.value):
            self.study.tell(a.trial, a.value, skip_if_finished=True)
            self.say(f"trial {n} COMPLETE: {self.s.metric} {a.value:.6g} (run {a.run_dir.name})")
        elif status == "completed":
            why = f"the run wrote no finite {self.s.metric}"
            self._fail(a.trial, why)
            self.say(f"trial {n} FAIL: {why} (run {a.run_dir.name})")
        else:
            why = (a.finished or {}).get("error") or status
            self._fail(a.trial, f"the run ended {status}: {why}")
            self.say(f"trial {n} FAIL: the run ended {status}: {str(why).splitlines()[0][:200]}")
        if a.stopper is not None:
            a.stopper.join()

    def recover(self) -> None:
        """Settle the trials a killed parent left RUNNING (see the module's text)."""
        from optuna.trial import Trial, TrialState

        from tpugui.runner import steps

        for t in self.study.get_trials(deepcopy=False, states=(TrialState.RUNNING,)):
            trial = Trial(self.study, t._trial_id)
            run_dir = Path(t.user_attrs.get(RUN_DIR) or "")
            if not t.user_attrs.get(RUN_DIR) or not run_dir.is_dir():
                self._fail(trial, "its parent was killed before its run started", lost=True)
                self.say(f"trial {t.number}: lost before its run started; another takes its place")
                continue
            remote = t.user_attrs.get(REMOTE_RUN)
            if t.user_attrs.get(HOST) and (self.connect_host is None or not remote):
                why = ("a remote trial's run (resume it with --remote)" if self.connect_host is None
                       else "its parent was killed before its run started there")  # fmt: skip
                self._fail(trial, why, lost=True)
                self.say(f"trial {t.number}: lost ({why}); another takes its place")
                continue
            if remote:
                handle: Any = RemoteTrial(self.connect_host, remote["host"], self.job,
                                          self.base_dir, run_dir, where=remote,
                                          slot=int(remote.get("slot", 0))).start()  # fmt: skip
                a = _Active(trial, run_dir, handle)
                a.placed = True
            else:
                a = _Active(trial, run_dir, steps.local_run(run_dir))
            a.reported = set(t.intermediate_values)
            a.pruning = bool(t.user_attrs.get(PRUNING))
            a.checked = 0.0  # check its supervisor now
            self.follow(a)
            if a.finished is not None and not a.remote and not (run_dir / "launch.json").exists():
                self._fail(trial, "its parent was killed before its run started", lost=True)
                self.say(f"trial {t.number}: lost before its run started; another takes its place")
            elif (
                a.finished is not None
                and a.finished.get("error") == "the run's process ended without a word"
            ):
                self._fail(trial, "its run was interrupted (no end in its events)", lost=True)
                self.say(
                    f"trial {t.number}: its run {run_dir.name} was interrupted; another takes its place"
                )
            elif a.finished is not None:
                self.say(f"trial {t.number}: its run {run_dir.name} ended while no sweep watched")
                self.settle(a)
            else:
                self.say(f"trial {t.number}: following its run {run_dir.name} again")
                if a.pruning:
                    self._stop(a)
                self.active.append(a)

    # --- the loop -----------------------------------------------------------------------------
    def run(self) -> SweepResult:
        self.open()
        self.recover()
        try:
            while True:
                if self.stop_file is not None and self.stop_file.exists():
                    raise StopAsked  # before any new trial is asked
                counted = self.counted()
                at_once = len(self.hosts) if self.connect_host is not None else self.s.parallel
                while len(self.active) < at_once and counted + len(self.active) < self.s.trials:
                    before = len(self.active)
                    self.launch()
                    if len(self.active) == before:
                        counted = self.counted()  # the trial failed at once: it counts
                if not self.active:
                    break
                time.sleep(POLL_S)
                for a in list(self.active):
                    self.follow(a)
                    if a.finished is not None:
                        self.active.remove(a)
                        self.settle(a)
        except KeyboardInterrupt:
            self.interrupt()
            raise
        return self.result()

    def interrupt(self) -> None:
        """Ctrl-C: stop every trial's run; they are told FAIL (``lost``: a re-run replaces them)."""
        if self.active:
            numbers = ", ".join(str(a.trial.number) for a in self.active)
            self.say(
                f"stopping the runs of trials {numbers} (the same command again replaces them)"
            )
        for a in self.active:
            if a.stopper is None:
                self._stop(a)
        for a in self.active:
            if a.stopper is not None:
                a.stopper.join()
            self._fail(a.trial, "the sweep was stopped by the user", lost=True)
        self.active.clear()

    def result(self) -> SweepResult:
        from tpugui.sweep.studies import best_of, trial_rows

        rows = trial_rows(self.study.get_trials(deepcopy=False))
        return SweepResult(
            study=self.where.study,
            storage=self.where.label,
            metric=self.s.metric,
            direction=self.s.direction,
            trials=rows,
            best=best_of(rows, self.s.direction),
            counted=self.counted(),
        )
