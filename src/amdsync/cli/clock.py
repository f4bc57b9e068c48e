"""The one clock of ``--timeout``: it starts when the program starts, so the bound
covers start-up, reading and compiling as well as the work (issue 32, item 6:
"``--timeout T`` returns within T + 1 s, reading and compiling included").

Run as the ``amdsync`` program, the clock starts at the process's start as the kernel
records it (``/proc/self/stat``), so the interpreter's own start and every import count;
called in-process (``main(argv)``, the API), it starts at the call. ``main`` stores the
start in ``args.started`` (a :func:`time.monotonic` reading); each bound a command arms
itself (the exploration's deadline, clang's and dot's time limits, the pipeline's
budget) is given what is :func:`left` of the user's ``--timeout``, and says the
``--timeout`` the user gave.
"""

from __future__ import annotations

import argparse
import os
import time

# What is left of a bound is never less than this: a bound already used up still
# stops the work at its first check, and no timer is armed with 0 (which disarms it).
MIN_LEFT = 0.001
# Import of this module: a lower bound on the process's age when /proc does not say
# (in the process that imported it: a forked child did not start then).
_IMPORTED = (os.getpid(), time.monotonic())


def process_age() -> float:
    """Seconds since this process started: from ``/proc`` (Linux; a forked child
    started at the fork), else since this module was imported in this process (a lower
    bound), else 0."""
    pid, imported = _IMPORTED
    floor = time.monotonic() - imported if pid == os.getpid() else 0.0
    try:
        with open("/proc/self/stat", "rb") as handle:
            stat = handle.read().decode("ascii", "replace")
        with open("/proc/uptime", "rb") as handle:
            uptime = float(handle.read().split()[0])
        # Field 22 (starttime, in clock ticks since boot); the command name (field 2)
        # is in parentheses and may hold spaces, so count from its closing one.
        fields = stat[stat.rindex(")") + 2:].split()
        ticks = int(fields[19])
        age = uptime - ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return floor
    # /proc's clocks tick in hundredths; an age that makes no sense (a container
    # whose uptime is not the host's) falls back to the lower bound.
    return age if floor <= age + 0.02 and 0 <= age < 1e7 else floor


def start(as_program: bool) -> float:
    """The clock's start as a :func:`time.monotonic` reading: the process's start when
    run as the program, now when called in-process."""
    now = time.monotonic()
    return now - process_age() if as_program else now


def spent(args: argparse.Namespace) -> float:
    """Seconds since the clock of ``args`` started (0 when no clock was started: a
    caller that built its own namespace)."""
    started = getattr(args, "started", None)
    return 0.0 if started is None else max(0.0, time.monotonic() - started)


def left(args: argparse.Namespace) -> float:
    """What is left of ``args.timeout`` (at least :data:`MIN_LEFT`)."""
    return max(MIN_LEFT, float(args.timeout) - spent(args))
