"""``--arg`` and ``--sweep`` values in the kernel's own types, checked and encoded once
the kernel is read (its parameters' types known), before the launch machinery sees
them: every value as the integer :func:`amdsync.api.encode_arg` gives (a float's bits,
a bool's 0 or 1, an integer within its type), so a value no argument can hold is a
usage error naming it, never an overflow later.

    --arg dt=0.01    (float dt)        → --arg dt=1008981770
    --arg on=true    (bool on)         → --arg on=1
    --arg n=300      (unsigned char n) → error[usage]: … 300 does not fit n, an i8 (-128 to 255)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from amdsync.api import INT64_MAX, encode_arg, int_range
from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.program.module import Program
from amdsync.program.types import FloatType, IntType, Type

CLI = Loc("<command line>")
_I64 = IntType(64)


def encode_arg_items(items: Iterable[str], program: Program) -> list[str]:
    """``--arg NAME=…`` items with every value in the explorer's integer encoding.
    Items the launch machinery reports itself (no ``=``, an unknown name) stay as
    written; ties are checked by :func:`check_ties`."""
    params = _params(program)
    out = []
    for item in items:
        name, sep, text = item.partition("=")
        key = name.lstrip("%")
        ty = params.get(key)
        if not sep or ty is None or text.startswith("@"):
            out.append(item)
            continue
        option = f"--arg {key}"
        if ":" in text:
            lo, hi, step = _range(text, key, ty, option)
            out.append(f"{name}={lo}:{hi}:{step}")
        elif "," in text:
            values = [encode_arg(key, ty, v, CLI) for v in text.split(",")]
            out.append(f"{name}={','.join(map(str, values))}")
        else:
            out.append(f"{name}={encode_arg(key, ty, text, CLI)}")
    return out


def check_sweep_items(items: Iterable[str], program: Program) -> list[str]:
    """``--sweep NAME=LO:HI[:STEP]`` items checked against NAME's type (an integer
    range within it)."""
    params = _params(program)
    out = []
    for item in items:
        name, sep, text = item.partition("=")
        key = name.lstrip("%")
        ty = params.get(key)
        if not sep or ty is None or ":" not in text:
            out.append(item)
            continue
        lo, hi, step = _range(text, key, ty, f"--sweep {key}")
        out.append(f"{name}={lo}:{hi}:{step}")
    return out


def check_ties(items: Iterable[str], sweeps: Iterable[str], program: Program) -> None:
    """Every tied argument (``--arg S=@N*A+B``) holds its value for every value of its
    source: the extremes of ``A*N+B`` over the source's values fit S's type."""
    from amdsync.explore.search.sweep import parse_arg_axes, parse_sweep_ranges  # noqa: PLC0415

    items = list(items)
    fixed, axes, ties = parse_arg_axes(items)
    values: dict[str, list[int]] = {name: [value] for name, value in fixed.items()}
    for axis in axes:
        values[axis.name] = list(extremes(axis.values))
    for name, lo, hi, _ in parse_sweep_ranges(list(sweeps)):
        values[name] = [lo, hi]
    params = _params(program)
    for tie in ties:
        for what, number in (("scale", tie.scale), ("offset", tie.offset)):
            if not -INT64_MAX <= number <= INT64_MAX:
                raise AmdsyncError("usage", f"--arg {tie.text}: the {what} {number} is past "
                                   "a 64-bit integer", CLI)
        ty = params.get(tie.name)
        span = int_range(ty) if ty is not None else None
        if span is None:
            if ty is not None and isinstance(ty, FloatType):
                raise AmdsyncError("usage", f"--arg {tie.text}: {tie.name} is a {ty}; only "
                                   "an integer argument follows another", CLI)
            continue
        for source_value in values.get(tie.source, []):
            result = tie.value(source_value)
            if not span[0] <= result <= span[1]:
                raise AmdsyncError("usage", f"--arg {tie.text}: {tie.name} would be "
                                   f"{result} when {tie.source}={source_value}, which does "
                                   f"not fit {tie.name}, an {ty} ({span[0]} to {span[1]})",
                                   CLI)


def extremes(values: Sequence[int]) -> tuple[int, ...]:
    """The smallest and the largest of ``values`` (none when empty); a range's from its
    ends, without iterating it: ``min`` over ``--arg n=1:99999999`` is one C call that
    holds the interpreter for seconds, past the time bound's signal (campaign seed 41:
    a `hip` run ended 1.2 s past its --timeout, 6 s at --timeout 8)."""
    if not values:
        return ()
    if isinstance(values, range):
        ends = (values[0], values[-1])
        return (min(ends), max(ends))
    return (min(values), max(values))


def _params(program: Program) -> dict[str, Type]:
    return {p.name: p.ty for p in program.kernel_function.params}


def _range(text: str, name: str, ty: Type, option: str) -> tuple[int, int, int]:
    """``LO:HI[:STEP]`` of an integer argument, ends within its type (encoded)."""
    if isinstance(ty, FloatType):
        raise AmdsyncError("usage", f"{option}={text}: {name} is a {ty}; a range steps "
                           "through integers (give the values as a list: v1,v2,…)", CLI)
    parts = text.split(":")
    if len(parts) not in (2, 3):
        raise AmdsyncError("usage", f"{option}: a range is A:B or A:B:STEP, got {text!r}",
                           CLI)
    flag = option.split(maxsplit=1)[0]
    lo = encode_arg(name, ty, parts[0], CLI, flag)
    hi = encode_arg(name, ty, parts[1], CLI, flag)
    step = encode_arg(name, _I64, parts[2], CLI, flag) if len(parts) == 3 else 1
    if lo >= 0 > hi:
        # The upper end is an unsigned 64-bit value past int64, read as negative (the
        # explorer's integers are 64-bit): the range would run backwards.
        raise AmdsyncError("usage", f"{option}={text}: a range of a 64-bit argument "
                           "cannot cross 2**63 (write both ends as negative numbers)", CLI)
    if step <= 0 or hi < lo:
        raise AmdsyncError("usage", f"{option}: {text!r} is an empty range (need A <= B and "
                           "STEP > 0)", CLI)
    return lo, hi, step

