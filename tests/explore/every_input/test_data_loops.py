"""Loops whose trip count is data (docs/semantics/every-input.md, "Loops whose trip count
is data"; explore/every_input/data_loops.py): a register-only loop is closed after
CLOSE_AFTER trips, every other loop runs at most --max-trips trips and the verdict's
scope says so. Each verdict is held against brute force: the same kernel checked with
every trip count of a domain given as input."""

from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np
import pytest
from hypothesis import Phase, given, settings
from hypothesis import strategies as st

from amdsync.api import Bounds, check
from amdsync.cli.main import main
from amdsync.diagnostics import Loc
from amdsync.explore.every_input.inputs import parse_input_spec
from amdsync.explore.findings.result import CheckResult
from amdsync.report.html import check_html

HERE = Path(__file__).parent / "loops"
DOMAIN = range(-1, 7)  # trip counts given as input to the brute force


def _verdict(result: CheckResult) -> set[tuple[str, int]]:
    return {(f.kind, f.loc.line) for f in result.findings}


def _with_len(text: str, n: int, **extra: object) -> CheckResult:
    inputs: dict[str, object] = {"len": np.array([n], np.int32), **extra}
    return check(text, workgroup_size=4, inputs=inputs)


def _witness(message: str) -> dict[str, object]:
    found = re.findall(r"--input (\w+)=(\S+?)\)?(?:\s|$)", message)
    assert found, message
    return {n: parse_input_spec(f"{n}={v}") for n, v in found}


def test_a_register_only_loop_is_closed_for_every_trip_count() -> None:
    """``for (i = 0; i < n; i++) acc += x[i]``: trips 0 and 1 run, the third execution
    stands for every longer run; the loop counts by one to n, so it ends, and the
    verdict assumes only that its load stays in x."""
    text = (HERE / "sum_rows.ll").read_text()
    result = check(text, workgroup_size=4)
    assert result.status == "clean"
    assert result.scope is not None
    assert result.scope.loop_trips == ()
    assert result.scope.assumptions == (
        "the loop whose exit test is at line 11 reads within its buffers on every trip "
        "(the load at line 14)",)
    assert result.scope.headline() == (
        " for every input assuming the loop whose exit test is at line 11 reads within "
        "its buffers on every trip (the load at line 14)")
    assert any(n.message.startswith("3 executions took every side") for n in result.notes)
    for n in DOMAIN:
        assert _with_len(text, n, x=np.arange(8, dtype=np.int32)).status == "clean"


def test_a_race_past_the_explored_trips_is_found_with_its_witness() -> None:
    """The store races only when the loop ran 30 trips or more: the closed execution
    finds it, and the filled witness (the compared 30) reproduces it concretely."""
    text = (HERE / "late_store.ll").read_text()
    result = check(text, workgroup_size=4)
    assert _verdict(result) == {("race", 16)}
    assert result.findings[0].message.endswith(
        "for the input len[0] (i32) = 30 (--input len=values:i32:30)")
    assert _verdict(check(text, workgroup_size=4,
                          inputs=_witness(result.findings[0].message))) == {("race", 16)}
    assert _verdict(_with_len(text, 29)) == set()


def test_a_loop_that_stores_runs_at_most_max_trips_and_the_scope_says_so() -> None:
    """A loop with a store is not closed: its trips past --max-trips are not explored,
    the verdict is clean for the inputs on which it runs at most that many (never a
    plain clean), and a race on the ninth trip is found once the bound allows it."""
    text = (HERE / "store_rows.ll").read_text()
    result = check(text, workgroup_size=4)
    assert result.status == "clean"
    assert result.scope is not None
    assert result.scope.loop_trips == ((Loc("<text>.ll", 10, 3), 8),)
    assert result.scope.to_json()["loop_trips"] == [{"loop": "<text>.ll:10:3", "trips": 8}]
    assert result.scope.headline() == (
        " for every input on which the loop whose exit test is at <text>.ll:10:3 runs at "
        "most 8 trips")
    assert [n.kind for n in result.notes][:1] == ["loop-trips"]
    ninth = text.replace("  %i1 = add i32 %i, 1\n", """  %late = icmp eq i32 %i, 9
  br i1 %late, label %bad, label %next
bad:
  store i32 %t, ptr addrspace(1) %out
  br label %next
next:
  %i1 = add i32 %i, 1
""").replace("[ %i1, %body ]", "[ %i1, %next ]")
    bounded = check(ninth, workgroup_size=4)
    assert bounded.status == "clean" and bounded.scope is not None
    assert bounded.scope.loop_trips == ((Loc("<text>.ll", 10, 3), 8),)
    wider = check(ninth, workgroup_size=4, bounds=Bounds(max_trips=12))
    assert _verdict(wider) == {("race", 19)}
    assert _verdict(_with_len(ninth, 10)) == {("race", 19)}
    assert _verdict(_with_len(ninth, 9)) == set()


def test_a_precondition_that_bounds_the_trips_removes_the_bound() -> None:
    """With ``--assume len[0] <= 3`` no input continues past the third trip: the
    solver says so, nothing is cut, and the scope names the assumption only."""
    text = (HERE / "store_rows.ll").read_text()
    result = check(text, workgroup_size=4, assume=["len[0] <= 3"])
    assert result.status == "clean"
    assert result.scope is not None
    assert result.scope.loop_trips == ()
    assert result.scope.assumptions == ("--assume len[0] <= 3",)


def test_a_loop_that_counts_by_two_is_assumed_to_end() -> None:
    """``i += 2`` may step over n and wrap: the closure assumes the loop ends, and the
    scope says so."""
    text = (HERE / "sum_rows.ll").read_text().replace("%i1 = add i32 %i, 1",
                                                       "%i1 = add i32 %i, 2")
    result = check(text, workgroup_size=4)
    assert result.status == "clean"
    assert result.scope is not None
    assert result.scope.assumptions == (
        "the loop whose exit test is at line 11 ends and reads within its buffers on "
        "every trip (the load at line 14)",)


def test_the_cli_prints_the_bound_in_the_headline_and_in_json(
        capsys: pytest.CaptureFixture[str]) -> None:
    path = str(HERE / "store_rows.ll")
    base = ["check", path, "--workgroup-size", "4", "--max-trips", "3"]
    assert main(base) == 0
    assert (f"clean for every input on which the loop whose exit test is at {path}:10:3 "
            "runs at most 3 trips: every execution within those trips explored") in (
                capsys.readouterr().out)
    assert main([*base, "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["status"] == "clean"
    assert report["scope"]["loop_trips"] == [{"loop": f"{path}:10:3", "trips": 3}]


# A loop (step 1 or 2, the test at the top or the bottom, an optional sum of x) whose
# final counter decides after the loop between a racy store and a lane's own store.
LOOP_TOP = """  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %p = getelementptr i32, ptr addrspace(1) %x, i32 %i
  %v = load i32, ptr addrspace(1) %p
  %acc1 = add i32 %acc, SUMMAND
  %i1 = add i32 %i, STEP
  br label %head
exit:
  %fin = add i32 %i, %acc
"""
LOOP_BOTTOM = """  br label %body
body:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %body ]
  %p = getelementptr i32, ptr addrspace(1) %x, i32 %i
  %v = load i32, ptr addrspace(1) %p
  %acc1 = add i32 %acc, SUMMAND
  %i1 = add i32 %i, STEP
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %body, label %exit
exit:
  %fin = add i32 %i1, %acc1
"""


def _family(bottom: bool, step: int, summed: bool, pred: str, k: int) -> str:
    loop = (LOOP_BOTTOM if bottom else LOOP_TOP).replace("STEP", str(step)).replace(
        "SUMMAND", "%v" if summed else "0")
    return f"""target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %len, ptr addrspace(1) %x, ptr addrspace(1) %out) {{
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %n = load i32, ptr addrspace(1) %len
{loop}  %racy = icmp {pred} i32 %fin, {k}
  br i1 %racy, label %bad, label %good
bad:
  store i32 %t, ptr addrspace(1) %out
  br label %end
good:
  %own = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %t, ptr addrspace(1) %own
  br label %end
end:
  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


@settings(max_examples=8, deadline=None,
          phases=[Phase.explicit, Phase.reuse, Phase.generate])
@given(bottom=st.booleans(), step=st.sampled_from([1, 2]), summed=st.booleans(),
       pred=st.sampled_from(["sge", "eq", "slt"]), k=st.integers(-1, 6))
def test_closed_loops_agree_with_every_trip_count(bottom: bool, step: int, summed: bool,
                                                   pred: str, k: int) -> None:
    """The every-input verdict against every trip count of DOMAIN given as input (x
    all ones, so the sum counts the trips): clean only if every one is clean; a
    finding only with a witness input that reproduces it; never clean where some
    trip count in the domain races. (`incomplete` is allowed: after the closure the
    final counter is unknown, so a store no trip count reaches, ``fin == 1`` of a
    loop that counts by two, is searched for a witness and not found.)"""
    text = _family(bottom, step, summed, pred, k)
    result = check(text, workgroup_size=4)
    ones = np.ones(16, np.int32)
    concrete = {n: _verdict(_with_len(text, n, x=ones)) for n in DOMAIN}
    line = text.splitlines().index("  store i32 %t, ptr addrspace(1) %out") + 1
    if result.status == "clean":
        assert all(found == set() for found in concrete.values()), concrete
    elif result.status == "findings":
        assert _verdict(result) == {("race", line)}
        witness = _witness(result.findings[0].message)
        assert _verdict(check(text, workgroup_size=4, inputs=witness)) == _verdict(result)
    else:
        assert result.status == "incomplete"
        assert not result.findings
    if any(concrete.values()):
        assert result.status != "clean"


def test_a_closed_loop_that_never_reaches_a_store_is_not_clean_by_accident() -> None:
    """The example above that no trip count reaches (``i == 1`` after a loop that
    counts by two from 0): every trip count in the domain is clean; the closed
    execution cannot tell, its witness search stops at the witness runs' bound, and
    the verdict is `incomplete` — sound, and it says which bound stopped it."""
    text = _family(False, 2, False, "eq", 1)
    assert all(_verdict(_with_len(text, n)) == set() for n in DOMAIN)
    result = check(text, workgroup_size=4)
    assert result.status == "incomplete"
    assert "a witness input's run passed 200000 wave instructions" in (
        result.incomplete_reason or "")


def test_the_html_page_states_the_scope() -> None:
    """The HTML page says what the text headline says: clean for the inputs on which
    the loop runs at most --max-trips trips."""
    text = (HERE / "store_rows.ll").read_text()
    page = check_html(check(text, workgroup_size=4), {"<text>.ll": text})
    assert ('<p class="scope" data-scope="">Clean for every input on which the loop whose '
            "exit test is at &lt;text&gt;.ll:10:3 runs at most 8 trips.</p>") in page
    assert "Every execution of this launch within those trips was explored" in page
