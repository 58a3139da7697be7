"""The Devices page in Traditional Chinese: no English left, core texts included.

The core (``tpugui.devices``) keeps English for the CLI and JSON; every text it makes is a
:class:`~tpugui.devices.text.Text` carrying its ``N_`` template and values (area ``devicetext``),
which the page renders through ``core_text`` (``device_text``). A template without a zh_TW
translation shows in English, so these tests fail on it. They fill the page, in zh_TW, with every kind of inventory we can build here: this machine
(detected and benched for real), and stand-ins for hardware the CI lacks (sysroot trees of TPU
VMs and GPU hosts, a recorded NVML, recorded framework-probe answers), then read every text a
person sees (labels, buttons, tooltips, table cells, the chart's summary) and fail on English
words. Names of things (CPU model strings, vendor ids, versions) are proper nouns and stay.
"""

from __future__ import annotations

import os

import pytest
from PySide6.QtWidgets import QTableWidget

from tests.devices.fakes import FakeNvml, add_pci, arm_host, tpu_host, xeon_host
from tests.machines import MACHINES
from tests.qt.test_i18n import _english_words, script, visible_texts
from tpugui.devices import pci
from tpugui.devices.bench import run_bench
from tpugui.devices.compare import comparison
from tpugui.devices.cpu import ML_FEATURES
from tpugui.devices.inventory import Inventory, detect, merge_bench, merge_probes
from tpugui.devices.text import Text, msg
from tpugui.i18n_marks import N_, Message
from tpugui.qt import i18n
from tpugui.qt.devices.page import DevicesPage
from tpugui.qt.devices.widgets import char_text, device_text
from tpugui.qt.page import AppContext

#: technical terms and names that stay in English on this page (beyond test_i18n's list)
TERMS = {"tensor", "tensorcore", "tensorcores", "libtpu", "pip", "install", "sysroot", "cpufreq",
         "google", "apple", "metal", "performance", "shaders", "nvidia-ml-py", "mps", "ghz", "mhz",
         "flops", "zen", "neoverse", "neon-dotprod", "true", "false"}  # fmt: skip


@pytest.fixture
def zh(qapp):
    i18n.set_language("zh_TW")
    yield
    i18n.set_language("en")


@pytest.fixture
def page(qtbot):
    p = DevicesPage(AppContext())
    p._started = True  # no detection of its own: each test shows the inventories it builds
    qtbot.addWidget(p)
    p.resize(1200, 800)
    p.show()
    yield p
    p.shutdown()


def _names(inv: Inventory) -> list[str]:
    """Proper nouns of this inventory: device names, vendor ids, packages and versions."""
    out = [d.name for d in inv.devices if not isinstance(d.name, Text)]  # NVML's, cpuinfo's
    for d in inv.devices:
        vendor = d.value("vendor")
        if vendor:
            out.append(str(vendor))
        temp = d.characteristics.get("temperature")
        if temp is not None and temp.note.startswith("thermal zone "):
            out.append(temp.note.removeprefix("thermal zone "))  # a /sys name: acpitz, ...
    out += [v for v in inv.frameworks.values() if v] + list(inv.frameworks)  # package names
    out += list(ML_FEATURES.values())  # instruction-set names: AVX-VNNI, NEON-DotProd, ...
    return sorted(out, key=len, reverse=True)


def _texts(page: DevicesPage) -> list[tuple[str, str]]:
    texts = visible_texts(page)
    for table in page.findChildren(QTableWidget):
        for r in range(table.rowCount()):
            for c in range(table.columnCount()):
                item = table.item(r, c)
                if item is not None:
                    texts.append((f"{table.objectName()}[{r},{c}]", item.text()))
                    texts.append((f"{table.objectName()}[{r},{c}] tip", item.toolTip()))
    texts.append(("chart", page.chart.summary()))
    for key, bars in page.chart.bars.items():  # painted next to each bar
        texts += [(f"chart {key} detail", device_text(b.detail)) for b in bars]
    return texts


def _english_left(page: DevicesPage, inv: Inventory) -> str:
    page.show_inventory(inv)
    names = _names(inv)
    problems = []
    for where, text in _texts(page):
        for name in names:
            text = text.replace(name, " ")
        words = [w for w in _english_words(text) if w.lower() not in TERMS]
        if words:
            problems.append(f"{where}: {text!r} (English: {', '.join(sorted(set(words)))})")
    return "\n".join(sorted(set(problems)))


def _tpu_inventories(tmp_path) -> list[Inventory]:
    v5e = tpu_host(xeon_host(tmp_path / "v5e"), "v5e", 8)
    v4 = tpu_host(tmp_path / "v4", "v4", 4, dev_files=False)
    add_pci(v4, "0000:00:1f.0", 0x1AE0, 0x0099)  # a Google device we do not know
    tpu7 = tpu_host(tmp_path / "tpu7x", "7x", 4)
    return [
        detect(str(v5e), env={"TPU_ACCELERATOR_TYPE": "v5litepod-8", "TPU_NAME": "my-tpu"}),
        detect(
            str(v4),
            env={
                "TPU_ACCELERATOR_TYPE": "v4-32",
                "TPU_WORKER_ID": "1",
                "TPU_WORKER_HOSTNAMES": "10.0.0.2,10.0.0.3,10.0.0.4,10.0.0.5",
                "COLAB_TPU_ADDR": "10.0.0.2:8470",
            },
        ),  # fmt: skip
        detect(str(tpu7), env={"TPU_NAME": "x"}),
    ]


def _gpu_inventories(tmp_path) -> list[Inventory]:
    root = arm_host(tmp_path / "pci-gpus")
    add_pci(root, "0000:01:00.0", pci.NVIDIA_VENDOR, 0x2330, pci_class=0x030200)
    add_pci(root, "0000:02:00.0", pci.AMD_VENDOR, 0x740F, pci_class=0x038000)
    return [
        detect(nvml=FakeNvml(count=2), env={}),
        detect(nvml=FakeNvml(count=1, unsupported=("cores", "bus", "power")), env={}),
        detect(str(root)),  # on the PCI bus, no NVML (a sysroot), AMD without /dev/kfd
        detect(nvml=FakeNvml(fail_init=True), env={}),
    ]


def _probed(inv: Inventory) -> Inventory:
    """Recorded framework answers (we have no Apple GPU, no TPU runtime here), with the
    messages :func:`tpugui.devices.probe.run_python` makes."""
    inv.frameworks = {**inv.frameworks, "tensorflow": "2.21.0", "torch": "2.13.0", "jax": "0.7"}
    inv.probes = {
        "tensorflow": {"status": msg(N_("no answer")), "seconds": 1.0,
                       "error": msg(N_("no answer within {seconds} s; the probe was stopped"),
                                    seconds="1")},
        "torch": {"status": msg(N_("ok")), "seconds": 2.1,
                  "result": {"mps": True, "cuda_devices": [], "hip": None}},
        "jax": {"status": msg(N_("failed")), "seconds": 0.4,
                "error": msg(N_("exit code {code}, no answer printed"), code=1)},
        "torch_xla": {"status": msg(N_("cancelled")), "seconds": 0.1,
                      "error": msg(N_("stopped by the user"))},
    }  # fmt: skip
    merge_probes(inv)
    return inv


def test_this_machine_benched_shows_no_english(zh, page):
    inv = detect()
    inv.bench = run_bench({}, budget_s=0.02, stream_elements=1 << 20)
    merge_bench(inv)
    merge_bench(inv)  # a second, slower figure for the same key: a "; ..." note part
    assert inv.device("cpu").characteristics["matmul_fp32"].source == "measured"
    assert _english_left(page, inv) == ""
    page.reference_combo.setCurrentIndex(page.reference_combo.findData("7x"))
    assert "沒有 TPU" in page.cards["tpu"].notes.text()  # the absent TPU, in Chinese
    assert _english_left(page, inv) == ""


def test_tpu_hosts_show_no_english(zh, page, tmp_path):
    for inv in _tpu_inventories(tmp_path):
        assert _english_left(page, _probed(inv)) == "", inv.device("tpu").name


def test_gpu_and_other_hosts_show_no_english(zh, page, tmp_path):
    for inv in _gpu_inventories(tmp_path) + [detect(str(xeon_host(tmp_path / "xeon")))]:
        assert _english_left(page, inv) == "", [d.name for d in inv.devices]


@pytest.mark.parametrize("name", list(MACHINES))
def test_captured_cpus_show_no_english(zh, page, name):
    """Each captured CPU (tests/machines): what it lacks (bf16, a clock, sensors) is said in
    Chinese too."""
    inv = detect(MACHINES[name].root)
    assert _english_left(page, inv) == "", name


def test_core_texts_translate_with_their_values(zh, tmp_path):
    tpu = _tpu_inventories(tmp_path)[1].device("tpu")
    assert device_text(tpu.characteristics["replicas"].note) == "4 顆晶片 × 1"
    assert (
        device_text(tpu.characteristics["mxus_per_core"].label)
        == "每個 TensorCore 的 MXU 數（128x128 脈動陣列）"
    )
    v5e = _tpu_inventories(tmp_path / "again")[0].recommendation
    assert v5e.batch_rule == (
        "global batch = 128 per TPU core x 8 replica(s) = 1024; keep it "
        "divisible by 8; static shapes: drop_remainder=True"
    )  # the CLI's
    assert device_text(v5e.batch_rule) == (
        "全域批次 = 每個 TPU 核心 128 筆 × 8 個副本 = 1024；須能被 8 整除；"
        "固定形狀：drop_remainder=True")  # fmt: skip
    cpu = detect(str(xeon_host(tmp_path / "xeon"))).device("cpu")
    assert device_text(cpu.characteristics["l1d"].note) == "每個核心一份，共 2 份"
    assert device_text(cpu.characteristics["l3"].note) == "4 個邏輯 CPU 共用，共 1 份"
    assert char_text(cpu.characteristics["amx"]) == "是"
    # data (a model name, an error text) is shown as written, braces and all
    for data in ("some text the core will write one day", "odd {brace} text", ""):
        assert device_text(data) == data


def test_json_read_back_translates_whole_phrases(zh, tmp_path):
    """Another machine's ``detect --json`` holds English only: labels, aspects and fixed notes
    are found as whole phrases; texts with values stay as written."""
    inv = Inventory.from_json(detect(str(xeon_host(tmp_path / "xeon"))).dumps())
    cpu = inv.device("cpu")
    assert not isinstance(cpu.characteristics["logical_cores"].label, Text)
    assert device_text(cpu.characteristics["logical_cores"].label) == i18n.tr(
        "Logical cores (threads)") != "Logical cores (threads)"  # fmt: skip
    assert device_text(cpu.characteristics["architecture"].note) == i18n.tr(
        "runs any program: Python, the input pipeline, the OS")  # fmt: skip
    assert device_text(cpu.characteristics["l3"].note) == "shared by 4 logical CPUs, x1"


def _templates(message: Message):
    yield message.template
    for value in message.args.values():
        if isinstance(value, Message):
            yield from _templates(value)


def _core_texts(inv: Inventory):
    for d in inv.devices:
        yield d.name
        for c in d.characteristics.values():
            yield from (c.label, c.aspect, c.note, c.unit)
            yield from (c.value if isinstance(c.value, list) else [c.value])
        yield from d.notes
    yield from inv.notes
    yield from (inv.recommendation.reason, inv.recommendation.batch_rule)
    for res in inv.probes.values():
        yield from (res.get("status"), res.get("error"))
    for bars in comparison(inv).values():
        yield from (t for b in bars for t in (b.label, b.detail))


def test_every_template_the_core_makes_is_marked_and_translated(tmp_path):
    """Each message of every inventory built here uses N_ templates with a finished zh_TW
    translation in the devicetext area (a new core text without one fails here)."""
    ts = script.read_ts(script.ts_path("devicetext"))
    done = {src for (_ctx, src), m in ts.items() if m.finished and m.translation.strip()}
    assert script.untranslated("devicetext") == []
    invs = _tpu_inventories(tmp_path) + _gpu_inventories(tmp_path)
    invs = [_probed(inv) for inv in invs]
    templates = {
        t for inv in invs for x in _core_texts(inv) if isinstance(x, Text)
        for t in _templates(x.message)
    }  # fmt: skip
    assert len(templates) > 100
    assert sorted(templates - done - {"{text}"}) == []


def test_a_text_keeps_the_english_for_the_cli_and_json(qapp):
    i18n.set_language("en")
    note = msg(N_("{who}, x{count}"), who=msg(N_("shared by {n} logical CPUs"), n=4), count=1)
    assert note == "shared by 4 logical CPUs, x1" and str(note) is note
    assert note.message.args["who"] == Message(N_("shared by {n} logical CPUs"), {"n": 4})
    assert device_text(note) == note
    import copy
    import json
    import pickle

    assert json.dumps({"note": note}) == '{"note": "shared by 4 logical CPUs, x1"}'
    for again in (pickle.loads(pickle.dumps(note)), copy.deepcopy(note)):
        assert again == note and again.message == note.message


def test_an_untranslated_template_shows_in_english(zh):
    """What the page tests catch: a template the .ts lacks renders English words."""
    assert _english_words(device_text(msg("a new note about {thing}", thing="x")))


def test_zh_tw_screenshots_with_a_tpu(zh, page, qtbot, tmp_path):
    inv = _tpu_inventories(tmp_path)[0]
    page.show_inventory(inv)
    qtbot.wait(50)
    shots = os.environ.get("TPUGUI_SHOT_DIR")
    if shots:
        page.grab().save(os.path.join(shots, "devices_tpu_zh_TW.png"))
    # the card heading and the recommendation are Chinese, the TPU row labels too
    assert "v5litepod-8" in page.cards["tpu"].heading.text()
    assert "推薦設定" in page.recommendation.text()
    assert page.cards["tpu"].value_text("chips") == "8"
