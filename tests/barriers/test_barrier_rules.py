"""Every undefined-behaviour rule of the barrier execution model, each with a kernel
that keeps it and one that breaks it (amdgpu-execution-synchronization)."""

from __future__ import annotations

import pytest

from amdsync.diagnostics import AmdsyncError
from amdsync.program.topology import Launch

from .kernels import FOUR_WAVES, check, kernel, kinds


def init_then(count: int, join: bool = True) -> str:
    """Wave 0 initializes @a; the workgroup barrier orders the init before every other
    operation on @a; then every wave joins @a."""
    return f"""
  %is0 = icmp eq i32 %wave, 0
  br i1 %is0, label %init, label %ready
init:
  call void @llvm.amdgcn.s.barrier.init(ptr addrspace(3) @a, i32 {count})
  br label %ready
ready:
  call void @llvm.amdgcn.s.barrier()
""" + ("  call void @llvm.amdgcn.s.barrier.join(ptr addrspace(3) @a)\n" if join else "")


BOTH_JOIN_INIT2 = init_then(2)


def test_uninitialized_barrier() -> None:
    # "It is undefined behavior to operate on an uninitialized barrier object."
    bad = check(kernel("""
  call void @llvm.amdgcn.s.barrier.join(ptr addrspace(3) @a)
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @a, i32 0)
  ret void"""))
    assert "barrier-ub:uninitialized-barrier" in kinds(bad)
    good = check(kernel(BOTH_JOIN_INIT2 + """
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @a, i32 0)
  call void @llvm.amdgcn.s.barrier.wait(i16 1)
  ret void"""))
    assert kinds(good) == []


def test_drop_needs_a_join() -> None:
    bad = check(kernel(init_then(2, join=False) + """
  call void @llvm.amdgcn.s.barrier.leave(i16 1)
  ret void"""))
    assert kinds(bad) == ["barrier-ub:drop-without-join"]  # both waves, one line
    good = check(kernel(BOTH_JOIN_INIT2 + """
  call void @llvm.amdgcn.s.barrier.leave(i16 1)
  ret void"""))
    assert kinds(good) == []


def test_expected_count_may_not_go_negative() -> None:
    # Expected count 1, two waves join and drop: the second drop makes it negative.
    bad = check(kernel(init_then(1) + """
  call void @llvm.amdgcn.s.barrier.leave(i16 1)
  ret void"""))
    assert kinds(bad) == ["barrier-ub:negative-expected-count"]
    good = check(kernel(BOTH_JOIN_INIT2 + """
  call void @llvm.amdgcn.s.barrier.leave(i16 1)
  ret void"""))
    assert kinds(good) == []


def test_arrive_then_drop_before_the_barrier_completes() -> None:
    # Wave 0 arrives and leaves at once; wave 1 arrives later and completes the phase
    # it then waits on: wave 0's arrive participates in a wait not before its drop.
    bad = check(kernel(BOTH_JOIN_INIT2 + """
  %w0 = icmp eq i32 %wave, 0
  br i1 %w0, label %early, label %late
early:
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @a, i32 0)
  call void @llvm.amdgcn.s.barrier.leave(i16 1)
  ret void
late:
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @a, i32 0)
  call void @llvm.amdgcn.s.barrier.wait(i16 1)
  ret void"""))
    assert "barrier-ub:arrive-then-drop" in kinds(bad)
    good = check(kernel(BOTH_JOIN_INIT2 + """
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @a, i32 0)
  call void @llvm.amdgcn.s.barrier.wait(i16 1)
  call void @llvm.amdgcn.s.barrier.leave(i16 1)
  ret void"""))
    assert kinds(good) == []


def test_wait_needs_a_join() -> None:
    bad = check(kernel(init_then(2, join=False) + """
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @a, i32 0)
  call void @llvm.amdgcn.s.barrier.wait(i16 1)
  ret void"""))
    assert kinds(bad) == ["barrier-ub:wait-without-join"]
    good = check(kernel(BOTH_JOIN_INIT2 + """
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @a, i32 0)
  call void @llvm.amdgcn.s.barrier.wait(i16 1)
  ret void"""))
    assert kinds(good) == []


@pytest.mark.parametrize(("unjoin", "expected"), [(False, []), (True, ["race"])])
def test_join_on_the_null_barrier_unjoins(unjoin: bool, expected: list[str]) -> None:
    # "a thread can use a join on the NULL barrier as a way to unjoin a named barrier";
    # the wait then "waits on the last named barrier object that the thread has
    # joined" — the NULL one, where it is a no-op, so the hand-off is not ordered.
    null_join = "  call void @llvm.amdgcn.s.barrier.join(ptr addrspace(3) null)\n"
    result = check(kernel(BOTH_JOIN_INIT2 + """
  %p = getelementptr i32, ptr addrspace(3) @lds, i32 %t
  store i32 %t, ptr addrspace(3) %p, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @a, i32 0)
""" + (null_join if unjoin else "") + """  call void @llvm.amdgcn.s.barrier.wait(i16 1)
  fence syncscope("workgroup") acquire
  %o = xor i32 %t, 32
  %q = getelementptr i32, ptr addrspace(3) @lds, i32 %o
  %v = load i32, ptr addrspace(3) %q, align 4
  ret void"""))
    assert kinds(result) == expected


def test_new_expected_count_must_exceed_the_arrive_count() -> None:
    # Wave 0 arrives (count 1); wave 1 sets the expected count to 1 = the arrive count.
    bad = check(kernel(init_then(3) + """
  %w0 = icmp eq i32 %wave, 0
  br i1 %w0, label %first, label %second
first:
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @a, i32 0)
  ret void
second:
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @a, i32 1)
  ret void"""))
    assert "barrier-ub:expected-count-too-low" in kinds(bad)
    good = check(kernel(init_then(3) + """
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @a, i32 2)
  call void @llvm.amdgcn.s.barrier.wait(i16 1)
  ret void"""))
    assert kinds(good) == []


def test_barrier_in_divergent_control_flow() -> None:
    bad = check(kernel("""
  %lane = and i32 %t, 31
  %c = icmp ult i32 %lane, 16
  br i1 %c, label %then, label %done
then:
  call void @llvm.amdgcn.s.barrier()
  br label %done
done:
  ret void"""))
    assert "barrier-ub:divergent-barrier" in kinds(bad)
    # A branch on the wave id is wave-uniform.
    good = check(kernel("""
  %c = icmp eq i32 %wave, 0
  br i1 %c, label %then, label %done
then:
  call void @llvm.amdgcn.s.barrier()
  br label %done
done:
  ret void"""))
    assert kinds(good) == []


def test_a_wait_that_never_completes_is_a_deadlock() -> None:
    bad = check(kernel(init_then(3) + """
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @a, i32 0)
  call void @llvm.amdgcn.s.barrier.wait(i16 1)
  ret void"""))
    [finding] = bad.findings
    assert finding.kind == "deadlock"
    assert "2 wave(s) wait forever" in finding.message
    assert "barrier 1 (named) still needs 1 arrival(s)" in finding.message
    assert [e.wave for e in finding.trace] == [0, 1]


def test_named_barriers_are_not_dropped_when_a_wave_ends() -> None:
    # Wave 1 joins and ends without arriving; wave 0 waits forever. The workgroup
    # barrier, in contrast, is dropped when a wave ends (test_waves_end_drop...).
    bad = check(kernel(BOTH_JOIN_INIT2 + """
  %w0 = icmp eq i32 %wave, 0
  br i1 %w0, label %w, label %done
w:
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @a, i32 0)
  call void @llvm.amdgcn.s.barrier.wait(i16 1)
  br label %done
done:
  ret void"""))
    assert kinds(bad) == ["deadlock"]


def test_the_workgroup_barrier_is_dropped_when_a_wave_ends() -> None:
    good = check(kernel("""
  %w0 = icmp eq i32 %wave, 0
  br i1 %w0, label %w, label %done
w:
  call void @llvm.amdgcn.s.barrier.signal(i32 -1)
  call void @llvm.amdgcn.s.barrier.wait(i16 -1)
  br label %done
done:
  ret void"""))
    assert kinds(good) == []


def test_barriers_do_not_complete_out_of_thin_air() -> None:
    # Each wave waits before it arrives: the wait cannot depend on arrivals that
    # barrier-execute after it.
    bad = check(kernel("""
  call void @llvm.amdgcn.s.barrier.wait(i16 -1)
  call void @llvm.amdgcn.s.barrier.signal(i32 -1)
  ret void"""))
    assert kinds(bad) == ["deadlock"]


def test_a_mark_of_one_workgroup_per_cluster_phase() -> None:
    cluster = Launch(workgroup_size=(64, 1, 1), grid=(2, 1, 1), wave_size=32, cluster_size=2)
    # One wave per workgroup arrives; every wave waits.
    good = check(kernel("""
  %w0 = icmp eq i32 %wave, 0
  br i1 %w0, label %arrive, label %wait
arrive:
  call void @llvm.amdgcn.s.barrier.signal(i32 -3)
  br label %wait
wait:
  call void @llvm.amdgcn.s.barrier.wait(i16 -3)
  ret void"""), cluster)
    assert kinds(good) == []
    # Every wave arrives: two arrivals per workgroup per phase.
    bad = check(kernel("""
  call void @llvm.amdgcn.s.barrier.signal(i32 -3)
  call void @llvm.amdgcn.s.barrier.wait(i16 -3)
  ret void"""), cluster)
    assert "barrier-ub:cluster-barrier-arrivals" in kinds(bad)


@pytest.mark.parametrize("scope", ["workgroup", "agent"])
def test_split_barrier_with_fences_hands_off_lds(scope: str) -> None:
    body = f"""
  %p = getelementptr i32, ptr addrspace(3) @lds, i32 %t
  store i32 %t, ptr addrspace(3) %p, align 4
  fence syncscope("{scope}") release
  call void @llvm.amdgcn.s.barrier.signal(i32 -1)
  call void @llvm.amdgcn.s.barrier.wait(i16 -1)
  fence syncscope("{scope}") acquire
  %o = xor i32 %t, 32
  %q = getelementptr i32, ptr addrspace(3) @lds, i32 %o
  %v = load i32, ptr addrspace(3) %q, align 4
  ret void"""
    assert kinds(check(kernel(body))) == []
    unfenced = body.replace(f'  fence syncscope("{scope}") release\n', "").replace(
        f'  fence syncscope("{scope}") acquire\n', "")
    assert kinds(check(kernel(unfenced))) == ["race"]


def test_fence_synchronizing_only_global_does_not_order_lds() -> None:
    body = """
  %p = getelementptr i32, ptr addrspace(3) @lds, i32 %t
  store i32 %t, ptr addrspace(3) %p, align 4
  fence syncscope("workgroup") release, !mmra !0
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !0
  %o = xor i32 %t, 32
  %q = getelementptr i32, ptr addrspace(3) @lds, i32 %o
  %v = load i32, ptr addrspace(3) %q, align 4
  ret void"""
    text = kernel(body) + '!0 = !{!"amdgpu-synchronize-as", !"global"}\n'
    assert kinds(check(text)) == ["race"]
    local = kernel(body) + '!0 = !{!"amdgpu-synchronize-as", !"local"}\n'
    assert kinds(check(local)) == []


def test_barrier_phases_depend_on_arrival_order_and_every_order_is_explored() -> None:
    # Four waves on a barrier of expected count 2: which two complete the first phase
    # depends on the schedule; in some orders wave 3 is in the first phase and reads
    # data wave 0 never published to it. All orders are explored.
    text = kernel(init_then(2) + """
  %p = getelementptr i32, ptr addrspace(3) @lds, i32 %t
  store i32 %t, ptr addrspace(3) %p, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @a, i32 0)
  call void @llvm.amdgcn.s.barrier.wait(i16 1)
  fence syncscope("workgroup") acquire
  %o = xor i32 %t, 32
  %q = getelementptr i32, ptr addrspace(3) @lds, i32 %o
  %v = load i32, ptr addrspace(3) %q, align 4
  ret void""")
    result = check(text, FOUR_WAVES)
    assert result.stats.schedules > 1
    assert kinds(result) == ["race"]


def test_trap_barriers_are_not_accessible() -> None:
    with pytest.raises(AmdsyncError) as error:
        check(kernel("""
  call void @llvm.amdgcn.s.barrier.signal(i32 -2)
  ret void"""))
    assert error.value.code == "trap-barrier"


def test_joining_without_waiting_or_dropping_is_allowed() -> None:
    # Informational notes: "It is not mandatory to drop a barrier after joining it" and
    # "Joining a barrier is only useful if the thread will wait on that same barrier
    # object later" — useless, but not undefined.
    joined_only = check(kernel(BOTH_JOIN_INIT2 + "  ret void"))
    assert kinds(joined_only) == []
    never_dropped = check(kernel(BOTH_JOIN_INIT2 + """
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @a, i32 0)
  call void @llvm.amdgcn.s.barrier.wait(i16 1)
  ret void"""))
    assert kinds(never_dropped) == []


def test_all_operations_on_the_null_barrier_but_join_are_no_ops() -> None:
    result = check(kernel("""
  call void @llvm.amdgcn.s.barrier.signal(i32 0)
  call void @llvm.amdgcn.s.barrier.wait(i16 0)
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) null, i32 5)
  ret void"""))
    assert kinds(result) == [] and result.status == "clean"
