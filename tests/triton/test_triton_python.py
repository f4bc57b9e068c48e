"""`amdsync triton FILE.py:KERNEL` and `amdsync.triton.check`: Triton kernels checked
straight from their Python source (docs/triton.md, "From Python").

The IR Triton compiles through amdsync is byte for byte the committed examples/triton
IR for every one of the eight examples (same specialization, arguments mapped by name),
so the verdicts of tests/triton carry over; one launch is checked end to end, and bad
input is a located error."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

import amdsync.triton as amdsync_triton
from amdsync.cli.main import main
from amdsync.triton import compile_kernel, load_jit_function

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "triton"
LAUNCHES: dict[str, dict[str, Any]] = json.loads((EXAMPLES / "launches.json").read_text())
KERNELS = EXAMPLES / "kernels.py"
# Every example: its kernels.py function, and the argument types and values generate.py
# gives beyond the defaults (bf16 pointers, i32 scalars), by kernel (any target).
FP8 = {"a_ptr": "*fp8e4nv", "b_ptr": "*fp8e4nv"}
FP32 = {"x_ptr": "*fp32", "row_ptr": "*fp32", "col_ptr": "*fp32", "out_ptr": "*fp32"}
SOURCES: dict[str, tuple[str, dict[str, str], dict[str, float]]] = {
    "matmul_bf16_s2": ("matmul_kernel", {}, {}),
    "matmul_bf16_s3": ("matmul_kernel", {}, {}),
    "matmul_bf16_s4": ("matmul_kernel", {}, {}),
    "matmul_bf16_w8_s2": ("matmul_kernel", {}, {}),
    "matmul_fp8_s2": ("matmul_kernel", FP8, {}),
    "matmul_masked_bf16_s3": ("masked_matmul_kernel", {}, {}),
    "matmul_persistent_bf16_s3": ("persistent_matmul_kernel", {}, {}),
    "attention_bf16_s2": ("attention_kernel", {}, {"sm_scale": 0.125}),
    "matmul_masked_mnk_bf16_s3": ("masked_mnk_matmul_kernel", {}, {}),
    "softmax_bf16": ("softmax_kernel", {}, {}),
    "layernorm_bf16": ("layernorm_kernel", {}, {"eps": 1e-5}),
    "sum_fp32": ("sum_kernel", FP32, {}),
    "atomic_sum_fp32": ("atomic_sum_kernel", FP32, {}),
}
WAVE = {"gfx950": 64, "gfx942": 64, "gfx1250": 32}


def _named_args(name: str) -> dict[str, int]:
    launch = LAUNCHES[name]
    return {launch["arg_names"][pos]: value for pos, value in launch["args"].items()}


def _portable(llir: str) -> str:
    """The IR without the debug-info directories, which name the checkout and the
    environment it was compiled in (`!DIFile(…, directory: "/…/examples/triton")`)."""
    return re.sub(r'directory: "[^"]*"', 'directory: "…"', llir)


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(LAUNCHES))
def test_the_compiled_ir_is_the_committed_one(name: str) -> None:
    launch = LAUNCHES[name]
    function, types, floats = SOURCES[launch["kernel"]]
    fn = load_jit_function(f"{KERNELS}:{function}")
    target = launch["target"]
    compiled = compile_kernel(fn, target=target,
                              num_warps=launch["workgroup_size"] // WAVE[target],
                              num_stages=launch["num_stages"],
                              constexprs=launch["constexprs"],
                              args={**_named_args(name), **floats}, arg_types=types)
    assert _portable(compiled.llir) == _portable((EXAMPLES / launch["file"]).read_text())
    assert {compiled.positions[n]: n for n in _named_args(name)} == {
        int(p): n for p, n in launch["arg_names"].items()}


@pytest.mark.slow
def test_check_from_python_reports_on_python_lines(capsys: pytest.CaptureFixture[str],
                                                   tmp_path: Path) -> None:
    launch = LAUNCHES["matmul_bf16_s3"]
    argv = ["triton", f"{KERNELS}:matmul_kernel", "--num-warps", "4", "--num-stages", "3",
            "--format", "json", "--keep-ll", str(tmp_path / "k.ll")]
    argv += [x for k, v in launch["constexprs"].items() for x in ("--constexpr", f"{k}={v}")]
    argv += [x for k, v in _named_args("matmul_bf16_s3").items() for x in ("--arg", f"{k}={v}")]
    code = main(argv)
    report = json.loads(capsys.readouterr().out)
    assert (code, report["status"]) == (0, "clean")
    # A wait lowered by one in the kept IR is found, its accesses on kernels.py lines.
    text = (tmp_path / "k.ll").read_text().replace(
        "llvm.amdgcn.wait.asyncmark(i16 2)", "llvm.amdgcn.wait.asyncmark(i16 3)", 1)
    (tmp_path / "bug.ll").write_text(text)
    code = main(["check", str(tmp_path / "bug.ll"), "--workgroup-size", "256", "--json",
                 *[x for p, v in launch["args"].items() for x in ("--arg", f"{p}={v}")]])
    bug = json.loads(capsys.readouterr().out)
    assert code == 1
    sources = [step["source"] for f in bug["findings"] for step in f["trace"]
               if "source" in step]
    assert sources and all(source.startswith("kernels.py:") for source in sources)


@pytest.mark.slow
def test_the_readme_triton_command_checks_clean(capsys: pytest.CaptureFixture[str],
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """The README's `amdsync triton …` command, word for word, from the project root."""
    root = EXAMPLES.parents[1]
    readme = (root / "README.md").read_text()
    command = next(line for line in readme.split("`")
                   if line.startswith("amdsync triton examples/triton/kernels.py:"))
    monkeypatch.chdir(root)
    code = main(command.split()[1:])
    out = capsys.readouterr().out
    assert code == 0 and out.startswith("clean"), out


@pytest.mark.parametrize("spec, args, message", [
    ("nowhere.py:k", [], "no such file: nowhere.py"),
    ("{K}", [], "give the kernel as FILE.py:KERNEL"),
    ("{K}:no_such_kernel", [], "has no triton.jit function 'no_such_kernel'"),
    ("{K}:matmul_kernel", ["--arg", "Q=1"], "matmul_kernel has no argument 'Q'"),
    ("{K}:matmul_kernel", ["--arg", "M=x"], "--arg M: 'x' is not a number"),
    ("{K}:matmul_kernel", ["--arg", "M=2.5", "--arg", "N=@M"],
     "--arg N=@M: M is 2.5, not an integer; a tie follows an integer argument"),
    ("{K}:matmul_kernel", ["--arg", "M=2.5", "--arg", "N=@M", "--sweep", "K=1:4"],
     "--arg N=@M: M is 2.5, not an integer; a tie follows an integer argument"),
    # Seed 41: a value past the argument's declared type was an error at <api> naming
    # the IR position ("args 2=1000: 1000 does not fit 2").
    ("{K}:atomic_sum_kernel", ["--arg", "n=1000", "--arg-type", "n=u8"],
     "<command line>: error[usage]: --arg n=1000: 1000 does not fit n, an i8 (-128 to 255)"),
    ("{K}:atomic_sum_kernel", ["--sweep", "n=1:1000", "--arg-type", "n=i8"],
     "<command line>: error[usage]: --sweep n=1000: 1000 does not fit n, an i8"),
    # Seed 46: a malformed --target was an error at <api>.
    ("{K}:sum_kernel", ["--target", "gfx942:xnack+:xnack-"],
     "<command line>: error[bad-target-id]: target feature 'xnack' set twice"),
    ("{K}:sum_kernel", ["--target", "gfx942:xnack"],
     "<command line>: error[bad-target-id]: target feature 'xnack' must end in"),
])
def test_bad_input_is_located(spec: str, args: list[str], message: str,
                              capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["triton", spec.format(K=KERNELS), *args])
    err = capsys.readouterr().err
    assert code == 2 and message in err and "Traceback" not in err


@pytest.mark.slow
def _count_compiles(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """The arguments of every kernel compiled from now on."""
    compiled: list[dict[str, Any]] = []
    real = amdsync_triton.compile_kernel

    def counting(fn: Any, **kwargs: Any) -> Any:
        compiled.append(dict(kwargs["args"]))
        return real(fn, **kwargs)

    monkeypatch.setattr(amdsync_triton, "compile_kernel", counting)
    return compiled


def _s3_argv(*shape: str) -> list[str]:
    """`amdsync triton` on the 3-stage matmul at its launch, K given by ``shape``."""
    launch = LAUNCHES["matmul_bf16_s3"]
    argv = ["triton", f"{KERNELS}:matmul_kernel", "--num-warps", "4", "--num-stages", "3",
            "--format", "json", *shape]
    argv += [x for k, v in launch["constexprs"].items() for x in ("--constexpr", f"{k}={v}")]
    argv += [x for k, v in _named_args("matmul_bf16_s3").items() if k != "K"
             for x in ("--arg", f"{k}={v}")]
    return argv


def test_a_sweep_compiles_once_per_specialization(capsys: pytest.CaptureFixture[str],
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """`--arg K=64,128,200`: K = 64 and 128 are divisible by 16 and share one compiled
    kernel, K = 200 is not (Triton's tt.divisibility) and gets its own; every shape is
    checked, by its Python name, and each is clean (fewer iterations than stages
    included: K = 64 runs one)."""
    compiled = _count_compiles(monkeypatch)
    code = main(_s3_argv("--arg", "K=64,128,200"))
    report = json.loads(capsys.readouterr().out)
    assert (code, report["status"]) == (0, "clean")
    assert [shape["args"]["K"] for shape in report["shapes"]] == [64, 128, 200]
    assert sorted(args["K"] for args in compiled) == [64, 200]


def test_a_sweep_explores_every_value_once_per_specialization(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """`--sweep K=1:200`: one parametric exploration per specialization (K divisible by
    16 or not, two compiled kernels), each split into classes by the trip count; every
    value of the range is covered, so a clean sweep is a proof (issue 10)."""
    compiled = _count_compiles(monkeypatch)
    code = main(_s3_argv("--sweep", "K=1:200"))
    report = json.loads(capsys.readouterr().out)
    assert (code, report["status"]) == (0, "clean")
    assert sorted(args["K"] for args in compiled) == [1, 16]
    classes = [[(c["values"], c["status"]) for c in shape["classes"]]
               for shape in report["shapes"]]
    assert classes == [
        [("1..15, 17..31, 33..47, 49..63", "clean"), ("65..79, 81..95, 97..111, 113..127",
                                                      "clean"),
         ("129..143, 145..159, 161..175, 177..191", "clean"), ("193..200", "clean")],
        [("16, 32, 48, 64", "clean"), ("80, 96, 112, 128", "clean"),
         ("144, 160, 176, 192", "clean")]]
    assert report["coverage"][0]["parametric"] is True


def test_a_tied_stride_follows_the_swept_size(capsys: pytest.CaptureFixture[str],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """`--sweep N=1:40 --arg stride_bk=@N --arg stride_cm=@N` on the M/N/K-masked
    matmul: the strides are N in every value (explore/lanes/ties.py), compiled once per
    specialization of N and its followers (divisible by 16 or not: two kernels, the
    second with unvectorized stores), so every N is clean — with the strides fixed,
    rows would overlap once N passed them."""
    compiled = _count_compiles(monkeypatch)
    launch = LAUNCHES["matmul_masked_mnk_bf16_s3"]
    argv = ["triton", f"{KERNELS}:masked_mnk_matmul_kernel", "--num-warps", "4",
            "--num-stages", "3", "--format", "json", "--sweep", "N=1:40",
            "--arg", "stride_bk=@N", "--arg", "stride_cm=@N"]
    argv += [x for k, v in launch["constexprs"].items() for x in ("--constexpr", f"{k}={v}")]
    argv += [x for k, v in _named_args("matmul_masked_mnk_bf16_s3").items()
             if k in ("M", "K", "stride_am") for x in ("--arg", f"{k}={v}")]
    code = main(argv)
    report = json.loads(capsys.readouterr().out)
    assert (code, report["status"]) == (0, "clean")
    assert sorted((a["N"], a["stride_bk"], a["stride_cm"]) for a in compiled) == [
        (1, 1, 1), (16, 16, 16)]
    covered = sorted(int(v) for shape in report["shapes"] for c in shape["classes"]
                     for part in c["values"].split(", ")
                     for v in range(int(part.split("..")[0]), int(part.split("..")[-1]) + 1))
    assert covered == list(range(1, 41))
