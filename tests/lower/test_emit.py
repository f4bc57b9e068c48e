"""Lowering Programs to AMDGPU LLVM IR: golden files, llvmlite verification, and the
located errors for features a target lacks."""

from __future__ import annotations

import os
from pathlib import Path

import llvmlite.binding as llvm
import pytest

from amdsync.diagnostics import AmdsyncError
from amdsync.formats.llvm import read_llvm_text
from amdsync.lower.corpus import corpus
from amdsync.lower.emit import lower_program
from amdsync.program import ops as o
from amdsync.program.builder import FunctionBuilder, ProgramBuilder, ptr
from amdsync.program.module import Program
from amdsync.program.types import I32, I64
from amdsync.targets import parse_target

GOLDEN = Path(__file__).parent / "golden"
UPDATE = os.environ.get("AMDSYNC_UPDATE_GOLDEN") == "1"
ACQ_AGENT = o.Atomicity(o.Ordering.ACQUIRE, o.SyncScope(o.Scope.AGENT))


def verify(text: str) -> None:
    module = llvm.parse_assembly(text)
    module.verify()


def pipeline_program() -> Program:
    """The software pipeline of amdgpu-async-operations, "Examples", one copy per block."""
    pb = ProgramBuilder("pipeline")
    lds = pb.lds("tile", 3 * 256 * 4)
    with pb.kernel("k", g=ptr(1), out=ptr(1), n=I32) as k:
        tid = k.workitem_id()
        for stage in range(3):
            k.async_load_to_lds(k.arg("g") + tid * 4 + stage * 1024, lds + stage * 1024)
            k.asyncmark()
        with k.loop(0, k.arg("n")) as i:
            k.wait_asyncmark(2)
            k.async_load_to_lds(k.arg("g") + tid * 4 + i * 1024, lds)
            k.asyncmark()
        k.wait_asyncmark(2)
        k.wait_asyncmark(1)
        k.wait_asyncmark(0)
        k.barrier()
        value = k.load(lds + tid * 4, I32)
        k.store(k.arg("out") + tid * 4, value)
    return pb.build()


def memory_model_program() -> Program:
    """Fences with syncscope and MMRA, av_none atomics, av load/store, cmpxchg."""
    pb = ProgramBuilder("memory-model")
    lds = pb.lds("flag", 16)
    with pb.kernel("k", g=ptr(1), n=I32) as k:
        tid = k.workitem_id()
        p = k.arg("g") + tid * 16
        k.fence(o.Ordering.RELEASE, o.Scope.WORKGROUP, address_spaces=frozenset({3}))
        k.fence(o.Ordering.ACQ_REL, o.Scope.AGENT, address_spaces=frozenset({1, 3}),
                av_none=True)
        k.fence(o.Ordering.SEQ_CST, o.Scope.SYSTEM, one_as=True)
        k.store(lds, 1, atomic=o.Atomicity(o.Ordering.RELEASE,
                                           o.SyncScope(o.Scope.WORKGROUP), av_none=True))
        k.load(k.arg("g"), I32, atomic=ACQ_AGENT)
        k.atomic_rmw("add", p, 1, o.Atomicity(o.Ordering.MONOTONIC,
                                             o.SyncScope(o.Scope.CLUSTER)))
        k.emit(o.CmpXchg("cx", p.operand, o.Const(0, I32), o.Const(1, I32), I32, 4,
                         ACQ_AGENT, o.Ordering.MONOTONIC, k.loc))
        k.emit(o.AvLoad("av", p.operand, o.SyncScope(o.Scope.AGENT), k.loc))
        k.emit(o.AvStore(p.operand, o.Reg("av"), o.SyncScope(o.Scope.WORKGROUP), k.loc))
    return pb.build()


def gfx1250_program() -> Program:
    """GFX12.5 async copies both ways, split / named / cluster barriers, a call."""
    pb = ProgramBuilder("gfx1250")
    lds = pb.lds("tile", 1024)
    bar = pb.named_barriers("bar", 2)
    with pb.function("helper", g=ptr(1)) as h:
        h.asyncmark()
        h.wait_asyncmark(0)
    with pb.kernel("k", g=ptr(1), out=ptr(1)) as k:
        tid = k.workitem_id()
        mine = lds + tid * 4
        k.async_copy(k.arg("g") + tid * 4, mine, 16, o.CopyDirection.TO_LDS,
                     "llvm.amdgcn.global.load.async.to.lds.b128")
        k.async_copy(k.arg("g") + tid * 8, mine, 8, o.CopyDirection.TO_LDS,
                     "llvm.amdgcn.cluster.load.async.to.lds.b64")
        k.async_load_to_lds(k.arg("g") + tid * 4, lds)  # LDS DMA form → per-lane address
        k.asyncmark()
        k.wait_asyncmark(0)
        k.async_copy(mine, k.arg("out") + tid * 4, 4, o.CopyDirection.FROM_LDS,
                     "llvm.amdgcn.global.store.async.from.lds.b32")
        k.barrier_arrive()
        k.barrier_wait()
        k.barrier_arrive(o.CLUSTER_BARRIER)
        k.barrier_wait(o.CLUSTER_BARRIER)
        named = o.NamedBarrier(bar.at(k).operand)
        k.barrier_init(named, 2)
        k.barrier_join(named)
        k.barrier_arrive(named, 4)
        k.barrier_wait(named)
        k.barrier_drop(named)
        k.call("helper", k.arg("g"))
    return pb.build()


CASES = {
    "pipeline-gfx950": (pipeline_program, "gfx950"),
    "pipeline-gfx1030": (pipeline_program, "gfx1030:wavefrontsize64+"),
    "memory-model-gfx942": (memory_model_program, "gfx942:sramecc+:xnack-"),
    "gfx1250": (gfx1250_program, "gfx1250"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden(name: str) -> None:
    build, target = CASES[name]
    text = lower_program(build(), parse_target(target)).text
    text = text.replace(str(Path(__file__)), "<test>")
    path = GOLDEN / f"{name}.ll"
    if UPDATE or not path.exists():
        path.write_text(text)
    assert text == path.read_text()
    verify(text)


def test_sites_point_at_the_emitted_instruction() -> None:
    module = lower_program(pipeline_program(), parse_target("gfx950"))
    lines = module.text.splitlines()
    waits = [s for s in module.sites if "wait.asyncmark" in lines[s.line - 1]]
    assert [lines[s.line - 1].strip() for s in waits] == [
        f"call void @llvm.amdgcn.wait.asyncmark(i16 {n})" for n in (2, 2, 1, 0)]
    barrier = [s for s in module.sites if "s.barrier()" in lines[s.line - 1]]
    assert len(barrier) == 2 and barrier[0].line == barrier[1].line  # arrive + wait pair


@pytest.mark.parametrize("target", ["gfx942", "gfx950", "gfx90a", "gfx1030", "gfx1250"])
def test_corpus_programs_parse_and_verify(target: str) -> None:
    t = parse_target(target)
    for program in corpus(t, 40):
        verify(lower_program(program, t, annotate=True).text)


def _one(target: str, emit: object) -> AmdsyncError:
    pb = ProgramBuilder("bad")
    lds = pb.lds("tile", 1024)
    pb.named_barriers("bar")
    with pb.kernel("k", g=ptr(1)) as k:
        emit(k, lds)  # type: ignore[operator]
    with pytest.raises(AmdsyncError) as info:
        lower_program(pb.build(), parse_target(target))
    assert info.value.code == "lower-unsupported"
    assert info.value.loc is not None and info.value.loc.file == __file__
    return info.value


@pytest.mark.parametrize(("target", "what", "message"), [
    ("gfx1100", "asyncmark", "gfx1100 (gfx11) has no asyncmark / wait.asyncmark"),
    ("gfx1200", "wait", "gfx1200 (gfx12) has no asyncmark"),
    ("gfx942", "dma16", "gfx942 LDS DMA copies 1, 2, 4 bytes per lane, not 16"),
    ("gfx803", "dma4", "gfx803 (gfx8) has no asynchronous LDS DMA"),
    ("gfx950", "per-lane", "gfx950 (gfx9) has no global.load.async.to.lds"),
    ("gfx950", "store-from-lds", "has no global.store.async.from.lds"),
    ("gfx1250", "sync-dma", "gfx1250 (gfx12.5) has no synchronous LDS DMA"),
    ("gfx1250", "b16", "copies 1, 4, 8 or 16 bytes per lane, not 2"),
    ("gfx942", "split", "gfx942 has no split barrier"),
    ("gfx1200", "cluster", "gfx1200 has no cluster barrier"),
    ("gfx1200", "named", "gfx1200 has no named barriers"),
    ("gfx1250", "trap", "barrier -2 is reserved for the trap handler"),
    ("gfx803", "av", "gfx803 has no av.load / av.store"),
])
def test_missing_features_are_located_errors(target: str, what: str, message: str) -> None:
    def emit(k: object, lds: object) -> None:
        assert isinstance(k, FunctionBuilder)
        g = k.arg("g")
        match what:
            case "asyncmark":
                k.asyncmark()
            case "wait":
                k.wait_asyncmark(0)
            case "dma16":
                k.async_load_to_lds(g, lds, size=16)  # type: ignore[arg-type]
            case "dma4":
                k.async_load_to_lds(g, lds, size=4)  # type: ignore[arg-type]
            case "per-lane":
                k.async_copy(g, lds, 4, o.CopyDirection.TO_LDS,  # type: ignore[arg-type]
                             "llvm.amdgcn.global.load.async.to.lds.b32")
            case "store-from-lds":
                k.async_copy(lds, g, 4, o.CopyDirection.FROM_LDS,  # type: ignore[arg-type]
                             "llvm.amdgcn.global.store.async.from.lds.b32")
            case "sync-dma":
                k.load_to_lds(g, lds, size=4)  # type: ignore[arg-type]
            case "b16":
                k.async_copy(g, lds, 2, o.CopyDirection.TO_LDS,  # type: ignore[arg-type]
                             "llvm.amdgcn.global.load.async.to.lds.b16")
            case "split":
                k.barrier_arrive()
            case "cluster":
                k.barrier_wait(o.CLUSTER_BARRIER)
            case "named":
                k.barrier_arrive(o.BarrierId(3))
            case "trap":
                k.barrier_arrive(o.WORKGROUP_TRAP_BARRIER)
            case "av":
                k.emit(o.AvLoad("x", g.operand, o.SyncScope(o.Scope.AGENT), k.loc))

    error = _one(target, emit)
    assert message in error.message


def test_fence_without_global_or_local_memory_is_an_error() -> None:
    pb = ProgramBuilder("bad")
    with pb.kernel("k") as k:
        k.fence(o.Ordering.RELEASE, o.Scope.AGENT, address_spaces=frozenset({5}))
    with pytest.raises(AmdsyncError, match="synchronizes no global or local memory"):
        lower_program(pb.build(), parse_target("gfx942"))


def test_wait_count_must_fit_i16() -> None:
    pb = ProgramBuilder("bad")
    with pb.kernel("k") as k:
        k.wait_asyncmark(70000)
    with pytest.raises(AmdsyncError) as info:
        lower_program(pb.build(), parse_target("gfx942"))
    assert info.value.code == "bad-wait-count"


def test_thread_ids_and_wave_ops_lower_to_intrinsics() -> None:
    pb = ProgramBuilder("ids")
    with pb.kernel("k", g=ptr(1)) as k:
        lane = k.lane_id()
        wave = k.wave_id()
        k.emit(o.ThreadId("wg", o.IdKind.WORKGROUP_SIZE, 0, k.loc))
        k.emit(o.ThreadId("nwg", o.IdKind.NUM_WORKGROUPS, 1, k.loc))
        k.emit(o.WaveOp("b", o.WaveOpKind.BALLOT, (o.Const(1, I32.__class__(1)),), I64, k.loc))
        k.emit(o.WaveOp("r", o.WaveOpKind.READFIRSTLANE, (lane.operand,), I32, k.loc))
        k.emit(o.Opaque("pc", "llvm.amdgcn.s.getpc", (), I64, k.loc))
        k.store(k.arg("g"), wave + lane)
    for target in ("gfx942", "gfx1100"):
        text = lower_program(pb.build(), parse_target(target)).text
        verify(text)
        assert ("@llvm.amdgcn.mbcnt.hi" in text) == (target == "gfx942")
        assert "call i64 @llvm.amdgcn.ballot.i64(i1 true)" in text
        assert "@llvm.amdgcn.dispatch.ptr()" in text


def test_noalias_only_where_it_holds() -> None:
    """Issue 15: read from LLVM IR, a pointer is noalias only where the input said so
    (%o stays without), and never an LDS pointer (%l loses it); the rule for built
    programs is in test_fidelity.py."""
    text = ('target triple = "amdgcn-amd-amdhsa"\n'
            "define amdgpu_kernel void @k(ptr addrspace(1) noalias %g, ptr addrspace(1) %o, "
            "ptr addrspace(3) noalias %l) {\n"
            "  %v = load i32, ptr addrspace(3) %l\n"
            "  store i32 %v, ptr addrspace(1) %g\n  store i32 %v, ptr addrspace(1) %o\n"
            "  ret void\n}\n")
    lowered = lower_program(read_llvm_text(text, "t.ll"), parse_target("gfx950")).text
    header = next(line for line in lowered.splitlines() if line.startswith("define"))
    assert header == ("define amdgpu_kernel void @k(ptr addrspace(1) noalias %g, "
                      "ptr addrspace(1) %o, ptr addrspace(3) %l) #0 {")
