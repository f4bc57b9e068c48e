"""An acquire fence takes only what its own lane's relaxed atomic reads left pending
(docs/semantics/atomics-and-lanes.md, "Fences after relaxed atomic reads"): threads are
lanes, and LLVM's fence synchronization needs the atomic read sequenced before the fence in
the same thread. A flag one lane read and broadcast does not order another lane's data
read."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from amdsync.cli.main import main

HERE = Path(__file__).resolve().parent
LAUNCH = ["--workgroups", "2", "--workgroup-size", "2", "--input", "flag=zeros:1xi32",
          "--format", "json"]


def _check(name: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict[str, object]]:
    code = main(["check", str(HERE / name), *LAUNCH])
    return code, json.loads(capsys.readouterr().out)


def test_another_lanes_read_orders_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    code, report = _check("another_lanes_read.ll", capsys)
    assert code == 1
    findings = report["findings"]
    assert isinstance(findings, list)
    # The data load of lane 1 (line 34) against the producer's store (line 15).
    assert {(f["kind"], f["line"]) for f in findings} == {("race", 35)}
    assert "the load at line 34 races with the store at line 15" in findings[0]["message"]


def test_each_lanes_own_read_orders_its_load(capsys: pytest.CaptureFixture[str]) -> None:
    code, report = _check("own_read.ll", capsys)
    assert (code, report["status"]) == (0, "clean")
