"""A kernel's struct arguments as one parameter per field (issue 41, item 5).

A HIP kernel that takes a struct by value, ``pull(Graph g, …)`` with ``struct Graph {
int nodes; int edges; const int *nindex; const int *nlist; }``, is compiled for amdgcn
with the struct in the kernel argument segment and the parameter a pointer to it,
``ptr addrspace(4) byref(%struct.Graph)`` (LangRef, "Parameter Attributes": a pointer
to the value), a pointer into the constant address space, whose "data will not change
during the execution of the kernel" (amdgpu-usage, "Address Spaces", Global and
Constant). Each field the kernel uses is a load at a constant offset of that pointer::

    %p = getelementptr inbounds i8, ptr addrspace(4) %0, i64 8
    %nindex = load ptr, ptr addrspace(4) %p

Since the segment is constant for the whole launch, every such load returns the value
the launch gave the field, so the field *is* a kernel argument: this transform makes one
parameter per field, named ``g.nindex`` after the source (debug information, see
formats/llvm/debug_fields.py) or ``g.2`` by field index without it, and replaces each
load by that parameter's value. A pointer field (a flat ``ptr`` in the struct) points to
a buffer of its own in global memory: "a generic pointer loaded from the constant
address space is safe to be assumed as a global pointer" (the same section), as HIP's
clang assumes of the kernel's own pointer parameters (it coerces them to ``ptr
addrspace(1)``): its parameter is a global pointer, and the load becomes an
``addrspacecast`` of it. The fields then take
``--input g.nindex=…``, ``--arg g.nodes=…`` and ``--assume`` over ``g.nindex[i]``
exactly as the kernel's own parameters do (docs/semantics/every-input.md, "Struct
arguments").

OpenCL passes a struct as a value instead, ``%struct.Graph %g.coerce``, whose fields
are ``extractvalue`` s of it: each becomes the field's parameter the same way.

HIP's vector types (``uint2 dims``: ``HIP_vector_type``, a struct around a base around
a union whose IR type is ``<2 x i32>``) are split into their lanes, named as HIP's
source names them, ``dims.x`` and ``dims.y`` (``x, y, z, w``; lanes past the fourth by
index): a struct that only wraps one vector, and whose members the source does not
name, is named as the vector, and a vector in a struct passed ``byref`` is one field
per lane. A load of several whole fields at once (``load <2 x i32>`` of both lanes, or
clang's ``i64`` load of two ``int`` fields) is an integer of at most 64 bits, composed
of the fields' bits in their byte order (LangRef, "Memory layout": amdgcn is little
endian, a vector's bytes are its lanes in order). A vector read otherwise (a load of a
``<4 x float>``) stays one field, as before lanes were split.

A struct whose pointer is used in any other way (passed to a call, indexed by a
variable, read across two fields at once) stays one parameter; :class:`StructArg`
says why, and naming one of its fields is a usage error that gives the reason.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, fields, is_dataclass, replace

from amdsync.diagnostics import Loc
from amdsync.program import ops as o
from amdsync.program.module import Block, Function, Param, Program
from amdsync.program.types import (
    AddressSpace,
    ArrayType,
    FloatType,
    IntType,
    PtrType,
    StructType,
    Type,
    VecType,
    alloc_size,
    store_size,
    struct_offset,
)

# Arrays inside a struct are split element by element up to this many leaves in all
# (a larger struct stays one parameter: its fields are not named).
MAX_FIELDS = 256


@dataclass(frozen=True)
class Member:
    """A named field of a struct (from the source): its byte offset in the struct and,
    for a field that is itself a struct, that struct's fields."""

    name: str
    offset: int
    members: tuple[Member, ...]


@dataclass(frozen=True)
class ArgNames:
    """A struct parameter's source name and its struct's fields."""

    name: str
    members: tuple[Member, ...]


@dataclass(frozen=True)
class Field:
    """One leaf of a struct argument: its parameter's name, byte offset and type."""

    name: str
    offset: int
    ty: Type


@dataclass(frozen=True)
class StructArg:
    """A struct the kernel takes by value: its name, position among the parameters as
    declared, its fields, and why it was not split (None: it was)."""

    name: str
    position: int
    fields: tuple[Field, ...]
    kept: str | None = None

    def field_list(self) -> str:
        return ", ".join(f.name for f in self.fields)


# The lanes of a vector, as HIP names them (its vector types' members x, y, z, w).
LANE_NAMES = ("x", "y", "z", "w")


def leaves(ty: StructType, names: tuple[Member, ...] | None, prefix: str,
           base: int = 0, lanes: bool = False) -> list[Field] | None:
    """The scalar, pointer and vector leaves of ``ty`` in order, each named
    ``prefix.member`` (nested: ``prefix.inner.member``; array elements
    ``prefix.arr.3``); a member the source does not name is named by its index. With
    ``lanes``, a vector is one leaf per lane (``prefix.v.x``), and a struct that only
    wraps a vector (HIP's vector types), whose members the source does not name, is
    named as that vector (``prefix.x``)."""
    wrapped = _wrapped_vector(ty)
    if lanes and wrapped is not None and not names:
        return _lanes(wrapped, prefix, base)
    out: list[Field] = []
    for index, field in enumerate(ty.fields):
        offset = struct_offset(ty, index)
        # (two members at one offset: the first is an empty struct; the field is the
        # last of them, the one of the IR's type)
        same = [m for m in names or () if m.offset == offset]
        member = same[-1] if same else None
        name = f"{prefix}.{member.name if member is not None else index}"
        inner = member.members if member is not None else None
        found = _leaf(field, inner, name, base + offset, lanes)
        if found is None:
            return None
        out += found
        if len(out) > MAX_FIELDS:
            return None
    return out


def _leaf(ty: Type, names: tuple[Member, ...] | None, name: str, offset: int,
          lanes: bool) -> list[Field] | None:
    match ty:
        case StructType():
            return leaves(ty, names, name, offset, lanes)
        case ArrayType(count, elem) if count <= MAX_FIELDS:
            out: list[Field] = []
            for i in range(count):
                found = _leaf(elem, None, f"{name}.{i}", offset + i * alloc_size(elem),
                              lanes)
                if found is None:
                    return None
                out += found
            return out
        case VecType() if lanes:
            return _lanes(ty, name, offset)
        case IntType() | FloatType() | PtrType() | VecType():
            return [Field(name, offset, ty)]
        case _:
            return None


def _wrapped_vector(ty: Type) -> VecType | None:
    """The vector a chain of one-field structs wraps (HIP's ``HIP_vector_type`` around
    ``HIP_vector_base`` around its union, ``{ { { <2 x i32> } } }``), or None."""
    while isinstance(ty, StructType) and len(ty.fields) == 1:
        ty = ty.fields[0]
    return ty if isinstance(ty, VecType) else None


def _lanes(vec: VecType, name: str, offset: int) -> list[Field] | None:
    """A vector's lanes, ``name.x`` … ``name.w`` (then by index), one field each at
    its byte offset (LangRef, "Memory layout": lane ``i`` at ``i`` times the lane's
    size); a vector of lanes narrower than a byte (``<8 x i1>``) stays one field."""
    elem = vec.elem
    if (not isinstance(elem, IntType | FloatType | PtrType)
            or (isinstance(elem, IntType) and elem.bits % 8)):
        return [Field(name, offset, vec)]
    if vec.count > MAX_FIELDS:
        return None
    named = vec.count <= len(LANE_NAMES)
    return [Field(f"{name}.{LANE_NAMES[i] if named else i}", offset + i * store_size(elem),
                  elem) for i in range(vec.count)]


def _regs(value: object) -> Iterator[str]:
    """The registers an op or terminator reads (and, for a Phi, every incoming one)."""
    if isinstance(value, o.Reg):
        yield value.name
    elif isinstance(value, tuple):
        for item in value:
            yield from _regs(item)
    elif is_dataclass(value) and not isinstance(value, type):
        for f in fields(value):
            if f.name != "dest":
                yield from _regs(getattr(value, f.name))


def _offsets(function: Function, param: str) -> dict[str, int] | str:
    """The registers that point into ``param``'s struct at a constant offset (the
    parameter itself at 0, constant ``PtrAdd`` s of it), or why the struct's pointer is
    used otherwise."""
    offsets = {param: 0}
    changed = True
    while changed:  # (blocks need not list a definition before its uses)
        changed = False
        for op in function.ops():
            if (isinstance(op, o.PtrAdd) and isinstance(op.base, o.Reg)
                    and op.base.name in offsets and op.dest not in offsets):
                if not isinstance(op.offset, o.Const):
                    return f"its bytes are indexed by a variable at {op.loc}"
                offsets[op.dest] = offsets[op.base.name] + op.offset.value
                changed = True
    return offsets


def _compatible(load: Type, field: Type) -> bool:
    if isinstance(load, PtrType) and isinstance(field, PtrType):
        return load.addrspace == field.addrspace
    if isinstance(load, IntType) and isinstance(field, IntType):
        return load.bits == field.bits
    return load == field


def _param_type(field: Field) -> Type:
    """A flat pointer field points into global memory (see the module docstring)."""
    if isinstance(field.ty, PtrType) and field.ty.addrspace == AddressSpace.FLAT:
        return PtrType(AddressSpace.GLOBAL)
    return field.ty


Edits = dict[int, tuple[o.Op, ...]]  # per op index, what replaces it (empty: dropped)


def _split_one(function: Function, param: Param, fields_: list[Field]
               ) -> tuple[Edits, str | None]:
    """Per op index (in ``function.ops()`` order) its replacement, or why the struct
    stays one parameter."""
    offsets = _offsets(function, param.name)
    if isinstance(offsets, str):
        return {}, offsets
    by_offset = {f.offset: f for f in fields_}
    taken = {p.name for p in function.params} | {
        d for op in function.ops() if (d := o.op_dest(op)) is not None}
    edits: Edits = {}
    index = 0
    for block in function.blocks:
        for op in block.ops:
            used = [r for r in _regs(op) if r in offsets]
            if isinstance(op, o.PtrAdd) and op.dest in offsets:
                edits[index] = ()
            elif isinstance(op, o.Load) and used == [getattr(op.ptr, "name", None)]:
                at = offsets[used[0]]
                field = by_offset.get(at)
                if (field is not None and _compatible(op.ty, field.ty)
                        and op.size == store_size(field.ty)):
                    edits[index] = (_field_value(op.dest, op.ty, op.loc, field),)
                else:
                    composed = _composed(op, at, fields_, taken)
                    if composed is None:
                        return {}, (f"it is read at {op.loc} as {op.ty} at byte {at}, which "
                                    "is not one of its fields")
                    edits[index] = composed
            elif used:
                return {}, f"its address is used at {op.loc} other than by a field's load"
            index += 1
        if any(r in offsets for r in _regs(block.term)):
            return {}, f"its address is used at {block.term.loc} other than by a load"
    return edits, None


def _composed(load: o.Load, at: int, fields_: list[Field], taken: set[str]
              ) -> tuple[o.Op, ...] | None:
    """A load of the integer ``load.ty`` (at most 64 bits) whose bytes are exactly
    several whole number fields (both lanes of a ``uint2``; two ``int`` fields that
    clang reads as one ``i64``), as the ops that compose its value from theirs: field
    ``f`` at byte ``f.offset - at`` is bits ``8 * (f.offset - at)`` up of it (LangRef,
    "Memory layout": amdgcn is little endian). None when the load is of another kind or
    its bytes are not whole fields without a gap."""
    ty = load.ty
    if not isinstance(ty, IntType) or ty.bits != load.size * 8 or ty.bits > 64:
        return None
    parts = sorted((f for f in fields_ if at <= f.offset < at + load.size),
                   key=lambda f: f.offset)
    end = at
    for f in parts:
        if (f.offset != end or not isinstance(f.ty, IntType | FloatType)
                or (isinstance(f.ty, IntType) and f.ty.bits != store_size(f.ty) * 8)):
            return None
        end += store_size(f.ty)
    if end != at + load.size or len(parts) < 2:
        return None

    def fresh(hint: str) -> str:
        name, n = f"{load.dest}.{hint}", 1
        while name in taken:
            name, n = f"{load.dest}.{hint}.{n}", n + 1
        taken.add(name)
        return name

    ops: list[o.Op] = []
    total: o.Operand | None = None
    for i, f in enumerate(parts):
        bits = IntType(store_size(f.ty) * 8)
        value: o.Operand = o.Reg(f.name)
        if isinstance(f.ty, FloatType):  # (its bits as an integer of its width)
            dest = fresh(f"field{i}.bits")
            ops.append(o.Cast(dest, o.CastKind.BITCAST, value, bits, load.loc, f.ty))
            value = o.Reg(dest)
        if bits != ty:
            dest = fresh(f"field{i}.wide")
            ops.append(o.Cast(dest, o.CastKind.ZEXT, value, ty, load.loc, bits))
            value = o.Reg(dest)
        if f.offset != at:
            dest = fresh(f"field{i}.at")
            ops.append(o.BinOp(dest, o.BinOpKind.SHL, value, o.Const(8 * (f.offset - at), ty),
                               ty, load.loc))
            value = o.Reg(dest)
        if total is not None:
            dest = load.dest if i == len(parts) - 1 else fresh(f"field{i}.sum")
            ops.append(o.BinOp(dest, o.BinOpKind.OR, total, value, ty, load.loc))
            value = o.Reg(dest)
        total = value
    return tuple(ops)


def _split_direct(function: Function, param: Param, struct: StructType,
                  fields_: list[Field]) -> tuple[Edits, str | None]:
    """As :func:`_split_one` for a struct passed as a value (OpenCL's ``%struct.Graph
    %g.coerce``), whose fields are ``extractvalue`` s of it."""
    by_offset = {f.offset: f for f in fields_}
    edits: Edits = {}
    index = 0
    for block in function.blocks:
        for op in block.ops:
            if param.name in _regs(op):
                unused = f"it is used at {op.loc} other than by a field's extractvalue"
                if not (isinstance(op, o.Opaque) and op.name == "extractvalue"
                        and op.args == (o.Reg(param.name),) and op.dest is not None):
                    return {}, unused
                at = _path(struct, op.indices)
                field = by_offset.get(at[0]) if at is not None else None
                if at is None or field is None or not _compatible(at[1], field.ty):
                    return {}, unused
                edits[index] = (_field_value(op.dest, op.ty, op.loc, field),)
            index += 1
        if param.name in _regs(block.term):
            return {}, f"it is used at {block.term.loc} other than by a field's extractvalue"
    return edits, None


def _path(ty: Type, indices: tuple[int | None, ...] | None) -> tuple[int, Type] | None:
    """The byte offset and type of the member an ``extractvalue`` path names."""
    offset = 0
    for i in indices or ():
        match ty:
            case StructType() if i is not None and 0 <= i < len(ty.fields):
                offset += struct_offset(ty, i)
                ty = ty.fields[i]
            case ArrayType(count, elem) if i is not None and 0 <= i < count:
                offset += i * alloc_size(elem)
                ty = elem
            case _:
                return None
    return offset, ty


def _field_value(dest: str, ty: Type, loc: Loc, field: Field) -> o.Op:
    """The op that gives ``dest`` the value of ``field``'s parameter."""
    source = _param_type(field)
    kind = (o.CastKind.ADDRSPACECAST if isinstance(ty, PtrType) and source != ty
            else o.CastKind.BITCAST)
    return o.Cast(dest, kind, o.Reg(field.name), ty, loc, source)


def _apply(function: Function, edits: Mapping[int, tuple[o.Op, ...]]
           ) -> tuple[Block, ...]:
    blocks = []
    index = 0
    for block in function.blocks:
        out: list[o.Op] = []
        for op in block.ops:
            if index in edits:
                out += edits[index]
            else:
                out.append(op)
            index += 1
        blocks.append(replace(block, ops=tuple(out)))
    return tuple(blocks)


def has_struct_args(program: Program) -> bool:
    """Whether the kernel takes a struct: ``byref`` (HIP) or as a value (OpenCL)."""
    return any(isinstance(p.byref or p.ty, StructType) for p in program.kernel_function.params)


def split_struct_args(program: Program, names: Mapping[int, ArgNames] | None = None
                      ) -> tuple[Program, tuple[StructArg, ...]]:
    """The program with each struct argument of its kernel that only its fields' loads
    read split into one parameter per field, and every struct argument described
    (``names``: the source's, by 0-based position; formats/llvm/debug_fields.py)."""
    kernel = program.kernel_function
    if not has_struct_args(program):
        return program, ()
    taken = {p.name for p in kernel.params}
    params: list[Param] = []
    structs: list[StructArg] = []
    function = kernel
    for position, param in enumerate(kernel.params):
        source = (names or {}).get(position)
        struct = param.byref if param.byref is not None else param.ty
        if not isinstance(struct, StructType):
            params.append(param)
            continue
        # (HIP's clang names a struct passed as a value `g.coerce`, as it names pointers)
        name = (source.name if source is not None and source.name not in taken
                else param.name.removesuffix(".coerce"))
        members = source.members if source is not None else None
        found = leaves(struct, members, name)
        if found is None:
            structs.append(StructArg(name, position, (), "its fields are too many or of "
                                     "types that are not numbers or pointers"))
            params.append(param)
            continue
        edits: Edits
        kept: str | None
        edits, kept = (_split_direct(function, param, struct, found)
                       if param.byref is None else ({}, "not tried"))
        if param.byref is not None:
            # A vector's lanes as fields where its loads allow, else the vector as one
            # (the module docstring: a load of a whole <4 x float>).
            laned = leaves(struct, members, name, lanes=True)
            if laned is not None and laned != found:
                edits, kept = _split_one(function, param, laned)
                if kept is None:
                    found = laned
            if kept is not None:
                edits, kept = _split_one(function, param, found)
        clash = next((f.name for f in found if f.name in taken), None)
        if clash is not None:
            kept = f"its field {clash} has the name of another parameter"
        structs.append(StructArg(name, position, tuple(found), kept))
        if kept is not None:
            params.append(param)
            continue
        function = replace(function, blocks=_apply(function, edits))
        params += [Param(f.name, _param_type(f), False, None, (name, position))
                   for f in found]
    if function is kernel:
        return program, tuple(structs)
    function = replace(function, params=tuple(params))
    functions = tuple(function if f is kernel else f for f in program.functions)
    return replace(program, functions=functions), tuple(structs)


def declared_params(function: Function) -> list[str]:
    """The kernel's parameters as declared, by name: a split struct is one entry, its
    name (``%N`` in an assumption counts these)."""
    out: list[str] = []
    for param in function.params:
        if param.field_of is None:
            out.append(param.name)
        elif param.field_of[1] == len(out):
            out.append(param.field_of[0])
    return out


def struct_fields(function: Function) -> dict[str, list[str]]:
    """Each split struct's name and its fields' parameter names."""
    out: dict[str, list[str]] = {}
    for param in function.params:
        if param.field_of is not None:
            out.setdefault(param.field_of[0], []).append(param.name)
    return out
