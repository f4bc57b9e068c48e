"""Triton's `tl.num_programs` reads the implicit kernel arguments (docs/llvm-reader.md,
"Implicit kernel arguments and the dispatch packet", Triton): Triton's AMD backend
lowers `tt.get_num_programs` to `gpu.grid_dim`, which becomes a load of
hidden_block_count_{x,y,z} (offsets 0, 4, 8), filled from the launch. Each kernel's
race names the address the grid size gives."""

from __future__ import annotations

from pathlib import Path

import pytest

import amdsync

KERNELS = Path(__file__).resolve().parent / "triton_grid" / "num_programs.ll"


def test_num_programs_of_two_axes() -> None:
    """A 2 x 3 grid: every program's lane 0 stores to out[16 * 2 + 3], byte 140."""
    result = amdsync.check(KERNELS, target="gfx942", kernel="grid_index", workgroup_size=64,
                           workgroups=(2, 3))
    assert [(f.kind, f.loc.line, f.message.split(" by ")[0]) for f in result.findings] == [
        ("race", 20, "store of out[140]")]


@pytest.mark.parametrize(("kernel", "expected"), [
    ("persistent", []),
    ("persistent_short_step", [("race", 61, "store of out[512]")]),
])
def test_a_persistent_loop_strided_by_num_programs(kernel: str,
                                                   expected: list[object]) -> None:
    """3 programs over 8 rows: a stride of num_programs gives each row one program
    (clean); a stride of num_programs - 1 = 2 has programs 0 and 2 both write row 2
    (byte 2 * 64 * 4 = 512)."""
    result = amdsync.check(KERNELS, target="gfx942", kernel=kernel, workgroup_size=64,
                           workgroups=3, args={"n_rows": 8})
    assert [(f.kind, f.loc.line, f.message.split(" by ")[0]) for f in result.findings] \
        == expected
    assert result.status == ("findings" if expected else "clean")
