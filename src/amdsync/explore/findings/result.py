"""The result of one check: its findings, notes and statistics, and its status."""

from __future__ import annotations

from dataclasses import dataclass, field

from amdsync.diagnostics import Loc
from amdsync.explore.findings.records import (
    STATUS_CLEAN,
    STATUS_FINDINGS,
    STATUS_INCOMPLETE,
    Finding,
    Note,
    Stats,
    ValueClass,
)
from amdsync.explore.findings.sarif import to_sarif


@dataclass
class CheckResult:
    findings: list[Finding] = field(default_factory=list)
    notes: list[Note] = field(default_factory=list)
    stats: Stats = field(default_factory=Stats)
    incomplete_reason: str | None = None
    incomplete_loc: Loc | None = None
    # A parametric run (explore/values/param.py): each class of the swept argument's values
    # that ran as one execution, and its verdict.
    classes: list[ValueClass] = field(default_factory=list)
    # The kernel checked, by its IR name, where a front end says (the HTML page's header
    # names it demangled; docs/findings.md). Not in JSON.
    kernel: str | None = None

    @property
    def status(self) -> str:
        if self.findings:
            return STATUS_FINDINGS
        if self.incomplete_reason is not None:
            return STATUS_INCOMPLETE
        return STATUS_CLEAN

    def to_sarif(self) -> dict[str, object]:
        """SARIF 2.1.0 (explore/findings/sarif.py)."""
        from amdsync import __version__  # noqa: PLC0415

        return to_sarif(self, __version__)

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {
            "status": self.status,
            "findings": [f.to_json() for f in self.findings],
            "notes": [n.to_json() for n in self.notes],
            "stats": self.stats.to_json(),
        }
        if self.incomplete_reason is not None:
            out["incomplete"] = {
                "reason": self.incomplete_reason,
                "line": self.incomplete_loc.line if self.incomplete_loc else None,
            }
        if self.classes:
            out["classes"] = [{"name": c.name, "values": c.values, "count": c.count,
                               "status": c.status,
                               "findings": [{"kind": k, "line": n} for k, n in c.findings]}
                              for c in self.classes]
        return out
