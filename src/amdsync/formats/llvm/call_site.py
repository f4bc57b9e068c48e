"""One call of an intrinsic as its handler sees it, and what a handler may ask of the
reader (the interface intrinsics.py and memory_intrinsics.py share)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from amdsync.diagnostics import Loc
from amdsync.program import ops as o
from amdsync.program.types import Type


@dataclass(frozen=True)
class CallSite:
    """One call of an intrinsic: full name, argument types, result type and register."""

    name: str
    arg_types: tuple[Type, ...]
    ret: Type
    dest: str | None  # None for void calls
    loc: Loc


class IntrinsicContext(Protocol):
    """What a handler can ask of the reader."""

    def arg(self, index: int) -> o.Operand:
        """The operand for argument ``index`` (constant expressions materialized)."""
        ...

    def const_arg(self, index: int, what: str, code: str = "nonconstant-immediate",
                  signed: bool = False) -> int:
        """Argument ``index`` as an integer constant; a located error ``code`` otherwise."""
        ...

    def metadata_string_arg(self, index: int) -> str | None:
        """Argument ``index`` when it is ``metadata !"text"``: the text."""
        ...

    def metadata_tuple_string_arg(self, index: int) -> str | None:
        """Argument ``index`` when it is a metadata tuple of one string
        (``metadata !0`` with ``!0 = !{!"exec"}``): the string."""
        ...

    def define_aggregate(self, dest: str, parts: tuple[o.Operand | None, ...]) -> None:
        """``extractvalue dest, i`` reads ``parts[i]`` (None: an unknown value)."""
        ...

    def elements_arg(self, index: int) -> tuple[o.Operand, ...] | None:
        """The elements of integer vector argument ``index`` as the reader scalarizes
        them (unknown ones included); None when it is not such a vector."""
        ...

    def vector_arg(self, index: int, what: str) -> tuple[o.Operand, ...]:
        """The elements of vector argument ``index`` as the reader scalarizes them
        (formats/llvm/vectors.py); a located ``untraceable-vector`` error naming
        ``what`` when the vector is not computed from constants and integer values
        (a parameter, a load, a call)."""
        ...

    def fresh(self, hint: str) -> str:
        ...

    def emit(self, op: o.Op) -> None:
        ...

    def fail(self, code: str, message: str) -> None:
        """Raise a located error at the call."""
        ...

    def warn(self, code: str, message: str) -> None:
        ...
