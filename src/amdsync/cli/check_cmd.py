"""``amdsync check FILE.ll``: explore every execution of a kernel launch."""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from rich.console import Console
from rich.markup import escape

from amdsync.cli.arg_values import check_sweep_items, check_ties, encode_arg_items
from amdsync.cli.clock import left
from amdsync.cli.files_report import expand_inputs
from amdsync.cli.html_output import front_end_sources, html_report
from amdsync.cli.launch_args import (
    CLI,
    add_kernel_options,
    launch_from_args,
    options_from_args,
    output_format,
    target_from_args,
)
from amdsync.cli.numbers import count
from amdsync.cli.output_files import write_output
from amdsync.cli.struct_fields import check_field_names
from amdsync.diagnostics import (
    AmdsyncError,
    Loc,
    SourceCache,
    read_input,
    render_error,
    render_note,
)
from amdsync.explore.lanes.ties import resolve
from amdsync.explore.machine.machine import ExploreOptions
from amdsync.explore.search.check import check_program
from amdsync.explore.search.sweep import Axis, SweepResult, parse_arg_axes, parse_sweeps
from amdsync.formats.llvm import (
    ReaderWarning,
    read_llvm_file_with_warnings,
    read_llvm_with_warnings,
)
from amdsync.frontends.kernels import choose_kernel_in_file
from amdsync.program.module import Program
from amdsync.program.target_support import check_target_support
from amdsync.program.topology import Launch
from amdsync.program.types import AddressSpace, PtrType
from amdsync.report.fixes_text import render_fixes
from amdsync.report.progress import ExplorationProgress
from amdsync.report.text import render_check, render_notes, render_sweep
from amdsync.targets import Target

if TYPE_CHECKING:
    from amdsync.explore.findings.result import CheckResult, FixReport
    from amdsync.explore.search.relax import RelaxReport
    from amdsync.tasks import TaskOutput

EXIT_FOR_STATUS = {"clean": 0, "findings": 1, "incomplete": 3}
EXIT_USAGE, EXIT_INTERNAL = 2, 4
MAX_JOBS = 1024  # processes; more is a usage error, not a fork bomb


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = subparsers.add_parser(
        "check", help="explore every execution of a kernel launch and report findings",
        description="Explore wave interleavings and async completion points of one launch "
        "and report undef reads, races and deadlocks with counterexamples. Exit codes: "
        "0 clean, 1 findings, 2 bad input, 3 incomplete.")
    p.add_argument("file", nargs="+", help="LLVM IR (.ll) for amdgcn; several files or "
                   "directories (every .ll in them) are checked one by one, with a summary")
    p.add_argument("--jobs", "-j", type=count("--jobs", 1, MAX_JOBS), default=None,
                   help="files, launch shapes and runs of a --sweep range checked at once "
                   "(processes; default: every core; 1: one after another in this "
                   "process); the report is the same for every value")
    p.add_argument("--ray", nargs="?", const="", default=None, metavar="ADDRESS",
                   help="check the files, launch shapes and runs of a --sweep range as "
                   "tasks on a Ray cluster: HOST:PORT of a `ray start --head`, "
                   "ray://HOST:PORT, or none for a Ray instance on this machine (pip "
                   "install 'amdsync[ray]')")
    p.add_argument("--first", action="store_true",
                   help="with several launch shapes or a --sweep: stop at the first "
                   "failing one — the shape first in order, and of a --sweep range the "
                   "failing class with the smallest value; what comes after it is not "
                   "checked")
    add_kernel_options(p)
    p.add_argument("--slack", action="store_true",
                   help="also report each wait.asyncmark's largest safe count and the "
                   "barriers and fences the launch does not need (notes; re-explores)")
    p.add_argument("--suggest", action="store_true",
                   help="print a unified diff of FILE with the relaxed waits and the "
                   "redundant barriers and fences removed (implies --slack)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    files = expand_inputs(args.file)
    if len(files) != 1 or files[0] != args.file[0]:
        return run_many(args, files)
    args.file = files[0]
    args.format = output_format(args)
    args.json = args.format == "json"
    html = html_report(args.html)
    target = target_from_args(args)
    launch = launch_from_args(args, target)
    kernel = choose_kernel_in_file(args.file, args.kernel,
                                   getattr(args, "source_name", None))
    sources = SourceCache()
    read = _read_ir(args, kernel, sources)
    if read is None:
        return EXIT_USAGE
    program, warnings = read
    # A struct argument's fields by name (cli/struct_fields.py).
    check_field_names(args, program)
    # Every value in its argument's type, encoded for the explorer (cli/arg_values.py).
    args.arg = encode_arg_items(args.arg, program)
    args.sweep = check_sweep_items(args.sweep, program)
    check_ties(args.arg, args.sweep, program)
    for warning in warnings:
        print(render_note("warning", f"[{warning.code}] {warning.message}", warning.loc),
              file=sys.stderr)
    check_target_support(program, target.processor)
    lds_bytes = sum(g.size for g in program.globals
                    if g.addrspace == AddressSpace.LOCAL and not g.barrier_count)
    lds_bytes += args.dynamic_lds
    fixed, axes, ties = parse_arg_axes(args.arg)
    fixed = resolve(ties, fixed)
    lds_bytes += sum(fixed.get(p.name, 0) for p in program.kernel_function.params
                     if isinstance(p.ty, PtrType) and p.ty.addrspace == AddressSpace.LOCAL)
    if lds_bytes > target.processor.lds_bytes:
        raise AmdsyncError("bad-launch", f"the kernel uses {lds_bytes} bytes of LDS; "
                           f"{target.name} has {target.processor.lds_bytes}", CLI)
    progress = ExplorationProgress(enabled=not args.json and args.format != "sarif")
    options = replace(options_from_args(args), progress=progress)
    axes += parse_sweeps(args.sweep, program, args.max_shapes)
    if axes and (getattr(args, "fixes", False) or getattr(args, "fix", None)):
        raise AmdsyncError("usage", "--fixes and --fix search fixes for one launch shape: "
                           "give each argument one value", CLI)
    if axes:
        sweep = _check_sweep(args, kernel, program, launch, options, fixed, axes)
        relaxed = None
        every_shape_clean = not sweep.stopped and all(
            r.status == "clean" for _, r in sweep.shapes)
        if (args.slack or args.suggest) and every_shape_clean:
            # A parametric axis (explore/values/param.py) is explored whole in every run.
            swept = next((a for a in sweep.axes if a.parametric), None)
            base = options if swept is None else replace(
                options, param=(swept.name, tuple(swept.values)))
            with progress:
                relaxed = _relax(args, program, launch, base, target,
                                 [a for a, _ in sweep.shapes], sweep.coverage())
            if args.suggest and not args.json and args.format != "sarif":
                from amdsync.explore.search.relax import suggestion_diff  # noqa: PLC0415

                print(suggestion_diff(args.file, relaxed), end="")
                sys.stdout.flush()
                return _sweep_exit(sweep)
        if html is not None:
            html.write("sweep", sweep, _html_sources(args, [r for _, r in sweep.shapes],
                                                     sources))
        if args.format == "sarif":
            print(json.dumps(sweep.merged().to_sarif(), indent=2))
        elif args.json:
            report = sweep.to_json()
            if relaxed is not None:
                _add_slack(report, args, relaxed)
            print(json.dumps(report, indent=2))
        else:
            console = Console(highlight=False, soft_wrap=True)
            render_sweep(sweep, console, show_notes=not args.no_notes, sources=sources,
                         source_first=getattr(args, "source_first", True))
            if relaxed is not None and not args.no_notes:
                render_notes(relaxed.notes(), console)
        sys.stdout.flush()
        return _sweep_exit(sweep)
    with progress:
        result = check_program(program, launch, options)
    if _wants_fixes(args):
        result.fixes = _search_fixes(args, kernel, launch, options, result)
    fixes = result.fixes
    relaxed = None
    if (args.slack or args.suggest) and result.status == "clean":
        from amdsync.explore.search.relax import suggestion_diff  # noqa: PLC0415

        relaxed = _relax(args, program, launch, options, target)
        result.notes += relaxed.notes()
        if args.suggest and not args.json and args.format != "sarif":
            print(suggestion_diff(args.file, relaxed), end="")
            sys.stdout.flush()
            return EXIT_FOR_STATUS[result.status]
    if args.suggest and fixes is not None and not args.json and args.format != "sarif":
        print(fixes.combined_diff, end="")
        sys.stdout.flush()
        return EXIT_FOR_STATUS[result.status]
    if html is not None:
        result.kernel = program.kernel_function.name  # (the page's header)
        html.write("check", result, _html_sources(args, [result], sources))
    if args.format == "sarif":
        print(json.dumps(result.to_sarif(), indent=2))
    elif args.json:
        report = result.to_json()
        if relaxed is not None:
            _add_slack(report, args, relaxed)
        print(json.dumps(report, indent=2))
    else:
        console = Console(highlight=False, soft_wrap=True)
        render_check(result, console, show_notes=not args.no_notes, sources=sources,
                     source_first=getattr(args, "source_first", True))
        if fixes is not None:
            render_fixes(fixes, console)
    if args.fix:
        write_fixed(args.fix, result)
    sys.stdout.flush()
    return EXIT_FOR_STATUS[result.status]


def _wants_fixes(args: argparse.Namespace) -> bool:
    """``--fixes``, ``--fix OUT.ll``, and ``--suggest`` (one launch with findings: the
    diff of every checked fix; with several shapes ``--suggest`` is the slack's)."""
    return bool(getattr(args, "fixes", False) or getattr(args, "fix", None)
                or getattr(args, "suggest", False))


def _search_fixes(args: argparse.Namespace, kernel: str | None, launch: Launch,
                  options: ExploreOptions, result: CheckResult) -> FixReport | None:
    """Each finding's checked fix (explore/search/fixes.py) within what is left of
    ``--timeout``; None when there is nothing to fix."""
    from amdsync.explore.search.fixes import search_fixes  # noqa: PLC0415 (fast start)

    if not result.findings:
        return None
    name = getattr(args, "ir_name", None) or args.file
    text = read_input(args.file, "LLVM IR")
    return search_fixes(text, name, launch, options, result, kernel,
                        frozenset(args.opaque), time.monotonic() + left(args))


def write_fixed(path: str, result: CheckResult) -> None:
    """``--fix OUT.ll``: the IR with every checked fix applied, when they were checked
    together; what is left is said on stderr."""
    fixes = result.fixes
    if fixes is None or fixes.combined is None or fixes.combined_text is None:
        why = ("no finding" if not result.findings else "no finding has a checked fix")
        print(f"amdsync: --fix {path}: nothing written ({why})", file=sys.stderr)
        return
    write_output(path, fixes.combined_text)
    left_over = fixes.combined
    what = ("checks clean" if left_over.status == "clean" else
            f"is {left_over.status}: {len(left_over.findings)} finding(s) left"
            if left_over.findings else f"is incomplete: {left_over.incomplete_reason}")
    print(f"amdsync: wrote {path}: every checked fix applied together; the launch "
          f"{what}", file=sys.stderr)


def _sweep_exit(sweep: SweepResult) -> int:
    """The sweep's exit code: 4 when a task of it failed (a bug in amdsync), else its
    status's."""
    return EXIT_INTERNAL if sweep.failed else EXIT_FOR_STATUS[sweep.status]


def _check_sweep(args: argparse.Namespace, kernel: str | None, program: Program,
                 launch: Launch, options: ExploreOptions, fixed: dict[str, int],
                 axes: list[Axis]) -> SweepResult:
    """Every shape of the sweep as tasks (tasks/sweep_plan.py) on ``--jobs`` processes
    or ``--ray``: the same report either way."""
    from amdsync.tasks import Executor  # noqa: PLC0415 (fast start)
    from amdsync.tasks.sweep_plan import SweepRequest, check_sweep  # noqa: PLC0415

    ray = getattr(args, "ray", None)
    if ray and Path(ray).exists():
        raise AmdsyncError("usage", f"--ray took {ray} as its address: write "
                           "--ray=ADDRESS, or --ray after the file", CLI)
    executor = (Executor.ray(ray or None) if ray is not None
                else Executor.local(getattr(args, "jobs", None)))
    # The units name the kernel as every location of a check does: hip's and opencl's IR,
    # compiled into a temporary folder, by its source (``ir_name``), never the temporary
    # path (two runs of one sweep print the same).
    name = getattr(args, "ir_name", None) or args.file
    request = SweepRequest(read_input(args.file, "LLVM IR"), name, launch, options,
                           fixed, axes, args.max_shapes, kernel, tuple(args.opaque),
                           getattr(args, "first", False))
    show = not args.json and args.format != "sarif"
    sweep = check_sweep(request, program, executor, progress=show)
    for message in sweep.failed:  # a bug in amdsync: its shape is reported incomplete
        print(f"amdsync: a task of the sweep failed: {message}", file=sys.stderr)
    return sweep


def _read_ir(args: argparse.Namespace, kernel: str | None, sources: SourceCache
             ) -> tuple[Program, list[ReaderWarning]] | None:
    """The kernel's IR read from ``args.file``; named in every location by
    ``args.ir_name`` when the caller gives one (hip and opencl: IR compiled into a
    temporary folder is named after its source, ``kernel.hip.ll``, so two runs print
    the same; docs/hip-opencl.md). The text is registered in ``sources`` under that name,
    and an error in it is printed here with its line (None: printed)."""
    name = getattr(args, "ir_name", None)
    if name is None or name == args.file:
        return read_llvm_file_with_warnings(args.file, frozenset(args.opaque), kernel=kernel)
    try:
        text = read_input(args.file, "LLVM IR")
    except AmdsyncError as error:  # (bytes that are not UTF-8: at the name, not the path)
        where = error.loc or Loc(name)
        raise AmdsyncError(error.code, error.message.replace(args.file, name),
                           Loc(name, where.line, where.col)) from None
    sources.register(name, text)
    try:
        return read_llvm_with_warnings(text, name, frozenset(args.opaque), kernel)
    except AmdsyncError as error:
        if error.loc is None or error.loc.file != name:
            raise
        print(render_error(error, sources), file=sys.stderr)
        return None


def _relax(args: argparse.Namespace, program: Program, launch: Launch,
           options: ExploreOptions, target: Target,
           shapes: list[dict[str, int]] | None = None, coverage: str = "") -> RelaxReport:
    """The slack of every wait and the removable barriers and fences (on every shape
    given), with the hardware wait each wait becomes on the target."""
    from amdsync.explore.search.relax import relax  # noqa: PLC0415

    relaxed = relax(program, launch, options, shapes, coverage)
    if relaxed.program is not None and target.processor.async_counter is not None:
        from amdsync.lower.waitcnt import model_program  # noqa: PLC0415

        relaxed.attach_hardware(
            target.canonical(),
            {p.loc: p.render_llvm() for p in model_program(program, target)},
            {p.loc: p.render_llvm() for p in model_program(relaxed.program, target)})
    return relaxed


def _add_slack(report: dict[str, object], args: argparse.Namespace,
               relaxed: RelaxReport) -> None:
    from amdsync.explore.search.relax import suggestion_diff  # noqa: PLC0415

    report["slack"] = relaxed.to_json()
    if args.suggest:
        report["suggestion"] = suggestion_diff(args.file, relaxed)


def _html_sources(args: argparse.Namespace, results: list[CheckResult],
                  cache: SourceCache) -> dict[str, str] | None:
    """The files for the HTML report: when amdsync compiled the kernel itself (hip,
    opencl), those clang read, then the IR checked (its own pane); none for IR given as
    it is (cli/html_output.py)."""
    if getattr(args, "source_name", None) is None:
        return None
    name = getattr(args, "ir_name", None)
    lines = cache.texts.get(name) if name is not None else None
    ir = {name: "\n".join(lines) + "\n"} if name is not None and lines else {}
    return front_end_sources(results, None, ir)


# Worst first: an internal error, bad input, findings, incomplete, clean.
_SEVERITY = {4: 5, 2: 4, 1: 3, 3: 2, 0: 1}


def _check_text(data: object) -> TaskOutput:
    """One file's check as a task (amdsync.tasks; wherever it runs): the file's bytes,
    carried by the task, written under the file's own name in a folder of its own; the
    report names the file as given."""
    from amdsync.cli.main import main  # noqa: PLC0415 (in a worker process)

    assert isinstance(data, tuple)
    file, content, argv = data
    if content is None:  # unreadable here: the check says why, as for one file
        return _run_captured(main, ["check", file, *argv], None, file)
    with tempfile.TemporaryDirectory(prefix="amdsync-task-") as tmp:
        path = Path(tmp) / Path(file).name
        path.write_bytes(content)
        return _run_captured(main, ["check", str(path), *argv], str(path), file)


def _run_captured(main: Callable[[list[str]], int], argv: list[str], path: str | None,
                  file: str) -> TaskOutput:
    from amdsync.tasks import TaskOutput  # noqa: PLC0415 (fast start)

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(argv)
    text, message = out.getvalue(), err.getvalue().strip()
    if path is not None:  # in the JSON text as JSON writes it (escapes and all)
        text = text.replace(json.dumps(path)[1:-1], json.dumps(file)[1:-1])
        message = message.replace(path, file)
    return TaskOutput(code, text if text.strip() else None, message)


def run_many(args: argparse.Namespace, files: list[str]) -> int:
    """Several inputs: one summary line per file (or one JSON document), exit code of
    the worst result."""
    for option in ("suggest", "html"):
        if getattr(args, option):
            raise AmdsyncError("usage", f"--{option} takes one file", CLI)
    from amdsync import __version__  # noqa: PLC0415
    from amdsync.cli.files_report import FileReport, files_sarif  # noqa: PLC0415
    from amdsync.tasks import CallJob, Executor, Task, run_tasks  # noqa: PLC0415

    if args.ray and Path(args.ray).exists():
        raise AmdsyncError("usage", f"--ray took {args.ray} as its address: write "
                           "--ray=ADDRESS, or --ray after the files", CLI)
    given = set(args.file)
    # The words for each file's own check, without the files and executor: a file's
    # sweep runs in its task's process (the tasks already use every core). Each prints
    # its report as JSON, or SARIF when asked (cli/files_report.py).
    sarif = output_format(args) == "sarif"
    argv = ["--jobs", "1", "--format", "sarif" if sarif else "json"]
    words = iter(args.argv[1:])
    for word in words:
        if word in ("--jobs", "-j", "--format") or (word == "--ray" and args.ray):
            next(words, None)
        elif word not in given and word != "--json" and not word.startswith(
                ("--jobs=", "--ray", "--format=")):
            argv.append(word)
    if args.max_memory is None and args.ray is None:
        # Each worker a share of the default (docs/bounds.md, "Memory"): --jobs N
        # processes side by side stay within half the machine together.
        from amdsync.explore.search.memory_bound import default_max_memory  # noqa: PLC0415
        from amdsync.tasks.run import default_jobs  # noqa: PLC0415

        argv += ["--max-memory", str(default_max_memory(args.jobs or default_jobs()))]
    tasks = []
    for file in files:
        try:
            content: bytes | None = Path(file).read_bytes()
        except OSError:
            content = None
        # A file's own --timeout stops it first (main's watchdog); this bound ends a
        # worker that does not stop.
        tasks.append(Task(file, CallJob(_check_text, (file, content, argv)),
                          bound=args.timeout + 10.0))
    executor = (Executor.ray(args.ray or None) if args.ray is not None
                else Executor.local(args.jobs))
    report = run_tasks(tasks, executor)
    results = [(r.key, r.exit_code, r.report or "", r.message) for r in report.results]
    worst = max((code for _, code, _, _ in results), key=lambda c: _SEVERITY.get(c, 5))
    # Each file's own error goes to stderr as the check of that one file prints it (its
    # file:line:col and caret), besides its line in the summary: an exit 2 or 4 always
    # comes with its message on stderr (issue 12).
    for _, code, _, err in results:
        if code in (EXIT_USAGE, EXIT_INTERNAL) and err.strip():
            print(err.strip(), file=sys.stderr)
    if sarif:
        print(json.dumps(files_sarif([FileReport(f, c, json.loads(o) if o.strip() else None,
                                                 e.strip()) for f, c, o, e in results],
                                     __version__), indent=2))
        return worst
    if args.json or args.format == "json":
        docs = []
        for file, code, out, err in results:
            entry: dict[str, object] = {"file": file, "exit": code}
            if out.strip():
                entry["report"] = json.loads(out)
            if err.strip():
                entry["error"] = err.strip()
            docs.append(entry)
        print(json.dumps({"exit": worst, "files": docs}, indent=2))
        return worst
    console = Console(highlight=False, soft_wrap=True)
    for file, code, out, err in results:
        if out.strip():
            report = json.loads(out)
            stats = report.get("stats", {})
            status = report["status"]
            detail = (f"{len(report['findings'])} finding(s)" if status == "findings"
                      else status)
            if status == "incomplete":
                detail += f" ({report.get('incomplete', {}).get('reason', '')})"
            console.print(f"{escape(file)}: {escape(detail)} "
                          f"({stats.get('states', 0)} wave instructions, "
                          f"{stats.get('seconds', 0):.2f} s)")
        else:
            first = err.strip().splitlines()[0] if err.strip() else f"exit {code}"
            console.print(f"{escape(file)}: error: {escape(first)}")
    counts: dict[int, int] = {}
    for _, code, _, _ in results:
        counts[code] = counts.get(code, 0) + 1
    names = {0: "clean", 1: "with findings", 3: "incomplete", 2: "bad input", 4: "failed"}
    console.print(f"{len(results)} file(s): " + ", ".join(
        f"{counts[c]} {names.get(c, f'exit {c}')}" for c in sorted(counts, key=lambda c:
                                                                 -_SEVERITY.get(c, 5))))
    sys.stdout.flush()
    return worst
