"""``amdsync targets`` and the table checked against a real LLVM."""

from __future__ import annotations

import json

import pytest

from amdsync.cli.main import main
from amdsync.lower.llvm_driver import CompileJob, compile_modules, llvm_available
from amdsync.targets import PROCESSORS


def test_targets_table_lists_every_processor(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["targets"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].split()[:4] == ["processor", "gen", "waves", "features"]
    assert len(out) == 1 + len(PROCESSORS)
    row = next(line for line in out if line.startswith("gfx950 "))
    assert row.split() == ["gfx950", "gfx9", "64", "sramecc,tgsplit,xnack", "1,2,4,12,16",
                           "vmcnt", "s_barrier", "expcnt,lgkmcnt,vmcnt"]
    row = next(line for line in out if line.startswith("gfx1250 "))
    assert row.split()[4:7] == ["b8..b128", "asynccnt", "s_barrier+split+named+cluster"]


def test_targets_one_target(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["targets", "gfx942:xnack-:sramecc+"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "target ID      gfx942:sramecc+:xnack-"
    assert "asyncmark      yes, waits become vmcnt" in out
    assert "barriers       s_barrier; BackOffBarrier" in out


def test_targets_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["targets", "gfx1100:wavefrontsize64+", "--json"]) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["target_id"] == "gfx1100:wavefrontsize64+"
    assert record["wave_size"] == 64
    assert record["asyncmark"] is False and record["async_counter"] is None


def test_targets_bad_name_is_a_located_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["targets", "gfx1250:xnack+"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("<command line>: error[unsupported-feature]: processor gfx1250 has "
                          "no target feature 'xnack'")


_PROBE = """target triple = "amdgcn-amd-amdhsa"
@lds = internal addrspace(3) global [4096 x i8] poison, align 16
{decls}
define amdgpu_kernel void @k(ptr addrspace(1) %g) {{
{body}
  ret void
}}
"""
_PROBES = {
    "asyncmark": ("declare void @llvm.amdgcn.asyncmark()\n"
                  "declare void @llvm.amdgcn.wait.asyncmark(i16 immarg)",
                  "  call void @llvm.amdgcn.asyncmark()\n"
                  "  call void @llvm.amdgcn.wait.asyncmark(i16 0)"),
    "dma16": ("declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), "
              "ptr addrspace(3), i32 immarg, i32 immarg, i32 immarg)",
              "  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %g, "
              "ptr addrspace(3) @lds, i32 16, i32 0, i32 0)"),
    "gfx1250": ("declare void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1), "
                "ptr addrspace(3), i32 immarg, i32 immarg)",
                "  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, "
                "ptr addrspace(3) @lds, i32 0, i32 0)"),
    "split": ("declare void @llvm.amdgcn.s.barrier.signal(i32 immarg)\n"
              "declare void @llvm.amdgcn.s.barrier.wait(i16 immarg)",
              "  call void @llvm.amdgcn.s.barrier.signal(i32 -1)\n"
              "  call void @llvm.amdgcn.s.barrier.wait(i16 -1)"),
}


@pytest.mark.skipif(not llvm_available(), reason="needs triton==3.9.0 (its LLVM)")
def test_table_rows_agree_with_triton_llvm() -> None:
    """A sample of the table, compiled: what the table says compiles does, and what it
    says is missing makes LLVM fail (often by aborting its process)."""
    sample = ("gfx803", "gfx90a", "gfx942", "gfx950", "gfx1030", "gfx1100", "gfx1200",
              "gfx1250")
    jobs, expected = [], []
    for name in sample:
        p = PROCESSORS[name]
        has = {"asyncmark": p.has_asyncmark, "dma16": 16 in p.lds_dma_sizes,
               "gfx1250": p.has_gfx1250_async, "split": p.split_barrier}
        for probe, (decls, body) in _PROBES.items():
            jobs.append(CompileJob(_PROBE.format(decls=decls, body=body), name))
            expected.append((name, probe, has[probe]))
    results = compile_modules(jobs)
    got = [(name, probe, result.ok) for (name, probe, _), result in
           zip(expected, results, strict=True)]
    assert got == expected
