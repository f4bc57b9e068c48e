"""``--html PATH``: the HTML report of a command's result, written by
``amdsync.report.html`` (the report layer; the command line only calls it).

The functions this calls, one per kind of result, each ``(result, path, sources)``:

    amdsync.report.html.write_check_html(result: CheckResult, path: Path, sources: SourceCache)
    amdsync.report.html.write_sweep_html(result: SweepResult, path: Path, sources: SourceCache)
    amdsync.report.html.write_litmus_html(result: LitmusResult, path: Path, sources: SourceCache)

An installation without that module says so (``error[no-html]``, exit 2) instead of
writing nothing without a word.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Literal

from amdsync.diagnostics import AmdsyncError, Loc, SourceCache

HtmlKind = Literal["check", "sweep", "litmus"]
CLI = Loc("<command line>")


class HtmlReport:
    """Where ``--html`` writes, and the report module that writes it."""

    def __init__(self, path: Path, module: object) -> None:
        self.path = path
        self.module = module

    def write(self, kind: HtmlKind, result: object, sources: SourceCache | None = None
              ) -> None:
        writer = getattr(self.module, f"write_{kind}_html", None)
        if writer is None:
            raise AmdsyncError("no-html", f"--html {self.path}: this amdsync's HTML report "
                               f"has no amdsync.report.html.write_{kind}_html", CLI)
        writer(result, self.path, sources if sources is not None else SourceCache())


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
