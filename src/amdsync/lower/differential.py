"""Checking the counter model against a real LLVM.

Each Program is lowered with wait markers (:func:`~amdsync.lower.emit.lower_program`,
``annotate=True``), compiled by the Triton-bundled LLVM (:mod:`amdsync.lower.llvm_driver`)
and the counter waits LLVM emitted for each ``wait.asyncmark`` are compared with the
model's ``llvm`` prediction:

``agree``
    LLVM emitted exactly the predicted wait.
``conservative:<why>``
    LLVM emitted a different wait that is still safe (no larger than the minimal safe
    count): one of LLVM's conservative cases (``loop``, ``unequal-branches``,
    ``mark-limit``, ``flat``).
``duplicated-block``
    LLVM duplicated the block (tail duplication) and specialized the wait to the paths
    of one copy: it waits for less than the wait merged over all paths, never more.
``spills``
    LLVM spilled registers to scratch memory; spill stores and reloads are vector-memory
    operations ``vmcnt`` counts but the Program does not show, and LLVM's count is the
    larger one.
``disagree``
    Anything else: a gap in the model, or an LLVM bug if LLVM's wait is unsafe.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from amdsync.lower.asm import emitted_waits
from amdsync.lower.emit import WAIT_MARKER, lower_program, target_features
from amdsync.lower.llvm_driver import CompileJob, compile_modules
from amdsync.lower.waitcnt import WaitPrediction, model_program
from amdsync.program import ops as o
from amdsync.program.module import Program
from amdsync.program.target_support import check_target_support
from amdsync.targets import Target
from amdsync.targets.processors import VMCNT


@dataclass(frozen=True)
class Comparison:
    prediction: WaitPrediction
    emitted: int | None  # LLVM's value for the prediction's counter (None: no wait)
    found: bool  # the wait is in LLVM's output at all
    verdict: str

    @property
    def agrees(self) -> bool:
        return self.verdict == "agree"


@dataclass(frozen=True)
class ProgramComparison:
    source: str
    target: Target
    comparisons: tuple[Comparison, ...]
    error: str = ""  # LLVM failed to compile the lowered module

    @property
    def ok(self) -> bool:
        return not self.error and all(c.verdict != "disagree" for c in self.comparisons)


def judge(prediction: WaitPrediction, emitted: int | None, found: bool) -> str:
    if not found:
        return "agree" if prediction.llvm is None else "disagree"
    if emitted == prediction.llvm:
        return "agree"
    minimal = prediction.minimal
    safe = minimal is None or (emitted is not None and emitted <= minimal)
    if safe and emitted is not None and (prediction.llvm is None or
                                         emitted < prediction.llvm):
        return f"conservative:{prediction.conservative or prediction.context}"
    return "disagree"


def compare_programs(programs: Sequence[Program], target: Target, workers: int = 2,
                     max_workgroup_size: int = 1024) -> list[ProgramComparison]:
    """Lower, compile and compare every program (one batch of LLVM subprocesses)."""
    lowered = [lower_program(p, target, annotate=True,
                             max_workgroup_size=max_workgroup_size) for p in programs]
    return _compare(programs, [m.text for m in lowered], [m.markers for m in lowered],
                    target, workers)


def annotate_source(program: Program, text: str) -> tuple[str, tuple[Site, ...]]:
    """The LLVM IR ``text`` the program was read from, with a wait marker inserted before
    each ``wait.asyncmark`` line (the reader's locations), so that the *original* module
    can be compiled and compared with the model."""
    lines = text.splitlines()
    inserts: dict[int, list[tuple[int, Site]]] = {}
    sites: list[Site] = []
    for fn in program.functions:
        for block in fn.blocks:
            for i, op in enumerate(block.ops):
                if isinstance(op, o.WaitAsyncMark) and 1 <= op.loc.line <= len(lines):
                    inserts.setdefault(op.loc.line, []).append((len(sites), (fn.name,
                                                                             block.name, i)))
                    sites.append((fn.name, block.name, i))
    out: list[str] = []
    for number, line in enumerate(lines, start=1):
        for marker, _ in inserts.get(number, []):
            out.append(f'  call void asm sideeffect "; {WAIT_MARKER} {marker}", ""()')
        out.append(line)
    return "\n".join(out) + "\n", tuple(sites)


def compare_source(program: Program, text: str, target: Target) -> ProgramComparison:
    """Compile the module ``program`` was read from (not a re-lowering) and compare.
    An operation the target lacks is a located error first: LLVM's own failure
    ("Cannot select: intrinsic …") names no line (issue 32, the fuzz campaign)."""
    check_target_support(program, target.processor)
    return compare_sources([(program, text)], target, workers=1)[0]


def compare_sources(items: Sequence[tuple[Program, str]], target: Target,
                    workers: int = 2) -> list[ProgramComparison]:
    """:func:`compare_source` for many modules in one batch of LLVM subprocesses."""
    annotated = [annotate_source(program, text) for program, text in items]
    return _compare([program for program, _ in items], [a[0] for a in annotated],
                    [a[1] for a in annotated], target, workers)


Site = tuple[str, str, int]


def _compare(programs: Sequence[Program], texts: Sequence[str],
             site_lists: Sequence[tuple[Site, ...]], target: Target,
             workers: int) -> list[ProgramComparison]:
    jobs = [CompileJob(text, target.processor.name, target_features(target))
            for text in texts]
    results = compile_modules(jobs, workers=workers)
    out: list[ProgramComparison] = []
    for program, sites, result in zip(programs, site_lists, results, strict=True):
        predictions = model_program(program, target)
        if not result.ok:
            out.append(ProgramComparison(program.source, target, (), result.error.strip()))
            continue
        counter = predictions[0].counter if predictions else ""
        index = {site: i for i, site in enumerate(sites)}
        by_marker = {index[(p.function, p.block, p.index)]: p for p in predictions
                     if (p.function, p.block, p.index) in index}
        # Waits with nothing between them share one emitted wait: judge each emitted
        # group against the tightest prediction of its members. LLVM may duplicate a
        # block (tail duplication): then a wait is judged in every copy.
        groups: dict[int, list[int]] = {}
        values: dict[int, int | None] = {}
        for wait in emitted_waits(result.asm):
            if wait.marker is None or wait.marker not in by_marker:
                continue
            groups.setdefault(wait.group, []).append(wait.marker)
            values[wait.group] = wait.get(counter)
        copies: dict[int, list[tuple[WaitPrediction, int | None]]] = {}
        specialized: set[int] = set()  # in a group with a wait of a duplicated block
        for group, markers in groups.items():
            members = [by_marker[m] for m in markers]
            llvm: int | None = None
            minimal: int | None = None
            for member in members:
                llvm = _min(llvm, member.llvm)
                minimal = _min(minimal, member.minimal)
            why = next((m.conservative for m in members if m.conservative), None)
            judged = replace(members[0], llvm=llvm, minimal=minimal, conservative=why)
            duplicated = any(sum(m in ms for ms in groups.values()) > 1 for m in markers)
            for member_marker in markers:
                copies.setdefault(member_marker, []).append((judged, values[group]))
                if duplicated:
                    specialized.add(member_marker)
        # Register-allocator spills and reloads are scratch accesses: vector-memory
        # operations vmcnt counts that the Program does not show.
        spills = counter == VMCNT and ("Folded Spill" in result.asm
                                       or "Folded Reload" in result.asm)
        comparisons = []
        value: int | None
        for prediction in predictions:
            marker = index.get((prediction.function, prediction.block, prediction.index))
            if marker is None or marker not in copies:
                comparisons.append(Comparison(prediction, None, False,
                                              judge(prediction, None, False)))
                continue
            seen = copies[marker]
            if len(seen) == 1:
                judged, value = seen[0]
                verdict = judge(judged, value, True)
                if verdict == "disagree" and marker in specialized and (
                        value is None or judged.llvm is None or value >= judged.llvm):
                    verdict = "duplicated-block"
                comparisons.append(Comparison(prediction, value, True, verdict))
                continue
            # A duplicated block: each copy serves some of the paths, so a copy may wait
            # less than the merged prediction; the tightest copy is the merged wait.
            value = None
            judged = seen[0][0]
            for copy_judged, copy_value in seen:
                if copy_value is not None and (value is None or copy_value < value):
                    value, judged = copy_value, copy_judged
            llvm_all: int | None = None
            for copy_judged, _ in seen:
                llvm_all = _min(llvm_all, copy_judged.llvm)
            judged = replace(judged, llvm=llvm_all)
            comparisons.append(Comparison(prediction, value, True, judge(judged, value, True)))
        if spills:
            comparisons = [_spilled(c) for c in comparisons]
        out.append(ProgramComparison(program.source, target, tuple(comparisons)))
    return out


def _spilled(c: Comparison) -> Comparison:
    """A disagreement in a function with spill code where LLVM counts more events than
    the model (never fewer) is explained by the spills."""
    if c.verdict != "disagree" or not c.found:
        return c
    llvm = c.prediction.llvm
    if c.emitted is None or llvm is None or c.emitted >= llvm:
        return replace(c, verdict="spills")
    return c


def _min(a: int | None, b: int | None) -> int | None:
    if a is None:
        return b
    if b is None:
        return a
    return min(a, b)
