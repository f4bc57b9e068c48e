"""Edits of LLVM IR text, line by line: the synchronization a fix adds or changes
(explore/search/fixes.py), applied to the ``.ll`` the user checked so that the edited
text is read again and checked as it is shown.

Each edit names a line of the original text. :func:`apply_edits` applies several at
once and returns the new text with a map from each new line to the original line it
came from (None for an inserted line), so findings of the edited program can be
compared with the original's::

    %v = load i32, ptr addrspace(3) %p, align 4
    ; make_atomic(line, "workgroup") →
    %v = load atomic i32, ptr addrspace(3) %p syncscope("workgroup") monotonic, align 4
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from amdsync.targets.waitcnt_fields import lds_dma_vmcnt_field

BARRIER_DECLARATION = "declare void @llvm.amdgcn.s.barrier()"


@dataclass(frozen=True)
class Insert:
    """Lines inserted before (``after`` False) or after the original ``line``, indented
    as it is."""

    line: int
    text: tuple[str, ...]
    after: bool = False


@dataclass(frozen=True)
class Replace:
    """The original ``line`` replaced by ``text`` (one line)."""

    line: int
    text: str


@dataclass(frozen=True)
class Declare:
    """A declaration appended to the module when no line declares ``name`` yet."""

    name: str
    text: str


Edit = Insert | Replace | Declare


@dataclass(frozen=True)
class Edited:
    """The edited text, and for each of its lines (0-based) the original line number
    (1-based) it came from, or None for an inserted line."""

    text: str
    origin: tuple[int | None, ...]

    def original_line(self, line: int) -> int | None:
        """The original line of the edited text's ``line`` (1-based)."""
        if 1 <= line <= len(self.origin):
            return self.origin[line - 1]
        return None


def apply_edits(text: str, edits: Iterable[Edit]) -> Edited:
    """``text`` with every edit applied. Replacements of one line must agree (the last
    one wins); inserts before and after one line keep the order given."""
    lines = text.splitlines()
    before: dict[int, list[str]] = {}
    after: dict[int, list[str]] = {}
    replaced: dict[int, str] = {}
    declared: list[str] = []
    for edit in edits:
        if isinstance(edit, Replace):
            replaced[edit.line] = edit.text
        elif isinstance(edit, Insert):
            indent = _indent(lines[edit.line - 1]) if 0 < edit.line <= len(lines) else "  "
            target = after if edit.after else before
            target.setdefault(edit.line, []).extend(indent + t for t in edit.text)
        elif _declares(lines, edit.name) is None and edit.text not in declared:
            declared.append(edit.text)
    out: list[str] = []
    origin: list[int | None] = []
    for number, line in enumerate(lines, 1):
        for extra in before.get(number, ()):
            out.append(extra)
            origin.append(None)
        out.append(replaced.get(number, line))
        origin.append(number)
        for extra in after.get(number, ()):
            out.append(extra)
            origin.append(None)
    for extra in declared:
        out.append(extra)
        origin.append(None)
    return Edited("\n".join(out) + "\n", tuple(origin))


def unified_diff(path: str, text: str, edited: Edited) -> str:
    """A unified diff of ``text`` (the file at ``path``) and its edited form."""
    return "".join(difflib.unified_diff(text.splitlines(keepends=True),
                                        edited.text.splitlines(keepends=True),
                                        f"a/{path}", f"b/{path}"))


def _indent(line: str) -> str:
    return line[:len(line) - len(line.lstrip())] or "  "


def _declares(lines: Sequence[str], name: str) -> int | None:
    pattern = re.compile(rf"^\s*(declare|define)\b.*@{re.escape(name)}\(")
    return next((i for i, line in enumerate(lines, 1) if pattern.match(line)), None)


# ---------------------------------------------------------------- edits of one line
#
# amdgpu-async-operations: ``llvm.amdgcn.wait.asyncmark(i16 N)`` waits until at most N
# asyncmarks of the function body are outstanding. LLVM LangRef, "load"/"store"
# instructions and "fence": ``load atomic … syncscope("S") ORDERING, align A`` and
# ``fence syncscope("S") ORDERING``.

_WAIT = re.compile(r"(wait\.asyncmark\(i16\s+)(-?\d+)")
_SCOPE = re.compile(r'syncscope\("([^"]*)"\)')
_PLAIN_LOAD = re.compile(
    r"^(\s*%[-\w.$]+\s*=\s*load)(\s+volatile)?(\s+)(?!atomic\b)(.*?)(,\s*align\s+\d+.*)$")
_PLAIN_STORE = re.compile(r"^(\s*store)(\s+volatile)?(\s+)(?!atomic\b)(.*?)(,\s*align\s+\d+.*)$")
_ADDRSPACE = re.compile(r"ptr addrspace\((\d+)\)")


def wait_count(line: str) -> int | None:
    """The count of the ``wait.asyncmark`` call on ``line``, if it has one."""
    found = _WAIT.search(line)
    return int(found.group(2)) if found else None


def set_wait_count(line_number: int, line: str, count: int) -> Replace:
    """The ``wait.asyncmark`` on ``line`` with count ``count``."""
    return Replace(line_number, _WAIT.sub(rf"\g<1>{count}", line, count=1))


# ``llvm.amdgcn.s.waitcnt(i32 IMM)``: its vmcnt is the count a fix may lower, in the
# field of the processors whose copies it completes (docs/semantics/hardware-waits.md,
# "Which generation the reader decodes with"); the other counters stay as written.
_S_WAITCNT = re.compile(r"(@llvm\.amdgcn\.s\.waitcnt\(i32\s+)(\d+)\)")


def hardware_wait_vmcnt(line: str) -> tuple[int, int] | None:
    """(immediate, vmcnt) of the ``s.waitcnt`` call on ``line``, if it has one."""
    found = _S_WAITCNT.search(line)
    if found is None:
        return None
    imm = int(found.group(2))
    return imm, lds_dma_vmcnt_field().get(imm)


def set_hardware_wait_vmcnt(line_number: int, line: str, count: int) -> Replace:
    """The ``s.waitcnt`` on ``line`` with vmcnt ``count`` and its other fields kept."""
    found = _S_WAITCNT.search(line)
    assert found is not None
    imm = lds_dma_vmcnt_field().put(int(found.group(2)), count)
    return Replace(line_number, _S_WAITCNT.sub(rf"\g<1>{imm})", line, count=1))


def is_barrier(line: str) -> bool:
    return re.search(r"@llvm\.amdgcn\.s\.barrier\(\)", line) is not None


def is_fence(line: str) -> bool:
    return re.match(r"^\s*fence\b", line) is not None


def fence_line(scope: str, ordering: str) -> str:
    """A fence at ``scope`` ("" is system scope, LLVM's default)."""
    return f'fence syncscope("{scope}") {ordering}' if scope else f"fence {ordering}"


def barrier_with_fences(scope: str = "workgroup") -> tuple[str, ...]:
    """A workgroup barrier that also orders memory: a release fence, ``s_barrier``, an
    acquire fence (amdgpu-usage, memory model code sequences: a barrier alone orders no
    memory; the fences make its arrive a release and its wait an acquire)."""
    return (fence_line(scope, "release"), "call void @llvm.amdgcn.s.barrier()",
            fence_line(scope, "acquire"))


def scope_of_address_space(line: str) -> str:
    """The narrowest scope that covers every thread that may access the memory a plain
    access on ``line`` touches: LDS (address space 3) is shared by one workgroup;
    anything else by the agent."""
    spaces = _ADDRSPACE.findall(line)
    return "workgroup" if spaces and all(s == "3" for s in spaces) else "agent"


def make_atomic(line_number: int, line: str, scope: str) -> Replace | None:
    """The plain scalar load or store on ``line`` made a ``monotonic`` atomic at
    ``scope``; None when the line holds no such access (a vector, or no alignment)."""
    for pattern in (_PLAIN_LOAD, _PLAIN_STORE):
        found = pattern.match(line)
        if found is None:
            continue
        head, volatile, space, body, tail = found.groups()
        if body.lstrip().startswith("<"):
            return None  # LLVM LangRef: atomic accesses are of scalar types
        new = (f"{head} atomic{volatile or ''}{space}{body}"
               f' syncscope("{scope}") monotonic{tail}')
        return Replace(line_number, new)
    return None


def widen_scope(line_number: int, line: str) -> Replace | None:
    """The atomic or fence on ``line`` one scope wider: wavefront → workgroup → agent
    → system (LLVM's default, no syncscope); None when it is system scope already."""
    found = _SCOPE.search(line)
    if found is None:
        return None
    wider = {"wavefront": "workgroup", "wavefront-one-as": "workgroup-one-as",
             "workgroup": "agent", "workgroup-one-as": "agent-one-as",
             "agent": "", "agent-one-as": "one-as", "singlethread": "wavefront"}.get(
        found.group(1))
    if wider is None:
        return None
    if wider:
        return Replace(line_number, f'{line[:found.start()]}syncscope("{wider}")'
                                    f"{line[found.end():]}")
    return Replace(line_number, f"{line[:found.start()].rstrip()} {line[found.end():].lstrip()}")


def strengthen(line_number: int, line: str) -> Replace | None:
    """A ``monotonic`` atomic made to synchronize: a store ``release``, a load
    ``acquire``, a read-modify-write ``acq_rel``, a compare-exchange ``acq_rel`` on
    success and ``acquire`` on failure (LLVM LangRef, "cmpxchg": the failure ordering
    is neither release nor acq_rel); None for anything else."""
    if "monotonic" not in line:
        return None
    if "load atomic" in line:
        return Replace(line_number, line.replace("monotonic", "acquire", 1))
    if "store atomic" in line:
        return Replace(line_number, line.replace("monotonic", "release", 1))
    if re.search(r"\batomicrmw\b", line):
        return Replace(line_number, line.replace("monotonic", "acq_rel", 1))
    if re.search(r"\bcmpxchg\b", line):
        return Replace(line_number, re.sub(r"\bmonotonic\s+monotonic\b",
                                           "acq_rel acquire", line, count=1))
    return None


def is_atomic_access(line: str) -> bool:
    return bool(re.search(r"\b(load atomic|store atomic|atomicrmw|cmpxchg)\b", line))
