"""A checked fix for every finding (docs/fixes.md): the smallest synchronization edit
of the ``.ll`` that removes the finding's cause without adding a finding.

For each finding, candidate edits are tried in the order of what they cost at run
time — a ``wait.asyncmark`` count lowered, fences given to an existing barrier, relaxed
atomics made release/acquire, a scope widened, a new workgroup barrier with
release/acquire fences, a plain access of an atomically accessed location made atomic.
Each candidate is applied to the text (formats/llvm/edits.py), the text is read again
and the launch checked again with the same options and bounds; the first candidate
after which the finding is gone, no finding is new and the check is complete is the
fix. A fix that was not re-checked is never shown: a candidate whose check stops at a
bound is not a fix, and where no candidate works the finding says so.

Findings are compared across edits by their kind and their lines mapped back to the
original text (an inserted line has no original line: a finding there is new).
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterable
from dataclasses import replace

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.explore.findings.records import Finding
from amdsync.explore.findings.result import Candidate, CheckResult, Fix, FixOutcome, FixReport
from amdsync.explore.search import barrier_moves as moves
from amdsync.explore.search.atomic_rmw import (
    atomic_rmw_edits,
    find_plain_rmw,
    other_plain_accesses,
)
from amdsync.explore.search.check import check_program
from amdsync.explore.search.counter_waits import asynccnt, set_asynccnt
from amdsync.explore.search.options import ExploreOptions
from amdsync.formats.llvm import edits as e
from amdsync.formats.llvm.reader import read_llvm_with_warnings
from amdsync.program.module import Program
from amdsync.program.topology import Launch

# At most this many candidate edits are checked for one finding.
MAX_CANDIDATES = 40

FindingKey = tuple[str, int | None, int | None]


def key(finding: Finding, line_of: Callable[[int], int | None] = lambda n: n) -> FindingKey:
    """A finding's identity across edits: its kind, its line and its origin's line in
    the original text."""
    origin = None if finding.origin is None else line_of(finding.origin.line)
    return (finding.kind, line_of(finding.loc.line), origin)


def search_fixes(text: str, path: str, launch: Launch, options: ExploreOptions,
                 result: CheckResult, kernel: str | None = None,
                 opaque: frozenset[str] = frozenset(),
                 deadline: float | None = None) -> FixReport:
    """A checked fix for each finding of ``result`` (the check of ``text``, the
    ``.ll`` at ``path``), and the check of every fix applied together."""
    program, _ = read_llvm_with_warnings(text, path, opaque, kernel)
    lines = text.splitlines()
    before = {key(f) for f in result.findings}
    report = FixReport()
    quiet = replace(options, progress=None)
    places = _places(program)

    def recheck(candidate: Candidate) -> tuple[e.Edited, CheckResult] | None:
        edited = e.apply_edits(text, candidate.edits)
        try:
            new_program, _ = read_llvm_with_warnings(edited.text, path, opaque, kernel)
        except AmdsyncError:
            return None  # the edit made IR the reader refuses: not a fix
        run = quiet if deadline is None else replace(
            quiet, time_spent=max(0.0, quiet.timeout - (deadline - time.monotonic())))
        return edited, check_program(new_program, launch, run)

    found: list[tuple[Fix, set[FindingKey]]] = []
    for finding in result.findings:
        target = key(finding)
        shared = next((fix for fix, left in found if target not in left), None)
        if shared is not None:
            report.outcomes.append(FixOutcome(finding, shared, 0))
            continue
        tried = 0
        outcome: FixOutcome | None = None
        for candidate in candidates(lines, finding, places)[:MAX_CANDIDATES]:
            if deadline is not None and time.monotonic() > deadline:
                outcome = FixOutcome(finding, None, tried,
                                     "the fix search stopped at the time bound")
                break
            tried += 1
            checked = recheck(candidate)
            if checked is None:
                continue
            edited, after = checked
            left = {key(f, edited.original_line) for f in after.findings}
            if after.incomplete_reason is not None or target in left or not left <= before:
                continue
            fix = Fix(candidate, e.unified_diff(path, text, edited), after)
            found.append((fix, left))
            outcome = FixOutcome(finding, fix, tried)
            break
        report.outcomes.append(outcome or FixOutcome(finding, None, tried,
                                                     _why_none(lines, finding, places)))
    chosen = _unique(edit for o in report.outcomes if o.fix is not None
                     for edit in o.fix.candidate.edits)
    if chosen:
        combined = recheck(Candidate(tuple(chosen), "every fix", 0))
        if combined is not None:
            edited, report.combined = combined
            report.combined_text = edited.text
            report.combined_diff = e.unified_diff(path, text, edited)
    return report


def _why_none(lines: list[str], finding: Finding, places: dict[int, Loc]) -> str:
    rmw = find_plain_rmw(lines, _site_lines(finding, lines)) \
        if finding.kind == "race" else None
    if rmw is not None and rmw.op is None:
        return (f"no synchronization edit removes it: the load at {_where(rmw.load, places)} "
                f"and the store at {_where(rmw.store, places)} are one plain "
                "read-modify-write of an address other lanes update too, which no atomic "
                "read-modify-write does in one step; give each address one owner (an index "
                "or a stride) or make the update one atomic operation")
    return (f"no synchronization edit removes it: {NO_EDIT_SET} removes it from this IR "
            "without adding a finding; the cause may be in what the program computes (an "
            "index, a bound, an early return), or need an edit of the source that compiles "
            "to other code")


# The edit set, as a finding without a fix names it.
NO_EDIT_SET = ("none in the set (a wait count lowered, fences, release/acquire, a wider "
               "scope, a barrier added or moved, an atomic access or read-modify-write)")


def _unique(edits: Iterable[e.Edit]) -> list[e.Edit]:
    out: list[e.Edit] = []
    for edit in edits:
        if edit not in out:
            out.append(edit)
    return out


# ---------------------------------------------------------------- candidates

def _places(program: Program) -> dict[int, Loc]:
    """The location of an operation on each IR line (for source lines in messages)."""
    out: dict[int, Loc] = {}
    for function in program.functions:
        for op in function.ops():
            out.setdefault(op.loc.line, op.loc)
        for block in function.blocks:
            out.setdefault(block.term.loc.line, block.term.loc)
    return out


def _where(line: int, places: dict[int, Loc]) -> str:
    loc = places.get(line)
    if loc is not None and loc.source_line is not None and loc.source_file:
        return f"{loc.source_file.rsplit('/', 1)[-1]}:{loc.source_line} (IR line {line})"
    return f"line {line}"


def _barrier_words(line: int, places: dict[int, Loc]) -> str:
    """A workgroup barrier that orders memory, as the source language spells it."""
    loc = places.get(line)
    source = (loc.source_file or "") if loc is not None else ""
    if source.endswith((".hip", ".cu", ".cpp", ".cc", ".h", ".hpp")):
        return "`__syncthreads()`"
    if source.endswith(".cl"):
        return "`barrier(CLK_LOCAL_MEM_FENCE)`"
    return "a workgroup barrier with release/acquire fences"


def _function_of(lines: list[str], line: int) -> range:
    """The lines (1-based) of the function definition that holds ``line``."""
    start = next((i for i in range(line, 0, -1) if lines[i - 1].startswith("define ")), 1)
    end = next((i for i in range(line, len(lines) + 1) if lines[i - 1].startswith("}")),
               len(lines))
    return range(start, end + 1)


def _fence_pairs_without_barrier(lines: list[str], body: range) -> list[int]:
    """Release fences followed by an acquire fence of the same scope with only comments
    and other non-instructions between them."""
    out: list[int] = []
    for number in body:
        line = lines[number - 1]
        if not (e.is_fence(line) and re.search(r"\b(release|acq_rel)\b", line)):
            continue
        later = next((k for k in range(number + 1, body.stop)
                      if lines[k - 1].strip() and not lines[k - 1].strip().startswith(";")),
                     None)
        if later is not None and e.is_fence(lines[later - 1]) and re.search(
                r"\bacquire\b", lines[later - 1]):
            out.append(number)
    return out


def _branches_back(lines: list[str], number: int) -> bool:
    """Is line ``number`` a branch to a block whose label comes before it?"""
    line = lines[number - 1].strip()
    if not line.startswith("br "):
        return False
    for label in re.findall(r"label %([-\w.$]+)", line):
        if any(lines[k - 1].startswith(f"{label}:") for k in range(1, number)):
            return True
    return False


_ACCESS = re.compile(r"\b(load|store|atomicrmw|cmpxchg)\b|@llvm\.amdgcn\.[\w.]*(lds|async)")


def _site_lines(finding: Finding, lines: list[str]) -> list[int]:
    """The finding's accesses: its line, its origin, and the trace's access lines."""
    out: list[int] = []
    for number in [finding.loc.line, *([finding.origin.line] if finding.origin else []),
                   *(t.loc.line for t in finding.trace)]:
        if 0 < number <= len(lines) and number not in out and _ACCESS.search(
                lines[number - 1]):
            out.append(number)
    return out


def candidates(lines: list[str], finding: Finding, places: dict[int, Loc]
               ) -> list[Candidate]:
    """The edits that could remove ``finding``, cheapest first."""
    if finding.kind == "barrier-ub":
        return _moved_barrier(lines, finding, places)
    sites = _site_lines(finding, lines)
    if not sites or finding.kind not in ("race", "undef-read"):
        return []
    body = _function_of(lines, sites[0])
    traced = [t.loc.line for t in finding.trace]
    rmw = find_plain_rmw(lines, sites) if finding.kind == "race" else None
    out: list[Candidate] = []
    # A wait count lowered: the waits of the trace first, the largest count first.
    waits = [n for n in body if e.wait_count(lines[n - 1]) is not None]
    waits.sort(key=lambda n: (n not in traced, n))
    for number in waits:
        count = e.wait_count(lines[number - 1]) or 0
        # (a wait the counterexample names: every lower count; another: one less)
        lowest = 0 if number in traced else max(count - 1, 0)
        for lower in range(count - 1, lowest - 1, -1):
            out.append(Candidate(
                (e.set_wait_count(number, lines[number - 1], lower),),
                f"wait.asyncmark({count}) at {_where(number, places)} lowered to "
                f"wait.asyncmark({lower})", 0))
    # An s_waitcnt's vmcnt lowered, the other counters kept (docs/semantics/hardware-waits.md:
    # vmcnt completes the LDS DMA copies it covers). From at most vmcnt(15) down: the
    # search offers edits, it proves nothing, and a wait of more copies than that is rare.
    hardware = [n for n in body if e.hardware_wait_vmcnt(lines[n - 1]) is not None]
    hardware.sort(key=lambda n: (n not in traced, n))
    for number in hardware:
        imm, vmcnt = e.hardware_wait_vmcnt(lines[number - 1]) or (0, 0)
        lowest = 0 if number in traced else max(vmcnt - 1, 0)
        for lower in range(min(vmcnt - 1, 15), lowest - 1, -1):
            edit = e.set_hardware_wait_vmcnt(number, lines[number - 1], lower)
            edited = e.hardware_wait_vmcnt(edit.text)
            out.append(Candidate((edit,), f"s_waitcnt vmcnt({vmcnt}) at "
                                 f"{_where(number, places)} lowered to vmcnt({lower}) "
                                 f"(immediate {imm} to {edited[0] if edited else imm})", 0))
    # GFX12.5's s_wait_asynccnt lowered the same way (counter_waits.py).
    counted = [n for n in body if asynccnt(lines[n - 1]) is not None]
    counted.sort(key=lambda n: (n not in traced, n))
    for number in counted:
        count = asynccnt(lines[number - 1]) or 0
        lowest = 0 if number in traced else max(count - 1, 0)
        for lower in range(count - 1, lowest - 1, -1):
            out.append(Candidate((set_asynccnt(number, lines[number - 1], lower),),
                                 f"s_wait_asynccnt({count}) at {_where(number, places)} "
                                 f"lowered to s_wait_asynccnt({lower})", 0))
    # Fences for a barrier that has none (amdgpu-usage: s_barrier orders no memory).
    for number in body:
        if not e.is_barrier(lines[number - 1]):
            continue
        edits: list[e.Edit] = []
        if not (number > 1 and e.is_fence(lines[number - 2])):
            edits.append(e.Insert(number, (e.fence_line("workgroup", "release"),)))
        if not (number < len(lines) and e.is_fence(lines[number])):
            edits.append(e.Insert(number, (e.fence_line("workgroup", "acquire"),),
                                  after=True))
        if edits:
            out.append(Candidate(tuple(edits), f"the barrier at {_where(number, places)} "
                                 "given a release fence before it and an acquire fence "
                                 "after it (workgroup scope)", 1))
    # Every barrier without fences given them at once (Triton's ping-pong schedule: one
    # half of the workgroup's unfenced barrier meets the other's fenced one at each
    # stage of the loop and of its unrolled copies; barrier_moves.py).
    unfenced = moves.unfenced_barriers(lines, body)
    if len(unfenced) > 1:
        out.append(Candidate(
            tuple(i for n in unfenced for i in moves.fences_for(lines, n)),
            f"the barriers at {_lines_where(unfenced, places)} given a release fence before "
            "and an acquire fence after each (workgroup scope)", 1))
    # A barrier between a release fence and the acquire fence that follows it: the
    # fence pair that makes a barrier order memory, with no barrier left between them.
    for number in _fence_pairs_without_barrier(lines, body):
        out.append(Candidate(
            (e.Insert(number, ("call void @llvm.amdgcn.s.barrier()",), after=True),
             e.Declare("llvm.amdgcn.s.barrier", e.BARRIER_DECLARATION)),
            f"an s_barrier added between the release fence at {_where(number, places)} "
            "and the acquire fence after it (a workgroup barrier that orders memory)", 1))
    # Relaxed atomics made release (stores) and acquire (loads), all together.
    strong = [(n, s) for n in body if (s := e.strengthen(n, lines[n - 1])) is not None]
    if strong:
        out.append(Candidate(tuple(s for _, s in strong),
                             "the monotonic atomics made to synchronize (stores release, "
                             "loads acquire, read-modify-writes acq_rel) at line(s) "
                             f"{', '.join(str(n) for n, _ in strong)}", 2))
    # A plain read-modify-write of an address other lanes update made one atomic
    # read-modify-write (atomic_rmw.py; amdgpu-memory-model: atomics do not race), where
    # LLVM has the operation: the ordering-class edit an author writes (atomicAdd).
    rmw_edits = atomic_rmw_edits(lines, rmw) if rmw is not None else None
    if rmw is not None and rmw_edits is not None:
        what = (f"the load at {_where(rmw.load, places)} and the store at "
                f"{_where(rmw.store, places)} made one atomic read-modify-write (atomicrmw "
                f"{rmw.op}, monotonic, at the scope of the memory it updates)")
        out.append(Candidate(rmw_edits, what, 2))
        # (and the plain accesses of the same array made atomic: READINGS.md item 1)
        scope = e.scope_of_address_space(lines[rmw.store - 1])
        others = [(n, m) for n in other_plain_accesses(lines, rmw, body)
                  if (m := e.make_atomic(n, lines[n - 1], scope)) is not None]
        if others:
            out.append(Candidate((*rmw_edits, *(m for _, m in others)),
                                 f"{what}, and the accesses of the same memory at "
                                 f"{_lines_where([n for n, _ in others], places)} made "
                                 "atomic (monotonic)", 2))
    # A scope widened: every narrower fence and atomic together (a producer's and a
    # consumer's fence are both too narrow where a flag crosses workgroups), then one at
    # a time.
    wider = [(n, w) for n in body if (e.is_fence(lines[n - 1])
                                      or e.is_atomic_access(lines[n - 1]))
             and (w := e.widen_scope(n, lines[n - 1])) is not None]
    if len(wider) > 1:
        out.append(Candidate(tuple(w for _, w in wider), "the fences and atomics at line(s) "
                             f"{', '.join(str(n) for n, _ in wider)} given a wider scope",
                             3))
    for number, edit in wider:
        what = "fence" if e.is_fence(lines[number - 1]) else "atomic"
        out.append(Candidate((edit,), f"the {what} at {_where(number, places)} given a "
                             "wider scope", 3))
    # A new barrier with fences: beside each access of the finding, then at the start
    # of each block of the function, nearest the accesses first (a barrier every wave
    # of the workgroup reaches: outside the branch the access is in).
    declare = e.Declare("llvm.amdgcn.s.barrier", e.BARRIER_DECLARATION)
    spots: list[tuple[int, bool]] = []
    for number in sorted(sites, reverse=True):
        if "phi " not in lines[number - 1]:
            spots += [(number, False), (number, True)]
    # (then before each branch back to an earlier block — the end of a loop's body,
    # where a pipelined loop's barrier stands — and at each block's start)
    latches = [n for n in body if _branches_back(lines, n)]
    starts = sorted(moves.block_starts(lines, body), key=lambda n: min(abs(n - s) for s in sites))
    spots += [(n, False) for n in [*latches, *starts] if (n, False) not in spots]
    for number, after in spots:
        if rmw is not None and rmw.load < number + after <= rmw.store:
            continue  # a barrier inside a plain read-modify-write: updates would be lost
        words = _barrier_words(number, places)
        where = f"{'after' if after else 'before'} {_where(number, places)}"
        out.append(Candidate((e.Insert(number, e.barrier_with_fences(), after), declare),
                             f"{words} added {where}", 4))
    # Then a barrier after every copy of the finding's source lines at once (a loop the
    # compiler unrolled has one copy of the source's barrier per step; barrier_moves.py).
    copies = _copies(lines, sites, places, body)
    joins = moves.after_each_copy(lines, copies, body)
    if len(joins) > 1:
        out.append(Candidate(
            (*(e.Insert(n, e.barrier_with_fences()) for n in joins), declare),
            f"{_barrier_words(joins[0], places)} added after each copy of "
            f"{_lines_where(copies, places).split(' (IR')[0]} (before IR lines "
            f"{', '.join(str(n) for n in joins)})", 4))
    # A plain access of a location also accessed atomically made atomic (not the load
    # and store of one plain read-modify-write: two atomic halves still lose updates).
    if rmw is None and any(e.is_atomic_access(lines[n - 1]) for n in sites):
        for number in sites:
            line = lines[number - 1]
            made = e.make_atomic(number, line, e.scope_of_address_space(line))
            if made is not None:
                out.append(Candidate((made,), f"the access at {_where(number, places)} made "
                                     "atomic (monotonic, at the scope of the memory it "
                                     "touches)", 5))
    # A plain store and a plain (or volatile) load of one location that race, neither
    # atomic: the hand-off made atomic — the store release and the load acquire, at the
    # scope of the memory (a flag polled through a volatile pointer; LLVM LangRef:
    # volatile is not atomic; amdgpu-memory-model: a release store read by an acquire
    # load synchronizes).
    handoff = _handoff(lines, sites) if rmw is None else None
    if handoff is not None:
        store, load = handoff
        pair: list[e.Replace] = []
        for number in (store, load):
            line = lines[number - 1]
            made = e.make_atomic(number, line, e.scope_of_address_space(line))
            synced = e.strengthen(number, made.text) if made is not None else None
            if synced is not None:
                pair.append(synced)
        if len(pair) == 2:
            out.append(Candidate(tuple(pair), f"the store at {_where(store, places)} made a "
                                 "release atomic and the load at "
                                 f"{_where(load, places)} an acquire atomic (at the scope of "
                                 "the memory they touch)", 5))
    out.sort(key=lambda c: c.cost)
    return out


def _handoff(lines: list[str], sites: list[int]) -> tuple[int, int] | None:
    """The finding's one plain store and one plain load, neither atomic (None: other
    accesses, or an atomic among them)."""
    stores = [n for n in sites if re.search(r"\bstore\b", lines[n - 1])]
    loads = [n for n in sites if re.search(r"= load\b", lines[n - 1])]
    if (len(stores) != 1 or len(loads) != 1 or len(sites) != 2
            or any(e.is_atomic_access(lines[n - 1]) for n in sites)):
        return None
    return stores[0], loads[0]


def _copies(lines: list[str], sites: list[int], places: dict[int, Loc], body: range
            ) -> list[int]:
    """The accesses of ``body`` on the source lines of the finding's accesses (the
    copies an unrolled loop made of them), in text order."""
    wanted = {(loc.source_file, loc.source_line) for n in sites
              if (loc := places.get(n)) is not None and loc.source_line is not None}
    return [n for n in body if (loc := places.get(n)) is not None
            and (loc.source_file, loc.source_line) in wanted
            and _ACCESS.search(lines[n - 1]) is not None]


def _lines_where(numbers: list[int], places: dict[int, Loc]) -> str:
    """Several IR lines, after their one source line where they share one."""
    sources = {_where(n, places).split(" (IR line ")[0] for n in numbers}
    if len(sources) == 1 and not next(iter(sources)).startswith("line "):
        return f"{sources.pop()} (IR lines {', '.join(str(n) for n in numbers)})"
    return ", ".join(_where(n, places) for n in numbers)


def _moved_barrier(lines: list[str], finding: Finding, places: dict[int, Loc]
                   ) -> list[Candidate]:
    """A barrier that not every wave of the workgroup reaches (barrier-ub,
    amdgpu-execution-synchronization) moved to the start of a later block, nearest
    first: the join of the branch it is in (barrier_moves.py)."""
    number = finding.loc.line
    if not (0 < number <= len(lines) and e.is_barrier(lines[number - 1])):
        return []
    body = _function_of(lines, number)
    removed = moves.removal(lines, number)
    declare = e.Declare("llvm.amdgcn.s.barrier", e.BARRIER_DECLARATION)
    words = _barrier_words(number, places)
    return [Candidate((*removed, e.Insert(place, e.barrier_with_fences()), declare),
                      f"the barrier at {_where(number, places)} moved out of its branch: "
                      f"{words} before {_where(place, places)}, which every wave of the "
                      "workgroup reaches", 4)
            for place in moves.later_block_starts(lines, number, body)]
