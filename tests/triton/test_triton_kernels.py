"""`amdsync check` on Triton 3.9's LLVM IR for gfx950, gfx942 and gfx1250
(examples/triton/, docs/triton.md).

The fast tests read every committed kernel and seeded variant and pin what the reader
makes of its synchronization. The slow tests run the checker at each kernel's launch
(examples/triton/launches.json) through the CLI and compare the verdict — status and
the (kind, line) of every finding — with tests/triton/expected.json. Update with

    AMDSYNC_UPDATE_GOLDEN=1 AMDSYNC_TRITON_ALL=1 /work/venv/bin/pytest tests/triton -m slow
"""

from __future__ import annotations

import json
import os
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from amdsync.cli.main import main
from amdsync.explore.machine.machine import ExploreOptions
from amdsync.explore.search.relax import relax
from amdsync.formats.llvm import read_llvm_file
from amdsync.program import ops as o
from amdsync.program.topology import Launch

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "triton"
EXPECTED = Path(__file__).resolve().parent / "expected.json"
UPDATE = os.environ.get("AMDSYNC_UPDATE_GOLDEN") == "1"
LAUNCHES: dict[str, dict[str, Any]] = json.loads((EXAMPLES / "launches.json").read_text())
SEEDED: dict[str, dict[str, Any]] = json.loads((EXAMPLES / "seeded" / "seeded.json").read_text())

# What the reader finds in each kernel: async copy instructions, asyncmarks, the wait
# counts in program order, workgroup barrier waits and fences. gfx942 has no
# asynchronous copies (its pipeline goes through registers); on gfx1250 every copy has
# its own mark (s.wait.asynccnt, formats/llvm/asynccnt.py), so a wait of 16 leaves two
# tiles of eight copies in flight.
SYNC = {
    "matmul_bf16_s2": (16, 4, [0, 0], 2, 4),
    "matmul_bf16_s3": (24, 6, [2, 2, 0], 3, 6),
    "matmul_bf16_s4": (32, 8, [4, 0, 0, 0], 4, 8),
    "matmul_bf16_w8_s2": (16, 4, [0, 0], 2, 4),
    "matmul_fp8_s2": (16, 4, [0, 0], 2, 4),
    "matmul_masked_bf16_s3": (24, 6, [2, 2, 0], 3, 6),
    "matmul_persistent_bf16_s3": (24, 6, [2, 2, 0], 4, 8),
    "attention_bf16_s2": (16, 4, [0, 0], 4, 8),
    "matmul_masked_mnk_bf16_s3": (24, 6, [2, 2, 0], 3, 6),
    "softmax_bf16": (0, 0, [], 3, 6),
    "layernorm_bf16": (0, 0, [], 3, 6),
    "sum_fp32": (0, 0, [], 5, 10),
    "atomic_sum_fp32": (0, 0, [], 3, 6),
    "gfx942/matmul_bf16_s2": (0, 0, [], 3, 6),
    "gfx942/matmul_bf16_s3": (0, 0, [], 3, 6),
    "gfx942/matmul_bf16_s4": (0, 0, [], 3, 6),
    "gfx942/matmul_bf16_w8_s2": (0, 0, [], 11, 18),
    "gfx942/matmul_fp8_s2": (0, 0, [], 3, 6),
    "gfx942/matmul_masked_bf16_s3": (0, 0, [], 3, 6),
    "gfx942/matmul_persistent_bf16_s3": (0, 0, [], 4, 8),
    "gfx942/attention_bf16_s2": (0, 0, [], 5, 10),
    "gfx942/matmul_masked_mnk_bf16_s3": (0, 0, [], 3, 6),
    "gfx942/softmax_bf16": (0, 0, [], 3, 6),
    "gfx942/layernorm_bf16": (0, 0, [], 3, 6),
    "gfx942/sum_fp32": (0, 0, [], 5, 10),
    "gfx942/atomic_sum_fp32": (0, 0, [], 3, 6),
    "gfx1250/matmul_bf16_s2": (32, 32, [0, 0], 4, 8),
    "gfx1250/matmul_bf16_s3": (48, 48, [16, 0, 0], 5, 10),
    "gfx1250/matmul_bf16_s4": (64, 64, [32, 0, 0, 0], 6, 12),
    "gfx1250/matmul_bf16_w8_s2": (32, 32, [0, 0], 4, 8),
    "gfx1250/matmul_fp8_s2": (32, 32, [0, 0], 4, 8),
    "gfx1250/matmul_masked_bf16_s3": (48, 48, [16, 0, 0], 5, 10),
    "gfx1250/matmul_persistent_bf16_s3": (48, 48, [16, 0, 0], 6, 12),
    "gfx1250/attention_bf16_s2": (32, 32, [0, 0], 6, 12),
    "gfx1250/matmul_masked_mnk_bf16_s3": (48, 48, [16, 0, 0], 5, 10),
    "gfx1250/softmax_bf16": (0, 0, [], 3, 6),
    "gfx1250/layernorm_bf16": (0, 0, [], 3, 6),
    "gfx1250/sum_fp32": (0, 0, [], 7, 14),
    "gfx1250/atomic_sum_fp32": (0, 0, [], 3, 6),
}


def sync_summary(path: Path) -> tuple[int, int, list[int], int, int]:
    program = read_llvm_file(str(path), frozenset(), None)
    kinds: Counter[str] = Counter()
    waits = []
    for function in program.functions:
        for op in function.ops():
            kinds[type(op).__name__] += 1
            if isinstance(op, o.WaitAsyncMark):
                waits.append(op.count)
    return (kinds["AsyncCopy"], kinds["AsyncMark"], waits, kinds["BarrierWait"],
            kinds["Fence"])


@pytest.mark.parametrize("name", sorted(LAUNCHES))
def test_reader_finds_the_pipeline(name: str) -> None:
    assert sync_summary(EXAMPLES / LAUNCHES[name]["file"]) == SYNC[name]


@pytest.mark.parametrize("name", sorted(SEEDED))
def test_seeded_variant_differs_in_one_line(name: str) -> None:
    entry = SEEDED[name]
    original = (EXAMPLES / LAUNCHES[entry["kernel"]]["file"]).read_text().split("\n")
    variant = (EXAMPLES / entry["file"]).read_text().split("\n")
    assert len(original) == len(variant)
    changed = [i + 1 for i, (a, b) in enumerate(zip(original, variant, strict=True)) if a != b]
    assert changed == [entry["line"]]
    copies, marks, waits, barriers, fences = sync_summary(EXAMPLES / entry["file"])
    base = SYNC[entry["kernel"]]
    seed = name.rsplit(".", 1)[1]
    assert (copies, marks) == base[:2]
    assert barriers == base[3] - (seed == "no_barrier")
    assert fences == base[4] - (seed == "no_fence")
    assert sum(waits) == sum(base[2]) + (seed == "wait_plus1")


def run_check(file: str, launch: dict[str, Any], capsys: pytest.CaptureFixture[str]
              ) -> tuple[int, dict[str, Any]]:
    argv = ["check", str(EXAMPLES / file), "--target", launch["target"],
            "--workgroup-size", str(launch["workgroup_size"]), "--json"]
    for name, value in launch["args"].items():
        argv += ["--arg", f"{name}={value}"]
    code = main(argv)
    result: dict[str, Any] = json.loads(capsys.readouterr().out)
    return code, result


def verdict(code: int, result: dict[str, Any]) -> dict[str, Any]:
    return {"exit": code, "status": result["status"],
            "findings": sorted({f"{f['kind']}@{f['line']}" for f in result["findings"]})}


def compare(name: str, got: dict[str, Any]) -> None:
    expected = json.loads(EXPECTED.read_text()) if EXPECTED.exists() else {}
    if UPDATE:
        expected[name] = got
        EXPECTED.write_text(json.dumps(expected, indent=1, sort_keys=True) + "\n")
        return
    assert name in expected, f"no expectation for {name}: run with AMDSYNC_UPDATE_GOLDEN=1"
    assert got == expected[name]


# Findings in unmodified kernels (docs/triton.md, "Reductions"). The 2-D sums' DPP /
# permlane / bpermute butterflies are proven to leave one value per lane group
# (explore/values/uniform.py), so the groups' stores are one write each; what remains are the
# stores of a value every wave holds a copy of to one LDS address by every wave (two
# waves are two operations: a race however equal the bytes — a later read that may see
# several writes returns undef, amdgpu-memory-model; docs/triton.md, "Reductions").
# Pinned in expected.json.
REPLICATED_STORES = {"sum_fp32"}


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(LAUNCHES))
def test_unmodified_kernel_checks_clean(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, result = run_check(LAUNCHES[name]["file"], LAUNCHES[name], capsys)
    if LAUNCHES[name]["kernel"] in REPLICATED_STORES:
        assert (code, result["status"]) == (1, "findings")
        assert {f["kind"] for f in result["findings"]} == {"race"}
    else:
        assert (code, result["status"]) == (0, "clean")
    compare(name, verdict(code, result))


@pytest.mark.slow
@pytest.mark.parametrize("k", [64, 128, 192])
@pytest.mark.parametrize("name", ["matmul_bf16_s3", "matmul_bf16_s4"])
def test_fewer_iterations_than_stages_check_clean(name: str, k: int,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    """K = 64, 128, 192: one to three K tiles, as few as or fewer than the pipeline
    holds (the prologue's tiles and the loop's trip count of zero, one or two)."""
    launch = {**LAUNCHES[name], "args": {**LAUNCHES[name]["args"], "5": k, "6": k}}
    code, result = run_check(LAUNCHES[name]["file"], launch, capsys)
    assert (code, result["status"], result["findings"]) == (0, "clean", [])


# One variant per kind of seeded bug by default (each check takes 1-10 s), and one of
# the 2-D sum's on each target (its lane groups' stores are proven one write, so the
# seeded race must still be found); all seventy-six with AMDSYNC_TRITON_ALL=1
# (benches/triton_check.py --seeded runs them all too).
SEEDED_RUN = sorted(SEEDED) if os.environ.get("AMDSYNC_TRITON_ALL") == "1" else [
    "matmul_bf16_s3.wait_plus1", "matmul_fp8_s2.no_barrier", "matmul_bf16_s2.no_fence",
    "gfx1250/matmul_bf16_s3.wait_plus1", "gfx942/matmul_bf16_s2.no_barrier",
    "softmax_bf16.no_barrier", "gfx1250/layernorm_bf16.no_fence",
    "sum_fp32.no_barrier", "gfx942/sum_fp32.no_fence", "gfx1250/sum_fp32.no_barrier"]


@pytest.mark.slow
@pytest.mark.parametrize("name", SEEDED_RUN)
def test_seeded_bug_is_found(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    entry = SEEDED[name]
    code, result = run_check(entry["file"], LAUNCHES[entry["kernel"]], capsys)
    assert (code, result["status"]) == (1, "findings")
    # every finding's counterexample points into Python source (kernels.py, or Triton's
    # own modules for the reductions' tl.max / tl.sum)
    assert all(step.get("source", "").split(":")[0].endswith(".py")
               for finding in result["findings"] for step in finding["trace"]
               if "line" in step)
    compare(name, verdict(code, result))


# Redundant synchronization on real compiler output (docs/semantics/model.md): one kernel by
# default (each analysis re-checks the launch once per wait and per barrier or fence,
# about a minute), every kernel with AMDSYNC_TRITON_ALL=1.
RELAX_RUN = sorted(n for n in LAUNCHES if LAUNCHES[n]["target"] == "gfx950" and SYNC[n][2]
                   ) if os.environ.get("AMDSYNC_TRITON_ALL") == "1" else ["matmul_bf16_s4"]


@pytest.mark.slow
@pytest.mark.parametrize("name", RELAX_RUN)
def test_relaxing_every_suggestion_checks_clean(name: str) -> None:
    launch = LAUNCHES[name]
    program = read_llvm_file(str(EXAMPLES / launch["file"]))
    report = relax(program, Launch(workgroup_size=(launch["workgroup_size"], 1, 1)),
                   ExploreOptions(args={k: int(v) for k, v in launch["args"].items()}))
    assert report.refused is None and report.final is not None
    assert report.final.status == "clean"
    waits = [(w.count, w.largest) for w in report.waits]
    assert len(waits) == len(SYNC[name][2]) and all(largest >= count
                                                   for count, largest in waits)
    if name == "matmul_bf16_s4":
        # The epilogue's first wait.asyncmark(0) can be raised to 4 (5 gives findings).
        assert waits == [(4, 4), (0, 4), (0, 2), (0, 0)]
