"""Closed-form dependence and wait analysis for translation-invariant loops.

In a loop whose every index is affine in the loop variable with one coefficient per
buffer dimension (and no nested loop or condition on the variable), an access of site
``x`` at iteration ``i1`` and one of site ``y`` at ``i2`` touch the same element exactly
when ``key0(x) - key0(y) == coeff * (i2 - i1)`` in every dimension (``key0`` is the key
at the first iteration): never, always, or at one distance ``i2 - i1``. Versions add a
congruence: a site at distance ``d`` uses version ``(i - d) % V``, so two sites share a
version when ``i2 - i1 == d2 - d1 (mod V)``.

With that, the questions the transform asks of the abstract executions are answered per
pair of statements instead of per pair of statement *instances*:

* :meth:`AffineLoop.sites` — which iteration last wrote what a read reads (step 2);
* :meth:`AffineLoop.violated` — whether the pipelined order swaps two conflicting
  accesses (step 3; the swap can only happen within ``max_stage`` iterations);
* :meth:`AffineLoop.wait_records` — the counts of step 5: one pass over the pipelined
  schedule in which the newest conflicting group of an instance is looked up from its
  partner statements' latest colliding instance instead of an element table, and whose
  steady state is filled in rather than run.

The answers are those of the element-by-element executions in ``pipelining.py``
(``tests/pipeline/test_pipeline_properties.py`` compares both on random loops);
:meth:`AffineLoop.build` returns ``None`` when the loop is outside this class (``...``
indices, keys of different lengths, coefficients that differ per access).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from itertools import repeat
from typing import NamedTuple

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.pipeline.access import Access
from amdsync.pipeline.budget import check_time

# A collision set: no distance, every distance, or exactly one distance i2 - i1.
NEVER = "never"
ALWAYS = "always"
Collision = int | str

# Versioning of one site: (versions, distance, scalar) as in the transform's ``vmap``.
VMap = dict[int, tuple[int, int, bool]]


class Instance(NamedTuple):
    """The value one wait site needs at one step: ``exact`` counts force a group; a
    ``free`` instance forces nothing and accepts any count ``>= value``. (A named tuple:
    a long loop has one per wait site and step, and tuples are cheap to build.)"""

    step: int
    value: int
    exact: bool
    env: tuple[tuple[str, int], ...] = ()

    @classmethod
    def run(cls, steps: range, value: int, exact: bool) -> Iterator[Instance]:
        """One instance per step of ``steps``, all with ``value``, built without a
        Python-level call per instance (a steady state has one per wait site and step)."""
        build = partial(tuple.__new__, cls)
        return map(build, zip(steps, repeat(value), repeat(exact), repeat(())))


@dataclass(frozen=True)
class Aff:
    """One access as an affine function of the iteration: its key at the loop's first
    iteration; the per-dimension coefficient is its buffer's (:attr:`AffineLoop.coeff`)."""

    site: int
    buf: str
    key0: tuple[int, ...]
    write: bool


@dataclass(frozen=True)
class SchedStmt:
    """What the analysis needs of one statement of the pipelined schedule."""

    stage: int
    opos: int  # position in the pipelined order
    queue: int | None


class AffineLoop:
    """The footprints of a translation-invariant loop over ``[start, stop)``, one list of
    :class:`Aff` per statement."""

    def __init__(self, start: int, stop: int, accesses: list[list[Aff]],
                 coeff: dict[str, tuple[int, ...]], loc: Loc | None = None) -> None:
        self.start = start
        self.loc = loc  # the loop's, named when the time bound stops the analysis
        self.stop = stop
        self.accesses = accesses
        self.coeff = coeff
        self.by_buf: dict[str, list[tuple[int, Aff]]] = {}  # (statement, access)
        for k, stmt in enumerate(accesses):
            for a in stmt:
                self.by_buf.setdefault(a.buf, []).append((k, a))

    @classmethod
    def build(cls, start: int, stop: int, first: Sequence[list[Access]],
              coeffs: dict[tuple[str, int], int], loc: Loc | None = None
              ) -> AffineLoop | None:
        """From the footprints of every statement at iteration ``start`` and the
        coefficient of the loop variable per (buffer, dimension); ``None`` if the loop
        is not in the closed-form class."""
        coeff: dict[str, tuple[int, ...]] = {}
        accesses: list[list[Aff]] = []
        for at0 in first:
            stmt: list[Aff] = []
            for a in at0:
                key0: list[int] = []
                for x in a.key:
                    if x is None:
                        return None
                    key0.append(x)
                step = tuple(coeffs.get((a.buf, dim), 0) for dim in range(len(key0)))
                if coeff.setdefault(a.buf, step) != step:
                    return None
                stmt.append(Aff(a.site, a.buf, tuple(key0), a.write))
            accesses.append(stmt)
        return cls(start, stop, accesses, coeff, loc)

    # ------------------------------------------------------------ collisions

    def collision(self, x: Aff, y: Aff, ignore_key: bool = False) -> Collision:
        """The distances ``i2 - i1`` at which ``x`` at ``i1`` and ``y`` at ``i2`` touch
        one element (``ignore_key``: a versioned ``[1]`` buffer, whose key is only the
        version)."""
        if ignore_key:
            return ALWAYS
        found: Collision = ALWAYS
        for kx, ky, a in zip(x.key0, y.key0, self.coeff[x.buf], strict=True):
            diff = kx - ky
            if a == 0:
                if diff != 0:
                    return NEVER
                continue
            if diff % a != 0:
                return NEVER
            delta = diff // a
            if found not in (ALWAYS, delta):
                return NEVER
            found = delta
        return found

    @staticmethod
    def _admits(c: Collision, delta: int, versions: int, residue: int) -> bool:
        """Whether two sites with collision set ``c`` and version residue ``residue``
        touch one versioned element at distance ``delta``."""
        if c not in (ALWAYS, delta):
            return False
        return versions <= 1 or (delta - residue) % versions == 0

    # ------------------------------------------------------------ step 2: dependences

    def sites(self, allocated: set[str]) -> dict[int, tuple[str, bool, set[int]]]:
        """For every access site of an allocated buffer (in first-execution order): its
        buffer, whether it writes, and the distances ``i - j`` of the iterations ``j``
        that last wrote (in the original order) what it reads at ``i``."""
        out: dict[int, tuple[str, bool, set[int]]] = {}
        if self.stop <= self.start:
            return out
        writers: dict[str, list[tuple[int, Aff]]] = {}
        for k, stmt in enumerate(self.accesses):
            for a in stmt:
                if a.buf in allocated and a.write:
                    writers.setdefault(a.buf, []).append((k, a))
        for k, stmt in enumerate(self.accesses):
            for r in stmt:
                if r.buf not in allocated:
                    continue
                if r.site in out:
                    site = out[r.site]
                else:
                    site = out[r.site] = (r.buf, r.write, set())
                if r.write:
                    site[2].add(0)
                    continue
                candidates: list[tuple[int, Collision]] = []
                horizon = 1
                for kw, w in writers.get(r.buf, []):
                    c = self.collision(w, r)
                    if c == NEVER or (c != ALWAYS and (int(c) < 0 or (c == 0 and kw >= k))):
                        continue
                    candidates.append((kw, c))
                    if c != ALWAYS:
                        horizon = max(horizon, int(c) + 1)
                # The last writer depends on i only until every candidate is in range.
                for i in range(self.start, min(self.stop, self.start + horizon + 1)):
                    last: tuple[int, int] | None = None
                    for kw, c in candidates:
                        j = (i if kw < k else i - 1) if c == ALWAYS else i - int(c)
                        if j >= self.start and (last is None or (j, kw) > last):
                            last = (j, kw)
                    if last is not None:
                        site[2].add(i - last[0])
        return out

    def buffers(self) -> set[str]:
        """Every buffer the loop accesses."""
        return {a.buf for stmt in self.accesses for a in stmt}

    # ------------------------------------------------------------ step 3: versions

    def violated(self, stmts: Sequence[SchedStmt], bufs: dict[str, int],
                 site_dist: dict[int, int], scalar: dict[str, bool]) -> set[str]:
        """The buffers of ``bufs`` (name -> versions) with two conflicting accesses that
        the pipelined schedule runs in the opposite order to the original."""
        trip = self.stop - self.start
        found: set[str] = set()
        for buf, versions in bufs.items():
            accs = self.by_buf.get(buf, [])
            ignore = versions > 1 and scalar[buf]
            if self._swapped(accs, stmts, versions, ignore, site_dist, trip):
                found.add(buf)
        return found

    def _swapped(self, accs: list[tuple[int, Aff]], stmts: Sequence[SchedStmt],
                 versions: int, ignore: bool, site_dist: dict[int, int], trip: int) -> bool:
        """Whether some pair of ``accs`` (one a write) runs in swapped order."""
        for k1, x in accs:
            s1 = stmts[k1]
            for k2, y in accs:
                if not (x.write or y.write):
                    continue
                s2 = stmts[k2]
                # x at i1 runs before y at i2 = i1 + delta in the pipeline but after it
                # in the original: delta <= 0 and delta >= stage1 - stage2.
                lo = s1.stage - s2.stage
                if lo > 0:
                    continue
                c = self.collision(x, y, ignore)
                if c == NEVER:
                    continue
                residue = site_dist.get(y.site, 0) - site_dist.get(x.site, 0)
                for delta in range(max(lo, 1 - trip), 1):
                    if delta == 0 and k1 <= k2:
                        continue
                    if delta == lo and s1.opos >= s2.opos:
                        continue
                    if self._admits(c, delta, versions, residue):
                        return True
        return False

    # ------------------------------------------------------------ step 5: waits

    def wait_records(self, stmts: Sequence[SchedStmt], items: Sequence[tuple[int | None,
                     tuple[int, ...]]], parts: Sequence[tuple[str, int, int]], vmap: VMap
                     ) -> tuple[dict[tuple[str, int, int], list[Instance]], dict[int, int]]:
        """Run the pipelined schedule with commit groups per queue, nothing completing
        until a wait forces it. ``items`` is the step's layout: ``(queue, members)`` for
        a commit group, ``(None, (k,))`` for a synchronous statement. Returns, for every
        (part, statement, queue) where some execution forces a group, its executions,
        and the drain count per queue (see ``_derive_waits``).

        Steady state: once every instance a step looks back at ran in a step where every
        statement runs, a step whose counts and in-flight groups equal the previous
        step's repeats until the epilogue (each step commits the same groups, so every
        count is relative to the same state); those steps are filled in, not run."""
        queues = sorted({s.queue for s in stmts if s.queue is not None})
        qindex = {q: n for n, q in enumerate(queues)}
        async_by_buf: dict[str, list[tuple[int, Aff]]] = {}
        for k, s in enumerate(stmts):
            if s.queue is not None:
                for y in self.accesses[k]:
                    async_by_buf.setdefault(y.buf, []).append((k, y))
        partners = [self._partners(k, stmts, vmap, async_by_buf, qindex)
                    for k in range(len(stmts))]
        start, stop = self.start, self.stop
        last = stop - 1
        full_lo = start + max((s.stage for s in stmts), default=0)
        lookback = max((stmts[k].stage - stmts[p[0]].stage - p[6] + max(p[4] - 1, 0)
                        if p[2] else stmts[k].stage - stmts[p[0]].stage + p[3]
                        for k in range(len(stmts)) for p in partners[k]), default=0)
        per_step = [sum(1 for queue, _ in items if queue == q) for q in queues]
        # group_of[k][i - start]: the group (of k's queue) instance i of k committed to.
        group_of: list[list[int]] = [[-1] * max(0, stop - start) for _ in stmts]
        committed = [0] * len(queues)
        completed = [0] * len(queues)
        holds_access: list[list[bool]] = [[] for _ in queues]  # per queue, per group
        records: dict[tuple[str, int, int], list[Instance]] = {}
        runs: dict[tuple[str, int, int], tuple[int, int, int, int, bool]] = {}
        forcing: set[tuple[str, int, int]] = set()

        def run_step(t: int, name: str, lists: list[list[list[Instance]]]
                     ) -> tuple[list[tuple[int, int, int, bool]], list[list[bool]]]:
            """Step ``t``; returns its executions ``(k, queue, count, exact)`` in order
            (then ``(-1, queue, in flight, False)``) and the new groups' access flags."""
            sig: list[tuple[int, int, int, bool]] = []
            new_groups: list[list[bool]] = [[] for _ in queues]
            for queue, members in items:
                ran = accessed = False
                for k in members:
                    s = stmts[k]
                    i = t - s.stage
                    if not start <= i < stop:
                        continue
                    ran = True
                    need = [-1] * len(queues)
                    # The newest conflicting group per queue: each partner's latest
                    # colliding instance j before this one in the pipeline.
                    for k2, q2, always, c, versions, residue, bound in partners[k]:
                        b = min(last, i + bound)
                        if always:
                            j = b - (residue - (i - b)) % versions if versions > 1 else b
                        else:
                            j = i - c
                            if j > b:
                                continue
                        if j >= start:
                            need[q2] = max(need[q2], group_of[k2][j - start])
                    out = lists[k]
                    for q, g in enumerate(need):
                        if g >= committed[q]:
                            raise AmdsyncError(
                                "pipeline-internal",
                                f"statement {k} conflicts with its own open group")
                        if g >= completed[q]:
                            count, exact = committed[q] - 1 - g, True
                            completed[q] = g + 1
                            forcing.add((name, k, queues[q]))
                        else:
                            count, exact = committed[q] - completed[q], False
                        out[q].append(Instance(t, count, exact))
                        sig.append((k, queues[q], count, exact))
                    if s.queue is not None:
                        group_of[k][i - start] = committed[qindex[s.queue]]
                        accessed = accessed or bool(self.accesses[k])
                if queue is not None and ran:
                    q = qindex[queue]
                    committed[q] += 1
                    new_groups[q].append(accessed)
            sig.extend((-1, q, committed[q] - completed[q], False) for q in range(len(queues)))
            return sig, new_groups

        for name, p_start, p_stop in parts:
            lists = [[records.setdefault((name, k, q), []) for q in queues]
                     for k in range(len(stmts))]
            previous: list[tuple[int, int, int, bool]] | None = None
            t = p_start
            while t < p_stop:
                check_time(self.loc)
                sig, new_groups = run_step(t, name, lists)
                for q, flags in enumerate(new_groups):
                    holds_access[q].extend(flags)
                end = min(p_stop, stop)
                if (sig == previous and t - 1 - lookback >= full_lo and t + 1 < end):
                    self._fast_forward(t, end, name, stmts, sig, records, runs, forcing,
                                       per_step, new_groups, group_of,
                                       (committed, completed, holds_access), qindex)
                    t = end
                    continue
                previous = sig if full_lo <= t < stop else None
                t += 1
        drains: dict[int, int] = {}
        for q, n in qindex.items():
            live = [g for g in range(completed[n], committed[n]) if holds_access[n][g]]
            if live:
                drains[q] = committed[n] - 1 - max(live)
        out: dict[tuple[str, int, int], list[Instance]] = {}
        for key in sorted(forcing):
            executions = records[key]
            if key in runs:
                pos, lo, hi, count, exact = runs[key]
                executions[pos:pos] = Instance.run(range(lo, hi), count, exact)
            out[key] = executions
        return out, drains

    def _fast_forward(self, t: int, end: int, name: str, stmts: Sequence[SchedStmt],
                      step: list[tuple[int, int, int, bool]],
                      records: dict[tuple[str, int, int], list[Instance]],
                      runs: dict[tuple[str, int, int], tuple[int, int, int, int, bool]],
                      forcing: set[tuple[str, int, int]], per_step: list[int],
                      new_groups: list[list[bool]], group_of: list[list[int]],
                      counters: tuple[list[int], list[int], list[list[bool]]],
                      qindex: dict[int, int]) -> None:
        """Steps ``t + 1 .. end - 1`` repeat step ``t`` (whose executions are ``step``):
        record them as runs (filled in for forcing sites only) and advance every counter
        by whole steps."""
        m = end - 1 - t
        committed, completed, holds_access = counters
        for k, q, count, exact in step:
            if k < 0:
                continue
            key = (name, k, q)
            assert key not in runs
            runs[key] = (len(records[key]), t + 1, end, count, exact)
            if exact:
                forcing.add(key)
        for q, n in enumerate(per_step):
            committed[q] += n * m
            completed[q] += n * m
            holds_access[q].extend(new_groups[q] * m)
        for k, s in enumerate(stmts):
            if s.queue is None:
                continue
            n = per_step[qindex[s.queue]]
            row = group_of[k]
            at = t - s.stage - self.start  # k's instance at step t
            g0 = row[at]
            row[at + 1:at + 1 + m] = range(g0 + n, g0 + n * (m + 1), n)

    def _partners(self, k: int, stmts: Sequence[SchedStmt], vmap: VMap,
                  async_by_buf: dict[str, list[tuple[int, Aff]]], qindex: dict[int, int]
                  ) -> list[tuple[int, int, bool, int, int, int, int]]:
        """The async statements whose groups an instance of ``k`` may have to wait for:
        ``(k2, queue index, always, distance, versions, residue, bound)``. An instance
        of ``k`` at ``i`` conflicts with ``k2`` at ``j <= i + bound`` (earlier in the
        pipeline) when ``i - j`` is any distance (``always``) or ``distance``, and
        ``i - j == residue (mod versions)``."""
        s = stmts[k]
        out: set[tuple[int, int, bool, int, int, int, int]] = set()
        for x in self.accesses[k]:
            versions, dx, scalar = vmap.get(x.site, (1, 0, False))
            for k2, y in async_by_buf.get(x.buf, ()):
                if not (x.write or y.write):
                    continue
                s2 = stmts[k2]
                assert s2.queue is not None
                bound = s.stage - s2.stage - (0 if s2.opos < s.opos else 1)
                residue = dx - vmap.get(y.site, (1, 0, False))[1]
                c = self.collision(y, x, versions > 1 and scalar)
                if c == NEVER:
                    continue
                if c == ALWAYS:
                    out.add((k2, qindex[s2.queue], True, 0, versions, residue, bound))
                elif versions <= 1 or (int(c) - residue) % versions == 0:
                    out.add((k2, qindex[s2.queue], False, int(c), 1, 0, bound))
        return sorted(out)
