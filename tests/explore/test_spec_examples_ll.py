"""amdgpu-async-operations' examples, written in LLVM IR (tests/spec_examples/): which
operations each wait completes, which may stay outstanding, and what `check` reports
when a read moves before the wait that covers it."""

from __future__ import annotations

from pathlib import Path

import pytest

from amdsync.explore.machine.machine import ExploreOptions, Machine
from amdsync.explore.search.check import check_program
from amdsync.formats.llvm import read_llvm_file, read_llvm_text
from amdsync.program.topology import Launch

EXAMPLES = Path(__file__).resolve().parents[1] / "spec_examples"
WAVE = Launch(workgroup_size=(64, 1, 1), wave_size=64)

# These tests are about what a read returns: report every read that may return
# undef, used or not (docs/semantics/model.md, "Undefined values and their uses").
STRICT = ExploreOptions(strict_reads=True)


def _waits(path: Path) -> list[tuple[int, int, set[int], set[int]]]:
    """(line, count, completed per lane, issued per lane) for every wait executed."""
    machine = Machine(read_llvm_file(str(path)), WAVE, ExploreOptions())
    machine.run()
    return [(machine.sites[site].loc.line, count, set(done.tolist()), set(issued.tolist()))
            for site, count, _, done, issued in machine.wait_log]


def _line_of(text: str, needle: str) -> int:
    for number, line in enumerate(text.splitlines(), 1):
        if needle in line:
            return number
    raise AssertionError(needle)


def _move_line_after(text: str, line_to_move: str, anchor: str) -> str:
    lines = text.splitlines()
    index = next(i for i, line in enumerate(lines) if line_to_move in line)
    moved = lines.pop(index)
    target = next(i for i, line in enumerate(lines) if anchor in line)
    lines.insert(target + 1, moved)
    return "\n".join(lines) + "\n"


def test_uneven_blocks() -> None:
    path = EXAMPLES / "uneven_blocks.ll"
    [(_, count, completed, issued)] = _waits(path)
    # "Wait for first block": operations 1-3 complete, 4-10 may be outstanding.
    assert (count, completed, issued) == (2, {3}, {10})
    result = check_program(read_llvm_file(str(path)), WAVE, STRICT)
    text = path.read_text()
    # The read of the first block is clean; the read of the second block is not.
    assert [(f.kind, f.loc.line) for f in result.findings] == [
        ("undef-read", _line_of(text, "READ block-of-copy-3"))]


def test_software_pipeline() -> None:
    path = EXAMPLES / "software_pipeline.ll"
    waits = _waits(path)
    # Each of the 4 loop iterations' wait(2) completes one block; the flush waits
    # complete the last three one at a time.
    assert [(count, completed) for _, count, completed, _ in waits] == [
        (2, {1}), (2, {2}), (2, {3}), (2, {4}), (2, {5}), (1, {6}), (0, {7})]
    assert check_program(read_llvm_file(str(path)), WAVE, STRICT).status == "clean"


def test_software_pipeline_read_moved_before_the_flush_wait() -> None:
    text = (EXAMPLES / "software_pipeline.ll").read_text()
    moved = _move_line_after(text, "call void @llvm.amdgcn.wait.asyncmark(i16 0)",
                             "READ block-of-copy-6")
    result = check_program(read_llvm_text(moved, "moved.ll"), WAVE, STRICT)
    [finding] = result.findings
    assert (finding.kind, finding.loc.line) == ("undef-read",
                                                _line_of(moved, "READ block-of-copy-6"))
    assert "wait.asyncmark(0) would cover it" in finding.trace[2].what


def test_ordinary_function_call() -> None:
    path = EXAMPLES / "ordinary_call.ll"
    waits = _waits(path)
    # wait(1) waits for the second block (2 operations complete; bar's and the third
    # block's may be outstanding); wait(0) for the third block "including bar()".
    assert [(count, completed, issued) for _, count, completed, issued in waits] == [
        (1, {2}, {4}), (0, {4}, {4})]
    assert check_program(read_llvm_file(str(path)), WAVE, STRICT).status == "clean"


@pytest.mark.parametrize(("after", "flagged"), [
    ("READ block-of-copy-2", ["READ block-of-copy-2"]),
    ("READ block-of-copy-3", ["READ block-of-copy-2", "READ block-of-copy-3"]),
])
def test_ordinary_call_reads_moved_before_wait_0(after: str, flagged: list[str]) -> None:
    # wait(1) covers only the second block: the third block's copy and bar()'s copy
    # may be in flight until wait(0).
    text = (EXAMPLES / "ordinary_call.ll").read_text()
    moved = _move_line_after(text, "call void @llvm.amdgcn.wait.asyncmark(i16 0)", after)
    result = check_program(read_llvm_text(moved, "moved.ll"), WAVE, STRICT)
    assert [(f.kind, f.loc.line) for f in result.findings] == [
        ("undef-read", _line_of(moved, read)) for read in flagged]


def test_inlining_note() -> None:
    path = EXAMPLES / "inlining.ll"
    result = check_program(read_llvm_file(str(path)), WAVE, STRICT)
    text = path.read_text()
    [note] = [n for n in result.notes if n.kind == "inlining-changes-wait"]
    assert note.loc.line == _line_of(text, "wait.asyncmark(i16 1)")
    # "Before inlining, the wait.asyncmark waits for asyncmark B"; after, for C.
    assert f"waits for the asyncmark at {path}:{_line_of(text, '; B')}:3" in note.message
    assert f"wait for the asyncmark at {path}:{_line_of(text, '; C')}:3" in note.message
