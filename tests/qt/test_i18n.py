"""Translations: every tr() literal has a zh_TW translation, the .qm files are fresh, the window
shows no English in zh_TW, and the language switches without a restart.

To translate another area (devices, training): wrap its strings in tr(), run
``python scripts/i18n.py update AREA``, translate the .ts (Qt Linguist or ``apply --table``),
``python scripts/i18n.py compile AREA``, and add the area to AREAS_DONE below.
"""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QTableView,
    QTableWidget,
    QTabWidget,
    QTreeWidget,
    QWidget,
)

from tpugui.qt import i18n

ROOT = Path(__file__).resolve().parents[2]

#: areas whose strings are all translated; the runtime check covers their pages
AREAS_DONE = ["core", "learn", "pipeline", "remote", "devices", "coretext", "training"]
#: page objectName per area (core has no page of its own: the window, menus, log dock)
AREA_PAGES = {
    "learn": "learnPage",
    "pipeline": "pipelinePage",
    "remote": "remotePage",
    "devices": "devicesPage",
    "training": "trainingPage",
}


def _load_script():
    spec = importlib.util.spec_from_file_location("tpugui_i18n_script", ROOT / "scripts/i18n.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


script = _load_script()


# -- the sources and the .ts files -------------------------------------------------------------
def test_every_module_that_marks_text_is_in_an_area():
    """A module with ``N_("...")`` or ``tr("...")`` text that no area reads would show English
    in zh_TW with no check noticing (a module moved into a new package, say)."""
    read = {f.resolve() for area in script.AREAS for f in script.area_files(area)}
    marked = [
        p
        for p in (ROOT / "tpugui").rglob("*.py")
        if ('N_("' in (t := p.read_text(encoding="utf-8")) or 'tr("' in t)
        and p.name not in ("i18n_marks.py", "i18n.py")
    ]  # fmt: skip (their docs' examples)
    assert [str(p.relative_to(ROOT)) for p in marked if p.resolve() not in read] == []


@pytest.mark.parametrize("area", AREAS_DONE)
def test_every_tr_literal_has_a_finished_translation(area):
    assert script.area_files(area), f"no source files for area {area}"
    missing = script.untranslated(area)
    assert not missing, (
        f"{len(missing)} messages of area {area!r} lack a zh_TW translation; run "
        f"`python scripts/i18n.py update {area}`, translate, then `compile`:\n" + "\n".join(missing)
    )


def test_translations_keep_placeholders_and_mnemonics():
    """A translation must keep every {placeholder} (else .format raises) and the & mnemonic."""
    bad = []
    for ts in sorted(script.I18N.glob("*_zh_TW.ts")):
        for msg in script.read_ts(ts).values():
            if not msg.finished or msg.vanished:
                continue
            if set(re.findall(r"\{\w*\}", msg.source)) != set(
                re.findall(r"\{\w*\}", msg.translation)
            ):
                bad.append(f"{ts.name}: placeholders differ: {msg.source!r}")
            if re.search(r"&\w", msg.source) and not re.search(r"&\w", msg.translation):
                bad.append(f"{ts.name}: lost the & mnemonic: {msg.source!r}")
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("ts", sorted(p.name for p in script.I18N.glob("*.ts")))
def test_committed_qm_matches_its_ts(ts, tmp_path):
    """The committed .qm is exactly what lrelease makes of the .ts (never stale)."""
    ts_path = script.I18N / ts
    committed = ts_path.with_suffix(".qm")
    assert committed.exists(), f"{committed.name} missing: run `python scripts/i18n.py compile`"
    fresh = tmp_path / committed.name
    script.compile_ts(ts_path, fresh)
    assert fresh.read_bytes() == committed.read_bytes(), (
        f"{committed.name} is stale: run `python scripts/i18n.py compile`"
    )


def test_extract_finds_literals_and_flags_built_strings(tmp_path):
    src = tmp_path / "demo_page.py"
    src.write_text(
        "from tpugui.qt.i18n import tr, tr_noop\n"
        "NAMES = [tr_noop('memory')]\n"
        "class P:\n"
        "    def f(self, n):\n"
        "        a = tr('Start')\n"
        "        b = tr('Epoch {epoch} of {epochs}').format(epoch=1, epochs=n)\n"
        "        c = self.tr('Own context')\n"
        "        d = tr(f'Epoch {n}')\n"
        "        e = tr(NAMES[0])\n"
        "        g = tr('a ' 'b')\n",
        encoding="utf-8",
    )
    messages, problems = script.extract([src])
    assert set(messages) == {
        ("tpugui", "memory"),
        ("tpugui", "Start"),
        ("tpugui", "Epoch {epoch} of {epochs}"),
        ("P", "Own context"),
        ("tpugui", "a b"),
    }
    assert messages[("tpugui", "Start")].locations == [(src.name, 5)]
    assert [p.line for p in problems] == [8]  # the f-string; tr(NAMES[0]) is fine


def test_update_keeps_adds_and_drops(tmp_path, monkeypatch):
    src = tmp_path / "tpugui" / "qt" / "x_page.py"
    src.parent.mkdir(parents=True)
    src.write_text("tr('Keep')\ntr('Old')\n", encoding="utf-8")
    monkeypatch.setattr(script, "ROOT", tmp_path)
    monkeypatch.setattr(script, "I18N", tmp_path / "i18n")
    monkeypatch.setitem(script.AREAS, "x", ["tpugui/qt/x_*.py"])
    assert script.update("x") == (2, 2, 0)
    assert script.apply("x", {"Keep": "保留", "Old": "舊的"}) == 2
    src.write_text("tr('Keep')\ntr('New')\n", encoding="utf-8")
    assert script.update("x") == (2, 1, 1)
    ts = script.read_ts(script.ts_path("x"))
    assert ts[("tpugui", "Keep")].translation == "保留" and ts[("tpugui", "Keep")].finished
    assert not ts[("tpugui", "New")].finished
    assert ("tpugui", "Old") not in ts
    assert script.untranslated("x") == ["tpugui/qt/x_page.py:2: unfinished: 'New'"]
    assert script.main(["check", "x"]) == 1
    script.compile_ts(script.ts_path("x"), tmp_path / "x.qm")
    assert (tmp_path / "x.qm").stat().st_size > 0


# -- choosing the language ---------------------------------------------------------------------
def test_preferred_language_env_setting_system(tmp_path, monkeypatch, qapp):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    monkeypatch.delenv("TPUGUI_LANG", raising=False)
    assert i18n.preferred_language(settings) == i18n.system_language()
    i18n.save_language_setting("zh_TW", settings)
    assert i18n.preferred_language(settings) == "zh_TW"
    monkeypatch.setenv("TPUGUI_LANG", "en")
    assert i18n.preferred_language(settings) == "en"
    monkeypatch.setenv("TPUGUI_LANG", "zh-TW")
    assert i18n.preferred_language(settings) == "zh_TW"
    with pytest.raises(ValueError, match="ui/language"):
        i18n.save_language_setting("klingon", settings)
    assert i18n.normalize("fr_FR") is None


def test_tr_follows_the_installed_language(qapp):
    try:
        assert i18n.set_language("zh_TW") == "zh_TW"
        assert i18n.current_language() == "zh_TW"
        assert i18n.tr("&File") == "檔案(&F)"
        assert i18n.tr("Opened {path}").format(path="/a") == "已開啟 /a"
        assert i18n.tr("no such message") == "no such message"
    finally:
        i18n.set_language("en")
    assert i18n.tr("&File") == "&File"


# -- the window in zh_TW -----------------------------------------------------------------------
#: words that stay in English in a zh_TW interface: names and technical terms
ALLOWED = {
    w.lower()
    for w in """
    tpugui CPU CPUs GPU GPUs TPU TPUs TensorFlow PyTorch XLA torch_xla tf data AUTOTUNE bf16 int8
    fp8 fp16 fp32 Keras JAX NumPy numpy Python TOML JSON JSONL CSV SSH VM Cloud Colab HBM MXU
    GiB GB MB KiB MiB TB TFLOP FLOP GFLOP s ms us x tensorflow torch cpu gpu tpu cuda xla
    TFRecord TFRecords digits MNIST CNN MLP ReLU Adam SGD AdamW gcloud ssh sshd ProxyJump
    Linux AVX AVX2 AVX512 FMA SSE NEON L1 L2 L3 RAM DDR PCIe NVLink NVIDIA CUDA ROCm AMD Intel
    TPUStrategy TPUClusterResolver MpDeviceLoader PJRT_DEVICE TPU_NAME TPU_ACCELERATOR_TYPE
    interleave cache repeat prefetch shuffle batch map prefetch_to_device lite v2 v3 v4 v5e
    v5p v6e TPU7x TensorBoard COLAB_TPU_ADDR dtype bfloat16 float32 float16 int ID OK ok
    Google SDK MirroredStrategy Mesh NamedSharding optax orbax Datasets TFDS Parquet pyarrow
    DistributedDataParallel MultiWorkerMirroredStrategy DistributedSampler
    """.split()
}


def _job_values() -> set[str]:
    """Every enum value a job may hold (``synthetic``, ``standardize``, ``function``...): these
    are what the TOML file says, so the forms show them (with a translation beside them)."""
    import typing

    from tpugui.job import Job

    out: set[str] = set()

    def walk(tp) -> None:  # noqa: ANN001
        if typing.get_origin(tp) is typing.Literal:
            out.update(str(v).lower() for v in typing.get_args(tp))
        for arg in typing.get_args(tp):
            walk(arg)

    for section in Job.model_fields.values():
        for field in getattr(section.annotation, "model_fields", {}).values():
            walk(field.annotation)
    return out


ALLOWED |= _job_values() | {"png", "jpeg", "raw", "npz", "memory", "epoch", "scikit-learn"}
# terms of the Cloud TPU docs that Taiwanese material keeps in English
ALLOWED |= {"pod", "worker", "workers", "ssh-agent", "slice"}
ALLOWED |= {"sigint", "sigterm", "sigkill"}  # signal names are the same in every language
ALLOWED |= {"r", "gs", "beta"}  # R² and Beta 1, 2 as statistics writes them; gs:// buckets
ALLOWED |= {"softmax", "sigmoid"}  # the functions' names, as Taiwanese ML texts keep them
ALLOWED |= {"torchtpu"}  # a product's name (Google's PyTorch backend for TPUs)
ALLOWED |= {"torchinductor"}  # torch.compile's compiler, a product's name
ALLOWED |= {
    "flops",
    "mflops",
    "gflops",
    "tflops",
    "mfu",
}  # FLOPs and MFU (model FLOPs utilization), as the field writes them
ALLOWED |= {"sweep", "tune", "faster", "optuna-dashboard"}  # commands as typed (tpugui tune faster)
# package names as pip lists them, and names of products and makers (NVIDIA's "Tensor 核心",
# Apple's MPS) as Taiwanese material writes them
ALLOWED |= {"jaxlib", "libtpu", "tensor", "apple"}
ALLOWED |= {"storage"}  # Cloud Storage, a product's name Google's Taiwanese docs keep


def _english_words(text: str) -> list[str]:
    """The English words of a translated ``text``; its data (the machine's or the user's words,
    marked with ``i18n.data`` where the text is made) is not English and is not read."""
    from tpugui.qt.i18n import without_data

    text = without_data(text).replace(
        "\u200b", ""
    )  # break opportunities in long names (TPU_WORKER_HOSTNAMES)
    text = re.sub(r"<[^>]+>", " ", text)  # HTML tags
    text = re.sub(r"&(amp|lt|gt|nbsp|quot);", " ", text)
    text = re.sub(r"\(&\w\)|&", "", text)  # mnemonics
    text = re.sub(r"(?:[\w.~-]*/[\w./~-]+)", " ", text)  # paths, URLs
    bad = []
    for word in re.findall(r"[A-Za-z][A-Za-z0-9_.\-+]*", text):
        w = word.strip(".-+")
        if not w or w.lower() in ALLOWED:
            continue
        if "_" in w or "." in w or any(c.isdigit() for c in w):
            continue  # job keys (batch_size), code (tf.data, xm.optimizer_step), versions
        if w.isupper() and len(w) <= 6:
            continue  # acronyms
        if len(w) == 1:
            continue  # units, variable names
        bad.append(w)
    return bad


def visible_texts(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) for every text a person reads in ``root``: the runtime translation check."""
    out: list[tuple[str, str]] = []

    def add(widget: QWidget, kind: str, text: str) -> None:
        if text and text.strip():
            out.append((f"{type(widget).__name__}#{widget.objectName()} {kind}", text))

    for w in [root, *root.findChildren(QWidget)]:
        if w.property("i18n_core_text"):
            continue  # text made by the Qt-free core (advice), which has no translations yet
        if w.isWindow():
            add(w, "title", w.windowTitle())
        add(w, "tooltip", w.toolTip())
        add(w, "accessibleName", w.accessibleName())
        if isinstance(w, QLabel):
            add(w, "text", w.text())
        elif isinstance(w, QAbstractButton):
            add(w, "text", w.text())
        elif isinstance(w, QGroupBox):
            add(w, "title", w.title())
        elif isinstance(w, QLineEdit):
            add(w, "placeholder", w.placeholderText())
        elif isinstance(w, QComboBox) and not w.isEditable():
            for i in range(w.count()):
                add(w, f"item {i}", w.itemText(i))
        elif isinstance(w, QTabWidget):
            for i in range(w.count()):
                add(w, f"tab {i}", w.tabText(i))
                add(w, f"tab tooltip {i}", w.tabToolTip(i))
        elif isinstance(w, QListWidget) and w.objectName() == "pageList":
            for i in range(w.count()):
                add(w, f"item {i}", w.item(i).text())
        elif isinstance(w, QTableWidget):
            for i in range(w.columnCount()):
                item = w.horizontalHeaderItem(i)
                if item is not None:
                    add(w, f"header {i}", item.text())
        elif isinstance(w, QTableView) and w.model() is not None:  # a model's headers
            model = w.model()
            for i in range(model.columnCount()):
                add(w, f"header {i}", str(model.headerData(i, Qt.Orientation.Horizontal) or ""))
        elif isinstance(w, QTreeWidget):
            header = w.headerItem()
            for i in range(w.columnCount()):
                add(w, f"header {i}", header.text(i))
        elif isinstance(w, QMenu):
            add(w, "title", w.title())
        for action in w.actions():
            add(w, f"action {action.objectName()}", action.text())
            add(w, f"action tip {action.objectName()}", action.toolTip())
    return out


def untranslated_texts(root: QWidget) -> list[str]:
    found = []
    for where, text in visible_texts(root):
        words = _english_words(text)
        if words:
            found.append(f"{where}: {text!r} (English: {', '.join(sorted(set(words)))})")
    return sorted(set(found))


def test_english_word_detector():
    assert _english_words("批次大小 batch_size：32") == []
    assert _english_words("用 tf.data 的 AUTOTUNE 在 TPU v5e 上") == []
    assert _english_words("檔案(&F)") == []
    assert _english_words("Start training") == ["Start", "training"]
    assert _english_words("開啟 /tmp/job.toml") == []


@pytest.fixture
def zh_window(qtbot, tmp_path, monkeypatch):
    from tpugui.qt.errors import manager
    from tpugui.qt.main_window import MainWindow

    monkeypatch.setenv("TPUGUI_LANG", "zh_TW")
    i18n.set_language(i18n.preferred_language())
    manager().install_hooks()
    win = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    win.confirm_close = False
    qtbot.addWidget(win)
    win.show()
    yield win
    win.close()
    manager().restore_hooks()
    i18n.set_language("en")


def test_zh_TW_window_shows_no_english(zh_window):  # noqa: N802
    win = zh_window
    from tpugui.job import demo_job

    win.set_job(demo_job(), None)
    problems = []
    for area in AREAS_DONE:
        name = AREA_PAGES.get(area)
        if name is None or name not in win.ctx.pages:
            continue
        win.show_page(name)
        problems += untranslated_texts(win.ctx.pages[name])
    problems += _chrome_problems(win)  # menus, page list, log dock, status bar
    assert not problems, "English left in zh_TW:\n" + "\n".join(problems)


def _chrome_problems(win) -> list[str]:
    """Menus, the page list, the log dock and the status bar."""
    texts: list[tuple[str, str]] = []
    for menu in win.menuBar().findChildren(QMenu):
        texts.append((f"menu {menu.objectName()}", menu.title()))
        for action in menu.actions():
            if action.menu() is win.recent_menu or action.objectName().startswith("language_"):
                continue  # file paths; language names are written in their own language
            texts.append((f"action {action.objectName()}", action.text()))
    for i in range(win.nav.count()):
        texts.append(("pageList", win.nav.item(i).text()))
    texts += visible_texts(win.log_dock)
    texts.append(("statusBar", win.statusBar().currentMessage()))
    texts.append(("windowTitle", win.windowTitle().replace(win.ctx.job.name, "")))
    out = []
    for where, text in texts:
        if _english_words(text):
            out.append(f"{where}: {text!r}")
    return out


def test_language_switches_without_restart(qtbot, tmp_path, monkeypatch):
    from tpugui.qt.errors import manager
    from tpugui.qt.main_window import MainWindow

    monkeypatch.delenv("TPUGUI_LANG", raising=False)
    i18n.set_language("en")
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    manager().install_hooks()
    win = MainWindow(settings)
    win.confirm_close = False
    qtbot.addWidget(win)
    win.show()
    try:
        win.show_page("pipelinePage")
        page = win.ctx.pages["pipelinePage"]
        spin = page.findChild(QWidget, "pipeline.batch_size")
        spin.setValue(48)  # an edit not yet saved must survive the rebuild
        assert win.nav.item(0).text() == "Devices"
        # as a person would: View > Language > 繁體中文
        win.language_actions["zh_TW"].trigger()
        assert i18n.current_language() == "zh_TW"
        assert settings.value("ui/language") == "zh_TW"
        assert win.nav.item(0).text() == "裝置"
        assert win.menuBar().actions()[0].text() == "檔案(&F)"
        assert win.log_dock.windowTitle() == "記錄"
        new_page = win.ctx.pages["pipelinePage"]
        assert new_page is not page  # rebuilt in Chinese, from the job
        assert new_page.findChild(QWidget, "pipeline.batch_size").value() == 48
        assert win.stack.widget(win._specs["pipelinePage"][0]).widget() is new_page
        qtbot.waitUntil(lambda: _deleted(page))
        # a busy page waits: simulated busy state (a real training would take seconds)
        remote = win.ctx.pages["remotePage"]
        monkeypatch.setattr(type(remote), "busy", lambda self: "A remote run is attached")
        win.language_actions["en"].trigger()
        assert win.ctx.pages["remotePage"] is remote
        assert any("switches language" in t.note.message for t in win.toasts.toasts())
        monkeypatch.setattr(type(remote), "busy", lambda self: "")
        qtbot.waitUntil(lambda: win.ctx.pages["remotePage"] is not remote, timeout=3000)
        assert win.nav.item(0).text() == "Devices"
    finally:
        win.close()
        manager().restore_hooks()
        i18n.set_language("en")


def _deleted(widget) -> bool:
    from shiboken6 import isValid

    return not isValid(widget)


def test_settings_dialog_switches_language(qtbot, tmp_path, monkeypatch):
    from tpugui.qt.errors import manager
    from tpugui.qt.main_window import MainWindow
    from tpugui.qt.settings_dialog import SettingsDialog

    monkeypatch.delenv("TPUGUI_LANG", raising=False)
    i18n.set_language("en")
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    manager().install_hooks()
    win = MainWindow(settings)
    win.confirm_close = False
    qtbot.addWidget(win)
    win.show()
    try:
        win.settings_action.trigger()
        dialog = win.findChild(SettingsDialog, "settingsDialog")
        assert dialog is not None and dialog.isVisible()
        combo = dialog.findChild(QComboBox, "language")
        combo.setCurrentIndex(combo.findData("zh_TW"))
        qtbot.mouseClick(dialog.findChild(QAbstractButton, "okButton"), Qt.MouseButton.LeftButton)
        assert i18n.current_language() == "zh_TW"
        assert settings.value("ui/language") == "zh_TW"
        assert win.language_actions["zh_TW"].isChecked()
        assert win.settings_action.text() == "設定(&T)…"
    finally:
        win.close()
        manager().restore_hooks()
        i18n.set_language("en")
