"""Private stack memory, memory intrinsics and aggregate arguments (docs/llvm-reader.md,
"Private memory", "Memory intrinsics", "Aggregate values"): what clang emits for HIP's
cooperative groups (a ``thread_group`` passed by value), for local arrays, and for
assert's message, all decided."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

import amdsync
from amdsync.formats.llvm import aggregates, allocas, memory_intrinsics, read_llvm_file
from amdsync.formats.llvm.constants import CAgg, CInt, CUndef, CZero
from amdsync.program import ops as o
from amdsync.program.types import ArrayType, IntType, PtrType, StructType

HERE = Path(__file__).resolve().parent / "private"
TABLE = [5, 3, 7, 1, 0, 0, 0, 0, 8, 0, 10]  # copies.ll's table after its memset


def _check(name: str, **args: int) -> amdsync.CheckResult:
    return amdsync.check(HERE / name, target="gfx942", workgroup_size=64, args=args)


def test_a_private_array_keeps_each_lanes_value() -> None:
    """Each lane stores its id in its own scratch and reads it back: the index of its
    global store is its id (clean); the element never written is undef, reported at the
    store that publishes it."""
    result = _check("private_slot.ll")
    assert [(f.kind, f.loc.line) for f in result.findings] == [("undef-read", 18)]
    assert "scratch(lane 0)+16" in result.findings[0].message


def test_allocas_get_disjoint_offsets_from_frame_start() -> None:
    program = read_llvm_file(HERE / "copies.ll")
    (alloca, *_) = program.function("k").ops()
    assert alloca == o.PtrAdd("buf", o.NullPtr(5), o.Const(allocas.FRAME_START, IntType(32)),
                              PtrType(5), alloca.loc)
    layout = allocas.FrameLayout()
    assert [layout.place(11, 16), layout.place(4, 4), layout.place(1, 8), layout.place(0, 1)] \
        == [16, 28, 32, 33]


@pytest.mark.parametrize("k", range(len(TABLE)))
def test_memcpy_and_memset_give_the_exact_bytes(k: int) -> None:
    """memcpy of a constant table into scratch, then memset over part of it: every byte
    read back is known exactly (a wrong expectation is a race at line 27)."""
    assert _check("copies.ll", k=k, want=TABLE[k]).status == "clean"
    wrong = _check("copies.ll", k=k, want=TABLE[k] + 1)
    assert [(f.kind, f.loc.line) for f in wrong.findings] == [("race", 27)]


def test_bytes_past_the_copy_are_undef() -> None:
    result = _check("copies.ll", k=12, want=0)
    assert {f.kind for f in result.findings} == {"undef-read"}


def test_pieces_cover_every_byte_once() -> None:
    for length in range(40):
        covered = [at + i for at, size in memory_intrinsics.pieces(length) for i in range(size)]
        assert covered == list(range(length))
        assert all(size in (8, 4, 2, 1) for _, size in memory_intrinsics.pieces(length))


@pytest.mark.parametrize(("path", "line", "what"), [
    (1, 15, "an alloca outside the entry block (a loop may repeat it)"),
    (2, 33, "an alloca in a function that may call itself"),
    (3, 22, "llvm.memcpy.p1.p1.i64 of a length that is not a constant of at most 65536 "
            "bytes"),
    (4, 25, "llvm.trap (a failed assert, or abort: the wave stops)"),
])
def test_what_is_not_modelled_stops_only_where_reached(path: int, line: int,
                                                       what: str) -> None:
    assert _check("reached.ll", path=0, n=8).status == "clean"
    result = _check("reached.ll", path=path, n=8)
    assert result.findings == []
    assert result.incomplete_reason == f"{what} is reached, and it is not modelled"
    assert result.incomplete_loc is not None and result.incomplete_loc.line == line


def test_recursion_is_found_through_every_cycle() -> None:
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"d"}, "e": {"a"}, "f": set()}
    assert allocas.recursive_functions(edges) == frozenset({"a", "b", "c", "d"})


def test_aggregate_arguments_are_followed_leaf_by_leaf() -> None:
    """A struct passed by value (built by insertvalue, or a constant) is read field by
    field in the callee: with kind 1 the first call's ranks are distinct (64 lanes of
    size 64) and the second call's repeat every 16 lanes: a race at line 16. With kind 0
    every lane writes out[0] already in the first call."""
    for kind, lanes in ((1, "lane 16"), (0, "lane 1")):
        result = _check("aggregate_args.ll", kind=kind)
        assert [(f.kind, f.loc.line) for f in result.findings] == [("race", 16)]
        assert lanes in result.findings[0].message
    program = read_llvm_file(HERE / "aggregate_args.ll", frozenset(), "k")
    assert [p.name for p in program.function("slot").params] == [
        "g", "out", "g.field0", "g.field1.0", "g.field1.1"]


def test_leaves_and_constant_nodes() -> None:
    i8, i32 = IntType(8), IntType(32)
    ty = StructType((i32, StructType((i8, i32)), ArrayType(2, i8)))
    assert aggregates.leaves(ty) == [((0,), i32), ((1, 0), i8), ((1, 1), i32), ((2, 0), i8),
                                     ((2, 1), i8)]
    assert aggregates.leaves(i32) is None
    assert aggregates.leaves(ArrayType(aggregates.MAX_LEAVES + 1, i8)) is None
    node = CAgg(ty, (CInt(3, i32), CUndef(ty.fields[1]), CZero(ty.fields[2])))
    assert aggregates.node_at(node, (0,), i32) == CInt(3, i32)
    assert aggregates.node_at(node, (1, 1), i32) == CUndef(i32)
    assert aggregates.node_at(node, (2, 0), i8) == CZero(i8)
    assert aggregates.under(ty, (1, 1)) == i32
    assert aggregates.under(ty, (3,)) is None


HIP = Path(__file__).resolve().parent / "hip" / "tiled_reduce.hip"
HAVE_CLANG = shutil.which("clang-19") is not None and Path(
    "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ockl.bc").is_file()


@pytest.mark.skipif(not HAVE_CLANG, reason="clang-19 and rocm-device-libs are not "
                    "installed (CI installs them)")
def test_cooperative_group_reductions_as_hip_compiles_them() -> None:
    """The thread_group passed by value, its sync() and thread_rank() switches, and
    assert's hostcall path (alloca, memcpy, s.sendmsg, llvm.trap) all read: the block
    reduction is clean; the 16-wide tile reduction races, because HIP's tile sync() is
    only an agent fence (x[rank] = val at source line 11, val += x[rank + i] at 14)."""
    block = amdsync.check_source(HIP, kernel="block_reduce", workgroup_size=64)
    assert block.status == "clean", block.incomplete_reason
    tile = amdsync.check_source(HIP, kernel="tile_reduce", workgroup_size=64)
    assert tile.status == "findings"
    (finding,) = tile.findings
    assert finding.kind == "race"
    lines = [e.loc.source_line for e in finding.trace]
    assert lines[:3] == [11, 14, 14]


PRINTF = Path(__file__).resolve().parent / "hip" / "printf.hip"


@pytest.mark.skipif(not HAVE_CLANG, reason="clang-19 and rocm-device-libs are not "
                    "installed (CI installs them)")
def test_printf_and_assert_as_hip_compiles_them() -> None:
    """printf's hostcall has no memory effects the kernel sees; what printf reads (a
    %s string) is checked as any read: unsynchronized, a race between lane 0's write
    (source line 18) and printf's read (19); after __syncthreads, clean. A failing
    assert stops the check at the trap."""
    def check(kernel: str, **args: int) -> amdsync.CheckResult:
        return amdsync.check_source(PRINTF, kernel=kernel, workgroup_size=64, args=args)

    assert check("hello").status == "clean"
    assert check("print_synchronized").status == "clean"
    racy = check("print_unsynchronized")
    assert [(f.kind, [e.loc.source_line for e in f.trace][:2]) for f in racy.findings] == [
        ("race", [18, 19])]
    assert check("checked", n=64).status == "clean"
    failing = check("checked", n=5)
    assert failing.status == "incomplete" and failing.findings == []
    assert failing.incomplete_reason is not None
    assert failing.incomplete_reason.startswith("llvm.trap (a failed assert")
