"""GFX1250 tensor DMA descriptors (the D# groups of ``llvm.amdgcn.tensor.load.to.lds`` /
``tensor.store.from.lds``) and the tile of elements one operation moves.

A tensor DMA instruction moves a tile of up to five dimensions between global memory
and LDS. The spec lists it among the asynchronous operations (amdgpu-async-operations,
"GFX1250 Tensor DMA Instructions"), so each element it moves is "a non-atomic read on
the source and a non-atomic write on the destination", tracked by asyncmarks, and its
own counter is waited with ``s_wait_tensorcnt`` (amdgpu-usage, "Tensor:
s_wait_tensorcnt"). The spec does not give the descriptor's bit layout; this module
decodes the fields listed in docs/llvm-reader.md ("Tensor DMA descriptors", with the
public sources the layout comes from), and nothing else: every bit it does not decode
must be zero, and a feature it does not model (multicast, iteration, a reserved bit)
is a :class:`DescriptorError` naming the field. Dimension 0
is the innermost (contiguous) one.

Worked example (a 2-D fp32 tile of 4 rows of 32 elements, padded by 4 dwords every
32 dwords in LDS): group 1 word 0 = 0x07120000 decodes as data size 4 bytes (bits
16-17 = 2), padding enabled (bit 20), interval 2^(4+1) = 32 dwords (bits 22-24 = 4),
amount 3 + 1 = 4 dwords (bits 25-31 = 3); element (row 1, column 0) then lands at LDS
byte 32·4 + 4·4 = 144 from the descriptor's LDS address.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

# Elements of one tile the checker explores (each is a read and a write it records): a
# larger tile makes the result incomplete rather than slow.
MAX_TILE_ELEMENTS = 1 << 18

Words = tuple[tuple[int | None, ...], ...]  # per group, each 32-bit word (None: unknown)


class DescriptorError(Exception):
    """A descriptor field the model cannot decode exactly."""

    def __init__(self, code: str, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.code = code
        self.field = field


@dataclass(frozen=True)
class TensorTile:
    """A decoded descriptor: where the tile is and how its elements are laid out."""

    enabled: bool  # group 0 word 0: the predicate (0: the operation moves nothing)
    lds_address: int  # bytes, the tile's first element in LDS
    global_address: int  # bytes, the tile's first element in global memory
    element_size: int  # bytes
    tensor_dims: tuple[int, ...]  # extent of the tensor from the tile's origin, per dim
    tile_dims: tuple[int, ...]  # extent of the tile, per dim
    strides: tuple[int, ...]  # in elements, per dim; strides[0] == 1
    pad_interval: int  # LDS padding: after every pad_interval bytes …
    pad_amount: int  # … skip pad_amount bytes (both 0: no padding)
    barrier: int | None = None  # LDS byte address of the barrier it arrives on, if any

    @property
    def count(self) -> int:
        n = 1
        for extent in self.tile_dims:
            n *= extent
        return n

    def elements(self, store: bool = False) -> tuple[npt.NDArray[np.int64],
                                                     npt.NDArray[np.int64],
                                                     npt.NDArray[np.bool_]]:
        """Per tile element, in LDS order (dimension 0 fastest): its global byte
        address, its LDS byte address, and whether it lies inside the tensor.

        A store (``store``: ``tensor.store.from.lds``) reads LDS densely: the padding
        fields apply to loads only. Triton's gfx1250 backend states it ("TDM store
        does not support padding in general", ``fillTDMDescriptor`` in
        third_party/amd/lib/TritonAMDGPUToLLVM/TDMUtility.cpp) and relies on it: for
        a padded layout whose pad interval is the row, a store's descriptor says
        tile_dim0 = row + pad amount and clamps tensor_dim0 to the row, so the dense
        read steps over each row's padding and the hardware's bounds check drops the
        padding elements (docs/triton.md, "The descriptor amdsync reads")."""
        rank = len(self.tile_dims)
        index = np.arange(self.count, dtype=np.int64)
        offset = np.zeros(self.count, dtype=np.int64)
        inside = np.ones(self.count, dtype=np.bool_)
        rest = index.copy()
        for k in range(rank):
            i = rest % self.tile_dims[k]
            rest //= self.tile_dims[k]
            offset += i * self.strides[k]
            inside &= i < self.tensor_dims[k]
        global_addr = self.global_address + offset * self.element_size
        dense = index * self.element_size
        if self.pad_interval and not store:
            dense = dense + (dense // self.pad_interval) * self.pad_amount
        return global_addr, self.lds_address + dense, inside


def _field(group: int, word: int, lo: int, width: int, name: str) -> str:
    bits = f"bit {lo}" if width == 1 else f"bits {lo}-{lo + width - 1}"
    return f"D# group {group} word {word} {bits} ({name})"


class _Reader:
    def __init__(self, words: Words) -> None:
        self.words = words

    def bits(self, group: int, word: int, lo: int, width: int, name: str) -> int:
        value = self.words[group][word]
        if value is None:
            raise DescriptorError("unknown-tensor-descriptor", _field(group, word, lo, width,
                                                                      name),
                                  "not a value the checker knows (the descriptor must be "
                                  "computable from constants and the launch's arguments)")
        return (value >> lo) & ((1 << width) - 1)

    def zero(self, group: int, word: int, lo: int, width: int, name: str, why: str) -> None:
        if self.bits(group, word, lo, width, name):
            raise DescriptorError("unsupported-tensor-descriptor",
                                  _field(group, word, lo, width, name), why)

    def split(self, group: int, word: int, lo: int, total: int, name: str) -> int:
        """A field of ``total`` bits starting at bit ``lo`` of ``word`` and continuing
        from bit 0 of the following words."""
        value = 0
        got = 0
        w, b = word, lo
        while got < total:
            take = min(32 - b, total - got)
            value |= self.bits(group, w, b, take, name) << got
            got += take
            w, b = w + 1, 0
        return value


def decode(words: Words) -> TensorTile:
    """Decode the D# groups (2 groups for the ``.d2`` forms; 4 or 5 for the full ones)."""
    full = len(words) >= 4
    r = _Reader(words)
    # Group 0: the predicate, the LDS address, the global address and the type.
    pred = r.bits(0, 0, 0, 32, "predicate")
    if pred not in (0, 1):
        raise DescriptorError("unsupported-tensor-descriptor",
                              _field(0, 0, 0, 32, "predicate"),
                              f"{pred:#x}: only 0 (off) and 1 (on) are modelled")
    lds = r.bits(0, 1, 0, 32, "LDS address")
    global_addr = r.bits(0, 2, 0, 32, "global address") | (
        r.bits(0, 3, 0, 25, "global address") << 32)
    r.zero(0, 3, 25, 5, "reserved", "reserved bits must be 0")
    kind = r.bits(0, 3, 30, 2, "type")
    if kind != 2:
        raise DescriptorError("unsupported-tensor-descriptor", _field(0, 3, 30, 2, "type"),
                              f"{kind}: only type 2 (the tensor descriptor) is modelled")
    # Group 1 word 0: multicast, data size, barrier, iterate, padding.
    r.zero(1, 0, 0, 16, "workgroup multicast mask",
           "multicast to other workgroups' LDS is not modelled")
    size = 1 << r.bits(1, 0, 16, 2, "data size")
    # The LDS barrier arrive on completion (docs/semantics/async-copies.md, "Tensor DMA", barrier-
    # completed operations): bit 18 enables it, group 1 word 1 bits 0-15 hold the
    # barrier's LDS address in units of 8 bytes (Triton's fillTDMDescriptor writes
    # ``(address >> 3) & 0xFFFF`` there).
    barrier: int | None = None
    if r.bits(1, 0, 18, 1, "atomic barrier enable"):
        barrier = r.bits(1, 1, 0, 16, "atomic barrier address") << 3
    else:
        r.zero(1, 1, 0, 16, "atomic barrier address", "set while the barrier is disabled")
    r.zero(1, 0, 19, 1, "iterate enable", "iterating descriptors are not modelled")
    r.zero(1, 0, 21, 1, "reserved", "reserved bit must be 0")
    pad_interval = pad_amount = 0
    if r.bits(1, 0, 20, 1, "pad enable"):
        pad_interval = 4 << (r.bits(1, 0, 22, 3, "pad interval") + 1)
        pad_amount = 4 * (r.bits(1, 0, 25, 7, "pad amount") + 1)
    else:
        r.zero(1, 0, 22, 3, "pad interval", "set while padding is disabled")
        r.zero(1, 0, 25, 7, "pad amount", "set while padding is disabled")
    tensor = [r.split(1, 1, 16, 32, "tensor_dim0"), r.split(1, 2, 16, 32,
                                                                 "tensor_dim1")]
    tile = [r.bits(1, 3, 16, 16, "tile_dim0"), r.bits(1, 4, 0, 16, "tile_dim1"),
            r.bits(1, 4, 16, 16, "tile_dim2")]
    strides = [1, r.split(1, 5, 0, 48, "tensor_dim0_stride"),
               r.split(1, 6, 16, 48, "tensor_dim1_stride")]
    if full:
        tensor += [r.bits(2, 0, 0, 32, "tensor_dim2"), r.bits(2, 1, 0, 32, "tensor_dim3"),
                   r.split(3, 1, 16, 32, "tensor_dim4")]
        strides += [r.split(2, 2, 0, 48, "tensor_dim2_stride"),
                    r.split(3, 0, 0, 48, "tensor_dim3_stride")]
        tile += [r.bits(2, 3, 16, 16, "tile_dim3"), r.bits(3, 2, 16, 16, "tile_dim4")]
        r.zero(3, 3, 0, 32, "reserved", "reserved word must be 0")
        for group in range(4, len(words)):
            for word in range(len(words[group])):
                r.zero(group, word, 0, 32, "reserved group",
                       "the reserved group must be zeroinitializer")
    elif tile[2]:
        raise DescriptorError("unsupported-tensor-descriptor", _field(1, 4, 16, 16,
                                                                      "tile_dim2"),
                              f"{tile[2]}: a .d2 form moves at most 2 dimensions")
    rank = max((k + 1 for k, extent in enumerate(tile) if extent), default=0)
    for k in range(rank):
        if tile[k] == 0:
            raise DescriptorError("unsupported-tensor-descriptor", f"tile_dim{k}",
                                  "0 below a nonzero outer tile dimension (an empty tile "
                                  "is not modelled)")
    if rank == 0:
        raise DescriptorError("unsupported-tensor-descriptor", "tile_dim0",
                              "every tile dimension is 0 (an empty tile is not modelled)")
    return TensorTile(bool(pred), lds, global_addr, size, tuple(tensor[:rank]),
                      tuple(tile[:rank]), tuple(strides[:rank]), pad_interval, pad_amount,
                      barrier)


# The 64-bit LDS barrier ("mbarrier") a barrier-completed tensor operation arrives on.
# No AMD document in the spec describes it; its layout is the one Triton's gfx1250
# backend initializes and reads (third_party/amd/lib/TritonAMDGPUToLLVM/
# BarrierOpToLLVM.cpp: the init count at bit 32, the pending count in bits 0-28, the
# phase in bits 29-31; "Phase changes when underflow is detected (pending count
# becomes negative)") and Gluon's documentation of ``mbarrier.arrive`` states ("If the
# pending count reaches zero, the phase changes … and the pending count is reloaded
# with the init count value"), written with the count stored less one.
BARRIER_PENDING_BITS = 29
BARRIER_PHASE_SHIFT = 29
BARRIER_INIT_SHIFT = 32


def barrier_phase(word: int) -> int:
    """The phase (bits 29-31) of an LDS barrier word."""
    return (word >> BARRIER_PHASE_SHIFT) & 7


def barrier_arrive(word: int) -> tuple[int, bool]:
    """One arrive on an LDS barrier word: the new word, and whether the arrive
    completed the phase (the pending count underflowed: the phase advances and the
    pending count is reloaded from the init count).

    >>> barrier_arrive(1 << 32 | 1)   # a barrier of 2 arrivals, none yet
    (4294967296, False)
    >>> barrier_arrive(1 << 32)       # the second arrival completes phase 0
    (4831838209, True)
    """
    mask = (1 << BARRIER_PENDING_BITS) - 1
    pending = word & mask
    init = (word >> BARRIER_INIT_SHIFT) & 0xFFFFFFFF
    phase = barrier_phase(word)
    if pending:
        return (init << BARRIER_INIT_SHIFT) | (phase << BARRIER_PHASE_SHIFT) | (
            pending - 1), False
    phase = (phase + 1) & 7
    return (init << BARRIER_INIT_SHIFT) | (phase << BARRIER_PHASE_SHIFT) | (
        init & mask), True
