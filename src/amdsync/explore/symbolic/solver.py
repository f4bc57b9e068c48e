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
TIMEOUT_MS = 10_000


def check(constraints: Iterable[Term]) -> Model | None:
    """A model of the conjunction of the i1 ``constraints``, or None when unsatisfiable.
    Raises :class:`SolverUnknown` when the backend cannot decide within its limit."""
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
    answer = Model({}) if not pending else _z3_check(pending)
    for term in pending:
        _KEEP[id(term)] = term
    _CACHE[key] = answer
    return answer


def satisfiable(constraints: Iterable[Term]) -> bool:
    return check(constraints) is not None


def _z3_check(terms: tuple[Term, ...]) -> Model | None:
    import z3  # noqa: PLC0415 (lazily: only a launch with symbols pays for it)

    translate = _Translator(z3)
    solver = z3.SolverFor("QF_UFBV")
    solver.set("timeout", TIMEOUT_MS)
    for term in terms:
        solver.add(translate.term(term) == z3.BitVecVal(1, 1))
    verdict = solver.check()
    if verdict == z3.unsat:
        return None
    if verdict != z3.sat:
        raise SolverUnknown(str(solver.reason_unknown()))
    model = _read_model(z3, solver.model(), translate, terms)
    for term in terms:
        if model.value(term) != 1:
            raise AssertionError(f"the solver's model does not satisfy {term!r}")
    return model


def _read_model(z3: Any, zmodel: Any, translate: _Translator,
                terms: tuple[Term, ...]) -> Model:
    found: dict[tuple[str, int], int] = {}
    for load in loads(terms):
        offset = zmodel.eval(translate.term(load.args[0]), model_completion=True).as_long()
        memory = translate.memory(load.name)
        for k in range(load.width // 8):
            at = (offset + k) % (1 << 64)
            byte = zmodel.eval(memory(z3.BitVecVal(at, 64)), model_completion=True)
            found[(load.name, at)] = byte.as_long()
    return Model(found)


class _Translator:
    """Terms to z3 expressions, each term translated once per query."""

    def __init__(self, z3: Any) -> None:
        self.z3 = z3
        self.done: dict[int, Any] = {}
        self.memories: dict[str, Any] = {}

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
            return z3.If(self._compare(term.name, args[0], args[1]),
                         z3.BitVecVal(1, 1), z3.BitVecVal(0, 1))
        if op == "select":
            return z3.If(args[0] == z3.BitVecVal(1, 1), args[1], args[2])
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
