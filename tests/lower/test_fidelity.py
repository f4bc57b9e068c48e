"""Issue 15, item 3: ``lower`` keeps ``volatile`` and the access metadata LLVM reads, and
marks ``noalias`` only where it holds (docs/lowering.md, "Access flags and metadata").

Text round trips (read .ll → lower: the flags and nodes in the output, exactly), and
through Triton's LLVM the machine code that shows what each kept flag means."""

from __future__ import annotations

import pytest

from amdsync.diagnostics import AmdsyncError
from amdsync.formats.llvm import read_llvm_text
from amdsync.lower.emit import lower_program, target_features
from amdsync.lower.llvm_driver import CompileJob, compile_modules, llvm_available
from amdsync.program import ops as o
from amdsync.program.builder import ProgramBuilder, ptr
from amdsync.program.printer import print_program
from amdsync.program.types import I32
from amdsync.targets import parse_target

needs_llvm = pytest.mark.skipif(not llvm_available(), reason="needs triton==3.9.0 (its LLVM)")

HEAD = ('target triple = "amdgcn-amd-amdhsa"\n'
        "declare i32 @llvm.amdgcn.workitem.id.x()\n")

ROUND_TRIP = HEAD + """\
define amdgpu_kernel void @k(ptr addrspace(1) noalias %g, ptr addrspace(1) %o, ptr addrspace(3) noalias %l, ptr %f, float %v) {
  %x = load i32, ptr addrspace(1) %g, align 4, !nontemporal !0, !tbaa !3
  store i32 %x, ptr addrspace(1) %o, align 4, !nontemporal !0, !alias.scope !7, !noalias !7
  %y = load volatile i32, ptr addrspace(1) %g, align 4, !invariant.load !1
  store volatile i32 %y, ptr addrspace(3) %l, align 4
  %r = atomicrmw volatile fadd ptr addrspace(1) %o, float %v syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !1, !amdgpu.no.remote.memory !1, !amdgpu.ignore.denormal.mode !1
  %c = cmpxchg volatile ptr %f, i32 0, i32 1 syncscope("agent") acquire monotonic, align 4, !noalias.addrspace !2
  %s = atomicrmw add ptr %f, i32 1 monotonic, align 4, !noalias.addrspace !{i32 5, i32 6}
  %t = atomicrmw xchg ptr %f, i32 1 monotonic, align 4, !amdgpu.no.remote.memory.access !1
  ret void
}
!0 = !{i32 1}
!1 = !{}
!2 = !{i32 3, i32 4, i32 5, i32 6}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!8}
!8 = distinct !{!8, !9}
!9 = distinct !{!9}
"""  # noqa: E501 - LLVM IR lines as a compiler writes them


def lowered_lines(text: str, target: str = "gfx942") -> list[str]:
    return lower_program(read_llvm_text(text, "t.ll"), parse_target(target)).text.splitlines()


def test_round_trip_keeps_volatile_and_access_metadata_exactly() -> None:
    """Every flag and metadata kind the backend reads comes out as it went in; alias
    metadata (!tbaa, !alias.scope, !noalias) and the `.access` spelling, which LLVM does
    not read, are not kept."""
    lines = lowered_lines(ROUND_TRIP)
    body = [line.strip() for line in lines if line.startswith("  ")]
    assert body == [
        "%x = load i32, ptr addrspace(1) %g, align 4, !nontemporal !0",
        "store i32 %x, ptr addrspace(1) %o, align 4, !nontemporal !0",
        "%y = load volatile i32, ptr addrspace(1) %g, align 4, !invariant.load !1",
        "store volatile i32 %y, ptr addrspace(3) %l, align 4",
        '%r = atomicrmw volatile fadd ptr addrspace(1) %o, float %v syncscope("agent") '
        "monotonic, align 4, !amdgpu.no.fine.grained.memory !1, !amdgpu.no.remote.memory !1, "
        "!amdgpu.ignore.denormal.mode !1",
        '%.cx1 = cmpxchg volatile ptr %f, i32 0, i32 1 syncscope("agent") acquire monotonic, '
        "align 4, !noalias.addrspace !2",
        "%c = extractvalue { i32, i1 } %.cx1, 0",
        "%s = atomicrmw add ptr %f, i32 1 monotonic, align 4, !noalias.addrspace !3",
        "%t = atomicrmw xchg ptr %f, i32 1 monotonic, align 4",
        "ret void",
    ]
    assert lines[lines.index("!0 = !{i32 1}"):] == [
        "!0 = !{i32 1}", "!1 = !{}", "!2 = !{i32 3, i32 4, i32 5, i32 6}", "!3 = !{i32 5, i32 6}"]
    # Input noalias kept on global and flat pointers, never on the LDS pointer.
    assert next(line for line in lines if line.startswith("define")) == (
        "define amdgpu_kernel void @k(ptr addrspace(1) noalias %g, ptr addrspace(1) %o, "
        "ptr addrspace(3) %l, ptr %f, float %v) #0 {")


def test_printer_shows_flags_and_metadata() -> None:
    dump = print_program(read_llvm_text(ROUND_TRIP, "t.ll")).splitlines()
    ops = [line.split(";")[0].rstrip() for line in dump if line.startswith("  %")]
    assert ops == [
        "  %x = load i32, %g size=4 !nontemporal",
        "  %y = load volatile i32, %g size=4 !invariant.load",
        '  %r = atomicrmw volatile fadd %o, %v : float size=4 atomic monotonic '
        'syncscope("agent") !amdgpu.no.fine.grained.memory !amdgpu.no.remote.memory '
        "!amdgpu.ignore.denormal.mode",
        '  %c = cmpxchg volatile %f, i32 0, i32 1 : i32 size=4 atomic acquire '
        'syncscope("agent") failure=monotonic !noalias.addrspace=[3,4),[5,6)',
        '  %s = atomicrmw add %f, i32 1 : i32 size=4 atomic monotonic syncscope("") '
        "!noalias.addrspace=[5,6)",
        '  %t = atomicrmw xchg %f, i32 1 : i32 size=4 atomic monotonic syncscope("")',
    ]


def test_noalias_addrspace_ranges_are_kept_verbatim() -> None:
    """LangRef range pairs: [6, 5) wraps (every address space but 5); LLVM's verifier
    rejects malformed lists before the reader sees them."""
    text = (HEAD + "define amdgpu_kernel void @k(ptr %f) {\n"
            "  %s = atomicrmw add ptr %f, i32 1 monotonic, align 4, "
            "!noalias.addrspace !{i32 6, i32 5}\n  ret void\n}\n")
    lines = lowered_lines(text)
    assert "  %s = atomicrmw add ptr %f, i32 1 monotonic, align 4, !noalias.addrspace !0" \
        in lines
    assert lines[-1] == "!0 = !{i32 6, i32 5}"
    with pytest.raises(AmdsyncError) as info:
        read_llvm_text(text.replace("i32 6, i32 5", "i32 5"), "t.ll")
    assert info.value.code == "malformed-ir"
    assert "Unfinished range!" in info.value.message


def test_builder_noalias_follows_the_launch_model() -> None:
    """Built programs: a kernel's global and flat pointer arguments are disjoint buffers
    (noalias), its LDS pointer is not noalias, and a function's pointer parameters are
    not noalias (its callers may pass one buffer twice)."""
    pb = ProgramBuilder("noalias")
    with pb.function("helper", a=ptr(1), b=ptr(1)) as h:
        h.store(h.arg("a"), h.load(h.arg("b"), I32))
    with pb.kernel("k", g=ptr(1), f=ptr(0), l=ptr(3), n=I32) as k:
        k.call("helper", k.arg("g"), k.arg("g"))
        k.store(k.arg("l"), k.arg("n"))
        k.store(k.arg("f"), k.arg("n"))
    lines = lower_program(pb.build(), parse_target("gfx942")).text.splitlines()
    defines = [line for line in lines if line.startswith("define")]
    assert defines == [
        "define void @helper(ptr addrspace(1) %a, ptr addrspace(1) %b) #1 {",
        "define amdgpu_kernel void @k(ptr addrspace(1) noalias %g, ptr noalias %f, "
        "ptr addrspace(3) %l, i32 %n) #0 {",
    ]


def test_builder_access_hints_are_lowered() -> None:
    pb = ProgramBuilder("hints")
    with pb.kernel("k", g=ptr(1)) as k:
        k.emit(o.AtomicRMW("r", "add", k.arg("g").operand, o.Const(1, I32), I32, 4,
                           o.Atomicity(o.Ordering.MONOTONIC), k.loc, True,
                           o.AccessHints(no_fine_grained_memory=True, no_remote_memory=True)))
        k.emit(o.Load("x", k.arg("g").operand, I32, 4, None, False, k.loc,
                      o.AccessHints(nontemporal=True, invariant_load=True)))
    text = lower_program(pb.build(), parse_target("gfx950")).text
    assert ("%r = atomicrmw volatile add ptr addrspace(1) %g, i32 1 monotonic, align 4, "
            "!amdgpu.no.fine.grained.memory !0, !amdgpu.no.remote.memory !0") in text
    assert ("%x = load i32, ptr addrspace(1) %g, align 4, !nontemporal !1, "
            "!invariant.load !0") in text
    assert text.endswith("!0 = !{}\n!1 = !{i32 1}\n")


# ---------------------------------------------------------------- through LLVM

_CACHE_BITS = {"nt", "sc0", "sc1", "glc", "slc", "dlc"}


def compiled(text: str, target: str) -> list[tuple[str, ...]]:
    """Read ``text``, lower it for ``target``, compile with Triton's LLVM; each machine
    instruction as (mnemonic, its cache-policy bits …)."""
    t = parse_target(target)
    module = lower_program(read_llvm_text(text, "t.ll"), t)
    [result] = compile_modules([CompileJob(module.text, t.processor.name, target_features(t))])
    assert result.ok, result.error[:500]
    out = []
    for line in result.asm.splitlines():
        if not line.startswith("\t") or line.startswith(("\t.", "\t;", "\t\t")):
            continue
        words = line.replace(",", " ").split()
        out.append((words[0], *(w for w in words[1:] if w in _CACHE_BITS)))
    return out


def memory(code: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
    return [i for i in code if i[0].startswith(("global_", "flat_", "scratch_", "s_load"))]


def copy_kernel(load_md: str = "", store_md: str = "", load_volatile: str = "",
                store_volatile: str = "") -> str:
    return HEAD + f"""\
define amdgpu_kernel void @k(ptr addrspace(1) noalias %p, ptr addrspace(1) noalias %o) {{
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %a = getelementptr i32, ptr addrspace(1) %p, i32 %tid
  %b = getelementptr i32, ptr addrspace(1) %o, i32 %tid
  %x = load {load_volatile}i32, ptr addrspace(1) %a, align 4{load_md}
  store {store_volatile}i32 %x, ptr addrspace(1) %b, align 4{store_md}
  ret void
}}
!0 = !{{i32 1}}
"""


@needs_llvm
@pytest.mark.parametrize(("target", "bits"), [("gfx942", ("nt",)), ("gfx90a", ("glc", "slc"))])
def test_nontemporal_reaches_the_cache_policy_bits(target: str, bits: tuple[str, ...]) -> None:
    """amdgpu-usage, memory-model code sequences, "!volatile & nontemporal": GFX90A
    glc=1 slc=1, GFX942 nt=1."""
    kept = memory(compiled(copy_kernel(", !nontemporal !0", ", !nontemporal !0"), target))
    assert kept == [("s_load_dwordx4",), ("global_load_dword", *bits),
                    ("global_store_dword", *bits)]
    plain = memory(compiled(copy_kernel(), target))
    assert plain == [("s_load_dwordx4",), ("global_load_dword",), ("global_store_dword",)]


@needs_llvm
def test_volatile_load_and_store_keep_their_code_sequence_on_gfx942() -> None:
    """GFX942 volatile global accesses: sc0 sc1 and a vmcnt(0) wait after each."""
    code = compiled(copy_kernel(load_volatile="volatile ", store_volatile="volatile "),
                    "gfx942")
    assert memory(code) == [("s_load_dwordx4",), ("global_load_dword", "sc0", "sc1"),
                            ("global_store_dword", "sc0", "sc1")]
    assert code[-2:] == [("s_waitcnt",), ("s_endpgm",)]


FADD = HEAD + """\
define amdgpu_kernel void @k(ptr addrspace(1) noalias %p, float %v, ptr addrspace(1) noalias %o) {{
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %a = getelementptr float, ptr addrspace(1) %p, i32 %tid
  %b = getelementptr float, ptr addrspace(1) %o, i32 %tid
  %r = atomicrmw fadd ptr addrspace(1) %a, float %v {scope}monotonic, align 4{md}
  store float %r, ptr addrspace(1) %b, align 4
  ret void
}}
!0 = !{{}}
"""
NO_FG = ", !amdgpu.no.fine.grained.memory !0"
NO_REMOTE = ", !amdgpu.no.remote.memory !0"
NO_DENORM = ", !amdgpu.ignore.denormal.mode !0"
AGENT = 'syncscope("agent") '
CAS_LOOP = [("global_load_dword",), ("global_atomic_cmpswap", "sc0", "sc1"),
            ("global_store_dword",)]


def atomics(code: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
    return [i for i in memory(code) if not i[0].startswith("s_load")]


@needs_llvm
def test_fine_grained_metadata_selects_the_hardware_fadd_on_gfx942() -> None:
    """System-scope f32 atomicrmw fadd on gfx942: a compare-swap loop unless the input
    promises no fine-grained (or no remote) memory; then global_atomic_add_f32. The
    `.access` spelling of amdgpu-usage's examples is not what LLVM reads."""
    assert atomics(compiled(FADD.format(scope="", md=""), "gfx942")) == CAS_LOOP
    hardware = [("global_atomic_add_f32", "sc0", "sc1"), ("global_store_dword",)]
    assert atomics(compiled(FADD.format(scope="", md=NO_FG), "gfx942")) == hardware
    assert atomics(compiled(FADD.format(scope="", md=NO_REMOTE), "gfx942")) == hardware
    access = ", !amdgpu.no.remote.memory.access !0"
    assert atomics(compiled(FADD.format(scope="", md=access), "gfx942")) == CAS_LOOP


@needs_llvm
def test_denormal_and_fine_grained_metadata_select_the_hardware_fadd_on_gfx90a() -> None:
    """Agent-scope f32 fadd on gfx90a (whose global fadd flushes denormals): hardware only
    with both !amdgpu.no.fine.grained.memory and !amdgpu.ignore.denormal.mode."""
    cas = [("global_load_dword",), ("global_atomic_cmpswap", "glc"), ("global_store_dword",)]
    assert atomics(compiled(FADD.format(scope=AGENT, md=""), "gfx90a")) == cas
    assert atomics(compiled(FADD.format(scope=AGENT, md=NO_FG), "gfx90a")) == cas
    both = atomics(compiled(FADD.format(scope=AGENT, md=NO_FG + NO_DENORM), "gfx90a"))
    assert both == [("global_atomic_add_f32", "glc"), ("global_store_dword",)]


@needs_llvm
def test_noalias_addrspace_drops_the_private_check_of_flat_atomics() -> None:
    """A 64-bit flat atomic may address scratch: LLVM checks src_private_base and keeps a
    scratch path, unless !noalias.addrspace excludes address space 5."""
    text = HEAD + """\
define amdgpu_kernel void @k(ptr noalias %g, ptr addrspace(1) noalias %o) {{
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %a = getelementptr i64, ptr %g, i32 %tid
  %r = atomicrmw add ptr %a, i64 1 syncscope("agent") monotonic, align 8{md}
  %b = getelementptr i64, ptr addrspace(1) %o, i32 %tid
  store i64 %r, ptr addrspace(1) %b, align 8
  ret void
}}
!0 = !{{i32 5, i32 6}}
"""
    checked = compiled(text.format(md=""), "gfx942")
    assert [i for i in checked if i[0].startswith(("flat_", "scratch_"))] == [
        ("flat_atomic_add_x2", "sc0"), ("scratch_load_dwordx2",), ("scratch_store_dwordx2",)]
    direct = compiled(text.format(md=", !noalias.addrspace !0"), "gfx942")
    assert [i for i in direct if i[0].startswith(("flat_", "scratch_"))] == [
        ("flat_atomic_add_x2", "sc0")]


@needs_llvm
def test_invariant_load_becomes_a_scalar_load() -> None:
    """A uniform load after a store that may alias it: a vector load, unless the input
    says the bytes are invariant (then s_load_dword)."""
    text = HEAD + """\
define amdgpu_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %o) {{
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %b = getelementptr i32, ptr addrspace(1) %o, i32 %tid
  store i32 %tid, ptr addrspace(1) %b, align 4
  %x = load i32, ptr addrspace(1) %p, align 4{md}
  %c = getelementptr i32, ptr addrspace(1) %b, i32 64
  store i32 %x, ptr addrspace(1) %c, align 4
  ret void
}}
!0 = !{{}}
"""
    assert memory(compiled(text.format(md=""), "gfx942")) == [
        ("s_load_dwordx4",), ("global_store_dword",), ("global_load_dword",),
        ("global_store_dword",)]
    assert memory(compiled(text.format(md=", !invariant.load !0"), "gfx942")) == [
        ("s_load_dwordx4",), ("global_store_dword",), ("s_load_dword",),
        ("global_store_dword",)]


@needs_llvm
@pytest.mark.parametrize("target", ["gfx90a", "gfx942", "gfx1200"])
def test_volatile_atomics_are_kept(target: str) -> None:
    """A volatile atomicrmw and cmpxchg stay one hardware atomic each. (This LLVM's
    backend compiles them as it compiles non-volatile ones — measured on gfx90a, gfx942,
    gfx950, gfx1100, gfx1200, gfx1250 —; volatile restrains IR optimizers, LangRef.)"""
    text = HEAD + """\
define amdgpu_kernel void @k(ptr addrspace(1) noalias %p, ptr addrspace(1) noalias %o) {{
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %a = getelementptr i32, ptr addrspace(1) %p, i32 %tid
  %r = atomicrmw {v}add ptr addrspace(1) %a, i32 1 syncscope("agent") monotonic, align 4
  %c = cmpxchg {v}ptr addrspace(1) %a, i32 %r, i32 0 syncscope("agent") monotonic monotonic, align 4
  %e = extractvalue {{ i32, i1 }} %c, 0
  %b = getelementptr i32, ptr addrspace(1) %o, i32 %tid
  store i32 %e, ptr addrspace(1) %b, align 4
  ret void
}}
"""
    lowered = lower_program(read_llvm_text(text.format(v="volatile "), "t.ll"),
                            parse_target(target)).text
    assert "atomicrmw volatile add" in lowered and "cmpxchg volatile ptr" in lowered
    volatile = compiled(text.format(v="volatile "), target)
    names = [i[0] for i in atomics(volatile)]
    expected = {"gfx1200": ["global_atomic_add_u32", "global_atomic_cmpswap_b32",
                            "global_store_b32"]}.get(
        target, ["global_atomic_add", "global_atomic_cmpswap", "global_store_dword"])
    assert names == expected
    assert volatile == compiled(text.format(v=""), target)
