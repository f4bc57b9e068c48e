"""A sweep as tasks (amdsync.tasks.sweep_plan; docs/tasks.md, "Sweep classes as tasks"):
run boundaries fixed by the sweep alone, the same JSON report for every job count, a
task that fails makes its shape incomplete, and ``--first`` stops at the failing class
with the smallest value — checked against every value checked alone."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from amdsync.api import make_launch
from amdsync.cli.main import main
from amdsync.explore.machine.machine import ExploreOptions
from amdsync.explore.search import check as explore_check
from amdsync.explore.search.check import check_program
from amdsync.explore.search.sweep import parametric_axis, smallest_value
from amdsync.formats.llvm import read_llvm_text
from amdsync.program.topology import Launch
from amdsync.targets import parse_target
from amdsync.tasks.model import without_timings
from amdsync.tasks.sweep_plan import SweepRequest, assemble, plan, runs_of
from amdsync.tasks.sweeps import UnitOutcome

GATE = Path(__file__).parent / "sweep_gate.ll"  # a race for n > 1500
MOD5 = Path(__file__).parent / "sweep_mod5.ll"  # races for n % 5 == 3 or n > 9
SUM = Path(__file__).parent / "sweep_sum.ll"  # races for n + m > 20


def check(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, Any]:
    code = main(["check", *argv, "--json"])
    return code, json.loads(capsys.readouterr().out)


def classes(report: Any) -> list[tuple[str, str]]:
    return [(c["values"], c["status"]) for s in report["shapes"] for c in s["classes"]]


def test_runs_depend_on_the_range_alone() -> None:
    assert [len(r) for r in runs_of(range(1, 4097))] == [1024] * 4
    assert runs_of(range(1, 1025)) == [tuple(range(1, 1025))]
    assert [(r[0], r[-1]) for r in runs_of(range(1, 1026))] == [(1, 512), (513, 1025)]
    assert [(r[0], r[-1]) for r in runs_of(range(0, 4096, 2))] == [(0, 2046), (2048, 4094)]
    assert runs_of(range(1, 4097), first=True) == [tuple(range(1, 4097))]


def test_the_planner_makes_a_unit_per_shape_and_run() -> None:
    axis = parametric_axis("n", 1, 2100)
    assert axis is not None
    request = SweepRequest("", "k.ll", make_launch(parse_target("gfx950"), 64),
                           ExploreOptions(), {"m": 3}, [axis], 4096)
    units = plan(request, request.axes, None)
    assert [(u.options.args, u.options.param and (u.options.param[1][0],
                                                  u.options.param[1][-1]))
            for u in units] == [({"m": 3}, (1, 700)), ({"m": 3}, (701, 1400)),
                                ({"m": 3}, (1401, 2100))]
    assert all(u.options.progress is None and not u.options.first_failing for u in units)


def test_every_job_count_gives_the_same_report(capsys: pytest.CaptureFixture[str]) -> None:
    # Three runs of 700 values; the boundary at 1400 cuts the clean class 1..1500.
    argv = [str(GATE), "--workgroup-size", "128", "--sweep", "n=1:2100"]
    one = check([*argv, "--jobs", "1"], capsys)
    two = check([*argv, "--jobs", "2"], capsys)
    assert one[0] == two[0] == 1
    assert without_timings(one[1]) == without_timings(two[1])
    assert classes(one[1]) == [("1..700", "clean"), ("701..1400", "clean"),
                               ("1401..1500", "clean"), ("1501..2100", "findings")]
    [finding] = one[1]["shapes"][0]["findings"]
    assert finding["message"].startswith("[n=1501..2100] ")


def test_a_failed_task_makes_its_shape_incomplete() -> None:
    axis = parametric_axis("n", 1, 10)
    assert axis is not None
    request = SweepRequest("", "k.ll", make_launch(parse_target("gfx950"), 64),
                           ExploreOptions(), {}, [axis], 4096)
    [unit] = plan(request, request.axes, None)
    sweep = assemble([axis], [UnitOutcome(unit, None, None, "error",
                                          "internal error: boom\nframes")])
    [(_, result)] = sweep.shapes
    assert sweep.status == "incomplete"
    assert result.incomplete_reason == "the task exploring it ended: error (internal " \
                                       "error: boom)"
    assert [(c.values, c.status) for c in result.classes] == [("1..10", "not explored")]
    assert sweep.failed == ["internal error: boom\nframes"]


def test_a_crashing_unit_is_reported_and_exits_4(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def crash(*args: object, **kwargs: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(explore_check, "check_program", crash)  # read when a unit runs
    code = main(["check", str(GATE), "--workgroup-size", "128", "--sweep", "n=1:30",
                 "--json", "--jobs", "1"])
    out, err = capsys.readouterr()
    assert code == 4
    [shape] = json.loads(out)["shapes"]
    assert shape["status"] == "incomplete"
    assert shape["incomplete"]["reason"] == ("the task exploring it ended: error (internal "
                                             "error: RuntimeError: boom)")
    assert "amdsync: a task of the sweep failed: internal error: RuntimeError: boom" in err


def test_first_stops_at_the_smallest_failing_value(
        capsys: pytest.CaptureFixture[str]) -> None:
    # Two bugs on two branches: n % 5 == 3 and n > 9. The search reaches the class
    # 10..12 first (its split's first part holds n = 1), then must still explore 3, 8.
    argv = [str(MOD5), "--workgroup-size", "128"]
    failing = [n for n in range(1, 13) if check([*argv, "--arg", f"n={n}"], capsys)[0] == 1]
    assert failing == [3, 8, 10, 11, 12]  # every value checked alone
    code, whole = check([*argv, "--sweep", "n=1:12"], capsys)
    assert (code, classes(whole)) == (1, [("1..2, 4..7, 9", "clean"),
                                          ("10..12", "findings"), ("3, 8", "findings")])
    code, first = check([*argv, "--sweep", "n=1:12", "--first"], capsys)
    assert (code, first["status"]) == (1, "findings")
    assert classes(first) == [("1..2, 4..7, 9", "clean"), ("3, 8", "findings"),
                              ("10..12", "not explored")]
    assert [f["message"][:9] for f in first["shapes"][0]["findings"]] == ["[n=3, 8] "]


def test_first_over_shapes_stops_at_the_first_failing_shape(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, report = check([str(GATE), "--workgroup-size", "128", "--arg", "n=100,1600,1700",
                          "--first", "--jobs", "1"], capsys)
    assert code == 1
    assert [(s["args"], s["status"]) for s in report["shapes"]] == [
        ({"n": 100}, "clean"), ({"n": 1600}, "findings")]
    assert report["stopped"] == ("--first: stopped at the first failing shape (n=1600); "
                                 "1 shape(s) after it not checked")


def test_first_on_a_range_lists_what_it_did_not_explore(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, report = check([str(GATE), "--workgroup-size", "128", "--sweep", "n=1:3000",
                          "--first", "--jobs", "2"], capsys)
    assert code == 1
    assert classes(report) == [("1..1500", "clean"), ("1501..3000", "findings")]
    main(["check", str(GATE), "--workgroup-size", "128", "--sweep", "n=1:3000"])
    text = capsys.readouterr().out
    assert "failing classes, each with its smallest value" in text
    assert "  n=1501 (class 1501..2000)" in text
    assert "  n=2001 (class 2001..3000)" in text


def test_first_names_the_failing_shape_and_value(capsys: pytest.CaptureFixture[str]) -> None:
    # A race for n + m > 20: the shape m = 0 fails from n = 21, m = 10 is not checked.
    code, report = check([str(SUM), "--workgroup-size", "128", "--arg", "m=0,10",
                          "--sweep", "n=1:30", "--first"], capsys)
    assert code == 1
    assert [(s["args"], s["status"]) for s in report["shapes"]] == [({"m": 0}, "findings")]
    assert classes(report) == [("1..20", "clean"), ("21..30", "findings")]
    assert report["stopped"] == ("--first: stopped at the first failing shape (m=0, n=21); "
                                 "1 shape(s) after it not checked")
    code, whole = check([str(SUM), "--workgroup-size", "128", "--arg", "m=0,10",
                         "--sweep", "n=1:30"], capsys)
    assert code == 1 and "stopped" not in whole
    assert classes(whole) == [("1..20", "clean"), ("21..30", "findings"),
                              ("1..10", "clean"), ("11..30", "findings")]


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_bad_input_in_a_unit_is_a_located_error(
        jobs: str, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["check", str(GATE), "--workgroup-size", "128", "--arg", "m=0,1",
                 "--sweep", "n=1:30", "--json", "--jobs", jobs])
    out, err = capsys.readouterr()
    assert (code, out) == (2, "")
    assert err.startswith(f"{GATE}:5:1: error[unknown-argument]: kernel k has no "
                          "parameter 'm'")


def _param_tests() -> ModuleType:
    """tests/explore/test_param.py, for its generator of random programs over n."""
    path = Path(__file__).resolve().parents[1] / "explore" / "test_param.py"
    spec = importlib.util.spec_from_file_location("param_programs", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


PARAM_TESTS = _param_tests()


@settings(max_examples=20, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(sorted(PARAM_TESTS._STATEMENTS)),
                          st.one_of(st.none(), st.integers(0, 2))),
                min_size=1, max_size=5))
def test_first_agrees_with_every_value_alone(statements: list[tuple[str, int | None]]
                                             ) -> None:
    """Random programs over n (tests/explore/test_param.py's): --first's failing class
    holds the smallest n whose own check has findings, with that check's findings;
    every class it lists below is clean; without findings it is the whole sweep."""
    program = read_llvm_text(PARAM_TESTS._random_program(statements), "random.ll")
    launch = Launch(workgroup_size=(4, 1, 1), wave_size=2)
    values = tuple(range(8))
    alone = {v: check_program(program, launch, ExploreOptions(args={"n": v}))
             for v in values}
    first = check_program(program, launch, ExploreOptions(param=("n", values),
                                                          first_failing=True))
    failing = [v for v in values if alone[v].status == "findings"]
    if not failing:
        whole = check_program(program, launch, ExploreOptions(param=("n", values)))
        assert first.classes == whole.classes
        return
    [bad] = [c for c in first.classes if c.status == "findings"]
    assert smallest_value(bad.values) == failing[0]
    assert set(bad.findings) == {(f.kind, f.loc.line) for f in alone[failing[0]].findings}
    for c in first.classes:
        if c is not bad and c.status != "not explored":
            assert c.status == "clean" and smallest_value(c.values) < failing[0]


def test_a_note_for_every_execution_holds_where_every_run_says_it(
        capsys: pytest.CaptureFixture[str]) -> None:
    # wait.asyncmark(1) waits for nothing while n <= 1500: over [1, 1400] (two runs) it
    # is a no-op, over [1, 2100] (three runs, the last with n > 1500) it is not.
    path = Path(__file__).parent / "sweep_wait_noop.ll"
    notes = []
    for top in (1400, 2100):
        code, report = check([str(path), "--workgroup-size", "64", "--sweep", f"n=1:{top}",
                              "--jobs", "1"], capsys)
        assert code == 0
        notes.append([(n["kind"], n["line"]) for n in report["shapes"][0]["notes"]])
    assert notes == [[("wait-no-op", 24)], []]
