"""The classic-shape corpus: every test under allowed/ has a reachable ``exists``
condition, every test under forbidden/ an unreachable one, and each carries a one-line
justification from the spec as its doc string."""

from __future__ import annotations

from pathlib import Path

import pytest

from amdsync.explore.litmus import explore
from amdsync.formats.litmus import read_litmus
from amdsync.program.litmus_test import Quantifier

HERE = Path(__file__).parent
ALLOWED = sorted((HERE / "allowed").glob("*.litmus"))
FORBIDDEN = sorted((HERE / "forbidden").glob("*.litmus"))


def test_corpus_size_and_shapes() -> None:
    assert len(ALLOWED) == 36
    assert len(FORBIDDEN) == 40
    names = {p.stem.split(".")[0].split("+")[0] for p in ALLOWED + FORBIDDEN}
    for shape in ("MP", "SB", "LB", "IRIW", "WRC", "ISA2", "2", "CoRR", "CoWW", "S", "R"):
        assert shape in names, shape


@pytest.mark.parametrize("path", ALLOWED, ids=lambda p: p.stem)
def test_allowed(path: Path) -> None:
    test = read_litmus(path)
    assert test.doc, "each corpus test carries its justification"
    assert test.condition is not None and test.condition.quantifier is Quantifier.EXISTS
    result = explore(test)
    assert not result.incomplete
    assert result.verdict_ok, f"{path.name}: expected the condition to be reachable"


@pytest.mark.parametrize("path", FORBIDDEN, ids=lambda p: p.stem)
def test_forbidden(path: Path) -> None:
    test = read_litmus(path)
    assert test.doc
    assert test.condition is not None and test.condition.quantifier is Quantifier.EXISTS
    result = explore(test)
    assert not result.incomplete
    assert not result.verdict_ok, f"{path.name}: expected the condition to be unreachable"
    assert result.executions > 0
