"""The device library's ``__oclc_ISA_version`` where the installation lacks the
target's bitcode (formats/llvm/device_constants.py; docs/llvm-reader.md,
"Device-library constants"): the value the library defines, so ockl's paths are
decided."""

from __future__ import annotations

import shutil
from pathlib import Path

import llvmlite.binding as llvm
import pytest

import amdsync
from amdsync.formats.llvm import read_llvm_text
from amdsync.formats.llvm.device_constants import isa_version

HERE = Path(__file__).resolve().parent / "device_constants"
BITCODE = Path("/usr/lib/x86_64-linux-gnu/amdgcn/bitcode")
HAVE_CLANG = shutil.which("clang-19") is not None and (BITCODE / "ockl.bc").is_file()


@pytest.mark.parametrize(("processor", "value"), [
    ("gfx90a", 9010), ("gfx942", 9402), ("gfx950", 9500), ("gfx1100", 11000),
    ("gfx1201", 12001), ("gfx803", 8003), ("gfx942:sramecc+:xnack-", 9402),
    ("sm_90", None), ("gfx", None)])
def test_the_formula(processor: str, value: int | None) -> None:
    assert isa_version(processor) == value


@pytest.mark.skipif(not BITCODE.is_dir(), reason="rocm-device-libs is not installed")
def test_the_formula_gives_every_installed_bitcode_files_value() -> None:
    files = sorted(BITCODE.glob("oclc_isa_version_*.bc"))
    assert files
    for path in files:
        module = llvm.parse_bitcode(path.read_bytes())
        text = str(module.get_global_variable("__oclc_ISA_version"))
        number = path.stem.removeprefix("oclc_isa_version_")
        assert text.rstrip().endswith(f"i32 {isa_version('gfx' + number)}, align 4"), path


IR = """target triple = "amdgcn-amd-amdhsa"
@__oclc_ISA_version = external local_unnamed_addr addrspace(4) constant i32, align 4
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {
  %v = load i32, ptr addrspace(4) @__oclc_ISA_version, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
attributes #0 = { "target-cpu"="CPU" }
"""


def test_an_external_isa_version_takes_the_kernels_target() -> None:
    program = read_llvm_text(IR.replace("CPU", "gfx942"), "k.ll")
    (isa,) = [g for g in program.globals if g.name == "__oclc_ISA_version"]
    assert (isa.init, isa.external) == ((9402).to_bytes(4, "little"), False)


@pytest.mark.skipif(not HAVE_CLANG, reason="clang-19 and rocm-device-libs are not "
                    "installed (CI installs them)")
def test_syncthreads_count_is_decided_per_workgroup_shape() -> None:
    source = HERE / "syncthreads_count.hip"
    one_wave = amdsync.check_source(source, kernel="count", target="gfx942",
                                    workgroup_size=64, workgroups=2)
    assert one_wave.status == "findings"
    assert {(f.kind, f.loc.source_line) for f in one_wave.findings} == {("race", 16)}
    two_waves = amdsync.check_source(source, kernel="count", target="gfx942",
                                     workgroup_size=128, workgroups=2)
    assert two_waves.status == "clean", two_waves.incomplete_reason
