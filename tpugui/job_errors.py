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

from typing import TYPE_CHECKING, Any

from tpugui.i18n_marks import N_, Message, MessageError

if TYPE_CHECKING:
    from pydantic import ValidationError

__all__ = ["JobError", "validation_messages", "problem_lines", "file_error", "toml_error"]


class JobError(ValueError):
    """A job that cannot be used. ``problems`` holds one ``field: reason`` line each.

    ``details`` holds ``(field, Message)`` per problem when the reasons are translatable
    (the GUI shows them in the user's language; ``problems`` stays English).
    """

    def __init__(
        self,
        problems: list[str],
        source: str | None = None,
        details: list[tuple[str, Message]] | None = None,
    ):
        self.problems = problems
        self.source = source
        #: the core writes every problem as ``dotted.key: reason``; the key is taken here, once,
        #: where the line is made (the GUI reads ``details``, never the text)
        self.details = details or [_detail(p) for p in problems]
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


def _detail(line: str) -> tuple[str, Message]:
    head, sep, reason = line.partition(": ")
    keyish = sep and head.replace("_", "").replace(".", "").replace("-", "").isalnum()
    if keyish and " " not in head:
        return head, Message("{text}", {"text": reason})
    return "", Message("{text}", {"text": line})


def problem_lines(details: list[tuple[str, Message]]) -> list[str]:
    """The English ``key: reason`` line of each problem (the reason alone when field-less)."""
    return [f"{where}: {msg}" if where else str(msg) for where, msg in details]


def toml_error(exc: Exception, source: str | None) -> JobError:
    """A file that is not TOML (a ``tomllib.TOMLDecodeError``): its message already carries
    "(at line N, column M)"."""
    return file_error(N_("not valid TOML: {error}"), source, error=str(exc))


def file_error(template: str, source: str | None, **args: Any) -> JobError:
    """A JobError of one translatable, field-less problem (the file as a whole)."""
    msg = Message(template, args)
    return JobError([str(msg)], source, [("", msg)])


# --- pydantic's errors, in a person's words ---------------------------------------------------


def _describe(err: dict[str, Any]) -> Message:  # noqa: C901 - one case per error kind
    kind = err.get("type", "")
    ctx = err.get("ctx") or {}
    got = err.get("input")
    got_s = repr(got) if isinstance(got, str) else str(got)

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
        return m(N_("must be an integer, got {got}"))
    if kind == "finite_number":
        return m(N_("must be a finite number, got {got}"))
    if kind in ("float_parsing", "float_type"):
        return m(N_("must be a number, got {got}"))
    if kind in ("bool_parsing", "bool_type"):
        return m(N_("must be true or false, got {got}"))
    if kind in ("string_type",):
        return m(N_("must be text, got {got}"))
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
    """``(field, Message)`` per invalid field (one line per field)."""
    seen: dict[str, Message] = {}
    for err in exc.errors():
        where = _loc(tuple(err["loc"]))
        text = _describe(err)
        if where in seen:
            # "autotune" | positive int unions fail on both branches: report one line.
            got = err.get("input")
            got_s = repr(got) if isinstance(got, str) else str(got)
            seen[where] = Message(
                N_("must be 'autotune' or a positive integer, got {got}"), {"got": got_s}
            )
            continue
        seen[where] = text
    return list(seen.items())
