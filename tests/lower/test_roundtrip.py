"""Round trip: lower, read back with the LLVM reader, and check: the explorer finds the
read-back program clean, and the counter model gives the same waits."""

from __future__ import annotations

import pytest

from amdsync.explore.search.check import check_program
from amdsync.formats.llvm import read_llvm_text
from amdsync.lower.corpus import corpus
from amdsync.lower.emit import lower_program
from amdsync.lower.waitcnt import model_program
from amdsync.program.builder import ProgramBuilder, ptr
from amdsync.program.module import Program
from amdsync.program.topology import Launch
from amdsync.program.types import I32
from amdsync.targets import parse_target


def double_buffer() -> Program:
    """Two LDS buffers, copy into one while reading the other, waits that cover each read."""
    pb = ProgramBuilder("double-buffer")
    lds = pb.lds("tile", 2 * 256)
    with pb.kernel("k", g=ptr(1), out=ptr(1)) as k:
        tid = k.workitem_id()
        k.async_load_to_lds(k.arg("g") + tid * 4, lds)
        k.asyncmark()
        k.async_load_to_lds(k.arg("g") + tid * 4 + 1024, lds + 256)
        k.asyncmark()
        k.wait_asyncmark(1)
        first = k.load(lds + tid * 4, I32)
        k.wait_asyncmark(0)
        second = k.load(lds + 256 + tid * 4, I32)
        k.store(k.arg("out") + tid * 4, first + second)
    return pb.build()


@pytest.mark.parametrize("target", ["gfx942", "gfx950", "gfx1030:wavefrontsize64+"])
def test_lower_read_back_check_is_clean(target: str) -> None:
    t = parse_target(target)
    program = double_buffer()
    text = lower_program(program, t).text
    back = read_llvm_text(text, "double-buffer.ll")
    assert back.target == t.name
    result = check_program(back, Launch(workgroup_size=(64, 1, 1), wave_size=64))
    assert result.status == "clean", result.findings
    assert [(w.llvm, w.minimal) for w in model_program(back, t)] == \
        [(w.llvm, w.minimal) for w in model_program(program, t)] == [(1, 1), (0, 0)]


@pytest.mark.parametrize("target", ["gfx942", "gfx1250"])
def test_model_is_the_same_on_the_read_back_corpus(target: str) -> None:
    t = parse_target(target)
    for program in corpus(t, 30):
        back = read_llvm_text(lower_program(program, t).text, f"{program.source}.ll")
        assert [(w.count, w.llvm, w.minimal) for w in model_program(back, t)] == \
            [(w.count, w.llvm, w.minimal) for w in model_program(program, t)], program.source
