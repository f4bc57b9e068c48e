"""What exploration reports: findings (bugs), notes (informational), statistics."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from amdsync.diagnostics import Loc

UNDEF_READ = "undef-read"
RACE = "race"
DEADLOCK = "deadlock"
BARRIER_UB = "barrier-ub"

STATUS_CLEAN = "clean"
STATUS_FINDINGS = "findings"
STATUS_INCOMPLETE = "incomplete"


@dataclass(frozen=True)
class TraceEvent:
    """One step of a counterexample: what happened, where, by whom."""

    loc: Loc
    what: str
    wave: int | None = None
    lane: int | None = None

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"line": self.loc.line, "file": self.loc.file,
                                  "what": self.what}
        if self.loc.source_line is not None:
            out["source"] = f"{self.loc.source_file or '?'}:{self.loc.source_line}"
        if self.wave is not None:
            out["wave"] = self.wave
        if self.lane is not None:
            out["lane"] = self.lane
        return out


@dataclass(frozen=True)
class Finding:
    kind: str
    loc: Loc
    message: str
    trace: tuple[TraceEvent, ...]
    count: int = 1  # dynamic instances (lanes × bytes × iterations) folded into this one
    # An undefined value's use (``loc``) names the read it came from (docs/check.md).
    origin: Loc | None = None

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {
            "kind": self.kind,
            "line": self.loc.line,
            "file": self.loc.file,
            "message": self.message,
            "trace": [e.to_json() for e in self.trace],
            "instances": self.count,
        }
        if self.origin is not None:
            out["origin"] = {"line": self.origin.line, "file": self.origin.file}
        return out


@dataclass(frozen=True)
class Note:
    """An informational observation from the spec's implementation notes."""

    kind: str
    loc: Loc
    message: str

    def to_json(self) -> dict[str, object]:
        return {"kind": self.kind, "line": self.loc.line, "file": self.loc.file,
                "message": self.message}


@dataclass
class Stats:
    states: int = 0  # wave instructions executed (one state transition each)
    schedules: int = 1
    waves: int = 0
    lanes: int = 0
    memory_events: int = 0
    async_ops: int = 0
    seconds: float = 0.0
    bound: str | None = None  # which bound was hit, if any
    unreduced_lower_bound: int = 0  # states an unreduced search must visit, at least
    clocks: str = "lane"  # happens-before per "wave" or per "lane" (docs/check.md, Scale)

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {
            "states": self.states, "schedules": self.schedules, "waves": self.waves,
            "lanes": self.lanes, "memory_events": self.memory_events,
            "async_ops": self.async_ops, "seconds": round(self.seconds, 4),
            "clocks": self.clocks,
        }
        if self.bound is not None:
            out["bound"] = self.bound
        if self.unreduced_lower_bound:
            out["unreduced_states_log10_at_least"] = round(
                math.log10(self.unreduced_lower_bound), 1)
        return out


@dataclass(frozen=True)
class ValueClass:
    """Values of a swept argument that all run the same execution (explore/param.py):
    ``values`` as runs (``1..64, 70``), their number, and the verdict for each of them
    (``not explored`` when a bound stopped the run first)."""

    name: str
    values: str
    count: int
    status: str
    findings: tuple[tuple[str, int], ...] = ()  # (kind, line) of each finding


@dataclass
class CheckResult:
    findings: list[Finding] = field(default_factory=list)
    notes: list[Note] = field(default_factory=list)
    stats: Stats = field(default_factory=Stats)
    incomplete_reason: str | None = None
    incomplete_loc: Loc | None = None
    # A parametric run (explore/param.py): each class of the swept argument's values
    # that ran as one execution, and its verdict.
    classes: list[ValueClass] = field(default_factory=list)

    @property
    def status(self) -> str:
        if self.findings:
            return STATUS_FINDINGS
        if self.incomplete_reason is not None:
            return STATUS_INCOMPLETE
        return STATUS_CLEAN

    def to_sarif(self) -> dict[str, object]:
        """SARIF 2.1.0 (explore/sarif.py)."""
        from amdsync import __version__  # noqa: PLC0415
        from amdsync.explore.sarif import to_sarif  # noqa: PLC0415

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
