"""MkDocs hooks of the documentation site (mkdocs.yml: ``hooks``).

A page's own link to its other language (``[繁體中文版](user-guide.zh_TW.md)``, ``[English](user-guide.md)``
on a line of its own) is for readers of the Markdown files; on the site the header's language
selector does that, and the link would point at a file the other language's build does not have.

The marker ``<!-- tpu-prices -->`` becomes the price table of ``tpugui/resources/tpu_prices.toml``
(the data the program reads), so the page and the program never disagree.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

_LANGUAGE_LINK = re.compile(r"^\[(?:繁體中文版|English)\]\([\w.-]+\.md\)[ \t]*\n", re.MULTILINE)


_PRICES = "<!-- tpu-prices -->"
PRICE_FILE = Path(__file__).resolve().parent.parent / "tpugui" / "resources" / "tpu_prices.toml"
OPTIONS = ("on-demand", "committed-1y", "committed-3y")


def price_table() -> str:
    """The price table as Markdown, with its source and the month it was read."""
    data = tomllib.loads(PRICE_FILE.read_text(encoding="utf-8"))
    rows = ["| Generation | On-demand | 1-year commitment | 3-year commitment | Regions |",
            "|---|---|---|---|---|"]  # fmt: skip
    for gen, row in data.items():
        if isinstance(row, dict):
            prices = " | ".join(f"${row[o]:.2f}" for o in OPTIONS)
            rows.append(f"| {gen} | {prices} | {', '.join(row['regions'])} |")
    rows.append("")
    rows.append(f"Source: <{data['source']}>, read {data['as_of']}.")
    return "\n".join(rows)


def on_page_markdown(markdown: str, **_kwargs) -> str:
    if _PRICES in markdown:
        markdown = markdown.replace(_PRICES, price_table())
    return _LANGUAGE_LINK.sub("", markdown)
