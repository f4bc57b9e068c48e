"""The order argument of docs/semantics/hardware-waits.md against a brute-force vmcnt counter.

Random straight-line kernels issue asynchronous LDS DMA copies (each into its own LDS
slot), ordinary global loads (also counted by vmcnt on the hardware), ``s_waitcnt
vmcnt(N)`` waits and reads of copied slots. The reference runs the hardware counter of
amdgpu-usage ("completion is reported to a wavefront in execution order"): at a wait for
N, every counted operation but the N most recently issued has completed, in every
execution. A read is defined in every execution iff its copy completed at some wait
before it. ``check`` must report every read the reference finds possibly undefined (a
clean verdict is a proof), report exactly the reads its documented reading gives
(counting copies only), and agree with the reference when no other operation is counted.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from amdsync.api import check

Item = tuple[str, int]  # ("copy", slot) | ("load", 0) | ("wait", N) | ("read", slot)


@st.composite
def programs(draw: st.DrawFn) -> list[Item]:
    items: list[Item] = []
    copies = 0
    for _ in range(draw(st.integers(2, 9))):
        kind = draw(st.sampled_from(["copy", "copy", "load", "wait", "read"]))
        if kind == "copy" and copies < 4:
            items.append(("copy", copies))
            copies += 1
        elif kind == "load":
            items.append(("load", 0))
        elif kind == "wait":
            items.append(("wait", draw(st.integers(0, 3))))
        elif kind == "read" and copies:
            items.append(("read", draw(st.integers(0, copies - 1))))
    return items


def completed_reads(items: list[Item], count_loads: bool) -> set[int]:
    """Indices of the reads whose copy has surely completed: at a wait for N, every
    counted operation but the N newest has (in-order completion)."""
    counted: list[Item] = []
    done: set[int] = set()
    out: set[int] = set()
    for index, (kind, value) in enumerate(items):
        if kind == "copy" or (kind == "load" and count_loads):
            counted.append((kind, value))
        elif kind == "wait":
            older = counted[: max(len(counted) - value, 0)]
            done |= {slot for k, slot in older if k == "copy"}
        elif kind == "read" and value in done:
            out.add(index)
    return out


def kernel(items: list[Item]) -> tuple[str, dict[int, int]]:
    """The kernel text, and the line of the store of each read's value."""
    lines = ['target triple = "amdgcn-amd-amdhsa"',
             "@lds = internal addrspace(3) global [256 x i32] poison, align 16",
             "define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %h, "
             "ptr addrspace(1) %out) {",
             "  %t = call i32 @llvm.amdgcn.workitem.id.x()",
             "  %src = getelementptr i32, ptr addrspace(1) %g, i32 %t",
             "  %hp = getelementptr i32, ptr addrspace(1) %h, i32 %t"]
    stores: dict[int, int] = {}
    for index, (kind, value) in enumerate(items):
        name = f"x{index}"
        if kind == "copy":
            lines.append(f"  %{name} = getelementptr i32, ptr addrspace(3) @lds, i32 "
                         f"{value * 64}")
            lines.append("  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) "
                         f"%src, ptr addrspace(3) %{name}, i32 4, i32 0, i32 0)")
        elif kind == "load":
            lines.append(f"  %{name} = load volatile i32, ptr addrspace(1) %hp")
        elif kind == "wait":
            imm = 0xF70 | value  # vmcnt(value) expcnt(7) lgkmcnt(15) on gfx9
            lines.append(f"  call void @llvm.amdgcn.s.waitcnt(i32 {imm})")
        else:
            lines.append(f"  %{name}o = add i32 %t, {value * 64}")
            lines.append(f"  %{name}p = getelementptr i32, ptr addrspace(3) @lds, "
                         f"i32 %{name}o")
            lines.append(f"  %{name}v = load i32, ptr addrspace(3) %{name}p")
            lines.append(f"  %{name}a = add i32 %t, {index * 64}")
            lines.append(f"  %{name}q = getelementptr i32, ptr addrspace(1) %out, "
                         f"i32 %{name}a")
            lines.append(f"  store i32 %{name}v, ptr addrspace(1) %{name}q")
            stores[index] = len(lines)
    lines += ["  ret void", "}",
              "declare i32 @llvm.amdgcn.workitem.id.x()",
              "declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), "
              "ptr addrspace(3), i32, i32, i32)",
              "declare void @llvm.amdgcn.s.waitcnt(i32)"]
    return "\n".join(lines) + "\n", stores


@settings(max_examples=60, deadline=None)
@given(programs())
def test_check_is_sound_and_exact_against_the_counter(items: list[Item]) -> None:
    text, stores = kernel(items)
    result = check(text, target="gfx942", workgroup_size=64)
    reported = {f.loc.line for f in result.findings if f.kind == "undef-read" and f.loc}
    assert {f.kind for f in result.findings} <= {"undef-read"}
    reads = set(stores)
    hardware = {stores[i] for i in reads - completed_reads(items, count_loads=True)}
    reading = {stores[i] for i in reads - completed_reads(items, count_loads=False)}
    assert hardware <= reported  # every possibly undefined read is found
    assert reported == reading  # the documented reading, exactly
    if not any(kind == "load" for kind, _ in items):
        assert reported == hardware
