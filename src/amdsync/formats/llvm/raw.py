"""A fast, read-only view of an llvmlite module's function bodies.

llvmlite's ``ValueRef`` wraps every value in a reference-counted object and takes a lock
around every call into LLVM; walking a Triton-sized kernel (10k instructions, 20k
operands) that way costs most of a second. The reader only reads, on one thread, so
this module calls the same exported ``LLVMPY_*`` functions of llvmlite's own shared
library (loaded again by name, which returns the already-loaded handle) with plain
pointer arguments and results, and caches what it has asked once.

Values are identified by their LLVM pointer (an ``int``), which is what the reader keys
its register names on. A :class:`RawValue` can be turned back into an llvmlite
``ValueRef`` for the rare, slow queries (:meth:`RawValue.ref`).
"""

from __future__ import annotations

import ctypes
from ctypes import POINTER, c_bool, c_char_p, c_double, c_int, c_uint, c_uint64, c_void_p
from typing import Any

import llvmlite.binding as llvm
from llvmlite.binding import ffi

_lib = ctypes.CDLL(ffi.lib._name)


def _fn(name: str, restype: Any, *argtypes: Any) -> Any:
    function = getattr(_lib, name)
    function.restype = restype
    function.argtypes = list(argtypes)
    return function


_kind = _fn("LLVMPY_GetValueKind", c_int, c_void_p)
_name = _fn("LLVMPY_GetValueName", c_char_p, c_void_p)
_type_of = _fn("LLVMPY_TypeOf", c_void_p, c_void_p)
_print_type = _fn("LLVMPY_PrintType", c_void_p, c_void_p)
_print_value = _fn("LLVMPY_PrintValueToString", None, c_void_p, POINTER(c_char_p))
_dispose_string = _fn("LLVMPY_DisposeString", None, c_void_p)
_opcode = _fn("LLVMPY_GetOpcodeName", c_void_p, c_void_p)
_int_words = _fn("LLVMPY_GetConstantIntNumWords", c_uint, c_void_p)
_int_raw = _fn("LLVMPY_GetConstantIntRawValue", POINTER(c_uint64), c_void_p, POINTER(c_bool))
_fp_value = _fn("LLVMPY_GetConstantFPValue", c_double, c_void_p, POINTER(c_bool))
_ITERATORS = {
    "operands": ("LLVMPY_InstructionOperandsIter", "LLVMPY_OperandsIterNext",
                 "LLVMPY_DisposeOperandsIter"),
    "blocks": ("LLVMPY_FunctionBlocksIter", "LLVMPY_BlocksIterNext", "LLVMPY_DisposeBlocksIter"),
    "instructions": ("LLVMPY_BlockInstructionsIter", "LLVMPY_InstructionsIterNext",
                     "LLVMPY_DisposeInstructionsIter"),
    "arguments": ("LLVMPY_FunctionArgumentsIter", "LLVMPY_ArgumentsIterNext",
                  "LLVMPY_DisposeArgumentsIter"),
    "incoming": ("LLVMPY_PhiIncomingBlocksIter", "LLVMPY_IncomingBlocksIterNext",
                 "LLVMPY_DisposeIncomingBlocksIter"),
}
_ITER_FNS = {
    key: (_fn(make, c_void_p, c_void_p), _fn(step, c_void_p, c_void_p),
          _fn(dispose, None, c_void_p))
    for key, (make, step, dispose) in _ITERATORS.items()
}
_KIND_NAMES = {int(kind): kind.name for kind in llvm.ValueKind}


def _take_string(pointer: int | None) -> str:
    if not pointer:
        return ""
    text = ctypes.string_at(pointer).decode("utf-8", errors="replace")
    _dispose_string(pointer)
    return text


def _walk(key: str, ptr: int) -> list[int]:
    make, step, dispose = _ITER_FNS[key]
    iterator = make(ptr)
    out: list[int] = []
    try:
        while True:
            item = step(iterator)
            if not item:
                return out
            out.append(item)
    finally:
        dispose(iterator)


def pointer_of(ref: Any) -> int:
    """The LLVM pointer behind an llvmlite ``ValueRef`` or ``TypeRef``."""
    return int(ctypes.cast(ref._ptr, c_void_p).value or 0)


class RawValue:
    """One LLVM value, by pointer. Properties are computed on first use."""

    __slots__ = ("_kind", "_name", "_opcode", "_type", "ptr")

    def __init__(self, ptr: int) -> None:
        self.ptr = ptr
        self._kind: str | None = None
        self._name: str | None = None
        self._opcode: str | None = None
        self._type: int | None = None

    @property
    def kind(self) -> str:
        """The ``llvmlite.binding.ValueKind`` name: instruction, argument, constant_int …"""
        if self._kind is None:
            self._kind = _KIND_NAMES.get(_kind(self.ptr), "unknown")
        return self._kind

    @property
    def name(self) -> str:
        if self._name is None:
            raw = _name(self.ptr)
            self._name = raw.decode("utf-8", errors="replace") if raw else ""
        return self._name

    @property
    def opcode(self) -> str:
        if self._opcode is None:
            self._opcode = _take_string(_opcode(self.ptr))
        return self._opcode

    @property
    def type_ptr(self) -> int:
        if self._type is None:
            self._type = int(_type_of(self.ptr) or 0)
        return self._type

    def operands(self) -> list[RawValue]:
        return [RawValue(p) for p in _walk("operands", self.ptr)]

    def blocks(self) -> list[RawValue]:
        return [RawValue(p) for p in _walk("blocks", self.ptr)]

    def instructions(self) -> list[RawValue]:
        return [RawValue(p) for p in _walk("instructions", self.ptr)]

    def arguments(self) -> list[RawValue]:
        return [RawValue(p) for p in _walk("arguments", self.ptr)]

    def incoming_blocks(self) -> list[RawValue]:
        return [RawValue(p) for p in _walk("incoming", self.ptr)]

    def constant_int(self) -> int:
        """The unsigned value of a ``constant_int``."""
        little_endian = c_bool(False)
        words = int(_int_words(self.ptr))
        raw = _int_raw(self.ptr, ctypes.byref(little_endian))
        data = bytes(ctypes.cast(raw, POINTER(c_uint64 * words)).contents)
        return int.from_bytes(data, "little" if little_endian.value else "big")

    def constant_fp(self) -> float:
        loss = c_bool(False)
        return float(_fp_value(self.ptr, ctypes.byref(loss)))

    def __str__(self) -> str:
        out = c_char_p()
        _print_value(self.ptr, ctypes.byref(out))
        pointer = ctypes.cast(out, c_void_p).value
        return _take_string(pointer)


def type_text(type_ptr: int) -> str:
    """LLVM's spelling of a type (``ptr addrspace(3)``, ``[4 x i32]`` …). A named
    struct type is its name: LLVM prints one with its body (``%"struct.a::b" = type
    { … }``), which is a definition, not a type."""
    return named_type_reference(_take_string(_print_type(type_ptr)))


def named_type_reference(text: str) -> str:
    """``%NAME = type { … }`` → ``%NAME`` (quoted names may hold ``=``, ``<``, spaces);
    any other type text unchanged."""
    if not text.startswith("%"):
        return text
    if text.startswith('%"'):
        close = text.find('"', 2)
        return text[: close + 1] if close > 0 else text
    head = text.split(None, 1)[0]
    return head
