"""Asynchronous operations and asyncmarks (amdgpu-async-operations).

The rules, as the document states them:

* "An asyncmark in the abstract machine tracks all the async operations that are
  program-ordered before that asyncmark" — a mark records how many async operations its
  thread had issued when it was made (callees' operations included).
* "The abstract machine maintains a sequence of asyncmarks during the execution of a
  function body, which excludes any asyncmarks produced by calls to other functions" —
  one :class:`MarkSequence` per function activation.
* ``wait.asyncmark(N)`` "waits until there are at most N outstanding asyncmarks in the
  sequence associated with the currently executing function body" — it completes the
  oldest marks of that sequence until at most N are outstanding.
* "An async operation X is completed at a program point P if there exists an asyncmark M
  such that X is program-ordered before M, M is program-ordered before P, and M is
  completed." Because every mark covers a prefix of its thread's issued operations,
  the completed operations of a thread are always a prefix too: one counter says which.

Worked example (the document's "Uneven blocks"): marks after 3, 8 and 10 operations;
``wait.asyncmark(2)`` leaves two marks outstanding, so the first mark completes and
operations 1..3 are complete, 4..10 may be outstanding.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Mark:
    """One asyncmark: ``covers`` async operations of its thread were issued before it."""

    covers: int
    site: int  # index of the AsyncMark operation's site (for notes and traces)


@dataclass
class MarkSequence:
    """The asyncmark sequence of one function activation of one thread."""

    marks: list[Mark] = field(default_factory=list)
    completed: int = 0  # how many of ``marks`` (oldest first) are known complete

    def insert(self, covers: int, site: int) -> None:
        """``llvm.amdgcn.asyncmark``: append a mark to this body's sequence."""
        self.marks.append(Mark(covers, site))

    def outstanding(self) -> int:
        """How many marks of this sequence are outstanding."""
        return len(self.marks) - self.completed

    def wait(self, count: int) -> tuple[int, list[Mark]]:
        """``llvm.amdgcn.wait.asyncmark(count)``: complete the oldest outstanding marks
        until at most ``count`` remain. Returns the number of the thread's async
        operations now known complete (a prefix) and the marks this wait completed."""
        target = max(self.completed, len(self.marks) - count)
        newly = self.marks[self.completed:target]
        self.completed = target
        covered = self.marks[target - 1].covers if target > 0 else 0
        return covered, newly


@dataclass
class AsyncState:
    """Per-thread async bookkeeping: issued and completed operation counts.

    Completion is nondeterministic — an outstanding operation may finish at any point —
    so the only completions the checker may rely on are those a wait forces:
    ``completed`` is the length of that prefix.
    """

    issued: int = 0
    completed: int = 0

    def issue(self) -> int:
        """Issue one async operation; returns its 1-based sequence number."""
        self.issued += 1
        return self.issued

    def complete_prefix(self, covered: int) -> None:
        self.completed = max(self.completed, covered)

    def is_completed(self, number: int) -> bool:
        return number <= self.completed

    def outstanding_ops(self) -> range:
        return range(self.completed + 1, self.issued + 1)
