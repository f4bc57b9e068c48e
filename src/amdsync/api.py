"""The public Python API: what the command line does, as typed functions (the CLI is a
thin layer over them). Errors are :class:`amdsync.AmdsyncError` carrying the located
diagnostic (``code``, ``message``, ``loc``; ``str()`` renders ``file:line:col``).

    import amdsync
    result = amdsync.check("examples/wait_off_by_one.ll", workgroup_size=64, args={"n": 8})
    amdsync.pipeline_loop("loop.py", verify=True); amdsync.lower_to_llvm("k.ll", target="gfx950")
    amdsync.check_source("examples/hip/transpose.hip", kernel="transpose", target="gfx942",
                         workgroup_size=(16, 16), workgroups=(2, 2), args={"n": 32})
    result.status            # "clean" | "findings" | "incomplete"
    result.findings[0].kind  # "undef-read"
    result.to_json(); result.to_sarif()

A source is a path (``str`` or :class:`os.PathLike`) or the text itself (LLVM IR,
litmus or pipeline notation); text is recognised by a newline in it.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from amdsync.diagnostics import AmdsyncError, Loc

if TYPE_CHECKING:
    from amdsync.explore.findings import CheckResult
    from amdsync.explore.litmus.enumerate import LitmusResult
    from amdsync.frontends.clang import Language
    from amdsync.lower.emit import LoweredModule
    from amdsync.pipeline.pipelining import Transformed
    from amdsync.pipeline.verifier import VerifyReport
    from amdsync.program.module import Program
    from amdsync.program.topology import Launch
    from amdsync.targets import Target

Source = str | os.PathLike[str]
Dims = int | tuple[int, ...]
API = Loc("<api>")


def _text_of(source: Source, default_name: str) -> tuple[str, str]:
    """(text, name used in locations) of a path or of the text itself."""
    if isinstance(source, str) and "\n" in source:
        return source, default_name
    path = Path(source)
    try:
        return path.read_text(encoding="utf-8"), str(path)
    except FileNotFoundError:
        raise AmdsyncError("no-such-file", f"no such file: {path}", Loc(str(path))) from None
    except (OSError, UnicodeDecodeError) as error:
        raise AmdsyncError("unreadable-input", f"cannot read {path}: {error}",
                           Loc(str(path))) from None


def _dims(value: Dims | None, what: str) -> tuple[int, int, int] | None:
    if value is None:
        return None
    dims = [value] if isinstance(value, int) else list(value)
    if not 1 <= len(dims) <= 3 or not all(isinstance(d, int) for d in dims):
        raise AmdsyncError("usage", f"{what} must be an int or 1 to 3 ints, got {value!r}",
                           API)
    while len(dims) < 3:
        dims.append(1)
    return dims[0], dims[1], dims[2]


def make_launch(target: Target, workgroup_size: Dims | None = None, workgroups: Dims = 1,
                cluster_size: int = 1, where: Loc = API, grid_size: Dims | None = None
                ) -> Launch:
    """The launch of a kernel on ``target``, validated (one wave per workgroup by
    default). The command line's ``--workgroup-size``/``--workgroups``/``--grid-size``
    end here too. ``grid_size`` is the grid in work-items (the AQL packet's grid_size):
    where it is not a multiple of the workgroup size, the last workgroup of that
    dimension is partial. The grid has as many dimensions as the longest of these
    values (an int is one dimension)."""
    from amdsync.program.topology import Launch  # noqa: PLC0415 (fast start)

    size = _dims(workgroup_size, "workgroup_size") or (target.wave_size, 1, 1)
    remainder = (0, 0, 0)
    if grid_size is not None:
        items = _dims(grid_size, "grid_size")
        assert items is not None
        if any(n <= 0 for n in items) or any(d <= 0 for d in size):
            raise AmdsyncError("bad-launch", f"grid size must be positive, got {items}",
                               where)
        grid = (-(-items[0] // size[0]), -(-items[1] // size[1]), -(-items[2] // size[2]))
        remainder = (items[0] % size[0], items[1] % size[1], items[2] % size[2])
        dims = max(_ndims(workgroup_size), _ndims(grid_size))
    else:
        counts = _dims(workgroups, "workgroups")
        assert counts is not None
        grid = counts
        dims = max(_ndims(workgroup_size), _ndims(workgroups))
    launch = Launch(workgroup_size=size, grid=grid, wave_size=target.wave_size,
                    cluster_size=cluster_size,
                    cluster_scope_is_agent=not target.processor.clusters,
                    remainder=remainder, dims=dims)
    launch.validate(where)
    if cluster_size > 1 and not target.processor.cluster_barriers:
        raise AmdsyncError("bad-launch", f"{target.name} has no workgroup clusters", where)
    return launch


def _ndims(value: Dims | None) -> int:
    """Dimensions a launch value names: trailing ones after the first do not count
    (``(64, 1)`` is one dimension), so a 1-D launch written as X,1,1 stays 1-D."""
    if value is None or isinstance(value, int):
        return 1
    dims = list(value)
    while len(dims) > 1 and dims[-1] == 1:
        dims.pop()
    return max(1, len(dims))


def load_kernel(source: Source, kernel: str | None = None, opaque: Iterable[str] = ()
                ) -> Program:
    """Read LLVM IR for amdgcn (a path or the text) into a Program."""
    from amdsync.formats.llvm.reader import read_llvm_with_warnings  # noqa: PLC0415

    text, name = _text_of(source, "<text>.ll")
    program, _ = read_llvm_with_warnings(text, name, frozenset(opaque), kernel)
    return program


@dataclass(frozen=True)
class Bounds:
    """Limits of one exploration; hitting one gives status ``incomplete``."""

    max_states: int = 5_000_000
    timeout: float = 600.0
    max_schedules: int = 10_000


def check(source: Source | Program, *, target: str = "gfx950",
          workgroup_size: Dims | None = None, workgroups: Dims = 1, cluster_size: int = 1,
          kernel: str | None = None, args: Mapping[str, int] | None = None,
          dynamic_lds: int = 0, strict_reads: bool = False, bounds: Bounds = Bounds(),
          opaque: Iterable[str] = (), grid_size: Dims | None = None,
          inputs: Mapping[str, object] | None = None, cooperative: bool | None = None
          ) -> CheckResult:
    """Explore every execution of one launch of a kernel (``amdsync check``).

    ``inputs`` sets the initial contents of pointer arguments' buffers, by parameter
    name: a NumPy array, ``bytes``, or text — ``"zeros:SIZE"``, ``"iota:SIZE"``,
    ``"random:SIZE[:SEED]"`` (SIZE: BYTES or COUNTxTYPE, e.g. ``"256xi32"``) or a
    ``.npy``/raw file path (explore/inputs.py); the verdict then holds for those
    inputs. ``cooperative=True``: every workgroup is co-resident, as a cooperative
    launch (``hipLaunchCooperativeKernel``) guarantees, and the report says so;
    ``False``: a note marks each spin loop that waits for another workgroup (it needs
    that guarantee); None: neither (docs/check.md, "Cooperative launches")."""
    from amdsync.explore.check import check_program  # noqa: PLC0415
    from amdsync.explore.inputs import resolve_inputs  # noqa: PLC0415
    from amdsync.explore.machine import ExploreOptions  # noqa: PLC0415
    from amdsync.program.module import Program  # noqa: PLC0415
    from amdsync.program.target_support import check_target_support  # noqa: PLC0415
    from amdsync.program.types import AddressSpace  # noqa: PLC0415
    from amdsync.targets import parse_target  # noqa: PLC0415

    parsed = parse_target(target, API)
    launch = make_launch(parsed, workgroup_size, workgroups, cluster_size,
                         grid_size=grid_size)
    program = source if isinstance(source, Program) else load_kernel(source, kernel, opaque)
    check_target_support(program, parsed.processor)
    lds = sum(g.size for g in program.globals
              if g.addrspace == AddressSpace.LOCAL and not g.barrier_count) + dynamic_lds
    if lds > parsed.processor.lds_bytes:
        raise AmdsyncError("bad-launch", f"the kernel uses {lds} bytes of LDS; "
                           f"{parsed.name} has {parsed.processor.lds_bytes}", API)
    options = ExploreOptions(max_states=bounds.max_states, timeout=bounds.timeout,
                             max_schedules=bounds.max_schedules, args=dict(args or {}),
                             dynamic_lds=dynamic_lds, strict_reads=strict_reads,
                             generation=parsed.processor.generation,
                             inputs=resolve_inputs(inputs), cooperative=cooperative)
    return check_program(program, launch, options)


def check_source(source: Source, *, kernel: str | None = None, target: str = "gfx942",
                 workgroup_size: Dims | None = None, workgroups: Dims = 1,
                 grid_size: Dims | None = None, args: Mapping[str, int] | None = None,
                 bounds: Bounds = Bounds(), clang: str | None = None,
                 device_libs: str | None = None, keep_ll: Source | None = None,
                 inputs: Mapping[str, object] | None = None,
                 cooperative: bool | None = None) -> CheckResult:
    """Compile a HIP (``.hip``) or OpenCL C (``.cl``) kernel with a system clang and the
    ROCm device libraries and check one launch (``amdsync hip`` / ``amdsync opencl``);
    ``kernel``, ``args`` and ``inputs`` by their names in the source."""
    from amdsync.frontends.clang import compiled_ir, find_toolchain  # noqa: PLC0415
    from amdsync.targets import parse_target  # noqa: PLC0415

    path = Path(source)
    language: Language = "hip" if path.suffix == ".hip" else "opencl"
    parsed = parse_target(target, API)
    toolchain = find_toolchain(clang, device_libs, API)
    keep = Path(keep_ll) if keep_ll is not None else None
    with compiled_ir(path, language, parsed, toolchain, keep, bounds.timeout) as output:
        return check(output, target=target, workgroup_size=workgroup_size,
                     workgroups=workgroups, grid_size=grid_size, kernel=kernel, args=args,
                     bounds=bounds, inputs=inputs, cooperative=cooperative)


def litmus(source: Source, *, loop_bound: int | None = None,
           max_candidates: int | None = None, timeout: float | None = None) -> LitmusResult:
    """Every consistent execution of a litmus test and its outcomes (``amdsync
    litmus``); amdsync-format or herd/Dat3M Vulkan text or file."""
    import time  # noqa: PLC0415

    from amdsync.explore.litmus.enumerate import (  # noqa: PLC0415
        DEFAULT_LOOP_BOUND,
        DEFAULT_MAX_CANDIDATES,
        explore,
    )
    from amdsync.formats.litmus import parse_litmus  # noqa: PLC0415

    text, name = _text_of(source, "<text>.litmus")
    test = parse_litmus(text, name)
    deadline = time.perf_counter() + timeout if timeout is not None else None
    return explore(test, loop_bound if loop_bound is not None else DEFAULT_LOOP_BOUND,
                   max_candidates if max_candidates is not None else DEFAULT_MAX_CANDIDATES,
                   deadline)


@dataclass(frozen=True)
class PipelineResult:
    """The transformed loop (``text`` in the input notation), the transform's decisions,
    and the verification report when asked for."""

    text: str
    transformed: Transformed
    report: VerifyReport | None

    @property
    def ok(self) -> bool:
        return self.report is None or self.report.ok


def pipeline_loop(source: Source, *, stage: tuple[int, ...] | None = None,
             order: tuple[int, ...] | None = None,
             async_stages: tuple[int, ...] | None = None, verify: bool = False,
             seeds: int = 3) -> PipelineResult:
    """Software-pipeline the annotated loop with exact wait counts (``amdsync
    pipeline``); ``verify`` proves it against the original loop."""
    from amdsync.pipeline.parse import parse_program, with_cli_annotation  # noqa: PLC0415
    from amdsync.pipeline.pipelining import transform  # noqa: PLC0415
    from amdsync.pipeline.printer import format_program  # noqa: PLC0415
    from amdsync.pipeline.verifier import verify as verify_loop  # noqa: PLC0415

    text, name = _text_of(source, "<text>.py")
    original = with_cli_annotation(parse_program(text, name), stage, order, async_stages)
    result = transform(original)
    report = verify_loop(original, result.program, tuple(range(max(1, seeds)))) if verify \
        else None
    return PipelineResult(format_program(result.program), result, report)


def lower_to_llvm(source: Source | Program, *, target: str | None = None,
          max_workgroup_size: int = 1024) -> LoweredModule:
    """AMDGPU LLVM IR for a program (``amdsync lower``): a builder script path, a
    Program, or LLVM IR; ``target`` defaults to the one the input names."""
    from amdsync.lower.emit import lower_program  # noqa: PLC0415
    from amdsync.lower.load import load_program, resolve_target  # noqa: PLC0415
    from amdsync.program.module import Program  # noqa: PLC0415

    if isinstance(source, Program):
        program = source
    elif isinstance(source, str) and "\n" in source:
        program = load_kernel(source)
    else:
        program = load_program(str(source))
    return lower_program(program, resolve_target(target, program),
                         max_workgroup_size=max_workgroup_size)


__all__ = ["AmdsyncError", "Bounds", "PipelineResult", "check", "litmus", "load_kernel",
           "lower_to_llvm", "make_launch", "pipeline_loop"]
