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
from amdsync.explore.every_input.assumptions import Assumption, Cell, Constraint, model_witness
from amdsync.explore.every_input.columns import ColumnAccess
from amdsync.explore.every_input.lane_splits import split_region
from amdsync.explore.every_input.value_sources import (
    CastStep,
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
EVERY_SIDE = "<every side>"  # lanes that may disagree run every side (lane_splits.py)
# Sides one execution may assume at one branch: a loop whose trip count an unknown value
# decides is explored this many iterations, then the check is `incomplete`.
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
        taken = sum(1 for a in self.assumed if a.loc == term.loc)
        if taken >= MAX_SIDES_PER_BRANCH:
            raise self._untracked(
                what, term.loc, frame, operand,
                f", and this branch was already taken on an assumed side {taken} times in "
                "one execution (a loop whose trip count the value decides)")
        mask = entry.mask
        if int(mask.sum()) > 1:
            if self.numbering is None:
                raise uniform.NeedValueNumbers
            numbers = uniform.value_numbers(
                self.numbering, frame.uniform, self._params_of(wave, frame), operand,
                IntType(64), mask, lambda x: self._eval(wave, frame, x, True))
            active = numbers[:, mask]
            if bool((active != active[:, :1]).any()):
                why = split_region(frame.function, frame.blocks, frame.ipdom, entry.block)
                if why is not None:
                    raise self._untracked(
                        what, term.loc, frame, operand,
                        f", and the lanes may not all hold one value; they are explored "
                        f"for every split only where the sides cannot tell, but {why}")
                # Every side with every lane (explore/every_input/lane_splits.py).
                self.assumed = (*self.assumed, Assumption(
                    term.loc, EVERY_SIDE, None, self._split_hints(wave, frame, operand),
                    self._cells_read(wave, frame, operand)))
                return EVERY_SIDE
        forced = self.branch_forced
        if forced is None or forced[0] != wave.index:
            self.branch_poised = wave.index
            self.branch_sides = len(sides)
            self.branch_feasible = self._feasible_sides(frame, entry, term, operand, sides)
            return None
        self.branch_forced = None
        target, conditions = sides[forced[1]]
        chosen = self._assumption(wave, frame, term, operand, target, conditions)
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
        return target

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
        value = lanes.terms[int(active[0])]
        out: list[Term] = []
        for pred, k, holds in conditions:
            test = tm.icmp(str(pred), value, tm.const(k, value.width))
            out.append(test if holds else tm.bool_not(test))
        return tuple(out)

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
        # (a condition of another form: the cells it read, for a filled witness)
        none = Assumption(term.loc, target, None, (), self._cells_read(wave, frame, operand))
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
