"""Struct arguments have fields (issue 41, item 5; docs/semantics/every-input.md,
"Struct arguments"): a kernel that takes a CSR graph by value takes --input g.nindex=…,
--arg g.nodes=… and --assume over g.nindex[i], named as the source names them; a name
the struct lacks is a located usage error listing its fields."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

import amdsync
from amdsync.api import load_kernel
from amdsync.cli.main import main
from amdsync.formats.llvm.debug_fields import carried_names, struct_argument_names
from amdsync.program.struct_args import ArgNames, Member, StructArg, split_struct_args
from amdsync.program.types import IntType, PtrType, StructType
from amdsync.program.verify import verify_program

HERE = Path(__file__).parent
HIP = HERE / "csr_pull.hip"
IR = HERE / "graph_byref.ll"
# Node 0 → {1, 2}, 1 → {2}, 2 → {3}, 3 → {0, 1}; the frontier holds nodes 0 and 3.
GRAPH = ["--input", "g.nindex=values:i32:0,2,3,4,6", "--input",
         "g.nlist=values:i32:1,2,2,3,0,1", "--input", "frontier=values:i32:1,0,0,1",
         "--arg", "g.nodes=4"]
LAUNCH = ["--target", "gfx942", "--workgroup-size", "4"]
FIELDS = "g.nodes, g.edges, g.nindex, g.nlist"
NONDECREASING = "forall i in 0..4: g.nindex[i] <= g.nindex[i+1]"
SMALL = "forall i: 0 <= g.nindex[i] < 1024"


def _hip(kernel: str, capsys: pytest.CaptureFixture[str], *options: str
         ) -> tuple[int, dict[str, object]]:
    code = main(["hip", f"{HIP}:{kernel}", *LAUNCH, *options, "--json"])
    return code, json.loads(capsys.readouterr().out)


def _error(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    """The exit code and the error's line (the one that names its place)."""
    code = main(argv)
    return code, next(line for line in capsys.readouterr().err.splitlines()
                      if "error[" in line)


# ------------------------------------------------------------------ HIP, by source name

def test_the_pull_step_is_clean_on_a_graph_given_field_by_field(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, report = _hip("pull_step", capsys, *GRAPH)
    assert (code, report["status"], report["findings"]) == (0, "clean", [])
    notes = report["notes"]
    assert isinstance(notes, list)
    assert notes[0]["message"].startswith(
        "the verdict holds for these inputs: g.nindex = values:i32:0,2,3,4,6 (20 bytes, "
        "sha256 306df65a4983…); g.nlist = values:i32:1,2,2,3,0,1 (24 bytes, ")


def test_marking_a_neighbour_races_at_its_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, report = _hip("pull_step_marks_neighbour", capsys, *GRAPH)
    assert (code, report["status"]) == (1, "findings")
    findings = report["findings"]
    assert isinstance(findings, list)
    assert [(f["kind"], f["loc"]["source_line"]) for f in findings] == [("race", 33)]
    # Node 2 (hit by 3) marks node 3's output, which node 3 writes at line 32.
    assert findings[0]["message"].startswith(
        "store of next[12] by lane 2 of wave 0 races with the store at line 32 of ")


def test_an_assumption_over_the_row_offsets_is_used(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Node v writes slot nindex[v] + v: distinct when the offsets do not decrease (the
    assumption decides the verdict); without it, a witness with a row offset that does."""
    code, report = _hip("row_heads", capsys, "--arg", "g.nodes=4", "--assume", SMALL)
    assert (code, report["status"]) == (1, "findings")
    findings = report["findings"]
    assert isinstance(findings, list) and len(findings) == 1
    witness = findings[0]["witness"]
    assert isinstance(witness, str)
    head, _, values = witness.rpartition("(--input g.nindex=values:i32:")
    assert head and values.endswith(")")
    offsets = [int(v) for v in values[:-1].split(",")]
    slots = [offsets[v] + v for v in range(len(offsets))]
    assert len(set(slots)) < len(slots)  # two nodes write one slot
    assert all(0 <= x < 1024 for x in offsets)  # as assumed
    assert any(offsets[i] > offsets[i + 1] for i in range(len(offsets) - 1))

    code, report = _hip("row_heads", capsys, "--arg", "g.nodes=4", "--assume", SMALL,
                        "--assume", NONDECREASING)
    assert (code, report["status"]) == (0, "clean")
    scope = report["scope"]
    assert isinstance(scope, dict)
    assert (scope["inputs"], scope["assumptions"][-2:]) == (
        "every", [f"--assume {SMALL}", f"--assume {NONDECREASING}"])


@pytest.mark.parametrize(("option", "message"), [
    (["--input", "g.nidx=zeros:4"], "error[usage]: --input g.nidx: the struct argument g "
     f"has no field 'nidx': its fields are {FIELDS}"),
    (["--arg", "g.node=4"], "error[usage]: --arg g.node: the struct argument g has no "
     f"field 'node': its fields are {FIELDS}"),
    (["--input", "g=zeros:4"], "error[usage]: --input g: g is a struct passed by value: "
     "give the contents of the buffer a pointer field points to, by the field's name "
     "(g.nindex, g.nlist)"),
    (["--arg", "g=4"], "error[usage]: --arg g: g is a struct passed by value: give one "
     f"field's value by its name ({FIELDS})"),
])
def test_a_name_the_struct_lacks_is_a_located_usage_error(
        option: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, line = _error(["hip", f"{HIP}:pull_step", *LAUNCH, *option], capsys)
    assert code == 2
    where, _, text = line.partition(" ")
    assert where.endswith("csr_pull.hip.ll:12:1:")  # the kernel's definition
    assert text == message


def test_an_assumption_over_a_field_the_struct_lacks(
        capsys: pytest.CaptureFixture[str]) -> None:
    text = "forall i in 0..4: g.nidx[i] <= g.nindex[i+1]"
    code = main(["hip", f"{HIP}:pull_step", *LAUNCH, "--assume", text])
    assert code == 2
    assert capsys.readouterr().err.splitlines()[-1] == (
        f"<--assume>:1:19: error[bad-assume]: --assume {text!r}: the struct argument g has "
        f"no field 'nidx': its fields are {FIELDS}")


# ------------------------------------------------------------------ IR with byref structs

def test_debug_information_names_the_struct_and_its_fields() -> None:
    text = IR.read_text()
    assert struct_argument_names(text, "degree") == {0: ArgNames("g", (
        Member("nodes", 0, ()), Member("edges", 4, ()), Member("nindex", 8, ()),
        Member("nlist", 16, ())))}
    assert struct_argument_names(text, "degree_at_row_start") == {}


def test_the_split_kernel_has_a_parameter_per_field() -> None:
    program = load_kernel(IR, "degree", source_name=str(IR))
    verify_program(program)
    params = [(p.name, p.ty, p.field_of) for p in program.kernel_function.params]
    assert params == [("g.nodes", IntType(32), ("g", 0)), ("g.edges", IntType(32), ("g", 0)),
                      ("g.nindex", PtrType(1), ("g", 0)), ("g.nlist", PtrType(1), ("g", 0)),
                      ("out", PtrType(1), None)]
    # Without debug information the fields are named by index.
    unnamed = load_kernel(IR, "degree_at_row_start", source_name=str(IR))
    assert [p.name for p in unnamed.kernel_function.params] == [
        "g.0", "g.1", "g.2", "g.3", "out"]


def test_a_struct_indexed_by_a_variable_stays_one_parameter() -> None:
    program = load_kernel(IR, "field_by_index", source_name=str(IR))
    assert [p.name for p in program.kernel_function.params] == ["g", "out"]
    assert program.kernel_function.params[0].byref == StructType(
        (IntType(32), IntType(32), PtrType(0), PtrType(0)))
    split, structs = split_struct_args(program)
    assert split is program
    assert [(s.name, s.position, s.kept) for s in structs] == [
        ("g", 0, f"its bytes are indexed by a variable at {IR}:73:3")]
    assert isinstance(structs[0], StructArg) and structs[0].field_list() == "g.0, g.1, g.2, g.3"


def test_the_api_takes_fields_by_name() -> None:
    result = amdsync.check(IR, kernel="degree", workgroup_size=4,
                           args={"g.nodes": 4},
                           inputs={"g.nindex": np.array([0, 2, 3, 3, 5], dtype=np.int32)})
    assert (result.status, result.findings) == ("clean", [])


def test_ir_fields_by_index_race_and_assume(capsys: pytest.CaptureFixture[str]) -> None:
    base = ["check", str(IR), "--kernel", "degree_at_row_start", "--workgroup-size", "4",
            "--arg", "g.0=4", "--json"]
    # Rows 2 and 3 both start at 3 (row 2 is empty): nodes 2 and 3 write out[3].
    assert main([*base, "--input", "g.2=values:i32:0,2,3,3,5"]) == 1
    findings = json.loads(capsys.readouterr().out)["findings"]
    assert [(f["kind"], f["line"], f["message"]) for f in findings] == [
        ("race", 61, "store of out[12] by lane 3 of wave 0 races with the store at line 61 "
         "by lane 2 of wave 0")]
    # Strictly increasing offsets: no two rows start at one slot, for every input.
    assert main([*base, "--assume", "forall i in 0..4: g.2[i] < g.2[i+1]"]) == 0
    assert json.loads(capsys.readouterr().out)["status"] == "clean"


def test_a_position_that_is_a_struct_names_its_fields(
        capsys: pytest.CaptureFixture[str]) -> None:
    text = "%0[1] >= 0"
    code = main(["check", str(IR), "--kernel", "degree", "--workgroup-size", "4",
                 "--assume", text])
    assert code == 2
    assert capsys.readouterr().err.splitlines()[-1] == (
        f"<--assume>:1:1: error[bad-assume]: --assume {text!r}: %0 is the struct argument "
        f"g, which is passed by value: name one of its fields ({FIELDS})")


def test_a_field_of_a_struct_that_stays_whole_is_refused_with_the_reason(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, line = _error(["check", str(IR), "--kernel", "field_by_index",
                         "--workgroup-size", "4", "--input", "g.2=zeros:4"], capsys)
    assert code == 2
    assert line == (f"{IR}:69:1: error[usage]: --input g.2: the struct argument g cannot "
                    f"be given field by field: its bytes are indexed by a variable at "
                    f"{IR}:73:3")


# ------------------------------------------------------------------ OpenCL, a struct value

def test_an_opencl_struct_value_has_fields(capsys: pytest.CaptureFixture[str]) -> None:
    """OpenCL passes the struct as a value; its fields are named from the source too."""
    source = HERE / "csr_degree.cl"
    argv = ["--target", "gfx942", "--workgroup-size", "4", "--arg", "g.nodes=4",
            "--input", "g.nindex=values:i32:0,2,3,3,5", "--json"]
    assert main(["opencl", f"{source}:degree", *argv]) == 0
    assert json.loads(capsys.readouterr().out)["findings"] == []
    assert main(["opencl", f"{source}:degree_at_row_start", *argv]) == 1
    findings = json.loads(capsys.readouterr().out)["findings"]
    assert [(f["kind"], f["loc"]["source_line"]) for f in findings] == [("race", 17)]
    assert findings[0]["message"].startswith(
        "store of out[12] by lane 3 of wave 0 races with the store at line 17 of ")
    code, line = _error(["opencl", f"{source}:degree", *argv[:-1], "--arg", "g.edges=1"],
                        capsys)
    assert code == 2
    assert line.endswith("error[usage]: --arg g.edges: the struct argument g has no field "
                         "'edges': its fields are g.nodes, g.nindex")


# ------------------------------------------------------------------ names carried in the IR

def test_names_carried_in_the_ir_read_back_alike() -> None:
    """hip and opencl append the names to the IR they check (formats/llvm/debug_fields.py):
    nested members keep their offsets within their own struct."""
    names = {"k": {1: ArgNames("g", (
        Member("n", 0, ()), Member("box", 8, (Member("lo", 0, ()), Member("hi", 4, ()))),
        Member("p\"q", 16, ())))}}
    carried = carried_names(names, 7)
    assert carried == (
        '!amdsync.struct_args = !{!7}\n'
        '!7 = !{!"k", i64 1, !"g", !"n", i64 0, !"box", i64 8, !"box.lo", i64 8, '
        '!"box.hi", i64 12, !"p\\22q", i64 16}\n')
    assert struct_argument_names(f"!6 = !{{}}\n{carried}", "k") == names["k"]


def test_kept_ir_names_the_fields_and_a_sweep_takes_them(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    kept = tmp_path / "pull.ll"
    assert main(["hip", f"{HIP}:row_heads", *LAUNCH, "--arg", "g.nodes=1",
                 "--input", "g.nindex=zeros:4xi32", "--keep-ll", str(kept)]) == 0
    capsys.readouterr()
    # `amdsync check` of the kept IR, whose shapes a sweep's tasks read again.
    assert main(["check", str(kept), "--kernel", "row_heads", *LAUNCH, "--sweep",
                 "g.nodes=1:4", "--input", "g.nindex=values:i32:1,0,0,0", "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["coverage"][0]["name"] == "g.nodes"
    findings = report["shapes"][0]["findings"]
    # Row offsets 1, 0: nodes 0 and 1 both write slot 1 once g.nodes >= 2.
    assert [(f["kind"], f["loc"]["source_line"]) for f in findings] == [("race", 42)]
    head, _, tail = findings[0]["message"].partition(" at line 42 of ")
    assert head == ("[g.nodes=2] store of slots[4] by lane 1 of wave 0 races with "
                    "the store")
    assert tail.endswith("csr_pull.hip (IR line 243) by lane 0 of wave 0")
