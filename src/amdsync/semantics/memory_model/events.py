"""Events of an execution and the classification the AMDGPU memory model gives them.

An :class:`Event` is one dynamic memory operation of one thread: a read, a write (an
atomic read-modify-write is a read and a write joined by ``rmw``), a fence, or a
workgroup-barrier operation. The predicates below name the spec's operation classes:

- ``is_store_available`` / ``is_load_visible`` — amdgpu-memory-model, "store-available"
  and "load-visible": the b128 av intrinsics and every atomic access, at their scope;
- ``is_make_available`` / ``is_make_visible`` — "MakeAvailable and MakeVisible":
  release / acquire synchronization operations not marked ``!amdgcn-av none``.

Initial values are *system-scoped atomic writes* ("Location Order"); they have no thread
(``place is None``) and are treated as included in every scope instance, since they take
place before the launch.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from amdsync.diagnostics import Loc
from amdsync.program.litmus_test import Value
from amdsync.program.ops import Ordering, Scope
from amdsync.program.topology import ThreadPlace

INIT_THREAD = -1


class EventKind(StrEnum):
    READ = "R"
    WRITE = "W"
    FENCE = "F"
    BARRIER = "B"  # a workgroup barrier (arrive + wait), execution-only


@dataclass(frozen=True)
class Event:
    """One dynamic operation.

    ``scope`` is the effective syncscope (LDS accesses at scopes wider than workgroup are
    workgroup, amdgpu-usage "Memory Scopes"); ``av_scope`` is the scope of the
    store-available / load-visible operation the access itself is, or None for a plain
    access. ``sync_spaces`` are the address spaces a synchronization operation orders
    (``-one-as`` scopes: its own; fences tagged ``amdgpu-synchronize-as``: the tags;
    otherwise None, all). ``phase`` identifies the barrier phase of a BARRIER event.
    ``one_as`` marks a ``-one-as`` syncscope (amdgpu-usage, "Memory Scopes": it "only
    synchronizes with other operations within the same address space"); for a fence,
    that address space is the one of the atomic it pairs with in each synchronization.
    """

    id: int
    thread: int
    index: int
    kind: EventKind
    place: ThreadPlace | None
    location: str | None
    addrspace: int
    value: Value | None
    atomic: bool
    ordering: Ordering
    scope: Scope
    av_scope: Scope | None
    av_none: bool
    sync_spaces: frozenset[int] | None
    rmw: bool
    phase: tuple[int, int] | None
    text: str
    loc: Loc
    one_as: bool = False

    # What kind of event it is, computed once (the enumerator asks millions of times:
    # an attribute, not a property call).
    is_read: bool = field(init=False, repr=False, compare=False)
    is_write: bool = field(init=False, repr=False, compare=False)
    is_access: bool = field(init=False, repr=False, compare=False)
    is_init: bool = field(init=False, repr=False, compare=False)
    # (release, acquire, store-available, load-visible, MakeAvailable, MakeVisible)
    classes: tuple[bool, bool, bool, bool, bool, bool] = field(init=False, repr=False,
                                                               compare=False)

    def __post_init__(self) -> None:
        # Written into the instance dict: frozen, and set once, here.
        fields = self.__dict__
        is_read = self.kind is EventKind.READ
        is_write = self.kind is EventKind.WRITE
        fields["is_read"] = is_read
        fields["is_write"] = is_write
        fields["is_access"] = is_read or is_write
        fields["is_init"] = self.thread == INIT_THREAD
        fields["classes"] = self._classes()


    def _classes(self) -> tuple[bool, bool, bool, bool, bool, bool]:
        rel = self.kind in (EventKind.WRITE, EventKind.FENCE) and self.ordering.is_release
        acq = self.kind in (EventKind.READ, EventKind.FENCE) and self.ordering.is_acquire
        sa = self.kind is EventKind.WRITE and self.av_scope is not None
        lv = self.kind is EventKind.READ and self.av_scope is not None
        return rel, acq, sa, lv, rel and not self.av_none, acq and not self.av_none

    def with_id(self, eid: int) -> Event:
        """This event under another id (the same operation of the same trace placed
        elsewhere in a candidate): a copy of every field, the computed ones included."""
        other = object.__new__(Event)
        other.__dict__.update(self.__dict__)
        object.__setattr__(other, "id", eid)
        return other

    def label(self) -> str:
        who = "init" if self.is_init else f"T{self.thread}"
        return f"e{self.id} {who}: {self.text}"


def is_release(e: Event) -> bool:
    """A synchronization operation with at least ``release`` ordering."""
    return e.classes[0]


def is_acquire(e: Event) -> bool:
    """A synchronization operation with at least ``acquire`` ordering."""
    return e.classes[1]


def is_store_available(e: Event) -> bool:
    """amdgpu-memory-model, "store-available": ``av.global.store.b128`` and every atomic
    operation that results in a store (the ``!amdgcn-av none`` metadata does not affect
    the access itself, "MakeAvailable and MakeVisible")."""
    return e.classes[2]


def is_load_visible(e: Event) -> bool:
    """amdgpu-memory-model, "load-visible": ``av.global.load.b128`` and every atomic
    operation that results in a read."""
    return e.classes[3]


def is_make_available(e: Event) -> bool:
    """amdgpu-memory-model, "MakeAvailable and MakeVisible": a synchronization operation
    with at least release ordering, not marked ``!{!"amdgcn-av", !"none"}``."""
    return e.classes[4]


def is_make_visible(e: Event) -> bool:
    """A synchronization operation with at least acquire ordering, not marked
    ``!{!"amdgcn-av", !"none"}``."""
    return e.classes[5]


def orders_space(e: Event, addrspace: int) -> bool:
    """Does synchronization operation ``e`` order accesses to ``addrspace``?
    (amdgpu-usage: ``-one-as`` scopes and ``amdgpu-synchronize-as`` fence tags)."""
    return e.sync_spaces is None or addrspace in e.sync_spaces


def instance_includes(anchor: Event, scope: Scope, other: Event) -> bool:
    """Does ``anchor``'s instance of ``scope`` include ``other``? (amdgpu-memory-model,
    "Scopes"). Initial writes are included in every instance; an initial write's own
    instance (system) includes everything."""
    a, o = anchor.place, other.place
    if a is None or o is None:
        return True
    return a.ids[scope] == o.ids[scope]  # ThreadPlace.contains, inlined: the hot path


def overlapping_scopes(x: Event, x_scope: Scope, y: Event, y_scope: Scope) -> bool:
    """Do the scope instances of ``x`` and ``y`` overlap? Scope instances are nested
    (amdgpu-memory-model, "Scopes"), so two of them intersect exactly when one contains
    the other, and then the larger one contains the other's operation."""
    return instance_includes(x, x_scope, y) or instance_includes(y, y_scope, x)


def inclusive_scopes(x: Event, x_scope: Scope, y: Event, y_scope: Scope) -> bool:
    """amdgpu-memory-model, "Inclusive Scopes": the scope instance of each operation
    contains the other operation."""
    xp, yp = x.place, y.place
    if xp is None or yp is None:
        return True
    # instance_includes both ways, inlined (ThreadPlace.contains): the hot path.
    return xp.ids[x_scope] == yp.ids[x_scope] and yp.ids[y_scope] == xp.ids[y_scope]
