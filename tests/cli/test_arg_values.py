"""Every scalar argument type on the command line and in the API: integers within
their type, bools as true/false, float, double, half and bfloat as numbers, each encoded
for the explorer as the bits the hardware holds (api.encode_arg; docs/hip-opencl.md,
"Kernel arguments"); and the value matters: a bool decides whether the barrier runs."""

from __future__ import annotations

import json
import math
import struct
from pathlib import Path

import pytest

import amdsync
from amdsync.api import encode_arg
from amdsync.cli.main import main
from amdsync.diagnostics import AmdsyncError
from amdsync.program.types import FloatType, IntType, PtrType

KERNEL = """target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [128 x i32] undef, align 4

define amdgpu_kernel void @typed(ptr addrspace(1) %out, float %f, double %d, half %h,
                                 bfloat %b, i1 %flag, i8 %c, i16 %s, i32 %n, i64 %big) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr inbounds [128 x i32], ptr addrspace(3) @tile, i32 0, i32 %t
  store i32 %t, ptr addrspace(3) %slot, align 4
  br i1 %flag, label %skip, label %sync

sync:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %skip

skip:
  %next = add i32 %t, 1
  %wrapped = and i32 %next, 127
  %other = getelementptr inbounds [128 x i32], ptr addrspace(3) @tile, i32 0, i32 %wrapped
  %v = load i32, ptr addrspace(3) %other, align 4
  %dst = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %dst, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
"""
LAUNCH = ["--target", "gfx942", "--workgroup-size", "128", "--format", "json"]


@pytest.fixture
def typed(tmp_path: Path) -> Path:
    path = tmp_path / "typed.ll"
    path.write_text(KERNEL)
    return path


def _signed(raw: int, bits: int) -> int:
    return raw - (1 << bits) if raw >= 1 << (bits - 1) else raw


@pytest.mark.parametrize(("kind", "text", "raw"), [
    ("float", "0.01", struct.unpack("<I", struct.pack("<f", 0.01))[0]),
    ("float", "-1", 0xBF800000),
    ("float", "inf", 0x7F800000),
    ("float", "-inf", 0xFF800000),
    ("float", "nan", 0x7FC00000),
    ("float", "0x1p-3", 0x3E000000),
    ("float", "1e-50", 0),  # below the smallest denormal: rounds to +0
    ("double", "1e308", struct.unpack("<Q", struct.pack("<d", 1e308))[0]),
    ("double", "-0.0", 1 << 63),
    ("half", "65504", 0x7BFF),
    ("half", "-2", 0xC000),
    ("bfloat", "1", 0x3F80),
    ("bfloat", "-3.5", 0xC060),
    ("bfloat", "1.00390625", 0x3F80),  # halfway: ties to even
])
def test_floats_are_their_ieee_bits(kind: str, text: str, raw: int) -> None:
    bits = {"half": 16, "bfloat": 16, "float": 32, "double": 64}[kind]
    assert encode_arg("x", FloatType(kind), text) == _signed(raw, bits)


@pytest.mark.parametrize(("ty", "text", "value"), [
    (IntType(1), "true", 1), (IntType(1), "False", 0), (IntType(1), "1", 1),
    (IntType(8), "255", 255), (IntType(8), "-128", -128), (IntType(32), "0x40", 64),
    (IntType(32), "4294967295", 4294967295),
    (IntType(64), "18446744073709551615", -1),  # the same bits, read as signed
    (IntType(64), "-9223372036854775808", -(1 << 63)),
    (PtrType(3), "256", 256),
])
def test_integers_within_their_type(ty: IntType | PtrType, text: str, value: int) -> None:
    assert encode_arg("x", ty, text) == value


@pytest.mark.parametrize(("ty", "value", "message"), [
    (FloatType("float"), "1e308", "1e308 is past the largest float"),
    (FloatType("float"), "1e999", "1e999 is past the largest float"),
    (FloatType("half"), "65520", "65520 is past the largest half"),
    (FloatType("bfloat"), "3.4e38", "3.4e38 is past the largest bfloat"),
    (FloatType("double"), "1e309", "1e309 is past the largest double"),
    (FloatType("float"), "fast", "x is a float; give a number"),
    (FloatType("float"), True, "x is a float; give a number"),
    (FloatType("fp128"), "1", "amdsync takes values for float, double, half and bfloat"),
    (IntType(1), "2", "x is a bool (i1); give true or false"),
    (IntType(8), "256", "256 does not fit x, an i8 (-128 to 255)"),
    (IntType(8), "-129", "-129 does not fit x, an i8"),
    (IntType(32), "inf", "x is i32; give an integer"),
    (IntType(32), "nan", "x is i32; give an integer"),
    (IntType(32), "0.5", "x is i32; give an integer"),
    (IntType(64), str(1 << 64), "does not fit x, an i64"),
    (IntType(32), 1.5, "x is i32; give an integer"),
    (PtrType(3), "-1", "-1 does not fit x, a size in bytes (0 to 4294967295)"),
])
def test_a_value_its_type_cannot_hold(ty: IntType | FloatType | PtrType,
                                      value: str | float, message: str) -> None:
    with pytest.raises(AmdsyncError) as caught:
        encode_arg("x", ty, value)
    assert caught.value.code == "usage"
    assert message in caught.value.message


def test_a_bool_argument_decides_the_barrier(typed: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    """Every type given at once (each within its range); flag=true skips the barrier."""
    values = ["f=0.01", "d=1e308", "h=65504", "b=-3.5", "c=255", "s=-32768",
              "n=4294967295", "big=18446744073709551615"]
    argv = ["check", str(typed), *LAUNCH, *(w for v in values for w in ("--arg", v))]
    assert main([*argv, "--arg", "flag=false"]) == 0
    assert json.loads(capsys.readouterr().out)["status"] == "clean"
    assert main([*argv, "--arg", "flag=true"]) == 1
    assert json.loads(capsys.readouterr().out)["findings"][0]["kind"] == "race"
    assert main([*argv[:-2], "--arg", "flag=0,1"]) == 1  # both values, one shape each
    shapes = json.loads(capsys.readouterr().out)["shapes"]
    assert [s["status"] for s in shapes] == ["clean", "findings"]


@pytest.mark.parametrize(("arg", "message"), [
    ("flag=yes", "--arg flag=yes: flag is a bool (i1); give true or false"),
    ("f=1e308", "--arg f=1e308: 1e308 is past the largest float"),
    ("f=0:2", "--arg f=0:2: f is a float; a range steps through integers"),
    ("c=0:256", "--arg c=256: 256 does not fit c, an i8"),
    ("c=-1,300", "--arg c=300: 300 does not fit c"),
    ("big=0:18446744073709551615", "a range of a 64-bit argument cannot cross 2**63"),
    ("s=@n*99999999999999999999", "the scale 99999999999999999999 is past a 64-bit"),
    ("s=@c*300", "s would be 76500 when c=255, which does not fit s, an i16"),
    ("f=@n", "f is a float; only an integer argument follows another"),
])
def test_a_value_past_its_argument_names_it(typed: Path, arg: str, message: str,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["check", str(typed), *LAUNCH, "--arg", "flag=false", "--arg", "n=4",
                 "--arg", "c=255", "--arg", arg])
    err = capsys.readouterr().err
    assert code == 2, err
    assert err.startswith("<command line>: error[usage]: ") and message in err, err


def test_the_api_takes_floats_and_bools(typed: Path) -> None:
    assert amdsync.check(typed, target="gfx942", workgroup_size=128,
                         args={"flag": False, "f": 0.5, "h": -math.inf}).status == "clean"
    assert amdsync.check(typed, target="gfx942", workgroup_size=128,
                         args={"flag": True}).status == "findings"
    with pytest.raises(AmdsyncError, match=r"args f=1e\+308: 1e\+308 is past the largest "
                       "float"):
        amdsync.check(typed, target="gfx942", workgroup_size=128,
                      args={"flag": False, "f": 1e308})
    with pytest.raises(AmdsyncError, match=r"Bounds\.timeout must be seconds"):
        amdsync.check(typed, target="gfx942", workgroup_size=128, args={"flag": False},
                      bounds=amdsync.Bounds(timeout=1e308))


def test_a_huge_range_is_judged_by_its_ends(capsys: pytest.CaptureFixture[str]) -> None:
    """`--arg n=1:99999999` (campaign seed 41): the checks of the range looked at every
    value (`min` over a range is one C call, seconds long, that no time-bound signal
    interrupts: a `hip` run ended past its --timeout). Its ends are enough: the range
    is refused at once, as too many launch shapes."""
    import time  # noqa: PLC0415

    from amdsync.cli.arg_values import extremes  # noqa: PLC0415

    assert extremes(range(1, 10**15)) == (1, 10**15 - 1)
    assert extremes(range(10, 0, -3)) == (1, 10)
    assert extremes((5, 2, 9)) == (2, 9) and extremes(()) == ()
    example = Path(__file__).resolve().parents[2] / "examples" / "wait_off_by_one.ll"
    start = time.monotonic()
    code = main(["check", str(example), "--workgroup-size", "64",
                 "--arg", "n=1:99999999"])
    elapsed = time.monotonic() - start
    err = capsys.readouterr().err
    assert code == 2 and "99999999 launch shapes asked for (at most 4096;" in err, err
    assert elapsed < 2.0, f"{elapsed:.2f} s"
