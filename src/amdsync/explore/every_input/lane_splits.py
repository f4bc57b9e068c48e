"""Lanes that split on an unknown per-lane condition, decided once for every split
(docs/semantics/every-input.md, "Every input": `if (label[i] != ignore) loss[i] = …`).

Where the lanes of a wave may disagree on an unknown branch condition, the wave runs
*every side with every active lane* — one after the other, as SIMT hardware runs the
sides of a divergent branch — and reconverges at the branch's immediate post-dominator,
whose phis are unknown (a lane may have come from any side). That execution's events
include those of every split of the lanes, provided the sides (:func:`split_region`)
hold only what cannot tell the difference:

* data flow, ids and plain loads: extra instructions of a lane change only registers
  that die at the reconvergence point (SSA: no block of a side dominates it) except
  through its phis, which are unknown;
* plain stores, each to a pointer argument's buffer (global memory, defined host data),
  writing an *unknown* value: the location then holds a value that covers both "written
  by this lane" and "not written" (its old content was defined: global memory holds
  undefined bytes only after a store of undef, which is itself reported);
* no atomic, fence, barrier, async operation, wave operation (ballot, readfirstlane: they
  see which lanes are active), call, return or `unreachable`, and no loop back to the
  branch: nothing that synchronizes or decides something by which lanes run it.

Plain accesses add no happens-before edges, so every pair of conflicting accesses of
some split is a pair of the combined execution with the same happens-before: a race or
undefined read of any split is found. A clean verdict therefore holds for every split
(and, with the other rules, for every input). A finding of it may belong to no split
(a lane on both sides at once), so the execution counts as one that assumed sides: a
finding is kept only when a filled witness input (every cell the condition read holds
one value, explore/every_input/assumptions.py) reproduces it concretely, else the check ends
`incomplete` (explore/every_input/witness.py).
"""

from __future__ import annotations

from weakref import WeakKeyDictionary

from amdsync.explore.every_input.value_sources import where
from amdsync.explore.machine.frames import Frame
from amdsync.program import ops as o
from amdsync.program.module import Block, Function

# Operations a side may hold (besides plain loads and stores, checked below).
_SIDE_OPS = (o.BinOp, o.ICmp, o.Select, o.Cast, o.PtrAdd, o.Phi, o.ThreadId, o.Opaque,
             o.MakeBufferRsrc, o.BufferAddr)

_REGIONS: WeakKeyDictionary[Function, dict[str, str | None]] = WeakKeyDictionary()


def _successors(term: o.Terminator) -> list[str]:
    match term:
        case o.Br(target):
            return [target]
        case o.CondBr(_, if_true, if_false):
            return [if_true, if_false]
        case o.Switch(_, default, cases):
            return [default, *(target for _, target in cases)]
    return []


def split_region(function: Function, blocks: dict[str, Block],
                 ipdom: dict[str, str | None], branch: str) -> str | None:
    """None when every side of the branch ending block ``branch``, up to its
    immediate post-dominator, holds only what a split cannot tell apart; else why
    not, naming the first thing that breaks it."""
    cache = _REGIONS.setdefault(function, {})
    if branch not in cache:
        cache[branch] = _split_region(blocks, ipdom, branch)
    return cache[branch]


def _split_region(blocks: dict[str, Block], ipdom: dict[str, str | None],
                  branch: str) -> str | None:
    join = ipdom.get(branch)
    if join is None or join not in blocks:
        return "its sides do not meet again before the function returns"
    seen: set[str] = set()
    todo = [t for t in _successors(blocks[branch].term) if t != join]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        if name == branch:
            return "a side loops back to the branch"
        seen.add(name)
        block = blocks[name]
        for op in block.ops:
            if isinstance(op, _SIDE_OPS):
                continue
            if isinstance(op, o.Load | o.Store) and op.atomic is None and not op.volatile:
                continue
            return f"a side holds {type(op).__name__} at {where(op.loc)}"
        if not isinstance(block.term, o.Br | o.CondBr | o.Switch):
            return f"a side ends in {type(block.term).__name__} at {where(block.term.loc)}"
        todo += [t for t in _successors(block.term) if t != join]
    return None


def in_split(frame: Frame) -> bool:
    """Is the frame's running entry inside the sides of a split (explore/machine/stepping.py
    runs them with every lane)?"""
    top = len(frame.stack) - 1
    return any(i < top for i in frame.merged)


def joins_here(frame: Frame) -> bool:
    """Is the running entry the reconvergence point of a split (its phis unknown)?
    Forgets the split: its sides are done."""
    top = len(frame.stack) - 1
    if top not in frame.merged:
        return False
    frame.merged = tuple(i for i in frame.merged if i != top)
    return True
