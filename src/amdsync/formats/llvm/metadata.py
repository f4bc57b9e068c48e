"""Metadata the reader needs, resolved from the original text: ``!mmra`` tags and
``!dbg`` source locations.

``!mmra`` (LangRef, "Memory Model Relaxation Annotations") is a tag
``!{!"prefix", !"value"}`` or a tuple of tags ``!{!5, !6}``, attached by reference
(``!mmra !7``) or inline (``!mmra !{!"amdgcn-av", !"none"}``). The AMDGPU backend reads
``amdgpu-synchronize-as:local|global`` on fences (amdgpu-usage, "Memory Model
Relaxation Annotations") and ``amdgcn-av:none`` on synchronization operations
(amdgpu-memory-model, "MakeAvailable and MakeVisible").

``!dbg !N`` names a ``!DILocation(line: L, scope: !S)``; the file is found by following
``scope:`` up to a node with a ``file:`` (DISubprogram, DILexicalBlock) and its DIFile.
"""

from __future__ import annotations

from dataclasses import dataclass

from amdsync.formats.llvm.lexer import (
    Kind,
    Token,
    matching_close,
    split_top_level,
    string_value,
    tokenize,
)
from amdsync.formats.llvm.text_index import TextDef

Tag = tuple[str, str]


class MetadataError(ValueError):
    pass


_SYSTEM_PREFIXES = ("/usr/include/", "/usr/lib/", "/opt/rocm", "/usr/local/include/")


def _system_file(file: str | None) -> bool:
    """A header of the toolchain or the system (HIP's, clang's, the C library's)."""
    return file is not None and (file.startswith(_SYSTEM_PREFIXES)
                                 or "/lib/clang/" in file)


@dataclass(frozen=True)
class SourcePos:
    file: str | None
    line: int


class MetadataTable:
    """Lazily parsed metadata nodes of one module, keyed by their id (``"7"``)."""

    def __init__(self, defs: dict[str, TextDef]) -> None:
        self._defs = defs
        self._tokens: dict[str, list[Token]] = {}
        self._dbg: dict[str, SourcePos | None] = {}
        self._files: dict[str, str | None] = {}

    def _node_tokens(self, node_id: str) -> list[Token]:
        tokens = self._tokens.get(node_id)
        if tokens is None:
            text_def = self._defs.get(node_id)
            if text_def is None:
                raise MetadataError(f"undefined metadata node !{node_id}")
            tokens = tokenize(text_def.text)
            if tokens and tokens[0].is_word("distinct"):
                tokens = tokens[1:]
            self._tokens[node_id] = tokens
        return tokens

    # ------------------------------------------------------------ mmra

    def mmra_tags(self, tokens: list[Token]) -> frozenset[Tag]:
        """The tags of an ``!mmra`` attachment given as its value tokens
        (``!7`` or ``! { … }``)."""
        return frozenset(self._tags_of(tokens, depth=0))

    def _tags_of(self, tokens: list[Token], depth: int) -> list[Tag]:
        elements = self.tuple_elements(tokens)
        if len(elements) == 2 and all(
                len(e) == 1 and e[0].kind is Kind.META and e[0].text.startswith('!"')
                for e in elements):
            return [(string_value(elements[0][0].text), string_value(elements[1][0].text))]
        if depth > 0:
            raise MetadataError("an MMRA tag must be a pair of strings !{!\"prefix\", !\"value\"}")
        tags: list[Tag] = []
        for element in elements:
            tags.extend(self._tags_of(element, depth + 1))
        return tags

    def tuple_elements(self, tokens: list[Token]) -> list[list[Token]]:
        """The elements of a metadata tuple, given inline (``!{…}``) or by node."""
        if len(tokens) == 1 and tokens[0].kind is Kind.META and tokens[0].text[1:].isdigit():
            return self.tuple_elements(self._node_tokens(tokens[0].text[1:]))
        if len(tokens) >= 3 and tokens[0].is_punct("!") and tokens[1].is_punct("{"):
            close = matching_close(tokens, 1)
            return [part for part in split_top_level(tokens[2:close]) if part]
        raise MetadataError("expected a metadata tuple")

    # ------------------------------------------------------------ dbg

    def source_pos(self, node_id: str) -> SourcePos | None:
        """The source file and line of a ``!DILocation`` node (None when the node is not
        a location or has no line): the innermost location of its inlining chain that is
        not in a toolchain or system header, else the node's own."""
        if node_id in self._dbg:
            return self._dbg[node_id]
        result: SourcePos | None = None
        current: str | None = node_id
        for _ in range(64):  # the inlining chain, innermost first
            if current is None:
                break
            fields = self._specialized_fields(current, "!DILocation")
            if fields is None:
                break
            line_text = fields.get("line")
            if line_text is None or not line_text.lstrip("-").isdigit():
                break
            file = self._file_of_scope(fields.get("scope"), 0)
            position = SourcePos(file, int(line_text))
            if result is None:
                result = position
            if not _system_file(file):
                # The innermost line in the user's code: a header's line (HIP's
                # atomicAdd in amd_hip_atomic.h) stands for the user's call of it.
                result = position
                break
            inlined = fields.get("inlinedAt")
            current = inlined[1:] if inlined and inlined.startswith("!") else None
        self._dbg[node_id] = result
        return result

    def _specialized_fields(self, node_id: str, kind: str) -> dict[str, str] | None:
        try:
            tokens = self._node_tokens(node_id)
        except MetadataError:
            return None
        if len(tokens) < 2 or tokens[0].text != kind or not tokens[1].is_punct("("):
            return None
        close = matching_close(tokens, 1)
        fields: dict[str, str] = {}
        for part in split_top_level(tokens[2:close]):
            if len(part) >= 3 and part[1].is_punct(":"):
                fields[part[0].text] = " ".join(t.text for t in part[2:])
        return fields

    def _file_of_scope(self, scope: str | None, depth: int) -> str | None:
        if scope is None or not scope.startswith("!") or depth > 64:
            return None
        node_id = scope[1:]
        if node_id in self._files:
            return self._files[node_id]
        result: str | None = None
        try:
            tokens = self._node_tokens(node_id)
        except MetadataError:
            tokens = []
        if tokens and tokens[0].text == "!DIFile":
            fields = self._specialized_fields(node_id, "!DIFile") or {}
            name = fields.get("filename")
            result = string_value(name) if name and name.startswith('"') else None
        elif tokens and tokens[0].kind is Kind.META and tokens[0].text.startswith("!DI"):
            fields = self._specialized_fields(node_id, tokens[0].text) or {}
            if "file" in fields:
                result = self._file_of_scope(fields["file"], depth + 1)
            if result is None and "scope" in fields:
                result = self._file_of_scope(fields["scope"], depth + 1)
        self._files[node_id] = result
        return result


@dataclass(frozen=True)
class Attachments:
    """The metadata attachments of one instruction, by kind (``"mmra"``, ``"dbg"``),
    each as its value tokens."""

    by_kind: dict[str, list[Token]]

    def get(self, kind: str) -> list[Token] | None:
        return self.by_kind.get(kind)


def attachments(tokens: list[Token]) -> Attachments:
    """Find ``, !kind <node>`` attachments at the top level of an instruction."""
    found: dict[str, list[Token]] = {}
    depth = 0
    i = 0
    n = len(tokens)
    while i < n:
        token = tokens[i]
        if token.kind is Kind.PUNCT:
            if token.text in "([{<":
                depth += 1
            elif token.text in ")]}>":
                depth -= 1
        elif (depth == 0 and token.kind is Kind.META and token.text[1:2].isalpha()
              and i > 0 and tokens[i - 1].is_punct(",") and i + 1 < n):
            value = tokens[i + 1]
            if value.kind is Kind.META:
                found[token.text[1:]] = [value]
                i += 2
                continue
            if value.is_punct("!") and i + 2 < n and tokens[i + 2].is_punct("{"):
                close = matching_close(tokens, i + 2)
                found[token.text[1:]] = tokens[i + 1:close + 1]
                i = close + 1
                continue
        i += 1
    return Attachments(found)
