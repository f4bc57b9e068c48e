"""Value types of the program IR, with the amdgcn data layout's sizes.

The types mirror LLVM's first-class types closely enough to compute GEP strides,
access sizes and struct offsets (amdgpu-usage: "Address Spaces", the amdgcn
data layout: pointers are 64-bit except LDS/private/region (32-bit), buffer fat
pointers (160-bit, 256-bit aligned) and buffer resources (128-bit)).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum


class AddressSpace(IntEnum):
    """amdgpu-usage, "Address Spaces"."""

    FLAT = 0
    GLOBAL = 1
    REGION = 2
    LOCAL = 3  # LDS
    CONSTANT = 4
    PRIVATE = 5
    CONSTANT_32BIT = 6
    BUFFER_FAT_POINTER = 7
    BUFFER_RESOURCE = 8
    BUFFER_STRIDED_POINTER = 9


@dataclass(frozen=True)
class IntType:
    bits: int

    def __str__(self) -> str:
        return f"i{self.bits}"


@dataclass(frozen=True)
class FloatType:
    name: str  # half, bfloat, float, double, fp8 variants are i8 in LLVM

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True)
class PtrType:
    addrspace: int = 0

    def __str__(self) -> str:
        return "ptr" if self.addrspace == 0 else f"ptr addrspace({self.addrspace})"


@dataclass(frozen=True)
class VecType:
    count: int
    elem: Type

    def __str__(self) -> str:
        return f"<{self.count} x {self.elem}>"


@dataclass(frozen=True)
class ArrayType:
    count: int
    elem: Type

    def __str__(self) -> str:
        return f"[{self.count} x {self.elem}]"


@dataclass(frozen=True)
class StructType:
    fields: tuple[Type, ...]
    packed: bool = False

    def __str__(self) -> str:
        inner = ", ".join(str(f) for f in self.fields)
        return f"<{{{inner}}}>" if self.packed else f"{{{inner}}}"


@dataclass(frozen=True)
class VoidType:
    def __str__(self) -> str:
        return "void"


@dataclass(frozen=True)
class OpaqueType:
    """A type without a byte representation, e.g. ``target("amdgcn.named.barrier", 0)``."""

    text: str

    def __str__(self) -> str:
        return self.text


Type = IntType | FloatType | PtrType | VecType | ArrayType | StructType | VoidType | OpaqueType

I1 = IntType(1)
I8 = IntType(8)
I16 = IntType(16)
I32 = IntType(32)
I64 = IntType(64)
VOID = VoidType()

_FLOAT_BITS = {"half": 16, "bfloat": 16, "float": 32, "double": 64, "fp128": 128,
               "x86_fp80": 80}

NAMED_BARRIER_TYPE = 'target("amdgcn.named.barrier", 0)'


def pointer_bits(addrspace: int) -> int:
    """Pointer width in the amdgcn data layout."""
    if addrspace in (AddressSpace.REGION, AddressSpace.LOCAL, AddressSpace.PRIVATE,
                     AddressSpace.CONSTANT_32BIT):
        return 32
    if addrspace == AddressSpace.BUFFER_FAT_POINTER:
        return 160
    if addrspace == AddressSpace.BUFFER_RESOURCE:
        return 128
    if addrspace == AddressSpace.BUFFER_STRIDED_POINTER:
        return 192
    return 64


def _round_up(value: int, align: int) -> int:
    return (value + align - 1) // align * align


def abi_align(ty: Type) -> int:
    """ABI alignment in bytes under the amdgcn data layout."""
    match ty:
        case IntType(bits):
            if bits <= 8:
                return 1
            if bits <= 16:
                return 2
            if bits <= 32:
                return 4
            return 8
        case FloatType(name):
            return max(1, min(8, _FLOAT_BITS.get(name, 32) // 8))
        case PtrType(addrspace):
            if addrspace == AddressSpace.BUFFER_FAT_POINTER:
                return 32
            if addrspace == AddressSpace.BUFFER_STRIDED_POINTER:
                return 32
            return pointer_bits(addrspace) // 8
        case VecType():
            # v16:16 v24:32 v32:32 v48:64 v96:128 …: vectors align to their power-of-two size
            size = store_size(ty)
            align = 1
            while align < size:
                align *= 2
            return min(align, 256)
        case ArrayType(_, elem):
            return abi_align(elem)
        case StructType(fields, packed):
            if packed or not fields:
                return 1
            return max(abi_align(f) for f in fields)
        case VoidType() | OpaqueType():
            return 1


def store_size(ty: Type) -> int:
    """Bytes a load or store of ``ty`` touches."""
    match ty:
        case IntType(bits):
            return (bits + 7) // 8
        case FloatType(name):
            return (_FLOAT_BITS.get(name, 32) + 7) // 8
        case PtrType(addrspace):
            return (pointer_bits(addrspace) + 7) // 8
        case VecType(count, elem):
            if isinstance(elem, IntType) and elem.bits == 1:
                return (count + 7) // 8
            return count * store_size(elem)
        case ArrayType() | StructType():
            return alloc_size(ty)
        case VoidType() | OpaqueType():
            return 0


def alloc_size(ty: Type) -> int:
    """Bytes between consecutive elements of ``ty`` in memory (GEP stride)."""
    match ty:
        case ArrayType(count, elem):
            return count * alloc_size(elem)
        case StructType():
            offsets, end = _struct_layout(ty)
            del offsets
            return _round_up(end, abi_align(ty))
        case _:
            return _round_up(store_size(ty), abi_align(ty))


def _struct_layout(ty: StructType) -> tuple[list[int], int]:
    offsets: list[int] = []
    offset = 0
    for field in ty.fields:
        if not ty.packed:
            offset = _round_up(offset, abi_align(field))
        offsets.append(offset)
        offset += alloc_size(field)
    return offsets, offset


def struct_offset(ty: StructType, index: int) -> int:
    return _struct_layout(ty)[0][index]


def element_type(ty: Type, index: int) -> Type:
    """The type a GEP index steps into."""
    match ty:
        case ArrayType(_, elem) | VecType(_, elem):
            return elem
        case StructType(fields):
            return fields[index]
        case _:
            return ty


def is_named_barrier(ty: Type) -> bool:
    """A named barrier global's type (amdgpu-usage: named barriers are standalone
    ``target("amdgcn.named.barrier", 0)`` values, arrays of them, or a struct of one)."""
    match ty:
        case OpaqueType(text):
            return text.replace(" ", "") == NAMED_BARRIER_TYPE.replace(" ", "")
        case ArrayType(_, elem):
            return is_named_barrier(elem)
        case StructType(fields):
            return len(fields) == 1 and is_named_barrier(fields[0])
        case _:
            return False


def named_barrier_count(ty: Type) -> int:
    match ty:
        case ArrayType(count, elem):
            return count * named_barrier_count(elem)
        case StructType(fields):
            return named_barrier_count(fields[0])
        case _:
            return 1
