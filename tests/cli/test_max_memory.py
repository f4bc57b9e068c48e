"""The memory bound (issue 44 item 1; docs/bounds.md, "Memory"): past ``--max-memory``
every command stops like at any other bound — exit 3 with the reason and what it
explored, or exit 1 with the findings found before it — instead of being killed by the
operating system. A Python process with the checker loaded is resident above 16 MB,
the smallest bound accepted, so that bound stops every run at its first check."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import amdsync
from amdsync.api import Bounds
from amdsync.cli.main import main
from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.explore.search.memory_bound import (
    MIN_BYTES,
    default_max_memory,
    parse_size,
    resident_bytes,
)

ROOT = Path(__file__).resolve().parents[2]
# Clean, with 24 schedules of four waves (the forks check the bound).
CLEAN = ROOT / "tests" / "explore" / "lane_atomics" / "lds_counter_four_waves.ll"
# One finding, then more schedules.
FINDING = ROOT / "tests" / "explore" / "readings" / "counter_plain_read.ll"
SLOW_LITMUS = ROOT / "tests" / "litmus" / "bounds" / "ticketlock-diff-wg.litmus"
TINY = "16M"


@pytest.mark.parametrize(("text", "size"), [
    ("512M", 512 << 20), ("4G", 4 << 30), ("2.5GB", int(2.5 * (1 << 30))),
    ("8GiB", 8 << 30), ("1t", 1 << 40), (str(64 << 20), 64 << 20), ("16M", MIN_BYTES)])
def test_sizes(text: str, size: int) -> None:
    assert parse_size(text, Loc("<command line>")) == size


@pytest.mark.parametrize("text", ["", "4X", "G", "-1G", "1 G B", "15M", "0"])
def test_bad_sizes_are_usage_errors(text: str) -> None:
    with pytest.raises(AmdsyncError) as caught:
        parse_size(text, Loc("<command line>"))
    assert caught.value.code == "usage" and "--max-memory" in caught.value.message


def test_the_default_is_half_the_machine_shared_among_workers() -> None:
    one, two = default_max_memory(), default_max_memory(2)
    assert MIN_BYTES <= two <= one and abs(one // 2 - two) <= 1
    assert resident_bytes() > MIN_BYTES  # (why the smallest bound stops every run)


def test_check_stops_at_the_bound_with_exit_3_and_says_why(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(CLEAN), "--workgroup-size", "256", "--max-memory", TINY]) == 3
    out = capsys.readouterr().out
    assert "incomplete: memory bound reached (" in out
    assert "--max-memory 0.02 GB; raise --max-memory)" in out
    assert main(["check", str(CLEAN), "--workgroup-size", "256", "--max-memory", TINY,
                 "--json"]) == 3
    doc = json.loads(capsys.readouterr().out)
    assert doc["status"] == "incomplete"
    assert doc["incomplete"]["reason"].startswith("memory bound reached (")


def test_findings_found_before_the_bound_are_kept(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(FINDING), "--workgroup-size", "256", "--max-memory", TINY,
                 "--json"]) == 1
    doc = json.loads(capsys.readouterr().out)
    assert [(f["kind"], f["line"]) for f in doc["findings"]] == [("undef-read", 25)]
    assert any(n["kind"] == "bound-reached" and "memory bound reached" in n["message"]
               for n in doc["notes"])


def test_a_bound_not_reached_changes_nothing() -> None:
    free = amdsync.check(CLEAN, workgroup_size=256)
    bounded = amdsync.check(CLEAN, workgroup_size=256, bounds=Bounds(max_memory=64 << 30))
    assert (bounded.status, bounded.stats.schedules) == (free.status, free.stats.schedules)
    assert bounded.status == "clean"


def test_the_api_takes_and_checks_the_bound() -> None:
    result = amdsync.check(CLEAN, workgroup_size=256, bounds=Bounds(max_memory=MIN_BYTES))
    assert result.status == "incomplete"
    assert str(result.incomplete_reason).startswith("memory bound reached (")
    with pytest.raises(AmdsyncError, match=r"Bounds\.max_memory must be bytes"):
        amdsync.check(CLEAN, bounds=Bounds(max_memory=1000))


def test_litmus_stops_at_the_bound(capsys: pytest.CaptureFixture[str]) -> None:
    # (minutes when run to the end; the bound is checked every 1024 candidates)
    assert main(["litmus", str(SLOW_LITMUS), "--max-memory", TINY]) == 3
    out = capsys.readouterr().out
    assert "Incomplete: --max-memory 0.02 GB (" in out and "no verdict" in out


def test_each_worker_of_a_jobs_run_is_bounded(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["check", str(CLEAN), str(FINDING), "--workgroup-size", "256",
                 "--max-memory", TINY, "--jobs", "2"])
    out = capsys.readouterr().out
    assert code == 1  # (findings outrank incomplete: the worst of the files)
    assert f"{CLEAN}: incomplete (memory bound reached (" in out
    assert out.splitlines()[-1] == "2 file(s): 1 with findings, 1 incomplete"


def test_a_bad_size_on_the_command_line_is_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(CLEAN), "--max-memory", "lots"]) == 2
    assert "--max-memory" in capsys.readouterr().err
    assert main(["litmus", str(SLOW_LITMUS), "--max-memory", "1K"]) == 2


def test_a_sweep_stops_at_the_bound(capsys: pytest.CaptureFixture[str]) -> None:
    # A parametric run (`--sweep`): a clean kernel ends incomplete with the reason; one
    # with a finding keeps it (exit 1) with the bound named in a note.
    clean = ROOT / "quality" / "pipeline_depth3_exact.ll"
    racy = ROOT / "quality" / "pipeline_depth3_wait_off_by_one.ll"
    args = ["--workgroup-size", "64", "--sweep", "n=1:4", "--max-memory", TINY, "--json"]
    assert main(["check", str(clean), *args]) == 3
    out = capsys.readouterr().out
    assert json.loads(out)["status"] == "incomplete"
    assert "memory bound reached (" in out and "--max-memory 0.02 GB; raise" in out
    assert main(["check", str(racy), *args]) == 1
    doc = json.loads(capsys.readouterr().out)
    [shape] = doc["shapes"]
    assert (doc["status"], shape["status"]) == ("findings", "findings")
    assert [(f["kind"], f["line"]) for f in shape["findings"]] == [("undef-read", 42)]
    assert "memory bound reached (" in json.dumps(shape)
