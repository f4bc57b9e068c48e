# ruff: noqa: E501  (IR lines are kept whole)
"""The ``s_waitcnt`` immediate against LLVM (targets/waitcnt_fields.py;
docs/semantics/hardware-waits.md, "The immediate").

Three oracles, none of them the decoder itself:

* immediates and the text LLVM's assembler and disassembler give them, per family (the
  facts of LLVM's MC tests: llvm/test/MC/AMDGPU/sopp.s for SI/VI, gfx9's and gfx11's
  sopp tests, llvm/test/MC/Disassembler/AMDGPU/gfx10_sopp.txt);
* immediates production code passes to ``llvm.amdgcn.s.waitcnt`` with the wait LLVM's
  lit tests print for them;
* every ``s_waitcnt`` line of the LLVM lit corpus (tests/targets/data/
  llvm_lit_waitcnt.json, copied from ../shared/corpora/llvm-lit): parsed by the
  predictor's reader of LLVM's assembly (lower/asm.py), encoded for the lit test's
  target, read back by the LLVM IR reader as ``check`` reads it.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from amdsync.formats.llvm import read_llvm_text
from amdsync.formats.llvm.hardware_waits import COUNTER, vmcnt_of
from amdsync.lower.asm import parse_waits
from amdsync.lower.waitcnt import encode_prediction
from amdsync.program import ops as o
from amdsync.targets import PROCESSORS, parse_target
from amdsync.targets.processors import VMCNT
from amdsync.targets.waitcnt_fields import (
    decode_waitcnt,
    encode_waitcnt,
    field,
    layout,
    lds_dma_vmcnt_field,
)

HERE = Path(__file__).parent
LIT = json.loads((HERE / "data" / "llvm_lit_waitcnt.json").read_text())["waits"]
GENERATIONS = sorted({p.generation for p in PROCESSORS.values()})


def _counts(generation: str, text: str) -> dict[str, int]:
    """The counts an ``s_waitcnt`` line states, each counter it leaves out at its limit
    (LLVM prints only the counters that wait, unless none does)."""
    named = parse_waits(text)
    return {f.counter: named.get(f.counter, f.limit) for f in layout(generation)}


# (generation, immediate, LLVM's text for it)
LLVM_MC = [
    # sopp.s, prefix GCN (SI and VI): vmcnt [3:0], expcnt [6:4], lgkmcnt [11:8]
    ("gfx6", 0x0000, "s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)"),
    ("gfx8", 0x0F71, "s_waitcnt vmcnt(1)"),
    ("gfx8", 0x0F79, "s_waitcnt vmcnt(9)"),
    ("gfx8", 0x0F7F, "s_waitcnt vmcnt(15) expcnt(7) lgkmcnt(15)"),
    ("gfx8", 0x0F2F, "s_waitcnt expcnt(2)"),
    ("gfx7", 0x037F, "s_waitcnt lgkmcnt(3)"),
    ("gfx6", 0x0F00, "s_waitcnt vmcnt(0) expcnt(0)"),
    ("gfx8", 0x0002, "s_waitcnt vmcnt(2) expcnt(0) lgkmcnt(0)"),
    # gfx9 sopp: vmcnt's high bits [15:14]
    ("gfx9", 0x0F71, "s_waitcnt vmcnt(1)"),
    ("gfx9", 0xCF2F, "s_waitcnt expcnt(2)"),
    ("gfx9", 0xC37F, "s_waitcnt lgkmcnt(3)"),
    ("gfx9", 0x0F7F, "s_waitcnt vmcnt(15)"),
    ("gfx9", 0x4F7F, "s_waitcnt vmcnt(31)"),
    ("gfx9", 0x4E6F, "s_waitcnt vmcnt(31) expcnt(6) lgkmcnt(14)"),
    ("gfx9", 0xCF7E, "s_waitcnt vmcnt(62)"),
    ("gfx9", 0xCE6E, "s_waitcnt vmcnt(62) expcnt(6) lgkmcnt(14)"),
    # gfx10_sopp.txt (disassembled): lgkmcnt [13:8]
    ("gfx10.1", 0x0000, "s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)"),
    ("gfx10.1", 0x1234, "s_waitcnt vmcnt(4) expcnt(3) lgkmcnt(18)"),
    ("gfx10.1", 0xC151, "s_waitcnt vmcnt(49) expcnt(5) lgkmcnt(1)"),
    # gfx11 sopp: vmcnt [15:10], lgkmcnt [9:4], expcnt [2:0]
    ("gfx11", 0x1234, "s_waitcnt vmcnt(4) expcnt(4) lgkmcnt(35)"),
    ("gfx11", 0x07F7, "s_waitcnt vmcnt(1)"),
    ("gfx11", 0x27F7, "s_waitcnt vmcnt(9)"),
    ("gfx11", 0xFFF2, "s_waitcnt expcnt(2)"),
    ("gfx11", 0xFC37, "s_waitcnt lgkmcnt(3)"),
    ("gfx11", 0x03F0, "s_waitcnt vmcnt(0) expcnt(0)"),
    ("gfx11", 0x3CE6, "s_waitcnt vmcnt(15) expcnt(6) lgkmcnt(14)"),
    ("gfx11", 0xF8E6, "s_waitcnt vmcnt(62) expcnt(6) lgkmcnt(14)"),
]


@pytest.mark.parametrize(("generation", "imm", "text"), LLVM_MC)
def test_llvm_mc_encodings(generation: str, imm: int, text: str) -> None:
    assert decode_waitcnt(generation, imm) == _counts(generation, text)
    assert encode_waitcnt(generation, parse_waits(text)) == imm


# Immediates of production code and LLVM's lit tests, with what they wait for: 3952 is
# the one a look-back scan emits on gfx94x (issue 46); 127 is what the s_dcache_inv /
# s_dcache_wb lit tests pass and LLVM prints "s_waitcnt lgkmcnt(0)" on SI/VI; 112 is
# what a CK-style GEMM passes before s_barrier.
PRODUCTION = [
    ("gfx9", 3952, {"vmcnt": 0, "expcnt": 7, "lgkmcnt": 15}),
    ("gfx8", 127, {"vmcnt": 15, "expcnt": 7, "lgkmcnt": 0}),
    # On GFX9 the same 127 leaves vmcnt's high bits 0: vmcnt(15), not "no wait".
    ("gfx9", 127, {"vmcnt": 15, "expcnt": 7, "lgkmcnt": 0}),
    ("gfx9", 112, {"vmcnt": 0, "expcnt": 7, "lgkmcnt": 0}),
    ("gfx10.3", 112, {"vmcnt": 0, "expcnt": 7, "lgkmcnt": 0}),
    ("gfx11", 3952, {"vmcnt": 3, "expcnt": 0, "lgkmcnt": 55}),
]


@pytest.mark.parametrize(("generation", "imm", "counts"), PRODUCTION)
def test_production_immediates(generation: str, imm: int, counts: dict[str, int]) -> None:
    assert decode_waitcnt(generation, imm) == counts


@pytest.mark.parametrize("generation", GENERATIONS)
def test_every_generation_round_trips_every_value(generation: str) -> None:
    """Every generation of the processor table: each field's every value, alone and
    with the others at every corner, through the encoder and back."""
    fields = layout(generation)
    for f in fields:
        for value in range(f.limit + 1):
            for others in (0, None):  # the other fields waiting for 0, or not at all
                counts = {g.counter: (value if g is f else
                                      g.limit if others is None else others)
                          for g in fields}
                imm = encode_waitcnt(generation, counts)
                assert 0 <= imm < 1 << 16
                assert decode_waitcnt(generation, imm) == counts


# Every pair of bits (and none, and all): a field is a slice of bits, so a bit lost,
# moved or kept where no field holds it shows in a pair that includes it.
_BIT_PAIRS = sorted({0, 0xFFFF} | {(1 << a) | (1 << b) for a in range(16) for b in range(16)})


@pytest.mark.parametrize("generation", GENERATIONS)
def test_decoding_then_encoding_keeps_the_bits_the_fields_hold(generation: str) -> None:
    used = 0
    for f in layout(generation):
        used |= ((1 << f.width) - 1) << f.shift
        used |= ((1 << f.hi_width) - 1) << f.hi_shift if f.hi_width else 0
    for imm in _BIT_PAIRS:
        assert encode_waitcnt(generation, decode_waitcnt(generation, imm)) == imm & used


def test_the_reader_decodes_with_the_field_of_every_lds_dma_processor() -> None:
    """The reader's vmcnt is the field of each processor that has the copies it
    completes (and there are such processors)."""
    dma = [p for p in PROCESSORS.values() if p.lds_dma]
    assert {p.generation for p in dma} == {"gfx9", "gfx10.1", "gfx10.3"}
    for p in dma:
        assert field(p.generation, VMCNT) == lds_dma_vmcnt_field()
    for imm in _BIT_PAIRS:
        assert vmcnt_of(imm) == decode_waitcnt("gfx9", imm)["vmcnt"]


KERNEL = """target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [64 x i32] poison, align 16

define amdgpu_kernel void @k(ptr addrspace(1) %g) {{
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.s.waitcnt(i32 {imm})
  ret void
}}

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.s.waitcnt(i32)
"""


@pytest.mark.parametrize("row", LIT, ids=lambda r: f"{r['module']}:{r['line']}@{r['target']}")
def test_lit_corpus_waits_read_back_as_llvm_printed_them(row: dict[str, object]) -> None:
    """Each ``s_waitcnt`` LLVM emitted in the lit corpus, encoded for its target, is
    what the predictor encodes for that vmcnt, and ``check`` reads it back as the
    vmcnt LLVM printed."""
    target = parse_target(str(row["target"]))
    generation = target.processor.generation
    text = str(row["lit_check"])
    counts = _counts(generation, text)
    imm = encode_waitcnt(generation, parse_waits(text))
    assert decode_waitcnt(generation, imm) == counts
    if set(parse_waits(text)) == {VMCNT}:
        assert encode_prediction(target, VMCNT, counts[VMCNT]) == imm
    program = read_llvm_text(KERNEL.format(imm=imm), "lit.ll")
    waits = [op for op in program.function("k").ops() if isinstance(op, o.WaitAsyncMark)]
    assert [(w.count, w.counter) for w in waits] == [(counts[VMCNT], COUNTER)]


def test_lit_corpus_covers_each_pre_gfx12_family_with_lds_dma() -> None:
    assert {str(r["target"]) for r in LIT} == {"gfx900", "gfx942", "gfx1010"}
    assert len(LIT) == 28
