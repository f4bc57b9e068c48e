"""``amdsync lower FILE --target gfx950 [-o out.ll]``: a Program as AMDGPU LLVM IR."""

from __future__ import annotations

import argparse
import sys

from amdsync.cli.numbers import count, seconds
from amdsync.cli.output_files import write_output
from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.lower.emit import lower_program, target_features
from amdsync.lower.llvm_driver import CompileJob, compile_modules
from amdsync.lower.load import load_program, resolve_target


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = subparsers.add_parser(
        "lower", help="lower a program to LLVM IR for one AMDGPU target",
        description="Lower a program (an .ll file, or a Python builder script defining "
        "`program`) to LLVM IR for amdgcn-amd-amdhsa using the target's own intrinsics. "
        "A feature the target lacks is a located error (exit 2).")
    p.add_argument("file", help="LLVM IR (.ll) or a builder script (.py)")
    p.add_argument("--target", default=None,
                   help="target ID (default: the input's target-cpu, else gfx950)")
    p.add_argument("-o", "--output", default=None, help="write the .ll here (default stdout)")
    p.add_argument("--max-workgroup-size", type=count("--max-workgroup-size", 1, 1024),
                   default=1024, metavar="N",
                   help="the largest workgroup the kernel is launched with (sets "
                   "amdgpu-flat-work-group-size; default 1024)")
    p.add_argument("--compile", action="store_true",
                   help="also compile with the LLVM bundled in Triton (needs triton)")
    p.add_argument("--asm", default=None, help="with --compile: write the assembly here")
    p.add_argument("--opaque", action="append", default=[], metavar="INTRINSIC",
                   help="an intrinsic the reader treats as opaque")
    p.add_argument("--timeout", type=seconds("--timeout"), default=600.0,
                   help="bound in seconds on the whole command, reading and a builder "
                   "script included (exit 3 when hit; default 600)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    program = load_program(args.file, frozenset(args.opaque), every_function=True)
    target = resolve_target(args.target, program)
    module = lower_program(program, target, max_workgroup_size=args.max_workgroup_size)
    if args.output:
        write_output(args.output, module.text)
    else:
        sys.stdout.write(module.text)
    if args.compile or args.asm:
        result = compile_modules([CompileJob(module.text, target.processor.name,
                                             target_features(target))])[0]
        if not result.ok:
            kind = "aborted" if result.aborted else "failed"
            raise AmdsyncError("llvm-failed", f"LLVM {kind} compiling the lowered module for "
                               f"{target.canonical()}: {result.error.strip()[:2000]}",
                               Loc(args.output or args.file))
        if args.asm:
            write_output(args.asm, result.asm)
        print(f"amdsync: LLVM compiled the module for {target.canonical()}", file=sys.stderr)
    return 0
