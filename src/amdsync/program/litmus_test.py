"""The litmus-test container: a few threads of program-IR operations, each placed in the
scope hierarchy, an initial state, and a final condition.

A litmus test is the memory-model researcher's unit of question ("may P1 read 0 after
reading the flag?"). It reuses the program IR: each thread is a tuple of
:class:`~amdsync.program.module.Block` whose operations are the IR's own ``Load``,
``Store``, ``AtomicRMW``, ``CmpXchg``, ``Fence``, ``AvLoad``, ``AvStore``, ``BinOp``,
``ICmp``, ``BarrierArrive``/``BarrierWait`` (the workgroup barrier) and whose terminators
are ``Br``/``CondBr``/``Ret``. A memory location is addressed with
:class:`~amdsync.program.ops.GlobalAddr` naming a :class:`LitmusLocation`.

Both readers (the amdsync litmus format and the herd-style Vulkan subset) produce this
container; the explorer (``amdsync.explore.litmus``) judges it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, StrEnum

from amdsync.diagnostics import Loc
from amdsync.program.module import Block
from amdsync.program.topology import ThreadPlace


@dataclass(frozen=True)
class LitmusLocation:
    """A shared memory location. ``init`` is None for an uninitialized location: no
    initial write exists, so a read with no location-ordered write returns ``undef``
    (amdgpu-memory-model, "Location Order")."""

    name: str
    addrspace: int
    init: int | None
    loc: Loc


@dataclass(frozen=True)
class LitmusThread:
    """One thread (a lane) with its placement in the scope hierarchy."""

    name: str  # "P0", "P1", …
    place: ThreadPlace
    blocks: tuple[Block, ...]
    init_regs: tuple[tuple[str, int], ...]
    loc: Loc


@dataclass(frozen=True)
class RegRef:
    """``P1:r0`` in a condition."""

    thread: str
    reg: str
    loc: Loc


@dataclass(frozen=True)
class LocRef:
    """A location's final value in a condition (``x``)."""

    name: str
    loc: Loc


class UndefValue(Enum):
    """The ``undef`` value a read returns when the read-value rules give no value
    (amdgpu-memory-model, "Location Order")."""

    UNDEF = "undef"

    def __repr__(self) -> str:
        return "undef"

    def __str__(self) -> str:
        return "undef"


UNDEF = UndefValue.UNDEF

Value = int | UndefValue


@dataclass(frozen=True)
class Eq:
    """``lhs == value`` where value is a constant, ``undef``, or another register or
    location (``P0:r1 == P0:r2``)."""

    lhs: RegRef | LocRef
    value: Value | RegRef | LocRef
    loc: Loc


@dataclass(frozen=True)
class Not:
    arg: Prop
    loc: Loc


@dataclass(frozen=True)
class And:
    args: tuple[Prop, ...]
    loc: Loc


@dataclass(frozen=True)
class Or:
    args: tuple[Prop, ...]
    loc: Loc


@dataclass(frozen=True)
class TrueProp:
    loc: Loc


Prop = Eq | Not | And | Or | TrueProp


class Quantifier(StrEnum):
    EXISTS = "exists"
    NOT_EXISTS = "~exists"
    FORALL = "forall"


@dataclass(frozen=True)
class Condition:
    quantifier: Quantifier
    prop: Prop
    loc: Loc


@dataclass(frozen=True)
class LitmusTest:
    """A whole test. ``filter`` (herd/Dat3M ``filter``) keeps only the executions that
    satisfy it before the condition is judged. ``condition`` is None when a test only
    asks about data races (the Dat3M ``Data-Race`` tests)."""

    name: str
    arch: str  # "AMDGPU" or "VULKAN"
    doc: str
    locations: tuple[LitmusLocation, ...]
    threads: tuple[LitmusThread, ...]
    condition: Condition | None
    filter: Prop | None
    loc: Loc

    def location(self, name: str) -> LitmusLocation:
        for location in self.locations:
            if location.name == name:
                return location
        raise KeyError(name)

    def thread(self, name: str) -> LitmusThread:
        for thread in self.threads:
            if thread.name == name:
                return thread
        raise KeyError(name)


def prop_refs(prop: Prop) -> list[RegRef | LocRef]:
    """Every register or location a proposition mentions, in order."""
    match prop:
        case Eq(lhs, value, _):
            return [lhs, value] if isinstance(value, (RegRef, LocRef)) else [lhs]
        case Not(arg, _):
            return prop_refs(arg)
        case And(args, _) | Or(args, _):
            out: list[RegRef | LocRef] = []
            for arg in args:
                out.extend(prop_refs(arg))
            return out
        case TrueProp():
            return []


def format_prop(prop: Prop) -> str:
    """The herd spelling of a proposition (``/\\``, ``\\/``, ``~``)."""
    match prop:
        case Eq(lhs, value, _):
            return f"{_ref_text(lhs)} == {_ref_text(value)}"
        case Not(arg, _):
            return f"~({format_prop(arg)})"
        case And(args, _):
            return "(" + " /\\ ".join(format_prop(a) for a in args) + ")"
        case Or(args, _):
            return "(" + " \\/ ".join(format_prop(a) for a in args) + ")"
        case TrueProp():
            return "true"


def _ref_text(ref: RegRef | LocRef | Value) -> str:
    match ref:
        case RegRef(thread, reg, _):
            return f"{thread}:{reg}"
        case LocRef(name, _):
            return name
        case _:
            return str(ref)
