"""Reader of the amdsync litmus format (docs/litmus.md, "The amdsync litmus format").

::

    AMDGPU MP+rel+acq
    "message passing through a release/acquire pair at agent scope"
    { global x = 0; global y = 0; }
    P0 @ wave 0, wg 0, agent 0:
      store i32 1, ptr addrspace(1) @x
      store atomic i32 1, ptr addrspace(1) @y syncscope("agent") release
    P1 @ wave 0, wg 1, agent 0:
      %r0 = load atomic i32, ptr addrspace(1) @y syncscope("agent") acquire
      %r1 = load i32, ptr addrspace(1) @x
    exists (P1:%r0 == 1 /\\ P1:%r1 == 0)

Every error is an :class:`AmdsyncError` at ``file:line:col``.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.formats.litmus.common import (
    Placement,
    assign_places,
    check_lds_sharing,
    parse_syncscope,
)
from amdsync.program import ops as o
from amdsync.program.litmus_test import (
    UNDEF,
    And,
    Condition,
    Eq,
    LitmusLocation,
    LitmusTest,
    LitmusThread,
    LocRef,
    Not,
    Or,
    Prop,
    Quantifier,
    RegRef,
    TrueProp,
    Value,
)
from amdsync.program.module import Block
from amdsync.program.types import AddressSpace, IntType, Type, VecType

ORDERINGS = {
    "unordered": o.Ordering.UNORDERED, "monotonic": o.Ordering.MONOTONIC,
    "acquire": o.Ordering.ACQUIRE, "release": o.Ordering.RELEASE,
    "acq_rel": o.Ordering.ACQ_REL, "seq_cst": o.Ordering.SEQ_CST,
}


@cache
def _parser() -> Lark:
    grammar = (Path(__file__).parent / "amdsync_grammar.lark").read_text()
    return Lark(grammar, parser="lalr", propagate_positions=True, maybe_placeholders=False)


def parse_amdsync_litmus(text: str, file: str = "<litmus>") -> LitmusTest:
    """Parse the amdsync litmus format into a :class:`LitmusTest`."""
    try:
        tree = _parser().parse(text)
    except UnexpectedInput as error:
        raise _syntax_error(error, text, file) from None
    return _Builder(file).build(tree)


def _syntax_error(error: UnexpectedInput, text: str, file: str) -> AmdsyncError:
    line = getattr(error, "line", 0) or 0
    col = getattr(error, "column", 0) or 0
    if isinstance(error, UnexpectedToken):
        tok = error.token
        if tok.type == "$END":
            lines = text.splitlines() or [""]
            return AmdsyncError("litmus-syntax", "unexpected end of file",
                                Loc(file, len(lines), len(lines[-1]) + 1))
        expected = ", ".join(sorted(error.accepts or error.expected))[:200]
        return AmdsyncError("litmus-syntax", f"unexpected {tok!s:.40} (expected one of: "
                            f"{expected})", Loc(file, line, col))
    if isinstance(error, UnexpectedCharacters):
        return AmdsyncError("litmus-syntax", f"unexpected character {error.char!r}",
                            Loc(file, line, col))
    if isinstance(error, UnexpectedEOF):
        lines = text.splitlines() or [""]
        return AmdsyncError("litmus-syntax", "unexpected end of file",
                            Loc(file, len(lines), len(lines[-1]) + 1))
    return AmdsyncError("litmus-syntax", str(error).splitlines()[0], Loc(file, line, col))


class _Builder:
    def __init__(self, file: str) -> None:
        self.file = file
        self.locations: dict[str, LitmusLocation] = {}
        self.accessed: dict[str, list[tuple[int, Loc]]] = {}
        self.current_thread = 0

    def loc(self, node: Tree[Any] | Token) -> Loc:
        if isinstance(node, Token):
            return Loc(self.file, node.line or 0, node.column or 0)
        meta = node.meta
        if getattr(meta, "empty", True):
            return Loc(self.file)
        return Loc(self.file, meta.line, meta.column)

    def build(self, tree: Tree[Any]) -> LitmusTest:
        header = tree.children[0]
        name = str(header.children[1])
        docs: list[str] = []
        threads_raw: list[Tree[Any]] = []
        finals: list[Tree[Any]] = []
        for child in tree.children[1:]:
            match child.data:
                case "doc":
                    docs.append(str(child.children[0])[1:-1])
                case "init":
                    self._init(child)
                case "thread":
                    threads_raw.append(child)
                case "condition" | "filter":
                    finals.append(child)
        placements: list[Placement] = []
        names: list[str] = []
        for t in threads_raw:
            tname = str(t.children[0])
            if tname in names:
                raise AmdsyncError("litmus-duplicate-thread", f"thread {tname} is defined "
                                   "twice", self.loc(t.children[0]))
            names.append(tname)
            placements.append(self._placement(t.children[1]))
        places = assign_places(placements)
        threads: list[LitmusThread] = []
        for index, (t, place) in enumerate(zip(threads_raw, places, strict=True)):
            self.current_thread = index
            blocks = self._blocks(t.children[2:], self.loc(t))
            threads.append(LitmusThread(str(t.children[0]), place, blocks, (), self.loc(t)))
        condition: Condition | None = None
        filt: Prop | None = None
        for f in finals:
            if f.data == "condition":
                if condition is not None:
                    raise AmdsyncError("litmus-duplicate-condition", "a test has one final "
                                       "condition", self.loc(f))
                quant = Quantifier(str(f.children[0]))
                condition = Condition(quant, self._prop(f.children[1], names), self.loc(f))
            else:
                filt = self._prop(f.children[0], names)
        check_lds_sharing(list(self.locations.values()), threads, self.accessed)
        return LitmusTest(name, "AMDGPU", "\n".join(docs), tuple(self.locations.values()),
                          tuple(threads), condition, filt, self.loc(tree))

    # ------------------------------------------------------------ init

    def _init(self, node: Tree[Any]) -> None:
        for decl in node.children:
            space = AddressSpace.GLOBAL
            init: int | None = None
            name_tok: Token | None = None
            for c in decl.children:
                if isinstance(c, Tree) and c.data == "space":
                    space = AddressSpace.LOCAL if str(c.children[0]) == "local" else \
                        AddressSpace.GLOBAL
                elif isinstance(c, Tree) and c.data == "value_int":
                    init = int(str(c.children[0]))
                elif isinstance(c, Token):
                    name_tok = c
            assert name_tok is not None
            name = str(name_tok)
            if name in self.locations:
                raise AmdsyncError("litmus-duplicate-location", f"location {name} is "
                                   "declared twice", self.loc(name_tok))
            self.locations[name] = LitmusLocation(name, int(space), init, self.loc(name_tok))

    def _placement(self, node: Tree[Any]) -> Placement:
        values: dict[str, int] = {}
        for kv in node.children:
            key, val = kv.children
            if str(key) in values:
                raise AmdsyncError("litmus-placement", f"{key} is given twice",
                                   self.loc(key))
            values[str(key)] = int(str(val))
        return Placement(values.get("agent", 0), values.get("cluster"), values.get("wg", 0),
                         values.get("wave", 0))

    # ------------------------------------------------------------ code

    def _blocks(self, items: list[Tree[Any]], loc: Loc) -> tuple[Block, ...]:
        blocks: list[Block] = []
        name = "entry"
        ops: list[o.Op] = []
        block_loc = loc
        terminated = False
        labels: set[str] = set()
        targets: list[tuple[str, Loc]] = []
        for item in items:
            if item.data == "label":
                label = str(item.children[0])
                if label in labels or label == "entry":
                    raise AmdsyncError("litmus-duplicate-label", f"label {label} is "
                                       "defined twice", self.loc(item))
                labels.add(label)
                if not terminated:
                    blocks.append(Block(name, tuple(ops), o.Br(label, self.loc(item)),
                                        block_loc))
                name, ops, block_loc, terminated = label, [], self.loc(item), False
                continue
            if terminated:
                raise AmdsyncError("litmus-unreachable", "an instruction after a branch "
                                   "needs a label", self.loc(item))
            result = self._instr(item)
            if isinstance(result, (o.Br, o.CondBr, o.Ret)):
                for target in (o.successors(result)):
                    targets.append((target, self.loc(item)))
                blocks.append(Block(name, tuple(ops), result, block_loc))
                terminated = True
            else:
                ops.extend(result)
        if not terminated:
            blocks.append(Block(name, tuple(ops), o.Ret(None, loc), block_loc))
        for target, tloc in targets:
            if target not in labels:
                raise AmdsyncError("litmus-unknown-label", f"branch to unknown label "
                                   f"%{target}", tloc)
        return tuple(blocks)

    def _ptr(self, ptrty: Tree[Any], glob: Token) -> tuple[o.GlobalAddr, int]:
        name = str(glob)[1:]
        if name not in self.locations:
            raise AmdsyncError("litmus-unknown-location", f"location @{name} is not declared "
                               "in the initial state", self.loc(glob))
        location = self.locations[name]
        if ptrty.children:
            space = int(str(ptrty.children[0]))
            if space not in (AddressSpace.FLAT, location.addrspace):
                raise AmdsyncError("litmus-address-space", f"@{name} is in addrspace("
                                   f"{location.addrspace}), not addrspace({space})",
                                   self.loc(ptrty))
        self.accessed.setdefault(name, []).append((self.current_thread, self.loc(glob)))
        return o.GlobalAddr(name, location.addrspace), location.addrspace

    def _type(self, node: Tree[Any]) -> Type:
        text = str(node.children[0]).replace(" ", "")
        if text.startswith("<"):
            count, elem = text[1:-1].split("x")
            return VecType(int(count), IntType(int(elem[1:])))
        return IntType(int(text[1:]))

    def _value(self, node: Tree[Any] | Token) -> o.Operand:
        if isinstance(node, Token):
            return o.Const(int(str(node)), IntType(32))
        match node.data:
            case "const":
                return o.Const(int(str(node.children[0])), IntType(32))
            case "reg":
                return o.Reg(str(node.children[0])[1:])
            case "undef":
                return o.Undef(IntType(32))
        raise AmdsyncError("litmus-syntax", "bad value", self.loc(node))

    def _scope(self, node: Tree[Any] | None) -> o.SyncScope:
        if node is None:
            return o.SYSTEM_SCOPE
        tok = node.children[0]
        return parse_syncscope(str(tok)[1:-1], self.loc(tok))

    def _mmra(self, node: Tree[Any] | None) -> tuple[bool, frozenset[int] | None]:
        """``!mmra`` tags: ``amdgcn-av none`` and ``amdgpu-synchronize-as``."""
        if node is None:
            return False, None
        body = node.children[0]
        pairs: list[tuple[Token, Token]] = []
        if body.data == "md_single":
            pairs.append((_token(body.children[0]), _token(body.children[1])))
        else:
            for t in body.children:
                pairs.append((_token(t.children[0]), _token(t.children[1])))
        av_none = False
        spaces: set[int] = set()
        for key_tok, val_tok in pairs:
            key, val = str(key_tok)[2:-1], str(val_tok)[2:-1]
            if key == "amdgcn-av" and val == "none":
                av_none = True
            elif key == "amdgpu-synchronize-as" and val in ("local", "global"):
                spaces.add(AddressSpace.LOCAL if val == "local" else AddressSpace.GLOBAL)
            else:
                raise AmdsyncError("litmus-unknown-mmra", f"unknown MMRA tag !{{!\"{key}\", "
                                   f"!\"{val}\"}} (known: amdgcn-av none, "
                                   "amdgpu-synchronize-as local/global)", self.loc(key_tok))
        return av_none, frozenset(spaces) if spaces else None

    def _parts(self, node: Tree[Any]) -> dict[str, list[Any]]:
        out: dict[str, list[Any]] = {}
        for c in node.children:
            key = c.type if isinstance(c, Token) else c.data
            out.setdefault(str(key), []).append(c)
        return out

    def _atomicity(self, node: Tree[Any], parts: dict[str, list[Any]], atomic: bool,
                   space: int) -> o.Atomicity | None:
        scope_node = parts.get("syncscope", [None])[0]
        ordering_tok = parts.get("ORDERING", [None])[0]
        mmra = parts.get("mmra", [None])[0]
        av_none, spaces = self._mmra(mmra)
        if spaces is not None:
            raise AmdsyncError("litmus-mmra", "amdgpu-synchronize-as tags apply to fences "
                               "only", self.loc(mmra))
        if not atomic:
            if scope_node is not None or ordering_tok is not None or av_none:
                raise AmdsyncError("litmus-atomic", "syncscope, ordering and amdgcn-av "
                                   "need an atomic access", self.loc(node))
            return None
        if ordering_tok is None:
            raise AmdsyncError("litmus-atomic", "an atomic access needs an ordering",
                               self.loc(node))
        del space
        return o.Atomicity(ORDERINGS[str(ordering_tok)], self._scope(scope_node), av_none)

    def _instr(self, node: Tree[Any]) -> list[o.Op] | o.Br | o.CondBr | o.Ret:
        loc = self.loc(node)
        parts = self._parts(node)
        match node.data:
            case "load":
                dest = str(parts["REG"][0])[1:]
                ptr, space = self._ptr(parts["ptrty"][0], parts["GLOBAL"][0])
                ty = self._type(parts["type"][0])
                at = self._atomicity(node, parts, "ATOMIC" in parts, space)
                if at is not None and at.ordering.is_release and not at.ordering.is_acquire:
                    raise AmdsyncError("litmus-ordering", "a load cannot have release "
                                       "ordering", loc)
                return [o.Load(dest, ptr, ty, 4, at, False, loc)]
            case "store":
                ptr, space = self._ptr(parts["ptrty"][0], parts["GLOBAL"][0])
                ty = self._type(parts["type"][0])
                value = self._value(_after(node, "type"))
                at = self._atomicity(node, parts, "ATOMIC" in parts, space)
                if at is not None and at.ordering in (o.Ordering.ACQUIRE, o.Ordering.ACQ_REL):
                    raise AmdsyncError("litmus-ordering", "a store cannot have acquire "
                                       "ordering", loc)
                return [o.Store(ptr, value, ty, 4, at, False, loc)]
            case "rmw":
                dest = str(parts["REG"][0])[1:]
                ptr, space = self._ptr(parts["ptrty"][0], parts["GLOBAL"][0])
                ty = self._type(parts["type"][0])
                value = self._value(_after(node, "type"))
                at = self._atomicity(node, parts, True, space)
                assert at is not None
                return [o.AtomicRMW(dest, str(parts["RMWOP"][0]), ptr, value, ty, 4, at, loc)]
            case "cmpxchg":
                dest = str(parts["REG"][0])[1:]
                ptr, space = self._ptr(parts["ptrty"][0], parts["GLOBAL"][0])
                ty = self._type(parts["type"][0])
                types = [i for i, c in enumerate(node.children)
                         if isinstance(c, Tree) and c.data == "type"]
                expected = self._value(node.children[types[0] + 1])
                new = self._value(node.children[types[1] + 1])
                orderings = parts["ORDERING"]
                av_none, spaces = self._mmra(parts.get("mmra", [None])[0])
                if spaces is not None:
                    raise AmdsyncError("litmus-mmra", "amdgpu-synchronize-as tags apply to "
                                       "fences only", loc)
                at = o.Atomicity(ORDERINGS[str(orderings[0])],
                                 self._scope(parts.get("syncscope", [None])[0]), av_none)
                del space
                return [o.CmpXchg(dest, ptr, expected, new, ty, 4, at,
                                  ORDERINGS[str(orderings[1])], loc)]
            case "fence":
                ordering = ORDERINGS[str(parts["ORDERING"][0])]
                if ordering in (o.Ordering.UNORDERED, o.Ordering.MONOTONIC):
                    raise AmdsyncError("litmus-ordering", "a fence needs acquire, release, "
                                       "acq_rel or seq_cst ordering", loc)
                av_none, spaces = self._mmra(parts.get("mmra", [None])[0])
                return [o.Fence(ordering, self._scope(parts.get("syncscope", [None])[0]),
                                spaces, av_none, loc)]
            case "avload":
                dest = str(parts["REG"][0])[1:]
                ptr, _ = self._ptr(parts["ptrty"][0], parts["GLOBAL"][0])
                md = parts["MDSTRING"][0]
                scope = parse_syncscope(str(md)[2:-1], self.loc(md))
                return [o.AvLoad(dest, ptr, scope, loc)]
            case "avstore":
                ptr, _ = self._ptr(parts["ptrty"][0], parts["GLOBAL"][0])
                md = parts["MDSTRING"][0]
                scope = parse_syncscope(str(md)[2:-1], self.loc(md))
                value = self._value(_after(node, "type"))
                return [o.AvStore(ptr, value, scope, loc)]
            case "barrier":
                return [o.BarrierArrive(o.WORKGROUP_BARRIER, None, loc),
                        o.BarrierWait(o.WORKGROUP_BARRIER, loc)]
            case "binop":
                dest = str(parts["REG"][0])[1:]
                ty = self._type(parts["type"][0])
                lhs, rhs = self._value(node.children[-2]), self._value(node.children[-1])
                return [o.BinOp(dest, o.BinOpKind(str(parts["BINOPKIND"][0])), lhs, rhs, ty,
                                loc)]
            case "icmp":
                dest = str(parts["REG"][0])[1:]
                lhs, rhs = self._value(node.children[-2]), self._value(node.children[-1])
                return [o.ICmp(dest, o.ICmpPred(str(parts["PRED"][0])), lhs, rhs, loc)]
            case "br":
                return o.Br(str(parts["REG"][0])[1:], loc)
            case "condbr":
                cond = self._value(node.children[0])
                regs = [c for c in node.children[1:] if isinstance(c, Token)]
                return o.CondBr(cond, str(regs[0])[1:], str(regs[1])[1:], loc)
            case "ret":
                return o.Ret(None, loc)
        raise AmdsyncError("litmus-syntax", f"unknown instruction {node.data}", loc)

    # ------------------------------------------------------------ conditions

    def _prop(self, node: Tree[Any], threads: list[str]) -> Prop:
        loc = self.loc(node)
        match node.data:
            case "disj":
                return Or(tuple(self._prop(c, threads) for c in node.children), loc)
            case "conj":
                return And(tuple(self._prop(c, threads) for c in node.children), loc)
            case "neg":
                return Not(self._prop(node.children[0], threads), loc)
            case "true":
                return TrueProp(loc)
            case "atom":
                ref_node, cmp_tok, val_node = node.children
                ref: RegRef | LocRef
                if ref_node.data == "regref":
                    tname = str(ref_node.children[0])
                    if tname not in threads:
                        raise AmdsyncError("litmus-unknown-thread", f"no thread {tname}",
                                           self.loc(ref_node))
                    ref = RegRef(tname, str(ref_node.children[1]).lstrip("%"),
                                 self.loc(ref_node))
                else:
                    lname = str(ref_node.children[0])
                    if lname not in self.locations:
                        raise AmdsyncError("litmus-unknown-location", f"no location {lname}",
                                           self.loc(ref_node))
                    ref = LocRef(lname, self.loc(ref_node))
                raw = str(val_node.children[0])
                value: Value = UNDEF if raw == "undef" else int(raw)
                eq = Eq(ref, value, loc)
                return Not(eq, loc) if str(cmp_tok) == "!=" else eq
        raise AmdsyncError("litmus-syntax", f"bad condition {node.data}", loc)


def _token(node: Tree[Any] | Token) -> Token:
    assert isinstance(node, Token)
    return node


def _after(node: Tree[Any], data: str) -> Tree[Any] | Token:
    for i, c in enumerate(node.children):
        if isinstance(c, Tree) and c.data == data:
            return node.children[i + 1]
    raise AmdsyncError("litmus-syntax", "malformed instruction", None)
