"""The AMDGPU processor table (amdgpu-usage: "Processors", "Target Features").

Each row records what the tools need to know about a processor: its generation, the
wavefront sizes it runs, the target features it accepts, which LDS DMA / async / barrier
intrinsics exist and which hardware wait counters it has.

Sources (docs/lowering.md, "Target table"): processor names, alternative names, target
features and generic targets follow amdgpu-usage "Processors" / "Target Features" /
"Generic processors"; the intrinsic columns were measured by compiling one probe kernel
per intrinsic and processor with the LLVM bundled in Triton 3.9 (tests/targets checks a
sample of rows against that LLVM when it is installed).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

# Hardware wait counters (amdgpu-usage: memory-model code sequences, "s_waitcnt").
VMCNT = "vmcnt"
LGKMCNT = "lgkmcnt"
EXPCNT = "expcnt"
VSCNT = "vscnt"
LOADCNT = "loadcnt"
STORECNT = "storecnt"
SAMPLECNT = "samplecnt"
BVHCNT = "bvhcnt"
DSCNT = "dscnt"
KMCNT = "kmcnt"
ASYNCCNT = "asynccnt"
TENSORCNT = "tensorcnt"
XCNT = "xcnt"

# Target features (amdgpu-usage, "Target Features").
XNACK = "xnack"
SRAMECC = "sramecc"
TGSPLIT = "tgsplit"
CUMODE = "cumode"
WAVEFRONTSIZE64 = "wavefrontsize64"

# Features a target ID may set (amdgpu-usage, "Target ID": those controlled by -mcpu and
# --offload-arch). amdsync also accepts the other features in the same ``name+`` form,
# as clang's -m[no-]<feature> would set them (docs/lowering.md).
TARGET_ID_FEATURES = frozenset({XNACK, SRAMECC})

# Memory-model code-sequence tables of amdgpu-usage, "Memory Model".
MM_GFX6_GFX9 = "GFX6-GFX9"
MM_GFX90A = "GFX90A"
MM_GFX942 = "GFX942"
MM_GFX10_GFX11 = "GFX10-GFX11"
MM_GFX12 = "GFX12"
MM_GFX125X = "GFX125x"


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
    aliases: tuple[str, ...] = ()  # alternative processor names (non-canonical)
    generic_members: tuple[str, ...] = ()  # processors a generic target runs on
    memory_model: str = MM_GFX6_GFX9  # which code-sequence table applies
    buffer_lds_dma: bool = False  # raw/struct(.ptr).buffer.load(.async).lds
    av_b128: bool = False  # llvm.amdgcn.av.load.b128 / av.store.b128
    flat_address_space: bool = True  # GFX6 has no generic (flat) address space
    clusters: bool = False  # workgroup clusters (cluster scope is its own instance)

    @property
    def default_wave_size(self) -> int:
        return self.wave_sizes[0]

    @property
    def lds_dma(self) -> bool:
        """Does the processor have the GFX9-style LDS DMA (load.to.lds / load.async.to.lds)?"""
        return bool(self.lds_dma_sizes)

    @property
    def async_counter(self) -> str | None:
        """The counter that tracks async LDS transfers and that ``wait.asyncmark``
        becomes (vmcnt before GFX12.5, asynccnt on GFX12.5); None without asyncmark."""
        if not self.has_asyncmark:
            return None
        return ASYNCCNT if ASYNCCNT in self.counters else VMCNT

    def async_intrinsics(self) -> tuple[str, ...]:
        """The async-transfer intrinsics (amdgpu-async-operations, "Memory Accesses")
        that compile for this processor."""
        names: list[str] = []
        if self.lds_dma and self.has_asyncmark:
            names += ["load.async.to.lds.p1", "global.load.async.lds"]
            if self.buffer_lds_dma:
                names += ["load.async.to.lds.p7", "raw.ptr.buffer.load.async.lds",
                          "struct.ptr.buffer.load.async.lds"]
        if self.has_gfx1250_async:
            names += [f"{kind}.b{bits}" for kind in ("global.load.async.to.lds",
                                                     "global.store.async.from.lds",
                                                     "cluster.load.async.to.lds")
                      for bits in (8, 32, 64, 128)]
            names.append("s.wait.asynccnt")
        return tuple(names)

    def barrier_kinds(self) -> tuple[str, ...]:
        """Barrier objects the processor has (amdgpu-usage, "Execution Barriers")."""
        kinds = ["s_barrier"]
        if self.split_barrier:
            kinds.append("split (-1)")
        if self.named_barriers:
            kinds.append("named (0, 1..16)")
        if self.cluster_barriers:
            kinds.append("cluster (-3)")
        return tuple(kinds)


_GFX6_COUNTERS = frozenset({VMCNT, LGKMCNT, EXPCNT})
_GFX9_COUNTERS = _GFX6_COUNTERS
_GFX10_COUNTERS = frozenset({VMCNT, LGKMCNT, EXPCNT, VSCNT})
_GFX12_COUNTERS = frozenset({LOADCNT, STORECNT, SAMPLECNT, BVHCNT, DSCNT, KMCNT, EXPCNT})
_GFX1250_COUNTERS = _GFX12_COUNTERS | {ASYNCCNT, TENSORCNT, XCNT}

_NONE: frozenset[str] = frozenset()
_XNACK = frozenset({XNACK})
_XNACK_SRAMECC = frozenset({XNACK, SRAMECC})
_GFX90A_FEATURES = frozenset({XNACK, SRAMECC, TGSPLIT})
_GFX101_FEATURES = frozenset({XNACK, CUMODE, WAVEFRONTSIZE64})
_WAVE32_FEATURES = frozenset({WAVEFRONTSIZE64, CUMODE})
_GFX1250_FEATURES = frozenset({CUMODE})


def _old(name: str, generation: str, features: frozenset[str] = _NONE,
         aliases: tuple[str, ...] = ()) -> Processor:
    """GFX6-GFX8: s_barrier only; no LDS DMA intrinsic, asyncmark or av b128 selects."""
    return Processor(
        name=name, generation=generation, wave_sizes=(64,), features=features,
        lds_dma_sizes=(), has_asyncmark=False, has_gfx1250_async=False,
        split_barrier=False, named_barriers=False, cluster_barriers=False,
        back_off_barrier=False, counters=_GFX6_COUNTERS, aliases=aliases,
        memory_model=MM_GFX6_GFX9,
        flat_address_space=generation != "gfx6",
        lds_bytes=32768 if generation == "gfx6" else 65536,
    )


def _gfx9(name: str, features: frozenset[str], dma: tuple[int, ...] = (1, 2, 4),
          back_off: bool = False, memory_model: str = MM_GFX6_GFX9,
          lds_bytes: int = 65536) -> Processor:
    return Processor(
        name=name, generation="gfx9", wave_sizes=(64,), features=features,
        lds_dma_sizes=dma, has_asyncmark=True, has_gfx1250_async=False,
        split_barrier=False, named_barriers=False, cluster_barriers=False,
        back_off_barrier=back_off, counters=_GFX9_COUNTERS,
        lds_bytes=lds_bytes, memory_model=memory_model, buffer_lds_dma=True,
        av_b128=True,
    )


def _gfx10(name: str, generation: str, features: frozenset[str]) -> Processor:
    """GFX10.1 and GFX10.3: wave32 by default; LDS DMA of 1, 2, 4 bytes and asyncmark."""
    return Processor(
        name=name, generation=generation, wave_sizes=(32, 64), features=features,
        lds_dma_sizes=(1, 2, 4), has_asyncmark=True, has_gfx1250_async=False,
        split_barrier=False, named_barriers=False, cluster_barriers=False,
        back_off_barrier=True, counters=_GFX10_COUNTERS, memory_model=MM_GFX10_GFX11,
        buffer_lds_dma=True, av_b128=True,
    )


def _gfx11(name: str, generation: str = "gfx11") -> Processor:
    return Processor(
        name=name, generation=generation, wave_sizes=(32, 64), features=_WAVE32_FEATURES,
        lds_dma_sizes=(), has_asyncmark=False, has_gfx1250_async=False,
        split_barrier=False, named_barriers=False, cluster_barriers=False,
        back_off_barrier=True, counters=_GFX10_COUNTERS, memory_model=MM_GFX10_GFX11,
        av_b128=True,
    )


def _gfx12(name: str) -> Processor:
    return Processor(
        name=name, generation="gfx12", wave_sizes=(32, 64), features=_WAVE32_FEATURES,
        lds_dma_sizes=(), has_asyncmark=False, has_gfx1250_async=False,
        split_barrier=True, named_barriers=False, cluster_barriers=False,
        back_off_barrier=True, counters=_GFX12_COUNTERS, memory_model=MM_GFX12,
        av_b128=True,
    )


def _gfx125(name: str) -> Processor:
    return Processor(
        name=name, generation="gfx12.5", wave_sizes=(32,), features=_GFX1250_FEATURES,
        lds_dma_sizes=(), has_asyncmark=True, has_gfx1250_async=True,
        split_barrier=True, named_barriers=True, cluster_barriers=True,
        back_off_barrier=True, counters=_GFX1250_COUNTERS, lds_bytes=327680,
        memory_model=MM_GFX125X, av_b128=True, clusters=True,
    )


def _generic(name: str, members: tuple[str, ...], base: Processor) -> Processor:
    """A generic target (amdgpu-usage, "Generic processors"): code that runs on every
    member, so it has only what every member has."""
    return replace(base, name=name, generic=True, generic_members=members, aliases=())


_ROWS: tuple[Processor, ...] = (
    # GFX6 (Southern Islands): no flat address space.
    _old("gfx600", "gfx6", aliases=("tahiti",)),
    _old("gfx601", "gfx6", aliases=("pitcairn", "verde")),
    _old("gfx602", "gfx6", aliases=("hainan", "oland")),
    # GFX7 (Sea Islands).
    _old("gfx700", "gfx7", aliases=("kaveri",)),
    _old("gfx701", "gfx7", aliases=("hawaii",)),
    _old("gfx702", "gfx7"),
    _old("gfx703", "gfx7", aliases=("kabini", "mullins")),
    _old("gfx704", "gfx7", aliases=("bonaire",)),
    _old("gfx705", "gfx7"),
    # GFX8 (Volcanic Islands).
    _old("gfx801", "gfx8", _XNACK, aliases=("carrizo",)),
    _old("gfx802", "gfx8", aliases=("iceland", "tonga")),
    _old("gfx803", "gfx8", aliases=("fiji", "polaris10", "polaris11")),
    _old("gfx805", "gfx8", aliases=("tongapro",)),
    _old("gfx810", "gfx8", _XNACK, aliases=("stoney",)),
    # GFX9 (Vega, CDNA).
    _gfx9("gfx900", _XNACK),
    _gfx9("gfx902", _XNACK),
    _gfx9("gfx904", _XNACK),
    _gfx9("gfx906", _XNACK_SRAMECC),
    _gfx9("gfx908", _XNACK_SRAMECC),
    _gfx9("gfx909", _XNACK),
    _gfx9("gfx90a", _GFX90A_FEATURES, back_off=True, memory_model=MM_GFX90A),
    _gfx9("gfx90c", _XNACK),
    _gfx9("gfx942", _GFX90A_FEATURES, back_off=True, memory_model=MM_GFX942),
    _gfx9("gfx950", _GFX90A_FEATURES, dma=(1, 2, 4, 12, 16), back_off=True,
          memory_model=MM_GFX942, lds_bytes=163840),
    # GFX10.1 (RDNA1).
    _gfx10("gfx1010", "gfx10.1", _GFX101_FEATURES),
    _gfx10("gfx1011", "gfx10.1", _GFX101_FEATURES),
    _gfx10("gfx1012", "gfx10.1", _GFX101_FEATURES),
    _gfx10("gfx1013", "gfx10.1", _GFX101_FEATURES),
    # GFX10.3 (RDNA2).
    *(_gfx10(f"gfx103{i}", "gfx10.3", _WAVE32_FEATURES) for i in range(7)),
    # GFX11 (RDNA3), GFX11.5, GFX11.7.
    *(_gfx11(f"gfx110{i}") for i in range(4)),
    *(_gfx11(f"gfx115{i}", "gfx11.5") for i in range(5)),
    *(_gfx11(f"gfx117{i}", "gfx11.7") for i in range(3)),
    # GFX12 (RDNA4).
    _gfx12("gfx1200"),
    _gfx12("gfx1201"),
    # GFX12.5.
    _gfx125("gfx1250"),
    _gfx125("gfx1251"),
)

_BY_NAME = {p.name: p for p in _ROWS}

_GENERICS: tuple[Processor, ...] = (
    _generic("gfx9-generic", ("gfx900", "gfx902", "gfx904", "gfx906", "gfx909", "gfx90c"),
             _BY_NAME["gfx900"]),
    _generic("gfx9-4-generic", ("gfx942", "gfx950"), _BY_NAME["gfx942"]),
    _generic("gfx10-1-generic", ("gfx1010", "gfx1011", "gfx1012", "gfx1013"),
             _BY_NAME["gfx1010"]),
    _generic("gfx10-3-generic", tuple(f"gfx103{i}" for i in range(7)), _BY_NAME["gfx1030"]),
    _generic("gfx11-generic", (*(f"gfx110{i}" for i in range(4)),
                               *(f"gfx115{i}" for i in range(5))), _BY_NAME["gfx1100"]),
    _generic("gfx11-7-generic", tuple(f"gfx117{i}" for i in range(3)), _BY_NAME["gfx1170"]),
    _generic("gfx12-generic", ("gfx1200", "gfx1201"), _BY_NAME["gfx1200"]),
    _generic("gfx12-5-generic", ("gfx1250", "gfx1251"), _BY_NAME["gfx1250"]),
)

PROCESSORS: dict[str, Processor] = {p.name: p for p in (*_ROWS, *_GENERICS)}

# Alternative processor names → primary name (amdgpu-usage, "Target ID": the
# non-canonical form allows alternative names, the canonical form only the primary).
ALIASES: dict[str, str] = {alias: p.name for p in PROCESSORS.values() for alias in p.aliases}
