"""`amdsync triton --constexpr NAME=VALUE` takes what the host passes for a
``tl.constexpr``: numbers, ``True``/``False``, a quoted string and a Triton dtype
(``tl.float32``); anything else is a located usage error (docs/triton.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from amdsync.cli.main import main

KERNELS = Path(__file__).resolve().parent / "constexprs" / "cast_kernels.py"
LAUNCH = ["--target", "gfx942", "--num-warps", "1", "--workgroups", "2",
          "--pointer-type", "*fp32", "--arg-type", "y_ptr=*fp16", "--arg", "n=128",
          "--constexpr", "OUT_DTYPE=tl.float16", "--constexpr", "SCALE=True",
          "--constexpr", "BLOCK=64", "--format", "json"]


def _check(mode: str, capsys: pytest.CaptureFixture[str]) -> dict[str, object]:
    code = main(["triton", f"{KERNELS}:scale_cast", *LAUNCH, "--constexpr", f"MODE={mode}"])
    out = json.loads(capsys.readouterr().out)
    assert code == (0 if out["status"] == "clean" else 1)
    return dict(out)


def test_dtype_bool_and_string_constexprs_compile_and_decide(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert _check("'plain'", capsys)["status"] == "clean"
    racy = _check("'shift'", capsys)
    assert racy["status"] == "findings"
    assert {f["kind"] for f in racy["findings"]} == {"race"}  # type: ignore[attr-defined]


@pytest.mark.parametrize(("value", "message"), [
    ("tl.float33", "'tl.float33' is not a Triton dtype (one of "),
    ("tl.program_id", "'tl.program_id' is not a Triton dtype"),
    ("mean", "'mean' is not a number"),
])
def test_a_bad_constexpr_is_a_located_usage_error(
        value: str, message: str, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["triton", f"{KERNELS}:scale_cast", *LAUNCH, "--constexpr", f"MODE={value}"])
    err = capsys.readouterr().err
    assert code == 2
    assert f"--constexpr MODE: {message}" in err
