"""The descriptor decoder alone (semantics/tensor_dma.py): the worked example of its
docstring, Triton's group 1 word, and the element placement with padding and bounds."""

from __future__ import annotations

import pytest

from amdsync.semantics.tensor_dma import DescriptorError, decode

GROUP0 = (1, 0x100, 0x2000, 2 << 30)


def group1(word0: int, dim0: int, dim1: int, tile0: int, tile1: int, stride: int
           ) -> tuple[int, ...]:
    return (word0, (dim0 & 0xFFFF) << 16, dim0 >> 16 | (dim1 & 0xFFFF) << 16,
            dim1 >> 16 | tile0 << 16, tile1, stride & 0xFFFFFFFF, stride >> 32, 0)


def test_tritons_padded_fp32_word() -> None:
    """0x07120000: 4-byte elements, padding of 4 dwords after every 32 dwords."""
    tile = decode((GROUP0, group1(0x07120000, 32, 16, 32, 4, 32)))
    assert (tile.element_size, tile.pad_interval, tile.pad_amount) == (4, 128, 16)
    assert (tile.tile_dims, tile.tensor_dims, tile.strides) == ((32, 4), (32, 16), (1, 32))
    global_addr, lds, inside = tile.elements()
    # Row 1, column 0: global 32 elements on, LDS 32 elements + 4 dwords of padding on.
    assert (int(global_addr[32]), int(lds[32])) == (0x2000 + 128, 0x100 + 144)
    assert inside.all()


def test_elements_past_the_tensor_are_outside() -> None:
    tile = decode((GROUP0, group1(1 << 16, 3, 2, 4, 4, 10)))  # 2-byte elements
    _, lds, inside = tile.elements()
    assert inside.reshape(4, 4).tolist() == [[True] * 3 + [False]] * 2 + [[False] * 4] * 2
    assert lds.tolist() == [0x100 + 2 * i for i in range(16)]


def test_a_48_bit_stride_and_the_global_address_high_bits() -> None:
    group0 = (1, 0, 0x10, (2 << 30) | 0x1FFFFFF)
    tile = decode((group0, group1(3 << 16, 2, 2, 2, 2, 1 << 40)))
    global_addr, _, _ = tile.elements()
    base = 0x1FFFFFF << 32 | 0x10
    assert global_addr.tolist() == [base, base + 8, base + (8 << 40), base + (8 << 40) + 8]


@pytest.mark.parametrize(("groups", "field"), [
    (((2, 0, 0, 2 << 30), group1(2 << 16, 1, 1, 1, 1, 1)), "(predicate)"),
    (((1, 0, 0, 1 << 30), group1(2 << 16, 1, 1, 1, 1, 1)), "(type)"),
    (((1, 0, 0, 2 << 30), group1(2 << 16, 1, 1, 0, 1, 1)), "tile_dim0"),
    (((1, None, 0, 2 << 30), group1(2 << 16, 1, 1, 1, 1, 1)), "(LDS address)"),
])
def test_refused_fields_are_named(groups: tuple[tuple[int | None, ...], ...],
                                  field: str) -> None:
    with pytest.raises(DescriptorError) as caught:
        decode(groups)
    assert field in str(caught.value)


def test_the_full_form_decodes_three_dimensions() -> None:
    g1 = list(group1(2 << 16, 4, 3, 4, 3, 4))
    g1[4] |= 2 << 16  # tile_dim2 = 2
    g1[6] |= 12 << 16  # tensor_dim1_stride (of dimension 2) = 12
    tile = decode((GROUP0, tuple(g1), (2, 0, 0, 0), (0, 0, 0, 0), (0,) * 8))
    assert (tile.tile_dims, tile.tensor_dims, tile.strides) == ((4, 3, 2), (4, 3, 2),
                                                                (1, 4, 12))
    with pytest.raises(DescriptorError, match="reserved group"):
        decode((GROUP0, tuple(g1), (2, 0, 0, 0), (0, 0, 0, 0), (0,) * 7 + (1,)))


# Triton's padded fp16 layout of 64-element rows with 8 elements of padding: pad
# enable, interval 2^(4+1) = 32 dwords (64 elements), amount 3 + 1 = 4 dwords.
PADDED_FP16 = 1 << 16 | 1 << 20 | 4 << 22 | 3 << 25


def test_a_padded_store_reads_lds_densely_and_drops_the_padding_columns() -> None:
    """A store's descriptor for that layout says tile_dim0 = 72 and clamps
    tensor_dim0 to 64 (Triton's fillTDMDescriptor): read densely, element (r, c) is
    LDS element 72r + c — where the padded load put it — and columns 64-71 (the
    padding) are outside the tensor, so nothing of them is read or written."""
    store = decode((GROUP0, group1(PADDED_FP16, 64, 4, 72, 4, 128)))
    load = decode((GROUP0, group1(PADDED_FP16, 64, 4, 64, 4, 128)))
    s_global, s_lds, s_inside = store.elements(store=True)
    l_global, l_lds, l_inside = load.elements()
    assert s_inside.reshape(4, 72).tolist() == [[True] * 64 + [False] * 8] * 4
    assert l_inside.all()
    assert s_global[s_inside].tolist() == l_global.tolist()
    assert s_lds[s_inside].tolist() == l_lds.tolist()
    assert int(s_lds[72]) == 0x100 + 2 * 72  # row 1, column 0


def test_the_same_store_read_literally_would_run_into_the_next_rows() -> None:
    """Were the padding applied to the store's LDS reads, each row's last 8 elements
    would land 8 elements further on than the load put them (the reading this model
    does not take)."""
    store = decode((GROUP0, group1(PADDED_FP16, 64, 4, 72, 4, 128)))
    _, literal, inside = store.elements(store=False)
    _, dense, _ = store.elements(store=True)
    assert (literal[inside] != dense[inside]).any()


def test_an_unpadded_store_is_the_same_either_way() -> None:
    store = decode((GROUP0, group1(1 << 16, 64, 4, 64, 4, 128)))
    assert store.elements(store=True)[1].tolist() == store.elements()[1].tolist()
    assert store.elements(store=True)[1].tolist() == [0x100 + 2 * i for i in range(256)]
