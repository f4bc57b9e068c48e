"""The buffers a compiler carved out of one LDS global, named as the source names them.

Triton gives a kernel one extern LDS array (``@global_smem``) and places every shared
tile in it at an offset of its own (its ``ttg.local_alloc``, the pipeliner's stages of a
``tl.load`` or a Gluon ``allocate_shared_memory``), and its reductions' and layout
conversions' scratch. Without these records a finding on that memory can only say
``lds+38912``; with them it says ``tile a (lds+38912)``: the Python variable the tile
is bound to, else ``tile allocated at kernels.py:31`` (triton/tiles.py finds them,
formats/llvm/lds_tiles.py carries them in the IR).

Triton reuses LDS between buffers that are not live at once, so a byte may lie in
several buffers (Gluon's and the attention kernel's ``q`` and ``v``): it is named by
every one (``tile q or tile v (lds+12)``), never by one of them alone. A scratch buffer
whose extent Triton does not print is taken to reach the end of the kernel's LDS (an
over-approximation, with the same effect).
"""

from __future__ import annotations

from dataclasses import dataclass

LOCAL_ALLOC = "ttg.local_alloc"


@dataclass(frozen=True)
class LdsTile:
    """A buffer at ``offset`` in the LDS global ``symbol``, ``size`` bytes long."""

    symbol: str  # the LDS global it lies in (Triton's global_smem)
    offset: int
    size: int
    op: str  # the operation that owns it: ttg.local_alloc (a tile), else scratch
    name: str  # the source variable bound to it, "" when none is
    source_file: str  # where it is allocated ("" when unknown)
    source_line: int  # (0 when unknown)
    source_col: int = 0  # (0 when unknown)


def tile_label(tile: LdsTile) -> str:
    """``tile a``, ``tile allocated at kernels.py:31:13``, ``scratch of tt.reduce at
    kernels.py:50``: how a finding names the buffer (an unnamed tile with the column of
    its ``tl.load``: one line may load several)."""
    where = f" at {tile.source_file}:{tile.source_line}" if tile.source_line else ""
    if tile.op != LOCAL_ALLOC:
        return f"scratch of {tile.op}{where}"
    if tile.name:
        return f"tile {tile.name}"
    column = f":{tile.source_col}" if where and tile.source_col else ""
    return f"tile allocated{where}{column}" if where else "tile"
