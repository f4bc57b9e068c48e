"""Where everything is in the user's ``.ll`` file: one linear scan of the original text.

llvmlite parses and verifies the module but gives no source positions and renumbers
metadata, so the reader pairs each llvmlite instruction with the instruction text found
here, in order (function bodies hold instructions and labels only, so the order is the
same; the pairing is checked opcode by opcode). An instruction may span several lines
(``switch … [`` … ``]``, a call with one argument per line): it continues while a
bracket is open. Each entry keeps the line and the column of its first non-blank
character, and its text with comments removed.

    define amdgpu_kernel void @k() {     →  TextFunction("k", line=1, is_kernel=True)
    entry:                                   (labels are skipped)
      %c = icmp eq i32 0, 0              →  TextInstr(line=3, col=3, opcode="icmp")
      switch i32 0, label %a [           →  TextInstr(line=4, col=3, opcode="switch")
        i32 1, label %b                      (continuation lines of the same switch)
      ]

Module-level definitions are indexed as well: named types, globals (with their line),
metadata nodes (``!7 = !{…}``, for ``!mmra`` and ``!dbg``) and attribute groups.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from amdsync.formats.llvm.lexer import Token, tokenize

_STRING_RE = re.compile(r'"[^"]*"')
_LABEL_RE = re.compile(r'^\s*(?:[-a-zA-Z$._0-9]+|"[^"]*")\s*:\s*$')
_OPCODE_RE = re.compile(
    r'^(?:(%(?:"[^"]*"|[-a-zA-Z$._0-9]+))\s*=\s*)?(?:(?:tail|musttail|notail)\s+)?([a-z_0-9]+)')
_DEFINE_NAME_RE = re.compile(r'@("[^"]*"|[-a-zA-Z$._0-9]+)\s*\(')
_GLOBAL_NAME_RE = re.compile(r'^@("[^"]*"|[-a-zA-Z$._0-9]+)\s*=')
_TYPE_DEF_RE = re.compile(r'^%("[^"]*"|[-a-zA-Z$._0-9]+)\s*=\s*type\b')
_META_DEF_RE = re.compile(r'^!([-a-zA-Z$._0-9]+)\s*=')
_ATTR_DEF_RE = re.compile(r'^attributes\s+(#\d+)\s*=')
_TRIPLE_RE = re.compile(r'^target\s+triple\s*=\s*"([^"]*)"')


@dataclass(frozen=True)
class TextInstr:
    line: int
    col: int
    text: str  # comments removed; continuation lines joined with "\n"
    opcode: str  # "add", "call", "store", … ("call" for tail/musttail/notail calls)
    result: str | None  # the defined register as written, e.g. "%5" or "%x"


@dataclass
class TextFunction:
    name: str
    line: int
    col: int
    header: str  # the define … { text
    is_kernel: bool
    instrs: list[TextInstr] = field(default_factory=list)
    labels: list[str] = field(default_factory=list)  # block labels, in order


@dataclass(frozen=True)
class TextDef:
    """A module-level definition (global, metadata node, attribute group)."""

    line: int
    col: int
    text: str  # the part after "=" (for globals: the whole line)


@dataclass
class TextIndex:
    functions: dict[str, TextFunction] = field(default_factory=dict)
    globals: dict[str, TextDef] = field(default_factory=dict)
    named_types: dict[str, list[Token]] = field(default_factory=dict)
    metadata: dict[str, TextDef] = field(default_factory=dict)
    attributes: dict[str, str] = field(default_factory=dict)
    declares: dict[str, TextDef] = field(default_factory=dict)
    triple: str | None = None


def strip_comment(line: str) -> str:
    """``line`` without its ``;`` comment (a ``;`` inside a string is kept)."""
    if ";" not in line:
        return line
    in_string = False
    for i, ch in enumerate(line):
        if ch == '"':
            in_string = not in_string
        elif ch == ";" and not in_string:
            return line[:i]
    return line


def _depth_delta(code: str) -> int:
    if '"' in code:
        code = _STRING_RE.sub("", code)
    opened = code.count("(") + code.count("[") + code.count("{")
    closed = code.count(")") + code.count("]") + code.count("}")
    return opened - closed


def _paren_delta(code: str) -> int:
    if '"' in code:
        code = _STRING_RE.sub("", code)
    return code.count("(") + code.count("[") - code.count(")") - code.count("]")


_OPCODES = frozenset({
    "ret", "br", "switch", "indirectbr", "invoke", "resume", "unreachable", "cleanupret",
    "catchret", "catchswitch", "callbr", "fneg", "add", "fadd", "sub", "fsub", "mul", "fmul",
    "udiv", "sdiv", "fdiv", "urem", "srem", "frem", "shl", "lshr", "ashr", "and", "or", "xor",
    "extractelement", "insertelement", "shufflevector", "extractvalue", "insertvalue",
    "alloca", "load", "store", "fence", "cmpxchg", "atomicrmw", "getelementptr", "trunc",
    "zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp", "sitofp", "ptrtoint",
    "ptrtoaddr", "inttoptr", "bitcast", "addrspacecast", "icmp", "fcmp", "phi", "select",
    "freeze", "call", "va_arg", "landingpad", "catchpad", "cleanuppad", "tail", "musttail",
    "notail",
})
_STATEMENT_RE = re.compile(r'^(?:%(?:"[^"]*"|[-a-zA-Z$._0-9]+)\s*=|([a-z_]+)\b)')


def _starts_statement(stripped: str) -> bool:
    """Whether a body line starts an instruction, a label, a debug record or the end."""
    if stripped == "}" or stripped.startswith("#dbg_") or _LABEL_RE.match(stripped):
        return True
    match = _STATEMENT_RE.match(stripped)
    if match is None:
        return False
    word = match.group(1)
    return word is None or word in _OPCODES


def _name(raw: str) -> str:
    return raw[1:-1] if raw.startswith('"') else raw


def index_text(text: str) -> TextIndex:
    """Scan ``text`` once and index functions, instructions and definitions."""
    index = TextIndex()
    lines = text.split("\n")
    n = len(lines)
    i = 0
    while i < n:
        code = strip_comment(lines[i])
        stripped = code.strip()
        if not stripped:
            i += 1
            continue
        col = len(code) - len(code.lstrip()) + 1
        start = i
        if stripped.startswith("define") and (len(stripped) == 6 or not stripped[6].isalnum()):
            i = _scan_function(lines, i, index)
            continue
        # Any other top-level entity: gather its continuation lines by bracket depth.
        depth = _depth_delta(code)
        parts = [code]
        i += 1
        while depth > 0 and i < n:
            more = strip_comment(lines[i])
            parts.append(more)
            depth += _depth_delta(more)
            i += 1
        whole = "\n".join(parts).strip()
        if whole.startswith("@"):
            match = _GLOBAL_NAME_RE.match(whole)
            if match:
                index.globals[_name(match.group(1))] = TextDef(start + 1, col, whole)
        elif whole.startswith("%"):
            match = _TYPE_DEF_RE.match(whole)
            if match:
                index.named_types[_name(match.group(1))] = tokenize(whole[match.end():])
        elif whole.startswith("!"):
            match = _META_DEF_RE.match(whole)
            if match:
                index.metadata[match.group(1)] = TextDef(start + 1, col, whole[match.end():])
        elif whole.startswith("attributes"):
            match = _ATTR_DEF_RE.match(whole)
            if match:
                index.attributes[match.group(1)] = whole[match.end():]
        elif whole.startswith("declare"):
            match = _DEFINE_NAME_RE.search(whole)
            if match:
                index.declares[_name(match.group(1))] = TextDef(start + 1, col, whole)
        elif whole.startswith("target"):
            match = _TRIPLE_RE.match(whole)
            if match:
                index.triple = match.group(1)
    return index


def _scan_function(lines: list[str], i: int, index: TextIndex) -> int:
    """Index the function whose ``define`` is on line ``i``; returns the next line."""
    n = len(lines)
    first = strip_comment(lines[i])
    line, col = i + 1, len(first) - len(first.lstrip()) + 1
    header_parts = [first]
    depth = _paren_delta(first)
    i += 1
    while (depth > 0 or not header_parts[-1].rstrip().endswith("{")) and i < n:
        more = strip_comment(lines[i])
        header_parts.append(more)
        depth += _paren_delta(more)
        i += 1
    header = "\n".join(header_parts)
    match = _DEFINE_NAME_RE.search(header)
    name = _name(match.group(1)) if match else ""
    before_name = header[:match.start()] if match else header
    function = TextFunction(name, line, col, header, " amdgpu_kernel " in f" {before_name} ")
    index.functions[name] = function
    while i < n:
        code = strip_comment(lines[i])
        stripped = code.strip()
        if not stripped:
            i += 1
            continue
        if stripped == "}":
            return i + 1
        if stripped.startswith("#dbg_"):
            i += 1
            continue
        if _LABEL_RE.match(code):
            function.labels.append(_name(stripped[:stripped.rindex(":")].strip()))
            i += 1
            continue
        start_line = i + 1
        start_col = len(code) - len(code.lstrip()) + 1
        parts = [stripped]
        depth = _depth_delta(code)
        i += 1
        # The instruction continues while a bracket is open, and over lines that do not
        # start a new instruction (LLVM lets a line break fall between any two tokens).
        while i < n:
            more = strip_comment(lines[i])
            more_stripped = more.strip()
            if depth <= 0 and (not more_stripped or _starts_statement(more_stripped)):
                break
            parts.append(more_stripped)
            depth += _depth_delta(more)
            i += 1
        whole = "\n".join(parts)
        op_match = _OPCODE_RE.match(whole)
        opcode = op_match.group(2) if op_match else ""
        result = op_match.group(1) if op_match else None
        function.instrs.append(TextInstr(start_line, start_col, whole, opcode, result))
    return i
