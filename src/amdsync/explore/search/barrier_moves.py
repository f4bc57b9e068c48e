"""Barrier edits beyond one new barrier (docs/fixes.md): a barrier in divergent control
flow moved to where every wave of the workgroup arrives, and every barrier of a
function that orders no memory given its fences at once.

amdgpu-execution-synchronization: a workgroup barrier that some threads of the
workgroup do not reach is undefined behaviour (``barrier-ub``); the author's fix is to
move it out of the branch (``if (x < n) { tile[..] = ..; barrier(); }`` → the barrier
after the ``if``). The edit comments the barrier and the fences that make it a
release/acquire barrier out, and puts a barrier with fences at the start of a later
block: the branch's join, nearest first, each one checked again.

amdgpu-usage (memory model code sequences) and ERRATA item 1: an ``s_barrier`` without
a release fence before it and an acquire fence after it orders no memory. Triton's
ping-pong schedule for eight waves has each half of the workgroup one barrier apart, so
a wave's fenced barrier meets the other half's unfenced one at every stage of the loop
(and of its unrolled copies): the fix gives every unfenced barrier its fences together,
where one alone leaves the same cause at the next copy.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Iterator

from amdsync.formats.llvm import edits as e

# At most this many later block starts are tried as the new place of a moved barrier.
MAX_PLACES = 4


def _label(line: str) -> bool:
    return re.match(r"^[-\w.$]+:", line.strip()) is not None


def _indent(line: str) -> str:
    return line[:len(line) - len(line.lstrip())]


def unfenced_barriers(lines: list[str], body: range) -> list[int]:
    """The ``s_barrier`` lines of ``body`` without a fence right before or after."""
    return [n for n in body if e.is_barrier(lines[n - 1])
            and not (e.is_fence(lines[n - 2]) and n < len(lines) and e.is_fence(lines[n]))]


def fences_for(lines: list[str], number: int) -> tuple[e.Insert, ...]:
    """A release fence before the barrier on ``number`` and an acquire fence after it
    (workgroup scope), where it has none."""
    out: list[e.Insert] = []
    if not (number > 1 and e.is_fence(lines[number - 2])):
        out.append(e.Insert(number, (e.fence_line("workgroup", "release"),)))
    if not (number < len(lines) and e.is_fence(lines[number])):
        out.append(e.Insert(number, (e.fence_line("workgroup", "acquire"),), after=True))
    return tuple(out)


def removal(lines: list[str], barrier: int) -> tuple[e.Replace, ...]:
    """The barrier on ``barrier`` and the release fence right before and the acquire
    fence right after it (the code one source barrier compiles to) commented out."""
    out = [barrier]
    if barrier > 1 and e.is_fence(lines[barrier - 2]) and re.search(
            r"\b(release|acq_rel)\b", lines[barrier - 2]):
        out.insert(0, barrier - 1)
    if barrier < len(lines) and e.is_fence(lines[barrier]) and re.search(
            r"\b(acquire|acq_rel)\b", lines[barrier]):
        out.append(barrier + 1)
    return tuple(e.Replace(n, f"{_indent(lines[n - 1])}; (moved by the fix) "
                              f"{lines[n - 1].strip()}") for n in out)


def block_starts(lines: list[str], numbers: Iterable[int]) -> Iterator[int]:
    """The first line of each block among ``numbers`` (in their order) that is neither
    a phi nor a label: where a barrier at the block's start goes."""
    expect = False
    for number in numbers:
        line = lines[number - 1].strip()
        if line.startswith("define ") or _label(line):
            expect = True
            continue
        if not expect or not line or line.startswith(";") or " = phi " in line:
            continue
        yield number
        expect = False


def later_block_starts(lines: list[str], barrier: int, body: range) -> list[int]:
    """The first instruction of each block after the barrier's, in text order (the
    join of the branch the barrier is in comes first in the code compilers write),
    at most :data:`MAX_PLACES`."""
    return list(itertools.islice(block_starts(lines, range(barrier + 1, body.stop)),
                                 MAX_PLACES))


_JUMP = re.compile(r"^\s*br label %([-\w.$]+)")


def _block_of(lines: list[str], number: int) -> tuple[int, int]:
    """(first line after the label, terminator line) of the block holding ``number``."""
    start = number
    while start > 1 and not _label(lines[start - 2]) and not lines[start - 2].startswith(
            "define "):
        start -= 1
    end = number
    while end < len(lines) and not lines[end - 1].lstrip().startswith(("br ", "ret ",
                                                                        "switch ")):
        end += 1
    return start, end


def after_each_copy(lines: list[str], copies: list[int], body: range) -> list[int]:
    """Where a barrier goes after every copy of one source line (a loop the compiler
    unrolled: the source's one barrier in the loop body is one per copy in the IR): the
    first instruction of the block each copy's block jumps to unconditionally."""
    out: list[int] = []
    for number in copies:
        _, end = _block_of(lines, number)
        jump = _JUMP.match(lines[end - 1])
        if jump is None:
            continue
        label = next((n for n in body if lines[n - 1].startswith(f"{jump.group(1)}:")), None)
        if label is None:
            continue
        first = next((n for n in range(label + 1, body.stop)
                      if lines[n - 1].strip() and not lines[n - 1].strip().startswith(";")
                      and " = phi " not in lines[n - 1]), None)
        if first is not None and first not in out:
            out.append(first)
    return out
