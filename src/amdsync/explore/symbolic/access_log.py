"""The accesses of buffers that some access reaches at an address computed from input
data, and the solver's questions about them (docs/semantics/symbolic.md, "Symbols in the
machine").

The shadow memory is keyed by concrete addresses, so an access whose address is a term
cannot go there. For each such buffer the machine logs every plain access — concrete
or not — as one :class:`Logged` per instruction execution: the lanes, each lane's byte
offset in the buffer as a 64-bit term (a constant for a concrete access), its
happens-before epoch, and a store's values. Two accesses of the buffer conflict
(amdgpu-memory-model, data races: two accesses of one location, at least one a write,
not ordered by happens-before; LangRef: plain accesses) exactly when their byte ranges
can share a byte under the path condition — a query for the solver — and the epochs
say they are unordered. Pairs of two concrete offsets are the shadow's, as before.

Lanes of one store that write one address with the same bytes are one wave-wide write
(docs/semantics/atomics-and-lanes.md, "Lanes of one instruction"): the question for
two lanes of one store asks for different values too.

Relaxed atomics of a logged buffer are logged too, at term addresses or not (the
shadow does not see them): two atomics whose scopes are inclusive never race
(amdgpu-memory-model, data races), an atomic and a plain access do where they may meet
unordered (docs/semantics/symbolic.md, "Atomics and LDS at term addresses"). An LDS
variable is logged per workgroup (``group``): two workgroups' instances are disjoint.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from amdsync.explore.memory.shadow import AtomicInfo
from amdsync.explore.symbolic import solver
from amdsync.explore.symbolic import terms as tm
from amdsync.explore.symbolic.lane_templates import is_lane_buffer, lane_variable, template
from amdsync.explore.symbolic.solver import Model
from amdsync.explore.symbolic.terms import Term

# The lane pairs one query asks about at most (a disjunction); more: one query each
# chunk, in order.
MAX_PAIRS_PER_QUERY = 4096


class SymbolsNeeded(Exception):
    """An access at an address computed from input data, in a run that kept no terms or
    did not log its buffer: the check is run again with the buffer's accesses logged
    and terms kept from the start (explore/search/check.py)."""

    def __init__(self, buffer: str) -> None:
        super().__init__(buffer)
        self.buffer = buffer


@dataclass(frozen=True)
class Logged:
    """One plain access instruction's execution on a logged buffer: per active lane, the
    lane (thread), its epoch, and its byte offset in the buffer (64-bit term); a
    store's value terms (None: not known as a term)."""

    buffer: str
    site: int
    write: bool
    size: int
    lanes: tuple[int, ...]
    epochs: tuple[int, ...]
    offsets: tuple[Term, ...]
    values: tuple[Term | None, ...] | None = None
    # Per lane, the atomic's scope and place (None: a plain access).
    atomics: tuple[AtomicInfo, ...] | None = None
    group: int = -1  # the workgroup of an LDS variable's instance (-1: global memory)
    limit: int | None = None  # an LDS variable's size: its offsets stay below it
    reads: bool = False  # does it read (a load, a read-modify-write, a compare-exchange)?
    # Per lane, the i1 term "the access happens": a buffer intrinsic's range check
    # (explore/symbolic/buffer_terms.py; out of range, a load reads 0 and a store is
    # dropped). None: every lane's access happens.
    happens: tuple[Term, ...] | None = None
    # Per lane, the i1 term under which the lane really makes the access, where it runs
    # every side of a split on input data (None: always; docs/semantics/every-input.md,
    # "Per-lane conditions").
    guards: tuple[Term | None, ...] | None = None

    def within(self, slot: int) -> Term:
        """The i1 term: lane ``slot``'s access happens (its range check passes, for a
        buffer intrinsic; its lane is on the side, in a split) and lies in its LDS
        variable (true for a global buffer, whose accesses the verdict assumes in
        bounds). Every pair a query asks about asks this of both lanes, so a lane out of
        range, or not on the side, meets nothing."""
        guard = tm.const(1, 1) if self.happens is None else self.happens[slot]
        if self.guards is not None and self.guards[slot] is not None:
            guard = tm.binary("and", guard, self.guards[slot])  # type: ignore[arg-type]
        offset = self.offsets[slot]
        if self.limit is None or offset.is_const:
            return guard
        return tm.binary("and", guard, tm.icmp(
            "ule", offset, tm.const(max(0, self.limit - self.size), 64)))

    @property
    def symbolic(self) -> bool:
        return any(not t.is_const for t in self.offsets)

    @property
    def shadowed(self) -> bool:
        """Does the shadow memory judge this access (a plain one at a known address)?"""
        return self.atomics is None and not self.symbolic


@dataclass(frozen=True)
class Found:
    """A conflict the solver found: the two lanes' positions in their accesses and the
    model (input bytes under which both touch the byte ``offset``)."""

    new_slot: int
    old_slot: int
    offset: int
    model: Model


Ordered = Callable[[int, int, int], bool]  # (lane, earlier lane, its epoch) -> ordered?
Inclusive = Callable[[AtomicInfo, AtomicInfo], bool]  # two atomics' scopes inclusive?
Extra = Callable[[Sequence[Term]], tuple[Term, ...]]  # more constraints for a query


class AccessLog:
    """Per logged buffer, its accesses in execution order (tuples: a fork shares them),
    and the buffers some store wrote at an address computed from input data (a later
    load of them may read it: its value is not known)."""

    def __init__(self, buffers: frozenset[str]) -> None:
        self.buffers = buffers
        self.accesses: dict[str, tuple[Logged, ...]] = {b: () for b in buffers}
        self.written: frozenset[str] = frozenset()

    def fork(self) -> AccessLog:
        new = AccessLog.__new__(AccessLog)
        new.buffers = self.buffers
        new.accesses = dict(self.accesses)
        new.written = self.written
        return new

    def add(self, access: Logged) -> None:
        self.accesses[access.buffer] = (*self.accesses[access.buffer], access)
        if access.write and not access.shadowed:
            self.written = self.written | {access.buffer}

    def conflict(self, new: Logged, ordered: Ordered, path: Sequence[Term],
                 extra: Extra | None = None, seconds: float | None = None,
                 inclusive: Inclusive | None = None, both_writes: bool | None = None,
                 unknown_values: bool = True, earlier: bool = True
                 ) -> tuple[Logged, Found] | None:
        """The first earlier access of ``new``'s buffer (then ``new`` itself, lanes
        against lanes) with a lane pair that may touch one byte unordered, at least one
        of the two a write, not both atomics of inclusive scopes (``inclusive``), and
        not both accesses the shadow judges; None when there is none under ``path`` (and
        the terms ``extra`` gives for a query: the preconditions instantiated at what it
        reads). Raises solver.SolverUnknown when the backend gives no answer (within
        ``seconds``, when given). ``both_writes``: only pairs of two writes (True), only
        pairs of a read and a write (False), or both (None). ``unknown_values``: also two
        lanes of one plain store whose values have no term (whether they write the same
        bytes, one write, is not known). ``earlier``: ask the earlier accesses too (else
        only ``new``'s lanes against each other)."""
        for old in self.accesses[new.buffer] if earlier else ():
            if (not (old.write or new.write) or (old.shadowed and new.shadowed)
                    or old.group != new.group
                    or (both_writes is not None and both_writes != (old.write and new.write))):
                continue
            both_atomic = new.atomics is not None and old.atomics is not None
            # (every lane pair, lanes at constant offsets too: an entry the shadow
            # did not judge — one at a term address, or an atomic — holds lanes whose
            # offsets may be constants, which no shadow saw)
            pairs = [(i, j) for i, lane in enumerate(new.lanes)
                     for j in range(len(old.lanes))
                     if not (both_atomic and inclusive is not None and inclusive(
                         new.atomics[i], old.atomics[j]))  # type: ignore[index]
                     and not ordered(lane, old.lanes[j], old.epochs[j])]
            found = _first(new, old, pairs, path, extra, seconds, same=False)
            if found is not None:
                return old, found
        if new.write and new.symbolic and both_writes is not False:
            pairs = [(i, j) for i in range(len(new.lanes)) for j in range(i)
                     if not (new.atomics is not None and inclusive is not None
                              and inclusive(new.atomics[i], new.atomics[j]))
                     and (unknown_values or new.atomics is not None or (
                         new.values is not None and new.values[i] is not None
                         and new.values[j] is not None))]
            found = _first(new, new, pairs, path, extra, seconds, same=True)
            if found is not None:
                return new, found
        return None


    def several(self, new: Logged, path: Sequence[Term], extra: Extra | None = None,
                seconds: float | None = None) -> tuple[Logged, Logged, Model] | None:
        """A read that may see writes whose mix makes it return undef
        (amdgpu-memory-model, read values), ``new`` the read or the last such write: a
        plain read that may see several writes — two atomic writes by different lanes
        (none hides the other unless happens-before orders them, which the log does not
        ask: more candidates, each confirmed by a concrete run) — or an atomic read that
        may see a write not location-ordered before it while not all it may see is
        atomic: a plain write and an atomic write by another lane (earlier in the log,
        or ``new`` itself when it is that atomic write: a read may read a write the
        schedule runs later). All touching a byte the read reads. The read, the atomic
        write and the model, or None."""
        logged = self.accesses[new.buffer]
        writes = [(e, j) for e in logged if e.write and e.group == new.group
                  for j in range(len(e.lanes))]
        atomic = [(e, j) for e, j in writes if e.atomics is not None]
        plain = [(e, j) for e, j in writes if e.atomics is None]
        if not atomic:
            return None
        units: list[tuple[Term, Logged, Logged]] = []
        if new.reads:
            for i in range(len(new.lanes)):
                hits = _meets(new, i, atomic)
                if new.atomics is None:
                    pairs = [(x, y) for k, x in enumerate(hits) for y in hits[:k]
                             if x[0].lanes[x[1]] != y[0].lanes[y[1]]]
                else:
                    pairs = [(x, y) for x in hits if x[0].lanes[x[1]] != new.lanes[i]
                             for y in _meets(new, i, plain)]
                units += [(tm.binary("and", x[2], y[2]), new, x[0]) for x, y in pairs]
        if new.write and new.atomics is not None and plain:
            for read in logged:
                if read is new or not read.reads or read.atomics is None or (
                        read.group != new.group):
                    continue
                mine = [(new, j) for j in range(len(new.lanes))]
                for i in range(len(read.lanes)):
                    hits = [x for x in _meets(read, i, mine)
                            if x[0].lanes[x[1]] != read.lanes[i]]
                    if hits:
                        units += [(tm.binary("and", x[2], y[2]), read, new)
                                  for x in hits for y in _meets(read, i, plain)]
        for start in range(0, len(units), MAX_PAIRS_PER_QUERY):
            chunk = units[start:start + MAX_PAIRS_PER_QUERY]
            query = [tm.balanced("or", [term for term, _, _ in chunk]), *path]
            model = solver.check([*query, *(extra(query) if extra is not None else ())],
                                 seconds)
            if model is None:
                continue
            cache: dict[int, int] = {}
            for term, read, write in chunk:
                if tm.evaluate(term, model.byte, cache):
                    return read, write, model
            raise AssertionError("a model of a disjunction satisfies one of its terms")
        return None


def _meets(read: Logged, i: int, writes: list[tuple[Logged, int]]
           ) -> list[tuple[Logged, int, Term]]:
    """The writes' lanes that may touch a byte lane ``i`` of ``read`` reads, each with
    the i1 term that says so (both within their LDS variable)."""
    found = [(e, j, tm.binary("and", overlap(read.offsets[i], read.size, e.offsets[j],
                                             e.size),
                              tm.binary("and", read.within(i), e.within(j))))
             for e, j in writes]
    return [m for m in found if not (m[2].is_const and m[2].value == 0)]


def overlap(a: Term, size_a: int, b: Term, size_b: int) -> Term:
    """The i1 term: the byte ranges ``[a, a + size_a)`` and ``[b, b + size_b)`` share a
    byte (64-bit offsets, modulo 2**64 as addresses are): ``-(size_a - 1) <= a - b <=
    size_b - 1``, that is ``a - b + size_a - 1 <u size_a + size_b - 1``."""
    if size_a == size_b and aligned(a, size_a) and aligned(b, size_b):
        return tm.icmp("eq", a, b)  # (two aligned ranges of one size meet only whole)
    shifted = tm.binary("add", tm.binary("sub", a, b), tm.const(size_a - 1, 64))
    return tm.icmp("ult", shifted, tm.const(size_a + size_b - 1, 64))


def aligned(term: Term, size: int) -> bool:
    """Is the 64-bit ``term`` a multiple of ``size`` (a power of two) for every input:
    its low bits, as ``terms.residue`` knows them, cover ``size`` and are 0 there."""
    if size & (size - 1):
        return False
    k, r = tm.residue(term)
    return (1 << k) >= size and r % size == 0


def _pair_term(new: Logged, old: Logged, i: int, j: int, same: bool) -> Term:
    term = tm.binary("and", overlap(new.offsets[i], new.size, old.offsets[j], old.size),
                     tm.binary("and", new.within(i), old.within(j)))
    if same and new.values is not None:
        vi, vj = new.values[i], new.values[j]
        if vi is not None and vj is not None:
            term = tm.binary("and", term, tm.icmp("ne", vi, vj))
    return term


def _units(new: Logged, old: Logged, pairs: list[tuple[int, int]],
           same: bool) -> list[tuple[Term, list[tuple[int, int]]]]:
    """The disjuncts of a query: a pair of two term offsets is one; the pairs of one
    term offset with constant offsets are one per run of those constants' byte ranges
    that join into one interval (``x`` meets one of the ranges exactly when it meets
    their union, where the union is an interval: an exact rewrite that keeps a lane
    against 63 others one comparison). A store's lanes against each other keep one
    term per pair (they also ask for different values)."""
    units: dict[int, tuple[Term, list[tuple[int, int]]]] = {}

    def add(term: Term, members: list[tuple[int, int]]) -> None:
        if term.is_const and term.value == 0:
            return
        if id(term) in units:
            units[id(term)][1].extend(members)
        else:
            units[id(term)] = (term, list(members))

    against_new: dict[int, list[int]] = {}  # term offset of new lane i: constant old lanes
    against_old: dict[int, list[int]] = {}  # term offset of old lane j: constant new lanes
    for i, j in pairs:
        a, b = new.offsets[i], old.offsets[j]
        if same or (not a.is_const and not b.is_const) or not (
                _sure(new.within(i)) if a.is_const else _sure(old.within(j))):
            # (a constant offset joins a run only where its access surely happens: a
            # buffer lane's range check, or a split lane's condition, may be a term where
            # its offset is not)
            add(_pair_term(new, old, i, j, same), [(i, j)])
        elif not a.is_const:
            against_new.setdefault(i, []).append(j)
        else:
            against_old.setdefault(j, []).append(i)
    for i, olds in against_new.items():
        for lo, hi, members in _runs([(old.offsets[j].value, old.size, j) for j in olds]):
            add(tm.binary("and", overlap(new.offsets[i], new.size, tm.const(lo, 64),
                                         hi - lo), new.within(i)),
                [(i, j) for j in members])
    for j, news in against_old.items():
        for lo, hi, members in _runs([(new.offsets[i].value, new.size, i) for i in news]):
            add(tm.binary("and", overlap(tm.const(lo, 64), hi - lo, old.offsets[j],
                                         old.size), old.within(j)),
                [(i, j) for i in members])
    return list(units.values())


def _sure(term: Term) -> bool:
    """Is the i1 ``term`` the constant true?"""
    return term.is_const and term.value == 1


def _runs(ranges: list[tuple[int, int, int]]) -> list[tuple[int, int, list[int]]]:
    """Byte ranges ``(start, size, who)`` joined into maximal intervals ``[lo, hi)``
    (ranges that overlap or touch), each with who is in it."""
    out: list[tuple[int, int, list[int]]] = []
    for start, size, who in sorted(ranges):
        if out and start <= out[-1][1]:
            lo, hi, members = out[-1]
            out[-1] = (lo, max(hi, start + size), [*members, who])
        else:
            out.append((start, start + size, [who]))
    return out


def _templated(new: Logged, old: Logged, pairs: list[tuple[int, int]],
               same: bool) -> tuple[Term, Term, Term] | None:
    """The question of ``pairs`` as one term over two lane variables (lane_templates.py),
    with the variables: where the pairs are every pair of the two accesses' lanes (of
    one access: every two different lanes) and each access's offsets and conditions —
    and a store's values, against itself — are one template; else None."""
    n, m = len(new.lanes), len(old.lanes)
    if len(pairs) != (n * (n - 1) // 2 if same else n * m):
        return None
    va, vb = lane_variable("a"), lane_variable("b")
    parts = [template(new.offsets, va), template(old.offsets, vb),
             template([new.within(i) for i in range(n)], va),
             template([old.within(j) for j in range(m)], vb)]
    if same and new.values is not None:
        values = new.values
        if any(v is None for v in values):
            return None
        mine, theirs = template(values, va), template(values, vb)  # type: ignore[arg-type]
        if mine is None or theirs is None:
            return None
        parts.append(tm.icmp("ne", mine, theirs))
    if any(p is None for p in parts):
        return None
    a, b, inside_a, inside_b, *rest = parts
    assert a is not None and b is not None and inside_a is not None and inside_b is not None
    ranges = [tm.icmp("ult", va, tm.const(n, 8)), tm.icmp("ult", vb, tm.const(m, 8))]
    if same:
        ranges.append(tm.icmp("ult", vb, va))  # (i > j, as the pairs are listed)
    return tm.balanced("and", [overlap(a, new.size, b, old.size), inside_a, inside_b,
                               *rest, *ranges]), va, vb  # type: ignore[list-item]


# Pairs from which the one-term question is tried first (fewer: a disjunction is cheap).
TEMPLATE_MIN_PAIRS = 32


def _first(new: Logged, old: Logged, pairs: list[tuple[int, int]], path: Sequence[Term],
           extra: Extra | None, seconds: float | None, same: bool) -> Found | None:
    shaped = _templated(new, old, pairs, same) if len(pairs) >= TEMPLATE_MIN_PAIRS else None
    if shaped is not None:
        term, va, vb = shaped
        query = [term, *path]
        model = solver.check([*query, *(extra(query) if extra is not None else ())],
                             seconds)
        if model is None:
            return None
        i, j = model.byte(va.name, 0), model.byte(vb.name, 0)
        seen: dict[int, int] = {}
        if not tm.evaluate(_pair_term(new, old, i, j, same), model.byte, seen):
            raise AssertionError("a lane template's model is a pair of its lanes")
        inputs = Model({key: byte for key, byte in model.bytes.items()
                        if not is_lane_buffer(key[0])})
        return Found(i, j, max(tm.evaluate(new.offsets[i], model.byte, seen),
                               tm.evaluate(old.offsets[j], model.byte, seen)), inputs)
    units = _units(new, old, pairs, same)
    for start in range(0, len(units), MAX_PAIRS_PER_QUERY):
        chunk = units[start:start + MAX_PAIRS_PER_QUERY]
        query = [tm.balanced("or", [term for term, _ in chunk]), *path]
        model = solver.check([*query, *(extra(query) if extra is not None else ())],
                             seconds)
        if model is None:
            continue
        cache: dict[int, int] = {}
        for term, members in chunk:
            if not tm.evaluate(term, model.byte, cache):
                continue
            for i, j in members:
                if tm.evaluate(_pair_term(new, old, i, j, same), model.byte, cache):
                    a = tm.evaluate(new.offsets[i], model.byte, cache)
                    b = tm.evaluate(old.offsets[j], model.byte, cache)
                    return Found(i, j, max(a, b), model)
        raise AssertionError("a model of a disjunction satisfies one of its terms")
    return None
