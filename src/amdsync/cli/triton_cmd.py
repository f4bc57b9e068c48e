"""``amdsync triton FILE.py:KERNEL``: compile a Triton kernel for an AMD target through
Triton (no GPU) and check one launch, arguments named as in the Python source."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from rich.console import Console

from amdsync.cli.html_output import HtmlReport, front_end_sources, html_report
from amdsync.cli.launch_args import (
    CLI,
    add_kernel_options,
    inputs_from_args,
    output_format,
    parse_dims,
)
from amdsync.cli.numbers import count
from amdsync.diagnostics import AmdsyncError, SourceCache
from amdsync.explore.lanes.ties import Tie, check_sources, is_tie, parse_tie
from amdsync.targets import DEFAULT_TARGET, parse_target

EXIT_FOR_STATUS = {"clean": 0, "findings": 1, "incomplete": 3}
EXIT_INTERNAL = 4  # a task of a sweep failed (a bug in amdsync, a lost worker)
MAX_JOBS = 1024  # processes, as `check --jobs`


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = subparsers.add_parser(
        "triton", help="compile a Triton kernel from Python (no GPU) and check it",
        description="Compile FILE.py:KERNEL with Triton for the target and check program "
        "0's workgroup; arguments by their Python names; findings on the Python lines. "
        "Exit codes: 0 clean, 1 findings, 2 bad input, 3 incomplete.")
    p.add_argument("spec", metavar="FILE.py:KERNEL",
                   help="a @triton.jit or @gluon.jit function (or FILE.py with --kernel NAME)")
    add_kernel_options(p)
    p.add_argument("--num-warps", type=count("--num-warps", 1, 32), default=4,
                   help="waves per workgroup (default 4)")
    p.add_argument("--num-stages", type=count("--num-stages", 0, 64), default=3,
                   help="software pipeline stages")
    p.add_argument("--constexpr", action="append", default=[], metavar="NAME=VALUE",
                   help="a tl.constexpr argument (repeatable)")
    p.add_argument("--arg-type", action="append", default=[], metavar="NAME=TYPE",
                   help="an argument's Triton type, e.g. a_ptr=*fp16 or n=i64")
    p.add_argument("--pointer-type", default="*bf16",
                   help="type of pointer arguments without --arg-type (default *bf16)")
    p.add_argument("--keep-ll", metavar="PATH", help="write the compiled LLVM IR here")
    p.add_argument("--jobs", "-j", type=count("--jobs", 1, MAX_JOBS), default=None,
                   help="launch shapes and runs of a --sweep range checked at once "
                   "(processes; default: every core; 1: one after another in this "
                   "process); the report is the same for every value")
    p.add_argument("--ray", nargs="?", const="", default=None, metavar="ADDRESS",
                   help="check the launch shapes and runs of a --sweep range as tasks on "
                   "a Ray cluster: HOST:PORT of a `ray start --head`, ray://HOST:PORT, or "
                   "none for a Ray instance on this machine (pip install 'amdsync[ray]'); "
                   "Triton compiles here, the tasks carry the IR")
    p.set_defaults(func=run)


def _pairs(items: list[str], option: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not name or not value:
            raise AmdsyncError("usage", f"{option} takes NAME=VALUE, got {item!r}", CLI)
        out[name] = value
    return out


def _number(text: str, option: str, floats: str = "float") -> int | float:
    """An integer (Triton specializes it as i32 or i64: it must fit 64 bits) or a float
    (an argument is fp32: it must fit a float; a constexpr is a Python float: a
    double)."""
    from amdsync.api import encode_arg  # noqa: PLC0415 (fast start)
    from amdsync.program.types import FloatType, IntType  # noqa: PLC0415

    name, _, _ = option.partition(" ")[2].partition("=")
    for convert in (lambda t: int(t, 0), float):
        try:
            value = convert(text)
        except ValueError:
            continue
        ty = IntType(64) if isinstance(value, int) else FloatType(floats)
        encode_arg(name or option, ty, text, CLI, option.split(" ", maxsplit=1)[0])
        return value
    raise AmdsyncError("usage", f"{option}: {text!r} is not a number", CLI)


def _constexpr(text: str, option: str) -> object:
    """A ``tl.constexpr`` value as the host passes it: a number, ``True``/``False``, a
    quoted string (``'mean'``) or a Triton dtype (``tl.float32``, the value of
    ``triton.language.float32``)."""
    if text in ("True", "False"):
        return text == "True"
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"":
        return text[1:-1]
    if text.startswith("tl."):
        import triton.language as tl  # noqa: PLC0415 (fast start; only with a dtype)

        dtype = getattr(tl, text[3:], None)
        if isinstance(dtype, tl.dtype):
            return dtype
        names = sorted(n for n in dir(tl) if isinstance(getattr(tl, n), tl.dtype))
        raise AmdsyncError("usage", f"{option}: {text!r} is not a Triton dtype (one of "
                           f"{', '.join('tl.' + n for n in names)})", CLI)
    return _number(text, option, "double")


def _fit_declared_types(arg_types: dict[str, str], values: dict[str, int | float],
                        several: list[str], sweeps: list[str]) -> None:
    """Every integer value given to an argument whose ``--arg-type`` is an integer type
    (``n=u8``, ``n=i16``) fits that type: a located error naming ``--arg`` (or
    ``--sweep``) and the Python name, before compiling (the check of the compiled IR
    would name the argument by its IR position, at ``<api>``: seed 41). An integer
    without a declared type is specialized as i32 or i64, which holds it."""
    import re  # noqa: PLC0415

    from amdsync.api import encode_arg  # noqa: PLC0415 (fast start)
    from amdsync.cli.arg_values import extremes  # noqa: PLC0415
    from amdsync.explore.search.sweep import parse_arg_axes, parse_sweep_ranges  # noqa: PLC0415
    from amdsync.program.types import IntType  # noqa: PLC0415

    given: list[tuple[str, int, str]] = [
        (name, value, "--arg") for name, value in values.items() if isinstance(value, int)]
    _, axes, _ = parse_arg_axes(several)
    given += [(a.name, v, "--arg") for a in axes for v in extremes(a.values)]
    given += [(name, v, "--sweep") for name, lo, hi, _ in parse_sweep_ranges(sweeps)
              for v in (lo, hi)]
    for name, value, option in given:
        declared = re.fullmatch(r"[iu](\d+)", arg_types.get(name, ""))
        if declared is not None and 1 < int(declared[1]) <= 64:
            encode_arg(name, IntType(int(declared[1])), value, CLI, option)


def _triton_launch(args: argparse.Namespace) -> None:
    """The shared options a Triton launch takes in its own terms: the workgroup is
    --num-warps waves, the grid 1-D (--workgroups N programs), the kernel FILE.py:NAME."""
    args.format = output_format(args)
    args.target = args.target or DEFAULT_TARGET
    # (a malformed --target is the command line's error: the API would say "<api>")
    parse_target(args.target, CLI)
    if args.kernel is not None:
        _, sep, name = args.spec.rpartition(":")
        if not sep:
            args.spec = f"{args.spec}:{args.kernel}"
        elif name != args.kernel:
            raise AmdsyncError("usage", f"two kernels named: {name!r} (after the colon) "
                               f"and --kernel {args.kernel}", CLI)
    fixed: dict[str, tuple[object, object, str]] = {
        "--workgroup-size": (args.workgroup_size, None, "'s workgroup is --num-warps waves"),
        "--grid-size": (args.grid_size, None, "'s grid is --workgroups programs"),
        "--cluster-size": (args.cluster_size, 1, " has no clusters"),
        "--dynamic-lds": (args.dynamic_lds, 0, " has no dynamic LDS"),
        "--opaque": (args.opaque, [], " is read with Triton's own intrinsics"),
        "--cooperative": (args.cooperative, None, " is not a cooperative launch")}
    for option, (value, default, why) in fixed.items():
        if value != default:
            raise AmdsyncError("usage", f"{option}: in `amdsync triton` the launch{why}",
                               CLI)
    dims = parse_dims(args.workgroups or "1", "--workgroups")
    if any(d != 1 for d in dims[1:]):
        raise AmdsyncError("usage", f"--workgroups {args.workgroups}: Triton programs are "
                           "launched on a 1-D grid here", CLI)
    args.workgroups = dims[0]


def run(args: argparse.Namespace) -> int:
    from amdsync.api import Bounds  # noqa: PLC0415 (fast start)
    from amdsync.cli.check_cmd import write_fixed  # noqa: PLC0415
    from amdsync.explore.search.sweep import parse_sweep_ranges  # noqa: PLC0415
    from amdsync.report.fixes_text import render_fixes  # noqa: PLC0415
    from amdsync.report.text import render_check  # noqa: PLC0415
    from amdsync.triton import check, load_jit_function  # noqa: PLC0415

    _triton_launch(args)
    html = html_report(args.html)
    fn = load_jit_function(args.spec)
    constexprs = {k: _constexpr(v, f"--constexpr {k}")
                  for k, v in _pairs(args.constexpr, "--constexpr").items()}
    tied = [a for a in args.arg if is_tie(a.partition("=")[2])]
    several = [a for a in args.arg if a not in tied
               and any(c in a.partition("=")[2] for c in ":,")]
    values = {k: _number(v, f"--arg {k}") for k, v in _pairs(
        [a for a in args.arg if a not in several and a not in tied], "--arg").items()}
    ties = [parse_tie(*item.split("=", 1)) for item in tied]
    check_sources(ties, [*values, *(a.partition("=")[0] for a in several),
                         *(r[0] for r in parse_sweep_ranges(args.sweep))])
    for t in ties:  # (a swept source is an integer range)
        if t.source in values and not isinstance(values[t.source], int):
            raise AmdsyncError("usage", f"--arg {t.text}: {t.source} is "
                               f"{values[t.source]!r}, not an integer; a tie follows an "
                               "integer argument", CLI)
    _fit_declared_types(_pairs(args.arg_type, "--arg-type"), values, several, args.sweep)
    if several or args.sweep:
        return _run_sweep(args, fn, constexprs, values, several, ties, html)
    values = {**values, **{t.name: t.value(int(values[t.source])) for t in ties}}
    ir: dict[str, str] = {}
    result = check(fn, target=args.target, num_warps=args.num_warps,
                   num_stages=args.num_stages, constexprs=constexprs, args=values,
                   arg_types=_pairs(args.arg_type, "--arg-type"),
                   pointer_type=args.pointer_type, workgroups=args.workgroups,
                   strict_reads=args.strict_reads, keep_ll=args.keep_ll,
                   bounds=Bounds(args.max_states, args.timeout, args.max_schedules,
                          args.max_memory, args.max_trips),
                   inputs={spec.name: spec for spec in inputs_from_args(args)}, ir=ir,
                   fixes=bool(args.fixes or args.fix), reading=args.reading,
                   assume=args.assume)
    # The Python file first, the IR in a pane of its own (docs/findings.md).
    shown = front_end_sources([result], Path(args.spec.rpartition(":")[0]), ir)
    if html is not None:
        html.write("check", result, shown)
    if args.format == "json":
        print(json.dumps(result.to_json(), indent=2))
    elif args.format == "sarif":
        print(json.dumps(result.to_sarif(), indent=2))
    else:
        cache = SourceCache()
        for name, text in shown.items():
            cache.register(name, text)
        console = Console(highlight=False, soft_wrap=True)
        render_check(result, console, show_notes=not args.no_notes, sources=cache)
        if result.fixes is not None:
            render_fixes(result.fixes, console)
    if args.fix:
        write_fixed(args.fix, result)
    sys.stdout.flush()
    return EXIT_FOR_STATUS[result.status]


def _run_sweep(args: argparse.Namespace, fn: object, constexprs: dict[str, object],
               values: dict[str, int | float], several: list[str], ties: list[Tie],
               html: HtmlReport | None) -> int:
    """Several values of some arguments: the shared sweep (explore/search/sweep.py), by Python
    names; ``--sweep`` chooses its values from the kernel compiled with the first ones."""
    from amdsync.api import Bounds, load_kernel  # noqa: PLC0415 (fast start)
    from amdsync.explore.search.sweep import (  # noqa: PLC0415
        parametric_axis,
        parse_arg_axes,
        parse_sweep_ranges,
        sweep_axis,
    )
    from amdsync.report.text import render_sweep  # noqa: PLC0415
    from amdsync.tasks import Executor  # noqa: PLC0415
    from amdsync.triton import check_sweep, compile_kernel  # noqa: PLC0415

    if args.ray and Path(args.ray).exists():
        raise AmdsyncError("usage", f"--ray took {args.ray} as its address: write "
                           "--ray=ADDRESS, or --ray after FILE.py:KERNEL", CLI)
    executor = (Executor.ray(args.ray or None) if args.ray is not None
                else Executor.local(args.jobs))

    _, axes, _ = parse_arg_axes(several)
    common = {"target": args.target, "num_warps": args.num_warps,
              "num_stages": args.num_stages, "constexprs": constexprs,
              "arg_types": _pairs(args.arg_type, "--arg-type"),
              "pointer_type": args.pointer_type}
    if args.sweep:
        ranges = parse_sweep_ranges(args.sweep)
        whole = parametric_axis(*ranges[0])  # every value (explore/values/param.py)
        if whole is not None:
            axes.append(whole)
            ranges = ranges[1:]
        if ranges:
            first = {**values, **{a.name: a.values[0] for a in axes},
                     **{name: lo for name, lo, _, _ in ranges}}
            first = {**first, **{t.name: t.value(int(first[t.source])) for t in ties}}
            compiled = compile_kernel(fn, args=first, **common)
            program = load_kernel(compiled.llir)
            for name, lo, hi, step in ranges:
                axes.append(sweep_axis(program, name, lo, hi, args.max_shapes, step))
    sweep = check_sweep(fn, axes=axes, args=values, workgroups=args.workgroups,
                        inputs={spec.name: spec for spec in inputs_from_args(args)},
                        strict_reads=args.strict_reads, reading=args.reading,
                        max_shapes=args.max_shapes,
                        bounds=Bounds(args.max_states, args.timeout, args.max_schedules,
                          args.max_memory, args.max_trips),
                        ties=ties, executor=executor,
                        progress=args.format == "text", **common)
    for message in sweep.failed:  # a bug in amdsync: its shape is reported incomplete
        print(f"amdsync: a task of the sweep failed: {message}", file=sys.stderr)
    if html is not None:
        html.write("sweep", sweep)
    if args.format == "json":
        print(json.dumps(sweep.to_json(), indent=2))
    elif args.format == "sarif":
        print(json.dumps(sweep.merged().to_sarif(), indent=2))
    else:
        render_sweep(sweep, Console(highlight=False, soft_wrap=True),
                     show_notes=not args.no_notes, sources=SourceCache())
    sys.stdout.flush()
    return EXIT_INTERNAL if sweep.failed else EXIT_FOR_STATUS[sweep.status]
