"""LLVM type strings → :mod:`amdsync.program.types` (LangRef, "Type System").

    >>> TypeParser({}).parse_text("[4 x <2 x i32>]")
    ArrayType(count=4, elem=VecType(count=2, elem=IntType(bits=32)))

Named struct types (``%struct.S = type { i32, i64 }``) are resolved through the
definitions the text index collected; an opaque named struct becomes an
:class:`OpaqueType`. ``target("amdgcn.named.barrier", 0)`` (amdgpu-usage, "Named
barriers") becomes the :data:`NAMED_BARRIER_TYPE` opaque type.
"""

from __future__ import annotations

from collections.abc import Mapping

from amdsync.formats.llvm.lexer import (
    Kind,
    Token,
    matching_close,
    split_top_level,
    tokenize,
    unquote_name,
)
from amdsync.program.types import (
    VOID,
    AddressSpace,
    ArrayType,
    FloatType,
    IntType,
    OpaqueType,
    PtrType,
    StructType,
    Type,
    VecType,
    pointer_bits,
)

_FLOATS = frozenset({"half", "bfloat", "float", "double", "fp128", "x86_fp80", "ppc_fp128"})
_OPAQUE_WORDS = frozenset({"label", "metadata", "token", "x86_amx"})


class TypeSyntaxError(ValueError):
    """The text is not a type this parser understands (position in ``pos``)."""

    def __init__(self, message: str, pos: int) -> None:
        super().__init__(message)
        self.pos = pos


def index_bits(addrspace: int) -> int:
    """The GEP index width of a pointer in ``addrspace`` (the amdgcn data layout:
    ``p7:160:256:256:32``, ``p8:128:128:128:48``, ``p9:192:256:256:32``)."""
    if addrspace == AddressSpace.BUFFER_FAT_POINTER:
        return 32
    if addrspace == AddressSpace.BUFFER_RESOURCE:
        return 48
    if addrspace == AddressSpace.BUFFER_STRIDED_POINTER:
        return 32
    return pointer_bits(addrspace)


class TypeParser:
    """Parses type text; ``named`` maps a struct name (without ``%``) to the token list
    of its body (``type { … }`` / ``type opaque``)."""

    def __init__(self, named: Mapping[str, list[Token]]) -> None:
        self._named_tokens = named
        self._named: dict[str, Type] = {}
        self._resolving: set[str] = set()
        self._cache: dict[str, Type] = {}

    def parse_text(self, text: str) -> Type:
        """Parse a whole type string (memoized: llvmlite prints the same types often)."""
        cached = self._cache.get(text)
        if cached is not None:
            return cached
        tokens = tokenize(text)
        ty, end = self.parse(tokens, 0)
        if end != len(tokens):
            raise TypeSyntaxError(f"unexpected {tokens[end].text!r} after type", tokens[end].pos)
        self._cache[text] = ty
        return ty

    def parse(self, tokens: list[Token], i: int) -> tuple[Type, int]:
        """Parse one type starting at ``tokens[i]``; returns it and the next index."""
        if i >= len(tokens):
            raise TypeSyntaxError("expected a type", tokens[-1].pos if tokens else 0)
        token = tokens[i]
        ty: Type
        if token.kind is Kind.WORD:
            ty, i = self._parse_word(tokens, i)
        elif token.kind is Kind.LOCAL:
            ty, i = self.named(unquote_name(token.text), token.pos), i + 1
        elif token.is_punct("["):
            ty, i = self._parse_sequence(tokens, i, "]")
        elif token.is_punct("<"):
            if i + 1 < len(tokens) and tokens[i + 1].is_punct("{"):
                close = matching_close(tokens, i + 1)
                fields = self._parse_fields(tokens, i + 2, close)
                if close + 1 >= len(tokens) or not tokens[close + 1].is_punct(">"):
                    raise TypeSyntaxError("expected '>' closing a packed struct", token.pos)
                ty, i = StructType(fields, packed=True), close + 2
            else:
                ty, i = self._parse_sequence(tokens, i, ">")
        elif token.is_punct("{"):
            close = matching_close(tokens, i)
            ty, i = StructType(self._parse_fields(tokens, i + 1, close)), close + 1
        else:
            raise TypeSyntaxError(f"expected a type, found {token.text!r}", token.pos)
        if i < len(tokens) and (tokens[i].is_punct("*") or tokens[i].is_punct("(")):
            raise TypeSyntaxError("typed pointers and function types are not supported",
                                  tokens[i].pos)
        return ty, i

    def named(self, name: str, pos: int = 0) -> Type:
        if name in self._named:
            return self._named[name]
        body = self._named_tokens.get(name)
        if body is None:
            raise TypeSyntaxError(f"unknown named type %{name}", pos)
        if name in self._resolving:
            raise TypeSyntaxError(f"recursive named type %{name}", pos)
        self._resolving.add(name)
        try:
            if body and body[0].is_word("opaque"):
                ty: Type = OpaqueType(f"%{name}")
            else:
                ty, end = self.parse(body, 0)
                if end != len(body):
                    raise TypeSyntaxError(f"unexpected {body[end].text!r} in type %{name}",
                                          body[end].pos)
        finally:
            self._resolving.discard(name)
        self._named[name] = ty
        return ty

    def _parse_word(self, tokens: list[Token], i: int) -> tuple[Type, int]:
        word = tokens[i].text
        if word == "void":
            return VOID, i + 1
        if word.startswith("i") and word[1:].isdigit():
            return IntType(int(word[1:])), i + 1
        if word in _FLOATS:
            return FloatType(word), i + 1
        if word == "ptr":
            if (i + 3 < len(tokens) and tokens[i + 1].is_word("addrspace")
                    and tokens[i + 2].is_punct("(") and tokens[i + 3].kind is Kind.INT):
                if i + 4 >= len(tokens) or not tokens[i + 4].is_punct(")"):
                    raise TypeSyntaxError("expected ')' after addrspace", tokens[i].pos)
                return PtrType(int(tokens[i + 3].text)), i + 5
            return PtrType(0), i + 1
        if word == "target":
            close = matching_close(tokens, i + 1)
            inner = ", ".join(
                "".join(t.text for t in part)
                for part in _split_commas(tokens[i + 2:close])
            )
            return OpaqueType(f"target({inner})"), close + 1
        if word in _OPAQUE_WORDS:
            return OpaqueType(word), i + 1
        raise TypeSyntaxError(f"unknown type {word!r}", tokens[i].pos)

    def _parse_sequence(self, tokens: list[Token], i: int, close: str) -> tuple[Type, int]:
        # [N x T] or <N x T>
        open_tok = tokens[i]
        if i + 1 < len(tokens) and tokens[i + 1].is_word("vscale"):
            raise TypeSyntaxError("scalable vectors are not supported", tokens[i + 1].pos)
        if (i + 2 >= len(tokens) or tokens[i + 1].kind is not Kind.INT
                or not tokens[i + 2].is_word("x")):
            raise TypeSyntaxError(f"expected 'N x T' after {open_tok.text!r}", open_tok.pos)
        count = int(tokens[i + 1].text)
        elem, j = self.parse(tokens, i + 3)
        if j >= len(tokens) or not tokens[j].is_punct(close):
            raise TypeSyntaxError(f"expected {close!r}", open_tok.pos)
        if close == "]":
            return ArrayType(count, elem), j + 1
        return VecType(count, elem), j + 1

    def _parse_fields(self, tokens: list[Token], start: int, end: int) -> tuple[Type, ...]:
        fields: list[Type] = []
        for part in _split_commas(tokens[start:end]):
            if not part:
                continue
            ty, j = self.parse(part, 0)
            if j != len(part):
                raise TypeSyntaxError(f"unexpected {part[j].text!r} in struct", part[j].pos)
            fields.append(ty)
        return tuple(fields)


def _split_commas(tokens: list[Token]) -> list[list[Token]]:
    return split_top_level(tokens)
