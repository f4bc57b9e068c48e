"""Triton 3.9's own tensor-descriptor copy for gfx1250 (tests/formats/llvm/triton/
tdm_copy.py → tdm_copy.gfx1250.ll): its D# groups are built with ``shufflevector``,
``insertelement``, ``<2 x i64>`` views and ``fshl``, per wave. Read through the
scalarized vectors, the kernel checks clean; without its tensor wait the tile is read
before it arrives."""

from __future__ import annotations

from pathlib import Path

from amdsync.api import check
from amdsync.formats.llvm import read_llvm_text
from amdsync.program import ops as o

KERNEL = Path(__file__).resolve().parent / "triton" / "tdm_copy.gfx1250.ll"
ARGS = {"2": 64, "3": 32}  # M, N (Triton names the parameters by number)


def test_every_descriptor_word_is_an_operand() -> None:
    program = read_llvm_text(KERNEL.read_text(), KERNEL.name)
    copies = [op for op in program.function("copy_kernel").ops()
              if isinstance(op, o.TensorCopy)]
    assert [len(c.groups) for c in copies] == [5, 5]
    assert [len(g) for g in copies[0].groups] == [4, 8, 4, 4, 8]


def test_the_triton_tdm_copy_checks_clean() -> None:
    result = check(KERNEL.read_text(), target="gfx1250", workgroup_size=128, args=ARGS)
    assert result.status == "clean", (result.incomplete_reason,
                                      [str(f) for f in result.findings])


def test_without_the_tensor_wait_the_tile_is_read_too_early() -> None:
    text = KERNEL.read_text()
    wait = "  tail call void @llvm.amdgcn.s.wait.tensorcnt(i16 0), !dbg !15\n"
    assert wait in text
    result = check(text.replace(wait, "", 1), target="gfx1250", workgroup_size=128, args=ARGS)
    assert result.status == "findings"
    assert {f.kind for f in result.findings} & {"undef-read", "race"}
