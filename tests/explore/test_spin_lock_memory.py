"""A spin lock after Triton's layer-norm backward (issue 44 item 1): lane 0 of each of
four waves takes a lock by compare-exchange in a loop, counts, and releases it by
exchange. In one workgroup it is decided; in two, exploration grows past a small
``--max-memory`` and stops there with the reason instead of being killed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from amdsync.cli.main import main

KERNEL = Path(__file__).resolve().parent / "spin" / "lock_four_waves.ll"


@pytest.fixture
def zero(tmp_path: Path) -> str:
    path = tmp_path / "zero.bin"
    path.write_bytes(bytes(4))
    return str(path)


def _args(zero: str, workgroups: int, memory: str) -> list[str]:
    return ["check", str(KERNEL), "--workgroup-size", "256", "--workgroups", str(workgroups),
            "--input", f"lock={zero}", "--input", f"count={zero}",
            "--max-memory", memory, "--json"]


def test_one_workgroup_is_decided(zero: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(_args(zero, 1, "4G")) == 0
    doc = json.loads(capsys.readouterr().out)
    assert (doc["status"], doc["stats"]["waves"], doc["stats"]["memory_events"]) == (
        "clean", 4, 384)


def test_two_workgroups_stop_at_the_memory_bound(
        zero: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(_args(zero, 2, "200M")) == 3
    doc = json.loads(capsys.readouterr().out)
    assert doc["status"] == "incomplete"
    assert doc["incomplete"]["reason"].startswith("memory bound reached (")
    assert doc["incomplete"]["reason"].endswith("--max-memory 0.20 GB; raise --max-memory)")
    assert doc["stats"]["waves"] == 8
