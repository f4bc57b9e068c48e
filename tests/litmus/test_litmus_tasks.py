"""``amdsync litmus FILES… --jobs N`` and ``--ray``: each test a task, and the same
report as one process — the same tables and summary lines in the same order (times
aside), the same located errors on stderr, the same JSON and exit code."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from amdsync.cli.main import main

HERE = Path(__file__).parent
# Allowed tests, a forbidden one, malformed files (exit 2 each, located messages) and
# a missing file.
FILES = [str(HERE / "allowed"), str(HERE / "malformed"),
         str(HERE / "forbidden" / "2+2W+sc.litmus"), str(HERE / "no-such-test.litmus")]
TIME = re.compile(r"\s+[0-9]+\.[0-9]+s$| in [0-9]+\.[0-9]+s$", re.MULTILINE)


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    captured = capsys.readouterr()
    return code, TIME.sub("", captured.out), captured.err


def test_the_fixture_files_exist() -> None:
    assert (HERE / "forbidden" / "2+2W+sc.litmus").is_file()
    assert not (HERE / "no-such-test.litmus").exists()


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_jobs_print_what_one_process_prints(jobs: str,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    one = _run(["litmus", *FILES], capsys)
    many = _run(["litmus", *FILES, "--jobs", jobs], capsys)
    assert many == one
    code, out, err = one
    assert code == 2
    summary = out.splitlines()[-1]
    assert summary == "Total 52 tests: 36 Ok, 1 No, 0 incomplete, 15 errors"
    assert "no-such-test.litmus" in err


def test_jobs_give_the_same_json(capsys: pytest.CaptureFixture[str]) -> None:
    one = _run(["litmus", *FILES, "--json"], capsys)
    many = _run(["litmus", *FILES, "--json", "--jobs", "2"], capsys)
    assert many == one
    doc = json.loads(one[1])
    assert doc["exit"] == 2
    assert [t["exit"] for t in doc["tests"]].count(2) == 15


def test_a_bound_per_test_is_kept_by_each_task(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["litmus", str(HERE / "allowed"), "--max-candidates", "3"]
    one = _run(argv, capsys)
    many = _run([*argv, "--jobs", "2"], capsys)
    assert many == one
    assert one[0] == 3
    assert one[1].endswith("Total 36 tests: 5 Ok, 0 No, 31 incomplete, 0 errors\n")


@pytest.mark.parametrize("option", [["--dot"], ["--total-timeout", "60"],
                                    ["--max-total-candidates", "1000"]])
def test_whole_run_options_are_refused_with_jobs(option: list[str],
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(["litmus", *FILES, "--jobs", "2", *option], capsys)
    assert code == 2
    assert out == ""
    assert f"{option[0]} is for one process; it does not go with --jobs or --ray" in err


@pytest.fixture(scope="module")
def ray_instance() -> Iterator[Any]:
    ray = pytest.importorskip("ray")
    if ray.is_initialized():  # the tasks tests' session instance
        yield ray
        return
    ray.init(address="local", num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        yield ray
    finally:
        ray.shutdown()


def test_ray_prints_what_one_process_prints(ray_instance: Any,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    one = _run(["litmus", *FILES], capsys)
    on_ray = _run(["litmus", *FILES, "--ray"], capsys)
    assert on_ray == one
    one_json = _run(["litmus", *FILES, "--json"], capsys)
    ray_json = _run(["litmus", *FILES, "--json", "--ray"], capsys)
    assert ray_json == one_json
