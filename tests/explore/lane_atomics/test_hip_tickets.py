"""The ticket and histogram kernels as HIP compiles them (clang sinks `threadIdx.x`
past the `atomicAdd`; pointer parameters are `%NAME.coerce`): `inputs` by the source's
names, the tickets decided with one order of the lanes."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

import amdsync

HERE = Path(__file__).resolve().parent
HAVE_CLANG = shutil.which("clang-19") is not None and Path(
    "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ockl.bc").is_file()
pytestmark = pytest.mark.skipif(not HAVE_CLANG, reason="clang-19 and rocm-device-libs "
                                "are not installed (CI installs them)")


def test_hip_tickets_and_histogram() -> None:
    source = HERE / "tickets.hip"
    tickets = amdsync.check_source(source, kernel="tickets", workgroups=2,
                                   inputs={"counter": "zeros:4"})
    assert tickets.status == "clean", tickets.incomplete_reason
    racy = amdsync.check_source(source, kernel="tickets_workgroup_scope", workgroups=2,
                                inputs={"counter": "zeros:4"})
    assert racy.status == "findings"
    histogram = amdsync.check_source(source, kernel="histogram256", workgroups=2,
                                     inputs={"data": "random:128xu8:1"})
    assert histogram.status == "clean", histogram.incomplete_reason
