# ruff: noqa: E501  (IR lines are kept whole)
"""``llvm.amdgcn.s.waitcnt`` in ``check`` (docs/semantics/hardware-waits.md): a vmcnt wait completes
the asynchronous LDS DMA copies it covers, in issue order; the synchronous copies and
ordinary loads and stores are the compiler's to wait for, so a hardware wait changes
nothing for them."""

from __future__ import annotations

from pathlib import Path

import pytest

from amdsync.api import check, make_launch
from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.explore.machine.machine import ExploreOptions
from amdsync.explore.search.relax import relax
from amdsync.formats.llvm import read_llvm_text
from amdsync.lower.emit import lower_program
from amdsync.program import ops as o
from amdsync.targets import parse_target
from amdsync.targets.waitcnt_fields import encode_waitcnt

HERE = Path(__file__).parent
SOURCE = (HERE / "lds_dma_waitcnt.ll").read_text()
FILE = "lds_dma_waitcnt.ll"
VMCNT0 = "3952"  # 0xF70 on gfx9: vmcnt(0) expcnt(7) lgkmcnt(15)
VMCNT1 = "3953"  # 0xF71: vmcnt(1)
LGKMCNT0 = "49279"  # 0xC07F: vmcnt(63) expcnt(7) lgkmcnt(0): no vmcnt wait
STORE_LINE = 27  # the store of the word read from the other wave (where undef shows)
NO_WAIT = "  call void @llvm.amdgcn.s.waitcnt(i32 WAIT)\n"


def source(copy: str, wait: str | None) -> str:
    text = SOURCE.replace("COPY", copy)
    return text.replace(NO_WAIT, "") if wait is None else text.replace("WAIT", wait)


def run(text: str, target: str, size: int = 128) -> tuple[str, list[tuple[str, Loc | None]]]:
    result = check(text, target=target, workgroup_size=size)
    return result.status, sorted({(f.kind, f.loc) for f in result.findings}, key=str)


def at(line: int) -> Loc:
    return Loc("<text>.ll", line, 3)  # (api.check names a text source so)


@pytest.mark.parametrize("target", ["gfx90a", "gfx942", "gfx950"])
def test_vmcnt0_completes_the_async_copy(target: str) -> None:
    assert run(source("global.load.async.lds", VMCNT0), target) == ("clean", [])


@pytest.mark.parametrize("target", ["gfx90a", "gfx942", "gfx950"])
def test_without_the_wait_the_read_sees_an_incomplete_copy(target: str) -> None:
    assert run(source("global.load.async.lds", None), target) == (
        "findings", [("undef-read", at(STORE_LINE - 1))])


@pytest.mark.parametrize(("wait", "target"), [(VMCNT1, "gfx942"), (LGKMCNT0, "gfx942"),
                                              (VMCNT1, "gfx90a"), (VMCNT1, "gfx950")])
def test_a_vmcnt_that_does_not_cover_the_copy(wait: str, target: str) -> None:
    # vmcnt(1) leaves the one copy outstanding; lgkmcnt(0) does not wait on vmcnt.
    assert run(source("global.load.async.lds", wait), target) == (
        "findings", [("undef-read", at(STORE_LINE))])


@pytest.mark.parametrize("wait", [VMCNT0, VMCNT1, None])
def test_the_synchronous_copy_is_the_compilers_to_wait_for(wait: str | None) -> None:
    """amdgpu-usage: "The LDS DMA instructions are synchronous by default": clean with
    or without a hardware wait, and the wait is dropped."""
    text = source("global.load.lds", wait)
    assert run(text, "gfx942") == ("clean", [])
    ops = list(read_llvm_text(text, FILE).function("copy_then_read").ops())
    assert not [op for op in ops if isinstance(op, o.WaitAsyncMark | o.AsyncMark)]


TWO_COPIES = """target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [256 x i32] poison, align 16

define amdgpu_kernel void @two(ptr addrspace(1) %g, ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %src = getelementptr i32, ptr addrspace(1) %g, i32 %t
  %second = getelementptr i32, ptr addrspace(3) @lds, i32 64
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src, ptr addrspace(3) @lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src, ptr addrspace(3) %second, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.s.waitcnt(i32 WAIT)
  %p = getelementptr i32, ptr addrspace(3) BASE, i32 %t
  %v = load i32, ptr addrspace(3) %p
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.s.waitcnt(i32)
"""


@pytest.mark.parametrize(("wait", "base", "expected"), [
    (VMCNT0, "@lds", "clean"),  # both copies complete
    (VMCNT1, "@lds", "clean"),  # the older copy completes: reported in issue order
    (VMCNT1, "%second", "findings"),  # the newer one may be outstanding
    ("3954", "@lds", "findings"),  # vmcnt(2) completes neither
])
def test_vmcnt_n_completes_all_but_the_newest_n_copies(wait: str, base: str,
                                                       expected: str) -> None:
    text = TWO_COPIES.replace("WAIT", wait).replace("BASE", base)
    status, found = run(text, "gfx942", 64)  # one wave: each lane reads its own copy
    assert status == expected
    assert found == ([("undef-read", at(15))] if expected == "findings" else [])


ORDINARY = """target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @ordinary(ptr addrspace(1) %g, ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %t
  %v = load i32, ptr addrspace(1) %p
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  call void @llvm.amdgcn.s.waitcnt(i32 0)
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.waitcnt(i32)
"""


@pytest.mark.parametrize("target", ["gfx803", "gfx942", "gfx1030", "gfx1100", "gfx1201"])
def test_a_wait_for_an_ordinary_load_has_no_effect(target: str) -> None:
    assert run(ORDINARY, target) == ("clean", [])
    ops = list(read_llvm_text(ORDINARY, FILE).function("ordinary").ops())
    assert not [op for op in ops if isinstance(op, o.WaitAsyncMark)]


def test_gfx12_counter_waits_are_read_with_no_effect() -> None:
    text = ORDINARY.replace("call void @llvm.amdgcn.s.waitcnt(i32 3952)",
                            "call void @llvm.amdgcn.s.wait.loadcnt(i16 0)").replace(
        "call void @llvm.amdgcn.s.waitcnt(i32 0)", "call void @llvm.amdgcn.s.wait.dscnt(i16 0)")
    text = text.replace("declare void @llvm.amdgcn.s.waitcnt(i32)",
                        "declare void @llvm.amdgcn.s.wait.loadcnt(i16)\n"
                        "declare void @llvm.amdgcn.s.wait.dscnt(i16)")
    assert run(text, "gfx1201") == ("clean", [])


def test_mixing_with_asyncmarks_is_a_located_error() -> None:
    text = source("global.load.async.lds", VMCNT0).replace(
        "  fence syncscope(\"workgroup\") release\n",
        "  call void @llvm.amdgcn.asyncmark()\n  fence syncscope(\"workgroup\") release\n", 1)
    text += "declare void @llvm.amdgcn.asyncmark()\n"
    with pytest.raises(AmdsyncError) as info:
        read_llvm_text(text, FILE)
    assert info.value.code == "unsupported-intrinsic"
    assert info.value.loc == Loc(FILE, 19, 3)
    assert "cannot be mixed" in info.value.message


@pytest.mark.parametrize(("wait", "vmcnt"), [(VMCNT0, 0), (VMCNT1, 1)])
def test_lowering_gives_back_the_hardware_wait(wait: str, vmcnt: int) -> None:
    """``amdsync lower`` of a program read with ``s.waitcnt``: the wait again, its vmcnt
    through the shared encoder, and none of the reader's asyncmarks."""
    program = read_llvm_text(source("global.load.async.lds", wait), FILE)
    text = lower_program(program, parse_target("gfx942")).text
    imm = encode_waitcnt("gfx9", {"vmcnt": vmcnt})
    assert f"call void @llvm.amdgcn.s.waitcnt(i32 {imm})" in text
    assert "asyncmark" not in text
    again = read_llvm_text(text, "lowered.ll")
    waits = [op for op in again.function("copy_then_read").ops()
             if isinstance(op, o.WaitAsyncMark)]
    assert [(w.count, w.counter) for w in waits] == [(vmcnt, "s.waitcnt")]


CALLEE = """target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [256 x i32] poison, align 16

define internal void @fetch(ptr addrspace(1) %src, ptr addrspace(3) %dst) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src, ptr addrspace(3) %dst, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.s.waitcnt(i32 3953)
  ret void
}

define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %src = getelementptr i32, ptr addrspace(1) %g, i32 %t
  %second = getelementptr i32, ptr addrspace(3) @lds, i32 64
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src, ptr addrspace(3) @lds, i32 4, i32 0, i32 0)
  call void @fetch(ptr addrspace(1) %src, ptr addrspace(3) %second)
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  %p = getelementptr i32, ptr addrspace(3) @lds, i32 %t
  %v = load i32, ptr addrspace(3) %p
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.s.waitcnt(i32)
"""


def test_a_hardware_wait_gets_no_inlining_note() -> None:
    """Each function body counts its own copies (the callee's are not in the caller's
    marks, which only makes the model complete less); the hardware counts them either
    way, so inlining @fetch would change nothing and no note says it would."""
    result = check(CALLEE, target="gfx942", workgroup_size=64)
    assert (result.status, result.findings) == ("clean", [])
    assert "inlining-changes-wait" not in {n.kind for n in result.notes}


def test_relax_suggests_no_asyncmark_count_for_a_hardware_wait() -> None:
    """``--relax`` suggests ``wait.asyncmark`` counts; an ``s.waitcnt`` is not one."""
    program = read_llvm_text(source("global.load.async.lds", VMCNT0), FILE)
    report = relax(program, make_launch(parse_target("gfx942"), 128), ExploreOptions())
    assert report.refused is None
    assert report.waits == []
