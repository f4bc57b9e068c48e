"""LLVM's own AMDGPU lit tests for asyncmark and async LDS loads (copied from
../shared/corpora/llvm-lit into llvm_lit/, with their README and expected.json), read
as LLVM wrote them: the declarations and wrapper kernels added to the corpus files are
stripped first (issue 15). ``waitcnt`` agrees with every one of the 39 waits LLVM emits;
``check`` reads every function, launches it as a kernel (one lane; ``n`` = 4 where the
function takes it) and completes, with the findings the semantics give (asserted)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from amdsync.api import check
from amdsync.formats.llvm import read_llvm_text
from amdsync.lower.waitcnt import model_program
from amdsync.targets import parse_target

CORPUS = Path(__file__).parent / "llvm_lit"
CASES = json.loads((CORPUS / "expected.json").read_text())["cases"]


def stripped(name: str) -> str:
    """The file as LLVM's test has it: everything from the first amdsync addition on
    (declarations, the wrapper kernel) removed."""
    return (CORPUS / name).read_text().split("\n; amdsync addition:")[0] + "\n"


def test_the_stripped_files_have_no_declarations_or_kernels() -> None:
    for name in CASES:
        code = [line for line in stripped(name).splitlines() if not line.startswith(";")]
        assert not any(line.startswith("declare ") or "@launch_" in line
                       for line in code), name


@pytest.mark.parametrize("name", sorted(CASES))
def test_waitcnt_agrees_with_llvm_on_every_wait(name: str) -> None:
    case = CASES[name]
    program = read_llvm_text(stripped(name), name, every_function=True)
    for target, expected in case["targets"].items():
        predictions = [p for p in model_program(program, parse_target(target))
                       if p.function == case["function"]]
        got = [(p.loc.line, p.count, p.counter, p.llvm) for p in predictions]
        want = [(w["line"], w["count"], w["counter"], w["llvm"]) for w in expected]
        assert got == want, (target, got, want)


def test_all_39_waits_are_compared() -> None:
    assert sum(len(w) for c in CASES.values() for w in c["targets"].values()) == 39


CHECKED = {
    'async-buffer-loads__raw.buffer.load.ll': ('clean', [
    ]),
    'async-buffer-loads__raw.ptr.buffer.load.ll': ('clean', [
    ]),
    'async-buffer-loads__struct.buffer.load.ll': ('clean', [
    ]),
    'async-buffer-loads__struct.ptr.buffer.load.ll': ('clean', [
    ]),
    'asyncmark-gfx12plus__interleaved_with_wave_barrier.ll': ('findings', [
        ('undef-read', 51),
    ]),
    'asyncmark-gfx12plus__test_pipelined_loop.ll': ('findings', [
        ('undef-read', 61),
    ]),
    'asyncmark-gfx12plus__test_pipelined_loop_with_global.ll': ('findings', [
        ('undef-read', 54),
    ]),
    'asyncmark-max-pregfx12__max_when_merged.ll': ('findings', [
        ('race', 18), ('race', 21), ('race', 24), ('race', 27), ('undef-read', 79),
    ]),
    'asyncmark-max-pregfx12__no_max_in_straightline.ll': ('findings', [
        ('race', 12), ('race', 14), ('race', 16), ('race', 18), ('race', 21), ('race', 23),
        ('race', 25), ('race', 27), ('race', 29), ('race', 32), ('race', 34), ('race', 36),
        ('race', 38), ('race', 40), ('race', 43), ('race', 45), ('race', 47),
        ('undef-read', 52),
    ]),
    'asyncmark-max-pregfx12__test_loop_exceeds_max_first_iteration.ll': ('findings', [
        ('race', 14), ('race', 17), ('race', 20), ('race', 23), ('race', 36), ('race', 38),
        ('race', 40), ('race', 42), ('race', 44), ('race', 47), ('race', 49), ('race', 51),
        ('race', 53), ('race', 55), ('race', 58), ('race', 60), ('race', 62), ('race', 64),
        ('race', 66), ('race', 69), ('race', 71), ('race', 73), ('undef-read', 81),
    ]),
    'asyncmark-max-pregfx12__test_loop_needs_more_iterations.ll': ('findings', [
        ('race', 14), ('race', 17), ('race', 20), ('race', 23), ('race', 36), ('race', 38),
        ('race', 40), ('race', 42), ('race', 44), ('undef-read', 52),
    ]),
    'asyncmark-pregfx12__code_barrier.ll': ('clean', [
    ]),
    'asyncmark-pregfx12__consecutive_asyncmarks.ll': ('clean', [
    ]),
    'asyncmark-pregfx12__consecutive_asyncmarks_wait1.ll': ('clean', [
    ]),
    'asyncmark-pregfx12__fence_with_asyncmark.ll': ('findings', [
        ('race', 22), ('undef-read', 41),
    ]),
    'asyncmark-pregfx12__interleaved_buffer_and_dma.ll': ('findings', [
        ('race', 20), ('undef-read', 39),
    ]),
    'asyncmark-pregfx12__interleaved_global_and_dma.ll': ('findings', [
        ('race', 20), ('undef-read', 40),
    ]),
    'asyncmark-pregfx12__test_pipelined_loop.ll': ('findings', [
        ('race', 18), ('race', 28), ('undef-read', 51),
    ]),
    'asyncmark-pregfx12__test_pipelined_loop_with_global.ll': ('findings', [
        ('race', 20), ('race', 36), ('undef-read', 64),
    ]),
}


@pytest.mark.parametrize("name", sorted(CHECKED))
def test_check_completes_on_every_function(name: str) -> None:
    text = stripped(name)
    target = "gfx1250" if "gfx12plus" in name else "gfx950"
    result = check(text, target=target, workgroup_size=1,
                   args={"n": 4} if "i32 %n" in text else {})
    status, findings = CHECKED[name]
    assert result.status == status
    assert sorted({(f.kind, f.loc.line) for f in result.findings}) == findings
