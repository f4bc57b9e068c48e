"""Numeric option values: each option takes what its type can hold, and anything else
(``inf``, ``nan``, ``1e308`` seconds, a negative bound, a count past 64 bits) is a usage
error naming the option, never a traceback later on (issue "hardening": no arithmetic
on a user's value may raise).

    p.add_argument("--timeout", type=seconds("--timeout"), default=600.0)
    p.add_argument("--max-states", type=count("--max-states"), default=5_000_000)

argparse reports an :class:`argparse.ArgumentTypeError` as ``argument --timeout: …``,
which the command line's parser turns into an ``error[usage]`` (exit 2).
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable

INT64_MAX = (1 << 63) - 1
# The longest time bound: a little under 32 years. Every clock and timer amdsync arms
# with it holds it (setitimer, threading's TIMEOUT_MAX ≈ 292 years, subprocess).
MAX_SECONDS = 1e9
# The HSA dispatch packet holds a grid dimension in 32 bits (amdgpu-usage, AQL packet).
MAX_GRID_ITEMS = (1 << 32) - 1


def parse_int(text: str, option: str, lo: int, hi: int) -> int:
    """``text`` as an integer in ``[lo, hi]``; else a usage error naming ``option``."""
    value = _int(text)
    if value is None:
        raise argparse.ArgumentTypeError(
            f"{option} takes an integer from {lo} to {hi}, got {text!r}")
    if not lo <= value <= hi:
        raise argparse.ArgumentTypeError(
            f"{option} takes an integer from {lo} to {hi}, got {text}")
    return value


def _int(text: str) -> int | None:
    """Decimal (``010`` is ten) or with a base prefix (``0x40``); None if neither."""
    for base in (10, 0):
        try:
            return int(text, base)
        except ValueError:
            continue
    return None


def count(option: str, minimum: int = 1, maximum: int = INT64_MAX) -> Callable[[str], int]:
    """An argparse type: an integer in ``[minimum, maximum]`` (a bound, a size)."""

    def convert(text: str) -> int:
        return parse_int(text, option, minimum, maximum)

    convert.__name__ = option  # argparse names the type in some messages
    return convert


def parse_seconds(text: str, option: str) -> float:
    """A positive, finite number of seconds no larger than :data:`MAX_SECONDS`."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{option} takes a number of seconds, got {text!r}") from None
    if math.isfinite(value) and value <= 0:
        raise argparse.ArgumentTypeError(f"{option} must be positive, got {text}")
    if not 0 < value <= MAX_SECONDS:  # nan, inf, 1e308
        raise argparse.ArgumentTypeError(
            f"{option} takes a number of seconds above 0 and at most {MAX_SECONDS:g}, "
            f"got {text}")
    return value


def seconds(option: str) -> Callable[[str], float]:
    """An argparse type: :func:`parse_seconds` for ``option``."""

    def convert(text: str) -> float:
        return parse_seconds(text, option)

    convert.__name__ = option
    return convert
