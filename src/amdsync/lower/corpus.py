"""A seeded generator of small async-copy programs for checking the counter model.

Each program is a kernel (and sometimes a helper function it calls) made of async copies,
global stores, no-return atomics, LDS reads, asyncmarks and ``wait.asyncmark(N)``, in
straight-line code, loops with a run-time trip count, run-time ``if``s and calls. The
copies use the target's own async intrinsics (LDS DMA on GFX9/GFX10, the per-lane
``global.load.async.to.lds`` / ``global.store.async.from.lds`` on GFX12.5).

The programs keep LLVM's instruction order equal to the IR order, so that the model's
prediction is comparable with LLVM's output: every global address is distinct and far from
the others (no load/store merging), and no global load sits between copies (the scheduler
may hoist loads).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from amdsync.program import ops as o
from amdsync.program.builder import FunctionBuilder, Pointerish, ProgramBuilder, Val, ptr
from amdsync.program.module import Program
from amdsync.program.types import I32, I64
from amdsync.targets import Target

SHAPES = ("straight", "loop", "branch", "call")


@dataclass
class _Gen:
    rng: random.Random
    target: Target
    slot: int = 0  # distinct 4 KiB slots for addresses
    bit: int = 0  # the bit of ``n`` the next condition tests

    def next_slot(self) -> int:
        self.slot += 1
        return self.slot * 4096

    @property
    def gfx1250(self) -> bool:
        return self.target.processor.has_gfx1250_async

    def address(self, fb: FunctionBuilder, base: str, tid: Val) -> Val:
        """``base`` + 4 × tid + a fresh slot, in 64-bit arithmetic (the GFX12.5 backend of
        Triton 3.9's LLVM fails its machine verifier on some 32-bit forms, see
        docs/lowering.md)."""
        wide = fb.cast(o.CastKind.ZEXT, tid, I64)
        return fb.ptr_add(fb.arg(base), wide * 4 + fb.const(self.next_slot(), I64))

    def condition(self, fb: FunctionBuilder) -> Val:
        """A run-time condition independent of every other one (a fresh bit of ``n``), so
        that LLVM cannot fold one branch into another."""
        self.bit += 1
        return (fb.arg("n") & (1 << (self.bit % 31))).ne(0)

    def copy(self, fb: FunctionBuilder, lds: Pointerish) -> None:
        tid = fb.workitem_id()
        src = self.address(fb, "g", tid)
        if self.gfx1250:
            dst = fb.ptr_val(lds) + tid * 4
            if self.rng.random() < 0.25:
                glob = self.address(fb, "out", tid)
                fb.async_copy(dst, glob, 4, o.CopyDirection.FROM_LDS,
                              "llvm.amdgcn.global.store.async.from.lds.b32")
            else:
                fb.async_copy(src, dst, 4, o.CopyDirection.TO_LDS,
                              "llvm.amdgcn.global.load.async.to.lds.b32")
        else:
            fb.async_load_to_lds(src, lds, size=4)

    def statement(self, fb: FunctionBuilder, lds: Pointerish, depth: int,
                  allow_call: bool) -> None:
        r = self.rng.random()
        if r < 0.30:
            self.copy(fb, lds)
        elif r < 0.45:
            fb.asyncmark()
        elif r < 0.58:
            fb.wait_asyncmark(self.rng.choice((0, 0, 1, 1, 2, 3)))
        elif r < 0.72:
            tid = fb.workitem_id()
            fb.store(self.address(fb, "out", tid), self.rng.randrange(1, 99))
        elif r < 0.76:
            tid = fb.workitem_id()
            fb.atomic_rmw("add", self.address(fb, "out", tid), 1,
                          o.Atomicity(o.Ordering.MONOTONIC, o.SyncScope(o.Scope.AGENT)))
        elif r < 0.80:
            tid = fb.workitem_id()
            value = fb.load(fb.ptr_val(lds) + tid * 4, I32)
            fb.store(self.address(fb, "out", tid), value)
        elif r < 0.82:
            fb.fence(o.Ordering.RELEASE, o.Scope.AGENT)
        elif r < 0.88 and depth < 2:
            with fb.loop(0, fb.arg("n")):
                for _ in range(self.rng.randint(1, 5)):
                    self.statement(fb, lds, depth + 1, False)
        elif r < 0.94 and depth < 2:
            with fb.if_(self.condition(fb)):
                for _ in range(self.rng.randint(1, 5)):
                    self.statement(fb, lds, depth + 1, False)
        elif allow_call:
            fb.call("helper", fb.arg("g"), fb.arg("out"), fb.arg("n"))
        else:
            self.copy(fb, lds)


def generate(seed: int, target: Target, shape: str | None = None) -> Program:
    """Program number ``seed`` of the corpus for ``target``; ``shape`` forces one of
    :data:`SHAPES` (straight-line, a loop, a branch, a call)."""
    rng = random.Random(seed)
    shape = shape or SHAPES[seed % len(SHAPES)]
    gen = _Gen(rng, target)
    pb = ProgramBuilder(f"corpus-{target.name}-{seed}-{shape}", target.canonical())
    lds = pb.lds("tile", 4096)
    if shape == "call":
        with pb.function("helper", g=ptr(1), out=ptr(1), n=I32) as helper:
            for _ in range(rng.randint(2, 8)):
                gen.statement(helper, lds, 2, False)
            helper.wait_asyncmark(0)
    with pb.kernel("k", g=ptr(1), out=ptr(1), n=I32) as k:
        length = rng.randint(3, 14)
        for position in range(length):
            if shape == "loop" and position == length // 2:
                with k.loop(0, k.arg("n")):
                    for _ in range(rng.randint(2, 6)):
                        gen.statement(k, lds, 1, False)
            elif shape == "branch" and position == length // 2:
                with k.if_(gen.condition(k)):
                    for _ in range(rng.randint(2, 6)):
                        gen.statement(k, lds, 1, False)
            elif shape == "call" and position == length // 2:
                k.call("helper", k.arg("g"), k.arg("out"), k.arg("n"))
            else:
                gen.statement(k, lds, 0, shape == "call")
        k.wait_asyncmark(0)
    return pb.build()


def corpus(target: Target, count: int, first_seed: int = 0) -> list[Program]:
    return [generate(seed, target) for seed in range(first_seed, first_seed + count)]
