"""Launch shapes: the kernel-argument values a check covers (docs/semantics/sweeps.md, "Every
launch shape").

``--arg NAME=A:B[:STEP]`` and ``--arg NAME=v1,v2,…`` give values explicitly; every
combination is a shape; ``--arg NAME=@OTHER`` makes NAME follow OTHER in every shape
(explore/lanes/ties.py). ``--sweep NAME=LO:HI`` lets amdsync choose: every value when
the range has at most ``max_shapes`` values (then the range is covered exactly);
otherwise the values where a kernel's behaviour can change — the ends of the range and
their neighbours, and each multiple of every integer constant the kernel computes with
(block sizes, strides, trip-count divisors, masks), with its neighbours, then evenly
spaced values while the budget lasts — and the result says the range was *sampled*:
clean shapes are proofs for themselves only.

The shapes and runs of values are checked as tasks (tasks/sweep_plan.py plans them and
assembles the :class:`SweepResult`; docs/tasks.md, "Sweep classes as tasks").
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.explore.findings.records import STATUS_CLEAN, STATUS_FINDINGS, STATUS_INCOMPLETE
from amdsync.explore.findings.result import CheckResult
from amdsync.explore.lanes.ties import Tie, is_tie, parse_tie
from amdsync.explore.values.param import ranges_text
from amdsync.program import ops as o
from amdsync.program.module import Program

CLI = Loc("<command line>")
MAX_SHAPES = 4096  # default bound on the shapes one command checks
MAX_PARAMETRIC = 1 << 16  # values one parametric exploration carries (a row each)


@dataclass(frozen=True)
class Axis:
    """The values one argument takes, and whether they cover the range asked for."""

    name: str
    values: Sequence[int]  # a range stays a range: 1:99999999 is refused before it is built
    exhaustive: bool = True
    range_text: str = ""
    # Every value of the range in one parametric exploration (explore/values/param.py); the
    # shapes then do not enumerate this axis.
    parametric: bool = False


@dataclass
class SweepResult:
    """One check result per shape, and how the shapes cover what was asked."""

    axes: list[Axis]
    shapes: list[tuple[dict[str, int], CheckResult]] = field(default_factory=list)
    stopped: str | None = None  # a bound ended the sweep before every shape ran
    # Why tasks checking some of it failed (an exception in amdsync, a lost worker): their
    # shapes say `incomplete`, and the command exits 4 (tasks/sweep_plan.py).
    failed: list[str] = field(default_factory=list)
    # Why a --sweep range could not be explored parametrically (it was then checked
    # value by value, or sampled).
    fallback: str | None = None

    @property
    def status(self) -> str:
        statuses = [r.status for _, r in self.shapes]
        if STATUS_FINDINGS in statuses:
            return STATUS_FINDINGS
        if STATUS_INCOMPLETE in statuses or self.stopped or not all(
                a.exhaustive for a in self.axes):
            return STATUS_INCOMPLETE
        return STATUS_CLEAN

    def merged(self) -> CheckResult:
        """One result for every shape: each finding once (the first shape's), the
        sweep's status (for SARIF)."""
        merged = CheckResult()
        seen: set[tuple[str, object]] = set()
        for args, result in self.shapes:
            for finding in result.findings:
                if (finding.kind, finding.loc) not in seen:
                    seen.add((finding.kind, finding.loc))
                    shape = ", ".join(f"{a.name}={args[a.name]}" for a in self.axes
                                      if a.name in args)
                    message = f"[{shape}] {finding.message}" if shape else finding.message
                    merged.findings.append(replace(finding, message=message))
        if self.status == STATUS_INCOMPLETE:
            merged.incomplete_reason = self.stopped or self.coverage()
        return merged

    def coverage(self) -> str:
        parts = []
        for axis in self.axes:
            if axis.parametric:
                classes = sum(len(r.classes) for _, r in self.shapes)
                parts.append(f"{axis.name}: every value of {axis.range_text} "
                             f"({len(axis.values)} values, explored as {classes} "
                             "class(es) of values that run alike)")
            elif axis.exhaustive:
                parts.append(f"{axis.name}: {len(axis.values)} value(s), every one asked for")
            else:
                parts.append(f"{axis.name}: {len(axis.values)} value(s) sampled from "
                             f"{axis.range_text} (not a proof for the others)")
        if self.fallback:
            parts.append(f"not explored parametrically: {self.fallback}")
        return "; ".join(parts)

    def failing(self) -> list[tuple[dict[str, int], str | None, int | None]]:
        """Every failing shape, and of a parametric one every failing class, in order:
        (the shape's arguments, the class's values, the smallest of them — a launch
        that shows the findings; None, None for an enumerated shape)."""
        out: list[tuple[dict[str, int], str | None, int | None]] = []
        for args, result in self.shapes:
            if result.status != STATUS_FINDINGS:
                continue
            failing = [c for c in result.classes if c.status == STATUS_FINDINGS]
            if not result.classes:
                out.append((args, None, None))
            for c in sorted(failing, key=lambda c: smallest_value(c.values)):
                out.append((args, c.values, smallest_value(c.values)))
        return out

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {
            "status": self.status,
            "coverage": [{"name": a.name,
                          "values": (ranges_text(list(a.values)) if a.parametric
                                     else list(a.values)),
                          "exhaustive": a.exhaustive, "range": a.range_text or None,
                          "parametric": a.parametric}
                         for a in self.axes],
            "shapes": [{"args": args, **result.to_json()} for args, result in self.shapes],
        }
        if self.stopped:
            out["stopped"] = self.stopped
        if self.fallback:
            out["fallback"] = self.fallback
        return out


def smallest_value(values: str) -> int:
    """The smallest value of a class's values as :func:`ranges_text` writes them
    (``65..128, 130``: 65)."""
    return int(values.split(",", maxsplit=1)[0].split("..", maxsplit=1)[0])


def parse_arg_axes(items: list[str]) -> tuple[dict[str, int], list[Axis], list[Tie]]:
    """``--arg`` items → fixed values, the axes of those given several values, and the
    arguments tied to another (explore/lanes/ties.py)."""
    fixed: dict[str, int] = {}
    axes: list[Axis] = []
    ties: list[Tie] = []
    for item in items:
        name, sep, text = item.partition("=")
        name = name.lstrip("%")
        if not sep or not name:
            raise AmdsyncError("usage", f"--arg takes NAME=VALUE, NAME=A:B[:STEP], "
                               f"NAME=v1,v2,… or NAME=@OTHER; got {item!r}", CLI)
        if is_tie(text):
            ties.append(parse_tie(name, text))
        elif ":" in text:
            lo, hi, step = _range(text, f"--arg {name}")
            axes.append(Axis(name, range(lo, hi + 1, step)))
        elif "," in text:
            axes.append(Axis(name, tuple(_int(v, f"--arg {name}") for v in text.split(","))))
        else:
            fixed[name] = _int(text, f"--arg {name}")
    return fixed, axes, ties


def parse_sweep_ranges(items: list[str]) -> list[tuple[str, int, int, int]]:
    """``--sweep NAME=LO:HI[:STEP]`` items → (name, lo, hi, step)."""
    ranges = []
    for item in items:
        name, sep, text = item.partition("=")
        name = name.lstrip("%")
        if not sep or ":" not in text:
            raise AmdsyncError("usage", f"--sweep takes NAME=LO:HI[:STEP], got {item!r}",
                               CLI)
        lo, hi, step = _range(text, f"--sweep {name}")
        ranges.append((name, lo, hi, step))
    return ranges


def parse_sweeps(items: list[str], program: Program, limit: int) -> list[Axis]:
    """``--sweep NAME=LO:HI[:STEP]`` items → axes: the first range is explored
    parametrically (every value, explore/values/param.py), the others as chosen values."""
    axes = []
    for i, (name, lo, hi, step) in enumerate(parse_sweep_ranges(items)):
        whole = parametric_axis(name, lo, hi, step) if i == 0 else None
        axes.append(whole or sweep_axis(program, name, lo, hi, limit, step))
    return axes


def _range_text(lo: int, hi: int, step: int) -> str:
    return f"[{lo}, {hi}]" if step == 1 else f"[{lo}, {hi}] step {step}"


def parametric_axis(name: str, lo: int, hi: int, step: int = 1) -> Axis | None:
    """Every value of [lo, hi] (every ``step``-th from ``lo``) in one parametric
    exploration; None when the range has more values than one exploration carries (it
    is then sampled)."""
    values = range(lo, hi + 1, step)
    if len(values) > MAX_PARAMETRIC:
        return None
    return Axis(name, values, True, _range_text(lo, hi, step), True)


def sweep_axis(program: Program, name: str, lo: int, hi: int, limit: int,
               step: int = 1) -> Axis:
    """The values of ``name`` in [lo, hi] to check (see the module docstring); with a
    ``step``, every value of the stepped range when it fits ``limit``, else evenly
    spaced ones of it."""
    every = range(lo, hi + 1, step)
    if len(every) <= limit:
        return Axis(name, every, True, _range_text(lo, hi, step))
    if step != 1:
        picks = sorted({every[i * (len(every) - 1) // max(limit - 1, 1)]
                        for i in range(limit)})
        return Axis(name, tuple(picks), False, _range_text(lo, hi, step))
    chosen = {lo, lo + 1, hi - 1, hi}
    constants = {c for c in _constants(program) if 2 <= c <= hi}
    constants |= {1 << k for k in range(1, 63) if (1 << k) <= hi}
    # Round robin over the constants, smallest first: the k-th multiple of each, with
    # its neighbours, in round k — so a small budget still reaches every block size.
    order = sorted(constants)
    rounds = 0
    while len(chosen) < limit and order:
        rounds += 1
        alive = []
        for c in order:
            m = (max(lo // c, 0) + rounds) * c
            if m - 1 > hi:
                continue
            alive.append(c)
            for v in (m - 1, m, m + 1):
                if lo <= v <= hi and len(chosen) < limit:
                    chosen.add(v)
        order = alive
    # What the budget leaves: evenly spaced values across the range.
    spare = limit - len(chosen)
    for i in range(1, spare + 1):
        chosen.add(lo + (hi - lo) * i // (spare + 1))
    values = tuple(sorted(chosen)[:limit])
    return Axis(name, values, False, f"[{lo}, {hi}]")


def sampled_axis(program: Program, axis: Axis, limit: int) -> Axis:
    """A parametric axis checked value by value instead (or sampled, see
    :func:`sweep_axis`)."""
    values = axis.values
    assert isinstance(values, range)
    return sweep_axis(program, axis.name, values.start, values[-1], limit, values.step)


def shapes(fixed: dict[str, int], axes: list[Axis], limit: int) -> list[dict[str, int]]:
    """Every combination of the axes' values, with the fixed arguments."""
    total = 1
    for axis in axes:
        total *= len(axis.values)
    if total > limit:
        raise AmdsyncError("bad-launch", f"{total} launch shapes asked for (at most {limit}; "
                           "raise --max-shapes or narrow --arg/--sweep)", CLI)
    names = [a.name for a in axes]
    return [{**fixed, **dict(zip(names, combo, strict=True))}
            for combo in itertools.product(*(a.values for a in axes))]


def _constants(program: Program) -> set[int]:
    out: set[int] = set()
    for function in program.functions:
        for op in function.ops():
            for value in vars(op).values():
                if isinstance(value, o.Const) and value.value > 1:
                    out.add(value.value)
    return out


def _range(text: str, what: str) -> tuple[int, int, int]:
    parts = text.split(":")
    if len(parts) not in (2, 3):
        raise AmdsyncError("usage", f"{what}: a range is A:B or A:B:STEP, got {text!r}", CLI)
    lo, hi = _int(parts[0], what), _int(parts[1], what)
    step = _int(parts[2], what) if len(parts) == 3 else 1
    if step <= 0 or hi < lo:
        raise AmdsyncError("usage", f"{what}: {text!r} is an empty range (need A <= B and "
                           "STEP > 0)", CLI)
    return lo, hi, step


def _int(text: str, what: str) -> int:
    try:
        return int(text, 0)
    except ValueError:
        raise AmdsyncError("usage", f"{what}: {text!r} is not an integer", CLI) from None
