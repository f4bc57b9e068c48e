"""The lowering hook: transformed loops become Programs with exact wait.asyncmark counts
on the function body's single asyncmark sequence."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from amdsync.diagnostics import AmdsyncError
from amdsync.lower.emit import lower_program
from amdsync.pipeline import (
    check_mark_lowering,
    lower_to_program,
    parse_program,
    replay_marks,
    transform,
)
from amdsync.program import ops as o
from amdsync.targets import parse_target

sys.path.insert(0, str(Path(__file__).parent))
from pipeline_gen import loops

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "pipeline"


def lowered(name: str):  # type: ignore[no-untyped-def]
    result = transform(parse_program((EXAMPLES / name).read_text(), name))
    return result, lower_to_program(result)


def async_ops(program) -> list[str]:  # type: ignore[no-untyped-def]
    out: list[str] = []
    for block in program.kernel_function.blocks:
        for op in block.ops:
            match op:
                case o.AsyncCopy():
                    out.append("copy")
                case o.AsyncMark():
                    out.append("mark")
                case o.WaitAsyncMark(count):
                    out.append(f"wait {count}")
                case _:
                    pass
    return out


def test_copy_pipeline_op_sequence() -> None:
    result, program = lowered("copy_pipeline.py")
    # Prologue loop, body loop (one constant count), epilogue peeled (2 - 1 - 0).
    assert async_ops(program) == ["copy", "mark", "copy", "mark", "wait 2", "wait 1",
                                  "wait 0"]
    fn = program.kernel_function
    assert [p.name for p in fn.params] == ["dst", "src"]
    assert [(g.name, g.addrspace, g.size) for g in program.globals] == [("tile", 3, 768)]
    copy = next(op for b in fn.blocks for op in b.ops if isinstance(op, o.AsyncCopy))
    assert (copy.intrinsic, copy.size, copy.lds_lane_stride, copy.asynchronous) == (
        "llvm.amdgcn.global.load.async.lds", 4, 4, True)
    assert check_mark_lowering(result.program, program) == []
    replay = replay_marks(program)
    assert replay.count(("copy", 0)) == 8
    assert replay.count(("mark", 0)) == 8
    assert [c for kind, c in replay if kind == "wait"] == [2] * 6 + [1, 0]


def test_two_queues_share_one_mark_sequence() -> None:
    result, program = lowered("two_queues.py")
    waits = [c for kind, c in replay_marks(program) if kind == "wait"]
    # Per body step: wait(0, 2) is already satisfied through queue 1's older marks (a
    # no-op: 4 marks outstanding), wait(1, 1) needs the mark 2 from the end.
    assert waits[:4] == [4, 2, 4, 2]
    assert waits[-4:] == [3, 1, 1, 0]
    assert check_mark_lowering(result.program, program) == []


def test_interleaved_lowering_is_exact() -> None:
    result, program = lowered("rfc_interleaved.py")
    assert check_mark_lowering(result.program, program) == []
    assert [c for kind, c in replay_marks(program) if kind == "wait"] == [5] * 13 + [4, 2, 0]


def test_a_wrong_count_is_caught_by_the_mark_check() -> None:
    result, program = lowered("copy_pipeline.py")
    fn = program.kernel_function
    blocks = []
    for block in fn.blocks:
        ops = tuple(o.WaitAsyncMark(op.count + 1, op.loc) if isinstance(op, o.WaitAsyncMark)
                    else op for op in block.ops)
        blocks.append(type(block)(block.name, ops, block.term, block.loc))
    broken = type(program)((type(fn)(fn.name, fn.params, fn.ret, tuple(blocks), fn.is_kernel,
                                     fn.loc),), program.globals, program.kernel, program.source)
    problems = check_mark_lowering(result.program, broken)
    assert problems and "needs mark" in problems[0]


def test_async_compute_is_not_lowered() -> None:
    result = transform(parse_program((EXAMPLES / "rfc_intro_async.py").read_text(), "x.py"))
    with pytest.raises(AmdsyncError) as info:
        lower_to_program(result)
    assert info.value.code == "pipeline-lower-unsupported"
    assert str(info.value.loc) == "x.py:7:5"


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(loops(copies_only=True))
def test_random_pipelines_lower_exactly(source: str) -> None:
    try:
        result = transform(parse_program(source, "r.py"))
        program = lower_to_program(result)
    except AmdsyncError as error:
        assert error.code in ("pipeline-refused", "pipeline-lower-unsupported"), error
        return
    assert check_mark_lowering(result.program, program) == []


def test_program_lowers_to_llvm_ir() -> None:
    """The Program is consumable by the LLVM IR lowering (issue 5, "Lowering hook")."""
    _, program = lowered("copy_pipeline.py")
    text = lower_program(program, parse_target("gfx950")).text
    assert text.count("call void @llvm.amdgcn.global.load.async.lds(") == 2
    assert text.count("call void @llvm.amdgcn.asyncmark()") == 2
    waits = [line.strip() for line in text.splitlines()
             if line.strip().startswith("call void @llvm.amdgcn.wait.asyncmark(i16")]
    assert [w.split("(i16 ")[1].rstrip(")") for w in waits] == ["2", "1", "0"]


def test_spec_software_pipeline_example() -> None:
    """amdgpu-async-operations, "Examples / Software pipeline": three blocks before the
    loop, wait.asyncmark(2) at the top of each iteration and a new block at its end, then
    wait.asyncmark(2), (1), (0) to flush."""
    result, program = lowered("spec_software_pipeline.py")
    # Prologue loop body, body loop body, the peeled epilogue.
    assert async_ops(program) == ["copy", "mark", "wait 2", "copy", "mark",
                                  "wait 2", "wait 1", "wait 0"]
    replay = [e for e in replay_marks(program) if e[0] != "copy"]
    assert replay[:3] == [("mark", 0)] * 3
    assert replay[3:-3] == [("wait", 2), ("mark", 0)] * 13
    assert replay[-3:] == [("wait", 2), ("wait", 1), ("wait", 0)]
    assert check_mark_lowering(result.program, program) == []
