"""``--html PATH``: the HTML report of a command's result, written by
``amdsync.report.html`` (the report layer; the command line only calls it):

    write_check_html(result: CheckResult, path, sources: Mapping[str, str] | None)
    write_litmus_html(result: LitmusResult, path)

Several launch shapes (a sweep) are one report of their merged result (the one SARIF
shows), unless the module has ``write_sweep_html(result: SweepResult, path, sources)``.
``sources`` maps a file name, as the locations name it, to its text: for a kernel
amdsync compiled itself (``hip``, ``opencl``), the source files clang read, which the
debug information names; for an ``.ll`` given as it is, None (the report reads only the
IR, never files a module's debug information names unasked).

An installation without that module says so (``error[no-html]``, exit 2) before the
work starts, instead of writing nothing without a word.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Literal, cast

from amdsync.diagnostics import AmdsyncError, Loc

if TYPE_CHECKING:
    from amdsync.explore.findings import CheckResult

HtmlKind = Literal["check", "sweep", "litmus"]
CLI = Loc("<command line>")
MAX_SOURCE_BYTES = 4 << 20  # a source file larger than this is left out of the report


class HtmlReport:
    """Where ``--html`` writes, and the report module that writes it."""

    def __init__(self, path: Path, module: object) -> None:
        self.path = path
        self.module = module

    def write(self, kind: HtmlKind, result: object,
              sources: Mapping[str, str] | None = None) -> None:
        if kind == "litmus":
            self._writer("litmus")(result, self.path)
            return
        if kind == "sweep":
            sweep_writer = getattr(self.module, "write_sweep_html", None)
            if sweep_writer is not None:
                sweep_writer(result, self.path, sources)
                return
            result = result.merged()  # type: ignore[attr-defined]
        self._writer("check")(result, self.path, sources)

    def _writer(self, kind: str) -> Callable[..., None]:
        writer = getattr(self.module, f"write_{kind}_html", None)
        if writer is None:
            raise AmdsyncError("no-html", f"--html {self.path}: this amdsync's HTML report "
                               f"has no amdsync.report.html.write_{kind}_html", CLI)
        return cast("Callable[..., None]", writer)


def html_report(path: str | None) -> HtmlReport | None:
    """The report ``--html PATH`` asks for (None without it); looked up before the work
    starts, so an installation without the HTML report fails at once."""
    if path is None:
        return None
    try:
        module = importlib.import_module("amdsync.report.html")
    except ImportError:
        raise AmdsyncError("no-html", f"--html {path}: this amdsync has no HTML report "
                           "(amdsync.report.html)", CLI) from None
    return HtmlReport(Path(path), module)


def compiled_sources(results: Iterable[CheckResult]) -> dict[str, str]:
    """The text of every source file the results' locations name through debug
    information (``Loc.source_file``) and that can be read: for a kernel amdsync
    compiled, those are the files clang read."""
    out: dict[str, str] = {}
    for result in results:
        locs = [*(f.loc for f in result.findings), *(f.origin for f in result.findings),
                *(e.loc for f in result.findings for e in f.trace),
                *(n.loc for n in result.notes)]
        for loc in locs:
            name = loc.source_file if loc is not None else None
            if not name or name in out:
                continue
            path = Path(name)
            try:
                if path.stat().st_size <= MAX_SOURCE_BYTES:
                    out[name] = path.read_text(encoding="utf-8", errors="replace")
            except OSError:
                continue
    return out
