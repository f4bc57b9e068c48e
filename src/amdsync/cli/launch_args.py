"""The one description of a kernel launch on the command line.

Every command that runs a kernel (``check``, and the commands that compile a kernel
first and then check it) adds its launch options with :func:`add_launch_arguments` and
its bounds with :func:`add_bound_arguments`, and reads them back with
:func:`launch_from_args` and :func:`options_from_args`. New launch features (sweeps,
3-D shapes, implicit arguments, buffer sizes) extend these functions, never a copy of
them in one command.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from amdsync.cli.clock import spent
from amdsync.cli.numbers import INT64_MAX, MAX_GRID_ITEMS, count, parse_int, seconds
from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.program.topology import Launch
from amdsync.targets import DEFAULT_TARGET, Target, parse_target

if TYPE_CHECKING:
    from amdsync.explore.every_input.inputs import InputSpec
    from amdsync.explore.machine.machine import ExploreOptions

CLI = Loc("<command line>")


# The options every command that checks a kernel launch shares (check, hip, opencl,
# triton): one builder, so they exist everywhere with the same names and defaults
# (tests/cli/test_shared_options.py walks the parsers).
SHARED_OPTION_GROUPS = ("target", "launch", "bounds", "output", "reader")


def add_kernel_options(p: argparse.ArgumentParser) -> None:
    """The one option set of the commands that check a kernel launch: the target, the
    launch, the bounds, the output and the reader's ``--opaque``."""
    add_target_argument(p)
    add_launch_arguments(p)
    add_bound_arguments(p)
    add_output_arguments(p)
    add_fix_arguments(p)
    p.add_argument("--opaque", action="append", default=[], metavar="INTRINSIC",
                   help="treat this llvm.amdgcn.* intrinsic as an operation without memory "
                   "effects (a warning instead of an error)")


def add_target_argument(p: argparse.ArgumentParser) -> None:
    p.add_argument("--target", "--offload-arch", "--mcpu", dest="target", default=None,
                   metavar="TARGET",
                   help=f"target ID, e.g. gfx942:xnack- (default: {DEFAULT_TARGET} for IR "
                   "and Triton; for HIP and OpenCL the newest the clang supports)")


def add_output_arguments(p: argparse.ArgumentParser) -> None:
    """How the result is printed (and the HTML report written beside it)."""
    p.add_argument("--json", action="store_true",
                   help="print the result as JSON (same as --format json)")
    p.add_argument("--format", choices=("text", "json", "sarif"), default=None,
                   help="output format: text (default), json, or sarif (SARIF 2.1.0 for "
                   "code-scanning CI)")
    p.add_argument("--no-notes", action="store_true", help="omit informational notes")
    add_html_argument(p)


def add_fix_arguments(p: argparse.ArgumentParser) -> None:
    """The fix search (explore/search/fixes.py): each candidate is a full check again,
    so it runs when asked."""
    p.add_argument("--fixes", action="store_true",
                   help="search each finding's smallest synchronization edit (a wait count "
                   "lowered, fences, release/acquire, a wider scope, a barrier, an atomic "
                   "access), check the launch again with it, and show the edits that "
                   "remove a finding without adding one")
    p.add_argument("--fix", default=None, metavar="OUT.ll",
                   help="write the IR with every checked fix applied (implies --fixes); "
                   "the edits together are checked again and the report says what is left")


def add_html_argument(p: argparse.ArgumentParser) -> None:
    p.add_argument("--html", default=None, metavar="PATH",
                   help="also write a self-contained HTML report (counterexample "
                   "timelines) to PATH")


def output_format(args: argparse.Namespace) -> str:
    """``text``, ``json`` or ``sarif`` from ``--format`` and ``--json``."""
    if args.json and args.format not in (None, "json"):
        raise AmdsyncError("usage", f"--json and --format {args.format} are two formats: "
                           "give one", CLI)
    return "json" if args.json else (args.format or "text")


def add_launch_arguments(p: argparse.ArgumentParser) -> None:
    """The launch shape and the kernel's scalar arguments."""
    p.add_argument("--workgroup-size", default=None,
                   help="work-items per workgroup: N or X,Y[,Z] (default: one wave)")
    p.add_argument("--workgroups", default=None,
                   help="workgroups to launch: N or X,Y[,Z] (default 1)")
    p.add_argument("--grid-size", default=None,
                   help="the grid in work-items instead of --workgroups: N or X,Y[,Z]; "
                   "where it is not a multiple of the workgroup size the last workgroup "
                   "is partial")
    p.add_argument("--cluster-size", type=count("--cluster-size", 1, MAX_GRID_ITEMS),
                   default=1, help="workgroups per cluster")
    p.add_argument("--kernel", default=None,
                   help="which kernel (function) to launch: its name in the source "
                   "(reduce, reduce<256>, ns::reduce<float>) or in the IR")
    p.add_argument("--arg", action="append", default=[], metavar="NAME=VALUE",
                   help="value of a scalar kernel argument (repeatable): an integer, "
                   "a float for float/double/half/bfloat, true/false for bool; "
                   "NAME=A:B[:STEP] or NAME=v1,v2,... checks every value (each "
                   "combination a shape); NAME=@OTHER[*A][+B] ties NAME to another "
                   "argument in every shape (e.g. a stride to N); a field of a struct "
                   "argument is STRUCT.FIELD, e.g. g.nodes")
    add_shape_arguments(p)
    p.add_argument("--dynamic-lds", type=count("--dynamic-lds", 0, MAX_GRID_ITEMS),
                   default=0, help="bytes of dynamic (extern) LDS")
    p.add_argument("--input", action="append", default=[], metavar="NAME=DATA",
                   help="initial contents of a pointer argument's buffer (repeatable): "
                   "FILE.npy, a raw file, zeros:SIZE, iota:SIZE or random:SIZE[:SEED] "
                   "(SIZE: BYTES or COUNTxTYPE, e.g. 256xu32); a pointer field of a struct "
                   "argument is STRUCT.FIELD, e.g. g.nindex; a __constant__ global's "
                   "contents are its name, e.g. d_mask; the verdict then holds for "
                   "that input (docs/semantics/model.md, \"Input data\")")
    p.add_argument("--assume", action="append", default=[], metavar="EXPR",
                   help="a precondition on the input (repeatable): a C-like condition "
                   "over arguments and buffer elements, e.g. 'forall i: 0 <= route[i] < "
                   "64' or 'forall i in 0..8: seq[i] <= seq[i+1]'; the verdict holds for "
                   "the inputs that meet every one "
                   "(docs/semantics/symbolic.md, \"Preconditions in the queries\")")
    p.add_argument("--cooperative", action="store_const", const=True, default=None,
                   help="a cooperative launch (hipLaunchCooperativeKernel): every "
                   "workgroup is co-resident "
                   "(docs/semantics/barriers.md, \"Cooperative launches\")")


def add_shape_arguments(p: argparse.ArgumentParser) -> None:
    """Several launch shapes at once (besides ``--arg`` ranges and lists)."""
    p.add_argument("--sweep", action="append", default=[], metavar="NAME=LO:HI[:STEP]",
                   help="check every value of NAME in [LO, HI] (every STEP-th) in one "
                   "parametric exploration, split into classes of values that run alike "
                   "(a second "
                   "--sweep, or a range of more than 65536 values, is sampled)")
    p.add_argument("--max-shapes", type=count("--max-shapes"), default=4096,
                   help="bound on launch shapes checked by one command (default 4096)")


def add_bound_arguments(p: argparse.ArgumentParser) -> None:
    """Explicit limits of an exploration; hitting one is exit 3, never a clean verdict."""
    p.add_argument("--max-states", type=count("--max-states"), default=5_000_000,
                   help="bound on the wave instructions of each execution")
    p.add_argument("--timeout", type=seconds("--timeout"), default=600.0,
                   help="bound in seconds")
    p.add_argument("--max-schedules", type=count("--max-schedules"), default=10_000,
                   help="bound on schedules (barrier orders, reads-from choices) explored")
    add_memory_argument(p)
    p.add_argument("--max-trips", type=count("--max-trips"), default=8,
                   help="bound on the trips of a loop whose trip count the input decides, "
                   "where amdsync cannot cover every trip count (default 8); the verdict "
                   "then holds for the inputs on which it runs at most that many "
                   "(docs/semantics/every-input.md, \"Loops whose trip count is data\")")
    p.add_argument("--strict-reads", action="store_true",
                   help="report a read that may return undef at the read, even when its "
                   "value is never used (default: where the value is used)")
    add_reading_argument(p)


def add_memory_argument(p: argparse.ArgumentParser) -> None:
    """``--max-memory SIZE`` (check, the front ends, litmus; docs/bounds.md, "Memory")."""
    p.add_argument("--max-memory", type=memory_size, default=None, metavar="SIZE",
                   help="bound on resident memory, e.g. 4G (default: half the machine's "
                   "or the control group's memory; exit 3); docs/bounds.md")


def add_reading_argument(p: argparse.ArgumentParser) -> None:
    """``--reading`` (check, the front ends, litmus; docs/semantics/readings.md)."""
    p.add_argument("--reading", choices=("spec", "latest-write"), default="spec",
                   help="a plain read that may see several writes: undef, an undef-read "
                   "finding (spec, the default) or the last of them in modification "
                   "order (latest-write, what the hardware does); "
                   "docs/semantics/readings.md")


def memory_size(text: str) -> int:
    """``--max-memory SIZE`` (search/memory_bound.py): a usage error names the option."""
    from amdsync.explore.search.memory_bound import parse_size  # noqa: PLC0415 (fast start)

    try:
        return parse_size(text, CLI)
    except AmdsyncError as error:
        raise argparse.ArgumentTypeError(error.message) from None


def parse_dims(text: str, what: str) -> tuple[int, ...]:
    """``N``, ``X,Y``, ``X,Y,Z`` (or ``XxYxZ``) → the 1 to 3 values written, each from 1
    to 2**32-1 (what the dispatch packet holds)."""
    parts = text.lower().replace(",", "x").split("x")
    if not 1 <= len(parts) <= 3:
        raise AmdsyncError("usage", f"{what} must have 1 to 3 dimensions, got {text!r}", CLI)
    dims = []
    for part in parts:
        try:
            value = parse_int(part, what, -INT64_MAX, INT64_MAX)
        except argparse.ArgumentTypeError:
            raise AmdsyncError("usage", f"{what} must be N or X,Y[,Z], got {text!r}",
                               CLI) from None
        if value < 1:
            raise AmdsyncError("usage", f"{what} must be positive in every dimension, got "
                               f"{text!r}", CLI)
        if value > MAX_GRID_ITEMS:
            raise AmdsyncError("usage", f"{what}: {value} is past the {MAX_GRID_ITEMS} a "
                               "dispatch packet holds in one dimension", CLI)
        dims.append(value)
    return tuple(dims)


def options_from_args(args: argparse.Namespace) -> ExploreOptions:
    """The exploration options (bounds, scalar arguments, dynamic LDS, read mode)."""
    from amdsync.explore.lanes.ties import check_sources  # noqa: PLC0415 (fast start)
    from amdsync.explore.machine.machine import ExploreOptions  # noqa: PLC0415 (fast start)
    from amdsync.explore.search.sweep import parse_arg_axes, parse_sweep_ranges  # noqa: PLC0415
    from amdsync.semantics.memory_model.read_rules import Reading  # noqa: PLC0415 (fast start)

    fixed, axes, ties = parse_arg_axes(args.arg)
    swept = [r[0] for r in parse_sweep_ranges(getattr(args, "sweep", []))]
    check_sources(ties, [*fixed, *(a.name for a in axes), *swept])
    target = getattr(args, "target", None) or DEFAULT_TARGET
    # The clock of --timeout started with the program (cli/clock.py): the time spent
    # reading and compiling counts against the exploration's bound.
    return ExploreOptions(max_states=args.max_states, timeout=args.timeout,
                          time_spent=spent(args), max_schedules=args.max_schedules,
                          args=fixed, dynamic_lds=args.dynamic_lds,
                          strict_reads=args.strict_reads, ties=tuple(ties),
                          generation=parse_target(target, CLI).processor.generation,
                          inputs=inputs_from_args(args),
                          assume=tuple(getattr(args, "assume", [])),
                          cooperative=getattr(args, "cooperative", None),
                          max_memory=getattr(args, "max_memory", None),
                          max_trips=getattr(args, "max_trips", 8),
                          reading=Reading(getattr(args, "reading", "spec")))


def inputs_from_args(args: argparse.Namespace) -> tuple[InputSpec, ...]:
    """The buffers ``--input NAME=DATA`` fills (explore/every_input/inputs.py), in order."""
    from amdsync.explore.every_input.inputs import parse_input_spec  # noqa: PLC0415 (fast start)

    return tuple(parse_input_spec(text) for text in getattr(args, "input", []))


def target_from_args(args: argparse.Namespace) -> Target:
    """The target ``--target`` names, else amdsync's default (``hip`` and ``opencl``
    choose theirs from the clang before this: frontends/clang.py)."""
    return parse_target(args.target or DEFAULT_TARGET, CLI)


def launch_from_args(args: argparse.Namespace, target: Target) -> Launch:
    """The launch the options describe, validated against the target (the same
    function the Python API uses: :func:`amdsync.api.make_launch`)."""
    from amdsync.api import make_launch  # noqa: PLC0415 (fast start)

    size = parse_dims(args.workgroup_size, "--workgroup-size") if args.workgroup_size \
        else None
    if args.grid_size is not None and args.workgroups is not None:
        raise AmdsyncError("usage", "give --workgroups or --grid-size, not both", CLI)
    grid = parse_dims(args.workgroups or "1", "--workgroups")
    items = parse_dims(args.grid_size, "--grid-size") if args.grid_size else None
    if items is None and size is not None:
        for d, (groups, width) in enumerate(zip(grid, size, strict=False)):
            if groups * width > MAX_GRID_ITEMS:
                raise AmdsyncError("usage", f"--workgroups {args.workgroups}: "
                                   f"{groups} × {width} work-items in dimension "
                                   f"{'xyz'[d]} is past the dispatch packet's "
                                   f"{MAX_GRID_ITEMS}", CLI)
    return make_launch(target, size, grid, args.cluster_size, CLI, grid_size=items)
