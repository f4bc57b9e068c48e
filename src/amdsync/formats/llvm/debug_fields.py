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

IR compiled with line tables only (what ``amdsync hip`` and ``amdsync opencl`` check)
has no such nodes; those commands read the names from a second compile with ``-g``
(frontends/struct_names.py) and append them to the IR they check as amdsync's own named
metadata, every member by its dotted path and byte offset in the struct, so that
every later reading of that IR (a sweep's tasks, the fix search, ``--keep-ll``) names
the fields alike::

    !amdsync.struct_args = !{!90}
    !90 = !{!"_Z4pull5GraphPKiPi", i64 0, !"g", !"nodes", i64 0, !"nindex", i64 8}
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from amdsync.formats.llvm.metadata_strings import metadata_string, unescape
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
    if "!DILocalVariable(" not in text and f"!{NAMED} = " not in text:
        return out
    for found in _NODE.finditer(text):
        if found.group(1) is not None:
            out[int(found.group(1))] = _Node(found.group(2), found.group(3))
        else:
            out[int(found.group(4))] = _Node("", found.group(5))
    return out


NAMED = "amdsync.struct_args"
_CARRIED = re.compile(rf"^!{re.escape(NAMED)} = !\{{(.*)\}}\s*$", re.MULTILINE)
_ITEM = re.compile(r'!"((?:[^"\\]|\\.)*)"|i64 (\d+)')


def struct_argument_names(text: str, kernel: str) -> dict[int, ArgNames]:
    """The struct parameters of ``kernel`` (its IR name, mangled or not) that the debug
    information in ``text`` (or the names amdsync carries in it) names, by 0-based
    position; empty without that information."""
    return every_struct_argument_name(text).get(kernel, {})


def every_struct_argument_name(text: str) -> dict[str, dict[int, ArgNames]]:
    """:func:`struct_argument_names` of every function ``text`` defines, by its IR name
    (the linkage name where the debug information gives one)."""
    nodes = _nodes(text)
    out = _carried(text, nodes)
    for node in nodes.values():
        if node.kind != "DILocalVariable":
            continue
        scope = nodes.get(_ref(node.body, "scope") or -1)
        if (scope is None or scope.kind != "DISubprogram"
                or "DISPFlagDefinition" not in scope.body):
            continue
        function = _field(scope.body, "linkageName") or _field(scope.body, "name")
        arg, name, ty = _field(node.body, "arg"), _field(node.body, "name"), _ref(node.body,
                                                                                  "type")
        if not function or arg is None or not arg.isdigit() or not name or ty is None:
            continue
        members = _record_members(nodes, ty, 0)
        if members is not None:
            out.setdefault(function, {})[int(arg) - 1] = ArgNames(name, members)
    return out


def carried_names(names: dict[str, dict[int, ArgNames]], first: int) -> str:
    """The named metadata that carries ``names`` in IR text, its nodes numbered from
    ``first`` (past every node the text has)."""
    if not names:
        return ""
    lines: list[str] = []
    for kernel, args in sorted(names.items()):
        for position, arg in sorted(args.items()):
            items = [metadata_string(kernel), f"i64 {position}", metadata_string(arg.name)]
            for path, offset in _flat(arg.members, "", 0):
                items += [metadata_string(path), f"i64 {offset}"]
            lines.append(f"!{first + len(lines)} = !{{{', '.join(items)}}}")
    refs = ", ".join(f"!{first + i}" for i in range(len(lines)))
    return "\n".join([f"!{NAMED} = !{{{refs}}}", *lines]) + "\n"


def last_node(text: str) -> int:
    """The largest metadata node number ``text`` defines (-1: none)."""
    return max((int(n) for n in re.findall(r"^!(\d+) = ", text, re.MULTILINE)), default=-1)






def _flat(members: tuple[Member, ...], prefix: str, base: int) -> list[tuple[str, int]]:
    """Every member in pre-order: its dotted path and its offset in the outer struct."""
    out: list[tuple[str, int]] = []
    for member in members:
        path = f"{prefix}{member.name}"
        out.append((path, base + member.offset))
        out += _flat(member.members, path + ".", base + member.offset)
    return out


def _carried(text: str, nodes: dict[int, _Node]) -> dict[str, dict[int, ArgNames]]:
    """The names amdsync's own named metadata carries (see the module docstring)."""
    found = _CARRIED.search(text)
    out: dict[str, dict[int, ArgNames]] = {}
    for ref in _REF.findall(found.group(1)) if found else []:
        node = nodes.get(int(ref))
        if node is None or node.kind:
            continue
        items = [unescape(m.group(1)) if m.group(2) is None else int(m.group(2))
                 for m in _ITEM.finditer(node.body)]
        if len(items) < 3 or not isinstance(items[0], str) or not isinstance(items[1], int) \
                or not isinstance(items[2], str):
            continue
        pairs = list(zip(items[3::2], items[4::2], strict=False))
        flat = [(p, o) for p, o in pairs if isinstance(p, str) and isinstance(o, int)]
        out.setdefault(items[0], {})[items[1]] = ArgNames(items[2], _tree(flat, "", 0))
    return out


def _tree(flat: list[tuple[str, int]], prefix: str, base: int) -> tuple[Member, ...]:
    """The members directly under ``prefix`` (offsets made relative to their struct)."""
    out = []
    for path, offset in flat:
        rest = path.removeprefix(prefix)
        if path.startswith(prefix) and rest and "." not in rest:
            out.append(Member(rest, offset - base, _tree(flat, path + ".", offset)))
    return tuple(out)


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
