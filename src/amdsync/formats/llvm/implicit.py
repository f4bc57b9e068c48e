"""AMDGPU intrinsics as current compilers write them, for the LLVM that llvmlite bundles.

LLVM's parser declares an intrinsic a call names without a ``declare`` (LangRef,
"Intrinsic Functions": the lit tests rely on it), but only the intrinsics *its* version
knows: ``llvm.amdgcn.asyncmark`` is newer than llvmlite's LLVM 22 and stops the parse
("unknown intrinsic"); and where a newer LLVM changed an intrinsic's signature (Triton's
gfx1250 WMMA declarations), LLVM 22's verifier rejects the declaration. The reader
decides what an intrinsic means from its name and the call (``intrinsics.py``, which
checks the operands), so LLVM need not know them:

* every ``@llvm.amdgcn.NAME(`` becomes ``@llvm_amdgcn.NAME(`` — the same length, so every
  line and column LLVM reports stays the user's — an ordinary external function whose
  signature LLVM takes as written; the reader renames it back (:func:`original_name`);
* ``immarg`` (an attribute LLVM allows on intrinsics only) on their declarations becomes
  blanks of the same length;
* a renamed function that is called but never declared gets a declaration appended at the
  end of the text, with the return and parameter types of its first call.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from amdsync.diagnostics import AmdsyncError, Loc, loc_at
from amdsync.formats.llvm.lexer import Kind, Token, matching_close, split_top_level, tokenize

PREFIX = "llvm.amdgcn."
RENAMED = "llvm_amdgcn."
_REFERENCE = re.compile(r"@(llvm\.amdgcn\.[-\w$.]+)(?=\()")
_METADATA_USE = re.compile(r"@(llvm\.amdgcn\.[-\w$.]+)\([^\n]*\bmetadata\b")
_RENAMED_NAME = re.compile(r"@(llvm_amdgcn\.[-\w$.]+)\(")
_ANY_AMDGCN = re.compile(r"@(llvm\.amdgcn\.[-\w$.]+)\(")
_DECLARE_LINE = re.compile(r"^[ \t]*declare\b", re.MULTILINE)

# Words that may stand between ``call`` and the return type (LangRef, "'call'
# Instruction": fast-math flags, calling convention, return attributes).
_CALL_PREFIX_WORDS = frozenset({
    "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc", "fast", "ccc", "fastcc",
    "coldcc", "cc", "noundef", "zeroext", "signext", "inreg", "noalias", "nonnull",
    "dereferenceable", "dereferenceable_or_null", "align", "range", "nofpclass",
    "amdgpu_kernel", "amdgpu_gfx", "amdgpu_cs_chain", "spir_func", "spir_kernel",
})


def original_name(name: str) -> str:
    """The name the user wrote for a function name LLVM reports."""
    return PREFIX + name[len(RENAMED):] if name.startswith(RENAMED) else name


@dataclass(frozen=True)
class Prepared:
    """The text LLVM parses: ``own`` (the user's text, intrinsics renamed, same lines and
    columns) followed by the appended declarations; ``appended`` maps each appended
    line to the call its declaration was made from (an error there belongs to it)."""

    own: str
    declarations: str = ""
    appended: dict[int, Loc] = field(default_factory=dict)

    @property
    def text(self) -> str:
        return self.own + self.declarations


def prepare(text: str, filename: str) -> Prepared:
    """``text`` with AMDGPU intrinsics renamed and the missing declarations appended."""
    if "@llvm.amdgcn." not in text:
        return Prepared(text)
    # Intrinsics with metadata operands stay intrinsics (only an intrinsic may take
    # metadata; LLVM accepts a declared llvm.* name it does not know).
    keep = {m.group(1) for m in _METADATA_USE.finditer(text)}
    text = _REFERENCE.sub(lambda m: m.group() if m.group(1) in keep
                          else "@" + RENAMED + m.group(1)[len(PREFIX):], text)
    declared: set[str] = set()
    pieces: list[str] = []
    done = 0
    for start, end in _declarations(text):
        head = text[start:end]
        names = _RENAMED_NAME.findall(head) + _ANY_AMDGCN.findall(head)
        declared.update(names)
        if any(n.startswith(RENAMED) for n in names):
            pieces += [text[done:start], re.sub(r"\bimmarg\b", "      ", head)]
            done = end
    text = "".join(pieces) + text[done:]
    missing: dict[str, int] = {}
    for match in _RENAMED_NAME.finditer(text):
        name = match.group(1)
        if name not in declared and name not in missing:
            missing[name] = match.start()
    if not missing:
        return Prepared(text)
    first = text.count("\n") + 2  # the line of the first appended declaration
    origins: dict[int, Loc] = {}
    declarations: list[str] = []
    for name, at in missing.items():
        origins[first + len(declarations)] = loc_at(filename, text, at)
        declarations.append(_declaration(text, name, at, filename))
    return Prepared(text, "\n" + "\n".join(declarations) + "\n", origins)


def _declarations(text: str) -> list[tuple[int, int]]:
    """Spans of ``declare … @name(…)`` up to the parameter list's closing parenthesis
    (a declaration may continue over several lines)."""
    spans: list[tuple[int, int]] = []
    for match in _DECLARE_LINE.finditer(text):
        name_at = text.find("@", match.start())
        open_at = text.find("(", name_at) if name_at >= 0 else -1
        if open_at < 0:
            continue
        depth, i = 0, open_at
        while i < len(text):
            ch = text[i]
            if ch == "(":
                depth += 1
            elif ch == ")":
                depth -= 1
                if depth == 0:
                    break
            i += 1
        spans.append((match.start(), min(i + 1, len(text))))
    return spans


def _declaration(text: str, name: str, at: int, filename: str) -> str:
    """``declare RET @name(ARGS)`` from the call whose ``@name(`` is at offset ``at``."""
    line_start = text.rfind("\n", 0, at) + 1
    line_end = text.find("\n", at)
    line = text[line_start:line_end if line_end >= 0 else len(text)]
    tokens = tokenize(line)
    loc = loc_at(filename, text, at)
    shown = original_name(name)
    call = next((i for i, t in enumerate(tokens) if t.is_word("call")), None)
    callee = next((i for i, t in enumerate(tokens)
                   if t.kind is Kind.GLOBAL and t.text == "@" + name), None)
    if call is None or callee is None or callee < call or callee + 1 >= len(tokens) \
            or not tokens[callee + 1].is_punct("("):
        raise AmdsyncError("malformed-ir", f"@{shown} is used without a declaration and not "
                           "in a call its signature can be taken from; declare it", loc)
    ret = _return_type(line, tokens[call + 1:callee], loc, shown)
    close = matching_close(tokens, callee + 1)
    inner = tokens[callee + 2:close]
    params = [] if not inner else [_type_span(line, arg, loc, shown)
                                   for arg in split_top_level(inner)]
    return f"declare {ret} @{name}({', '.join(params)})"


def _return_type(line: str, tokens: list[Token], loc: Loc, name: str) -> str:
    i = 0
    while i < len(tokens) and tokens[i].kind is Kind.WORD and tokens[i].text in \
            _CALL_PREFIX_WORDS and not _is_type_word(tokens[i].text):
        word = tokens[i].text
        i += 1
        if word in ("cc", "align") and i < len(tokens) and tokens[i].kind is Kind.INT:
            i += 1
        elif i < len(tokens) and tokens[i].is_punct("("):
            i = matching_close(tokens, i) + 1
    rest = tokens[i:]
    end = _type_end(rest, 0)
    if 0 < end < len(rest) and rest[end].is_punct("("):  # a function type: RET (ARGS)
        rest = rest[:end]
    if not rest:
        raise AmdsyncError("malformed-ir", f"the call to @{name} has no return type", loc)
    return line[rest[0].pos:rest[-1].pos + len(rest[-1].text)]


def _type_span(line: str, arg: list[Token], loc: Loc, name: str) -> str:
    """The text of the type that starts an argument (``ptr addrspace(3) %p`` → the
    first two words and the parenthesis)."""
    end = min(_type_end(arg, 0), len(arg))  # an unclosed bracket ends the argument
    if end == 0:
        raise AmdsyncError("malformed-ir", f"an argument of the call to @{name} has no "
                           "type", loc)
    return line[arg[0].pos:arg[end - 1].pos + len(arg[end - 1].text)]


def _is_type_word(word: str) -> bool:
    return word in ("ptr", "void", "half", "bfloat", "float", "double", "fp128", "x86_fp80",
                    "ppc_fp128", "label", "metadata", "token", "target") \
        or re.fullmatch(r"i\d+", word) is not None


def _type_end(tokens: list[Token], i: int) -> int:
    """The index just past the type starting at ``tokens[i]`` (``i`` if none)."""
    if i >= len(tokens):
        return i
    t = tokens[i]
    if t.kind is Kind.PUNCT and t.text in "<[{":
        return min(matching_close(tokens, i) + 1, len(tokens))
    if t.kind is Kind.LOCAL:  # a named struct type
        return i + 1
    if t.kind is not Kind.WORD or not _is_type_word(t.text):
        return i
    j = i + 1
    if t.text in ("ptr", "target") and j < len(tokens):
        if t.text == "ptr" and tokens[j].is_word("addrspace"):
            j += 1
        if j < len(tokens) and tokens[j].is_punct("("):
            j = min(matching_close(tokens, j) + 1, len(tokens))
    return j
