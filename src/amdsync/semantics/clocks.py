"""Happens-before as vector clocks.

Threads of the memory model are lanes. Thread ``t`` (0 ≤ t < N) has a clock component
``t``; its async operations get a second component ``N + t`` that counts the async
operations of ``t`` known complete. This encodes amdgpu-async-operations, "Memory
Consistency Model":

* "A memory operation X program ordered before an overlapping asynchronous operation A
  happens-before A": A's accesses are judged with its thread's clock at issue.
* "An asynchronous operation A program ordered before an overlapping memory operation X
  happens-before X only if A is completed before X": A's accesses carry the epoch
  ``(N + t, n)`` for the n-th async operation of ``t``, so a later access is ordered
  after A exactly when the accessing thread's clock says operation n of ``t`` completed
  (through a wait in ``t``, then any release/acquire chain).

Where every lane of a wave synchronizes together, the same clocks are kept per wave
(:class:`Clocks`, wave mode; docs/semantics/scale.md "Scale" has the argument).

Clocks are kept per address-space class (global, LDS) because fences may synchronize
only some address spaces (amdgpu-usage: ``amdgpu-synchronize-as`` tags; one-as scopes).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from amdsync.program.ops import Scope
from amdsync.program.topology import ThreadPlace, inclusive_scopes

ClockArray = npt.NDArray[np.int32]

AS_GLOBAL = 0  # global, constant, flat-to-global and private memory
AS_LDS = 1  # local (LDS) memory
AS_CLASSES = 2
ALL_AS = (AS_GLOBAL, AS_LDS)


@dataclass(frozen=True)
class Epoch:
    """An access's position in happens-before: thread component and its clock."""

    tid: int
    clock: int


def clock_bytes(num_threads: int, num_waves: int | None = None) -> int:
    """Memory the happens-before clocks of a launch take (see :class:`Clocks`): per lane,
    or per wave when ``num_waves`` is given (wave mode)."""
    rows = num_threads if num_waves is None else num_waves
    return rows * AS_CLASSES * 2 * rows * 4


class LaneClocksNeeded(Exception):
    """Wave-granular clocks cannot represent what just happened (lanes of one wave
    would synchronize differently): the check is re-run with per-lane clocks
    (explore/search/check.py; docs/semantics/scale.md, "Scale")."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class Clocks:
    """The vector clocks of every lane of a launch, as one matrix
    ``[row, address-space class, component]``.

    **Lane mode** (``waves`` None): a row and two components (program, async) per lane,
    as the module docstring says.

    **Wave mode** (``waves[lane]`` = the lane's wave): a row and two components per
    wave. Exact only while every synchronization a lane takes part in is taken by all
    lanes of its wave together (docs/semantics/scale.md, "Scale"; the machine checks this and
    raises :class:`LaneClocksNeeded` otherwise). Then every lane of wave ``w`` knows the
    same of every other wave, its lanes tick together, and what a lane knows of the
    *other* lanes of ``w`` is one value: ``vc[w, a, w]`` (program order) and
    ``vc[w, a, W + w]`` (their async operations) hold that, while the lane's own clock
    and own completed async operations are ``own[w]`` and ``own_async[w]``. A lane
    orders its own accesses by program order (``tid == thread``) and its own async
    operations through ``own_async``; a sibling's only through the shared value, so
    lanes of one wave still race as with per-lane clocks.

    ``row_of[lane]`` is a lane's row and ``comp[tid]`` the component of an access's
    thread id (``tid`` < N: a lane; ``N + lane``: its async operations): the identity
    in lane mode.
    """

    def __init__(self, num_threads: int, waves: list[int] | None = None) -> None:
        self.num_threads = num_threads
        self.wave_mode = waves is not None
        if waves is None:
            rows = num_threads
            self.row_of: list[int] = list(range(num_threads))
            self.comp: list[int] = list(range(2 * num_threads))
        else:
            rows = max(waves) + 1 if waves else 0
            self.row_of = list(waves)
            self.comp = list(waves) + [rows + w for w in waves]
        self.rows = rows
        # (``comp`` as an array, for questions asked of many accesses at once; like
        # ``comp``, never changed: copies share it)
        self.comp_arr: npt.NDArray[np.int64] = np.asarray(self.comp, dtype=np.int64)
        self.row_arr: npt.NDArray[np.int64] = np.asarray(self.row_of, dtype=np.int64)
        self.width = 2 * rows
        self.vc: ClockArray = np.zeros((rows, AS_CLASSES, self.width), dtype=np.int32)
        self.own: npt.NDArray[np.int64] = np.ones(rows, dtype=np.int64)
        self.own_async: npt.NDArray[np.int64] = np.zeros(rows, dtype=np.int64)
        if not self.wave_mode:
            for t in range(num_threads):
                self.vc[t, :, t] = 1
        # Visibility clocks (amdgpu-memory-model, "Availability and Visibility"): which
        # writes of other threads have been made available and then visible to a
        # thread. Only kept when the program can make them differ from happens-before
        # (``!amdgcn-av none`` or the av b128 intrinsics); see enable_visibility.
        # Lane mode only.
        self.vis: ClockArray | None = None
        # Per thread and scope: the thread's happens-before clock at its last
        # MakeVisible operation of that scope (for store-available writes).
        self.make_visible: dict[tuple[int, int], ClockArray] = {}

    def copy(self) -> Clocks:
        """An independent copy (visibility state shared as before: see Machine.fork)."""
        new = object.__new__(type(self))  # (copy.copy's object, without its protocol)
        new.__dict__.update(self.__dict__)
        new.vc = self.vc.copy()
        new.own = self.own.copy()
        new.own_async = self.own_async.copy()
        return new

    def enable_visibility(self) -> None:
        assert not self.wave_mode
        self.vis = self.vc.copy()

    def visible(self, thread: int, as_class: int, tid: int, clock: int) -> bool:
        """Has the write with epoch ``(tid, clock)`` been made visible to ``thread``
        through availability and visibility operations?"""
        return self.vis is None or int(self.vis[thread, as_class, tid]) >= clock

    def vis_snapshot(self, thread: int) -> ClockArray:
        """What a MakeAvailable operation of ``thread`` makes available: the writes
        visible to it, its own writes and its completed async operations."""
        assert self.vis is not None
        snap: ClockArray = self.vis[thread].copy()
        snap[:, thread] = self.vc[thread, :, thread]
        c = self.async_component(thread)
        snap[:, c] = self.vc[thread, :, c]
        return snap

    def join_vis(self, thread: int, other: ClockArray, as_classes: tuple[int, ...]) -> None:
        assert self.vis is not None
        for a in as_classes:
            np.maximum(self.vis[thread, a], other[a], out=self.vis[thread, a])

    def record_make_visible(self, thread: int, scope: int) -> None:
        self.make_visible[(thread, scope)] = self.vc[thread].copy()

    def async_component(self, thread: int) -> int:
        """The thread id of ``thread``'s async operations in access records."""
        return self.num_threads + thread

    def epoch(self, thread: int) -> int:
        return int(self.own[self.row_of[thread]])

    def tick(self, threads: npt.NDArray[np.int64]) -> None:
        """Start a new epoch after publishing the clock (a release). In wave mode
        ``threads`` are whole waves (the machine checks it)."""
        if self.wave_mode:
            rows = self.row_arr[np.asarray(threads, dtype=np.int64)]
            if len(rows) and int(np.count_nonzero(rows != rows[0])) == 0:
                self.own[int(rows[0])] += 1  # (one row: np.unique's one value)
            else:
                self.own[np.unique(rows)] += 1
            return
        self.own[threads] += 1
        self.vc[threads, :, threads] += 1

    def own_async_done(self, thread: int, tid: int, clock: int) -> bool:
        """Wave mode: is ``tid`` the async operations of ``thread`` itself, and the
        operation numbered ``clock`` complete for it? (In lane mode the row says it.)"""
        return (self.wave_mode and tid == self.num_threads + thread
                and int(self.own_async[self.row_of[thread]]) >= clock)

    def ordered(self, thread: int, as_class: int, tid: int, clock: int) -> bool:
        """Is the access with epoch ``(tid, clock)`` happens-before ``thread``'s next
        access in address-space class ``as_class``? Own accesses are program-ordered."""
        # (``item``: one Python int, without a numpy scalar; the shadow asks this of
        # every write a lane's read may see, millions of times in a many-lane counter)
        if tid == thread or self.vc.item(self.row_of[thread], as_class,
                                         self.comp[tid]) >= clock:
            return True
        return self.wave_mode and self.own_async_done(thread, tid, clock)

    def complete_async(self, thread: int, completed: int) -> None:
        """A wait in ``thread`` completed its async operations 1..``completed``."""
        r = self.row_of[thread]
        self.own_async[r] = max(int(self.own_async[r]), completed)
        if self.wave_mode:
            return
        c = self.async_component(thread)
        for a in ALL_AS:
            self.vc[thread, a, c] = max(self.vc[thread, a, c], completed)
            if self.vis is not None:
                self.vis[thread, a, c] = max(self.vis[thread, a, c], completed)

    def snapshot(self, thread: int) -> ClockArray:
        """What ``thread`` knows, as a release publishes it (its own clock and completed
        async operations included)."""
        r = self.row_of[thread]
        snap: ClockArray = self.vc[r].copy()
        if self.wave_mode:
            snap[:, r] = self.own[r]
            snap[:, self.rows + r] = self.own_async[r]
        return snap

    def snapshots(self, threads: npt.NDArray[np.int64]) -> ClockArray:
        """:meth:`snapshot` of each of ``threads``, stacked."""
        if not self.wave_mode:
            out: ClockArray = self.vc[threads]
            return out
        rows = self.row_arr[threads]
        snaps: ClockArray = self.vc[rows]
        index = np.arange(len(rows))
        snaps[index, :, rows] = self.own[rows][:, None]
        snaps[index, :, self.rows + rows] = self.own_async[rows][:, None]
        return snaps

    def knows(self, thread: int, other: ClockArray) -> bool:
        """Would joining ``other`` (a published clock) change nothing for ``thread``?"""
        return bool(np.all(self.vc[self.row_of[thread]] >= other))

    def join(self, thread: int, other: ClockArray, as_classes: tuple[int, ...]) -> None:
        r = self.row_of[thread]
        for a in as_classes:
            np.maximum(self.vc[r, a], other[a], out=self.vc[r, a])


def synchronizes(release_place: ThreadPlace, release_scope: Scope,
                 acquire_place: ThreadPlace, acquire_scope: Scope) -> bool:
    """Synchronizes-with needs inclusive scopes (amdgpu-memory-model, "Inclusive
    Scopes"; amdgpu-usage, Memory Model: HSA scope inclusion): the scope instance of each
    operation contains the other operation."""
    return inclusive_scopes(release_place, release_scope, acquire_place, acquire_scope)
