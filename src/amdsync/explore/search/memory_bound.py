"""The memory bound (``--max-memory``; docs/bounds.md, "Memory"): how much resident memory
a run may use before it stops like any other bound, instead of the operating system's
out-of-memory killer ending it with no message.

The default is half of what the machine has, and never more than half of what the
process's control group allows (cgroup v2 ``memory.max``, v1 ``memory.limit_in_bytes``):
a run leaves room for the rest of the machine, and a CI job's container is not killed.
The resident set is read from ``/proc/self/statm`` (Linux); where that file is missing
the peak from ``getrusage`` stands in (it only grows, so the bound stops no later)."""

from __future__ import annotations

import os
import re
import resource
from pathlib import Path

from amdsync.diagnostics import AmdsyncError, Loc

_UNITS = {"": 1, "b": 1, "k": 1 << 10, "kb": 1 << 10, "kib": 1 << 10,
          "m": 1 << 20, "mb": 1 << 20, "mib": 1 << 20,
          "g": 1 << 30, "gb": 1 << 30, "gib": 1 << 30,
          "t": 1 << 40, "tb": 1 << 40, "tib": 1 << 40}
_SIZE = re.compile(r"\s*(\d+(?:\.\d+)?)\s*([a-zA-Z]*)\s*")
# (below this no run can even start the interpreter's own imports: a size this small
# is a mistake, not a bound)
MIN_BYTES = 16 << 20


def parse_size(text: str, where: Loc, what: str = "--max-memory") -> int:
    """``512M``, ``4G``, ``2.5GB``, ``8GiB``, ``1073741824`` (bytes): powers of 1024."""
    match = _SIZE.fullmatch(text)
    unit = match.group(2).lower() if match else ""
    if match is None or unit not in _UNITS:
        raise AmdsyncError("usage", f"{what} must be a size such as 512M, 4G or 2.5GB, got "
                           f"{text!r}", where)
    size = int(float(match.group(1)) * _UNITS[unit])
    if size < MIN_BYTES:
        raise AmdsyncError("usage", f"{what} must be at least {MIN_BYTES >> 20}M, got "
                           f"{text!r}", where)
    return size


def _machine_bytes() -> int:
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError):
        return 8 << 30


def _cgroup_bytes() -> int | None:
    """The control group's memory limit, if one is set."""
    for path in (Path("/sys/fs/cgroup/memory.max"),
                 Path("/sys/fs/cgroup/memory/memory.limit_in_bytes")):
        try:
            text = path.read_text().strip()
        except OSError:
            continue
        if text.isdigit() and int(text) < (1 << 60):
            return int(text)
    return None


def default_max_memory(share: int = 1) -> int:
    """Half of the machine's memory, or of the control group's limit where that is
    less, divided among ``share`` processes (``--jobs``)."""
    total = _machine_bytes()
    limit = _cgroup_bytes()
    if limit is not None:
        total = min(total, limit)
    return max(MIN_BYTES, total // 2 // max(1, share))


# /proc/self/statm kept open per process (a search reads it at every fork: reopening
# it through pathlib cost more than reading it); keyed by the process id, since a
# forked worker's inherited descriptor names its parent's file (/proc/self is resolved
# when it is opened).
_statm: dict[int, int] = {}  # pid → descriptor
_PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096


def _statm_fd() -> int:
    pid = os.getpid()
    fd = _statm.get(pid)
    if fd is None:
        _statm.clear()  # (a parent's descriptor, inherited: left to the parent)
        fd = _statm[pid] = os.open("/proc/self/statm", os.O_RDONLY)
    return fd


def resident_bytes() -> int:
    """This process's resident set now."""
    try:
        fields = os.pread(_statm_fd(), 256, 0).split()
        return int(fields[1]) * _PAGE
    except (OSError, IndexError, ValueError):
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def gigabytes(size: int) -> str:
    return f"{size / (1 << 30):.2f} GB"


def memory_bound_reason(used: int, limit: int) -> str:
    """What a run stopped by the memory bound says."""
    return (f"memory bound reached ({gigabytes(used)} resident, --max-memory "
            f"{gigabytes(limit)}; raise --max-memory)")


__all__ = ["MIN_BYTES", "default_max_memory", "gigabytes", "memory_bound_reason",
           "parse_size", "resident_bytes"]
