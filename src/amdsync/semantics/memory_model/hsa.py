"""The LLVM / HSA scoped memory model the AMDGPU model builds on.

amdgpu-usage, "Memory Scopes": the model is HSA's, HRF-indirect with scope inclusion —
happens-before is transitive over synchronizes-with independently of scope, and
synchronizes-with needs the two operations' scope instances to be *inclusive*
(amdgpu-memory-model, "Inclusive Scopes"). ``-one-as`` scopes and fences tagged
``amdgpu-synchronize-as`` synchronize only the address spaces they name, so
happens-before is computed per address space: ``hb[a] = (po ∪ sw[a])+``.

Everything here is a pure function of the events and the relations passed in.

- ``synchronizes_with``: release (atomic write or release fence before an atomic
  write) → acquire (atomic read of the release sequence, or acquire fence after it);
  and release fence before a workgroup barrier → acquire fence after the same barrier
  phase in another thread (the fence–barrier–fence idiom, amdgpu-execution-synchronization,
  "Barriers only synchronize execution": memory is ordered by the fences around them),
  under the conditions of ERRATA.md item 1 (``barrier_release_acquire``).
- ``happens_before``: per address space.
- ``coherent``: the per-location coherence (modification order) rules of LLVM atomics.
- ``rmw_atomic``: an atomic read-modify-write reads its immediate co-predecessor.
- ``seq_cst_consistent``: seq_cst operations with inclusive scopes lie in a total order
  consistent with hb and each location's coherence order.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from amdsync.program.ops import Ordering
from amdsync.semantics.memory_model.events import (
    Event,
    EventKind,
    inclusive_scopes,
    is_acquire,
    is_release,
    overlapping_scopes,
)
from amdsync.semantics.memory_model.relations import (
    Rel,
    bits,
    closure_in_order,
    compose,
    is_acyclic,
    reflexive,
    transitive_closure,
    union,
)

SwEdge = tuple[int, int, frozenset[int] | None]


def program_order(events: Sequence[Event]) -> Rel:
    """``po``: the order of events within a thread (transitive). Initial writes come
    before nothing in po; they are location-ordered first by their own rule."""
    n = len(events)
    rel = [0] * n
    by_thread: dict[int, list[Event]] = {}
    for e in events:
        if not e.is_init:
            by_thread.setdefault(e.thread, []).append(e)
    for evs in by_thread.values():
        evs.sort(key=lambda e: e.index)
        later = 0
        for e in reversed(evs):
            rel[e.id] = later
            later |= 1 << e.id
    return rel


def release_sequence(events: Sequence[Event], rf: Sequence[int | None],
                     rmw: Sequence[tuple[int, int]], head: int) -> set[int]:
    """The release sequence headed by atomic write ``head``: ``head`` and the atomic
    read-modify-writes that read from it, transitively (LangRef, "Atomic Memory Ordering
    Constraints"; the rmw chain is exactly the contiguous rmw suffix of the coherence
    order because a read-modify-write reads its immediate co-predecessor)."""
    writer_of_read = {r: w for r, w in rmw}
    seq = {head}
    frontier = [head]
    while frontier:
        w = frontier.pop()
        for r, w2 in writer_of_read.items():
            if rf[r] == w and w2 not in seq:
                seq.add(w2)
                frontier.append(w2)
    return seq


def _space_meet(a: frozenset[int] | None, b: frozenset[int] | None) -> frozenset[int] | None:
    if a is None:
        return b
    if b is None:
        return a
    return a & b


def _sync_scope_spaces(e: Event, paired: Event) -> frozenset[int] | None:
    """The address spaces synchronization operation ``e`` orders when it synchronizes
    through the atomic access ``paired`` (``e`` itself, or the atomic a fence pairs
    with). amdgpu-usage, "Memory Scopes": a ``-one-as`` scope "only synchronizes with
    other operations within the same address space" — for a fence, the address space of
    the atomic it pairs with; fences tagged ``amdgpu-synchronize-as`` order their tags."""
    if e.one_as:
        return _space_meet(e.sync_spaces, frozenset({paired.addrspace}))
    return e.sync_spaces


def synchronizes_with(events: Sequence[Event], po: Rel, rf: Sequence[int | None],
                      rmw: Sequence[tuple[int, int]]) -> list[SwEdge]:
    """``sw`` edges ``(A, B, spaces)``: A releases, B acquires, their scopes are
    inclusive (amdgpu-usage, "Memory Scopes": synchronizes-with allows inclusive scope
    instances), and ``spaces`` are the address spaces both order (None: all).

    A release operation A is an atomic write W with release ordering, or a release
    fence po-before an atomic write W. An acquire operation B is an atomic read R with
    acquire ordering, or an acquire fence po-after R. R must read from W's release
    sequence. Barrier form: a release fence po-before a workgroup-barrier operation,
    and an acquire fence po-after an operation of the same barrier phase in another
    thread."""
    return SyncPlan(events, po, rmw).edges(rf)


class SyncPlan:
    """What ``synchronizes_with`` needs that reads-from does not change, found once for
    events, program order and rmw pairs (an enumerator asks for the sw edges of many
    reads-from choices over the same events): the acquire operations of each atomic
    read, the edges a release sequence head gives each acquiring read (found when first
    asked), and the fence–barrier–fence edges. ``edges(rf)`` is ``synchronizes_with``."""

    def __init__(self, events: Sequence[Event], po: Rel,
                 rmw: Sequence[tuple[int, int]]) -> None:
        self.events = events
        self.po = po
        self.read_of_write = {w: r for r, w in rmw}
        # (read, its acquire operations), for the atomic reads that have some.
        self.acquiring: list[tuple[int, list[Event]]] = []
        for r in events:
            if r.is_read and r.atomic:
                acq = self._acquirers(r)
                if acq:
                    self.acquiring.append((r.id, acq))
        self._pair_edges: dict[tuple[int, int], tuple[SwEdge, ...]] = {}
        self.barrier_edges = self._barrier_edges()

    def _po_before(self, x: int) -> list[int]:
        return [a for a, row in enumerate(self.po) if row >> x & 1]

    def _releasers(self, w: Event) -> list[Event]:
        out = [w] if is_release(w) else []
        for a in self._po_before(w.id):
            f = self.events[a]
            if f.kind is EventKind.FENCE and f.ordering.is_release:
                out.append(f)
        return out

    def _acquirers(self, r: Event) -> list[Event]:
        out = [r] if is_acquire(r) else []
        for b in bits(self.po[r.id]):
            f = self.events[b]
            if f.kind is EventKind.FENCE and f.ordering.is_acquire:
                out.append(f)
        return out

    def _edges_of(self, wi: int, r: int, acq: list[Event]) -> tuple[SwEdge, ...]:
        """The sw edges from the release operations of head ``wi`` to the acquire
        operations ``acq`` of read ``r``."""
        w = self.events[wi]
        if not w.atomic or w.is_init:
            return ()
        read = self.events[r]
        out: list[SwEdge] = []
        for rel_op in self._releasers(w):
            for acq_op in acq:
                if rel_op.thread != acq_op.thread and inclusive_scopes(
                        rel_op, rel_op.scope, acq_op, acq_op.scope):
                    out.append((rel_op.id, acq_op.id,
                                _space_meet(_sync_scope_spaces(rel_op, w),
                                            _sync_scope_spaces(acq_op, read))))
        return tuple(out)

    def _barrier_edges(self) -> set[SwEdge]:
        # Fence – barrier – fence: ERRATA.md item 1 (amdgpu-usage, "BR synchronizes-with
        # BA in an address space AS if and only if").
        events, po = self.events, self.po
        edges: set[SwEdge] = set()
        barriers = [e for e in events if e.kind is EventKind.BARRIER]
        if not barriers:
            return edges
        # Per barrier: the release fences po-before it and the acquire fences po-after.
        releases = {b.id: [events[a] for a in self._po_before(b.id)
                           if events[a].kind is EventKind.FENCE
                           and events[a].ordering.is_release] for b in barriers}
        acquires = {b.id: [events[a] for a in bits(po[b.id])
                           if events[a].kind is EventKind.FENCE
                           and events[a].ordering.is_acquire] for b in barriers}
        for b1 in barriers:
            for b2 in barriers:
                if b1.thread == b2.thread or b1.phase != b2.phase:
                    continue
                for fa in releases[b1.id]:
                    for fb in acquires[b2.id]:
                        if barrier_release_acquire(fa, fb):
                            edges.add((fa.id, fb.id,
                                       _space_meet(fa.sync_spaces, fb.sync_spaces)))
        return edges

    def edges(self, rf: Sequence[int | None]) -> list[SwEdge]:
        """The sw edges under reads-from ``rf``, sorted."""
        edges = set(self.barrier_edges)
        read_of_write = self.read_of_write
        pair_edges = self._pair_edges
        for r, acq in self.acquiring:
            source = rf[r]
            # The heads: the atomic writes whose release sequence contains the source
            # (the source, and back along the rmws' reads-from).
            current = source
            seen: set[int] = set()
            while current is not None and current not in seen:
                seen.add(current)
                key = (current, r)
                found = pair_edges.get(key)
                if found is None:
                    found = pair_edges[key] = self._edges_of(current, r, acq)
                edges.update(found)
                rr = read_of_write.get(current)
                current = rf[rr] if rr is not None else None
        return sorted(edges, key=lambda e: (e[0], e[1]))


def barrier_release_acquire(release: Event, acquire: Event) -> bool:
    """Can barrier-arrive-release ``BR`` (release fence ``release`` po-before a barrier
    arrive ``A``) synchronize with barrier-wait-acquire ``BA`` (acquire fence ``acquire``
    po-after a barrier wait ``W``)? ERRATA.md item 1, quoted from AMDGPUUsage.rst:

    - "``A`` *barrier-executes-before* ``W``" — the caller pairs an arrive and a wait of
      the same barrier phase of one workgroup barrier in different threads;
    - "*BA* and *BR*'s synchronization scope overlap" — :func:`overlapping_scopes`;
    - "*BA* and *BR*'s synchronization scope allow cross address space synchronization
      (they cannot have ``one-as``)";
    - "*BA* and *BR*'s address spaces both include *AS*" — the caller restricts the
      edge to the address spaces both fences order.

    ``release`` must be a release fence and ``acquire`` an acquire fence."""
    if release.one_as or acquire.one_as:
        return False
    return overlapping_scopes(release, release.scope, acquire, acquire.scope)


def program_steps(po: Rel) -> Rel:
    """A relation with the same transitive closure as ``po``, for closures that walk
    it: each event's row is its immediate successor alone when the rest of its row is
    that successor's row (a thread's events in order: ``po[v] = {u} ∪ po[u]``), and
    its whole row otherwise. The immediate successor is tried as the lowest id after
    ``v``'s, which it is when a thread's events are numbered in program order."""
    out = list(po)
    for v, row in enumerate(po):
        if row:
            low = row & -row
            if po[low.bit_length() - 1] | low == row:
                out[v] = low
    return out


def happens_before(events: Sequence[Event], po: Rel, sw: Sequence[SwEdge],
                   spaces: Sequence[int], order: Sequence[int] | None = None,
                   steps: Rel | None = None) -> dict[int, Rel]:
    """``hb[a] = (po ∪ sw[a])+`` for every address space ``a`` (LLVM LangRef "Memory
    Model for Concurrent Operations", HSA scope inclusion; amdgpu-usage one-as
    scopes). ``order``, when given, is a topological order of ``po ∪ sw`` (all
    spaces' edges; so of each space's too), and the closures walk it backwards over
    ``program_steps(po)`` (``steps``, when the caller has it): the same relation as
    Warshall's, in one pass."""
    out: dict[int, Rel] = {}
    base = steps if steps is not None else po if order is None else program_steps(po)
    for space in spaces:
        rel = list(base)
        for a, b, edge_spaces in sw:
            if edge_spaces is None or space in edge_spaces:
                rel[a] |= 1 << b
        out[space] = transitive_closure(rel) if order is None else closure_in_order(rel, order)
    return out


def hb_any(hb: Mapping[int, Rel], n: int) -> Rel:
    """The union of the per-address-space happens-before relations."""
    rels = list(hb.values())
    return union(*rels) if rels else [0] * n


def from_read(events: Sequence[Event], rf: Sequence[int | None], co: Rel) -> Rel:
    """``fr = rf⁻¹ ; co``: a read is from-read-before the writes co-after its source."""
    out = [0] * len(events)
    for r, w in enumerate(rf):
        if w is not None:
            out[r] = co[w]
    return out


def rf_relation(rf: Sequence[int | None]) -> Rel:
    out = [0] * len(rf)
    for r, w in enumerate(rf):
        if w is not None:
            out[w] |= 1 << r
    return out


def coherent(events: Sequence[Event], hb: Mapping[int, Rel], rf: Sequence[int | None],
             co: Rel) -> bool:
    """LLVM coherence for atomic accesses to one location (LangRef, "monotonic": a
    total modification order consistent with happens-before): no cycle through
    ``hb ; eco`` where ``eco = (rf ∪ co ∪ fr)+``, for atomic events with inclusive
    scopes (HSA: modification order is shared only between inclusive operations)."""
    n = len(events)
    fr = from_read(events, rf, co)
    eco = transitive_closure(union(rf_relation(rf), co, fr))
    for e in events:
        if not e.is_access or not e.atomic:
            continue
        hb_e = hb.get(e.addrspace)
        if hb_e is None:
            continue
        for f in bits(hb_e[e.id]):
            g = events[f]
            if not g.is_access or g.location != e.location or not g.atomic:
                continue
            if not inclusive_scopes(e, e.scope, g, g.scope):
                continue
            if eco[f] >> e.id & 1:
                return False
    del n
    return True


def coherence_pairs(events: Sequence[Event], hb: Mapping[int, Rel]) -> list[tuple[int, int]]:
    """What ``coherent`` tests, grouped by the later event: ``(f, E)`` where ``E`` is
    the mask of the atomic accesses ``e`` to ``f``'s location, with scopes inclusive
    with ``f``'s, that happen before atomic access ``f``. They depend on hb only, so an
    enumerator finds them once per model."""
    before: dict[int, int] = {}
    for e in events:
        if not e.is_access or not e.atomic:
            continue
        hb_e = hb.get(e.addrspace)
        if hb_e is None:
            continue
        for f in bits(hb_e[e.id]):
            g = events[f]
            if not g.is_access or g.location != e.location or not g.atomic:
                continue
            if inclusive_scopes(e, e.scope, g, g.scope):
                before[f] = before.get(f, 0) | 1 << e.id
    return sorted(before.items())


def coherent_pairs(pairs: Sequence[tuple[int, int]], rf: Sequence[int | None],
                   co: Rel) -> bool:
    """``coherent`` for a *transitive* ``co`` (each row all the writes after it, as
    an enumerator builds it), given ``coherence_pairs``: no ``f`` with ``e hb f`` and
    ``f eco e``. With co transitive, ``eco = (rf ∪ co ∪ fr)+`` is
    ``rf ∪ co ∪ fr ∪ (co ∪ fr) ; rf``: rf ends at a read, where only fr leaves, and
    ``rf ; fr ⊆ co``, ``co ; co ⊆ co``, ``fr ; co ⊆ fr`` (``fr = rf⁻¹ ; co``), so
    every path shortens to one of those (docs/litmus.md, "Speed"). Only the rows of
    the ``f``s are built."""
    readers: dict[int, int] = {}
    for r, w in enumerate(rf):
        if w is not None:
            readers[w] = readers.get(w, 0) | 1 << r
    for f, before in pairs:
        w = rf[f]
        row = co[f] | (co[w] if w is not None else 0)  # co ∪ fr
        eco = row | readers.get(f, 0)
        while row:
            low = row & -row
            eco |= readers.get(low.bit_length() - 1, 0)
            row ^= low
        if eco & before:
            return False
    return True


def rmw_atomic(rf: Sequence[int | None], co: Rel, rmw: Sequence[tuple[int, int]]) -> bool:
    """An atomic read-modify-write reads the write immediately before its own write in
    coherence order: no write lies co-between (``rmw ∩ (fr ; co) = ∅``)."""
    for r, w in rmw:
        src = rf[r]
        if src is None:
            continue
        if not co[src] >> w & 1:
            return False
        between = co[src] & ~(1 << w)
        for m in bits(between):
            if co[m] >> w & 1:
                return False
    return True


def seq_cst_consistent(events: Sequence[Event], hb: Mapping[int, Rel],
                       rf: Sequence[int | None], co: Rel) -> bool:
    """seq_cst: the seq_cst operations with inclusive scopes are totally ordered
    consistently with hb and with each location's coherence (LangRef "seq_cst"; HSA:
    they participate in seq_cst total orderings with inclusive operations only). Checked
    as acyclicity of ``psc = [SC] ; (hb ∪ hb? ; eco ; hb?) ; [SC]``."""
    sc = [e for e in events if e.ordering == Ordering.SEQ_CST]
    if len(sc) < 2:
        return True
    n = len(events)
    hb_all = hb_any(hb, n)
    fr = from_read(events, rf, co)
    eco = transitive_closure(union(rf_relation(rf), co, fr))
    hbq = reflexive(hb_all)
    path = union(hb_all, compose(compose(hbq, eco), hbq))
    sc_mask = 0
    for e in sc:
        sc_mask |= 1 << e.id
    psc = [0] * n
    for e in sc:
        for f in bits(path[e.id] & sc_mask):
            g = events[f]
            if inclusive_scopes(e, e.scope, g, g.scope):
                psc[e.id] |= 1 << f
    return is_acyclic(psc)
