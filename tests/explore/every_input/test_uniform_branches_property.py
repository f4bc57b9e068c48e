"""Hypothesis-generated kernels with data-dependent control flow (a tree of branches
and switches on two values of an input buffer compared with constants: one every lane reads,
wave-uniform, and one per lane, on which lanes split; each leaf a safe store, a racy store
or nothing), each checked once for every input (docs/semantics/every-input.md, "Every
input") and again for every input of a small domain: clean iff every input is clean; each
finding is some input's and its witness reproduces it; `incomplete` only where some leaf's
finding has no witness."""

from __future__ import annotations

import itertools

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.explore.every_input.test_uniform_branches import _verdict, _witness

from amdsync.api import check

PREDICATES = ("eq", "ne", "slt", "sgt", "ule", "uge")
# The values each cell takes in the brute-force inputs: every constant compared with
# (0, 1) and a value past each end (-1 is the largest unsigned), so each side some
# input takes is taken here.
CONSTANTS = (0, 1)
DOMAIN = range(-1, 3)
CELLS = 2  # %a0 = in[0] (every lane), %a1 = in[1 + lane]
LANES = 2

Tree = object  # ("leaf", kind) | ("br", cell, pred, k, then, else) | ("sw", cell, cases, default)


def trees(depth: int) -> st.SearchStrategy[Tree]:
    leaf = st.sampled_from(["safe", "racy", "none"]).map(lambda k: ("leaf", k))
    if depth == 0:
        return leaf
    sub = trees(depth - 1)
    branch = st.tuples(st.just("br"), st.integers(0, CELLS - 1), st.sampled_from(PREDICATES),
                       st.sampled_from(CONSTANTS), sub, sub)
    switch = st.tuples(st.just("sw"), st.integers(0, CELLS - 1),
                       st.lists(st.tuples(st.sampled_from(CONSTANTS), sub), min_size=1, max_size=2,
                                unique_by=lambda c: c[0]), sub)
    return st.one_of(leaf, branch, switch)


class _Writer:
    def __init__(self) -> None:
        self.lines: list[str] = []
        self.count = 0

    def label(self) -> str:
        self.count += 1
        return f"b{self.count}"

    def block(self, tree: Tree) -> str:
        """Emit ``tree`` as blocks; returns its first block's label."""
        name = self.label()
        match tree:
            case ("leaf", kind):
                self.lines.append(f"{name}:")
                if kind == "safe":
                    self.lines.append("  store i32 %t, ptr addrspace(1) %mine")
                elif kind == "racy":
                    self.lines.append("  store i32 %t, ptr addrspace(1) %out")
                self.lines.append("  br label %end")
            case ("br", cell, pred, k, then, other):
                body: list[str] = [f"{name}:", f"  %c{name} = icmp {pred} i32 %a{cell}, {k}"]
                self.lines += body
                at = len(self.lines)
                yes, no = self.block(then), self.block(other)
                self.lines.insert(at, f"  br i1 %c{name}, label %{yes}, label %{no}")
            case ("sw", cell, cases, default):
                self.lines.append(f"{name}:")
                at = len(self.lines)
                targets = [(k, self.block(sub)) for k, sub in cases]
                fallback = self.block(default)
                arms = " ".join(f"i32 {k}, label %{t}" for k, t in targets)
                self.lines.insert(at, f"  switch i32 %a{cell}, label %{fallback} [ {arms} ]")
        return name


def kernel(tree: Tree) -> str:
    writer = _Writer()
    first = writer.block(tree)
    loads = ["  %p0 = getelementptr i32, ptr addrspace(1) %in, i32 0\n"
             "  %a0 = load i32, ptr addrspace(1) %p0",
             "  %i1 = add i32 %t, 1\n"
             "  %p1 = getelementptr i32, ptr addrspace(1) %in, i32 %i1\n"
             "  %a1 = load i32, ptr addrspace(1) %p1"]
    return ("target triple = \"amdgcn-amd-amdhsa\"\n"
            "define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {\n"
            "entry:\n  %t = call i32 @llvm.amdgcn.workitem.id.x()\n"
            "  %mine = getelementptr i32, ptr addrspace(1) %out, i32 %t\n"
            + "\n".join(loads) + f"\n  br label %{first}\n" + "\n".join(writer.lines)
            + "\nend:\n  ret void\n}\ndeclare i32 @llvm.amdgcn.workitem.id.x()\n")


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(trees(2))
def test_every_input_agrees_with_brute_force(tree: Tree) -> None:
    text = kernel(tree)
    every = check(text, workgroup_size=LANES)
    concrete = [check(text, workgroup_size=LANES, inputs={"in": np.array(values, np.int32)})
                for values in itertools.product(DOMAIN, repeat=1 + LANES)]
    assert all(c.status != "incomplete" for c in concrete), text
    union = set().union(*(_verdict(c) for c in concrete))
    if every.status == "clean":
        assert not union, text
    elif every.status == "findings":
        assert _verdict(every) <= union, text
        for finding in every.findings:
            inputs = _witness(finding.message)
            if inputs is None:  # found where nothing was assumed: every input has it
                assert all((finding.kind, finding.loc.line) in _verdict(c) for c in concrete)
                continue
            again = check(text, workgroup_size=LANES, inputs=inputs)
            assert (finding.kind, finding.loc.line) in _verdict(again), (text, finding)
    else:
        # (a leaf no input reaches, or one only values outside the domain reach)
        assert "no input that takes those sides" in (every.incomplete_reason or ""), text
