"""Kernels written after what the published kernels of benches/published.toml teach
(issue 27): one small kernel per common reason amdsync leaves a published kernel
undecided, each pinned at its exact result, and the false alarm the list found (fixed:
cross-lane values are computed, explore/values/cross_lane.py).

Most are now decided: vector loads are tracked (formats/llvm/vectors.py), per-lane and
uniform unknown branches are explored for every input (docs/semantics/every-input.md, "Every
input"), float values are computed (explore/values/float_values.py). The one left undecided
is the lane-parallel atomicInc. The causes and their counts: docs/hip-opencl.md, "Published
kernels"."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import amdsync
from amdsync.explore.findings.result import CheckResult

HERE = Path(__file__).resolve().parent


def _where(result: CheckResult) -> tuple[str, str | None, int | None]:
    loc = result.incomplete_loc
    return (result.status, result.incomplete_reason, loc.line if loc is not None else None)


@pytest.mark.parametrize("kernel", ["transpose_2d", "transpose_2d_no_barrier"])
def test_2d_index_math_from_a_vector_load_of_blockdim(kernel: str) -> None:
    """The most common cause (8 of the published HIP kernels: every 2-D launch clang-19
    -O2 vectorizes): blockDim.x and .y read by one `load <2 x i16>` of the implicit
    arguments, now tracked (one i32 load, its halves regrouped). Clean (a fenced
    barrier between the tile's writes and reads); the twin without the barrier races
    on the tile: the load at line 79 with the store at line 75, and the value that
    may be undef is stored to global memory at line 81."""
    result = amdsync.check(HERE / "transpose_2d_vector_blockdim.ll", target="gfx942",
                           kernel=kernel, workgroup_size=(8, 8), workgroups=(2, 2),
                           args={"width": 16})
    if kernel == "transpose_2d":
        assert _where(result) == ("clean", None, None)
    else:
        assert [(f.kind, f.loc.line) for f in result.findings] == [("race", 81)]
        assert "the load at line 79" in result.findings[0].message


def test_a_triton_scalar_load_of_a_label_with_its_input() -> None:
    """Triton's scalar `tl.load` is `load <1 x i64>` + `extractelement` (6 published
    Triton kernels: cross-entropy, jsd, tv-distance, embedding, varlen attention), now
    tracked like `load i64`. Clean: each lane writes its own column — with the label
    given by --input, and for every label (both sides of the branch explored)."""
    inputs = {"labels": "iota:4xi64"}
    vector = amdsync.check(HERE / "triton_scalar_label.ll", target="gfx942",
                           kernel="label_row", workgroup_size=64, inputs=inputs)
    assert _where(vector) == ("clean", None, None)
    scalar = amdsync.check(HERE / "triton_scalar_label.ll", target="gfx942",
                           kernel="label_row_scalar", workgroup_size=64, inputs=inputs)
    assert scalar.status == "clean", scalar.incomplete_reason
    unknown = amdsync.check(HERE / "triton_scalar_label.ll", target="gfx942",
                            kernel="label_row_scalar", workgroup_size=64)
    assert _where(unknown) == ("clean", None, None)
    every = amdsync.check(HERE / "triton_scalar_label.ll", target="gfx942",
                          kernel="label_row", workgroup_size=64)
    assert _where(every) == ("clean", None, None)


@pytest.mark.parametrize("inputs", [None, {"x": "iota:64xf32"}])
def test_a_branch_on_each_lanes_float(inputs: dict[str, str] | None) -> None:
    """libdevice's tanh and erf branch on |x| (3 published Triton kernels: GELU, GeGLU,
    DyT): a per-lane float branch. Every path writes only the lane's own element, so
    the kernel is clean for every input: with the input the floats decide each lane's
    side; without it every lane runs every side (docs/semantics/every-input.md, "Every input")."""
    result = amdsync.check(HERE / "float_branch.ll", target="gfx942", workgroup_size=64,
                           inputs=inputs)
    assert _where(result) == ("clean", None, None)


PAIR = {"in": np.array([1, 2], dtype=np.int32)}


def test_lanes_storing_one_sum_after_a_bpermute_do_not_race() -> None:
    """Found on FlagGems' argmax_kernel_1 with an input without NaN: the wave's lanes
    all-reduce through ds.bpermute and DPP and store one value to one LDS slot. It was
    a false alarm while ds.bpermute's result was unknown; its value is now computed,
    so the lanes are seen to store the same bytes: one write."""
    result = amdsync.check(HERE / "bpermute_pair_sum.ll", target="gfx942",
                           kernel="pair_sum", workgroup_size=2, inputs=PAIR)
    assert result.status == "clean", [f.message for f in result.findings]


def test_the_true_twin_of_the_false_alarm() -> None:
    """The twin whose lanes store different values (1 and 2): a real race, at line
    40."""
    twin = amdsync.check(HERE / "bpermute_pair_sum.ll", target="gfx942",
                         kernel="pair_sum_distinct", workgroup_size=2, inputs=PAIR)
    assert [(f.kind, f.loc.line) for f in twin.findings] == [("race", 40)]


FLOAT_MAX = HERE / "float_lane_max.ll"


@pytest.mark.parametrize(("kernel", "expected"), [
    ("const_select", []), ("const_select_twin", [("race", 34)]),
    ("one_element", []), ("one_element_twin", [("race", 56)]),
    ("lane_max_twin", [("race", 84)])])
def test_float_constants_and_one_element_vectors_carry_their_bits(
        kernel: str, expected: list[tuple[str, int]]) -> None:
    """Two of the three values FlagGems' argmax_kernel_1 lost on its way to a false race
    (float_lane_max.ll): a float constant as a select/store/phi operand now holds its
    bits (explore/machine/registers.py), and a one-element vector's bitcast, insertelement and
    extractelement move its element's bits (explore/every_input/opaque_values.py). Each twin stores
    different bits in its two lanes: the race at its store."""
    result = amdsync.check(FLOAT_MAX, target="gfx942", kernel=kernel, workgroup_size=2,
                           inputs={"in": np.array([0.0, 1.0], dtype=np.float32)}
                           if kernel.startswith("lane_max") else None)
    assert [(f.kind, f.loc.line) for f in result.findings] == expected
    assert result.status == ("findings" if expected else "clean")


def test_lanes_storing_one_maximum_after_a_bpermute_do_not_race() -> None:
    """The third value argmax_kernel_1 lost: the float its buffer load reads, which a
    float load now keeps (explore/memory/memory_access.py). Both lanes store max(0.0, 1.0) =
    1.0: one write, clean."""
    result = amdsync.check(FLOAT_MAX, target="gfx942", kernel="lane_max", workgroup_size=2,
                           inputs={"in": np.array([0.0, 1.0], dtype=np.float32)})
    assert result.status == "clean", [f.message for f in result.findings]
