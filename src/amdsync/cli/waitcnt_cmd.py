"""``amdsync waitcnt FILE --target gfx950``: the counter wait each ``wait.asyncmark``
becomes, beside its source line."""

from __future__ import annotations

import argparse
import json
import re
from dataclasses import replace
from pathlib import Path

from amdsync.cli.numbers import seconds
from amdsync.diagnostics import AmdsyncError, Loc, SourceCache
from amdsync.formats.llvm.hardware_waits import is_hardware_wait
from amdsync.lower.differential import Comparison, compare_programs, compare_source
from amdsync.lower.load import load_program, resolve_target
from amdsync.lower.waitcnt import WaitPrediction, model_program
from amdsync.program import ops as o
from amdsync.program.target_support import check_target_support

WHY = {
    "loop": "LLVM merges the loop's back edge into its header",
    "unequal-branches": "LLVM merges branches with different pending work",
    "mark-limit": "LLVM keeps only the 16 most recent asyncmarks",
    "flat": "a pending flat access forces a wait for 0",
    "return": "the function returns here and the ABI waits for 0",
    "straight": "LLVM keeps a wait from an earlier pass over the function",
}


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = subparsers.add_parser(
        "waitcnt", help="show the hardware counter wait of every wait.asyncmark",
        description="For each llvm.amdgcn.wait.asyncmark, the counter wait LLVM emits on "
        "the target (s_waitcnt vmcnt / s_wait_asynccnt) and the minimal safe count; "
        "notes where LLVM is conservative. Exit 1 if LLVM would wait for less than needed.")
    p.add_argument("file", help="LLVM IR (.ll) or a builder script (.py)")
    p.add_argument("--target", default=None,
                   help="target ID (default: the input's target-cpu, else gfx950)")
    p.add_argument("--compile", action="store_true",
                   help="also compile with Triton's LLVM (an .ll file as written, a builder "
                   "program after lowering) and compare its waits")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.add_argument("--timeout", type=seconds("--timeout"), default=600.0,
                   help="bound in seconds (exit 3 when reached)")
    p.add_argument("--opaque", action="append", default=[], metavar="INTRINSIC",
                   help="an intrinsic the reader treats as opaque")
    p.add_argument("--function", default=None, metavar="NAME",
                   help="show the waits of this function only (default: every function "
                   "the file defines)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    program = load_program(args.file, frozenset(args.opaque), every_function=True)
    if args.function is not None:
        name = args.function.lstrip("@")
        if not program.has_function(name):
            names = ", ".join(f.name for f in program.functions)
            raise AmdsyncError("unknown-function", f"--function {args.function}: "
                               f"{args.file} defines no function named {name!r} "
                               f"(functions: {names})", Loc("<command line>"))
        program = replace(program, functions=(program.function(name),))
    target = resolve_target(args.target, program)
    # An s_waitcnt of the source is applied, not predicted (docs/semantics/hardware-waits.md,
    # "The predictor"): it needs no asyncmark, but the copies it completes must exist.
    waits = [op for f in program.functions for op in f.ops()
             if isinstance(op, o.WaitAsyncMark) and not is_hardware_wait(op)]
    if waits and target.processor.async_counter is None:
        raise AmdsyncError("lower-unsupported", f"{target.processor.name} "
                           f"({target.processor.generation}) has no wait.asyncmark "
                           "(it exists on GFX9, GFX10 and GFX12.5)", waits[0].loc)
    check_target_support(program, target.processor)
    predictions = model_program(program, target)
    compared: dict[tuple[str, str, int], Comparison] = {}
    if args.compile:
        # An .ll input is compiled as written (with wait markers); a builder program is
        # lowered first.
        if args.file.endswith(".ll"):
            result = compare_source(program, Path(args.file).read_text(), target)
        else:
            result = compare_programs([program], target, workers=1)[0]
        if result.error:
            raise AmdsyncError("llvm-failed", f"LLVM failed: {result.error[:2000]}",
                               _llvm_error_loc(args.file, result.error))
        compared = {(c.prediction.function, c.prediction.block, c.prediction.index): c
                    for c in result.comparisons}
    if args.json:
        print(json.dumps([_record(w, compared.get((w.function, w.block, w.index)))
                          for w in predictions], indent=2))
    else:
        print(render(predictions, compared, target.canonical()))
    return 1 if any(w.unsafe for w in predictions) or any(
        c.verdict == "disagree" for c in compared.values()) else 0


def _record(w: WaitPrediction, c: Comparison | None) -> dict[str, object]:
    record: dict[str, object] = {
        "location": str(w.loc), "function": w.function, "block": w.block,
        "count": w.count, "counter": w.counter, "llvm": w.llvm, "minimal": w.minimal,
        "minimal_at_least": w.minimal_at_least, "minimal_known": w.minimal_known,
        "conservative": w.conservative, "unsafe": w.unsafe,
    }
    if c is not None:
        record["compiled"] = c.emitted
        record["verdict"] = c.verdict
    return record


def render(predictions: list[WaitPrediction], compared: dict[tuple[str, str, int], Comparison],
           target: str) -> str:
    if not predictions:
        return f"no wait.asyncmark in the program ({target})"
    sources = SourceCache()
    out = [f"wait.asyncmark → hardware counter waits on {target}"]
    for w in predictions:
        out.append(f"{w.loc}: wait.asyncmark({w.count}) in {w.function}: "
                   f"LLVM emits {w.render_llvm()}; minimal safe: {w.render_minimal()}")
        line = sources.line(w.loc.file, w.loc.line) if w.loc.line > 0 else None
        if line is not None:
            out.append(f"{w.loc.line:>6} | {line.rstrip()}")
        if w.unsafe:
            out.append("       warning: LLVM would wait for less than the copies need")
        elif w.conservative:
            out.append(f"       note: LLVM waits for more than needed ({w.conservative}: "
                       f"{WHY.get(w.conservative, w.conservative)})")
        c = compared.get((w.function, w.block, w.index))
        if c is not None:
            shown = "no wait" if c.emitted is None else str(c.emitted)
            out.append(f"       compiled: {w.counter} {shown} ({c.verdict})")
            if c.verdict == "spills":
                out.append("       note: LLVM spilled registers; the spill stores and "
                           "reloads count in vmcnt but are not in the program")
    return "\n".join(out)


def _llvm_error_loc(file: str, error: str) -> Loc:
    """Where LLVM's verifier complaint points in the input: the first line of the
    input that LLVM quotes (a declaration or instruction it rejected), else the
    module's first line."""
    try:
        lines = Path(file).read_text().splitlines()
    except OSError:
        return Loc(file, 1, 1)
    # (LLVM prints attribute groups, ``#0``, that the input may write out.)
    quoted = {re.sub(r"\s+#\d+$", "", line.strip()) for line in error.splitlines()
              if line.strip()}
    for number, line in enumerate(lines, 1):
        if line.strip() and line.strip() in quoted:
            return Loc(file, number, len(line) - len(line.lstrip()) + 1)
    return Loc(file, 1, 1)

