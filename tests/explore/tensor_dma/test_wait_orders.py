"""Every order of the waits for barrier-completed tensor operations (issue 43, item 2;
docs/semantics/async-copies.md, "Barrier-completed operations", Schedule).

Two waves of 32 lanes in different roles. The *issuer* wave's first lane initializes
the LDS barrier @bar for one arrival per phase (INIT); the wave then loads a 2 x 8 i32
tile into @tile[0..15] with the barrier bit set (COPY1) before the workgroup barrier;
after it, lanes 16-31
of the issuer (owner lane 16 of the wave, not COPY1's lane 0) load another tile into
@tile[32..47] arriving on the same barrier (COPY2). The *waiter* wave only waits for
phase 0 (POLL) and reads @tile[0..15] (READ), storing what it read (USE).

With the waiter as wave 0 it reaches POLL before the issuer, the later wave, issues
COPY2. If it reads then, the one arrival in flight is COPY1's: it completed phase 0,
and READ is ordered after it. If the issuer runs ahead first, COPY1 and COPY2 (two
owners) are both in flight and either may have completed phase 0: READ is ordered
after neither and may read @tile[0..15] while COPY1 writes it — an `undef-read` at USE
whose origin is READ, found only in that order. The twin whose COPY2 the whole wave
issues (one owner: its loads complete in order, so COPY1 completed the phase) is
clean in every order.
"""

from __future__ import annotations

import importlib.util
from dataclasses import replace
from pathlib import Path

import pytest

from amdsync.api import API, check
from amdsync.explore.machine.machine import ExploreOptions
from amdsync.explore.search.brute_waits import every_interleaving, finding_key
from amdsync.explore.search.check import check_program
from amdsync.explore.sync.lds_wait_orders import ReleasePoint, alternatives, leaves_alike
from amdsync.formats.llvm import read_llvm_text
from amdsync.program.topology import Launch
from amdsync.targets import parse_target

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
  %lane = and i32 %t, 31
  %first = icmp eq i32 %lane, 0
  %issuer = icmp eq i32 %w, ISSUER
  %ga = ptrtoint ptr addrspace(1) %g to i64
  %lo = trunc i64 %ga to i32
  %hi64 = lshr i64 %ga, 32
  %hi = trunc i64 %hi64 to i32
  %type = or i32 %hi, -2147483648
  br i1 %issuer, label %early, label %sync

early:
  br i1 %first, label %init, label %copy1

init:
  store i64 0, ptr addrspace(3) @bar, align 8 ; INIT
  br label %copy1

copy1:
  %lp = getelementptr i32, ptr addrspace(3) @tile, i32 0
  %lds = ptrtoint ptr addrspace(3) %lp to i32
  %g0a = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %lds, i32 1
  %g0b = insertelement <4 x i32> %g0a, i32 %lo, i32 2
  %g0 = insertelement <4 x i32> %g0b, i32 %type, i32 3
  call void @llvm.amdgcn.tensor.load.to.lds.d2(<4 x i32> %g0, GROUP1, i32 0) ; COPY1
  br label %sync

sync:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %issuer, label %issue, label %wait

issue:
  %upper = icmp uge i32 %lane, OWNER
  br i1 %upper, label %copy2, label %exit

copy2:
  %lp2 = getelementptr i32, ptr addrspace(3) @tile, i32 32
  %lds2 = ptrtoint ptr addrspace(3) %lp2 to i32
  %h0a = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %lds2, i32 1
  %h0b = insertelement <4 x i32> %h0a, i32 %lo, i32 2
  %h0 = insertelement <4 x i32> %h0b, i32 %type, i32 3
  call void @llvm.amdgcn.tensor.load.to.lds.d2(<4 x i32> %h0, GROUP1, i32 0) ; COPY2
  br label %exit

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


def kernel(issuer: int, owner: int) -> str:
    return (KERNEL.replace("ISSUER", str(issuer)).replace("GROUP1", GROUP1)
            .replace("OWNER", str(owner)))


def line_of(text: str, marker: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1)
                if line.endswith("; " + marker))


def run(text: str) -> tuple[str, list[tuple[str, int, int | None]]]:
    result = check(text, target="gfx1250", workgroup_size=64)
    return result.status, [(f.kind, f.loc.line, f.origin.line if f.origin else None)
                           for f in result.findings]


@pytest.mark.parametrize("issuer", [0, 1])
def test_a_race_found_only_when_the_issuer_runs_ahead_of_the_wait(issuer: int) -> None:
    """COPY2 of another owner in flight beside COPY1 when the waiter reads the barrier
    (the issuer ran ahead of the wait): READ may read COPY1's tile in flight, an
    undef-read at USE whose origin is READ — with the issuer as either wave (before
    every order was explored, the issuer as wave 0 left it unfound: `incomplete`)."""
    text = kernel(issuer, owner=16)
    assert run(text) == ("findings", [
        ("undef-read", line_of(text, "USE"), line_of(text, "READ"))])


@pytest.mark.parametrize("issuer", [0, 1])
def test_the_twin_whose_loads_one_owner_issues_is_clean(issuer: int) -> None:
    """COPY2 issued by the whole wave: one owner, whose loads complete in order, so
    the arrival that completed phase 0 is COPY1's in every order — clean, no note
    that some order was not explored."""
    text = kernel(issuer, owner=0)
    result = check(text, target="gfx1250", workgroup_size=64)
    assert result.status == "clean", result.incomplete_reason
    assert result.findings == []
    assert [n.kind for n in result.notes] == ["async-outstanding-at-exit"]


# ------------------------------------------- against every interleaving (brute force)


def _kernels() -> dict[str, str]:
    """Small kernels of the tensor DMA tests: this file's four, and the barrier
    completion kernel with its variants (tests/explore/tensor_dma/test_barrier_completion.py)."""
    spec = importlib.util.spec_from_file_location(
        "barrier_completion", Path(__file__).with_name("test_barrier_completion.py"))
    assert spec is not None and spec.loader is not None
    bc = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bc)
    barrier = ("  fence syncscope(\"workgroup\") release\n  call void @llvm.amdgcn.s.barrier()\n"
               "  fence syncscope(\"workgroup\") acquire\n")
    out = {f"roles issuer={i} owner={o}": kernel(i, o) for i in (0, 1) for o in (0, 16)}
    out |= {
        "two arrivals": bc.kernel(),
        "one arrival": bc.kernel(count=1),
        "no wait": bc.kernel().replace("  br label %wait\n", "  br label %done\n", 1),
        "wrong parity": bc.kernel().replace("%same = icmp eq i64", "%same = icmp ne i64"),
        "three arrivals": bc.kernel(count=3),
        "initialization after the loads": bc.kernel().replace(
            "go:\n" + barrier, "go:\n", 1).replace("; COPY\n", "; COPY\n" + barrier, 1),
        # (two rounds: the waits' release orders take three runs of the check)
        "two rounds": bc.loop_kernel(),
    }
    return out


SLOW = {"two rounds"}  # (about 90 s: 5776 interleavings)


@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.slow) if n in SLOW
                                  else n for n in _kernels()])
def test_the_orders_run_find_what_every_interleaving_finds(name: str) -> None:
    """The check (``--strict-reads``: each undefined read at the read) against every
    interleaving of the waves' loads and tensor operations
    (explore/search/brute_waits.py): the same conflicting pairs of accesses, and every
    read the reference finds undefined with nothing written before it (an order in
    which the read came before the write it races) is a read the check reports — in
    the order the check runs, the write came first and the pair is the finding."""
    text = _kernels()[name]
    program = read_llvm_text(text, "k.ll")
    launch = Launch(workgroup_size=(64, 1, 1), wave_size=32)
    base = ExploreOptions(generation=parse_target("gfx1250", API).processor.generation)
    reference = every_interleaving(program, launch, base, timeout=900.0)
    assert reference.complete
    found = {finding_key(f) for f in check_program(
        program, launch, replace(base, strict_reads=True)).findings}
    pairs = {k for k in found if k[0] == "conflict"}
    assert pairs == {k for k in reference.findings if k[0] == "conflict"}
    lines = {line for _, at in found for line in at}
    singles = {k for k in reference.findings if k[0] != "conflict"}
    assert all(at <= lines for _, at in singles)
    assert {k for k in found if k[0] != "conflict"} <= singles
    assert reference.deadlock == any(k[0] == "deadlock" for k in found)


def test_the_reference_runs_every_interleaving_of_the_visible_steps() -> None:
    """The role kernel with two owners: three interleavings of the visible steps —
    the issuer's COPY2 before the waiter's first wait read (which sees no arrival
    and goes round), between it and the second (which sees one and leaves), or after
    both (COPY1 comes before the workgroup barrier; READ and the other steps run as
    soon as their wave stands before them)."""
    program = read_llvm_text(kernel(1, 16), "k.ll")
    launch = Launch(workgroup_size=(64, 1, 1), wave_size=32)
    base = ExploreOptions(generation=parse_target("gfx1250", API).processor.generation)
    reference = every_interleaving(program, launch, base)
    assert (reference.leaves, reference.complete, reference.deadlock) == (3, True, False)


def test_release_points_offer_every_other_held_wave() -> None:
    """The scripts a run's release points offer: at each point where another wave
    issued an arrival on the released wait's barrier after it, every other held wave
    after the waves released before it; none where only the released wave issued
    after it, or nothing was."""
    trace = [ReleasePoint((0, 1), 0, 8, 1, frozenset({0, 1})),
             ReleasePoint((1, 2), 2, 8, 2, frozenset({4, 5})),
             ReleasePoint((3,), 3, 8, 3, frozenset({6}))]
    arrivals = {8: ((0, 1), (2, 1), (0, 2), (4, 1))}
    assert alternatives(trace, arrivals) == [(1,), (0, 1)]
    assert alternatives(trace, {8: ((0, 1), (2, 1), (4, 1), (5, 2))}) == [(1,)]
    assert alternatives(trace[:1], {8: ((0, 1), (0, 2), (1, 3))}) == []


def test_a_wait_loop_leaves_alike_only_to_one_block_with_nothing_used_after() -> None:
    """``leaves_alike``: the role kernel's POLL loop leaves to `done` and nothing it
    computed is read after it; a use of the word after the loop, or a second way out,
    is not alike."""
    text = kernel(1, 16)
    fn = read_llvm_text(text, "k.ll").kernel_function
    assert leaves_alike(fn, frozenset({"wait"}))
    used = text.replace("  %low = and i32 %t, 15\n", "  %low = and i64 %word, 15\n", 1)
    used = used.replace("%p = getelementptr i32, ptr addrspace(3) @tile, i32 %low",
                        "%p = getelementptr i32, ptr addrspace(3) @tile, i64 %low")
    assert not leaves_alike(read_llvm_text(used, "k.ll").kernel_function, frozenset({"wait"}))
    two = text.replace("br i1 %same, label %wait, label %done",
                       "br i1 %same, label %exit, label %done")
    assert not leaves_alike(read_llvm_text(two, "k.ll").kernel_function, frozenset({"wait"}))
