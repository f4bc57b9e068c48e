"""``--input NAME=DATA`` and ``--cooperative`` on the command line (issue 27): the same
buffers and launch as the API's ``inputs=`` / ``cooperative=`` (explore/every_input/inputs.py)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from amdsync.cli.main import main

ROOT = Path(__file__).resolve().parents[2]
HISTOGRAM = ROOT / "tests" / "explore" / "inputs" / "histogram.ll"


def _check(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, dict[str, object]]:
    code = main(["check", str(HISTOGRAM), "--workgroups", "2", "--json", *argv])
    return code, json.loads(capsys.readouterr().out)


def test_an_input_decides_the_addresses(capsys: pytest.CaptureFixture[str],
                                        tmp_path: Path) -> None:
    code, report = _check(capsys)
    # without the data: clean for every input (docs/semantics/every-input.md, "Every input")
    assert (code, report["status"]) == (0, "clean")
    assert report["notes"] == []  # (no side assumed: the atomics' addresses are confined)
    data = tmp_path / "data.npy"
    np.save(data, np.arange(128, dtype=np.uint8) % 7)
    for spec in (f"data={data}", "data=random:128xu8:3", "data=zeros:128"):
        code, report = _check(capsys, "--input", spec)
        assert (code, report["status"]) == (0, "clean"), spec
        assert report["notes"][0]["kind"] == "inputs"  # type: ignore[index]


def test_a_pickled_array_is_refused_naming_the_argument(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    hostile = tmp_path / "evil.npy"
    np.save(hostile, np.array([object()], dtype=object), allow_pickle=True)
    assert main(["check", str(HISTOGRAM), "--input", f"data={hostile}"]) == 2
    err = capsys.readouterr().err
    assert "error[bad-input]" in err and "'data'" in err
    assert main(["check", str(HISTOGRAM), "--input", "nothing=zeros:4"]) == 2
    assert "error[bad-input]" in capsys.readouterr().err


def test_cooperative_is_noted(capsys: pytest.CaptureFixture[str]) -> None:
    code, report = _check(capsys, "--input", "data=zeros:128", "--cooperative")
    assert code == 0
    assert "cooperative" in [n["kind"] for n in report["notes"]]  # type: ignore[index, union-attr]
