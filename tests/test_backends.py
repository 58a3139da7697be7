"""Backends as plug-ins (tpugui.backends): one descriptor per framework, read by everything
that used to keep its own table of backends."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import typing

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
    no_tf = _problems(jax_job, lambda m: m != "tensorflow")
    assert "reads its input with tf.data" in no_tf.get("model.backend", "")
    assert "model.backend" not in _problems(jax_job, lambda m: True)
    absent = _problems(jax_job, lambda m: False)
    assert "jax is not installed" in absent["model.backend"]
    for name in BACKENDS:
        job = Job.model_validate({"model": {"backend": name, "logical_cpus": 2}})
        said = "model.logical_cpus" in _problems(job, lambda m: True)
        assert said is (not backends.get(name).logical_cpus), name
