"""``amdsync hip`` and ``amdsync opencl``: compile a kernel source with a system clang
and the ROCm device libraries (amdsync.frontends.clang), then check one launch of it
exactly as ``amdsync check`` does, with findings on the source lines."""

from __future__ import annotations

import argparse
import contextlib
import sys
from pathlib import Path

from amdsync.cli.bound_report import REPORT_FORMATS, BoundReport
from amdsync.cli.clock import left, spent
from amdsync.cli.html_output import html_report
from amdsync.cli.launch_args import CLI, add_kernel_options, output_format, target_from_args
from amdsync.cli.output_files import write_output
from amdsync.diagnostics import AmdsyncError
from amdsync.frontends.clang import DEBIAN_PACKAGES, Language, Toolchain
from amdsync.targets import Target


def command_of(language: Language) -> str:
    """The command that compiles ``language``."""
    return "hip" if language == "hip" else "opencl"


def register_source_command(subparsers: argparse._SubParsersAction[argparse.ArgumentParser],
                            language: Language, summary: str, suffix: str) -> None:
    name = command_of(language)
    p = subparsers.add_parser(
        name, help=summary,
        usage=f"amdsync {name} FILE{suffix}[:KERNEL] [options] [-- CLANG FLAGS …]",
        description=f"{summary}. The source is compiled with clang (HIP as hipcc "
        "compiles it for the AMD platform: -O3, -D__HIP_PLATFORM_AMD__=1; OpenCL C at "
        "-O2) with debug information, linked with the ROCm device libraries (Debian: "
        f"{DEBIAN_PACKAGES}), and one launch of the kernel is checked as `amdsync check` "
        "does; kernel arguments are named as in the source. Every word after `--` goes "
        "to clang (-I, -D, -std=…; a processor they name, -mcpu= or --offload-arch=, is "
        "the one checked, and must agree with --target); --compile-commands takes the "
        "project's own flags. "
        "Exit codes: 0 clean, 1 findings, 2 bad input, 3 incomplete.")
    p.add_argument("source", metavar=f"FILE{suffix}[:KERNEL]",
                   help=f"the {name} source and, after a colon, the kernel to launch (its "
                   "name in the source, e.g. reduce or reduce<256>; needed when the file "
                   "has several kernels)")
    add_kernel_options(p)
    p.add_argument("--clang", default=None, metavar="PATH",
                   help="the clang to compile with (default: clang-19, clang, … on PATH)")
    p.add_argument("--device-libs", default=None, metavar="DIR",
                   help="the folder of the ROCm device libraries (ockl.bc, …)")
    p.add_argument("--compile-commands", default=None, metavar="PATH",
                   help="a compile_commands.json (CMake, Bear), or the build folder that "
                   "holds it: compile with the include "
                   "paths, macros, language standard and language flags its entry for "
                   "the file gives (docs/hip-opencl.md); flags after -- come after them")
    p.add_argument("--keep-ll", default=None, metavar="PATH",
                   help="write the compiled LLVM IR here (default: a temporary file)")
    p.set_defaults(func=run, language=language)


def split_source(text: str) -> tuple[Path, str | None]:
    """``FILE[:KERNEL]`` → (file, kernel or None); a path that exists as written wins.
    The kernel may be a qualified C++ name (``ns::reduce<256>``): the file ends at the
    first colon that is not part of a ``::``."""
    if Path(text).exists() or ":" not in text:
        return Path(text), None
    cut = _file_end(text)
    if cut is None:
        return Path(text), None
    file, kernel = text[:cut], text[cut + 1:]
    if not kernel:
        raise AmdsyncError("usage", f"{text!r}: no kernel name after the colon", CLI)
    return Path(file), kernel


def _file_end(text: str) -> int | None:
    """The index of the colon that ends the file name in ``FILE:KERNEL``: the first one
    that is not half of a ``::``."""
    i = text.find(":")
    while i != -1:
        if not text.startswith("::", i):
            return i
        i = text.find(":", i + 2)
    return None


def run(args: argparse.Namespace) -> int:
    from amdsync.cli import check_cmd  # noqa: PLC0415 (fast start)
    from amdsync.frontends.clang import compiled_ir, find_toolchain  # noqa: PLC0415
    from amdsync.frontends.flag_target import (  # noqa: PLC0415
        require_agreement,
        target_in_flags,
    )
    from amdsync.frontends.struct_names import name_struct_arguments  # noqa: PLC0415

    source, kernel = split_source(args.source)
    if args.kernel is not None and kernel is not None and args.kernel != kernel:
        raise AmdsyncError("usage", f"two kernels named: {kernel!r} (after the colon) and "
                           f"--kernel {args.kernel}", CLI)
    output_format(args)  # two formats asked for: a usage error before compiling
    html_report(args.html)  # (and an HTML report this amdsync cannot write)
    flags, archs = project_flags(args, source)
    if args.target is not None:
        # The processor clang compiles for is the one checked (issue 42).
        target = target_from_args(args)
        require_agreement(target, f"--target {args.target}", flags, "after --", CLI)
    toolchain = find_toolchain(args.clang, args.device_libs)
    if args.target is None:
        target, why = target_in_flags(flags, "after --", CLI) or build_target(
            archs, toolchain)
        args.target = target.canonical()
        print(f"amdsync: no --target given; compiling for {args.target}, {why}",
              file=sys.stderr)
    keep = Path(args.keep_ll) if args.keep_ll else None
    with contextlib.ExitStack() as stack:
        try:
            # clang writes into amdsync's own folder; amdsync writes --keep-ll itself, so
            # a path that cannot take it is `PATH: error[io]: <the system's reason>`
            # (clang writing to /dev/full crashed with a stack dump, different in
            # every run: campaign seed 42).
            output = stack.enter_context(compiled_ir(
                source, args.language, target, toolchain, None, left(args), flags))
        except AmdsyncError as error:
            if error.code != "timeout":
                raise
            # The bound covers compiling too: exit 3, as any bound (README, exit codes),
            # with the report --json / --format asked for (cli/bound_report.py).
            reason = (f"time bound reached (--timeout {args.timeout:g} s) while clang "
                      f"compiled {source}; nothing checked")
            wanted = output_format(args)
            if wanted in REPORT_FORMATS:
                sys.stdout.write(BoundReport(wanted, command_of(args.language)).text(
                    reason, spent(args)))
            print(f"amdsync: incomplete: {reason}", file=sys.stderr)
            return 3
        # The names of the struct arguments' fields, carried in the IR
        # (frontends/struct_names.py).
        name_struct_arguments(output, source, args.language, target, toolchain, flags,
                              left(args))
        if keep is not None:
            write_output(keep, output.read_bytes())
        check_args = argparse.Namespace(**vars(args))
        check_args.file = [str(output)]
        check_args.kernel = kernel or args.kernel
        if check_args.kernel is None:
            # Several kernels and none chosen: said at the source (cli/source_kernels.py).
            from amdsync.cli.source_kernels import several_kernels  # noqa: PLC0415

            several = several_kernels(output.read_text(encoding="utf-8", errors="replace"),
                                      source, command_of(args.language))
            if several is not None:
                raise several
        check_args.slack = check_args.suggest = False
        check_args.jobs = 1
        check_args.source_first = True
        check_args.source_name = str(source)
        # The IR is named after its source (or as --keep-ll wrote it), never by its
        # temporary path: two runs print the same (cli/check_cmd.py _read_ir).
        check_args.ir_name = str(keep) if keep is not None else f"{source}.ll"
        try:
            return check_cmd.run(check_args)
        except AmdsyncError as error:
            if error.code != "unknown-kernel" or check_args.kernel is None:
                raise
            from amdsync.cli.source_kernels import unknown_kernel  # noqa: PLC0415

            named = (f"{source}:{kernel}" if kernel is not None
                     else f"--kernel {args.kernel}")
            raise unknown_kernel(output.read_text(encoding="utf-8", errors="replace"),
                                 source, check_args.kernel, named) from None


def project_flags(args: argparse.Namespace, source: Path
                  ) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The compiler flags of the project: its compile_commands.json entry's (kept to
    the device compile's), then the words after ``--`` (all, so they win); and the
    processors the entry compiled for."""
    from amdsync.frontends.compile_commands import flags_for  # noqa: PLC0415
    from amdsync.frontends.flags import user_flags  # noqa: PLC0415

    after = user_flags(getattr(args, "compiler_flags", []))
    if args.compile_commands is None:
        return after, ()
    database = flags_for(Path(args.compile_commands), source, args.language)
    return (*database.kept, *after), database.offload_archs()


def build_target(archs: tuple[str, ...], toolchain: Toolchain) -> tuple[Target, str]:
    """The target when none is given, and why: the one processor the project's build
    compiled for, when amdsync and the clang know it; else the clang's newest of
    amdsync's default line (frontends/clang.py)."""
    from amdsync.frontends.clang import default_target, supported_processors  # noqa: PLC0415
    from amdsync.targets import parse_target  # noqa: PLC0415

    clang = Path(toolchain.clang).name
    if len(archs) == 1:
        try:
            target = parse_target(archs[0], CLI)
        except AmdsyncError:
            target = None
        if target is not None and target.processor.name in supported_processors(
                toolchain.clang):
            return target, "the processor the project's compile_commands.json names"
    return default_target(toolchain), (f"the newest processor of amdsync's default line "
                                       f"that {clang} supports")
