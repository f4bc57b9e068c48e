"""Assumptions that pin contents (docs/semantics/every-input.md, "Assumptions that pin
contents"; explore/symbolic/pins.py): ``--assume 'forall i: lock[i] == 0'`` is the
launch ``--input`` gives with those bytes, so the atomics on a lock or counter the host
zeroed run on its value. Checked: a CAS spin lock of our own (after the layer-norm
backward's lock) clean for every input with the assumption and its twin a finding with
a witness; a pinning assumption against the ``--input`` with the same contents on small
kernels (the same verdict); the forms that pin and those that do not; and the usage
errors — an assumption no launch with the given arguments and inputs meets (exit 2)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from amdsync.api import check
from amdsync.cli.main import main
from amdsync.explore.every_input.assumptions import Cell, Witness, pinned_witness
from amdsync.explore.every_input.inputs import InputSpec
from amdsync.explore.findings.result import CheckResult
from amdsync.explore.symbolic.assume import AssumeError, check_assumptions, parse
from amdsync.explore.symbolic.pins import PIN_ELEMENTS, Pin, Shape, overlay, pins_of
from amdsync.explore.symbolic.preconditions import Preconditions

HERE = Path(__file__).parent / "locks"
ROW_LOCK = HERE / "row_lock.hip"
COUNTERS = HERE / "counters.ll"
HIP_LAUNCH = ["--offload-arch", "gfx942", "--workgroup-size", "4", "--workgroups", "2",
              "--json"]
ZEROED = "forall i: lock[i] == 0"


def _hip(kernel: str, capsys: pytest.CaptureFixture[str], *options: str
         ) -> tuple[int, dict[str, object]]:
    code = main(["hip", f"{ROW_LOCK}:{kernel}", *HIP_LAUNCH, *options])
    return code, json.loads(capsys.readouterr().out)


# ------------------------------------------------------------------ the row lock (HIP)

def test_the_row_lock_is_clean_for_every_input_the_host_zeroes_the_lock_for(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, report = _hip("row_lock", capsys, "--assume", ZEROED)
    assert (code, report["status"], report["findings"]) == (0, "clean", [])
    assert report["scope"] == {"inputs": "every", "assumptions": [f"--assume {ZEROED}"],
                               "loop_trips": []}


def test_without_the_assumption_the_spin_is_undecided(
        capsys: pytest.CaptureFixture[str]) -> None:
    """The CAS's result on an unknown lock gives no term: each trip of the spin is an
    assumed side, and the fifth one wave takes ends the check."""
    code, report = _hip("row_lock", capsys)
    assert (code, report["status"]) == (3, "incomplete")
    reason = report["incomplete"]
    assert isinstance(reason, dict)
    assert reason["reason"] == (
        "a branch condition depends on a value amdsync does not track, and this branch "
        "was already taken on an assumed side 4 times by wave 1 in one execution (a loop "
        "whose trip count the value decides)")


def test_the_plain_release_twin_races_with_a_witness_the_concrete_run_confirms(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, report = _hip("row_lock_plain_release", capsys, "--assume", ZEROED)
    assert (code, report["status"]) == (1, "findings")
    findings = report["findings"]
    assert isinstance(findings, list)
    # the next holder's CAS and release against the plain release, its read of lock[1]
    # (where the value decides a branch) and its store of acc against the last
    # holder's, and the two holders' stores of lock[1]
    assert [(f["kind"], f["loc"]["source_line"]) for f in findings] == [
        ("race", 12), ("race", 20), ("race", 20), ("race", 47), ("race", 48)]
    witness = "--input lock=zeros:8xi8 --input rows=values:i32:255,255"
    assert all(f["witness"].endswith(f"({witness})") for f in findings)
    # the witness, given with the assumption, is one launch: the same races, no side
    # assumed (the rows decide which workgroups take the lock)
    code, again = _hip("row_lock_plain_release", capsys, "--assume", ZEROED,
                       *witness.replace("--input ", "--input=").split())
    assert code == 1
    assert [(f["kind"], f["loc"]["source_line"], f["message"]) for f in again["findings"]
            ] == [(f["kind"], f["loc"]["source_line"], f["message"].split("; for the input")[0])
                  for f in findings]


def test_the_assumption_and_the_input_it_stands_for_give_one_verdict(
        capsys: pytest.CaptureFixture[str]) -> None:
    _, pinned = _hip("row_lock_plain_release", capsys, "--assume", ZEROED,
                     "--input", "rows=values:i32:1,1")
    _, given = _hip("row_lock_plain_release", capsys, "--input", "lock=zeros:2xi32",
                    "--input", "rows=values:i32:1,1")
    assert [f["message"] for f in pinned["findings"]] == [
        f["message"] for f in given["findings"]]


# ------------------------------------------------------- pinned against --input, brute force

def _counters(kernel: str, **options: object) -> CheckResult:
    return check(COUNTERS, kernel=kernel, target="gfx942", workgroup_size=1,
                 workgroups=2, **options)  # type: ignore[arg-type]


def _verdict(result: CheckResult) -> tuple[object, ...]:
    return (result.status, result.incomplete_reason,
            [(f.kind, f.loc.line, f.message) for f in result.findings])


@settings(max_examples=40, deadline=None)
@given(kernel=st.sampled_from([("last_arrival", "cnt"), ("spin_lock", "lock"),
                               ("spin_lock_plain", "lock")]),
       value=st.integers(-2, 3),
       form=st.sampled_from(["{b}[0] == {v}", "{v} == {b}[0]", "forall i: {b}[i] == {v}",
                             "forall i in 0..1: {b}[i] == {v}", "%0[0] == {v} && 1 < 2"]))
def test_a_pinning_assumption_gives_the_verdict_of_its_input(
        kernel: tuple[str, str], value: int, form: str) -> None:
    name, buffer = kernel
    pinned = _counters(name, assume=[form.format(b=buffer, v=value)])
    given_ = _counters(name, inputs={buffer: f"values:i32:{value}"})
    assert _verdict(pinned) == _verdict(given_)
    # (the expected verdicts themselves: a counter at 1 makes the first arrival sum, a
    # lock not 0 is held forever)
    kinds = {f.kind for f in given_.findings}
    if name == "last_arrival":
        assert kinds == ({"race"} if value == 1 else set())
    else:
        assert kinds == ({"deadlock"} if value != 0 else
                         {"race"} if name == "spin_lock_plain" else set())


def test_without_a_pin_the_counters_are_undecided() -> None:
    for name in ("last_arrival", "spin_lock", "spin_lock_plain"):
        assert _counters(name).status == "incomplete", name
    # an assumption that bounds the lock but does not fix it pins nothing
    assert _counters("spin_lock", assume=["0 <= lock[0] <= 0 || lock[0] == 7"]
                     ).status == "incomplete"


# ------------------------------------------------------------------ what pins

def _pins(*texts: str, args: dict[str, int] | None = None,
          shapes: dict[str, Shape] | None = None) -> list[tuple[str, int, bytes]]:
    params = ["x", "y", "n"]
    exprs = [parse(text) for text in texts]
    found = pins_of(texts, exprs, params, shapes or {"x": Shape(4, 32), "y": Shape(2, 16)},
                    args or {})
    return [(p.buffer, p.offset, p.data) for p in found]


def _i32(v: int) -> bytes:
    return v.to_bytes(4, "little", signed=True)


def test_the_forms_that_pin() -> None:
    assert _pins("x[3] == 7") == [("x", 12, _i32(7))]
    assert _pins("-1 == x[n + 1]", args={"n": 1}) == [("x", 8, _i32(-1))]
    assert _pins("%1[0] == 5 && x[0] < 3") == [("y", 0, b"\x05\x00")]
    assert _pins("forall i in 0..3: x[2 * i] == i") == [
        ("x", 0, _i32(0)), ("x", 8, _i32(1)), ("x", 16, _i32(2))]
    assert _pins("%0:i8[5] == -2") == [("x", 5, b"\xfe")]
    every = _pins("forall i: y[i] == 3")
    assert every == [("y", 2 * i, b"\x03\x00") for i in range(PIN_ELEMENTS)]
    # (an unbounded quantifier's instance past the element's range is past the buffer)
    assert len(_pins("forall i: y[i] == i * 256")) == 128


def test_the_forms_that_do_not_pin() -> None:
    for text in ("x[0] <= 0", "x[0] == 1 || x[1] == 1", "!(x[0] == 1)",
                 "x[0] == y[0]", "x[n] == 1", "x[-1] == 0", "forall i: x[i] == x[i + 1]",
                 "x[0] / n == 1", "n == 4"):
        assert _pins(text) == [], text
    assert _pins("z[0] == 1") == []  # (no element known: a precondition only)


@pytest.mark.parametrize(("texts", "column", "reason"), [
    (["x[0] == 4294967295"], 1, "x[0] is an i32 element, read signed as every assumption "
     "reads one (-2147483648..2147483647): never 4294967295 (vacuous)"),
    (["forall i in 0..2: y[i] == 40000"], 19, "y[0] is an i16 element, read signed as "
     "every assumption reads one (-32768..32767): never 40000 (vacuous)"),
    (["%0:i8[1] == 1", "x[0] == 0"], 1, "pins x[0], which --assume '%0:i8[1] == 1' pins "
     "to another value (vacuous)"),
    (["forall i in 0..2: x[0] == i"], 19, "pins x[0] to two values (vacuous)"),
])
def test_pins_no_launch_has_are_refused(texts: list[str], column: int, reason: str) -> None:
    with pytest.raises(AssumeError) as err:
        _pins(*texts)
    assert (err.value.text, err.value.column, err.value.reason) == (texts[-1], column, reason)


def test_the_vacuity_check_tells_element_widths_apart() -> None:
    """``%0:i8[1]`` is not ``x[1]`` (another width, another value): no contradiction."""
    check_assumptions(["%0:i8[1] == 1", "x[1] == 5"], ["x"])


def test_preconditions_hold_with_the_pinned_bytes() -> None:
    texts = ["x[1] == 9", "forall i in 0..3: x[i] >= 0"]
    exprs = [parse(t) for t in texts]
    shapes = {"x": Shape(4, 32)}
    pre = Preconditions(texts, exprs, ["x"], shapes, {},
                        pins_of(texts, exprs, ["x"], shapes, {}))
    # x[1] is pinned: an input that gives 0 there holds once the pin is written over it
    assert pre.hold({"x": _i32(3) + _i32(0) + _i32(4)})
    assert pre.hold({})
    assert not pre.hold({"x": _i32(-3)})
    assert pre.pinned({"x": _i32(3) + _i32(0)}) == {"x": _i32(3) + _i32(9)}
    # a quantifier ranges over the elements given and pinned, not the zeros between
    texts = ["x[5] == 3", "forall i: x[i] >= 1"]
    exprs = [parse(t) for t in texts]
    pre = Preconditions(texts, exprs, ["x"], shapes, {},
                        pins_of(texts, exprs, ["x"], shapes, {}))
    assert pre.hold({"x": _i32(1) + _i32(2)})
    assert not pre.hold({"x": _i32(1) + _i32(0)})


def test_a_witness_carries_the_pinned_bytes() -> None:
    pin = Pin("x", 4, _i32(9), "x[1] == 9", 1)
    cell = Cell("x", 0, 4, 32, 2)
    w = Witness(((cell, 0),), (InputSpec("x", bytes(8), "zeros:2xi32"),
                               InputSpec("y", b"\x01", "values:i8:1")))
    made = pinned_witness(w, lambda data: {k: overlay(k, v, [pin]) for k, v in data.items()})
    assert [(s.name, s.data, s.source) for s in made.inputs] == [
        ("x", _i32(0) + _i32(9), "values:i32:0,9"), ("y", b"\x01", "values:i8:1")]
    assert pinned_witness(made, dict) is made


# ------------------------------------------------------------------ usage errors (exit 2)

def _error(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    code = main(argv)
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return code, next(line for line in err.splitlines() if "error[" in line)


@pytest.mark.parametrize(("options", "error"), [
    (["--assume", "cnt[0] == 0", "--assume", "cnt[0] == 1"],
     "<--assume>:1:1: error[bad-assume]: --assume 'cnt[0] == 1': contradicts the "
     "assumptions before it (vacuous)"),
    (["--input", "cnt=values:i32:1", "--assume", "cnt[0] == 0"],
     "<--assume>:1:1: error[bad-assume]: --assume 'cnt[0] == 0': contradicts --input "
     "cnt: cnt[0] is 1 there (vacuous)"),
    (["--input", "cnt=values:i32:1,2", "--assume", "forall i: 0 < cnt[i] && cnt[i] > 1"],
     "<--assume>:1:1: error[bad-assume]: --assume 'forall i: 0 < cnt[i] && cnt[i] > 1': "
     "contradicts --input cnt (vacuous)"),
    (["--assume", "cnt[1] == -4294967296"],
     "<--assume>:1:1: error[bad-assume]: --assume 'cnt[1] == -4294967296': cnt[1] is an "
     "i32 element, read signed as every assumption reads one (-2147483648..2147483647): "
     "never -4294967296 (vacuous)"),
])
def test_an_assumption_no_launch_meets_is_a_located_usage_error(
        options: list[str], error: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, line = _error(["check", str(COUNTERS), "--kernel", "last_arrival", "--target",
                         "gfx942", "--workgroup-size", "1", "--workgroups", "2", *options],
                        capsys)
    assert (code, line) == (2, error)


def test_an_assumption_contradicting_an_argument_is_refused(
        capsys: pytest.CaptureFixture[str]) -> None:
    """A lane of a struct argument given with --arg (once taken as not vacuous)."""
    tile = Path(__file__).parents[1] / "inputs" / "struct_args" / "tile_dims.hip"
    code, line = _error(["hip", f"{tile}:tile_copy", "--offload-arch", "gfx942",
                         "--workgroup-size", "4,4", "--assume", "dims.x == 5", "--arg",
                         "dims.x=4", "--arg", "dims.y=4"], capsys)
    assert (code, line) == (2, "<--assume>:1:1: error[bad-assume]: --assume 'dims.x == 5': "
                               "contradicts --arg dims.x=4 (vacuous)")
    # an argument it does not contradict is no error
    code = main(["hip", f"{tile}:tile_copy", "--offload-arch", "gfx942",
                 "--workgroup-size", "4,4", "--assume", "dims.x <= 5", "--arg", "dims.x=4",
                 "--arg", "dims.y=4", "--json"])
    assert code == 0 and json.loads(capsys.readouterr().out)["status"] == "clean"
