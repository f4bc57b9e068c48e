"""A plain read-modify-write of a shared address made one atomic read-modify-write: the
fix of ``*count += 1`` by many lanes (docs/fixes.md, "Where no edit is offered").

Lanes that load, combine and store back one address lose updates whatever orders them:
a barrier between the load and the store, or each half made atomic, leaves no race by
the model but keeps a lost update. The edit that keeps every update is the one an
author writes (``atomicAdd``): the load becomes an ``atomicrmw`` at the scope of the
memory (LDS: workgroup; otherwise agent), returning the old value as the load did, and
the store goes::

    %1 = load i32, ptr addrspace(1) %p, align 4
    %add = add i32 %1, 1
    store i32 %add, ptr addrspace(1) %p, align 4
    ; →
    %1 = atomicrmw add ptr addrspace(1) %p, i32 1 syncscope("agent") monotonic, align 4
    %add = add i32 %1, 1
    ; (the store is the atomicrmw's write now) store i32 %add, ...

Only combinations LLVM has as one ``atomicrmw`` are offered (LangRef, "atomicrmw"
operations: add, sub, and, or, xor, fadd, fsub; a multiplication has none), and only
where the other operand is defined before the load (the atomicrmw takes its place).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from amdsync.formats.llvm import edits as e

_LOAD = re.compile(r"^(\s*)(%[-\w.$]+) = load (\w+), (ptr(?: addrspace\(\d+\))?) "
                   r"(%[-\w.$]+|@[-\w.$]+), align (\d+)(.*)$")
_STORE = re.compile(r"^\s*store (\w+) ([^,]+), (ptr(?: addrspace\(\d+\))?) "
                    r"(%[-\w.$]+|@[-\w.$]+), align \d+")
_BINARY = re.compile(r"^\s*(%[-\w.$]+) = (add|sub|and|or|xor|fadd|fsub)\b(?: (?:nsw|nuw|"
                     r"disjoint|fast|nnan|ninf|nsz|arcp|contract|afn|reassoc))* (\w+) "
                     r"([^,]+), ([^,!]+?)(?:,.*)?$")
_DBG = re.compile(r"!dbg ![\w.]+")
# (LangRef: add/sub/and/or/xor of the old value and the operand; sub and fsub only as
# old − operand)
_COMMUTES = {"add", "and", "or", "xor", "fadd"}


@dataclass(frozen=True)
class PlainRmw:
    """A plain load (line ``load``) of a pointer, its combination with ``operand`` by
    ``op`` (line ``combine``), and the store of the result back (line ``store``), in one
    block."""

    load: int
    combine: int
    store: int
    op: str | None  # the atomicrmw operation, None where LLVM has none
    operand: str


def find_plain_rmw(lines: list[str], sites: list[int]) -> PlainRmw | None:
    """The plain read-modify-write whose store or load is one of ``sites``: a plain
    store of a value computed from a plain load of the same pointer earlier in its
    block."""
    for store in sites:
        found = _STORE.match(lines[store - 1])
        if found is None or "atomic" in lines[store - 1]:
            continue
        kind, value, space, pointer = found.groups()
        rmw = _back_in_block(lines, store, kind, value, space, pointer)
        if rmw is not None:
            return rmw
    return None


def _back_in_block(lines: list[str], store: int, kind: str, value: str, space: str,
                   pointer: str) -> PlainRmw | None:
    combine: int | None = None
    number = store - 1
    while number >= 1:
        line = lines[number - 1]
        if _is_label(line) or line.startswith("define "):
            return None
        if combine is None and line.lstrip().startswith(f"{value} = "):
            combine = number
        loaded = _LOAD.match(line)
        if combine is not None and loaded is not None and loaded.group(5) == pointer \
                and loaded.group(3) == kind and loaded.group(4) == space:
            # (the stored value combines the loaded one directly: x = x op v; a value
            # computed from several loads, as a compare-and-swap of two elements, is no
            # read-modify-write of one address)
            if not _uses(lines[combine - 1].split("=", 1)[-1], loaded.group(2)):
                return None
            return _rmw(lines, number, combine, store, loaded.group(2))
        number -= 1
    return None


def _rmw(lines: list[str], load: int, combine: int, store: int, old: str) -> PlainRmw | None:
    found = _BINARY.match(lines[combine - 1])
    if found is None:
        return PlainRmw(load, combine, store, None, "")
    _, op, _, left, right = found.groups()
    left, right = left.strip(), right.strip()
    if left == old and not _uses(right, old):
        operand = right
    elif right == old and op in _COMMUTES and not _uses(left, old):
        operand = left
    else:
        return PlainRmw(load, combine, store, None, "")
    if not _defined_before(lines, operand, load):
        return PlainRmw(load, combine, store, None, operand)
    return PlainRmw(load, combine, store, op, operand)


def _uses(text: str, name: str) -> bool:
    return re.search(rf"{re.escape(name)}\b", text) is not None


def _is_label(line: str) -> bool:
    return re.match(r"^[-\w.$]+:", line.strip()) is not None


def _defined_before(lines: list[str], operand: str, line: int) -> bool:
    """Is ``operand`` a constant, a global, an argument, or a value defined above
    ``line`` (straight-line text order within the function is enough for the values a
    compiler computes before a load it then combines)?"""
    if not operand.startswith("%"):
        return True
    for number in range(line - 1, 0, -1):
        text = lines[number - 1]
        if text.lstrip().startswith(f"{operand} = "):
            return True
        if text.startswith("define "):
            return re.search(rf"{re.escape(operand)}[,)]", text) is not None
    return False


def atomic_rmw_edits(lines: list[str], rmw: PlainRmw) -> tuple[e.Replace, e.Replace] | None:
    """The load made one ``monotonic`` atomicrmw at the scope of its memory and the
    store removed (a comment keeps its text); None where LLVM has no such atomicrmw."""
    if rmw.op is None:
        return None
    loaded = _LOAD.match(lines[rmw.load - 1])
    if loaded is None:
        return None
    indent, name, kind, space, pointer, align, tail = loaded.groups()
    if "volatile" in lines[rmw.load - 1]:
        return None
    scope = e.scope_of_address_space(lines[rmw.store - 1])  # (LDS: workgroup)
    dbg = _DBG.search(tail)
    new = (f"{indent}{name} = atomicrmw {rmw.op} {space} {pointer}, {kind} {rmw.operand}"
           f' syncscope("{scope}") monotonic, align {align}'
           f"{', ' + dbg.group(0) if dbg else ''}")
    store = lines[rmw.store - 1]
    indent_store = store[:len(store) - len(store.lstrip())]
    gone = f"{indent_store}; (the atomicrmw writes it) {store.strip()}"
    return e.Replace(rmw.load, new), e.Replace(rmw.store, gone)


_GEP = re.compile(r"^\s*(%[-\w.$]+) = getelementptr (?:inbounds )?(?:nuw )?(?:nusw )?[^,]+, "
                  r"ptr(?: addrspace\(\d+\))? (%[-\w.$]+|@[-\w.$]+)")
_POINTER = re.compile(r"\bptr(?: addrspace\(\d+\))? (%[-\w.$]+|@[-\w.$]+)")


def _base(lines: list[str], pointer: str, body: range) -> str:
    """The pointer ``pointer`` is computed from by getelementptr steps in ``body``."""
    for _ in range(16):  # (a chain of address steps; compilers write a few)
        step = next((m.group(2) for n in body
                     if (m := _GEP.match(lines[n - 1])) and m.group(1) == pointer), None)
        if step is None:
            return pointer
        pointer = step
    return pointer


def other_plain_accesses(lines: list[str], rmw: PlainRmw, body: range) -> list[int]:
    """The plain scalar loads and stores of ``body`` other than the read-modify-write's
    whose address is computed from the same base as its own (the same LDS array or
    buffer argument): READINGS.md item 1 — atomics of several lanes are not
    location-ordered among themselves, so a plain initializing store before them or a
    plain read after them sees several writes and returns undef; made atomic, they
    read or write one value of the modification order."""
    loaded = _LOAD.match(lines[rmw.load - 1])
    if loaded is None:
        return []
    base = _base(lines, loaded.group(5), body)
    out: list[int] = []
    for number in body:
        line = lines[number - 1]
        if number in (rmw.load, rmw.store) or "atomic" in line or not (
                _LOAD.match(line) or _STORE.match(line)):
            continue
        pointer = _POINTER.search(line.split(",", 1)[-1] if _STORE.match(line) else line)
        if pointer is not None and _base(lines, pointer.group(1), body) == base:
            out.append(number)
    return out
