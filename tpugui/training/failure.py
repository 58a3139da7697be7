"""A failed run in one plain paragraph: what failed, where, what to do.

Keras wraps a model's error in several paragraphs with ANSI escapes ("Exception encountered
when calling ...", "Arguments received by ..."); TensorFlow's runtime errors carry
``{{function_node __wrapped__IteratorGetNext...}}``, ``[[{{node ...}}]]``, ``[Op:...]`` and graph
stack frames ("Detected at node ... defined at (most recent call last): File ..."). :func:`plain`
keeps the sentences a person can act on, on one line; the full text stays in the run's
``events.jsonl`` (``run_finished.traceback``) and ``tpugui train --verbose`` prints it.
Qt-free, no frameworks.
"""

from __future__ import annotations

import re

__all__ = ["plain", "MAX_CHARS"]

#: the longest paragraph shown (the rest is in the run's log)
MAX_CHARS = 600

_ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")
_NOISE = (
    re.compile(r"\{\{function_node [^}]*\}\}"),
    re.compile(r"\[\[\{\{node [^}]*\}\}\]\]"),
    re.compile(r"\[\[[^\]]*\]\]"),
    re.compile(r"\[Op:[^\]]*\]"),
    re.compile(r"\bname:( \S*)?$"),
)
_FRAME_START = re.compile(
    r"^(Detected at node|Graph execution error|Traceback \(most recent call last\)"
    r"|Stack trace|Arguments received by)"
)


def plain(text: str) -> str:
    """``text`` as one paragraph of at most :data:`MAX_CHARS` characters, without terminal
    escapes, graph frames, node names or Keras's argument listing."""
    text = _ANSI.sub("", text)
    text = text.split("Arguments received by", 1)[0]
    kept: list[str] = []
    for raw in text.splitlines():
        line = raw.rstrip()
        if not line.strip():
            continue
        if raw[:1] in (" ", "\t") or _FRAME_START.match(line.strip()):
            continue  # a stack frame, its source line, or the header of a frame listing
        for pattern in _NOISE:
            line = pattern.sub("", line)
        line = line.strip()
        if line.strip(":"):
            kept.append(line)
    # lines joined into sentences; a one-line error (the batch rule's line) stays as it is
    ends = (".", ":", ";", "!", "?")
    kept = [k if k.endswith(ends) else k + "." for k in kept[:-1]] + kept[-1:]
    out = " ".join(kept) or _ANSI.sub("", text).strip()
    out = re.sub(r"\s+", " ", out).strip()
    hint = ""
    if "No space left on device" in out and "--run-dir" not in out:
        hint = " The run folder's disk is full: free some space or train into another --run-dir."
    if len(out) + len(hint) > MAX_CHARS:
        out = out[: MAX_CHARS - len(hint) - 1].rstrip() + "…"
    return out + hint
