"""The Pipeline page: build the tf.data pipeline in forms, see its code, measure it, get advice.

Left: the form of ``[data]`` and ``[pipeline]`` (:mod:`tpugui.qt.pipeline.form`), bound to the
window's job model (``ctx.model``): an edit is in the job at once. Right: the live code and
advice (pure Python, refreshed 250 ms after a change of the job, no TensorFlow on the GUI
thread), the preview (for a csv or parquet job its columns and labels instead of examples:
:mod:`.table_preview`), and bench / tune, which run in a :class:`BackgroundTask`. Problems that
the schema cannot see (``check_pipeline``, a failed preview) go to the model
(``model.report``), which marks their own field. Distribution follows the Devices page's
recommendation (``ctx.inventory``).
"""

from __future__ import annotations

import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tpugui.i18n_marks import Message
from tpugui.job import Job, JobError
from tpugui.job_fields import all_specs
from tpugui.pipeline import advice as advice_mod
from tpugui.pipeline.build import check_pipeline
from tpugui.pipeline.codegen import pipeline_code
from tpugui.qt import core_text
from tpugui.qt.i18n import tr, tr_noop
from tpugui.qt.page import Page
from tpugui.qt.pipeline.form import PipelineForm
from tpugui.qt.pipeline.panels import AdvicePanel, BenchPanel, PreviewPanel
from tpugui.qt.widgets.form import problem_text
from tpugui.qt.worker import BackgroundTask, error_text
from tpugui.sources.table_summary import TableSummary, is_table, summarize
from tpugui.tuning.progress import clock_text, seconds_left


def _guarded(fn):  # noqa: ANN001, ANN202
    """Run ``fn`` in the worker; a tf.data failure becomes a person's message."""

    def run(sink, stop_event, *args):  # noqa: ANN001, ANN202
        try:
            return fn(sink, stop_event, *args)
        except JobError:
            raise  # a problem of the job, on its key: never a tf.data failure (no TF import)
        except Exception as exc:
            from tpugui.pipeline.bench import friendly_error

            msg = friendly_error(exc)
            if msg is None:
                raise
            raise RuntimeError(msg) from None

    return run


def _preview_work(sink, stop_event, job, base):  # noqa: ANN001, ANN202
    if is_table(job.data.source):  # its columns and labels (numpy, pyarrow; no framework)
        return summarize(job, base)
    from tpugui.pipeline.preview import preview

    return preview(job, base)


def _bench_work(sink, stop_event, job, base, batches):  # noqa: ANN001, ANN202
    from tpugui.pipeline.bench import bench_job

    return bench_job(job, base, batches, WARMUP, stop_event, _percent_sink(sink))


def _percent_sink(sink):  # noqa: ANN001, ANN202
    """Progress handed to the GUI thread only when its percentage moves (a pipeline can give
    thousands of batches a second; the bar needs at most a hundred updates)."""
    last = [-1]

    def progress(done: int, total: int) -> None:
        pct = done * 100 // total if total else 100
        if pct != last[0]:
            last[0] = pct
            sink(("progress", done, total))

    return progress


def _tune_work(sink, stop_event, job, base, batches, budget):  # noqa: ANN001, ANN202
    from tpugui.pipeline.tune import tune_job

    def progress(i, total, cfg, score):  # noqa: ANN001, ANN202
        sink(("trial", i, total, cfg, score))

    def confirming(k, pairs):  # noqa: ANN001, ANN202
        sink(("confirm", k, pairs))

    # the same batches and warm-up as Bench: Tune's row of the current configuration is
    # measured as Bench measures it
    return tune_job(
        job, base, batches, WARMUP, budget, stop_event, progress, confirm_progress=confirming
    )


WARMUP = 5  # untimed batches before each measurement, Bench and Tune alike


def _config_text(cfg: dict[str, Any]) -> str:
    return ", ".join(f"{k} {v}" for k, v in cfg.items())


class PipelinePage(Page):
    title = "Pipeline"
    object_name = "pipelinePage"

    def __init__(self, ctx, parent=None):  # noqa: ANN001
        super().__init__(ctx, parent)
        self.model = ctx.model
        self._facts: dict[str, Any] = {}  # learned from the last preview (files, counts)
        self._task: BackgroundTask | None = None
        self._task_active = False
        self._task_job = self.model.job  # the job the running (or last) task works on
        self._best: dict[str, Any] | None = None  # the tuned configuration, not yet applied
        self._trials = 0  # configurations the running tune has measured
        #: the seconds the time left is counted in (tests give their own clock)
        self.clock = time.monotonic
        #: (when, how many) at the running work's first count: its pace is timed from there
        #: (TensorFlow's import and the pipeline's build before it are no batch's time)
        self._counted_from: tuple[float, int] | None = None
        self._pairs_from: int | None = None  # the first re-measured pair Tune counted
        self._tuned: Job | None = None
        self._tune_res: Any = None  # the last TuneResult shown (kept across a language switch)
        self._tune_for: dict[str, Any] | None = None  # the data section it was measured on
        self._preview_for: dict[str, Any] | None = None  # the data section the preview read
        self._tune_text = ""  # its result line
        #: what the last Bench measured: (data section, pipeline configuration), its result
        self._bench_of: tuple[Any, Any] | None = None
        self._table: TableSummary | None = None  # the last table preview (the same)
        self._checked: set[str] = set()  # keys this page reported from check_pipeline
        self._task_keys: set[str] = set()  # keys this page reported from a failed task

        self.form = PipelineForm(self.model)
        left = QScrollArea()
        left.setObjectName("pipelineFormArea")
        left.setWidgetResizable(True)
        left.setWidget(self.form)
        left.setMinimumWidth(330)

        # the form's list of its fields' problems, shown above the results
        self.problems = self.form.problem_label
        self.form.layout().removeWidget(self.problems)
        self.failure = QLabel("")
        self.failure.setObjectName("failureLabel")
        self.failure.setAccessibleName(tr("Problems with the form"))
        self.failure.setWordWrap(True)
        self.failure.setStyleSheet("color: #b52b27;")
        self.failure.hide()
        self.devices = QLabel("")
        self.devices.setObjectName("devicesLabel")
        self.devices.setWordWrap(True)

        self.code = QPlainTextEdit(readOnly=True)
        self.code.setObjectName("codeView")
        self.code.setAccessibleName(tr("Generated Python code"))
        self.code.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.code.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        copy = QPushButton(tr("Copy code"))
        copy.setObjectName("copyCodeButton")
        copy.setAccessibleName(tr("Copy the code"))
        copy.clicked.connect(self._copy_code)
        code_tab = QWidget()
        cl = QVBoxLayout(code_tab)
        cl.addWidget(self.code, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(copy)
        cl.addLayout(row)

        self.advice = AdvicePanel()
        self.advice.fix_clicked.connect(self.apply_fix)
        self.preview = PreviewPanel()
        self.preview.button.clicked.connect(self.start_preview)
        self.bench = BenchPanel()
        self.bench.bench.clicked.connect(self.start_bench)
        self.bench.cancel.clicked.connect(self.cancel)
        self.bench.tune.clicked.connect(self.start_tune)
        self.bench.apply_tune.clicked.connect(self.apply_tuned)

        self.tabs = QTabWidget()
        self.tabs.setObjectName("pipelineTabs")
        self.tabs.setAccessibleName(tr("Pipeline results"))
        self.tabs.setMinimumSize(260, 200)  # the panels scroll; the window may be small
        self.tabs.addTab(self.advice, tr("Advice"))
        self.tabs.addTab(code_tab, tr("Code"))
        self.tabs.addTab(self.preview, tr("Preview"))
        self.tabs.addTab(self.bench, tr("Bench && Tune"))

        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(0, 0, 0, 0)
        rl.addWidget(self.devices)
        rl.addWidget(self.problems)
        rl.addWidget(self.failure)
        rl.addWidget(self.tabs, 1)

        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(1, 1)
        split.setSizes([420, 700])
        lay = QVBoxLayout(self)
        head = QLabel(
            tr(
                "<h2>Pipeline</h2>Assemble the tf.data input pipeline the TPU guides "
                "teach, see its code, and measure whether it keeps the accelerator fed."
            )
        )
        head.setWordWrap(True)
        lay.addWidget(head)
        lay.addWidget(split, 1)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(250)
        self._timer.timeout.connect(self.refresh)
        # a bound method: Qt drops the connection when this page is deleted (language switch)
        ctx.inventory_changed.connect(self._on_inventory)
        self.model.changed.connect(self._on_changed)
        self.model.loaded.connect(self._on_loaded)
        self.refresh()

    # -- Page interface ---------------------------------------------------------------------
    def busy(self) -> str:
        # Busy until the task's queued `done` has been handled here (not merely until its
        # thread ended), so the buttons are enabled again whenever busy() is "".
        if self._task is not None and (self._task.is_running() or self._task_active):
            return tr("The pipeline {task} is running.").format(task=self._task.name)
        return ""

    def save_state(self) -> Any:
        """The measurements and the last tune as models (BenchResult, TuneResult, Jobs), so
        the page rebuilt in another language shows them again and "Apply the best" still works."""
        if not self.bench.results and self._tune_res is None and self._table is None:
            return None
        return {
            "table": self._table,
            "bench": list(self.bench.results),
            "tune": self._tune_res,
            "best": self._best,
            "tuned": self._tuned,
            "task_job": self._task_job,
            "bench_of": self._bench_of,
        }

    def restore_state(self, state: Any) -> None:
        if not state:
            return
        for when, res in state.get("bench", []):
            self.bench.add_result(res, when)
        self._task_job = state.get("task_job") or self._task_job
        self._bench_of = state.get("bench_of")
        self._tuned = state.get("tuned")
        if state.get("tune") is not None:
            self._show_tune(state["tune"])
            self.bench.progress.setValue(self.bench.progress.maximum())
        self._best = state.get("best")
        self.bench.apply_tune.setEnabled(self._best is not None)
        if state.get("table") is not None and is_table(self.model.job.data.source):
            self._show_table(state["table"])

    def shutdown(self) -> None:
        self._timer.stop()
        if self._task is not None:
            self._task.stop()
            self._task.join(60_000)

    # -- devices ----------------------------------------------------------------------------
    def _on_inventory(self, _inventory: Any) -> None:
        self.refresh()

    def distribution(self) -> tuple[int, bool]:
        """(replicas, on_tpu): the Devices page's recommendation once it has one (the machine
        decides: a TPU job on a CPU host gets one replica on this machine); before that, the
        job's ``model.device`` / ``model.strategy``."""
        inv = self.ctx.inventory
        rec = getattr(inv, "recommendation", None)
        if rec is None and isinstance(inv, dict):
            rec = inv.get("recommendation")
        if isinstance(rec, dict):
            rec = SimpleNamespace(**rec)
        if rec is not None:
            replicas = int(getattr(rec, "replicas", 1) or 1)
            words = " ".join(
                str(getattr(rec, k, "")) for k in ("device", "backend", "strategy")
            ).lower()
            return max(1, replicas), "tpu" in words
        m = self.model.job.model
        return 1, m.device == "tpu" or m.strategy == "tpu"

    def base_dir(self) -> Path | None:
        """The job file's folder: relative data paths are relative to it."""
        path = self.model.path
        return Path(path).parent if path else None

    # -- live code and advice -------------------------------------------------------------
    def _on_changed(self, _keys: frozenset[str]) -> None:
        self.failure.hide()
        self._timer.start()
        self._mark_stale()

    def _mark_stale(self) -> None:
        """Results read for other data than the job's now are said to be out of date (the
        preview, the tune: a pipeline edited since a tune keeps it; Apply writes its knobs
        over the job as it is)."""
        job = self.model.job
        if self._preview_for is not None:
            self.preview.set_stale(self._preview_for != job.data.model_dump())
        if self._tune_for is not None:
            stale = self._tune_for != job.data.model_dump()
            self.bench.set_tune_stale(stale, self._tune_text)
            if not stale:
                self.bench.apply_tune.setEnabled(self._best is not None)

    def _on_loaded(self, _job: Job) -> None:
        self._facts = {}
        self._checked.clear()
        self._task_keys.clear()
        self._timer.stop()
        self.refresh()
        self._mark_stale()

    def _clear(self, keys: set[str]) -> None:
        """Withdraw the problems this page reported on ``keys`` (their values stay)."""
        if keys:
            self.model.update({k: self.model.value(k) for k in keys if k}, edited=False)
            keys.clear()

    def _report(self, exc: JobError, into: set[str]) -> None:
        """Problems on job keys go to the model (their field is marked); the rest shows here."""
        keys = all_specs()
        keyed = [(k, m) for k, m in exc.details if k in keys]
        if keyed:
            into.update(k for k, _ in keyed)
            self.model.report(JobError.of(keyed))
        self.show_failure([problem_text(k, m) for k, m in exc.details if k not in keys])

    def show_failure(self, lines: list[str]) -> None:
        """Problems that belong to no field of this form, above the results."""
        self.failure.setText("<br>".join(lines))
        self.failure.setVisible(bool(lines))

    def current_job(self) -> Job | None:
        """The job to show and measure, when it has no problem (else None; fields marked)."""
        self._clear(self._checked)
        try:
            job = self.model.validated()
        except JobError as exc:
            outside = [(k, m) for k, m in exc.details if k not in self.form.widgets]
            self.show_failure([problem_text(k, m) for k, m in outside])
            return None
        problems = check_pipeline(job.pipeline, self.base_dir())
        if problems:
            self._report(JobError.of(problems), self._checked)
            return None
        return job

    def refresh(self) -> None:
        """The distribution line, the code and the advice, all from one (replicas, on_tpu).

        When the form has a problem (marked in red), the code and the advice stay those of
        the last valid values, but still follow the devices.
        """
        replicas, on_tpu = self.distribution()
        where = tr("a TPU") if on_tpu else tr("this machine")
        source = (
            tr(" (from the Devices page)")
            if self.ctx.inventory is not None
            else (tr(" (from the job's model section)") if on_tpu else "")
        )
        self.devices.setText(
            (
                tr("Distribution: {replicas} replicas on {where}")
                if replicas > 1
                else tr("Distribution: 1 replica on {where}")
            ).format(replicas=replicas, where=where)
            + source
        )
        job = self.current_job()
        valid = job is not None
        job = job or self.model.job
        base = self.base_dir()
        self.preview.set_table_mode(is_table(job.data.source))
        self.code.setPlainText(pipeline_code(job, base, replicas, on_tpu))
        facts = advice_mod.cheap_facts(job, replicas, on_tpu, base)
        if self._facts.get("data") == job.data.model_dump():
            for k, v in self._facts.items():
                if k != "data":
                    setattr(facts, k, v)
        items = advice_mod.advise(job, facts)
        self.advice.set_advice(
            items, "" if valid else tr("(for the last valid values: fix the marked fields)")
        )
        self._title_advice_tab(items)

    def _title_advice_tab(self, items: list[advice_mod.Advice]) -> None:
        """The Advice tab's title counts the errors and warnings, so they show from any tab."""
        n = sum(a.severity in ("error", "warning") for a in items)
        i = self.tabs.indexOf(self.advice)
        self.tabs.setTabText(i, tr("Advice ({n})").format(n=n) if n else tr("Advice"))
        self.tabs.setTabToolTip(i, self.advice.summary.text())

    def apply_fix(self, item: advice_mod.Advice) -> None:
        job = self.current_job()
        if job is None:
            return
        self.model.replace(advice_mod.apply_fix(job, item))
        self._timer.stop()
        self.refresh()
        self.ctx.log(Message(tr_noop("Pipeline: {what}"), dict(what=item.fix_label or item.title)))

    def _copy_code(self) -> None:
        from PySide6.QtWidgets import QApplication

        QApplication.clipboard().setText(self.code.toPlainText())

    # -- background work ---------------------------------------------------------------------
    def _start(  # noqa: ANN001
        self, fn, name: str, *args: Any, ok=None, progress=None
    ) -> BackgroundTask | None:
        """Run ``fn`` on the current job in a worker; ``ok`` gets its result and ``progress``
        its events. Both are connected before the thread starts: a signal emitted from the
        worker before its connection exists is lost (a small table reads in milliseconds)."""
        if self._task is not None and self._task.is_running():
            self.ctx.log(
                Message(tr_noop("Pipeline: wait for the running measurement or cancel it")),
                "warning",
            )
            return None
        self._clear(self._task_keys)  # the person may have fixed the files: try again
        self._timer.stop()
        self.refresh()
        job = self.current_job()
        if job is None:
            return None
        self.show_failure([])
        task = BackgroundTask(
            _guarded(fn), job, self.base_dir(), *args, name=name, report_errors=False
        )
        task.failed.connect(self._failed)
        task.done.connect(self._done)
        if ok is not None:
            task.finished_ok.connect(ok)
        if progress is not None:
            task.event.connect(progress)
        self._task = task
        self._task_active = True
        self._task_job = job
        for b in (self.bench.bench, self.bench.tune, self.preview.button):
            b.setEnabled(False)
        self.bench.cancel.setEnabled(True)
        # at once: the bar moves (busy) until the work can count its own steps; TensorFlow's
        # import and the pipeline's build take seconds and cannot
        self._trials = 0
        self._counted_from = None
        self._pairs_from: int | None = None  # the first re-measured pair Tune counted
        self.bench.progress.setFormat("%p%")
        self.bench.progress.setRange(0, 0)
        task.start()
        return task

    def _done(self) -> None:
        if self.sender() is not None and self.sender() is not self._task:
            return  # a late `done` of an earlier task must not touch the current one's buttons
        self._task_active = False
        if self.bench.progress.maximum() == 0:  # ended before it counted a step (failed)
            self.bench.progress.setMaximum(100)
            self.bench.progress.setValue(0)
        for b in (self.bench.bench, self.bench.tune, self.preview.button):
            b.setEnabled(True)
        self.bench.cancel.setEnabled(False)

    def _failed(self, exc: BaseException, _tb: str) -> None:
        if isinstance(exc, JobError):
            text = core_text.job_error(exc)
            self._report(exc, self._task_keys)
        else:
            text = str(exc) if isinstance(exc, RuntimeError) else error_text(exc)
            self.show_failure([text])
        self.ctx.log(Message(tr_noop("Pipeline: {what}"), dict(what=text)), "error")
        self.preview.status.setText(text)
        self.bench.verdict.setText(text)

    def cancel(self) -> None:
        if self._task is not None:
            self._task.stop()

    def start_preview(self) -> None:
        task = self._start(_preview_work, "preview", ok=self._preview_ready)
        if task is not None:
            self.preview.status.setText(
                tr("Reading the table…")
                if is_table(self._task_job.data.source)
                else tr("Reading the first examples…")
            )

    def _show_table(self, summary: TableSummary) -> None:
        self._table = summary
        self.preview.set_table_mode(True)
        self.preview.show_table(summary)
        self.preview.status.setText(self.preview.table_view.counts_text(summary))

    def _preview_ready(self, pv: Any) -> None:
        self.preview.set_stale(False)
        self._preview_for = self._task_job.data.model_dump()
        if isinstance(pv, TableSummary):
            self._show_table(pv)
            self._facts = {
                "data": self._task_job.data.model_dump(),
                "n_files": len(pv.files),
                "train_count": pv.train_rows,
            }
            self.refresh()
            return
        self.preview.show_preview(pv)
        self.preview.status.setText(tr("The first {n} training examples").format(n=len(pv.labels)))
        # facts of this data section only: a changed source must not reuse its counts
        self._facts = {
            "data": self._task_job.data.model_dump(),
            "n_files": pv.n_files,
            "train_count": pv.train_count,
        }
        self.refresh()

    def start_bench(self) -> None:
        task = self._start(
            _bench_work,
            "bench",
            self.bench.batches.value(),
            ok=self._bench_done,
            progress=self._progress,
        )
        if task is not None:
            self.bench.verdict.setText(tr("Loading TensorFlow and building the pipeline…"))

    def _measured(self, job: Job) -> tuple[Any, ...]:
        """What a Bench or Tune of ``job`` measures: its data, its pipeline, the batches."""
        return job.data.model_dump(), job.pipeline.model_dump(), self.bench.batches.value()

    def _bench_done(self, res: Any) -> None:
        if not res.stopped:
            self._bench_of = (self._measured(self._task_job), res)
        self.bench.add_result(res)

    def _bench_beside(self, res: Any) -> str:
        """Bench's figure for the configuration Tune started from, beside Tune's own, when
        the last Bench measured that very configuration on the same data."""
        if self._bench_of is None:
            return ""
        measured, bench = self._bench_of
        if measured != self._measured(self._task_job):
            return ""
        return tr(
            "Bench measured the current configuration at {bench} examples/s (±{spread}), "
            "Tune measured it again at {tune} examples/s: the same pipeline, measured the "
            "same way; figures within their spread are equal."
        ).format(
            bench=f"{bench.examples_per_sec:,.0f}",
            spread=f"{bench.spread:.0%}",
            tune=f"{res.start_score:,.0f}",
        )

    def _left(self, done: int, total: int) -> float | None:
        """The time left at the pace since the first count: that pace × what is left."""
        now = self.clock()
        if self._counted_from is None:
            self._counted_from = (now, done)
        t0, d0 = self._counted_from
        left = seconds_left(done - d0, total - d0, now - t0)
        return left if left is not None and left >= 1 else None

    def _progress(self, ev: Any) -> None:
        bar = self.bench.progress
        if ev[0] == "progress":
            if bar.maximum() == 0:
                self.bench.verdict.setText(tr("Measuring…"))
            bar.setRange(0, ev[2])
            bar.setValue(ev[1])
            left = self._left(ev[1], ev[2])
            bar.setFormat(
                "%p%"
                if left is None
                else tr("%p%, about {time} left").format(time=clock_text(left))
            )
        elif ev[0] == "trial":
            _, i, total, cfg, score = ev
            self._trials = i
            bar.setRange(0, total)
            bar.setValue(i)
            left = self._left(i, total)
            bar.setFormat(
                tr("trial %v of at most %m")
                if left is None
                else tr("trial %v of at most %m, at most about {time} left").format(
                    time=clock_text(left)
                )
            )
            self.bench.tune_result.setText(
                tr("Trial {i} of at most {total}: {score} examples/s with {config}").format(
                    i=i, total=total, score=f"{score:,.0f}", config=_config_text(cfg)
                )
            )
        elif ev[0] == "confirm":
            _, k, pairs = ev
            if self._pairs_from is None:  # the pairs' own pace: a pair is no trial
                self._pairs_from, self._counted_from = k, None
            bar.setRange(0, self._trials + pairs)
            bar.setValue(self._trials + k)
            left = self._left(k, pairs)
            bar.setFormat(
                "%p%"
                if left is None
                else tr("%p%, about {time} left").format(time=clock_text(left))
            )
            self.bench.tune_result.setText(
                tr(
                    "Re-measuring the best configuration against the current one, interleaved: "
                    "pair {k} of {pairs}"
                ).format(k=k, pairs=pairs)
            )

    def start_tune(self) -> None:
        task = self._start(
            _tune_work,
            "tune",
            self.bench.batches.value(),
            self.bench.budget.value(),
            ok=self._tune_ready,
            progress=self._progress,
        )
        if task is not None:
            self._tuned = None
            self._best = None
            self._tune_res = None
            self.bench.apply_tune.setEnabled(False)
            self.bench.tune_result.setText(
                tr("Tuning: loading TensorFlow and building the pipeline…")
            )
            self.bench.tune_table.setRowCount(0)
            self.bench.tune_table.hide()

    def _tune_ready(self, res: Any) -> None:
        from tpugui.pipeline.tune import apply_config

        self._best = dict(res.best) if res.claimed else None
        self._tuned = apply_config(self._task_job, res.best) if res.claimed else None
        self.bench.progress.setValue(self.bench.progress.maximum())
        self._show_tune(res)
        self.bench.apply_tune.setEnabled(self._best is not None)

    def _show_tune(self, res: Any) -> None:
        """The tune's outcome in the current language (a TuneResult): a speed-up only when it
        is beyond the noise, and every configuration tried in the table below."""
        from tpugui.pipeline.tune import changes_text

        self._tune_res = res
        changes = changes_text(
            [(k, res.start.get(k), v) for k, v in res.best.items() if res.start.get(k) != v]
        )
        figures = dict(
            best=f"{res.best_score:,.0f}",
            speedup=f"{res.speedup:.2f}",
            start=f"{res.start_score:,.0f}",
            noise=f"{res.noise:.1%}",
            threshold=f"{res.threshold:.2f}",
            config=changes,
            n=len(res.trials),
            pairs=len(res.confirm.ratios) if res.confirm is not None else 0,
        )
        if res.claimed:
            text = tr(
                "<b>{speedup}x faster than the current configuration</b>, beyond the noise "
                "(±{noise}; a claim needs over {threshold}x in {pairs} interleaved "
                "re-measurements) with {config}; {n} configurations measured"
            ).format(**figures)
        elif res.best == res.start:
            text = tr(
                "<b>No configuration measured faster than the current one</b> (noise "
                "±{noise}): keep it; {n} configurations measured"
            ).format(**figures)
        else:
            text = tr(
                "<b>Nothing is faster beyond the noise</b>: the best of the search ({config}) "
                "measured {speedup}x the current one when re-measured, and a claim needs over "
                "{threshold}x (noise ±{noise}). Keep the current configuration; {n} "
                "configurations measured"
            ).format(**figures)
        beside = self._bench_beside(res)
        text += f"<br>{beside}" if beside else ""
        self._tune_text = text + (tr(" (cancelled)") if res.stopped else "")
        self.bench.tune_result.setText(self._tune_text)
        self.bench.show_trials(res)
        self._tune_for = self._task_job.data.model_dump()
        self._mark_stale()

    def apply_tuned(self) -> None:
        """The tuned knobs written into the job as it is now (other edits stay)."""
        from tpugui.pipeline.tune import apply_config

        if self._best is None:
            return
        job = self.current_job()
        if job is None:
            return
        self._tuned = apply_config(job, self._best)
        self.model.replace(self._tuned)
        self._best = None
        self.ctx.log(Message(tr_noop("Pipeline: applied the tuned configuration")))
        self.bench.apply_tune.setEnabled(False)
