"""Per-wave execution state: SIMT stacks, call frames and asyncmark sequences."""

from __future__ import annotations

from dataclasses import dataclass, field

from amdsync.explore.memory.definedness import RegShadow
from amdsync.explore.symbolic.terms import Term
from amdsync.explore.values.symbolic import SymLanes
from amdsync.explore.values.values import BoolArray, IntArray, Value
from amdsync.program.module import Block, Function


@dataclass
class Entry:
    """One entry of a SIMT reconvergence stack: lanes ``mask`` run ``block`` from op
    ``index`` and rejoin the entry below at block ``rpc`` (None: at function exit)."""

    block: str
    index: int
    mask: BoolArray
    rpc: str | None
    phis_done: bool = False
    # Per lane slot, the i1 term under which the lane is really on this entry's path
    # where it runs every side of a split on input data (None: always;
    # docs/semantics/every-input.md, "Per-lane conditions"); the symbolic access log
    # conjoins it to the lane's accesses.
    guards: tuple[Term | None, ...] | None = None


@dataclass
class WaveMark:
    """One asyncmark made by the active lanes ``mask`` of a wave: each lane's mark
    covers that lane's first ``covers[lane]`` async operations."""

    mask: BoolArray
    covers: IntArray
    site: int
    from_callee: bool = False


@dataclass
class Frame:
    """One function activation of a wave. ``marks`` is the activation's own asyncmark
    sequence (amdgpu-async-operations: it excludes marks made by callees);
    ``inlined_marks`` also records the callees' marks, to tell where inlining would
    change what a wait covers (the document's implementation notes)."""

    function: Function
    blocks: dict[str, Block]
    block_ids: dict[str, int]
    ipdom: dict[str, str | None]
    backward: frozenset[str]  # blocks that branch backward (cfg.backward_blocks)
    regs: dict[str, Value]
    stack: list[Entry]
    pred: IntArray  # per lane: id of the block the lane came from
    call_dest: str | None = None
    ret_value: Value | None = None
    marks: list[WaveMark] = field(default_factory=list)
    inlined_marks: list[WaveMark] = field(default_factory=list)
    callees_with_marks: list[tuple[str, int]] = field(default_factory=list)  # (name, site)
    tainted: set[str] = field(default_factory=set)  # regs derived from atomics
    ret_tainted: bool = False  # the value returned derives from an atomic read
    # Registers holding bytes that may be undef (explore/memory/definedness.py).
    undef: dict[str, RegShadow] = field(default_factory=dict)
    # Value numbers of the registers amdsync does not know, shape (elements, lanes)
    # (explore/values/uniform.py).
    uniform: dict[str, IntArray] = field(default_factory=dict)
    # Terms of the registers amdsync does not know, per lane (explore/symbolic/propagate.py).
    sym: dict[str, SymLanes] = field(default_factory=dict)
    ret_undef: RegShadow | None = None
    # Stack indices of the reconvergence entries of branches whose sides run with every
    # lane (explore/every_input/lane_splits.py): inside them stores write unknown values, and the
    # entry's phis are unknown.
    merged: tuple[int, ...] = ()
