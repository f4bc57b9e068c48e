"""Nothing a user sees changes when the checker is restructured (issue 30, item 1):
a sample of the verdict snapshot (tools/verdict_snapshot.py: every input the
repository holds with a launch — the quality set, the examples, the Triton, HIP and
OpenCL examples) is run and compared with the committed reports, exit code, findings,
counterexamples and exploration counts alike. After an intended change of results,
regenerate the file with

    python tools/verdict_snapshot.py snapshot tests/golden/verdicts/sample.json --sample

and review its diff.
"""

from __future__ import annotations

import importlib.util
import json
import os
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden" / "verdicts" / "sample.json"


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("verdict_snapshot",
                                                  ROOT / "tools" / "verdict_snapshot.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["verdict_snapshot"] = module  # (its dataclasses look their module up)
    spec.loader.exec_module(module)
    return module


TOOL = _tool()
CASES = [c for c in TOOL.cases() if c.sample]
EXPECTED: dict[str, Any] = json.loads(GOLDEN.read_text())


def test_the_sample_covers_every_kind_of_input() -> None:
    kinds = {name.split(":")[0] for name in EXPECTED}
    assert kinds >= {"quality", "quality-strict", "quality-slack", "example", "tensor-dma",
                     "triton", "source"}
    assert {c.name for c in CASES} == set(EXPECTED)
    assert len(EXPECTED) >= 200


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_verdict_unchanged(case: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    os.environ.pop("AMDSYNC_LANE_CLOCKS", None)
    assert TOOL.run_case(case) == EXPECTED[case.name]


def test_no_clean_verdict_carries_a_note_that_executions_were_not_explored() -> None:
    """A clean verdict is a proof (issue 43): a run whose notes say some orders or
    executions were not explored (lds-barrier-wait-order and the like) is incomplete."""
    clean_but_partial = sorted(
        name for name, case in EXPECTED.items()
        if case["report"].get("status") == "clean"
        and any("not explored" in note["message"] or note["kind"] == "lds-barrier-wait-order"
                for note in case["report"].get("notes", [])))
    assert clean_but_partial == []

