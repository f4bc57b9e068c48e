"""Static facts about atomic loads that exploration uses: spin loops, value use.

* A **spin load** is an atomic load (or compare-exchange, or read-modify-write that
  writes back what it read: ``spin_read``) in a loop that does nothing but compute on
  the value it read and branch (every other operation of the loop's strongly connected
  component is pure arithmetic or an intrinsic without effect such as ``s.sleep``, no
  phi carries a value from one iteration to the next,
  and there is no other memory access, call, fence, barrier or async operation). An
  iteration that does not leave the loop changes nothing, so a wave "awaits" instead (DESIGN.md,
  spin-assume): the load reads only writes that let the lane leave the loop, and until
  every active lane has one, the wave waits for a write.
* A **plain spin load** is a plain load (volatile or not) in a cycle of blocks that
  only load, compute and branch (the idle operations above and loads; no write, call,
  barrier, async operation or phi). No static argument makes it an await: the machine
  fingerprints the wave there and lets it sleep when it comes back to the load with
  nothing changed (``plain_spin_loads``; docs/semantics/schedules.md, "Plain-load
  spins"). The static test only keeps that fingerprint off the loads of other loops.
* A load is **value-dependent** when the value it reads can reach a branch, a switch, an
  address, a stored value, a call, a wave operation or any other operand whose value
  decides which events happen or what memory holds. For the other atomic loads only the
  happens-before they create matters, and the hb-minimal reads-from choice decides for
  all (explore/lanes/atomics.py).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

from amdsync.program import ops as o
from amdsync.program.module import Block, Function

_PURE = (o.BinOp, o.ICmp, o.Select, o.Cast, o.PtrAdd, o.ThreadId)


def _successors(term: o.Terminator) -> list[str]:
    match term:
        case o.Br(target):
            return [target]
        case o.CondBr(_, a, b):
            return [a, b]
        case o.Switch(_, default, cases):
            return [default, *(t for _, t in cases)]
        case _:
            return []


def _reaching(function: Function, start: str, forward: bool,
              within: set[str] | None = None) -> set[str]:
    """Blocks reachable from ``start`` (``forward``) or reaching it, through blocks of
    ``within`` only (None: every block)."""
    blocks = function.block_map()
    if within is not None:
        blocks = {name: block for name, block in blocks.items() if name in within}
    preds: dict[str, list[str]] = {name: [] for name in blocks}
    for name, block in blocks.items():
        for succ in _successors(block.term):
            preds.setdefault(succ, []).append(name)
    seen = {start}
    todo = [start]
    while todo:
        name = todo.pop()
        nexts = _successors(blocks[name].term) if forward else preds.get(name, [])
        for n in nexts:
            if n not in seen and n in blocks:
                seen.add(n)
                todo.append(n)
    return seen


def spin_loops(function: Function) -> dict[int, frozenset[str]]:
    """Spin loads of ``function``: ``id(load)`` → the blocks of its loop. A
    compare-exchange that is the only memory access of its loop counts too (a spin
    lock's acquire loop): an iteration whose compare fails writes nothing and changes
    nothing, like a spin load's."""
    out: dict[int, frozenset[str]] = {}
    blocks = function.block_map()
    # Blocks that only compute and branch (found once; a block holding the load counts
    # when the load is its one other operation).
    idle_blocks = {name for name, b in blocks.items() if _pure_loop_block(b, None)}
    for block in function.blocks:
        for op in block.ops:
            if not (spin_read(op) and o.atomicity(op) is not None):
                continue
            # The loop is the cycle through the load's block among blocks that do
            # nothing but compute and branch (an enclosing loop with other work around
            # it is not part of the spin: leaving the idle cycle is progress).
            idle = idle_blocks | ({block.name} if _pure_loop_block(block, op) else set())
            if block.name not in idle:
                continue
            scc = (_reaching(function, block.name, True, idle)
                   & _reaching(function, block.name, False, idle))
            if block.name in {s for b in scc for s in _successors(blocks[b].term)}:
                out[id(op)] = frozenset(scc)
    return out


def plain_spin_loads(function: Function) -> set[int]:
    """``id`` of each plain load of ``function`` that a cycle of quiet blocks runs
    through (a block is quiet when every operation is ``_idle`` or a load, and it
    ends in a branch): the loads a wave may re-run with nothing changed."""
    blocks = function.block_map()
    quiet = {name for name, b in blocks.items()
             if isinstance(b.term, o.Br | o.CondBr | o.Switch)
             and all(isinstance(op, o.Load) or _idle(op) for op in b.ops)}
    out: set[int] = set()
    for name in quiet:
        loads = [op for op in blocks[name].ops
                 if isinstance(op, o.Load) and o.atomicity(op) is None]
        if not loads:
            continue
        back = _reaching(function, name, False, quiet)
        if name in {s for b in back for s in _successors(blocks[b].term)}:
            out.update(id(op) for op in loads)
    return out


def spin_read(op: o.Op) -> bool:
    """An access that a loop may repeat without changing anything while no other wave
    writes: a load, a compare-exchange (a failed one writes nothing), or an
    ``idle_rmw``."""
    return isinstance(op, o.Load | o.CmpXchg) or idle_rmw(op)


def idle_rmw(op: o.Op) -> bool:
    """A read-modify-write that writes back the value it read whatever that is:
    ``add``/``sub``/``or``/``xor``/``umax`` of 0, ``and`` of -1 (HIP's
    ``atomicAdd(&flag, 0)`` poll). It is a write in LLVM, but one that changes no value."""
    if not isinstance(op, o.AtomicRMW) or not isinstance(op.value, o.Const):
        return False
    bits = op.size * 8
    value = op.value.value & ((1 << bits) - 1)
    if op.op in ("add", "sub", "or", "xor", "umax"):
        return value == 0
    if op.op == "and":
        return value == (1 << bits) - 1
    return False


def _idle(op: o.Op) -> bool:
    """An operation an iteration may hold without changing anything: pure arithmetic,
    an intrinsic without result the model gives no effect (``s.sleep``, ``s.setprio``,
    scheduling hints: docs/llvm-reader.md; not one flagged unmodelled), or a fence.

    A fence writes nothing, so an iteration that stays in the loop is still no progress
    for another wave; what it adds is happens-before (amdgpu-memory-model, "Fences": an
    acquire fence synchronizes with the release that the load it follows read). Leaving
    those iterations out leaves an execution whose happens-before is a subset, in which
    the exiting iteration runs once and reads what it read: every race and undefined read
    of the longer execution is in it, and it is an execution of the program itself
    (docs/semantics/schedules.md, "Spin loops are awaits")."""
    return isinstance(op, (*_PURE, o.Fence)) or (isinstance(op, o.Opaque)
                                                 and op.dest is None and not op.flags)


def _pure_loop_block(block: Block, load: o.Op | None) -> bool:
    if not isinstance(block.term, o.Br | o.CondBr | o.Switch):
        return False
    return all(op is load or _idle(op) for op in block.ops)


_OPERAND_TYPES = (o.Reg, o.Const, o.GlobalAddr, o.NullPtr, o.FloatConst, o.Undef)
_FLOWING = (o.BinOp, o.ICmp, o.Select, o.Cast, o.PtrAdd, o.Phi)


def _operands(op: o.Op | o.Terminator) -> Iterator[tuple[str, o.Operand]]:
    """(role, operand) pairs: role "data" where the value only flows into the result
    (pure arithmetic, phis), "use" where it decides events or memory (everything else)."""
    role = "data" if isinstance(op, _FLOWING) else "use"
    for f in dataclasses.fields(op):
        value = getattr(op, f.name)
        items = value if isinstance(value, tuple) else (value,)
        for item in items:
            # A phi's incoming pairs are (block, value).
            operand = item[1] if isinstance(item, tuple) and len(item) == 2 else item
            if isinstance(operand, _OPERAND_TYPES):
                yield role, operand


def value_dependent_reads(function: Function, plain: bool = False) -> set[int]:
    """Atomic loads, read-modify-writes and compare-exchanges of ``function`` whose
    value (the one read) can decide events or memory contents; with ``plain``, plain
    loads too."""
    ops: list[o.Op | o.Terminator] = []
    for block in function.blocks:
        ops.extend(block.ops)
        ops.append(block.term)
    users: dict[str, list[tuple[str, o.Op | o.Terminator]]] = {}
    for op in ops:
        for role, operand in _operands(op):
            if isinstance(operand, o.Reg):
                users.setdefault(operand.name, []).append((role, op))
    out: set[int] = set()
    for op in ops:
        if not ((isinstance(op, o.Load) and (plain or o.atomicity(op) is not None))
                or isinstance(op, o.AtomicRMW | o.CmpXchg)
                or (plain and isinstance(op, o.AvLoad))):
            continue
        todo = [op.dest]
        seen = set(todo)
        dependent = False
        while todo and not dependent:
            name = todo.pop()
            for role, user in users.get(name, ()):
                if role == "use":
                    dependent = True
                    break
                dest = o.op_dest(user) if isinstance(user, _FLOWING) else None
                if dest is None:
                    dependent = True
                    break
                if dest not in seen:
                    seen.add(dest)
                    todo.append(dest)
        if dependent:
            out.add(id(op))
    return out
