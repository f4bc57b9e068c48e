"""Branches on unknown values whose sides only compute registers, taken as a select
(docs/semantics/every-input.md, "Branches that only choose values"): online softmax's
``if (x > m) { s = s * exp(m - x) + 1; m = x; } else { s += exp(x - m); }``.

Before a branch on an unknown value (a float compare, a value loaded from a buffer
without ``--input``) is split into executions or refused
(explore/every_input/unknown_branches.py), :func:`select_region` decides statically
whether its *region* — every block reachable from its successors before its
immediate post-dominator, the *join* — holds only lane-local computations of
registers: integer and float arithmetic, compares, casts, selects, address
arithmetic, ids, and branches among those blocks. No memory access, fence, barrier,
async or tensor operation, call, cross-lane or other convergent operation, return,
``unreachable``, operation read but not modelled, or loop back to the branch.

Such a branch is run as SIMT hardware runs a divergent one when the lanes split both
ways: every active lane runs every side, one after the other, and the phis at the
join are *unknown* (``Stepping._go`` with ``EVERY_SIDE``, ``frame.merged``: the
reconvergence entry's phis take no lane's incoming value). No side is assumed: the
execution stands for every value of the condition, because

* a register a side defines reaches the rest of the kernel only through the join's
  phis (SSA: no block of a side dominates the join — the other side reaches it
  without passing there — nor any block after it; :func:`select_region` also checks
  that no register of the region is read outside it except by those phis), and
  those are unknown, which covers the value every input gives them;
* the sides make no event: no access, no synchronization, nothing that depends on
  which lanes run it, so every event before and after the region is the same as in
  the concrete execution of any input, with the same happens-before;
* the sides can report nothing: the registers they read, and the incoming values of
  the join's phis, hold no undefined bytes in the active lanes (checked when the
  wave reaches the branch, ``SelectBranches._select``) and no operand of the region
  is ``undef`` or ``poison``, so no undefined value is used there nor carried to the
  join; a division by zero is an unknown value, not a finding
  (explore/values/compute.py).

A join that chooses an integer or a pointer is a select only where
``_unknown_branch`` would refuse the branch (past its count of assumed sides, say):
while it explores the sides, each gives that value exactly, and an address or a trip
count may rest on it. Float joins are always selects.

A condition that itself holds undefined bytes is a finding at the branch (reported
for every input: nothing before it depends on the buffers' contents), and the branch
is still a select — LangRef makes a branch on ``undef`` or ``poison`` undefined
behaviour, so nothing after it is claimed clean. Where the region does not qualify,
or undefined bytes reach it otherwise, the branch goes on to ``_unknown_branch`` as
before. There a branch inside a loop that it does not leave (every side comes back to
it) is, after ``MAX_SIDES_PER_BRANCH`` sides one wave assumed in one execution, refused with a
message that says so (:func:`sides_come_back`) rather than the one for a loop whose
trip count the value decides.

LLVM LangRef (``br``, ``switch``, ``phi``: a phi's value is the incoming value of the
edge the lane came along; SSA dominance).
"""

from __future__ import annotations

from dataclasses import dataclass, fields, is_dataclass
from typing import TypeVar
from weakref import ref

from amdsync.explore.every_input.assumptions import EVERY_SIDE
from amdsync.explore.every_input.unknown_branches import (
    MAX_SIDES_PER_BRANCH,
    UnknownBranches,
)
from amdsync.explore.every_input.value_sources import where
from amdsync.explore.machine.frames import Entry, Frame
from amdsync.explore.machine.state import WaveState
from amdsync.explore.values.values import BufPtr, Value
from amdsync.program import ops as o
from amdsync.program.module import Block, Function
from amdsync.program.types import FloatType, Type, VecType

# LLVM instructions read as ``Opaque`` (formats/llvm/reader.py) that compute each lane's
# result from that lane's operands only: float arithmetic, compares and conversions,
# and the vector and aggregate element moves and integer operations on vectors.
_LANE_INSTRUCTIONS = frozenset({
    "fadd", "fsub", "fmul", "fdiv", "frem", "fneg", "fcmp", "fptrunc", "fpext", "fptoui",
    "fptosi", "uitofp", "sitofp", "bitcast", "extractelement", "insertelement",
    "shufflevector", "extractvalue", "insertvalue", "icmp", "select", "freeze",
    *(kind.value for kind in o.BinOpKind), *(kind.value for kind in o.CastKind),
})
# Intrinsics of the same kind (LangRef "Standard C/C++ Library Intrinsics", "Specialised
# Arithmetic Intrinsics"; amdgpu-usage, "AMDGPU Intrinsics": per-lane VALU math). The
# cross-lane ones (DPP, permlane, ds.swizzle, wwm, ballots, matrix ops) are convergent:
# they read other lanes, so which lanes run them matters, and they are not here.
_LANE_INTRINSICS = frozenset({
    "llvm.fabs", "llvm.sqrt", "llvm.exp", "llvm.exp2", "llvm.exp10", "llvm.log",
    "llvm.log2", "llvm.log10", "llvm.pow", "llvm.powi", "llvm.sin", "llvm.cos", "llvm.tan",
    "llvm.fma", "llvm.fmuladd", "llvm.maxnum", "llvm.minnum", "llvm.maximum",
    "llvm.minimum", "llvm.maximumnum", "llvm.minimumnum", "llvm.copysign", "llvm.floor",
    "llvm.ceil", "llvm.trunc", "llvm.rint", "llvm.nearbyint", "llvm.round",
    "llvm.roundeven", "llvm.canonicalize", "llvm.is.fpclass", "llvm.frexp", "llvm.ldexp",
    "llvm.fptosi.sat", "llvm.fptoui.sat", "llvm.amdgcn.rcp", "llvm.amdgcn.rsq",
    "llvm.amdgcn.sqrt", "llvm.amdgcn.exp2", "llvm.amdgcn.log", "llvm.amdgcn.fract",
    "llvm.amdgcn.ldexp", "llvm.amdgcn.fmed3", "llvm.amdgcn.frexp.mant",
    "llvm.amdgcn.frexp.exp", "llvm.amdgcn.fmul.legacy", "llvm.amdgcn.fma.legacy",
    "llvm.amdgcn.class", "llvm.amdgcn.div.scale", "llvm.amdgcn.div.fmas",
    "llvm.amdgcn.div.fixup",
})
# Operations a side may hold besides those ``Opaque`` ones: each is a function of its
# lane's operands (``ThreadId``: of the lane's place in the launch).
_LANE_OPS = (o.BinOp, o.ICmp, o.Select, o.Cast, o.PtrAdd, o.Phi, o.ThreadId,
             o.MakeBufferRsrc, o.BufferAddr)
_OPERANDS = (o.Reg, o.Const, o.FloatConst, o.NullPtr, o.GlobalAddr, o.Undef)


_T = TypeVar("_T")


@dataclass(frozen=True)
class SelectRegion:
    """A branch whose sides only compute registers: the join, and the registers
    defined outside the region that it (its operations and branches) and the join's
    phis read — their undefined bytes are checked when a wave reaches the branch."""

    join: str
    reads: tuple[str, ...]
    # Every phi at the join is a float (or a vector of floats): what a side would make
    # known there is a float, which decides no address (see ``SelectBranches._select``).
    chooses_floats: bool


# Per function (keyed by identity, as value_sources.definitions: hashing a frozen
# Function hashes all its operations): per branch block, its region or why not.
_REGIONS: dict[int, tuple[ref[Function], dict[str, SelectRegion | str]]] = {}
_COME_BACK: dict[int, tuple[ref[Function], dict[str, bool]]] = {}


def _cache(table: dict[int, tuple[ref[Function], dict[str, _T]]],
           function: Function) -> dict[str, _T]:
    key = id(function)
    found = table.get(key)
    if found is not None and found[0]() is function:
        return found[1]
    fresh: dict[str, _T] = {}

    def forget(dead: ref[Function]) -> None:
        if key in table and table[key][0] is dead:
            del table[key]

    table[key] = (ref(function, forget), fresh)
    return fresh


def lane_local(op: o.Op) -> bool:
    """Does ``op`` only compute its result from its own lane's operands (no memory, no
    synchronization, no other lane, no effect)?"""
    if isinstance(op, _LANE_OPS):
        return True
    if not isinstance(op, o.Opaque) or o.UNMODELLED in op.flags or op.dest is None:
        return False
    if op.name.startswith("llvm."):
        return _intrinsic_base(op.name) in _LANE_INTRINSICS
    return op.name in _LANE_INSTRUCTIONS


def _intrinsic_base(name: str) -> str:
    """``llvm.exp2.f32`` → ``llvm.exp2``, ``llvm.amdgcn.div.scale.f32`` →
    ``llvm.amdgcn.div.scale``: the longest prefix of dotted words that is a known name."""
    words = name.split(".")
    for end in range(len(words), 1, -1):
        base = ".".join(words[:end])
        if base in _LANE_INTRINSICS:
            return base
    return name


def _operands(op: o.Op | o.Terminator) -> tuple[o.Operand, ...]:
    """The operands of a lane-local operation or a branch (what a region reads)."""
    match op:
        case o.BinOp(_, _, lhs, rhs) | o.ICmp(_, _, lhs, rhs) | o.PtrAdd(_, lhs, rhs):
            return (lhs, rhs)
        case o.Select(_, cond, if_true, if_false):
            return (cond, if_true, if_false)
        case o.Cast():
            return (op.value,)
        case o.Opaque():
            return op.args
        case o.MakeBufferRsrc(_, base, stride, num_records, flags):
            return (base, stride, num_records, flags)
        case o.BufferAddr(_, rsrc, voffset, soffset, offset, vindex):
            return tuple(x for x in (rsrc, voffset, soffset, offset, vindex) if x is not None)
        case o.CondBr(cond):
            return (cond,)
        case o.Switch(value):
            return (value,)
        case o.Phi(_, _, incoming):
            return tuple(value for _, value in incoming)
    return ()


def select_region(function: Function, blocks: dict[str, Block],
                  ipdom: dict[str, str | None], branch: str) -> SelectRegion | str:
    """The region of the branch ending block ``branch`` when its sides only compute
    registers (module docstring), else why not, naming the first thing that breaks it."""
    cache = _cache(_REGIONS, function)
    found = cache.get(branch)
    if found is None:
        found = cache[branch] = _select_region(function, blocks, ipdom, branch)
    return found


def _select_region(function: Function, blocks: dict[str, Block],
                   ipdom: dict[str, str | None], branch: str) -> SelectRegion | str:
    join = ipdom.get(branch)
    if join is None or join not in blocks:
        return "its sides do not meet again before the function returns"
    region: list[str] = []
    seen: set[str] = set()
    todo = [t for t in o.successors(blocks[branch].term) if t != join]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        if name == branch:
            return "a side loops back to the branch"
        seen.add(name)
        region.append(name)
        block = blocks[name]
        for op in block.ops:
            if not lane_local(op):
                return f"a side holds {_what(op)} at {where(op.loc)}"
        # (no side returns or ends in `unreachable`: the join post-dominates the branch)
        todo += [t for t in o.successors(block.term) if t != join]
    inside = set(region)
    defined = {dest for name in region for op in blocks[name].ops
               if (dest := o.op_dest(op)) is not None}
    reads: dict[str, None] = {}
    read_ops: list[o.Op | o.Terminator] = [*(op for name in region for op in blocks[name].ops),
                                           *(blocks[name].term for name in region)]
    # (every incoming value of the join's phis: where the join is also where an
    # enclosing branch's lanes meet, the phis take every edge's value at once)
    read_ops += [op for op in blocks[join].ops if isinstance(op, o.Phi)]
    for read in read_ops:
        for operand in _operands(read):
            if isinstance(operand, o.Undef):
                return f"undef or poison is read at {where(read.loc)}"
            if isinstance(operand, o.Reg) and operand.name not in defined:
                reads[operand.name] = None
    escaped = _escaped(function, inside, defined, join)
    if escaped is not None:
        return escaped
    floats = all(_is_float(op.ty) for op in blocks[join].ops if isinstance(op, o.Phi))
    return SelectRegion(join, tuple(reads), floats)


def _is_float(ty: Type) -> bool:
    return isinstance(ty, FloatType) or (isinstance(ty, VecType)
                                         and isinstance(ty.elem, FloatType))


def _escaped(function: Function, inside: set[str], defined: set[str],
             join: str) -> str | None:
    """Why a register the region defines is read outside it other than by the join's
    phis on an edge from the region (SSA makes that impossible when the join is the
    branch's post-dominator; checked, not assumed), or None."""
    for block in function.blocks:
        if block.name in inside:
            continue
        for op in (*block.ops, block.term):
            if isinstance(op, o.Phi) and block.name == join:
                operands = tuple(v for pred, v in op.incoming if pred not in inside)
            elif isinstance(op, o.Phi):
                operands = tuple(v for _, v in op.incoming)
            else:
                operands = _all_operands(op)
            for operand in operands:
                if isinstance(operand, o.Reg) and operand.name in defined:
                    return (f"a value a side computes is read after the join at "
                            f"{where(op.loc)}")
    return None


def _all_operands(node: object) -> tuple[o.Operand, ...]:
    """Every operand anywhere in an operation or terminator (its fields, their tuples
    and the dataclasses they hold: a barrier's reference, a call's arguments)."""
    if isinstance(node, _OPERANDS):
        return (node,)
    if isinstance(node, tuple):
        return tuple(x for item in node for x in _all_operands(item))
    if is_dataclass(node) and not isinstance(node, type):
        return tuple(x for f in fields(node) for x in _all_operands(getattr(node, f.name)))
    return ()


def _what(op: o.Op) -> str:
    if isinstance(op, o.Opaque):
        return op.name
    return type(op).__name__


def sides_come_back(function: Function, blocks: dict[str, Block], branch: str) -> bool:
    """Does every side of the branch come back to it — a branch in a loop body that it
    does not leave, taken once an iteration whatever the values? (Not a loop's exit
    test, where one side leaves; not a branch outside any loop of its function.)"""
    cache = _cache(_COME_BACK, function)
    found = cache.get(branch)
    if found is None:
        found = cache[branch] = all(_reaches(blocks, target, branch) for target in
                                    dict.fromkeys(o.successors(blocks[branch].term)))
    return found


def _reaches(blocks: dict[str, Block], start: str, goal: str) -> bool:
    seen: set[str] = set()
    todo = [start]
    while todo:
        name = todo.pop()
        if name == goal:
            return True
        if name in seen or name not in blocks:
            continue
        seen.add(name)
        todo += o.successors(blocks[name].term)
    return False


class SelectBranches(UnknownBranches):
    """Branches on unknown values that only choose register values, run as a select
    before ``_unknown_branch`` would split or refuse them."""

    def _select(self, wave: WaveState, frame: Frame, entry: Entry,
                term: o.CondBr | o.Switch, operand: o.Operand, value: Value,
                what: str) -> str | None:
        """``EVERY_SIDE`` when the branch is taken as a select (every active lane on
        every side, the join's phis unknown: the caller goes there with ``_go``), else
        None for ``_unknown_branch`` to decide. A select where the region qualifies
        and its phis are floats, or where ``_unknown_branch`` would not explore the
        sides (it would refuse the branch); where it would, a join that chooses an
        integer or a pointer is left to it, whose sides give that value exactly (an
        address or a trip count may rest on it). Raises ``Incomplete`` where that
        would refuse a branch inside a loop it does not leave for its count of assumed
        sides, saying so (its own message speaks of a trip count)."""
        blocks = frame.blocks
        if len(dict.fromkeys(o.successors(term))) < 2:
            return None  # (one target: nothing is decided)
        region = select_region(frame.function, blocks, frame.ipdom, entry.block)
        if isinstance(region, SelectRegion) and (
                region.chooses_floats
                or not self._split_ahead(wave, frame, term, operand, value)
        ) and (self._undefined(frame, entry, operand) or not any(
                self._undefined(frame, entry, o.Reg(name)) for name in region.reads)):
            if isinstance(operand, o.Reg) and operand.name in frame.tainted:
                self.schedule_dependent = (what, term.loc)
            return EVERY_SIDE
        self._refuse_in_loop(wave, frame, entry, term, operand, value, what, region)
        return None

    def _split_ahead(self, wave: WaveState, frame: Frame, term: o.CondBr | o.Switch,
                     operand: o.Operand, value: Value) -> bool:
        """Would ``_unknown_branch`` explore the sides rather than refuse the branch?"""
        return (self._explores_sides(frame, operand, value)
                and self._sides_taken(wave, term) < MAX_SIDES_PER_BRANCH)

    def _explores_sides(self, frame: Frame, operand: o.Operand, value: Value) -> bool:
        """Does ``_unknown_branch`` explore the sides of a branch on ``operand`` while
        its count of assumed sides allows: in the every-input mode, a run of one
        value, a condition no scalar argument without a value flows into?"""
        return not (not self.options.every_input or isinstance(value, BufPtr)
                    or (self.param_values is not None and len(self.param_values) > 1)
                    or self._unset_scalar(frame, operand))

    @staticmethod
    def _undefined(frame: Frame, entry: Entry, operand: o.Operand) -> bool:
        """Does ``operand`` hold undefined bytes in an active lane?"""
        shadow = frame.undef.get(operand.name) if isinstance(operand, o.Reg) else None
        return shadow is not None and bool(shadow.lanes(entry.mask).any())

    def _refuse_in_loop(self, wave: WaveState, frame: Frame, entry: Entry,
                        term: o.CondBr | o.Switch,
                        operand: o.Operand, value: Value, what: str,
                        region: SelectRegion | str) -> None:
        """Raise what ``_unknown_branch`` would raise for a branch taken on assumed sides
        ``MAX_SIDES_PER_BRANCH`` times, for a branch that does not leave a loop, with a
        message that says what happened (the branch is in a loop body; the trip count
        is not in question). Only where ``_unknown_branch`` would reach that limit: in
        the every-input mode, a run of one value, a condition that is not a scalar
        argument without a value."""
        taken = self._sides_taken(wave, term)
        if (not self._explores_sides(frame, operand, value) or taken < MAX_SIDES_PER_BRANCH
                or not sides_come_back(frame.function, frame.blocks, entry.block)):
            return
        why = region if isinstance(region, str) else "undefined bytes reach its sides"
        raise self._untracked(
            what, term.loc, frame, operand,
            f", and this branch inside a loop was already taken on an assumed side "
            f"{taken} times by {self.wave_name(wave)} in one execution: both its sides "
            f"come back to it, so each iteration's side is another assumption, and it is "
            f"not run as a select because {why}")
