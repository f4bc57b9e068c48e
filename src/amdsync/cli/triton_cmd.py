"""``amdsync triton FILE.py:KERNEL``: compile a Triton kernel for an AMD target through
Triton (no GPU) and check one launch, arguments named as in the Python source."""

from __future__ import annotations

import argparse
import json
import sys

from rich.console import Console

from amdsync.cli.launch_args import (
    CLI,
    add_bound_arguments,
    add_shape_arguments,
    add_target_argument,
)
from amdsync.diagnostics import AmdsyncError, SourceCache
from amdsync.explore.ties import Tie, check_sources, is_tie, parse_tie

EXIT_FOR_STATUS = {"clean": 0, "findings": 1, "incomplete": 3}


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = subparsers.add_parser(
        "triton", help="compile a Triton kernel from Python (no GPU) and check it",
        description="Compile FILE.py:KERNEL with Triton for the target and check program "
        "0's workgroup; arguments by their Python names; findings on the Python lines. "
        "Exit codes: 0 clean, 1 findings, 2 bad input, 3 incomplete.")
    p.add_argument("kernel", metavar="FILE.py:KERNEL", help="a triton.jit function")
    add_target_argument(p)
    p.add_argument("--num-warps", type=int, default=4, help="waves per workgroup (default 4)")
    p.add_argument("--num-stages", type=int, default=3, help="software pipeline stages")
    p.add_argument("--constexpr", action="append", default=[], metavar="NAME=VALUE",
                   help="a tl.constexpr argument (repeatable)")
    p.add_argument("--arg", action="append", default=[], metavar="NAME=VALUE",
                   help="a scalar argument's value (repeatable); others are pointers. "
                   "NAME=A:B[:STEP] or NAME=v1,v2,... checks every value (each "
                   "combination a shape; the kernel is compiled once per specialization); "
                   "NAME=@OTHER[*A][+B] ties NAME to another argument")
    add_shape_arguments(p)
    p.add_argument("--arg-type", action="append", default=[], metavar="NAME=TYPE",
                   help="an argument's Triton type, e.g. a_ptr=*fp16 or n=i64")
    p.add_argument("--pointer-type", default="*bf16",
                   help="type of pointer arguments without --arg-type (default *bf16)")
    p.add_argument("--workgroups", type=int, default=1, help="workgroups (programs) to launch")
    p.add_argument("--keep-ll", metavar="PATH", help="write the compiled LLVM IR here")
    add_bound_arguments(p)
    p.add_argument("--format", choices=("text", "json", "sarif"), default="text")
    p.add_argument("--no-notes", action="store_true", help="omit informational notes")
    p.set_defaults(func=run)


def _pairs(items: list[str], option: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not name or not value:
            raise AmdsyncError("usage", f"{option} takes NAME=VALUE, got {item!r}", CLI)
        out[name] = value
    return out


def _number(text: str, option: str) -> int | float:
    for convert in (lambda t: int(t, 0), float):
        try:
            return convert(text)
        except ValueError:
            continue
    raise AmdsyncError("usage", f"{option}: {text!r} is not a number", CLI)


def run(args: argparse.Namespace) -> int:
    from amdsync.api import Bounds  # noqa: PLC0415 (fast start)
    from amdsync.explore.sweep import parse_sweep_ranges  # noqa: PLC0415
    from amdsync.report.text import render_check  # noqa: PLC0415
    from amdsync.triton import check, load_jit_function  # noqa: PLC0415

    fn = load_jit_function(args.kernel)
    constexprs = {k: _number(v, f"--constexpr {k}")
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
    if several or args.sweep:
        return _run_sweep(args, fn, constexprs, values, several, ties)
    values = {**values, **{t.name: t.value(int(values[t.source])) for t in ties}}
    result = check(fn, target=args.target, num_warps=args.num_warps,
                   num_stages=args.num_stages, constexprs=constexprs, args=values,
                   arg_types=_pairs(args.arg_type, "--arg-type"),
                   pointer_type=args.pointer_type, workgroups=args.workgroups,
                   strict_reads=args.strict_reads, keep_ll=args.keep_ll,
                   bounds=Bounds(args.max_states, args.timeout, args.max_schedules))
    if args.format == "json":
        print(json.dumps(result.to_json(), indent=2))
    elif args.format == "sarif":
        print(json.dumps(result.to_sarif(), indent=2))
    else:
        render_check(result, Console(highlight=False, soft_wrap=True),
                     show_notes=not args.no_notes, sources=SourceCache())
    sys.stdout.flush()
    return EXIT_FOR_STATUS[result.status]


def _run_sweep(args: argparse.Namespace, fn: object, constexprs: dict[str, int | float],
               values: dict[str, int | float], several: list[str], ties: list[Tie]) -> int:
    """Several values of some arguments: the shared sweep (explore/sweep.py), by Python
    names; ``--sweep`` chooses its values from the kernel compiled with the first ones."""
    from amdsync.api import Bounds, load_kernel  # noqa: PLC0415 (fast start)
    from amdsync.explore.sweep import (  # noqa: PLC0415
        parametric_axis,
        parse_arg_axes,
        parse_sweep_ranges,
        sweep_axis,
    )
    from amdsync.report.text import render_sweep  # noqa: PLC0415
    from amdsync.triton import check_sweep, compile_kernel  # noqa: PLC0415

    _, axes, _ = parse_arg_axes(several)
    common = {"target": args.target, "num_warps": args.num_warps,
              "num_stages": args.num_stages, "constexprs": constexprs,
              "arg_types": _pairs(args.arg_type, "--arg-type"),
              "pointer_type": args.pointer_type}
    if args.sweep:
        ranges = parse_sweep_ranges(args.sweep)
        whole = parametric_axis(*ranges[0])  # every value (explore/param.py)
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
                        strict_reads=args.strict_reads, max_shapes=args.max_shapes,
                        bounds=Bounds(args.max_states, args.timeout, args.max_schedules),
                        ties=ties, **common)
    if args.format == "json":
        print(json.dumps(sweep.to_json(), indent=2))
    elif args.format == "sarif":
        print(json.dumps(sweep.merged().to_sarif(), indent=2))
    else:
        render_sweep(sweep, Console(highlight=False, soft_wrap=True),
                     show_notes=not args.no_notes, sources=SourceCache())
    sys.stdout.flush()
    return EXIT_FOR_STATUS[sweep.status]
