"""The memory a launch gives a kernel besides its arguments: the implicit kernel
arguments (``llvm.amdgcn.implicitarg.ptr``) and the AQL kernel dispatch packet
(``llvm.amdgcn.dispatch.ptr``), byte for byte from the launch shape.

Layouts (docs/llvm-reader.md, "Implicit kernel arguments"):

* Code object v5 and v6, amdgpu-usage "Code Object V5 Metadata" (the hidden arguments
  in the order and at the alignment LLVM's HSA metadata streamer emits them):
  hidden_block_count_{x,y,z} (u32) at 0, 4, 8; hidden_group_size_{x,y,z} (u16) at
  12, 14, 16; hidden_remainder_{x,y,z} (u16) at 18, 20, 22; 16 reserved bytes (the
  tool correlation id first); hidden_global_offset_{x,y,z} (u64) at 40, 48, 56;
  hidden_grid_dims (u16) at 64; then pointers and runtime fields the model does not
  know (multigrid sync 88, heap 96, default queue 104, completion action 112,
  private/shared base 192/196, queue pointer 200), and the printf buffer 72 and
  hostcall buffer 80, which hold ``HOSTCALL_BUFFER``.
* Code object v4 and older, amdgpu-usage "Code Object V3 Metadata": the hidden
  arguments hidden_global_offset_{x,y,z} (u64) at 0, 8, 16, then the printf or
  hostcall buffer 24, default queue 32, completion action 40, multigrid sync 48.
* The dispatch packet, HSA ``hsa_kernel_dispatch_packet_t`` (amdgpu-usage, "Kernel
  Dispatch"): header (u16) 0, setup (u16) 2 (dimensions in bits 0-1),
  workgroup_size_{x,y,z} (u16) 4, 6, 8, reserved 10, grid_size_{x,y,z} (u32, in
  work-items) 12, 16, 20, private_segment_size 24, group_segment_size 28,
  kernel_object 32, kernarg_address 40, reserved 48, completion_signal 56.

A load of bytes whose field the model does not know is a located error naming the
field, never a guess. The printf and hostcall buffer pointers are an address no region
of the launch uses, ``HOSTCALL_BUFFER``: the device library's hostcall, the only code
that uses the buffer, is read as an operation without memory effects
(docs/llvm-reader.md, "Hostcall and printf"), so nothing the model runs accesses it
unless a kernel reads the buffer itself, which then reads bytes nothing wrote. The
global offsets are 0 (HIP launches have none; OpenCL's ``global_work_offset`` is not a
launch option).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from amdsync.program.topology import Launch

# The printf / hostcall buffer's address: above every region of the launch
# (explore/memory/address.py: regions start at multiples of 2**36) and below the LDS keys.
HOSTCALL_BUFFER = 1 << 57
# Code object versions whose implicit arguments use the v5 layout.
V5 = 500
# Without the module flag amdhsa_code_object_version: clang's default since clang 19
# (docs/llvm-reader.md).
DEFAULT_CODE_OBJECT_VERSION = 500


@dataclass(frozen=True)
class Field:
    name: str
    offset: int
    size: int
    value: int | None  # None: a field the model does not know


@dataclass(frozen=True)
class LaunchBlock:
    """One block of launch-provided constant memory."""

    title: str  # for messages: "the implicit kernel arguments", "the dispatch packet"
    size: int
    fields: tuple[Field, ...]

    def initial_bytes(self) -> dict[int, int]:
        """Offset → byte for every byte of a known field (little-endian)."""
        out: dict[int, int] = {}
        for f in self.fields:
            if f.value is None:
                continue
            for i, byte in enumerate(f.value.to_bytes(f.size, "little")):
                out[f.offset + i] = byte
        return out

    def unknown_field(self, offset: int, size: int) -> str | None:
        """Why a load of ``size`` bytes at ``offset`` cannot be answered, or None."""
        if offset < 0 or offset + size > self.size:
            return (f"a load of {size} bytes at offset {offset} is outside "
                    f"{self.title} ({self.size} bytes)")
        missing = [b for b in range(offset, offset + size) if b not in self._known]
        if not missing:
            return None
        names = sorted({self.field_at(b) for b in missing})
        return (f"a load of {size} bytes at offset {offset} of {self.title} reads "
                f"{', '.join(names)}, which amdsync does not model")

    @cached_property
    def _known(self) -> dict[int, int]:
        return self.initial_bytes()

    def field_at(self, offset: int) -> str:
        for f in self.fields:
            if f.offset <= offset < f.offset + f.size:
                return f.name
        return "reserved bytes"


def _xyz(prefix: str, start: int, size: int, values: tuple[int, int, int]) -> list[Field]:
    return [Field(f"{prefix}_{'xyz'[d]}", start + d * size, size, values[d]) for d in range(3)]


def implicit_arguments(launch: Launch, code_object_version: int) -> LaunchBlock:
    """The implicit kernel arguments of ``launch`` for a code object version."""
    if code_object_version >= V5:
        full = tuple(g - (1 if r else 0) for g, r in zip(launch.grid, launch.remainder,
                                                        strict=True))
        fields = [
            *_xyz("hidden_block_count", 0, 4, (full[0], full[1], full[2])),
            *_xyz("hidden_group_size", 12, 2, launch.workgroup_size),
            *_xyz("hidden_remainder", 18, 2, launch.remainder),
            Field("hidden_tool_correlation_id", 24, 8, None),
            *_xyz("hidden_global_offset", 40, 8, (0, 0, 0)),
            Field("hidden_grid_dims", 64, 2, launch.dims),
            Field("hidden_printf_buffer", 72, 8, HOSTCALL_BUFFER),
            Field("hidden_hostcall_buffer", 80, 8, HOSTCALL_BUFFER),
            Field("hidden_multigrid_sync_arg", 88, 8, None),
            Field("hidden_heap_v1", 96, 8, None),
            Field("hidden_default_queue", 104, 8, None),
            Field("hidden_completion_action", 112, 8, None),
            Field("hidden_dynamic_lds_size", 120, 4, None),
            Field("hidden_private_base", 192, 4, None),
            Field("hidden_shared_base", 196, 4, None),
            Field("hidden_queue_ptr", 200, 8, None),
        ]
        return LaunchBlock("the implicit kernel arguments (code object v5)", 256,
                           tuple(fields))
    fields = [
        *_xyz("hidden_global_offset", 0, 8, (0, 0, 0)),
        Field("hidden_printf_buffer or hidden_hostcall_buffer", 24, 8, HOSTCALL_BUFFER),
        Field("hidden_default_queue", 32, 8, None),
        Field("hidden_completion_action", 40, 8, None),
        Field("hidden_multigrid_sync_arg", 48, 8, None),
    ]
    return LaunchBlock("the implicit kernel arguments (code object v4)", 56, tuple(fields))


def dispatch_packet(launch: Launch) -> LaunchBlock:
    """The AQL kernel dispatch packet of ``launch``."""
    fields = [
        Field("header", 0, 2, None),
        Field("setup", 2, 2, launch.dims),  # dimensions in bits 0-1, the rest reserved
        *_xyz("workgroup_size", 4, 2, launch.workgroup_size),
        Field("reserved0", 10, 2, None),
        *_xyz("grid_size", 12, 4, launch.grid_size),
        Field("private_segment_size", 24, 4, None),
        Field("group_segment_size", 28, 4, None),
        Field("kernel_object", 32, 8, None),
        Field("kernarg_address", 40, 8, None),
        Field("reserved2", 48, 8, None),
        Field("completion_signal", 56, 8, None),
    ]
    return LaunchBlock("the dispatch packet", 64, tuple(fields))
