"""Regenerate the gfx1250 tensor DMA test kernels: Triton 3.9 compiles each variant
of kernels.py for gfx1250 (no GPU needed) at each of its launch shapes, through
amdsync's own Triton driver (``amdsync.triton.compile_kernel``, which specializes the
integer arguments as a launch would); the ``llir`` stage goes to ``ll/NAME.ll`` (one
file per specialization class: shapes that compile to the same IR share it) and the
launches to ``launches.json``.

    PYTHONPATH=src python tests/triton/gfx1250/generate.py
"""

from __future__ import annotations

import json
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")  # Triton 3.9's default, stated

import kernels  # noqa: E402

from amdsync.triton import compile_kernel  # noqa: E402


@dataclass(frozen=True)
class Variant:
    name: str
    kernel: str
    constexprs: dict[str, int]
    shapes: list[dict[str, int]]  # scalar arguments by name, one launch each
    num_warps: int = 4
    num_stages: int = 2
    types: dict[str, str] = field(default_factory=dict)


def _matmul(nb: int, warps: int, epilogue: bool, bm: int = 32, bn: int = 32) -> Variant:
    tag = "_tdmstore" if epilogue else ""
    return Variant(f"gluon_matmul_b{nb}_w{warps}{tag}", "matmul_kernel",
                   {"BM": bm, "BN": bn, "BK": 32, "NUM_BUFFERS": nb, "NUM_WARPS": warps,
                    "TDM_EPILOGUE": int(epilogue)},
                   # full tiles; a partial last tile (K, M, N not multiples); K one
                   # block, so the prologue's later loads are wholly out of bounds
                   [{"M": 64, "N": 64, "K": 96}, {"M": 40, "N": 24, "K": 72},
                    {"M": bm, "N": bn, "K": 32}], num_warps=warps)


VARIANTS = [
    _matmul(2, 4, False), _matmul(3, 4, False), _matmul(2, 8, False, bm=64),
    _matmul(3, 8, False, bm=64), _matmul(2, 4, True, bn=64),
    Variant("gluon_transpose", "transpose_kernel", {"BM": 32, "BN": 32},
            [{"M": 32, "N": 32}, {"M": 20, "N": 12}, {"M": 0, "N": 32}]),
    Variant("gluon_attention", "attention_kernel", {"BM": 32, "BN": 32, "D": 32},
            [{"SEQ": 64}, {"SEQ": 48}, {"SEQ": 32}]),
    Variant("gluon_fused_load", "fused_load_kernel", {"BM": 16, "BN": 32},
            [{"M": 16, "N": 32}, {"M": 10, "N": 20}, {"M": 0, "N": 32}]),
    Variant("gluon_barrier_load", "barrier_load_kernel", {"BM": 16, "BN": 32, "NUM_WARPS": 4},
            [{"M": 16, "N": 32}, {"M": 10, "N": 20}]),
    Variant("gluon_barrier_matmul", "barrier_matmul_kernel",
            {"BM": 64, "BN": 32, "BK": 32, "NUM_BUFFERS": 2, "NUM_WARPS": 4},
            [{"M": 64, "N": 32, "K": 96}, {"M": 40, "N": 24, "K": 72},
             {"M": 64, "N": 32, "K": 32}]),
    Variant("triton_descriptor_matmul_s2", "descriptor_matmul_kernel",
            {"BM": 32, "BN": 32, "BK": 32},
            [{"M": 64, "N": 64, "K": 96}, {"M": 40, "N": 24, "K": 72}], num_stages=2),
    Variant("triton_descriptor_matmul_s3", "descriptor_matmul_kernel",
            {"BM": 32, "BN": 32, "BK": 32},
            [{"M": 64, "N": 64, "K": 96}, {"M": 40, "N": 24, "K": 72},
             {"M": 32, "N": 32, "K": 32}], num_stages=3),
]


def main() -> None:
    out = HERE / "ll"
    out.mkdir(exist_ok=True)
    launches: dict[str, Any] = {}
    for variant in VARIANTS:
        fn = getattr(kernels, variant.kernel)
        files: dict[str, str] = {}  # IR text → file name
        for shape in variant.shapes:
            compiled = compile_kernel(fn, target="gfx1250", num_warps=variant.num_warps,
                                      num_stages=variant.num_stages,
                                      constexprs=variant.constexprs, args=shape,
                                      arg_types=variant.types, pointer_type="*fp16")
            llir = compiled.llir
            if llir not in files:
                name = f"{variant.name}_{len(files)}.ll" if files else f"{variant.name}.ll"
                files[llir] = name
                (out / name).write_text(llir)
            launches.setdefault(variant.name, []).append({
                "ll": files[llir], "shape": shape,
                "args": {str(compiled.positions[k]): v for k, v in shape.items()},
                "workgroup_size": variant.num_warps * compiled.wave_size})
    (HERE / "launches.json").write_text(json.dumps(launches, indent=1) + "\n")


if __name__ == "__main__":
    main()
