"""The rerun that runs workgroup barriers wave-locally (docs/semantics/schedules.md, "Barriers
that order memory only within a wave, or between the waves that pair"): a wave's
arrive keeps what its lanes' release fences published, and its acquire fence after
a wait takes exactly the rows of the waves the first run saw pair with it.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from amdsync.explore.machine.state import ReleaseRecord, WaveState
from amdsync.explore.sync.barrier_exec import join_order, merge_records, wave_release
from amdsync.explore.sync.synchronization import Synchronization
from amdsync.program import ops as o


class WaveLocalBarriers(Synchronization):
    """Barriers run wave-locally, with the pairs the first run saw."""

    def _wave_local_barrier(self, wave: WaveState, op: o.Op) -> bool:
        """A workgroup barrier run wave-locally (``ExploreOptions.barriers_local``;
        docs/semantics/schedules.md, "Barriers that order memory only within a wave"); False
        when the wave must block. An arrive keeps what the wave's lanes' release fences
        publish (their barrier-arrive-releases) and the wave's execution order. Without
        pairs across waves, the wave's next wait hands its own record to its acquire fences;
        with them (``barrier_pairs``), a wait on a phase whose record had rows leaves that
        phase for the wave's next acquire fence (``_take_paired_rows``), as the phase's
        record would be (explore/sync/barrier_exec.py, ``finish_wait``)."""
        me = self.launch_wave(wave)
        pairs = self.options.barrier_pairs
        if isinstance(op, o.BarrierArrive):
            record = None
            if wave.has_release is not None:
                slots = [int(s) for s in np.nonzero(wave.live)[0] if wave.has_release[int(s)]]
                if slots:
                    record = replace(wave_release(wave, slots), barrier=True,
                                     phase=wave.local_arrives + 1)
            if not pairs:
                # No wave pairs with another: the wave's next wait takes its own record.
                self.local_rows[(-1, me)] = (record, wave.order)
                return True
            if wave.local_arrives != wave.local_waits:
                self.local_broken = True  # two arrives before a wait: phases unknown
            wave.arrivals += 1
            wave.order = join_order(wave.order, {wave.index: wave.arrivals})
            self.local_rows[(wave.local_arrives, me)] = (record, wave.order)
            wave.local_arrives += 1
            return True
        if not isinstance(op, o.BarrierWait):
            return True
        if not pairs:
            own = self.local_rows.pop((-1, me), None)
            if own is not None and own[0] is not None and own[0].lanes:
                wave.pending_acquire = [r for r in wave.pending_acquire if not r.barrier]
                wave.pending_acquire.append(own[0])
            return True
        if wave.local_waits + 1 != wave.local_arrives:
            self.local_broken = True  # a wait without its arrive: phases unknown
        wave.local_waits += 1
        if (wave.workgroup, wave.local_waits) in self.options.barrier_rowful:
            # As finish_wait with the phase's record, which had rows (perhaps only of
            # waves that pair with no acquire fence of this wave): it replaces the
            # earlier barrier record. What it hands on, the next acquire fence takes.
            wave.pending_acquire = [r for r in wave.pending_acquire if not r.barrier]
            wave.local_pending = wave.local_waits
        elif any(p == wave.local_waits and w == me for (p, w, _) in pairs):
            self.local_broken = True  # (rows the first run's phase record did not have)
        return True

    def _take_paired_rows(self, wave: WaveState) -> bool:
        """Before an acquire fence that may pair with a barrier (not one-as, wider than
        singlethread; ERRATA.md 1), with the rows of a wait's phase still to take: block
        (False) until the waves that pair with this wave in that phase have arrived;
        then hand their rows and the wave's own to the fence, as the phase's record,
        and take those waves' execution order. Happens-before needs their arrives
        before this fence only, not before the wait (docs/semantics/schedules.md, "Barriers that
        order memory only within a wave, or between the waves that pair")."""
        if not self._paired_rows_ready(wave):
            wave.local_blocked = True
            return False
        me = self.launch_wave(wave)
        phase, paired = wave.local_pending, self._paired_waves(wave)
        wave.local_pending = 0
        records: list[ReleaseRecord] = []
        for a in [*paired, me]:
            row = self.local_rows.get((phase - 1, a))
            if row is None:
                continue
            record, order = row
            if record is not None and record.lanes:
                records.append(record)
            if a != me:
                wave.order = join_order(wave.order, order)
        if records:
            wave.pending_acquire.append(merge_records(records, self.clocks.width, phase))
        return True

    def _paired_waves(self, wave: WaveState) -> list[int]:
        """The launch waves whose barrier-arrive-release pairs with the wave's in the
        phase its next acquire fence takes (``local_pending``)."""
        me = self.launch_wave(wave)
        return sorted(a for (p, w, a) in self.options.barrier_pairs
                      if p == wave.local_pending and w == me)

    def _paired_rows_ready(self, wave: WaveState) -> bool:
        """Have those waves arrived in that phase?"""
        return not wave.local_pending or all(
            (wave.local_pending - 1, a) in self.local_rows for a in self._paired_waves(wave))
