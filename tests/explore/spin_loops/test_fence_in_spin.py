"""A fence inside a spin loop keeps it a spin site (explore/sync/spin.py, ``_idle``;
docs/semantics/schedules.md, "Spin loops are awaits"): the iterations that stay in the
loop are not explored. The reference is the same check with the fence counted as work
(the loop then is no static spin site, every iteration's read is explored over every
write coherence allows, and a loop that repeats itself waits for a write): both must
give the same verdict and the same findings at the same lines, on every variant of a
hand-off where a second writer's relaxed store can end the loop without the release
that an earlier iteration's fence would have acquired."""

from __future__ import annotations

import itertools

import pytest

from amdsync.api import check
from amdsync.explore.findings.result import CheckResult
from amdsync.explore.sync import spin
from amdsync.formats.llvm.reader import read_llvm_text
from amdsync.program import ops as o

KERNEL = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %flag, ptr addrspace(1) %data,
                             ptr addrspace(1) %out) {
entry:
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  switch i32 %wg, label %second [ i32 0, label %first
                                  i32 1, label %spin ]
first:
  store i32 7, ptr addrspace(1) %data, align 4
  store atomic i32 1, ptr addrspace(1) %flag syncscope("agent") FIRST, align 4
  br label %end
second:
  SECOND
  br label %end
spin:
  %v = load atomic i32, ptr addrspace(1) %flag syncscope("agent") monotonic, align 4
  fence syncscope("agent") FENCE
  %go = icmp EXIT
  br i1 %go, label %after, label %spin
after:
  AFTER
  %d = load i32, ptr addrspace(1) %data, align 4
  store i32 %d, ptr addrspace(1) %out, align 4
  br label %end
end:
  ret void
}
declare i32 @llvm.amdgcn.workgroup.id.x()
"""
SECOND_WRITES = {
    "relaxed 2": 'store atomic i32 2, ptr addrspace(1) %flag syncscope("agent") monotonic, '
                 "align 4",
    "release 2": 'store atomic i32 2, ptr addrspace(1) %flag syncscope("agent") release, '
                 "align 4",
    "nothing": "",
}
VARIANTS = list(itertools.product(
    ["release", "monotonic"],  # the first writer's flag store
    list(SECOND_WRITES),  # the second writer's
    ["acquire", "release", "seq_cst"],  # the fence in the loop
    ["eq i32 %v, 2", "ne i32 %v, 0"],  # the loop's exit
    ["", 'fence syncscope("agent") acquire'],  # after the loop
))


def _kernel(first: str, second: str, fence: str, exit_: str, after: str) -> str:
    return (KERNEL.replace("FIRST", first).replace("SECOND", SECOND_WRITES[second])
            .replace("FENCE", fence).replace("EXIT", exit_).replace("AFTER", after))


def _verdict(result: CheckResult) -> tuple[str, list[tuple[str, int]]]:
    return result.status, sorted((f.kind, f.loc.line) for f in result.findings)


def _run(source: str) -> CheckResult:
    return check(source, target="gfx942", workgroup_size=1, workgroups=3,
                 inputs={"flag": "zeros:1xi32", "data": "zeros:1xi32"})


@pytest.mark.parametrize(("first", "second", "fence", "exit_", "after"), VARIANTS)
def test_a_fence_in_the_loop_agrees_with_running_every_iteration(
        first: str, second: str, fence: str, exit_: str, after: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    source = _kernel(first, second, fence, exit_, after)
    result = _run(source)
    reduced = _verdict(result)
    idle = spin._idle
    monkeypatch.setattr(spin, "_idle", lambda op: idle(op) and not isinstance(op, o.Fence))
    reference = _verdict(_run(source))
    late = second != "nothing" and exit_ == "eq i32 %v, 2"
    if not late:
        assert reduced == reference
        assert reduced[0] in ("clean", "findings")
        return
    # The second writer's 2 ends the loop, the first writer's 1 does not, and either may
    # be the newer: a wave arriving after both reads 1 forever when 1 is newer. Reading
    # only the writes that end the loop would miss that deadlock, so the spin says
    # incomplete where the reference finds it (the fence changes nothing here: the same
    # loop without it says the same).
    assert reduced == ("incomplete", [])
    assert "the newest write to flag[0] does not end it" in (result.incomplete_reason or "")
    assert ("deadlock", 16) in reference[1]


def test_the_loop_with_a_fence_is_a_spin_site() -> None:
    program = read_llvm_text(_kernel("release", "nothing", "acquire", "ne i32 %v, 0", ""),
                             "k.ll")
    function = program.functions[0]
    assert [sorted(blocks) for blocks in spin.spin_loops(function).values()] == [["spin"]]


def test_a_relaxed_second_writer_leaves_the_data_read_racing() -> None:
    # Either store ends the loop, the second without a release: an execution whose one
    # read sees 2 has nothing to acquire, so the data read (line 23) races with the first
    # writer's store, though an earlier iteration might have read 1 (released) in another.
    result = _run(_kernel("release", "relaxed 2", "acquire", "ne i32 %v, 0", ""))
    assert _verdict(result) == ("findings", [("race", 23)])


def test_a_spin_whose_exit_never_comes_is_a_deadlock() -> None:
    result = _run(_kernel("release", "nothing", "acquire", "eq i32 %v, 2", ""))
    assert _verdict(result) == ("findings", [("deadlock", 16)])
