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


@dataclass(frozen=True)
class Scope:
    """What a verdict covers (issue 41, docs/every-input.md): the inputs (None: every
    initial content of the buffers the launch does not define; else the ``--input``
    names), the branch sides it assumed, and the loop-trip bound it ran under (None:
    no bound: every trip ran)."""

    inputs: tuple[str, ...] | None = None
    assumptions: tuple[str, ...] = ()
    loop_trips: int | None = None

    def to_json(self) -> dict[str, object]:
        return {"inputs": "every" if self.inputs is None else list(self.inputs),
                "assumptions": list(self.assumptions), "loop_trips": self.loop_trips}


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
    # What the verdict covers, set by a run under symbols (None: not stated).
    scope: Scope | None = None

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
        if self.scope is not None:
            out["scope"] = self.scope.to_json()
        return out
