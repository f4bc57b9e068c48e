"""A lane-parallel atomicInc (hip-tests' SimpleAtomicsTest: `llvm.amdgcn.atomic.inc`,
read as a seq_cst `atomicrmw uinc_wrap`) on one counter: its lanes release, so what each
acquires from the lanes before it depends on their order; they go on alike but for the
value, so one order stands for all (docs/semantics/atomics-and-lanes.md, "Releasing lanes").
Clean, as atomics of one scope never race; the wrap-around and release cases are tested
against every order in tests/explore/lane_atomics/test_symmetric_lanes_vs_every_order.py."""

from __future__ import annotations

import time
from pathlib import Path

import amdsync

HERE = Path(__file__).resolve().parent


def test_lanes_of_one_atomic_inc_on_one_counter() -> None:
    kernel = HERE / "lanes_atomic_inc.ll"
    start = time.monotonic()
    inc = amdsync.check(kernel, target="gfx942", kernel="lanes_inc", workgroup_size=64,
                        workgroups=2)
    assert (inc.status, inc.findings) == ("clean", []), inc.incomplete_reason
    assert time.monotonic() - start < 5
    add = amdsync.check(kernel, target="gfx942", kernel="lanes_add", workgroup_size=64)
    assert add.status == "clean", add.incomplete_reason


def test_two_waves_of_one_workgroup_bump_one_counter() -> None:
    """The second wave's lanes know none of the first wave's writes and go after them
    all (atomicity): they read the last, which holds one value and continues every
    release of the first wave in every order, so no order of the first wave's lanes
    needs exploring."""
    kernel = HERE / "lanes_atomic_inc.ll"
    inc = amdsync.check(kernel, target="gfx942", kernel="lanes_inc", workgroup_size=128)
    assert (inc.status, inc.findings) == ("clean", []), inc.incomplete_reason
