"""Unit tests of the reader's parts: text index, types, constants, metadata, names."""

from __future__ import annotations

import pytest

from amdsync.formats.llvm.constants import (
    CAgg,
    CExpr,
    CGlobal,
    CInt,
    ConstParser,
    ConstSyntaxError,
    constant_bytes,
)
from amdsync.formats.llvm.intrinsics import base_name, parse_scope, resolve
from amdsync.formats.llvm.lexer import Kind, tokenize
from amdsync.formats.llvm.metadata import MetadataError, MetadataTable, attachments
from amdsync.formats.llvm.text_index import index_text, strip_comment
from amdsync.formats.llvm.types import TypeParser, TypeSyntaxError, index_bits
from amdsync.program import ops as o
from amdsync.program.types import (
    I8,
    I32,
    I64,
    NAMED_BARRIER_TYPE,
    ArrayType,
    FloatType,
    OpaqueType,
    PtrType,
    StructType,
    VecType,
    is_named_barrier,
)


def test_lexer_kinds() -> None:
    tokens = tokenize('%x = load atomic i32, ptr addrspace(3) @"g v" syncscope("a") ; c')
    assert [(t.kind, t.text) for t in tokens] == [
        (Kind.LOCAL, "%x"), (Kind.PUNCT, "="), (Kind.WORD, "load"), (Kind.WORD, "atomic"),
        (Kind.WORD, "i32"), (Kind.PUNCT, ","), (Kind.WORD, "ptr"), (Kind.WORD, "addrspace"),
        (Kind.PUNCT, "("), (Kind.INT, "3"), (Kind.PUNCT, ")"), (Kind.GLOBAL, '@"g v"'),
        (Kind.WORD, "syncscope"), (Kind.PUNCT, "("), (Kind.STR, '"a"'), (Kind.PUNCT, ")")]


def test_strip_comment_keeps_semicolons_in_strings() -> None:
    line = '  call void @f(metadata !"a;b") ; note'
    assert strip_comment(line) == '  call void @f(metadata !"a;b") '


def test_text_index_positions_labels_and_definitions() -> None:
    text = (
        '%T = type { i32, i64 }\n'
        '@g = addrspace(3) global i32 0, align 4\n'
        'define amdgpu_kernel void @k(i32 %a,\n'
        '                             i32 %b) #0 {\n'
        'entry:  ; comment\n'
        '\t%x = add i32 %a, %b\n'
        '  switch i32 %x, label %d [\n'
        '    i32 0, label %d\n'
        '  ]\n'
        '"d d":\n'
        '  ret void\n'
        '}\n'
        'declare void @f()\n'
        '!7 = !{!"amdgcn-av", !"none"}\n'
        'attributes #0 = { "target-cpu"="gfx950" }\n')
    index = index_text(text)
    function = index.functions["k"]
    assert (function.line, function.col, function.is_kernel) == (3, 1, True)
    assert [(i.line, i.col, i.opcode, i.result) for i in function.instrs] == [
        (6, 2, "add", "%x"), (7, 3, "switch", None), (11, 3, "ret", None)]
    assert function.instrs[1].text.count("\n") == 2
    assert function.labels == ["entry", "d d"]
    assert index.globals["g"].line == 2
    assert [t.text for t in index.named_types["T"]][:2] == ["{", "i32"]
    assert index.metadata["7"].text.strip() == '!{!"amdgcn-av", !"none"}'
    assert '"target-cpu"="gfx950"' in index.attributes["#0"]
    assert index.declares["f"].line == 13


def test_types() -> None:
    parser = TypeParser({"S": tokenize("{ i8, <2 x half> }"), "O": tokenize("opaque")})
    assert parser.parse_text("ptr addrspace(7)") == PtrType(7)
    assert parser.parse_text("[4 x %S]") == ArrayType(4, StructType((I8, VecType(2, FloatType(
        "half")))))
    assert parser.parse_text("<{ i32, i64 }>") == StructType((I32, I64), packed=True)
    assert parser.parse_text("%O") == OpaqueType("%O")
    barrier = parser.parse_text('target("amdgcn.named.barrier", 0)')
    assert barrier == OpaqueType(NAMED_BARRIER_TYPE)
    assert is_named_barrier(barrier)
    for bad in ("i32*", "<vscale x 4 x i32>", "%missing", "[4 i32]"):
        with pytest.raises(TypeSyntaxError):
            parser.parse_text(bad)
    assert [index_bits(a) for a in (0, 1, 3, 5, 7, 8)] == [64, 64, 32, 32, 32, 48]


def test_constants() -> None:
    parser = ConstParser(TypeParser({}))
    tokens = tokenize("ptr addrspace(3) getelementptr inbounds nuw ([4 x i32], ptr "
                      "addrspace(3) @a, i32 0, i32 2)")
    node, end = parser.parse_typed(tokens, 0)
    assert end == len(tokens)
    assert node == CExpr("getelementptr", PtrType(3),
                         (CGlobal("a", PtrType(3)), CInt(0, I32), CInt(2, I32)),
                         ArrayType(4, I32))
    node, _ = parser.parse_typed(tokenize("[2 x i16] [i16 -1, i16 2]"), 0)
    assert isinstance(node, CAgg)
    assert constant_bytes(node) == b"\xff\xff\x02\x00"
    node, _ = parser.parse_typed(tokenize('[3 x i8] c"a\\00b"'), 0)
    assert constant_bytes(node) == b"a\x00b"
    node, _ = parser.parse_typed(tokenize("double 0x3FF0000000000000"), 0)
    assert constant_bytes(node) == b"\x00\x00\x00\x00\x00\x00\xf0\x3f"
    with pytest.raises(ConstSyntaxError):
        parser.parse_typed(tokenize("ptr blockaddress(@f, %bb)"), 0)


def test_metadata_tags_and_debug_locations() -> None:
    index = index_text(
        '!0 = !{!"amdgpu-synchronize-as", !"local"}\n'
        '!1 = !{!0, !2}\n'
        '!2 = !{!"amdgcn-av", !"none"}\n'
        '!3 = !{!"a", !"b", !"c"}\n'
        '!4 = !DIFile(filename: "src.py", directory: "/d")\n'
        '!5 = distinct !DISubprogram(name: "k", file: !4, line: 3)\n'
        '!6 = !DILocation(line: 9, column: 2, scope: !5)\n')
    table = MetadataTable(index.metadata)
    assert table.mmra_tags(tokenize("!1")) == {("amdgpu-synchronize-as", "local"),
                                               ("amdgcn-av", "none")}
    assert table.mmra_tags(tokenize('!{!"x", !"y"}')) == {("x", "y")}
    with pytest.raises(MetadataError):
        table.mmra_tags(tokenize("!3"))
    with pytest.raises(MetadataError):
        table.mmra_tags(tokenize("!99"))
    pos = table.source_pos("6")
    assert pos is not None
    assert (pos.file, pos.line) == ("src.py", 9)
    assert table.source_pos("4") is None
    found = attachments(tokenize('store i32 0, ptr %p, align 4, !mmra !1, !dbg !6'))
    assert [t.text for t in found.by_kind["mmra"]] == ["!1"]
    assert [t.text for t in found.by_kind["dbg"]] == ["!6"]


def test_intrinsic_names() -> None:
    assert base_name("llvm.amdgcn.load.to.lds.p1") == "llvm.amdgcn.load.to.lds"
    assert base_name("llvm.amdgcn.make.buffer.rsrc.p8.p1") == "llvm.amdgcn.make.buffer.rsrc"
    assert base_name("llvm.amdgcn.raw.ptr.buffer.load.v4i32") == "llvm.amdgcn.raw.ptr.buffer.load"
    assert base_name("llvm.amdgcn.global.load.async.to.lds.b32") == (
        "llvm.amdgcn.global.load.async.to.lds.b32")
    assert base_name("llvm.smin.i32") == "llvm.smin"
    assert resolve("llvm.amdgcn.mfma.f32.32x32x8f16").handler is not None
    assert resolve("llvm.lifetime.start.p5").dropped
    assert resolve("llvm.amdgcn.wqm.demote").error is not None  # has effects: not opaque
    assert resolve("llvm.amdgcn.s.wait.loadcnt").handler is not None
    assert resolve("llvm.amdgcn.s.waitcnt").handler is not None
    assert resolve("llvm.amdgcn.s.wait.fakecnt").error == (
        "unsupported-intrinsic",
        "llvm.amdgcn.s.wait.fakecnt is recognised but not supported: amdsync knows no such "
        "hardware counter wait (the ones it reads are in docs/semantics/hardware-waits.md)")


def test_scope_names() -> None:
    assert parse_scope("agent-one-as") == o.SyncScope(o.Scope.AGENT, True)
    assert parse_scope("") == o.SYSTEM_SCOPE
    assert parse_scope("-one-as") is None
    assert parse_scope("lds-dma") is None
