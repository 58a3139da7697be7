"""MkDocs hooks of the documentation site (mkdocs.yml: ``hooks``).

A page's own link to its other language (``[繁體中文版](user-guide.zh_TW.md)``, ``[English](user-guide.md)``
on a line of its own) is for readers of the Markdown files; on the site the header's language
selector does that, and the link would point at a file the other language's build does not have.
"""

from __future__ import annotations

import re

_LANGUAGE_LINK = re.compile(r"^\[(?:繁體中文版|English)\]\([\w.-]+\.md\)[ \t]*\n", re.MULTILINE)


def on_page_markdown(markdown: str, **_kwargs) -> str:
    return _LANGUAGE_LINK.sub("", markdown)
