"""``amdsync hip`` and ``amdsync opencl``: compile a kernel source with a system clang
and the ROCm device libraries (amdsync.frontends.clang), then check one launch of it
exactly as ``amdsync check`` does, with findings on the source lines."""

from __future__ import annotations

import argparse
from pathlib import Path

from amdsync.cli.launch_args import (
    CLI,
    add_bound_arguments,
    add_launch_arguments,
    add_target_argument,
    target_from_args,
)
from amdsync.diagnostics import AmdsyncError
from amdsync.frontends.clang import DEBIAN_PACKAGES, Language


def register_source_command(subparsers: argparse._SubParsersAction[argparse.ArgumentParser],
                            language: Language, summary: str, suffix: str) -> None:
    name = "hip" if language == "hip" else "opencl"
    p = subparsers.add_parser(
        name, help=summary,
        description=f"{summary}. The source is compiled with clang at -O2 with debug "
        "information, linked with the ROCm device libraries (Debian: "
        f"{DEBIAN_PACKAGES}), and one launch of the kernel is checked as `amdsync check` "
        "does; kernel arguments are named as in the source. Exit codes: 0 clean, "
        "1 findings, 2 bad input, 3 incomplete.")
    p.add_argument("source", metavar=f"FILE{suffix}[:KERNEL]",
                   help=f"the {name} source and, after a colon, the kernel to launch (its "
                   "name in the source; needed when the file has several kernels)")
    add_target_argument(p, aliases=("--offload-arch",) if language == "hip" else ("--mcpu",))
    add_launch_arguments(p)
    add_bound_arguments(p)
    p.add_argument("--clang", default=None, metavar="PATH",
                   help="the clang to compile with (default: clang-19, clang, … on PATH)")
    p.add_argument("--device-libs", default=None, metavar="DIR",
                   help="the folder of the ROCm device libraries (ockl.bc, …)")
    p.add_argument("--keep-ll", default=None, metavar="PATH",
                   help="write the compiled LLVM IR here (default: a temporary file)")
    p.add_argument("--format", choices=("text", "json", "sarif"), default="text",
                   help="output format: text (default), json, or sarif (SARIF 2.1.0)")
    p.add_argument("--no-notes", action="store_true", help="omit informational notes")
    p.set_defaults(func=run, language=language)


def split_source(text: str) -> tuple[Path, str | None]:
    """``FILE[:KERNEL]`` → (file, kernel or None); a path that exists as written wins."""
    if Path(text).exists() or ":" not in text:
        return Path(text), None
    file, _, kernel = text.rpartition(":")
    if not kernel:
        raise AmdsyncError("usage", f"{text!r}: no kernel name after the colon", CLI)
    return Path(file), kernel


def run(args: argparse.Namespace) -> int:
    from amdsync.cli import check_cmd  # noqa: PLC0415 (fast start)
    from amdsync.frontends.clang import compiled_ir, find_toolchain  # noqa: PLC0415

    source, kernel = split_source(args.source)
    if args.kernel is not None and kernel is not None and args.kernel != kernel:
        raise AmdsyncError("usage", f"two kernels named: {kernel!r} (after the colon) and "
                           f"--kernel {args.kernel}", CLI)
    target = target_from_args(args)
    toolchain = find_toolchain(args.clang, args.device_libs)
    keep = Path(args.keep_ll) if args.keep_ll else None
    with compiled_ir(source, args.language, target, toolchain, keep, args.timeout) as output:
        check_args = argparse.Namespace(**vars(args))
        check_args.file = [str(output)]
        check_args.kernel = kernel or args.kernel
        check_args.opaque = []
        check_args.json = False
        check_args.slack = check_args.suggest = False
        check_args.jobs = 1
        check_args.source_first = True
        return check_cmd.run(check_args)
