"""``--html PATH``: the HTML report of a command's result, written by
``amdsync.report.html`` (the report layer; the command line only calls it). Several
launch shapes (a sweep) are one report of their merged result (the one SARIF shows);
a litmus test's page embeds its witness graph when graphviz's ``dot`` is there.
``sources`` maps a file name, as the locations name it, to its text: for a kernel
amdsync compiled itself (``hip``, ``opencl``, ``triton``), the source the user wrote
first (the files clang read, which the debug information names; the Python file of a
Triton kernel), then the IR amdsync checked, in a pane of its own (docs/findings.md);
for an ``.ll`` given as it is, None (the report reads only the IR, never files a
module's debug information names unasked).
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from amdsync.cli.output_files import naming

if TYPE_CHECKING:
    from amdsync.explore.findings.result import CheckResult

HtmlKind = Literal["check", "sweep", "litmus"]
MAX_SOURCE_BYTES = 4 << 20  # a source file larger than this is left out of the report


class HtmlReport:
    """Where ``--html`` writes."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def write(self, kind: HtmlKind, result: object,
              sources: Mapping[str, str] | None = None) -> None:
        html = importlib.import_module("amdsync.report.html")  # (fast start)

        with naming(self.path):  # (/dev/full fails at close, naming no file)
            if kind == "litmus":
                html.write_litmus_html(result, self.path,
                                       html.witness_svg(result))
                return
            if kind == "sweep":
                result = result.merged()  # type: ignore[attr-defined]
            html.write_check_html(result, self.path, sources)


def html_report(path: str | None) -> HtmlReport | None:
    """The report ``--html PATH`` asks for (None without it)."""
    return None if path is None else HtmlReport(Path(path))


def front_end_sources(results: Iterable[CheckResult], source: Path | None,
                      ir: Mapping[str, str]) -> dict[str, str]:
    """The page's files for a kernel a front end compiled: the source the user wrote
    first — ``source`` (a Triton kernel's Python file) under every name the locations'
    debug information gives it (its path, or its base name as Triton's ``!DIFile``
    writes it), else the files the debug information names (:func:`compiled_sources`)
    — then the IR text of each name in ``ir`` (the second pane)."""
    results = list(results)
    out: dict[str, str] = {}
    if source is not None:
        text = _read(source)
        for name in _source_names(results):
            if text is not None and name in (str(source), source.name):
                out[name] = text
    else:
        out.update(compiled_sources(results))
    for name, text in ir.items():
        out.setdefault(name, text)
    return out


def _source_names(results: Iterable[CheckResult]) -> list[str]:
    """The source files the results' locations name (``Loc.source_file``), in order."""
    names: list[str] = []
    for result in results:
        locs = [*(f.loc for f in result.findings), *(f.origin for f in result.findings),
                *(e.loc for f in result.findings for e in f.trace),
                *(u.loc for f in result.findings for u in f.uses),
                *(n.loc for n in result.notes)]
        for loc in locs:
            name = loc.source_file if loc is not None else None
            if name and name not in names:
                names.append(name)
    return names


def _read(path: Path) -> str | None:
    try:
        if path.stat().st_size <= MAX_SOURCE_BYTES:
            return path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    return None


def compiled_sources(results: Iterable[CheckResult]) -> dict[str, str]:
    """The text of every source file the results' locations name through debug
    information (``Loc.source_file``) and that can be read: for a kernel amdsync
    compiled, those are the files clang read."""
    out: dict[str, str] = {}
    for name in _source_names(results):
        text = _read(Path(name))
        if text is not None:
            out[name] = text
    return out
