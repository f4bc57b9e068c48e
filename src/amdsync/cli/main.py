"""``amdsync``: the command line, thin over the library.

Each sub-command lives in its own module ``amdsync.cli.<name>_cmd`` exposing
``register(subparsers) -> None``, which adds its parser and sets ``func`` to a
``run(args) -> int``. Exit codes shared by every command:

    0  done, clean          1  findings
    2  bad input or usage   3  incomplete (a bound was hit, no findings)
    4  internal error (a bug in amdsync; the message names the user's location)
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import os
import signal
import sys
import threading
import time
import traceback
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TextIO, cast

from amdsync import __version__
from amdsync.cli.bound_report import (
    REPORTING_COMMANDS,
    BoundReport,
    TrackedStdout,
    format_in,
)
from amdsync.cli.clock import MIN_LEFT
from amdsync.cli.clock import start as clock_start
from amdsync.cli.numbers import MAX_SECONDS, parse_seconds
from amdsync.diagnostics import (
    AmdsyncError,
    Loc,
    SourceCache,
    remove_temporary_directories,
    render_error,
)

EXIT_CLEAN = 0
EXIT_FINDINGS = 1
EXIT_USAGE = 2
EXIT_INCOMPLETE = 3
EXIT_INTERNAL = 4

# One line per sub-command module (each registers its own parser in its ``register``)
# and the one-line help ``amdsync --help`` shows without importing it: a command
# imports only what it needs, so `amdsync targets` starts fast (issue 13, fast start).
COMMANDS = {
    "check": "explore every execution of a kernel launch and report findings",
    "litmus": "enumerate the executions of litmus tests (AMDGPU memory model)",
    "pipeline": "software-pipeline a loop with async stages (TIR RFC notation)",
    "targets": "list AMDGPU processors and what each supports",
    "lower": "lower a program to LLVM IR for one AMDGPU target",
    "waitcnt": "show the hardware counter wait of every wait.asyncmark",
    "triton": "compile a Triton kernel from Python (no GPU) and check it",
    "hip": "compile a HIP kernel with clang (no GPU) and check it",
    "opencl": "compile an OpenCL C kernel with clang (no GPU) and check it",
}
COMMAND_MODULES = tuple(COMMANDS)
# Commands whose words after `--` go to the compiler (`amdsync hip k.hip -- -I inc`).
COMPILER_COMMANDS = frozenset({"hip", "opencl"})


class _Parser(argparse.ArgumentParser):
    """argparse that raises instead of exiting, so usage errors share our exit code 2,
    and takes no abbreviations: ``--grid 4`` would be ``--grid-size 4`` (work-items),
    not ``--workgroups 4``, a different launch without a word."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("allow_abbrev", False)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> None:  # type: ignore[override]
        raise AmdsyncError("usage", f"{self.prog}: {message}", Loc("<command line>"))


def build_parser(only: str | None = None, lazy: bool = False) -> argparse.ArgumentParser:
    """The one argument parser. Every command module registers its sub-parser; with
    ``lazy``, only ``only`` does (the others are listed by name and help, unimported)."""
    parser = _Parser(prog="amdsync", description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--version", action="version", version=f"amdsync {__version__}")
    subparsers = parser.add_subparsers(dest="command", parser_class=_Parser, required=True)
    for name, summary in COMMANDS.items():
        if lazy and name != only:
            subparsers.add_parser(name, help=summary, add_help=False)
            continue
        module = importlib.import_module(f"amdsync.cli.{name}_cmd")
        module.register(subparsers)
    return parser


class TimeBound(BaseException):
    """The command's ``--timeout`` passed (the watchdog of :func:`_time_bound`); a
    BaseException, so no ``except Exception`` on the way swallows it."""

    def __init__(self, seconds: float) -> None:
        super().__init__(seconds)
        self.seconds = seconds


# The watchdog fires this long after ``--timeout``: a command's own bound (which says
# what was covered, e.g. check's exploration) comes first; the watchdog bounds the rest
# (reading, parsing, transforms) for every command (issue 12).
WATCHDOG_MARGIN = 0.25
# In-process, the watchdog fires again this often until the command has stopped (a
# shot that lands in a finalizer is dropped). As the program, its first shot ends the
# process; a thread ends it BACKSTOP_SECONDS later when the shot cannot land (a call
# into C that never returns to Python): at most T + 0.5 s in all.
REFIRE_SECONDS = 0.1
BACKSTOP_SECONDS = 0.25


def _bound_message(seconds: float, command: str | None) -> str:
    return (f"amdsync: incomplete: time bound reached (--timeout {seconds:g} s) in "
            f"`{command}`; stopped, nothing more to report")


def _bound_reason(seconds: float, command: str | None) -> str:
    """The reason a report printed for the watchdog's stop gives (cli/bound_report.py)."""
    return (f"time bound reached (--timeout {seconds:g} s) in `{command}`; stopped "
            "before its own report")


# Taken by whichever of the watchdog's shot (main thread) and its backstop thread
# begins to end the program first: the other ends it without saying the bound a second
# time (a hip run printed it twice, seed 34; both woke together after a long C call,
# seed 41).
_ENDING = threading.Lock()


def _due_report(report: BoundReport | None, stdout: TrackedStdout | None, reason: str,
                seconds: float) -> str | None:
    """The report to print on a stop: none when no format that has one was asked for,
    or when the command already wrote to stdout (its own report came first)."""
    if report is None or stdout is None or stdout.written:
        return None
    return report.text(reason, seconds)


def _end_program(seconds: float, command: str | None, report: str | None = None) -> None:
    """End the program at once with exit 3, saying the bound stopped it (and printing
    ``report``, the document --json or --format asked for, on stdout)."""
    if not _ENDING.acquire(blocking=False):
        _wait_for_the_end()
    # (From the signal handler, a flush may re-enter a write it interrupted.)
    with contextlib.suppress(OSError, ValueError, RuntimeError):
        if report is not None:
            sys.stdout.write(report)
        sys.stdout.flush()
    with contextlib.suppress(OSError, ValueError, RuntimeError):
        print(_bound_message(seconds, command), file=sys.stderr, flush=True)
    _stop_workers()
    remove_temporary_directories()
    os._exit(EXIT_INCOMPLETE)


def _wait_for_the_end() -> None:
    """The other of shot and backstop is ending the program (the backstop always ends
    the process, at the latest BACKSTOP_SECONDS after the shot): wait for it, never
    go on with the stopped command (a shot that returned let a command run on and end
    with exit 0 while the backstop was ending the program)."""
    while True:
        time.sleep(1)


def _stop_workers() -> None:
    """Kill every process this program started and its descendants: `check --jobs N`'s
    workers, a clang compiling (`hip`, `opencl`), dot, the processes of a Ray instance
    started here (`--ray`) — what the unwinding the program skips would have ended.
    Without that, a clang ran on after the program ended at its bound, and a local Ray
    instance's agents (about 150 MB) for half a minute (issue 32, item 1)."""
    pids = _descendants(os.getpid())
    multiprocessing = sys.modules.get("multiprocessing")
    if multiprocessing is not None:  # (without /proc: the pool's workers at least)
        with contextlib.suppress(Exception):
            pids += [c.pid for c in multiprocessing.active_children() if c.pid is not None]
    for pid in dict.fromkeys(pids):
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)


def _descendants(root: int) -> list[int]:
    """The processes below ``root`` (Linux's /proc; none elsewhere), parents first."""
    found: list[int] = []
    todo = [root]
    while todo:
        pid = todo.pop()
        try:
            threads = os.listdir(f"/proc/{pid}/task")
        except OSError:
            continue
        for thread in threads:
            try:
                with open(f"/proc/{pid}/task/{thread}/children", "rb") as handle:
                    children = [int(c) for c in handle.read().split()]
            except (OSError, ValueError):
                continue
            found += children
            todo += children
    return found


class _Watchdog:
    """Stops the command (raises :class:`TimeBound`) ``--timeout`` (+ the margin) after
    the clock's start (cli/clock.py). Armed as soon as the words give a valid
    ``--timeout``, before the command's imports, so start-up counts; or, for a command's
    default bound, once the words are parsed."""

    def __init__(self, started: float, command: str | None = None,
                 as_program: bool = False) -> None:
        self.started = started
        self.command = command
        self.as_program = as_program
        self.limit: float | None = None
        self.disarmed = False
        self.previous: Any = None
        self.backstop: threading.Timer | None = None
        # With --json / --format: the report a stop prints, and stdout, to tell
        # whether the command's own report came first (cli/bound_report.py).
        self.report: BoundReport | None = None
        self.stdout: TrackedStdout | None = None

    def due_report(self, reason: str, seconds: float) -> str | None:
        return _due_report(self.report, self.stdout, reason, seconds)

    def fire(self, signum: int, frame: object) -> None:
        if self.disarmed or self.limit is None:
            return
        if self.as_program and _ENDING.locked():
            _wait_for_the_end()  # (a shot again while the program ends)
        if self.as_program:
            # End now, without unwinding: on the way out, `finally` blocks may wait (a
            # Ray session shutting down held a run 3.4 s past its bound) and freeing
            # what the stopped work built is one C call no signal interrupts (a
            # pipeline's millions of footprints: 1.5 s past the bound at load 8).
            # Temporary files go with it (diagnostics.temporary_directory).
            _end_program(self.limit, self.command,
                         self.due_report(_bound_reason(self.limit, self.command),
                                         self.limit))
        raise TimeBound(self.limit)

    def arm(self, seconds: object) -> None:
        """Arm for ``seconds`` from the clock's start (once; a value that is not a
        finite bound of at most MAX_SECONDS — an in-process caller's — arms nothing
        rather than raising: 1e308 is an OverflowError in setitimer)."""
        if self.limit is not None or isinstance(seconds, bool) or \
                not isinstance(seconds, int | float):
            return
        # (A comparison, not arithmetic: it holds for nan, inf and a 400-digit int.)
        if not (0 < seconds <= MAX_SECONDS and hasattr(signal, "setitimer")
                and threading.current_thread() is threading.main_thread()):
            return
        limit = float(seconds)
        due = max(MIN_LEFT, limit - (time.monotonic() - self.started)) + WATCHDOG_MARGIN
        previous = signal.signal(signal.SIGALRM, self.fire)
        # The timer fires again every REFIRE_SECONDS until the command has stopped: an
        # exception raised while Python runs a finalizer (a __del__ during garbage
        # collection) is printed and dropped, and a single shot was seen lost that way.
        try:
            signal.setitimer(signal.ITIMER_REAL, due, REFIRE_SECONDS)
        except (OverflowError, ValueError, OSError):
            signal.signal(signal.SIGALRM, previous)
            return
        self.previous, self.limit = previous, limit
        if self.as_program:
            # The signal reaches Python only between bytecodes: a call into C that
            # never returns (a read of /dev/zero or of a FIFO) never sees it. A thread
            # gets the GIL whenever that call releases it, and ends the program.
            self.backstop = threading.Timer(due + BACKSTOP_SECONDS,
                                            self._backstop)
            self.backstop.daemon = True
            self.backstop.start()

    def _backstop(self) -> None:
        if self.disarmed or self.limit is None:
            return
        # From this thread, no lock the main thread may hold (stdout's) is taken: the
        # message goes straight to the file descriptor (unless the main thread has
        # said it and is still ending).
        if _ENDING.acquire(blocking=False):
            report = self.due_report(_bound_reason(self.limit, self.command), self.limit)
            with contextlib.suppress(OSError):
                if report is not None:
                    os.write(1, report.encode())
                os.write(2, (_bound_message(self.limit, self.command) + "\n").encode())
        _stop_workers()
        remove_temporary_directories()
        os._exit(EXIT_INCOMPLETE)

    def disarm(self) -> None:
        self.disarmed = True
        if self.backstop is not None:
            self.backstop.cancel()
        if self.limit is not None:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, self.previous)


@contextlib.contextmanager
def _time_bound(seconds: object, started: float | None = None, command: str | None = None,
                as_program: bool = False) -> Iterator[_Watchdog]:
    """A watchdog for the block, armed for ``seconds`` from ``started`` (default: now)
    when given; the block may arm it later (:meth:`_Watchdog.arm`). ``as_program``: a
    stop that does not unwind in time ends the process."""
    watchdog = _Watchdog(time.monotonic() if started is None else started, command,
                         as_program)
    previous_hook = sys.unraisablehook

    def quiet_bound(unraisable: Any) -> None:
        # A shot that lands where Python cannot raise (a __del__, an at-fork hook of
        # logging while Ray starts its processes) is reported as "Exception ignored
        # … Traceback": the bound's, not a bug; the next shot stops the command.
        if not isinstance(unraisable.exc_value, TimeBound):
            previous_hook(unraisable)

    sys.unraisablehook = quiet_bound
    watchdog.arm(seconds)
    try:
        yield watchdog
    finally:
        watchdog.disarm()
        sys.unraisablehook = previous_hook


# The option that bounds a whole command, where ``--timeout`` does not: litmus's
# ``--timeout`` is per test (each stops at its own, and the next runs), its
# ``--total-timeout`` the whole run.
_WHOLE_TIMEOUT = {"litmus": "--total-timeout"}


def _timeout_in(argv: Sequence[str], command: str | None = None) -> float | None:
    """The whole-command ``--timeout`` the words give, when it is a valid one (the parser
    reports an invalid one); read before the parser, so the bound covers the command's
    imports."""
    option = _WHOLE_TIMEOUT.get(command or "", "--timeout")
    value = None
    for i, word in enumerate(argv):
        if word == option and i + 1 < len(argv):
            value = argv[i + 1]
        elif word.startswith(option + "="):
            value = word.removeprefix(option + "=")
    if value is None:
        return None
    try:
        return parse_seconds(value, option)
    except argparse.ArgumentTypeError:
        return None


def main(argv: Sequence[str] | None = None) -> int:
    as_program = argv is None  # run as the `amdsync` program, not called in-process
    started = clock_start(as_program)
    argv = list(sys.argv[1:] if argv is None else argv)
    command = next((a for a in argv if not a.startswith("-")), None)
    # With --json / --format json|sarif, every exit 3 prints a report on stdout unless
    # the command printed its own (cli/bound_report.py).
    wanted = format_in(argv)
    report = BoundReport(wanted, command) if (
        wanted is not None and command in REPORTING_COMMANDS) else None
    stdout = TrackedStdout(sys.stdout) if report is not None else None
    if stdout is not None:
        sys.stdout = cast(TextIO, stdout)
    try:
        return _main(argv, started, command, as_program, report, stdout)
    finally:
        if stdout is not None and sys.stdout is cast(TextIO, stdout):
            sys.stdout = stdout.stream


def _main(argv: list[str], started: float, command: str | None, as_program: bool,
          report: BoundReport | None, stdout: TrackedStdout | None) -> int:
    """:func:`main` with the report a bound prints (``report``, when a format that
    has one was asked for) and the stdout that says whether the command wrote."""

    def due(reason: str, seconds: float) -> str | None:
        return _due_report(report, stdout, reason, seconds)

    def print_due(reason: str, seconds: float) -> None:
        text = due(reason, seconds)
        if text is not None:
            sys.stdout.write(text)
            sys.stdout.flush()

    try:
        compiler_flags: list[str] = []
        if command in COMPILER_COMMANDS and "--" in argv:
            cut = argv.index("--")
            argv, compiler_flags = argv[:cut], argv[cut + 1:]
        with _time_bound(_timeout_in(argv, command), started, command,
                         as_program) as watchdog:
            watchdog.report, watchdog.stdout = report, stdout
            parser = build_parser(command, lazy=True)
            args = parser.parse_args(argv)
            if report is not None:  # (several files, a sweep: their report's shape)
                report = watchdog.report = report.for_args(args)
            args.argv = argv  # the words as given (a command that fans out re-uses them)
            args.compiler_flags = compiler_flags
            args.started = started  # the clock of --timeout (cli/clock.py)
            run = cast(Callable[[argparse.Namespace], int], args.func)
            # (a default bound; litmus: the whole run's, not a test's — litmus arms the
            # watchdog itself for its tests' bounds together, litmus_cmd.run)
            watchdog.arm(getattr(args, "total_timeout" if command in _WHOLE_TIMEOUT
                                 else "timeout", None))
            args.arm_watchdog = watchdog.arm
            code = run(args)
        sys.stdout.flush()
        return code
    except TimeBound as bound:
        reason = _bound_reason(bound.seconds, command)
        if as_program:
            # The exception still holds every frame of the stopped work; freeing a
            # large input's structures takes seconds past the bound (a 64 MB .ll: 6 s).
            # As the program, end now (issue 12: "never past it by more than a second").
            _end_program(bound.seconds, command, due(reason, bound.seconds))
        print_due(reason, bound.seconds)
        print(_bound_message(bound.seconds, command), file=sys.stderr)
        return EXIT_INCOMPLETE
    except MemoryError:
        print_due(f"out of memory in `{command}`", time.monotonic() - started)
        print(f"amdsync: incomplete: out of memory in `{command}` (lower the bounds or the "
              "input's size); stopped", file=sys.stderr)
        return EXIT_INCOMPLETE
    except AmdsyncError as error:
        print(render_error(error, SourceCache()), file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print_due(f"interrupted in `{command}`", time.monotonic() - started)
        print("amdsync: interrupted", file=sys.stderr)
        return EXIT_INCOMPLETE
    except BrokenPipeError:
        # The reader of our output went away (`amdsync targets | head`): not an error.
        sys.stderr.close()
        return EXIT_CLEAN
    except OSError as error:
        # I/O the command could not do: an unwritable output, a full device, a name the
        # system refuses (exit 2 with the path and the system's reason, issue 12).
        where = error.filename if error.filename is not None else "the standard output"
        print(f"{where}: error[io]: {error.strerror or error}", file=sys.stderr)
        with contextlib.suppress(OSError):
            sys.stdout = open(os.devnull, "w")  # noqa: SIM115 (nothing more reaches it)
        return EXIT_USAGE
    except RecursionError:
        print("amdsync: internal error: recursion limit reached (input too deeply nested)",
              file=sys.stderr)
        return EXIT_INTERNAL
    except Exception:  # an amdsync bug: say so, keep the details for the report
        print("amdsync: internal error (a bug in amdsync, please report it):", file=sys.stderr)
        traceback.print_exc(limit=-3, file=sys.stderr)
        return EXIT_INTERNAL


if __name__ == "__main__":
    sys.exit(main())
