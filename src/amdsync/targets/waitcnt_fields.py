"""The counter fields of the ``s_waitcnt`` immediate on each GFX family, and of the
GFX12 combined ``s_wait_loadcnt_dscnt`` / ``s_wait_storecnt_dscnt`` immediates: the
one decoder and encoder the reader (formats/llvm/hardware_waits.py), ``check`` and the
``waitcnt`` predictor (lower/) share.

Layout (amdgpu-usage, "s_waitcnt" counters of the memory-model code sequences; the bit
positions are those of LLVM's AMDGPUBaseInfo ``getVmcntBitShiftLo`` … ``encodeWaitcnt``):

========  ==========================  ===========  ===============
family    vmcnt                       expcnt       lgkmcnt
========  ==========================  ===========  ===============
GFX6-8    [3:0]                       [6:4]        [11:8]
GFX9      [3:0] low, [15:14] high     [6:4]        [11:8]
GFX10     [3:0] low, [15:14] high     [6:4]        [13:8]
GFX11+    [15:10]                     [2:0]        [9:4]
========  ==========================  ===========  ===============

GFX12 keeps the GFX11 layout for the legacy immediate (LLVM decodes it with the same
functions); its own waits name one counter each (``s_wait_loadcnt N``), and the two
combined forms put loadcnt or storecnt in [13:8] and dscnt in [5:0].
A counter at its largest value does not wait (the counter never exceeds it).
"""

from __future__ import annotations

from dataclasses import dataclass

from amdsync.targets.processors import EXPCNT, LGKMCNT, PROCESSORS, VMCNT

IMMEDIATE_BITS = 16  # SOPP simm16


@dataclass(frozen=True)
class Field:
    """One counter's bits: ``width`` bits at ``shift``, and on GFX9/GFX10 vmcnt's two
    high bits at ``hi_shift`` (``hi_width`` 0 elsewhere)."""

    counter: str
    shift: int
    width: int
    hi_shift: int = 0
    hi_width: int = 0

    @property
    def limit(self) -> int:
        """The largest count the field holds (that count waits for nothing)."""
        return (1 << (self.width + self.hi_width)) - 1

    def get(self, imm: int) -> int:
        low = (imm >> self.shift) & ((1 << self.width) - 1)
        high = (imm >> self.hi_shift) & ((1 << self.hi_width) - 1) if self.hi_width else 0
        return low | (high << self.width)

    def put(self, imm: int, value: int) -> int:
        low_mask = ((1 << self.width) - 1) << self.shift
        imm = (imm & ~low_mask) | ((value << self.shift) & low_mask)
        if self.hi_width:
            hi_mask = ((1 << self.hi_width) - 1) << self.hi_shift
            imm = (imm & ~hi_mask) | (((value >> self.width) << self.hi_shift) & hi_mask)
        return imm


_GFX6_8 = (Field(VMCNT, 0, 4), Field(EXPCNT, 4, 3), Field(LGKMCNT, 8, 4))
_GFX9 = (Field(VMCNT, 0, 4, 14, 2), Field(EXPCNT, 4, 3), Field(LGKMCNT, 8, 4))
_GFX10 = (Field(VMCNT, 0, 4, 14, 2), Field(EXPCNT, 4, 3), Field(LGKMCNT, 8, 6))
_GFX11 = (Field(VMCNT, 10, 6), Field(EXPCNT, 0, 3), Field(LGKMCNT, 4, 6))

# GFX12 s_wait_loadcnt_dscnt / s_wait_storecnt_dscnt: the first counter, then dscnt.
COMBINED_FIRST = Field("first", 8, 6)
COMBINED_DSCNT = Field("dscnt", 0, 6)


def layout(generation: str) -> tuple[Field, ...]:
    """The ``s_waitcnt`` fields of a processor generation (``Processor.generation``)."""
    if generation in ("gfx6", "gfx7", "gfx8"):
        return _GFX6_8
    if generation == "gfx9":
        return _GFX9
    if generation.startswith("gfx10"):
        return _GFX10
    if generation.startswith(("gfx11", "gfx12")):
        return _GFX11
    raise ValueError(f"no s_waitcnt layout for generation {generation!r}")


def field(generation: str, counter: str) -> Field:
    """``counter``'s field in the ``s_waitcnt`` immediate of ``generation``."""
    for f in layout(generation):
        if f.counter == counter:
            return f
    raise ValueError(f"s_waitcnt on {generation} has no field {counter}")


def lds_dma_vmcnt_field() -> Field:
    """vmcnt's field on every processor of the table with the vmcnt-counted LDS DMA
    (``Processor.lds_dma``): the one field an ``s_waitcnt`` that completes such a copy
    is decoded with, whatever the target (formats/llvm/hardware_waits.py). Those are
    GFX9 and GFX10, which agree on it; a processor added with another layout makes this
    an error rather than a silent misreading."""
    fields = {field(p.generation, VMCNT) for p in PROCESSORS.values() if p.lds_dma}
    if len(fields) != 1:
        raise ValueError("the processors with LDS DMA disagree on the s_waitcnt vmcnt "
                         f"field: {sorted(fields, key=repr)}")
    return fields.pop()


def decode_waitcnt(generation: str, imm: int) -> dict[str, int]:
    """Each counter's count in an ``s_waitcnt`` immediate (``imm`` in [0, 0xFFFF])."""
    return {f.counter: f.get(imm) for f in layout(generation)}


def encode_waitcnt(generation: str, counts: dict[str, int]) -> int:
    """The ``s_waitcnt`` immediate waiting for ``counts``; a counter not named (or
    named with a count at or above its field's limit) gets its limit: no wait."""
    imm = 0
    fields = layout(generation)
    known = {f.counter for f in fields}
    unknown = sorted(set(counts) - known)
    if unknown:
        raise ValueError(f"s_waitcnt on {generation} has no field {', '.join(unknown)}")
    for f in fields:
        imm = f.put(imm, min(counts.get(f.counter, f.limit), f.limit))
    return imm


def decode_combined(imm: int) -> tuple[int, int]:
    """(loadcnt or storecnt, dscnt) of a GFX12 combined wait immediate."""
    return COMBINED_FIRST.get(imm), COMBINED_DSCNT.get(imm)
