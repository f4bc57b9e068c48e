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


def test_hip_stream_compaction() -> None:
    """Lane 0 (value 0) skips the add; the 63 others take one order
    (docs/semantics/atomics-and-lanes.md, "Lanes that go on alike but for the value": a part
    of the wave, store data that differs in every live lane)."""
    source = HERE / "tickets.hip"
    inputs = {"counter": "zeros:4", "in": "iota:64xi32"}
    clean = amdsync.check_source(source, kernel="compact", workgroups=2, inputs=inputs)
    assert clean.status == "clean", clean.incomplete_reason
    racy = amdsync.check_source(source, kernel="compact_workgroup_scope", workgroups=2,
                                inputs=inputs)
    assert racy.status == "findings"
    # One cause (docs/findings.md): the workgroup-scope add races across workgroups at
    # line 35, and the ticket it returns is used at line 37.
    assert {(f.kind, f.loc.source_line) for f in racy.findings} == {("race", 35)}
    assert [u.loc.source_line for u in racy.findings[0].uses] == [37]


def _lines(result: amdsync.CheckResult) -> set[tuple[str, int | None]]:
    return {(f.kind, f.loc.source_line) for f in result.findings}


def test_hip_lds_counter_a_plain_store_starts() -> None:
    """docs/semantics/atomics-and-lanes.md, "An LDS counter a plain store starts": each atomicAdd
    may see the plain zero and another lane's increment, which is not location-ordered
    before it (amdgpu-memory-model, read values): undef, stored by thread 0 at line 11 —
    an undefined read whose cause is several writes, not a race: the two atomics do not
    race; and thread 0's plain read may see all 64 of them, undef too (shared/spec/
    READINGS.md item 1). The seeded twin without the second barrier races
    at its final read (line 20); zeroed and read atomically, the counter is clean."""
    source = HERE / "lds_counter.hip"
    messages = []
    for kernel, expected in (("lds_counter", {("undef-read", 11)}),
                             ("lds_counter_no_barrier", {("race", 20)}),
                             ("lds_counter_atomic", set())):
        result = amdsync.check_source(source, kernel=kernel, workgroup_size=64)
        assert _lines(result) == expected, (kernel, result.incomplete_reason)
        assert result.status == ("findings" if expected else "clean")
        messages += [f.message for f in result.findings]
    # (the final plain read may see all 64 increments: that is the story it tells)
    assert "may see 64 writes to n[0] of lds_counter" in messages[0]
    assert "races with the store" in messages[1]
