"""Exact values of the cross-lane intrinsics the reader keeps as ``Opaque``: DPP
(``update.dpp``, ``mov.dpp``, ``mov.dpp8``), ``ds.swizzle``, ``ds.bpermute``,
``ds.permute``, ``writelane``, ``permlane16``/``permlanex16``/``permlane64``.

Each moves values between the lanes of one wave by a permutation its control operands
fix (amdgpu-usage, "AMDGPU Intrinsics" and the DPP / swizzle modifier syntax; the
control encodings are LLVM's SIDefines.h ``DppCtrl`` and ``Swizzle::EncBits``, decoded
in :func:`amdsync.explore.values.uniform.dpp_sources` for DPP). A result is known when the
controls are constants this module decodes and every active lane reads an active lane;
a read of an inactive lane (whose register the model does not hold as the hardware
does), an out-of-range index or an undecoded control leaves the result UNKNOWN
(docs/llvm-reader.md, "Cross-lane values"; docs/semantics/inline-asm.md, "Cross-lane
values", for the rules per target and the lane-by-lane reference that holds them).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

import numpy as np

from amdsync.explore.values.uniform import INVALID, UNDECODED, dpp_sources
from amdsync.explore.values.values import UNKNOWN, BoolArray, IntArray, Value

_OVERLOAD = re.compile(r"(\.(i\d+|f\d+|bf\d+|v\d+[a-z]+\d+|p\d+))*")


def named(name: str, base: str) -> bool:
    """Is ``name`` ``llvm.amdgcn.<base>`` with only overload suffixes?"""
    prefix = f"llvm.amdgcn.{base}"
    return name.startswith(prefix) and _OVERLOAD.fullmatch(name[len(prefix):]) is not None


CROSS_LANE = ("update.dpp", "mov.dpp8", "mov.dpp", "ds.swizzle", "ds.bpermute",
              "ds.permute", "writelane", "permlanex16", "permlane16", "permlane64")


@cache
def is_cross_lane(name: str) -> bool:
    """Is ``name`` one of the cross-lane intrinsics of CROSS_LANE? (Once per name: the
    interpreter asks for every ``Opaque`` it evaluates.)"""
    return any(named(name, base) for base in CROSS_LANE)


def evaluate(name: str, args: Sequence[Value], mask: BoolArray, width: int,
             generation: str | None) -> Value:
    """The result of cross-lane intrinsic ``name`` on known operands (UNKNOWN
    otherwise)."""
    if not mask.any():
        return UNKNOWN
    # The ``old`` operand of update.dpp and permlane16/x16 is often poison and matters
    # only for lanes that keep it: it may be unknown (``_dpp`` says when it matters).
    optional_old = named(name, "update.dpp") or named(name, "permlane16") or named(
        name, "permlanex16")
    if optional_old and args and not isinstance(args[0], np.ndarray):
        args = [np.zeros(width, dtype=np.int64), *args[1:]]
        old_known = False
    else:
        old_known = True
    ints = [a for a in args if isinstance(a, np.ndarray) and a.ndim == 1]
    if len(ints) != len(args):
        return UNKNOWN
    first = int(np.argmax(mask))
    consts = [int(a[first]) for a in ints]
    lanes = np.arange(width, dtype=np.int64)
    if named(name, "update.dpp") and len(ints) == 6:
        return _dpp(ints[0] if old_known else None, ints[1], consts[2:], mask, width,
                    generation)
    if named(name, "mov.dpp") and len(ints) == 5:
        return _dpp(None, ints[0], consts[1:], mask, width, generation)
    if named(name, "mov.dpp8") and len(ints) == 2 and _gfx10_plus(generation):
        # v_mov_b32_dpp8: lane i of each group of 8 reads lane sel[3i+2:3i] of it.
        selected = (consts[1] >> (3 * (lanes & 7))) & 7
        return _gather(ints[0], (lanes & ~7) | selected, mask)
    if named(name, "ds.swizzle") and len(ints) == 2:
        sources = swizzle_sources(consts[1] & 0xFFFF, width)
        return UNKNOWN if sources is None else _gather(ints[0], sources, mask)
    if named(name, "ds.bpermute") and len(ints) == 2:
        # ds_bpermute_b32: lane i reads the lane its byte address / 4 names.
        return _gather(ints[1], _byte_lane(ints[0], width), mask)
    if named(name, "ds.permute") and len(ints) == 2:
        return _permute(ints[0], ints[1], mask, width)
    if named(name, "writelane") and len(ints) == 3:
        # v_writelane_b32: the lane named by the (uniform) lane operand gets the value.
        lane = consts[1] % width
        out = ints[2].copy()
        out[lane] = consts[0]
        return out
    for base, cross in (("permlanex16", True), ("permlane16", False)):
        if named(name, base) and len(ints) == 6 and _gfx10_plus(generation):
            return _gather(ints[1], permlane16_sources(consts[2], consts[3], cross, width),
                           mask)
    if named(name, "permlane64") and len(ints) == 1 and (
            generation or "").startswith(("gfx11", "gfx12")):
        # amdgpu-usage, llvm.amdgcn.permlane64: the halves of a wave64 swapped; "no
        # operation in wave32 mode".
        return _gather(ints[0], lanes ^ 32 if width == 64 else lanes, mask)
    return UNKNOWN


def _gfx10_plus(generation: str | None) -> bool:
    return generation is not None and generation.startswith(("gfx10", "gfx11", "gfx12"))


def _gather(src: IntArray, sources: IntArray, mask: BoolArray) -> Value:
    """Each active lane reads ``src`` at its source lane; UNKNOWN unless every active
    lane's source is an active lane."""
    width = len(mask)
    chosen = sources[mask]
    if bool(((chosen < 0) | (chosen >= width)).any()):
        return UNKNOWN
    if not bool(mask[chosen].all()):
        return UNKNOWN
    out: IntArray = src[np.clip(sources, 0, width - 1)]
    return out


def _byte_lane(index: IntArray, width: int) -> IntArray:
    """The lane a ds_bpermute/ds_permute byte address names, or INVALID outside the
    wave (the hardware wraps; LLVM does not say so, so no value is claimed)."""
    lane = index >> 2
    return np.where((index >= 0) & (lane < width), lane, INVALID)


def _permute(index: IntArray, src: IntArray, mask: BoolArray, width: int) -> Value:
    """ds_permute_b32 (a forward permute): lane i sends its value to the lane its byte
    address names. Known when every active lane receives from exactly one active
    lane."""
    targets = _byte_lane(index, width)[mask]
    senders = np.nonzero(mask)[0]
    if bool((targets < 0).any()) or len(np.unique(targets)) != len(targets):
        return UNKNOWN
    if set(targets.tolist()) != set(senders.tolist()):
        return UNKNOWN
    out = src.copy()
    out[targets] = src[senders]
    return out


def swizzle_sources(offset: int, width: int) -> IntArray | None:
    """The lane each lane reads under ds_swizzle_b32 ``offset`` (SIDefines.h
    ``Swizzle::EncBits``): quad-perm mode (``offset & 0xFF00 == 0x8000``: lane i of a
    quad reads lane ``offset[2i+1:2i]`` of it) and bitmask mode (bit 15 clear: lane i of
    a group of 32 reads ``((i & and) | or) ^ xor`` with and, or, xor the 5-bit fields at
    bits 0, 5, 10). Rotate and FFT modes (``offset >= 0xC000`` on GFX9+) are not
    decoded: None."""
    lanes = np.arange(width, dtype=np.int64)
    if offset & 0xFF00 == 0x8000:
        return (lanes & ~3) | ((offset >> (2 * (lanes & 3))) & 3)
    if offset & 0x8000 == 0:
        and_mask, or_mask, xor_mask = offset & 0x1F, (offset >> 5) & 0x1F, (offset >> 10) & 0x1F
        return (lanes & ~31) | ((((lanes & 31) & and_mask) | or_mask) ^ xor_mask)
    return None


def permlane16_sources(sel_lo: int, sel_hi: int, cross: bool, width: int) -> IntArray:
    """v_permlane16_b32 / v_permlanex16_b32 (GFX10+): lane i reads lane ``sel[i mod
    16]`` of its own row of 16, or of the other row of its pair (x16); ``sel`` holds 4
    bits per lane, lanes 0-7 in ``sel_lo`` and 8-15 in ``sel_hi``."""
    lanes = np.arange(width, dtype=np.int64)
    i = lanes & 15
    sel = np.where(i < 8, sel_lo & 0xFFFFFFFF, sel_hi & 0xFFFFFFFF)
    index = (sel >> (4 * (i & 7))) & 0xF
    row = lanes >> 4
    source = (row ^ 1 if cross else row) * 16 + index
    return np.where(source < width, source, INVALID)


def _dpp(old: IntArray | None, src: IntArray, controls: list[int], mask: BoolArray,
         width: int, generation: str | None) -> Value:
    """``update.dpp(old, src, ctrl, row_mask, bank_mask, bound_ctrl)`` / ``mov.dpp``
    (old undefined): a lane whose row (``row_mask`` bit ``i / 16``) or bank
    (``bank_mask`` bit ``(i / 4) mod 4``) is masked off keeps ``old``; a lane whose
    source is outside its row or wave, or inactive, gets 0 with ``bound_ctrl`` and
    keeps ``old`` without it."""
    ctrl, row_mask, bank_mask, bound_ctrl = controls
    sources = dpp_sources(ctrl, width, generation)
    if sources is None:
        return UNKNOWN
    lanes = np.arange(width, dtype=np.int64)
    written = (((row_mask >> (lanes >> 4)) & 1) != 0) & (
        ((bank_mask >> ((lanes >> 2) & 3)) & 1) != 0)
    # Only a lane that writes reads its source: row_bcast:15 with row_mask 0xa (the
    # scan idiom) leaves row 0, whose source the ISA does not name, unwritten.
    if bool((sources[mask & written] == UNDECODED).any()):
        return UNKNOWN
    clipped = np.clip(sources, 0, width - 1)
    valid = (sources >= 0) & mask[clipped]
    keeps_old = mask & (~written | (~valid & (bound_ctrl == 0)))
    if old is None and bool(keeps_old.any()):
        return UNKNOWN
    base = old if old is not None else np.zeros(width, dtype=np.int64)
    out = np.where(valid, src[clipped], 0 if bound_ctrl else base)
    result: IntArray = np.where(written, out, base)
    return result
