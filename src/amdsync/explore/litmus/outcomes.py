"""The outcomes of a litmus test's executions: a consistent execution with its final
state, the outcome histogram and the test's result, and the herd-style condition
(``exists``, ``~exists``, ``forall``) evaluated on an execution, with ``undef`` as any
value (LLVM LangRef, "Undefined Values"; docs/litmus.md, "Conditions and undef").
"""

from __future__ import annotations

from dataclasses import dataclass, field

from amdsync.explore.litmus.traces import (
    iter_regs,
)
from amdsync.program.litmus_test import (
    UNDEF,
    And,
    Condition,
    Eq,
    LitmusTest,
    LocRef,
    Not,
    Or,
    Prop,
    Quantifier,
    RegRef,
    TrueProp,
    Value,
    prop_refs,
)
from amdsync.semantics.memory_model import (
    ModelState,
)
from amdsync.semantics.memory_model.events import Event


@dataclass(frozen=True)
class Execution:
    """A consistent execution: its events and relations, and its final state."""

    events: tuple[Event, ...]
    rf: tuple[int | None, ...]
    co: tuple[int, ...]
    rmw: tuple[tuple[int, int], ...]
    model: ModelState
    regs: tuple[tuple[str, tuple[tuple[str, Value], ...]], ...]
    memory: tuple[tuple[str, Value], ...]
    races: tuple[tuple[int, int], ...]

    def reg(self, thread: str, reg: str) -> Value:
        for name, regs in self.regs:
            if name == thread:
                for r, v in regs:
                    if r == reg:
                        return v
        return UNDEF

    def mem(self, location: str) -> Value:
        for name, value in self.memory:
            if name == location:
                return value
        return UNDEF

    def undef_reads(self) -> list[int]:
        return [e.id for e in self.events if e.is_read and self.rf[e.id] is None]


@dataclass
class Outcome:
    state: tuple[tuple[str, Value], ...]  # (column, value) in column order
    count: int
    satisfies: bool
    witness: Execution


@dataclass
class LitmusResult:
    test: LitmusTest
    columns: tuple[str, ...]
    outcomes: list[Outcome]
    executions: int
    filtered_out: int
    candidates: int
    cut_paths: int
    racy: bool
    race_witness: Execution | None
    seconds: float
    incomplete: bool = False
    verdict_ok: bool = field(default=False)
    undef_executions: int = 0
    bound: str | None = None  # the bound that made the exploration incomplete

    @property
    def positive(self) -> int:
        return sum(o.count for o in self.outcomes if o.satisfies)

    @property
    def negative(self) -> int:
        return sum(o.count for o in self.outcomes if not o.satisfies)


def eval_prop(prop: Prop, ex: Execution) -> tuple[bool, bool]:
    """(may, must): whether the proposition may hold and whether it must hold in an
    execution. ``undef`` is any value (LLVM LangRef, "Undefined Values"): ``r == 1``
    may hold and need not hold when ``r`` is ``undef``; ``r == undef`` tests for
    ``undef`` itself (docs/litmus.md, "Conditions and undef")."""
    match prop:
        case Eq(ref, other, _):
            actual = _lookup(ex, ref)
            value = _lookup(ex, other) if isinstance(other, (RegRef, LocRef)) else other
            if isinstance(other, (RegRef, LocRef)) and (actual is UNDEF or value is UNDEF):
                return True, False
            if value is UNDEF or actual is not UNDEF:
                same = actual == value
                return same, same
            return True, False
        case Not(arg, _):
            may, must = eval_prop(arg, ex)
            return not must, not may
        case And(args, _):
            parts = [eval_prop(a, ex) for a in args]
            return all(p[0] for p in parts), all(p[1] for p in parts)
        case Or(args, _):
            parts = [eval_prop(a, ex) for a in args]
            return any(p[0] for p in parts), any(p[1] for p in parts)
        case TrueProp():
            return True, True


def _lookup(ex: Execution, ref: RegRef | LocRef) -> Value:
    return ex.reg(ref.thread, ref.reg) if isinstance(ref, RegRef) else ex.mem(ref.name)


def satisfies(condition: Condition | None, ex: Execution) -> bool:
    """Does ``ex`` count as positive for the condition? For ``exists`` / ``~exists`` an
    execution is positive when the proposition *may* hold; for ``forall`` when it
    *must* hold."""
    if condition is None:
        return True
    may, must = eval_prop(condition.prop, ex)
    return must if condition.quantifier is Quantifier.FORALL else may


def verdict(condition: Condition | None, positive: int, negative: int) -> bool:
    """herd's Ok / No: exists — some execution satisfies the proposition; ~exists —
    none does; forall — all do."""
    if condition is None:
        return True
    match condition.quantifier:
        case Quantifier.EXISTS:
            return positive > 0
        case Quantifier.NOT_EXISTS:
            return positive == 0
        case Quantifier.FORALL:
            return negative == 0


def state_key(state: tuple[tuple[str, Value], ...]) -> tuple[tuple[int, int], ...]:
    return tuple((1, 0) if v is UNDEF else (0, int(v)) for _, v in state)


def columns_of(test: LitmusTest) -> tuple[str, ...]:
    cols: list[str] = []
    for thread in test.threads:
        names = [r for r, _ in thread.init_regs]
        names.extend(iter_regs(thread))
        for r in names:
            col = f"{thread.name}:{r}"
            if col not in cols:
                cols.append(col)
    props = [p for p in (test.condition.prop if test.condition else None, test.filter)
             if p is not None]
    for prop in props:
        for ref in prop_refs(prop):
            col = f"{ref.thread}:{ref.reg}" if isinstance(ref, RegRef) else ref.name
            if col not in cols:
                cols.append(col)
    return tuple(cols)


def column_value(ex: Execution, column: str) -> Value:
    if ":" in column:
        thread, reg = column.split(":", 1)
        return ex.reg(thread, reg)
    return ex.mem(column)
