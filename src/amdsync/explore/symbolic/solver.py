"""A small solver interface: is a conjunction of i1 terms satisfiable, and a model if so.

The z3 backend (z3-solver from PyPI) is imported on the first query only, so a launch
without symbols never loads it (tests/cli/test_startup.py). Terms become z3 bit-vectors
of the same widths (LangRef integer semantics: z3's ``bvadd``/``bvmul``… wrap exactly as
LLVM's); each buffer is a z3 function from a 64-bit byte offset to a byte, so a ``load``
is the little-endian concatenation of its bytes (see :mod:`.terms`).

A model is read back as concrete bytes (every byte any load of the query reads) and the
query is evaluated again on those bytes with :func:`.terms.evaluate`: a model that does
not satisfy the query in our own semantics is a bug and raises, so a witness printed
from it is one the concrete engine agrees with. Answers are cached per set of
constraints (terms are hash-consed, so the set of their identities is the key).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from amdsync.explore.symbolic.terms import Term, TermError, evaluate, loads


class SolverUnknown(Exception):
    """The backend gave no answer (resource limit): the caller says incomplete."""


@dataclass(frozen=True)
class Model:
    """Concrete initial bytes for every buffer byte a query reads; other bytes are 0."""

    bytes: Mapping[tuple[str, int], int]

    def byte(self, buffer: str, offset: int) -> int:
        return self.bytes.get((buffer, offset), 0)

    def value(self, term: Term) -> int:
        """The unsigned value of ``term`` on this model's memory."""
        return evaluate(term, self.byte)

    def buffer_bytes(self, buffer: str) -> dict[int, int]:
        return {off: b for (name, off), b in self.bytes.items() if name == buffer}


_CACHE: dict[frozenset[int], Model | None] = {}
_KEEP: dict[int, Term] = {}  # keeps cached terms alive so their ids stay theirs
# The backend's limit is its own resource count, not the clock: the same query gets the
# same answer on a busy machine (a verdict never depends on wall-clock time). About
# ten seconds of an idle core; the clock limit is only a backstop.
RESOURCE_LIMIT = 30_000_000
TIMEOUT_MS = 300_000


def check(constraints: Iterable[Term], seconds: float | None = None) -> Model | None:
    """A model of the conjunction of the i1 ``constraints``, or None when unsatisfiable.
    Raises :class:`SolverUnknown` when the backend cannot decide within its limit (and
    within ``seconds`` of the clock, when given: what is left of a time bound)."""
    terms = tuple(constraints)
    for term in terms:
        if term.width != 1:
            raise TermError(f"a constraint is an i1, not an i{term.width}")
    if any(t.is_const and t.value == 0 for t in terms):
        return None
    pending = tuple(t for t in terms if not t.is_const)
    key = frozenset(id(t) for t in pending)
    if key in _CACHE:
        return _CACHE[key]
    answer = Model({}) if not pending else (_filled_model(pending)
                                            or _z3_check(pending, seconds))
    for term in pending:
        _KEEP[id(term)] = term
    _CACHE[key] = answer
    return answer


def satisfiable(constraints: Iterable[Term]) -> bool:
    return check(constraints) is not None


MAX_FILLS = 24  # values besides 0 tried as a fill of every element before the backend


def _filled_model(terms: tuple[Term, ...]) -> Model | None:
    """An input found without the backend: every element (of the width the loads
    read) holds one value ``v`` — 0 first, then 1, -1 and the constants the constraints
    compare with and their neighbours — when one satisfies every constraint in our own
    semantics (``terms.evaluate``). Two lanes that read one index meet under any such
    fill the preconditions allow (all zero; every route 3 where routes are >= 3), and
    the backend may take long to find so plain a model among thousands of disjuncts."""
    widths: dict[str, int] = {}
    for load in loads(terms):
        widths.setdefault(load.name, load.width // 8)
    values: list[int] = []
    for value in [1, -1, *_constants(terms)]:
        for near in (value, value - 1, value + 1):
            if near not in values and near != 0:
                values.append(near)
    for value in [0, *values[:MAX_FILLS]]:
        def byte(buffer: str, offset: int, v: int = value) -> int:
            size = widths.get(buffer, 1)
            return (v >> (8 * (offset % size))) & 0xFF
        cache: dict[int, int] = {}
        if all(evaluate(t, byte, cache) == 1 for t in terms):
            found: dict[tuple[str, int], int] = {}
            for load in loads(terms):
                offset = evaluate(load.args[0], byte, cache)
                for k in range(load.width // 8):
                    at = (offset + k) % (1 << 64)
                    found[(load.name, at)] = byte(load.name, at)
            return Model(found)
    return None


def _constants(terms: tuple[Term, ...]) -> list[int]:
    """The constants compared in ``terms`` (signed), first seen first."""
    out: list[int] = []
    seen: set[int] = set()
    stack = list(terms)
    while stack:
        term = stack.pop()
        if id(term) in seen:
            continue
        seen.add(id(term))
        if term.op == "icmp":
            for arg in term.args:
                if arg.is_const:
                    value = arg.value - (1 << arg.width) if arg.value >> (arg.width - 1) \
                        else arg.value
                    if value not in out:
                        out.append(value)
        stack.extend(term.args)
    return out


_TRANSLATORS: dict[frozenset[str], _Translator] = {}


def _z3_check(terms: tuple[Term, ...], seconds: float | None = None) -> Model | None:
    import z3  # noqa: PLC0415 (lazily: only a launch with symbols pays for it)

    # One translator per choice of which buffers are functions (the translation of a
    # load depends on it), kept for the process: terms are hash-consed and live as long
    # as their table, so a term's id names it for good, and a term asked about again
    # (a precondition's instances, the path) is not translated again.
    functions = frozenset(load.name for load in loads(terms) if not load.args[0].is_const)
    translate = _TRANSLATORS.get(functions)
    if translate is None:
        translate = _TRANSLATORS[functions] = _Translator(z3)
        translate.functions = set(functions)
    solver = z3.SolverFor("QF_UFBV")
    solver.set("rlimit", RESOURCE_LIMIT)
    # (``seconds``: what is left of the caller's time bound, so that no query runs past it)
    limit = TIMEOUT_MS if seconds is None else max(1, min(TIMEOUT_MS, int(seconds * 1000)))
    solver.set("timeout", limit)
    for term in terms:
        solver.add(translate.boolean(term))
    verdict = solver.check()
    if verdict == z3.unsat:
        return None
    if verdict != z3.sat:
        raise SolverUnknown(str(solver.reason_unknown()))
    model = _read_model(z3, solver.model(), translate, terms)
    cache: dict[int, int] = {}
    for term in terms:
        if evaluate(term, model.byte, cache) != 1:
            raise AssertionError(f"the solver's model does not satisfy {term!r}")
    return _zeroed(model, terms)


MAX_ZEROED = 16  # bytes tried (each try evaluates every constraint again)


def _zeroed(model: Model, terms: tuple[Term, ...]) -> Model:
    """``model`` with each byte made 0 where the constraints still hold, in our own
    semantics (a witness a reader can follow: only the bytes that matter are not 0)."""
    found = dict(model.bytes)
    for at in [at for at in sorted(found) if found[at]][:MAX_ZEROED]:
        was = found[at]
        found[at] = 0
        cache: dict[int, int] = {}
        if not all(evaluate(t, lambda b, o: found.get((b, o), 0), cache) == 1
                   for t in terms):
            found[at] = was
    return Model({at: b for at, b in found.items()})


def _read_model(z3: Any, zmodel: Any, translate: _Translator,
                terms: tuple[Term, ...]) -> Model:
    found: dict[tuple[str, int], int] = {}
    for load in loads(terms):
        offset = zmodel.eval(translate.term(load.args[0]), model_completion=True).as_long()
        for k in range(load.width // 8):
            at = (offset + k) % (1 << 64)
            byte = zmodel.eval(translate.byte(load.name, at), model_completion=True)
            found[(load.name, at)] = byte.as_long()
    return Model(found)


class _Translator:
    """Terms to z3 expressions, each term translated once (a translator is kept for
    the process, one per set of function buffers: ``_z3_check``). A buffer whose
    loads in the query all read at constant offsets is a variable per byte (no
    uninterpreted function: the solver bit-blasts less); one read at a term offset makes
    it a function from offset to byte for every load of the query, so that equal offsets
    read equal bytes. An i1 term is a z3 Bool where it is a condition."""

    def __init__(self, z3: Any) -> None:
        self.z3 = z3
        self.done: dict[int, Any] = {}
        self.bools: dict[int, Any] = {}
        self.memories: dict[str, Any] = {}
        self.bytes: dict[tuple[str, int], Any] = {}
        self.functions: set[str] = set()

    def byte(self, buffer: str, offset: int) -> Any:
        """The z3 byte at ``offset`` of ``buffer``."""
        if buffer in self.functions:
            return self.memory(buffer)(self.z3.BitVecVal(offset, 64))
        key = (buffer, offset)
        if key not in self.bytes:
            self.bytes[key] = self.z3.BitVec(f"{buffer}@{offset}", 8)
        return self.bytes[key]

    def boolean(self, term: Term) -> Any:
        """An i1 term as a z3 Bool."""
        known = self.bools.get(id(term))
        if known is not None:
            return known
        z3, op = self.z3, term.op
        if op == "const":
            out = z3.BoolVal(term.value == 1)
        elif op == "icmp":
            out = self._compare(term.name, self.term(term.args[0]), self.term(term.args[1]))
        elif op in ("and", "or", "xor") and term.width == 1:
            a, b = self.boolean(term.args[0]), self.boolean(term.args[1])
            out = {"and": z3.And, "or": z3.Or, "xor": z3.Xor}[op](a, b)
        elif op == "select" and term.width == 1:
            out = z3.If(self.boolean(term.args[0]), self.boolean(term.args[1]),
                        self.boolean(term.args[2]))
        else:
            out = self.term(term) == z3.BitVecVal(1, 1)
        self.bools[id(term)] = out
        return out

    def memory(self, buffer: str) -> Any:
        if buffer not in self.memories:
            z3 = self.z3
            self.memories[buffer] = z3.Function(f"mem:{buffer}", z3.BitVecSort(64),
                                                z3.BitVecSort(8))
        return self.memories[buffer]

    def term(self, term: Term) -> Any:
        known = self.done.get(id(term))
        if known is None:
            known = self._build(term, [self.term(a) for a in term.args])
            self.done[id(term)] = known
        return known

    def _build(self, term: Term, args: list[Any]) -> Any:
        z3, op, width = self.z3, term.op, term.width
        if op == "const":
            return z3.BitVecVal(term.value, width)
        if op == "load":
            if term.args[0].is_const:
                at = term.args[0].value
                parts = [self.byte(term.name, (at + k) % (1 << 64)) for k in range(width // 8)]
            else:
                memory = self.memory(term.name)
                parts = [memory(args[0] + k) for k in range(width // 8)]
            return parts[0] if len(parts) == 1 else z3.Concat(*reversed(parts))
        binary = {
            "add": lambda a, b: a + b, "sub": lambda a, b: a - b,
            "mul": lambda a, b: a * b, "and": lambda a, b: a & b,
            "or": lambda a, b: a | b, "xor": lambda a, b: a ^ b,
            "shl": lambda a, b: a << b, "lshr": z3.LShR, "ashr": lambda a, b: a >> b,
        }
        if op in binary:
            return binary[op](args[0], args[1])
        if op == "zext":
            return z3.ZeroExt(width - term.args[0].width, args[0])
        if op == "sext":
            return z3.SignExt(width - term.args[0].width, args[0])
        if op == "trunc":
            return z3.Extract(width - 1, 0, args[0])
        if op == "icmp":
            return z3.If(self.boolean(term), z3.BitVecVal(1, 1), z3.BitVecVal(0, 1))
        if op == "select":
            return z3.If(self.boolean(term.args[0]), args[1], args[2])
        raise TermError(f"no term operation {op!r}")

    def _compare(self, pred: str, a: Any, b: Any) -> Any:
        z3 = self.z3
        return {
            "eq": lambda: a == b, "ne": lambda: a != b,
            "ugt": lambda: z3.UGT(a, b), "uge": lambda: z3.UGE(a, b),
            "ult": lambda: z3.ULT(a, b), "ule": lambda: z3.ULE(a, b),
            "sgt": lambda: a > b, "sge": lambda: a >= b,
            "slt": lambda: a < b, "sle": lambda: a <= b,
        }[pred]()
