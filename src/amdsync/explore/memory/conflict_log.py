"""The conflicts an execution found so far, and the late reads among them: append-only
logs that a fork shares instead of copying.

A conflict is two accesses to one location not ordered by happens-before
(amdgpu-memory-model, "Data Races"); the shadows (explore/memory/shadow.py,
dense_shadow.py) append one per lane and earlier unordered access, and a racy launch
makes millions. The search forks the machine at every choice point
(explore/search/check.py), and both sides go on from the same prefix of conflicts: so a
log here is a list of frozen chunks (tuples shared by every fork that holds them) and a
tail of its own. ``fork`` freezes the tail into a chunk and gives the copy the same
chunks and an empty tail: a fork costs the number of chunks, not the number of
conflicts, and a leaf keeps only the conflicts found after its last fork to itself.

Indices are positions in the whole log, as in a list: a conflict's index names it in
undefined-value causes (``("c", index)``, explore/memory/shadow.py), async contexts and
late reads. Only the tail changes: a write of several lanes drops the conflicts it
found among its own lanes (``truncate``, memory_access._OneInstructionWrites), all of
them after the last fork, since a fork happens between instructions.

    log = ConflictLog(); log.append(c0)
    other = log.fork()          # shares (c0,)
    log.append(c1); other.append(c2)
    list(log) == [c0, c1]; list(other) == [c0, c2]; log[0] is other[0]
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator
from itertools import chain
from typing import Generic, NamedTuple, TypeVar, overload

T = TypeVar("T")

# A tail frozen at a fork is merged into the last chunk when both together are at most
# this long (each fork copies that many references at most): a search that forks after
# every few conflicts keeps few chunks, and a lookup bisects few starts.
_MERGE = 4096


class Conflict(NamedTuple):
    """Two accesses to ``key`` not ordered by happens-before. (A named tuple: a racy run
    makes millions, one per lane and earlier unordered access, and a tuple is made in a
    third of the time a frozen dataclass takes.)"""

    key: int
    prior_tid: int
    prior_clock: int
    prior_site: int
    prior_write: bool
    thread: int  # the lane performing the current access
    site: int
    write: bool


class _SharedLog(Generic[T]):
    """An append-only sequence whose prefix forks share (module docstring)."""

    __slots__ = ("_base", "_chunks", "_hit", "_hit_start", "_starts", "_tail", "append")

    def __init__(self, items: Iterable[T] = ()) -> None:
        self._chunks: list[tuple[T, ...]] = []  # frozen, shared with forks
        self._starts: list[int] = []  # the index of each chunk's first item
        self._base = 0  # items in the chunks: the index of the tail's first
        self._tail: list[T] = list(items)
        # The chunk the last lookup in the chunks found, and its first index: lookups
        # come in runs of nearby indices (a late-read replay walks the log in order).
        # Items never change while a chunk holds them (a merge makes a new tuple with
        # the same items at the same indices), so the pair stays right until ``_own``.
        self._hit: tuple[T, ...] = ()
        self._hit_start = 0
        # (the tail's own append: a racy run appends millions, one C call each)
        self.append: Callable[[T], None] = self._tail.append

    def __len__(self) -> int:
        return self._base + len(self._tail)

    @overload
    def __getitem__(self, index: int) -> T: ...

    @overload
    def __getitem__(self, index: slice) -> list[T]: ...

    def __getitem__(self, index: int | slice) -> T | list[T]:
        if index.__class__ is int:  # (the hot case first: a recent conflict by index)
            at = index - self._base  # (an int: ``__class__`` tested above)
            if at >= 0:
                return self._tail[at]  # (IndexError past the end)
            if index < 0:
                if index + len(self) < 0:
                    raise IndexError(index)
                return self[index + len(self)]
            at = index - self._hit_start
            hit = self._hit
            if 0 <= at < len(hit):
                return hit[at]
            k = bisect_right(self._starts, index) - 1
            self._hit = hit = self._chunks[k]
            self._hit_start = start = self._starts[k]
            return hit[index - start]
        assert isinstance(index, slice)
        start, stop, step = index.indices(len(self))
        if step != 1:
            return list(self)[index]
        if start >= stop:
            return []
        if start >= self._base:
            return self._tail[start - self._base:stop - self._base]
        return [self[i] for i in range(start, stop)]

    def __iter__(self) -> Iterator[T]:
        return chain(chain.from_iterable(self._chunks), self._tail)

    def __reversed__(self) -> Iterator[T]:
        return chain(reversed(self._tail),
                     chain.from_iterable(reversed(c) for c in reversed(self._chunks)))

    def extend(self, items: Iterable[T]) -> None:
        self._tail.extend(items)

    def __delitem__(self, index: slice) -> None:
        """``del log[start:]``: drop the items from ``start`` on (only a tail may be
        dropped; an earlier start first makes the log's items its own tail)."""
        start, stop, step = index.indices(len(self))
        if step != 1 or stop != len(self):
            raise ValueError("a shared log drops only a tail of its items")
        if start < self._base:
            self._own(list(self)[:start])
            return
        del self._tail[start - self._base:]

    def clear(self) -> None:
        """Forget every item (the forks holding them keep theirs)."""
        self._own([])

    def _own(self, items: list[T]) -> None:
        self._chunks, self._starts, self._base = [], [], 0
        self._hit, self._hit_start = (), 0
        self._tail = items
        self.append = items.append

    def _freeze(self) -> None:
        """Make the tail a chunk (shared from now on) and start an empty one."""
        tail = self._tail
        if not tail:
            return
        chunks = self._chunks
        if chunks and len(chunks[-1]) + len(tail) <= _MERGE:
            chunks[-1] = (*chunks[-1], *tail)  # (a new tuple: forks keep the old one)
        else:
            self._starts.append(self._base)
            chunks.append(tuple(tail))
        self._base += len(tail)
        self._tail = []
        self.append = self._tail.append

    def _forked(self, new: _SharedLog[T]) -> None:
        self._freeze()
        new._chunks = list(self._chunks)
        new._starts = list(self._starts)
        new._base = self._base

    def shared_prefix(self, other: _SharedLog[T]) -> int:
        """How many items this log and ``other`` share as a prefix, where both come
        from one log by forks: the items of the chunks they hold in common, then those
        after that are the same objects."""
        shared = 0
        for mine, theirs in zip(self._chunks, other._chunks, strict=False):
            if mine is not theirs:
                break
            shared += len(mine)
        high = min(len(self), len(other))
        while shared < high:  # (the shared items are a prefix: halving finds its end)
            mid = (shared + high) // 2
            if self[mid] is other[mid]:
                shared = mid + 1
            else:
                high = mid
        return shared


class ConflictLog(_SharedLog[Conflict]):
    """The conflicts of one execution, in the order found (module docstring)."""

    __slots__ = ()

    def fork(self) -> ConflictLog:
        """A log with the same conflicts, sharing them; each goes on on its own."""
        new = ConflictLog()
        self._forked(new)
        return new


# Where the shadows put the conflicts they find: a machine's log, or a list (tests).
Conflicts = list[Conflict] | ConflictLog


class LateRead(NamedTuple):
    """A conflict of a write with an earlier read (the read returned undef, found
    only at the write; docs/semantics/model.md, "Reads found racy only later"): the
    conflict's index, the machine's state count when the write ran, and the bytes of
    the shadow unit."""

    conflict: int
    states: int
    width: int


class LateReads:
    """The late reads of one execution by conflict index, in increasing index order
    (the order their conflicts are found), shared with forks as a ``ConflictLog`` is.
    Reads like the dictionary it replaces: ``late[index]`` is ``(states, width)``,
    iteration gives the indices."""

    __slots__ = ("_last", "_log")

    def __init__(self) -> None:
        self._log: _SharedLog[LateRead] = _SharedLog()
        self._last = -1  # the conflict index of the last entry

    def fork(self) -> LateReads:
        new = LateReads()
        self._log._forked(new._log)
        new._last = self._last
        return new

    def __len__(self) -> int:
        return len(self._log)

    def __bool__(self) -> bool:
        return len(self._log) > 0

    def __setitem__(self, index: int, entry: tuple[int, int]) -> None:
        """Record the late read of conflict ``index``, which is after every one
        recorded (conflicts are appended; each is annotated once)."""
        if index <= self._last:
            raise ValueError(f"late read of conflict {index} recorded out of order")
        self._last = index
        self._log.append(LateRead(index, entry[0], entry[1]))

    def _position(self, index: int) -> int:
        """The position of the entry of conflict ``index`` (its indices increase)."""
        log = self._log
        low, high = 0, len(log)
        while low < high:
            mid = (low + high) // 2
            if log[mid].conflict < index:
                low = mid + 1
            else:
                high = mid
        return low

    def __getitem__(self, index: int) -> tuple[int, int]:
        position = self._position(index)
        if position == len(self._log) or self._log[position].conflict != index:
            raise KeyError(index)
        entry = self._log[position]
        return entry.states, entry.width

    def __contains__(self, index: object) -> bool:
        if not isinstance(index, int):
            return False
        position = self._position(index)
        return position < len(self._log) and self._log[position].conflict == index

    def __iter__(self) -> Iterator[int]:
        return (entry.conflict for entry in self._log)

    def __reversed__(self) -> Iterator[int]:
        return (entry.conflict for entry in reversed(self._log))

    def items(self) -> Iterator[tuple[int, tuple[int, int]]]:
        return ((e.conflict, (e.states, e.width)) for e in self._log)
