"""The result of one check: its findings, notes and statistics, its status, and the
checked fixes of its findings when they were searched (explore/search/fixes.py)."""

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
from amdsync.formats.llvm.edits import Edit


@dataclass(frozen=True)
class Candidate:
    edits: tuple[Edit, ...]
    what: str  # in the user's terms: what the edit does and where
    cost: int  # 0 wait, 1 fences, 2 orderings, 3 scope, 4 barrier, 5 atomic


@dataclass(frozen=True)
class Fix:
    """An edit that removes a finding, checked: ``result`` is the launch's check of the
    edited text."""

    candidate: Candidate
    diff: str
    result: CheckResult

    def to_json(self) -> dict[str, object]:
        return {"what": self.candidate.what, "diff": self.diff,
                "status_after": self.result.status,
                "findings_after": len(self.result.findings)}


@dataclass(frozen=True)
class FixOutcome:
    finding: Finding
    fix: Fix | None
    tried: int  # candidates checked for this finding (0: a fix found for another one)
    why_none: str | None = None

    def message(self) -> str:
        if self.fix is not None:
            return (f"fix (checked: the launch then has {_count(self.fix.result)}): "
                    f"{self.fix.candidate.what}")
        return f"no checked fix: {self.why_none}"

    def to_json(self) -> dict[str, object]:
        if self.fix is not None:
            return {"checked": True, **self.fix.to_json()}
        return {"checked": False, "why": self.why_none, "tried": self.tried}


@dataclass
class FixReport:
    """A fix (or why none) for each finding, and every fix applied together."""

    outcomes: list[FixOutcome] = field(default_factory=list)
    combined_text: str | None = None
    combined: CheckResult | None = None
    combined_diff: str = ""

    def to_json(self) -> dict[str, object]:
        return {"fixes": [o.to_json() for o in self.outcomes],
                "combined": None if self.combined is None else {
                    "status": self.combined.status,
                    "findings": len(self.combined.findings),
                    "diff": self.combined_diff}}


def _count(result: CheckResult) -> str:
    n = len(result.findings)
    return "no finding" if n == 0 else f"{n} finding(s), each also found before"



@dataclass(frozen=True)
class Scope:
    """What a verdict covers (issue 41, docs/semantics/symbolic.md): the inputs (None: every
    initial content of the buffers the launch does not define; else the ``--input``
    names), what it assumes, and the loops whose trip count the input decides that ran
    at most a bound of trips (each loop's exit test with its --max-trips; empty: every
    trip count was covered; explore/every_input/data_loops.py)."""

    inputs: tuple[str, ...] | None = None
    assumptions: tuple[str, ...] = ()
    loop_trips: tuple[tuple[Loc, int], ...] = ()

    def to_json(self) -> dict[str, object]:
        return {"inputs": "every" if self.inputs is None else list(self.inputs),
                "assumptions": list(self.assumptions),
                "loop_trips": [{"loop": str(loc), "trips": trips}
                               for loc, trips in self.loop_trips]}

    def headline(self) -> str:
        """The verdict's scope in words, after ``clean`` ("" when it names nothing)."""
        if not self.assumptions and not self.loop_trips:
            return ""
        text = " for every input" if self.inputs is None else " for the inputs given"
        if self.loop_trips:
            text += " on which " + " and ".join(
                f"the loop whose exit test is at {loc.describe(True)} runs at most {trips} "
                "trips"
                for loc, trips in self.loop_trips)
        if self.assumptions:
            text += f"{',' if self.loop_trips else ''} assuming " + "; ".join(
                self.assumptions)
        return text


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
    # Each finding's checked fix (--fixes; explore/search/fixes.py), when searched.
    fixes: FixReport | None = None
    # What the verdict covers, where a run states it (None: not stated).
    scope: Scope | None = None
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

        sarif = to_sarif(self, __version__)
        run = sarif["runs"][0]  # type: ignore[index]
        if self.scope is not None:
            run["properties"]["scope"] = self.scope.to_json()
        if self.fixes is not None:
            # (one result per finding first, in order: each carries its checked fix)
            for entry, outcome in zip(run["results"], self.fixes.outcomes, strict=False):
                entry.setdefault("properties", {})["fix"] = outcome.to_json()
        return sarif

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
        if self.fixes is not None:
            out["fixes"] = self.fixes.to_json()
        if self.classes:
            out["classes"] = [{"name": c.name, "values": c.values, "count": c.count,
                               "status": c.status,
                               "findings": [{"kind": k, "line": n} for k, n in c.findings]}
                              for c in self.classes]
        if self.scope is not None:
            out["scope"] = self.scope.to_json()
        return out
