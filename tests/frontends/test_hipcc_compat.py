"""HIP compiled as hipcc compiles it (issue 46 item 5): the AMD platform macros a
header-only library selects its backend with, clang's first error leading a failed
compile's message, and a compile_commands.json whose relative directory does not match
saying which paths it compared (docs/hip-opencl.md)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from amdsync.cli.main import main
from amdsync.diagnostics import Loc
from amdsync.frontends.clang import Language, Toolchain, compile_command
from amdsync.frontends.clang_messages import errors_first
from amdsync.targets import parse_target

HERE = Path(__file__).resolve().parent
PROJECT = HERE / "projects" / "platform_select"
KERNEL = PROJECT / "src" / "tile_reverse.hip"
HAVE_CLANG = shutil.which("clang-19") is not None and Path(
    "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ockl.bc").is_file() and Path(
    "/usr/include/hip/hip_runtime.h").is_file()
needs_clang = pytest.mark.skipif(not HAVE_CLANG, reason="clang-19, the HIP headers and "
                                 "rocm-device-libs are not installed (CI installs them)")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


# ------------------------------------------------------------------ platform macros


@needs_clang
def test_a_library_that_selects_the_amd_backend_compiles_and_is_checked(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "hip", str(KERNEL), "--target", "gfx942",
                         "--workgroup-size", "64", "--json", "--", "-I",
                         str(PROJECT / "include"))
    assert (code, json.loads(out)["status"], err) == (0, "clean", "")


@needs_clang
def test_without_the_platform_macro_the_library_refuses(
        capsys: pytest.CaptureFixture[str]) -> None:
    """The macro is what selects the backend: -U after -- takes it away."""
    code, out, err = run(capsys, "hip", str(KERNEL), "--target", "gfx942", "--", "-I",
                         str(PROJECT / "include"), "-U__HIP_PLATFORM_AMD__")
    assert (code, out) == (2, "")
    assert "block.hpp:17:2: error[compile-error]" in err
    assert "no GPU platform macro; define __HIP_PLATFORM_AMD__" in err


def test_hip_is_compiled_at_hipccs_level_and_opencl_at_clangs(tmp_path: Path) -> None:
    """hipcc adds -O3 when its command has no -O (hipBin_amd.h); OpenCL C keeps clang's
    -O2. A -O the project gives comes after amdsync's, so clang takes it."""
    for name in ("hip", "opencl", "ocml", "ockl", "oclc_abi_version_500",
                 "oclc_wavefrontsize64_on", "oclc_daz_opt_off", "oclc_finite_only_off",
                 "oclc_unsafe_math_off", "oclc_correctly_rounded_sqrt_on"):
        (tmp_path / f"{name}.bc").touch()  # (the device libraries are only named)
    toolchain = Toolchain("clang-19", tmp_path)
    target = parse_target("gfx942", Loc("<test>"))
    source, output = tmp_path / "k.hip", tmp_path / "k.ll"

    def levels(language: Language, flags: tuple[str, ...] = ()) -> list[str]:
        command = compile_command(source, output, language, target, toolchain,
                                  flags=flags)
        return [word for word in command if word.startswith("-O")]

    assert levels("hip") == ["-O3"]
    assert levels("opencl") == ["-O2"]
    assert levels("hip", ("-O1",)) == ["-O3", "-O1"]
    hip = compile_command(source, output, "hip", target, toolchain)
    assert hip[:8] == ["clang-19", "-x", "hip", "--offload-arch=gfx942",
                       "--cuda-device-only", "-nogpulib", "-cuid=amdsync",
                       "-D__HIP_PLATFORM_AMD__=1"]
    assert "-D__HIP_PLATFORM_HCC__=1" in hip


# ------------------------------------------------------------------ errors first

NOISY = "".join(f'#warning "noise {i}"\n' for i in range(37)) + \
    "__global__ void k(int *p) { p[0] = undeclared; }\n"


@needs_clang
def test_a_failed_compile_leads_with_its_first_error(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "noisy.hip"
    source.write_text(NOISY)
    code, _, err = run(capsys, "hip", str(source), "--target", "gfx942")
    lines = err.splitlines()
    assert code == 2
    assert lines[0] == (f"{source}:38:36: error[compile-error]: clang could not compile "
                        f"{source} for gfx942:")
    assert lines[1] == f"{source}:38:36: error: use of undeclared identifier 'undeclared'"
    assert "(and 37 warnings)" in lines
    assert "noise" not in err


def test_errors_first_keeps_each_errors_lines_and_counts_the_warnings() -> None:
    stderr = "\n".join([
        "a.hip:1:2: warning: first [-W#warnings]",
        "    1 | #warning first",
        "      |  ^",
        "In file included from a.hip:2:",
        "b.hpp:3:4: error: broken",
        "    3 | broken",
        "      |    ^",
        "b.hpp:1:1: note: declared here",
        "clang-19: warning: argument unused during compilation: '-x' "
        "[-Wunused-command-line-argument]",
        "a.hip:9:1: error: second",
        "2 warnings and 2 errors generated when compiling for gfx942.",
    ])
    assert errors_first(stderr).splitlines() == [
        "In file included from a.hip:2:",
        "b.hpp:3:4: error: broken",
        "    3 | broken",
        "      |    ^",
        "b.hpp:1:1: note: declared here",
        "a.hip:9:1: error: second",
        "(and 2 warnings)",
    ]
    # No error (a crash, a driver message): clang's output as it is.
    assert errors_first("clang: warning: x\nSegmentation fault\n") == \
        "clang: warning: x\nSegmentation fault"
    assert errors_first("a.hip:1:1: error: one\n1 error generated.") == \
        "a.hip:1:1: error: one"
    assert errors_first("w.hip:1:1: warning: w\nw.hip:2:1: error: e\n").endswith(
        "(and 1 warning)")


# ------------------------------------------------------------------ compile_commands


def test_a_relative_directory_is_the_database_folders(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A relative directory is taken from the database's folder, not from where
    amdsync runs; when no entry matches, the error names the paths it compared."""
    (tmp_path / "src").mkdir()
    source = tmp_path / "src" / "k.hip"
    source.write_text("__global__ void k(int *p) { p[0] = 1; }\n")
    build = tmp_path / "build"
    build.mkdir()
    (build / "compile_commands.json").write_text(json.dumps([
        {"directory": "src", "file": "k.hip", "arguments": ["clang++", "-c", "k.hip"]},
        {"directory": "/elsewhere", "file": "other.hip", "command": "c++ other.hip"}]))
    monkeypatch.chdir(tmp_path)  # where src/k.hip is: the wrong folder to resolve from
    code, out, err = run(capsys, "hip", "src/k.hip", "--target", "gfx942",
                         "--compile-commands", "build")
    assert (code, out) == (2, "")
    real = tmp_path.resolve()
    # (From here, clang's own reader would match entry [0]: the message says so.)
    assert err.splitlines()[0] == (
        "build/compile_commands.json:1:1: error[compile-commands]: "
        "build/compile_commands.json has no entry for src/k.hip: compared as "
        f"{real}/src/k.hip with the file of each of its 2 entries: [0] "
        f"{real}/build/src/k.hip (directory 'src' from the database's folder), "
        "[1] /elsewhere/other.hip; entry [0] names it when its directory 'src' is taken "
        "from the current folder, as clang's own tools take it, but amdsync takes a "
        "relative directory from the database's folder (the match does not depend on "
        "where amdsync runs): write the entry's directory as an absolute path")
    # From another folder neither reading names it: no such hint.
    (tmp_path / "elsewhere").mkdir()
    monkeypatch.chdir(tmp_path / "elsewhere")
    code, out, err = run(capsys, "hip", "../src/k.hip", "--target", "gfx942",
                         "--compile-commands", "../build")
    assert (code, out) == (2, "")
    assert err.splitlines()[0] == (
        "../build/compile_commands.json:1:1: error[compile-commands]: "
        "../build/compile_commands.json has no entry for ../src/k.hip: compared as "
        f"{real}/src/k.hip with the file of each of its 2 entries: [0] "
        f"{real}/build/src/k.hip (directory 'src' from the database's folder), "
        "[1] /elsewhere/other.hip")


@needs_clang
def test_a_relative_directory_that_matches_gives_its_flags(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    build = tmp_path / "build"
    build.mkdir()
    (build / "compile_commands.json").write_text(json.dumps([
        {"directory": "../project", "file": "src/tile_reverse.hip",
         "arguments": ["hipcc", "-Iinclude", "-c", "src/tile_reverse.hip"]}]))
    shutil.copytree(PROJECT, tmp_path / "project")
    monkeypatch.chdir(tmp_path / "project")
    code, out, _ = run(capsys, "hip", "src/tile_reverse.hip", "--target", "gfx942",
                       "--workgroup-size", "64", "--compile-commands",
                       str(build / "compile_commands.json"), "--json")
    assert (code, json.loads(out)["status"]) == (0, "clean")
