"""Every order of the waits for barrier-completed tensor operations
(docs/semantics/async-copies.md, "Barrier-completed operations", Schedule).

What a wait loop's read of an LDS barrier sees depends on the arrivals issued when it
reads, so on how far the other waves ran. The checker runs each wave's wait *last*: a
wave whose read could go on is held (``WaitHold``) until every other wave has run as far
as it can (it ends, blocks, or is held at a wait of its own); then one held wave reads —
each of them in turn, across runs of the check (``alternatives``): a *release point*.
Which wave a run releases at its k-th release point is its *script*; the check runs
every script its runs' release points offer (explore/search/wait_orders.py).

The argument that these runs stand for every order (the docs' section) needs each wait
loop to leave to one place with nothing it computed used after it (``leaves_alike``):
then how far a wait read ahead changes what it orders, never what its wave does next.

Before (one order)::

    wave 0: POLL sees COPY1 only -> ordered after COPY1;  wave 1: COPY2 issued later

After (waits last; both release orders)::

    wave 1 runs until it ends (COPY2 issued), then wave 0's POLL sees COPY1 and COPY2
"""

from __future__ import annotations

from dataclasses import dataclass

from amdsync.program import ops as o
from amdsync.program.module import Function


@dataclass(frozen=True)
class ReleasePoint:
    """A release point: the held waves (ascending) and the one released; the LDS
    barrier (location key) its wait reads, how many arrivals it held then, and the
    released wave's lanes (an arrival names its owner lane)."""

    held: tuple[int, ...]
    chosen: int
    key: int
    issued: int
    lanes: frozenset[int]


@dataclass(frozen=True)
class WaitHold:
    """A wave held at a wait read of the LDS barrier ``key``: the state count and the
    count of held or blocked reads at its last attempt, and how many rounds in a row
    nothing else ran."""

    states: int
    retries: int
    strikes: int
    key: int


def strikes_after(last: WaitHold | None, states: int, retries: int) -> int:
    """Rounds in a row in which nothing but held or blocked reads ran: since the last
    attempt every state was such a read. Two are needed, as waves a barrier releases
    at the end of one round run only in the next."""
    if last is not None and states - last.states == retries - last.retries:
        return last.strikes + 1
    return 0


def released(held: list[int], script: tuple[int, ...], point: int) -> int:
    """The wave released at release point ``point`` (the script's, when it names a
    held wave; else the first held wave: the default order)."""
    if point < len(script) and script[point] in held:
        return script[point]
    return min(held)


def alternatives(trace: list[ReleasePoint],
                 arrivals: dict[int, tuple[tuple[int, int], ...]]) -> list[tuple[int, ...]]:
    """The scripts that differ from a run's release points first at one of them: the
    waves released before, and another held wave there — only where another wave
    issued, after that point, an arrival on the barrier the released wave's wait
    read (``arrivals``: each barrier's arrivals in the run, (owner lane, number) in
    order of issue). Otherwise releasing another wave first shows the released wait
    no more (every wave issues the same operations in every order), and shows the
    other waits less: the run stands for that order (docs/semantics/async-copies.md,
    "Barrier-completed operations", Schedule)."""
    out: list[tuple[int, ...]] = []
    chosen: tuple[int, ...] = ()
    for point in trace:
        later = arrivals.get(point.key, ())[point.issued:]
        if any(owner not in point.lanes for owner, _ in later):
            out += [(*chosen, other) for other in point.held if other != point.chosen]
        chosen = (*chosen, point.chosen)
    return out


def leaves_alike(function: Function, loop: frozenset[str]) -> bool:
    """Does every way out of the wait ``loop`` lead to one block, with no register the
    loop defines read outside it (its phis included)? Then a lane leaves the loop the
    same whichever of the values it may read made it leave."""
    blocks = function.block_map()
    defined: set[str] = set()
    exits: set[str] = set()
    for name in loop:
        block = blocks[name]
        defined.update(d for op in block.ops if (d := o.op_dest(op)) is not None)
        match block.term:
            case o.Br(target):
                targets = [target]
            case o.CondBr(_, a, b):
                targets = [a, b]
            case _:
                return False
        exits.update(t for t in targets if t not in loop)
    if len(exits) != 1:
        return False
    for block in function.blocks:
        if block.name in loop:
            continue
        for item in (*block.ops, block.term):
            if _regs(item) & defined:
                return False
    return True


def _regs(value: object) -> set[str]:
    """Every register an operation or terminator names (conservatively: any field)."""
    if isinstance(value, o.Reg):
        return {value.name}
    if isinstance(value, tuple):
        out: set[str] = set()
        for item in value:
            out |= _regs(item)
        return out
    if hasattr(value, "__dataclass_fields__"):
        out = set()
        for name in value.__dataclass_fields__:
            if name not in ("dest", "loc"):
                out |= _regs(getattr(value, name))
        return out
    return set()
