"""GFX1250 tensor DMA (issue 15, item 4): the spec-style examples — a tile loaded into
LDS, waited and not waited; a store from LDS whose source is overwritten in flight —
with exact findings, and the located errors for descriptors the model does not decode.

Each kernel is one wave of 32 lanes (or two) on gfx1250. The descriptor is built as
Triton builds it (tests/explore/tensor_dma/triton_copy.ll is Triton 3.9's own output):
group 0 from the LDS and global addresses with insertelement, group 1 a constant vector.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from amdsync.api import check
from amdsync.diagnostics import AmdsyncError

HERE = Path(__file__).resolve().parent

# Group 1 of an 8 x 4 tile of i32 (data size 2 = 4 bytes) over an 8-column tensor of
# ROWS rows whose rows are 8 elements apart.
DATA_SIZE_4 = 2 << 16


def group1(rows: int = 4, word0: int = DATA_SIZE_4, tile_rows: int = 4,
           cols: int = 8) -> str:
    words = [word0, cols << 16, rows << 16, 8 << 16, tile_rows, 8, 0, 0]
    return "<8 x i32> <" + ", ".join(f"i32 {w}" for w in words) + ">"


KERNEL = """target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [64 x i32] poison, align 16

define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out) #0 {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %ga = ptrtoint ptr addrspace(1) %g to i64
  %lo = trunc i64 %ga to i32
  %hi64 = lshr i64 %ga, 32
  %hi = trunc i64 %hi64 to i32
  %type = or i32 %hi, -2147483648
  %lds = ptrtoint ptr addrspace(3) @tile to i32
  %g0a = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %lds, i32 1
  %g0b = insertelement <4 x i32> %g0a, i32 %lo, i32 2
  %g0 = insertelement <4 x i32> %g0b, i32 %type, i32 3
  %p = getelementptr i32, ptr addrspace(3) @tile, i32 %t
  BEFORE
  call void @llvm.amdgcn.tensor.DIRECTION.d2(<4 x i32> %g0, GROUP1, i32 0) ; COPY
  AFTER
  %v = load i32, ptr addrspace(3) %p ; READ
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o ; USE
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.tensor.load.to.lds.d2(<4 x i32>, <8 x i32>, i32 immarg)
declare void @llvm.amdgcn.tensor.store.from.lds.d2(<4 x i32>, <8 x i32>, i32 immarg)
declare void @llvm.amdgcn.s.wait.tensorcnt(i16 immarg)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16 immarg)

attributes #0 = { "target-cpu"="gfx1250" }
"""

WAIT_TENSORCNT = "call void @llvm.amdgcn.s.wait.tensorcnt(i16 0)"
WAIT_ASYNCMARK = ("call void @llvm.amdgcn.asyncmark()\n"
                  "  call void @llvm.amdgcn.wait.asyncmark(i16 0)")
STORE_TILE = "store i32 %t, ptr addrspace(3) %p ; OVERWRITE"


def kernel(after: str = "", before: str = "", direction: str = "load.to.lds",
           group: str | None = None) -> str:
    return (KERNEL.replace("BEFORE", before).replace("AFTER", after)
            .replace("DIRECTION", direction).replace("GROUP1", group or group1()))


def line_of(text: str, marker: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1) if marker in line)


def findings(text: str, lanes: int = 32, strict: bool = True) -> list[tuple[str, int]]:
    result = check(text, target="gfx1250", workgroup_size=lanes, strict_reads=strict)
    assert result.status != "incomplete", result.incomplete_reason
    return [(f.kind, f.loc.line) for f in result.findings]


@pytest.mark.parametrize("wait", [WAIT_TENSORCNT, WAIT_ASYNCMARK])
def test_a_waited_tile_load_is_clean(wait: str) -> None:
    """The tile is tracked both by its own counter (amdgpu-usage, "Tensor:
    s_wait_tensorcnt") and, as an async operation, by asyncmarks (amdgpu-async-
    operations): either wait completes it for every lane of the wave."""
    assert findings(kernel(after=wait)) == []


def test_a_tile_load_not_waited_is_an_undef_read_at_the_read() -> None:
    text = kernel()
    result = check(text, target="gfx1250", workgroup_size=32, strict_reads=True)
    [finding] = result.findings
    assert (finding.kind, finding.loc.line) == ("undef-read", line_of(text, "; READ"))
    assert f"async copy at line {line_of(text, '; COPY')}" in finding.message


def test_the_unwaited_value_is_reported_at_its_use_with_the_read_as_origin() -> None:
    text = kernel()
    result = check(text, target="gfx1250", workgroup_size=32)
    [finding] = result.findings
    assert finding.kind == "undef-read"
    assert finding.loc.line == line_of(text, "; USE")
    assert finding.origin is not None and finding.origin.line == line_of(text, "; READ")


def test_a_wait_that_leaves_the_tile_outstanding_does_not_complete_it() -> None:
    """s_wait_tensorcnt(1) with one tensor operation outstanding waits for nothing."""
    text = kernel(after="call void @llvm.amdgcn.s.wait.tensorcnt(i16 1)")
    assert findings(text) == [("undef-read", line_of(text, "; READ"))]


def test_two_waves_loading_the_same_tile_race() -> None:
    """Both waves issue the same descriptor: each writes the whole tile, unordered with
    the other wave's copy (a wave's wait completes only its own operations), so the
    copies race and each lane's read races with the other wave's copy."""
    text = kernel(after=WAIT_TENSORCNT)
    assert findings(text, lanes=64, strict=False) == [
        ("race", line_of(text, "; COPY")), ("race", line_of(text, "; USE")),
        ("undef-read", line_of(text, "; USE"))]


def test_a_store_from_lds_reads_what_the_lanes_wrote_before_it() -> None:
    """"A memory operation X program ordered before an overlapping asynchronous
    operation A happens-before A": every lane's store to the tile is program-ordered
    before the wave's tensor store, so the store reads them cleanly."""
    text = kernel(before=STORE_TILE, after=WAIT_TENSORCNT, direction="store.from.lds")
    assert findings(text) == []


def test_a_store_from_lds_whose_source_is_overwritten_in_flight() -> None:
    """The lanes overwrite the tile before the wait: the in-flight store may read
    either value, so what it writes to global memory is undef — an ``undef-read`` at
    the overwriting store (docs/semantics/model.md, the kinds of findings; reported with
    --strict-reads, like every read whose value is not used by the kernel itself)."""
    text = kernel(before=STORE_TILE, direction="store.from.lds",
                  after="store i32 0, ptr addrspace(3) %p ; OVERWRITE-IN-FLIGHT\n  "
                  + WAIT_TENSORCNT)
    result = check(text, target="gfx1250", workgroup_size=32, strict_reads=True)
    [finding] = result.findings
    assert (finding.kind, finding.loc.line) == ("undef-read",
                                                line_of(text, "OVERWRITE-IN-FLIGHT"))
    assert finding.count == 32
    assert f"line {line_of(text, '; COPY')}" in finding.message


def test_overwriting_the_source_after_the_wait_is_clean() -> None:
    text = kernel(before=STORE_TILE, direction="store.from.lds",
                  after=WAIT_TENSORCNT + "\n  store i32 0, ptr addrspace(3) %p")
    assert findings(text) == []


def test_rows_outside_the_tensor_are_written_as_zeros() -> None:
    """A tensor of 2 rows under a 4-row tile: the load still writes all 32 LDS
    elements (rows 2 and 3 as zeros, Triton's "zero" padding), so every lane's read
    after the wait is defined."""
    assert findings(kernel(after=WAIT_TENSORCNT, group=group1(rows=2))) == []


def test_a_store_writes_no_element_outside_the_tensor() -> None:
    """A store of a tile whose tensor has 2 rows writes only elements 0-15 of %out's
    tile; lanes 16-31 store their own value there concurrently without a race, lanes
    0-15 race with the in-flight store."""
    text = kernel(before=STORE_TILE, direction="store.from.lds", group=group1(rows=2))
    text = text.replace("%ga = ptrtoint ptr addrspace(1) %g",
                        "%ga = ptrtoint ptr addrspace(1) %out")
    result = check(text, target="gfx1250", workgroup_size=32)
    [race] = result.findings
    assert (race.kind, race.loc.line) == ("race", line_of(text, "; USE"))
    assert race.count == 16  # lanes 0-15


def test_padding_places_rows_apart_in_lds() -> None:
    """Padding (group 1 word 0 bit 20) of 1 dword after every 8 dwords: row r starts
    at LDS element 9r. Lanes read elements 0..31 of the padded tile: exactly lanes 8,
    17 and 26 read padding that nothing writes (the first at byte 32)."""
    padded = DATA_SIZE_4 | 1 << 20 | 2 << 22 | 0 << 25  # interval 2^(2+1) = 8, amount 1
    text = kernel(after=WAIT_TENSORCNT, group=group1(word0=padded))
    result = check(text, target="gfx1250", workgroup_size=32)
    [finding] = result.findings
    assert (finding.kind, finding.loc.line) == ("undef-read", line_of(text, "; USE"))
    assert finding.count == 3
    assert "lane 8 of wave 0" in finding.message and "tile[32]" in finding.message


# ---------------------------------------------------------------- descriptor errors


@pytest.mark.parametrize(("word0", "field"), [
    (DATA_SIZE_4 | 1, "bits 0-15 (workgroup multicast mask)"),
    (DATA_SIZE_4 | 1 << 19, "bit 19 (iterate enable)"),
    (DATA_SIZE_4 | 1 << 21, "bit 21 (reserved)"),
    (DATA_SIZE_4 | 3 << 22, "bits 22-24 (pad interval)"),
])
def test_unmodelled_features_are_located_errors_naming_the_field(word0: int,
                                                                 field: str) -> None:
    text = kernel(after=WAIT_TENSORCNT, group=group1(word0=word0))
    with pytest.raises(AmdsyncError) as caught:
        check(text, target="gfx1250", workgroup_size=32)
    error = caught.value
    assert error.code == "unsupported-tensor-descriptor"
    assert error.loc.line == line_of(text, "; COPY")
    assert f"D# group 1 word 0 {field}" in str(error)


def test_a_word_the_checker_does_not_know_is_an_error_naming_the_field() -> None:
    """The LDS address from a value loaded from memory: not known to the checker."""
    text = kernel(after=WAIT_TENSORCNT).replace(
        "%lds = ptrtoint ptr addrspace(3) @tile to i32",
        "%lds = load i32, ptr addrspace(1) %g")
    with pytest.raises(AmdsyncError) as caught:
        check(text, target="gfx1250", workgroup_size=32)
    assert caught.value.code == "unknown-tensor-descriptor"
    assert caught.value.loc.line == line_of(text, "; COPY")
    assert "D# group 0 word 1 bits 0-31 (LDS address)" in str(caught.value)


def test_a_descriptor_that_differs_between_lanes_is_an_error() -> None:
    text = kernel(after=WAIT_TENSORCNT).replace(
        "%lds = ptrtoint ptr addrspace(3) @tile to i32",
        "%lds0 = ptrtoint ptr addrspace(3) @tile to i32\n  %lds = add i32 %lds0, %t")
    with pytest.raises(AmdsyncError) as caught:
        check(text, target="gfx1250", workgroup_size=32)
    assert caught.value.code == "nonuniform-tensor-descriptor"
    assert "D# group 0 word 1" in str(caught.value)


def test_a_d2_form_with_a_third_tile_dimension_is_an_error() -> None:
    group = group1().replace("i32 4, i32 8, i32 0", f"i32 {4 | 2 << 16}, i32 8, i32 0")
    text = kernel(after=WAIT_TENSORCNT, group=group)
    with pytest.raises(AmdsyncError) as caught:
        check(text, target="gfx1250", workgroup_size=32)
    assert "bits 16-31 (tile_dim2)" in str(caught.value)


def test_a_group_the_reader_cannot_trace_is_a_located_error() -> None:
    """A group loaded from memory: its words are not computed, so not known."""
    text = kernel(after=WAIT_TENSORCNT).replace(
        "%g0 = insertelement <4 x i32> %g0b, i32 %type, i32 3",
        "%g0 = load <4 x i32>, ptr addrspace(1) %out")
    with pytest.raises(AmdsyncError) as caught:
        check(text, target="gfx1250", workgroup_size=32)
    assert caught.value.code == "untraceable-vector"
    assert caught.value.loc.line == line_of(text, "; COPY")
    assert "D# group 0 of llvm.amdgcn.tensor.load.to.lds.d2" in str(caught.value)
    assert "(a load)" in str(caught.value)


def test_a_group_built_with_shufflevector_and_select_is_read() -> None:
    """Scalarized vectors (docs/llvm-reader.md): the same group through a shuffle, a
    select on a condition every lane agrees on, and a bitcast round trip."""
    text = kernel(after=WAIT_TENSORCNT).replace(
        "%g0 = insertelement <4 x i32> %g0b, i32 %type, i32 3",
        "%g0c = insertelement <4 x i32> %g0b, i32 %type, i32 3\n"
        "  %sh = shufflevector <4 x i32> %g0c, <4 x i32> poison, "
        "<4 x i32> <i32 0, i32 1, i32 2, i32 3>\n"
        "  %wide = bitcast <4 x i32> %sh to <2 x i64>\n"
        "  %back = bitcast <2 x i64> %wide to <4 x i32>\n"
        "  %cnd = icmp ult i32 %t, 4096\n"
        "  %g0 = select i1 %cnd, <4 x i32> %back, <4 x i32> zeroinitializer")
    assert findings(text) == []


def test_tensor_dma_is_refused_before_gfx1250() -> None:
    text = kernel(after=WAIT_TENSORCNT)
    with pytest.raises(AmdsyncError) as caught:
        check(text, target="gfx1200", workgroup_size=32)
    assert caught.value.code == "unsupported-on-target"
    assert caught.value.loc.line == line_of(text, "; COPY")


# ---------------------------------------------------------------- Triton's output


def test_tritons_gfx1250_tdm_copy_is_clean_and_its_unwaited_twin_is_not() -> None:
    """Triton 3.9's gluon ``tdm.async_load`` of a 16 x 32 fp32 block by 4 waves (each
    its own 4 rows, padded by 4 dwords every 32), ``tdm.async_wait(0)``, a barrier,
    then every lane reads the shared tile (triton_copy.ll, generated by
    generate_triton_copy.py). Without the wait, the reads of the tile are undef."""
    text = (HERE / "triton_copy.ll").read_text()
    args = {"2": 16, "3": 32}
    clean = check(text, target="gfx1250", workgroup_size=128, args=args)
    assert clean.status == "clean", [f.message for f in clean.findings]
    unwaited = "\n".join(line for line in text.splitlines()
                         if "s.wait.tensorcnt(i16 0)" not in line)
    result = check(unwaited, target="gfx1250", workgroup_size=128, args=args)
    read = line_of(unwaited, "load <4 x float>, ptr addrspace(3)")
    assert {f.kind for f in result.findings} == {"undef-read"}
    assert {f.origin.line for f in result.findings if f.origin is not None} == {read}


# ---------------------------------------------------------------- the example pipeline

EXAMPLES = HERE.parents[2] / "examples" / "tensor_dma"


def test_the_double_buffered_tile_pipeline_is_clean() -> None:
    text = (EXAMPLES / "tile_pipeline.ll").read_text()
    result = check(text, target="gfx1250", workgroup_size=64)
    assert result.status == "clean", [f.message for f in result.findings]


def test_the_seeded_wait_count_bug_is_found() -> None:
    """s_wait_tensorcnt(2) with two tiles in flight completes neither: each lane's read
    of the tile is undef (reported where the sum reaches global memory, the read as
    origin), and the load two iterations later overwrites a buffer whose previous
    load may still be in flight."""
    text = (EXAMPLES / "tile_pipeline_bug.ll").read_text()
    result = check(text, target="gfx1250", workgroup_size=64)
    copy = line_of(text, "call void @llvm.amdgcn.tensor.load.to.lds.d2")
    read = line_of(text, "%v = load i32, ptr addrspace(3) %p")
    use = line_of(text, "store i32 %acc.c")
    assert [(f.kind, f.loc.line, f.origin.line if f.origin else None)
            for f in result.findings] == [("race", copy, None), ("undef-read", use, read)]
    # Both counterexamples name the tensor wait that left the tile in flight, not a
    # missing asyncmark (s_wait_tensorcnt tracks tensor operations, amdgpu-usage).
    wait = line_of(text, "s.wait.tensorcnt(i16 2)")
    for finding in result.findings:
        steps = [(e.loc.line, e.what) for e in finding.trace]
        assert (wait, "s.wait.tensorcnt(2) lets 2 tensor operation(s) stay in flight, "
                "this one among them") in steps
        assert steps[0] == (copy, "llvm.amdgcn.tensor.load.to.lds.d2 issued (async "
                            f"operation #1 of lane 0 of wave {finding.trace[0].wave}); it "
                            "may stay in flight")
        assert not any("asyncmark" in what for _, what in steps)
    assert result.findings[0].trace[-1].what == (
        "tensor load to LDS write of buf[128] by lane 0 of wave 1")


def test_no_tensor_wait_at_all_says_so() -> None:
    text = kernel()
    [finding] = check(text, target="gfx1250", workgroup_size=32).findings
    assert any(e.what == "no s.wait.tensorcnt, and no wait.asyncmark after an asyncmark "
               "covering it, completes the tensor operation before this access"
               for e in finding.trace)


def test_the_pipeline_without_its_trailing_barrier_races() -> None:
    """Without the barrier after the reads, the next load into a buffer may write it
    while the other wave still reads it."""
    text = (EXAMPLES / "tile_pipeline.ll").read_text()
    lines = text.splitlines()
    last_barrier = max(n for n, line in enumerate(lines) if "s.barrier()" in line
                       and "call" in line)
    del lines[last_barrier - 1:last_barrier + 2]
    result = check("\n".join(lines) + "\n", target="gfx1250", workgroup_size=64)
    assert {f.kind for f in result.findings} == {"race"}
