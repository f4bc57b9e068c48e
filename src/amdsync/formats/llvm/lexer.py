"""A small tokenizer for fragments of LLVM IR text (instructions, types, constants,
metadata definitions).

The reader lets llvmlite parse and verify the module; this lexer only re-reads text
that llvmlite has already accepted, to recover what it does not expose (orderings,
syncscopes, metadata attachments, switch case values, constant-expression trees).
So it is permissive: anything it does not know becomes a one-character ``punct`` token.

    >>> [t.text for t in tokenize('load atomic i32, ptr %p syncscope("agent") acquire')]
    ['load', 'atomic', 'i32', ',', 'ptr', '%p', 'syncscope', '(', '"agent"', ')', 'acquire']
"""

from __future__ import annotations

import re
from enum import StrEnum
from typing import NamedTuple


class Kind(StrEnum):
    STR = "str"  # "..." or c"..."
    LOCAL = "local"  # %name, %"quoted", %12
    GLOBAL = "global"  # @name
    META = "meta"  # !name, !12, !"string"
    ATTR = "attr"  # #12
    INT = "int"
    FLOAT = "float"
    WORD = "word"  # keywords and type names
    PUNCT = "punct"


class Token(NamedTuple):
    kind: Kind
    text: str
    pos: int  # offset in the tokenized string

    def is_punct(self, text: str) -> bool:
        return self.kind is Kind.PUNCT and self.text == text

    def is_word(self, text: str) -> bool:
        return self.kind is Kind.WORD and self.text == text


_NAME = r'(?:[-a-zA-Z$._][-a-zA-Z$._0-9]*|"[^"]*"|\d+)'
_TOKEN_RE = re.compile(
    r"""
    (?P<ws>\s+)
  | (?P<comment>;[^\n]*)
  | (?P<str>c?"[^"]*")
  | (?P<local>%""" + _NAME + r""")
  | (?P<global>@""" + _NAME + r""")
  | (?P<meta>!(?:[-a-zA-Z$._][-a-zA-Z$._0-9]*|\d+|"[^"]*"))
  | (?P<attr>\#\d+)
  | (?P<float>f0x[0-9A-Fa-f]+|[-+]?(?:[qs]nan\(0x[0-9A-Fa-f]+\)|(?:inf|nan|qnan)(?![\w$.]))
             |[-+]?\d+\.\d*(?:[eE][-+]?\d+)?|0x[KLMHR][0-9A-Fa-f]+|0x[0-9A-Fa-f]+)
  | (?P<int>[-+]?\d+)
  | (?P<word>[A-Za-z_$.][A-Za-z0-9_$.]*)
  | (?P<punct>\.\.\.|.)
    """,
    re.VERBOSE | re.DOTALL,
)

_KINDS = {
    "str": Kind.STR, "local": Kind.LOCAL, "global": Kind.GLOBAL, "meta": Kind.META,
    "attr": Kind.ATTR, "float": Kind.FLOAT, "int": Kind.INT, "word": Kind.WORD,
    "punct": Kind.PUNCT,
}


def tokenize(text: str) -> list[Token]:
    """Split ``text`` into tokens, dropping blanks and ``;`` comments."""
    tokens: list[Token] = []
    append = tokens.append
    kinds = _KINDS
    for match in _TOKEN_RE.finditer(text):
        kind = kinds.get(match.lastgroup or "ws")
        if kind is not None:
            append(Token(kind, match.group(), match.start()))
    return tokens


def unquote_name(token_text: str) -> str:
    """``%x`` → ``x``, ``%"a b"`` → ``a b``, ``@g`` → ``g``."""
    body = token_text[1:]
    if body.startswith('"') and body.endswith('"') and len(body) >= 2:
        return body[1:-1]
    return body


def string_value(token_text: str) -> str:
    """The characters of a ``"..."`` / ``c"..."`` / ``!"..."`` literal, with ``\\XX``
    hex escapes decoded (LangRef, "String constants")."""
    body = token_text
    if body.startswith(("c", "!")):
        body = body[1:]
    body = body[1:-1]
    return _decode_escapes(body).decode("latin-1")


def string_bytes(token_text: str) -> bytes:
    body = token_text[1:] if token_text.startswith("c") else token_text
    return _decode_escapes(body[1:-1])


_HEX2 = re.compile(r"[0-9A-Fa-f]{2}")


def _decode_escapes(body: str) -> bytes:
    out = bytearray()
    i = 0
    while i < len(body):
        ch = body[i]
        if ch == "\\" and _HEX2.fullmatch(body[i + 1:i + 3]):
            out.append(int(body[i + 1:i + 3], 16))
            i += 3
            continue
        if ch == "\\" and body[i + 1:i + 2] == "\\":
            out.append(ord("\\"))
            i += 2
            continue
        out.extend(ch.encode("utf-8"))
        i += 1
    return bytes(out)


def split_top_level(tokens: list[Token], sep: str = ",") -> list[list[Token]]:
    """Split ``tokens`` at ``sep`` tokens that are not nested in brackets."""
    parts: list[list[Token]] = [[]]
    depth = 0
    for token in tokens:
        if token.kind is Kind.PUNCT:
            if token.text in "([{<":
                depth += 1
            elif token.text in ")]}>":
                depth -= 1
            elif token.text == sep and depth == 0:
                parts.append([])
                continue
        parts[-1].append(token)
    return parts


def matching_close(tokens: list[Token], open_index: int) -> int:
    """Index of the bracket closing the one at ``open_index`` (len(tokens) if none)."""
    depth = 0
    for i in range(open_index, len(tokens)):
        token = tokens[i]
        if token.kind is Kind.PUNCT:
            if token.text in "([{<":
                depth += 1
            elif token.text in ")]}>":
                depth -= 1
                if depth == 0:
                    return i
    return len(tokens)
