"""Reader of the herd / Dat3M Vulkan litmus syntax, for the subset that maps onto the
AMDGPU memory model through the spec's Vulkan table (amdgpu-memory-model, "The Vulkan
Memory Model"). docs/litmus.md, "Vulkan mapping", lists each choice.

::

    Vulkan mp
    { x=0; y=0; }
     P0@sg 0, wg 0, qf 0        | P1@sg 1,wg 0, qf 0              ;
     st.av.dv.sc0 x, 1          | ld.atom.acq.wg.sc0.semsc0 r0, y ;
     st.atom.rel.wg.sc0.semsc0 y, 1 | ld.vis.dv.sc0 r1, x         ;
    exists (P1:r0 == 1)

A feature without an AMDGPU counterpart is rejected with ``vulkan-unmapped`` naming the
feature (``aliases``, ``ssw``, ``avdevice``/``visdevice``, private accesses to shared
locations, storage classes beyond two, partial semantics sets, …). Syntax errors are
``vulkan-syntax``; every error has ``file:line:col``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.formats.litmus.common import Placement, assign_places, check_lds_sharing
from amdsync.program import ops as o
from amdsync.program.litmus_test import (
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
)
from amdsync.program.module import Block
from amdsync.program.types import AddressSpace, IntType

I32 = IntType(32)

# Vulkan scope → AMDGPU scope (docs/litmus.md, "Vulkan mapping"); ``dv`` is agent scope
# unless the test spans several queue families (agents), then system scope.
VULKAN_SCOPES = {"sg": o.Scope.WAVEFRONT, "wg": o.Scope.WORKGROUP, "qf": o.Scope.AGENT,
                 "dv": o.Scope.AGENT}
STORAGE_CLASSES = {0: int(AddressSpace.GLOBAL), 1: int(AddressSpace.LOCAL)}


def unmapped(feature: str, why: str, loc: Loc) -> AmdsyncError:
    return AmdsyncError("vulkan-unmapped", f"{feature}: {why}", loc)


@dataclass
class _Cell:
    text: str
    loc: Loc


@dataclass
class _Instr:
    """A parsed Vulkan instruction before mapping."""

    mnemonic: str
    attrs: list[str]
    args: list[str]
    loc: Loc
    label: str | None = None


@dataclass
class _Thread:
    name: str
    placement: Placement
    loc: Loc
    cells: list[_Cell] = field(default_factory=list)


_NUM = re.compile(r"^-?\d+$")
_IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def parse_vulkan_litmus(text: str, file: str = "<litmus>") -> LitmusTest:
    """Parse a Vulkan litmus test and map it onto AMDGPU operations."""
    return _Reader(text, file).read()


class _Reader:
    def __init__(self, text: str, file: str) -> None:
        self.text = text
        self.file = file
        self.lines = text.splitlines()
        self.pos = 0

    def at(self, line: int, col: int = 1) -> Loc:
        return Loc(self.file, line + 1, col)

    def syntax(self, message: str, line: int, col: int = 1) -> AmdsyncError:
        return AmdsyncError("vulkan-syntax", message, self.at(line, col))

    def skip_blank(self) -> None:
        while self.pos < len(self.lines) and not self.lines[self.pos].strip():
            self.pos += 1

    # ------------------------------------------------------------ top level

    def read(self) -> LitmusTest:
        self.skip_blank()
        if self.pos >= len(self.lines):
            raise self.syntax("empty file", 0)
        header = self.lines[self.pos].split()
        if len(header) < 2 or header[0].upper() != "VULKAN":
            raise self.syntax("a Vulkan litmus test starts with 'VULKAN <name>'", self.pos)
        name = header[1]
        self.pos += 1
        docs: list[str] = []
        self.skip_blank()
        while self.pos < len(self.lines) and self.lines[self.pos].lstrip().startswith('"'):
            docs.append(self._doc())
            self.skip_blank()
        if self.pos >= len(self.lines) or not self.lines[self.pos].lstrip().startswith("{"):
            raise self.syntax("expected the initial state '{ … }'", min(self.pos,
                                                                        len(self.lines) - 1))
        init_items, init_loc = self._braces()
        self.skip_blank()
        if self.pos < len(self.lines) and self.lines[self.pos].lstrip().startswith("{"):
            _, loc = self._braces()
            raise unmapped("ssw (system-synchronizes-with between threads)",
                           "host-side synchronization has no AMDGPU memory-model operation",
                           loc)
        threads = self._threads()
        finals = self._finals()
        return self._build(name, "\n".join(docs), init_items, init_loc, threads, finals)

    def _doc(self) -> str:
        """A quoted doc string, possibly over several lines."""
        start = self.pos
        chunk = self.lines[self.pos].strip()
        parts = [chunk]
        while chunk.count('"') % 2 == 1 or (len(parts) > 1 and parts[-1].count('"') == 0):
            self.pos += 1
            if self.pos >= len(self.lines):
                raise self.syntax("unterminated string", start)
            chunk = self.lines[self.pos].strip()
            parts.append(chunk)
            if '"' in chunk:
                break
        self.pos += 1
        return " ".join(parts).strip('"')

    def _braces(self) -> tuple[list[tuple[str, Loc]], Loc]:
        """The items of a ``{ a; b; }`` block with their locations."""
        start_line = self.pos
        line = self.lines[self.pos]
        col = line.index("{")
        loc = self.at(self.pos, col + 1)
        items: list[tuple[str, Loc]] = []
        current = ""
        cur_loc: Loc | None = None
        row, c = self.pos, col + 1
        while True:
            if row >= len(self.lines):
                raise self.syntax("unterminated '{'", start_line, col + 1)
            text = self.lines[row]
            while c < len(text):
                ch = text[c]
                if ch == "}":
                    if current.strip():
                        assert cur_loc is not None
                        items.append((current.strip(), cur_loc))
                    self.pos = row + 1
                    rest = text[c + 1:].strip()
                    if rest:
                        raise self.syntax(f"unexpected {rest!r} after '}}'", row, c + 2)
                    return items, loc
                if ch == ";":
                    if current.strip():
                        assert cur_loc is not None
                        items.append((current.strip(), cur_loc))
                    current, cur_loc = "", None
                else:
                    if not current.strip() and not ch.isspace():
                        cur_loc = self.at(row, c + 1)
                    current += ch
                c += 1
            current += " "
            row, c = row + 1, 0

    def _threads(self) -> list[_Thread]:
        self.skip_blank()
        if self.pos >= len(self.lines):
            raise self.syntax("expected the thread header 'P0@sg 0, wg 0, qf 0 | …'",
                              len(self.lines) - 1)
        row = self.pos
        threads: list[_Thread] = []
        for cell in self._row_cells(row):
            m = re.fullmatch(r"(P\d+)\s*@\s*(.*)", cell.text)
            if m is None:
                raise AmdsyncError("vulkan-syntax", f"expected 'P<n>@sg <i>, wg <j>, qf <k>', "
                                   f"got {cell.text!r}", cell.loc)
            coords: dict[str, int] = {}
            for part in m.group(2).split(","):
                kv = part.split()
                if len(kv) != 2 or kv[0] not in ("sg", "wg", "qf") or not kv[1].isdigit():
                    raise AmdsyncError("vulkan-syntax", f"bad placement {part.strip()!r} "
                                       "(expected sg N, wg N, qf N)", cell.loc)
                coords[kv[0]] = int(kv[1])
            expected = f"P{len(threads)}"
            if m.group(1) != expected:
                raise AmdsyncError("vulkan-syntax", f"expected thread {expected}, got "
                                   f"{m.group(1)}", cell.loc)
            threads.append(_Thread(m.group(1), Placement(coords.get("qf", 0), None,
                                                         coords.get("wg", 0),
                                                         coords.get("sg", 0)), cell.loc))
        self.pos += 1
        while self.pos < len(self.lines):
            line = self.lines[self.pos]
            stripped = line.strip()
            if not stripped:
                self.pos += 1
                continue
            if re.match(r"^(exists|~exists|forall|filter|locations)\b", stripped) or \
                    stripped.startswith("~exists"):
                break
            cells = self._row_cells(self.pos)
            if len(cells) != len(threads):
                raise self.syntax(f"row has {len(cells)} columns, the test has "
                                  f"{len(threads)} threads", self.pos)
            for thread, cell in zip(threads, cells, strict=True):
                if cell.text:
                    thread.cells.append(cell)
            self.pos += 1
        return threads

    def _row_cells(self, row: int) -> list[_Cell]:
        line = self.lines[row]
        body = line.rstrip()
        if body.endswith(";"):
            body = body[:-1]
        cells: list[_Cell] = []
        start = 0
        for part in body.split("|"):
            lead = len(part) - len(part.lstrip())
            cells.append(_Cell(part.strip(), self.at(row, start + lead + 1)))
            start += len(part) + 1
        return cells

    def _finals(self) -> list[tuple[str, str, Loc, Loc]]:
        finals: list[tuple[str, str, Loc, Loc]] = []
        while self.pos < len(self.lines):
            line = self.lines[self.pos]
            stripped = line.strip()
            if not stripped:
                self.pos += 1
                continue
            m = re.match(r"^(~exists|exists|forall|filter|locations)", stripped)
            if m is None:
                raise self.syntax(f"unexpected {stripped[:30]!r} (expected exists, ~exists, "
                                  "forall or filter)", self.pos,
                                  len(line) - len(line.lstrip()) + 1)
            keyword = m.group(1)
            kw_loc = self.at(self.pos, len(line) - len(line.lstrip()) + 1)
            body = stripped[len(keyword):]
            body_line, body_col = self.pos, len(line) - len(line.lstrip()) + len(keyword) + 1
            self.pos += 1
            while self.pos < len(self.lines):
                nxt = self.lines[self.pos].strip()
                if re.match(r"^(~exists|exists|forall|filter|locations)\b", nxt):
                    break
                body += "\n" + self.lines[self.pos]
                self.pos += 1
            if keyword == "locations":
                continue
            finals.append((keyword, body, kw_loc, self.at(body_line, body_col)))
        return finals

    # ------------------------------------------------------------ mapping

    def _build(self, name: str, doc: str, init_items: list[tuple[str, Loc]], init_loc: Loc,
               threads: list[_Thread], finals: list[tuple[str, str, Loc, Loc]]) -> LitmusTest:
        init_values: dict[str, tuple[int, Loc]] = {}
        init_regs: dict[str, list[tuple[str, int]]] = {}
        for item, loc in init_items:
            if re.search(r"\baliases\b", item):
                raise unmapped("aliases (virtual address proxies)", "two names for one "
                               "location have no AMDGPU counterpart in the spec", loc)
            m = re.fullmatch(r"(?:(P\d+)\s*:\s*)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(-?\d+)", item)
            if m is None:
                raise AmdsyncError("vulkan-syntax", f"bad initial value {item!r}", loc)
            if m.group(1):
                init_regs.setdefault(m.group(1), []).append((m.group(2), int(m.group(3))))
            else:
                init_values[m.group(2)] = (int(m.group(3)), loc)
        places = assign_places([t.placement for t in threads])
        agents = {t.placement.agent for t in threads}
        scopes = dict(VULKAN_SCOPES)
        if len(agents) > 1:
            scopes["dv"] = o.Scope.SYSTEM
        instrs = [[self._instr(cell) for cell in t.cells] for t in threads]
        _check_barrier_ids(threads, instrs)
        # Storage classes used per location, and by the whole test.
        loc_sc: dict[str, tuple[int, Loc]] = {}
        used: set[int] = set()
        users: dict[str, set[int]] = {}
        for t, code in enumerate(instrs):
            for ins in code:
                sc = _storage_class(ins)
                if sc is None:
                    continue
                used.add(sc)
                location = ins.args[1] if ins.mnemonic in ("ld", "rmw") else ins.args[0]
                users.setdefault(location, set()).add(t)
                if location in loc_sc and loc_sc[location][0] != sc:
                    raise unmapped("one location in two storage classes", f"{location} is "
                                   f"accessed as sc{loc_sc[location][0]} and sc{sc}", ins.loc)
                loc_sc.setdefault(location, (sc, ins.loc))
        for sc_used, (location, (sc, loc)) in ((s, item) for item in loc_sc.items()
                                               for s in [item[1][0]]):
            del sc_used
            if sc not in STORAGE_CLASSES:
                raise unmapped(f"storage class sc{sc}", "only sc0 (global) and sc1 (LDS) map "
                               "onto AMDGPU address spaces", loc)
            if sc == 1 and len({threads[t].placement.workgroup for t in users[location]}
                               | set()) > 1:
                wgs = {(threads[t].placement.agent, threads[t].placement.workgroup)
                       for t in users[location]}
                if len(wgs) > 1:
                    raise unmapped("storage class sc1 shared across workgroups",
                                   f"sc1 maps to LDS, which is per workgroup ({location})",
                                   loc)
        locations: list[LitmusLocation] = []
        for location, (sc, loc) in loc_sc.items():
            value, vloc = init_values.get(location, (0, loc))
            locations.append(LitmusLocation(location, STORAGE_CLASSES[sc], value, vloc))
        for location, (value, vloc) in init_values.items():
            if location not in loc_sc:
                locations.append(LitmusLocation(location, int(AddressSpace.GLOBAL), value,
                                                vloc))
        spaces = {loc.name: loc.addrspace for loc in locations}
        out_threads: list[LitmusThread] = []
        accessed: dict[str, list[tuple[int, Loc]]] = {}
        mapper = _Mapper(scopes, used, spaces, users)
        for t, (thread, code) in enumerate(zip(threads, instrs, strict=True)):
            blocks = mapper.blocks(t, code, thread.loc)
            for ins in code:
                if _storage_class(ins) is not None:
                    location = ins.args[1] if ins.mnemonic in ("ld", "rmw") else ins.args[0]
                    accessed.setdefault(location, []).append((t, ins.loc))
            out_threads.append(LitmusThread(thread.name, places[t], blocks,
                                            tuple(init_regs.get(thread.name, [])),
                                            thread.loc))
        check_lds_sharing(locations, out_threads, accessed)
        condition: Condition | None = None
        filt: Prop | None = None
        names = [t.name for t in threads]
        loc_names = {loc.name for loc in locations}
        for keyword, body, kw_loc, body_loc in finals:
            prop = _PropParser(body, body_loc, names, loc_names).parse()
            if keyword == "filter":
                filt = prop
            else:
                if condition is not None:
                    raise AmdsyncError("vulkan-syntax", "a test has one final condition",
                                       kw_loc)
                condition = Condition(Quantifier(keyword), prop, kw_loc)
        del init_loc
        return LitmusTest(name, "VULKAN", doc, tuple(locations), tuple(out_threads),
                          condition, filt, Loc(self.file, 1, 1))

    def _instr(self, cell: _Cell) -> _Instr:
        text = cell.text
        m = re.fullmatch(r"([A-Za-z_][A-Za-z0-9_]*)\s*:", text)
        if m is not None:
            return _Instr("label", [], [], cell.loc, label=m.group(1))
        parts = text.split(None, 1)
        mnemonic_full = parts[0]
        args = [a.strip() for a in parts[1].split(",")] if len(parts) > 1 else []
        if any(not a for a in args):
            raise AmdsyncError("vulkan-syntax", f"empty operand in {text!r}", cell.loc)
        pieces = mnemonic_full.split(".")
        arity = {"ld": 2, "st": 2, "rmw": 3}.get(pieces[0])
        if arity is not None:
            if len(args) != arity:
                raise AmdsyncError("vulkan-syntax", f"{pieces[0]} takes {arity} operands, "
                                   f"got {len(args)} in {text!r}", cell.loc)
            location = args[1] if pieces[0] in ("ld", "rmw") else args[0]
            if not _IDENT.match(location):
                raise AmdsyncError("vulkan-syntax", f"bad location {location!r}", cell.loc)
        return _Instr(pieces[0], pieces[1:], args, cell.loc)


def _check_barrier_ids(threads: list[_Thread], instrs: list[list[_Instr]]) -> None:
    """AMDGPU has one workgroup barrier, whose phases match in execution order; Vulkan
    control barriers carry ids. The ids map when every thread of a workgroup names the
    same sequence of ids (then the k-th barrier of each thread is the same phase)."""
    by_wg: dict[tuple[int, int], list[tuple[list[str], Loc]]] = {}
    for thread, code in zip(threads, instrs, strict=True):
        ids = [ins.args[0] for ins in code if ins.mnemonic == "cbar" and ins.args]
        key = (thread.placement.agent, thread.placement.workgroup)
        by_wg.setdefault(key, []).append((ids, thread.loc))
    for group in by_wg.values():
        first = group[0][0]
        for ids, loc in group[1:]:
            if ids != first:
                raise unmapped("control barriers with different ids in one workgroup",
                               f"ids {first} and {ids}: the AMDGPU workgroup barrier is "
                               "one object whose phases match in order", loc)


def _storage_class(ins: _Instr) -> int | None:
    if ins.mnemonic not in ("ld", "st", "rmw"):
        return None
    for attr in ins.attrs:
        m = re.fullmatch(r"sc(\d+)", attr)
        if m:
            return int(m.group(1))
    raise AmdsyncError("vulkan-syntax", f"{ins.mnemonic} needs a storage class (sc0, sc1, …)",
                       ins.loc)


class _Mapper:
    """Vulkan instructions → program-IR operations (spec table, docs/litmus.md)."""

    def __init__(self, scopes: dict[str, o.Scope], used: set[int], spaces: dict[str, int],
                 users: dict[str, set[int]]) -> None:
        self.scopes = scopes
        self.used = used
        self.spaces = spaces
        self.users = users

    def blocks(self, thread: int, code: list[_Instr], loc: Loc) -> tuple[Block, ...]:
        blocks: list[Block] = []
        name, bloc = "entry", loc
        ops: list[o.Op] = []
        labels = {ins.label for ins in code if ins.label}
        terminated = False
        for ins in code:
            if ins.mnemonic == "label":
                assert ins.label is not None
                if not terminated:
                    blocks.append(Block(name, tuple(ops), o.Br(ins.label, ins.loc), bloc))
                name, ops, bloc, terminated = ins.label, [], ins.loc, False
                continue
            if terminated:
                # Code after an unconditional jump is unreachable until the next label.
                name, ops, bloc, terminated = f"{name}.dead{len(blocks)}", [], ins.loc, False
            if ins.mnemonic in ("bne", "beq"):
                if len(ins.args) != 3:
                    raise AmdsyncError("vulkan-syntax", f"{ins.mnemonic} r, v, LABEL",
                                       ins.loc)
                target = ins.args[2]
                if target not in labels:
                    raise AmdsyncError("vulkan-syntax", f"unknown label {target}", ins.loc)
                cond = f"c{len(blocks)}_{len(ops)}"
                pred = o.ICmpPred.NE if ins.mnemonic == "bne" else o.ICmpPred.EQ
                ops.append(o.ICmp(cond, pred, self.value(ins.args[0], ins.loc),
                                  self.value(ins.args[1], ins.loc), ins.loc))
                fall = f"{name}.ft{len(blocks)}"
                blocks.append(Block(name, tuple(ops), o.CondBr(o.Reg(cond), target, fall,
                                                               ins.loc), bloc))
                name, ops, bloc = fall, [], ins.loc
                continue
            if ins.mnemonic == "goto":
                if len(ins.args) != 1 or ins.args[0] not in labels:
                    raise AmdsyncError("vulkan-syntax", "goto needs a known label", ins.loc)
                blocks.append(Block(name, tuple(ops), o.Br(ins.args[0], ins.loc), bloc))
                terminated = True
                continue
            ops.extend(self.op(thread, ins))
        if not terminated:
            blocks.append(Block(name, tuple(ops), o.Ret(None, loc), bloc))
        return tuple(blocks)

    def value(self, text: str, loc: Loc) -> o.Operand:
        if _NUM.match(text):
            return o.Const(int(text), I32)
        if _IDENT.match(text):
            return o.Reg(text)
        raise AmdsyncError("vulkan-syntax", f"bad operand {text!r}", loc)

    def location(self, text: str, loc: Loc) -> o.GlobalAddr:
        if text not in self.spaces:
            raise AmdsyncError("vulkan-syntax", f"unknown location {text}", loc)
        return o.GlobalAddr(text, self.spaces[text])

    def op(self, thread: int, ins: _Instr) -> list[o.Op]:
        loc = ins.loc
        attrs = list(ins.attrs)
        match ins.mnemonic:
            case "ld" | "st" | "rmw":
                return self.access(thread, ins, attrs)
            case "membar":
                ordering, scope, sems, av, vis = self.sync_attrs(attrs, loc, fence=True)
                return [self.fence(ordering, scope, sems, av, vis, loc)]
            case "cbar":
                if len(ins.args) > 1:
                    raise unmapped("control barrier with a quorum", "the AMDGPU workgroup "
                                   "barrier waits for every wave of the workgroup", loc)
                if len(ins.args) != 1 or not ins.args[0].isdigit():
                    raise AmdsyncError("vulkan-syntax", "cbar needs a barrier id", loc)
                barrier: list[o.Op] = [o.BarrierArrive(o.WORKGROUP_BARRIER, None, loc),
                                       o.BarrierWait(o.WORKGROUP_BARRIER, loc)]
                if attrs == ["wg"] or not attrs:
                    return barrier
                ordering, scope, sems, av, vis = self.sync_attrs(attrs, loc, fence=True)
                if ordering != o.Ordering.ACQ_REL:
                    raise unmapped(f"cbar.{'.'.join(ins.attrs)}", "only acq_rel control "
                                   "barriers map (release fence; barrier; acquire fence)", loc)
                # Control barrier with semantics = release fence, s_barrier, acquire fence.
                return [self.fence(o.Ordering.RELEASE, scope, sems, av, False, loc), *barrier,
                        self.fence(o.Ordering.ACQUIRE, scope, sems, False, vis, loc)]
            case "avdevice" | "visdevice":
                raise unmapped(ins.mnemonic, "device-domain availability/visibility "
                               "operations have no AMDGPU counterpart", loc)
            case "add":
                if len(ins.args) != 3:
                    raise AmdsyncError("vulkan-syntax", "add r, a, b", loc)
                return [o.BinOp(ins.args[0], o.BinOpKind.ADD,
                                self.value(ins.args[1], loc), self.value(ins.args[2], loc),
                                I32, loc)]
        raise unmapped(f"instruction {ins.mnemonic}", "not in the Vulkan subset amdsync "
                       "maps", loc)

    def sync_attrs(self, attrs: list[str], loc: Loc, fence: bool
                   ) -> tuple[o.Ordering, o.Scope, set[int], bool, bool]:
        ordering = o.Ordering.MONOTONIC
        scope: o.Scope | None = None
        sems: set[int] = set()
        av = vis = False
        for attr in attrs:
            if attr in ("acq", "rel", "acq_rel"):
                ordering = {"acq": o.Ordering.ACQUIRE, "rel": o.Ordering.RELEASE,
                            "acq_rel": o.Ordering.ACQ_REL}[attr]
            elif attr in self.scopes:
                scope = self.scopes[attr]
            elif re.fullmatch(r"semsc\d+", attr):
                sems.add(int(attr[5:]))
            elif attr == "semav":
                av = True
            elif attr == "semvis":
                vis = True
            elif (re.fullmatch(r"sc\d+", attr) and not fence) or (attr in ("atom",) and not fence):
                continue
            else:
                raise unmapped(f"attribute .{attr}", "not in the Vulkan subset amdsync maps",
                               loc)
        if scope is None:
            raise AmdsyncError("vulkan-syntax", "a synchronization needs a scope "
                               "(sg, wg, qf, dv)", loc)
        for sc in sems:
            if sc not in STORAGE_CLASSES:
                raise unmapped(f"semantics storage class semsc{sc}", "only sc0 (global) and "
                               "sc1 (LDS) map onto AMDGPU address spaces", loc)
        return ordering, scope, sems, av, vis

    def fence(self, ordering: o.Ordering, scope: o.Scope, sems: set[int], av: bool,
              vis: bool, loc: Loc) -> o.Fence:
        if ordering == o.Ordering.MONOTONIC:
            raise AmdsyncError("vulkan-syntax", "a memory barrier needs acq, rel or acq_rel",
                               loc)
        if not sems:
            raise unmapped("memory barrier without semantics storage classes",
                           "an AMDGPU fence orders at least one address space", loc)
        # MakeAvailable when release with semav, MakeVisible when acquire with semvis;
        # !amdgcn-av none removes both, so acq_rel needs both or neither.
        av_none = self.av_none(ordering, av, vis, loc)
        spaces: frozenset[int] | None = None
        if not sems >= self.used:
            spaces = frozenset(STORAGE_CLASSES[sc] for sc in sems)
        return o.Fence(ordering, o.SyncScope(scope), spaces, av_none, loc)

    def av_none(self, ordering: o.Ordering, av: bool, vis: bool, loc: Loc) -> bool:
        if ordering == o.Ordering.ACQ_REL:
            if av != vis:
                raise unmapped("acq_rel with only one of semav/semvis", "!amdgcn-av none "
                               "removes MakeAvailable and MakeVisible together", loc)
            return not av
        if ordering == o.Ordering.RELEASE:
            if vis:
                raise unmapped("semvis on a release", "a release has no MakeVisible", loc)
            return not av
        if ordering == o.Ordering.ACQUIRE:
            if av:
                raise unmapped("semav on an acquire", "an acquire has no MakeAvailable", loc)
            return not vis
        if av or vis:
            raise unmapped("semav/semvis without acq/rel", "MakeAvailable/MakeVisible come "
                           "with release/acquire ordering", loc)
        return False

    def access(self, thread: int, ins: _Instr, attrs: list[str]) -> list[o.Op]:
        loc = ins.loc
        kind = ins.mnemonic
        flags = {a for a in attrs if a in ("atom", "nonpriv", "av", "vis", "add")}
        sc = _storage_class(ins)
        assert sc is not None
        rest = [a for a in attrs if a not in flags and not re.fullmatch(r"sc\d+", a)]
        if (kind == "ld" and len(ins.args) != 2) or (kind == "st" and len(ins.args) != 2) or \
                (kind == "rmw" and len(ins.args) != 3):
            raise AmdsyncError("vulkan-syntax", f"wrong operands for {kind}", loc)
        if "atom" in flags:
            ordering, scope, sems, av, vis = self.sync_attrs(rest, loc, fence=False)
            space = STORAGE_CLASSES[sc]
            av_none = self.av_none(ordering, av, vis, loc) if ordering != \
                o.Ordering.MONOTONIC else False
            one_as = False
            if ordering != o.Ordering.MONOTONIC:
                if not sems:
                    raise unmapped("release/acquire without semantics storage classes",
                                   "an AMDGPU atomic orders at least its own address space",
                                   loc)
                if not sems >= self.used:
                    if sems != {sc}:
                        raise unmapped(
                            f"semantics {'.'.join(f'semsc{s}' for s in sorted(sems))} on an "
                            f"sc{sc} atomic", "an AMDGPU atomic orders its own address space "
                            "(-one-as) or all of them", loc)
                    one_as = True
            elif sems or av or vis:
                raise unmapped("semantics on a relaxed atomic", "no AMDGPU counterpart", loc)
            atomicity = o.Atomicity(ordering, o.SyncScope(scope, one_as), av_none)
            if kind == "ld":
                if ordering in (o.Ordering.RELEASE, o.Ordering.ACQ_REL):
                    raise unmapped("release load", "LLVM loads cannot release", loc)
                return [o.Load(ins.args[0], self.location(ins.args[1], loc), I32, 4,
                               atomicity, False, loc)]
            if kind == "st":
                if ordering in (o.Ordering.ACQUIRE, o.Ordering.ACQ_REL):
                    raise unmapped("acquire store", "LLVM stores cannot acquire", loc)
                return [o.Store(self.location(ins.args[0], loc),
                                self.value(ins.args[1], loc), I32, 4, atomicity, False, loc)]
            op = "add" if "add" in flags else "xchg"
            del space
            return [o.AtomicRMW(ins.args[0], op, self.location(ins.args[1], loc),
                                self.value(ins.args[2], loc), I32, 4, atomicity, loc)]
        if kind == "rmw":
            raise unmapped("non-atomic rmw", "no AMDGPU counterpart", loc)
        if "add" in flags:
            raise unmapped(".add on a non-atomic access", "no AMDGPU counterpart", loc)
        av_scope: o.Scope | None = None
        if "av" in flags or "vis" in flags:
            if (kind == "ld" and "av" in flags) or (kind == "st" and "vis" in flags):
                raise unmapped(f"{kind}.{'av' if kind == 'ld' else 'vis'}",
                               "availability on a load / visibility on a store", loc)
            scoped = [a for a in rest if a in self.scopes]
            if len(scoped) != 1 or len(rest) != 1:
                raise unmapped(f"attributes {'.'.join(rest)} on {kind}",
                               "an av/vis access takes exactly one scope", loc)
            av_scope = self.scopes[scoped[0]]
        elif rest:
            raise unmapped(f"attribute .{rest[0]} on a non-atomic {kind}", "not in the "
                           "Vulkan subset amdsync maps", loc)
        elif "nonpriv" not in flags:
            location = ins.args[1] if kind == "ld" else ins.args[0]
            if len(self.users.get(location, set())) > 1:
                raise unmapped("private (non-NonPrivatePointer) access to a shared location",
                               "the spec's Vulkan table maps only NonPrivatePointer "
                               "accesses; a private access is not location-ordered with "
                               "other threads", loc)
        if kind == "ld":
            ptr = self.location(ins.args[1], loc)
            if av_scope is not None:
                # load-visible = OpLoad NonPrivatePointer + MakePointerVisible.
                return [o.AvLoad(ins.args[0], ptr, o.SyncScope(av_scope), loc, 4)]
            return [o.Load(ins.args[0], ptr, I32, 4, None, False, loc)]
        ptr = self.location(ins.args[0], loc)
        value = self.value(ins.args[1], loc)
        if av_scope is not None:
            # store-available = OpStore NonPrivatePointer + MakePointerAvailable.
            return [o.AvStore(ptr, value, o.SyncScope(av_scope), loc, 4)]
        return [o.Store(ptr, value, I32, 4, None, False, loc)]


class _PropParser:
    """Conditions: ``P1:r0 == 1``, ``x == 0``, ``/\\``, ``\\/``, ``~``, parentheses."""

    TOKEN = re.compile(r"\s*(/\\|\\/|==|!=|~|\(|\)|[A-Za-z_][A-Za-z0-9_]*:[A-Za-z_][A-Za-z0-9_]*"
                       r"|[A-Za-z_][A-Za-z0-9_]*|-?\d+)")

    def __init__(self, body: str, loc: Loc, threads: list[str], locations: set[str]) -> None:
        self.loc = loc
        self.threads = threads
        self.locations = locations
        self.tokens: list[tuple[str, Loc]] = []
        pos = 0
        line_no, line_start = 0, 0
        text = body
        while pos < len(text):
            if text[pos] == "\n":
                line_no += 1
                line_start = pos + 1
                pos += 1
                continue
            if text[pos].isspace() or text[pos] == ";":
                pos += 1
                continue
            m = self.TOKEN.match(text, pos)
            if m is None:
                where = Loc(loc.file, loc.line + line_no,
                            (pos - line_start + 1) if line_no else loc.col + pos - 1)
                raise AmdsyncError("vulkan-syntax", f"unexpected {text[pos]!r} in condition",
                                   where)
            tok_start = m.start(1)
            tok_loc = Loc(loc.file, loc.line + line_no,
                          (tok_start - line_start + 1) if line_no else loc.col + tok_start - 1)
            self.tokens.append((m.group(1), tok_loc))
            pos = m.end()
        self.i = 0

    def peek(self) -> str | None:
        return self.tokens[self.i][0] if self.i < len(self.tokens) else None

    def here(self) -> Loc:
        return self.tokens[self.i][1] if self.i < len(self.tokens) else self.loc

    def take(self, expected: str | None = None) -> tuple[str, Loc]:
        if self.i >= len(self.tokens):
            raise AmdsyncError("vulkan-syntax", "condition ends too early", self.loc)
        tok = self.tokens[self.i]
        if expected is not None and tok[0] != expected:
            raise AmdsyncError("vulkan-syntax", f"expected {expected!r}, got {tok[0]!r}",
                               tok[1])
        self.i += 1
        return tok

    def parse(self) -> Prop:
        prop = self.disj()
        if self.i != len(self.tokens):
            raise AmdsyncError("vulkan-syntax", f"unexpected {self.peek()!r} in condition",
                               self.here())
        return prop

    def disj(self) -> Prop:
        loc = self.here()
        args = [self.conj()]
        while self.peek() == "\\/":
            self.take()
            args.append(self.conj())
        return args[0] if len(args) == 1 else Or(tuple(args), loc)

    def conj(self) -> Prop:
        loc = self.here()
        args = [self.unary()]
        while self.peek() == "/\\":
            self.take()
            args.append(self.unary())
        return args[0] if len(args) == 1 else And(tuple(args), loc)

    def unary(self) -> Prop:
        tok = self.peek()
        loc = self.here()
        if tok == "~":
            self.take()
            return Not(self.unary(), loc)
        if tok == "(":
            self.take()
            prop = self.disj()
            self.take(")")
            return prop
        if tok == "true":
            self.take()
            return TrueProp(loc)
        return self.atom()

    def atom(self) -> Prop:
        text, loc = self.take()
        ref: RegRef | LocRef
        if _NUM.match(text):
            # A constant comparison (``exists 0==0`` in the CADP tests).
            cmp_tok, cmp_loc = self.take()
            other, other_loc = self.take()
            if cmp_tok not in ("==", "!=") or not _NUM.match(other):
                raise AmdsyncError("vulkan-syntax", "expected '<number> == <number>'",
                                   other_loc if cmp_tok in ("==", "!=") else cmp_loc)
            holds = (int(text) == int(other)) == (cmp_tok == "==")
            return TrueProp(loc) if holds else Not(TrueProp(loc), loc)
        if ":" in text:
            thread, reg = text.split(":", 1)
            if thread not in self.threads:
                raise AmdsyncError("vulkan-syntax", f"no thread {thread}", loc)
            ref = RegRef(thread, reg, loc)
        elif _IDENT.match(text):
            if text not in self.locations:
                raise AmdsyncError("vulkan-syntax", f"no location {text}", loc)
            ref = LocRef(text, loc)
        else:
            raise AmdsyncError("vulkan-syntax", f"expected a register or location, got "
                               f"{text!r}", loc)
        cmp_tok, cmp_loc = self.take()
        if cmp_tok not in ("==", "!="):
            raise AmdsyncError("vulkan-syntax", f"expected == or !=, got {cmp_tok!r}", cmp_loc)
        value_tok, value_loc = self.take()
        if ":" in value_tok:
            thread, reg = value_tok.split(":", 1)
            if thread not in self.threads:
                raise AmdsyncError("vulkan-syntax", f"no thread {thread}", value_loc)
            eq = Eq(ref, RegRef(thread, reg, value_loc), loc)
        elif _NUM.match(value_tok):
            eq = Eq(ref, int(value_tok), loc)
        else:
            raise AmdsyncError("vulkan-syntax", f"expected a number or a register, got "
                               f"{value_tok!r}", value_loc)
        return Not(eq, loc) if cmp_tok == "!=" else eq
