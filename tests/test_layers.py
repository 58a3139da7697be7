"""The house's layers, kept: import-linter's contracts (pyproject.toml) and no import cycle
between modules, on the real code — and each check fails on a deliberately added back-arrow,
in a copy of the package (so the checks cannot pass by not looking)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _lint_imports(where: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(where))
    code = "import sys; from importlinter.cli import lint_imports_command; lint_imports_command()"
    return subprocess.run(
        [sys.executable, "-c", code, "--no-cache"],
        cwd=where, env=env, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip


def _module_cycles(where: Path) -> list[list[str]]:
    """Strongly connected groups of tpugui modules (imports anywhere in a module count)."""
    code = r"""
import sys, grimp
g = grimp.build_graph("tpugui")
edges = {m: sorted(x for x in g.find_modules_directly_imported_by(m) if x.startswith("tpugui"))
         for m in g.modules}
index, low, stack, on, out, n = {}, {}, [], set(), [], [0]
sys.setrecursionlimit(10000)
def visit(v):
    index[v] = low[v] = n[0]; n[0] += 1; stack.append(v); on.add(v)
    for w in edges.get(v, ()):
        if w not in index:
            visit(w); low[v] = min(low[v], low[w])
        elif w in on:
            low[v] = min(low[v], index[w])
    if low[v] == index[v]:
        group = []
        while True:
            w = stack.pop(); on.discard(w); group.append(w)
            if w == v:
                break
        if len(group) > 1:
            out.append(sorted(group))
for m in sorted(edges):
    if m not in index:
        visit(m)
for group in out:
    print(" ".join(group))
"""
    env = dict(os.environ, PYTHONPATH=str(where))
    res = subprocess.run([sys.executable, "-c", code], cwd=where, env=env, capture_output=True,
                         text=True, timeout=120, check=True)  # fmt: skip
    return [line.split() for line in res.stdout.splitlines() if line.strip()]


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    """tpugui and its contracts, copied: a place to break the rules."""
    shutil.copytree(ROOT / "tpugui", tmp_path / "tpugui",
                    ignore=shutil.ignore_patterns("__pycache__"))  # fmt: skip
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    return tmp_path


def _add_import(root: Path, module: str, line: str) -> None:
    path = root / (module.replace(".", "/") + ".py")
    path.write_text(path.read_text(encoding="utf-8") + f"\n{line}  # a back-arrow\n",
                    encoding="utf-8")  # fmt: skip


def test_the_layer_contracts_hold():
    res = _lint_imports(ROOT)
    assert res.returncode == 0, res.stdout + res.stderr
    assert "4 kept, 0 broken" in res.stdout


def test_no_module_imports_itself_around_a_cycle():
    assert _module_cycles(ROOT) == []


@pytest.mark.parametrize(
    ("module", "line", "broken", "arrow"),
    [
        # the run reader importing the run producer
        ("tpugui.runs.series", "from tpugui.training import engine", "Layers",
         "tpugui.runs.series -> tpugui.training.engine"),
        # the cycle issue 24 found: remote's CLI verb back into the run steps, now reversed
        ("tpugui.remote.ssh", "from tpugui.runner import steps", "Layers",
         "tpugui.remote.ssh -> tpugui.runner.steps"),
        # Qt in the core (inside a function counts too: the VM has no Qt)
        ("tpugui.devices.cpu", "def _x():\n    import PySide6", "The core never imports Qt",
         "tpugui.devices.cpu -> PySide6"),
        ("tpugui.job", "from tpugui.pipeline import build", "The schema and the event stream",
         "tpugui.job -> tpugui.pipeline.build"),
        # the top of training reaching into a framework's package, or a framework itself
        ("tpugui.training.engine", "from tpugui.training.torch import xla_launch",
         "The top of training imports no framework",
         "tpugui.training.engine -> tpugui.training.torch.xla_launch"),
        ("tpugui.training.ranks", "def _x():\n    import torch_xla", "The top of training",
         "tpugui.training.ranks -> torch_xla"),
    ],
)  # fmt: skip
def test_a_back_arrow_breaks_a_contract(copy, module, line, broken, arrow):
    _add_import(copy, module, line)
    res = _lint_imports(copy)
    assert res.returncode != 0
    out = " ".join(res.stdout.split())
    assert f"{broken}" in out and "BROKEN" in out and arrow in out, res.stdout


def test_a_cycle_between_two_modules_is_found(copy):
    """A module the engine imports (its limits) importing the engine back."""
    _add_import(copy, "tpugui.training.limits", "from tpugui.training import engine")
    cycles = _module_cycles(copy)
    assert any({"tpugui.training.engine", "tpugui.training.limits"} <= set(c) for c in cycles)
