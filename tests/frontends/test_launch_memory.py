"""The implicit kernel arguments and the dispatch packet a launch gives a kernel
(explore/memory/launch_memory.py), against the values a real launch gives each field
(amdgpu-usage, "Code Object V5 Metadata" hidden arguments; HSA
hsa_kernel_dispatch_packet_t), and the launch shapes they describe: 2-D grids and a
partial last workgroup."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from amdsync.cli.main import main
from amdsync.explore.memory.launch_memory import (
    HOSTCALL_BUFFER,
    dispatch_packet,
    implicit_arguments,
)
from amdsync.program.topology import Launch

# A real launch of grid_size (40, 20) work-items in 16 x 16 workgroups, as the HIP
# runtime sets it up: block counts are the full workgroups only ("This count only
# includes the non-partial work-group count"), group sizes those of the full
# workgroups, remainders the partial workgroups' sizes, grid_dims 2.
LAUNCH_2D = Launch(workgroup_size=(16, 16, 1), grid=(3, 2, 1), remainder=(8, 4, 0), dims=2)
REAL_V5 = {0: (4, 2), 4: (4, 1), 8: (4, 1), 12: (2, 16), 14: (2, 16), 16: (2, 1),
           18: (2, 8), 20: (2, 4), 22: (2, 0), 40: (8, 0), 48: (8, 0), 56: (8, 0),
           64: (2, 2)}
REAL_PACKET = {2: (2, 2), 4: (2, 16), 6: (2, 16), 8: (2, 1), 12: (4, 40), 16: (4, 20),
               20: (4, 1)}


def _value(data: dict[int, int], offset: int, size: int) -> int:
    return int.from_bytes(bytes(data[offset + i] for i in range(size)), "little")


def test_grid_in_work_items() -> None:
    assert LAUNCH_2D.grid_size == (40, 20, 1)
    assert LAUNCH_2D.workgroup_shape(0) == (16, 16, 1)
    assert LAUNCH_2D.workgroup_shape(2) == (8, 16, 1)  # last in x
    assert LAUNCH_2D.workgroup_shape(5) == (8, 4, 1)  # last in x and in y
    assert sum(LAUNCH_2D.items_in(w) for w in range(6)) == 40 * 20


def test_implicit_arguments_v5_are_the_real_launch_values() -> None:
    data = implicit_arguments(LAUNCH_2D, 500).initial_bytes()
    assert {o: _value(data, o, s) for o, (s, _) in REAL_V5.items()} == {
        o: v for o, (_, v) in REAL_V5.items()}


def test_dispatch_packet_is_the_real_launch_values() -> None:
    data = dispatch_packet(LAUNCH_2D).initial_bytes()
    assert {o: _value(data, o, s) for o, (s, _) in REAL_PACKET.items()} == {
        o: v for o, (_, v) in REAL_PACKET.items()}


def test_implicit_arguments_v4_hold_the_global_offsets() -> None:
    block = implicit_arguments(LAUNCH_2D, 400)
    assert _value(block.initial_bytes(), 0, 8) == 0 and block.size == 56
    assert block.unknown_field(24, 8) is None  # the printf / hostcall buffer
    assert _value(block.initial_bytes(), 24, 8) == HOSTCALL_BUFFER
    assert "hidden_default_queue" in (block.unknown_field(32, 8) or "")


KERNEL = """target triple = "amdgcn-amd-amdhsa"
@bad = addrspace(1) global i32 0

define amdgpu_kernel void @fields(ptr addrspace(1) %out, {params}) {{
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %ia = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %dp = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
{loads}
  br i1 %ok{last}, label %done, label %wrong
wrong:
  store i32 %tid, ptr addrspace(1) @bad
  br label %done
done:
  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
{flags}"""


def _kernel(version: int | None) -> str:
    """Loads every field of REAL_V5 and REAL_PACKET and compares it with a kernel
    argument; a field that differs stores the lane id to one word from every lane
    (a race the check reports)."""
    params, loads = [], ["  %ok0 = icmp eq i32 0, 0"]
    fields = [("ia", o, s) for o, (s, _) in REAL_V5.items()] + [
        ("dp", o, s) for o, (s, _) in REAL_PACKET.items()]
    for i, (base, offset, size) in enumerate(fields, 1):
        ty = f"i{size * 8}"
        params.append(f"{ty} %e{i}")
        loads += [f"  %p{i} = getelementptr i8, ptr addrspace(4) %{base}, i64 {offset}",
                  f"  %v{i} = load {ty}, ptr addrspace(4) %p{i}",
                  f"  %c{i} = icmp eq {ty} %v{i}, %e{i}",
                  f"  %ok{i} = and i1 %ok{i - 1}, %c{i}"]
    flags = ("" if version is None else '!llvm.module.flags = !{!0}\n'
             f'!0 = !{{i32 1, !"amdhsa_code_object_version", i32 {version}}}\n')
    return KERNEL.format(params=", ".join(params), loads="\n".join(loads),
                         last=len(fields), flags=flags)


def _expected_args(wrong: int | None = None) -> list[str]:
    values = [v for _, v in REAL_V5.values()] + [v for _, v in REAL_PACKET.values()]
    return [w for i, v in enumerate(values, 1)
            for w in ("--arg", f"e{i}={v + (1 if i == wrong else 0)}")]


@pytest.mark.parametrize("version", [500, 600, None])
def test_kernel_reads_the_real_launch_values(version: int | None, tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    file = tmp_path / "fields.ll"
    file.write_text(_kernel(version))
    launch = ["--target", "gfx942", "--workgroup-size", "16,16", "--grid-size", "40,20"]
    assert main(["check", str(file), *launch, *_expected_args(), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["status"] == "clean"
    assert (report["stats"]["waves"], report["stats"]["lanes"]) == (2 * 4 + 2 + 2 + 1, 800)
    # The comparison is live: one wrong expectation (the remainder in y) is a finding.
    assert main(["check", str(file), *launch, *_expected_args(wrong=8), "--json"]) == 1
    capsys.readouterr()


def test_an_unmodelled_field_is_a_located_error(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    file = tmp_path / "multigrid.ll"
    file.write_text("""target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %ia = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %p = getelementptr i8, ptr addrspace(4) %ia, i64 88
  %v = load i64, ptr addrspace(4) %p
  store i64 %v, ptr addrspace(1) %out
  ret void
}
declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
""")
    assert main(["check", str(file), "--target", "gfx942"]) == 2
    err = capsys.readouterr().err
    assert f"{file}:5:3: error[unknown-launch-field]" in err
    assert "hidden_multigrid_sync_arg, which amdsync does not model" in err


def test_partial_workgroup_ids(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """100 work-items in workgroups of 64: the second workgroup has 36 (one wave),
    numbered 0..35; a store indexed by the global id covers each item once."""
    file = tmp_path / "ids.ll"
    file.write_text("""target triple = "amdgcn-amd-amdhsa"
@seen = addrspace(1) global [100 x i32] zeroinitializer
define amdgpu_kernel void @k() {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %g, 64
  %i = add i32 %base, %t
  %p = getelementptr [100 x i32], ptr addrspace(1) @seen, i32 0, i32 %i
  store i32 1, ptr addrspace(1) %p
  %in = icmp ult i32 %i, 100
  br i1 %in, label %ok, label %oob
oob:
  store i32 %t, ptr addrspace(1) @seen
  br label %ok
ok:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
""")
    assert main(["check", str(file), "--target", "gfx942", "--workgroup-size", "64",
                 "--grid-size", "100", "--json"]) == 0
    stats = json.loads(capsys.readouterr().out)["stats"]
    assert (stats["waves"], stats["lanes"]) == (2, 100)


def test_grid_size_and_workgroups_exclude_each_other(capsys: pytest.CaptureFixture[str]
                                                     ) -> None:
    assert main(["check", "x.ll", "--grid-size", "100", "--workgroups", "2"]) == 2
    assert "give --workgroups or --grid-size, not both" in capsys.readouterr().err


def test_hardware_queries_read_as_unknown_values(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """s_getreg (the device libraries read HW_ID) and s_memtime (HIP's clock64) have no
    memory effects; their values are unknown, so storing them is fine and branching on
    them makes the check incomplete (exit 3), never a guess."""
    file = tmp_path / "getreg.ll"
    file.write_text("""target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 @llvm.amdgcn.s.getreg(i32 6)
  %c = call i64 @llvm.amdgcn.s.memtime()
  %c32 = trunc i64 %c to i32
  %v = add i32 %r, %c32
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %p
  BRANCH
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.s.getreg(i32 immarg)
declare i64 @llvm.amdgcn.s.memtime()
""".replace("BRANCH\n  ret void", "ret void"))
    assert main(["check", str(file), "--target", "gfx942"]) == 0
    capsys.readouterr()
    file.write_text(file.read_text().replace(
        "  store i32 %v, ptr addrspace(1) %p\n  ret void",
        "  store i32 %v, ptr addrspace(1) %p\n  %z = icmp eq i32 %r, 0\n"
        "  br i1 %z, label %a, label %b\na:\n  ret void\nb:\n  ret void"))
    assert main(["check", str(file), "--target", "gfx942"]) == 3
    assert "depends on a value amdsync does not track" in capsys.readouterr().out


def test_a_store_to_the_implicit_arguments_is_a_located_error(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    file = tmp_path / "store.ll"
    file.write_text("""target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k() {
  %ia = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  store i32 1, ptr addrspace(4) %ia
  ret void
}
declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
""")
    assert main(["check", str(file), "--target", "gfx942"]) == 2
    err = capsys.readouterr().err
    assert f"{file}:4:3: error[store-to-launch-block]" in err
    assert "which is constant memory" in err
