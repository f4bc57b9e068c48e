"""The HIP and OpenCL example kernels of examples/sources.toml: every case gives the
verdict the specification gives (its sentence is in the manifest), on both targets,
from the committed LLVM IR (no clang needed); where clang-19 and the ROCm device
libraries are installed (CI installs them), also straight from the source through
`amdsync hip` / `amdsync opencl`, and the committed IR is what tools/compile_sources.py
produces today."""

from __future__ import annotations

import json
import shutil
import tomllib
from pathlib import Path
from typing import Any

import pytest

import amdsync
from amdsync.cli.main import main
from amdsync.frontends.clang import compile_source, find_toolchain
from amdsync.targets import parse_target

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
MANIFEST = tomllib.loads((EXAMPLES / "sources.toml").read_text())
CASES = [(case, target) for case in MANIFEST["case"] for target in MANIFEST["targets"]]
HAVE_CLANG = shutil.which("clang-19") is not None and Path(
    "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ockl.bc").is_file()


def _id(case: dict[str, Any], target: str) -> str:
    return f"{Path(case['source']).name}:{case['kernel']}@{target}"


def ll_path(source: str, target: str) -> Path:
    path = EXAMPLES / source
    return path.parent / "ll" / f"{path.stem}.{target}.ll"


def _assert_verdict(case: dict[str, Any], report: dict[str, Any], code: int) -> None:
    assert report["status"] == case["verdict"], (case["spec"], report.get("findings"))
    assert code == {"clean": 0, "findings": 1}[case["verdict"]]
    if case["verdict"] == "findings":
        kind, line = case["finding"]
        first = report["findings"][0]
        assert first["kind"] == kind, case["spec"]
        sources = [step.get("source") or "" for step in first["trace"]]
        wanted = f"{Path(case['source']).name}:{line}"
        assert any(s == wanted or s.endswith("/" + wanted) for s in sources), sources


@pytest.mark.parametrize(("case", "target"), CASES, ids=[_id(c, t) for c, t in CASES])
def test_verdict_from_ir(case: dict[str, Any], target: str,
                         capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["check", str(ll_path(case["source"], target)), "--kernel", case["kernel"],
                 "--target", target, *case["launch"], "--format", "json"])
    _assert_verdict(case, json.loads(capsys.readouterr().out), code)


def test_every_pattern_has_a_broken_twin() -> None:
    by_file: dict[str, set[str]] = {}
    for case in MANIFEST["case"]:
        by_file.setdefault(case["source"], set()).add(case["verdict"])
    assert all(verdicts == {"clean", "findings"} for verdicts in by_file.values()), by_file


needs_clang = pytest.mark.skipif(not HAVE_CLANG, reason="clang-19 and rocm-device-libs "
                                 "are not installed (CI installs them)")


FROM_SOURCE = [(c, t) for c, t in CASES if c["kernel"] in (
    "reverse_no_sync", "publish", "reduce", "neighbour_sum_block_bound")]


@needs_clang
@pytest.mark.parametrize(("case", "target"), FROM_SOURCE,
                         ids=[_id(c, t) for c, t in FROM_SOURCE])
def test_verdict_from_source(case: dict[str, Any], target: str,
                             capsys: pytest.CaptureFixture[str]) -> None:
    command = "hip" if case["source"].endswith(".hip") else "opencl"
    code = main([command, f"{EXAMPLES / case['source']}:{case['kernel']}", "--target",
                 target, *case["launch"], "--format", "json"])
    _assert_verdict(case, json.loads(capsys.readouterr().out), code)


@needs_clang
def test_committed_ir_is_current(tmp_path: Path) -> None:
    """tools/compile_sources.py's output matches the committed IR, byte for byte."""
    toolchain = find_toolchain()
    for source in sorted({c["source"] for c in MANIFEST["case"]}):
        for target in MANIFEST["targets"]:
            out = tmp_path / f"{Path(source).stem}.{target}.ll"
            language = "hip" if source.endswith(".hip") else "opencl"
            compile_source(Path(Path(source).name), out, language, parse_target(target),
                           toolchain, cwd=(EXAMPLES / source).parent)
            assert out.read_text() == ll_path(source, target).read_text(), source


@needs_clang
@pytest.mark.parametrize(("command", "first"), [
    ("hip", "examples/hip/partial_block.hip:24 ("),
    ("opencl", "examples/opencl/reduce_local_arg.cl:25 ("),
])
def test_readme_source_commands(command: str, first: str,
                                capsys: pytest.CaptureFixture[str],
                                monkeypatch: pytest.MonkeyPatch) -> None:
    """The README's `amdsync hip` and `amdsync opencl` examples, word for word, from the
    repository root."""
    readme = (ROOT / "README.md").read_text()
    line = next(ln.strip() for ln in readme.splitlines()
                if ln.strip().startswith(f"amdsync {command} "))
    monkeypatch.chdir(ROOT)
    assert main(line.split()[1:]) == 1
    out = capsys.readouterr().out
    assert out.startswith(first)
    assert "undef-read" in out and "which no write precedes" in out


@needs_clang
def test_python_api(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    result = amdsync.check_source("examples/hip/transpose.hip", kernel="transpose_no_sync",
                                  target="gfx942", workgroup_size=(16, 16),
                                  workgroups=(2, 2), args={"n": 32})
    assert result.status == "findings"
    assert result.findings[0].kind == "race"
    assert result.findings[0].loc.source_line == 26


def test_missing_clang_names_the_packages(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["hip", str(EXAMPLES / "hip/transpose.hip"), "--clang",
                 "/nonexistent/clang-19"])
    assert code == 2
    err = capsys.readouterr().err
    assert "apt-get install clang-19 libamdhip64-dev rocm-device-libs" in err


@needs_clang
def test_compile_error_is_located(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "broken.hip"
    source.write_text("#include <hip/hip_runtime.h>\n__global__ void k(int *p) {\n"
                      "  p[0] = undeclared;\n}\n")
    assert main(["hip", str(source), "--offload-arch", "gfx942"]) == 2
    err = capsys.readouterr().err
    assert f"{source}:3:10: error[compile-error]" in err
    assert "use of undeclared identifier 'undeclared'" in err


IDIOMS = """#include <hip/hip_runtime.h>
__constant__ int table[4] = {1, 2, 3, 4};
__device__ int flag;
__global__ void idioms(int *out) {
  int v = table[threadIdx.x % 4];
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "agent");
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
  int expected = 0;
  int seen = 0;
  if (threadIdx.x == 0) {  // (every lane reading flag: 2^63 reads-from choices)
    __hip_atomic_compare_exchange_weak(&flag, &expected, 1, __ATOMIC_ACQ_REL,
                                       __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
    seen = __hip_atomic_fetch_max(&flag, 0, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_SYSTEM);
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = v + seen + __builtin_amdgcn_s_getreg(0);
}
"""


@needs_clang
def test_what_clang_emits_for_hip_idioms_reads(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    """__constant__ data (addrspace(4) globals), __builtin_amdgcn_fence with scope
    strings, a weak cmpxchg (read as strong, with a warning), system-scope one-as
    atomics and s_getreg all read; each work-item writes its own element: clean."""
    source = tmp_path / "idioms.hip"
    source.write_text(IDIOMS)
    ll = tmp_path / "idioms.ll"
    assert main(["hip", str(source), "--offload-arch", "gfx942", "--workgroup-size", "64",
                 "--keep-ll", str(ll)]) == 0
    captured = capsys.readouterr()
    assert captured.out.startswith("clean: every execution explored")
    assert "[weak-cmpxchg]" in captured.err
    text = ll.read_text()
    for emitted in ('addrspace(4) externally_initialized global [4 x i32]',
                    'fence syncscope("agent") release', 'cmpxchg weak',
                    'syncscope("one-as") monotonic', "@llvm.amdgcn.s.getreg"):
        assert emitted in text, emitted


@pytest.mark.parametrize(("argv", "message"), [
    (["hip", "{src}:"], "no kernel name after the colon"),
    (["hip", "{src}:transpose", "--kernel", "transpose_no_sync"],
     "two kernels named: 'transpose' (after the colon) and --kernel transpose_no_sync"),
    (["hip", "{src}", "--device-libs", "/nonexistent"],
     "/nonexistent has no ockl.bc; install them (Debian: apt-get install rocm-device-libs)"),
])
def test_bad_source_options_are_located(argv: list[str], message: str,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    src = str(EXAMPLES / "hip/transpose.hip")
    if not HAVE_CLANG and "--device-libs" in argv:
        pytest.skip("no clang: the clang error comes first")
    assert main([a.format(src=src) for a in argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith("<command line>: error[")
    assert message in err
