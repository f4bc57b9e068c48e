"""Waves in different roles around a barrier-completed tensor load (issue 43, item 2).

Two waves of 32 lanes. Lane 0 initializes the LDS barrier @bar for one arrival per
phase (the word 0: counts are stored less one), a workgroup barrier publishes it; then
the waves split by role. The *issuer* wave loads a 2 x 8 i32 tile into @tile[0..15]
with the barrier bit set (COPY1), waits in its own wait loop for phase 0 (IPOLL), and —
in the two-load kernel — loads a second tile into @tile[32..47] (COPY2) and waits for
phase 1 (JPOLL). The *waiter* wave issues nothing: it waits for phase 0 (POLL) and
reads @tile[0..15] (READ), storing what it read to global memory (USE).

Each kernel is checked with the issuer as wave 0 and as wave 1; every order of the
waits is explored either way (docs/semantics/async-copies.md, "Barrier-completed
operations", Schedule: the waits run last, each held wave released in turn), so a run
without findings is `clean` — before, it was `incomplete`, naming a wait, since one run
explored one order only.

In the two-load kernel both arrivals are in flight when the waiter reads the barrier
(more than phase 0 needs). One owner's tensor operations complete in order of issue
("reported in order of issue within a type", amdgpu-usage), so the one arrival that
completed phase 0 is COPY1 and the waiter is ordered after it: no finding
(docs/semantics/async-copies.md, "Barrier-completed operations", What it orders). When
COPY2 reuses @tile[0..15] without waiting for the waiter, READ may read bytes COPY2
is writing: an `undef-read` at USE whose origin is READ.
"""

from __future__ import annotations

import itertools

import pytest

from amdsync.api import check
from amdsync.explore.sync.tensor_copies import _certain_arrivals

# Group 1 of a 2 x 8 i32 tile of a 4 x 8 tensor: data size 4 bytes, barrier enable
# (bit 18), barrier address 256 / 8 = 32 in word 1 bits 0-15.
GROUP1 = "<8 x i32> <" + ", ".join(
    f"i32 {w}" for w in [2 << 16 | 1 << 18, 8 << 16 | 256 >> 3, 4 << 16, 8 << 16, 2, 8, 0, 0]
) + ">"

KERNEL = """target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [64 x i32] poison, align 16
@bar = internal addrspace(3) global i64 poison, align 8

define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out) #0 {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %w = lshr i32 %t, 5
  %first = icmp eq i32 %t, 0
  br i1 %first, label %init, label %go

init:
  store i64 0, ptr addrspace(3) @bar, align 8 ; INIT
  br label %go

go:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %issuer = icmp eq i32 %w, ISSUER
  br i1 %issuer, label %issue, label %wait

issue:
  %lp = getelementptr i32, ptr addrspace(3) @tile, i32 0
  %lds = ptrtoint ptr addrspace(3) %lp to i32
  %ga = ptrtoint ptr addrspace(1) %g to i64
  %lo = trunc i64 %ga to i32
  %hi64 = lshr i64 %ga, 32
  %hi = trunc i64 %hi64 to i32
  %type = or i32 %hi, -2147483648
  %g0a = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %lds, i32 1
  %g0b = insertelement <4 x i32> %g0a, i32 %lo, i32 2
  %g0 = insertelement <4 x i32> %g0b, i32 %type, i32 3
  call void @llvm.amdgcn.tensor.load.to.lds.d2(<4 x i32> %g0, GROUP1, i32 0) ; COPY1
  br label %iwait

iwait:
  %iword = load i64, ptr addrspace(3) @bar, align 8 ; IPOLL
  %iphase = and i64 %iword, 536870912
  %isame = icmp eq i64 %iphase, 0
  br i1 %isame, label %iwait, label %second

second:
  %lp2 = getelementptr i32, ptr addrspace(3) @tile, i32 32
  %lds2 = ptrtoint ptr addrspace(3) %lp2 to i32
  %h0a = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %lds2, i32 1
  %h0b = insertelement <4 x i32> %h0a, i32 %lo, i32 2
  %h0 = insertelement <4 x i32> %h0b, i32 %type, i32 3
  call void @llvm.amdgcn.tensor.load.to.lds.d2(<4 x i32> %h0, GROUP1, i32 0) ; COPY2
  br label %iwait2

iwait2:
  %jword = load i64, ptr addrspace(3) @bar, align 8 ; JPOLL
  %jphase = and i64 %jword, 536870912
  %jsame = icmp ne i64 %jphase, 0
  br i1 %jsame, label %iwait2, label %exit

wait:
  %word = load i64, ptr addrspace(3) @bar, align 8 ; POLL
  %phase = and i64 %word, 536870912
  %same = icmp eq i64 %phase, 0
  br i1 %same, label %wait, label %done

done:
  %low = and i32 %t, 15
  %p = getelementptr i32, ptr addrspace(3) @tile, i32 %low
  %v = load i32, ptr addrspace(3) %p ; READ
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o ; USE
  br label %exit

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
declare void @llvm.amdgcn.tensor.load.to.lds.d2(<4 x i32>, <8 x i32>, i32 immarg)

attributes #0 = { "target-cpu"="gfx1250" }
"""


def kernel(issuer: int, loads: int) -> str:
    text = KERNEL.replace("ISSUER", str(issuer)).replace("GROUP1", GROUP1)
    if loads == 1:
        text = text.replace("br i1 %isame, label %iwait, label %second",
                            "br i1 %isame, label %iwait, label %exit")
    return text


def line_of(text: str, marker: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1)
                if line.endswith("; " + marker))


@pytest.mark.parametrize("issuer", [0, 1])
def test_one_load_is_clean_in_every_order(issuer: int) -> None:
    """The waiter is ordered after COPY1 (the only arrival, so certainly the one that
    completed phase 0) in every order of the two waits: clean in either role
    assignment, in one run (releasing the other wait first shows the released one
    nothing more: no other wave issues an arrival after it)."""
    text = kernel(issuer, loads=1)
    result = check(text, target="gfx1250", workgroup_size=64)
    assert result.status == "clean", result.incomplete_reason
    assert result.findings == []
    assert result.stats.schedules == 1
    assert [(n.kind, n.loc.line) for n in result.notes] == [
        ("async-outstanding-at-exit", line_of(text, "COPY1"))]


@pytest.mark.parametrize("issuer", [0, 1])
def test_the_first_of_one_owners_loads_in_flight_completed_the_phase(issuer: int) -> None:
    """However far the issuer ran before the waiter's loop reads its way to phase 0,
    the first of one owner's loads completed it (one owner's tensor operations
    complete in order), so the waiter is ordered after COPY1: clean in every order."""
    text = kernel(issuer, loads=2)
    result = check(text, target="gfx1250", workgroup_size=64)
    assert result.status == "clean", result.incomplete_reason
    assert result.findings == []


@pytest.mark.parametrize("issuer", [0, 1])
def test_a_second_load_into_the_tile_the_waiter_reads_is_found(issuer: int) -> None:
    """COPY2 into @tile[0..15], which the waiter reads after phase 0 with nothing
    ordering the read before COPY2: the read may see bytes in flight, an undef-read at
    USE whose origin is READ, where COPY2 is issued before READ. With the waiter as
    wave 0 its wait is released first at the point where both waits are held, and the
    issuer's IPOLL after it in a second run (COPY2's arrival comes after that point);
    in the first run READ comes before COPY2, whose write finds the read: a late read,
    told as the read racing with the tensor load's write — the same pair of accesses,
    also reported as a `race` at USE (the late-read story names a tensor load's write
    as a racing write). With the issuer as wave 0 its IPOLL is released first, and no
    arrival of another wave follows: one run, the undef-read."""
    text = kernel(issuer, loads=2).replace("@tile, i32 32", "@tile, i32 0")
    result = check(text, target="gfx1250", workgroup_size=64)
    assert result.status == "findings"
    told = [("race", line_of(text, "USE"), line_of(text, "READ"))] if issuer == 1 else []
    assert [(f.kind, f.loc.line, f.origin.line if f.origin else None)
            for f in result.findings] == [
        *told, ("undef-read", line_of(text, "USE"), line_of(text, "READ"))]
    assert "lds-barrier-wait-order" not in {n.kind for n in result.notes}


def _brute_certain(outstanding: list[tuple[int, int]], seen: int) -> set[tuple[int, int]]:
    """Every set of ``seen`` arrivals that is a prefix of each owner's outstanding ones
    (in-order completion per owner), intersected."""
    owners = sorted({o for o, _ in outstanding})
    mine = {o: sorted(a for a in outstanding if a[0] == o) for o in owners}
    sets: list[set[tuple[int, int]]] = []
    for cut in itertools.product(*(range(len(mine[o]) + 1) for o in owners)):
        if sum(cut) == seen:
            sets.append({a for o, k in zip(owners, cut, strict=True) for a in mine[o][:k]})
    return set.intersection(*sets) if sets else set()


def test_certain_arrivals_agree_with_every_completion_order() -> None:
    """The arrivals the waiter is ordered after, checked against brute force: every
    outstanding set of up to 3 owners with up to 3 arrivals each, every seen count."""
    cases = 0
    for counts in itertools.product(range(4), repeat=3):
        outstanding = [(o, 10 + n) for o, c in enumerate(counts) for n in range(c)]
        for seen in range(len(outstanding) + 1):
            got = _certain_arrivals(outstanding, seen)
            assert len(got) == len(set(got))
            assert set(got) == _brute_certain(outstanding, seen)
            cases += 1
    assert cases == sum(sum(c) + 1 for c in itertools.product(range(4), repeat=3))
