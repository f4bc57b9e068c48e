"""The counter model: the worked examples of amdgpu-async-operations, the counting rules
per generation, LLVM's conservative cases, and properties against a brute-force count."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from amdsync.diagnostics import Loc
from amdsync.lower.waitcnt import WaitPrediction, _blocks_in_cycles, model_program, render_wait
from amdsync.program import ops as o
from amdsync.program.builder import FunctionBuilder, ProgramBuilder, ptr
from amdsync.program.module import Block, Function, Program
from amdsync.program.types import I32
from amdsync.targets import parse_target

AGENT = o.SyncScope(o.Scope.AGENT)


def copy(k: FunctionBuilder, target: str, slot: int) -> None:
    """One async copy in the target's own form."""
    tid = k.workitem_id()
    src = k.arg("g") + tid * 4 + slot * 4096
    if target.startswith("gfx125"):
        k.async_copy(src, k.program.lds_handle + tid * 4, 4,  # type: ignore[attr-defined]
                     o.CopyDirection.TO_LDS, "llvm.amdgcn.global.load.async.to.lds.b32")
    else:
        k.async_load_to_lds(src, k.program.lds_handle)  # type: ignore[attr-defined]


def kernel(build: object, target: str) -> Program:
    pb = ProgramBuilder("test")
    pb.lds_handle = pb.lds("tile", 4096)  # type: ignore[attr-defined]
    with pb.kernel("k", g=ptr(1), out=ptr(1), n=I32) as k:
        build(k)  # type: ignore[operator]
    return pb.build()


def waits(program: Program, target: str) -> list[tuple[int | None, int | None]]:
    return [(w.llvm, w.minimal) for w in model_program(program, parse_target(target))]


@pytest.mark.parametrize(("target", "counter"), [("gfx942", "vmcnt"), ("gfx1030", "vmcnt"),
                                                 ("gfx1250", "asynccnt")])
def test_uneven_blocks(target: str, counter: str) -> None:
    """amdgpu-async-operations, "Uneven blocks of async transfers": blocks of 3, 5 and 2
    copies; wait.asyncmark(2) waits for the first block: 5 + 2 = 7 later copies may stay
    outstanding."""
    def build(k: FunctionBuilder) -> None:
        slot = 0
        for size in (3, 5, 2):
            for _ in range(size):
                slot += 1
                copy(k, target, slot)
            k.asyncmark()
        k.wait_asyncmark(2)

    program = kernel(build, target)
    [w] = model_program(program, parse_target(target))
    assert (w.counter, w.llvm, w.minimal) == (counter, 7, 7)
    assert w.render_llvm() == render_wait(counter, 7)
    assert render_wait("asynccnt", 7) == "s_wait_asynccnt 0x7"
    assert render_wait("vmcnt", 7) == "s_waitcnt vmcnt(7)"


@pytest.mark.parametrize("target", ["gfx950", "gfx1250"])
def test_software_pipeline(target: str) -> None:
    """amdgpu-async-operations, "Software pipeline", one copy per block: each wait leaves
    exactly its N most recent blocks in flight."""
    def build(k: FunctionBuilder) -> None:
        for stage in range(3):
            copy(k, target, stage)
            k.asyncmark()
        with k.loop(0, k.arg("n")):
            k.wait_asyncmark(2)
            copy(k, target, 9)
            k.asyncmark()
        k.wait_asyncmark(2)
        k.wait_asyncmark(1)
        k.wait_asyncmark(0)

    assert waits(kernel(build, target), target) == [(2, 2), (2, 2), (1, 1), (0, 0)]


def call_example(target: str) -> Program:
    """amdgpu-async-operations, "Ordinary function call": bar() may make async copies;
    wait.asyncmark(1) waits for the second block, (0) for the third, including bar()."""
    pb = ProgramBuilder("call")
    pb.lds_handle = pb.lds("tile", 4096)  # type: ignore[attr-defined]
    with pb.function("bar", g=ptr(1), out=ptr(1), n=I32) as bar:
        copy(bar, target, 7)
        bar.asyncmark()
    with pb.kernel("foo", g=ptr(1), out=ptr(1), n=I32) as k:
        copy(k, target, 1)
        k.asyncmark()
        copy(k, target, 2)
        k.asyncmark()
        k.call("bar", k.arg("g"), k.arg("out"), k.arg("n"))
        copy(k, target, 3)
        k.asyncmark()
        k.wait_asyncmark(1)
        k.wait_asyncmark(0)
    return pb.build()


def test_ordinary_function_call_vmcnt() -> None:
    # GFX9: the callee returns with vmcnt at zero (amdgpu-usage, "Non-Kernel Functions"),
    # so the second block is complete after the call; the third block is one copy.
    assert waits(call_example("gfx942"), "gfx942") == [(None, None), (0, 0)]


def test_ordinary_function_call_asynccnt() -> None:
    # GFX12.5: asynccnt is not drained by the ABI; bar()'s copies are issued before the
    # third block, so waiting for 1 outstanding copy still completes the second block.
    assert waits(call_example("gfx1250"), "gfx1250") == [(1, 1), (0, 0)]


def test_each_function_body_has_its_own_mark_sequence() -> None:
    # amdgpu-async-operations, "Asyncmark Operations": bar's marks are not foo's.
    program = call_example("gfx1250")
    bar = [w for w in model_program(program, parse_target("gfx1250")) if w.function == "bar"]
    assert bar == []


@pytest.mark.parametrize(("target", "expected"), [("gfx942", 3), ("gfx1030", 1),
                                                  ("gfx1250", 1)])
def test_which_operations_count(target: str, expected: int) -> None:
    """Stores count in vmcnt on GFX9 only (vscnt on GFX10); on GFX12.5 only async copies
    count in asynccnt; LDS accesses never count."""
    def build(k: FunctionBuilder) -> None:
        tid = k.workitem_id()
        copy(k, target, 1)
        k.asyncmark()
        k.store(k.arg("out") + tid * 4, 1)
        k.load(k.program.lds_handle + tid * 4, I32)  # type: ignore[attr-defined]
        k.store(k.arg("out") + tid * 4 + 4096, 2)
        copy(k, target, 2)
        k.asyncmark()
        k.wait_asyncmark(1)

    assert waits(kernel(build, target), target) == [(expected, expected)]


def test_release_fence_drains_vmcnt_but_not_asynccnt() -> None:
    def build_for(target: str) -> Program:
        def build(k: FunctionBuilder) -> None:
            copy(k, target, 1)
            k.asyncmark()
            copy(k, target, 2)
            k.fence(o.Ordering.RELEASE, o.Scope.AGENT)
            k.asyncmark()
            k.wait_asyncmark(1)
        return kernel(build, target)

    # amdgpu-usage GFX942 code sequences: an agent release waits for vmcnt(0) first.
    assert waits(build_for("gfx942"), "gfx942") == [(None, None)]
    assert waits(build_for("gfx1250"), "gfx1250") == [(1, 1)]


def test_barrier_drains_vmcnt_without_back_off_barrier() -> None:
    def build(k: FunctionBuilder) -> None:
        copy(k, "gfx908", 1)
        k.asyncmark()
        copy(k, "gfx908", 2)
        k.barrier()
        k.asyncmark()
        k.wait_asyncmark(1)

    program = kernel(build, "gfx908")
    assert waits(program, "gfx908") == [(None, None)]  # s_waitcnt vmcnt(0) at s_barrier
    assert waits(program, "gfx942") == [(1, 1)]  # BackOffBarrier: no drain


def test_fewer_marks_than_n_needs_no_wait() -> None:
    def build(k: FunctionBuilder) -> None:
        copy(k, "gfx942", 1)
        k.asyncmark()
        k.wait_asyncmark(1)

    assert waits(kernel(build, "gfx942"), "gfx942") == [(None, None)]


def test_counts_clamp_at_the_counter_limit() -> None:
    def build(k: FunctionBuilder) -> None:
        tid = k.workitem_id()
        copy(k, "gfx942", 1)
        k.asyncmark()
        for i in range(70):
            k.store(k.arg("out") + tid * 4 + i * 4096, i)
        k.wait_asyncmark(0)

    assert waits(kernel(build, "gfx942"), "gfx942") == [(62, 62)]


def test_mark_limit_is_conservative() -> None:
    """LLVM keeps only the 16 most recent marks across a merge and clamps N to 15 when it
    sees 16: a wait.asyncmark(16) after a branch adding 17 marks to 2 waits for more."""
    def build(k: FunctionBuilder) -> None:
        for i in (100, 101):
            copy(k, "gfx942", i)
            k.asyncmark()
        with k.if_(k.arg("n").gt(0)):
            for i in range(17):
                copy(k, "gfx942", i)
                k.asyncmark()
        k.wait_asyncmark(16)

    [w] = model_program(kernel(build, "gfx942"), parse_target("gfx942"))
    assert (w.llvm, w.minimal, w.conservative) == (15, 16, "mark-limit")
    assert not w.unsafe


def test_return_of_a_function_waits_for_zero() -> None:
    pb = ProgramBuilder("ret")
    pb.lds_handle = pb.lds("tile", 4096)  # type: ignore[attr-defined]
    with pb.function("f", g=ptr(1), out=ptr(1), n=I32) as f:
        copy(f, "gfx942", 1)
        f.asyncmark()
        copy(f, "gfx942", 2)
        f.asyncmark()
        f.wait_asyncmark(1)
    with pb.kernel("k", g=ptr(1), out=ptr(1), n=I32) as k:
        k.call("f", k.arg("g"), k.arg("out"), k.arg("n"))
    [w] = model_program(pb.build(), parse_target("gfx942"))
    assert (w.llvm, w.minimal, w.conservative) == (0, 1, "return")


def _straight_line(ops: list[int], target: str) -> Program:
    def build(k: FunctionBuilder) -> None:
        tid = k.workitem_id()
        for i, op in enumerate(ops):
            if op == 0:
                copy(k, target, i)
            elif op == 1:
                k.asyncmark()
            elif op == 2:
                k.store(k.arg("out") + tid * 4 + i * 4096, i)
            else:
                k.wait_asyncmark(op - 3)
    return kernel(build, target)


def _brute_force(ops: list[int], stores_count: bool) -> list[int | None]:
    """Replay the straight line with an explicit event list: for wait(N), the (N+1)-th most
    recent outstanding mark's last copy and the events issued after it."""
    events: list[str] = []  # "c" copy, "s" store
    done = 0  # events[:done] are known complete
    marks: list[int] = []  # index in events of the last copy before each mark (-1: none)
    out: list[int | None] = []
    for op in ops:
        if op == 0:
            events.append("c")
        elif op == 1:
            last = max((i for i, e in enumerate(events) if e == "c"), default=-1)
            marks.append(last)
        elif op == 2:
            if stores_count:
                events.append("s")
        else:
            n = op - 3
            if len(marks) <= n or marks[-n - 1] < done:
                out.append(None)
                continue
            target = marks[-n - 1]
            count = min(len(events) - 1 - target, 62)
            out.append(count)
            done = max(done, len(events) - count)
    return out


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 6), max_size=24), st.sampled_from(["gfx942", "gfx1030",
                                                                  "gfx1250"]))
def test_straight_line_matches_brute_force(ops: list[int], target: str) -> None:
    program = _straight_line(ops, target)
    predictions = model_program(program, parse_target(target))
    expected = _brute_force(ops, stores_count=target == "gfx942")
    assert [w.llvm for w in predictions] == expected
    # No merges in straight-line code: LLVM is exact there.
    assert [w.minimal for w in predictions] == expected
    assert all(isinstance(w, WaitPrediction) and not w.unsafe for w in predictions)


# ---------------------------------------------------------------- cycles (fuzz repro 33)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.lists(st.integers(0, 7), max_size=3), min_size=1, max_size=8))
def test_blocks_in_cycles_agree_with_brute_force_reachability(edges: list[list[int]]
                                                              ) -> None:
    """Tarjan's components replace one reachability search per block: the same blocks."""
    n = len(edges)
    loc = Loc("t.ll", 1, 1)

    def term(targets: list[int]) -> o.Terminator:
        names = [f"b{t % n}" for t in targets]
        if not names:
            return o.Ret(None, loc)
        if len(names) == 1:
            return o.Br(names[0], loc)
        return o.Switch(o.Const(0, I32), names[0],
                        tuple((i, name) for i, name in enumerate(names[1:])), loc)

    fn = Function("f", (), I32, tuple(Block(f"b{i}", (), term(e), loc)
                                      for i, e in enumerate(edges)), False, loc)
    succ = {f"b{i}": {f"b{t % n}" for t in e} for i, e in enumerate(edges)}

    def reach(start: str) -> set[str]:
        seen: set[str] = set()
        todo = list(succ[start])
        while todo:
            b = todo.pop()
            if b not in seen:
                seen.add(b)
                todo.extend(succ[b])
        return seen

    assert _blocks_in_cycles(fn) == {b for b in succ if b in reach(b)}


def test_a_hardware_wait_in_the_source_is_applied_not_predicted() -> None:
    """An ``s.waitcnt`` of the source (formats/llvm/hardware_waits.py) is a wait LLVM keeps
    and applies to its brackets (SIInsertWaitcnts, applyPreexistingWaitcnt): after
    ``vmcnt(0)`` nothing is outstanding, so the ``wait.asyncmark(0)`` after it becomes
    no wait; the hardware wait itself gets no prediction."""
    def build(k: FunctionBuilder) -> None:
        for slot in range(3):
            copy(k, "gfx942", slot)
        k.asyncmark()
        k.wait_asyncmark(0)

    program = kernel(build, "gfx942")
    assert waits(program, "gfx942") == [(0, 0)]
    fn = program.functions[0]
    blocks = []
    for block in fn.blocks:
        body: list[o.Op] = []
        for op in block.ops:
            if isinstance(op, o.WaitAsyncMark):
                body.append(o.WaitAsyncMark(0, op.loc, "s.waitcnt"))
            body.append(op)
        blocks.append(Block(block.name, tuple(body), block.term, block.loc))
    waited = replace(program, functions=(replace(fn, blocks=tuple(blocks)),))
    assert waits(waited, "gfx942") == [(None, None)]
