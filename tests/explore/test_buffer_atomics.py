"""Buffer atomics (issue 15: Triton's split-K kernels add partial sums with
``raw.ptr.buffer.atomic.fadd``): a relaxed system-scope atomic read-modify-write of the
buffer element. Atomics do not race with each other; a plain store there does. Masked
lanes (an offset past ``num_records``) do nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from amdsync.api import check
from amdsync.cli.main import main

KERNEL = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out) {
  %rsrc = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(
      ptr addrspace(1) %g, i16 0, i64 RECORDS, i32 0)
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %w = call i32 @llvm.amdgcn.workgroup.id.x()
  %off = OFFSET
  ACCESS
  %wt = mul i32 %w, 64
  %gid = add i32 %wt, %t
  %o = getelementptr float, ptr addrspace(1) %out, i32 %gid
  store float 1.0, ptr addrspace(1) %o
  ret void
}
"""
ATOMIC = ("%old = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float 1.0, "
          "ptr addrspace(8) %rsrc, i32 %off, i32 0, i32 0)")
STORE = ("call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float 1.0, ptr addrspace(8) %rsrc, "
         "i32 %off, i32 0, i32 0)")


def kernel(access: str, offset: str = "add i32 0, 0", records: int = 256) -> str:
    return (KERNEL.replace("ACCESS", access).replace("OFFSET", offset)
            .replace("RECORDS", str(records)))


def kinds(text: str) -> list[str]:
    result = check(text, workgroup_size=64, workgroups=2)
    assert result.status != "incomplete", result.incomplete_reason
    return sorted({f.kind for f in result.findings})


def test_atomic_adds_to_one_element_from_every_lane_do_not_race() -> None:
    assert kinds(kernel(ATOMIC)) == []


def test_plain_stores_to_one_element_race() -> None:
    assert kinds(kernel(STORE)) == ["race"]


def test_lanes_past_num_records_do_nothing() -> None:
    """Triton masks lanes with an out-of-range offset: only lane 0 is in range (offset 0
    of a 4-byte buffer), so the plain stores of the other lanes are dropped — but lane 0
    of both workgroups still stores there: a race between workgroups."""
    masked = "select i1 %first, i32 0, i32 -2147483648"
    text = kernel(STORE, masked, records=4).replace(
        "  %off =", "  %first = icmp eq i32 %t, 0\n  %off =")
    assert kinds(text) == ["race"]
    one_group = check(text, workgroup_size=64, workgroups=1)
    assert one_group.status == "clean"


CMPSWAP = ("%old = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.cmpswap.i32(i32 1, i32 0, "
           "ptr addrspace(8) %rsrc, i32 %off, i32 0, i32 0)")
STRUCT_CMPSWAP = ("%old = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.cmpswap.i32(i32 1, "
                  "i32 0, ptr addrspace(8) %rsrc, i32 0, i32 %off, i32 0, i32 0)")


def test_buffer_compare_swaps_do_not_race() -> None:
    """``buffer.atomic.cmpswap(src, cmp, rsrc, …)``: a compare-exchange of the element
    (IntrinsicsAMDGPU.td), atomic, so every lane's swap on one element is race free."""
    assert kinds(kernel(CMPSWAP)) == []
    assert kinds(kernel(STRUCT_CMPSWAP)) == []


def test_the_old_value_of_a_buffer_compare_swap() -> None:
    """Each lane first stores FIRST to its own element, then swaps 0 for 1 there: the
    old value it returns is FIRST, and a plain store to one word by every lane (a race)
    runs only when that value is not 0."""

    def launch(first: int) -> list[str]:
        init = ("call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 FIRST, "
                "ptr addrspace(8) %rsrc, i32 %off, i32 0, i32 0)\n  ").replace(
                    "FIRST", str(first))
        text = kernel(init + CMPSWAP, "mul i32 %t, 4").replace(
            "  %wt =", "  %bad = icmp ne i32 %old, 0\n  br i1 %bad, label %race, label %go\n"
            "race:\n  store float 2.0, ptr addrspace(1) %out\n  br label %go\ngo:\n  %wt =")
        result = check(text, workgroup_size=64, workgroups=1)
        assert result.status != "incomplete", result.incomplete_reason
        return sorted({f.kind for f in result.findings})

    assert launch(0) == []
    assert launch(7) == ["race"]


ARGUMENT = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(8) %buf) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %off = mul i32 %t, 4
  %w = icmp uge i32 %t, 32
  br i1 %w, label %high, label %done
high:
  call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float 1.0, ptr addrspace(8) %buf, ZERO)
  br label %done
done:
  %v = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %buf, i32 %off, OPS)
  ret void
}
""".replace("ZERO", "i32 0, i32 0, i32 0").replace("OPS", "i32 0, i32 0")


def test_a_descriptor_argument_has_the_extent_arg_gives() -> None:
    """Issue 15: a buffer resource passed as an argument is unbounded unless --arg gives
    its num_records in bytes. Lanes 32..63 store element 0 (one write: the same bytes),
    then every lane t loads element t: lane 0's load races with the store — unless an
    extent of 0 bytes puts every access out of range (dropped, amdgpu-usage)."""
    def kinds_with(args: dict[str, int]) -> list[str]:
        result = check(ARGUMENT, workgroup_size=64, strict_reads=True, args=args)
        assert result.status != "incomplete", result.incomplete_reason
        return [f.kind for f in result.findings]

    assert kinds_with({}) == ["race"]
    assert kinds_with({"buf": 4}) == ["race"]
    assert kinds_with({"buf": 0}) == []


def test_a_negative_extent_is_a_located_error(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "k.ll"
    path.write_text(ARGUMENT)
    code = main(["check", str(path), "--workgroup-size", "64", "--arg", "buf=-4"])
    err = capsys.readouterr().err
    assert code == 2
    assert f"{path}:2:1: error[bad-launch]: --arg buf=-4: a buffer resource's extent" in err
    assert "Traceback" not in err
