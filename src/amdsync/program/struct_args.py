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


def leaves(ty: StructType, names: tuple[Member, ...] | None, prefix: str,
           base: int = 0) -> list[Field] | None:
    """The scalar, pointer and vector leaves of ``ty`` in order, each named
    ``prefix.member`` (nested: ``prefix.inner.member``; array elements
    ``prefix.arr.3``); a member the source does not name is named by its index."""
    out: list[Field] = []
    for index, field in enumerate(ty.fields):
        offset = struct_offset(ty, index)
        # (two members at one offset: the first is an empty struct; the field is the
        # last of them, the one of the IR's type)
        same = [m for m in names or () if m.offset == offset]
        member = same[-1] if same else None
        name = f"{prefix}.{member.name if member is not None else index}"
        inner = member.members if member is not None else None
        found = _leaf(field, inner, name, base + offset)
        if found is None:
            return None
        out += found
        if len(out) > MAX_FIELDS:
            return None
    return out


def _leaf(ty: Type, names: tuple[Member, ...] | None, name: str, offset: int
          ) -> list[Field] | None:
    match ty:
        case StructType():
            return leaves(ty, names, name, offset)
        case ArrayType(count, elem) if count <= MAX_FIELDS:
            out: list[Field] = []
            for i in range(count):
                found = _leaf(elem, None, f"{name}.{i}", offset + i * alloc_size(elem))
                if found is None:
                    return None
                out += found
            return out
        case IntType() | FloatType() | PtrType() | VecType():
            return [Field(name, offset, ty)]
        case _:
            return None


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


def _split_one(function: Function, param: Param, fields_: list[Field]
               ) -> tuple[dict[int, o.Op | None], str | None]:
    """Per op index (in ``function.ops()`` order) its replacement (None: dropped), or
    why the struct stays one parameter."""
    offsets = _offsets(function, param.name)
    if isinstance(offsets, str):
        return {}, offsets
    by_offset = {f.offset: f for f in fields_}
    edits: dict[int, o.Op | None] = {}
    index = 0
    for block in function.blocks:
        for op in block.ops:
            used = [r for r in _regs(op) if r in offsets]
            if isinstance(op, o.PtrAdd) and op.dest in offsets:
                edits[index] = None
            elif isinstance(op, o.Load) and used == [getattr(op.ptr, "name", None)]:
                field = by_offset.get(offsets[used[0]])
                if (field is None or not _compatible(op.ty, field.ty)
                        or op.size != store_size(field.ty)):
                    return {}, (f"it is read at {op.loc} as {op.ty} at byte "
                                f"{offsets[used[0]]}, which is not one of its fields")
                edits[index] = _field_value(op.dest, op.ty, op.loc, field)
            elif used:
                return {}, f"its address is used at {op.loc} other than by a field's load"
            index += 1
        if any(r in offsets for r in _regs(block.term)):
            return {}, f"its address is used at {block.term.loc} other than by a load"
    return edits, None


def _split_direct(function: Function, param: Param, struct: StructType,
                  fields_: list[Field]) -> tuple[dict[int, o.Op | None], str | None]:
    """As :func:`_split_one` for a struct passed as a value (OpenCL's ``%struct.Graph
    %g.coerce``), whose fields are ``extractvalue`` s of it."""
    by_offset = {f.offset: f for f in fields_}
    edits: dict[int, o.Op | None] = {}
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
                edits[index] = _field_value(op.dest, op.ty, op.loc, field)
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


def _apply(function: Function, edits: Mapping[int, o.Op | None]) -> tuple[Block, ...]:
    blocks = []
    index = 0
    for block in function.blocks:
        out: list[o.Op] = []
        for op in block.ops:
            if index in edits:
                new = edits[index]
                if new is not None:
                    out.append(new)
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
        found = leaves(struct, source.members if source is not None else None, name)
        if found is None:
            structs.append(StructArg(name, position, (), "its fields are too many or of "
                                     "types that are not numbers or pointers"))
            params.append(param)
            continue
        clash = next((f.name for f in found if f.name in taken), None)
        edits, kept = (_split_one(function, param, found) if param.byref is not None
                       else _split_direct(function, param, struct, found))
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
