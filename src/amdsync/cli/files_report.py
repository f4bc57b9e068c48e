"""The one document a check of several files prints (``amdsync check a.ll b.ll`` or a
folder; cli/check_cmd.py ``run_many``), in the format asked for:

* JSON: ``{"exit": WORST, "files": [{"file", "exit", "report"?, "error"?}, …]}``, each
  file's own report as its check of that one file prints it;
* SARIF 2.1.0: one log whose ``runs`` are the files' runs in order (SARIF's way to put
  several analyses in one log, §3.13.4), each with the file in ``properties.file``; a
  file that has no report (bad input, exit 2; an internal error, exit 4) is a run with
  no results whose invocation did not succeed and carries the error's text.

The files are check's inputs with each folder expanded (:func:`expand_inputs`). A bound
that ends the whole command (cli/bound_report.py) prints the same shape, every
file ``incomplete`` with the bound's reason.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.explore.findings.sarif import INFO_URI, SCHEMA


def expand_inputs(items: list[str]) -> list[str]:
    """Files as given; a directory stands for every ``.ll`` under it (sorted)."""
    out: list[str] = []
    for item in items:
        path = Path(item)
        if path.is_dir():
            found = sorted(str(p) for p in path.rglob("*.ll"))
            if not found:
                raise AmdsyncError("no-input", f"{item} holds no .ll file", Loc(item))
            out += found
        else:
            out.append(item)
    return out


@dataclass(frozen=True)
class FileReport:
    """One file's outcome: its exit code, its report (a parsed document, or None when
    its check printed none) and what it said on stderr."""

    file: str
    exit: int
    report: dict[str, Any] | None
    error: str = ""


def files_json(worst: int, files: Sequence[FileReport]) -> dict[str, object]:
    """The JSON document of several files' checks."""
    docs = []
    for f in files:
        entry: dict[str, object] = {"file": f.file, "exit": f.exit}
        if f.report is not None:
            entry["report"] = f.report
        if f.error:
            entry["error"] = f.error
        docs.append(entry)
    return {"exit": worst, "files": docs}


def files_sarif(files: Sequence[FileReport], version: str) -> dict[str, object]:
    """One SARIF log of several files' checks: their runs, in order."""
    runs: list[object] = []
    for f in files:
        if f.report is not None and isinstance(f.report.get("runs"), list):
            for run in f.report["runs"]:
                run.setdefault("properties", {})["file"] = f.file
                runs.append(run)
            continue
        # No report: the check stopped before it (its error says why).
        text = f.error or f"exit {f.exit}"
        runs.append({
            "tool": {"driver": {"name": "amdsync", "version": version,
                                "informationUri": INFO_URI}},
            "results": [],
            "invocations": [{"executionSuccessful": False, "exitCode": f.exit,
                             "toolExecutionNotifications": [
                                 {"level": "error", "message": {"text": text}}]}],
            "properties": {"file": f.file, "status": "error"},
        })
    return {"$schema": SCHEMA, "version": "2.1.0", "runs": runs}
