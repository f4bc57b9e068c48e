"""Names and origins as the author knows them (issue 42, item 2; docs/findings.md):
a HIP pointer parameter's memory is named as the source names it (``count[0]``, not
clang's ``count.coerce[0]``), and an undefined value whose read raced with different
writes for different lanes keeps every one of those causes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from amdsync.cli.main import main
from amdsync.explore.memory.address import lds_name

ROOT = Path(__file__).resolve().parents[2]

# Three waves: lane 0 of wave 0 writes s[0], lane 0 of wave 1 writes s[1], lanes 0 and 1
# of wave 2 read s[0] and s[1] with nothing ordering them after the writes and store
# what they read. The reads' register holds both lanes' values: its use at line 30 may
# carry either race.
TWO_WRITES = """\
target triple = "amdgcn-amd-amdhsa"

@s = internal addrspace(3) global [64 x i32] poison

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %is0 = icmp eq i32 %t, 0
  br i1 %is0, label %w0, label %n0
w0:
  store i32 1, ptr addrspace(3) @s
  br label %n0
n0:
  %is1 = icmp eq i32 %t, 64
  br i1 %is1, label %w1, label %n1
w1:
  %p1 = getelementptr i32, ptr addrspace(3) @s, i32 1
  store i32 2, ptr addrspace(3) %p1
  br label %n1
n1:
  %is2 = icmp uge i32 %t, 128
  %lt2 = icmp ult i32 %t, 130
  %both = and i1 %is2, %lt2
  br i1 %both, label %r, label %done
r:
  %i = sub i32 %t, 128
  %p = getelementptr i32, ptr addrspace(3) @s, i32 %i
  %v = load i32, ptr addrspace(3) %p
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %v, ptr addrspace(1) %q
  br label %done
done:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
"""


def test_a_hip_pointer_parameter_is_named_without_coerce(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    code = main(["check", "examples/hip/ll/counter.gfx942.ll", "--kernel",
                 "count_items_plain", "--target", "gfx942", "--workgroup-size", "64",
                 "--workgroups", "2", "--json"])
    report = json.loads(capsys.readouterr().out)
    [finding] = report["findings"]
    assert code == 1
    assert finding["message"] == ("store of count[0] by lane 2 of wave 0 races with the "
                                  "store at line 10 of counter.hip (IR line 36) by lane 0 "
                                  "of wave 0 (in 63 lanes)")
    assert ".coerce" not in json.dumps(report)


def test_a_use_keeps_every_write_its_read_raced_with(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Before, the use kept the first origin of its read site: the finding named the
    store at line 11 only; now it names both stores, each pair in the cause."""
    path = tmp_path / "two.ll"
    path.write_text(TWO_WRITES)
    code = main(["check", str(path), "--target", "gfx942", "--workgroup-size", "192",
                 "--json"])
    report = json.loads(capsys.readouterr().out)
    [finding] = report["findings"]
    assert code == 1
    assert (finding["kind"], finding["line"], finding["instances"]) == ("race", 30, 2)
    assert finding["message"] == (
        "a value that may be undef is stored to global memory, which outlives the kernel "
        "(lane 0 of wave 2, and 1 more lane instance(s)): the load at line 28 races with "
        "the store at line 11 (lane 0 of wave 0), so it returns undef (a non-atomic read "
        "that may see a racing write); the same with the accesses at line 18")
    cause = finding["cause"]
    assert [s["line"] for s in cause["sites"]] == [28, 11]
    assert [[s["line"] for s in pair] for pair in cause["instructions"]] == [[28, 11],
                                                                             [28, 18]]


def test_a_read_of_unwritten_memory_names_the_write_it_may_have_missed(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """examples/hip/shared_exchange.hip reverse_no_sync: wave 0 reads tile[1020] before
    wave 3 stores it, with no barrier between; before, the finding named the read alone
    (``no-write``) and the race of the later waves' reads with the same store was lost
    to it. The read may see that store (amdgpu-memory-model, read values): one cause, a
    race of line 20 with line 19."""
    monkeypatch.chdir(ROOT)
    code = main(["check", "examples/hip/ll/shared_exchange.gfx942.ll", "--kernel",
                 "reverse_no_sync", "--target", "gfx942", "--workgroup-size", "256",
                 "--workgroups", "2", "--json"])
    report = json.loads(capsys.readouterr().out)
    [finding] = report["findings"]
    assert code == 1
    assert (finding["kind"], finding["line"], finding["instances"]) == ("race", 60, 512)
    assert finding["message"] == (
        "a value that may be undef is stored to global memory, which outlives the kernel "
        "(lane 0 of wave 0, and 511 more lane instance(s)): the load at line 20 of "
        "shared_exchange.hip (IR line 58) races with the store at line 19 of "
        "shared_exchange.hip (IR line 54) (lane 63 of wave 3), which writes tile[1020] of "
        "reverse_no_sync after it with no happens-before between them: no write precedes "
        "the read, and it may see that write, so it returns undef (amdgpu-memory-model, "
        "read values)")
    cause = finding["cause"]
    assert cause["missing"] == "happens-before"
    assert [(s["line"], s["source"]) for s in cause["sites"]] == [
        (58, "shared_exchange.hip:20"), (54, "shared_exchange.hip:19")]
    assert [(e["line"], e["what"]) for e in finding["trace"][:2]] == [
        (58, "load of tile[1020] of reverse_no_sync by lane 0 of wave 0: nothing was "
             "written there before"),
        (54, "store of tile[1020] of reverse_no_sync by lane 63 of wave 3, after the read "
             "and not ordered after it")]


def test_a_read_nothing_ever_writes_names_the_read_alone(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    code = main(["check", "quality/uninitialized_lds_read.ll", "--json"])
    [finding] = json.loads(capsys.readouterr().out)["findings"]
    assert (code, finding["kind"]) == (1, "undef-read")
    assert finding["cause"] == {"missing": "no-write",
                                "sites": [{"file": "quality/uninitialized_lds_read.ll",
                                           "line": 11}]}


def test_an_opencl_local_is_named_as_the_source_names_it() -> None:
    """clang names an OpenCL kernel's ``__local`` array ``@KERNEL.NAME``; only a
    function the module defines is taken as its owner."""
    assert lds_name("reverse_no_barrier.tile", {"reverse_no_barrier"}) == (
        "tile of reverse_no_barrier")
    assert lds_name("reverse_no_barrier.tile") == "reverse_no_barrier.tile"
    assert lds_name("lds.buf", {"k"}) == "lds.buf"
    assert lds_name("_ZZ22block_sum_no_step_syncPiPKiE7partial", {"k"}) == (
        "partial of block_sum_no_step_sync")
