"""README's example of a finding with its checked fix (issue 42, "Done when") is what
the command prints: every line it shows, word for word, in the order shown."""

from __future__ import annotations

from pathlib import Path

import pytest

from amdsync.cli.main import main

ROOT = Path(__file__).resolve().parents[2]
COMMAND = ("$ .venv/bin/amdsync check examples/wait_off_by_one.ll --workgroup-size 64 "
           "--arg n=8 --fixes")


def _shown() -> list[str]:
    """The lines README shows after the command (up to the block's end), "…" left out."""
    lines = (ROOT / "README.md").read_text().splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip() == COMMAND)
    block = []
    for line in lines[start + 1:]:
        if not line.startswith("    "):
            break
        block.append(line.strip())
    return [line for line in block if line != "…"]


def test_the_readme_shows_a_finding_and_its_checked_fix_as_printed(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    code = main(COMMAND.split()[2:])
    printed = [line.strip() for line in capsys.readouterr().out.splitlines()]
    shown = _shown()
    assert code == 1
    assert shown[0].startswith("examples/wait_off_by_one.ll:37:3: race: ")
    assert any(": fix (checked: " in line for line in shown)
    at = [printed.index(line) for line in shown]
    assert at == sorted(at)
