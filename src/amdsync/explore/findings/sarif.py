"""SARIF 2.1.0 (OASIS Static Analysis Results Interchange Format) for check results, for
code-scanning CI: one result per finding (one per cause, docs/findings.md: the uses
of an undefined value and the cause's other site are related locations) and per note,
rule ids = finding and note kinds, the counterexample as a code flow (tests validate
against the official schema, tests/report/sarif-schema-2.1.0.json)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from amdsync.diagnostics import Loc
from amdsync.explore.findings.records import SEVERAL_WRITES, Finding, Note


class SarifSource(Protocol):
    """What SARIF reads of a check's result (findings/result.py's CheckResult)."""

    @property
    def findings(self) -> Sequence[Finding]: ...
    @property
    def notes(self) -> Sequence[Note]: ...
    @property
    def status(self) -> str: ...
    @property
    def incomplete_reason(self) -> str | None: ...

SCHEMA = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
INFO_URI = "https://github.com/amdsync/amdsync"

# Rule id → (short description, help text, default level).
RULES: dict[str, tuple[str, str, str]] = {
    "undef-read": (
        "A value that may be undef reaches a use",
        "A read returned undef (an async copy still in flight, memory nothing wrote, or a "
        "write never made available and visible) and the value was stored to global "
        "memory, used as an address, a branch condition, or an atomic or barrier operand. "
        "Wait for the covering asyncmark (wait.asyncmark with the count the trace names) "
        "or order the accesses.", "error"),
    "undef-read/several-writes": (
        "A read that may see several writes returns undef",
        "A plain read may see several writes, each location-ordered before it, or an atomic "
        "read may see a plain write and an atomic write not location-ordered before it: "
        "amdgpu-memory-model's read values make it undef (shared/spec/READINGS.md item 1). "
        "Read atomically at the writes' scope, or make the plain write atomic; "
        "--reading latest-write reads the last write instead.", "error"),
    "race": (
        "Data race",
        "Two accesses to the same byte, at least one a write, with no happens-before "
        "between them (no release/acquire, fence-paired barrier or wait), and not both "
        "atomic with inclusive scopes; for a racy read, its value reached a use.", "error"),
    "barrier-ub": (
        "Undefined behaviour of the barrier execution model",
        "A rule of amdgpu-execution-synchronization was broken (the message names it).",
        "error"),
    "deadlock": (
        "Waves wait forever",
        "A barrier wait whose arrivals never come, or a spin loop no write can end.",
        "error"),
    "asyncmark-not-waited": ("An asyncmark no wait covers",
                             "No later wait.asyncmark completes this mark.", "note"),
    "wait-no-op": ("A wait that waits for nothing",
                   "The count is never below the outstanding marks.", "note"),
    "inlining-changes-wait": ("Inlining would change what a wait waits for",
                              "A callee makes asyncmarks; inlining it moves the target.",
                              "note"),
    "async-outstanding-at-exit": ("Async operations outstanding when the wave ends",
                                  "Copies never waited for before the wave ends.", "note"),
    "nonuniform-lds-pointer": ("Non-uniform LDS pointer of an LDS DMA",
                               "The hardware uses the first active lane's pointer.", "note"),
    "slack": ("The largest safe count of a wait.asyncmark",
              "A larger count keeps every explored execution free of findings.", "note"),
    "redundant-barrier": ("A barrier the launch does not need",
                          "Removing it keeps the launch clean.", "note"),
    "redundant-fence": ("A fence the launch does not need",
                        "Removing it keeps the launch clean.", "note"),
}


def _location(loc: Loc, message: str | None = None) -> dict[str, object]:
    """The source line when the IR's debug info names one, the .ll line otherwise."""
    if loc.source_file and loc.source_line:
        region: dict[str, object] = {"startLine": loc.source_line}
        uri = loc.source_file
    else:
        region = {"startLine": max(loc.line, 1)}
        if loc.col > 0:
            region["startColumn"] = loc.col
        uri = loc.file
    out: dict[str, object] = {"physicalLocation": {"artifactLocation": {"uri": uri},
                                                   "region": region}}
    if message is not None:
        out["message"] = {"text": message}
    return out


def _ll_location(loc: Loc, index: int) -> dict[str, object]:
    region: dict[str, object] = {"startLine": max(loc.line, 1)}
    if loc.col > 0:
        region["startColumn"] = loc.col
    return {"id": index, "physicalLocation": {"artifactLocation": {"uri": loc.file},
                                              "region": region},
            "message": {"text": "the LLVM IR line"}}


def _related(finding: Finding) -> list[dict[str, object]]:
    """The IR line of a finding named by its source line, the cause's other site (the
    write or copy the read may miss; a race's other access), the other accesses the
    site also races with (``also_with``), every use of the value but the first
    (docs/findings.md), and last the read whose value may be undef."""
    related: list[tuple[Loc, str]] = []
    if finding.cause is not None:
        for site in finding.cause.sites:
            if site not in (finding.loc, finding.origin):
                related.append((site, "the other access of the cause"))
    for loc in finding.also_with:
        related.append((loc, "another access this site also races with"))
    for use in finding.uses[1:]:
        related.append((use.loc, f"a use: the value {use.what}"))
    if finding.origin is not None:  # (last)
        related.append((finding.origin, "the read whose value may be undef"))
    out = [_ll_location(finding.loc, 0)] if finding.loc.source_line else []
    for loc, text in related:
        entry = _location(loc, text)
        entry["id"] = len(out)
        out.append(entry)
    return out


def rule_id(finding: Finding) -> str:
    """The finding's rule: its kind, and for an undefined read of several writes a rule
    of its own (docs/semantics/readings.md)."""
    if finding.cause is not None and finding.cause.missing == SEVERAL_WRITES:
        return f"{finding.kind}/{SEVERAL_WRITES}"
    return finding.kind


def to_sarif(result: SarifSource, version: str = "0.1.0") -> dict[str, object]:
    kinds = sorted({rule_id(f) for f in result.findings} | {n.kind for n in result.notes})
    rule_ids = [k for k in RULES if k in kinds] + [k for k in kinds if k not in RULES]
    index = {k: i for i, k in enumerate(rule_ids)}
    rules = []
    for kind in rule_ids:
        short, help_text, level = RULES.get(kind, (kind, kind, "note"))
        rules.append({"id": kind, "name": kind, "shortDescription": {"text": short},
                      "fullDescription": {"text": help_text}, "help": {"text": help_text},
                      "defaultConfiguration": {"level": level}})
    results: list[dict[str, object]] = []
    for finding in result.findings:
        entry: dict[str, object] = {
            "ruleId": rule_id(finding), "ruleIndex": index[rule_id(finding)], "level": "error",
            "message": {"text": finding.message},
            "locations": [_location(finding.loc)],
            "codeFlows": [{"threadFlows": [{"locations": [
                {"location": _location(step.loc, step.what),
                 **({"properties": {"wave": step.wave, "lane": step.lane}}
                    if step.wave is not None else {})}
                for step in finding.trace]}]}],
            "properties": {"instances": finding.count},
        }
        related = _related(finding)
        if related:
            entry["relatedLocations"] = related
        if finding.cause is not None:
            properties = entry["properties"]
            assert isinstance(properties, dict)
            properties["missing"] = finding.cause.missing
            properties["uses"] = len(finding.uses)
        if finding.witness:
            properties = entry["properties"]
            assert isinstance(properties, dict)
            properties["witness"] = finding.witness
        results.append(entry)
    for note in result.notes:
        results.append({"ruleId": note.kind, "ruleIndex": index[note.kind], "level": "note",
                        "message": {"text": note.message},
                        "locations": [_location(note.loc)]})
    run: dict[str, object] = {
        "tool": {"driver": {"name": "amdsync", "version": version,
                            "informationUri": INFO_URI, "rules": rules}},
        "results": results,
        "properties": {"status": result.status},
    }
    if result.incomplete_reason is not None:
        run["invocations"] = [{"executionSuccessful": True, "toolExecutionNotifications": [
            {"level": "warning", "message": {"text": f"incomplete: "
                                                     f"{result.incomplete_reason}"}}]}]
    return {"$schema": SCHEMA, "version": "2.1.0", "runs": [run]}
