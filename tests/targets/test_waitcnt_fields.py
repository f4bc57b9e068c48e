"""The ``s_waitcnt`` immediate per GFX family (targets/waitcnt_fields.py;
docs/semantics/hardware-waits.md): known immediates decoded, and the predictor's encoder
round-tripped through the decoder ``check`` reads with."""

from __future__ import annotations

import pytest

from amdsync.formats.llvm.hardware_waits import vmcnt_of
from amdsync.lower.waitcnt import encode_prediction
from amdsync.targets import parse_target
from amdsync.targets.waitcnt_fields import (
    decode_combined,
    decode_waitcnt,
    encode_waitcnt,
    layout,
)


@pytest.mark.parametrize(("generation", "imm", "expected"), [
    # gfx9 (vmcnt [3:0] + [15:14], expcnt [6:4], lgkmcnt [11:8])
    ("gfx9", 0xF70, {"vmcnt": 0, "expcnt": 7, "lgkmcnt": 15}),  # 3952: vmcnt(0)
    ("gfx9", 0xF71, {"vmcnt": 1, "expcnt": 7, "lgkmcnt": 15}),
    ("gfx9", 0xC07F, {"vmcnt": 63, "expcnt": 7, "lgkmcnt": 0}),  # lgkmcnt(0)
    ("gfx9", 0x4F7F, {"vmcnt": 31, "expcnt": 7, "lgkmcnt": 15}),
    ("gfx9", 0x0000, {"vmcnt": 0, "expcnt": 0, "lgkmcnt": 0}),
    # gfx6-8: no high vmcnt bits
    ("gfx8", 0xF70, {"vmcnt": 0, "expcnt": 7, "lgkmcnt": 15}),
    ("gfx8", 0x0F7F, {"vmcnt": 15, "expcnt": 7, "lgkmcnt": 15}),
    # gfx10: lgkmcnt [13:8]
    ("gfx10.3", 0xC07F, {"vmcnt": 63, "expcnt": 7, "lgkmcnt": 0}),
    ("gfx10.3", 0x3F70, {"vmcnt": 0, "expcnt": 7, "lgkmcnt": 63}),
    ("gfx10.1", 0xFF72, {"vmcnt": 50, "expcnt": 7, "lgkmcnt": 63}),
    # gfx11 (and the legacy immediate on gfx12): vmcnt [15:10], lgkmcnt [9:4], expcnt [2:0]
    ("gfx11", 0x03F7, {"vmcnt": 0, "expcnt": 7, "lgkmcnt": 63}),
    ("gfx11", 0xFC07, {"vmcnt": 63, "expcnt": 7, "lgkmcnt": 0}),
    ("gfx11", 0xFFF0, {"vmcnt": 63, "expcnt": 0, "lgkmcnt": 63}),
    ("gfx12", 0x07F7, {"vmcnt": 1, "expcnt": 7, "lgkmcnt": 63}),
])
def test_known_immediates(generation: str, imm: int, expected: dict[str, int]) -> None:
    assert decode_waitcnt(generation, imm) == expected
    assert encode_waitcnt(generation, expected) == imm


@pytest.mark.parametrize("generation", ["gfx6", "gfx9", "gfx10.1", "gfx11", "gfx12"])
def test_every_field_value_round_trips(generation: str) -> None:
    fields = layout(generation)
    for f in fields:
        for value in range(f.limit + 1):
            imm = encode_waitcnt(generation, {f.counter: value})
            decoded = decode_waitcnt(generation, imm)
            assert decoded[f.counter] == value
            assert all(decoded[g.counter] == g.limit for g in fields if g is not f)


def test_unknown_field_and_generation_are_errors() -> None:
    with pytest.raises(ValueError, match="no field vscnt"):
        encode_waitcnt("gfx9", {"vscnt": 0})
    with pytest.raises(ValueError, match="no s_waitcnt layout"):
        layout("gfx13")


@pytest.mark.parametrize("target", ["gfx90a", "gfx942", "gfx950", "gfx1030", "gfx1010"])
def test_predictor_encoder_round_trips_through_the_reader_decoder(target: str) -> None:
    parsed = parse_target(target)
    for count in range(64):
        imm = encode_prediction(parsed, "vmcnt", count)
        assert imm is not None
        assert vmcnt_of(imm) == count
        assert decode_waitcnt(parsed.processor.generation, imm)["vmcnt"] == count
    assert encode_prediction(parsed, "vmcnt", None) is None
    assert encode_prediction(parsed, "asynccnt", 0) is None


def test_gfx12_combined_waits() -> None:
    assert decode_combined(0x0203) == (2, 3)
    assert decode_combined(0x3F3F) == (63, 63)
