"""Varlen attention's per-sequence softmax in HIP (tests/explore/every_input/splits/
varlen_attention.hip, written after what variable-length attention kernels do with
``cu_seqlens``), compiled by clang as `amdsync hip` compiles it, 2 sequences of up to 64
tokens, without any --input: the row guard ``if (t < len) out[start + t] = …`` splits
the lanes on a value read from memory, every lane runs every side, and each lane's
store carries its own condition ``t < len`` into the solver's question
(docs/semantics/every-input.md, "Per-lane conditions"), asked once for all 64 × 64
lane pairs (docs/semantics/symbolic.md, "Lanes as one term"). With the host's
guarantee that the offsets are non-negative and ascending, the kernel is clean for
every input; its twin whose guard is off by one races, with the witness input (every
sequence empty: lane 0 of both workgroups writes out[0]) that a concrete run
confirms. Both were `incomplete` before the per-lane conditions."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from amdsync.cli.main import main

KERNEL = Path(__file__).parent / "splits" / "varlen_attention.hip"
LAUNCH = ["--offload-arch", "gfx942", "--workgroup-size", "64", "--workgroups", "2",
          "--format", "json", "--assume", "forall i: 0 <= cu_seqlens[i]",
          "--assume", "forall i: cu_seqlens[i] <= cu_seqlens[i+1]"]


def _run(kernel: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict[str, object]]:
    code = main(["hip", f"{KERNEL}:{kernel}", *LAUNCH])
    return code, json.loads(capsys.readouterr().out)


def test_varlen_softmax_is_clean_for_every_input(capsys: pytest.CaptureFixture[str]) -> None:
    code, report = _run("varlen_softmax", capsys)
    assert (code, report["status"]) == (0, "clean")
    scope = report["scope"]
    assert isinstance(scope, dict)
    assert scope["inputs"] == "every" and scope["loop_trips"] == []
    assert scope["assumptions"] == [
        "the load at line 29 (varlen_attention.hip:17) reads within buffer scores",
        "the store at line 143 (varlen_attention.hip:28) writes within buffer out",
        "--assume forall i: 0 <= cu_seqlens[i]",
        "--assume forall i: cu_seqlens[i] <= cu_seqlens[i+1]"]


def test_the_twin_off_by_one_races_with_a_witness(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, report = _run("varlen_softmax_overrun", capsys)
    assert code == 1
    findings = report["findings"]
    assert isinstance(findings, list)
    assert [(f["kind"], f["loc"]["source_line"]) for f in findings] == [("race", 54)]
    assert findings[0]["witness"] == (
        "cu_seqlens[0..1] (i64) = 0 (--input cu_seqlens=zeros:2xi64)")
