"""The rerun that runs workgroup barriers wave-locally (docs/semantics/schedules.md, "Barriers
that order memory only within a wave, or between the waves that pair"): a wave's
arrive keeps what its lanes' release fences published, and its acquire fence after
a wait takes the rows, up to the wait's phase, of the waves the first run saw pair
with it (docs/semantics/barrier-transitivity.md, "Barriers run wave-locally").
"""

from __future__ import annotations

import numpy as np

from amdsync.explore.machine.state import ReleaseRecord, WaveState
from amdsync.explore.sync.barrier_exec import (
    add_record,
    join_order,
    merge_records,
    wave_release,
)
from amdsync.explore.sync.synchronization import Synchronization
from amdsync.program import ops as o


class WaveLocalBarriers(Synchronization):
    """Barriers run wave-locally, with the pairs the first run saw."""

    def _wave_local_barrier(self, wave: WaveState, op: o.Op) -> bool:
        """A workgroup barrier run wave-locally (``ExploreOptions.barriers_local``;
        docs/semantics/schedules.md, "Barriers that order memory only within a wave"); False
        when the wave must block. An arrive keeps what the wave's lanes' release fences
        publish (their barrier-arrive-releases) and the wave's execution order. Without
        pairs across waves, the wave's next wait adds its own records to what it holds
        for its acquire fences; with them (``barrier_pairs``), the wave's next acquire
        fence takes what the waves that pair with it published up to the wait's phase
        (``_take_paired_rows``), as the records the first run's wait held (explore/sync/
        barrier_exec.py, ``finish_wait``; docs/semantics/barrier-transitivity.md)."""
        me = self.launch_wave(wave)
        pairs = self.options.barrier_pairs
        if isinstance(op, o.BarrierArrive):
            record = self._own_rows(wave)
            if not pairs:
                # No wave pairs with another: the wave's next wait takes the rows of
                # every arrive of its since its last wait (each is program-ordered
                # before the last, which barrier-participates-in the wait).
                held = self.local_rows.get((-1, me))
                if held is not None and held[0] is not None and record is not None:
                    record = merge_records([held[0], record], self.clocks.width,
                                           wave.local_arrives + 1)
                elif held is not None and record is None:
                    record = held[0]
                self.local_rows[(-1, me)] = (record, wave.order)
                return True
            if wave.local_arrives != wave.local_waits:
                self.local_broken = True  # two arrives before a wait: phases unknown
            wave.arrivals += 1
            wave.order = join_order(wave.order, {wave.index: wave.arrivals})
            # (Each entry holds the rows of every arrive of the wave so far: rows of one
            # lane, scope and address spaces merged, as the first run's records do.)
            earlier = self.local_rows.get((wave.local_arrives - 1, me))
            if earlier is not None and earlier[0] is not None:
                record = (earlier[0] if record is None else merge_records(
                    [earlier[0], record], self.clocks.width, wave.local_arrives + 1))
            self.local_rows[(wave.local_arrives, me)] = (record, wave.order)
            wave.local_arrives += 1
            return True
        if not isinstance(op, o.BarrierWait):
            return True
        if not pairs:
            own = self.local_rows.pop((-1, me), None)
            if own is not None and own[0] is not None and own[0].lanes:
                wave.pending_acquire = add_record(wave.pending_acquire, own[0],
                                                  self.clocks.width)
            return True
        if wave.local_waits + 1 != wave.local_arrives:
            self.local_broken = True  # a wait without its arrive: phases unknown
        wave.local_waits += 1
        # What the wait's phase brings, the next acquire fence takes (with what the
        # waves that pair with this one published up to this phase).
        wave.local_pending = wave.local_waits
        return True

    def _own_rows(self, wave: WaveState) -> ReleaseRecord | None:
        """The rows an arrive of the wave publishes (``barrier_exec.wave_release``), in
        the phase its count of arrives names; None when no lane has released."""
        if wave.has_release is None:
            return None
        slots = [int(s) for s in np.nonzero(wave.live)[0] if wave.has_release[int(s)]]
        if not slots:
            return None
        return merge_records([wave_release(wave, slots)], self.clocks.width,
                             wave.local_arrives + 1)

    def _take_paired_rows(self, wave: WaveState) -> bool:
        """Before an acquire fence that may pair with a barrier (not one-as, wider than
        singlethread; ERRATA.md 1), after a wait on phase *k*: block (False) until every
        wave that pairs with this wave through an arrive in a phase up to *k* has made
        that arrive; then hand the fence the rows those waves and this one published in
        phases up to *k* (every arrive of them there barrier-executes-before the wait),
        and take those waves' execution order at the arrives that pair. Happens-before
        needs those arrives before this fence only, not before the wait
        (docs/semantics/schedules.md, "Barriers that order memory only within a wave, or
        between the waves that pair")."""
        if not self._paired_rows_ready(wave):
            wave.local_blocked = True
            return False
        me = self.launch_wave(wave)
        phase, paired = wave.local_pending, self._paired_waves(wave)
        wave.local_pending = 0
        records: list[ReleaseRecord] = []
        for a in [*paired, me]:
            row = self._rows_up_to(a, phase)
            if row is not None and row[0] is not None and row[0].lanes:
                records.append(row[0])
        for a, arrive in paired.items():
            paired_row = self.local_rows.get((arrive - 1, a))
            if paired_row is not None:
                wave.order = join_order(wave.order, paired_row[1])
        if records:
            wave.pending_acquire = add_record(
                wave.pending_acquire, merge_records(records, self.clocks.width, phase),
                self.clocks.width)
        return True

    def _rows_up_to(self, a: int, phase: int
                    ) -> tuple[ReleaseRecord | None, dict[int, int]] | None:
        """Launch wave ``a``'s entry after its last arrive in a phase up to ``phase``
        (None: it has not arrived yet)."""
        for p in range(phase - 1, -1, -1):
            row = self.local_rows.get((p, a))
            if row is not None:
                return row
        return None

    def _paired_waves(self, wave: WaveState) -> dict[int, int]:
        """The launch waves whose barrier-arrive-release in a phase up to the one the
        wave's next acquire fence takes (``local_pending``) pairs with the wave's, each
        with the last such phase."""
        me = self.launch_wave(wave)
        out: dict[int, int] = {}
        for (p, w, a) in self.options.barrier_pairs:
            if w == me and p <= wave.local_pending and p > out.get(a, 0):
                out[a] = p
        return dict(sorted(out.items()))

    def _paired_rows_ready(self, wave: WaveState) -> bool:
        """Have those waves made those arrives?"""
        return not wave.local_pending or all(
            (p - 1, a) in self.local_rows for a, p in self._paired_waves(wave).items())
