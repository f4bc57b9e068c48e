"""Every stage that builds program IR produces well-formed IR (program/verify.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from amdsync.diagnostics import Loc
from amdsync.formats.llvm import read_llvm_file
from amdsync.program import ops as o
from amdsync.program.builder import ProgramBuilder, ptr
from amdsync.program.module import Block, Function, Param, Program
from amdsync.program.types import I32, VOID
from amdsync.program.verify import MalformedProgram, program_problems, verify_program

ROOT = Path(__file__).resolve().parents[2]
LL_FILES = sorted([*ROOT.glob("quality/**/*.ll"), *ROOT.glob("tests/golden/llvm/*.ll"),
                   *ROOT.glob("tests/spec_examples/*.ll"), *ROOT.glob("examples/**/*.ll")])
L = Loc("t.ll", 1, 1)


@pytest.mark.parametrize("path", LL_FILES, ids=[p.name for p in LL_FILES])
def test_the_reader_produces_well_formed_programs(path: Path) -> None:
    verify_program(read_llvm_file(str(path), every_function=True))


def test_the_builder_produces_well_formed_programs() -> None:
    pb = ProgramBuilder("b")
    lds = pb.lds("l", 1024)
    with pb.function("f", x=I32) as f:
        f.store(lds + f.arg("x") * 4, 1)
    with pb.kernel("k", g=ptr(1)) as k:
        with k.loop(0, 4) as i, k.if_(i.lt(2)):
            k.call("f", i)
        k.barrier()
    verify_program(pb.build())


def _program(blocks: tuple[Block, ...], params: tuple[str, ...] = ()) -> Program:
    function = Function("k", tuple(Param(p, I32) for p in params), VOID, blocks, True, L)
    return Program((function,), (), "k", "t.ll")


def test_malformed_programs_are_rejected_with_every_problem() -> None:
    bad = _program((
        Block("entry", (
            o.BinOp("x", o.BinOpKind.ADD, o.Reg("nope"), o.Const(1, I32), I32, L),
            o.BinOp("x", o.BinOpKind.ADD, o.Reg("x"), o.Const(1, I32), I32, L),
            o.Phi("p", I32, (("elsewhere", o.Const(0, I32)),), L),
            o.Call(None, "missing", (), VOID, L),
        ), o.Br("nowhere", L), L),
    ))
    problems = program_problems(bad)
    assert problems == [
        "@k: %x defined twice",
        "@k: entry: phi %p after other operations",
        "@k: entry: phi %p names elsewhere, not a predecessor",
        "@k: call to undefined @missing",
        "@k: entry: branch to unknown block nowhere",
        "@k: entry: use of undefined %nope",
    ]
    with pytest.raises(MalformedProgram):
        verify_program(bad)
