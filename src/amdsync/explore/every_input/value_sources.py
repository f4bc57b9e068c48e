"""Where a register's value comes from, read off the SSA definitions of one function
(docs/semantics/every-input.md, "Every input"): the plain loads whose results flow into it through
data flow, the pointer argument each load reads (the buffer ``--input`` names), the
scalar arguments it depends on, and — for a branch condition of the simple form
``icmp PRED (casts of (load p)), K`` — the loaded cell and the comparison, so that a
side of the branch can be turned into a constraint on the input.

LLVM LangRef (SSA form: a register has one definition, and a definition dominates its uses,
so the operands of the definition of a value used at an instruction still hold, when it
runs, the values they held when the definition ran — docs/semantics/every-input.md proves
it).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from weakref import ref

from amdsync.diagnostics import Loc
from amdsync.explore.values.compute import type_bits
from amdsync.program import ops as o
from amdsync.program.module import Function, GlobalVar, Program
from amdsync.program.types import AddressSpace, PtrType

# Data flow an unknown value passes through (each result is a function of its operands).
_DATA = (o.BinOp, o.ICmp, o.Select, o.Cast, o.PtrAdd, o.Phi, o.Opaque)

# Keyed by the function object's identity: a frozen dataclass hashes every field, all
# its blocks and operations, on each lookup, and an unknown branch in a spin loop asks
# once a step (hip-tests' acquire_release: 2.4 million asks hashed 240 million objects).
# The weak reference drops the entry with its function and tells a reused id apart.
_DEFS: dict[int, tuple[ref[Function], dict[str, o.Op]]] = {}


def definitions(function: Function) -> dict[str, o.Op]:
    """Every register of ``function`` with the operation that defines it."""
    key = id(function)
    entry = _DEFS.get(key)
    if entry is not None and entry[0]() is function:
        return entry[1]
    cached: dict[str, o.Op] = {}
    for op in function.ops():
        dest = o.op_dest(op)
        if dest is not None:
            cached[dest] = op

    def forget(dead: ref[Function]) -> None:
        if key in _DEFS and _DEFS[key][0] is dead:
            del _DEFS[key]

    _DEFS[key] = (ref(function, forget), cached)
    return cached


def where(loc: Loc) -> str:
    """A place for a message: the IR line, and the source line its ``!dbg`` names."""
    if loc.source_line is not None and loc.source_line != loc.line:
        source = loc.source_file.rsplit("/", 1)[-1] if loc.source_file else "source"
        return f"line {loc.line} ({source}:{loc.source_line})"
    return f"line {loc.line}"


# The root of an address in a constant-address-space global (a `__constant__` table):
# "@" and the global's name. Memory of its own, which the kernel cannot write
# (amdgpu-usage, "Memory Model", of the constant address space: "it is not legal to
# perform stores"); docs/semantics/every-input.md, "Constant globals".
GLOBAL_ROOT = "@"


def input_name(param: str) -> str:
    """The name ``--input`` takes for a pointer parameter (HIP's clang names the
    source's ``p`` ``%p.coerce``) or for a constant global's root (``@t``: ``t``)."""
    return param.removesuffix(".coerce").removeprefix(GLOBAL_ROOT)


def global_input_name(program: Program, name: str) -> str:
    """The name ``--input`` takes for the constant global ``@name``: ``name``, or
    ``@name`` where a parameter takes that name (a parameter's comes first)."""
    params = {input_name(p.name) for p in program.kernel_function.params}
    return GLOBAL_ROOT + name if name in params else name


def constant_global(globals_: Iterable[GlobalVar], root: str | None) -> GlobalVar | None:
    """The constant-address-space global ``root`` names (``@t``), or None."""
    if root is None or not root.startswith(GLOBAL_ROOT):
        return None
    name = root.removeprefix(GLOBAL_ROOT)
    return next((g for g in globals_ if g.name == name
                 and g.addrspace == AddressSpace.CONSTANT), None)


@dataclass(frozen=True)
class Sources:
    """What an unknown value depends on: the buffers (pointer parameters, as
    ``--input`` names them) that loads flowing into it read, with the line of each
    load, and the scalar parameters that flow into it."""

    buffers: tuple[tuple[str, Loc], ...]
    scalars: tuple[str, ...]
    other_loads: tuple[Loc, ...]  # loads whose pointer has no parameter root


def _operands(op: o.Op) -> list[o.Operand]:
    match op:
        case o.BinOp() | o.ICmp():
            return [op.lhs, op.rhs]
        case o.Select():
            return [op.cond, op.if_true, op.if_false]
        case o.Cast():
            return [op.value]
        case o.PtrAdd():
            return [op.base, op.offset]
        case o.Phi():
            return [value for _, value in op.incoming]
        case o.Opaque():
            return list(op.args)  # (float math, intrinsics: functions of their operands)
        case _:
            return []


LAUNCH_BLOCK = "<launch block>"  # the root of an address in the launch's constant blocks


def loads_of(function: Function, operand: o.Operand) -> tuple[o.Load, ...]:
    """The loads ``operand``'s value flows from through data flow (the witness of a
    lane split fills the cells they read: explore/every_input/assumptions.py)."""
    found = {id(op): op for _, op in _flow(function, operand) if isinstance(op, o.Load)}
    return tuple(found.values())


def _flow(function: Function, operand: o.Operand) -> Iterator[tuple[str, o.Op | None]]:
    """Each register ``operand``'s value flows from through data operations, with its
    definition (None for a parameter); the walk stops at loads and parameters."""
    defs = definitions(function)
    seen: set[str] = set()
    todo = [operand]
    while todo:
        x = todo.pop()
        if not isinstance(x, o.Reg) or x.name in seen:
            continue
        seen.add(x.name)
        op = defs.get(x.name)
        yield x.name, op
        if isinstance(op, _DATA) and not isinstance(op, o.Load):
            todo += _operands(op)


# What a leaf test says of an operand: not a leaf (walk on through its definition), or
# the root it is (None: a way that ends nowhere the walk accepts).
NOT_LEAF = object()
Leaf = Callable[[o.Operand], object]
Through = Callable[[o.Op | None], list[o.Operand] | None]


def one_root(function: Function, operand: o.Operand, leaf: Leaf,
             through: Through) -> str | None:
    """The one root every way from ``operand`` leads to: a leaf (``leaf`` gives its
    root, or ``NOT_LEAF``) or, through the operations ``through`` follows (the
    operands to walk on; None: a way that ends there), on to their operands; None where
    a way ends elsewhere or two ways reach different roots. The walk of
    :func:`pointer_root`, the LDS rule's and the buffer resources'."""
    defs = definitions(function)
    roots: set[object] = set()
    seen: set[str] = set()
    todo = [operand]
    while todo:
        x = todo.pop()
        found = leaf(x)
        if found is not NOT_LEAF:
            if found is None:
                return None
            roots.add(found)
            continue
        if not isinstance(x, o.Reg):
            return None
        if x.name in seen:
            continue
        seen.add(x.name)
        nexts = through(defs.get(x.name))
        if nexts is None:
            return None
        todo += nexts
    root = next(iter(roots)) if len(roots) == 1 else None
    return root if isinstance(root, str) else None


def joins(op: o.Op | None) -> list[o.Operand] | None:
    """The operands of a select's or a phi's ways, None for any other operation."""
    match op:
        case o.Select():
            return [op.if_true, op.if_false]
        case o.Phi():
            return [value for _, value in op.incoming]
    return None


def pointer_root(function: Function, operand: o.Operand) -> str | None:
    """The pointer parameter an address is computed from (through pointer arithmetic,
    casts, selects and phis whose every way leads to one parameter), ``LAUNCH_BLOCK``
    for the implicit arguments or the dispatch packet, ``@t`` for a global ``t`` of the
    constant address space (``GLOBAL_ROOT``), or None."""
    params = {p.name: p for p in function.params}
    defs = definitions(function)

    def leaf(x: o.Operand) -> object:
        if isinstance(x, o.GlobalAddr) and x.addrspace == AddressSpace.CONSTANT:
            return GLOBAL_ROOT + x.name
        if isinstance(x, o.Reg):
            param = params.get(x.name)
            if param is not None:
                return x.name if isinstance(param.ty, PtrType) else None
            op = defs.get(x.name)
            if isinstance(op, o.ThreadId) and op.kind in (o.IdKind.IMPLICITARG_PTR,
                                                           o.IdKind.DISPATCH_PTR):
                return LAUNCH_BLOCK
        return NOT_LEAF

    def through(op: o.Op | None) -> list[o.Operand] | None:
        match op:
            case o.PtrAdd():
                return [op.base]
            case o.Cast():
                return [op.value]
        return joins(op)

    return one_root(function, operand, leaf, through)


def sources(function: Function, operand: o.Operand) -> Sources:
    """The loads and scalar parameters ``operand``'s value flows from."""
    params = {p.name: p for p in function.params}
    buffers: dict[tuple[str, Loc], None] = {}
    scalars: dict[str, None] = {}
    other: dict[Loc, None] = {}
    for name, op in _flow(function, operand):
        param = params.get(name)
        if param is not None:
            if not isinstance(param.ty, PtrType):
                scalars[name] = None
            continue
        if isinstance(op, o.Load):
            root = pointer_root(function, op.ptr)
            if root == LAUNCH_BLOCK:
                continue  # (values of the launch: the machine knows them)
            if root is not None:
                buffers[(input_name(root), op.loc)] = None
            else:
                other[op.loc] = None
    return Sources(tuple(buffers), tuple(scalars), tuple(other))


@dataclass(frozen=True)
class CastStep:
    """One cast between the loaded value and the comparison: ``zext`` keeps the low
    ``src_bits``, ``trunc`` wraps to ``dest_bits``, the others keep the value."""

    kind: o.CastKind
    src_bits: int | None
    dest_bits: int | None


@dataclass(frozen=True)
class SimpleCondition:
    """A condition ``icmp pred (casts (load ptr)), other`` (or with the sides
    swapped, ``loaded_left`` False): the load, the casts from its value outwards, and
    the other operand (a constant or a register the machine knows)."""

    load: o.Load
    casts: tuple[CastStep, ...]
    pred: o.ICmpPred
    other: o.Operand
    loaded_left: bool


def loaded_value(function: Function, operand: o.Operand
                 ) -> tuple[o.Load, tuple[CastStep, ...]] | None:
    """``operand`` as one plain load's value through integer casts (the load and the
    casts from its value outwards), or None."""
    defs = definitions(function)
    casts: list[CastStep] = []
    x = operand
    while isinstance(x, o.Reg):
        op = defs.get(x.name)
        if isinstance(op, o.Load):
            if op.atomic is not None:
                return None
            return op, tuple(reversed(casts))
        if isinstance(op, o.Cast) and op.kind in (o.CastKind.ZEXT, o.CastKind.SEXT,
                                                  o.CastKind.TRUNC, o.CastKind.FREEZE):
            src = type_bits(op.src_ty) if op.src_ty is not None else None
            casts.append(CastStep(op.kind, src, type_bits(op.ty)))
            x = op.value
            continue
        return None
    return None


def simple_condition(function: Function, operand: o.Operand) -> SimpleCondition | None:
    """``operand`` as a comparison of one plain load's value (through integer casts)
    with another operand, or None."""
    if not isinstance(operand, o.Reg):
        return None
    op = definitions(function).get(operand.name)
    if isinstance(op, o.ICmp):
        for side, other, left in ((op.lhs, op.rhs, True), (op.rhs, op.lhs, False)):
            found = loaded_value(function, side)
            if found is not None:
                return SimpleCondition(found[0], found[1], op.pred, other, left)
    return None
