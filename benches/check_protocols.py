"""`amdsync check` on cross-workgroup synchronization protocols (issue 14: the flag/spin
and last-block kernels under 5 s each).

Runs the kernels of tests/explore/atomics — message passing with a spin loop across
workgroups, a last-block-done reduction, a ticket lock, slot allocation with an atomic
counter, a statistics counter every lane increments 16 times (64 lanes per workgroup) —
at growing numbers of workgroups, and prints the verdict, the schedules the
full exploration visited and the time.

    python benches/check_protocols.py
"""

from __future__ import annotations

import time
from pathlib import Path

from amdsync.explore.machine.machine import ExploreOptions
from amdsync.explore.search.check import check_program
from amdsync.formats.llvm import read_llvm_text
from amdsync.program.topology import Launch

KERNELS = Path(__file__).resolve().parent.parent / "tests" / "explore" / "atomics"
ATOMIC_CLAIM = ('%slot = atomicrmw add ptr addrspace(1) @count, i32 1 syncscope("agent") '
                "monotonic, align 4")


def _case(name: str, workgroups: int, size: int, **subs: str) -> tuple[str, float, int]:
    text = (KERNELS / name).read_text()
    for old, new in subs.items():
        text = text.replace(old, new)
    program = read_llvm_text(text, name)
    launch = Launch(workgroup_size=(size, 1, 1), grid=(workgroups, 1, 1),
                    cluster_scope_is_agent=True)
    start = time.perf_counter()
    result = check_program(program, launch, ExploreOptions(max_schedules=1_000_000))
    return result.status, time.perf_counter() - start, result.stats.schedules


def main() -> None:
    print(f"{'kernel':<34}{'workgroups':>11}{'schedules':>11}{'seconds':>9}  verdict")
    cases = [("xwg_flag_spin.ll", 2, 64, {"SCOPE": "agent"})]
    for n in (3, 4, 5):
        cases.append(("last_block.ll", n, 1,
                      {"ORDER": "acq_rel", "icmp eq i32 %old, 2": f"icmp eq i32 %old, {n - 1}"}))
    for n in (3, 4):
        cases.append(("ticket_lock.ll", n, 1, {"RELEASE": "release"}))
    for n in (3, 4, 6):
        cases.append(("slot_alloc.ll", n, 1, {"  CLAIM": "  " + ATOMIC_CLAIM}))
    counter = ('  %r = atomicrmw add ptr addrspace(1) @count, i32 1 syncscope("agent") '
               "monotonic, align 4")
    for n, iters in ((2, 16), (4, 16)):
        cases.append(("counter_loop.ll", n, 64, {"  CLAIM": counter, "ITERS": str(iters)}))
    for name, n, size, subs in cases:
        status, seconds, schedules = _case(name, n, size, **subs)
        print(f"{name:<34}{n:>11}{schedules:>11}{seconds:>9.2f}  {status}")


if __name__ == "__main__":
    main()
