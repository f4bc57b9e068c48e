"""The processor table and target IDs (amdgpu-usage, "Processors", "Target ID")."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from amdsync.diagnostics import AmdsyncError
from amdsync.targets import ALIASES, PROCESSORS, lookup_processor, parse_target
from amdsync.targets.processors import ASYNCCNT, VMCNT, VSCNT

GUIDE_PROCESSORS = [
    "gfx600", "gfx601", "gfx602", "gfx700", "gfx701", "gfx702", "gfx703", "gfx704",
    "gfx705", "gfx801", "gfx802", "gfx803", "gfx805", "gfx810", "gfx900", "gfx902",
    "gfx904", "gfx906", "gfx908", "gfx909", "gfx90a", "gfx90c", "gfx942", "gfx950",
    "gfx1010", "gfx1011", "gfx1012", "gfx1013", "gfx1030", "gfx1031", "gfx1032", "gfx1033",
    "gfx1034", "gfx1035", "gfx1036", "gfx1100", "gfx1101", "gfx1102", "gfx1103", "gfx1150",
    "gfx1151", "gfx1152", "gfx1153", "gfx1154", "gfx1170", "gfx1171", "gfx1172", "gfx1200",
    "gfx1201", "gfx1250", "gfx1251",
]
GENERICS = [
    "gfx9-generic", "gfx9-4-generic", "gfx10-1-generic", "gfx10-3-generic", "gfx11-generic",
    "gfx11-7-generic", "gfx12-generic", "gfx12-5-generic",
]


def test_table_has_every_processor_and_generic_target() -> None:
    assert set(PROCESSORS) == set(GUIDE_PROCESSORS) | set(GENERICS)
    assert [p for p in PROCESSORS if PROCESSORS[p].generic] == GENERICS


def test_generic_targets_list_their_members_and_share_their_capabilities() -> None:
    g = PROCESSORS["gfx9-4-generic"]
    assert g.generic_members == ("gfx942", "gfx950")
    # Only what every member has: gfx950's 12/16-byte LDS DMA is not in the generic.
    assert g.lds_dma_sizes == (1, 2, 4)
    assert PROCESSORS["gfx12-5-generic"].async_counter == ASYNCCNT
    for generic in GENERICS:
        for member in PROCESSORS[generic].generic_members:
            member_major = PROCESSORS[member].generation.split(".")[0]
            assert member_major == PROCESSORS[generic].generation.split(".")[0]


@pytest.mark.parametrize(("name", "generation", "waves", "features"), [
    ("gfx600", "gfx6", (64,), set()),
    ("gfx801", "gfx8", (64,), {"xnack"}),
    ("gfx906", "gfx9", (64,), {"xnack", "sramecc"}),
    ("gfx90a", "gfx9", (64,), {"xnack", "sramecc", "tgsplit"}),
    ("gfx950", "gfx9", (64,), {"xnack", "sramecc", "tgsplit"}),
    ("gfx1010", "gfx10.1", (32, 64), {"xnack", "cumode", "wavefrontsize64"}),
    ("gfx1030", "gfx10.3", (32, 64), {"cumode", "wavefrontsize64"}),
    ("gfx1100", "gfx11", (32, 64), {"cumode", "wavefrontsize64"}),
    ("gfx1200", "gfx12", (32, 64), {"cumode", "wavefrontsize64"}),
    ("gfx1250", "gfx12.5", (32,), {"cumode"}),
])
def test_rows(name: str, generation: str, waves: tuple[int, ...], features: set[str]) -> None:
    p = PROCESSORS[name]
    assert (p.generation, p.wave_sizes, set(p.features)) == (generation, waves, features)


def test_async_capabilities_match_the_measured_llvm() -> None:
    # docs/lowering.md, "Target table": measured with Triton 3.9's LLVM.
    assert PROCESSORS["gfx942"].lds_dma_sizes == (1, 2, 4)
    assert PROCESSORS["gfx950"].lds_dma_sizes == (1, 2, 4, 12, 16)
    assert [p for p in GUIDE_PROCESSORS if PROCESSORS[p].has_asyncmark] == [
        "gfx900", "gfx902", "gfx904", "gfx906", "gfx908", "gfx909", "gfx90a", "gfx90c",
        "gfx942", "gfx950", "gfx1010", "gfx1011", "gfx1012", "gfx1013", "gfx1030", "gfx1031",
        "gfx1032", "gfx1033", "gfx1034", "gfx1035", "gfx1036", "gfx1250", "gfx1251"]
    assert [p for p in GUIDE_PROCESSORS if PROCESSORS[p].has_gfx1250_async] == [
        "gfx1250", "gfx1251"]
    assert PROCESSORS["gfx942"].async_counter == VMCNT
    assert PROCESSORS["gfx1250"].async_counter == ASYNCCNT
    assert PROCESSORS["gfx1100"].async_counter is None
    assert VSCNT in PROCESSORS["gfx1030"].counters and VSCNT not in PROCESSORS["gfx942"].counters
    assert "global.store.async.from.lds.b128" in PROCESSORS["gfx1250"].async_intrinsics()
    assert PROCESSORS["gfx942"].async_intrinsics()[:2] == ("load.async.to.lds.p1",
                                                           "global.load.async.lds")


def test_barriers_follow_the_barrier_id_table() -> None:
    # amdgpu-usage, "AMDHSA Execution Barriers IDs GFX12": -1 on GFX12, -3 and 0..16 on GFX12.5.
    assert PROCESSORS["gfx942"].barrier_kinds() == ("s_barrier",)
    assert PROCESSORS["gfx1200"].barrier_kinds() == ("s_barrier", "split (-1)")
    assert PROCESSORS["gfx1250"].barrier_kinds() == (
        "s_barrier", "split (-1)", "named (0, 1..16)", "cluster (-3)")
    # BackOffBarrier (amdgpu-usage, "Execution Barriers"): GFX90A, GFX942, GFX950, GFX10+.
    assert [p for p in ("gfx900", "gfx908", "gfx90a", "gfx942", "gfx1030", "gfx1250")
            if PROCESSORS[p].back_off_barrier] == ["gfx90a", "gfx942", "gfx1030", "gfx1250"]


def test_target_id_canonical_form() -> None:
    assert parse_target("gfx942:xnack-:sramecc+").canonical() == "gfx942:sramecc+:xnack-"
    assert parse_target("gfx90a").canonical() == "gfx90a"
    assert parse_target("tahiti").canonical() == "gfx600"
    assert parse_target("Fiji").name == "gfx803"
    assert ALIASES["polaris10"] == "gfx803"
    assert lookup_processor("gfx9-4-generic").generic


def test_wave_size_follows_wavefrontsize64() -> None:
    assert parse_target("gfx1100").wave_size == 32
    assert parse_target("gfx1100:wavefrontsize64+").wave_size == 64
    assert parse_target("gfx942").wave_size == 64
    assert parse_target("gfx1250").wave_size == 32


@pytest.mark.parametrize(("text", "code", "fragment"), [
    ("gfx9999", "unknown-target", "unknown processor 'gfx9999'"),
    ("gfx94", "unknown-target", "did you mean gfx942"),
    ("", "bad-target-id", "names no processor"),
    ("gfx942:cumode+", "unsupported-feature", "has no target feature 'cumode'"),
    ("gfx1250:wavefrontsize64+", "unsupported-feature", "no target feature"),
    ("gfx803:xnack", "bad-target-id", "must end in '+' or '-'"),
    ("gfx942:xnack+:xnack-", "bad-target-id", "set twice"),
])
def test_target_id_errors(text: str, code: str, fragment: str) -> None:
    with pytest.raises(AmdsyncError) as info:
        parse_target(text)
    assert info.value.code == code
    assert fragment in info.value.message


@given(st.sampled_from(sorted(PROCESSORS)), st.data())
def test_canonical_form_round_trips(name: str, data: st.DataObject) -> None:
    features = sorted(PROCESSORS[name].features)
    chosen = data.draw(st.lists(st.sampled_from(features), unique=True) if features
                       else st.just([]))
    signs = data.draw(st.lists(st.booleans(), min_size=len(chosen), max_size=len(chosen)))
    text = ":".join([name, *(f"{f}{'+' if s else '-'}" for f, s in zip(chosen, signs,
                                                                          strict=True))])
    target = parse_target(text)
    again = parse_target(target.canonical())
    assert again == target
    assert again.canonical() == target.canonical()
    names = [piece[:-1] for piece in target.canonical().split(":")[1:]]
    assert names == sorted(names)
