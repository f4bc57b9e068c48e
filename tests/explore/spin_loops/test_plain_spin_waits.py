"""A wave spinning on a plain load sleeps until some wave writes (explore/sync/spin.py
``plain_spin_loads``, memory_access ``_plain_spin``; docs/semantics/schedules.md,
"Plain-load spins"). Held against two references on variants of a hand-off whose
waiting thread polls a flag with a plain load (a fence in the loop or not, an exit
that a second writer's value gives or any non-zero one, an acquire fence after the
loop or not), whose first writer publishes a datum and sets the flag with a plain,
relaxed or releasing store or a releasing add, and whose second writer stores 2 or
nothing:

* the same check with the shortcut off (``ExploreOptions.plain_spin_waits``), which
  runs every iteration: where it ends, both give the same status and the same findings
  at the same lines; where it does not (a spin nothing ends, or a wave waiting to make
  its atomic access while the spinner keeps the turns), it meets its bound of wave
  instructions with a subset of the findings;
* the litmus enumerator (`amdsync litmus`, which shares no code with the explorer and
  unrolls the loop): the check finds a race exactly when some consistent execution has
  one, and reads the datum racily exactly when an execution's race involves that read;
  where no execution leaves the loop (every one is cut at the loop bound), the check
  says deadlock at the spin.
"""

from __future__ import annotations

import itertools

import pytest

from amdsync.explore.findings.result import CheckResult
from amdsync.explore.litmus.enumerate import executions, explore
from amdsync.explore.machine.machine import ExploreOptions
from amdsync.explore.search.check import check_program
from amdsync.formats.litmus import parse_litmus
from amdsync.formats.llvm import read_llvm_text
from amdsync.program.topology import Launch

FLAG = "ptr addrspace(1) @flag"
DATA = "ptr addrspace(1) @data"
FIRST = {  # the first writer's flag update
    "plain": f"store i32 1, {FLAG}",
    "relaxed": f'store atomic i32 1, {FLAG} syncscope("agent") monotonic',
    "release": f'store atomic i32 1, {FLAG} syncscope("agent") release',
    "release add": f'%a = atomicrmw add {FLAG}, i32 1 syncscope("agent") release',
}
SECOND = {  # the second writer's
    "nothing": "",
    "plain 2": f"store i32 2, {FLAG}",
    "relaxed 2": f'store atomic i32 2, {FLAG} syncscope("agent") monotonic',
}
FENCE = 'fence syncscope("agent") acquire'
SHAPES = list(itertools.product(
    ["", FENCE],  # in the loop
    ["eq i32 %v, 0", "ne i32 %v, 2"],  # stay in the loop while …
    ["", FENCE],  # after the loop
))
# Each pair of writers with two of the eight loop shapes, i and i + 3 (each first writer
# meets six of them, every shape several writers; the full product, 96 variants, agreed
# with both references when written: a quarter of them keeps CI's time).
VARIANTS = [(first, second, *SHAPES[(i + k) % len(SHAPES)])
            for i, (first, second) in enumerate(itertools.product(FIRST, SECOND))
            for k in (0, 3)]

# Thread t is workgroup t of one-lane workgroups; the spinner is workgroup 1. The
# kernel's lines of the loads are found by their text.
KERNEL = """@flag = addrspace(1) global i32 0, align 4
@data = addrspace(1) global i32 0, align 4
@out = addrspace(1) global i32 0, align 4
define amdgpu_kernel void @k() {
entry:
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  switch i32 %wg, label %second [ i32 0, label %first
                                  i32 1, label %spin ]
first:
  store i32 7, DATA, align 4
  FIRST
  br label %end
second:
  SECOND
  br label %end
spin:
  %v = load volatile i32, FLAG, align 4
  INLOOP
  %stay = icmp STAY
  br i1 %stay, label %spin, label %after
after:
  AFTER
  %d = load i32, DATA, align 4
  store i32 %d, ptr addrspace(1) @out, align 4
  br label %end
end:
  ret void
}
declare i32 @llvm.amdgcn.workgroup.id.x()
"""

LITMUS = """AMDGPU plain-spin
"a plain-load spin"
{ global flag = 0; global data = 0; }
P0 @ wave 0, wg 0, agent 0:
  store i32 7, DATA
  FIRST
P1 @ wave 0, wg 1, agent 0:
spin:
  %v = load i32, FLAG
  INLOOP
  %stay = icmp STAY
  br i1 %stay, label %spin, label %after
after:
  AFTER
  %d = load i32, DATA
P2 @ wave 0, wg 2, agent 0:
  SECOND
"""


def _fill(template: str, first: str, second: str, in_loop: str, stay: str,
          after: str) -> str:
    align = ", align 4" if template is KERNEL else ""
    second_write = SECOND[second] + align if SECOND[second] else ""
    return (template.replace("FIRST", FIRST[first] + align).replace("SECOND", second_write)
            .replace("INLOOP", in_loop).replace("STAY", stay).replace("AFTER", after)
            .replace("FLAG", FLAG).replace("DATA", DATA))


def _line(text: str, needle: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1) if needle in line)


def _check(text: str, waits: bool, max_states: int = 5_000_000) -> CheckResult:
    return check_program(read_llvm_text(text, "k.ll"),
                         Launch(workgroup_size=(1, 1, 1), grid=(3, 1, 1)),
                         ExploreOptions(timeout=60, max_states=max_states,
                                        plain_spin_waits=waits))


def _verdict(result: CheckResult) -> tuple[str, list[tuple[str, int]]]:
    return result.status, sorted((f.kind, f.loc.line) for f in result.findings)


@pytest.mark.parametrize(("first", "second", "in_loop", "stay", "after"), VARIANTS)
def test_a_plain_spin_agrees_with_every_iteration_and_with_litmus(
        first: str, second: str, in_loop: str, stay: str, after: str) -> None:
    kernel = _fill(KERNEL, first, second, in_loop, stay, after)
    spin_line = _line(kernel, "load volatile")
    result = _check(kernel, waits=True)
    reduced = _verdict(result)
    assert reduced[0] == "findings", kernel  # (the poll races in every variant)

    reference = _check(kernel, waits=False, max_states=20_000)
    if reference.incomplete_reason is not None:
        # It ran iterations until its bound: what it found by then, the shortcut finds.
        assert "state bound" in reference.incomplete_reason
        assert set(_verdict(reference)[1]) <= set(reduced[1])
    else:
        assert _verdict(reference) == reduced, kernel

    text = _fill(LITMUS, first, second, in_loop, stay, after)
    test = parse_litmus(text, "spin.litmus")
    by_litmus = explore(test)
    assert not by_litmus.incomplete
    deadlock = ("deadlock", spin_line) in reduced[1]
    spin_litmus = _line(text, "%v = load")
    if by_litmus.executions == 0:
        # No execution leaves the loop within the loop bound: nothing ends the spin.
        assert deadlock, kernel
        return
    assert by_litmus.racy == any(kind in ("race", "undef-read") for kind, _ in reduced[1])
    # The poll races with the first writer's flag store in every execution, so it reads
    # undef, and which way the loop's branch then goes the check does not enumerate (it
    # reports the branch and follows the value the location holds); the litmus
    # enumerator takes both ways, so whether the datum's read races is not compared.
    spin_races = any(spin_litmus in (ex.events[a].loc.line, ex.events[b].loc.line)
                     for ex in executions(test) for a, b in ex.races)
    assert spin_races
    assert any((f.origin is not None and f.origin.line == spin_line)
               or f.loc.line == spin_line for f in result.findings if f.kind != "deadlock")


# Wave 0 polls the flag in a quiet loop (``inner``) and, while it reads 0, goes round an
# outer loop through a workgroup barrier; wave 1 meets four barriers and then sets the
# flag. Wave 0 comes back to its load with every register as before and nothing
# written, but it arrived at a barrier on the way, which let wave 1 go on: no sleep
# there (a sleep would leave wave 1 waiting at a barrier, a deadlock no
# execution has).
OUTER = """@flag = addrspace(1) global i32 0, align 4
define amdgpu_kernel void @k() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %first = icmp ult i32 %tid, 64
  br i1 %first, label %inner, label %setter
inner:
  %v = load volatile i32, ptr addrspace(1) @flag, align 4
  %never = icmp eq i32 %v, 5
  br i1 %never, label %inner, label %check
check:
  %zero = icmp eq i32 %v, 0
  br i1 %zero, label %outer, label %done
outer:
  call void @llvm.amdgcn.s.barrier()
  br label %inner
setter:
  call void @llvm.amdgcn.s.barrier()
  call void @llvm.amdgcn.s.barrier()
  call void @llvm.amdgcn.s.barrier()
  call void @llvm.amdgcn.s.barrier()
  %one = icmp eq i32 %tid, 64
  br i1 %one, label %set, label %done
set:
  store volatile i32 1, ptr addrspace(1) @flag, align 4
  br label %done
done:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
"""


def test_a_poll_that_comes_back_through_a_barrier_does_not_sleep() -> None:
    program = read_llvm_text(OUTER, "outer.ll")
    launch = Launch(workgroup_size=(128, 1, 1))
    results = [check_program(program, launch, ExploreOptions(timeout=60, plain_spin_waits=w))
               for w in (True, False)]
    # The store races with the poll, whose undef value decides the loop's branch.
    assert [_verdict(r) for r in results] == [("findings", [("race", 10)])] * 2
