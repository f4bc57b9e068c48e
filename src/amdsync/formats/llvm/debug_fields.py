"""Source names of a kernel's struct arguments and their fields, from the IR's debug
information (DWARF as LLVM metadata: LangRef, "Specialized Metadata").

A kernel compiled with full debug information (``-g``) describes each parameter with a
``DILocalVariable`` whose ``arg:`` is its 1-based position and whose ``type:`` leads
(through typedefs and qualifiers) to a ``DICompositeType``; its ``elements`` are the
``DW_TAG_member`` entries with the field's name and its ``offset:`` in bits::

    !7 = !DILocalVariable(name: "g", arg: 1, scope: !3, type: !8)
    !8 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Graph", elements: !9)
    !9 = !{!10, !11}
    !10 = !DIDerivedType(tag: DW_TAG_member, name: "nodes", baseType: !12, size: 32)
    !11 = !DIDerivedType(tag: DW_TAG_member, name: "nindex", baseType: !13, size: 64,
                         offset: 64)

→ ``{0: ArgNames("g", (Member("nodes", 0, ()), Member("nindex", 8, ())))}``.

Only the metadata lines are read (a regular expression per field), so IR of any size
costs one pass over its text; IR without such information gives no names.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from amdsync.program.struct_args import ArgNames, Member

# A specialized node `!7 = !DILocalVariable(...)`, or a tuple `!9 = !{!10, !11}`.
_NODE = re.compile(r"^!(\d+) = (?:distinct )?!(\w*)\((.*)\)\s*$"
                   r"|^!(\d+) = (?:distinct )?!\{(.*)\}\s*$", re.MULTILINE)
_REF = re.compile(r"!(\d+)")
# Qualifiers and aliases a parameter's type may pass through on its way to the struct.
_TRANSPARENT = frozenset({"DW_TAG_typedef", "DW_TAG_const_type", "DW_TAG_volatile_type",
                          "DW_TAG_restrict_type", "DW_TAG_atomic_type"})
_RECORDS = frozenset({"DW_TAG_structure_type", "DW_TAG_class_type"})


@dataclass(frozen=True)
class _Node:
    kind: str  # the specialized node's class (DILocalVariable, …), "" for a tuple !{…}
    body: str


def _field(body: str, key: str) -> str | None:
    """The value of ``key:`` in a specialized node's body (a string unquoted)."""
    found = re.search(rf"(?:^|[ ,(]){key}: (\"(?:[^\"\\]|\\.)*\"|[^,)]+)", body)
    if found is None:
        return None
    value = found.group(1).strip()
    return value[1:-1] if value.startswith('"') else value


def _ref(body: str, key: str) -> int | None:
    value = _field(body, key)
    return int(value[1:]) if value is not None and _REF.fullmatch(value) else None


def _nodes(text: str) -> dict[int, _Node]:
    out: dict[int, _Node] = {}
    if "!DILocalVariable(" not in text:
        return out
    for found in _NODE.finditer(text):
        if found.group(1) is not None:
            out[int(found.group(1))] = _Node(found.group(2), found.group(3))
        else:
            out[int(found.group(4))] = _Node("", found.group(5))
    return out


def struct_argument_names(text: str, kernel: str) -> dict[int, ArgNames]:
    """The struct parameters of ``kernel`` (its IR name, mangled or not) that the debug
    information in ``text`` names, by 0-based position; empty without that information."""
    nodes = _nodes(text)
    programs = {i for i, n in nodes.items() if n.kind == "DISubprogram"
                and "DISPFlagDefinition" in n.body
                and kernel in (_field(n.body, "linkageName"), _field(n.body, "name"))}
    out: dict[int, ArgNames] = {}
    for node in nodes.values():
        if node.kind != "DILocalVariable" or _ref(node.body, "scope") not in programs:
            continue
        arg, name, ty = _field(node.body, "arg"), _field(node.body, "name"), _ref(node.body,
                                                                                  "type")
        if arg is None or not arg.isdigit() or not name or ty is None:
            continue
        members = _record_members(nodes, ty, 0)
        if members is not None:
            out[int(arg) - 1] = ArgNames(name, members)
    return out


def _record(nodes: dict[int, _Node], ref: int | None) -> _Node | None:
    """The struct a type reference names, through typedefs and qualifiers."""
    for _ in range(64):  # (a chain of aliases; metadata cannot loop, but stay bounded)
        node = nodes.get(ref) if ref is not None else None
        if node is None:
            return None
        tag = _field(node.body, "tag")
        if node.kind == "DICompositeType" and tag in _RECORDS:
            return node
        if node.kind != "DIDerivedType" or tag not in _TRANSPARENT:
            return None
        ref = _ref(node.body, "baseType")
    return None


def _record_members(nodes: dict[int, _Node], ty: int, depth: int
                    ) -> tuple[Member, ...] | None:
    record = _record(nodes, ty)
    if record is None or depth > 16:
        return None
    elements = nodes.get(_ref(record.body, "elements") or -1)
    if elements is None:
        return ()
    members = []
    for ref in _REF.findall(elements.body):
        node = nodes.get(int(ref))
        if (node is None or node.kind != "DIDerivedType"
                or _field(node.body, "tag") != "DW_TAG_member"
                or "DIFlagStaticMember" in node.body or "DIFlagBitField" in node.body):
            continue
        name = _field(node.body, "name")
        bits = _field(node.body, "offset") or "0"
        if not name or not bits.isdigit() or int(bits) % 8:
            continue
        inner = _record_members(nodes, _ref(node.body, "baseType") or -1, depth + 1)
        members.append(Member(name, int(bits) // 8, inner or ()))
    return tuple(members)
