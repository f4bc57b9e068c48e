"""Branches on values amdsync does not know (docs/semantics/every-input.md, "Every input"): a
wave-uniform unknown condition explores each side as an execution of its own, and
every other unknown branch or address ends the check `incomplete`, naming where the
value comes from and how to give it (``--input`` for a buffer, ``--arg`` for a scalar).

The side a wave takes is a choice of the scheduler (like a parametric split,
explore/values/param.py): the wave stops before the branch, the machine returns one choice
per side, and the choice is recorded and replayed like the others. Each side taken is
an :class:`~amdsync.explore.every_input.assumptions.Assumption` of the execution; a finding of an
execution with assumptions is reported only when a witness input reproduces it
(explore/every_input/witness.py).

LLVM LangRef (``br``, ``switch``); uniformity: explore/values/uniform.py (value numbers).
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from amdsync.diagnostics import Loc
from amdsync.explore.every_input.assumptions import (
    EVERY_SIDE,
    Assumption,
    Cell,
    Constraint,
    model_witness,
)
from amdsync.explore.every_input.columns import ColumnAccess
from amdsync.explore.every_input.data_loops import (
    CLOSE_AFTER,
    Loop,
    innermost,
    loop_assumption,
)
from amdsync.explore.every_input.lane_splits import split_region
from amdsync.explore.every_input.value_sources import (
    CastStep,
    definitions,
    input_name,
    loaded_value,
    simple_condition,
    sources,
    where,
)
from amdsync.explore.machine.frames import Entry, Frame
from amdsync.explore.machine.state import WaveState
from amdsync.explore.search.options import Incomplete
from amdsync.explore.symbolic import solver
from amdsync.explore.symbolic import terms as tm
from amdsync.explore.symbolic.solver import Model, SolverUnknown
from amdsync.explore.symbolic.terms import Term
from amdsync.explore.values import uniform
from amdsync.explore.values.compute import type_bits
from amdsync.explore.values.values import UNKNOWN, BufPtr, Value
from amdsync.program import ops as o
from amdsync.program.types import AddressSpace, IntType, PtrType

BRANCH_CHOICE = -2  # the wave index of a side of an unknown branch among the choices
# Sides one wave may assume at one branch that is not a loop's exit test, in one
# execution (a loop's exit test: explore/every_input/data_loops.py). Counted per wave:
# a wave that meets the branch again has gone round a loop (docs/semantics/
# every-input.md, "Not built"); other waves meeting it once each are no loop.
MAX_SIDES_PER_BRANCH = 4

# One side of a branch: the block, and the comparisons of the branch's value that send
# the wave there, each (pred, constant, holds): a conditional branch's condition is
# (ne, 0, True) or (ne, 0, False); a switch case (eq, K, True); its default (eq, K,
# False) for every case K.
Side = tuple[str, tuple[tuple[o.ICmpPred, int, bool], ...]]


class UnknownBranches(ColumnAccess):
    """Exploring every side of a branch on an unknown value: one execution per side
    where the lanes agree, every lane on every side where they may not."""

    branch_poised: int | None = None  # the wave stopped before an unknown branch
    branch_sides: int = 0  # how many sides it has
    branch_forced: tuple[int, int] | None = None  # (wave, side) the scheduler chose
    branch_feasible: tuple[int, ...] | None = None  # the sides some input takes (None: all)
    # Trips each wave has run in a row at a loop's exit test on an unknown value.
    trips_run: tuple[tuple[tuple[int, Loc], int], ...] = ()
    # Loops cut at --max-trips (their exit tests), and loops closed after CLOSE_AFTER
    # trips with what the closure assumes (None: nothing) (every_input/data_loops.py).
    loops_cut: tuple[Loc, ...] = ()
    loops_closed: tuple[tuple[Loc, str | None], ...] = ()
    closure_cells: tuple[Cell, ...] = ()  # the input cells closed loops' exit tests read

    def _untracked(self, what: str, loc: Loc, frame: Frame, operand: o.Operand,
                   why: str = "") -> Incomplete:
        return Incomplete(f"{what} depends on a value amdsync does not track{why}"
                          f"{self._unknown_hint(frame, operand)}", loc)

    def _unknown_branch(self, wave: WaveState, frame: Frame, entry: Entry,
                        term: o.CondBr | o.Switch, operand: o.Operand, value: Value,
                        what: str, sides: list[Side]) -> str | None:
        """The block every active lane goes to at a branch on an unknown value, None
        when the wave stops there for the scheduler to choose the side, or
        ``EVERY_SIDE`` where lanes that may disagree run every side. Raises
        ``Incomplete`` where the condition may differ between lanes and the sides could
        tell a split apart, and ``uniform.NeedValueNumbers`` when the run keeps no
        value numbers yet."""
        if len(sides) == 1:
            return sides[0][0]  # (every side is one block: nothing is decided)
        if isinstance(operand, o.Reg) and operand.name in frame.tainted:
            self.schedule_dependent = (what, term.loc)
        if (self.options.every_input and not isinstance(value, BufPtr)
                and self.param_values is not None and len(self.param_values) > 1
                and not self._unset_scalar(frame, operand)):
            # (one class of a --sweep stands for several values: the sides of an unknown
            # branch are explored only in a run of one value)
            raise self._untracked(
                what, term.loc, frame, operand,
                ", and the sides of a branch on unknown data are explored only in a run "
                f"of one value, not in a class of {len(self.param_values)} values of a "
                "--sweep (check each value with --arg, or give the data with --input)")
        if (not self.options.every_input or isinstance(value, BufPtr)
                or self._unset_scalar(frame, operand)):
            # (a scalar argument without a value is given with --arg or --sweep)
            raise self._untracked(what, term.loc, frame, operand)
        targets = [target for target, _ in sides]
        loop = innermost(self.program, frame.function, entry.block)
        exits = loop.exit_sides(targets) if loop is not None else ()
        is_exit = 0 < len(exits) < len(targets)
        if not is_exit or (isinstance(operand, o.Reg) and (
                operand.name in frame.tainted or operand.name in frame.undef)):
            # (not a loop's exit test on input data: its trips are not the input's to
            # decide where an atomic's or an undefined value decides them)
            loop = None
            taken = self._sides_taken(wave, term)
            if taken >= MAX_SIDES_PER_BRANCH:
                reason = ("a loop whose trip count the value decides" if is_exit else
                          "each time is an execution of its own")
                raise self._untracked(
                    what, term.loc, frame, operand,
                    f", and this branch was already taken on an assumed side {taken} "
                    f"times by {self.wave_name(wave)} in one execution ({reason})")
        mask = entry.mask
        if int(mask.sum()) > 1:
            if self.numbering is None:
                raise uniform.NeedValueNumbers
            numbers = uniform.value_numbers(
                self.numbering, frame.uniform, self._params_of(wave, frame), operand,
                IntType(64), mask, lambda x: self._eval(wave, frame, x, True))
            active = numbers[:, mask]
            if bool((active != active[:, :1]).any()):
                if loop is not None and self._closes_divergent(loop, frame, entry, exits):
                    return self._close_divergent(wave, frame, entry, term, operand, loop,
                                                 targets, exits)
                why = split_region(frame.function, frame.blocks, frame.ipdom, entry.block)
                if why is not None:
                    raise self._untracked(
                        what, term.loc, frame, operand,
                        f", and the lanes may not all hold one value; they are explored "
                        f"for every split only where the sides cannot tell, but {why}")
                # Every side with every lane (explore/every_input/lane_splits.py).
                self.assumed = (*self.assumed, Assumption(
                    term.loc, EVERY_SIDE, None, self._split_hints(wave, frame, operand),
                    self._cells_read(wave, frame, operand), wave=wave.index))
                return EVERY_SIDE
        forced = self.branch_forced
        if forced is None or forced[0] != wave.index:
            self.branch_poised = wave.index
            self.branch_sides = len(sides)
            feasible = self._feasible_sides(frame, entry, term, operand, sides)
            if loop is not None and not self._closes(loop, frame, entry, exits):
                feasible = self._bounded_trips(wave, term, exits, feasible, len(sides))
            self.branch_feasible = feasible
            return None
        self.branch_forced = None
        target, conditions = sides[forced[1]]
        chosen = replace(self._assumption(wave, frame, term, operand, target, conditions),
                         wave=wave.index)
        side_terms = self._side_terms(frame, entry, operand, conditions)
        if side_terms:
            # The path condition (docs/semantics/symbolic.md, "Symbols in the machine"):
            # the side's condition on the input, with the solver's input for the path.
            self.path = (*self.path, *side_terms)
            model = self._solve(self.path, term.loc)
            if model is not None:
                chosen = replace(chosen, model=model_witness(model, self.load_cells,
                                                             self.options.inputs))
        self.assumed = (*self.assumed, chosen)
        if loop is not None:
            went = self._count_trip(wave, frame, entry, term, loop, forced[1], targets,
                                    exits)
            if went != target:  # (closed: later sides on its registers fill these cells)
                cells = (chosen.cell,) if chosen.cell is not None else chosen.reads
                self.closure_cells = tuple(dict.fromkeys((*self.closure_cells, *cells)))
            return went
        return target

    def _sides_taken(self, wave: WaveState, term: o.CondBr | o.Switch) -> int:
        """Sides ``wave`` assumed at the branch ``term`` in this execution (each wave's
        own: MAX_SIDES_PER_BRANCH)."""
        return sum(1 for a in self.assumed if a.loc == term.loc and a.wave == wave.index)

    def _compared_constants(self, frame: Frame, operand: o.Operand) -> tuple[Constraint, ...]:
        """``icmp PRED x, K`` with a constant K: K as a value a filled witness tries (it
        constrains nothing)."""
        if not isinstance(operand, o.Reg):
            return ()
        test = definitions(frame.function).get(operand.name)
        if not isinstance(test, o.ICmp):
            return ()
        return tuple(Constraint((), test.pred, k.value, True, True)
                     for k in (test.lhs, test.rhs) if isinstance(k, o.Const))

    def _count_trip(self, wave: WaveState, frame: Frame, entry: Entry,
                    term: o.CondBr | o.Switch, loop: Loop, side: int, targets: list[str],
                    exits: tuple[int, ...]) -> str:
        """The block a wave goes to from a loop's exit test on the side it took, counting
        its trips in a row; after CLOSE_AFTER trips of a register-only loop, the exit
        with the loop's registers unknown: that execution stands for every longer run
        (docs/semantics/every-input.md, "Loops whose trip count is data")."""
        key = (wave.index, term.loc)
        trips = dict(self.trips_run).get(key, 0)
        others = tuple(kv for kv in self.trips_run if kv[0] != key)
        if side in exits:
            self.trips_run = others
            return targets[side]
        if trips + 1 < CLOSE_AFTER or not self._closes(loop, frame, entry, exits):
            self.trips_run = (*others, (key, trips + 1))
            return targets[side]
        return self._close(wave, frame, entry, term, loop, targets, exits)

    def _closes(self, loop: Loop, frame: Frame, entry: Entry, exits: tuple[int, ...]) -> bool:
        """May longer runs of ``loop`` be left at once (data_loops.py): a register-only
        loop whose one exit test is this branch, with one exit side, where no register it
        reads or defines holds undefined bytes (a later trip could spread them)."""
        return (len(exits) == 1 and loop.closable(entry.block)
                and not any(name in frame.undef for name in loop.registers))

    def _closes_divergent(self, loop: Loop, frame: Frame, entry: Entry,
                          exits: tuple[int, ...]) -> bool:
        """May a register-only loop whose lanes disagree at its exit test be left at once
        by every lane (docs/semantics/every-input.md, "Loops whose lanes run different
        trip counts"): as :meth:`_closes`, where no operation of the loop has an undefined
        operand or the test ends a trip (its block is a latch: every operation of the
        loop's one path ran since the header, so the registers hold no undefined byte
        after a whole trip, and by the monotone argument after every later one)."""
        if not self._closes(loop, frame, entry, exits):
            return False
        return (not loop.undefined_operand
                or loop.header in o.successors(frame.blocks[entry.block].term))

    def _close_divergent(self, wave: WaveState, frame: Frame, entry: Entry,
                         term: o.CondBr | o.Switch, operand: o.Operand, loop: Loop,
                         targets: list[str], exits: tuple[int, ...]) -> str:
        """Every active lane leaves the loop at its exit test, with the registers the loop
        defines unknown: the execution stands for every trip count of every lane. It
        counts as one that assumed sides (a finding of it needs a witness input), and
        the verdict's scope names the closure (what it assumes: ``loop_assumption``)."""
        self.assumed = (*self.assumed, Assumption(
            term.loc, EVERY_SIDE, None, self._split_hints(wave, frame, operand),
            self._cells_read(wave, frame, operand), wave=wave.index))
        return self._close(wave, frame, entry, term, loop, targets, exits)

    def _close(self, wave: WaveState, frame: Frame, entry: Entry,
               term: o.CondBr | o.Switch, loop: Loop, targets: list[str],
               exits: tuple[int, ...]) -> str:
        """The closure of ``loop`` at its exit test (data_loops.py): the wave leaves it
        with the loop's registers unknown, its trips in a row forgotten, and the
        closure (with what it assumes) named for the verdict's scope."""
        closed = (term.loc, loop_assumption(self.program, frame.function, loop,
                                            entry.block, term))
        self._havoc(frame, entry, loop)
        key = (wave.index, term.loc)
        self.trips_run = tuple(kv for kv in self.trips_run if kv[0] != key)
        if closed not in self.loops_closed:
            self.loops_closed = (*self.loops_closed, closed)
        return targets[exits[0]]

    def _havoc(self, frame: Frame, entry: Entry, loop: Loop) -> None:
        """The registers ``loop`` defines hold unknown, defined values (whatever trip the
        loop ends at), derived from atomics where any register it reads or defines is."""
        taint = any(name in frame.tainted for name in loop.registers)
        mask = entry.mask
        numbering = self.numbering
        one = (numbering is not None and loop.same_in_lanes
               and all(self._same_in_lanes(frame, mask, name) for name in loop.outside))
        for name in loop.defined:
            if name not in frame.regs:
                continue
            self._assign(frame, mask, name, UNKNOWN)
            frame.uniform.pop(name, None)
            frame.sym.pop(name, None)
            if one and name in loop.same_in_lanes:
                # One unknown value in every lane (data_loops._lane_independent).
                assert numbering is not None
                rows = uniform.elements(dict(loop.types).get(name, IntType(64)))
                frame.uniform[name] = np.full((rows, self.width), numbering.take(rows),
                                              dtype=np.int64) + np.arange(rows)[:, None]
            if taint:
                frame.tainted.add(name)

    def _same_in_lanes(self, frame: Frame, mask: np.ndarray, name: str) -> bool:
        """Does register ``name`` hold one value in the lanes of ``mask``?"""
        value = frame.regs.get(name)
        if isinstance(value, BufPtr):
            value = value.addr
        if isinstance(value, np.ndarray):
            active = value[mask]
        else:
            numbers = frame.uniform.get(name)
            if numbers is None:
                return name in {p.name for p in frame.function.params}
            active = numbers[:, mask]
            return bool((active == active[:, :1]).all())
        return not active.size or bool((active == active[0]).all())

    def _bounded_trips(self, wave: WaveState, term: o.CondBr | o.Switch,
                       exits: tuple[int, ...], feasible: tuple[int, ...] | None,
                       count: int) -> tuple[int, ...]:
        """The sides of a loop's exit test after --max-trips trips in a row: the exit
        sides only (the loop is then in the verdict's scope, Scope.loop_trips)."""
        bound = self.options.max_trips
        if dict(self.trips_run).get((wave.index, term.loc), 0) < bound:
            return feasible if feasible is not None else tuple(range(count))
        sides = tuple(range(count)) if feasible is None else feasible
        if any(i not in exits for i in sides) and term.loc not in self.loops_cut:
            self.loops_cut = (*self.loops_cut, term.loc)
        out = tuple(i for i in sides if i in exits)
        if not out:
            raise Incomplete(
                f"the loop whose exit test is at {where(term.loc)} runs more than "
                f"--max-trips {bound} trips on every input left on this path "
                "(raise --max-trips)", term.loc)
        return out

    def _side_terms(self, frame: Frame, entry: Entry, operand: o.Operand,
                    conditions: tuple[tuple[o.ICmpPred, int, bool], ...]) -> tuple[Term, ...]:
        """The i1 terms that hold on a side (its comparisons of the branch's value), when
        the value has terms in the active lanes (one value in every active lane: the
        value numbers said so, so any lane's term stands for all); else none."""
        if self.sym_log is None or not isinstance(operand, o.Reg):
            return ()
        lanes = frame.sym.get(operand.name)
        active = np.nonzero(entry.mask)[0]
        if lanes is None or not active.size:
            return ()
        return _side_tests(lanes.terms[int(active[0])], conditions)

    def _split_guards(self, frame: Frame, entry: Entry, operand: o.Operand,
                      sides: list[Side]) -> dict[str, tuple[Term | None, ...]] | None:
        """Where every lane runs every side of a split on input data
        (docs/semantics/every-input.md, "Per-lane conditions"): per target block, each
        active lane's i1 condition to be on it — the side's comparisons of the lane's
        own term of the branch's value (a target several sides reach: their
        disjunction), within the entry's own conditions. None where the value has no
        terms (every lane on every side)."""
        if self.sym_log is None or not isinstance(operand, o.Reg):
            return None
        lanes = frame.sym.get(operand.name)
        if lanes is None:
            return None
        reaching: dict[str, list[tuple[tuple[o.ICmpPred, int, bool], ...]]] = {}
        for target, conditions in sides:
            reaching.setdefault(target, []).append(conditions)
        outer = entry.guards
        out: dict[str, tuple[Term | None, ...]] = {}
        for target, ways in reaching.items():
            mine: list[Term | None] = []
            for slot, value in enumerate(lanes.terms):
                if not entry.mask[slot]:
                    mine.append(None)
                    continue
                cond = tm.balanced("or", [tm.balanced("and", list(_side_tests(value, way)))
                                          for way in ways])
                if outer is not None and outer[slot] is not None:
                    cond = tm.binary("and", outer[slot], cond)  # type: ignore[arg-type]
                mine.append(cond)
            out[target] = tuple(mine)
        return out

    def _feasible_sides(self, frame: Frame, entry: Entry, term: o.CondBr | o.Switch,
                        operand: o.Operand, sides: list[Side]) -> tuple[int, ...] | None:
        """The sides some input takes after the path so far (None: every side, where the
        value has no terms): an execution no input takes is not explored."""
        if self.sym_log is None:
            return None
        feasible: list[int] = []
        for index, (_, conditions) in enumerate(sides):
            side_terms = self._side_terms(frame, entry, operand, conditions)
            if not side_terms:
                return None
            if self._solve((*self.path, *side_terms), term.loc) is not None:
                feasible.append(index)
        return tuple(feasible) if feasible else None

    def _solve(self, constraints: tuple[Term, ...], loc: Loc) -> Model | None:
        extra = (() if self.preconditions is None
                 else self.preconditions.instances(constraints))
        try:
            return solver.check((*constraints, *extra), self._time_left())
        except SolverUnknown as why:
            raise self._unanswered(f"the branch at {where(loc)}", why, loc) from None

    def _unset_scalar(self, frame: Frame, operand: o.Operand) -> bool:
        """Does a scalar kernel argument without a value flow into ``operand``?"""
        if not isinstance(operand, o.Reg) or frame.function is not (
                self.program.kernel_function):
            return False
        return any(self.arg_values.get(name) is UNKNOWN
                   for name in sources(frame.function, operand).scalars)

    def _assumption(self, wave: WaveState, frame: Frame, term: o.CondBr | o.Switch,
                    operand: o.Operand, target: str,
                    conditions: tuple[tuple[o.ICmpPred, int, bool], ...]) -> Assumption:
        """The side taken, with its constraint on the input cell when the condition is
        simple (docs/semantics/every-input.md, "Every input": the operands of the compare's and the
        load's definitions hold at the branch what they held when those ran)."""
        # (a condition of another form: the cells it read, for a filled witness; a value
        # a closed loop left unknown depends on the cells its exit test read)
        read = self._cells_read(wave, frame, operand) or self.closure_cells
        none = Assumption(term.loc, target, None,
                          self._compared_constants(frame, operand) if read else (), read)
        function = frame.function
        if frame is not wave.frames[0]:
            return none  # (a callee's parameters are not the kernel's buffers)
        casts: tuple[CastStep, ...]
        if isinstance(term, o.CondBr):
            simple = simple_condition(function, operand)
            if simple is not None:
                other = self._uniform_int(wave, frame, simple.other)
                if other is None:
                    return none
                load, casts = simple.load, simple.casts
                constraints = tuple(Constraint(casts, simple.pred, other, simple.loaded_left,
                                               holds) for _, _, holds in conditions)
            else:
                found = loaded_value(function, operand)
                if found is None:
                    return none
                load, casts = found
                constraints = tuple(Constraint(casts, o.ICmpPred.NE, 0, True, holds)
                                    for _, _, holds in conditions)
        else:
            found = loaded_value(function, operand)
            if found is None:
                return none
            load, casts = found
            constraints = tuple(Constraint(casts, pred, k, True, holds)
                                for pred, k, holds in conditions)
        cell = self._cell(wave, frame, load)
        return Assumption(term.loc, target, cell, constraints) if cell is not None else none

    def _uniform_int(self, wave: WaveState, frame: Frame, operand: o.Operand) -> int | None:
        value = self._eval(wave, frame, operand)
        if not isinstance(value, np.ndarray):
            return None
        active = value[frame.stack[-1].mask]
        if not active.size or bool((active != active[0]).any()):
            return None
        return int(active[0])

    def _split_hints(self, wave: WaveState, frame: Frame,
                     operand: o.Operand) -> tuple[Constraint, ...]:
        """A split condition of the simple form ``icmp PRED (casts (load)), K`` with K
        one value in every lane: its compare, whose constant and neighbours are values
        a filled witness tries (it constrains nothing: lanes may take either side)."""
        simple = simple_condition(frame.function, operand)
        if simple is None:
            return ()
        other = self._uniform_int(wave, frame, simple.other)
        if other is None:
            return ()
        return (Constraint(simple.casts, simple.pred, other, simple.loaded_left, True),)

    def _cell(self, wave: WaveState, frame: Frame, load: o.Load) -> Cell | None:
        """The input cell ``load`` read (one address for every active lane, in a
        pointer argument's global buffer), or None."""
        address = self._eval(wave, frame, load.ptr)
        if isinstance(address, BufPtr):
            address = address.addr
        if not isinstance(address, np.ndarray):
            return None
        active = address[frame.stack[-1].mask]
        if not active.size or bool((active != active[0]).any()):
            return None
        region = self.address_map.region_of(int(active[0]))
        params = {p.name: p for p in self.program.kernel_function.params}
        param = params.get(region.name) if region is not None else None
        bits = type_bits(load.ty)
        if (region is None or param is None or not isinstance(param.ty, PtrType)
                or param.ty.addrspace not in (AddressSpace.GLOBAL, AddressSpace.FLAT)
                or bits is None or bits > 64 or load.size * 8 < bits):
            return None
        return Cell(input_name(param.name), int(active[0]) - region.base, load.size, bits)

    def _branch_sides(self, term: o.CondBr | o.Switch) -> list[Side]:
        """Each side of a branch with the conditions on the compared value that lead
        there: a conditional branch's condition holds or not; a switch's value equals
        a case, or (the default) none of them."""
        if isinstance(term, o.CondBr):
            if term.if_true == term.if_false:
                return [(term.if_true, ())]
            return [(term.if_true, ((o.ICmpPred.NE, 0, True),)),
                    (term.if_false, ((o.ICmpPred.NE, 0, False),))]
        sides: list[Side] = [(target, ((o.ICmpPred.EQ, k, True),))
                             for k, target in term.cases]
        sides.append((term.default, tuple((o.ICmpPred.EQ, k, False)
                                          for k, _ in term.cases)))
        return sides


def _side_tests(value: Term, conditions: tuple[tuple[o.ICmpPred, int, bool], ...]
                ) -> tuple[Term, ...]:
    """The i1 terms that hold on a side for the branch's value ``value``: each of the
    side's comparisons of it with a constant, or its negation."""
    out: list[Term] = []
    for pred, k, holds in conditions:
        test = tm.icmp(str(pred), value, tm.const(k, value.width))
        out.append(test if holds else tm.bool_not(test))
    return tuple(out)
