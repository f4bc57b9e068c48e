"""``amdsync litmus``: golden outcome tables and DOT graphs, located errors with exit
code 2 for malformed files, and the Graphviz dependency of ``--graph``."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest

from amdsync.cli import main as cli_main
from amdsync.cli.main import build_parser, main

HERE = Path(__file__).parent
UPDATE = os.environ.get("AMDSYNC_UPDATE_GOLDEN") == "1"
MALFORMED = sorted((HERE / "malformed").glob("*.litmus"))
GOLDEN = sorted((HERE / "golden").glob("*.litmus"))


def _check_golden(path: Path, text: str) -> None:
    if UPDATE:
        path.write_text(text)
    assert path.read_text() == text


def _relative(path: Path) -> str:
    return os.path.relpath(path, Path.cwd())


@pytest.mark.parametrize("path", MALFORMED, ids=lambda p: p.stem)
def test_malformed_is_a_located_error(path: Path, capsys: pytest.CaptureFixture[str],
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(HERE.parent.parent)
    rel = os.path.relpath(path, HERE.parent.parent)
    assert main(["litmus", rel]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{rel}:")
    _check_golden(path.with_suffix(".err"), err)


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_outcome_table_golden(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["litmus", str(path)]) == 0
    _check_golden(path.with_suffix(".out"), capsys.readouterr().out)


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_dot_golden(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["litmus", "--dot", str(path)]) == 0
    out = capsys.readouterr().out
    dot = out[out.index("digraph"):]
    for relation in ("po", "rf", "co"):
        assert f'label="{relation}"' in dot
    _check_golden(path.with_suffix(".dot"), dot)


def test_missing_file_is_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["litmus", "does-not-exist.litmus"]) == 2
    assert "does-not-exist.litmus: error[cannot-read]" in capsys.readouterr().err


def test_graph_without_dot_is_a_located_error(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))  # no 'dot' on this PATH
    path = GOLDEN[0]
    assert main(["litmus", "--graph", str(tmp_path / "out.svg"), str(path)]) == 2
    err = capsys.readouterr().err
    # The --graph option asked for dot: the error is at the command line (cli/litmus_cmd.py).
    assert err.startswith("<command line>: error[graphviz-missing]: --graph needs the "
                          "Graphviz 'dot' program")


@pytest.mark.skipif(shutil.which("dot") is None, reason="needs Graphviz dot (CI installs "
                    "the Debian graphviz package)")
def test_graph_svg(tmp_path: Path) -> None:
    out = tmp_path / "mp.svg"
    assert main(["litmus", "--graph", str(out), str(GOLDEN[0])]) == 0
    assert out.read_text().lstrip().startswith(("<?xml", "<svg"))
    assert "<svg" in out.read_text()


def test_incomplete_exit_3(capsys: pytest.CaptureFixture[str]) -> None:
    path = HERE / "forbidden" / "IRIW+sc.litmus"
    assert main(["litmus", "--max-candidates", "3", str(path)]) == 3
    assert "Incomplete" in capsys.readouterr().out


def test_many_files_one_process_summary(capsys: pytest.CaptureFixture[str],
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(HERE)
    code = main(["litmus", "allowed/SB.wg.litmus", "forbidden/MP+barrier.litmus",
                 "malformed"])
    captured = capsys.readouterr()
    assert code == 2  # the worst result: malformed files are bad input
    summary = captured.out[captured.out.index("\ntest "):].splitlines()
    assert summary[1].split() == ["test", "verdict", "states", "time"]
    assert summary[2].split()[:3] == ["allowed/SB.wg.litmus", "Ok", "4"]
    assert summary[3].split()[:3] == ["forbidden/MP+barrier.litmus", "No", "1"]
    assert summary[4].split()[:3] == ["malformed/av-unknown-scope.litmus",
                                      "error[unknown-scope]", "-"]
    assert summary[5].split()[:3] == ["malformed/bad-header.litmus",
                                      "error[litmus-header]", "-"]
    assert summary[-1].startswith(f"Total {2 + len(MALFORMED)} tests: 1 Ok, 1 No, "
                                  f"0 incomplete, {len(MALFORMED)} errors in ")
    assert captured.err.startswith("malformed/av-unknown-scope.litmus:")


def test_folder_of_good_tests_exit_0(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["litmus", str(HERE / "forbidden"), "--max-candidates", "100000"]) == 0
    last = capsys.readouterr().out.splitlines()[-1]
    assert last.startswith("Total 40 tests: 0 Ok, 40 No, 0 incomplete, 0 errors in ")


def test_timeout_per_test_within_a_second(capsys: pytest.CaptureFixture[str],
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    # (the bound generous enough for SB on a busy machine, the watchdog a minute past
    # it: the litmus run's own clock stops the slow test, never the watchdog; issue 44)
    monkeypatch.setattr(cli_main, "WATCHDOG_MARGIN", 60.0)
    # (three threads: past its two million candidates, half a minute, when run to the end)
    slow = HERE / "bounds" / "ticketlock-3-diff-wg.litmus"
    started = time.perf_counter()
    assert main(["litmus", "--timeout", "3", str(slow),
                 str(HERE / "allowed" / "SB.wg.litmus")]) == 3
    # (the test runs half a minute to its candidate bound: well under that proves the
    # time bound stopped it, whatever the machine's load)
    assert time.perf_counter() - started < 20
    out = capsys.readouterr().out
    assert "Incomplete: --timeout hit after " in out
    assert "Observation ticketlock-rel2rlx-3" not in out  # no verdict for a partial search
    rows = out[out.index("\ntest "):].splitlines()
    assert rows[2].split()[1:3] == ["incomplete", "(--timeout)"]
    assert rows[3].split()[1:3] == ["Ok", "4"]


def test_total_timeout_stops_the_run(capsys: pytest.CaptureFixture[str],
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli_main, "WATCHDOG_MARGIN", 60.0)  # (as above)
    slow = HERE / "bounds" / "ticketlock-3-diff-wg.litmus"
    started = time.perf_counter()
    assert main(["litmus", "--total-timeout", "0.5", str(slow),
                 str(HERE / "allowed" / "SB.wg.litmus")]) == 3
    # (the test runs for minutes to its end: well under that proves the bound stopped it,
    # whatever the machine's load)
    assert time.perf_counter() - started < 30
    rows = capsys.readouterr().out.splitlines()
    assert rows[-2].split()[1:] == ["not", "run", "(--total-timeout)", "-", "0.00s"]
    assert rows[-1].startswith("Total 2 tests: 0 Ok, 0 No, 2 incomplete, 0 errors")


def test_max_total_candidates(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["litmus", "--max-total-candidates", "5",
                 str(HERE / "forbidden" / "IRIW+sc.litmus"),
                 str(HERE / "allowed" / "SB.wg.litmus")]) == 3
    rows = capsys.readouterr().out.splitlines()
    assert rows[-3].split()[1:3] == ["incomplete", "(--max-candidates"]
    assert rows[-2].split()[1:3] == ["not", "run"]


def test_bad_bound_is_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["litmus", "--timeout", "0", str(HERE / "allowed" / "SB.wg.litmus")]) == 2
    assert "--timeout must be positive" in capsys.readouterr().err


def test_a_per_test_timeout_bounds_each_test_not_the_run(
        capsys: pytest.CaptureFixture[str]) -> None:
    """--timeout is per test: the watchdog (cli/main.py) that backs up the tests' own
    bounds is armed for every test's in turn, not one test's (76 fast tests under
    --timeout 0.5 were stopped at 0.75 s as a whole, "nothing more to report");
    --total-timeout bounds the run."""
    from amdsync.cli import litmus_cmd  # noqa: PLC0415
    from amdsync.cli.main import _timeout_in  # noqa: PLC0415

    assert _timeout_in(["x.litmus", "--timeout", "0.5"], "litmus") is None
    assert _timeout_in(["x.litmus", "--total-timeout", "2"], "litmus") == 2.0
    assert _timeout_in(["k.ll", "--timeout", "0.5"], "check") == 0.5
    armed: list[float] = []
    parser = build_parser("litmus")
    args = parser.parse_args(["litmus", str(HERE / "forbidden"), str(HERE / "allowed"),
                              "--timeout", "0.5"])
    args.argv, args.started, args.arm_watchdog = [], time.monotonic(), armed.append
    assert litmus_cmd.run(args) == 0
    assert armed == [0.5 * 76]
    assert capsys.readouterr().out.splitlines()[-1].startswith("Total 76 tests: 36 Ok, 40 No")
