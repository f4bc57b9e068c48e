"""A read-modify-write whose read returns undef (amdgpu-memory-model, read values: the
rule holds "for each byte of a read R", the read of an atomicrmw included) writes undef,
and later reads see it: the enumerator keeps these executions (docs/litmus.md)."""

from __future__ import annotations

from amdsync.explore.litmus import explore
from amdsync.formats.litmus import parse_litmus

TEST = """AMDGPU rmw-undef
"an atomicrmw after a plain store of its own wave races with another wave's store"
{ global x = 0; global y = 0; }
P0 @ wave 0, wg 0, agent 0:
  store atomic i32 1, ptr addrspace(1) @x syncscope("workgroup") monotonic
P1 @ wave 1, wg 0, agent 0:
  store i32 2, ptr addrspace(1) @x
  %r3 = atomicrmw add ptr addrspace(1) @x, i32 1 syncscope("workgroup") monotonic
  %r4 = load atomic i32, ptr addrspace(1) @x syncscope("workgroup") monotonic
"""


def test_an_undef_rmw_read_feeds_an_undef_write() -> None:
    result = explore(parse_litmus(TEST, "rmw-undef.litmus"))
    assert result.executions > 0 and not result.incomplete
    states = {tuple(str(value) for _, value in outcome.state) for outcome in result.outcomes}
    assert states == {("undef", "1"), ("undef", "undef")}
