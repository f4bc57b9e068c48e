"""Per-lane conditions in lane splits (docs/semantics/every-input.md, "Per-lane
conditions"; explore/every_input/lane_splits.py) against the concrete check of every
input of a small domain, on random kernels after varlen attention's row guard: two
workgroups of 4 lanes read ``s = data[b]`` and ``e = data[b + 1]``, and a lane whose id
passes a test against a bound computed from them stores to ``out`` at an index computed
from ``s`` (a term: an address that does not depend on the data goes to the shadow,
which does not know the lanes' conditions) and its id. Every lane runs both sides of
the split; each lane's store carries its own condition into the solver's question — as
one term over lane variables or one per pair of lanes (docs/semantics/symbolic.md,
"Lanes as one term"), both run.

The property: the symbolic check decides (never `incomplete`); where some input of the
domain races, it reports a race; where it is clean, every input of the domain is clean;
a race it reports carries a witness input (which a concrete run confirmed)."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from amdsync.api import check
from amdsync.explore.symbolic import access_log

DOMAIN = range(3)

_KERNEL = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %data, ptr addrspace(1) %out) {
entry:
  %b = call i32 @llvm.amdgcn.workgroup.id.x()
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p0 = getelementptr i32, ptr addrspace(1) %data, i32 %b
  %s = load i32, ptr addrspace(1) %p0
  %b1 = add i32 %b, 1
  %p1 = getelementptr i32, ptr addrspace(1) %data, i32 %b1
  %e = load i32, ptr addrspace(1) %p1
BOUND  %in = icmp PRED i32 %t, %bound
  br i1 %in, label %body, label %exit
body:
  %x = mul i32 %s, SCALE
  %y = mul i32 %t, STEP
  %z = add i32 %x, %y
  %idx = add i32 %z, OFFSET
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %idx
  store i32 VALUE, ptr addrspace(1) %q
  br label %exit
exit:
  ret void
}
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
"""


@st.composite
def kernels(draw: st.DrawFn) -> str:
    bound = draw(st.sampled_from(["  %bound = sub i32 %e, %s\n", "  %bound = add i32 %e, 0\n",
                                  "  %bound = add i32 %s, 1\n"]))
    return (_KERNEL.replace("BOUND", bound)
            .replace("PRED", draw(st.sampled_from(["slt", "sle", "sgt", "ne"])))
            .replace("SCALE", str(draw(st.sampled_from([1, 2]))))
            .replace("STEP", str(draw(st.sampled_from([0, 1, 2]))))
            .replace("OFFSET", str(draw(st.integers(0, 2))))
            .replace("VALUE", draw(st.sampled_from(["%t", "7"]))))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(kernels(), st.booleans())
def test_the_split_verdict_against_every_input_of_a_domain(text: str, one_term: bool) -> None:
    with pytest.MonkeyPatch.context() as patch:
        if one_term:  # (4 x 4 lanes: below the default, so the one-term question is forced)
            patch.setattr(access_log, "TEMPLATE_MIN_PAIRS", 1)
        symbolic = check(text, target="gfx942", workgroup_size=4, workgroups=2)
    assert symbolic.status in ("clean", "findings"), symbolic.incomplete_reason
    racy = False
    for data in itertools.product(DOMAIN, repeat=3):
        concrete = check(text, target="gfx942", workgroup_size=4, workgroups=2, inputs={
            "data": "values:i32:" + ",".join(map(str, data))})
        assert concrete.status in ("clean", "findings")
        if concrete.status == "findings":
            racy = True
            break
    if racy:
        assert symbolic.status == "findings"
    if symbolic.status == "findings":
        assert all(f.witness is not None for f in symbolic.findings if f.kind == "race")
    else:
        assert not racy
