"""A checked fix for every finding (explore/search/fixes.py, docs/fixes.md): each fix
is an edit of the .ll that was read again and checked, removes its finding, adds none;
every fix applied together (``--fix OUT.ll``) checks clean where each cause has a fix;
and where no synchronization edit can fix a finding, the finding says so."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import amdsync
from amdsync.api import load_kernel
from amdsync.cli.main import main
from amdsync.formats.llvm import edits as e

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "wait_off_by_one.ll"
SEEDED = ROOT / "examples" / "triton" / "seeded"
HIP_LL = ROOT / "examples" / "hip" / "ll"
MATMUL_LAUNCH = ["--target", "gfx950", "--workgroup-size", "256", "--arg", "3=128",
                 "--arg", "4=128", "--arg", "5=512", "--arg", "6=512", "--arg", "7=128",
                 "--arg", "8=128"]


def _fixes(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, dict]:
    code = main([*argv, "--fixes", "--json"])
    return code, json.loads(capsys.readouterr().out)


def test_a_wait_one_too_high_is_fixed_by_lowering_it(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, report = _fixes(["check", str(EXAMPLE), "--workgroup-size", "64", "--arg", "n=8"],
                          capsys)
    assert code == 1
    fixes = report["fixes"]["fixes"]
    assert len(fixes) == len(report["findings"]) == 2
    for fix in fixes:
        assert fix["checked"] is True
        assert fix["what"] == ("wait.asyncmark(3) at line 40 lowered to wait.asyncmark(2)")
        assert fix["status_after"] == "clean"
        assert "-  call void @llvm.amdgcn.wait.asyncmark(i16 3)" in fix["diff"]
        assert "+  call void @llvm.amdgcn.wait.asyncmark(i16 2)" in fix["diff"]
    assert report["fixes"]["combined"]["status"] == "clean"


def test_fix_writes_the_ir_and_it_checks_clean(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "fixed.ll"
    launch = ["--workgroup-size", "64", "--arg", "n=8"]
    assert main(["check", str(EXAMPLE), *launch, "--fix", str(out)]) == 1
    err = capsys.readouterr().err
    assert f"wrote {out}: every checked fix applied together; the launch checks clean" in err
    assert "wait.asyncmark(i16 2)" in out.read_text()
    assert main(["check", str(out), *launch]) == 0


def test_text_names_each_fix_once_with_the_findings_it_removes(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(EXAMPLE), "--workgroup-size", "64", "--arg", "n=8",
                 "--fixes"]) == 1
    out = capsys.readouterr().out
    assert ("race at line 37, undef-read at line 49: fix (checked: the launch then has no "
            "finding): wait.asyncmark(3) at line 40 lowered to wait.asyncmark(2)") in out
    assert "every fix applied together: the launch checks clean" in out


def test_suggest_on_findings_prints_the_fixes_diff(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(EXAMPLE), "--workgroup-size", "64", "--arg", "n=8",
                 "--suggest"]) == 1
    out = capsys.readouterr().out
    assert out.startswith(f"--- a/{EXAMPLE}\n+++ b/{EXAMPLE}\n")
    assert "+  call void @llvm.amdgcn.wait.asyncmark(i16 2)" in out


def test_fixes_take_one_launch_shape(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(EXAMPLE), "--workgroup-size", "64", "--arg", "n=4,8",
                 "--fixes"]) == 2
    assert "--fixes and --fix search fixes for one launch shape" in capsys.readouterr().err


@pytest.mark.parametrize(("seeded", "what"), [
    ("matmul_bf16_s2.wait_plus1.ll",
     "wait.asyncmark(1) at kernels.py:31 (IR line 212) lowered to wait.asyncmark(0)"),
    ("matmul_bf16_s2.no_fence.ll",
     "the barrier at kernels.py:31 (IR line 214) given a release fence before it and an "
     "acquire fence after it (workgroup scope)"),
])
def test_seeded_triton_bugs_get_the_cheapest_fix(seeded: str, what: str, tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "fixed.ll"
    code = main(["check", str(SEEDED / seeded), *MATMUL_LAUNCH, "--fix", str(out),
                 "--json"])
    report = json.loads(capsys.readouterr().out)
    assert code == 1
    assert {f["what"] for f in report["fixes"]["fixes"]} == {what}
    assert report["fixes"]["combined"]["status"] == "clean"
    assert main(["check", str(out), *MATMUL_LAUNCH]) == 0


# (file, kernel, launch, the fix's words): HIP broken twins compiled for gfx942
# (examples/hip/ll), launched as examples/sources.toml launches them.
HIP_FIXED = [
    ("shared_exchange", "reverse_no_sync", (256, 2),
     "`__syncthreads()` added before shared_exchange.hip:20 (IR line 58)"),
    ("tree_reduce", "block_sum_no_step_sync", (256, 2),
     "`__syncthreads()` added before tree_reduce.hip:24 (IR line 103)"),
    ("message_passing", "publish_workgroup_scope", (64, 2),
     "the fences and atomics at line(s) 77, 79, 84, 92, 97, 99 given a wider scope"),
    ("spin_lock", "locked_add_no_fences", (64, 3),
     "the monotonic atomics made to synchronize (stores release, loads acquire, "
     "read-modify-writes acq_rel) at line(s) 47, 59"),
]


@pytest.mark.parametrize(("name", "kernel", "shape", "what"), HIP_FIXED)
def test_hip_twins_are_fixed_and_the_fixed_ir_checks_clean(
        name: str, kernel: str, shape: tuple[int, int], what: str, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    source = HIP_LL / f"{name}.gfx942.ll"
    out = tmp_path / "fixed.ll"
    launch = ["--target", "gfx942", "--workgroup-size", str(shape[0]), "--workgroups",
              str(shape[1])]
    code = main(["check", str(source), "--kernel", kernel, *launch, "--fix", str(out),
                 "--json"])
    report = json.loads(capsys.readouterr().out)
    assert code == 1
    assert {f["what"] for f in report["fixes"]["fixes"]} == {what}
    assert main(["check", str(out), "--kernel", kernel, *launch]) == 0


def test_a_plain_increment_is_made_one_atomic_read_modify_write(
        capsys: pytest.CaptureFixture[str]) -> None:
    """``local[i]++`` by lanes sharing a bin: a barrier between its load and store, or
    making each half atomic, leaves no race by the model but loses updates; the fix is
    the one atomic read-modify-write an author writes (atomicAdd), the store gone."""
    code, report = _fixes(["check", str(HIP_LL / "histogram.gfx942.ll"), "--kernel",
                           "histogram_plain_increment", "--target", "gfx942",
                           "--workgroup-size", "32", "--workgroups", "2"], capsys)
    assert code == 1
    (fix,) = report["fixes"]["fixes"]
    assert fix["checked"] is True and fix["status_after"] == "clean"
    assert fix["what"] == ("the load at histogram.hip:25 (IR line 67) and the store at "
                           "histogram.hip:25 (IR line 69) made one atomic read-modify-write "
                           "(atomicrmw add, monotonic, at the scope of the memory it "
                           "updates)")
    assert ('+  %1 = atomicrmw add ptr addrspace(3) %arrayidx3, i32 1 syncscope("workgroup") '
            "monotonic, align 4, !dbg !68\n") in fix["diff"]
    assert "+  ; (the atomicrmw writes it) store i32 %inc" in fix["diff"]
    assert report["fixes"]["combined"]["status"] == "clean"


# ---------------------------------------------------------------- text edits

def test_edits_keep_a_map_to_the_original_lines() -> None:
    text = "a\n  b\nc\n"
    edited = e.apply_edits(text, [e.Insert(2, ("x", "y")), e.Replace(3, "C"),
                                  e.Insert(3, ("z",), after=True),
                                  e.Declare("f", "declare void @f()")])
    # (an inserted line takes its neighbour's indentation; an instruction's at least)
    assert edited.text == "a\n  x\n  y\n  b\nC\n  z\ndeclare void @f()\n"
    assert edited.origin == (1, None, None, 2, 3, None, None)
    assert edited.original_line(4) == 2
    assert edited.original_line(2) is None


def test_a_declaration_is_added_once_and_only_when_missing() -> None:
    text = "declare void @llvm.amdgcn.s.barrier()\n"
    edited = e.apply_edits(text, [e.Declare("llvm.amdgcn.s.barrier", e.BARRIER_DECLARATION)])
    assert edited.text == text


@pytest.mark.parametrize(("line", "scope", "made"), [
    ("  %v = load i32, ptr addrspace(3) %p, align 4",
     "workgroup",
     '  %v = load atomic i32, ptr addrspace(3) %p syncscope("workgroup") monotonic, align 4'),
    ("  store i32 %v, ptr addrspace(1) %q, align 4, !dbg !7", "agent",
     '  store atomic i32 %v, ptr addrspace(1) %q syncscope("agent") monotonic, align 4, !dbg !7'),
    ("  %w = load <2 x i32>, ptr addrspace(3) %p, align 8", "workgroup", None),
    ("  %x = load atomic i32, ptr %p monotonic, align 4", "agent", None),
])
def test_make_atomic(line: str, scope: str, made: str | None) -> None:
    edit = e.make_atomic(5, line, scope)
    assert (edit.text if edit else None) == made


def test_scopes_widen_one_step_at_a_time() -> None:
    line = '  fence syncscope("workgroup") release'
    agent = e.widen_scope(1, line)
    assert agent is not None and agent.text == '  fence syncscope("agent") release'
    system = e.widen_scope(1, agent.text)
    assert system is not None and system.text == "  fence release"
    assert e.widen_scope(1, system.text) is None


def test_strengthen_gives_each_atomic_its_synchronizing_ordering() -> None:
    cases = {
        "store atomic i32 1, ptr %f monotonic, align 4": "release",
        "%a = load atomic i32, ptr %f monotonic, align 4": "acquire",
        "%b = atomicrmw add ptr %f, i32 0 monotonic, align 4": "acq_rel",
        "%c = cmpxchg ptr %f, i32 0, i32 1 monotonic monotonic, align 4": "acq_rel acquire",
    }
    for line, ordering in cases.items():
        edit = e.strengthen(1, line)
        assert edit is not None and ordering in edit.text and "monotonic" not in edit.text
    assert e.strengthen(1, "store atomic i32 1, ptr %f release, align 4") is None


def test_wait_counts_are_read_and_set() -> None:
    line = "  call void @llvm.amdgcn.wait.asyncmark(i16 3)"
    assert e.wait_count(line) == 3
    assert e.set_wait_count(9, line, 1).text == "  call void @llvm.amdgcn.wait.asyncmark(i16 1)"


def test_the_api_searches_fixes_when_asked() -> None:
    result = amdsync.check(str(EXAMPLE), workgroup_size=64, args={"n": 8}, fixes=True)
    assert result.fixes is not None
    assert {o.fix.candidate.what for o in result.fixes.outcomes if o.fix} == {
        "wait.asyncmark(3) at line 40 lowered to wait.asyncmark(2)"}
    assert result.to_json()["fixes"]["combined"]["status"] == "clean"
    assert amdsync.check(str(EXAMPLE), workgroup_size=64, args={"n": 8}).fixes is None
    with pytest.raises(amdsync.AmdsyncError, match="fixes=True edits the IR text"):
        amdsync.check(load_kernel(str(EXAMPLE)), workgroup_size=64, args={"n": 8},
                      fixes=True)


def test_a_removed_pipeline_barrier_is_put_back_between_its_fences(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The seeded bug removes the s_barrier between a release and an acquire fence of
    the 2-stage loop; the fix puts one back there, and the fixed IR checks clean."""
    out = tmp_path / "fixed.ll"
    code = main(["check", str(SEEDED / "matmul_bf16_s2.no_barrier.ll"), *MATMUL_LAUNCH,
                 "--fix", str(out), "--json"])
    report = json.loads(capsys.readouterr().out)
    assert code == 1
    assert {f["what"] for f in report["fixes"]["fixes"]} == {
        "an s_barrier added between the release fence at kernels.py:31 (IR line 213) and "
        "the acquire fence after it (a workgroup barrier that orders memory)"}
    assert main(["check", str(out), *MATMUL_LAUNCH]) == 0


def test_sarif_carries_each_findings_fix(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(EXAMPLE), "--workgroup-size", "64", "--arg", "n=8", "--fixes",
                 "--format", "sarif"]) == 1
    run = json.loads(capsys.readouterr().out)["runs"][0]
    fixes = [r["properties"]["fix"] for r in run["results"] if r["level"] == "error"]
    assert [f["what"] for f in fixes] == [
        "wait.asyncmark(3) at line 40 lowered to wait.asyncmark(2)"] * len(fixes)
    assert fixes and all(f["checked"] for f in fixes)
