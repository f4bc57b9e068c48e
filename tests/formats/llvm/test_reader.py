"""The LLVM reader: mappings op by op, located errors, kernel selection, warnings."""

from __future__ import annotations

from pathlib import Path

import pytest

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.formats.llvm import (
    read_llvm_file,
    read_llvm_file_with_warnings,
    read_llvm_text,
    read_llvm_with_warnings,
)
from amdsync.program import ops as o
from amdsync.program.module import Program
from amdsync.program.types import I16, I32, I64, VOID, IntType, PtrType

HEADER = 'target triple = "amdgcn-amd-amdhsa"\n'


def kernel(body: str, params: str = "ptr addrspace(1) %g, i32 %n", decls: str = "",
           globals_: str = "") -> str:
    """A module with one kernel; the body starts on line 4 (line 3 if no globals)."""
    return (HEADER + globals_ + f"define amdgpu_kernel void @k({params}) {{\n" + body
            + "  ret void\n}\n" + decls)


def ops_of(program: Program, name: str = "k") -> list[o.Op]:
    return list(program.function(name).ops())


def read_error(text: str, **kwargs: object) -> AmdsyncError:
    with pytest.raises(AmdsyncError) as info:
        read_llvm_text(text, "t.ll", **kwargs)  # type: ignore[arg-type]
    return info.value


# ---------------------------------------------------------------- mappings


def test_thread_ids_and_wave_ops() -> None:
    text = kernel(
        "  %x = call i32 @llvm.amdgcn.workitem.id.x()\n"
        "  %z = call i32 @llvm.amdgcn.workitem.id.z()\n"
        "  %wy = call i32 @llvm.amdgcn.workgroup.id.y()\n"
        "  %ws = call i32 @llvm.amdgcn.wavefrontsize()\n"
        "  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)\n"
        "  %hi = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)\n"
        "  %f = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x)\n",
        decls="declare i32 @llvm.amdgcn.workitem.id.x()\ndeclare i32 @llvm.amdgcn.workitem.id.z()\n"
        "declare i32 @llvm.amdgcn.workgroup.id.y()\ndeclare i32 @llvm.amdgcn.wavefrontsize()\n"
        "declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)\ndeclare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)\n"
        "declare i32 @llvm.amdgcn.readfirstlane.i32(i32)\n")
    ops = ops_of(read_llvm_text(text, "t.ll"))
    assert ops[0] == o.ThreadId("x", o.IdKind.WORKITEM, 0, Loc("t.ll", 3, 3))
    assert ops[1] == o.ThreadId("z", o.IdKind.WORKITEM, 2, Loc("t.ll", 4, 3))
    assert ops[2] == o.ThreadId("wy", o.IdKind.WORKGROUP, 1, Loc("t.ll", 5, 3))
    assert ops[3] == o.ThreadId("ws", o.IdKind.WAVE_SIZE, 0, Loc("t.ll", 6, 3))
    assert ops[4] == o.WaveOp("lo", o.WaveOpKind.MBCNT_LO, (o.Const(-1, I32), o.Const(0, I32)),
                              I32, Loc("t.ll", 7, 3))
    assert ops[5] == o.WaveOp("hi", o.WaveOpKind.MBCNT_HI, (o.Const(-1, I32), o.Reg("lo")),
                              I32, Loc("t.ll", 8, 3))
    assert ops[6] == o.WaveOp("f", o.WaveOpKind.READFIRSTLANE, (o.Reg("x"),), I32,
                              Loc("t.ll", 9, 3))


def test_gep_lowering_folds_constants_and_scales_variables() -> None:
    text = kernel("  %p = getelementptr inbounds [8 x i32], ptr addrspace(1) %g, i32 2, i32 %n\n")
    ops = ops_of(read_llvm_text(text, "t.ll"))
    loc = Loc("t.ll", 3, 3)
    assert ops == [
        o.Cast("p.gep0", o.CastKind.SEXT, o.Reg("n"), I64, loc, I32),
        o.BinOp("p.gep1", o.BinOpKind.MUL, o.Reg("p.gep0"), o.Const(4, I64), I64, loc),
        o.BinOp("p.gep2", o.BinOpKind.ADD, o.Reg("p.gep1"), o.Const(64, I64), I64, loc),
        o.PtrAdd("p", o.Reg("g"), o.Reg("p.gep2"), PtrType(1), loc),
    ]


def test_gep_with_constant_indices_is_one_ptradd() -> None:
    text = kernel("  %p = getelementptr i8, ptr addrspace(1) %g, i64 -12\n")
    assert ops_of(read_llvm_text(text, "t.ll")) == [
        o.PtrAdd("p", o.Reg("g"), o.Const(-12, I64), PtrType(1), Loc("t.ll", 3, 3))]


def test_constant_expression_operands_are_materialized_before_the_user() -> None:
    text = kernel(
        "  store i32 1, ptr addrspacecast (ptr addrspace(3) getelementptr inbounds "
        "([16 x i32], ptr addrspace(3) @lds, i32 0, i32 3) to ptr), align 4\n",
        globals_="@lds = internal addrspace(3) global [16 x i32] poison, align 4\n")
    loc = Loc("t.ll", 4, 3)
    assert ops_of(read_llvm_text(text, "t.ll")) == [
        o.PtrAdd("ce0", o.GlobalAddr("lds", 3), o.Const(12, I32), PtrType(3), loc),
        o.Cast("ce1", o.CastKind.ADDRSPACECAST, o.Reg("ce0"), PtrType(0), loc, PtrType(3)),
        o.Store(o.Reg("ce1"), o.Const(1, I32), I32, 4, None, False, loc),
    ]


def test_atomics_orderings_scopes_and_mmra() -> None:
    text = kernel(
        '  %a = load atomic i32, ptr addrspace(1) %g syncscope("agent-one-as") acquire, '
        'align 4, !mmra !0\n'
        '  store atomic volatile i16 3, ptr addrspace(1) %g syncscope("workgroup") release, '
        'align 2\n'
        '  %r = atomicrmw umax ptr addrspace(1) %g, i32 %n seq_cst, align 4\n'
        '  %c = cmpxchg weak ptr addrspace(1) %g, i32 0, i32 %n syncscope("cluster") '
        'release acquire, align 4\n'
        '  fence syncscope("wavefront-one-as") acquire, !mmra !{!"amdgpu-synchronize-as", '
        '!"global"}\n',
        decls='!0 = !{!"amdgcn-av", !"none"}\n')
    program, warnings = read_llvm_with_warnings(text, "t.ll")
    ops = ops_of(program)
    assert ops[0] == o.Load("a", o.Reg("g"), I32, 4,
                            o.Atomicity(o.Ordering.ACQUIRE, o.SyncScope(o.Scope.AGENT, True),
                                        True), False, Loc("t.ll", 3, 3))
    assert ops[1] == o.Store(o.Reg("g"), o.Const(3, I16), I16, 2,
                             o.Atomicity(o.Ordering.RELEASE, o.SyncScope(o.Scope.WORKGROUP)),
                             True, Loc("t.ll", 4, 3))
    assert ops[2] == o.AtomicRMW("r", "umax", o.Reg("g"), o.Reg("n"), I32, 4,
                                 o.Atomicity(o.Ordering.SEQ_CST), Loc("t.ll", 5, 3))
    assert ops[3] == o.CmpXchg("c", o.Reg("g"), o.Const(0, I32), o.Reg("n"), I32, 4,
                               o.Atomicity(o.Ordering.RELEASE, o.SyncScope(o.Scope.CLUSTER)),
                               o.Ordering.ACQUIRE, Loc("t.ll", 6, 3))
    assert ops[4] == o.Fence(o.Ordering.ACQUIRE, o.SyncScope(o.Scope.WAVEFRONT, True),
                             frozenset({1}), False, Loc("t.ll", 7, 3))
    assert [w.code for w in warnings] == ["weak-cmpxchg"]


def test_every_syncscope_name() -> None:
    names = {"": o.SyncScope(o.Scope.SYSTEM), "one-as": o.SyncScope(o.Scope.SYSTEM, True),
             "singlethread-one-as": o.SyncScope(o.Scope.SINGLETHREAD, True),
             "cluster-one-as": o.SyncScope(o.Scope.CLUSTER, True),
             "workgroup": o.SyncScope(o.Scope.WORKGROUP)}
    for name, scope in names.items():
        text = kernel(f'  fence syncscope("{name}") release\n')
        (fence,) = ops_of(read_llvm_text(text, "t.ll"))
        assert isinstance(fence, o.Fence)
        assert fence.scope == scope


def test_mmra_tuple_of_tags_unions_address_spaces() -> None:
    text = kernel("  fence release, !mmra !2\n", decls=(
        '!0 = !{!"amdgpu-synchronize-as", !"local"}\n'
        '!1 = !{!"amdgpu-synchronize-as", !"global"}\n'
        '!3 = !{!"amdgcn-av", !"none"}\n'
        "!2 = !{!0, !1, !3}\n"))
    (fence,) = ops_of(read_llvm_text(text, "t.ll"))
    assert fence == o.Fence(o.Ordering.RELEASE, o.SYSTEM_SCOPE, frozenset({1, 3}), True,
                            Loc("t.ll", 3, 3))


def test_lds_dma_intrinsics() -> None:
    decls = (
        "declare void @llvm.amdgcn.load.to.lds.p0(ptr, ptr addrspace(3), i32, i32, i32)\n"
        "declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1), ptr addrspace(3), i32, "
        "i32, i32)\n")
    text = kernel(
        "  call void @llvm.amdgcn.load.to.lds.p0(ptr %f, ptr addrspace(3) %l, i32 16, i32 8, "
        "i32 -2147483648)\n"
        "  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %l, "
        "i32 1, i32 0, i32 0)\n",
        params="ptr addrspace(1) %g, ptr %f, ptr addrspace(3) %l", decls=decls)
    ops = ops_of(read_llvm_text(text, "t.ll"))
    loc = Loc("t.ll", 3, 3)
    assert ops[:3] == [
        o.PtrAdd("off0", o.Reg("f"), o.Const(8, I32), PtrType(0), loc),
        o.PtrAdd("off1", o.Reg("l"), o.Const(8, I32), PtrType(3), loc),
        o.AsyncCopy(o.Reg("off0"), o.Reg("off1"), 16, o.CopyDirection.TO_LDS, False, 16,
                    "llvm.amdgcn.load.to.lds.p0", loc, volatile=True),
    ]
    assert ops[3] == o.AsyncCopy(o.Reg("g"), o.Reg("l"), 1, o.CopyDirection.TO_LDS, False, 4,
                                 "llvm.amdgcn.global.load.lds", Loc("t.ll", 4, 3))


def test_struct_buffer_async_lds_goes_through_buffer_addr() -> None:
    text = kernel(
        "  call void @llvm.amdgcn.struct.ptr.buffer.load.async.lds(ptr addrspace(8) %r, "
        "ptr addrspace(3) %l, i32 4, i32 %n, i32 8, i32 %n, i32 0, i32 0)\n",
        params="ptr addrspace(8) %r, ptr addrspace(3) %l, i32 %n",
        decls="declare void @llvm.amdgcn.struct.ptr.buffer.load.async.lds(ptr addrspace(8), "
        "ptr addrspace(3), i32, i32, i32, i32, i32, i32)\n")
    loc = Loc("t.ll", 3, 3)
    assert ops_of(read_llvm_text(text, "t.ll")) == [
        o.BufferAddr("buf0", o.Reg("r"), o.Const(8, I32), o.Reg("n"), o.Const(0, I32),
                     o.Reg("n"), loc),
        o.AsyncCopy(o.Reg("buf0"), o.Reg("l"), 4, o.CopyDirection.TO_LDS, True, 4,
                    "llvm.amdgcn.struct.ptr.buffer.load.async.lds", loc),
    ]


def test_asyncmark_and_wait() -> None:
    text = kernel("  call void @llvm.amdgcn.asyncmark()\n"
                  "  call void @llvm.amdgcn.wait.asyncmark(i16 3)\n",
                  decls="declare void @llvm.amdgcn.asyncmark()\n"
                  "declare void @llvm.amdgcn.wait.asyncmark(i16)\n")
    assert ops_of(read_llvm_text(text, "t.ll")) == [
        o.AsyncMark(Loc("t.ll", 3, 3)), o.WaitAsyncMark(3, Loc("t.ll", 4, 3))]


def test_params_are_noalias_as_the_input_says() -> None:
    """Issue 15: kernel and helper parameters alike are noalias only with the attribute
    (the launch model's disjoint buffers do not exclude other ways to the bytes)."""
    text = (HEADER + "define internal void @h(ptr addrspace(1) noalias %a, ptr %b, i32 %c) {\n"
            "  ret void\n}\n"
            "define amdgpu_kernel void @k(ptr addrspace(1) %g, i32 %n, ptr noalias %f) {\n"
            "  call void @h(ptr addrspace(1) %g, ptr null, i32 %n)\n  ret void\n}\n")
    program = read_llvm_text(text, "t.ll")
    assert [(p.name, p.noalias) for p in program.function("k").params] == [
        ("g", False), ("n", False), ("f", True)]
    assert [(p.name, p.noalias) for p in program.function("h").params] == [
        ("a", True), ("b", False), ("c", False)]
    call = ops_of(program)[0]
    assert call == o.Call(None, "h", (o.Reg("g"), o.NullPtr(0), o.Reg("n")), VOID,
                          Loc("t.ll", 6, 3))
    assert [f.name for f in program.functions] == ["h", "k"]
    assert program.kernel == "k"


def test_debug_locations_name_the_source_line() -> None:
    text = kernel("  fence release, !dbg !5\n", decls=(
        "!llvm.module.flags = !{!0}\n!llvm.dbg.cu = !{!1}\n"
        '!0 = !{i32 2, !"Debug Info Version", i32 3}\n'
        "!1 = distinct !DICompileUnit(language: DW_LANG_C, file: !2, emissionKind: FullDebug)\n"
        '!2 = !DIFile(filename: "kern.py", directory: "/w")\n'
        "!3 = distinct !DISubprogram(name: \"k\", scope: !2, file: !2, line: 1, "
        "spFlags: DISPFlagDefinition, unit: !1)\n"
        "!4 = distinct !DILexicalBlock(scope: !3, file: !2, line: 2)\n"
        "!5 = !DILocation(line: 42, column: 7, scope: !4)\n"))
    (fence,) = ops_of(read_llvm_text(text, "t.ll"))
    assert fence.loc == Loc("t.ll", 3, 3)
    assert (fence.loc.source_file, fence.loc.source_line) == ("kern.py", 42)


def test_multi_line_instructions_keep_their_first_line() -> None:
    text = kernel("  %v = add i32\n      %n,\n      1\n  fence acquire\n")
    ops = ops_of(read_llvm_text(text, "t.ll"))
    assert [op.loc for op in ops] == [Loc("t.ll", 3, 3), Loc("t.ll", 6, 3)]


def test_globals_lds_named_barriers_and_initializers() -> None:
    text = kernel("", globals_=(
        "@tile = internal addrspace(3) global [64 x i32] poison, align 16\n"
        "@bars = internal addrspace(3) global [3 x target(\"amdgcn.named.barrier\", 0)] poison\n"
        "@dyn = external addrspace(3) global [0 x i8], align 8\n"
        "@k1 = internal addrspace(1) constant { i16, i32 } { i16 -1, i32 7 }, align 4\n"))
    program = read_llvm_text(text, "t.ll")
    tile, bars, dyn, k1 = program.globals
    assert (tile.addrspace, tile.size, tile.align, tile.init) == (3, 256, 16, None)
    assert (bars.barrier_count, bars.size) == (3, 0)
    assert (dyn.external, dyn.size, dyn.align) == (True, 0, 8)
    assert k1.init == bytes([0xFF, 0xFF, 0, 0, 7, 0, 0, 0])
    assert tile.loc == Loc("t.ll", 2, 1)


def test_target_cpu_from_the_kernel_attributes() -> None:
    text = (HEADER + "define amdgpu_kernel void @k() #1 {\n  ret void\n}\n"
            'attributes #1 = { "target-cpu"="gfx942" "target-features"="+xnack" }\n')
    assert read_llvm_text(text, "t.ll").target == "gfx942"


def test_cmpxchg_result_fields() -> None:
    text = kernel("  %r = cmpxchg ptr addrspace(1) %g, i32 %n, i32 1 monotonic monotonic\n"
                  "  %ok = extractvalue { i32, i1 } %r, 1\n"
                  "  %old = extractvalue { i32, i1 } %r, 0\n")
    ops = ops_of(read_llvm_text(text, "t.ll"))
    assert ops[1] == o.ICmp("ok", o.ICmpPred.EQ, o.Reg("r"), o.Reg("n"), Loc("t.ll", 4, 3))
    assert ops[2] == o.Cast("old", o.CastKind.BITCAST, o.Reg("r"), I32, Loc("t.ll", 5, 3), I32)


def test_float_and_vector_arithmetic_is_opaque() -> None:
    text = kernel("  %f = sitofp i32 %n to float\n  %h = fmul float %f, 2.5\n"
                  "  %v = insertelement <2 x i32> poison, i32 %n, i32 0\n")
    ops = ops_of(read_llvm_text(text, "t.ll"))
    assert [(op.name, op.dest) for op in ops if isinstance(op, o.Opaque)] == [
        ("sitofp", "f"), ("fmul", "h"), ("insertelement", "v")]


def test_branch_targets_are_not_swapped() -> None:
    text = (HEADER + "define amdgpu_kernel void @k(i1 %c) {\nentry:\n"
            "  br i1 %c, label %yes, label %no\nyes:\n  ret void\nno:\n  unreachable\n}\n")
    program = read_llvm_text(text, "t.ll")
    assert program.kernel_function.entry.term == o.CondBr(o.Reg("c"), "yes", "no",
                                                          Loc("t.ll", 4, 3))
    assert program.kernel_function.block("no").term == o.Unreachable(Loc("t.ll", 8, 3))


def test_file_api_and_opaque_option(tmp_path: Path) -> None:
    path = tmp_path / "k.ll"
    path.write_text(kernel("  %s = call i32 @llvm.amdgcn.s.get.waveid.in.workgroup()\n",
                           decls="declare i32 @llvm.amdgcn.s.get.waveid.in.workgroup()\n"))
    program, warnings = read_llvm_file_with_warnings(
        str(path), frozenset({"llvm.amdgcn.s.get.waveid.in.workgroup"}))
    assert ops_of(program) == [o.Opaque("s", "llvm.amdgcn.s.get.waveid.in.workgroup", (), I32,
                                        Loc(str(path), 3, 3))]
    assert [(w.code, w.loc) for w in warnings] == [("opaque-intrinsic", Loc(str(path), 3, 3))]
    assert program.opaque_calls == frozenset({"llvm.amdgcn.s.get.waveid.in.workgroup"})
    assert read_llvm_file(str(path), frozenset({"llvm.amdgcn.s.get.waveid.in.workgroup"})
                          ) == program


def test_named_registers_and_blocks_follow_the_text_numbering() -> None:
    # LLVM accepts gaps in the numbering of unnamed values; names follow the text.
    text = (HEADER + "define amdgpu_kernel void @k(i32 %0) {\n  %5 = add i32 %0, 1\n"
            "  br label %9\n9:\n  %11 = add i32 %5, 2\n  ret void\n}\n")
    function = read_llvm_text(text, "t.ll").kernel_function
    assert [b.name for b in function.blocks] == ["1", "9"]
    assert [op.dest for op in function.ops() if isinstance(op, o.BinOp)] == ["5", "11"]


# ---------------------------------------------------------------- errors


def test_parse_error_is_located() -> None:
    error = read_error(kernel("  %x = add i32 %nope, 1\n"))
    assert error.code == "malformed-ir"
    assert error.loc == Loc("t.ll", 3, 16)
    assert "use of undefined value '%nope'" in error.message


def test_verifier_error_is_located_at_the_instruction() -> None:
    text = (HEADER + "define amdgpu_kernel void @k(i32 %a) {\nentry:\n  br label %b\nb:\n"
            "  %q = add i32 %a, 1\n  %p = phi i32 [ 0, %entry ]\n  ret void\n}\n")
    error = read_error(text)
    assert error.code == "malformed-ir"
    assert error.message == "LLVM verifier: PHI nodes not grouped at top of basic block!"
    assert error.loc == Loc("t.ll", 7, 3)


def test_verifier_error_with_debug_info_does_not_abort() -> None:
    # With "Debug Info Version" 3, LLVM's parser would report_fatal_error on a broken
    # module; the reader must turn it into an ordinary located error.
    text = (HEADER + "define amdgpu_kernel void @k() {\n  ret i32 0\n}\n"
            "!llvm.module.flags = !{!0}\n!0 = !{i32 2, !\"Debug Info Version\", i32 3}\n")
    error = read_error(text)
    assert (error.code, error.loc) == ("malformed-ir", Loc("t.ll", 3, 7))
    text = (HEADER + "define amdgpu_kernel void @k(i32 %a) {\nentry:\n  ret void\n"
            "x:\n  %p = phi i32 [ %a, %entry ]\n  ret void\n}\n"
            "!llvm.module.flags = !{!0}\n!0 = !{i32 2, !\"Debug Info Version\", i32 3}\n")
    error = read_error(text)
    assert error.code == "malformed-ir"
    assert error.loc == Loc("t.ll", 6, 3)


def test_an_intrinsic_signature_newer_than_llvm_22_is_read_from_the_call() -> None:
    """Issue 15: "decide from the call, do not let the verifier reject a known intrinsic
    over a signature detail" — make.buffer.rsrc with an i32 record count (LLVM 22 wants
    i64) reads as the resource it makes."""
    text = kernel("  %r = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1("
                  "ptr addrspace(1) %g, i16 0, i32 16, i32 0)\n",
                  decls="declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1("
                  "ptr addrspace(1) nocapture readnone, i16, i32, i32 immarg)\n")
    (op,) = ops_of(read_llvm_text(text, "t.ll"))
    assert isinstance(op, o.MakeBufferRsrc)
    assert (op.base, op.stride, op.num_records) == (o.Reg("g"), o.Const(0, I16),
                                                    o.Const(16, I32))


def test_undeclared_intrinsics_take_their_signature_from_the_call() -> None:
    """LLVM lit tests call intrinsics without a declaration (LLVM declares the ones it
    knows); asyncmark is newer than llvmlite's LLVM: it reads all the same."""
    text = kernel("  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, "
                  "ptr addrspace(3) @lds, i32 4, i32 0, i32 0)\n"
                  "  call void @llvm.amdgcn.asyncmark()\n"
                  "  call void @llvm.amdgcn.wait.asyncmark(i16 0)\n", decls="",
                  globals_="@lds = internal addrspace(3) global [64 x i32] poison\n")
    kinds = [type(op).__name__ for op in ops_of(read_llvm_text(text, "t.ll"))]
    assert kinds == ["AsyncCopy", "AsyncMark", "WaitAsyncMark"]


def test_unknown_intrinsic_is_a_located_error_naming_it() -> None:
    text = kernel("  call void @llvm.amdgcn.frobnicate(i32 1)\n",
                  decls="declare void @llvm.amdgcn.frobnicate(i32)\n")
    error = read_error(text)
    assert error.code == "unknown-intrinsic"
    assert error.loc == Loc("t.ll", 3, 3)
    assert error.message == "call to unknown intrinsic llvm.amdgcn.frobnicate"
    program, warnings = read_llvm_with_warnings(
        text, "t.ll", frozenset({"llvm.amdgcn.frobnicate"}))
    assert ops_of(program) == [o.Opaque(None, "llvm.amdgcn.frobnicate", (o.Const(1, I32),),
                                        VOID, Loc("t.ll", 3, 3), arg_types=(I32,))]
    assert [w.code for w in warnings] == ["opaque-intrinsic"]


def test_nonconstant_wait_count() -> None:
    text = kernel("  %c = trunc i32 %n to i16\n  call void @llvm.amdgcn.wait.asyncmark(i16 %c)\n",
                  decls="declare void @llvm.amdgcn.wait.asyncmark(i16)\n")
    error = read_error(text)
    assert (error.code, error.loc) == ("nonconstant-wait-count", Loc("t.ll", 4, 3))
    assert error.message == ("the wait count of llvm.amdgcn.wait.asyncmark must be a constant "
                             "integer, got %c")


@pytest.mark.parametrize(("body", "decls", "code", "needle"), [
    ('  fence syncscope("device") acquire\n', "", "unknown-syncscope", 'syncscope("device")'),
    ('  %v = call <4 x i32> @llvm.amdgcn.av.load.b128.p1(ptr addrspace(1) %g, '
     'metadata !"gpu")\n',
     "declare <4 x i32> @llvm.amdgcn.av.load.b128.p1(ptr addrspace(1), metadata)\n",
     "unknown-av-scope", '"gpu"'),
    ("  call void @ext()\n", "declare void @ext()\n", "unknown-function", "@ext"),
    ("  call void @llvm.memset.p1.i64(ptr addrspace(1) %g, i8 0, i64 4, i1 undef)\n",
     "declare void @llvm.memset.p1.i64(ptr addrspace(1), i8, i64, i1)\n",
     "malformed-ir", "immarg"),
    ("  %a = alloca i32, align 4\n", "", "malformed-ir", "addrspace(5)"),
    ("  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) null, "
     "i32 8, i32 0, i32 0)\n",
     "declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, "
     "i32)\n", "bad-lds-dma-size", "not 8"),
    ("  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %g, ptr addrspace(3) "
     "null, i32 %n, i32 0, i32 0)\n",
     "declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, "
     "i32, i32)\n", "nonconstant-immediate", "the size operand"),
    ("  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %g, ptr addrspace(1) "
     "%g, i32 4, i32 0, i32 0)\n",
     "declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(1), i32, "
     "i32, i32)\n", "bad-intrinsic-call", "LDS pointer"),
    ("  call void @llvm.amdgcn.asyncmark(i32 1)\n",
     "declare void @llvm.amdgcn.asyncmark(i32)\n", "bad-intrinsic-call", "takes 0 arguments"),
    ('  fence release, !mmra !{!"amdgpu-synchronize-as", !"private"}\n', "", "unknown-mmra",
     '"private"'),
    ('  fence release, !mmra !{!"amdgcn-av", !"workgroup"}\n', "", "unknown-mmra",
     "amdgcn-av"),
    ("  call void @llvm.amdgcn.s.waitcnt(i32 65536)\n",
     "declare void @llvm.amdgcn.s.waitcnt(i32)\n", "bad-wait-count", "16-bit field"),
    ("  call void @llvm.amdgcn.s.waitcnt(i32 %n)\n", "declare void @llvm.amdgcn.s.waitcnt(i32)\n",
     "nonconstant-wait-count", "the wait immediate"),
    ('  call void asm sideeffect "s_setprio 3", ""()\n', "", "unsupported-instruction",
     "inline assembly"),
])
def test_located_errors(body: str, decls: str, code: str, needle: str) -> None:
    error = read_error(kernel(body, decls=decls))
    assert error.code == code
    assert error.loc == Loc("t.ll", 3, 3)
    assert needle in error.message


def test_kernel_selection() -> None:
    two = (HEADER + "define amdgpu_kernel void @a() {\n  ret void\n}\n"
           "define amdgpu_kernel void @b() {\n  ret void\n}\n")
    error = read_error(two)
    assert (error.code, error.loc) == ("ambiguous-kernel", Loc("t.ll", 5, 1))
    assert read_llvm_text(two, "t.ll", kernel="b").kernel == "b"
    error = read_error(two, kernel="c")
    # The option is what is wrong: the error blames it (issue 12).
    assert (error.code, error.loc) == ("unknown-kernel", Loc("<command line>"))
    assert "--kernel c: t.ll defines no function named 'c' (functions: a, b)" in error.message
    assert "functions: a, b" in error.message
    # Mangled C++ names are listed with the source names they spell.
    mangled = (HEADER + "define amdgpu_kernel void @_Z6kernelPi(ptr %p) {\n  ret void\n}\n"
               "define amdgpu_kernel void @_Z5otherv() {\n  ret void\n}\n")
    error = read_error(mangled, kernel="missing")
    assert ("(functions: _Z6kernelPi (kernel(int*)), _Z5otherv (other()))"
            in error.message)
    # No amdgpu_kernel (LLVM's lit tests): the one function nothing calls is launched
    # as a kernel, with a warning (issue 15); several such functions need --kernel.
    text = HEADER + "define void @f() {\n  ret void\n}\n"
    line = text.splitlines().index("define void @f() {") + 1
    program, warnings = read_llvm_with_warnings(text, "t.ll")
    assert program.kernel == "f"
    assert [(w.code, w.loc) for w in warnings] == [("launch-function", Loc("t.ll", line, 1))]
    caller = text + "define void @g() {\n  call void @f()\n  ret void\n}\n"
    assert read_llvm_text(caller, "t.ll").kernel == "g"
    assert read_llvm_text(caller, "t.ll", kernel="f").kernel == "f"
    two = text + "define void @h() {\n  ret void\n}\n"
    error = read_error(two)
    assert (error.code, error.loc) == ("no-kernel", Loc("t.ll", line, 1))
    assert "several functions (f, h)" in error.message
    every = read_llvm_with_warnings(two, "t.ll", every_function=True)[0]
    assert [(f.name, f.is_kernel) for f in every.functions] == [("f", False), ("h", False)]


def test_file_errors(tmp_path: Path) -> None:
    with pytest.raises(AmdsyncError) as info:
        read_llvm_file(str(tmp_path / "missing.ll"))
    assert info.value.code == "cannot-read"
    bad = tmp_path / "bad.ll"
    bad.write_bytes(b"; fine\n; \xff\xfe\n")
    with pytest.raises(AmdsyncError) as info:
        read_llvm_file(str(bad))
    # Line, column and byte offset of the first byte that is not UTF-8 (issue 12).
    assert (info.value.code, info.value.loc) == ("not-utf8", Loc(str(bad), 2, 3))
    assert "byte 0xff at offset 9" in info.value.message
    with pytest.raises(AmdsyncError) as info:
        read_llvm_file(str(tmp_path))
    assert info.value.code == "cannot-read" and "it is a directory" in info.value.message


def test_only_the_kernel_and_its_callees_are_read() -> None:
    text = (HEADER + "define internal void @unused() {\n"
            "  call void @llvm.amdgcn.frobnicate()\n  ret void\n}\n"
            "define internal void @used() {\n  ret void\n}\n"
            "define amdgpu_kernel void @k() {\n  call void @used()\n  ret void\n}\n"
            "declare void @llvm.amdgcn.frobnicate()\n")
    program = read_llvm_text(text, "t.ll")
    assert [f.name for f in program.functions] == ["used", "k"]


def test_i64_and_i1_constants() -> None:
    text = kernel("  %a = add i64 -1, 0\n  %b = select i1 true, i32 1, i32 2\n")
    ops = ops_of(read_llvm_text(text, "t.ll"))
    assert ops[0] == o.BinOp("a", o.BinOpKind.ADD, o.Const(-1, I64), o.Const(0, I64), I64,
                             Loc("t.ll", 3, 3))
    assert isinstance(ops[1], o.Select)
    assert ops[1].cond == o.Const(1, IntType(1))


def test_vector_rsrc_buffer_dma_fat_pointer_dma_and_struct_store() -> None:
    decls = (
        "declare void @llvm.amdgcn.raw.buffer.load.async.lds(<4 x i32>, ptr addrspace(3), i32, "
        "i32, i32, i32, i32)\n"
        "declare void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7), ptr addrspace(3), "
        "i32, i32, i32)\n"
        "declare void @llvm.amdgcn.struct.ptr.buffer.store.i16(i16, ptr addrspace(8), i32, i32, "
        "i32, i32)\n")
    text = kernel(
        "  call void @llvm.amdgcn.raw.buffer.load.async.lds(<4 x i32> %v, ptr addrspace(3) %l, "
        "i32 12, i32 0, i32 4, i32 0, i32 1)\n"
        "  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %f, ptr addrspace(3) %l, "
        "i32 2, i32 0, i32 0)\n"
        "  call void @llvm.amdgcn.struct.ptr.buffer.store.i16(i16 9, ptr addrspace(8) %r, i32 1, "
        "i32 2, i32 3, i32 0)\n",
        params="<4 x i32> %v, ptr addrspace(7) %f, ptr addrspace(8) %r, ptr addrspace(3) %l",
        decls=decls)
    ops = ops_of(read_llvm_text(text, "t.ll"))
    first, second, third = Loc("t.ll", 3, 3), Loc("t.ll", 4, 3), Loc("t.ll", 5, 3)
    assert ops == [
        o.BufferAddr("buf0", o.Reg("v"), o.Const(0, I32), o.Const(4, I32), o.Const(0, I32),
                     None, first),
        o.AsyncCopy(o.Reg("buf0"), o.Reg("l"), 12, o.CopyDirection.TO_LDS, True, 16,
                    "llvm.amdgcn.raw.buffer.load.async.lds", first),
        o.AsyncCopy(o.Reg("f"), o.Reg("l"), 2, o.CopyDirection.TO_LDS, True, 4,
                    "llvm.amdgcn.load.async.to.lds.p7", second),
        o.BufferAddr("buf1", o.Reg("r"), o.Const(2, I32), o.Const(3, I32), o.Const(0, I32),
                     o.Const(1, I32), third),
        o.Store(o.Reg("buf1"), o.Const(9, I16), I16, 2, None, False, third),
    ]


DEBUG_FOOTER = (
    "!llvm.module.flags = !{!0}\n!llvm.dbg.cu = !{!1}\n"
    '!0 = !{i32 2, !"Debug Info Version", i32 3}\n'
    "!1 = distinct !DICompileUnit(language: DW_LANG_C, file: !2, emissionKind: FullDebug)\n"
    '!2 = !DIFile(filename: "k.py", directory: "/w")\n'
    '!3 = distinct !DISubprogram(name: "k", scope: !2, file: !2, line: 1, '
    "spFlags: DISPFlagDefinition, unit: !1)\n"
    '!4 = !DILocalVariable(name: "x", scope: !3, file: !2, line: 2, type: !5)\n'
    '!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)\n'
    "!6 = !DILocation(line: 2, column: 1, scope: !3)\n")


@pytest.mark.parametrize("record", [
    "    #dbg_value(i32 %x, !4, !DIExpression(), !6)\n",
    "  call void @llvm.dbg.value(metadata i32 %x, metadata !4, metadata !DIExpression()), "
    "!dbg !6\n",
])
def test_debug_records_and_debug_intrinsic_calls_are_skipped(record: str) -> None:
    decl = ("declare void @llvm.dbg.value(metadata, metadata, metadata)\n"
            if "llvm.dbg" in record else "")
    text = (HEADER + "define amdgpu_kernel void @k(i32 %n) !dbg !3 {\n"
            "  %x = add i32 %n, 1, !dbg !6\n" + record + "  fence release, !dbg !6\n"
            "  ret void, !dbg !6\n}\n" + decl + DEBUG_FOOTER)
    program, warnings = read_llvm_with_warnings(text, "t.ll")
    assert warnings == []
    ops = ops_of(program)
    assert [type(op) for op in ops] == [o.BinOp, o.Fence]
    assert [op.loc for op in ops] == [Loc("t.ll", 3, 3), Loc("t.ll", 5, 3)]
    assert ops[1].loc.source_line == 2


def test_splat_constants_read_as_the_vector_they_stand_for() -> None:
    """LangRef "Complex Constants": ``splat (i32 16)`` is ``<i32 16, i32 16>`` (LLVM 19+
    prints splat vectors so; Triton's gfx942 kernels use it, issue 15)."""
    def program(vector: str) -> list[o.Op]:
        return ops_of(read_llvm_text(kernel(
            f"  %v = add <2 x i32> zeroinitializer, {vector}\n"
            f"  store <2 x i32> {vector}, ptr addrspace(1) %g\n"), "t.ll"))

    assert program("splat (i32 16)") == program("<i32 16, i32 16>")
    error = read_error(kernel("  store i32 splat (i32 1), ptr addrspace(1) %g\n"))
    assert error.loc is not None and error.loc.line == 3


def test_wave_id_is_the_wave_index_in_the_workgroup() -> None:
    text = kernel("  %w = call i32 @llvm.amdgcn.wave.id()\n", decls="")
    (op,) = ops_of(read_llvm_text(text, "t.ll"))
    assert op == o.ThreadId("w", o.IdKind.WAVE, 0, Loc("t.ll", 3, 3))


def test_undeclared_intrinsics_in_broken_text_give_located_errors() -> None:
    """Found by the fuzz campaign: an unclosed bracket in an undeclared intrinsic's call,
    and a file cut short, are located errors in the user's text (not an internal error,
    not a line of the appended declarations)."""
    unclosed = kernel("  call void @llvm.amdgcn.s.barrier.init(ptr addrspace(3\n", decls="")
    error = read_error(unclosed)
    assert error.code == "malformed-ir" and error.loc is not None and error.loc.line in (3, 4)
    cut = kernel("  %t = call i32 @llvm.amdgcn.workitem.id.x()\n", decls="")
    cut = cut[:cut.index("  ret void")]
    error = read_error(cut)
    assert error.code == "malformed-ir"
    assert error.loc is not None and error.loc.line <= cut.count("\n") + 1
    assert "end of file" in error.message
