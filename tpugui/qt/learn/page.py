"""The Learn page: what CPUs, GPUs and TPUs are, tied to this machine's numbers, and how-tos.

The texts are HTML files in ``resources/learn/<lang>/<topic>.html`` (one per language, so they
read naturally rather than sentence by sentence); ``[[key]]`` marks a value of this machine
(see :mod:`tpugui.qt.learn.facts`). Each how-to has a button that puts a suitable job in place
and opens the page that uses it; a backend with a ``learn_button`` in its descriptor has a topic
of its own, named after it, whose button trains the job with it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from tpugui import backends
from tpugui.i18n_marks import Message
from tpugui.job import Job, JobError
from tpugui.qt import core_text, i18n
from tpugui.qt.i18n import tr, tr_noop
from tpugui.qt.learn import facts as learn_facts
from tpugui.qt.page import Page

#: (topic, tab title) before and after the backends' topics; the text is
#: resources/learn/<lang>/<topic>.html
_BEFORE = [
    ("cpu", tr_noop("CPU")),
    ("gpu", tr_noop("GPU")),
    ("tpu", tr_noop("TPU")),
    ("colab", tr_noop("Colab TPU")),
    ("cloud_tpu", tr_noop("Cloud TPU VM")),
]
_AFTER = [
    ("tf_data", tr_noop("tf.data")),
    ("retired", tr_noop("Retired recipes")),
]


def learn_backends() -> tuple[backends.Backend, ...]:
    """The backends with a topic of their own (a ``learn_button``), in the registry's order."""
    return tuple(b for b in backends.all_backends() if b.learn_button)


def topics() -> list[tuple[str, str]]:
    """(topic, tab title) in the order of the tabs: each backend's topic is its name, titled
    with its label (a name, the same in every language)."""
    return [*_BEFORE, *((b.name, b.label) for b in learn_backends()), *_AFTER]


def _object_name(backend: str) -> str:
    """``torch_xla`` -> ``torchXlaButton``."""
    head, *rest = backend.split("_")
    return head + "".join(w.capitalize() for w in rest) + "Button"


#: the tf.data how-to's pipeline: read files in parallel, cache, shuffle, batch, prefetch
TF_DATA_PIPELINE = {
    "order": ["interleave", "map", "cache", "shuffle", "batch", "prefetch"],
    "cycle_length": "autotune",
    "interleave_parallel_calls": "autotune",
    "map_parallel_calls": "autotune",
    "cache": "memory",
    "shuffle_buffer": 10_000,
    "drop_remainder": True,
    "prefetch": "autotune",
    "autotune": True,
}
#: a TPU job: static shapes, 128 examples per replica on 8 replicas, bf16, several steps a call
TPU_JOB = {
    "model.backend": "tensorflow",
    "model.strategy": "tpu",
    "model.precision": "mixed_bfloat16",
    "pipeline.batch_size": 1024,
    "pipeline.drop_remainder": True,
    "train.steps_per_execution": 32,
}


def learn_dir() -> Path:
    return i18n.resources_dir() / "learn"


def topic_text(topic: str, lang: str | None = None) -> str:
    """The topic's HTML in ``lang`` (the current language), English when it has no translation."""
    lang = lang or i18n.current_language()
    for code in (lang, "en"):
        path = learn_dir() / code / f"{topic}.html"
        if path.exists():
            return path.read_text(encoding="utf-8")
    return f"<p>{tr('This text is missing: {path}').format(path=path)}</p>"


class LearnPage(Page):
    title = "Learn"
    object_name = "learnPage"

    def __init__(self, ctx, parent=None):  # noqa: ANN001
        super().__init__(ctx, parent)
        self.setAccessibleName(tr("Learn"))
        lay = QVBoxLayout(self)
        head = QLabel(
            "<h2>"
            + tr("Learn: CPU, GPU, TPU, and training on them")
            + "</h2><p>"
            + tr(
                "Numbers in bold are this machine's, from the Devices page; TPU figures this "
                "machine lacks come from the spec table. Each how-to has a button that sets "
                "up the job and opens the page that runs it."
            )
            + "</p>"
        )
        head.setObjectName("learnHeader")
        head.setWordWrap(True)
        lay.addWidget(head)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("learnTopics")
        self.tabs.setAccessibleName(tr("Learn topics"))
        lay.addWidget(self.tabs, 1)
        self.browsers: dict[str, QTextBrowser] = {}
        self.buttons: dict[str, QPushButton] = {}
        actions: dict[str, tuple[str, str, Callable[[], None]]] = {
            "colab": ("colabTpuButton", tr("Prepare a TPU training job"), self.prepare_tpu_job),
            "cloud_tpu": (
                "cloudTpuButton",
                tr("Fill the Remote page for a TPU VM"),
                self.prepare_cloud_tpu,
            ),
            "tf_data": ("tfDataButton", tr("Apply this pipeline"), self.apply_tf_data),
        }
        for b in learn_backends():  # "Train this job with ...": the descriptor's N_ template
            label = core_text.text(Message(b.learn_button))
            slot = lambda *_checked, name=b.name: self.use(name)  # noqa: E731
            actions[b.name] = (_object_name(b.name), label, slot)
        titled = {b.name for b in learn_backends()}
        for topic, title in topics():
            title = title if topic in titled else tr(title)
            tab = QWidget()
            tab.setObjectName(f"{topic}Tab")
            tl = QVBoxLayout(tab)
            browser = QTextBrowser()
            browser.setObjectName(f"{topic}Text")
            browser.setAccessibleName(title)
            browser.setOpenExternalLinks(True)
            # short enough for a 700 px window: the text scrolls in the browser, never the page
            # around it too (two bars for one text)
            browser.setMinimumHeight(160)
            tl.addWidget(browser, 1)
            self.browsers[topic] = browser
            if topic in actions:
                name, text, slot = actions[topic]
                row = QHBoxLayout()
                row.addStretch(1)
                button = QPushButton(text)
                button.setObjectName(name)
                button.setAccessibleName(text)
                button.clicked.connect(slot)
                row.addWidget(button)
                tl.addLayout(row)
                self.buttons[topic] = button
            self.tabs.addTab(tab, title)
        ctx.inventory_changed.connect(self._inventory_changed)
        self.render()

    # -- texts -----------------------------------------------------------------------------
    def facts(self) -> dict[str, str]:
        values = learn_facts.machine_facts(self.ctx.inventory)
        values["tpu_table"] = learn_facts.tpu_table(self.ctx.inventory)
        return values

    def render(self) -> None:
        values = self.facts()
        for topic, browser in self.browsers.items():
            bar = browser.verticalScrollBar()
            pos = bar.value()
            browser.setHtml(learn_facts.fill(topic_text(topic), values))
            bar.setValue(pos)

    def _inventory_changed(self, _inv: object) -> None:
        self.render()

    def text(self, topic: str) -> str:
        """The topic as plain text (what a person reads)."""
        return self.browsers[topic].toPlainText()

    # -- how-tos ---------------------------------------------------------------------------
    def _put_job(self, change: Callable[[Job], Job], page: str, done: str) -> bool:
        try:
            job = change(self.ctx.model.validated())
        except JobError as exc:
            QMessageBox.warning(
                self,
                tr("Cannot change the job"),
                tr("The job has invalid values: {error}").format(error=core_text.job_error(exc)),
            )
            return False
        self.ctx.model.replace(job)
        self.ctx.log(done)
        self.ctx.show_page.emit(page)
        return True

    @staticmethod
    def _with(job: Job, values: dict[str, object]) -> Job:
        data = job.to_dict()
        for dotted, value in values.items():
            section, key = dotted.split(".", 1)
            data[section][key] = value
        return Job.from_dict(data)

    def prepare_tpu_job(self) -> bool:
        return self._put_job(
            lambda job: self._with(job, TPU_JOB),
            "trainingPage",
            tr(
                "Learn: the job now uses TPUStrategy, bf16, a global batch of 1024 with "
                "drop_remainder and 32 steps per execution"
            ),
        )

    def prepare_cloud_tpu(self) -> bool:
        def change(job: Job) -> Job:
            values = dict(TPU_JOB)
            values["remote.python"] = job.remote.python or "python3"
            values["remote.remote_dir"] = job.remote.remote_dir or "~/.tpugui"
            values["remote.port"] = 22
            return self._with(job, values)

        ok = self._put_job(
            change,
            "remotePage",
            tr(
                "Learn: the job is set up for a Cloud TPU VM; enter the VM's host on the Remote page"
            ),
        )
        remote = self.ctx.pages.get("remotePage") if ok else None
        host = remote.findChild(QWidget, "remote.host") if remote is not None else None
        if host is not None:
            host.setFocus()
        return ok

    def use(self, backend: str) -> bool:
        """Train the job with ``backend`` (a Learn topic's button), on the device it picks."""
        b = backends.get(backend)
        values = {"model.backend": b.name, "model.device": "auto", "model.strategy": "auto"}
        done = b.learn_done or tr_noop("Learn: the job now trains with {label}")
        return self._put_job(
            lambda job: self._with(job, values),
            "trainingPage",
            core_text.text(Message(done, {"label": b.label})),
        )

    def apply_tf_data(self) -> bool:
        return self._put_job(
            lambda job: self._with(job, {f"pipeline.{k}": v for k, v in TF_DATA_PIPELINE.items()}),
            "pipelinePage",
            tr("Learn: applied the pipeline interleave → map → cache → shuffle → batch → prefetch"),
        )
