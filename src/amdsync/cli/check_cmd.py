"""``amdsync check FILE.ll``: explore every execution of a kernel launch."""

from __future__ import annotations

import argparse
import json
import sys

from rich.console import Console

from amdsync.cli.launch_args import (
    CLI,
    add_bound_arguments,
    add_launch_arguments,
    add_target_argument,
    launch_from_args,
    options_from_args,
    target_from_args,
)
from amdsync.diagnostics import AmdsyncError, SourceCache, render_note
from amdsync.explore.check import check_program
from amdsync.explore.sweep import check_shapes, parse_arg_axes, parse_sweeps
from amdsync.formats.llvm import read_llvm_file_with_warnings
from amdsync.program.target_support import check_target_support
from amdsync.program.types import AddressSpace
from amdsync.report.text import render_check, render_sweep

EXIT_FOR_STATUS = {"clean": 0, "findings": 1, "incomplete": 3}


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = subparsers.add_parser(
        "check", help="explore every execution of a kernel launch and report findings",
        description="Explore wave interleavings and async completion points of one launch "
        "and report undef reads, races and deadlocks with counterexamples. Exit codes: "
        "0 clean, 1 findings, 2 bad input, 3 incomplete.")
    p.add_argument("file", help="LLVM IR (.ll) for amdgcn")
    add_target_argument(p)
    add_launch_arguments(p)
    p.add_argument("--opaque", action="append", default=[], metavar="INTRINSIC",
                   help="treat this llvm.amdgcn.* intrinsic as an operation without memory "
                   "effects (a warning instead of an error)")
    add_bound_arguments(p)
    p.add_argument("--json", action="store_true", help="print the result as JSON "
                   "(same as --format json)")
    p.add_argument("--format", choices=("text", "json", "sarif"), default=None,
                   help="output format: text (default), json, or sarif (SARIF 2.1.0 for "
                   "code-scanning CI)")
    p.add_argument("--no-notes", action="store_true", help="omit informational notes")
    p.add_argument("--slack", action="store_true",
                   help="also report each wait.asyncmark's largest safe count and the "
                   "barriers and fences the launch does not need (notes; re-explores)")
    p.add_argument("--suggest", action="store_true",
                   help="print a unified diff of FILE with the relaxed waits and the "
                   "redundant barriers and fences removed (implies --slack)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if args.format == "json":
        args.json = True
    elif args.format == "sarif" and args.json:
        raise AmdsyncError("usage", "--json and --format sarif are two formats: give one",
                           CLI)
    target = target_from_args(args)
    launch = launch_from_args(args, target)
    program, warnings = read_llvm_file_with_warnings(args.file, frozenset(args.opaque),
                                                     kernel=args.kernel)
    for warning in warnings:
        print(render_note("warning", f"[{warning.code}] {warning.message}", warning.loc),
              file=sys.stderr)
    check_target_support(program, target.processor)
    lds_bytes = sum(g.size for g in program.globals
                    if g.addrspace == AddressSpace.LOCAL and not g.barrier_count)
    lds_bytes += args.dynamic_lds
    if lds_bytes > target.processor.lds_bytes:
        raise AmdsyncError("bad-launch", f"the kernel uses {lds_bytes} bytes of LDS; "
                           f"{target.name} has {target.processor.lds_bytes}", CLI)
    options = options_from_args(args)
    fixed, axes = parse_arg_axes(args.arg)
    axes += parse_sweeps(args.sweep, program, args.max_shapes)
    if axes:
        sweep = check_shapes(program, launch, options, fixed, axes, args.max_shapes)
        if args.format == "sarif":
            print(json.dumps(sweep.merged().to_sarif(), indent=2))
        elif args.json:
            print(json.dumps(sweep.to_json(), indent=2))
        else:
            render_sweep(sweep, Console(highlight=False, soft_wrap=True),
                         show_notes=not args.no_notes, sources=SourceCache())
        sys.stdout.flush()
        return EXIT_FOR_STATUS[sweep.status]
    result = check_program(program, launch, options)
    relaxed = None
    if (args.slack or args.suggest) and result.status == "clean":
        from amdsync.explore.relax import relax, suggestion_diff  # noqa: PLC0415

        relaxed = relax(program, launch, options)
        result.notes += relaxed.notes()
        if args.suggest and not args.json and args.format != "sarif":
            print(suggestion_diff(args.file, relaxed), end="")
            sys.stdout.flush()
            return EXIT_FOR_STATUS[result.status]
    if args.format == "sarif":
        print(json.dumps(result.to_sarif(), indent=2))
    elif args.json:
        report = result.to_json()
        if relaxed is not None:
            report["slack"] = relaxed.to_json()
            if args.suggest:
                report["suggestion"] = suggestion_diff(args.file, relaxed)
        print(json.dumps(report, indent=2))
    else:
        render_check(result, Console(highlight=False, soft_wrap=True),
                     show_notes=not args.no_notes, sources=SourceCache())
    sys.stdout.flush()
    return EXIT_FOR_STATUS[result.status]
