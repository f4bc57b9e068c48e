"""Equality assumptions that pin a buffer's initial contents (docs/semantics/
every-input.md, "Assumptions that pin contents").

``--assume 'atomic_val[0] == 0'`` or ``--assume 'forall i: Lock[i] == 0'`` states what
the host wrote into the buffer before the launch. The launches that meet it are those
whose buffer holds that value in that element: exactly the launch ``--input`` gives
with those bytes there, so the element is defined with them as its initial value
(amdgpu-memory-model: an initial system-scoped write ordered before every access), and
loads and atomics read it concretely — a lock the host zeroed is taken and released by
the atomics' own values, not by sides assumed of an unknown.

    x[3] == 7                    pins x[3]
    forall i in 0..4: y[2*i] == i pins y[0], y[2], y[4], y[6] to 0, 1, 2, 3
    forall i: Lock[i] == 0       pins Lock[0..PIN_ELEMENTS-1]
    a[0] == 1 && b[0] < 2        pins a[0] (a conjunction's parts each)

A pin is a conjunct ``E[index] == value`` (either way round) whose index and value are
constants, or computed from known scalar arguments and a quantifier's variable, at the
top of an assumption or in the body of a ``forall`` (bounded: every instance up to
preconditions.MAX_INSTANCES; unbounded: the instances whose index falls in the first
``PIN_ELEMENTS`` elements). Everything an assumption says stays a precondition of the
solver's queries as well; elements it constrains but does not pin keep their terms.
Values are read as assumptions read every element: sign-extended from the element's
width (explore/symbolic/preconditions.py), so a value outside that range makes the
assumption never true (a usage error where the assumption names the element itself).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass

from amdsync.explore.symbolic.assume import (
    AssumeError,
    Binary,
    Elem,
    Expr,
    Forall,
    Lit,
    Ref,
    Unary,
    evaluate,
)

MAX_PINNED_INSTANCES = 4096  # instances of one bounded quantifier that pin (as preconditions')
PIN_ELEMENTS = 256  # elements an unbounded quantifier pins, from the buffer's start (each a
# byte cell per byte in every machine set-up: a lock or counter array, not a tensor)


@dataclass(frozen=True)
class Shape:
    """An element of a buffer argument: its size in bytes and integer width."""

    size: int
    bits: int


@dataclass(frozen=True)
class Pin:
    """One element's initial value an assumption fixes: ``size`` bytes at ``offset`` of
    the buffer ``--input NAME`` names, little-endian two's complement."""

    buffer: str
    offset: int
    data: bytes
    text: str  # the assumption
    column: int  # where it names the element

    def describe(self) -> str:
        return f"{self.buffer}[{self.offset // len(self.data)}]"


def pins_of(texts: Sequence[str], exprs: Sequence[Expr], params: Sequence[str],
            shapes: Mapping[str, Shape], args: Mapping[str, int]) -> tuple[Pin, ...]:
    """Every element the assumptions pin, in order; :class:`AssumeError` where a pinned
    value is no value of its element or two assumptions pin one byte differently.
    ``params``: the kernel's parameters by input name in order (``%N``); ``shapes``: the
    element of each buffer argument; ``args``: the known scalar arguments."""
    known = dict(args)
    for position, name in enumerate(params):
        if name in args:
            known[f"%{position}"] = args[name]
    out: list[Pin] = []
    held: dict[tuple[str, int], tuple[int, Pin]] = {}  # (buffer, byte) → value, pin
    for text, expr in zip(texts, exprs, strict=True):
        for pin in _pins(text, expr, params, shapes, known):
            for k, byte in enumerate(pin.data):
                before = held.get((pin.buffer, pin.offset + k))
                if before is not None and before[0] != byte:
                    raise AssumeError(text, pin.column, (
                        f"pins {pin.describe()}, which --assume {before[1].text!r} pins "
                        "to another value (vacuous)" if before[1].text != text else
                        f"pins {pin.describe()} to two values (vacuous)"))
                held[(pin.buffer, pin.offset + k)] = (byte, pin)
            out.append(pin)
    return tuple(out)


def _pins(text: str, expr: Expr, params: Sequence[str], shapes: Mapping[str, Shape],
          args: Mapping[str, int]) -> Iterator[Pin]:
    """The pins of one assumption: its conjuncts, and a ``forall``'s instances."""
    for part in _conjuncts(expr):
        if isinstance(part, Forall):
            yield from _forall(text, part, params, shapes, args)
        else:
            pin = _pin(text, part, params, shapes, args, strict=True)
            if pin is not None:
                yield pin


def _conjuncts(expr: Expr) -> Iterator[Expr]:
    if isinstance(expr, Binary) and expr.op == "&&":
        yield from _conjuncts(expr.left)
        yield from _conjuncts(expr.right)
    else:
        yield expr


def _forall(text: str, node: Forall, params: Sequence[str], shapes: Mapping[str, Shape],
            args: Mapping[str, int]) -> Iterator[Pin]:
    """Each instance's pins. A bounded range of constants pins every instance (it names
    the elements, so a value no element holds is an error); an unbounded one the
    instances whose index lies in the first PIN_ELEMENTS elements (no more is known of
    the buffer's length, so an instance whose value an element cannot hold is one past
    its end and pins nothing)."""
    parts = [p for p in _conjuncts(node.body) if not isinstance(p, Forall)]
    if node.low is not None and node.high is not None:
        low, high = _value(node.low, args), _value(node.high, args)
        if low is None or high is None or high - low > MAX_PINNED_INSTANCES:
            return
        instances, strict = range(low, high), True
    else:
        instances, strict = range(PIN_ELEMENTS), False
    for i in instances:
        env = {**args, node.var: i}
        for part in parts:
            pin = _pin(text, part, params, shapes, env, strict)
            if pin is not None and (strict or pin.offset < PIN_ELEMENTS * len(pin.data)):
                yield pin


def _pin(text: str, part: Expr, params: Sequence[str], shapes: Mapping[str, Shape],
         args: Mapping[str, int], strict: bool) -> Pin | None:
    """``E[index] == value`` (or ``value == E[index]``) with both computed from ``args``:
    the element's pin; None for any other form, a negative index, a buffer without a
    known element, or (not ``strict``) a value the element cannot hold."""
    if not isinstance(part, Binary) or part.op != "==":
        return None
    for elem, other in ((part.left, part.right), (part.right, part.left)):
        if not isinstance(elem, Elem):
            continue
        index, value = _value(elem.index, args), _value(other, args)
        if index is None or value is None or index < 0:
            continue
        ref = elem.buffer
        name = params[int(ref.name[1:])] if ref.name.startswith("%") else ref.name
        shape = (Shape(int(ref.elem_type[1:]) // 8, int(ref.elem_type[1:]))
                 if ref.elem_type is not None else shapes.get(name))
        if shape is None:
            return None
        low, high = -(1 << (shape.bits - 1)), (1 << (shape.bits - 1)) - 1
        if not low <= value <= high:
            if not strict:
                return None
            raise AssumeError(text, elem.column, (
                f"{name}[{index}] is an i{shape.bits} element, read signed as every "
                f"assumption reads one ({low}..{high}): never {value} (vacuous)"))
        raw = (value & ((1 << (8 * shape.size)) - 1)).to_bytes(shape.size, "little")
        return Pin(name, index * shape.size, raw, text, elem.column)
    return None


def _value(expr: Expr, args: Mapping[str, int]) -> int | None:
    """The integer ``expr`` is on ``args`` alone (None: it reads a buffer, a scalar
    without a value, or divides by zero)."""
    if not _ground(expr):
        return None
    try:
        return evaluate(expr, args)
    except (KeyError, ZeroDivisionError):
        return None


def _ground(expr: Expr) -> bool:
    """No buffer element and no quantifier in ``expr``."""
    if isinstance(expr, Lit | Ref):
        return True
    if isinstance(expr, Unary):
        return _ground(expr.operand)
    if isinstance(expr, Binary):
        return _ground(expr.left) and _ground(expr.right)
    return False


def contradicted_input(pins: Sequence[Pin], inputs: Mapping[str, bytes]) -> None:
    """:class:`AssumeError` at the first pin whose bytes an input given for its buffer
    (``--input``, by name) holds otherwise."""
    for pin in pins:
        given = inputs.get(pin.buffer)
        if given is None:
            continue
        there = given[pin.offset:pin.offset + len(pin.data)]
        if there and there != pin.data[:len(there)]:
            held = int.from_bytes(given[pin.offset:pin.offset + len(pin.data)], "little",
                                  signed=True)
            shown = (f"{pin.describe()} is {held}" if len(there) == len(pin.data)
                     else f"the bytes of {pin.describe()} differ")
            raise AssumeError(pin.text, pin.column,
                              f"contradicts --input {pin.buffer}: {shown} there (vacuous)")


def overlay(buffer: str, data: bytes, pins: Sequence[Pin]) -> bytes:
    """``data`` (the start of ``buffer``'s contents) with the pinned bytes within it
    written over."""
    out = bytearray(data)
    for pin in pins:
        if pin.buffer == buffer and pin.offset < len(out):
            part = pin.data[:len(out) - pin.offset]
            out[pin.offset:pin.offset + len(part)] = part
    return bytes(out)
