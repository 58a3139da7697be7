"""The Learn page: this machine's real numbers in the texts, the spec table, the how-to buttons
that change the job and open the right page, and texts present in both languages."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QComboBox, QPushButton, QSpinBox, QWidget

from tests.machines import MACHINES
from tpugui.devices.inventory import detect
from tpugui.devices.model import human_bytes
from tpugui.qt import i18n
from tpugui.qt.errors import manager
from tpugui.qt.i18n import LANGUAGES
from tpugui.qt.learn import facts as learn_facts
from tpugui.qt.learn import page as learn_page
from tpugui.qt.main_window import MainWindow


@pytest.fixture(scope="module", params=list(MACHINES), ids=list(MACHINES))
def machine(request):
    return MACHINES[request.param]


@pytest.fixture(scope="module")
def inventory(machine):
    """A captured CPU's inventory (tests/machines): the texts must read right on each kind of
    CPU, not only on the one the suite happens to run on (issue 23)."""
    return detect(machine.root)


@pytest.fixture
def window(qtbot, tmp_path):
    manager().install_hooks()
    win = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    win.confirm_close = False
    qtbot.addWidget(win)
    win.show()
    yield win
    win.close()
    manager().restore_hooks()


def _learn(win):
    win.show_page("learnPage")
    return win.ctx.pages["learnPage"]


def test_detecting_until_the_inventory_arrives_then_this_machines_numbers(
    window, inventory, machine
):
    window.ctx.inventory = None
    page = _learn(window)
    assert "detecting…" in page.text("cpu")
    # what the Devices page does when detection ends
    window.ctx.inventory = inventory
    window.ctx.inventory_changed.emit(inventory)
    cpu = inventory.device("cpu")
    text = page.text("cpu")
    assert "detecting…" not in text
    assert f"{machine.physical} physical cores, {machine.logical} logical cores" in text
    assert f"L2 {human_bytes(cpu.value('l2'))}, L3 {human_bytes(cpu.value('l3'))}" in text
    assert f"RAM {human_bytes(cpu.value('ram_total'))}" in text
    assert machine.model in text
    # the ISA list and the theoretical peak derived from it
    assert ", ".join(cpu.value("isa")) in text
    if machine.peak_fp32:
        assert f"{cpu.value('peak_fp32'):,.0f} GFLOP/s in float32" in text
    else:  # no clock (the Axion VM): said in words, no number made up
        assert "Its clock is not exposed" in text
        assert "no theoretical peak can be derived, because the clock is not exposed" in text
    if machine.peak_fp32 and not machine.peak_bf16:
        assert "It has no native bf16 arithmetic" in text
    if machine.max_ghz:
        assert f"Base clock {machine.base_ghz:.2f} GHz, up to {machine.max_ghz:.2f} GHz." in text
    elif machine.base_ghz:
        assert "its maximum clock is not exposed" in text
    if not machine.power and not machine.temperature:
        assert "Neither package power nor temperature is exposed here" in text
    else:
        assert "Package power" in text and "°C" in text
    # not measured yet: says where to measure instead of inventing a number
    assert "Memory bandwidth is not measured yet: press Bench on the Devices page." in text
    assert "Matrix multiplication is not measured yet" in text
    assert "not exposed on this machine" not in text  # never a placeholder inside a sentence
    # the tf.data how-to speaks of this machine's thread pool
    assert f"has {machine.logical} logical cores" in page.text("tf_data")


def test_tpu_text_uses_the_spec_table_and_compares_with_this_cpu(window, inventory, machine):
    window.ctx.inventory = inventory
    page = _learn(window)
    page.render()
    text = page.text("tpu")
    assert "no TPU was found here" in text  # this machine has none
    for gen in ("v2", "v3", "v4", "v5e", "v5p", "v6e", "7x"):
        assert re.search(rf"^{gen}\s", text, re.M), gen
    assert "197 TFLOP/s" in text and "2,307 TFLOP/s" in text and "819 GB/s" in text
    cpu = inventory.device("cpu")
    if machine.peak_bf16:
        ratio = 197_000 / cpu.value("peak_bf16")
        assert f"about {ratio:,.0f} times this CPU's theoretical bf16 peak" in text
    elif machine.peak_fp32:  # no bf16 (the EPYC): compared on the float32 peak, saying so
        ratio = 197_000 / cpu.value("peak_fp32")
        assert "no native bf16 arithmetic, so it is compared on its float32 peak" in text
        assert f"about {ratio:,.0f} times this CPU's theoretical" in text
    else:
        assert "This CPU's peak cannot be derived here" in text and "times this CPU" not in text
    assert "not exposed on this machine" not in text


def test_learn_texts_read_right_in_chinese_for_each_cpu(window, inventory, machine):
    window.ctx.inventory = inventory
    page = _learn(window)
    i18n.set_language("zh_TW")
    try:
        page = _learn(window)
        page.render()
        cpu, tpu = page.text("cpu"), page.text("tpu")
    finally:
        i18n.set_language("en")
    for text in (cpu, tpu):
        assert "本機未提供" not in text and "[[" not in text and "None" not in text
    assert f"{machine.physical} 個實體核心" in cpu
    assert "尚未實測記憶體頻寬" in cpu
    if machine.peak_bf16:
        assert "約為這顆 CPU 理論 bf16 峰值" in tpu
    elif machine.peak_fp32:
        ratio = 197_000 / inventory.device("cpu").value("peak_fp32")
        assert "沒有原生 bf16 運算" in tpu and f"{ratio:,.0f} 倍" in tpu
    else:
        assert "無法推算" in tpu
    # no English sentence left in the machine paragraphs
    for line in (cpu + tpu).splitlines():
        if line.startswith("▶"):
            assert not re.search(r"\b(the|is|not|and|this|its)\b", line), line


def test_gpu_text_without_a_gpu_says_so(window, inventory):
    window.ctx.inventory = inventory
    page = _learn(window)
    page.render()
    text = page.text("gpu")
    if inventory.device("gpu") is None:
        assert "No GPU was found here" in text
        # the spec-table reference GPU's numbers, marked (issue 16)
        assert "40 (reference T4; no GPU here)" in text  # SMs
        assert "2560 (reference T4; no GPU here)" in text  # CUDA cores
        assert "320 GB/s (reference T4; no GPU here)" in text
    assert "Recommended for training here: tensorflow on cpu" in text or inventory.device("gpu")


def test_a_detected_tpu_is_marked_in_the_table():
    """A recorded TPU VM inventory (we have no TPU): its generation's row is marked."""
    from tpugui.devices.inventory import Inventory
    from tpugui.devices.model import Device

    inv = Inventory(devices=[Device("tpu", "TPU v5 lite", 4, extra={"generation": "v5e"})])
    html = learn_facts.tpu_table(inv)
    row = next(r for r in html.split("<tr") if "<b>v5e</b>" in r)
    assert "this machine" in row and "fff4d6" in row
    assert "a TPU v5e with 4 chip(s)" in learn_facts.machine_facts(inv)["tpu_summary"]


def test_tf_data_button_applies_the_pipeline_and_opens_the_pipeline_page(window, qtbot):
    page = _learn(window)
    page.tabs.setCurrentIndex([t for t, _ in learn_page.topics()].index("tf_data"))
    button = page.findChild(QPushButton, "tfDataButton")
    assert button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    job = window.ctx.job
    assert job.pipeline.order == ["interleave", "map", "cache", "shuffle", "batch", "prefetch"]
    assert job.pipeline.prefetch == "autotune" and job.pipeline.cache == "memory"
    assert job.pipeline.shuffle_buffer == 10_000 and job.pipeline.autotune
    assert window.stack.currentWidget().widget().objectName() == "pipelinePage"
    pipeline = window.ctx.pages["pipelinePage"]
    assert pipeline.findChild(QSpinBox, "pipeline.shuffle_buffer").value() == 10_000
    assert window.isWindowModified()


def test_xla_button_sets_the_backend_and_opens_training(window, qtbot):
    page = _learn(window)
    page.tabs.setCurrentIndex([t for t, _ in learn_page.topics()].index("torch_xla"))
    qtbot.mouseClick(page.findChild(QPushButton, "torchXlaButton"), Qt.MouseButton.LeftButton)
    assert window.ctx.job.model.backend == "torch_xla"
    assert window.stack.currentWidget().widget().objectName() == "trainingPage"
    backend = window.ctx.pages["trainingPage"].findChild(QComboBox, "model.backend")
    assert "torch_xla" in (str(backend.currentData()), backend.currentText())


def test_jax_how_to_names_the_tpu_generations_and_its_button_sets_the_backend(window, qtbot):
    page = _learn(window)
    page.tabs.setCurrentIndex([t for t, _ in learn_page.topics()].index("jax"))
    text = page.text("jax")
    assert "jax.distributed.initialize()" in text and "NamedSharding" in text
    cells = [line.strip() for line in text.splitlines() if line.strip()]
    at = cells.index("TPU7x")  # a table row: JAX, PyTorch/XLA, TensorFlow
    assert cells[at + 1 : at + 4] == ["yes", "yes", "no"]  # TensorFlow does not support TPU7x
    qtbot.mouseClick(page.findChild(QPushButton, "jaxButton"), Qt.MouseButton.LeftButton)
    assert window.ctx.job.model.backend == "jax"
    assert window.stack.currentWidget().widget().objectName() == "trainingPage"
    backend = window.ctx.pages["trainingPage"].findChild(QComboBox, "model.backend")
    assert "jax" in (str(backend.currentData()), backend.currentText())


def test_colab_button_prepares_a_tpu_job(window, qtbot):
    page = _learn(window)
    page.tabs.setCurrentIndex([t for t, _ in learn_page.topics()].index("colab"))
    qtbot.mouseClick(page.findChild(QPushButton, "colabTpuButton"), Qt.MouseButton.LeftButton)
    job = window.ctx.job
    assert job.model.strategy == "tpu" and job.model.precision == "mixed_bfloat16"
    assert job.pipeline.batch_size == 1024 and job.pipeline.drop_remainder
    assert job.train.steps_per_execution == 32
    assert window.stack.currentWidget().widget().objectName() == "trainingPage"


def test_cloud_tpu_button_fills_the_remote_page(window, qtbot):
    page = _learn(window)
    page.tabs.setCurrentIndex([t for t, _ in learn_page.topics()].index("cloud_tpu"))
    qtbot.mouseClick(page.findChild(QPushButton, "cloudTpuButton"), Qt.MouseButton.LeftButton)
    job = window.ctx.job
    assert job.model.strategy == "tpu" and job.remote.python == "python3"
    assert window.stack.currentWidget().widget().objectName() == "remotePage"
    remote = window.ctx.pages["remotePage"]
    assert remote.findChild(QWidget, "remote.python").text() == "python3"
    assert "enter the VM's host" in window.log_dock.text()


def test_every_topic_has_both_languages_with_the_same_values_and_code():
    for topic, _title in learn_page.topics():
        texts = {lang: learn_page.topic_text(topic, lang) for lang in LANGUAGES}
        for lang in LANGUAGES:
            assert (learn_page.learn_dir() / lang / f"{topic}.html").exists(), (topic, lang)
        en, zh = texts["en"], texts["zh_TW"]
        assert learn_facts.placeholders(en) == learn_facts.placeholders(zh), topic
        # code stays code: identical <pre> blocks in both languages
        assert re.findall(r"<pre>.*?</pre>", en, re.S) == re.findall(r"<pre>.*?</pre>", zh, re.S)
        # every machine placeholder is one the facts provide
        known = set(learn_facts.machine_facts(None)) | {"tpu_table"}
        assert learn_facts.placeholders(en) <= known, topic
        assert re.search(r"[\u4e00-\u9fff]", zh), f"{topic}: the zh_TW text is not Chinese"


def test_retired_recipes_name_their_replacements():
    text = learn_page.topic_text("retired", "en")
    for old, new in (
        ("COLAB_TPU_ADDR", 'tpu="local"'),
        ("torch_xla-1.7", "torch_xla[tpu]==2.9.0"),
        ("tf.distribute.experimental.TPUStrategy", "tf.distribute.TPUStrategy(resolver)"),
        ("experimental_optimization.autotune", "options.autotune.enabled"),
        ("xm.xla_device()", "torch_xla.device()"),
        ("xm.mark_step()", "torch_xla.sync()"),
    ):
        row = next(r for r in text.split("<tr>") if old in r)
        assert new in row, old


def test_cloud_tpu_how_to_has_todays_runtime_versions_and_install_commands(window):
    """The commands come from the Remote page's own tables (frameworks.TPU_INSTALL,
    gcloud.RUNTIME_VERSIONS), in both languages."""
    page = _learn(window)
    page.render()
    for lang in LANGUAGES:
        text = learn_facts.fill(learn_page.topic_text("cloud_tpu", lang), learn_facts.spec_facts())
        for shown in (
            "pip install tensorflow-tpu -f https://storage.googleapis.com/libtpu-tf-releases/index.html",
            "pip install -U 'jax[tpu]' optax",
            "v2-alpha-tpuv6e", "v2-alpha-tpuv5-lite", "TPU_ZONE", "google_compute_engine",
        ):  # fmt: skip
            assert shown in text, (lang, shown)
    assert "v2-alpha-tpuv5" in page.text("cloud_tpu")


def test_a_cpu_without_a_clock_is_compared_on_what_bench_measured(qapp):
    """The Axion VM exposes no clock, so no peak; once Bench has measured a matmul there, the
    TPU comparison uses that measured figure and says so."""
    from tpugui.devices.bench import run_bench
    from tpugui.devices.inventory import merge_bench

    inv = detect(MACHINES["arm-neoverse-v2"].root)
    inv.bench = run_bench({}, budget_s=0.02, stream_elements=1 << 20)
    merge_bench(inv)
    facts = learn_facts.machine_facts(inv)
    matmul = inv.device("cpu").value("matmul_fp32")
    assert "compared on what Bench measured" in facts["v5e_compare_html"]
    assert f"{197_000 / matmul:,.0f}" in facts["v5e_compare_html"]
    assert "Measured memory bandwidth (STREAM triad)" in facts["cpu_bandwidth_html"]
