"""Parametric sweeps (explore/values/param.py, docs/semantics/sweeps.md "Every launch shape"): one
exploration stands for every value of a range, split into classes of values that run
alike. Brute force: every value checked on its own gives the verdict, and the findings,
of the class the parametric run put it in — on the quality set's loops (clean and
seeded), a Triton matmul, and kernels whose bugs depend on the argument in every way
it can reach a decision (trip counts, branches, addresses, wait counts)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from amdsync.explore.findings.result import CheckResult
from amdsync.explore.machine.machine import ExploreOptions
from amdsync.explore.search.check import check_program
from amdsync.formats.llvm import read_llvm_file, read_llvm_text
from amdsync.program.module import Program
from amdsync.program.topology import Launch

ROOT = Path(__file__).resolve().parents[2]


def _expand(text: str) -> list[int]:
    out: list[int] = []
    for part in text.split(", "):
        lo, _, hi = part.partition("..")
        out += range(int(lo), int(hi or lo) + 1)
    return out


def _agree(program: Program, launch: Launch, name: str, values: range,
           fixed: dict[str, int] | None = None) -> CheckResult:
    """Check the range parametrically and every value alone; they must agree."""
    fixed = fixed or {}
    swept = check_program(program, launch, ExploreOptions(args=fixed,
                                                          param=(name, tuple(values))))
    assert swept.incomplete_reason is None, swept.incomplete_reason
    seen: list[int] = []
    for c in swept.classes:
        members = _expand(c.values)
        assert len(members) == c.count
        seen += members
        for v in members:
            alone = check_program(program, launch, ExploreOptions(args={**fixed, name: v}))
            assert alone.status == c.status, (v, c)
            assert {(f.kind, f.loc.line) for f in alone.findings} == set(c.findings), (v, c)
    assert sorted(seen) == list(values)
    return swept


def _quality_loops() -> list[Path]:
    return sorted(p for p in (ROOT / "quality").rglob("*.ll")
                  if re.search(r"; ARGS: .*--arg n=", p.read_text()))


@pytest.mark.parametrize("path", _quality_loops(), ids=lambda p: p.stem)
def test_quality_loops_agree_value_by_value(path: Path) -> None:
    size = int(re.search(r"--workgroup-size (\d+)", path.read_text()).group(1))  # type: ignore[union-attr]
    _agree(read_llvm_file(str(path)), Launch(workgroup_size=(size, 1, 1)), "n", range(0, 9))


def test_a_triton_matmul_over_small_k() -> None:
    """K below, at and above one tile; each trip count is one class, masks included
    (the masked-off lanes' out-of-range reads of the inputs are the relaxation)."""
    program = read_llvm_file(str(ROOT / "examples" / "triton" / "matmul_bf16_s2.ll"))
    fixed = {"3": 128, "4": 128, "6": 512, "7": 128, "8": 128}
    swept = _agree(program, Launch(workgroup_size=(256, 1, 1)), "5", range(60, 70), fixed)
    assert [(c.values, c.status) for c in swept.classes] == [
        ("60..64", "clean"), ("65..69", "clean")]


HEADER = """
target triple = "amdgcn-amd-amdhsa"
@tile = internal addrspace(3) global [1024 x i32] poison, align 16
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.s.barrier()
"""

# The argument decides a branch: odd n skips the barrier between a store and another
# wave's read of it.
BRANCH = HEADER + """
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(3) @tile, i32 %t
  store i32 %t, ptr addrspace(3) %p
  %odd = and i32 %n, 1
  %sync = icmp eq i32 %odd, 0
  br i1 %sync, label %barrier, label %read
barrier:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %read
read:
  %o = xor i32 %t, 64
  %q = getelementptr i32, ptr addrspace(3) @tile, i32 %o
  %v = load i32, ptr addrspace(3) %q
  %d = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %d
  ret void
}
"""

# The argument is an address: lane 64 (wave 1) stores to tile[n]; wave 0's lanes own
# tile[0..63].
ADDRESS = HEADER + """
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %w0 = icmp ult i32 %t, 64
  br i1 %w0, label %own, label %other
own:
  %p = getelementptr i32, ptr addrspace(3) @tile, i32 %t
  store i32 %t, ptr addrspace(3) %p
  br label %done
other:
  %first = icmp eq i32 %t, 64
  br i1 %first, label %poke, label %done
poke:
  %q = getelementptr i32, ptr addrspace(3) @tile, i32 %n
  store i32 7, ptr addrspace(3) %q
  br label %done
done:
  ret void
}
"""

# The argument is a trip count: the loop issues n copies before one wait(1), which
# leaves the youngest mark in flight: the first copy, read after it, only when n = 1.
TRIP = (ROOT / "tests" / "explore" / "copy_loop.ll").read_text().replace(
    "wait.asyncmark(i16 0)", "wait.asyncmark(i16 1)")


def test_a_branch_on_the_argument() -> None:
    swept = _agree(read_llvm_text(BRANCH, "branch.ll"), Launch(workgroup_size=(128, 1, 1)),
                   "n", range(0, 6))
    assert [(c.values, c.status) for c in swept.classes] == [
        ("0, 2, 4", "clean"), ("1, 3, 5", "findings")]


def test_an_address_from_the_argument() -> None:
    swept = _agree(read_llvm_text(ADDRESS, "address.ll"), Launch(workgroup_size=(128, 1, 1)),
                   "n", range(60, 70))
    assert {c.values: c.status for c in swept.classes} == {
        "60": "findings", "61": "findings", "62": "findings", "63": "findings",
        "64": "clean", "65": "clean", "66": "clean", "67": "clean", "68": "clean",
        "69": "clean"}


def test_a_trip_count_from_the_argument() -> None:
    swept = _agree(read_llvm_text(TRIP, "trip.ll"), Launch(workgroup_size=(64, 1, 1)),
                   "n", range(1, 6))
    assert [(c.values, c.status) for c in swept.classes] == [
        ("1", "findings"), ("2", "clean"), ("3", "clean"), ("4", "clean"), ("5", "clean")]


# Random programs over an argument n (Hypothesis): each statement of two waves of two
# lanes may be guarded by a bit of n, or address LDS through n; the parametric run must
# give each value of n in 0..7 the verdict and findings of its own check.
_STATEMENTS = {
    "own": "store i32 %t, ptr addrspace(3) %own",
    "other": "store i32 %t, ptr addrspace(3) %other",
    "read": "%vN = load i32, ptr addrspace(3) %other\n  store i32 %vN, ptr addrspace(1) %out",
    "by_n": "store i32 %t, ptr addrspace(3) %byn",
    "read_n": "%vN = load i32, ptr addrspace(3) %byn\n  store i32 %vN, ptr addrspace(1) %out",
    "sync": ('fence syncscope("workgroup") release\n  call void @llvm.amdgcn.s.barrier()\n'
             '  fence syncscope("workgroup") acquire'),
}


def _random_program(statements: list[tuple[str, int | None]]) -> str:
    lines = [HEADER, "define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out,"
             " i32 %n) {",
             "entry:",
             "  %t = call i32 @llvm.amdgcn.workitem.id.x()",
             "  %own = getelementptr i32, ptr addrspace(3) @tile, i32 %t",
             "  %x = xor i32 %t, 2",
             "  %other = getelementptr i32, ptr addrspace(3) @tile, i32 %x",
             "  %sum = add i32 %t, %n",
             "  %m = and i32 %sum, 3",
             "  %byn = getelementptr i32, ptr addrspace(3) @tile, i32 %m",
             "  br label %s0"]
    for i, (kind, bit) in enumerate(statements):
        body = _STATEMENTS[kind].replace("%vN", f"%v{i}")
        lines.append(f"s{i}:")
        if bit is None or kind == "sync":  # (a barrier under a condition is misuse)
            lines += [f"  {body}", f"  br label %s{i + 1}"]
        else:
            lines += [f"  %c{i} = lshr i32 %n, {bit}", f"  %d{i} = and i32 %c{i}, 1",
                      f"  %e{i} = icmp eq i32 %d{i}, 1",
                      f"  br i1 %e{i}, label %do{i}, label %s{i + 1}",
                      f"do{i}:", f"  {body}", f"  br label %s{i + 1}"]
    lines += [f"s{len(statements)}:", "  ret void", "}"]
    return "\n".join(lines) + "\n"


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(sorted(_STATEMENTS)),
                          st.one_of(st.none(), st.integers(0, 2))),
                min_size=1, max_size=5))
def test_random_programs_agree_value_by_value(
        statements: list[tuple[str, int | None]]) -> None:
    program = read_llvm_text(_random_program(statements), "random.ll")
    _agree(program, Launch(workgroup_size=(4, 1, 1), wave_size=2), "n", range(0, 8))
