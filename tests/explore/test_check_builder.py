"""`check` on programs written with the builder: the spec's examples and hand-offs."""

from __future__ import annotations

from collections.abc import Callable

from amdsync.explore.machine.machine import ExploreOptions, Machine
from amdsync.explore.search.check import check_program
from amdsync.program.builder import FunctionBuilder, ProgramBuilder, ptr
from amdsync.program.module import Program
from amdsync.program.ops import Ordering, Scope
from amdsync.program.topology import Launch
from amdsync.program.types import I32

ONE_WAVE = Launch(workgroup_size=(64, 1, 1), wave_size=64)
FOUR_WAVES = Launch(workgroup_size=(256, 1, 1), wave_size=64)
SLOT = 64 * 4  # one block: 64 lanes × 4 bytes

# These tests are about what a read returns: report every read that may return
# undef, used or not (docs/semantics/model.md, "Undefined values and their uses").
STRICT = ExploreOptions(strict_reads=True)


def _uneven_blocks(wait: int, read_block: int) -> Program:
    pb = ProgramBuilder("uneven")
    lds = pb.lds("l", SLOT * 10)
    with pb.kernel("foo", g=ptr(1)) as k:
        lane = k.workitem_id()
        n = 0
        for size in (3, 5, 2):  # first block, second block (longer), third (shorter)
            for _ in range(size):
                k.async_load_to_lds(k.arg("g") + lane * 4 + n * SLOT, lds + n * SLOT)
                n += 1
            k.asyncmark()
        k.wait_asyncmark(wait)
        k.load(lds + lane * 4 + read_block * SLOT, I32)
    return pb.build()


def test_uneven_blocks_after_wait_2_only_the_first_block_is_complete() -> None:
    machine = Machine(_uneven_blocks(2, 0), ONE_WAVE, ExploreOptions())
    machine.run()
    [(_, count, _, completed, issued)] = machine.wait_log
    assert count == 2
    assert set(completed.tolist()) == {3} and set(issued.tolist()) == {10}


def test_uneven_blocks_reads() -> None:
    for block in (0, 1, 2):  # the first block's transfers: complete after wait(2)
        assert check_program(_uneven_blocks(2, block), ONE_WAVE, STRICT).status == "clean"
    for block in range(3, 10):  # second and third blocks may be outstanding
        result = check_program(_uneven_blocks(2, block), ONE_WAVE, STRICT)
        assert [f.kind for f in result.findings] == ["undef-read"]
        assert "before it completes" in result.findings[0].message
    # wait(0) completes everything.
    assert check_program(_uneven_blocks(0, 9), ONE_WAVE, STRICT).status == "clean"


def test_read_before_covering_wait_names_the_wait_that_would_cover_it() -> None:
    result = check_program(_uneven_blocks(2, 4), ONE_WAVE, STRICT)
    [finding] = result.findings
    steps = [e.what for e in finding.trace]
    assert steps[0].startswith("llvm.amdgcn.load.async.to.lds.p1 issued (async operation #5")
    assert steps[1] == "asyncmark covering the copy; 1 later mark(s) in this function body"
    assert steps[2] == ("wait.asyncmark(2) leaves the covering mark outstanding; "
                        "wait.asyncmark(1) would cover it")
    assert finding.count == 64  # every lane


def _pipeline(ring: int, use_ahead: int = 0, iterations: int = 4) -> Program:
    """The document's "Software pipeline": three blocks in flight, wait(2) per iteration,
    flush with wait(2), wait(1), wait(0). Block b lives in LDS slot b % ring."""
    pb = ProgramBuilder("pipeline")
    lds = pb.lds("l", SLOT * ring)
    with pb.kernel("foo", g=ptr(1), out=ptr(1)) as k:
        lane = k.workitem_id()

        def issue(block: object) -> None:
            b = k.lift(block)  # type: ignore[arg-type]
            k.async_load_to_lds(k.arg("g") + lane * 4 + b * SLOT, lds + (b % ring) * SLOT)
            k.asyncmark()

        def use(block: object) -> None:
            b = k.lift(block)  # type: ignore[arg-type]
            value = k.load(lds + lane * 4 + (b % ring) * SLOT, I32)
            k.store(k.arg("out") + lane * 4 + b * SLOT, value)

        for block in range(3):
            issue(block)
        with k.loop(0, iterations) as i:
            k.wait_asyncmark(2)
            use(i + use_ahead)
            issue(i + 3)
        for count, block in ((2, iterations), (1, iterations + 1), (0, iterations + 2)):
            k.wait_asyncmark(count)
            use(block)
    return pb.build()


def test_software_pipeline_waits_complete_one_block_each() -> None:
    machine = Machine(_pipeline(ring=8), ONE_WAVE, ExploreOptions())
    machine.run()
    assert [int(c[0]) for *_, c, _ in machine.wait_log] == [1, 2, 3, 4, 5, 6, 7]
    assert check_program(_pipeline(ring=8), ONE_WAVE, STRICT).status == "clean"


def test_software_pipeline_with_three_buffers_is_clean() -> None:
    # The copy into a slot comes after the read of that slot in program order.
    assert check_program(_pipeline(ring=3), ONE_WAVE, STRICT).status == "clean"


def test_software_pipeline_with_two_buffers_overwrites_data_in_flight() -> None:
    result = check_program(_pipeline(ring=2), ONE_WAVE, STRICT)
    assert result.status == "findings"
    assert {f.kind for f in result.findings} >= {"race"}
    assert any("async copy" in f.message and "in flight" in f.message for f in result.findings)


def test_software_pipeline_reading_one_block_ahead_is_an_undef_read() -> None:
    result = check_program(_pipeline(ring=8, use_ahead=1), ONE_WAVE, STRICT)
    assert [f.kind for f in result.findings] == ["undef-read"]


def _ordinary_call(final_wait: int, read_callee_data: bool) -> Program:
    """"Ordinary function call": bar() makes async copies; the caller's wait(1) covers
    the second block, wait(0) the third including bar()."""
    pb = ProgramBuilder("call")
    lds = pb.lds("l", SLOT * 4)
    with pb.function("bar", g=ptr(1)) as bar:
        lane = bar.workitem_id()
        bar.async_load_to_lds(bar.arg("g") + lane * 4 + 3 * SLOT, lds + 3 * SLOT)
        bar.asyncmark()
    with pb.kernel("foo", g=ptr(1)) as k:
        lane = k.workitem_id()
        for block in range(2):
            k.async_load_to_lds(k.arg("g") + lane * 4 + block * SLOT, lds + block * SLOT)
            k.asyncmark()
        k.call("bar", k.arg("g"))
        k.async_load_to_lds(k.arg("g") + lane * 4 + 2 * SLOT, lds + 2 * SLOT)
        k.asyncmark()
        k.wait_asyncmark(1)
        k.load(lds + lane * 4 + SLOT, I32)  # second block: complete
        if final_wait >= 0:
            k.wait_asyncmark(final_wait)
        k.load(lds + lane * 4 + (3 if read_callee_data else 2) * SLOT, I32)
    return pb.build()


def test_ordinary_call_wait_1_covers_the_second_block_and_wait_0_covers_bar() -> None:
    machine = Machine(_ordinary_call(0, True), ONE_WAVE, ExploreOptions())
    machine.run()
    assert [int(c[0]) for *_, c, _ in machine.wait_log] == [2, 4]
    assert check_program(_ordinary_call(0, True), ONE_WAVE, STRICT).status == "clean"
    assert check_program(_ordinary_call(0, False), ONE_WAVE, STRICT).status == "clean"
    # Without wait(0), bar's copy and the third block may still be in flight.
    for callee in (True, False):
        result = check_program(_ordinary_call(-1, callee), ONE_WAVE, STRICT)
        assert [f.kind for f in result.findings] == ["undef-read"]


def test_callers_relying_on_a_callees_mark_is_found() -> None:
    # The callee marks its copy but never waits; the caller's wait(0) counts only the
    # caller's own marks, of which there are none after the call.
    pb = ProgramBuilder("callee-mark")
    lds = pb.lds("l", SLOT)
    with pb.function("load_tile", g=ptr(1)) as f:
        lane = f.workitem_id()
        f.async_load_to_lds(f.arg("g") + lane * 4, lds)
        f.asyncmark()
    with pb.kernel("k", g=ptr(1)) as k:
        k.call("load_tile", k.arg("g"))
        k.wait_asyncmark(0)
        k.load(lds + k.workitem_id() * 4, I32)
    result = check_program(pb.build(), ONE_WAVE, STRICT)
    [finding] = result.findings
    assert finding.kind == "undef-read"
    assert any("another function body" in e.what for e in finding.trace)


def test_inlining_note() -> None:
    pb = ProgramBuilder("inline")
    with pb.function("foo") as foo:
        foo.asyncmark()  # A
    with pb.kernel("bar") as k:
        k.asyncmark()  # B
        k.asyncmark()  # C
        k.call("foo")
        k.wait_asyncmark(1)
    result = check_program(pb.build(), ONE_WAVE, STRICT)
    assert result.status == "clean"
    kinds = [n.kind for n in result.notes]
    assert "inlining-changes-wait" in kinds


def test_unwaited_mark_and_no_op_wait_notes() -> None:
    pb = ProgramBuilder("notes")
    with pb.kernel("k") as k:
        k.wait_asyncmark(0)  # no mark before it: a no-op
        k.asyncmark()  # never waited for
    result = check_program(pb.build(), ONE_WAVE, STRICT)
    assert sorted(n.kind for n in result.notes) == ["asyncmark-not-waited", "wait-no-op"]


# ------------------------------------------------------------------ multi-wave hand-off


def _handoff(fences: bool, wait_before_barrier: bool = True, async_copy: bool = False,
             scope: Scope = Scope.WORKGROUP) -> Program:
    pb = ProgramBuilder("handoff")
    lds = pb.lds("l", 256 * 4)
    with pb.kernel("k", g=ptr(1), out=ptr(1)) as k:
        tid = k.workitem_id()
        if async_copy:
            k.async_load_to_lds(k.arg("g") + tid * 4, lds + k.wave_id() * SLOT)
            k.asyncmark()
            if wait_before_barrier:
                k.wait_asyncmark(0)
        else:
            k.store(lds + tid * 4, tid)
        _barrier(k, fences, scope)
        other = (tid + 64) % 256  # a lane of the next wave
        k.store(k.arg("out") + tid * 4, k.load(lds + other * 4, I32))
    return pb.build()


def _barrier(k: FunctionBuilder, fences: bool, scope: Scope) -> None:
    if fences:
        k.fence(Ordering.RELEASE, scope)
    k.barrier()
    if fences:
        k.fence(Ordering.ACQUIRE, scope)


def test_handoff_through_barrier_with_fences_is_clean() -> None:
    assert check_program(_handoff(fences=True), FOUR_WAVES, STRICT).status == "clean"


def test_barrier_without_fences_orders_execution_only() -> None:
    result = check_program(_handoff(fences=False), FOUR_WAVES, STRICT)
    assert [f.kind for f in result.findings] == ["race"]


def test_wavefront_scope_fences_do_not_order_other_waves() -> None:
    result = check_program(_handoff(fences=True, scope=Scope.WAVEFRONT), FOUR_WAVES, STRICT)
    assert [f.kind for f in result.findings] == ["race"]


def test_async_copy_waited_before_barrier_is_clean() -> None:
    result = check_program(_handoff(True, True, async_copy=True), FOUR_WAVES, STRICT)
    assert result.status == "clean"


def test_async_copy_not_waited_before_release_is_not_ordered() -> None:
    result = check_program(_handoff(True, False, async_copy=True), FOUR_WAVES, STRICT)
    assert [f.kind for f in result.findings] == ["undef-read"]


def test_waves_that_end_drop_the_workgroup_barrier() -> None:
    # "When a thread ends, it automatically drops this barrier object": waves 1-3 end
    # without arriving, so wave 0's phase completes with its own arrival alone.
    pb = ProgramBuilder("drop")
    with pb.kernel("k") as k, k.if_(k.wave_id().eq(0)):
        k.barrier()
    result = check_program(pb.build(), FOUR_WAVES, STRICT)
    assert result.status == "clean"


def test_uninitialized_lds_read_is_undef() -> None:
    pb = ProgramBuilder("uninit")
    lds = pb.lds("l", SLOT)
    with pb.kernel("k") as k:
        k.load(lds + k.workitem_id() * 4, I32)
    [finding] = check_program(pb.build(), ONE_WAVE, STRICT).findings
    assert finding.kind == "undef-read" and "no write precedes" in finding.message


def _bench_like(waves: int, iterations: int, depth: int = 3) -> Callable[[], Program]:
    def build() -> Program:
        pb = ProgramBuilder("bench")
        lds = pb.lds("l", SLOT * waves * depth)
        with pb.kernel("k", g=ptr(1), out=ptr(1)) as k:
            tid = k.workitem_id()
            base = lds + k.wave_id() * (SLOT * depth)
            for s in range(depth - 1):
                k.async_load_to_lds(k.arg("g") + tid * 4 + s * 4096, base + s * SLOT)
                k.asyncmark()
            with k.loop(0, iterations) as i:
                k.async_load_to_lds(k.arg("g") + tid * 4 + (i + depth - 1) * 4096,
                                    base + ((i + depth - 1) % depth) * SLOT)
                k.asyncmark()
                k.wait_asyncmark(depth - 1)
                value = k.load(base + (i % depth) * SLOT + k.lane_id() * 4, I32)
                k.store(k.arg("out") + tid * 4 + i * 4096, value)
        return pb.build()
    return build


def test_multi_wave_pipeline_is_clean() -> None:
    launch = Launch(workgroup_size=(256, 1, 1), wave_size=64)
    result = check_program(_bench_like(4, 16)(), launch, STRICT)
    assert result.status == "clean", [f.message for f in result.findings]
