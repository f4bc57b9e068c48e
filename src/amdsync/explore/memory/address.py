"""The address layout the interpreter gives a launch's memory.

Pointer values are 64-bit integers, so ``ptrtoint`` / ``inttoptr`` round-trip:

* LDS pointers (addrspace 3) are byte offsets into the workgroup's LDS, where the LDS
  globals are laid out in declaration order at their alignment, as the backend does.
* Private pointers (addrspace 5) are offsets into the lane's own scratch.
* Global, constant and flat pointers are 64-bit: each kernel pointer argument and each
  global variable is a disjoint region at its own base (pointer arguments are disjoint
  buffers); flat pointers into LDS / private memory use fixed apertures.

Memory accesses key their bytes by a *location*: an integer unique across the whole
launch (LDS of workgroup ``w`` and scratch of lane ``l`` get their own ranges).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Collection, Sequence
from dataclasses import dataclass

import numpy as np

from amdsync.explore.values.values import BoolArray, IntArray
from amdsync.frontends.demangle import local_variable
from amdsync.program.types import AddressSpace
from amdsync.targets.processors import PROCESSORS

REGION_SHIFT = 36
REGION_SPAN = 1 << REGION_SHIFT  # bytes reserved for each global region
LDS_APERTURE = 1 << 60  # flat addresses of LDS: aperture + LDS offset
PRIVATE_APERTURE = 1 << 61  # flat addresses of scratch: aperture + private offset
APERTURE_SPAN = 1 << 32

# Location keys (distinct from addresses): one range per LDS instance and per scratch.
_LDS_KEY_BASE = 1 << 58
_PRIVATE_KEY_BASE = 1 << 59
GLOBAL_KEYS = _LDS_KEY_BASE  # location keys below this are global addresses


class Space:
    GLOBAL = 0
    LDS = 1
    PRIVATE = 2


@dataclass(frozen=True)
class Region:
    name: str
    base: int
    size: int | None  # None: unbounded (a kernel argument buffer)
    addrspace: int


@dataclass
class AddressMap:
    """Names the regions of global memory, for messages and range checks."""

    regions: list[Region]

    def __post_init__(self) -> None:
        self.regions.sort(key=lambda r: r.base)
        self._bases = [r.base for r in self.regions]

    def region_of(self, address: int) -> Region | None:
        i = bisect_right(self._bases, address) - 1
        if i < 0:
            return None
        region = self.regions[i]
        if address - region.base >= REGION_SPAN:
            return None
        return region

    def region_named(self, name: str) -> Region | None:
        return next((r for r in self.regions if r.name == name), None)

    def describe(self, address: int) -> str:
        region = self.region_of(address)
        if region is None:
            return f"0x{address:x}"
        # As the source names it (issue 42): clang's HIP names a pointer parameter `out`
        # of the source `%out.coerce` (every_input/value_sources.py source_param alike).
        return f"{region.name.removesuffix('.coerce')}[{address - region.base}]"


def region_base(index: int) -> int:
    """Base address of the ``index``-th global region."""
    return (index + 1) * REGION_SPAN


# One read-only array per Space code and shape: the Spaces of a pointer whose address
# space fixes them (docs/semantics/scale.md, "Vectorized core": no caller changes them; a write
# to one would raise).
_CONSTANT_SPACES: dict[tuple[int, tuple[int, ...]], IntArray] = {}


def _constant_spaces(space: int, shape: tuple[int, ...]) -> IntArray:
    found = _CONSTANT_SPACES.get((space, shape))
    if found is None:
        found = np.full(shape, space, dtype=np.int64)
        found.flags.writeable = False
        _CONSTANT_SPACES[(space, shape)] = found
    return found


def constant_space(spaces: IntArray) -> int | None:
    """The Space of every lane where ``spaces`` is one of the shared arrays
    :func:`space_of` gives when the address space alone decides (None: not known
    without looking)."""
    if spaces.flags.writeable:
        return None
    found = _CONSTANT_SPACES.get((int(spaces[0]), spaces.shape)) if spaces.size else None
    return int(spaces[0]) if found is spaces else None


def space_of(addrspace: int, addresses: IntArray) -> IntArray:
    """Which memory each lane's pointer addresses (Space codes; read-only where the
    address space alone decides)."""
    if addrspace == AddressSpace.LOCAL:
        return _constant_spaces(Space.LDS, addresses.shape)
    if addrspace == AddressSpace.PRIVATE:
        return _constant_spaces(Space.PRIVATE, addresses.shape)
    if addrspace == AddressSpace.FLAT:
        out = np.full(addresses.shape, Space.GLOBAL, dtype=np.int64)
        in_lds = (addresses >= LDS_APERTURE) & (addresses < LDS_APERTURE + APERTURE_SPAN)
        in_priv = (addresses >= PRIVATE_APERTURE) & (
            addresses < PRIVATE_APERTURE + APERTURE_SPAN)
        out[in_lds] = Space.LDS
        out[in_priv] = Space.PRIVATE
        return out
    return _constant_spaces(Space.GLOBAL, addresses.shape)


# LDS out of range (docs/semantics/model.md, "LDS addresses out of range"). A workgroup's LDS
# accesses are range-checked against its allocation (amdgpu-usage, GFX9 and later: "The
# M0 register is not used for range checking LDS accesses"; an out-of-range address is a
# memory violation, "LDS address out of range", which is reported only with
# ENABLE_EXCEPTION_MEMORY, and that field "Must be 0"); the ISA manuals give the
# result: the write is discarded and the read returns zero. No processor lets a
# workgroup allocate more than LDS_LIMIT bytes, so an access at or past it is out of
# range on every target and every launch.
LDS_LIMIT = max(p.lds_bytes for p in PROCESSORS.values())


def lds_in_range(addresses: IntArray) -> BoolArray:
    """Lanes whose LDS address (a 32-bit offset) is below LDS_LIMIT."""
    return (addresses & 0xFFFFFFFF) < LDS_LIMIT


def location_keys(addrspace: int, addresses: IntArray, workgroup: int,
                  lanes: IntArray) -> tuple[IntArray, IntArray]:
    """Location keys of each lane's first byte, and each lane's Space.

    ``lanes`` are the global lane (thread) indices, used for private memory.
    """
    spaces = space_of(addrspace, addresses)
    if addrspace == AddressSpace.LOCAL:  # (every lane in LDS: as below, at once)
        return addresses + (_LDS_KEY_BASE + workgroup * APERTURE_SPAN), spaces
    if addrspace not in (AddressSpace.FLAT, AddressSpace.PRIVATE):  # (every lane global)
        return addresses.copy(), spaces
    keys = addresses.copy()
    if addrspace == AddressSpace.FLAT:
        lds = spaces == Space.LDS
        keys[lds] = addresses[lds] - LDS_APERTURE
        priv = spaces == Space.PRIVATE
        keys[priv] = addresses[priv] - PRIVATE_APERTURE
    lds_mask = spaces == Space.LDS
    keys[lds_mask] += _LDS_KEY_BASE + workgroup * APERTURE_SPAN
    priv_mask = spaces == Space.PRIVATE
    keys[priv_mask] += _PRIVATE_KEY_BASE + lanes[priv_mask] * APERTURE_SPAN
    return keys, spaces


def lds_name(symbol: str, functions: Collection[str] = ()) -> str:
    """An LDS variable as the source names it (docs/findings.md): a C++ function's
    static local ``partial of block_sum_no_step_sync`` (demangled), an OpenCL kernel's
    ``__local`` variable (clang's ``@KERNEL.NAME``, ``KERNEL`` one of ``functions``)
    ``tile of reverse_no_barrier``, any other symbol as it is."""
    local = local_variable(symbol)
    if local is not None:
        return f"{local[0]} of {local[1]}"
    owner, dot, name = symbol.rpartition(".")
    if dot and owner in functions and name.isidentifier():
        return f"{name} of {owner}"
    return symbol


def describe_key(key: int, amap: AddressMap, lds_names: list[tuple[int, int, str]],
                 lds_tiles: Sequence[tuple[int, int, str]] = ()) -> str:
    """A readable name for a location key: ``tile[12]``, ``A[4096]``, ``lds+12``; a
    byte of a compiler's buffer in an LDS global (``lds_tiles``: program/lds_tiles.py)
    by the buffer's label, every one that may hold it, with its offset as detail:
    ``tile a (lds+38912)``."""
    if key >= _PRIVATE_KEY_BASE:
        rel = key - _PRIVATE_KEY_BASE
        return f"scratch(lane {rel // APERTURE_SPAN})+{rel % APERTURE_SPAN}"
    if key >= _LDS_KEY_BASE:
        rel = key - _LDS_KEY_BASE
        workgroup, offset = divmod(rel, APERTURE_SPAN)
        labels = list(dict.fromkeys(label for start, end, label in lds_tiles
                                    if start <= offset < end))
        if labels:
            where = f"{' or '.join(labels)} (lds+{offset})"
            return where if workgroup == 0 else f"{where} (workgroup {workgroup})"
        for start, end, name in lds_names:
            if start <= offset < end:
                base, of, owner = name.partition(" of ")  # (lds_name's)
                where = f"{base}[{offset - start}]" + (f" of {owner}" if of else "")
                return where if workgroup == 0 else f"{where} (workgroup {workgroup})"
        return f"lds+{offset}"
    return amap.describe(key)
