"""When a barrier-arrive-release synchronizes with a barrier-wait-acquire (amdgpu-usage,
the list restored in ../shared/spec/ERRATA.md, item 1):

    A BR synchronizes-with BA in an address space AS if and only if:
    * A barrier-executes-before W.
    * BA and BR's synchronization scope overlap.
    * BA and BR's synchronization scope allow cross address space synchronization
      (they cannot have one-as).
    * BA and BR's address spaces both include AS.

(The s_barrier of two waves sits in divergent branches of one wave each, which is
wave-uniform for each wave.)
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from amdsync.cli.main import main

KERNEL = Path(__file__).resolve().parent / "atomics" / "barrier_pair.ll"


def _fence(order: str, scope: str) -> str:
    return f'fence syncscope("{scope}") {order}' if scope else f"fence {order}"


@pytest.mark.parametrize(("release", "acquire", "races"), [
    ("workgroup", "workgroup", False),
    # Overlap, not inclusion: wave 0's wavefront instance lies inside wave 1's
    # workgroup instance.
    ("wavefront", "workgroup", False),
    ("workgroup", "wavefront", False),
    # Two wavefront instances of different waves do not overlap.
    ("wavefront", "wavefront", True),
    # "they cannot have one-as".
    ("workgroup-one-as", "workgroup-one-as", True),
    ("workgroup-one-as", "workgroup", True),
    ("agent", "agent-one-as", True),
])
def test_barrier_pairing(tmp_path: Path, capsys: pytest.CaptureFixture[str], release: str,
                         acquire: str, races: bool) -> None:
    text = KERNEL.read_text()
    text = text.replace("RELEASE_FENCE", _fence("release", release))
    text = text.replace("ACQUIRE_FENCE", _fence("acquire", acquire))
    kernel = tmp_path / "k.ll"
    kernel.write_text(text)
    code = main(["check", str(kernel), "--json", "--strict-reads", "--workgroup-size", "128"])
    report = json.loads(capsys.readouterr().out)
    assert [(f["kind"], f["line"]) for f in report["findings"]] == (
        [("race", 18)] if races else [])
    assert code == (1 if races else 0)


ONE_AS = Path(__file__).resolve().parent / "atomics" / "one_as_fences.ll"


@pytest.mark.parametrize(("space", "data", "races"), [
    ("1", "glob", False),
    # amdgpu-usage, memory scopes: one-as "only synchronizes with other operations
    # within the same address space" — the flag is global, the data in LDS.
    ("3", "lds", True),
])
def test_one_as_fences_order_only_the_atomic_address_space(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], space: str, data: str,
        races: bool) -> None:
    kernel = tmp_path / "k.ll"
    kernel.write_text(ONE_AS.read_text().replace("SPACE", space).replace("DATA", data))
    code = main(["check", str(kernel), "--json", "--strict-reads", "--workgroup-size", "128"])
    report = json.loads(capsys.readouterr().out)
    assert [(f["kind"], f["line"]) for f in report["findings"]] == (
        [("race", 27)] if races else [])
    assert code == (1 if races else 0)
