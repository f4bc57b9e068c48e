"""``amdsync check FILE.ll``: explore every execution of a kernel launch."""

from __future__ import annotations

import argparse
import json
import sys

from rich.console import Console

from amdsync.diagnostics import AmdsyncError, Loc, SourceCache, render_note
from amdsync.explore.check import check_program
from amdsync.explore.machine import ExploreOptions
from amdsync.formats.llvm import read_llvm_file_with_warnings
from amdsync.program.target_support import check_target_support
from amdsync.program.topology import Launch
from amdsync.program.types import AddressSpace
from amdsync.report.text import render_check
from amdsync.targets import DEFAULT_TARGET, parse_target

CLI = Loc("<command line>")
EXIT_FOR_STATUS = {"clean": 0, "findings": 1, "incomplete": 3}


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = subparsers.add_parser(
        "check", help="explore every execution of a kernel launch and report findings",
        description="Explore wave interleavings and async completion points of one launch "
        "and report undef reads, races and deadlocks with counterexamples. Exit codes: "
        "0 clean, 1 findings, 2 bad input, 3 incomplete.")
    p.add_argument("file", help="LLVM IR (.ll) for amdgcn")
    p.add_argument("--target", default=DEFAULT_TARGET,
                   help=f"target ID, e.g. gfx942:xnack- (default {DEFAULT_TARGET})")
    p.add_argument("--workgroup-size", default=None,
                   help="work-items per workgroup: N or XxYxZ (default: one wave)")
    p.add_argument("--workgroups", default="1", help="workgroups to launch: N or XxYxZ")
    p.add_argument("--cluster-size", type=int, default=1, help="workgroups per cluster")
    p.add_argument("--kernel", default=None, help="which amdgpu_kernel to launch")
    p.add_argument("--arg", action="append", default=[], metavar="NAME=VALUE",
                   help="value of a scalar kernel argument (repeatable)")
    p.add_argument("--dynamic-lds", type=int, default=0,
                   help="bytes of dynamic (extern) LDS")
    p.add_argument("--opaque", action="append", default=[], metavar="INTRINSIC",
                   help="treat this llvm.amdgcn.* intrinsic as an operation without memory "
                   "effects (a warning instead of an error)")
    p.add_argument("--max-states", type=int, default=5_000_000,
                   help="bound on wave instructions executed")
    p.add_argument("--timeout", type=float, default=600.0, help="bound in seconds")
    p.add_argument("--max-schedules", type=int, default=10_000,
                   help="bound on barrier orders explored")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.add_argument("--no-notes", action="store_true", help="omit informational notes")
    p.set_defaults(func=run)


def parse_dims(text: str, what: str) -> tuple[int, int, int]:
    parts = text.lower().replace(",", "x").split("x")
    try:
        dims = [int(p) for p in parts]
    except ValueError:
        raise AmdsyncError("usage", f"{what} must be N or XxYxZ, got {text!r}", CLI) from None
    if not 1 <= len(dims) <= 3:
        raise AmdsyncError("usage", f"{what} must have 1 to 3 dimensions, got {text!r}", CLI)
    while len(dims) < 3:
        dims.append(1)
    return dims[0], dims[1], dims[2]


def parse_args_values(items: list[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep:
            raise AmdsyncError("usage", f"--arg takes NAME=VALUE, got {item!r}", CLI)
        try:
            out[name.lstrip("%")] = int(value, 0)
        except ValueError:
            raise AmdsyncError("usage", f"--arg {name}: {value!r} is not an integer",
                               CLI) from None
    return out


def run(args: argparse.Namespace) -> int:
    target = parse_target(args.target, CLI)
    wave = target.wave_size
    size = parse_dims(args.workgroup_size or str(wave), "--workgroup-size")
    grid = parse_dims(args.workgroups, "--workgroups")
    launch = Launch(workgroup_size=size, grid=grid, wave_size=wave,
                    cluster_size=args.cluster_size)
    launch.validate(CLI)
    if args.cluster_size > 1 and not target.processor.cluster_barriers:
        raise AmdsyncError("bad-launch", f"{target.name} has no workgroup clusters", CLI)
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
    options = ExploreOptions(max_states=args.max_states, timeout=args.timeout,
                             max_schedules=args.max_schedules,
                             args=parse_args_values(args.arg), dynamic_lds=args.dynamic_lds)
    result = check_program(program, launch, options)
    if args.json:
        print(json.dumps(result.to_json(), indent=2))
    else:
        render_check(result, Console(highlight=False, soft_wrap=True),
                     show_notes=not args.no_notes, sources=SourceCache())
    sys.stdout.flush()
    return EXIT_FOR_STATUS[result.status]
