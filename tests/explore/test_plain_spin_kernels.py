"""Spins on a plain (volatile) load, each decided instead of running to the time bound
(issue 46 item 4; docs/semantics/schedules.md, "Plain-load spins"). A volatile load is
not atomic (LLVM LangRef; the model has no exception for it), so a poll that another
wave's store ends races with that store; where no store ever ends it, the waves wait
forever. Kernels in tests/explore/spin_kernels/; why each verdict is the model's:

* ``volatile_grid_barrier.hip`` — the grid barrier of ``fenced_grid_barrier.hip`` polling
  the counter with a volatile load: the poll (line 12, both the rotated loop's first
  test and its latch) races with the other workgroups' release adds, and the value it
  reads may be undef (it may see several adds, none hiding another: amdgpu-memory-model,
  read values), which decides the loop's branch; the acquire fence after it has no
  atomic read to synchronize through, so the datum read after the barrier (line 18)
  races with its store. The same at 3 and 4 workgroups.
* ``plain_spin_barrier.hip`` — wave 0 polls a flag that wave 1 sets after a workgroup
  barrier wave 0 never reaches: a deadlock at the barrier (a barrier wait must
  complete: amdgpu-execution-synchronization), naming wave 0's poll. Set before that
  barrier, the flag's store races with the poll; set before a first barrier that both
  waves meet before the poll (``__syncthreads`` is fenced), the poll reads it, clean.
* ``examples/opencl/volatile_flag.cl``'s ``signal_volatile`` (compiled IR in
  examples/opencl/ll, gfx942): the fix search's candidates used to run to the time
  bound (benches/fix_walk.py); with its flag stored by a release atomic but still
  polled by a volatile load, the poll (line 26) and the datum read (line 29) race; with
  no store at all, the poll waits forever.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from amdsync.api import check, check_source
from amdsync.explore.findings.result import CheckResult

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).parent / "spin_kernels"
HAVE_CLANG = shutil.which("clang-19") is not None and Path(
    "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ockl.bc").is_file() and Path(
    "/usr/include/hip/hip_runtime.h").is_file()
needs_clang = pytest.mark.skipif(not HAVE_CLANG, reason="clang-19, the HIP headers and "
                                 "rocm-device-libs are not installed (CI installs them)")


def line_of(source: str, needle: str) -> int:
    return next(n for n, line in enumerate(source.splitlines(), 1) if needle in line)


def found(result: CheckResult) -> set[tuple[str, int | None, int | None]]:
    """(kind, source line, source line of the read it came from) of each finding."""
    return {(f.kind, f.loc.source_line, f.origin.source_line if f.origin else None)
            for f in result.findings}


def run(tmp_path: Path, name: str, source: str, **kwargs: object) -> CheckResult:
    path = tmp_path / name
    path.write_text(source)
    return check_source(path, **kwargs)  # type: ignore[arg-type]


GRID = (HERE / "volatile_grid_barrier.hip").read_text()


@needs_clang
@pytest.mark.parametrize("workgroups", [3, 4])
def test_a_grid_barrier_polling_with_a_volatile_load_races_at_its_poll(
        tmp_path: Path, workgroups: int) -> None:
    result = run(tmp_path, "grid.hip", GRID, target="gfx942", workgroup_size=64,
                 workgroups=workgroups, args={"nwg": workgroups},
                 inputs={"count": "zeros:4"})
    poll = line_of(GRID, "while (*(volatile unsigned*)count < nwg)")
    read = line_of(GRID, "out[wg * blockDim.x + threadIdx.x] = data[")
    assert (result.status, result.incomplete_reason) == ("findings", None)
    assert found(result) == {("race", poll, poll), ("undef-read", poll, poll),
                             ("race", read, read)}


HANDOFF = (HERE / "plain_spin_barrier.hip").read_text()


def _handoff(tmp_path: Path, writer: int) -> CheckResult:
    return run(tmp_path, "handoff.hip", HANDOFF, target="gfx942", workgroup_size=128,
               workgroups=1, inputs={"flag": "zeros:1xi32"}, flags=[f"-DWRITER={writer}"])


@needs_clang
def test_a_poll_whose_writer_waits_at_a_barrier_is_a_deadlock(tmp_path: Path) -> None:
    result = _handoff(tmp_path, 0)
    barrier = [n for n, line in enumerate(HANDOFF.splitlines(), 1)
               if "__syncthreads();" in line][-1]
    assert (result.status, found(result)) == ("findings", {("deadlock", barrier, None)})
    message = result.findings[0].message
    assert "wave 0 spins on flag[0], and no write that could end its loop ever comes" in message
    assert "barrier -1 (workgroup) still needs 1 arrival(s)" in message
    poll = line_of(HANDOFF, "while (*(volatile int*)flag == 0)")
    assert [e.loc.source_line for e in result.findings[0].trace] == [barrier, poll]


@needs_clang
def test_a_poll_whose_writer_stores_before_the_barrier_races(tmp_path: Path) -> None:
    result = _handoff(tmp_path, 1)
    poll = line_of(HANDOFF, "while (*(volatile int*)flag == 0)")
    assert (result.status, found(result)) == ("findings", {("race", poll, poll)})


@needs_clang
def test_a_poll_after_a_barrier_that_orders_the_store_is_clean(tmp_path: Path) -> None:
    result = _handoff(tmp_path, 2)
    assert (result.status, found(result)) == ("clean", set())


FLAG_IR = (ROOT / "examples" / "opencl" / "ll" / "volatile_flag.gfx942.ll").read_text()
FLAG_STORE = ("store volatile i32 1, ptr addrspace(1) @plain_ready, align 4, !dbg !44, "
              "!tbaa !23")
FLAG_SOURCE = (ROOT / "examples" / "opencl" / "volatile_flag.cl").read_text()
POLL = line_of(FLAG_SOURCE, "while (*flag == 0)")
DATUM = [n for n, line in enumerate(FLAG_SOURCE.splitlines(), 1)
         if "out[0] = data[0];" in line][-1]  # (signal_volatile's)


def _signal(text: str, fixes: bool = False) -> CheckResult:
    return check(text, target="gfx942", kernel="signal_volatile", workgroup_size=64,
                 workgroups=2, fixes=fixes, source_name="volatile_flag.gfx942.ll")


def test_the_opencl_twin_polled_plainly_races_with_a_release_store() -> None:
    assert FLAG_STORE in FLAG_IR
    text = FLAG_IR.replace(FLAG_STORE, 'store atomic i32 1, ptr addrspace(1) @plain_ready '
                           'syncscope("agent") release, align 4, !dbg !44')
    result = _signal(text)
    assert (result.status, result.incomplete_reason) == ("findings", None)
    assert found(result) == {("race", POLL, POLL), ("race", DATUM, DATUM)}


def test_the_opencl_twin_without_its_store_waits_forever() -> None:
    result = _signal(FLAG_IR.replace(FLAG_STORE, ""))
    assert (result.status, found(result)) == ("findings", {("deadlock", POLL, None)})


def test_the_fix_search_on_the_opencl_twin_ends_decided() -> None:
    result = _signal(FLAG_IR, fixes=True)
    assert found(result) == {("race", POLL, POLL), ("race", DATUM, DATUM)}
    assert result.fixes is not None
    # Every candidate's check is decided (each used to run to the time bound), and the
    # hand-off edit (the flag's store release, the poll acquire: docs/fixes.md) removes
    # both findings.
    assert [o.finding.loc.source_line for o in result.fixes.outcomes] == [POLL, DATUM]
    for outcome in result.fixes.outcomes:
        assert outcome.fix is not None and outcome.fix.result.status == "clean"
        assert "made a release atomic and the load at" in outcome.fix.candidate.what
