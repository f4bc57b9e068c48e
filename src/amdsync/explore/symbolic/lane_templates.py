"""One term for the lanes of an access: its lanes' terms as one template over a lane
variable (docs/semantics/symbolic.md, "Lanes as one term").

The lanes of one instruction compute the same expression; their terms differ only in
constants that come from the lane's ids (``start + t``: ``load + 5`` in one lane, ``load
+ 6`` in the next). Where every lane's term is one template ``T`` whose holes hold, in
the lane at position ``p`` of the access, ``a * p + b`` (modulo the hole's width) for
constants ``a`` and ``b``, ``T(p)`` *is* that lane's term (the constructors fold
constants the same way either side: evaluating ``T`` at ``p`` gives the lane's value for
every input). A question about "some pair of lanes" — a disjunction of one term per pair,
4,096 for two 64-lane accesses — is then one term over two lane variables, each below
its access's lane count: the same question, exactly.

A lane variable is a byte of a buffer of its own (``<lane a>``): a model gives its value
like any input byte, the model check evaluates it like any load, and the witness, which
names only the buffers the execution read, never shows it.
"""

from __future__ import annotations

from collections.abc import Sequence

from amdsync.explore.symbolic import terms as tm
from amdsync.explore.symbolic.terms import Term, TermError

LANE_PREFIX = "<lane "


def lane_variable(name: str) -> Term:
    """The 8-bit lane variable ``name`` (a position in an access's lanes)."""
    return tm.load(f"{LANE_PREFIX}{name}>", tm.const(0, 64), 8)


def is_lane_buffer(buffer: str) -> bool:
    return buffer.startswith(LANE_PREFIX)


def template(lanes: Sequence[Term], var: Term) -> Term | None:
    """The one term that is ``lanes[p]`` where ``var`` is ``p``, or None where the lanes
    differ in more than constants affine in the position."""
    if len(lanes) > 1 << var.width:
        return None
    memo: dict[tuple[int, ...], Term | None] = {}
    try:
        return _unify(list(lanes), var, memo)
    except TermError:
        return None


def _unify(terms: list[Term], var: Term, memo: dict[tuple[int, ...], Term | None]
           ) -> Term | None:
    key = tuple(id(t) for t in terms)
    if key in memo:
        return memo[key]
    first = terms[0]
    found: Term | None
    if all(t is first for t in terms):
        found = first
    elif all(t.is_const and t.width == first.width for t in terms):
        found = _affine([t.value for t in terms], first.width, var)
    elif (lost := _lost_identity(terms, var, memo)) is not None:
        # (``x + 0``, ``x ^ 0``, ``x * 1`` … fold to ``x``: the lane whose constant is
        # the operation's identity lost the operation)
        found = lost
    elif any(t.op != first.op or t.width != first.width or t.name != first.name
             or t.value != first.value or len(t.args) != len(first.args) for t in terms):
        found = None
    else:
        args: list[Term] = []
        for k in range(len(first.args)):
            arg = _unify([t.args[k] for t in terms], var, memo)
            if arg is None:
                memo[key] = None
                return None
            args.append(arg)
        found = _rebuild(first, args)
    memo[key] = found
    return found


# The constant that leaves ``x OP c`` equal to ``x`` (the constructors fold it away).
_IDENTITY = {"add": 0, "sub": 0, "xor": 0, "or": 0, "shl": 0, "lshr": 0, "ashr": 0,
             "mul": 1}


def _with_constant(term: Term, op: str) -> bool:
    return term.op == op and term.args[1].is_const


def _lost_identity(terms: list[Term], var: Term,
                   memo: dict[tuple[int, ...], Term | None]) -> Term | None:
    """The template ``base OP (a * var + b)`` where some lanes apply OP with a constant
    and the others lost it (their constant was OP's identity), or None."""
    width = terms[0].width
    if any(t.width != width for t in terms):
        return None
    ops = sorted({t.op for t in terms if t.op in _IDENTITY and t.args[1].is_const})
    for op in ops:
        if all(_with_constant(t, op) for t in terms):
            continue
        base = _unify([t.args[0] if _with_constant(t, op) else t for t in terms], var, memo)
        step = _affine([t.args[1].value if _with_constant(t, op) else _IDENTITY[op]
                        for t in terms], width, var)
        if base is not None and step is not None:
            return tm.binary(op, base, step)
    return None


def _affine(values: list[int], width: int, var: Term) -> Term | None:
    """``a * var + b`` at ``width`` bits where ``values[p] == (a * p + b) mod 2**width``
    for every position, else None."""
    mask = (1 << width) - 1
    b = values[0]
    a = (values[1] - b) & mask
    if any((a * p + b) & mask != v for p, v in enumerate(values)):
        return None
    lane = (tm.zext(var, width) if width > var.width
            else tm.trunc(var, width) if width < var.width else var)
    return tm.binary("add", tm.binary("mul", lane, tm.const(a, width)), tm.const(b, width))


def _rebuild(like: Term, args: list[Term]) -> Term:
    """``like``'s operation on ``args`` (through the constructors, which fold)."""
    op = like.op
    if op in ("zext", "sext", "trunc"):
        return {"zext": tm.zext, "sext": tm.sext, "trunc": tm.trunc}[op](args[0], like.width)
    if op == "icmp":
        return tm.icmp(like.name, args[0], args[1])
    if op == "select":
        return tm.select(args[0], args[1], args[2])
    if op == "load":
        return tm.load(like.name, args[0], like.width)
    return tm.binary(op, args[0], args[1])
