"""Hash-consed bit-vector terms with LLVM's exact widths and wrap-around.

A term is built only through the constructors below; each returns the one term object
for its structure (hash-consing), so two terms are equal exactly when they are the same
object and a term's identity is a cheap cache key. Values are kept unsigned, in
``[0, 2**width)``; arithmetic wraps modulo ``2**width`` (LangRef "Integer Type", "add",
"sub", "mul": two's-complement wrap-around; nsw/nuw poison is the engine's concern).

Memory read under a symbol is a byte array per buffer: ``load(buffer, offset, width)``
is the little-endian concatenation of the bytes at ``offset .. offset + width/8 - 1``
(AMDGPU is little-endian; LangRef "load": a load of a type whose size is not a multiple
of a byte reads the bytes of its store size). Two loads of the same buffer at offsets
that turn out equal therefore read equal values, and loads of different widths that
overlap agree byte for byte: the model of memory is exact.

Shifts take a constant amount below the width only (LangRef "shl": an amount equal to
or above the width is poison); a symbolic shift amount raises :class:`TermError`, which
the engine reports as ``incomplete``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

# LangRef "icmp": the ten predicates.
ICMP_PREDICATES = ("eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle")
_BINARY = ("add", "sub", "mul", "and", "or", "xor", "shl", "lshr", "ashr")


class TermError(ValueError):
    """A term the symbolic engine cannot represent exactly (the caller says incomplete)."""


@dataclass(frozen=True, eq=False)
class Term:
    """One bit-vector term: ``op`` applied to ``args`` (and ``value`` for a constant, the
    predicate for ``icmp``, the buffer name for ``load``), ``width`` bits wide. Built only
    through the constructors of this module (hash-consed: equality is identity)."""

    op: str
    width: int
    args: tuple[Term, ...] = ()
    value: int = 0
    name: str = ""
    symbolic: bool = False  # a load is under it

    def __repr__(self) -> str:
        return show(self)

    @property
    def is_const(self) -> bool:
        return self.op == "const"


_TABLE: dict[tuple[str, int, tuple[int, ...], int, str], Term] = {}


def _make(op: str, width: int, args: tuple[Term, ...] = (), value: int = 0,
          name: str = "") -> Term:
    key = (op, width, tuple(id(a) for a in args), value, name)
    term = _TABLE.get(key)
    if term is None:
        symbolic = op == "load" or any(a.symbolic for a in args)
        term = Term(op, width, args, value, name, symbolic)
        _TABLE[key] = term
    return term


def _mask(width: int) -> int:
    return (1 << width) - 1


def _signed(value: int, width: int) -> int:
    return value - (1 << width) if value >> (width - 1) else value


def const(value: int, width: int) -> Term:
    """The constant ``value`` wrapped to ``width`` bits."""
    if width < 1:
        raise TermError(f"a bit-vector has at least one bit, not {width}")
    return _make("const", width, value=value & _mask(width))


def load(buffer: str, offset: Term, width: int) -> Term:
    """The ``width``-bit value at byte ``offset`` (a 64-bit term) of ``buffer`` as the
    launch left it (memory the launch does not define: every input)."""
    if offset.width != 64:
        raise TermError("a load offset is a 64-bit byte offset")
    if width % 8:
        raise TermError(f"a symbolic load reads whole bytes, not {width} bits")
    return _make("load", width, (offset,), name=buffer)


def _fold(op: str, a: int, b: int, width: int) -> int:
    if op in ("shl", "lshr", "ashr") and b >= width:
        raise TermError(f"a shift by {b} of an i{width} is poison")
    result = {
        "add": lambda: a + b, "sub": lambda: a - b, "mul": lambda: a * b,
        "and": lambda: a & b, "or": lambda: a | b, "xor": lambda: a ^ b,
        "shl": lambda: a << b, "lshr": lambda: a >> b,
        "ashr": lambda: _signed(a, width) >> b,
    }[op]()
    return result & _mask(width)


def binary(op: str, a: Term, b: Term) -> Term:
    """``op`` (add sub mul and or xor shl lshr ashr) on two terms of one width."""
    if op not in _BINARY:
        raise TermError(f"no binary operation {op!r}")
    if a.width != b.width:
        raise TermError(f"{op} of an i{a.width} and an i{b.width}")
    width = a.width
    if a.is_const and b.is_const:
        return const(_fold(op, a.value, b.value, width), width)
    if op in ("shl", "lshr", "ashr"):
        if not b.is_const:
            raise TermError("a shift by a value amdsync does not track (poison at or "
                            "above the width cannot be ruled out term by term)")
        if b.value >= width:
            raise TermError(f"a shift by {b.value} of an i{width} is poison")
    if op == "sub":
        gap = difference(a, b)
        if gap is not None:
            return const(gap, width)  # (x + c1) - (x + c2) is c1 - c2 for every input
    simplified = _identity(op, a, b)
    if simplified is not None:
        return simplified
    if op in ("add", "mul", "and", "or", "xor") and a.is_const:
        a, b = b, a  # constants second: one form for commuted operands
    if op == "sub" and b.is_const:
        # x - c is x + (-c) modulo 2**width: one form for offsets from a base
        return binary("add", a, const(-b.value, width))
    if op == "add" and b.is_const and a.op == "add" and a.args[1].is_const:
        # (x + c1) + c2 is x + (c1 + c2) modulo 2**width
        return binary("add", a.args[0], const(a.args[1].value + b.value, width))
    return _make(op, width, (a, b))


def _identity(op: str, a: Term, b: Term) -> Term | None:
    zero = const(0, a.width)
    ones = const(-1, a.width)
    if b is zero and op in ("add", "sub", "or", "xor", "shl", "lshr", "ashr"):
        return a
    if a is zero and op in ("add", "or", "xor"):
        return b
    if (a is zero or b is zero) and op in ("mul", "and"):
        return zero
    if op == "mul" and b is const(1, a.width):
        return a
    if op == "mul" and a is const(1, a.width):
        return b
    if op == "and" and b is ones:
        return a
    if op == "and" and a is ones:
        return b
    if a is b and op in ("sub", "xor"):
        return zero
    if a is b and op in ("and", "or"):
        return a
    return None


def zext(a: Term, width: int) -> Term:
    if width < a.width:
        raise TermError(f"zext of an i{a.width} to i{width}")
    if width == a.width:
        return a
    if a.is_const:
        return const(a.value, width)
    return _make("zext", width, (a,))


def sext(a: Term, width: int) -> Term:
    if width < a.width:
        raise TermError(f"sext of an i{a.width} to i{width}")
    if width == a.width:
        return a
    if a.is_const:
        return const(_signed(a.value, a.width), width)
    return _make("sext", width, (a,))


def trunc(a: Term, width: int) -> Term:
    if width > a.width or width < 1:
        raise TermError(f"trunc of an i{a.width} to i{width}")
    if width == a.width:
        return a
    if a.is_const:
        return const(a.value, width)
    return _make("trunc", width, (a,))


def _compare(pred: str, a: int, b: int, width: int) -> bool:
    if pred.startswith("s"):
        a, b = _signed(a, width), _signed(b, width)
    return {
        "eq": a == b, "ne": a != b,
        "ugt": a > b, "uge": a >= b, "ult": a < b, "ule": a <= b,
        "sgt": a > b, "sge": a >= b, "slt": a < b, "sle": a <= b,
    }[pred]


def icmp(pred: str, a: Term, b: Term) -> Term:
    """LangRef "icmp": an i1 term."""
    if pred not in ICMP_PREDICATES:
        raise TermError(f"no icmp predicate {pred!r}")
    if a.width != b.width:
        raise TermError(f"icmp of an i{a.width} and an i{b.width}")
    if a.is_const and b.is_const:
        return const(int(_compare(pred, a.value, b.value, a.width)), 1)
    if a is b:
        return const(int(pred in ("eq", "uge", "ule", "sge", "sle")), 1)
    if pred in ("eq", "ne") and b.is_const and b.value == 0 and a.op == "zext" and (
            a.args[0].width == 1):
        return a.args[0] if pred == "ne" else bool_not(a.args[0])  # (C's 0/1 of a test)
    if pred in ("eq", "ne"):
        gap = difference(a, b)
        if gap is not None:
            # (a - b is one constant for every input: equal exactly when it is 0)
            return const(int((gap == 0) == (pred == "eq")), 1)
        inner = _injective_parts(a, b)
        if inner is not None:
            return icmp(pred, *inner)
        (ka, ra), (kb, rb) = residue(a), residue(b)
        k = min(ka, kb)
        if k and (ra - rb) % (1 << k):
            # (their low k bits differ for every input: 4x + 1 is never 4y + 2)
            return const(int(pred == "ne"), 1)
    return _make("icmp", 1, (a, b), name=pred)


_RESIDUES: dict[int, tuple[int, int]] = {}


def _zeros(value: int, width: int) -> int:
    """Trailing zero bits of ``value`` (``width``, a bound past any term's, for 0)."""
    return (value & -value).bit_length() - 1 if value else width


def residue(term: Term) -> tuple[int, int]:
    """``(k, r)``: the low ``k`` bits of ``term`` are those of ``r`` for every input
    (a constant: all its bits; a product: what its operands fix, so that a constant
    with ``z`` trailing zero bits gives ``z`` zero bits; a left shift by ``z``: a product
    with 2^z; a sum, difference or bitwise
    operation: the bits both operands fix, combined; an extension or truncation: the
    bits its operand fixes that it keeps). ``(0, 0)``: nothing known."""
    known = _RESIDUES.get(id(term))
    if known is not None:
        return known
    out = (0, 0)
    if term.is_const:
        out = (term.width, term.value)
    elif term.op == "mul" or (term.op == "shl" and term.args[1].is_const):
        # x = r1 + 2^k1 a and y = r2 + 2^k2 b: xy = r1 r2 + r1 2^k2 b + r2 2^k1 a +
        # 2^(k1 + k2) ab, each term after the first a multiple of the power shown times
        # the trailing zero bits of its r (none where that r is 0); x << s is x * 2^s.
        k1, r1 = residue(term.args[0])
        k2, r2 = ((term.width, 1 << term.args[1].value) if term.op == "shl"
                  else residue(term.args[1]))
        k = min(term.width, k1 + k2, k2 + _zeros(r1, term.width),
                k1 + _zeros(r2, term.width))
        out = (k, (r1 * r2) % (1 << k)) if k else (0, 0)
    elif term.op in ("add", "sub", "or", "and", "xor"):
        (k1, r1), (k2, r2) = residue(term.args[0]), residue(term.args[1])
        k = min(k1, k2)
        if k:
            combined = {"add": r1 + r2, "sub": r1 - r2, "or": r1 | r2, "and": r1 & r2,
                        "xor": r1 ^ r2}[term.op]
            out = (k, combined % (1 << k))
    elif term.op in ("sext", "zext", "trunc"):
        k0, r0 = residue(term.args[0])
        k = min(k0, term.width, term.args[0].width)
        out = (k, r0 % (1 << k)) if k else (0, 0)
    _RESIDUES[id(term)] = out
    return out


def difference(a: Term, b: Term) -> int | None:
    """``a - b`` modulo 2**width where it is one constant for every input, else None:
    two terms that differ by added constants (``x + 6208`` and ``x + 6144``), the same
    after a left shift or a product with one constant (``(x + c) << k`` is
    ``(x << k) + (c << k)`` modulo 2**width, and so for a product)."""
    if a.width != b.width:
        return None
    mask = _mask(a.width)
    if a is b:
        return 0
    if a.op == "add" and a.args[1].is_const:
        inner = difference(a.args[0], b)
        return None if inner is None else (inner + a.args[1].value) & mask
    if b.op == "add" and b.args[1].is_const:
        inner = difference(a, b.args[0])
        return None if inner is None else (inner - b.args[1].value) & mask
    if a.op == b.op and a.op in ("shl", "mul") and a.args[1] is b.args[1] and (
            a.args[1].is_const):
        inner = difference(a.args[0], b.args[0])
        if inner is None:
            return None
        factor = a.args[1].value
        return (inner << factor if a.op == "shl" else inner * factor) & mask
    return None


def _injective_parts(a: Term, b: Term) -> tuple[Term, Term] | None:
    """``(x, y)`` where ``a = f(x)`` and ``b = f(y)`` for one injective ``f``, so that
    ``a == b`` exactly when ``x == y``: a sign or zero extension, an addition of one
    constant (a bijection modulo 2**width) or an or of one constant with values whose
    bits under it are known clear (the same addition), a product with one odd constant (invertible
    modulo 2**width), or a product with (or left shift by) one power of two 2**k of two
    values each extended from at most ``width - k`` bits (no bit is shifted out).
    Equality then needs no arithmetic: the solver sees the loads themselves."""
    if a.op != b.op or a.op not in ("sext", "zext", "add", "mul", "shl", "or"):
        return None
    if a.op in ("sext", "zext"):
        x, y = a.args[0], b.args[0]
        return (x, y) if x.width == y.width else None
    x, c = a.args
    y, d = b.args
    if not (c is d and c.is_const):
        return None
    if a.op == "add" or (a.op == "mul" and c.value % 2 == 1):
        return x, y
    if a.op == "or":
        # (an or of bits both operands are known to have clear is an addition)
        if all(c.value < (1 << k) and r & c.value == 0
               for k, r in (residue(x), residue(y))):
            return x, y
        return None
    k = c.value if a.op == "shl" else (c.value.bit_length() - 1
                                       if c.value & (c.value - 1) == 0 else -1)
    if k < 0 or not (_extended_from(x) + k <= a.width and _extended_from(y) + k <= a.width):
        return None
    return x, y


def _extended_from(term: Term) -> int:
    """How many low bits of ``term`` determine it: an extension's source width, else
    its own width."""
    if term.op in ("sext", "zext"):
        return term.args[0].width
    return term.width


def select(cond: Term, a: Term, b: Term) -> Term:
    """LangRef "select" with an i1 condition."""
    if cond.width != 1:
        raise TermError("a select condition is an i1")
    if a.width != b.width:
        raise TermError(f"select of an i{a.width} and an i{b.width}")
    if cond.is_const:
        return a if cond.value else b
    if a is b:
        return a
    return _make("select", a.width, (cond, a, b))


def balanced(op: str, parts: list[Term]) -> Term:
    """The conjunction (``op`` "and") or disjunction ("or") of i1 ``parts`` as a balanced
    tree (the translation to the solver and the evaluation recurse on a term's depth);
    of no parts: true, or false."""
    if not parts:
        return const(int(op == "and"), 1)
    while len(parts) > 1:
        paired = [binary(op, parts[k], parts[k + 1]) for k in range(0, len(parts) - 1, 2)]
        parts = paired + parts[len(parts) - len(parts) % 2:]
    return parts[0]


def bool_not(cond: Term) -> Term:
    """The negation of an i1 term (``xor c, true``)."""
    return binary("xor", cond, const(1, 1))


def loads(terms: tuple[Term, ...]) -> tuple[Term, ...]:
    """Every ``load`` term reachable from ``terms``, inner loads (offsets) first."""
    seen: dict[int, Term] = {}

    def visit(term: Term) -> None:
        if id(term) in seen or not term.symbolic:
            return
        for arg in term.args:
            visit(arg)
        if term.op == "load":
            seen[id(term)] = term

    for term in terms:
        visit(term)
    return tuple(seen.values())


Memory = Callable[[str, int], int]
"""A byte of a buffer's initial contents: ``memory(buffer, offset) -> 0..255``."""


def evaluate(term: Term, memory: Memory, cache: dict[int, int] | None = None) -> int:
    """The unsigned value of ``term`` when every buffer holds ``memory``'s bytes."""
    cache = {} if cache is None else cache
    if term.is_const:
        return term.value
    known = cache.get(id(term))
    if known is not None:
        return known
    args = [evaluate(a, memory, cache) for a in term.args]
    result = _apply(term, args, memory)
    cache[id(term)] = result
    return result


def _apply(term: Term, args: list[int], memory: Memory) -> int:
    op, width = term.op, term.width
    if op == "load":
        offset = args[0]
        return sum(memory(term.name, (offset + k) & _mask(64)) << (8 * k)
                   for k in range(width // 8))
    if op in _BINARY:
        return _fold(op, args[0], args[1], width)
    if op == "zext":
        return args[0]
    if op == "sext":
        return _signed(args[0], term.args[0].width) & _mask(width)
    if op == "trunc":
        return args[0] & _mask(width)
    if op == "icmp":
        return int(_compare(term.name, args[0], args[1], term.args[0].width))
    if op == "select":
        return args[1] if args[0] else args[2]
    raise TermError(f"no term operation {op!r}")


def show(term: Term) -> str:
    """A short readable form (``K[(8 * idx[0])]``-like) for messages and tests."""
    if term.is_const:
        return str(_signed(term.value, term.width)) if term.width > 1 else str(term.value)
    if term.op == "load":
        return f"{term.name}[{show(term.args[0])}]:i{term.width}"
    if term.op == "icmp":
        return f"({show(term.args[0])} {term.name} {show(term.args[1])})"
    if term.op in _BINARY:
        return f"({show(term.args[0])} {term.op} {show(term.args[1])})"
    if term.op == "select":
        return f"({show(term.args[0])} ? {show(term.args[1])} : {show(term.args[2])})"
    return f"{term.op}.i{term.width}({show(term.args[0])})"

