"""Backends as plug-ins (tpugui.backends): one descriptor per framework, read by everything
that used to keep its own table of backends."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import typing
from pathlib import Path

import pytest

from tpugui import backends
from tpugui.backends import Backend
from tpugui.cli import train as train_cli
from tpugui.devices import frameworks as installed_frameworks
from tpugui.job import BACKENDS, Job
from tpugui.remote import frameworks as tpu_install
from tpugui.runner import pythons
from tpugui.training import engine


def test_the_registry_is_the_schemas_list_of_backends():
    assert backends.names() == BACKENDS
    field = Job.model_fields["model"].annotation.model_fields["backend"].annotation
    assert typing.get_args(field) == BACKENDS
    for b in backends.all_backends():
        assert backends.get(b.name) is b and b.label and b.module and b.distributions


@pytest.mark.parametrize("name", BACKENDS)
def test_is_available_says_what_find_spec_says(name):
    b = backends.get(name)
    assert b.is_available() is (importlib.util.find_spec(b.module) is not None)


@pytest.mark.parametrize("module", ["no_such_framework_here", "", ".relative", "tpugui.nope.x"])
def test_is_available_never_raises(module):
    b = Backend(name="x", label="X", module=module, distributions=("x",), trainer="x:y")
    assert b.is_available() is False


def test_the_descriptors_import_no_framework():
    code = (
        "import sys, tpugui.backends as b; b.all_backends(); "
        "print(sorted(m for m in ('tensorflow', 'torch', 'jax', 'torch_xla', 'keras') "
        "if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, timeout=60).stdout  # fmt: skip
    assert out.strip() == "[]"


@pytest.mark.parametrize("name", BACKENDS)
def test_each_trainer_is_found_through_its_descriptor(name):
    fn = backends.get(name).trainer_function()
    assert callable(fn) and fn.__name__ == "train"
    assert fn.__module__ == backends.get(name).trainer.split(":")[0]
    b = backends.get(name)
    for hook in (b.warm_up, *(f"{b.launcher}:{f}" for f in LAUNCHER if b.launcher)):
        if hook:  # found without importing a framework (they import it inside)
            assert callable(b.hook(hook)), hook


#: what a descriptor's ``launcher`` module holds
LAUNCHER = ("plan", "check_plan", "run_launched")


def test_the_tables_that_were_spread_read_the_descriptors():
    for b in backends.all_backends():
        assert train_cli.WARM_IMPORTS[b.name] == b.warm_imports
        assert pythons.FRAMEWORKS[b.name] == b.distributions
        assert installed_frameworks.FRAMEWORKS[b.name] == b.distributions
        for companion in b.companions:
            assert companion in installed_frameworks.FRAMEWORKS
        if b.tpu_install:
            assert tpu_install.TPU_INSTALL[b.name] == list(b.tpu_install)
            assert tpu_install.LABELS[b.name] == b.label
    assert "torch" not in tpu_install.TPU_INSTALL  # no TPU install of its own: torch_xla's


def _problems(job: Job, installed) -> dict[str, str]:
    from tpugui.job import JobError

    try:
        engine.check(job, installed=installed, machine=False)
    except JobError as exc:
        return {key: str(msg) for key, msg in exc.details}
    return {}


def test_the_engine_checks_a_backend_by_its_traits():
    """What a backend needs (JAX: tf.data) and whether it splits the CPU come from its
    descriptor, not from the engine's own if/elif."""
    jax_job = Job.model_validate({"model": {"backend": "jax"}})
    no_tf = _problems(jax_job, lambda m: m not in ("tensorflow", "orbax.checkpoint"))
    said = no_tf.get("model.backend", "")
    assert "needs tensorflow, orbax.checkpoint" in said, said
    assert said.endswith("pip install tensorflow-cpu orbax-checkpoint"), said
    assert "model.backend" not in _problems(jax_job, lambda m: True)
    absent = _problems(jax_job, lambda m: False)
    assert "jax is not installed" in absent["model.backend"]
    for name in BACKENDS:
        job = Job.model_validate({"model": {"backend": name, "logical_cpus": 2}})
        said = "model.logical_cpus" in _problems(job, lambda m: True)
        assert said is (not backends.get(name).logical_cpus), name


def test_a_python_is_asked_for_the_modules_a_backend_imports_not_its_distributions():
    """The window's pre-flight asks the training Python (a real child process) for import
    names: ``orbax.checkpoint`` is installed as ``orbax-checkpoint``, so asking for a
    distribution of the module's name said "not installed" of a Python that has it."""
    interp = pythons.describe(sys.executable)
    assert not interp.error, interp.error
    for module in ("jax", "optax", "orbax.checkpoint", "tensorflow"):
        assert interp.importable(module) is (importlib.util.find_spec(module) is not None), module
    assert interp.importable("orbax.checkpoint")
    assert not interp.importable("fakeflow_is_not_installed")
    jax_job = Job.model_validate({"model": {"backend": "jax", "architecture": "mlp"}})
    assert "model.backend" not in _problems(jax_job, interp.importable)


def test_a_backend_with_a_python_of_its_own_is_trained_there(monkeypatch, tmp_path):
    """The descriptor's ``own_python`` (PyTorch/XLA's .venv-xla) is where its jobs train, and
    its own words say how to make that environment."""
    own = [b.name for b in backends.all_backends() if b.own_python]
    assert own == ["torch_xla", "torch_tpu"]
    seen: list[str] = []
    monkeypatch.setattr(pythons, "_beside_this_env", lambda n: seen.append(n) or tmp_path / "py")
    monkeypatch.delenv("TPUGUI_PYTHON_TORCH_XLA", raising=False)
    assert pythons.python_for("torch_xla") == str(tmp_path / "py") and seen == [".venv-xla"]
    assert pythons.python_for("torch") == sys.executable and seen == [".venv-xla"]
    bare = pythons.Interpreter("/x/python", "3.11", {"torch": "2.9"})
    assert "`make xla`" in str(pythons.missing("torch_xla", bare))
    assert str(pythons.missing("jax", bare)).startswith("jax is not installed in /x/python")
    # what a person reads before Start: the framework it shares first (torch under torch_xla)
    assert bare.summary("torch_xla") == {"python": "3.11", "torch": "2.9", "torch_xla": ""}
    assert bare.summary("torch") == {"python": "3.11", "torch": "2.9"}


# --- a fifth backend: one descriptor, nothing else edited ----------------------------------------

#: a framework that is not installed here (none is: "fakeflow" stands in for the next one a
#: person adds); it trains on TPUs except v4, first of the TPU backends, and not in float16
FAKE = Backend(
    name="fakeflow",
    label="FakeFlow",
    module="fakeflow_is_not_installed",
    distributions=("fakeflow",),
    trainer="fakeflow.training:train",
    order=9,  # after the five
    precisions=("float32", "mixed_bfloat16"),
    tpu_unsupported=("v4",),
    tpu_rank=-1,
    companions=("fakeflow-lib",),
    tpu_install=("fakeflow[tpu]",),
    tpu_check=("fakeflow", "libtpu"),
    probe='out = {"version": "0.1", "devices": ["TPU_0", "TPU_1"]}\n',
    probe_devices="devices",
    learn_button="Train this job with FakeFlow",
)


@pytest.fixture
def fifth(monkeypatch):
    """FAKE registered beside the five (the registry's dict, monkeypatched: nothing else)."""
    monkeypatch.setitem(backends._REGISTRY, FAKE.name, FAKE)
    return FAKE


def _job_with(backend: str, **model) -> Job:
    """A job of ``backend``; the schema's Literal does not know FAKE, so it is put in without
    validation (the schema is the one place that lists the backends by name)."""
    job = Job()
    return job.model_copy(update={"model": job.model.model_copy(update={"backend": backend,
                                                                         **model})})  # fmt: skip


def test_a_fifth_backend_is_in_the_registry_and_the_inventory(fifth, tmp_path):
    from tests.devices.fakes import tpu_host
    from tpugui.devices import inventory, probe
    from tpugui.devices.recommend import recommend

    assert backends.names()[-1] == "fakeflow" and backends.get("fakeflow") is FAKE
    assert backends.tpu_backends()[0] is FAKE and FAKE not in backends.tpu_backends("v4")
    assert {"fakeflow", "fakeflow-lib"} <= set(backends.distributions())  # the vmside probe's
    assert not FAKE.is_available()
    versions = installed_frameworks.installed_versions()
    assert versions["fakeflow"] is None and "fakeflow-lib" in versions
    assert installed_frameworks.FRAMEWORKS["fakeflow"] == ("fakeflow",)
    # its probe runs in a child, as the others'
    assert probe.PROBES["fakeflow"] == FAKE.probe
    res = probe.run_probe("fakeflow", timeout=60)
    assert res["result"]["devices"] == ["TPU_0", "TPU_1"], res
    # on a TPU host: recommended once installed (first of the TPU ranks), and its view shown
    inv = inventory.detect(str(tpu_host(tmp_path, "v5e", 4)), env={})
    rec = recommend(inv.devices, {**inv.frameworks, "fakeflow": "0.1"})
    assert (rec.backend, rec.device, rec.strategy) == ("fakeflow", "tpu", "default")
    inv.probes["fakeflow"] = res
    inventory.merge_probes(inv)
    assert "fakeflow: 2 TPU devices" in str(inv.device("tpu").value("framework_view"))


def test_a_fifth_backend_is_checked_by_pre_flight(fifth):
    from tpugui.training import preflight

    v4, tpu7x = preflight.Machine(tpu_chips=4, tpu_generation="v4"), preflight.Machine(4, "7x")
    found = preflight.findings(_job_with("fakeflow", device="tpu"), v4)
    assert [(f.key, f.alternative) for f in found] == [("model.backend", "tensorflow")]
    assert "FakeFlow does not support TPU v4 TPUs" in str(found[0].message)
    # the first TPU backend of its generation is the one offered: FakeFlow on a TPU7x
    found = preflight.findings(_job_with("tensorflow", device="tpu"), tpu7x)
    assert [(f.key, f.alternative) for f in found] == [("model.backend", "fakeflow")]
    # its precisions: float16 is not one of them
    found = preflight.findings(_job_with("fakeflow", precision="mixed_float16"), tpu7x)
    assert ("model.precision", "float32") in [(f.key, f.alternative) for f in found]
    assert "FakeFlow does not train in mixed_float16" in " ".join(str(f.message) for f in found)


def test_the_schemas_per_key_backend_lists_are_the_descriptors_reads_keys(fifth, monkeypatch):
    from dataclasses import replace

    from tpugui.job_fields import field_spec

    assert field_spec("train.num_workers").backends == ("torch", "torch_xla", "torch_tpu")
    assert field_spec("model.logical_cpus").backends == ("tensorflow", "jax")
    assert field_spec("train.log_every").backends == ("torch_xla",)
    assert field_spec("train.epochs").backends == ()  # every backend reads it
    assert not field_spec("model.strategy").applies_to("fakeflow")
    assert field_spec("train.epochs").applies_to("fakeflow")
    for b in backends.all_backends():  # model.strategy is read where it has tf.distribute's
        assert b.reads("model.strategy") == (set(b.strategies) > {"auto", "default"}), b.name
    # a key the fifth backend says it reads lists it too, nothing else edited
    reader = replace(FAKE, reads_keys=("model.strategy", "model.logical_cpus"))
    monkeypatch.setitem(backends._REGISTRY, FAKE.name, reader)
    assert field_spec("model.strategy").backends == ("tensorflow", "fakeflow")
    assert reader.logical_cpus and field_spec("model.logical_cpus").applies_to("fakeflow")


def test_a_fifth_backend_is_offered_by_remote_set_up_and_the_learn_page(fifth):
    pytest.importorskip("PySide6")
    from tpugui.qt.learn import page as learn_page

    assert tpu_install.choices()[0] is FAKE  # first of the TPU ranks
    assert tpu_install.TPU_INSTALL["fakeflow"] == ["fakeflow[tpu]"]
    assert tpu_install.LABELS["fakeflow"] == "FakeFlow"
    assert tpu_install.install_argv("python3", "fakeflow")[-1] == "fakeflow[tpu]"
    assert tpu_install.for_backend("fakeflow") == "fakeflow"
    assert tpu_install.for_backend("torch") == "torch_xla"  # its tpu_via
    assert FAKE in learn_page.learn_backends()
    assert ("fakeflow", "FakeFlow") in learn_page.topics()


def test_a_fifth_backend_is_in_the_set_up_panels_choices(fifth, qtbot):
    from tpugui.qt.job_model import JobModel
    from tpugui.qt.remote.setup import SetupPanel

    panel = SetupPanel(JobModel())
    qtbot.addWidget(panel)
    shown = [panel.framework.itemData(i) for i in range(panel.framework.count())]
    # TorchTPU after PyTorch/XLA: a backend of its own, by its tpu_rank
    assert shown == ["fakeflow", "tensorflow", "jax", "torch_xla", "torch_tpu"]


def test_settings_offer_a_python_for_each_backend_with_an_environment_of_its_own(
    fifth, monkeypatch, qtbot, tmp_path
):
    from dataclasses import replace

    from PySide6.QtCore import QSettings

    from tpugui.qt.main_window import python_settings
    from tpugui.qt.settings_dialog import SettingsDialog

    monkeypatch.setitem(backends._REGISTRY, FAKE.name, replace(FAKE, own_python=".venv-fake"))
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("python/torch_xla", "/xla/bin/python")
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    # TorchTPU's row from its descriptor's own_python, as PyTorch/XLA's
    assert list(dialog.pythons) == ["torch_xla", "torch_tpu", "fakeflow"]
    assert dialog.pythons["torch_xla"].objectName() == "pythonTorchXla"
    assert dialog.pythons["torch_tpu"].objectName() == "pythonTorchTpu"
    assert dialog.pythons["torch_xla"].text() == "/xla/bin/python"
    assert ".venv-torchtpu" in dialog.pythons["torch_tpu"].toolTip()
    assert ".venv-fake" in dialog.pythons["fakeflow"].toolTip()
    chosen: list[dict] = []
    dialog.pythons_chosen.connect(chosen.append)
    dialog.pythons["fakeflow"].setText("/fake/bin/python")
    dialog.pythons["torch_tpu"].setText("/tpu/bin/python")
    dialog.accept()
    assert chosen == [
        {"torch_xla": "/xla/bin/python", "torch_tpu": "/tpu/bin/python",
         "fakeflow": "/fake/bin/python"}
    ]  # fmt: skip
    settings.setValue("python/fakeflow", "/fake/bin/python")
    settings.setValue("python/torch_tpu", "/tpu/bin/python")
    assert python_settings(settings) == chosen[0]


def test_torchtpu_is_a_backend_of_its_own_with_its_traits():
    """TorchTPU (PyPI's torch-tpu, import torch_tpu) is a descriptor of its own, copied from
    PyTorch/XLA's: torch's family and files, a Python of its own, its own TPU install after
    PyTorch/XLA's, a native "tpu" device and nothing else."""
    b = backends.get("torch_tpu")
    xla = backends.get("torch_xla")
    assert (b.label, b.module, b.distributions[0]) == ("TorchTPU", "torch_tpu", "torch-tpu")
    assert b.family == "torch" == xla.family and backends.family_of("torch_tpu") == "torch"
    assert b.trainer == xla.trainer and b.export_format == xla.export_format
    assert b.model_templates == xla.model_templates and b.profiler == xla.profiler
    assert b.devices == ("tpu",) and b.native_device == "tpu" and not b.xla_device
    assert "mixed_float16" not in b.precisions
    assert not b.launcher and not b.processes  # one process, on the native device
    assert b.own_python == ".venv-torchtpu" and "{python}" in b.own_python_missing
    assert b.reads("train.num_workers") and not b.reads("train.log_every")
    assert b.noisy == ("torch", "torch_tpu") and "torch_tpu" in b.warm_imports
    assert b.tpu_install == ("torch-tpu",) and b.tpu_check[0] == "torch-tpu"
    assert backends.tpu_backends()[-1] is b  # last of the TPU ranks: after PyTorch/XLA
    assert "torch-tpu" in backends.distributions()  # the probe reports its version
    assert b.probe_devices == "devices" and "torch_tpu" in b.probe
    # the others are left as they were: PyTorch/XLA names no install of TorchTPU's any more
    assert not hasattr(xla, "tpu_alternatives") and not xla.native_device


def test_torchtpu_is_installed_from_set_up_which_says_what_it_does_not_do(qtbot):
    """Remote › Set up offers TorchTPU's own install after PyTorch/XLA's and shows its
    descriptor's ``tpu_note`` when it is chosen, and only then."""
    from tpugui.qt.job_model import JobModel
    from tpugui.qt.remote.setup import SetupPanel

    assert tpu_install.install_argv("python3", "torch_tpu")[-1] == "torch-tpu"
    assert tpu_install.LABELS["torch_tpu"] == "TorchTPU"
    assert tpu_install.for_backend("torch_tpu") == "torch_tpu"  # its own install, not tpu_via
    panel = SetupPanel(JobModel())
    qtbot.addWidget(panel)
    panel.show()
    assert not panel.alt_note.isVisible()
    panel.framework.setCurrentIndex(panel.framework.findData("torch_tpu"))
    assert panel.alt_note.isVisible() and "untested" in panel.alt_note.text()
    assert panel.command.toPlainText().split()[-1] == "torch-tpu"


def test_a_torchtpu_job_is_refused_here_at_its_field_before_any_framework():
    """Without a TPU torch_tpu registers no "tpu" device: pre-flight refuses the job at
    model.backend, saying so and offering torch; a Python without torch_tpu is refused first
    with the words that make its environment. Checked in a fresh process: no framework is
    imported."""
    code = """
import sys
from tpugui.job import Job, JobError
from tpugui.training import engine, preflight
job = Job.model_validate({"model": {"backend": "torch_tpu"}})
said = []
for installed in (None, lambda m: True):
    try:
        engine.check(job, installed=installed, machine=preflight.Machine())
    except JobError as exc:
        said.append([(k, str(m)) for k, m in exc.details])
found = preflight.findings(job, preflight.Machine())
print(repr((said, [(f.key, f.alternative) for f in found])))
print(sorted(m for m in ("tensorflow", "torch", "torch_xla", "torch_tpu", "jax", "keras")
             if m in sys.modules))
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, timeout=60).stdout.splitlines()  # fmt: skip
    said, found = eval(out[0])  # noqa: S307 - our own repr
    assert out[1] == "[]", out[1]  # no framework imported
    assert found == [("model.backend", "torch")]
    lacking, no_tpu = said
    assert [k for k, _ in lacking] == ["model.backend", "model.backend"]
    assert "torch_tpu is not installed in" in lacking[0][1] and ".venv-torchtpu" in lacking[0][1]
    assert no_tpu == [("model.backend", lacking[1][1])]
    assert 'registers no "tpu" device' in no_tpu[0][1] and "'torch'" in no_tpu[0][1]
    # on a TPU host it passes pre-flight; a device of torch's own is not asked for
    tpu = Job.model_validate({"model": {"backend": "torch_tpu", "device": "tpu"}})
    from tpugui.training import preflight

    assert preflight.errors(tpu, preflight.Machine(tpu_chips=4, tpu_generation="v6e")) == []


def test_the_tpu_generations_tensorflow_cannot_use_are_the_spec_tables():
    from tpugui.devices.specs import TPU_SPECS

    tf = backends.get("tensorflow")
    assert {g for g, s in TPU_SPECS.items() if not s.tensorflow} == set(tf.tpu_unsupported)
    assert all(backends.get(n).trains_on_tpu(g) for n in ("jax", "torch_xla") for g in TPU_SPECS)


def test_the_registry_is_found_by_pkgutil_in_the_descriptors_order():
    found = backends._load()
    assert tuple(found) == BACKENDS
    assert [b.order for b in found.values()] == sorted(b.order for b in found.values())


PKG = Path(backends.__file__).resolve().parents[1]
MOST_FILES_SPELLING_JAX = 1  # outside its descriptor and its package: the schema's choice lists


def test_jax_is_spelled_in_few_files_beside_its_descriptor_and_its_package():
    own = (PKG / "backends" / "jax.py", PKG / "training" / "jax")
    spelled = sorted(
        p.relative_to(PKG).as_posix()
        for p in PKG.rglob("*.py")
        if '"jax"' in p.read_text(encoding="utf-8") and p != own[0] and own[1] not in p.parents
    )
    print('files that spell "jax":', spelled)
    assert len(spelled) <= MOST_FILES_SPELLING_JAX, spelled


#: a backend's or family's name compared (``==``, ``!=``, ``in (...)``) or listed beside another
#: outside its descriptor, its package and the schema: the family branches of inference/
#: (restore, export, reading: the inference package's, a layer above training), the notebook's
#: TensorFlow and torch code text, the Devices page's probe words, the GPU recommendation's
#: device name and the shared models' file-model check (training/models.py)
MOST_NAME_COMPARISONS = 14
_OWN = ("backends/", "training/jax/", "training/tensorflow/", "training/torch/", "job.py")


def test_backend_names_are_compared_only_in_their_own_places():
    import re

    named = {*backends.names(), *(b.family for b in backends.all_backends())}
    lit = "[\"'](?:{})[\"']".format("|".join(sorted(named, key=len, reverse=True)))
    compared = re.compile(
        rf"[!=]=\s*{lit}|{lit}\s*[!=]=|\bin\s*[(\[{{][^)\]}}]*{lit}|{lit}\s*,\s*{lit}"
    )
    found = [
        f"{p.relative_to(PKG).as_posix()}:{i}"
        for p in sorted(PKG.rglob("*.py"))
        if not p.relative_to(PKG).as_posix().startswith(_OWN)
        for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
        if compared.search(line.split("#")[0])
    ]
    print("backend names compared:", found)
    assert len(found) <= MOST_NAME_COMPARISONS, found
