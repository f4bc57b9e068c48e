"""Kernel arguments that follow another argument (docs/semantics/sweeps.md, "Every launch shape",
tied arguments).

A launch shape often has arguments that are functions of one another: a row-major
``M × K`` matrix has ``stride_am = K``, an ``M × N`` output ``stride_cm = N``. Sweeping
``N`` with ``stride_cm`` fixed checks launches no caller makes (rows overlap once
``N`` exceeds the fixed stride). ``--arg stride_cm=@N`` ties the stride to ``N``: in
every shape, and in every value of a parametric class, ``stride_cm`` takes
``SCALE * N + OFFSET`` (``@N``, ``@N*2``, ``@N+1``, ``@N*4-8``).

A tie's source must be given its value directly (``--arg``, ``--sweep``), not through
another tie, so a launch's values never depend on the order the ties are written in.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from amdsync.diagnostics import AmdsyncError, Loc

CLI = Loc("<command line>")
_TIE = re.compile(r"^@%?(?P<source>[A-Za-z0-9_.$]+)(?:\*(?P<scale>-?\d+))?"
                  r"(?:(?P<sign>[+-])(?P<offset>\d+))?$")


@dataclass(frozen=True)
class Tie:
    """Argument ``name`` takes ``scale * source + offset``."""

    name: str
    source: str
    scale: int = 1
    offset: int = 0

    def value(self, source_value: int) -> int:
        return self.scale * source_value + self.offset

    @property
    def text(self) -> str:
        scale = "" if self.scale == 1 else f"*{self.scale}"
        offset = "" if self.offset == 0 else f"{self.offset:+d}"
        return f"{self.name}=@{self.source}{scale}{offset}"


def is_tie(text: str) -> bool:
    """Is an ``--arg`` value a tie (it starts with ``@``)?"""
    return text.startswith("@")


def parse_tie(name: str, text: str) -> Tie:
    """``--arg NAME=@SOURCE[*SCALE][+OFFSET|-OFFSET]`` → a tie."""
    match = _TIE.match(text)
    if match is None:
        raise AmdsyncError("usage", f"--arg {name}={text}: a tied argument is "
                           "@NAME, @NAME*SCALE, @NAME+OFFSET or @NAME*SCALE-OFFSET", CLI)
    offset = int(match["offset"] or 0) * (-1 if match["sign"] == "-" else 1)
    tie = Tie(name, match["source"], int(match["scale"] or 1), offset)
    if tie.source == name:
        raise AmdsyncError("usage", f"--arg {tie.text}: an argument cannot follow itself",
                           CLI)
    return tie


def check_sources(ties: Sequence[Tie], given: Iterable[str]) -> None:
    """Every tie's source is an argument given a value directly."""
    names = set(given)
    tied = {t.name for t in ties}
    for tie in ties:
        if tie.source in tied:
            raise AmdsyncError("usage", f"--arg {tie.text}: {tie.source} is itself tied; "
                               "tie to the argument it follows instead", CLI)
        if tie.source not in names:
            raise AmdsyncError("usage", f"--arg {tie.text}: {tie.source} has no value "
                               f"(give --arg {tie.source}=… or --sweep {tie.source}=…)", CLI)
        if tie.name in names:
            raise AmdsyncError("usage", f"--arg {tie.text}: {tie.name} is also given a "
                               "value of its own", CLI)


def resolve(ties: Iterable[Tie], values: Mapping[str, int]) -> dict[str, int]:
    """``values`` with every tie whose source has a value there."""
    out = dict(values)
    for tie in ties:
        if tie.source in values:
            out[tie.name] = tie.value(values[tie.source])
    return out
