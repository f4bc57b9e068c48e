"""Atomics at unknown addresses confined to a buffer nothing else observes
(docs/semantics/every-input.md, "Every input": a histogram's ``atomicAdd(&bins[data[i]], 1)``).

An address computed from an unknown value is confined to an interval by the
operations that computed it (:func:`interval`): a zero-extended ``i8`` is in
[0, 255], ``x & 255`` in [0, 255], ``x urem 10`` in [0, 9], sums, products and
shifts of intervals by the usual arithmetic, and a known operand is the range of its
active lanes. When the interval lies in one pointer argument's buffer, and every access
the program makes through that argument (:func:`region_rule`) is a relaxed atomic
read-modify-write whose scope includes every thread of the launch (agent or system
scope; workgroup scope in a one-workgroup launch) and whose result nothing uses, then:

* no access to the buffer races with another (amdgpu-memory-model, data races: two
  atomics of inclusive scopes never race), whichever addresses the unknown values pick;
* no access there synchronizes anything (relaxed), and nothing in the launch reads a
  value from the buffer (every result is unused), so which locations the unknown
  addresses updated changes no other event of the execution;
* the read of each read-modify-write reads defined bytes: the buffer holds host data
  (defined) and is written only by these atomics, whose operands are checked for
  undefined bytes where they are used.

So the machine runs such an atomic with an unknown address for its operands only (their
definedness) and leaves memory unchanged; its result is unknown. Any other access
through that argument — a plain load or store, an atomic of narrower scope, an ordering
that synchronizes, a result used, an access through a pointer of unknown origin, or
through a function's pointer parameter — leaves the unknown address `incomplete`,
naming it. A buffer intrinsic's access counts as an access through the argument its
resource's base pointer is computed from (explore/every_input/buffer_roots.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from weakref import WeakKeyDictionary

from amdsync.explore.every_input.buffer_roots import access_root
from amdsync.explore.every_input.value_sources import (
    LAUNCH_BLOCK,
    definitions,
    input_name,
    where,
)
from amdsync.explore.values.compute import type_bits
from amdsync.explore.values.values import IntArray
from amdsync.program import ops as o
from amdsync.program.module import Function, Program
from amdsync.program.types import AddressSpace, PtrType

Interval = tuple[int, int]

_MEMORY = (o.Load, o.Store, o.AtomicRMW, o.CmpXchg, o.AvLoad, o.AvStore)


def _signed_range(bits: int) -> Interval:
    return (-(1 << (bits - 1)), (1 << (bits - 1)) - 1)


Known = Callable[[str], IntArray | None]


def interval(function: Function, operand: o.Operand, known: Known) -> Interval | None:
    """The values ``operand`` may take in the active lanes: ``known`` gives a
    register's active-lane values when the machine knows them (None: unknown). None
    when no bound follows from the operations (or they may wrap)."""
    if isinstance(operand, o.Const):
        return (operand.value, operand.value)
    if not isinstance(operand, o.Reg):
        return None
    values = known(operand.name)
    if values is not None:
        return (int(values.min()), int(values.max())) if values.size else None
    op = definitions(function).get(operand.name)
    result: Interval | None = None
    match op:
        case o.Load(ty=ty) if type_bits(ty) is not None:
            bits = type_bits(ty)
            assert bits is not None
            result = _signed_range(bits) if 1 < bits <= 64 else None
        case o.Cast(kind=o.CastKind.ZEXT, value=inner_op, src_ty=src) if src is not None:
            bits = type_bits(src)
            inner = interval(function, inner_op, known)
            if bits is None:
                return None
            result = inner if inner is not None and inner[0] >= 0 else (0, (1 << bits) - 1)
        case o.Cast(kind=o.CastKind.SEXT | o.CastKind.FREEZE, value=inner_op):
            result = interval(function, inner_op, known)
        case o.Cast(kind=o.CastKind.TRUNC, value=inner_op, ty=ty):
            bits = type_bits(ty)
            inner = interval(function, inner_op, known)
            if bits is None:
                return None
            lo, hi = _signed_range(bits)
            result = inner if inner is not None and lo <= inner[0] and inner[1] <= hi else (
                lo, hi)
        case o.BinOp(kind=kind, lhs=lhs, rhs=rhs, ty=ty):
            result = _binop(kind, interval(function, lhs, known),
                            interval(function, rhs, known))
            bits = type_bits(ty)
            if result is not None and bits is not None and bits <= 64:
                lo, hi = _signed_range(bits)
                if result[0] < lo or result[1] > hi:
                    return None  # (it may wrap)
        case o.Select(if_true=a, if_false=b):
            x, y = interval(function, a, known), interval(function, b, known)
            result = None if x is None or y is None else (min(x[0], y[0]), max(x[1], y[1]))
        case o.PtrAdd(base=base, offset=offset):
            result = _binop(o.BinOpKind.ADD, interval(function, base, known),
                            interval(function, offset, known))
        case _:
            return None
    return result


def _binop(kind: o.BinOpKind, a: Interval | None, b: Interval | None) -> Interval | None:
    if kind is o.BinOpKind.AND and b is not None and b[0] == b[1] and b[0] >= 0:
        return (0, b[0] if a is None or a[0] < 0 else min(a[1], b[0]))
    if kind is o.BinOpKind.AND and a is not None and a[0] == a[1] and a[0] >= 0:
        return (0, a[0] if b is None or b[0] < 0 else min(b[1], a[0]))
    if kind is o.BinOpKind.UREM and b is not None and b[0] == b[1] and b[0] > 0:
        return (0, b[0] - 1 if a is None or a[0] < 0 else min(a[1], b[0] - 1))
    if a is None or b is None:
        return None
    match kind:
        case o.BinOpKind.ADD:
            return (a[0] + b[0], a[1] + b[1])
        case o.BinOpKind.SUB:
            return (a[0] - b[1], a[1] - b[0])
        case o.BinOpKind.MUL:
            corners = [x * y for x in a for y in b]
            return (min(corners), max(corners))
        case o.BinOpKind.SHL if b[0] == b[1] and 0 <= b[0] < 63:
            return (a[0] << b[0], a[1] << b[0])
        case (o.BinOpKind.LSHR | o.BinOpKind.ASHR) if b[0] == b[1] and 0 <= b[0] < 64 and (
                a[0] >= 0):
            return (a[0] >> b[0], a[1] >> b[0])
        case o.BinOpKind.UDIV if b[0] == b[1] and b[0] > 0 and a[0] >= 0:
            return (a[0] // b[0], a[1] // b[0])
    return None


def _registers(node: object) -> list[str]:
    """Every register an operation or terminator reads."""
    out: list[str] = []

    def visit(value: object) -> None:
        if isinstance(value, o.Reg):
            out.append(value.name)
        elif isinstance(value, tuple):
            for item in value:
                visit(item)
        elif isinstance(value, o.NamedBarrier):
            visit(value.ptr)

    for f in fields(node):  # type: ignore[arg-type]
        visit(getattr(node, f.name))
    return out


_RULES: WeakKeyDictionary[Program, dict[tuple[str, int], str | None]] = WeakKeyDictionary()


def region_rule(program: Program, param: str, workgroups: int) -> str | None:
    """None when every access the program makes through the kernel's pointer argument
    ``param`` is a relaxed atomic read-modify-write of a scope that includes every
    thread of a launch of ``workgroups`` workgroups, whose result is unused; else why
    not, naming the first access that breaks it."""
    cache = _RULES.setdefault(program, {})
    key = (param, workgroups)
    if key not in cache:
        needed = o.Scope.AGENT if workgroups > 1 else o.Scope.WORKGROUP
        cache[key] = _first_breaking(program, param, lambda op, place, name, used:
                                     _atomic_breaks(op, place, name, used, needed))
    return cache[key]


def read_only_rule(program: Program, param: str) -> str | None:
    """None when every access the program makes through the kernel's pointer argument
    ``param`` is a load (plain or atomic): the buffer holds the host's data for the
    whole launch; else why not, naming the first access that breaks it."""
    cache = _RULES.setdefault(program, {})
    key = (param, -1)
    if key not in cache:
        cache[key] = _first_breaking(program, param, lambda op, place, name, used: (
            None if isinstance(op, o.Load | o.AvLoad) else f"{place} writes buffer {name}"))
    return cache[key]


def plain_rule(program: Program, param: str) -> str | None:
    """None when every access the program makes through the kernel's pointer argument
    ``param`` is a plain load or store of the kernel (the accesses
    explore/every_input/symbolic_access.py logs); else why not, naming the first access
    that breaks it."""
    cache = _RULES.setdefault(program, {})
    key = (param, -2)
    if key not in cache:
        cache[key] = _first_breaking(program, param, lambda op, place, name, used: (
            None if isinstance(op, o.Load | o.Store) and o.atomicity(op) is None
            else f"{place} accesses buffer {name}"))
    return cache[key]


def logged_rule(program: Program, param: str) -> str | None:
    """None when every access the program makes through the kernel's pointer argument
    ``param`` is a plain load or store, or a relaxed (monotonic) atomic load, store,
    read-modify-write or compare-exchange of the kernel: the accesses
    explore/every_input/symbolic_access.py logs when one of them has an address computed
    from input data (docs/semantics/symbolic.md, "Atomics and LDS at term addresses");
    else why not, naming the first access that breaks it."""
    cache = _RULES.setdefault(program, {})
    key = (param, -3)
    if key not in cache:
        cache[key] = _first_breaking(program, param, lambda op, place, name, used:
                                     logged_breaks(op, place, name))
    return cache[key]


def logged_breaks(op: o.Op, place: str, name: str) -> str | None:
    """Why an access of buffer ``name`` cannot be logged (None: it can): it is no load,
    store, read-modify-write or compare-exchange, or it is an atomic whose ordering
    synchronizes (what it synchronizes with would depend on which location a term
    address picks, amdgpu-memory-model "synchronizes-with")."""
    if not isinstance(op, o.Load | o.Store | o.AtomicRMW | o.CmpXchg):
        return f"{place} accesses buffer {name}"
    atomic = o.atomicity(op)
    orderings = [] if atomic is None else [atomic.ordering]
    if isinstance(op, o.CmpXchg):
        orderings.append(op.failure)
    if any(ordering > o.Ordering.MONOTONIC for ordering in orderings):
        return f"{place} accesses buffer {name} with an ordering that synchronizes"
    return None


Judge = Callable[[o.Op, str, str, set[str]], str | None]


def _first_breaking(program: Program, param: str, judge: Judge) -> str | None:
    """The first access through ``param`` (or that may reach its buffer) that ``judge``
    refuses — given the access, its place, the buffer's name and the registers the
    function uses — or None."""
    kernel = program.kernel_function
    name = input_name(param)
    for function in _reachable(program):
        used = {name for op in function.ops() for name in _registers(op)}
        used |= {name for block in function.blocks for name in _registers(block.term)}
        for op in function.ops():
            if isinstance(op, o.AsyncCopy | o.TensorCopy):
                return f"the async copy at {where(op.loc)} may access buffer {name}"
            if not isinstance(op, _MEMORY):
                continue
            # (a buffer intrinsic's access: the argument its resource's base pointer is
            # computed from, explore/every_input/buffer_roots.py)
            root = access_root(function, op.ptr)
            if root == LAUNCH_BLOCK or (root is not None and function is kernel
                                        and root != param):
                continue  # another argument's buffer, or the launch's constant blocks
            space = _space(function, op.ptr)
            if space in (AddressSpace.LOCAL, AddressSpace.PRIVATE):
                continue
            place = f"the {_kind(op)} at {where(op.loc)}"
            if root is None or function is not kernel:
                return f"{place} may access buffer {name} (its pointer's origin is unknown)"
            why = judge(op, place, name, used)
            if why is not None:
                return why
    return None


def _atomic_breaks(op: o.Op, place: str, name: str, used: set[str],
                   needed: o.Scope) -> str | None:
    if not isinstance(op, o.AtomicRMW):
        return f"{place} accesses buffer {name}"
    if op.atomic.ordering > o.Ordering.MONOTONIC:
        return f"{place} accesses buffer {name} with an ordering that synchronizes"
    if op.atomic.scope.scope < needed:
        return (f"{place} accesses buffer {name} with {op.atomic.scope.scope.name.lower()}"
                " scope, which does not include every thread of the launch")
    if op.dest in used:
        return f"{place} accesses buffer {name} and its result is used"
    return None


def _reachable(program: Program) -> list[Function]:
    """The kernel and every function it may call (directly or through others)."""
    by_name = {f.name: f for f in program.functions}
    out = [program.kernel_function]
    seen = {out[0].name}
    for function in out:
        for op in function.ops():
            if isinstance(op, o.Call) and op.callee not in seen and op.callee in by_name:
                seen.add(op.callee)
                out.append(by_name[op.callee])
    return out


def _kind(op: o.Op) -> str:
    match op:
        case o.Load(atomic=None):
            return "load"
        case o.Store(atomic=None):
            return "store"
        case o.Load() | o.Store():
            return "atomic " + type(op).__name__.lower()
        case o.AtomicRMW():
            return f"atomicrmw {op.op}"
        case o.CmpXchg():
            return "cmpxchg"
    return "access"


def _space(function: Function, operand: o.Operand) -> int:
    match operand:
        case o.GlobalAddr(_, addrspace):
            return int(addrspace)
        case o.Reg(name):
            for p in function.params:
                if p.name == name and isinstance(p.ty, PtrType):
                    return int(p.ty.addrspace)
            op = definitions(function).get(name)
            ty = getattr(op, "ty", None)
            if isinstance(ty, PtrType):
                return int(ty.addrspace)
    return int(AddressSpace.FLAT)
