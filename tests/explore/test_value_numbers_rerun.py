"""Value numbers only where a store needs them (explore/values/uniform.py, NeedValueNumbers):
a check runs without them and starts again with them from the beginning when a store's
lanes write one address with values it does not know. The report must be exactly the
report of a run that kept them from the start; kernels without such a store never pay
for them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from amdsync.api import load_kernel, make_launch
from amdsync.explore.machine.machine import ExploreOptions, Machine
from amdsync.explore.search.check import check_program
from amdsync.targets import parse_target

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "triton"
LAUNCHES: dict[str, dict[str, Any]] = json.loads((EXAMPLES / "launches.json").read_text())
# The reductions store unknown values from many lanes to one slot; the matmul does not.
NAMES = ["sum_fp32", "softmax_bf16", "layernorm_bf16", "atomic_sum_fp32",
         "gfx1250/sum_fp32", "gfx942/sum_fp32", "matmul_bf16_s2"]


def _report(name: str, value_numbers: bool) -> tuple[dict[str, Any], bool]:
    """The JSON report (without timings) and whether the leaves kept value numbers."""
    launch = LAUNCHES[name]
    target = parse_target(launch["target"])
    program = load_kernel(EXAMPLES / launch["file"])
    kept: list[bool] = []

    def observe(leaves: list[Machine]) -> None:
        kept.extend(leaf.numbering is not None for leaf in leaves)

    result = check_program(
        program, make_launch(target, launch["workgroup_size"]),
        ExploreOptions(args={k: int(v) for k, v in launch["args"].items()},
                       generation=target.processor.generation,
                       value_numbers=value_numbers), observe)
    report = result.to_json()
    report.pop("stats", None)
    return report, all(kept)


@pytest.mark.slow
@pytest.mark.parametrize("name", NAMES)
def test_a_rerun_reports_what_numbering_from_the_start_does(name: str) -> None:
    lazy, rerun = _report(name, False)
    eager, kept = _report(name, True)
    assert kept
    assert lazy == eager
    # Only the kernels whose lanes store unknown values to one address run twice.
    assert rerun == (name != "matmul_bf16_s2")
