"""Golden outputs of the RFC examples (examples/pipeline/*.py): the transformed loop, the
verification report, the JSON listing and the lowered op sequence.

Regenerate after an intended change with ``AMDSYNC_UPDATE_GOLDEN=1 pytest tests/pipeline``.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from amdsync.diagnostics import AmdsyncError
from amdsync.pipeline import (
    format_program,
    format_report,
    listing,
    parse_program,
    transform,
    verify,
)

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "pipeline"
GOLDEN = Path(__file__).parent / "golden"
UPDATE = os.environ.get("AMDSYNC_UPDATE_GOLDEN") == "1"
INPUTS = sorted(p.name for p in EXAMPLES.glob("*.py") if not p.name.endswith("_output.py"))


def check_golden(name: str, text: str) -> None:
    path = GOLDEN / name
    if UPDATE:
        path.write_text(text)
        return
    assert path.exists(), f"missing golden file {path}; run with AMDSYNC_UPDATE_GOLDEN=1"
    assert text == path.read_text(), f"{name} differs from its golden file"


def load(name: str) -> tuple[str, str]:
    rel = f"examples/pipeline/{name}"
    return rel, (EXAMPLES / name).read_text()


@pytest.mark.parametrize("name", INPUTS)
def test_example_golden(name: str) -> None:
    rel, text = load(name)
    program = parse_program(text, rel)
    try:
        result = transform(program)
    except AmdsyncError as error:
        check_golden(name.replace(".py", ".out"), f"refused: {error}\n")
        return
    report = verify(program, result.program)
    assert report.ok, format_report(report)
    out = format_program(result.program) + "\n" + format_report(report)
    check_golden(name.replace(".py", ".out"), out)
    check_golden(name.replace(".py", ".json"), json.dumps(listing(result), indent=1) + "\n")


@pytest.mark.parametrize("name", ["rfc_interleaved", "rfc_three_stages"])
def test_rfc_output_verification_golden(name: str) -> None:
    """The RFC's own outputs, verified against the original loops: both race."""
    rel, text = load(f"{name}.py")
    out_rel, out_text = load(f"{name}_tvm_output.py")
    report = verify(parse_program(text, rel), parse_program(out_text, out_rel))
    assert not report.safe
    check_golden(f"{name}_tvm_output.verify.out", format_report(report))
