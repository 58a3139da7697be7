"""Put a benchmark's generated block into docs/benchmarks.md: between its ``<!-- name -->`` and
``<!-- /name -->`` marks when they are there, else at the end under ``heading``."""

from __future__ import annotations

from pathlib import Path

DOCS = Path(__file__).resolve().parent.parent / "docs" / "benchmarks.md"


def put(name: str, body: str, heading: str) -> None:
    mark, end = f"<!-- {name} -->", f"<!-- /{name} -->"
    block = f"{mark}\n{body}\n{end}"
    text = DOCS.read_text(encoding="utf-8")
    if mark in text:
        head, rest = text.split(mark, 1)
        text = head + block + rest.split(end, 1)[1]
    else:
        text = text.rstrip("\n") + f"\n\n## {heading}\n\n" + block + "\n"
    DOCS.write_text(text, encoding="utf-8")
