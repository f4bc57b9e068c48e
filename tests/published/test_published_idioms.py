"""Kernels written after what the published kernels of benches/published.toml teach
(issue 27): one small kernel per common reason amdsync leaves a published kernel
undecided, each pinned at today's exact result, and the false alarm the list found.

When an engine helper lands the capability, the `incomplete` assertions here change to
the verdict the kernel's comment argues (and the twin's finding); the false alarm is a
strict xfail, so fixing it makes the test fail until the mark is removed. The causes
and their counts: docs/hip-opencl.md, "Published kernels"."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import amdsync
from amdsync.explore.findings import CheckResult

HERE = Path(__file__).resolve().parent
UNTRACKED_BRANCH = "a branch condition depends on a value amdsync does not track"
UNTRACKED_ADDRESS = "an address depends on a value amdsync does not track"


def _where(result: CheckResult) -> tuple[str, str | None, int | None]:
    loc = result.incomplete_loc
    return (result.status, result.incomplete_reason, loc.line if loc is not None else None)


@pytest.mark.parametrize("kernel", ["transpose_2d", "transpose_2d_no_barrier"])
def test_2d_index_math_from_a_vector_load_of_blockdim(kernel: str) -> None:
    """The most common cause (8 of the published HIP kernels: every 2-D launch clang-19
    -O2 vectorizes): blockDim.x and .y read by one `load <2 x i16>` of the implicit
    arguments. Clean when tracked (a fenced barrier between the tile's writes and
    reads); the twin without the barrier is a race on the tile, not reached today."""
    result = amdsync.check(HERE / "transpose_2d_vector_blockdim.ll", target="gfx942",
                           kernel=kernel, workgroup_size=(8, 8), workgroups=(2, 2),
                           args={"width": 16})
    line = {"transpose_2d": 33, "transpose_2d_no_barrier": 71}[kernel]
    assert _where(result) == ("incomplete", UNTRACKED_ADDRESS, line)
    assert result.findings == []


def test_a_triton_scalar_load_of_a_label_with_its_input() -> None:
    """Triton's scalar `tl.load` is `load <1 x i64>` + `extractelement`: with the label
    given by --input the branch on it is still untracked (6 published Triton kernels:
    cross-entropy, jsd, tv-distance, embedding, varlen attention); the same load spelled
    `load i64` is decided. Clean when tracked: each lane writes its own column."""
    inputs = {"labels": "iota:4xi64"}
    vector = amdsync.check(HERE / "triton_scalar_label.ll", target="gfx942",
                           kernel="label_row", workgroup_size=64, inputs=inputs)
    assert _where(vector) == ("incomplete", UNTRACKED_BRANCH, 13)
    scalar = amdsync.check(HERE / "triton_scalar_label.ll", target="gfx942",
                           kernel="label_row_scalar", workgroup_size=64, inputs=inputs)
    assert scalar.status == "clean", scalar.incomplete_reason
    unknown = amdsync.check(HERE / "triton_scalar_label.ll", target="gfx942",
                            kernel="label_row_scalar", workgroup_size=64)
    assert _where(unknown) == ("incomplete", UNTRACKED_BRANCH, 27)


@pytest.mark.parametrize("inputs", [None, {"x": "iota:64xf32"}])
def test_a_branch_on_each_lanes_float(inputs: dict[str, str] | None) -> None:
    """libdevice's tanh and erf branch on |x| (3 published Triton kernels: GELU, GeGLU,
    DyT): a per-lane float branch, untracked with or without the input; every path
    writes only the lane's own element, so the kernel is clean for every input."""
    result = amdsync.check(HERE / "float_branch.ll", target="gfx942", workgroup_size=64,
                           inputs=inputs)
    assert _where(result) == ("incomplete", UNTRACKED_BRANCH, 13)


PAIR = {"in": np.array([1, 2], dtype=np.int32)}


@pytest.mark.xfail(strict=True, reason="false alarm: lanes whose values --input fixes "
                   "store the same sum after ds.bpermute, reported as a race")
def test_lanes_storing_one_sum_after_a_bpermute_do_not_race() -> None:
    """Found on FlagGems' argmax_kernel_1 with an input without NaN: the wave's lanes
    all-reduce through ds.bpermute and DPP and store one value to one LDS slot."""
    result = amdsync.check(HERE / "bpermute_pair_sum.ll", target="gfx942",
                           kernel="pair_sum", workgroup_size=2, inputs=PAIR)
    assert result.status == "clean", [f.message for f in result.findings]


def test_the_false_alarm_today_and_its_true_twin() -> None:
    """Today's result on the false alarm (a race at the store, line 21), and the twin
    whose lanes store different values (1 and 2): a real race, at line 40."""
    today = amdsync.check(HERE / "bpermute_pair_sum.ll", target="gfx942",
                          kernel="pair_sum", workgroup_size=2, inputs=PAIR)
    assert [(f.kind, f.loc.line) for f in today.findings] == [("race", 21)]
    twin = amdsync.check(HERE / "bpermute_pair_sum.ll", target="gfx942",
                         kernel="pair_sum_distinct", workgroup_size=2, inputs=PAIR)
    assert [(f.kind, f.loc.line) for f in twin.findings] == [("race", 40)]


def test_lanes_of_one_atomic_inc_on_one_counter() -> None:
    """A lane-parallel atomicInc whose results nobody reads (hip-tests'
    SimpleAtomicsTest): its lanes' coherence orders are enumerated and the bound stops
    it; the same with atomicrmw add is decided once for all orders. Clean when
    decided: atomics of one scope never race."""
    kernel = HERE / "lanes_atomic_inc.ll"
    inc = amdsync.check(kernel, target="gfx942", kernel="lanes_inc", workgroup_size=64)
    assert _where(inc) == ("incomplete", "schedule bound reached (more than 10000 coherence "
                           "orders of the lanes of one wave instruction writing one "
                           "location; raise --max-schedules)", 10)
    add = amdsync.check(kernel, target="gfx942", kernel="lanes_add", workgroup_size=64)
    assert add.status == "clean", add.incomplete_reason
