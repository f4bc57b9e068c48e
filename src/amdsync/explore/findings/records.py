"""What exploration reports, record by record: findings (bugs), notes (informational),
statistics, and the classes of a swept argument."""

from __future__ import annotations

import math
from dataclasses import dataclass

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
    # An undefined value's use (``loc``) names the read it came from (docs/semantics/model.md).
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
    clocks: str = "lane"  # happens-before per "wave" or per "lane" (docs/semantics/scale.md, Scale)

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
    """Values of a swept argument that all run the same execution (explore/values/param.py):
    ``values`` as runs (``1..64, 70``), their number, and the verdict for each of them
    (``not explored`` when a bound stopped the run first)."""

    name: str
    values: str
    count: int
    status: str
    findings: tuple[tuple[str, int], ...] = ()  # (kind, line) of each finding
