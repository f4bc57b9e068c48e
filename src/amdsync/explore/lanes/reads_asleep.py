"""Sleep sets that know which writes an atomic read chose between (docs/semantics/schedules.md,
"Reads asleep: a read and a write it does not read commute").

The full exploration puts to sleep, in each later sibling, a wave whose atomic access it
has explored at a state (explore/search/check.py, ``_explore``); a sleeping wave wakes
when a dependent access runs. A load and a write of one location counted as dependent, so
a load explored before a write was explored again after it, with every write it could
read — the old ones too, each an execution explored already: the load reading write *X*
and then the write *W* placed anywhere is the execution in which *W* is placed there
first and the load reads *X* after it.

Here a poised atomic load of one lane carries, in its footprint (``ReadFootprint``), the
writes it may read (their ids), and the choice "the load reads *X*" is the transition
sleep sets reason about. A write (of another wave) and a load reading a write other than
the write's own are independent: neither disables the other, and both orders leave the
same state. So a load asleep stays asleep when a write runs, but is offered again
reading the writes it did not have to choose from (``new_choices``), and a write asleep
stays asleep when such a load runs (the load cannot read a write that has not run).
"""

from __future__ import annotations

from collections.abc import Iterable

from amdsync.explore.lanes.commuting_writes import commute
from amdsync.explore.search.options import Footprint


class ReadFootprint(tuple[frozenset[int], bool]):
    """The footprint ``(keys, False)`` of an atomic load by one lane, with ``covered``: the
    ids of the writes it may read (explored as choices wherever the footprint is put to
    sleep; ``atomics.INITIAL`` for the initial value)."""

    covered: frozenset[int]

    def __new__(cls, keys: frozenset[int], covered: frozenset[int]) -> ReadFootprint:
        self = super().__new__(cls, (keys, False))
        self.covered = covered
        return self


def dependent(a: Footprint, b: Footprint) -> bool:
    """Two atomic accesses whose order matters (``a`` asleep, ``b`` run): a common location,
    one of them writing — unless one is a load by one lane (``ReadFootprint``): it reads a
    write that has run, so never the other's, and the two commute; or both are
    read-modify-writes of one operation nothing can tell the order of
    (commuting_writes.py)."""
    if isinstance(a, ReadFootprint) or isinstance(b, ReadFootprint) or commute(a, b):
        return False
    return (a[1] or b[1]) and not a[0].isdisjoint(b[0])


def new_choices(asleep: ReadFootprint, choices: Iterable[tuple[int, int]]
                ) -> list[tuple[int, int]]:
    """The (write id, position) choices of a sleeping load that read a write it did not
    have to choose from where it was put to sleep (written since)."""
    return [(wid, position) for wid, position in choices if wid not in asleep.covered]
