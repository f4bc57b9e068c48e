"""A float loaded through a buffer resource and carried as Triton's ``<1 x float>``
keeps its value (explore/memory/memory_access.py loads floats;
explore/every_input/opaque_values.py: a
one-element vector holds its element), so a wave's butterfly max over known input is
known in every lane and the 64 stores of it to one LDS slot are one write. This was a
false race on FlagGems' argmax with ``--input`` (benches/published.toml)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from amdsync.cli.main import main

KERNEL = (Path(__file__).resolve().parent / "one_element_float_vector.ll").read_text()


def _check(tmp_path: Path, capsys: pytest.CaptureFixture[str], own: bool,
           data: str) -> dict[str, object]:
    path = tmp_path / "k.ll"
    path.write_text(KERNEL.replace("SHIFT", "true" if own else "false"))
    main(["check", str(path), "--workgroup-size", "64", "--input", f"in={data}",
          "--format", "json"])
    report: dict[str, object] = json.loads(capsys.readouterr().out)
    return report


@pytest.mark.parametrize("data", ["iota:64xf32", "random:64xf32:3", "zeros:64xf32"])
def test_the_reduced_value_is_one_write(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                        data: str) -> None:
    assert _check(tmp_path, capsys, own=False, data=data)["status"] == "clean"


def test_each_lanes_own_value_to_one_slot_races(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    findings = _check(tmp_path, capsys, own=True, data="iota:64xf32")["findings"]
    assert isinstance(findings, list)
    assert {(f["kind"], f["line"]) for f in findings} == {("race", 47)}
