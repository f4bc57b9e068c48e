"""Issue 10: the Triton kernels over a whole range of K in one parametric sweep
(docs/semantics/sweeps.md, "Every launch shape"). A sweep's classes are the trip counts of the
K loop; a seeded wait-count bug that shows only once the pipeline is full (K > 128 on
the 3-stage matmul) is found in exactly those classes, at the use with the read as
origin. The full [1, 4096] range is benches/sweep_parametric.py and docs/triton.md."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from amdsync.cli.main import main

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "triton"
FIXED = ["--workgroup-size", "256", "--arg", "3=128", "--arg", "4=128", "--arg", "6=512",
         "--arg", "7=128", "--arg", "8=128"]


def sweep(file: Path, hi: int, capsys: pytest.CaptureFixture[str]) -> tuple[int, Any]:
    code = main(["check", str(file), *FIXED, "--sweep", f"5=1:{hi}", "--format", "json"])
    return code, json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("name", ["matmul_bf16_s2", "matmul_bf16_s3"])
def test_every_k_up_to_200_is_clean(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, report = sweep(EXAMPLES / f"{name}.ll", 200, capsys)
    assert (code, report["status"]) == (0, "clean")
    [shape] = report["shapes"]
    assert [(c["values"], c["status"]) for c in shape["classes"]] == [
        ("1..64", "clean"), ("65..128", "clean"), ("129..192", "clean"),
        ("193..200", "clean")]
    assert report["coverage"][0]["exhaustive"] is True


def test_a_bug_of_the_full_pipeline_is_found_in_its_classes(
        capsys: pytest.CaptureFixture[str]) -> None:
    path = EXAMPLES / "seeded" / "matmul_bf16_s3.wait_plus1.ll"
    code, report = sweep(path, 200, capsys)
    assert (code, report["status"]) == (1, "findings")
    [shape] = report["shapes"]
    verdicts = [(c["values"], c["status"]) for c in shape["classes"]]
    assert verdicts == [("1..64", "clean"), ("65..128", "clean"),
                        ("129..192", "findings"), ("193..200", "findings")]
    lines = path.read_text().splitlines()
    for finding in shape["findings"]:
        # Reported where the value reaches global memory, the LDS read as its origin.
        assert finding["kind"] == "undef-read"
        assert "store" in lines[finding["line"] - 1]
        assert "ds.read" in lines[finding["origin"]["line"] - 1]  # an LDS read
        assert finding["message"].startswith("[5=129..192] ")
