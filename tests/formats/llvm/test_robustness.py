"""No input makes the reader crash: every failure is a located AmdsyncError.

The inputs are the golden kernels, damaged by Hypothesis: deleted or duplicated
spans, inserted tokens, changed integer literals and swapped intrinsic names.
"""

from __future__ import annotations

import re
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from amdsync.diagnostics import AmdsyncError
from amdsync.formats.llvm import read_llvm_text
from amdsync.formats.llvm.intrinsics import AMDGCN

GOLDEN = Path(__file__).resolve().parents[2] / "golden" / "llvm"
SOURCES = [p.read_text() for p in sorted(GOLDEN.glob("*.ll"))]
TOKENS = ["%x", "@lds", "i32", "ptr", "addrspace(3)", ",", "(", ")", "[", "]", "{", "}", "!0",
          "!dbg", 'syncscope("agent")', "acquire", "label", "0", "-1", "\n", "call", "store",
          "getelementptr", "!{", '"', ";", "=", "<4 x i32>", "poison", "zeroinitializer",
          "null", "metadata", '!"none"', "true", "i16 %n", "#dbg_value(", "}\n"]
NAMES = [*sorted("llvm.amdgcn." + name for name in AMDGCN),
         "llvm.smin.i32", "llvm.memcpy.p1.p1.i64", "llvm.expect.i1", "llvm.fma.f32"]
INTS = re.compile(r"(?<=[ (])-?\d+\b")
CALLEES = re.compile(r"@(llvm\.[\w.]+)")


@st.composite
def damaged(draw: st.DrawFn) -> str:
    text = draw(st.sampled_from(SOURCES))
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(["delete", "insert", "copy", "int", "callee"]))
        at = draw(st.integers(0, len(text) - 1))
        if kind == "delete":
            text = text[:at] + text[at + draw(st.integers(1, 30)):]
        elif kind == "insert":
            text = text[:at] + draw(st.sampled_from(TOKENS)) + text[at:]
        elif kind == "copy":
            src = draw(st.integers(0, len(text) - 1))
            text = text[:at] + text[src:src + draw(st.integers(1, 60))] + text[at:]
        elif kind == "int" and (ints := list(INTS.finditer(text))):
            match = ints[draw(st.integers(0, len(ints) - 1))]
            value = draw(st.sampled_from([0, 1, -1, 3, 4, 12, 16, 65536, 2**31, -(2**31)]))
            text = text[:match.start()] + str(value) + text[match.end():]
        elif kind == "callee" and (calls := list(CALLEES.finditer(text))):
            match = calls[draw(st.integers(0, len(calls) - 1))]
            text = text[:match.start(1)] + draw(st.sampled_from(NAMES)) + text[match.end(1):]
    return text


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(damaged())
def test_damaged_input_gives_a_located_error_or_a_program(text: str) -> None:
    try:
        program = read_llvm_text(text, "f.ll")
    except AmdsyncError as error:
        assert error.loc is not None
        assert error.loc.file == "f.ll"
        assert error.code and error.message
        return
    assert program.has_function(program.kernel)


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=200))
def test_arbitrary_text(text: str) -> None:
    try:
        read_llvm_text(text, "f.ll")
    except AmdsyncError as error:
        assert error.loc is not None and error.loc.file == "f.ll"


def test_reading_twice_gives_the_same_program() -> None:
    # Named struct types must not be renamed by a second parse (fresh LLVM context).
    text = (GOLDEN / "constexpr.ll").read_text()
    assert read_llvm_text(text, "a.ll") == read_llvm_text(text, "a.ll")
