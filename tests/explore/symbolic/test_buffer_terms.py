"""Buffer intrinsics at offsets computed from input data (docs/semantics/symbolic.md,
"Buffer resources at term offsets"): the resource traced to its argument, the access at
a term offset with its range check as the condition of the access (out of range, a
load reads 0 and a store is dropped), against the concrete check of every input of a
small domain; the published idiom's twins with their witnesses."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import amdsync
from amdsync.api import check
from amdsync.explore.every_input.buffer_roots import access_root, resource_root
from amdsync.explore.symbolic import terms as tm
from amdsync.explore.symbolic.buffer_terms import buffer_lanes
from amdsync.explore.values.symbolic import SymLanes
from amdsync.formats.llvm import read_llvm_text
from amdsync.program import ops as o

PUBLISHED = Path(__file__).parents[2] / "published" / "buffer_rsrc_label.ll"
DOMAIN = range(3)
IN_DOMAIN = "forall i: 0 <= data[i] <= 2"

# Lane t reads d = data[t] and stores through a buffer resource over %out of NR bytes at
# the byte offset d*A + t*B + C with the soffset SOFF; SECOND is maybe a second store.
_MAKE = "@llvm.amdgcn.make.buffer.rsrc.p8.p1"
_SCATTER = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %data, ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %data, i32 %t
  %d = load i32, ptr addrspace(1) %p
  %r = call ptr addrspace(8) @MAKE(ptr addrspace(1) %out, i16 0, i64 @NR@, i32 159744)
  %a = mul i32 %d, @A@
  %b = mul i32 %t, @B@
  %s = add i32 %a, %b
  %o = add i32 %s, @C@
  call void @STORE(i32 %t, ptr addrspace(8) %r, i32 %o, i32 @SOFF@, i32 0)
@SECOND@  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(8) @MAKE(ptr addrspace(1), i16, i64, i32)
declare void @STORE(i32, ptr addrspace(8), i32, i32, i32)
"""

SECONDS = {
    "": "",
    # each lane's own word through the resource, after its scattered store
    "own word": "  %w = mul i32 %t, 4\n  call void @STORE("
                "i32 7, ptr addrspace(8) %r, i32 %w, i32 0, i32 0)\n",
    # a plain store of out[t], beside the buffer-resource stores of %out
    "plain": "  %q = getelementptr i32, ptr addrspace(1) %out, i32 %t\n"
             "  store i32 7, ptr addrspace(1) %q\n",
}


def scatter(nr: int, a: int, b: int, c: int, soff: int, second: str = "") -> str:
    return (_SCATTER.replace("@NR@", str(nr)).replace("@SOFF@", str(soff))
            .replace("@A@", str(a)).replace("@B@", str(b)).replace("@C@", str(c))
            .replace("@SECOND@", SECONDS[second]).replace("@MAKE", _MAKE)
            .replace("@STORE", "@llvm.amdgcn.raw.ptr.buffer.store.i32"))


def _against_every_input(text: str, lanes: int, domains: dict[str, Sequence[range]],
                         assume: list[str], holds: Callable[[dict[str, tuple[int, ...]]],
                                                           bool] = lambda _: True) -> bool:
    """The symbolic verdict under ``assume`` against the concrete check of every input
    of the domains that ``holds`` (the assumptions, in Python) admits: a finding exactly
    when some input has one, each race with a witness. Returns whether some input
    races."""
    symbolic = check(text, target="gfx942", workgroup_size=lanes, assume=assume)
    assert symbolic.status in ("clean", "findings"), symbolic.incomplete_reason
    racy = False
    names = list(domains)
    for values in itertools.product(*(itertools.product(*domains[n]) for n in names)):
        given_values = dict(zip(names, values, strict=True))
        if not holds(given_values):
            continue
        concrete = check(text, target="gfx942", workgroup_size=lanes, inputs={
            n: "values:i32:" + ",".join(map(str, v)) for n, v in given_values.items()})
        assert concrete.status in ("clean", "findings"), concrete.incomplete_reason
        if concrete.findings:
            racy = True
            break
    assert symbolic.status == ("findings" if racy else "clean")
    assert all(f.witness is not None for f in symbolic.findings)
    return racy


@pytest.mark.parametrize(("nr", "a", "b", "c", "soff", "second", "racy"), [
    (1024, 4, 0, 0, 0, "", True),   # out[d]: two lanes with one value meet
    (8, 4, 0, 0, 0, "", True),      # only d in {0, 1} is in range: they still meet
    (64, 4, 0, 0, 64, "", False),   # every offset of the domain is out of range
    (8, 4, 8, 0, 0, "", False),     # lanes meet only out of range (lane 0 at d=2, lane 1 at d=0)
    (1024, 16, 4, 0, 0, "", False),  # columns of their own
    (8, 4, 0, -4, 0, "", True),     # out[d-1]: d=0 negative (out), d in {1, 2} in range
    (16, 4, 0, 0, 0, "own word", True),
    (16, 4, 4, 0, 0, "plain", True),
])
def test_a_scatter_through_a_resource_against_every_input(
        nr: int, a: int, b: int, c: int, soff: int, second: str, racy: bool) -> None:
    """4 lanes, every data in {0, 1, 2}^4: the verdict under the domain's precondition
    is a finding exactly when some data has one, and out-of-range lanes never meet."""
    text = scatter(nr, a, b, c, soff, second)
    assert _against_every_input(text, 4, {"data": [DOMAIN] * 4}, [IN_DOMAIN]) == racy


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from([4, 8, 16, 1024]), st.sampled_from([0, 4, 8]),
       st.sampled_from([0, 4, 12]), st.sampled_from([-4, 0, 4]), st.sampled_from([0, 4]),
       st.sampled_from(sorted(SECONDS)))
def test_random_scatters_through_a_resource_against_every_input(
        nr: int, a: int, b: int, c: int, soff: int, second: str) -> None:
    _against_every_input(scatter(nr, a, b, c, soff, second), 4, {"data": [DOMAIN] * 4},
                         [IN_DOMAIN])


def test_out_of_range_offsets_without_the_domain_are_found() -> None:
    """Without the precondition, the offset d*4 + 64 of a 64-byte resource is in range
    for d = -1 (a negative voffset that soffset brings back): the race is some input's,
    and its witness is that input."""
    result = check(scatter(64, 4, 0, 0, 64), target="gfx942", workgroup_size=4)
    assert result.status == "findings"
    (finding,) = result.findings
    assert finding.message.endswith("(--input data=values:i32:-1,-1,-1,-1)")


_GATHER = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %data, ptr addrspace(1) %table,
                             ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %data, i32 %t
  %d = load i32, ptr addrspace(1) %p
  %r = call ptr addrspace(8) @MAKE(ptr addrspace(1) %table, i16 0, i64 8, i32 159744)
  %o = mul i32 %d, 4
  %j = call i32 @LOAD(ptr addrspace(8) %r, i32 %o, i32 0, i32 0)
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %j
  store i32 %t, ptr addrspace(1) %q
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(8) @MAKE(ptr addrspace(1), i16, i64, i32)
declare i32 @LOAD(ptr addrspace(8), i32, i32, i32)
""".replace("@MAKE", _MAKE).replace("@LOAD", "@llvm.amdgcn.raw.ptr.buffer.load.i32")

_DISTINCT_TABLE = "table[0] != table[1]"


@pytest.mark.parametrize(("assume", "holds", "racy"), [
    ([], lambda v: True, True),
    # distinct table entries and distinct in-range indexes: j differs
    (["forall i: 0 <= data[i] <= 1", "data[0] != data[1]", _DISTINCT_TABLE],
     lambda v: len(set(v["data"])) == 2 and v["data"][0] <= 1 and v["data"][1] <= 1
     and v["table"][0] != v["table"][1], False),
    # index 2 is out of range: its lane reads 0 and meets the lane whose entry is 0
    (["data[0] != data[1]", _DISTINCT_TABLE],
     lambda v: v["data"][0] != v["data"][1] and v["table"][0] != v["table"][1], True),
])
def test_a_gather_through_a_resource_gives_load_terms(
        assume: list[str], holds: Callable[[dict[str, tuple[int, ...]]], bool],
        racy: bool) -> None:
    """A buffer load of a buffer the launch only reads, at a term offset, gives the term
    ``happens ? table[d] : 0``, which the next store's address is computed from: 2
    lanes, every data in {0, 1, 2}^2 and table in {0, 1}^2 (preconditions restricted to
    the domain)."""
    full = [IN_DOMAIN, "forall i: 0 <= table[i] <= 1", *assume]
    domains = {"data": [DOMAIN] * 2, "table": [range(2)] * 2}
    assert _against_every_input(_GATHER, 2, domains, full, holds) == racy


def test_the_resource_is_traced_to_its_argument() -> None:
    kernel = read_llvm_text(PUBLISHED.read_text(), str(PUBLISHED), kernel="gather_rsrc")
    function = kernel.kernel_function
    loads = [op for op in function.ops() if isinstance(op, o.Load)]
    assert [access_root(function, op.ptr) for op in loads] == ["labels", "logits", "logits"]
    (make,) = [op for op in function.ops() if isinstance(op, o.MakeBufferRsrc)]
    assert resource_root(function, o.Reg(make.dest)) == "logits"


def test_the_range_check_as_terms() -> None:
    """The sum of the sign-extended offsets and the check ``0 <= sum < num_records``,
    lane by lane, as machine/registers.py computes them."""
    x = tm.load("data", tm.const(0, 64), 32)
    lanes = buffer_lanes(np.array([4096, 4096]), np.array([8, 8]),
                         [SymLanes((x, x), 32), np.array([0, -4])], None, np.array([0, 0]))
    for value, happens in ((0, (1, 0)), (4, (1, 1)), (8, (0, 1)), (0xFFFFFFFC, (0, 0))):
        memory = value.to_bytes(4, "little")

        def byte(_: str, offset: int, memory: bytes = memory) -> int:
            return memory[offset] if offset < 4 else 0

        assert tuple(tm.evaluate(h, byte) for h in lanes.happens) == happens
        signed = value - (1 << 32) if value >> 31 else value
        assert [tm.evaluate(a, byte) for a in lanes.terms] == [
            (4096 + signed + k) % (1 << 64) for k in (0, -4)]


def test_the_published_idiom_is_decided() -> None:
    """tests/published/buffer_rsrc_label.ll: the label's element read through the
    resource, or by a plain load beside it, is clean for every label; the twins that
    write the row in place without a barrier race, with the witness label 0, which the
    concrete run confirms; a label that takes the access out of range (64 elements in
    the resource; 4 * 2**30 wraps to 0) is clean."""
    def run(name: str, **more: object) -> amdsync.CheckResult:
        return check(PUBLISHED, target="gfx942", kernel=name, workgroup_size=64, **more)

    assert run("gather_rsrc").status == "clean"
    plain = run("gather_plain")
    assert plain.status == "clean"
    assert plain.scope is not None and plain.scope.assumptions == (
        "the load at line 36 reads within buffer logits",)
    for name, line in (("gather_rsrc_in_place", 58), ("gather_plain_in_place", 72)):
        twin = run(name)
        assert twin.status == "findings"
        (finding,) = twin.findings
        assert (finding.kind, finding.loc.line) == ("race", line)
        assert finding.message.endswith("(--input labels=zeros:1xi32)")
        again = run(name, inputs={"labels": np.zeros(1, dtype=np.int32)})
        assert [(f.kind, f.loc.line) for f in again.findings] == [("race", line)]
    out = run("gather_rsrc_in_place", assume=["64 <= labels[0] < 1073741824"])
    assert (out.status, out.findings) == ("clean", [])
    wraps = run("gather_rsrc_in_place", assume=["64 <= labels[0] <= 1073741824"])
    assert [f.message.rsplit("(", 1)[1] for f in wraps.findings] == [
        "--input labels=values:i32:1073741824)"]


def test_a_read_confirmed_concretely_stands_beside_assumed_sides() -> None:
    """Liger-Kernel's shape: a branch on the label (each side explored, an assumption of
    the execution) before a plain read of the labelled element that may meet another
    lane's in-place write. The read's witness run finds the race; that finding is
    already a concrete run's and stands (witness.confirm keeps it: it was once dropped
    for not being among the findings of the executions that assumed the sides)."""
    result = check(PUBLISHED, target="gfx942", kernel="gather_plain_unless_ignored",
                   workgroup_size=64)
    assert result.status == "findings"
    (finding,) = result.findings
    assert (finding.kind, finding.loc.line, finding.witness) == (
        "race", 95, "labels[0] (i32) = 0 (--input labels=zeros:1xi32)")
    assert "the load at line 91 races with the store at line 95" in finding.message


def test_an_lds_histogram_keyed_through_a_resource() -> None:
    """A buffer load never reaches LDS (lds_rule skips it): the LDS bins at the keys'
    terms are logged, clean for every input; a plain store of each lane's id at its
    key's bin races where two keys agree, with the witness "every key 0"."""
    text = (Path(__file__).parent / "kernels" / "lds_histogram_rsrc.ll").read_text()
    atomic = check(text, target="gfx942", workgroup_size=16)
    assert (atomic.status, atomic.findings) == ("clean", [])
    assert atomic.scope is not None and atomic.scope.assumptions == (
        "the atomicrmw add at line 22 writes within buffer bins",)
    plain = check(text.replace(
        '%old = atomicrmw add ptr addrspace(3) %p, i32 1 syncscope("workgroup") monotonic, '
        'align 4', "store i32 %t, ptr addrspace(3) %p, align 4"), target="gfx942",
        workgroup_size=16)
    assert [(f.kind, f.loc.line, f.witness) for f in plain.findings] == [
        ("race", 22, "data[0..15] (i32) = 0 (--input data=zeros:16xi32)")]


_EVEN_LANES = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %data, ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %data, i32 %t
  %d = load i32, ptr addrspace(1) %p
  %odd = and i32 %t, 1
  %low = and i32 %d, 15
  %row = mul i32 %t, 16
  %a = add i32 %low, %row
  %b = add i32 %a, 64
  %c = icmp ne i32 %odd, 0
  %i = select i1 %c, i32 %b, i32 0
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %t, ptr addrspace(1) %q
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


def test_lanes_of_a_term_access_at_constant_offsets_are_judged() -> None:
    """A store at a term address whose even lanes' offsets are the constant 0: those
    lanes' accesses went to no shadow, so the log judges them too (they were once left
    to the shadow as pairs of two constants, and the race among them was missed)."""
    result = check(_EVEN_LANES, target="gfx942", workgroup_size=4)
    assert [(f.kind, f.loc.line) for f in result.findings] == [("race", 14)]
    assert result.findings[0].message.startswith(
        "store of out[0] by lane 2 of wave 0 races with the store at line 14 by lane 0")


def test_a_constant_difference_decides_without_the_solver() -> None:
    x = tm.load("data", tm.const(0, 64), 32)
    a = tm.binary("shl", tm.binary("add", tm.binary("mul", x, tm.const(64, 32)),
                                   tm.const(6208, 32)), tm.const(1, 32))
    b = tm.binary("shl", tm.binary("add", tm.binary("mul", x, tm.const(64, 32)),
                                   tm.const(6144, 32)), tm.const(1, 32))
    assert tm.difference(a, b) == 128
    assert tm.binary("sub", a, b) is tm.const(128, 32)
    assert tm.icmp("eq", a, b) is tm.const(0, 1)
    assert tm.difference(a, x) is None
    for value in (0, 1, 0x7FFFFFFF, 0xFFFFFFFF, 123456789):
        memory = value.to_bytes(4, "little")

        def byte(_: str, offset: int, memory: bytes = memory) -> int:
            return memory[offset] if offset < 4 else 0

        assert (tm.evaluate(a, byte) - tm.evaluate(b, byte)) % (1 << 32) == 128


@settings(max_examples=60, deadline=None)
@given(st.integers(-4, 4), st.integers(-(1 << 31), (1 << 31) - 1),
       st.integers(0, 3), st.sampled_from([8, 64, 1 << 31]), st.integers(-8, 8),
       st.sampled_from([-(1 << 31), 0, 4, 1 << 30]))
def test_the_masked_offset_against_the_machine(scale: int, x: int, lane: int, limit: int,
                                               soff: int, masked: int) -> None:
    """Triton's ``select(mask, x * scale, MASKED)`` offset: the range check and, where
    it holds, the address the terms give (a side out of range for every input is
    dropped) are the machine's (machine/registers.py: the sum of sign-extended
    operands, in range when ``0 <= sum < num_records``) on every value."""
    data = tm.load("data", tm.const(0, 64), 32)
    offset = tm.select(tm.icmp("ne", tm.binary("and", data, tm.const(1, 32)),
                               tm.const(0, 32)),
                       tm.binary("mul", data, tm.const(scale, 32)), tm.const(masked, 32))
    lanes = buffer_lanes(np.array([1 << 40] * 4), np.array([limit] * 4),
                         [SymLanes((offset,) * 4, 32), np.array([soff] * 4)], None,
                         np.array([0] * 4))
    memory = (x % (1 << 32)).to_bytes(4, "little")

    def byte(_: str, at: int) -> int:
        return memory[at] if at < 4 else 0

    def i32(v: int) -> int:
        v %= 1 << 32
        return v - (1 << 32) if v >> 31 else v

    total = (i32(x * scale) if x & 1 else i32(masked)) + soff
    happens = 0 <= total < limit
    assert tm.evaluate(lanes.happens[lane], byte) == int(happens)
    if happens:
        assert tm.evaluate(lanes.terms[lane], byte) == (1 << 40) + total
