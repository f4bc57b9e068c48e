"""Loops whose lanes run different trip counts (docs/semantics/every-input.md, "Loops
whose lanes run different trip counts"; explore/every_input/unknown_branches.py
``_close_divergent``): a register-only loop whose exit test the lanes of a wave may
disagree on is left at once by every lane with the loop's registers unknown.

Against the concrete check of every input of a small domain, on random kernels after a
CSR row scan: lane t of one workgroup of 2 lanes loops ``e`` from ``idx[t]`` to
``idx[t+1]``, combining ``src[e]`` (a buffer the launch only reads, given, so that a
witness input needs only ``idx``), then stores at an index computed from its id (its
own, its pair's, a constant), always, or where a test on ``idx`` or on the loop's result
holds. The property: a clean verdict means every input of the domain is clean; a
finding carries a witness input whose concrete run has it (the witness may lie outside
the domain); some input racing means no clean verdict; `incomplete` (no witness input
found for a race an execution shows) only where some input may race."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from amdsync.api import check
from amdsync.cli.main import main

DOMAIN = range(3)
SRC = {"src": "values:i32:0,1,1,0,1"}

_KERNEL = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %idx, ptr addrspace(1) %src, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p0 = getelementptr i32, ptr addrspace(1) %idx, i32 %t
  %s = load i32, ptr addrspace(1) %p0
  %t1 = add i32 %t, 1
  %p1 = getelementptr i32, ptr addrspace(1) %idx, i32 %t1
  %e = load i32, ptr addrspace(1) %p1
  %c0 = icmp slt i32 %s, %e
  br i1 %c0, label %loop, label %exit
loop:
  %i = phi i32 [ %s, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %q = getelementptr i32, ptr addrspace(1) %src, i32 %i
  %x = load i32, ptr addrspace(1) %q
  %acc1 = COMBINE i32 %acc, %x
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %e
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %acc1, %loop ]
GUARD  br i1 %g, label %st, label %done
st:
INDEX  %po = getelementptr i32, ptr addrspace(1) %out, i32 %w
  store i32 VALUE, ptr addrspace(1) %po
  br label %done
done:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""

GUARDS = {"always": "  %g = icmp eq i32 0, 0\n",
          "on idx": "  %g = icmp sgt i32 %e, 1\n",
          "on the result": "  %g = icmp ne i32 %r, 0\n"}
INDICES = {"own": "  %w = add i32 %t, 0\n", "pair": "  %w = lshr i32 %t, 1\n",
           "one": "  %w = add i32 0, 0\n"}


@st.composite
def kernels(draw: st.DrawFn) -> tuple[str, str]:
    guard = draw(st.sampled_from(sorted(GUARDS)))
    text = (_KERNEL.replace("GUARD", GUARDS[guard])
            .replace("INDEX", INDICES[draw(st.sampled_from(sorted(INDICES)))])
            .replace("COMBINE", draw(st.sampled_from(["or", "add"])))
            .replace("VALUE", draw(st.sampled_from(["%r", "%t"]))))
    return text, guard


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(kernels())
def test_the_closed_loop_verdict_against_every_input_of_a_domain(
        kernel: tuple[str, str]) -> None:
    text, guard = kernel
    symbolic = check(text, target="gfx942", workgroup_size=2, inputs=SRC)
    racy = []
    for data in itertools.product(DOMAIN, repeat=3):
        concrete = check(text, target="gfx942", workgroup_size=2, inputs={
            **SRC, "idx": "values:i32:" + ",".join(map(str, data))})
        assert concrete.status in ("clean", "findings"), concrete.incomplete_reason
        if concrete.findings:
            racy.append(data)
    if symbolic.status == "clean":
        assert not racy
    elif symbolic.status == "findings":
        # (the witness may lie outside the domain: its own concrete run must race)
        for finding in symbolic.findings:
            assert finding.witness
            flag = finding.witness.rsplit("(--input ", 1)[1].rstrip(")")
            name, source = flag.split("=", 1)
            again = check(text, target="gfx942", workgroup_size=2,
                          inputs={**SRC, name: source})
            assert [(f.kind, f.loc.line) for f in again.findings] == [
                (finding.kind, finding.loc.line)]
    else:
        # (honest: a race some execution shows whose witness input the filler did not
        # find; never where the domain has no race and the store is unconditional)
        assert racy or guard != "always", symbolic.incomplete_reason
    if racy:
        assert symbolic.status != "clean"


KERNELS = Path(__file__).parent / "loops" / "csr_pull.hip"
LAUNCH = ["--offload-arch", "gfx942", "--workgroup-size", "64", "--workgroups", "2",
          "--format", "json"]


def test_a_csr_pull_step_is_clean_for_every_graph(
        capsys: pytest.CaptureFixture[str]) -> None:
    import json  # noqa: PLC0415

    code = main(["hip", f"{KERNELS}:csr_pull", *LAUNCH])
    report = json.loads(capsys.readouterr().out)
    assert (code, report["status"]) == (0, "clean")
    scope = report["scope"]
    assert scope["inputs"] == "every" and scope["loop_trips"] == []
    # (clang vectorizes the scan by two: both loops are closed, each named with what
    # it assumes; the vector loop's test counts by two, so its end is assumed)
    assert [a for a in scope["assumptions"] if a.startswith("the loop")] == [
        "the loop whose exit test is at line 64 ends and reads within its buffers on "
        "every trip (the loads at line 49 (csr_pull.hip:15), line 55 (csr_pull.hip:15), "
        "line 56 (csr_pull.hip:15))",
        "the loop whose exit test is at line 92 (csr_pull.hip:14) reads within its "
        "buffers on every trip (the loads at line 84 (csr_pull.hip:15), line 87 "
        "(csr_pull.hip:15))"]


def test_the_twin_without_the_block_offset_races_with_a_witness(
        capsys: pytest.CaptureFixture[str]) -> None:
    import json  # noqa: PLC0415

    code = main(["hip", f"{KERNELS}:csr_pull_local_id", *LAUNCH])
    report = json.loads(capsys.readouterr().out)
    assert code == 1
    findings = report["findings"]
    assert [(f["kind"], f["loc"]["source_line"]) for f in findings] == [("race", 27)]
    assert findings[0]["witness"] == "nindex[0..259] (i8) = 0 (--input nindex=zeros:260xi8)"
