"""Racy runs: the dense shadow (explore/memory/dense_shadow.py) and the exact one
(explore/memory/shadow.py) give the same findings where there are findings
(docs/semantics/scale.md, "What a racy run costs").

* Random small racy programs: two waves of four lanes run a random sequence of loads,
  stores (whole words and halves of words) and barriers (with or without the
  workgroup release/acquire fences) on one LDS or global array, each step by wave 0,
  wave 1 or both, at each lane's own word, its neighbour's, a word both waves' lane
  *i* share or one word for all; the last value read goes to global memory (so an
  undefined read has a use). ``check`` with the dense shadow first and with the exact
  one from the start give the same ``CheckResult`` (status, findings with their
  messages, instances and counterexamples, notes, bounds; ``stats`` aside: seconds).
* The seeded gfx950 matmuls (2, 3 and 4 stages; a wait raised by one, the barrier
  removed, the release fence removed) at the smallest K with findings: the JSON report
  (all but seconds) is the golden one in tests/golden/racy/ with the dense shadow first,
  and for the 2-stage ones with the exact one from the start too
  (``AMDSYNC_UPDATE_GOLDEN=1`` writes the goldens).
"""

from __future__ import annotations

import contextlib
import io
import json
import os
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from amdsync.cli.main import main
from amdsync.explore.machine.machine import ExploreOptions
from amdsync.explore.search.check import check_program
from amdsync.formats.llvm import read_llvm_text
from amdsync.program.topology import Launch

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden" / "racy"
UPDATE = os.environ.get("AMDSYNC_UPDATE_GOLDEN") == "1"

LANES = 4
LAUNCH = Launch(workgroup_size=(2 * LANES, 1, 1), wave_size=LANES)
WORDS = 16
SPACES = {
    "lds": ("addrspace(3)",
            f"@buf = internal addrspace(3) global [{WORDS} x i32] poison, align 4"),
    "global": ("addrspace(1)",
               f"@buf = addrspace(1) global [{WORDS} x i32] zeroinitializer, align 4"),
}
# The word a lane accesses: its own (the workgroup's thread id), its neighbour's in
# its wave, lane i's of either wave, or one word for every lane.
INDICES = {"own": "%t", "neighbour": "%n1", "lane": "%lane", "one": "0"}
WHO = ("wave0", "wave1", "both")

# A step: ("barrier", fenced) or (who, kind, index) with kind load, store or half (a
# 2-byte store into the word's upper half: the shadows split the granule).
Step = tuple[Any, ...]

steps = st.one_of(
    st.tuples(st.just("barrier"), st.booleans()),
    st.tuples(st.sampled_from(WHO), st.sampled_from(["load", "store", "half"]),
              st.sampled_from(sorted(INDICES))),
)


def racy_kernel(space: str, program: list[Step]) -> str:
    """The LLVM IR of ``program`` (module docstring): each access step in a block of
    its own that the lanes of the waves it names enter; the value carried from step to
    step (stored by stores, replaced by loads) joins by a phi after each."""
    asp, decl = SPACES[space]
    lines = [decl, "@out = addrspace(1) global [8 x i32] zeroinitializer, align 4",
             "define amdgpu_kernel void @k() {", "entry:",
             "  %t = call i32 @llvm.amdgcn.workitem.id.x()",
             f"  %w = udiv i32 %t, {LANES}", f"  %lane = urem i32 %t, {LANES}",
             "  %n1 = xor i32 %t, 1", "  %first = icmp eq i32 %w, 0",
             "  br label %s0"]
    cur = "%t"
    for k, step in enumerate(program):
        lines.append(f"s{k}:")
        if step[0] == "barrier":
            if step[1]:
                lines.append('  fence syncscope("workgroup") release')
            lines.append("  call void @llvm.amdgcn.s.barrier()")
            if step[1]:
                lines.append('  fence syncscope("workgroup") acquire')
            lines.append(f"  br label %s{k + 1}")
            continue
        who, kind, index = step
        enter = {"wave0": f"br i1 %first, label %a{k}, label %j{k}",
                 "wave1": f"br i1 %first, label %j{k}, label %a{k}",
                 "both": f"br label %a{k}"}[who]
        lines += [f"  {enter}", f"a{k}:",
                  f"  %p{k} = getelementptr inbounds [{WORDS} x i32], ptr {asp} @buf, "
                  f"i32 0, i32 {INDICES[index]}"]
        new = cur
        match kind:
            case "load":
                lines.append(f"  %r{k} = load i32, ptr {asp} %p{k}, align 4")
                new = f"%r{k}"
            case "store":
                lines.append(f"  store i32 {cur}, ptr {asp} %p{k}, align 4")
            case _:
                lines += [f"  %h{k} = getelementptr inbounds i8, ptr {asp} %p{k}, i32 2",
                          f"  %v{k} = trunc i32 {cur} to i16",
                          f"  store i16 %v{k}, ptr {asp} %h{k}, align 2"]
        lines += [f"  br label %j{k}", f"j{k}:"]
        if new != cur:
            lines.append(f"  %c{k} = phi i32 [ {new}, %a{k} ], [ {cur}, %s{k} ]"
                         if who != "both" else f"  %c{k} = add i32 {new}, 0")
            cur = f"%c{k}"
        lines.append(f"  br label %s{k + 1}")
    lines += [f"s{len(program)}:",
              "  %o = getelementptr inbounds [8 x i32], ptr addrspace(1) @out, i32 0, i32 %t",
              f"  store i32 {cur}, ptr addrspace(1) %o, align 4", "  ret void", "}",
              "declare i32 @llvm.amdgcn.workitem.id.x()",
              "declare void @llvm.amdgcn.s.barrier()"]
    return "\n".join(lines) + "\n"


def _both_ways(text: str, strict: bool) -> tuple[Any, Any]:
    program = read_llvm_text(text, "racy.ll")
    options = ExploreOptions(timeout=120, strict_reads=strict)
    results = [check_program(program, LAUNCH, replace(options, exact_shadow=exact))
               for exact in (False, True)]
    for result in results:
        result.stats = None  # type: ignore[assignment]  (seconds differ)
    return results[0], results[1]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(SPACES)), st.lists(steps, min_size=1, max_size=5),
       st.booleans())
def test_random_racy_programs_report_the_same_both_ways(space: str, program: list[Step],
                                                        strict: bool) -> None:
    dense, exact = _both_ways(racy_kernel(space, program), strict)
    assert dense == exact


@pytest.mark.parametrize(("space", "program", "status"), [
    # wave 0 stores its lane's word, wave 1 loads it with no barrier: a race, and the
    # undefined value reaches global memory
    ("lds", [("wave0", "store", "own"), ("wave1", "load", "lane")], "findings"),
    # the same ordered by a fenced barrier: clean
    ("lds", [("wave0", "store", "lane"), ("barrier", True), ("wave1", "load", "lane")],
     "clean"),
    # without the fences the barrier orders no memory (ERRATA.md item 1)
    ("global", [("wave0", "store", "lane"), ("barrier", False), ("wave1", "load", "lane")],
     "findings"),
    # halves of words written by both waves, then read whole
    ("lds", [("both", "half", "lane"), ("barrier", True), ("both", "load", "neighbour")],
     "findings"),
    # every lane stores its own word and reads it back: clean (the dense run completes)
    ("global", [("both", "store", "own"), ("both", "load", "own")], "clean"),
])
def test_known_racy_programs(space: str, program: list[Step], status: str) -> None:
    """Hand-picked programs the random test may miss, with the verdict each must have."""
    for strict in (False, True):
        dense, exact = _both_ways(racy_kernel(space, program), strict)
        assert dense == exact
        assert dense.status == status


# ---------------------------------------------------------------- the seeded matmuls

SEEDED = [(f"matmul_bf16_s{stages}.{bug}", stages) for stages in (2, 3, 4)
          for bug in ("wait_plus1", "no_barrier", "no_fence")]


def _matmul_args(stages: int) -> list[str]:
    """benches/sweep_findings.py's launch at K = 64 x stages: one iteration of the K
    loop more than the pipeline's prologue fills, the smallest K with findings (a
    64-wide K step; smaller K are clean)."""
    return ["--workgroup-size", "256", "--arg", "3=128", "--arg", "4=128", "--arg",
            f"5={64 * stages}", "--arg", "6=512", "--arg", "7=128", "--arg", "8=128"]


def _report(path: Path, stages: int) -> dict[str, Any]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        code = main(["check", str(path.relative_to(ROOT)), *_matmul_args(stages),
                     "--json"])
    report: dict[str, Any] = json.loads(out.getvalue())
    return {"code": code, "report": _without_seconds(report)}


def _without_seconds(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _without_seconds(v) for k, v in value.items() if k != "seconds"}
    if isinstance(value, list):
        return [_without_seconds(v) for v in value]
    return value


@pytest.mark.slow
@pytest.mark.parametrize(("name", "stages"), SEEDED, ids=[n for n, _ in SEEDED])
def test_seeded_matmul_findings(name: str, stages: int,
                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    monkeypatch.delenv("AMDSYNC_LANE_CLOCKS", raising=False)
    monkeypatch.delenv("AMDSYNC_EXACT_SHADOW", raising=False)
    path = ROOT / "examples" / "triton" / "seeded" / f"{name}.ll"
    dense = _report(path, stages)
    golden = GOLDEN / f"{name}.json"
    if UPDATE:
        golden.parent.mkdir(parents=True, exist_ok=True)
        golden.write_text(json.dumps(dense, indent=1, sort_keys=True) + "\n")
    assert dense == json.loads(golden.read_text())
    assert dense["code"] == 1 and dense["report"]["status"] == "findings"
    if stages == 2:  # (the exact shadow from the start too: one stage count is enough)
        monkeypatch.setenv("AMDSYNC_EXACT_SHADOW", "1")
        assert _report(path, stages) == dense
