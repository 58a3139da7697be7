"""The Training page in Traditional Chinese: no English left, during and after real runs.

The runs are real (TensorFlow on the CPU, a small MLP on scikit-learn's digits, one epoch) and
the page sits in the real main window at 1200 x 800, the size of the README's screenshots.
Every text a person reads is checked: labels, buttons, tooltips, combo items, the status line,
the progress text, the plots' titles, axis labels and legends, the history table's cells, the
page's own words in the run log, the form's problem lines, the export dialog. What may stay in
English: names (the job's name, paths), values of the job (``tensorflow``, ``mlp``), technical
terms (test_i18n's allowlist), and the messages the engine itself writes into the log.

The same tests check the visual fixes: the status line fits at 1200 px, the legends sit in the
plots' title rows (never over a curve), and the settings fit the window without scrolling.
Screenshots go to ``build/screenshots`` (and to ``$TPUGUI_SHOT_DIR`` when set).
"""

from __future__ import annotations

import math
import os
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLineEdit, QScrollArea, QSpinBox, QTableView

from tests.qt.conftest import open_training_window
from tests.qt.test_i18n import _english_words, visible_texts
from tests.qt.test_training_page import write_run
from tpugui.devices.text import msg
from tpugui.i18n_marks import N_
from tpugui.qt import i18n
from tpugui.qt.training.page import TrainingPage

SHOTS = Path(__file__).resolve().parents[2] / "build" / "screenshots"
LEFT = Qt.MouseButton.LeftButton
#: terms that stay in English on this page beyond test_i18n's list: job values and code
# signal names are the same in every language
TERMS = {
    "resnet",
    "adam",
    "adamw",
    "sgd",
    "mps",
    "localhost",
    "http",
    "file",
    "sigint",
    "sigterm",
    "sigkill",
}


def _shot(widget, name: str) -> None:  # noqa: ANN001
    from PySide6.QtTest import QTest

    QTest.qWait(300)  # the plots' axes widen to their tick labels on the next layout pass
    SHOTS.mkdir(parents=True, exist_ok=True)
    widget.grab().save(str(SHOTS / name))
    extra = os.environ.get("TPUGUI_SHOT_DIR")
    if extra:
        widget.grab().save(os.path.join(extra, name))


@pytest.fixture
def zh_window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("TPUGUI_LANG", "zh_TW")
    i18n.set_language("zh_TW")
    try:
        with open_training_window(
            qtbot, tmp_path, monkeypatch, size=(1200, 800), confirm_close=False
        ) as win:
            yield win
    finally:
        i18n.set_language("en")


def _plot_texts(page: TrainingPage) -> list[tuple[str, str]]:
    """Titles (with their legend rows), axis labels and legend names of every plot."""
    out = []
    for p in page.plots.plots:
        item = p.getPlotItem()
        out.append((f"{p.objectName()} title", re.sub(r"<[^>]+>", " ", p.title_html())))
        out.append((f"{p.objectName()} legend", p.legend_text()))
        out.append((f"{p.objectName()} readout", re.sub(r"<[^>]+>", " ", p.hover(1.0))))
        p.hover(math.nan)
        for side in ("left", "bottom"):
            out.append((f"{p.objectName()} {side} axis", item.getAxis(side).labelText))
    return out


def _page_texts(page: TrainingPage) -> list[tuple[str, str]]:
    texts = visible_texts(page)
    texts.append(("status", page.status_label.text()))
    texts.append(("progress", page.progress.text()))
    texts += _plot_texts(page)
    table = page.findChild(QTableView, "runHistory")
    model = table.model()
    for r in range(model.rowCount()):
        for c in range(1, model.columnCount()):
            index = model.index(r, c)
            texts.append((f"runHistory[{r},{c}]", index.data() or ""))
            texts.append(
                (f"runHistory[{r},{c}] tip", index.data(Qt.ItemDataRole.ToolTipRole) or "")
            )
    for c in range(model.columnCount()):
        texts.append((f"runHistory header {c}", model.headerData(c, Qt.Orientation.Horizontal)))
        tip = model.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
        texts.append((f"runHistory header tip {c}", tip or ""))
    for combo in page.findChildren(QComboBox):  # the editable ones' lists too
        texts.append((f"{combo.objectName()} shown", combo.currentText()))
    for spin in page.findChildren(QSpinBox):
        if spin.specialValueText() and spin.value() == spin.minimum():
            texts.append((f"{spin.objectName()} shown", spin.specialValueText()))
    texts.append(("log", page.log_view.toPlainText()))
    return texts


def _english_left(page: TrainingPage, names: list[str] = ()) -> str:
    """English words left on the page, after removing names and the engine's own messages."""
    run = page.current
    engine = [line.message for line in run.logs] if run is not None else []
    if run is not None:
        engine += [run.error, run.name, run.path, run.run_id]
        # its traceback (the error's details, in the window's one log): Python's own words
        engine += [line.strip() for line in (run.traceback or "").splitlines()]
    inv = page.ctx.inventory  # this machine's device names (proper names: they stay)
    devices = [str(d.name) for d in inv.devices] if inv is not None else []
    strip = sorted({s for s in [*engine, *names, *devices] if s}, key=len, reverse=True)
    problems = []
    for where, text in _page_texts(page):
        for s in strip:
            text = text.replace(s, " ")
        words = [w for w in _english_words(text) if w.lower() not in TERMS]
        if words:
            problems.append(f"{where}: {text!r} (English: {', '.join(sorted(set(words)))})")
    return "\n".join(sorted(set(problems)))


def _fits(bar) -> bool:  # noqa: ANN001
    """The progress bar's text is not cut (its width holds the text and the frame)."""
    return bar.width() >= bar.fontMetrics().horizontalAdvance(bar.text()) + 12


def _choose_small(page: TrainingPage, epochs: int = 1) -> None:
    page.findChild(QComboBox, "model.architecture").setCurrentText("mlp")
    page.findChild(QSpinBox, "train.epochs").setValue(epochs)


@pytest.mark.slow
def test_a_real_run_in_zh_tw_shows_no_english_and_fits(zh_window, qtbot):
    win = zh_window
    page = win.ctx.page("trainingPage")
    assert page.start_button.text() == "開始訓練"
    assert _english_left(page) == ""
    # the settings fit the 800 px window without scrolling (advanced ones folded away)
    scroll = page.findChild(QScrollArea, "trainingSettings")
    assert scroll.verticalScrollBar().maximum() == 0
    fold = page.form.advanced  # superqt's QCollapsible
    assert not fold.isExpanded()
    qtbot.mouseClick(fold.toggleButton(), LEFT)
    assert fold.isExpanded() and fold.toggleButton().text().endswith(fold.text())
    qtbot.mouseClick(fold.toggleButton(), LEFT)

    _choose_small(page, epochs=2)
    # 2 x 400 steps: still going when the 5th step is shown, even on a quiet fast machine
    # (one pass of the digits is 23 steps, over in a blink)
    page.findChild(QSpinBox, "train.steps_per_epoch").setValue(400)
    qtbot.mouseClick(page.start_button, LEFT)
    qtbot.waitUntil(lambda: page.current.batch_events >= 5, timeout=60_000)
    page.plots.tick()
    assert page.status_label.text().startswith("正在訓練")
    assert "週期" in page.progress.text() and "步" in page.progress.text()
    assert "剩餘" in page.progress.text()  # the ETA
    qtbot.wait(50)  # the top row's layout after the progress bar widened
    assert _fits(page.progress) and not page.status_label.elided()
    assert _english_left(page) == ""
    _shot(win, "training-during_zh_TW.png")
    qtbot.waitUntil(lambda: not page.running, timeout=120_000)
    qtbot.waitUntil(lambda: page.history.proxy.rowCount() >= 1, timeout=10_000)
    _shot(win, "training-after_zh_TW.png")

    run = page.current
    assert run.status == "completed"
    assert page.status_label.text().startswith("已完成 · 週期平均損失")
    assert "驗證準確率" in page.status_label.text()
    assert not page.status_label.elided()  # the whole status line shows at 1200 px
    assert _fits(page.progress)
    assert page.progress.text() == f"週期 2/2 · 步 {run.steps_per_epoch}/{run.steps_per_epoch}"
    log = page.log_view.toPlainText()
    assert "訓練已完成" in log and "已儲存檢查點" in log and "第 2 週期：" in log
    # legends are rows of the plots' titles, in Chinese, not items over the curves
    for p in (page.plots.epoch_plot, page.plots.accuracy_plot):
        assert p.getPlotItem().legend is None
        assert p.legend_text() == "訓練  驗證"
        assert "訓練" in p.title_html()
    assert page.plots.legend_names() == [run.name]
    assert page.plots.loss_plot.getPlotItem().getAxis("bottom").labelText == "步"
    # the history has the run, its status in words
    assert page.history.text(run.path, "status") == "已完成"
    page.tabs.setCurrentIndex(1)
    assert _english_left(page) == ""
    page.tabs.setCurrentIndex(0)


@pytest.mark.slow
def test_a_failed_run_in_zh_tw(zh_window, qtbot, tmp_path):
    win = zh_window
    page = win.ctx.page("trainingPage")
    model = tmp_path / "broken_model.py"
    model.write_text(
        "def build_model(framework, input_shape, num_classes):\n"
        "    raise RuntimeError('this model is broken on purpose')\n",
        encoding="utf-8",
    )
    _choose_small(page)
    page.findChild(QComboBox, "model.architecture").setCurrentText(f"file:{model}")
    qtbot.mouseClick(page.start_button, LEFT)
    qtbot.waitUntil(lambda: not page.running, timeout=120_000)
    run = page.current
    assert run.status == "failed"
    assert page.status_label.text().startswith("失敗：")
    assert "broken on purpose" in page.status_label.text()  # the engine's own words
    assert "訓練失敗" in page.log_view.toPlainText()
    _shot(win, "training-failed_zh_TW.png")
    assert _english_left(page, [str(model)]) == ""


def test_history_form_problems_advice_and_export_in_zh_tw(zh_window, qtbot, tmp_path, monkeypatch):
    win = zh_window
    page = win.ctx.page("trainingPage")
    root = Path(os.environ["TPUGUI_RUNS"])
    past = write_run(root, "past-run", 20)
    qtbot.mouseClick(page.history.refresh_button, LEFT)
    qtbot.waitUntil(lambda: page.history.row_of(past) >= 0)
    table = page.findChild(QTableView, "runHistory")
    head = [table.model().headerData(c, Qt.Orientation.Horizontal) for c in range(3)]
    assert head == ["比較", "名稱", "狀態"]
    assert page.history.text(past, "status") == "已完成"
    assert page.history.text(past, "backend") == "torch"
    page.tabs.setCurrentIndex(1)
    page.history.select(past)
    qtbot.mouseClick(page.history.open_button, LEFT)
    qtbot.waitUntil(lambda: page.current is not None and page.current.path == str(past))
    assert page.status_label.text().startswith("已完成")
    assert "hello from the past" in page.log_view.toPlainText()  # an engine message, as written
    assert "警告" in page.log_view.toPlainText()  # ... behind the page's own level word
    _shot(win, "training-history_zh_TW.png")
    assert _english_left(page, ["past-run", str(past)]) == ""

    # a bad value: the problem line names the field by its Chinese label and its job key
    lr = page.findChild(QLineEdit, "train.learning_rate")
    lr.clear()
    qtbot.keyClicks(lr, "fast")
    assert page.form.problem_label.text().startswith("學習率（train.learning_rate）：")
    assert not page.start_button.isEnabled()
    assert page.start_button.toolTip() == "請先修正標成紅色的設定"
    lr.clear()
    qtbot.keyClicks(lr, "0.01")
    # a bad advanced value unfolds the advanced settings
    assert not page.form.advanced.isExpanded()
    page.ctx.model.set("train.seed", "x")
    assert page.form.advanced.isExpanded()
    page.ctx.model.set("train.seed", 0)

    # the Devices page's advice, its reason translated by the Devices page's phrasebook
    why = msg(N_("no GPU or TPU found: the CPU ({name})"), name="AMD EPYC")
    page.form.apply_recommendation("torch", "cpu", why, "default")
    assert page.form.advice_label.text() == (
        "「裝置」頁建議在 cpu 上使用 torch：找不到 GPU 或 TPU：使用 CPU（AMD EPYC）（已套用）"
    )
    # combo boxes show Chinese and keep the job value
    strategy = page.findChild(QComboBox, "model.strategy")
    assert strategy.currentData() == "default" and strategy.currentText() == "預設"
    schedule = page.findChild(QComboBox, "train.schedule")
    schedule.setCurrentIndex(schedule.findData("cosine"))
    assert schedule.currentText() == "cosine（餘弦衰減）"
    assert page.ctx.model.job.train.schedule == "cosine"

    # the export dialog in Chinese
    asked = []
    monkeypatch.setattr(
        "tpugui.qt.training.export_menu.QFileDialog.getSaveFileName",
        lambda *a: asked.append(a) or (str(tmp_path / "m.csv"), ""),
    )
    page.csv_action.trigger()  # Export ▸ CSV…
    assert asked[0][1] == "匯出 CSV" and asked[0][3] == "CSV 表格 (*.csv)"
    assert (tmp_path / "m.csv").exists()
    assert page.busy() == ""


def test_english_is_unchanged(qtbot, tmp_path, monkeypatch):
    """In English the same code shows the English sources (the templates filled in)."""
    monkeypatch.setenv("TPUGUI_RUNS", str(tmp_path / "runs"))
    i18n.set_language("en")
    from tpugui.qt.page import AppContext

    page = TrainingPage(AppContext())
    qtbot.addWidget(page)
    qtbot.waitUntil(lambda: not page.history._task.is_running())
    assert page.findChild(QComboBox, "train.schedule").currentText() == "constant"
    assert page.plots.epoch_plot.title == "Epoch loss"
    page.form.apply_recommendation("torch", "cpu", "no GPU here")
    assert (
        page.form.advice_label.text()
        == "Devices page recommends torch on cpu: no GPU here (applied)"
    )


def test_long_progress_text_is_never_cut(qtbot, tmp_path, monkeypatch):
    """A long run followed from elsewhere (a remote stream, simulated: we have no TPU VM here):
    "epoch 37/100 · step 1234/5000 · ETA 12:34:56" fits the bar, in English and in Chinese."""
    from tpugui.events import Emitter
    from tpugui.qt.page import AppContext

    monkeypatch.setenv("TPUGUI_RUNS", str(tmp_path / "runs"))
    for lang in ("en", "zh_TW"):
        i18n.set_language(lang)
        page = TrainingPage(AppContext())
        qtbot.addWidget(page)
        page.resize(900, 600)
        page.show()
        qtbot.waitUntil(lambda p=page: not p.history._task.is_running())
        sink = page.attach_stream("tpu-vm-1")
        em = Emitter([sink])
        em.emit("run_started", run_id="r", backend="torch_xla", device="xla:0", replicas=8,
                epochs=100, steps_per_epoch=5000, job={"name": "long-run"})  # fmt: skip
        for step in (1, 2, 184_234):
            em.emit("batch_end", epoch=37, step=step, logs={"loss": 1.0}, examples_per_sec=9e4)
        page.plots.tick()
        qtbot.wait(50)
        assert "ETA" in page.progress.text() or "剩餘" in page.progress.text()
        assert _fits(page.progress), (lang, page.progress.text(), page.progress.width())
        page.end_stream("stopped")
        page.shutdown()
    i18n.set_language("en")
