"""Where the checked fix of a finding edits the IR (explore/search/fixes.py; issue 42,
"the accesses and the fix marked on it"), for the HTML page: each edit's IR line and,
when the instruction there carries ``!dbg``, the author's source line — the line the
page marks in the source pane beside the finding's accesses.

An edit inserts lines before or after an original IR line, or replaces one
(formats/llvm/edits.py ``Insert``, ``Replace``): that original line is where the fix
goes; a declaration appended to the module (``Declare``) has no place of its own. The
source line is read from the IR text shown (the instruction's ``!dbg !N``, the
``!DILocation`` it names, and the ``file:`` of that location's scope), so the page needs
nothing the check did not already give it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from amdsync.diagnostics import Loc
from amdsync.formats.llvm.edits import Insert, Replace

if TYPE_CHECKING:
    from amdsync.explore.findings.result import CheckResult, FixOutcome

_DBG = re.compile(r"!dbg !(\d+)")
_NODE = re.compile(r"^!(\d+) = (?:distinct )?!(\w+)\((.*)\)\s*$")
_FIELD = re.compile(r"\b(line|scope|file|filename): (?:!(\d+)|(\d+)|\"((?:[^\"\\]|\\.)*)\")")


@dataclass(frozen=True)
class FixMark:
    """One place a finding's fix edits: ``loc`` (the IR line, with the source line when
    the IR names one) and the fix in words (``FixOutcome.message``)."""

    finding: int  # index in the result's findings
    loc: Loc
    text: str


def outcome_of(result: CheckResult, index: int) -> FixOutcome | None:
    """The fix search's outcome for the ``index``-th finding (None: no search ran)."""
    if result.fixes is None:
        return None
    finding = result.findings[index]
    return next((o for o in result.fixes.outcomes if o.finding == finding), None)


def fix_marks(result: CheckResult,
              text_of: Callable[[str], Sequence[str] | None]) -> list[FixMark]:
    """Every place the checked fixes of ``result``'s findings edit. ``text_of``: the
    lines of an IR file shown, by the name the findings' locations give it (None: not
    shown; the edit is then placed by its IR line alone)."""
    marks: list[FixMark] = []
    sources: dict[str, _Debug] = {}
    for index in range(len(result.findings)):
        outcome = outcome_of(result, index)
        if outcome is None or outcome.fix is None:
            continue
        ir = outcome.finding.loc.file
        lines = text_of(ir)
        if ir not in sources and lines is not None:
            sources[ir] = _Debug(lines)
        for edit in outcome.fix.candidate.edits:
            if not isinstance(edit, Insert | Replace):
                continue
            file, line = sources[ir].source(edit.line) if ir in sources else (None, None)
            marks.append(FixMark(index, Loc(ir, edit.line, 0, file, line),
                                 outcome.message()))
    return marks


class _Debug:
    """The debug metadata of one IR text: each instruction line's source file and line
    (LLVM LangRef, "DILocation": ``line:``, ``scope:``; a scope's ``file:`` names a
    ``DIFile`` whose ``filename:`` is the source)."""

    def __init__(self, lines: Sequence[str]) -> None:
        self.lines = lines
        self.nodes: dict[int, tuple[str, dict[str, str]]] = {}
        for text in lines:
            node = _NODE.match(text)
            if node is None:
                continue
            fields = {m.group(1): m.group(2) or m.group(3) or m.group(4) or ""
                      for m in _FIELD.finditer(node.group(3))}
            self.nodes[int(node.group(1))] = (node.group(2), fields)

    def source(self, number: int) -> tuple[str | None, int | None]:
        if not 1 <= number <= len(self.lines):
            return None, None
        dbg = _DBG.search(self.lines[number - 1])
        where = None if dbg is None else self.nodes.get(int(dbg.group(1)))
        if where is None or where[0] != "DILocation" or not where[1].get("line", "0").isdigit():
            return None, None
        line = int(where[1]["line"])
        scope = self.nodes.get(int(where[1].get("scope", "-1") or -1))
        file_node = None if scope is None or not scope[1].get("file", "").isdigit() else \
            self.nodes.get(int(scope[1]["file"]))
        if file_node is None or line <= 0:
            return None, None
        return file_node[1].get("filename") or None, line
