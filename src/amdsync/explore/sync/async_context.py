"""The counterexample's account of an async operation in a conflict: which
asyncmark of the issuing function body covers it, how many marks follow, the last
wait the activation ran, and whether the issuer had completed it (explore/findings/story.py
tells it).

amdgpu-async-operations, "asyncmark" and "wait.asyncmark": each function body has its
own sequence of marks.
"""

from __future__ import annotations

import numpy as np

from amdsync.explore.machine.frames import Frame
from amdsync.explore.machine.state import AsyncContext, WaveState
from amdsync.explore.machine.undef_flow import UndefFlow
from amdsync.explore.memory.shadow import Conflict
from amdsync.explore.search.options import Incomplete
from amdsync.program import ops as o


class AsyncContextRecords(UndefFlow):
    """What the asyncmark sequence said about async operations in conflicts."""

    # A replay's late reads as (read event, byte) for those of one byte and (read event,
    # granule) for the others, with the retro map they come from
    # (``_check_known_late``).
    _retro_bytes: tuple[object, set[tuple[tuple[int, int, int], int]]] | None = None

    def _check_known_late(self, conflict: Conflict) -> None:
        """In a late-read replay, a write over an earlier read must be one of the late
        reads the replay knows (docs/semantics/model.md, "Reads found racy only later": the
        replay runs the same accesses in the same order; only the lanes of one store
        writing undefined bytes to one address may conflict where the search's defined
        bytes were one write, which adds no read). One it does not know made a read
        undefined that the replay returned defined: the check is incomplete, never
        clean on it."""
        known = self._retro_bytes
        if known is None or known[0] is not self.retro:
            granules: set[tuple[tuple[int, int, int], int]] = set()
            for event, entries in self.retro.items():
                for _, _, key, width, _, _ in entries:
                    granules.add((event, key if width == 1 else key - key % 4))
            known = self._retro_bytes = (self.retro, granules)
        event = (conflict.prior_site, conflict.prior_tid, conflict.prior_clock)
        key = conflict.key
        if (event, key) not in known[1] and (event, key - key % 4) not in known[1]:
                raise Incomplete("a late-read replay found a read racy that the search did "
                             "not (a bug in amdsync: the replay's accesses differ from "
                             "the search's)", self.sites[conflict.site].loc)

    def _annotate(self, first: int, wave: WaveState, frame: Frame) -> None:
        """Record, for new conflicts with an async operation, what the current function
        body's asyncmark sequence says about it."""
        n = self.clocks.num_threads
        conflicts = self.conflicts
        if len(conflicts) == first:
            return
        marks = None if self.mark_log is None else len(self.mark_log)
        late = None if self.retro and not self.exploring else self.late_reads
        split = self.shadow.split
        annotated = self._annotated
        for index, conflict in enumerate(conflicts[first:], first):
            if marks is not None:
                self.conflict_waits[index] = marks
            if conflict.write and not conflict.prior_write:
                if late is None:
                    # (a late-read replay knows its late reads already, and checks that
                    # it does: explore/search/late_replay.py)
                    self._check_known_late(conflict)
                else:
                    # (a search run again at a class split records every one it meets:
                    # one it knows from before the split names the reads before that
                    # write, and this write makes the later reads of the event racy too)
                    granule = conflict.key - conflict.key % 4
                    late[index] = (self.states, 1 if granule in split else 4)
            if conflict.prior_tid < n:
                continue
            # A finding's counterexample is its first conflict (explore/search/check.py groups
            # by kind and site): annotate one conflict per group, not one per lane and
            # iteration (each annotation scans the lane's marks).
            group = (conflict.site, conflict.prior_write, conflict.write)
            if group in annotated:
                continue
            annotated.add(group)
            owner = conflict.prior_tid - n
            same_lane = owner == conflict.thread
            # The issuing lane's wave: this one, or another (its state now is where it
            # stood when it handed the data over, e.g. blocked at the barrier).
            owner_wave = self.waves[self.places[owner].wave]
            slots = np.nonzero(owner_wave.lanes == owner)[0]
            if not slots.size or not owner_wave.frames:
                self.conflict_context[index] = AsyncContext(False, None, 0, None, False,
                                                            issuer_known=False)
                continue
            s = int(slots[0])
            if owner_wave is not wave:
                wave = owner_wave
                frame = owner_wave.frames[-1]
            lane_marks = [m for m in frame.marks if m.mask[s]]
            covering = None
            after = 0
            for k, mark in enumerate(lane_marks):
                if mark.covers[s] >= conflict.prior_clock:
                    covering = mark.site
                    after = len(lane_marks) - k - 1
                    break
            # Covered only by a callee's marks (kept in inlined_marks) or a caller's.
            elsewhere = covering is None and any(
                m.mask[s] and m.covers[s] >= conflict.prior_clock
                for f in wave.frames for m in (*f.marks, *f.inlined_marks))
            tensor = isinstance(self.sites[conflict.prior_site].op, o.TensorCopy)
            self.conflict_context[index] = AsyncContext(
                same_lane, covering, after, wave.last_wait.get(len(wave.frames)), elsewhere,
                issuer_completed=int(wave.completed[s]) >= conflict.prior_clock,
                tensor=tensor, tensor_wait=wave.last_tensor_wait if tensor else None)
