"""The dense shadow's pages and access plans (explore/memory/dense_shadow.py): per 4-byte
granule of a 64 KiB page, its bytes, whether it was written, its live write and, per
reading clock component, a summary of its reads; and the plan of an access — its
granules, the pages they fall in, each one's lanes and thread ids — made once per
pattern (docs/semantics/scale.md, "Dense shadow" and "Vectorized core").

amdgpu-memory-model (data races: what a plain access is judged against — the live
write and the reads since it, each with its thread and clock).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

I64 = npt.NDArray[np.int64]
I32 = npt.NDArray[np.int32]
I16 = npt.NDArray[np.int16]
Bools = npt.NDArray[np.bool_]

SEVERAL = -2  # a read summary made by more than one thread id
# The write of a granule that part-granule writes split (``_partial_write``): no access
# is ordered after it (component 0 never reaches SPLIT_CLOCK).
SPLIT = -3
SPLIT_CLOCK = np.iinfo(np.int32).max
PAGE_SHIFT = 16  # 64 KiB of memory per page (never crosses a global region or an LDS)
PAGE_BYTES = 1 << PAGE_SHIFT
PAGE_GRANULES = PAGE_BYTES >> 2


# One read-only all-true array per length: the "written" of reads whose every granule
# was written (callers only read it: docs/semantics/scale.md, "Vectorized core").
_ALL_TRUE: dict[int, Bools] = {}


def _all_true(n: int) -> Bools:
    found = _ALL_TRUE.get(n)
    if found is None:
        found = np.ones(n, dtype=np.bool_)
        found.flags.writeable = False
        _ALL_TRUE[n] = found
    return found


# One read-only array of unknown bytes per shape: what a read of host data returns
# (callers only read it).
_UNKNOWN: dict[tuple[int, int], I16] = {}


def _unknown_bytes(n: int, size: int) -> I16:
    found = _UNKNOWN.get((n, size))
    if found is None:
        found = np.full((n, size), -1, dtype=np.int16)
        found.flags.writeable = False
        _UNKNOWN[(n, size)] = found
    return found


def some(x: npt.NDArray[np.generic]) -> bool:
    """``x.any()``, by counting (a third of the time for a wave's lanes)."""
    return int(np.count_nonzero(x)) > 0


def every(x: npt.NDArray[np.generic]) -> bool:
    """``x.all()``, by counting."""
    return int(np.count_nonzero(x)) == x.size


class _Page:
    """PAGE_GRANULES granules of one memory (global region, LDS instance, scratch)."""

    __slots__ = ("bwclk", "bwtid", "cmap", "comps", "rclk", "rtid", "val", "val64", "wclk",
                 "wr", "wtid")

    def __init__(self, comps: I64, cmap: I64) -> None:
        self.val: I16 = np.full((PAGE_GRANULES, 4), -1, dtype=np.int16)
        # The same bytes, a granule's four as one int64 (a view of ``val``): a gather
        # or scatter of whole granules moves one element each (docs/semantics/scale.md,
        # "Vectorized core").
        self.val64: I64 = _granule_view(self.val)
        self.wr: Bools = np.zeros(PAGE_GRANULES, dtype=np.bool_)  # written or initialized
        self.wtid: I32 = np.full(PAGE_GRANULES, -1, dtype=np.int32)
        self.wclk: I32 = np.zeros(PAGE_GRANULES, dtype=np.int32)
        self.comps = comps  # the clock components that may read it (global indices)
        self.cmap = cmap  # component → its index in comps (-1: none)
        # Per reading component (index into comps) and granule, made on the first read.
        self.rclk: I32 | None = None
        self.rtid: I32 | None = None
        # Per byte, the write of each byte of a SPLIT granule (made on the first split).
        self.bwtid: I32 | None = None
        self.bwclk: I32 | None = None

    def nbytes(self) -> int:
        return PAGE_GRANULES * (8 + 1 + 8)

    def read_bytes(self) -> int:
        return PAGE_GRANULES * len(self.comps) * 8

    def copy(self) -> _Page:
        new = copy.copy(self)
        new.val = self.val.copy()
        new.val64 = _granule_view(new.val)
        new.wr = self.wr.copy()
        new.wtid = self.wtid.copy()
        new.wclk = self.wclk.copy()
        new.rclk = None if self.rclk is None else self.rclk.copy()
        new.rtid = None if self.rtid is None else self.rtid.copy()
        new.bwtid = None if self.bwtid is None else self.bwtid.copy()
        new.bwclk = None if self.bwclk is None else self.bwclk.copy()
        return new


def _granule_view(val: I16) -> I64:
    """``val`` (granules × 4 bytes, int16 each, C order) as one int64 per granule."""
    view: I64 = val.view(np.int64).reshape(len(val))
    return view


def _frozen32(x: I64) -> I32:
    """Thread ids of a plan as int32 (they are below 2^31), read-only."""
    out = np.array(x, dtype=np.int32)
    out.flags.writeable = False
    return out


def _frozen(x: I64) -> I64:
    """An array of a plan: a copy of its own that nothing may change."""
    out = np.array(x, dtype=np.int64)
    out.flags.writeable = False
    return out


def _run_of(gi: I64) -> I64 | slice:
    """``gi`` as a slice where it is the consecutive run ``gi[0], gi[0] + 1, ...`` (a
    slice indexes the same elements in the same order, as a view: docs/semantics/scale.md,
    "Vectorized core"), else ``gi``."""
    if len(gi) < 2:
        return gi
    start = int(gi[0])
    if int(gi[-1]) - start != len(gi) - 1 or not every(np.diff(gi) == 1):
        return gi
    return slice(start, start + len(gi))


@dataclass(frozen=True, slots=True)
class _PagePart:
    """The granules of an access that fall in one page: the page, their positions in
    the access (``sel``: a slice for all of them), their indices in the page (a slice
    where they are one consecutive run), and the lane and thread id of each;
    ``distinct``: no two of them are one granule."""

    number: int
    sel: I64 | slice
    gi: I64 | slice
    lanes: I64
    tids: I64
    tids32: I32  # (``tids`` as the pages' int32: a scatter into them casts nothing)
    distinct: bool


@dataclass(frozen=True, slots=True)
class _Plan:
    """How the accesses of ``size`` bytes at some keys by some lanes fall on granules
    and pages (``DenseShadow._plan``): what ``_granules`` and ``_pages`` compute, and
    whether no two lanes meet one granule (``distinct``)."""

    g: I64
    m: int
    distinct: bool
    pages: tuple[_PagePart, ...]
