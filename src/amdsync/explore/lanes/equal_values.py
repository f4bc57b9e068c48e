"""Reads-from choices that lead to the same later behaviour (docs/semantics/schedules.md,
"Writes of one value: the oldest stands for the rest").

An atomic load whose value decides something may read every write from its coherence
floor on. Two of them that hold the same bytes, all known, and publish nothing (no
release sequence: reading either synchronizes with nobody) give the load the same value
and the same happens-before; the executions differ only in the write read, that is in
the coherence floor of the later accesses of the reading lane and of those that happen
after them (CoRR, CoWR). The co-older write leaves every such floor lower or equal, so
every choice left after reading the newer one is left after reading the older one too,
with the same values: reading the older one has every execution of reading the newer
one, up to which write the load read. The atomicMin relaxations of a graph kernel write
the same distance many times over (a later write that does not lower it writes it back).
"""

from __future__ import annotations

from collections.abc import Sequence

from amdsync.explore.lanes.atomics import AtomicLog


def first_of_each_value(log: AtomicLog, key: int, positions: Sequence[int],
                        size: int) -> list[int]:
    """``positions`` (coherence order, -1 the initial value) without those that write the
    same known bytes as an earlier one of them, when neither publishes anything (writes of
    another width are kept: the load reads part of them, or they cover more)."""
    if key not in log.initial:
        return list(positions)  # (nothing written yet: memory holds the value)
    seen: set[tuple[int | None, ...]] = set()
    out: list[int] = []
    for p in positions:
        write = log.write(key, p)
        data = tuple(log.value(key, p, size))
        if (write is not None and (write.published or write.size != size)) or (
                None in data or len(data) != size):
            out.append(p)
            continue
        if data not in seen:
            seen.add(data)
            out.append(p)
    return out
