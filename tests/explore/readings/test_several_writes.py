"""Plain reads of several writes (shared/spec/READINGS.md item 1; docs/semantics/readings.md):
by default a read that may see several writes returns undef and is an ``undef-read`` whose
cause is ``several-writes``, with the fix named; ``--reading latest-write`` reads the last
write instead and says so in the verdict's scope. The counter a plain store zeroes reads
undef under both readings (its adds may see a write not location-ordered before them),
and the adds do not race. ``check`` and ``litmus`` decide a read's value by one function
(semantics/memory_model/read_rules.py)."""

from __future__ import annotations

import itertools
import json
import re
import shutil
from pathlib import Path

import pytest

import amdsync
from amdsync.cli.main import main
from amdsync.explore.findings.records import SEVERAL_WRITES
from amdsync.program.litmus_test import UNDEF
from amdsync.semantics.memory_model.read_rules import (
    LATEST_WRITE_TEXT,
    ReadCase,
    Reading,
    read_case,
)

HERE = Path(__file__).resolve().parent
HAVE_CLANG = shutil.which("clang-19") is not None and Path(
    "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ockl.bc").is_file()


def _marked(path: Path) -> set[tuple[str, int]]:
    return {(m.group(1), n) for n, line in enumerate(path.read_text().splitlines(), 1)
            for m in [re.search(r"; FINDING: ([a-z-]+)", line)] if m}


def _kinds(result: amdsync.CheckResult) -> set[tuple[str, int]]:
    return {(f.kind, f.loc.line) for f in result.findings}


# ---------------------------------------------------------------- the rule itself


def _bullets(ordered: bool, atomic: bool, unordered: bool, seen: int, latest: bool) -> str:
    """The five bullets of amdgpu-memory-model's read values, written out again here
    (the test's own reading of the text, sharing nothing with read_rules)."""
    if not ordered:
        return "undef"
    if atomic:
        return "one of them"
    if unordered:
        return "undef"
    if seen == 1:
        return "its value"
    return "the last" if latest else "undef"


def test_read_case_is_the_spec_bullets_on_every_combination_of_facts() -> None:
    meaning = {ReadCase.NO_WRITE: "undef", ReadCase.ATOMIC: "one of them",
               ReadCase.UNORDERED: "undef", ReadCase.ONE_WRITE: "its value",
               ReadCase.SEVERAL_WRITES: "undef", ReadCase.LATEST_WRITE: "the last"}
    for ordered, atomic, unordered, seen, latest in itertools.product(
            (False, True), (False, True), (False, True), (1, 2, 5), (False, True)):
        reading = Reading.LATEST_WRITE if latest else Reading.SPEC
        case = read_case(any_location_ordered=ordered, all_atomic_inclusive=atomic,
                         sees_unordered=unordered, seen=seen, reading=reading)
        assert meaning[case] == _bullets(ordered, atomic, unordered, seen, latest), (
            ordered, atomic, unordered, seen, latest)
        assert case.is_undef == (meaning[case] == "undef")


# ---------------------------------------------------------------- check, IR kernels


def test_a_plain_read_of_the_counter_is_undef_by_default_with_its_fix() -> None:
    path = HERE / "counter_plain_read.ll"
    result = amdsync.check(path)
    assert _kinds(result) == _marked(path) == {("undef-read", 25)}
    finding = result.findings[0]
    assert finding.cause is not None and finding.cause.missing == SEVERAL_WRITES
    assert [loc.line for loc in finding.cause.sites] == [24, 18]  # the read, the adds
    assert "may see 64 writes to cnt[0]" in finding.message
    assert ('fix: make the load at line 24 atomic at the writes\' scope: load atomic ... '
            'syncscope("workgroup") monotonic (HIP: __hip_atomic_load(p, __ATOMIC_RELAXED, '
            '__HIP_MEMORY_SCOPE_WORKGROUP))') in finding.message
    assert result.to_json()["findings"][0]["cause"]["missing"] == "several-writes"


def test_the_latest_write_reading_reads_the_last_write_and_says_so() -> None:
    result = amdsync.check(HERE / "counter_plain_read.ll", reading="latest-write")
    assert (result.status, result.findings) == ("clean", [])
    assert result.scope is not None and result.scope.assumptions == (LATEST_WRITE_TEXT,)
    assert result.to_json()["scope"]["assumptions"] == [LATEST_WRITE_TEXT]


def test_four_waves_of_lanes_read_plainly_are_undef_and_clean_under_latest_write() -> None:
    text = (HERE / "counter_plain_read.ll").read_text()
    assert _kinds(amdsync.check(text, workgroup_size=256)) == {("undef-read", 25)}
    result = amdsync.check(text, workgroup_size=256, reading="latest-write")
    assert result.status == "clean", result.incomplete_reason


def test_the_counter_read_atomically_is_clean_under_both_readings() -> None:
    for reading in ("spec", "latest-write"):
        result = amdsync.check(HERE / "counter_atomic_read.ll", reading=reading)
        assert (result.status, result.findings) == ("clean", []), reading


def test_a_plainly_zeroed_counter_is_undef_under_both_readings_and_does_not_race() -> None:
    path = HERE / "counter_plain_zero.ll"
    for reading in ("spec", "latest-write"):
        result = amdsync.check(path, reading=reading)
        assert _kinds(result) == _marked(path) == {("undef-read", 26)}, reading
        finding = result.findings[0]
        assert finding.cause is not None and finding.cause.missing == SEVERAL_WRITES
        assert [loc.line for loc in finding.cause.sites] == [19, 13]  # the add, the zero
        assert "the two atomics do not race" in finding.message
        assert "fix: make the store at line 13 atomic" in finding.message


def test_strict_reads_report_the_reads_themselves() -> None:
    plain = amdsync.check(HERE / "counter_plain_read.ll", strict_reads=True)
    assert _kinds(plain) == {("undef-read", 24)}
    zero = amdsync.check(HERE / "counter_plain_zero.ll", strict_reads=True)
    assert _kinds(zero) == {("undef-read", 19)}
    assert all(f.cause is not None and f.cause.missing == SEVERAL_WRITES
               for f in [*plain.findings, *zero.findings])


def test_the_cli_takes_reading_and_refuses_an_unknown_one(
        capsys: pytest.CaptureFixture[str]) -> None:
    path = str(HERE / "counter_plain_read.ll")
    assert main(["check", path, "--format", "json"]) == 1
    out = json.loads(capsys.readouterr().out)
    assert out["findings"][0]["cause"]["missing"] == "several-writes"
    assert main(["check", path, "--reading", "latest-write"]) == 0
    assert "(--reading latest-write)" in capsys.readouterr().out
    assert main(["check", path, "--reading", "newest"]) == 2
    assert "--reading" in capsys.readouterr().err


def test_the_api_refuses_an_unknown_reading() -> None:
    with pytest.raises(amdsync.AmdsyncError, match="--reading must be one of spec, "
                       "latest-write, got 'last'"):
        amdsync.check(HERE / "counter_plain_read.ll", reading="last")


# ---------------------------------------------------------------- check, HIP


@pytest.mark.skipif(not HAVE_CLANG, reason="clang-19 and rocm-device-libs are not "
                    "installed (CI installs them)")
def test_the_hip_histogram_idiom() -> None:
    """atomicAdd on LDS bins, __syncthreads(), plain reads of the bins: undef by default
    (the fix: __hip_atomic_load), clean under latest-write; read atomically, clean;
    zeroed by plain stores, undef under both readings (the fix: the atomic store)."""
    source = HERE / "histogram.hip"
    common: dict[str, object] = {"workgroup_size": 64, "target": "gfx942",
                                 "inputs": {"data": "random:64xu8:1"}}
    plain = amdsync.check_source(source, kernel="histogram_plain_read", **common)  # type: ignore[arg-type]
    assert {(f.kind, f.loc.source_line) for f in plain.findings} == {("undef-read", 14)}
    assert plain.findings[0].cause is not None
    assert plain.findings[0].cause.missing == SEVERAL_WRITES
    assert "__hip_atomic_load(p, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT)" in (
        plain.findings[0].message)
    latest = amdsync.check_source(source, kernel="histogram_plain_read",
                                  reading="latest-write", **common)  # type: ignore[arg-type]
    assert latest.status == "clean", latest.incomplete_reason
    for reading in ("spec", "latest-write"):
        atomic = amdsync.check_source(source, kernel="histogram_atomic_read",
                                      reading=reading, **common)  # type: ignore[arg-type]
        assert atomic.status == "clean", (reading, atomic.incomplete_reason)
        zero = amdsync.check_source(source, kernel="histogram_plain_zero", reading=reading,
                                    **common)  # type: ignore[arg-type]
        assert {(f.kind, f.loc.source_line) for f in zero.findings} == {
            ("undef-read", 40)}, reading
        assert "fix: make the store at line 35 of" in zero.findings[0].message


# ---------------------------------------------------------------- litmus, both readings

LITMUS = HERE.parents[1] / "litmus" / "allowed"


def test_litmus_reads_undef_by_the_spec_and_the_last_add_under_latest_write() -> None:
    spec = amdsync.litmus(LITMUS / "Counter+plain-read.litmus")
    assert {o.state[1][1] for o in spec.outcomes} == {UNDEF} and spec.verdict_ok
    latest = amdsync.litmus(LITMUS / "Counter+plain-read.litmus", reading="latest-write")
    assert {o.state[1] for o in latest.outcomes} == {("P0:r0", 2)}
    assert not latest.verdict_ok and not latest.racy
    # The plainly zeroed counter: the adds read undef under both readings, and no race.
    for reading in ("spec", "latest-write"):
        zero = amdsync.litmus(LITMUS / "Counter+plain-zero.litmus", reading=reading)
        assert [o.state for o in zero.outcomes] == [(("P0:r0", UNDEF), ("P1:r1", UNDEF))]
        assert not zero.racy


def test_litmus_cli_takes_reading(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(LITMUS / "Counter+plain-read.litmus")
    assert main(["litmus", path, "--reading", "latest-write"]) == 0
    captured = capsys.readouterr()
    assert "P0:r0=2;" in captured.out and LATEST_WRITE_TEXT in captured.err
    assert main(["litmus", path]) == 0


def test_sarif_gives_several_writes_a_rule_of_its_own() -> None:
    sarif = amdsync.check(HERE / "counter_plain_read.ll").to_sarif()
    run = sarif["runs"][0]  # type: ignore[index]
    assert [r["ruleId"] for r in run["results"]] == ["undef-read/several-writes"]
    rule = run["tool"]["driver"]["rules"][run["results"][0]["ruleIndex"]]
    assert rule["id"] == "undef-read/several-writes"
    assert run["results"][0]["properties"]["missing"] == "several-writes"


def test_the_fix_search_finds_the_atomic_load_and_the_atomic_store() -> None:
    """docs/fixes.md: each fix applied to the IR and the launch checked again."""
    for name, line, edited in (("counter_plain_read.ll", 25, 24),
                               ("counter_plain_zero.ll", 26, 13)):
        result = amdsync.check(HERE / name, fixes=True)
        assert result.fixes is not None
        (outcome,) = result.fixes.outcomes
        assert outcome.finding.loc.line == line and outcome.fix is not None
        assert outcome.fix.candidate.what == (
            f"the access at line {edited} made atomic (monotonic, at the scope of the memory "
            "it touches)")
        assert outcome.fix.result.status == "clean"
        assert result.fixes.combined is not None
        assert result.fixes.combined.status == "clean"
