"""The lazy read log (explore/memory/shadow.py) changes nothing a check reports: every kernel of
the quality set and of the HIP/OpenCL examples (both verdicts), and four Triton examples
with a seeded bug, give the same JSON report with the log on and off, and a region
first read and then written by another lane still reports the race with the read."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path
from typing import Any

import pytest

from amdsync.cli.main import main
from amdsync.explore.memory import shadow

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"


def _quality() -> list[tuple[str, list[str]]]:
    out = []
    for path in sorted((ROOT / "quality").rglob("*.ll")):
        args = next((line.removeprefix("; ARGS:").split()
                     for line in path.read_text().splitlines()
                     if line.startswith("; ARGS:")), [])
        out.append((str(path), args))
    return out


def _sources() -> list[tuple[str, list[str]]]:
    manifest = tomllib.loads((EXAMPLES / "sources.toml").read_text())
    out = []
    for case in manifest["case"]:
        source = EXAMPLES / case["source"]
        ll = source.parent / "ll" / f"{source.stem}.gfx942.ll"
        out.append((str(ll), ["--kernel", case["kernel"], "--target", "gfx942",
                              *case["launch"]]))
    return out


def _triton() -> list[tuple[str, list[str]]]:
    launches: dict[str, dict[str, Any]] = json.loads(
        (EXAMPLES / "triton" / "launches.json").read_text())
    out = []
    # The smallest pipelined, masked and gfx1250 kernels and a seeded bug (the log-off
    # runs are the slow ones: time).
    chosen = ("matmul_bf16_s2", "matmul_masked_bf16_s3", "gfx1250/matmul_bf16_s2",
              "gfx942/softmax_bf16")
    for launch in (launches[name] for name in chosen):
        args = ["--workgroup-size", str(launch["workgroup_size"]),
                "--target", launch.get("target", "gfx950")]
        for index, value in launch["args"].items():
            args += ["--arg", f"{index}={value}"]
        out.append((str(EXAMPLES / "triton" / launch["file"]), args))
        if launch.get("target", "gfx950") == "gfx950":
            # One seeded bug per kernel (of one target: time).
            stem = Path(launch["file"]).stem
            seeded = sorted((EXAMPLES / "triton" / "seeded").glob(f"{stem}.*.ll"))
            out += [(str(seeded[0]), args)] if seeded else []
    return out


CASES = _quality() + _sources() + _triton()


def _report(path: str, args: list[str], capsys: pytest.CaptureFixture[str]) -> Any:
    code = main(["check", path, *args, "--format", "json"])
    report = json.loads(capsys.readouterr().out)
    report.pop("stats", None)
    return code, report


@pytest.mark.parametrize(("path", "args"), CASES,
                         ids=[f"{Path(p).parent.name}/{Path(p).name}:{' '.join(a[:2])}"
                              for p, a in CASES])
def test_same_report_with_and_without_the_log(path: str, args: list[str],
                                              capsys: pytest.CaptureFixture[str],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    lazy = _report(path, args, capsys)
    monkeypatch.setattr(shadow, "LAZY_READS", False)
    eager = _report(path, args, capsys)
    assert lazy == eager


KERNEL = """
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %buf, ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %w = icmp eq i32 %t, 64
  %p = getelementptr i32, ptr addrspace(1) %buf, i32 3
  %v = load i32, ptr addrspace(1) %p
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o
  br i1 %w, label %store, label %done
store:
  store i32 7, ptr addrspace(1) %p
  br label %done
done:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
"""


def test_a_logged_read_still_races_with_a_later_write(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]
                                                      ) -> None:
    # Wave 0 reads buf[3] (logged: nothing but reads has touched buf) and stores the
    # value to out; wave 1's lane 64 then writes buf[3], unordered with wave 0's read:
    # the read may return undef, and its value reaches global memory.
    path = tmp_path / "k.ll"
    path.write_text(KERNEL)
    code, report = _report(str(path), ["--workgroup-size", "128"], capsys)
    assert code == 1
    assert [(f["kind"], f["line"]) for f in report["findings"]] == [("race", 10)]
    assert re.search(r"the load at line 8 races with the store at line 13",
                     report["findings"][0]["message"])
