"""Buffer resources and buffer pointers are values like any other: a phi of two
resources and a resource written under a partial mask keep each lane's own
(explore/values.merge_resources; docs/semantics/model.md, "Buffer resources per lane"). A phi of
resources used to make the resource unknown (Triton's fused softmax ended incomplete)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from amdsync.cli.main import main

HERE = Path(__file__).resolve().parent


def _check(path: Path, capsys: pytest.CaptureFixture[str]) -> dict[str, object]:
    main(["check", str(path), "--workgroup-size", "64", "--format", "json"])
    report: dict[str, object] = json.loads(capsys.readouterr().out)
    return report


def _findings(report: dict[str, object]) -> set[tuple[str, int]]:
    findings = report["findings"]
    assert isinstance(findings, list)
    return {(f["kind"], f["line"]) for f in findings}


@pytest.mark.parametrize(("offset", "expected"), [
    ("shl i32 %half, 2", set()), ("add i32 0, 0", {("race", 23)})])
def test_a_phi_of_two_resources_keeps_each_lanes_own(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], offset: str,
        expected: set[tuple[str, int]]) -> None:
    path = tmp_path / "k.ll"
    path.write_text((HERE / "phi_of_resources.ll").read_text().replace("OFFSET", offset))
    report = _check(path, capsys)
    assert report["status"] == ("findings" if expected else "clean")
    assert _findings(report) == expected


def test_a_resource_from_a_divergent_loop_keeps_each_lanes_own(
        capsys: pytest.CaptureFixture[str]) -> None:
    report = _check(HERE / "resource_from_a_divergent_loop.ll", capsys)
    assert _findings(report) == {("race", 26)}
