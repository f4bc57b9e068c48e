"""Regenerate the LLVM IR of the Triton kernels in kernels.py, and launches.json.

    /work/venv/bin/python examples/triton/generate.py                   # every target
    /work/venv/bin/python examples/triton/generate.py --target gfx942   # one target

Needs triton==3.9.0, no GPU. ``triton.compile`` with a HIP target (gfx950, gfx942,
gfx1250) runs every stage on the CPU; the file written is its ``llir`` stage: the
optimized LLVM IR handed to the AMDGPU code generator, with the names of its LDS tiles
(amdsync's own named metadata, docs/triton.md). gfx950's files are
``<name>.ll`` here, the other targets' ``<target>/<name>.ll``; launches.json names
them ``<name>`` and ``<target>/<name>``. Kernel arguments are specialized as a launch
on real tensors would be: pointers 16-byte aligned and within 2 GiB (buffer
operations), integers divisible by 16 when their launch value is.
"""

import argparse
import json
import os
from pathlib import Path

os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")  # Triton 3.9's default, stated

from kernels import (
    atomic_sum_kernel,
    attention_kernel,
    layernorm_kernel,
    masked_matmul_kernel,
    masked_mnk_matmul_kernel,
    matmul_kernel,
    persistent_matmul_kernel,
    softmax_kernel,
    sum_kernel,
)
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource

import triton
from amdsync.triton import with_tile_names

HERE = Path(__file__).resolve().parent
TARGETS = {"gfx950": 64, "gfx942": 64, "gfx1250": 32}  # lanes per wave

# name → (kernel, argument types, constexprs, num_stages, num_warps (waves per
# workgroup), values of the scalar arguments for the checked launch: program 0).
MATMUL = {"a_ptr": "*{t}", "b_ptr": "*{t}", "c_ptr": "*bf16", "M": "i32", "N": "i32",
          "K": "i32", "stride_am": "i32", "stride_bk": "i32", "stride_cm": "i32"}
MATMUL_ARGS = {"M": 128, "N": 128, "K": 512, "stride_am": 512, "stride_bk": 128, "stride_cm": 128}
MATMUL_256 = {"M": 256, "N": 256, "K": 512, "stride_am": 512, "stride_bk": 256, "stride_cm": 256}
ATTENTION = {"q_ptr": "*bf16", "k_ptr": "*bf16", "v_ptr": "*bf16", "o_ptr": "*bf16",
             "sm_scale": "fp32", "N_CTX": "i32", "stride_qm": "i32", "stride_kn": "i32",
             "stride_vn": "i32", "stride_om": "i32"}
ATTENTION_ARGS = {"N_CTX": 512, "stride_qm": 128, "stride_kn": 128, "stride_vn": 128,
                  "stride_om": 128}
KERNELS = {
    f"matmul_bf16_s{s}": (matmul_kernel, {k: v.format(t="bf16") for k, v in MATMUL.items()},
                          {"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 64}, s, 4, MATMUL_ARGS)
    for s in (2, 3, 4)
}
KERNELS["matmul_bf16_w8_s2"] = (matmul_kernel, {k: v.format(t="bf16") for k, v in MATMUL.items()},
                                {"BLOCK_M": 256, "BLOCK_N": 256, "BLOCK_K": 64}, 2, 8, MATMUL_256)
KERNELS["matmul_fp8_s2"] = (matmul_kernel, {k: v.format(t="fp8e4nv") for k, v in MATMUL.items()},
                            {"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 128}, 2, 4, MATMUL_ARGS)
KERNELS["matmul_masked_bf16_s3"] = (masked_matmul_kernel,
                                    {k: v.format(t="bf16") for k, v in MATMUL.items()},
                                    {"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 64}, 3, 4,
                                    {**MATMUL_ARGS, "K": 496})  # 8 K tiles, the last one 48 wide
KERNELS["matmul_persistent_bf16_s3"] = (persistent_matmul_kernel,
                                        {**{k: v.format(t="bf16") for k, v in MATMUL.items()},
                                         "NUM_PROGS": "i32"},
                                        {"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 64}, 3, 4,
                                        {**MATMUL_256, "K": 256, "stride_am": 256,
                                         "NUM_PROGS": 2})  # program 0: tiles 0 and 2
KERNELS["attention_bf16_s2"] = (attention_kernel, ATTENTION,
                                {"BLOCK_M": 128, "BLOCK_N": 64, "HEAD_DIM": 128}, 2, 4,
                                ATTENTION_ARGS)
# M, N, K not multiples of the tiles: masked rows and columns, a 48-wide last K tile.
KERNELS["matmul_masked_mnk_bf16_s3"] = (masked_mnk_matmul_kernel,
                                        {k: v.format(t="bf16") for k, v in MATMUL.items()},
                                        {"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 64}, 3, 4,
                                        {**MATMUL_ARGS, "M": 96, "N": 80, "K": 496,
                                         "stride_am": 496, "stride_bk": 80, "stride_cm": 80})
# Reductions: one row (or block) per program, 1000 of 1024 columns live (masked).
ROW = {"x_ptr": "*bf16", "y_ptr": "*bf16", "n_cols": "i32", "stride_row": "i32"}
KERNELS["softmax_bf16"] = (softmax_kernel, ROW, {"BLOCK_N": 1024}, 1, 4,
                           {"n_cols": 1000, "stride_row": 1024})
KERNELS["layernorm_bf16"] = (layernorm_kernel, {**ROW, "w_ptr": "*bf16", "b_ptr": "*bf16",
                                                "eps": "fp32"},
                             {"BLOCK_N": 1024}, 1, 4, {"n_cols": 1000, "stride_row": 1024})
KERNELS["sum_fp32"] = (sum_kernel, {"x_ptr": "*fp32", "row_ptr": "*fp32", "col_ptr": "*fp32",
                                    "M": "i32", "N": "i32", "stride_m": "i32"},
                       {"BLOCK_M": 64, "BLOCK_N": 64}, 1, 4, {"M": 64, "N": 64, "stride_m": 64})
KERNELS["atomic_sum_fp32"] = (atomic_sum_kernel, {"x_ptr": "*fp32", "out_ptr": "*fp32",
                                                  "n": "i32"},
                              {"BLOCK": 1024}, 1, 4, {"n": 1000})


def compile_llir(fn: triton.JITFunction, types: dict[str, str], constexprs: dict[str, int],
                 num_stages: int, num_warps: int, values: dict[str, int],
                 target: str = "gfx950") -> str:
    attrs = {}
    for index, name in enumerate(fn.arg_names):
        ty = types.get(name, "")
        if ty.startswith("*"):  # what a launch on a small aligned tensor specializes
            attrs[(index,)] = [["tt.divisibility", 16], ["tt.pointer_range", 32]]
        elif ty == "i32" and values.get(name, 0) % 16 == 0:
            attrs[(index,)] = [["tt.divisibility", 16]]
    signature = {**types, **{name: "constexpr" for name in constexprs}}
    source = ASTSource(fn=fn, signature=signature, constexprs=constexprs, attrs=attrs)
    compiled = triton.compile(source, target=GPUTarget("hip", target, TARGETS[target]),
                              options={"num_stages": num_stages, "num_warps": num_warps})
    # The LDS tiles' Python names carried in the IR (amdsync/triton/tiles.py).
    return with_tile_names(compiled, target, fn)


def key(target: str, name: str) -> str:
    """The kernel's name in launches.json and its file, relative to this folder."""
    return name if target == "gfx950" else f"{target}/{name}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--target", action="append", choices=sorted(TARGETS),
                        help="regenerate this target only (repeatable; default: all)")
    targets = parser.parse_args().target or list(TARGETS)
    path = HERE / "launches.json"
    old = json.loads(path.read_text()) if path.exists() else {}
    fresh = {}
    for target in targets:
        (HERE / target).mkdir(exist_ok=True) if target != "gfx950" else None
        for name, (fn, types, constexprs, stages, warps, values) in KERNELS.items():
            text = compile_llir(fn, types, constexprs, stages, warps, values, target)
            (HERE / f"{key(target, name)}.ll").write_text(text)
            # Triton's IR names kernel parameters by position (%0, %1, …).
            params = [n for n in fn.arg_names if n not in constexprs]
            fresh[key(target, name)] = {
                "file": f"{key(target, name)}.ll",
                "target": target,
                "kernel": name,
                "workgroup_size": warps * TARGETS[target],
                "num_stages": stages,
                "constexprs": constexprs,
                "args": {str(params.index(k)): v for k, v in values.items()},
                "arg_names": {str(params.index(k)): k for k in values},
            }
            print(f"{key(target, name)}: {len(text.splitlines())} lines")
    kept = {k: v for k, v in old.items() if v.get("target", "gfx950") not in targets}
    merged = {**kept, **fresh}
    order = list(TARGETS)
    names = list(KERNELS)
    launches = {k: merged[k] for k in sorted(merged, key=lambda k: (
        order.index(merged[k]["target"]), names.index(merged[k]["kernel"])))}
    path.write_text(json.dumps(launches, indent=2) + "\n")


if __name__ == "__main__":
    main()
