"""Hypothesis-generated kernels whose float compares choose arithmetic only (docs/
semantics/every-input.md, "Branches that only choose values"): a tree of branches on
compares of loaded floats, each leaf one arithmetic step, then optionally the result
exchanged through LDS (with the barrier or without it) and a second tree on the value
read back; each lane stores its result to its own element. Each kernel is checked once
for every input and again for every input of a small domain: clean iff every input is
clean, every finding some input's, and `incomplete` only where some input has a
finding."""

from __future__ import annotations

import itertools

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from amdsync.api import check

LANES = 2
DOMAIN = (0.0, 1.0, 2.0)
PREDICATES = ("ogt", "olt", "oeq", "une", "oge")
SYNC = """  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
"""

# ("leaf", op, constant) | ("br", lhs, pred, rhs, then, else): lhs and rhs name a value
# ("v" the lane's element, "w" the other lane's, "u" element 0, "r" the value so far,
# "q" the value read back from LDS, in the second tree only) or "1.0".
Tree = tuple[object, ...]


def trees(depth: int, names: tuple[str, ...]) -> st.SearchStrategy[Tree]:
    leaf = st.tuples(st.just("leaf"), st.sampled_from(("fadd", "fmul", "fsub", "keep")),
                     st.sampled_from(("0.5", "2.0", "-1.0")))
    if depth == 0:
        return leaf
    sub = trees(depth - 1, names)
    operand = st.sampled_from((*names, "1.0"))
    branch = st.tuples(st.just("br"), st.sampled_from(names), st.sampled_from(PREDICATES),
                       operand, sub, sub)
    return st.one_of(leaf, branch)


class _Writer:
    def __init__(self) -> None:
        self.lines: list[str] = []
        self.count = 0

    def fresh(self, stem: str) -> str:
        self.count += 1
        return f"{stem}{self.count}"

    def tree(self, tree: Tree, value: str, block: str) -> tuple[str, str]:
        """Emit ``tree`` on ``value`` continuing block ``block`` (open); returns the
        result register and the open block it ends in."""
        if tree[0] == "leaf":
            _, op, constant = tree
            if op == "keep":
                return value, block
            out = self.fresh("%r")
            self.lines.append(f"  {out} = {op} float {value}, {constant}")
            return out, block
        _, lhs, pred, rhs, then, other = tree
        env = {"r": value}
        cond = self.fresh("%c")
        left = env.get(str(lhs), f"%{lhs}")
        right = str(rhs) if rhs == "1.0" else env.get(str(rhs), f"%{rhs}")
        yes, no, join = self.fresh("yes"), self.fresh("no"), self.fresh("join")
        self.lines += [f"  {cond} = fcmp {pred} float {left}, {right}",
                       f"  br i1 {cond}, label %{yes}, label %{no}", f"{yes}:"]
        a, a_end = self.tree(then, value, yes)  # type: ignore[arg-type]
        self.lines += [f"  br label %{join}", f"{no}:"]
        b, b_end = self.tree(other, value, no)  # type: ignore[arg-type]
        out = self.fresh("%p")
        self.lines += [f"  br label %{join}", f"{join}:",
                       f"  {out} = phi float [ {a}, %{a_end} ], [ {b}, %{b_end} ]"]
        return out, join


def kernel(first: Tree, second: Tree | None, sync: bool) -> str:
    w = _Writer()
    w.lines += [
        'target triple = "amdgcn-amd-amdhsa"',
        "@lds = internal addrspace(3) global [2 x float] poison",
        "define amdgpu_kernel void @k(ptr addrspace(1) %x, ptr addrspace(1) %y) {",
        "entry:",
        "  %t = call i32 @llvm.amdgcn.workitem.id.x()",
        "  %n = sub i32 1, %t",
        "  %pv = getelementptr float, ptr addrspace(1) %x, i32 %t",
        "  %pw = getelementptr float, ptr addrspace(1) %x, i32 %n",
        "  %v = load float, ptr addrspace(1) %pv",
        "  %w = load float, ptr addrspace(1) %pw",
        "  %u = load float, ptr addrspace(1) %x",
    ]
    result, block = w.tree(first, "%v", "entry")
    if second is not None:
        w.lines += ["  %pl = getelementptr float, ptr addrspace(3) @lds, i32 %t",
                    f"  store float {result}, ptr addrspace(3) %pl",
                    *(SYNC.rstrip("\n").split("\n") if sync else []),
                    "  %pq = getelementptr float, ptr addrspace(3) @lds, i32 %n",
                    "  %q = load float, ptr addrspace(3) %pq"]
        result, block = w.tree(second, result, block)
    w.lines += ["  %py = getelementptr float, ptr addrspace(1) %y, i32 %t",
                f"  store float {result}, ptr addrspace(1) %py",
                "  ret void", "}",
                "declare i32 @llvm.amdgcn.workitem.id.x()",
                "declare void @llvm.amdgcn.s.barrier()", ""]
    return "\n".join(w.lines)


def _found(result: object) -> set[tuple[str, int]]:
    return {(f.kind, f.loc.line) for f in result.findings}  # type: ignore[attr-defined]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(trees(2, ("v", "w", "u", "r")),
       st.none() | trees(2, ("v", "q", "r")), st.booleans())
def test_selects_against_every_input(first: Tree, second: Tree | None, sync: bool) -> None:
    text = kernel(first, second, sync)
    every = check(text, workgroup_size=LANES)
    statuses: set[str] = set()
    union: set[tuple[str, int]] = set()
    for xs in itertools.product(DOMAIN, repeat=LANES):
        one = check(text, workgroup_size=LANES, inputs={"x": np.array(xs, np.float32)})
        assert one.status != "incomplete", (text, xs, one.incomplete_reason)
        statuses.add(one.status)
        union |= _found(one)
    # (`incomplete` only where some input has a finding: undefined bytes reaching a
    # region other than through its condition send the branch to the split rules,
    # which keep a finding only with a witness)
    assert every.status != "incomplete" or union, (text, every.incomplete_reason)
    assert (every.status == "clean") == (statuses == {"clean"}), text
    assert _found(every) <= union, text
    assert not every.notes, text  # (selects assume no side)
