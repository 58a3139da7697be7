"""The core never imports Qt or a framework; the CLI works without a display."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
HEAVY = ("PySide6", "pyqtgraph", "superqt", "tensorflow", "torch", "torch_xla", "jax", "keras")


def _loaded_after(code: str) -> dict:
    probe = (
        f"{code}\nimport json, sys\nprint(json.dumps({{m: m in sys.modules for m in {HEAVY!r}}}))"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, cwd=ROOT
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_importing_the_core_loads_no_qt_and_no_framework():
    loaded = _loaded_after(
        "import tpugui.job, tpugui.events, tpugui.cli\ntpugui.cli.build_parser()\n"
    )
    assert not any(loaded.values()), loaded


def test_core_modules_never_import_qt_statically():
    """Every module outside tpugui/qt: no Qt import anywhere, frameworks only inside functions."""
    offenders = []
    for path in (ROOT / "tpugui").rglob("*.py"):
        if "qt" in path.relative_to(ROOT / "tpugui").parts[:1]:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                top = name.split(".")[0]
                if top in ("PySide6", "pyqtgraph", "superqt", "shiboken6"):
                    offenders.append(f"{path}: imports {name}")
        for node in tree.body:  # module level only: frameworks must be imported lazily
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                if name.split(".")[0] in ("tensorflow", "torch", "torch_xla", "jax", "keras"):
                    offenders.append(f"{path}: imports {name} at module level")
    assert offenders == []


def test_job_errors_stand_alone_and_job_error_is_one_class():
    """tpugui.job_errors words the problems without importing the Job (job imports it), nor
    pydantic; ``from tpugui.job import JobError`` is the same class."""
    out = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys, tpugui.job_errors as e\n"
            "print('tpugui.job' in sys.modules, 'pydantic' in sys.modules)\n"
            "import tpugui.job as j\n"
            "print(j.JobError is e.JobError)",
        ],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    assert out.stdout.split() == ["False", "False", "True"]


@pytest.mark.parametrize("cmd", [["-m", "tpugui", "--help"], ["-m", "tpugui", "--version"]])
def test_help_and_version_without_a_display(cmd):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "QT_QPA_PLATFORM")}
    out = subprocess.run([sys.executable, *cmd], capture_output=True, text=True, env=env)
    assert out.returncode == 0, out.stderr
    assert "tpugui" in out.stdout


def test_gui_without_display_explains_instead_of_aborting():
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    out = subprocess.run(
        [sys.executable, "-m", "tpugui"], capture_output=True, text=True, env=env, timeout=60
    )
    assert out.returncode == 1
    assert "no display found" in out.stderr


def test_startup_probe_paints_before_frameworks_the_schema_and_the_pages(tmp_path):
    """`tpugui JOB.toml` paints its window before a framework, the job's schema or any page is
    imported (issue 41: a window in a blink); the first page and the job follow it."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TPUGUI_STARTUP_PROBE": "1",
           "XDG_CONFIG_HOME": str(tmp_path)}  # fmt: skip
    job = Path(__file__).resolve().parent.parent / "examples" / "demo.toml"
    out = subprocess.run(
        [sys.executable, "-m", "tpugui", str(job)],
        capture_output=True, text=True, env=env, timeout=120,
    )  # fmt: skip
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout.strip().splitlines()[-1])
    assert report["tensorflow_loaded"] is False and report["torch_loaded"] is False
    assert report["job_schema_loaded"] is False and report["pages_built"] == []
    assert report["page_painted_at"] > report["painted_at"]
