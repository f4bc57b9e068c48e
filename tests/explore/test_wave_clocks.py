"""Per-wave happens-before clocks (semantics/clocks.py, docs/semantics/scale.md "Scale") report
exactly what per-lane clocks report: every kernel of the quality set, the spec's
examples, the HIP/OpenCL examples and the gfx950 Triton kernels with their seeded bugs
give the same JSON report (findings, kinds, lines, messages, counterexamples, notes)
with ``AMDSYNC_LANE_CLOCKS=1`` and without; so do random programs of barriers, fences,
async copies, waits and LDS accesses, some of them with lanes of one wave taking part
in a synchronization without the others (the fallback to per-lane clocks)."""

from __future__ import annotations

import json
import os
import tomllib
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from amdsync.cli.main import main
from amdsync.explore.machine.machine import ExploreOptions, Machine, wave_clocks_exact
from amdsync.explore.search.check import check_program
from amdsync.formats.llvm import read_llvm_file, read_llvm_text
from amdsync.program.topology import Launch
from amdsync.semantics.clocks import LaneClocksNeeded

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
TRITON = EXAMPLES / "triton"


def _args_line(path: Path) -> list[str]:
    return next((line.removeprefix("; ARGS:").split()
                 for line in path.read_text().splitlines() if line.startswith("; ARGS:")), [])


def _files() -> list[tuple[str, list[str]]]:
    out = [(str(p), _args_line(p)) for p in sorted((ROOT / "quality").rglob("*.ll"))]
    out += [(str(p), _args_line(p))
            for p in sorted((ROOT / "tests" / "spec_examples").glob("*.ll"))]
    out += [(str(p), _args_line(p)) for p in sorted(EXAMPLES.glob("*.ll"))]
    manifest = tomllib.loads((EXAMPLES / "sources.toml").read_text())
    for case in manifest["case"]:
        source = EXAMPLES / case["source"]
        ll = source.parent / "ll" / f"{source.stem}.gfx942.ll"
        out.append((str(ll), ["--kernel", case["kernel"], "--target", "gfx942",
                              *case["launch"]]))
    return out


# Every gfx950 Triton launch and its seeded bugs twice is about ten minutes: CI runs
# three launches (a 2-stage and a 4-stage matmul, softmax) and their seeded bugs, and
# AMDSYNC_TRITON_ALL=1 all of them.
TRITON_RUN = None if os.environ.get("AMDSYNC_TRITON_ALL") == "1" else {
    "matmul_bf16_s2.ll", "matmul_bf16_s4.ll", "softmax_bf16.ll"}


def _triton() -> list[tuple[str, list[str]]]:
    launches: dict[str, dict[str, Any]] = json.loads((TRITON / "launches.json").read_text())
    out = []
    for launch in launches.values():
        if launch.get("target", "gfx950") != "gfx950":
            continue
        if TRITON_RUN is not None and launch["file"] not in TRITON_RUN:
            continue
        args = ["--workgroup-size", str(launch["workgroup_size"]), "--target", "gfx950"]
        for index, value in launch["args"].items():
            args += ["--arg", f"{index}={value}"]
        out.append((str(TRITON / launch["file"]), args))
        stem = Path(launch["file"]).stem
        out += [(str(p), args) for p in sorted((TRITON / "seeded").glob(f"{stem}.*.ll"))]
    return out


CASES = _files() + _triton()


def _report(path: str, args: list[str], capsys: pytest.CaptureFixture[str]) -> Any:
    code = main(["check", path, *args, "--format", "json"])
    report = json.loads(capsys.readouterr().out)
    stats = report.pop("stats", {})
    return code, report, stats.get("clocks")


# The kernels whose per-wave run falls back to per-lane clocks, and why: an async copy
# in a divergent branch (32 of 64 lanes), a fence in a divergent branch (the OpenCL
# transpose with its barrier under a condition: 16 of 64 lanes; a one-lane volatile
# flag signal: 1 of 64) or after some lanes returned (early_exit: 26 of 36).
FALLS_BACK = {
    ("quality/divergent_branch_missing_wait.ll", None),
    ("quality/divergent_branches_wait.ll", None),
    ("examples/opencl/ll/tile2d.gfx942.ll", "transpose_divergent_barrier"),
    ("examples/hip/ll/volatile_flag.gfx942.ll", "signal_volatile"),
    ("examples/opencl/ll/volatile_flag.gfx942.ll", "signal_volatile"),
    ("examples/hip/ll/early_exit.gfx942.ll", "shift_left_early_return"),
    ("examples/opencl/ll/early_exit.gfx942.ll", "shift_left_early_return"),
    ("examples/hip/ll/tile_loop.gfx942.ll", "pair_sums_guarded_loop"),
}


def _kernel(args: list[str]) -> str | None:
    return args[args.index("--kernel") + 1] if "--kernel" in args else None


@pytest.mark.parametrize(("path", "args"), CASES,
                         ids=[f"{Path(p).relative_to(ROOT)}:{_kernel(a) or ''}" for p, a in CASES])
def test_wave_clocks_report_what_lane_clocks_report(
        path: str, args: list[str], capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("AMDSYNC_LANE_CLOCKS", raising=False)
    code, wave, mode = _report(path, args, capsys)
    monkeypatch.setenv("AMDSYNC_LANE_CLOCKS", "1")
    lane_code, lane, lane_mode = _report(path, args, capsys)
    assert (code, wave) == (lane_code, lane)
    assert lane_mode == "lane"
    case = (str(Path(path).relative_to(ROOT)), _kernel(args))
    if _static_lane(path, args):
        assert mode == "lane"
    else:
        assert mode == ("lane" if case in FALLS_BACK else "wave"), case


def _static_lane(path: str, args: list[str]) -> bool:
    """Does the program itself rule per-wave clocks out (atomics, av operations, tensor
    DMA)?"""
    return not wave_clocks_exact(read_llvm_file(path, kernel=_kernel(args)))


# ---------------------------------------------------------------- random programs

SLOTS = 3
# Two workgroups of two waves of two lanes: lanes of one wave, waves of one workgroup
# and workgroups all differ.
LAUNCH = Launch(workgroup_size=(4, 1, 1), grid=(2, 1, 1), wave_size=2)

Op = tuple[str, int, str]  # (kind, slot or count, who: "all" | "wave0" | "lane0")


def _ops() -> st.SearchStrategy[list[Op]]:
    who = st.sampled_from(["all", "all", "wave0", "lane0"])
    one = st.one_of(
        st.tuples(st.just("copy"), st.integers(0, SLOTS - 1), who),
        st.tuples(st.just("mark"), st.just(0), who),
        st.tuples(st.just("wait"), st.integers(0, 2), who),
        st.tuples(st.sampled_from(["load", "load_other", "store", "store_other",
                                   "store_shared", "clobber"]),
                  st.integers(0, SLOTS - 1), who),
        st.tuples(st.sampled_from(["barrier", "barrier_fenced", "barrier_lds",
                                   "barrier_wave_scope"]), st.just(0), st.just("all")),
        st.tuples(st.sampled_from(["fence_rel", "fence_acq"]), st.just(0), who),
    )
    return st.lists(one, min_size=1, max_size=8)


def _program(ops: list[Op]) -> str:
    lines = [
        'target triple = "amdgcn-amd-amdhsa"',
        f"@l = internal addrspace(3) global [{4 * SLOTS} x i32] poison, align 16",
        "define amdgpu_kernel void @k(ptr addrspace(1) %g) {",
        "  %t = call i32 @llvm.amdgcn.workitem.id.x()",
        "  %lane = and i32 %t, 1",
        "  %other = xor i32 %t, 1",
        "  %wave = lshr i32 %t, 1",
        "  %is_lane0 = icmp eq i32 %lane, 0",
        "  %is_wave0 = icmp eq i32 %wave, 0",
    ]
    for k in range(SLOTS):  # LDS slot k: words 4k .. 4k+3, one per work-item
        lines += [f"  %i{k} = add i32 %t, {4 * k}",
                  f"  %j{k} = add i32 %other, {4 * k}",
                  f"  %l{k} = getelementptr i32, ptr addrspace(3) @l, i32 %i{k}",
                  f"  %o{k} = getelementptr i32, ptr addrspace(3) @l, i32 %j{k}",
                  f"  %h{k} = getelementptr i32, ptr addrspace(3) @l, i32 {4 * k}",
                  f"  %s{k} = getelementptr i32, ptr addrspace(1) %g, i32 %i{k}",
                  f"  %w{k} = shl i32 %wave, 1",
                  f"  %wb{k} = add i32 %w{k}, {4 * k}",
                  f"  %b{k} = getelementptr i32, ptr addrspace(3) @l, i32 %wb{k}"]
    fence = 'fence syncscope("workgroup") {}'
    for n, (kind, k, who) in enumerate(ops):
        body: list[str] = []
        match kind:
            case "copy":  # the wave's two words of slot k (the LDS DMA lane offset)
                body.append(f"  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) "
                            f"%s{k}, ptr addrspace(3) %b{k}, i32 4, i32 0, i32 0)")
            case "mark":
                body.append("  call void @llvm.amdgcn.asyncmark()")
            case "wait":
                body.append(f"  call void @llvm.amdgcn.wait.asyncmark(i16 {k})")
            case "load":
                body.append(f"  %v{n} = load i32, ptr addrspace(3) %l{k}, align 4")
            case "load_other":  # the other lane of the wave's word
                body.append(f"  %v{n} = load i32, ptr addrspace(3) %o{k}, align 4")
            case "store":
                body.append(f"  store i32 {n}, ptr addrspace(3) %l{k}, align 4")
            case "store_other":
                body.append(f"  store i32 %t, ptr addrspace(3) %o{k}, align 4")
            case "store_shared":  # every lane one word: same bytes within one instruction
                body.append(f"  store i32 {n}, ptr addrspace(3) %h{k}, align 4")
            case "clobber":
                body.append(f"  store i32 {n}, ptr addrspace(1) %s{k}, align 4")
            case "barrier":
                body.append("  call void @llvm.amdgcn.s.barrier()")
            case "barrier_fenced":
                body += [f"  {fence.format('release')}", "  call void @llvm.amdgcn.s.barrier()",
                         f"  {fence.format('acquire')}"]
            case "barrier_lds":
                body += ['  fence syncscope("workgroup") release, !mmra !0',
                         "  call void @llvm.amdgcn.s.barrier()",
                         '  fence syncscope("workgroup") acquire, !mmra !0']
            case "barrier_wave_scope":
                body += ['  fence syncscope("wavefront") release',
                         "  call void @llvm.amdgcn.s.barrier()",
                         '  fence syncscope("wavefront") acquire']
            case "fence_rel":
                body.append(f"  {fence.format('release')}")
            case "fence_acq":
                body.append(f"  {fence.format('acquire')}")
        if who == "all":
            lines += body
            continue
        cond = "%is_wave0" if who == "wave0" else "%is_lane0"
        lines += [f"  br i1 {cond}, label %do{n}, label %skip{n}", f"do{n}:", *body,
                  f"  br label %skip{n}", f"skip{n}:"]
    lines += ["  ret void", "}",
              "declare i32 @llvm.amdgcn.workitem.id.x()",
              "declare void @llvm.amdgcn.s.barrier()",
              "declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), "
              "ptr addrspace(3), i32, i32, i32)",
              "declare void @llvm.amdgcn.asyncmark()",
              "declare void @llvm.amdgcn.wait.asyncmark(i16)",
              '!0 = !{!"amdgpu-synchronize-as", !"local"}']
    return "\n".join(lines) + "\n"


def _both(text: str, strict: bool = True) -> tuple[dict[str, object], dict[str, object], str]:
    """Both reports (without stats) and the mode the per-wave attempt ended in. Strict
    reads: every read that may return undef is a finding, used or not."""
    program = read_llvm_text(text, "wave_clocks.ll")
    wave = check_program(program, LAUNCH, ExploreOptions(strict_reads=strict,
                                                         lane_clocks=False))
    lane = check_program(program, LAUNCH, ExploreOptions(strict_reads=strict,
                                                         lane_clocks=True))
    mode = wave.stats.clocks
    out = []
    for result in (wave, lane):
        report = result.to_json()
        report.pop("stats")
        out.append(report)
    return out[0], out[1], mode


@settings(max_examples=150, deadline=None)
@given(_ops(), st.booleans())
def test_random_programs_report_the_same_with_wave_and_lane_clocks(ops: list[Op],
                                                                    strict: bool) -> None:
    wave, lane, _ = _both(_program(ops), strict)
    assert wave == lane


def test_the_generator_reaches_both_modes_and_findings() -> None:
    # A fenced barrier handing a lane's store to the other lane of its wave: clean in
    # wave mode; the same without fences races (lanes of one wave stay threads).
    fenced = _program([("store", 0, "all"), ("barrier_fenced", 0, "all"),
                       ("load_other", 0, "all")])
    wave, lane, mode = _both(fenced)
    assert (wave, mode) == (lane, "wave")
    assert wave["status"] == "clean"
    bare = _program([("store", 0, "all"), ("barrier", 0, "all"), ("load_other", 0, "all")])
    wave, lane, mode = _both(bare)
    assert (wave, mode) == (lane, "wave")
    assert [f["kind"] for f in wave["findings"]] == ["race"]  # type: ignore[union-attr]
    # A copy the issuing lane waited for, read by the other lane of the wave without a
    # barrier: the read may return undef in both modes (the wait orders the copy for its
    # own lane only); read by the issuing lane itself it is ordered.
    own_wait = _program([("copy", 0, "all"), ("mark", 0, "all"), ("wait", 0, "all"),
                         ("load_other", 0, "all")])
    wave, lane, mode = _both(own_wait)
    assert (wave, mode) == (lane, "wave")
    assert [f["kind"] for f in wave["findings"]] == ["undef-read"]  # type: ignore[union-attr]
    own_lane = _program([("copy", 0, "all"), ("mark", 0, "all"), ("wait", 0, "all"),
                         ("load", 0, "all")])
    wave, lane, mode = _both(own_lane)
    assert (wave, mode) == (lane, "wave")
    assert wave["status"] == "clean"
    # A fence run by one lane of the wave: the check falls back to per-lane clocks.
    partial = _program([("store", 0, "all"), ("fence_rel", 0, "lane0"),
                        ("barrier", 0, "all"), ("fence_acq", 0, "all"),
                        ("load_other", 0, "all")])
    wave, lane, mode = _both(partial)
    assert (wave, mode) == (lane, "lane")


def test_a_machine_run_with_wave_clocks_signals_the_fallback() -> None:
    text = _program([("fence_rel", 0, "lane0")])
    machine = Machine(read_llvm_text(text, "wave_clocks.ll"), LAUNCH, ExploreOptions(),
                      wave_clocks=True)
    with pytest.raises(LaneClocksNeeded, match=r"a fence at .* runs with 1 of 2 lanes"):
        machine.run()
