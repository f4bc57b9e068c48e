"""Elements of small integer vectors (docs/llvm-reader.md, "Integer vectors").

LLVM's SLP vectorizer packs scalar integer arithmetic into vectors: Triton's gfx942
matmuls compute LDS offsets as ``lshr <2 x i32> %v, <i32 136, i32 2>`` and take them
apart with ``extractelement``; Triton's gfx1250 kernels build tensor DMA descriptors
with ``shufflevector``, ``select``, ``bitcast`` and ``fshl`` on ``<4 x i32>`` /
``<2 x i64>`` views. The explorer's values are per-lane integers, so a vector stays an
``Opaque`` value; what an address or a descriptor needs is its elements. Every integer
(or pointer) vector that is *scalarized* gives element ``i`` a register of its own,
``<name>.el<i>``, defined by the scalar form of the vector instruction (LangRef: vector
arithmetic, ``icmp``, ``select``, casts and element-wise intrinsics act element by
element; ``insertelement`` replaces one element; ``shufflevector`` selects elements by
its constant mask; ``bitcast`` regroups the bits, element 0 lowest). A vector that
comes from anything else (a load, a call, a float operation) gets elements that are
``Opaque`` ``extractelement``s of it: unknown values — except a plain load of an
integer vector of at most 64 bits (:func:`packed_type`), which the reader reads as one
integer load of the same bytes followed by a bitcast to the vector (LangRef: a vector's
in-memory layout is its bitcast to an integer), so its elements are the loaded bits
regrouped; a plain store of such a vector whose elements are scalarized stores their
bits joined, likewise.

The vectors scalarized are those something reads element by element — an
``extractelement``, a ``bitcast`` to a scalar integer, a call whose operands are
descriptor words (``tensor.load.to.lds`` …) — and, transitively, the vector operands
of element-wise instructions defining them, and the computed or loaded vectors a plain
store of at most 64 bits writes. Vectors that only carry data (bf16 conversions, wide
stores) are left as they were. Only vectors of at most ``MAX_ELEMENTS``
elements are split.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from amdsync.diagnostics import Loc
from amdsync.program import ops as o
from amdsync.program.types import IntType, PtrType, Type, VecType

MAX_ELEMENTS = 16
MAX_PACKED_BITS = 64  # the widest integer the explorer's registers hold
I32 = IntType(32)

# Instructions whose elements are computed from their operands' elements.
ELEMENTWISE = frozenset({"add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr",
                          "ashr", "and", "or", "xor", "icmp", "select", "zext", "sext",
                          "trunc", "freeze", "insertelement", "shufflevector", "phi",
                          "ptrtoint", "inttoptr", "addrspacecast"})
_MASK_RE = re.compile(r",\s*(?:<\d+ x i32>\s*(<[^>]*>|zeroinitializer|poison|undef)"
                      r"|(zeroinitializer|poison|undef))\s*(?:,\s*!|$)")


def int_vector(ty: Type) -> VecType | None:
    """``ty`` when it is a vector of at most MAX_ELEMENTS integers or pointers."""
    if (isinstance(ty, VecType) and isinstance(ty.elem, IntType | PtrType)
            and ty.count <= MAX_ELEMENTS):
        return ty
    return None


def shuffle_mask(text: str, count: int) -> list[int | None] | None:
    """The constant mask of a ``shufflevector`` instruction's text (None: unreadable);
    ``None`` elements are poison."""
    match = _MASK_RE.search(text.split(", !", 1)[0].rstrip() + ", !")
    if match is None:
        return None
    body = match.group(1) or match.group(2)
    if body == "zeroinitializer":
        return [0] * count
    if body in ("poison", "undef"):
        return [None] * count
    items = [item.strip() for item in body[1:-1].split(",")]
    mask: list[int | None] = []
    for item in items:
        word = item.split()[-1] if item else ""
        if word in ("poison", "undef"):
            mask.append(None)
        elif re.fullmatch(r"-?\d+", word):
            mask.append(int(word))
        else:
            return None
    return mask if len(mask) == count else None


@dataclass(frozen=True)
class Instr:
    """What the demand analysis needs of one instruction."""

    key: int  # the raw value's identity
    opcode: str
    ty: Type
    operands: tuple[tuple[int | None, Type], ...]  # (key of an instruction operand, type)
    reads_elements: bool  # a root: its vector operands are read element by element
    elementwise_call: bool = False  # a call of an intrinsic that acts element by element
    stores_elements: bool = False  # a plain store of a packable vector (packed_type)


def demanded(instrs: Iterable[Instr]) -> set[int]:
    """The vectors whose elements get registers: the vector operands of the roots
    (``reads_elements``) and, for element-wise instructions, their vector operands,
    transitively."""
    by_key = {i.key: i for i in instrs}
    todo = [op_key for i in by_key.values() if i.reads_elements
            for op_key, op_ty in i.operands if op_key is not None and int_vector(op_ty)]
    # A stored vector is split only when its elements can be known: computed element
    # by element, loaded (packed_type), or a bitcast of integers — not a float
    # vector's bits, a call's result or a parameter.
    todo += [key for i in by_key.values() if i.stores_elements
             for key, _ in i.operands[:1] if key is not None and key in by_key
             and _traceable(by_key[key])]
    seen: set[int] = set()
    while todo:
        key = todo.pop()
        if key in seen or key not in by_key:
            continue
        seen.add(key)
        instr = by_key[key]
        if instr.opcode in ELEMENTWISE or instr.elementwise_call:
            todo.extend(k for k, ty in instr.operands
                        if k is not None and isinstance(ty, VecType) and ty.count == (
                            instr.ty.count if isinstance(instr.ty, VecType) else -1))
            if instr.opcode == "shufflevector":
                todo.extend(k for k, ty in instr.operands[:2] if k is not None)
        elif instr.opcode == "bitcast":
            todo.extend(k for k, ty in instr.operands if k is not None and int_vector(ty))
    return seen


def packed_type(ty: Type) -> IntType | None:
    """The integer a plain load or store of ``ty`` reads as (docs/llvm-reader.md,
    "Integer vector loads and stores"): ``i(N*M)`` for ``<N x iM>`` of at most
    ``MAX_PACKED_BITS`` bits with whole-byte elements, else None (vectors of ``i1``
    and other sub-byte elements are bit-packed in memory, left alone)."""
    if isinstance(ty, VecType) and isinstance(ty.elem, IntType) and ty.elem.bits % 8 == 0:
        bits = ty.count * ty.elem.bits
        if bits <= MAX_PACKED_BITS:
            return IntType(bits)
    return None


def _traceable(instr: Instr) -> bool:
    """Whether the elements of the vector ``instr`` defines can be known."""
    if instr.opcode == "phi":  # a loop-carried vector only carrying data stays whole
        return False
    if instr.opcode in ELEMENTWISE or instr.elementwise_call or instr.opcode == "load":
        return True
    return instr.opcode == "bitcast" and bool(instr.operands) and (
        isinstance(instr.operands[0][1], IntType) or int_vector(instr.operands[0][1])
        is not None)


Element = Callable[[int, int], o.Operand]  # (operand index, element index) → operand


def element_ops(opcode: str, dest: str, ty: VecType, operand_types: list[Type],
                element: Element, scalar: Callable[[int], o.Operand], text: str,
                predicate: o.ICmpPred | None, cast: o.CastKind | None,
                incoming_blocks: list[str], loc: Loc) -> list[o.Op]:
    """The scalar operations defining ``dest.e0`` … for one demanded vector
    instruction; ``element(k, i)`` is element ``i`` of operand ``k``, ``scalar(k)``
    operand ``k`` itself."""
    out: list[o.Op] = []
    elem = ty.elem

    def name(i: int) -> str:
        return f"{dest}.el{i}"

    def copy(i: int, value: o.Operand) -> o.Op:
        return o.Cast(name(i), o.CastKind.BITCAST, value, elem, loc, elem)

    def opaque(i: int) -> o.Op:
        return o.Opaque(name(i), "extractelement", (o.Reg(dest), o.Const(i, I32)), elem, loc)

    binops = {kind.value: kind for kind in o.BinOpKind}
    for i in range(ty.count):
        if opcode in binops and opcode != "icmp":
            out.append(o.BinOp(name(i), binops[opcode], element(0, i), element(1, i), elem,
                               loc))
        elif opcode == "icmp" and predicate is not None:
            out.append(o.ICmp(name(i), predicate, element(0, i), element(1, i), loc))
        elif opcode == "select":
            cond = (element(0, i) if isinstance(operand_types[0], VecType) else scalar(0))
            out.append(o.Select(name(i), cond, element(1, i), element(2, i), elem, loc))
        elif opcode in ("zext", "sext", "trunc", "freeze", "ptrtoint", "inttoptr",
                        "addrspacecast") and cast is not None:
            src = operand_types[0]
            src_elem = src.elem if isinstance(src, VecType) else src
            out.append(o.Cast(name(i), cast, element(0, i), elem, loc, src_elem))
        elif opcode == "insertelement":
            index = scalar(2)
            if isinstance(index, o.Const):
                out.append(copy(i, scalar(1) if index.value == i else element(0, i)))
            else:
                hit = f"{name(i)}_hit"
                out.append(o.ICmp(hit, o.ICmpPred.EQ, index, o.Const(i, I32), loc))
                out.append(o.Select(name(i), o.Reg(hit), scalar(1), element(0, i), elem, loc))
        elif opcode == "shufflevector":
            src = operand_types[0]
            width = src.count if isinstance(src, VecType) else 0
            mask = shuffle_mask(text, ty.count)
            if mask is None:
                out.append(opaque(i))
            elif mask[i] is None:
                out.append(copy(i, o.Undef(elem)))
            else:
                pick = mask[i]
                assert pick is not None
                out.append(copy(i, element(0, pick) if pick < width
                                else element(1, pick - width)))
        elif opcode == "phi":
            out.append(o.Phi(name(i), elem, tuple(
                (block, element(k, i)) for k, block in enumerate(incoming_blocks)), loc))
        else:
            out.append(opaque(i))
    return out
