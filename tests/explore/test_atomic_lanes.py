"""Lanes of one wave are threads (amdgpu-memory-model): the lanes of one atomic
instruction may perform in any order, and an atomic read of an earlier instruction may
read a later instruction's write of another lane (docs/semantics/atomics-and-lanes.md, "Lanes of one
instruction writing one location" and "Load buffering")."""

from __future__ import annotations

from amdsync.explore.lanes.atomics import AtomicLog, WriteRec
from amdsync.explore.machine.machine import ExploreOptions
from amdsync.explore.search.check import CheckResult, check_program
from amdsync.formats.llvm import read_llvm_text
from amdsync.program.topology import Launch

HEAD = """@x = addrspace(1) global i32 0, align 4
@y = addrspace(1) global i32 0, align 4
@z = addrspace(1) global i32 0, align 4
define amdgpu_kernel void @k() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
"""
TAIL = """done:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


def _check(body: str, lanes: int = 64) -> CheckResult:
    program = read_llvm_text(HEAD + body + TAIL, "lanes.ll")
    return check_program(program, Launch(workgroup_size=(lanes, 1, 1)),
                         ExploreOptions(timeout=60, strict_reads=True))


def _races(result: CheckResult) -> list[int]:
    return sorted(f.loc.line for f in result.findings if f.kind == "race")


# Lanes 0 and 1 increment x in one instruction; the lane that reads `READ` stores to y.
TWO_INCREMENTS = """  %two = icmp ult i32 %tid, 2
  br i1 %two, label %a, label %done
a:
  %r = atomicrmw add ptr addrspace(1) @x, i32 1 syncscope("workgroup") monotonic, align 4
  %hit = icmp eq i32 %r, READ
  br i1 %hit, label %w, label %done
w:
  store i32 %tid, ptr addrspace(1) @y, align 4
  br label %done
"""


def test_lanes_of_one_rmw_instruction_take_every_order() -> None:
    """Exactly one of two increments of one location reads 0 (atomicity: each reads
    the write just before its own in coherence order), so one lane stores to y — no
    race, whichever lane it is. `check` once chose each lane's place against the log
    as it was before the instruction: both lanes read 0 and both stored (a false
    race)."""
    for read in (0, 1):
        result = _check(TWO_INCREMENTS.replace("READ", str(read)))
        assert result.incomplete_reason is None
        assert _races(result) == []


def test_a_later_lane_of_the_instruction_may_increment_first() -> None:
    """Lane 0 stores z only when its increment reads 1, i.e. when lane 1's increment
    (same instruction) came first in coherence order; lane 2 reads z plainly in a later
    instruction, unordered with lane 0: a race in that execution only. `check` once
    never let a later lane's write come first and said clean."""
    body = """  %two = icmp ult i32 %tid, 2
  br i1 %two, label %a, label %m
a:
  %r = atomicrmw add ptr addrspace(1) @x, i32 1 syncscope("workgroup") monotonic, align 4
  %first = icmp eq i32 %tid, 0
  %one = icmp eq i32 %r, 1
  %hit = and i1 %first, %one
  br i1 %hit, label %w, label %m
w:
  store i32 1, ptr addrspace(1) @z, align 4
  br label %m
m:
  %two2 = icmp eq i32 %tid, 2
  br i1 %two2, label %rd, label %done
rd:
  %v = load i32, ptr addrspace(1) @z, align 4
  store i32 %v, ptr addrspace(1) @y, align 4
  br label %done
"""
    result = _check(body)
    assert result.incomplete_reason is None
    assert _races(result) == [22]  # lane 2's load of z


# Lane 0: a plain load of x, then a release increment; a later instruction: lane 1's
# acquire increment. Lane 0's increment may read lane 1's (the lanes are threads), and
# then lane 1's is no acquire of lane 0's release: lane 0's load races with it.
LOAD_BUFFERING = """  %l0 = icmp eq i32 %tid, 0
  br i1 %l0, label %a, label %m
a:
  %v = load i32, ptr addrspace(1) @x, align 4
  store i32 %v, ptr addrspace(1) @y, align 4
  %r = atomicrmw add ptr addrspace(1) @x, i32 1 syncscope("workgroup") release, align 4
  br label %m
m:
  %l1 = icmp eq i32 %tid, 1
  br i1 %l1, label %b, label %done
b:
  %r2 = atomicrmw add ptr addrspace(1) @x, i32 1 syncscope("workgroup") acquire, align 4
  br label %done
"""


def test_a_read_of_a_later_lanes_write_is_explored_with_lanes_as_threads() -> None:
    """`amdsync litmus` with both threads in wave 0 finds the race
    (tests/explore/test_check_vs_litmus.py generates such programs). Run in lockstep,
    `check` performs lane 0's instructions first and cannot let lane 0's increment read
    lane 1's; the program couples no lanes, so it runs again with every lane a thread
    of its own (docs/semantics/schedules.md, "Lanes as threads"), where lane 1 may run first: lane
    1's increment is then no acquire of lane 0's release, and it races with lane 0's
    load."""
    result = _check(LOAD_BUFFERING)
    assert result.incomplete_reason is None
    assert _races(result) == [18]
    (race,) = result.findings
    assert "races with the load at line 10 by lane 0 of wave 0" in race.message
    assert result.stats.waves == 1 and result.stats.lanes == 64
    (note,) = result.notes  # the report says how those executions were reached
    assert note.kind == "load-buffering-explored" and note.loc.line == 18
    assert "every lane scheduled as a thread of its own" in note.message


def test_load_buffering_between_coupled_lanes_is_said_so() -> None:
    """With a ballot the lanes are coupled (the wave's lanes meet there), so they cannot
    run as threads of their own: the executions where lane 0's increment reads lane 1's
    are not explored, and the check says so — `incomplete`, never clean."""
    body = LOAD_BUFFERING.replace(
        "  %l0 = icmp eq i32 %tid, 0\n",
        "  %all = call i64 @llvm.amdgcn.ballot.i64(i1 true)\n  %l0 = icmp eq i32 %tid, 0\n")
    program = read_llvm_text(HEAD + body + TAIL + "declare i64 @llvm.amdgcn.ballot.i64(i1)\n",
                             "lanes.ll")
    result = check_program(program, Launch(workgroup_size=(64, 1, 1)),
                           ExploreOptions(timeout=60, strict_reads=True))
    assert result.incomplete_reason is not None
    assert "another lane of the same wave" in result.incomplete_reason
    assert "load buffering" in result.incomplete_reason
    assert result.incomplete_loc is not None and result.incomplete_loc.line == 19


def test_lanes_as_threads_do_not_judge_one_wave_wide_store() -> None:
    """Every lane stores 7 to z in one instruction: one wave-wide write in lockstep
    (amdgpu-usage, "Memory Model": vector memory operations are wavefront wide), but
    64 writes when lanes run as threads, which cannot tell that apart from a race. The
    run with lanes as threads is then not used, and the load buffering stands:
    `incomplete`, and no race reported at the store."""
    body = LOAD_BUFFERING.replace(
        "  %l0 = icmp eq i32 %tid, 0\n",
        "  store i32 7, ptr addrspace(1) @z, align 4\n  %l0 = icmp eq i32 %tid, 0\n")
    result = _check(body)
    assert "load buffering" in str(result.incomplete_reason)
    assert 7 not in _races(result)


def test_a_read_whose_other_choices_change_nothing_is_no_reason_to_stop() -> None:
    """Lane 0 reads y with a monotonic load whose value decides nothing and that reads
    the initial value (no release); lane 1 later stores y. Lane 0's load may read lane
    1's store, but that execution has the same events and no less happens-before:
    clean (docs/semantics/schedules.md, "Full exploration when values decide events")."""
    body = """  %l0 = icmp eq i32 %tid, 0
  br i1 %l0, label %a, label %m
a:
  %v = load atomic i32, ptr addrspace(1) @y syncscope("workgroup") monotonic, align 4
  br label %m
m:
  %l1 = icmp eq i32 %tid, 1
  br i1 %l1, label %b, label %done
b:
  store atomic i32 1, ptr addrspace(1) @y syncscope("workgroup") monotonic, align 4
  br label %done
"""
    result = _check(body)
    assert result.incomplete_reason is None
    assert result.findings == []


def _write(wid: int, read_wid: int | None = None) -> WriteRec:
    return WriteRec(0, 0, 0, (0,), 0, 1, (), True, 0, wid, read_wid)


def test_insert_options_of_lanes_of_one_instruction() -> None:
    log = AtomicLog()
    # Two read-modify-writes on a fresh location: either performs first.
    assert log.lanes_insert_options(0, [-1, -1], True, 100) == [((0, 0), (1, 1)),
                                                               ((1, 0), (0, 1))]
    # Three: every order, 3! coherence orders.
    assert len(log.lanes_insert_options(0, [-1, -1, -1], True, 100) or []) == 6
    # Two stores: they read nothing, so lane 0 first and lane 1 before or after it.
    assert log.lanes_insert_options(0, [-1, -1], False, 100) == [((0, 0), (1, 0)),
                                                                ((0, 0), (1, 1))]
    # An existing store W (wid 7) that lane 1 must follow (its floor), lane 0 need not:
    # A0 W A1, W A0 A1, W A1 A0 (lane 1 first, then lane 0 before W, is A0 W A1 again).
    log.insert(0, _write(7), 0)
    ways = log.lanes_insert_options(0, [-1, 0], True, 100)
    assert ways == [((0, 0), (1, 2)), ((0, 1), (1, 2)), ((1, 1), (0, 2))]
    # A bound: None beyond it.
    assert log.lanes_insert_options(0, [-1, -1, -1, -1], True, 5) is None


HISTOGRAM = """@bins = addrspace(1) global [64 x i32] zeroinitializer, align 4
@out = addrspace(1) global i32 0, align 4
define amdgpu_kernel void @k() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %bin = urem i32 %tid, BINS
  %p = getelementptr [64 x i32], ptr addrspace(1) @bins, i32 0, i32 %bin
  %r = atomicrmw add ptr addrspace(1) %p, i32 OPERAND syncscope("workgroup") monotonic, align 4
  AFTER
  %q = getelementptr [64 x i32], ptr addrspace(1) @bins, i32 0, i32 %bin
  %reader = icmp eq i32 %tid, READER
  br i1 %reader, label %rd, label %done
rd:
  %v = load atomic i32, ptr addrspace(1) %q syncscope("workgroup") monotonic, align 4
  %hit = icmp eq i32 %v, VALUE
  br i1 %hit, label %w, label %done
w:
  store i32 1, ptr addrspace(1) @out, align 4
  br label %done
done:
  %l = icmp eq i32 %tid, 33
  br i1 %l, label %rd2, label %end
rd2:
  %o = load i32, ptr addrspace(1) @out, align 4
  store i32 %o, ptr addrspace(1) @out, align 4
  br label %end
end:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
"""
FENCED_BARRIER = ('fence syncscope("workgroup") release\n'
                  '  call void @llvm.amdgcn.s.barrier()\n'
                  '  fence syncscope("workgroup") acquire')


def _out_lines(after: str) -> list[int]:
    """Lines of lane 33's load and store of out: where their races are reported."""
    lines = HISTOGRAM.replace("AFTER", after).splitlines()
    at = next(i for i, line in enumerate(lines) if "%o = load" in line) + 1
    return [at, at + 1]


def _histogram(bins: int, operand: str, after: str, reader: int, value: int,
               lane_orders: bool = False) -> CheckResult:
    text = (HISTOGRAM.replace("BINS", str(bins)).replace("OPERAND", operand)
            .replace("AFTER", after).replace("READER", str(reader))
            .replace("VALUE", str(value)))
    return check_program(read_llvm_text(text, "histogram.ll"),
                         Launch(workgroup_size=(64, 1, 1)),
                         ExploreOptions(timeout=60, strict_reads=True,
                                        lane_orders=lane_orders))


def test_interchangeable_lanes_take_one_order() -> None:
    """16 lanes add 1 to each of 4 bins in one instruction (relaxed, value unused);
    after a fenced barrier lane 0 reads its bin and branches on it. The lanes of a bin
    are interchangeable (docs/semantics/atomics-and-lanes.md, "Lanes of one instruction writing one
    location"): one order stands for the 16! of each bin (else: the schedule bound),
    and the reader, after all of them, sees 16."""
    result = _histogram(4, "1", FENCED_BARRIER, 0, 16)
    assert result.incomplete_reason is None
    # lane 0 stores out; lane 33 reads and stores it, unordered
    assert _races(result) == _out_lines(FENCED_BARRIER)
    assert _histogram(4, "1", FENCED_BARRIER, 0, 15).findings == []
    # Different operands (tid): add commutes and associates, the value after the group
    # is one (0 + 4 + … + 60 = 480 in bin 0), what lies between is never read.
    assert _races(_histogram(4, "%tid", FENCED_BARRIER, 0, 480)) == _out_lines(FENCED_BARRIER)
    assert _histogram(4, "%tid", FENCED_BARRIER, 0, 4).findings == []
    # Every order explored instead (as the check does once an access tells the lanes
    # apart): over the schedule bound.
    every = _histogram(4, "1", FENCED_BARRIER, 0, 16, lane_orders=True)
    assert "schedule bound" in str(every.incomplete_reason)


def test_an_access_that_tells_interchangeable_lanes_apart() -> None:
    """Lanes 0 and 32 add 1 to x in one instruction; lane 32 then reads x with nothing
    ordering it after lane 0's add. It reads 1 only if its own add came first: an
    order the one order standing for all (lane 0 first) lacks. The read tells the
    lanes apart, so the check runs again with every order and finds the race that
    follows (lane 32 stores z, lane 33 reads it)."""
    body = """  %m32 = and i32 %tid, 31
  %pair = icmp eq i32 %m32, 0
  br i1 %pair, label %a, label %m
a:
  %r = atomicrmw add ptr addrspace(1) @x, i32 1 syncscope("workgroup") monotonic, align 4
  %l32 = icmp eq i32 %tid, 32
  br i1 %l32, label %rd, label %m
rd:
  %v = load atomic i32, ptr addrspace(1) @x syncscope("workgroup") monotonic, align 4
  %hit = icmp eq i32 %v, VALUE
  br i1 %hit, label %w, label %m
w:
  store i32 1, ptr addrspace(1) @z, align 4
  br label %m
m:
  %l33 = icmp eq i32 %tid, 33
  br i1 %l33, label %rz, label %done
rz:
  %o = load i32, ptr addrspace(1) @z, align 4
  br label %done
"""
    result = _check(body.replace("VALUE", "1"))
    assert result.incomplete_reason is None
    assert _races(result) == [25]  # lane 33's load of z
    assert _check(body.replace("VALUE", "3")).findings == []


POLL = """@x = addrspace(1) global i32 0, align 4
@out = addrspace(1) global [64 x i32] zeroinitializer, align 4
define amdgpu_kernel void @k() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  FIRST
  %v = atomicrmw max ptr addrspace(1) @x, i32 OPERAND syncscope("agent") monotonic, align 4
  %zero = icmp eq i32 %v, 0
  br i1 %zero, label %w, label %done
w:
  %p = getelementptr [64 x i32], ptr addrspace(1) @out, i32 0, i32 %tid
  store i32 1, ptr addrspace(1) %p, align 4
  br label %done
done:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""
CAS_BY_LANE_0 = """%l0 = icmp eq i32 %tid, 0
  br i1 %l0, label %cas, label %poll
cas:
  %c = cmpxchg ptr addrspace(1) @x, i32 0, i32 1 syncscope("agent") acq_rel monotonic, align 4
  br label %poll
poll:"""


def _poll(first: str, operand: int) -> CheckResult:
    text = POLL.replace("FIRST", first).replace("OPERAND", str(operand))
    return check_program(read_llvm_text(text, "poll.ll"), Launch(workgroup_size=(64, 1, 1)),
                         ExploreOptions(timeout=60, strict_reads=True))


def test_lanes_whose_values_decide_events_and_read_one_value_in_every_order() -> None:
    """64 lanes `atomicMax(&x, 0)` and branch on what they read: with x = 0 and nothing
    else writing it, each write gives back the value it read, so every lane reads 0 in
    every order and one order stands for the 64! (clean, complete). Adding 1 instead
    (max(0, 1)), lane k of an order reads 1 or 0 by its place: every order, over the
    schedule bound — `incomplete`, never a clean verdict from one order."""
    same = _poll("", 0)
    assert same.incomplete_reason is None and same.findings == []
    assert "schedule bound" in str(_poll("", 1).incomplete_reason)


def test_lanes_reading_before_or_after_another_lanes_write_multiply() -> None:
    """Lane 0 sets x with a compare-exchange; then every lane polls it with
    `atomicMax(&x, 0)`. Lanes 1..63 are not ordered after lane 0's write: each may read 0 or
    1 (the model's 2^63 outcomes, docs/semantics/atomics-and-lanes.md "Many lanes reading
    one location"), which no reduction covers yet: `incomplete` at the bound."""
    result = _poll(CAS_BY_LANE_0, 0)
    assert "schedule bound" in str(result.incomplete_reason)


LOOP = """@x = addrspace(1) global i32 0, align 4
define amdgpu_kernel void @k() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %n, %loop ]
  %r = atomicrmw OP ptr addrspace(1) @x, i32 1 syncscope("agent") ORDER, align 4
  %n = add i32 %i, 1
  %c = icmp ult i32 %n, 2
  br i1 %c, label %loop, label %done
done:
  ret void
}
"""


def test_a_counter_updated_in_a_loop_by_every_lane() -> None:
    """Every lane adds 1 to a counter twice (relaxed, results unused). The first add of
    a lane may read another lane's second (the lanes are threads), but with additions
    only, releasing nothing, and no atomic value deciding anything, that execution has
    the events, values after all of them and happens-before of one explored
    (docs/semantics/schedules.md, "Full exploration when values decide events"):
    clean. An exchange does not commute (the value left depends on the order), so the
    lockstep run meets load buffering, and the run with lanes as threads decides it: no
    release, no value used, nothing plain — clean (docs/semantics/schedules.md, "Lanes as
    threads"). With release adds, every lane publishes its own clock, so the 64 lanes of one
    add are no longer interchangeable (every order of them was over the schedule bound); but
    only atomics of one scope touch memory and no value read decides anything, so no order
    can race and the one pass decides them all (docs/semantics/atomics-and-lanes.md,
    "Atomics only: orders that decide nothing"): clean."""
    def run(op: str, order: str) -> CheckResult:
        text = LOOP.replace("OP", op).replace("ORDER", order)
        return check_program(read_llvm_text(text, "loop.ll"), Launch(workgroup_size=(64, 1, 1)),
                             ExploreOptions(timeout=60, strict_reads=True))

    counter = run("add", "monotonic")
    assert counter.incomplete_reason is None and counter.findings == []
    exchange = run("xchg", "monotonic")
    assert exchange.incomplete_reason is None and exchange.findings == []
    released = run("add", "release")
    assert released.incomplete_reason is None and released.findings == []


def test_a_lane_that_spins_forever_is_named_with_lanes_as_threads() -> None:
    """The load-buffering program, and lane 2 spinning on z, which nobody sets: the run
    with lanes as threads finds the race and the deadlock, naming the lane that waits
    (its hardware wave and its lane, not the scheduled wave's number)."""
    body = LOAD_BUFFERING.replace(
        "  br i1 %l1, label %b, label %done\n", "  br i1 %l1, label %b, label %s0\n"
    ) + """s0:
  %l2 = icmp eq i32 %tid, 2
  br i1 %l2, label %spin, label %done
spin:
  %f = load atomic i32, ptr addrspace(1) @z syncscope("workgroup") acquire, align 4
  %set = icmp eq i32 %f, 1
  br i1 %set, label %done, label %spin
"""
    result = _check(body)
    assert result.incomplete_reason is None
    assert _races(result) == [18]
    (deadlock,) = [f for f in result.findings if f.kind == "deadlock"]
    assert deadlock.loc.line == 24
    assert deadlock.message.startswith("1 wave(s) wait forever: wave 0 lane 2 spins on z[0]")
    assert [e.wave for e in deadlock.trace] == [0]
