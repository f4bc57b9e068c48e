"""The pointer argument a buffer intrinsic's access reaches (docs/semantics/symbolic.md,
"Buffer resources at term offsets").

A buffer load or store (``llvm.amdgcn.raw.ptr.buffer.load`` …) addresses memory through
a buffer resource: the reader gives it a ``BufferAddr`` (the resource, plus the
intrinsic's offsets) as its pointer. The resource is made by
``llvm.amdgcn.make.buffer.rsrc``, which "takes the pointer, which becomes the base of
the resource" (amdgpu-usage, "Buffer Resource"), and every access through the resource
is at that base plus an offset the range check keeps in ``[0, num_records)``. So the
access reaches the buffer of the argument the base pointer is computed from
(``value_sources.pointer_root``), as a plain access through that pointer would.

    %r = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %x, ...)
    %v = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %r, i32 %o, ...)
    ; the load's root: %x

A resource that reaches the intrinsic through a phi, a select or a cast is followed
along every way, as ``pointer_root`` follows pointers; one that is a kernel parameter
itself (a resource passed by the host) is its own root, as the machine lays it out.
Anything else (a resource loaded from memory, built from an ``i128``) has no root.
"""

from __future__ import annotations

from amdsync.explore.every_input.value_sources import (
    NOT_LEAF,
    definitions,
    joins,
    one_root,
    pointer_root,
)
from amdsync.program import ops as o
from amdsync.program.module import Function


def buffer_address(function: Function, operand: o.Operand) -> o.BufferAddr | None:
    """The ``BufferAddr`` that defines ``operand`` (a buffer intrinsic's address), or
    None."""
    if not isinstance(operand, o.Reg):
        return None
    op = definitions(function).get(operand.name)
    return op if isinstance(op, o.BufferAddr) else None


def access_root(function: Function, operand: o.Operand) -> str | None:
    """The pointer parameter an access's address is computed from: ``pointer_root`` for
    a pointer, and for a buffer intrinsic's address the root of its resource's base
    pointer (:func:`resource_root`)."""
    address = buffer_address(function, operand)
    if address is None:
        return pointer_root(function, operand)
    return resource_root(function, address.rsrc)


def resource_root(function: Function, operand: o.Operand) -> str | None:
    """The pointer parameter the base of the buffer resource ``operand`` is computed
    from (through phis, selects and casts of resources whose every way leads to one
    root), or None."""
    params = {p.name for p in function.params}
    defs = definitions(function)

    def leaf(x: o.Operand) -> object:
        if isinstance(x, o.Reg):
            if x.name in params:
                return pointer_root(function, x)
            op = defs.get(x.name)
            if isinstance(op, o.MakeBufferRsrc):
                return pointer_root(function, op.base)
        return NOT_LEAF

    def through(op: o.Op | None) -> list[o.Operand] | None:
        return [op.value] if isinstance(op, o.Cast) else joins(op)

    return one_root(function, operand, leaf, through)
