"""The `check` reproducers of the fuzz campaign (../shared/corpora/fuzz-repro, copied
into tests/reliability/repro so the project stands alone): each ends within its bound,
with exit 0/1/3, or 2 with a located message naming the file or the option; never a
traceback or exit 4 (issue 12). The other commands' reproducers are issue 12's open
part.
"""

from __future__ import annotations

import shlex
import time
from pathlib import Path

import pytest

from amdsync.cli.main import main

REPRO = Path(__file__).resolve().parent / "repro"


def _commands() -> list[tuple[str, list[str]]]:
    out: list[tuple[str, list[str]]] = []
    for cmd in sorted(REPRO.glob("*.cmd")):
        lines = [x for x in cmd.read_text().splitlines() if x.startswith("amdsync ")]
        for n, line in enumerate(lines):
            argv = shlex.split(line)[1:]
            if "--timeout" not in argv and "--max-states" not in argv:
                argv += ["--timeout", "3"]  # the default bound is 600 s
            out.append((f"{cmd.stem}#{n}", argv))
    return out


COMMANDS = _commands()


@pytest.mark.parametrize(("name", "argv"), COMMANDS, ids=[n for n, _ in COMMANDS])
def test_check_reproducer_ends_within_its_bound(
        name: str, argv: list[str], capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(REPRO)
    bound = float(argv[argv.index("--timeout") + 1]) if "--timeout" in argv else 10.0
    start = time.monotonic()
    code = main(argv)
    elapsed = time.monotonic() - start
    err = capsys.readouterr().err
    assert code in (0, 1, 2, 3), err
    assert "Traceback" not in err and "internal error" not in err
    if code == 2:
        assert "error[" in err and ("<command line>" in err or ".ll:" in err), err
    assert elapsed < bound + 1.5, f"{name}: {elapsed:.1f} s for a {bound} s bound"
