"""The shortcuts of the vectorized core (docs/semantics/scale.md, "Vectorized core") against the
paths they shortcut: whole checks with them and without them give the same JSON report
— verdict, findings, counterexamples, exploration counts and the unreduced-states bound
(which counts the async operations in flight after every step).

Without them: ``step`` runs every operation through its poise checks and
``_run_wave`` counts the operations in flight after every step
(stepping._PLAIN, stepping._COUNT_KEEPING empty); fences snapshot each lane and
``_join_record`` visits each lane (synchronization.ROW_SHORTCUTS off), and an arrive
groups its lanes' releases slot by slot (barrier_exec.ROW_GROUPS off); the whole-wave
test is ``np.array_equal``; the dense shadow's lane tests are ``ndarray.any``/``all``;
no plain runs (``stepping.PLAIN_RUNS``: every operation through ``step``), no
stretches of unknown results run at once (``stepping.UNKNOWN_STRETCHES``), no access
plans (``dense_shadow.PLANS``: granules, pages and lane rows found anew each time), the
dense shadow's page loops in numpy, not C (``dense_shadow.NATIVE``), constant operands
splatted anew (``values.constant``), and ``compute.binop`` by its general path
(``FAST_ARITHMETIC``, ``_NARROW``).
The cases: the verdict snapshot's sample where it has barriers, fences, async copies,
atomics (forks) or several workgroups, and benches/check_scale.py's kernel.
"""

from __future__ import annotations

import importlib.util
import shutil
import sys
import sysconfig
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np
import numpy.typing as npt
import pytest

from amdsync.explore.machine import registers, stepping
from amdsync.explore.machine.machine import ExploreOptions
from amdsync.explore.memory import dense_pages, dense_shadow, memory_access
from amdsync.explore.search.check import check_program
from amdsync.explore.sync import async_copies, barrier_exec, synchronization
from amdsync.explore.values import compute, values
from amdsync.formats.llvm.reader import read_llvm_file
from amdsync.program.topology import Launch

ROOT = Path(__file__).resolve().parents[2]


def _load(name: str, path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # (its dataclasses look their module up)
    spec.loader.exec_module(module)
    return module


TOOL = _load("verdict_snapshot", ROOT / "tools" / "verdict_snapshot.py")
_WANTED = ("multiwave", "pipeline", "wait_off_by_one", "triton:matmul_bf16_s2",
           "triton:matmul_masked_mnk", "triton:atomic_sum", "tensor-dma", "histogram.hip",
           "spin_lock.hip", "tile_loop", "tree_reduce.hip", "double_buffer.cl",
           "last_block", "early_exit.hip", "message_passing", "wave_reduce")
CASES = [c for c in TOOL.cases() if c.sample and any(w in c.name for w in _WANTED)]


def _any(x: npt.NDArray[np.generic]) -> bool:
    return bool(x.any())


def _all(x: npt.NDArray[np.generic]) -> bool:
    return bool(x.all())


def _reference(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every shortcut off (module docstring)."""
    monkeypatch.setattr(stepping, "PLAIN_RUNS", False)
    monkeypatch.setattr(stepping, "UNKNOWN_STRETCHES", False)
    monkeypatch.setattr(dense_shadow, "PLANS", False)
    monkeypatch.setattr(dense_shadow, "NATIVE", False)
    monkeypatch.setattr(registers, "constant", values.splat)
    monkeypatch.setattr(compute, "FAST_ARITHMETIC", False)
    monkeypatch.setattr(compute, "_NARROW", {})
    monkeypatch.setattr(stepping, "_PLAIN", frozenset())
    monkeypatch.setattr(stepping, "_COUNT_KEEPING", frozenset())
    monkeypatch.setattr(synchronization, "ROW_SHORTCUTS", False)
    monkeypatch.setattr(barrier_exec, "ROW_GROUPS", False)
    monkeypatch.setattr(synchronization, "_same_lanes",
                        lambda a, b: bool(np.array_equal(a, b)))
    for module in (dense_shadow, dense_pages, async_copies, memory_access):
        monkeypatch.setattr(module, "some", _any)
        monkeypatch.setattr(module, "every", _all)


def test_the_cases_cover_the_shortcuts() -> None:
    assert len(CASES) >= 40


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_shortcuts_change_no_report(case: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    monkeypatch.delenv("AMDSYNC_LANE_CLOCKS", raising=False)
    monkeypatch.delenv("AMDSYNC_EXACT_SHADOW", raising=False)
    fast = TOOL.run_case(case)
    _reference(monkeypatch)
    assert TOOL.run_case(case) == fast


def test_scale_kernel_shortcuts_change_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    """benches/check_scale.py's kernel (fenced barriers, async copies into LDS) at 2
    workgroups of 256 lanes: the same result and counts both ways."""
    monkeypatch.syspath_prepend(str(ROOT / "benches"))
    bench = _load("barrier_speed", ROOT / "benches" / "barrier_speed.py")
    program = bench.exchange_pipeline(4, per_workgroup=True)
    launch = Launch(workgroup_size=(256, 1, 1), grid=(2, 1, 1), wave_size=64)

    def run() -> tuple[object, ...]:
        result = check_program(program, launch, ExploreOptions())
        stats = result.stats
        return (result.status, len(result.findings), stats.memory_events, stats.states,
                stats.clocks, stats.unreduced_lower_bound)

    fast = run()
    assert fast[0] == "clean" and fast[4] == "wave"
    _reference(monkeypatch)
    assert run() == fast


def test_the_native_loops_are_built() -> None:
    """pip builds the C page loops wherever a C compiler and Python's headers are found
    (setup.py): where they are, the shortcut the tests compare is the one in use."""
    compiler = (sysconfig.get_config_var("CC") or "cc").split()[0]
    headers = Path(sysconfig.get_paths()["include"]) / "Python.h"
    if shutil.which(compiler) is None or not headers.exists():
        pytest.skip(f"no C compiler ({compiler}) or no {headers}: the numpy loops run")
    assert dense_shadow.NATIVE


@pytest.mark.parametrize("max_states", [1, 63, 64, 65, 200, 4095, 4096, 4097, 5000])
def test_unknown_stretches_keep_the_bounds_and_progress(
        max_states: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """A stretch of unknown results run at once (stepping._unknown_stretch) reaches the
    state bound at the same instruction, and calls progress at the same counts, as its
    operations run one by one: Triton's matmul (stretches of 152 vector operations)
    with the bound at and around the counts where _check_bounds acts."""
    monkeypatch.chdir(ROOT)
    program = read_llvm_file(str(ROOT / "examples" / "triton" / "matmul_bf16_s2.ll"))
    launch = Launch(workgroup_size=(256, 1, 1), grid=(1, 1, 1), wave_size=64)

    def run() -> tuple[object, ...]:
        calls: list[int] = []
        options = ExploreOptions(max_states=max_states, progress=calls.append,
                                 args={"3": 128, "4": 128, "5": 256, "6": 512, "7": 128,
                                       "8": 128})
        result = check_program(program, launch, options)
        return (result.status, [str(f) for f in result.findings], result.stats.states,
                result.stats.unreduced_lower_bound, calls, result.incomplete_reason,
                result.incomplete_loc)

    fast = run()
    monkeypatch.setattr(stepping, "UNKNOWN_STRETCHES", False)
    assert run() == fast


@pytest.mark.parametrize("kernel,values", [
    ("matmul_bf16_s2.ll", range(1, 300)),
    ("seeded/matmul_bf16_s2.no_fence.ll", range(120, 140)),  # (classes with findings)
    ("seeded/matmul_bf16_s3.wait_plus1.ll", range(180, 200)),
])
def test_parametric_classes_change_nothing(kernel: str, values: range,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """Plain runs in a parametric class (a class of several values asks at every
    operation that is not data flow whether it splits, as ``step`` does; docs/semantics/scale.md,
    "Vectorized core": parametric classes): the classes, their verdicts and findings,
    and the counts, against every shortcut off."""
    monkeypatch.chdir(ROOT)
    program = read_llvm_file(str(ROOT / "examples" / "triton" / kernel))
    launch = Launch(workgroup_size=(256, 1, 1), grid=(1, 1, 1), wave_size=64)
    options = ExploreOptions(args={"3": 128, "4": 128, "6": 512, "7": 128, "8": 128},
                             param=("5", tuple(values)))

    def run() -> dict[str, object]:
        report = check_program(program, launch, options).to_json()
        stats = report.pop("stats")
        assert isinstance(stats, dict)
        stats.pop("seconds")
        return {**report, "stats": stats}

    fast = run()
    _reference(monkeypatch)
    assert run() == fast
