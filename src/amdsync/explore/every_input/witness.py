"""Findings of executions that assumed sides of unknown branches, confirmed by a
witness input (docs/semantics/every-input.md, "Every input").

Exploring every side of a wave-uniform unknown branch over-approximates: a side may be
one no input takes (the same cell assumed greater than 5 at one branch and less than 3
at the next). So a finding is kept only when it is found in an execution without
assumptions (it holds for every input), or when the constraints of an execution that
found it have a solution (explore/every_input/assumptions.py) and a concrete check with that input
— the branches then follow the data, nothing is assumed — finds it again; the finding
then names the input. Otherwise it is dropped and the check says `incomplete`, naming
the candidate: never a finding and never clean.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from amdsync.explore.every_input.assumptions import (
    SYMBOLIC,
    Assumption,
    SymbolicRead,
    Witness,
    fill_witnesses,
    witness,
)
from amdsync.explore.every_input.inputs import InputSpec
from amdsync.explore.every_input.value_sources import where
from amdsync.explore.findings.records import Finding, Note
from amdsync.explore.findings.result import CheckResult
from amdsync.explore.search.options import ExploreOptions

MAX_WITNESSES = 8  # witness inputs tried per finding (one concrete check each)

Key = tuple[str, str, int, int]  # a finding: kind, file, line, column
# A witness input as the preconditions (--assume) make it, or None where they exclude it.
Valid = Callable[[Witness], Witness | None]


def key(finding: Finding) -> Key:
    return (finding.kind, finding.loc.file, finding.loc.line, finding.loc.col)


def _inputs(candidates: Sequence[tuple[Assumption, ...]], given: Sequence[InputSpec],
            valid: Valid) -> list[Witness]:
    """Up to MAX_WITNESSES distinct inputs to try for a finding: each execution's
    solved constraints, or (an execution that split lanes) its filled cells."""
    out: list[Witness] = []
    seen: set[tuple[bytes, ...]] = set()
    for assumed in candidates:
        # (the solver's input for the execution first: the last one given covers the
        # most; then the simple constraints' and the filled ones)
        models = [*(a.model for a in assumed if a.model is not None and a.target == SYMBOLIC),
                  *[a.model for a in assumed if a.model is not None and a.target != SYMBOLIC][-1:]]
        w = witness(assumed, given)
        for found in [*models, *([w] if w is not None else fill_witnesses(assumed, given))]:
            one = valid(found)
            if one is None:
                continue
            ident = tuple(spec.data for spec in one.inputs)
            if ident not in seen:
                seen.add(ident)
                out.append(one)
            if len(out) == MAX_WITNESSES:
                return out
    return out


def confirm(result: CheckResult, runs: Sequence[tuple[tuple[Assumption, ...], set[Key]]],
            options: ExploreOptions, rerun: Callable[[ExploreOptions], CheckResult],
            valid: Valid = lambda w: w) -> CheckResult:
    """``result`` with every finding that only executions with assumptions found
    either confirmed by a witness input (its message names the input) or dropped
    (the check is then `incomplete`). ``runs``: each execution's assumptions and the
    findings it made. ``valid``: the witness as the preconditions (--assume) make it,
    or None where they exclude it."""
    if not result.findings or not any(assumed for assumed, _ in runs):
        return result
    free: set[Key] = set().union(*(found for assumed, found in runs if not assumed))
    tried: dict[tuple[bytes, ...], set[Key] | None] = {}
    stopped: str | None = None  # a bound that stopped a re-run: the search ends there
    kept: list[Finding] = []
    unconfirmed: list[tuple[Finding, tuple[Assumption, ...]]] = []
    notes: list[Note] = []
    for finding in result.findings:
        k = key(finding)
        if k in free or finding.witness:
            # (a finding a concrete run with its witness input already made: confirm_reads'
            # findings for reads that may meet a write, run before this)
            kept.append(finding)
            continue
        candidates = [assumed for assumed, found in runs if assumed and k in found]
        confirmed: Witness | None = None
        for w in _inputs(candidates, options.inputs, valid) if stopped is None else ():
            ident = tuple(spec.data for spec in w.inputs)
            if ident not in tried:
                concrete = rerun(replace(options, inputs=w.inputs, every_input=False))
                tried[ident] = ({key(f) for f in concrete.findings}
                                if concrete.incomplete_reason is None or concrete.findings
                                else None)
                if concrete.stats.bound is not None and not concrete.findings:
                    stopped = concrete.stats.bound
            if tried[ident] is not None and k in (tried[ident] or set()):
                confirmed = w
                break
        if confirmed is None:
            unconfirmed.append((finding, candidates[0] if candidates else ()))
            continue
        named, note = _witnessed(finding, confirmed.describe())
        kept.append(named)
        notes.append(note)
    if not unconfirmed:
        result.findings = kept
        result.notes = [*result.notes, *notes]
        return result
    finding, assumed = unconfirmed[0]
    sides = "; ".join(a.describe() for a in assumed) or "sides of unknown branches"
    result.findings = kept
    result.notes = [*result.notes, *notes]
    if stopped is not None and result.stats.bound is None:
        result.stats = replace(result.stats, bound=stopped)
    if result.incomplete_reason is None:
        searched = (f"the search for an input that takes those sides and reproduces it "
                    f"was stopped by a bound ({stopped})" if stopped is not None else
                    "no input that takes those sides and reproduces it was found")
        result.incomplete_reason = (
            f"a {finding.kind} at {where(finding.loc)} was found only in executions "
            f"that assume {sides} (values amdsync does not track), and {searched}: "
            "give the buffers with --input to decide it")
        result.incomplete_loc = finding.loc
    return result


def confirm_reads(result: CheckResult, reads: Sequence[SymbolicRead], options: ExploreOptions,
                  rerun: Callable[[ExploreOptions], CheckResult],
                  valid: Valid = lambda w: w) -> CheckResult:
    """``result`` after plain reads that the solver found may meet a write unordered
    (explore/every_input/symbolic_access.py): such a read's value may be undef, a finding
    only where it is used, which the symbolic run does not follow. Each read's witness
    input is run concretely (up to MAX_WITNESSES inputs); every finding such a run makes
    is a finding of the launch for that input, named so. Where no run finds one, the
    check is `incomplete`, naming the read and its input: never clean."""
    seen: set[tuple[bytes, ...]] = set()
    found: list[Finding] = []
    notes: list[Note] = []
    known = {_cause_key(f) for f in result.findings}
    undecided: SymbolicRead | None = None
    stopped: str | None = None
    for given in reads:
        made = valid(given.witness)
        if made is None:
            undecided = undecided or given  # (an input the preconditions exclude)
            continue
        read = replace(given, witness=made)
        ident = tuple(spec.data for spec in read.witness.inputs)
        if ident in seen:
            continue
        if len(seen) == MAX_WITNESSES or stopped is not None:
            undecided = undecided or read
            continue
        seen.add(ident)
        concrete = rerun(replace(options, inputs=read.witness.inputs, every_input=False))
        if concrete.stats.bound is not None and not concrete.findings:
            stopped = concrete.stats.bound
        if not concrete.findings:
            undecided = undecided or read
            continue
        text = read.witness.describe()
        for finding in concrete.findings:
            if _cause_key(finding) in known:
                continue
            known.add(_cause_key(finding))
            named, note = _witnessed(finding, text)
            found.append(named)
            notes.append(note)
    result.findings = sorted([*result.findings, *found], key=lambda f: (
        f.loc.file, f.loc.line, f.loc.col, f.kind))
    result.notes = [*result.notes, *notes]
    if undecided is not None and not result.findings and result.incomplete_reason is None:
        searched = (f"the concrete run with that input was stopped by a bound ({stopped})"
                    if stopped is not None else
                    "the concrete run with that input found no use of an undefined value")
        result.incomplete_reason = (f"{undecided.describe()}; {searched}: give the buffers "
                                    "with --input to decide the other inputs")
        result.incomplete_loc = undecided.read
        if stopped is not None and result.stats.bound is None:
            result.stats = replace(result.stats, bound=stopped)
    return result


def _witnessed(finding: Finding, text: str) -> tuple[Finding, Note]:
    """A finding a concrete run with the input ``text`` found, named so, and its note."""
    return (replace(finding, message=f"{finding.message}; for the input {text}",
                    witness=text),
            Note("witness", finding.loc, f"the {finding.kind} at {where(finding.loc)} "
                 f"happens with the input {text}"))


def _cause_key(finding: Finding) -> tuple[object, ...]:
    """A finding's place and, where it has one, its cause (docs/findings.md: two causes
    at one place are two findings)."""
    return (*key(finding), finding.cause.key(finding.kind) if finding.cause else None)
