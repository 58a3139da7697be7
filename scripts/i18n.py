"""Keep the translations in step with the code.

    python scripts/i18n.py update [AREA...]   extract tr("...") literals into resources/i18n/<area>_zh_TW.ts
    python scripts/i18n.py compile [AREA...]  .ts -> .qm with pyside6-lrelease
    python scripts/i18n.py check [AREA...]    list untranslated / unfinished messages (exit 1 if any)
    python scripts/i18n.py apply AREA --table T.json   write {source: translation} into the .ts

What is extracted (an AST scan, nothing is imported): calls ``tr("...")`` and ``tr_noop("...")``
(from tpugui.qt.i18n, context "tpugui"), ``N_("...")`` (the Qt-free core's templates, from
tpugui.i18n_marks; area "coretext"), ``self.tr("...")`` (context: the enclosing class) and
``translate("ctx", "...")`` however it is reached (``QCoreApplication.translate``, a module-level
``translate = QtCore.QCoreApplication.translate`` or ``_translate`` as pyqtgraph and Qt Designer
write it), keeping its own context. A call whose text is not a literal (an f-string, a
variable) is reported, because it can never be translated: translate the template, then format it:
``tr("Epoch {epoch} of {epochs}").format(epoch=e, epochs=n)``.

An area's pattern ``"package:glob"`` names files of an installed package (found with
``importlib.util.find_spec``, never imported): the "pyqtgraph" area translates pyqtgraph's own
context menus, whose texts go through ``QCoreApplication.translate`` and so through our translators.

``update`` keeps existing translations, adds new messages as unfinished and drops vanished ones
(pass --keep-obsolete to keep them marked vanished instead).
"""

from __future__ import annotations

import argparse
import ast
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import sysconfig
from dataclasses import dataclass, field
from pathlib import Path
from xml.etree import ElementTree as ET

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "resources" / "i18n"
LANGS = ("zh_TW",)
DEFAULT_CONTEXT = "tpugui"

#: area -> the source files whose tr() literals belong to it (globs relative to the repo root)
AREAS: dict[str, list[str]] = {
    "core": [
        "tpugui/qt/main_window.py",
        "tpugui/qt/job_files.py",
        "tpugui/qt/log_dock.py",
        "tpugui/qt/log_view.py",
        "tpugui/qt/app_log.py",
        "tpugui/qt/toast.py",
        "tpugui/qt/app.py",
        "tpugui/qt/settings_dialog.py",
        "tpugui/qt/errors.py",
        "tpugui/qt/page.py",
        "tpugui/qt/worker.py",
    ],
    "learn": ["tpugui/qt/learn/*.py"],
    "pipeline": ["tpugui/qt/pipeline/*.py"],
    "remote": ["tpugui/qt/remote/*.py"],
    "devices": ["tpugui/qt/devices/*.py"],
    "training": ["tpugui/qt/training/*.py", "tpugui/qt/widgets/*.py"],
    # the Qt-free core's N_("...") templates the GUI shows (tpugui/i18n_marks.py)
    "coretext": [
        "tpugui/job.py",
        "tpugui/cost.py",  # a slice's price, in words (the Remote page's TPU VM box)
        "tpugui/input_bound.py",
        "tpugui/job_errors.py",
        "tpugui/pipeline/advice.py",
        "tpugui/pipeline/bench.py",
        "tpugui/sources/*.py",
        "tpugui/backends/*.py",  # the descriptors' words (the Learn page's buttons)
        "tpugui/tasks.py",  # the metrics' names (plots, history, sweeps)
        "tpugui/sweep/*.py",  # a sweep's space and storage refusals (the Sweep dialog)
    ],
    # the run's own texts: engine log lines, the batch rule, the run model (tpugui/training)
    "runtext": [
        "tpugui/training/*.py",
        "tpugui/training/*/*.py",  # each framework's package (jax, tensorflow, torch)
        "tpugui/runner/*.py",
        "tpugui/pipeline/build.py",
        "tpugui/pipeline/batching.py",
        "tpugui/pipeline/compile_advice.py",  # a recompile's advice (in the run's log)
        "tpugui/monitor/*.py",
        "tpugui/runs/*.py",
        "tpugui/inference/*.py",
        "tpugui/profiling/*.py",
        "tpugui/cli/*.py",
        "tpugui/tuning/*.py",  # tune faster's notes (the Faster… dialog)
    ],
    # what device detection says (notes, reasons, characteristics)
    "devicetext": ["tpugui/devices/*.py"],
    # what the remote core says (connection, host keys, stop results)
    "remotetext": ["tpugui/remote/*.py"],
    # pyqtgraph's own right-click menus on the plots (view box, plot options, Export...): its
    # translate() calls in the installed package, contexts "ViewBox", "PlotItem", "Form"...
    "pyqtgraph": [
        "pyqtgraph:graphicsItems/ViewBox/ViewBoxMenu.py",
        "pyqtgraph:graphicsItems/ViewBox/axisCtrlTemplate_generic.py",
        "pyqtgraph:graphicsItems/PlotItem/PlotItem.py",
        "pyqtgraph:graphicsItems/PlotItem/plotConfigTemplate_generic.py",
        "pyqtgraph:GraphicsScene/GraphicsScene.py",
    ],
}
#: the names a translate("context", "text") call goes by (QCoreApplication.translate, aliases)
TRANSLATE_CALLS = ("translate", "_translate")


@dataclass
class Message:
    context: str
    source: str
    locations: list[tuple[str, int]] = field(default_factory=list)
    translation: str = ""
    finished: bool = False
    vanished: bool = False

    @property
    def key(self) -> tuple[str, str]:
        return (self.context, self.source)


@dataclass
class Problem:
    path: str
    line: int
    text: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.text}"


def package_dir(name: str) -> Path:
    """An installed package's folder, found without importing it (pyqtgraph would import Qt)."""
    spec = importlib.util.find_spec(name)
    if spec is None or not spec.origin:
        # never an empty area: update would drop every translation of it
        raise SystemExit(f"package {name!r} not installed: run this with the project's venv")
    return Path(spec.origin).parent


def area_files(area: str) -> list[Path]:
    files: set[Path] = set()
    for pattern in AREAS[area]:
        base = ROOT
        if ":" in pattern:  # "package:glob", in an installed package
            package, pattern = pattern.split(":", 1)
            base = package_dir(package)
        files.update(p for p in base.glob(pattern) if p.is_file())
    return sorted(files)


def _relative(path: Path) -> str:
    """``path`` as the .ts names it: an installed package's file from site-packages
    (``pyqtgraph/graphicsItems/...``, wherever the venv is), else from the repo root, else just
    its name (tests' files)."""
    path = path.resolve()
    site = {sysconfig.get_paths()[k] for k in ("purelib", "platlib")}
    for base in [*(Path(d).resolve() for d in site), ROOT.resolve()]:
        if path.is_relative_to(base):
            return path.relative_to(base).as_posix()
    return path.name


class _Visitor(ast.NodeVisitor):
    def __init__(self, rel: str):
        self.rel = rel
        self.classes: list[str] = []
        self.found: list[tuple[str, str, int]] = []  # context, text, line
        self.problems: list[Problem] = []

    def visit_ClassDef(self, node: ast.ClassDef) -> None:  # noqa: N802
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def _literal(self, node: ast.AST | None) -> str | None:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return node.value
        # implicit concatenation is already one Constant; "a" + "b" is folded here
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            left, right = self._literal(node.left), self._literal(node.right)
            if left is not None and right is not None:
                return left + right
        return None

    def visit_Call(self, node: ast.Call) -> None:  # noqa: N802
        func = node.func
        context: str | None = None
        arg: ast.AST | None = node.args[0] if node.args else None
        if isinstance(func, ast.Name) and func.id in ("tr", "tr_noop", "N_"):
            context = DEFAULT_CONTEXT
        elif isinstance(func, ast.Attribute) and func.attr == "tr":
            if isinstance(func.value, ast.Name) and func.value.id == "self" and self.classes:
                context = self.classes[-1]
            elif isinstance(func.value, ast.Name) and func.value.id == "i18n":
                context = DEFAULT_CONTEXT
        elif (
            getattr(func, "attr", getattr(func, "id", None)) in TRANSLATE_CALLS
            and len(node.args) >= 2
        ):
            ctx = self._literal(node.args[0])
            if ctx is not None:
                context, arg = ctx, node.args[1]
        if context is not None:
            text = self._literal(arg)
            # tr(name) translates a string marked elsewhere with tr_noop(): fine. A built
            # string (f-string, concatenation, .format inside, %) can never match a message.
            if text is None and (
                isinstance(arg, ast.JoinedStr | ast.BinOp)
                or (isinstance(arg, ast.Call) and getattr(arg.func, "attr", "") == "format")
            ):
                self.problems.append(
                    Problem(
                        self.rel,
                        node.lineno,
                        "tr() needs a string literal (translate a template, then .format it)",
                    )
                )
            elif text is not None and text.strip():
                self.found.append((context, text, node.lineno))
        self.generic_visit(node)


def extract(files: list[Path]) -> tuple[dict[tuple[str, str], Message], list[Problem]]:
    messages: dict[tuple[str, str], Message] = {}
    problems: list[Problem] = []
    for path in files:
        rel = _relative(path)
        visitor = _Visitor(rel)
        visitor.visit(ast.parse(path.read_text(encoding="utf-8"), filename=rel))
        problems += visitor.problems
        for context, text, line in visitor.found:
            msg = messages.setdefault((context, text), Message(context, text))
            msg.locations.append((rel, line))
    return messages, problems


def ts_path(area: str, lang: str = "zh_TW") -> Path:
    return I18N / f"{area}_{lang}.ts"


def qm_path(area: str, lang: str = "zh_TW") -> Path:
    return I18N / f"{area}_{lang}.qm"


def read_ts(path: Path) -> dict[tuple[str, str], Message]:
    messages: dict[tuple[str, str], Message] = {}
    if not path.exists():
        return messages
    root = ET.parse(path).getroot()
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or DEFAULT_CONTEXT
        for m in ctx.iter("message"):
            source = m.findtext("source") or ""
            t = m.find("translation")
            kind = (t.get("type") if t is not None else "unfinished") or ""
            msg = Message(
                name,
                source,
                translation=(t.text or "") if t is not None else "",
                finished=kind == "",
                vanished=kind in ("vanished", "obsolete"),
            )
            for loc in m.iter("location"):
                filename = _strip_root(loc.get("filename", ""))
                msg.locations.append((filename, int(loc.get("line", "0") or 0)))
            messages[msg.key] = msg
    return messages


def _esc(text: str) -> str:
    return (
        text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
    )


def write_ts(path: Path, messages: dict[tuple[str, str], Message], lang: str) -> None:
    """A stable, diff-friendly .ts (sorted contexts; messages in source order)."""
    out = [
        '<?xml version="1.0" encoding="utf-8"?>',
        "<!DOCTYPE TS>",
        f'<TS version="2.1" language="{lang}" sourcelanguage="en">',
    ]
    by_ctx: dict[str, list[Message]] = {}
    for msg in messages.values():
        by_ctx.setdefault(msg.context, []).append(msg)
    for ctx in sorted(by_ctx):
        out.append("<context>")
        out.append(f"    <name>{_esc(ctx)}</name>")
        msgs = sorted(
            by_ctx[ctx], key=lambda m: (m.locations[0] if m.locations else ("~", 0), m.source)
        )
        for msg in msgs:
            out.append("    <message>")
            for filename, line in msg.locations:
                rel = Path("../..", filename).as_posix()
                out.append(f'        <location filename="{_esc(rel)}" line="{line}"/>')
            out.append(f"        <source>{_esc(msg.source)}</source>")
            kind = (
                ' type="vanished"'
                if msg.vanished
                else ("" if msg.finished else ' type="unfinished"')
            )
            out.append(f"        <translation{kind}>{_esc(msg.translation)}</translation>")
            out.append("    </message>")
        out.append("</context>")
    out.append("</TS>")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(out) + "\n", encoding="utf-8")


def _strip_root(filename: str) -> str:
    return filename[6:] if filename.startswith("../../") else filename


def update(area: str, lang: str = "zh_TW", keep_obsolete: bool = False) -> tuple[int, int, int]:
    """Merge the area's literals into its .ts; return (total, added, dropped)."""
    found, problems = extract(area_files(area))
    for p in problems:
        print(f"warning: {p}", file=sys.stderr)
    old = read_ts(ts_path(area, lang))
    merged: dict[tuple[str, str], Message] = {}
    added = 0
    for key, msg in found.items():
        prev = old.get(key)
        if prev is not None and prev.translation:
            msg.translation = prev.translation
            msg.finished = prev.finished or prev.vanished
        else:
            added += 1
        merged[key] = msg
    dropped = 0
    for key, prev in old.items():
        if key not in merged:
            if keep_obsolete and prev.translation:
                prev.vanished = True
                merged[key] = prev
            else:
                dropped += 1
    write_ts(ts_path(area, lang), merged, lang)
    return len(found), added, dropped


def lrelease() -> str:
    exe = Path(sys.executable).with_name("pyside6-lrelease")
    if exe.exists():
        return str(exe)
    found = shutil.which("pyside6-lrelease") or shutil.which("lrelease")
    if not found:
        raise SystemExit(
            "pyside6-lrelease not found: install PySide6 (pip install PySide6-Essentials)"
        )
    return found


def compile_ts(ts: Path, qm: Path) -> None:
    qm.parent.mkdir(parents=True, exist_ok=True)
    # Written beside and renamed over: a running window (or test process) has the old .qm
    # mapped into memory by QTranslator, and a file rewritten in place under it crashes it.
    tmp = qm.with_name(qm.name + ".tmp")
    result = subprocess.run(
        [lrelease(), "-silent", "-nounfinished", str(ts), "-qm", str(tmp)],
        capture_output=True,
        text=True,
    )
    if result.returncode != 0 or not tmp.exists():
        tmp.unlink(missing_ok=True)
        raise SystemExit(f"lrelease failed on {ts}: {result.stderr or result.stdout}")
    os.replace(tmp, qm)


def untranslated(area: str, lang: str = "zh_TW") -> list[str]:
    """Every tr() literal of the area lacking a finished, non-empty translation (and bad calls)."""
    found, problems = extract(area_files(area))
    ts = read_ts(ts_path(area, lang))
    out = [str(p) for p in problems]
    for key, msg in found.items():
        have = ts.get(key)
        where = f"{msg.locations[0][0]}:{msg.locations[0][1]}"
        if have is None:
            out.append(f"{where}: not in {ts_path(area, lang).name}: {msg.source!r}")
        elif not have.finished or not have.translation.strip():
            out.append(f"{where}: unfinished: {msg.source!r}")
    return out


def apply(area: str, table: dict[str, str], lang: str = "zh_TW") -> int:
    """Set translations from ``{source: translation}`` (marked finished); return how many."""
    path = ts_path(area, lang)
    messages = read_ts(path)
    done = 0
    for msg in messages.values():
        if msg.source in table and table[msg.source].strip():
            msg.translation = table[msg.source]
            msg.finished, msg.vanished = True, False
            done += 1
    write_ts(path, messages, lang)
    return done


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("verb", choices=("update", "compile", "check", "apply"))
    parser.add_argument("areas", nargs="*", help=f"areas (default all): {', '.join(AREAS)}")
    parser.add_argument("--keep-obsolete", action="store_true")
    parser.add_argument(
        "--table", help="apply: a JSON file {english source: translation} to write into the .ts"
    )
    args = parser.parse_args(argv)
    if args.verb == "apply":
        if not args.table or len(args.areas) != 1:
            parser.error("apply needs one AREA and --table FILE.json")
        table = json.loads(Path(args.table).read_text(encoding="utf-8"))
        print(f"{ts_path(args.areas[0]).name}: {apply(args.areas[0], table)} translations set")
        return 0
    areas = args.areas or list(AREAS)
    for a in areas:
        if a not in AREAS:
            parser.error(f"unknown area {a!r}; choose from {', '.join(AREAS)}")
    status = 0
    for area in areas:
        for lang in LANGS:
            if args.verb == "update":
                total, added, dropped = update(area, lang, args.keep_obsolete)
                print(
                    f"{ts_path(area, lang).name}: {total} messages, {added} new, {dropped} dropped"
                )
            elif args.verb == "compile":
                if ts_path(area, lang).exists():
                    compile_ts(ts_path(area, lang), qm_path(area, lang))
                    print(f"{qm_path(area, lang).name}: compiled")
            else:
                missing = untranslated(area, lang)
                print(f"{area} [{lang}]: {len(missing)} untranslated")
                for line in missing:
                    print(f"  {line}")
                status = status or (1 if missing else 0)
    return status


if __name__ == "__main__":
    sys.exit(main())
