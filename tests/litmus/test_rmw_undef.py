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


CHAIN = """AMDGPU rmw-undef-chain
"a second atomicrmw reads the undef the first one wrote"
{ global y = 0; }
P0 @ wave 0, wg 0, agent 0:
  store i32 1, ptr addrspace(1) @y
  %r1 = atomicrmw add ptr addrspace(1) @y, i32 1 syncscope("agent") monotonic
  %r2 = atomicrmw add ptr addrspace(1) @y, i32 1 syncscope("agent") monotonic
P1 @ wave 0, wg 1, agent 0:
  %r3 = atomicrmw add ptr addrspace(1) @y, i32 1 syncscope("agent") monotonic
"""


def test_an_undef_guessed_read_may_read_a_write_of_undef() -> None:
    """%r1 may see the plain store and P1's write (not location-ordered before it), so
    it returns undef and writes undef. %r2 no longer sees the plain store (it is
    location-ordered before %r1's write, which is before %r2): amdgpu-memory-model,
    "Otherwise if the set consisting of R and all writes that R may see contains only
    atomic operations with inclusive scopes, then R returns the value written by one
    of those writes" — %r1's undef, read with a reads-from edge. The enumerator once
    offered a read whose trace guessed undef no source but "none", found no consistent
    execution at all and reported no race (found by tests/explore/test_check_vs_litmus.py;
    `check` reports the race: P1's add and the plain store are unordered)."""
    result = explore(parse_litmus(CHAIN, "rmw-undef-chain.litmus"))
    assert not result.incomplete
    assert result.executions == 4
    assert result.racy
    states = {tuple(str(value) for _, value in outcome.state) for outcome in result.outcomes}
    assert states == {("undef", "undef", "undef")}
