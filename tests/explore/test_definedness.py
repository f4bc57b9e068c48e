"""Definedness tracking (docs/semantics/model.md, "Undefined values and their uses").

- Propagation rules against brute force: a result byte the rules call defined must not
  change whatever the undefined input bytes hold (Hypothesis, exact integer semantics).
- Reads found racy only by a later write (replayed executions) give the same verdict as
  the same race met the other way round (read after write).
- ``--sweep`` and ``--arg`` ranges: per-shape verdicts and honest coverage.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from amdsync.cli.main import main
from amdsync.diagnostics import Loc
from amdsync.explore.memory.definedness import binop_bytes, cast_bytes
from amdsync.program import ops as o
from amdsync.program.types import IntType

HERE = Path(__file__).resolve().parent / "definedness"
LOC = Loc("t.ll", 1, 1)
MASK64 = (1 << 64) - 1

_OPS = {
    o.BinOpKind.ADD: lambda a, b: a + b, o.BinOpKind.SUB: lambda a, b: a - b,
    o.BinOpKind.MUL: lambda a, b: a * b, o.BinOpKind.AND: lambda a, b: a & b,
    o.BinOpKind.OR: lambda a, b: a | b, o.BinOpKind.XOR: lambda a, b: a ^ b,
}


def _bytes_mask(undef: int, width: int) -> int:
    return sum(0xFF << (8 * i) for i in range(width) if undef >> i & 1)


@settings(max_examples=400, deadline=None)
@given(st.sampled_from(sorted(_OPS)), st.sampled_from([1, 2, 4, 8]),
       st.integers(0, MASK64), st.integers(0, MASK64), st.integers(0, 255),
       st.integers(0, 255), st.booleans(), st.integers(0, MASK64), st.integers(0, MASK64))
def test_binop_defined_bytes_do_not_depend_on_undefined_ones(
        kind: o.BinOpKind, width: int, a: int, b: int, ua: int, ub: int, const_rhs: bool,
        noise_a: int, noise_b: int) -> None:
    bits = 8 * width
    full = (1 << bits) - 1
    ua &= (1 << width) - 1
    ub = 0 if const_rhs else ub & ((1 << width) - 1)
    a &= full
    b &= full
    rhs: o.Operand = o.Const(b, IntType(bits)) if const_rhs else o.Reg("b")
    op = o.BinOp("r", kind, o.Reg("a"), rhs, IntType(bits), LOC)
    undef = int(binop_bytes(op, np.array([ua], dtype=np.int64),
                            np.array([ub], dtype=np.int64), width)[0])
    defined = full & ~_bytes_mask(undef, width)
    # Change every undefined input byte: defined result bytes must stay.
    a2 = (a & ~_bytes_mask(ua, width)) | (noise_a & _bytes_mask(ua, width))
    b2 = (b & ~_bytes_mask(ub, width)) | (noise_b & _bytes_mask(ub, width))
    assert (_OPS[kind](a, b) & defined) == (_OPS[kind](a2, b2) & defined)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(["shl", "lshr", "ashr"]), st.sampled_from([2, 4, 8]),
       st.integers(0, MASK64), st.integers(0, 255), st.integers(0, 63),
       st.integers(0, MASK64))
def test_constant_shift_moves_undefined_bytes(kind: str, width: int, a: int, ua: int,
                                              shift: int, noise: int) -> None:
    bits = 8 * width
    full = (1 << bits) - 1
    shift %= bits
    ua &= (1 << width) - 1
    a &= full

    def run(x: int) -> int:
        if kind == "shl":
            return (x << shift) & full
        if kind == "lshr":
            return x >> shift
        signed = x - (1 << bits) if x >> (bits - 1) else x
        return (signed >> shift) & full

    op = o.BinOp("r", o.BinOpKind(kind), o.Reg("a"), o.Const(shift, IntType(bits)),
                 IntType(bits), LOC)
    undef = int(binop_bytes(op, np.array([ua], dtype=np.int64),
                            np.array([0], dtype=np.int64), width)[0])
    defined = full & ~_bytes_mask(undef, width)
    a2 = (a & ~_bytes_mask(ua, width)) | (noise & _bytes_mask(ua, width))
    assert run(a) & defined == run(a2) & defined


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(["trunc", "zext", "sext"]), st.integers(0, MASK64),
       st.integers(0, 255), st.integers(0, MASK64))
def test_casts_keep_the_bytes_they_keep(kind: str, a: int, ua: int, noise: int) -> None:
    src, dst = (8, 4) if kind == "trunc" else (4, 8)
    a &= (1 << (8 * src)) - 1
    ua &= (1 << src) - 1

    def run(x: int) -> int:
        if kind == "trunc":
            return x & 0xFFFFFFFF
        if kind == "zext":
            return x
        return (x - (1 << 32) if x >> 31 else x) & MASK64

    op = o.Cast("r", o.CastKind(kind), o.Reg("a"), IntType(8 * dst), LOC, IntType(8 * src))
    result = cast_bytes(op, np.array([ua], dtype=np.int64))
    assert result is not None
    defined = ((1 << (8 * dst)) - 1) & ~_bytes_mask(int(result[0]), dst)
    a2 = (a & ~_bytes_mask(ua, src)) | (noise & _bytes_mask(ua, src))
    assert run(a) & defined == run(a2) & defined


def test_freeze_makes_a_value_defined() -> None:
    op = o.Cast("r", o.CastKind.FREEZE, o.Reg("a"), IntType(32), LOC, IntType(32))
    assert cast_bytes(op, np.array([0xF], dtype=np.int64)) is None


def _check(capsys: pytest.CaptureFixture[str], path: Path, *args: str) -> tuple[int, dict]:
    code = main(["check", str(path), "--json", *args])
    return code, json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("reader_first", [True, False])
@pytest.mark.parametrize("use", [1, 0])
def test_a_racy_read_is_judged_alike_whichever_access_runs_first(
        reader_first: bool, use: int, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    # Wave 0 runs first: with `ult` it is the reader (the race is found only when the
    # write runs, and the execution is replayed), with `uge` the writer.
    text = (HERE / "late_racy_read.ll").read_text().replace(
        "READER", "ult" if reader_first else "uge")
    kernel = tmp_path / "k.ll"
    kernel.write_text(text)
    code, report = _check(capsys, kernel, "--workgroup-size", "128", "--arg", f"use={use}")
    if not use:  # the select discards the value: harmless
        assert (code, report["status"], report["findings"]) == (0, "clean", [])
        return
    [finding] = report["findings"]
    assert (code, finding["kind"], finding["line"], finding["origin"]["line"]) == (
        1, "race", 17, 13)
    assert finding["instances"] == 64


def test_strict_reads_reports_the_racy_read_itself(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    kernel = tmp_path / "k.ll"
    kernel.write_text((HERE / "late_racy_read.ll").read_text().replace("READER", "ult"))
    code, report = _check(capsys, kernel, "--workgroup-size", "128", "--arg", "use=0",
                          "--strict-reads")
    assert code == 1
    assert {(f["kind"], f["line"]) for f in report["findings"]} == {("race", 20)}


def test_arg_range_gives_a_verdict_per_shape(capsys: pytest.CaptureFixture[str]) -> None:
    kernel = Path(__file__).resolve().parents[2] / "quality" / "undef_uses" / (
        "speculated_lds_select.ll")
    code, report = _check(capsys, kernel, "--workgroup-size", "64", "--arg", "k=-1:1")
    assert code == 1 and report["status"] == "findings"
    assert [(s["args"], s["status"]) for s in report["shapes"]] == [
        ({"k": -1}, "clean"), ({"k": 0}, "clean"), ({"k": 1}, "findings")]
    assert report["coverage"] == [{"name": "k", "values": [-1, 0, 1], "exhaustive": True,
                                   "range": None, "parametric": False}]


def test_sweep_covers_a_small_range_exactly(capsys: pytest.CaptureFixture[str]) -> None:
    kernel = Path(__file__).resolve().parents[2] / "quality" / "undef_uses" / (
        "speculated_lds_select.ll")
    code, report = _check(capsys, kernel, "--workgroup-size", "64", "--sweep", "k=-3:0")
    assert (code, report["status"]) == (0, "clean")
    assert report["coverage"][0]["values"] == "-3..0"
    assert report["coverage"][0]["exhaustive"] is True
    assert report["coverage"][0]["parametric"] is True
    [shape] = report["shapes"]
    assert [(c["values"], c["status"]) for c in shape["classes"]] == [("-3..0", "clean")]


def test_a_sampled_sweep_is_not_a_proof(capsys: pytest.CaptureFixture[str]) -> None:
    kernel = Path(__file__).resolve().parents[2] / "quality" / "undef_uses" / (
        "speculated_lds_select.ll")
    # More values than one parametric exploration carries: a sample.
    code, report = _check(capsys, kernel, "--workgroup-size", "64", "--sweep",
                          "k=-100000:0", "--max-shapes", "6")
    assert (code, report["status"]) == (3, "incomplete")
    coverage = report["coverage"][0]
    assert coverage["exhaustive"] is False and len(coverage["values"]) == 6
    assert {-100000, -99999, -1, 0} <= set(coverage["values"])


@pytest.mark.parametrize("args, message", [
    (["--arg", "k=3:1"], "--arg k: '3:1' is an empty range"),
    (["--sweep", "k=1"], "--sweep takes NAME=LO:HI[:STEP], got 'k=1'"),
    (["--arg", "k=0:99999"], "100000 launch shapes asked for (at most 4096"),
])
def test_bad_ranges_name_the_option(args: list[str], message: str,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    kernel = Path(__file__).resolve().parents[2] / "quality" / "undef_uses" / (
        "speculated_lds_select.ll")
    code = main(["check", str(kernel), "--workgroup-size", "64", *args])
    err = capsys.readouterr().err
    assert code == 2 and message in err and "Traceback" not in err
