"""Shared helpers of the litmus readers: placements, locations, errors."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.program import ops as o
from amdsync.program.litmus_test import LitmusLocation, LitmusThread
from amdsync.program.topology import ThreadPlace
from amdsync.program.types import AddressSpace

SCOPE_NAMES: dict[str, o.SyncScope] = {}
for _scope in o.Scope:
    for _one_as in (False, True):
        _ss = o.SyncScope(_scope, _one_as)
        SCOPE_NAMES[_ss.llvm_name()] = _ss
SCOPE_NAMES["system"] = o.SyncScope(o.Scope.SYSTEM)


def parse_syncscope(name: str, loc: Loc) -> o.SyncScope:
    """An LLVM syncscope string (amdgpu-usage, "Memory Scopes"); an unknown one is an
    error, never a silent system scope."""
    if name in SCOPE_NAMES:
        return SCOPE_NAMES[name]
    known = ", ".join(repr(k) for k in SCOPE_NAMES if k)
    raise AmdsyncError("unknown-scope", f"unknown sync scope {name!r} (known: \"\", {known})",
                       loc)


@dataclass(frozen=True)
class Placement:
    """Hierarchical coordinates as written: agent, cluster (None: the agent's single
    cluster), workgroup within it, wave within the workgroup."""

    agent: int
    cluster: int | None
    workgroup: int
    wave: int


def assign_places(placements: Sequence[Placement]) -> list[ThreadPlace]:
    """Give each thread a :class:`ThreadPlace` with globally unique instance ids.
    Coordinates are hierarchical: wave 0 of workgroup 0 and wave 0 of workgroup 1 are
    different waves."""
    clusters: dict[tuple[int, int | None], int] = {}
    workgroups: dict[tuple[int, int], int] = {}
    waves: dict[tuple[int, int, int], int] = {}
    out: list[ThreadPlace] = []
    for lane, p in enumerate(placements):
        cluster = clusters.setdefault((p.agent, p.cluster), len(clusters))
        wg = workgroups.setdefault((p.agent, p.workgroup), len(workgroups))
        wave = waves.setdefault((p.agent, p.workgroup, p.wave), len(waves))
        out.append(ThreadPlace(agent=p.agent, cluster=cluster, workgroup=wg, wave=wave,
                               lane=lane))
    return out


def check_lds_sharing(locations: Sequence[LitmusLocation], threads: Sequence[LitmusThread],
                      accessed: dict[str, list[tuple[int, Loc]]]) -> None:
    """LDS is allocated per workgroup: a local location accessed from two workgroups is
    two different memories, which a litmus test cannot mean."""
    for location in locations:
        if location.addrspace != AddressSpace.LOCAL:
            continue
        uses = accessed.get(location.name, [])
        wgs = {threads[t].place.workgroup for t, _ in uses}
        if len(wgs) > 1:
            loc = uses[-1][1]
            raise AmdsyncError("lds-across-workgroups",
                               f"local (LDS) location {location.name} is accessed from "
                               "several workgroups; LDS is per workgroup", loc)
