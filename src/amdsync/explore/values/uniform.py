"""Lanes holding one value: per-lane value numbers (docs/semantics/atomics-and-lanes.md, "Lanes of
one instruction writing one address").

A store whose lanes write the same bytes to one address is one write
(``machine._OneInstructionWrites``); for a value amdsync does not know (a float computed
from loaded data) the bytes are unknown, so lanes count as possibly different unless
this module shows that they hold one value although that value is unknown.

**Value numbers.** Every register whose value the machine does not know gets, in every
lane and for every element (of a vector or a ``{i32, i32}`` pair), a *value number*: an
integer naming the value. Two lanes hold the same bits when their numbers are equal;
unequal numbers claim nothing. A number is made in exactly one of these ways:

* **loaded** — a plain (non-atomic) load: within one execution, the lanes that read
  *defined* bytes at one location read one value (each byte's read may see exactly one
  write, amdgpu-memory-model "read values"; lanes of one instruction read at one time),
  so they get one number per element location. Lanes that read undefined bytes (a race,
  a copy in flight, nothing written), atomic loads (each lane may read another write)
  and the loads of a parametric class of several values (their input reads may be
  relaxed, explore/values/param.py) are fresh;
* **fresh** — a number never given before, different in every lane: atomic loads, phis
  whose lanes arrive along different edges (a phi whose every lane came along one edge
  takes its incoming register's numbers: explore/machine/stepping.py ``_run_phis``),
  calls' results, ``poison`` /
  ``undef`` operands, ``freeze`` (a poison input becomes an arbitrary value in each
  lane), every operation this module does not model, and every lane that did not
  execute the defining operation (so lanes that computed the register at another time,
  another loop iteration, are never claimed equal to them);
* **moved** — the number of another lane or element, when the operation copies bits:
  ``readfirstlane`` / ``readlane`` (LLVM AMDGPU intrinsics: every active lane receives
  the operand of one lane; an unknown lane index that is one value gives all lanes one
  new number), a DPP move, ``permlane16`` / ``permlanex16`` / ``permlane64`` /
  ``permlane16.swap`` / ``permlane32.swap`` and ``ds.bpermute`` whose lane map is
  decoded exactly (:func:`dpp_sources` and below), ``bitcast``,
  ``extractelement`` / ``insertelement`` / ``shufflevector`` with constant positions,
  ``extractvalue`` / ``insertvalue``;
* **numbered by its operands** — an operation that computes each lane from that lane's
  operands alone (integer and pointer arithmetic, casts, selects, compares, float
  arithmetic, element-wise math intrinsics): within one execution of the operation, the
  lanes whose operands have equal numbers (or equal known values) get one new number,
  element by element for the element-wise LLVM instructions. These are functions of
  their operands, and every lane runs the same machine code for one IR instruction, so
  equal inputs give equal results. For the commutative ones — integer ``add``, ``mul``,
  ``and``, ``or``, ``xor``, min/max and ``icmp eq``/``ne``; ``fadd`` and ``fmul``
  without fast-math flags (IEEE 754 addition and multiplication are commutative) — the
  two operands are taken in a fixed order, so ``a + b`` in one lane and ``b + a`` in its
  partner are one value. Float min/max are not reordered (``llvm.minnum`` /
  ``llvm.maxnum`` return either operand for +0.0 and -0.0, LangRef). An instruction with
  ``reassoc``, ``contract`` or ``fast`` may be computed together with its neighbours
  (LLVM regroups or fuses it), which need not respect a reordering below it: fresh.

Numbers are given per execution of an operation: a number made in one execution is
never made again, so no claim crosses executions (loop iterations). Known values
(integers the machine tracks), constants and the kernel's arguments (the same for every
work-item) enter the numbering by their value or name.

Not covered (fresh): ``mov.dpp8``, ``ds.swizzle``, ``ds.permute``, matrix operations,
whole-wave modes, ``writelane``; DPP controls the module cannot decode exactly (below);
a lane whose cross-lane source is an inactive lane, except where the DPP rules say
what it reads. NaN payloads: LLVM leaves the payload of a NaN result unspecified even
for equal operands; like the rule above, this module takes equal operands to give equal
bits.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field

import numpy as np

from amdsync.explore.values.values import BoolArray, IntArray, Value
from amdsync.program import ops as o
from amdsync.program.types import ArrayType, IntType, StructType, Type, VecType

Numbers = dict[str, IntArray]  # register → value numbers, shape (elements, lanes)
Evaluate = Callable[[o.Operand], Value]

# Math intrinsics of llvm.amdgcn that act lane by lane.
_LANEWISE_AMDGCN = frozenset({"exp2", "log", "rcp", "rsq", "sqrt", "sin", "cos", "fract",
                              "ldexp", "fmed3", "frexp.mant", "frexp.exp", "fmul.legacy",
                              "fma.legacy", "rcp.legacy", "rsq.legacy", "rsq.clamp",
                              "log.clamp"})
# LLVM instructions the reader keeps as Opaque; each computes a lane from its operands.
_INSTRUCTIONS = frozenset({
    "fadd", "fsub", "fmul", "fdiv", "frem", "fneg", "fcmp", "fptrunc", "fpext", "fptoui",
    "fptosi", "uitofp", "sitofp", "extractelement", "insertelement", "shufflevector",
    "insertvalue", "extractvalue", "bitcast", "zext", "sext", "trunc", "ptrtoint",
    "inttoptr", "addrspacecast", "icmp", "select", *(k.value for k in o.BinOpKind)})
# Instructions that act element by element on vectors (LangRef).
_ELEMENTWISE = frozenset({
    "fadd", "fsub", "fmul", "fdiv", "frem", "fneg", "fcmp", "fptrunc", "fpext", "fptoui",
    "fptosi", "uitofp", "sitofp", "zext", "sext", "trunc", "icmp", "select",
    *(k.value for k in o.BinOpKind)})
# Element-wise intrinsics outside llvm.amdgcn (LangRef: "the operation is performed
# element-wise" for vector operands); others get numbers from whole operands.
_ELEMENTWISE_INTRINSICS = frozenset({
    "fabs", "fma", "fmuladd", "minnum", "maxnum", "minimum", "maximum", "sqrt", "exp",
    "exp2", "exp10", "log", "log2", "log10", "sin", "cos", "floor", "ceil", "trunc",
    "rint", "nearbyint", "round", "roundeven", "copysign", "canonicalize", "smin", "smax",
    "umin", "umax", "abs", "ldexp", "pow", "powi"})
_COMMUTATIVE_BINOPS = frozenset({o.BinOpKind.ADD, o.BinOpKind.MUL, o.BinOpKind.AND,
                                 o.BinOpKind.OR, o.BinOpKind.XOR, o.BinOpKind.SMIN,
                                 o.BinOpKind.SMAX, o.BinOpKind.UMIN, o.BinOpKind.UMAX})
# Integer min/max; the float ones are called without their flags in the program, and a
# ``reassoc`` flag would let LLVM regroup them with their neighbours.
_COMMUTATIVE_INTRINSICS = frozenset({"smin", "smax", "umin", "umax"})
# Fast-math flags (LangRef). ``reassoc`` / ``contract`` (and ``fast``, which has both)
# let LLVM compute an instruction together with its neighbours — ``(a + b) + c`` as
# ``a + (b + c)``, ``a * b + c`` as one fma — so lanes whose operands are one value only
# up to the order of a commutative operand below may compute different bits: no number
# is made (fresh). Any fast-math flag stops the reordering of an instruction's operands.
_FAST_MATH = frozenset({"fast", "reassoc", "contract", "nnan", "ninf", "nsz", "arcp",
                        "afn"})
_REGROUPING = frozenset({"fast", "reassoc", "contract"})

# Kinds of key columns (the first column of an operand's key): what the rest holds.
_NUMBER, _KNOWN, _ROWS, _PARAM, _FLOAT = 1, 2, 3, 4, 5


def elements(ty: Type) -> int:
    """How many value numbers a register of ``ty`` has per lane."""
    match ty:
        case VecType(count) | ArrayType(count):
            return count
        case StructType(fields):
            return len(fields)
        case _:
            return 1


class NeedValueNumbers(Exception):
    """A run without value numbers met a store whose lanes write one address with
    values it does not know: only the numbers tell whether they wrote the same bytes
    (one write) or not (a race). explore/search/check.py runs the check again keeping them from
    the start; until such a store, a run without them takes exactly the steps and makes
    exactly the findings a run with them does (nothing else reads the numbers)."""


@dataclass
class Numbering:
    """The value numbers of one exploration (every wave and activation): a counter,
    the wave size and the target's processor generation (it decides which DPP controls
    exist, :func:`dpp_sources`)."""

    width: int
    generation: str | None = None
    _next: int = 1
    _params: dict[str, int] = field(default_factory=dict)

    def take(self, count: int) -> int:
        """The first of ``count`` numbers never given before."""
        first = self._next
        self._next += count
        return first

    def fresh(self, rows: int) -> IntArray:
        """Numbers different in every lane and element (nothing known)."""
        first = self.take(rows * self.width)
        return np.arange(first, first + rows * self.width, dtype=np.int64).reshape(
            rows, self.width)

    def param(self, name: str) -> int:
        return self._params.setdefault(name, len(self._params))


# ---------------------------------------------------------------- operands


@dataclass(frozen=True)
class _Operand:
    """An operand in the numbering: its element numbers ``ids`` (elements, lanes), or,
    for a value known as a whole (a known value, a constant, a parameter), ``key``: the
    columns (kind, values …) that identify it in each lane."""

    ids: IntArray | None = None
    key: IntArray | None = None

    @property
    def whole(self) -> bool:
        return self.ids is None

    def count(self) -> int:
        return len(self.ids) if self.ids is not None else 1

    def element_key(self, e: int) -> IntArray:
        """The key of element ``e`` (of the whole value for a whole operand). An
        operand's kind is the same in every lane, so numbers need no kind column."""
        if self.ids is None:
            assert self.key is not None
            return self.key
        return self.ids[e:e + 1]

    def full_key(self) -> IntArray:
        if self.ids is None:
            assert self.key is not None
            return self.key
        return self.ids


class _Context:
    """What numbering one operation needs: the registers, the kernel's parameters,
    the lanes that ran it, and the machine's values."""

    def __init__(self, numbering: Numbering, numbers: Numbers, params: Collection[str],
                 mask: BoolArray, evaluate: Evaluate) -> None:
        self.numbering = numbering
        self.numbers = numbers
        self.params = params
        self.mask = mask
        self.evaluate = evaluate
        self.width = numbering.width

    def _column(self, kind: int, values: IntArray) -> IntArray:
        return np.stack([np.full(self.width, kind, dtype=np.int64), values])

    def operand(self, operand: o.Operand, ty: Type | None = None) -> _Operand:
        """The key of ``operand``; registers without numbers get fresh ones (kept, so
        that every use in the activation sees the same)."""
        match operand:
            case o.Undef():
                return _Operand(ids=self.numbering.fresh(elements(operand.ty)))
            case o.FloatConst(real):
                bits = np.float64(real).view(np.int64)
                return _Operand(key=self._column(_FLOAT, np.full(self.width, bits)))
            case o.Reg(name) if name in self.params:
                number = self.numbering.param(name)
                value = self.evaluate(operand)
                if isinstance(value, np.ndarray):
                    return self._known(value)
                return _Operand(key=self._column(_PARAM, np.full(self.width, number)))
            case o.Reg(name):
                ids = self.numbers.get(name)
                if ids is None:
                    value = self.evaluate(operand)
                    if isinstance(value, np.ndarray):
                        return self._known(value)
                    ids = self.numbering.fresh(elements(ty) if ty is not None else 1)
                    self.numbers[name] = ids
                return _Operand(ids=ids)
            case _:
                value = self.evaluate(operand)
                assert isinstance(value, np.ndarray)
                return self._known(value)

    def _known(self, value: IntArray) -> _Operand:
        if value.ndim == 1:
            return _Operand(key=self._column(_KNOWN, value))
        # A parametric run's value (one row per value of the class): all rows.
        head = np.full((1, self.width), _ROWS, dtype=np.int64)
        return _Operand(key=np.concatenate([head, value.reshape(-1, self.width)]))

    def numbered(self, keys: Sequence[IntArray]) -> IntArray:
        """One new number per distinct key among the lanes that ran; fresh elsewhere."""
        out: IntArray = self.numbering.fresh(1)[0]
        if not self.mask.any():
            return out
        table = np.concatenate(list(keys))[:, self.mask]
        varying = table[(table != table[:, :1]).any(axis=1)]
        if not len(varying):  # one key in every lane
            out[self.mask] = self.numbering.take(1)
            return out
        lanes = table.shape[1]
        if (np.diff(varying, axis=1) > 0).all(axis=1).any():
            # a column increasing over the lanes (fresh numbers are): every key differs
            inverse = np.arange(lanes)
        else:
            inverse = np.unique(varying[0], return_inverse=True)[1].reshape(-1)
            if len(varying) > 1 and inverse.max() + 1 < lanes:
                inverse = np.unique(varying.T, axis=0, return_inverse=True)[1].reshape(-1)
        first = self.numbering.take(int(inverse.max()) + 1)
        out[self.mask] = first + inverse
        return out

    def numbered_elements(self, tables: IntArray) -> IntArray:
        """:meth:`numbered` for every element at once: ``tables`` holds each element's
        key columns, shape (elements, columns, lanes)."""
        count = tables.shape[0]
        out: IntArray = self.numbering.fresh(count)
        lanes = np.nonzero(self.mask)[0]
        if not len(lanes):
            return out
        chosen = tables[:, :, lanes]
        increasing: BoolArray = np.any(np.all(np.diff(chosen, axis=2) > 0, axis=2), axis=1)
        distinct = np.nonzero(increasing)[0]
        if len(distinct):  # a column increasing over the lanes: every key differs
            first = self.numbering.take(len(distinct) * len(lanes))
            out[np.ix_(distinct, lanes)] = first + np.arange(
                len(distinct) * len(lanes)).reshape(len(distinct), len(lanes))
        for e in np.nonzero(~increasing)[0]:
            out[e] = self.numbered([tables[e]])
        return out

    def numbers_of(self, operand: _Operand, count: int) -> IntArray:
        """``count`` element numbers of an operand: its own when it has them, else
        numbers made from the whole value (one per element)."""
        if operand.ids is not None and len(operand.ids) == count:
            return operand.ids
        return np.stack([self.numbered([operand.full_key()]) for _ in range(count)])


def _pad(key: IntArray, columns: int) -> IntArray:
    if key.shape[0] == columns:
        return key
    pad = np.zeros((columns - key.shape[0], key.shape[1]), dtype=np.int64)
    return np.concatenate([key, pad])


def _ordered(a: IntArray, b: IntArray) -> tuple[IntArray, IntArray]:
    """The two keys of a commutative operation in a fixed order, lane by lane
    (lexicographic on the columns)."""
    columns = max(a.shape[0], b.shape[0])
    a, b = _pad(a, columns), _pad(b, columns)
    greater = np.zeros(a.shape[1], dtype=np.bool_)
    for c in range(columns - 1, -1, -1):
        greater = np.where(a[c] != b[c], a[c] > b[c], greater)
    return np.where(greater, b, a), np.where(greater, a, b)


# ---------------------------------------------------------------- the operations


def record(numbering: Numbering, numbers: Numbers, params: Collection[str], op: o.Op,
           mask: BoolArray, evaluate: Evaluate,
           loaded: tuple[IntArray, BoolArray, int] | None = None) -> None:
    """After ``op`` ran for the lanes of ``mask``: the value numbers of its result.
    ``loaded``, for a plain load: each lane's location key, the lanes that read defined
    bytes, and the load's size in bytes."""
    dest = getattr(op, "dest", None)
    if not isinstance(dest, str):
        return
    if isinstance(evaluate(o.Reg(dest)), np.ndarray):
        numbers.pop(dest, None)  # known: its value is its number
        return
    ty = getattr(op, "ty", None)
    count = elements(ty) if ty is not None else 1
    if loaded is not None:
        numbers[dest] = _loaded(numbering, mask, loaded, count)
        return
    ctx = _Context(numbering, numbers, params, mask, evaluate)
    result = _result(ctx, op, count)
    if result is not None and result.shape == (count, numbering.width) and mask.all():
        numbers[dest] = result  # (arrays of numbers are never changed in place)
        return
    out = numbering.fresh(count)
    if result is not None and result.shape == out.shape:
        out[:, mask] = result[:, mask]
    numbers[dest] = out


def _loaded(numbering: Numbering, mask: BoolArray, loaded: tuple[IntArray, BoolArray, int],
            count: int) -> IntArray:
    """A plain load's numbers: lanes of one execution that read defined bytes read the
    one write each byte may see, so lanes reading an element at one location (and with
    the same size) read one value; per element, by its location. Lanes that read
    undefined bytes (a race, a copy in flight, nothing written) are fresh: their values
    are undef, reported where used (docs/semantics/model.md, "Undefined values and their uses")."""
    keys, defined, size = loaded
    out = numbering.fresh(count)
    lanes = np.nonzero(mask & defined)[0]
    if not len(lanes) or size % count:
        return out
    step = size // count
    for e in range(count):
        places = keys[lanes] + e * step
        _, inverse = np.unique(places, return_inverse=True)
        inverse = inverse.reshape(-1)
        first = numbering.take(int(inverse.max()) + 1)
        out[e, lanes] = first + inverse
    return out


def _result(ctx: _Context, op: o.Op, count: int) -> IntArray | None:
    match op:
        case o.WaveOp(_, o.WaveOpKind.READFIRSTLANE, (value,)):
            return _read_lane(ctx, value, int(np.argmax(ctx.mask)), count)
        case o.WaveOp(_, o.WaveOpKind.READLANE, (value, index)):
            known = ctx.evaluate(index)
            if isinstance(known, np.ndarray) and known.ndim == 1 and ctx.mask.any():
                lanes = known[ctx.mask]
                if (lanes == lanes[0]).all() and 0 <= int(lanes[0]) < ctx.width:
                    return _read_lane(ctx, value, int(lanes[0]), count)
            chosen = ctx.numbered([ctx.operand(index).full_key()])[ctx.mask]
            if chosen.size and (chosen == chosen[0]).all():
                # An unknown index that is one value: one unknown lane, read by all.
                first = ctx.numbering.take(count)
                return np.repeat(np.arange(first, first + count)[:, None], ctx.width, axis=1)
            return None
        case o.BinOp(_, kind, lhs, rhs):
            return _lanewise(ctx, [lhs, rhs], count, kind in _COMMUTATIVE_BINOPS, False)
        case o.ICmp(_, pred, lhs, rhs):
            return _lanewise(ctx, [lhs, rhs], count,
                             pred in (o.ICmpPred.EQ, o.ICmpPred.NE), False)
        case o.Select(_, cond, a, b):
            return _lanewise(ctx, [cond, a, b], count, False, False)
        case o.Cast(_, kind, value):
            if kind == o.CastKind.FREEZE:
                return None  # a poison input becomes an arbitrary value per lane
            if kind == o.CastKind.BITCAST:
                return ctx.numbers_of(ctx.operand(value, op.src_ty), count)
            return _lanewise(ctx, [value], count, False, False)
        case o.PtrAdd(_, base, offset):
            return _lanewise(ctx, [base, offset], count, False, False)
        case o.Opaque():
            return _opaque(ctx, op, count)
        case _:
            return None


def _read_lane(ctx: _Context, value: o.Operand, lane: int, count: int) -> IntArray:
    ids = ctx.numbers_of(ctx.operand(value), count)
    return np.repeat(ids[:, lane:lane + 1], ctx.width, axis=1)


def _lanewise(ctx: _Context, args: Sequence[o.Operand], count: int, commutative: bool,
              elementwise: bool) -> IntArray:
    """Numbers of an operation computing each lane from that lane's operands."""
    keys = [ctx.operand(a) for a in args]
    if elementwise and all(k.ids is None or len(k.ids) == count for k in keys):
        return ctx.numbered_elements(_element_tables(keys, count, commutative))
    out = []
    for e in range(count):
        if elementwise:
            parts = [k.element_key(e) if k.count() == count else k.full_key()
                     for k in keys]
        else:
            parts = [k.full_key() for k in keys]
        if commutative and len(parts) == 2 and keys[0].whole == keys[1].whole:
            # (operands of different kinds keep their places in every lane)
            parts = list(_ordered(parts[0], parts[1]))
        out.append(ctx.numbered(parts))
    return np.stack(out)


def _element_tables(keys: Sequence[_Operand], count: int, commutative: bool) -> IntArray:
    """The keys of an element-wise operation, shape (elements, columns, lanes): each
    operand's numbers of that element, or its whole key."""
    if commutative and len(keys) == 2 and keys[0].ids is not None and (
            keys[1].ids is not None):
        a, b = keys[0].ids, keys[1].ids  # one column each: the smaller number first
        return np.stack([np.minimum(a, b), np.maximum(a, b)], axis=1)
    columns = []
    for k in keys:
        if k.ids is not None:
            columns.append(k.ids[:, None, :])
        else:
            assert k.key is not None
            columns.append(np.broadcast_to(k.key, (count, *k.key.shape)))
    if commutative and len(keys) == 2:  # both whole (mixed kinds keep their places)
        pairs = [_ordered(columns[0][e], columns[1][e]) for e in range(count)]
        return np.stack([np.concatenate(pair) for pair in pairs])
    return np.concatenate(columns, axis=1)


def _intrinsic_base(name: str) -> str:
    """``llvm.maximum.f32`` → ``maximum``: the name without prefix and overload."""
    base = name.removeprefix("llvm.")
    for candidate in sorted(_ELEMENTWISE_INTRINSICS | _COMMUTATIVE_INTRINSICS, key=len,
                            reverse=True):
        if base == candidate or base.startswith(candidate + "."):
            return candidate
    return base


def _opaque(ctx: _Context, op: o.Opaque, count: int) -> IntArray | None:
    name, args = op.name, op.args
    if name.startswith("llvm.amdgcn."):
        return _amdgcn(ctx, op, count)
    if name.startswith("llvm."):
        base = _intrinsic_base(name)
        return _lanewise(ctx, args, count, base in _COMMUTATIVE_INTRINSICS,
                         base in _ELEMENTWISE_INTRINSICS)
    if name not in _INSTRUCTIONS or _REGROUPING & set(op.flags):
        return None
    if name in ("bitcast", "extractelement", "insertelement", "shufflevector",
                "extractvalue", "insertvalue"):
        return _move(ctx, op, count)
    commutative = (name in ("fadd", "fmul") and not _FAST_MATH & set(op.flags)) or name in (
        "add", "mul", "and", "or", "xor")
    return _lanewise(ctx, args, count, commutative, name in _ELEMENTWISE)


def _move(ctx: _Context, op: o.Opaque, count: int) -> IntArray | None:
    """Operations that copy elements: numbers move with them."""
    args = op.args
    match op.name:
        case "bitcast" if len(args) == 1:
            return ctx.numbers_of(ctx.operand(args[0]), count)
        case "extractelement" if len(args) == 2 and isinstance(args[1], o.Const):
            vector = ctx.operand(args[0])
            if vector.ids is None or not 0 <= args[1].value < len(vector.ids):
                return _lanewise(ctx, args, count, False, False)
            chosen: IntArray = vector.ids[args[1].value][None, :]
            return chosen
        case "insertelement" if len(args) == 3 and isinstance(args[2], o.Const):
            return _replace(ctx, args[0], args[1], args[2].value, count)
        case "insertvalue" if len(args) == 2 and op.indices is not None and len(
                op.indices) == 1 and op.indices[0] is not None:
            return _replace(ctx, args[0], args[1], op.indices[0], count)
        case "extractvalue" if len(args) == 1 and op.indices is not None and len(
                op.indices) == 1 and op.indices[0] is not None:
            aggregate = ctx.operand(args[0])
            index = op.indices[0]
            if aggregate.ids is None or not 0 <= index < len(aggregate.ids):
                return None
            return ctx.numbers_of(_Operand(ids=aggregate.ids[index:index + 1]), count)
        case "shufflevector" if len(args) == 2 and op.indices is not None and len(
                op.indices) == count:
            first, second = ctx.operand(args[0]), ctx.operand(args[1])
            if first.ids is None or second.ids is None:
                return _lanewise(ctx, args, count, False, False)
            pool = [*first.ids, *second.ids]
            fresh = ctx.numbering.fresh(count)
            return np.stack([pool[i] if i is not None and 0 <= i < len(pool) else fresh[e]
                             for e, i in enumerate(op.indices)])
        case _:
            return _lanewise(ctx, args, count, False, False)


def _replace(ctx: _Context, aggregate: o.Operand, value: o.Operand, index: int,
             count: int) -> IntArray | None:
    if not 0 <= index < count:
        return None
    base = ctx.operand(aggregate)
    rows = ctx.numbers_of(base, count).copy()
    rows[index] = ctx.numbers_of(ctx.operand(value), 1)[0]
    return rows


# ---------------------------------------------------------------- cross-lane moves


def _const(operand: o.Operand) -> int | None:
    return operand.value if isinstance(operand, o.Const) else None


def _gfx10_plus(generation: str | None) -> bool:
    return generation is not None and generation.startswith(("gfx10", "gfx11", "gfx12"))


def _gfx9(generation: str | None) -> bool:
    return generation is not None and generation.startswith(("gfx8", "gfx9"))


# Source lane markers of dpp_sources: out of range, and not decoded.
INVALID = -1
UNDECODED = -2


def dpp_sources(ctrl: int, width: int, generation: str | None) -> IntArray | None:
    """The lane each lane reads under DPP control ``ctrl`` (SIDefines.h ``DppCtrl``;
    LLVM's AMDGPUModifierSyntax "dpp_ctrl"): INVALID where the source is outside the row
    or wave, UNDECODED where the module does not know; None when the control is not one
    this module decodes on ``generation``. Rows are 16 lanes (two in wave32)."""
    lanes = np.arange(width, dtype=np.int64)
    row = lanes & ~15
    i = lanes & 15
    n = ctrl & 0xF
    if 0 <= ctrl <= 0xFF:  # quad_perm: lane i of a quad reads the lane ctrl[2i+1:2i]
        return (lanes & ~3) | ((ctrl >> (2 * (lanes & 3))) & 3)
    if 0x101 <= ctrl <= 0x10F:  # row_shl:n — lane i reads lane i + n of its row
        return np.where(i + n < 16, row + i + n, INVALID)
    if 0x111 <= ctrl <= 0x11F:  # row_shr:n — lane i reads lane i - n
        return np.where(i - n >= 0, row + i - n, INVALID)
    if 0x121 <= ctrl <= 0x12F:  # row_ror:n — rotate right within the row
        return row + ((i - n) & 15)
    if ctrl == 0x140:  # row_mirror
        return row + 15 - i
    if ctrl == 0x141:  # row_half_mirror: mirror within 8 lanes
        return (lanes & ~7) + 7 - (lanes & 7)
    if _gfx9(generation) and width == 64:
        # wave_shl/rol/shr/ror:1 and row_bcast exist on GFX8/GFX9 only (dpp32_ctrl).
        match ctrl:
            case 0x130:
                return np.where(lanes + 1 < width, lanes + 1, INVALID)
            case 0x134:
                return (lanes + 1) % width
            case 0x138:
                return np.where(lanes >= 1, lanes - 1, INVALID)
            case 0x13C:
                return (lanes - 1) % width
            case 0x142:  # row_bcast:15 — lane 15 of each row to the next row
                return np.where(lanes >= 16, row - 1, UNDECODED)
            case 0x143:  # row_bcast:31 — lane 31 to rows 2 and 3
                return np.where(lanes >= 32, 31, UNDECODED)
            case _:
                return None
    if _gfx10_plus(generation):
        if 0x150 <= ctrl <= 0x15F:  # row_share:n — every lane reads lane n of its row
            return row + n
        if 0x160 <= ctrl <= 0x16F:  # row_xmask:n — lane i reads lane i xor n
            return row + (i ^ n)
    return None


def _gather(ctx: _Context, src: IntArray, sources: IntArray) -> IntArray:
    """Per lane: the number of ``src`` at its source lane (fresh where UNDECODED or the
    source is inactive)."""
    fresh = ctx.numbering.fresh(1)[0]
    ok = (sources >= 0) & ctx.mask[np.clip(sources, 0, ctx.width - 1)]
    return np.where(ok, src[np.clip(sources, 0, ctx.width - 1)], fresh)


def _dpp(ctx: _Context, old: o.Operand | None, src: o.Operand, ctrl: int, row_mask: int,
         bank_mask: int, bound_ctrl: bool) -> IntArray | None:
    """``update.dpp`` / ``mov.dpp`` (amdgpu-usage and LLVM's modifier syntax, "row_mask",
    "bank_mask", "bound_ctrl"): a lane whose row or bank is masked off keeps ``old``; a
    lane whose source is invalid (outside the row, or an inactive lane) reads 0 with
    bound_ctrl set and keeps ``old`` without it."""
    sources = dpp_sources(ctrl, ctx.width, ctx.numbering.generation)
    if sources is None:
        return None
    lanes = np.arange(ctx.width)
    src_ids = ctx.numbers_of(ctx.operand(src), 1)[0]
    old_ids = (ctx.numbers_of(ctx.operand(old), 1)[0] if old is not None
               else ctx.numbering.fresh(1)[0])  # mov.dpp: what is not written is unknown
    zero = ctx.numbers_of(ctx.operand(o.Const(0, IntType(32))), 1)[0]
    clipped = np.clip(sources, 0, ctx.width - 1)
    valid = (sources >= 0) & ctx.mask[clipped]
    written = (((row_mask >> (lanes >> 4)) & 1) != 0) & (((bank_mask >> ((lanes >> 2) & 3))
                                                          & 1) != 0)
    invalid = zero if bound_ctrl else old_ids
    out = np.where(valid, src_ids[clipped], invalid)
    out = np.where(sources == UNDECODED, ctx.numbering.fresh(1)[0], out)
    result: IntArray = np.where(written, out, old_ids)[None, :]
    return result


def _permlane(ctx: _Context, src: o.Operand, sel_lo: int, sel_hi: int, cross: bool
              ) -> IntArray:
    """``permlane16`` / ``permlanex16`` (GFX10+): lane i reads lane ``sel[i mod 16]`` of
    its own row, or of the other row of its pair (``x16``); ``sel`` holds 4 bits per
    lane, lanes 0-7 in ``sel_lo`` and 8-15 in ``sel_hi``."""
    lanes = np.arange(ctx.width, dtype=np.int64)
    i = lanes & 15
    sel = np.where(i < 8, sel_lo & 0xFFFFFFFF, sel_hi & 0xFFFFFFFF)
    index = (sel >> (4 * (i & 7))) & 0xF
    row = lanes >> 4
    source_row = row ^ 1 if cross else row
    sources = source_row * 16 + index
    sources = np.where(sources < ctx.width, sources, UNDECODED)
    return _gather(ctx, ctx.numbers_of(ctx.operand(src), 1)[0], sources)[None, :]


_OVERLOAD = re.compile(r"(\.(i\d+|f\d+|bf\d+|v\d+[a-z]+\d+|p\d+))*")


def _named(name: str, base: str) -> bool:
    """Is ``name`` the intrinsic ``base`` with only overload suffixes (``.i32``)?"""
    return name.startswith(base) and _OVERLOAD.fullmatch(name[len(base):]) is not None


def _amdgcn(ctx: _Context, op: o.Opaque, count: int) -> IntArray | None:
    name = op.name.removeprefix("llvm.amdgcn.")
    args = op.args
    consts = [_const(a) for a in args]
    generation = ctx.numbering.generation
    known = [c for c in consts if c is not None]
    if _named(name, "update.dpp") and len(args) == 6 and None not in consts[2:]:
        ctrl, row_mask, bank_mask, bound = known[-4:]
        return _dpp(ctx, args[0], args[1], ctrl, row_mask, bank_mask, bound != 0)
    if _named(name, "mov.dpp") and len(args) == 5 and None not in consts[1:]:
        ctrl, row_mask, bank_mask, bound = known[-4:]
        return _dpp(ctx, None, args[0], ctrl, row_mask, bank_mask, bound != 0)
    for base, cross in (("permlane16", False), ("permlanex16", True)):
        if _named(name, base) and len(args) == 6 and _gfx10_plus(generation):
            lo, hi = consts[2], consts[3]
            if lo is None or hi is None:
                return None
            return _permlane(ctx, args[1], lo, hi, cross)
    if _named(name, "permlane64") and len(args) == 1 and ctx.width == 64 and (
            generation or "").startswith(("gfx11", "gfx12")):
        sources = np.arange(ctx.width, dtype=np.int64) ^ 32  # the other half of the wave
        return _gather(ctx, ctx.numbers_of(ctx.operand(args[0]), 1)[0], sources)[None, :]
    for base, span in (("permlane16.swap", 16), ("permlane32.swap", 32)):
        if _named(name, base) and len(args) == 4 and count == 2 and ctx.width == 64 and (
                ctx.mask.all()):
            return _swap(ctx, args[0], args[1], span)
    if _named(name, "ds.bpermute") and len(args) == 2:
        # ds_bpermute_b32: lane i reads the lane addressed by its byte index / 4.
        index = ctx.evaluate(args[0])
        if not (isinstance(index, np.ndarray) and index.ndim == 1):
            return None
        sources = index >> 2
        sources = np.where((sources >= 0) & (sources < ctx.width), sources, UNDECODED)
        return _gather(ctx, ctx.numbers_of(ctx.operand(args[1]), 1)[0], sources)[None, :]
    if any(_named(name, b) for b in _LANEWISE_AMDGCN):
        return _lanewise(ctx, args, count, False, False)
    return None


def _swap(ctx: _Context, vdst: o.Operand, src: o.Operand, span: int) -> IntArray:
    """``permlane16.swap`` / ``permlane32.swap`` (GFX950; the intrinsic returns the new
    ``vdst`` and the new ``src``): v_permlane16_swap_b32 exchanges the odd rows of vdst
    with the even rows of src, v_permlane32_swap_b32 the upper half of vdst with the
    lower half of src. Decoded only with every lane of the wave active."""
    lanes = np.arange(ctx.width, dtype=np.int64)
    a = ctx.numbers_of(ctx.operand(vdst), 1)[0]
    b = ctx.numbers_of(ctx.operand(src), 1)[0]
    upper = (lanes & span) != 0  # odd row (16) / upper half (32)
    new_vdst = np.where(upper, b[lanes ^ span], a)
    new_src = np.where(upper, b, a[lanes ^ span])
    return np.stack([new_vdst, new_src])


# ---------------------------------------------------------------- stores


def value_numbers(numbering: Numbering, numbers: Numbers, params: Collection[str],
                  operand: o.Operand, ty: Type, mask: BoolArray, evaluate: Evaluate
                  ) -> IntArray:
    """The value numbers of a stored operand, one row per element of ``ty``."""
    ctx = _Context(numbering, numbers, params, mask, evaluate)
    return ctx.numbers_of(ctx.operand(operand, ty), elements(ty))


def all_differ(numbers: IntArray, mask: BoolArray) -> bool:
    """Do the lanes of ``mask`` hold pairwise different numbers (in some element, or as
    a whole)? Then no two of them are known to hold one value."""
    chosen = numbers[:, mask]
    lanes = int(chosen.shape[1])
    if lanes < 2 or bool((np.diff(chosen, axis=1) > 0).all(axis=1).any()):
        return True
    return len(np.unique(chosen.T, axis=0)) == lanes
