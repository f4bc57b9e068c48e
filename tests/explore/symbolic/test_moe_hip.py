"""A MoE token scatter and gather in HIP, compiled by clang as `amdsync hip` compiles it,
decided for every input (docs/semantics/symbolic.md, "Symbols in the machine" and
"Preconditions in the queries"): the gather is clean; the scatter races for routes that
repeat (witness: every route 0), still races given only distinct routes (route * 4
wraps: the witness's routes are distinct and large), and is clean given distinct routes
in range, as the host guarantees."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from amdsync.cli.main import main

KERNEL = Path(__file__).parent / "kernels" / "moe.hip"
LAUNCH = ["--target", "gfx942", "--workgroup-size", "16"]
DISTINCT = "forall i: forall j: i == j || route[i] != route[j]"
IN_RANGE = "forall i: 0 <= route[i] < 4096"


def _run(kernel: str, capsys: pytest.CaptureFixture[str], *assume: str
         ) -> tuple[int, dict[str, object]]:
    argv = ["hip", f"{KERNEL}:{kernel}", *LAUNCH, "--json"]
    for text in assume:
        argv += ["--assume", text]
    code = main(argv)
    return code, json.loads(capsys.readouterr().out)


def test_the_gather_is_clean_for_every_input(capsys: pytest.CaptureFixture[str]) -> None:
    code, report = _run("moe_gather", capsys)
    assert (code, report["status"]) == (0, "clean")


def test_the_scatter_races_where_routes_repeat(capsys: pytest.CaptureFixture[str]) -> None:
    code, report = _run("moe_scatter", capsys)
    assert code == 1
    findings = report["findings"]
    assert isinstance(findings, list) and findings
    assert findings[0]["kind"] == "race"
    assert "(--input route=zeros:16xi32)" in findings[0]["message"]


def test_distinct_routes_alone_still_race_by_wrapping(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, report = _run("moe_scatter", capsys, DISTINCT)
    assert code == 1
    findings = report["findings"]
    assert isinstance(findings, list) and findings[0]["kind"] == "race"
    witness = findings[0]["witness"]
    assert isinstance(witness, str)
    values = [int(v) for v in witness.rsplit("values:i32:", 1)[1].rstrip(")").split(",")]
    assert len(set(values)) == len(values)  # distinct, as assumed
    assert any(abs(v) >= 1 << 29 for v in values)  # and some route * 4 wraps


def test_distinct_routes_in_range_are_clean(capsys: pytest.CaptureFixture[str]) -> None:
    code, report = _run("moe_scatter", capsys, DISTINCT, IN_RANGE)
    assert (code, report["status"]) == (0, "clean")
    scope = report["scope"]
    assert isinstance(scope, dict)
    assert scope["assumptions"][-2:] == [f"--assume {DISTINCT}", f"--assume {IN_RANGE}"]
