"""Triton's LDS tiles named as the Python source names them (issue 42, item 2;
docs/triton.md, "Tile names"): by the variable a tile's ``tl.load`` is bound to, else by
where it is allocated, the offset kept as detail."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from amdsync.cli.main import main
from amdsync.explore.memory.address import _LDS_KEY_BASE, APERTURE_SPAN, describe_key
from amdsync.formats.llvm.lds_tiles import carried_tiles, lds_tiles
from amdsync.formats.llvm.reader import read_llvm_text
from amdsync.program.lds_tiles import LdsTile, tile_label
from amdsync.triton import tiles
from amdsync.triton.tiles import bound_values, buffers

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
TILES = HERE / "tiles" / "tile_kernels.py"
SEEDED = ROOT / "examples" / "triton" / "seeded"

# TTGIR after Triton's allocation (the shape `triton/tiles.py` reads): a padded tile
# bound to `a`, a swizzled one whose location Triton names `acc` (the statement's
# target) though it starts inside it, and a reduction's scratch of a known size whose
# attributes follow its region.
_PY = '''def k():
    a = tl.load(p)
    acc = tl.dot(tl.load(q), a, acc)
'''
_MLIR = "\n".join([
    "#shared = #ttg.padded_shared<[512:+8] {offset = [[0, 1]], block = []}>",
    "#shared1 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>",
    'module attributes {"ttg.num-warps" = 4 : i32, ttg.shared = 102512 : i32} {',
    "    %a = ttg.local_alloc {allocation.offset = 0 : i32} : () -> "
    "!ttg.memdesc<3x128x64xbf16, #shared, #smem, mutable> loc(#loc3)",
    "    %acc = ttg.local_alloc {allocation.offset = 49664 : i32} : () -> "
    "!ttg.memdesc<2x64x128xf16, #shared1, #smem, mutable> loc(#loc4)",
    '    %0 = "tt.reduce"(%x) <{axis = 0 : i32}> ({',
    "    ^bb0(%l: f32 loc(#loc5), %r: f32 loc(#loc5)):",
    "      tt.reduce.return %l : f32 loc(#loc5)",
    "    }) {allocation.offset = 82432 : i32, allocation.size = 20080 : i32} : "
    "(tensor<4xf32>) -> f32 loc(#loc5)",
    "}",
    '#loc1 = loc("{file}":2:9)',
    '#loc2 = loc("{file}":3:18)',
    '#loc3 = loc("a"(#loc1))',
    '#loc4 = loc("acc"(#loc2))',
    '#loc5 = loc(callsite("/lib/standard.py":290:12 at #loc2))', ""])


def _placed(tmp_path: Path, shared: int = 102512) -> tuple[LdsTile, ...]:
    source = tmp_path / "k.py"
    source.write_text(_PY)
    return buffers(_MLIR.replace("{file}", str(source)), shared, str(source))


def test_each_buffer_gets_its_offset_size_name_and_place(tmp_path: Path) -> None:
    """3·128·64 = 24576 bf16 plus (24576 - 1) // 512 · 8 = 376 of padding → 49904
    bytes; 2·64·128 f16 → 32768 bytes; the scratch its printed size, at the frame of
    the kernel's file in its call stack; the last ends at Triton's total."""
    assert _placed(tmp_path) == (
        LdsTile("global_smem", 0, 49904, "ttg.local_alloc", "a", "k.py", 2, 9),
        LdsTile("global_smem", 49664, 32768, "ttg.local_alloc", "", "k.py", 3, 18),
        LdsTile("global_smem", 82432, 20080, "tt.reduce", "", "k.py", 3, 18))
    assert [tile_label(t) for t in _placed(tmp_path)] == [
        "tile a", "tile allocated at k.py:3:18", "scratch of tt.reduce at k.py:3"]


def test_a_total_the_sizes_do_not_reach_names_nothing(tmp_path: Path) -> None:
    assert _placed(tmp_path, shared=102513) == ()
    assert _placed(tmp_path, shared=90000) == ()


def test_a_variable_names_the_value_that_starts_where_it_is_assigned(
        tmp_path: Path) -> None:
    source = tmp_path / "k.py"
    source.write_text(_PY)
    assert bound_values(str(source)) == {(2, 9): "a", (3, 11): "acc"}
    assert bound_values(str(tmp_path / "missing.py")) == {}


_TEXT = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=12)


@given(st.lists(st.builds(LdsTile, _TEXT, st.integers(0, 1 << 20), st.integers(1, 1 << 20),
                          _TEXT, _TEXT, _TEXT, st.integers(0, 9999), st.integers(0, 999)),
                max_size=4),
       st.integers(0, 500))
def test_the_carried_tiles_read_back_as_they_were(tiles: list[LdsTile], first: int) -> None:
    text = "!0 = !{}\n" + carried_tiles(tiles, first + 1)
    assert lds_tiles(text) == tuple(tiles)


def test_a_byte_is_named_by_every_buffer_that_may_hold_it() -> None:
    tiles = [(0, 32768, "tile q"), (34752, 68016, "tile k"), (0, 34752, "tile v")]
    key = _LDS_KEY_BASE + 12
    assert describe_key(key, None, [], tiles) == "tile q or tile v (lds+12)"  # type: ignore[arg-type]
    assert describe_key(key + 40000, None, [], tiles) == "tile k (lds+40012)"  # type: ignore[arg-type]
    assert describe_key(key + APERTURE_SPAN, None, [], tiles) == (  # type: ignore[arg-type]
        "tile q or tile v (lds+12) (workgroup 1)")
    assert describe_key(key + 70000, None, [], tiles) == "lds+70012"  # type: ignore[arg-type]


def test_the_reader_keeps_the_tiles_of_the_committed_examples() -> None:
    text = (SEEDED / "matmul_bf16_s2.no_barrier.ll").read_text()
    program = read_llvm_text(text, "m.ll")
    assert program.lds_tiles == (
        LdsTile("global_smem", 34752, 33264, "ttg.local_alloc", "a", "kernels.py", 31, 13),
        LdsTile("global_smem", 0, 34752, "ttg.local_alloc", "b", "kernels.py", 32, 13))


TRITON_ARGS = ["--num-warps", "8", "--num-stages", "3", "--constexpr", "BLOCK_M=128",
               "--constexpr", "BLOCK_N=128", "--constexpr", "BLOCK_K=64", "--arg", "M=128",
               "--arg", "N=128", "--arg", "K=256", "--arg", "stride_am=256", "--arg",
               "stride_bk=128", "--arg", "stride_cm=128"]
CHECK_ARGS = ["--target", "gfx950", "--workgroup-size", "512", "--arg", "3=128", "--arg",
              "4=128", "--arg", "5=256", "--arg", "6=256", "--arg", "7=128", "--arg",
              "8=128", "--no-notes"]


@pytest.mark.slow
@pytest.mark.parametrize(("kernel", "line", "tile"), [
    ("tiled_matmul", 24, "tile a_tile"),
    ("inline_matmul", 44, "tile allocated at tile_kernels.py:44:22")])
def test_a_triton_finding_names_the_tile_as_the_python_source_does(
        kernel: str, line: int, tile: str, tmp_path: Path,
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """At 8 waves and 3 stages Triton's pipeliner lets a wave read the first tile of
    the loop while another wave's copy into it may be in flight (issue 42): the JSON
    message of `amdsync triton`, and the text report of the IR it kept, name that tile
    by its variable (`a_tile = tl.load(a_ptrs)`), or by its `tl.load`'s place where
    the load is bound to none (`tl.dot(tl.load(a_ptrs), …)`)."""
    pytest.importorskip("triton")
    monkeypatch.chdir(ROOT)
    kept = tmp_path / "k.ll"
    code = main(["triton", f"{TILES.relative_to(ROOT)}:{kernel}", *TRITON_ARGS,
                 "--format", "json", "--keep-ll", str(kept)])
    report = json.loads(capsys.readouterr().out)
    [finding] = report["findings"]
    assert code == 1 and finding["kind"] == "undef-read"
    said = (f"the load at line {line} of tile_kernels.py (IR line 318) may read {tile} "
            f"(lds+72960) before the async copy at line {line} of tile_kernels.py (IR "
            "line 78) writes it")
    assert finding["message"].startswith(said)
    assert main(["check", str(kept), *CHECK_ARGS]) == 1
    [head] = [h for h in capsys.readouterr().out.splitlines() if ": undef-read: " in h]
    assert head.split(": undef-read: ")[1].startswith(said)


def test_the_kernels_frame_is_found_in_a_compile_cached_from_another_checkout() -> None:
    """Triton's cache keys on the source's content, so TTGIR compiled from a checkout
    elsewhere names the kernel file there: its frame is still the kernel's (by file
    name), not the first frame of the call stack (Triton's standard.py). Issue 42 item 5:
    nothing depends on where the checkout lives."""
    loc = ('callsite("/opt/triton/language/standard.py":314:12 at '
           '"/elsewhere/examples/triton/kernels.py":164:48)')
    assert tiles._where(loc, {}, "/work/checkout/examples/triton/kernels.py") == (
        "", "kernels.py", 164, 48)
