"""Plain-text reports of check results (colour when the terminal has it, via rich)."""

from __future__ import annotations

from rich.console import Console
from rich.markup import escape

from amdsync.diagnostics import SourceCache
from amdsync.explore.findings.records import Note
from amdsync.explore.findings.result import CheckResult
from amdsync.explore.search.sweep import SweepResult

MAX_USES_SHOWN = 8  # uses listed under a finding (docs/findings.md)
_COLOUR = {"clean": "green", "findings": "red"}  # of a verdict; yellow otherwise
_STYLE = {"undef-read": "bold red", "race": "bold red", "deadlock": "bold magenta",
          "barrier-ub": "bold magenta"}


def render_check(result: CheckResult, console: Console, show_notes: bool = True,
                 sources: SourceCache | None = None, source_first: bool = True) -> None:
    """Findings with their counterexample traces, then notes, then a status line. A
    place the input names a source line for (``!dbg``: kernels from Triton, HIP,
    OpenCL) is named by that source line first and its LLVM IR line second, and the
    source line is shown (``source_first=False``: the IR line first). A finding whose
    value reaches several uses lists them (docs/findings.md)."""
    sources = sources or SourceCache()
    for finding in result.findings:
        style = _STYLE.get(finding.kind, "bold")
        console.print(f"{escape(finding.loc.describe(source_first))}: "
                      f"[{style}]{finding.kind}[/]: {escape(finding.message)}")
        loc = finding.loc
        file, number = loc.file, loc.line
        if source_first and loc.source_line is not None and loc.source_file is not None:
            file, number = loc.source_file, loc.source_line
        line = sources.line(file, number)
        if line is not None:
            console.print(f"  {number:>5} | {escape(line.strip())}", style="dim")
        if len(finding.uses) > 1:
            console.print(f"  the value reaches {len(finding.uses)} uses:")
            for use in finding.uses[:MAX_USES_SHOWN]:
                console.print(f"    {escape(use.loc.describe(source_first))}: it "
                              f"{escape(use.what)} ({use.instances} lane instance(s))")
            if len(finding.uses) > MAX_USES_SHOWN:
                console.print(f"    and {len(finding.uses) - MAX_USES_SHOWN} more "
                              "(--json lists every use)")
        console.print("  counterexample:")
        for step, event in enumerate(finding.trace, 1):
            console.print(f"    {step}. {escape(event.loc.describe(source_first))}: "
                          f"{escape(event.what)}")
    if show_notes:
        render_notes(result.notes, console)
    stats = result.stats
    figures = (f"{stats.states} wave instructions, {stats.memory_events} memory events, "
               f"{stats.async_ops} async operations, {stats.waves} wave(s), "
               f"{stats.seconds:.2f} s")
    if result.status == "clean":
        # (the verdict's scope: docs/semantics/every-input.md)
        scope = result.scope.headline() if result.scope is not None else ""
        explored = ("every execution within those trips explored"
                    if result.scope is not None and result.scope.loop_trips
                    else "every execution explored")
        console.print(f"[green]clean[/]{escape(scope)}: {explored}, no "
                      f"findings ({figures})")
    elif result.status == "findings":
        extra = ""
        if result.incomplete_reason is not None:
            extra = f"; exploration also stopped early: {escape(result.incomplete_reason)}"
        console.print(f"[red]{len(result.findings)} finding(s)[/] ({figures}){extra}")
    else:
        where = f" at {result.incomplete_loc}" if result.incomplete_loc else ""
        console.print(f"[yellow]incomplete[/]: {escape(result.incomplete_reason or '')}"
                      f"{escape(where)}; no findings in what was explored ({figures})")


def render_notes(notes: list[Note], console: Console) -> None:
    for note in notes:
        console.print(f"{escape(note.loc.describe(True))}: [cyan]note[/] "
                      f"{escape('[' + note.kind + ']')}: {escape(note.message)}")


def render_sweep(sweep: SweepResult, console: Console, show_notes: bool = True,
                 sources: SourceCache | None = None, source_first: bool = True) -> None:
    """One line per launch shape; the findings of the first shape that has any; the
    coverage of what was asked."""
    first_bad: CheckResult | None = None
    for args, result in sweep.shapes:
        shape = " ".join(f"{axis.name}={args[axis.name]}" for axis in sweep.axes
                         if axis.name in args)
        if result.classes:  # one parametric exploration (explore/values/param.py)
            for c in result.classes:
                colour = _COLOUR.get(c.status, "yellow")  # incomplete, not explored
                console.print(f"{escape(shape + ' ' if shape else '')}{escape(c.name)}="
                              f"{escape(c.values)}: [{colour}]{escape(c.status)}[/]")
            if result.status == "findings":
                first_bad = first_bad or result
            elif result.status == "incomplete":
                console.print(f"[yellow]incomplete[/]: "
                              f"{escape(result.incomplete_reason or '')}")
            console.print(f"({len(result.classes)} class(es) of values in "
                          f"{result.stats.seconds:.2f} s)")
            continue
        if result.status == "clean":
            verdict = "[green]clean[/]"
        elif result.status == "findings":
            verdict = f"[red]{len(result.findings)} finding(s)[/]"
            first_bad = first_bad or result
        else:
            verdict = f"[yellow]incomplete[/]: {escape(result.incomplete_reason or '')}"
        console.print(f"{escape(shape)}: {verdict} ({result.stats.seconds:.2f} s)")
    param = next((a for a in sweep.axes if a.parametric), None)
    failing = [(args, values, smallest) for args, values, smallest in sweep.failing()
               if values is not None and param is not None]
    if failing:
        console.print("failing classes, each with its smallest value (a launch that "
                      "shows its findings):")
        for args, values, smallest in failing:
            shape = " ".join(f"{axis.name}={args[axis.name]}" for axis in sweep.axes
                             if axis.name in args)
            assert param is not None
            console.print(f"  {escape(shape + ' ' if shape else '')}"
                          f"{escape(param.name)}={smallest} (class {escape(str(values))})")
    if first_bad is not None:
        console.print("findings of the first shape that has any:")
        render_check(first_bad, console, show_notes, sources, source_first)
    counts = {s: sum(1 for _, r in sweep.shapes if r.status == s)
              for s in ("clean", "findings", "incomplete")}
    summary = (f"{len(sweep.shapes)} shape(s): {counts['clean']} clean, "
               f"{counts['findings']} with findings, {counts['incomplete']} incomplete; "
               f"{escape(sweep.coverage())}")
    if sweep.stopped:
        summary += f"; stopped: {escape(sweep.stopped)}"
    colour = _COLOUR.get(sweep.status, "yellow")
    console.print(f"[{colour}]{sweep.status}[/]: {summary}")
