"""``amdsync litmus``: golden outcome tables and DOT graphs, located errors with exit
code 2 for malformed files, and the Graphviz dependency of ``--graph``."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from amdsync.cli.main import main

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
    assert "error[litmus-read]" in capsys.readouterr().err


def test_graph_without_dot_is_a_located_error(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))  # no 'dot' on this PATH
    path = GOLDEN[0]
    assert main(["litmus", "--graph", str(tmp_path / "out.svg"), str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{path}: error[graphviz-missing]")


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
