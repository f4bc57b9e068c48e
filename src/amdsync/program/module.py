"""Functions, globals and programs: the containers of the program IR."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from amdsync.diagnostics import Loc
from amdsync.program.lds_tiles import LdsTile
from amdsync.program.ops import Op, Terminator, successors
from amdsync.program.types import Type


@dataclass(frozen=True)
class Block:
    name: str
    ops: tuple[Op, ...]
    term: Terminator
    loc: Loc


@dataclass(frozen=True)
class Param:
    name: str
    ty: Type
    # Pointer kernel arguments are disjoint buffers (issue "foundation", LLVM reader).
    noalias: bool = True
    # The pointee of a ``byref(T)`` parameter (a struct a kernel takes by value: LangRef,
    # "Parameter Attributes"), None for others; program/struct_args.py splits it.
    byref: Type | None = None
    # A field of a struct argument split into parameters (program/struct_args.py): the
    # struct's name and its position among the kernel's parameters as declared.
    field_of: tuple[str, int] | None = None


@dataclass(frozen=True)
class Function:
    """A function body. Each body has its own asyncmark sequence
    (amdgpu-async-operations, "Asyncmark Operations")."""

    name: str
    params: tuple[Param, ...]
    ret: Type
    blocks: tuple[Block, ...]
    is_kernel: bool
    loc: Loc

    @property
    def entry(self) -> Block:
        return self.blocks[0]

    def block(self, name: str) -> Block:
        for block in self.blocks:
            if block.name == name:
                return block
        raise KeyError(name)

    def block_map(self) -> dict[str, Block]:
        return {b.name: b for b in self.blocks}

    def ops(self) -> Iterator[Op]:
        for block in self.blocks:
            yield from block.ops

    def predecessors(self) -> dict[str, list[str]]:
        preds: dict[str, list[str]] = {b.name: [] for b in self.blocks}
        for block in self.blocks:
            for succ in successors(block.term):
                preds.setdefault(succ, []).append(block.name)
        return preds


@dataclass(frozen=True)
class GlobalVar:
    """A global variable. LDS globals (addrspace 3) are laid out in one LDS region;
    named-barrier globals (``target("amdgcn.named.barrier", 0)``) occupy no memory and
    stand for ``barrier_count`` barrier objects."""

    name: str
    addrspace: int
    ty: Type
    size: int
    align: int
    init: bytes | None
    loc: Loc
    barrier_count: int = 0
    external: bool = False  # extern LDS: dynamic shared memory, size set at launch
    # A `__constant__` global the host fills (address space 4, `externally_initialized`,
    # no initializer of its own): host data, as an argument's buffer holds
    # (docs/semantics/every-input.md, "Constant globals").
    host_set: bool = False


@dataclass(frozen=True)
class Program:
    """A whole program: functions, globals and the kernel to launch."""

    functions: tuple[Function, ...]
    globals: tuple[GlobalVar, ...]
    kernel: str
    source: str  # the file (or builder) the program came from
    target: str | None = None  # a target named by the input (triple / target-cpu)
    opaque_calls: frozenset[str] = field(default_factory=frozenset)
    # The module flag amdhsa_code_object_version (e.g. 500), None when absent: decides
    # the layout of the implicit kernel arguments (explore/memory/launch_memory.py).
    code_object_version: int | None = None
    # The buffers a compiler placed in an LDS global, with their source names
    # (program/lds_tiles.py; Triton's tiles in @global_smem).
    lds_tiles: tuple[LdsTile, ...] = ()

    def function(self, name: str) -> Function:
        for function in self.functions:
            if function.name == name:
                return function
        raise KeyError(name)

    def has_function(self, name: str) -> bool:
        return any(f.name == name for f in self.functions)

    @property
    def kernel_function(self) -> Function:
        return self.function(self.kernel)

    def global_var(self, name: str) -> GlobalVar:
        for var in self.globals:
            if var.name == name:
                return var
        raise KeyError(name)
