"""Merged release sequences (atomics.merge_published; docs/semantics/atomics-and-lanes.md,
"Releasing lanes", "Merged release sequences"): for every acquiring thread and every acquire
scope wider than singlethread, the merged entries synchronize exactly when some entry they
join does, and the clock an acquire joins from them is the one it joins from the entries one
by one. Checked against the entries themselves over every place of a small launch and random
clocks (Hypothesis)."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from amdsync.explore.lanes.atomics import Published, merge_published
from amdsync.program.ops import Scope
from amdsync.program.topology import ThreadPlace
from amdsync.semantics.clocks import synchronizes

# Two agents, two workgroups each, two waves per workgroup, two lanes per wave.
PLACES = [ThreadPlace(agent=lane // 8, cluster=lane // 8, workgroup=lane // 4,
                      wave=lane // 2, lane=lane) for lane in range(16)]
WIDTH = 4


def _taken(entries: tuple[Published, ...], reader: ThreadPlace, scope: Scope
           ) -> tuple[bool, list[int]]:
    """Whether an acquire of ``scope`` in ``reader`` synchronizes with some entry, and
    the clock (address-space class 0) it then joins."""
    joined = np.zeros(WIDTH, dtype=np.int64)
    found = False
    for p in entries:
        if synchronizes(p.place, Scope(p.scope), reader, scope):
            found = True
            joined = np.maximum(joined, p.clock[0])
    return found, joined.tolist()


entry = st.tuples(st.integers(0, 15), st.sampled_from(list(Scope)),
                  st.sampled_from([(0,), (0, 1)]),
                  st.lists(st.integers(0, 9), min_size=WIDTH, max_size=WIDTH))


@settings(max_examples=60, deadline=None)
@given(st.lists(entry, min_size=1, max_size=8))
def test_merged_entries_take_what_the_entries_take(raw: list[tuple[int, Scope,
                                                                   tuple[int, ...],
                                                                   list[int]]]) -> None:
    entries = tuple(Published(np.array([clock, clock]), int(scope), PLACES[lane], classes,
                              None) for lane, scope, classes, clock in raw)
    merged = merge_published(entries)
    assert len(merged) <= len(entries)
    for classes in ((0,), (0, 1)):
        alike = tuple(p for p in entries if p.classes == classes)
        merged_alike = tuple(p for p in merged if p.classes == classes)
        for reader in PLACES:
            for scope in Scope:
                if scope == Scope.SINGLETHREAD:
                    continue  # (a singlethread acquire takes the entries themselves)
                assert _taken(merged_alike, reader, scope) == _taken(alike, reader, scope)


def test_lanes_of_one_wave_merge_into_one_entry() -> None:
    """The releases of the lanes of one wave at one scope are one entry; a singlethread
    release keeps its lane."""
    wave = tuple(Published(np.full((2, WIDTH), lane), int(Scope.AGENT), PLACES[lane],
                           (0, 1), None) for lane in (0, 1))
    merged = merge_published(wave)
    assert len(merged) == 1 and merged[0].clock.tolist() == [[1] * WIDTH] * 2
    single = tuple(Published(np.full((2, WIDTH), lane), int(Scope.SINGLETHREAD),
                             PLACES[lane], (0, 1), None) for lane in (0, 1))
    assert len(merge_published(single)) == 2
    other_wave = (*wave, Published(np.zeros((2, WIDTH)), int(Scope.AGENT), PLACES[2],
                                   (0, 1), None))
    assert len(merge_published(other_wave)) == 2
