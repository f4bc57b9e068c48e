"""``llvm.amdgcn.s.waitcnt`` through the command line (docs/semantics/hardware-waits.md):
``amdsync check`` of LDS DMA waited for with ``s_waitcnt`` and a barrier, the finding
at its line when the wait count is too high, located errors with exit 2, and
``amdsync waitcnt`` on the same files."""

from __future__ import annotations

from pathlib import Path

import pytest

from amdsync.cli.main import main
from amdsync.targets.waitcnt_fields import encode_waitcnt

HERE = Path(__file__).parent
READ_OTHER = (HERE / "lds_dma_waitcnt.ll").read_text()  # each wave reads the other's copy
REFILL = (HERE / "lds_dma_refill.ll").read_text()  # wave 1 copies over wave 0's copy
VMCNT0 = str(encode_waitcnt("gfx9", {"vmcnt": 0}))  # 3952: s_waitcnt vmcnt(0)
VMCNT1 = str(encode_waitcnt("gfx9", {"vmcnt": 1}))  # 3953: one too high for one copy


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def _write(tmp_path: Path, text: str, name: str = "k.ll") -> str:
    path = tmp_path / name
    path.write_text(text)
    return str(path)


def _read_other(wait: str) -> str:
    return READ_OTHER.replace("COPY", "global.load.async.lds").replace("WAIT", wait)


# GFX9 and GFX10 (wave64 here, as the kernels' wave arithmetic assumes) share the vmcnt
# field, so one immediate serves all.
TARGETS = ["gfx90a", "gfx942", "gfx1030:wavefrontsize64+"]


@pytest.mark.parametrize("target", TARGETS)
def test_lds_dma_waited_with_vmcnt0_then_a_barrier_is_clean(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], target: str) -> None:
    for text in (_read_other(VMCNT0), REFILL.replace("WAIT", VMCNT0)):
        code, out, err = _run(capsys, "check", _write(tmp_path, text), "--target", target,
                              "--workgroup-size", "128")
        assert (code, err) == (0, "")
        assert out.startswith("clean: every execution explored, no findings")


def test_a_wait_count_too_high_is_an_undef_read_at_the_store(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, _read_other(VMCNT1))
    code, out, _ = _run(capsys, "check", path, "--target", "gfx942", "--workgroup-size", "128")
    assert code == 1
    assert out.splitlines()[0].startswith(
        f"{path}:27:3: undef-read: a value that may be undef is stored to global memory")
    assert "the load at line 25 may read lds[0] before the async copy at line 17 writes it" \
        in out
    # The story names the wait as written (story.py), not the asyncmark it is read as.
    assert (f"{path}:17:3: vmcnt counts the copy; 0 later copies it counts in this function "
            "body") in out
    assert (f"{path}:18:3: s_waitcnt vmcnt(1) leaves the copy outstanding (in the issuing "
            "lane, before its release); s_waitcnt vmcnt(0) would cover it") in out
    assert "wait.asyncmark" not in out


def test_a_copy_no_hardware_wait_follows_is_told_so(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, _read_other(VMCNT1).replace(
        f"  call void @llvm.amdgcn.s.waitcnt(i32 {VMCNT1})\n", ""))
    code, out, _ = _run(capsys, "check", path, "--target", "gfx942", "--workgroup-size", "128")
    assert code == 1
    assert ("no s_waitcnt vmcnt (nor an asyncmark and wait.asyncmark) follows the copy in "
            "this function body to complete it") in out
    assert "missing asyncmark" not in out


@pytest.mark.parametrize("target", TARGETS)
def test_a_wait_count_too_high_is_a_race_at_the_second_copy(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], target: str) -> None:
    path = _write(tmp_path, REFILL.replace("WAIT", VMCNT1))
    code, out, _ = _run(capsys, "check", path, "--target", target, "--workgroup-size", "128")
    assert code == 1
    assert out.splitlines()[0] == (
        f"{path}:31:3: race: async copy writes of lds[0] conflicts with the async copy at "
        "line 19, which may still be in flight (in 64 lanes)")
    assert out.count(": race:") == 1 and "undef-read" not in out


NONCONSTANT = """target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %g, i32 %imm) {
  %v = load i32, ptr addrspace(1) %g
  tail call void @llvm.amdgcn.s.waitcnt(i32 %imm)
  store i32 %v, ptr addrspace(1) %g
  ret void
}

declare void @llvm.amdgcn.s.waitcnt(i32)
"""


@pytest.mark.parametrize("command", [("check", "--target", "gfx942"),
                                     ("waitcnt", "--target", "gfx942")])
def test_a_nonconstant_immediate_is_a_located_error(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], command: tuple[str, ...]) -> None:
    path = _write(tmp_path, NONCONSTANT)
    code, out, err = _run(capsys, command[0], path, *command[1:])
    assert (code, out) == (2, "")
    assert err.splitlines()[0] == (
        f"{path}:5:3: error[nonconstant-wait-count]: the wait immediate of "
        "llvm.amdgcn.s.waitcnt must be a constant integer, got %imm")
    assert "Traceback" not in err


def test_an_immediate_past_16_bits_is_a_located_error(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, NONCONSTANT.replace("i32 %imm)\n  store", "i32 65536)\n  store"))
    code, out, err = _run(capsys, "check", path, "--target", "gfx942")
    assert (code, out) == (2, "")
    assert err.startswith(f"{path}:5:3: error[bad-wait-count]: llvm.amdgcn.s.waitcnt(65536)")


def test_the_copy_not_the_wait_is_what_a_target_lacks(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """On GFX11 the LDS DMA does not exist; ``s_waitcnt`` does. The error names the copy,
    also where the wait comes first in the function (a wait before the copy's block)."""
    first = REFILL.replace("WAIT", VMCNT0).replace(
        "  %t = call i32 @llvm.amdgcn.workitem.id.x()\n",
        "  tail call void @llvm.amdgcn.s.waitcnt(i32 0)\n"
        "  %t = call i32 @llvm.amdgcn.workitem.id.x()\n")
    path = _write(tmp_path, first)
    for command in ("check", "waitcnt"):
        code, out, err = _run(capsys, command, path, "--target", "gfx1100")
        assert (code, out) == (2, "")
        assert err.splitlines()[0] == (
            f"{path}:20:3: error[unsupported-on-target]: llvm.amdgcn.global.load.async.lds "
            "(LDS DMA) does not exist on gfx1100")


def test_waitcnt_applies_a_source_wait_and_predicts_none(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``amdsync waitcnt`` predicts the counter wait of each ``wait.asyncmark``; an
    ``s_waitcnt`` of the source is already one (docs/semantics/hardware-waits.md,
    "The predictor")."""
    path = _write(tmp_path, _read_other(VMCNT0))
    code, out, err = _run(capsys, "waitcnt", path, "--target", "gfx942")
    assert (code, out, err) == (0, "no wait.asyncmark in the program (gfx942)\n", "")


def test_s_wait_asynccnt_is_named_where_the_target_lacks_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``s_wait_asynccnt`` exists on GFX12.5 only (ASYNCcnt): on gfx942 the error names
    it, not the ``wait.asyncmark`` it is read as."""
    text = NONCONSTANT.replace("tail call void @llvm.amdgcn.s.waitcnt(i32 %imm)",
                               "call void @llvm.amdgcn.s.wait.asynccnt(i16 0)").replace(
        "declare void @llvm.amdgcn.s.waitcnt(i32)",
        "declare void @llvm.amdgcn.s.wait.asynccnt(i16)")
    path = _write(tmp_path, text)
    code, out, err = _run(capsys, "check", path, "--target", "gfx942")
    assert (code, out) == (2, "")
    assert err.splitlines()[0] == (f"{path}:5:3: error[unsupported-on-target]: "
                                   "llvm.amdgcn.s.wait.asynccnt does not exist on gfx942")
    code, out, _ = _run(capsys, "check", path, "--target", "gfx1250", "--workgroup-size", "1")
    assert code == 0 and out.splitlines()[-1].startswith("clean: every execution explored")


WHY = 'docs/semantics/hardware-waits.md, "What a hardware wait does in the semantics"'
NO_FENCE = (HERE / "waitcnt_barrier_no_fence.ll").read_text()


def test_a_hardware_wait_orders_nothing_between_waves(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``s_waitcnt(0)`` and ``s_barrier`` without fences: a race at the use of the load;
    with the release and acquire fences the barrier pairs with: clean."""
    bare = NO_FENCE.replace("FENCE_RELEASE", "").replace("FENCE_ACQUIRE", "")
    path = _write(tmp_path, bare)
    code, out, _ = _run(capsys, "check", path, "--target", "gfx942", "--workgroup-size", "128")
    assert code == 1
    assert out.splitlines()[0].startswith(
        f"{path}:20:3: race: a value that may be undef is stored to global memory")
    assert "the load at line 18 races with the store at line 13" in out
    fenced = NO_FENCE.replace("FENCE_RELEASE", '  fence syncscope("workgroup") release\n') \
        .replace("FENCE_ACQUIRE", '  fence syncscope("workgroup") acquire\n')
    code, out, _ = _run(capsys, "check", _write(tmp_path, fenced, "fenced.ll"),
                        "--target", "gfx942", "--workgroup-size", "128")
    assert code == 0 and out.startswith("clean")


def test_notes_speak_of_the_copy_and_the_counter(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The marks and waits the reader made of ``s_waitcnt`` are not the user's
    asyncmarks: the notes name the copy and the hardware wait."""
    path = _write(tmp_path, REFILL.replace("WAIT", VMCNT1))
    _, out, _ = _run(capsys, "check", path, "--target", "gfx942", "--workgroup-size", "128")
    notes = [line for line in out.splitlines() if ": note [" in line]
    assert notes == [
        f"{path}:19:3: note [async-outstanding-at-exit]: 64 async operation(s) were never "
        "waited for before their wave ended",
        f"{path}:19:3: note [asyncmark-not-waited]: no later llvm.amdgcn.s.waitcnt waits "
        "for this asynchronous copy: its count is never at or below the copies issued "
        "after it",
        f"{path}:20:3: note [wait-no-op]: this llvm.amdgcn.s.waitcnt's vmcnt (1) is never "
        "below the number of asynchronous copies outstanding: it completes none (what "
        f"else it waits for has no effect in the model, {WHY})"]


def test_the_checked_fix_lowers_the_vmcnt_and_keeps_the_other_counters(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``--fixes``: the wait count lowered is the s_waitcnt's vmcnt, re-encoded with
    the other counters as written (here lgkmcnt(0) stays); ``--fix`` writes it."""
    wait = str(encode_waitcnt("gfx9", {"vmcnt": 1, "lgkmcnt": 0}))  # 113
    path = _write(tmp_path, REFILL.replace("WAIT", wait))
    code, out, _ = _run(capsys, "check", path, "--target", "gfx942", "--workgroup-size", "128",
                        "--fixes")
    assert code == 1
    fixed = str(encode_waitcnt("gfx9", {"vmcnt": 0, "lgkmcnt": 0}))  # 112
    assert (f"  race at line 31: fix (checked: the launch then has no finding): s_waitcnt "
            f"vmcnt(1) at line 20 lowered to vmcnt(0) (immediate {wait} to {fixed})") in out
    written = tmp_path / "fixed.ll"
    code, _, _ = _run(capsys, "check", path, "--target", "gfx942", "--workgroup-size", "128",
                      "--fix", str(written))
    assert code == 1
    assert written.read_text() == REFILL.replace("WAIT", wait).replace(
        f"s.waitcnt(i32 {wait})", f"s.waitcnt(i32 {fixed})")
