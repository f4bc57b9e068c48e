"""The reduced checker agrees with exploration without reduction on small programs.

Programs: one wave of two lanes; each lane copies global words into its own LDS words
(slot k, lane l → byte 8k + 4l, the implicit LDS DMA lane offset), marks, waits, reads
and writes its own words, and overwrites copy sources. Lanes share no data, so the
operational search's findings (a pending copy's bytes touched) must equal the reduced
checker's happens-before findings exactly.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from amdsync.explore.machine.machine import ExploreOptions
from amdsync.explore.search.brute import explore_unreduced
from amdsync.explore.search.check import check_program
from amdsync.formats.llvm import read_llvm_text
from amdsync.program.topology import Launch

SLOTS = 3
LAUNCH = Launch(workgroup_size=(2, 1, 1), wave_size=2)

Op = tuple[str, int]

# These tests are about what a read returns: report every read that may return
# undef, used or not (docs/semantics/model.md, "Undefined values and their uses").
STRICT = ExploreOptions(strict_reads=True)


def _ops() -> st.SearchStrategy[list[Op]]:
    one = st.one_of(
        st.tuples(st.just("copy"), st.integers(0, SLOTS - 1)),
        st.tuples(st.just("mark"), st.just(0)),
        st.tuples(st.just("wait"), st.integers(0, 2)),
        st.tuples(st.just("load"), st.integers(0, SLOTS - 1)),
        st.tuples(st.just("store"), st.integers(0, SLOTS - 1)),
        st.tuples(st.just("clobber"), st.integers(0, SLOTS - 1)),
    )
    return st.lists(one, min_size=1, max_size=6)


def _program(ops: list[Op]) -> str:
    lines = [
        'target triple = "amdgcn-amd-amdhsa"',
        f"@l = internal addrspace(3) global [{2 * SLOTS} x i32] poison, align 16",
        "define amdgpu_kernel void @k(ptr addrspace(1) %g) {",
        "  %t = call i32 @llvm.amdgcn.workitem.id.x()",
    ]
    for k in range(SLOTS):  # every lane initialises its own words
        lines += [f"  %i{k} = add i32 %t, {2 * k}",
                  f"  %l{k} = getelementptr i32, ptr addrspace(3) @l, i32 %i{k}",
                  f"  %s{k} = getelementptr i32, ptr addrspace(1) %g, i32 %i{k}",
                  f"  %b{k} = getelementptr i32, ptr addrspace(3) @l, i32 {2 * k}",
                  f"  store i32 0, ptr addrspace(3) %l{k}, align 4"]
    for n, (kind, k) in enumerate(ops):
        match kind:
            case "copy":
                lines.append(f"  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) "
                             f"%s{k}, ptr addrspace(3) %b{k}, i32 4, i32 0, i32 0)")
            case "mark":
                lines.append("  call void @llvm.amdgcn.asyncmark()")
            case "wait":
                lines.append(f"  call void @llvm.amdgcn.wait.asyncmark(i16 {k})")
            case "load":
                lines.append(f"  %v{n} = load i32, ptr addrspace(3) %l{k}, align 4")
            case "store":
                lines.append(f"  store i32 {n}, ptr addrspace(3) %l{k}, align 4")
            case "clobber":
                lines.append(f"  store i32 {n}, ptr addrspace(1) %s{k}, align 4")
    lines += ["  ret void", "}",
              "declare i32 @llvm.amdgcn.workitem.id.x()",
              "declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), "
              "ptr addrspace(3), i32, i32, i32)",
              "declare void @llvm.amdgcn.asyncmark()",
              "declare void @llvm.amdgcn.wait.asyncmark(i16)"]
    return "\n".join(lines) + "\n"


@settings(max_examples=60, deadline=None)
@given(_ops())
def test_reduced_findings_equal_unreduced_findings(ops: list[Op]) -> None:
    program = read_llvm_text(_program(ops), "generated.ll")
    brute = explore_unreduced(program, LAUNCH, max_states=400_000, timeout=60, cache=True)
    assert brute.complete
    reduced = check_program(program, LAUNCH, STRICT)
    assert reduced.status in ("clean", "findings")
    expected = {(kind, loc.line) for kind, loc in brute.findings}
    assert {(f.kind, f.loc.line) for f in reduced.findings} == expected


def test_the_generator_covers_every_finding_kind() -> None:
    racy = [("copy", 0), ("store", 0)]  # overwrite a destination in flight
    undef = [("copy", 0), ("load", 0)]  # read before completion
    clobber = [("copy", 0), ("clobber", 0)]  # overwrite a source in flight
    safe = [("copy", 0), ("mark", 0), ("wait", 0), ("load", 0), ("clobber", 0)]
    found = {}
    for name, ops in (("race", racy), ("undef", undef), ("clobber", clobber), ("safe", safe)):
        result = check_program(read_llvm_text(_program(ops), "g.ll"), LAUNCH, STRICT)
        found[name] = sorted(f.kind for f in result.findings)
    assert found == {"race": ["race"], "undef": ["undef-read"], "clobber": ["undef-read"],
                     "safe": []}
