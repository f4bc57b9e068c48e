"""Intrinsics the reader reads but the model lacks (docs/llvm-reader.md, "Reached
only"): `llvm.amdgcn.ds.gws.barrier` and `ds.gws.init` stop a check only when a wave
reaches them, so cooperative groups' generic sync() on a path the launch never takes
no longer refuses the kernel."""

from __future__ import annotations

from pathlib import Path

import pytest

import amdsync
from amdsync.explore import stepping
from amdsync.formats.llvm import intrinsics, read_llvm_file, read_llvm_text
from amdsync.program import ops as o

HERE = Path(__file__).resolve().parent
GWS = HERE / "reached_only" / "gws.ll"


def test_the_reader_and_the_explorer_agree_on_the_flag() -> None:
    assert intrinsics.UNMODELLED == stepping.UNMODELLED == "unmodelled"


@pytest.mark.parametrize("name", ["ds.gws.barrier", "ds.gws.init"])
def test_gws_intrinsics_read_as_flagged_opaques(name: str) -> None:
    text = ('target triple = "amdgcn-amd-amdhsa"\n'
            f"define amdgpu_kernel void @k(i32 %n) {{\n"
            f"  call void @llvm.amdgcn.{name}(i32 %n, i32 0)\n  ret void\n}}\n")
    (op,) = read_llvm_text(text, "t.ll").function("k").ops()
    assert isinstance(op, o.Opaque)
    assert op == o.Opaque(None, f"llvm.amdgcn.{name}", (o.Reg("n"), o.Const(0, op.args[1].ty)),
                          op.ty, op.loc, ("unmodelled",))
    assert (op.loc.line, op.loc.col) == (3, 3)


def test_a_gws_barrier_on_a_path_not_taken_is_decided() -> None:
    result = amdsync.check(GWS, target="gfx942", workgroup_size=64, args={"grid": 0})
    assert result.status == "clean", result.incomplete_reason
    assert result.findings == []


def test_reaching_a_gws_barrier_ends_incomplete_at_its_line() -> None:
    result = amdsync.check(GWS, target="gfx942", workgroup_size=64, args={"grid": 1})
    assert result.findings == []
    assert result.incomplete_reason == ("llvm.amdgcn.ds.gws.barrier is reached, and it is "
                                        "not modelled")
    assert result.incomplete_loc is not None
    assert (result.incomplete_loc.line, result.incomplete_loc.col) == (14, 3)


def test_grid_group_sync_reaches_it() -> None:
    """grid_group::sync() (clang's IR of HIP's cooperative groups): thread 0 of each
    workgroup reaches the GWS barrier."""
    path = HERE / "hip" / "cooperative_groups.gfx90a.ll"
    program = read_llvm_file(path, frozenset(), "gridk")
    result = amdsync.check(program, target="gfx90a", workgroup_size=64, workgroups=2)
    assert result.status == "incomplete"
    assert result.incomplete_loc is not None and result.incomplete_loc.line == 293
