"""Several kernels in a compiled source and none chosen (issue 42, item 2): the usage
error points at the source the user wrote, names each kernel as the source does and
says how to choose one — never at the compiled IR (``tree_reduce.hip.ll:71``)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from amdsync.cli.main import main
from amdsync.cli.source_kernels import (
    SourceKernel,
    several_kernels,
    source_kernels,
    unknown_kernel,
)

ROOT = Path(__file__).resolve().parents[2]
HIP = ROOT / "examples" / "hip"
ROCM = ROOT / "tests" / "frontends" / "projects" / "rocm_style"
HAVE_CLANG = shutil.which("clang-19") is not None and Path(
    "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ockl.bc").is_file()
needs_clang = pytest.mark.skipif(not HAVE_CLANG, reason="clang-19 and rocm-device-libs "
                                 "are not installed (CI installs them)")

# clang's debug information for two kernels of one file, one of them a template
# instantiation, and a C kernel without debug information (as an OpenCL kernel may be).
_IR = """\
define protected amdgpu_kernel void @_Z4scanPi(ptr addrspace(1) %out.coerce) #0 !dbg !11 {
  ret void
}
define protected amdgpu_kernel void @_Z6reduceILi256EEvPf(ptr addrspace(1) %o) #0 !dbg !20 {
  ret void
}
define internal void @helper() !dbg !30 {
  ret void
}
define amdgpu_kernel void @plain(ptr addrspace(1) %o) {
  ret void
}
!1 = !DIFile(filename: "k.hip", directory: "DIR", checksumkind: CSK_MD5, checksum: "0")
!2 = !DIFile(filename: "/usr/include/x.h", directory: "")
!11 = distinct !DISubprogram(name: "scan", scope: !1, file: !1, line: 7, scopeLine: 7)
!20 = distinct !DISubprogram(name: "reduce<256>", scope: !1, file: !1, line: 12)
!30 = distinct !DISubprogram(name: "helper", scope: !2, file: !2, line: 3)
"""


def test_the_kernels_of_a_module_by_their_source_names_and_lines(tmp_path: Path) -> None:
    folder = str(tmp_path)
    assert source_kernels(_IR.replace("DIR", folder)) == [
        SourceKernel("_Z4scanPi", "scan", f"{folder}/k.hip", 7),
        SourceKernel("_Z6reduceILi256EEvPf", "reduce<256>", f"{folder}/k.hip", 12),
        SourceKernel("plain", "plain", "", 0)]


def test_the_error_is_at_the_second_kernel_of_the_source(tmp_path: Path) -> None:
    source = tmp_path / "k.hip"
    error = several_kernels(_IR.replace("DIR", str(tmp_path)), source, "hip")
    assert error is not None
    assert str(error) == (
        f"{source}:12:1: error[ambiguous-kernel]: {source} defines 3 kernels (scan (line 7), "
        f"reduce<256> (line 12), plain); choose one: amdsync hip {source}:plain or --kernel "
        "plain")


def test_a_kernel_defined_in_a_header_is_not_placed_in_the_source(tmp_path: Path) -> None:
    text = _IR.replace("DIR", str(tmp_path)).replace("file: !1, line: 12",
                                                      "file: !2, line: 12")
    text = text[:text.index("define amdgpu_kernel void @plain")] + text[text.index("!1 ="):]
    source = tmp_path / "k.hip"
    error = several_kernels(text, source, "opencl")
    assert error is not None and error.loc is not None
    assert (error.loc.file, error.loc.line) == (str(source), 0)  # (the file, no line)
    assert error.message.endswith("(scan (line 7), reduce<256>); choose one: amdsync opencl "
                                  f"'{source}:reduce<256>' or --kernel 'reduce<256>'")


def test_one_kernel_is_no_error() -> None:
    one = _IR[:_IR.index("define protected amdgpu_kernel void @_Z6reduce")]
    assert several_kernels(one, Path("k.hip"), "hip") is None


def test_two_instantiations_of_one_name_are_told_apart_by_their_parameters() -> None:
    text = (_IR.replace("@_Z4scanPi(", "@_Z6reduceILi256EEvPi(")
            .replace('name: "scan"', 'name: "reduce<256>"'))
    error = several_kernels(text, Path("k.hip"), "hip")
    assert error is not None
    assert "(reduce<256>(int*), reduce<256>(float*), plain)" in error.message


def test_the_precompiled_hip_example_points_at_its_source(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """examples/hip/ll/tree_reduce.gfx942.ll was compiled in examples/hip (DIFile
    directory ``.``)."""
    monkeypatch.chdir(HIP)
    text = (HIP / "ll" / "tree_reduce.gfx942.ll").read_text()
    error = several_kernels(text, Path("tree_reduce.hip"), "hip")
    assert error is not None
    assert str(error) == (
        "tree_reduce.hip:18:1: error[ambiguous-kernel]: tree_reduce.hip defines 2 kernels "
        "(block_sum (line 6), block_sum_no_step_sync (line 18)); choose one: amdsync hip "
        "tree_reduce.hip:block_sum_no_step_sync or --kernel block_sum_no_step_sync")


@needs_clang
@pytest.mark.parametrize(("command", "path", "expected"), [
    ("hip", "examples/hip/tree_reduce.hip",
     "examples/hip/tree_reduce.hip:18:1: error[ambiguous-kernel]: examples/hip/tree_reduce.hip "
     "defines 2 kernels (block_sum (line 6), block_sum_no_step_sync (line 18)); choose one: "
     "amdsync hip examples/hip/tree_reduce.hip:block_sum_no_step_sync or --kernel "
     "block_sum_no_step_sync\n"
     "   18 | __global__ void block_sum_no_step_sync(int *out, const int *in) {\n"),
    ("opencl", "examples/opencl/tree_reduce.cl",
     "examples/opencl/tree_reduce.cl:14:1: error[ambiguous-kernel]: "
     "examples/opencl/tree_reduce.cl defines 2 kernels (group_sum (line 2), "
     "group_sum_no_step_barrier (line 14)); choose one: amdsync opencl "
     "examples/opencl/tree_reduce.cl:group_sum_no_step_barrier or --kernel "
     "group_sum_no_step_barrier\n"
     "   14 | __kernel void group_sum_no_step_barrier(__global int *out, __global const int "
     "*in) {\n"),
])
def test_the_front_ends_say_it_at_the_source(command: str, path: str, expected: str,
                                             capsys: pytest.CaptureFixture[str],
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    assert main([command, path, "--target", "gfx942"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(expected)
    assert ".ll" not in err


@needs_clang
def test_template_instantiations_from_a_project(capsys: pytest.CaptureFixture[str],
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    source = "tests/frontends/projects/rocm_style/src/block_reduce.hip"
    assert main(["hip", source, "--target", "gfx942", "--", "-I",
                 str(ROCM / "include"), "-std=c++20"]) == 2
    first = capsys.readouterr().err.splitlines()[0]
    assert first == (
        f"{source}:6:1: error[ambiguous-kernel]: {source} defines 3 kernels "
        "(block_reduce<128> (line 6), block_reduce<256> (line 6), signed_reduce (line 21)); "
        f"choose one: amdsync hip {source}:signed_reduce or --kernel signed_reduce")


def test_an_unknown_kernel_is_said_of_the_source(tmp_path: Path) -> None:
    source = tmp_path / "k.hip"
    error = unknown_kernel(_IR.replace("DIR", str(tmp_path)), source, "scna",
                           f"{source}:scna")
    assert str(error) == (f"<command line>: error[unknown-kernel]: {source}:scna: {source} "
                          "defines no kernel named 'scna' (kernels: scan (line 7), "
                          "reduce<256> (line 12), plain)")


@needs_clang
@pytest.mark.parametrize(("argv", "expected"), [
    (["hip", "examples/hip/tree_reduce.hip:nosuch"],
     "<command line>: error[unknown-kernel]: examples/hip/tree_reduce.hip:nosuch: "
     "examples/hip/tree_reduce.hip defines no kernel named 'nosuch' (kernels: block_sum "
     "(line 6), block_sum_no_step_sync (line 18))\n"),
    (["opencl", "examples/opencl/tree_reduce.cl", "--kernel", "nosuch"],
     "<command line>: error[unknown-kernel]: --kernel nosuch: examples/opencl/tree_reduce.cl "
     "defines no kernel named 'nosuch' (kernels: group_sum (line 2), "
     "group_sum_no_step_barrier (line 14))\n"),
])
def test_the_front_ends_say_an_unknown_kernel_of_the_source(
        argv: list[str], expected: str, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    assert main([*argv, "--target", "gfx942"]) == 2
    assert capsys.readouterr().err == expected
