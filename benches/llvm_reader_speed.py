"""How fast the LLVM reader reads a Triton-sized kernel (~10k lines).

Prints lines, instructions, seconds, and the ratio to llvmlite's own parse+verify time
(the floor: the reader cannot be faster than parsing). Run:

    .venv/bin/python benches/llvm_reader_speed.py [repeats]
"""

from __future__ import annotations

import sys
import time

import llvmlite.binding as llvm

from amdsync.formats.llvm import read_llvm_text


def make_kernel(blocks: int) -> str:
    """A straight-line-plus-loop kernel with LDS DMA, asyncmarks, GEPs and atomics."""
    out = [
        'target triple = "amdgcn-amd-amdhsa"',
        "@lds = internal addrspace(3) global [4096 x i32] poison, align 16",
        "define amdgpu_kernel void @big(ptr addrspace(1) %g, i32 %n) {",
        "entry:",
        "  %tid = call i32 @llvm.amdgcn.workitem.id.x()",
        "  br label %b0",
    ]
    for b in range(blocks):
        nxt = f"b{b + 1}" if b + 1 < blocks else "exit"
        out += [
            f"b{b}:",
            f"  %i{b} = add i32 %tid, {b}",
            f"  %p{b} = getelementptr inbounds i32, ptr addrspace(1) %g, i32 %i{b}",
            f"  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %p{b}, "
            f"ptr addrspace(3) getelementptr inbounds ([4096 x i32], ptr addrspace(3) @lds, "
            f"i32 0, i32 {b % 64 * 64}), i32 4, i32 0, i32 0)",
            "  call void @llvm.amdgcn.asyncmark()",
            "  call void @llvm.amdgcn.wait.asyncmark(i16 0)",
            f"  %q{b} = getelementptr inbounds [4096 x i32], ptr addrspace(3) @lds, i32 0, "
            f"i32 %i{b}",
            f"  %v{b} = load i32, ptr addrspace(3) %q{b}, align 4",
            f"  %s{b} = shl i32 %v{b}, 1",
            f"  %c{b} = icmp slt i32 %s{b}, %n",
            f"  store atomic i32 %s{b}, ptr addrspace(1) %p{b} syncscope(\"agent\") release, "
            "align 4",
            f"  br i1 %c{b}, label %{nxt}, label %{nxt}",
        ]
    out += [
        "exit:",
        "  ret void",
        "}",
        "declare i32 @llvm.amdgcn.workitem.id.x()",
        "declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), "
        "i32, i32, i32)",
        "declare void @llvm.amdgcn.asyncmark()",
        "declare void @llvm.amdgcn.wait.asyncmark(i16)",
    ]
    return "\n".join(out) + "\n"


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    text = make_kernel(850)
    lines = text.count("\n")
    best_read = best_parse = float("inf")
    ops = 0
    for _ in range(repeats):
        start = time.perf_counter()
        module = llvm.parse_assembly(text)
        module.verify()
        best_parse = min(best_parse, time.perf_counter() - start)
        start = time.perf_counter()
        program = read_llvm_text(text, "big.ll")
        best_read = min(best_read, time.perf_counter() - start)
        ops = sum(len(b.ops) + 1 for f in program.functions for b in f.blocks)
    print(f"lines={lines} ops={ops} read={best_read:.3f}s llvmlite_parse_verify="
          f"{best_parse:.3f}s ratio={best_read / best_parse:.1f}x "
          f"us_per_line={best_read / lines * 1e6:.1f}")


if __name__ == "__main__":
    main()
