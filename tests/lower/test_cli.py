"""``amdsync lower`` and ``amdsync waitcnt`` on builder scripts and .ll files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from amdsync.cli.main import main
from amdsync.lower.llvm_driver import llvm_available

SCRIPT = '''\
from amdsync.program.builder import ProgramBuilder, ptr
from amdsync.program.types import I32

pb = ProgramBuilder("pipe.py")
lds = pb.lds("tile", 3 * 1024)
with pb.kernel("k", g=ptr(1), n=I32) as k:
    tid = k.workitem_id()
    for stage in range(3):
        k.async_load_to_lds(k.arg("g") + tid * 4 + stage * 1024, lds + stage * 1024)
        k.asyncmark()
    with k.loop(0, k.arg("n")) as i:
        k.wait_asyncmark(2)
        k.async_load_to_lds(k.arg("g") + tid * 4 + i * 1024, lds)
        k.asyncmark()
    k.wait_asyncmark(0)
program = pb.build()
'''


@pytest.fixture
def script(tmp_path: Path) -> Path:
    path = tmp_path / "pipe.py"
    path.write_text(SCRIPT)
    return path


def test_lower_writes_ll_with_target_intrinsics(script: Path, tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "pipe.ll"
    assert main(["lower", str(script), "--target", "gfx950", "-o", str(out)]) == 0
    text = out.read_text()
    assert text.count("call void @llvm.amdgcn.load.async.to.lds.p1(") == 4
    assert '"target-cpu"="gfx950"' in text
    assert main(["lower", str(script), "--target", "gfx1250"]) == 0
    assert "@llvm.amdgcn.global.load.async.to.lds.b32(" in capsys.readouterr().out


def test_lower_unsupported_target_is_located(script: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["lower", str(script), "--target", "gfx1100"]) == 2
    err = capsys.readouterr().err.splitlines()
    assert err[0] == (f"{script}:9: error[lower-unsupported]: gfx1100 (gfx11) has no "
                      "asynchronous LDS DMA (load.to.lds exists on GFX9 and GFX10; GFX12.5 "
                      "has only the async global.load.async.to.lds)")
    assert err[1].strip().startswith("9 |")


def test_waitcnt_prints_waits_beside_source_lines(script: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["waitcnt", str(script), "--target", "gfx942"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "wait.asyncmark → hardware counter waits on gfx942"
    assert out[1] == (f"{script}:12: wait.asyncmark(2) in k: LLVM emits s_waitcnt vmcnt(2); "
                      "minimal safe: s_waitcnt vmcnt(2)")
    assert out[2] == "    12 |         k.wait_asyncmark(2)"
    assert out[3].endswith("wait.asyncmark(0) in k: LLVM emits s_waitcnt vmcnt(0); "
                           "minimal safe: s_waitcnt vmcnt(0)")


def test_waitcnt_on_lowered_ll_and_json(script: Path, tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    ll = tmp_path / "pipe.ll"
    assert main(["lower", str(script), "--target", "gfx1250", "-o", str(ll)]) == 0
    assert main(["waitcnt", str(ll), "--json"]) == 0  # target from the file's target-cpu
    records = json.loads(capsys.readouterr().out)
    assert [(r["counter"], r["count"], r["llvm"], r["minimal"]) for r in records] == [
        ("asynccnt", 2, 2, 2), ("asynccnt", 0, 0, 0)]
    assert records[0]["location"].startswith(f"{ll}:")


def test_waitcnt_rejects_targets_without_asyncmark(script: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["waitcnt", str(script), "--target", "gfx1200"]) == 2
    assert "gfx1200 (gfx12) has no wait.asyncmark" in capsys.readouterr().err


def test_bad_inputs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["lower", str(tmp_path / "missing.ll")]) == 2
    assert "error[no-such-file]" in capsys.readouterr().err
    bad = tmp_path / "bad.py"
    bad.write_text("x = 1\nraise ValueError('boom')\n")
    assert main(["waitcnt", str(bad)]) == 2
    assert (f"{bad}:2:1: error[bad-builder-script]: the builder script raised ValueError: boom"
            in capsys.readouterr().err)
    empty = tmp_path / "empty.py"
    empty.write_text("x = 1\n")
    assert main(["lower", str(empty)]) == 2
    assert "must define `program`" in capsys.readouterr().err
    assert main(["lower", str(empty), "--target", "gfx9000"]) == 2


@pytest.mark.skipif(not llvm_available(), reason="needs triton==3.9.0 (its LLVM)")
def test_compile_flags(script: Path, tmp_path: Path,
                       capsys: pytest.CaptureFixture[str]) -> None:
    asm = tmp_path / "pipe.s"
    assert main(["lower", str(script), "--target", "gfx942", "-o", str(tmp_path / "p.ll"),
                 "--asm", str(asm)]) == 0
    assert "; wait_asyncmark(2)" in asm.read_text()
    assert main(["waitcnt", str(script), "--target", "gfx942", "--compile"]) == 0
    out = capsys.readouterr().out
    assert out.count("compiled: vmcnt") == 2 and "(agree)" in out


@pytest.mark.skipif(not llvm_available(), reason="needs triton==3.9.0 (its LLVM)")
def test_waitcnt_compiles_an_ll_file_as_written(capsys: pytest.CaptureFixture[str]) -> None:
    example = Path(__file__).resolve().parents[2] / "examples" / "wait_off_by_one.ll"
    assert main(["waitcnt", str(example), "--compile"]) == 0
    out = capsys.readouterr().out
    assert "wait.asyncmark(3) in pipelined_copy: LLVM emits s_waitcnt vmcnt(4)" in out
    assert out.count("(agree)") == 2
