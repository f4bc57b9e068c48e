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
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from amdsync.diagnostics import AmdsyncError, Loc, read_input

if TYPE_CHECKING:
    from amdsync.explore.findings.result import CheckResult
    from amdsync.explore.litmus.outcomes import LitmusResult
    from amdsync.frontends.clang import Language
    from amdsync.lower.emit import LoweredModule
    from amdsync.pipeline.pipelining import Transformed
    from amdsync.pipeline.verifier import VerifyReport
    from amdsync.program.module import Program
    from amdsync.program.topology import Launch
    from amdsync.program.types import Type
    from amdsync.targets import Target
    from amdsync.tasks import Report, Task

Source = str | os.PathLike[str]
Dims = int | tuple[int, ...]
API = Loc("<api>")


def _text_of(source: Source, default_name: str) -> tuple[str, str]:
    """(text, name used in locations) of a path or of the text itself."""
    if isinstance(source, str) and "\n" in source:
        return source, default_name
    path = Path(source)
    if not path.exists():
        raise AmdsyncError("no-such-file", f"no such file: {path}", Loc(str(path)))
    # (bytes that are not UTF-8: an error at their line and column)
    return read_input(str(path)), str(path)


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


def load_kernel(source: Source, kernel: str | None = None, opaque: Iterable[str] = (),
                source_name: str = "<text>.ll") -> Program:
    """Read LLVM IR for amdgcn (a path or the text, named ``source_name`` in
    locations) into a Program."""
    from amdsync.formats.llvm.reader import read_llvm_with_warnings  # noqa: PLC0415
    from amdsync.frontends.kernels import choose_kernel  # noqa: PLC0415

    text, name = _text_of(source, source_name)
    if kernel is not None:
        kernel = choose_kernel(text, kernel, name)
    program, _ = read_llvm_with_warnings(text, name, frozenset(opaque), kernel)
    return program


# ---------------------------------------------------------------- kernel argument values
#
# The explorer keeps every value as an integer sign-extended to its type's width
# (explore/values/values.py). A scalar argument of any type enters it that way, encoded here,
# at the boundary: an integer as itself (checked against its type's range), a bool as
# 0 or 1, and a float, double, half or bfloat as the bits of its IEEE encoding read as
# a signed integer of that width (``dt=-1.0`` for a float is 0xBF800000, entered as
# -1082130432) — so a bitcast, a sign test or a store of the argument sees exactly the
# bits the hardware would. The encoding is documented in docs/hip-opencl.md ("Kernel
# arguments").

ArgValue = int | float | bool
INT64_MAX = (1 << 63) - 1
MAX_ARG_BYTES = (1 << 32) - 1  # an LDS pointer argument's bytes
_FLOAT_BITS = {"half": 16, "bfloat": 16, "float": 32, "double": 64}


def int_range(ty: Type) -> tuple[int, int] | None:
    """The integers an argument of type ``ty`` takes (signed or unsigned reading:
    ``i8`` takes -128 … 255), or None when it is not an integer type."""
    from amdsync.program.types import IntType, PtrType  # noqa: PLC0415

    if isinstance(ty, IntType):
        if ty.bits == 1:
            return 0, 1
        bits = min(ty.bits, 64)
        return -(1 << (bits - 1)), (1 << bits) - 1
    if isinstance(ty, PtrType) and ty.addrspace == 3:
        return 0, MAX_ARG_BYTES  # an LDS pointer argument's bytes
    if isinstance(ty, PtrType):
        # A buffer's extent: the explorer names a negative one at the kernel.
        return -(1 << 63), (1 << 63) - 1
    return None


def encode_arg(name: str, ty: Type, value: ArgValue | str, where: Loc = API,
               option: str = "--arg") -> int:
    """The integer the explorer takes for argument ``name`` of type ``ty`` given
    ``value`` (a number, a bool, or its text: ``0.01``, ``-3``, ``0x40``, ``true``).
    A value the type cannot hold is a usage error naming the argument."""
    from amdsync.program.types import FloatType, IntType, PtrType  # noqa: PLC0415

    shown = f"{option} {name}={value}"
    if isinstance(ty, FloatType):
        return _encode_float(name, ty.name, value, where, shown)
    if isinstance(ty, IntType) and ty.bits == 1:
        words = {"true": 1, "false": 0, "1": 1, "0": 0}
        key = str(value).strip().lower()
        if key not in words:
            raise AmdsyncError("usage", f"{shown}: {name} is a bool (i1); give true or "
                               "false", where)
        return words[key]
    number = _as_int(value)
    if number is None:
        raise AmdsyncError("usage", f"{shown}: {name} is {ty}; give an integer", where)
    span = int_range(ty) or (-(1 << 63), INT64_MAX)
    lo, hi = span
    if not lo <= number <= hi:
        what = "a size in bytes" if isinstance(ty, PtrType) else f"an {ty}"
        raise AmdsyncError("usage", f"{shown}: {number} does not fit {name}, {what} "
                           f"({lo} to {hi})", where)
    # Past int64: the same bits, read as signed (the explorer's integers are 64-bit).
    return number - (1 << 64) if number > INT64_MAX else number


def _as_int(value: ArgValue | str) -> int | None:
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        return int(value) if value.is_integer() else None
    for base in (10, 0):
        try:
            return int(value.strip(), base)
        except ValueError:
            continue
    return None


_QUIET_NAN = {"half": 0x7E00, "bfloat": 0x7FC0, "float": 0x7FC00000,
              "double": 0x7FF8000000000000}


def _encode_float(name: str, kind: str, value: ArgValue | str, where: Loc,
                  shown: str) -> int:
    import math  # noqa: PLC0415
    import struct  # noqa: PLC0415

    bits = _FLOAT_BITS.get(kind)
    if bits is None:
        raise AmdsyncError("usage", f"{shown}: {name} is {kind}; amdsync takes values for "
                           "float, double, half and bfloat arguments", where)
    number = None if isinstance(value, bool) else _as_float(value)
    if number is None:
        raise AmdsyncError("usage", f"{shown}: {name} is a {kind}; give a number (0.5, "
                           "-1e-3, 0x1p-4, inf, nan)", where)
    past = AmdsyncError("usage", f"{shown}: {value} is past the largest {kind}", where)
    asked_infinite = "inf" in str(value).lower()
    if math.isinf(number) and not asked_infinite:
        raise past  # 1e999: a finite number no float holds
    sign = 1 << (bits - 1)
    if math.isnan(number):
        raw = _QUIET_NAN[kind] | (sign if math.copysign(1.0, number) < 0 else 0)
    else:
        try:
            if kind == "double":
                raw = struct.unpack("<Q", struct.pack("<d", number))[0]
            elif kind == "half":
                raw = struct.unpack("<H", struct.pack("<e", number))[0]
            else:
                raw = struct.unpack("<I", struct.pack("<f", number))[0]
        except OverflowError:
            raise past from None
        if kind == "bfloat":  # the float's top half, rounded to nearest even
            raw = (raw + 0x7FFF + ((raw >> 16) & 1)) >> 16
            if (raw & 0x7F80) == 0x7F80 and math.isfinite(number):
                raise past
    return raw - (1 << bits) if raw >= sign else raw


def _as_float(value: int | float | str) -> float | None:
    """A number as a double (a ``0x1p-4`` hex float too); None if it is none. An integer
    too large for a double is infinite (and so past every float type)."""
    if isinstance(value, int | float):
        try:
            return float(value)
        except OverflowError:
            return float("inf")
    text = value.strip()
    try:
        return float(text)
    except ValueError:
        pass
    try:
        return float.fromhex(text)
    except OverflowError:
        return float("inf")
    except ValueError:
        return None


def encode_args(program: Program, args: Mapping[str, ArgValue], where: Loc = API
                ) -> dict[str, int]:
    """Every argument's value as :func:`encode_arg` gives it; a name the kernel lacks
    is left for the explorer to report (it names the kernel)."""
    params = {p.name: p.ty for p in program.kernel_function.params}
    out: dict[str, int] = {}
    for name, value in args.items():
        key = name.lstrip("%")
        ty = params.get(key)
        if ty is None:
            if isinstance(value, bool) or not isinstance(value, int):
                raise AmdsyncError("unknown-argument", f"kernel {program.kernel} has no "
                                   f"parameter {key!r}", where)
            out[key] = value
            continue
        out[key] = encode_arg(key, ty, value, where, option="args")
    return out


@dataclass(frozen=True)
class Bounds:
    """Limits of one exploration; hitting one gives status ``incomplete``."""

    max_states: int = 5_000_000
    timeout: float = 600.0
    max_schedules: int = 10_000
    # Bytes of resident memory (None: half the machine's or the control group's memory;
    # docs/bounds.md, "Memory").
    max_memory: int | None = None
    # Trips a loop whose trip count the input decides runs at most where no closure
    # covers longer runs (--max-trips; docs/semantics/every-input.md, "Loops whose trip
    # count is data"); the verdict's scope names each loop so bounded.
    max_trips: int = 8


MIN_MEMORY = 16 << 20  # (search/memory_bound.MIN_BYTES, without importing the engine)


def _check_bounds(bounds: Bounds) -> None:
    """Bounds a caller gives hold numbers every clock and counter takes (comparisons
    only: no arithmetic on the caller's value may raise)."""
    for name in ("max_states", "max_schedules"):
        value = getattr(bounds, name)
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= INT64_MAX:
            raise AmdsyncError("usage", f"Bounds.{name} must be an int from 1 to "
                               f"{INT64_MAX}, got {value!r}", API)
    timeout = bounds.timeout
    if (isinstance(timeout, bool) or not isinstance(timeout, int | float)
            or not 0 < timeout <= 1e9):
        raise AmdsyncError("usage", f"Bounds.timeout must be seconds above 0 and at most "
                           f"1e9, got {timeout!r}", API)
    memory = bounds.max_memory
    if memory is not None and (isinstance(memory, bool) or not isinstance(memory, int)
                               or not MIN_MEMORY <= memory <= INT64_MAX):
        raise AmdsyncError("usage", f"Bounds.max_memory must be bytes, an int from "
                           f"{MIN_MEMORY} to {INT64_MAX}, or None, got {memory!r}", API)


def check(source: Source | Program, *, target: str = "gfx950",
          workgroup_size: Dims | None = None, workgroups: Dims = 1, cluster_size: int = 1,
          kernel: str | None = None, args: Mapping[str, ArgValue] | None = None,
          dynamic_lds: int = 0, strict_reads: bool = False, bounds: Bounds = Bounds(),
          opaque: Iterable[str] = (), grid_size: Dims | None = None,
          inputs: Mapping[str, object] | None = None, cooperative: bool | None = None,
          fixes: bool = False, source_name: str = "<text>.ll",
          reading: str = "spec", assume: Sequence[str] = ()) -> CheckResult:
    """Explore every execution of one launch of a kernel (``amdsync check``).

    ``inputs`` sets the initial contents of pointer arguments' buffers, by parameter
    name: a NumPy array, ``bytes``, or text — ``"zeros:SIZE"``, ``"iota:SIZE"``,
    ``"random:SIZE[:SEED]"`` (SIZE: BYTES or COUNTxTYPE, e.g. ``"256xi32"``) or a
    ``.npy``/raw file path (explore/every_input/inputs.py); the verdict then holds for those
    inputs. ``cooperative=True``: every workgroup is co-resident, as a cooperative
    launch (``hipLaunchCooperativeKernel``) guarantees, and the report says so;
    ``False``: a note marks each spin loop that waits for another workgroup (it needs
    that guarantee); None: neither (docs/semantics/barriers.md, "Cooperative launches").
    ``fixes``: also search each finding's checked fix (``result.fixes``; docs/fixes.md;
    the source must be IR text or a path, not a Program). IR given as text is named
    ``source_name`` in locations. ``reading``: ``"spec"`` (a plain read that may see
    several writes returns undef, an ``undef-read`` finding) or ``"latest-write"`` (it
    returns the last of them; shared/spec/READINGS.md item 1, docs/semantics/readings.md).
    ``assume``: preconditions on the input (``--assume``;
    docs/semantics/symbolic.md, "Preconditions in the queries"): the verdict holds for
    the inputs that meet every one."""
    from amdsync.explore.every_input.inputs import resolve_inputs  # noqa: PLC0415
    from amdsync.explore.machine.machine import ExploreOptions  # noqa: PLC0415
    from amdsync.explore.search.check import check_program  # noqa: PLC0415
    from amdsync.program.module import Program  # noqa: PLC0415
    from amdsync.program.target_support import check_target_support  # noqa: PLC0415
    from amdsync.program.types import AddressSpace  # noqa: PLC0415
    from amdsync.semantics.memory_model.read_rules import parse_reading  # noqa: PLC0415
    from amdsync.targets import parse_target  # noqa: PLC0415

    _check_bounds(bounds)
    parsed = parse_target(target, API)
    launch = make_launch(parsed, workgroup_size, workgroups, cluster_size,
                         grid_size=grid_size)
    program = source if isinstance(source, Program) else load_kernel(source, kernel, opaque,
                                                                      source_name)
    check_target_support(program, parsed.processor)
    lds = sum(g.size for g in program.globals
              if g.addrspace == AddressSpace.LOCAL and not g.barrier_count) + dynamic_lds
    if lds > parsed.processor.lds_bytes:
        raise AmdsyncError("bad-launch", f"the kernel uses {lds} bytes of LDS; "
                           f"{parsed.name} has {parsed.processor.lds_bytes}", API)
    options = ExploreOptions(max_states=bounds.max_states, timeout=bounds.timeout,
                             max_schedules=bounds.max_schedules,
                             max_memory=bounds.max_memory, max_trips=bounds.max_trips,
                             args=encode_args(program, args or {}),
                             dynamic_lds=dynamic_lds, strict_reads=strict_reads,
                             generation=parsed.processor.generation,
                             inputs=resolve_inputs(inputs), cooperative=cooperative,
                             reading=parse_reading(reading, API), assume=tuple(assume))
    result = check_program(program, launch, options)
    if fixes and result.findings:
        from amdsync.explore.search.fixes import search_fixes  # noqa: PLC0415
        from amdsync.frontends.kernels import choose_kernel  # noqa: PLC0415

        if isinstance(source, Program):
            raise AmdsyncError("usage", "fixes=True edits the IR text: give the source as "
                               "a path or text, not a Program", API)
        text, name = _text_of(source, source_name)
        chosen = choose_kernel(text, kernel, name) if kernel is not None else None
        result.fixes = search_fixes(text, name, launch, options, result, chosen,
                                    frozenset(opaque))
    return result


def check_source(source: Source, *, kernel: str | None = None, target: str | None = None,
                 workgroup_size: Dims | None = None, workgroups: Dims = 1,
                 grid_size: Dims | None = None, args: Mapping[str, ArgValue] | None = None,
                 bounds: Bounds = Bounds(), clang: str | None = None,
                 device_libs: str | None = None, keep_ll: Source | None = None,
                 flags: Sequence[str] = (), compile_commands: Source | None = None,
                 inputs: Mapping[str, object] | None = None,
                 cooperative: bool | None = None, reading: str = "spec",
                 assume: Sequence[str] = ()) -> CheckResult:
    """Compile a HIP (``.hip``) or OpenCL C (``.cl``) kernel with a system clang and the
    ROCm device libraries and check one launch (``amdsync hip`` / ``amdsync opencl``);
    ``kernel``, ``args`` and ``inputs`` by their names in the source (``reduce<256>``; a
    float argument's value as a float). ``flags`` go to clang as the words after ``--`` do;
    ``compile_commands`` (a compile_commands.json) gives the project's flags for the
    file. Without ``target``, the processor ``flags`` name (``-mcpu=gfx1100``), else
    the newest processor of amdsync's default line the clang supports
    (frontends/clang.py); a ``target`` other than the one ``flags`` name is an error
    (frontends/flag_target.py). ``reading`` and ``assume`` as :func:`check`'s."""
    from amdsync.frontends.clang import (  # noqa: PLC0415
        compiled_ir,
        default_target,
        find_toolchain,
    )
    from amdsync.frontends.compile_commands import flags_for  # noqa: PLC0415
    from amdsync.frontends.flag_target import (  # noqa: PLC0415
        require_agreement,
        target_in_flags,
    )
    from amdsync.frontends.flags import refuse_loading, user_flags  # noqa: PLC0415
    from amdsync.frontends.struct_names import name_struct_arguments  # noqa: PLC0415
    from amdsync.targets import parse_target  # noqa: PLC0415

    path = Path(source)
    language: Language = "hip" if path.suffix == ".hip" else "opencl"
    refuse_loading(list(flags), API, "flags")
    words = user_flags(list(flags))
    if compile_commands is not None:
        words = (*flags_for(Path(compile_commands), path, language).kept, *words)
    toolchain = find_toolchain(clang, device_libs, API)
    # The processor clang compiles for is the one checked (frontends/flag_target.py).
    if target is not None:
        parsed = parse_target(target, API)
        require_agreement(parsed, f"target={target!r}", words, "in flags", API)
    else:
        parsed = (target_in_flags(words, "in flags", API) or (default_target(
            toolchain, API), ""))[0]
    keep = Path(keep_ll) if keep_ll is not None else None
    with compiled_ir(path, language, parsed, toolchain, keep, bounds.timeout,
                     words) as output:
        # The names of the struct arguments' fields (frontends/struct_names.py).
        name_struct_arguments(output, path, language, parsed, toolchain, words,
                              bounds.timeout)
        return check(output, target=parsed.canonical(), workgroup_size=workgroup_size,
                     workgroups=workgroups, grid_size=grid_size, kernel=kernel, args=args,
                     bounds=bounds, inputs=inputs, cooperative=cooperative,
                     reading=reading, assume=assume)


def litmus(source: Source, *, loop_bound: int | None = None,
           max_candidates: int | None = None, timeout: float | None = None,
           reading: str = "spec") -> LitmusResult:
    """Every consistent execution of a litmus test and its outcomes (``amdsync
    litmus``); amdsync-format or herd/Dat3M Vulkan text or file. ``reading`` as
    :func:`check`'s (docs/semantics/readings.md)."""
    import time  # noqa: PLC0415

    from amdsync.explore.litmus.enumerate import (  # noqa: PLC0415
        DEFAULT_LOOP_BOUND,
        DEFAULT_MAX_CANDIDATES,
        explore,
    )
    from amdsync.formats.litmus import parse_litmus  # noqa: PLC0415
    from amdsync.semantics.memory_model.read_rules import parse_reading  # noqa: PLC0415

    chosen = parse_reading(reading, API)
    text, name = _text_of(source, "<text>.litmus")
    test = parse_litmus(text, name)
    deadline = time.perf_counter() + timeout if timeout is not None else None
    return explore(test, loop_bound if loop_bound is not None else DEFAULT_LOOP_BOUND,
                   max_candidates if max_candidates is not None else DEFAULT_MAX_CANDIDATES,
                   deadline, reading=chosen)


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



@dataclass(frozen=True)
class CheckItem:
    """One kernel launch for :func:`check_many`: LLVM IR (``.ll``), HIP (``.hip``) or
    OpenCL C (``.cl``, compiled where the task runs: clang-19 and the ROCm device
    libraries must be installed there) as a path or the text, with its own launch.
    ``name`` names it in the report (default: the path)."""

    source: Source
    target: str = "gfx950"
    workgroup_size: Dims | None = None
    workgroups: Dims = 1
    grid_size: Dims | None = None
    cluster_size: int = 1
    kernel: str | None = None
    args: Mapping[str, int] = field(default_factory=dict)
    dynamic_lds: int = 0
    strict_reads: bool = False
    reading: str = "spec"  # as check()'s
    name: str | None = None
    language: Literal["ll", "hip", "opencl"] | None = None  # None: from the suffix


def check_many(items: Iterable[Source | CheckItem], *, target: str = "gfx950",
               workgroup_size: Dims | None = None, workgroups: Dims = 1,
               grid_size: Dims | None = None, cluster_size: int = 1,
               kernel: str | None = None, args: Mapping[str, int] | None = None,
               shapes: Iterable[Mapping[str, int]] = (), bounds: Bounds = Bounds(),
               executor: Literal["local", "ray"] = "local", jobs: int | None = None,
               address: str | None = None, progress: bool = False) -> Report:
    """Check many launches at once, each file × each launch shape an independent task
    (amdsync.tasks), merged into one report in the order given: on every core
    (``executor="local"``, ``jobs`` processes, default all; 1 runs here), or on a Ray
    cluster (``executor="ray"``, ``address`` ``HOST:PORT`` or ``ray://HOST:PORT``,
    None starts a Ray instance here; ``pip install 'amdsync[ray]'``). A plain source
    takes the launch given here; a :class:`CheckItem` its own. Each of ``shapes`` adds
    its arguments to every item's (one task per item and shape).

    A task that crashes or overruns its bound is reported as such (``status``
    ``error`` / ``bound``) and the others finish; ``report.exit_code`` is the worst, as
    the command line's. ``report.to_json(timings=False)`` is the same whatever ran it.
    Bad input found before any work (a missing file, a bad launch, an unreachable
    cluster) raises :class:`AmdsyncError`."""
    from amdsync.tasks import Executor, run_tasks  # noqa: PLC0415

    if executor not in ("local", "ray"):
        raise AmdsyncError("usage", f"executor must be 'local' or 'ray', got {executor!r}",
                           API)
    defaults = CheckItem("", target, workgroup_size, workgroups, grid_size, cluster_size,
                         kernel, dict(args or {}))
    launches: list[dict[str, int] | None] = [dict(s) for s in shapes] or [None]
    tasks: list[Task] = []
    for number, item in enumerate(items, 1):
        spec = item if isinstance(item, CheckItem) else _with_source(defaults, item)
        for shape in launches:
            tasks.append(_check_task(spec, number, shape, bounds))
    _unique_keys(tasks)
    run = Executor.ray(address) if executor == "ray" else Executor.local(jobs)
    return run_tasks(tasks, run, progress=progress)


def _with_source(item: CheckItem, source: Source) -> CheckItem:
    return replace(item, source=source)


def _check_task(item: CheckItem, number: int, shape: Mapping[str, int] | None,
                bounds: Bounds) -> Task:
    """The task of one item and shape: its text read and its launch validated here."""
    from amdsync.semantics.memory_model.read_rules import parse_reading  # noqa: PLC0415
    from amdsync.targets import parse_target  # noqa: PLC0415
    from amdsync.tasks import CheckJob, ExploreBounds, SourceJob, Task  # noqa: PLC0415

    suffix = "" if isinstance(item.source, str) and "\n" in item.source \
        else Path(item.source).suffix
    language = item.language or {".hip": "hip", ".cl": "opencl"}.get(suffix, "ll")
    default_name = f"<text {number}>" + (".ll" if language == "ll" else
                                          ".hip" if language == "hip" else ".cl")
    text, file = _text_of(item.source, default_name)
    parsed = parse_target(item.target, API)
    launch = make_launch(parsed, item.workgroup_size, item.workgroups, item.cluster_size,
                         grid_size=item.grid_size)
    values = {**item.args, **(shape or {})}
    limits = ExploreBounds(bounds.max_states, bounds.timeout, bounds.max_schedules,
                           bounds.max_memory, bounds.max_trips)
    key = item.name or file
    if shape:
        key += " [" + ", ".join(f"{k}={v}" for k, v in shape.items()) + "]"
    pairs = tuple(values.items())
    if language == "ll":
        return Task(key, CheckJob(text, file, item.target, launch, item.kernel, pairs,
                                  item.dynamic_lds, item.strict_reads, limits,
                                  reading=parse_reading(item.reading, API).value),
                    bound=bounds.timeout + max(5.0, bounds.timeout / 4))
    return Task(key, SourceJob(text, file, "hip" if language == "hip" else "opencl",
                               item.target, launch, item.kernel, pairs, limits,
                               parse_reading(item.reading, API).value),
                bound=2 * bounds.timeout + 5.0)  # compiling, then checking


def _unique_keys(tasks: list[Task]) -> None:
    """Tasks named alike (a file given twice) get ``#2``, ``#3`` … after the first."""
    seen: dict[str, int] = {}
    for i, task in enumerate(tasks):
        count = seen.get(task.key, 0) + 1
        seen[task.key] = count
        if count > 1:
            tasks[i] = replace(task, key=f"{task.key} #{count}")


__all__ = ["AmdsyncError", "Bounds", "CheckItem", "PipelineResult", "check", "check_many",
           "litmus", "load_kernel", "lower_to_llvm", "make_launch", "pipeline_loop"]
