"""The SIMT machine: runs one launch wave by wave until the run ends, deadlocks
or reaches a choice the scheduler (explore/search/check.py) must explore — an order of
barrier modifications, an order of atomic accesses and the write each atomic read
reads, the split of a parametric class, or the side of a wave-uniform branch on an
unknown value (explore/every_input/unknown_branches.py).

A wave issues an instruction for all its active lanes at once; lanes are the threads
of the memory model, so each lane's accesses are judged separately. Where control
flow and addresses depend only on ids, arguments and values the launch computes, one
schedule with happens-before detection decides every schedule and every async
completion point; where atomic reads decide something, the scheduler explores their
orders and reads-from choices (docs/semantics/schedules.md). The machine is built from rooms, one
job each, stacked so that each sees only those below it (docs/architecture.md):

    core → registers → undef_flow → async_context → atomic_access → memory_access
    → synchronization → wave_local_barriers → tensor_copies → async_copies
    → param_run → unknown_branches → stepping → atomic_choices → machine
"""

from __future__ import annotations

from amdsync.explore.every_input.unknown_branches import BRANCH_CHOICE
from amdsync.explore.machine.atomic_choices import AtomicChoices, dependent
from amdsync.explore.machine.program_facts import (
    barriers_may_run_wave_local,
    barriers_order_no_memory,
    lanes_are_threads_exact,
    plain_arrive,
    wave_clocks_exact,
)
from amdsync.explore.machine.state import WaveState
from amdsync.explore.search.options import (
    BLOCKED,
    DONE,
    POISED,
    RAN,
    Choice,
    ExploreOptions,
    Footprint,
    Incomplete,
)
from amdsync.explore.values.param import PARAM_CHOICE
from amdsync.program import ops as o
from amdsync.semantics.barriers import BarrierObject


class Machine(AtomicChoices):
    """Runs one launch of a program and collects conflicts."""

    def run(self) -> None:
        """Run the launch on one schedule, ordering poised barrier operations by wave
        index (for callers that do not explore barrier orders: the brute-force search
        and tests)."""
        while True:
            choices = self.run_until_choice()
            if not choices:
                return
            self.choose(choices[0])

    def run_until_choice(self) -> list[Choice]:
        """Run waves until the launch ends, deadlocks, or the next step is a choice
        between barrier operations whose order matters; returns those waves' indices
        (empty when the run is over).

        Waves run in rounds of turns (docs/semantics/schedules.md, "The schedule: turns at backward
        branches"): each wave in order runs until it ends, blocks in a barrier wait,
        gives its turn before a backward branch, or is poised before a barrier
        modification (init, drop, arrive), an atomic access the search orders, or a
        class split. Poised operations on one barrier object commute when they are
        plain arrives that all fit in the current phase; otherwise which one comes
        first decides the phases, and the caller explores each order
        (amdgpu-execution-synchronization: barrier-modification-order)."""
        while True:
            if self.param_split is not None:
                # (a split left standing by the last one: made before any wave runs)
                if self.script is None:
                    return [(PARAM_CHOICE, ((i, 0),)) for i in range(len(self.param_split))]
                if not self._replay_next():
                    return []
                continue
            # One round of turns: each wave in order runs until it ends, blocks, stands
            # poised or gives its turn at a backward branch. A choice made inside the
            # round (an unknown branch, a class split where no turn ends) resumes it at
            # the wave that asked (``round_next``), so the round's order is the order of
            # a run that made no choice there.
            ran = self.round_ran
            interrupted = False
            for index in range(self.round_next, len(self.waves)):
                wave = self.waves[index]
                if wave.spin_since is not None:
                    if self.spin_progress(wave.spin_plain) == wave.spin_since:
                        continue  # spinning: nothing it reads has changed
                    wave.spin_since = None
                    self.spin_blocked.pop(wave.index, None)
                if (wave.done or wave.waiting is not None or wave.local_blocked
                        or self._poised(wave)):
                    continue
                self._run_wave(wave)
                ran = True
                if self.branch_poised is not None or (
                        wave.poised_param and not wave.split_at_turn):
                    self.round_next, self.round_ran = index, True
                    interrupted = True
                    break
            if not interrupted:
                self.round_next, self.round_ran = 0, False
            if self.branch_poised is not None:
                # A wave-uniform branch on an unknown value: each side is an execution
                # of its own (docs/semantics/every-input.md, "Every input").
                if self.script is None:
                    sides = (range(self.branch_sides) if self.branch_feasible is None
                             else self.branch_feasible)
                    return [(BRANCH_CHOICE, ((i, 0),)) for i in sides]
                if not self._replay_next():
                    return []
                continue
            if interrupted:
                continue  # (the class split, at the top)
            if self._release_barriers():
                ran = True
            if self.param_split is not None:
                continue  # split where the round of turns ended (explore/values/param.py)
            if ran:
                continue
            poised = [w for w in self.waves if not w.done and w.waiting is None
                      and w.spin_since is None and not w.local_blocked]
            if not poised:
                if any(w.local_blocked for w in self.waves):
                    # Cannot happen when the first run had no deadlock (its waits needed
                    # more); the run is not used (explore/search/check.py).
                    self.local_broken = True
                    return []
                if any(not w.done for w in self.waves):
                    self._deadlock_or_stale()
                return []
            by_barrier: dict[BarrierObject, list[WaveState]] = {}
            for wave in poised:
                if wave.poised_op is not None:
                    by_barrier.setdefault(wave.poised_op, []).append(wave)
            if by_barrier:
                # Barrier operations touch no memory: they commute with atomic accesses,
                # so they are ordered first.
                for barrier, waves in by_barrier.items():
                    if self._commute(barrier, waves):
                        for wave in waves:
                            wave.may_modify_barrier = True
                        break
                else:
                    barrier, waves = next(iter(by_barrier.items()))
                    if self.script is None:
                        return [(w.index, None) for w in waves]
                    if not self._replay_next():
                        return []
                continue
            choices = self._atomic_choices(poised)
            if choices is None:
                continue  # a spinning wave now waits; look again
            if not choices:
                return []
            if len(choices) == 1:
                self.choose(choices[0])
                continue
            if self.script is None:
                return choices
            if not self._replay_next():
                return []

    def _replay_next(self) -> bool:
        """Replay (explore/search/check.py): make the next recorded choice under the sleep set
        it was made under; False when the recorded execution ends here."""
        assert self.script is not None
        if not self.script:
            return False
        choice, sleep = self.script.pop(0)
        self.sleep = dict(sleep)
        self.choose(choice)
        return True

    def choose(self, choice: Choice) -> None:
        """Let the poised operation of this wave run next (for an atomic read, reading
        what the choice says)."""
        index, reads = choice
        if index == PARAM_CHOICE:
            assert reads is not None and len(reads) == 1
            self._param_choose(reads[0][0])
            return
        if index == BRANCH_CHOICE:
            assert reads is not None and len(reads) == 1 and self.branch_poised is not None
            poised = self.waves[self.branch_poised]
            self.branch_forced = (self.branch_poised, reads[0][0])
            self.branch_poised = None
            # The wave takes the chosen side now: were another wave to reach an unknown
            # branch first, its question would replace this choice, and the waves would
            # ask in turn without end (each question a fork: a 4-wave spin lock grew to
            # gigabytes; tests/explore/every_input/test_unknown_branches_of_waves.py).
            self.step(poised)
            return
        wave = self.waves[index]
        if wave.poised_atomic:
            wave.may_run_atomic = True
            self.forced_rf = dict(reads or ())
            self.forced_alike = self.alike_options.get(index, {})
            executed = self.choice_footprints.get(index)
            self.sleep.pop(index, None)
            if executed is not None:
                self.sleep = {w: fp for w, fp in self.sleep.items()
                              if not dependent(fp, executed)}
        else:
            wave.may_modify_barrier = True
        self._run_wave(wave)

    def _poised(self, wave: WaveState) -> bool:
        return (wave.poised_op is not None and not wave.may_modify_barrier) or (
            wave.poised_atomic and not wave.may_run_atomic) or wave.poised_param or (
            wave.index == self.branch_poised)

    def _commute(self, barrier: BarrierObject, waves: list[WaveState]) -> bool:
        """Do these poised operations land in the same phase whatever their order?"""
        if len(waves) == 1:
            return True
        state = self.barriers.state(barrier)
        for wave in waves:
            if not plain_arrive(self._next_op(wave)):
                return False
        return state.initialized and len(waves) <= state.expected - state.arrived

    def _next_op(self, wave: WaveState) -> o.Op | None:
        frame = wave.frames[-1]
        entry = frame.stack[-1]
        block = frame.blocks[entry.block]
        return block.ops[entry.index] if entry.index < len(block.ops) else None

    def _release_barriers(self) -> bool:
        released = False
        for wave in self.waves:
            if wave.local_blocked and self._paired_rows_ready(wave):
                wave.local_blocked = False  # (it runs its wait again, which passes)
                released = True
            if wave.waiting is not None and self.barriers.can_finish(wave):
                self.barriers.finish_wait(wave)
                released = True
        return released



__all__ = ["BLOCKED", "DONE", "POISED", "RAN", "Choice", "ExploreOptions", "Footprint",
           "Incomplete", "Machine", "barriers_may_run_wave_local", "barriers_order_no_memory",
           "lanes_are_threads_exact", "wave_clocks_exact"]
