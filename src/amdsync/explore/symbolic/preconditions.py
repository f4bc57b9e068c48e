"""``--assume`` preconditions as terms the solver's queries include (issue 41, item 6;
docs/semantics/symbolic.md, "Preconditions in the queries").

An assumption (explore/symbolic/assume.py) is over mathematical integers; here it is
a bit-vector term of ``WIDE`` bits whose arithmetic cannot overflow for the values it
combines (elements and arguments of at most 64 bits, sums and products of two of them),
so two's-complement arithmetic at that width is integer arithmetic. A buffer element
``t[i]`` is the term ``load(t, i * size, bits)`` sign-extended (the element type is the
one the assumption names, ``%4:i32[i]``, else the type the kernel loads from that
argument). Comparisons are signed; ``&&``, ``||`` and ``!`` are C's.

Quantifiers: ``forall i in LO..HI`` with bounds that are constants (or known scalar
arguments) is every instance, up to ``MAX_INSTANCES``; ``forall i: …`` (and a larger
range) is instantiated at the element indices the query reads. Adding fewer instances
admits more inputs, so a query can only find more conflicts: a clean verdict stays a
proof for the inputs that meet the preconditions; a finding's witness is checked
against every assumption on the whole input it gives (:meth:`Preconditions.hold`) before
a concrete run confirms it. An assumption that divides, or names a scalar argument
whose value is not given, has no term: it is not used (the report lists the
assumptions a verdict used).

An assumption that fixes an element to a constant also *pins* it (explore/symbolic/
pins.py): the machine starts with those bytes in the buffer, as ``--input`` would give
them, so atomics and loads read them concretely.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from weakref import WeakKeyDictionary

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.explore.every_input.buffer_roots import access_root
from amdsync.explore.every_input.inputs import InputSpec
from amdsync.explore.every_input.value_sources import input_name
from amdsync.explore.symbolic import terms as tm
from amdsync.explore.symbolic.assume import (
    MAX_INPUT_FACTS,
    AssumeError,
    Binary,
    Elem,
    Expr,
    Forall,
    Lit,
    Ref,
    Unary,
    check_assumptions,
)
from amdsync.explore.symbolic.assume import evaluate as evaluate_expr
from amdsync.explore.symbolic.pins import Pin, Shape, contradicted_input, overlay, pins_of
from amdsync.explore.symbolic.terms import Term, evaluate
from amdsync.explore.values.compute import type_bits
from amdsync.program import ops as o
from amdsync.program.module import Program
from amdsync.program.struct_args import declared_params, struct_fields
from amdsync.program.types import IntType

WIDE = 160  # bits: a product of two 64-bit values and a few sums fit
MAX_INSTANCES = 4096  # instances of one bounded quantifier

_COMPARE = {"==": "eq", "!=": "ne", "<": "slt", "<=": "sle", ">": "sgt", ">=": "sge"}


class _NoTerm(Exception):
    """The assumption has no term (a division, an unknown scalar, an unknown shape)."""


class Preconditions:
    """The assumptions of one check, with the names and shapes they refer to.

    ``params``: the kernel's parameters by input name in order (``%N`` is the N-th);
    ``shapes``: the element of each buffer argument; ``args``: known scalar arguments;
    ``pins``: the elements the assumptions fix (explore/symbolic/pins.py)."""

    def __init__(self, texts: Sequence[str], exprs: Sequence[Expr], params: Sequence[str],
                 shapes: Mapping[str, Shape], args: Mapping[str, int],
                 pins: Sequence[Pin] = ()) -> None:
        self.texts = tuple(texts)
        self.exprs = tuple(exprs)
        self.params = tuple(params)
        self.shapes = dict(shapes)
        self.args = dict(args)
        self.pins = tuple(pins)
        self.used: set[int] = set()  # (which assumptions a query used, by position)
        self._held: dict[tuple[tuple[str, bytes], ...], bool] = {}

    def instances(self, query: Iterable[Term]) -> tuple[Term, ...]:
        """The i1 terms of every assumption, instantiated at the element indices the
        ``query``'s loads read."""
        indices = self._indices(tm.loads(tuple(query)))
        out: list[Term] = []
        for k, expr in enumerate(self.exprs):
            try:
                term = self._term(expr, {}, indices)
            except _NoTerm:
                continue
            self.used.add(k)
            out.append(tm.icmp("ne", term, tm.const(0, WIDE)))
        return tuple(out)

    def pinned(self, data: Mapping[str, bytes]) -> dict[str, bytes]:
        """The input ``data`` (by input name) as a launch under these assumptions has
        it: the pinned bytes written over the bytes given (a pin past them is not
        added; the machine defines it all the same)."""
        return {name: overlay(name, raw, self.pins) for name, raw in data.items()}

    def hold(self, data: Mapping[str, bytes]) -> bool:
        """Does every assumption with a term hold on the input ``data`` (by input name;
        bytes no input gives read as 0, pinned bytes as pinned), each quantifier over
        every element given and every element pinned?"""
        key = tuple(sorted(data.items()))
        known = self._held.get(key)
        if known is None:
            known = self._held[key] = self._hold(data)
        return known

    def _with_pins(self, data: Mapping[str, bytes]) -> dict[str, bytes]:
        """``data`` with every pinned byte in it, the buffers extended to hold them
        (zeros between, as a byte no input gives reads)."""
        out = dict(data)
        for pin in self.pins:
            raw = out.get(pin.buffer, b"")
            end = pin.offset + len(pin.data)
            if len(raw) < end:
                raw += bytes(end - len(raw))
            out[pin.buffer] = raw[:pin.offset] + pin.data + raw[end:]
        return out

    def _hold(self, given: Mapping[str, bytes]) -> bool:
        data = self._with_pins(given)
        elements: dict[str, dict[int, None]] = {}
        for name, raw in given.items():
            shape = self.shapes.get(name)
            if shape is not None:
                elements[name] = dict.fromkeys(range(len(raw) // shape.size))
        for pin in self.pins:
            # (a pinned element is given too; the zeros between, which no input gives,
            # are not instances: the launch does not have them)
            shape = self.shapes.get(pin.buffer)
            if shape is not None and (len(pin.data), pin.offset % shape.size) == (shape.size, 0):
                elements.setdefault(pin.buffer, {})[pin.offset // shape.size] = None
        indices = {name: [tm.const(i, WIDE) for i in found] for name, found in elements.items()}

        def byte(buffer: str, offset: int) -> int:
            raw = data.get(buffer, b"")
            return raw[offset] if 0 <= offset < len(raw) else 0

        cache: dict[int, int] = {}
        for expr in self.exprs:
            try:
                term = self._term(expr, {}, indices)
            except _NoTerm:
                if not self._holds_without_term(expr, data):
                    return False
                continue
            if evaluate(term, byte, cache) == 0:
                return False
        return True

    def _holds_without_term(self, expr: Expr, data: Mapping[str, bytes]) -> bool:
        """An assumption without a term (it divides, or names a scalar without a
        value), by the parser's evaluator on the elements given; one it cannot
        evaluate does not hold (the witness is not used: never a finding on an input
        the preconditions may exclude)."""
        elements: dict[str, list[int]] = {}
        for name, raw in data.items():
            shape = self.shapes.get(name)
            if shape is not None:
                elements[name] = [
                    int.from_bytes(raw[k:k + shape.size], "little", signed=True)
                    for k in range(0, len(raw) - shape.size + 1, shape.size)]
        positional = {f"%{k}": elements.get(name, []) for k, name in enumerate(self.params)}
        try:
            return bool(evaluate_expr(expr, {**self.args}, {**elements, **positional}))
        except (KeyError, IndexError, ZeroDivisionError):
            return False

    # -- translation ------------------------------------------------------------

    def _indices(self, loads: Iterable[Term]) -> dict[str, list[Term]]:
        out: dict[str, list[Term]] = {}
        for load in loads:
            shape = self.shapes.get(load.name)
            if shape is None:
                continue
            offset = load.args[0]
            if offset.is_const:
                index: Term = tm.const(offset.value // shape.size, WIDE)
            elif shape.size & (shape.size - 1) == 0:
                shift = shape.size.bit_length() - 1
                index = tm.sext(tm.binary("ashr", offset, tm.const(shift, 64)), WIDE)
            else:
                continue
            found = out.setdefault(load.name, [])
            if index not in found:
                found.append(index)
        return out

    def _buffer(self, ref: Ref) -> tuple[str, Shape]:
        name = self.params[int(ref.name[1:])] if ref.name.startswith("%") else ref.name
        if ref.elem_type is not None:
            bits = int(ref.elem_type[1:])
            return name, Shape(bits // 8, bits)
        shape = self.shapes.get(name)
        if shape is None:
            raise _NoTerm
        return name, shape

    def _term(self, node: Expr, env: Mapping[str, Term],
              indices: Mapping[str, list[Term]]) -> Term:
        if isinstance(node, Lit):
            return tm.const(node.value, WIDE)
        if isinstance(node, Ref):
            if node.name in env:
                return env[node.name]
            name = (self.params[int(node.name[1:])] if node.name.startswith("%")
                    else node.name)
            if name not in self.args:
                raise _NoTerm
            return tm.const(self.args[name], WIDE)
        if isinstance(node, Elem):
            name, shape = self._buffer(node.buffer)
            index = self._term(node.index, env, indices)
            offset = tm.binary("mul", tm.trunc(index, 64), tm.const(shape.size, 64))
            loaded = tm.load(name, offset, shape.size * 8)
            if shape.bits < shape.size * 8:
                loaded = tm.trunc(loaded, shape.bits)
            return tm.sext(loaded, WIDE)
        if isinstance(node, Unary):
            value = self._term(node.operand, env, indices)
            if node.op == "-":
                return tm.binary("sub", tm.const(0, WIDE), value)
            return _flag(tm.icmp("eq", value, tm.const(0, WIDE)))
        if isinstance(node, Binary):
            a = self._term(node.left, env, indices)
            b = self._term(node.right, env, indices)
            zero = tm.const(0, WIDE)
            if node.op == "&&":
                return _flag(tm.binary("and", tm.icmp("ne", a, zero), tm.icmp("ne", b, zero)))
            if node.op == "||":
                return _flag(tm.binary("or", tm.icmp("ne", a, zero), tm.icmp("ne", b, zero)))
            if node.op in _COMPARE:
                return _flag(tm.icmp(_COMPARE[node.op], a, b))
            if node.op in ("+", "-", "*"):
                return tm.binary({"+": "add", "-": "sub", "*": "mul"}[node.op], a, b)
            raise _NoTerm  # (/ and %: no exact term)
        return self._forall(node, env, indices)

    def _forall(self, node: Forall, env: Mapping[str, Term],
                indices: Mapping[str, list[Term]]) -> Term:
        low = self._term(node.low, env, indices) if node.low is not None else None
        high = self._term(node.high, env, indices) if node.high is not None else None
        values: list[Term]
        if (low is not None and high is not None and low.is_const and high.is_const
                and _signed(high.value) - _signed(low.value) <= MAX_INSTANCES):
            values = [tm.const(i, WIDE) for i in range(_signed(low.value),
                                                       _signed(high.value))]
            guarded = False
        else:
            values = [i for found in indices.values() for i in found]
            guarded = low is not None and high is not None
        parts: list[Term] = []
        for value in values:
            body = tm.icmp("ne", self._term(node.body, {**env, node.var: value}, indices),
                           tm.const(0, WIDE))
            if guarded:
                assert low is not None and high is not None
                inside = tm.binary("and", tm.icmp("sle", low, value),
                                   tm.icmp("slt", value, high))
                body = tm.binary("or", tm.bool_not(inside), body)
            parts.append(body)
        return _flag(tm.balanced("and", parts))


def _flag(condition: Term) -> Term:
    """An i1 as C's 0 or 1."""
    return tm.zext(condition, WIDE)


def _signed(value: int) -> int:
    return value - (1 << WIDE) if value >> (WIDE - 1) else value


# Per program (weakly: a program checked no more is not kept), by texts and arguments.
_MADE: WeakKeyDictionary[Program, dict[tuple[tuple[str, ...], tuple[tuple[str, int], ...]],
                                       Preconditions]] = WeakKeyDictionary()


def preconditions_for(program: Program, texts: Sequence[str], args: Mapping[str, int],
                      inputs: Sequence[InputSpec] = ()) -> Preconditions | None:
    """The checked preconditions of a launch of ``program`` (None: none given): parsed,
    every name resolved against the kernel's parameters, the elements they pin found
    (explore/symbolic/pins.py), and the set refused when vacuous — by itself, with the
    scalar arguments ``args`` and with the given ``inputs``
    (assume.check_assumptions, pins.contradicted_input); an error is a located usage
    error (exit 2). Made once per program, texts and arguments: every run of the check
    shares it (the inputs are checked where they are passed: the check's first run, not
    a witness input's, which the preconditions already admit)."""
    if not texts:
        return None
    made = _MADE.setdefault(program, {})
    key = (tuple(texts), tuple(sorted(args.items())))
    # (%N counts the parameters as declared; a struct's fields stand for it by name:
    # program/struct_args.py)
    params = [input_name(name) for name in declared_params(program.kernel_function)]
    try:
        if key not in made:
            fields = struct_fields(program.kernel_function)
            named = {input_name(name): value for name, value in args.items()}
            exprs = check_assumptions(texts, params, fields, named)
            shapes = element_shapes(program)
            made[key] = Preconditions(texts, exprs, params, shapes, args,
                                      pins_of(texts, exprs, params, shapes, named))
        found = made[key]
        if inputs:
            given = {input_name(spec.name): spec.data for spec in inputs}
            contradicted_input(found.pins, given)
            check_assumptions(texts, params, struct_fields(program.kernel_function),
                              {input_name(name): value for name, value in args.items()},
                              _elements(given, found.shapes))
    except AssumeError as error:
        raise AmdsyncError("bad-assume", f"--assume {error.text!r}: {error.reason}",
                           Loc("<--assume>", 1, error.column)) from None
    return found


def _elements(data: Mapping[str, bytes], shapes: Mapping[str, Shape]) -> dict[str, list[int]]:
    """The first elements of each input given whose buffer has a known element, read
    as assumptions read them (sign-extended from the element's width)."""
    out: dict[str, list[int]] = {}
    for name, raw in data.items():
        shape = shapes.get(name)
        if shape is None:
            continue
        values: list[int] = []
        for k in range(0, min(len(raw), MAX_INPUT_FACTS * shape.size) - shape.size + 1,
                       shape.size):
            value = int.from_bytes(raw[k:k + shape.size], "little") & ((1 << shape.bits) - 1)
            values.append(value - (1 << shape.bits) if value >> (shape.bits - 1) else value)
        out[name] = values
    return out


def element_shapes(program: Program) -> dict[str, Shape]:
    """The element each pointer argument is accessed as: the first integer load of the
    kernel through it (by input name; a buffer intrinsic's load through a resource
    made from it counts: explore/every_input/buffer_roots.py), else its first integer
    atomic (a lock or counter only atomics touch: what an assumption that pins it
    sets)."""
    kernel = program.kernel_function
    names = {p.name for p in kernel.params}
    loads: dict[str, Shape] = {}
    atomics: dict[str, Shape] = {}
    for op in kernel.ops():
        if not isinstance(op, o.Load | o.AtomicRMW | o.CmpXchg):
            continue
        root = access_root(kernel, op.ptr)
        bits = type_bits(op.ty)
        if root in names and root is not None and isinstance(op.ty, IntType) and bits:
            found = loads if isinstance(op, o.Load) else atomics
            found.setdefault(input_name(root), Shape(op.size, bits))
    return {**atomics, **loads}
