"""A stand-in for ``amdsync.cli.check_cmd`` in the program tests of test_time_bound.py:
the real module's imports take seconds on a loaded machine, and a test script that
imported it before calling ``main()`` ran them before the watchdog was armed (the
program arms it before them). Importing this module puts a ``check`` command whose
``run`` the test sets in its place, with nothing heavy to import."""

from __future__ import annotations

import argparse
import sys
import types
from collections.abc import Callable

check_cmd = types.ModuleType("amdsync.cli.check_cmd")


def _register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = subparsers.add_parser("check")
    p.add_argument("file", nargs="*")
    p.add_argument("--timeout", type=float, default=600.0)
    p.add_argument("--json", action="store_true")
    p.add_argument("--format", default=None)
    p.set_defaults(func=lambda args: run(args))  # noqa: PLW0108 (run is set later)


def _unset(args: argparse.Namespace) -> int:
    raise AssertionError("the test sets stub_check_cmd.run")


run: Callable[[argparse.Namespace], int] = _unset
check_cmd.register = _register  # type: ignore[attr-defined]
sys.modules["amdsync.cli.check_cmd"] = check_cmd
