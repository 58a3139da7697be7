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


#: the table's words per language (the marker ``<!-- tpu-prices:zh_TW -->`` asks for zh_TW's)
_WORDS = {
    "en": ("| Generation | On-demand | 1-year commitment | 3-year commitment | Regions |",
           "Source: <{source}>, read {as_of}."),
    "zh_TW": ("| 世代 | 隨選 | 1 年承諾 | 3 年承諾 | 區域 |", "出處：<{source}>，讀取於 {as_of}。"),
}  # fmt: skip


def price_table(lang: str = "en") -> str:
    """The price table as Markdown, with its source and the month it was read."""
    data = tomllib.loads(PRICE_FILE.read_text(encoding="utf-8"))
    head, source = _WORDS[lang]
    rows = [head, "|---|---|---|---|---|"]
    for gen, row in data.items():
        if isinstance(row, dict):
            prices = " | ".join(f"${row[o]:.2f}" for o in OPTIONS)
            rows.append(f"| {gen} | {prices} | {', '.join(row['regions'])} |")
    rows.append("")
    rows.append(source.format(source=data["source"], as_of=data["as_of"]))
    return "\n".join(rows)


def on_page_markdown(markdown: str, **_kwargs) -> str:
    for lang in _WORDS:
        marker = _PRICES if lang == "en" else _PRICES.replace(" -->", f":{lang} -->")
        if marker in markdown:
            markdown = markdown.replace(marker, price_table(lang))
    return _LANGUAGE_LINK.sub("", markdown)
