"""The every-input verdict under symbols against the concrete check of every input of a
small domain (docs/semantics/symbolic.md, "Symbols in the machine"), on random kernels
whose store addresses are computed from buffer contents: a store through one address,
then maybe a second store through another, by 4 lanes.

The property, for each kernel: the symbolic check decides (never `incomplete`); where
some input of the domain races, it reports a race; where it is clean, every input of
the domain is clean; and a race it reports carries a witness input (which a concrete
check confirmed, or it would not be reported)."""

from __future__ import annotations

import itertools

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from amdsync.api import check

DOMAIN = range(3)

_KERNEL = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %data, ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %data, i32 %t
  %d = load i32, ptr addrspace(1) %p
BODY  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


@st.composite
def indexes(draw: st.DrawFn, name: str) -> str:
    """``%name = d * a + t * b + c`` in three instructions (i32, no overflow in range)."""
    a = draw(st.sampled_from([0, 1, 2, 4]))
    b = draw(st.sampled_from([0, 1, 3, 4]))
    c = draw(st.integers(0, 3))
    return (f"  %{name}.a = mul i32 %d, {a}\n  %{name}.b = mul i32 %t, {b}\n"
            f"  %{name}.s = add i32 %{name}.a, %{name}.b\n  %{name} = add i32 %{name}.s, {c}\n")


@st.composite
def kernels(draw: st.DrawFn) -> str:
    body = draw(indexes("i"))
    body += "  %q = getelementptr i32, ptr addrspace(1) %out, i32 %i\n"
    value = draw(st.sampled_from(["%t", "7"]))
    body += f"  store i32 {value}, ptr addrspace(1) %q\n"
    if draw(st.booleans()):
        body += draw(indexes("j"))
        body += "  %r = getelementptr i32, ptr addrspace(1) %out, i32 %j\n"
        body += "  store i32 %t, ptr addrspace(1) %r\n"
    return _KERNEL.replace("BODY", body)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(kernels())
def test_the_symbolic_verdict_against_every_input_of_a_domain(text: str) -> None:
    symbolic = check(text, target="gfx942", workgroup_size=4)
    assert symbolic.status in ("clean", "findings"), symbolic.incomplete_reason
    racy = False
    for data in itertools.product(DOMAIN, repeat=4):
        concrete = check(text, target="gfx942", workgroup_size=4, inputs={
            "data": "values:i32:" + ",".join(map(str, data))})
        assert concrete.status in ("clean", "findings")
        racy = racy or concrete.status == "findings"
        if racy:
            break
    if racy:
        assert symbolic.status == "findings"
    if symbolic.status == "findings":
        assert all(f.witness is not None for f in symbolic.findings if f.kind == "race")
    else:
        assert not racy
