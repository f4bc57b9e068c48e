"""`amdsync check a.ll b.ll DIR --jobs N`: one summary line per file, the exit code of
the worst result (internal > bad input > findings > incomplete > clean)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from amdsync.cli.main import main

ROOT = Path(__file__).resolve().parents[2]
UNDEF = ROOT / "quality" / "undef_uses"


def test_a_directory_and_files_give_one_line_each(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["check", str(UNDEF / "padded_wide_load.ll"),
                 str(UNDEF / "padded_wide_load_stored.ll"), "--workgroup-size", "64"])
    lines = capsys.readouterr().out.splitlines()
    assert code == 1
    assert lines[0].startswith(f"{UNDEF / 'padded_wide_load.ll'}: clean (")
    assert lines[1].startswith(f"{UNDEF / 'padded_wide_load_stored.ll'}: 1 finding(s) (")
    assert lines[2] == "2 file(s): 1 with findings, 1 clean"


def test_jobs_and_json(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    for name in ("padded_wide_load.ll", "unused_uninitialized_read.ll"):
        (tmp_path / "a" / name).write_text((UNDEF / name).read_text())
    (tmp_path / "a" / "broken.ll").write_text("define void @k( {\n")
    code = main(["check", str(tmp_path / "a"), "--workgroup-size", "64", "--jobs", "2",
                 "--json"])
    doc = json.loads(capsys.readouterr().out)
    assert code == 2 and doc["exit"] == 2
    by_name = {Path(f["file"]).name: f for f in doc["files"]}
    assert by_name["padded_wide_load.ll"]["report"]["status"] == "clean"
    assert by_name["unused_uninitialized_read.ll"]["exit"] == 0
    broken = by_name["broken.ll"]
    assert broken["exit"] == 2 and "broken.ll:2:1: error[malformed-ir]" in broken["error"]


def test_an_empty_directory_is_bad_input(capsys: pytest.CaptureFixture[str],
                                         tmp_path: Path) -> None:
    assert main(["check", str(tmp_path)]) == 2
    assert "holds no .ll file" in capsys.readouterr().err
