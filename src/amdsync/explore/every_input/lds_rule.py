"""Which LDS variable an access at an address computed from input data goes to, and
whether the solver may decide the variable (docs/semantics/symbolic.md, "Atomics and LDS
at term addresses").

An LDS variable (an ``addrspace(3)`` global) is like a pointer argument's buffer for the
access log, one instance per workgroup: the log takes it when every access that may reach
it is one it can log — a plain load or store, or a relaxed atomic
(confined_atomics.logged_breaks) — in the kernel, through an LDS pointer computed from
the variable's own address (a flat one is refused: the log keys LDS accesses by their
LDS offsets). An access through an LDS or flat pointer whose origin is not
known (a pointer loaded from memory, a function's pointer parameter, an integer cast to
a pointer), or an asynchronous copy, may reach it too: the variable is then not decided.
"""

from __future__ import annotations

from weakref import WeakKeyDictionary

from amdsync.explore.every_input.buffer_roots import buffer_address
from amdsync.explore.every_input.confined_atomics import (
    _MEMORY,
    _kind,
    _reachable,
    _space,
    logged_breaks,
)
from amdsync.explore.every_input.value_sources import (
    NOT_LEAF,
    joins,
    one_root,
    pointer_root,
    where,
)
from amdsync.explore.memory.address import lds_name
from amdsync.program import ops as o
from amdsync.program.module import Function, Program
from amdsync.program.types import AddressSpace


def lds_root(function: Function, operand: o.Operand) -> str | None:
    """The LDS variable an address is computed from (through pointer arithmetic, casts,
    selects and phis whose every way leads to one variable), or None."""

    def leaf(x: o.Operand) -> object:
        if isinstance(x, o.GlobalAddr):
            return x.name if x.addrspace == AddressSpace.LOCAL else None
        return NOT_LEAF

    def through(op: o.Op | None) -> list[o.Operand] | None:
        match op:
            case o.PtrAdd():
                return [op.base]
            case o.Cast(kind=o.CastKind.BITCAST | o.CastKind.ADDRSPACECAST):
                return [op.value]
        return joins(op)

    return one_root(function, operand, leaf, through)


_RULES: WeakKeyDictionary[Program, dict[str, str | None]] = WeakKeyDictionary()


def lds_rule(program: Program, variable: str) -> str | None:
    """None when every access that may reach the LDS variable ``variable`` is one the
    access log takes, in the kernel; else why not, naming the first that breaks it."""
    cache = _RULES.setdefault(program, {})
    if variable not in cache:
        cache[variable] = _first_breaking(program, variable)
    return cache[variable]


def _first_breaking(program: Program, variable: str) -> str | None:
    kernel = program.kernel_function
    name = lds_name(variable)
    for function in _reachable(program):
        for op in function.ops():
            if isinstance(op, o.AsyncCopy | o.TensorCopy):
                return f"the async copy at {where(op.loc)} may access LDS variable {name}"
            if not isinstance(op, _MEMORY):
                continue
            if _space(function, op.ptr) not in (AddressSpace.LOCAL, AddressSpace.FLAT):
                continue
            if buffer_address(function, op.ptr) is not None:
                continue  # (a buffer intrinsic addresses global memory through its resource)
            if function is kernel and pointer_root(function, op.ptr) is not None:
                continue  # (through a pointer argument or the launch block: not LDS)
            place = f"the {_kind(op)} at {where(op.loc)}"
            root = lds_root(function, op.ptr)
            if root is not None and root != variable and function is kernel:
                continue  # (another LDS variable: disjoint, as laid out)
            if root is None or function is not kernel:
                return f"{place} may access LDS variable {name} (its pointer's origin is unknown)"
            if _space(function, op.ptr) != AddressSpace.LOCAL:
                # (the log takes LDS accesses through LDS pointers: symbolic_access)
                return f"{place} accesses LDS variable {name} through a flat pointer"
            why = logged_breaks(op, place, f"LDS variable {name}")
            if why is not None:
                return why
    return None
