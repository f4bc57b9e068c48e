"""Decimal float constants that are not exact in their type (Triton prints
``splat (float 4.471500e-02)``): read as the nearest value of the type, rounding the
exact decimal to nearest, ties to even (docs/llvm-reader.md, "Mapping")."""

from __future__ import annotations

import struct
from fractions import Fraction

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from amdsync.formats.llvm import read_llvm_text
from amdsync.formats.llvm.floatlit import nearest_bits, to_llvm22
from amdsync.program import ops as o

KERNEL = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %g) {
  %a = fmul float %x, 0.1
  %b = fmul <2 x float> %y, splat (float 4.471500e-02)
  %c = fadd double 0.1, 1.0
  %d = fadd half 0.1, 1.0
  %e = fadd bfloat 0.1, 1.0
  store float %a, ptr addrspace(1) %g ; "float 0.1" in a string stays
  ret void
}
""".replace("%x", "1.5").replace("%y", "<float 0.5, float 1.000000e-01>")


def _f32(value: float) -> float:
    return float(np.float32(value))


def _args(name: str) -> tuple[o.Operand, ...]:
    program = read_llvm_text(KERNEL, "t.ll")
    op = next(op for op in program.function("k").ops()
              if isinstance(op, o.Opaque) and op.dest == name)
    return op.args


def test_decimal_constants_read_as_the_nearest_value_of_their_type() -> None:
    assert _args("a")[1] == o.FloatConst(_f32(0.1), o.FloatConst(0.0, _args("a")[1].ty).ty)
    assert _args("c")[0] == o.FloatConst(0.1, _args("c")[0].ty)  # double: exact decimal→double
    assert isinstance(_args("d")[0], o.FloatConst)
    assert _args("d")[0].value == float(np.float16(0.1))
    e = _args("e")[0]
    assert isinstance(e, o.FloatConst)
    assert e.value == struct.unpack("<f", struct.pack("<I", 0x3DCD << 16))[0]  # 0.1 in bf16


def test_a_splat_of_a_decimal_float_is_read() -> None:
    splat = _args("b")[1]  # a two-float vector: its bit pattern
    assert isinstance(splat, o.Const)
    bits = struct.unpack("<I", struct.pack("<f", _f32(4.4715e-2)))[0]
    assert splat.value == bits | bits << 32


def test_lines_keep_their_count_and_exact_decimals_are_left_alone() -> None:
    text = "  %a = fadd float 0.5, 1.25e+00\n  ; float 0.1 in a comment\n"
    assert to_llvm22(text, "t.ll") == text
    rewritten = to_llvm22(KERNEL, "t.ll")
    assert rewritten.count("\n") == KERNEL.count("\n")
    assert '"float 0.1" in a string stays' in rewritten


def _reference(decimal: str, bits_type: type, float_type: type) -> int:
    """Nearest float32/float16 by comparing the exact decimal with the neighbours of
    numpy's (double-rounded) conversion; ties to the even significand. Infinity counts
    as 2**(emax + 1), the first value past the format (IEEE 754 rounding to nearest)."""
    exact = Fraction(decimal)
    with np.errstate(over="ignore"):
        first = float_type(float(exact))
    with np.errstate(over="ignore"):
        candidates = [np.nextafter(first, float_type(-np.inf)), first,
                      np.nextafter(first, float_type(np.inf))]

    def key(c: np.floating) -> tuple[Fraction, int]:
        if not np.isfinite(c):
            top = Fraction(2) ** (128 if float_type is np.float32 else 16)
            return (abs((top if c > 0 else -top) - exact), 0)
        return (abs(Fraction(float(c)) - exact), int(c.view(bits_type)) & 1)

    best = min(candidates, key=key)
    return int(best.view(bits_type))


@given(st.integers(-10**12, 10**12), st.integers(-50, 30))
def test_nearest_float_matches_a_reference(mantissa: int, exponent: int) -> None:
    decimal = f"{mantissa}.0e{exponent}" if mantissa else "0.0"
    assert nearest_bits(decimal, "float") == _reference(decimal, np.uint32, np.float32) or (
        mantissa == 0)


@given(st.integers(-10**6, 10**6), st.integers(-12, 4))
def test_nearest_half_matches_a_reference(mantissa: int, exponent: int) -> None:
    decimal = f"{mantissa}.0e{exponent}"
    if mantissa == 0:
        return
    assert nearest_bits(decimal, "half") == _reference(decimal, np.uint16, np.float16)


@given(st.floats(width=32, allow_nan=False, allow_infinity=False))
def test_a_float_printed_in_decimal_reads_back_exactly(value: float) -> None:
    text = np.format_float_scientific(np.float32(value), unique=True)
    bits = int(np.float32(value).view(np.uint32))
    assert nearest_bits(text, "float") == bits


def test_out_of_range_decimals_round_to_infinity_or_zero() -> None:
    inf, zero = 0x7F800000, 0
    assert nearest_bits("3.5e38", "float") == inf
    assert nearest_bits("-1.0e-50", "float") == 1 << 31  # negative zero
    assert nearest_bits("65520.0", "half") == 0x7C00  # the halfway point rounds to even: inf
    assert nearest_bits("65519.0", "half") == 0x7BFF
    assert nearest_bits("1.0e-8", "half") == zero
    text = "  %a = fadd float 1.0e999999999, 1.0\n"
    assert to_llvm22(text, "t.ll") == text  # left to LLVM (no huge rational)
