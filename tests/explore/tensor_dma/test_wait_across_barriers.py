"""A wave in a wait loop on an LDS barrier while the wave that would issue the next
arrival stands before, or waits in, a workgroup barrier (issue 43 item 2;
docs/semantics/async-copies.md, "Barrier-completed operations", Deadlock).

The two-load kernel of test_wait_roles.py, changed so that the issuer, after its first
load's phase, meets a workgroup barrier (LATE) before it issues the second load, and
the waiter, after phase 0, waits for phase 1 too (POLL2). The waiter never reaches
LATE: it waits for an arrival only the issuer's second load makes, and the issuer
waits at LATE for the waiter. No wave ever runs again: a `deadlock` at LATE ("It is
undefined behavior for a barrier wait to never complete",
amdgpu-execution-synchronization), in either role assignment — the issuer reaches LATE
before or after the waiter begins its wait. The check once stopped `incomplete` here
("waiting on LDS barriers across barrier operations is not modelled").

When the waiter meets the barrier too (MEET, before its second wait) both waves pass
it, the issuer issues the second load and the waiter's wait ends: clean.
"""

from __future__ import annotations

import pytest

from amdsync.api import check

from .test_wait_roles import kernel, line_of


def across_barrier(issuer: int, meet: bool) -> str:
    text = kernel(issuer, loads=2)
    text = text.replace("  %lp2 = getelementptr",
                        "  call void @llvm.amdgcn.s.barrier() ; LATE\n  %lp2 = getelementptr")
    second = ("\nwait2:\n"
              "  %word2 = load i64, ptr addrspace(3) @bar, align 8 ; POLL2\n"
              "  %phase2 = and i64 %word2, 536870912\n"
              "  %same2 = icmp ne i64 %phase2, 0\n"
              "  br i1 %same2, label %wait2, label %done\n")
    if meet:
        second = ("\nmeet:\n  call void @llvm.amdgcn.s.barrier() ; MEET\n"
                  "  br label %wait2\n" + second)
    return text.replace("  br i1 %same, label %wait, label %done\n",
                        "  br i1 %same, label %wait, label %"
                        + ("meet" if meet else "wait2") + "\n" + second)


@pytest.mark.parametrize("issuer", [0, 1])
def test_a_waiter_for_a_load_issued_after_a_barrier_it_never_meets_deadlocks(
        issuer: int) -> None:
    text = across_barrier(issuer, meet=False)
    result = check(text, target="gfx1250", workgroup_size=64)
    assert result.status == "findings", result.incomplete_reason
    [finding] = result.findings
    late, poll2 = line_of(text, "LATE"), line_of(text, "POLL2")
    assert (finding.kind, finding.loc.line) == ("deadlock", late)
    waiter = 1 - issuer
    assert finding.message == (
        "2 wave(s) wait forever: barrier -1 (workgroup) still needs 1 arrival(s); "
        f"wave {waiter} spins on bar[0], and no write that could end its loop ever comes "
        "(undefined behaviour: a barrier wait must complete)")
    assert [(e.loc.line, e.what) for e in finding.trace] == [
        (late, f"wave {issuer} waits on barrier -1 (workgroup) forever"),
        (poll2, f"wave {waiter} reads bar[0] here again and again; every write to it "
                "has been seen")]


@pytest.mark.parametrize("issuer", [0, 1])
def test_a_waiter_that_meets_the_barrier_is_clean(issuer: int) -> None:
    text = across_barrier(issuer, meet=True)
    result = check(text, target="gfx1250", workgroup_size=64)
    assert result.status == "clean", result.incomplete_reason
    assert result.findings == []
