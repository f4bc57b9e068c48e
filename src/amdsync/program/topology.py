"""Launch topology: lanes → wavefronts → workgroups → clusters → agents → system.

A thread of the memory model is a lane (a work-item). Scope instances follow
amdgpu-memory-model, "AMDGPU scopes": every instance of a scope is partitioned by the
scope one level below it, so a scope instance is identified by the coordinates of the
thread down to that level.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.program.ops import Scope

MAX_WORKGROUP_SIZE = 1024  # amdgpu-usage: the maximum flat work-group size


@dataclass(frozen=True)
class Launch:
    """The shape of one kernel launch: ``workgroup_size`` work-items per workgroup
    (x, y, z), ``grid`` workgroups (x, y, z), ``wave_size`` lanes per wave,
    ``cluster_size`` workgroups per cluster, ``agents`` agents sharing memory."""

    workgroup_size: tuple[int, int, int] = (64, 1, 1)
    grid: tuple[int, int, int] = (1, 1, 1)
    wave_size: int = 64
    cluster_size: int = 1
    agents: int = 1
    # amdgpu-usage, memory scopes: "On targets that do not support workgroup cluster
    # launch mode, this [cluster scope] behaves like agent scope instead."
    cluster_scope_is_agent: bool = False
    # The work-items of the partial last workgroup in each dimension, 0 where there is
    # none (amdgpu-usage, hidden_remainder_x: "The grid dispatch work group size of the
    # partial work group of the X dimension, if it exists"). ``grid`` counts it.
    remainder: tuple[int, int, int] = (0, 0, 0)
    # The grid's dimensionality, 1 to 3 (the AQL packet's ``dimensions``; the
    # implicit argument hidden_grid_dims).
    dims: int = 1

    @property
    def threads_per_workgroup(self) -> int:
        x, y, z = self.workgroup_size
        return x * y * z

    @property
    def waves_per_workgroup(self) -> int:
        return -(-self.threads_per_workgroup // self.wave_size)

    @property
    def num_workgroups(self) -> int:
        x, y, z = self.grid
        return x * y * z

    @property
    def num_waves(self) -> int:
        return self.waves_per_workgroup * self.num_workgroups

    @property
    def num_threads(self) -> int:
        """Lane slots: every workgroup gets ``threads_per_workgroup`` of them, and a
        partial workgroup leaves its last ones unused."""
        return self.threads_per_workgroup * self.num_workgroups

    @property
    def grid_size(self) -> tuple[int, int, int]:
        """The grid in work-items, as the AQL dispatch packet's grid_size_{x,y,z}."""
        return (self._grid_items(0), self._grid_items(1), self._grid_items(2))

    def _grid_items(self, d: int) -> int:
        if self.remainder[d]:
            return (self.grid[d] - 1) * self.workgroup_size[d] + self.remainder[d]
        return self.grid[d] * self.workgroup_size[d]

    def workgroup_shape(self, workgroup: int) -> tuple[int, int, int]:
        """The work-items of ``workgroup`` in each dimension: the group size, or the
        remainder for the last workgroup of a dimension with a partial one."""
        coords = self.workgroup_coords(workgroup)
        x, y, z = (self.remainder[d] if self.remainder[d] and coords[d] == self.grid[d] - 1
                   else self.workgroup_size[d] for d in range(3))
        return x, y, z

    def items_in(self, workgroup: int) -> int:
        x, y, z = self.workgroup_shape(workgroup)
        return x * y * z

    def waves_in(self, workgroup: int) -> int:
        return -(-self.items_in(workgroup) // self.wave_size)

    def validate(self, loc: Loc | None = None) -> None:
        """A launch shape the hardware cannot run is a user error."""
        if any(d <= 0 for d in self.workgroup_size):
            raise AmdsyncError("bad-launch", "workgroup size must be positive in every "
                               f"dimension, got {self.workgroup_size}", loc)
        if self.threads_per_workgroup > MAX_WORKGROUP_SIZE:
            raise AmdsyncError(
                "bad-launch",
                f"workgroup of {self.threads_per_workgroup} work-items exceeds the "
                f"maximum flat work-group size {MAX_WORKGROUP_SIZE}",
                loc,
            )
        if any(d <= 0 for d in self.grid):
            raise AmdsyncError("bad-launch", f"grid must be positive, got {self.grid}", loc)
        if self.wave_size not in (32, 64):
            raise AmdsyncError("bad-launch", f"wave size must be 32 or 64, "
                               f"got {self.wave_size}", loc)
        for d in range(3):
            if not 0 <= self.remainder[d] < self.workgroup_size[d]:
                raise AmdsyncError(
                    "bad-launch", f"the partial workgroup of dimension {'xyz'[d]} has "
                    f"{self.remainder[d]} work-items, the group size is "
                    f"{self.workgroup_size[d]}", loc)
        if not 1 <= self.dims <= 3:
            raise AmdsyncError("bad-launch", f"a grid has 1 to 3 dimensions, got {self.dims}",
                               loc)
        if self.cluster_size <= 0 or self.num_workgroups % self.cluster_size:
            raise AmdsyncError(
                "bad-launch",
                f"{self.num_workgroups} workgroups do not divide into clusters of "
                f"{self.cluster_size}",
                loc,
            )

    # ------------------------------------------------------------ coordinates

    def workgroup_coords(self, workgroup: int) -> tuple[int, int, int]:
        x, y, _ = self.grid
        return workgroup % x, workgroup // x % y, workgroup // (x * y)

    def local_coords(self, local_id: int, workgroup: int = 0) -> tuple[int, int, int]:
        """A work-item's coordinates from its flat id in ``workgroup`` (x fastest; a
        partial workgroup numbers its own work-items densely)."""
        x, y, _ = self.workgroup_shape(workgroup)
        return local_id % x, local_id // x % y, local_id // (x * y)


@dataclass(frozen=True)
class ThreadPlace:
    """Where one thread (lane) sits: the coordinates of each scope instance."""

    agent: int
    cluster: int
    workgroup: int
    wave: int  # global wave index
    lane: int  # global lane (thread) index
    # The id of this thread's instance of each scope, indexed by Scope (SINGLETHREAD:
    # the lane … SYSTEM: 0), computed once: scope tests run millions of times.
    ids: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "ids", (self.lane, self.wave, self.workgroup, self.cluster,
                                         self.agent, 0))

    def instance(self, scope: Scope) -> tuple[int, int]:
        """This thread's instance of ``scope``, as (scope, id)."""
        return (scope, self.ids[scope])

    def contains(self, scope: Scope, other: ThreadPlace) -> bool:
        """Does this thread's instance of ``scope`` contain ``other``'s operations?"""
        return self.ids[scope] == other.ids[scope]


def inclusive_scopes(x: ThreadPlace, x_scope: Scope, y: ThreadPlace, y_scope: Scope) -> bool:
    """amdgpu-memory-model, "Inclusive Scopes": the scope instance of each operation
    contains the other operation."""
    return x.contains(x_scope, y) and y.contains(y_scope, x)


def overlapping_scopes(x: ThreadPlace, x_scope: Scope, y: ThreadPlace, y_scope: Scope
                       ) -> bool:
    """Do the scope instances of two operations overlap? Instances nest (amdgpu-memory-
    model, "AMDGPU scopes"), so two intersect exactly when one contains the other's
    thread. amdgpu-usage (ERRATA.md, item 1): a barrier-arrive-release synchronizes with
    a barrier-wait-acquire only if "BA and BR's synchronization scope overlap"."""
    return x.contains(x_scope, y) or y.contains(y_scope, x)


def common_scope(x_scope: Scope, y_scope: Scope) -> Scope:
    """The scope of the common scope instance (the intersection, i.e. the smaller)."""
    return min(x_scope, y_scope)


def place_of(launch: Launch, workgroup: int, local_id: int) -> ThreadPlace:
    wave_in_wg = local_id // launch.wave_size
    wave = workgroup * launch.waves_per_workgroup + wave_in_wg
    agent = workgroup * launch.agents // max(1, launch.num_workgroups)
    cluster = -1 - agent if launch.cluster_scope_is_agent else workgroup // launch.cluster_size
    return ThreadPlace(
        agent=agent,
        cluster=cluster,
        workgroup=workgroup,
        wave=wave,
        lane=workgroup * launch.threads_per_workgroup + local_id,
    )
