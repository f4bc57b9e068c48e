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


def clock_bytes(num_threads: int) -> int:
    """Memory the happens-before clocks of a launch take (see :class:`Clocks`)."""
    return num_threads * AS_CLASSES * 2 * num_threads * 4


class Clocks:
    """The vector clocks of every lane of a launch, as one matrix
    ``[lane, address-space class, component]``."""

    def __init__(self, num_threads: int) -> None:
        self.num_threads = num_threads
        self.width = 2 * num_threads
        self.vc: ClockArray = np.zeros((num_threads, AS_CLASSES, self.width), dtype=np.int32)
        for t in range(num_threads):
            self.vc[t, :, t] = 1
        # Visibility clocks (amdgpu-memory-model, "Availability and Visibility"): which
        # writes of other threads have been made available and then visible to a
        # thread. Only kept when the program can make them differ from happens-before
        # (``!amdgcn-av none`` or the av b128 intrinsics); see enable_visibility.
        self.vis: ClockArray | None = None
        # Per thread and scope: the thread's happens-before clock at its last
        # MakeVisible operation of that scope (for store-available writes).
        self.make_visible: dict[tuple[int, int], ClockArray] = {}

    def enable_visibility(self) -> None:
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
        return self.num_threads + thread

    def epoch(self, thread: int) -> int:
        return int(self.vc[thread, AS_GLOBAL, thread])

    def tick(self, threads: npt.NDArray[np.int64]) -> None:
        """Start a new epoch after publishing the clock (a release)."""
        self.vc[threads, :, threads] += 1

    def ordered(self, thread: int, as_class: int, tid: int, clock: int) -> bool:
        """Is the access with epoch ``(tid, clock)`` happens-before ``thread``'s next
        access in address-space class ``as_class``? Own accesses are program-ordered."""
        return tid == thread or int(self.vc[thread, as_class, tid]) >= clock

    def complete_async(self, thread: int, completed: int) -> None:
        """A wait in ``thread`` completed its async operations 1..``completed``."""
        c = self.async_component(thread)
        for a in ALL_AS:
            self.vc[thread, a, c] = max(self.vc[thread, a, c], completed)
            if self.vis is not None:
                self.vis[thread, a, c] = max(self.vis[thread, a, c], completed)

    def snapshot(self, thread: int) -> ClockArray:
        snap: ClockArray = self.vc[thread].copy()
        return snap

    def join(self, thread: int, other: ClockArray, as_classes: tuple[int, ...]) -> None:
        for a in as_classes:
            np.maximum(self.vc[thread, a], other[a], out=self.vc[thread, a])


def synchronizes(release_place: ThreadPlace, release_scope: Scope,
                 acquire_place: ThreadPlace, acquire_scope: Scope) -> bool:
    """Synchronizes-with needs inclusive scopes (amdgpu-memory-model, "Inclusive
    Scopes"; amdgpu-usage, Memory Model: HSA scope inclusion): the scope instance of each
    operation contains the other operation."""
    return inclusive_scopes(release_place, release_scope, acquire_place, acquire_scope)
