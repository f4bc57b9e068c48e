"""Tickets and lane ids kept apart after a read-modify-write (docs/semantics/atomics-and-lanes.md,
"Tickets and lane ids kept apart"): what the lanes of a work queue or a compaction do after
taking a ticket — `out[ticket] = in[tid]`, `out[tid] = in[ticket]` — classified register by
register as depending on the ticket (T), on the lane (L: lane ids, and values loaded through
lane addresses) or on neither, so that `AtomicChoices` may take one order of the lanes where
no access tells them apart in a way that matters.

amdgpu-memory-model, data races (plain accesses that conflict and are not ordered);
LLVM LangRef (SSA registers, phi).
"""

from __future__ import annotations

from dataclasses import dataclass

from amdsync.explore.lanes.lane_covering import _LOCAL
from amdsync.program import ops as o
from amdsync.program.module import Program

TICKET = "T"
LANE = "L"
_TAINTED = frozenset({TICKET, LANE})


@dataclass(frozen=True)
class TicketUse:
    """What the continuation of a ticket needs of the values handed out: pairwise
    distinct tickets (some store's address or data holds a ticket, so equal tickets
    would make lanes of one store meet), and the buffers whose contents must stay
    unknown (the ticket-indexed loads a lane-addressed store writes)."""

    distinct: bool
    unknown: frozenset[str]


def written_roots(program: Program, roots: dict[str, frozenset[str]]) -> frozenset[str] | None:
    """The roots some instruction of the kernel writes through (None: a write or copy
    whose pointer is not traced, or a call)."""
    out: set[str] = set()
    for op in program.kernel_function.ops():
        match op:
            case o.Store() | o.AtomicRMW() | o.CmpXchg():
                ptr = op.ptr
            case o.Call() | o.AsyncCopy() | o.TensorCopy() | o.AvStore():
                return None
            case _:
                continue
        found = _roots_of(ptr, roots)
        if "?" in found:
            return None
        out |= found
    return frozenset(out)


def _roots_of(ptr: o.Operand, roots: dict[str, frozenset[str]]) -> frozenset[str]:
    match ptr:
        case o.Reg(name):
            return roots.get(name, frozenset({name}))  # (not defined by an op: a parameter)
        case o.GlobalAddr(name, _):
            return frozenset({"@" + name})
    return frozenset({"?"})


def _sources(x: o.Op) -> list[o.Operand]:
    match x:
        case o.Phi():
            return [v for _, v in x.incoming]
        case o.BinOp() | o.ICmp():
            return [x.lhs, x.rhs]
        case o.Select():
            return [x.cond, x.if_true, x.if_false]
        case o.Cast():
            return [x.value]
        case o.PtrAdd():
            return [x.base, x.offset]
        case o.Load():
            return [x.ptr]
    return []


def ticket_continuation(reached: list[o.Op | o.Terminator], result: str,
                        roots: dict[str, frozenset[str]], write_only: frozenset[str],
                        written: frozenset[str], lane_kinds: frozenset[o.IdKind],
                        lane_regs: frozenset[str] = frozenset()) -> TicketUse | None:
    """May one order of a read-modify-write's lanes stand for all, given what follows
    it (``reached``: every op and terminator reachable after it, in the kernel
    function; ``result``: the register holding each lane's ticket; ``lane_regs``:
    registers computed before it whose values differ between lanes)? The conditions
    (docs/semantics/atomics-and-lanes.md, "Tickets and lane ids kept apart"):

    * only lane-wise computation, lane ids (``lane_kinds``), fences, plain loads and
      plain stores to write-only buffers follow: no atomic, barrier, cross-lane
      operation or call, so no lane learns another's ticket and nothing is published;
    * no branch condition depends on a ticket or a lane (every lane takes one path,
      the same in every order);
    * no address depends on both; an address that depends on either is a load's from
      a buffer nothing writes (its value is then a function of the address) or a
      store's to a write-only buffer;
    * the buffers ticket-addressed stores write are written by no other store of the
      continuation (a ticket never meets a lane's own slot); a store at an address
      depending on neither writes data depending on one of them at most;
    * a lane-addressed store's data depends on no ticket, or is exactly a value
      loaded at a ticket address from a buffer whose contents stay unknown.

    None when they do not hold."""
    taint: dict[str, frozenset[str]] = {r: frozenset({LANE}) for r in lane_regs}
    taint[result] = frozenset({TICKET})
    for x in reached:
        if isinstance(x, o.ThreadId) and x.kind in lane_kinds:
            taint[x.dest] = frozenset({LANE})
    ops = [x for x in reached if isinstance(x, o.BinOp | o.ICmp | o.Select | o.Cast
                                             | o.PtrAdd | o.Phi | o.Load)]
    changed = True
    while changed:  # to a fixpoint: phis carry taints around loops
        changed = False
        for x in ops:
            new = frozenset().union(*(taint.get(s.name, frozenset()) for s in _sources(x)
                                      if isinstance(s, o.Reg)))
            if not new <= taint.get(x.dest, frozenset()):
                taint[x.dest] = taint.get(x.dest, frozenset()) | new
                changed = True

    def of(operand: o.Operand) -> frozenset[str]:
        return taint.get(operand.name, frozenset()) if isinstance(operand, o.Reg) \
            else frozenset()

    loads = {x.dest: x for x in reached if isinstance(x, o.Load)}
    ticket_roots: set[str] = set()
    other_roots: set[str] = set()
    distinct = False
    unknown: set[str] = set()
    for x in reached:
        if (isinstance(x, o.CondBr) and of(x.cond)) or (isinstance(x, o.Switch) and of(x.value)):
            return None
        if isinstance(x, (*_LOCAL, o.Br, o.CondBr, o.Switch, o.Ret, o.Unreachable)):
            continue
        if isinstance(x, o.Load) and x.atomic is None:
            where = of(x.ptr)
            found = _roots_of(x.ptr, roots)
            if where == _TAINTED or "?" in found or (where and found & written):
                return None
            continue
        if not isinstance(x, o.Store) or x.atomic is not None:
            return None
        where, data = of(x.ptr), of(x.value)
        found = _roots_of(x.ptr, roots)
        if where == _TAINTED or "?" in found or not found or not found <= write_only:
            return None
        if TICKET in where:
            ticket_roots |= found
            distinct = True
            continue
        other_roots |= found
        if not where and data == _TAINTED:
            return None
        if LANE in where and TICKET in data:
            load = loads.get(x.value.name) if isinstance(x.value, o.Reg) else None
            if load is None or of(load.ptr) != {TICKET}:
                return None
            distinct = True
            unknown |= _roots_of(load.ptr, roots)
    if ticket_roots & other_roots:
        return None
    return TicketUse(distinct, frozenset(unknown))
