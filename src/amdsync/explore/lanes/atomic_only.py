"""Kernels in which no race can exist in any execution: every memory access is an
atomic whose scope is inclusive for any two threads that can reach its location, a
plain read of memory nothing writes, or a thread's own scratch. Where, besides, no
value an atomic reads decides anything, every execution makes the same findings, so
the first pass's one execution decides them all — whatever coherence order the lanes
of one read-modify-write take, and whatever they acquire from each other
(docs/semantics/atomics-and-lanes.md, "Atomics only: orders that decide nothing").

Also the pointer tracing that other lane reductions share (``pointer_roots``).

amdgpu-memory-model: data races (conflicting accesses not ordered by happens-before,
unless both are atomic with inclusive scopes), "Inclusive Scopes", read values (the
mixed-location undef rule needs a plain write or a non-inclusive atomic one);
amdgpu-usage, "Address Spaces" (LDS is one workgroup's, scratch one lane's, the
constant address space is read-only).
"""

from __future__ import annotations

from amdsync.program import ops as o
from amdsync.program.module import Function, Program
from amdsync.program.types import AddressSpace, PtrType

# The root of a pointer into the launch's constant blocks (implicit arguments, the
# dispatch packet): read-only, in the constant address space.
LAUNCH_ROOT = "%launch"

# Ops that touch no memory (``Opaque``: the intrinsics amdsync runs as operations
# without memory effects).
_NO_MEMORY = (o.BinOp, o.ICmp, o.Select, o.Cast, o.PtrAdd, o.Phi, o.ThreadId, o.WaveOp,
              o.Opaque, o.Fence, o.BarrierInit, o.BarrierJoin, o.BarrierDrop,
              o.BarrierArrive, o.BarrierWait)


def pointer_roots(function: Function, launch: bool = False) -> dict[str, frozenset[str]]:
    """For each register of ``function``, the parameters or globals a pointer in it may
    be derived from (``?``: something else, a loaded pointer, an integer cast; with
    ``launch``, ``LAUNCH_ROOT`` for a pointer from the launch's constant blocks)."""
    defs = {d: op for op in function.ops() if (d := o.op_dest(op)) is not None}
    params = {p.name for p in function.params}
    memo: dict[str, frozenset[str]] = {}

    def roots(operand: o.Operand, seen: frozenset[str]) -> frozenset[str]:
        match operand:
            case o.GlobalAddr(name, _):
                return frozenset({"@" + name})
            case o.NullPtr() | o.Const() | o.Undef():
                return frozenset()
            case o.Reg(name):
                if name in memo:
                    return memo[name]
                if name in params:
                    return frozenset({name})
                op = defs.get(name)
                if op is None or name in seen:
                    return frozenset() if name in seen else frozenset({"?"})
                inner = seen | {name}
                match op:
                    case o.PtrAdd():
                        found = roots(op.base, inner)
                    case o.Cast() if op.kind in (o.CastKind.BITCAST,
                                                 o.CastKind.ADDRSPACECAST):
                        found = roots(op.value, inner)
                    case o.Select():
                        found = roots(op.if_true, inner) | roots(op.if_false, inner)
                    case o.Phi():
                        found = frozenset().union(*(roots(v, inner) for _, v in op.incoming))
                    case o.ThreadId() if launch and op.kind in o.LAUNCH_POINTERS:
                        found = frozenset({LAUNCH_ROOT})
                    case _:
                        found = frozenset({"?"})
                memo[name] = found
                return found
        return frozenset({"?"})

    return {d: roots(o.Reg(d), frozenset()) for d in defs}


def _space_of(program: Program, function: Function, root: str) -> int | None:
    """The address space of the memory a root names (None: not known)."""
    if root == LAUNCH_ROOT:
        return int(AddressSpace.CONSTANT)
    if root.startswith("@"):
        found = next((g for g in program.globals if g.name == root[1:]), None)
        return None if found is None else found.addrspace
    param = next((p for p in function.params if p.name == root), None)
    if param is None or not isinstance(param.ty, PtrType):
        return None
    return param.ty.addrspace


def _inclusive(atomic: o.Atomicity, space: int, agents: int) -> bool:
    """Is an atomic of this scope inclusive with every other atomic of the program on
    memory of ``space`` (they all pass this test)? Two threads that reach one LDS
    location are of one workgroup; any two threads of a launch on one agent share its
    agent instance; only the system instance holds several agents. Scratch is one
    lane's."""
    scope = atomic.scope.scope
    if space == AddressSpace.PRIVATE:
        return True
    if space == AddressSpace.LOCAL:
        return scope >= o.Scope.WORKGROUP
    return scope >= o.Scope.SYSTEM or (scope >= o.Scope.AGENT and agents == 1)


def atomics_only(program: Program, agents: int) -> bool:
    """Can no two accesses of any execution of the kernel race, and no atomic read
    return undef for mixing? Yes when the kernel calls nothing, touches memory only
    through pointers traced to its pointer arguments, globals and the launch's constant
    blocks, and every access is (a) an atomic inclusive with every other
    (``_inclusive``; every atomic passes it, so any two on one location are
    inclusive), (b) a plain read of memory no instruction writes — a buffer no store,
    read-modify-write or compare-exchange reaches, or the constant address space — or
    (c) a plain access to scratch. (Pointer arguments are distinct buffers, as
    everywhere in amdsync.) Then every conflicting pair of accesses is two
    atomics of inclusive scopes (no race, amdgpu-memory-model), and no write is plain
    or non-inclusive (no mixed-location undef), whatever happens-before is."""
    kernel = program.kernel_function
    roots = pointer_roots(kernel, launch=True)
    accesses: list[tuple[o.Load | o.Store | o.AtomicRMW | o.CmpXchg, frozenset[str]]] = []
    for op in kernel.ops():
        if isinstance(op, _NO_MEMORY):
            continue
        if not isinstance(op, o.Load | o.Store | o.AtomicRMW | o.CmpXchg):
            return False  # calls, copies, tensor DMA, buffer resources: not traced
        match op.ptr:
            case o.Reg(name):
                found = roots.get(name, frozenset({name}))
            case o.GlobalAddr(name, _):
                found = frozenset({"@" + name})
            case _:
                return False
        if "?" in found or not found:
            return False
        accesses.append((op, found))
    written = frozenset().union(*(found for op, found in accesses
                                  if not isinstance(op, o.Load)))
    for op, found in accesses:
        for root in found:
            space = _space_of(program, kernel, root)
            if space is None:
                return False
            atomic = o.atomicity(op)
            if atomic is not None:
                if not _inclusive(atomic, space, agents):
                    return False
            elif space == AddressSpace.PRIVATE:
                continue
            elif not isinstance(op, o.Load):
                return False  # a plain write
            elif root in written:
                return False  # a plain read of memory something writes
    return True
