"""HIP's vector types passed by value have lanes (issue 41; docs/semantics/every-input.md,
"Struct arguments", "Vectors: lanes by HIP's names"): a kernel taking `uint2 dims`
takes `--arg dims.x=…`, `--arg dims.y=…` and `--assume` over them; a lane the vector
lacks is a located usage error (exit 2)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import amdsync
from amdsync.api import load_kernel
from amdsync.cli.main import main
from amdsync.program.types import FloatType, IntType, PtrType, StructType, VecType
from amdsync.program.verify import verify_program

HERE = Path(__file__).parent
HIP = HERE / "tile_dims.hip"
IR = HERE / "vector_byref.ll"
LAUNCH = ["--target", "gfx942", "--workgroup-size", "4,4"]
SQUARE = ["--arg", "dims.x=4", "--arg", "dims.y=4"]
# Row indices that strictly increase and stay small (no row offset wraps around).
INCREASING = "forall i in 0..3: 0 <= rows[i] < rows[i+1] < 1024"


def _hip(kernel: str, capsys: pytest.CaptureFixture[str], *options: str
         ) -> tuple[int, dict[str, object]]:
    code = main(["hip", f"{HIP}:{kernel}", *LAUNCH, *options, "--json"])
    return code, json.loads(capsys.readouterr().out)


def _error(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    code = main(argv)
    return code, next(line for line in capsys.readouterr().err.splitlines()
                      if "error[" in line)


# ------------------------------------------------------------------ HIP, compiled by clang

def test_a_uint2_tile_is_clean_given_its_lanes(capsys: pytest.CaptureFixture[str]) -> None:
    code, report = _hip("tile_copy", capsys, *SQUARE)
    assert (code, report["status"], report["findings"]) == (0, "clean", [])


def test_the_height_as_row_stride_races_on_a_wide_tile(
        capsys: pytest.CaptureFixture[str]) -> None:
    """4 columns, 2 rows, rows 2 apart: (2, 0) and (0, 1) both write out[2]."""
    code, report = _hip("tile_copy_by_height", capsys, "--arg", "dims.x=4",
                        "--arg", "dims.y=2")
    assert (code, report["status"]) == (1, "findings")
    findings = report["findings"]
    assert isinstance(findings, list)
    assert [(f["kind"], f["loc"]["source_line"]) for f in findings] == [("race", 14)]
    assert findings[0]["message"].startswith(
        "store of out[8] by lane 4 of wave 0 races with the store at line 14 of ")
    # A square tile: the two strides agree.
    code, report = _hip("tile_copy_by_height", capsys, *SQUARE)
    assert (code, report["status"]) == (0, "clean")
    # Every height from 1 to 4 (a sweep over one lane): the first that races is 2.
    code, report = _hip("tile_copy_by_height", capsys, "--arg", "dims.x=4",
                        "--sweep", "dims.y=1:4")
    assert code == 1
    coverage = report["coverage"]
    assert isinstance(coverage, list) and coverage[0]["name"] == "dims.y"
    shapes = report["shapes"]
    assert isinstance(shapes, list)
    assert [f["message"].partition(" races ")[0] for f in shapes[0]["findings"]] == [
        "[dims.y=2] store of out[8] by lane 4 of wave 0"]


def test_assumptions_over_a_lane_and_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    """Rows from a table: clean for every table whose rows increase (the assumption
    decides it, beside one over a lane, both listed in the verdict's scope); without
    it, a race with a witness table the concrete run confirms."""
    code, report = _hip("scatter_rows", capsys, *SQUARE, "--assume", INCREASING,
                        "--assume", "dims.x == 4")
    assert (code, report["status"], report["findings"]) == (0, "clean", [])
    scope = report["scope"]
    assert isinstance(scope, dict)
    assert (scope["inputs"], scope["assumptions"]) == ("every", [
        "the store at line 92 (tile_dims.hip:22) writes within buffer out",
        f"--assume {INCREASING}", "--assume dims.x == 4"])
    code, report = _hip("scatter_rows", capsys, *SQUARE)
    assert (code, report["status"]) == (1, "findings")
    findings = report["findings"]
    assert isinstance(findings, list)
    assert [(f["kind"], f["loc"]["source_line"]) for f in findings] == [("race", 22)]
    assert findings[0]["witness"] == ("rows[0..3] (i32) = 0 (--input rows=zeros:4xi32)")


def test_a_lane_the_vector_lacks_is_a_located_usage_error(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, line = _error(["hip", f"{HIP}:tile_copy", *LAUNCH, "--arg", "dims.q=4",
                         "--arg", "dims.y=4"], capsys)
    assert code == 2
    assert line == (f"{HIP}.ll:15:1: error[usage]: --arg dims.q: the struct argument dims "
                    "has no field 'q': its fields are dims.x, dims.y")
    code, line = _error(["hip", f"{HIP}:tile_copy", *LAUNCH, *SQUARE,
                         "--assume", "dims.z > 0"], capsys)
    assert code == 2
    assert line == ("<--assume>:1:1: error[bad-assume]: --assume 'dims.z > 0': the struct "
                    "argument dims has no field 'z': its fields are dims.x, dims.y")


def test_a_uint2_inside_a_users_struct(capsys: pytest.CaptureFixture[str]) -> None:
    """The member's name from the debug information, then the lanes: t.size.x."""
    code, line = _error(["hip", f"{HIP}:fill_tile", *LAUNCH, "--arg", "t.size.q=1"],
                        capsys)
    assert code == 2
    assert line.endswith("error[usage]: --arg t.size.q: the struct argument t has no "
                         "field 'size.q': its fields are t.size.x, t.size.y, t.out")
    code, report = _hip("fill_tile", capsys, "--arg", "t.size.x=4", "--arg", "t.size.y=3")
    assert (code, report["status"], report["findings"]) == (0, "clean", [])


# ------------------------------------------------------------------ IR without debug names

def test_lanes_without_debug_names_and_a_load_of_both() -> None:
    """`%0` unnamed gives 0.x and 0.y; a `load <2 x i32>` of both is composed with x in
    the low bits: work-item t writes out[t * y + x], so x=1, y=0 races (both write
    out[1]) and x=0, y=1 does not (lanes swapped, it would be the other way round)."""
    program = load_kernel(IR, "both_lanes", source_name=str(IR))
    verify_program(program)
    assert [(p.name, p.ty, p.field_of) for p in program.kernel_function.params] == [
        ("out", PtrType(1), None), ("0.x", IntType(32), ("0", 1)),
        ("0.y", IntType(32), ("0", 1))]
    racy = amdsync.check(IR, kernel="both_lanes", workgroup_size=2, args={"0.x": 1, "0.y": 0})
    assert [f.message for f in racy.findings] == [
        "store of out[4] by lane 1 of wave 0 races with the store at line 23 by lane 0 of "
        "wave 0"]
    clean = amdsync.check(IR, kernel="both_lanes", workgroup_size=2, args={"0.x": 0, "0.y": 1})
    assert (clean.status, clean.findings) == ("clean", [])


def test_a_vector_read_whole_stays_one_field() -> None:
    program = load_kernel(IR, "whole_float4", source_name=str(IR))
    verify_program(program)
    assert [(p.name, p.ty) for p in program.kernel_function.params] == [
        ("out", PtrType(1)), ("0.0.0.0", VecType(4, FloatType("float")))]
    assert not any(isinstance(p.byref, StructType) for p in program.kernel_function.params)


def test_a_float_and_an_int_read_as_one_i64() -> None:
    """The float field's IEEE bits are the low half of the composed i64, the int the
    high half: with 1.0 the stride is 1 (distinct elements), with 2.0 it is 0 and both
    work-items write out[n] (element 2, byte 8)."""
    program = load_kernel(IR, "float_and_int", source_name=str(IR))
    verify_program(program)
    assert [(p.name, p.ty) for p in program.kernel_function.params] == [
        ("out", PtrType(1)), ("0.0", FloatType("float")), ("0.1", IntType(32))]
    one = amdsync.check(IR, kernel="float_and_int", workgroup_size=2,
                        args={"0.0": 1.0, "0.1": 2})
    assert (one.status, one.findings) == ("clean", [])
    two = amdsync.check(IR, kernel="float_and_int", workgroup_size=2,
                        args={"0.0": 2.0, "0.1": 2})
    assert [f.message for f in two.findings] == [
        "store of out[8] by lane 1 of wave 0 races with the store at line 56 by lane 0 of "
        "wave 0"]
