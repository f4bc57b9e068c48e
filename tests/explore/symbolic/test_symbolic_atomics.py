"""Relaxed atomics and LDS accesses at addresses computed from input data, decided by the
solver for every input (docs/semantics/symbolic.md, "Atomics and LDS at term addresses"):
a CSR push step and an LDS-privatized histogram in HIP with their seeded twins, and
small 4-lane kernels whose verdict must equal that of running every input of
{0, 1, 2}^4 concretely."""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path

import pytest

from amdsync.api import check
from amdsync.cli.main import main

KERNELS = Path(__file__).parent / "kernels"


def _run(source: str, launch: list[str], capsys: pytest.CaptureFixture[str],
         *more: str) -> tuple[int, dict[str, object]]:
    code = main(["hip", str(KERNELS / source), "--target", "gfx942", *launch, "--json",
                 *more])
    return code, json.loads(capsys.readouterr().out)


@pytest.mark.parametrize(("source", "launch", "assumptions"), [
    ("csr_push.hip:csr_push", ["--workgroup-size", "16"],
     ["the atomicrmw min at line 32 (csr_push.hip:17) writes within buffer dist",
      "the atomicrmw min at line 42 (csr_push.hip:17) writes within buffer dist"]),
    ("lds_histogram.hip:lds_histogram", ["--workgroup-size", "64", "--workgroups", "2"],
     ["the atomicrmw add at line 31 (lds_histogram.hip:19) writes within buffer "
      "local of lds_histogram"]),
])
def test_clean_for_every_input(source: str, launch: list[str], assumptions: list[str],
                               capsys: pytest.CaptureFixture[str]) -> None:
    code, report = _run(source, launch, capsys)
    assert (code, report["status"], report["findings"]) == (0, "clean", [])
    assert report["scope"] == {"inputs": "every", "loop_trips": [],
                               "assumptions": assumptions}


@pytest.mark.parametrize(("source", "launch", "where", "given", "concretely"), [
    # (two lanes' stores of the first edge meet at dist[0]: the race the concrete run
    # reports, one cause, docs/findings.md; the log judges lanes whose offsets are
    # constants too, which it once left to a shadow that never saw them)
    ("csr_push.hip:csr_push_plain", ["--workgroup-size", "16"], ("race", 71),
     "nlist=zeros:31xi32 --input wt=zeros:31xi32", {("race", 71)}),
    # (the read of the ++ races with another lane's write; its undef value reaches the
    # store to global memory after the barrier: docs/findings.md)
    ("lds_histogram.hip:lds_histogram_plain", ["--workgroup-size", "64"], ("race", 75),
     "key=zeros:64xi32", {("race", 75)}),
])
def test_each_twin_races_with_a_witness_the_concrete_run_confirms(
        source: str, launch: list[str], where: tuple[str, int], given: str,
        concretely: set[tuple[str, int]], capsys: pytest.CaptureFixture[str]) -> None:
    code, report = _run(source, launch, capsys)
    assert (code, report["status"]) == (1, "findings")
    findings = report["findings"]
    assert isinstance(findings, list)
    (finding,) = findings
    assert (finding["kind"], finding["line"]) == where
    # (the witness ends the cause; the other instruction pairs of one cause follow it)
    found = re.search(r"\(--input ([^)]*)\)(;|$)", finding["message"])
    assert found is not None and found.group(1) == given
    args = [a for part in given.split(" --input ") for a in ("--input", part)]
    code, concrete = _run(source, launch, capsys, *args)
    assert code == 1
    found_concretely = concrete["findings"]
    assert isinstance(found_concretely, list)
    assert {(f["kind"], f["line"]) for f in found_concretely} == concretely


# 4 lanes; data read-only (every input), out a global buffer, lds 8 words in LDS.
HEAD = """target triple = "amdgcn-amd-amdhsa"
@lds = internal addrspace(3) global [8 x i32] undef, align 16
define amdgpu_kernel void @k(ptr addrspace(1) %data, ptr addrspace(1) %out, ptr addrspace(1) %res) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %data, i32 %t
  %d = load i32, ptr addrspace(1) %p
  %dt = add i32 %d, %t
  %own = getelementptr i32, ptr addrspace(1) %out, i32 %t
  %at = getelementptr i32, ptr addrspace(1) %out, i32 %dt
  %rp = getelementptr i32, ptr addrspace(1) %res, i32 %t
  %t4 = add i32 %t, 4
  %rq = getelementptr i32, ptr addrspace(1) %res, i32 %t4
  %lown = getelementptr [8 x i32], ptr addrspace(3) @lds, i32 0, i32 %t
  %lhigh = getelementptr [8 x i32], ptr addrspace(3) @lds, i32 0, i32 %t4
  %lat = getelementptr [8 x i32], ptr addrspace(3) @lds, i32 0, i32 %dt
BODY  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
"""
BARRIER = ('  fence syncscope("workgroup") release\n  call void @llvm.amdgcn.s.barrier()\n'
           '  fence syncscope("workgroup") acquire\n')
CLEAR = "  store i32 0, ptr addrspace(3) %lown\n  store i32 0, ptr addrspace(3) %lhigh\n"
CLEAR_ATOMIC = ('  store atomic i32 0, ptr addrspace(3) %lown syncscope("workgroup") monotonic, '
                'align 4\n  store atomic i32 0, ptr addrspace(3) %lhigh syncscope("workgroup") '
                'monotonic, align 4\n')
ADD = '  %r = atomicrmw add ptr addrspace(3) %lat, i32 1 syncscope("workgroup") monotonic\n'
READ = ("  %a = load i32, ptr addrspace(3) %lown\n  store i32 %a, ptr addrspace(1) %rp\n"
        "  %b = load i32, ptr addrspace(3) %lhigh\n  store i32 %b, ptr addrspace(1) %rq\n")
READ_ATOMIC = ('  %a = load atomic i32, ptr addrspace(3) %lown syncscope("workgroup") monotonic, '
               'align 4\n  store i32 %a, ptr addrspace(1) %rp\n'
               '  %b = load atomic i32, ptr addrspace(3) %lhigh syncscope("workgroup") '
               'monotonic, align 4\n  store i32 %b, ptr addrspace(1) %rq\n')
BODIES = {
    # two atomics of inclusive scopes: never a race, whatever the addresses
    "global: atomicrmw min beside an atomic load": (
        '  %a = load atomic i32, ptr addrspace(1) %own syncscope("agent") monotonic, align 4\n'
        '  %r = atomicrmw min ptr addrspace(1) %at, i32 %a syncscope("agent") monotonic\n'),
    # an atomic against a plain access: a race where they meet
    "global: atomicrmw add beside a plain load": (
        "  %a = load i32, ptr addrspace(1) %own\n  store i32 %a, ptr addrspace(1) %rp\n"
        '  %r = atomicrmw add ptr addrspace(1) %at, i32 1 syncscope("agent") monotonic\n'),
    "global: cmpxchg beside a plain store": (
        "  store i32 %t, ptr addrspace(1) %own\n"
        '  %r = cmpxchg ptr addrspace(1) %at, i32 0, i32 1 syncscope("agent") monotonic '
        "monotonic\n"),
    # single-thread scopes of two lanes are not inclusive: a race where lanes meet
    "global: single-thread atomicrmw": (
        '  %a = load atomic i32, ptr addrspace(1) %own syncscope("agent") monotonic, align 4\n'
        '  %r = atomicrmw add ptr addrspace(1) %at, i32 1 syncscope("singlethread") '
        "monotonic\n"),
    # an atomic read that another lane's later add may write, after a plain clear
    "global: atomic read, then other lanes' adds": (
        "  store i32 0, ptr addrspace(1) %own\n" + BARRIER
        + '  %a = load atomic i32, ptr addrspace(1) %own syncscope("agent") monotonic, '
        "align 4\n  store i32 %a, ptr addrspace(1) %rp\n"
        '  %r = atomicrmw add ptr addrspace(1) %at, i32 1 syncscope("agent") monotonic\n'),
    "lds: atomic histogram, atomic clear and reads": CLEAR_ATOMIC + BARRIER + ADD + BARRIER
    + READ_ATOMIC,
    # a plain read of a bin two adds wrote returns undef
    "lds: atomic histogram, plain reads": CLEAR + BARRIER + ADD + BARRIER + READ,
    # an add that may see the plain clear and another lane's add reads undef
    "lds: atomic histogram, plain clear": CLEAR + BARRIER + ADD + BARRIER + READ_ATOMIC,
    "lds: atomic histogram, no barrier before the reads": CLEAR_ATOMIC + BARRIER + ADD
    + READ_ATOMIC,
    "lds: plain increment": CLEAR + BARRIER + "  %v = load i32, ptr addrspace(3) %lat\n"
    "  %w = add i32 %v, %t\n  store i32 %w, ptr addrspace(3) %lat\n" + BARRIER + READ,
}


@pytest.mark.parametrize("name", list(BODIES))
def test_the_verdict_against_every_input_of_a_domain(name: str) -> None:
    """The every-input verdict is decided, a finding exactly when some data of
    {0, 1, 2}^4 has one concretely, each race with a witness."""
    text = HEAD.replace("BODY", BODIES[name])
    symbolic = check(text, target="gfx942", workgroup_size=4)
    assert symbolic.status in ("clean", "findings"), symbolic.incomplete_reason
    some = False
    for data in itertools.product(range(3), repeat=4):
        concrete = check(text, target="gfx942", workgroup_size=4, inputs={
            "data": "values:i32:" + ",".join(map(str, data))})
        assert concrete.status in ("clean", "findings"), concrete.incomplete_reason
        some = some or concrete.status == "findings"
        if some:
            break
    assert (symbolic.status == "findings") == some
    assert all(f.witness is not None for f in symbolic.findings)


@pytest.mark.parametrize(("body", "why"), [
    ("  store i32 0, ptr addrspace(3) %lown\n"
     "  %f = addrspacecast ptr addrspace(3) %lhigh to ptr\n  store i32 0, ptr %f\n"
     + BARRIER + ADD,
     "it lies in LDS variable lds, where an address computed from input data is decided "
     "only if every access is a plain load or store or a relaxed atomic through it, but "
     "the store at line 18 accesses LDS variable lds through a flat pointer"),
    ('  %a = load atomic i32, ptr addrspace(1) %own syncscope("agent") acquire, align 4\n'
     "  store i32 %a, ptr addrspace(1) %at\n",
     "it lies in buffer out, where an address computed from input data is decided only if "
     "every access is a plain load or store or a relaxed atomic through it, but the atomic "
     "load at line 16 accesses buffer out with an ordering that synchronizes"),
])
def test_what_the_log_does_not_take_is_incomplete_naming_why(body: str, why: str) -> None:
    result = check(HEAD.replace("BODY", body), target="gfx942", workgroup_size=4)
    assert result.status == "incomplete"
    assert result.incomplete_reason == (
        f"an address depends on a value amdsync does not track; {why} (it is read at "
        "line 6 from buffer data: give its contents with --input data=...)")
