"""``amdsync pipeline``: software-pipeline a loop in the TIR RFC notation with async stages
and exactly derived wait counts; verify, trace, draw and lower the result."""

from __future__ import annotations

import argparse
import json
import sys

from amdsync.cli.clock import left
from amdsync.cli.numbers import count, seconds
from amdsync.cli.output_files import write_output
from amdsync.diagnostics import Loc, SourceCache, read_input, render_error
from amdsync.lower.emit import lower_program
from amdsync.pipeline.budget import (
    DEFAULT_MAX_STEPS,
    StepBound,
    TimeBound,
    check_budget,
    time_limit,
)
from amdsync.pipeline.interp import run_program, trace_json
from amdsync.pipeline.ir import LoopProgram
from amdsync.pipeline.lower import check_mark_lowering, lower_to_program
from amdsync.pipeline.output import listing, timeline_svg
from amdsync.pipeline.parse import parse_int_list, parse_program, with_cli_annotation
from amdsync.pipeline.pipelining import transform
from amdsync.pipeline.printer import format_program
from amdsync.pipeline.verifier import VerifyReport, format_report, verify
from amdsync.program import ops as o
from amdsync.report.progress import ExplorationProgress
from amdsync.targets import parse_target

EXIT_CLEAN = 0
EXIT_FINDINGS = 1
EXIT_INCOMPLETE = 3


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "pipeline", help="software-pipeline a loop with async stages (TIR RFC notation)",
        description=__doc__)
    parser.add_argument("file", help="the loop, in the RFC's Python notation")
    parser.add_argument("--stage", help="software_pipeline_stage, e.g. 0,0,3")
    parser.add_argument("--order", help="software_pipeline_order, e.g. 0,2,1")
    parser.add_argument("--async-stages", help="software_pipeline_async_stages, e.g. 0")
    parser.add_argument("--verify", action="store_true",
                        help="check safety under every completion order, values and "
                             "minimality of every wait count (exit 1 on a finding)")
    parser.add_argument("--against", metavar="TRANSFORMED",
                        help="verify this transformed loop (e.g. another tool's output) "
                             "against FILE instead of transforming")
    parser.add_argument("--seeds", type=count("--seeds", 1, 1 << 16), default=3,
                        help="input data seeds for the value comparison (default 3)")
    output = parser.add_mutually_exclusive_group()
    output.add_argument("--json", action="store_true",
                        help="print every commit and wait (queue, count, region) as JSON")
    output.add_argument("--trace", action="store_true",
                        help='print one execution as JSON {"events": [...]}')
    output.add_argument("--lowered", action="store_true",
                        help="print the Program the lowering hook builds (async copies, "
                             "asyncmarks, wait.asyncmark counts)")
    output.add_argument("--llvm", metavar="TARGET",
                        help="print the transformed loop as LLVM IR for an AMDGPU target "
                             "(e.g. gfx950), through the lowering hook")
    parser.add_argument("--timeline", metavar="OUT.svg",
                        help="write a timeline of stages, iterations and groups in flight")
    parser.add_argument("-o", "--output", help="write the transformed loop to this file")
    parser.add_argument("--timeout", type=seconds("--timeout"), default=600.0,
                        help="bound in seconds (exit 3 when reached)")
    parser.add_argument("--max-steps", type=count("--max-steps"), default=DEFAULT_MAX_STEPS,
                        help="bound on the statement instances the loop may ask for "
                        f"(default {DEFAULT_MAX_STEPS:,}; exit 3 beyond it, before any work)")
    parser.set_defaults(func=run)


def _ints(text: str | None, what: str) -> tuple[int, ...] | None:
    if text is None:
        return None
    return parse_int_list(text, f"--{what}", Loc("<command line>"))


def _read(path: str) -> str:
    return read_input(path, "the loop file")


def _verify_json(report: VerifyReport) -> dict[str, object]:
    return {
        "safe": report.safe, "minimal": report.minimal, "races": report.race_count,
        "race_examples": [r.message for r in report.races],
        "undrained": {str(q): n for q, n in report.undrained.items()},
        "mismatches": report.mismatches,
        "waits": [{"line": w.loc.line, "queue": w.queue, "executions": len(w.counts),
                   "forcing": w.forcing, "minimal": w.minimal, "example": w.example}
                  for w in report.waits],
    }


def _lowered_text(program: LoopProgram) -> str:
    lowered = lower_to_program(program)
    lines = [f"kernel {lowered.kernel}("
             + ", ".join(p.name for p in lowered.kernel_function.params) + ")"]
    for glob in lowered.globals:
        lines.append(f"  lds {glob.name}: {glob.size} bytes")
    for block in lowered.kernel_function.blocks:
        lines.append(f"{block.name}:")
        for op in block.ops:
            match op:
                case o.AsyncCopy():
                    lines.append(f"  async copy {op.intrinsic} ({op.size} bytes)   "
                                 f"; line {op.loc.line}")
                case o.AsyncMark():
                    lines.append(f"  asyncmark   ; line {op.loc.line}")
                case o.WaitAsyncMark(count):
                    lines.append(f"  wait.asyncmark({count})   ; line {op.loc.line}")
                case o.Load() | o.Store() | o.Opaque():
                    lines.append(f"  {type(op).__name__.lower()}   ; line {op.loc.line}")
                case _:
                    pass
        lines.append(f"  {type(block.term).__name__.lower()}")
    problems = check_mark_lowering(program, lowered)
    lines.append("mark check: " + ("exact" if not problems else "; ".join(problems)))
    return "\n".join(lines) + "\n"


def run(args: argparse.Namespace) -> int:
    try:
        # What is left of --timeout: its clock started with the program (cli/clock.py).
        with time_limit(left(args)):
            return _run(args)
    except (StepBound, TimeBound) as bound:
        if isinstance(bound, TimeBound):  # (named by the --timeout the user gave)
            bound = TimeBound(bound.code, f"time bound reached (--timeout {args.timeout:g} "
                              "s); stopped, nothing more to report", bound.loc)
        print(render_error(bound, SourceCache()).replace(f"error[{bound.code}]",
                                                         f"incomplete[{bound.code}]"),
              file=sys.stderr)
        return EXIT_INCOMPLETE


def _run(args: argparse.Namespace) -> int:
    original = parse_program(_read(args.file), args.file)
    original = with_cli_annotation(original, _ints(args.stage, "stage"),
                                   _ints(args.order, "order"),
                                   _ints(args.async_stages, "async-stages"))
    check_budget(original, args.max_steps)
    seeds = tuple(range(max(1, args.seeds)))
    if args.against:
        result_program = parse_program(_read(args.against), args.against)
        check_budget(result_program, args.max_steps)
        stage: tuple[int, ...] = ()
        listing_doc: dict[str, object] | None = None
        do_verify = True
    else:
        result = transform(original)
        result_program = result.program
        stage = result.info.stage
        listing_doc = listing(result)
        do_verify = args.verify
    report = None
    if do_verify:
        # Progress on stderr after a second, on a terminal only (issue 13).
        with ExplorationProgress(enabled=not args.json) as progress:
            report = verify(original, result_program, seeds, progress=progress.phase)
    if args.timeline:
        svg = timeline_svg(run_program(result_program), stage, f"{args.file}")
        write_output(args.timeline, svg)
    text = format_program(result_program)
    if args.output:
        write_output(args.output, text)
    if args.json:
        doc: dict[str, object] = dict(listing_doc or {})
        if report is not None:
            doc["verify"] = _verify_json(report)
        print(json.dumps(doc, indent=1))
    elif args.trace:
        print(json.dumps(trace_json(run_program(result_program))))
    elif args.lowered:
        sys.stdout.write(_lowered_text(result_program))
    elif args.llvm:
        target = parse_target(args.llvm, Loc("<command line>"))
        sys.stdout.write(lower_program(lower_to_program(result_program), target).text)
    else:
        if not args.against and not args.output:
            sys.stdout.write(text)
        if report is not None:
            sys.stdout.write(format_report(report))
    if report is not None and not report.ok:
        return EXIT_FINDINGS
    return EXIT_CLEAN
