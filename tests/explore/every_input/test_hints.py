"""What an `incomplete` names (docs/semantics/every-input.md, "Every input"): the buffer an unknown
value is read from (--input), a scalar argument only when it flows into the value
(--arg), and memory no argument holds when that is where the value comes from."""

from __future__ import annotations

import pytest

from amdsync.api import check

KERNEL = """target triple = "amdgcn-amd-amdhsa"
@s = internal addrspace(3) global [4 x i32] zeroinitializer
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, float %scale) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %t
  %l = getelementptr i32, ptr addrspace(3) @s, i32 %t
  store i32 %t, ptr addrspace(3) %l
  %v = VALUE
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %v
  store i32 0, ptr addrspace(1) %q
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


@pytest.mark.parametrize(("value", "hint"), [
    # a buffer, with a float scalar argument that plays no part: only --input (divided:
    # a division has no exact term, docs/semantics/symbolic.md, so the solver cannot
    # decide the address; the load is still at line 8)
    ("load i32, ptr addrspace(1) %p\n  %v = udiv i32 %x, 3",
     "(it is read at line 8 from buffer in: give its contents with --input in=...)"),
    # the scalar is part of the value
    ("fptosi float %scale to i32", "(pass --arg scale=VALUE)"),
])
def test_the_hint_names_what_the_value_depends_on(value: str, hint: str) -> None:
    text = KERNEL.replace("%v = VALUE", "%x = " + value if "udiv" in value else
                          "%v = " + value)
    result = check(text, workgroup_size=4)
    assert result.incomplete_reason == (
        f"an address depends on a value amdsync does not track {hint}")


def test_memory_no_argument_holds() -> None:
    text = KERNEL.replace("  %v = VALUE\n", "  %w = load i32, ptr addrspace(3) %l\n"
                          "  %v = mul i32 %w, %w\n")
    text = text.replace("  store i32 %t, ptr addrspace(3) %l\n",
                        "  %u = load i32, ptr addrspace(1) %p\n"
                        "  store i32 %u, ptr addrspace(3) %l\n")
    result = check(text, workgroup_size=4)
    assert result.incomplete_reason == (
        "an address depends on a value amdsync does not track (it is read at line 9 from "
        "memory no argument's buffer holds)")


def test_an_address_computed_from_a_buffer_is_decided_by_the_solver() -> None:
    """Where the address has a term (explore/symbolic/propagate.py), the solver decides
    it: the four lanes store the same 0, so lanes meeting at one address write one
    value (docs/semantics/atomics-and-lanes.md), and the launch is clean for every
    input, assuming the store stays in its buffer."""
    result = check(KERNEL.replace("VALUE", "load i32, ptr addrspace(1) %p"),
                   workgroup_size=4)
    assert result.status == "clean"
    assert result.scope is not None
    assert result.scope.assumptions == ("the store at line 10 writes within buffer out",)
