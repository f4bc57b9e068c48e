"""Lanes of one wave storing one address, generated (issue 14): `check`'s verdict
equals the rule of docs/semantics/atomics-and-lanes.md, "Lanes of one instruction writing
one address", computed directly from the program.

A wave of four lanes stores a per-lane value (any four values, any subset of lanes
active) to one LDS or global word, once or twice; another wave of the workgroup may
then load or store that word, after an s_barrier with or without the workgroup
release/acquire fences around it. The rule: the active lanes of one plain store that
write the same bytes perform one write (amdgpu-usage, "Memory Model": "The vector
memory operations are performed as wavefront wide operations", and so are LDS
operations); lanes writing different bytes race; two instructions are two operations
(lane a's first store and lane b's second are unordered); the other wave's access
races with the stores unless the barrier is paired with both fences (amdgpu-usage,
barrier-arrive-release / barrier-wait-acquire; ERRATA.md item 1)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from amdsync.explore.machine.machine import ExploreOptions
from amdsync.explore.search.check import check_program
from amdsync.formats.llvm import read_llvm_text
from amdsync.program.topology import Launch

LANES = 4
LAUNCH = Launch(workgroup_size=(2 * LANES, 1, 1), wave_size=LANES)
# The other wave's load is never used: report every read that may return undef
# (docs/semantics/model.md, "Undefined values and their uses").
STRICT = ExploreOptions(timeout=60, strict_reads=True)
SPACES = {"lds": ("addrspace(3)", "@s = internal addrspace(3) global i32 poison, align 4"),
          "global": ("addrspace(1)", "@s = addrspace(1) global i32 0, align 4")}


def _kernel(values: list[int], active: list[bool], twice: bool, other: str,
            barrier: bool, fenced: bool, space: str) -> str:
    asp, decl = SPACES[space]
    # each lane's value by a select chain (the checker evaluates compares and selects
    # lane by lane; an extractelement with a lane-varying index would be opaque)
    pick = [f"  %v0 = add i32 0, {values[0]}"]
    for i in range(1, LANES):
        pick += [f"  %c{i} = icmp eq i32 %lane, {i}",
                 f"  %v{i} = select i1 %c{i}, i32 {values[i]}, i32 %v{i - 1}"]
    mask = sum(1 << i for i, a in enumerate(active) if a)
    store = f"  store i32 %v{LANES - 1}, ptr {asp} @s, align 4"
    lines = [decl, "define amdgpu_kernel void @k() {", "entry:",
             "  %t = call i32 @llvm.amdgcn.workitem.id.x()",
             f"  %w = udiv i32 %t, {LANES}", f"  %lane = urem i32 %t, {LANES}",
             *pick,
             f"  %bits = lshr i32 {mask}, %lane", "  %bit = and i32 %bits, 1",
             "  %act = icmp ne i32 %bit, 0",
             "  %first = icmp eq i32 %w, 0",
             "  br i1 %first, label %w0, label %mid",
             "w0:", "  br i1 %act, label %st, label %mid",
             "st:", store, *([store] if twice else []), "  br label %mid",
             "mid:"]
    if barrier:
        lines += ['  fence syncscope("workgroup") release'] if fenced else []
        lines += ["  call void @llvm.amdgcn.s.barrier()"]
        lines += ['  fence syncscope("workgroup") acquire'] if fenced else []
    lines += ["  br i1 %first, label %done, label %w1", "w1:"]
    match other:
        case "load":
            lines.append(f"  %r = load i32, ptr {asp} @s, align 4")
        case "store":
            lines.append(f"  store i32 9, ptr {asp} @s, align 4")
        case _:
            pass
    lines += ["  br label %done", "done:", "  ret void", "}",
              "declare i32 @llvm.amdgcn.workitem.id.x()",
              "declare void @llvm.amdgcn.s.barrier()"]
    return "\n".join(lines) + "\n"


def expected_race(values: list[int], active: list[bool], twice: bool, other: str,
                  barrier: bool, fenced: bool) -> bool:
    """docs/semantics/atomics-and-lanes.md, "Lanes of one instruction writing one address",
    directly."""
    written = [v for v, a in zip(values, active, strict=True) if a]
    if not written:
        return False  # nothing is stored: the other wave's access meets no write
    different = len(set(written)) > 1
    two_operations = twice and len(written) > 1
    unordered_other = other != "none" and not (barrier and fenced)
    return different or two_operations or unordered_other


@settings(max_examples=500, deadline=None)
@given(st.lists(st.sampled_from([0, 1, 7, 256]), min_size=LANES, max_size=LANES),
       st.lists(st.booleans(), min_size=LANES, max_size=LANES), st.booleans(),
       st.sampled_from(["none", "load", "store"]), st.booleans(), st.booleans(),
       st.sampled_from(sorted(SPACES)))
def test_lanes_storing_one_address(values: list[int], active: list[bool], twice: bool,
                                   other: str, barrier: bool, fenced: bool,
                                   space: str) -> None:
    text = _kernel(values, active, twice, other, barrier, fenced, space)
    result = check_program(read_llvm_text(text, "lanes.ll"), LAUNCH, STRICT)
    assert result.incomplete_reason is None
    racy = any(f.kind == "race" for f in result.findings)
    assert racy == expected_race(values, active, twice, other, barrier, fenced), text


def test_the_rule_both_ways() -> None:
    """Fixed points of the rule: identical values from every lane are one write;
    different values race; a fenced barrier orders the other wave's access, a bare
    one does not."""
    cases = [([7] * LANES, False, "none", False, False, False),
             ([7, 7, 1, 7], False, "none", False, False, True),
             ([7] * LANES, True, "none", False, False, True),
             ([7] * LANES, False, "load", True, True, False),
             ([7] * LANES, False, "store", True, False, True),
             ([7] * LANES, False, "store", False, False, True)]
    for values, twice, other, barrier, fenced, racy in cases:
        for space in SPACES:
            text = _kernel(values, [True] * LANES, twice, other, barrier, fenced, space)
            result = check_program(read_llvm_text(text, "l.ll"), LAUNCH, STRICT)
            assert any(f.kind == "race" for f in result.findings) == racy, text
            assert expected_race(values, [True] * LANES, twice, other, barrier,
                                 fenced) == racy
