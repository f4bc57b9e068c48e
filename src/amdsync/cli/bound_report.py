"""The report a run ended by a bound still prints, in the format asked for (issue 46
item 6): with ``--json`` or ``--format json|sarif``, every exit 3 — the watchdog that
ends a command past its ``--timeout``, clang cut by it, running out of memory, an
interrupt — leaves one complete, parseable document on stdout, as a bound the
exploration itself reaches does:

    $ amdsync check big.ll --timeout 1 --json     # stopped while reading big.ll
    {"status": "incomplete", "findings": [], "notes": [], "stats": {…},
     "incomplete": {"reason": "time bound reached (--timeout 1 s) …", "line": null}}

It has what is known when the command was stopped: no findings (a command whose own
bound stops it reports the findings it found), the reason, the seconds. ``litmus``
prints the keys of its own shapes (``{"exit": 3, "verdict": "incomplete (…)",
"incomplete": true, "reason": …, "tests": []}``); a check of several files, once its
words are read, its shape (cli/files_report.py: ``{"exit": 3, "files": [...]}``, every
file incomplete; in SARIF a run per file); a sweep (``--sweep``, an ``--arg`` of
several values) the sweep's keys as well (``"coverage": [], "shapes": [], "stopped":
…``). A command that already wrote to stdout is left as it is (its report came first).
Bad input (exit 2) gets no report from here: nothing was checked, and the located error
on stderr says why. Only the commands whose report has a status print one
(:data:`REPORTING_COMMANDS`).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, TextIO

REPORT_FORMATS = ("json", "sarif")
# The commands whose report has an ``incomplete`` status to give (a check's, litmus's);
# `pipeline`, `waitcnt` and `targets` print other documents and keep exit 3 on stderr.
REPORTING_COMMANDS = frozenset({"check", "hip", "opencl", "triton", "litmus"})


def format_in(argv: Sequence[str]) -> str | None:
    """``json`` or ``sarif`` when the words ask for it (``--json``, ``--format json``,
    ``--format=sarif``; the last one given wins), else None; read before the parser, so
    a bound that stops the command while it starts knows the format too."""
    found: str | None = None
    for i, word in enumerate(argv):
        if word == "--":
            break
        if word == "--json":
            found = "json"
        elif word == "--format" and i + 1 < len(argv):
            found = argv[i + 1]
        elif word.startswith("--format="):
            found = word.removeprefix("--format=")
    return found if found in REPORT_FORMATS else None


@dataclass(frozen=True)
class BoundReport:
    """The document for a run of ``command`` that asked for ``format``; its modules
    are imported when it is made, so rendering it later (from the watchdog's backstop
    thread) imports nothing."""

    format: str
    command: str | None
    files: tuple[str, ...] = ()  # a check of several files: each one's name
    sweep: bool = False  # a check of several launch shapes

    def __post_init__(self) -> None:
        if self.command != "litmus":
            import amdsync.cli.files_report  # noqa: PLC0415
            import amdsync.explore.findings.result  # noqa: F401, PLC0415

    def for_args(self, args: argparse.Namespace) -> BoundReport:
        """The report for the command the parsed words make: several files (check's
        inputs as it expands them), or a sweep."""
        files = getattr(args, "file", None)
        if self.command == "check" and isinstance(files, list) and files:
            from amdsync.cli.files_report import expand_inputs  # noqa: PLC0415
            from amdsync.diagnostics import AmdsyncError  # noqa: PLC0415

            try:
                expanded = expand_inputs(files)
            except AmdsyncError:  # (the command says so: exit 2, no report)
                return self
            if len(expanded) != 1 or expanded[0] != files[0]:
                return replace(self, files=tuple(expanded))
        # (explore/search/sweep.py parse_arg_axes: A:B[:STEP] and A,B,… are axes)
        values = [item.partition("=")[2] for item in getattr(args, "arg", None) or []
                  if isinstance(item, str)]
        if getattr(args, "sweep", None) or any(
                not v.startswith("@") and (":" in v or "," in v) for v in values):
            return replace(self, sweep=True)
        return self

    def text(self, reason: str, seconds: float) -> str:
        """The whole document, ``incomplete`` with ``reason``, and a newline."""
        if self.command == "litmus":
            # (The keys of both of litmus's shapes: one test's, several tests'.)
            doc: dict[str, object] = {"exit": 3, "verdict": f"incomplete ({reason})",
                                      "incomplete": True, "reason": reason, "tests": []}
            return json.dumps(doc, indent=2) + "\n"
        from amdsync import __version__  # noqa: PLC0415
        from amdsync.cli.files_report import FileReport, files_json, files_sarif  # noqa: PLC0415
        from amdsync.explore.findings.records import Stats  # noqa: PLC0415
        from amdsync.explore.findings.result import CheckResult  # noqa: PLC0415

        # (Nothing was explored that the report could count: no schedule either.)
        result = CheckResult(stats=Stats(schedules=0, seconds=seconds, bound=reason),
                             incomplete_reason=reason)
        data: dict[str, object]
        if self.files:
            files = [FileReport(f, 3, result.to_sarif() if self.format == "sarif"
                                else result.to_json()) for f in self.files]
            data = (files_sarif(files, __version__) if self.format == "sarif"
                    else files_json(3, files))
        elif self.format == "sarif":
            data = result.to_sarif()
        else:
            data = result.to_json()
            if self.sweep:  # (explore/search/sweep.py SweepResult.to_json's keys)
                data.update({"coverage": [], "shapes": [], "stopped": reason})
        return json.dumps(data, indent=2) + "\n"


class TrackedStdout:
    """sys.stdout while a report may be due: passes everything on and remembers
    whether the command wrote anything (then its own report came first)."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.written = False

    def write(self, text: str) -> int:
        if text:
            self.written = True
        return self.stream.write(text)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)
