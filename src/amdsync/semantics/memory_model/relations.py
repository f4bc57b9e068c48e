"""Binary relations over the events of one execution, as bitsets.

A relation over ``n`` events is a list of ``n`` integers: bit ``j`` of ``rel[i]`` is set
when ``i → j``. Litmus executions have a few dozen events, so closure and composition on
Python integers are fast and allocation-free enough for exhaustive enumeration.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable, Iterator, Sequence

Rel = list[int]


def empty(n: int) -> Rel:
    return [0] * n


def from_pairs(n: int, pairs: Iterable[tuple[int, int]]) -> Rel:
    rel = [0] * n
    for a, b in pairs:
        rel[a] |= 1 << b
    return rel


def pairs(rel: Rel) -> Iterator[tuple[int, int]]:
    for a, bits_of_a in enumerate(rel):
        row = bits_of_a
        while row:
            low = row & -row
            yield a, low.bit_length() - 1
            row ^= low


def bits(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def has(rel: Rel, a: int, b: int) -> bool:
    return bool(rel[a] >> b & 1)


def union(*rels: Rel) -> Rel:
    out = list(rels[0])
    for rel in rels[1:]:
        for i, row in enumerate(rel):
            out[i] |= row
    return out


def compose(r1: Rel, r2: Rel) -> Rel:
    """``r1 ; r2``."""
    out = [0] * len(r1)
    for a, row in enumerate(r1):
        acc = 0
        for b in bits(row):
            acc |= r2[b]
        out[a] = acc
    return out


def transitive_closure(rel: Rel) -> Rel:
    """``rel+`` (Warshall over bit rows)."""
    out = list(rel)
    for k in range(len(out)):
        # Step k of Warshall: every row reaching k gains k's row. Rebuilding the list
        # with a comprehension is the same step (row k itself is unchanged by it:
        # k's row ORed with itself) at a fraction of the indexed loop's cost.
        bit = 1 << k
        row_k = out[k]
        if row_k:
            out = [row | row_k if row & bit else row for row in out]
    return out


def reflexive(rel: Rel) -> Rel:
    return [row | (1 << i) for i, row in enumerate(rel)]


def inverse(rel: Rel) -> Rel:
    out = [0] * len(rel)
    for a, b in pairs(rel):
        out[b] |= 1 << a
    return out


def is_irreflexive(rel: Rel) -> bool:
    return not any(row >> i & 1 for i, row in enumerate(rel))


def is_acyclic(rel: Rel) -> bool:
    return is_irreflexive(transitive_closure(rel))


def restrict(rel: Rel, domain: int, codomain: int) -> Rel:
    """``[domain] ; rel ; [codomain]`` for bitset domains."""
    return [(row & codomain) if domain >> i & 1 else 0 for i, row in enumerate(rel)]


def topological_order(rel: Rel) -> list[int] | None:
    """The smallest (lexicographically, by event id) order of all events consistent
    with the (acyclic) ``rel``; None on a cycle. The smallest such order depends only on
    ``rel+``: an event is ready exactly when everything before it in ``rel+`` is
    placed, so a relation with the same closure (a transitive reduction) gives the
    same order."""
    n = len(rel)
    indegree = [0] * n
    for row in rel:
        left = row
        while left:
            low = left & -left
            indegree[low.bit_length() - 1] += 1
            left ^= low
    ready = [i for i in range(n) if indegree[i] == 0]
    heapq.heapify(ready)
    order: list[int] = []
    while ready:
        a = heapq.heappop(ready)
        order.append(a)
        row = rel[a]
        while row:
            low = row & -row
            row ^= low
            b = low.bit_length() - 1
            indegree[b] -= 1
            if indegree[b] == 0:
                heapq.heappush(ready, b)
    return order if len(order) == n else None


def closure_in_order(rel: Rel, order: Sequence[int]) -> Rel:
    """``rel+`` given ``order``, a topological order of ``rel`` (every edge goes
    forward in it): each row, from the last event back, is its successors and their
    (already closed) rows. A successor already inside a closed row taken is skipped,
    its row being part of that one (``rel+`` is transitive), so a thread's program
    order costs one step, not one per later event."""
    out = [0] * len(rel)
    for v in reversed(order):
        row = rel[v]
        acc = row
        todo = row
        while todo:
            low = todo & -todo
            reach = out[low.bit_length() - 1]
            acc |= reach
            todo &= ~(reach | low)
        out[v] = acc
    return out
