"""``amdsync litmus FILE``: every consistent execution of a litmus test under the AMDGPU
memory model, as a herd-style outcome table; ``--dot`` / ``--graph out.svg`` draw a
witness execution with its po, rf, co, sw, hb, availability and visibility edges.

Exit codes: 0 done (whatever the verdict), 2 bad input, 3 a bound was hit.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.explore.litmus import (
    DEFAULT_LOOP_BOUND,
    DEFAULT_MAX_CANDIDATES,
    Execution,
    LitmusResult,
    explore,
    format_result,
)
from amdsync.formats.litmus import read_litmus
from amdsync.program.litmus_test import UNDEF, Quantifier
from amdsync.report.graph import execution_dot, write_svg
from amdsync.semantics.memory_model.hsa import hb_any


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "litmus", help="enumerate the executions of a litmus test (AMDGPU memory model)",
        description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("file", help="an amdsync (AMDGPU …) or Vulkan (VULKAN …) litmus test")
    parser.add_argument("--dot", action="store_true",
                        help="print the witness execution as Graphviz DOT text")
    parser.add_argument("--graph", metavar="OUT.svg",
                        help="render the witness execution with Graphviz dot")
    parser.add_argument("--loop-bound", type=int, default=DEFAULT_LOOP_BOUND,
                        help="times a loop may repeat (default %(default)s)")
    parser.add_argument("--max-candidates", type=int, default=DEFAULT_MAX_CANDIDATES,
                        help="stop after this many candidate executions (exit 3)")
    parser.add_argument("--time", action="store_true", help="print the time taken")
    parser.set_defaults(func=run)


def witness(result: LitmusResult) -> Execution | None:
    """The execution to draw: one that makes ``exists`` true, or a counterexample to
    ``forall`` / ``~exists``, else the first execution."""
    if not result.outcomes:
        return None
    cond = result.test.condition
    if cond is not None:
        want = cond.quantifier is Quantifier.EXISTS
        if cond.quantifier is Quantifier.FORALL:
            want = False
        for outcome in result.outcomes:
            if outcome.satisfies == want:
                return outcome.witness
    return result.outcomes[0].witness


def witness_dot(result: LitmusResult, ex: Execution) -> str:
    values: dict[int, str] = {}
    for e in ex.events:
        if e.is_read:
            src = ex.rf[e.id]
            value = UNDEF if src is None else ex.events[src].value
            values[e.id] = str(value)
    names = [t.name for t in result.test.threads]
    hb = hb_any(ex.model.hb, len(ex.events))
    return execution_dot(ex.events, names, ex.model.po, ex.rf, ex.co, ex.model.sw, hb,
                         ex.model.avail, ex.model.vis, result.test.name, values)


def run(args: argparse.Namespace) -> int:
    if args.loop_bound < 0:
        raise AmdsyncError("usage", "--loop-bound must be at least 0")
    if args.max_candidates <= 0:
        raise AmdsyncError("usage", "--max-candidates must be positive")
    test = read_litmus(args.file)
    result = explore(test, loop_bound=args.loop_bound, max_candidates=args.max_candidates)
    sys.stdout.write(format_result(result, show_time=args.time))
    if args.dot or args.graph:
        ex = witness(result)
        if ex is None:
            print("no execution to draw", file=sys.stderr)
        else:
            text = witness_dot(result, ex)
            if args.dot:
                sys.stdout.write(text)
            if args.graph:
                write_svg(text, Path(args.graph), Loc(args.file))
    return 3 if result.incomplete else 0
