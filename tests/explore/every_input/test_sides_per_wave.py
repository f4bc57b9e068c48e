"""Assumed sides are counted per wave (docs/semantics/every-input.md, "Not built";
explore/every_input/unknown_branches.py, MAX_SIDES_PER_BRANCH): six one-lane workgroups
each take one side of one branch on their own flag, more waves than the bound. Counted
per branch location, the fifth wave's side ended the check `incomplete` (as the aiter
prefill attention's eight waves at its KV loop's guard did); counted per wave, the
kernel is decided, and the verdict is checked against every input of a small domain."""

from __future__ import annotations

import itertools
from pathlib import Path

from amdsync.api import check
from amdsync.explore.every_input.unknown_branches import MAX_SIDES_PER_BRANCH
from amdsync.explore.findings.result import CheckResult

KERNELS = Path(__file__).parent / "kernels" / "guards_per_wave.ll"
WAVES = 6


def _check(kernel: str, flags: tuple[int, ...] | None = None) -> CheckResult:
    inputs = (None if flags is None else
              {"flag": "values:i32:" + ",".join(str(f) for f in flags)})
    return check(KERNELS, kernel=kernel, target="gfx942", workgroup_size=1,
                 workgroups=WAVES, inputs=inputs)


def test_more_waves_than_the_bound_each_taking_one_side_are_decided() -> None:
    assert WAVES > MAX_SIDES_PER_BRANCH
    result = _check("guards")
    assert (result.status, result.findings) == ("clean", [])
    notes = [(n.kind, n.message) for n in result.notes]
    assert notes == [("every-input", f"{2 ** WAVES} executions took every side of the "
                      "wave-uniform branches on values read from the buffers: the verdict "
                      'holds for every content of them (docs/semantics/every-input.md, '
                      '"Every input")')]
    assert result.scope is not None and result.scope.inputs is None  # (every input)


def test_the_twin_races_with_a_witness_that_reproduces_it() -> None:
    result = _check("guards_shared")
    assert result.status == "findings"
    (finding,) = result.findings
    assert (finding.kind, finding.loc.line) == ("race", 31)
    assert finding.witness == (
        "flag[0] (i32) = 1, flag[1] (i32) = 1, flag[2] (i32) = 1, flag[3] (i32) = 1, "
        "flag[4] (i32) = 1, flag[5] (i32) = 1 (--input flag=values:i32:1,1,1,1,1,1)")
    again = _check("guards_shared", (1,) * WAVES)
    assert [(f.kind, f.loc.line) for f in again.findings] == [("race", 31)]


def test_the_verdicts_agree_with_every_input_of_a_domain() -> None:
    """Brute force over flags in {0, 1}: the kernel is clean for each; its twin races
    exactly when two workgroups' flags are set."""
    for flags in itertools.product((0, 1), repeat=WAVES):
        own = _check("guards", flags)
        assert (own.status, own.findings) == ("clean", []), flags
        shared = _check("guards_shared", flags)
        expected = [("race", 31)] if sum(flags) >= 2 else []
        assert [(f.kind, f.loc.line) for f in shared.findings] == expected, flags
        assert shared.incomplete_reason is None
