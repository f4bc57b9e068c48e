"""A GWS barrier read from LLVM IR lowers back to ``llvm.amdgcn.ds.gws.barrier`` and
``ds.gws.init`` (lower/emit.py), which a real LLVM compiles to ``ds_gws_barrier`` on
GFX9; targets without global wave sync (GFX6, GFX12) refuse it, located."""

from __future__ import annotations

import pytest

from amdsync.diagnostics import AmdsyncError
from amdsync.formats.llvm import read_llvm_text
from amdsync.lower.emit import lower_program
from amdsync.lower.llvm_driver import CompileJob, compile_modules, llvm_available
from amdsync.program import ops as o
from amdsync.program.printer import print_program
from amdsync.targets import parse_target

IR = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(i32 %n) {
  call void @llvm.amdgcn.ds.gws.init(i32 %n, i32 3)
  call void @llvm.amdgcn.ds.gws.barrier(i32 %n, i32 3)
  ret void
}
declare void @llvm.amdgcn.ds.gws.init(i32, i32)
declare void @llvm.amdgcn.ds.gws.barrier(i32, i32)
"""


def test_read_as_an_init_and_an_arrive_then_wait_on_the_resource() -> None:
    program = read_llvm_text(IR, "gws.ll")
    ops = list(program.functions[0].ops())
    assert [type(op) for op in ops] == [o.BarrierInit, o.BarrierArrive, o.BarrierWait]
    assert {op.barrier for op in ops} == {o.GwsResource(3)}  # type: ignore[union-attr]
    assert "gws(3)" in print_program(program)


def test_lowered_back_to_the_intrinsics() -> None:
    text = lower_program(read_llvm_text(IR, "gws.ll"), parse_target("gfx942")).text
    assert "call void @llvm.amdgcn.ds.gws.init(i32 %n, i32 3)" in text
    assert "call void @llvm.amdgcn.ds.gws.barrier(i32 %n, i32 3)" in text


@pytest.mark.skipif(not llvm_available(), reason="needs triton==3.9.0 (its LLVM)")
def test_a_real_llvm_compiles_the_lowered_barrier() -> None:
    text = lower_program(read_llvm_text(IR, "gws.ll"), parse_target("gfx942")).text
    [result] = compile_modules([CompileJob(text, "gfx942")])
    assert result.ok, result.error[:500]
    assert "ds_gws_init" in result.asm and "ds_gws_barrier" in result.asm


@pytest.mark.parametrize("target", ["gfx1200", "gfx601"])
def test_targets_without_global_wave_sync_refuse_it(target: str) -> None:
    with pytest.raises(AmdsyncError) as error:
        lower_program(read_llvm_text(IR, "gws.ll"), parse_target(target))
    assert "global wave sync" in error.value.message
    assert error.value.loc is not None and error.value.loc.line == 3


def test_a_resource_id_out_of_range_is_a_located_error() -> None:
    with pytest.raises(AmdsyncError) as error:
        read_llvm_text(IR.replace("i32 3)\n  ret", "i32 64)\n  ret"), "gws.ll")
    assert error.value.code == "bad-intrinsic"
    assert "GWS resource 64 is out of range (0..63)" in error.value.message
    assert error.value.loc is not None and error.value.loc.line == 4
