"""Constants from their text (LangRef, "Constants", "Constant Expressions").

llvmlite prints a constant operand (``str(value)``) but does not expose the opcode or
the operands of a constant expression, so the reader parses the printed text into a
small tree and materializes expressions as operations (see ``reader``):

    ptr addrspace(3) getelementptr inbounds ([256 x float], ptr addrspace(3) @lds, i32 0, i32 3)
      → CExpr("getelementptr", ptr addrspace(3), (CGlobal lds, CInt 0, CInt 3),
              source_ty=[256 x float])
"""

from __future__ import annotations

import math
import struct
from dataclasses import dataclass

from amdsync.formats.llvm.floatlit import f0x_value
from amdsync.formats.llvm.lexer import Kind, Token, string_bytes, unquote_name
from amdsync.formats.llvm.types import TypeParser
from amdsync.program.types import (
    ArrayType,
    FloatType,
    IntType,
    StructType,
    Type,
    VecType,
    alloc_size,
    store_size,
    struct_offset,
)

CAST_OPS = frozenset({
    "trunc", "zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp", "sitofp",
    "ptrtoint", "ptrtoaddr", "inttoptr", "bitcast", "addrspacecast",
})
BINARY_OPS = frozenset({"add", "sub", "mul", "xor", "shl", "and", "or", "lshr", "ashr"})
_FLAG_WORDS = frozenset({"inbounds", "nuw", "nsw", "nusw", "exact", "disjoint"})


class ConstSyntaxError(ValueError):
    def __init__(self, message: str, pos: int) -> None:
        super().__init__(message)
        self.pos = pos


@dataclass(frozen=True)
class CInt:
    value: int
    ty: Type


@dataclass(frozen=True)
class CFloat:
    value: float
    ty: Type


@dataclass(frozen=True)
class CNull:
    ty: Type


@dataclass(frozen=True)
class CUndef:
    ty: Type  # undef and poison


@dataclass(frozen=True)
class CZero:
    ty: Type  # zeroinitializer


@dataclass(frozen=True)
class CGlobal:
    name: str  # a global variable or a function
    ty: Type


@dataclass(frozen=True)
class CAgg:
    ty: Type
    elems: tuple[CNode, ...]


@dataclass(frozen=True)
class CBytes:
    ty: Type
    data: bytes


@dataclass(frozen=True)
class CExpr:
    op: str  # getelementptr, a cast opcode, or a binary opcode
    ty: Type  # the result type
    args: tuple[CNode, ...]
    source_ty: Type | None = None  # getelementptr's source element type


CNode = CInt | CFloat | CNull | CUndef | CZero | CGlobal | CAgg | CBytes | CExpr


class ConstParser:
    def __init__(self, types: TypeParser) -> None:
        self.types = types

    def parse_typed(self, tokens: list[Token], i: int) -> tuple[CNode, int]:
        ty, i = self.types.parse(tokens, i)
        return self.parse_value(ty, tokens, i)

    def parse_value(self, ty: Type, tokens: list[Token], i: int) -> tuple[CNode, int]:
        if i >= len(tokens):
            raise ConstSyntaxError("expected a constant", tokens[-1].pos if tokens else 0)
        token = tokens[i]
        match token.kind:
            case Kind.INT:
                if isinstance(ty, FloatType):
                    return CFloat(float(int(token.text)), ty), i + 1
                return CInt(int(token.text), ty), i + 1
            case Kind.FLOAT:
                return CFloat(_float_value(token.text, ty), ty), i + 1
            case Kind.GLOBAL:
                return CGlobal(unquote_name(token.text), ty), i + 1
            case Kind.STR:
                return CBytes(ty, string_bytes(token.text)), i + 1
            case Kind.WORD:
                return self._parse_word(ty, tokens, i)
            case Kind.PUNCT if token.text in "[{<":
                return self._parse_aggregate(ty, tokens, i)
            case _:
                raise ConstSyntaxError(f"unexpected {token.text!r} in a constant", token.pos)

    def _parse_word(self, ty: Type, tokens: list[Token], i: int) -> tuple[CNode, int]:
        word = tokens[i].text
        simple: dict[str, CNode] = {
            "true": CInt(1, ty), "false": CInt(0, ty), "null": CNull(ty), "none": CNull(ty),
            "undef": CUndef(ty), "poison": CUndef(ty), "zeroinitializer": CZero(ty),
        }
        if word in simple:
            return simple[word], i + 1
        if word in CAST_OPS:
            i = self._expect(tokens, i + 1, "(")
            value, i = self.parse_typed(tokens, i)
            if i >= len(tokens) or not tokens[i].is_word("to"):
                raise ConstSyntaxError(f"expected 'to' in {word}", tokens[i - 1].pos)
            dest, i = self.types.parse(tokens, i + 1)
            i = self._expect(tokens, i, ")")
            return CExpr(word, dest, (value,)), i
        if word == "getelementptr":
            i += 1
            while i < len(tokens) and tokens[i].kind is Kind.WORD and (
                    tokens[i].text in _FLAG_WORDS or tokens[i].text == "inrange"):
                if (tokens[i].text == "inrange" and i + 1 < len(tokens)
                        and tokens[i + 1].is_punct("(")):
                    i = _skip_parens(tokens, i + 1)
                else:
                    i += 1
            i = self._expect(tokens, i, "(")
            source_ty, i = self.types.parse(tokens, i)
            args: list[CNode] = []
            while i < len(tokens) and tokens[i].is_punct(","):
                if i + 1 < len(tokens) and tokens[i + 1].is_word("inrange"):
                    i = _skip_parens(tokens, i + 2)
                    continue
                arg, i = self.parse_typed(tokens, i + 1)
                args.append(arg)
            i = self._expect(tokens, i, ")")
            return CExpr("getelementptr", ty, tuple(args), source_ty), i
        if word == "splat":
            # LangRef, "Complex Constants": ``splat (T v)`` is the vector of the type
            # given, every element ``v`` (LLVM 19+ prints splat vectors this way).
            i = self._expect(tokens, i + 1, "(")
            elem, i = self.parse_typed(tokens, i)
            i = self._expect(tokens, i, ")")
            if not isinstance(ty, VecType):
                raise ConstSyntaxError(f"splat of a {ty}, which is not a vector",
                                       tokens[i - 1].pos)
            return CAgg(ty, (elem,) * ty.count), i
        if word in BINARY_OPS:
            i += 1
            while i < len(tokens) and tokens[i].kind is Kind.WORD and tokens[i].text in _FLAG_WORDS:
                i += 1
            i = self._expect(tokens, i, "(")
            lhs, i = self.parse_typed(tokens, i)
            i = self._expect(tokens, i, ",")
            rhs, i = self.parse_typed(tokens, i)
            i = self._expect(tokens, i, ")")
            return CExpr(word, ty, (lhs, rhs)), i
        raise ConstSyntaxError(f"unsupported constant {word!r}", tokens[i].pos)

    def _parse_aggregate(self, ty: Type, tokens: list[Token], i: int) -> tuple[CNode, int]:
        open_text = tokens[i].text
        if open_text == "<" and i + 1 < len(tokens) and tokens[i + 1].is_punct("{"):
            node, j = self._elements(ty, tokens, i + 1, "}")
            return node, self._expect(tokens, j, ">")
        close = {"[": "]", "{": "}", "<": ">"}[open_text]
        return self._elements(ty, tokens, i, close)

    def _elements(self, ty: Type, tokens: list[Token], i: int, close: str) -> tuple[CNode, int]:
        elems: list[CNode] = []
        i += 1
        if i < len(tokens) and tokens[i].is_punct(close):
            return CAgg(ty, ()), i + 1
        while True:
            elem, i = self.parse_typed(tokens, i)
            elems.append(elem)
            if i < len(tokens) and tokens[i].is_punct(","):
                i += 1
                continue
            return CAgg(ty, tuple(elems)), self._expect(tokens, i, close)

    @staticmethod
    def _expect(tokens: list[Token], i: int, text: str) -> int:
        if i >= len(tokens) or not tokens[i].is_punct(text):
            pos = tokens[i].pos if i < len(tokens) else (tokens[-1].pos if tokens else 0)
            raise ConstSyntaxError(f"expected {text!r}", pos)
        return i + 1


def _skip_parens(tokens: list[Token], i: int) -> int:
    depth = 0
    while i < len(tokens):
        if tokens[i].is_punct("("):
            depth += 1
        elif tokens[i].is_punct(")"):
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return i


def _float_value(text: str, ty: Type) -> float:
    """Decimal or LLVM hexadecimal float text (``0x`` double bits, ``0xH`` half,
    ``0xR`` bfloat, ``f0x`` bits in ``ty``'s width); the x86/ppc long forms become NaN
    (not modelled)."""
    if text.startswith("f0x"):
        return f0x_value(text[3:], ty.name if isinstance(ty, FloatType) else "")
    if "inf" in text:
        return -math.inf if text.startswith("-") else math.inf
    if "nan" in text:
        return math.nan
    if not text.startswith("0x"):
        return float(text)
    body = text[2:]
    if body[:1] == "H":
        return float(struct.unpack(">e", bytes.fromhex(body[1:].rjust(4, "0")))[0])
    if body[:1] == "R":
        bits = int(body[1:], 16) << 16
        return float(struct.unpack(">f", bits.to_bytes(4, "big"))[0])
    if body[:1] in ("K", "L", "M"):
        return math.nan
    return float(struct.unpack(">d", bytes.fromhex(body.rjust(16, "0")))[0])


def constant_bytes(node: CNode) -> bytes | None:
    """The little-endian memory image of a constant initializer (amdgcn is little
    endian), or None when it is not fully known (undef, addresses)."""
    match node:
        case CInt(value, ty):
            size = store_size(ty)
            return (value % (1 << (8 * size))).to_bytes(size, "little") if size else b""
        case CFloat(value, ty):
            fmt = {"half": "<e", "float": "<f", "double": "<d"}
            if isinstance(ty, FloatType) and ty.name in fmt:
                return struct.pack(fmt[ty.name], value)
            return None
        case CZero(ty) | CNull(ty):
            return bytes(alloc_size(ty))
        case CBytes(ty, data):
            return data.ljust(alloc_size(ty), b"\0")
        case CAgg(ty, elems):
            out = bytearray(alloc_size(ty))
            for index, elem in enumerate(elems):
                part = constant_bytes(elem)
                if part is None:
                    return None
                if isinstance(ty, StructType):
                    offset = struct_offset(ty, index)
                elif isinstance(ty, ArrayType | VecType):
                    if isinstance(ty, VecType) and ty.elem == IntType(1):
                        return None
                    offset = index * alloc_size(ty.elem)
                else:
                    return None
                out[offset:offset + len(part)] = part
            return bytes(out)
        case CUndef() | CGlobal() | CExpr():
            return None
