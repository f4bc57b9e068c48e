"""A parametric run (explore/values/param.py): one exploration stands for a class of
values of one argument; a wave stops before an instruction where the values would
see different things, and the class splits there.
"""

from __future__ import annotations

import numpy as np

from amdsync.explore.machine.frames import Entry, Frame
from amdsync.explore.machine.state import WaveState
from amdsync.explore.memory.address import GLOBAL_KEYS, REGION_SHIFT
from amdsync.explore.memory.dense_shadow import DenseShadow
from amdsync.explore.sync.async_copies import AsyncCopies
from amdsync.explore.values.param import is_param, partition, rows, select, spread
from amdsync.explore.values.values import BoolArray, BufPtr, IntArray, Value
from amdsync.program import ops as o
from amdsync.program.types import AddressSpace

# Data flow between registers: a parametric run keeps one row per class value through
# these (explore/values/param.py); a buffer address keeps them in its offsets only.
_PARAM_DATA = (o.BinOp, o.ICmp, o.Select, o.Cast, o.PtrAdd, o.Phi)


def _param_operands(node: o.Op | o.Terminator) -> list[tuple[o.Reg, bool]]:
    """The registers an instruction reads (every field, nested tuples and named
    barriers included), each with whether it is the address of a plain read of global
    memory that a parametric run may relax (explore/values/param.py)."""
    relaxed: o.Operand | None = None
    if isinstance(node, o.Load) and node.atomic is None:
        relaxed = node.ptr
    elif isinstance(node, o.AsyncCopy) and node.direction is o.CopyDirection.TO_LDS:
        relaxed = node.src
    keep_offsets = isinstance(node, o.BufferAddr)
    out: list[tuple[o.Reg, bool]] = []

    def visit(value: object, field_name: str) -> None:
        if isinstance(value, o.Reg):
            if keep_offsets and field_name in ("voffset", "soffset", "offset"):
                return  # data: the address keeps one row per value
            out.append((value, value is relaxed))
        elif isinstance(value, tuple):
            for item in value:
                visit(item, field_name)
        elif isinstance(value, o.NamedBarrier):
            visit(value.ptr, field_name)

    for name, value in vars(node).items():
        visit(value, name)
    return out


class ParamRun(AsyncCopies):
    """Splitting a parametric class where its values part."""

    # The registers each instruction reads (``_param_operands``, a walk over its
    # fields), found once per instruction: by its id, with the instruction itself so
    # that an id another object takes later never finds this entry. Forks share the
    # table (``MachineCore.fork`` copies the machine shallowly); entries never change.
    _param_reads: dict[int, tuple[o.Op | o.Terminator, list[tuple[o.Reg, bool]]]] | None = None

    def _param_poise(self, wave: WaveState, frame: Frame, entry: Entry,
                     node: o.Op | o.Terminator) -> bool:
        """Stop the wave before ``node`` when the values of the class would see
        different things there (explore/values/param.py): the split is the machine's next
        choice. Data flow between registers never stops it; a plain read of an input
        buffer at addresses that differ is relaxed instead."""
        values = self.param_values
        assert values is not None
        if wave.poised_param:
            return True
        if len(values) == 1 or isinstance(node, _PARAM_DATA):
            return False
        active = entry.mask
        parts: list[IntArray] = []
        table = self._param_reads
        if table is None:
            table = self._param_reads = {}
        known = table.get(id(node))
        if known is None or known[0] is not node:
            known = table[id(node)] = (node, _param_operands(node))
        for operand, relaxable in known[1]:
            value = frame.regs.get(operand.name)
            if value is None or not is_param(value):
                continue
            if relaxable and self._param_relaxed(frame, operand, value, active):
                continue
            parts.append(rows(value, active, len(values)))
        if not parts:
            return False
        groups = partition(parts)
        if groups is None:
            return False
        if self.param_split is None:
            self.param_split = groups
        wave.poised_param = True
        return True

    def _param_relaxed(self, frame: Frame, operand: o.Reg, value: Value,
                       active: BoolArray) -> bool:
        """May a plain read through ``value`` (addresses per class value) be relaxed:
        it reads one global region nothing but plain reads has touched? Then the
        region is assumed read-only from now on (explore/values/param.py)."""
        assert self.param_values is not None
        count = len(self.param_values)
        if isinstance(value, BufPtr):
            addr = spread(value.addr, count)[:, active]
            used = addr[spread(value.in_range, count)[:, active]]
        elif isinstance(value, np.ndarray) and self._addrspace(frame, operand) in (
                AddressSpace.GLOBAL, AddressSpace.CONSTANT):
            used = value[:, active].reshape(-1)
        else:
            return False
        if not used.size:
            return True
        regions = np.unique(used >> REGION_SHIFT)
        if len(regions) != 1 or int(used.max()) >= GLOBAL_KEYS:
            return False
        region = int(regions[0])
        # (A region with initial values, from --input, holds data that differs by
        # address: never relaxed. The exact shadow has touched it already; a shadow that
        # keeps initial values apart, the dense one, has not.)
        if (region in self.shadow.touched or not self.shadow.lazy_reads
                or (isinstance(self.shadow, DenseShadow)
                    and region in self.shadow.initialized)):
            return False
        self.shadow.readonly.add(region)
        return True

    def _param_choose(self, index: int) -> None:
        """Continue with one part of the split class: every register keeps the rows of
        that part's values."""
        assert self.param_split is not None and self.param_values is not None
        part = self.param_split[index]
        self.param_split = None
        self.param_values = self.param_values[part]
        poised = [w for w in self.waves if w.poised_param]
        for wave in self.waves:
            wave.poised_param = wave.split_at_turn = False
            for frame in wave.frames:
                frame.regs = {name: select(v, part) if is_param(v) else v
                              for name, v in frame.regs.items()}
        self.arg_values = {name: select(v, part) if is_param(v) else v
                           for name, v in self.arg_values.items()}
        # A wave that stood poised may still see different things within this part:
        # it splits again now, before any wave runs (as a run of one value runs none).
        for wave in poised:
            frame = wave.frames[-1]
            entry = frame.stack[-1]
            block = frame.blocks[entry.block]
            self._param_poise(wave, frame, entry, block.ops[entry.index]
                              if entry.index < len(block.ops) else block.term)
