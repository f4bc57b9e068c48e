"""Private stack memory: how the reader lays out ``alloca`` (LangRef, "'alloca'
Instruction"; amdgpu-usage, "Memory Spaces": private memory is each work-item's own
scratch, address space 5).

A static alloca gets a fixed byte offset in a work-item's private memory, and the program
one frame layout: every alloca the reader reads, in every function, gets its own offsets
(aligned as the instruction says, the first at ``FRAME_START``). The alloca is then the
constant private pointer ``offset``; the interpreter keys private bytes by lane
(explore/memory/address.py, ``location_keys``), so no two work-items share them, and private
memory never races.

One offset per site stands for every allocation the site makes only while a site is live
at most once per work-item at a time (docs/llvm-reader.md, "Private memory"):

* it is in its function's entry block, which runs once per call (no branch may go to
  the entry block: LangRef, "Functions"), and
* its function is on no call-graph cycle, so no two activations of it are live at once.

Any other alloca (in a later block, which a loop may repeat; with a count that is not a
constant; in a function that may call itself) is read as a reached-only operation:
reaching it ends the exploration incomplete (docs/llvm-reader.md, "Reached only").
"""

from __future__ import annotations

from dataclasses import dataclass

from amdsync.formats.llvm.lexer import Kind, Token

# The first offset: private null (``ptr addrspace(5) null``, the value 0 here) is never
# an alloca's address.
FRAME_START = 16


@dataclass(frozen=True)
class AllocaText:
    """What an alloca's text says: its allocated type's text, its element count (None:
    not a constant), its alignment (None: the type's ABI alignment)."""

    type_text: str
    count: int | None
    align: int | None


def parse_alloca(tokens: list[Token], text: str) -> AllocaText:
    """Read ``alloca [inalloca] [swifterror] TYPE [, TY N] [, align A] [, addrspace(S)]``
    from the instruction's tokens (``text`` is what they were cut from)."""
    at = next(i for i, t in enumerate(tokens) if t.is_word("alloca")) + 1
    while at < len(tokens) and tokens[at].kind is Kind.WORD and tokens[at].text in (
            "inalloca", "swifterror"):
        at += 1
    depth = 0
    end = at
    while end < len(tokens):
        token = tokens[end]
        if token.kind is Kind.PUNCT and token.text in "[{<(":
            depth += 1
        elif token.kind is Kind.PUNCT and token.text in "]}>)":
            depth -= 1
        elif depth == 0 and token.is_punct(","):
            break
        end += 1
    stop = tokens[end].pos if end < len(tokens) else len(text)
    type_text = text[tokens[at].pos:stop].strip()
    count: int | None = 1
    align: int | None = None
    parts = _top_level_parts(tokens[end + 1:])
    for part in parts:
        if part and part[0].is_word("align") and len(part) == 2 and part[1].kind is Kind.INT:
            align = int(part[1].text)
        elif part and part[0].is_word("addrspace"):
            continue
        elif len(part) == 2 and part[0].kind is Kind.WORD and part[0].text.startswith("i"):
            count = int(part[1].text) if part[1].kind is Kind.INT else None
        elif part:
            count = None  # (a count that is a register or an expression)
    return AllocaText(type_text, count, align)


def _top_level_parts(tokens: list[Token]) -> list[list[Token]]:
    parts: list[list[Token]] = [[]]
    depth = 0
    for token in tokens:
        if token.kind is Kind.PUNCT and token.text in "[{<(":
            depth += 1
        elif token.kind is Kind.PUNCT and token.text in "]}>)":
            depth -= 1
        if depth == 0 and token.is_punct(","):
            parts.append([])
            continue
        if token.kind is Kind.META:  # (!dbg and other attachments end the operands)
            break
        parts[-1].append(token)
    return parts


class FrameLayout:
    """The program's one private frame: the next free offset."""

    def __init__(self) -> None:
        self.end = FRAME_START

    def place(self, size: int, align: int) -> int:
        """The offset of a new object of ``size`` bytes at alignment ``align``."""
        align = max(align, 1)
        offset = (self.end + align - 1) // align * align
        self.end = offset + max(size, 1)
        return offset


def recursive_functions(edges: dict[str, set[str]]) -> frozenset[str]:
    """The functions on a call-graph cycle, given each function's callees (by the text:
    a text call edge that is not a call at run time only adds functions, which is
    sound)."""
    on_cycle: set[str] = set()
    for start, callees in edges.items():
        seen: set[str] = set()
        work = list(callees)
        while work:
            name = work.pop()
            if name == start:
                on_cycle.add(start)
                break
            if name in seen or name not in edges:
                continue
            seen.add(name)
            work.extend(edges[name])
    return frozenset(on_cycle)
