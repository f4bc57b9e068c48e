"""Plain accesses at addresses computed from input data, decided by the solver for every
input (explore/every_input/symbolic_access.py; docs/semantics/symbolic.md, "Symbols in
the machine"): each kernel's verdict without --input, the witness of each finding, and
the verdict against the concrete check of every input of a small domain."""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path

import pytest

from amdsync.api import check
from amdsync.cli.main import main

KERNELS = Path(__file__).parent / "kernels"
LAUNCH = ["--target", "gfx942", "--workgroup-size", "64"]


def _report(name: str, capsys: pytest.CaptureFixture[str], *more: str) -> dict[str, object]:
    main(["check", str(KERNELS / name), *LAUNCH, "--json", *more])
    report: dict[str, object] = json.loads(capsys.readouterr().out)
    return report


@pytest.mark.parametrize(("name", "assumptions"), [
    ("moe_scatter_private.ll", ["the store at line 17 writes within buffer out"]),
    ("histogram_private.ll", ["the load at line 14 reads within buffer bins",
                              "the store at line 16 writes within buffer bins"]),
    ("guarded_offset.ll", ["the store at line 23 writes within buffer out"]),
])
def test_clean_for_every_input(name: str, assumptions: list[str],
                               capsys: pytest.CaptureFixture[str]) -> None:
    report = _report(name, capsys)
    assert report["status"] == "clean"
    assert report["findings"] == []
    assert report["scope"] == {"inputs": "every", "loop_trips": [],
                               "assumptions": assumptions}


@pytest.mark.parametrize(("name", "line", "flag"), [
    ("moe_scatter.ll", 14, r"--input route=zeros:64xi32"),
    ("histogram_shared.ll", 13, r"--input data=zeros:64xi32"),
    # (any k in 60..63 meets: the solver's choice)
    ("guarded_offset_low.ll", 22, r"--input kp=values:i32:6[0-3]"),
])
def test_each_twin_races_with_a_witness_that_reproduces_it(
        name: str, line: int, flag: str, capsys: pytest.CaptureFixture[str]) -> None:
    report = _report(name, capsys)
    assert report["status"] == "findings"
    findings = report["findings"]
    assert isinstance(findings, list)
    # (one cause, or two at one place: the shared histogram's stores race, and so does
    # its load with them, the value stored; docs/findings.md)
    assert {(f["kind"], f["line"]) for f in findings} == {("race", line)}
    finding = findings[0]
    given = re.search(r"\((--input [^)]*)\)$", finding["message"])
    assert given is not None and re.fullmatch(flag, given.group(1))
    # the witness, given, is a concrete check that finds the race at the same line
    concrete = _report(name, capsys, "--input", given.group(1).removeprefix("--input "))
    # (and only races there: the shared histogram also has its load's race with the
    # store, a second cause at one place, docs/findings.md)
    assert {(f["kind"], f["line"]) for f in concrete["findings"]} == {("race", line)}


def test_a_gather_from_a_buffer_the_kernel_writes_is_decided(
        capsys: pytest.CaptureFixture[str]) -> None:
    """The paged gather whose keys the kernel also writes: the gathered load may read a
    key another work-item overwrites; the solver's input (every page 0) is run
    concretely, and the undefined value reaching the store is its finding."""
    path = Path(__file__).parents[1] / "every_input" / "kernels" / "paged_gather_writes_keys.ll"
    main(["check", str(path), *LAUNCH, "--json"])
    report = json.loads(capsys.readouterr().out)
    assert report["status"] == "findings"
    (finding,) = report["findings"]
    assert (finding["kind"], finding["line"]) == ("race", 19)
    assert "the load at line 17 races with the store at line 21" in finding["message"]
    assert finding["message"].endswith("(--input table=zeros:4xi32)")


# A 4-lane launch: small enough to check every input of a domain concretely.
SCATTER = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %data, ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %data, i32 %t
  %d = load i32, ptr addrspace(1) %p
  %i = INDEX
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %t, ptr addrspace(1) %q
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


@pytest.mark.parametrize("index", [
    "add i32 %d, 0",  # out[d]: races exactly when two lanes' values agree
    "mul i32 %d, 4",  # out[4d]: the same
    "add i32 %d, %t",  # out[d + t]: when d_i + i = d_j + j
])
def test_the_verdict_against_every_input_of_a_domain(index: str) -> None:
    """Every data of {0, 1, 2}^4 checked concretely: the every-input verdict is a race
    exactly when some data races, and its witness is one of them."""
    text = SCATTER.replace("INDEX", index)
    symbolic = check(text, workgroup_size=4)
    racy = []
    for data in itertools.product(range(3), repeat=4):
        concrete = check(text, workgroup_size=4, inputs={
            "data": "values:i32:" + ",".join(map(str, data))})
        assert concrete.incomplete_reason is None
        if concrete.findings:
            racy.append(data)
    assert racy  # (each of these indexes meets for some data of the domain)
    assert symbolic.status == "findings"
    (finding,) = symbolic.findings
    assert finding.kind == "race" and finding.witness is not None


def test_lanes_that_never_meet_are_clean_against_every_input() -> None:
    text = SCATTER.replace("INDEX", "mul i32 %d, 4\n  %i = add i32 %j, %t").replace(
        "%i = mul", "%j = mul")
    symbolic = check(text, workgroup_size=4)
    assert symbolic.status == "clean"
    for data in itertools.product(range(3), repeat=4):
        concrete = check(text, workgroup_size=4, inputs={
            "data": "values:i32:" + ",".join(map(str, data))})
        assert concrete.status == "clean"


def test_a_buffer_resource_store_beside_a_scatter_is_judged_against_it() -> None:
    """A store through a buffer resource made from the scattered buffer may meet the
    plain store at a term address: the resource is traced to its argument
    (explore/every_input/buffer_roots.py), its in-range lanes are logged like any
    concrete access, and the race is found with the witness "every route 0" (lane 1's
    plain store meets lane 0's buffer store at out[0]), which the concrete run
    confirms."""
    text = (KERNELS / "scatter_beside_buffer_store.ll").read_text()
    result = check(text, target="gfx942", workgroup_size=4)
    assert result.status == "findings"
    (finding,) = result.findings
    assert (finding.kind, finding.loc.line) == ("race", 17)
    assert finding.message == (
        "store of out[0] by lane 0 of wave 0 races with the store at line 14 by lane 1 of "
        "wave 0; for the input route[0..3] (i32) = 0 (--input route=zeros:4xi32)")
    same = check(text, target="gfx942", workgroup_size=4,
                 inputs={"route": "values:i32:0,1,2,3"})  # (each lane's own word: ordered)
    assert same.status == "clean"
    racy = check(text, target="gfx942", workgroup_size=4,
                 inputs={"route": "values:i32:1,1,2,3"})  # lane 0 meets lane 1 at out[1]
    assert [(f.kind, f.loc.line) for f in racy.findings] == [("race", 17)]
