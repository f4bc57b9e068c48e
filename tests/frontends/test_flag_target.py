"""The processor clang compiles for is the one checked (issue 42 item 4): a processor
named after `--` gives the target when `--target` is absent and must agree with it when
it is given (docs/hip-opencl.md, "Compilation")."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

import amdsync
from amdsync.cli.main import main
from amdsync.diagnostics import AmdsyncError
from amdsync.frontends.flag_target import require_agreement, target_in_flags
from amdsync.frontends.flags import CLI, named_processors
from amdsync.targets import parse_target

HAVE_CLANG = shutil.which("clang-19") is not None and Path(
    "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ockl.bc").is_file() and Path(
    "/usr/include/hip/hip_runtime.h").is_file()
needs_clang = pytest.mark.skipif(not HAVE_CLANG, reason="clang-19, the HIP headers and "
                                 "rocm-device-libs are not installed (CI installs them)")
OPENCL = "__kernel void k(__global int *p) { p[get_global_id(0)] = 1; }\n"
HIP = ("#include <hip/hip_runtime.h>\n"
       "__global__ void k(int *p) { p[threadIdx.x] = 1; }\n")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, Any, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    out: Any = json.loads(captured.out) if captured.out.strip() else None
    return code, out, captured.err


def source(tmp_path: Path, language: str) -> Path:
    path = tmp_path / ("k.cl" if language == "opencl" else "k.hip")
    path.write_text(OPENCL if language == "opencl" else HIP)
    return path


# ------------------------------------------------------------------ without clang


def test_the_flags_that_name_a_processor() -> None:
    words = ["-I", "inc", "-mcpu=gfx1100", "--offload-arch=gfx90a:xnack+,gfx942",
             "--cuda-gpu-arch=gfx908", "-Xclang", "-target-cpu", "-Xclang", "gfx1030",
             "-march=gfx906", "-Xarch_device", "-O2"]
    assert [(n.target_id, n.written) for n in named_processors(words)] == [
        ("gfx1100", "-mcpu=gfx1100"),
        ("gfx90a:xnack+", "--offload-arch=gfx90a:xnack+,gfx942"),
        ("gfx942", "--offload-arch=gfx90a:xnack+,gfx942"),
        ("gfx908", "--cuda-gpu-arch=gfx908"),
        ("gfx1030", "-Xclang -target-cpu -Xclang gfx1030")]


def test_words_after_clangs_own_dashdash_are_files() -> None:
    assert named_processors(["-DX", "--", "--offload-arch=gfx1250", "-mcpu=gfx1100"]) == ()
    assert target_in_flags(["--", "-mcpu=gfx1100", "-mwavefrontsize64"], "after --",
                           CLI) is None


def test_a_processor_in_the_flags_gives_the_target() -> None:
    assert target_in_flags(["-DN=1"], "after --", CLI) is None
    target, why = target_in_flags(["-mcpu=gfx1100"], "after --", CLI) or (None, "")
    assert (str(target), target and target.wave_size, why) == (
        "gfx1100", 32, "the processor -mcpu=gfx1100 after -- names")
    target, _ = target_in_flags(["-mcpu=gfx1100", "-mwavefrontsize64"], "after --",
                                CLI) or (None, "")
    assert (str(target), target and target.wave_size) == ("gfx1100:wavefrontsize64+", 64)


@pytest.mark.parametrize(("given", "flags", "message"), [
    ("gfx942", ["-mcpu=gfx1100"],
     "<command line>: error[usage]: --target gfx942 and -mcpu=gfx1100 after -- name "
     "different processors: clang would compile for gfx1100 and amdsync would check "
     "gfx942; give one of them, or the same in both"),
    ("gfx90a", ["--offload-arch=gfx90a:xnack+"],
     "clang would compile for gfx90a:xnack+ and amdsync would check gfx90a"),
    ("gfx1100", ["-mwavefrontsize64"],
     "--target gfx1100 is wave32 and -mwavefrontsize64 after -- makes clang compile "
     "wave64; give the wave size in the target (--target gfx1100:wavefrontsize64+)"),
    ("gfx942", ["-mcpu=gfx942", "-mcpu=gfx1100"],
     "-mcpu=gfx942 and -mcpu=gfx1100 after -- name two processors"),
])
def test_a_disagreement_is_a_usage_error_naming_both(given: str, flags: list[str],
                                                     message: str) -> None:
    with pytest.raises(AmdsyncError) as caught:
        require_agreement(parse_target(given), f"--target {given}", flags, "after --", CLI)
    assert message in str(caught.value)


def test_agreeing_flags_are_fine() -> None:
    for given, flags in [("gfx1100", ["-mcpu=gfx1100"]), ("gfx942", ["-DX"]),
                         ("gfx90a:xnack+", ["--offload-arch=gfx90a:xnack+"]),
                         ("gfx1100:wavefrontsize64+", ["-mwavefrontsize64"]),
                         ("gfx942", ["-mwavefrontsize64"])]:
        require_agreement(parse_target(given), f"--target {given}", flags, "after --", CLI)


# ------------------------------------------------------------------ with clang


@needs_clang
@pytest.mark.parametrize(("language", "flag"), [("opencl", "-mcpu=gfx1100"),
                                                ("hip", "--offload-arch=gfx1100")])
def test_disagreeing_target_and_flags_are_a_usage_error(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], language: str,
        flag: str) -> None:
    code, out, err = run(capsys, language, str(source(tmp_path, language)), "--target",
                         "gfx942", "--workgroup-size", "64", "--json", "--", flag)
    assert (code, out) == (2, None)
    assert err.startswith(f"<command line>: error[usage]: --target gfx942 and {flag} "
                          "after -- name different processors: clang would compile for "
                          "gfx1100 and amdsync would check gfx942")
    assert "Traceback" not in err


@needs_clang
@pytest.mark.parametrize(("language", "flag"), [("opencl", "-mcpu=gfx1100"),
                                                ("hip", "--offload-arch=gfx1100")])
def test_the_processor_of_the_flags_is_compiled_and_checked(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], language: str,
        flag: str) -> None:
    """Without --target, -mcpu=gfx1100 gives gfx1100: compiled for it (the IR says so)
    and checked as it (wave32: a 64-item workgroup is two waves)."""
    kept = tmp_path / "k.ll"
    code, out, err = run(capsys, language, str(source(tmp_path, language)),
                         "--workgroup-size", "64", "--keep-ll", str(kept), "--json",
                         "--", flag)
    assert (code, out["status"], out["stats"]["waves"]) == (0, "clean", 2)
    assert f"no --target given; compiling for gfx1100, the processor {flag} after -- " \
        "names" in err
    assert '"target-cpu"="gfx1100"' in kept.read_text()


@needs_clang
def test_agreeing_target_and_flags_check_that_target(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "opencl", str(source(tmp_path, "opencl")), "--target",
                         "gfx1100", "--workgroup-size", "64", "--json", "--",
                         "-mcpu=gfx1100")
    assert (code, out["status"], out["stats"]["waves"], err) == (0, "clean", 2, "")


@needs_clang
def test_the_api_follows_the_same_rule(tmp_path: Path) -> None:
    path = source(tmp_path, "opencl")
    with pytest.raises(AmdsyncError, match="target='gfx942' and -mcpu=gfx1100 in flags"):
        amdsync.check_source(path, target="gfx942", workgroup_size=64,
                             flags=["-mcpu=gfx1100"])
    result = amdsync.check_source(path, workgroup_size=64, flags=["-mcpu=gfx1100"])
    assert result.stats.waves == 2
