"""gfx1250 tensor DMA kernels compiled by Triton 3.9 (issue 28, item 5): Gluon matmuls
with 2 and 3 buffers at 4 and 8 waves, a matmul whose epilogue is a tensor store, a
transpose through LDS, attention with Q loaded once and K/V double-buffered, a fused
per-wave load, a barrier-completed load, and plain-Triton ``tl.make_tensor_descriptor``
matmuls at 2 and 3 stages, and a matmul whose tiles complete on LDS barriers — each at
2-3 launch shapes (full tiles, partial tiles, and
tiles wholly outside the tensor). kernels.py holds the sources, generate.py compiles
them to ll/ and launches.json.

Every unmodified kernel checks clean in default mode; every seeded twin — a tensorcnt
wait raised by one, a wait removed, the barrier that publishes a tile or guards a
reused buffer removed, the barrier before a tensor store removed; for the
barrier-completed load its ``mbarrier.wait`` skipped or its barrier counting one
arrival, for the barrier-completed matmul a wait skipped or its exit test inverted —
gives a finding at the line it affects.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from amdsync.api import check

HERE = Path(__file__).resolve().parent
LAUNCHES: dict[str, list[dict[str, Any]]] = json.loads((HERE / "launches.json").read_text())



def _cases() -> list[Any]:
    cases = []
    for name, runs in sorted(LAUNCHES.items()):
        for index in range(len(runs)):
            cases.append(pytest.param(name, index, id=f"{name}-{index}"))
    return cases


def _check(text: str, run: dict[str, Any]) -> Any:
    return check(text, target="gfx1250", workgroup_size=run["workgroup_size"],
                 args=run["args"])


@pytest.mark.parametrize(("name", "index"), _cases())
def test_the_kernel_is_clean(name: str, index: int) -> None:
    """Clean — where the kernel waits for a barrier-completed tensor operation
    (`gluon_barrier_load`, `gluon_barrier_matmul`), in every order of its waits
    (issue 43; docs/semantics/async-copies.md, "Barrier-completed operations",
    Schedule: before, `incomplete` naming the wait)."""
    run = LAUNCHES[name][index]
    result = _check((HERE / "ll" / run["ll"]).read_text(), run)
    assert not result.findings, [f.message for f in result.findings]
    assert result.status == "clean", result.incomplete_reason


# ---------------------------------------------------------------- seeded twins

def _first(lines: list[str], needle: str, start: int = 0) -> int:
    return next(n for n in range(start, len(lines)) if needle in lines[n])


def _without_barrier(lines: list[str], at: int) -> list[str]:
    """The lines without the workgroup barrier at ``at`` and the release / acquire
    fences Triton puts around it."""
    lo = at - 1 if "fence" in lines[at - 1] else at
    hi = at + 1 if "fence" in lines[at + 1] else at
    return lines[:lo] + lines[hi + 1:]


def raise_wait(lines: list[str], ordinals: tuple[int, ...]) -> tuple[list[str], int]:
    """The first tensorcnt wait allows one more operation in flight."""
    at = _first(lines, "s.wait.tensorcnt(i16")
    n = int(re.search(r"i16 (\d+)\)", lines[at]).group(1))  # type: ignore[union-attr]
    return [*lines[:at], lines[at].replace(f"i16 {n})", f"i16 {n + 1})"),
            *lines[at + 1:]], at


def drop_wait(lines: list[str], ordinals: tuple[int, ...]) -> tuple[list[str], int]:
    at = _first(lines, "s.wait.tensorcnt(i16")
    return lines[:at] + lines[at + 1:], at


def drop_barrier(lines: list[str], ordinals: tuple[int, ...]) -> tuple[list[str], int]:
    """The barriers after the first tensorcnt wait that make every wave's part of the
    tile visible before it is read and every read of a buffer happen before it is
    loaded again (``ordinals``: which of the barriers that follow the wait)."""
    wait = _first(lines, "s.wait.tensorcnt(i16")
    barriers = [n for n in range(wait, len(lines)) if "s.barrier()" in lines[n]]
    for at in sorted((barriers[k] for k in ordinals), reverse=True):
        lines = _without_barrier(lines, at)
    return lines, barriers[ordinals[0]]


def drop_barrier_before_store(lines: list[str], ordinals: tuple[int, ...]
                              ) -> tuple[list[str], int]:
    store = _first(lines, "tensor.store.from.lds(")
    at = max(n for n in range(store) if "s.barrier()" in lines[n])
    return _without_barrier(lines, at), at


def drop_barrier_wait(lines: list[str], ordinals: tuple[int, ...]) -> tuple[list[str], int]:
    """The wave goes past Triton's ``mbarrier.wait`` loop without entering it."""
    poll = _first(lines, "load i64, ptr addrspace(3)")
    loop = lines[poll - 2].split(":")[0]
    at = max(n for n in range(poll) if lines[n].strip().startswith(f"br label %{loop}"))
    exit_block = re.search(r"label %(\w+), !dbg", lines[_first(lines, "br i1", poll)])
    assert exit_block is not None
    return [*lines[:at], lines[at].replace(f"%{loop},", f"%{exit_block.group(1)},"),
            *lines[at + 1:]], at


def count_one_arrival(lines: list[str], ordinals: tuple[int, ...]) -> tuple[list[str], int]:
    """The LDS barrier initialized for one arrival where each of the 4 waves' loads
    arrives (``mbarrier.init(bar, count=1)``)."""
    at = _first(lines, "store i64 12884901891")  # (4 - 1) << 32 | (4 - 1)
    return [*lines[:at], lines[at].replace("12884901891", "0"), *lines[at + 1:]], at


def wrong_parity(lines: list[str], ordinals: tuple[int, ...]) -> tuple[list[str], int]:
    """The first ``mbarrier.wait`` loop's exit test inverted: it waits while the phase
    parity is the one it should wait past, and leaves at once."""
    poll = _first(lines, "load i64, ptr addrspace(3)")
    at = _first(lines, "icmp ", poll)
    swapped = {"icmp eq ": "icmp ne ", "icmp ne ": "icmp eq "}
    op = next(k for k in swapped if k in lines[at])
    return [*lines[:at], lines[at].replace(op, swapped[op]), *lines[at + 1:]], at


Twin = Callable[[list[str], tuple[int, ...]], tuple[list[str], int]]
# The barriers to remove after the first tensorcnt wait. Triton's own 2-stage loop has
# three (the wait, a barrier, the next A load, a barrier, the reads, the next B load, a
# barrier), each redundant given the other two — removing any one is clean, which the
# check finds — so its twin removes the two between the wait and the reads.
BARRIER_ORDINALS = {"triton_descriptor_matmul_s2": (0, 1)}
BARRIER_COMPLETED = ("gluon_barrier_load", "gluon_barrier_matmul")
TWINS: list[tuple[str, Twin]] = [
    (name, twin) for name in sorted(LAUNCHES) if name not in BARRIER_COMPLETED
    for twin in (raise_wait, drop_wait, drop_barrier)]
TWINS.append(("gluon_matmul_b2_w4_tdmstore", drop_barrier_before_store))
TWINS += [("gluon_barrier_load", drop_barrier_wait), ("gluon_barrier_load", count_one_arrival),
          ("gluon_barrier_matmul", drop_barrier_wait), ("gluon_barrier_matmul", wrong_parity)]


def _twin_cases() -> list[Any]:
    return [pytest.param(name, twin, id=f"{name}-{twin.__name__}") for name, twin in TWINS]


def _affected(lines: list[str], line: int | None) -> bool:
    """A line a missing synchronization affects: an LDS read (a load, or the
    transposing ``ds.load.tr*``) or a tensor DMA instruction."""
    if line is None:
        return False
    text = lines[line - 1]
    reads_lds = "addrspace(3)" in text and (" load " in text or "amdgcn.ds.load" in text)
    return reads_lds or "llvm.amdgcn.tensor." in text


@pytest.mark.parametrize(("name", "twin"), _twin_cases())
def test_the_seeded_twin_is_found_at_the_line_it_affects(name: str, twin: Twin) -> None:
    run = LAUNCHES[name][0]
    lines = (HERE / "ll" / run["ll"]).read_text().splitlines()
    seeded, _ = twin(lines, BARRIER_ORDINALS.get(name, (0,)))
    result = _check("\n".join(seeded) + "\n", run)
    assert result.findings, "the seeded bug is not found"
    # Each finding is at, or originates at, an access the bug leaves unordered.
    assert any(_affected(seeded, f.loc.line) or _affected(
        seeded, f.origin.line if f.origin is not None else None) for f in result.findings)


# ---------------------------------------------------------------- Gluon from Python


def test_a_gluon_kernel_is_checked_from_python() -> None:
    """``amdsync.triton.check`` compiles a ``@gluon.jit`` kernel through Gluon's own
    AST source (docs/triton.md) and checks it as it checks ``@triton.jit`` ones."""
    pytest.importorskip("triton")
    import sys  # noqa: PLC0415

    sys.path.insert(0, str(HERE))
    try:
        import kernels  # noqa: PLC0415
    finally:
        sys.path.pop(0)
    from amdsync.triton import check as check_triton  # noqa: PLC0415
    from amdsync.triton import is_gluon  # noqa: PLC0415

    assert is_gluon(kernels.transpose_kernel)
    assert not is_gluon(kernels.descriptor_matmul_kernel)
    result = check_triton(kernels.transpose_kernel, target="gfx1250", num_warps=4,
                          constexprs={"BM": 32, "BN": 32}, args={"M": 20, "N": 12},
                          pointer_type="*fp16")
    assert result.status == "clean", [f.message for f in result.findings]


# ---------------------------------------------------------------- the tensor-store epilogue today

def _traceable(text: str) -> str:
    """Triton's one untraceable step in the tensor-store epilogue — a shufflevector
    taking lanes 0-2 of one group 0 and lane 3 of another — written as the
    extractelement / insertelement pair it stands for (what the reader's descriptor
    tracking will do), so the store is checked before that lands."""
    pattern = (r"  (%\d+) = shufflevector <4 x i32> (%\d+), <4 x i32> (%\d+), "
               r"<4 x i32> <i32 0, i32 1, i32 2, i32 7>(, !dbg !\d+)")
    match = re.search(pattern, text)
    assert match is not None
    dest, first, second, dbg = match.groups()
    return text.replace(match.group(0),
                        f"  %lane3 = extractelement <4 x i32> {second}, i64 3{dbg}\n"
                        f"  {dest} = insertelement <4 x i32> {first}, i32 %lane3, i64 3{dbg}")


@pytest.mark.parametrize("index", range(len(LAUNCHES["gluon_matmul_b2_w4_tdmstore"])))
def test_the_tensor_store_epilogue_is_clean(index: int) -> None:
    """Every wave writes 16 columns of C to LDS; each wave's tensor store then takes 8
    whole rows (tile_dim0 = 64 + 8: the padded store, docs/triton.md) after the barrier."""
    run = LAUNCHES["gluon_matmul_b2_w4_tdmstore"][index]
    result = _check(_traceable((HERE / "ll" / run["ll"]).read_text()), run)
    assert result.status == "clean", [f.message for f in result.findings]


def test_the_tensor_store_without_its_barrier_stores_undefined_values() -> None:
    """Without the barrier a wave's tensor store may read the other waves' columns of
    C before they are written: an undef-read at the tensor store (a store is a use)."""
    run = LAUNCHES["gluon_matmul_b2_w4_tdmstore"][0]
    lines = _traceable((HERE / "ll" / run["ll"]).read_text()).splitlines()
    seeded, _ = drop_barrier_before_store(lines, (0,))
    result = _check("\n".join(seeded) + "\n", run)
    store = _first(seeded, "tensor.store.from.lds(") + 1
    assert [(f.kind, f.loc.line) for f in result.findings] == [("race", store),
                                                                ("undef-read", store)]


def test_amdsync_triton_takes_a_gluon_kernel(capsys: pytest.CaptureFixture[str]) -> None:
    """``amdsync triton FILE.py:KERNEL`` on a ``@gluon.jit`` kernel: compiled through
    Gluon and checked, exit 0 when clean."""
    pytest.importorskip("triton")
    from amdsync.cli.main import main  # noqa: PLC0415

    code = main(["triton", f"{HERE / 'kernels.py'}:transpose_kernel", "--target", "gfx1250",
                 "--num-warps", "4", "--constexpr", "BM=32", "--constexpr", "BN=32",
                 "--arg", "M=20", "--arg", "N=12", "--pointer-type", "*fp16"])
    out = capsys.readouterr().out
    assert code == 0 and out.startswith("clean"), out


# ---------------------------------------------------------------- every K at once

SWEPT = ["triton_descriptor_matmul_s2"]  # (about 40 s: one kernel in CI)


def _sweep(text: str, run: dict[str, Any], tmp_path: Path) -> dict[str, Any]:
    from amdsync.cli.main import main  # noqa: PLC0415

    kernel = tmp_path / "k.ll"
    kernel.write_text(text)
    argv = ["check", str(kernel), "--target", "gfx1250", "--workgroup-size",
            str(run["workgroup_size"]), "--sweep", "5=1:128", "--json"]
    for name, value in run["args"].items():
        if name != "5":
            argv += ["--arg", f"{name}={value}"]
    import contextlib  # noqa: PLC0415
    import io  # noqa: PLC0415

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        main(argv)
    report: dict[str, Any] = json.loads(out.getvalue())
    return report


@pytest.mark.parametrize("name", SWEPT)
def test_every_k_up_to_128_is_clean_and_the_raised_wait_is_found(
        name: str, tmp_path: Path) -> None:
    """As for the gfx950 matmuls (docs/triton.md, "Every K in [1, 4096]"): a sweep over K
    is one parametric exploration, a verdict per class of values; the unmodified
    kernel is clean for every K in [1, 128] and the raised tensorcnt wait is found in
    the classes that run the loop more than once."""
    run = LAUNCHES[name][0]
    lines = (HERE / "ll" / run["ll"]).read_text().splitlines()
    clean = _sweep("\n".join(lines) + "\n", run, tmp_path)
    assert clean["status"] == "clean", clean.get("coverage")
    seeded, _ = raise_wait(lines, (0,))
    found = _sweep("\n".join(seeded) + "\n", run, tmp_path)
    assert found["status"] == "findings"
    classes = found["shapes"][0]["classes"]
    assert any(c["status"] == "findings" for c in classes)
