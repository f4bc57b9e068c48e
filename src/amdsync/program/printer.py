"""A readable text dump of a :class:`Program`: one operation per line with its location.

    kernel @k(ptr addrspace(1) noalias %g) -> void                ; k.ll:3:1
    entry:
      %0 = thread_id workitem.x                                   ; k.ll:5:3
      async_copy to_lds %p -> @lds size=4 lane_stride=4 async llvm.amdgcn.load.async.to.lds.p1
                                                                  ; k.ll:6:3 (k.py:12)

Used by golden tests of the readers and by ``--print-after`` style dumps. The format is
for people; it is stable (goldens depend on it) but it is not parsed back.
"""

from __future__ import annotations

import re
from typing import assert_never

from amdsync.diagnostics import Loc
from amdsync.program import ops as o
from amdsync.program.module import Block, Function, GlobalVar, Program

_COMMENT_COLUMN = 60
_PLAIN_NAME = re.compile(r"^[-a-zA-Z$._0-9]+$")


def print_program(program: Program) -> str:
    """The whole program: header, globals, then each function."""
    lines = [f"; program {program.source}: kernel @{_name(program.kernel)}"
             + (f", target {program.target}" if program.target else "")]
    if program.opaque_calls:
        lines.append("; opaque intrinsics: " + ", ".join(sorted(program.opaque_calls)))
    for var in program.globals:
        lines.append(_with_loc(format_global(var), var.loc, program.source))
    for function in program.functions:
        lines.append("")
        lines.extend(format_function(function, program.source))
    return "\n".join(lines) + "\n"


def format_global(var: GlobalVar) -> str:
    parts = [f"global @{_name(var.name)} addrspace({var.addrspace}) {var.ty}"]
    if var.barrier_count:
        parts.append(f"barriers={var.barrier_count}")
    else:
        parts.append(f"size={var.size}")
    parts.append(f"align={var.align}")
    if var.external:
        parts.append("external")
    if var.init is not None:
        shown = var.init[:16].hex()
        parts.append(f"init={shown}{'…' if len(var.init) > 16 else ''}")
    return " ".join(parts)


def format_function(function: Function, source: str = "") -> list[str]:
    params = ", ".join(f"{p.ty}{' noalias' if p.noalias else ''} %{_name(p.name)}"
                       for p in function.params)
    keyword = "kernel" if function.is_kernel else "function"
    lines = [_with_loc(f"{keyword} @{_name(function.name)}({params}) -> {function.ret}",
                       function.loc, source)]
    for block in function.blocks:
        lines.extend(format_block(block, source))
    return lines


def format_block(block: Block, source: str = "") -> list[str]:
    lines = [f"{_name(block.name)}:"]
    for op in block.ops:
        lines.append(_with_loc("  " + format_op(op), op.loc, source))
    lines.append(_with_loc("  " + format_terminator(block.term), block.term.loc, source))
    return lines


def format_loc(loc: Loc, source: str = "") -> str:
    """``line:col`` (with the file when it is not ``source``) and the debug location."""
    if loc.line <= 0:
        text = loc.file
    elif loc.file == source:
        text = f"{loc.line}:{loc.col}" if loc.col > 0 else f"{loc.line}"
    else:
        text = str(loc)
    if loc.source_line is not None:
        text += f" ({loc.source_file or '?'}:{loc.source_line})"
    return text


def _with_loc(text: str, loc: Loc, source: str) -> str:
    pad = max(1, _COMMENT_COLUMN - len(text))
    return f"{text}{' ' * pad}; {format_loc(loc, source)}"


def _name(name: str) -> str:
    return name if _PLAIN_NAME.match(name) else f'"{name}"'


def format_operand(operand: o.Operand) -> str:
    match operand:
        case o.Reg(name):
            return f"%{_name(name)}"
        case o.Const(value, ty):
            return f"{ty} {value}"
        case o.FloatConst(value, ty):
            return f"{ty} {value!r}"
        case o.NullPtr(addrspace):
            return "null" if addrspace == 0 else f"null({addrspace})"
        case o.GlobalAddr(name, _):
            return f"@{_name(name)}"
        case o.Undef(ty):
            return f"{ty} undef"
        case _:
            assert_never(operand)


def _args(operands: tuple[o.Operand, ...]) -> str:
    return ", ".join(format_operand(a) for a in operands)


def _scope(scope: o.SyncScope) -> str:
    return f'syncscope("{scope.llvm_name()}")'


def _atomic(atomic: o.Atomicity | None) -> str:
    if atomic is None:
        return ""
    text = f" atomic {atomic.ordering.name.lower()} {_scope(atomic.scope)}"
    return text + (" av_none" if atomic.av_none else "")


def _hints(hints: o.AccessHints) -> str:
    """Access metadata as `` !nontemporal !amdgpu.no.fine.grained.memory
    !noalias.addrspace=[5,6)``: the LLVM attachment names."""
    names = [name for flag, name in (
        (hints.nontemporal, "!nontemporal"), (hints.invariant_load, "!invariant.load"),
        (hints.no_fine_grained_memory, "!amdgpu.no.fine.grained.memory"),
        (hints.no_remote_memory, "!amdgpu.no.remote.memory"),
        (hints.ignore_denormal_mode, "!amdgpu.ignore.denormal.mode")) if flag]
    if hints.noalias_addrspaces:
        names.append("!noalias.addrspace=" + ",".join(
            f"[{lo},{hi})" for lo, hi in hints.noalias_addrspaces))
    return "".join(f" {name}" for name in names)


def _barrier(ref: o.BarrierRef) -> str:
    match ref:
        case o.BarrierId(barrier_id):
            return f"id({barrier_id})"
        case o.NamedBarrier(ptr):
            return f"named({format_operand(ptr)})"
        case o.GwsResource(ident):
            return f"gws({ident})"
        case _:
            assert_never(ref)


def format_op(op: o.Op) -> str:
    match op:
        case o.BinOp(dest, kind, lhs, rhs, ty):
            return (f"%{_name(dest)} = {kind.value} {ty} {format_operand(lhs)}, "
                    f"{format_operand(rhs)}")
        case o.ICmp(dest, pred, lhs, rhs):
            return (f"%{_name(dest)} = icmp {pred.value} {format_operand(lhs)}, "
                    f"{format_operand(rhs)}")
        case o.Select(dest, cond, if_true, if_false, ty):
            return (f"%{_name(dest)} = select {format_operand(cond)}, {format_operand(if_true)}, "
                    f"{format_operand(if_false)} : {ty}")
        case o.Cast(dest, kind, value, ty, _, src_ty):
            source = f"{src_ty} -> " if src_ty is not None else ""
            return f"%{_name(dest)} = {kind.value} {format_operand(value)} : {source}{ty}"
        case o.PtrAdd(dest, base, offset, ty):
            return (f"%{_name(dest)} = ptradd {format_operand(base)}, {format_operand(offset)}"
                    f" : {ty}")
        case o.Phi(dest, ty, incoming):
            pairs = ", ".join(f"[{_name(b)}: {format_operand(v)}]" for b, v in incoming)
            return f"%{_name(dest)} = phi {ty} {pairs}"
        case o.ThreadId(dest, kind, dim):
            if kind in o.LAUNCH_POINTERS:
                return f"%{_name(dest)} = thread_id {kind.value}"
            return f"%{_name(dest)} = thread_id {kind.value}.{'xyz'[dim]}"
        case o.Opaque(dest, name, args, ty):
            prefix = f"%{_name(dest)} = " if dest is not None else ""
            return f"{prefix}opaque {name}({_args(args)}) : {ty}"
        case o.WaveOp(dest, kind, args, ty):
            return f"%{_name(dest)} = wave {kind.value}({_args(args)}) : {ty}"
        case o.Load(dest, ptr, ty, size, atomic, volatile, _, hints):
            vol = " volatile" if volatile else ""
            return (f"%{_name(dest)} = load{vol}{_atomic(atomic)} {ty}, {format_operand(ptr)} "
                    f"size={size}{_hints(hints)}")
        case o.Store(ptr, value, ty, size, atomic, volatile, _, hints):
            vol = " volatile" if volatile else ""
            return (f"store{vol}{_atomic(atomic)} {format_operand(value)}, "
                    f"{format_operand(ptr)} : {ty} size={size}{_hints(hints)}")
        case o.AtomicRMW(dest, rmw, ptr, value, ty, size, atomic, _, volatile, hints):
            vol = "volatile " if volatile else ""
            return (f"%{_name(dest)} = atomicrmw {vol}{rmw} {format_operand(ptr)}, "
                    f"{format_operand(value)} : {ty} size={size}{_atomic(atomic)}"
                    f"{_hints(hints)}")
        case o.CmpXchg(dest, ptr, expected, new, ty, size, atomic, failure, _, volatile, hints):
            vol = "volatile " if volatile else ""
            return (f"%{_name(dest)} = cmpxchg {vol}{format_operand(ptr)}, "
                    f"{format_operand(expected)}, {format_operand(new)} : {ty} size={size}"
                    f"{_atomic(atomic)} failure={failure.name.lower()}{_hints(hints)}")
        case o.Fence(ordering, scope, spaces, av_none):
            text = f"fence {ordering.name.lower()} {_scope(scope)}"
            if spaces is not None:
                text += " as={" + ",".join(str(s) for s in sorted(spaces)) + "}"
            return text + (" av_none" if av_none else "")
        case o.AvLoad(dest, ptr, scope, _, size):
            return f"%{_name(dest)} = av_load {format_operand(ptr)} {_scope(scope)} size={size}"
        case o.AvStore(ptr, value, scope, _, size):
            return (f"av_store {format_operand(value)}, {format_operand(ptr)} {_scope(scope)} "
                    f"size={size}")
        case o.AsyncCopy(src, dst, size, direction, asynchronous, stride, intrinsic, _, volatile):
            mode = "async" if asynchronous else "sync"
            vol = " volatile" if volatile else ""
            return (f"async_copy {direction.value} {format_operand(src)} -> "
                    f"{format_operand(dst)} size={size} lane_stride={stride} {mode}{vol} "
                    f"{intrinsic}")
        case o.TensorCopy(direction, groups, intrinsic):
            words = " ".join("[" + ", ".join(format_operand(w) for w in group) + "]"
                             for group in groups)
            return f"tensor_copy {direction.value} {words} {intrinsic}"
        case o.WaitTensorCnt(count):
            return f"wait_tensorcnt {count}"
        case o.AsyncMark():
            return "asyncmark"
        case o.WaitAsyncMark(count):
            return f"wait_asyncmark {count}"
        case o.MakeBufferRsrc(dest, base, stride, num_records, flags):
            return (f"%{_name(dest)} = make_buffer_rsrc {format_operand(base)}, "
                    f"stride={format_operand(stride)}, num_records={format_operand(num_records)}, "
                    f"flags={format_operand(flags)}")
        case o.BufferAddr(dest, rsrc, voffset, soffset, offset, vindex):
            index = f", vindex={format_operand(vindex)}" if vindex is not None else ""
            return (f"%{_name(dest)} = buffer_addr {format_operand(rsrc)}, "
                    f"voffset={format_operand(voffset)}, soffset={format_operand(soffset)}, "
                    f"offset={format_operand(offset)}{index}")
        case o.BarrierInit(barrier, count, _, intrinsic):
            return f"barrier_init {_barrier(barrier)}, {format_operand(count)} {intrinsic}"
        case o.BarrierJoin(barrier, _, intrinsic):
            return f"barrier_join {_barrier(barrier)} {intrinsic}"
        case o.BarrierDrop(barrier, _, intrinsic):
            return f"barrier_drop {_barrier(barrier)} {intrinsic}"
        case o.BarrierArrive(barrier, new_expected, _, dest, intrinsic):
            prefix = f"%{_name(dest)} = " if dest is not None else ""
            update = (f" expected={format_operand(new_expected)}"
                      if new_expected is not None else "")
            return f"{prefix}barrier_arrive {_barrier(barrier)}{update} {intrinsic}"
        case o.BarrierWait(barrier, _, intrinsic):
            return f"barrier_wait {_barrier(barrier)} {intrinsic}"
        case o.Call(dest, callee, args, ty):
            prefix = f"%{_name(dest)} = " if dest is not None else ""
            return f"{prefix}call @{_name(callee)}({_args(args)}) : {ty}"
        case _:
            assert_never(op)


def format_terminator(term: o.Terminator) -> str:
    match term:
        case o.Br(target):
            return f"br {_name(target)}"
        case o.CondBr(cond, if_true, if_false):
            return f"condbr {format_operand(cond)}, {_name(if_true)}, {_name(if_false)}"
        case o.Switch(value, default, cases):
            listed = ", ".join(f"{v}: {_name(t)}" for v, t in cases)
            return f"switch {format_operand(value)}, default {_name(default)} [{listed}]"
        case o.Ret(value):
            return "ret" if value is None else f"ret {format_operand(value)}"
        case o.Unreachable():
            return "unreachable"
        case _:
            assert_never(term)
