"""The third pass of the vectorized core (docs/semantics/scale.md, "Vectorized core"), each
shortcut against the computation it replaces: a run of consecutive granules as a slice
(``dense_shadow._run_of``), an async copy's overlap test found once per pair of patterns
(``DenseShadow.overlapping``), the read-only Spaces of a pointer whose address space
decides them (``address.space_of``), a granule's bytes as one int64
(``_Page.val64``), and the LDS DMA lanes' range check decided by the extreme
addresses (``async_copies._lds_lanes_in_range``)."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from amdsync.explore.memory import address, dense_shadow
from amdsync.explore.memory.address import Space, space_of
from amdsync.explore.sync.async_copies import _lane_offsets, _lds_lanes_in_range
from amdsync.program.types import AddressSpace


def test_run_of_indexes_what_the_array_does() -> None:
    page = np.arange(100, 200, dtype=np.int64)
    cases = [[3], [3, 4, 5, 6], [3, 5, 6], [6, 5, 4], [4, 4, 5], [0, 1, 2, 3, 4, 5, 6, 7],
             [9, 10, 12, 13], []]
    for gi_list in cases:
        gi = np.array(gi_list, dtype=np.int64)
        run = dense_shadow._run_of(gi)
        assert isinstance(run, slice) == (len(gi_list) > 1 and gi_list == list(
            range(gi_list[0], gi_list[0] + len(gi_list))))
        assert page[run].tolist() == page[gi].tolist()
        target, expected = page.copy(), page.copy()
        target[run] = -1
        expected[gi] = -1
        assert target.tolist() == expected.tolist()


def _shadow() -> dense_shadow.DenseShadow:
    """A dense shadow with only what ``overlapping`` uses."""
    return object.__new__(dense_shadow.DenseShadow)


@pytest.mark.parametrize("size", [4, 8, 16])
def test_overlapping_is_the_intersection(size: int) -> None:
    shadow = _shadow()
    shadow._overlaps = {}
    patterns = [np.array(p, dtype=np.int64) for p in (
        [0, 16, 32], [4, 20], [48, 64], [8], [32, 48, 64, 80], [1000, 1016])]
    for reads, writes in itertools.product(patterns, repeat=2):
        gran = np.arange(0, size, 4, dtype=np.int64)
        brute = bool(set((reads[:, None] + gran).ravel().tolist())
                     & set((writes[:, None] + gran).ravel().tolist()))
        assert shadow.overlapping(reads, writes, size) is brute
        assert shadow.overlapping(reads, writes, size) is brute  # (from the cache)


def test_constant_spaces_are_shared_and_read_only() -> None:
    addresses = np.arange(64, dtype=np.int64)
    for addrspace, space in ((AddressSpace.LOCAL, Space.LDS),
                             (AddressSpace.PRIVATE, Space.PRIVATE),
                             (AddressSpace.GLOBAL, Space.GLOBAL)):
        spaces = space_of(addrspace, addresses)
        assert spaces.tolist() == [space] * 64
        assert spaces is space_of(addrspace, addresses + 8)
        with pytest.raises(ValueError):
            spaces[0] = Space.GLOBAL
    flat = space_of(AddressSpace.FLAT, np.array([0, address.LDS_APERTURE], dtype=np.int64))
    assert flat.tolist() == [Space.GLOBAL, Space.LDS]
    flat[0] = Space.PRIVATE  # (computed per call: its own array)


def test_granule_view_is_the_bytes_of_its_page() -> None:
    comps = np.arange(2, dtype=np.int64)
    page = dense_shadow._Page(comps, comps.copy())
    gi = np.array([5, 2, 9], dtype=np.int64)
    data = np.array([[1, 2, 3, 4], [-1, 0, 255, 7], [9, 9, -1, -1]], dtype=np.int16)
    page.val64[gi] = dense_shadow._granule_view(data)
    assert page.val[gi].tolist() == data.tolist()
    assert page.val64[gi].view(np.int16).reshape(3, 4).tolist() == data.tolist()
    assert page.val[0].tolist() == [-1, -1, -1, -1] and int(page.val64[0]) == -1
    copied = page.copy()
    copied.val64[5] = 0  # (the copy's view is of the copy's bytes)
    assert copied.val[5].tolist() == [0, 0, 0, 0]
    assert page.val[5].tolist() == [1, 2, 3, 4]


def test_lds_lane_range_shortcut_is_the_range_check() -> None:
    mask = np.array([True, False, True, True], dtype=np.bool_)
    limit = address.LDS_LIMIT
    for stride in (4, 16, -4):
        offsets = _lane_offsets(stride, 4)
        assert offsets.tolist() == [0, stride, 2 * stride, 3 * stride]
        for first in (0, 8, limit - 64, limit - 4, limit, -4, -64, (1 << 32) + 4):
            addresses = first + offsets
            expected = mask & address.lds_in_range(addresses)
            got = _lds_lanes_in_range(mask, first, offsets, addresses)
            assert got.tolist() == expected.tolist(), (stride, first)
