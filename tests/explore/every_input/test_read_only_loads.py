"""Loads from a buffer the launch only reads, at addresses computed from data
(memory_access._read_only_load; docs/semantics/every-input.md, "Loads from a buffer
the launch only reads"): decided for every content of the buffers, with the in-bounds
assumption stated in the verdict's scope, and equal to the concrete check of every
table in a small domain."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest

from amdsync.cli.main import main

KERNELS = Path(__file__).parent / "kernels"
LAUNCH = ["--target", "gfx942", "--workgroup-size", "64"]


def test_a_paged_gather_is_clean_for_every_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(KERNELS / "paged_gather.ll"), *LAUNCH, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["status"] == "clean"
    assert report["scope"] == {"inputs": "every", "loop_trips": [], "assumptions": [
        "the load at line 17 reads within buffer keys"]}
    (note,) = [n for n in report["notes"] if n["kind"] == "assumption"]
    assert note["line"] == 17
    assert note["message"].startswith("the verdict assumes that the load at line 17 reads "
                                      "within buffer keys (each address is computed from "
                                      "data")


def test_the_text_report_names_the_assumption(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(KERNELS / "paged_gather.ll"), *LAUNCH]) == 0
    out = capsys.readouterr().out
    assert "note [assumption]: the verdict assumes that the load at line 17 reads within " \
           "buffer keys" in out
    assert ("clean for every input assuming the load at line 17 reads within buffer keys: "
            "every execution explored, no findings") in out


@pytest.mark.parametrize("pages", list(itertools.product(range(3), repeat=4)))
def test_every_table_of_a_small_domain_checks_clean(pages: tuple[int, ...]) -> None:
    """The concrete check of each table (4 blocks of 16 work-items, pages 0..2, the
    keys 48 floats) agrees with the every-input verdict: clean."""
    table = "values:i32:" + ",".join(map(str, pages))
    assert main(["check", str(KERNELS / "paged_gather.ll"), *LAUNCH, "--input",
                 f"table={table}", "--input", "keys=zeros:48xf32", "--no-notes"]) == 0


# The twin that writes the keys it gathers from is decided by the solver:
# tests/explore/symbolic/test_symbolic_accesses.py.
