"""The documentation: the README stays a short introduction that names every verb of the command,
and the MkDocs site in docs/ builds with no warning (a broken link, anchor or nav entry fails)."""

from __future__ import annotations

import argparse
import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tpugui.cli import build_parser

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
MAX_WORDS = 2000


def readme() -> str:
    return README.read_text(encoding="utf-8")


def cli_verbs() -> list[str]:
    """The verb groups of ``tpugui``, as its argparse parser has them (``gui`` included)."""
    [sub] = [a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction)]
    return sorted(sub.choices)


def test_readme_is_at_most_2000_words():
    words = len(readme().split())
    assert words <= MAX_WORDS, f"README.md has {words} words; move detail into docs/"


@pytest.mark.parametrize(
    "pattern",
    [r"\b20\d\d-\d\d-\d\d\b", r"\bissues? #?\d+", r"\bthis session\b"],
    ids=["date", "issue", "session"],
)
def test_readme_tells_no_history(pattern):
    found = re.findall(pattern, readme(), flags=re.IGNORECASE)
    assert not found, f"README.md: {found} (history belongs in git, not the README)"


def test_every_verb_of_the_parser_is_in_the_readme_table():
    verbs = cli_verbs()
    assert len(verbs) >= 11, verbs  # the parser was read, not an empty list
    rows = [line for line in readme().splitlines() if line.lstrip().startswith("|")]
    missing = [v for v in verbs if not any(re.search(rf"`tpugui {v}\b", row) for row in rows)]
    assert not missing, f"verbs missing from README.md's command table: {missing}"


def test_the_docs_site_builds_strictly(tmp_path):
    missing = [
        name
        for name in ("mkdocs", "material", "mkdocs_static_i18n")
        if importlib.util.find_spec(name) is None
    ]
    if missing:
        pytest.skip(
            f"the docs site needs {', '.join(missing)} "
            "(pip install -c requirements/constraints.txt -e '.[dev]')"
        )
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "PYTHONDONTWRITEBYTECODE": "1"}
    site = tmp_path / "site"
    done = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet"]
        + ["--config-file", str(ROOT / "mkdocs.yml"), "--site-dir", str(site)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert done.returncode == 0, f"mkdocs build --strict failed:\n{done.stdout}\n{done.stderr}"
    assert (site / "index.html").is_file()
    assert (site / "zh_TW" / "index.html").is_file()  # the Traditional Chinese site
    assert (site / "cli" / "index.html").is_file()
