"""``--assume`` preconditions in the solver's queries (explore/symbolic/preconditions.py;
docs/semantics/symbolic.md, "Preconditions in the queries"): a verdict that holds for
the inputs that meet them, witnesses that meet them, and located usage errors (exit 2)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from amdsync.api import check
from amdsync.cli.main import main
from amdsync.explore.symbolic import terms as tm
from amdsync.explore.symbolic.assume import parse
from amdsync.explore.symbolic.preconditions import Preconditions, Shape

KERNELS = Path(__file__).parent / "kernels"
LAUNCH = ["--target", "gfx942", "--workgroup-size", "64"]
DISTINCT = "forall i: forall j: i == j || route[i] != route[j]"


def _json(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, dict[str, object]]:
    code = main(["check", *argv, *LAUNCH, "--json"])
    return code, json.loads(capsys.readouterr().out)


def test_distinct_routes_make_the_scatter_clean(capsys: pytest.CaptureFixture[str]) -> None:
    code, report = _json(capsys, str(KERNELS / "moe_scatter.ll"), "--assume", DISTINCT)
    assert code == 0 and report["status"] == "clean"
    assert report["scope"] == {"inputs": "every", "loop_trips": [], "assumptions": [
        "the store at line 14 writes within buffer out", f"--assume {DISTINCT}"]}


def test_a_bound_on_the_routes_leaves_the_race_and_its_witness_meets_it(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, report = _json(capsys, str(KERNELS / "moe_scatter.ll"), "--assume",
                         "forall i: 3 <= route[i] < 64")
    assert code == 1
    findings = report["findings"]
    assert isinstance(findings, list)
    (finding,) = findings
    assert finding["kind"] == "race"
    # every route one value the precondition allows (the solver's fill, in place of 0)
    given = re.search(r"\(--input route=values:i32:(\d+)((,\d+)*)\)$", finding["message"])
    assert given is not None
    value = int(given.group(1))
    assert 3 <= value < 64 and given.group(2) == f",{value}" * 63


def test_the_guard_made_a_precondition(capsys: pytest.CaptureFixture[str]) -> None:
    """The seeded twin of guarded_offset.ll races for k in 60..63; given k >= 64 it is
    clean (a uniform branch decided under the precondition)."""
    code, report = _json(capsys, str(KERNELS / "guarded_offset_low.ll"), "--assume",
                         "kp[0] >= 64")
    assert code == 0 and report["status"] == "clean"


@pytest.mark.parametrize(("text", "column", "reason"), [
    ("route[i] <", 11, "does not parse"),
    ("forall i: rout[i] < 4", 11, "names no argument 'rout'"),
    ("%7 > 0", 1, "names no argument: the kernel has 3"),
    ("route[0] > 5 && route[0] < 2", 1, "is never true (vacuous)"),
])
def test_a_bad_assumption_is_a_located_usage_error(
        text: str, column: int, reason: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(KERNELS / "moe_scatter.ll"), *LAUNCH, "--assume", text]) == 2
    err = capsys.readouterr().err
    assert f"<--assume>:1:{column}: error[bad-assume]: --assume {text!r}: {reason}" in err
    assert "Traceback" not in err


def test_the_api_takes_assumptions() -> None:
    text = (KERNELS / "moe_scatter.ll").read_text()
    result = check(text, target="gfx942", workgroup_size=8, assume=[DISTINCT])
    assert result.status == "clean"
    assert result.scope is not None and f"--assume {DISTINCT}" in result.scope.assumptions


def test_instances_agree_with_the_parsers_evaluator() -> None:
    """A precondition's terms, evaluated on bytes, agree with assume.evaluate."""
    text = "forall i in 0..3: seq[i] <= seq[i+1] && -5 < seq[i] * 2"
    pre = Preconditions([text], [parse(text)], ["seq"], {"seq": Shape(4, 32)}, {})
    from amdsync.explore.symbolic.assume import evaluate  # noqa: PLC0415
    for values in ([0, 1, 2, 3], [3, 2, 1, 0], [-3, 0, 0, 7], [-2, -2, -2, -2]):
        data = b"".join(v.to_bytes(4, "little", signed=True) for v in values)
        assert pre.hold({"seq": data}) == bool(evaluate(parse(text), {}, {"seq": values}))
    # the instances a query gets are its terms: the whole bounded range
    (term,) = pre.instances([tm.load("seq", tm.const(0, 64), 32)])
    assert term.width == 1
