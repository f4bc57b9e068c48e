"""The value a read returns: amdgpu-memory-model, "Location Order", the five bullets after
"The value returned by R is then defined as follows", decided once for every engine.

``amdsync litmus`` (``amdgpu.read_value``, over an execution graph) and ``amdsync check``
(``explore/memory/shadow.py``, over the shadow's live writes) compute the facts the
bullets test in their own ways and both ask :func:`read_case` which bullet applies, so
the two cannot decide a read's value differently (shared/spec/READINGS.md, item 1:
"check and litmus must decide every read's value the same way").

Readings (shared/spec/READINGS.md item 1; docs/semantics/readings.md): by default
(``Reading.SPEC``) a read that may see several writes, all location-ordered before it,
and is not in the all-atomic case returns undef (the last bullet; LLVM's LangRef says
the same for a non-atomic read). ``Reading.LATEST_WRITE`` (``--reading latest-write``)
is what the hardware does and the PTX model gives CUDA: such a read returns the last of
those writes in modification order. Only that bullet differs between the readings.
"""

from __future__ import annotations

from enum import Enum

from amdsync.diagnostics import AmdsyncError, Loc


class Reading(Enum):
    """Which reading of the last read-value bullet a run follows."""

    SPEC = "spec"
    LATEST_WRITE = "latest-write"


class ReadCase(Enum):
    """The bullet that decides a read's value, in the spec's order."""

    NO_WRITE = "no write is location-ordered before the read"
    ATOMIC = "atomic with inclusive scopes"
    UNORDERED = "may see a write that is not location-ordered before it"
    ONE_WRITE = "may see exactly one write"
    SEVERAL_WRITES = "may see several writes"
    # (--reading latest-write: the last bullet returns the last write instead of undef)
    LATEST_WRITE = "may see several writes: the last of them (--reading latest-write)"

    @property
    def is_undef(self) -> bool:
        return self in _UNDEF

    @property
    def several(self) -> bool:
        """Does the read take one of several writes it may see (so which one it takes
        is the atomics' modification order's, not a single write's)?"""
        return self in (ReadCase.ATOMIC, ReadCase.LATEST_WRITE)


_UNDEF = frozenset((ReadCase.NO_WRITE, ReadCase.UNORDERED, ReadCase.SEVERAL_WRITES))


def read_case(*, any_location_ordered: bool, all_atomic_inclusive: bool,
              sees_unordered: bool, seen: int, reading: Reading = Reading.SPEC) -> ReadCase:
    """amdgpu-memory-model, the value returned by a read ``R``:

    1. no write is location-ordered before ``R``: undef;
    2. ``R`` and every write it may see are atomic with inclusive scopes: one of their
       values;
    3. ``R`` may see a write that is not location-ordered before it: undef;
    4. ``R`` may see exactly one write: its value;
    5. otherwise undef — or, under ``Reading.LATEST_WRITE``, the last of the writes.

    ``seen`` is the number of writes ``R`` may see (each byte judged on its own)."""
    if not any_location_ordered:
        return ReadCase.NO_WRITE
    if all_atomic_inclusive:
        return ReadCase.ATOMIC
    if sees_unordered:
        return ReadCase.UNORDERED
    if seen <= 1:
        return ReadCase.ONE_WRITE
    if reading is Reading.LATEST_WRITE:
        return ReadCase.LATEST_WRITE
    return ReadCase.SEVERAL_WRITES


# How a verdict under Reading.LATEST_WRITE states it (its scope's assumptions).
LATEST_WRITE_TEXT = ("a plain read that may see several writes reads the last of them "
                     "(--reading latest-write)")


def parse_reading(text: str, where: Loc) -> Reading:
    """``spec`` or ``latest-write`` (``--reading``, ``reading=``); anything else is a
    usage error at ``where``."""
    for reading in Reading:
        if text == reading.value:
            return reading
    raise AmdsyncError("usage", f"--reading must be one of "
                       f"{', '.join(r.value for r in Reading)}, got {text!r}", where)


__all__ = ["LATEST_WRITE_TEXT", "ReadCase", "Reading", "parse_reading", "read_case"]
