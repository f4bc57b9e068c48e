"""`__constant__` globals are inputs of their own (issue 41; docs/semantics/every-input.md,
"Constant globals"): memory the kernel cannot write, whose contents the host copies in.
A kernel indexing a buffer by a table's entries is decided for every table; its seeded
twin races with a witness table that a concrete run confirms; `--input taps=…` gives
the table."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import amdsync
from amdsync.cli.main import main
from amdsync.diagnostics import AmdsyncError
from amdsync.formats.llvm.reader import read_llvm_text

HERE = Path(__file__).parent
HIP = HERE / "table_scatter.hip"
LAUNCH = ["--target", "gfx942", "--workgroup-size", "4"]


def _hip(kernel: str, capsys: pytest.CaptureFixture[str], *options: str
         ) -> tuple[int, dict[str, object]]:
    code = main(["hip", f"{HIP}:{kernel}", *LAUNCH, *options, "--json"])
    return code, json.loads(capsys.readouterr().out)


def test_a_scatter_by_a_constant_table_is_clean_for_every_table(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, report = _hip("scatter_by_table", capsys)
    assert (code, report["status"], report["findings"]) == (0, "clean", [])
    assert report["scope"] == {
        "inputs": "every", "loop_trips": [],
        "assumptions": ["the store at line 32 (table_scatter.hip:11) writes within buffer "
                        "out"]}


def test_the_unmasked_twin_races_with_a_witness_table(
        capsys: pytest.CaptureFixture[str]) -> None:
    """The solver's table sends two work-items to one slot; the finding stands because
    the concrete run with that table (its --input) finds the race again."""
    code, report = _hip("scatter_by_table_unmasked", capsys)
    assert (code, report["status"]) == (1, "findings")
    findings = report["findings"]
    assert isinstance(findings, list)
    assert [(f["kind"], f["loc"]["source_line"]) for f in findings] == [("race", 18)]
    witness = findings[0]["witness"]
    assert isinstance(witness, str) and witness.startswith("taps[")
    given = witness.rsplit("(--input ", 1)[1].removesuffix(")")
    assert given.startswith("taps=values:i32:")
    code, replay = _hip("scatter_by_table_unmasked", capsys, "--input", given)
    assert (code, replay["status"]) == (1, "findings")
    replayed = replay["findings"]
    assert isinstance(replayed, list)
    assert [(f["kind"], f["loc"]["source_line"]) for f in replayed] == [("race", 18)]


def test_a_table_given_with_input(capsys: pytest.CaptureFixture[str]) -> None:
    """Offsets 0..3 keep every work-item in its own slots; an offset of 4 sends work-item
    0 to work-item 1's first slot (element 4, byte 16), which work-item 1 writes too
    (taps[1] = 0)."""
    code, report = _hip("scatter_by_table_unmasked", capsys, "--input",
                        "taps=values:u32:0,1,2,3", "--input", "in=zeros:8xi32")
    assert (code, report["status"], report["findings"]) == (0, "clean", [])
    code, report = _hip("scatter_by_table_unmasked", capsys, "--input",
                        "@taps=values:u32:4,0,0,0")
    assert (code, report["status"]) == (1, "findings")
    findings = report["findings"]
    assert isinstance(findings, list)
    assert [f["message"].partition(" of tests/")[0] for f in findings] == [
        "store of out[16] by lane 1 of wave 0 races with the store at line 18"]


def test_a_table_name_or_size_that_does_not_fit_is_a_usage_error(
        capsys: pytest.CaptureFixture[str]) -> None:
    for given, message in (
            ("tapz=zeros:4", "input 'tapz': kernel _Z16scatter_by_tablePKiPi has no "
             "parameter 'tapz' and the program no constant global @tapz"),
            ("taps=zeros:5xi32", "input 'taps': 20 bytes given for @taps, which holds 16")):
        assert main(["hip", f"{HIP}:scatter_by_table", *LAUNCH, "--input", given]) == 2
        error = next(line for line in capsys.readouterr().err.splitlines()
                     if "error[" in line)
        assert error.endswith(f"error[bad-input]: {message}")


# ------------------------------------------------------------------ what the reader marks

TABLES = """
@filled = protected addrspace(4) externally_initialized global [2 x i32] zeroinitializer, align 4
@given = protected addrspace(4) externally_initialized global [2 x i32] [i32 1, i32 2], align 4
@flag = protected addrspace(1) externally_initialized global i32 0, align 4

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr inbounds [2 x i32], ptr addrspace(4) @filled, i32 0, i32 %t
  %v = load i32, ptr addrspace(4) %p, align 4
  %g = load i32, ptr addrspace(4) @given, align 4
  %s = add i32 %v, %g
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %s
  store i32 %t, ptr addrspace(1) %q, align 4
  ret void
}

define amdgpu_kernel void @by_index(ptr addrspace(1) %out, ptr addrspace(1) %idx) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %pi = getelementptr inbounds i32, ptr addrspace(1) %idx, i32 %t
  %i = load i32, ptr addrspace(1) %pi, align 4
  %pt = getelementptr inbounds [2 x i32], ptr addrspace(4) @given, i32 0, i32 %t
  %v = load i32, ptr addrspace(4) %pt, align 4
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i
  store i32 %v, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
"""


def test_the_host_fills_a_constant_table_without_an_initializer() -> None:
    """Only a `__constant__` global without an initializer of its own (zeros) is the
    host's; an initialized one keeps its values; a `__device__` one is not a table."""
    program = read_llvm_text(TABLES, "tables.ll", kernel="k")
    assert {g.name: g.host_set for g in program.globals} == {
        "filled": True, "given": False, "flag": False}


def test_an_address_from_a_host_table_is_a_term() -> None:
    """out[filled[t] + 1] for t in 0, 1: two work-items meet when the table's entries
    are equal, so a race with a witness table; a table with distinct entries is clean."""
    result = amdsync.check(TABLES, kernel="k", workgroup_size=2)
    assert (result.status, [f.kind for f in result.findings]) == ("findings", ["race"])
    given = amdsync.check(TABLES, kernel="k", workgroup_size=2,
                          inputs={"filled": "values:i32:5,6"})
    assert (given.status, given.findings) == ("clean", [])
    with pytest.raises(AmdsyncError, match="the program no constant global @flag"):
        amdsync.check(TABLES, kernel="k", workgroup_size=2, inputs={"flag": "zeros:4"})


def test_a_table_load_beside_stores_at_term_addresses() -> None:
    """out[idx[t]] = given[t]: the stores' addresses are terms of idx, and the table's
    load is rooted at @given (not a pointer that may reach out), so the plain-access
    rule applies: a race whose witness has two equal indices (values 1 and 2 stored)."""
    result = amdsync.check(TABLES, kernel="by_index", workgroup_size=2)
    assert (result.status, [f.kind for f in result.findings]) == ("findings", ["race"])
    assert [f.witness for f in result.findings] == [
        "idx[0..1] (i32) = 0 (--input idx=zeros:2xi32)"]
    distinct = amdsync.check(TABLES, kernel="by_index", workgroup_size=2,
                             inputs={"idx": "values:i32:0,1"})
    assert (distinct.status, distinct.findings) == ("clean", [])
