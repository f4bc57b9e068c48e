"""Barrier-completed tensor loads (issue 28, item 2): a tensor load issued with D#
group 1 word 0 bit 18 set arrives, on completion, on the 64-bit LDS barrier whose
address (in units of 8 bytes) is group 1 word 1 bits 0-15 — Gluon's
``tdm.async_load(…, mbarrier=bar)`` — and the waves wait for the barrier's phase to
change instead of waiting on tensorcnt (docs/semantics/async-copies.md, "Tensor DMA",
barrier-completed operations).

The kernel is two waves of 32 lanes. Lane 0 initializes the barrier for 2 arrivals
(the word Triton writes: count - 1 at bit 32 and in the pending count), a workgroup
barrier publishes it, each wave loads its own 2 x 8 half of a 4 x 8 i32 tile with the
barrier bit set, waits in Triton's wait loop (read the word until bit 29, the phase
parity, differs from 0) and every lane then reads one element of the other wave's half.
"""

from __future__ import annotations

import pytest

from amdsync.api import check
from amdsync.diagnostics import AmdsyncError
from amdsync.explore.search import wait_orders

# Group 1 of a 2 x 8 i32 tile of a 4 x 8 tensor: data size 4 bytes, barrier enable
# (bit 18), barrier address 256 / 8 = 32 in word 1 bits 0-15.
G1_WORD0 = 2 << 16 | 1 << 18
BARRIER = 256  # LDS byte address of @bar (after the 256-byte @tile)

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
  store i64 INIT, ptr addrspace(3) @bar, align 8 ; INIT
  br label %go

go:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %row = shl i32 %w, 1
  %elem = mul i32 %row, 8
  %lp = getelementptr i32, ptr addrspace(3) @tile, i32 %elem
  %lds = ptrtoint ptr addrspace(3) %lp to i32
  %gp = getelementptr i32, ptr addrspace(1) %g, i32 %elem
  %ga = ptrtoint ptr addrspace(1) %gp to i64
  %lo = trunc i64 %ga to i32
  %hi64 = lshr i64 %ga, 32
  %hi = trunc i64 %hi64 to i32
  %type = or i32 %hi, -2147483648
  %g0a = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %lds, i32 1
  %g0b = insertelement <4 x i32> %g0a, i32 %lo, i32 2
  %g0 = insertelement <4 x i32> %g0b, i32 %type, i32 3
  call void @llvm.amdgcn.tensor.load.to.lds.d2(<4 x i32> %g0, GROUP1, i32 0) ; COPY
  br label %wait

wait:
  call void @llvm.amdgcn.s.sleep(i32 1)
  %word = load i64, ptr addrspace(3) @bar, align 8 ; POLL
  %phase = and i64 %word, 536870912
  %same = icmp eq i64 %phase, 0
  br i1 %same, label %wait, label %done

done:
  %low = and i32 %t, 15
  %half = shl i32 %w, 4
  %flip = xor i32 %half, 16
  %other = or i32 %low, %flip
  %p = getelementptr i32, ptr addrspace(3) @tile, i32 %other
  %v = load i32, ptr addrspace(3) %p ; READ
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o ; USE
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
declare void @llvm.amdgcn.s.sleep(i32 immarg)
declare void @llvm.amdgcn.tensor.load.to.lds.d2(<4 x i32>, <8 x i32>, i32 immarg)

attributes #0 = { "target-cpu"="gfx1250" }
"""


def group1(word0: int = G1_WORD0, barrier: int = BARRIER) -> str:
    words = [word0, 8 << 16 | barrier >> 3, 4 << 16, 8 << 16, 2, 8, 0, 0]
    return "<8 x i32> <" + ", ".join(f"i32 {w}" for w in words) + ">"


def kernel(count: int = 2, group: str | None = None) -> str:
    init = (count - 1) << 32 | (count - 1)
    return KERNEL.replace("INIT", str(init)).replace("GROUP1", group or group1())


def line_of(text: str, marker: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1) if marker in line)


def run(text: str) -> list[tuple[str, int, int | None]]:
    result = check(text, target="gfx1250", workgroup_size=64)
    assert result.status != "incomplete", result.incomplete_reason
    return [(f.kind, f.loc.line, f.origin.line if f.origin else None)
            for f in result.findings]


def run_waiting(text: str) -> list[tuple[str, int, int | None]]:
    """A kernel that waits for a barrier-completed operation: every order of the waits
    is explored (docs/semantics/async-copies.md, "Barrier-completed operations",
    Schedule), so the verdict is complete — no `incomplete`, no note that an order
    was left out (issue 43)."""
    result = check(text, target="gfx1250", workgroup_size=64)
    assert result.incomplete_reason is None, result.incomplete_reason
    assert "lds-barrier-wait-order" not in {n.kind for n in result.notes}
    return [(f.kind, f.loc.line, f.origin.line if f.origin else None)
            for f in result.findings]


def test_waiting_for_the_phase_orders_both_waves_loads_before_the_reads() -> None:
    """Both loads arrive; the phase completes with the second; a wave that sees it
    changed is ordered after both loads' writes, so reading the other wave's half is
    clean — with no tensorcnt wait anywhere."""
    assert run_waiting(kernel()) == []


def test_a_barrier_counting_one_arrival_completes_with_either_load() -> None:
    """Initialized for 1 arrival, the phase completes with whichever load lands first:
    a wave may leave its wait before the other wave's half is written."""
    text = kernel(count=1)
    assert run(text) == [("undef-read", line_of(text, "; USE"), line_of(text, "; READ"))]


def test_without_the_wait_the_reads_race_with_the_loads() -> None:
    text = kernel().replace("  br label %wait\n", "  br label %done\n", 1)
    assert run(text) == [("undef-read", line_of(text, "; USE"), line_of(text, "; READ"))]


def test_waiting_for_the_wrong_parity_leaves_at_once() -> None:
    """A loop waiting while the parity differs from 0 (the inverted test) leaves on
    its first read, before any load is known to have landed."""
    text = kernel().replace("%same = icmp eq i64", "%same = icmp ne i64")
    assert run(text) == [("undef-read", line_of(text, "; USE"), line_of(text, "; READ"))]


def test_a_barrier_no_load_completes_is_a_deadlock() -> None:
    """Initialized for 3 arrivals and only 2 come: both waves wait forever."""
    text = kernel(count=3)
    result = check(text, target="gfx1250", workgroup_size=64)
    [finding] = result.findings
    assert (finding.kind, finding.loc.line) == ("deadlock", line_of(text, "; POLL"))


def test_a_read_of_the_barrier_outside_a_wait_loop_is_refused() -> None:
    """A single read of the word (no loop) could see any number of the arrivals in
    flight; the model takes reads only in wait loops, and says so."""
    text = kernel().replace("br i1 %same, label %wait, label %done", "br label %done")
    with pytest.raises(AmdsyncError) as caught:
        check(text, target="gfx1250", workgroup_size=64)
    assert caught.value.code == "unsupported-lds-barrier"
    assert caught.value.loc.line == line_of(text, "; POLL")


def test_an_uninitialized_barrier_is_a_located_error() -> None:
    text = kernel().replace("  store i64", "  ; no init", 1).replace(
        "  ; no init", "  store i64 0, ptr addrspace(1) %out ;", 1)
    with pytest.raises(AmdsyncError) as caught:
        check(text, target="gfx1250", workgroup_size=64)
    assert caught.value.code == "uninitialized-lds-barrier"
    assert caught.value.loc.line == line_of(text, "; COPY")


def test_the_barrier_address_field_must_be_zero_without_the_barrier() -> None:
    text = kernel(group=group1(word0=2 << 16))
    with pytest.raises(AmdsyncError) as caught:
        check(text, target="gfx1250", workgroup_size=64)
    assert caught.value.code == "unsupported-tensor-descriptor"
    assert "D# group 1 word 1 bits 0-15 (atomic barrier address)" in str(caught.value)


# ---------------------------------------------------------------- a wait inside a loop

LOOP_KERNEL = """target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [64 x i32] poison, align 16
@bar = internal addrspace(3) global i64 poison, align 8

define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out) #0 {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %w = lshr i32 %t, 5
  %first = icmp eq i32 %t, 0
  br i1 %first, label %init, label %go

init:
  store i64 4294967297, ptr addrspace(3) @bar, align 8
  br label %go

go:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %round

round:
  %i = phi i32 [ 0, %go ], [ %i1, %next ]
  %row = shl i32 %w, 1
  %elem = mul i32 %row, 8
  %lp = getelementptr i32, ptr addrspace(3) @tile, i32 %elem
  %lds = ptrtoint ptr addrspace(3) %lp to i32
  %block = mul i32 %i, 32
  %gelem = add i32 %elem, %block
  %gp = getelementptr i32, ptr addrspace(1) %g, i32 %gelem
  %ga = ptrtoint ptr addrspace(1) %gp to i64
  %lo = trunc i64 %ga to i32
  %hi64 = lshr i64 %ga, 32
  %hi = trunc i64 %hi64 to i32
  %type = or i32 %hi, -2147483648
  %g0a = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %lds, i32 1
  %g0b = insertelement <4 x i32> %g0a, i32 %lo, i32 2
  %g0 = insertelement <4 x i32> %g0b, i32 %type, i32 3
  call void @llvm.amdgcn.tensor.load.to.lds.d2(<4 x i32> %g0, GROUP1, i32 0) ; COPY
  %parity = and i32 %i, 1
  %expect = zext i32 %parity to i64
  br label %wait

wait:
  call void @llvm.amdgcn.s.sleep(i32 1)
  %word = load i64, ptr addrspace(3) @bar, align 8 ; POLL
  %phase = lshr i64 %word, 29
  %bit = and i64 %phase, 1
  %same = icmp eq i64 %bit, %expect
  br i1 %same, label %wait, label %done

done:
  %low = and i32 %t, 15
  %half = shl i32 %w, 4
  %flip = xor i32 %half, 16
  %other = or i32 %low, %flip
  %p = getelementptr i32, ptr addrspace(3) @tile, i32 %other
  %v = load i32, ptr addrspace(3) %p ; READ
  %oi = mul i32 %i, 64
  %oe = add i32 %oi, %t
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %oe
  store i32 %v, ptr addrspace(1) %o ; USE
  fence syncscope("workgroup") release ; REUSE
  call void @llvm.amdgcn.s.barrier() ; REUSE
  fence syncscope("workgroup") acquire ; REUSE
  br label %next

next:
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 2
  br i1 %more, label %round, label %exit

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
declare void @llvm.amdgcn.s.sleep(i32 immarg)
declare void @llvm.amdgcn.tensor.load.to.lds.d2(<4 x i32>, <8 x i32>, i32 immarg)

attributes #0 = { "target-cpu"="gfx1250" }
"""


def loop_kernel() -> str:
    # A tensor of 8 rows, so round 1's block (rows 4-7) is inside it.
    group = group1().replace(f"i32 {4 << 16}, i32 {8 << 16}", f"i32 {8 << 16}, i32 {8 << 16}")
    return LOOP_KERNEL.replace("GROUP1", group)


def test_a_wait_inside_a_loop_waits_for_each_rounds_phase() -> None:
    """Two rounds on one barrier: round 0 waits for phase 0 to complete (parity 1),
    round 1 for phase 1 (parity 0); the barrier after the reads keeps the next round's
    loads from overwriting a half the other wave still reads. The wait loop is the
    inner loop alone (the round loop around it has other memory accesses)."""
    assert run_waiting(loop_kernel()) == []


def test_a_wait_loop_without_findings_is_clean_in_every_order() -> None:
    """Once a barrier-completed operation is issued the waves take no turns at backward
    branches and every order of the waits runs (docs/semantics/async-copies.md,
    "Barrier-completed operations", Schedule): the waits are released in every order
    that can show one of them more arrivals (three runs), so the verdict covers every
    order — `clean` (issue 43; before, `incomplete` with an `lds-barrier-wait-order`
    note)."""
    text = loop_kernel()
    result = check(text, target="gfx1250", workgroup_size=64)
    assert result.status == "clean", result.incomplete_reason
    assert result.stats.schedules == 3  # (the runs of the release orders, together)
    assert [n.kind for n in result.notes] == ["async-outstanding-at-exit"]


def test_a_wait_whose_value_is_used_after_its_loop_is_incomplete_naming_it() -> None:
    """The word the loop read last goes into the value stored after it: how far the
    wait read ahead would change what its wave stores, so the argument for the orders
    run does not hold there, and the verdict is `incomplete` naming the wait, never
    clean."""
    text = kernel().replace(
        "  store i32 %v, ptr addrspace(1) %o ; USE\n",
        "  %wv = trunc i64 %word to i32\n  %v2 = add i32 %v, %wv\n"
        "  store i32 %v2, ptr addrspace(1) %o ; USE\n", 1)
    result = check(text, target="gfx1250", workgroup_size=64)
    assert result.findings == []
    assert result.status == "incomplete"
    assert result.incomplete_loc is not None
    assert result.incomplete_loc.line == line_of(text, "; POLL")
    assert result.incomplete_reason is not None
    assert "its values are used after it" in result.incomplete_reason


def test_without_the_barrier_after_the_reads_the_next_round_overwrites_them() -> None:
    text = "\n".join(line for line in loop_kernel().splitlines() if "; REUSE" not in line)
    found = run(text + "\n")
    assert ("race", line_of(text, "; COPY"), None) in found


def test_a_wait_across_a_barrier_the_waiter_never_reaches_is_a_deadlock() -> None:
    """Wave 1 passes a workgroup barrier before its load, wave 0 waits for that load
    first: neither gets on. Wave 1, poised before the barrier, is let go on as the
    scheduler would in a round in which no wave runs; then it waits in the barrier for
    wave 0, which waits for an arrival only wave 1 can issue: a deadlock at the barrier
    (docs/semantics/async-copies.md, "Barrier-completed operations", Deadlock). The
    check once stopped `incomplete` here, naming the wait."""
    text = kernel().replace(
        "  call void @llvm.amdgcn.tensor.load.to.lds.d2",
        "  %is1 = icmp eq i32 %w, 1\n  br i1 %is1, label %late, label %issue\n\n"
        "late:\n  call void @llvm.amdgcn.s.barrier() ; LATE\n  br label %issue\n\n"
        "issue:\n  call void @llvm.amdgcn.tensor.load.to.lds.d2", 1)
    result = check(text, target="gfx1250", workgroup_size=64)
    assert result.status == "findings", result.incomplete_reason
    [finding] = result.findings
    late, poll = line_of(text, "; LATE"), line_of(text, "; POLL")
    assert (finding.kind, finding.loc.line) == ("deadlock", late)
    assert [(e.loc.line, e.what) for e in finding.trace] == [
        (late, "wave 1 waits on barrier -1 (workgroup) forever"),
        (poll, "wave 0 reads bar[0] here again and again; every write to it has been seen")]


def test_an_initialization_not_ordered_before_the_loads_is_found_at_the_load() -> None:
    """With the workgroup barrier moved from after lane 0's initialization to after
    the loads (the waves' reads of the word are still ordered after it), wave 1's load
    may arrive on a word lane 0 has not written yet: what that arrive starts from is
    undefined (the arrive races with the store), reported at the load; wave 0's own
    load is ordered after lane 0's store."""
    barrier = ("  fence syncscope(\"workgroup\") release\n  call void @llvm.amdgcn.s.barrier()\n"
               "  fence syncscope(\"workgroup\") acquire\n")
    text = kernel().replace("go:\n" + barrier, "go:\n", 1).replace(
        "; COPY\n", "; COPY\n" + barrier, 1)
    found = run(text)
    assert found == [("race", line_of(text, "; COPY"), line_of(text, "; COPY"))]


def test_more_orders_than_the_check_runs_is_incomplete_naming_the_first_wait(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The two-round loop needs three runs of the check for the orders of its waits;
    with room for one, the check stops `incomplete`, naming the wait — never clean
    (explore/search/wait_orders.py, MAX_WAIT_ORDERS)."""
    monkeypatch.setattr(wait_orders, "MAX_WAIT_ORDERS", 1)
    text = loop_kernel()
    result = check(text, target="gfx1250", workgroup_size=64)
    assert result.status == "incomplete"
    assert result.incomplete_loc is not None
    assert result.incomplete_loc.line == line_of(text, "; POLL")
    assert result.incomplete_reason is not None
    assert "have more orders that matter than the 1 the check runs" in result.incomplete_reason
