"""Issue 42's walk (docs/fixes.md, "The seeded bugs and twins"): every seeded Triton bug
(examples/triton/seeded and its gfx942/ and gfx1250/, launched as
examples/triton/launches.json launches them) and every HIP and OpenCL broken twin of
examples/sources.toml (their compiled IR in examples/*/ll, gfx942) through `check
--fix OUT.ll --json`, in this process.

A synchronization bug gives at most two findings, each with a fix that was checked
again, and the IR `--fix` writes checks with exit 0. A bug in what the program computes
(an index, a bound, an early return) gives findings that say, in exactly these words,
that no synchronization edit removes them. `sum_fp32` has a race of its own on every
target (its unseeded twin's: waves storing one replicated value, READINGS.md item 2):
the seeded bug's finding is fixed, that race is said to have no synchronization edit,
and the fixed IR checks as the unseeded kernel does. docs/fixes.md, "The seeded bugs
and twins", lists each exception and why.

The file `--fix OUT.ll` writes is the text of the search's last check (every fix
applied together, checked as a whole: the report's `combined`): the test holds the
file's diff from the original equal to that check's diff, and for all but the pipelined
Triton matmuls and attention checks the file once more, as a user would (for those the
same check a second time costs CI a minute and proves nothing more; the bench does
it). benches/fix_walk.py walks the same cases in subprocesses, with times. CI walks the
twins and the default target's seeded kernels but the matmuls of other shapes
(``_walked``); ``AMDSYNC_FIX_WALK=all`` walks every one.
"""

from __future__ import annotations

import difflib
import json
import os
import tomllib
from pathlib import Path

import pytest

from amdsync.cli.main import main

ROOT = Path(__file__).resolve().parents[3]
TRITON = ROOT / "examples" / "triton"
SEEDED = TRITON / "seeded"

NO_EDIT = ("no synchronization edit removes it: none in the set (a wait count lowered, "
           "fences, release/acquire, a wider scope, a barrier added or moved, an atomic "
           "access or read-modify-write) removes it from this IR without adding a finding; "
           "the cause may be in what the program computes (an index, a bound, an early "
           "return), or need an edit of the source that compiles to other code")


def _no_atomic(source: str, load: int, store: int) -> str:
    """The words of a plain read-modify-write (``data[i] *= 2``) that no atomicrmw does."""
    return (f"no synchronization edit removes it: the load at {source} (IR line {load}) "
            f"and the store at {source} (IR line {store}) are one plain read-modify-write "
            "of an address other lanes update too, which no atomic read-modify-write does "
            "in one step; give each address one owner (an index or a stride) or make the "
            "update one atomic operation")


def _triton_cases() -> list[tuple[str, list[str]]]:
    launches = json.loads((TRITON / "launches.json").read_text())
    out: list[tuple[str, list[str]]] = []
    for path in sorted(SEEDED.rglob("*.ll")):
        folder = path.parent.relative_to(SEEDED).as_posix()
        kernel = path.name.split(".")[0]
        launch = launches[kernel if folder == "." else f"{folder}/{kernel}"]
        argv = [str(path), "--target", launch["target"], "--workgroup-size",
                str(launch["workgroup_size"])]
        for name, value in launch["args"].items():
            argv += ["--arg", f"{name}={value}"]
        out.append((path.relative_to(SEEDED).as_posix(), argv))
    return out


def _twin_cases() -> list[tuple[str, list[str]]]:
    out: list[tuple[str, list[str]]] = []
    for case in tomllib.loads((ROOT / "examples" / "sources.toml").read_text())["case"]:
        if case["verdict"] != "findings":
            continue
        source = Path(case["source"])
        ll = ROOT / "examples" / source.parent / "ll" / f"{source.stem}.gfx942.ll"
        out.append((f"{source}:{case['kernel']}",
                    [str(ll), "--kernel", case["kernel"], "--target", "gfx942",
                     *case["launch"]]))
    return out


# The twins whose bug is in what they compute: for each, how many of its findings have
# no synchronization edit, and the words of each (the rest have a checked fix).
ARITHMETIC: dict[str, list[str]] = {
    "hip/partial_block.hip:neighbour_sum_block_bound": [NO_EDIT],
    "hip/block3d.hip:mirror_z_flat_index": [NO_EDIT],
    "hip/grid_stride.hip:scale_block_stride": [_no_atomic("grid_stride.hip:14", 61, 63)],
    "opencl/reduce_local_arg.cl:reduce_enqueued_size": [NO_EDIT],
    "opencl/grid_stride.cl:scale_group_stride": [_no_atomic("grid_stride.cl:10", 77, 79)],
    "opencl/block3d.cl:mirror_z_flat_index": [NO_EDIT],
    "opencl/partial_2d.cl:column_sums_enqueued_rows": [NO_EDIT],
    "opencl/early_exit.cl:shift_left_early_return": [NO_EDIT],
    "opencl/stencil_halo.cl:stencil_wrong_halo": [NO_EDIT],
    "hip/stencil_halo.hip:stencil_wrong_halo": [NO_EDIT],
    "hip/partial_2d.hip:column_sums_block_rows": [NO_EDIT],
    "hip/early_exit.hip:shift_left_early_return": [NO_EDIT],
    # (a synchronization bug, but clang hoisted the read of `scale` into the branch of
    # the work-items that do not write it: no barrier in this IR is reached by all)
    "hip/scale_rows.hip:scale_rows_no_sync": [NO_EDIT],
}
# Findings beyond two: both work-items of a pair write both elements, four instruction
# pairs (two write-write, two read-write) that issue 42's item 1 reports apart.
FINDINGS = {"hip/compare_swap.hip:bitonic_step_both_write": 4}
# sum_fp32 of every target: the unseeded kernel's own race stays (module docstring).
OWN_RACE = {f"{target}sum_fp32.{seed}.ll" for target in ("", "gfx942/", "gfx1250/")
            for seed in ("no_barrier", "no_fence")}
# tile_loop's guard around a loop with two barriers gives three findings (the read of
# what no write precedes and each barrier in divergent code), none with an edit, and
# the search checks every candidate of each until its time bound: the bench walks it.
BENCH_ONLY = {"hip/tile_loop.hip:pair_sums_guarded_loop"}

# The pipelined Triton kernels, whose checks cost the most: the file written is held
# equal to the text whose check the report gives (module docstring) instead of being
# checked a second time.
PIPELINED = ("matmul", "attention")

# CI's time (each Triton walk costs 10-50 s of CPU): CI walks the twins, every seeded
# kernel of the default target but the matmuls of other shapes than the 2-stage 4-wave
# and 8-wave ones (those walk every seed kind and every edit the others need: a wait
# lowered, fences for one barrier or for all of a ping-pong's, a barrier), and of the
# gfx942/ and gfx1250/ copies the one whose edit is their own (gfx1250's
# s_wait_asynccnt); AMDSYNC_FIX_WALK=all walks every one, as benches/fix_walk.py does
# (docs/fixes.md, "The seeded bugs and twins").
EVERY = os.environ.get("AMDSYNC_FIX_WALK") == "all"
CI_MATMULS = ("matmul_bf16_s2.", "matmul_bf16_w8_s2.")
CI_COPIES = ("gfx1250/matmul_bf16_s2.wait_plus1.ll",)


def _walked(name: str) -> bool:
    if EVERY or ":" in name:  # (a twin: source:kernel)
        return True
    if "/" in name:
        return name in CI_COPIES
    return not name.startswith("matmul") or name.startswith(CI_MATMULS)


CASES = [pytest.param(*c, id=c[0], marks=() if _walked(c[0]) else pytest.mark.skip(
             reason="a seeded kernel CI does not walk: AMDSYNC_FIX_WALK=all walks it"))
         for c in [*_triton_cases(), *_twin_cases()] if c[0] not in BENCH_ONLY]


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, dict]:
    code = main(["check", *argv, "--json"])
    return code, json.loads(capsys.readouterr().out)


@pytest.mark.parametrize(("name", "argv"), CASES)
def test_every_seeded_bug_and_twin_gets_checked_fixes(
        name: str, argv: list[str], tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "fixed.ll"
    code, report = _run([*argv, "--fix", str(out)], capsys)
    findings, fixes = report["findings"], report["fixes"]
    assert code == 1 and report["status"] == "findings"
    assert 1 <= len(findings) <= FINDINGS.get(name, 2)
    outcomes = fixes["fixes"]
    assert len(outcomes) == len(findings)
    unfixed = [o["why"] for o in outcomes if not o["checked"]]
    fixed = [o for o in outcomes if o["checked"]]
    # (a fix is shown only after its check: no finding is left that was not there)
    assert all(o["status_after"] in ("clean", "findings") for o in fixed)
    if name in ARITHMETIC:
        assert unfixed == ARITHMETIC[name]
    elif name in OWN_RACE:
        assert len(findings) == 2 and unfixed == [NO_EDIT]
    else:
        assert unfixed == []
    if not fixed:
        assert fixes["combined"] is None and not out.exists()
        return
    combined = fixes["combined"]
    left = len(unfixed)
    assert (combined["status"], combined["findings"]) == (
        ("findings", left) if left else ("clean", 0))
    # The file written is the text the search checked last: its diff from the original
    # is the combined diff (a unified diff and the original give one text).
    original = Path(argv[0]).read_text()
    assert "".join(difflib.unified_diff(
        original.splitlines(keepends=True), out.read_text().splitlines(keepends=True),
        f"a/{argv[0]}", f"b/{argv[0]}")) == combined["diff"]
    if not any(heavy in name for heavy in PIPELINED):
        code_again, report_again = _run([str(out), *argv[1:]], capsys)
        assert code_again == (1 if left else 0)
        assert len(report_again["findings"]) == left


@pytest.mark.slow
@pytest.mark.skipif(not EVERY, reason="a Triton compile and a 128-wide fix search: "
                    "AMDSYNC_FIX_WALK=all runs it (the edit is walked on the seeded "
                    "8-wave matmuls)")
def test_the_eight_wave_three_stage_matmul_of_128_gets_its_checked_fix(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """At 128 × 128 × 64, 8 waves and 3 stages, Triton's ping-pong schedule runs the two
    halves of the workgroup one barrier apart (one half passes an extra `s_barrier`
    before the loop, the other after it), so a wave's fenced barrier meets the other
    half's unfenced one at each stage of the twice-unrolled loop and of its epilogue:
    the fix gives every unfenced barrier its fences at once (docs/fixes.md), and the
    fixed IR checks clean."""
    pytest.importorskip("triton")
    monkeypatch.chdir(ROOT)
    out = tmp_path / "fixed.ll"
    code = main(["triton", "examples/triton/kernels.py:matmul_kernel", "--num-warps", "8",
                 "--num-stages", "3", "--constexpr", "BLOCK_M=128", "--constexpr",
                 "BLOCK_N=128", "--constexpr", "BLOCK_K=64", "--arg", "M=128", "--arg",
                 "N=128", "--arg", "K=256", "--arg", "stride_am=256", "--arg",
                 "stride_bk=128", "--arg", "stride_cm=128", "--fix", str(out), "--format",
                 "json"])
    report = json.loads(capsys.readouterr().out)
    [fix] = report["fixes"]["fixes"]
    assert code == 1 and len(report["findings"]) == 1
    assert fix["checked"] is True and fix["status_after"] == "clean"
    assert fix["what"] == ("the barriers at kernels.py:30 (IR lines 117, 313, 443, 657, "
                           "701) given a release fence before and an acquire fence after "
                           "each (workgroup scope)")
    assert report["fixes"]["combined"]["status"] == "clean"
    assert main(["check", str(out), "--target", "gfx950", "--workgroup-size", "512",
                 "--arg", "3=128", "--arg", "4=128", "--arg", "5=256", "--arg", "6=256",
                 "--arg", "7=128", "--arg", "8=128"]) == 0
