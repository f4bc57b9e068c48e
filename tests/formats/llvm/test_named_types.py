"""Named struct types with C++ names (clang's HIP cooperative_groups classes): LLVM
prints a named struct with its body (``%"struct.a::b" = type { … }``), and the reader
takes the name, so nested named structs read as their bodies."""

from __future__ import annotations

from pathlib import Path

from amdsync.formats.llvm import read_llvm_file
from amdsync.formats.llvm.raw import named_type_reference
from amdsync.program import ops as o
from amdsync.program.types import ArrayType, IntType, StructType

INPUTS = Path(__file__).resolve().parent / "inputs"
INNER = StructType((IntType(32), ArrayType(2, IntType(32))))
OUTER = StructType((IntType(32), IntType(64), INNER))


def test_nested_named_structs_with_cxx_names_read_as_their_bodies() -> None:
    program = read_llvm_file(str(INPUTS / "nested_named_structs.ll"))
    load = next(op for op in program.function("k").ops() if isinstance(op, o.Load))
    assert load.ty == OUTER
    assert load.size == 32
    helper = program.function("f")
    assert helper.params[1].ty == OUTER


def test_named_type_reference() -> None:
    assert named_type_reference('%"struct.a::b<int, 3>" = type { i32 }') == '%"struct.a::b<int, 3>"'
    assert named_type_reference('%"x = type" = type { i32 }') == '%"x = type"'
    assert named_type_reference("%struct.S = type { i32, i64 }") == "%struct.S"
    assert named_type_reference("%0 = type opaque") == "%0"
    assert named_type_reference("[4 x i32]") == "[4 x i32]"
