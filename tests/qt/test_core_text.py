"""The Qt-free core's messages (pipeline advice, bench verdicts, job validation) in zh_TW.

The core stays English (the CLI prints it); each message carries its N_-marked template and
values, and ``tpugui.qt.core_text`` shows it translated. These tests render real advice for real
jobs, real validation errors and real verdicts in zh_TW, and drive the Pipeline page in zh_TW.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton

from tests.qt.test_i18n import _english_words, script
from tpugui.i18n_marks import Message
from tpugui.job import Job, JobError, loads_job
from tpugui.pipeline import advice as core_advice
from tpugui.pipeline.bench import LEVEL_LABELS, Verdict, suggestions
from tpugui.qt import core_text, i18n
from tpugui.qt.page import AppContext
from tpugui.qt.pipeline.page import PipelinePage

#: names of code that the Chinese text quotes as they are
CODE_WORDS = {
    "InvalidArgumentError",
    "ValueError",
    "AttributeError",
    "local",
    "true",
    "false",
    "TiB",
    "mps",
}


@pytest.fixture
def zh(qapp):
    i18n.set_language("zh_TW")
    yield
    i18n.set_language("en")


def _english(text: str) -> list[str]:
    """English words left, ignoring quoted values (what the user typed: 'rmsprop')."""
    text = re.sub(r"'[^']*'", " ", text)
    return [w for w in _english_words(text) if w not in CODE_WORDS]


def _jobs_with_advice() -> list[tuple[Job, core_advice.Facts | None]]:
    base = Job()
    variants = [
        {"pipeline.order": ["batch", "shuffle", "cache", "repeat", "map", "interleave"]},
        {"pipeline.order": ["map", "cache", "shuffle", "batch", "prefetch", "repeat"]},
        {"pipeline.order": ["cache", "map", "shuffle", "batch"]},
        {
            "pipeline.order": ["map", "shuffle", "cache", "batch", "prefetch"],
            "pipeline.random_flip": True,
        },
        {
            "data.source": "tfrecord",
            "pipeline.order": ["map", "interleave", "batch"],
            "pipeline.cycle_length": 8,
            "pipeline.interleave_parallel_calls": 16,
        },
        {"data.source": "images", "pipeline.order": ["map", "batch"], "pipeline.autotune": False},
        {
            "pipeline.batch_size": 5000,
            "model.backend": "torch_xla",
            "pipeline.drop_remainder": False,
        },
        {"pipeline.shuffle_buffer": 2, "pipeline.batch_size": 100},
    ]
    tpu = core_advice.Facts(
        n_files=4,
        train_count=10**9,
        example_bytes=10**6,
        available_ram=10**9,
        cpu_count=2,
        replicas=3,
        on_tpu=True,
    )
    out = []
    for v in variants:
        job = base
        for key, value in v.items():
            job = job.updated(key, value)
        out += [(job, None), (job, tpu)]
    return out


def test_every_advice_reads_as_chinese_and_the_english_stays(zh):
    seen: set[str] = set()
    problems = []
    for job, facts in _jobs_with_advice():
        for item in core_advice.advise(job, facts):
            seen.add(item.id)
            for part in ("title", "reason", "fix_label"):
                english = getattr(item, part)
                if not english:
                    continue
                shown = core_text.advice(item, part)
                assert "{" not in shown, shown
                if shown == english or _english(shown):
                    problems.append(f"{item.id}.{part}: {shown!r} ({_english(shown)})")
            # the CLI's English is untouched
            assert item.as_dict()["reason"] == item.reason and not re.search(
                r"[\u4e00-\u9fff]", item.reason
            )
    assert len(seen) >= 18, sorted(seen)
    assert not problems, "advice not in Chinese:\n" + "\n".join(problems)


def test_values_are_filled_into_the_translation(zh):
    job = Job().updated("pipeline.shuffle_buffer", 2).updated("pipeline.batch_size", 100)
    item = next(a for a in core_advice.advise(job) if a.id == "shuffle-buffer")
    shown = core_text.advice(item, "reason")
    assert "2" in shown and str(item.args["count"]) in shown
    assert core_text.advice(item, "fix_label") == f"把緩衝區設為 {item.args['size']}"


@pytest.mark.parametrize(
    ("toml", "field", "chinese"),
    [
        ("[pipeline]\nbatch_size = -3\n", "pipeline.batch_size", "必須是正整數，目前是 -3"),
        ("[pipeline]\nprefetch = 'fast'\n", "pipeline.prefetch", "必須是 'autotune' 或正整數"),
        (
            "[model]\ndevice = 'quantum'\n",
            "model.device",
            "必須是 auto、cpu、gpu、tpu、mps 或 cuda:N",
        ),
        ("[train]\noptimizer = 'rmsprop'\n", "train.optimizer", "'sgd'、'adam'、'adamw' 其中之一"),
        ("[pipeline]\nbatch_sise = 3\n", "pipeline.batch_sise", "未知的欄位"),
        (
            "[pipeline]\norder = ['map', 'map']\n",
            "pipeline.order",
            "每個階段只能出現一次；重複的有：map",
        ),
        ("[data]\nimage_size = [1, 2, 3]\n", "data.image_size", "最多只能有 2 項，目前有 3 項"),
    ],
)
def test_job_errors_in_chinese_name_the_field(zh, toml, field, chinese):
    with pytest.raises(JobError) as info:
        loads_job(toml, "job.toml")
    exc = info.value
    lines = core_text.job_problems(exc)
    assert len(lines) == len(exc.problems) == 1
    assert lines[0].startswith(f"{field}: ") and chinese in lines[0], lines[0]
    assert not _english(lines[0].split(": ", 1)[1])
    assert core_text.job_error(exc) == f"job.toml: {lines[0]}"
    assert exc.problems[0].startswith(f"{field}: ")  # the CLI's English line is untouched
    assert not re.search(r"[\u4e00-\u9fff]", exc.problems[0])


def test_file_errors_in_chinese(zh, tmp_path):
    from tpugui.job import load_job

    with pytest.raises(JobError) as info:
        load_job(tmp_path / "missing.toml")
    assert core_text.job_error(info.value) == f"{tmp_path / 'missing.toml'}: 找不到檔案；請檢查路徑"
    bad = tmp_path / "bad.toml"
    bad.write_bytes(b"name = 'a'\n\n\xff\n")
    with pytest.raises(JobError) as info:
        load_job(bad)
    assert "第 3 行有無效的位元組" in core_text.job_error(info.value)


def test_engine_check_problems_in_chinese_name_the_field(zh, tmp_path):
    """The engine's checks refuse with (key, Message): shown translated, the key kept."""
    from tpugui.training import engine

    job = Job(
        data={"source": "npz", "path": "missing.npz", "validation_path": "val.npz"},
        model={"backend": "torch", "logical_cpus": 2},
    )
    with pytest.raises(JobError) as info:
        engine.check(job, tmp_path)
    lines = core_text.job_problems(info.value)
    assert lines[-3:] == [  # after "model.backend: ..." where torch is not installed
        f"data.path: 找不到檔案：{tmp_path / 'missing.npz'}",
        f"data.validation_path: 找不到檔案：{tmp_path / 'val.npz'}（應為與 data.path 相同的 .npz 檔案）",
        "model.logical_cpus: 邏輯 CPU 裝置是 TensorFlow 的功能；使用 torch 後端時請設為 0",
    ]
    assert info.value.problems[-3] == f"data.path: file not found: {tmp_path / 'missing.npz'}"


def test_bench_verdicts_and_suggestions_in_chinese(zh):
    for level in LEVEL_LABELS:
        v = Verdict(0.01, 0.02, 0.5, level)
        assert "50%" in core_text.verdict_label(v) and "50%" in v.label
        assert "受輸入限制" in core_text.verdict_label(v, short=True)
    job = Job(
        data={"source": "tfrecord"}, pipeline={"order": ["map", "batch"], "map_parallel_calls": 1}
    )
    tips = suggestions(job, "highly") + suggestions(job, "not")
    assert len(tips) >= 6
    for tip in tips:
        shown = core_text.suggestion(tip)
        assert shown != tip and not _english(shown), shown


def test_untranslated_or_broken_translation_falls_back_to_english(zh):
    assert core_text.text(Message("no such template {n}", {"n": 3})) == "no such template 3"
    assert core_text.text(Message("{text}", {"text": "as is {x}"})) == "as is {x}"


def test_the_extractor_finds_the_core_templates():
    found, problems = script.extract(script.area_files("coretext"))
    sources = {text for _ctx, text in found}
    assert not problems
    assert "must be a positive integer, got {got}" in sources  # job_errors.py
    assert "Source" in sources  # job.py (the schema's words)
    assert "Put prefetch last" in sources  # advice.py
    assert "Highly input-bound" in sources  # bench.py


def test_pipeline_page_shows_advice_in_chinese_and_fixes_it(qtbot, zh):
    ctx = AppContext()
    page = PipelinePage(ctx)
    qtbot.addWidget(page)
    page.resize(1200, 800)
    page.show()
    try:
        job = Job().updated("pipeline.order", ["map", "cache", "shuffle", "batch"])
        ctx.model.load(job)
        qtbot.waitUntil(lambda: any(a.id == "prefetch-missing" for a in page.advice.items))
        labels = [w.text() for w in page.advice.body.findChildren(QLabel)]
        assert any("把 prefetch 加為最後一個階段" in t for t in labels), labels
        assert not [t for t in labels if _english(re.sub(r"<[^>]+>", " ", t))]
        fix = page.advice.body.findChild(QPushButton, "fix_prefetch-missing")
        assert fix.text() == "在最後加上 prefetch"
        qtbot.mouseClick(fix, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: page.current_job().pipeline.order[-1] == "prefetch")
    finally:
        page.shutdown()
