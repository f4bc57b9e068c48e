"""The README's Python API example runs as written, and the API's errors are located."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import amdsync

ROOT = Path(__file__).resolve().parents[2]


def test_the_readme_example_runs(capsys: pytest.CaptureFixture[str]) -> None:
    readme = (ROOT / "README.md").read_text()
    section = readme.split("## Python API", 1)[1]
    code = re.search(r"```python\n(.*?)```", section, re.S)
    assert code is not None
    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        exec(compile(code.group(1), "README.md", "exec"), {})
    finally:
        os.chdir(cwd)
    assert capsys.readouterr().out.splitlines() == ["49 45", "no-such-file"]


def test_text_sources_and_launch_errors() -> None:
    text = (ROOT / "quality" / "straight_wait_exact.ll").read_text()
    assert amdsync.check(text, workgroup_size=64).status == "clean"
    with pytest.raises(amdsync.AmdsyncError) as error:
        amdsync.check(text, workgroup_size=(64, 2, 2, 2))
    assert error.value.code == "usage" and "workgroup_size" in str(error.value)
    with pytest.raises(amdsync.AmdsyncError) as error:
        amdsync.check(text, workgroup_size=100_000)
    assert error.value.code == "bad-launch"


def test_import_is_lazy() -> None:
    probe = ("import sys, amdsync; assert 'amdsync.explore.machine.machine' not in sys.modules; "
             "amdsync.check; assert 'amdsync.api' in sys.modules")
    subprocess.run([sys.executable, "-c", probe], check=True,
                   env={**os.environ, "PYTHONPATH": str(ROOT / "src")})
