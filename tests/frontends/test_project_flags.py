"""Kernels checked where they live: with their project's compiler flags, given after
`--` or read from a compile_commands.json, by their source names (templates), with
float arguments, on a target the system clang accepts; and the flags amdsync refuses
(plugins, loaders), named (docs/hip-opencl.md, "Project flags")."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

import amdsync
from amdsync.cli import check_cmd
from amdsync.cli.main import main

HERE = Path(__file__).resolve().parent
PROJECTS = HERE / "projects"
ROCM = PROJECTS / "rocm_style"
REDUCE = ROCM / "src" / "block_reduce.hip"
SUITE = PROJECTS / "test_suite"
STENCIL = SUITE / "stencil_block.hip"
HAVE_CLANG = shutil.which("clang-19") is not None and Path(
    "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ockl.bc").is_file()
needs_clang = pytest.mark.skipif(not HAVE_CLANG, reason="clang-19 and rocm-device-libs "
                                 "are not installed (CI installs them)")
ROCM_FLAGS = ["-I", str(ROCM / "include"), "-std=c++20"]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, Any, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    out: Any = captured.out
    if "--format" in argv and captured.out.strip():
        out = json.loads(captured.out)
    return code, out, captured.err


def database(tmp_path: Path, *entries: dict[str, Any]) -> Path:
    path = tmp_path / "compile_commands.json"
    path.write_text(json.dumps(list(entries), indent=2))
    return path


def rocm_entry(**extra: Any) -> dict[str, Any]:
    """What CMake writes for the HIP file: its own compiler, host and output flags
    around the ones the device compile needs (relative to the build folder)."""
    return {"directory": str(ROCM),
            "arguments": ["/opt/rocm/llvm/bin/clang++", "-x", "hip",
                          "--offload-arch=gfx90a", "-Iinclude", "-isystem",
                          "/opt/rocm/include", "-std=c++20", "-O3", "-Wall", "-fPIC",
                          "-fno-exceptions", "-MD", "-MF", "x.d", "-o",
                          "CMakeFiles/x.dir/src/block_reduce.hip.o", "-c",
                          "src/block_reduce.hip"],
            "file": "src/block_reduce.hip", **extra}


# ------------------------------------------------------------------ from source


@needs_clang
def test_rocm_style_kernel_with_flags_after_dashdash(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, report, _ = run(capsys, "hip", f"{REDUCE}:block_reduce<128>", "--offload-arch",
                          "gfx942", "--workgroup-size", "128", "--arg", "scale=0.5",
                          "--format", "json", "--", *ROCM_FLAGS)
    assert (code, report["status"]) == (0, "clean"), report


@needs_clang
def test_rocm_style_kernel_needs_its_flags(capsys: pytest.CaptureFixture[str]) -> None:
    """Without -std=c++20 the project's header does not compile (a located error)."""
    code, _, err = run(capsys, "hip", f"{REDUCE}:block_reduce<128>", "--offload-arch",
                       "gfx942", "--", "-I", str(ROCM / "include"))
    assert code == 2
    assert "block_reduce.hpp:10:1: error[compile-error]" in err
    assert "Traceback" not in err


@needs_clang
def test_rocm_style_kernel_through_compile_commands(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = database(tmp_path, {"directory": str(ROCM), "file": "src/other.hip",
                             "command": "clang++ -DOTHER -c src/other.hip"}, rocm_entry())
    code, report, _ = run(capsys, "hip", str(REDUCE), "--kernel", "block_reduce<256>",
                          "--offload-arch", "gfx942", "--workgroup-size", "256",
                          "--arg", "scale=2", "--compile-commands", str(db),
                          "--format", "json")
    assert (code, report["status"]) == (0, "clean"), report


@needs_clang
def test_test_suite_kernel_needs_its_define(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "hip", str(STENCIL), "--offload-arch", "gfx942")
    assert code == 2 and "stencil_block.hip:6:2: error[compile-error]" in err
    launch = ["--offload-arch", "gfx942", "--workgroup-size", "64", "--workgroups", "2",
              "--arg", "n=128", "--format", "json"]
    code, report, _ = run(capsys, "hip", str(STENCIL), *launch, "--", "-DBLOCK=64")
    assert (code, report["status"]) == (0, "clean"), report
    code, report, _ = run(capsys, "hip", str(STENCIL), *launch, "--", "-DBLOCK=64",
                          "-DSKIP_SYNC")
    assert (code, report["findings"][0]["kind"]) == (1, "race")


@needs_clang
def test_test_suite_kernel_through_a_command_string(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A Bear-style entry: one shell-quoted command, the file relative to its folder;
    the project's defines make the kernel broken, a define after -- cannot undo that
    (-U would)."""
    db = database(tmp_path, {"directory": str(SUITE), "file": "stencil_block.hip",
                             "command": 'hipcc -DBLOCK=64 "-DSKIP_SYNC" -O2 -c '
                                        "stencil_block.hip -o stencil_block.o"})
    launch = ["--offload-arch", "gfx942", "--workgroup-size", "64", "--arg", "n=64",
              "--compile-commands", str(db), "--format", "json"]
    code, report, _ = run(capsys, "hip", str(STENCIL), *launch)
    assert (code, report["status"]) == (1, "findings")
    code, report, _ = run(capsys, "hip", str(STENCIL), *launch, "--", "-USKIP_SYNC")
    assert (code, report["status"]) == (0, "clean")


@needs_clang
def test_an_opencl_kernel_through_both(tmp_path: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    """OpenCL C the same way: -DTILE after --, or the entry's -D and -cl-std (kept),
    -x cl (implied) and -cl-mad-enable (kept)."""
    source = SUITE / "tile_sum.cl"
    launch = ["--target", "gfx1100", "--workgroup-size", "64", "--format", "json"]
    code, report, _ = run(capsys, "opencl", str(source), *launch, "--", "-DTILE=64")
    assert (code, report["status"]) == (0, "clean")
    db = database(tmp_path, {"directory": str(SUITE), "file": "tile_sum.cl",
                             "arguments": ["clang", "-x", "cl", "-cl-std=CL2.0",
                                           "-cl-mad-enable", "-DTILE=64", "-DSKIP_BARRIER",
                                           "-c", "tile_sum.cl"]})
    code, report, _ = run(capsys, "opencl", str(source), *launch, "--compile-commands",
                          str(db))
    assert (code, report["findings"][0]["kind"]) == (1, "race")


@needs_clang
def test_python_api_takes_flags_and_compile_commands(tmp_path: Path) -> None:
    result = amdsync.check_source(REDUCE, kernel="block_reduce<128>", target="gfx942",
                                  workgroup_size=128, args={"scale": 0.25},
                                  flags=ROCM_FLAGS)
    assert result.status == "clean"
    result = amdsync.check_source(STENCIL, target="gfx942", workgroup_size=64,
                                  args={"n": 64}, compile_commands=database(
                                      tmp_path, {"directory": str(SUITE),
                                                 "file": str(STENCIL),
                                                 "arguments": ["cc", "-DBLOCK=64"]}))
    assert result.status == "clean"


# ------------------------------------------------------------------ source names


@needs_clang
def test_a_template_kernel_by_its_source_name(capsys: pytest.CaptureFixture[str]) -> None:
    base = ["hip", str(REDUCE), "--offload-arch", "gfx942", "--workgroup-size", "128",
            "--arg", "scale=1", "--format", "json", "--", *ROCM_FLAGS]
    code, _, err = run(capsys, *base[:2], "--kernel", "block_reduce", *base[2:])
    assert code == 2
    assert "error[ambiguous-kernel]" in err
    assert f"{REDUCE} has 2 kernels of that name" in err
    assert "block_reduce<128>(float*, float const*, float) (_Z12block_reduceILi128EEvPfPKff)" \
        in err and "block_reduce<256>" in err
    code, report, _ = run(capsys, *base[:2], "--kernel", "block_reduce< 128 >", *base[2:])
    assert (code, report["status"]) == (0, "clean")
    # A kernel that is no template is chosen by its plain name.
    code, report, _ = run(capsys, *base[:2], "--kernel", "signed_reduce", *base[2:])
    assert code in (0, 1, 3) and "status" in report


# ------------------------------------------------------------------ float arguments


@needs_clang
def test_a_float_argument_reaches_the_explorer_as_its_bits(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """`--arg scale=-0.5` for `float scale` enters the explorer as the float's bits,
    0xBF000000, read as a signed 32-bit integer (docs/hip-opencl.md)."""
    seen: dict[str, int] = {}
    original = check_cmd.check_program

    def spy(program: Any, launch: Any, options: Any) -> Any:
        seen.update(options.args)
        return original(program, launch, options)

    monkeypatch.setattr(check_cmd, "check_program", spy)
    run(capsys, "hip", f"{REDUCE}:signed_reduce", "--offload-arch", "gfx942",
        "--workgroup-size", "128", "--arg", "scale=-0.5", "--format", "json", "--",
        *ROCM_FLAGS)
    assert seen["scale"] == 0xBF000000 - (1 << 32)


@needs_clang
def test_a_float_argument_decides_a_branch(capsys: pytest.CaptureFixture[str]) -> None:
    """`signbit(scale)` is `bitcast float %scale to i32` and a signed compare: the bits
    decide the branch (explore/values/float_values.py). With the barrier skipped, lane 0 reads
    `partial[64]` before wave 1 writes it, which returns undef (no write precedes it:
    `undef-read`, docs/semantics/model.md), and the finding is where that value is used, the store
    of line 27."""
    base = ["hip", f"{REDUCE}:signed_reduce", "--offload-arch", "gfx942",
            "--workgroup-size", "128", "--format", "json"]
    code, report, _ = run(capsys, *base, "--arg", "scale=0.5", "--", *ROCM_FLAGS)
    assert (code, report["status"]) == (0, "clean")
    code, report, _ = run(capsys, *base, "--arg", "scale=-0.5", "--", *ROCM_FLAGS)
    finding = report["findings"][0]
    assert (code, finding["kind"]) == (1, "race")
    assert finding["trace"][0]["source"].endswith("amdsync_demo/block_reduce.hpp:21")
    assert finding["trace"][-1]["source"].endswith("src/block_reduce.hip:27")


# ------------------------------------------------------------------ default target


@needs_clang
def test_no_target_compiles_for_one_the_clang_accepts(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Debian's clang 19 rejects gfx950 (amdsync's default): the newest CDNA processor
    it lists is gfx942, and amdsync says so."""
    code, report, err = run(capsys, "hip", f"{REDUCE}:block_reduce<128>",
                            "--workgroup-size", "128", "--arg", "scale=1", "--format",
                            "json", "--", *ROCM_FLAGS)
    assert (code, report["status"]) == (0, "clean")
    assert "no --target given; compiling for gfx942" in err
    code, _, err = run(capsys, "opencl", str(HERE.parents[1] / "examples/opencl/"
                                             "reduce_local_arg.cl:reduce_enqueued_size"),
                       "--workgroup-size", "64", "--arg", "scratch=256", "--format", "json")
    assert code in (0, 1) and "compiling for gfx942" in err


@needs_clang
def test_no_target_takes_the_one_the_project_builds_for(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = database(tmp_path, rocm_entry())  # --offload-arch=gfx90a
    code, report, err = run(capsys, "hip", f"{REDUCE}:block_reduce<128>",
                            "--workgroup-size", "128", "--arg", "scale=1",
                            "--compile-commands", str(db), "--format", "json")
    assert (code, report["status"]) == (0, "clean")
    assert "compiling for gfx90a, the processor the project's compile_commands.json " \
        "names" in err


# ------------------------------------------------------------------ refused flags


@pytest.mark.parametrize(("flags", "named"), [
    (["-fplugin=/tmp/evil.so"], "-fplugin=/tmp/evil.so loads code into clang"),
    (["-fpass-plugin=/tmp/evil.so"], "-fpass-plugin=/tmp/evil.so loads code"),
    (["-Xclang", "-load", "-Xclang", "/tmp/evil.so"], "-Xclang -load loads code"),
    (["-Xclang", "-plugin", "-Xclang", "x"], "-Xclang -plugin loads code"),
    (["-Xclang=-add-plugin"], "-Xclang=-add-plugin loads code"),
    (["@/tmp/flags.rsp"], "@/tmp/flags.rsp reads flags from a file"),
    (["--config=/tmp/x.cfg"], "--config=/tmp/x.cfg reads flags from a file"),
    (["-o", "/tmp/elsewhere.ll"], "-o changes what clang writes"),
])
def test_loading_flags_after_dashdash_are_refused(
        flags: list[str], named: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "hip", str(REDUCE), "--offload-arch", "gfx942", "--",
                         *flags)
    assert (code, out) == (2, "")
    assert err.startswith("<command line>: error[refused-flag]: after --: ")
    assert named in err


@pytest.mark.parametrize("flag", ["-fplugin=libevil.so", "-fpass-plugin=libevil.so"])
def test_loading_flags_in_compile_commands_are_refused(
        flag: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = database(tmp_path, rocm_entry(), {
        "directory": str(ROCM), "file": "src/block_reduce.hip",
        "arguments": ["clang++", "-Iinclude", flag, "-c", "src/block_reduce.hip"]})
    code, _, err = run(capsys, "hip", str(REDUCE), "--offload-arch", "gfx942",
                       "--compile-commands", str(db))
    assert code == 2
    assert f"{db}:" in err and "error[refused-flag]: compile_commands.json: " \
        f"{flag} loads code into clang" in err


@needs_clang
def test_no_shell_and_no_compiler_of_the_database_runs(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The database's compiler and its shell syntax are never run: clang gets an
    argument list in which the entry's `$(…)` and `;` are plain words of a -D."""
    calls: list[Any] = []

    def record(command: Any, **kwargs: Any) -> Any:
        calls.append((command, kwargs))
        raise OSError("not running anything in this test")

    monkeypatch.setattr(subprocess, "run", record)
    db = database(tmp_path, {"directory": str(SUITE), "file": "stencil_block.hip",
                             "command": "/bin/sh -c 'touch /tmp/pwned' "
                                        "'-DX=$(touch /tmp/pwned);' -c stencil_block.hip"})
    main(["hip", str(STENCIL), "--offload-arch", "gfx942", "--compile-commands", str(db),
          "--clang", shutil.which("sh") or "/bin/sh"])
    capsys.readouterr()
    assert calls, "clang was to be called"
    for command, kwargs in calls:
        assert isinstance(command, list) and not kwargs.get("shell")
        assert "/bin/sh" not in command[1:] and "touch /tmp/pwned" not in command
    assert any("-DX=$(touch /tmp/pwned);" in command for command, _ in calls)


# ------------------------------------------------------------------ malformed databases


@pytest.mark.parametrize(("text", "where", "message"), [
    ('[{"directory": "/x", "file": "a.hip",', ":1:", "is not JSON"),
    ('{"directory": "/x"}', ":1:1:", "must hold a JSON array of entries, not a dict"),
    ('[\n  {"directory": "/x", "file": "a.hip", "command": "cc"},\n  {"file": "b.hip", '
     '"command": "cc"}\n]', ":3:3:", "entry [1] of {db}: 'directory' must be a non-empty"),
    ('[{"directory": "/x", "file": "a.hip"}]', ":1:2:",
     "entry [0] of {db}: it has neither 'command' nor 'arguments'"),
    ('[{"directory": "/x", "file": "a.hip", "arguments": ["cc", 3]}]', ":1:2:",
     "'arguments' must be a non-empty list of strings"),
    ('[{"directory": "/x", "file": "a.hip", "command": "cc \\"-DX"}]', ":1:2:",
     "'command' cannot be split into words"),
    ('[7]', ":1:2:", "entry [0] of {db}: an entry is an object"),
    ('[{"directory": "/x", "file": "a.hip", "command": "cc"}]', ":1:1:",
     "has no entry for {src}"),
])
def test_a_malformed_database_is_a_located_error(
        text: str, where: str, message: str, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "compile_commands.json"
    db.write_text(text)
    code, out, err = run(capsys, "hip", str(STENCIL), "--offload-arch", "gfx942",
                         "--compile-commands", str(db))
    assert (code, out) == (2, "")
    assert err.startswith(f"{db}{where}") and "error[compile-commands]" in err, err
    assert message.format(db=db, src=STENCIL) in err
    assert "Traceback" not in err


def test_two_entries_with_other_flags_are_an_error(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    same = {"directory": str(SUITE), "file": "stencil_block.hip"}
    db = database(tmp_path,
                  {**same, "arguments": ["cc", "-DBLOCK=64", "-O2", "-c",
                                         "stencil_block.hip"]},
                  {**same, "arguments": ["cc", "-DBLOCK=64", "-O3", "-o", "other.o"]},
                  {**same, "arguments": ["cc", "-DBLOCK=128", "-c", "stencil_block.hip"]})
    code, _, err = run(capsys, "hip", str(STENCIL), "--offload-arch", "gfx942",
                       "--compile-commands", str(db))
    assert code == 2
    assert "error[compile-commands]: entry [2] compiles" in err
    assert "than entry [0] (-DBLOCK=128 against -DBLOCK=64)" in err
    assert err.startswith(f"{db}:24:3: ")  # where entry [2] starts


@needs_clang
def test_a_clang_that_does_not_finish_is_a_bound(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """--timeout covers compiling: exit 3 (incomplete), and the clang is stopped."""
    slow = tmp_path / "slow-clang"
    slow.write_text("#!/bin/sh\nexec sleep 30\n")
    slow.chmod(0o755)
    code, out, err = run(capsys, "hip", str(STENCIL), "--offload-arch", "gfx942",
                         "--clang", str(slow), "--timeout", "0.5")
    assert (code, out) == (3, "")
    assert "incomplete: time bound reached (--timeout 0.5 s)" in err


def test_a_build_folder_stands_for_its_database(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    """--compile-commands build/ reads build/compile_commands.json (as clangd does)."""
    database(tmp_path, {"directory": str(SUITE), "file": "other.hip", "command": "cc"})
    code, _, err = run(capsys, "hip", str(STENCIL), "--offload-arch", "gfx942",
                       "--compile-commands", str(tmp_path))
    assert code == 2
    assert f"{tmp_path / 'compile_commands.json'} has no entry for {STENCIL}" in err
