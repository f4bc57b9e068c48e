"""Loops whose trip count a value read from the input decides (docs/semantics/every-input.md,
"Loops whose trip count is data").

A loop's exit test on an unknown value is a branch of
explore/every_input/unknown_branches.py: each trip is an execution of its own. Two rules
end the sequence of trips:

- **A register-only loop is closed.** Where the loop's one exiting block is the branch
  and its body writes nothing, synchronizes with nothing and reads only buffers the
  launch never writes, a trip changes nothing but the loop's own registers. After
  ``CLOSE_AFTER`` trips the execution that goes on stands for every longer one: it
  leaves the loop at once with the registers the loop defines unknown (and defined),
  so one execution covers every trip count above the explored ones.
- **Any other loop is bounded.** After ``--max-trips`` trips the branch takes only its
  exit sides; the verdict's scope says that it holds for the inputs on which the loop
  runs at most that many trips (``Scope.loop_trips``), never a plain ``clean``.

The natural loops come from dominators (Cooper, Harvey and Kennedy's iterative
algorithm) and back edges, per function, once.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass

from amdsync.diagnostics import Loc
from amdsync.explore.every_input.value_sources import constant_global, pointer_root, where
from amdsync.explore.machine.cfg import intersect
from amdsync.program import ops as o
from amdsync.program.module import Function, Program
from amdsync.program.types import AddressSpace, IntType, PtrType, Type

# Trips a register-only loop runs exactly before the next one stands for every longer run.
CLOSE_AFTER = 2

# Operations that compute registers only (LangRef: no memory, no synchronization).
_REGISTER_OPS = (o.BinOp, o.ICmp, o.Select, o.Cast, o.PtrAdd, o.Phi, o.ThreadId, o.WaveOp)


@dataclass(frozen=True)
class Loop:
    """A natural loop: its header, its blocks, the blocks with a successor outside it,
    the registers its blocks define, and why a trip may do more than compute those
    registers (None: it only computes them)."""

    header: str
    blocks: frozenset[str]
    exiting: frozenset[str]
    defined: frozenset[str]
    registers: frozenset[str]  # the registers its blocks read or define
    loads: tuple[Loc, ...]  # its loads (each of a buffer the launch only reads, if closable)
    effect: str | None
    # Registers the loop defines that hold one value in every lane on every trip where
    # the registers in ``outside`` (defined before the loop) do (lane_independent).
    same_in_lanes: frozenset[str] = frozenset()
    outside: frozenset[str] = frozenset()
    types: tuple[tuple[str, Type], ...] = ()  # the type of each register it defines
    undefined_operand: bool = False  # an operation of it has an undef/poison operand

    def exit_sides(self, targets: list[str]) -> tuple[int, ...]:
        """The indices of ``targets`` (a branch's sides) that leave the loop."""
        return tuple(i for i, t in enumerate(targets) if t not in self.blocks)

    def closable(self, block: str) -> bool:
        """Does every longer run of this loop end at ``block``'s exit with only the loop's
        registers changed?"""
        return self.effect is None and self.exiting == {block}


_LOOPS: weakref.WeakKeyDictionary[Function, tuple[Loop, ...]] = weakref.WeakKeyDictionary()


def innermost(program: Program, function: Function, block: str) -> Loop | None:
    """The innermost natural loop of ``function`` that holds ``block``, or None."""
    found = _LOOPS.get(function)
    if found is None:
        found = _LOOPS[function] = _loops(program, function)
    holding = [loop for loop in found if block in loop.blocks]
    return min(holding, key=lambda loop: len(loop.blocks)) if holding else None


def _loops(program: Program, function: Function) -> tuple[Loop, ...]:
    succ = {b.name: o.successors(b.term) for b in function.blocks}
    preds: dict[str, list[str]] = {name: [] for name in succ}
    for name, outs in succ.items():
        for s in outs:
            preds[s].append(name)
    dom = _dominators(function.blocks[0].name, succ, preds)
    bodies: dict[str, set[str]] = {}
    for tail, outs in succ.items():
        for head in outs:
            if tail in dom and _dominates(dom, head, tail):
                body = bodies.setdefault(head, {head})
                stack = [tail]
                while stack:
                    node = stack.pop()
                    if node not in body:
                        body.add(node)
                        stack.extend(preds[node])
    blocks = {b.name: b for b in function.blocks}
    out: list[Loop] = []
    for head, body in bodies.items():
        exiting = frozenset(b for b in body if any(s not in body for s in succ[b]))
        defined = frozenset(dest for b in body for op in blocks[b].ops
                            if (dest := getattr(op, "dest", None)) is not None)
        ops = [op for b in sorted(body) for op in blocks[b].ops]
        read = {x.name for op in ops for x in o.operands(op) if isinstance(x, o.Reg)}
        read |= {x.name for b in body for x in o.operands(blocks[b].term)
                 if isinstance(x, o.Reg)}
        effect = next((why for op in ops
                       if (why := _effect(program, function, op)) is not None), None)
        forks = [b for b in body if b not in exiting
                 and isinstance(blocks[b].term, o.CondBr | o.Switch)]
        poison = next((op for op in ops
                       if any(isinstance(x, o.Undef) for x in o.operands(op))), None)
        if effect is None and poison is not None and forks:
            # (an undefined operand where trips may take different paths: a later trip
            # could spread undefined bytes the explored ones did not)
            effect = f"the undefined operand at {where(poison.loc)}"
        loads = tuple(op.loc for op in ops if isinstance(op, o.Load))
        terms = [blocks[b].term for b in body]
        same, outside = _lane_independent(ops, terms, defined)
        types = tuple((op.dest, IntType(1) if isinstance(op, o.ICmp) else op.ty)
                      for op in ops if isinstance(op, o.ICmp | o.BinOp | o.Select | o.Cast
                                                  | o.PtrAdd | o.Phi | o.Load | o.Opaque)
                      and op.dest is not None)
        out.append(Loop(head, frozenset(body), exiting, defined, frozenset(read) | defined,
                        loads, effect, same, outside, types, poison is not None))
    return tuple(out)


def _lane_independent(ops: list[o.Op], terms: list[o.Terminator], defined: frozenset[str]
                      ) -> tuple[frozenset[str], frozenset[str]]:
    """The registers a register-only loop defines that hold one value in every lane on
    every trip, and the registers from before the loop that this needs to be one value
    in every lane: a register computed, without lane ids or cross-lane operations, from
    such registers, constants and arguments, where every branch in the loop is on such a
    register (so every lane takes one path and a phi one edge). A load counts where its
    address does: the loop reads only memory nothing writes, so one address gives one
    value."""
    same: set[str] = set()
    for op in ops:
        if isinstance(op, o.BinOp | o.ICmp | o.Select | o.Cast | o.PtrAdd | o.Phi | o.Load) or (
                isinstance(op, o.Opaque) and op.dest is not None
                and not op.name.startswith("llvm.amdgcn.")):
            assert op.dest is not None
            same.add(op.dest)
    changed = True
    while changed:
        changed = False
        for op in ops:
            dest = getattr(op, "dest", None)
            if dest in same and any(isinstance(x, o.Reg) and x.name in defined
                                    and x.name not in same for x in o.operands(op)):
                same.discard(dest)
                changed = True
    conditions = [t.cond if isinstance(t, o.CondBr) else t.value for t in terms
                  if isinstance(t, o.CondBr | o.Switch)]
    if any(isinstance(c, o.Reg) and c.name in defined and c.name not in same
           for c in conditions):
        return frozenset(), frozenset()
    outside = {x.name for op in ops if getattr(op, "dest", None) in same
               for x in o.operands(op) if isinstance(x, o.Reg) and x.name not in defined}
    outside |= {c.name for c in conditions if isinstance(c, o.Reg) and c.name not in defined}
    return frozenset(same), frozenset(outside)


def loop_assumption(program: Program, function: Function, loop: Loop, block: str,
                    term: o.CondBr | o.Switch) -> str | None:
    """What a closed loop's verdict assumes (None: nothing): that the loop ends, unless
    its exit test counts by one to a value the loop does not change (``ends``); that
    its loads read within their buffers on the trips not run."""
    del program
    parts: list[str] = []
    if not ends(function, loop, block, term):
        parts.append("ends")
    if loop.loads:
        at = ", ".join(where(loc) for loc in loop.loads)
        plural = "s" if len(loop.loads) > 1 else ""
        parts.append(f"reads within its buffers on every trip (the load{plural} at {at})")
    if not parts:
        return None
    return f"the loop whose exit test is at {where(term.loc)} " + " and ".join(parts)


# A continue condition's predicate with its operands swapped, and negated.
_SWAPPED = {"slt": "sgt", "sgt": "slt", "ult": "ugt", "ugt": "ult", "sle": "sge",
            "sge": "sle", "ule": "uge", "uge": "ule", "eq": "eq", "ne": "ne"}
_NEGATED = {"slt": "sge", "sge": "slt", "sgt": "sle", "sle": "sgt", "ult": "uge",
            "uge": "ult", "ugt": "ule", "ule": "ugt", "eq": "ne", "ne": "eq"}


def ends(function: Function, loop: Loop, block: str, term: o.CondBr | o.Switch) -> bool:
    """Does the loop end on every input (LangRef ``icmp``, ``add`` wrapping)? So where
    its one exit test runs once a trip (it is the header or the only latch) and goes on
    while ``c < n`` (``slt``/``ult``) or ``c != n``, with ``c`` a header phi that grows
    by exactly one a trip (or that phi plus one) and ``n`` a value the loop does not
    define: ``c`` takes every value from its start upward, so it meets ``n`` (or starts
    at or above it) before it wraps."""
    if not isinstance(term, o.CondBr) or not isinstance(term.cond, o.Reg):
        return False
    blocks = {b.name: b for b in function.blocks}
    latches = [name for name in loop.blocks if loop.header in o.successors(blocks[name].term)]
    if block != loop.header and latches != [block]:
        return False
    defs: dict[str, o.Op] = {}
    for name in loop.blocks:
        for op in blocks[name].ops:
            dest = getattr(op, "dest", None)
            if isinstance(dest, str):
                defs[dest] = op
    test = defs.get(term.cond.name)
    if not isinstance(test, o.ICmp):
        return False
    pred, lhs, rhs = str(test.pred), test.lhs, test.rhs
    if term.if_true not in loop.blocks:
        pred = _NEGATED[pred]
    if pred in ("sgt", "ugt"):
        pred, lhs, rhs = _SWAPPED[pred], rhs, lhs
    pairs = [(lhs, rhs)] + ([(rhs, lhs)] if pred == "ne" else [])
    return pred in ("slt", "ult", "ne") and any(
        _counts_by_one(defs, loop, latches, c) and _invariant(loop, n) for c, n in pairs)


def _invariant(loop: Loop, operand: o.Operand) -> bool:
    return isinstance(operand, o.Const) or (isinstance(operand, o.Reg)
                                           and operand.name not in loop.defined)


def _counts_by_one(defs: dict[str, o.Op], loop: Loop, latches: list[str],
                   operand: o.Operand) -> bool:
    """Is ``operand`` a header phi whose every incoming value along a back edge is
    that phi plus one, or such a phi plus one?"""
    if not isinstance(operand, o.Reg):
        return False
    op = defs.get(operand.name)
    if isinstance(op, o.BinOp):
        base = _plus_one(op)
        return base is not None and _counts_by_one(defs, loop, latches, base) and (
            isinstance(defs.get(base.name), o.Phi))
    if not isinstance(op, o.Phi):
        return False
    back = [value for pred, value in op.incoming if pred in latches]
    return bool(back) and all(
        isinstance(v, o.Reg) and isinstance(d := defs.get(v.name), o.BinOp)
        and _plus_one(d) == operand for v in back)


def _plus_one(op: o.BinOp) -> o.Reg | None:
    """``x`` where ``op`` is ``add x, 1`` (either order), else None."""
    if op.kind != o.BinOpKind.ADD:
        return None
    for x, k in ((op.lhs, op.rhs), (op.rhs, op.lhs)):
        if isinstance(x, o.Reg) and isinstance(k, o.Const) and k.value == 1:
            return x
    return None


def _effect(program: Program, function: Function, op: o.Op) -> str | None:
    """Why ``op`` does more than compute a register (None: it does not): a plain load of
    a kernel argument's buffer that the launch only reads is a computation too (no write
    to race with; the host's bytes, defined)."""
    if isinstance(op, _REGISTER_OPS):
        return None
    if isinstance(op, o.Opaque):
        return (None if op.dest is not None and o.UNMODELLED not in op.flags
                else f"the operation at {where(op.loc)}")
    if isinstance(op, o.Load) and o.atomicity(op) is None:
        from amdsync.explore.every_input.confined_atomics import (  # noqa: PLC0415 (cycle)
            read_only_rule,
        )
        kernel = program.kernel_function
        root = pointer_root(function, op.ptr) if function is kernel else None
        param = next((p for p in kernel.params if p.name == root), None)
        if constant_global(program.globals, root) is not None:
            return None  # (a `__constant__` table: the kernel cannot write it)
        if (param is not None and isinstance(param.ty, PtrType)
                and param.ty.addrspace in (AddressSpace.GLOBAL, AddressSpace.FLAT)
                and read_only_rule(program, param.name) is None):
            return None
        return f"the load at {where(op.loc)} reads memory the launch may write"
    return f"the {type(op).__name__.lower()} at {where(op.loc)}"


def _dominators(entry: str, succ: dict[str, tuple[str, ...]],
                preds: dict[str, list[str]]) -> dict[str, str]:
    """Immediate dominators of the blocks reachable from ``entry`` (the entry maps to
    itself)."""
    order: list[str] = []
    seen = {entry}
    stack: list[tuple[str, int]] = [(entry, 0)]
    while stack:
        node, i = stack.pop()
        outs = succ[node]
        if i < len(outs):
            stack.append((node, i + 1))
            if outs[i] not in seen:
                seen.add(outs[i])
                stack.append((outs[i], 0))
        else:
            order.append(node)
    order.reverse()
    index = {n: i for i, n in enumerate(order)}
    idom = {entry: entry}
    changed = True
    while changed:
        changed = False
        for node in order[1:]:
            done = [p for p in preds[node] if p in idom]
            new = done[0]
            for other in done[1:]:
                new = intersect(new, other, idom, index)
            if idom.get(node) != new:
                idom[node] = new
                changed = True
    return idom


def _dominates(idom: dict[str, str], a: str, b: str) -> bool:
    while True:
        if b == a:
            return True
        parent = idom[b]
        if parent == b:
            return False
        b = parent
