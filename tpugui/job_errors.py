"""How a job's problems are worded: :class:`JobError` and the words for pydantic's errors.

A problem is a dotted job key and a translatable :class:`~tpugui.i18n_marks.Message`
(``("pipeline.batch_size", "must be a positive integer, got -3")``); the English line
``key: reason`` is made from it, never the other way round for the schema's own errors.
:func:`validation_messages` turns a pydantic ``ValidationError`` into those pairs,
:func:`file_error` a file's problem (not found, not UTF-8, not valid TOML) into a field-less
one. This module is Qt-free, imports no ML framework, and does not import :mod:`tpugui.job`
(which imports it; ``from tpugui.job import JobError`` keeps working).
"""

from __future__ import annotations

import reprlib
from typing import TYPE_CHECKING, Any

from tpugui.i18n_marks import N_, Message, MessageError

if TYPE_CHECKING:
    from pydantic import ValidationError

__all__ = [
    "JobError",
    "validation_messages",
    "problem_lines",
    "file_error",
    "toml_error",
    "nesting_error",
    "too_deep",
    "MAX_DEPTH",
    "UNKNOWN_SHOWN",
]

#: how deep a job's values may nest: ``[section]`` > ``key`` > a list > its items (and a little
#: room); anything deeper is no job, and a deeper value is refused before pydantic sees it
MAX_DEPTH = 6
#: unknown keys named one by one; the rest are counted in one line
UNKNOWN_SHOWN = 5


class JobError(ValueError):
    """A job that cannot be used: ``details`` holds ``(field, Message)`` per problem, made where
    the problem arose (the GUI shows each in the user's language at its field); ``problems``
    holds the English ``field: reason`` lines made from them. Build one with :meth:`of` or
    :func:`job_error`."""

    def __init__(
        self,
        problems: list[str],
        source: str | None = None,
        details: list[tuple[str, Message]] | None = None,
    ):
        self.problems = problems
        self.source = source
        #: (key, Message) per problem, from where it arose (``JobError.of``, ``job_error``); a
        #: bare line (a caller outside the core) is kept whole, never split back into a key
        self.details = details or [("", Message("{text}", {"text": p})) for p in problems]
        head = f"{source}: " if source else ""
        super().__init__(head + "; ".join(problems))

    @classmethod
    def of(cls, details: list[tuple[str, Message]], source: str | None = None) -> JobError:
        """A JobError from ``(field, Message)`` pairs; its English lines are made from them."""
        return cls(problem_lines(details), source, list(details))

    @property
    def fields(self) -> list[str]:
        """The dotted keys with a problem ("" for the file as a whole)."""
        return [where for where, _ in self.details]


def problem_lines(details: list[tuple[str, Message]]) -> list[str]:
    """The English ``key: reason`` line of each problem (the reason alone when field-less)."""
    return [f"{where}: {msg}" if where else str(msg) for where, msg in details]


def toml_error(exc: Exception, source: str | None, text: str | None = None) -> JobError:
    """A file that is not TOML (a ``tomllib.TOMLDecodeError``): its message already carries
    "(at line N, column M)", except at the end of the file, where the place is added here."""
    error = str(exc)
    if text is not None and error.endswith("(at end of document)"):
        line = text.count("\n") + 1
        column = len(text) - (text.rfind("\n") + 1) + 1
        return file_error(
            N_(
                "not valid TOML: {error} (at line {line}, column {column}, the end of the file); "
                "is the file cut short? Finish the last line or restore the file"
            ),
            source,
            error=error.removesuffix("(at end of document)").strip(),
            line=line,
            column=column,
        )
    return file_error(N_("not valid TOML: {error}"), source, error=error)


def _deep_line(text: str, limit: int) -> int:
    """The line where ``[``/``{`` first nest more than ``limit`` deep (strings and comments
    skipped); 0 when they never do. A rough reader: only used to place a nesting error."""
    depth, line, i, n = 0, 1, 0, len(text)
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
        elif c == "#":
            j = text.find("\n", i)
            i = n if j < 0 else j
            continue
        elif c in "\"'":
            quote = text[i : i + 3] if text[i : i + 3] in ('"""', "'''") else c
            j = i + len(quote)
            while j < n and not text.startswith(quote, j):
                if text[j] == "\\" and c == '"':
                    j += 1
                elif text[j] == "\n":
                    line += 1
                    if len(quote) == 1:
                        break
                j += 1
            i = j + len(quote)
            continue
        elif c in "[{":
            depth += 1
            if depth > limit:
                return line
        elif c in "]}":
            depth = max(0, depth - 1)
        i += 1
    return 0


def nesting_error(text: str, source: str | None) -> JobError:
    """Arrays or inline tables nested so deep that the TOML reader gives up (RecursionError)."""
    return file_error(
        N_(
            "values nested too deep (arrays or inline tables inside each other, from line "
            "{line}); a job nests at most [section] key = [list]: fix that line"
        ),
        source,
        line=_deep_line(text, 50) or 1,
    )


def too_deep(data: Any, source: str | None) -> JobError | None:
    """A JobError when ``data`` (parsed TOML) nests deeper than :data:`MAX_DEPTH`, naming where.

    Walks without recursion, so a 5,000-level table header is refused, not a RecursionError.
    """
    stack: list[tuple[Any, list[str]]] = [(data, [])]
    while stack:
        node, where = stack.pop()
        if len(where) > MAX_DEPTH:
            shown = ".".join(where[:4]) + ("…" if len(where) > 4 else "")
            return file_error(
                N_(
                    "{where} nests more than {depth} levels deep; a job nests at most "
                    "[section] key = [list]: remove or fix it"
                ),
                source,
                where=shown,
                depth=MAX_DEPTH,
            )
        if isinstance(node, dict):
            stack.extend((v, [*where, str(k)]) for k, v in node.items())
        elif isinstance(node, list):
            stack.extend((v, [*where, f"[{i}]"]) for i, v in enumerate(node))
    return None


def file_error(template: str, source: str | None, **args: Any) -> JobError:
    """A JobError of one translatable, field-less problem (the file as a whole)."""
    msg = Message(template, args)
    return JobError([str(msg)], source, [("", msg)])


def job_error(key: str, template: str, **args: Any) -> JobError:
    """One problem at the job key ``key`` (a dotted key, a CLI option or ""), as a translatable
    template with its values: the English line is made from it, the window translates it and
    marks the key's field; nothing is parsed back out of text."""
    return JobError.of([(key, Message(template, args))])


# --- pydantic's errors, in a person's words ---------------------------------------------------


_REPR = reprlib.Repr()
_REPR.maxstring = 60
_REPR.maxother = 60
_REPR.maxlevel = 3


def shown(value: Any) -> str:
    """A value as a message shows it: TOML's ``true``/``false``, text quoted, and never longer
    than a line (a 10,000-character path or a deep list is cut short)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return _REPR.repr(value)
    if isinstance(value, int | float):
        text = str(value)
        return text if len(text) <= 60 else text[:30] + "…" + text[-10:]
    return _REPR.repr(value)


def _describe(err: dict[str, Any]) -> Message:  # noqa: C901 - one case per error kind
    kind = err.get("type", "")
    ctx = err.get("ctx") or {}
    got = err.get("input")
    got_s = shown(got)

    def m(template: str, **args: Any) -> Message:
        return Message(template, {"got": got_s, **args})

    if kind == "greater_than" and ctx.get("gt") == 0 and type(ctx.get("gt")) is int:
        return m(N_("must be a positive integer, got {got}"))
    if kind == "greater_than":
        return m(N_("must be greater than {bound}, got {got}"), bound=ctx.get("gt"))
    if kind == "greater_than_equal":
        if ctx.get("ge") == 0:
            return m(N_("must be zero or more, got {got}"))
        return m(N_("must be at least {bound}, got {got}"), bound=ctx.get("ge"))
    if kind == "less_than":
        return m(N_("must be below {bound}, got {got}"), bound=ctx.get("lt"))
    if kind == "less_than_equal":
        return m(N_("must be at most {bound}, got {got}"), bound=ctx.get("le"))
    if kind == "extra_forbidden":
        return m(N_("unknown key; remove it or check its spelling"))
    if kind == "literal_error":
        return m(N_("must be one of {expected}, got {got}"), expected=ctx.get("expected"))
    if kind in ("int_parsing", "int_type", "int_from_float"):
        if isinstance(got, bool):
            return m(N_("must be a whole number, not true or false; got {got}"))
        return m(N_("must be an integer, got {got}"))
    if kind == "finite_number":
        return m(N_("must be a finite number, got {got}"))
    if kind in ("float_parsing", "float_type"):
        return m(N_("must be a number, got {got}"))
    if kind in ("bool_parsing", "bool_type"):
        return m(N_("must be true or false (without quotes), got {got}"))
    if kind in ("string_type",):
        return m(N_("must be text, got {got}"))
    if kind == "string_too_long":
        return Message(
            N_("is {length:,} characters long; at most {most:,}: shorten it"),
            {"length": len(got) if isinstance(got, str) else 0, "most": ctx.get("max_length")},
        )
    if kind in ("list_type",):
        return m(N_("must be a list, got {got}"))
    if kind == "too_short":
        return m(
            N_("must have at least {count} items, got {actual}"),
            count=ctx.get("min_length"),
            actual=ctx.get("actual_length"),
        )
    if kind == "too_long":
        return m(
            N_("must have at most {count} items, got {actual}"),
            count=ctx.get("max_length"),
            actual=ctx.get("actual_length"),
        )
    if kind == "value_error":
        error = ctx.get("error")
        if isinstance(error, MessageError):
            return error.message
        return Message("{error}", {"error": str(error or err.get("msg", "invalid value"))})
    if kind == "dict_type" or kind == "model_type":
        return m(N_("must be a table (section), got {got}"))
    return m("{error}, got {got}", error=err.get("msg", "invalid value"))


def _loc(loc: tuple[Any, ...]) -> str:
    # Parallelism unions report the branch in the location ("literal['autotune']", "int"):
    # keep only the real field path.
    parts: list[str] = []
    for p in loc:
        if isinstance(p, int):
            if parts:
                parts[-1] += f"[{p}]"
            continue
        if p.startswith(("literal[", "function-", "constrained-")) or p in (
            "int",
            "str",
            "float",
            "bool",
        ):
            continue
        parts.append(p)
    return ".".join(parts)


def validation_messages(exc: ValidationError) -> list[tuple[str, Message]]:
    """``(field, Message)`` per invalid field (one line per field). Unknown keys past the
    first :data:`UNKNOWN_SHOWN` are counted in one line instead of named one by one."""
    seen: dict[str, Message] = {}
    unknown = 0
    for err in exc.errors(include_url=False):
        if err.get("type") == "extra_forbidden":
            unknown += 1
            if unknown > UNKNOWN_SHOWN:
                continue
        where = _loc(tuple(err["loc"]))
        text = _describe(err)
        if where in seen:
            # "autotune" | positive int unions fail on both branches: report one line.
            seen[where] = Message(
                N_("must be 'autotune' or a positive integer, got {got}"),
                {"got": shown(err.get("input"))},
            )
            continue
        seen[where] = text
    out = list(seen.items())
    if unknown > UNKNOWN_SHOWN:
        out.append(
            (
                "",
                Message(
                    N_("and {count} more unknown keys; remove them or check their spelling"),
                    {"count": f"{unknown - UNKNOWN_SHOWN:,}"},
                ),
            )
        )
    return out
