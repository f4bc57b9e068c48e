"""``amdsync litmus FILE|DIR …``: every consistent execution of litmus tests under the
AMDGPU memory model, as herd-style outcome tables; with several tests (or a folder) they
run in one process and a summary table follows. ``--dot`` / ``--graph out.svg`` draw a
witness execution with its po, rf, co, sw, hb, availability and visibility edges.

Exit codes: the worst over the tests — 0 done (whatever the verdict), 3 a bound was hit
(that test has no verdict), 2 bad input (a located error; the other tests still run).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from amdsync.cli.clock import spent
from amdsync.cli.html_output import html_report
from amdsync.cli.launch_args import (
    add_html_argument,
    add_memory_argument,
    add_reading_argument,
    output_format,
)
from amdsync.cli.numbers import count, seconds
from amdsync.cli.output_files import write_output
from amdsync.diagnostics import (
    AmdsyncError,
    Loc,
    SourceCache,
    render_error,
    temporary_directory,
)
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
from amdsync.report.progress import ExplorationProgress
from amdsync.semantics.memory_model.hsa import hb_any
from amdsync.semantics.memory_model.read_rules import LATEST_WRITE_TEXT, Reading

MAX_JOBS = 1024  # processes, as check's --jobs
MAX_LOOP_BOUND = 64  # unrolled iterations per loop (issue 12: a bound that holds)

CLI = Loc("<command line>")
# Exit codes, from best to worst (``run`` returns the worst).
_SEVERITY = {0: 0, 3: 1, 2: 2}


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "litmus", help="enumerate the executions of litmus tests (AMDGPU memory model)",
        description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("files", nargs="+", metavar="FILE|DIR",
                        help="amdsync (AMDGPU …) or Vulkan (VULKAN …) litmus tests; a "
                             "folder stands for every *.litmus file under it")
    parser.add_argument("--dot", action="store_true",
                        help="print the witness execution as Graphviz DOT text")
    parser.add_argument("--graph", metavar="OUT.svg",
                        help="render the witness execution with Graphviz dot (one test)")
    parser.add_argument("--loop-bound", type=count("--loop-bound", 0), default=DEFAULT_LOOP_BOUND,
                        help="times a loop may repeat (default %(default)s)")
    parser.add_argument("--max-candidates", type=count("--max-candidates"),
                        default=DEFAULT_MAX_CANDIDATES,
                        help="per test: stop after this many candidate executions (exit 3)")
    parser.add_argument("--max-total-candidates", type=count("--max-total-candidates"),
                        default=None,
                        help="over all tests: stop after this many candidates (exit 3)")
    parser.add_argument("--timeout", type=seconds("--timeout"), default=None,
                        metavar="SECONDS",
                        help="per test: stop after this many seconds, reading included "
                             "(exit 3)")
    parser.add_argument("--total-timeout", type=seconds("--total-timeout"), default=None,
                        metavar="SECONDS",
                        help="over all tests: stop after this many seconds (exit 3)")
    parser.add_argument("--jobs", "-j", type=count("--jobs", 1, MAX_JOBS), default=None,
                        help="tests run at once (processes; default: one after another in "
                             "this process); the report is the same for every value")
    parser.add_argument("--ray", nargs="?", const="", default=None, metavar="ADDRESS",
                        help="run the tests as tasks on a Ray cluster: HOST:PORT of a "
                             "`ray start --head`, ray://HOST:PORT, or none for a Ray "
                             "instance on this machine (pip install 'amdsync[ray]')")
    add_memory_argument(parser)
    add_reading_argument(parser)
    parser.add_argument("--time", action="store_true", help="print the time taken")
    parser.add_argument("--json", action="store_true",
                        help="print each test's outcomes and verdict as JSON (same as "
                             "--format json)")
    parser.add_argument("--format", choices=("text", "json"), default=None,
                        help="output format: text (default) or json")
    add_html_argument(parser)
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


@dataclass(frozen=True)
class Row:
    """One line of the summary table."""

    name: str
    verdict: str  # Ok / No / "incomplete (<bound>)" / "error[<code>]" / "not run (…)"
    outcomes: int | None
    seconds: float
    code: int


def collect(paths: list[str]) -> list[Path]:
    """The test files named: files as given, folders expanded to their ``*.litmus``
    files, sorted. A missing path is an error naming it."""
    out: list[Path] = []
    for name in paths:
        path = Path(name)
        if path.is_dir():
            found = sorted(path.rglob("*.litmus"))
            if not found:
                raise AmdsyncError("usage", f"no *.litmus file under {name}", CLI)
            out.extend(found)
        else:
            out.append(path)
    return out


def _check_args(args: argparse.Namespace) -> None:
    if not 0 <= args.loop_bound <= MAX_LOOP_BOUND:
        raise AmdsyncError("usage", f"--loop-bound must be between 0 and {MAX_LOOP_BOUND} "
                           f"(each iteration is unrolled into every trace), got "
                           f"{args.loop_bound}", CLI)
    if args.max_candidates <= 0:
        raise AmdsyncError("usage", "--max-candidates must be positive", CLI)
    if args.max_total_candidates is not None and args.max_total_candidates <= 0:
        raise AmdsyncError("usage", "--max-total-candidates must be positive", CLI)
    for option in ("timeout", "total_timeout"):
        value = getattr(args, option)
        if value is not None and value <= 0:
            raise AmdsyncError("usage", f"--{option.replace('_', '-')} must be positive",
                               CLI)


def run(args: argparse.Namespace) -> int:
    started = time.perf_counter() - spent(args)  # the program's clock (cli/clock.py)
    _check_args(args)
    args.as_json = output_format(args) == "json"
    if args.reading != Reading.SPEC.value:
        # (a verdict under the other reading says so: docs/semantics/readings.md)
        print(f"amdsync: {LATEST_WRITE_TEXT}", file=sys.stderr)
    if args.as_json and args.dot:
        raise AmdsyncError("usage", "--dot prints DOT text; it does not go with --json", CLI)
    files = collect(args.files)
    if args.total_timeout is None and args.timeout is not None:
        # The watchdog (cli/main.py) backs up the tests' own bounds: --timeout is per
        # test, so the run as a whole may take each test's in turn.
        getattr(args, "arm_watchdog", lambda seconds: None)(args.timeout * len(files))
    for option in ("graph", "html"):
        if getattr(args, option) and len(files) != 1:
            raise AmdsyncError("usage", f"--{option} draws one test; name exactly one file",
                               CLI)
    if len(files) == 1:
        return _run_one(args, files[0], started)
    if args.jobs is not None or args.ray is not None:
        from amdsync.cli.litmus_tasks import run_as_tasks  # noqa: PLC0415 (fast start)

        return run_as_tasks(args, files, started)
    total_deadline = None if args.total_timeout is None else started + args.total_timeout
    budget = args.max_total_candidates
    rows: list[Row] = []
    docs: list[dict[str, object]] = []
    sources = SourceCache()
    for path in files:
        begin = time.perf_counter()
        if total_deadline is not None and begin > total_deadline:
            rows.append(Row(str(path), "not run (--total-timeout)", None, 0.0, 3))
            docs.append({"file": str(path), "exit": 3, "not_run": "--total-timeout"})
            continue
        if budget is not None and budget <= 0:
            rows.append(Row(str(path), "not run (--max-total-candidates)", None, 0.0, 3))
            docs.append({"file": str(path), "exit": 3, "not_run": "--max-total-candidates"})
            continue
        deadlines = [d for d in (total_deadline, None if args.timeout is None
                                 else begin + args.timeout) if d is not None]
        limit = args.max_candidates if budget is None else min(args.max_candidates, budget)
        try:
            test = read_litmus(path)
            with ExplorationProgress(enabled=True) as progress:
                progress.label = f"{path.name}: candidates"
                result = explore(test, loop_bound=args.loop_bound, max_candidates=limit,
                                 deadline=min(deadlines) if deadlines else None,
                                 progress=progress.count, reading=Reading(args.reading),
                                 max_memory=args.max_memory)
        except AmdsyncError as error:
            print(render_error(error, sources), file=sys.stderr)
            rows.append(Row(str(path), f"error[{error.code}]", None,
                            time.perf_counter() - begin, 2))
            docs.append({"file": str(path), "exit": 2, "error": error.code,
                         "message": str(error)})
            continue
        if budget is not None:
            budget -= result.candidates
        rows.append(_row(str(path), result))
        if args.as_json:
            docs.append({"file": str(path), "exit": rows[-1].code,
                         **result_json(result, args.time)})
            continue
        sys.stdout.write(format_result(result, show_time=args.time))
        if args.dot:
            _print_dot(result)
        sys.stdout.write("\n")
    worst = max((r.code for r in rows), key=_SEVERITY.__getitem__, default=0)
    if args.as_json:
        print(json.dumps({"exit": worst, "tests": docs}, indent=2))
        return worst
    sys.stdout.write(format_summary(rows, time.perf_counter() - started))
    return worst


def result_json(result: LitmusResult, show_time: bool = False) -> dict[str, object]:
    """One test's result as JSON: its verdict, every final state with the executions
    that reach it and whether it satisfies the condition, and the counts (the time only
    when asked: the same input gives the same output)."""
    verdict = (f"incomplete ({result.bound or 'a bound'})" if result.incomplete
               else "Ok" if result.verdict_ok else "No")
    out: dict[str, object] = {
        "test": result.test.name, "verdict": verdict, "incomplete": result.incomplete,
        "outcomes": [{"state": {column: str(value) for column, value in outcome.state},
                      "executions": outcome.count, "satisfies": outcome.satisfies}
                     for outcome in result.outcomes],
        "executions": result.executions, "candidates": result.candidates,
        "positive": result.positive, "negative": result.negative, "racy": result.racy,
        "undef_executions": result.undef_executions,
    }
    if show_time:
        out["seconds"] = round(result.seconds, 3)
    return out


def _row(name: str, result: LitmusResult) -> Row:
    if result.incomplete:
        return Row(name, f"incomplete ({result.bound or 'a bound'})", len(result.outcomes),
                   result.seconds, 3)
    verdict = "Ok" if result.verdict_ok else "No"
    return Row(name, verdict, len(result.outcomes), result.seconds, 0)


def format_summary(rows: list[Row], seconds: float) -> str:
    """The summary table of a many-test run: per test its verdict, number of distinct
    final states and time; then the totals."""
    width = max((len(r.name) for r in rows), default=4)
    vwidth = max((len(r.verdict) for r in rows), default=7)
    lines = ["", f"{'test':<{width}}  {'verdict':<{vwidth}}  {'states':>6}  {'time':>8}"]
    for r in rows:
        states = "-" if r.outcomes is None else str(r.outcomes)
        lines.append(f"{r.name:<{width}}  {r.verdict:<{vwidth}}  {states:>6}  "
                     f"{r.seconds:>7.2f}s")
    ok = sum(1 for r in rows if r.verdict == "Ok")
    no = sum(1 for r in rows if r.verdict == "No")
    incomplete = sum(1 for r in rows if r.code == 3)
    errors = sum(1 for r in rows if r.code == 2)
    lines.append(f"Total {len(rows)} tests: {ok} Ok, {no} No, {incomplete} incomplete, "
                 f"{errors} errors in {seconds:.2f}s")
    return "\n".join(lines) + "\n"


def _print_dot(result: LitmusResult) -> None:
    ex = witness(result)
    if ex is None:
        print("no execution to draw", file=sys.stderr)
    else:
        sys.stdout.write(witness_dot(result, ex))


def _run_one(args: argparse.Namespace, path: Path, started: float) -> int:
    timeouts = [started + t for t in (args.timeout, args.total_timeout) if t is not None]
    limit = args.max_candidates if args.max_total_candidates is None else min(
        args.max_candidates, args.max_total_candidates)
    html = html_report(args.html)
    test = read_litmus(path)
    with ExplorationProgress(enabled=True) as progress:
        progress.label = "enumerating candidates"
        result = explore(test, loop_bound=args.loop_bound, max_candidates=limit,
                         deadline=min(timeouts) if timeouts else None,
                         progress=progress.count, reading=Reading(args.reading),
                         max_memory=args.max_memory)
    if args.as_json:
        print(json.dumps(result_json(result, args.time), indent=2))
    else:
        sys.stdout.write(format_result(result, show_time=args.time))
    if html is not None:
        html.write("litmus", result)
    if args.dot or args.graph:
        ex = witness(result)
        if ex is None:
            print("no execution to draw", file=sys.stderr)
        else:
            text = witness_dot(result, ex)
            if args.dot:
                sys.stdout.write(text)
            if args.graph:
                _write_graph(text, args.graph)
    return 3 if result.incomplete else 0


def _write_graph(dot_text: str, out: str) -> None:
    """``--graph OUT``: Graphviz renders into a folder of amdsync's own, and amdsync
    copies the picture to ``OUT``, so a path that cannot be written (a folder, a
    missing folder, a full device, a name too long) is an I/O error naming it (main's
    ``error[io]``; dot itself reports some of these as success, and others without
    the path), and a format dot does not know is a usage error naming ``--graph``."""
    with temporary_directory("amdsync-graph-") as tmp:
        picture = Path(tmp) / f"graph{Path(out).suffix or '.svg'}"
        try:
            write_svg(dot_text, picture, CLI)
        except AmdsyncError as error:
            if error.code != "graphviz-failed":
                raise
            raise AmdsyncError("usage", f"--graph {out}: "
                               f"{error.message.replace(str(picture), out)}", CLI) from None
        data = picture.read_bytes()
    write_output(out, data)
