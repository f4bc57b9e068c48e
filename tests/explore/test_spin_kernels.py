"""Spins as libraries write them (issue 46), in HIP compiled by clang through
``amdsync hip``'s front end, each decided at 3–4 workgroups with a seeded twin found at
its line (kernels in tests/explore/spin_kernels/). Why each verdict is the model's:

* ``lane_chain.hip`` — lane i of workgroup w spins on flag[w-1][i] with a load-acquire
  and reads data[w-1][i], which lane i of workgroup w-1 wrote before its release store
  of that flag: the acquire reads from the release, so the write happens-before the read
  (amdgpu-memory-model, "Synchronizes-with"), clean. The twin reads lane i+1's word: the
  flag lane i waited on was released by lane i only, and lanes are threads
  (shared/spec/READINGS.md item 3), so lane i+1's store and the read race.
* ``lookback_scan.hip`` — a decoupled look-back scan: the status (high half) and the
  aggregate (low half) travel in one 64-bit atomic word, so a load-acquire that sees a
  status sees its value with it (one atomic write, read whole); clean on gfx90a and gfx942
  (whose build has the ``s_waitcnt vmcnt(0)`` after each publish, read as a hardware wait
  with no effect on an ordinary store: docs/semantics/hardware-waits.md). A wrong prefix
  reaches ``__builtin_trap``, so clean also says every lane's prefix is right. Twins: the
  word published with a plain store is seen by the spin's atomic load without being
  location-ordered before it, and not all the writes it may see are atomic, so it reads
  undef (READINGS.md item 1) and that decides the spin's branch; treating an AGGREGATE
  status as a PREFIX gives a wrong sum in the schedule where workgroup 2 looks back
  before workgroup 1 finished, which reaches the trap (so that schedule is explored).
* ``fenced_grid_barrier.hip`` — a grid barrier spinning with a relaxed load and an
  acquire fence inside the loop: the fence after the read that sees the count complete
  synchronizes with every release add of the release sequence that read ends (amdgpu-
  memory-model, "Fences"; each add is a read-modify-write, so they continue it), so
  every datum happens-before the reads after the barrier, clean. The twin's relaxed adds
  release nothing: the datum read races with its store.
* ``fenced_chain.hip`` — the flag read with a ``volatile`` load, as libraries often do: a
  volatile load is not atomic (LLVM LangRef; the model has no exception for it), so it
  races with the release store of the flag and reads undef, which decides the loop; the
  data read after it is then ordered by nothing and races too. With the flag read
  relaxed-atomic (``-DRELAXED``) the fence makes it an acquire, clean.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from amdsync.api import check_source
from amdsync.explore.findings.result import CheckResult

HERE = Path(__file__).parent / "spin_kernels"
HAVE_CLANG = shutil.which("clang-19") is not None and Path(
    "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ockl.bc").is_file() and Path(
    "/usr/include/hip/hip_runtime.h").is_file()
pytestmark = pytest.mark.skipif(not HAVE_CLANG, reason="clang-19, the HIP headers and "
                                "rocm-device-libs are not installed (CI installs them)")


def line_of(source: str, needle: str) -> int:
    return next(n for n, line in enumerate(source.splitlines(), 1) if needle in line)


def run(tmp_path: Path, name: str, source: str, **kwargs: object) -> CheckResult:
    path = tmp_path / name
    path.write_text(source)
    return check_source(path, **kwargs)  # type: ignore[arg-type]


def found(result: CheckResult) -> set[tuple[str, int | None, int | None]]:
    """(kind, source line, source line of the read it came from) of each finding."""
    return {(f.kind, f.loc.source_line, f.origin.source_line if f.origin else None)
            for f in result.findings}


LANE_CHAIN = (HERE / "lane_chain.hip").read_text()


@pytest.mark.parametrize("workgroups", [3, 4])
def test_a_lane_divergent_spin_is_clean(tmp_path: Path, workgroups: int) -> None:
    result = run(tmp_path, "chain.hip", LANE_CHAIN, target="gfx942", workgroup_size=64,
                 workgroups=workgroups, inputs={"flag": "zeros:256xu32"})
    assert (result.status, found(result)) == ("clean", set())


@pytest.mark.parametrize("workgroups", [3, 4])
def test_a_lane_reading_its_neighbours_word_races(tmp_path: Path, workgroups: int) -> None:
    twin = LANE_CHAIN.replace("mine += data[(w - 1) * 64 + i]",
                              "mine += data[(w - 1) * 64 + (i + 1) % 64]")
    assert twin != LANE_CHAIN
    result = run(tmp_path, "chain.hip", twin, target="gfx942", workgroup_size=64,
                 workgroups=workgroups, inputs={"flag": "zeros:256xu32"})
    # The previous workgroup's store of data races with the seeded read.
    assert (result.status, found(result)) == ("findings", {(
        "race", line_of(LANE_CHAIN, "data[w * 64 + i] = mine"),
        line_of(LANE_CHAIN, "mine += data"))})


LOOKBACK = (HERE / "lookback_scan.hip").read_text()
SCAN_INPUTS = {"flags": "zeros:3xu64", "in": "iota:192xu32"}


@pytest.mark.parametrize("target", ["gfx90a", "gfx942"])
def test_the_look_back_scan_is_clean(tmp_path: Path, target: str) -> None:
    keep = tmp_path / "scan.ll"
    result = run(tmp_path, "scan.hip", LOOKBACK, target=target, workgroup_size=64,
                 workgroups=3, inputs=SCAN_INPUTS, keep_ll=keep)
    assert (result.status, found(result)) == ("clean", set())
    waits = "call void @llvm.amdgcn.s.waitcnt(i32 3952)" in keep.read_text()
    assert waits == (target == "gfx942")


@pytest.mark.parametrize("target", ["gfx90a", "gfx942"])
def test_a_look_back_word_published_plainly_is_undef_at_the_spin(
        tmp_path: Path, target: str) -> None:
    twin = LOOKBACK.replace("__hip_atomic_store(word, (status << 32) | value, "
                            "__ATOMIC_RELEASE, __HIP_MEMORY_SCOPE_AGENT);",
                            "*word = (status << 32) | value;")
    assert twin != LOOKBACK
    result = run(tmp_path, "scan.hip", twin, target=target, workgroup_size=64,
                 workgroups=3, inputs=SCAN_INPUTS)
    assert (result.status, found(result)) == ("findings", {(
        "race", line_of(LOOKBACK, "} while ((seen >> 32) == EMPTY)"),
        line_of(LOOKBACK, "seen = __hip_atomic_load(word"))})


@pytest.mark.parametrize("target", ["gfx90a", "gfx942"])
def test_an_aggregate_taken_for_a_prefix_reaches_the_trap(tmp_path: Path, target: str) -> None:
    twin = LOOKBACK.replace("__ballot((seen >> 32) == PREFIX)",
                            "__ballot((seen >> 32) != EMPTY)")
    assert twin != LOOKBACK
    result = run(tmp_path, "scan.hip", twin, target=target, workgroup_size=64,
                 workgroups=3, inputs=SCAN_INPUTS)
    assert result.status == "incomplete"
    assert (result.incomplete_reason or "").startswith("llvm.trap")


GRID = (HERE / "fenced_grid_barrier.hip").read_text()
GRID_LAUNCH: dict[str, object] = {"target": "gfx942", "workgroup_size": 64,
                                  "workgroups": 3, "args": {"nwg": 3},
                                  "inputs": {"count": "zeros:4"}}


def test_a_grid_barrier_with_a_fence_in_its_spin_is_clean(tmp_path: Path) -> None:
    result = run(tmp_path, "grid.hip", GRID, **GRID_LAUNCH)
    assert (result.status, found(result)) == ("clean", set())


def test_a_grid_barrier_whose_adds_release_nothing_races(tmp_path: Path) -> None:
    twin = GRID.replace("fetch_add(count, 1u, __ATOMIC_RELEASE",
                        "fetch_add(count, 1u, __ATOMIC_RELAXED")
    assert twin != GRID
    result = run(tmp_path, "grid.hip", twin, **GRID_LAUNCH)
    read = line_of(GRID, "out[wg * blockDim.x + threadIdx.x] = data[")
    assert (result.status, found(result)) == ("findings", {("race", read, read)})


CHAIN = (HERE / "fenced_chain.hip").read_text()
CHAIN_LAUNCH: dict[str, object] = {"target": "gfx942", "workgroup_size": 64,
                                   "workgroups": 4, "inputs": {"flag": "zeros:4xi32"}}


def test_a_volatile_spin_with_a_fence_races_at_its_load(tmp_path: Path) -> None:
    result = run(tmp_path, "chain.hip", CHAIN, **CHAIN_LAUNCH)
    read = line_of(CHAIN, "out[wg] = data[wg - 1]")
    assert (result.status, found(result)) == ("findings", {
        ("race", line_of(CHAIN, "while (read_flag("), line_of(CHAIN, "return *(volatile")),
        ("race", read, read)})


def test_a_relaxed_spin_with_a_fence_is_clean(tmp_path: Path) -> None:
    result = run(tmp_path, "chain.hip", CHAIN, flags=["-DRELAXED"], **CHAIN_LAUNCH)
    assert (result.status, found(result)) == ("clean", set())
