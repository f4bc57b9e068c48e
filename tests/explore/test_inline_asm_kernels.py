"""Kernels whose cross-lane values and memory accesses come from DPP and inline assembly
(issue 46; docs/semantics/inline-asm.md), each decided, each with a seeded twin found at
its line: a radix-sort rank step from a DPP scan, a DPP scan and a DPP reduction step in
inline assembly, a grid barrier spinning on cache-bypassing inline-asm loads, buffer
accesses in inline assembly, and a template with two outputs."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from amdsync.api import check, check_source
from amdsync.diagnostics import AmdsyncError
from amdsync.explore.findings.result import CheckResult

HERE = Path(__file__).parent / "inline_asm"
HAVE_CLANG = shutil.which("clang-19") is not None and Path(
    "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ockl.bc").is_file() and Path(
    "/usr/include/hip/hip_runtime.h").is_file()
needs_clang = pytest.mark.skipif(not HAVE_CLANG, reason="clang-19, the HIP headers and "
                                 "rocm-device-libs are not installed (CI installs them)")


def text(name: str) -> str:
    return (HERE / name).read_text()


def line_of(source: str, needle: str) -> int:
    return next(n for n, line in enumerate(source.splitlines(), 1) if needle in line)


def test_radix_rank_from_a_dpp_scan_is_clean() -> None:
    result = check(text("radix_rank_dpp.gfx942.ll"), target="gfx942", workgroup_size=128)
    assert result.status == "clean"
    assert result.findings == []


def test_radix_rank_with_a_wrong_shift_races_at_the_scatter() -> None:
    source = text("radix_rank_dpp.gfx942.ll")
    twin = source.replace("i32 %zero, i32 273", "i32 %zero, i32 274")  # row_shr:2, not 1
    assert twin != source
    result = check(twin, target="gfx942", workgroup_size=128)
    assert result.status == "findings"
    assert {f.kind for f in result.findings} == {"race"}
    assert {f.loc.line for f in result.findings} == {line_of(source, "store i32 %k")}


@needs_clang
def test_radix_rank_in_hip_from_update_dpp(tmp_path: Path) -> None:
    source = (HERE / "radix_rank_dpp.hip").read_text()
    good = tmp_path / "rank.hip"
    good.write_text(source)
    inputs = {"keys": "random:128xi32:7"}
    result = check_source(good, target="gfx942", workgroup_size=128, inputs=inputs)
    assert result.status == "clean"
    bad = tmp_path / "rank_bad.hip"
    bad.write_text(source.replace("update_dpp(0, x, 0x111", "update_dpp(0, x, 0x112"))
    result = check_source(bad, target="gfx942", workgroup_size=128, inputs=inputs)
    assert result.status == "findings"
    assert {f.kind for f in result.findings} == {"race"}
    scatter = line_of(source, "out[rank] = key")
    assert {f.loc.source_line for f in result.findings} == {scatter}


@needs_clang
def test_grid_barrier_in_hip_with_an_inline_asm_spin(tmp_path: Path) -> None:
    source = (HERE / "grid_barrier.hip").read_text()
    def run(path: Path) -> CheckResult:
        return check_source(path, target="gfx942", workgroup_size=64, workgroups=3,
                            args={"nwg": 3}, inputs={"count": "zeros:4"})

    good = tmp_path / "grid.hip"
    good.write_text(source)
    assert run(good).status == "clean"
    bad = tmp_path / "grid_bad.hip"
    bad.write_text(source.replace("off sc0 sc1", "off"))
    result = run(bad)
    assert result.status == "findings"
    spin = next(f for f in result.findings
                if f.loc.source_line == line_of(source, "while (load_bypass"))
    assert spin.kind == "race"
    assert spin.origin is not None
    assert spin.origin.source_line == line_of(source, "global_load_dword")


@needs_clang
def test_a_hip_reduction_in_inline_dpp_assembly_is_read(tmp_path: Path) -> None:
    path = tmp_path / "reduce.hip"
    path.write_text((HERE / "dpp_reduction.hip").read_text())
    result = check_source(path, target="gfx90a", workgroup_size=64, workgroups=2)
    assert result.status == "clean"
    # Without the s_nop before a DPP step the GFX9 hazard is a located refusal.
    path.write_text((HERE / "dpp_reduction.hip").read_text().replace(
        '"s_nop 1\\n v_add_f32 %0 %0 %0 row_shr:2', '"v_add_f32 %0 %0 %0 row_shr:2'))
    with pytest.raises(AmdsyncError) as caught:
        check_source(path, target="gfx90a", workgroup_size=64, workgroups=2)
    assert caught.value.code == "asm-hazard"


def test_a_dpp_scan_in_inline_assembly_gives_every_lane_its_prefix() -> None:
    # A lane whose scan is not lane + 1 reaches llvm.trap (incomplete): clean says every
    # lane computed exactly lane + 1.
    result = check(text("dpp_scan_asm.gfx942.ll"), target="gfx942", workgroup_size=64)
    assert result.status == "clean"


def test_a_dpp_scan_with_a_wrong_shift_traps() -> None:
    source = text("dpp_scan_asm.gfx942.ll")
    twin = source.replace("row_shr:3 bound_ctrl:0", "row_shr:2 bound_ctrl:0")
    assert twin != source
    result = check(twin, target="gfx942", workgroup_size=64)
    assert result.status == "incomplete"
    assert "llvm.trap" in (result.incomplete_reason or "")


def test_the_batch_norm_reduction_step_is_computed() -> None:
    result = check(text("dpp_reduction_f32.gfx90a.ll"), target="gfx90a", workgroup_size=64)
    assert result.status == "clean"
    # Without bound_ctrl lane 0 of each row keeps its own value (the write is disabled),
    # which is not 2 * lane - 1 for lanes 16, 32, 48 … but equals what lane 0 expects.
    twin = text("dpp_reduction_f32.gfx90a.ll").replace(" bound_ctrl:0", "")
    assert check(twin, target="gfx90a", workgroup_size=64).status == "clean"
    shifted = text("dpp_reduction_f32.gfx90a.ll").replace("row_shr:1", "row_shr:2")
    assert check(shifted, target="gfx90a", workgroup_size=64).status == "incomplete"


@pytest.mark.parametrize("workgroups", [2, 3])
def test_grid_barrier_with_cache_bypassing_loads_is_clean(workgroups: int) -> None:
    result = check(text("grid_barrier.gfx942.ll"), target="gfx942", workgroup_size=64,
                   workgroups=workgroups, args={"nwg": workgroups},
                   inputs={"count": "zeros:4"})
    assert result.status == "clean"


@pytest.mark.parametrize("workgroups", [2, 3])
def test_grid_barrier_with_a_plain_cached_load_is_a_finding(workgroups: int) -> None:
    source = text("grid_barrier.gfx942.ll")
    twin = source.replace("off sc0 sc1", "off")
    assert twin != source
    result = check(twin, target="gfx942", workgroup_size=64, workgroups=workgroups,
                   args={"nwg": workgroups}, inputs={"count": "zeros:4"})
    assert result.status == "findings"
    spin = line_of(source, "global_load_dword")
    lines = {f.loc.line for f in result.findings}
    # The spin's load may see the other workgroups' agent-scope add, whose scope its
    # wavefront scope does not include: it returns undef and decides the branch.
    assert line_of(source, "br i1 %done") in lines
    branch = next(f for f in result.findings if f.loc.line == line_of(source, "br i1 %done"))
    assert branch.origin is not None and branch.origin.line == spin


def test_buffer_accesses_in_inline_assembly() -> None:
    source = text("buffer_asm.gfx942.ll")
    assert check(source, target="gfx942", workgroup_size=64).status == "clean"
    twin = source.replace("offen sc1", "offen nt").replace("offset:4 sc1", "offset:4 nt")
    result = check(twin, target="gfx942", workgroup_size=64)
    assert result.status == "findings"
    assert {f.kind for f in result.findings} == {"race"}
    (finding,) = result.findings
    assert finding.origin is not None
    assert finding.origin.line == line_of(source, "buffer_load_dword")


TWO_OUTPUTS = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call { i32, i32 } asm "v_mov_b32 $0, $2\\0Av_add_u32 $1, $2, $3", "=v,=v,v,v"(i32 %tid,
                                                                                i32 GAP)
  %a = extractvalue { i32, i32 } %r, 0
  %b = extractvalue { i32, i32 } %r, 1
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %a
  store i32 1, ptr addrspace(1) %p, align 4
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %b
  store i32 2, ptr addrspace(1) %q, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { "target-cpu"="gfx942" }
"""


@pytest.mark.parametrize(("gap", "status"), [(64, "clean"), (32, "findings")])
def test_several_outputs_are_the_fields_of_the_result(gap: int, status: str) -> None:
    # Lane t writes slots t and t + gap: disjoint for a gap of 64, overlapping for 32.
    result = check(TWO_OUTPUTS.replace("GAP", str(gap)), target="gfx942", workgroup_size=64)
    assert result.status == status
    assert {f.loc.line for f in result.findings} <= {line_of(TWO_OUTPUTS, "store i32 2")}
