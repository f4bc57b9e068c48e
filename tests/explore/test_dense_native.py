"""The dense shadow's granule loops in C (explore/memory/_dense_native.c) against its numpy code
(docs/semantics/scale.md, "Compiled granule loops and unknown stretches"): from random page
states — live writes by lanes, by their async components, by "several lanes", SPLIT
granules, read summaries with one reader or SEVERAL — and random clock rows, one whole-wave
read or write with
``dense_shadow.NATIVE`` on and off gives the same outcome: the same bytes and "written",
or the same reason for asking for the exact engine; and the same page arrays after it.
Accesses of one granule per lane or several, lanes meeting one granule, within one page
or across two.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from amdsync.explore.memory import dense_shadow
from amdsync.explore.memory.dense_pages import PAGE_BYTES, SEVERAL, SPLIT, SPLIT_CLOCK
from amdsync.explore.memory.dense_shadow import DenseShadow, ExactShadowNeeded
from amdsync.semantics.clocks import AS_LDS, Clocks

pytestmark = pytest.mark.skipif(not dense_shadow.NATIVE, reason="the C loops are not built")

LANES = 4
WAVES = 4
THREADS = LANES * WAVES
LDS_BASE = 1 << 58  # address._LDS_KEY_BASE
SPOTS = 16  # granules about a page's end: accesses meet, some cross into the next page
FIRST = PAGE_BYTES // 4 - 10  # (the first granule index used)

writer = st.sampled_from(["none"] * 3 + ["lane"] * 3 + ["async", "several", "split"])
reader = st.sampled_from(["none", "lane", "async", "several"])
granule_state = st.tuples(writer, st.integers(0, THREADS - 1), st.integers(0, 3), reader,
                          st.integers(0, THREADS - 1), st.integers(0, 3), st.booleans(),
                          st.integers(-1, 255))
access = st.tuples(
    st.sampled_from(["read", "write"]),
    st.integers(0, WAVES - 1),  # the wave
    st.sampled_from([4, 8, 16]),  # bytes per lane
    # the lanes' first granules: far apart (4 granules: no two lanes meet), or any
    st.permutations([0, 4, 8, 12])
    | st.lists(st.integers(0, SPOTS - 1), min_size=LANES, max_size=LANES),
    st.booleans(),  # asynchronous
    # the clock row: mostly past every write and read, sometimes not
    st.lists(st.sampled_from([0, 2, 4, 4, 4, 4, 4, 4]), min_size=2 * WAVES,
             max_size=2 * WAVES),
    st.integers(0, 6),  # own async completed
    st.integers(1, 7),  # the access's clock
)


def _shadow(states: list[tuple[Any, ...]]) -> DenseShadow:
    clocks = Clocks(THREADS, [t // LANES for t in range(THREADS)])
    shadow = DenseShadow(clocks, [], THREADS)
    first = (FIRST * 4 + LDS_BASE) // PAGE_BYTES
    for number in (first, first + 1):
        page = shadow._page(number, number * PAGE_BYTES)
        shadow._reads(page)
    for spot, (w, wl, wc, r, rl, rc, wr, byte) in enumerate(states):
        key = LDS_BASE + 4 * (FIRST + spot)
        page = shadow.pages[key // PAGE_BYTES]
        g = (key % PAGE_BYTES) // 4
        page.wtid[g] = {"none": -1, "lane": wl, "async": THREADS + wl,
                        "several": 2 * THREADS + wl // LANES, "split": SPLIT}[w]
        page.wclk[g] = 0 if w == "none" else SPLIT_CLOCK if w == "split" else wc
        page.wr[g] = wr
        page.val[g] = byte
        assert page.rtid is not None and page.rclk is not None
        c = int(page.cmap[int(shadow.comp_arr[rl + (THREADS if r == "async" else 0)])])
        page.rtid[c, g] = {"none": -1, "lane": rl, "async": THREADS + rl,
                           "several": SEVERAL}[r]
        page.rclk[c, g] = 0 if r == "none" else rc
    return shadow


def _run(shadow: DenseShadow, op: tuple[Any, ...], native: bool
         ) -> tuple[tuple[Any, ...], list[tuple[int, list[Any]]]]:
    kind, wave, size, spots, asynchronous, row, own_async, clock = op
    saved = dense_shadow.NATIVE
    dense_shadow.NATIVE = native
    try:
        shadow.clocks.vc[wave, AS_LDS, :len(row)] = row
        shadow.clocks.own_async[wave] = own_async
        lanes = np.arange(wave * LANES, (wave + 1) * LANES, dtype=np.int64)
        keys = np.array([LDS_BASE + 4 * (FIRST + s) for s in spots], dtype=np.int64)
        try:
            if kind == "read":
                data, written = shadow.read_lanes(keys, size, lanes, wave, AS_LDS,
                                                  asynchronous, clock)
                outcome: tuple[Any, ...] = ("read", data.tolist(), written.tolist())
            else:
                values = (np.arange(LANES * size, dtype=np.int16).reshape(LANES, size)
                          % 256)
                shadow.write_lanes(keys, size, values, lanes, wave, AS_LDS, asynchronous,
                                   clock)
                outcome = ("written",)
        except ExactShadowNeeded as asked:
            outcome = ("asked", asked.reason)
    finally:
        dense_shadow.NATIVE = saved
    pages = [(n, [a.copy() for a in (p.wtid, p.wclk, p.val, p.wr, p.rtid, p.rclk)
                  if a is not None]) for n, p in sorted(shadow.pages.items())]
    return outcome, pages


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(granule_state, min_size=SPOTS, max_size=SPOTS), access)
def test_the_c_loops_are_the_numpy_code(states: list[tuple[Any, ...]],
                                         op: tuple[Any, ...]) -> None:
    outcome, pages = _run(_shadow(states), op, True)
    numpy_outcome, numpy_pages = _run(_shadow(states), op, False)
    assert outcome == numpy_outcome
    assert [n for n, _ in pages] == [n for n, _ in numpy_pages]
    for (_, arrays), (_, numpy_arrays) in zip(pages, numpy_pages, strict=True):
        assert len(arrays) == len(numpy_arrays)
        assert all(np.array_equal(a, b) for a, b in zip(arrays, numpy_arrays, strict=True))


def test_an_index_outside_a_page_is_refused() -> None:
    """The C loops check every index against its array (never a write outside it)."""
    pages = np.zeros(8, dtype=np.int32)
    with pytest.raises(IndexError):
        dense_shadow._dense_native.write_part(pages, pages.copy(), np.zeros(8, dtype=np.int64),
                                 np.zeros(8, dtype=np.bool_), np.array([9], dtype=np.int64),
                                 np.zeros(1, dtype=np.int64), np.zeros(1, dtype=np.int64),
                                 np.zeros(1, dtype=np.int32), np.zeros(4, dtype=np.int32),
                                 np.zeros(4, dtype=np.int64), 0, 4, None, None, None,
                                 np.zeros(1, dtype=np.int64), slice(None), 1)
