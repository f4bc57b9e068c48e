"""Dense shadow memory: a wave instruction's lane accesses judged as arrays.

The exact engine (explore/memory/shadow.py) makes a Python call per lane per access. This one
keeps, per 4-byte granule, numpy arrays of what the exact engine's cell holds in the
simple states a clean run of a plain kernel stays in, and judges all lanes of one
instruction at once:

* per granule: its bytes (-1: unknown), whether it was written or initialized, and its
  one live write (thread id, clock; -1: none);
* per granule and reading clock component (docs/semantics/scale.md, "Scale": per wave, and per
  wave's async operations): the largest clock of the reads recorded since the last write
  and the one thread id that made them (``SEVERAL``: more than one; -1: none).

It is exact by construction through abort-and-rerun (docs/semantics/scale.md, "Dense shadow"): at
the first operation where the exact engine would do anything but what is mirrored here
— a conflict, a read of LDS or scratch nothing wrote, a partial-granule access, lanes of
one instruction writing one granule, anything beyond plain loads, stores and async
copies — it raises :class:`ExactShadowNeeded`, and the driver runs the whole launch again
with the exact engine (explore/search/check.py). So a run that completes returned, at every
shadow operation, what the exact engine would have: every output is the same.
"""

from __future__ import annotations

import copy

import numpy as np

from amdsync.explore.memory.address import (
    _LDS_KEY_BASE,
    _PRIVATE_KEY_BASE,
    GLOBAL_KEYS,
    REGION_SHIFT,
)
from amdsync.explore.memory.conflict_log import Conflicts
from amdsync.explore.memory.definedness import Taint
from amdsync.explore.memory.dense_pages import (
    I16,
    I32,
    I64,
    PAGE_BYTES,
    PAGE_GRANULES,
    PAGE_SHIFT,
    SEVERAL,
    SPLIT,
    SPLIT_CLOCK,
    Bools,
    _all_true,
    _frozen,
    _frozen32,
    _granule_view,
    _Page,
    _PagePart,
    _Plan,
    _run_of,
    _unknown_bytes,
    every,
    some,
)
from amdsync.explore.memory.shadow import (
    Access,
    AtomicInfo,
    Invisible,
    SeveralWrites,
    ShadowMemory,
    UndefPart,
)
from amdsync.explore.search.options import ExploreOptions
from amdsync.explore.values import uniform
from amdsync.explore.values.param import ReadOnlyViolated
from amdsync.program.topology import ThreadPlace
from amdsync.semantics.clocks import AS_LDS, Clocks

try:  # the granule loops in C (setup.py builds them where a C compiler is found)
    from amdsync.explore.memory import _dense_native
except ImportError:  # (then the numpy code below does all: the same results)
    _dense_native = None  # type: ignore[assignment]


# Bytes of arrays one dense shadow may hold; past it the exact engine (which keeps only
# the cells touched) takes over.
MAX_DENSE_BYTES = 1 << 30
_OFFSETS = np.arange(0, 64, 4, dtype=np.int64)  # granule offsets within an access
_APERTURE_SHIFT = 32  # address.APERTURE_SPAN: an LDS instance's or a scratch's keys
# Access plans kept per shadow (``DenseShadow._plan``); past this many the cache is
# emptied and refilled (a plan is a few arrays of the instruction's granules).
MAX_PLANS = 2048
# Whether accesses use cached plans (docs/semantics/scale.md, "Vectorized core"); the
# differential test turns it off to compare with plans made anew every time.
PLANS = True
# Whether whole-granule reads and writes run their page loops in C where the extension was
# built (docs/semantics/scale.md, "Compiled granule loops and unknown stretches"); the
# differential test turns it off to compare with the numpy code.
NATIVE = _dense_native is not None
# What a C loop's non-zero answer asks the exact engine for (as the numpy checks say).
_CONFLICTS = {1: "a conflict with a write", 2: "a conflict with a read"}



class ExactShadowNeeded(Exception):
    """The dense shadow met an operation whose exact result it does not mirror: the
    check is run again with the exact shadow (explore/search/check.py)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason




class DenseShadow(ShadowMemory):
    """The shadow of a run in wave mode, lanes judged as arrays (module docstring). The
    per-lane entry points of :class:`ShadowMemory` raise :class:`ExactShadowNeeded`."""

    def __init__(self, clocks: Clocks, places: list[ThreadPlace],
                 threads_per_workgroup: int) -> None:
        super().__init__(clocks, places)
        assert clocks.wave_mode
        self.pages: dict[int, _Page] = {}
        # Global regions no write has reached are read without summaries (like the
        # exact engine's lazy read log: such reads cannot conflict and read initial or
        # host bytes); their reads are logged per region, for the first write to it:
        # (keys, size, lanes, whether asynchronous, clock) per instruction (the thread
        # ids and their component are found when the log is replayed).
        self.read_log: dict[int, list[tuple[I64, int, I64, bool, int]]] = {}
        self.initialized: set[int] = set()  # global regions with initial values
        # (``touched``: the global regions some write reached)
        # The component of each thread id, and of 2N + c: "several lanes of component c"
        # (``_one_write``).
        self.comp_arr: I64 = np.asarray(
            [*clocks.comp, *range(2 * clocks.rows)], dtype=np.int64)
        self.per_wg = threads_per_workgroup
        self._comp_sets: dict[tuple[int, int], tuple[I64, I64]] = {}
        self.held = 0  # bytes of arrays
        # Access plans by (keys, lanes, size, asynchronous): shared by forks (a plan
        # depends on nothing else, and is never changed).
        self._plans: dict[tuple[bytes, bytes, int, bool], _Plan] = {}
        self._rows: dict[bytes, int] = {}  # ``lanes_row``, by the lanes
        self._overlaps: dict[tuple[bytes, bytes, int], bool] = {}  # ``overlapping``

    # ------------------------------------------------------------ the exact entry points

    def read(self, base: int, size: int, thread: int, tid: int, clock: int, as_class: int,
             site: int, atomic: AtomicInfo | None, out: Conflicts,
             visible: int | None = None,
             invisible: list[Invisible] | None = None,
             mixed_rule: bool = False,
             several: list[SeveralWrites] | None = None,
             ) -> tuple[list[int | None], bool, list[UndefPart] | None]:
        raise ExactShadowNeeded("a read outside the dense domain")

    def write(self, base: int, data: list[int | None], thread: int, tid: int, clock: int,
              as_class: int, site: int, atomic: AtomicInfo | None,
              out: Conflicts, available: int | None = None,
              undef: list[Taint | None] | None = None,
              subsumed: list[tuple[int, Access, bool, int]] | None = None) -> None:
        raise ExactShadowNeeded("a write outside the dense domain")

    def values(self, base: int, size: int) -> list[int | None]:
        raise ExactShadowNeeded("a value read outside the dense domain")

    def poke(self, key: int, value: int | None) -> None:
        raise ExactShadowNeeded("a poke")

    def fork(self, keep_owned: bool = False) -> ShadowMemory:
        """Copy on write, as ShadowMemory.fork, by page: ``owned`` holds the pages this
        shadow may change in place (``keep_owned``: see there)."""
        new = copy.copy(self)
        new.pages = dict(self.pages)
        new.owned = set()
        if not keep_owned:
            self.owned = set()
        new.read_log = {r: list(entries) for r, entries in self.read_log.items()}
        new.initialized = set(self.initialized)
        new.touched = set(self.touched)
        new.readonly = set(self.readonly)
        return new

    def release(self) -> None:
        self.pages = {}
        self.owned = set()
        self.read_log = {}
        self.held = 0

    def define_initial(self, key: int, value: int | None) -> None:
        """An initial value (ShadowMemory.define_initial). The exact engine splits the
        granule into byte cells; for whole-granule accesses byte cells that are always
        accessed together judge, read and record exactly as the granule does, and only
        global memory has initial values, where "written" is never asked."""
        if key < GLOBAL_KEYS:
            self.initialized.add(key >> REGION_SHIFT)
        page = self._page(key >> PAGE_SHIFT, key)
        g = (key & (PAGE_BYTES - 1)) >> 2
        page.val[g, key & 3] = -1 if value is None else value
        page.wr[g] = True

    # ------------------------------------------------------------ pages

    def _comps(self, key: int) -> tuple[I64, I64]:
        """The components that may access the memory holding ``key`` and the map from a
        component to its index among them (-1: none)."""
        clocks = self.clocks
        if key >= _PRIVATE_KEY_BASE:
            which = (2, (key - _PRIVATE_KEY_BASE) >> _APERTURE_SHIFT)
        elif key >= _LDS_KEY_BASE:
            which = (1, (key - _LDS_KEY_BASE) >> _APERTURE_SHIFT)
        else:
            which = (0, 0)
        found = self._comp_sets.get(which)
        if found is not None:
            return found
        rows = clocks.rows
        if which[0] == 0:
            comps = np.arange(2 * rows, dtype=np.int64)
        else:
            if which[0] == 1:
                lanes = clocks.row_arr[which[1] * self.per_wg:(which[1] + 1) * self.per_wg]
            else:
                lanes = clocks.row_arr[which[1]:which[1] + 1]
            waves = np.unique(lanes)
            comps = np.concatenate([waves, rows + waves]).astype(np.int64)
        cmap = np.full(2 * rows, -1, dtype=np.int64)
        cmap[comps] = np.arange(len(comps), dtype=np.int64)
        self._comp_sets[which] = (comps, cmap)
        return comps, cmap

    def _page(self, number: int, key: int) -> _Page:
        """Page ``number`` (holding ``key``), this shadow's own to change."""
        page = self.pages.get(number)
        if page is None:
            page = _Page(*self._comps(key))
        elif number in self.owned:
            return page
        else:
            page = page.copy()
        self._hold(page.nbytes() + (0 if page.rclk is None else page.read_bytes()))
        self.pages[number] = page
        self.owned.add(number)
        return page

    def _hold(self, nbytes: int) -> None:
        self.held += nbytes
        if self.held > MAX_DENSE_BYTES:
            raise ExactShadowNeeded("the dense shadow outgrew its memory bound")

    def _reads(self, page: _Page) -> tuple[I32, I32]:
        if page.rclk is None or page.rtid is None:
            self._hold(page.read_bytes())
            page.rclk = np.zeros((len(page.comps), PAGE_GRANULES), dtype=np.int32)
            page.rtid = np.full((len(page.comps), PAGE_GRANULES), -1, dtype=np.int32)
        return page.rclk, page.rtid

    # ------------------------------------------------------------ lane accesses

    @staticmethod
    def _granules(keys: I64, size: int) -> tuple[I64, int]:
        if size <= 0 or size & 3 or some(keys & 3):
            raise ExactShadowNeeded("an access that is not of whole aligned granules")
        m = size >> 2
        if m == 1:
            return keys, 1
        offsets = _OFFSETS[:m] if m <= len(_OFFSETS) else 4 * np.arange(m, dtype=np.int64)
        return (keys[:, None] + offsets).ravel(), m

    def _pages(self, g: I64) -> list[tuple[int, I64 | slice]]:
        """The pages granule keys ``g`` fall in, with the positions in each."""
        lo = int(g.min()) >> PAGE_SHIFT
        hi = int(g.max()) >> PAGE_SHIFT
        if lo == hi:
            return [(lo, slice(None))]
        numbers = g >> PAGE_SHIFT
        if hi - lo < 8:  # (a few pages: as np.unique's, in page order, without a sort)
            out: list[tuple[int, I64 | slice]] = []
            for number in range(lo, hi + 1):
                where = np.flatnonzero(numbers == number)
                if len(where):
                    out.append((number, where))
            return out
        values, inverse = np.unique(numbers, return_inverse=True)
        return [(int(v), np.nonzero(inverse == i)[0]) for i, v in enumerate(values)]

    def _plan(self, keys: I64, size: int, lanes: I64, asynchronous: bool) -> _Plan:
        """The granules and pages of an access of ``size`` bytes at ``keys`` by
        ``lanes`` (thread ids: the lanes, or their async components), made once per
        pattern: an instruction's lanes meet the same addresses again and again (a loop's
        loads of one pipeline stage), and the plan is a function of the pattern alone
        (docs/semantics/scale.md, "Vectorized core")."""
        cache_key = (keys.tobytes(), lanes.tobytes(), size, asynchronous)
        found = self._plans.get(cache_key) if PLANS else None
        if found is not None:
            return found
        g, m = self._granules(keys, size)
        g_lanes = np.repeat(lanes, m) if m > 1 else lanes
        tids = g_lanes + self.clocks.num_threads if asynchronous else g_lanes
        distinct = True
        if len(g) > 1:
            ordered = np.sort(g)
            distinct = not some(ordered[1:] == ordered[:-1])
        parts: list[_PagePart] = []
        for number, sel in self._pages(g):
            gi = (g[sel] & (PAGE_BYTES - 1)) >> 2
            # (distinct granules of one page have distinct indices in it)
            parts.append(_PagePart(number, sel, _run_of(_frozen(gi)) if PLANS else gi,
                                   _frozen(g_lanes[sel]), _frozen(tids[sel]),
                                   _frozen32(tids[sel]),
                                   distinct or len(np.unique(gi)) == len(gi)))
        plan = _Plan(_frozen(g), m, distinct, tuple(parts))
        if len(self._plans) >= MAX_PLANS:
            self._plans = {}
        self._plans[cache_key] = plan
        return plan

    def _check_write(self, page: _Page, gi: I64 | slice, lanes: I64, known: I32,
                     own_async: int) -> None:
        """Raise unless each granule's live write is ordered before the lane's access
        (ShadowMemory.read / write: its own, happens-before — ``known``, the lanes' clock
        row in the access's class — or its own async operation completed)."""
        self._ordered(page.wtid[gi], page.wclk[gi], lanes, known, own_async)

    def _ordered(self, wt: I32, wc: I32, lanes: I64, known: I32, own_async: int) -> None:
        """Raise unless each write (``wt``, ``wc``) is ordered before its lane's access
        (``_check_write``)."""
        # (no write: wt is -1 and wc 0, which every clock row holds)
        ok = known[self.comp_arr[wt]] >= wc
        if not every(ok):
            bad = ~ok
            wt_bad, lanes_bad = wt[bad], lanes[bad]
            if not ((wt_bad == lanes_bad) | ((wt_bad == self.clocks.num_threads + lanes_bad)
                                             & (own_async >= wc[bad]))).all():
                raise ExactShadowNeeded("a conflict with a write")

    def _check_reads_and_write(self, page: _Page, gi: I64 | slice, lanes: I64, tids: I64,
                               known: I32, own_async: int) -> None:
        """Raise unless a write by ``lanes`` (thread ids ``tids``) to each granule is
        ordered after its live write and its reads (ShadowMemory.write); then forget the
        reads (the exact engine drops them: none is kept for a plain write)."""
        self._check_write(page, gi, lanes, known, own_async)
        if self._check_reads(page, gi, lanes, tids, known, own_async):
            assert page.rtid is not None and page.rclk is not None
            # (clearing a summary that holds no read changes nothing)
            page.rtid[:, gi] = -1
            page.rclk[:, gi] = 0

    def _check_reads(self, page: _Page, gi: I64 | slice, lanes: I64, tids: I64, known: I32,
                     own_async: int) -> bool:
        """Raise unless each granule's reads are ordered before a write by its lane
        (``_check_reads_and_write``); whether the page keeps read summaries at all."""
        if page.rtid is None or page.rclk is None:
            return False
        rc = page.rclk[:, gi]
        # A summary without reads (-1) has clock 0 (made so, and cleared so), which
        # every clock row holds: the test below passes for it as ``rt == -1`` does.
        if every(known[page.comps][:, None] >= rc):
            return True
        rt = page.rtid[:, gi]
        ok = (rt == -1) | (known[page.comps][:, None] >= rc)
        if not every(ok):
            bad = ~ok
            t_bad = np.broadcast_to(tids[None, :], rt.shape)[bad]
            l_bad = np.broadcast_to(lanes[None, :], rt.shape)[bad]
            r_bad = rt[bad]
            if not ((r_bad == t_bad) | (r_bad == l_bad) | (
                    (r_bad == self.clocks.num_threads + l_bad)
                    & (own_async >= rc[bad]))).all():
                raise ExactShadowNeeded("a conflict with a read")
        return True

    def read_lanes(self, keys: I64, size: int, lanes: I64, row: int, as_class: int,
                   asynchronous: bool, clock: int) -> tuple[I16, Bools]:
        """The reads of ``size`` bytes at ``keys`` by ``lanes`` (all of wave row
        ``row``; the thread ids are the lanes, or their async components), with
        ``clock``: each lane's bytes (-1 unknown) and whether each lane's bytes were
        all written or initialized. Records the reads; raises where the exact engine
        would report anything."""
        highest = int(keys.max()) if as_class != AS_LDS else 0
        if as_class != AS_LDS and highest < GLOBAL_KEYS:
            region = int(keys.min()) >> REGION_SHIFT
            if region not in self.touched and (highest + size - 1) >> REGION_SHIFT == region:
                log = self.read_log.get(region)
                if log is None:
                    log = self.read_log[region] = []
                log.append((keys, size, lanes, asynchronous, clock))
                return self._unrecorded(keys, size, region)
        if NATIVE and len(keys):
            done = self._read_one_page(keys, size, lanes, row, as_class, asynchronous, clock)
            if done is not None:
                return done
        plan = self._plan(keys, size, lanes, asynchronous)
        m = plan.m
        n = len(keys)
        vals: I64 | None = None  # (each granule's bytes as one int64: ``_Page.val64``)
        written: Bools | None = None
        known = self.clocks.vc[row, as_class]
        own_async = int(self.clocks.own_async[row])
        first = int(lanes[0]) + (self.clocks.num_threads if asynchronous else 0)
        comp = int(self.comp_arr[first])
        for part in plan.pages:
            number = part.number
            key = number << PAGE_SHIFT
            if key < GLOBAL_KEYS and key >> REGION_SHIFT not in self.touched:
                raise ExactShadowNeeded("a read across global regions")
            page = self._page(number, key)
            gi = part.gi
            sel = part.sel
            if NATIVE and page.rclk is not None and page.rtid is not None:
                c = int(page.cmap[comp])
                if c >= 0:  # (else the numpy code raises, in its order)
                    if vals is None or written is None:
                        whole = isinstance(sel, slice)
                        vals = np.empty(n * m, dtype=np.int64) if whole else np.full(
                            n * m, -1, dtype=np.int64)
                        written = np.empty(n * m, dtype=np.bool_) if whole else np.ones(
                            n * m, dtype=np.bool_)
                    if _dense_native.read_part(
                            page.wtid, page.wclk, page.val64, page.wr, gi, part.lanes, known,
                            self.comp_arr, own_async, self.clocks.num_threads, vals,
                            written, sel, page.rtid[c], page.rclk[c], part.tids32, clock,
                            part.distinct):
                        raise ExactShadowNeeded("a conflict with a write")
                    continue
            self._ordered(page.wtid[gi], page.wclk[gi], part.lanes, known, own_async)
            if isinstance(sel, slice):
                vals, written = page.val64[gi], page.wr[gi]
                if isinstance(gi, slice):  # (views of the page: copies, as a gather is)
                    vals, written = vals.copy(), written.copy()
            else:
                if vals is None or written is None:
                    vals = np.full(n * m, -1, dtype=np.int64)  # (every byte -1)
                    written = np.ones(n * m, dtype=np.bool_)
                vals[sel] = page.val64[gi]
                written[sel] = page.wr[gi]
            self._record_reads(page, gi, part.tids32, comp, clock, part.distinct)
        if vals is None or written is None:
            return (np.full((n, size), -1, dtype=np.int16), np.ones(n, dtype=np.bool_))
        data: I16 = vals.view(np.int16).reshape(n, size)
        if m > 1:
            if PLANS and every(written):  # (what the reduction gives, shared)
                return data, _all_true(n)
            every_lane: Bools = np.logical_and.reduce(written.reshape(n, m), axis=1)
            return data, every_lane
        return data, written

    def _read_one_page(self, keys: I64, size: int, lanes: I64, row: int, as_class: int,
                       asynchronous: bool, clock: int) -> tuple[I16, Bools] | None:
        """``read_lanes`` without a plan, in C, where every lane reads whole granules of
        the first key's page and the page keeps read summaries (docs/semantics/scale.md,
        "Compiled granule loops and unknown stretches"); None where not (nothing is recorded
        then)."""
        base = int(keys[0]) & ~(PAGE_BYTES - 1)
        if base < GLOBAL_KEYS and base >> REGION_SHIFT not in self.touched:
            return None  # (the planned path says why it asks)
        page = self.pages.get(base >> PAGE_SHIFT)
        if page is None or page.rclk is None or page.rtid is None:
            return None
        n = self.clocks.num_threads
        c = int(page.cmap[int(self.comp_arr[int(lanes[0]) + (n if asynchronous else 0)])])
        if c < 0:
            return None
        page = self._page(base >> PAGE_SHIFT, base)
        assert page.rclk is not None and page.rtid is not None
        data = np.empty((len(keys), size), dtype=np.int16)
        written = np.empty(len(keys), dtype=np.bool_)
        code = _dense_native.read_keys(
            keys, size, lanes, n if asynchronous else 0, base, page.wtid, page.wclk,
            page.val64, page.wr, self.clocks.vc[row, as_class], self.comp_arr,
            int(self.clocks.own_async[row]), n, page.rtid[c], page.rclk[c], clock, data,
            written)
        if code == 3:
            return None
        if code:
            raise ExactShadowNeeded("a conflict with a write")
        return data, written

    def _write_one_page(self, keys: I64, size: int, data: I16, lanes: I64, row: int,
                        as_class: int, asynchronous: bool, clock: int) -> bool:
        """``write_lanes`` without a plan, in C, where every lane writes whole granules
        of the first key's page, no two lanes one granule, and the page's memory was written
        before (docs/semantics/scale.md, "Compiled granule loops and unknown stretches");
        False where not (nothing is changed then)."""
        base = int(keys[0]) & ~(PAGE_BYTES - 1)
        if base < GLOBAL_KEYS and base >> REGION_SHIFT not in self.touched:
            return False  # (the planned path touches the region first)
        if base >> PAGE_SHIFT not in self.pages:
            return False
        page = self._page(base >> PAGE_SHIFT, base)
        n = self.clocks.num_threads
        code = _dense_native.write_keys(
            keys, size, lanes, n if asynchronous else 0, base, page.wtid, page.wclk,
            page.val64, page.wr, self.clocks.vc[row, as_class], self.comp_arr,
            int(self.clocks.own_async[row]), n, page.rtid, page.rclk, page.comps,
            np.ascontiguousarray(data), clock)
        if code == 3:
            return False
        if code:
            raise ExactShadowNeeded(_CONFLICTS[code])
        return True

    def overlapping(self, read_keys: I64, write_keys: I64, size: int) -> bool:
        """Does a granule of ``size`` bytes at some of ``read_keys`` meet one at some
        of ``write_keys``? Found once per pair of patterns (a function of them alone:
        docs/semantics/scale.md, "Vectorized core")."""
        cache_key = (read_keys.tobytes(), write_keys.tobytes(), size)
        found = self._overlaps.get(cache_key) if PLANS else None
        if found is not None:
            return found
        gran = np.arange(0, max(size, 1), 4, dtype=np.int64)
        read_g = (read_keys[:, None] + gran).ravel()
        write_g = (write_keys[:, None] + gran).ravel()
        meet = bool(np.intersect1d(read_g, write_g).size)
        if len(self._overlaps) >= MAX_PLANS:
            self._overlaps = {}
        self._overlaps[cache_key] = meet
        return meet

    def lanes_row(self, lanes: I64) -> int:
        """The clock row of ``lanes`` (``Clocks.row_arr``, fixed for the launch); raises
        when they are in two rows. Found once per lane set (docs/semantics/scale.md,
        "Vectorized core")."""
        cache_key = lanes.tobytes()
        found = self._rows.get(cache_key) if PLANS else None
        if found is not None:
            return found
        rows = self.clocks.row_arr[lanes]
        row = int(rows[0])
        if some(rows != row):
            raise ExactShadowNeeded("lanes of one instruction in two rows")
        if len(self._rows) >= MAX_PLANS:
            self._rows = {}
        self._rows[cache_key] = row
        return row

    def _unrecorded(self, keys: I64, size: int, region: int) -> tuple[I16, Bools]:
        """Reads of a global region no write has reached (logged by the caller): its
        initial bytes (-1 where it has none: the host's data). Any size and alignment:
        the exact engine splits such granules into byte cells, whose values are these;
        a logged read that is not of whole granules makes the first write to the
        region ask for the exact engine (``_replay_reads``)."""
        n = len(keys)
        if region not in self.initialized:
            return _unknown_bytes(n, size), _all_true(n)
        b = (keys[:, None] + np.arange(size, dtype=np.int64)).ravel()
        out = np.full(len(b), -1, dtype=np.int16)
        for number, sel in self._pages(b):
            page = self.pages.get(number)
            if page is not None:
                out[sel] = page.val.reshape(-1)[b[sel] & (PAGE_BYTES - 1)]
        return out.reshape(n, size), np.ones(n, dtype=np.bool_)

    def _partial_write(self, keys: I64, size: int, data: I16, lanes: I64, row: int,
                       as_class: int, asynchronous: bool, clock: int) -> None:
        """Writes of part of a granule each (a 2-byte store, say). The exact engine
        splits the granule into byte cells, each with the granule's writes and reads,
        and judges each lane's write against the cells of its bytes: where no two lanes
        write one byte, that is each lane against the granule as it was. The granule
        then holds bytes of several writes: it becomes SPLIT, with a write per byte
        (``bwtid``, ``bwclk``) that later part-granule writes are judged against; no
        other access is ordered after SPLIT, so it asks for the exact engine. A
        granule with reads is not split here (its other bytes would keep them)."""
        if size <= 0 or bool(((keys & 3) + size > 4).any()):
            raise ExactShadowNeeded("an access across granules, not of whole granules")
        spots = (keys[:, None] + np.arange(size, dtype=np.int64)).ravel()
        if len(spots) > 1:
            ordered = np.sort(spots)
            if bool((ordered[1:] == ordered[:-1]).any()):
                raise ExactShadowNeeded("lanes of one instruction write one byte")
        n = self.clocks.num_threads
        tids = lanes + n if asynchronous else lanes
        known = self.clocks.vc[row, as_class]
        own_async = int(self.clocks.own_async[row])
        g = keys & ~np.int64(3)
        for number, sel in self._pages(g):
            key = number << PAGE_SHIFT
            if key < GLOBAL_KEYS and key >> REGION_SHIFT not in self.touched:
                self._touch_region(key >> REGION_SHIFT)
            page = self._page(number, key)
            gi = (g[sel] & (PAGE_BYTES - 1)) >> 2
            if page.rtid is not None and bool((page.rtid[:, gi] != -1).any()):
                # (the bytes this write leaves keep the granule's reads: not mirrored)
                raise ExactShadowNeeded("a part-granule write over reads")
            if page.bwtid is None or page.bwclk is None:
                self._hold(PAGE_GRANULES * 32)
                page.bwtid = np.full((PAGE_GRANULES, 4), -1, dtype=np.int32)
                page.bwclk = np.zeros((PAGE_GRANULES, 4), dtype=np.int32)
            fresh = gi[page.wtid[gi] != SPLIT]
            if len(fresh):  # (split: each byte cell starts with the granule's write)
                page.bwtid[fresh] = page.wtid[fresh][:, None]
                page.bwclk[fresh] = page.wclk[fresh][:, None]
            rows_ = np.repeat(gi, size)
            cols = ((keys[sel] & 3)[:, None] + np.arange(size, dtype=np.int64)).ravel()
            self._ordered(page.bwtid[rows_, cols], page.bwclk[rows_, cols],
                          np.repeat(lanes[sel], size), known, own_async)
            page.bwtid[rows_, cols] = np.repeat(tids[sel], size)
            page.bwclk[rows_, cols] = clock
            page.val[rows_, cols] = data[sel].ravel()
            page.wtid[gi] = SPLIT
            page.wclk[gi] = SPLIT_CLOCK
            page.wr[gi] = True

    def _one_write(self, keys: I64, size: int, data: I16, lanes: I64, row: int,
                   as_class: int, clock: int, same: I64, needs_numbers: bool) -> None:
        """Lanes of one plain store writing one address (docs/semantics/atomics-and-lanes.md,
        "Lanes of one instruction writing one address"; ``_memory``'s
        ``_OneInstructionWrites``). The exact engine judges the first of them in lane order
        against what the granule held; each later one meets only the earlier ones' writes,
        all of one component and clock. Unordered with them (the usual case: the wave's row
        holds less than its own clock), it reports a conflict between lanes: with unknown
        values and no value numbers it then runs the check again with them (raised here
        alike), else it forgives the conflicts where the lanes wrote the same bytes
        (``same``: the bytes or their value numbers) and keeps every lane's write; elsewhere
        the dense shadow asks. Ordered, each later write replaces the earlier. Either way a
        later access is ordered after what the granule keeps exactly when its row holds the
        clock (an own-lane exception for one of the lanes is met by the row holding it): the
        granule's write becomes thread id 2N + the wave's component, and its bytes the last
        lane's."""
        order = np.argsort(keys, kind="stable")
        sorted_keys = keys[order]
        dup = sorted_keys[1:] == sorted_keys[:-1]
        comp = int(self.comp_arr[int(lanes[0])])
        if int(self.clocks.vc[row, as_class, comp]) < clock:
            if needs_numbers:
                raise uniform.NeedValueNumbers
            rows = same[order]
            later, earlier = rows[1:][dup], rows[:-1][dup]
            if bool((later < 0).any()) or not bool((later == earlier).all()):
                raise ExactShadowNeeded("lanes of one store write one address unlike bytes")
        first = np.ones(len(keys), dtype=np.bool_)
        first[order[1:][dup]] = False
        # The lanes' writes are one write, which stands for each of them: what the
        # granule held must be ordered before every lane, not only the first (the
        # exact engine's ``_OneInstructionWrites.forgive``).
        if not first.all():
            self._check_before(keys[~first], size, lanes[~first], row, as_class)
        self.write_lanes(keys[first], size, data[first], lanes[first], row, as_class, False,
                         clock)
        last = np.ones(len(keys), dtype=np.bool_)
        last[order[:-1][dup]] = False
        g, m = self._granules(keys[last], size)
        vals = data[last].reshape(len(g), 4)
        shared = np.zeros(len(keys), dtype=np.bool_)
        shared[order[1:][dup]] = shared[order[:-1][dup]] = True
        several = np.where(np.repeat(shared[last], m), 2 * self.clocks.num_threads + comp,
                           -1)
        for number, sel in self._pages(g):
            page = self.pages[number]
            gi = (g[sel] & (PAGE_BYTES - 1)) >> 2
            page.val[gi] = vals[sel]
            page.wtid[gi] = np.where(several[sel] >= 0, several[sel], page.wtid[gi])

    def _touch_region(self, region: int) -> None:
        """A write reaches a global region for the first time: a region a parametric
        run assumed read-only stops the run (explore/values/param.py), as the exact engine's
        ``_touch`` does; otherwise its logged reads are recorded."""
        if region in self.readonly:
            raise ReadOnlyViolated(region)
        self.touched.add(region)
        self._replay_reads(region)

    def _replay_reads(self, region: int) -> None:
        """Record the logged reads of a global region a write reaches for the first
        time, in order: the summaries are then what recording each at once makes (as
        the exact engine's lazy read log builds its cells)."""
        for keys, size, lanes, asynchronous, clock in self.read_log.pop(region, ()):
            readers = lanes + self.clocks.num_threads if asynchronous else lanes
            comp = int(self.comp_arr[int(readers[0])])
            g, m = self._granules(keys, size)
            tids = np.repeat(readers, m) if m > 1 else readers
            for number, sel in self._pages(g):
                page = self._page(number, number << PAGE_SHIFT)
                self._record_reads(page, (g[sel] & (PAGE_BYTES - 1)) >> 2,
                                   tids[sel].astype(np.int32), comp,
                                   clock)

    def _record_reads(self, page: _Page, gi: I64 | slice, tids: I32, comp: int, clock: int,
                      distinct: bool = False) -> None:
        """Each thread's latest read per granule, summarized per component: the largest
        clock and the one thread id (or SEVERAL). All of ``tids`` are of ``comp``;
        ``distinct``: no two of ``gi`` are one granule (nothing to merge)."""
        c = int(page.cmap[comp])
        if c < 0:
            raise ExactShadowNeeded("an access by a wave outside its memory's group")
        rclk, rtid = self._reads(page)
        readers = rtid[c]
        old_t = readers[gi]
        new_t = np.where((old_t == -1) | (old_t == tids), tids, SEVERAL)
        readers[gi] = new_t
        # (lanes reading one granule: the scatter kept one of them; where they differ
        # the summary is SEVERAL. Distinct granules: each got its own.)
        if not distinct:
            differ = readers[gi] != new_t
            if some(differ):
                assert not isinstance(gi, slice)  # (a run of granules is distinct)
                readers[gi[differ]] = SEVERAL
        # The largest clock: the component is the reading wave's (or its async
        # operations'), whose clock (operation number) never decreases, and logged
        # reads are recorded in their order (``_replay_reads``): the latest is largest.
        rclk[c][gi] = clock

    def _check_before(self, keys: I64, size: int, lanes: I64, row: int,
                      as_class: int) -> None:
        """Raise unless what each granule at ``keys`` holds (its write and reads) is
        ordered before a plain write there by its lane; records nothing."""
        g, m = self._granules(keys, size)
        if m > 1:
            lanes = np.repeat(lanes, m)
        known = self.clocks.vc[row, as_class]
        own_async = int(self.clocks.own_async[row])
        for number, sel in self._pages(g):
            key = number << PAGE_SHIFT
            if key < GLOBAL_KEYS and key >> REGION_SHIFT not in self.touched:
                self._touch_region(key >> REGION_SHIFT)
            page = self.pages.get(number)
            if page is None:
                continue
            gi = (g[sel] & (PAGE_BYTES - 1)) >> 2
            self._check_write(page, gi, lanes[sel], known, own_async)
            self._check_reads(page, gi, lanes[sel], lanes[sel], known, own_async)

    def write_lanes(self, keys: I64, size: int, data: I16, lanes: I64, row: int,
                    as_class: int, asynchronous: bool, clock: int,
                    one_write: tuple[I64, bool] | None = None) -> None:
        """The writes of ``data`` (per lane, ``size`` bytes, -1 unknown) at ``keys``
        (the lanes and clock as in :meth:`read_lanes`); raises where the exact engine
        would report anything or keep more than this write. ``one_write``: a plain
        store, whose lanes writing the same bytes to one address are one write: per
        lane the bytes that tell them apart (-1: unknown) and whether lanes writing one
        address unordered need value numbers (``_one_write``)."""
        if NATIVE and len(keys) and self._write_one_page(keys, size, data, lanes, row,
                                                         as_class, asynchronous, clock):
            return
        if size & 3 or some(keys & 3):
            self._partial_write(keys, size, data, lanes, row, as_class, asynchronous, clock)
            return
        plan = self._plan(keys, size, lanes, asynchronous)
        if not plan.distinct:
            if one_write is None or asynchronous:
                raise ExactShadowNeeded("lanes of one instruction write one granule")
            self._one_write(keys, size, data, lanes, row, as_class, clock, *one_write)
            return
        vals = _granule_view(np.ascontiguousarray(data).reshape(len(plan.g), 4))
        known = self.clocks.vc[row, as_class]
        own_async = int(self.clocks.own_async[row])
        for part in plan.pages:
            number = part.number
            key = number << PAGE_SHIFT
            if key < GLOBAL_KEYS:
                region = key >> REGION_SHIFT
                if region not in self.touched:
                    self._touch_region(region)
            page = self._page(number, key)
            gi = part.gi
            s_tids = part.tids
            if NATIVE:
                code = _dense_native.write_part(
                    page.wtid, page.wclk, page.val64, page.wr, gi, part.lanes, s_tids,
                    part.tids32, known, self.comp_arr, own_async, self.clocks.num_threads,
                    page.rtid, page.rclk, page.comps, vals, part.sel, clock)
                if code:
                    raise ExactShadowNeeded(_CONFLICTS[code])
                continue
            self._check_reads_and_write(page, gi, part.lanes, s_tids, known, own_async)
            page.wtid[gi] = part.tids32
            page.wclk[gi] = clock
            page.val64[gi] = vals[part.sel]
            page.wr[gi] = True


def dense_shadow_suits(clocks: Clocks, options: ExploreOptions) -> bool:
    """Run with the dense shadow first? Only with per-wave clocks (which the program's
    static facts allow only without atomics, availability operations and tensor DMA:
    program_facts.wave_clocks_exact), and unless the exact shadow is asked for
    (ExploreOptions.exact_shadow). In a parametric class too: a region the class
    assumed read-only stops the run at the first write that reaches it
    (``_touch_region``), as the exact shadow's ``_touch`` does (docs/semantics/sweeps.md)."""
    return clocks.wave_mode and clocks.vis is None and not options.exact_shadow
