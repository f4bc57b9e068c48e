"""Redundant synchronization (docs/semantics/model.md, "Redundant synchronization").

Each kernel in quality/redundant/ marks every wait with ``; SLACK: N`` (its largest safe
count) or ``; TIGHT``, and every removable barrier or fence with ``; REDUNDANT``; the
analysis must give exactly that, and the relaxed program must check clean. The tight
and over-wait kernels of the quality set are also checked count by count: every count
up to the reported one is clean, the next one is not (brute force over the counts).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from amdsync.api import make_launch
from amdsync.cli.main import main
from amdsync.explore.machine.machine import ExploreOptions
from amdsync.explore.search.check import check_program
from amdsync.explore.search.relax import NEVER, relax
from amdsync.formats.llvm import read_llvm_file, read_llvm_text
from amdsync.program.topology import Launch
from amdsync.targets import parse_target

QUALITY = Path(__file__).resolve().parents[2] / "quality" / "redundant"
KERNELS = sorted(QUALITY.glob("*.ll"))


def _launch(path: Path) -> tuple[Launch, ExploreOptions]:
    args = next(line for line in path.read_text().splitlines() if line.startswith("; ARGS:"))
    size = int(re.search(r"--workgroup-size (\d+)", args).group(1))  # type: ignore[union-attr]
    values = dict(re.findall(r"--arg (\w+)=(\d+)", args))
    target = re.search(r"--target (\S+)", args)
    return (make_launch(parse_target(target.group(1) if target else "gfx950"), size),
            ExploreOptions(args={k: int(v) for k, v in values.items()}))


def _marks(path: Path) -> tuple[dict[int, int | None], set[int]]:
    waits: dict[int, int | None] = {}
    redundant: set[int] = set()
    for number, line in enumerate(path.read_text().splitlines(), 1):
        if found := re.search(r"; SLACK: (\d+)", line):
            waits[number] = int(found.group(1))
        elif "; TIGHT" in line:
            waits[number] = None
        if "; REDUNDANT" in line:
            redundant.add(number)
    return waits, redundant


@pytest.mark.parametrize("path", KERNELS, ids=[k.stem for k in KERNELS])
def test_redundant_synchronization_is_found_exactly(path: Path) -> None:
    launch, options = _launch(path)
    report = relax(read_llvm_file(str(path)), launch, options)
    assert report.refused is None
    waits, redundant = _marks(path)
    assert {w.loc.line: (w.largest if w.largest > w.count else None)
            for w in report.waits} == waits
    assert {loc.line for r in report.removals for loc in r.locs} == redundant
    assert report.final is not None and report.final.status == "clean"


@pytest.mark.parametrize("path", KERNELS, ids=[k.stem for k in KERNELS])
def test_each_reported_count_is_the_largest_clean_one(path: Path) -> None:
    """Brute force: every count of each wait from the written one to one past the
    reported one, the other waits as written."""
    launch, options = _launch(path)
    report = relax(read_llvm_file(str(path)), launch, options)
    lines = path.read_text().splitlines()
    for wait in report.waits:
        number = wait.loc.line
        for count in range(wait.count, min(wait.largest + 2, NEVER)):
            edited = list(lines)
            edited[number - 1] = re.sub(r"i16 \d+", f"i16 {count}", edited[number - 1])
            result = check_program(read_llvm_text("\n".join(edited) + "\n", path.name),
                                   launch, options)
            if count <= wait.largest or wait.largest >= wait.outstanding:
                # (past "waits for nothing", every count behaves alike: clean)
                assert result.status == "clean", (number, count)
            else:
                assert result.status == "findings", (number, count)


def test_suggest_prints_a_diff_that_checks_clean(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    path = QUALITY / "doubled_fence.ll"
    code = main(["check", str(path), "--workgroup-size", "256", "--suggest"])
    diff = capsys.readouterr().out
    assert code == 0
    removed = [line for line in diff.splitlines() if line.startswith("-  ")]
    assert removed == ['-  fence syncscope("workgroup") release ; REDUNDANT']
    code = main(["check", str(path), "--workgroup-size", "256", "--json", "--slack"])
    report = json.loads(capsys.readouterr().out)
    assert report["slack"]["removable_together"] == [{"what": "fence", "lines": [17]}]
    assert {n["kind"] for n in report["notes"]} >= {"slack", "redundant-fence"}


def test_no_analysis_of_a_launch_with_findings(capsys: pytest.CaptureFixture[str]) -> None:
    path = QUALITY.parent / "pipeline_depth3_wait_off_by_one.ll"
    launch, options = _launch(path)
    report = relax(read_llvm_file(str(path)), launch, options)
    assert report.refused is not None and "not clean" in report.refused


def test_slack_notes_name_the_hardware_wait_that_results(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 11: each slack note says what the wait becomes on the target; the same as
    `amdsync waitcnt` says of the relaxed file."""
    path = QUALITY / "over_wait.ll"
    words = next(line for line in path.read_text().splitlines()
                 if line.startswith("; ARGS:")).removeprefix("; ARGS:").split()
    assert main(["check", str(path), *words, "--slack", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    first = next(w for w in doc["slack"]["waits"] if w["line"] == 34)
    assert doc["slack"]["target"] == "gfx950"
    assert (first["hardware"], first["hardware_relaxed"]) == (
        "s_waitcnt vmcnt(0)", "s_waitcnt vmcnt(2)")
    relaxed = tmp_path / "relaxed.ll"
    relaxed.write_text(path.read_text().replace(
        "wait.asyncmark(i16 0) ; SLACK: 2", "wait.asyncmark(i16 2) ; SLACK: 2"))
    assert main(["waitcnt", str(relaxed), "--target", "gfx950", "--json"]) == 0
    waits = json.loads(capsys.readouterr().out)
    line34 = next(w for w in waits if w["location"].endswith(":34:3"))
    assert line34["llvm"] == 2


# The first copy's tile is read after all n copies: it is n - 1 marks old at the wait,
# so the wait's largest safe count depends on n.
DRAIN = (Path(__file__).resolve().parent / "copy_loop.ll").read_text()


def _slack(path: Path, arg: str, capsys: pytest.CaptureFixture[str]) -> dict[str, object]:
    assert main(["check", str(path), "--workgroup-size", "64", "--arg", arg, "--slack",
                 "--json"]) == 0
    slack: dict[str, object] = json.loads(capsys.readouterr().out)["slack"]
    return slack


def test_a_sweep_relaxes_for_every_shape(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 11: a relaxation holds for the shapes checked — the smallest count any
    shape allows — and the report names them."""
    path = tmp_path / "drain.ll"
    path.write_text(DRAIN)
    for n in (2, 4, 8):
        alone = _slack(path, f"n={n}", capsys)
        assert [(w["line"], w["largest"]) for w in alone["waits"]] == [(21, n - 1)]  # type: ignore[attr-defined]
        assert alone["shapes"] is None
    swept = _slack(path, "n=2,4,8", capsys)
    assert [(w["line"], w["largest"], w["outstanding"])  # type: ignore[attr-defined]
            for w in swept["waits"]] == [(21, 1, 8)]  # type: ignore[attr-defined]
    assert swept["shapes"] == [{"n": 2}, {"n": 4}, {"n": 8}]
    assert swept["coverage"] == "n: 3 value(s), every one asked for"
    # Count 1 is clean for every shape, count 2 is not for n = 2 (brute force).
    program = read_llvm_text(DRAIN, "drain.ll")
    launch = Launch(workgroup_size=(64, 1, 1))
    for count, clean in ((1, True), (2, False)):
        relaxed = read_llvm_text(DRAIN.replace("i16 0)", f"i16 {count})"), "drain.ll")
        statuses = {check_program(relaxed, launch, ExploreOptions(args={"n": n})).status
                    for n in (2, 4, 8)}
        assert (statuses == {"clean"}) == clean, (count, statuses)
    assert relax(program, launch, ExploreOptions(), [{"n": 2}, {"n": 4}]).waits[0].largest == 1


def test_a_sweep_suggests_one_diff_and_says_for_which_shapes(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "drain.ll"
    path.write_text(DRAIN)
    assert main(["check", str(path), "--workgroup-size", "64", "--arg", "n=2:4",
                 "--suggest"]) == 0
    diff = capsys.readouterr().out
    assert [line for line in diff.splitlines() if line.startswith(("-  ", "+  "))] == [
        "-  call void @llvm.amdgcn.wait.asyncmark(i16 0)",
        "+  call void @llvm.amdgcn.wait.asyncmark(i16 1)"]
    assert main(["check", str(path), "--workgroup-size", "64", "--arg", "n=2:4",
                 "--slack"]) == 0
    out = capsys.readouterr().out
    assert ("wait.asyncmark(0) can be wait.asyncmark(1): every explored execution stays "
            "free of findings") in out
    assert "for the 3 shape(s) checked (n: 3 value(s), every one asked for), not for others" in out


def test_a_parametric_sweep_relaxes_for_every_value(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """--sweep explores every value (explore/values/param.py): the relaxation holds for all."""
    path = tmp_path / "drain.ll"
    path.write_text(DRAIN)
    code = main(["check", str(path), "--workgroup-size", "64", "--sweep", "n=2:8",
                 "--slack", "--json"])
    report = json.loads(capsys.readouterr().out)
    assert code == 0
    assert [(c["values"], c["status"]) for c in report["shapes"][0]["classes"]] == [
        (str(n), "clean") for n in range(2, 9)]
    assert [(w["line"], w["largest"]) for w in report["slack"]["waits"]] == [(21, 1)]
    assert report["slack"]["coverage"].startswith("n: every value of [2, 8]")


def test_a_sampled_sweep_says_the_relaxation_holds_for_the_sample(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # At most 4 copies (a clamped trip count), so the sample's large values are cheap.
    path = tmp_path / "drain.ll"
    path.write_text(DRAIN.replace("%more = icmp slt i32 %next, %n", "%more = icmp slt i32 "
                                  "%next, %lim").replace(
        "  br label %loop\nloop:", "  %small = icmp ult i32 %n, 4\n  %lim = select i1 "
        "%small, i32 %n, i32 4\n  br label %loop\nloop:"))
    code = main(["check", str(path), "--workgroup-size", "64", "--sweep", "n=2:100000",
                 "--max-shapes", "3", "--slack", "--json"])
    report = json.loads(capsys.readouterr().out)
    assert code == 3  # a sample is never a proof for the range
    assert [s["args"] for s in report["shapes"]] == [{"n": 2}, {"n": 3}, {"n": 99999}]
    assert [(w["line"], w["largest"]) for w in report["slack"]["waits"]] == [(23, 1)]
    assert report["slack"]["coverage"] == (
        "n: 3 value(s) sampled from [2, 100000] (not a proof for the others)")
