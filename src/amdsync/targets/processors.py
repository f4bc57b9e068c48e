"""The AMDGPU processor table (amdgpu-usage: "Processors", "Target Features").

Each row records what the tools need to know about a processor: its generation, the
wavefront sizes it runs, the target features it accepts, which LDS DMA / async / barrier
intrinsics exist and which hardware wait counters it has.
"""

from __future__ import annotations

from dataclasses import dataclass

# Hardware wait counters (amdgpu-usage: memory-model code sequences).
VMCNT = "vmcnt"
LGKMCNT = "lgkmcnt"
EXPCNT = "expcnt"
VSCNT = "vscnt"
LOADCNT = "loadcnt"
STORECNT = "storecnt"
DSCNT = "dscnt"
KMCNT = "kmcnt"
ASYNCCNT = "asynccnt"
TENSORCNT = "tensorcnt"


@dataclass(frozen=True)
class Processor:
    """One row of the processor table."""

    name: str
    generation: str  # "gfx6" … "gfx12.5"; the row of the barrier/code-sequence tables
    wave_sizes: tuple[int, ...]  # the first is the default
    features: frozenset[str]  # target features the processor accepts (xnack, sramecc …)
    lds_dma_sizes: tuple[int, ...]  # byte sizes of load.to.lds / load.async.to.lds
    has_asyncmark: bool  # llvm.amdgcn.asyncmark / wait.asyncmark compile
    has_gfx1250_async: bool  # global.load.async.to.lds.bN, store.async.from.lds, cluster
    split_barrier: bool  # s_barrier_signal / s_barrier_wait on barrier ids (GFX12+)
    named_barriers: bool  # barrier ids 0 and 1..16 (GFX12.5)
    cluster_barriers: bool  # barrier ids -3/-4 (GFX12.5)
    back_off_barrier: bool  # BackOffBarrier: no counter drain needed before s_barrier
    counters: frozenset[str]
    lds_bytes: int = 65536
    generic: bool = False

    @property
    def default_wave_size(self) -> int:
        return self.wave_sizes[0]


_GFX9_COUNTERS = frozenset({VMCNT, LGKMCNT, EXPCNT})
_GFX10_COUNTERS = frozenset({VMCNT, LGKMCNT, EXPCNT, VSCNT})
_GFX12_COUNTERS = frozenset({LOADCNT, STORECNT, DSCNT, KMCNT, EXPCNT})
_GFX1250_COUNTERS = _GFX12_COUNTERS | {ASYNCCNT, TENSORCNT}


def _gfx9(name: str, features: frozenset[str], dma: tuple[int, ...] = (1, 2, 4),
          back_off: bool = False) -> Processor:
    return Processor(
        name=name, generation="gfx9", wave_sizes=(64,), features=features,
        lds_dma_sizes=dma, has_asyncmark=True, has_gfx1250_async=False,
        split_barrier=False, named_barriers=False, cluster_barriers=False,
        back_off_barrier=back_off, counters=_GFX9_COUNTERS,
        lds_bytes=163840 if name == "gfx950" else 65536,
    )


_XNACK = frozenset({"xnack"})
_XNACK_SRAMECC = frozenset({"xnack", "sramecc"})
_GFX90A_FEATURES = frozenset({"xnack", "sramecc", "tgsplit"})
_WAVE32_FEATURES = frozenset({"wavefrontsize64", "cumode"})

PROCESSORS: dict[str, Processor] = {
    p.name: p
    for p in (
        _gfx9("gfx900", _XNACK),
        _gfx9("gfx906", _XNACK_SRAMECC),
        _gfx9("gfx908", _XNACK_SRAMECC),
        _gfx9("gfx90a", _GFX90A_FEATURES, back_off=True),
        _gfx9("gfx942", _GFX90A_FEATURES, back_off=True),
        _gfx9("gfx950", _GFX90A_FEATURES, dma=(1, 2, 4, 12, 16), back_off=True),
        Processor("gfx1030", "gfx10.3", (32, 64), _WAVE32_FEATURES, (), True, False,
                  False, False, False, True, _GFX10_COUNTERS),
        Processor("gfx1100", "gfx11", (32, 64), _WAVE32_FEATURES, (), False, False,
                  False, False, False, True, _GFX10_COUNTERS),
        Processor("gfx1200", "gfx12", (32, 64), _WAVE32_FEATURES, (), False, False,
                  True, False, False, True, _GFX12_COUNTERS),
        Processor("gfx1201", "gfx12", (32, 64), _WAVE32_FEATURES, (), False, False,
                  True, False, False, True, _GFX12_COUNTERS),
        Processor("gfx1250", "gfx12.5", (32,), frozenset({"cumode"}), (1, 2, 4, 8, 16), True,
                  True, True, True, True, True, _GFX1250_COUNTERS, lds_bytes=327680),
    )
}
