"""Intrinsics the reader reads but the model lacks (docs/llvm-reader.md, "Reached
only"): the GWS semaphores (`llvm.amdgcn.ds.gws.sema.*`) stop a check only when a wave
reaches them. The GWS barrier itself is modelled (tests/explore/gws): grid_group::sync()
is decided."""

from __future__ import annotations

from pathlib import Path

import pytest

import amdsync
from amdsync.explore.machine import stepping
from amdsync.formats.llvm import intrinsics, read_llvm_file, read_llvm_text
from amdsync.program import ops as o

HERE = Path(__file__).resolve().parent
GWS = HERE / "reached_only" / "gws.ll"


def test_the_reader_and_the_explorer_agree_on_the_flag() -> None:
    assert intrinsics.UNMODELLED == stepping.UNMODELLED == "unmodelled"


@pytest.mark.parametrize("name", ["ds.gws.sema.br", "ds.gws.sema.p"])
def test_gws_semaphores_read_as_flagged_opaques(name: str) -> None:
    text = ('target triple = "amdgcn-amd-amdhsa"\n'
            f"define amdgpu_kernel void @k(i32 %n) {{\n"
            f"  call void @llvm.amdgcn.{name}(i32 %n, i32 0)\n  ret void\n}}\n")
    (op,) = read_llvm_text(text, "t.ll").function("k").ops()
    assert isinstance(op, o.Opaque)
    assert op == o.Opaque(None, f"llvm.amdgcn.{name}", (o.Reg("n"), o.Const(0, op.args[1].ty)),
                          op.ty, op.loc, ("unmodelled",))
    assert (op.loc.line, op.loc.col) == (3, 3)


def test_a_gws_semaphore_on_a_path_not_taken_is_decided() -> None:
    result = amdsync.check(GWS, target="gfx942", workgroup_size=64, args={"grid": 0})
    assert result.status == "clean", result.incomplete_reason
    assert result.findings == []


def test_reaching_a_gws_semaphore_ends_incomplete_at_its_line() -> None:
    result = amdsync.check(GWS, target="gfx942", workgroup_size=64, args={"grid": 1})
    assert result.findings == []
    assert result.incomplete_reason == ("llvm.amdgcn.ds.gws.sema.v is reached, and it is "
                                        "not modelled")
    assert result.incomplete_loc is not None
    assert (result.incomplete_loc.line, result.incomplete_loc.col) == (14, 3)


def test_grid_group_sync_is_decided() -> None:
    """grid_group::sync() (clang's IR of HIP's cooperative groups): thread 0 of each
    workgroup runs the GWS barrier. The device library puts no acquire fence after it,
    so `out[rank + 1] += 1` after the sync races with work-item rank + 1's
    `out[rank] = 1` before it (docs/semantics/barriers.md, "Global wave sync barriers")."""
    path = HERE / "hip" / "cooperative_groups.gfx90a.ll"
    program = read_llvm_file(path, frozenset(), "gridk")
    result = amdsync.check(program, target="gfx90a", workgroup_size=64, workgroups=2)
    assert result.status == "findings"
    assert {(f.kind, f.loc.line) for f in result.findings} == {("race", 303)}
