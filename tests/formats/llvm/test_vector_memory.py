"""Integer vector loads and stores read as one integer access of the same bytes
(docs/llvm-reader.md, "Integer vector loads and stores"): the values read through them
are tracked (each kernel's race names the address its values give), the accesses are
unchanged (same bytes, same size), and what is left alone stays unknown."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import amdsync
from amdsync.explore.findings.result import CheckResult
from amdsync.formats.llvm import read_llvm_file, read_llvm_text
from amdsync.program import ops as o
from amdsync.program.types import IntType, VecType

HERE = Path(__file__).resolve().parent / "vector_memory"
SCALAR = HERE / "scalar_loads.ll"
TRANSPOSE = HERE / "transpose_blockdim.ll"
UNTRACKED_ADDRESS = "an address depends on a value amdsync does not track"


def races(result: CheckResult) -> list[tuple[str, int, str]]:
    """Each finding's kind, line and the first access its message names."""
    return [(f.kind, f.loc.line, f.message.split(" by ")[0]) for f in result.findings]


def where(result: CheckResult) -> tuple[str, str | None, int | None]:
    loc = result.incomplete_loc
    return (result.status, result.incomplete_reason, loc.line if loc is not None else None)


def test_a_vector_load_is_one_integer_load_of_its_bytes() -> None:
    ops = list(read_llvm_file(SCALAR, frozenset(), "pair_index").function("pair_index").ops())
    loads = [op for op in ops if isinstance(op, o.Load)]
    assert [(op.dest, op.ty, op.size, op.atomic, op.volatile) for op in loads] == [
        ("v.bits", IntType(32), 4, None, False)]
    (vector,) = [op for op in ops if isinstance(op, o.Opaque) and op.dest == "v"]
    assert (vector.name, vector.args, vector.ty) == (
        "bitcast", (o.Reg("v.bits"),), VecType(2, IntType(16)))


def test_the_elements_of_a_loaded_vector_are_its_bits_element_0_lowest() -> None:
    """in = [3, 5] as i16: element 0 is 3 (the low half), so both lanes store to
    out[16 * 3 + 5] = byte 212 (swapped halves would give byte 332)."""
    result = amdsync.check(SCALAR, target="gfx942", kernel="pair_index", workgroup_size=2,
                           inputs={"in": np.array([3, 5], dtype=np.int16)})
    assert races(result) == [("race", 22, "store of out[212]")]


def test_a_vector_load_without_input_is_decided_by_the_solver() -> None:
    """Without input the elements are terms of the loaded bytes (docs/semantics/symbolic.md,
    "Symbols in the machine"): both lanes store to one address for every input, a race
    whose witness (any input: all zero) a concrete check reproduces."""
    result = amdsync.check(SCALAR, target="gfx942", kernel="pair_index", workgroup_size=2)
    assert races(result) == [("race", 22, "store of out[0]")]
    assert result.findings[0].witness == "in[0] (i32) = 0 (--input in=zeros:1xi32)"


@pytest.mark.parametrize(("a", "b", "byte"), [(3, 0, 12), (1, 1, 4 * 257)])
def test_a_vector_store_writes_its_elements_bits(a: int, b: int, byte: int) -> None:
    """`store <2 x i8> <a, b>` read back as an i16 is a + 256 b."""
    result = amdsync.check(SCALAR, target="gfx942", kernel="store_back", workgroup_size=2,
                           args={"a": a, "b": b})
    assert races(result) == [("race", 36, f"store of out[{byte}]")]


def test_a_vector_store_is_one_integer_store_of_its_bytes() -> None:
    program = read_llvm_file(SCALAR, frozenset(), "store_back")
    stores = [op for op in program.function("store_back").ops() if isinstance(op, o.Store)]
    assert [(op.ty, op.size) for op in stores] == [(IntType(16), 2), (IntType(32), 4)]


@pytest.mark.parametrize(("label", "expected"), [
    (-100, []), (7, [("race", 48, "store of out[0]")])])
def test_a_triton_scalar_load_reads_the_input_label(label: int, expected: list[object]) -> None:
    result = amdsync.check(SCALAR, target="gfx942", kernel="label_row", workgroup_size=64,
                           inputs={"labels": np.array([label], dtype=np.int64)})
    assert races(result) == expected
    assert result.status == ("clean" if not expected else "findings")


def test_a_triton_scalar_store_writes_its_element() -> None:
    result = amdsync.check(SCALAR, target="gfx942", kernel="one_element_store",
                           workgroup_size=2, args={"k": 5})
    assert races(result) == [("race", 62, "store of out[20]")]


@pytest.mark.parametrize(("kernel", "load_line", "line"),
                         [("volatile_pair", 69, 73), ("wide", 80, 83)])
def test_volatile_and_wide_vector_loads_stay_unknown(kernel: str, load_line: int,
                                                     line: int) -> None:
    """A volatile load keeps its one volatile access of the vector; a vector of more
    than 64 bits is not split (docs/llvm-reader.md says why)."""
    result = amdsync.check(SCALAR, target="gfx942", kernel=kernel, workgroup_size=2,
                           inputs={"in": np.array([1, 2, 3, 4], dtype=np.int32)})
    assert where(result) == ("incomplete", UNTRACKED_ADDRESS + f" (it is read at line "
                             f"{load_line} from buffer in, whose input is "
                             "given, by a load whose value amdsync does not track)", line)
    program = read_llvm_file(SCALAR, frozenset(), kernel)
    (load,) = [op for op in program.function(kernel).ops() if isinstance(op, o.Load)]
    assert isinstance(load.ty, VecType)


@pytest.mark.parametrize(("kernel", "expected"), [
    ("fenced", []),
    ("unfenced", [("race", 74, "a value that may be undef is stored to global memory, "
                   "which outlives the kernel (lane 1 of wave 0, and 223 more lane "
                   "instance(s)): the load at line 70 races with the store at line 66")]),
])
def test_2d_transpose_reading_blockdim_as_a_vector(kernel: str,
                                                   expected: list[object]) -> None:
    """blockDim.x and .y from one `load <2 x i16>` of the implicit arguments: the
    fenced transpose is clean; without the barrier the transposed read races with
    another lane's tile write."""
    result = amdsync.check(TRANSPOSE, target="gfx942", kernel=kernel, workgroup_size=(8, 8),
                           workgroups=(2, 2), args={"width": 16})
    assert [(f.kind, f.loc.line, f.message.split(" (lane 8")[0]) for f in result.findings] \
        == expected
    assert result.status == ("clean" if not expected else "findings")


@pytest.mark.parametrize(("ty", "packed"), [
    ("<2 x i16>", IntType(32)), ("<1 x i64>", IntType(64)), ("<8 x i8>", IntType(64)),
    ("<3 x i16>", IntType(48)), ("<4 x i32>", None), ("<8 x i1>", None),
    ("<2 x float>", None), ("<2 x ptr addrspace(3)>", None)])
def test_which_vectors_pack(ty: str, packed: IntType | None) -> None:
    text = (f"define void @f(ptr addrspace(1) %p, ptr addrspace(1) %q) {{\n"
            f"  %v = load {ty}, ptr addrspace(1) %p\n"
            f"  %e = extractelement {ty} %v, i64 0\n  ret void\n}}\n")
    (load,) = [op for op in read_llvm_text(text, "t.ll").function("f").ops()
               if isinstance(op, o.Load)]
    assert load.ty == (packed if packed is not None else load.ty)
    assert (load.dest == "v.bits") == (packed is not None)
    if packed is not None:  # the vector's store size: the same bytes
        assert load.size == packed.bits // 8


@pytest.mark.parametrize(("k", "expected"), [
    (0, []),
    (1, [("undef-read", 109, "a value that may be undef is stored to global memory, "
          "which outlives the kernel (lane 0 of wave 0, and 1 more lane instance(s)): the "
          "load at line 106 reads half[2], which no write precedes")])])
def test_undefined_bytes_of_a_loaded_vector_stay_per_element(k: int,
                                                              expected: list[object]) -> None:
    """Only the low i16 of the word was written: element 0 is defined, element 1 is
    undefined — as before the load was read as one integer."""
    result = amdsync.check(SCALAR, target="gfx942", kernel="half_written", workgroup_size=2,
                           args={"k": k})
    assert [(f.kind, f.loc.line, f.message.split(", so it")[0]) for f in result.findings] \
        == expected


def test_a_stored_vector_that_only_carries_data_stays_whole() -> None:
    """A loop-carried vector (a phi) and a float vector's bits are stored as they are:
    one store of the vector, no element registers."""
    text = """define void @f(ptr addrspace(1) %p, <2 x i16> %init, <2 x half> %h, i1 %c) {
entry:
  br label %loop
loop:
  %v = phi <2 x i16> [ %init, %entry ], [ %v, %loop ]
  br i1 %c, label %loop, label %done
done:
  store <2 x i16> %v, ptr addrspace(1) %p
  %b = bitcast <2 x half> %h to <2 x i16>
  store <2 x i16> %b, ptr addrspace(1) %p
  ret void
}
"""
    ops = list(read_llvm_text(text, "t.ll").function("f").ops())
    assert [op.ty for op in ops if isinstance(op, o.Store)] == [VecType(2, IntType(16))] * 2
    assert not any(".el" in (getattr(op, "dest", None) or "") for op in ops)


def test_a_volatile_load_named_like_a_packed_one_elsewhere_stays_whole() -> None:
    text = """define void @g(ptr addrspace(1) %p) {
  %v = load <2 x i16>, ptr addrspace(1) %p
  %e = extractelement <2 x i16> %v, i64 0
  ret void
}
define void @f(ptr addrspace(1) %p) {
  call void @g(ptr addrspace(1) %p)
  %v = load volatile <2 x i16>, ptr addrspace(1) %p
  %e = extractelement <2 x i16> %v, i64 1
  ret void
}
"""
    program = read_llvm_text(text, "t.ll")
    loads = {name: [(op.dest, op.ty) for op in program.function(name).ops()
                    if isinstance(op, o.Load)] for name in ("f", "g")}
    assert loads == {"g": [("v.bits", IntType(32))], "f": [("v", VecType(2, IntType(16)))]}
    (element,) = [op for op in program.function("f").ops() if getattr(op, "dest", "") == "e"]
    assert isinstance(element, o.Cast) and element.value == o.Reg("v.el1")
    (el1,) = [op for op in program.function("f").ops() if getattr(op, "dest", "") == "v.el1"]
    assert isinstance(el1, o.Opaque) and el1.name == "extractelement"


@pytest.mark.parametrize("half", [0, 1])
def test_a_stored_vector_with_a_poison_element(half: int) -> None:
    result = amdsync.check(SCALAR, target="gfx942", kernel="poison_half", workgroup_size=2,
                           args={"x": 5, "half": half})
    assert (result.status, result.findings) == ("clean", [])
    program = read_llvm_file(SCALAR, frozenset(), "poison_half")
    stores = [op for op in program.function("poison_half").ops() if isinstance(op, o.Store)]
    assert [(op.ty, op.size) for op in stores] == [(IntType(64), 8), (IntType(32), 4)]
