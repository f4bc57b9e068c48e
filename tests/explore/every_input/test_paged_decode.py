"""Paged decode attention in HIP (after what LLM serving kernels do with a block table;
written here, tests/explore/every_input/loops/paged_decode.hip), compiled by clang as
`amdsync hip` compiles it and checked without any --input: the loop over a sequence's
tokens, whose trip count is the sequence's length, only computes and reads the caches,
so it is closed (docs/semantics/every-input.md, "Loops whose trip count is data"); the
kernel is clean for every input, and its twin without the barrier races with a witness
input the concrete run confirms."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from amdsync.cli.main import main

KERNEL = Path(__file__).parent / "loops" / "paged_decode.hip"
LAUNCH = ["--offload-arch", "gfx942", "--workgroup-size", "16", "--workgroups", "2",
          "--format", "json"]


def _run(kernel: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict[str, object]]:
    code = main(["hip", f"{KERNEL}:{kernel}", *LAUNCH])
    return code, json.loads(capsys.readouterr().out)


def test_paged_decode_is_clean_for_every_input(capsys: pytest.CaptureFixture[str]) -> None:
    code, report = _run("paged_decode", capsys)
    assert (code, report["status"]) == (0, "clean")
    scope = report["scope"]
    assert isinstance(scope, dict)
    assert scope["inputs"] == "every" and scope["loop_trips"] == []
    assert scope["assumptions"] == [
        "the load at line 100 (paged_decode.hip:22) reads within buffer k_cache",
        "the load at line 102 (paged_decode.hip:23) reads within buffer v_cache",
        "the loop whose exit test is at line 118 (paged_decode.hip:19) reads within its "
        "buffers on every trip (the loads at line 92 (paged_decode.hip:20), line 100 "
        "(paged_decode.hip:22), line 102 (paged_decode.hip:23))"]


def test_the_twin_without_its_barrier_races_with_a_witness(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, report = _run("paged_decode_unsynced", capsys)
    assert code == 1
    findings = report["findings"]
    assert isinstance(findings, list) and len(findings) == 1
    assert findings[0]["kind"] == "race"
    assert findings[0]["witness"] == (
        "seq_lens[0] (i32) = 1, seq_lens[1] (i32) = 1 (--input seq_lens=values:i32:1,1)")
