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


# What is missing between a cause's sites (Cause.missing; docs/findings.md):
HAPPENS_BEFORE = "happens-before"  # two accesses no release/acquire, barrier or wait orders
COPY_COMPLETION = "copy-completion"  # an async copy not completed (waited for) before
VISIBILITY = "visibility"  # a write never made available and visible to the read
NO_WRITE = "no-write"  # nothing wrote the memory before the read
# A plain read that may see several writes, each location-ordered before it (undef:
# shared/spec/READINGS.md item 1): what is missing is the read's (or a write's) atomicity.
SEVERAL_WRITES = "several-writes"


def loc_json(loc: Loc) -> dict[str, object]:
    """A place in JSON: the author's source line first when the input names one
    (``source``, ``source_line``), the LLVM IR line (``file``, ``line``) always."""
    out: dict[str, object] = {}
    if loc.source_line is not None:
        out["source"] = f"{loc.source_file or '?'}:{loc.source_line}"
        out["source_file"] = loc.source_file
        out["source_line"] = loc.source_line
    out["file"] = loc.file
    out["line"] = loc.line
    return out


def author_place(loc: Loc) -> tuple[str, int, int]:
    """Where the author wrote an instruction: its source file and line when the input
    names them (``!dbg``), else its IR file, line and column (docs/findings.md)."""
    if loc.source_line is not None:
        return (loc.source_file or "?", loc.source_line, 0)
    return (loc.file, loc.line, loc.col)


@dataclass(frozen=True)
class Cause:
    """What a finding is one of (docs/findings.md): the program sites whose accesses
    lack an order — a race's two accesses; an undefined read's read, then the write or
    copy it may miss (the read alone when nothing wrote the memory) — what ordering is
    missing between them (HAPPENS_BEFORE, COPY_COMPLETION, VISIBILITY, NO_WRITE), and
    the sentence that tells it. ``instructions``: when findings of several instruction
    pairs on the same author lines were made one (findings/causes.py), each pair's
    sites, ``sites`` first."""

    sites: tuple[Loc, ...]
    missing: str
    story: str
    instructions: tuple[tuple[Loc, ...], ...] = ()

    def key(self, kind: str) -> tuple[str, str, frozenset[tuple[str, int, int]]]:
        """Findings with equal keys are one cause: the kind, what is missing, and the
        unordered set of the sites' author places (author_place)."""
        return kind, self.missing, frozenset(author_place(s) for s in self.sites)

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"sites": [loc_json(s) for s in self.sites],
                                  "missing": self.missing}
        if len(self.instructions) > 1:
            out["instructions"] = [[loc_json(s) for s in pair]
                                   for pair in self.instructions]
        return out


@dataclass(frozen=True)
class UseSite:
    """One place an undefined value reaches (docs/semantics/model.md, "Undefined values and their
    uses"): where, what the use is (``is stored to global memory, ...``), and the lane
    instances that used it there."""

    loc: Loc
    what: str
    instances: int

    def to_json(self) -> dict[str, object]:
        return {**loc_json(self.loc), "what": self.what, "instances": self.instances}


@dataclass(frozen=True)
class Finding:
    kind: str
    loc: Loc
    message: str
    trace: tuple[TraceEvent, ...]
    count: int = 1  # dynamic instances (lanes × bytes × iterations) folded into this one
    # An undefined value's use (``loc``) names the read it came from (docs/semantics/model.md).
    origin: Loc | None = None
    # The cause this finding is (findings/causes.py groups findings by it), and every
    # use an undefined value of the cause reaches, ``loc`` first.
    cause: Cause | None = None
    uses: tuple[UseSite, ...] = ()
    # Structured details the message also states (causes.py merges by these, not text):
    # the other accesses a race's site also races with, and a confirmed witness input.
    also_with: tuple[Loc, ...] = ()
    witness: str = ""

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {
            "kind": self.kind,
            "line": self.loc.line,
            "file": self.loc.file,
            "message": self.message,
            "trace": [e.to_json() for e in self.trace],
            "instances": self.count,
        }
        out["loc"] = loc_json(self.loc)
        if self.origin is not None:
            out["origin"] = {"line": self.origin.line, "file": self.origin.file}
        if self.cause is not None:
            out["cause"] = self.cause.to_json()
        if self.uses:
            out["uses"] = [u.to_json() for u in self.uses]
        # (What the message states, as data: the other accesses a race's site also
        # races with, and the input a witness re-run confirmed; docs/findings.md.)
        if self.also_with:
            out["also_with"] = [loc_json(loc) for loc in self.also_with]
        if self.witness:
            out["witness"] = self.witness
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
