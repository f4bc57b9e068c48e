"""The fixes of a check in text (explore/search/fixes.py): one line per distinct fix,
naming the findings it removes, then what every fix applied together leaves."""

from __future__ import annotations

from rich.console import Console
from rich.markup import escape

from amdsync.diagnostics import Loc
from amdsync.explore.findings.result import FixReport


def _where(loc: Loc) -> str:
    """The source line first where the IR names one (``!dbg``), the IR line beside it."""
    if loc.source_line is not None and loc.source_file:
        return f"{loc.source_file.rsplit('/', 1)[-1]}:{loc.source_line} (IR line {loc.line})"
    return f"line {loc.line}"


def render_fixes(report: FixReport, console: Console) -> None:
    lines: dict[str, list[str]] = {}
    for outcome in report.outcomes:
        f = outcome.finding
        lines.setdefault(outcome.message(), []).append(f"{f.kind} at {_where(f.loc)}")
    console.print("[bold]fixes[/] (each applied to the IR and the launch checked again):")
    for message, findings in lines.items():
        console.print(f"  {escape(', '.join(findings))}: {escape(message)}")
    if report.combined is not None:
        left = report.combined
        what = ("checks clean" if left.status == "clean" else
                f"still has {len(left.findings)} finding(s)" if left.findings else
                f"is incomplete ({left.incomplete_reason})")
        console.print(f"  every fix applied together: the launch {escape(what)} "
                      "(--fix OUT.ll writes it; --suggest prints the diff)")
