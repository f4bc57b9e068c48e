"""Program → LLVM IR text for ``amdgcn-amd-amdhsa``, using the target's own intrinsics.

    module = lower_program(program, parse_target("gfx950"))
    module.text        # the .ll text
    module.op_lines    # (function, block, op index) → line of the emitted instruction

What each operation becomes per generation is tabulated in docs/lowering.md. The rules:

* async copies (amdgpu-async-operations, "Memory Accesses"; amdgpu-usage
  ``llvm.amdgcn.load.to.lds``): an LDS DMA copy (wave-uniform LDS pointer, implicit
  per-lane offset) becomes ``load[.async].to.lds.p1`` / ``.p7`` (or the
  ``global.load[.async].lds`` name the input used) on targets with LDS DMA, and on GFX12.5
  ``global.load.async.to.lds.bN`` at the explicit per-lane LDS address; per-lane copies and
  LDS → global copies need GFX12.5 (``global.load.async.to.lds.bN``,
  ``global.store.async.from.lds.bN``, ``cluster.load.async.to.lds.bN``);
* ``asyncmark`` / ``wait.asyncmark(i16 N)`` where the target has them;
* barriers (amdgpu-usage, "Execution Barriers"): ``s.barrier`` for arrive-then-wait on the
  workgroup barrier, split ``s.barrier.signal`` / ``.wait`` (GFX12+), named barriers and
  ``signal.var`` / ``init`` / ``join`` / ``leave`` (GFX12.5), cluster barriers (GFX12.5);
* fences with ``syncscope`` and the ``amdgpu-synchronize-as`` MMRA (amdgpu-usage, "Memory
  Model Relaxation Annotations"), atomics with ``!{!"amdgcn-av", !"none"}``
  (amdgpu-memory-model, "MakeAvailable and MakeVisible");
* ``av.load.b128`` / ``av.store.b128`` with a metadata scope string;
* loads, stores and atomics keep ``volatile`` and the access metadata LLVM reads
  (:class:`~amdsync.program.ops.AccessHints`); ``noalias`` only on non-LDS pointers the
  Program marks (docs/lowering.md, "Access flags and metadata").

A feature the target lacks is a located :class:`AmdsyncError` (code ``lower-unsupported``)
naming the operation's source line.
"""

from __future__ import annotations

import math
import re
import struct
from dataclasses import dataclass, field
from typing import assert_never

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.formats.llvm.hardware_waits import is_hardware_wait
from amdsync.lower.opcodes import CASTS, FLOAT_BINOPS, INSTRUCTIONS
from amdsync.program import ops as o
from amdsync.program.module import Block, Function, GlobalVar, Param, Program
from amdsync.program.types import (
    I1,
    I16,
    I32,
    I64,
    VOID,
    AddressSpace,
    ArrayType,
    FloatType,
    IntType,
    PtrType,
    StructType,
    Type,
    VecType,
    abi_align,
    is_named_barrier,
    store_size,
)
from amdsync.targets import Target
from amdsync.targets.processors import TGSPLIT, VMCNT
from amdsync.targets.waitcnt_fields import encode_waitcnt

TRIPLE = "amdgcn-amd-amdhsa"
WAIT_MARKER = "amdsync.wait"
V4I32 = VecType(4, I32)
RSRC = PtrType(AddressSpace.BUFFER_RESOURCE)
FAT = PtrType(AddressSpace.BUFFER_FAT_POINTER)
LDS_PTR = PtrType(AddressSpace.LOCAL)
CONST_PTR = PtrType(AddressSpace.CONSTANT)

_IDENT = re.compile(r"[A-Za-z$._][A-Za-z$._0-9]*\Z")

# amdgpu-usage, "Memory Model Relaxation Annotations": fence address-space tags.
_SYNC_AS_TAGS = {int(AddressSpace.GLOBAL): "global", int(AddressSpace.LOCAL): "local"}

# Bits → the GFX12.5 async intrinsic suffix (amdgpu-async-operations, "GFX12 Async").
_GFX1250_WIDTHS = {1: "b8", 4: "b32", 8: "b64", 16: "b128"}
_AV_NONE = '!{!"amdgcn-av", !"none"}'
_AV_TYPES: dict[int, Type] = {1: IntType(8), 2: I16, 4: I32, 8: VecType(2, I32), 16: V4I32}


@dataclass(frozen=True)
class OpSite:
    """Where an operation of the Program landed in the emitted text."""

    function: str
    block: str
    index: int  # index in the block's ops; -1 for the terminator
    line: int  # 1-based line of its (last) emitted instruction
    loc: Loc


@dataclass(frozen=True)
class LoweredModule:
    """LLVM IR text and, for each Program operation, the line it became."""

    text: str
    target: Target
    sites: tuple[OpSite, ...]
    # With ``annotate``: marker i names the wait.asyncmark (function, block, op index).
    markers: tuple[tuple[str, str, int], ...] = ()

    def line_of(self, function: str, block: str, index: int) -> int:
        for site in self.sites:
            if (site.function, site.block, site.index) == (function, block, index):
                return site.line
        raise KeyError((function, block, index))


def unsupported(message: str, loc: Loc) -> AmdsyncError:
    return AmdsyncError("lower-unsupported", message, loc)


def local_name(name: str) -> str:
    return f"%{name}" if _IDENT.match(name) else '%"' + _escape(name) + '"'


def global_name(name: str) -> str:
    return f"@{name}" if _IDENT.match(name) else '@"' + _escape(name) + '"'


def _escape(text: str) -> str:
    out = []
    for ch in text.encode():
        c = chr(ch)
        if c.isprintable() and c not in '"\\' and ch < 128:
            out.append(c)
        else:
            out.append(f"\\{ch:02X}")
    return "".join(out)


def _float_literal(value: float, ty: Type) -> str:
    """LLVM's exact hexadecimal form (a double's bits; half/bfloat/float values are
    rounded to their type first, LangRef "Simple Constants")."""
    if math.isnan(value) or math.isinf(value) or (isinstance(ty, FloatType) and
                                                  ty.name in ("float", "half", "bfloat")):
        value = struct.unpack("<f", struct.pack("<f", value))[0] if not math.isnan(value) \
            else value
    bits = struct.unpack("<Q", struct.pack("<d", value))[0]
    if isinstance(ty, FloatType) and ty.name == "half":
        return f"0xH{struct.unpack('<H', struct.pack('<e', value))[0]:04X}"
    if isinstance(ty, FloatType) and ty.name == "bfloat":
        return f"0xR{struct.unpack('<I', struct.pack('<f', value))[0] >> 16:04X}"
    return f"0x{bits:016X}"


@dataclass
class _Metadata:
    nodes: list[str] = field(default_factory=list)
    index: dict[str, int] = field(default_factory=dict)

    def node(self, body: str) -> str:
        if body not in self.index:
            self.index[body] = len(self.nodes)
            self.nodes.append(body)
        return f"!{self.index[body]}"


@dataclass
class _Declarations:
    decls: dict[str, str] = field(default_factory=dict)

    def need(self, name: str, ret: Type, params: list[str], attrs: str = "") -> str:
        if name not in self.decls:
            suffix = f" {attrs}" if attrs else ""
            self.decls[name] = f"declare {ret} {global_name(name)}({', '.join(params)}){suffix}"
        return global_name(name)


class _FunctionLowering:
    """Lowers one function body; keeps the register type environment."""

    def __init__(self, module: _ModuleLowering, fn: Function) -> None:
        self.m = module
        self.fn = fn
        self.target = module.target
        self.proc = module.target.processor
        self.types: dict[str, Type] = {p.name: p.ty for p in fn.params}
        self.lines: list[str] = []
        self.sites: list[tuple[str, int, int, Loc]] = []  # block, index, local line, loc
        self.counter = 0
        self.buffer_addrs: dict[str, o.BufferAddr] = {}
        self.block_name = ""
        self.op_index = 0
        # A function read with s.waitcnt waits for its asynchronous LDS DMA: its
        # asyncmarks are the reader's (formats/llvm/hardware_waits.py), not the source's.
        self.hardware_waits = any(is_hardware_wait(op) for op in fn.ops())
        self._collect_types()

    # ------------------------------------------------------------ types

    def _collect_types(self) -> None:
        for block in self.fn.blocks:
            for op in block.ops:
                dest = o.op_dest(op)
                if dest is None:
                    continue
                self.types[dest] = self._result_type(op)

    def _result_type(self, op: o.Op) -> Type:
        match op:
            case o.ICmp():
                return I1
            case o.ThreadId(kind=kind):
                return CONST_PTR if kind in o.LAUNCH_POINTERS else I32
            case o.AvLoad(size=size):
                return _AV_TYPES.get(size, V4I32)
            case o.MakeBufferRsrc():
                return RSRC
            case o.BufferAddr():
                return FAT
            case o.BarrierArrive():
                return I1
            case (o.BinOp(ty=ty) | o.Select(ty=ty) | o.Cast(ty=ty) | o.PtrAdd(ty=ty)
                  | o.Phi(ty=ty) | o.Opaque(ty=ty) | o.WaveOp(ty=ty) | o.Load(ty=ty)
                  | o.AtomicRMW(ty=ty) | o.CmpXchg(ty=ty) | o.Call(ty=ty)):
                return ty
            case _:
                return VOID

    def type_of(self, operand: o.Operand, loc: Loc) -> Type:
        match operand:
            case o.Reg(name):
                if name not in self.types:
                    raise AmdsyncError("lower-bad-program",
                                       f"register %{name} is used but never defined", loc)
                return self.types[name]
            case o.Const(_, ty) | o.FloatConst(_, ty) | o.Undef(ty):
                return ty
            case o.NullPtr(addrspace) | o.GlobalAddr(_, addrspace):
                return PtrType(addrspace)
            case _:
                assert_never(operand)

    def value(self, operand: o.Operand) -> str:
        match operand:
            case o.Reg(name):
                return local_name(name)
            case o.Const(value, ty):
                if ty == I1:
                    return "true" if value & 1 else "false"
                if isinstance(ty, PtrType):
                    return "null" if value == 0 else f"inttoptr (i64 {value} to {ty})"
                if isinstance(ty, FloatType):
                    return _float_literal(float(value), ty)
                if not isinstance(ty, IntType):
                    # Aggregates and vectors: the reader keeps only all-zero constants.
                    return "zeroinitializer" if value == 0 else "poison"
                return str(value)
            case o.FloatConst(value, ty):
                return _float_literal(value, ty)
            case o.NullPtr():
                return "null"
            case o.GlobalAddr(name, _):
                return global_name(name)
            case o.Undef():
                return "poison"
            case _:
                assert_never(operand)

    def typed(self, operand: o.Operand, loc: Loc) -> str:
        return f"{self.type_of(operand, loc)} {self.value(operand)}"

    def ptr_type(self, operand: o.Operand, loc: Loc) -> PtrType:
        ty = self.type_of(operand, loc)
        if not isinstance(ty, PtrType):
            raise AmdsyncError("lower-bad-program", f"expected a pointer, got {ty}", loc)
        return ty

    def tmp(self, hint: str = "t") -> str:
        self.counter += 1
        return f"%.{hint}{self.counter}"

    def emit(self, text: str) -> None:
        self.lines.append("  " + text)

    def intrinsic(self, name: str, ret: Type, params: list[str], attrs: str = "") -> str:
        return self.m.decls.need(name, ret, params, attrs)

    # ------------------------------------------------------------ function

    def lower(self) -> list[str]:
        fn = self.fn
        params = []
        for p in fn.params:
            attrs = " noalias" if noalias_holds(p) else ""
            params.append(f"{p.ty}{attrs} {local_name(p.name)}")
        cc = "amdgpu_kernel " if fn.is_kernel else ""
        ret = VOID if fn.is_kernel else fn.ret
        attr = self.m.kernel_attr if fn.is_kernel else self.m.function_attr
        header = f"define {cc}{ret} {global_name(fn.name)}({', '.join(params)}) {attr} {{"
        preds = fn.predecessors()
        if preds.get(fn.entry.name):
            raise unsupported(f"the entry block of {fn.name} has predecessors; LLVM IR "
                              "needs an entry block without them", fn.entry.loc)
        for block in fn.blocks:
            self.buffer_addrs.update({op.dest: op for op in block.ops
                                      if isinstance(op, o.BufferAddr)})
        body: list[str] = []
        for block in fn.blocks:
            self.lines = []
            self.lower_block(block, body_offset=len(body) + 1)
            body.append(f"{_label(block.name)}:")
            body.extend(self.lines)
        self.body_lines = body
        return [header, *body, "}"]

    def lower_block(self, block: Block, body_offset: int) -> None:
        ops = block.ops
        i = 0
        while i < len(ops):
            op = ops[i]
            nxt = ops[i + 1] if i + 1 < len(ops) else None
            call = self.barrier_pair_call(op, nxt)
            if call is not None:
                # One intrinsic for an arrive-then-wait pair: both sites on its line.
                assert nxt is not None
                self.emit(call)
                line = body_offset + len(self.lines)
                self.sites.append((block.name, i, line, op.loc))
                self.sites.append((block.name, i + 1, line, nxt.loc))
                i += 2
                continue
            self.block_name, self.op_index = block.name, i
            self.lower_op(op)
            self.sites.append((block.name, i, body_offset + len(self.lines), op.loc))
            i += 1
        self.lower_term(block.term)
        self.sites.append((block.name, -1, body_offset + len(self.lines), block.term.loc))

    # ------------------------------------------------------------ operations

    def lower_op(self, op: o.Op) -> None:
        match op:
            case o.BinOp(dest, kind, lhs, rhs, ty, loc):
                d = local_name(dest)
                if kind in (o.BinOpKind.SMIN, o.BinOpKind.SMAX, o.BinOpKind.UMIN,
                            o.BinOpKind.UMAX):
                    fn = self.intrinsic(f"llvm.{kind.value}.{ty}", ty, [str(ty), str(ty)])
                    self.emit(f"{d} = call {ty} {fn}({ty} {self.value(lhs)}, "
                              f"{ty} {self.value(rhs)})")
                else:
                    self.emit(f"{d} = {kind.value} {ty} {self.value(lhs)}, {self.value(rhs)}")
            case o.ICmp(dest, pred, lhs, rhs, loc):
                ty = self.type_of(lhs, loc)
                self.emit(f"{local_name(dest)} = icmp {pred.value} {ty} {self.value(lhs)}, "
                          f"{self.value(rhs)}")
            case o.Select(dest, cond, a, b, ty, _):
                self.emit(f"{local_name(dest)} = select i1 {self.value(cond)}, {ty} "
                          f"{self.value(a)}, {ty} {self.value(b)}")
            case o.Cast(dest, kind, value, ty, loc, src_ty):
                src = src_ty or self.type_of(value, loc)
                if kind is o.CastKind.FREEZE:
                    self.emit(f"{local_name(dest)} = freeze {src} {self.value(value)}")
                else:
                    self.emit(f"{local_name(dest)} = {kind.value} {src} {self.value(value)} "
                              f"to {ty}")
            case o.PtrAdd(dest, base, offset, ty, loc):
                self.emit(f"{local_name(dest)} = getelementptr i8, {ty} {self.value(base)}, "
                          f"{self.typed(offset, loc)}")
            case o.Phi(dest, ty, incoming, _):
                parts = ", ".join(f"[ {self.value(v)}, {local_name(b)} ]" for b, v in incoming)
                self.emit(f"{local_name(dest)} = phi {ty} {parts}")
            case o.ThreadId():
                self.lower_thread_id(op)
            case o.Opaque(dest, name, args, ty, loc):
                if name in INSTRUCTIONS:
                    self.lower_instruction(dest, name, args, ty, loc)
                    return
                typed: list[str] = [self.typed(a, loc) for a in args]
                fn = self.intrinsic(name, ty, [_type_part(t) for t in typed])
                prefix = f"{local_name(dest)} = " if dest is not None and ty != VOID else ""
                self.emit(f"{prefix}call {ty} {fn}({', '.join(typed)})")
            case o.WaveOp():
                self.lower_wave_op(op)
            case o.Load(dest, ptr, ty, size, atomic, volatile, loc, hints):
                pty = self.ptr_type(ptr, loc)
                self.check_atomic(atomic, size, loc)
                head = "load atomic" if atomic else "load"
                vol = " volatile" if volatile else ""
                self.emit(f"{local_name(dest)} = {head}{vol} {ty}, {pty} {self.value(ptr)}"
                          f"{self.ordering(atomic)}, align {self.align(ty, atomic)}"
                          f"{self.av_mmra(atomic)}{self.hint_md(hints)}")
            case o.Store(ptr, value, ty, size, atomic, volatile, loc, hints):
                pty = self.ptr_type(ptr, loc)
                self.check_atomic(atomic, size, loc)
                head = "store atomic" if atomic else "store"
                vol = " volatile" if volatile else ""
                self.emit(f"{head}{vol} {ty} {self.value(value)}, {pty} {self.value(ptr)}"
                          f"{self.ordering(atomic)}, align {self.align(ty, atomic)}"
                          f"{self.av_mmra(atomic)}{self.hint_md(hints)}")
            case o.AtomicRMW(dest, rmw, ptr, value, ty, size, atomic, loc, volatile, hints):
                pty = self.ptr_type(ptr, loc)
                self.check_atomic(atomic, size, loc)
                vol = "volatile " if volatile else ""
                self.emit(f"{local_name(dest)} = atomicrmw {vol}{rmw} {pty} {self.value(ptr)}, "
                          f"{ty} {self.value(value)}{self.ordering(atomic)}, "
                          f"align {self.align(ty, atomic)}{self.av_mmra(atomic)}"
                          f"{self.hint_md(hints)}")
            case o.CmpXchg(dest, ptr, expected, new, ty, size, atomic, failure, loc, volatile,
                           hints):
                pty = self.ptr_type(ptr, loc)
                self.check_atomic(atomic, size, loc)
                pair = self.tmp("cx")
                fail = _ORDERING_NAMES[failure]
                vol = "volatile " if volatile else ""
                self.emit(f"{pair} = cmpxchg {vol}{pty} {self.value(ptr)}, {ty} "
                          f"{self.value(expected)}, {ty} {self.value(new)}"
                          f"{self.ordering(atomic)} {fail}, align {self.align(ty, atomic)}"
                          f"{self.av_mmra(atomic)}{self.hint_md(hints)}")
                self.emit(f"{local_name(dest)} = extractvalue {{ {ty}, i1 }} {pair}, 0")
            case o.Fence():
                self.lower_fence(op)
            case o.AvLoad(dest, ptr, scope, loc, size):
                pty = self.ptr_type(ptr, loc)
                self.check_av(pty, size, loc)
                vty = _AV_TYPES[size]
                name = f"llvm.amdgcn.av.load.b{size * 8}.p{pty.addrspace}"
                fn = self.intrinsic(name, vty, [str(pty), "metadata"])
                md = self.m.md.node(f'!{{!"{scope.llvm_name()}"}}')
                self.emit(f"{local_name(dest)} = call {vty} {fn}({pty} {self.value(ptr)}, "
                          f"metadata {md})")
            case o.AvStore(ptr, value, scope, loc, size):
                pty = self.ptr_type(ptr, loc)
                self.check_av(pty, size, loc)
                vty = _AV_TYPES[size]
                name = f"llvm.amdgcn.av.store.b{size * 8}.p{pty.addrspace}"
                fn = self.intrinsic(name, VOID, [str(pty), str(vty), "metadata"])
                md = self.m.md.node(f'!{{!"{scope.llvm_name()}"}}')
                self.emit(f"call void {fn}({pty} {self.value(ptr)}, {vty} "
                          f"{self.value(value)}, metadata {md})")
            case o.AsyncCopy():
                self.lower_copy(op)
            case o.TensorCopy(_, groups, intrinsic, loc):
                # The descriptor words rebuilt as the <N x i32> groups, then cpol 0.
                types: list[str] = []
                vectors: list[str] = []
                for group in groups:
                    group_ty = f"<{len(group)} x i32>"
                    current = "poison"
                    for index, word in enumerate(group):
                        step = self.tmp("dg")
                        self.emit(f"{step} = insertelement {group_ty} {current}, i32 "
                                  f"{self.int_as(word, I32, loc)}, i32 {index}")
                        current = step
                    types.append(group_ty)
                    vectors.append(f"{group_ty} {current}")
                fn = self.intrinsic(intrinsic, VOID, [*types, "i32 immarg"])
                self.emit(f"call void {fn}({', '.join(vectors)}, i32 0)")
            case o.WaitTensorCnt(count, loc):
                if not 0 <= count <= 0xFFFF:
                    raise AmdsyncError("bad-wait-count", f"s.wait.tensorcnt({count}) takes "
                                       "an i16 count (0..65535)", loc)
                fn = self.intrinsic("llvm.amdgcn.s.wait.tensorcnt", VOID, ["i16 immarg"])
                self.emit(f"call void {fn}(i16 {count})")
            case o.AsyncMark() if self.hardware_waits:
                return  # the reader's marks (formats/llvm/hardware_waits.py), not the source's
            case o.AsyncMark(loc):
                self.need_asyncmark(loc)
                self.emit(f"call void {self.intrinsic('llvm.amdgcn.asyncmark', VOID, [])}()")
            case o.WaitAsyncMark(count) if is_hardware_wait(op):
                # Back to the source's wait: vmcnt in the GFX9/GFX10 field (the only
                # targets with the copies it waits for), the other counters not waited.
                imm = encode_waitcnt(self.proc.generation, {VMCNT: count})
                fn = self.intrinsic("llvm.amdgcn.s.waitcnt", VOID, ["i32 immarg"])
                self.emit(f"call void {fn}(i32 {imm})")
            case o.WaitAsyncMark(count, loc):
                self.need_asyncmark(loc)
                if self.m.annotate:
                    # An assembly comment that names this wait in LLVM's output
                    # (amdsync.lower.asm). Inline assembly is an instruction, so LLVM
                    # emits each wait's counter wait before it instead of one wait for a
                    # run of consecutive waits; the counts themselves do not change.
                    marker = len(self.m.markers)
                    self.m.markers.append((self.fn.name, self.block_name, self.op_index))
                    self.emit(f'call void asm sideeffect "; {WAIT_MARKER} {marker}", ""()')
                if not 0 <= count <= 0xFFFF:
                    raise AmdsyncError("bad-wait-count", f"wait.asyncmark({count}) takes an "
                                       "i16 count (0..65535)", loc)
                fn = self.intrinsic("llvm.amdgcn.wait.asyncmark", VOID, ["i16 immarg"])
                self.emit(f"call void {fn}(i16 {count})")
            case o.MakeBufferRsrc(dest, base, stride, num_records, flags, loc):
                bty = self.ptr_type(base, loc)
                records = I64  # the intrinsic takes an i64 extent (amdgpu-usage)
                name = f"llvm.amdgcn.make.buffer.rsrc.p8.p{bty.addrspace}"
                fn = self.intrinsic(name, RSRC, [str(bty), "i16", str(records), "i32"])
                self.emit(f"{local_name(dest)} = call {RSRC} {fn}({bty} {self.value(base)}, "
                          f"i16 {self.int_as(stride, I16, loc)}, "
                          f"{records} {self.int_as(num_records, records, loc)}, "
                          f"i32 {self.int_as(flags, I32, loc)})")
            case o.BufferAddr(dest, rsrc, voffset, soffset, offset, vindex, loc):
                if vindex is not None:
                    raise unsupported("struct buffer addressing (vindex) has no buffer "
                                      "fat-pointer form; use a raw buffer", loc)
                fat = self.tmp("fat")
                self.emit(f"{fat} = addrspacecast {self.typed(rsrc, loc)} to {FAT}")
                total = self.tmp("off")
                mid = self.tmp("off")
                self.emit(f"{mid} = add i32 {self.int_as(voffset, I32, loc)}, "
                          f"{self.int_as(soffset, I32, loc)}")
                self.emit(f"{total} = add i32 {mid}, {self.int_as(offset, I32, loc)}")
                self.emit(f"{local_name(dest)} = getelementptr i8, {FAT} {fat}, i32 {total}")
            case o.BarrierInit() | o.BarrierJoin() | o.BarrierDrop() | o.BarrierArrive() \
                    | o.BarrierWait():
                self.lower_barrier(op)
            case o.Call(dest, callee, args, ty, loc):
                self.lower_call(dest, callee, args, ty, loc)
            case _:
                assert_never(op)

    def lower_instruction(self, dest: str | None, name: str, args: tuple[o.Operand, ...],
                          ty: Type, loc: Loc) -> None:
        """An instruction the reader kept as ``Opaque`` (amdsync.lower.opcodes), rebuilt
        as that instruction. Details the Program does not keep (an fcmp/icmp predicate, a
        shuffle mask, aggregate indices) take a fixed choice: the value is abstract in
        the Program anyway. Shapes that cannot be rebuilt become ``freeze poison``."""
        d = local_name(dest) if dest is not None else self.tmp("op")
        types = [self.type_of(a, loc) for a in args]
        values = [self.value(a) for a in args]
        if name in FLOAT_BINOPS and len(args) == 2:
            self.emit(f"{d} = {name} {types[0]} {values[0]}, {values[1]}")
        elif name == "fneg" and len(args) == 1:
            self.emit(f"{d} = fneg {types[0]} {values[0]}")
        elif name in CASTS and len(args) == 1:
            self.emit(f"{d} = {name} {types[0]} {values[0]} to {ty}")
        elif name in ("fcmp", "icmp") and len(args) == 2:
            pred = "oeq" if name == "fcmp" else "eq"
            self.emit(f"{d} = {name} {pred} {types[0]} {values[0]}, {values[1]}")
        elif name == "select" and len(args) == 3:
            self.emit(f"{d} = select {types[0]} {values[0]}, {types[1]} {values[1]}, "
                      f"{types[2]} {values[2]}")
        elif name == "freeze" and len(args) == 1:
            self.emit(f"{d} = freeze {types[0]} {values[0]}")
        elif name == "extractelement" and len(args) == 2:
            self.emit(f"{d} = extractelement {types[0]} {values[0]}, {types[1]} {values[1]}")
        elif name == "insertelement" and len(args) == 3:
            self.emit(f"{d} = insertelement {types[0]} {values[0]}, {types[1]} {values[1]}, "
                      f"{types[2]} {values[2]}")
        elif name == "shufflevector" and len(args) == 2 and isinstance(ty, VecType):
            self.emit(f"{d} = shufflevector {types[0]} {values[0]}, {types[1]} {values[1]}, "
                      f"<{ty.count} x i32> zeroinitializer")
        elif name == "extractvalue" and len(args) == 1 and _field0(types[0]) == ty:
            self.emit(f"{d} = extractvalue {types[0]} {values[0]}, 0")
        elif name == "insertvalue" and len(args) == 2 and _field0(types[0]) == types[1]:
            self.emit(f"{d} = insertvalue {types[0]} {values[0]}, {types[1]} {values[1]}, 0")
        else:
            self.emit(f"{d} = freeze {ty} poison")

    def int_as(self, operand: o.Operand, ty: IntType, loc: Loc) -> str:
        """``operand`` as an integer of type ``ty`` (constants re-typed, registers cast)."""
        if isinstance(operand, o.Const):
            return str(operand.value)
        have = self.type_of(operand, loc)
        if have == ty:
            return self.value(operand)
        if not isinstance(have, IntType):
            raise AmdsyncError("lower-bad-program", f"expected an integer, got {have}", loc)
        t = self.tmp("cv")
        kind = "trunc" if have.bits > ty.bits else "zext"
        self.emit(f"{t} = {kind} {have} {self.value(operand)} to {ty}")
        return t

    def check_atomic(self, atomic: o.Atomicity | None, size: int, loc: Loc) -> None:
        if atomic is None:
            return
        if atomic.scope.scope is o.Scope.CLUSTER and not self.proc.clusters:
            return  # amdgpu-usage "Memory Scopes": cluster is agent without clusters
        if size not in (1, 2, 4, 8, 16):
            raise unsupported(f"an atomic access of {size} bytes", loc)

    def ordering(self, atomic: o.Atomicity | None) -> str:
        if atomic is None:
            return ""
        scope = atomic.scope.llvm_name()
        ss = f' syncscope("{scope}")' if scope else ""
        return f"{ss} {_ORDERING_NAMES[atomic.ordering]}"

    def align(self, ty: Type, atomic: o.Atomicity | None) -> int:
        size = store_size(ty)
        if atomic is not None and size and size & (size - 1) == 0:
            return size
        return abi_align(ty)

    def av_mmra(self, atomic: o.Atomicity | None) -> str:
        if atomic is None or not atomic.av_none:
            return ""
        return f", !mmra {self.m.md.node(_AV_NONE)}"

    def hint_md(self, hints: o.AccessHints) -> str:
        """The access's metadata attachments (docs/lowering.md, "Access flags and
        metadata"), in a fixed order, each with the node LangRef / amdgpu-usage give it."""
        if hints == o.NO_HINTS:
            return ""
        node = self.m.md.node
        parts = []
        if hints.nontemporal:
            parts.append(f"!nontemporal {node('!{i32 1}')}")  # LangRef: must be i32 1
        if hints.invariant_load:
            parts.append(f"!invariant.load {node('!{}')}")
        for flag, kind in ((hints.no_fine_grained_memory, "amdgpu.no.fine.grained.memory"),
                           (hints.no_remote_memory, "amdgpu.no.remote.memory"),
                           (hints.ignore_denormal_mode, "amdgpu.ignore.denormal.mode")):
            if flag:
                parts.append(f"!{kind} {node('!{}')}")
        if hints.noalias_addrspaces:
            bounds = ", ".join(f"i32 {lo}, i32 {hi}" for lo, hi in hints.noalias_addrspaces)
            parts.append(f"!noalias.addrspace {node('!{' + bounds + '}')}")
        return "".join(f", {part}" for part in parts)

    def check_av(self, pty: PtrType, size: int, loc: Loc) -> None:
        if not self.proc.av_b128:
            raise unsupported(f"{self.proc.name} has no av.load / av.store (they need "
                              "GFX9 or later)", loc)
        if size not in _AV_TYPES:
            raise unsupported(f"av load/store of {size} bytes (1, 2, 4, 8, 16 exist)", loc)
        if pty.addrspace not in (AddressSpace.FLAT, AddressSpace.GLOBAL):
            raise unsupported("av load/store take a flat or global pointer", loc)

    def need_asyncmark(self, loc: Loc) -> None:
        if not self.proc.has_asyncmark:
            raise unsupported(
                f"{self.proc.name} ({self.proc.generation}) has no asyncmark / "
                "wait.asyncmark: LLVM aborts on them there (they exist on GFX9, GFX10 and "
                "GFX12.5)", loc)

    def lower_fence(self, op: o.Fence) -> None:
        if op.ordering not in (o.Ordering.ACQUIRE, o.Ordering.RELEASE, o.Ordering.ACQ_REL,
                               o.Ordering.SEQ_CST):
            raise AmdsyncError("lower-bad-program", "a fence needs acquire, release, "
                               f"acq_rel or seq_cst ordering, not {op.ordering.name}", op.loc)
        scope = op.scope.llvm_name()
        ss = f' syncscope("{scope}")' if scope else ""
        tags: list[str] = []
        if op.address_spaces is not None and AddressSpace.FLAT not in op.address_spaces:
            for space in sorted(op.address_spaces):
                if space in _SYNC_AS_TAGS:
                    tags.append(self.m.md.node(
                        f'!{{!"amdgpu-synchronize-as", !"{_SYNC_AS_TAGS[space]}"}}'))
            if not tags:
                raise unsupported("a fence that synchronizes no global or local memory "
                                  f"(address spaces {sorted(op.address_spaces)})", op.loc)
        if op.av_none:
            tags.append(self.m.md.node(_AV_NONE))
        mmra = ""
        if len(tags) == 1:
            mmra = f", !mmra {tags[0]}"
        elif tags:
            mmra = f", !mmra {self.m.md.node('!{' + ', '.join(tags) + '}')}"
        self.emit(f"fence{ss} {_ORDERING_NAMES[op.ordering]}{mmra}")

    def lower_thread_id(self, op: o.ThreadId) -> None:
        d = local_name(op.dest)
        xyz = "xyz"[op.dim] if 0 <= op.dim <= 2 else None
        if xyz is None:
            raise AmdsyncError("lower-bad-program", f"dimension {op.dim} (0, 1, 2 exist)",
                               op.loc)
        match op.kind:
            case o.IdKind.WORKITEM:
                fn = self.intrinsic(f"llvm.amdgcn.workitem.id.{xyz}", I32, [])
                self.emit(f"{d} = call i32 {fn}()")
            case o.IdKind.WORKGROUP:
                fn = self.intrinsic(f"llvm.amdgcn.workgroup.id.{xyz}", I32, [])
                self.emit(f"{d} = call i32 {fn}()")
            case o.IdKind.LANE:
                lo = self.intrinsic("llvm.amdgcn.mbcnt.lo", I32, ["i32", "i32"])
                if self.target.wave_size == 32:
                    self.emit(f"{d} = call i32 {lo}(i32 -1, i32 0)")
                else:
                    hi = self.intrinsic("llvm.amdgcn.mbcnt.hi", I32, ["i32", "i32"])
                    t = self.tmp("lane")
                    self.emit(f"{t} = call i32 {lo}(i32 -1, i32 0)")
                    self.emit(f"{d} = call i32 {hi}(i32 -1, i32 {t})")
            case o.IdKind.WAVE:
                # The wave of a work-item within a (one-dimensional) workgroup.
                fn = self.intrinsic("llvm.amdgcn.workitem.id.x", I32, [])
                rfl = self.intrinsic("llvm.amdgcn.readfirstlane.i32", I32, ["i32"])
                t, u = self.tmp("wi"), self.tmp("wi")
                self.emit(f"{t} = call i32 {fn}()")
                self.emit(f"{u} = lshr i32 {t}, {self.target.wave_size.bit_length() - 1}")
                self.emit(f"{d} = call i32 {rfl}(i32 {u})")
            case o.IdKind.WAVE_SIZE:
                fn = self.intrinsic("llvm.amdgcn.wavefrontsize", I32, [])
                self.emit(f"{d} = call i32 {fn}()")
            case o.IdKind.WORKGROUP_SIZE | o.IdKind.NUM_WORKGROUPS:
                # hsa_kernel_dispatch_packet_t: workgroup_size_{x,y,z} (u16) at 4, 6, 8;
                # grid_size_{x,y,z} (u32) at 12, 16, 20.
                fn = self.intrinsic("llvm.amdgcn.dispatch.ptr", CONST_PTR, [])
                base = self.tmp("dp")
                self.emit(f"{base} = call {CONST_PTR} {fn}()")
                wg_p, wg16, wg = self.tmp("dp"), self.tmp("dp"), self.tmp("dp")
                self.emit(f"{wg_p} = getelementptr i8, {CONST_PTR} {base}, i64 {4 + 2 * op.dim}")
                self.emit(f"{wg16} = load i16, {CONST_PTR} {wg_p}, align 2")
                target = d if op.kind is o.IdKind.WORKGROUP_SIZE else wg
                self.emit(f"{target} = zext i16 {wg16} to i32")
                if op.kind is o.IdKind.NUM_WORKGROUPS:
                    gp, grid, up = self.tmp("dp"), self.tmp("dp"), self.tmp("dp")
                    self.emit(f"{gp} = getelementptr i8, {CONST_PTR} {base}, "
                              f"i64 {12 + 4 * op.dim}")
                    self.emit(f"{grid} = load i32, {CONST_PTR} {gp}, align 4")
                    m1 = self.tmp("dp")
                    self.emit(f"{m1} = sub i32 {wg}, 1")
                    self.emit(f"{up} = add i32 {grid}, {m1}")
                    self.emit(f"{d} = udiv i32 {up}, {wg}")
            case o.IdKind.IMPLICITARG_PTR | o.IdKind.DISPATCH_PTR:
                name = ("llvm.amdgcn.implicitarg.ptr" if op.kind is o.IdKind.IMPLICITARG_PTR
                        else "llvm.amdgcn.dispatch.ptr")
                fn = self.intrinsic(name, CONST_PTR, [])
                self.emit(f"{d} = call {CONST_PTR} {fn}()")
            case _:
                assert_never(op.kind)

    def lower_wave_op(self, op: o.WaveOp) -> None:
        d = local_name(op.dest)
        args = [self.typed(a, op.loc) for a in op.args]
        match op.kind:
            case o.WaveOpKind.READFIRSTLANE | o.WaveOpKind.READLANE:
                name = f"llvm.amdgcn.{op.kind.value}.{_overload(op.ty)}"
                params = [str(op.ty)] + (["i32"] if op.kind is o.WaveOpKind.READLANE else [])
                fn = self.intrinsic(name, op.ty, params)
                self.emit(f"{d} = call {op.ty} {fn}({', '.join(args)})")
            case o.WaveOpKind.BALLOT:
                fn = self.intrinsic(f"llvm.amdgcn.ballot.{op.ty}", op.ty, ["i1"])
                self.emit(f"{d} = call {op.ty} {fn}({', '.join(args)})")
            case o.WaveOpKind.MBCNT_LO | o.WaveOpKind.MBCNT_HI:
                fn = self.intrinsic(f"llvm.amdgcn.{op.kind.value}", I32, ["i32", "i32"])
                self.emit(f"{d} = call i32 {fn}({', '.join(args)})")
            case _:
                assert_never(op.kind)

    # ------------------------------------------------------------ async copies

    def lower_copy(self, op: o.AsyncCopy) -> None:
        proc = self.proc
        src_ty = self.ptr_type(op.src, op.loc)
        dst_ty = self.ptr_type(op.dst, op.loc)
        if op.direction is o.CopyDirection.FROM_LDS:
            self.gfx1250_copy(op, "global.store.async.from.lds", dst_ty, src_ty,
                              op.dst, op.src)
            return
        if dst_ty.addrspace != AddressSpace.LOCAL:
            raise AmdsyncError("lower-bad-program", "an async copy to LDS needs an LDS "
                               f"(addrspace 3) destination, got {dst_ty}", op.loc)
        cluster = "cluster" in op.intrinsic
        if op.lds_lane_stride == 0 or cluster:
            self.gfx1250_copy(op, "cluster.load.async.to.lds" if cluster else
                              "global.load.async.to.lds", src_ty, dst_ty, op.src, op.dst)
            return
        # An LDS DMA copy: wave-uniform LDS pointer + implicit lane offset.
        if proc.lds_dma:
            if op.size not in proc.lds_dma_sizes:
                sizes = ", ".join(map(str, proc.lds_dma_sizes))
                raise unsupported(f"{proc.name} LDS DMA copies {sizes} bytes per lane, "
                                  f"not {op.size}", op.loc)
            if src_ty.addrspace not in (AddressSpace.GLOBAL, AddressSpace.BUFFER_FAT_POINTER):
                raise unsupported(f"LDS DMA reads a global or buffer pointer, not {src_ty}",
                                  op.loc)
            self.lds_dma(op, src_ty)
            return
        if proc.has_gfx1250_async and op.asynchronous:
            # GFX12.5 has no implicit lane offset: compute each lane's LDS address.
            lo = self.intrinsic("llvm.amdgcn.mbcnt.lo", I32, ["i32", "i32"])
            lane = self.tmp("lane")
            self.emit(f"{lane} = call i32 {lo}(i32 -1, i32 0)")
            off, dst = self.tmp("ldsoff"), self.tmp("ldsdst")
            self.emit(f"{off} = mul i32 {lane}, {op.lds_lane_stride}")
            self.emit(f"{dst} = getelementptr i8, {dst_ty} {self.value(op.dst)}, i32 {off}")
            self.gfx1250_call(op, "global.load.async.to.lds", src_ty, dst_ty,
                              self.value(op.src), dst)
            return
        what = "asynchronous" if op.asynchronous else "synchronous"
        raise unsupported(f"{proc.name} ({proc.generation}) has no {what} LDS DMA "
                          "(load.to.lds exists on GFX9 and GFX10; GFX12.5 has only the "
                          "async global.load.async.to.lds)", op.loc)

    def lds_dma(self, op: o.AsyncCopy, src_ty: PtrType) -> None:
        space = src_ty.addrspace
        names = {"llvm.amdgcn.global.load.lds", "llvm.amdgcn.global.load.async.lds"}
        if op.intrinsic in names and space == AddressSpace.GLOBAL:
            name = ("llvm.amdgcn.global.load.async.lds" if op.asynchronous
                    else "llvm.amdgcn.global.load.lds")
        else:
            kind = "load.async.to.lds" if op.asynchronous else "load.to.lds"
            name = f"llvm.amdgcn.{kind}.p{space}"
        params = [str(src_ty), str(LDS_PTR), "i32 immarg", "i32 immarg", "i32 immarg"]
        fn = self.intrinsic(name, VOID, params)
        aux = 1 if op.volatile else 0
        self.emit(f"call void {fn}({src_ty} {self.value(op.src)}, {LDS_PTR} "
                  f"{self.value(op.dst)}, i32 {op.size}, i32 0, i32 {aux})")

    def gfx1250_copy(self, op: o.AsyncCopy, kind: str, global_ty: PtrType, lds_ty: PtrType,
                     global_ptr: o.Operand, lds_ptr: o.Operand) -> None:
        if lds_ty.addrspace != AddressSpace.LOCAL:
            raise AmdsyncError("lower-bad-program", f"{kind} needs an LDS pointer", op.loc)
        self.gfx1250_call(op, kind, global_ty, lds_ty, self.value(global_ptr),
                          self.value(lds_ptr))

    def gfx1250_call(self, op: o.AsyncCopy, kind: str, global_ty: PtrType, lds_ty: PtrType,
                     global_value: str, lds_value: str) -> None:
        proc = self.proc
        if not proc.has_gfx1250_async:
            raise unsupported(f"{proc.name} ({proc.generation}) has no {kind}: per-lane "
                              "async copies and LDS → global copies need GFX12.5", op.loc)
        if not op.asynchronous:
            raise unsupported(f"{proc.name} has no synchronous form of {kind}", op.loc)
        width = _GFX1250_WIDTHS.get(op.size)
        if width is None:
            raise unsupported(f"{kind} copies 1, 4, 8 or 16 bytes per lane, not {op.size}",
                              op.loc)
        if global_ty.addrspace != AddressSpace.GLOBAL:
            raise unsupported(f"{kind} takes a global (addrspace 1) pointer, not {global_ty}",
                              op.loc)
        name = f"llvm.amdgcn.{kind}.{width}"
        params = [str(global_ty), str(lds_ty), "i32 immarg", "i32 immarg"]
        args = f"{global_ty} {global_value}, {lds_ty} {lds_value}, i32 0, i32 0"
        if kind.startswith("cluster"):
            params.append("i32")
            args += ", i32 1"  # workgroup mask: this workgroup only (docs/lowering.md)
        fn = self.intrinsic(name, VOID, params)
        self.emit(f"call void {fn}({args})")

    # ------------------------------------------------------------ barriers

    def barrier_pair_call(self, op: o.Op, nxt: o.Op | None) -> str | None:
        """The one intrinsic call an arrive-then-wait pair lowers to: ``s.barrier`` (the
        builder's pair on the workgroup barrier) or ``ds.gws.barrier`` (a GWS resource,
        the arrive carrying the count of waves minus one); None for other operations."""
        if not (isinstance(op, o.BarrierArrive) and isinstance(nxt, o.BarrierWait)
                and nxt.barrier == op.barrier and op.dest is None):
            return None
        if isinstance(op.barrier, o.GwsResource) and op.new_expected is not None:
            self.barrier_operand(op.barrier, op.loc, "ds.gws.barrier")
            fn = self.intrinsic("llvm.amdgcn.ds.gws.barrier", VOID, ["i32", "i32"])
            count = self.int_as(op.new_expected, I32, op.loc)
            return f"call void {fn}(i32 {count}, i32 {op.barrier.id})"
        if (op.intrinsic == "llvm.amdgcn.s.barrier" and op.barrier == o.WORKGROUP_BARRIER
                and op.new_expected is None):
            return f"call void {self.intrinsic('llvm.amdgcn.s.barrier', VOID, [])}()"
        return None

    def barrier_operand(self, barrier: o.BarrierRef, loc: Loc, what: str) -> tuple[str, int]:
        """The barrier as ``("id", n)`` or ``("ptr", 0)``, checked against the target
        (amdgpu-usage, "AMDHSA Execution Barriers IDs GFX12")."""
        proc = self.proc
        match barrier:
            case o.GwsResource(ident):
                if proc.generation == "gfx6" or proc.generation.startswith("gfx12"):
                    raise unsupported(f"{proc.name} has no global wave sync (GWS exists "
                                      "on GFX7 through GFX11)", loc)
                if what not in ("ds.gws.barrier", "init"):
                    raise AmdsyncError("lower-bad-program", f"a {what} on GWS resource "
                                       f"{ident}: a GWS resource takes ds.gws.init and "
                                       "ds.gws.barrier (an arrive with its count, then "
                                       "a wait) only", loc)
                return ("gws", ident)
            case o.NamedBarrier():
                if not proc.named_barriers:
                    raise unsupported(f"{proc.name} has no named barriers (GFX12.5)", loc)
                return ("ptr", 0)
            case o.BarrierId(ident):
                if ident in (-2, -4):
                    raise unsupported(f"barrier {ident} is reserved for the trap handler",
                                      loc)
                if ident == -1:
                    if not proc.split_barrier:
                        raise unsupported(f"{proc.name} has no split barrier "
                                          f"({what} on barrier -1 needs GFX12)", loc)
                elif ident == -3:
                    if not proc.cluster_barriers:
                        raise unsupported(f"{proc.name} has no cluster barrier (GFX12.5)",
                                          loc)
                elif 0 <= ident <= 16:
                    if not proc.named_barriers:
                        raise unsupported(f"{proc.name} has no named barriers (GFX12.5)",
                                          loc)
                else:
                    raise AmdsyncError("lower-bad-program", f"no barrier has id {ident}",
                                       loc)
                return ("id", ident)
            case _:
                assert_never(barrier)

    def lower_barrier(self, op: o.BarrierInit | o.BarrierJoin | o.BarrierDrop
                      | o.BarrierArrive | o.BarrierWait) -> None:
        match op:
            case o.BarrierArrive(barrier, new_expected, loc, dest, _):
                kind, ident = self.barrier_operand(barrier, loc, "arrive")
                if kind == "ptr" or new_expected is not None:
                    ptr = self.barrier_ptr(barrier, loc)
                    count = "0" if new_expected is None else self.int_as(new_expected, I32, loc)
                    fn = self.intrinsic("llvm.amdgcn.s.barrier.signal.var", VOID,
                                        [str(LDS_PTR), "i32"])
                    self.emit(f"call void {fn}({LDS_PTR} {ptr}, i32 {count})")
                    if dest is not None:
                        self.emit(f"{local_name(dest)} = or i1 false, false")
                elif dest is not None:
                    fn = self.intrinsic("llvm.amdgcn.s.barrier.signal.isfirst", I1,
                                        ["i32 immarg"])
                    self.emit(f"{local_name(dest)} = call i1 {fn}(i32 {ident})")
                else:
                    fn = self.intrinsic("llvm.amdgcn.s.barrier.signal", VOID, ["i32 immarg"])
                    self.emit(f"call void {fn}(i32 {ident})")
            case o.BarrierWait(barrier, loc, _):
                kind, ident = self.barrier_operand(barrier, loc, "wait")
                # A wait on a named barrier waits on the last one joined (amdgpu-usage).
                wait_id = 1 if kind == "ptr" else ident
                fn = self.intrinsic("llvm.amdgcn.s.barrier.wait", VOID, ["i16 immarg"])
                self.emit(f"call void {fn}(i16 {wait_id})")
            case o.BarrierInit(o.GwsResource(ident) as barrier, count, loc, _):
                self.barrier_operand(barrier, loc, "init")
                fn = self.intrinsic("llvm.amdgcn.ds.gws.init", VOID, ["i32", "i32"])
                self.emit(f"call void {fn}(i32 {self.int_as(count, I32, loc)}, i32 {ident})")
            case o.BarrierInit(barrier, count, loc, _):
                self.barrier_operand(barrier, loc, "init")
                ptr = self.barrier_ptr(barrier, loc)
                fn = self.intrinsic("llvm.amdgcn.s.barrier.init", VOID, [str(LDS_PTR), "i32"])
                self.emit(f"call void {fn}({LDS_PTR} {ptr}, i32 {self.int_as(count, I32, loc)})")
            case o.BarrierJoin(barrier, loc, _):
                self.barrier_operand(barrier, loc, "join")
                ptr = self.barrier_ptr(barrier, loc)
                fn = self.intrinsic("llvm.amdgcn.s.barrier.join", VOID, [str(LDS_PTR)])
                self.emit(f"call void {fn}({LDS_PTR} {ptr})")
            case o.BarrierDrop(barrier, loc, _):
                self.barrier_operand(barrier, loc, "drop")
                fn = self.intrinsic("llvm.amdgcn.s.barrier.leave", VOID, ["i16 immarg"])
                self.emit(f"call void {fn}(i16 1)")
            case _:
                assert_never(op)

    def barrier_ptr(self, barrier: o.BarrierRef, loc: Loc) -> str:
        if isinstance(barrier, o.NamedBarrier):
            return self.value(barrier.ptr)
        raise unsupported(f"barrier {barrier.id} given by id: LLVM's init / join / "
                          "signal.var take a named-barrier global", loc)

    # ------------------------------------------------------------ calls, terminators

    def lower_call(self, dest: str | None, callee: str, args: tuple[o.Operand, ...],
                   ty: Type, loc: Loc) -> None:
        program = self.m.program
        if program.has_function(callee):
            target_fn = program.function(callee)
            if len(target_fn.params) != len(args):
                raise AmdsyncError("lower-bad-program", f"call to {callee} with {len(args)} "
                                   f"arguments; it takes {len(target_fn.params)}", loc)
            if target_fn.is_kernel:
                raise unsupported(f"a call to the kernel {callee}", loc)
            typed = ", ".join(f"{p.ty} {self.value(a)}"
                              for p, a in zip(target_fn.params, args, strict=True))
            fn = global_name(callee)
        else:
            typed_args = [self.typed(a, loc) for a in args]
            fn = self.intrinsic(callee, ty, [_type_part(t) for t in typed_args])
            typed = ", ".join(typed_args)
        lhs = f"{local_name(dest)} = " if dest is not None and ty != VOID else ""
        self.emit(f"{lhs}call {ty} {fn}({typed})")

    def lower_term(self, term: o.Terminator) -> None:
        match term:
            case o.Br(target, _):
                self.emit(f"br label {local_name(target)}")
            case o.CondBr(cond, if_true, if_false, _):
                self.emit(f"br i1 {self.value(cond)}, label {local_name(if_true)}, "
                          f"label {local_name(if_false)}")
            case o.Switch(value, default, cases, loc):
                ty = self.type_of(value, loc)
                arms = " ".join(f"{ty} {k}, label {local_name(t)}" for k, t in cases)
                self.emit(f"switch {ty} {self.value(value)}, label {local_name(default)} "
                          f"[ {arms} ]")
            case o.Ret(value, loc):
                if value is None or self.fn.is_kernel:
                    self.emit("ret void")
                else:
                    self.emit(f"ret {self.typed(value, loc)}")
            case o.Unreachable():
                self.emit("unreachable")
            case _:
                assert_never(term)


def _field0(ty: Type) -> Type | None:
    match ty:
        case StructType(fields) if fields:
            return fields[0]
        case ArrayType(_, elem):
            return elem
        case _:
            return None


def _label(name: str) -> str:
    return name if _IDENT.match(name) else '"' + _escape(name) + '"'


def _type_part(typed: str) -> str:
    """The type of a ``<type> <value>`` string (types may contain spaces)."""
    if typed.startswith("ptr addrspace("):
        return typed[: typed.index(")") + 1]
    if typed.startswith(("<", "[", "{")):
        depth = 0
        for i, ch in enumerate(typed):
            depth += ch in "<[{"
            depth -= ch in ">]}"
            if depth == 0:
                return typed[: i + 1]
    return typed.split(" ", 1)[0]


def _overload(ty: Type) -> str:
    match ty:
        case PtrType(addrspace):
            return f"p{addrspace}"
        case VecType(count, elem):
            return f"v{count}{_overload(elem)}"
        case FloatType(name):
            return {"half": "f16", "bfloat": "bf16", "float": "f32", "double": "f64"}.get(
                name, name)
        case _:
            return str(ty)


_ORDERING_NAMES = {
    o.Ordering.NOT_ATOMIC: "monotonic", o.Ordering.UNORDERED: "unordered",
    o.Ordering.MONOTONIC: "monotonic", o.Ordering.ACQUIRE: "acquire",
    o.Ordering.RELEASE: "release", o.Ordering.ACQ_REL: "acq_rel",
    o.Ordering.SEQ_CST: "seq_cst",
}


class _ModuleLowering:
    def __init__(self, program: Program, target: Target, annotate: bool,
                 max_workgroup_size: int) -> None:
        self.program = program
        self.annotate = annotate
        self.markers: list[tuple[str, str, int]] = []
        self.target = target
        self.md = _Metadata()
        self.decls = _Declarations()
        features = target_features(target)
        attrs = f'"target-cpu"="{target.processor.name}"'
        if features:
            attrs += f' "target-features"="{features}"'
        if target.feature(TGSPLIT) is True:
            # amdgpu-usage, "LLVM IR Attributes": threadgroup split mode is the function
            # attribute "amdgpu-tg-split" (LLVM ignores a "+tgsplit" target feature: the
            # memory legalizer then drops the tgsplit cache invalidations; issue 15).
            attrs += ' "amdgpu-tg-split"'
        self.kernel_attr = "#0"
        self.function_attr = "#1"
        self.attr_lines = [
            # amdgpu-usage, "amdgpu-flat-work-group-size": a bound on the launch that
            # sets the register budget (1024, LLVM's default, fits every launch).
            f'attributes #0 = {{ {attrs} "amdgpu-flat-work-group-size"='
            f'"1,{max_workgroup_size}" }}',
            # noinline keeps each function body's own asyncmark sequence
            # (amdgpu-async-operations, "Implementation notes": inlining merges them).
            f"attributes #1 = {{ noinline {attrs} }}",
        ]

    def global_line(self, var: GlobalVar) -> str:
        name = global_name(var.name)
        space = f"addrspace({var.addrspace}) " if var.addrspace else ""
        if is_named_barrier(var.ty) or var.barrier_count:
            return f"{name} = internal {space}global {var.ty} poison"
        if var.external:
            return f"{name} = external {space}global [0 x i8], align {var.align}"
        size_ty = ArrayType(var.size, IntType(8))
        if var.addrspace in (AddressSpace.LOCAL, AddressSpace.REGION):
            return f"{name} = internal {space}global {size_ty} poison, align {var.align}"
        if var.init is not None:
            data = "".join(chr(b) if 32 <= b < 127 and chr(b) not in '"\\' else f"\\{b:02X}"
                           for b in var.init.ljust(var.size, b"\0"))
            init = f'c"{data}"'
        else:
            init = "zeroinitializer"
        kind = "constant" if var.addrspace == AddressSpace.CONSTANT else "global"
        return f"{name} = {space}{kind} {size_ty} {init}, align {var.align}"

    def lower(self) -> LoweredModule:
        program = self.program
        head = [f"; amdsync lowering of {program.source} for {self.target.canonical()}",
                f'target triple = "{TRIPLE}"', ""]
        globals_ = [self.global_line(v) for v in program.globals]
        bodies: list[tuple[_FunctionLowering, list[str]]] = []
        for fn in program.functions:
            fl = _FunctionLowering(self, fn)
            bodies.append((fl, fl.lower()))
        lines = head + globals_ + ([""] if globals_ else [])
        sites: list[OpSite] = []
        for fl, text in bodies:
            start = len(lines) + 1  # line number of the ``define``
            lines.extend(text)
            lines.append("")
            for block, index, local, loc in fl.sites:
                sites.append(OpSite(fl.fn.name, block, index, start + local, loc))
        lines.extend(sorted(self.decls.decls.values()))
        lines.append("")
        lines.extend(self.attr_lines)
        if self.md.nodes:
            lines.append("")
            lines.extend(f"!{i} = {body}" for i, body in enumerate(self.md.nodes))
        return LoweredModule("\n".join(lines) + "\n", self.target, tuple(sites),
                             tuple(self.markers))


def noalias_holds(param: Param) -> bool:
    """Whether a parameter is lowered ``noalias``: a pointer the Program marks
    ``noalias`` (read from LLVM IR: the input's own attribute; built programs: the
    launch model's disjoint buffers, module.Param's default) that is not an LDS pointer:
    LDS pointers are never ``noalias`` (docs/lowering.md, "noalias")."""
    return (param.noalias and isinstance(param.ty, PtrType)
            and param.ty.addrspace != AddressSpace.LOCAL)


def target_features(target: Target) -> str:
    """LLVM ``target-features`` for the target ID's settings (``+xnack,-sramecc``)."""
    parts = [f"{'+' if on else '-'}{name}" for name, on in target.settings
             if name != TGSPLIT]  # a function attribute, see _ModuleLowering
    return ",".join(parts)


def lower_program(program: Program, target: Target, annotate: bool = False,
                  max_workgroup_size: int = 1024) -> LoweredModule:
    """Lower ``program`` to LLVM IR for ``target``; a feature the target lacks is a
    located ``lower-unsupported`` error. ``annotate`` puts an assembly comment before
    each ``wait.asyncmark`` so compiled output can be matched to it.
    ``max_workgroup_size`` bounds the launches the kernel supports (LLVM gives each lane
    more registers for smaller bounds)."""
    if not 1 <= max_workgroup_size <= 1024:
        raise AmdsyncError("usage", "--max-workgroup-size must be 1 to 1024, got "
                           f"{max_workgroup_size}", Loc("<command line>"))
    return _ModuleLowering(program, target, annotate, max_workgroup_size).lower()


__all__ = ["TRIPLE", "WAIT_MARKER", "LoweredModule", "OpSite", "lower_program",
           "noalias_holds", "target_features"]
